"""Where everything sits on Hyperline's table: the 9 x 9 galaxy with its margin (the home corners'
fighter squares, from assets/maps/hyperline.tmx), its ports, and the side column (stacks and Store,
research track, the ships, the chooser). Pure arithmetic over pygame.Rects, so the same numbers serve
drawing, clicking and the tests; sectors and ports come from board.py, which also wrote the map.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.rules.hyperline.board import CORNERS, DELTAS, SIZE
from scenes import assets
from scenes.boards.kit import MapBoard

GAP = 10
MAP_CELL = 128


@lru_cache(maxsize=1)
def board_map() -> dict:
    """The map's margin (in sectors) and each home corner's eight fighter squares (map pixels, slot order),
    read once through the kit's MapBoard."""
    found = {"margin": 1, "fighters": {}}
    try:
        board = MapBoard("maps/hyperline.tmx")
        found["margin"] = int(board.tmx.properties.get("margin", 1))
        for obj in board.objects("fighters"):
            corner, slot = int(obj.properties["corner"]), int(obj.properties["slot"])
            found["fighters"].setdefault(CORNERS[corner], {})[slot] = (obj.x, obj.y, obj.width, obj.height)
    except (assets.AssetError, KeyError, ValueError):  # no map: fighters stay drawn in their sector
        return {"margin": 1, "fighters": {}}
    return found


def port_offset(port: int) -> tuple[float, float]:
    """A port's point relative to its sector's centre, in sectors: straight at edge midpoints, diagonal at corners."""
    dr, dc = DELTAS[port]
    return dc * 0.5, dr * 0.5


class Layout:
    """Every rectangle of the table for one board rectangle (recomputed on resize)."""

    def __init__(self, rect: pygame.Rect):
        rect = pygame.Rect(rect)
        self.rect = rect
        side = int(min(rect.height, rect.width * 0.58))
        self.margin = board_map()["margin"]
        self.cell = side / (SIZE + 2 * self.margin)
        self.galaxy = pygame.Rect(rect.x, rect.y + (rect.height - side) // 2, side, side)
        self.origin = (self.galaxy.x + self.margin * self.cell, self.galaxy.y + self.margin * self.cell)
        column = pygame.Rect(self.galaxy.right + GAP, rect.y, rect.right - self.galaxy.right - GAP, rect.height)
        self.column = column
        strip = max(70, min(260, int(column.height * 0.17), int(column.width * 0.28)))
        self.stacks = pygame.Rect(column.x, column.y, int(column.width * 0.3), strip)
        self.store = pygame.Rect(self.stacks.right + 6, column.y, column.right - self.stacks.right - 6, strip)
        research = max(26, min(90, int(column.height * 0.055), int(column.width * 0.08)))
        self.research = pygame.Rect(column.x, self.stacks.bottom + 6, column.width, research)
        chooser = max(120, min(480, int(column.height * 0.3), int(column.width * 0.5)))
        self.chooser = pygame.Rect(column.x, column.bottom - chooser, column.width, chooser)
        ships_top = self.research.bottom + 6
        self.ships = pygame.Rect(column.x, ships_top, column.width, self.chooser.y - 6 - ships_top)
        small_w = int(self.ships.width * 0.3)
        self.large_ship = pygame.Rect(self.ships.x, self.ships.y, self.ships.width - small_w - 6, self.ships.height)
        self.small_column = pygame.Rect(self.large_ship.right + 6, self.ships.y, small_w, self.ships.height)

    # --- the galaxy ---------------------------------------------------------------------------------------
    def sector_rect(self, sector: int) -> pygame.Rect:
        r, c = divmod(sector, SIZE)
        x0 = self.origin[0] + c * self.cell
        y0 = self.origin[1] + r * self.cell
        return pygame.Rect(round(x0), round(y0), round(x0 + self.cell) - round(x0), round(y0 + self.cell) - round(y0))

    def centre(self, sector: int) -> tuple[float, float]:
        r, c = divmod(sector, SIZE)
        return self.origin[0] + (c + 0.5) * self.cell, self.origin[1] + (r + 0.5) * self.cell

    def port_point(self, sector: int, port: int) -> tuple[float, float]:
        x, y = self.centre(sector)
        dx, dy = port_offset(port)
        return x + dx * self.cell, y + dy * self.cell

    def sector_at(self, pos) -> int | None:
        c = (pos[0] - self.origin[0]) / self.cell
        r = (pos[1] - self.origin[1]) / self.cell
        if 0 <= r < SIZE and 0 <= c < SIZE:
            return int(r) * SIZE + int(c)
        return None

    def port_near(self, pos, sector: int, reach: float = 0.22) -> int | None:
        """The port of `sector` nearest to `pos`, if the pointer is within `reach` sectors of it."""
        best, dist = None, (reach * self.cell) ** 2
        for port in range(8):
            x, y = self.port_point(sector, port)
            d = (pos[0] - x) ** 2 + (pos[1] - y) ** 2
            if d <= dist:
                best, dist = port, d
        return best

    def fighter_squares(self, corner: int) -> list[pygame.Rect]:
        """A home corner's eight fighter squares in the margin, nearest the corner first."""
        squares = board_map()["fighters"].get(corner)
        scale = self.cell / MAP_CELL
        if not squares:  # no map: the fighters stay drawn in their sector
            return []
        return [
            pygame.Rect(
                round(self.galaxy.x + x * scale), round(self.galaxy.y + y * scale), round(w * scale), round(h * scale)
            )
            for __, (x, y, w, h) in sorted(squares.items())
        ]

    def small_ship(self, index: int, count: int) -> pygame.Rect:
        """The i-th of `count` small ships in the column beside the large one."""
        count = max(1, count)
        h = (self.small_column.height - 6 * (count - 1)) // count
        return pygame.Rect(self.small_column.x, self.small_column.y + index * (h + 6), self.small_column.width, h)
