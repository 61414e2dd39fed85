"""The session: one place starts, resumes, undoes and ends a game; Continue reads and replays the autosave once."""

from __future__ import annotations

import pytest

from game.ai import BOT_NAMES
from game.engine import match as match_module
from game.engine.match import Match
from game.play.session import Session
from game.rules import CHANCE, TERMINAL
from game.rules.words import english
from game.saves import records
from game.saves.autosave import Keeper, Slot
from game.saves.records import BOT_LEVELS, RecordError, SeatInfo, load
from game.saves.storage import autosave_path, records_dir
from tests.ui import press

ANA_VEGA = [SeatInfo("Ana"), SeatInfo("Vega", "bot", "easy")]
ANA_BEN = [SeatInfo("Ana"), SeatInfo("Ben")]


def play(match: Match, moves: int) -> None:
    for _ in range(moves):
        if match.actor == TERMINAL:
            return
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])


@pytest.fixture
def replays(monkeypatch) -> list[int]:
    """Every replay of a record (the reader's, a match's, the autosave slot's): how many actions each went through."""
    counted = []
    replay = records.replay_entries

    def counting(record, entries, path=None):
        counted.append(len(entries))
        return replay(record, entries, path)

    monkeypatch.setattr(records, "replay_entries", counting)
    monkeypatch.setattr(match_module, "replay_entries", counting)
    return counted


def test_continue_reads_and_replays_the_autosave_once(app, replays):
    game = Session.start("race", ANA_VEGA, seed=3).match
    play(game, 30)
    replays.clear()

    app.reset("menu")  # the menu reads the autosave to offer Continue...
    press(app, next(b for b, k in app.top.buttons.items() if k == "continue"))  # ...and the player takes it
    continued = app.top.match

    replayed = [actions for actions in replays if actions]  # a board may ask for the state before the first move
    assert replayed == [30], "the menu's read is the one replay: the refusal, the match and the autosave share it"
    assert continued.state.to_json() == game.state.to_json() and continued.record.actions == game.record.actions
    assert load(autosave_path()).actions == game.record.actions
    assert not records_dir().exists(), "the game continued is the autosave's: nothing was kept in Load"
    play(continued, 2)
    assert len(load(autosave_path()).actions) == 32, "and every move goes on being kept"


def test_the_game_continue_had_is_kept_when_another_window_changed_the_autosave_meanwhile(app):
    """The menu read one game; before Continue another window started another: that one is not lost."""
    Session.start("race", ANA_VEGA, seed=3).match.apply("advance")
    app.reset("menu")
    other = Session.start("race", ANA_BEN, seed=4).match  # the other window, after this menu read the file
    play(other, 3)
    press(app, next(b for b, k in app.top.buttons.items() if k == "continue"))
    assert app.top.match.record.seed == 3
    (kept,) = [path for path in records_dir().glob("*_in-progress.json") if load(path).seed == 4]
    assert load(kept).actions == other.record.actions
    assert "Race game (move 3) was kept" in app.toasts[-1].text


def test_load_replays_the_chosen_record_once_and_the_game_it_replaces_once(app, replays):
    game = Session.start("race", ANA_VEGA, seed=5)
    play(game.match, 12)
    saved = game.save()
    other = Session.start("race", ANA_BEN, seed=6).match  # Continue's game now
    play(other, 7)
    app.reset("menu")
    app.open("load")
    files = app.top
    chosen = next(s for s in files.saved if s.path == saved)
    replays.clear()
    files.open(chosen)
    assert app.top.match.record.actions == game.match.record.actions
    replayed = [actions for actions in replays if actions]
    # the list kept no states (500 would weigh on it): the record chosen is replayed once; the game Continue had
    # is read to see whether it must be kept, then to name it in the toast
    assert replayed == [12, 7, 7]
    assert "Race game (move 7) was kept" in app.toasts[-1].text
    assert any(load(path).actions == other.record.actions for path in records_dir().glob("*_in-progress.json"))


def test_a_new_game_says_once_where_the_game_continue_had_went():
    first = Session.start("race", ANA_VEGA, seed=7)
    play(first.match, 4)
    assert first.kept_news() is None
    second = Session.start("race", ANA_BEN, seed=8)
    assert load(second.kept).actions == first.match.record.actions
    assert english(second.kept_news()) == "Your Hyperspace Race game (move 4) was kept: Load a record lists it."
    assert second.kept_news() is None, "said once"


def test_resuming_a_game_this_window_has_no_table_for_writes_nothing():
    game = Session.start("race", ANA_VEGA, seed=9)
    play(game.match, 3)
    before = autosave_path().read_bytes()
    with pytest.raises(RecordError) as refused:
        Session.resume(game.match.record, lambda game_id: False)
    assert refused.value.kind == "unplayable" and "has no table" in english(refused.value.message)
    assert autosave_path().read_bytes() == before


def test_undo_and_redo_go_through_the_session_and_are_kept():
    session = Session.start("race", ANA_BEN, seed=2)
    session.match.apply("advance")  # Ana
    assert session.undoer() == 0 and session.undo_reason() is None
    assert session.undo() and session.match.record.actions == []
    assert load(autosave_path()).actions == []
    assert session.redo() and len(load(autosave_path()).actions) == 1
    assert not session.redo()
    assert session.undo_reason() is None
    session.match.apply("leave")  # Ben: the person at the screen now
    assert session.undoer() == 1


def test_closing_keeps_the_game_once_more_through_its_keeper():
    told = []

    class Counting(Keeper):
        path = autosave_path()

        def keep(self, record):
            told.append(len(record.actions))
            return None

    match = Match("race", ANA_VEGA, seed=4)
    match.enable_autosave(Counting())
    play(match, 3)
    Session(match).close()
    assert told == [0, 1, 2, 3, 3]


def test_a_game_whose_replaced_game_cannot_be_kept_is_not_autosaved_and_every_move_says_so(app):
    old = Session.start("race", ANA_VEGA, seed=11).match
    play(old, 3)
    before = autosave_path().read_bytes()
    records_dir().parent.mkdir(parents=True, exist_ok=True)
    records_dir().write_text("a file where the records folder goes", encoding="utf-8")
    app.reset("play", game="race", seats=ANA_BEN, seed=12)
    play_scene = app.top
    assert english(play_scene.match.autosave_error).startswith("Autosave is off for this game")
    play_scene.try_action(play_scene.match.state.legal_actions()[0])
    assert app.toasts[-1].text.startswith("Autosave is off for this game") and app.toasts[-1].kind == "error"
    play_scene.closing()
    assert autosave_path().read_bytes() == before, "the game it could not keep is never written over"


def test_the_window_keeps_its_match_in_a_slot_that_the_match_tells_after_every_move():
    session = Session.start("race", ANA_VEGA, seed=13)
    assert isinstance(session.match.autosave_to, Slot)
    play(session.match, 5)
    assert load(autosave_path()).actions == session.match.record.actions


def test_the_saves_know_every_bot_level_the_bots_have():
    assert set(BOT_LEVELS) == set(BOT_NAMES) and len(BOT_LEVELS) == len(BOT_NAMES)
