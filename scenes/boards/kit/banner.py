"""Short news a board shows over or beside its map: a phase that begins, a sabortal found, a battle's
report. Messages are (text, colour, seconds left, seats); None seconds stay until cleared."""

from __future__ import annotations

import pygame

from scenes import assets, common


class Banner:
    """The messages on show, newest last; at most `keep` of them are held."""

    def __init__(self, keep: int = 8):
        self.keep = keep
        self.items: list[list] = []  # [text, colour, seconds left or None, seats]

    def show(self, text: str, colour, seconds: float | None = None, seats: tuple = (), replace: bool = False):
        if replace:
            self.items = []
        self.items.append([text, colour, seconds, seats])
        del self.items[: -self.keep]

    def clear(self) -> None:
        self.items = []

    def update(self, dt: float) -> None:
        """Timed messages run on the wall clock (not the pace): a player must have time to read them."""
        for item in self.items:
            if item[2] is not None:
                item[2] -= dt
        self.items = [item for item in self.items if item[2] is None or item[2] > 0]

    def __bool__(self) -> bool:
        return bool(self.items)

    @property
    def timed(self) -> bool:
        """A message on show will go by itself (and fades): the screen needs frames until it has gone."""
        return any(item[2] is not None for item in self.items)

    @property
    def last(self):
        return self.items[-1] if self.items else None

    def draw_boxes(
        self,
        surface,
        anchor,
        size: int,
        count: int = 1,
        fade: bool = False,
        alpha: int = 235,
        pad=(28, 12),
        within: pygame.Rect | None = None,
        at: str = "midtop",
        gap: int = 6,
    ) -> None:
        """The newest `count` messages as framed boxes, the first placed by `at` on `anchor`, the rest below."""
        x, y = anchor
        for text, colour, left, _seats in self.items[-count:]:
            words = assets.text(text, size, colour, bold=True)
            box = words.get_rect(**{at: (x, y)}).inflate(*pad)
            if within is not None:
                box.clamp_ip(within)
            shade = int(alpha * min(1.0, left)) if fade and left is not None else alpha
            common.panel(surface, box, alpha=shade, edge=colour)
            surface.blit(words, words.get_rect(center=box.center))
            x, y = box.centerx, box.bottom + gap
            at = "midtop"

    def draw_lines(self, surface, pos, width: int, size: int, colour_of, count: int = 7, spacing: int = 4) -> int:
        """The newest `count` messages as wrapped lines (a report); `colour_of(item)` picks each colour."""
        x, y = pos
        for item in self.items[-count:]:
            y = common.blit_wrapped(surface, item[0], (x, y), width, size, colour_of(item)) + spacing
        return y
