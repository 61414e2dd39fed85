"""A new player asks what a component does before choosing it: the start choices and the Store boxes say so."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from scenes.boards.hyperline import galaxy_view  # noqa: E402
from scenes.boards.hyperline.abilities import ABILITIES  # noqa: E402
from tests.test_hyperline_fight_words import drawn, words  # noqa: E402, F401  (words: the fixture)
from tests.test_hyperline_table import _move_mouse, _reach  # noqa: E402


def test_pointing_at_a_starting_pod_says_what_it_does(app):
    match, play = _reach(app, 3, lambda st: st.phase == "start_pod")
    board = play.board
    legal = match.state.legal_actions()
    board.draw(app.surface, play.view, legal)
    actions = [a for _, a in board.chooser.items]
    index = actions.index(("pod", "battle_pod"))
    _move_mouse(app, board.chooser.row_rect(index).center)
    said = board.prompt(play.view, 0, legal)
    assert said.startswith("Battle Pod: Weapons, Scanners, Shields and Turret Pods attached to it gain"), said
    _move_mouse(app, board.chooser.row_rect(actions.index(("pod", "carrier_pod"))).center)
    assert "Carrier Pod: Carries 1 fighter" in board.prompt(play.view, 0, legal)


@pytest.mark.usefixtures("words")
def test_pointing_at_a_store_box_says_what_its_component_does(app):
    match, play = _reach(app, 3, lambda st: st.phase == "start_pod")
    box = galaxy_view.store_rects(play.board.geo.store)["focus_beam"]
    _move_mouse(app, box.center)
    text = drawn(app, play).text
    assert "Focus Beam: 1 damage to an enemy it faces; with the Battle Pod bonus you pick the component" in text
    _move_mouse(app, (5, 5))  # away from the Store: the words go
    assert "Focus Beam:" not in drawn(app, play).text


def test_every_component_in_the_store_has_its_line():
    from game.rules.hyperline import ship as shipkit

    assert set(ABILITIES) == set(shipkit.KINDS) | set(shipkit.UPGRADES)
