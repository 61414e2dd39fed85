"""Ctrl+Z right after your own move at a shared screen: the turn has passed (a curtain is up for the next person,
or the next decision is asked over the public table), but the one who moved is still there. "Oops" takes their
move back. Whoever pressed it may be the next person, so a table with secrets comes back behind its owner's curtain
(a public one at once); once the next person has passed their curtain it is theirs, and undo says so in words that
make sense to them (it once told Player 1 "Player 1 has moved since")."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import Match, SeatInfo  # noqa: E402
from game.play.table import ASK, CURTAIN, Table  # noqa: E402
from scenes.curtain import CurtainScene  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from tests.test_table import hands_shown, run_until  # noqa: E402  (registers Quiet Hands: cards played face down)
from tests.tiny_board import drawn_as_tiny  # noqa: E402
from tests.ui import frames, key  # noqa: E402

ANA_BEN = [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")]


def ana_moved() -> Table:
    """Ana played a card; the curtain is up for Ben, who has not passed it."""
    table = Table(Match("quiet_hands", ANA_BEN, 4), 0.7)
    run_until(table, {CURTAIN})
    table.reveal()
    table.play(table.match.state.legal_actions()[0])
    table.pause(0.7)
    cue, _ = run_until(table, {CURTAIN})
    assert cue.seat == 1 and table.seen_by is None
    return table


def test_before_the_next_person_passed_the_curtain_undo_takes_back_the_last_movers_move():
    table = ana_moved()
    done = len(table.match.record.actions)
    assert table.undoer() == 0 and table.match.undo_reason(table.undoer()) is None
    assert table.undo()
    assert len(table.match.record.actions) == done - 1 and table.match.actor == 0
    assert table.seen_by is None and hands_shown(table.view) == set()  # Ben may have pressed it: her hand waits
    cue = table.step(0.1)
    assert cue.kind == CURTAIN and cue.seat == 0
    table.reveal()
    assert table.seen_by == 0 and hands_shown(table.view) == {0}
    assert table.step(0.1).kind == ASK and table.human_turn()


def test_once_the_next_person_passed_the_curtain_the_move_is_no_longer_taken_back():
    table = ana_moved()
    table.reveal()  # Ben is looking at his own hand now
    done = len(table.match.record.actions)
    assert table.undoer() == 1
    reason = table.match.undo_reason(1)
    assert reason == "The last move was Ana's: only your own moves can be taken back."
    assert not table.undo()
    assert len(table.match.record.actions) == done and table.seen_by == 1


@pytest.fixture
def quiet_board():
    with drawn_as_tiny("quiet_hands") as board:
        yield board


def test_ctrl_z_at_the_next_persons_curtain_brings_the_movers_table_back_behind_her_curtain(app, quiet_board):
    match = new_match("quiet_hands", ANA_BEN, seed=4)
    play = PlayScene(match)
    app.push(play)
    frames(app, 10, 0.5)  # the deal, then the curtain for Ana
    assert isinstance(app.top, CurtainScene) and app.top.seat == 0
    key(app, pygame.K_z, "z", pygame.KMOD_CTRL)  # nothing of hers to take back: the deal is chance
    frames(app, 1)
    assert isinstance(app.top, CurtainScene) and "chance" in app.toasts[-1].text, [t.text for t in app.toasts]
    key(app, pygame.K_SPACE, " ")
    frames(app, 1)
    play.try_action(match.state.legal_actions()[0])
    frames(app, 10, 0.5)
    assert isinstance(app.top, CurtainScene) and app.top.seat == 1
    done = len(match.record.actions)
    quiet_board.drawn.clear()
    key(app, pygame.K_z, "z", pygame.KMOD_CTRL)
    frames(app, 2)
    assert len(match.record.actions) == done - 1 and match.actor == 0
    assert isinstance(app.top, CurtainScene) and app.top.seat == 0  # whoever pressed it, Ana's hand waits for her
    assert "Move taken back." in [t.text for t in app.toasts]
    assert all(hands_shown(view) == set() for view in quiet_board.drawn)
    key(app, pygame.K_SPACE, " ")
    frames(app, 2)
    assert app.top is play and play.human_turn() and play.viewer == 0
    assert hands_shown(quiet_board.drawn[-1]) == {0}


def test_hyperline_over_the_public_table_the_last_mover_takes_back_their_move():
    """Hyperline asks a decision over the public table when its maker holds no secret: the turn passes to Ben
    with no curtain, and Ana's Ctrl+Z was refused ("Ana has moved since") while she was still at the screen."""
    from game.rules import CHANCE
    from game.saves.records import CHANCE_ACTOR
    from tests.test_hyperline_pass_and_play import pick

    table = Table(Match("hyperline", ANA_BEN, 2403, {"turn_limit": 8}), 0)
    match = table.match
    for _ in range(400):
        cue = table.step(0.1, seconds=0.05)
        if cue.kind == CURTAIN:
            table.reveal()
        elif cue.kind == ASK:
            last = match.record.actions[-1]
            if last.actor not in (match.actor, CHANCE_ACTOR) and table.masked:
                break  # Ben's turn over the public table, right after Ana's decision
            table.play(pick(match, 2403))
    else:
        raise AssertionError("the turn never passed over the public table")
    ana, ben = last.actor, match.actor
    assert table.viewer == ben and table.undoer() == ana
    done = len(match.record.actions)
    assert table.undo()
    assert len(match.record.actions) == done - 1 and match.actor == ana and match.actor != CHANCE
    assert table.viewer == ana and table.step(0.1).kind == ASK and table.human_turn()
