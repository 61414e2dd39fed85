"""A see-through layer for strokes drawn with alpha over a board (slide paths, capture arrows).

Only the parts drawn on are cleared and laid over the frame, so a few thin strokes cost a few thin blits
instead of a window-sized one; the picture is the same pixel for pixel.
"""

from __future__ import annotations

import pygame


def _minus(a: pygame.Rect, b: pygame.Rect) -> list[pygame.Rect]:
    """The parts of `a` outside `b`."""
    if not a.colliderect(b):
        return [a]
    out = []
    if a.top < b.top:
        out.append(pygame.Rect(a.left, a.top, a.width, b.top - a.top))
    if b.bottom < a.bottom:
        out.append(pygame.Rect(a.left, b.bottom, a.width, a.bottom - b.bottom))
    top, bottom = max(a.top, b.top), min(a.bottom, b.bottom)
    if a.left < b.left:
        out.append(pygame.Rect(a.left, top, b.left - a.left, bottom - top))
    if b.right < a.right:
        out.append(pygame.Rect(b.right, top, a.right - b.right, bottom - top))
    return out


def disjoint(rects) -> list[pygame.Rect]:
    """Rectangles covering the same pixels as `rects`, none overlapping (so no pixel is blended twice)."""
    done: list[pygame.Rect] = []
    for rect in rects:
        pieces = [rect]
        for other in done:
            pieces = [piece for whole in pieces for piece in _minus(whole, other)]
        done += pieces
    return done


class Layer:
    """`if layer.begin(area, key):` draw with absolute screen points (`line`, `circle`, `polygon`), closing
    each stroke with `stroke()` (its pieces are laid as one box); then `blit` onto the frame. While `key`
    stays the same (not None), `begin` keeps the strokes already drawn and returns False."""

    def __init__(self):
        self.surface = None
        self.area = pygame.Rect(0, 0, 0, 0)
        self.marked: list[pygame.Rect] = []
        self.pieces: list[pygame.Rect] = []
        self.key = None
        self.laid = None  # the marked boxes, made disjoint once

    def begin(self, area: pygame.Rect, key=None) -> bool:
        """Start the strokes over `area`; False when those for `key` are there already."""
        if key is not None and key == self.key and area == self.area:
            return False
        self.key = key
        if self.surface is None or self.surface.get_size() != area.size:
            self.surface = pygame.Surface(area.size, pygame.SRCALPHA)
        else:
            for rect in self.marked + self.pieces:
                self.surface.fill((0, 0, 0, 0), rect)
        self.area = pygame.Rect(area)
        self.marked, self.pieces = [], []
        self.laid = None
        return True

    def _at(self, point):
        return point[0] - self.area.x, point[1] - self.area.y

    def _touched(self, rect: pygame.Rect) -> pygame.Rect:
        self.pieces.append(rect)
        return rect

    def line(self, colour, a, b, width: int = 1) -> pygame.Rect:
        return self._touched(pygame.draw.line(self.surface, colour, self._at(a), self._at(b), width))

    def circle(self, colour, centre, radius, width: int = 0) -> pygame.Rect:
        return self._touched(pygame.draw.circle(self.surface, colour, self._at(centre), radius, width))

    def polygon(self, colour, points, width: int = 0) -> pygame.Rect:
        return self._touched(pygame.draw.polygon(self.surface, colour, [self._at(p) for p in points], width))

    def stroke(self) -> None:
        """Join what was drawn since the last stroke into one box (strokes are thin: boxes seldom cross)."""
        pieces = [r for r in self.pieces if r.width and r.height]
        if pieces:
            self.marked.append(pieces[0].unionall(pieces[1:]).clip(self.surface.get_rect()))
            self.laid = None
        self.pieces = []

    def blit(self, target: pygame.Surface) -> None:
        self.stroke()
        if self.laid is None:
            self.laid = disjoint(self.marked)
        for rect in self.laid:
            target.blit(self.surface, rect.move(self.area.topleft), area=rect)
