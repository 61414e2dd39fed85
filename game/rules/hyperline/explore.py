"""Exploring a sector: which stack to draw from, the draw (a chance step), the explorer's
rotation of the tile, a pirate on a pirate base, and placing the second Rip; then the
move or scan that caused it goes on.
"""

from __future__ import annotations

from game.rules.core import chances, phase_table
from game.rules.hyperline import galaxy
from game.rules.hyperline.board import EXPLORABLE, name
from game.rules.hyperline.tiles import LINE_TILES, PIRATE_BASE, RIP, ROTATIONS, said
from game.rules.words import Seat, msg

HANDLERS, handler = phase_table()
"""This module's phases, joined with the others' by the state class."""

STACKS = ("hyperline", "planet")


def _stack(st, which: str) -> dict:
    return st.hyper_stack if which == "hyperline" else st.planet_stack


def stack_choices(st, sector: int, purpose: str) -> list[str]:
    """The stacks the explorer may draw from (RULES-NOTES: next to a planet, the hyperline stack)."""
    hyper, planet = any(st.hyper_stack.values()), any(st.planet_stack.values())
    if purpose == "scan":
        return ["hyperline"] if hyper else []
    if not hyper:
        return ["planet"] if planet else []
    if not planet or galaxy.next_to_planet(st, sector):
        return ["hyperline"]
    return ["hyperline", "planet"]


def stack_refusal(st, sector: int, purpose: str, which: str) -> str | None:
    """Why the explorer may not draw from `which` stack for this sector, or None."""
    if which in stack_choices(st, sector, purpose):
        return None
    if which not in STACKS:
        return msg("Draw from the hyperline stack or the planet stack.")
    if not any(_stack(st, which).values()):
        return msg("The planet stack is empty.") if which == "planet" else msg("The hyperline stack is empty.")
    if purpose == "scan":
        return msg("Scans draw only from the hyperline stack.")
    return msg("Next to a planet (a home, tech or neutral planet, or Nexxus) you draw a hyperline tile.")


def _describe_stack(st, action):
    who, sector = Seat(st.current), name(st.explore["sector"])
    if action[1] == "planet":
        return msg("{who} draws from the planet stack for {sector}", who=who, sector=sector)
    return msg("{who} draws from the hyperline stack for {sector}", who=who, sector=sector)


def _stack_label(st, action):
    sector = name(st.explore["sector"])
    if action[1] == "planet":
        return msg("Draw from the planet stack for {sector}", sector=sector)
    return msg("Draw from the hyperline stack for {sector}", sector=sector)


def begin(st, sector: int, purpose: str) -> list[dict]:
    """Explore `sector` for a "jump", "step" or "scan"; the chosen stack is drawn from next."""
    st.explore = {"sector": sector, "purpose": purpose, "stack": None, "tile": None}
    choices = stack_choices(st, sector, purpose)
    events = [{"type": "explore", "seat": st.current, "sector": sector}]
    if len(choices) > 1:
        st.phase = "explore_stack"
        return events
    st.explore["stack"] = choices[0]
    st.phase = "explore_draw"
    return events


def _stack_legal(st):
    return [("stack", which) for which in stack_choices(st, st.explore["sector"], st.explore["purpose"])]


def _choose_stack(st, action):
    st.explore["stack"] = action[1]
    st.phase = "explore_draw"
    return []


def _stack_refusal(st, action):
    if isinstance(action, tuple) and len(action) == 2 and action[0] == "stack":
        return stack_refusal(st, st.explore["sector"], st.explore["purpose"], action[1])
    return None


handler(
    "explore_stack",
    _stack_legal,
    _choose_stack,
    _describe_stack,
    label=_stack_label,
    refusal=_stack_refusal,
    ask="stack",
    lit=("stack",),
)


def draw_outcomes(st, which: str):
    """The next tile of a stack: the known top first (a Quantum Scanner put it there), else any tile left."""
    if which == "hyperline" and st.hyper_top:
        return [(st.hyper_top[0]["tile"], 1.0)]
    return chances(_stack(st, which))


def pick(st, which: str, r: float) -> str:
    """The tile `draw_outcomes` gives for a uniform number `r` in [0, 1), as `sample` finds it (the same running
    difference, the last tile if rounding leaves a sliver), without making the list: random playouts draw by it."""
    if which == "hyperline" and st.hyper_top:
        return st.hyper_top[0]["tile"]
    stack = _stack(st, which)
    total = sum(stack.values())
    last = None
    for tile, n in stack.items():
        if n:
            r -= n / total
            if r < 0:
                return tile
            last = tile
    return last


def _pick(st, r: float) -> str:
    return pick(st, st.explore["stack"], r)


def take(st, which: str, tile: str) -> list[dict]:
    """Take a drawn tile out of its stack; a tile from the known top ends what some seats knew alone."""
    _stack(st, which)[tile] -= 1
    if which == "hyperline" and st.hyper_top:
        st.hyper_top.pop(0)
        return [{"type": "top_drawn", "reveal": True}]  # what it is shows when it is laid (or stays secret)
    return []


def _draw_outcomes(st):
    return draw_outcomes(st, st.explore["stack"])


def _draw(st, tile):
    events = take(st, st.explore["stack"], tile)
    st.explore["tile"] = tile
    events.append({"type": "draw", "seat": st.current, "stack": st.explore["stack"], "tile": tile})
    return events + after_draw(st)


def after_draw(st) -> list[dict]:
    """The drawn tile (st.explore["tile"]) is turned by the explorer, or laid at once."""
    if len(ROTATIONS[st.explore["tile"]]) > 1:
        st.phase = "explore_rotate"
        return []
    return _lay(st, 0)


handler(
    "explore_draw",
    lambda st: [],
    _draw,
    lambda st, tile: msg("{who} draws a tile: {tile}", who=Seat(st.current), tile=said(tile)),  # no "a asteroid"
    outcomes=_draw_outcomes,
    roller=lambda st: st.current,
    ask="draw",
    lit=("stack",),
)
PICKS = {"explore_draw": _pick}
"""Chance phase -> (state, r) -> the outcome `sample` would draw with r (`pick`): random playouts skip the list."""


def _rotate_legal(st):
    return list(_TURNS[st.explore["tile"]])


_TURNS = {tile: tuple(("rotate", rotation) for rotation in turns) for tile, turns in ROTATIONS.items()}
"""A tile -> the ways to lay it, as actions (made once)."""


def _rotate_refusal(st, action):
    if isinstance(action, tuple) and len(action) == 2 and action[0] == "rotate":
        tile = st.explore["tile"]
        turns = len(ROTATIONS[tile])
        if turns == 1:
            return msg("A {tile} can be laid only one way: choose that turn.", tile=said(tile))
        return msg(
            "A {tile} can be laid {count} different ways: choose one of those turns.", tile=said(tile), count=turns
        )
    return None


handler(
    "explore_rotate",
    _rotate_legal,
    lambda st, a: _lay(st, a[1]),
    lambda st, a: msg(
        "{who} lays the {tile} turned {degrees}°",
        who=Seat(st.current),
        tile=said(st.explore["tile"]),
        degrees=a[1] * 90,
    ),
    label=lambda st, a: msg("Lay the {tile} turned {degrees}°", tile=said(st.explore["tile"]), degrees=a[1] * 90),
    refusal=_rotate_refusal,
    ask="turn tile",
    lit=("sector",),
)


def lay_tile(st, sector: int, tile: str, rotation: int) -> list[dict]:
    """Put a tile in a sector (a pirate base gets its level 1 pirate)."""
    st.board[sector] = f"{tile}@{rotation}"
    events = [{"type": "tile", "sector": sector, "tile": tile, "rotation": rotation}]
    if tile == PIRATE_BASE and str(sector) not in st.pirates:  # a pirate placed there earlier stays
        st.pirates[str(sector)] = 1
        events.append({"type": "pirate", "sector": sector, "level": 1})
    return events


def _lay(st, rotation: int) -> list[dict]:
    sector, tile = st.explore["sector"], st.explore["tile"]
    events = lay_tile(st, sector, tile, rotation if tile in LINE_TILES else 0)
    if tile == RIP and st.rip_aside and _empty_sectors(st):
        st.phase = "place_rip"
        return events
    return events + _resume(st)


def _empty_sectors(st) -> list[int]:
    return [s for s in EXPLORABLE if st.board[s] is None]


def _place_rip(st, action):
    st.rip_aside = False
    return lay_tile(st, action[1], RIP, 0) + _resume(st)


handler(
    "place_rip",
    lambda st: [("rip", s) for s in _empty_sectors(st)],
    _place_rip,
    lambda st, a: msg("{who} places the second Rip in {sector}", who=Seat(st.current), sector=name(a[1])),
    label=lambda st, a: msg("Place the second Rip in {sector}", sector=name(a[1])),
    refusal=lambda st, a: msg("The second Rip goes into an unexplored sector of the inner grid."),
    ask="place rip",
    lit=("sector",),
)


def _resume(st) -> list[dict]:
    """The scan, Step or Jump that explored goes on (scanners.py and moves.py say how, through the state)."""
    purpose, sector = st.explore["purpose"], st.explore["sector"]
    st.explore = {}
    return st.AFTER_EXPLORE[purpose](st, sector)
