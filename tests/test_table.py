"""The turn flow without a display: who looks, every curtain rule of pass-and-play, bots in slices, dice, hints."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game.engine import Match, SeatInfo
from game.play.table import ASK, CURTAIN, MOVED, RESULTS, ROLL, THINK, WAIT, Table
from game.rules import CHANCE, TERMINAL, GameInfo, register
from game.rules.all_in_all import LAND
from game.rules.words import english
from tests.tiny_hands import TinyHands


class QuietHands(TinyHands):
    """Tiny Hands whose cards are played face down: no reveal, so undo may take a card back."""

    def _apply(self, action):
        return [{k: v for k, v in event.items() if k != "reveal"} for event in super()._apply(action)]


register(GameInfo(id="quiet_hands", title="Quiet Hands (test game)", min_players=2, max_players=3,
                  state_class=QuietHands))  # fmt: skip

PERSON, BOT = SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")


def people(*names):
    return [SeatInfo(name, "human") for name in names]


def table_for(game, seats, seed=4, pace=0.7) -> Table:
    return Table(Match(game, seats, seed), pace)


def run_until(table, kinds, limit=400, dt=0.1):
    """Step the table (lifting nothing) until it asks for one of `kinds`; every cue seen on the way."""
    seen = []
    for _ in range(limit):
        cue = table.step(dt, seconds=0.05)
        seen.append(cue)
        if cue.kind in kinds:
            return cue, seen
    raise AssertionError(f"no {kinds} in {limit} steps: {[c.kind for c in seen[-5:]]}")


def hands_shown(view) -> set[int]:
    return {seat for seat, hand in enumerate(view["hands"]) if isinstance(hand, list)}


def test_the_table_needs_no_display():
    code = "import sys, game.play.table; print(sorted(m for m in sys.modules if m.startswith(('pygame', 'scenes'))))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# --- pass-and-play with secrets ------------------------------------------------------------------------


def test_at_the_start_nothing_private_shows_until_the_first_person_passed_the_curtain():
    table = table_for("tiny_hands", people("Ana", "Ben"))
    assert table.shared_screen and table.seen_by is None
    cue, seen = run_until(table, {CURTAIN})
    assert cue.seat == 0 and all(c.kind == MOVED for c in seen[:-1] if c.kind != WAIT)  # the deal, then the curtain
    assert hands_shown(table.view) == set() and not table.human_turn()
    assert table.step(0.1).kind == CURTAIN  # asked again until someone looks
    table.reveal()
    assert table.seen_by == 0 and hands_shown(table.view) == {0}
    assert table.step(0.1) == table.step(0.1) and table.step(0.1).kind == ASK and table.human_turn()


def test_after_a_move_the_mover_follows_it_then_the_next_person_passes_the_curtain():
    table = table_for("tiny_hands", people("Ana", "Ben"))
    run_until(table, {CURTAIN})
    table.reveal()
    moved = table.play(table.match.state.legal_actions()[0])
    table.pause(0.5)
    assert moved.seat == 0 and english(moved.description, table.match.names).startswith("Ana plays")
    assert table.step(0.2).kind == WAIT and table.seen_by == 0  # Ana sees what her move did
    cue, _ = run_until(table, {CURTAIN})
    assert cue.seat == 1 and table.seen_by is None and not table.human_turn()
    table.reveal()
    assert table.seen_by == 1 and hands_shown(table.view) == {1}


def test_after_loading_a_game_the_person_to_act_passes_the_curtain_first():
    table = table_for("tiny_hands", people("Ana", "Ben", "Cleo"))
    run_until(table, {CURTAIN})
    table.reveal()
    table.play(table.match.state.legal_actions()[0])
    loaded = Table(Match.from_record(table.match.record))  # Continue, or Load a record
    assert loaded.match.actor == 1 and loaded.seen_by is None and hands_shown(loaded.view) == set()
    cue = loaded.step(0.1)
    assert (cue.kind, cue.seat) == (CURTAIN, 1)


def test_after_undo_and_redo_nothing_private_shows_to_the_wrong_person():
    table = table_for("quiet_hands", people("Ana", "Ben"))
    run_until(table, {CURTAIN})
    table.reveal()
    moment = table.moment
    table.play(table.match.state.legal_actions()[0])
    table.pause(0.7)
    assert table.undo()  # Ana takes her card back while she still looks
    assert table.moment != moment and table.wait == 0
    assert table.match.actor == 0 and table.seen_by == 0 and table.step(0.1).kind == ASK
    assert table.redo()  # her card again: now it is Ben's turn, and Ana is still at the screen
    assert table.seen_by is None and hands_shown(table.view) == set()
    cue = table.step(0.1)
    assert (cue.kind, cue.seat) == (CURTAIN, 1)


def test_bots_act_over_the_public_table_at_a_shared_screen():
    table = table_for("tiny_hands", [SeatInfo("Ana", "human"), BOT, SeatInfo("Ben", "human")], seed=2)
    run_until(table, {CURTAIN})
    table.reveal()
    table.play(table.match.state.legal_actions()[0])
    assert table.match.actor == 1 and table.seen_by is None  # masked at once: Ana's hand leaves the screen
    cue, seen = run_until(table, {CURTAIN})
    assert cue.seat == 2
    assert any(c.kind == MOVED and c.moved.seat == 1 for c in seen)
    assert table.seen_by is None


def test_one_person_against_bots_never_meets_a_curtain_and_always_sees_their_hand():
    table = table_for("tiny_hands", [PERSON, BOT, SeatInfo("Altair", "bot", "easy")], seed=6)
    assert not table.shared_screen and table.seen_by == 0
    for _ in range(300):
        cue = table.step(0.2, seconds=0.05)
        assert cue.kind != CURTAIN and table.seen_by == 0
        if cue.kind == ASK:
            table.play(table.match.state.legal_actions()[0])
        if cue.kind == RESULTS:
            break
    assert table.match.actor == TERMINAL and table.step(0.1).kind != RESULTS  # the results are shown once


def test_people_without_secrets_take_the_screen_in_turn_without_a_curtain():
    table = table_for("race", people("Ana", "Ben"), seed=5)
    assert not table.shared_screen
    cue = table.step(0.1)
    assert (cue.kind, cue.seat) == (ASK, 0)
    table.play("advance")
    cue, seen = run_until(table, {ASK})
    assert cue.seat == 1 and table.viewer == 1 and CURTAIN not in [c.kind for c in seen]


def test_a_public_decision_is_asked_over_the_public_table_and_the_hand_waits_behind_the_curtain():
    table = table_for("all_in_all", people("Ana", "Ben", "Cleo"), seed=3)
    for _ in range(400):
        cue = table.step(0.5, seconds=0.05)
        if cue.kind == CURTAIN:
            table.reveal()
        elif cue.kind == ASK:
            state = table.match.state
            if state.phase == LAND and state.actor != state.explorer:
                break
            legal = state.legal_actions()
            table.play(next((a for a in legal if a[0] == "draw"), legal[-1]) if state.phase != LAND else "fly")
    else:
        pytest.fail("no landing decision came up")
    assert table.masked and table.human_turn() and hands_shown(table.view) == set()
    cue = table.show_hand()
    assert (cue.kind, cue.seat) == (CURTAIN, table.viewer) and table.seen_by is None and not table.human_turn()
    table.reveal()
    assert hands_shown(table.view) == {table.viewer} and table.step(0.1).kind == ASK


# --- dice, bots, hints, pace ------------------------------------------------------------------------------


def test_a_persons_own_die_waits_for_them_unless_the_pace_is_instant():
    table = table_for("race", [PERSON, BOT], seed=9)
    table.play("leave")  # leaving hyperspace: Ana's die follows
    assert table.match.actor == CHANCE
    cue = table.step(0.1)
    assert (cue.kind, cue.seat) == (ROLL, 0) and table.roller_waiting() == 0 and not table.busy
    table.pace = 0
    cue = table.step(0.1)
    assert cue.kind == MOVED and cue.moved.seat == CHANCE


def test_a_bot_thinks_in_slices_and_the_pace_waits_after_its_move():
    seats = [SeatInfo("Vega", "bot", "normal"), SeatInfo("Altair", "bot", "normal")]
    table = table_for("race", seats, seed=5)
    first = table.step(0.0, seconds=0.001)
    assert first.kind == THINK and table.thinker is not None and table.busy
    cue, seen = run_until(table, {MOVED}, dt=0.0)
    assert cue.moved.seat == 0 and table.thinker is None
    table.pause(0.7)
    assert table.step(0.3).kind == WAIT and table.step(0.3).kind == WAIT and table.step(0.3).kind != WAIT


def test_the_hint_searches_in_slices_and_suggests_a_legal_move():
    table = table_for("race", [PERSON, BOT], seed=2)
    assert table.step(0.1).kind == ASK
    table.start_hint()
    found = None
    for _ in range(500):
        found = table.think_hint()
        if found is not None:
            break
    assert found in table.match.state.legal_actions() and table.hint_action == found
    table.play(found)
    assert table.hint_action is None  # a hint is for the decision it was asked for


def test_every_change_of_decision_or_viewer_changes_the_moment():
    table = table_for("tiny_hands", people("Ana", "Ben"))
    moments = {table.moment}
    run_until(table, {CURTAIN})
    moments.add(table.moment)
    table.reveal()
    moments.add(table.moment)
    table.play(table.match.state.legal_actions()[0])
    moments.add(table.moment)
    assert len(moments) == 4


@pytest.mark.parametrize("game", ["expressway42", "race"])
def test_the_live_log_names_who_moved_even_with_a_hint_searching(game):
    """Each move's log line is the record's (a 42 playtest once showed a bot's move under the person's name):
    a hint search started on the person's turn, and one still running when they move, changes nothing."""
    table = table_for(game, [SeatInfo("Player 1", "human"), BOT], seed=5, pace=0)
    match = table.match
    lines = []
    for turn in range(60):
        if match.is_over:
            break
        if table.human_turn():
            before = match.state.to_json()
            table.start_hint()
            table.think_hint(0.01)
            assert match.state.to_json() == before, "the hint search changed the table's game"
            legal = match.state.legal_actions()
            action = table.hint_action if table.hint_action in legal else legal[turn % len(legal)]
            lines.append(table.play(action).description)  # the hint may still be thinking: it is dropped
            assert table.hint_thinker is None
            continue
        cue = table.step(0.0, seconds=0.02)
        if cue.kind == MOVED:
            lines.append(cue.moved.description)
    assert len(lines) > 10
    assert lines == match.log()
    seats = [entry.actor for entry in match.record.actions]
    assert 0 in seats and 1 in seats


def test_hyperlines_hint_is_the_normal_levels_search():
    """Issue 17: the hint comes from the normal bot, with its plan (three turns on) and its way of valuing a ship."""
    from game.ai.turns import PLANS

    table = table_for("hyperline", [PERSON, BOT], seed=2)
    for _ in range(50):
        if table.step(0.1).kind == ASK:
            break
    table.start_hint()
    thinker = table.hint_thinker
    assert (thinker.keep, thinker.per_candidate, thinker.turns) == PLANS["normal"]
    assert thinker.style == "shipwright"
    found = None
    for _ in range(2000):
        found = table.think_hint()
        if found is not None:
            break
    assert found in table.match.state.legal_actions()


class SlowThinker:
    """A decision that needs three slices of thought."""

    def __init__(self, action):
        self.action, self.slices, self.done = action, 0, False

    def think(self, seconds=0.0):
        self.slices += 1
        self.done = self.slices >= 3
        return self.done


def test_a_bot_thinks_while_the_last_move_is_shown_so_its_move_comes_when_the_pause_ends():
    """The pause after a move is for people to follow it; a bot waiting for it and only then thinking made every
    bot decision take the pause plus its thought (a playtest counted 0.7 s a decision before any search)."""
    table = table_for("race", [SeatInfo("Vega", "bot", "easy"), SeatInfo("Deneb", "bot", "easy")])
    cue, _ = run_until(table, {MOVED})
    table.pause(0.5)
    slow = {}

    class Slow:
        def start(self, view, seat, info):
            slow["thinker"] = SlowThinker(table.match.state.legal_actions()[0])
            return slow["thinker"]

    for seat in table.bots:
        table.bots[seat] = Slow()
    kinds = [table.step(0.1, seconds=0.01).kind for _ in range(4)]
    assert kinds == [WAIT] * 4 and slow["thinker"].done  # thought during the pause
    assert table.step(0.2, seconds=0.01).kind == MOVED  # the pause is over: the move comes at once
