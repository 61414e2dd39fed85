"""The high scores at Galaxy Express's setup (issue 34): seen before a game, not only after one."""

from __future__ import annotations

import os

import pygame

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.rules import get  # noqa: E402
from game.rules.galaxy_express import GalaxyExpressState  # noqa: E402
from game.saves import scores  # noqa: E402
from scenes import assets  # noqa: E402
from scenes.setup import SetupScene  # noqa: E402
from tests.ui import click, frames, key, press  # noqa: E402


def test_the_setup_shows_the_high_scores_and_any_key_or_click_goes_back(app, monkeypatch):
    card = GalaxyExpressState.new_game(seed=4).score_card()
    scores.add_score({**card, "total": 87}, seed=1234)
    setup = SetupScene(get("galaxy_express"))
    app.push(setup)
    frames(app, 1)
    assert setup.scores_button is not None and setup.scores_button in setup.order  # the keyboard reaches it too
    before = app.surface.copy()
    written = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda words, *a, **k: written.append(words) or real(words, *a, **k))
    press(app, setup.scores_button)
    frames(app, 1)
    assert setup.scores_shown
    assert "Galaxy Express · high scores" in written
    assert any(words.startswith(" 1.   87  ·  ") and "(daily)" not in words for words in written), written
    assert app.surface.get_at(setup.start.rect.center) != before.get_at(setup.start.rect.center)  # widgets hidden
    click(app, setup.start.rect.center)  # where Start was: the click closes the table, it starts nothing
    frames(app, 1)
    assert app.top is setup and not setup.scores_shown
    press(app, setup.scores_button)
    key(app, pygame.K_ESCAPE)  # Esc closes the table, not the setup
    frames(app, 1)
    assert app.top is setup and not setup.scores_shown


def test_a_game_without_a_score_table_has_no_button(app):
    setup = SetupScene(get("race"))
    app.push(setup)
    frames(app, 1)
    assert setup.scores_button is None
