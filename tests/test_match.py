"""Matches: undo and redo as a player meets them, the match's dice, autosave and the log.

Hyperspace Race is the table: everyone starts on square 1, a hyperspace square, where
the player to move chooses 'advance' (to square 8, no dice) or 'leave' (a die roll
follows, a chance step). When two ships end a round on hyperspace, a battle is rolled.
"""

from __future__ import annotations

import dataclasses
import subprocess
import sys

import pytest

from game.engine import Match, SeatInfo, autosave_path, load
from game.rules import CHANCE, TERMINAL, IllegalAction
from game.rules.words import Message, english

ANA = SeatInfo("Ana")
BEN = SeatInfo("Ben")
ROBO = SeatInfo("Robo", "bot", "greedy")


def snapshot(match: Match):
    """Everything a player could see change: the board and the move list."""
    return match.state.to_json(), [entry.to_json() for entry in match.record.actions]


def against_bot(seed: int = 11) -> Match:
    return Match("race", [ANA, ROBO], seed=seed)


def pass_and_play(seed: int = 11) -> Match:
    return Match("race", [ANA, BEN], seed=seed)


def play_out(match: Match, decide, steps: int) -> list:
    """`steps` more steps: dice from the match, decisions from `decide(match)`; returns the rolls seen."""
    rolls = []
    for _ in range(steps):
        if match.actor == TERMINAL:
            break
        if match.actor == CHANCE:
            match.roll()
            rolls.append(match.record.actions[-1].action)
        else:
            match.apply(decide(match))
    return rolls


def always_leave(match: Match):
    return "leave"


# --- undo and redo ------------------------------------------------------------------------------


def test_undo_takes_back_the_humans_move_exactly_and_redo_puts_it_back():
    match = against_bot()
    start = snapshot(match)
    assert match.actor == 0

    match.apply("advance")
    moved = snapshot(match)
    assert match.state.pos[0] == 8

    assert match.undo_reason() is None
    assert match.undo() is True
    assert snapshot(match) == start
    assert match.actor == 0 and match.state.pos == [1, 1]
    assert match.can_redo()

    assert match.redo() is True
    assert snapshot(match) == moved
    assert not match.can_redo()
    assert match.redo() is False
    assert snapshot(match) == moved


def test_against_a_bot_undo_takes_back_the_bots_reply_too():
    match = against_bot()
    start = snapshot(match)
    match.apply("advance")  # Ana
    assert match.actor == 1 and match.seat_is_bot(1)
    match.apply("advance")  # Robo's reply, as the bot runner would apply it
    replied = snapshot(match)
    assert match.actor == CHANCE  # both on 8: a battle is about to be rolled

    assert match.undo() is True
    assert snapshot(match) == start, "Ana is back to her choice, not left facing the bot's reply"
    assert match.actor == 0

    assert match.redo() is True
    assert snapshot(match) == replied
    assert [entry.actor for entry in match.record.actions] == [0, 1]


def test_undo_never_crosses_a_die_roll():
    match = against_bot()
    match.apply("leave")
    match.roll()  # Ana's move roll: the dice have spoken
    assert match.record.actions[-1].is_chance
    rolled = snapshot(match)

    reason = match.undo_reason()
    assert reason is not None and "die was rolled (or a tile or card drawn)" in reason  # a draw is not called dice
    assert match.undo_reason(seat=0) == reason
    assert match.undo() is False
    assert match.undo(seat=0) is False
    assert snapshot(match) == rolled
    assert not match.can_redo()


def test_a_pending_roll_can_still_be_avoided_by_taking_back_the_choice():
    match = against_bot()
    start = snapshot(match)
    match.apply("leave")
    assert match.actor == CHANCE  # the die has not been rolled yet
    assert match.undo() is True
    assert snapshot(match) == start


def test_taking_back_a_move_never_rerolls_the_dice():
    plain = against_bot(seed=5)
    plain.apply("advance")
    plain.apply("advance")
    plain.roll()

    fickle = against_bot(seed=5)
    fickle.apply("advance")
    fickle.apply("advance")
    fickle.undo()
    fickle.redo()
    fickle.roll()
    assert snapshot(fickle) == snapshot(plain)


def test_a_new_move_after_undo_drops_the_redo():
    match = against_bot()
    match.apply("advance")
    match.undo()
    assert match.can_redo()

    match.apply("leave")
    assert not match.can_redo()
    chose_again = snapshot(match)
    assert match.redo() is False
    assert snapshot(match) == chose_again
    assert [entry.action for entry in match.record.actions] == ["leave"]


def test_a_refused_move_keeps_the_redo():
    match = against_bot()
    match.apply("advance")
    match.undo()
    with pytest.raises(IllegalAction):
        match.apply(4)
    assert match.can_redo()


def test_there_is_nothing_to_undo_at_the_start():
    match = against_bot()
    start = snapshot(match)
    reason = match.undo_reason()
    assert reason and "nothing" in reason.lower()
    assert match.undo() is False
    assert snapshot(match) == start


def test_a_bot_that_moves_first_cannot_be_taken_back():
    match = Match("race", [ROBO, ANA], seed=11)
    match.apply("advance")  # Robo
    assert match.undo_reason(seat=1) is not None
    assert match.undo(seat=1) is False
    assert len(match.record.actions) == 1


def test_in_pass_and_play_nobody_takes_back_another_players_move():
    match = pass_and_play()
    match.apply("advance")  # Ana
    after_ana = snapshot(match)
    assert match.actor == 1

    reason = match.undo_reason(seat=1)
    assert reason is not None and "Ana" in reason
    assert match.undo(seat=1) is False
    assert snapshot(match) == after_ana

    assert match.undo(seat=0) is True  # her own move she may take back
    assert match.state.pos == [1, 1]


def test_in_pass_and_play_a_players_move_is_blocked_once_the_next_has_moved():
    match = pass_and_play()
    match.apply("leave")  # Ana
    match.roll()
    match.apply("advance")  # Ben
    reason = match.undo_reason(seat=0)
    assert reason is not None and "Ben" in reason
    assert match.undo(seat=0) is False
    assert match.undo(seat=1) is True
    assert match.actor == 1


def test_undo_stops_at_revealed_hidden_information():
    match = Match("tiny_hands", [ANA, BEN], seed=3)
    while match.actor == CHANCE:  # the deal
        match.roll()
    match.apply(match.state.legal_actions()[0])  # Ana's card goes face up
    assert match.record.actions[-1].reveal
    shown = snapshot(match)

    reason = match.undo_reason(seat=0)
    assert reason is not None and ("reveal" in reason or "hidden" in reason.lower())
    assert match.undo(seat=0) is False
    assert snapshot(match) == shown


def test_a_reloaded_save_keeps_the_reveal_that_blocks_undo(tmp_path):
    match = Match("tiny_hands", [ANA, BEN], seed=3)
    while match.actor == CHANCE:
        match.roll()
    match.apply(match.state.legal_actions()[-1])
    match.save(tmp_path / "hands.json")

    again = Match.from_record(load(tmp_path / "hands.json"))
    assert again.state.to_json() == match.state.to_json()
    assert again.undo(seat=0) is False


# --- the dice ----------------------------------------------------------------------------------------


def test_the_same_seed_deals_the_same_dice():
    first = against_bot(seed=77)
    second = against_bot(seed=77)
    other = against_bot(seed=78)
    rolls = play_out(first, always_leave, 60)
    assert len(rolls) >= 20
    assert play_out(second, always_leave, 60) == rolls
    assert snapshot(second) == snapshot(first)
    assert play_out(other, always_leave, 60) != rolls, "another seed gives other dice"


def test_a_save_replayed_from_any_step_rolls_what_the_original_rolled():
    match = against_bot(seed=31)
    play_out(match, always_leave, 40)
    record = match.record
    chance_steps = [index for index, entry in enumerate(record.actions) if entry.is_chance]
    assert len(chance_steps) >= 10
    for step in chance_steps:
        resumed = Match.from_record(dataclasses.replace(record, actions=record.actions[:step]))
        assert resumed.actor == CHANCE
        resumed.roll()
        assert resumed.record.actions[-1].action == record.actions[step].action, f"step {step}"


def test_roll_is_refused_when_nothing_is_left_to_chance():
    match = against_bot()
    start = snapshot(match)
    with pytest.raises(IllegalAction) as caught:
        match.roll()
    assert caught.value.reason
    assert snapshot(match) == start


# --- refusing moves -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("setup", "action"),
    [
        ([], 3),  # a die face while Ana must choose
        ([], "warp"),
        ([], ["advance"]),
        (["leave"], "advance"),  # a choice while the die is due
        (["leave"], 7),
        (["leave"], True),  # not the die face 1
    ],
)
def test_an_illegal_move_is_refused_with_a_reason_and_changes_nothing(tmp_path, setup, action):
    match = against_bot()
    for step in setup:
        match.apply(step)
    match.enable_autosave(tmp_path / "auto.json")
    saved = (tmp_path / "auto.json").read_bytes()
    before = snapshot(match)
    with pytest.raises(IllegalAction) as caught:
        match.apply(action)
    assert isinstance(caught.value.reason, Message) and len(english(caught.value.reason)) > 10
    assert snapshot(match) == before
    assert (tmp_path / "auto.json").read_bytes() == saved


def test_nothing_can_be_played_once_the_race_is_won():
    match = against_bot(seed=8)
    play_out(match, always_leave, 100_000)
    assert match.is_over
    over = snapshot(match)
    for action in ("advance", "leave", 3):
        with pytest.raises(IllegalAction, match="over"):
            match.apply(action)
    assert snapshot(match) == over


# --- autosave and the log -------------------------------------------------------------------------------


def test_autosave_follows_every_action_and_resumes_the_same_game():
    match = against_bot(seed=21)
    match.enable_autosave()
    path = autosave_path()
    assert path.exists() and len(load(path).actions) == 0

    choices = iter(["advance", "leave"] * 50)
    for _ in range(30):
        play_out(match, lambda m: next(choices), 1)
        resumed = Match.from_record(load(path))
        assert resumed.state.to_json() == match.state.to_json()
        assert len(resumed.record.actions) == len(match.record.actions)

    while match.undo_reason() is not None:  # reach a point where undo is possible
        play_out(match, always_leave, 1)
    match.undo()
    assert len(load(path).actions) == len(match.record.actions)
    assert Match.from_record(load(path)).state.to_json() == match.state.to_json()


def test_the_log_has_one_line_per_action_with_the_players_names():
    match = against_bot(seed=4)
    match.apply("advance")  # Ana
    match.apply("leave")  # Robo
    match.roll()  # Robo's move
    play_out(match, always_leave, 20)

    lines = [english(line, match.names) for line in match.log()]
    assert len(lines) == len(match.record.actions)
    assert lines[0] == "Ana advances from 1 to 8"
    assert lines[1] == "Robo leaves hyperspace at 1"
    face = match.record.actions[2].action
    assert lines[2].startswith(f"Robo rolls {face}")
    assert all(line and "{" not in line and "Player " not in line for line in lines)
    assert match.log()[0] == Match.from_record(match.record).log()[0]


def test_undo_steps_back_one_decision_at_a_time_and_redo_replays_them_in_order():
    match = pass_and_play()
    start = snapshot(match)
    match.apply("advance")  # Ana
    after_ana = snapshot(match)
    match.apply("leave")  # Ben; his die is not rolled yet
    after_ben = snapshot(match)

    assert match.undo() is True
    assert snapshot(match) == after_ana
    assert match.undo() is True
    assert snapshot(match) == start
    assert match.undo() is False

    assert match.redo() is True
    assert snapshot(match) == after_ana
    assert match.can_redo()
    assert match.redo() is True
    assert snapshot(match) == after_ben
    assert not match.can_redo()


def test_the_engine_runs_without_pygame_scenes_or_bots():
    code = (
        "import sys, game.engine\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui', 'scenes')"
        " or m.startswith('game.ai'))\n"
        "print(bad)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == "[]", done.stdout


def test_a_failed_autosave_keeps_the_move_and_says_so(tmp_path, monkeypatch):
    from game.rules.words import english
    from game.saves import records

    match = Match("race", [SeatInfo("Ana"), SeatInfo("Ben")], seed=5)
    match.enable_autosave(tmp_path / "auto.json")
    saved = (tmp_path / "auto.json").read_text()

    def full_disk(path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(records, "atomic_write_text", full_disk)
    match.apply("advance")
    assert match.record.actions[-1].action == "advance"
    assert match.autosave_error and "No space left" in english(match.autosave_error)
    assert (tmp_path / "auto.json").read_text() == saved  # the last good autosave is kept
    monkeypatch.undo()
    match.apply("advance")
    assert match.autosave_error is None
    assert len(load(tmp_path / "auto.json").actions) == 2


def test_rewind_shows_the_match_as_it_stood_after_that_many_moves_with_nothing_to_play_again():
    match = pass_and_play()
    match.apply("advance")
    after_one = snapshot(match)
    match.apply("advance")
    match.undo()  # Ben's move to play again, which a rewind forgets
    assert match.can_redo()
    match.rewind(1)
    assert snapshot(match) == after_one
    assert not match.can_redo()
