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


def test_without_the_clock_the_searches_play_on_their_playout_budget_alone():
    from game.ai.bots import make_bot
    from game.ai.hyperline_ladder import _unclocked

    assert make_bot("normal", seed=1, **_unclocked("normal", False)).seconds is None  # load cannot cut it short
    assert make_bot("hard", seed=1, **_unclocked("hard", True)).seconds == 3.0
    assert _unclocked("easy", False) == {}  # one step deep: no clock to take away
    assert ladder(["easy", "easy"], 1, 5, {"turn_limit": 1}, clock=False)["clock"] is False
