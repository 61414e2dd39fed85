"""The list of every legal decision, worded by the rules' own describe(): the way to any choice that has
no spot on the board yet. Click a row, or press its number, or move with the arrows and press Enter.
"""

from __future__ import annotations

import pygame

from scenes import assets, common, palette
from scenes.base import CONFIRM, DOWN, NEXT, UP


class Chooser:
    def __init__(self):
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.items: list[tuple[str, object]] = []
        self.greyed: set[int] = set()  # rows shown for their reason only (a command not available)
        self.cursor = 0
        self.scroll = 0
        self.title = "Choose"

    def layout(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)

    @property
    def row(self) -> int:
        return max(22, min(64, self.rect.height // 7, self.rect.width // 16))

    @property
    def visible(self) -> int:
        return max(1, (self.rect.height - self.row - 8) // self.row)

    def set(self, items: list[tuple[str, object]], title: str = "Choose", greyed=()):
        if [a for _, a in items] != [a for _, a in self.items]:
            self.cursor, self.scroll = 0, 0
        self.items, self.title, self.greyed = items, title, set(greyed)

    def _keep_cursor_visible(self):
        if self.cursor < self.scroll:
            self.scroll = self.cursor
        elif self.cursor >= self.scroll + self.visible:
            self.scroll = self.cursor - self.visible + 1

    def row_rect(self, index: int) -> pygame.Rect | None:
        """Where row `index` is drawn, or None when it is scrolled out of view."""
        shown = index - self.scroll
        if not 0 <= shown < self.visible:
            return None
        return pygame.Rect(
            self.rect.x + 6, self.rect.y + self.row + 4 + shown * self.row, self.rect.width - 12, self.row - 2
        )

    def hit(self, pos):
        """The action of the row under `pos` (None elsewhere); a click on the list scrolls it when over the arrows."""
        for index in range(len(self.items)):
            rect = self.row_rect(index)
            if rect is not None and rect.collidepoint(pos):
                self.cursor = index
                return self.items[index][1]
        return None

    def hover(self, pos):
        """The pointer over a row moves the cursor there (the table previews that row)."""
        for index in range(len(self.items)):
            rect = self.row_rect(index)
            if rect is not None and rect.collidepoint(pos):
                self.cursor = index

    def key(self, intent, detail):
        """An action for a number key or Enter; arrows move the cursor (None then)."""
        if not self.items:
            return None
        if intent == "key" and isinstance(detail, str) and detail.isdigit() and detail != "0":
            index = self.scroll + int(detail) - 1
            if index < len(self.items):
                self.cursor = index
                return self.items[index][1]
            return None
        if intent in (DOWN, NEXT):
            self.cursor = (self.cursor + 1) % len(self.items)
        elif intent == UP:
            self.cursor = (self.cursor - 1) % len(self.items)
        elif intent == CONFIRM:
            return self.items[min(self.cursor, len(self.items) - 1)][1]
        self._keep_cursor_visible()
        return None

    def point_at(self, action):
        for index, (_, candidate) in enumerate(self.items):
            if candidate == action:
                self.cursor = index
                self._keep_cursor_visible()

    def wheel(self, step: int):
        """Scroll by `step` rows (down when positive); the highlight stays on a row in view, so Enter takes a
        row that can be seen."""
        self.scroll = max(0, min(len(self.items) - self.visible, self.scroll + step))
        self.cursor = max(self.scroll, min(self.scroll + self.visible - 1, self.cursor))

    def draw(self, surface, hint=None):
        common.panel(surface, self.rect, alpha=200)
        size = int(self.row * 0.72)
        more = f"  ({self.scroll + 1}-{min(len(self.items), self.scroll + self.visible)} of {len(self.items)})"
        title = self.title + (more if len(self.items) > self.visible else "")
        heading, smaller = assets.text(title, size, palette.ACCENT), size
        while heading.get_width() > self.rect.width - 16 and smaller > 9:  # a long title shrinks, never spills
            smaller -= 1
            heading = assets.text(title, smaller, palette.ACCENT)
        surface.blit(heading, (self.rect.x + 10, self.rect.y + 4 + (size - smaller) // 2))
        for index, (label, action) in enumerate(self.items):
            rect = self.row_rect(index)
            if rect is None:
                continue
            if index == self.cursor:
                pygame.draw.rect(surface, (40, 60, 120), rect, border_radius=6)
                pygame.draw.rect(surface, palette.GLOW, rect, 1, border_radius=6)
            number = index - self.scroll + 1
            key = f"{number}" if number <= 9 else " "
            colour = palette.GOOD if hint is not None and action == hint else palette.INK
            if index in self.greyed:
                colour = palette.DIM
            surface.blit(assets.text(key, size, palette.DIM), (rect.x + 6, rect.y + 2))
            indent = 8 + size
            room = rect.width - indent - 6
            words = assets.text(label, size, colour)
            smaller = size
            while words.get_width() > room and smaller > max(9, size * 3 // 4):  # a long row shrinks to be read whole
                smaller -= 1
                words = assets.text(label, smaller, colour)
            if words.get_width() > room:
                words = words.subsurface((0, 0, room, words.get_height()))
            surface.blit(words, (rect.x + indent, rect.y + 2))
