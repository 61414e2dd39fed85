"""The one tick box of every screen: a checked box shows a drawn tick.

The theme's fonts have no tick that reads as one: Noto Sans has none, and the symbol font's "✓" looks like a
root sign "√"; an "X" reads as "off". So the mark is drawn, the same on every screen and at every size.
"""

from __future__ import annotations

from functools import lru_cache

import pygame
from pygame_gui.elements import UICheckBox

TICK = ((0.22, 0.52), (0.42, 0.72), (0.78, 0.28))  # the tick's three points, as fractions of the box


@lru_cache(maxsize=16)
def tick_mark(size: tuple[int, int], colour: tuple[int, int, int, int]) -> pygame.Surface:
    """A tick as wide as the box, a line about a seventh of its height thick."""
    width, height = size
    mark = pygame.Surface(size, pygame.SRCALPHA)
    points = [(round(x * width), round(y * height)) for x, y in TICK]
    thickness = max(2, round(height / 7))
    pygame.draw.lines(mark, colour, False, points, thickness)
    for point in points[1:2]:  # the joint drawn round, so the two strokes meet without a notch
        pygame.draw.circle(mark, colour, point, thickness // 2)
    return mark


class TickBox(UICheckBox):
    """A UICheckBox whose checked state draws `tick_mark` in the theme's selected text colour."""

    def _get_display_symbol(self) -> str:
        return "" if self.is_checked and not self.is_indeterminate else super()._get_display_symbol()

    def _load_images_from_theme(self) -> bool:
        changed = super()._load_images_from_theme()
        colour = self.colours.get("selected_text")
        colour = tuple(colour) if isinstance(colour, pygame.Color) else (255, 214, 138, 255)
        tick = [tick_mark(self.rect.size, colour)]
        if self.selected_images != tick:
            self.selected_images, self.selected_image_positions = tick, [(0.5, 0.5)]
            changed = True
        return changed
