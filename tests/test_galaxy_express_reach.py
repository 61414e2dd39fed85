"""Galaxy Express's "Can I still stop?" in orbit (issue 34): the ship has stopped, so the answer says whether the
next delivery can still be reached with the coins left, from what the pilot can see."""

from __future__ import annotations

import os
import random

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.ai.galaxy_express_advice import delivery_reach  # noqa: E402
from game.engine import SeatInfo  # noqa: E402
from game.rules import CHANCE  # noqa: E402
from game.rules.galaxy_express import name_square  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from tests.ui import frames, key  # noqa: E402


def flown(seed: int, steps: int):
    """A pilot's random flight: `steps` coins, slides and turn-ups (never an assist)."""
    match = new_match("galaxy_express", [SeatInfo("Ana", "human")], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if match.actor == CHANCE:
            match.roll()
        else:
            match.apply(rng.choice([a for a in match.state.legal_actions() if a[0] != "assist"]))
    return match


@pytest.mark.parametrize(
    "seed, steps, said",
    [
        (6, 44, "No: no order of the coins left can stop the ship on planet 0 at {square} (the last face-down "
                "planet), the next delivery. Refuel here first"),
        (6, 49, "Yes: with lucky draws the coins left can stop the ship on planet 0 at {square} (the last face-down "
                "planet) after 3 coins."),
        (48, 24, "Yes: with lucky draws the coins left can stop the ship on planet 0 at {square} after 2 coins."),
        (1, 22, "Planet 4 is not found yet: with lucky draws the coins left can stop the ship on a face-down planet "
                "after 3 coins."),
        (42, 27, "In orbit on planet 3, the next delivery: D delivers it."),
    ],
)
def test_in_orbit_the_answer_is_whether_the_next_delivery_is_in_reach(app, seed, steps, said):
    match = flown(seed, steps)
    state = match.state
    assert state.in_orbit and state.phase == "coin"
    reach = delivery_reach(state.view(0))
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    key(app, pygame.K_s, "s")
    frames(app, 2)
    words = app.toasts[-1].text
    assert "the ship is in orbit now" not in words
    assert said.format(square=name_square(reach["squares"][0])) in words
    assert play.board.prompt(play.board.props.view, 0, play.board.props.legal) == words  # kept till the next move


def test_the_reach_is_judged_on_what_the_pilot_sees_not_on_the_hidden_chart():
    match = flown(1, 22)
    seen = delivery_reach(match.state.view(0))
    true = match.state.chart.index(match.state.target)
    assert not seen["sure"] and true in seen["squares"] and len(seen["squares"]) > 1
