"""The pen the games' pictures are drawn with: a 100 x 100 box mapped onto a square of a big surface.

A picture is written once in box units and drawn at any size (supersampled, then scaled down).
`Pen` joins lines as pygame does (All in All's relics); `RoundPen` strokes them with round joins and
caps, so thick lines show no notch at a bend (Hyperline's lines), and writes outlined labels.
"""

from __future__ import annotations

import math
from pathlib import Path

import pygame

OUTLINE = (12, 14, 30)  # the dark rim that makes a label read on any background

_FONTS: dict = {}


def font(px: int) -> pygame.font.Font:
    """Noto Sans Bold from pygame_gui (the window's font) at `px` pixels of the big canvas."""
    if px not in _FONTS:
        try:
            import pygame_gui.data

            path = Path(pygame_gui.data.__file__).parent / "NotoSans-Bold.ttf"
            _FONTS[px] = pygame.font.Font(str(path), px)
        except (ImportError, OSError, FileNotFoundError):
            _FONTS[px] = pygame.font.Font(None, round(px * 1.3))
    return _FONTS[px]


def words(surface, text, cx, cy, px, colour, outline=OUTLINE, max_w=None):
    """Centred text with a dark outline so it reads on any background; shrunk to fit max_w."""
    f = font(px)
    if max_w is not None:
        while f.size(text)[0] > max_w and px > 8:
            px -= 2
            f = font(px)
    img = f.render(text, True, colour)
    back = f.render(text, True, outline)
    r = img.get_rect(center=(round(cx), round(cy)))
    step = max(2, px // 9)
    for dx in (-step, 0, step):
        for dy in (-step, 0, step):
            if dx or dy:
                surface.blit(back, r.move(dx, dy))
    surface.blit(img, r)


class Pen:
    """Draws in a 100 x 100 box mapped onto a square of a big surface."""

    def __init__(self, surface, x, y, side):
        self.s, self.x, self.y, self.k = surface, x, y, side / 100.0

    def p(self, u, v):
        return (self.x + u * self.k, self.y + v * self.k)

    def w(self, width):
        return max(1, round(width * self.k))

    def poly(self, colour, pts, width=0):
        pygame.draw.polygon(self.s, colour, [self.p(u, v) for u, v in pts], self.w(width) if width else 0)

    def lines(self, colour, pts, width, closed=False):
        pygame.draw.lines(self.s, colour, closed, [self.p(u, v) for u, v in pts], self.w(width))

    def stroke(self, colour, pts, width):
        """A thick polyline with round joins and caps (discs stamped along it)."""
        r = max(1.0, width * self.k / 2)
        for (u0, v0), (u1, v1) in zip(pts, pts[1:], strict=False):
            a, b = self.p(u0, v0), self.p(u1, v1)
            n = max(1, math.ceil(math.hypot(b[0] - a[0], b[1] - a[1]) / max(1.0, r / 6)))
            for i in range(n + 1):
                t = i / n
                pygame.draw.circle(self.s, colour, (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t), r)

    def circle(self, colour, u, v, r, width=0):
        pygame.draw.circle(self.s, colour, self.p(u, v), r * self.k, self.w(width) if width else 0)

    def ellipse(self, colour, u, v, w, h, width=0):
        x, y = self.p(u - w / 2, v - h / 2)
        pygame.draw.ellipse(self.s, colour, (x, y, w * self.k, h * self.k), self.w(width) if width else 0)

    def rect(self, colour, u, v, w, h, width=0, radius=0):
        x, y = self.p(u, v)
        pygame.draw.rect(
            self.s, colour, (x, y, w * self.k, h * self.k), self.w(width) if width else 0, round(radius * self.k)
        )

    def arc(self, colour, u, v, w, h, start, stop, width):
        x, y = self.p(u - w / 2, v - h / 2)
        pygame.draw.arc(self.s, colour, (x, y, w * self.k, h * self.k), start, stop, self.w(width))

    def text(self, words_, u, v, size, colour, max_w=None):
        words(self.s, words_, *self.p(u, v), round(size * self.k), colour, max_w=max_w and max_w * self.k)


class RoundPen(Pen):
    """A pen whose lines are strokes with round joins and caps."""

    def lines(self, colour, pts, width, closed=False):
        self.stroke(colour, pts, width)
        if closed:
            self.stroke(colour, [pts[-1], pts[0]], width)
