"""The autosave and the records folder as Continue, Load and Replays see them (issue 18, cases 1, 2, 5, 6, 7).

A player must never lose the game in progress to a file they opened, and no file in the
folder may stop the menu from listing the rest.
"""

from __future__ import annotations

import json
import os
import time

import pytest

from game.engine import Match, SeatInfo
from game.rules import CHANCE, TERMINAL
from game.rules.words import english
from game.saves import library
from game.saves.records import NAME_LIMIT, RecordError
from game.saves.storage import autosave_path, records_dir


def tables(game_id: str) -> bool:
    """The window's has_table in these tests: Tiny Hands (a test game) has no table."""
    return game_id != "tiny_hands"


def race_in_progress(seed=7, moves=3) -> Match:
    match = Match("race", [SeatInfo("Ana"), SeatInfo("Vega", "bot", "easy")], seed=seed)
    for _ in range(moves):
        if match.actor == TERMINAL:
            break
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])
    return match


def autosaved(match: Match) -> bytes:
    match.enable_autosave()
    return autosave_path().read_bytes()


def record_file(match: Match, name: str):
    path = records_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    match.save(path)
    return path


def snapshot(folder):
    return {p: p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


# --- case 1: a record the window cannot show -----------------------------------------------------------


def test_a_record_of_a_game_with_no_table_is_refused_before_the_autosave_is_touched(star_table_home):
    before = autosaved(race_in_progress())
    tiny = record_file(Match("tiny_hands", [SeatInfo("Ana"), SeatInfo("Ben")], seed=3), "tiny.json")
    listed = {saved.path.name: saved for saved in library.list_records(tables)}
    assert listed["tiny.json"].record is None and "no table" in english(listed["tiny.json"].problem)
    problem = library.refusal(library.read(tiny).record, tables)
    problem = english(problem)
    assert problem and "Tiny Hands" in problem and "Nothing was changed" in problem
    assert autosave_path().read_bytes() == before


def test_a_bot_of_an_unknown_level_is_refused_by_the_record_checks(star_table_home):
    match = race_in_progress()
    path = record_file(match, "godlike.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"][1]["level"] = "godlike"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        library.read(path)
    assert "godlike" in english(caught.value.message) and caught.value.where == "seats[1]"
    (listed,) = [s for s in library.list_records() if s.path == path]
    assert listed.record is None and "godlike" in english(listed.problem)
    assert path.read_text(encoding="utf-8") == json.dumps(data)


def test_an_autosave_with_an_unknown_bot_is_set_aside_and_continue_is_not_offered(star_table_home):
    autosaved(race_in_progress())
    data = json.loads(autosave_path().read_text(encoding="utf-8"))
    data["seats"][1]["level"] = "godlike"
    text = json.dumps(data)
    autosave_path().write_text(text, encoding="utf-8")
    saved, problem = library.read_autosave(tables)
    assert saved is None and "godlike" in english(problem)
    (aside,) = autosave_path().parent.glob("autosave.damaged-*.json")
    assert aside.read_text(encoding="utf-8") == text


# --- case 2: deep nesting -----------------------------------------------------------------------------


def test_a_deeply_nested_autosave_is_set_aside_and_the_menu_starts(star_table_home):
    autosave_path().parent.mkdir(parents=True)
    deep = "[" * 600 + "]" * 600  # JSON reads it; walking it (freeze, two frames a level) overflowed
    text = (
        '{"format": "star-table-record", "version": 1, "game": "race", "players": 2, "seed": 1, "seats":'
        ' [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}],'
        f' "actions": [{{"actor": 0, "action": {deep}}}]}}'
    )
    autosave_path().write_text(text, encoding="utf-8")
    saved, problem = library.read_autosave(tables)
    assert saved is None and "nests" in english(problem)
    (aside,) = autosave_path().parent.glob("autosave.damaged-*.json")
    assert aside.read_text(encoding="utf-8") == text
    folder = records_dir()
    folder.mkdir()
    (folder / "deep.json").write_text(text, encoding="utf-8")
    (listed,) = library.list_records()
    assert listed.record is None and "nests" in english(listed.problem)


# --- case 5: odd entries in the records folder -------------------------------------------------------------


def test_a_broken_link_a_pipe_and_a_folder_are_listed_with_their_problem(star_table_home):
    good = record_file(race_in_progress(), "good.json")
    folder = good.parent
    (folder / "link.json").symlink_to(folder / "gone.json")
    os.mkfifo(folder / "pipe.json")
    (folder / "dir.json").mkdir()
    started = time.perf_counter()
    listed = {saved.path.name: saved for saved in library.list_records(tables)}
    assert time.perf_counter() - started < 5
    assert listed["good.json"].record is not None
    assert "no longer there" in english(listed["link.json"].problem)
    assert "pipe" in english(listed["pipe.json"].problem)
    assert "folder" in english(listed["dir.json"].problem)
    assert (folder / "link.json").is_symlink() and (folder / "dir.json").is_dir()


# --- case 6: seat names -----------------------------------------------------------------------------------


def test_a_seat_name_longer_than_setup_allows_is_cut_when_read(star_table_home):
    path = record_file(race_in_progress(), "long.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"][0]["name"] = "Z" * 2_000_000
    data["seats"][1]["name"] = "Ve\nga\x00"
    path.write_text(json.dumps(data), encoding="utf-8")
    saved = library.read(path)
    assert [seat.name for seat in saved.record.seats] == ["Z" * NAME_LIMIT, "Ve ga"]
    assert len(english(saved.title)) < 200


# --- case 7: the game in progress, names, temp files --------------------------------------------------------


def test_two_records_saved_in_the_same_second_are_both_kept(star_table_home, monkeypatch):
    monkeypatch.setattr(time, "strftime", lambda fmt, *args: "2025-01-01_120000")
    one, two = race_in_progress(seed=5), race_in_progress(seed=5, moves=5)
    first, second = library.save_record(one.record), library.save_record(two.record)
    assert first != second
    assert len(library.read(first).record.actions) == 3 and len(library.read(second).record.actions) == 5


def test_loading_a_record_keeps_the_game_in_progress_in_the_load_list(star_table_home):
    progress = race_in_progress(seed=11, moves=5)
    autosaved(progress)
    other = library.read(record_file(race_in_progress(seed=12), "other.json")).record
    loaded = Match.from_record(other)
    kept = library.begin_autosave(loaded)
    assert kept is not None and kept.parent == records_dir()
    assert library.read(kept).record.actions == progress.record.actions
    assert library.read(autosave_path()).record.seed == 12
    titles = [english(saved.title) for saved in library.list_records(tables)]
    assert sum("move 5" in title for title in titles) == 1


def test_a_new_game_keeps_the_game_continue_would_resume(star_table_home):
    progress = race_in_progress(seed=21, moves=4)
    autosaved(progress)
    fresh = Match("race", [SeatInfo("Ana"), SeatInfo("Ben")], seed=22)
    kept = library.begin_autosave(fresh)
    assert kept is not None and library.read(kept).record.seed == 21


def test_continue_and_finished_games_are_not_copied(star_table_home):
    progress = race_in_progress(seed=31)
    autosaved(progress)
    assert library.begin_autosave(Match.from_record(progress.record)) is None  # Continue
    finished = race_in_progress(seed=32, moves=400)
    assert finished.actor == TERMINAL
    autosaved(finished)
    assert library.begin_autosave(Match("race", [SeatInfo("A"), SeatInfo("B")], seed=33)) is None
    assert not records_dir().exists()


def test_an_unreadable_autosave_is_set_aside_before_a_new_game_autosaves(star_table_home):
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_bytes(b'{"format": "star-table-record", "ver')
    library.begin_autosave(Match("race", [SeatInfo("A"), SeatInfo("B")], seed=3))
    (aside,) = autosave_path().parent.glob("autosave.damaged-*.json")
    assert aside.read_bytes() == b'{"format": "star-table-record", "ver'
    assert library.read(autosave_path()).record.seed == 3


def test_stale_autosave_temp_files_are_cleaned_when_the_menu_looks(star_table_home):
    autosaved(race_in_progress())
    stale = autosave_path().with_name(".autosave.json.999999999.x1y2.tmp")
    stale.write_text("{", encoding="utf-8")
    saved, problem = library.read_autosave(tables)
    assert saved is not None and problem is None
    assert not stale.exists()


def test_a_records_folder_that_is_a_file_is_said_not_skipped(star_table_home):
    folder = records_dir()
    folder.parent.mkdir(parents=True)
    folder.write_text("not a folder", encoding="utf-8")
    (listed,) = library.list_records(tables)
    assert listed.record is None and "it is a file" in english(listed.problem)
    assert folder.read_text(encoding="utf-8") == "not a folder"


def test_an_autosave_of_a_game_with_no_table_is_not_continued_and_a_new_game_keeps_it(star_table_home):
    tiny = Match("tiny_hands", [SeatInfo("Ana"), SeatInfo("Ben")], seed=3)
    before = autosaved(tiny)
    saved, problem = library.read_autosave(tables)
    problem = english(problem)
    assert saved is None and "Tiny Hands" in problem and "no table" in problem
    assert autosave_path().read_bytes() == before
    kept = library.begin_autosave(Match("race", [SeatInfo("A"), SeatInfo("B")], seed=4))
    assert kept is not None and library.read(kept).record.game == "tiny_hands"


def test_a_finished_game_kept_as_a_record_is_listed_once_and_every_row_says_when(star_table_home):
    """A playtester saw the same finished game twice in Replays (its autosave and the record kept at the end),
    with nothing to tell them apart."""
    finished = race_in_progress(seed=5, moves=5000)
    assert finished.actor == TERMINAL
    autosaved(finished)
    record_file(finished, "kept.json")
    record_file(race_in_progress(seed=5, moves=4), "earlier.json")  # the same deal, not the same game
    listed = library.list_records(tables)
    assert sorted(saved.path.name for saved in listed) == ["earlier.json", "kept.json"]
    stamp = time.strftime("%d %b", time.localtime())
    titles = [english(saved.title) for saved in listed]
    assert all(stamp in title for title in titles), titles
    assert sum("finished" in title for title in titles) == 1


def test_a_game_saved_as_a_record_and_then_left_for_a_new_one_is_not_copied_again(star_table_home):
    """Save record, then a new game: the game in progress was copied into Load beside the record just saved, the
    same moves twice (a playtester's finding)."""
    progress = race_in_progress(seed=31, moves=6)
    autosaved(progress)
    saved = library.save_record(library.read(autosave_path()).record)
    kept = library.begin_autosave(Match("race", [SeatInfo("Ana"), SeatInfo("Ben")], seed=32))
    assert kept == saved
    assert [path.name for path in records_dir().glob("*.json")] == [saved.name]


def test_load_tells_the_autosave_from_a_record_saved_of_the_same_game(star_table_home):
    """Save record in the pause menu, then quit: Load listed two rows that read the same."""
    match = race_in_progress(moves=4)
    autosaved(match)
    record_file(match, "2026-11-24_120000_race_saved.json")
    rows = [english(saved.title) for saved in library.list_records(tables)]
    assert len(rows) == 2 and rows[0] != rows[1]
    assert rows[0].startswith("Hyperspace Race (autosave) · ") and "autosave" not in rows[1]


@pytest.mark.skipif(not hasattr(os, "fchmod"), reason="POSIX file modes")
def test_a_save_gets_the_mode_of_any_file_the_player_makes(tmp_path):
    """A temp file starts 0600; a record the player copies or backs up should be readable as their other files."""
    from game.saves.storage import _UMASK, atomic_write_text, write_new

    atomic_write_text(tmp_path / "autosave.json", "{}")
    record = write_new(tmp_path, "game", ".json", "{}")
    for path in (tmp_path / "autosave.json", record):
        assert path.stat().st_mode & 0o777 == 0o666 & ~_UMASK
