"""Questions the Hyperline table and the bots ask the rules, answered without changing the state.

The table lights what is legal and answers a refused click with the rules' own reason; it never
decides legality itself. These are the answers it cannot read off `legal_actions()` and `explain()`:
    jump_route(st, port) / jump_routes(st)    where a Jump through a hyperpoint would go, as far as the
                                              galaxy is known: the sectors ridden, the branches to choose
    branch_routes(st)                         the same for each way at a branch in the middle of a jump
    moves_left(st) / ripshifts_left(st)       what the Move command and the Rip Engines still allow
    command_reasons(st)                       each command of the menu: None if it may be chosen, else why not
    transfer_reasons(st, seat)                the Transfer Shield: what it may restore, or why it cannot
    stack_reasons(st)                         while exploring: each stack, None if it may be drawn from, else why
    stacks_left(view)                         how many tiles each stack holds, the same for every viewer
    store_offers(st)                          on a planet: each component it sells, None if it may be bought, else why
    placement_spots(ship, kind)               the legal placements of a component, grouped by square (or side)
    square_refusal(ship, kind, x, y)          why a component cannot go on that square at all
    component_actions(st)                     the actions of the current decision that name a component
Nothing here changes the state or is kept in it; each answer is computed from the state as it is.
Every reason and every name given here is a message (game.rules.words), as `explain` gives it: the table words it.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.hyperline import combat, commands, explore, galaxy, turn
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import NEIGHBOUR
from game.rules.hyperline.tiles import INFO
from game.rules.words import Message, msg

ENDS = ("hyperpoint", "blocked", "explore", "open line", "loop", "branch")
"""How a route ends: at a hyperpoint; blocked (pirate, asteroid field, enemy); at an unexplored sector
the jump would explore (it leaves the known galaxy); against a tile with no line at that port (the ship
stops in the last sector it entered); at a port met twice; or at a branch where the rider chooses."""


@dataclass(frozen=True)
class Leg:
    """One sector on a route: the port the line comes in by (None where the ship starts) and the port it
    leaves by (None where the ship stops or must choose)."""

    sector: int
    entry: int | None
    exit: int | None


@dataclass(frozen=True)
class Route:
    """The known course of a jump: its legs in order, how it ends, and where the ship would stop.

    stop: the sector the ship ends in (None when it explores or branches: that is not known yet).
    explore: the unexplored sector the jump would explore next (end "explore"); the ship always enters it.
    blocked_by: what blocks it (end "blocked"), in players' words.
    branches: at a branch, (exit port, the route on that way) for each choice, each starting with the
    branch sector's leg.
    """

    legs: tuple[Leg, ...]
    end: str
    stop: int | None = None
    explore: int | None = None
    blocked_by: str | None = None
    branches: tuple[tuple[int, Route], ...] = ()

    def sectors(self) -> list[int]:
        """Every sector the route and its branches pass, in order, each once."""
        found = []
        for leg in self.legs:
            if leg.sector not in found:
                found.append(leg.sector)
        for _, branch in self.branches:
            found += [s for s in branch.sectors() if s not in found]
        if self.explore is not None and self.explore not in found:
            found.append(self.explore)
        return found


# --- jumps ---------------------------------------------------------------------------------------------------
def jump_route(st, port: int, seat: int | None = None) -> Route | None:
    """Where a Jump from the seat's sector through `port` would go; None if `port` is not a hyperpoint it may use.

    The same procedure as the Move command (moves.continue_jump), without exploring: the route ends where
    the galaxy is not known yet. A face-down tile is a hyperpoint (it may turn out to be an asteroid field).
    """
    seat = st.current if seat is None else seat
    here = st.at[seat]
    if port not in galaxy.hyperpoints(st, seat):
        return None
    return _walk(st, seat, [Leg(here, None, port)], [(here, port)])


def jump_routes(st, seat: int | None = None) -> dict[int, Route]:
    """Every hyperpoint the seat may jump from, with its route."""
    seat = st.current if seat is None else seat
    return {port: jump_route(st, port, seat) for port in galaxy.hyperpoints(st, seat)}


def branch_routes(st) -> dict[int, Route]:
    """At a branch in the middle of a jump (phase "branch"): each way on, with its route."""
    if st.phase != "branch":
        return {}
    jump = st.task["jump"]
    at = jump["at"]
    used = [tuple(step) for step in jump["used"]]
    entry = NEIGHBOUR[used[-1][0]][used[-1][1]][1]
    return {port: _branch(st, st.current, at, entry, port, used) for port in jump["choices"]}


def _branch(st, seat: int, at: int, entry: int, port: int, used: list) -> Route:
    if (at, port) in used:
        return Route((Leg(at, entry, None),), "loop", stop=at)
    return _walk(st, seat, [Leg(at, entry, port)], [*used, (at, port)])


def _walk(st, seat: int, legs: list[Leg], used: list) -> Route:
    """Ride on from the last leg's exit port, as moves.continue_jump does."""
    board = st.board
    while True:
        here, port = legs[-1].sector, legs[-1].exit
        target, entry = NEIGHBOUR[here][port]
        content = board[target]
        if content is None:
            return Route(tuple(legs), "explore", explore=target)
        info = INFO[content]
        if not info.terminal and entry not in info.lines:
            return Route(tuple(legs), "open line", stop=here)
        why = galaxy.blocker(st, seat, target)
        if why:
            return Route((*legs, Leg(target, entry, None)), "blocked", stop=target, blocked_by=why)
        if info.terminal:
            return Route((*legs, Leg(target, entry, None)), "hyperpoint", stop=target)
        exits = info.lines[entry]
        if len(exits) > 1:
            branches = tuple((e, _branch(st, seat, target, entry, e, used)) for e in exits)
            return Route((*legs, Leg(target, entry, None)), "branch", branches=branches)
        if (target, exits[0]) in used:
            return Route((*legs, Leg(target, entry, None)), "loop", stop=target)
        used = [*used, (target, exits[0])]
        legs = [*legs, Leg(target, entry, exits[0])]


def moves_left(st) -> int:
    """Steps, Jumps or Ripshifts the current Move command still allows: the first one, then one bonus move per
    working Hyperline Engine counted when Move was chosen (0 outside a Move command)."""
    if st.phase not in ("move", "branch", "rip_travel") and st.explore.get("purpose") not in ("jump", "step"):
        return 0
    return max(0, 1 + st.turn["bonus"] - st.turn["moves"])


def ripshifts_left(st, seat: int | None = None) -> int:
    """Jumps the seat's working Rip Engines may still turn into Ripshifts this turn."""
    seat = st.current if seat is None else seat
    used = st.turn.get("ripshifts", 0) if seat == st.current else 0
    return max(0, shipkit.count_functional(st.ships[seat], "rip_engine") - used)


# --- the command menu ----------------------------------------------------------------------------------------
def command_reasons(st) -> dict[str, Message | None]:
    """Build, Repair, Move, Research and pass: None for each the current player may choose now, else why not."""
    if st.phase != "command":
        why = msg("Commands are chosen after scanning; now {waiting}", waiting=turn.waiting_for(st))
        return {command: why for command in turn.COMMANDS}
    return {command: st.explain(command) for command in turn.COMMANDS}


def transfer_reasons(st, seat: int | None = None) -> tuple[list[tuple], Message | None]:
    """The Transfer Shield: the ("transfer", shield, restored) actions it allows the seat now, or why none."""
    seat = st.current if seat is None else seat
    legal = [a for a in st.legal_actions() if isinstance(a, tuple) and a[0] == "transfer"] if st.actor == seat else []
    if legal:
        return legal, None
    parts = st.ships[seat]["parts"]
    if not any(p["kind"] == "transfer_shield" for p in parts):
        return [], msg("Your ship has no Transfer Shield.")
    if not any(p["kind"] == "transfer_shield" and not p["damaged"] for p in parts):
        return [], msg("Your Transfer Shields are damaged: only a working one can restore another shield.")
    if not combat.transfers(st, seat):
        return [], msg(
            "No other shield of yours is damaged (a Transfer Shield cannot restore another Transfer Shield)."
        )
    return [], msg("A Transfer Shield is used at your command menu or when you choose where damage goes.")


# --- exploring and building ----------------------------------------------------------------------------------
def stack_reasons(st) -> dict[str, Message | None]:
    """While exploring: "hyperline" and "planet", each None if it may be drawn from, else why not."""
    task = st.explore
    if not task or task.get("sector") is None:
        return {}
    sector, purpose = task["sector"], task["purpose"]
    return {which: explore.stack_refusal(st, sector, purpose, which) for which in explore.STACKS}


def stacks_left(view: dict) -> dict[str, int]:
    """ "hyperline" and "planet" -> the tiles in that stack, whoever's view it is. A view counts the tiles only
    another seat saw (a Planetary scan's face-down tile, a Quantum scan's tiles in hand) as still unseen, so the
    counts it keeps for dealing are one or more too high for everyone but the scanner (the scanner saw 8 where
    the open table saw 9)."""
    unseen_planets = sum(1 for entry in view["facedown"].values() if entry["tile"] is None)
    unseen_hyper = sum(1 for tile in (view["explore"] or {}).get("quantum") or () if tile is None)
    return {
        "hyperline": sum(view["hyper_stack"].values()) - unseen_hyper,
        "planet": sum(view["planet_stack"].values()) - unseen_planets,
    }


def store_offers(st) -> dict[str, Message | None]:
    """On a planet that sells something, during Build: each kind it sells, None if it may be bought, else why not."""
    tech = commands.tech_here(st)
    if tech is None:
        return {}
    kinds = [tech] if tech in shipkit.UPGRADES else [k for k, t in shipkit.KINDS.items() if t == tech]
    if st.phase != "build":
        if st.phase == "command":
            why = msg("Choose the Build command to buy here.")
        else:
            why = msg("Not now: {waiting}", waiting=turn.waiting_for(st))
        return {kind: why for kind in kinds}
    return {kind: commands.buy_refusal(st, kind) for kind in kinds}


def placement_spots(ship: dict, kind: str) -> dict[tuple, list[tuple]]:
    """The legal placements of a new (or lifted) `kind`, grouped by square (x, y), or ("float", side) for an
    Interphasic Shield: a square may offer several facings, or a Turret Pod several chamfers."""
    found: dict[tuple, list[tuple]] = {}
    for spot in shipkit.placements(ship, kind):
        found.setdefault(tuple(spot[:2]), []).append(spot)
    return found


def square_refusal(ship: dict, kind: str, x: int, y: int) -> Message | None:
    """Why no placement of `kind` on square (x, y) is legal, or None when one is."""
    if kind == shipkit.FLOATING:
        return shipkit.placement_refusal(ship, kind, (x, y))
    if kind not in shipkit.KINDS:
        return shipkit.placement_refusal(ship, kind, (x, y, "N"))
    if (x, y) in placement_spots(ship, kind):
        return None
    kind_type = shipkit.type_of(kind)
    if kind == "turret_pod":
        candidates = [(x, y, "N", chamfer) for chamfer in shipkit.CHAMFERS]
    elif kind_type == "pod":
        candidates = [(x, y, "N")]
    elif kind_type == "engine":
        candidates = [(x, y, "S")]
    else:
        candidates = [(x, y, facing) for facing in shipkit.QUADRANTS]  # the chamfer facings only repeat the rule
    for spot in candidates:
        reason = shipkit.placement_refusal(ship, kind, spot)
        if reason:
            return reason
    return None


# --- components a decision names -----------------------------------------------------------------------------
def component_actions(st) -> dict[tuple[int, int | str], list]:
    """The current decision's actions that name a component: (seat of the ship, part id) -> actions.

    Damage (hyper-radiation, research, tight scan, combat), repairs, lifting while reconfiguring, Focus Beam
    targets (on the enemy's ship) and Transfer Shields (under the shield drained). Fighters taking a hit
    are (seat, "fighter") for one on patrol and (seat, "loaded") for one on a Carrier Pod.
    """
    actor = st.actor
    if not isinstance(actor, int) or actor < 0:
        return {}
    found: dict[tuple[int, int | str], list] = {}
    for action in st.legal_actions():
        if not isinstance(action, tuple) or len(action) < 2:
            continue
        verb = action[0]
        if verb in ("damage", "repair", "lift", "absorb", "transfer"):
            key = (actor, action[1])
        elif verb == "target":
            f = st.fight
            key = (combat.seat_of(f, combat.OTHER[f["aiming"]]), action[1])
        else:
            continue
        found.setdefault(key, []).append(action)
    return found


# --- combat --------------------------------------------------------------------------------------------------
FOE_WORDS = {combat.PIRATE: msg("Pirate"), "asteroid": msg("Asteroid field"), "torpedo": msg("Plasma torpedo")}
"""A side of a fight that is not a player, named as a heading."""
_FOE_POWER = {"asteroid": msg("asteroid field"), "torpedo": msg("plasma torpedo")}


def damage_parts(st, f, side: str) -> list[tuple[Message, int]]:
    """What a side gives in a fight, part by part, in players' words; the amounts add up to what it gives."""
    who = f["sides"][side]
    if who == combat.PIRATE:
        return [(msg("the pirate's level"), f["level"])]
    if who == "torpedo":  # 1 for each working Plasma Launcher with the Battle Pod bonus
        return [(msg("Plasma Launcher with the Battle Pod bonus"), 1)] * f["power"]
    if not isinstance(who, int):
        return [(_FOE_POWER[who], f["power"])] if f["power"] else []
    parts = []
    ship = st.ships[who]
    quadrant = f["dice"][side]
    if st.at[who] == f["sector"] and quadrant is not None:
        for p in ship["parts"]:
            if p["damaged"] or shipkit.type_of(p["kind"]) != "weapon":
                continue
            if quadrant not in shipkit.facings(ship, p["id"]):
                continue
            if p["kind"] == "laser_cannon" and shipkit.boosted(ship, p["id"]):
                parts.append((msg("Laser Cannon with the Battle Pod bonus"), 2))
            else:
                parts.append((shipkit.PART[p["kind"]], 1))
    patrol = galaxy.patrol(st, who, f["sector"])
    loaded = st.loaded[who] if st.at[who] == f["sector"] else 0
    parts += [(msg("fighter on patrol"), 1)] * patrol + [(msg("fighter on a Carrier Pod"), 1)] * loaded
    return parts


def fight_sides(st) -> dict | None:
    """The fight being resolved, as the fight screen shows it (None when there is none): for each side ("a"
    attacks, "d" defends) who it is, whether its ship is there, its speed and what its speed lets it do with
    the direction die (or why it does not roll), the quadrant its enemy is in, its damage with the parts that
    make it up, its fighters, and a pirate's level and hits. "first" is the side whose Battle Computer strikes
    first (it may also run away before round 1)."""
    f = st.fight
    if not f:
        return None
    sides = {}
    for side in ("a", "d"):
        who = f["sides"][side]
        ship = combat.ship_in(st, f, side)
        faster = combat.advantage(st, f, side) if ship else 0
        if who == combat.PIRATE:
            rolls = msg("Pirates do not roll the direction die.")
        elif who == "asteroid":
            rolls = msg("Asteroid fields do not roll the direction die.")
        elif not isinstance(who, int):
            rolls = msg("Plasma torpedoes do not roll the direction die.")
        elif not ship:
            rolls = msg("Lone fighters do not roll the direction die.")
        elif faster >= 2:
            rolls = msg("{faster} faster: chooses any quadrant instead of rolling.", faster=faster)
        elif faster == 1:
            rolls = msg("1 faster: may keep the roll or turn it by one.")
        else:
            rolls = None
        parts = damage_parts(st, f, side) if f["kind"] == "fight" or side == "a" else []  # nothing hits back
        sides[side] = {
            "who": who,
            "ship": ship,
            "speed": combat.speed(st, f, side),
            "rolls": rolls,
            "quadrant": f["dice"][side],
            "parts": parts,
            "total": sum(amount for _, amount in parts),
            "patrol": galaxy.patrol(st, who, f["sector"]) if isinstance(who, int) else 0,
            "loaded": st.loaded[who] if ship else 0,
            "incoming": f["incoming"].get(side, {}).get("left", 0),
            "forced": f["forced"][side],
        }
    return {
        "kind": f["kind"],
        "sector": f["sector"],
        "round": f["round"],
        "level": f["level"],
        "hits": f["hits"],
        "first": combat.first_striker(st, f) if f["kind"] == "fight" else None,
        "sides": sides,
    }


def hit_reasons(st) -> dict[tuple[int, int], Message | None]:
    """While damage is being taken or a Focus Beam aims: (seat, part id) -> None if the next point may go to that
    component, else the rules' reason why not (blocked, already damaged, behind an Interphasic Shield)."""
    f = st.fight
    if st.phase == "combat_absorb":
        seat, verb = combat.seat_of(f, f["taking"]), "absorb"
    elif st.phase == "combat_target":
        seat, verb = combat.seat_of(f, combat.OTHER[f["aiming"]]), "target"
    else:
        return {}
    return {(seat, p["id"]): st.explain((verb, p["id"])) for p in st.ships[seat]["parts"]}


def torpedo_reasons(st) -> dict[tuple[int, object], Message | None]:
    """At the combat menu, with a torpedo to fire: every pirate and other ship elsewhere in the galaxy as a target,
    (sector, "pirate" or seat) -> None if a torpedo may be fired at it, else why not."""
    if st.phase != "combat" or not combat.launchers(st.ships[st.current]) or st.turn["combat"]["torpedo"]:
        return {}
    here = st.at[st.current]
    found = {(int(s), combat.PIRATE) for s in st.pirates if int(s) != here}
    found |= {(st.at[o], o) for o in range(st.players) if o != st.current and st.at[o] not in (here, None)}
    return {target: st.explain(("torpedo", *target)) for target in sorted(found, key=str)}
