"""Galaxy Express art: the star chart as a Tiled map of piecepack tile backs, and the piecepack pieces
(coin faces and backs, the four suit glyphs, the pawn, a die blank), written by `make_assets.py --only
galaxy_express`. Glyphs are white with a dark rim, for tinting in the window like the player tokens.
Every coin face (suit and value) and every speed die face is made here too, so the window only scales them.
"""

from __future__ import annotations

import math
import random
from pathlib import Path

SQ = 64  # pixels per chart square in the map
COLS, ROWS = 8, 6
QUADRANTS = ("top_left", "top_right", "bottom_left", "bottom_right")


def _tile_quadrant(kit, which: int, rng: random.Random):
    """One quarter of a face-down piecepack tile: dark glass, the tile's rounded outer corner, its 2 x 2 grid."""
    c = kit.Canvas(SQ, SQ)
    right, bottom = which % 2, which // 2
    # the whole tile spans 128 px; this quarter is at (right, bottom)
    ox, oy = right * SQ, bottom * SQ
    stars = [(rng.uniform(4, 124), rng.uniform(4, 124), rng.uniform(0.25, 0.7)) for _ in range(26)]
    edge = kit.unit(kit.SKY)
    for y in range(SQ):
        for x in range(SQ):
            px, py = ox + x + 0.5 - 64, oy + y + 0.5 - 64
            d = kit.sd_round_box(px, py, 62.0, 62.0, 12.0)
            cover = kit.clamp(0.5 - d)
            if cover <= 0:
                continue
            t = kit.clamp((px + py + 128) / 256)
            glass = kit.mix((0.07, 0.09, 0.20), (0.03, 0.04, 0.11), t)
            c.over(x, y, glass, 0.96 * cover)
            # the generic grid on a tile back: one line across, one down, through the middle
            grid = min(abs(px), abs(py))
            c.over(x, y, kit.mix(edge, (1.0, 1.0, 1.0), 0.2), 0.55 * math.exp(-((grid / 1.1) ** 2)) * cover)
            c.over(x, y, edge, 0.10 * math.exp(-grid / 4.0) * cover)
            # the tile's own edge, glowing faintly inward
            rim = math.exp(-(((d + 1.6) / 1.0) ** 2))
            c.over(x, y, kit.mix(edge, (1.0, 1.0, 1.0), 0.35), 0.9 * rim * cover)
            c.over(x, y, edge, 0.16 * math.exp(-max(-d, 0.0) / 5.0) * cover)
            for sx, sy, a in stars:
                r2 = (ox + x + 0.5 - sx) ** 2 + (oy + y + 0.5 - sy) ** 2
                if r2 < 4.0:
                    c.over(x, y, (0.85, 0.9, 1.0), a * math.exp(-r2 / 0.6) * cover)
    return c


def make_tiles(kit):
    import pygame

    rng = random.Random(404)
    sheet = pygame.Surface((SQ * 4, SQ), pygame.SRCALPHA)
    for i in range(4):
        sheet.blit(_tile_quadrant(kit, i, rng).surface(), (SQ * i, 0))
    return sheet


def chart_tmx(kit) -> str:
    """8 x 6 squares; every square's quarter of its tile; objects for the squares and the 12 tiles."""
    grid = [[1 + (col % 2) + 2 * (row % 2) for col in range(COLS)] for row in range(ROWS)]
    squares = []
    for square in range(COLS * ROWS):
        col, row = square % COLS, square // COLS
        where = (("square", square), ("tile", (row // 2) * 4 + col // 2))
        squares.append(kit.MapObject(f"{'abcdefgh'[col]}{row + 1}", "square", col * SQ, row * SQ, SQ, SQ, where))
    tiles = [
        kit.MapObject(f"tile {tile + 1}", "tile", tile % 4 * 2 * SQ, tile // 4 * 2 * SQ, 2 * SQ, 2 * SQ)
        for tile in range(12)
    ]
    return kit.tiled_map(
        tileset="galaxy_express_tiles", layer="chart", grid=grid, tile=SQ,
        map_properties=(("game", "galaxy_express"), ("squares", COLS * ROWS)),
        groups=[("squares", squares), ("tiles", tiles)],
    )


def chart_tsx(kit) -> str:
    return kit.tileset_tsx("galaxy_express_tiles", SQ, [("tile_back", [("quadrant", None, q)]) for q in QUADRANTS])


# --- the pieces -------------------------------------------------------------------------------------------------
def _circle(r):
    return lambda x, y: math.hypot(x, y) - r


def _union(*sdfs):
    return lambda x, y: min(f(x, y) for f in sdfs)


def _sun(kit):
    rays = []
    for k in range(16):
        r = 27.0 if k % 2 == 0 else 15.5
        a = math.radians(-90 + 22.5 * k)
        rays.append((r * math.cos(a), r * math.sin(a)))
    return _union(_circle(13.5), lambda x, y: kit.sd_polygon(x, y, rays) - 0.8)


def _moon(kit):
    return lambda x, y: max(math.hypot(x, y) - 24.0, -(math.hypot(x - 11.0, y - 5.0) - 19.0))


def _crown(kit):
    pts = [(-23.0, 17.0), (-24.0, -12.0), (-11.0, 1.0), (0.0, -21.0), (11.0, 1.0), (24.0, -12.0), (23.0, 17.0)]
    return lambda x, y: kit.sd_polygon(x, y, pts) - 1.2


def _arms(kit):
    """A fleur-de-lis, simplified: a central spear, two curled petals and a band."""
    spear = [(0.0, -26.0), (7.5, -9.0), (4.0, 20.0), (-4.0, 20.0), (-7.5, -9.0)]
    left = [(-5.0, -2.0), (-22.0, -14.0), (-25.0, 0.0), (-16.0, 12.0), (-5.0, 8.0)]
    right = [(-x, y) for x, y in left]
    return _union(
        lambda x, y: kit.sd_polygon(x, y, spear) - 0.8,
        lambda x, y: kit.sd_polygon(x, y, left) - 1.0,
        lambda x, y: kit.sd_polygon(x, y, right) - 1.0,
        lambda x, y: kit.sd_round_box(x, y - 9.0, 15.0, 3.5, 1.5),
    )


def _pawn(kit):
    body = [(-7.0, -6.0), (7.0, -6.0), (17.0, 22.0), (-17.0, 22.0)]
    return _union(
        lambda x, y: math.hypot(x, y + 15.0) - 10.0,
        lambda x, y: kit.sd_polygon(x, y, body) - 1.5,
        lambda x, y: kit.sd_round_box(x, y - 22.0, 21.0, 5.0, 2.5),
    )


def _white_glyph(kit, size, sdf):
    return kit.glyph(size, sdf, (0.98, 0.98, 1.0), (0.76, 0.78, 0.84), (0.08, 0.09, 0.14), (1.0, 1.0, 1.0),
                     glow_alpha=0.45, glow_reach=2.4)


def _coin_face(kit):
    """An ivory coin with a dark rim: suit and value are painted on it in the window."""
    return kit.glyph(96, _circle(43.0), (0.97, 0.95, 0.88), (0.80, 0.78, 0.71), (0.10, 0.11, 0.17),
                     (0.85, 0.90, 1.0), glow_alpha=0.35, glow_reach=2.0, rim_w=3.0)


def _coin_back(kit):
    """A face-down coin: deep blue with a ring and a small star, the same for every coin."""
    star = kit.star_points(14.0, 6.0, dy=1.0)

    def pattern(c, x, y, px, py, d):
        r = math.hypot(px, py)
        ring = math.exp(-(((r - 31.0) / 1.4) ** 2))
        c.over(x, y, (0.55, 0.70, 1.0), 0.75 * ring)
        ds = kit.sd_polygon(px, py, star)
        c.over(x, y, (0.80, 0.88, 1.0), kit.clamp(0.5 - ds) * 0.9)

    return kit.glyph(96, _circle(43.0), (0.16, 0.22, 0.45), (0.06, 0.08, 0.20), (0.55, 0.65, 0.95),
                     (0.35, 0.55, 1.0), glow_alpha=0.45, glow_reach=2.6, rim_w=2.6, extra=pattern)


def _die_blank(kit):
    return kit.glyph(80, lambda x, y: kit.sd_round_box(x, y, 34.0, 34.0, 9.0), (0.97, 0.96, 0.92),
                     (0.78, 0.77, 0.72), (0.10, 0.11, 0.17), (0.85, 0.90, 1.0), glow_alpha=0.3, rim_w=2.6)


VALUES = (0, 1, 2, 3, 4, 5)  # null, ace, 2 .. 5: every coin's value, and the faces of the speed dice
FONT_SCALE = 0.74  # the window's sizes were chosen for pygame's default font; Noto Sans runs larger


def _bold(size: int):
    """Noto Sans Bold as the window has it (pygame_gui's copy), so numbers look the same everywhere."""
    import pygame
    import pygame_gui.data

    path = Path(pygame_gui.data.__file__).parent / "NotoSans-Bold.ttf"
    return pygame.font.Font(str(path), max(8, round(size * FONT_SCALE)))


def suit_colours(kit) -> dict:
    """Glyph colour and number ink of each suit: Suns (Thrust), Moons (Brake), Arms (planets), Crowns (queue)."""
    return {"sun": (kit.ACCENT, (150, 80, 0)), "moon": (kit.GLOW, (20, 90, 150)),
            "arms": ((120, 170, 255), (20, 60, 150)), "crown": (kit.GOOD, (0, 110, 75))}  # fmt: skip


def coin(face, glyph, colour, ink, value: int):
    """A coin's face: the ivory blank, its suit glyph in the suit's colour at the top, the value below."""
    import pygame

    size = face.get_width()
    made = face.copy()
    small = max(10, int(size * 0.34))
    mark = pygame.transform.smoothscale(glyph, (small, small))
    mark.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    made.blit(mark, mark.get_rect(midtop=(size // 2, int(size * 0.09))))
    digits = _bold(int(size * 0.62)).render(str(value), True, ink)
    made.blit(digits, digits.get_rect(center=(size // 2, int(size * 0.62))))
    return made


def die_face(blank, value: int):
    size = blank.get_width()
    made = blank.copy()
    digits = _bold(int(size * 0.62)).render(str(value), True, (25, 30, 60))
    made.blit(digits, digits.get_rect(center=(size // 2, size // 2 + 1)))
    return made


def generate(out: Path, kit) -> list[Path]:
    written: list[Path] = []

    def png(surface, rel):
        path = out / rel
        kit.save_png(surface, path)
        written.append(path)

    def text_file(content, rel):
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content.encode("utf-8"))
        written.append(path)

    png(make_tiles(kit), "maps/galaxy_express_tiles.png")
    text_file(chart_tsx(kit), "maps/galaxy_express_tiles.tsx")
    text_file(chart_tmx(kit), "maps/galaxy_express.tmx")
    glyphs = {}
    for name, sdf in (("sun", _sun), ("moon", _moon), ("crown", _crown), ("arms", _arms), ("pawn", _pawn)):
        glyphs[name] = _white_glyph(kit, 64, sdf(kit)).surface()
        png(glyphs[name], f"sprites/ge_{name}.png")
    face = _coin_face(kit).surface()
    png(face, "sprites/ge_coin_face.png")
    png(_coin_back(kit).surface(), "sprites/ge_coin_back.png")
    blank = _die_blank(kit).surface()
    png(blank, "sprites/ge_die.png")
    for suit, (colour, ink) in suit_colours(kit).items():
        for value in VALUES:
            png(coin(face, glyphs[suit], colour, ink, value), f"sprites/ge_coin_{suit}_{value}.png")
    for value in VALUES:
        png(die_face(blank, value), f"sprites/ge_die_{value}.png")
    return written
