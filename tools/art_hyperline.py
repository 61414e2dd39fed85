"""Hyperline's art: sector tiles, planets, tokens, ship components and the Tiled map of the board.

Everything is drawn at rotation 0 with the ship's front up; the table turns tiles by quarter turns
and tints the white tokens with the seat's colour (multiply, like `sprites/token_<shape>.png`).
Lines, ports and the board come from game/rules/hyperline (board.py, tiles.py, ship.py): a tile's
strokes are derived from its line table, so art and rules cannot drift apart.

Sprites under sprites/hyperline/: tiles 128 px (opaque, seamless at the edges: a straight port's
hyperpoint is half a disc at the edge midpoint, a diagonal one a quarter disc at the corner, so
two neighbours make one whole point), tokens 64 px, ship components 96 px (one ship grid square).
`boost.png` and `fighter_loaded.png` are 96 px overlays laid over a component's own square.
No words in the pictures (a loop's letter A or B and a stack's "?" are symbols): the table writes a piece's or
a component's name over its sprite in the player's language (scenes/boards/hyperline/sprite_words.py), on
the room the art leaves for it: a tile's top fifth, beside a planet's icon, a component's foot (an engine's
head).

The map (maps/hyperline.tmx, 128 px cells): the 9 x 9 board at one cell of margin, three cells of
table to its right. Layers: "board" (the printed ring, Nexxus, the unexplored inner grid; each
tile's `content` is the rules' content string), "sectors" (one rectangle per sector: `sector`,
`row`, `col`, `area`, `printed`, `corner` 0-3 in board.CORNERS order, `loop` A/B), "fighters"
(eight 64 px squares per corner: `corner`, `sector`, `slot` 0-7 outward from the corner) and
"table" (hyperline_stack, planet_stack, research with research_0..5, store with store_<kind>).

    .venv/bin/python tools/make_assets.py --only hyperline
"""

from __future__ import annotations

import math
import random
import zlib
from pathlib import Path

import pygame

from game.rules.hyperline import board, ship, tiles
from tools.assetkit import palette
from tools.assetkit.pen import RoundPen as Pen  # Hyperline's lines bend with round joins

SS = 4  # supersampling: pictures are drawn at four times the size and scaled down
SECTOR, TOKEN, PART = 128, 64, 96
MARGIN = 1  # map cells around the board: the home corners' fighter squares live there
SIDE = 3  # map cells right of the margin: the stacks, the research track and the Store
SPRITES = "sprites/hyperline"

# colours: the window's palette (Okabe & Ito) plus the lines' violet
SKY, ORANGE, GREEN, YELLOW, PINK, VERMILION = palette.SAFE
LINE = palette.HYPER
LINE_CORE = (238, 228, 255)
INK = palette.INK
WHITE = (255, 255, 255)
DARK = (12, 14, 30)
SPACE_TOP, SPACE_BOTTOM = (14, 16, 38), (5, 6, 16)
GAP = (7, 8, 20)  # the dark band where a line passes over another
FRAME = {  # a tile's edge colour says which stack or print it came from (blue hyperlines, red planets)
    "hyper": (40, 74, 140),
    "printed": (70, 64, 120),
    "planet": (150, 60, 40),
    "home": (160, 168, 190),
    "nexxus": (200, 170, 60),
    "unexplored": (26, 30, 58),
}
TYPE_COLOURS = {  # a component type's accent; each kind also has its own shape (the table writes its name)
    "bridge": YELLOW,
    "pod": SKY,
    "engine": ORANGE,
    "weapon": VERMILION,
    "shield": GREEN,
    "scanner": PINK,
    "upgrade": (190, 200, 230),
}


# --- small helpers --------------------------------------------------------------------------------
def seed_of(name: str) -> int:
    return zlib.crc32(name.encode("utf-8"))


def dim(c, k):
    return tuple(max(0, min(255, round(v * k))) for v in c)


def light(c, k):
    return tuple(round(v + (255 - v) * k) for v in c)


def mixc(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))


def big(w, h=None):
    return pygame.Surface((w * SS, (h or w) * SS), pygame.SRCALPHA)


def down(surface, size):
    return pygame.transform.smoothscale(surface, size)


def file_name(planet: str) -> str:
    """`planet_<name>.png`: the name lowercased, non-letters removed (Y-Bot -> ybot)."""
    return "".join(ch for ch in planet.lower() if ch.isalpha())


def cubic(a, b, c, d, steps=48):
    return [
        tuple((1 - t) ** 3 * a[i] + 3 * (1 - t) ** 2 * t * b[i] + 3 * (1 - t) * t * t * c[i] + t**3 * d[i]
              for i in (0, 1))
        for t in (k / steps for k in range(steps + 1))
    ]


# --- the lines of a sector, derived from the rules' line table ---------------------------------------
PORT_AT = {p: (50 + 50 * dx, 50 + 50 * dy) for p, (dy, dx) in enumerate(board.DELTAS)}  # 100-box, y down


def inward(p):
    (x, y), n = PORT_AT[p], math.hypot(50 - PORT_AT[p][0], 50 - PORT_AT[p][1])
    return ((50 - x) / n, (50 - y) / n)


def strokes(lines: dict):
    """The drawn strokes of a line table: [(points, over)] in a stable order; `over` marks a line that
    crosses an earlier one (drawn over it with a gap). A port with several partners is a trunk: its
    branches leave it along the trunk, so a branch reads as a fork and not as two lines meeting."""
    pairs = sorted({tuple(sorted((a, b))) for a, exits in lines.items() for b in exits})
    partners = {p: {q for pair in pairs if p in pair for q in pair if q != p} for p in range(8)}
    drawn = []
    for a, b in pairs:
        if (a - b) % 8 == 4:
            pts, straight = [PORT_AT[a], PORT_AT[b]], True
        else:
            trunk = a if len(partners[a]) > 1 else b if len(partners[b]) > 1 else None
            start, end = (trunk, b if trunk == a else a) if trunk is not None else (a, b)
            reach = (0.62 if trunk is not None else 0.28 if start % 2 == end % 2 else 0.34) * 50
            ia, ib = inward(start), inward(end)
            pa, pb = PORT_AT[start], PORT_AT[end]
            pts = cubic(pa, (pa[0] + ia[0] * reach, pa[1] + ia[1] * reach),
                        (pb[0] + ib[0] * 0.34 * 50, pb[1] + ib[1] * 0.34 * 50), pb)
            straight = False
        over = straight and any(
            (c - d) % 8 == 4 and not {a, b} & {c, d} for c, d in (x for x, _ in drawn if x is not None)
        )
        drawn.append(((a, b) if straight else None, (pts, over)))
    return [item for _, item in drawn]


def forks(lines: dict):
    """Where a branch leaves its trunk, in the 100-box (a node marks the choice)."""
    found = []
    for port, exits in lines.items():
        if len(exits) > 1:
            i = inward(port)
            x, y = PORT_AT[port]
            found.append((x + i[0] * 22, y + i[1] * 22))
    return found


# --- a sector tile ----------------------------------------------------------------------------------
def space(size, name, frame, stars=14):
    """The dark sector: a gradient, a few seeded stars and the sector's edge."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for y in range(size):
        surf.fill((*mixc(SPACE_TOP, SPACE_BOTTOM, y / (size - 1)), 255), (0, y, size, 1))
    rng = random.Random(seed_of(name))
    for _ in range(stars):
        x, y = rng.randrange(2, size - 2), rng.randrange(2, size - 2)
        b = 60 + round(140 * rng.random() ** 2)
        surf.set_at((x, y), (b, b, min(255, b + 30), 255))
    pygame.draw.rect(surf, (*frame, 255), (0, 0, size, size), 2)
    pygame.draw.rect(surf, (*dim(frame, 0.45), 255), (2, 2, size - 4, size - 4), 1)
    return surf


def glow_layer(size, paint, radius, times=2):
    """An additive halo: `paint(pen)` on black at the sprite's own size, blurred."""
    layer = pygame.Surface((size, size))
    layer.fill((0, 0, 0))
    paint(Pen(layer, 0, 0, size))
    blurred = pygame.transform.gaussian_blur(layer, radius)
    out = pygame.Surface((size, size))
    out.fill((0, 0, 0))
    for _ in range(times):
        out.blit(blurred, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return out


def hyperpoint(pen, port):
    """Half a disc at an edge midpoint, a quarter at a corner: the neighbour's half completes it."""
    x, y = PORT_AT[port]
    pen.circle(dim(LINE, 0.9), x, y, 8.5)
    pen.circle(LINE_CORE, x, y, 8.5, 1.6)
    pen.circle(WHITE, x, y, 3.2)


def sector_tile(name, lines, frame, picture=None, points=None, badge=None):
    """A 128 px tile: space, an optional picture, glowing lines, hyperpoints at every port that has one
    (`points`; by default the ends of the lines), and an optional badge (letter) drawn upright."""
    surf = space(SECTOR, name, frame)
    paths = strokes(lines)
    ends = sorted(lines) if points is None else points
    if picture is not None:
        layer = big(SECTOR)
        picture(Pen(layer, 0, 0, SECTOR * SS))
        surf.blit(down(layer, (SECTOR, SECTOR)), (0, 0))

    def halo(pen):
        for pts, _ in paths:
            pen.stroke(dim(LINE, 0.55), pts, 13)
        for p in ends:
            pen.circle(dim(LINE, 0.55), *PORT_AT[p], 10)

    surf.blit(glow_layer(SECTOR, halo, 7), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    layer = big(SECTOR)
    pen = Pen(layer, 0, 0, SECTOR * SS)
    for pts, over in paths:
        if over:
            middle = pts[0], pts[-1]
            cut = [tuple(middle[0][i] + (middle[1][i] - middle[0][i]) * t for i in (0, 1)) for t in (0.41, 0.59)]
            pen.stroke((*GAP, 255), cut, 17)
        pen.stroke(LINE, pts, 6.2)
        pen.stroke(LINE_CORE, pts, 2.6)
    for x, y in forks(lines):
        pen.circle(LINE, x, y, 4.6)
        pen.circle(WHITE, x, y, 2.4)
    for p in ends:
        hyperpoint(pen, p)
    if badge is not None:
        badge(pen)
    surf.blit(down(layer, (SECTOR, SECTOR)), (0, 0))
    return surf


def loop_badge(letter, rotation):
    """The pair's letter in the quadrant the loop's lines leave free, always upright."""
    u, v = 24, 76
    for _ in range(rotation):
        u, v = 100 - v, u

    def paint(pen):
        pen.circle(DARK, u, v, 14)
        pen.circle(YELLOW, u, v, 14, 2.4)
        pen.text(letter, u, v - 1, 20, YELLOW)

    return paint


def line_tile(key):
    return sector_tile(key, tiles.INFO[f"{key}@0"].lines, FRAME["hyper"])


def printed_tile(content, letter=None):
    """A printed lane or loop sector at the rotation it has on the board (the badge stays upright)."""
    return sector_tile(content.split("@")[0], tiles.INFO[content].lines, FRAME["printed"],
                       badge=loop_badge(letter, int(content.split("@")[1])) if letter else None)


ALL_PORTS = tuple(range(8))


def terminal_tile(name, frame, picture, sub=None):
    """A piece that ends every line (planets, Nexxus, Rips, bases, asteroids): a hyperpoint at each port. No
    words: the table writes the piece's name over its top (scenes/boards/hyperline/sprite_words.py), in the
    player's language."""

    def paint(pen):
        for p in ALL_PORTS:  # faint spokes: every line that reaches this sector ends here
            x, y = PORT_AT[p]
            pen.stroke(dim(LINE, 0.35), [(x, y), (x + inward(p)[0] * 14, y + inward(p)[1] * 14)], 2)
        picture(pen)
        if sub:
            sub(pen)

    return sector_tile(name, {}, frame, picture=paint, points=ALL_PORTS)


def shaded_planet(pen, u, v, r, base, seed, bands=True):
    """A lit globe: banded or cratered (by its seed), shaded away from the light, some with a ring."""
    rng = random.Random(seed)
    side = math.ceil(2 * r * pen.k) + 4
    globe = pygame.Surface((side, side), pygame.SRCALPHA)
    gp = Pen(globe, side / 2 - r * pen.k, side / 2 - r * pen.k, 2 * r * pen.k)  # 100-box = the globe
    gp.circle(base, 50, 50, 50)
    if bands:
        for _ in range(rng.choice((3, 4, 5))):
            gp.stroke(dim(base, rng.uniform(0.68, 0.92)), [(-10, rng.uniform(10, 90)), (110, rng.uniform(10, 90))],
                      rng.uniform(6, 14))
        for _ in range(rng.choice((0, 2, 3))):
            cu, cv, cr = rng.uniform(25, 75), rng.uniform(25, 75), rng.uniform(5, 10)
            gp.circle(dim(base, 0.7), cu, cv, cr)
            gp.circle(light(base, 0.2), cu - cr * 0.25, cv - cr * 0.25, cr * 0.6)
    gp.circle(light(base, 0.35), 32, 32, 16)
    shadow = pygame.Surface((side, side), pygame.SRCALPHA)
    Pen(shadow, gp.x, gp.y, gp.k * 100).circle((0, 0, 10, 150), 80, 80, 62)
    Pen(shadow, gp.x, gp.y, gp.k * 100).circle((0, 0, 10, 200), 92, 92, 46)
    mask = pygame.Surface((side, side), pygame.SRCALPHA)
    Pen(mask, gp.x, gp.y, gp.k * 100).circle(WHITE, 50, 50, 50)
    shadow.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    globe.blit(shadow, (0, 0))
    ringed = bands and rng.random() < 0.4
    if ringed:
        pen.arc(light(base, 0.3), u, v, 3.2 * r, 1.0 * r, 0.0, math.pi, 2.2)  # the ring's far side
    pen.circle(dim(base, 0.3), u, v, r + 1.2)
    pen.s.blit(globe, (round(pen.p(u, v)[0] - side / 2), round(pen.p(u, v)[1] - side / 2)))
    if ringed:
        pen.arc(light(base, 0.5), u, v, 3.2 * r, 1.0 * r, math.pi, 2 * math.pi, 2.2)  # and its near side


TECH_PLANET_COLOURS = ((205, 85, 50), (180, 62, 58), (215, 120, 60), (175, 72, 95), (195, 96, 42), (160, 70, 60))
HOME_PLANET_COLOURS = ((178, 184, 200), (160, 172, 194), (196, 196, 206), (170, 182, 184))


# --- technology icons (in a 100-box) --------------------------------------------------------------
def icon_pod(pen, c):
    pen.rect(c, 18, 22, 64, 56, radius=14)
    pen.rect(DARK, 18, 22, 64, 56, 5, radius=14)
    pen.rect(DARK, 34, 40, 32, 22, radius=5)


def icon_engine(pen, c):
    pen.poly(c, [(30, 10), (70, 10), (76, 50), (24, 50)])
    pen.poly(DARK, [(30, 10), (70, 10), (76, 50), (24, 50)], 5)
    pen.poly(ORANGE, [(28, 56), (72, 56), (50, 96)])
    pen.poly(YELLOW, [(38, 56), (62, 56), (50, 80)])


def icon_weapon(pen, c):
    pen.circle(c, 50, 50, 34, 8)
    for a, b in (((50, 4), (50, 30)), ((50, 70), (50, 96)), ((4, 50), (30, 50)), ((70, 50), (96, 50))):
        pen.stroke(c, [a, b], 8)
    pen.circle(c, 50, 50, 7)


def icon_shield(pen, c):
    pts = [(50, 6), (88, 20), (84, 58), (50, 94), (16, 58), (12, 20)]
    pen.poly(c, pts)
    pen.poly(DARK, pts, 5)
    pen.poly(light(c, 0.4), [(50, 18), (74, 27), (71, 55), (50, 78)])


def icon_scanner(pen, c):
    pen.circle(c, 22, 78, 9)
    for r in (26, 46, 66):
        pen.arc(c, 22, 78, 2 * r, 2 * r, 0.05, 1.52, 8)


def icon_repair_droid(pen, c):
    pen.stroke(c, [(24, 76), (64, 36)], 14)
    pen.circle(c, 70, 30, 20)
    pen.poly(DARK, [(66, 8), (92, 8), (92, 34)])  # the wrench's open jaw
    pen.circle(DARK, 70, 30, 8)
    pen.circle(c, 22, 78, 12)


def icon_chip(pen, c):
    pen.rect(c, 22, 22, 56, 56, radius=6)
    for k in range(4):
        t = 30 + 13 * k
        for a, b in (((t, 8), (t, 22)), ((t, 78), (t, 92)), ((8, t), (22, t)), ((78, t), (92, t))):
            pen.stroke(c, [a, b], 5)
    pen.rect(DARK, 30, 30, 40, 40, radius=4)


def icon_hyperline_computer(pen, c):
    icon_chip(pen, c)
    pen.stroke(LINE_CORE, [(34, 66), (66, 34)], 6)
    pen.circle(LINE_CORE, 34, 66, 6)
    pen.circle(LINE_CORE, 66, 34, 6)


def icon_battle_computer(pen, c):
    icon_chip(pen, c)
    pen.circle(VERMILION, 50, 50, 14, 4)
    pen.stroke(VERMILION, [(50, 32), (50, 68)], 4)
    pen.stroke(VERMILION, [(32, 50), (68, 50)], 4)


ICONS = {
    "pod": icon_pod,
    "engine": icon_engine,
    "weapon": icon_weapon,
    "shield": icon_shield,
    "scanner": icon_scanner,
    "repair_droid": icon_repair_droid,
    "hyperline_computer": icon_hyperline_computer,
    "battle_computer": icon_battle_computer,
}


def tech_colour(tech):
    return TYPE_COLOURS.get(tech, TYPE_COLOURS["upgrade"])


def sub_pen(pen, u, v, side):
    return Pen(pen.s, *pen.p(u, v), side * pen.k)


# --- the planets and the other terminal pieces ------------------------------------------------------
def planet_tile(planet):
    tech = tiles.TECH[planet]
    home = planet in tiles.HOME_PLANETS
    seed = seed_of(planet)
    base = (HOME_PLANET_COLOURS if home else TECH_PLANET_COLOURS)[seed % (4 if home else 6)]

    def picture(pen):
        shaded_planet(pen, 50, 45, 17, base, seed)
        if home:
            pen.circle(light(base, 0.6), 50, 45, 21.5, 1.5)  # the silver ring of a home planet

    def sub(pen):  # what it sells: its icon in the corner; the table writes the words beside it (German's are long)
        pen.rect(DARK, 5, 69, 23, 23, radius=5)
        ICONS[tech](sub_pen(pen, 7, 71, 19), tech_colour(tech))

    return terminal_tile(f"planet {planet}", FRAME["home" if home else "planet"], picture, sub)


def nexxus_tile():
    def picture(pen):
        for r, k in ((34, 0.18), (28, 0.3), (23, 0.5)):
            pen.circle(dim(YELLOW, k), 50, 52, r)
        pen.circle(light(YELLOW, 0.3), 50, 52, 19)
        pen.circle(WHITE, 50, 52, 11)
        for a in range(8):
            ang = a * math.pi / 4 + math.pi / 8
            pen.stroke(light(YELLOW, 0.5), [(50 + 22 * math.cos(ang), 52 + 22 * math.sin(ang)),
                                            (50 + 31 * math.cos(ang), 52 + 31 * math.sin(ang))], 2.2)

    return terminal_tile("nexxus", FRAME["nexxus"], picture)


def neutral_tile():
    def picture(pen):
        shaded_planet(pen, 50, 54, 20, (96, 104, 128), seed_of("neutral"))

    return terminal_tile("neutral", FRAME["printed"], picture)


def rip_tile():
    def picture(pen):
        for k in range(5):
            r = 34 - 6 * k
            col = mixc(dim(PINK, 0.5), light(PINK, 0.5), k / 4)
            pen.arc(col, 50, 54, 2 * r, 1.3 * r, 0.4 + 0.9 * k, 0.4 + 0.9 * k + 4.2, 3.2)
        tear = [(50, 28), (56, 46), (52, 54), (58, 64), (50, 80), (45, 62), (49, 54), (43, 44)]
        pen.poly(WHITE, tear)
        pen.poly(light(PINK, 0.3), tear, 2)

    return terminal_tile("rip", FRAME["hyper"], picture)


def pirate_base_tile():
    def picture(pen):
        pen.circle((60, 62, 74), 50, 54, 22)
        pen.circle((30, 30, 40), 50, 54, 22, 3)
        for a in range(6):
            ang = a * math.pi / 3
            pen.stroke((90, 92, 108), [(50 + 22 * math.cos(ang), 54 + 22 * math.sin(ang)),
                                       (50 + 32 * math.cos(ang), 54 + 32 * math.sin(ang))], 5)
        skull = sub_pen(pen, 37, 40, 26)
        skull.circle(WHITE, 50, 44, 34)
        skull.rect(WHITE, 30, 60, 40, 26, radius=6)
        skull.circle(DARK, 36, 44, 11)
        skull.circle(DARK, 64, 44, 11)
        skull.poly(DARK, [(50, 56), (44, 68), (56, 68)])

    return terminal_tile("pirate base", FRAME["hyper"], picture)


def asteroid_tile():
    rng = random.Random(seed_of("asteroid"))

    def picture(pen):
        for _ in range(9):
            u, v, r = rng.uniform(24, 76), rng.uniform(34, 80), rng.uniform(5, 11)
            pts = [(u + r * rng.uniform(0.7, 1.15) * math.cos(a * math.pi / 4),
                    v + r * rng.uniform(0.7, 1.15) * math.sin(a * math.pi / 4)) for a in range(8)]
            pen.poly((118, 100, 88), pts)
            pen.poly((60, 48, 42), pts, 1.6)
            pen.circle((150, 132, 116), u - r * 0.3, v - r * 0.3, r * 0.3)

    return terminal_tile("asteroid", FRAME["planet"], picture)


def tile_back(ground, stripe, rim, mark):
    """The back of a stack's tiles: red for the planet stack, blue for the hyperline stack."""
    surf = pygame.Surface((SECTOR, SECTOR), pygame.SRCALPHA)
    layer = big(SECTOR)
    pen = Pen(layer, 0, 0, SECTOR * SS)
    pen.rect(ground, 0, 0, 100, 100)
    for k in range(-100, 100, 12):
        pen.stroke(stripe, [(k, 0), (k + 100, 100)], 4)
    pen.rect(rim, 3, 3, 94, 94, 2.5, radius=6)
    pen.circle(DARK, 50, 50, 20)
    pen.circle(light(rim, 0.3), 50, 50, 20, 2.5)
    pen.text(mark, 50, 49, 28, light(rim, 0.6))
    surf.blit(down(layer, (SECTOR, SECTOR)), (0, 0))
    return surf


def facedown_tile():
    """A planet-stack tile laid face down by a Planetary scan (and the planet stack's top): its red back."""
    return tile_back((92, 28, 22), (112, 38, 28), (190, 90, 60), "?")


def hyperline_back_tile():
    """The hyperline stack's top: the blue back of its tiles."""
    return tile_back((18, 40, 92), (26, 52, 112), (70, 130, 220), "?")


def unexplored_tile():
    surf = space(SECTOR, "unexplored", FRAME["unexplored"], stars=22)
    layer = big(SECTOR)
    pen = Pen(layer, 0, 0, SECTOR * SS)
    for k in (25, 50, 75):  # a faint survey grid: nothing is known here yet
        for t in range(0, 100, 10):
            pen.stroke((34, 40, 78), [(k, t + 2), (k, t + 6)], 0.9)
            pen.stroke((34, 40, 78), [(t + 2, k), (t + 6, k)], 0.9)
    surf.blit(down(layer, (SECTOR, SECTOR)), (0, 0))
    return surf


# --- tokens: white glyphs with a dark rim and a glow, for multiply tinting ---------------------------
def ship_outline(sx=1.0, sy=1.0, dx=0.0, dy=0.0, turn=False):
    pts = [(0.0, -11.0), (7.5, 7.0), (3.0, 4.0), (0.0, 8.0), (-3.0, 4.0), (-7.5, 7.0)]
    if turn:
        pts = [(-y, x) for x, y in pts]
    return [(dx + x * sx, dy + y * sy) for x, y in pts]


def engraved(polygon, kit):
    """An extra painter for kit.glyph: a dark starship engraved in the body."""

    def paint(c, x, y, px, py, d):
        e = kit.sd_polygon(px, py, polygon)
        if e < 1.0:
            c.over(x, y, (0.12, 0.13, 0.2), kit.clamp(0.5 - e))

    return paint


def ship_token(shape, tipped, kit):
    sdf = kit.token_shape(shape)
    if tipped:  # knocked on its side: turned a quarter and seen edge-on, flatter
        body = lambda x, y: sdf((y + 2.0) / 0.62, -x) * 0.62  # noqa: E731
        polygon = ship_outline(0.9, 0.62, dx=0.0, dy=2.0, turn=True)
    else:
        body = sdf
        polygon = ship_outline(dy=3.0)
    return kit.glyph(TOKEN, body, (0.98, 0.98, 1.0), (0.72, 0.74, 0.80), (0.09, 0.10, 0.15), (1.0, 1.0, 1.0),
                     extra=engraved(polygon, kit)).surface()


def fighter_token(kit):
    pts = [(0.0, -20.0), (6.0, -2.0), (18.0, 10.0), (17.0, 16.0), (5.0, 11.0), (0.0, 17.0), (-5.0, 11.0),
           (-17.0, 16.0), (-18.0, 10.0), (-6.0, -2.0)]
    sdf = lambda x, y: kit.sd_polygon(x, y, pts) - 1.0  # noqa: E731
    return kit.glyph(TOKEN, sdf, (0.98, 0.98, 1.0), (0.74, 0.75, 0.82), (0.09, 0.10, 0.15), (1.0, 1.0, 1.0)).surface()


def pirate_token(kit):
    pts = [(0.0, -14.0), (9.0, -24.0), (12.0, -6.0), (22.0, 12.0), (10.0, 20.0), (0.0, 12.0), (-10.0, 20.0),
           (-22.0, 12.0), (-12.0, -6.0), (-9.0, -24.0)]
    sdf = lambda x, y: kit.sd_polygon(x, y, pts) - 1.0  # noqa: E731

    def eyes(c, x, y, px, py, d):
        for ex in (-5.5, 5.5):
            e = math.hypot(px - ex, py - 2.0) - 3.2
            if e < 1.0:
                c.over(x, y, (1.0, 0.45, 0.2), kit.clamp(0.5 - e))

    return kit.glyph(TOKEN, sdf, (0.22, 0.22, 0.27), (0.10, 0.10, 0.13), (0.85, 0.30, 0.12), (0.95, 0.25, 0.1),
                     glow_alpha=0.6, rim_w=1.8, extra=eyes).surface()


def tech_token(kit):
    pts = kit.regular(6, 19.0, 30)

    def cog(c, x, y, px, py, d):
        r = math.hypot(px, py)
        teeth = 6.5 + 1.6 * (1 if math.cos(6 * math.atan2(py, px)) > 0 else 0)
        e = max(r - teeth, 2.5 - r)
        if e < 1.0:
            c.over(x, y, (0.16, 0.17, 0.24), kit.clamp(0.5 - e))

    sdf = lambda x, y: kit.sd_polygon(x, y, pts) - 1.0  # noqa: E731
    return kit.glyph(TOKEN, sdf, (0.98, 0.98, 1.0), (0.76, 0.77, 0.83), (0.09, 0.10, 0.15), (1.0, 1.0, 1.0),
                     extra=cog).surface()


def research_pip(kit):
    sdf = lambda x, y: math.hypot(x, y) - 13.0  # noqa: E731

    def shine(c, x, y, px, py, d):
        h = math.exp(-(((px + 4.5) / 4.0) ** 2 + ((py + 5.0) / 3.0) ** 2))
        c.over(x, y, (1.0, 1.0, 1.0), 0.8 * h)

    return kit.glyph(TOKEN, sdf, (0.98, 0.98, 1.0), (0.70, 0.72, 0.80), (0.09, 0.10, 0.15), (1.0, 1.0, 1.0),
                     glow_alpha=0.75, glow_reach=4.5, rim_w=1.8, extra=shine).surface()


# --- ship components (96 px, front up) ----------------------------------------------------------------
STEEL_TOP, STEEL_BOTTOM = (78, 88, 116), (42, 48, 68)
CHAMFER = 30  # the Turret Pod's cut corner, in the 100-box


def plate(pen, colour, chamfer=False, inset=4):
    """The component's hull plate: steel shaded top to bottom, the type's colour on its rim."""
    a, b = inset, 100 - inset
    pts = [(a, a), (b - CHAMFER, a), (b, a + CHAMFER), (b, b), (a, b)] if chamfer else [(a, a), (b, a), (b, b), (a, b)]
    size = pen.s.get_size()
    shaded = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(size[1]):
        shaded.fill((*mixc(STEEL_TOP, STEEL_BOTTOM, y / (size[1] - 1)), 255), (0, y, size[0], 1))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    Pen(mask, pen.x, pen.y, 100 * pen.k).poly(WHITE, pts)
    shaded.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pen.s.blit(shaded, (0, 0))
    pen.poly(colour, pts, 3.2)
    for u, v in ((a + 7, b - 7), (b - 7, b - 7), (a + 7, a + 7)) + (() if chamfer else ((b - 7, a + 7),)):
        pen.circle(dim(STEEL_TOP, 0.6), u, v, 2.2)


def draw_bridge(pen):
    c = TYPE_COLOURS["bridge"]
    plate(pen, c)
    pen.ellipse((24, 40, 80), 50, 36, 58, 40)
    pen.ellipse(light(SKY, 0.3), 50, 36, 58, 40, 2.5)
    pen.ellipse(light(SKY, 0.6), 40, 30, 16, 8)
    pen.poly(c, [(50, 8), (58, 16), (42, 16)])  # the front


def draw_carrier_pod(pen):
    c = TYPE_COLOURS["pod"]
    plate(pen, c)
    pen.rect((16, 18, 30), 22, 18, 56, 50, radius=6)  # the hangar bay
    pen.rect(c, 22, 18, 56, 50, 2.5, radius=6)
    for k in range(3):
        pen.stroke(dim(c, 0.6), [(28, 60 - 14 * k + 6), (72, 60 - 14 * k + 6)], 1.2)


def draw_battle_pod(pen):
    c = TYPE_COLOURS["pod"]
    plate(pen, c)
    for k in range(4):  # armour chevrons
        y = 18 + 13 * k
        pen.stroke(light(c, 0.2), [(24, y + 12), (50, y), (76, y + 12)], 5)
    pen.circle(YELLOW, 50, 70 - 4, 5)


def draw_turret_pod(pen):
    c = TYPE_COLOURS["pod"]
    plate(pen, c, chamfer=True)
    pen.circle((30, 34, 50), 62, 38, 15)
    pen.circle(c, 62, 38, 15, 3)
    pen.stroke(light(c, 0.4), [(62, 38), (80, 20)], 6)  # the turret points out of the chamfer
    pen.circle(light(c, 0.3), 62, 38, 5)


def exhaust(pen, xs, width, length, colour):
    for x in xs:
        pen.poly(dim(colour, 0.8), [(x - width / 2, 70), (x + width / 2, 70), (x, 70 + length)])
        pen.poly(light(colour, 0.6), [(x - width / 4, 70), (x + width / 4, 70), (x, 70 + length * 0.6)])


def nozzle(pen, x, w):
    pen.poly((56, 60, 78), [(x - w / 2 + 4, 52), (x + w / 2 - 4, 52), (x + w / 2, 70), (x - w / 2, 70)])
    pen.poly((20, 22, 32), [(x - w / 2 + 4, 52), (x + w / 2 - 4, 52), (x + w / 2, 70), (x - w / 2, 70)], 2)


def draw_combat_engine(pen):
    c = TYPE_COLOURS["engine"]
    plate(pen, c)
    for x in (33, 67):
        nozzle(pen, x, 24)
    exhaust(pen, (33, 67), 20, 26, c)


def draw_hyperline_engine(pen):
    c = TYPE_COLOURS["engine"]
    plate(pen, c)
    nozzle(pen, 50, 40)
    exhaust(pen, (50,), 32, 28, LINE)
    pts = [(30 + 2 * k, 44 + 5 * math.sin(k * 0.6)) for k in range(21)]
    pen.stroke(LINE_CORE, pts, 2.4)  # a hyperline through the engine


def draw_rip_engine(pen):
    c = TYPE_COLOURS["engine"]
    plate(pen, c)
    for k in range(3):
        r = 22 - 6 * k
        pen.arc(light(PINK, 0.2 * k), 50, 52, 2 * r, 1.4 * r, 0.5 + k, 5.0 + k, 3)
    pen.circle(WHITE, 50, 52, 3)
    exhaust(pen, (50,), 16, 22, PINK)


def mount(pen, c):
    """The base every facing component sits on: against its S edge, the host side."""
    pen.rect((36, 40, 58), 26, 66, 48, 18, radius=4)
    pen.rect(c, 26, 66, 48, 18, 2, radius=4)


def draw_laser_cannon(pen):
    c = TYPE_COLOURS["weapon"]
    plate(pen, c)
    mount(pen, c)
    pen.rect((150, 156, 176), 45, 8, 10, 60, radius=3)
    pen.rect(c, 42, 44, 16, 24, radius=3)
    pen.stroke(light(c, 0.6), [(50, 2), (50, 14)], 3)


def draw_plasma_launcher(pen):
    c = TYPE_COLOURS["weapon"]
    plate(pen, c)
    mount(pen, c)
    pen.rect((130, 136, 160), 38, 30, 24, 38, radius=6)
    pen.rect(c, 38, 30, 24, 38, 2.5, radius=6)
    pen.circle(dim(GREEN, 0.8), 50, 20, 13)
    pen.circle(light(GREEN, 0.5), 50, 20, 7)


def draw_focus_beam(pen):
    c = TYPE_COLOURS["weapon"]
    plate(pen, c)
    mount(pen, c)
    pen.poly((140, 146, 170), [(26, 64), (74, 64), (56, 36), (44, 36)])
    pen.poly(c, [(26, 64), (74, 64), (56, 36), (44, 36)], 2.5)
    pen.poly(light(YELLOW, 0.4), [(44, 36), (56, 36), (51, 6), (49, 6)])  # the focused beam


def draw_hardpoint_shield(pen):
    c = TYPE_COLOURS["shield"]
    plate(pen, c)
    mount(pen, c)
    pen.arc(c, 50, 62, 84, 86, 0.35, math.pi - 0.35, 12)
    pen.arc(light(c, 0.5), 50, 62, 84, 86, 0.5, math.pi - 0.5, 3)
    for u in (32, 50, 68):
        pen.circle(DARK, u, 24 if u == 50 else 28, 2.2)


def draw_interphasic_shield(pen):
    """It floats off the ship (no plate): a shimmering band, layered, outside its quadrant."""
    c = TYPE_COLOURS["shield"]
    for k, width in enumerate((14, 8, 3)):
        pen.arc(light(c, 0.25 * k), 50, 84, 96, 110, 0.3, math.pi - 0.3, width)
    for u in range(14, 90, 12):
        pen.stroke(light(c, 0.7), [(u, 38 + 0.012 * (u - 50) ** 2), (u + 4, 36 + 0.012 * (u - 50) ** 2)], 2)
    pen.rect((10, 28, 30, 235), 8, 72, 84, 20, radius=6)
    pen.rect(c, 8, 72, 84, 20, 1.5, radius=6)


def draw_transfer_shield(pen):
    c = TYPE_COLOURS["shield"]
    plate(pen, c)
    mount(pen, c)
    pen.arc(c, 50, 62, 74, 76, 0.45, math.pi - 0.45, 8)
    for sign in (-1, 1):  # the arrows: it passes its charge to another shield
        x = 50 + sign * 16
        pen.stroke(light(c, 0.5), [(x, 56), (x, 38)], 3.5)
        head = [(x - 6, 40), (x + 6, 40), (x, 30)] if sign < 0 else [(x - 6, 54), (x + 6, 54), (x, 62)]
        pen.poly(light(c, 0.5), head)


def dish(pen, c):
    pen.arc((170, 176, 196), 50, 44, 56, 44, math.pi, 2 * math.pi, 6)
    pen.stroke((150, 156, 176), [(50, 50), (50, 66)], 5)
    pen.circle(c, 50, 38, 4)


def draw_planetary_scanner(pen):
    c = TYPE_COLOURS["scanner"]
    plate(pen, c)
    mount(pen, c)
    dish(pen, c)
    for r in (16, 26):
        pen.arc(light(c, 0.3), 50, 38, 2 * r, 2 * r, 0.6, math.pi - 0.6, 2.5)
    shaded_planet(pen, 76, 18, 7, mixc(VERMILION, (150, 40, 40), 0.4), 5, bands=False)


def draw_disrupting_scanner(pen):
    c = TYPE_COLOURS["scanner"]
    plate(pen, c)
    mount(pen, c)
    dish(pen, c)
    for k in range(2):  # zig-zag waves
        y = 26 - 12 * k
        pen.stroke(light(c, 0.3), [(30 + 5 * i, y + (4 if i % 2 else -4)) for i in range(9)], 2.5)


def draw_quantum_scanner(pen):
    c = TYPE_COLOURS["scanner"]
    plate(pen, c)
    mount(pen, c)
    dish(pen, c)
    for a in (0.0, 1.05, 2.1):  # an atom's orbits above the dish
        pts = [(50 + 16 * math.cos(t) * math.cos(a) - 6 * math.sin(t) * math.sin(a),
                20 + 16 * math.cos(t) * math.sin(a) + 6 * math.sin(t) * math.cos(a)) for t in
               (k * math.pi / 16 for k in range(33))]
        pen.stroke(light(c, 0.3), pts, 1.8)
    pen.circle(WHITE, 50, 20, 3)


COMPONENTS = {
    "bridge": draw_bridge,
    "carrier_pod": draw_carrier_pod,
    "battle_pod": draw_battle_pod,
    "turret_pod": draw_turret_pod,
    "combat_engine": draw_combat_engine,
    "hyperline_engine": draw_hyperline_engine,
    "rip_engine": draw_rip_engine,
    "laser_cannon": draw_laser_cannon,
    "plasma_launcher": draw_plasma_launcher,
    "focus_beam": draw_focus_beam,
    "hardpoint_shield": draw_hardpoint_shield,
    "interphasic_shield": draw_interphasic_shield,
    "transfer_shield": draw_transfer_shield,
    "planetary_scanner": draw_planetary_scanner,
    "disrupting_scanner": draw_disrupting_scanner,
    "quantum_scanner": draw_quantum_scanner,
}


def component(kind, damaged=False):
    layer = big(PART)
    COMPONENTS[kind](Pen(layer, 0, 0, PART * SS))
    if damaged:
        damage(layer, kind)
    return down(layer, (PART, PART))


def damage(layer, kind):
    """The damaged face: greyed and darkened, scorched, cracked across; the shape still reads (and the name the
    table writes over its foot)."""
    grey = pygame.transform.grayscale(layer)
    layer.blit(grey, (0, 0))
    shade = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
    shade.fill((150, 140, 140, 255))
    layer.blit(shade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    rng = random.Random(seed_of(kind))
    mask = pygame.mask.from_surface(layer, 8)
    scorch = big(PART)
    sp = Pen(scorch, 0, 0, scorch.get_width())
    for _ in range(4):
        u, v = rng.uniform(20, 80), rng.uniform(20, 70)
        for r, a in ((16, 70), (10, 110), (5, 160)):
            sp.circle((20, 12, 10, a), u, v, r)
    scorch_mask = mask.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
    scorch.blit(scorch_mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    layer.blit(scorch, (0, 0))
    marks = big(PART)
    mp = Pen(marks, 0, 0, marks.get_width())
    x, y = 4.0, rng.uniform(34, 46)
    crack = [(x, y)]
    while x < 96:  # one jagged crack across the middle (clear of the names), with a branch
        x, y = x + rng.uniform(8, 12), min(66.0, max(30.0, y + rng.uniform(-7, 7)))
        crack.append((x, y))
    mp.stroke((10, 8, 8), crack, 4.2)
    mp.stroke((235, 120, 60), crack, 1.3)
    mid = crack[len(crack) // 2]
    mp.stroke((10, 8, 8), [mid, (mid[0] + 10, mid[1] + 12), (mid[0] + 22, mid[1] + 14)], 3)
    # red-and-dark hazard stripes in the top-left corner: damage is marked by shape, not colour alone
    for k in range(3):
        o = 10 * k
        mp.poly(VERMILION if k % 2 == 0 else DARK, [(4 + o, 4), (12 + o, 4), (4, 12 + o), (4, 4 + o)])
    marks.blit(scorch_mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    layer.blit(marks, (0, 0))


def upgrade(name, offline=False):
    """A Bridge upgrade's badge: its icon in a ringed disc filling the square (no words: it is drawn a third of
    a square on the Bridge; the Store's tooltip names it). Offline: greyed, with a power switch's broken bar
    across it."""
    layer = big(PART)
    pen = Pen(layer, 0, 0, PART * SS)
    c = TYPE_COLOURS["upgrade"]
    ring = YELLOW
    pen.circle(DARK, 50, 50, 46)
    pen.circle((40, 46, 72), 50, 50, 42)
    pen.circle(ring, 50, 50, 46, 4.5)
    ICONS[name](sub_pen(pen, 22, 22, 56), c)
    if offline:
        grey = pygame.transform.grayscale(layer)
        layer.blit(grey, (0, 0))
        shade = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
        shade.fill((120, 120, 130, 255))
        layer.blit(shade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        pen.stroke(DARK, [(18, 82), (82, 18)], 13)
        pen.stroke((200, 200, 210), [(18, 82), (82, 18)], 6)
    return down(layer, (PART, PART))


def boost():
    """Laid over a boosted component's square: double chevrons in a badge at the top-left corner."""
    layer = big(PART)
    pen = Pen(layer, 0, 0, PART * SS)
    pen.circle(DARK, 19, 19, 15)
    pen.circle(YELLOW, 19, 19, 15, 2.5)
    for dy in (5, -3):
        pen.stroke(YELLOW, [(11, 24 + dy - 2), (19, 16 + dy - 2), (27, 24 + dy - 2)], 4)
    return down(layer, (PART, PART))


def fighter_loaded():
    """Laid over a Carrier Pod's square: a white fighter parked in its bay (the table tints it)."""
    layer = big(PART)
    pen = Pen(layer, 0, 0, PART * SS)
    pts = [(50, 22), (55, 36), (68, 46), (67, 52), (55, 49), (50, 56), (45, 49), (33, 52), (32, 46), (45, 36)]
    pen.poly((12, 14, 24), [(x, y + 1.5) for x, y in pts], 5)
    pen.poly((245, 245, 250), pts)
    pen.poly((20, 22, 34), pts, 1.6)
    return down(layer, (PART, PART))


# --- the Tiled map -------------------------------------------------------------------------------
def map_tiles():
    """The map's tileset, in id order: (name, picture, properties)."""
    found = [("unexplored", unexplored_tile(), [("content", None, "")]),
             ("nexxus", nexxus_tile(), [("content", None, "nexxus@0")]),
             ("corner", neutral_tile(), [("content", None, "neutral@0")])]
    lanes = sorted(set(board.PRINTED.values()) - {f"loop@{r}" for _, r in board.LOOPS.values()})
    for content in lanes:
        found.append((content.replace("@", "_"), printed_tile(content), [("content", None, content)]))
    for s, (_port, rotation) in sorted(board.LOOPS.items()):
        letter = loop_letter(s)
        content = f"loop@{rotation}"
        found.append((f"loop_{letter.lower()}_{rotation}", printed_tile(content, letter),
                      [("content", None, content), ("loop", None, letter)]))
    return found


def loop_letter(s):
    return "A" if s in (board.LOOP_A_TOP, board.LOOP_A_BOTTOM) else "B"


def tile_id(s, names):
    if s == board.NEXXUS:
        return names.index("nexxus")
    if s in board.CORNERS:
        return names.index("corner")
    if s in board.LOOPS:
        return names.index(f"loop_{loop_letter(s).lower()}_{board.LOOPS[s][1]}")
    if s in board.PRINTED:
        return names.index(board.PRINTED[s].replace("@", "_"))
    return names.index("unexplored")


def area(s):
    if s == board.NEXXUS:
        return "nexxus"
    if s in board.CORNERS:
        return "corner"
    if s in board.LOOPS:
        return "loop"
    if s in board.PRINTED:
        return "lane"
    return "inner"


def fighter_squares(corner_index):
    """The eight 64 px squares of a home corner in the margin, from the corner outward: four along
    the top or bottom edge, four along the side."""
    s = board.CORNERS[corner_index]
    r, c = board.rc(s)
    half = SECTOR // 2
    left, top = (c + MARGIN) * SECTOR, (r + MARGIN) * SECTOR
    outer_y = top - half if r == 0 else top + SECTOR
    outer_x = left - half if c == 0 else left + SECTOR
    squares = []
    for k in range(4):
        x = left + half * k if c == 0 else left + SECTOR - half * (k + 1)
        squares.append((x, outer_y))
    for k in range(4):
        y = top + half * k if r == 0 else top + SECTOR - half * (k + 1)
        squares.append((outer_x, y))
    return squares


def table_spots():
    """(name, type, x, y, w, h, properties) right of the board: the stacks, research track, Store."""
    x0 = (board.SIZE + 2 * MARGIN) * SECTOR
    spots = [("hyperline_stack", "stack", x0 + 32, SECTOR, SECTOR, SECTOR, [("stack", None, "hyperline")]),
             ("planet_stack", "stack", x0 + 224, SECTOR, SECTOR, SECTOR, [("stack", None, "planet")])]
    spots.append(("research", "research_track", x0, 2 * SECTOR + 64, 6 * 64, 64, []))
    for points in range(6):
        spots.append((f"research_{points}", "research", x0 + 64 * points, 2 * SECTOR + 64, 64, 64,
                      [("points", "int", points)]))
    top = 4 * SECTOR
    spots.append(("store", "store", x0, top, SIDE * SECTOR, len(ship.TYPES) * SECTOR, []))
    for row, kind_type in enumerate(ship.TYPES):
        kinds = [k for k, t in ship.KINDS.items() if t == kind_type]
        for col, kind in enumerate(kinds):
            spots.append((f"store_{kind}", "store_pile", x0 + col * SECTOR, top + row * SECTOR, SECTOR, SECTOR,
                          [("kind", None, kind), ("section", None, kind_type), ("stock", "int", ship.STOCK)]))
    return spots


def tmx(names, kit) -> str:
    width, height = board.SIZE + 2 * MARGIN + SIDE, board.SIZE + 2 * MARGIN
    grid = [[0] * width for _ in range(height)]
    for s in board.ALL:
        r, c = board.rc(s)
        grid[r + MARGIN][c + MARGIN] = tile_id(s, names) + 1  # gid: firstgid 1
    sectors = []
    for s in board.ALL:
        r, c = board.rc(s)
        props = [("area", None, area(s)), ("col", "int", c), ("row", "int", r), ("sector", "int", s)]
        if s in board.PRINTED:
            props.append(("printed", None, board.PRINTED[s]))
        if s in board.CORNERS:
            props.append(("corner", "int", board.CORNERS.index(s)))
        if s in board.LOOPS:
            props += [("loop", None, loop_letter(s)), ("offboard", None, board.PORT_NAMES[board.LOOPS[s][0]])]
        at = ((c + MARGIN) * SECTOR, (r + MARGIN) * SECTOR, SECTOR, SECTOR)
        sectors.append(kit.MapObject(board.name(s), "sector", *at, tuple(sorted(props))))
    fighters = [
        kit.MapObject(f"fighters_{i}_{k}", "fighter_square", x, y, SECTOR // 2, SECTOR // 2,
                      (("corner", "int", i), ("sector", "int", corner), ("slot", "int", k)))
        for i, corner in enumerate(board.CORNERS)
        for k, (x, y) in enumerate(fighter_squares(i))
    ]
    table = [kit.MapObject(*spot[:6], tuple(spot[6])) for spot in table_spots()]
    return kit.tiled_map(
        tileset="hyperline_tiles", layer="board", grid=grid, tile=SECTOR,
        map_properties=(("game", "hyperline"), ("margin", MARGIN), ("side", SIDE), ("size", board.SIZE)),
        groups=[("sectors", sectors), ("fighters", fighters), ("table", table)],
    )


# --- everything -----------------------------------------------------------------------------------
def sprites(kit):
    """(file name, surface) for every sprite under sprites/hyperline/."""
    yield from ((f"tile_{key}.png", line_tile(key)) for key in tiles.LINE_TILES)
    yield "tile_lane.png", printed_tile("lane@0")
    yield "tile_loop_a.png", printed_tile("loop@0", "A")
    yield "tile_loop_b.png", printed_tile("loop@0", "B")
    yield "tile_rip.png", rip_tile()
    yield "tile_pirate_base.png", pirate_base_tile()
    yield "tile_asteroid.png", asteroid_tile()
    yield "tile_nexxus.png", nexxus_tile()
    yield "tile_facedown.png", facedown_tile()
    yield "tile_hyperline_back.png", hyperline_back_tile()
    yield "tile_unexplored.png", unexplored_tile()
    yield "tile_neutral.png", neutral_tile()
    for planet in tiles.TECH:
        yield f"planet_{file_name(planet)}.png", planet_tile(planet)
    for shape in palette.SHAPES:
        yield f"ship_{shape}.png", ship_token(shape, False, kit)
        yield f"ship_{shape}_tipped.png", ship_token(shape, True, kit)
    yield "fighter.png", fighter_token(kit)
    yield "pirate.png", pirate_token(kit)
    yield "tech_token.png", tech_token(kit)
    yield "research_pip.png", research_pip(kit)
    for kind in ("bridge", *ship.KINDS):
        yield f"comp_{kind}.png", component(kind)
        yield f"comp_{kind}_damaged.png", component(kind, damaged=True)
    for name in ship.UPGRADES:
        yield f"upgrade_{name}.png", upgrade(name)
        yield f"upgrade_{name}_offline.png", upgrade(name, offline=True)
    yield "boost.png", boost()
    yield "fighter_loaded.png", fighter_loaded()


def generate(out: Path, kit) -> list[Path]:
    written = []

    def png(surface, rel: str):
        path = out / rel
        kit.save_png(surface, path)
        written.append(path)

    def text_file(content: str, rel: str):
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content.encode("utf-8"))
        written.append(path)

    pygame.font.init()
    for name, surface in sprites(kit):
        png(surface, f"{SPRITES}/{name}")
    found = map_tiles()
    sheet = pygame.Surface((SECTOR * len(found), SECTOR), pygame.SRCALPHA)
    for i, (_name, picture, _props) in enumerate(found):
        sheet.blit(picture, (SECTOR * i, 0))
    png(sheet, "maps/hyperline_tiles.png")
    text_file(kit.tileset_tsx("hyperline_tiles", SECTOR,
                              [(name, [("name", None, name), *props]) for name, _, props in found]),
              "maps/hyperline_tiles.tsx")
    text_file(tmx([name for name, _, _ in found], kit), "maps/hyperline.tmx")
    return written
