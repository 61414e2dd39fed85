"""A board drawn from a Tiled map: its fixed layers painted once, fitted into the board's room beside a
tray, and the sums between map pixels and screen pixels."""

from __future__ import annotations

import math

import pygame

from scenes import assets


class MapBoard:
    """`assets/<relative>` as a picture: `fit` it into a room, `blit` it, and convert points and cells."""

    def __init__(self, relative: str, layers: tuple[str, ...] = ()):
        self.relative = relative
        self.tmx = tmx = assets.tiled_map(relative)
        self.tile = (tmx.tilewidth, tmx.tileheight)
        self.size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
        self.static = pygame.Surface(self.size, pygame.SRCALPHA)
        for name in layers:
            self.paint_layer(name)
        self.scaled = None
        self.scale = 1.0
        self.origin = (0, 0)
        self.rect = pygame.Rect(0, 0, 0, 0)

    def paint_layer(self, name: str) -> None:
        """Blit a tile layer into the fixed picture (done once; `fit` scales the result)."""
        layer = self.tmx.get_layer_by_name(name)
        tw, th = self.tile
        for x, y, image in layer.tiles():
            if isinstance(image, pygame.Surface):
                self.static.blit(image, (x * tw, y * th))

    def objects(self, layer: str):
        return list(self.tmx.get_layer_by_name(layer))

    def object_rects(self, layer: str, key) -> dict:
        """{key(obj): map-pixel Rect} for an object layer (the cells a click can hit)."""
        return {key(o): pygame.Rect(int(o.x), int(o.y), int(o.width), int(o.height)) for o in self.objects(layer)}

    @staticmethod
    def split(rect: pygame.Rect, tray: int, gap: int = 10) -> tuple[pygame.Rect, pygame.Rect]:
        """(room for the map, the tray at the right edge) of a board rectangle."""
        room = pygame.Rect(rect.x, rect.y, rect.width - tray - gap, rect.height)
        return room, pygame.Rect(rect.right - tray, rect.y, tray, rect.height)

    def fit(self, room: pygame.Rect, top: bool = False) -> None:
        """Scale the fixed picture to fit `room`, centred (or at its top); the scaled copy is made here once."""
        self.scale = min(room.width / self.size[0], room.height / self.size[1])
        size = (int(self.size[0] * self.scale), int(self.size[1] * self.scale))
        self.scaled = pygame.transform.smoothscale(self.static, size)
        dy = 0 if top else (room.height - size[1]) // 2
        self.origin = (room.x + (room.width - size[0]) // 2, room.y + dy)
        self.rect = pygame.Rect(self.origin, size)

    def blit(self, surface: pygame.Surface) -> None:
        surface.blit(self.scaled, self.origin)

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return self.origin[0] + x * self.scale, self.origin[1] + y * self.scale

    def to_map(self, pos) -> tuple[float, float]:
        return (pos[0] - self.origin[0]) / self.scale, (pos[1] - self.origin[1]) / self.scale

    def screen_rect(self, cell: pygame.Rect, snap=None) -> pygame.Rect:
        """A map-pixel rectangle on screen; `snap` (e.g. round) places its corner's offset, else it is truncated."""
        s = self.scale
        dx, dy = cell.x * s, cell.y * s
        if snap is not None:
            dx, dy = snap(dx), snap(dy)
        x, y = int(self.origin[0] + dx), int(self.origin[1] + dy)
        return pygame.Rect(x, y, math.ceil(cell.w * s), math.ceil(cell.h * s))

    def cell_at(self, pos, cells: dict, snap=None):
        """The key of the cell under `pos` on screen, or None."""
        return next((key for key, cell in cells.items() if self.screen_rect(cell, snap).collidepoint(pos)), None)
