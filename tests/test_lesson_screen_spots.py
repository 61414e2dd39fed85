"""A lesson points at the table by the board's own names (docs/lessons.md): every board answers its ids in the
smallest and the largest window, inside the window, and an id it does not know is None (the check reports it)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine import Match, SeatInfo
from game.rules import CHANCE, TERMINAL
from scenes import lesson_spots
from scenes.lesson_spots import SIZES, Laid, spot_rect

# each board's ids, as docs/lessons.md lists them (a few of each kind)
IDS = {
    "race": ["square:1", "square:50", "square:99", "ship:0", "ship:1", "dice", "tray:battles"],
    "galaxy_express": ["square:0", "square:47", "ship", "coin:1", "coin:3", "tray:thrust", "tray:brake",
                       "tray:speed", "dice", "tray:queue"],
    "expressway42": ["planet:A1", "planet:M9", "planet:G5", "square:A1", "square:L9", "pile:1", "pile:11",
                     "pile:small", "dial"],
    "all_in_all": ["portal:1", "portal:10", "ring:5", "cards:3", "player:0", "player:2", "hand", "pile"],
    "hyperline": ["sector:A1", "sector:I9", "nexxus", "hyperpoint:E5:0", "hyperpoint:A1:7", "stack:hyperline",
                  "stack:planet", "store", "store:combat_engine", "research", "research:5", "ship",
                  "component:bridge", "component:0,0", "list", "choice:1"],
}  # fmt: skip
FRAME = ["prompt", "log:last"]
UNKNOWN = ["square:999", "sector:Z9", "planet:Q1", "portal:11", "coin:9", "component:warp_core", "nonsense",
           "button:no_such_action", "choice:99"]  # fmt: skip


class Everything:
    """A lesson that allows every legal action (the narrowing is the engine's; spots do not depend on it)."""

    learner = 0

    def allowed(self, legal):
        return legal


def learner_to_act(game_id: str, players: int, seed: int = 3, after: int = 12) -> Match:
    """A match where the person at seat 0 decides, after a few random moves (pieces on the table, a log)."""
    seats = [SeatInfo("Ana")] + [SeatInfo(f"Bot {n}", "bot", "easy") for n in range(1, players)]
    match = Match(game_id, seats, seed)
    rng = random.Random(seed)
    steps = 0
    while match.actor != TERMINAL and (steps < after or match.actor != 0):
        if match.actor == CHANCE:
            match.roll()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
        steps += 1
    assert match.actor == 0
    return match


PLAYERS = {"race": 3, "galaxy_express": 1, "expressway42": 2, "all_in_all": 3, "hyperline": 2}


@pytest.fixture(scope="module")
def shown():
    lesson_spots.headless()  # fonts stay: the text cache outlives this module (a pygame.quit here broke the rest)
    return {game: learner_to_act(game, players, after=30) for game, players in PLAYERS.items()}


@pytest.mark.parametrize("game_id", sorted(IDS))
@pytest.mark.parametrize("size", SIZES)
def test_every_board_answers_its_ids_inside_the_window(shown, game_id, size):
    laid = Laid(shown[game_id], size)
    buttons = laid.show(Everything())
    window = pygame.Rect((0, 0), size)
    for spot in IDS[game_id] + FRAME:
        rect = spot_rect(spot, laid.board, laid.frame, buttons)
        assert rect is not None, f"{game_id} has no {spot} at {size}"
        assert window.contains(rect) and rect.width > 1 and rect.height > 1, (spot, size, rect)
    for spot in UNKNOWN:
        assert spot_rect(spot, laid.board, laid.frame, buttons) is None, spot


def test_spots_follow_the_layout(shown):
    """A lesson survives a resize: the same square stands elsewhere, larger, at 4K."""
    small, large = (Laid(shown["race"], size) for size in SIZES)
    small.show(Everything())
    large.show(Everything())
    a, b = small.board.spot("square:42"), large.board.spot("square:42")
    assert b.width > 2 * a.width and b.center != a.center


def test_a_ship_spot_is_the_square_it_stands_on(shown):
    match = shown["race"]
    laid = Laid(match, SIZES[0])
    laid.show(Everything())
    square = match.state.view(0)["pos"][1]
    assert laid.board.spot("ship:1") == laid.board.spot(f"square:{square}")


def test_buttons_are_named_by_their_action(shown):
    """"button:<first word>" is the action button (or Hyperline's row) that offers it, wherever it stands."""
    laid = Laid(shown["hyperline"], SIZES[0])
    buttons = laid.show(Everything())
    legal = shown["hyperline"].state.legal_actions()
    first = legal[0][0] if isinstance(legal[0], tuple) else legal[0]
    row = spot_rect(f"button:{first}", laid.board, laid.frame, buttons)
    assert row is not None and laid.board.geo.chooser.contains(row)
    laid = Laid(shown["galaxy_express"], SIZES[1])
    buttons = laid.show(Everything())
    assert spot_rect("button:assist", laid.board, laid.frame, buttons).colliderect(laid.frame.bottom_rect)
    prompt = spot_rect("prompt", laid.board, laid.frame, buttons)
    assert prompt.right <= min(rect.x for rect, _action in buttons)  # the sentence, left of the buttons
