"""The app's toasts: a long one is read whole, and none covers what the screen under it needs (a hand, a dialog)."""

from __future__ import annotations

import os

import pygame

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from scenes import assets  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from tests.ui import frames, key  # noqa: E402

LONG = (
    "Not now: a small tile may only be laid from a pile next to the border, touching a tile already on the "
    "board, and never over a planet another player has completed in this round of the expressway."
)


def play_of(app, game, seats, seed=5):
    play = PlayScene(new_match(game, seats, seed=seed))
    app.push(play)
    frames(app, 1)
    return play


def test_a_long_refusal_wraps_inside_its_box_and_is_read_whole(app):
    width, _height = app.size
    app.toast(LONG, "error")
    frames(app, 1)
    [(_toast, box, lines)] = app.toast_boxes(app.size)
    assert len(lines) > 1 and " ".join(lines) == LONG, "the whole refusal is there, on several lines"
    assert box.left >= 0 and box.right <= width
    for line in lines:
        assert assets.text(line, 24).get_width() <= box.width - 20, f"{line!r} runs out of its box"
    assert sum(assets.text(line, 24).get_height() for line in lines) <= box.height


def test_toasts_stack_upward_without_covering_each_other(app):
    play_of(app, "race", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")])  # the menu keeps its own place
    for words in ("Move taken back.", LONG, "Saved to somewhere"):
        app.toast(words)
    boxes = [box for _toast, box, _lines in app.toast_boxes(app.size)]
    assert len(boxes) == 3
    for lower, upper in zip(boxes, boxes[1:], strict=False):
        assert upper.bottom <= lower.top


def test_all_in_all_toasts_stand_above_the_players_panels_never_over_the_hand(app):
    play = play_of(
        app,
        "all_in_all",
        [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy"), SeatInfo("Orion", "bot", "easy")],
        seed=3,
    )
    board = play.board
    app.toast("Your All in All game (move 34) was kept: Load a record lists it.", "good", 8)
    app.toast("Not now: A hint is for your own turn.", "error")
    boxes = [box for _toast, box, _lines in app.toast_boxes(app.size)]
    assert boxes
    for box in boxes:
        assert box.bottom <= board.panels_rect.top, "a toast covers the players' panels"
        assert not box.colliderect(board.hand_rect), "a toast covers the hand"


def test_other_tables_keep_their_toasts_near_the_bottom(app):
    play_of(app, "race", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")])
    app.toast("Move taken back.")
    [(_toast, box, _lines)] = app.toast_boxes(app.size)
    assert box.bottom == app.size[1] - 90


def test_with_the_pause_box_open_toasts_stand_above_it_bright_not_over_its_dimming(app):
    play = play_of(app, "race", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")])
    app.toast("Hint: Ana moves 3 squares.", "good", 5)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert pause is not play and pause.name == "pause"
    app.toast("Saved to /somewhere/record.json", "good", 6)
    frames(app, 1)
    box_top = pause.box[1]
    boxes = [box for _toast, box, _lines in app.toast_boxes(app.size)]
    assert len(boxes) == 2
    for box in boxes:
        assert box.bottom <= box_top and box.top >= 0, "a toast stands over the dimmed game below the box"
    key(app, pygame.K_ESCAPE)
    assert app.top is play
    [box, _] = [box for _toast, box, _lines in app.toast_boxes(app.size)]
    assert box.bottom == app.size[1] - 90, "back in the game, the toasts are where they were"


def test_toasts_that_find_no_room_above_the_pause_box_are_left_out_not_cut_off(app):
    play_of(app, "race", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")])
    key(app, pygame.K_ESCAPE)
    for words in (LONG, LONG + " Again.", "Saved to /somewhere/record.json"):
        app.toast(words)
    boxes = app.toast_boxes(app.size)
    assert boxes[0][0].text.startswith("Saved to"), "the newest is always shown"
    assert all(box.top >= 0 for _toast, box, _lines in boxes)
