"""Hidden information across the layers, with the test-only Tiny Hands game."""

from __future__ import annotations

import json
import random

import pytest

from game.ai import make_bot
from game.engine import Match, SeatInfo
from game.rules import CHANCE, get


def dealt(hands, current=0):
    """A Tiny Hands game in its play phase with the given hands."""
    state = get("tiny_hands").new_game(len(hands))
    for hand in hands:
        for card in hand:
            state.apply(card)
    state.current = current
    return state


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others():
    state = dealt([[1, 6], [3, 5]])
    view = state.view(0)
    assert view["hands"] == [[1, 6], 2]
    assert view["deck"] == 2
    text = json.dumps(view)
    assert "3" not in text and "5" not in text and "4" not in text


@pytest.mark.parametrize("level", ["random", "greedy", "mcts", "normal"])
def test_a_bot_decides_the_same_whatever_the_hidden_cards_are(level):
    """Swap the opponent's hand and the deck: seat 0's view and its bot's choice stay put."""
    deals = [[[1, 6], [2, 5]], [[1, 6], [3, 4]], [[1, 6], [2, 3]], [[1, 6], [4, 5]]]
    choices, views = set(), []
    for hands in deals:
        state = dealt(hands)
        view = state.view(0)
        views.append(view)
        bot = make_bot(level, seed=11, **({"iterations": 300, "seconds": None} if level in ("mcts", "normal") else {}))
        choices.add(bot.choose(view, 0, get("tiny_hands")))
    assert all(v == views[0] for v in views)
    assert len(choices) == 1


def test_a_redeal_for_a_bot_keeps_what_the_seat_knows():
    state = dealt([[1, 6], [2, 5], [3, 4]])
    state.apply(("play", 6))  # public now
    rng = random.Random(1)
    for _ in range(50):
        sample = type(state).from_view(state.view(1), 1, rng)
        assert sample.hands[1] == [2, 5]
        assert 6 not in sample.hands[0] and 6 in sample.played
        assert sorted(sample.hands[0] + sample.hands[2] + sample.deck) == [1, 3, 4]


def test_search_bot_plays_whole_hidden_games_with_legal_moves():
    for seed in range(5):
        match = Match("tiny_hands", [SeatInfo("A", "bot", "mcts"), SeatInfo("B", "bot", "greedy")], seed=seed)
        bots = [make_bot("mcts", seed=seed, iterations=100), make_bot("greedy", seed=seed)]
        while not match.is_over:
            if match.actor == CHANCE:
                match.roll()
            else:
                seat = match.actor
                match.apply(bots[seat].choose(match.state.view(seat), seat, match.info))
        assert match.state.result().winners


def test_undo_never_crosses_a_reveal():
    match = Match("tiny_hands", [SeatInfo("Ana"), SeatInfo("Ben")], seed=3)
    while match.actor == CHANCE:
        match.roll()
    before = match.state.to_json()
    match.apply(match.state.legal_actions()[0])  # a card goes face up
    assert match.record.actions[-1].reveal
    reason = match.undo_reason()
    assert reason and "revealed" in reason
    assert match.undo() is False
    assert match.state.to_json() != before
