"""No test depends on how fast the machine is: tests/conftest.py's `searches_on_budget` fails a test whose search
starts on a clock, and runs the table's searches on their budget alone. A test that ran the normal search on its
clock chose ('jump', 0) instead of loading a fighter at load 13; these show the check would catch the next one."""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.ai.runner import decision_positions
from game.engine import Match, SeatInfo
from game.play.table import ASK, Table
from game.rules import get

RACE = get("race")


def _position():
    state = decision_positions(RACE, 2, 1)[0]
    return state.view(state.actor), state.actor


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_search_on_its_clock_fails_the_test(level):
    view, seat = _position()
    with pytest.raises(AssertionError, match="clock"):
        make_bot(level, seed=1).choose(view, seat, RACE)


def test_a_search_on_its_budget_alone_decides():
    view, seat = _position()
    assert make_bot("normal", seed=1, iterations=200, seconds=None).choose(view, seat, RACE) is not None


def test_the_tables_bots_and_hint_search_on_their_budget_alone():
    match = Match("race", [SeatInfo("Ana"), SeatInfo("Vega", "bot", "normal")], seed=2)
    table = Table(match, 0.0)
    assert table.bots[1].seconds is None
    for _ in range(100):
        if table.step(0.1).kind == ASK:
            break
    table.start_hint()
    assert table.hint_thinker.seconds is None


@pytest.mark.clocked("shows that a test about the clock may still start one")
def test_a_test_about_the_clock_may_start_one():
    view, seat = _position()
    thinker = make_bot("normal", seed=1).start(view, seat, RACE)
    assert thinker.seconds == 0.9
    thinker.think(0.0)
