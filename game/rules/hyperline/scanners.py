"""Turn phase 2, scanning: each working Scanner makes one scan, a normal one (the top hyperline tile
into a connected unexplored sector) or its own kind's special scan:
    Planetary   look at a planet-stack tile in secret and lay it face down (turned up when a ship enters)
    Disrupting  turn a hyperline tile on a line a jump from here would ride
    Quantum     look at the top three hyperline tiles in secret, place one, put the others back on top
                in the order you choose (you alone know what is coming)
A normal scan may use any Scanner, so the turn only counts scans in all and special scans per kind.
"""

from __future__ import annotations

from game.rules.core import phase_table
from game.rules.hyperline import explore, galaxy, turn
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import name
from game.rules.hyperline.tiles import FACEDOWN, INFO, ROTATIONS, said
from game.rules.words import Seat, msg

HANDLERS, handler = phase_table()
"""This module's phases, joined with the others' by the state class."""

SPECIAL = {"planetary": "planetary_scanner", "disrupt": "disrupting_scanner", "quantum": "quantum_scanner"}
QUANTUM_LOOK = 3


def _left(st) -> int:
    return shipkit.count_functional(st.ships[st.current], "scanner") - st.turn["scans"]


def _special_left(st, verb: str) -> bool:
    kind = SPECIAL[verb]
    used = st.turn.setdefault("special", {}).get(kind, 0)
    return _left(st) > 0 and shipkit.count_functional(st.ships[st.current], kind) > used


def scan_choices(st) -> list:
    """Every scan the player may make now (without "end_scan")."""
    ship = st.ships[st.current]
    working = (shipkit.FACTS.get(id(ship)) or shipkit.facts(ship)).working  # the working parts, by kind and type
    if working.get("scanner", 0) - st.turn["scans"] <= 0:
        return []
    used = st.turn.setdefault("special", {})
    planetary = working.get("planetary_scanner", 0) > used.get("planetary_scanner", 0)
    disrupt = working.get("disrupting_scanner", 0) > used.get("disrupting_scanner", 0)
    quantum = working.get("quantum_scanner", 0) > used.get("quantum_scanner", 0)
    hyper = any(st.hyper_stack.values())
    planets = any(st.planet_stack.values())
    if not (hyper or planets or disrupt):
        return []
    _, unexplored, lines = galaxy.rides(st, st.current)
    if not (hyper or planets):
        unexplored = ()
    found = []
    if hyper:
        found += map(_SCAN, unexplored)  # (the actions made once: no comprehension to call)
    if planetary and planets:
        found += [("planetary", sector) for sector in unexplored if not galaxy.next_to_planet(st, sector)]
    if disrupt:
        board = st.board
        for sector in lines:
            found += [("disrupt", sector, rotation) for rotation in TURNS[board[sector]]]
    if hyper and quantum:
        found += map(_QUANTUM, unexplored)
    return found


_SCAN = tuple(("scan", sector) for sector in range(len(galaxy.KEYS))).__getitem__
_QUANTUM = tuple(("quantum", sector) for sector in range(len(galaxy.KEYS))).__getitem__
"""A sector -> its normal or Quantum scan action, made once."""


TURNS = {
    content: tuple(r for r in ROTATIONS[info.name] if INFO[f"{info.name}@{r}"].lines != info.lines)
    for content, info in INFO.items()
    if content in galaxy.LINE_CONTENTS
}
"""A hyperline tile's content -> the rotations a Disrupting scan may turn it to (those that change its lines)."""


def holds_secret(st, seat: int) -> bool:
    """The seat knows a tile nobody else does: its Planetary peek, Quantum tiles in hand or put back on top."""
    if any(entry["seat"] == seat for entry in st.facedown.values()):
        return True
    if any(seat in entry["known"] for entry in st.hyper_top):
        return True
    return bool(st.explore.get("quantum")) and st.current == seat


def enter(st):
    """Turn phase 2: scan while there is something to scan, else on to the command."""
    found = arrive(st)
    return turn.next_phase(st) if found is None else found


def arrive(st) -> list | None:
    """`enter`, saying None when there is nothing to scan (the turn goes on)."""
    turn = st.turn
    turn.setdefault("special", {})
    ship = st.ships[st.current]
    if (shipkit.FACTS.get(id(ship)) or shipkit.facts(ship)).working.get("scanner", 0) <= turn["scans"]:
        return None  # (most turns: no working Scanner left)
    found = scan_choices(st)
    if not found:
        return None
    _SHOWN[:] = st, found
    return []


def resume(st) -> list[dict]:
    """After a scan: scan again, or go on to the command."""
    found = scan_choices(st)
    if found:
        st.phase = "scan"
        _SHOWN[:] = st, found
        return []
    return turn.next_phase(st)


_SHOWN: list = [None, []]
"""The state that last stopped in the scan phase and its scans: the legal list asked next takes them once instead of
working them out again (the rules change a state only by applying a move, and every way into the scan phase passes
through `arrive` or `resume`)."""


def _scan_legal(st) -> list:
    if _SHOWN[0] is st:
        found = _SHOWN[1]
        _SHOWN[:] = None, []
    else:
        found = scan_choices(st)
    return found + ["end_scan"]


def _use(st, verb: str | None) -> None:
    st.turn["scans"] += 1
    if verb is not None:
        kind = SPECIAL[verb]
        st.turn["special"][kind] = st.turn["special"].get(kind, 0) + 1


def _scan(st, action):
    seat = st.current
    if action == "end_scan":
        return turn.next_phase(st)
    verb, sector = action[0], action[1]
    event = {"type": "scan", "seat": seat, "sector": sector, "scanner": verb}
    if verb == "scan":
        _use(st, None)
        return [event] + explore.begin(st, sector, "scan")
    _use(st, verb)
    if verb == "disrupt":
        tile = INFO[st.board[sector]].name
        st.board[sector] = f"{tile}@{action[2]}"
        return [event, {"type": "tile", "sector": sector, "tile": tile, "rotation": action[2]}] + resume(st)
    if verb == "planetary":
        st.explore = {"sector": sector, "purpose": "scan", "stack": "planet", "tile": None}
        st.phase = "planetary_draw"
        return [event]
    want = min(QUANTUM_LOOK, sum(st.hyper_stack.values()))
    st.explore = {"sector": sector, "purpose": "scan", "stack": "hyperline", "tile": None, "quantum": [], "want": want}
    st.phase = "quantum_draw"
    return [event]


def _scan_refusal(st, action):
    if not (isinstance(action, tuple) and len(action) >= 2 and action[0] in ("scan", *SPECIAL)):
        return None
    verb = action[0]
    if _left(st) <= 0:
        return msg("Each working Scanner makes one scan a turn, and yours have all scanned.")
    if verb in SPECIAL and not _special_left(st, verb):
        return msg("That scan needs a working {part} that has not scanned this turn.", part=shipkit.PART[SPECIAL[verb]])
    if verb == "planetary":
        return msg(
            "A Planetary scan lays a planet tile face down in a connected unexplored sector "
            "that is not next to a planet."
        )
    if verb == "disrupt":
        return msg("A Disrupting scan turns a hyperline tile on a line a jump from your sector would ride.")
    return msg("Scans go to an unexplored sector at the end of a hyperline from your sector.")


def _describe_scan(st, action):
    who = Seat(st.current)
    if action == "end_scan":
        return msg("{who} ends scanning", who=who)
    verb, sector = action[0], action[1]
    if verb == "scan":
        return msg("{who} scans {sector}", who=who, sector=name(sector))
    if verb == "disrupt":
        tile = said(INFO[st.board[sector]].name)
        return msg(
            "{who} turns the {tile} in {sector} with a Disrupting Scanner", who=who, tile=tile, sector=name(sector)
        )
    if verb == "planetary":
        return msg("{who} makes a Planetary scan of {sector}", who=who, sector=name(sector))
    return msg("{who} makes a Quantum scan of {sector}", who=who, sector=name(sector))


def _scan_label(st, action):
    if action == "end_scan":
        return msg("End scanning")
    verb, sector = action[0], action[1]
    if verb == "scan":
        return msg("Scan {sector}", sector=name(sector))
    if verb == "disrupt":
        tile = said(INFO[st.board[sector]].name)
        return msg("Turn the {tile} in {sector} with a Disrupting Scanner", tile=tile, sector=name(sector))
    if verb == "planetary":
        return msg("Make a Planetary scan of {sector}", sector=name(sector))
    return msg("Make a Quantum scan of {sector}", sector=name(sector))


handler(
    "scan",
    _scan_legal,
    _scan,
    _describe_scan,
    label=_scan_label,
    refusal=_scan_refusal,
    enter=enter,
    ask="scan",
    lit=("sector", "scanner"),
)


# --- Planetary: a secret look, a face-down tile ---------------------------------------------------------------
def _planetary_draw(st, tile):
    seat = st.current
    sector = st.explore["sector"]
    explore.take(st, "planet", tile)
    st.board[sector] = f"{FACEDOWN}@0"
    st.facedown[str(sector)] = {"tile": tile, "seat": seat}
    st.explore = {}
    return [{"type": "face_down", "seat": seat, "sector": sector}] + resume(st)


handler(
    "planetary_draw",
    lambda st: [],
    _planetary_draw,
    lambda st, tile: msg("{who} looks at a planet tile in secret and lays it face down", who=Seat(st.current)),
    outcomes=lambda st: explore.draw_outcomes(st, "planet"),
    roller=turn.current_seat,
    ask="secret draw",
    lit=("stack",),
)


# --- Quantum: three tiles in secret, one placed, two back on top ---------------------------------------------
def _quantum_draw(st, tile):
    task = st.explore
    events = explore.take(st, "hyperline", tile)
    task["quantum"].append(tile)
    if len(task["quantum"]) < task["want"]:
        return events
    if len(set(task["quantum"])) == 1:
        return events + _keep(st, tile)
    st.phase = "quantum_keep"
    return events


handler(
    "quantum_draw",
    lambda st: [],
    _quantum_draw,
    lambda st, tile: msg("{who} looks at a hyperline tile in secret", who=Seat(st.current)),
    outcomes=lambda st: explore.draw_outcomes(st, "hyperline"),
    roller=turn.current_seat,
    ask="secret draw",
    lit=("stack",),
)


def _keep(st, tile) -> list[dict]:
    task = st.explore
    task["quantum"].remove(tile)
    task["tile"] = tile
    rest = task["quantum"]
    if len(rest) == 2 and rest[0] != rest[1]:
        st.phase = "quantum_return"
        return [{"type": "quantum_keep", "seat": st.current, "tile": tile}]
    return [{"type": "quantum_keep", "seat": st.current, "tile": tile}] + _put_back(st, list(rest))


def _put_back(st, order: list[str]) -> list[dict]:
    for tile in order:
        st.hyper_stack[tile] += 1
    st.hyper_top = [{"tile": tile, "known": [st.current]} for tile in order] + st.hyper_top
    st.explore.pop("quantum")
    st.explore.pop("want")
    return [{"type": "quantum_return", "seat": st.current, "count": len(order)}] + explore.after_draw(st)


handler(
    "quantum_keep",
    lambda st: [("keep", tile) for tile in sorted(set(st.explore["quantum"]))],
    lambda st, a: _keep(st, a[1]),
    lambda st, a: msg("{who} places the {tile} from the Quantum scan", who=Seat(st.current), tile=said(a[1])),
    label=lambda st, a: msg("Place the {tile} from the Quantum scan", tile=said(a[1])),
    ask="quantum tiles",
)


def _return_legal(st):
    a, b = st.explore["quantum"]
    return [("return", (a, b)), ("return", (b, a))]


handler(
    "quantum_return",
    _return_legal,
    lambda st, a: _put_back(st, list(a[1])),
    lambda st, a: msg("{who} puts the other two tiles back on top of the hyperline stack", who=Seat(st.current)),
    label=lambda st, a: msg("Put back the {first} on top, then the {then}", first=said(a[1][0]), then=said(a[1][1])),
    ask="quantum tiles",
)

AFTER_EXPLORE = {"scan": lambda st, sector: resume(st)}
PICKS = {
    "planetary_draw": lambda st, r: explore.pick(st, "planet", r),
    "quantum_draw": lambda st, r: explore.pick(st, "hyperline", r),
}
"""Chance phase -> (state, r) -> the tile `sample` would draw with r (`explore.pick`)."""
"""After a normal scan explored its sector: scan again or go on."""
