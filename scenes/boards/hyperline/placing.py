"""Where a component goes on the ship, in words for the list: the place, the Battle Pod bonus it would get there
(the rules asked on a copy of the ship), the facing."""

from __future__ import annotations

from game.rules.hyperline import ship as shipkit
from game.words import _, pgettext


def boosts(kind: str) -> str:
    """What the Battle Pod bonus gives a component kind (by kind, else by its type), short enough for a row of the
    list at 1280x720 (a Store box's words say in full what the bonus does)."""
    said = {
        "laser_cannon": _("2 damage"),
        "plasma_launcher": _("torpedoes"),
        "focus_beam": _("aims its hit"),
        "scanner": _("tight scan"),
        "shield": _("recharges"),
    }
    return said.get(kind) or said.get(shipkit.type_of(kind)) or _("its bonus")


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
    spot = action[-1]
    if spot[0] == "float":
        return _("Floating on the {side} side").format(side=side(spot[1])) + boost_words(view, action, asked)
    place = square_words(spot[0], spot[1])
    if len(spot) == 4:
        rest = _(", chamfered {side}").format(side=side(spot[3]))
    elif shipkit.type_of(kind) in ("weapon", "shield", "scanner"):
        rest = _(", facing {side}").format(side=side(spot[2]))
    else:
        rest = ""
    return f"{place[:1].upper()}{place[1:]}{boost_words(view, action, asked)}{rest}"


def side(facing: str) -> str:
    """A side of the ship (its front is north): "front", "back right"."""
    return {
        "N": pgettext("side", "front"),
        "S": pgettext("side", "back"),
        "E": pgettext("side", "right"),
        "W": pgettext("side", "left"),
        "NE": pgettext("side", "front right"),
        "NW": pgettext("side", "front left"),
        "SE": pgettext("side", "back right"),
        "SW": pgettext("side", "back left"),
    }[facing]


def count_words(count: int) -> str:
    """A count of squares in words, so "a Combat Engine 2 behind" never reads as a model."""
    said = {
        1: pgettext("squares", "one"),
        2: pgettext("squares", "two"),
        3: pgettext("squares", "three"),
        4: pgettext("squares", "four"),
        5: pgettext("squares", "five"),
        6: pgettext("squares", "six"),
    }
    return said.get(count, str(count))


def square_words(x: int, y: int) -> str:
    """Where a square is against the Bridge: "behind the Bridge", "two squares behind the Bridge", "one back and one
    left of the Bridge"."""
    if not (x and y):
        steps = abs(x or y)
        if steps == 1:
            if x:
                return _("right of the Bridge") if x > 0 else _("left of the Bridge")
            return _("behind the Bridge") if y > 0 else _("in front of the Bridge")
        if x:
            line = _("{count} squares right of the Bridge") if x > 0 else _("{count} squares left of the Bridge")
        else:
            line = _("{count} squares behind the Bridge") if y > 0 else _("{count} squares in front of the Bridge")
        return line.format(count=count_words(steps))
    if y > 0:
        line = (
            _("{rows} back and {columns} right of the Bridge")
            if x > 0
            else _("{rows} back and {columns} left of the Bridge")
        )
    else:
        line = (
            _("{rows} ahead and {columns} right of the Bridge")
            if x > 0
            else _("{rows} ahead and {columns} left of the Bridge")
        )
    return line.format(rows=count_words(abs(y)), columns=count_words(abs(x)))


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
    return _(" (Battle Pod: {bonus})").format(bonus=boosts(kind))
