"""Galaxy Express's words at the table: the pilot's coins and directions, and the assists' answers, worded in the
player's language from the facts the rules and the advice module give (numbers and reasons, never English)."""

from __future__ import annotations

from game.rules.galaxy_express import BRAKE, MOON, SUN, THRUST, name_square
from game.words import _, ngettext, pgettext


def coin_word(suit: str, value: int) -> str:
    """"Thrust 3", "Brake 0": a coin showing, as the log and the prompts name it."""
    if suit == SUN:
        # Translators: the Thrust coin of value {value}: "Schub 3".
        return pgettext("coin", "Thrust {value}").format(value=value)
    # Translators: the Brake coin of value {value}: "Bremse 3".
    return pgettext("coin", "Brake {value}").format(value=value)


def action_coin(action) -> tuple[str, int]:
    """(suit, value) of a ("thrust" | "brake", value) action."""
    return (SUN if action[0] == THRUST else MOON, action[1])


def direction_word(direction: str) -> str:
    """A slide's direction on the chart, as the lit squares' tags and the hint say it."""
    return {
        # Translators: a warp slide's direction on the star chart, alone on a lit square and after "to" in the
        # hint ("Warp nach {direction}"): "oben", "unten", "links", "rechts".
        "up": pgettext("direction", "up"),
        "down": pgettext("direction", "down"),
        "left": pgettext("direction", "left"),
        "right": pgettext("direction", "right"),
    }[direction]


def coins(count: int) -> str:
    # Translators: piecepack coins (Münzen), here the Thrust and Brake coins not spent yet.
    return ngettext("{count} coin", "{count} coins", count).format(count=count)


def reach_words(reach: dict) -> str:
    """"Can I still stop?" in orbit: the ship has stopped, so say whether the next delivery is still in reach
    (a pilot read "Yes: the ship is in orbit now" as an answer to nothing)."""
    target = reach["target"]
    if target is None:
        return _("In orbit, and every delivery is made.")
    if reach["here"]:
        return _("In orbit on planet {planet}, the next delivery: D delivers it.").format(planet=target)
    refuel = " " + _("Refuel here first: R (-10) gives a fresh set of coins.") if reach["refuel"] else ""
    count = reach["coins"]
    if reach["sure"]:
        square = name_square(reach["squares"][0])
        if count is None:
            if reach["face_down"]:
                said = _(
                    "In orbit. No: no order of the coins left can stop the ship on planet {planet} at {square} "
                    "(the last face-down planet), the next delivery."
                )
            else:
                said = _(
                    "In orbit. No: no order of the coins left can stop the ship on planet {planet} at {square}, "
                    "the next delivery."
                )
            return said.format(planet=target, square=square) + refuel
        if reach["face_down"]:
            said = ngettext(
                "In orbit. Yes: with lucky draws the coins left can stop the ship on planet {planet} at {square} "
                "(the last face-down planet) after {count} coin.",
                "In orbit. Yes: with lucky draws the coins left can stop the ship on planet {planet} at {square} "
                "(the last face-down planet) after {count} coins.",
                count,
            )
        else:
            said = ngettext(
                "In orbit. Yes: with lucky draws the coins left can stop the ship on planet {planet} at {square} "
                "after {count} coin.",
                "In orbit. Yes: with lucky draws the coins left can stop the ship on planet {planet} at {square} "
                "after {count} coins.",
                count,
            )
        return said.format(planet=target, square=square, count=count)
    if count is None:
        said = _(
            "In orbit. Planet {planet} is not found yet, and no order of the coins left can stop the ship on a "
            "face-down planet."
        )
        return said.format(planet=target) + refuel
    return ngettext(
        "In orbit. Planet {planet} is not found yet: with lucky draws the coins left can stop the ship on a "
        "face-down planet after {count} coin.",
        "In orbit. Planet {planet} is not found yet: with lucky draws the coins left can stop the ship on a "
        "face-down planet after {count} coins.",
        count,
    ).format(planet=target, count=count)


def hint_words(hint: dict) -> str:
    """The Hint's advice: its move and the reason the advice module gives for it (`why`)."""
    why, action, direction = hint["why"], hint["action"], hint["direction"]
    if why == "nothing":
        return _("No decision to help with now.")
    if why == "deliver":
        return _("Deliver: this is the planet the queue wants.")
    if why == "refuel":
        return _("Refuel: the coins left cannot safely bring you to the next delivery.")
    if why == "stay":
        suit, value = action_coin(action)
        if suit == SUN:
            said = _("Thrust {value}: the ship stays put, to turn up a new Thrust coin that should open a better move.")
        else:
            said = _("Brake {value}: the ship stays put, to turn up a new Brake coin that should open a better move.")
        return said.format(value=value)
    if action is not None and action[0] in (THRUST, BRAKE):
        move = coin_word(*action_coin(action))
        if direction:
            move = _("{coin}, then slide {direction}").format(coin=move, direction=direction_word(direction))
    else:
        move = _("Slide {direction}").format(direction=direction_word(direction))
    reason = {
        "least bad": _("{move}: nothing is safe any more; this is the least bad."),
        "stops": _("{move}: that stops the ship on the planet the queue wants."),
        "in reach": _("{move}: it brings the next delivery within reach."),
        "scans": _("{move}: it scans planets you have not seen."),
        "lucky": _("{move}: a stop is still possible, but only with lucky draws."),
        "keeps": _("{move}: it keeps a stop within reach of the coins showing."),
    }[why]
    return reason.format(move=move)

