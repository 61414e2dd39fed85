"""42: Hyperspace Expressway speaks in messages: its log, refusals, choices and table in English or German;
records hold moves, never words."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

import game.words as words
from game.engine import Match, SeatInfo
from game.engine.chance import sample
from game.rules import CHANCE, TERMINAL
from game.rules.expressway42 import CAPTURE, OVER, SMALL_TILE, ExpresswayState
from game.saves.records import loads
from game.words import word
from game.words.results import summary
from tests.played import worded

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["Ana", "Ben"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    words.use("en")


def _played(seed: int, steps: int, options: dict | None = None) -> Match:
    match = Match("expressway42", [SeatInfo(name) for name in NAMES], seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(steps):
        state = match.state
        if state.actor == TERMINAL:
            break
        legal = state.chance_outcomes() if state.actor == CHANCE else [(a, 1) for a in state.legal_actions()]
        match.apply(sample(legal, rng))
    return match


def _until(state: ExpresswayState, phase: str, seed: int = 1) -> ExpresswayState:
    rng = random.Random(seed)
    while state.phase != phase and state.actor != TERMINAL:
        state.apply(rng.choice(state.legal_actions()))
    assert state.phase == phase, f"seed {seed} never reached {phase}"
    return state


def test_the_log_speaks_german_with_the_players_names():
    state = ExpresswayState.new_game(2)
    pick = ("pile", 1)
    assert word(state.describe(pick), NAMES) == "Ana takes an interchange tile from pile 1"
    words.use("de")
    assert word(state.describe(pick), NAMES) == "Ana nimmt ein Plättchen „Kreuz“ von Stapel 1"
    assert word(state.label(("pile", 5)), NAMES) == "Nimm ein Plättchen „Doppelbogen“ von Stapel 5"
    assert word(state.explain(("pass",)), NAMES).startswith("Ein Plättchen zu legen ist Pflicht")
    state.apply(pick)
    line = word(state.describe(("place", 3, 3, 1)), NAMES)
    assert line == "Ana legt das Plättchen „Kreuz“ auf D4 (abgerissen), um 90° gedreht", line
    assert word(state.explain(("place", 0, 0, 0)), NAMES) == (
        "A1 liegt am Rand: Ein großes Plättchen braucht einen Planeten mit vier Feldern ringsum."
    )


def test_a_whole_game_logs_in_german_with_no_english_line():
    english = worded(_played(5, 400))
    words.use("de")
    german = worded(_played(5, 400))
    assert len(german) == len(english) and german != english
    said = " ".join(german)
    for phrase in ("nimmt ein Plättchen", "legt ein kleines Plättchen", "vollendet", "erobert die Anlage von"):
        assert phrase in said, phrase
    for english_word in ("takes", "lays", "tile", "completes", "captures", "facility"):
        assert not re.search(rf"\b{english_word}\b", said), english_word


def test_takeovers_and_tie_breaks_speak_german():
    state = _until(ExpresswayState.new_game(2, 1), CAPTURE)
    move = state.legal_actions()[0]
    words.use("de")
    seat = state.current
    line = word(state.describe(move), NAMES)
    assert line.startswith(f"{NAMES[seat]} zieht von ") and f"erobert die Anlage von {NAMES[1 - seat]} auf" in line
    assert word(state.label(move), NAMES).startswith("Ziehe von ")
    assert word(state.explain(("pass",)), NAMES) == "Passen geht nicht: Solange du erobern kannst, musst du erobern."
    state.phase, state.scores = OVER, [20, 20]
    reason = word(state.result().tie_breaks[0], NAMES)
    assert reason.startswith("Gleichstand bei 20 Punkten"), reason


# --- the table --------------------------------------------------------------------------------------------
def _drawn(app, match, monkeypatch) -> set[str]:
    """Every text the 42 table draws (tray, titles, tags, outlook) for this match, names left out."""
    from scenes import assets
    from scenes.play import PlayScene
    from tests.ui import frames

    play = PlayScene(match)
    app.push(play)
    frames(app, 2)
    board = play.board
    board.hover(board.point(5, 4))  # a ghost tile and its tags, where there is one
    seen = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda text, *a, **k: seen.append(text) or real(text, *a, **k))
    board.paint_cloth(app.surface.copy())
    board._table_key = None  # the piles, drawn again rather than kept as a picture
    board.draw(app.surface, board.props.view, board.props.legal)
    seen += [board.prompt(board.props.view, 0, board.props.legal), board.seat_status(board.props.view, 0)]
    monkeypatch.setattr(assets, "text", real)
    while play in app.stack:
        app.pop()  # the table, and the results over a finished game
    for name in NAMES:
        seen = [text.replace(name, "") for text in seen]
    return {text for text in seen if re.search("[A-Za-z]{2,}", text)}


@pytest.mark.parametrize("moves", [0, 1, "small", "capture", "over"])
def test_the_table_draws_no_english_word_in_german(app, monkeypatch, moves):
    """Each moment's words in German differ from its English ones: none bypassed the catalogue."""
    from scenes.play import new_match

    def match():
        made = new_match("expressway42", [SeatInfo(name, "human") for name in NAMES], seed=3)
        rng = random.Random(3)
        goal = {"small": SMALL_TILE, "capture": CAPTURE, "over": OVER}.get(moves)
        for step in range(400):
            if (goal is None and step == moves) or made.state.phase == goal or made.actor == TERMINAL:
                break
            made.apply(rng.choice(made.state.legal_actions()))
        return made

    english = _drawn(app, match(), monkeypatch)
    words.use("de")
    german = _drawn(app, match(), monkeypatch)
    assert english and german
    assert german & english == set(), "drawn in English in a German game"


def test_the_hint_and_results_speak_german(app):
    from scenes.play import PlayScene, new_match
    from tests.ui import frames

    words.use("de")
    match = new_match("expressway42", [SeatInfo(name, "human") for name in NAMES], seed=2)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    hint = play.board.hint_words(("pile", 9), match.describe(("pile", 9)))
    assert hint == "Tipp: Nimm ein Plättchen „Bogen“ von Stapel 9"
    state = ExpresswayState.new_game(2, 4)
    rng = random.Random(4)
    while state.actor != TERMINAL:
        state.apply(rng.choice(state.legal_actions()))
    lines = [text for text, _ in summary(match.info, state.to_json(), state.result(), play.names)["lines"]]
    assert all(" bei der Schlusswertung" in line for line in lines[:2]), lines
    assert any("über 42 (−42 je Lizenz)" in line for line in lines), lines


def test_a_german_deal_folds_into_one_line_and_its_record_replays_so_in_english(app):
    """The deal's 65 steps fold by what they are (their events), never by their English words."""
    from scenes.play import PlayScene, new_match
    from scenes.replay import ReplayScene
    from tests.ui import frames

    words.use("de")
    seats = [SeatInfo(name, "human") for name in NAMES]
    match = new_match("expressway42", seats, seed=3, options={"random_values": True})
    rng = random.Random(3)
    while len(match.record.actions) < 70:
        match.roll() if match.actor == CHANCE else match.apply(rng.choice(match.state.legal_actions()))
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    shown = [" ".join(piece.text for _x, piece in line) for line in play.frame.log_view.lines]
    assert shown[0].startswith("1. Die 65 Planeten erhalten zufällige Werte"), shown[:2]
    assert not [line for line in shown if "erhält den Wert" in line], shown[:3]
    app.pop()
    words.use("en")
    replay = ReplayScene(loads(json.dumps(match.record.to_json())))
    app.push(replay)
    frames(app, 1)
    assert replay.lines[0] == "The 65 planets are dealt random values (2, 3 or 4: see the board)"
    assert not [line for line in replay.lines if "gets value" in line]
