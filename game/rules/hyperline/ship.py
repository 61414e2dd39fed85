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
and keep its arrangement (layout and part ids, `layouts.LAYOUT_OF`) up to date,
and `damage` counts every hit (DAMAGES: the turn's recharge skips its look at the ships while that count stands
still since it last found every shield up). A test that flips a part's "damaged" by hand after the rules read the
ship must use damage/repair instead.
    describe_ship(ship) -> str
Extras: TYPES, KINDS, UPGRADES, NAMES, STOCK, QUADRANTS, CHAMFERS, type_of(kind).

Where the parts of this interface live (importers read every name here): the Store's words and the
attachment rules in `components`; the whole-ship layout rules remembered per layout (`known_placements`, `layout_ok`,
`layout_refusal`, `reconfigure_moves`, `layout_key`) in `layouts`, which reads the tables by square in `squares`.
This module keeps a single ship: building it, its parts, hits and repairs, reconfiguring and its `Facts`.

Rulings (docs/rules/hyperline.md): the square behind the Bridge is kept for its Pod; Pods attach to Pods
edge to edge; a component on the chamfer sits on the diagonal square; damaged parts neither block nor take
hits; in a stack of Interphasic Shields the outermost functional one stands for the stack; the Battle Pod
bonus needs a functional Battle Pod (and a functional Turret Pod for its turret).
"""

from __future__ import annotations

from game.rules.core import IllegalAction
from game.rules.hyperline import components, layouts
from game.rules.hyperline.components import (  # noqa: F401 (A_NAMES, THE_PART: read by importers from here)
    A_NAMES,
    A_PART,
    BEHIND_BRIDGE,
    BRIDGE,
    CHAMFERS,
    COMPASS,
    ENGINE_HOST_SIDES,
    FACING_KINDS,
    FLOAT,
    FLOATING,
    HOLDERS,
    KINDS,
    NAMES,
    PART,
    POD_KINDS,
    QUADRANTS,
    RULE,
    SIDE,
    STEP,
    STRAIGHT,
    THE_PART,
    UPGRADES,
    facing_rule,
    host_sides,
    is_pod,
)
from game.rules.hyperline.layouts import (
    LAYOUT_OF_SIZE,
    Arrangement,
    bridge_square,
    grid_of,
    known_placements,
    part_square,
)
from game.rules.words import Message, msg

# Assigned, not imported: Python 3.11 compiles `NAME.method(...)` on a name bound by an import as an attribute load
# and a call (a bound method made each time), not as a method call.
LAYOUT_OF = layouts.LAYOUT_OF

# Kept in `components` and `layouts`, read from here by importers (`ship.layout_ok`, `ship.TYPES`, ...):
TYPES, KINDS_OF_TYPE, STOCK, type_of = components.TYPES, components.KINDS_OF_TYPE, components.STOCK, components.type_of
CACHE_SIZE, FLOATING_SPOTS, layout_key = layouts.CACHE_SIZE, layouts.FLOATING_SPOTS, layouts.layout_key
layout_ok, layout_refusal, reconfigure_moves = layouts.layout_ok, layouts.layout_refusal, layouts.reconfigure_moves

_NEIGHBOURS = {"N": ("E", "W"), "E": ("N", "S"), "S": ("E", "W"), "W": ("N", "S")}

_SHIELD_KINDS = frozenset(kind for kind, kind_type in KINDS.items() if kind_type == "shield")
_COUNTED = {BRIDGE: (BRIDGE,), **{kind: (kind, kind_type) for kind, kind_type in KINDS.items()}}
_SPECIAL = frozenset(("transfer_shield", "plasma_launcher"))
_BOOSTING = frozenset(("battle_pod", "turret_pod", "plasma_launcher"))
"""Kinds whose damage or repair may change which Plasma Launchers get the Battle Pod bonus (`boosted`)."""


# --- building ---------------------------------------------------------------------------------------------


def new_ship() -> dict:
    """A Bridge alone: the starting Pod and Engine are placed like any other component."""
    return {"parts": [_part(0, BRIDGE, 0, 0, "N")], "upgrades": [], "next_id": 1}


def placements(ship: dict, kind: str) -> list[tuple]:
    """Every legal spot for a new `kind`, in a stable order (by row, column, facing)."""
    if kind not in KINDS:
        return []
    return list(known_placements(ship, kind))


def placement_refusal(ship: dict, kind: str, placement) -> Message | None:
    """Why `kind` may not go at `placement` on this ship, or None when it may."""
    if kind == BRIDGE:
        return msg("A ship has one Bridge: you may not buy another.")
    if kind not in KINDS:
        return msg("There is no component called {kind} in the Store.", kind=repr(kind))
    shape = _shape_refusal(kind, placement)
    if shape:
        return shape
    if kind == FLOATING:
        return None
    x, y, facing = placement[0], placement[1], placement[2]
    grid = grid_of(ship)
    other = grid.get((x, y))
    if other is not None:
        return msg("That space is already taken by your {part}.", part=PART[other["kind"]])
    bx, by = bridge_square(ship)
    if kind in POD_KINDS:
        if (x, y) == (bx, by + 1) or any(is_pod(grid.get((x + dx, y + dy))) for dx, dy in STRAIGHT):
            return None
        return RULE["pod"]
    if (x, y) == (bx, by + 1):
        return BEHIND_BRIDGE
    if kind in FACING_KINDS:
        dx, dy = STEP[facing]
        host = grid.get((x - dx, y - dy))
        if facing in CHAMFERS:
            if host is not None and host["kind"] == "turret_pod" and host["chamfer"] == facing:
                return None
            return msg(
                "{part} may face {facing} only from the chamfered corner of a Turret Pod that points {facing}.",
                part=PART[kind],
                facing=COMPASS[facing],
            )
        if host is not None and host["kind"] in HOLDERS:
            return None
        return facing_rule(kind)
    for side in ENGINE_HOST_SIDES[kind]:
        dx, dy = STEP[side]
        host = grid.get((x - dx, y - dy))
        if host is not None and side in host_sides(kind, host, host["kind"]):
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
    known = LAYOUT_OF.get(id(ship))
    if known is not None:
        known.layout += (part_square(new),)
        known.ids += (part_id,)
        known.number = None
    return part_id


def upgrade_refusal(ship: dict, upgrade: str) -> Message | None:
    """Why the Bridge may not take this upgrade (a damaged Bridge may: the upgrade just starts offline)."""
    if upgrade not in UPGRADES:
        return msg("{upgrade} is not a Bridge upgrade.", upgrade=repr(upgrade))
    if upgrade in ship["upgrades"]:
        return msg("Your Bridge already has {part}: one of each per ship.", part=A_PART[upgrade])
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
    if kind not in FACING_KINDS:
        return False
    facing = this["facing"]
    host = _host(ship, this)
    if host is None or host["damaged"]:
        return False
    if facing in CHAMFERS:
        grid = grid_of(ship)
        return any(_battle_pod_ok(grid.get((host["x"] + dx, host["y"] + dy))) for dx, dy in STRAIGHT)
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
            if kind in FACING_KINDS:
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
        raise IllegalAction(msg("Your {part} is already damaged.", part=PART[this["kind"]]), part_id)
    global DAMAGES
    DAMAGES += 1
    this["damaged"] = True
    _flipped(ship, this)


def repair(ship: dict, part_id: int) -> None:
    this = part(ship, part_id)
    if not this["damaged"]:
        raise IllegalAction(msg("Your {part} is not damaged.", part=PART[this["kind"]]), part_id)
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
    known = LAYOUT_OF.get(id(ship))
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
        raise IllegalAction(msg("The Bridge cannot be taken off the ship."), part_id)
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
        known = LAYOUT_OF.get(id(ship))
        if known is not None:
            known.layout += (part_square(held),)
            known.ids += (held["id"],)
            known.number = None
    else:
        LAYOUT_OF.pop(id(ship), None)
        move_part(ship, held["id"], placement)


def move_part(ship: dict, part_id: int, placement) -> None:
    """Reconfigure one part, keeping its id and damage; the placement is judged on the ship without it."""
    this = part(ship, part_id)
    if this["kind"] == BRIDGE:
        raise IllegalAction(msg("The Bridge stays where it is: move the other components around it."), placement)
    _forget(ship)
    LAYOUT_OF.pop(id(ship), None)
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


def copy_arranged(ship: dict) -> dict:
    """`copy_ship`, the copy's layout taken from the ship's if known (a Build's saved ship and its undo)."""
    copy = copy_ship(ship)
    known = LAYOUT_OF.get(id(ship))
    if known is not None:
        if len(LAYOUT_OF) >= LAYOUT_OF_SIZE:
            LAYOUT_OF.clear()
        LAYOUT_OF[id(copy)] = Arrangement(copy, known.layout, known.ids, known.number)
    return copy


_AXIS = {"N": (1, -1), "S": (1, 1), "E": (0, 1), "W": (0, -1)}  # (coordinate, sign): larger sign*coord is beyond
_LINES = {q: ("xy"[1 - axis], "xy"[axis], sign) for q, (axis, sign) in _AXIS.items()}
"""quadrant -> (the coordinate naming a line, the coordinate along it, its sign outwards), as part keys."""


def _part(part_id: int, kind: str, x, y, facing: str) -> dict:
    return {"id": part_id, "kind": kind, "x": x, "y": y, "facing": facing, "damaged": False}


def _battle_pod_ok(p: dict | None) -> bool:
    return p is not None and p["kind"] == "battle_pod" and not p["damaged"]


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


def _shape_refusal(kind: str, placement) -> Message | None:
    if kind == FLOATING:
        if isinstance(placement, (tuple, list)) and len(placement) == 2 and placement[0] == FLOAT:
            if placement[1] in QUADRANTS:
                return None
        return msg("An Interphasic Shield floats off one side of the ship: choose N, E, S or W.")
    size = 4 if kind == "turret_pod" else 3
    if (
        not isinstance(placement, (tuple, list))
        or len(placement) != size
        or type(placement[0]) is not int
        or type(placement[1]) is not int
    ):
        if kind == "turret_pod":
            return msg("Place a Turret Pod on a square, with the corner to chamfer.")
        return msg("Place {part} on a square of the ship's grid.", part=A_PART[kind])
    facing = placement[2]
    if kind in POD_KINDS:
        if facing != "N":
            return msg("Pods have no facing of their own: they point to the front like the Bridge.")
        if kind == "turret_pod" and placement[3] not in CHAMFERS:
            return msg("Choose one corner of the Turret Pod to chamfer: NE, SE, SW or NW.")
        return None
    if kind in FACING_KINDS:
        if facing not in STEP:
            return msg("A {part} faces N, E, S or W (or a Turret Pod's chamfer).", part=PART[kind])
        return None
    if facing != "S":
        return msg("Engines face the rear of the ship.")
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
