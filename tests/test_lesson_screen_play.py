"""A lesson at the play screen: the panel says the step and stands clear of what it points at, only what the step
allows is offered, any other click gets the lesson's words, Next / Back / Leave, F1 at the step's section, the
progress kept, and after the last step the real game."""

from __future__ import annotations

import json

import pygame
import pytest

from game.engine.lesson import Lessoning, parse
from game.saves import lesson_progress
from scenes import palette
from scenes.lesson_spots import check
from tests.test_lesson import RACE
from tests.ui import click, frames, key, press


def race_lesson(data=RACE):
    return parse(json.loads(json.dumps(data)), "race_test")


@pytest.fixture
def lesson(app):
    app.open("play", lesson=Lessoning(race_lesson()))
    frames(app, 2)
    return app.top


def panel_buttons(play) -> dict:
    return {what: button for button, what in play.lesson.buttons.items()}


def toasts(app) -> list[str]:
    return [toast.text for toast in app.toasts]


def said(play) -> str:
    """What the panel says under the step's words to a click the step does not ask for."""
    return play.lesson.note


def test_the_panel_says_the_step_and_covers_none_of_its_spots(app, lesson):
    panel = lesson.lesson
    words = " ".join(run.text for line in panel.lines for _x, run in line)
    assert words == "Welcome, Ana."
    spots = panel.spots(lesson)
    assert spots == [lesson.board.spot("square:1")]
    assert not any(panel.rect.colliderect(spot) for spot in spots)
    assert pygame.Rect((0, 0), app.size).contains(panel.rect)
    assert not panel.rect.colliderect(lesson.frame.board_rect)  # beside the table, over the move log
    assert set(panel_buttons(lesson)) == {"next", "leave"}  # no Back at the first step


def test_any_other_click_is_answered_in_the_lessons_words(app, lesson):
    click(app, lesson.board.die_rect.center)  # a roll, while the step asks to read and press Next
    frames(app, 1)
    assert said(lesson) == "Read this first, then press Next." and lesson.match.record.actions == []
    key(app, pygame.K_z, "z", pygame.KMOD_CTRL)  # undo is the lesson's Back
    assert said(lesson) == "Read this first, then press Next. (Back takes a step back.)"


def test_only_what_the_step_allows_is_offered_and_next_goes_on(app, lesson):
    key(app, pygame.K_RETURN)  # Enter is Next on a step that waits for it
    frames(app, 2)
    assert lesson.lesson.cue().index == 1
    assert list(lesson.action_buttons.values()) == ["leave"]  # "Advance" is not offered: the step teaches Leave
    assert set(panel_buttons(lesson)) == {"back", "leave"}
    runs = [(run.text, run.colour) for line in lesson.lesson.lines for _x, run in line]
    assert runs == [("Leave", palette.INK), ("hyperspace.", palette.ACCENT)]  # the game's word lit, its stop kept on
    lesson.try_action("advance")  # legal in the rules, not in this step
    assert said(lesson) == "In this lesson, leave hyperspace first."
    press(app, next(b for b, a in lesson.action_buttons.items() if a == "leave"))
    frames(app, 2)
    assert lesson.lesson.cue().index == 2
    assert lesson_progress.read_progress().step("race_test") == 2  # kept as it goes: Leave resumes here


def test_back_steps_back_one_step_with_the_table(app, lesson):
    key(app, pygame.K_RETURN)
    frames(app, 1)
    lesson.try_action("leave")
    frames(app, 2)
    assert lesson.lesson.cue().index == 2 and len(lesson.match.record.actions) == 1
    press(app, panel_buttons(lesson)["back"])
    frames(app, 2)
    assert lesson.lesson.cue().index == 1 and lesson.match.record.actions == []
    assert list(lesson.action_buttons.values()) == ["leave"]


def test_f1_opens_the_rules_at_the_steps_section(app):
    data = dict(RACE, steps=[dict(RACE["steps"][0], section="hyperspace"), *RACE["steps"][1:]])
    app.open("play", lesson=Lessoning(race_lesson(data)))
    frames(app, 1)
    key(app, pygame.K_F1)
    assert app.top.name == "rules" and app.top.section == "hyperspace"


def test_leave_keeps_the_step_and_goes_to_the_menu(app, lesson):
    key(app, pygame.K_RETURN)
    frames(app, 1)
    press(app, panel_buttons(lesson)["leave"])
    assert app.top.name == "menu"
    assert lesson_progress.read_progress().step("race_test") == 1


def test_after_the_last_step_the_real_game_begins(app, lesson):
    data = dict(RACE, steps=[RACE["steps"][0], {"says": "Off you go.", "next": True}])
    app.open("play", lesson=Lessoning(race_lesson(data)))
    frames(app, 1)
    for _ in range(2):
        key(app, pygame.K_RETURN)
        frames(app, 2)
    real = app.top
    assert real.name == "play" and real.lesson is None and real is not lesson
    assert [seat.kind for seat in real.match.seats] == ["human", "bot"] and real.match.record.actions == []
    assert real.match.names == ["Ana", "Vega"]  # the finale's unnamed seat is the learner's
    assert lesson_progress.read_progress().finished("race_test")
    assert "Lesson finished: now a real game." in toasts(app)


def test_the_check_finds_every_spot_and_names_one_that_is_missing():
    assert check(race_lesson()) == []
    data = dict(RACE, steps=[dict(RACE["steps"][0], points=["square:1", "square:100"]), *RACE["steps"][1:]])
    problems = check(race_lesson(data))
    assert problems == [
        "race_test, step 1: 'square:100' is not on the race table at 1024x600",
        "race_test, step 1: 'square:100' is not on the race table at 3840x2160",
    ]


def test_a_click_the_board_turns_down_says_the_steps_words_then_the_reason(app, lesson):
    key(app, pygame.K_RETURN)
    frames(app, 1)
    click(app, lesson.board.spot("square:50").center)  # on hyperspace 1 a ship may only advance or leave
    assert said(lesson).startswith("In this lesson, leave hyperspace first. (From hyperspace 1 a ship may only advance")
