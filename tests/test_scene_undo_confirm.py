"""Pass-and-play asks before a move is taken back. Enter at that question played the highlighted choice on the table
underneath (a new move instead of the undo) and left the question open; now the question has the keys until
answered: Enter or Space takes the move back, Esc keeps it, a click beside it does nothing; its buttons do what they
say."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import Match, SeatInfo  # noqa: E402
from scenes.play import PlayScene  # noqa: E402
from tests.ui import click, frames, key  # noqa: E402


def _open(play) -> bool:
    return play.confirming is not None and play.confirming.alive()


def _until_asked(app, play):
    for _ in range(60):
        frames(app, 1, 0.1)
        if app.top is not play:
            app.top.lift()  # a curtain, if any
        elif play.human_turn():
            frames(app, 1, 0.1)  # the decision on the screen: a key pressed before it appeared decides nothing
            return
    raise AssertionError("nobody was asked")


def _asked(app):
    """Two people at Hyperline; Player 1 has made a first choice and pressed Ctrl+Z (the question is open)."""
    match = Match("hyperline", [SeatInfo("Ana"), SeatInfo("Ben")], seed=1)
    play = PlayScene(match)
    app.push(play)
    _until_asked(app, play)
    key(app, pygame.K_RETURN, "\r")  # Ana's first choice
    _until_asked(app, play)
    made = len(match.record.actions)
    assert match.record.actions[-1].actor == 0 and play.viewer == 0, "Ana has no move of her own to take back"
    app.headless = False  # the question is asked only at a real window
    try:
        key(app, pygame.K_z, "z", pygame.KMOD_CTRL)
    finally:
        app.headless = True
    assert _open(play), "no question before taking a move back"
    return match, play, made


@pytest.mark.parametrize("answer", [pygame.K_RETURN, pygame.K_SPACE])
def test_enter_at_the_undo_question_takes_the_move_back_and_plays_nothing(app, answer):
    match, play, made = _asked(app)
    key(app, pygame.K_h, "h")  # other keys wait for the answer
    key(app, answer, "\r" if answer == pygame.K_RETURN else " ")
    frames(app, 3)
    assert len(match.record.actions) == made - 1, [e.action for e in match.record.actions[-3:]]
    assert not _open(play)


def test_esc_at_the_undo_question_keeps_the_move_and_opens_no_menu(app):
    match, play, made = _asked(app)
    click(app, play.board_rect.center)  # beside the question: the table waits
    key(app, pygame.K_ESCAPE)
    frames(app, 3)
    assert len(match.record.actions) == made
    assert not _open(play) and app.top is play


def test_the_undo_question_follows_the_window_when_it_is_resized(app):
    """The question is a window of its own, outside the scene's widgets: a resize left it where it had been."""
    _match, play, _made = _asked(app)
    app.surface = pygame.display.set_mode((1920, 1080))
    app.resize()
    frames(app, 1)
    assert app.size == (1920, 1080)
    assert _open(play), "the resize closed the question"
    assert play.confirming.rect.center == (960, 540), play.confirming.rect
    key(app, pygame.K_ESCAPE)
    assert not _open(play)


def test_the_bots_wait_while_the_undo_question_is_open(app):
    """A bot played on under the question (and the next person came to act), so the move the question named was
    no longer the one a Yes would take back: the table now waits for the answer."""
    match = Match("race", [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Vega", "bot", "easy")], seed=1)
    play = PlayScene(match)
    app.push(play)
    for seat in (0, 1):  # Ana, then Ben, leave the first hyperspace square by advancing: no die yet
        _until_asked(app, play)
        assert match.actor == seat
        play.try_action(next(a for a in match.state.legal_actions() if "advance" in str(a)))
    made = len(match.record.actions)
    assert match.actor == 2 and play.viewer == 1
    app.headless = False
    try:
        key(app, pygame.K_z, "z", pygame.KMOD_CTRL)
    finally:
        app.headless = True
    assert _open(play) and "Ben" in play.confirming.confirmation_text.html_text
    frames(app, 60, 0.1)  # six seconds: an easy bot moves well within them
    assert len(match.record.actions) == made, "a bot moved while the question was open"
    key(app, pygame.K_RETURN, "\r")
    frames(app, 1)
    assert len(match.record.actions) == made - 1 and match.actor == 1, "Ben's move was not the one taken back"



def _asked_at_the_curtain(app):
    """All in All for three at one screen: a person's landing decision ("fly on") is made and "Pass to ..." shows;
    Ctrl+Z there asks "Take back <name>'s last move?"."""
    from game.rules.all_in_all import COLLECT, DONE, FLY, LAND

    people = ("Ana", "Ben", "Cleo")
    match = Match("all_in_all", [SeatInfo(name) for name in people], seed=3)
    play = PlayScene(match)
    app.push(play)
    for _ in range(400):
        frames(app, 1, 0.2)
        if app.top is not play:
            if match.record.actions[-1].action == FLY and match.undo_reason(play.table.undoer()) is None:
                break  # the curtain after a person's landing decision: theirs to take back
            app.top.lift()
        elif play.human_turn() and play.wait == 0:
            state = play.state
            play.try_action({LAND: FLY, COLLECT: DONE}.get(state.phase, state.legal_actions()[0]))
    else:
        raise AssertionError("no curtain came after a person's landing decision")
    assert app.top.name == "curtain"
    made, mover = len(match.record.actions), match.record.actions[-1].actor
    app.headless = False  # the question is asked only at a real window
    try:
        key(app, pygame.K_z, "z", pygame.KMOD_CTRL)
    finally:
        app.headless = True
    assert _open(play) and f"Take back {people[mover]}'s last move?" in play.confirming.confirmation_text.html_text
    return match, play, made


def test_a_click_on_undo_over_the_curtain_takes_the_move_back(app):
    """A click on the question's Undo closed it and did nothing (Enter undid): the dialog's own "confirmed" event
    comes a frame after the click, and by then the table had put the curtain back on top, which swallowed it."""
    match, play, made = _asked_at_the_curtain(app)
    click(app, play.confirming.confirm_button.rect.center)  # the question's Undo, as a person clicks it
    frames(app, 3)
    assert len(match.record.actions) < made, "a click on Undo took nothing back"
    assert not _open(play)


def test_a_click_on_cancel_over_the_curtain_keeps_the_move_and_the_curtain(app):
    match, play, made = _asked_at_the_curtain(app)
    click(app, play.confirming.cancel_button.rect.center)
    frames(app, 3)
    assert len(match.record.actions) == made
    assert not _open(play) and app.top.name == "curtain", "the next person's curtain did not come back"


def test_the_undo_question_asks_in_german_to_its_last_button(app):
    """A German play-test found pygame_gui's own "Cancel" under a German question: every word comes from the
    catalogue, the dialog's buttons included."""
    import game.words as words

    words.use("de")
    try:
        _match, play, _made = _asked(app)
        assert play.confirming.cancel_button.text == "Abbrechen"
        assert play.confirming.confirm_button.text == "Zurück"
        assert play.confirming.cancel_button.rect.width >= 80  # the longer word is not cut to the English width
    finally:
        words.use("en")
