"""Choosing the language: settings.json, Settings → Language (at once, no restart) and --lang."""

from __future__ import annotations

import json

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UILabel

import game.words as words
from game.cli import _parser
from game.saves.settings import Settings, settings_path
from game.words import word


@pytest.fixture(autouse=True)
def english_after():
    yield
    words._now.for_this_run = None
    words.use("en")


def _write_settings(**values):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "star-table-settings", "version": 1, **values}))


def _labels(scene) -> list[str]:
    return [element.text for element in scene.root.elements if isinstance(element, UILabel)]


@pytest.mark.parametrize("value", ["de", "en", "auto"])
def test_a_language_in_settings_json_is_read(star_table_home, value):
    _write_settings(language=value)
    settings, problem = Settings.load()
    assert problem is None and settings.language == value


@pytest.mark.parametrize("value", ["fr", "DE", "", 3, None, ["de"], {"de": 1}])
def test_a_bad_language_in_settings_json_is_read_as_automatic(star_table_home, value):
    _write_settings(language=value, music_volume=0.2)
    settings, problem = Settings.load()
    assert problem is None and settings.language == "auto" and settings.music_volume == 0.2


def test_settings_offer_automatic_english_and_deutsch_and_switch_every_screen_at_once(star_table_home):
    from scenes.app import make_app

    app = make_app("1280x720", headless=True)
    app.open("settings")
    scene = app.top
    assert [text for text, _ in scene.language_menu.options_list] == ["Automatic", "English", "Deutsch"]
    assert "Language" in _labels(scene)
    menu_version = app.stack_version
    app.handle(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=scene.language_menu, text="Deutsch"))
    assert words.language() == "de"
    assert "Sprache" in _labels(app.top) and "Language" not in _labels(app.top)  # built again, in German
    assert app.top.language_menu.selected_option[0] == "Deutsch"
    assert [text for text, _ in app.top.language_menu.options_list][0] == "Automatisch"
    assert app.stack_version > menu_version  # the screens beneath are laid out again too
    assert json.loads(settings_path().read_text())["language"] == "de"  # remembered
    app.handle(
        pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=app.top.language_menu, text="English")
    )
    assert words.language() == "en" and "Language" in _labels(app.top)
    pygame.display.quit()
    again = make_app("1280x720", headless=True)
    assert again.settings.language == "en" and words.language() == "en"
    pygame.display.quit()


def test_a_remembered_language_is_spoken_from_the_start(star_table_home):
    from scenes.app import make_app

    _write_settings(language="de")
    make_app("1280x720", headless=True)
    assert words.language() == "de" and words.seat_name(0) == "Spieler 1"
    pygame.display.quit()


def test_automatic_follows_the_system(star_table_home, monkeypatch):
    from scenes.app import make_app

    monkeypatch.setenv("LANGUAGE", "de_DE")
    make_app("1280x720", headless=True)
    assert words.language() == "de"
    pygame.display.quit()
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    make_app("1280x720", headless=True)
    assert words.language() == "en"
    pygame.display.quit()


@pytest.mark.parametrize(
    "argv",
    [
        ["--lang", "de"],
        ["--lang", "de", "play"],
        ["play", "--lang", "de"],
        ["screenshot", "menu", "--out", "x.png", "--lang", "de"],
    ],
)
def test_lang_is_taken_before_or_after_the_command(argv):
    assert _parser().parse_args(argv).lang == "de"
    assert _parser().parse_args([a for a in argv if a not in ("--lang", "de")]).lang is None


def test_lang_refuses_a_language_we_do_not_speak(capsys):
    with pytest.raises(SystemExit):
        _parser().parse_args(["--lang", "fr"])
    assert "invalid choice" in capsys.readouterr().err


def test_lang_speaks_for_this_run_only_and_the_file_keeps_the_players_choice(star_table_home):
    from game.cli import main
    from scenes.app import make_app

    _write_settings(language="en")
    main(["--lang", "de", "games"])  # a command without a window: nothing to say, --lang is kept for the run
    assert words.for_this_run() == "de"
    app = make_app("1280x720", headless=True)
    assert words.language() == "de" and app.settings.language == "de"
    app.settings.music_volume = 0.1
    assert app.settings.save() is None
    assert json.loads(settings_path().read_text())["language"] == "en"  # --lang was for this run
    pygame.display.quit()


def _button_texts(scene) -> list[str]:
    from pygame_gui.elements import UIButton

    return [element.text for element in scene.root.elements if isinstance(element, UIButton)]


def test_switching_from_the_pause_box_speaks_german_on_the_pause_box_and_the_table_beneath(star_table_home):
    from game.engine import SeatInfo
    from scenes.app import make_app
    from scenes.play import PlayScene, new_match
    from tests.ui import key

    app = make_app("1280x720", headless=True)
    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=2)
    play = PlayScene(match)
    app.push(play)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert "Resume" in _button_texts(pause)
    app.open("settings")
    app.handle(
        pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=app.top.language_menu, text="Deutsch")
    )
    app.pop()
    assert app.top is pause and "Weiterspielen" in _button_texts(pause) and "Resume" not in _button_texts(pause)
    prompt = play.board.prompt(match.state.view(0), 0, match.state.legal_actions())
    assert prompt.startswith("Hyperraumfeld 1: vor auf 8")
    assert "springt" in word(
        match.describe("advance"), match.names
    )  # the log, worded again in German; the game is the same
    pygame.display.quit()
