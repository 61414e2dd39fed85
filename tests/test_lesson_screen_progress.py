"""Lesson progress in the user's data: kept per lesson, resumed at its step, a damaged file set aside with a clear
message and fresh progress beside it (nothing lost, nothing written over)."""

from __future__ import annotations

import json

from game.saves import lesson_progress as progress
from game.words import word


def test_progress_is_kept_per_lesson_and_resumed_at_its_step():
    assert progress.read_progress().lessons == {}
    assert progress.keep_step("race", 3, 9) is None
    assert progress.keep_step("hyperline_ship", 1, 12) is None
    kept = progress.read_progress()
    assert kept.step("race") == 3 and kept.step("hyperline_ship") == 1 and kept.step("all_in_all") == 0
    assert not kept.finished("race")
    progress.keep_step("race", 9, 9, finished=True)
    kept = progress.read_progress()
    assert kept.finished("race") and kept.step("race") == 0  # played to its end: Learn starts it again
    progress.keep_step("race", 2, 9)  # played again and left: still finished, resumed where left
    kept = progress.read_progress()
    assert kept.finished("race") and kept.step("race") == 2


def test_a_game_chosen_with_play_is_remembered():
    progress.keep_played("expressway42")
    assert progress.read_progress().played == {"expressway42"}


def test_a_damaged_file_is_set_aside_and_progress_starts_afresh():
    path = progress.progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "star-table-lessons", "version": 1, "lessons": {"race": {"step": "x"}}}')
    fresh = progress.read_progress()
    assert fresh.lessons == {} and fresh.writable
    said = word(fresh.problem)
    assert "starts afresh" in said and ".damaged-" in said
    kept = [p for p in path.parent.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 1 and '"x"' in kept[0].read_text()  # the old file, as it was
    assert progress.keep_step("race", 1, 9) is None
    assert json.loads(path.read_text())["lessons"]["race"] == {"step": 1, "count": 9, "finished": False}


def test_a_foreign_file_is_never_written_over():
    path = progress.progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "something-else"}')
    progress.keep_step("race", 1, 9)
    aside = [p for p in path.parent.iterdir() if ".damaged-" in p.name]
    assert [p.read_text() for p in aside] == ['{"format": "something-else"}']
