"""The tables by square behind Hyperline's layout rules: where a new part may go and whether a ship holds together,
answered with set operations on numbered squares instead of loops over parts and hosts.

Every (kind, x, y, facing, chamfer) a part stood on gets a number once (`SQUARE_NUMBER`); a layout is a tuple of these
numbers (`layouts`), and the tables here are filled the first time a number is asked. Rules words live in
`components`; this module reads nothing of a ship but its layout.
"""

from __future__ import annotations

import itertools

from game.rules.hyperline import components
from game.rules.hyperline.components import (
    ALIKE,
    ATTACH,
    BRIDGE,
    CHAMFERS,
    ENGINE_HOSTS,
    ENGINE_SIDES,
    FACING_KINDS,
    POD_KINDS,
    QUADRANTS,
    STEP,
    STRAIGHT,
)

# Assigned, not imported: Python 3.11 compiles `NAME.method(...)` on a name bound by an import as an attribute load
# and a call (a bound method made each time), not as a method call.
FACING_HOSTS, ORDER = components.FACING_HOSTS, components.ORDER


class Table(dict):
    """key -> value, worked out the first time it is asked (`__missing__`), so that `map(table.__getitem__, ...)`
    runs in C. Keys are the numbers a layout holds (`_SQUARE_IDS`) or square numbers (`_BASE`): a few thousand in
    any game; a table past `_TABLE_SIZE` starts again (it holds nothing that cannot be worked out again)."""

    __slots__ = ("make",)

    def __init__(self, make):
        super().__init__()
        self.make = make

    def __missing__(self, key):
        if len(self) >= _TABLE_SIZE:
            self.clear()
        value = self[key] = self.make(key)
        return value


_TABLE_SIZE = 50000
_OFFSET = 512
_SPAN = 1024
"""A square (x, y) is numbered (y + 512) * 1024 + x + 512 (`_BASE`): the numbers sort by row, then column, as
placements do, and one row down is + 1024. A ship has at most 121 parts, so none is 512 squares out; a part that is
(hand-made) goes the long way."""


def _base(x: int, y: int) -> int | None:
    if -_OFFSET < x < _OFFSET and -_OFFSET < y < _OFFSET:
        return (y + _OFFSET) * _SPAN + x + _OFFSET
    return None


def _square_number(square: tuple) -> int | None:
    """A part's square number; a floating part gets a small negative number by its side (two on one side clash,
    and such a ship goes the long way), a part too far out None."""
    kind, x, y, facing, _ = square
    if x is None:
        return -1 - ORDER.get(facing, 0)
    return _base(x, y)


def _neighbour_squares(number: int) -> frozenset:
    """Where a Pod may go next to this part (it is a Pod): its four edges."""
    kind, x, y, _, _ = _PLACED[number]
    if kind not in POD_KINDS or x is None:
        return frozenset()
    return frozenset(base for dx, dy in STRAIGHT if (base := _base(x + dx, y + dy)) is not None)


def _room_for(kind: str):
    """The placements of `kind` this part would host, as numbers square * 8 + the facing's order (`_SPOTS`)."""

    def make(number: int) -> frozenset:
        host_kind, x, y, _, chamfer = _PLACED[number]
        if x is None:
            return frozenset()
        found = set()
        for dx, dy, _facing, order in ATTACH[kind].get((host_kind, chamfer), ()):
            base = _base(x + dx, y + dy)
            if base is not None:
                found.add(base * 8 + order)
        return frozenset(found)

    return make


def _spot(code: int) -> tuple:
    base, order = divmod(code, 8)
    y, x = divmod(base, _SPAN)
    return (x - _OFFSET, y - _OFFSET, _FACINGS[order])


def _pod_spot(base: int) -> tuple:
    y, x = divmod(base, _SPAN)
    return (x - _OFFSET, y - _OFFSET, "N")


def _turret_spots(base: int) -> tuple:
    return tuple((*_pod_spot(base), chamfer) for chamfer in CHAMFERS)


_FACINGS = QUADRANTS + CHAMFERS  # (by `ORDER`)
_POD_ROOM = Table(_neighbour_squares)
_ROOM = {kind: Table(_room_for(kind)) for kind in ATTACH}

_ROOM.update({kind: _ROOM[same] for kind, same in ALIKE.items() if same in _ROOM})
_ALL_WAYS = Table(lambda base: frozenset(range(base * 8, base * 8 + 8)))
"""square number -> every placement number on that square (a taken square takes them all)."""
_SPOTS = Table(_spot)
_POD_SPOTS = Table(_pod_spot)
_TURRET_SPOTS = Table(_turret_spots)

_ENGINE_SLOT = {"combat_engine": 9, "hyperline_engine": 10, "rip_engine": 11}
"""How a part is held, as a number square * 16 + a slot: 0 a Pod, 1-8 a weapon, shield or scanner by its facing's
order + 1, 9-11 an engine by its kind (`_HELD_AS`, `_HOLDS`)."""


def _held_as(square: tuple) -> int | None:
    """The number under which a holder must offer this part (`_HOLDS`); None for a floating one."""
    kind, x, y, facing, _ = square
    if x is None:
        return None
    base = _base(x, y)
    if base is None:
        return None
    if kind in POD_KINDS:
        return base << 4
    if kind in FACING_KINDS:
        return (base << 4) + 1 + ORDER[facing]
    return (base << 4) + _ENGINE_SLOT.get(kind, 15)  # (15: a kind nothing holds)


def _holds(number: int) -> frozenset:
    """The numbers (`_held_as`) of every part this one would hold, wherever they are (`_holders` the other way
    round); the Pod behind the Bridge is looked for apart."""
    kind, x, y, _, chamfer = _PLACED[number]
    if x is None:
        return frozenset()
    found = set()
    if kind in POD_KINDS:
        found.update((x + dx, y + dy, 0) for dx, dy in STRAIGHT)
    for facing in FACING_HOSTS.get((kind, chamfer), ()):
        dx, dy = STEP[facing]
        found.add((x + dx, y + dy, 1 + ORDER[facing]))
    for engine, slot in _ENGINE_SLOT.items():
        sides = ENGINE_HOSTS[engine].get(kind, ())
        for side, dx, dy in ENGINE_SIDES[engine]:
            if side in sides:
                found.add((x + dx, y + dy, slot))
    numbers = set()
    for fx, fy, slot in found:
        base = _base(fx, fy)
        if base is not None:
            numbers.add((base << 4) + slot)
    return frozenset(numbers)


_HOLDS = Table(_holds)


class _SquareIds(dict):
    """(kind, x, y, facing, chamfer) of a part -> a number for it, given the first time it is met and never taken
    back (layouts are tuples of these numbers: cheap to hash and compare); what the tables need of every square is
    worked out then (`_PLACED`, `_BASE`, `_HELD_AS`). Only squares parts really stood on are numbered: a few
    thousand in the longest session."""

    __slots__ = ()

    def __missing__(self, square: tuple) -> int:
        number = self[square] = len(_PLACED)
        _PLACED.append(square)
        _BASE.append(_square_number(square))
        _HELD_AS.append(_held_as(square))
        return number


_PLACED: list[tuple] = []
"""number -> the (kind, x, y, facing, chamfer) it stands for."""
_BASE: list[int | None] = []
"""number -> its square number (`_square_number`)."""
_HELD_AS: list[int | None] = []
"""number -> `_held_as` of it."""
_SQUARE_IDS = _SquareIds()
SQUARE_NUMBER = _SQUARE_IDS.__getitem__  # (called, not subscripted: a dict subclass's [] goes the slow way)


def table_placements(layout: tuple, kind: str) -> tuple | None:
    """`placements` on a ship with this layout, from the tables: a few set operations in C instead of a loop over the
    hosts and their ways; None for a ship the tables cannot read (parts on one square, two Interphasic Shields on one
    side, a part 500 squares out), which the caller judges the long way (`layouts`, also what the tables are checked
    against)."""
    squares = set(map(_BASE.__getitem__, layout))
    if len(squares) != len(layout) or None in squares:
        return None
    behind = _BASE[layout[0]] + _SPAN
    if kind in POD_KINDS:
        free = {behind}.union(*map(_POD_ROOM.__getitem__, layout))
        free -= squares
        if kind == "turret_pod":
            return tuple(itertools.chain.from_iterable(map(_TURRET_SPOTS.__getitem__, sorted(free))))
        return tuple(map(_POD_SPOTS.__getitem__, sorted(free)))
    squares.add(behind)  # the square behind the Bridge is kept for its Pod
    found = set().union(*map(_ROOM[kind].__getitem__, layout))
    found.difference_update(*map(_ALL_WAYS.__getitem__, squares))
    return tuple(map(_SPOTS.__getitem__, sorted(found)))


def held_together(layout: tuple) -> bool | None:
    """`layouts._layout_refusal(ship) is None` from the tables: the parts the Bridge holds, and what they hold, and
    so on, found by set intersections (`_HOLDS`, `_HELD_AS`); None for a ship the tables cannot read (see
    `table_placements`), which the caller judges the long way."""
    bridge = layout[0]
    kind, _, _, facing, _ = _PLACED[bridge]
    if kind != BRIDGE or facing != "N":
        return False
    squares = set(map(_BASE.__getitem__, layout))
    if len(squares) != len(layout) or None in squares:
        return None
    rest = layout[1:]
    waiting = dict(zip(map(_HELD_AS.__getitem__, rest), rest, strict=True))
    waiting.pop(None, None)  # (floating Interphasic Shields: nothing holds them)
    pod = waiting.pop((_BASE[bridge] + _SPAN) << 4, None)  # the Pod behind the Bridge (slot 0: a Pod)
    if pod is None:
        return False
    holds = _HOLDS.__getitem__
    offered = holds(bridge) | holds(pod)
    while waiting:  # a generation at a time: what the parts found last hold
        found = offered.intersection(waiting)
        if not found:
            return False
        offered = set().union(*map(holds, map(waiting.pop, found)))
    return True
