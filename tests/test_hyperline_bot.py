"""The greedy bot in Hyperline plays to win: it heads for Nexxus, researches, repairs, builds and leaves hazards."""

from __future__ import annotations

from game.ai import GreedyBot
from game.rules import CHANCE, TERMINAL, get
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import NEXXUS
from game.rules.hyperline.scenario import build, sec

INFO = get("hyperline")


def choose(st, seed=1):
    return GreedyBot(seed=seed).choose(st.view(st.actor), st.actor, INFO)


def play_own_turn(st, seed=1):
    """Let the bot decide until the turn passes (chance steps rolled as the first outcome)."""
    seat = st.current
    while st.current == seat and st.phase != "over":
        if st.actor < 0:
            st.apply(st.chance_outcomes()[0][0])
        else:
            st.apply(choose(st, seed))


def test_a_healthy_ship_next_to_nexxus_moves_in():
    st = build(tiles={(3, 4): "Tilt"}, at={0: (3, 4)}, start_turn=False)
    assert choose(st) == "move"
    st.apply("move")
    assert choose(st) == ("step", NEXXUS)


def test_a_wrecked_ship_at_home_repairs_everything():
    st = build(start_turn=False)
    for p in st.ships[0]["parts"][1:]:
        p["damaged"] = True
    play_own_turn(st)
    assert shipkit.damaged_parts(st.ships[0]) == []


def test_a_ship_with_nothing_left_leaves_nexxus():
    st = build(at={0: (4, 4)}, start_turn=False)
    for p in st.ships[0]["parts"][1:]:
        p["damaged"] = True
    assert choose(st) == "move"


def test_the_bot_keeps_its_bridge_and_damages_something_else():
    st = build(at={0: (4, 4)})
    assert st.phase == "radiation"
    assert choose(st) != ("damage", 0)


def test_the_bot_buys_a_shield_on_a_shield_planet():
    st = build(tiles={(3, 2): "Friskus"}, at={0: (3, 2)}, start_turn=False)
    assert choose(st) == "build"
    st.apply("build")
    assert choose(st)[0] == "buy"


def test_the_bot_leaves_an_asteroid_field():
    st = build(tiles={(3, 2): "asteroid", (3, 3): "straight@1"}, at={0: (3, 2)}, start_turn=False)
    assert choose(st) == "move"
    st.apply("move")
    assert choose(st)[0] in ("step", "jump") and st.at[0] == sec(3, 2)


def test_a_clone_is_a_deep_copy_equal_to_a_json_round_trip():
    import json
    import random

    from game.engine.chance import sample

    rng = random.Random(4)
    st = INFO.new_game(4, 4)
    for _ in range(700):
        if st.actor == TERMINAL:
            break
        copy = st.clone()
        assert json.dumps(copy.__dict__, sort_keys=True) == json.dumps(
            type(st).from_json(st.to_json()).__dict__, sort_keys=True
        )
        copy.ships[0]["parts"][0]["damaged"] = "changed"
        copy.patrols[0]["x"] = 1
        assert st.ships[0]["parts"][0]["damaged"] != "changed" and "x" not in st.patrols[0]
        st.apply(sample(st.chance_outcomes(), rng) if st.actor == CHANCE else rng.choice(st.legal_actions()))
