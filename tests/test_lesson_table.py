"""The table's lesson seam without a display: a guide narrows and answers the learner's moves, holds the bots and
dice while its words are read, replaces the bots with its scripted ones, and steps back with Back."""

from __future__ import annotations

import pytest

from game.engine.lesson import ROLL, Lessoning
from game.play.table import HELD, MOVED, Table
from game.play.table import ROLL as ROLL_CUE
from game.rules import CHANCE, IllegalAction
from game.rules.words import english
from tests.test_lesson import lesson_of


def guided(pace=0.7):
    lesson = Lessoning(lesson_of())
    return Table(lesson.match, pace, guide=lesson), lesson


def settle(table, limit=50):
    """Step the table until nothing moves by itself: every cue on the way."""
    seen = []
    for _ in range(limit):
        cue = table.step(1.0, seconds=0.05)
        seen.append(cue.kind)
        if cue.kind not in (MOVED, "wait", "think"):
            return seen
    raise AssertionError(f"the table never settled: {seen[-5:]}")


def test_a_guided_table_offers_only_what_the_step_allows_and_refuses_the_rest_in_the_lessons_words():
    table, lesson = guided()
    assert table.allowed(["advance", "leave"]) == []
    assert english(table.refusal("leave")) == "Read this first, then press Next."
    assert table.next() and lesson.index == 1
    assert table.allowed(["advance", "leave"]) == ["leave"]
    before = lesson.match.state.to_json()
    with pytest.raises(IllegalAction) as caught:
        table.play("advance")  # a screen that forgot to ask is still refused, in the lesson's words
    assert english(caught.value.reason) == "In this lesson, leave hyperspace first."
    assert lesson.match.state.to_json() == before and lesson.match.record.actions == []
    table.play("leave")
    assert lesson.index == 2  # the table told the lesson


def test_the_learners_own_die_waits_for_the_step_that_asks_for_it():
    table, lesson = guided()
    table.next()
    table.play("leave")
    assert settle(table)[-1] == ROLL_CUE  # the learner's die: the screen waits for them
    assert table.refusal(ROLL) is None
    table.roll()
    assert lesson.match.state.pos[0] == 5 and lesson.index == 3


def test_a_next_step_holds_the_bots_and_the_dice_until_next():
    table, lesson = guided()
    table.next()
    table.play("leave")
    table.roll()
    assert lesson.cue().waits == "next" and lesson.match.seat_is_bot(lesson.match.actor)
    assert settle(table)[-1] == HELD
    assert not table.busy  # nothing moves: no frames needed
    assert lesson.match.state.pos == [5, 1]
    assert table.roll() is None  # a bot's decision waits: nothing to roll
    table.next()
    assert table.busy
    settle(table)
    assert lesson.match.state.pos == [5, 8]  # Vega's scripted advance


def test_a_die_the_step_does_not_ask_for_is_refused_before_it_is_rolled():
    table, lesson = guided()
    table.next()
    table.play("leave")
    table.roll()
    table.next()
    settle(table)
    table.roll()  # 3: to 8; Vega advances to 15; the battle: the learner's die first
    settle(table)
    assert lesson.cue().waits == "free" and table.refusal(ROLL) is None
    table.roll()
    settle(table)  # Vega's battle die: 2, and falls back
    assert lesson.index == 6 and lesson.match.state.pos == [8, 8]
    assert english(table.refusal("roll")) == "In this lesson, choose one of the moves the panel shows."


def test_back_through_the_table_rebuilds_the_match_and_the_table_moves_on_again():
    table, lesson = guided()
    table.next()
    table.play("leave")
    table.roll()
    table.next()
    settle(table)
    moment = table.moment
    assert table.back()
    assert lesson.index == 3 and lesson.match.state.pos == [5, 1] and table.moment > moment
    assert settle(table)[-1] == HELD  # the step that began before Vega's move: held again


def test_undo_and_redo_stay_out_of_a_lesson_back_steps_instead():
    table, lesson = guided()
    table.next()
    table.play("leave")
    assert not table.undo() and not table.redo()
    assert lesson.match.record.actions[-1].action == "leave"


def test_an_unguided_table_offers_everything_and_refuses_nothing_of_its_own():
    lesson = Lessoning(lesson_of())
    table = Table(lesson.match)
    assert table.allowed(["advance", "leave"]) == ["advance", "leave"]
    assert table.refusal("advance") is None and not table.held()
    assert not table.next() and not table.back()


def test_next_that_plays_moves_on_shows_the_table_afresh():
    from tests.test_lesson import SKIPPING

    lesson = Lessoning(lesson_of(SKIPPING))
    table = Table(lesson.match, 0.7, guide=lesson)
    table.wait, moment = 0.5, table.moment
    assert table.next()
    assert lesson.match.record.actions[-1].action == "leave" and table.moment > moment and table.wait == 0


def test_a_draw_nobody_rolls_ends_the_move_before_a_next_step_and_is_not_held():
    """Galaxy Express turns four coins up after the launch: the Next step that talks about them shows them."""
    from game.engine.lesson import load_lesson

    lesson = Lessoning(load_lesson("galaxy_express"))
    table = Table(lesson.match, 0.7, guide=lesson)
    table.next()
    table.next()
    table.play(("start", 17))
    assert lesson.cue().waits == "next" and lesson.match.actor == CHANCE
    assert table.busy
    settle(table)
    assert lesson.match.state.showing == {"sun": [1, 4], "moon": [2, 4]}  # the lesson's coins, turned up
    assert not table.busy
