"""The shared shape of the rules modules (game/rules/core.py): declared fields, phases as data, multiset draws."""

from __future__ import annotations

import json
import random

import pytest

from game.rules import CHANCE, TERMINAL, IllegalAction
from game.rules.core import Field, Phase, PhasedState, chances, draw, join_phases, phase_table
from game.rules.words import english


class Coins(PhasedState):
    """A throw-away game: seat 0 calls heads or tails, a coin is tossed, a right call wins."""

    FIELDS = (
        Field("num_players", key="players"),
        Field("phase"),
        Field("call"),
        Field("tosses", "list"),
        Field("hands", "lists"),
        Field("purse", "dict_lists"),
        Field("table", "nested"),
        Field("path", "tuples"),
        Field("seen", saved=False, default=[]),
        Field("rules", "constant", default="coins"),
    )

    @classmethod
    def new_game(cls, players=1, seed=None, options=None):
        state = cls()
        state.num_players, state.phase, state.call, state.tosses = 1, "call", None, []
        state.hands, state.purse, state.table, state.path, state.seen = [[1, 2]], {"a": [1]}, {"x": [[1]]}, [(1, 2)], []
        return state

    def _call(self, action):
        self.call = action
        return self.enter("toss")

    def _arrive(self):
        return [{"type": "coin_up"}]

    def _toss(self, action):
        self.tosses.append(action)
        self.phase = "over"
        return [{"type": "toss", "side": action}]

    PHASES = {
        "call": Phase(
            legal=lambda s: ["heads", "tails"],
            apply=_call,
            actor=lambda s: 0,
            refusal=lambda s, a: "Call heads or tails.",
        ),
        "toss": Phase(outcomes=lambda s: chances({"heads": 1, "tails": 1}), apply=_toss, enter=_arrive),
        "over": Phase(),
    }


def test_phases_say_who_acts_and_what_is_legal():
    state = Coins.new_game()
    assert state.actor == 0 and state.legal_actions() == ["heads", "tails"]
    with pytest.raises(IllegalAction, match="Call heads or tails"):
        state.apply("edge")
    assert state.apply("heads") == [{"type": "coin_up"}]  # entering a phase by name runs its arrival
    assert state.actor == CHANCE and state.chance_outcomes() == [("heads", 0.5), ("tails", 0.5)]
    assert state.legal_actions() == []
    state.apply("tails")
    assert state.actor == TERMINAL and state.chance_outcomes() == []
    assert english(state.explain("heads")) == "The game is over."


def test_a_game_keeps_its_own_answer_and_the_phase_table_gives_the_rest():
    class OnlyHeads(Coins):
        """A game writing its own legal_actions (All in All's remembers its list) over a table of its own."""

        PHASES = {
            "call": Phase(legal=lambda s: ["heads", "tails"], apply=Coins._call, actor=lambda s: 0),
            "toss": Phase(outcomes=lambda s: chances({"heads": 1, "tails": 1}), apply=Coins._toss, enter=Coins._arrive),
            "over": Phase(),
        }

        def legal_actions(self):
            return ["heads"]

    state = OnlyHeads.new_game()
    assert state.legal_actions() == ["heads"]
    assert state.actor == 0
    assert state._apply("heads") == [{"type": "coin_up"}]
    assert state.actor == CHANCE and state.chance_outcomes() == [("heads", 0.5), ("tails", 0.5)]


def test_a_game_that_copies_its_parents_table_keeps_every_phase_what_it_was():
    """A subclass building on the parent's (already processed) table: a decision stays a decision."""

    class Rematch(Coins):
        PHASES = {
            **Coins.PHASES,
            "over": Phase(legal=lambda s: ["again"], apply=lambda s, a: s.enter("call"), actor=lambda s: 0),
        }

    state = Rematch.new_game()
    assert state.actor == 0 and state.legal_actions() == ["heads", "tails"] and state.chance_outcomes() == []
    state.apply("heads")
    assert state.actor == CHANCE and state.chance_outcomes() == [("heads", 0.5), ("tails", 0.5)]
    state.apply("tails")
    assert state.actor == 0 and state.legal_actions() == ["again"]
    assert {name: phase.actor for name, phase in Rematch.PHASES.items() if name != "over"} == {
        name: phase.actor for name, phase in Coins.PHASES.items() if name != "over"
    }
    assert Coins.PHASES["over"].completed() == Coins.PHASES["over"]  # the end stays the end
    assert Coins.PHASES["over"].actor == TERMINAL


def test_declared_fields_save_load_and_clone_without_sharing_anything_mutable():
    state = Coins.new_game()
    state.seen.append("cache")
    data = state.to_json()
    assert data == {
        "players": 1, "phase": "call", "call": None, "tosses": [], "hands": [[1, 2]], "purse": {"a": [1]},
        "table": {"x": [[1]]}, "path": [[1, 2]], "rules": "coins",
    }  # fmt: skip
    loaded = Coins.from_json(json.loads(json.dumps(data)))
    assert loaded.path == [(1, 2)] and loaded.seen == [] and loaded == state
    copy = state.clone()
    assert type(copy) is Coins and copy == state
    copy.hands[0].append(3)
    copy.purse["a"].append(2)
    copy.table["x"][0].append(2)
    copy.tosses.append("heads")
    assert state.to_json() == data


def test_a_multiset_draw_gives_each_item_its_share():
    assert chances([2, 0, 1, 1]) == [(0, 0.5), (2, 0.25), (3, 0.25)]
    assert chances([0, 3, 1], names="abc") == [("b", 0.75), ("c", 0.25)]
    pool = {"red": 1, "blue": 2}
    picks = sorted(draw(pool, random.Random(seed)) for seed in range(2) for pool in [{"red": 1, "blue": 2}])
    assert set(picks) <= {"red", "blue"}
    draw(pool, random.Random(0))
    assert sum(pool.values()) == 2


def test_phase_tables_of_several_modules_join_and_a_name_declared_twice_is_refused():
    one, declare_one = phase_table()
    two, declare_two = phase_table()
    declare_one("a", legal=lambda s: [1], apply=lambda s, a: [])
    declare_two("b", outcomes=lambda s: [(1, 1.0)], apply=lambda s, a: [])
    assert set(join_phases(one, two)) == {"a", "b"}
    declare_two("a", apply=lambda s, a: [])
    with pytest.raises(AssertionError):
        join_phases(one, two)
