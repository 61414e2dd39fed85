"""The greedy bot in Hyperline plays to win: it heads for Nexxus, researches, repairs, builds and leaves hazards."""

from __future__ import annotations

import time

import pytest

from game.ai import GreedyBot, make_bot
from game.ai.evals import evaluate, idle
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


def test_the_bot_loads_a_fighter_before_it_leaves_home():
    st = build(start_turn=False)  # a Carrier Pod, and eight fighters patrolling home
    assert choose(st) == "move"
    st.apply("move")
    assert choose(st) == "load"
    st.apply("load")
    assert choose(st) != "unload"


def test_the_search_loads_a_fighter_before_it_leaves_home():
    st = build(start_turn=False)  # a Carrier Pod, and eight fighters patrolling home
    st.apply("move")
    assert search(st).finish() == "load"


def test_a_ship_values_a_tech_planet_on_its_way():
    """Next door to a weapons planet a small ship is closer to winning than next door to empty space."""
    three = {0: [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("hyperline_engine", (-1, 0, "S"))]}
    shop = build(tiles={(7, 1): "Blastula", (6, 1): "straight"}, at={0: (6, 1)}, ships=three, start_turn=False)
    empty = build(tiles={(7, 1): "straight", (6, 1): "straight"}, at={0: (6, 1)}, ships=three, start_turn=False)
    assert evaluate(shop, 0) > evaluate(empty, 0)  # a fourth component: two research turns a visit


def test_fighters_and_weapons_decide_whether_a_pirate_can_be_beaten():
    from game.ai.hyperline_eval import pirate_forecast

    st = build(tiles={(6, 2): "pirate_base"}, start_turn=False)
    st.pirates[str(sec(6, 2))] = 2
    assert pirate_forecast(st, 0, sec(6, 2)) == (2, False)  # no weapon, no fighter: one round, then run
    st.loaded[0] = 1
    assert pirate_forecast(st, 0, sec(6, 2)) == (4, True)  # one fighter: two rounds, two hits a round


def search(st, level="normal", seed=1, **overrides):
    """The level's search on its playout budget alone: a clock cut it short at load 13 and it jumped instead of
    loading its fighter. Without one it chooses the same however busy the machine."""
    from game.ai import make_bot

    return make_bot(level, seed=seed, **{"seconds": None, **overrides}).start(st.view(st.actor), st.actor, INFO)


def test_normal_and_hard_search_whole_turns_within_their_budget():
    from game.ai.turns import PLANS, TurnSearch

    st = build(tiles={(7, 0): "Blastula"}, start_turn=False)
    for level in ("normal", "hard"):
        thinker = search(st, level)
        assert isinstance(thinker, TurnSearch)
        action = thinker.finish()
        keep, per_candidate, _ = PLANS[level]
        assert action in st.legal_actions()
        assert thinker.playouts == per_candidate * min(keep, len(thinker.candidates))


@pytest.mark.clocked("the clock stopping a search is what is tested")
def test_the_search_stops_at_its_clock_and_between_frames():
    from game.ai import MCTSBot

    st = build(start_turn=False)
    thinker = MCTSBot(seed=1, seconds=0.001).start(st.view(0), 0, INFO)  # the hint's bot, on a tiny clock
    assert thinker.think(1.0) is True  # a step or two, then the clock has run out
    assert thinker.playouts <= 1 and thinker.action in st.legal_actions()
    thinker = MCTSBot(seed=1).start(st.view(0), 0, INFO)
    worst = 0.0
    for _ in range(10):  # a zero slice is exactly one step: the count of steps, not the machine's speed, decides
        started = time.process_time()  # the work of a step, not the time the shared machine gave others
        assert thinker.think(0.0) is False  # one ranked decision or one step of a playout at a time
        worst = max(worst, time.process_time() - started)
    assert worst < 0.1  # a frame at 60 fps is 17 ms: a step must not stall the window


def test_the_search_decides_the_same_whatever_tile_the_other_seat_hides():
    """Seat 1 laid a tile face down: seat 0's view and its search's choice do not depend on which."""
    choices, views = set(), []
    for hidden in ("Blastula", "Friskus", "asteroid"):
        st = build(tiles={(7, 0): "Blastula"}, start_turn=False)
        st.facedown[str(sec(6, 0))] = {"tile": hidden, "seat": 1}
        st.planet_stack[hidden] -= 1
        views.append(st.view(0))
        choices.add(search(st, "normal", seed=5).finish())
    assert all(view == views[0] for view in views)
    assert len(choices) == 1


def test_the_search_never_waits_while_it_can_do_something_else():
    """Passing (or a Build with nothing to buy) can look as good as a short step; waiting stalled games."""
    st = build(tiles={(3, 2): "straight", (6, 4): "Tilt"}, at={0: (3, 2)}, start_turn=False)
    st.tokens[0]["engine"] = sec(6, 4)
    thinker = search(st)
    assert thinker.finish() != "pass" and "pass" not in thinker.candidates
    bought_out = build(tiles={(6, 4): "Tilt"}, at={0: (6, 4)}, start_turn=False)
    bought_out.tokens[0]["engine"] = sec(6, 4)  # its engine token is here already: nothing to buy
    assert search(bought_out).finish() not in ("pass", "build")


def test_the_search_leaves_nexxus_rather_than_repair_what_radiation_takes_back():
    st = build(at={0: (4, 4)}, start_turn=False)
    for p in st.ships[0]["parts"]:
        p["damaged"] = True
    assert idle(st, "repair") and not idle(st, "move")
    assert search(st).finish() == "move"


def test_easy_leaves_nexxus_rather_than_repair_what_radiation_breaks_again():
    """A damaged Bridge and one working component at Nexxus: the repair cannot outlast the next
    hyper-radiation and leave anything for research (a bot repaired there for ever)."""
    st = build(at={0: (4, 4)}, start_turn=False)
    st.ships[0]["parts"][0]["damaged"] = True  # the Bridge
    st.ships[0]["parts"][2]["damaged"] = True  # the Combat Engine; the Carrier Pod still works
    assert idle(st, "repair")
    assert choose(st) == "move"
    st.ships[0]["parts"][2]["damaged"] = False
    assert not idle(st, "repair")  # two working components: repaired, it researches next turn


def test_a_ship_that_ran_from_a_fight_is_further_from_buying_where_it_stands():
    """Running away means moving off next turn: the planet it stands on is a detour now (two ships
    that chased each other off a tech planet turn after turn never bought there)."""
    three = {0: [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("hyperline_engine", (-1, 0, "S"))]}
    st = build(tiles={(7, 1): "Blastula"}, at={0: (7, 1)}, ships=three, start_turn=False)
    staying = evaluate(st, 0)
    st.must_move[0] = True
    assert evaluate(st, 0) < staying


def test_easy_never_waits_while_it_can_do_something_else():
    for seed in range(1, 6):  # ties go by lot: every lot
        st = build(tiles={(3, 2): "straight", (6, 4): "Tilt"}, at={0: (3, 2)}, start_turn=False)
        st.tokens[0]["engine"] = sec(6, 4)
        assert choose(st, seed) != "pass"
        bought_out = build(tiles={(6, 4): "Tilt"}, at={0: (6, 4)}, start_turn=False)
        bought_out.tokens[0]["engine"] = sec(6, 4)  # its engine token is here already: nothing to buy
        assert choose(bought_out, seed) not in ("pass", "build")


def test_a_turn_begun_again_and_again_from_the_same_standing_tries_another_first_decision():
    """Seed 2048 of the hard-vs-normal ladder stalled: at Nexxus, hard let hyper-radiation hit its Bridge and
    repaired it, every turn. A bot that begins its turn from the same standing with the same first decision
    REPEATS times takes another one, so no such cycle lasts for ever."""
    from game.ai import make_bot
    from game.ai.turns import REPEATS

    bot = make_bot("normal", seed=3, seconds=None)  # on its budget: the same favourite every time
    firsts = []
    for turn in range(REPEATS + 2):
        st = build(at={0: (4, 4)})  # at Nexxus, hyper-radiation to take
        st.round = 10 + turn  # a new turn, begun from the same standing
        assert st.phase == "radiation"
        firsts.append(bot.choose(st.view(0), 0, INFO))
        assert firsts[-1] in st.legal_actions()
    assert firsts[:REPEATS] == [firsts[0]] * REPEATS  # the search's own favourite, while it may be progress
    assert firsts[REPEATS] != firsts[0]
    fresh = make_bot("normal", seed=3, seconds=None)  # a bot that has not seen those turns takes its favourite
    assert fresh.choose(st.view(0), 0, INFO) == firsts[0]


def test_a_command_taken_from_the_same_standing_turn_after_turn_gives_way_to_another():
    """Seed 2025 of the next ladder stalled on decisions after a turn's first: on Nexxus normal repaired what
    hyper-radiation took, every turn, and hard entered a Build and bought nothing, every other turn. Any decision
    taken from the same standing in REPEATS turns gives way to the next best; within one turn a standing met twice
    (a ship stepping to and fro) counts once."""
    from game.ai import make_bot
    from game.ai.turns import REPEATS

    bot = make_bot("normal", seed=3, seconds=None)
    commands = []
    for turn in range(REPEATS + 1):
        radiation = build(at={0: (4, 4)})  # the turn's first decision: where hyper-radiation hits
        radiation.round = 10 + turn
        bot.choose(radiation.view(0), 0, INFO)
        menu = build(at={0: (4, 4)})
        menu.round = radiation.round
        menu.apply(("damage", menu.ships[0]["parts"][-1]["id"]))  # the same hit: the same standing every turn
        assert menu.phase == "command" and "research" in menu.legal_actions()
        commands.append([bot.choose(menu.view(0), 0, INFO) for _ in range(2)])  # met twice in one turn
    assert commands[:REPEATS] == [["research", "research"]] * REPEATS  # its favourite, while it may be progress
    assert "research" not in commands[REPEATS]


@pytest.mark.clocked("the clock on a whole turn is what is tested")
def test_a_turn_out_of_time_still_gets_a_legal_decision_at_once():
    """The clock on a whole turn: the decisions of one turn share it; a new turn starts a new one."""
    from game.ai import make_bot
    from game.ai.turns import LEAST_SECONDS, TURN_SECONDS

    st = build(tiles={(7, 0): "Blastula"}, start_turn=False)
    bot = make_bot("normal", seed=1)
    thinker = bot.start(st.view(0), 0, INFO)
    assert thinker.seconds == bot.seconds  # the turn's first decision: the level's own clock
    thinker.finish()
    bot.turn_log.spent = TURN_SECONDS["normal"]  # as if this turn had used up its clock
    thinker = bot.start(st.view(0), 0, INFO)
    assert thinker.seconds == LEAST_SECONDS
    assert thinker.finish() in st.legal_actions()
    st.round += 1
    assert bot.start(st.view(0), 0, INFO).seconds == bot.seconds


def test_normal_and_hard_weigh_a_ship_as_easy_does():
    """The searches value positions in easy's shipwright style: next to Nexxus with a tech planet under it, a small
    ship's first look is to buy before it goes in, as easy does (the plain evaluation goes straight in)."""
    st = build(tiles={(3, 4): "Tilt"}, at={0: (3, 4)}, start_turn=False)
    assert GreedyBot(seed=1).choose(st.view(0), 0, INFO) == "move"
    easy = make_bot("easy", seed=1).choose(st.view(0), 0, INFO)
    assert easy == "build"
    for level in ("normal", "hard"):
        thinker = search(st, level)
        assert thinker.finish() == "build"
        assert thinker.candidates[0] == easy  # the favourite the playouts must beat


@pytest.mark.clocked("the clock on a whole turn is what is tested")
def test_a_turn_out_of_time_still_decides_as_easy_would(monkeypatch):
    """The clock cuts the playouts, never the one-step look (cut short, the look had ranked only the first
    decisions in the rules' order: under load normal and hard played worse than easy late in their turns)."""
    import game.ai.turns as turns

    monkeypatch.setattr(turns, "LEAST_SECONDS", 0.0)
    st = build(at={0: (4, 4)})  # at Nexxus: which component takes the hyper-radiation
    easy = make_bot("easy", seed=1).choose(st.view(0), 0, INFO)
    assert easy != ("damage", 0) and st.legal_actions()[0] == ("damage", 0)  # easy keeps its Bridge
    bot = make_bot("normal", seed=1)
    bot.turn_log.enter(st.view(0), 0)
    bot.turn_log.spent = turns.TURN_SECONDS["normal"]  # this turn has used up its clock
    thinker = bot.start(st.view(0), 0, INFO)
    assert thinker.finish() == easy and thinker.playouts == 0
