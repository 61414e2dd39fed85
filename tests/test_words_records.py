"""For every game: records hold moves, never words, and the rules fingerprint is English whatever the language."""

from __future__ import annotations

import json

import pytest

import game.words as words
from game.engine import Match, loads
from game.rules import games, get
from tests.played import played, worded
from tools import rules_fingerprint

GAMES = [info.id for info in games() if info.state_class.__module__.startswith("game.rules.")]
OPTIONS = {"hyperline": {"turn_limit": 20}}  # a random Hyperline ends within the steps


@pytest.fixture(autouse=True)
def english_after():
    yield
    words.use("en")


@pytest.mark.parametrize("game", GAMES)
def test_a_record_made_in_german_replays_in_english_with_the_same_moves(game):
    english = worded(played(game, 7, 300, options=OPTIONS.get(game)))
    words.use("de")
    match = played(game, 7, 300, options=OPTIONS.get(game))
    german = worded(match)
    saved = json.dumps(match.record.to_json())
    assert not [line for line in german if line not in english and line in saved]  # moves, not words
    words.use("en")
    again = Match.from_record(loads(saved))
    assert again.log() == match.log()  # the same messages: the words are chosen only where they are shown
    assert worded(again) == english != german
    assert again.record.actions == match.record.actions


@pytest.mark.parametrize("game", GAMES)
def test_the_fingerprint_words_in_english_whatever_the_language(game):
    players = get(game).min_players
    expected = rules_fingerprint.fingerprint(game, players, 4, {})
    words.use("de")
    assert rules_fingerprint.fingerprint(game, players, 4, {}) == expected
