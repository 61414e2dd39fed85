"""Galaxy Express high scores and the deal of the day: the table a player keeps, and files they should not lose."""

from __future__ import annotations

import datetime as dt
import json

from game.saves import scores as galaxy_scores


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
    assert "2 assists" in galaxy_scores.describe(table[4]) and "(daily)" in galaxy_scores.describe(table[4])
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
