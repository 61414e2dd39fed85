"""Generate every committed image, map, sound and theme of Star Table, deterministically.

    .venv/bin/python tools/make_assets.py                 # rewrite assets/
    .venv/bin/python tools/make_assets.py --out /tmp/a    # somewhere else
    .venv/bin/python tools/make_assets.py --only maps,theme

Only pygame-ce and the standard library. Every random number comes from a seeded
random.Random, nothing reads the clock, so two runs write identical files. Glyphs,
dice, map tiles and the icon are computed pixel by pixel from signed distance
fields (pure Python floats); the big scenes use pygame drawing plus
pygame.transform.gaussian_blur for the glow.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse  # noqa: E402
import json  # noqa: E402
import math  # noqa: E402
import random  # noqa: E402
import struct  # noqa: E402
import sys  # noqa: E402
import wave  # noqa: E402
from pathlib import Path  # noqa: E402
from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from game.rules.race import FINAL, HYPERSPACE, START  # noqa: E402
from scenes import palette  # noqa: E402

# ---------------------------------------------------------------------------------
# palette (Okabe & Ito, colour-blind safe) and the table's colours
PLAYERS = list(palette.SAFE)  # one palette for the art and the window
SKY, ORANGE, GREEN, YELLOW, PINK, VERMILION = PLAYERS
BLUE = (0, 114, 178)  # Okabe & Ito's blue: art only
SPACE = palette.SPACE
PANEL = palette.PANEL
INK = (232, 236, 255)
HYPER = (170, 110, 255)

SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star")
GAMES = ("race", "galaxy_express", "expressway42", "all_in_all", "hyperline")
# A game's own pieces (maps, cards, coins) live in tools/art_<game>.py, one group per game,
# so each table's art is written beside its rules without touching this file.
GAME_ART = tuple(g for g in GAMES if (Path(__file__).resolve().parent / f"art_{g}.py").exists())
GROUPS = ("tokens", "dice", "cards", "background", "icon", "maps", "sounds", "music", "theme") + GAME_ART


# ---------------------------------------------------------------------------------
# small maths
def clamp(v: float, lo: float = 0.0, hi: float = 1.0) -> float:
    return lo if v < lo else hi if v > hi else v


def smoothstep(e0: float, e1: float, x: float) -> float:
    t = clamp((x - e0) / (e1 - e0))
    return t * t * (3 - 2 * t)


def mix(a, b, t: float):
    return tuple(x + (y - x) * t for x, y in zip(a, b, strict=False))


def unit(c) -> tuple[float, float, float]:
    return (c[0] / 255, c[1] / 255, c[2] / 255)


def sd_polygon(px: float, py: float, pts) -> float:
    """Signed distance to a simple polygon (negative inside); Inigo Quilez's formula."""
    vx, vy = pts[0]
    d = (px - vx) ** 2 + (py - vy) ** 2
    s = 1.0
    j = len(pts) - 1
    for i in range(len(pts)):
        ix, iy = pts[i]
        jx, jy = pts[j]
        ex, ey = jx - ix, jy - iy
        wx, wy = px - ix, py - iy
        t = clamp((wx * ex + wy * ey) / (ex * ex + ey * ey))
        bx, by = wx - ex * t, wy - ey * t
        d = min(d, bx * bx + by * by)
        c1, c2, c3 = py >= iy, py < jy, ex * wy > ey * wx
        if (c1 and c2 and c3) or (not c1 and not c2 and not c3):
            s = -s
        j = i
    return s * math.sqrt(d)


def sd_round_box(px: float, py: float, hw: float, hh: float, r: float) -> float:
    qx, qy = abs(px) - hw + r, abs(py) - hh + r
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - r


def regular(n: int, radius: float, start_deg: float, dx=0.0, dy=0.0):
    return [
        (dx + radius * math.cos(math.radians(start_deg + 360 * k / n)),
         dy + radius * math.sin(math.radians(start_deg + 360 * k / n)))
        for k in range(n)
    ]


def star_points(outer: float, inner: float, dy: float = 0.0):
    pts = []
    for k in range(10):
        r = outer if k % 2 == 0 else inner
        a = math.radians(-90 + 36 * k)
        pts.append((r * math.cos(a), dy + r * math.sin(a)))
    return pts


# ---------------------------------------------------------------------------------
# a float RGBA canvas with straight-alpha "over" compositing, for per-pixel art
class Canvas:
    def __init__(self, w: int, h: int):
        self.w, self.h = w, h
        self.px = [[0.0, 0.0, 0.0, 0.0] for _ in range(w * h)]

    def over(self, x: int, y: int, rgb, a: float) -> None:
        if a <= 0.0:
            return
        p = self.px[y * self.w + x]
        da = p[3]
        out = a + da * (1 - a)
        k = da * (1 - a)
        p[0] = (rgb[0] * a + p[0] * k) / out
        p[1] = (rgb[1] * a + p[1] * k) / out
        p[2] = (rgb[2] * a + p[2] * k) / out
        p[3] = out

    def surface(self) -> pygame.Surface:
        data = bytearray()
        for r, g, b, a in self.px:
            data += bytes((round(clamp(r) * 255), round(clamp(g) * 255), round(clamp(b) * 255), round(clamp(a) * 255)))
        return pygame.image.frombytes(bytes(data), (self.w, self.h), "RGBA").copy()


def save_png(surface: pygame.Surface, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))


# ---------------------------------------------------------------------------------
# 1. tokens: white glyph, dark rim, soft glow in the alpha channel (made for multiply tinting)
def token_shape(shape: str):
    """The shape's signed distance function, in pixels around the centre of a 64 px sprite."""
    if shape == "circle":
        return lambda x, y: math.hypot(x, y) - 20.5
    if shape == "square":
        return lambda x, y: sd_round_box(x, y, 18.0, 18.0, 3.0)
    if shape == "triangle":
        pts = regular(3, 26.0, -90, dy=5.0)
        return lambda x, y: sd_polygon(x, y, pts) - 1.5
    if shape == "diamond":
        pts = [(0.0, -25.5), (20.0, 0.0), (0.0, 25.5), (-20.0, 0.0)]
        return lambda x, y: sd_polygon(x, y, pts) - 1.0
    if shape == "hexagon":
        pts = regular(6, 22.5, 0)  # flat top and bottom
        return lambda x, y: sd_polygon(x, y, pts) - 0.5
    if shape == "star":
        pts = star_points(26.0, 11.5, dy=2.0)
        return lambda x, y: sd_polygon(x, y, pts) - 1.0
    raise ValueError(shape)


def glyph(size: int, sdf, body_top, body_bottom, rim, glow, glow_alpha=0.55, glow_reach=3.2, rim_w=2.4,
          extra=None) -> Canvas:
    """A centred glyph: glow outside, dark rim at the edge, shaded body inside; `extra` paints on top."""
    c = Canvas(size, size)
    half = size / 2
    for y in range(size):
        for x in range(size):
            px, py = x + 0.5 - half, y + 0.5 - half
            d = sdf(px, py)
            edge = min(x + 0.5, y + 0.5, size - x - 0.5, size - y - 0.5)
            fade = smoothstep(0.0, 5.0, edge)
            if d > -1.0:
                g = glow_alpha * math.exp(-max(d, 0.0) / glow_reach) * fade
                c.over(x, y, glow, g)
            cover = clamp(0.5 - d)
            if cover > 0:
                c.over(x, y, rim, cover)
                inner = clamp(0.5 - (d + rim_w))
                if inner > 0:
                    t = clamp((py + half * 0.7) / (size * 0.7))
                    shade = mix(body_top, body_bottom, t)
                    # a soft bevel just inside the rim
                    bevel = 1.0 - 0.12 * math.exp(-max(-(d + rim_w), 0.0) / 1.6)
                    c.over(x, y, tuple(v * bevel for v in shade), inner)
                    if extra is not None:
                        extra(c, x, y, px, py, d)
    return c


def make_token(shape: str) -> pygame.Surface:
    sdf = token_shape(shape)

    def highlight(c, x, y, px, py, d):
        # a glassy specular streak near the top-left of the body
        h = math.exp(-(((px + 6) / 9) ** 2 + ((py + 9) / 5) ** 2)) * clamp(-(d + 5) / 3)
        c.over(x, y, (1.0, 1.0, 1.0), 0.55 * h)

    return glyph(64, sdf, (0.98, 0.98, 1.0), (0.74, 0.75, 0.80), (0.09, 0.10, 0.15), (1.0, 1.0, 1.0),
                 extra=highlight).surface()


# ---------------------------------------------------------------------------------
# 2. dice
PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def make_die(face: int) -> pygame.Surface:
    pips = [(12.5 * i, 12.5 * j) for i, j in PIPS[face]]
    pip_ink = (0.08, 0.10, 0.20)

    def pip_layer(c, x, y, px, py, d):
        for cx, cy in pips:
            dd = math.hypot(px - cx, py - cy) - 5.4
            if dd < 1.0:
                a = clamp(0.5 - dd)
                # pips sunk in the face: darker rim, slightly lighter floor
                depth = 0.10 * clamp((py - cy + 5) / 10)
                c.over(x, y, tuple(v + depth for v in pip_ink), a)

    sdf = lambda x, y: sd_round_box(x, y, 24.5, 24.5, 8.0)
    return glyph(64, sdf, (0.96, 0.97, 1.0), (0.80, 0.83, 0.90), (0.16, 0.19, 0.32), (0.62, 0.82, 1.0),
                 glow_alpha=0.30, glow_reach=2.6, rim_w=1.8, extra=pip_layer).surface()


# ---------------------------------------------------------------------------------
# 3. the icon
def make_icon() -> pygame.Surface:
    c = Canvas(64, 64)
    tilt = math.radians(-24)
    ct, st = math.cos(tilt), math.sin(tilt)
    for y in range(64):
        for x in range(64):
            px, py = x + 0.5 - 32, y + 0.5 - 32
            d = sd_round_box(px, py, 30.0, 30.0, 12.0)
            cover = clamp(0.5 - d)
            if cover <= 0:
                continue
            t = clamp((py + 30) / 60)
            c.over(x, y, mix((0.07, 0.09, 0.22), (0.02, 0.02, 0.07), t), cover)
            # cyan glowing border
            border = math.exp(-(((d + 2.2) / 1.1) ** 2))
            c.over(x, y, unit(SKY), 0.9 * border * cover)
            # orbit ring (a tilted ellipse) in orange, behind the star
            rx, ry = px * ct - py * st, px * st + py * ct
            e = math.hypot(rx / 24.0, ry / 9.0)
            ring = math.exp(-(((e - 1.0) * 9.0 / 1.1) ** 2))
            c.over(x, y, unit(ORANGE), 0.95 * ring)
            # star: a glowing core and four spikes
            r = math.hypot(px, py)
            core = math.exp(-((r / 5.5) ** 2))
            halo = 0.6 * math.exp(-r / 9.0)
            spikes = math.exp(-abs(px) / 1.2) * math.exp(-abs(py) / 14) + math.exp(-abs(py) / 1.2) * math.exp(
                -abs(px) / 14
            )
            lum = clamp(core + halo * 0.6 + spikes * 0.9)
            c.over(x, y, mix(unit(SKY), (1.0, 1.0, 1.0), clamp(core * 1.4 + spikes * 0.5)), lum)
            # a small planet on the orbit, in front
            pxp, pyp = 24.0 * math.cos(0.6), 9.0 * math.sin(0.6)
            qx, qy = pxp * ct + pyp * st, -pxp * st + pyp * ct
            dp = math.hypot(px - qx, py - qy) - 4.2
            if dp < 1.0:
                c.over(x, y, mix(unit(GREEN), (1.0, 1.0, 1.0), clamp(-(px - qx + py - qy) / 12)), clamp(0.5 - dp))
    return c.surface()


# ---------------------------------------------------------------------------------
# 6a. the race tiles (4 tiles of 64 px: normal, hyperspace, start, finish)
def tile_canvas(kind: str) -> Canvas:
    c = Canvas(64, 64)
    hyper = kind != "normal"
    edge_col = {"normal": SKY, "hyperspace": HYPER, "start": GREEN, "finish": YELLOW}[kind]
    edge = unit(edge_col)
    start_arrow = [(-7.0, -9.0), (5.0, 0.0), (-7.0, 9.0)]
    for y in range(64):
        for x in range(64):
            px, py = x + 0.5 - 32, y + 0.5 - 32
            d = sd_round_box(px, py, 29.0, 29.0, 7.0)
            # outer glow, kept inside the tile
            if d > 0:
                c.over(x, y, edge, 0.35 * math.exp(-d / 1.2))
                if d > 1.0:
                    continue
            cover = clamp(0.5 - d)
            # dark glass: deep blue, a diagonal sheen and a slight vignette
            t = clamp((px + py + 58) / 116)
            glass = mix((0.075, 0.10, 0.22), (0.030, 0.040, 0.10), t)
            sheen = 0.05 * smoothstep(-6.0, 2.0, -(px + py + 14)) * smoothstep(-60.0, -30.0, -(px + py + 14))
            glass = tuple(v + sheen for v in glass)
            c.over(x, y, glass, 0.90 * cover)
            if hyper:
                r = math.hypot(px, py)
                ang = math.atan2(py, px)
                arms = 0.5 + 0.5 * math.cos(3 * ang + 7.0 * math.log(r + 1.5))
                fall = smoothstep(27.0, 14.0, r) * smoothstep(2.0, 9.0, r)
                swirl = (arms ** 2.2) * fall
                col = mix(unit(HYPER), unit(PINK), clamp(r / 24))
                c.over(x, y, col, 0.75 * swirl * cover)
                core = math.exp(-((r / 5.0) ** 2))
                c.over(x, y, mix(unit(HYPER), (1.0, 1.0, 1.0), 0.5), 0.55 * core * cover)
            # inner glow of the border and the border line itself
            inner = math.exp(-max(-d, 0.0) / 3.0)
            c.over(x, y, edge, 0.28 * inner * cover)
            line = math.exp(-(((d + 1.2) / 0.9) ** 2))
            c.over(x, y, mix(edge, (1.0, 1.0, 1.0), 0.35), 0.95 * line * cover)
            if kind == "start":
                da = sd_polygon(px - 1.0, py, start_arrow) - 1.0
                if da < 4.0:
                    c.over(x, y, unit(GREEN), 0.5 * math.exp(-max(da, 0.0) / 1.5))
                    c.over(x, y, (0.92, 1.0, 0.96), clamp(0.5 - da))
                # green start line along the bottom edge (the top-left corner stays free for a number)
                if -24.0 < px < 24.0 and 21.5 < py < 25.0:
                    c.over(x, y, unit(GREEN), 0.95 * cover)
            if kind == "finish":
                # a chequered L along the bottom and right edges (the top-left corner stays free)
                in_bottom = 18.0 <= py < 26.0 and -26.0 < px < 26.0
                in_right = 18.0 <= px < 26.0 and -26.0 < py < 26.0
                if in_bottom or in_right:
                    cell = (math.floor((px + 26) / 4) + math.floor((py + 26) / 4)) % 2
                    c.over(x, y, (0.97, 0.97, 1.0) if cell == 0 else (0.02, 0.02, 0.05), 0.92 * cover)
    return c


TILE_KINDS = ("normal", "hyperspace", "start", "finish")


def make_race_tiles() -> pygame.Surface:
    sheet = pygame.Surface((64 * len(TILE_KINDS), 64), pygame.SRCALPHA)
    for i, kind in enumerate(TILE_KINDS):
        sheet.blit(tile_canvas(kind).surface(), (64 * i, 0))
    return sheet


# ---------------------------------------------------------------------------------
# 6b. the Tiled map
COLS, ROWS, TILE = 11, 9, 64


def square_cell(n: int) -> tuple[int, int]:
    """(column, row from the top) of square n in the serpentine: 1 bottom-left, rows alternate."""
    i = n - START
    row_up = i // COLS
    col = i % COLS if row_up % 2 == 0 else COLS - 1 - i % COLS
    return col, ROWS - 1 - row_up


def square_tile(n: int) -> int:
    if n == START:
        return 2
    if n == FINAL:
        return 3
    return 1 if n in HYPERSPACE else 0


def race_tmx() -> str:
    grid = [[0] * COLS for _ in range(ROWS)]
    for n in range(START, FINAL + 1):
        col, row = square_cell(n)
        grid[row][col] = square_tile(n) + 1  # gid: firstgid 1
    csv_rows = [",".join(str(g) for g in row) for row in grid]
    csv = ",\n".join(csv_rows)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{COLS}" height="{ROWS}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'backgroundcolor="#05060f" nextlayerid="3" nextobjectid="{FINAL + 1}">',
        " <properties>",
        '  <property name="game" value="race"/>',
        f'  <property name="squares" type="int" value="{FINAL}"/>',
        " </properties>",
        ' <tileset firstgid="1" source="race_tiles.tsx"/>',
        f' <layer id="1" name="track" width="{COLS}" height="{ROWS}">',
        '  <data encoding="csv">',
        csv,
        "</data>",
        " </layer>",
        ' <objectgroup id="2" name="squares">',
    ]
    for n in range(START, FINAL + 1):
        col, row = square_cell(n)
        lines += [
            f'  <object id="{n}" name="{n}" type="square" x="{col * TILE}" y="{row * TILE}" '
            f'width="{TILE}" height="{TILE}">',
            "   <properties>",
            f'    <property name="hyperspace" type="bool" value="{"true" if n in HYPERSPACE else "false"}"/>',
            f'    <property name="square" type="int" value="{n}"/>',
            "   </properties>",
            "  </object>",
        ]
    lines += [" </objectgroup>", "</map>", ""]
    return "\n".join(lines)


def tileset_tsx(name: str, size: int, tiles) -> str:
    """A Tiled tileset: one row of `size` squares in `<name>.png`; `tiles` is a list of
    (type, [(property, type or None, value), ...]) in id order."""
    count = len(tiles)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.10" tiledversion="1.10.2" name="{name}" '
        f'tilewidth="{size}" tileheight="{size}" tilecount="{count}" columns="{count}">',
        f' <image source="{name}.png" width="{size * count}" height="{size}"/>',
    ]
    for i, (kind, properties) in enumerate(tiles):
        lines += [f' <tile id="{i}" type="{kind}">', "  <properties>"]
        for prop, typed, value in properties:
            typed = f' type="{typed}"' if typed else ""
            lines.append(f'   <property name="{prop}"{typed} value="{value}"/>')
        lines += ["  </properties>", " </tile>"]
    lines += ["</tileset>", ""]
    return "\n".join(lines)


def race_tsx() -> str:
    return tileset_tsx(
        "race_tiles",
        TILE,
        [
            (kind, [("hyperspace", "bool", "false" if kind == "normal" else "true"), ("kind", None, kind)])
            for kind in TILE_KINDS
        ],
    )


# ---------------------------------------------------------------------------------
# space scenes: gradient, nebula from value noise, stars, and glow via gaussian blur
class ValueNoise:
    def __init__(self, rng: random.Random, size: int = 32):
        self.size = size
        self.v = [rng.random() for _ in range(size * size)]

    def at(self, x: float, y: float) -> float:
        n = self.size
        x0, y0 = math.floor(x), math.floor(y)
        fx, fy = x - x0, y - y0
        fx, fy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
        x0, y0 = x0 % n, y0 % n
        x1, y1 = (x0 + 1) % n, (y0 + 1) % n
        v = self.v
        a = v[y0 * n + x0] + (v[y0 * n + x1] - v[y0 * n + x0]) * fx
        b = v[y1 * n + x0] + (v[y1 * n + x1] - v[y1 * n + x0]) * fx
        return a + (b - a) * fy

    def fbm(self, x: float, y: float, octaves: int = 4) -> float:
        total, amp, norm = 0.0, 1.0, 0.0
        for _ in range(octaves):
            total += amp * self.at(x, y)
            norm += amp
            amp *= 0.5
            x, y = x * 2.03 + 17.1, y * 2.03 + 9.7
        return total / norm


def new_surface(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), 0, 32)


def backdrop(w: int, h: int, rng: random.Random, tints, stars: int, nebula: float = 1.0, cell: int = 8):
    """A dark space picture: vertical gradient, soft nebula clouds in `tints`, stars."""
    surf = new_surface(w, h)
    top, bottom = (9, 11, 28), SPACE
    for y in range(h):
        surf.fill(tuple(round(v) for v in mix(top, bottom, y / (h - 1))), (0, y, w, 1))
    # nebula at low resolution, scaled up and blurred
    lw, lh = w // cell + 2, h // cell + 2
    low = new_surface(lw, lh)
    fields = [(ValueNoise(rng), ValueNoise(rng), tint) for tint in tints]
    scale = 6.0 / max(lw, lh)
    for y in range(lh):
        for x in range(lw):
            r = g = b = 0.0
            for shape_noise, detail, tint in fields:
                m = smoothstep(0.42, 0.82, shape_noise.fbm(x * scale, y * scale, 3))
                if m <= 0.0:
                    continue
                # ridged detail: thin bright filaments inside the cloud
                ridge = 1.0 - abs(2.0 * detail.fbm(x * scale * 2.5, y * scale * 2.5, 4) - 1.0)
                k = m * (0.35 + 0.65 * ridge ** 3) * nebula
                r += tint[0] * k
                g += tint[1] * k
                b += tint[2] * k
            low.set_at((x, y), (min(255, round(r)), min(255, round(g)), min(255, round(b))))
    big = pygame.transform.scale(low, (lw * cell, lh * cell))
    big = pygame.transform.gaussian_blur(big, cell + cell // 2)
    surf.blit(big, (-cell, -cell), special_flags=pygame.BLEND_RGB_ADD)
    # stars: many faint, a few bright with a halo
    halo = new_surface(w, h)
    halo.fill((0, 0, 0))
    for _ in range(stars):
        x, y = rng.randrange(w), rng.randrange(h)
        b = rng.random() ** 3
        tint = rng.choice(((255, 255, 255), (200, 220, 255), (255, 236, 210), (210, 200, 255)))
        col = tuple(round(30 + c * (0.25 + 0.75 * b)) for c in tint)
        col = tuple(min(255, v) for v in col)
        surf.set_at((x, y), col)
        if b > 0.6:
            pygame.draw.circle(halo, dim(tint, b), (x, y), 1)
        if b > 0.85:
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                surf.set_at((x + dx, y + dy), tuple(v // 2 for v in col))
    if stars:
        surf.blit(pygame.transform.gaussian_blur(halo, 3), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return surf


def glow(target: pygame.Surface, draw, radius: int = 5, strength: int = 2, core: bool = True) -> None:
    """Call draw(surface) on a black layer, add its blur `strength` times, then the sharp layer."""
    layer = new_surface(*target.get_size())
    layer.fill((0, 0, 0))
    draw(layer)
    blurred = pygame.transform.gaussian_blur(layer, radius)
    for _ in range(strength):
        target.blit(blurred, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    if core:
        target.blit(layer, (0, 0), special_flags=pygame.BLEND_RGB_ADD)


def dim(c, k: float):
    return tuple(round(v * k) for v in c)


def spiral(surface, centre, radius, arms, turns, phase, colour, width=1, steps=60):
    cx, cy = centre
    for a in range(arms):
        pts = []
        for i in range(steps + 1):
            t = i / steps
            ang = phase + 2 * math.pi * a / arms + t * turns * 2 * math.pi
            r = radius * t ** 0.9
            pts.append((cx + r * math.cos(ang), cy + r * math.sin(ang) * 0.9))
        if width <= 1:
            pygame.draw.aalines(surface, colour, False, pts)
        else:
            pygame.draw.lines(surface, colour, False, pts, width)


def text_surface(words: str, size: int, colour) -> pygame.Surface:
    font = pygame.font.Font(None, size)
    return font.render(words, True, colour)


def ship(surface, centre, heading, colour, size=7):
    cx, cy = centre
    ca, sa = math.cos(heading), math.sin(heading)
    local = [(size, 0), (-size * 0.7, size * 0.65), (-size * 0.35, 0), (-size * 0.7, -size * 0.65)]
    pts = [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in local]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.aalines(surface, (255, 255, 255), True, pts)


# ---------------------------------------------------------------------------------
# 3. menu cards
CARD_W, CARD_H = 400, 225


def card_race() -> pygame.Surface:
    rng = random.Random(101)
    surf = backdrop(CARD_W, CARD_H, rng, [(70, 30, 110), (20, 40, 90)], 160)
    # two faint background swirls
    glow(surf, lambda s: (spiral(s, (70, 28), 60, 3, 1.1, 0.3, dim(HYPER, 0.55), 3),
                          spiral(s, (330, 200), 56, 3, 1.0, 1.7, dim(HYPER, 0.55), 3),
                          spiral(s, (215, 112), 30, 2, 1.0, 2.4, dim(PINK, 0.4), 2)), radius=5, strength=2,
         core=True)
    # the track: 3 rows of 13 squares joined by single squares at the turns
    size, pitch, x0, y0 = 22, 28, 18, 44
    cells = []
    for row in range(3):
        xs = list(range(13)) if row % 2 == 0 else list(range(12, -1, -1))
        for i in xs:
            cells.append((x0 + i * pitch, y0 + row * 2 * pitch))
        if row < 2:
            cells.append((x0 + (12 if row % 2 == 0 else 0) * pitch, y0 + (row * 2 + 1) * pitch))
    hyper = [i for i in range(len(cells)) if i % 7 == 0]
    centres = [(x + size / 2, y + size / 2) for x, y in cells]

    def path(s):
        pygame.draw.lines(s, dim(SKY, 0.35), False, centres, 2)

    glow(surf, path, radius=4, strength=1)
    for x, y in cells:
        pygame.draw.rect(surf, (13, 18, 42), (x, y, size, size), border_radius=4)

    def borders(s):
        for i, (x, y) in enumerate(cells):
            col = HYPER if i in hyper else SKY
            pygame.draw.rect(s, dim(col, 0.9), (x, y, size, size), 1, border_radius=4)
            if i in hyper:
                spiral(s, (x + size / 2, y + size / 2), 9, 2, 1.2, i * 0.7, (200, 150, 255))

    glow(surf, borders, radius=4, strength=2)
    # ships, each with an engine trail
    for idx, col in ((5, SKY), (11, ORANGE), (20, GREEN), (30, PINK), (37, YELLOW)):
        cx, cy = centres[idx]
        nx, ny = centres[idx + 1]
        heading = math.atan2(ny - cy, nx - cx)
        glow(surf, lambda s, cx=cx, cy=cy, h=heading, c=col: pygame.draw.line(
            s, dim(c, 0.8), (cx, cy), (cx - 14 * math.cos(h), cy - 14 * math.sin(h)), 3), radius=3, strength=2)
        glow(surf, lambda s, cx=cx, cy=cy, c=col: pygame.draw.circle(s, dim(c, 0.6), (cx, cy), 7), radius=4,
             strength=1, core=False)
        ship(surf, (cx, cy), heading, col)
    return surf


def coin_planet(surface, centre, radius, colour, ring=True):
    cx, cy = centre
    pygame.draw.circle(surface, (20, 24, 50), centre, radius + 2)
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, tuple(min(255, v + 70) for v in colour), (cx - radius // 3, cy - radius // 3),
                       max(1, radius // 3))
    pygame.draw.circle(surface, (230, 230, 245), centre, radius + 2, 1)
    if ring:
        pygame.draw.ellipse(surface, (240, 240, 255), (cx - radius * 1.7, cy - radius * 0.45, radius * 3.4,
                                                       radius * 0.9), 1)


def card_galaxy_express() -> pygame.Surface:
    rng = random.Random(202)
    surf = backdrop(CARD_W, CARD_H, rng, [(20, 60, 90), (60, 40, 20)], 170)
    # big ringed planet on the left: back half of the ring, the banded globe, front half of the ring
    pc, pr = (80, 118), 38
    tilt = math.radians(-14)

    def ring(s, colour, front):
        pts = []
        for i in range(49):
            a = (math.pi if front else 0.0) + math.pi * i / 48
            x, y = 66 * math.cos(a), 13 * math.sin(a)
            ct, st = math.cos(tilt), math.sin(tilt)
            pts.append((pc[0] + x * ct - y * st, pc[1] + x * st + y * ct))
        pygame.draw.lines(s, colour, False, pts, 3)

    glow(surf, lambda s: pygame.draw.circle(s, dim(ORANGE, 0.45), pc, pr + 4), radius=12, strength=1, core=False)
    glow(surf, lambda s: ring(s, (200, 170, 110), False), radius=4, strength=1)
    globe = pygame.Surface((2 * pr, 2 * pr), pygame.SRCALPHA)
    for k in range(2 * pr):
        band = 0.55 + 0.25 * math.sin(k * 0.42) + 0.12 * math.sin(k * 1.3)
        pygame.draw.line(globe, dim(ORANGE, band), (0, k), (2 * pr, k))
    mask = pygame.Surface((2 * pr, 2 * pr), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (pr, pr), pr)
    globe.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    shade = pygame.Surface((2 * pr, 2 * pr), pygame.SRCALPHA)
    for k in range(pr, 0, -1):
        t = k / pr
        pygame.draw.circle(shade, (255, 255, 255, round(90 * (1 - t) ** 2)), (pr - pr // 3, pr - pr // 3), k)
    globe.blit(shade, (0, 0))
    surf.blit(globe, (pc[0] - pr, pc[1] - pr))
    pygame.draw.circle(surf, (255, 214, 140), pc, pr, 2)
    glow(surf, lambda s: ring(s, (250, 222, 160), True), radius=4, strength=2)
    # the 8 x 6 grid of piecepack tiles
    t, gap, gx, gy = 24, 3, 168, 30
    suits = [SKY, ORANGE, GREEN, YELLOW]
    tiles = []

    def tiles_draw(s):
        for r in range(6):
            for c in range(8):
                x, y = gx + c * (t + gap), gy + r * (t + gap)
                col = suits[(r * 3 + c * 5 + r * c) % 4]
                pygame.draw.rect(s, dim(col, 0.55), (x, y, t, t), 1, border_radius=3)
                tiles.append((x, y, col))

    glow(surf, tiles_draw, radius=3, strength=1, core=False)
    for x, y, col in tiles:
        pygame.draw.rect(surf, (14, 20, 44), (x, y, t, t), border_radius=3)
        pygame.draw.rect(surf, dim(col, 0.8), (x, y, t, t), 1, border_radius=3)
        pygame.draw.line(surf, dim(col, 0.35), (x + t // 2, y + 3), (x + t // 2, y + t - 4))
        pygame.draw.line(surf, dim(col, 0.35), (x + 3, y + t // 2), (x + t - 4, y + t // 2))
    # the courier's route, dotted, then coins and the pawn
    route = [(0, 5), (1, 5), (2, 5), (2, 4), (2, 3), (3, 3), (4, 3), (5, 3), (5, 2), (5, 1), (6, 1)]
    pts = [(gx + c * (t + gap) + t / 2, gy + r * (t + gap) + t / 2) for c, r in route]

    def route_draw(s):
        for (ax, ay), (bx, by) in zip(pts, pts[1:], strict=False):
            for k in range(4):
                f = k / 4
                pygame.draw.circle(s, (255, 230, 160), (ax + (bx - ax) * f, ay + (by - ay) * f), 1.6)

    glow(surf, route_draw, radius=3, strength=2)
    for (c, r), col, rad in (((0, 5), SKY, 6), ((4, 3), GREEN, 7), ((6, 1), PINK, 7), ((7, 4), YELLOW, 6),
                             ((3, 0), VERMILION, 6), ((1, 2), BLUE, 6)):
        centre = (gx + c * (t + gap) + t // 2, gy + r * (t + gap) + t // 2)
        glow(surf, lambda s, centre=centre, col=col, rad=rad: pygame.draw.circle(s, dim(col, 0.7), centre, rad + 3),
             radius=4, strength=1, core=False)
        coin_planet(surf, centre, rad, col, ring=rad >= 7)
    # the pawn (piecepack style: a head on a tapering body) on the route
    px, py = pts[6]

    py -= 4
    body = [(px - 8, py + 11), (px + 8, py + 11), (px + 3, py - 1), (px - 3, py - 1)]

    def pawn(s, colour=ORANGE, grow=0):
        pygame.draw.polygon(s, colour, [(x + (grow if x > px else -grow), y + (grow if y > py else -grow))
                                        for x, y in body])
        pygame.draw.circle(s, colour, (px, py - 6), 6 + grow)

    glow(surf, lambda s: pawn(s, dim(ORANGE, 0.8), 1), radius=4, strength=1, core=False)
    pawn(surf, (20, 14, 4), 1)
    pawn(surf)
    pygame.draw.circle(surf, (255, 236, 190), (px - 2, py - 8), 2)
    pygame.draw.line(surf, (255, 210, 120), (px - 4, py + 2), (px - 6, py + 9), 2)
    return surf


def card_expressway42() -> pygame.Surface:
    rng = random.Random(303)
    surf = backdrop(CARD_W, CARD_H, rng, [(15, 50, 95), (70, 25, 60)], 150)
    cell, gx, gy = 18, 18, 31
    cols, rows = 12, 9

    def board(s):
        for c in range(cols + 1):
            pygame.draw.line(s, (22, 40, 80), (gx + c * cell, gy), (gx + c * cell, gy + rows * cell))
        for r in range(rows + 1):
            pygame.draw.line(s, (22, 40, 80), (gx, gy + r * cell), (gx + cols * cell, gy + r * cell))

    board(surf)
    glow(surf, lambda s: pygame.draw.rect(s, dim(SKY, 0.6), (gx, gy, cols * cell, rows * cell), 1), radius=4,
         strength=2)
    planets = {(1, 1): (7, ORANGE), (5, 2): (4, SKY), (9, 1): (6, PINK), (10, 5): (8, GREEN), (6, 6): (5, YELLOW),
               (2, 7): (6, VERMILION), (3, 4): (3, SKY), (8, 8): (4, ORANGE)}
    lanes = [((1, 1), (5, 2)), ((5, 2), (9, 1)), ((9, 1), (10, 5)), ((5, 2), (3, 4)), ((3, 4), (2, 7)),
             ((3, 4), (6, 6)), ((6, 6), (10, 5)), ((6, 6), (8, 8))]

    def centre(cr):
        return (gx + cr[0] * cell + cell / 2, gy + cr[1] * cell + cell / 2)

    def lanes_draw(s):
        for k, (a, b) in enumerate(lanes):
            ax, ay = centre(a)
            bx, by = centre(b)
            mid = (bx, ay) if k % 2 == 0 else (ax, by)
            pygame.draw.lines(s, (120, 210, 255) if k % 3 else (255, 200, 90), False, [(ax, ay), mid, (bx, by)], 2)

    glow(surf, lanes_draw, radius=5, strength=3)
    for cr, (rad, col) in planets.items():
        cx, cy = centre(cr)
        glow(surf, lambda s, cx=cx, cy=cy, rad=rad, col=col: pygame.draw.circle(s, dim(col, 0.8), (cx, cy), rad + 3),
             radius=5, strength=1, core=False)
        coin_planet(surf, (round(cx), round(cy)), rad, col, ring=rad >= 7)
    # the big "42"
    label = text_surface("42", 150, ORANGE)
    lx, ly = 300 - label.get_width() // 2, CARD_H // 2 - label.get_height() // 2 + 6
    halo = new_surface(CARD_W, CARD_H)
    halo.fill((0, 0, 0))
    halo.blit(text_surface("42", 150, (200, 110, 0)), (lx, ly))
    for radius in (14, 6):
        surf.blit(pygame.transform.gaussian_blur(halo, radius), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    surf.blit(text_surface("42", 150, (20, 12, 0)), (lx + 3, ly + 3))
    surf.blit(label, (lx, ly))
    surf.blit(text_surface("42", 150, (255, 236, 190)), (lx, ly - 1), special_flags=pygame.BLEND_RGB_MULT)
    return surf


def card_back(surface, x, y, w, h, colour):
    pygame.draw.rect(surface, (16, 22, 50), (x, y, w, h), border_radius=3)
    pygame.draw.rect(surface, colour, (x, y, w, h), 1, border_radius=3)
    pygame.draw.rect(surface, dim(colour, 0.6), (x + 3, y + 3, w - 6, h - 6), 1, border_radius=2)
    pygame.draw.circle(surface, colour, (x + w // 2, y + h // 2), 3, 1)


def card_all_in_all() -> pygame.Surface:
    rng = random.Random(404)
    surf = backdrop(CARD_W, CARD_H, rng, [(60, 20, 90), (10, 50, 80)], 170)
    ring_cols = [mix(SKY, HYPER, k / 9) for k in range(10)]
    xs = [22 + 39.5 * k for k in range(10)]
    cy = 92

    def portals(s):
        for k, x in enumerate(xs):
            col = tuple(round(v) for v in ring_cols[k])
            pygame.draw.ellipse(s, col, (x - 14, cy - 34, 28, 68), 3)
            pygame.draw.ellipse(s, dim(col, 0.45), (x - 9, cy - 26, 18, 52), 1)

    # portal interiors: a dim violet haze
    inner = new_surface(CARD_W, CARD_H)
    inner.fill((0, 0, 0))
    for k, x in enumerate(xs):
        pygame.draw.ellipse(inner, dim(tuple(round(v) for v in ring_cols[k]), 0.35), (x - 12, cy - 31, 24, 62))
    surf.blit(pygame.transform.gaussian_blur(inner, 6), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    glow(surf, portals, radius=6, strength=2)
    font = pygame.font.Font(None, 26)
    for k, x in enumerate(xs):
        number = font.render(str(k + 1), True, (250, 250, 255))
        shadow = font.render(str(k + 1), True, (0, 0, 0))
        surf.blit(shadow, (x - number.get_width() / 2 + 1, cy - number.get_height() / 2 + 1))
        surf.blit(number, (x - number.get_width() / 2, cy - number.get_height() / 2))
    # cards under some portals, fanned a little
    under = {1: [SKY], 3: [ORANGE, ORANGE], 4: [GREEN], 6: [PINK, YELLOW, PINK], 8: [VERMILION]}
    for k, cols in under.items():
        x = xs[k]
        for j, col in enumerate(cols):
            card_back(surf, round(x - 11 + 3 * j), 140 + 5 * j, 22, 32, col)
    # a tiny alien ship leaving portal 10
    glow(surf, lambda s: pygame.draw.circle(s, dim(GREEN, 0.7), (xs[9] - 30, 40), 6), radius=5, strength=2,
         core=False)
    pygame.draw.ellipse(surf, GREEN, (xs[9] - 40, 37, 20, 7))
    pygame.draw.ellipse(surf, (200, 255, 230), (xs[9] - 34, 32, 8, 7))
    return surf


def card_hyperline() -> pygame.Surface:
    rng = random.Random(505)
    surf = backdrop(CARD_W, CARD_H, rng, [(30, 40, 100), (70, 20, 70)], 170)
    n, cell = 9, 22
    gx, gy = CARD_W // 2 - n * cell // 2, CARD_H // 2 - n * cell // 2
    for r in range(n):
        for c in range(n):
            x, y = gx + c * cell, gy + r * cell
            shade = 14 + ((r + c) % 2) * 5
            pygame.draw.rect(surf, (shade, shade + 4, shade + 22), (x + 1, y + 1, cell - 2, cell - 2),
                             border_radius=3)
    glow(surf, lambda s: pygame.draw.rect(s, dim(SKY, 0.5), (gx - 2, gy - 2, n * cell + 4, n * cell + 4), 1,
                                          border_radius=4), radius=4, strength=2)

    def at(c, r):
        return (gx + c * cell + cell / 2, gy + r * cell + cell / 2)

    # tracks: from the Nexxus outward, with bends and branches (cells visited in order)
    tracks = [
        (SKY, [(4, 4), (4, 3), (4, 2), (3, 2), (2, 2), (2, 1), (2, 0)]),
        (SKY, [(3, 2), (3, 1), (4, 1), (5, 1), (6, 1)]),
        (ORANGE, [(4, 4), (5, 4), (6, 4), (6, 3), (7, 3), (8, 3)]),
        (ORANGE, [(6, 4), (6, 5), (6, 6), (7, 6)]),
        (GREEN, [(4, 4), (4, 5), (4, 6), (3, 6), (3, 7), (3, 8)]),
        (GREEN, [(4, 6), (5, 6), (5, 7)]),
        (PINK, [(4, 4), (3, 4), (2, 4), (1, 4), (1, 5), (0, 5)]),
        (PINK, [(2, 4), (2, 3), (1, 3)]),
    ]

    def draw_tracks(s):
        for col, cells in tracks:
            pygame.draw.lines(s, col, False, [at(c, r) for c, r in cells], 3)
            for c, r in cells[1:]:
                pygame.draw.circle(s, col, at(c, r), 2)

    glow(surf, draw_tracks, radius=5, strength=3)
    # explored sector markers at track ends
    for col, cells in tracks:
        cx, cy = at(*cells[-1])
        pygame.draw.circle(surf, (10, 12, 30), (cx, cy), 5)
        pygame.draw.circle(surf, col, (cx, cy), 5, 2)
    # the Nexxus star in the centre
    cx, cy = at(4, 4)

    def nexxus(s):
        pts = []
        for k in range(16):
            r = (17 if k % 4 == 0 else 11) if k % 2 == 0 else 4.5
            a = math.radians(-90 + 22.5 * k)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        pygame.draw.polygon(s, (255, 245, 200), pts)

    glow(surf, lambda s: pygame.draw.circle(s, (170, 140, 70), (cx, cy), 12), radius=10, strength=1, core=False)
    pygame.draw.circle(surf, (10, 10, 24), (cx, cy), 9)
    glow(surf, nexxus, radius=3, strength=1)
    pygame.draw.circle(surf, (255, 255, 255), (cx, cy), 3)
    return surf


CARDS = {
    "race": card_race,
    "galaxy_express": card_galaxy_express,
    "expressway42": card_expressway42,
    "all_in_all": card_all_in_all,
    "hyperline": card_hyperline,
}


def make_background() -> pygame.Surface:
    rng = random.Random(606)
    return backdrop(1280, 720, rng, [(40, 22, 80), (10, 38, 78), (48, 18, 48)], 1500, nebula=0.7, cell=4)


# ---------------------------------------------------------------------------------
# 7. sounds: 22050 Hz mono 16-bit, synthesised, peak -6 dBFS, faded ends
RATE = 22050


def finish_sound(samples: list[float], peak_db: float = -6.0) -> bytes:
    fade = int(RATE * 0.006)
    n = len(samples)
    out = list(samples)
    for i in range(min(fade, n)):
        g = i / fade
        out[i] *= g
        out[n - 1 - i] *= g
    peak = max(abs(v) for v in out) or 1.0
    gain = 10 ** (peak_db / 20) / peak
    return struct.pack(f"<{n}h", *(round(clamp(v * gain, -1, 1) * 32767) for v in out))


def write_wav(path: Path, samples: list[float], peak_db: float = -6.0) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(finish_sound(samples, peak_db))


class Noise:
    """Seeded white noise with one-pole low-pass / band-pass helpers."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.lp1 = self.lp2 = 0.0

    def white(self) -> float:
        return self.rng.uniform(-1.0, 1.0)

    def band(self, lo_hz: float, hi_hz: float) -> float:
        x = self.white()
        a_hi = 1 - math.exp(-2 * math.pi * hi_hz / RATE)
        a_lo = 1 - math.exp(-2 * math.pi * lo_hz / RATE)
        self.lp1 += a_hi * (x - self.lp1)
        self.lp2 += a_lo * (self.lp1 - self.lp2)
        return self.lp1 - self.lp2


def frames(seconds: float) -> range:
    return range(int(RATE * seconds))


def snd_click() -> list[float]:
    noise = Noise(1)
    out = []
    for i in frames(0.06):
        t = i / RATE
        out.append(math.sin(2 * math.pi * 1900 * t) * math.exp(-t * 90) + 0.35 * noise.band(2000, 6000) *
                   math.exp(-t * 160))
    return out


def snd_roll() -> list[float]:
    noise = Noise(2)
    rng = random.Random(22)
    n = int(RATE * 0.6)
    out = [0.0] * n
    t = 0.01
    hits = []
    while t < 0.48:
        hits.append(t)
        t += rng.uniform(0.03, 0.07) * (1 + t * 1.5)
    for k, start in enumerate(hits):
        amp = 1.0 - 0.6 * (start / 0.5) + 0.15 * (k % 2)
        freq = rng.uniform(1400, 2600)
        s0 = int(start * RATE)
        for i in range(int(RATE * 0.03)):
            if s0 + i >= n:
                break
            tt = i / RATE
            env = math.exp(-tt * 220)
            out[s0 + i] += amp * env * (0.7 * noise.band(900, 5000) + 0.5 * math.sin(2 * math.pi * freq * tt))
    return out


def snd_move() -> list[float]:
    noise = Noise(3)
    out, phase = [], 0.0
    dur = 0.22
    for i in frames(dur):
        t = i / RATE
        x = t / dur
        f = 320 + 520 * x
        phase += 2 * math.pi * f / RATE
        env = math.sin(math.pi * x) ** 1.5
        out.append(env * (0.6 * math.sin(phase) + 0.5 * noise.band(300 + 1500 * x, 1200 + 3000 * x)))
    return out


def snd_battle() -> list[float]:
    out, phase = [], 0.0
    dur = 0.34
    for i in frames(dur):
        t = i / RATE
        f = 180 + 1700 * math.exp(-t * 14)
        phase += 2 * math.pi * f / RATE
        saw = 2 * ((phase / (2 * math.pi)) % 1.0) - 1
        tone = 0.55 * math.sin(phase) + 0.35 * saw + 0.25 * math.sin(phase * 1.5)
        out.append(tone * math.exp(-t * 7) * min(1.0, t * 400))
    return out


def snd_hyperspace() -> list[float]:
    noise = Noise(5)
    out, p1, p2 = [], 0.0, 0.0
    dur = 0.7
    for i in frames(dur):
        t = i / RATE
        x = t / dur
        f = 140 * (9.0 ** x)
        p1 += 2 * math.pi * f / RATE
        p2 += 2 * math.pi * f * 1.503 / RATE
        env = smoothstep(0.0, 0.25, x) * (1 - smoothstep(0.78, 1.0, x))
        shimmer = 0.5 + 0.5 * math.sin(2 * math.pi * 18 * t)
        out.append(env * (0.6 * math.sin(p1) + 0.25 * math.sin(p2) * shimmer + 0.25 * noise.band(f, f * 4)))
    return out


def snd_win() -> list[float]:
    notes = [523.25, 659.25, 783.99, 1046.5]  # C5 E5 G5 C6
    n = int(RATE * 1.4)
    out = [0.0] * n
    step = 0.12
    for k, f in enumerate(notes):
        start = int(k * step * RATE)
        hold = 1.4 - k * step if k == len(notes) - 1 else 0.9 - k * step
        for i in range(int(hold * RATE)):
            if start + i >= n:
                break
            t = i / RATE
            env = min(1.0, t * 120) * math.exp(-t * (2.2 if k == len(notes) - 1 else 4.5))
            w = 2 * math.pi * f * t
            out[start + i] += env * (math.sin(w) + 0.3 * math.sin(2 * w) + 0.12 * math.sin(3 * w))
    # the final chord under the last note
    for f in (523.25, 659.25, 783.99):
        start = int(3 * step * RATE)
        for i in range(n - start):
            t = i / RATE
            out[start + i] += 0.35 * min(1.0, t * 60) * math.exp(-t * 2.4) * math.sin(2 * math.pi * f * t)
    return out


def snd_error() -> list[float]:
    out = []
    for i in frames(0.4):
        t = i / RATE
        gate = 1.0 if (t < 0.15 or 0.2 < t < 0.36) else 0.0
        w = 2 * math.pi * 110 * t
        tone = math.sin(w) + 0.45 * math.sin(3 * w) + 0.2 * math.sin(5 * w)  # soft square
        out.append(tone * gate * (0.8 + 0.2 * math.sin(2 * math.pi * 30 * t)))
    # soften the gate edges
    smooth, y = [], 0.0
    a = 1 - math.exp(-2 * math.pi * 900 / RATE)
    for v in out:
        y += a * (v - y)
        smooth.append(y)
    return smooth


def snd_flip() -> list[float]:
    noise = Noise(8)
    out = []
    dur = 0.16
    for i in frames(dur):
        t = i / RATE
        x = t / dur
        env = math.exp(-((x - 0.3) / 0.14) ** 2)
        tick = math.exp(-((t - 0.1) * 600) ** 2)
        out.append(env * noise.band(1200 + 2500 * x, 6000) + 0.8 * tick * math.sin(2 * math.pi * 2400 * t))
    return out


def snd_place() -> list[float]:
    noise = Noise(9)
    out, phase = [], 0.0
    for i in frames(0.2):
        t = i / RATE
        f = 95 + 90 * math.exp(-t * 40)
        phase += 2 * math.pi * f / RATE
        body = math.sin(phase) * math.exp(-t * 22)
        knock = noise.band(300, 2500) * math.exp(-t * 120)
        out.append(body + 0.6 * knock)
    return out


def snd_turn() -> list[float]:
    out = []
    for i in frames(0.7):
        t = i / RATE
        a = min(1.0, t * 200)
        s = 0.0
        for f, amp, decay in ((1318.5, 1.0, 5.0), (1975.5, 0.5, 6.5), (2637.0, 0.25, 9.0)):
            s += amp * math.exp(-t * decay) * math.sin(2 * math.pi * f * t)
        t2 = t - 0.09
        if t2 > 0:
            s += 0.7 * min(1.0, t2 * 200) * math.exp(-t2 * 5.5) * math.sin(2 * math.pi * 1760 * t2)
        out.append(a * s)
    return out


SOUNDS = {
    "click": snd_click,
    "roll": snd_roll,
    "move": snd_move,
    "battle": snd_battle,
    "hyperspace": snd_hyperspace,
    "win": snd_win,
    "error": snd_error,
    "flip": snd_flip,
    "place": snd_place,
    "turn": snd_turn,
}


def music_loop(seconds: float = 24.0) -> list[float]:
    """A quiet pad that loops without a seam: every tone and swell repeats a whole number of times per loop."""
    n = int(RATE * seconds)
    chords = (  # A minor, F major, C major, G major: one chord per quarter, cross-faded
        (110.0, 220.0, 261.63, 329.63),
        (87.31, 174.61, 220.0, 261.63),
        (65.41, 130.81, 196.0, 329.63),
        (98.0, 196.0, 246.94, 293.66),
    )
    snapped = [[round(f * seconds) / seconds for f in chord] for chord in chords]  # whole cycles per loop
    out = []
    two_pi = 2 * math.pi
    for i in range(n):
        t = i / RATE
        phase = (t / seconds) * 4  # which quarter, with a smooth cross-fade between chords
        s = 0.0
        for k, chord in enumerate(snapped):
            d = abs(phase - (k + 0.5)) % 4
            weight = max(0.0, 1 - min(d, 4 - d))  # triangles that always sum to 1
            if weight <= 0:
                continue
            for j, f in enumerate(chord):
                s += weight * (0.5 if j == 0 else 0.28) * math.sin(two_pi * f * t + j)
        shimmer = 0.06 * math.sin(two_pi * 880.0 * t) * (0.5 + 0.5 * math.sin(two_pi * t * 3 / seconds))
        out.append(s * (0.8 + 0.2 * math.sin(two_pi * t * 6 / seconds)) + shimmer)
    return out


def write_music(path: Path) -> None:
    """No fades: the file loops."""
    samples = music_loop()
    peak = max(abs(v) for v in samples) or 1.0
    gain = 10 ** (-14 / 20) / peak
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(struct.pack(f"<{len(samples)}h", *(round(v * gain * 32767) for v in samples)))


# ---------------------------------------------------------------------------------
# 8. the pygame_gui theme
def hexc(c, alpha: int | None = None) -> str:
    text = "#{:02x}{:02x}{:02x}".format(*c)
    return text if alpha is None else text + f"{alpha:02x}"


def font(size: int, bold: bool = False) -> dict:
    spec = {"name": "noto_sans", "size": str(size)}
    if bold:
        spec["bold"] = "1"
    return spec


def make_theme() -> dict:
    text, dim_text, disabled_text = "#e8ecff", "#aab3dd", "#6b7190"
    accent, accent_hi, orange = "#56b4e9", "#9fd8f8", "#e69f00"
    shape = {"shape": "rounded_rectangle", "shape_corner_radius": "6", "border_width": "1", "shadow_width": "0"}
    button_colours = {
        "normal_bg": "#101a3a", "hovered_bg": "#1a2e5e", "active_bg": "#0d3b5c", "selected_bg": "#3a2a08",
        "disabled_bg": "#151826",
        "normal_text": text, "hovered_text": "#ffffff", "active_text": "#ffffff", "selected_text": "#ffd68a",
        "disabled_text": disabled_text,
        "normal_border": accent, "hovered_border": accent_hi, "active_border": "#ffffff",
        "selected_border": orange, "disabled_border": "#363c58",
    }
    field = {"normal_bg": "#080b1c", "dark_bg": "#080b1c", "normal_border": "#2f4a80", "hovered_border": accent,
             "selected_border": accent, "active_border": accent, "normal_text": text, "selected_text": "#ffffff",
             "disabled_text": disabled_text, "disabled_bg": "#11131f", "disabled_border": "#2a2e44",
             "text_cursor": accent_hi, "selected_bg": "#1d4a78"}
    bar = {"dark_bg": "#080b1c", "normal_bg": "#1a2750", "hovered_bg": "#264080", "active_bg": "#2c5a9a",
           "disabled_bg": "#11131f", "normal_border": "#2f4a80", "hovered_border": accent,
           "disabled_border": "#2a2e44"}
    theme = {
        "defaults": {
            "colours": {
                "normal_bg": "#101a3a", "hovered_bg": "#1a2e5e", "disabled_bg": "#151826",
                "selected_bg": "#3a2a08", "active_bg": "#0d3b5c",
                "dark_bg": "#0b0f24e6", "disabled_dark_bg": "#0b0d18",
                "normal_text": text, "hovered_text": "#ffffff", "disabled_text": disabled_text,
                "selected_text": "#ffd68a", "active_text": "#ffffff",
                "normal_border": "#2f4a80", "hovered_border": accent, "disabled_border": "#2a2e44",
                "selected_border": orange, "active_border": accent,
                "link_text": accent, "link_hover": accent_hi, "link_selected": orange,
                "text_shadow": "#00000080",
                "filled_bar": accent, "unfilled_bar": "#1a2040",
                "text_cursor": accent_hi,
            }
        },
        "button": {"colours": dict(button_colours), "font": font(16),
                   "misc": dict(shape, border_width="2", text_horiz_alignment_padding="10")},
        "#primary_button": {
            "colours": {"normal_bg": accent, "hovered_bg": accent_hi, "active_bg": "#3a9ad4",
                        "selected_bg": orange, "disabled_bg": "#2a3550",
                        "normal_text": "#05060f", "hovered_text": "#05060f", "active_text": "#05060f",
                        "selected_text": "#05060f", "disabled_text": "#7a809a",
                        "normal_border": "#c8ecff", "hovered_border": "#ffffff", "active_border": "#ffffff",
                        "selected_border": "#ffe0a0", "disabled_border": "#3a4560"},
            "font": font(18, bold=True),
        },
        "label": {"colours": {"normal_text": text, "disabled_text": disabled_text, "dark_bg": "#00000000"},
                  "font": font(16),
                  "misc": {"text_shadow_size": "0", "text_shadow_offset": "0,0"}},
        "#title": {"font": font(40, bold=True), "colours": {"normal_text": "#f4f6ff"}},
        "#heading": {"font": font(24, bold=True), "colours": {"normal_text": text}},
        "#small": {"font": font(13), "colours": {"normal_text": dim_text}},
        "panel": {"colours": {"dark_bg": "#0b0f24d9", "normal_border": "#283c70"},
                  "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "10", "border_width": "1",
                           "shadow_width": "0"}},
        "window": {"colours": {"dark_bg": "#0b0f24f0", "normal_border": accent},
                   "misc": {"shape": "rectangle", "border_width": "1",
                            "shadow_width": "0"}},
        "window.#title_bar": {"colours": {"normal_bg": "#14204a", "hovered_bg": "#14204a", "active_bg": "#14204a",
                                          "normal_text": text, "hovered_text": text, "active_text": text},
                              "font": font(16, bold=True),
                              "misc": {"shape": "rectangle", "border_width": "0", "text_horiz_alignment": "left",
                                       "text_horiz_alignment_padding": "8"}},
        "window.#close_button": {"colours": dict(button_colours, normal_border="#283c70")},
        "text_box": {"colours": {"dark_bg": "#0b0f24e6", "normal_border": "#283c70", "normal_text": text,
                                 "link_text": accent, "link_hover": accent_hi, "link_selected": orange},
                     "font": font(16),
                     "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "6", "border_width": "1",
                              "shadow_width": "0", "padding": "8,6"}},
        "text_entry_line": {"colours": field, "font": font(16),
                            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "4", "border_width": "1",
                                     "shadow_width": "0", "padding": "6,4"}},
        "drop_down_menu": {"colours": dict(button_colours, dark_bg="#0b0f24f2"), "font": font(16),
                           "misc": dict(shape, border_width="2", expand_direction="down")},
        "drop_down_menu.selection_list": {"colours": {"dark_bg": "#0b0f24f2", "normal_border": accent}},
        "selection_list": {"colours": {"dark_bg": "#0b0f24e6", "normal_border": "#283c70"}, "font": font(16),
                           "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "4", "border_width": "1",
                                    "shadow_width": "0", "list_item_height": "28"}},
        "selection_list.button": {"colours": dict(button_colours, normal_bg="#00000000", normal_border="#00000000",
                                                  hovered_border="#00000000", selected_bg="#3a2a08",
                                                  selected_border="#00000000"),
                                  "misc": {"shape": "rectangle", "border_width": "0", "shadow_width": "0",
                                           "text_horiz_alignment": "left", "text_horiz_alignment_padding": "8"}},
        "horizontal_slider": {"colours": bar,
                              "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "4",
                                       "border_width": "1", "shadow_width": "0", "sliding_button_width": "18"}},
        "horizontal_slider.#sliding_button": {"colours": dict(button_colours, normal_bg=accent,
                                                              hovered_bg=accent_hi, normal_border="#c8ecff")},
        "vertical_scroll_bar": {"colours": bar,
                                "misc": {"shape": "rectangle", "border_width": "0", "shadow_width": "0"}},
        "vertical_scroll_bar.#sliding_button": {"colours": dict(bar, normal_bg="#2c4a86", hovered_bg=accent)},
        "horizontal_scroll_bar": {"colours": bar,
                                  "misc": {"shape": "rectangle", "border_width": "0", "shadow_width": "0"}},
        "horizontal_scroll_bar.#sliding_button": {"colours": dict(bar, normal_bg="#2c4a86", hovered_bg=accent)},
        "tool_tip": {"colours": {"dark_bg": "#101633f2", "normal_border": accent, "normal_text": text},
                     "font": font(14),
                     "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "4", "border_width": "1",
                              "shadow_width": "0", "rect_width": "240"}},
        "progress_bar": {"colours": {"filled_bar": accent, "unfilled_bar": "#1a2040", "normal_border": "#283c70",
                                     "normal_text": text}},
    }
    return theme


# ---------------------------------------------------------------------------------
def generate(out: Path, only: set[str]) -> list[Path]:
    written: list[Path] = []

    def png(surface, rel):
        path = out / rel
        save_png(surface, path)
        written.append(path)

    def text_file(content, rel):
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content.encode("utf-8"))
        written.append(path)

    if "tokens" in only:
        for shape in SHAPES:
            png(make_token(shape), f"sprites/token_{shape}.png")
    if "dice" in only:
        for face in range(1, 7):
            png(make_die(face), f"sprites/die_{face}.png")
    if "icon" in only:
        png(make_icon(), "icon.png")
    if "maps" in only:
        png(make_race_tiles(), "maps/race_tiles.png")
        text_file(race_tsx(), "maps/race_tiles.tsx")
        text_file(race_tmx(), "maps/race.tmx")
    if "sounds" in only:
        for name, synth in SOUNDS.items():
            path = out / "sounds" / f"{name}.wav"
            write_wav(path, synth())
            written.append(path)
    if "music" in only:
        path = out / "sounds" / "music.wav"
        write_music(path)
        written.append(path)
    if "theme" in only:
        text_file(json.dumps(make_theme(), indent=2) + "\n", "themes/theme.json")
    if "cards" in only or "background" in only:
        pygame.font.init()
    if "cards" in only:
        for name in GAMES:
            png(CARDS[name](), f"art/card_{name}.png")
    if "background" in only:
        png(make_background(), "art/background.png")
    for name in GAME_ART:
        if name in only:
            pygame.font.init()
            written += game_art(name).generate(out, SimpleNamespace(**globals()))
    return written


def game_art(name: str):
    """tools/art_<name>.py: `generate(out, kit) -> list[Path]`, where kit is this module (its helpers)."""
    import importlib.util

    path = Path(__file__).resolve().parent / f"art_{name}.py"
    spec = importlib.util.spec_from_file_location(f"art_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "assets", help="output folder (default: the repo's assets/)")
    parser.add_argument("--only", default=",".join(GROUPS), help=f"comma-separated subset of: {','.join(GROUPS)}")
    args = parser.parse_args(argv)
    only = {g.strip() for g in args.only.split(",") if g.strip()}
    unknown = only - set(GROUPS)
    if unknown:
        parser.error(f"unknown group(s): {', '.join(sorted(unknown))}")
    written = generate(args.out, only)
    total = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} files, {total / 1024:.0f} KiB, under {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
