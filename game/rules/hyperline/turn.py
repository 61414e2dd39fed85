"""A player's turn: the five phases in order, as data, hyper-radiation and the shields' recharge,
and the end of a turn, a round and the game (5 research points, or the turn limit).

The other phases belong to their own modules (scanners, commands, combat): a turn enters each by
name through the state (`st.enter(name)`, core's phased state), so this module imports none of them.
"""

from __future__ import annotations

from game.rules.core import phase_table
from game.rules.hyperline import galaxy
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import NEXXUS
from game.rules.words import Message, Seat, msg

HANDLERS, handler = phase_table()
"""This module's phases, joined with the others' by the state class."""

PHASES = ("radiation", "scan", "command", "combat", "recharge")
"""The turn's phases in order."""
RECHARGE = PHASES.index("recharge")
COMMAND = PHASES.index("command")
COMBAT = PHASES.index("combat")
NEXXUS_KEY = str(NEXXUS)

COMMANDS = ("build", "repair", "move", "research", "pass")


def start_turn(st) -> list[dict]:
    seat = st.current
    here = st.at[seat]
    st.turn = turn = FRESH.copy()  # (a copy of a dict is cheaper than a new one, key by key)
    turn["start"] = here
    turn["special"] = {}
    st.task = {}
    events = [{"type": "turn", "seat": seat, "round": st.round}]
    lost = st.patrols[seat].get(NEXXUS_KEY, 0)
    if lost:
        galaxy.add_patrol(st, seat, NEXXUS, -lost)
        events.append({"type": "fighters_lost", "seat": seat, "count": lost, "sector": NEXXUS, "why": "radiation"})
    # next_phase's steps written out (every turn passes here): hyper-radiation, the scan, then the command, where
    # arriving does nothing (state.py checks that it has no arrival); the arrivals read neither phase nor step
    if here == NEXXUS and arrive_radiation(st) is not None:  # (only at Nexxus)
        turn["step"] = 0
        st.phase = "radiation"
        return events
    ship = st.ships[seat]
    if (shipkit.FACTS.get(id(ship)) or shipkit.facts(ship)).working.get("scanner", 0):  # (else nothing to scan)
        found = ARRIVALS[1](st)  # ([] to wait for a scan, or None)
        if found is not None:
            turn["step"] = 1
            st.phase = "scan"
            return events + found if found else events
    st.phase = "command"
    return events


FRESH = {
    "step": COMMAND,  # (where the turn stops but for the hyper-radiation and the scan, which say so in start_turn)
    "start": None,
    "scans": 0,
    "special": None,
    "droid": "",
    "moves": 0,
    "bonus": 0,
    "ripshifts": 0,
}
"""A turn's record as it starts (the keys in their saved order), copied for each turn."""


def next_phase(st) -> list[dict]:
    """On to the turn's next phase, entered by name: arriving there waits for a decision or goes on again
    (each phase's `enter`, declared by its own module). After combat the shields recharge and the turn ends."""
    turn = st.turn
    step = turn["step"] + 1
    while step < RECHARGE:
        turn["step"] = step
        st.phase = PHASES[step]
        arrive = ARRIVALS[step]
        if arrive is None:
            return []
        events = arrive(st)
        if events is not None:
            return events
        step = turn["step"] + 1  # (an arrival may have gone on by itself)
    turn["step"] = step
    if step == RECHARGE:  # (a phase with nothing to decide said None: on to the next, without nesting calls)
        events = recharge(st)
        turn["step"] = step + 1
        return events + end_turn(st) if events else end_turn(st)
    return end_turn(st)


ARRIVALS: list = []
"""What arriving in each of the turn's phases before the recharge does, or None when nothing happens there: the
phase's `enter`, in a form that says None (rather than going on itself) when the phase has nothing to decide
(state.py fills this in from the modules that own the phases)."""


def end_turn(st) -> list[dict]:
    seat = st.current = (st.current + 1) % st.players
    if seat != st.first:
        return start_turn(st)
    limit = st.options.get("turn_limit", 0)
    if limit and st.round >= limit:
        st.task = {}
        st.phase = "over"
        st.turn = {}
        return [{"type": "turn_limit", "round": st.round}]
    st.round += 1
    return [{"type": "round", "round": st.round}] + start_turn(st)


def command_done(st) -> list[dict]:
    """The command is over; a Repair Droid may grant one more (non-repair) command."""
    st.task = {}
    turn = st.turn
    if turn["droid"] == "pending":
        turn["droid"] = "used"
        st.phase = "command"
        return [{"type": "repair_droid", "seat": st.current}]
    events = ARRIVALS[COMBAT](st)  # next_phase's step into combat, written out (every turn passes here): the
    # arrival says the step and the phase when it stops there
    if events is not None:
        return events
    if st.shields_up != shipkit.DAMAGES:  # (`recharge`'s first look, written out: most turns nothing to recharge)
        events = recharge(st)  # (the turn's steps are not written on: the turn is over, and the next one replaces it)
        if events:
            return events + end_turn(st)
    return end_turn(st)


def win(st, seat: int) -> list[dict]:
    st.winner = seat
    st.phase = "over"
    st.task = {}
    return [{"type": "win", "seat": seat, "points": st.points[seat]}]


def current_seat(st) -> int:
    """Whose turn it is: the seat that acts, or whose draw or die it is, in most phases."""
    return st.current


def waiting_for(st) -> Message:
    """What the decision waits for, as the end of a sentence ("now choose ...")."""
    return WAITING.get(st.phase) or msg("it is not that kind of step.")


WAITING = {
    "radiation": msg("choose a component to take the hyper-radiation damage."),
    "scan": msg("choose a sector to scan, or end scanning."),
    "command": msg("choose a command: build, repair, move, research or pass."),
    "move": msg("load or unload fighters, Step, Jump or Ripshift."),
    "branch": msg("choose which way to ride at the branch."),
    "explore_stack": msg("choose the stack to draw from."),
    "explore_rotate": msg("choose how to turn the tile you drew."),
    "place_rip": msg("choose the empty sector for the second Rip."),
    "rip_travel": msg("choose whether to go through the Rip."),
    "build": msg("buy a component, move one around, or finish building."),
    "place": msg("choose where the component goes on your ship."),
    "repair": msg("choose the component to repair."),
    "research_damage": msg("choose a component to take the research damage."),
    "tight_scan": msg("choose whether to try a tight scan."),
    "tight_damage": msg("choose a component to take the tight-scan damage."),
    "combat": msg("choose a fight or a torpedo target, or stop fighting."),
    "combat_face": msg("choose which side the enemy is on."),
    "combat_target": msg("choose the component your Focus Beam targets."),
    "combat_absorb": msg("choose where the next point of damage goes."),
    "combat_flee": msg("choose whether to run away."),
    "place_pirate": msg("choose the sector for the new pirate."),
    "quantum_keep": msg("choose which of the three tiles to place."),
    "quantum_return": msg("choose the order the other tiles go back on the stack."),
    "start_pod": msg("choose the Pod for your starting ship."),
    "start_engine": msg("choose the Engine for your starting ship."),
    "start_bonus": msg("choose your home bonus component."),
}


# --- phase 1: hyper-radiation ----------------------------------------------------------------------------
def _enter_radiation(st):
    found = arrive_radiation(st)
    return next_phase(st) if found is None else found


def arrive_radiation(st) -> list | None:
    """Hyper-radiation strikes only at Nexxus, and only a ship with something left to damage; else None."""
    seat = st.current
    if st.at[seat] == NEXXUS and galaxy.functional_parts(st, seat):
        return []
    return None


def damage_legal(st):
    return [("damage", part_id) for part_id in galaxy.functional_parts(st, st.current)]


def damage_refusal(st, action) -> Message | None:
    """Why ("damage", part) may not take the hyper-radiation, research or tight-scan damage."""
    if not (isinstance(action, tuple) and len(action) == 2 and action[0] == "damage"):
        return None
    part = next((p for p in st.ships[st.current]["parts"] if p["id"] == action[1]), None)
    if part is None or type(action[1]) is not int:
        return msg("Your ship has no such component.")
    if part["damaged"]:
        return msg("Your {part} is already damaged: choose a working component.", part=shipkit.PART[part["kind"]])
    return None


def take_damage(st, action, why: str) -> list[dict]:
    seat = st.current
    part_id = action[1]
    shipkit.damage(st.ships[seat], part_id)
    kind = shipkit.part(st.ships[seat], part_id)["kind"]
    events = [{"type": "damage", "seat": seat, "part": part_id, "kind": kind, "why": why}]
    return events + galaxy.fix_fighters(st, seat)


def describe_damage(st, action, why: str) -> Message:
    part = next((p for p in st.ships[st.current]["parts"] if p["id"] == action[1]), None)
    what = shipkit.THE_PART[part["kind"]] if part else msg("the component")
    who = Seat(st.current)
    if why == "research":
        return msg("{who} takes research damage on {part}", who=who, part=what)
    if why == "tight-scan":
        return msg("{who} takes tight-scan damage on {part}", who=who, part=what)
    return msg("{who} takes hyper-radiation damage on {part}", who=who, part=what)


def damage_label(st, action, why: str) -> Message:
    """The offer of a damage decision, without the player's name."""
    part = next((p for p in st.ships[st.current]["parts"] if p["id"] == action[1]), None)
    what = shipkit.THE_PART[part["kind"]] if part else msg("the component")
    if why == "research":
        return msg("Take the research damage on {part}", part=what)
    if why == "tight-scan":
        return msg("Take the tight-scan damage on {part}", part=what)
    return msg("Take the hyper-radiation damage on {part}", part=what)


def _radiation(st, action):
    return take_damage(st, action, "hyper-radiation") + next_phase(st)


handler(
    "radiation",
    damage_legal,
    _radiation,
    lambda st, a: describe_damage(st, a, "hyper-radiation"),
    label=lambda st, a: damage_label(st, a, "hyper-radiation"),
    refusal=damage_refusal,
    enter=_enter_radiation,
    ask="radiation damage",
    lit=("component",),
)


# --- phase 2: scan (scanners.py), phase 3: the command menu (commands.py), phase 4: combat (combat.py) ------
# --- phase 5: shields recharge ---------------------------------------------------------------------------
def recharge(st) -> list[dict]:
    """Every ship away from Nexxus gets its damaged shields back."""
    if st.shields_up == shipkit.DAMAGES:  # (most turns: nothing damaged since every shield was found up)
        return []
    ships = st.ships
    remembered = shipkit.FACTS.get
    for ship in ships:  # (most turns: every ship's facts known, and no shield down)
        found = remembered(id(ship))
        if found is None or found.shields_down:
            break
    else:
        st.shields_up = shipkit.DAMAGES
        return []
    known = list(map(remembered, map(id, ships)))  # known facts, else a look at the parts (a search's clones)
    events = []
    for seat, ship in enumerate(ships):
        found = known[seat]
        down = found.shields_down if found is not None else shipkit.shields_down(ship)
        if down and st.at[seat] != NEXXUS:
            for part_id in down:
                shipkit.repair(ship, part_id)
                events.append({"type": "recharge", "seat": seat, "part": part_id})
    return events
