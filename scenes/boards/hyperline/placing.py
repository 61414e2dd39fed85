"""Where a component goes on the ship, in words for the list: the place, the Battle Pod bonus it would get there
(the rules asked on a copy of the ship), the facing."""

from __future__ import annotations

from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.setup import describe_placement

BOOSTS = {
    "laser_cannon": "2 damage",
    "plasma_launcher": "torpedoes",
    "focus_beam": "aims its hit",
    "scanner": "tight scan",
    "shield": "recharges",
}
"""What the Battle Pod bonus gives a component kind (by kind, else by its type), short enough for a row of the list
at 1280x720 (a Store box's words say in full what the bonus does)."""


def placing_kind(view, action, asked: str) -> str | None:
    """The kind a place or put action puts on the ship (None for any other action); `asked`: the rules' Phase.ask."""
    if not (isinstance(action, tuple) and action[0] in ("place", "put")):
        return None
    if asked == "place":
        return view["placing"].get("kind")
    held = view["task"].get("held") if asked == "build" else None
    return next((p["kind"] for p in held or () if p["id"] == action[1]), None)


def place_words(view, action, asked: str) -> str:
    """A place's row: where, then its Battle Pod bonus, then the facing ("One back and one left of the Bridge (Battle
    Pod: 2 damage), facing left"). The component is named in the list's title, and the
    bonus comes before the facing so that a row shrunk to fit never loses it."""
    kind = placing_kind(view, action, asked)
    named = shipkit.NAMES[kind]
    text = describe_placement(kind, action[-1])
    text = text.removeprefix(f"{'an' if named[0] in 'AEIOU' else 'a'} {named} ")
    place, comma, rest = text.partition(", ")
    return f"{place[:1].upper()}{place[1:]}{boost_words(view, action, asked)}{comma}{rest}"


def boost_words(view, action, asked: str) -> str:
    """ " (Battle Pod bonus: 2 damage)" when the component would get its Battle Pod bonus on that spot: the rules
    are asked by placing it on a copy of the ship. Which square is boosted is the warship's whole question."""
    seat = view["current"]
    kind = placing_kind(view, action, asked)
    if kind is None or seat < 0:
        return ""
    ship = shipkit.copy_ship(view["ships"][seat])
    try:
        boosted = shipkit.boosted(ship, shipkit.place(ship, kind, action[-1]))
    except Exception:  # noqa: BLE001 - a spot the copy refuses is simply not told as boosted
        return ""
    if not boosted:
        return ""
    return f" (Battle Pod: {BOOSTS.get(kind) or BOOSTS.get(shipkit.type_of(kind), 'its bonus')})"
