"""42's outlook during play (issue 34): what the final scoring would make of each score now, a warning before a
move that takes its player past 42 at the end, and a takeover's two clicks asked for and lit."""

from __future__ import annotations

import math
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from game.rules.expressway42 import CAPTURE, LICENCE, PLANET_AT, ExpresswayState  # noqa: E402
from scenes import palette  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from tests.ui import click, frames  # noqa: E402


def played(seed: int, moves: int):
    """Two people at one screen, `moves` random moves into a deal."""
    match = new_match("expressway42", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def test_the_outlook_is_what_the_final_scoring_would_give_now():
    passed = 0
    for seed in (1, 2, 3):
        state = ExpresswayState.new_game(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            if state.phase != "deal":
                ended = state.clone()
                before = list(ended.licences)
                ended._final_scoring()
                outlook = state.final_outlook()
                for seat in (0, 1):
                    points = sum(p for *_, who, p in ended.tally if who == seat) - sum(
                        p for *_, who, p in state.tally if who == seat)
                    assert outlook[seat] == (points, ended.scores[seat], ended.licences[seat] - before[seat])
                    passed += outlook[seat][2]
            state.apply(rng.choice(state.legal_actions()))
        assert state.final_outlook() == [(0, score, 0) for score in state.scores]
    assert passed, "no position in these deals would pass 42 at the end: the test proves nothing"


def test_the_tray_shows_the_outlook_and_warns_before_a_move_past_42_at_the_end(app):
    match = played(1, 41)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    board = play.board
    seat = match.state.current
    outlook = match.state.final_outlook()
    assert board.move_warning(board.props.view, board.props.legal) is None
    risky = ("small", 5, 3)
    after = match.state.clone()
    after.apply(risky)
    assert after.final_outlook()[seat][2] > outlook[seat][2], "this move should take the mover past 42 at the end"
    board.cursor = risky[1:]  # the pointer over that square: the ghost tile shows the move
    words, shown_seat, score, shown = board.move_warning(board.props.view, board.props.legal)
    assert f"past {LICENCE} at the end" in words and shown_seat == seat and shown == after.final_outlook()[seat]
    area = board.outlook_rect()
    frames(app, 1)
    warned = app.surface.subsurface(area).copy()
    board.cursor = None
    frames(app, 1)
    calm = app.surface.subsurface(area).copy()
    assert any(warned.get_at((x, y)) != calm.get_at((x, y)) for x in range(area.width) for y in range(20))


def test_with_several_movers_the_prompt_asks_for_both_clicks_and_lights_the_chosen_one(app):
    match = played(1, 68)
    assert match.state.phase == CAPTURE
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    board = play.board
    moves = match.state.captures(match.state.current)
    movers: dict = {}
    for m in moves:
        movers.setdefault(m[3:5], []).append(m)
    target, (first, *_) = next((t, ms) for t, ms in movers.items() if len(ms) > 1)
    assert "click the facility of yours that moves, then" in board.prompt(board.props.view, 0, board.props.legal)
    prey = board.planet_point(PLANET_AT[target])
    reach = board.cell * 0.46 - 1  # inside the chosen one's ring, outside the pulsing ring of every prey
    ring = [(int(prey[0] + reach * math.cos(k * math.pi / 4)), int(prey[1] + reach * math.sin(k * math.pi / 4)))
            for k in range(8)]

    def lit() -> int:
        return sum(app.surface.get_at(spot)[:3] == palette.BAD for spot in ring)

    assert lit() < 2
    toasts = len(app.toasts)
    click(app, prey)
    frames(app, 1)
    assert len(app.toasts) == toasts, "a click on the prey is half the move, not a mistake"
    assert lit() >= 4, "the facility clicked is not lit"
    assert "click the one of yours that moves there" in board.prompt(board.props.view, 0, board.props.legal)
    click(app, board.planet_point(PLANET_AT[first[1:3]]))
    assert match.record.actions[-1].action == first


def test_the_pointer_over_a_prey_shows_the_warning_before_the_click(app):
    match = played(2, 64)  # a takeover with one mover that leaves its player past 42 at the end
    assert match.state.phase == CAPTURE
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    board = play.board
    state = match.state
    risky = []
    for move in state.captures(state.current):
        after = state.clone()
        after.apply(move)
        if after.final_outlook()[state.current][2] > state.final_outlook()[state.current][2]:
            risky.append(move)
    prey = next(m for m in risky if sum(1 for o in state.captures(state.current) if o[3:5] == m[3:5]) == 1)
    board.hover(board.planet_point(PLANET_AT[prey[3:5]]))
    assert board.shown_move(board.props.view, board.props.legal) == prey
    assert board.move_warning(board.props.view, board.props.legal)
