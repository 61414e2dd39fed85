"""Hyperline's layout rules for a whole ship, remembered per layout: where a new part may go (`known_placements`),
whether the ship holds together (`layout_ok`, `layout_refusal`) and a Build's lifts and puts (`reconfigure_moves`).

A ship's layout is the tuple of its parts' square numbers (`squares.SQUARE_NUMBER`); each ship's `Arrangement`
(layout, part ids, `layout_key`) is kept in `LAYOUT_OF` by `ship`'s functions that change it, so random playouts and
the bots' searches, which meet the same few layouts again and again, look them up instead of working them out.
`ship` imports this module, never the other way round.
"""

from __future__ import annotations

import functools
import itertools

from game.rules.hyperline import components
from game.rules.hyperline.components import (
    ATTACH,
    BRIDGE,
    CHAMFERS,
    ENGINE_HOSTS,
    ENGINE_SIDES,
    FACING_KINDS,
    FLOAT,
    FLOATING,
    PART,
    POD_KINDS,
    QUADRANTS,
    STEP,
    STRAIGHT,
    is_pod,
)
from game.rules.hyperline.squares import SQUARE_NUMBER, Table, held_together, table_placements
from game.rules.words import Message, msg

# Assigned, not imported: Python 3.11 compiles `NAME.method(...)` on a name bound by an import as an attribute load
# and a call (a bound method made each time), not as a method call.
ALIKE, FACING_HOSTS, ORDER, RULE = components.ALIKE, components.FACING_HOSTS, components.ORDER, components.RULE

CACHE_SIZE = 20000
"""Layouts remembered by `placements` and `layout_refusal` (cleared when full): random playouts and the
bots' searches meet the same few ship layouts again and again."""
_PLACEMENTS: dict = {}
_LAYOUTS: dict = {}


def layout_key(ship: dict) -> int:
    """A number for everything the layout rules read: the kind and place of each part on the grid, in order
    (damage and ids play no part; a floating Interphasic Shield has no square and is not in the grid). The same
    layout gets the same number, and a number is never given to another layout, so the caches keyed by it
    hash and compare a small int instead of the whole layout."""
    known = LAYOUT_OF.get(id(ship)) or arrange(ship)
    found = known.number
    if found is None:
        found = known.number = _number(known.layout)
    return found


def _number(layout: tuple) -> int:
    found = _LAYOUT_NUMBERS.get(layout)
    if found is None:
        if len(_LAYOUT_NUMBERS) >= CACHE_SIZE:
            _LAYOUT_NUMBERS.clear()
        found = _LAYOUT_NUMBERS[layout] = next(_NUMBERS)
    return found


_LAYOUT_NUMBERS: dict[tuple, int] = {}
_NUMBERS = itertools.count()


class Arrangement:
    """What the layout rules read of one ship: its layout (the numbers of its parts' squares,
    `squares.SQUARE_NUMBER`), its part ids in order, and the layout's `layout_key` once asked."""

    __slots__ = ("ship", "layout", "ids", "number")

    def __init__(self, ship: dict, layout: tuple, ids: tuple, number: int | None = None):
        self.ship = ship  # held, so that its id is not reused while remembered
        self.layout = layout
        self.ids = ids
        self.number = number


LAYOUT_OF: dict[int, Arrangement] = {}
"""id of a ship -> its `Arrangement`, kept up to date by `place`, `remove` and `put_back` (a Build lifts and puts one
part at a time: the layout follows without a new look at every part), carried into a copy by `copy_arranged` and
dropped by `move_part`; at most `LAYOUT_OF_SIZE` ships."""
LAYOUT_OF_SIZE = 64
"""Ships whose arrangement is remembered at once (as many as `ship.FACTS_SIZE`: each entry holds its ship)."""


def _layout_of(ship: dict) -> tuple:
    """The ship's layout as `layout_key` reads it: (kind, x, y, facing, chamfer) of each part, in order."""
    return (LAYOUT_OF.get(id(ship)) or arrange(ship)).layout


def arrange(ship: dict) -> Arrangement:
    """The ship's `LAYOUT_OF` entry, worked out (the first look at a ship)."""
    number = SQUARE_NUMBER
    parts = ship["parts"]
    layout = tuple([number((p["kind"], p["x"], p["y"], p["facing"], p.get("chamfer"))) for p in parts])
    if len(LAYOUT_OF) >= LAYOUT_OF_SIZE:
        LAYOUT_OF.clear()
    known = LAYOUT_OF[id(ship)] = Arrangement(ship, layout, tuple([p["id"] for p in parts]))
    return known


def part_square(p: dict) -> int:
    """What `layout_key` reads of one part, as its number (`squares.SQUARE_NUMBER`)."""
    return SQUARE_NUMBER((p["kind"], p["x"], p["y"], p["facing"], p.get("chamfer")))


FLOATING_SPOTS = tuple((FLOAT, quadrant) for quadrant in QUADRANTS)


def known_placements(ship: dict, kind: str, layout: int | None = None) -> tuple:
    """`placements` as a shared tuple, remembered per layout (`layout_key(ship)`, if known already)."""
    if kind == FLOATING:
        return FLOATING_SPOTS
    key = (ALIKE.get(kind, kind), layout_key(ship) if layout is None else layout)
    found = _PLACEMENTS.get(key)
    if found is None:
        if len(_PLACEMENTS) >= CACHE_SIZE:
            _PLACEMENTS.clear()
        found = table_placements((LAYOUT_OF.get(id(ship)) or arrange(ship)).layout, kind)
        if found is None:  # (a ship the tables cannot read)
            found = tuple(_placements_by_loop(ship, kind))
        _PLACEMENTS[key] = found
    return found


def _placements_by_loop(ship: dict, kind: str) -> list[tuple]:
    """Every legal spot by a loop over the hosts and their ways: what the tables are checked against."""
    grid = grid_of(ship)
    bx, by = bridge_square(ship)
    behind = (bx, by + 1)
    found = {}  # placement -> its place in the order (_placement_order), so that sorting runs in C
    if kind in POD_KINDS:
        squares = {behind}
        for (x, y), other in grid.items():
            if other["kind"] in POD_KINDS:
                squares.update((x + dx, y + dy) for dx, dy in STRAIGHT)
        for x, y in squares:
            if (x, y) not in grid:
                if kind == "turret_pod":
                    for chamfer in CHAMFERS:
                        found[x, y, "N", chamfer] = (y, x, 0, ORDER[chamfer])
                else:
                    found[x, y, "N"] = (y, x, 0, 0)
    else:
        moves = ATTACH[kind]
        taken = grid.keys() | {behind}  # the square behind the Bridge is kept for its Pod
        for (hx, hy), host in grid.items():
            for dx, dy, facing, order in moves[host["kind"], host.get("chamfer")]:
                x, y = hx + dx, hy + dy
                if (x, y) not in taken:
                    found[x, y, facing] = (y, x, order, 0)
    return sorted(found, key=found.__getitem__)


def _placement_order(placement: tuple):
    """The order `placements` lists spots in: by row, column, facing (then chamfer)."""
    return (placement[1], placement[0], ORDER[placement[2]], ORDER.get(placement[3], 0) if len(placement) > 3 else 0)


def grid_of(ship: dict) -> dict[tuple[int, int], dict]:
    """Square -> the part on it (floating Interphasic Shields have none)."""
    return {(p["x"], p["y"]): p for p in ship["parts"] if p["x"] is not None}


def bridge_square(ship: dict) -> tuple[int, int]:
    bridge = ship["parts"][0]
    return bridge["x"], bridge["y"]


def layout_refusal(ship: dict, layout: int | None = None) -> Message | None:
    """Why the ship as a whole is not a legal layout (after reconfiguring), or None (`layout`: its
    `layout_key`, if known already)."""
    return None if layout_ok(ship, layout) else _layout_refusal(ship)


def layout_ok(ship: dict, layout: int | None = None) -> bool:
    """Whether `layout_refusal` says None, remembered per layout (`layout`: the ship's `layout_key`, if known already):
    a Build asks it after every step, and needs the words only when a player tries to finish an illegal ship."""
    key = layout_key(ship) if layout is None else layout
    found = _LAYOUTS.get(key)
    if found is None:
        if len(_LAYOUTS) >= CACHE_SIZE:
            _LAYOUTS.clear()
        found = held_together(_layout_of(ship))
        if found is None:  # (a ship the tables cannot read)
            found = _layout_refusal(ship) is None
        _LAYOUTS[key] = found
    return found


def _layout_refusal(ship: dict) -> Message | None:
    """The words for an illegal layout, the long way: the first loose part in the ship's order."""
    bridge = ship["parts"][0]
    if bridge["kind"] != BRIDGE:
        return msg("The ship has lost its Bridge.")
    if bridge["facing"] != "N":
        return msg("The Bridge must face the front of the ship.")
    grid: dict[tuple[int, int], dict] = {}
    for p in ship["parts"]:
        if p["x"] is None:
            continue
        square = (p["x"], p["y"])
        if square in grid:
            return msg("Your {part} overlaps your {other}.", part=PART[p["kind"]], other=PART[grid[square]["kind"]])
        grid[square] = p
    behind = (bridge["x"], bridge["y"] + 1)
    if not is_pod(grid.get(behind)):
        return msg("The Bridge needs a Pod directly behind it.")
    bridge_id = bridge["id"]
    waiting = []
    holding: dict[int, list[int]] = {}  # part id -> the parts it could be holding where they are
    for p in ship["parts"]:
        if p["x"] is not None and p["id"] != bridge_id:
            waiting.append(p)
            for host_id in _holders(grid, p, behind, bridge_id):
                holding.setdefault(host_id, []).append(p["id"])
    attached = {bridge_id}  # what the Bridge holds, and what that holds, and so on
    todo = [bridge_id]
    while todo:
        for part_id in holding.get(todo.pop(), ()):
            if part_id not in attached:
                attached.add(part_id)
                todo.append(part_id)
    for loose in waiting:  # the first part (in the ship's order) nothing holds
        if loose["id"] not in attached:
            kind = loose["kind"]
            rule = RULE["pod"] if kind in POD_KINDS else RULE.get(kind) or RULE["it_facing"]
            return msg("Your {part} is not held by the ship. {rule}", part=PART[kind], rule=rule)
    return None


def _holders(grid: dict, p: dict, behind: tuple, bridge_id: int) -> list[int]:
    """From tables made at import (`host_sides`): the ids of the parts that could be holding `p` where it is now."""
    kind, x, y = p["kind"], p["x"], p["y"]
    if kind in POD_KINDS:
        found = []
        for dx, dy in STRAIGHT:
            other = grid.get((x + dx, y + dy))
            if other is not None and other["kind"] in POD_KINDS:
                found.append(other["id"])
        if (x, y) == behind:
            found.append(bridge_id)
        return found
    if kind in FACING_KINDS:
        facing = p["facing"]
        dx, dy = STEP[facing]
        host = grid.get((x - dx, y - dy))
        if host is not None and facing in FACING_HOSTS.get((host["kind"], host.get("chamfer")), ()):
            return [host["id"]]
        return []
    found = []
    sides = ENGINE_HOSTS[kind]
    for side, dx, dy in ENGINE_SIDES[kind]:
        host = grid.get((x - dx, y - dy))
        if host is not None and side in sides.get(host["kind"], ()):
            found.append(host["id"])
    return found


def reconfigure_moves(ship: dict, lifted: list, held: list) -> list:
    """A Build's moves on the ship, in the menu's order: ("lift", id) for every part but the Bridge not `lifted` yet,
    ("put", id, spot) for every spot each `held` part may go, then "done" when nothing is held and the layout is
    legal. One look at the ship's arrangement; the puts and the layout check remembered per layout."""
    known = LAYOUT_OF.get(id(ship)) or arrange(ship)
    layout = known.number
    if layout is None:
        layout = known.number = _number(known.layout)
    lift = _LIFT
    if lifted:
        found = [lift(part_id) for part_id in known.ids[1:] if part_id not in lifted]
    else:
        found = list(map(lift, known.ids[1:]))
    if held:
        for part in held:
            key = (part["id"], part["kind"], layout)
            puts = _PUTS.get(key)
            if puts is None:
                if len(_PUTS) >= CACHE_SIZE:
                    _PUTS.clear()
                put = _PUT_OF.get(part["id"])
                if put is None:
                    put = _PUT_OF[part["id"]] = Table(functools.partial(_put, part["id"])).__getitem__
                puts = _PUTS[key] = tuple(map(put, known_placements(ship, part["kind"], layout)))
            found += puts
    elif layout_ok(ship, layout):
        found.append("done")
    return found


class _Lifts(dict):
    """part id -> ("lift", part id), made once."""

    __slots__ = ()

    def __missing__(self, part_id):
        found = self[part_id] = ("lift", part_id)
        return found


_LIFT = _Lifts().__getitem__  # (called: a dict subclass's [] goes the slow way)
_PUTS: dict = {}
"""(part id, kind, layout_key) -> the ("put", ...) moves of `reconfigure_moves` for that part."""
_PUT_OF: dict = {}
"""part id -> spot -> ("put", part id, spot), made once (`Table`, called through its `__getitem__`)."""


def _put(part_id: int, spot: tuple) -> tuple:
    return ("put", part_id, spot)
