"""Hyperline's table speaks the player's language: its prompts, rows and buttons, the fight screen and the card
after a fight, the results; a row offering a choice is the rules' label for it, never words cut out of a log line;
and German's long words stay inside the table's panels."""

from __future__ import annotations

import dataclasses
import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import game.words as words  # noqa: E402
from game.rules import CHANCE, get  # noqa: E402
from game.rules.core import Result  # noqa: E402
from game.rules.hyperline.board import name  # noqa: E402
from game.words.results import summary as results_words  # noqa: E402
from scenes.app import make_app  # noqa: E402
from scenes.boards.hyperline import fight_card  # noqa: E402
from scenes.shots import build_scene  # noqa: E402
from tests.test_hyperline_fight_table import _fight_at_the_table  # noqa: E402
from tests.test_hyperline_fight_words import drawn  # noqa: E402
from tests.test_hyperline_fight_words import words as words_drawn  # noqa: E402, F401 (a fixture)
from tests.test_hyperline_table import _start, _wait_for_ana  # noqa: E402
from tests.ui import frames  # noqa: E402


@pytest.fixture
def german():
    words.use("de")
    yield
    words.use("en")


def _at_the_command_menu(app):
    match, play = _start(app, seed=7)
    while match.state.phase != "command" or match.actor != 0:
        if match.actor == CHANCE:
            match.roll()
        else:
            match.apply(match.state.legal_actions()[0])
    frames(app, 1)
    assert _wait_for_ana(app, play)
    return match, play


def test_the_command_menu_its_prompt_and_buttons_speak_german(app, german):
    match, play = _at_the_command_menu(app)
    board, legal = play.board, match.state.legal_actions()
    board.refresh_list(force=True)
    rows = [row for row, _ in board.chooser.items]
    assert rows[:1] in (
        ["Bauen: hier ein Bauteil kaufen"],
        ["Bauen (nicht jetzt)"],
        ["Bauen: Schiff umbauen; hier nichts zu kaufen"],
    )
    assert "Forschen am Nexxus (nicht jetzt)" in rows and "Passen" in rows
    assert board.chooser.title.startswith("Runde ") and "(Zifferntasten, Pfeile + Enter)" in board.chooser.title
    assert not any("Build" in row or "not now" in row for row in rows), rows
    assert ("Passen  [P]", "pass", "p") in board.buttons(play.view, legal)  # a button in the player's language
    board.chooser.point_at("pass")
    prompt = board.prompt(play.view, 0, legal)
    assert prompt.startswith("Dein Befehl: Klicke deinen Sektor zum Fliegen"), prompt
    board.chooser.point_at("research")  # a command not open: why not, in German around the rules' reason
    assert board.prompt(play.view, 0, legal).startswith("Forschen am Nexxus geht jetzt nicht: ")


@pytest.mark.usefixtures("words_drawn")
def test_the_fight_screen_speaks_german(app, german):
    match, play = _fight_at_the_table(app)
    text = drawn(app, play).text
    assert "Gefecht in " in text and "Runde 1 von 3" in text, text
    assert "Bob (greift an)" in text and "Jim (verteidigt)" in text
    assert "Tempo 1 (intakte Kampfantriebe)" in text and "Beide Seiten schlagen zugleich zu" in text
    assert "Bob ist schneller und wählt, wo der Gegner steht: Wähle ein leuchtendes Kästchen." in text
    for english in ("Fight in", "Speed ", "attacks", "Gives", "Enemy ", "Both sides"):
        assert english not in text, english


def test_the_card_after_a_fight_and_the_results_speak_german(german):
    names = ["Ana", "Vega"]
    fight = {"type": "fight", "seat": 0, "foe": 1, "sector": 30}
    events = [
        fight,
        {"type": "round", "round": 1, "sector": 30},
        {"type": "roll", "purpose": "direction", "seat": 0, "value": 2},
        {"type": "give", "who": 0, "damage": 2, "sector": 30},
        {"type": "give", "who": 1, "damage": 1, "sector": 30},
        {"type": "fighters_lost", "seat": 1, "count": 2},
        {"type": "fight_over", "kind": "fight", "sector": 30},
    ]
    lines = fight_card.fight_report(events, names, 3)["lines"]
    assert (
        lines[0] == "Runde 1: Ana würfelt 2 (Gegner rechts), gibt 2 Punkte; Vega gibt 1 Punkt; Vega verliert 2 Jäger."
    )
    assert lines[1] == f"Das Gefecht in {name(30)} ist vorbei: Alle 3 Runden sind ausgefochten"
    view = {"round": 12, "points": [5, 3], "homes": ["Kepler", None]}
    summary = results_words(get("hyperline"), view, Result((5, 3), (1, 2), (0,)), names)
    assert summary["headline"] == "Ana hat in Runde 12 die Geheimnisse des Nexxus erforscht!"
    assert [line for line, _ in summary["lines"]] == [
        "Ana (Kepler): 5 von 5 Forschungspunkten",
        "Vega (kein Heimatplanet): 3 von 5 Forschungspunkten",
    ]


def test_a_row_is_the_rules_label_for_the_choice_never_cut_out_of_its_log_line(app):
    """The rules word a choice for the one who makes it (`label`); the move log's line (`describe`) names the
    actor. The table once cut the name off the log line: in German ("Ana springt ...") that left a sentence
    that no longer fit the row."""
    match, play = _at_the_command_menu(app)
    match.apply("move")
    frames(app, 1)
    assert _wait_for_ana(app, play)
    board = play.board
    props = play.table_props()
    words.use("de")  # chosen mid-game: the list is worded anew
    board.receive(
        dataclasses.replace(
            props,
            describe=lambda action: f"Ana zieht {action!r}",
            label=lambda action: f"Zug {action!r}",
        )
    )
    try:
        board.refresh_list(force=True)
    finally:
        words.use("en")
    steps = [(row, action) for row, action in board.chooser.items if isinstance(action, tuple) and action[0] == "step"]
    assert steps and all(row == f"Zug {action!r}" for row, action in steps), steps


def _panels(board) -> list[pygame.Rect]:
    geo = board.geo
    found = [geo.galaxy, geo.chooser, geo.large_ship, geo.store, geo.stacks, geo.research]
    return found + [rect for _, rect in board.small_ships(board.props.view)]


@pytest.mark.usefixtures("words_drawn")
@pytest.mark.parametrize("size", ["1024x600", "1920x1080"])
@pytest.mark.parametrize("after", [0, 60])
def test_every_german_word_on_the_table_stays_inside_its_panel(size, after):
    """German is long ("Lager (je 8) und Brücken-Upgrades", "Hyperlinien-Stapel"): nothing the table draws may
    leave the panel it belongs to, at the smallest window and at 1080p."""
    made = make_app(size, headless=True)
    words.use("de")
    try:
        build_scene(made, "hyperline", seed=3, after=after)
        made.ui.update(0.02)
        play = made.top
        play.board.refresh_list(force=True)
        surface = drawn(made, play)
        assert len(surface.drawn) > 10
        panels = _panels(play.board)
        for text, rect in surface.drawn:
            home = [panel for panel in panels if panel.colliderect(rect)]
            assert home, f"{text!r} at {rect} is outside every panel at {size}"
            assert any(panel.contains(rect) for panel in home), f"{text!r} at {rect} leaves its panel at {size}"
    finally:
        words.use("en")
        pygame.display.quit()
