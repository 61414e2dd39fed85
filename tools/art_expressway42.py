"""42: Hyperspace Expressway's art: the Tiled map of the board and the expressway tile sprites.

The geometry and the printed values come from game/rules/expressway42.py (the single
source); this file writes them into assets/maps/expressway42.tmx, which the table
draws through pytmx. tests/test_expressway42.py checks that the two agree.

    .venv/bin/python tools/make_assets.py --only expressway42
"""

from __future__ import annotations

import math
from pathlib import Path

import pygame

from game.rules.expressway42 import BOARD_VALUES, CELLS, COLS, PLANETS, ROUTES, ROWS

TILE = 64  # map pixels per unit cell
MARGIN = 1  # empty map cells around the board, so border planets and labels have room
SPRITE = 256  # a large tile's sprite; small tiles are half of it
LANE = (186, 140, 255)
LANE_CORE = (242, 230, 255)
CELL_KINDS = ("falling", "rising")  # the planet diagonal: top-left to bottom-right, or bottom-left to top-right


def cell_kind(cx: int, cy: int) -> int:
    return 0 if (cx + cy) % 2 == 0 else 1


# --- the tileset: a board cell, with its planet diagonal faintly marked -----------------------------
def cell_image(kind: int, kit) -> pygame.Surface:
    surf = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    pygame.draw.rect(surf, (13, 18, 42, 235), (0, 0, TILE, TILE))
    pygame.draw.rect(surf, (34, 48, 96, 255), (0, 0, TILE, TILE), 1)
    start, end = ((0, 0), (TILE, TILE)) if kind == 0 else ((0, TILE), (TILE, 0))
    steps = 9
    for k in range(steps):
        if k % 2:
            continue
        a, b = k / steps, (k + 1) / steps
        p = (start[0] + (end[0] - start[0]) * a, start[1] + (end[1] - start[1]) * a)
        q = (start[0] + (end[0] - start[0]) * b, start[1] + (end[1] - start[1]) * b)
        pygame.draw.line(surf, (46, 66, 124, 255), p, q, 2)
    return surf


def tileset_png(kit) -> pygame.Surface:
    sheet = pygame.Surface((TILE * len(CELL_KINDS), TILE), pygame.SRCALPHA)
    for i in range(len(CELL_KINDS)):
        sheet.blit(cell_image(i, kit), (TILE * i, 0))
    return sheet


def tsx(kit) -> str:
    return kit.tileset_tsx("expressway42_tiles", TILE, [("cell", [("diagonal", None, k)]) for k in CELL_KINDS])


def tmx(kit) -> str:
    width, height = COLS + 2 * MARGIN, ROWS + 2 * MARGIN
    grid = [[0] * width for _ in range(height)]
    for cx, cy in CELLS:
        grid[cy + MARGIN][cx + MARGIN] = cell_kind(cx, cy) + 1  # gid: firstgid 1
    planets = []
    for p, (x, y) in enumerate(PLANETS):
        interior = 0 < x < COLS and 0 < y < ROWS
        facts = (("border", not interior), ("gx", x), ("gy", y), ("value", BOARD_VALUES[p]))
        name, at = f"{'ABCDEFGHIJKLM'[x]}{y + 1}", ((x + MARGIN) * TILE, (y + MARGIN) * TILE)
        planets.append(kit.MapObject(name, "planet", *at, properties=facts, point=True))
    return kit.tiled_map(
        tileset="expressway42_tiles", layer="cells", grid=grid, tile=TILE,
        map_properties=(("game", "expressway42"), ("cols", COLS), ("rows", ROWS), ("margin", MARGIN)),
        groups=[("planets", planets)],
    )


# --- the expressway tiles ---------------------------------------------------------------------------
def _bezier(a, c, b, steps=40):
    return [
        ((1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
         (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1])
        for t in (i / steps for i in range(steps + 1))
    ]


CORNER_POINTS = ((0, 0), (1, 0), (1, 1), (0, 1))  # a, b, c, d in units of the sprite


def route_points(i: int, j: int, size: int):
    """A route from corner i to corner j: straight through the hub across, an arc along a side."""
    a = (CORNER_POINTS[i][0] * size, CORNER_POINTS[i][1] * size)
    b = (CORNER_POINTS[j][0] * size, CORNER_POINTS[j][1] * size)
    if (i - j) % 2 == 0:
        return [a, b]
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    pull = 0.5 * size  # towards the hub, staying clear of it
    cx, cy = size / 2 - mid[0], size / 2 - mid[1]
    norm = math.hypot(cx, cy)
    control = (mid[0] + cx / norm * pull, mid[1] + cy / norm * pull)
    return _bezier(a, control, b)


def tile_sprite(design: str | None, kit) -> pygame.Surface:
    """A large tile (design) or a small one (None: one lane on the falling diagonal)."""
    size = SPRITE if design else SPRITE // 2
    base = pygame.Surface((size, size))
    base.fill((0, 0, 0))
    pygame.draw.rect(base, (22, 32, 70), (3, 3, size - 6, size - 6), border_radius=size // 16)
    pygame.draw.rect(base, (70, 104, 180), (3, 3, size - 6, size - 6), 2, border_radius=size // 16)
    hub = size * 0.17
    if design:
        pygame.draw.circle(base, (34, 44, 92), (size // 2, size // 2), int(hub))
        pygame.draw.circle(base, (96, 120, 200), (size // 2, size // 2), int(hub), 3)
        pairs = ROUTES[design]
    else:
        pairs = ((0, 2),)
    width = max(6, size // 22)

    def lanes(s, colour, w, bridge=False):
        for n, (i, j) in enumerate(pairs):
            pts = route_points(i, j, size)
            if bridge and n == 1 and design == "interchange":  # its second lane bridges over the first
                a, b = pts
                span = [(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t) for t in (0.36, 0.64)]
                pygame.draw.line(s, (22, 32, 70), span[0], span[1], w + 12)
            pygame.draw.lines(s, colour, False, pts, w)
            if bridge:
                pygame.draw.lines(s, LANE_CORE, False, pts, max(2, w // 3))
        ends = {k for pair in pairs for k in pair}
        for k in ends:
            x, y = CORNER_POINTS[k]
            pygame.draw.circle(s, colour, (x * size, y * size), w + 2)

    kit.glow(base, lambda s: lanes(s, kit.dim(LANE, 0.7), width + 4), radius=max(4, size // 28), strength=2, core=False)
    lanes(base, LANE, width, bridge=True)
    # the alpha: the tile body is opaque, the corners' glow spills nowhere (sprites sit in their cells)
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    out.blit(base, (0, 0))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), (3, 3, size - 6, size - 6), border_radius=size // 16)
    for k in range(4):
        x, y = CORNER_POINTS[k]
        pygame.draw.circle(mask, (255, 255, 255, 255), (x * size, y * size), width + 6)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


SPRITES = {"interchange": "interchange", "twin arcs": "twin_arcs", "single arc": "single_arc",
           "single diagonal": "single_diagonal"}


def generate(out: Path, kit) -> list[Path]:
    written = []

    def text_file(content: str, rel: str):
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content.encode("utf-8"))
        written.append(path)

    def png(surface, rel: str):
        path = out / rel
        kit.save_png(surface, path)
        written.append(path)

    png(tileset_png(kit), "maps/expressway42_tiles.png")
    text_file(tsx(kit), "maps/expressway42_tiles.tsx")
    text_file(tmx(kit), "maps/expressway42.tmx")
    for design, name in SPRITES.items():
        png(tile_sprite(design, kit), f"sprites/expressway42_{name}.png")
    png(tile_sprite(None, kit), "sprites/expressway42_small.png")
    return written
