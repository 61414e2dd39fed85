"""The Hyperline ladder: a ladder run in parts side by side adds up to the same ladder run at once."""

from __future__ import annotations

from game.ai.hyperline_ladder import join, ladder, summary


def test_the_parts_of_a_split_ladder_join_into_the_whole_ladder():
    short = {"turn_limit": 2}  # a few rounds each: what is joined matters here, not who wins
    whole = ladder(["easy", "easy"], 4, 5, short)
    joined = join([ladder(["easy", "easy"], 2, 5, short), ladder(["easy", "easy"], 2, 7, short)])
    assert joined["games"] == 4 and joined["seed"] == 5
    assert joined["unfinished"] == whole["unfinished"] == 4
    assert joined["rounds"] == whole["rounds"]
    for mine, theirs in zip(joined["slots"], whole["slots"], strict=True):
        for key in ("wins", "builds", "buys", "fights", "won", "win_rate"):
            assert mine[key] == theirs[key]
        assert len(mine["decision_times"]) == len(theirs["decision_times"]) > 0
        assert len(mine["decision_cpu"]) == len(mine["decision_times"])  # the bot's own processor time too
    assert "processor time: decision median" in summary(joined)
    assert "4 games" in summary(joined) and "unfinished: 4 (100.0 %" in summary(joined)
