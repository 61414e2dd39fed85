"""Comet Dash: a sixth game that exists only in the tests, to prove a game is one registration.

Its rules are a few phases on `PhasedState`; its board, the bots' evaluation, its art, menu card, moment and
smoke step live in tests/comet_dash_parts.py, named by the one `register` call in `registered()`, which a
fixture runs (tests/conftest.py) and undoes. Each seat in turn rolls a comet die (1-3), then dashes that far or
drifts one square; the first to square 10 wins.
"""

from __future__ import annotations

from contextlib import contextmanager
from operator import attrgetter

from game.rules import GameInfo, Parts, Result, ranks_from_scores, register, unregister
from game.rules.core import Field, Phase, PhasedState, chances
from game.rules.words import Seat, msg

GOAL = 10
PARTS = "tests.comet_dash_parts"


def _roll(st, face):
    st.rolled = face
    st.phase = "steer"
    return [{"type": "roll", "seat": st.current, "face": face}]


def _steer(st, action):
    seat = st.current
    st.places[seat] = min(GOAL, st.places[seat] + (st.rolled if action == "dash" else 1))
    if st.places[seat] == GOAL:
        st.phase = "over"
    else:
        st.current, st.phase = (seat + 1) % st.num_players, "roll"
    return [{"type": "move", "seat": seat, "to": st.places[seat]}]


class CometDash(PhasedState):
    FIELDS = (
        Field("num_players", key="players"),
        Field("options", "dict"),
        Field("phase"),
        Field("current"),
        Field("rolled"),
        Field("places", "list"),
    )
    PHASES = {
        "roll": Phase(
            outcomes=lambda st: chances({1: 1, 2: 1, 3: 1}),
            apply=_roll,
            roller=attrgetter("current"),
            describe=lambda st, face: msg("{who} rolls {face}", who=Seat(st.current), face=face),
        ),
        "steer": Phase(
            legal=lambda st: ["dash", "drift"],
            apply=_steer,
            describe=lambda st, action: msg("{who} dashes", who=Seat(st.current))
            if action == "dash"
            else msg("{who} drifts", who=Seat(st.current)),
            refusal=lambda st, action: msg("Dash or drift."),
        ),
        "over": Phase(),
    }

    @classmethod
    def new_game(cls, players, seed=None, options=None):
        state = cls()
        state.num_players, state.options, state.phase = players, dict(options or {}), "roll"
        state.current, state.rolled, state.places = 0, 0, [0] * players
        return state

    def result(self):
        self._check_over()
        top = max(self.places)
        return Result(tuple(self.places), ranks_from_scores(self.places), tuple(
            seat for seat, place in enumerate(self.places) if place == top))  # fmt: skip


INFO = GameInfo(
    id="comet_dash",
    title="Comet Dash (test game)",
    min_players=2,
    max_players=3,
    state_class=CometDash,
    pitch="Roll the comet die, then dash or drift to square 10.",
    parts=Parts(
        board=f"{PARTS}:CometBoard",
        evaluate=f"{PARTS}:lead",
        art=f"{PARTS}:generate",
        card=f"{PARTS}:card",
        moments=(("finish", f"{PARTS}:finish"),),
        smoke=(f"{PARTS}:finish_on_screen",),
    ),
)


@contextmanager
def registered():
    """Comet Dash in the registry for the block, and nowhere afterwards."""
    register(INFO)
    try:
        yield INFO
    finally:
        unregister(INFO.id)
