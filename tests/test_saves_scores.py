"""Galaxy Express high scores and the deal of the day: the table a player keeps, and files they should not lose."""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.rules.words import english
from game.saves import scores as galaxy_scores
from scenes.setup_scores import score_line


def test_the_deal_of_the_day_depends_only_on_the_date():
    a, b = dt.date(2025, 3, 1), dt.date(2025, 3, 2)
    assert galaxy_scores.daily_seed(a) == galaxy_scores.daily_seed(a)
    assert galaxy_scores.daily_seed(a) != galaxy_scores.daily_seed(b)


def card(total, assists=0):
    return {"total": total, "band": "x", "deliveries": 5, "refuels": 1, "coins_left": 3, "won": False,
            "assists": {"hint": assists} if assists else {}}  # fmt: skip


def test_the_score_table_keeps_the_best_ten_with_their_breakdown():
    day = dt.date(2025, 5, 4)
    for total in (50, 90, 70, 110, 30, 60, 80, 100, 40, 20, 95):
        galaxy_scores.add_score(card(total), seed=1234, day=day)
    table, place = galaxy_scores.add_score(card(90, assists=2), seed=galaxy_scores.daily_seed(day), day=day)
    assert [e["total"] for e in table] == [110, 100, 95, 90, 90, 80, 70, 60, 50, 40]
    assert place == 5  # an equal score with assists ranks below the one without
    assert table[4]["daily"] and table[4]["assists"] == 2 and table[4]["date"] == "2025-05-04"
    row = score_line(5, table[4])  # the one wording of a row: the setup's table and the results say it
    assert "2 assists" in row and "(daily)" in row and row.startswith(" 5.   90  ·  ")
    _, place = galaxy_scores.add_score(card(10), seed=1, day=day)
    assert place is None


def test_a_damaged_score_table_is_set_aside_not_overwritten_silently():
    path = galaxy_scores.scores_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{broken", encoding="utf-8")
    assert galaxy_scores.load_scores() == []
    (aside,) = path.parent.glob("galaxy_express_scores.damaged-*.json")  # a unique name (issue 18, case 4)
    assert aside.read_text(encoding="utf-8") == "{broken"
    galaxy_scores.add_score(card(42), seed=3)
    assert json.loads(path.read_text(encoding="utf-8"))["scores"][0]["total"] == 42


# --- issue 18, case 4: a score file that cannot be used ----------------------------------------------------


def written(text: str):
    path = galaxy_scores.scores_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "text",
    [
        '{"game": "galaxy_express", "scores": [{"total": "lots"}]}',
        '{"game": "galaxy_express", "scores": [{"total": 5, "deliveries": 1, "refuels": 0, "coins_left": 2,'
        ' "deal": "ABC"}]}',  # no date: the results screen showed it
        '{"format": "star-table-scores", "version": 99, "scores": []}',
        '{"format": "star-table-record", "version": 1, "game": "race"}',
        '{"scores": ' + "[" * 900 + "]" * 900 + "}",
    ],
    ids=["total_is_text", "no_date", "future_version", "a_record", "deep"],
)
def test_a_score_file_that_cannot_be_used_is_set_aside_and_a_game_still_ends(text):
    path = written(text)
    entries, _, problem = galaxy_scores.read_scores()
    problem = english(problem)
    assert entries == [] and problem and "kept as" in problem
    table, place = galaxy_scores.add_score(card(42), seed=3)
    assert place == 1 and [e["total"] for e in table] == [42]
    (aside,) = path.parent.glob("galaxy_express_scores.damaged-*.json")
    assert aside.read_text(encoding="utf-8") == text
    assert score_line(1, table[0]).startswith(" 1.   42  ·  ")


def test_two_damaged_score_files_are_both_kept():
    path = written("{first")
    galaxy_scores.load_scores()
    written("{second")
    galaxy_scores.load_scores()
    kept = sorted(p.read_text(encoding="utf-8") for p in path.parent.glob("galaxy_express_scores.damaged-*.json"))
    assert kept == ["{first", "{second"]


def test_the_table_has_a_format_and_keeps_what_a_newer_version_added():
    path = written(
        json.dumps({"format": "star-table-scores", "version": 1, "game": "galaxy_express", "best_streak": 4,
                    "scores": [{"total": 70, "date": "2025-01-02", "deal": "ABCDEFG", "deliveries": 4, "refuels": 1,
                                "coins_left": 0, "assists": 0, "medal": "gold"}]})
    )  # fmt: skip
    galaxy_scores.add_score(card(80), seed=3, day=dt.date(2025, 6, 1))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "star-table-scores" and data["version"] == 1
    assert data["best_streak"] == 4 and data["scores"][1]["medal"] == "gold"


def test_a_table_from_before_the_format_still_loads():
    written('{"game": "galaxy_express", "scores": [{"total": 70, "date": "2025-01-02", "deal": "ABCDEFG",'
            ' "deliveries": 4, "refuels": 1, "coins_left": 0, "won": true, "assists": 0}]}')  # fmt: skip
    assert [e["total"] for e in galaxy_scores.load_scores()] == [70]


def test_the_end_of_a_game_says_when_the_old_table_was_set_aside():
    written("{broken")
    table, place, problem = galaxy_scores.record_game(card(42), seed=3)
    problem = english(problem)
    assert place == 1 and problem and "could not be used" in problem and "kept as" in problem
    _, _, again = galaxy_scores.record_game(card(43), seed=4)
    assert again is None


SCORER = r"""
import os, sys, time
from game.saves import scores

first, synced = int(sys.argv[1]), os.fsync

def slow_disk(fd):  # a slow disk widens the moment both windows hold the old table
    time.sleep(0.01)
    synced(fd)

os.fsync = slow_disk
for total in range(first, first + 5):
    scores.add_score({"total": total, "band": "x", "deliveries": 1, "refuels": 0, "coins_left": 0, "won": False,
                      "assists": {}}, seed=total)
"""


def test_two_windows_ending_games_at_once_keep_every_score(star_table_home):
    env = dict(os.environ, STAR_TABLE_HOME=str(star_table_home))
    root = Path(__file__).resolve().parents[1]
    windows = [subprocess.Popen([sys.executable, "-c", SCORER, str(n)], cwd=root, env=env) for n in (100, 200)]
    assert [window.wait(60) for window in windows] == [0, 0]
    totals = sorted(entry["total"] for entry in galaxy_scores.load_scores())
    assert totals == [100, 101, 102, 103, 104, 200, 201, 202, 203, 204]
