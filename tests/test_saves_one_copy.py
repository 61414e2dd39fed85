"""Issue 34 item 16: Load lists a game once, at its newest move. An older copy the app kept of a game that the
autosave has played on from is not listed beside it: loading it would split the game in two."""

from __future__ import annotations

from game.engine import Match, SeatInfo
from game.play.session import Session
from game.rules import CHANCE, TERMINAL
from game.saves import library
from game.saves.autosave import keep_in_progress
from game.saves.storage import autosave_path, records_dir
from tests.test_saves_library import race_in_progress, record_file


def tables(game_id: str) -> bool:
    return True


def play(match: Match, moves: int) -> None:
    for _ in range(moves):
        if match.actor == TERMINAL:
            return
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])


def listed_games() -> list[tuple[int, int, bool]]:
    """(seed, moves, is the autosave) of each readable entry of the Load list."""
    return [
        (saved.record.seed, len(saved.record.actions), saved.path == autosave_path())
        for saved in library.list_records(tables)
        if saved.record is not None
    ]


def away_and_back() -> Match:
    """Game 41 played to move 3; a new game 42 keeps it in Load; game 41 loaded from there and played on to
    move 6 (game 42 is kept in Load in its turn); the app closed, then Continue: the playtest's steps."""
    first = Session.start("race", [SeatInfo("Ana"), SeatInfo("Vega", "bot", "easy")], seed=41).match
    play(first, 3)
    Session.start("race", [SeatInfo("Ana"), SeatInfo("Ben")], seed=42)
    (copy,) = [s for s in library.list_records(tables) if s.record is not None and s.record.seed == 41]
    assert copy.path.parent == records_dir() and len(copy.record.actions) == 3
    loaded = Session.resume(library.read(copy.path), tables).match
    play(loaded, 3)
    saved, problem = library.read_autosave(tables)
    assert problem is None
    return Session.resume(saved, tables).match  # Continue


def test_after_load_and_continue_the_game_is_listed_once_at_its_newest_move():
    resumed = away_and_back()
    assert resumed.record.seed == 41 and len(resumed.record.actions) == 6
    assert sorted(listed_games()) == [(41, 6, True), (42, 0, False)]


def test_the_old_copy_stays_on_disk_and_a_record_saved_by_hand_is_still_listed():
    away_and_back()
    kept = sorted(p.name for p in records_dir().glob("*_in-progress*.json"))
    assert len(kept) == 2  # nothing is deleted: the list only leaves out what the autosave has played on from
    early = race_in_progress(seed=41, moves=3)
    early.record.seats = library.read(autosave_path()).record.seats
    record_file(early, "saved by hand.json")
    assert (41, 3, False) in listed_games()


def test_a_kept_copy_that_went_another_way_is_still_listed():
    away_and_back()
    branch = race_in_progress(seed=41, moves=1)
    branch.apply("leave")  # Ben's first move, where the autosave's game advanced: another game from here
    keep_in_progress(branch.record)
    assert library.read(autosave_path()).record.actions[1].action == "advance"
    assert (41, 2, False) in listed_games()
