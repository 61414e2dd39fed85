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


def test_the_words_for_a_wrong_click_go_when_the_step_moves_on(app, lesson):
    key(app, pygame.K_RETURN)
    frames(app, 1)
    lesson.try_action("advance")  # the step teaches Leave
    frames(app, 1)
    assert said(lesson) == "In this lesson, leave hyperspace first."
    press(app, next(b for b, a in lesson.action_buttons.items() if a == "leave"))
    frames(app, 2)
    assert lesson.lesson.cue().index == 2 and said(lesson) is None


def test_next_that_plays_moves_on_shows_them_in_the_move_log(app):
    from tests.test_lesson import SKIPPING

    app.open("play", lesson=Lessoning(race_lesson(SKIPPING)))
    frames(app, 2)
    play = app.top
    key(app, pygame.K_RETURN)  # the step's `then`: Vega leaves hyperspace
    frames(app, 2)
    assert len(play.log_lines) == len(play.match.record.actions) and "Vega" in play.log_lines[-1]


def test_the_board_lights_only_what_the_step_allows(app, lesson):
    view = lesson.table_props().view
    assert set(lesson.board.lit_squares(view, ["advance", "leave"])) == {1, 8}  # a game: both choices lit
    key(app, pygame.K_RETURN)  # the step teaches Leave
    frames(app, 2)
    props = lesson.table_props()
    assert props.legal == ["leave"]
    assert set(lesson.board.lit_squares(props.view, props.legal)) == {1}  # not 8, Advance's target


def test_the_42_board_lights_only_the_piles_a_step_offers():
    from scenes.boards import board_class

    board = board_class("expressway42")
    assert board.offered_piles([("pile", 3)]) == {3}  # a lesson's step: the one pile it teaches
    assert board.offered_piles([("pile", 1), ("pile", 3)]) == {1, 3}
    assert board.offered_piles([]) == set()  # a Next step: none lit


def test_while_the_lesson_holds_the_table_no_bot_is_said_to_think(app):
    from tests.test_lesson import SKIPPING

    app.open("play", lesson=Lessoning(race_lesson(SKIPPING)))  # Vega's turn, held by a Next step
    frames(app, 2)
    play = app.top
    props = play.table_props()
    assert play.match.actor == 1 and props.held
    assert play.frame.prompt(props) == "Read the lesson, then press Next."
    assert play.frame.turn_words(None, props.held) == ""
    assert play.frame.turn_words(None, False) == "is thinking…"  # in a game, the bar says so


def test_the_check_asks_for_a_spot_where_the_step_shows_after_the_bots_moved():
    steps = [dict(step) for step in RACE["steps"]]
    steps[4]["points"] = ["button:roll"]  # "Roll again." begins on Vega's turn: the die is the learner's once she moved
    assert check(race_lesson(dict(RACE, steps=steps))) == []


def test_nothing_runs_from_the_panel_across_the_table_to_the_spot(app, lesson):
    """An arrow from the panel crossed the words between (Hyperline's list rows, the race's square numbers)."""
    panel = lesson.lesson
    panel.update(10)  # the step's pulse over
    surface = pygame.Surface(app.size)
    panel.draw(surface, lesson)
    spot, rect = panel.spots(lesson)[0], panel.rect
    start = pygame.Vector2(rect.x, min(max(spot.centery, rect.y), rect.bottom))
    for n in range(1, 20):
        point = start.lerp(spot.center, n / 20)
        if not spot.inflate(24, 24).collidepoint(point):
            assert surface.get_at((int(point.x), int(point.y)))[:3] == (0, 0, 0), point


def test_a_lessons_panel_is_wider_in_a_large_window():
    from scenes.frame import SIDE, lesson_side

    assert lesson_side(1024) == lesson_side(1280) == SIDE  # the side column of a game
    assert lesson_side(1920) == lesson_side(3840) == SIDE + 200


def test_back_stays_where_it_is_whether_or_not_next_is_shown(app, lesson):
    """A playtester clicked Back twice: the second click hit Next, which had taken Back's place."""
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert lesson.lesson.cue().waits == "action"
    back = panel_buttons(lesson)["back"].rect.copy()
    lesson.try_action("leave")
    frames(app, 2)
    click(app, lesson.board.die_rect.center)  # the learner's roll
    frames(app, 30)
    assert lesson.lesson.cue().waits == "next", "the lesson should wait for Next after the roll"
    assert panel_buttons(lesson)["back"].rect == back
    assert "next" in panel_buttons(lesson)
