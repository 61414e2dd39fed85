"""Hyperline's Store of ship components: their kinds, types and names, the sides of a ship, and which part may hold
which (the attachment rules every ship module reads).

Kept apart from `ship` (a ship's parts, damage and facts) and from `layouts`/`squares` (where parts may go, remembered
per layout) so that all three read the same words without importing each other in a circle.
"""

from __future__ import annotations

from game.rules.words import msg, pmsg

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
PART = {  # a component's name, as a message (a Store box, a list, a sentence's part)
    "bridge": msg("Bridge"),
    "carrier_pod": msg("Carrier Pod"),
    "battle_pod": msg("Battle Pod"),
    "turret_pod": msg("Turret Pod"),
    "combat_engine": msg("Combat Engine"),
    "hyperline_engine": msg("Hyperline Engine"),
    "rip_engine": msg("Rip Engine"),
    "laser_cannon": msg("Laser Cannon"),
    "plasma_launcher": msg("Plasma Launcher"),
    "focus_beam": msg("Focus Beam"),
    "hardpoint_shield": msg("Hardpoint Shield"),
    "interphasic_shield": msg("Interphasic Shield"),
    "transfer_shield": msg("Transfer Shield"),
    "planetary_scanner": msg("Planetary Scanner"),
    "disrupting_scanner": msg("Disrupting Scanner"),
    "quantum_scanner": msg("Quantum Scanner"),
    "repair_droid": msg("Repair Droid"),
    "hyperline_computer": msg("Hyperline Computer"),
    "battle_computer": msg("Battle Computer"),
    "pod": msg("Pod"),
    "engine": msg("Engine"),
    "weapon": msg("Weapon"),
    "shield": msg("Shield"),
    "scanner": msg("Scanner"),
}
A_PART = {  # "a Laser Cannon": what a player buys, starts with or places
    "bridge": pmsg("a component", "a Bridge"),
    "carrier_pod": pmsg("a component", "a Carrier Pod"),
    "battle_pod": pmsg("a component", "a Battle Pod"),
    "turret_pod": pmsg("a component", "a Turret Pod"),
    "combat_engine": pmsg("a component", "a Combat Engine"),
    "hyperline_engine": pmsg("a component", "a Hyperline Engine"),
    "rip_engine": pmsg("a component", "a Rip Engine"),
    "laser_cannon": pmsg("a component", "a Laser Cannon"),
    "plasma_launcher": pmsg("a component", "a Plasma Launcher"),
    "focus_beam": pmsg("a component", "a Focus Beam"),
    "hardpoint_shield": pmsg("a component", "a Hardpoint Shield"),
    "interphasic_shield": pmsg("a component", "an Interphasic Shield"),
    "transfer_shield": pmsg("a component", "a Transfer Shield"),
    "planetary_scanner": pmsg("a component", "a Planetary Scanner"),
    "disrupting_scanner": pmsg("a component", "a Disrupting Scanner"),
    "quantum_scanner": pmsg("a component", "a Quantum Scanner"),
    "repair_droid": pmsg("a component", "a Repair Droid"),
    "hyperline_computer": pmsg("a component", "a Hyperline Computer"),
    "battle_computer": pmsg("a component", "a Battle Computer"),
    "pod": pmsg("a component", "a Pod"),
    "engine": pmsg("a component", "an Engine"),
    "weapon": pmsg("a component", "a Weapon"),
    "shield": pmsg("a component", "a Shield"),
    "scanner": pmsg("a component", "a Scanner"),
}
THE_PART = {  # "the Laser Cannon": the one a hit, a repair or a move names
    "bridge": pmsg("the component", "the Bridge"),
    "carrier_pod": pmsg("the component", "the Carrier Pod"),
    "battle_pod": pmsg("the component", "the Battle Pod"),
    "turret_pod": pmsg("the component", "the Turret Pod"),
    "combat_engine": pmsg("the component", "the Combat Engine"),
    "hyperline_engine": pmsg("the component", "the Hyperline Engine"),
    "rip_engine": pmsg("the component", "the Rip Engine"),
    "laser_cannon": pmsg("the component", "the Laser Cannon"),
    "plasma_launcher": pmsg("the component", "the Plasma Launcher"),
    "focus_beam": pmsg("the component", "the Focus Beam"),
    "hardpoint_shield": pmsg("the component", "the Hardpoint Shield"),
    "interphasic_shield": pmsg("the component", "the Interphasic Shield"),
    "transfer_shield": pmsg("the component", "the Transfer Shield"),
    "planetary_scanner": pmsg("the component", "the Planetary Scanner"),
    "disrupting_scanner": pmsg("the component", "the Disrupting Scanner"),
    "quantum_scanner": pmsg("the component", "the Quantum Scanner"),
    "repair_droid": pmsg("the component", "the Repair Droid"),
    "hyperline_computer": pmsg("the component", "the Hyperline Computer"),
    "battle_computer": pmsg("the component", "the Battle Computer"),
}
NAMES = {kind: said.id for kind, said in PART.items()}  # English, for programmers and tests
A_NAMES = {kind: said.id for kind, said in A_PART.items()}  # "an Engine"
STOCK = 8  # the Store holds 8 of each component kind
QUADRANTS = ("N", "E", "S", "W")
SIDE = {  # a facing or a side of the ship in a player's words: the ship's front is north
    "N": pmsg("ship side", "front"),
    "S": pmsg("ship side", "back"),
    "E": pmsg("ship side", "right"),
    "W": pmsg("ship side", "left"),
    "NE": pmsg("ship side", "front right"),
    "NW": pmsg("ship side", "front left"),
    "SE": pmsg("ship side", "back right"),
    "SW": pmsg("ship side", "back left"),
}
COMPASS = {  # a facing or a hyperpoint as a player reads it (German writes O for east)
    "N": pmsg("compass", "N"),
    "NE": pmsg("compass", "NE"),
    "E": pmsg("compass", "E"),
    "SE": pmsg("compass", "SE"),
    "S": pmsg("compass", "S"),
    "SW": pmsg("compass", "SW"),
    "W": pmsg("compass", "W"),
    "NW": pmsg("compass", "NW"),
}
CHAMFERS = ("NE", "SE", "SW", "NW")
FLOAT = "float"
BRIDGE = "bridge"
FLOATING = "interphasic_shield"

STEP = {
    **{"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)},
    **{"NE": (1, -1), "SE": (1, 1), "SW": (-1, 1), "NW": (-1, -1)},
}
ORDER = {name: i for i, name in enumerate(QUADRANTS + CHAMFERS)}

POD_KINDS = frozenset(kind for kind, kind_type in KINDS.items() if kind_type == "pod")
FACING_KINDS = frozenset(  # weapons, shields and scanners: attached by one edge and facing away from it
    kind for kind, kind_type in KINDS.items() if kind_type in ("weapon", "shield", "scanner") and kind != FLOATING
)
HOLDERS = POD_KINDS | {BRIDGE}

RULE = {
    "pod": msg("A Pod must be attached to another Pod or to the back of the Bridge."),
    "combat_engine": msg("A Combat Engine must sit behind a Pod or beside another Combat Engine."),
    "hyperline_engine": msg("A Hyperline Engine must sit to the left or right of a Pod or the Bridge."),
    "rip_engine": msg("A Rip Engine must sit against a free edge of a Pod or the Bridge."),
    "it_facing": msg("It must be attached to a Pod or the Bridge, facing away from the edge it is attached by."),
}
BEHIND_BRIDGE = msg("The space behind the Bridge is kept for the Pod that must sit there.")


def facing_rule(kind: str):
    """The rule a weapon, shield or scanner keeps: attached by one edge, facing away from it."""
    return msg(
        "A {part} must be attached to a Pod or the Bridge, facing away from the edge it is attached by.",
        part=PART[kind],
    )


def type_of(kind: str) -> str:
    """The Store section a kind belongs to ("bridge" for the Bridge)."""
    return KINDS.get(kind, kind)


STRAIGHT = tuple(STEP[q] for q in QUADRANTS)

# the sides of an engine its host may be on, seen from the engine (host square = engine square - STEP[side])
ENGINE_HOST_SIDES = {
    "combat_engine": ("S", "E", "W"),
    "hyperline_engine": ("E", "W"),
    "rip_engine": QUADRANTS,
}


def is_pod(p: dict | None) -> bool:
    return p is not None and p["kind"] in POD_KINDS


def host_sides(kind: str, host: dict, host_kind: str) -> tuple[str, ...]:
    """The directions from `host` in which a new `kind` may be attached to it."""
    if kind in FACING_KINDS:
        if host_kind == BRIDGE:
            return ("N", "E", "W")
        if host_kind == "turret_pod":
            return QUADRANTS + (host["chamfer"],)
        return QUADRANTS if host_kind in POD_KINDS else ()
    if kind == "combat_engine":
        if host_kind in POD_KINDS:
            return ("S",)
        return ("E", "W") if host_kind == "combat_engine" else ()
    if host_kind not in HOLDERS:
        return ()
    if kind == "hyperline_engine":
        return ("E", "W")
    return ("N", "E", "W") if host_kind == BRIDGE else QUADRANTS  # rip engine


def _attachments(kind: str) -> dict:
    """(host kind, host chamfer) -> (dx, dy, facing, order of the facing) for each way `kind` attaches to such a
    host: `host_sides` and the placement's facing, worked out at import for the
    placement tables (`squares`) and the long way (`layouts`)."""
    found = {}
    for host_kind in (*KINDS, BRIDGE):
        for chamfer in CHAMFERS if host_kind == "turret_pod" else (None,):
            host = {"kind": host_kind, "chamfer": chamfer}
            ways = []
            for side in host_sides(kind, host, host_kind):
                facing = side if kind in FACING_KINDS else "S"
                ways.append((*STEP[side], facing, ORDER[facing]))
            found[host_kind, chamfer] = tuple(ways)
    return found


ATTACH = {kind: _attachments(kind) for kind in KINDS if kind not in POD_KINDS and kind != FLOATING}
FACING_HOSTS = {
    (host_kind, chamfer): frozenset(host_sides("laser_cannon", {"chamfer": chamfer}, host_kind))
    for host_kind in (*KINDS, BRIDGE)
    for chamfer in (CHAMFERS if host_kind == "turret_pod" else (None,))
}
"""(host kind, its chamfer) -> the facings a weapon, shield or scanner may have when attached to it (`host_sides`)."""
ENGINE_SIDES = {kind: tuple((side, *STEP[side]) for side in sides) for kind, sides in ENGINE_HOST_SIDES.items()}
ENGINE_HOSTS = {
    kind: {host_kind: frozenset(host_sides(kind, {}, host_kind)) for host_kind in (*KINDS, BRIDGE)}
    for kind in ENGINE_HOST_SIDES
}
"""engine kind -> host kind -> the sides (seen from the engine) it may be attached on (`host_sides`)."""

ALIKE = {
    kind: "laser_cannon" if kind in FACING_KINDS else "carrier_pod" if kind == "battle_pod" else kind for kind in KINDS
}
"""kind -> a kind with the same placements on any ship (every weapon, shield and scanner attaches alike; so do the
Carrier and Battle Pods): `known_placements` remembers them once."""
