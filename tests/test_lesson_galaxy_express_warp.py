"""Galaxy Express: a click on a square two warps reach (the chart wraps: 4 across, 3 up or down) sends the ship the
way a player means: the one the lesson's step awaits, else the way that stays on the chart (the straight line from
the ship), else the way the ship last warped. A playtest's learner clicked the glowing square of "warp right" and the
ship went left, which the step refused."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.rules.core import Asking
from game.rules.galaxy_express import DIRECTIONS
from scenes.boards.galaxy_express.view import GalaxyExpressBoard
from scenes.lesson_panel import start
from scenes.play import PlayScene
from tests.ui import click, frames, key


@pytest.fixture
def app(app):
    app.settings.animation_speed = "instant"
    return app


def at_step(app, step: int):
    """The Galaxy Express lesson at its step (0-based), the learner to decide."""
    app.open("play", lesson="galaxy_express", step=step)
    play = app.top
    for _ in range(40):
        frames(app, 1)
        if play.table.human_turn():
            break
    return play


def last_move(play):
    return next(entry.action for entry in reversed(play.match.record.actions) if not entry.is_chance)


def click_square(app, play, square: int):
    click(app, play.board.square_rect(square).center)
    frames(app, 4)


def test_the_glowing_square_of_warp_right_warps_right(app):
    play = at_step(app, 5)  # "Warp right, to f3": b3 at speed 4, f3 is 4 squares right and 4 left across the edge
    assert play.match.state.ship == 17 and play.match.state.speed == 4
    click_square(app, play, 21)
    assert last_move(play) == ("slide", "right")
    assert play.lesson.cue().index == 6 and play.lesson.note is None  # the step took it, nothing was refused


def test_the_step_that_teaches_the_wrap_gets_its_warp_up_from_a_click(app):
    play = at_step(app, 16)  # "Warp up": g3 at speed 3; g6 is 3 up across the top edge, or 3 down on the chart
    click_square(app, play, 46)
    assert last_move(play) == ("slide", "up")
    assert play.lesson.cue().index == 17


def test_a_square_clicked_with_the_coin_is_warped_to_the_way_the_next_step_awaits(app):
    play = at_step(app, 15)  # "Spend Thrust 3 and warp up": the coin chosen, then the square clicked at once
    key(app, pygame.K_1, "1")
    click_square(app, play, 46)
    frames(app, 4)
    assert last_move(play) == ("slide", "up")
    assert play.lesson.cue().index == 17 and play.lesson.note is None


def test_in_a_game_a_click_warps_the_way_that_stays_on_the_chart(app):
    run = start("galaxy_express", 5)  # the lesson's table, but a normal game: every warp is allowed
    play = PlayScene(run.match)
    app.push(play)
    frames(app, 2)
    assert play.table.guide is None and play.match.state.ship == 17  # b3, speed 4
    click_square(app, play, 21)  # f3: the straight line right, not left across the edge
    assert last_move(play) == ("slide", "right")


def test_where_both_ways_cross_the_edge_the_ship_keeps_its_heading():
    board = GalaxyExpressBoard()
    board.props = SimpleNamespace(asking=Asking("slide"), legal=[("slide", d) for d in DIRECTIONS])
    view = {"ship": 2, "speed": 8}  # 8 across: left and right both come back to the ship's own square
    assert board.aimed_at(view, 2) == "left"
    board.facing = "right"
    assert board.aimed_at(view, 2) == "right"
    assert board.aimed_at(view, 18) == "down"  # one way only: that one, whatever the heading


def test_the_preview_names_both_ways_until_the_slide_is_asked():
    board = GalaxyExpressBoard()
    slides = [("slide", d) for d in DIRECTIONS]
    board.props = SimpleNamespace(asking=Asking("coin"), legal=[("thrust", 4)])
    board.selected = ("sun", 4)
    view = {"ship": 17, "speed": 0}  # b3: Thrust 4 reaches f3 both ways
    assert board.shown_way(view, 21, board.props.legal) is None  # a click now is warped when the slide is asked
    assert board.shown_way(view, 1, board.props.legal) == "down"  # b1: one way only, down across the edge
    board.props = SimpleNamespace(asking=Asking("slide"), legal=[("slide", "left")])
    view = {"ship": 17, "speed": 4}
    assert board.shown_way(view, 21, board.props.legal) == "left"  # the step's
    assert board.shown_way(view, 21, slides) == "right"  # a game's: the straight line
