"""Hyperspace Race's board: the tileset picture (normal, hyperspace, start, finish) and the Tiled map.

The track follows the rules module (START, FINAL, HYPERSPACE in game/rules/race.py), laid out as a
serpentine from the bottom-left; tests/test_assets.py checks the map against the rules.
"""

from __future__ import annotations

import math

import pygame

from game.rules.race import FINAL, HYPERSPACE, START

from .draw import Canvas, clamp, mix, sd_polygon, sd_round_box, smoothstep, unit
from .palette import GREEN, HYPER, PINK, SKY, YELLOW
from .tiled import MapObject, tiled_map, tileset_tsx


# ---------------------------------------------------------------------------------
# the race tiles (4 tiles of 64 px: normal, hyperspace, start, finish)
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
# the Tiled map
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
    squares = [
        MapObject(str(n), "square", square_cell(n)[0] * TILE, square_cell(n)[1] * TILE, TILE, TILE,
                  properties=(("hyperspace", n in HYPERSPACE), ("square", n)))
        for n in range(START, FINAL + 1)
    ]
    return tiled_map(tileset="race_tiles", layer="track", grid=grid, tile=TILE,
                     map_properties=(("game", "race"), ("squares", FINAL)), groups=[("squares", squares)])


def race_tsx() -> str:
    return tileset_tsx(
        "race_tiles",
        TILE,
        [
            (kind, [("hyperspace", "bool", "false" if kind == "normal" else "true"), ("kind", None, kind)])
            for kind in TILE_KINDS
        ],
    )

