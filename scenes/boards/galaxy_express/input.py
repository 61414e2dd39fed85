"""Galaxy Express at the keyboard and mouse: what choosing a coin would do, clicks, keys, buttons, the
prompt and the score card on the results screen."""

from __future__ import annotations

from game.rules.galaxy_express import (
    BRAKE,
    DELIVER,
    DIRECTIONS,
    EMPTY,
    HEIGHT,
    MOON,
    REFUEL,
    SUN,
    THRUST,
    WIDTH,
    GalaxyExpressState,
    col_row,
    slide_end,
)
from game.words import _, ngettext
from scenes import palette
from scenes.base import CONFIRM, DOWN, LEFT, RIGHT, UP
from scenes.boards.galaxy_express.words import coin_word
from scenes.boards.props import REASON

KEY_DIRECTIONS = {LEFT: "left", RIGHT: "right", UP: "up", DOWN: "down"}


def wraps(square: int, speed: int, direction: str) -> bool:
    """Whether a slide leaves the chart at an edge and comes back in at the other."""
    col, row = col_row(square)
    along, size = (col, WIDTH) if direction in ("left", "right") else (row, HEIGHT)
    end = along + speed if direction in ("right", "down") else along - speed
    return not 0 <= end < size


class DealStep(str):
    """A move-log line of the deal's steps: the table folds it into the deal's last line (`logged` marks it)."""

    __slots__ = ()


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

    def aimed_at(self, view, square, legal=None) -> str | None:
        """The slide a click on `square` means (None: no slide on show ends there). The chart wraps, so two directions
        can end on one square (speed 4 across, 3 up or down): the one a lesson's step awaits (`legal`, narrowed by the
        step: a click once sent the ship the other way and the step refused it), else the way that stays on the chart
        (the straight line from the ship the eye follows), else the way the ship last warped, else the rules' order."""
        found = [d for d, end in self.ends(view).items() if end == square]
        if len(found) < 2:
            return found[0] if found else None
        if legal is None:
            legal = self.props.legal if self.props is not None else []
        awaited = [d for d in found if ("slide", d) in legal]
        if len(awaited) == 1:
            return awaited[0]
        onboard = [d for d in found if not wraps(view["ship"], self.preview_speed(view), d)]
        if len(onboard) == 1:
            return onboard[0]
        return self.facing if self.facing in found else found[0]

    facing = None  # the direction of the ship's last warp (the board sets it as a slide is shown)

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
                    said = ngettext(
                        "A coin is spent already: slide the ship {count} square first.",
                        "A coin is spent already: slide the ship {count} squares first.",
                        view["speed"],
                    )
                    return "reason", said.format(count=view["speed"])
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
        direction = self.aimed_at(view, square)
        if direction is not None:
            if ask == "slide":
                return "action", ("slide", direction)
            self.pending = square  # its way is chosen when the slide is asked: a lesson's step may await one
            return "action", self.coin_action(self.selected)
        if ask == "slide":
            return "reason", _("The slide can only end on one of the lit squares.")
        if self.selected is None:
            return "reason", _("Pick a coin first (keys 1 to 4, or click one): its speed decides where you can go.")
        if self.speed_after(view, self.selected) == 0:
            return "reason", _("This coin stops the ship where it is: click the coin again or press Enter to spend it.")
        return "reason", _("With this coin the slide can only end on one of the lit squares.")

    def key_action(self, intent, detail, view, legal):
        ask = self.asking.ask
        if ask == "start" and intent == "key" and detail in "123456" and detail:
            planets = [sq for sq, v in enumerate(view["chart"]) if v != EMPTY]
            return ("start", planets[int(detail) - 1]) if int(detail) <= len(planets) else None
        if intent == "key" and detail in ("1", "2", "3", "4") and ask == "coin":
            coin = self.slots(view)[int(detail) - 1]
            if coin is None:
                self.say(REASON, _("No coin is showing in place {place}.").format(place=detail))
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
                self.say(REASON, _("Pick a coin first: keys 1 and 2 for Thrust, 3 and 4 for Brake."))
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
            found.append((_("Deliver  [D]"), DELIVER, "d"))
        if REFUEL in legal:
            found.append((_("Refuel  [R]"), REFUEL, "r"))
        if self.asking.ask in ("coin", "slide") and legal:
            found.append((_("Can I stop?  [S]"), ("assist", "can_stop"), "s"))
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
            return _("Choose your launch planet: press 1 to 6 or click one of the face-down coins on the chart.")
        if self.assist_note:
            return self.assist_note
        if ask == "slide":
            return ngettext(
                "Warp slide {count} square: press an arrow key or click a lit square.",
                "Warp slide {count} squares: press an arrow key or click a lit square.",
                view["speed"],
            ).format(count=view["speed"])
        if ask != "coin":
            return ""
        orbit = ""
        if DELIVER in legal:
            orbit = " " + _("In orbit: D delivers here.")
        elif REFUEL in legal:
            orbit = " " + _("In orbit at planet {planet}: R refuels (-10).").format(planet=view["chart"][view["ship"]])
        elif view["speed"] and view["queue"] and view["chart"][view["ship"]] == view["queue"][0] >= 0:
            orbit = " " + _(
                "Over planet {planet}, the next delivery: brake to 0 to stop here, then D delivers."
            ).format(planet=view["queue"][0])
        if self.selected is None:
            said = _("Speed {speed}. Pick a coin: 1-2 Thrust, 3-4 Brake, or click one.")
            return said.format(speed=view["speed"]) + orbit
        coin = coin_word(*self.selected)
        speed = self.speed_after(view, self.selected)
        if speed == 0:
            return _("{coin} gives speed 0: the ship stays. Enter (or the same key) spends it.").format(coin=coin)
        return _("{coin} gives speed {speed}: press an arrow key or click a lit square to slide.").format(
            coin=coin, speed=speed
        )

    # --- the move log: the deal's 17 steps are one line, its last ("The chart is dealt...") -----------------
    def logged(self, line, events):
        """A deal step is known by what it did (a tile got its coin, a Crown joined the queue without ending the
        deal), never by its words: its line is marked to be folded, in any language."""
        if all(event["type"] in ("planet", "crown") for event in events):
            return DealStep(line)
        return line

    def folded_in_log(self, line):
        return isinstance(line, DealStep)

    def seat_status(self, view, seat):
        return _("speed {speed}, {delivered}/6").format(speed=view["speed"], delivered=len(view["delivered"]))

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

    def result_lines(self, view, result):
        """The high scores kept on this computer, after the score card's words (game/rules/galaxy_express.py
        results_part, which the phone page shows too)."""
        from game.saves.scores import load_scores
        from scenes.setup_scores import score_line

        card = GalaxyExpressState.from_json(view).score_card()
        lines = []
        table = load_scores()
        place = self.score_place or self._place_in(table, card)
        if place:
            lines.append((_("High scores (this game is #{place})").format(place=place), palette.GLOW))
        else:
            lines.append((_("High scores"), palette.GLOW))
        if not table:
            lines.append((_("(no finished games recorded yet)"), palette.DIM))
        for rank, entry in enumerate(table, 1):
            colour = palette.ACCENT if rank == place else palette.DIM
            lines.append((score_line(rank, entry), colour))
        return lines

