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
        "Mensch", "Mensch · am Handy", "Bot · leicht", "Bot · normal", "Bot · schwer"
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


# --- the screens after a game: results, Load, Replays, a replay, the high scores --------------------------------
@pytest.fixture
def drawn(monkeypatch):
    """Every word a screen draws (through assets.text), in the order drawn."""
    from scenes import assets

    said: list[str] = []
    text = assets.text

    def recording(words_drawn, *args, **kwargs):
        said.append(words_drawn)
        return text(words_drawn, *args, **kwargs)

    monkeypatch.setattr(assets, "text", recording)
    return said


def _finished_race(app, seed=21):
    from scenes.play import PlayScene
    from scenes.results import ResultsScene
    from scenes.shots import demo_match
    from tests.ui import frames

    app.push(PlayScene(demo_match("race", seed, to_end=True)))
    frames(app, 2)
    assert isinstance(app.top, ResultsScene)
    return app.top


def _fits_its_button(button) -> bool:
    from scenes import assets

    return assets.widget_font(16).size(button.text)[0] <= button.rect.width - 16


def test_the_results_speak_german_with_places_names_and_the_deal_code(german, drawn):
    results = _finished_race(german)
    results.clock = 10.0
    german.draw()
    result, names = results.result, results.play.names
    assert f"{names[result.winners[0]]} gewinnt!" in drawn
    assert {"Platz", "Spieler", "Feld", "1.", "2."} <= set(drawn)  # the race's score column is its own word
    assert any(line.startswith("Spielcode ") for line in drawn)
    assert not {"place", "player", "1st", "Deal code"} & {line.split(" ")[0] for line in drawn}
    buttons = [button for button in results.choices]
    assert [button.text for button in buttons] == ["Revanche", "Neues Spiel", "Partie speichern", "Ansehen", "Menü"]
    assert all(_fits_its_button(button) for button in buttons), "a German word runs out of its button"
    assert all(results.box.contains(button.rect) for button in buttons)


def test_the_results_word_several_winners_tie_breaks_and_a_games_own_headline(german):
    from game.rules.core import Result
    from game.rules.words import Seat, msg
    from scenes.results import _headline, _ordinal

    names = ["Ana", "Ben", "Cleo"]
    both = Result(scores=(5, 5, 1), ranks=(1, 1, 3), winners=(0, 1))
    assert _headline(both, names) == "Ana und Ben gewinnen!"
    assert _headline(Result(scores=(5, 1, 1), ranks=(1, 2, 2), winners=(0,)), names) == "Ana gewinnt!"
    assert (
        _headline(Result((0, 0, 0), (1, 1, 1), (), finished=False), names)
        == "Vor dem Ende abgebrochen: niemand gewinnt"
    )
    assert _headline(both, names, msg("{who} is first", who=Seat(2))) == "Cleo is first"  # a message, its seat named
    assert [_ordinal(n) for n in (1, 2, 3, 11, 21)] == ["1.", "2.", "3.", "11.", "21."]
    words.use("en")
    assert _headline(both, names) == "Ana and Ben win!"
    assert [_ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st"
    ]  # fmt: skip


def test_tie_breaks_given_as_messages_are_worded_with_the_players_names(german, drawn):
    import dataclasses

    from game.rules.words import Seat, msg

    results = _finished_race(german)
    results.summary = {}
    results.result = dataclasses.replace(results.result, tie_breaks=(msg("{who} got there first", who=Seat(0)),))
    results.clock = 10.0
    german.draw()
    said = f"Entscheidung bei Gleichstand: {results.play.names[0]} got there first"
    assert any(said.startswith(line) for line in drawn if line.startswith("Entscheidung"))


def test_load_and_replays_speak_german(german, drawn, monkeypatch, tmp_path):
    from scenes import assets
    from scenes.files import FilesScene

    deep = tmp_path / "ein Ordner mit einem sehr langen Namen" / "und noch einer darin" / "Star Table"
    monkeypatch.setenv("STAR_TABLE_HOME", str(deep))  # the folder line must still end inside the list

    for mode, title, verb in (("load", "Partie laden", "Weiterspielen"), ("replays", "Wiederholungen", "Ansehen")):
        files = FilesScene(mode)
        german.push(files)
        files.read_all()
        drawn.clear()
        german.draw()
        assert title in drawn and any(line.startswith("Noch keine Partien.") for line in drawn)
        folder = next(line for line in drawn if line.startswith("Partien liegen in "))
        assert assets.font(18).size(folder)[0] <= files.list_rect.width, "the folder's line runs past the list"
        assert {files.open_button.text, files.back.text} == {verb, "Zurück"}
        files.open(None)
        assert german.toasts[-1].text == "Wähle zuerst eine Partie."
        german.pop()


def test_a_game_with_hidden_hands_in_play_is_kept_from_replays_in_german(german):
    from game.engine import Match, SeatInfo
    from game.saves.library import read
    from scenes.files import secrets_in_play
    from tests.test_saves_library import record_file

    match = Match("all_in_all", [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Cleo")], seed=5)
    saved = read(record_file(match, "game.json"))
    assert secrets_in_play(saved).startswith("Diese Partie All in All läuft noch")


def test_a_replay_speaks_german(german, drawn):
    from scenes.replay import ReplayScene
    from scenes.shots import demo_match

    replay = ReplayScene(demo_match("race", 21, to_end=True).record)
    german.push(replay)
    replay.go(3)
    german.draw()
    assert "Wiederholung · Hyperraum-Rennen" in drawn and "Züge" in drawn
    assert f"Zug 3 von {len(replay.lines)} · Links/Rechts: Schritt · Leertaste: abspielen" in drawn
    assert (replay.play_button.text, replay.back.text) == ("Abspielen", "Zurück")
    replay.toggle()
    assert replay.play_button.text == "Pause"


def test_a_replays_keys_line_stays_in_its_panel_in_german_with_a_long_name(german, drawn):
    from game.engine import Match, SeatInfo
    from scenes import assets
    from scenes.replay import ReplayScene

    seats = [SeatInfo("Kassiopeia-Andromeda"), SeatInfo("Ben"), SeatInfo("Cleo")]
    replay = ReplayScene(Match("all_in_all", seats, seed=5).record)
    german.push(replay)
    german.draw()
    title = next(line for line in drawn if line.startswith("Wiederholung · "))
    keys = next(line for line in drawn if line.startswith("Zug 0 von 0"))
    right = 40 + assets.font(30, True).size(title)[0] + assets.font(22).size(keys)[0]
    assert right <= german.size[0] - 20, "the replay's keys run past its top panel"


def test_the_high_scores_speak_german_with_its_dates_and_plurals(german):
    from scenes.setup_scores import score_line

    entry = {"total": 37, "date": "2026-11-03", "deal": "4E9PPS9", "daily": True, "deliveries": 1, "refuels": 2,
             "coins_left": 1, "assists": 2}  # fmt: skip
    assert score_line(2, entry) == (
        " 2.   37  ·  03.11.2026  ·  4E9PPS9 (Spiel des Tages)  ·  1 Lieferung, 2× getankt, 1 Münze  ·  2 Hilfen"
    )
    assert "1 Hilfe" in score_line(1, {**entry, "assists": 1})
    assert "  ·  11/3/2026  ·  " in score_line(1, {**entry, "date": "11/3/2026"})  # a date written by hand stays
    words.use("en")
    assert score_line(2, entry) == (
        " 2.   37  ·  Nov 3, 2026  ·  4E9PPS9 (daily)  ·  1 delivery, 2 refuels, 1 coin  ·  2 assists"
    )


def test_the_high_scores_table_at_the_setup_speaks_german(german, drawn):
    from scenes.setup import SetupScene

    setup = SetupScene(get("galaxy_express"))
    german.push(setup)
    assert setup.scores_button.text == "Bestenliste"
    setup.show_scores(True)
    german.draw()
    assert "Galaxy Express · Bestenliste" in drawn
    assert "Beliebige Taste oder Klick: zurück zum Einrichten" in drawn
    assert any(line.startswith("Noch kein beendetes Spiel") for line in drawn)


def test_a_missing_file_is_named_in_german_and_the_window_goes_on(german):
    from scenes import assets

    with pytest.raises(assets.AssetError) as missing:
        assets.asset_path("art/nowhere.png")
    assert str(missing.value).startswith("Datei fehlt: ") and "installiere Star Table neu" in str(missing.value)
    german.recover(missing.value)
    assert german.toasts[-1].text.startswith("Dieser Bildschirm lässt sich nicht zeigen: Datei fehlt: ")
