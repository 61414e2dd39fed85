"""All in All at the keyboard and mouse: clicks on cards, hands and planets, the buttons, the prompt."""

from game.rules.all_in_all import (
    ALIENS,
    DONE,
    FLY,
    HAND,
    HOME,
    KINDS,
    LAND_ACTION,
    NO_PICK,
    NUMBERS,
    RELICS,
    TITLES,
    drawn_from_pile,
)
from game.words import _, ngettext, word
from scenes.boards.all_in_all.art import FLYING, actor_of
from scenes.boards.props import BUTTONS


def landing_words(p: int) -> str:
    """The landing question at portal `p` (0-based): what landing there is worth, and the risk of flying on."""
    return ngettext(
        "Land at portal {portal} for {count} action, or fly on? A sabortal strands ships still flying.",
        "Land at portal {portal} for {count} actions, or fly on? A sabortal strands ships still flying.",
        NUMBERS[p],
    ).format(portal=p + 1, count=NUMBERS[p])


def explore_words(portal: int, worth: int, keys: str | None, alien: bool) -> str:
    """The explorer's prompt: whom to draw from (the keys, when the bar has no room for a button a player), and
    the aliens when one may be played."""
    if keys is None:
        if alien:
            return _(
                "Explore portal {portal} (worth {worth}): draw from a player's hand, or play an alien from your hand."
            ).format(portal=portal, worth=worth)
        return _("Explore portal {portal} (worth {worth}): draw from a player's hand.").format(
            portal=portal, worth=worth
        )
    if alien:
        return _(
            "Explore portal {portal} (worth {worth}): draw from a player's hand (click their cards, or key {keys}), "
            "or play an alien from your hand."
        ).format(portal=portal, worth=worth, keys=keys)
    return _(
        "Explore portal {portal} (worth {worth}): draw from a player's hand (click their cards, or key {keys})."
    ).format(portal=portal, worth=worth, keys=keys)


class AllInAllInput:
    """The board gives `selected`, `scheme`, the geometry (`card_rects`, `hand_groups`, `home_slot`, ...)."""

    # --- clicks and choices ------------------------------------------------------------------------------
    def hit(self, pos, view):
        ask = self.asking.ask
        if ask == "refill":
            self.skip_deal()  # a click during the deal deals the rest at once
            return None
        flying = next((flight["end"] for rect, flight in reversed(self.flights()) if rect.collidepoint(pos)), None)
        if flying is not None:  # a card still in the air: it lands at once; one landing under a portal (drawn there)
            # takes the click, as a player means (a click on it had done nothing, said nothing); one flying to a hand
            # or a planet is seen where it lands, and the click does no more (it would play a card of that hand)
            self.timeline.finish()
            if not any(rect.collidepoint(flying) for rect, _p, _name in self.card_rects(view)):
                return None
            pos = flying
        me = view.get("seat")
        n = view["players"]
        mine = me is not None and actor_of(view, self.asking.ask) == me
        for rect, p, name in reversed(self.card_rects(view)):
            if rect.collidepoint(pos):
                if ask == "collect":
                    return "action", ("collect", p, name)
                if ask == "pick":
                    return "action", ("pick", p, name)
                if ask == "explore" and self.selected == "schemer" and mine:
                    if name not in RELICS:
                        return "reason", _("The Schemer takes a relic, never an alien.")
                    self.scheme = (p, name)
                    self._refresh()
                    return None
                return (
                    "reason",
                    _("Cards under the portals are collected when the mission ends, by the players who landed."),
                )
        for rect, name, _count in reversed(self.hand_groups(view)):  # the card on top first
            if rect.collidepoint(pos):
                if ask == "collect":
                    return "action", ("place", name)
                if ask == "explore" and mine and name in ALIENS:
                    self.selected = None if self.selected == name else name
                    self.scheme = None
                    self._refresh()
                    return None
                if ask == "explore" and mine:
                    return (
                        "reason",
                        _(
                            "Explore by drawing a card from another player's hand (click their cards), "
                            "or play an alien."
                        ),
                    )
                return None
        if ask == "explore" and self.selected == "pilferer" and mine:
            for seat in range(n):
                for k in range(KINDS):
                    count = view["homes"][seat][k]
                    for index in range(max(1, count)):
                        if count and self.home_slot(seat, k, n, index).collidepoint(pos):
                            return "action", ("pilferer", seat, RELICS[k])
        for seat in range(n):
            if self.panel(seat, n).collidepoint(pos):
                if ask == "explore" and mine and self.selected is None:
                    return "action", ("draw", seat)
                if ask == "explore" and mine and self.selected == "pilferer":
                    return "reason", _("Click a relic on another player's home planet to steal it.")
                return None
        if ask == "landing":
            p = view["portal"]
            if self.column(p).collidepoint(pos):
                return "action", LAND_ACTION
        return None

    def _draw_buttons_fit(self, count: int) -> bool:
        """Whether a button per hand to draw from leaves the prompt two lines' room beside them."""
        return self.rect is None or count * 160 + 420 <= self.rect.width

    def _refresh(self):
        self.say(BUTTONS)  # the frame rebuilds the buttons for the new choice

    def buttons(self, view, legal):
        ask = self.asking.ask
        names = self.props.names
        if ask == "explore":
            if self.selected == "time_thief":
                return [(_("Play it  [T]"), ("time_thief",), "t")]
            if self.selected == "schemer" and self.scheme is not None:
                p, name = self.scheme
                found = []
                if ("schemer", p, name, HOME) in legal:
                    found.append((_("Onto my planet  [P]"), ("schemer", p, name, HOME), "p"))
                found.append((_("Into my hand  [J]"), ("schemer", p, name, HAND), "j"))  # H asks for a hint
                return found
            if self.selected is not None:
                return []
            # a player's key is their place in the players list, whoever explores (key_action); with many
            # players the prompt names the keys and the bar keeps its room for the prompt
            draws = [a for a in legal if a[0] == "draw"]
            if not self._draw_buttons_fit(len(draws)):
                return []
            return [(f"{names[a[1]]}  [{a[1] + 1}]", a, str(a[1] + 1)) for a in draws]
        if ask == "landing":
            return [
                (_("Land here  [L]"), LAND_ACTION, "l"),
                (_("Fly on  [F]"), FLY, "f"),
            ]
        if ask == "pick":
            return [(_("Take nothing  [N]"), NO_PICK, "n")]
        if ask == "collect":
            left = view["actions_left"]
            return [(_("Done  [D]") if left else _("Done"), DONE, "d")]
        return []

    def key_action(self, intent, detail, view, legal):
        if intent == "key" and self.asking.ask == "explore" and self.selected is None and str(detail).isdigit():
            draw = ("draw", int(detail) - 1)
            return draw if draw in legal else None
        return None

    def prompt(self, view, seat, legal):
        ask = self.asking.ask
        p = view["portal"]
        if ask == "explore":
            if self.selected == "pilferer":
                return _("Pilferer: click a relic on another player's planet to steal it (not from a set of three).")
            if self.selected == "schemer":
                if self.scheme is not None:
                    return _("Schemer: the {card} card goes onto your planet or into your hand.").format(
                        card=word(TITLES[self.scheme[1]])  # as the card shows it ("Boots" was a card of its own)
                    )
                return _("Schemer: click a relic under any portal. Nobody lands this turn.")
            if self.selected == "time_thief":
                return _("Time Thief: every landed ship moves 3 portals back towards portal 1.")
            has_alien = any(a[0] != "draw" for a in legal)
            draws = [str(a[1] + 1) for a in legal if a[0] == "draw"]
            keys = None if self._draw_buttons_fit(len(draws)) else ", ".join(draws)
            return explore_words(p + 1, NUMBERS[p], keys, has_alien)
        if ask == "landing":
            if self.props.masked and self.SHOW_HAND:  # beside three buttons: the hand panel asks it in full
                return _("Land or fly on?")
            return landing_words(p)
        if ask == "pick":
            return _("Your sabortal ended the mission: click a card under a portal to take it, or take nothing.")
        if ask == "collect":
            left = view["actions_left"]
            return ngettext(
                "{count} action: click a portal card to collect it, or a relic in your hand to place it.",
                "{count} actions: click a portal card to collect it, or a relic in your hand to place it.",
                left,
            ).format(count=left)
        return _("Your move.")

    def folded_in_log(self, line):
        """The deal card by card is one line per player, its last ("Ana is dealt 7 cards"): the lines of single
        cards are the rules' message for one, worded now, with any name."""
        before, _name, after = word(drawn_from_pile(0), ["\0"]).partition("\0")
        return len(line) > len(before) + len(after) and line.startswith(before) and line.endswith(after)

    def seat_status(self, view, seat):
        cards = view["hands"][seat]
        count = sum(cards) if isinstance(cards, list) else cards
        held = ngettext("{count} card", "{count} cards", count).format(count=count)
        where = view["landed"][seat]
        if where >= 0:
            # Translators: a player's state beside their name: their ship has landed at portal N
            return _("{cards} · landed {portal}").format(cards=held, portal=where + 1)
        if self.asking.ask in FLYING:
            # Translators: a player's state beside their name: their ship still flies with the mission
            return _("{cards} · flying").format(cards=held)
        return held
