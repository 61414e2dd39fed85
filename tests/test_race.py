"""Hyperspace Race scenarios: the rulebook's procedures as a player would see them."""

from __future__ import annotations

import pytest

from game.rules import CHANCE, TERMINAL, IllegalAction, get
from game.rules.race import ADVANCE, HYPERSPACE, LEAVE, RaceState, next_hyperspace
from game.rules.words import english


def table(pos, current=0, per_square=False) -> RaceState:
    """A race with players on the given squares, `current` about to take a turn."""
    state = get("race").new_game(len(pos), options={"per_square_battles": per_square})
    state.pos = list(pos)
    state.current = current
    state._start_turn()
    return state


def play(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def test_hyperspace_squares_are_every_seventh_from_1_to_99():
    assert sorted(HYPERSPACE) == list(range(1, 100, 7))
    assert 99 in HYPERSPACE and 92 in HYPERSPACE and 98 not in HYPERSPACE
    assert next_hyperspace(8) == 15 and next_hyperspace(9) == 15 and next_hyperspace(93) == 99


def test_everyone_starts_on_square_1_and_chooses():
    state = get("race").new_game(3)
    assert state.pos == [1, 1, 1]
    assert state.actor == 0
    assert state.legal_actions() == [ADVANCE, LEAVE]


def test_advance_moves_to_the_next_hyperspace_square_without_a_roll():
    state = table([8, 30, 40])
    play(state, ADVANCE)
    assert state.pos[0] == 15
    assert state.actor == CHANCE and state.current == 1  # seat 1 on a normal square rolls at once


def test_leaving_hyperspace_means_rolling():
    state = table([8, 30])
    play(state, LEAVE)
    assert state.actor == CHANCE and state.current == 0
    play(state, 4)
    assert state.pos[0] == 12


def test_on_a_normal_square_the_die_is_rolled_and_no_choice_is_offered():
    state = table([10, 30])
    assert state.actor == CHANCE
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction) as refused:
        state.apply(ADVANCE)
    assert "chance" in str(refused.value).lower()


@pytest.mark.parametrize("roll,square", [(2, 12), (3, 13), (4, 14), (5, 15), (6, 16)])
def test_rolls_of_2_to_6_move_that_many_squares(roll, square):
    state = table([10, 30])
    play(state, roll)
    assert state.pos[0] == square


def test_a_roll_of_1_jumps_to_the_next_hyperspace_square_strictly_ahead():
    state = table([9, 30])
    play(state, 1)
    assert state.pos[0] == 15
    state = table([14, 30])
    play(state, 1)
    assert state.pos[0] == 15


@pytest.mark.parametrize("start,roll", [(95, 6), (97, 5), (98, 2), (96, 1)])
def test_moves_stop_at_99(start, roll):
    state = table([start, 30])
    play(state, roll)
    assert state.pos[0] == 99


def test_dice_outside_1_to_6_and_decisions_at_the_wrong_time_are_refused_with_a_reason():
    state = table([10, 30])
    before = state.to_json()
    for bad in (0, 7, "6", ADVANCE, None):
        reason = state.explain(bad)
        assert reason
        with pytest.raises(IllegalAction):
            state.apply(bad)
    assert state.to_json() == before
    state = table([8, 30])
    with pytest.raises(IllegalAction) as refused:
        state.apply(3)
    assert "advance" in str(refused.value)


def test_no_battle_when_only_one_player_is_on_hyperspace():
    state = table([10, 20])
    play(state, 5)  # 15, hyperspace
    events = play(state, 3)  # 23
    assert not any(e["type"] == "battle" for e in events)
    assert state.round == 2 and state.current == 0


def test_battle_single_highest_stays_and_the_others_fall_back_7():
    state = table([10, 20, 40])
    play(state, 5, 2, 4)  # 15, 22, 44: seats 0 and 1 on hyperspace
    assert state.phase == "battle" and state.to_roll == [0, 1]
    events = play(state, 3, 6)
    assert state.pos == [8, 22, 44]
    result = next(e for e in events if e["type"] == "battle_result")
    assert result["stays"] == 1 and not result["tie"]
    assert state.round == 2


def test_a_tie_for_highest_sends_every_fighter_back_7():
    state = table([10, 20, 30])
    play(state, 5, 2, 5)  # 15, 22, 35
    events = play(state, 4, 4)
    assert state.pos == [8, 15, 35]
    assert next(e for e in events if e["type"] == "battle_result")["tie"]


def test_a_tie_below_the_top_roll_does_not_matter():
    state = table([10, 20, 34])
    play(state, 5, 2, 2)  # 15, 22, 36: three fighters
    play(state, 3, 6, 3)
    assert state.pos == [8, 22, 29]


def test_escape_on_a_1_moves_ahead_and_rolls_again_in_a_chain():
    state = table([10, 20])
    play(state, 5, 2)  # 15 and 22 fight
    play(state, 1)  # seat 0 escapes to 22
    assert state.pos[0] == 22 and state.to_roll[0] == 0
    play(state, 1)  # and again, to 29
    assert state.pos[0] == 29
    play(state, 5, 3)  # seat 0 keeps 5, seat 1 rolls 3
    assert state.pos == [29, 15]


def test_escaping_onto_99_then_a_1_is_just_a_low_roll():
    state = table([90, 20])
    play(state, 2, 2)  # 92 and 22
    play(state, 1)  # seat 0 escapes 92 -> 99
    assert state.pos[0] == 99
    play(state, 1)  # on 99 a 1 is a low roll, not an escape
    assert state.pos[0] == 99 and state.to_roll == [1]
    play(state, 3)  # seat 1 wins the battle with 3 > 1
    assert state.pos == [92, 22]
    assert state.actor == 0  # no winner: nobody is left on 99


def test_back_7_never_goes_below_square_1():
    state = table([1, 5])
    play(state, LEAVE, 1)  # seat 0 rolls a 1: to 8
    play(state, 3)  # seat 1: 8
    play(state, 2, 5)  # seat 1 wins
    assert state.pos == [1, 8]
    state = table([1, 1])
    play(state, LEAVE, 1, LEAVE, 1)  # both to 8
    play(state, 6, 6)
    assert state.pos == [1, 1]
    state = table([1, 8])  # a battle on square 1 itself (set up directly)
    state.current = 2
    state._start_battles()
    play(state, 2, 5)
    assert state.pos == [1, 8]
    state = table([1, 8])
    state.current = 2
    state._start_battles()
    play(state, 4, 4)
    assert state.pos == [1, 1]


def test_several_players_on_99_fight_and_the_single_survivor_wins():
    state = table([95, 96, 97])
    play(state, 6, 5, 4)  # all on 99
    events = play(state, 2, 6, 3)
    assert state.pos == [92, 99, 92]
    assert state.actor == TERMINAL
    assert any(e == {"type": "win", "seat": 1} for e in events)
    result = state.result()
    assert result.winners == (1,)
    assert result.ranks == (2, 1, 2)


def test_two_on_99_who_tie_both_fall_back_and_the_race_goes_on():
    state = table([95, 96])
    play(state, 6, 5, 4, 4)
    assert state.pos == [92, 92]
    assert state.actor != TERMINAL and state.round == 2


def test_a_lone_player_on_99_wins_at_the_end_of_the_round_not_before():
    state = table([95, 40, 51])
    play(state, 4)  # seat 0 reaches 99
    assert state.actor == CHANCE and state.winner is None
    play(state, 2)  # seat 1: 42
    events = play(state, 3)  # seat 2: 54; nobody else on hyperspace
    assert state.actor == TERMINAL and state.winner == 0
    assert events[-1] == {"type": "win", "seat": 0}
    assert state.legal_actions() == []


def test_the_player_on_99_can_lose_the_battle_to_anyone_on_hyperspace():
    state = table([95, 20])
    play(state, 4, 2)  # 99 and 22
    play(state, 2, 5)
    assert state.pos == [92, 22]


def test_per_square_battles_only_fight_on_a_shared_square():
    state = table([10, 20, 30], per_square=True)
    play(state, 5, 2, 6)  # 15, 22, 36: different squares, no battle
    assert state.round == 2 and state.phase != "battle"
    state = table([10, 12, 20, 30], per_square=True)
    play(state, 5, 3, 2, 6)  # 15, 15, 22, 36: seats 0 and 1 share 15
    assert state.phase == "battle" and state.to_roll == [0, 1]
    play(state, 2, 4)
    assert state.pos == [8, 15, 22, 36]


def test_per_square_battles_are_fought_square_by_square():
    state = table([10, 12, 20, 21], per_square=True)
    play(state, 5, 3, 2, 1)  # 15, 15, 22, 22
    assert state.to_roll == [0, 1]
    play(state, 6, 2)
    assert state.to_roll == [2, 3]
    play(state, 3, 3)
    assert state.pos == [15, 8, 15, 15]


def test_the_default_battle_includes_everyone_on_any_hyperspace_square():
    state = table([10, 20, 30])
    play(state, 5, 2, 6)  # 15, 22 and 36: three different squares
    assert state.phase == "battle" and state.to_roll == [0, 1, 2]


def test_a_round_is_every_seat_in_order_then_one_battle_phase():
    state = table([10, 20, 30])
    order = []
    for roll in (3, 3, 3):
        order.append(state.current)
        play(state, roll)
    assert order == [0, 1, 2]
    assert state.round == 2 and state.current == 0


def test_a_ship_starting_its_turn_on_99_has_no_move_and_its_turn_passes():
    # only possible with battles per square: an escapee joins a lone ship on 99
    state = table([99, 99, 30], per_square=True)
    assert state.current == 2 and state.pos[:2] == [99, 99]
    play(state, 3)
    assert state.pos == [99, 99, 33]
    assert state.phase == "battle" and state.to_roll == [0, 1]


def test_an_escapee_onto_99_stays_in_its_own_battle_with_battles_per_square():
    state = table([95, 90, 90, 30], per_square=True)
    play(state, 4, 2, 2, 2)  # 99 alone; 92 and 92 fight; 32
    assert state.to_roll == [1, 2]
    play(state, 1)  # seat 1 escapes onto 99 but keeps rolling against seat 2
    assert state.pos[1] == 99 and state.to_roll == [1, 2]
    play(state, 5, 3)
    assert state.pos == [99, 99, 85, 32]
    assert state.winner is None and state.round == 2


def test_the_log_says_what_happened():
    state = table([10, 20])
    assert english(state.describe(3)) == "Player 1 rolls 3: 10 to 13"
    assert english(state.describe(1), ["Ana", "Ben"]) == "Ana rolls 1: 10 to 15"


def test_positions_stay_on_the_track_in_random_games():
    import random

    from game.ai import random_playout

    rng = random.Random(3)
    for seed in range(200):
        state = get("race").new_game(2 + seed % 5)
        while state.actor != TERMINAL:
            if state.actor == CHANCE:
                state.apply(rng.randint(1, 6))
            else:
                state.apply(rng.choice(state.legal_actions()))
            assert all(1 <= p <= 99 for p in state.pos)
        assert state.pos[state.winner] == 99 and state.pos.count(99) == 1
    assert random_playout(get("race").new_game(4), rng) > 0


def test_the_log_line_tells_the_battle_it_opens_and_the_fall_backs_it_causes():
    state = table([10, 20, 40])
    names = ["Ana", "Ben", "Cy"]
    play(state, 5, 2)
    assert (
        english(state.describe(4), names)
        == "Cy rolls 4: 40 to 44; every ship on hyperspace fights: Ana on 15, Ben on 22"
    )
    play(state, 4, 3)
    assert english(state.describe(6), names) == "Ben rolls 6 in battle; Ben holds 22; Ana falls back to 8"
    tie = table([10, 20, 30])
    play(tie, 5, 2, 5, 4)
    assert english(tie.describe(4), names) == (
        "Ben rolls 4 in battle; a tie, so every ship falls back 7; Ana falls back to 8; Ben falls back to 15"
    )
    assert tie.describe(4) == tie.describe(4) and tie.pos == [15, 22, 35]  # describing moves nothing
