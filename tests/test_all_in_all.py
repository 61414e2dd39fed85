"""All in All scenarios: the rulebook's procedures and examples as players would see them."""

from __future__ import annotations

import json
import random

import pytest

from game.ai import make_bot
from game.rules import CHANCE, TERMINAL, IllegalAction, get
from game.rules.all_in_all import (
    COLLECT,
    DONE,
    EXPLORE,
    FLY,
    INDEX,
    KINDS,
    LAND,
    LAND_ACTION,
    NO_PICK,
    PICK,
    RELICS,
    SAB,
    AllInAllState,
    hand_target,
)

INFO = get("all_in_all")
A, B, C, D = 0, 1, 2, 3  # Alexander, Ben, Clara, Danny


def counts(names) -> list[int]:
    hand = [0] * 12
    for name in names:
        hand[INDEX[name]] += 1
    return hand


def table(players=4, hands=None, homes=None, portals=None, pass_holder=0, mission=2, placed=True):
    """A game at the start of a mission (the second by default: it starts at portal 1)."""
    state = INFO.new_game(players)
    state.aliens_left = []
    default = ["boots", "cloak", "vacuum", "plug", "lookout", "screwdriver"]
    hands = hands or {}
    state.hands = [counts(hands.get(s, default)) for s in range(players)]
    for hand in state.hands:
        hand[SAB] = 1
    homes = homes or {}
    state.homes = [[homes.get(s, {}).get(k, 0) for k in RELICS] for s in range(players)]
    state.portals = [[INDEX[c] for c in (portals or {}).get(p, [])] for p in range(10)]
    pile = [9] * KINDS
    for s in range(players):
        for k in range(KINDS):
            pile[k] -= state.hands[s][k] + state.homes[s][k]
    for cards in state.portals:
        for c in cards:
            if c < KINDS:
                pile[c] -= 1
    assert min(pile) >= 0
    state.pile = pile
    state.pass_holder = pass_holder
    state.mission = mission - 1
    state.placed = placed
    state._start_mission()
    state._legal = None
    return state


def play(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def explore_and_fly(state, victim, card, landers=()):
    """The explorer draws `card` from `victim`; the seats in `landers` land, the others fly on."""
    play(state, ("draw", victim), card)
    while state.phase == LAND:
        play(state, LAND_ACTION if state.actor in landers else FLY)


def dealt(players, seed=0):
    state = INFO.new_game(players, seed)
    rng = random.Random(seed)
    while state.actor == CHANCE:
        outcomes = state.chance_outcomes()
        state.apply(outcomes[rng.randrange(len(outcomes))][0])
    return state


# --- setup ------------------------------------------------------------------------------------
@pytest.mark.parametrize("players,size", [(3, 7), (4, 7), (5, 6), (6, 6)])
def test_the_deal_gives_relics_and_a_sabortal_by_player_count(players, size):
    state = dealt(players)
    assert hand_target(players) == size
    for hand in state.hands:
        assert sum(hand) == size and hand[SAB] == 1
        assert sum(hand[KINDS:SAB]) == 0  # no aliens in the first hands
    assert sorted(c for p in range(3) for c in state.portals[p]) == [8, 9, 10]
    assert all(len(state.portals[p]) == 1 for p in range(3))
    assert sum(state.pile) == 72 - players * (size - 1)


def test_the_first_mission_starts_at_the_fourth_portal_with_the_pass_holder():
    state = dealt(4)
    assert state.phase == EXPLORE and state.mission == 1
    assert state.portal == 3 and state.explorer == state.pass_holder == 0
    # aliens under the first three portals cannot be played in the first mission
    assert all(a[0] == "draw" for a in state.legal_actions())
    play(state, ("draw", 2))
    card = next(name for name, _ in state.chance_outcomes() if name != "sabortal")
    play(state, card)
    assert state.portals[3] == [INDEX[card]]
    while state.phase == LAND:
        play(state, FLY)
    assert state.phase == EXPLORE and state.portal == 4 and state.explorer == 1


def test_later_missions_start_at_the_first_portal():
    state = table(pass_holder=2)
    assert state.portal == 0 and state.explorer == 2


# --- exploring --------------------------------------------------------------------------------
def test_the_drawn_card_is_a_chance_step_over_that_hand():
    state = table(hands={B: ["boots", "boots", "cloak"]})
    play(state, ("draw", B))
    assert state.actor == CHANCE
    outcomes = dict(state.chance_outcomes())
    assert outcomes == pytest.approx({"boots": 0.5, "cloak": 0.25, "sabortal": 0.25})


def test_you_cannot_draw_from_your_own_hand():
    state = table()
    with pytest.raises(IllegalAction) as refused:
        state.apply(("draw", A))
    assert "another player" in str(refused.value)


def test_a_drawn_alien_goes_under_the_portal_without_acting():
    state = table(hands={B: ["time_thief", "boots"]}, homes={C: {"boots": 2}})
    play(state, ("draw", B), "time_thief")
    assert state.portals[0] == [INDEX["time_thief"]]
    assert state.phase == LAND and state.hands[B][INDEX["time_thief"]] == 0


def test_landing_is_decided_clockwise_from_the_explorer_and_stacks_in_that_order():
    state = table(pass_holder=2)
    explore_and_fly(state, A, "boots")  # Clara explores portal 1
    play(state, ("draw", C), "cloak")  # Danny explores portal 2
    assert state.actor == D
    order = []
    while state.phase == LAND:
        order.append(state.actor)
        play(state, LAND_ACTION if state.actor in (A, D) else FLY)
    assert order == [D, A, B, C]
    assert state.ships[1] == [D, A]
    # a landed player explores no more; the next explorer is the next one still flying
    assert state.phase == EXPLORE and state.explorer == B and state.portal == 2
    # but their hands may still be drawn from
    assert ("draw", D) in state.legal_actions()


def test_one_player_still_flying_explores_alone():
    state = table()
    explore_and_fly(state, B, "boots", landers=(B, C, D))
    assert state.explorer == A and state.portal == 1
    explore_and_fly(state, B, "cloak")
    assert state.explorer == A and state.portal == 2
    assert state.legal_actions()[:3] == [("draw", B), ("draw", C), ("draw", D)]


def test_when_everyone_has_landed_the_mission_ends():
    state = table()
    explore_and_fly(state, B, "boots", landers=(A, B, C, D))
    assert state.phase == COLLECT and state.queue == [A, B, C, D]


# --- the sabortal ------------------------------------------------------------------------------
def test_a_drawn_sabortal_ends_the_mission_the_victim_picks_and_keeps_the_sabortal():
    state = table(pass_holder=0)
    explore_and_fly(state, C, "boots", landers=(B,))  # Alexander explores portal 1; Ben lands there
    explore_and_fly(state, A, "cloak")  # Clara explores portal 2 (Ben has landed)
    assert state.explorer == D
    hand_before = sum(state.hands[C])
    play(state, ("draw", C), "sabortal")
    assert state.phase == PICK and state.actor == C
    assert ("pick", 0, "boots") in state.legal_actions() and NO_PICK in state.legal_actions()
    play(state, ("pick", 1, "cloak"))
    assert state.hands[C][SAB] == 1 and sum(state.hands[C]) == hand_before + 1
    assert state.hands[C][INDEX["cloak"]] == 2
    # only Ben landed: he collects; Alexander, Clara and Danny get nothing and may no longer land
    assert state.phase == COLLECT and state.queue == [B] and state.actions_left == 1
    assert state.landed == [-1, 0, -1, -1]
    with pytest.raises(IllegalAction):
        state.apply(LAND_ACTION)
    play(state, ("collect", 0, "boots"))
    assert state.actor == CHANCE and state.hands[B][INDEX["boots"]] == 2  # on to the refills


def test_a_sabortal_with_nobody_landed_gives_nobody_anything():
    state = table()
    explore_and_fly(state, B, "boots")
    play(state, ("draw", C), "sabortal", NO_PICK)
    # the mission is over at once: the leftovers go to the pass holder, the pass moves left
    assert state.pass_holder == 1
    assert state.hands[A][INDEX["boots"]] == 2
    assert all(sum(h) == 0 for h in state.homes)


# --- the super-mission ---------------------------------------------------------------------------
def test_the_super_mission_lands_every_ship_still_flying_at_the_tenth_portal():
    state = table(pass_holder=0)
    for portal in range(10):
        explorer = state.explorer
        if portal == 9:
            assert state.portal == 9 and explorer == C  # Clara explores the 10th portal
        victim = (explorer + 1) % 4
        card = RELICS[portal % 8]
        state.hands[victim][INDEX[card]] += 1
        state.pile[INDEX[card]] -= 1
        explore_and_fly(state, victim, card, landers=(B,) if portal == 5 else ())
        if portal < 9:
            assert state.phase == EXPLORE
    assert state.phase == COLLECT
    assert state.ships[9] == [C, D, A]  # clockwise from the explorer, without a choice
    assert state.queue == [C, D, A, B]
    assert state.actor == C and state.actions_left == 4


# --- collecting: the rulebook's example -------------------------------------------------------------
def test_the_rulebook_collection_example():
    state = table(
        pass_holder=0,
        hands={
            A: ["boots", "boots", "cloak", "plug", "lookout"],
            B: ["pilferer", "vacuum", "vacuum", "vacuum", "toilet_roll", "cloak"],
            C: ["screwdriver", "screwdriver", "plug", "time_machine", "toilet_roll"],
            D: ["lookout", "lookout", "time_machine", "toilet_roll", "cloak"],
        },
    )
    explore_and_fly(state, B, "pilferer")  # A explores portal 1 (1)
    explore_and_fly(state, C, "screwdriver")  # B: portal 2 (1)
    explore_and_fly(state, D, "lookout")  # C: portal 3 (2)
    explore_and_fly(state, A, "boots")  # D: portal 4 (2)
    explore_and_fly(state, B, "toilet_roll", landers=(D,))  # A: portal 5 (2): Danny lands
    explore_and_fly(state, C, "plug")  # B: portal 6 (2)
    explore_and_fly(state, D, "time_machine", landers=(C, B))  # C: portal 7 (3): Clara, then Ben
    assert state.ships[6] == [C, B]
    assert state.explorer == A and state.portal == 7  # Danny has landed: Alexander explores
    explore_and_fly(state, B, "cloak")  # A alone: portal 8 (3)
    explore_and_fly(state, C, "time_machine", landers=(A,))  # A: portal 9 (4): lands, all have landed
    assert state.phase == COLLECT
    # Alexander landed furthest: first, with 4 actions
    assert state.queue == [A, C, B, D] and state.actor == A and state.actions_left == 4
    play(state, ("collect", 0, "pilferer"), ("collect", 3, "boots"))
    assert state.actions_left == 2
    play(state, ("place", "boots"), ("place", "boots"))
    assert state.homes[A][INDEX["boots"]] == 2
    # Clara before Ben at the same portal: 3 actions each
    assert state.actor == C and state.actions_left == 3
    play(state, ("collect", 1, "screwdriver"), ("collect", 2, "lookout"), ("collect", 5, "plug"))
    assert state.actor == B and state.actions_left == 3
    play(state, ("place", "vacuum"), ("place", "vacuum"), ("place", "vacuum"))
    assert state.homes[B][INDEX["vacuum"]] == 3
    # Danny landed closest: last, with 2 actions
    assert state.actor == D and state.actions_left == 2
    play(state, ("collect", 4, "toilet_roll"), ("place", "toilet_roll"))
    assert state.homes[D][INDEX["toilet_roll"]] == 1
    # the end of the mission: leftovers to the pass holder, the pass moves left, refills
    assert state.hands[A][INDEX["time_machine"]] == 2 and state.hands[A][INDEX["cloak"]] == 2
    assert state.pass_holder == B
    assert state.actor == CHANCE


def test_collecting_refuses_a_fourth_of_a_kind_and_an_alien_on_the_home_planet():
    state = table(hands={A: ["boots", "pilferer"]}, homes={A: {"boots": 3}}, portals={2: ["cloak"]})
    state.ships[5] = [A]
    state.landed[A] = 5
    state._start_collection()
    state._legal = None
    with pytest.raises(IllegalAction) as refused:
        state.apply(("place", "boots"))
    assert "three" in str(refused.value)
    with pytest.raises(IllegalAction) as refused:
        state.apply(("place", "pilferer"))
    assert "Aliens" in str(refused.value)


def test_actions_may_go_to_waste():
    state = table(hands={A: ["boots", "cloak"]})
    explore_and_fly(state, B, "vacuum", landers=(A, B, C, D))
    assert state.actor == A and state.actions_left == 1
    play(state, DONE)
    assert state.actor == B


# --- the aliens ---------------------------------------------------------------------------------------
def test_the_pilferer_steals_but_never_from_a_complete_set():
    state = table(
        hands={A: ["pilferer", "boots"]},
        homes={B: {"cloak": 3, "plug": 1}, C: {"vacuum": 2}, A: {"vacuum": 3}},
    )
    legal = [a for a in state.legal_actions() if a[0] == "pilferer"]
    assert legal == [("pilferer", B, "plug")]  # not the complete cloaks; not a fourth vacuum
    with pytest.raises(IllegalAction) as refused:
        state.apply(("pilferer", B, "cloak"))
    assert "complete set" in str(refused.value)
    with pytest.raises(IllegalAction) as refused:
        state.apply(("pilferer", C, "vacuum"))
    assert "three" in str(refused.value)
    play(state, ("pilferer", B, "plug"))
    assert state.homes[A][INDEX["plug"]] == 1 and state.homes[B][INDEX["plug"]] == 0
    assert state.portals[0] == [INDEX["pilferer"]]
    assert state.phase == LAND  # landing goes on as after any exploration


def test_a_theft_can_win_the_game():
    state = table(hands={A: ["pilferer"]}, homes={A: {"cloak": 3, "plug": 3, "boots": 2}, B: {"boots": 1}})
    play(state, ("pilferer", B, "boots"))
    assert state.actor == TERMINAL and state.result().winners == (A,)


def test_the_schemer_takes_a_relic_goes_under_the_emptied_portal_and_nobody_lands():
    state = table(hands={B: ["schemer", "boots", "cloak"]})
    explore_and_fly(state, C, "plug")  # A: portal 1
    assert state.explorer == B and state.portal == 1
    assert ("schemer", 0, "plug", "home") in state.legal_actions()
    play(state, ("schemer", 0, "plug", "home"))
    assert state.homes[B][INDEX["plug"]] == 1
    assert state.portals[0] == [INDEX["schemer"]] and state.portals[1] == []  # the explored portal stays empty
    assert state.phase == EXPLORE and state.explorer == C and state.portal == 2  # nobody could land
    with pytest.raises(IllegalAction):
        state.apply(LAND_ACTION)


def test_the_schemer_can_take_into_the_hand_but_never_an_alien():
    state = table(hands={A: ["schemer"]}, portals={}, mission=1)
    assert state.portal == 3
    state.portals[0] = [INDEX["pilferer"]]
    state.portals[1] = [INDEX["boots"]]
    state._legal = None
    schemes = [a for a in state.legal_actions() if a[0] == "schemer"]
    assert schemes == [("schemer", 1, "boots", "hand"), ("schemer", 1, "boots", "home")]
    with pytest.raises(IllegalAction) as refused:
        state.apply(("schemer", 0, "pilferer", "hand"))
    assert "never an alien" in str(refused.value)
    play(state, ("schemer", 1, "boots", "hand"))
    assert state.hands[A][INDEX["boots"]] == 1 and state.known[A][INDEX["boots"]] == 1


def test_the_time_thief_moves_landed_ships_three_portals_forward_merging_stacks():
    state = table(hands={C: ["time_thief", "boots"]})
    explore_and_fly(state, D, "boots", landers=(D,))  # A: portal 1 — Danny lands there
    explore_and_fly(state, D, "cloak")  # B: portal 2
    explore_and_fly(state, D, "vacuum", landers=(A,))  # C: portal 3 — Alexander lands
    explore_and_fly(state, A, "plug", landers=(B,))  # B: portal 4 — Ben lands
    assert state.ships[0] == [D] and state.ships[2] == [A] and state.ships[3] == [B]
    assert state.explorer == C and state.portal == 4
    events = play(state, ("time_thief",))
    # the front-most stacks move first; all end at portal 1, arrivals on top, never beyond the first portal
    assert state.ships[0] == [D, A, B]
    assert state.landed == [0, 0, -1, 0]
    assert state.portals[4] == [INDEX["time_thief"]]
    moved = next(e for e in events if e["type"] == "time_thief")["moves"]
    assert [(m["from"], m["to"]) for m in moved] == [(2, 0), (3, 0)]
    assert state.phase == LAND and state.queue == [C]  # landing is allowed after a time thief


def test_the_time_thief_keeps_a_stack_together():
    state = table(hands={A: ["time_thief"]})
    for seat in (C, B):
        state.ships[7].append(seat)
        state.landed[seat] = 7
    state.ships[8] = [D]
    state.landed[D] = 8
    state.portal = 9 - 1
    play(state, ("time_thief",))
    assert state.ships[4] == [C, B] and state.ships[5] == [D]


# --- the end of a mission and the end of the game --------------------------------------------------------
@pytest.mark.parametrize("players,target", [(3, 7), (4, 7), (5, 6), (6, 6)])
def test_refills_bring_hands_back_to_seven_or_six_and_bigger_hands_keep_theirs(players, target):
    hands = {0: ["toilet_roll"] * 2, 1: ["time_machine"] * 8}
    hands.update({seat: ["plug", "lookout", "vacuum"] for seat in range(2, players)})
    state = table(players=players, hands=hands)
    play(state, ("draw", 1), "sabortal")  # no cards at the portals: nothing to pick
    rng = random.Random(3)
    while state.actor == CHANCE:
        outcomes = state.chance_outcomes()
        state.apply(outcomes[rng.randrange(len(outcomes))][0])
    assert sum(state.hands[0]) == target
    assert sum(state.hands[1]) == 9  # eight time machines and the sabortal: kept, nothing drawn
    for seat in range(2, players):
        assert sum(state.hands[seat]) == target


def test_three_sets_of_three_win_at_once_interrupting_the_collection():
    state = table(
        hands={A: ["boots", "cloak"], B: ["plug", "plug", "plug"]},
        homes={A: {"boots": 2, "cloak": 3, "plug": 3}},
    )
    explore_and_fly(state, C, "vacuum", landers=(A, B, C, D))
    assert state.queue == [A, B, C, D]
    play(state, ("place", "boots"))
    assert state.actor == TERMINAL
    result = state.result()
    assert result.winners == (A,) and result.ranks[A] == 1
    assert state.legal_actions() == []


def test_an_empty_pile_and_a_mission_without_placing_end_the_game():
    state = table(homes={A: {"boots": 3}, B: {"boots": 1, "cloak": 3}, C: {"vacuum": 3}}, placed=False)
    state.pile = [0] * KINDS
    play(state, ("draw", B), "sabortal")
    assert state.actor == TERMINAL
    result = state.result()
    assert result.winners == (B,)  # one set each for A, B and C; B has more relics in front
    assert result.tie_breaks


def test_an_empty_pile_game_goes_on_while_relics_are_placed():
    state = table(hands={A: ["boots"]})
    state.pile = [0] * KINDS
    explore_and_fly(state, B, "cloak", landers=(A, B, C, D))
    play(state, ("place", "boots"), DONE, DONE, DONE)
    assert state.phase == EXPLORE and state.mission == 3


# --- what each seat may see -----------------------------------------------------------------------------
def test_a_view_shows_only_the_seats_own_hand_and_what_everyone_saw():
    state = table(hands={A: ["boots"], B: ["cloak", "cloak", "plug"]})
    explore_and_fly(state, B, "cloak", landers=(A, B, C, D))
    play(state, ("collect", 0, "cloak"))  # Alexander takes the cloak openly into his hand
    view = state.view(B)
    assert view["hands"][B] == state.hands[B]
    assert view["hands"][A] == 3 and view["known"][A][INDEX["cloak"]] == 1
    assert view["pile"] == sum(state.pile)
    assert isinstance(view["hands"][C], int)
    json.dumps(view)


def test_a_redeal_keeps_the_seats_knowledge():
    state = dealt(4, seed=5)
    explore_and_fly(state, 1, next(n for n, _ in _peek(state, 1) if n != "sabortal"))
    rng = random.Random(9)
    for _ in range(30):
        other = AllInAllState.from_view(state.view(2), 2, rng)
        assert other.view(2) == state.view(2)
        assert sum(other.pile) == sum(state.pile)
        assert all(h[SAB] == 1 for h in other.hands)


def _peek(state, victim):
    hand = state.hands[victim]
    return [(name, hand[INDEX[name]]) for name in INDEX if hand[INDEX[name]]]


def _positions():
    """A first exploration (whom to draw from) and a landing decision, each from seat 0's side."""
    explore = table(
        hands={
            A: ["boots", "cloak", "time_thief"],
            B: ["plug", "plug", "pilferer"],
            C: ["vacuum"] * 5 + ["schemer"],
            D: ["lookout"] * 4,
        },
        homes={B: {"plug": 2}, C: {"vacuum": 1}},
    )
    landing = table(hands={A: ["boots", "boots", "cloak", "schemer"], B: ["plug"] * 5 + ["pilferer", "time_thief"]})
    for _ in range(5):
        explorer = landing.explorer
        explore_and_fly(landing, (explorer + 1) % 4, _peek(landing, (explorer + 1) % 4)[0][0])
    play(landing, ("draw", (landing.explorer + 1) % 4), _peek(landing, (landing.explorer + 1) % 4)[0][0])
    assert landing.phase == LAND and landing.actor == landing.explorer
    return [explore, landing]


@pytest.mark.parametrize("level", ["greedy", "mcts"])
def test_a_bot_never_reads_hidden_cards(level):
    """Swap everything seat 0 cannot see for other cards that fit its view: its choice stays put."""
    for position in _positions():
        seat = position.actor
        view = position.view(seat)
        rng = random.Random(4)
        variants = [position] + [AllInAllState.from_view(view, seat, rng) for _ in range(5)]
        hidden = {json.dumps([v.hands[s] for s in range(4) if s != seat] + [v.pile]) for v in variants}
        assert len(hidden) > 3, "the variants must really differ in what seat 0 cannot see"
        choices = set()
        for variant in variants:
            assert variant.view(seat) == view
            options = {"iterations": 60} if level == "mcts" else {}
            bot = make_bot(level, seed=17, **options)
            choices.add(bot.choose(variant.view(seat), seat, INFO))
        assert len(choices) == 1


def _short_hands_landing():
    """Portal 5 (a 2): A, B and C landed; D, last to decide, holds two cloaks for a home with one.

    The other hands are down to two or three cards, a sabortal among them, so the next
    draw ends the mission one time in three: flying on risks the set D can place by landing.
    """
    state = table(
        hands={
            A: ["plug", "lookout", "screwdriver"],
            B: ["plug", "lookout", "screwdriver"],
            C: ["toilet_roll", "time_machine", "screwdriver"],
            D: ["cloak", "cloak", "boots"],
        },
        homes={D: {"cloak": 1}},
    )
    explore_and_fly(state, B, "plug")
    explore_and_fly(state, C, "toilet_roll")
    explore_and_fly(state, A, "plug")
    explore_and_fly(state, A, "lookout")
    play(state, ("draw", C), "time_machine")
    while state.actor != D:
        play(state, LAND_ACTION)
    return state


def test_the_search_bot_lands_when_short_hands_make_a_sabortal_likely():
    """Greedy's rule of thumb (one draw in seven is a sabortal) flies on here; the search
    samples the real hands, sees the set at risk and lands."""
    state = _short_hands_landing()
    assert state.phase == LAND and state.actor == D and state.portal == 4
    assert [sum(hand) for hand in state.hands[:3]] == [2, 3, 2]
    for seed in range(3):
        assert make_bot("mcts", seed=seed, iterations=300).choose(state.view(D), D, INFO) == LAND_ACTION
