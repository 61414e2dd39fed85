"""42's score dial follows the table through a lesson's jumps: a Next that plays moves on ("many turns later"), and
Back, show the score of the table they leave at once, even while the last move's points are still running up; and
the dial at rest is drawn from the view it is given, so no score the board keeps can outlive a jump it was not told
of (a playtest's dial still showed the score from before the jump)."""

from __future__ import annotations

import pygame
import pytest

from game.rules.expressway42 import LICENCE
from tests.ui import frames, key


@pytest.fixture
def app(app):
    app.settings.animation_speed = "normal"  # the dial runs up as points are scored: the jumps come mid-run
    return app


def at_step(app, step: int):
    app.open("play", lesson="expressway42", step=step)
    play = app.top
    for _ in range(60):
        frames(app, 1)
        if play.table.human_turn() or play.table.held():
            break
    return play


def table_score(play) -> list[int]:
    """Each seat's points ever scored, as the table holds them (the dial's 42 + 3 is a licence and 3)."""
    state = play.match.state
    return [state.scores[seat] + LICENCE * state.licences[seat] for seat in (0, 1)]


def dial(play) -> list[int]:
    """Where the dial's tokens are drawn now."""
    return [round(place) for place in play.board.dial_shown(play.table_props().view)]


def test_next_that_plays_many_turns_on_shows_their_score_at_once(app):
    play = at_step(app, 5)  # lay the small tile on C3: it completes D4, 29 + 4
    play.try_action(("small", 2, 2))
    frames(app, 1)
    assert dial(play) == [29, 2]  # the points run up after the tile lands
    key(app, pygame.K_RETURN)  # step 7's Next plays five moves on: 41 and 8
    assert table_score(play) == [41, 8] and dial(play) == [41, 8]
    frames(app, 40)
    assert dial(play) == [41, 8]


def test_back_shows_the_score_of_the_step_it_goes_back_to(app):
    play = at_step(app, 7)  # lay G3: it completes H4, 41 + 4 goes past 42 (a licence, and 3)
    play.try_action(("small", 6, 2))
    frames(app, 2)
    key(app, pygame.K_BACKSPACE, "\b")  # while the dial runs: back to step 8's start
    frames(app, 1)
    assert play.lesson.cue().index == 7
    assert table_score(play) == [41, 8] and dial(play) == [41, 8]
    frames(app, 40)
    assert dial(play) == [41, 8] and not play.board.banner.timed  # nobody paid a licence


def test_back_over_a_next_that_played_moves_on_shows_the_score_before_them(app):
    play = at_step(app, 4)  # step 5: after the jump of step 4's Next, 29 and 2
    assert dial(play) == [29, 2]
    key(app, pygame.K_BACKSPACE, "\b")
    frames(app, 2)
    assert table_score(play) == [0, 0] and dial(play) == [0, 0]


def test_the_dial_at_rest_is_drawn_from_the_view_it_is_given(app):
    play = at_step(app, 4)
    board = play.board
    assert dial(play) == [29, 2]
    play.match.rewind(play.lesson.run.starts[0])  # the table jumped and nobody told the board (no sync)
    assert [round(place) for place in board.dial_shown(play.match.state.view(0))] == [0, 0]
