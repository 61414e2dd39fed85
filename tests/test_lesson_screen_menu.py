"""The menu's cards offer Learn beside Play: Learn first for a game never played, the progress per lesson shown,
Hyperline's lessons to choose from, and a lesson left resumed at its step."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import game.engine.lesson as engine_lesson
from game.saves import lesson_progress
from tests.test_lesson import RACE
from tests.ui import frames, key, press


@pytest.fixture
def taught(tmp_path, monkeypatch):
    """Lessons for the race (one) and Hyperline (three), in a folder of their own."""
    folder = tmp_path / "lessons"
    folder.mkdir()
    (folder / "race_basics.json").write_text(json.dumps(RACE))
    for order, name in enumerate(("moving", "ship", "winning"), 1):
        data = dict(RACE, game="hyperline", title=f"Hyperline: {name}", order=order, bots={}, chance=[],
                    steps=[{"says": "Welcome.", "next": True}], finale=RACE["finale"])  # fmt: skip
        (folder / f"hyperline_{name}.json").write_text(json.dumps(data))
    monkeypatch.setattr(engine_lesson, "lessons_dir", lambda: Path(folder))
    return folder


def card_buttons(menu, game_id) -> dict:
    return {what: button for button, (game, what) in menu.card_buttons.items() if game == game_id}


def test_a_game_never_played_offers_learn_first_and_play_remembers_it(app, taught):
    app.reset("menu")
    menu = app.top
    race = card_buttons(menu, "race")
    assert set(race) == {"learn", "play"} and not card_buttons(menu, "galaxy_express")  # no lesson: no Learn
    assert menu.learn_first("race")
    assert race["learn"].object_ids[-1] == "#primary_button"
    assert menu.progress_words("race") == "Lesson: not started"
    press(app, race["play"])
    assert app.top.name == "setup"
    assert lesson_progress.read_progress().played == {"race"}
    app.reset("menu")
    assert not app.top.learn_first("race")
    assert card_buttons(app.top, "race")["play"].object_ids[-1] == "#primary_button"


def test_learn_starts_the_lesson_and_resumes_it_at_its_step(app, taught):
    app.reset("menu")
    press(app, card_buttons(app.top, "race")["learn"])
    play = app.top
    assert play.name == "play" and play.lesson.cue().index == 0
    key(app, 13)  # Enter: Next
    frames(app, 2)
    app.reset("menu")
    assert app.top.progress_words("race") == "Lesson: step 2 of 8"
    key(app, ord("l"), "l")  # L learns the ringed game (the race, first)
    assert app.top.lesson.cue().index == 1  # where the learner left it


def test_hyperlines_learn_lists_its_three_lessons(app, taught):
    app.reset("menu")
    menu = app.top
    assert menu.progress_words("hyperline") == "Lessons: 0 of 3 finished"
    press(app, card_buttons(menu, "hyperline")["learn"])
    listed = card_buttons(menu, "hyperline")
    assert {"hyperline_moving", "hyperline_ship", "hyperline_winning"} <= set(listed)
    press(app, listed["hyperline_ship"])
    assert app.top.name == "play" and app.top.lesson.lesson_id == "hyperline_ship"


def test_a_damaged_progress_file_is_said_once_on_the_menu(app, taught):
    path = lesson_progress.progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{")
    app.reset("menu")
    assert any("Lesson progress starts afresh" in toast.text for toast in app.toasts)
    assert app.top.progress_words("race") == "Lesson: not started"


@pytest.mark.parametrize("language", ["en", "de"])
def test_hyperlines_lessons_are_listed_whole_in_the_smallest_window(language, monkeypatch):
    import pygame

    import game.words as words
    from scenes import menu as menu_module
    from scenes.app import make_app

    shipped = {"race", "galaxy_express", "expressway42", "all_in_all", "hyperline"}
    five = [info for info in menu_module.games() if info.id in shipped]  # the cards a player sees (no test games)
    monkeypatch.setattr(menu_module, "games", lambda: five)
    app = make_app("1024x600", headless=True)
    try:
        words.use(language)
        app.reset("menu")
        menu = app.top
        press(app, card_buttons(menu, "hyperline")["learn"])
        listed = [button.text for button, (game, what) in menu.card_buttons.items() if what.startswith("hyperline_")]
        assert len(listed) == 3 and not any("…" in label for label in listed), listed
    finally:
        words.use("en")
        pygame.display.quit()


DAMAGED = (  # what a playtester's menu said at once, each on two lines at 1024x600
    "Lesson progress starts afresh: the old file could not be used (the file is not JSON (Expecting property name "
    "enclosed in double quotes)); it was kept as /home/ana/.local/share/star-table/lessons.damaged-20261129.json.",
    "The settings could not be used (the file is not JSON (Expecting property name enclosed in double quotes)); it "
    "was kept as /home/ana/.config/star-table/settings.damaged-20261129.json, and the defaults are used.",
)


@pytest.mark.parametrize("size", ["1024x600", "1280x720", "1024x768", "1920x1080"])
def test_messages_on_the_menu_cover_no_cards_learn_or_play(size):
    """At 1024x600 two messages stacked above the buttons row covered the cards' Learn and Play buttons."""
    import pygame

    from scenes.app import make_app

    app = make_app(size, headless=True)
    window = pygame.Rect((0, 0), app.size)

    def covered() -> list:
        needed = [button.rect for button in (*menu.card_buttons, *menu.buttons)]
        assert len(needed) > 10
        boxes = [box for _toast, box, _lines in app.toast_boxes(app.size)]
        assert all(window.contains(box) for box in boxes)
        return [box for box in boxes if box.collidelist(needed) != -1]

    try:
        menu = app.top
        for words in DAMAGED:
            app.toast(words, "error", 10)
        assert len(app.toast_boxes(app.size)) == 2, "both damaged files are said at once"
        assert not covered(), f"a message covers a button at {size}"
        press(app, card_buttons(menu, "hyperline")["learn"])  # its three lessons listed over the card's art
        for words in ("Move taken back.", "A third message."):
            app.toast(words)
            assert app.toast_boxes(app.size)[0][0].text == words, "the newest is shown"
            assert not covered(), f"a message covers a button at {size}"
    finally:
        pygame.display.quit()
