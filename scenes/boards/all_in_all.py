"""All in All's table: ten portals with the cards found there and the ships landed above them,
every player's home planet and hand, and the viewer's own hand face up.

The board draws only the view it is given (the public table when a decision needs no
secrets) and turns clicks into actions; the rules judge them.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.rules.all_in_all import (
    ALIENS,
    CAP,
    CARDS,
    COLLECT,
    DONE,
    DRAW,
    EXPLORE,
    FLY,
    HAND,
    HOME,
    KINDS,
    LAND,
    LAND_ACTION,
    NO_PICK,
    NUMBERS,
    OVER,
    PICK,
    RELICS,
    SHORT,
)
from scenes import assets, common, palette
from scenes.boards.base import Board

SPRITES = "sprites/all_in_all/"
VALUE_COLOURS = {1: (86, 180, 233), 2: (0, 200, 140), 3: (230, 159, 0), 4: (204, 121, 167)}
GOLD = (250, 215, 90)
FLIGHT = 0.55  # seconds a card takes to fly, at normal speed


def card_image(name: str, size) -> pygame.Surface:
    return assets.scaled(f"{SPRITES}card_{name}.png", (int(size[0]), int(size[1])))


def back_image(size) -> pygame.Surface:
    return assets.scaled(f"{SPRITES}card_back.png", (int(size[0]), int(size[1])))


def icon(name: str, size: int) -> pygame.Surface:
    return assets.scaled(f"{SPRITES}icon_{name}.png", (int(size), int(size)))


@lru_cache(maxsize=128)
def tinted(relative: str, colour, size) -> pygame.Surface:
    surface = assets.scaled(relative, size).copy()
    surface.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return surface


@lru_cache(maxsize=64)
def faded(name: str, size: int, alpha: int) -> pygame.Surface:
    surface = icon(name, size).copy()
    surface.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return surface


def actor_of(view) -> int | None:
    phase = view["phase"]
    if phase == EXPLORE:
        return view["explorer"]
    if phase in (LAND, COLLECT):
        return view["queue"][0] if view["queue"] else None
    if phase == PICK:
        return view["victim"]
    return None


class AllInAllBoard(Board):
    def __init__(self, scene):
        super().__init__(scene)
        self.selected = None  # an alien chosen from the hand, waiting for its target
        self.scheme = None  # (portal, relic) the Schemer will take
        self.flights: list[dict] = []
        self.banner = None  # (text, colour, seconds left)
        self.clock = 0.0
        self.hovered = None
        self.view = None

    # --- geometry ---------------------------------------------------------------------------------
    def layout(self, rect):
        super().layout(rect)
        x, y, w, h = rect
        self.pile_w = max(70, w // 12)
        self.col_w = (w - self.pile_w - 10) / 10
        self.card_w = int(min(self.col_w - 10, 70))
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
        if (panel_w - 12) / 8 >= 22:
            return True, int(max(12, min(30, (panel_w - 12) / 8 - 2, (room - 10) / 2.1)))
        return False, int(max(12, min(30, (panel_w - 12) / 4 / 1.7, room / 2 - 9)))

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
        self.flights = []
        self.selected = self.scheme = None
        self.animating = False

    def animate(self, events, view):
        old = self.view
        self.view = view
        self.selected = self.scheme = None
        pace = self._pace()
        n = view["players"]
        names = self.scene.names
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
            elif kind == "deal":
                start, end, image = self.pile_rect.center, self.backs_rect(event["seat"], n).center, None
            elif kind == "sabortal":
                self.banner = (
                    f"Sabortal! {names[event['seat']]} drew it from {names[event['from']]}: the mission is over",
                    palette.BAD,
                    2.4,
                )
                start = self.backs_rect(event["from"], n).center
                end = self.ring_rect(event["portal"]).center
                image = "sabortal"
            elif kind == "super_mission":
                self.banner = ("Super-mission! Every ship still flying lands at portal 10", GOLD, 2.4)
            elif kind == "time_thief":
                self.banner = ("Time Thief: every landed ship moves 3 portals towards the front", (70, 225, 225), 2.2)
            elif kind == "scheme":
                self.banner = ("Schemer: nobody may land this turn", (240, 90, 210), 2.0)
            elif kind == "mission":
                self.banner = (
                    f"Mission {event['number']}: {names[event['seat']]} explores portal {event['portal'] + 1}",
                    palette.GLOW,
                    1.8,
                )
            elif kind == "mission_over" and event["order"]:
                order = ", ".join(names[s] for s in event["order"])
                self.banner = (f"Mission over. Collecting, furthest first: {order}", palette.ACCENT, 2.4)
            elif kind == "win":
                self.banner = (f"{names[event['seat']]} has three sets of three and wins!", GOLD, 6.0)
            elif kind == "stalemate":
                self.banner = ("The draw pile is empty and nobody placed a relic: the game is over", GOLD, 6.0)
            if start is not None and end is not None and pace:
                self.flights.append(
                    {"image": image, "from": start, "to": end, "t": 0.0, "delay": 0.05 * len(self.flights)}
                )
        self.animating = bool(self.flights)

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

    def animation_time(self, events):
        pace = self._pace()
        if not pace or not self.flights:
            return 0.0
        return FLIGHT * pace + 0.05 * len(self.flights)

    def sounds(self, events):
        found = []
        for event in events:
            kind = event["type"]
            if kind in ("draw", "collect", "pick", "alien"):
                found.append("flip")
            elif kind in ("place", "steal"):
                found.append("place")
            elif kind == "sabortal":
                found.append("battle")
            elif kind in ("land", "super_mission"):
                found.append("move")
            elif kind == "time_thief":
                found.append("hyperspace")
        return found[:2]

    def update(self, dt):
        self.clock += dt
        if self.banner is not None:
            text, colour, left = self.banner
            self.banner = (text, colour, left - dt) if left - dt > 0 else None
        pace = self._pace()
        if not self.flights:
            self.animating = False
            return
        for flight in self.flights:
            if flight["delay"] > 0:
                flight["delay"] -= dt
            else:
                flight["t"] += dt / (FLIGHT * pace) if pace else 1.0
        self.flights = [f for f in self.flights if f["t"] < 1.0]
        self.animating = bool(self.flights)

    def hover(self, pos):
        self.hovered = pos

    # --- clicks and choices ------------------------------------------------------------------------------
    def hit(self, pos, view):
        phase = view["phase"]
        me = view.get("seat")
        n = view["players"]
        mine = me is not None and actor_of(view) == me
        for rect, p, name in reversed(self.card_rects(view)):
            if rect.collidepoint(pos):
                if phase == COLLECT:
                    return "action", ("collect", p, name)
                if phase == PICK:
                    return "action", ("pick", p, name)
                if phase == EXPLORE and self.selected == "schemer" and mine:
                    if name not in RELICS:
                        return "reason", "The Schemer takes a relic, never an alien."
                    self.scheme = (p, name)
                    self._refresh()
                    return None
                return (
                    "reason",
                    "Cards under the portals are collected when the mission ends, by the players who landed.",
                )
        for rect, name, _count in self.hand_groups(view):
            if rect.collidepoint(pos):
                if phase == COLLECT:
                    return "action", ("place", name)
                if phase == EXPLORE and mine and name in ALIENS:
                    self.selected = None if self.selected == name else name
                    self.scheme = None
                    self._refresh()
                    return None
                if phase == EXPLORE and mine:
                    return (
                        "reason",
                        "Explore by drawing a card from another player's hand (click their cards), or play an alien.",
                    )
                return None
        if phase == EXPLORE and self.selected == "pilferer" and mine:
            for seat in range(n):
                for k in range(KINDS):
                    count = view["homes"][seat][k]
                    for index in range(max(1, count)):
                        if count and self.home_slot(seat, k, n, index).collidepoint(pos):
                            return "action", ("pilferer", seat, RELICS[k])
        for seat in range(n):
            if self.panel(seat, n).collidepoint(pos):
                if phase == EXPLORE and mine and self.selected is None:
                    return "action", ("draw", seat)
                if phase == EXPLORE and mine and self.selected == "pilferer":
                    return "reason", "Click a relic on another player's home planet to steal it."
                return None
        if phase == LAND:
            p = view["portal"]
            if self.column(p).collidepoint(pos):
                return "action", LAND_ACTION
        return None

    def _refresh(self):
        self.scene.shown_key = None  # the frame rebuilds the buttons for the new choice

    def buttons(self, view, legal):
        phase = view["phase"]
        names = self.scene.names
        if phase == EXPLORE:
            if self.selected == "time_thief":
                return [("Play the Time Thief  [T]", ("time_thief",), "t")]
            if self.selected == "schemer" and self.scheme is not None:
                p, name = self.scheme
                found = []
                if ("schemer", p, name, HOME) in legal:
                    found.append(("Onto my planet  [P]", ("schemer", p, name, HOME), "p"))
                found.append(("Into my hand  [H]", ("schemer", p, name, HAND), "j"))
                return found
            if self.selected is not None:
                return []
            draws = [a for a in legal if a[0] == "draw"]
            return [(f"{names[a[1]]}  [{i + 1}]", a, str(i + 1)) for i, a in enumerate(draws)]
        if phase == LAND:
            return [
                ("Land here  [L]", LAND_ACTION, "l"),
                ("Fly on  [F]", FLY, "f"),
            ]
        if phase == PICK:
            return [("Take nothing  [N]", NO_PICK, "n")]
        if phase == COLLECT:
            left = view["actions_left"]
            return [("Done  [D]" if left else "Done", DONE, "d")]
        return []

    def prompt(self, view, seat, legal):
        phase = view["phase"]
        p = view["portal"]
        if phase == EXPLORE:
            if self.selected == "pilferer":
                return "Pilferer: click a relic on another player's planet to steal it (not from a set of three)."
            if self.selected == "schemer":
                if self.scheme is not None:
                    return f"Schemer: the {SHORT[self.scheme[1]]} goes onto your planet or into your hand."
                return "Schemer: click a relic under any portal. Nobody lands this turn."
            if self.selected == "time_thief":
                return "Time Thief: every landed ship moves 3 portals towards portal 1."
            has_alien = any(a[0] != "draw" for a in legal)
            extra = " or play an alien from your hand" if has_alien else ""
            return f"Explore portal {p + 1} (worth {NUMBERS[p]}): draw from a player's hand{extra}."
        if phase == LAND:
            return (
                f"Land at portal {p + 1} for {NUMBERS[p]} action(s), or fly on? A sabortal strands ships still flying."
            )
        if phase == PICK:
            return "Your sabortal ended the mission: click a card under a portal to take it, or take nothing."
        if phase == COLLECT:
            left = view["actions_left"]
            return f"{left} action(s): click a portal card to collect it, or a relic in your hand to place it."
        return "Your move."

    def seat_status(self, view, seat):
        cards = view["hands"][seat]
        count = sum(cards) if isinstance(cards, list) else cards
        where = view["landed"][seat]
        state = f"landed {where + 1}" if where >= 0 else "flying" if view["phase"] in (EXPLORE, DRAW, LAND) else ""
        return f"{count} card{'s' if count != 1 else ''}" + (f" · {state}" if state else "")

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface, view, legal, hint=None):
        self.view = view
        self._draw_portals(surface, view, legal, hint)
        self._draw_pile(surface, view)
        self._draw_panels(surface, view, legal, hint)
        self._draw_hand(surface, view, legal, hint)
        self._draw_flights(surface)
        self._draw_banner(surface)

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
            colour = VALUE_COLOURS[value]
            explored = self._mission_live(view) and first <= p <= current and not (phase == EXPLORE and p == current)
            active = phase in (EXPLORE, DRAW, LAND) and p == current
            shade = colour if explored or active else tuple(int(c * 0.45) for c in colour)
            if active:
                common.glow_rect(surface, ring.inflate(10, 6), palette.ACCENT, width=2, radius=ring.width // 2)
            surface.blit(tinted(f"{SPRITES}portal.png", shade, ring.size), ring)
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
            if active and phase in (EXPLORE, DRAW):
                seat = view["explorer"]
                bob = math.sin(self.clock * 3) * 3
                self._draw_ship(surface, seat, (col.centerx, self.rect.y + self.ship_h // 2 + bob), ship_w, ghost=True)
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
                common.glow_rect(surface, visible, palette.GOOD, width=2, radius=6)
        if self.scheme is not None:
            for rect, p, name in reversed(self.card_rects(view)):
                if (p, name) == self.scheme:
                    common.glow_rect(surface, rect, palette.ACCENT, width=3, radius=6)
                    break
        if isinstance(hint, tuple) and hint and hint[0] in ("collect", "pick"):
            for rect, p, name in reversed(self.card_rects(view)):
                if (p, name) == (hint[1], hint[2]):
                    common.glow_rect(surface, rect.inflate(6, 6), GOLD, width=3, radius=8)
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

    def _draw_panels(self, surface, view, legal, hint):
        n = view["players"]
        names = self.scene.names
        actor = actor_of(view)
        draws = {a[1] for a in legal if isinstance(a, tuple) and a[0] == "draw"} if self.selected is None else set()
        steals = {(a[1], a[2]) for a in legal if isinstance(a, tuple) and a[0] == "pilferer"}
        winners = set(view["winners"])
        for seat in range(n):
            panel = self.panel(seat, n)
            colour = palette.seat_colour(seat, self.safe)
            edge = colour if seat == actor or seat in winners else palette.PANEL_EDGE
            common.panel(surface, panel, edge=edge)
            if seat in draws:
                common.glow_rect(surface, self.backs_rect(seat, n).inflate(4, 4), palette.GOOD, width=2, radius=6)
            if isinstance(hint, tuple) and hint and hint[0] == "draw" and hint[1] == seat:
                common.glow_rect(surface, panel, GOLD, width=3)
            badge = common.seat_badge(surface, seat, names[seat], (panel.x + 6, panel.y + 5), 20, self.safe, 20)
            right = panel.right - 6
            if view["pass_holder"] == seat:
                tag = assets.text("PASS", 15, GOLD, bold=True)
                right -= tag.get_width()
                surface.blit(tag, (right, panel.y + 8))
                right -= 6
            where = view["landed"][seat]
            if where >= 0:
                tag = assets.text(f"landed #{where + 1}", 15, palette.INK)
            elif view["phase"] in (EXPLORE, DRAW, LAND):
                tag = assets.text("flying", 15, palette.GOOD)
            else:
                tag = None
            if tag is not None and right - tag.get_width() > badge.right:
                surface.blit(tag, (right - tag.get_width(), panel.y + 8))
            self._draw_backs(surface, view, seat)
            self._draw_home(surface, view, seat, steals)

    def _draw_backs(self, surface, view, seat):
        n = view["players"]
        rect = self.backs_rect(seat, n)
        cards = view["hands"][seat]
        count = sum(cards) if isinstance(cards, list) else cards
        h = rect.height
        w = int(h / 1.4)
        step = max(3, min(w // 2, (rect.width * 0.45 - w) / max(1, count - 1)))
        x = rect.x
        for i in range(count):
            surface.blit(back_image((w, h)), (int(x + i * step), rect.y))
        x = int(x + (count - 1) * step + w + 6) if count else x
        label = assets.text(f"{count}", 20, palette.INK, bold=True)
        surface.blit(label, (x, rect.y + (h - label.get_height()) // 2))
        x += label.get_width() + 8
        known = view["known"][seat]
        if seat != view.get("seat") and any(known):
            size = max(12, h - 10)
            room = rect.right - (50 if any(c >= CAP for c in view["homes"][seat]) else 0)
            for c in range(11):
                for _ in range(known[c]):
                    if x + size > room:
                        break
                    surface.blit(icon(CARDS[c], size), (x, rect.y + 5))
                    x += size - 2

    def _draw_home(self, surface, view, seat, steals):
        n = view["players"]
        home = view["homes"][seat]
        size = self.home_layout(n)[1]
        panel = self.panel(seat, n)
        planet = tinted(f"{SPRITES}planet.png", palette.seat_colour(seat, self.safe), (size * 3, size * 3))
        planet = planet.copy()
        planet.set_alpha(70)
        surface.blit(planet, planet.get_rect(center=(panel.centerx, panel.bottom - size * 1.6)))
        for k in range(KINDS):
            count = home[k]
            base = self.home_slot(seat, k, n)
            if count >= CAP:
                column = base.union(self.home_slot(seat, k, n, CAP - 1)).inflate(4, 4)
                common.glow_rect(surface, column, GOLD, width=2, radius=5)
            if not count:
                surface.blit(faded(RELICS[k], size, 45), base)
            for i in range(count):
                slot = self.home_slot(seat, k, n, i)
                surface.blit(icon(RELICS[k], size), slot)
            if (seat, RELICS[k]) in steals and count:
                top = self.home_slot(seat, k, n, count - 1)
                common.glow_rect(surface, top.inflate(4, 4), palette.BAD, width=2, radius=5)
            for i in range(CAP):  # three pips under each kind: the way to a set
                colour = GOLD if i < count else palette.PANEL_EDGE
                pygame.draw.circle(surface, colour, (base.x + size // 2 - 6 + 6 * i, base.bottom + 5), 2)
        sets = sum(1 for c in home if c >= CAP)
        if sets:
            words = assets.text(f"{sets}/3 sets", 15, GOLD, bold=True)
            backs = self.backs_rect(seat, n)
            surface.blit(words, (backs.right - words.get_width(), backs.y + 6))

    def _draw_hand(self, surface, view, legal, hint):
        rect = self.hand_rect
        common.panel(surface, rect, alpha=160)
        seat = view.get("seat")
        if seat is None:
            common.blit_wrapped(
                surface,
                "Hands are hidden: this choice is made in the open. Use 'Show my hand' to look at yours "
                "behind the curtain.",
                (rect.x + 14, rect.y + 14),
                rect.width - 28,
                22,
                palette.DIM,
            )
            return
        colour = palette.seat_colour(seat, self.safe)
        surface.blit(assets.text("Your hand", 20, colour, bold=True), (rect.x + 12, rect.y + 6))
        phase = view["phase"]
        places = {a[1] for a in legal if isinstance(a, tuple) and a[0] == "place"}
        plays = {a[0] for a in legal if isinstance(a, tuple) and a[0] in ALIENS}
        for group, name, count in self.hand_groups(view):
            surface.blit(card_image(name, group.size), group)
            if count > 1:
                badge = assets.text(f"x{count}", 20, palette.INK, bold=True)
                back = pygame.Rect(0, 0, badge.get_width() + 10, badge.get_height() + 2)
                back.bottomright = (group.right - 2, group.bottom - 2)
                pygame.draw.rect(surface, palette.PANEL, back, border_radius=6)
                pygame.draw.rect(surface, palette.INK, back, width=1, border_radius=6)
                surface.blit(badge, badge.get_rect(center=back.center))
            if name in places or name in plays:
                common.glow_rect(surface, group, palette.GOOD, width=2, radius=6)
            if name == self.selected:
                common.glow_rect(surface, group.inflate(6, 6), palette.ACCENT, width=3, radius=8)
            if isinstance(hint, tuple) and hint and hint[0] == "place" and hint[1] == name:
                common.glow_rect(surface, group.inflate(6, 6), GOLD, width=3, radius=8)
        label = assets.text(SHORT.get(self.selected, ""), 18, palette.ACCENT) if self.selected else None
        if label is not None:
            surface.blit(label, (rect.x + 12, rect.y + 34))
        # the counter and the state of the mission, on the right
        info = pygame.Rect(rect.right - 210, rect.y + 8, 200, rect.height - 16)
        actor = actor_of(view)
        if phase == COLLECT and actor is not None:
            who = self.scene.names[actor]
            left = view["actions_left"]
            words = assets.text(f"{left}", 54, GOLD if actor == seat else palette.INK, bold=True)
            surface.blit(words, words.get_rect(midtop=(info.centerx, info.y)))
            under = "actions left" if actor == seat else f"actions left for {who}"
            common.blit_wrapped(
                surface, under, (info.x + 10, info.y + words.get_height()), info.width - 20, 18, palette.DIM
            )
        elif phase in (EXPLORE, DRAW, LAND):
            p = view["portal"]
            surface.blit(assets.text(f"Mission {view['mission']}", 20, palette.ACCENT), (info.x, info.y))
            surface.blit(assets.text(f"portal #{p + 1}: worth {NUMBERS[p]}", 18, palette.INK), (info.x, info.y + 26))
            target = 7 if view["players"] <= 4 else 6
            surface.blit(assets.text(f"hands refill to {target}", 16, palette.DIM), (info.x, info.y + 50))
        elif phase == OVER:
            surface.blit(assets.text("The game is over", 22, GOLD), (info.x, info.y))

    def _draw_flights(self, surface):
        w, h = self.card_w, self.card_h
        for flight in self.flights:
            if flight["delay"] > 0:
                continue
            t = flight["t"]
            t = t * t * (3 - 2 * t)
            (x0, y0), (x1, y1) = flight["from"], flight["to"]
            x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t - math.sin(t * math.pi) * 40
            image = card_image(flight["image"], (w, h)) if flight["image"] else back_image((w * 0.6, h * 0.6))
            surface.blit(image, image.get_rect(center=(int(x), int(y))))

    def _draw_banner(self, surface):
        if self.banner is None:
            return
        text, colour, left = self.banner
        words = assets.text(text, 26, colour, bold=True)
        box = words.get_rect(center=(self.rect.centerx, self.rect.y + self.ship_h + self.portal_h // 2))
        box.inflate_ip(30, 16)
        box.clamp_ip(self.rect)
        common.panel(surface, box, alpha=235, edge=colour)
        surface.blit(words, words.get_rect(center=box.center))
