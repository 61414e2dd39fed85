"""Hyperspace Race, the pilot: its rules speak in messages, worded in the player's language; records hold moves."""

from __future__ import annotations

import random

import pytest

import game.words as words
from game.engine import Match, SeatInfo
from game.engine.chance import sample
from game.rules import CHANCE, TERMINAL
from game.rules.race import ADVANCE, RaceState
from game.words import word
from tests.played import worded


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


def test_the_log_speaks_the_chosen_language_with_the_players_names():
    state = RaceState.new_game(2)
    assert word(state.describe(ADVANCE), ["Ana", "Ben"]) == "Ana advances from 1 to 8"
    words.use("de")
    assert word(state.describe(ADVANCE), ["Ana", "Ben"]) == "Ana springt von 1 auf 8 vor"
    assert word(state.explain(3)).startswith("Noch nicht würfeln")
    assert "kein Zug im Hyperraum-Rennen" in word(state.explain("fly"))


def test_a_battle_line_words_its_fighters_and_outcome_in_german():
    lines_en = worded(_played(4, 400))
    words.use("de")
    lines_de = worded(_played(4, 400))
    assert len(lines_de) == len(lines_en)
    battles = [line for line in lines_de if "kämpfen" in line]
    assert battles and all("Hyperraum" in line for line in battles)
    assert not any("rolls" in line or "battle" in line for line in lines_de)


def test_the_empty_die_says_not_rolled_in_german_inside_its_slot(monkeypatch):
    import pygame

    from scenes import assets
    from scenes.boards.race import RaceBoard
    from scenes.lesson_spots import headless

    headless()
    words.use("de")
    drawn = []
    text = assets.text
    monkeypatch.setattr(assets, "text", lambda said, *rest, **kw: drawn.append(said) or text(said, *rest, **kw))
    board = RaceBoard()
    board.layout(pygame.Rect(0, 0, 1000, 560))
    board._draw_unrolled(pygame.Surface((1000, 560)))
    assert drawn == ["nicht gewürfelt"]
