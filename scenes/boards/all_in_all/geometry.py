"""Where everything stands on All in All's table: the portals' columns, the cards under them, the players' panels
and home planets, the viewer's hand. Worked out from the board's rectangle at `layout`."""

from __future__ import annotations

import pygame

from game.rules.all_in_all import CARDS
from scenes import assets

NEWS = 22  # the size of the board's news under the portals (smaller only for news wider than the table)


class AllInAllGeometry:
    """A mixin of the board (scenes/boards/all_in_all/view.py): the board gives `rect` (through `layout`)."""

    def layout(self, rect):
        super().layout(rect)
        x, y, w, h = rect
        self.pile_w = max(70, w // 12)
        self.col_w = (w - self.pile_w - 10) / 10
        self.card_w = int(min(self.col_w - 10, max(70, h * 0.11)))  # 70 up to 720p, larger in a big window
        self.card_h = int(self.card_w * 1.4)
        self.overlap = max(16, int(self.card_h * 0.24))
        self.ship_h = int(h * 0.15)
        self.portal_h = int(h * 0.12)
        self.cards_top = y + self.ship_h + self.portal_h + 12
        self.row_bottom = self.cards_top + self.card_h + 2 * self.overlap + 4
        rest = rect.bottom - self.row_bottom - 8
        self.panels_rect = pygame.Rect(x, self.row_bottom + 6, w, int(rest * 0.57))
        self.hand_rect = pygame.Rect(x, self.panels_rect.bottom + 6, w, rect.bottom - self.panels_rect.bottom - 6)
        self.pile_rect = pygame.Rect(
            rect.right - self.pile_w, y + self.ship_h, self.pile_w, self.portal_h + self.card_h
        )

    def toast_bottom(self) -> int:
        """Above the band of the board's news under the portals (a toast had covered the deal's news at the start of
        the game after the lesson), so above the players' panels too: never over "Your hand"."""
        return self.row_bottom - 2 - (assets.font(NEWS, True).get_height() + 10) - 8

    def column(self, p: int) -> pygame.Rect:
        x = self.rect.x + p * self.col_w
        return pygame.Rect(int(x), self.rect.y, int(self.col_w), self.row_bottom - self.rect.y)

    def ring_rect(self, p: int) -> pygame.Rect:
        col = self.column(p)
        size = min(self.portal_h - 4, int(self.col_w * 0.9))
        return pygame.Rect(col.centerx - size // 2, self.rect.y + self.ship_h + 2, size, size)

    def card_rects(self, view) -> list[tuple[pygame.Rect, int, str]]:
        """Cards under the portals, bottom-most (top of the pile on screen) last."""
        found = []
        room = self.card_h + 2 * self.overlap
        for p, cards in enumerate(view["portals"]):
            if not cards:
                continue
            step = self.overlap if len(cards) <= 3 else max(6, (room - self.card_h) // (len(cards) - 1))
            col = self.column(p)
            for i, c in enumerate(cards):
                rect = pygame.Rect(col.centerx - self.card_w // 2, self.cards_top + i * step, self.card_w, self.card_h)
                found.append((rect, p, CARDS[c]))
        return found

    def panel(self, seat: int, players: int) -> pygame.Rect:
        w = self.panels_rect.width / players
        return pygame.Rect(
            int(self.panels_rect.x + seat * w) + 3, self.panels_rect.y, int(w) - 6, self.panels_rect.height
        )

    def home_layout(self, players: int) -> tuple[bool, int]:
        """(one row of eight kinds, icon size); narrow panels use two rows of four."""
        panel_w = self.panels_rect.width / players - 6
        room = self.panels_rect.height - 74
        most = max(30, self.rect.height * 0.05)  # 30 up to 720p; a big window's relics are not lost in its panels
        if (panel_w - 12) / 8 >= 22:
            return True, int(max(12, min(most, (panel_w - 12) / 8 - 2, (room - 10) / 2.1)))
        return False, int(max(12, min(most, (panel_w - 12) / 4 / 1.7, room / 2 - 9)))

    def home_slot(self, seat: int, kind: int, players: int, count_index: int = 0) -> pygame.Rect:
        panel = self.panel(seat, players)
        wide, size = self.home_layout(players)
        if wide:  # eight columns; a set grows upwards
            gap = (panel.width - 12 - 8 * size) / 7
            x = panel.x + 6 + kind * (size + gap)
            y = panel.bottom - 12 - size - count_index * int(size * 0.55)
        else:  # two rows of four; a set grows to the right
            cell = (panel.width - 12) / 4
            x = panel.x + 6 + (kind % 4) * cell + count_index * int(size * 0.33)
            y = panel.bottom - 10 - (2 - kind // 4) * (size + 9)
        return pygame.Rect(int(x), int(y), size, size)

    def hand_info_rect(self) -> pygame.Rect:
        """The hand panel's right end: the collection's counter, or the mission, its portal and the refill."""
        rect = self.hand_rect
        return pygame.Rect(rect.right - 210, rect.y + 8, 200, rect.height - 16)

    def hand_groups(self, view) -> list[tuple[pygame.Rect, str, int]]:
        """The viewer's cards, one group a kind, between the title and the mission's words: a hand too long for the
        row overlaps its cards (at 1024x600 eight kinds ran under "Mission N"); later groups lie on top."""
        seat = view.get("seat")
        if seat is None:
            return []
        hand = view["hands"][seat]
        names = [(CARDS[c], hand[c]) for c in range(12) if hand[c]]
        h = min(self.hand_rect.height - 24, int(self.card_h * 1.0))
        w = int(h / 1.4)
        x = self.hand_rect.x + 130
        room = self.hand_info_rect().left - 8 - x
        step = w + 10
        if len(names) > 1 and w + (len(names) - 1) * step > room:
            step = max(6, (room - w) / (len(names) - 1))
        groups = []
        for i, (name, count) in enumerate(names):
            groups.append((pygame.Rect(int(x + i * step), self.hand_rect.y + 18, w, h), name, count))
        return groups

    def backs_rect(self, seat: int, players: int) -> pygame.Rect:
        panel = self.panel(seat, players)
        return pygame.Rect(panel.x + 6, panel.y + 32, panel.width - 12, 30)

    def spot(self, spot_id):
        """A lesson's spots (docs/lessons.md): "portal:N" (1-10, its column), "ring:N" (its portal ring),
        "cards:N" (the cards found under it), "player:<seat>" (a player's panel), "hand", "hand:<card>", "pile"."""
        kind, _, name = spot_id.partition(":")
        view = self.props.view if self.props is not None else {}
        players = view.get("players", 0)
        if kind in ("portal", "ring", "cards") and name.isdigit() and 1 <= int(name) <= 10:
            p = int(name) - 1
            if kind == "cards":
                return pygame.Rect(self.column(p).x, self.cards_top, int(self.col_w), self.row_bottom - self.cards_top)
            return self.column(p) if kind == "portal" else self.ring_rect(p)
        if kind == "player" and name.isdigit() and int(name) < players:
            return self.panel(int(name), players)
        if spot_id in ("hand", "pile"):
            return pygame.Rect(self.hand_rect if spot_id == "hand" else self.pile_rect)
        if kind == "hand" and view:
            return next((pygame.Rect(rect) for rect, card, _count in self.hand_groups(view) if card == name), None)
        return None
