"""Two windows on one data folder: the game started last keeps Continue, and no game is ever lost.

Closing (or playing on in) the older window used to write its older game over the autosave of
the newer one. Now the older window's game moves to a record of its own in Load, every later
move of it goes there, and the autosave stays the newer window's.
"""

from __future__ import annotations

import errno
import os
import sys
import time
import types

import pytest

from game.engine import Match, SeatInfo
from game.rules import CHANCE, TERMINAL
from game.rules.words import english
from game.saves import library, storage
from game.saves.records import load
from game.saves.storage import autosave_path, records_dir


def race(seed: int) -> Match:
    return Match("race", [SeatInfo("Ana"), SeatInfo("Vega", "bot", "easy")], seed=seed)


def play(match: Match, moves: int) -> None:
    for _ in range(moves):
        if match.actor == TERMINAL:
            return
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])


def kept_games(game_seed: int) -> list:
    """Every file in the records folder holding the game of this seed."""
    return [path for path in sorted(records_dir().glob("*.json")) if load(path).seed == game_seed]


def test_the_older_window_never_writes_over_the_game_the_newer_one_started():
    older = race(seed=7)
    library.begin_autosave(older)
    play(older, 4)
    newer = race(seed=8)
    kept = library.begin_autosave(newer)  # the older window's game is kept in Load, as before
    assert kept is not None and load(kept).actions == older.record.actions
    play(newer, 6)
    newest = autosave_path().read_bytes()

    play(older, 1)  # the older window plays on...
    assert "kept in Load" in english(older.autosave_error) and older.autosave_to.path == kept  # ...is told once...
    play(older, 3)
    assert older.autosave_error is None
    older._autosave()  # ...and is closed (the play screen's closing writes once more)

    assert autosave_path().read_bytes() == newest
    saved, problem = library.read_autosave()
    assert problem is None and saved.record.seed == 8 and saved.record.actions == newer.record.actions
    assert kept_games(7) == [kept], "the older game is kept once, in the copy the newer window made"
    assert load(kept).actions == older.record.actions, "every move the older window made is kept"


def test_a_finished_game_in_the_newer_window_stays_in_continue():
    older = race(seed=11)
    library.begin_autosave(older)
    play(older, 2)
    newer = race(seed=12)
    library.begin_autosave(newer)
    play(newer, 100_000)
    assert newer.is_over
    finished = autosave_path().read_bytes()
    play(older, 2)
    older._autosave()
    assert autosave_path().read_bytes() == finished
    saved, _ = library.read_autosave()
    assert saved.finished and saved.record.seed == 12


def test_a_window_whose_game_moved_takes_continue_back_with_its_next_new_game():
    older = race(seed=21)
    library.begin_autosave(older)
    play(older, 2)
    newer = race(seed=22)
    library.begin_autosave(newer)
    play(newer, 3)
    play(older, 1)  # moved to Load
    rematch = race(seed=23)
    kept = library.begin_autosave(rematch)  # a new game in the older window: Continue is its game now
    assert load(kept).actions == newer.record.actions, "the newer window's game went to Load, whole"
    saved, _ = library.read_autosave()
    assert saved.record.seed == 23
    play(newer, 1)  # the newer window plays on: now it moves to its kept copy
    assert "kept in Load" in english(newer.autosave_error) and newer.autosave_to.path == kept
    play(newer, 2)
    assert load(kept).actions == newer.record.actions
    assert library.read_autosave()[0].record.seed == 23


def test_an_older_window_without_a_kept_copy_gets_a_record_of_its_own():
    """Both windows continued the same game: neither copy is a prefix of the other's kept file."""
    first = race(seed=31)
    library.begin_autosave(first)
    play(first, 3)
    second = Match.from_record(library.read_autosave()[0].record)  # Continue in the second window
    library.begin_autosave(second)
    play(second, 2)
    play(first, 1)  # the games part ways: the first window's game gets its own record
    assert autosave_path().exists() and load(autosave_path()).actions == second.record.actions
    mine = [path for path in kept_games(31) if load(path).actions == first.record.actions]
    assert len(mine) == 1 and mine[0].name.endswith("_in-progress.json")


def test_an_autosave_a_stranger_damaged_is_not_written_over():
    match = race(seed=41)
    library.begin_autosave(match)
    play(match, 2)
    autosave_path().write_text('{"format": "star-table-record", "version": 1, "game": "ra', encoding="utf-8")
    play(match, 1)
    assert autosave_path().read_text(encoding="utf-8").endswith('"ra')
    assert load(match.autosave_to.path).actions == match.record.actions


def test_a_good_autosave_written_while_the_menu_read_a_damaged_one_is_not_set_aside(monkeypatch):
    """The menu of one window found the autosave damaged; meanwhile another window started a game there."""
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_text("{broken", encoding="utf-8")
    reading = library.read

    def read_while_another_window_writes(path):
        try:
            return reading(path)
        finally:
            monkeypatch.setattr(library, "read", reading)
            other = race(seed=81)
            library.begin_autosave(other)  # sets the damaged file aside and writes its game
            play(other, 2)

    monkeypatch.setattr(library, "read", read_while_another_window_writes)
    saved, problem = library.read_autosave()
    assert problem is None and saved.record.seed == 81 and len(saved.record.actions) == 2
    (aside,) = autosave_path().parent.glob("autosave.damaged-*.json")
    assert aside.read_text(encoding="utf-8") == "{broken"


def test_a_window_that_hangs_holding_the_lock_does_not_stop_the_other(monkeypatch):
    fcntl = pytest.importorskip("fcntl")
    monkeypatch.setattr(storage, "LOCK_WAIT", 0.2)
    match = race(seed=91)
    library.begin_autosave(match)
    lock = autosave_path().with_name(".autosave.json.lock")
    with open(lock, "rb+") as hung:  # another window holds it and never lets go
        fcntl.flock(hung.fileno(), fcntl.LOCK_EX)
        started = time.monotonic()
        play(match, 2)
        waited = time.monotonic() - started
    assert load(autosave_path()).actions == match.record.actions and 0.4 <= waited < 2


UNLOCK, TRY = 0, 2  # msvcrt.LK_UNLCK and msvcrt.LK_NBLCK (lock without waiting), as on Windows


def windows_locks(monkeypatch) -> tuple[dict, list]:
    """storage on Windows (on any system): a strict fake msvcrt, with Windows' one holder per locked byte."""
    holders: dict = {}  # the lock file (its inode) -> (the descriptor holding it, the byte locked)
    calls: list = []
    msvcrt = types.ModuleType("msvcrt")
    msvcrt.LK_UNLCK, msvcrt.LK_LOCK, msvcrt.LK_NBLCK, msvcrt.LK_RLCK, msvcrt.LK_NBRLCK = range(5)

    def locking(fd: int, mode: int, nbytes: int) -> None:
        where, key = os.lseek(fd, 0, os.SEEK_CUR), os.fstat(fd).st_ino
        calls.append((mode, where, nbytes))
        if mode == msvcrt.LK_NBLCK:
            if key in holders:
                raise OSError(errno.EACCES, "Permission denied")
            holders[key] = (fd, where)
        elif mode == msvcrt.LK_UNLCK and holders.get(key) == (fd, where):
            del holders[key]
        else:  # unlocking what this descriptor does not hold there, or a mode storage never uses
            raise OSError(errno.EACCES, "Permission denied")

    msvcrt.locking = locking
    monkeypatch.setitem(sys.modules, "msvcrt", msvcrt)
    monkeypatch.setitem(sys.modules, "fcntl", None)  # Windows has none: importing it fails
    monkeypatch.setattr(storage, "sys", types.SimpleNamespace(platform="win32"))
    return holders, calls


def test_on_windows_the_autosave_takes_and_gives_back_its_lock_with_msvcrt(monkeypatch):
    holders, calls = windows_locks(monkeypatch)
    match = race(seed=95)
    library.begin_autosave(match)
    play(match, 3)
    assert load(autosave_path()).actions == match.record.actions
    assert calls and not holders  # every lock taken was given back
    assert calls[:2] == [(TRY, 0, 1), (UNLOCK, 0, 1)]  # one byte, taken without waiting, released at the same place
    assert sum(mode == TRY for mode, _, _ in calls) == sum(mode == UNLOCK for mode, _, _ in calls) >= 4


def test_on_windows_a_window_that_hangs_holding_the_lock_does_not_stop_the_other(monkeypatch):
    holders, calls = windows_locks(monkeypatch)
    monkeypatch.setattr(storage, "LOCK_WAIT", 0.05)
    match = race(seed=96)
    library.begin_autosave(match)
    lock = autosave_path().with_name(".autosave.json.lock")
    with open(lock, "rb+") as hung:  # another window holds it and never lets go
        sys.modules["msvcrt"].locking(hung.fileno(), TRY, 1)
        tries = len(calls)
        play(match, 2)
        assert load(autosave_path()).actions == match.record.actions  # written without the lock
        assert len(calls) > tries and all(mode == TRY for mode, _, _ in calls[tries:])  # tried, never unlocked
