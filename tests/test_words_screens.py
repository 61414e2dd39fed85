"""The menu, the setup and the play frame speak the player's language; what they remember stays English."""

from __future__ import annotations

import json

import pygame
import pytest
from pygame_gui.elements import UIButton, UILabel

import game.words as words
from game.rules import get
from game.saves.settings import settings_path


@pytest.fixture
def german(star_table_home):
    from scenes.app import make_app

    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "star-table-settings", "version": 1, "language": "de"}))
    app = make_app("1024x600", headless=True)
    assert words.language() == "de"
    yield app
    words.use("en")
    pygame.display.quit()


def _texts(scene, kind) -> list[str]:
    return [element.text for element in scene.root.elements if isinstance(element, kind)]


def test_the_menu_speaks_german_and_names_each_game_in_its_own_catalogue(german):
    menu = german.top
    assert {"Partie laden", "Wiederholungen", "Einstellungen", "Beenden"} <= set(_texts(menu, UIButton))
    from scenes.frame import marked

    race = next(info for _, info in menu.cards if info.id == "race")
    assert marked(race.title) == "Hyperraum-Rennen" and marked(race.pitch).startswith("Jage über 99 Felder")


def test_a_german_card_title_wider_than_its_card_is_drawn_smaller_not_out_of_it():
    from scenes import assets
    from scenes.menu import _title_size

    pygame.init()
    assert _title_size(178, "Hyperspace Race") == 24  # English keeps its size
    size = _title_size(178, "Hyperraum-Rennen")
    assert size < 24 and assets.font(size).size("Hyperraum-Rennen")[0] <= 178 - 24


def test_setup_shows_german_seat_kinds_and_remembers_the_english_ones(german):
    from scenes.play import PlayScene
    from scenes.setup import SetupScene, _choose

    setup = SetupScene(get("race"))
    german.push(setup)
    assert [menu.selected_option[0] for menu in setup.kind_menus[:2]] == ["Mensch", "Bot · normal"]
    assert setup.name_boxes[0].get_text() == "Spieler 1"  # a default name in the player's language
    assert [text for text, _ in setup.kind_menus[1].options_list] == [
        "Mensch", "Bot · leicht", "Bot · normal", "Bot · schwer"
    ]  # fmt: skip
    assert "Spielcode" in _texts(setup, UILabel)
    assert setup.option_help[0][0].startswith("Nur wer auf demselben Hyperraumfeld steht")  # race's own catalogue
    _choose(setup.kind_menus[1], "Bot · schwer")
    setup.start_game()
    assert isinstance(german.top, PlayScene)
    assert german.top.match.seats[1].level == "hard"
    kept = json.loads(settings_path().read_text())["tables"]["race"]["seats"]
    assert kept[0][1] == "Person" and kept[1][1] == "Bot · hard"  # settings.json keeps the English keys


def test_a_bot_seat_called_by_its_german_place_gets_a_name_of_its_own(german):
    from scenes.setup import bots_named

    assert bots_named([("Ana", "Person"), ("Spieler 2", "Bot · easy"), ("Platz 3", "Bot · hard")]) == [
        ("Ana", "Person"), ("Vega", "Bot · easy"), ("Altair", "Bot · hard")
    ]  # fmt: skip
    assert bots_named([("Player 2", "Bot · easy")]) == [("Vega", "Bot · easy")]  # English places still count


def test_the_play_frame_speaks_german(german):
    from scenes.play import PlayScene
    from scenes.setup import SetupScene

    setup = SetupScene(get("race"))
    german.push(setup)
    setup.start_game()
    play = german.top
    assert isinstance(play, PlayScene)
    assert {button.text: key for button, key in play.buttons.items()} == {
        "Zurück": "undo", "Vor": "redo", "Tipp": "hint", "Regeln": "rules", "Menü": "menu"
    }  # fmt: skip
    prompt = play.frame.prompt(play.table_props())
    assert prompt == "Du bist am Zug." or "würfle" in prompt or "Hyperraum" in prompt, prompt
    play.redo()
    assert german.toasts[-1].text == "Jetzt nicht: Es gibt keinen Zug zum Wiederholen."
