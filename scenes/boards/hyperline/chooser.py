"""The list of every legal decision, worded by the rules' own label for it: the way to any choice that has
no spot on the board yet. Click a row, or press its number, or move with the arrows and press Enter.
"""

from __future__ import annotations

import pygame

from game.words import _
from scenes import assets, common, palette
from scenes.base import CONFIRM, DOWN, NEXT, UP


class Chooser:
    def __init__(self):
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.items: list[tuple[str, object]] = []
        self.greyed: set[int] = set()  # rows shown for their reason only (a command not available)
        self.cursor = 0
        self.scroll = 0
        self.title = ""
        self._wrapped: dict = {}
        self.icons: dict[int, int] = {}
        self._shown_key, self._shown_rects = None, []
        self.hinted = (None, "")  # (the hint's action, its words): the title tells it while that hint is shown

    def layout(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)

    @property
    def row(self) -> int:
        """A one-line row: as the box allows (about seven rows), never for words larger than the table's body size."""
        return max(22, min(int(common.BODY / 0.72) + 1, self.rect.height // 7, self.rect.width // 16))

    @property
    def size(self) -> int:
        """The list's one type size: a long row wraps onto more lines, it never shrinks."""
        return int(self.row * 0.72)

    @property
    def room(self) -> int:
        """The width a row's words may take, after its number."""
        return self.rect.width - 12 - (8 + self.size) - 6

    @property
    def _limit(self) -> int:
        """The foot of the list's last whole one-line row: rows are drawn down to here."""
        return self.rect.y + self.row + 4 + max(1, (self.rect.height - self.row - 8) // self.row) * self.row

    def lines(self, index: int) -> tuple[str, ...]:
        """Row `index`'s words, wrapped to the list's width at its one type size."""
        label, size = self.items[index][0], self.size
        room = self.room - self.icons.get(index, 0) * self.row  # the pictures at its end: row - 2 square, 2 apart
        key = (label, size, room)
        if key not in self._wrapped:
            if len(self._wrapped) > 512:
                self._wrapped.clear()
            self._wrapped[key] = common.wrap(label, size, room)
        return self._wrapped[key]

    def height(self, index: int) -> int:
        """A row as tall as its wrapped words: one line is the list's row, each more adds a line of type."""
        step = assets.font(self.size).get_linesize()
        return self.row - 2 + (len(self.lines(index)) - 1) * step

    def _shown(self, scroll: int) -> list[pygame.Rect]:
        """The rects of the rows seen whole from `scroll` on (at least one: a very tall row is cut at the foot),
        kept until the rows, the scroll or the list's box change (asked for every row at every hover and draw)."""
        key = (tuple(label for label, __ in self.items), scroll, tuple(self.rect), tuple(sorted(self.icons.items())))
        if key == self._shown_key:
            return self._shown_rects
        y, rects = self.rect.y + self.row + 4, []
        for index in range(scroll, len(self.items)):
            height = self.height(index)
            if y + height + 2 > self._limit and rects:
                break
            rects.append(pygame.Rect(self.rect.x + 6, y, self.rect.width - 12, height))
            y += height + 2
        self._shown_key, self._shown_rects = key, rects
        return rects

    def fits(self, scroll: int) -> int:
        """How many rows from `scroll` on are seen whole."""
        return max(1, len(self._shown(scroll)))

    @property
    def visible(self) -> int:
        return self.fits(self.scroll)

    def set(self, items: list[tuple[str, object]], title: str = "", greyed=(), icons=None, start=0):
        """`icons`: row index -> how many pictures the table draws at that row's end (its words wrap before them).
        `start`: the row the highlight (Enter) starts on in a new list."""
        fresh = [a for __, a in items] != [a for __, a in self.items] or set(greyed) != self.greyed
        self.items, self.title, self.greyed, self.icons = items, title, set(greyed), dict(icons or {})
        if fresh:
            self.cursor, self.scroll = start, 0

    def number(self, index: int) -> int:
        """Row `index`'s number key (1-9 are keys; a row past 9 has none). A number belongs to its row however
        the list scrolls: numbers that followed the scroll made "1" mean another row than a moment before."""
        return index + 1

    def show_row(self, action):
        """Highlight the row of `action` and scroll it into view (nothing when no row is that action)."""
        index = next((i for i, (__, a) in enumerate(self.items) if a == action), None)
        if index is not None:
            self.cursor = index
            self._keep_cursor_visible()

    def _keep_cursor_visible(self):
        if self.cursor < self.scroll:
            self.scroll = self.cursor
        while self.cursor >= self.scroll + self.fits(self.scroll) and self.scroll < self.cursor:
            self.scroll += 1

    def row_rect(self, index: int) -> pygame.Rect | None:
        """Where row `index` is drawn, or None when it is scrolled out of view."""
        shown = self._shown(self.scroll)
        return pygame.Rect(shown[index - self.scroll]) if 0 <= index - self.scroll < len(shown) else None

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
            index = int(detail) - 1
            if index < len(self.items):
                self.cursor = index
                self._keep_cursor_visible()  # the row taken is seen taken
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
        for index, (__, candidate) in enumerate(self.items):
            if candidate == action:
                self.cursor = index
                self._keep_cursor_visible()

    def wheel(self, step: int):
        """Scroll by `step` rows (down when positive); the highlight stays on a row in view, so Enter takes a
        row that can be seen."""
        last = next((s for s in range(len(self.items)) if s + self.fits(s) >= len(self.items)), 0)
        self.scroll = max(0, min(last, self.scroll + step))
        self.cursor = max(self.scroll, min(self.scroll + self.visible - 1, self.cursor))

    def hint_title(self, hint) -> str | None:
        """The list's title while a hint is shown: its words where they fit, else which row (lit green) it is;
        the hint once came as a toast over the list's last rows."""
        index = next((i for i, (__, action) in enumerate(self.items) if action == hint), None)
        if index is None or hint is None or self.hinted[0] != hint:
            return None
        words = _("Hint: {move}  (Enter plays it)").format(move=self.hinted[1])
        if assets.text(words, self.size, palette.GOOD).get_width() <= self.rect.width - 16:
            return words
        return _("Hint: row {number}, in green  (Enter plays it)").format(number=self.number(index))

    def draw(self, surface, hint=None):
        common.panel(surface, self.rect, alpha=200)
        size = self.size
        shown = _("  ({first}-{last} of {count})")
        more = shown.format(
            first=self.scroll + 1, last=min(len(self.items), self.scroll + self.visible), count=len(self.items)
        )
        more = more if len(self.items) > self.visible else ""
        told = self.hint_title(hint)
        title, tone = (told, palette.GOOD) if told else (self.title + more, palette.ACCENT)
        if assets.text(title, size, tone).get_width() > self.rect.width - 16 and "  (" in title:
            # the keys' reminder gives way first (the count of rows stays): German titles are long
            title = told.rsplit("  (", 1)[0] if told else self.title.split("  (", 1)[0] + more
        heading, smaller = assets.text(title, size, tone), size
        while heading.get_width() > self.rect.width - 16 and smaller > 9:  # a long title shrinks, never spills
            smaller -= 1
            heading = assets.text(title, smaller, tone)
        surface.blit(heading, (self.rect.x + 10, self.rect.y + 4 + (size - smaller) // 2))
        for index, (__, action) in enumerate(self.items):
            rect = self.row_rect(index)
            if rect is None:
                continue
            if index == self.cursor:
                pygame.draw.rect(surface, (40, 60, 120), rect, border_radius=6)
                pygame.draw.rect(surface, palette.GLOW, rect, 1, border_radius=6)
            number = self.number(index)
            key = f"{number}" if number <= 9 else " "
            colour = palette.GOOD if hint is not None and action == hint else palette.INK
            if index in self.greyed:
                colour = palette.DIM
            surface.blit(assets.text(key, size, palette.DIM), (rect.x + 6, rect.y + 2))
            indent = 8 + size
            for line, words in enumerate(self.lines(index)):
                image = assets.text(words, size, colour)
                room = self.room - self.icons.get(index, 0) * self.row
                if image.get_width() > room:  # one word wider than the list: cut, never spilled
                    image = image.subsurface((0, 0, room, image.get_height()))
                surface.blit(image, (rect.x + indent, rect.y + 2 + line * assets.font(size).get_linesize()))
