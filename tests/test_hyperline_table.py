"""Hyperline's table without a display: it renders at any size, and a person plays against a bot by clicks."""

from __future__ import annotations

import os
import random

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from game.rules import CHANCE, TERMINAL  # noqa: E402
from scenes.app import make_app  # noqa: E402
from scenes.boards.hyperline import galaxy_view  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from scenes.shots import build_scene  # noqa: E402
from tests.ui import click, frames, key  # noqa: E402


@pytest.mark.parametrize("size", ["1280x720", "3840x2160"])
@pytest.mark.parametrize("after", [0, 60])  # the ships being built; the galaxy mid-game
def test_the_table_renders_at_every_size(size, after):
    made = make_app(size, headless=True)
    build_scene(made, "hyperline", seed=3, after=after)
    made.ui.update(0.02)
    made.draw()
    play = made.top
    board = play.board
    width, height = made.size
    for rect in (board.geo.galaxy, board.geo.chooser, board.geo.large_ship, board.geo.store):
        assert play.board_rect.contains(rect), f"{rect} spills out of the table at {size}"
    surface = made.surface
    colours = {surface.get_at((x, y))[:3] for x in range(0, width, 37) for y in range(80, height - 100, 41)}
    assert len(colours) > 40, f"the table after {after} steps looks blank"
    pygame.display.quit()


def _start(app, seed=5, bots=1):
    app.settings.animation_speed = "instant"
    seats = [SeatInfo("Ana", "human")] + [SeatInfo(f"Bot{i}", "bot", "easy") for i in range(bots)]
    match = new_match("hyperline", seats, seed=seed)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    return match, play


def _wait_for_ana(app, play, limit=400):
    for _ in range(limit):
        if play.human_turn() and play.wait == 0 and not play.board.animating:
            return True
        if play.match.actor == TERMINAL:
            return False
        frames(app, 1, 0.1)
    return False


def choose_by_click(app, play, action):
    """Click the chooser's row for `action`, scrolling it into view with the arrow keys first."""
    board = play.board
    board.draw(app.surface, play.view, play.state.legal_actions())  # the chooser lists what is legal now
    items = [a for _, a in board.chooser.items]
    index = items.index(action)
    for _ in range(len(items)):
        if board.chooser.row_rect(index) is not None:
            break
        key(app, pygame.K_DOWN)
    click(app, board.chooser.row_rect(index).center)


def test_a_person_plays_against_an_easy_bot_by_clicks(app):
    match, play = _start(app)
    rng = random.Random(2)
    decisions, phases = 0, set()
    while decisions < 40 and _wait_for_ana(app, play):
        legal = match.state.legal_actions()
        action = rng.choice(legal)
        if "move" in legal:
            action = "move"  # keep the ship travelling: the galaxy opens up
        before = len(match.record.actions)
        choose_by_click(app, play, action)
        assert len(match.record.actions) == before + 1, f"clicking the row for {action} did nothing"
        assert match.record.actions[before].action == action
        phases.add(action if isinstance(action, str) else action[0])
        decisions += 1
    assert decisions >= 40 or match.actor == TERMINAL
    assert {"pod", "engine", "place", "move"} <= phases, phases
    assert match.state.round >= 3, "the game hardly moved on"


def test_number_keys_and_enter_choose(app):
    match, play = _start(app, seed=7)
    assert _wait_for_ana(app, play)
    legal = match.state.legal_actions()
    assert match.state.phase == "start_pod"
    key(app, pygame.K_2, "2")
    assert match.record.actions[-1].action == legal[1]
    assert _wait_for_ana(app, play)
    assert match.state.phase == "place"
    spots = match.state.legal_actions()
    key(app, pygame.K_RETURN)
    assert match.record.actions[-1].action == spots[0]


def test_a_command_not_open_is_listed_with_the_rules_reason(app):
    match, play = _start(app, seed=7)
    while match.state.phase != "command" or match.actor != 0:
        if match.actor == CHANCE:
            match.roll()
        else:
            match.apply(match.state.legal_actions()[0])
    frames(app, 1)
    assert _wait_for_ana(app, play)
    play.board.draw(app.surface, play.view, match.state.legal_actions())
    labels = [label for label, _ in play.board.chooser.items]
    assert any("Research" in label and "not now" in label for label in labels)
    index = [a for _, a in play.board.chooser.items].index("research")
    before = len(match.record.actions)
    click(app, play.board.chooser.row_rect(index).center)
    assert len(match.record.actions) == before
    assert app.toasts and "Nexxus" in app.toasts[-1].text


def _move_mouse(app, pos):
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0)))


def board_spot(app, play, action):
    """Point at the board spot for `action` (turning the ghost with R until it matches); its position, or None."""
    board, view = play.board, play.view
    legal = play.state.legal_actions()
    geo = board.geo
    verb = action if isinstance(action, str) else action[0]
    if verb in ("step", "ripshift", "rip", "pirate", "scan"):
        return geo.centre(action[1])
    if verb in ("jump", "branch"):
        from scenes.boards.hyperline.spots import port_sector

        return geo.port_point(port_sector(view), action[1])
    if verb == "stack":
        return galaxy_view.stack_rects(geo.stacks)[action[1]].center
    if verb == "buy":
        return galaxy_view.store_rects(geo.store)[action[1]].center
    if verb == "rotate":
        pos = geo.centre(view["explore"]["sector"])
        for _ in range(4):
            if board.rotation_action(view) == action:
                return pos
            key(app, pygame.K_r, "r")
        return None
    if verb in ("place", "put"):
        ship = board.large_view(view, legal)
        spot = action[-1]
        pos = ship.float_rect(spot[1], 0).center if spot[0] == "float" else ship.square_rect(*spot[:2]).center
        _move_mouse(app, pos)
        for _ in range(12):
            if board.ghost_action(view, legal) == action:
                return pos
            key(app, pygame.K_r, "r")
        return None
    if verb in ("damage", "repair", "lift", "absorb"):
        ship = board.large_view(view, legal)
        part = next(p for p in view["ships"][view["current"]]["parts"] if p["id"] == action[1])
        return ship.part_rect(part).center
    return None


def test_a_person_plays_by_board_spots_where_there_are_some(app):
    match, play = _start(app, seed=3)
    rng = random.Random(4)
    by_spot = set()
    decisions = 0
    while decisions < 70 and _wait_for_ana(app, play):
        legal = match.state.legal_actions()
        action = "move" if "move" in legal else rng.choice(legal)
        if any(isinstance(a, tuple) and a[0] == "buy" for a in legal):
            action = next(a for a in legal if isinstance(a, tuple) and a[0] == "buy")
        before = len(match.record.actions)
        pos = board_spot(app, play, action)
        if pos is None:
            choose_by_click(app, play, action)
        else:
            click(app, pos)
            by_spot.add(action[0])
        assert len(match.record.actions) == before + 1, f"the click for {action} did nothing"
        assert match.record.actions[before].action == action, f"clicked for {action}"
        decisions += 1
    assert {"place", "step", "jump"} <= by_spot, by_spot
