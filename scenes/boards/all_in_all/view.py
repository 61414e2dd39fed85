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
    NUMBERS,
    RELICS,
)
from game.rules.words import N_
from game.words import _
from scenes import assets, palette
from scenes.boards.all_in_all.art import FLIGHT, FLYING, GOLD, SPRITES, back_image, card_image, portal, tinted
from scenes.boards.all_in_all.geometry import AllInAllGeometry
from scenes.boards.all_in_all.input import AllInAllInput
from scenes.boards.all_in_all.news import HOLD, STAGGER, AllInAllNews, deal_words, is_deal
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


class AllInAllBoard(AllInAllInput, AllInAllNews, AllInAllPanels, AllInAllGeometry, Board):
    SOUNDS = SOUNDS
    SCORE_LABEL = N_("relics")  # what the score column counts; the sets that win are told under it

    @property
    def SHOW_HAND(self) -> str:  # noqa: N802 (the frame's name for it)
        """The frame's button that takes a public decision behind the curtain, in the player's language: the
        hand panel's words name it."""
        return _("Show my hand")


    def __init__(self):
        super().__init__()
        self.selected = None  # an alien chosen from the hand, waiting for its target
        self.scheme = None  # (portal, relic) the Schemer will take
        self.clock = 0.0
        self.hovered = None
        self.view = None
        self.skipping = False  # a person clicked to skip the deal in progress

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
            self.banner.show(deal_words(view["mission"], target), palette.GLOW, 1.0, replace=True)
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
                holder = names[event["seat"]]
                say(_("The cards left under the portals go to {name}, who held the pass").format(name=holder),
                    palette.ACCENT, 2.4)  # fmt: skip
            elif kind == "pass":  # after the leftovers' news, once their cards have flown
                words = _("The starting pass moves to {name}").format(name=names[event["seat"]])
                swept = any(e["type"] == "leftovers" for e in events)
                later = HOLD["leftovers"] if swept else 0.0  # the leftovers' news is read first
                self.timeline.call(later, partial(self.banner.show, words, GOLD, 2.4, replace=True))
            elif kind == "sabortal":
                say(
                    _("Sabortal! {name} drew it from {victim}: the mission is over").format(
                        name=names[event["seat"]], victim=names[event["from"]]
                    ),
                    palette.BAD,
                    2.4,
                    replace=True,
                )
                start = self.backs_rect(event["from"], n).center
                end = self.ring_rect(event["portal"]).center
                image = "sabortal"
            elif kind == "super_mission":
                say(_("Super-mission! Every ship still flying lands at portal 10"), GOLD, 2.4)
            elif kind == "time_thief":
                say(
                    _("Time Thief: every landed ship moves 3 portals towards the front"), (70, 225, 225), 2.2,
                    replace=True,
                )
            elif kind == "scheme":
                say(_("Schemer: nobody may land this turn"), (240, 90, 210), 2.0)
            elif kind == "mission":
                say(
                    _("Mission {number}: {name} explores portal {portal}").format(
                        number=event["number"], name=names[event["seat"]], portal=event["portal"] + 1
                    ),
                    palette.GLOW,
                    1.8,
                    replace=True,
                )
            elif kind == "mission_over" and event["order"]:
                order = ", ".join(names[s] for s in event["order"])
                say(_("Mission over. Collecting, furthest first: {order}").format(order=order), palette.ACCENT, 2.4,
                    replace=True)  # fmt: skip
            elif kind == "win":
                say(_("{name} has three sets of three and wins!").format(name=names[event["seat"]]), GOLD, 6.0)
            elif kind == "stalemate":
                say(_("The draw pile is empty and nobody placed a relic: the game is over"), GOLD, 6.0, replace=True)
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
        if self.asking.ask not in FLYING or not 0 <= p < 10:
            return
        column = self.column(p)
        width = int(min(self.col_w - 14, 64))
        explorer = view["explorer"] if self.asking.ask != "landing" else None
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
        return self.asking.ask in ("explore", "draw", "landing", "pick", "collect")

    def _draw_portals(self, surface, view, legal, hint):
        ask = self.asking.ask
        current = view["portal"]
        first = 3 if view["mission"] == 1 else 0
        n = view["players"]
        for p in range(10):
            ring = self.ring_rect(p)
            value = NUMBERS[p]
            explored = self._mission_live(view) and first <= p <= current and not (ask == "explore" and p == current)
            active = ask in FLYING and p == current
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
        if ask == "explore" and self.selected == "schemer":
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
        if ask == "landing" and n:
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
        # Translators: under the draw pile: how many cards it holds
        label = assets.text(_("pile {count}").format(count=count), 18, palette.DIM)
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
        newest = self.banner.items[-1][0] if self.banner.items else ""
        size = 22  # smaller for news longer than the table is wide (six names, or a longer language)
        while size > 14 and assets.font(size, True).size(newest)[0] + 24 > self.rect.width:
            size -= 1
        self.banner.draw_boxes(surface, anchor, size, alpha=235, pad=(24, 10), within=self.rect, at="midbottom")
