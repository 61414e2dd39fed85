"""Hyperline's dice tumble before they show their face (on the board kit's timeline, stretched or skipped by the
pace setting), and the die a person clicks to roll shows no face before it is thrown."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.rules import CHANCE  # noqa: E402
from game.rules.hyperline import combat  # noqa: E402
from scenes import assets  # noqa: E402
from scenes.play import PlayScene  # noqa: E402
from tests.test_hyperline_combat import JIM, TILT, sec  # noqa: E402
from tests.test_hyperline_fight_table import bob_and_jim  # noqa: E402
from tests.ui import click, frames  # noqa: E402


def shows(surface, rect, face) -> bool:
    """The die picture of `face` lies untouched in `rect` (its opaque pixels, as drawn)."""
    image = assets.die(face, rect.width)
    spots = [(x, y) for x in range(0, rect.width, 2) for y in range(0, rect.height, 2)]
    solid = [spot for spot in spots if image.get_at(spot).a > 240]
    same = 0
    for x, y in solid:
        drawn, own = surface.get_at((rect.x + x, rect.y + y)), image.get_at((x, y))
        same += max(abs(drawn[i] - own[i]) for i in range(3)) <= 6
    return bool(solid) and same >= 0.95 * len(solid)


def _bob_rolls(app, speed):
    app.settings.animation_speed = speed
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "bot", "easy")], seed=1)
    match.state = bob_and_jim()
    play = PlayScene(match)
    app.push(play)
    match.apply("pass")
    match.apply(("fight", sec(*TILT), JIM))
    frames(app, 2)
    assert match.actor == CHANCE and play.roller_waiting() == 0, match.state.phase
    click(app, play.board.fight.geo.middle.center)  # Bob's own die
    face = match.record.actions[-1].action
    assert match.state.fight["dice"]["a"] == combat.QUADRANT_OF_DIE[face]
    return match, play, face


def test_the_direction_die_tumbles_before_it_shows_its_face(app):
    match, play, face = _bob_rolls(app, "normal")
    rect = play.board.fight.geo.die_rect("a")
    frames(app, 1, 0.05)
    assert play.board.motion.tumbling(), "no die in the air after the roll"
    assert not shows(app.canvas, rect, face), "the die showed its face at once"
    for _ in range(30):
        frames(app, 1, 0.05)
        if not play.board.motion.tumbling():
            break
    assert not play.board.motion.tumbling(), "the die never landed"
    frames(app, 1, 0.05)
    assert shows(app.canvas, rect, face), "the landed die does not show the face rolled"


@pytest.mark.parametrize("speed", ["slow", "fast"])
def test_the_pace_setting_stretches_the_tumble(app, speed):
    match, play, face = _bob_rolls(app, speed)
    tumble = play.board.motion.tumbling()[0]
    seconds = 0.0
    while play.board.motion.tumbling() and seconds < 5:
        frames(app, 1, 0.05)
        seconds += 0.05
    expected = tumble.duration * app.settings.pace / 0.7
    assert abs(seconds - expected) < 0.11, (speed, seconds, expected)


def test_at_instant_pace_the_die_lands_at_once(app):
    app.settings.animation_speed = "instant"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "bot", "easy")], seed=1)
    match.state = bob_and_jim()
    play = PlayScene(match)
    app.push(play)
    match.apply("pass")
    match.apply(("fight", sec(*TILT), JIM))
    frames(app, 2)  # at instant pace nobody rolls by hand: the table rolls
    assert match.state.fight["dice"]["a"] is not None
    assert not play.board.motion.tumbling()
    face = combat.DIE_OF[match.state.fight["dice"]["a"]]
    assert shows(app.canvas, play.board.fight.geo.die_rect("a"), face)


def _first_roll(app, seed):
    app.settings.animation_speed = "fast"
    match = Match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=seed)
    play = PlayScene(match)
    app.push(play)
    for _ in range(40):
        frames(app, 1, 0.1)
        if app.top is not play:
            app.top.lift()  # the curtain: Ana is looking
        if match.state.phase == "first_roll" and play.roller_waiting() is not None:
            return match, play
        if play.human_turn():
            match.apply(match.state.legal_actions()[0])
    raise AssertionError(f"no first roll to make ({match.state.phase})")


def test_the_die_to_click_shows_no_face_before_its_own_roll(app):
    """The roll panel showed a face nobody had thrown (at the first roll) or the last person's face (at the next
    one); each roll's place stays empty until that die is thrown, and the throw lands on its own face."""
    for seed in (1, 2, 3, 4):
        match, play = _first_roll(app, seed)
        spot = play.board.roll_spot()
        app.draw()
        assert not any(shows(app.canvas, spot, face) for face in range(1, 5)), f"seed {seed}: a face before any roll"
        app.pop()
    match, play = _first_roll(app, 1)
    click(app, play.board.roll_spot().center)  # the first roll of the game
    for _ in range(30):
        frames(app, 1, 0.1)
        if app.top is not play:
            app.top.lift()
        if play.roller_waiting() is not None and not play.board.motion.tumbling():
            break
    assert play.roller_waiting() is not None, "the second person's roll never came"
    app.draw()
    shown = [face for face in range(1, 5) if shows(app.canvas, play.board.roll_spot(), face)]
    assert not shown, f"the second person's die to roll shows the face {shown} someone else rolled"


def test_a_tie_for_first_player_is_said_in_the_log_and_the_rolls_read_by_name(app):
    """Two equal rolls silently asked the first person to roll again; the rolls read "Rolled: Player 1 2"."""
    from scenes.boards.hyperline.waiting import first_rolls

    match, play = _first_roll(app, 1)
    names = match.names
    match.apply(2)
    assert first_rolls(match.state.view(0), names) == f"{names[0]} rolled 2"
    match.apply(2)  # the same face: a tie
    assert match.state.phase == "first_roll"
    lines = play.board.move_log(match)
    assert lines[-1].splitlines()[-1] == f"{names[0]} and {names[1]} tie for the highest roll: they roll again"


def test_who_plays_first_is_told_once_the_deciding_die_lands(app):
    """The banner "Vega plays first" showed while Vega's die was still tumbling: the banner gave the die away."""
    match, play = _first_roll(app, 1)
    board = play.board
    for face in (1, 4):  # Ana rolls 1, Ben 4: the second die decides
        events = match.apply(face)
        board.animate(events, match.state.view(0))
    texts = [item[0] for item in board.banner.items]
    assert board.motion.tumbling() and not [t for t in texts if "plays first" in t], texts
    for _ in range(40):
        board.update(0.05)
        if not board.motion.tumbling():
            break
    board.update(0.01)
    assert [item[0] for item in board.banner.items if "plays first" in item[0]] == ["Ben plays first"]
