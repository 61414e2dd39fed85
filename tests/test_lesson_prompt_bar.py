"""The bottom bar in a lesson: where the step leaves fewer moves than the rules, the bar names the moves it leaves and
never one it refuses (the race's Leave step said "advance to hyperspace 8 ... or leave"); where it leaves them all, and
in a game, the board's own sentence stands."""

from __future__ import annotations

import pytest

from game.engine import SeatInfo
from scenes.play import PlayScene, new_match
from tests.ui import frames


@pytest.fixture
def app(app):
    app.settings.animation_speed = "instant"
    return app


def bar_at(app, lesson: str, step: int) -> tuple:
    """(the play screen, the bar's words) at a lesson's step (0-based), once the learner is to decide."""
    app.open("play", lesson=lesson, step=step)
    play = app.top
    for _ in range(60):
        frames(app, 1)
        if play.table.human_turn():
            break
    return play, play.prompt_words(play.table_props())


def test_the_races_leave_step_offers_leave_and_never_advance(app):
    play, bar = bar_at(app, "race", 2)
    assert play.table_props().legal == ["leave"]
    assert bar == "In this lesson, now: Leave [L]"
    assert "advance" not in bar.lower()
    assert play.frame.bottom.key[0][0] == bar  # the bar drawn says it


def test_the_advance_step_offers_advance_only(app):
    _play, bar = bar_at(app, "race", 9)
    assert bar == "In this lesson, now: Advance to 15 [Space]"


def test_a_step_that_takes_one_pile_does_not_offer_the_keys_of_the_others(app):
    _play, bar = bar_at(app, "expressway42", 1)
    assert bar == "In this lesson, now: Take an interchange tile from pile 2"


def test_in_orbit_the_deliver_step_does_not_ask_for_a_coin(app):
    _play, bar = bar_at(app, "galaxy_express", 8)
    assert bar == "In this lesson, now: Deliver [D]"
    assert "coin" not in bar.lower()


def test_a_step_that_allows_every_legal_move_keeps_the_boards_sentence(app):
    play, bar = bar_at(app, "expressway42", 9)  # one free square left: the step's move is the only legal one
    assert bar == play.frame.prompt(play.table_props())
    assert bar.startswith("No large tile fits any more")


def test_in_a_game_the_bar_is_the_boards_as_always(app):
    match = new_match("race", [SeatInfo("Ana"), SeatInfo("Ben")], seed=3)
    play = PlayScene(match)
    app.push(play)
    frames(app, 2)
    props = play.table_props()
    assert play.prompt_words(props) == play.frame.prompt(props)
