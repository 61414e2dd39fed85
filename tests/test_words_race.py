"""Hyperspace Race, the pilot: its rules speak in messages, worded in the player's language; records hold moves."""

from __future__ import annotations

import json
import random

import pytest

import game.words as words
from game.engine import Match, SeatInfo
from game.engine.chance import sample
from game.rules import CHANCE, TERMINAL
from game.rules.race import ADVANCE, RaceState
from game.saves.records import loads
from game.words import word
from tools import rules_fingerprint


@pytest.fixture(autouse=True)
def english_after():
    yield
    words.use("en")


def _played(seed: int, steps: int) -> Match:
    match = Match("race", [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Cleo")], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state = match.state
        if state.actor == TERMINAL:
            break
        legal = state.chance_outcomes() if state.actor == CHANCE else [(a, 1) for a in state.legal_actions()]
        match.apply(sample(legal, rng))
    return match


def _worded(match) -> list[str]:
    return [word(line, match.names) for line in match.log()]


def test_the_log_speaks_the_chosen_language_with_the_players_names():
    state = RaceState.new_game(2)
    assert word(state.describe(ADVANCE), ["Ana", "Ben"]) == "Ana advances from 1 to 8"
    words.use("de")
    assert word(state.describe(ADVANCE), ["Ana", "Ben"]) == "Ana springt von 1 auf 8 vor"
    assert word(state.explain(3)).startswith("Noch nicht würfeln")
    assert "kein Zug im Hyperraum-Rennen" in word(state.explain("fly"))


def test_a_battle_line_words_its_fighters_and_outcome_in_german():
    lines_en = _worded(_played(4, 400))
    words.use("de")
    lines_de = _worded(_played(4, 400))
    assert len(lines_de) == len(lines_en)
    battles = [line for line in lines_de if "kämpfen" in line]
    assert battles and all("Hyperraum" in line for line in battles)
    assert not any("rolls" in line or "battle" in line for line in lines_de)


def test_a_record_made_in_german_replays_in_english_with_the_same_moves():
    english = _worded(_played(7, 300))
    words.use("de")
    match = _played(7, 300)
    german = _worded(match)
    saved = json.dumps(match.record.to_json())
    assert "würfelt" not in saved and "rolls" not in saved  # moves, not words
    words.use("en")
    again = Match.from_record(loads(saved))
    assert again.log() == match.log()  # the same messages: the words are chosen only where they are shown
    assert _worded(again) == english != german
    assert again.record.actions == match.record.actions


def test_the_fingerprint_words_in_english_whatever_the_language(tmp_path):
    words.use("en")
    expected = rules_fingerprint.fingerprint("race", 4, 2, {})
    words.use("de")
    out = tmp_path / "fp.json"
    assert rules_fingerprint.main(["--record", str(out), "--game", "race"]) == 0
    assert tuple(json.loads(out.read_text())["race 4p seed 2"]) == expected
