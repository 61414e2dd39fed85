"""The Move command: loading and unloading fighters, Step, Jump (the RULES-NOTES
procedure, one decision at a time: hyperpoint, branches, exploring on the way),
Ripshift, the free move between the Rips, Hyperline Engine bonus moves, and blocking.
"""

from __future__ import annotations

from game.rules.core import phase_table
from game.rules.hyperline import explore, galaxy, turn
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import ADJACENT, NEIGHBOUR, PORT_NAMES, name
from game.rules.hyperline.galaxy import KEYS, RIDE_ON
from game.rules.hyperline.tiles import INFO
from game.rules.words import Message, Seat, msg

COMPASS = shipkit.COMPASS

HANDLERS, handler = phase_table()
"""This module's phases, joined with the others' by the state class."""


def begin(st) -> list[dict]:
    seat = st.current
    st.must_move[seat] = False
    st.turn["moves"] = 0
    ship = st.ships[seat]
    st.turn["bonus"] = (shipkit.FACTS.get(id(ship)) or shipkit.facts(ship)).working.get("hyperline_engine", 0)
    st.task = {"fighters": ""}
    st.phase = "move"
    return []


def ripshift_targets(st, ports: list | None = None) -> list[int]:
    """A Ripshift converts a Jump: none where no Jump is possible ("then you can't Ripshift"). (`ports`: the
    ship's hyperpoints, if known already.)"""
    seat = st.current
    if shipkit.count_functional(st.ships[seat], "rip_engine") <= st.turn["ripshifts"]:
        return []
    if not (galaxy.hyperpoints(st, seat) if ports is None else ports):
        return []
    here = st.at[seat]
    return sorted({*galaxy.rips(st), st.corners[seat]} - {here})


def _move_legal(st):
    seat = st.current
    here = st.at[seat]
    loaded = st.loaded[seat]
    mine = st.patrols[seat]
    if loaded or KEYS[here] in mine:  # (most moves: no fighter to load or unload)
        found = []
        fighters = st.task.get("fighters", "")
        if fighters != "unload" and mine.get(KEYS[here], 0) and loaded < shipkit.carrier_capacity(st.ships[seat]):
            found.append("load")
        if fighters != "load" and loaded:
            found.append("unload")
        found += STEPS[here]
    else:
        found = STEPS[here][:]
    ports = galaxy.hyperpoints(st, seat)
    turn_now = st.turn
    if ports:
        found += map(_JUMP, ports)
        ship = st.ships[seat]
        if (shipkit.FACTS.get(id(ship)) or shipkit.facts(ship)).working.get("rip_engine", 0) > turn_now["ripshifts"]:
            found += [("ripshift", t) for t in ripshift_targets(st, ports)]  # (most ships have no Rip Engine)
    if turn_now["moves"] >= 1:
        found.append("stop")
    return found


STEPS = tuple([("step", t) for t in ADJACENT[s]] for s in range(len(ADJACENT)))
JUMPS = tuple(("jump", port) for port in range(8))
"""The Step and Jump actions, made once (actions are immutable tuples)."""
_JUMP = JUMPS.__getitem__
_BRANCH = tuple(("branch", port) for port in range(8)).__getitem__


def _move(st, action):
    seat = st.current
    here = st.at[seat]
    if action.__class__ is tuple:  # (most moves: a Step, Jump or Ripshift; the words below are the rest)
        kind, target = action
        if kind == "step":
            if st.board[target] is None:
                return explore.begin(st, target, "step")
            return arrive(st, target)
        if kind == "ripshift":
            st.turn["ripshifts"] += 1
            return arrive(st, target)
        st.task["jump"] = {"at": here, "port": target, "used": [[here, target]]}
        return continue_jump(st)
    if action == "load":
        galaxy.add_patrol(st, seat, here, -1)
        st.loaded[seat] += 1
        st.task["fighters"] = "load"
        return [{"type": "load", "seat": seat, "sector": here}]
    if action == "unload":
        galaxy.add_patrol(st, seat, here, 1)
        st.loaded[seat] -= 1
        st.task["fighters"] = "unload"
        return [{"type": "unload", "seat": seat, "sector": here}]
    return turn.command_done(st)  # "stop"


def _move_refusal(st, action):
    if isinstance(action, tuple) and len(action) == 2:
        kind = action[0]
        if kind == "step":
            return msg("A Step goes to a sector sharing an edge with yours (never off the board, never diagonally).")
        if kind == "jump":
            return jump_refusal(st, action[1])
        if kind == "ripshift":
            return ripshift_refusal(st)
    if action == "stop" and st.turn.get("moves", 0) == 0:
        return msg("The Move command needs at least one Step, Jump or Ripshift.")
    if action in ("load", "unload"):
        return fighters_refusal(st, action)
    return None


def fighters_refusal(st, action: str) -> Message | None:
    """Why a fighter may not be loaded or unloaded before this move, or None."""
    seat = st.current
    done = st.task.get("fighters", "")
    if action == "load":
        if done == "unload":
            return msg("You unloaded before this move: load or unload, not both.")
        capacity = shipkit.carrier_capacity(st.ships[seat])
        if not capacity:
            return msg("Fighters ride on working Carrier Pods, and your ship has none.")
        if st.loaded[seat] >= capacity:
            return msg("Every working Carrier Pod already carries a fighter.")
        if not galaxy.patrol(st, seat, st.at[seat]):
            return msg("None of your fighters patrols this sector.")
        return None
    if done == "load":
        return msg("You loaded before this move: load or unload, not both.")
    if not st.loaded[seat]:
        return msg("No fighter is loaded on your ship.")
    return None


def jump_refusal(st, port) -> Message:
    """Why the ship may not Jump through this port of its sector."""
    seat = st.current
    here = st.at[seat]
    if type(port) is not int or not 0 <= port < 8:
        return msg("Jump through one of the eight hyperpoints at the edges and corners of your sector.")
    info = INFO[st.board[here]]
    if port % 2 and not shipkit.online(st.ships[seat], "hyperline_computer"):
        return msg("Corner (diagonal) hyperpoints need a working Hyperline Computer on a working Bridge.")
    if not info.terminal and port not in info.lines:
        return msg("Your ship rides the {tile} here: it can only jump out along its lines.", tile=info.said)
    beyond = NEIGHBOUR[here][port]
    if beyond is None:
        return msg("That side of your sector is the edge of the galaxy.")
    target = beyond[0]
    what = INFO[st.board[target]].said
    if port % 2 == 0:
        return msg(
            "The {tile} in {sector} has no line on that side: a Jump that way goes nowhere. Step there instead.",
            tile=what,
            sector=name(target),
        )
    return msg(
        "The {tile} in {sector} has no line on that side: a Jump that way goes nowhere.", tile=what, sector=name(target)
    )


def ripshift_refusal(st) -> Message:
    seat = st.current
    engines = shipkit.count_functional(st.ships[seat], "rip_engine")
    if not engines:
        return msg("A Ripshift needs a working Rip Engine.")
    if engines <= st.turn["ripshifts"]:
        return msg("Each working Rip Engine converts one Jump per turn: yours are used up.")
    if not galaxy.hyperpoints(st, seat):
        return msg("A Ripshift replaces a Jump, and no Jump is possible from this sector.")
    return msg("A Ripshift goes to a Rip or to your home planet.")


def _describe_move(st, action):
    who = Seat(st.current)
    if action == "load":
        return msg("{who} loads a fighter", who=who)
    if action == "unload":
        return msg("{who} unloads a fighter on patrol", who=who)
    if action == "stop":
        return msg("{who} ends the move", who=who)
    kind, target = action
    if st.turn["moves"]:  # a bonus move
        if kind == "step":
            return msg("{who} steps to {sector} (bonus move)", who=who, sector=name(target))
        if kind == "ripshift":
            return msg("{who} ripshifts to {sector} (bonus move)", who=who, sector=name(target))
        return msg(
            "{who} jumps from {sector} by the {port} hyperpoint (bonus move)",
            who=who,
            sector=name(st.at[st.current]),
            port=COMPASS[PORT_NAMES[target]],
        )
    if kind == "step":
        return msg("{who} steps to {sector}", who=who, sector=name(target))
    if kind == "ripshift":
        return msg("{who} ripshifts to {sector}", who=who, sector=name(target))
    port = COMPASS[PORT_NAMES[target]]
    return msg("{who} jumps from {sector} by the {port} hyperpoint", who=who, sector=name(st.at[st.current]), port=port)


def _move_label(st, action):
    if action == "load":
        return msg("Load a fighter")
    if action == "unload":
        return msg("Unload a fighter on patrol")
    if action == "stop":
        return msg("End the move")
    kind, target = action
    if st.turn["moves"]:  # a bonus move
        if kind == "step":
            return msg("Step to {sector} (bonus move)", sector=name(target))
        if kind == "ripshift":
            return msg("Ripshift to {sector} (bonus move)", sector=name(target))
        port = COMPASS[PORT_NAMES[target]]
        return msg(
            "Jump from {sector} by the {port} hyperpoint (bonus move)", sector=name(st.at[st.current]), port=port
        )
    if kind == "step":
        return msg("Step to {sector}", sector=name(target))
    if kind == "ripshift":
        return msg("Ripshift to {sector}", sector=name(target))
    return msg(
        "Jump from {sector} by the {port} hyperpoint", sector=name(st.at[st.current]), port=COMPASS[PORT_NAMES[target]]
    )


handler(
    "move",
    _move_legal,
    _move,
    _describe_move,
    label=_move_label,
    refusal=_move_refusal,
    ask="move",
    lit=("sector", "hyperpoint", "fighter", "carrier pod"),
)


def _enter(st, sector: int) -> tuple[list[dict], str | None]:
    seat = st.current
    move = {"type": "move", "seat": seat, "from": st.at[seat], "to": sector}
    events = reveal(st, sector) if st.facedown else []  # (face-down tiles are few and far between)
    why = galaxy.blocker(st, seat, sector)
    st.at[seat] = sector
    events.append(move)
    return events, why


def reveal(st, sector: int) -> list[dict]:
    """A starship entering a face-down tile turns it face up (it may be an asteroid field that blocks)."""
    hidden = st.facedown.pop(str(sector), None)
    if hidden is None:
        return []
    st.board[sector] = f"{hidden['tile']}@0"
    return [{"type": "face_up", "sector": sector, "tile": hidden["tile"], "reveal": True}]


def _blocked(st, why: str) -> list[dict]:
    """Blocking ends the move and the whole command, bonus moves and all."""
    st.task = {}
    event = {"type": "blocked", "seat": st.current, "sector": st.at[st.current], "by": why}
    return [event] + turn.command_done(st)


def arrive(st, sector: int) -> list[dict]:
    """The end of a Step or Ripshift: enter the sector (blocked or not)."""
    events, why = _enter(st, sector)
    if why:
        return events + _blocked(st, why)
    return events + finish_move(st)


def continue_jump(st) -> list[dict]:
    """Slide along the line from the jump's current port until it ends or asks for a choice."""
    jump = st.task["jump"]
    board = st.board
    events = []
    while True:
        here, port = jump["at"], jump["port"]
        target, entry = NEIGHBOUR[here][port]
        content = board[target]
        if content is None:
            jump["explored"] = target
            return events + explore.begin(st, target, "jump")
        exits = RIDE_ON[content][entry]  # (None: a terminal piece; (): no line enters by that port)
        explored = jump.pop("explored", None) == target  # explored on the way: "you must move into it"
        dead_end = exits == ()
        if dead_end and not explored:
            events.append({"type": "jump_end", "seat": st.current, "sector": here, "why": "open line"})
            return events + finish_move(st)
        entered, why = _enter(st, target)
        events += entered
        if why:
            return events + _blocked(st, why)
        if exits is None or dead_end:
            why = "hyperpoint" if exits is None else "explored"
            events.append({"type": "jump_end", "seat": st.current, "sector": target, "why": why})
            return events + finish_move(st)
        jump["at"] = target
        if len(exits) > 1:
            jump["choices"] = list(exits)
            st.phase = "branch"
            return events
        if not _ride(jump, exits[0]):
            events.append({"type": "jump_end", "seat": st.current, "sector": target, "why": "loop"})
            return events + finish_move(st)


def _ride(jump, port) -> bool:
    """Leave the current sector by `port`; False when that port was met already (the jump ends)."""
    step = [jump["at"], port]
    if step in jump["used"]:
        return False
    jump["used"].append(step)
    jump["port"] = port
    return True


def _branch(st, action):
    jump = st.task["jump"]
    jump.pop("choices", None)
    st.phase = "move"
    if not _ride(jump, action[1]):
        return [{"type": "jump_end", "seat": st.current, "sector": jump["at"], "why": "loop"}] + finish_move(st)
    return continue_jump(st)


handler(
    "branch",
    lambda st: list(map(_BRANCH, st.task["jump"]["choices"])),
    _branch,
    lambda st, a: msg(
        "{who} rides the {port} branch at {sector}",
        who=Seat(st.current),
        port=COMPASS[PORT_NAMES[a[1]]],
        sector=name(st.task["jump"]["at"]),
    ),
    label=lambda st, a: msg(
        "Ride the {port} branch at {sector}", port=COMPASS[PORT_NAMES[a[1]]], sector=name(st.task["jump"]["at"])
    ),
    ask="branch",
    lit=("hyperpoint",),
)


def finish_move(st) -> list[dict]:
    """One Step, Jump or Ripshift is done: the Rips may carry the ship on; then bonus moves."""
    turn_now = st.turn
    moves = turn_now["moves"] = turn_now["moves"] + 1
    st.task = {"fighters": ""}
    if st.board[st.at[st.current]] == galaxy.RIP_TILE and len(galaxy.rips(st)) == 2:
        st.phase = "rip_travel"
        return []
    if 1 + turn_now["bonus"] - moves > 0:  # (`after_move`, written out)
        st.phase = "move"
        return []
    return turn.command_done(st)


def after_move(st) -> list[dict]:
    if 1 + st.turn["bonus"] - st.turn["moves"] > 0:
        st.phase = "move"
        return []
    return turn.command_done(st)


def _other_rip(st) -> int:
    here = st.at[st.current]
    return next(s for s in galaxy.rips(st) if s != here)


def _rip_travel(st, action):
    if action == "stay":
        return after_move(st)
    events, why = _enter(st, _other_rip(st))
    events[0]["why"] = "rip"
    if why:
        return events + _blocked(st, why)
    return events + after_move(st)


handler(
    "rip_travel",
    lambda st: ["rip_travel", "stay"],
    _rip_travel,
    lambda st, a: (
        msg("{who} goes through the Rip to {sector}", who=Seat(st.current), sector=name(_other_rip(st)))
        if a == "rip_travel"
        else msg("{who} stays at the Rip", who=Seat(st.current))
    ),
    label=lambda st, a: (
        msg("Go through the Rip to {sector}", sector=name(_other_rip(st)))
        if a == "rip_travel"
        else msg("Stay at the Rip")
    ),
    ask="rip travel",
    lit=("rip",),
)

AFTER_EXPLORE = {"step": arrive, "jump": lambda st, sector: continue_jump(st)}
"""After a Step or a Jump explored a sector: the ship enters it, or the jump rides on into it."""
