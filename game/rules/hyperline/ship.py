"""Hyperline starships: which components fit where, which way they face, and which can take a hit.

A ship is plain JSON data, so game states copy and save it as they are:
    {"parts": [part, ...], "upgrades": ["repair_droid", ...], "next_id": int}
    part = {"id", "kind", "x", "y", "facing", "damaged"} plus "chamfer" (Turret Pod) or "layer" (Interphasic Shield)
The grid has x to the right and y down: the front of the ship is up (smaller y). The Bridge is part 0 at (0, 0),
facing "N", and never moves. Quadrants are "N" (front), "E" (right), "S" (back), "W" (left): die 1, 2, 3, 4.

Placements (hashable tuples, as `placements()` lists them):
    (x, y, facing)            every attached component. Weapons, shields and scanners face away from the host
                              edge they are attached by, so the facing names the host: the square behind it.
                              On a Turret Pod's chamfer the facing is the chamfer itself ("NE", "SE", "SW", "NW")
                              and the component sits diagonally off the pod. Engines always face "S"; Pods
                              have no facing that matters and always say "N".
    (x, y, "N", chamfer)      a Turret Pod with the chamfered corner chosen when placed.
    ("float", quadrant)       an Interphasic Shield: it floats off one side (stored with x = y = None and a
                              `layer`, 0 innermost; a new one goes on the outside of its stack).

Interface (functions that change a ship mutate it; queries never do; refusals raise IllegalAction):
    new_ship() -> ship                                 a Bridge alone, no upgrades
    placements(ship, kind) -> [placement]              every legal spot for a new component, stable order
    placement_refusal(ship, kind, placement) -> str|None
    place(ship, kind, placement, checked=False) -> part id   (checked: the spot came from placements(), so
                                                       it is not judged again)
    upgrade_refusal(ship, upgrade) -> str|None ;  add_upgrade(ship, upgrade)
    parts(ship) -> [part] ; part(ship, part_id) -> part
    is_functional(ship, part_id) ; bridge_ok(ship) ; online(ship, name) ; count_functional(ship, kind_or_type)
    facings(ship, part_id) -> [quadrant]               two for a chamfer component, the side one if its pod is damaged
    boosted(ship, part_id) -> bool                     gets the Battle Pod bonus (attached to a functional Battle Pod,
                                                       or on the chamfer of a functional Turret Pod that is)
    damage(ship, part_id) ; repair(ship, part_id) ; repair_all(ship) ; damaged_parts(ship) -> [part id]
    exposed(ship, quadrant) -> [part id]               the functional parts a hit from that quadrant may go to
    exposed_ids(ship, quadrant) -> (part id, ...)      the same, remembered with the ship's Facts
    can_absorb(ship, quadrant) -> bool ; carrier_capacity(ship) -> int
    layout_refusal(ship) -> str|None                   the whole ship, e.g. after reconfiguring
    layout_ok(ship) -> bool                            layout_refusal(ship) is None, remembered per layout
    remove(ship, part_id) -> part ; move_part(ship, part_id, placement)   (reconfiguring keeps id and damage)
    put_back(ship, part, placement, checked=False)     a removed part goes back on elsewhere
    reconfigure_moves(ship, lifted, held) -> [move]    a Build's lifts, puts and "done", in the menu's order
    copy_arranged(ship) -> ship                        copy_ship, the copy's layout known at once (a Build's undo)
    facts(ship) -> Facts                               working parts by kind and type, damaged ones, shields down,
                                                       Transfer Shields, boosted launchers: remembered per ship
A ship changes only through these functions (or is replaced by a copy of itself): they drop its remembered Facts
and keep its arrangement (layout and part ids, `_LAYOUT_OF`) up to date,
and `damage` counts every hit (DAMAGES: the turn's recharge skips its look at the ships while that count stands
still since it last found every shield up). A test that flips a part's "damaged" by hand after the rules read the
ship must use damage/repair instead.
    describe_ship(ship) -> str
Extras: TYPES, KINDS, UPGRADES, NAMES, STOCK, QUADRANTS, CHAMFERS, type_of(kind).

Rulings (docs/rules/hyperline.md): the square behind the Bridge is kept for its Pod; Pods attach to Pods
edge to edge; a component on the chamfer sits on the diagonal square; damaged parts neither block nor take
hits; in a stack of Interphasic Shields the outermost functional one stands for the stack; the Battle Pod
bonus needs a functional Battle Pod (and a functional Turret Pod for its turret).
"""

from __future__ import annotations

import functools
import itertools

from game.rules.core import IllegalAction

TYPES = ("pod", "engine", "weapon", "shield", "scanner")
KINDS = {
    "carrier_pod": "pod",
    "battle_pod": "pod",
    "turret_pod": "pod",
    "combat_engine": "engine",
    "hyperline_engine": "engine",
    "rip_engine": "engine",
    "laser_cannon": "weapon",
    "plasma_launcher": "weapon",
    "focus_beam": "weapon",
    "hardpoint_shield": "shield",
    "interphasic_shield": "shield",
    "transfer_shield": "shield",
    "planetary_scanner": "scanner",
    "disrupting_scanner": "scanner",
    "quantum_scanner": "scanner",
}
KINDS_OF_TYPE = {t: frozenset(k for k, kt in KINDS.items() if kt == t) for t in set(KINDS.values())}
UPGRADES = ("repair_droid", "hyperline_computer", "battle_computer")
NAMES = {
    "bridge": "Bridge",
    "carrier_pod": "Carrier Pod",
    "battle_pod": "Battle Pod",
    "turret_pod": "Turret Pod",
    "combat_engine": "Combat Engine",
    "hyperline_engine": "Hyperline Engine",
    "rip_engine": "Rip Engine",
    "laser_cannon": "Laser Cannon",
    "plasma_launcher": "Plasma Launcher",
    "focus_beam": "Focus Beam",
    "hardpoint_shield": "Hardpoint Shield",
    "interphasic_shield": "Interphasic Shield",
    "transfer_shield": "Transfer Shield",
    "planetary_scanner": "Planetary Scanner",
    "disrupting_scanner": "Disrupting Scanner",
    "quantum_scanner": "Quantum Scanner",
    "repair_droid": "Repair Droid",
    "hyperline_computer": "Hyperline Computer",
    "battle_computer": "Battle Computer",
    "pod": "Pod",
    "engine": "Engine",
    "weapon": "Weapon",
    "shield": "Shield",
    "scanner": "Scanner",
}
A_NAMES = {kind: ("an " if name[0] in "AEIOU" else "a ") + name for kind, name in NAMES.items()}  # "an Engine"
STOCK = 8  # the Store holds 8 of each component kind
QUADRANTS = ("N", "E", "S", "W")
CHAMFERS = ("NE", "SE", "SW", "NW")
FLOAT = "float"
BRIDGE = "bridge"
FLOATING = "interphasic_shield"

STEP = {
    **{"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)},
    **{"NE": (1, -1), "SE": (1, 1), "SW": (-1, 1), "NW": (-1, -1)},
}
_ORDER = {name: i for i, name in enumerate(QUADRANTS + CHAMFERS)}
_NEIGHBOURS = {"N": ("E", "W"), "E": ("N", "S"), "S": ("E", "W"), "W": ("N", "S")}
_POD_KINDS = frozenset(kind for kind, kind_type in KINDS.items() if kind_type == "pod")
_FACING_KINDS = frozenset(  # weapons, shields and scanners: attached by one edge and facing away from it
    kind for kind, kind_type in KINDS.items() if kind_type in ("weapon", "shield", "scanner") and kind != FLOATING
)
_HOLDERS = _POD_KINDS | {BRIDGE}
_SHIELD_KINDS = frozenset(kind for kind, kind_type in KINDS.items() if kind_type == "shield")
_COUNTED = {BRIDGE: (BRIDGE,), **{kind: (kind, kind_type) for kind, kind_type in KINDS.items()}}
_SPECIAL = frozenset(("transfer_shield", "plasma_launcher"))
_BOOSTING = frozenset(("battle_pod", "turret_pod", "plasma_launcher"))
"""Kinds whose damage or repair may change which Plasma Launchers get the Battle Pod bonus (`boosted`)."""

RULE = {
    "pod": "A Pod must be attached to another Pod or to the back of the Bridge.",
    "combat_engine": "A Combat Engine must sit behind a Pod or beside another Combat Engine.",
    "hyperline_engine": "A Hyperline Engine must sit to the left or right of a Pod or the Bridge.",
    "rip_engine": "A Rip Engine must sit against a free edge of a Pod or the Bridge.",
    "facing": "{name} must be attached to a Pod or the Bridge, facing away from the edge it is attached by.",
}
BEHIND_BRIDGE = "The space behind the Bridge is kept for the Pod that must sit there."


def type_of(kind: str) -> str:
    """The Store section a kind belongs to ("bridge" for the Bridge)."""
    return KINDS.get(kind, kind)


# --- building ---------------------------------------------------------------------------------------------


def new_ship() -> dict:
    """A Bridge alone: the starting Pod and Engine are placed like any other component."""
    return {"parts": [_part(0, BRIDGE, 0, 0, "N")], "upgrades": [], "next_id": 1}


def placements(ship: dict, kind: str) -> list[tuple]:
    """Every legal spot for a new `kind`, in a stable order (by row, column, facing)."""
    if kind not in KINDS:
        return []
    return list(known_placements(ship, kind))


def known_placements(ship: dict, kind: str, layout: int | None = None) -> tuple:
    """`placements` as a shared tuple, remembered per layout (`layout_key(ship)`, if known already)."""
    if kind == FLOATING:
        return FLOATING_SPOTS
    key = (_ALIKE.get(kind, kind), layout_key(ship) if layout is None else layout)
    found = _PLACEMENTS.get(key)
    if found is None:
        if len(_PLACEMENTS) >= CACHE_SIZE:
            _PLACEMENTS.clear()
        found = _PLACEMENTS[key] = _placements(ship, kind)
    return found


def _placements(ship: dict, kind: str) -> tuple:
    """`placements` from the tables by square (`_Table`): a few set operations in C instead of a loop over the hosts
    and their ways; a ship the tables cannot read (parts on one square, two Interphasic Shields on one side, a part
    500 squares out) goes the long way (`_placements_by_loop`, which is also what the tables are checked against)."""
    layout = _layout_of(ship)
    squares = set(map(_BASE.__getitem__, layout))
    if len(squares) != len(layout) or None in squares:
        return tuple(_placements_by_loop(ship, kind))
    behind = _BASE[layout[0]] + _SPAN
    if kind in _POD_KINDS:
        free = {behind}.union(*map(_POD_ROOM.__getitem__, layout))
        free -= squares
        if kind == "turret_pod":
            return tuple(itertools.chain.from_iterable(map(_TURRET_SPOTS.__getitem__, sorted(free))))
        return tuple(map(_POD_SPOTS.__getitem__, sorted(free)))
    squares.add(behind)  # the square behind the Bridge is kept for its Pod
    found = set().union(*map(_ROOM[kind].__getitem__, layout))
    found.difference_update(*map(_ALL_WAYS.__getitem__, squares))
    return tuple(map(_SPOTS.__getitem__, sorted(found)))


def _placements_by_loop(ship: dict, kind: str) -> list[tuple]:
    grid = _grid(ship)
    bx, by = _bridge_square(ship)
    behind = (bx, by + 1)
    found = {}  # placement -> its place in the order (_placement_order), so that sorting runs in C
    if kind in _POD_KINDS:
        squares = {behind}
        for (x, y), other in grid.items():
            if other["kind"] in _POD_KINDS:
                squares.update((x + dx, y + dy) for dx, dy in _STRAIGHT)
        for x, y in squares:
            if (x, y) not in grid:
                if kind == "turret_pod":
                    for chamfer in CHAMFERS:
                        found[x, y, "N", chamfer] = (y, x, 0, _ORDER[chamfer])
                else:
                    found[x, y, "N"] = (y, x, 0, 0)
    else:
        moves = _ATTACH[kind]
        taken = grid.keys() | {behind}  # the square behind the Bridge is kept for its Pod
        for (hx, hy), host in grid.items():
            for dx, dy, facing, order in moves[host["kind"], host.get("chamfer")]:
                x, y = hx + dx, hy + dy
                if (x, y) not in taken:
                    found[x, y, facing] = (y, x, order, 0)
    return sorted(found, key=found.__getitem__)


def placement_refusal(ship: dict, kind: str, placement) -> str | None:
    """Why `kind` may not go at `placement` on this ship, or None when it may."""
    if kind == BRIDGE:
        return "A ship has one Bridge: you may not buy another."
    if kind not in KINDS:
        return f"There is no component called {kind!r} in the Store."
    name = NAMES[kind]
    shape = _shape_refusal(kind, placement)
    if shape:
        return shape
    if kind == FLOATING:
        return None
    x, y, facing = placement[0], placement[1], placement[2]
    grid = _grid(ship)
    other = grid.get((x, y))
    if other is not None:
        return f"That space is already taken by your {NAMES[other['kind']]}."
    bx, by = _bridge_square(ship)
    if kind in _POD_KINDS:
        if (x, y) == (bx, by + 1) or any(_is_pod(grid.get((x + dx, y + dy))) for dx, dy in _STRAIGHT):
            return None
        return RULE["pod"]
    if (x, y) == (bx, by + 1):
        return BEHIND_BRIDGE
    if kind in _FACING_KINDS:
        dx, dy = STEP[facing]
        host = grid.get((x - dx, y - dy))
        if facing in CHAMFERS:
            if host is not None and host["kind"] == "turret_pod" and host["chamfer"] == facing:
                return None
            return f"{name} may face {facing} only from the chamfered corner of a Turret Pod that points {facing}."
        if host is not None and host["kind"] in _HOLDERS:
            return None
        return RULE["facing"].format(name=f"A {name}")
    for side in _ENGINE_HOST_SIDES[kind]:
        dx, dy = STEP[side]
        host = grid.get((x - dx, y - dy))
        if host is not None and side in _host_sides(kind, host, host["kind"]):
            return None
    return RULE[kind]


def place(ship: dict, kind: str, placement, checked: bool = False) -> int:
    """Attach a new component; returns its part id (`checked`: the placement came from `placements`)."""
    reason = None if checked else placement_refusal(ship, kind, placement)
    if reason:
        raise IllegalAction(reason, placement)
    _forget(ship)
    part_id = ship["next_id"]
    ship["next_id"] = part_id + 1
    new = _part(part_id, kind, None, None, "N")
    _set_placement(ship, new, placement)
    ship["parts"].append(new)
    known = _LAYOUT_OF.get(id(ship))
    if known is not None:
        known.layout += (_square(new),)
        known.ids += (part_id,)
        known.number = None
    return part_id


def upgrade_refusal(ship: dict, upgrade: str) -> str | None:
    """Why the Bridge may not take this upgrade (a damaged Bridge may: the upgrade just starts offline)."""
    if upgrade not in UPGRADES:
        return f"{upgrade!r} is not a Bridge upgrade."
    if upgrade in ship["upgrades"]:
        return f"Your Bridge already has {A_NAMES[upgrade]}: one of each per ship."
    return None


def add_upgrade(ship: dict, upgrade: str) -> None:
    reason = upgrade_refusal(ship, upgrade)
    if reason:
        raise IllegalAction(reason, upgrade)
    _forget(ship)
    ship["upgrades"].append(upgrade)


# --- queries ----------------------------------------------------------------------------------------------


def parts(ship: dict) -> list[dict]:
    """The parts, Bridge first, in the order they were added (a new list; the dicts are the ship's own)."""
    return list(ship["parts"])


def part(ship: dict, part_id: int) -> dict:
    for candidate in ship["parts"]:
        if candidate["id"] == part_id:
            return candidate
    raise KeyError(f"This ship has no part {part_id}.")


def is_functional(ship: dict, part_id: int) -> bool:
    return not part(ship, part_id)["damaged"]


def bridge_ok(ship: dict) -> bool:
    """An undamaged Bridge: needed for Research and to keep the upgrades online."""
    return not ship["parts"][0]["damaged"]


def online(ship: dict, name: str) -> bool:
    """An upgrade that is on an undamaged Bridge, or a kind (or type) with at least one functional part."""
    if name in UPGRADES:
        return name in ship["upgrades"] and bridge_ok(ship)
    if name == BRIDGE:
        return bridge_ok(ship)
    return count_functional(ship, name) > 0


def count_functional(ship: dict, kind: str) -> int:
    """Functional parts of a kind ("combat_engine": speed) or of a whole type ("scanner")."""
    return (FACTS.get(id(ship)) or facts(ship)).working.get(kind, 0)


def facings(ship: dict, part_id: int) -> list[str]:
    """The quadrants a part faces; a component on a damaged turret faces only to the side."""
    this = part(ship, part_id)
    facing = this["facing"]
    if facing not in CHAMFERS:
        return [facing]
    pod = _host(ship, this)
    if pod is None or pod["kind"] != "turret_pod" or pod["damaged"]:
        return [facing[1]]
    return [facing[0], facing[1]]


def boosted(ship: dict, part_id: int) -> bool:
    """Whether the part gets its Battle Pod bonus; says nothing about the part's own damage."""
    this = part(ship, part_id)
    kind = this["kind"]
    if kind not in _FACING_KINDS:
        return False
    facing = this["facing"]
    host = _host(ship, this)
    if host is None or host["damaged"]:
        return False
    if facing in CHAMFERS:
        grid = _grid(ship)
        return any(_battle_pod_ok(grid.get((host["x"] + dx, host["y"] + dy))) for dx, dy in _STRAIGHT)
    return host["kind"] == "battle_pod"


def damaged_parts(ship: dict) -> list[int]:
    return list(facts(ship).damaged)


def shields_down(ship: dict) -> list[int]:
    """The damaged shields, in part order (`Facts.shields_down`, without working out the rest)."""
    return [p["id"] for p in ship["parts"] if p["damaged"] and p["kind"] in _SHIELD_KINDS]


def functional_parts(ship: dict) -> list[int]:
    return list(facts(ship).functional)


def exposed(ship: dict, quadrant: str) -> list[int]:
    """Functional parts a hit from `quadrant` may go to: nothing functional beyond them that way (`_exposed`)."""
    return list(exposed_ids(ship, quadrant))


def exposed_ids(ship: dict, quadrant: str) -> tuple[int, ...]:
    """`exposed` as a tuple, remembered with the ship's `Facts`: a fight asks it again at every point of damage
    (whether to ask the player, then the player's choices)."""
    known = (FACTS.get(id(ship)) or facts(ship)).exposed
    found = known.get(quadrant)
    if found is None:
        found = known[quadrant] = tuple(_exposed(ship, quadrant))
    return found


def _exposed(ship: dict, quadrant: str) -> list[int]:
    """Functional parts a hit from `quadrant` may go to: nothing functional beyond them that way.

    A functional Interphasic Shield floating in that quadrant takes the hit first (the outermost of a stack);
    otherwise the outermost functional one of each neighbouring stack is open by its small edge.
    """
    parts = ship["parts"]
    across, along, sign = _LINES[quadrant]  # a line's coordinate, and the one that runs out that way
    depth_of: dict[int, int] = {}
    outermost: dict[int, int] = {}  # line -> the id of its outermost functional part
    floats = False
    for p in parts:
        if p["damaged"]:
            continue
        line = p[across]
        if line is None:  # (an Interphasic Shield, floating)
            floats = True
            continue
        depth = p[along] * sign
        known = depth_of.get(line)
        if known is None or depth > known:
            depth_of[line] = depth
            outermost[line] = p["id"]
    result = set(outermost.values())
    if floats:
        floating = _outermost_floating(ship)
        if quadrant in floating:
            return [floating[quadrant]["id"]]
        for side in _NEIGHBOURS[quadrant]:
            if side in floating:
                result.add(floating[side]["id"])
    return [p["id"] for p in parts if p["id"] in result]


def can_absorb(ship: dict, quadrant: str) -> bool:
    """Some component can still take a hit from that quadrant (fighters aside)."""
    return bool(exposed_ids(ship, quadrant))


def carrier_capacity(ship: dict) -> int:
    """Fighters the ship can carry: one per functional Carrier Pod."""
    return (FACTS.get(id(ship)) or facts(ship)).working.get("carrier_pod", 0)


def layout_refusal(ship: dict, layout: int | None = None) -> str | None:
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
        found = _held_together(_layout_of(ship))
        if found is None:  # (a ship the tables cannot read)
            found = _layout_refusal(ship) is None
        _LAYOUTS[key] = found
    return found


def _held_together(layout: tuple) -> bool | None:
    """`_layout_refusal(ship) is None` from the tables by square: the parts the Bridge holds, and what they hold, and
    so on, found by set intersections (`_HOLDS`, `_HELD_AS`); None for a ship the tables cannot read (see
    `_placements`), which the caller judges the long way."""
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


def _layout_refusal(ship: dict) -> str | None:
    bridge = ship["parts"][0]
    if bridge["kind"] != BRIDGE:
        return "The ship has lost its Bridge."
    if bridge["facing"] != "N":
        return "The Bridge must face the front of the ship."
    grid: dict[tuple[int, int], dict] = {}
    for p in ship["parts"]:
        if p["x"] is None:
            continue
        square = (p["x"], p["y"])
        if square in grid:
            return f"Your {NAMES[p['kind']]} overlaps your {NAMES[grid[square]['kind']]}."
        grid[square] = p
    behind = (bridge["x"], bridge["y"] + 1)
    if not _is_pod(grid.get(behind)):
        return "The Bridge needs a Pod directly behind it."
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
            rule = RULE["pod"] if kind in _POD_KINDS else RULE.get(kind) or RULE["facing"].format(name="It")
            return f"Your {NAMES[kind]} is not held by the ship. {rule}"
    return None


def _holders(grid: dict, p: dict, behind: tuple, bridge_id: int) -> list[int]:
    """From tables made at import (`_host_sides`): the ids of the parts that could be holding `p` where it is now."""
    kind, x, y = p["kind"], p["x"], p["y"]
    if kind in _POD_KINDS:
        found = []
        for dx, dy in _STRAIGHT:
            other = grid.get((x + dx, y + dy))
            if other is not None and other["kind"] in _POD_KINDS:
                found.append(other["id"])
        if (x, y) == behind:
            found.append(bridge_id)
        return found
    if kind in _FACING_KINDS:
        facing = p["facing"]
        dx, dy = STEP[facing]
        host = grid.get((x - dx, y - dy))
        if host is not None and facing in _FACING_HOSTS.get((host["kind"], host.get("chamfer")), ()):
            return [host["id"]]
        return []
    found = []
    sides = _ENGINE_HOSTS[kind]
    for side, dx, dy in _ENGINE_SIDES[kind]:
        host = grid.get((x - dx, y - dy))
        if host is not None and side in sides.get(host["kind"], ()):
            found.append(host["id"])
    return found


def describe_ship(ship: dict) -> str:
    """One line for logs and tests: 'Bridge, Carrier Pod at 0,1, Laser Cannon at 0,2 facing S (damaged)'."""
    words = []
    for p in ship["parts"]:
        kind = p["kind"]
        text = NAMES[kind]
        if kind == BRIDGE:
            for upgrade in ship["upgrades"]:
                text += f" + {NAMES[upgrade]}" + ("" if bridge_ok(ship) else " (offline)")
        elif p["x"] is None:
            text += f" floating {p['facing']}"
        else:
            text += f" at {p['x']},{p['y']}"
            if kind in _FACING_KINDS:
                text += f" facing {p['facing']}"
            if kind == "turret_pod":
                text += f" chamfer {p['chamfer']}"
        if p["damaged"]:
            text += " (damaged)"
        words.append(text)
    return ", ".join(words)


# --- damage and repair ------------------------------------------------------------------------------------


def damage(ship: dict, part_id: int) -> None:
    """Flip a functional part to its damaged side (a loaded fighter is the caller's to eject)."""
    this = part(ship, part_id)
    if this["damaged"]:
        raise IllegalAction(f"Your {NAMES[this['kind']]} is already damaged.", part_id)
    global DAMAGES
    DAMAGES += 1
    this["damaged"] = True
    _flipped(ship, this)


def repair(ship: dict, part_id: int) -> None:
    this = part(ship, part_id)
    if not this["damaged"]:
        raise IllegalAction(f"Your {NAMES[this['kind']]} is not damaged.", part_id)
    this["damaged"] = False
    _flipped(ship, this)


def _flipped(ship: dict, this: dict) -> None:
    """A part was damaged or repaired: the ship's Facts follow from the old ones where that part boosts nothing
    (most hits and repairs), else they are worked out again when next asked."""
    known = FACTS.pop(id(ship), None)
    if known is not None and this["kind"] not in _BOOSTING:
        FACTS[id(ship)] = known.flipped(this)


def repair_all(ship: dict) -> None:
    """The Home Planet Repair: every part back to full function."""
    _forget(ship)
    for p in ship["parts"]:
        p["damaged"] = False


# --- reconfiguring ----------------------------------------------------------------------------------------


def remove(ship: dict, part_id: int) -> dict:
    """Take a part off the ship; anything it held is left loose until `layout_refusal` is happy again."""
    known = _LAYOUT_OF.get(id(ship))
    if known is None:
        this = part(ship, part_id)
        index = ship["parts"].index(this)
    else:
        ids = known.ids
        if part_id not in ids:
            raise KeyError(f"This ship has no part {part_id}.")
        index = ids.index(part_id)
        this = ship["parts"][index]
    if this["kind"] == BRIDGE:
        raise IllegalAction("The Bridge cannot be taken off the ship.", part_id)
    FACTS.pop(id(ship), None)
    if known is not None:
        layout = known.layout
        known.layout = layout[:index] + layout[index + 1 :]
        known.ids = ids[:index] + ids[index + 1 :]
        known.number = None
    del ship["parts"][index]
    return this


def put_back(ship: dict, held: dict, placement, checked: bool = False) -> None:
    """A part lifted off the ship (`remove`) goes back on at a new placement, as the ship's last part
    (`checked`: the placement came from `placements` for the ship without it)."""
    FACTS.pop(id(ship), None)
    ship["parts"].append(held)
    if checked:
        _set_placement(ship, held, placement)
        known = _LAYOUT_OF.get(id(ship))
        if known is not None:
            known.layout += (_square(held),)
            known.ids += (held["id"],)
            known.number = None
    else:
        _LAYOUT_OF.pop(id(ship), None)
        move_part(ship, held["id"], placement)


def reconfigure_moves(ship: dict, lifted: list, held: list) -> list:
    """A Build's moves on the ship, in the menu's order: ("lift", id) for every part but the Bridge not `lifted` yet,
    ("put", id, spot) for every spot each `held` part may go, then "done" when nothing is held and the layout is
    legal. One look at the ship's arrangement; the puts and the layout check remembered per layout."""
    known = _LAYOUT_OF.get(id(ship)) or _arrange(ship)
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
                    put = _PUT_OF[part["id"]] = _Table(functools.partial(_put, part["id"])).__getitem__
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
_PUT_OF: dict = {}
"""part id -> spot -> ("put", part id, spot), made once (`_Table`, called through its `__getitem__`)."""


def _put(part_id: int, spot: tuple) -> tuple:
    return ("put", part_id, spot)
"""(part id, kind, layout_key) -> the ("put", ...) moves of `reconfigure_moves` for that part."""


def move_part(ship: dict, part_id: int, placement) -> None:
    """Reconfigure one part, keeping its id and damage; the placement is judged on the ship without it."""
    this = part(ship, part_id)
    if this["kind"] == BRIDGE:
        raise IllegalAction("The Bridge stays where it is: move the other components around it.", placement)
    _forget(ship)
    _LAYOUT_OF.pop(id(ship), None)
    index = ship["parts"].index(this)
    del ship["parts"][index]
    try:
        reason = placement_refusal(ship, this["kind"], placement)
        if reason:
            raise IllegalAction(reason, placement)
        _set_placement(ship, this, placement)
    finally:
        ship["parts"].insert(index, this)


def copy_ship(ship: dict) -> dict:
    """A deep copy of the plain data (what a JSON round trip gives, faster: parts hold only numbers,
    strings, booleans and None)."""
    if ship.keys() == _SHIP_KEYS:  # (every ship the rules make: the same copy, with fewer steps)
        copy = ship.copy()
        copy["parts"] = list(map(dict.copy, ship["parts"]))
        upgrades = ship["upgrades"]
        if type(upgrades) is list:
            copy["upgrades"] = upgrades.copy()
        return copy
    return {
        key: [p.copy() for p in value] if key == "parts" else value.copy() if type(value) is list else value
        for key, value in ship.items()
    }


_SHIP_KEYS = frozenset(("parts", "upgrades", "next_id"))


# --- what the turn asks of a ship again and again ----------------------------------------------------------


class Facts:
    """A ship's working parts, counted once per change of the ship: every turn asks for its scanners,
    launchers, damaged shields and carriers, and the answers change only when a part is built, moved,
    damaged or repaired (the functions above, which forget them)."""

    __slots__ = (
        "ship",
        "working",
        "functional",
        "damaged",
        "shields_down",
        "givers",
        "takers",
        "launchers",
        "exposed",
    )

    def __init__(self, ship: dict):
        self.ship = ship  # held, so that its id is not reused while remembered
        parts = ship["parts"]
        working: dict[str, int] = {}
        functional, damaged, shields_down, givers, takers = [], [], [], [], []
        launchers = 0
        for p in parts:
            kind = p["kind"]
            if p["damaged"]:
                damaged.append(p["id"])
                if kind in _SHIELD_KINDS:
                    shields_down.append(p["id"])
                    if kind != "transfer_shield":
                        takers.append(p["id"])
                continue
            functional.append(p["id"])
            for name in _COUNTED[kind]:  # the kind, and its type
                working[name] = working.get(name, 0) + 1
            if kind in _SPECIAL:
                if kind == "transfer_shield":
                    givers.append(p["id"])
                elif boosted(ship, p["id"]):
                    launchers += 1
        self.working = working  # kind or type -> functional parts of it
        self.functional = tuple(functional)
        self.damaged = tuple(damaged)
        self.shields_down = tuple(shields_down)  # damaged shields, in part order (they recharge)
        self.givers = tuple(givers)  # working Transfer Shields
        self.takers = tuple(takers)  # damaged shields a Transfer Shield may restore
        self.launchers = launchers  # working Plasma Launchers with the Battle Pod bonus
        self.exposed: dict[str, tuple] = {}  # quadrant -> `exposed` to a hit from there, as asked

    def flipped(self, this: dict) -> Facts:
        """The Facts once `this` part (not one in `_BOOSTING`) has been damaged or repaired, from these."""
        new = object.__new__(Facts)
        ship = new.ship = self.ship
        parts = ship["parts"]
        kind, part_id, damaged = this["kind"], this["id"], this["damaged"]
        working = new.working = self.working.copy()
        step = -1 if damaged else 1
        for name in _COUNTED[kind]:  # (a kind or type once counted keeps its key, at 0 at least: read by `get`)
            working[name] = working.get(name, 0) + step
        if damaged:
            new.functional = tuple([i for i in self.functional if i != part_id])
            new.damaged = tuple([p["id"] for p in parts if p["damaged"]])
        else:
            new.functional = tuple([p["id"] for p in parts if not p["damaged"]])
            new.damaged = tuple([i for i in self.damaged if i != part_id])
        if kind in _SHIELD_KINDS:
            down = [p for p in parts if p["damaged"] and p["kind"] in _SHIELD_KINDS]
            new.shields_down = tuple([p["id"] for p in down])
            new.takers = tuple([p["id"] for p in down if p["kind"] != "transfer_shield"])
            if kind == "transfer_shield":
                new.givers = tuple([p["id"] for p in parts if p["kind"] == "transfer_shield" and not p["damaged"]])
            else:
                new.givers = self.givers
        else:
            new.shields_down, new.takers, new.givers = self.shields_down, self.takers, self.givers
        new.launchers = self.launchers
        new.exposed = {}
        return new


def facts(ship: dict) -> Facts:
    """The ship's `Facts`, remembered by the ship until a function here changes it: a ship is changed only
    through this module's functions (or replaced by a copy). Hot paths read `FACTS.get(id(ship))` first."""
    found = FACTS.get(id(ship))
    if found is None:
        if len(FACTS) >= FACTS_SIZE:
            FACTS.clear()
        found = FACTS[id(ship)] = Facts(ship)
    return found


def _forget(ship: dict) -> None:
    FACTS.pop(id(ship), None)


DAMAGES = 0
"""Parts damaged so far, in any game: a state's recharge compares it with the count when it last found every shield
up (nothing else puts a shield down)."""

FACTS_SIZE = 64
"""Ships remembered at once: a playout needs a handful; each entry holds its ship, and a search's clones must not
pile up (they would keep the garbage collector busy)."""
FACTS: dict[int, Facts] = {}
"""id of a ship -> its Facts (which hold the ship, so the id is not reused while remembered); an entry is
dropped when the ship changes, so whatever is found here is up to date."""


# --- private ----------------------------------------------------------------------------------------------

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
    known = _LAYOUT_OF.get(id(ship)) or _arrange(ship)
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


class _Arrangement:
    """What the layout rules read of one ship: its layout (the numbers of its parts' squares, `_SQUARE_IDS`), its part
    ids in order, and the layout's `layout_key` once asked."""

    __slots__ = ("ship", "layout", "ids", "number")

    def __init__(self, ship: dict, layout: tuple, ids: tuple, number: int | None = None):
        self.ship = ship  # held, so that its id is not reused while remembered
        self.layout = layout
        self.ids = ids
        self.number = number


_LAYOUT_OF: dict[int, _Arrangement] = {}
"""id of a ship -> its `_Arrangement`, kept up to date by `place`, `remove` and `put_back` (a Build lifts and puts one
part at a time: the layout follows without a new look at every part), carried into a copy by `copy_arranged` and
dropped by `move_part`; at most `FACTS_SIZE` ships."""


def _layout_of(ship: dict) -> tuple:
    """The ship's layout as `layout_key` reads it: (kind, x, y, facing, chamfer) of each part, in order."""
    return (_LAYOUT_OF.get(id(ship)) or _arrange(ship)).layout


def _arrange(ship: dict) -> _Arrangement:
    """The ship's `_LAYOUT_OF` entry, worked out (the first look at a ship)."""
    number = _SQUARE_NUMBER
    parts = ship["parts"]
    layout = tuple([number((p["kind"], p["x"], p["y"], p["facing"], p.get("chamfer"))) for p in parts])
    if len(_LAYOUT_OF) >= FACTS_SIZE:
        _LAYOUT_OF.clear()
    known = _LAYOUT_OF[id(ship)] = _Arrangement(ship, layout, tuple([p["id"] for p in parts]))
    return known


def copy_arranged(ship: dict) -> dict:
    """`copy_ship`, the copy's layout taken from the ship's if known (a Build's saved ship and its undo)."""
    copy = copy_ship(ship)
    known = _LAYOUT_OF.get(id(ship))
    if known is not None:
        if len(_LAYOUT_OF) >= FACTS_SIZE:
            _LAYOUT_OF.clear()
        _LAYOUT_OF[id(copy)] = _Arrangement(copy, known.layout, known.ids, known.number)
    return copy


def _square(p: dict) -> int:
    """What `layout_key` reads of one part, as its number (`_SQUARE_IDS`)."""
    return _SQUARE_NUMBER((p["kind"], p["x"], p["y"], p["facing"], p.get("chamfer")))


FLOATING_SPOTS = tuple((FLOAT, quadrant) for quadrant in QUADRANTS)


_STRAIGHT = tuple(STEP[q] for q in QUADRANTS)
_AXIS = {"N": (1, -1), "S": (1, 1), "E": (0, 1), "W": (0, -1)}  # (coordinate, sign): larger sign*coord is beyond
_LINES = {q: ("xy"[1 - axis], "xy"[axis], sign) for q, (axis, sign) in _AXIS.items()}
"""quadrant -> (the coordinate naming a line, the coordinate along it, its sign outwards), as part keys."""
# the sides of an engine its host may be on, seen from the engine (host square = engine square - STEP[side])
_ENGINE_HOST_SIDES = {
    "combat_engine": ("S", "E", "W"),
    "hyperline_engine": ("E", "W"),
    "rip_engine": QUADRANTS,
}


def _part(part_id: int, kind: str, x, y, facing: str) -> dict:
    return {"id": part_id, "kind": kind, "x": x, "y": y, "facing": facing, "damaged": False}


def _grid(ship: dict) -> dict[tuple[int, int], dict]:
    return {(p["x"], p["y"]): p for p in ship["parts"] if p["x"] is not None}


def _bridge_square(ship: dict) -> tuple[int, int]:
    bridge = ship["parts"][0]
    return bridge["x"], bridge["y"]


def _is_pod(p: dict | None) -> bool:
    return p is not None and p["kind"] in _POD_KINDS


def _battle_pod_ok(p: dict | None) -> bool:
    return p is not None and p["kind"] == "battle_pod" and not p["damaged"]


def _host_sides(kind: str, host: dict, host_kind: str) -> tuple[str, ...]:
    """The directions from `host` in which a new `kind` may be attached to it."""
    if kind in _FACING_KINDS:
        if host_kind == BRIDGE:
            return ("N", "E", "W")
        if host_kind == "turret_pod":
            return QUADRANTS + (host["chamfer"],)
        return QUADRANTS if host_kind in _POD_KINDS else ()
    if kind == "combat_engine":
        if host_kind in _POD_KINDS:
            return ("S",)
        return ("E", "W") if host_kind == "combat_engine" else ()
    if host_kind not in _HOLDERS:
        return ()
    if kind == "hyperline_engine":
        return ("E", "W")
    return ("N", "E", "W") if host_kind == BRIDGE else QUADRANTS  # rip engine


def _attachments(kind: str) -> dict:
    """(host kind, host chamfer) -> (dx, dy, facing, order of the facing) for each way `kind` attaches to such a
    host: `_host_sides` and the placement's facing, worked out at import for `_placements`."""
    found = {}
    for host_kind in (*KINDS, BRIDGE):
        for chamfer in CHAMFERS if host_kind == "turret_pod" else (None,):
            host = {"kind": host_kind, "chamfer": chamfer}
            ways = []
            for side in _host_sides(kind, host, host_kind):
                facing = side if kind in _FACING_KINDS else "S"
                ways.append((*STEP[side], facing, _ORDER[facing]))
            found[host_kind, chamfer] = tuple(ways)
    return found


def _host(ship: dict, p: dict) -> dict | None:
    """What a weapon, shield or scanner is attached to (the square its back is against)."""
    dx, dy = STEP[p["facing"]]
    x, y = p["x"] - dx, p["y"] - dy
    for other in ship["parts"]:
        if other["x"] == x and other["y"] == y:
            return other
    return None


def _outermost_floating(ship: dict) -> dict[str, dict]:
    """Quadrant -> the outermost functional Interphasic Shield floating there."""
    found: dict[str, dict] = {}
    for p in ship["parts"]:
        if p["kind"] == FLOATING and not p["damaged"]:
            current = found.get(p["facing"])
            if current is None or p["layer"] > current["layer"]:
                found[p["facing"]] = p
    return found


def _shape_refusal(kind: str, placement) -> str | None:
    name = NAMES[kind]
    if kind == FLOATING:
        if isinstance(placement, (tuple, list)) and len(placement) == 2 and placement[0] == FLOAT:
            if placement[1] in QUADRANTS:
                return None
        return "An Interphasic Shield floats off one side of the ship: choose N, E, S or W."
    size = 4 if kind == "turret_pod" else 3
    if (
        not isinstance(placement, (tuple, list))
        or len(placement) != size
        or type(placement[0]) is not int
        or type(placement[1]) is not int
    ):
        if kind == "turret_pod":
            return "Place a Turret Pod on a square, with the corner to chamfer."
        return f"Place {A_NAMES[kind]} on a square of the ship's grid."
    facing = placement[2]
    if kind in _POD_KINDS:
        if facing != "N":
            return "Pods have no facing of their own: they point to the front like the Bridge."
        if kind == "turret_pod" and placement[3] not in CHAMFERS:
            return "Choose one corner of the Turret Pod to chamfer: NE, SE, SW or NW."
        return None
    if kind in _FACING_KINDS:
        if facing not in STEP:
            return f"A {name} faces N, E, S or W (or a Turret Pod's chamfer)."
        return None
    if facing != "S":
        return "Engines face the rear of the ship."
    return None


def _set_placement(ship: dict, p: dict, placement) -> None:
    p.pop("chamfer", None)
    p.pop("layer", None)
    if p["kind"] == FLOATING:
        quadrant = placement[1]
        layers = [o["layer"] for o in ship["parts"] if o["kind"] == FLOATING and o["facing"] == quadrant and o is not p]
        p["x"] = p["y"] = None
        p["facing"] = quadrant
        p["layer"] = max(layers, default=-1) + 1
        return
    p["x"], p["y"], p["facing"] = placement[0], placement[1], placement[2]
    if p["kind"] == "turret_pod":
        p["chamfer"] = placement[3]


def _placement_order(placement: tuple):
    return (placement[1], placement[0], _ORDER[placement[2]], _ORDER.get(placement[3], 0) if len(placement) > 3 else 0)


_ATTACH = {kind: _attachments(kind) for kind in KINDS if kind not in _POD_KINDS and kind != FLOATING}
_FACING_HOSTS = {
    (host_kind, chamfer): frozenset(_host_sides("laser_cannon", {"chamfer": chamfer}, host_kind))
    for host_kind in (*KINDS, BRIDGE)
    for chamfer in (CHAMFERS if host_kind == "turret_pod" else (None,))
}
"""(host kind, its chamfer) -> the facings a weapon, shield or scanner may have when attached to it (`_host_sides`)."""
_ENGINE_SIDES = {kind: tuple((side, *STEP[side]) for side in sides) for kind, sides in _ENGINE_HOST_SIDES.items()}
_ENGINE_HOSTS = {
    kind: {host_kind: frozenset(_host_sides(kind, {}, host_kind)) for host_kind in (*KINDS, BRIDGE)}
    for kind in _ENGINE_HOST_SIDES
}
"""engine kind -> host kind -> the sides (seen from the engine) it may be attached on (`_host_sides`)."""


# --- the tables by square that `_placements` and `_held_together` read -------------------------------------


class _Table(dict):
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
        return -1 - _ORDER.get(facing, 0)
    return _base(x, y)


def _neighbour_squares(number: int) -> frozenset:
    """Where a Pod may go next to this part (it is a Pod): its four edges."""
    kind, x, y, _, _ = _PLACED[number]
    if kind not in _POD_KINDS or x is None:
        return frozenset()
    return frozenset(base for dx, dy in _STRAIGHT if (base := _base(x + dx, y + dy)) is not None)


def _room_for(kind: str):
    """The placements of `kind` this part would host, as numbers square * 8 + the facing's order (`_SPOTS`)."""

    def make(number: int) -> frozenset:
        host_kind, x, y, _, chamfer = _PLACED[number]
        if x is None:
            return frozenset()
        found = set()
        for dx, dy, _facing, order in _ATTACH[kind].get((host_kind, chamfer), ()):
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


_FACINGS = QUADRANTS + CHAMFERS  # (by `_ORDER`)
_POD_ROOM = _Table(_neighbour_squares)
_ROOM = {kind: _Table(_room_for(kind)) for kind in _ATTACH}
_ALIKE = {
    kind: "laser_cannon" if kind in _FACING_KINDS else "carrier_pod" if kind == "battle_pod" else kind for kind in KINDS
}
"""kind -> a kind with the same placements on any ship (every weapon, shield and scanner attaches alike; so do the
Carrier and Battle Pods): `known_placements` remembers them once."""
_ROOM.update({kind: _ROOM[same] for kind, same in _ALIKE.items() if same in _ROOM})
_ALL_WAYS = _Table(lambda base: frozenset(range(base * 8, base * 8 + 8)))
"""square number -> every placement number on that square (a taken square takes them all)."""
_SPOTS = _Table(_spot)
_POD_SPOTS = _Table(_pod_spot)
_TURRET_SPOTS = _Table(_turret_spots)

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
    if kind in _POD_KINDS:
        return base << 4
    if kind in _FACING_KINDS:
        return (base << 4) + 1 + _ORDER[facing]
    return (base << 4) + _ENGINE_SLOT.get(kind, 15)  # (15: a kind nothing holds)


def _holds(number: int) -> frozenset:
    """The numbers (`_held_as`) of every part this one would hold, wherever they are (`_holders` the other way
    round); the Pod behind the Bridge is looked for apart."""
    kind, x, y, _, chamfer = _PLACED[number]
    if x is None:
        return frozenset()
    found = set()
    if kind in _POD_KINDS:
        found.update((x + dx, y + dy, 0) for dx, dy in _STRAIGHT)
    for facing in _FACING_HOSTS.get((kind, chamfer), ()):
        dx, dy = STEP[facing]
        found.add((x + dx, y + dy, 1 + _ORDER[facing]))
    for engine, slot in _ENGINE_SLOT.items():
        sides = _ENGINE_HOSTS[engine].get(kind, ())
        for side, dx, dy in _ENGINE_SIDES[engine]:
            if side in sides:
                found.add((x + dx, y + dy, slot))
    numbers = set()
    for fx, fy, slot in found:
        base = _base(fx, fy)
        if base is not None:
            numbers.add((base << 4) + slot)
    return frozenset(numbers)


_HOLDS = _Table(_holds)


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
_SQUARE_NUMBER = _SQUARE_IDS.__getitem__  # (called, not subscripted: a dict subclass's [] goes the slow way)
