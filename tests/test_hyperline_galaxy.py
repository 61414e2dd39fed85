"""Hyperline part 1: the board, loop lines, jumps, exploring, blocking, Rips."""

from __future__ import annotations

import random

import pytest

from game.rules import CHANCE, IllegalAction, get
from game.rules.hyperline import galaxy
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import NE, NEXXUS, SW, E, N, S, W, name
from game.rules.hyperline.scenario import build, sec
from tests.rules_said import en
from tests.walk import random_step


def move(st, *actions):
    """Choose Move, then each action in turn (each must be legal)."""
    st.apply("move")
    for action in actions:
        assert st.explain(action) is None, (action, st.phase, st.legal_actions())
        st.apply(action)
    return st


def test_the_printed_board():
    st = build()
    assert st.board[sec(0, 2)] == "lane@1" and st.board[sec(2, 0)] == "lane@0"
    assert st.board[sec(0, 4)].startswith("loop") and st.board[sec(4, 8)].startswith("loop")
    assert st.board[NEXXUS] == "nexxus@0"
    assert sum(1 for s in range(81) if st.board[s] is None) == 48
    assert name(sec(0, 0)) == "A1" and name(NEXXUS) == "E5"


def test_magnon_to_tilt_through_loop_a():
    st = build(tiles={(1, 4): "Magnon", (7, 4): "Tilt"}, at={0: (1, 4)})
    move(st, ("jump", N))
    # off the top edge through loop A, back on at the bottom: the rider picks the spoke or a lane
    assert st.phase == "branch" and st.at[0] == sec(8, 4)
    assert sorted(st.legal_actions()) == [("branch", N), ("branch", E), ("branch", W)]
    st.apply(("branch", N))
    assert st.at[0] == sec(7, 4)
    assert st.current == 1  # the move is over (no bonus moves): the turn passed


def test_loop_a_lane_leads_home_along_the_bottom_edge():
    st = build(tiles={(1, 4): "Magnon"}, at={0: (1, 4)})
    move(st, ("jump", N), ("branch", W))
    assert st.at[0] == sec(8, 0)  # seat 0's home corner: its own fighters do not block


def test_problar_to_nexxus_through_loop_b():
    row4 = {(4, c): "straight@1" for c in (1, 2, 3)}
    st = build(tiles=row4, homes=("Gearhold", "Problar"), current=1, start_turn=False)
    assert st.board[sec(0, 8)] == "Problar@0"
    move(st, ("jump", S))
    assert st.phase == "branch" and st.at[1] == sec(4, 0)  # came back on through the left loop sector
    st.apply(("branch", E))
    assert st.at[1] == NEXXUS


def test_qued_is_adjacent_to_the_middle_sector_but_not_connected():
    st = build(tiles={(3, 2): "Qued", (3, 3): "bend@0", (2, 3): "Podunk"}, at={0: (3, 2)})
    st.apply("move")
    legal = st.legal_actions()
    assert ("step", sec(3, 3)) in legal
    assert ("jump", E) not in legal
    assert "Jump" in en(st.explain(("jump", E)))
    ends, _ = galaxy.connections(st, 0)
    assert sec(3, 3) not in ends
    # the bend does connect the sectors on its two ends
    st.at[0] = sec(2, 3)
    assert sec(3, 4) not in galaxy.connections(st, 0)[0]
    assert sec(3, 4) in galaxy.connections(st, 0)[1]  # unexplored: a scan target


@pytest.mark.parametrize("branch,end", [(N, (1, 2)), (E, (2, 3))])
def test_a_jump_through_a_branch_goes_the_chosen_way(branch, end):
    tiles = {(3, 2): "Tilt", (2, 2): "y_branch@0", (1, 2): "Podunk", (2, 3): "Zoomba"}
    st = build(tiles=tiles, at={0: (3, 2)})
    move(st, ("jump", N))
    assert st.phase == "branch" and st.current == 0
    assert st.legal_actions() == [("branch", N), ("branch", E)]
    st.apply(("branch", branch))
    assert st.at[0] == sec(*end)


def test_a_branch_ridden_from_a_side_merges_without_a_choice():
    tiles = {(2, 3): "Zoomba", (2, 2): "y_branch@0", (3, 2): "Tilt"}
    st = build(tiles=tiles, at={0: (2, 3)})
    move(st, ("jump", W))
    assert st.at[0] == sec(3, 2)


def test_a_crossing_goes_straight_on():
    tiles = {(3, 2): "Tilt", (2, 2): "crossing@0", (1, 2): "Podunk", (2, 3): "Zoomba", (2, 1): "Hangarr"}
    st = build(tiles=tiles, at={0: (3, 2)})
    move(st, ("jump", N))
    assert st.at[0] == sec(1, 2)
    assert st.current == 1


def test_a_converter_is_one_way_without_the_hyperline_computer():
    tiles = {(3, 2): "Tilt", (2, 2): "converter_ne@0", (1, 3): "Zoomba"}
    st = build(tiles=tiles, at={0: (3, 2)})
    move(st, ("jump", N))
    assert st.at[0] == sec(1, 3)  # straight in, diagonal out
    back = build(tiles=tiles, at={0: (1, 3)})
    back.apply("move")
    assert ("jump", SW) not in back.legal_actions()
    assert "Hyperline Computer" in en(back.explain(("jump", SW)))


def test_a_converter_is_two_way_with_the_hyperline_computer():
    tiles = {(3, 2): "Tilt", (2, 2): "converter_ne@0", (1, 3): "Zoomba"}
    st = build(tiles=tiles, at={0: (1, 3)}, upgrades={0: ["hyperline_computer"]})
    move(st, ("jump", SW))
    assert st.at[0] == sec(3, 2)
    # offline (damaged Bridge) the computer no longer helps
    st = build(tiles=tiles, at={0: (1, 3)}, upgrades={0: ["hyperline_computer"]})
    shipkit.damage(st.ships[0], st.ships[0]["parts"][0]["id"])  # through ship.py: a ship remembers its facts
    st.apply("move")
    assert ("jump", SW) not in st.legal_actions()


def test_exploring_next_to_a_planet_draws_from_the_hyperline_stack():
    st = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)})
    move(st, ("jump", N))
    assert st.actor == CHANCE and st.phase == "explore_draw" and st.explore["stack"] == "hyperline"
    outcomes = dict(st.chance_outcomes())
    assert set(outcomes) == {*st.hyper_stack} and abs(outcomes["straight"] - 4 / 31) < 1e-9
    st.apply("straight")
    assert st.legal_actions() == [("rotate", 0), ("rotate", 1)]  # a straight line has two distinct turns
    st.apply(("rotate", 0))  # N-S: ride on into (1, 2), unexplored and not next to a planet
    assert st.board[sec(2, 2)] == "straight@0"
    assert st.phase == "explore_stack" and st.explore["sector"] == sec(1, 2)
    assert st.legal_actions() == [("stack", "hyperline"), ("stack", "planet")]
    st.apply(("stack", "planet"))
    st.apply("Qued")
    assert st.at[0] == sec(1, 2) and st.board[sec(1, 2)] == "Qued@0"


def test_a_jump_always_enters_the_sector_it_explored():
    st = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)})
    move(st, ("jump", N))
    st.apply("straight")
    st.apply(("rotate", 1))  # E-W: no line at the port the ship arrives by
    assert st.board[sec(2, 2)] == "straight@1"
    assert st.at[0] == sec(2, 2)  # "you must immediately move into it": the jump ends in the new sector
    assert st.current == 1


def test_a_jump_that_explores_a_sector_with_a_pirate_waiting_is_blocked_there():
    ship = [("carrier_pod", (0, 1, "N")), ("hyperline_engine", (1, 1, "S"))]
    st = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)}, ships={0: ship})
    st.pirates[str(sec(2, 2))] = 2  # placed there before anyone explored it
    move(st, ("jump", N))
    st.apply("bend")
    st.apply(("rotate", 0))  # N-E: no line at the port the ship arrives by
    assert st.at[0] == sec(2, 2)
    assert st.phase != "move" and st.turn["step"] > 2  # blocked: no bonus move left to take


def test_an_explored_tile_turned_away_mid_jump_stops_the_ship_where_it_is():
    st = build(tiles={(3, 2): "Tilt", (2, 2): "straight@0", (1, 2): "straight@1"}, at={0: (3, 2)})
    move(st, ("jump", N))
    assert st.at[0] == sec(2, 2)  # the line runs into the side of an E-W line already on the board
    assert st.current == 1


def test_exploring_with_an_empty_stack_uses_the_other():
    st = build(tiles={(1, 2): "Podunk"}, at={0: (1, 0)})
    st.hyper_stack = {key: 0 for key in st.hyper_stack}
    move(st, ("step", sec(1, 1)))  # next to Podunk, but the hyperline stack is empty
    assert st.phase == "explore_draw" and st.explore["stack"] == "planet"
    assert {outcome for outcome, _ in st.chance_outcomes()} == {*st.planet_stack}
    st.apply("asteroid")
    assert st.at[0] == sec(1, 1) and st.board[sec(1, 1)] == "asteroid@0"


def test_stepping_away_from_planets_offers_both_stacks():
    st = build(at={0: (1, 0)})
    move(st, ("step", sec(1, 1)))
    assert st.phase == "explore_stack"
    st.apply(("stack", "hyperline"))
    st.apply("bend")
    assert st.legal_actions() == [("rotate", r) for r in range(4)]
    st.apply(("rotate", 2))
    assert st.at[0] == sec(1, 1) and st.board[sec(1, 1)] == "bend@2"


def test_the_hyperline_stack_only_next_to_a_planet():
    st = build(tiles={(1, 2): "Podunk"}, at={0: (1, 0)})
    move(st, ("step", sec(1, 1)))
    assert st.phase == "explore_draw" and st.explore["stack"] == "hyperline"


def test_blocking_ends_the_command_even_with_bonus_moves_left():
    engines = [("carrier_pod", (0, 1, "N")), ("hyperline_engine", (1, 1, "S"))]
    tiles = {(3, 2): "Tilt", (2, 2): "pirate_base", (3, 3): "straight@0"}
    free = build(tiles=tiles, at={0: (3, 2)}, ships={0: engines})
    move(free, ("step", sec(3, 3)))
    assert free.phase == "move" and free.current == 0 and "stop" in free.legal_actions()  # a bonus move left
    blocked = build(tiles=tiles, at={0: (3, 2)}, ships={0: engines})
    move(blocked, ("step", sec(2, 2)))
    assert blocked.at[0] == sec(2, 2)
    # blocked by the pirate: no bonus move, the command is over and the pirate fight begins
    assert blocked.current == 0 and blocked.phase == "combat_roll" and blocked.fight["sides"]["d"] == "pirate"


def test_asteroids_block_unless_battle_computer():
    engines = [("carrier_pod", (0, 1, "N")), ("hyperline_engine", (1, 1, "S"))]
    tiles = {(3, 2): "Tilt", (2, 2): "asteroid"}
    st = build(tiles=tiles, at={0: (3, 2)}, ships={0: engines})
    move(st, ("step", sec(2, 2)))
    assert st.phase == "combat_roll" and st.fight["kind"] == "asteroid"  # the command is over: rocks hit
    st = build(tiles=tiles, at={0: (3, 2)}, ships={0: engines}, upgrades={0: ["battle_computer"]})
    move(st, ("step", sec(2, 2)))
    assert st.current == 0 and st.phase == "move"


def test_enemy_ships_and_fighters_block_a_jump_on_the_way():
    tiles = {(3, 2): "Tilt", (2, 2): "straight@0", (1, 2): "Podunk"}
    st = build(tiles=tiles, at={0: (3, 2), 1: (2, 2)})
    move(st, ("jump", N))
    assert st.at[0] == sec(2, 2) and st.phase == "combat"  # the command is over; a fight may follow
    assert st.legal_actions() == [("fight", sec(2, 2), 1), "end_combat"]
    st.apply("end_combat")
    assert st.current == 1
    st = build(tiles=tiles, at={0: (3, 2)})
    st.patrols[1][str(sec(2, 2))] = 1
    move(st, ("jump", N))
    assert st.at[0] == sec(2, 2)


def test_bonus_moves_from_hyperline_engines():
    engines = [("carrier_pod", (0, 1, "N")), ("hyperline_engine", (1, 1, "S")), ("hyperline_engine", (-1, 1, "S"))]
    tiles = {(3, 2): "Tilt", (3, 3): "straight@0", (3, 4): "straight@0"}
    st = build(tiles=tiles, at={0: (3, 2)}, ships={0: engines})
    move(st, ("step", sec(3, 3)), ("step", sec(3, 4)), ("step", sec(3, 3)))
    assert st.current == 1  # one move and two bonus moves
    st = build(tiles=tiles, at={0: (3, 2)}, ships={0: engines})
    st.apply("move")
    assert "stop" not in st.legal_actions()
    with pytest.raises(IllegalAction):
        st.apply("stop")


def test_fighters_load_one_per_carrier_pod_before_a_move():
    st = build()
    st.apply("move")
    assert "load" in st.legal_actions() and "unload" not in st.legal_actions()
    st.apply("load")
    assert st.loaded[0] == 1 and st.patrols[0][str(st.corners[0])] == 7
    assert "load" not in st.legal_actions()  # one Carrier Pod
    assert "unload" not in st.legal_actions()  # not both before one move
    st.apply(("jump", N))
    assert st.loaded[0] == 1


def test_exploring_the_rip_places_the_second_and_the_rips_carry_you():
    st = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)})
    move(st, ("jump", N))
    st.apply("rip")
    assert st.phase == "place_rip" and ("rip", sec(6, 6)) in st.legal_actions()
    st.apply(("rip", sec(6, 6)))
    assert st.at[0] == sec(2, 2)  # a Rip ends the jump
    assert st.phase == "rip_travel" and st.legal_actions() == ["rip_travel", "stay"]
    st.apply("rip_travel")
    assert st.at[0] == sec(6, 6) and st.current == 1


def test_ripshift_replaces_a_jump():
    ship = [("carrier_pod", (0, 1, "N")), ("rip_engine", (1, 1, "S"))]
    st = build(tiles={(3, 2): "Tilt", (6, 6): "rip"}, at={0: (3, 2)}, ships={0: ship})
    st.apply("move")
    assert ("ripshift", sec(6, 6)) in st.legal_actions() and ("ripshift", st.corners[0]) in st.legal_actions()
    st.apply(("ripshift", st.corners[0]))
    assert st.at[0] == st.corners[0]
    plain = build(tiles={(3, 2): "Tilt", (6, 6): "rip"}, at={0: (3, 2)})
    plain.apply("move")
    assert not [a for a in plain.legal_actions() if a[0] == "ripshift"]


def test_no_ripshift_where_no_jump_is_possible():
    ship = [("carrier_pod", (0, 1, "N")), ("rip_engine", (1, 1, "S"))]
    # a converter: its S end runs into the side of an E-W line, its NE end needs the Hyperline Computer
    tiles = {(2, 2): "converter_ne@0", (3, 2): "straight@1", (6, 6): "rip"}
    st = build(tiles=tiles, at={0: (2, 2)}, ships={0: ship})
    st.apply("move")
    assert not [a for a in st.legal_actions() if a[0] == "jump"]
    assert not [a for a in st.legal_actions() if a[0] == "ripshift"]
    assert "no Jump is possible" in en(st.explain(("ripshift", sec(6, 6))))
    assert ("step", sec(2, 3)) in st.legal_actions()
    # with the Hyperline Computer the NE end leads somewhere, so the Rip Engine may convert that Jump
    computer = build(tiles=tiles, at={0: (2, 2)}, ships={0: ship}, upgrades={0: ["hyperline_computer"]})
    computer.apply("move")
    assert ("jump", NE) in computer.legal_actions() and ("ripshift", sec(6, 6)) in computer.legal_actions()


def test_a_ship_that_ran_away_must_move():
    st = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)}, start_turn=False)
    st.must_move[0] = True
    assert st.legal_actions() == ["move"]
    assert "must Move" in en(st.explain("pass"))


def test_scanning_places_the_top_hyperline_tile_in_a_connected_sector():
    ship = [("battle_pod", (0, 1, "N")), ("quantum_scanner", (1, 1, "E"))]
    st = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)}, ships={0: ship})
    assert st.phase == "scan"
    targets = [sec(2, 2), sec(3, 1), sec(3, 3), sec(4, 2)]
    assert st.legal_actions() == [("scan", s) for s in targets] + [("quantum", s) for s in targets] + ["end_scan"]
    st.apply(("scan", sec(3, 3)))
    assert st.explore["stack"] == "hyperline"
    st.apply("t_branch")
    st.apply(("rotate", 1))
    assert st.board[sec(3, 3)] == "t_branch@1"
    assert st.phase == "command" and st.at[0] == sec(3, 2)  # one scanner, one scan; the ship stays


def test_a_remembered_ride_answers_as_a_fresh_ride_while_ships_fighters_and_pirates_move():
    """`rides` keeps its last answer from each sector while what it rode through is the same: at every step of
    seeded games, for every seat, it must answer what riding every line afresh finds."""
    info = get("hyperline")
    asked = 0
    for seed in range(3):
        st = info.new_game(4, seed, {"turn_limit": 12})
        rng = random.Random(seed)
        while st.phase != "over":
            for seat in range(4):
                if st.board[st.at[seat]] is None:  # (setting up: the homes are not laid yet)
                    continue
                ship = st.ships[seat]
                diagonal = "hyperline_computer" in ship["upgrades"] and not ship["parts"][0]["damaged"]
                fresh = galaxy._ride_all(st, seat, diagonal, galaxy.blocked_sectors(st, seat))[1]
                assert galaxy.rides(st, seat) == fresh, (seed, seat)
                asked += 1
            random_step(st, rng)
    assert asked > 1000


def test_the_log_names_a_drawn_tile_without_a_wrong_article():
    st = build(tiles={(1, 2): "Podunk"}, at={0: (1, 0)})
    st.hyper_stack = {key: 0 for key in st.hyper_stack}
    move(st, ("step", sec(1, 1)))
    assert en(st.describe("asteroid")).endswith("draws a tile: asteroid field")  # never "draws a asteroid field"
