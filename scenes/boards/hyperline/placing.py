"""Where a component goes on the ship, in words for the list: the place, the Battle Pod bonus it would get there
(the rules asked on a copy of the ship), the facing."""

from __future__ import annotations

from game.rules.hyperline import ship as shipkit
from game.words import _, pgettext


def boosts(kind: str) -> str:
    """What the Battle Pod bonus gives a component kind (by kind, else by its type), short enough for a row of the
    list at 1280x720 (a Store box's words say in full what the bonus does)."""
    # Translators: what a component gains from an adjacent Battle Pod, in two or three words
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
        1: pgettext("placement", "one"),
        2: pgettext("placement", "two"),
        3: pgettext("placement", "three"),
        4: pgettext("placement", "four"),
        5: pgettext("placement", "five"),
        6: pgettext("placement", "six"),
    }
    return said.get(count, str(count))


def square_words(x: int, y: int) -> str:
    """Where a square is against the Bridge: "behind the Bridge", "two squares behind the Bridge", "one back and one
    left of the Bridge"."""
    if not (x and y):
        if abs(x or y) == 1:
            return {
                (1, 0): pgettext("placement", "right of the Bridge"),
                (-1, 0): pgettext("placement", "left of the Bridge"),
                (0, 1): pgettext("placement", "behind the Bridge"),
                (0, -1): pgettext("placement", "in front of the Bridge"),
            }[(x, y)]
        line = {
            (1, 0): pgettext("placement", "{count} squares right of the Bridge"),
            (-1, 0): pgettext("placement", "{count} squares left of the Bridge"),
            (0, 1): pgettext("placement", "{count} squares behind the Bridge"),
            (0, -1): pgettext("placement", "{count} squares in front of the Bridge"),
        }[((x > 0) - (x < 0), (y > 0) - (y < 0))]
        return line.format(count=count_words(abs(x or y)))
    line = {
        (True, True): pgettext("placement", "{rows} back and {columns} right of the Bridge"),
        (True, False): pgettext("placement", "{rows} back and {columns} left of the Bridge"),
        (False, True): pgettext("placement", "{rows} ahead and {columns} right of the Bridge"),
        (False, False): pgettext("placement", "{rows} ahead and {columns} left of the Bridge"),
    }[(y > 0, x > 0)]
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
