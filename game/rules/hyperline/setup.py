"""Setting up: the board and stacks, home planets drawn per seat, the starting ships
(a Pod and an Engine of each player's choice, then the home bonus component), and the
roll for the first player. Each draw and roll is a chance step; each choice a decision.
"""

from __future__ import annotations

from game.rules.core import phase_table
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline import turn
from game.rules.hyperline.board import CORNERS, NEXXUS, PRINTED
from game.rules.hyperline.tiles import HOME_PLANETS, HYPERLINE_STACK, NEUTRAL, NEXXUS_TILE, PLANET_STACK, TECH_SAID
from game.rules.words import Message, Seat, msg, pmsg

HANDLERS, handler = phase_table()
"""This module's phases, joined with the others' by the state class."""

FIGHTERS = 8
DIE = 4
SEATING = {  # corners by seat, clockwise so that "the player to your left" is the next seat
    2: {"opposite": (CORNERS[0], CORNERS[2]), "side": (CORNERS[0], CORNERS[1])},
    3: (CORNERS[0], CORNERS[1], CORNERS[2]),
    4: CORNERS,
}


def new_game(st, players: int, options: dict) -> None:
    st.players = players
    st.options = {"turn_limit": 0, "seating": "opposite", **options}
    seating = SEATING[players]
    st.corners = list(seating[st.options["seating"]] if players == 2 else seating)
    st.board = [None] * 81
    for sector, content in PRINTED.items():
        st.board[sector] = content
    st.board[NEXXUS] = f"{NEXXUS_TILE}@0"
    for corner in CORNERS:
        if corner not in st.corners:
            st.board[corner] = f"{NEUTRAL}@0"
    st.homes = [None] * players
    st.hyper_stack = dict(HYPERLINE_STACK)
    st.planet_stack = dict(PLANET_STACK)
    st.rip_aside = True
    st.ships = [shipkit.new_ship() for _ in range(players)]
    st.at = list(st.corners)
    st.loaded = [0] * players
    st.patrols = [{str(corner): FIGHTERS} for corner in st.corners]
    st.tokens = [{kind: None for kind in shipkit.TYPES} for _ in range(players)]
    st.store = {kind: shipkit.STOCK for kind in shipkit.KINDS}
    st.points = [0] * players
    st.pirates = {}
    st.hyper_top = []  # tiles a Quantum Scanner put back on top of the hyperline stack, with who knows them
    st.facedown = {}  # sector -> {"tile", "seat"}: planet-stack tiles a Planetary Scanner laid face down
    st.fight = {}  # the fight, asteroid hit or torpedo being resolved in the combat phase
    st.must_move = [False] * players
    st.current = 0
    st.first = None
    st.round = 0
    st.turn = {}
    st.task = {}
    st.explore = {}
    st.placing = {}
    st.rolls = {}
    st.winner = None
    st.phase = "draw_home"


def kinds_of(tech: str) -> list[str]:
    return list(_KINDS_OF.get(tech, ()))


_KINDS_OF = {
    tech: tuple(kind for kind, kind_type in shipkit.KINDS.items() if kind_type == tech) for tech in shipkit.TYPES
}
"""The component kinds each Store section sells, in the Store's order."""


# --- home planets ----------------------------------------------------------------------------------------
def _home_outcomes(st):
    left = [home for home in HOME_PLANETS if home not in st.homes]
    return [(home, 1 / len(left)) for home in left]


def _draw_home(st, home):
    seat = st.current
    st.homes[seat] = home
    st.board[st.corners[seat]] = f"{home}@0"
    events = [{"type": "home", "seat": seat, "planet": home, "sector": st.corners[seat]}]
    if seat + 1 < st.players:
        st.current = seat + 1
    else:
        st.current = 0
        st.phase = "start_pod"
    return events


handler(
    "draw_home",
    lambda st: [],
    _draw_home,
    lambda st, home: msg(
        "{who} draws the home planet {planet} ({sells})",
        who=Seat(st.current),
        planet=home,
        sells=TECH_SAID[HOME_PLANETS[home]],
    ),
    outcomes=_home_outcomes,
    ask="home planet",
)


# --- the starting ship -----------------------------------------------------------------------------------
def _fits(st, kind):
    return st.store[kind] > 0 and bool(shipkit.known_placements(st.ships[st.current], kind))


def begin_placing(st, kind: str, pay: str | None, then: str) -> list[dict]:
    """Take `kind` from the Store; the player chooses where it goes next ("place")."""
    st.placing = {"kind": kind, "pay": pay, "then": then}
    st.phase = "place"
    return [{"type": "take", "seat": st.current, "kind": kind}]


def _place_legal(st):
    kind = st.placing["kind"]
    if kind not in shipkit.KINDS:
        return []
    ship = st.ships[st.current]
    key = (kind, shipkit.layout_key(ship))
    found = _PLACES.get(key)
    if found is None:
        if len(_PLACES) >= shipkit.CACHE_SIZE:
            _PLACES.clear()
        found = _PLACES[key] = tuple([("place", spot) for spot in shipkit.known_placements(ship, kind, key[1])])
    return list(found)


_PLACES: dict = {}
"""(kind, layout_key) -> the place moves for that kind on that layout (each game's set-up places on the same few
ships)."""


def _place(st, action):
    seat = st.current
    kind, pay, then = st.placing["kind"], st.placing["pay"], st.placing["then"]
    part_id = shipkit.place(st.ships[seat], kind, action[1], checked=True)  # (a spot from the legal list)
    st.store[kind] -= 1
    events = [{"type": "build", "seat": seat, "kind": kind, "part": part_id, "placement": list(action[1])}]
    if pay is not None:
        was = st.tokens[seat][pay]
        st.tokens[seat][pay] = st.at[seat]
        events.append({"type": "token", "seat": seat, "tech": pay, "from": was, "to": st.at[seat]})
    st.placing = {}
    return events + st.AFTER_PLACING[then](st)


def _place_refusal(st, action):
    if isinstance(action, tuple) and len(action) == 2 and action[0] == "place":
        reason = shipkit.placement_refusal(st.ships[st.current], st.placing["kind"], action[1])
        if reason:
            return reason
    return None


SIDES = shipkit.SIDE
"""Facings in a player's words: the ship's front is north."""

COUNTS = {
    1: pmsg("squares", "one"),
    2: pmsg("squares", "two"),
    3: pmsg("squares", "three"),
    4: pmsg("squares", "four"),
    5: pmsg("squares", "five"),
    6: pmsg("squares", "six"),
}
"""Counts in words, so "a Combat Engine 2 behind" never reads as a model."""
NEXT_TO = {
    "right": msg("right of the Bridge"),
    "left": msg("left of the Bridge"),
    "behind": msg("behind the Bridge"),
    "ahead": msg("in front of the Bridge"),
}
AWAY = {
    "right": lambda count: msg("{count} squares right of the Bridge", count=count),
    "left": lambda count: msg("{count} squares left of the Bridge", count=count),
    "behind": lambda count: msg("{count} squares behind the Bridge", count=count),
    "ahead": lambda count: msg("{count} squares in front of the Bridge", count=count),
}
ASKEW = {
    ("behind", "right"): lambda rows, columns: msg(
        "{rows} back and {columns} right of the Bridge", rows=rows, columns=columns
    ),
    ("behind", "left"): lambda rows, columns: msg(
        "{rows} back and {columns} left of the Bridge", rows=rows, columns=columns
    ),
    ("ahead", "right"): lambda rows, columns: msg(
        "{rows} ahead and {columns} right of the Bridge", rows=rows, columns=columns
    ),
    ("ahead", "left"): lambda rows, columns: msg(
        "{rows} ahead and {columns} left of the Bridge", rows=rows, columns=columns
    ),
}


def square_words(x: int, y: int) -> Message:
    """Where a square is against the Bridge, e.g. 'behind the Bridge', 'two squares behind the Bridge', 'one back
    and one left of the Bridge'."""
    across = ("right" if x > 0 else "left") if x else None
    along = ("behind" if y > 0 else "ahead") if y else None
    if not (x and y):
        steps, side = (abs(x), across) if x else (abs(y), along)
        if steps == 1:
            return NEXT_TO[side]
        return AWAY[side](COUNTS.get(steps, steps))
    return ASKEW[along, across](COUNTS.get(abs(y), abs(y)), COUNTS.get(abs(x), abs(x)))


def describe_placement(kind: str, spot) -> Message:
    """Where a component goes, in a player's words: 'a Laser Cannon behind the Bridge, facing left'."""
    named = shipkit.A_PART[kind]
    if spot[0] == "float":
        return msg("{part} floating on the {side} side", part=named, side=SIDES[spot[1]])
    where = square_words(spot[0], spot[1])
    if len(spot) == 4:
        return msg("{part} {where}, chamfered {side}", part=named, where=where, side=SIDES[spot[3]])
    if shipkit.type_of(kind) in ("weapon", "shield", "scanner"):
        return msg("{part} {where}, facing {side}", part=named, where=where, side=SIDES[spot[2]])
    return msg("{part} {where}", part=named, where=where)


handler(
    "place",
    _place_legal,
    _place,
    lambda st, a: msg(
        "{who} attaches {placed}", who=Seat(st.current), placed=describe_placement(st.placing["kind"], a[1])
    ),
    label=lambda st, a: msg("Attach {placed}", placed=describe_placement(st.placing["kind"], a[1])),
    refusal=_place_refusal,
    ask="place",
    lit=("square",),
)


def _start_choice(tech: str, word: str):
    kinds = _KINDS_OF[tech]

    def legal(st):
        return [(word, kind) for kind in kinds if _fits(st, kind)]

    return legal


def _start_pod(st, action):
    return begin_placing(st, action[1], None, "start_engine")


def _enter_start_engine(st):
    st.phase = "start_engine"
    return []


def _start_engine(st, action):
    return begin_placing(st, action[1], None, "start_bonus")


def _bonus_legal(st):
    seat = st.current
    tech = HOME_PLANETS[st.homes[seat]]
    if tech in shipkit.UPGRADES:
        return [("bonus", tech)]
    return [("bonus", kind) for kind in _KINDS_OF.get(tech, ()) if _fits(st, kind)]


def _enter_start_bonus(st):
    if not _bonus_legal(st):
        return _next_builder(st)
    st.phase = "start_bonus"
    return []


def _start_bonus(st, action):
    seat = st.current
    kind = action[1]
    if kind in shipkit.UPGRADES:
        shipkit.add_upgrade(st.ships[seat], kind)
        return [{"type": "upgrade", "seat": seat, "upgrade": kind}] + _next_builder(st)
    return begin_placing(st, kind, shipkit.type_of(kind), "next_builder")


def _next_builder(st):
    if st.current + 1 < st.players:
        st.current += 1
        st.phase = "start_pod"
        return []
    st.current = 0
    st.rolls = {"to_roll": list(range(st.players)), "rolled": []}
    st.phase = "first_roll"
    return []


def _start_refusal(st, action):
    """Why a starting Pod, Engine or home bonus may not be taken."""
    if not (isinstance(action, tuple) and len(action) == 2 and isinstance(action[1], str)):
        return None
    verb, kind = action
    tech = {"pod": "pod", "engine": "engine"}.get(verb) or HOME_PLANETS[st.homes[st.current]]
    if kind != tech and shipkit.KINDS.get(kind) != tech:
        sells = TECH_SAID.get(tech, tech)
        return (
            msg("Your home planet sells {sells}.", sells=sells)
            if verb == "bonus"
            else msg("Choose among {sells}.", sells=sells)
        )
    if kind in shipkit.UPGRADES:
        return shipkit.upgrade_refusal(st.ships[st.current], kind)
    if st.store[kind] <= 0:
        return msg("The Store has no {part} left.", part=shipkit.PART[kind])
    return msg("A {part} has no legal place on your ship.", part=shipkit.PART[kind])


AFTER_PLACING = {"start_engine": _enter_start_engine, "start_bonus": _enter_start_bonus, "next_builder": _next_builder}
"""Where setting up goes on after a component is placed (a Build's own way on: commands.py; the state joins them)."""

handler(
    "start_pod",
    _start_choice("pod", "pod"),
    _start_pod,
    lambda st, a: msg("{who} starts with {part}", who=Seat(st.current), part=shipkit.A_PART[a[1]]),
    label=lambda st, a: msg("Start with {part}", part=shipkit.A_PART[a[1]]),
    refusal=_start_refusal,
    ask="starting ship",
    lit=("store",),
)
handler(
    "start_engine",
    _start_choice("engine", "engine"),
    _start_engine,
    lambda st, a: msg("{who} starts with {part}", who=Seat(st.current), part=shipkit.A_PART[a[1]]),
    label=lambda st, a: msg("Start with {part}", part=shipkit.A_PART[a[1]]),
    refusal=_start_refusal,
    ask="starting ship",
    lit=("store",),
)
handler(
    "start_bonus",
    _bonus_legal,
    _start_bonus,
    lambda st, a: msg("{who} takes {part} as the home bonus", who=Seat(st.current), part=shipkit.A_PART[a[1]]),
    label=lambda st, a: msg("Take {part} as the home bonus", part=shipkit.A_PART[a[1]]),
    refusal=_start_refusal,
    ask="starting ship",
    lit=("store",),
)


# --- the first player ------------------------------------------------------------------------------------
def _roll_outcomes(st):
    return [(face, 1 / DIE) for face in range(1, DIE + 1)]


def _roll(st, face):
    seat = st.rolls["to_roll"].pop(0)
    st.rolls["rolled"].append([seat, face])
    events = [{"type": "roll", "seat": seat, "value": face, "purpose": "first player"}]
    if st.rolls["to_roll"]:
        return events
    best = max(f for _, f in st.rolls["rolled"])
    top = [s for s, f in st.rolls["rolled"] if f == best]
    if len(top) > 1:
        st.rolls = {"to_roll": top, "rolled": []}
        return events + [{"type": "tie", "seats": top}]
    st.first = top[0]
    st.current = top[0]
    st.rolls = {}
    st.round = 1
    events.append({"type": "first_player", "seat": top[0]})
    return events + turn.start_turn(st)


handler(
    "first_roll",
    lambda st: [],
    _roll,
    lambda st, face: pmsg("die", "{who} rolls {value} for first player", who=Seat(st.rolls["to_roll"][0]), value=face),
    outcomes=_roll_outcomes,
    roller=lambda st: st.rolls["to_roll"][0],
    ask="first player",
)
