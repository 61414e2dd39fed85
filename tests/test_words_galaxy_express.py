"""Galaxy Express speaks in messages, worded in the player's language: its log, table and assists in German, its
records holding moves (never words), its deal folded in the log by what the steps did, not by their words."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import game.words as words  # noqa: E402
from game.engine import Match, SeatInfo  # noqa: E402
from game.rules import CHANCE, TERMINAL  # noqa: E402
from game.rules.galaxy_express import START  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from tests.played import worded
from tests.ui import frames, key  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "game" / "rules" / "galaxy_express.py"
MAKERS = {"msg", "nmsg", "pmsg", "npmsg", "N_"}
"""game.rules.words's message makers: their words are catalogue ids, worded where shown."""


@pytest.fixture(autouse=True)
def english_after():
    yield
    words.use("en")


def _flown(seed: int, steps: int) -> Match:
    """A pilot's random flight from the deal: chance rolled, decisions random (never an assist)."""
    match = Match("galaxy_express", [SeatInfo("Ana")], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if match.state.actor == TERMINAL:
            break
        if match.state.actor == CHANCE:
            match.roll()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    return match


# --- the log and the table in German ------------------------------------------------------------------------
def test_the_log_speaks_german_with_the_pilots_name():
    english = worded(_flown(3, 60))
    words.use("de")
    german = worded(_flown(3, 60))
    assert len(german) == len(english)
    assert german[16] == "Die Sternkarte liegt aus: 12 Plättchen, und die Lieferliste steht"
    assert re.fullmatch(r"Ana startet vom Planeten auf [a-h][1-6]", german[17])
    assert any(re.fullmatch(r"Ana warpt mit Tempo \d+ nach (oben|unten|links|rechts), von \w+ nach \w+", line)
               for line in german)  # fmt: skip
    assert any(line.startswith("Ana setzt Schub ") for line in german)
    assert not [line for line in german if re.search(r"\b(spends|warps|coin|turned up|launches|Tile)\b", line)]


def test_a_refusal_and_the_stop_answer_speak_german():
    match = _flown(3, 20)
    while match.state.phase != "coin":
        match.roll() if match.state.actor == CHANCE else match.apply(match.state.legal_actions()[0])
    state = match.state
    words.use("de")
    assert words.word(state.explain("fly")).startswith("'fly' ist kein Zug in Galaxy Express")
    answer = state.can_stop_answer()["text"]
    assert words.word(answer).startswith("Ja: ")


def test_a_choice_is_labelled_without_the_pilots_name_in_either_language():
    match = _flown(3, 20)
    while match.state.phase != "coin":
        match.roll() if match.state.actor == CHANCE else match.apply(match.state.legal_actions()[0])
    state = match.state
    labels = [words.word(state.label(action), ["Ana"]) for action in state.legal_actions()]
    assert all(label.startswith(("Spend Thrust", "Spend Brake", "Refuel at planet")) for label in labels), labels
    words.use("de")
    labels = [words.word(state.label(action), ["Ana"]) for action in state.legal_actions()]
    assert all(re.match(r"(Schub|Bremse) \d einsetzen: Tempo|Auf Planet \d tanken", label) for label in labels), labels
    assert not any("Ana" in label for label in labels)


@pytest.fixture
def german_play(app):
    """A new game at the table in German, at its launch decision."""
    words.use("de")
    app.settings.animation_speed = "instant"
    match = new_match("galaxy_express", [SeatInfo("Ana")], seed=8)
    play = PlayScene(match)
    app.push(play)
    for _ in range(40):
        frames(app, 1)
        if match.state.phase == START:
            break
    return play


def test_the_table_speaks_german_and_folds_the_deal_by_what_it_did(german_play, app):
    """The deal's 17 steps are one line: the fold reads the steps' events, so it holds in German (word matching
    English lines showed every German step)."""
    play = german_play
    shown = [line for line in play.log_lines if not play.board.folded_in_log(line)]
    assert shown == ["Die Sternkarte liegt aus: 12 Plättchen, und die Lieferliste steht"]
    logged = " ".join(run.text for line in play.frame.log_view.lines for _x, run in line)
    assert logged.startswith("1. Die Sternkarte liegt aus") and "Plättchen 3" not in logged
    assert play.board.prompt(play.board.props.view, 0, play.board.props.legal).startswith("Wähle deinen Startplaneten")
    key(app, pygame.K_1, "1")
    for _ in range(20):
        frames(app, 1)
        if play.match.state.phase == "coin":
            break
    board = play.board
    prompt = board.prompt(board.props.view, 0, board.props.legal)
    assert prompt.startswith("Tempo 0. Wähle eine Münze: 1–2 Schub, 3–4 Bremse")
    labels = [label for label, _action, _key in board.buttons(board.props.view, board.props.legal)]
    assert labels == ["Tanken  [R]", "Anhalten?  [S]"]  # launched in orbit: a refuel is open
    assert board.seat_status(board.props.view, 0) == "Tempo 0, 0/6"
    key(app, pygame.K_s, "s")
    frames(app, 2)
    assert app.toasts[-1].text.startswith("Im Orbit")  # the assist's answer, worded from the rules' numbers
    words.use("en")  # the language changed mid-game: the answer kept in the prompt follows
    assert board.prompt(board.props.view, 0, board.props.legal).startswith("In orbit")


def test_the_hint_is_worded_in_german_from_the_advice_modules_reason(german_play, app):
    key(app, pygame.K_1, "1")
    for _ in range(20):
        frames(app, 1)
        if german_play.match.state.phase == "coin":
            break
    key(app, pygame.K_h, "h")
    frames(app, 2)
    said = app.toasts[-1].text
    assert re.match(r"(Schub|Bremse) \d", said), said
    assert not re.search(r"\b(Thrust|Brake|slide|ship|up|down|left|right)\b", said)


def test_the_results_headline_and_score_card_speak_german():
    from game.words.results import summary as results_words

    match = _flown(3, 400)
    assert match.state.actor == TERMINAL
    words.use("de")
    summary = results_words(match.info, match.state.view(0), match.state.result(), match.names)
    card = match.state.score_card()
    headline = "Alles geliefert!" if card["won"] else "Verschollen im All:"
    assert summary["headline"].startswith(headline) and summary["headline"].endswith("Punkte")
    assert summary["lines"][0][0].startswith("„") and card["band"] not in summary["lines"][0][0]
    assert "für Lieferungen" in summary["lines"][1][0]
