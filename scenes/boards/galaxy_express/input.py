"""Galaxy Express at the keyboard and mouse: what choosing a coin would do, clicks, keys, buttons, the
prompt and the score card on the results screen."""

from __future__ import annotations

from game.rules.galaxy_express import (
    BRAKE,
    DELIVER,
    DIRECTIONS,
    EMPTY,
    MOON,
    REFUEL,
    SUN,
    THRUST,
    GalaxyExpressState,
    slide_end,
)
from scenes import palette
from scenes.base import CONFIRM, DOWN, LEFT, RIGHT, UP
from scenes.boards.galaxy_express.art import SUIT_WORD
from scenes.boards.galaxy_express.tray import coins
from scenes.boards.props import REASON

KEY_DIRECTIONS = {LEFT: "left", RIGHT: "right", UP: "up", DOWN: "down"}


class GalaxyExpressInput:
    """The board's choices; the board gives `selected`, `pending`, `coin_rects(view)`, `square_at`, `assist_note`."""

    # --- what a choice would do ---------------------------------------------------------------------
    @staticmethod
    def slots(view) -> list[tuple[str, int] | None]:
        """The four coins showing, in key order: 1-2 Thrust, 3-4 Brake (None where a slot is empty)."""
        found = []
        for suit in (SUN, MOON):
            coins = [(suit, v) for v in view["showing"][suit]]
            found += (coins + [None, None])[:2]
        return found

    @staticmethod
    def speed_after(view, coin) -> int:
        suit, value = coin
        return min(10, view["speed"] + value) if suit == SUN else max(0, view["speed"] - value)

    def preview_speed(self, view) -> int | None:
        """The speed the slide on show would have: the chosen coin's, or the speed already set."""
        if self.asking.ask == "slide":
            return view["speed"]
        if self.asking.ask == "coin" and self.selected is not None:
            return self.speed_after(view, self.selected)
        return None

    def ends(self, view) -> dict[str, int]:
        speed = self.preview_speed(view)
        if not speed:
            return {}
        return {d: slide_end(view["ship"], speed, d) for d in DIRECTIONS}

    @staticmethod
    def coin_action(coin):
        return (THRUST if coin[0] == SUN else BRAKE, coin[1])

    def _choose(self, coin, view):
        """Select a coin; choosing again a coin that stops the ship spends it (it has no slide)."""
        if coin is None:
            return None
        if self.selected == coin and self.speed_after(view, coin) == 0:
            return self.coin_action(coin)
        self.selected = coin
        return None

    # --- clicks and keys --------------------------------------------------------------------------------
    def hit(self, pos, view):
        ask = self.asking.ask
        for coin, rect in self.coin_rects(view).items():
            if rect.collidepoint(pos):
                if ask == "slide":
                    return "reason", f"A coin is spent already: slide the ship {view['speed']} squares first."
                if ask != "coin":
                    return None
                picked = self._choose(coin, view)
                return ("action", picked) if picked is not None else None
        square = self.square_at(pos)
        if square is None:
            return None
        if ask == "start":
            return "action", ("start", square)
        if ask not in ("coin", "slide"):
            return None
        ends = self.ends(view)
        for direction, end in ends.items():
            if end == square:
                if ask == "slide":
                    return "action", ("slide", direction)
                self.pending = direction
                return "action", self.coin_action(self.selected)
        if ask == "slide":
            return "reason", "The slide can only end on one of the lit squares."
        if self.selected is None:
            return "reason", "Pick a coin first (keys 1 to 4, or click one): its speed decides where you can go."
        if self.speed_after(view, self.selected) == 0:
            return "reason", "This coin stops the ship where it is: click the coin again or press Enter to spend it."
        return "reason", "With this coin the slide can only end on one of the lit squares."

    def key_action(self, intent, detail, view, legal):
        ask = self.asking.ask
        if ask == "start" and intent == "key" and detail in "123456" and detail:
            planets = [sq for sq, v in enumerate(view["chart"]) if v != EMPTY]
            return ("start", planets[int(detail) - 1]) if int(detail) <= len(planets) else None
        if intent == "key" and detail in ("1", "2", "3", "4") and ask == "coin":
            coin = self.slots(view)[int(detail) - 1]
            if coin is None:
                self.say(REASON, f"No coin is showing in place {detail}.")
                return None
            return self._choose(coin, view)
        if intent in KEY_DIRECTIONS:
            direction = KEY_DIRECTIONS[intent]
            if ask == "slide":
                return ("slide", direction)
            if ask == "coin" and self.selected is not None:
                if self.speed_after(view, self.selected) == 0:
                    return self.coin_action(self.selected)  # no slide to aim: spend it
                self.pending = direction
                return self.coin_action(self.selected)
            if ask == "coin":
                self.say(REASON, "Pick a coin first: keys 1 and 2 for Thrust, 3 and 4 for Brake.")
        if detail in ("d", "r") and ask in ("coin", "slide"):
            return DELIVER if detail == "d" else REFUEL  # not offered now: the rules say why
        if intent == CONFIRM and ask == "coin" and self.selected is not None:
            if self.speed_after(view, self.selected) == 0:
                return self.coin_action(self.selected)
        if intent == CONFIRM:
            return self._take_hint(view, legal)
        return None

    def _take_hint(self, view, legal):
        """Enter and Space play the hint shown (its coin, then its slide), like at every other table."""
        if self.assist_move is None or not self.assist_move[0]:
            return None
        action, direction = self.assist_move
        action = tuple(action) if isinstance(action, list) else action
        if isinstance(action, tuple) and action[0] in (THRUST, BRAKE) and self.asking.ask == "coin":
            coin = (SUN if action[0] == THRUST else MOON, action[1])
            if self.selected not in (None, coin):
                return None  # the person chose another coin: Enter is theirs to aim
            self.selected = coin
            if direction and self.speed_after(view, coin) > 0:
                self.pending = direction
            return action if action in legal else None
        return action if action in legal else None

    def buttons(self, view, legal):
        found = []
        if DELIVER in legal:
            found.append(("Deliver  [D]", DELIVER, "d"))
        if REFUEL in legal:
            found.append(("Refuel  [R]", REFUEL, "r"))
        if self.asking.ask in ("coin", "slide") and legal:
            found.append(("Can I stop?  [S]", ("assist", "can_stop"), "s"))
        return found

    def asks_first(self, action) -> bool:
        """An assist is marked on the score card and a refuel costs 10 points: each is asked for by its key or a
        click, never by Enter (pressed to go on, it refuelled whenever Refuel was the one button besides S)."""
        return action == REFUEL or (isinstance(action, tuple) and action[0] == "assist")

    @classmethod
    def daily_seed(cls) -> int:
        from game.saves.scores import daily_seed

        return daily_seed()

    def hint_action(self, view, legal):
        """The Hint button asks the rules' own hint (an assist, counted on the score card)."""
        if self.asking.ask in ("coin", "slide") and legal:
            return ("assist", "hint")
        return None

    def prompt(self, view, seat, legal):
        ask = self.asking.ask
        if ask == "start":
            return "Choose your launch planet: press 1 to 6 or click one of the face-down coins on the chart."
        if self.assist_note:
            return self.assist_note
        if ask == "slide":
            return f"Warp slide {view['speed']} squares: press an arrow key or click a lit square."
        if ask != "coin":
            return ""
        orbit = ""
        if DELIVER in legal:
            orbit = " In orbit: D delivers here."
        elif REFUEL in legal:
            orbit = f" In orbit at planet {view['chart'][view['ship']]}: R refuels (-10)."
        elif view["speed"] and view["queue"] and view["chart"][view["ship"]] == view["queue"][0] >= 0:
            orbit = f" Over planet {view['queue'][0]}, the next delivery: brake to 0 to stop here, then D delivers."
        if self.selected is None:
            return f"Speed {view['speed']}. Pick a coin: 1-2 Thrust, 3-4 Brake, or click one.{orbit}"
        word = SUIT_WORD[self.selected[0]]
        speed = self.speed_after(view, self.selected)
        if speed == 0:
            return f"{word} {self.selected[1]} gives speed 0: the ship stays. Enter (or the same key) spends it."
        return f"{word} {self.selected[1]} gives speed {speed}: press an arrow key or click a lit square to slide."

    def folded_in_log(self, line):
        """The deal's 17 steps are one line, its last ("The chart is dealt...")."""
        return (line.startswith("Tile ") and " gets a " in line) or line == "A Crown joins the delivery queue"

    def seat_status(self, view, seat):
        return f"speed {view['speed']}, {len(view['delivered'])}/6"

    # --- end of game --------------------------------------------------------------------------------------
    def _place_in(self, table: list[dict], card: dict) -> int | None:
        """This game's row in the score table when the screen did not see it finish (Continue showed the results
        with no row lit): the same deal and the same score card."""
        from game.saves.scores import entry_for

        if self.props is None or self.props.watching:
            return None
        same = ("total", "deal", "deliveries", "refuels", "coins_left", "won", "assists")
        mine = entry_for(card, self.props.seed)
        return next((rank for rank, e in enumerate(table, 1) if all(e.get(k) == mine[k] for k in same)), None)

    def result_summary(self, view, result):
        """Headline and lines for the results screen: score, band, breakdown, assists, the score table."""
        from game.saves.scores import describe, load_scores
        from game.words import word

        card = GalaxyExpressState.from_json(view).score_card()
        if card["won"]:
            headline = f"All delivered! {card['total']} points"
        else:
            headline = f"Lost in Space: {card['total']} points"
        lines = [
            (f"“{card['band']}”", palette.ACCENT),
            (
                f"{card['deliveries']} × 20 for deliveries = {card['delivery_points']}   ·   "
                f"{card['refuels']} × −10 for refuels = {card['refuel_points']}   ·   "
                f"{coins(card['coins_left'])} left = +{card['coins_left']}",
                palette.INK,
            ),
        ]
        used = card["assists"]
        if used:
            words = ", ".join(f"{n} × {'hint' if k == 'hint' else 'can I still stop?'}" for k, n in used.items())
            lines.append((f"Assists used: {words}", palette.BAD))
        else:
            lines.append(("No assists used.", palette.GOOD))
        table = load_scores()
        place = self.score_place or self._place_in(table, card)
        lines.append((f"High scores{f' (this game is #{place})' if place else ''}", palette.GLOW))
        if not table:
            lines.append(("(no finished games recorded yet)", palette.DIM))
        for rank, entry in enumerate(table, 1):
            colour = palette.ACCENT if rank == place else palette.DIM
            lines.append((f"{rank:>2}. {word(describe(entry))}", colour))
        return {"headline": headline, "lines": lines}

