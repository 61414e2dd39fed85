"""One starship drawn on its grid, front up: component sprites at their facing, damaged faces, the
Bridge's upgrades, Battle Pod boosts, loaded fighters, floating Interphasic Shields, each component's name
upright on it (sprite_words); and the reverse,
which square or component is under the pointer.
"""

from __future__ import annotations

import copy
import json

import pygame

import scenes.boards.hyperline.art as art
from game.rules.hyperline import ship as shipkit
from game.words import language
from scenes import assets, common, palette
from scenes.boards.hyperline.sprite_words import part_word

SIDES = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
_PICTURES: dict = {}  # drawn ships, a few kept: most are redrawn unchanged every frame


class ShipView:
    """The squares of one ship inside `rect`; `extra` squares (legal spots for a ghost) widen the grid."""

    def __init__(self, rect, ship: dict, extra=(), max_cell: int | None = None):
        self.rect = pygame.Rect(rect)
        max_cell = max_cell or max(40, self.rect.height // 5)
        self.ship = ship
        squares = [(p["x"], p["y"]) for p in ship["parts"] if p["x"] is not None]
        squares += [tuple(s[:2]) for s in extra if isinstance(s[0], int)]
        xs = [x for x, __ in squares] or [0]
        ys = [y for __, y in squares] or [0]
        self.min_x, self.min_y = min(xs) - 1, min(ys) - 1  # a ring of room for floating shields
        cols, rows = max(xs) - self.min_x + 2, max(ys) - self.min_y + 2
        room = self.rect.inflate(-8, -28)
        self.cell = max(8, int(min(room.width / cols, room.height / rows, max_cell)))
        self.x0 = room.x + (room.width - cols * self.cell) // 2
        self.y0 = room.y + 20 + (room.height - rows * self.cell) // 2
        self.bounds = (min(xs), min(ys), max(xs), max(ys))

    def square_rect(self, x: int, y: int) -> pygame.Rect:
        return pygame.Rect(
            self.x0 + (x - self.min_x) * self.cell, self.y0 + (y - self.min_y) * self.cell, self.cell, self.cell
        )

    def float_rect(self, quadrant: str, layer: int = 0) -> pygame.Rect:
        """An Interphasic Shield floats off the middle of one side, each layer further out (half squares)."""
        min_x, min_y, max_x, max_y = self.bounds
        half = self.cell // 2
        mid_x = self.square_rect(0, 0).centerx
        mid_y = (self.square_rect(0, min_y).top + self.square_rect(0, max_y).bottom) // 2
        if quadrant in ("N", "S"):
            rect = pygame.Rect(0, 0, self.cell, half)
            if quadrant == "N":
                rect.bottom = self.square_rect(0, min_y).top - layer * half
            else:
                rect.top = self.square_rect(0, max_y).bottom + layer * half
            rect.centerx = mid_x
        else:
            rect = pygame.Rect(0, 0, half, self.cell)
            if quadrant == "W":
                rect.right = self.square_rect(min_x, 0).left - layer * half
            else:
                rect.left = self.square_rect(max_x, 0).right + layer * half
            rect.centery = mid_y
        return rect

    def part_rect(self, part: dict) -> pygame.Rect:
        if part["x"] is None:
            return self.float_rect(part["facing"], part.get("layer", 0))
        return self.square_rect(part["x"], part["y"])

    def part_at(self, pos) -> dict | None:
        for part in reversed(self.ship["parts"]):
            if self.part_rect(part).collidepoint(pos):
                return part
        return None

    def square_at(self, pos) -> tuple[int, int]:
        return (int((pos[0] - self.x0) // self.cell) + self.min_x, int((pos[1] - self.y0) // self.cell) + self.min_y)

    def quadrant_at(self, pos) -> str:
        """The side of the ship the pointer is on (for a floating shield)."""
        centre = self.square_rect(0, 0).center
        dx, dy = pos[0] - centre[0], pos[1] - centre[1]
        if abs(dx) > abs(dy):
            return "E" if dx > 0 else "W"
        return "S" if dy > 0 else "N"

    # --- drawing --------------------------------------------------------------------------------------
    def draw(self, surface, title: str, colour, loaded: int = 0, lit_parts=(), picked=None, frame=True):
        """Draw the ship; the picture is kept while nothing it shows changes (a frame draws it as one blit)."""
        key = (
            json.dumps(self.ship, sort_keys=True),
            tuple(self.rect),
            self.cell,
            self.x0,
            self.y0,
            title,
            tuple(colour),
            loaded,
            tuple(sorted(lit_parts, key=str)),  # fighters ("fighter", "loaded") may be lit beside part ids
            picked,
            frame,
            language(),  # the parts' names are written on the picture
        )
        picture = _PICTURES.pop(key, None)
        if picture is None:
            picture = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            shifted = copy.copy(self)
            shifted.rect = self.rect.move(-self.rect.x, -self.rect.y)
            shifted.x0, shifted.y0 = self.x0 - self.rect.x, self.y0 - self.rect.y
            shifted.paint(picture, title, colour, loaded, lit_parts, picked, frame)
            while len(_PICTURES) >= 12:
                _PICTURES.pop(next(iter(_PICTURES)))
        _PICTURES[key] = picture  # most recently used last
        surface.blit(picture, self.rect)

    def paint(self, surface, title: str, colour, loaded: int = 0, lit_parts=(), picked=None, frame=True):
        if frame:
            common.panel(surface, self.rect, alpha=170, edge=colour)
            size = max(14, min(common.HEADING, self.rect.height // 12, self.rect.width // 14))
            words = assets.text(title, size, colour)
            while words.get_width() > self.rect.width - 12 and size > 10:  # a long title (German) smaller first
                size -= 1
                words = assets.text(title, size, colour)
            if words.get_width() > self.rect.width - 12:
                words = words.subsurface((0, 0, self.rect.width - 12, words.get_height()))
            surface.blit(words, (self.rect.x + 6, self.rect.y + 3))
        ship = self.ship
        bridge_ok = shipkit.bridge_ok(ship)
        fighters_left = loaded
        for part in ship["parts"]:
            rect = self.part_rect(part)
            floating = part["x"] is None  # an Interphasic Shield floating off its side, turned to face out
            angle = art.FACING_ANGLE[part["facing"]] if floating else art.part_angle(part)
            image = art.component_image(part["kind"], part["damaged"], self.cell, angle)
            drawn = image.get_rect(center=rect.center)
            surface.blit(image, drawn)
            named = part_word(part["kind"], self.cell, angle, part["damaged"])
            if named is not None:  # upright on its square, where the art left room (the sprite turned with it)
                words, (u, v) = named
                square = pygame.Rect(0, 0, self.cell, self.cell)
                square.center = rect.center
                spot = words.get_rect(center=(square.x + u * square.width, square.y + v * square.height))
                surface.blit(words, spot.clamp(drawn) if floating else spot)
            if part["kind"] == "carrier_pod" and not part["damaged"] and fighters_left > 0:
                fighters_left -= 1  # the overlays are whole squares, drawn over the component
                surface.blit(art.glyph("fighter_loaded", self.cell, colour), rect)
            if shipkit.boosted(ship, part["id"]) and not part["damaged"]:
                surface.blit(art.glyph("boost", self.cell), rect)
            if part["id"] in lit_parts:
                common.glow_rect(surface, rect.inflate(2, 2), palette.GOOD, 2, 4)
            if picked is not None and part["id"] == picked:
                common.glow_rect(surface, rect.inflate(4, 4), palette.ACCENT, 3, 4)
        bridge = self.square_rect(0, 0)
        badge = max(8, self.cell // 3)
        for i, name in enumerate(ship["upgrades"]):
            image = art.upgrade_image(name, not bridge_ok, badge)
            surface.blit(image, (bridge.x + i * badge, bridge.bottom - badge))
