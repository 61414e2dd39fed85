"""Turn phase 3, the command menu (Build, Repair, Move, Research or pass; a Transfer Shield at any time),
and the Build, Repair and Research commands: buying from the Store with tech tokens,
Bridge upgrades, reconfiguring the ship; standard, home and Repair Droid repairs;
research at Nexxus with its damage, the point, the tight scan and the win. (Move: moves.py.)
"""

from __future__ import annotations

from game.rules.core import phase_table
from game.rules.hyperline import combat, galaxy, moves, setup, turn
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import NEXXUS, QUADRANT_OF_DIE
from game.rules.hyperline.tiles import INFO, TECH_SAID
from game.rules.words import Message, Seat, msg, pmsg

HANDLERS, handler = phase_table()
"""This module's phases, joined with the others' by the state class."""

WIN_POINTS = 5


def _tech_here(st) -> str | None:
    seat = st.current
    here = st.at[seat]
    if here == NEXXUS or galaxy.others_home(st, seat, here):
        return None
    return INFO[st.board[here]].tech


def tech_here(st) -> str | None:
    """What the current player's sector sells them (a component type or a Bridge upgrade), or None."""
    return _tech_here(st)


def can_build(st) -> bool:
    return _tech_here(st) is not None


def can_repair(st) -> bool:
    seat = st.current
    return bool(shipkit.damaged_parts(st.ships[seat])) and not galaxy.others_home(st, seat, st.at[seat])


def can_research(st) -> bool:
    seat = st.current
    return st.turn["start"] == NEXXUS and st.at[seat] == NEXXUS and shipkit.bridge_ok(st.ships[seat])


def refusal(st, command: str) -> Message | None:
    seat = st.current
    here = st.at[seat]
    if command == "build":
        if here == NEXXUS:
            return msg("You cannot Build on Nexxus.")
        if galaxy.others_home(st, seat, here):
            return msg("You cannot Build on another player's home planet.")
        return msg("You can only Build in a sector with a tech planet (or your own home planet).")
    if command == "repair":
        if st.turn["droid"] == "used":
            return msg("The Repair Droid's extra command cannot be another Repair.")
        if galaxy.others_home(st, seat, here):
            return msg("You cannot Repair on another player's home planet.")
        return msg("Nothing on your ship is damaged.")
    if command == "research":
        if here != NEXXUS or st.turn["start"] != NEXXUS:
            return msg("You can only Research if your ship began this turn at Nexxus.")
        return msg("Research needs a functional Bridge.")
    return None


# --- the command menu ------------------------------------------------------------------------------------
def _command_legal(st):
    """The menu: can_build, can_repair, can_research and combat.transfers, in one look at the ship."""
    seat = st.current
    ship = st.ships[seat]
    facts = shipkit.FACTS.get(id(ship)) or shipkit.facts(ship)
    if st.must_move[seat]:
        found = ["move"]
    elif (here := st.at[seat]) == NEXXUS:
        research = st.turn["start"] == NEXXUS and not ship["parts"][0]["damaged"]
        repair = bool(facts.damaged) and st.turn["droid"] != "used"
        found = list(_MENUS[False, repair, research])
    elif here in st.corners and st.corners[seat] != here:  # a visitor on another player's home planet
        found = ["move", "pass"]
    elif facts.damaged and st.turn["droid"] != "used":
        found = list(_REPAIR_MENUS[st.board[here]])
    else:
        found = list(_PLAIN_MENUS[st.board[here]])
    givers = facts.givers
    if givers and facts.takers:
        found += [("transfer", giver, taker) for giver in givers for taker in facts.takers]
    return found


COMMANDS = ("build", "repair", "move", "research", "pass")
_MENUS = {
    (build, repair, research): tuple(
        name for name, offered in zip(COMMANDS, (build, repair, 1, research, 1), strict=True) if offered
    )
    for build in (False, True)
    for repair in (False, True)
    for research in (False, True)
}
"""(Build, Repair, Research offered) -> the command menu, in its order."""
_SELLS = frozenset(content for content, info in INFO.items() if info.tech is not None)
"""Board contents whose planet sells something (a tech planet, a home planet)."""
_PLAIN_MENUS = {content: _MENUS[content in _SELLS, False, False] for content in INFO}
_REPAIR_MENUS = {content: _MENUS[content in _SELLS, True, False] for content in INFO}
"""Board content -> the menu away from Nexxus and other homes, without and with Repair (made once)."""


def _command(st, action):
    if action.__class__ is tuple:  # a Transfer Shield: free, and the command is still to choose
        return combat.transfer(st, st.current, action)
    event = {"type": "command", "seat": st.current, "command": action}
    if action == "pass":
        return [event, *turn.command_done(st)]
    if action == "move":
        return [event, *moves.begin(st)]
    return [event, *BEGIN[action](st)]


def _command_refusal(st, action):
    if action in turn.COMMANDS:
        seat = st.current
        if st.must_move[seat]:
            return msg("Your ship ran away last turn: it must Move this turn.")
        return refusal(st, action)
    if isinstance(action, tuple) and len(action) == 3 and action[0] == "transfer":
        return combat.transfer_refusal(st, st.current, action)
    return None


def _describe_command(st, action):
    if isinstance(action, tuple):
        return combat.describe_transfer(st, st.current, action)
    said = COMMAND_WORDS.get(action)
    return said(Seat(st.current)) if said else msg("{who} {action}", who=Seat(st.current), action=str(action))


def _command_label(st, action):
    if isinstance(action, tuple):
        return combat.transfer_label(st, st.current, action)
    return COMMAND_LABELS.get(action) or str(action)


COMMAND_WORDS = {
    "build": lambda who: msg("{who} builds", who=who),
    "repair": lambda who: msg("{who} repairs", who=who),
    "move": lambda who: msg("{who} moves", who=who),
    "research": lambda who: msg("{who} researches at Nexxus", who=who),
    "pass": lambda who: msg("{who} passes", who=who),
}
COMMAND_LABELS = {
    "build": pmsg("command", "Build"),
    "repair": pmsg("command", "Repair"),
    "move": pmsg("command", "Move"),
    "research": pmsg("command", "Research at Nexxus"),
    "pass": pmsg("command", "Pass"),
}
handler(
    "command",
    _command_legal,
    _command,
    _describe_command,
    label=_command_label,
    refusal=_command_refusal,
    ask="command",
    lit=("sector", "store", "component", "research track"),
)


# --- Build -----------------------------------------------------------------------------------------------
def _begin_build(st):
    st.task = {"bought": False, "lifted": [], "held": [], "saved": None}
    st.phase = "build"
    return []


def buy_refusal(st, kind: str) -> Message | None:
    """Why the current player may not buy `kind` here now, or None."""
    if st.task.get("bought"):
        return msg("One component per Build command.")
    if st.task.get("saved") is not None:
        return msg("Buy first, then reconfigure.")
    seat = st.current
    return _store_refusal(st, seat, st.ships[seat], _tech_here(st), kind, None)


def _store_refusal(st, seat: int, ship: dict, tech: str | None, kind: str, layout: int | None) -> Message | None:
    """`buy_refusal` once nothing is bought or moved yet: what the planet sells, the Store, the tech token, room on
    the ship (`layout`: the ship's `layout_key`, if known already)."""
    if tech in shipkit.UPGRADES:
        if kind != tech:
            return msg("This planet sells {sells} only.", sells=TECH_SAID[tech])
        return shipkit.upgrade_refusal(ship, kind)
    if shipkit.KINDS.get(kind) != tech:
        return msg("This planet sells {sells} only.", sells=TECH_SAID.get(tech) or pmsg("sells", "nothing"))
    if st.store[kind] <= 0:
        return msg("The Store has no {part} left.", part=shipkit.PART[kind])
    if st.tokens[seat][tech] == st.at[seat]:
        return msg(
            "Your {tech} tech token is already on this planet: buy your next {tech} elsewhere.", tech=TECH_TOKEN[tech]
        )
    if not shipkit.known_placements(ship, kind, layout):
        return msg("A {part} has no legal place on your ship.", part=shipkit.PART[kind])
    return None


def _build_legal(st):
    task = st.task
    seat = st.current
    ship = st.ships[seat]
    saved = task["saved"]
    if saved is None:
        if task["bought"]:  # (else buy_refusal refuses every kind)
            return shipkit.reconfigure_moves(ship, task["lifted"], task["held"])
        found = _buys(st, seat, ship, shipkit.layout_key(ship))
        return found + shipkit.reconfigure_moves(ship, task["lifted"], task["held"])
    held = task["held"]
    found = shipkit.reconfigure_moves(ship, task["lifted"], held)
    if held or saved != ship:  # (a part in hand is a part the saved ship has and this one lacks)
        found.append("undo")
    return found


def _buys(st, seat: int, ship: dict, layout: int) -> list:
    """("buy", kind) for every kind `buy_refusal` lets the player buy here, before anything is bought or
    moved (the same checks, with the planet, the tech token and the ship's layout looked at once)."""
    tech = _tech_here(st)
    if tech in shipkit.UPGRADES:
        return [] if shipkit.upgrade_refusal(ship, tech) else [("buy", tech)]
    kinds = _KINDS_OF.get(tech)
    if not kinds or st.tokens[seat][tech] == st.at[seat]:
        return []
    store = st.store
    return [_BUY[kind] for kind in kinds if store[kind] > 0 and shipkit.known_placements(ship, kind, layout)]


_BUY = {kind: ("buy", kind) for kind in shipkit.KINDS}
TECH_TOKEN = {
    "pod": pmsg("tech token", "pod"),
    "engine": pmsg("tech token", "engine"),
    "weapon": pmsg("tech token", "weapon"),
    "shield": pmsg("tech token", "shield"),
    "scanner": pmsg("tech token", "scanner"),
}
"""A Store section as a tech token names it ("your engine tech token")."""
_KINDS_OF = {tech: tuple(setup.kinds_of(tech)) for tech in shipkit.TYPES}
"""The component kinds each Store section sells."""


def _build(st, action):
    seat = st.current
    ship = st.ships[seat]
    task = st.task
    if action == "done":
        return [{"type": "built", "seat": seat}] + galaxy.fix_fighters(st, seat) + turn.command_done(st)
    if action == "undo":
        st.ships[seat] = shipkit.copy_arranged(task["saved"])
        task["held"] = []
        return [{"type": "reconfigure_undone", "seat": seat}]
    verb = action[0]
    if verb == "buy":
        kind = action[1]
        task["bought"] = True
        if kind in shipkit.UPGRADES:
            shipkit.add_upgrade(ship, kind)
            return [{"type": "upgrade", "seat": seat, "upgrade": kind, "online": shipkit.bridge_ok(ship)}]
        return setup.begin_placing(st, kind, shipkit.KINDS[kind], "build")
    if task["saved"] is None:
        task["saved"] = shipkit.copy_arranged(ship)
    if verb == "lift":
        held = shipkit.remove(ship, action[1])
        task["held"].append(held)
        task["lifted"].append(action[1])
        return [{"type": "lift", "seat": seat, "part": action[1]}]
    for held in task["held"]:
        if held["id"] == action[1]:
            break
    task["held"].remove(held)
    shipkit.put_back(ship, held, action[2], checked=True)  # (a spot from the legal list: judged already)
    return [{"type": "put", "seat": seat, "part": held["id"], "placement": list(action[2])}]


def _build_refusal(st, action):
    if isinstance(action, tuple) and len(action) == 2 and action[0] == "buy" and isinstance(action[1], str):
        return buy_refusal(st, action[1])
    if isinstance(action, tuple) and len(action) == 3 and action[0] == "put":
        held = next((h for h in st.task["held"] if h["id"] == action[1]), None)
        if held is None:
            return msg("Lift a component off the ship before putting it somewhere else.")
        return shipkit.placement_refusal(st.ships[st.current], held["kind"], action[2])
    if action == "done":
        if st.task["held"]:
            return msg("Put back every component you lifted first.")
        return shipkit.layout_refusal(st.ships[st.current])
    if action == "undo":
        return msg("Nothing has been moved yet: there is nothing to put back.")
    if isinstance(action, tuple) and len(action) == 2 and action[0] == "lift":
        if action[1] == 0:
            return msg("The Bridge stays where it is: move the other components around it.")
        if action[1] in st.task["lifted"]:
            return msg("Each component may be moved once per Build.")
        return msg("Your ship has no such component.")
    return None


def _describe_build(st, action):
    who = Seat(st.current)
    if action == "done":
        return msg("{who} finishes building", who=who)
    if action == "undo":
        return msg("{who} puts the ship back as it was", who=who)
    verb = action[0]
    if verb == "buy":
        return msg("{who} buys {part}", who=who, part=shipkit.A_PART[action[1]])
    part = next((p for p in st.ships[st.current]["parts"] + st.task["held"] if p["id"] == action[1]), None)
    what = shipkit.THE_PART[part["kind"]] if part else msg("the component")
    if verb == "lift":
        return msg("{who} lifts {part} off the ship to move it", who=who, part=what)
    placed = setup.describe_placement(part["kind"], action[2])  # names the part: "a Laser Cannon behind the Bridge"
    return msg("{who} reattaches {placed}", who=who, placed=placed)


def _build_label(st, action):
    if action == "done":
        return msg("Finish building")
    if action == "undo":
        return msg("Put the ship back as it was")
    verb = action[0]
    if verb == "buy":
        return msg("Buy {part}", part=shipkit.A_PART[action[1]])
    part = next((p for p in st.ships[st.current]["parts"] + st.task["held"] if p["id"] == action[1]), None)
    what = shipkit.THE_PART[part["kind"]] if part else msg("the component")
    if verb == "lift":
        return msg("Lift {part} off the ship to move it", part=what)
    return msg("Reattach {placed}", placed=setup.describe_placement(part["kind"], action[2]))


handler(
    "build",
    _build_legal,
    _build,
    _describe_build,
    label=_build_label,
    refusal=_build_refusal,
    ask="build",
    lit=("store", "component", "square"),
)


def _back_to_build(st):
    st.phase = "build"
    return []


AFTER_PLACING = {"build": _back_to_build}
"""Where a component bought in a Build goes on from placing it (setup.py's placing phase)."""


# --- Repair ----------------------------------------------------------------------------------------------
def _begin_repair(st):
    st.phase = "repair"
    return []


def _repair_legal(st):
    seat = st.current
    found = [("repair", part_id) for part_id in shipkit.damaged_parts(st.ships[seat])]
    if st.at[seat] == st.corners[seat]:
        found.append("repair_all")
    return found


def _repair(st, action):
    seat = st.current
    ship = st.ships[seat]
    if action == "repair_all":
        shipkit.repair_all(ship)
        return [{"type": "repair_all", "seat": seat}] + turn.command_done(st)
    droid = shipkit.online(ship, "repair_droid") and st.at[seat] != NEXXUS and st.turn["droid"] == ""
    shipkit.repair(ship, action[1])
    if droid:
        st.turn["droid"] = "pending"
    return [{"type": "repair", "seat": seat, "part": action[1]}] + turn.command_done(st)


def _describe_repair(st, action):
    who = Seat(st.current)
    if action == "repair_all":
        return msg("{who} repairs the whole ship at home", who=who)
    part = next((p for p in st.ships[st.current]["parts"] if p["id"] == action[1]), None)
    return msg("{who} repairs {part}", who=who, part=shipkit.THE_PART[part["kind"]] if part else msg("the component"))


def _repair_label(st, action):
    if action == "repair_all":
        return msg("Repair the whole ship at home")
    part = next((p for p in st.ships[st.current]["parts"] if p["id"] == action[1]), None)
    return msg("Repair {part}", part=shipkit.THE_PART[part["kind"]] if part else msg("the component"))


def _repair_refusal(st, action):
    seat = st.current
    if action == "repair_all":
        return msg("You can repair everything at once only at your own home planet.")
    if isinstance(action, tuple) and len(action) == 2 and action[0] == "repair":
        part = next((p for p in st.ships[seat]["parts"] if p["id"] == action[1]), None)
        if part is None or type(action[1]) is not int:
            return msg("Your ship has no such component.")
        if not part["damaged"]:
            return msg("Your {part} is not damaged.", part=shipkit.PART[part["kind"]])
    return None


handler(
    "repair",
    _repair_legal,
    _repair,
    _describe_repair,
    label=_repair_label,
    refusal=_repair_refusal,
    ask="repair",
    lit=("component", "sector"),
)


# --- Research --------------------------------------------------------------------------------------------
def _begin_research(st):
    st.phase = "research_damage"
    return []


def _research_damage(st, action):
    seat = st.current
    events = turn.take_damage(st, action, "research")
    if not shipkit.bridge_ok(st.ships[seat]):
        return events + [{"type": "research_failed", "seat": seat}] + turn.command_done(st)
    events += _score(st, seat, "research")
    if st.phase == "over":
        return events
    if boosted_scanners(st.ships[seat]) and galaxy.functional_parts(st, seat):
        st.phase = "tight_scan"
        return events
    return events + turn.command_done(st)


def _score(st, seat, why):
    st.points[seat] += 1
    events = [{"type": "research_point", "seat": seat, "points": st.points[seat], "why": why}]
    if st.points[seat] >= WIN_POINTS:
        events += turn.win(st, seat)
    return events


def boosted_scanners(ship) -> list[int]:
    """Functional scanners with the Battle Pod bonus: what a tight scan needs."""
    return [
        p["id"]
        for p in ship["parts"]
        if not p["damaged"] and shipkit.type_of(p["kind"]) == "scanner" and shipkit.boosted(ship, p["id"])
    ]


handler(
    "research_damage",
    turn.damage_legal,
    _research_damage,
    lambda st, a: turn.describe_damage(st, a, "research"),
    label=lambda st, a: turn.damage_label(st, a, "research"),
    refusal=turn.damage_refusal,
    ask="research damage",
    lit=("component",),
)


def _tight_scan(st, action):
    if action == "skip_tight_scan":
        return turn.command_done(st)
    st.phase = "tight_damage"
    return []


handler(
    "tight_scan",
    lambda st: ["tight_scan", "skip_tight_scan"],
    _tight_scan,
    lambda st, a: (
        msg("{who} tries a tight scan", who=Seat(st.current))
        if a == "tight_scan"
        else msg("{who} skips a tight scan", who=Seat(st.current))
    ),
    label=lambda st, a: msg("Try a tight scan") if a == "tight_scan" else msg("Skip the tight scan"),
    ask="tight scan",
    lit=("scanner",),
)


def _tight_damage(st, action):
    seat = st.current
    events = turn.take_damage(st, action, "tight scan")
    if not shipkit.bridge_ok(st.ships[seat]):
        return events + turn.command_done(st)
    st.phase = "tight_roll"
    return events


handler(
    "tight_damage",
    turn.damage_legal,
    _tight_damage,
    lambda st, a: turn.describe_damage(st, a, "tight-scan"),
    label=lambda st, a: turn.damage_label(st, a, "tight-scan"),
    refusal=turn.damage_refusal,
    ask="tight-scan damage",
    lit=("component",),
)


def _tight_roll(st, face):
    seat = st.current
    ship = st.ships[seat]
    quadrant = QUADRANT_OF_DIE[face]
    hit = any(quadrant in shipkit.facings(ship, part_id) for part_id in boosted_scanners(ship))
    events = [{"type": "roll", "seat": seat, "value": face, "purpose": "tight scan", "success": hit}]
    if hit:
        events += _score(st, seat, "tight scan")
        if st.phase == "over":
            return events
    return events + turn.command_done(st)


handler(
    "tight_roll",
    lambda st: [],
    _tight_roll,
    lambda st, face: pmsg("die", "{who} rolls {value} for the tight scan", who=Seat(st.current), value=face),
    outcomes=lambda st: [(face, 0.25) for face in range(1, 5)],
    roller=turn.current_seat,
    ask="tight-scan die",
)

BEGIN = {"build": _begin_build, "repair": _begin_repair, "research": _begin_research}
