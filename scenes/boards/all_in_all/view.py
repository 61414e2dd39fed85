"""All in All's table: ten portals with the cards found there and the ships landed above them,
every player's home planet and hand, and the viewer's own hand face up.

The board draws only the view it is given (the public table when a decision needs no
secrets) and turns clicks into actions; the rules judge them.
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from game.rules.all_in_all import (
    CARDS,
    COLLECT,
    DRAW,
    EXPLORE,
    LAND,
    NUMBERS,
    PICK,
    RELICS,
)
from scenes import assets, palette
from scenes.boards.all_in_all.art import FLIGHT, GOLD, SPRITES, back_image, card_image, portal, tinted
from scenes.boards.all_in_all.ending import result_summary
from scenes.boards.all_in_all.input import AllInAllInput
from scenes.boards.all_in_all.news import HOLD, STAGGER, AllInAllNews, is_deal
from scenes.boards.all_in_all.panels import AllInAllPanels
from scenes.boards.base import Board
from scenes.boards.kit import arc, glow_rect, smooth

SOUNDS = {
    **dict.fromkeys(("draw", "collect", "pick", "alien"), "flip"),
    **dict.fromkeys(("place", "steal"), "place"),
    "sabortal": "battle",
    **dict.fromkeys(("land", "super_mission"), "move"),
    "time_thief": "hyperspace",
}


def flying_ships(view, explorer) -> list[int]:
    """Ships not landed yet that fly with the explorer, in turn order after it."""
    n = view["players"]
    start = explorer if explorer is not None else 0
    return [s for s in ((start + k) % n for k in range(n)) if view["landed"][s] < 0 and s != explorer]




class AllInAllBoard(AllInAllInput, AllInAllNews, AllInAllPanels, Board):
    SOUNDS = SOUNDS
    SCORE_LABEL = "relics"  # what the score column counts; the sets that win are told under it

    def result_summary(self, view, result):
        return result_summary(view, result, self.props.names)

    def __init__(self):
        super().__init__()
        self.selected = None  # an alien chosen from the hand, waiting for its target
        self.scheme = None  # (portal, relic) the Schemer will take
        self.clock = 0.0
        self.hovered = None
        self.view = None
        self.skipping = False  # a person clicked to skip the deal in progress

    # --- geometry ---------------------------------------------------------------------------------
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

    def toast_bottom(self) -> int:  # above the players' panels: never over "Your hand"
        return self.panels_rect.top - 8

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

    def hand_groups(self, view) -> list[tuple[pygame.Rect, str, int]]:
        seat = view.get("seat")
        if seat is None:
            return []
        hand = view["hands"][seat]
        names = [(CARDS[c], hand[c]) for c in range(12) if hand[c]]
        h = min(self.hand_rect.height - 24, int(self.card_h * 1.0))
        w = int(h / 1.4)
        x = self.hand_rect.x + 130
        groups = []
        for name, count in names:
            groups.append((pygame.Rect(x, self.hand_rect.y + 18, w, h), name, count))
            x += w + 10
        return groups

    def backs_rect(self, seat: int, players: int) -> pygame.Rect:
        panel = self.panel(seat, players)
        return pygame.Rect(panel.x + 6, panel.y + 32, panel.width - 12, 30)

    # --- following the game ---------------------------------------------------------------------------
    def sync(self, view):
        self.view = view
        self.timeline.clear()
        self.selected = self.scheme = None

    def animate(self, events, view):
        old = self.view
        self.view = view
        self.selected = self.scheme = None
        self.drop_hint()
        dealing = is_deal(events)
        if not dealing:
            self.timeline.clear()  # a deal's cards fly on together: the next one sets off before the last lands
            self.skipping = False
        elif not self.skipping:
            target = 7 if view["players"] <= 4 else 6
            words = "Dealing" if view["mission"] == 0 else "Hands refill from the pile"
            self.banner.show(f"{words}: every hand fills to {target} cards. Click the table to skip.", palette.GLOW,
                             1.0, replace=True)  # fmt: skip
        flights = 0
        say = partial(self.banner.show, replace=True)  # news of this move replaces the last
        n = view["players"]
        names = self.props.names
        for event in events:
            kind = event["type"]
            start = end = None
            image = event.get("card")
            if kind == "draw":
                start = self.backs_rect(event["from"], n).center
                end = self._portal_slot(view, event["portal"]).center
            elif kind == "alien":
                start = self.backs_rect(event["seat"], n).center
                end = self._portal_slot(view, event["portal"]).center
            elif kind in ("collect", "pick"):
                start = self._portal_slot(old or view, event["portal"], 0).center
                end = self._hand_spot(view, event["seat"])
            elif kind == "place":
                start = self._hand_spot(view, event["seat"])
                k = RELICS.index(event["card"])
                end = self.home_slot(event["seat"], k, n, view["homes"][event["seat"]][k] - 1).center
            elif kind == "steal":
                k = RELICS.index(event["card"])
                start = self.home_slot(event["from"], k, n).center
                end = self.home_slot(event["seat"], k, n, view["homes"][event["seat"]][k] - 1).center
            elif kind == "deal" and not self.skipping:
                start, end, image = self.pile_rect.center, self.backs_rect(event["seat"], n).center, None
            elif kind == "leftovers":
                self._sweep(old or view, event)
                say(f"The cards left under the portals go to {names[event['seat']]}, who held the pass",
                    palette.ACCENT, 2.4)  # fmt: skip
            elif kind == "pass":  # after the leftovers' news, once their cards have flown
                words = f"The starting pass moves to {names[event['seat']]}"
                swept = any(e["type"] == "leftovers" for e in events)
                later = HOLD["leftovers"] if swept else 0.0  # the leftovers' news is read first
                self.timeline.call(later, partial(self.banner.show, words, GOLD, 2.4, replace=True))
            elif kind == "sabortal":
                say(
                    f"Sabortal! {names[event['seat']]} drew it from {names[event['from']]}: the mission is over",
                    palette.BAD,
                    2.4,
                    replace=True,
                )
                start = self.backs_rect(event["from"], n).center
                end = self.ring_rect(event["portal"]).center
                image = "sabortal"
            elif kind == "super_mission":
                say("Super-mission! Every ship still flying lands at portal 10", GOLD, 2.4)
            elif kind == "time_thief":
                say(
                    "Time Thief: every landed ship moves 3 portals towards the front", (70, 225, 225), 2.2, replace=True
                )
            elif kind == "scheme":
                say("Schemer: nobody may land this turn", (240, 90, 210), 2.0)
            elif kind == "mission":
                say(
                    f"Mission {event['number']}: {names[event['seat']]} explores portal {event['portal'] + 1}",
                    palette.GLOW,
                    1.8,
                    replace=True,
                )
            elif kind == "mission_over" and event["order"]:
                order = ", ".join(names[s] for s in event["order"])
                say(f"Mission over. Collecting, furthest first: {order}", palette.ACCENT, 2.4, replace=True)
            elif kind == "win":
                say(f"{names[event['seat']]} has three sets of three and wins!", GOLD, 6.0)
            elif kind == "stalemate":
                say("The draw pile is empty and nobody placed a relic: the game is over", GOLD, 6.0, replace=True)
            if start is not None and end is not None:
                self.timeline.add(FLIGHT, STAGGER * flights, smooth, tag="flight", image=image, start=start, end=end)
                flights += 1

    def _portal_slot(self, view, p: int, extra: int = -1) -> pygame.Rect:
        count = len(view["portals"][p]) + extra
        col = self.column(p)
        return pygame.Rect(
            col.centerx - self.card_w // 2, self.cards_top + max(0, count) * self.overlap, self.card_w, self.card_h
        )

    def _hand_spot(self, view, seat: int):
        if view.get("seat") == seat:
            return (self.hand_rect.x + 180, self.hand_rect.centery)
        return self.backs_rect(seat, view["players"]).center

    def update(self, dt):
        super().update(dt)
        self.clock += dt

    def hover(self, pos):
        self.hovered = pos

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface, view, legal, hint=None):
        key = (repr(view), repr(legal), repr(hint), self.selected, self.scheme)
        self.draw_table(surface, key, lambda table: self._draw_still(table, view, legal, hint))
        self._draw_explorer(surface, view)
        self._draw_flights(surface)
        self._draw_banner(surface)
        self._draw_tooltip(surface, view)

    def _draw_still(self, surface, view, legal, hint):
        """Everything that only changes with a move or a choice: one picture until then."""
        self._draw_portals(surface, view, legal, hint)
        self._draw_pile(surface, view)
        self._draw_panels(surface, view, legal, hint)
        self._draw_hand(surface, view, legal, hint)

    def _draw_explorer(self, surface, view):
        """The exploring ship hovering over its portal, and the ships still flying with it in a row beside it."""
        p = view["portal"]
        if view["phase"] not in (EXPLORE, DRAW, LAND) or not 0 <= p < 10:
            return
        column = self.column(p)
        width = int(min(self.col_w - 14, 64))
        explorer = view["explorer"] if view["phase"] != LAND else None
        if explorer is not None:
            bob = math.sin(self.clock * 3) * 3
            centre = (column.centerx, self.rect.y + self.ship_h * 0.38 + bob)
            self._draw_ship(surface, explorer, centre, width, ghost=True)
        # the others in a row to its right, over portals not yet explored (where no ship has landed)
        small = int(width * 0.7)
        x = column.right + small // 2 if explorer is not None else column.x + small // 2 + 4
        for seat in flying_ships(view, explorer):
            self._draw_ship(surface, seat, (x, self.rect.y + self.ship_h * 0.38), small, ghost=True)
            x += small + 4

    def _mission_live(self, view) -> bool:
        return view["phase"] in (EXPLORE, DRAW, LAND, PICK, COLLECT)

    def _draw_portals(self, surface, view, legal, hint):
        phase = view["phase"]
        current = view["portal"]
        first = 3 if view["mission"] == 1 else 0
        n = view["players"]
        for p in range(10):
            ring = self.ring_rect(p)
            value = NUMBERS[p]
            explored = self._mission_live(view) and first <= p <= current and not (phase == EXPLORE and p == current)
            active = phase in (EXPLORE, DRAW, LAND) and p == current
            if active:
                glow_rect(surface, ring.inflate(10, 6), palette.ACCENT, width=2, radius=ring.width // 2)
            surface.blit(portal(value, explored or active, ring.size), ring)
            number = assets.text(
                str(value), int(ring.height * 0.7), palette.INK if explored or active else palette.DIM, bold=True
            )
            surface.blit(number, number.get_rect(center=ring.center))
            label = assets.text(f"#{p + 1}", 15, palette.DIM)
            surface.blit(label, label.get_rect(midtop=(ring.centerx, ring.bottom - 2)))
            # ships landed here: the first at the bottom, later ones above
            stack = view["ships"][p]
            ship_w = int(min(self.col_w - 14, 64))
            ship_h = int(ship_w * 0.62)
            step = min(ship_h * 0.8, (self.ship_h - ship_h) / max(1, len(stack) - 1)) if len(stack) > 1 else 0
            col = self.column(p)
            for i, seat in enumerate(stack):
                y = self.rect.y + self.ship_h - ship_h - int(i * step)
                self._draw_ship(surface, seat, (col.centerx, y + ship_h // 2), ship_w)
        for rect, _p, name in self.card_rects(view):
            surface.blit(card_image(name, rect.size), rect)
        clickable = {(a[1], a[2]) for a in legal if isinstance(a, tuple) and a[0] in ("collect", "pick")}
        if phase == EXPLORE and self.selected == "schemer":
            clickable = {(a[1], a[2]) for a in legal if a[0] == "schemer"}
        shown = set()
        for rect, p, name in reversed(self.card_rects(view)):
            if (p, name) in clickable and (p, name) not in shown:
                shown.add((p, name))
                visible = pygame.Rect(rect.x, rect.y, rect.width, rect.height)
                glow_rect(surface, visible, palette.GOOD, width=2, radius=6)
        if self.scheme is not None:
            for rect, p, name in reversed(self.card_rects(view)):
                if (p, name) == self.scheme:
                    glow_rect(surface, rect, palette.ACCENT, width=3, radius=6)
                    break
        if isinstance(hint, tuple) and hint and hint[0] in ("collect", "pick"):
            for rect, p, name in reversed(self.card_rects(view)):
                if (p, name) == (hint[1], hint[2]):
                    glow_rect(surface, rect.inflate(6, 6), GOLD, width=3, radius=8)
                    break
        if phase == LAND and n:
            col = self.column(current)
            pygame.draw.rect(surface, palette.ACCENT, col.inflate(-4, 0), width=2, border_radius=8)

    def _draw_ship(self, surface, seat, centre, width, ghost=False):
        colour = palette.seat_colour(seat, self.safe)
        height = int(width * 0.62)
        ship = tinted(f"{SPRITES}ship.png", colour, (width, height))
        if ghost:
            ship = ship.copy()
            ship.set_alpha(150)
        rect = ship.get_rect(center=(int(centre[0]), int(centre[1])))
        surface.blit(ship, rect)
        token = assets.token(palette.seat_shape(seat), colour, max(12, int(height * 0.6)))
        surface.blit(token, token.get_rect(center=(rect.x + int(width * 0.42), rect.centery + 2)))

    def _draw_pile(self, surface, view):
        rect = self.pile_rect
        w = min(rect.width - 14, self.card_w)
        h = int(w * 1.4)
        count = view["pile"]
        x, y = rect.centerx - w // 2, rect.y + 20
        for i in range(min(4, (count + 9) // 10)):
            surface.blit(back_image((w, h)), (x - i * 2, y - i * 2))
        if not count:
            pygame.draw.rect(surface, palette.DIM, (x, y, w, h), width=1, border_radius=8)
        label = assets.text(f"pile {count}", 18, palette.DIM)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, y + h + 6)))

    def _draw_flights(self, surface):
        w, h = self.card_w, self.card_h
        for flight in self.timeline.running("flight"):
            t = flight.progress
            (x0, y0), (x1, y1) = flight["start"], flight["end"]
            x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t - arc(t) * 40
            image = flight["image"]
            image = card_image(image, (w, h)) if image else back_image((w * 0.6, h * 0.6))
            surface.blit(image, image.get_rect(center=(int(x), int(y))))

    def _draw_banner(self, surface):
        """News under the portals' cards, where only a third card of a stack lies: portals, ships and the top
        cards stay in sight."""
        anchor = (self.rect.centerx - self.pile_w // 2, self.row_bottom - 2)
        self.banner.draw_boxes(surface, anchor, 22, alpha=235, pad=(24, 10), within=self.rect, at="midbottom")
