"""Hyperline part 1: setup, build and tech tokens, repair, the Repair Droid, research, the win, the turn limit."""

from __future__ import annotations

import json

import pytest

from game.ai import GreedyBot
from game.rules import CHANCE, TERMINAL, get
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import NEXXUS
from game.rules.hyperline.scenario import build, sec
from game.rules.words import Seat, english
from tests.rules_said import en


def part_id(st, seat, kind):
    return next(p["id"] for p in st.ships[seat]["parts"] if p["kind"] == kind)


def damaged(st, seat):
    return shipkit.damaged_parts(st.ships[seat])


# --- setup ------------------------------------------------------------------------------------------------
def test_setup_draws_homes_builds_starting_ships_and_rolls_for_first_player():
    st = get("hyperline").new_game(2, 1)
    assert st.actor == CHANCE and len(st.chance_outcomes()) == 8
    st.apply("Y-Bot")
    assert len(st.chance_outcomes()) == 7 and "Y-Bot" not in dict(st.chance_outcomes())
    st.apply("Problar")
    assert st.board[st.corners[0]] == "Y-Bot@0" and st.board[st.corners[1]] == "Problar@0"
    assert st.patrols[0] == {str(st.corners[0]): 8}
    assert st.actor == 0 and st.legal_actions() == [
        ("pod", "carrier_pod"),
        ("pod", "battle_pod"),
        ("pod", "turret_pod"),
    ]
    st.apply(("pod", "carrier_pod"))
    assert st.legal_actions() == [("place", (0, 1, "N"))]  # the Pod goes behind the Bridge
    st.apply(("place", (0, 1, "N")))
    st.apply(("engine", "hyperline_engine"))
    st.apply(st.legal_actions()[0])
    assert st.legal_actions() == [("bonus", "repair_droid")]
    st.apply(("bonus", "repair_droid"))
    assert st.ships[0]["upgrades"] == ["repair_droid"]
    assert all(token is None for token in st.tokens[0].values())  # upgrades need no token
    st.apply(("pod", "battle_pod"))
    st.apply(st.legal_actions()[0])
    st.apply(("engine", "combat_engine"))
    st.apply(st.legal_actions()[0])
    st.apply(("bonus", "carrier_pod"))
    st.apply(st.legal_actions()[0])
    assert st.tokens[1]["pod"] == st.corners[1]  # paid with the Pod token, left on the home planet
    assert st.store["carrier_pod"] == 8 - 2
    # first player: highest roll, ties roll again
    assert st.actor == CHANCE and [o for o, _ in st.chance_outcomes()] == [1, 2, 3, 4]
    st.apply(3)
    st.apply(3)
    assert st.actor == CHANCE
    st.apply(1)
    st.apply(4)
    assert st.first == 1 and st.current == 1 and st.phase == "command"


# --- build and tech tokens --------------------------------------------------------------------------------
def test_buying_pays_with_the_tech_token_and_not_twice_on_one_planet():
    st = build(tiles={(3, 2): "Friskus", (5, 6): "Ophasic"}, at={0: (3, 2)})
    st.apply("build")
    assert [a for a in st.legal_actions() if a[0] == "buy"] == [
        ("buy", "hardpoint_shield"),
        ("buy", "interphasic_shield"),
        ("buy", "transfer_shield"),
    ]
    st.apply(("buy", "hardpoint_shield"))
    assert st.phase == "place"
    st.apply(st.legal_actions()[0])
    assert st.tokens[0]["shield"] == sec(3, 2) and st.store["hardpoint_shield"] == 7
    assert ("buy", "transfer_shield") not in st.legal_actions()  # one component per Build command
    st.apply("done")
    assert st.current == 1
    # next time on Friskus: the token is already there
    again = build(tiles={(3, 2): "Friskus", (5, 6): "Ophasic"}, at={0: (3, 2)})
    again.tokens[0]["shield"] = sec(3, 2)
    again.apply("build")
    assert not [a for a in again.legal_actions() if a[0] == "buy"]
    assert "already on this planet" in en(again.explain(("buy", "transfer_shield")))


def test_a_tech_token_moves_from_another_planet():
    st = build(tiles={(3, 2): "Friskus", (5, 6): "Ophasic"}, at={0: (5, 6)})
    st.tokens[0]["shield"] = sec(3, 2)
    st.apply("build")
    st.apply(("buy", "transfer_shield"))
    st.apply(st.legal_actions()[0])
    assert st.tokens[0]["shield"] == sec(5, 6)  # taken off Friskus: buying there is open again


def test_no_build_on_nexxus_another_home_or_empty_space():
    st = build(at={0: (0, 8)}, start_turn=False)  # the other player's home (Gearhold, engines)
    assert "build" not in st.legal_actions()
    assert "another player's home" in en(st.explain("build"))
    own = build(start_turn=False)
    assert "build" in own.legal_actions()  # your own home sells its technology
    nexxus = build(at={0: (4, 4)}, start_turn=False)
    assert "Nexxus" in en(nexxus.explain("build"))
    lane = build(at={0: (2, 0)}, start_turn=False)
    assert "tech planet" in en(lane.explain("build"))


def test_bridge_upgrades_one_of_each_and_offline_on_a_damaged_bridge():
    st = build(tiles={(3, 2): "Hycom"}, at={0: (3, 2)}, start_turn=False)
    st.ships[0]["parts"][0]["damaged"] = True
    st.apply("build")
    assert ("buy", "hyperline_computer") in st.legal_actions()
    st.apply(("buy", "hyperline_computer"))
    assert "hyperline_computer" in st.ships[0]["upgrades"]
    assert not shipkit.online(st.ships[0], "hyperline_computer")
    owned = build(tiles={(3, 2): "Hycom"}, at={0: (3, 2)}, upgrades={0: ["hyperline_computer"]}, start_turn=False)
    owned.apply("build")
    assert ("buy", "hyperline_computer") not in owned.legal_actions()
    assert "already has" in en(owned.explain(("buy", "hyperline_computer")))


def test_reconfiguring_moves_components_and_must_end_legal():
    ship = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("laser_cannon", (1, 1, "E"))]
    st = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)}, ships={0: ship})
    st.apply("build")
    laser = part_id(st, 0, "laser_cannon")
    pod = part_id(st, 0, "carrier_pod")
    shipkit.damage(st.ships[0], laser)  # a component keeps its damage when moved
    st.apply(("lift", pod))
    assert "done" not in st.legal_actions()
    assert "Put back" in en(st.explain("done"))
    st.apply(("put", pod, (0, 1, "N")))
    st.apply(("lift", laser))
    assert "already taken" in en(st.explain(("put", laser, (0, 2, "S"))))  # a reason, not just "not now"
    st.apply(("put", laser, (-1, 1, "W")))
    moved = shipkit.part(st.ships[0], laser)
    assert (moved["x"], moved["y"], moved["facing"], moved["damaged"]) == (-1, 1, "W", True)
    assert ("lift", laser) not in st.legal_actions()  # each component is moved once per Build
    st.apply("done")
    assert st.current == 1


def test_a_component_put_back_is_named_once_in_the_log_and_on_its_button():
    """"Ana moves the Laser Cannon: a Laser Cannon behind ..." named it twice, in German too ("versetzt")."""
    import game.words as words

    ship = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("laser_cannon", (1, 1, "E"))]
    st = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)}, ships={0: ship})
    st.apply("build")
    laser = part_id(st, 0, "laser_cannon")
    st.apply(("lift", laser))
    put = ("put", laser, (-1, 1, "W"))
    said, offered = st.describe(put), st.label(put)
    assert english(said, ["Ana"]) == "Ana reattaches a Laser Cannon one back and one left of the Bridge, facing left"
    assert english(offered) == "Reattach a Laser Cannon one back and one left of the Bridge, facing left"
    try:
        words.use("de")
        assert words.word(said, ["Ana"]) == (
            "Ana baut wieder an: eine Laserkanone links hinter der Brücke (eins zurück, eins zur Seite), nach links "
            "gerichtet"
        )
        assert words.word(offered).count("Laserkanone") == 1
    finally:
        words.use("en")


def test_a_carrier_pod_moved_while_reconfiguring_keeps_its_fighter():
    ship = [("battle_pod", (0, 1, "N")), ("carrier_pod", (0, 2, "N")), ("hyperline_engine", (1, 1, "S"))]
    st = build(tiles={(3, 2): "Podunk"}, at={0: (3, 2)}, ships={0: ship})
    st.loaded[0] = 1
    st.apply("build")
    carrier = part_id(st, 0, "carrier_pod")
    st.apply(("lift", carrier))
    st.apply(("put", carrier, (-1, 1, "N")))
    st.apply("done")
    assert (shipkit.part(st.ships[0], carrier)["x"], st.loaded[0]) == (-1, 1)  # the fighter rode along
    assert str(sec(3, 2)) not in st.patrols[0]  # nothing was dropped on patrol at Podunk


def test_reconfigure_undo_restores_the_ship():
    st = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)})
    before = [dict(p) for p in st.ships[0]["parts"]]
    st.apply("build")
    st.apply(("lift", part_id(st, 0, "carrier_pod")))
    st.apply("undo")
    assert st.ships[0]["parts"] == before
    assert "done" in st.legal_actions()


# --- repair -----------------------------------------------------------------------------------------------
def test_home_repair_restores_everything():
    st = build(start_turn=False)
    for kind in ("carrier_pod", "combat_engine"):
        shipkit.damage(st.ships[0], part_id(st, 0, kind))
    st.apply("repair")
    assert "repair_all" in st.legal_actions()
    st.apply("repair_all")
    assert damaged(st, 0) == []
    assert st.current == 1


def test_no_repair_on_another_players_home():
    st = build(at={0: (0, 8)}, start_turn=False)
    shipkit.damage(st.ships[0], part_id(st, 0, "combat_engine"))
    assert "repair" not in st.legal_actions()
    assert "another player's home" in en(st.explain("repair"))
    away = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)}, start_turn=False)
    shipkit.damage(away.ships[0], part_id(away, 0, "combat_engine"))
    away.apply("repair")
    assert "repair_all" not in away.legal_actions()
    away.apply(("repair", part_id(away, 0, "combat_engine")))
    assert damaged(away, 0) == [] and away.current == 1


def test_the_repair_droid_gives_an_extra_non_repair_command():
    st = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)}, upgrades={0: ["repair_droid"]}, start_turn=False)
    for kind in ("carrier_pod", "combat_engine"):
        shipkit.damage(st.ships[0], part_id(st, 0, kind))
    st.apply("repair")
    st.apply(("repair", part_id(st, 0, "combat_engine")))
    assert st.current == 0 and st.phase == "command"
    assert "repair" not in st.legal_actions() and "move" in st.legal_actions()
    assert "Repair Droid" in en(st.explain("repair"))
    st.apply("move")
    st.apply(("step", sec(2, 2)))
    assert st.phase == "explore_draw" and st.current == 0  # the extra command is under way


@pytest.mark.parametrize("where", ["nexxus", "home_full", "bridge_damaged"])
def test_where_the_repair_droid_is_barred(where):
    at = {0: (4, 4)} if where == "nexxus" else {}
    st = build(at=at, upgrades={0: ["repair_droid"]}, start_turn=False)
    shipkit.damage(st.ships[0], part_id(st, 0, "combat_engine"))
    if where == "bridge_damaged":
        shipkit.damage(st.ships[0], 0)
    st.apply("repair")
    if where == "home_full":
        st.apply("repair_all")
    else:
        st.apply(("repair", part_id(st, 0, "combat_engine")))
    assert st.current == 1  # no extra command


def test_the_repair_droid_at_home_after_a_standard_repair():
    st = build(upgrades={0: ["repair_droid"]}, start_turn=False)
    shipkit.damage(st.ships[0], part_id(st, 0, "combat_engine"))
    st.apply("repair")
    st.apply(("repair", part_id(st, 0, "combat_engine")))
    assert st.current == 0 and st.phase == "command"


def test_repairing_the_bridge_brings_upgrades_back_online():
    st = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)}, upgrades={0: ["hyperline_computer"]}, start_turn=False)
    shipkit.damage(st.ships[0], 0)
    assert not shipkit.online(st.ships[0], "hyperline_computer")
    st.apply("repair")
    st.apply(("repair", 0))
    assert shipkit.online(st.ships[0], "hyperline_computer")


# --- hyper-radiation and research -------------------------------------------------------------------------
def test_hyper_radiation_damages_a_component_of_your_choice_and_kills_patrols():
    st = build(at={0: (4, 4)}, start_turn=False)
    st.patrols[0][str(NEXXUS)] = 2
    st.current = 1
    st.apply("pass")  # seat 1 passes: seat 0's turn begins on Nexxus
    assert st.current == 0 and st.phase == "radiation"
    assert str(NEXXUS) not in st.patrols[0]
    assert st.legal_actions() == [("damage", 0), ("damage", 1), ("damage", 2)]
    st.apply(("damage", 2))
    assert damaged(st, 0) == [2] and st.phase == "command"
    assert "research" in st.legal_actions()


def test_research_damage_first_then_the_point_if_the_bridge_works():
    st = build(at={0: (4, 4)}, start_turn=False)
    st.apply("research")
    assert st.phase == "research_damage"
    st.apply(("damage", part_id(st, 0, "combat_engine")))
    assert st.points[0] == 1 and st.current == 1
    broken = build(at={0: (4, 4)}, start_turn=False)
    broken.apply("research")
    broken.apply(("damage", 0))  # the Bridge takes the hit: no point
    assert broken.points[0] == 0 and broken.current == 1


def test_research_needs_the_turn_to_start_at_nexxus_and_a_bridge():
    st = build(at={0: (4, 4)}, start_turn=False)
    st.turn["start"] = sec(3, 4)
    assert "research" not in st.legal_actions()
    assert "began this turn at Nexxus" in en(st.explain("research"))
    st = build(at={0: (4, 4)}, start_turn=False)
    shipkit.damage(st.ships[0], 0)
    assert "functional Bridge" in en(st.explain("research"))


def test_the_fifth_research_point_wins():
    st = build(at={0: (4, 4)}, start_turn=False)
    st.points = [4, 2]
    st.apply("research")
    st.apply(("damage", part_id(st, 0, "carrier_pod")))
    assert st.actor == TERMINAL and st.winner == 0
    result = st.result()
    assert result.finished and result.winners == (0,) and result.ranks == (1, 2) and result.scores == (5.0, 2.0)


def test_a_tight_scan_with_a_battle_pod_scanner():
    ship = [
        ("battle_pod", (0, 1, "N")),
        ("combat_engine", (0, 2, "S")),
        ("quantum_scanner", (1, 1, "E")),
        ("laser_cannon", (-1, 1, "W")),
    ]
    for face, points in ((2, 2), (1, 1)):
        st = build(at={0: (4, 4)}, ships={0: ship}, start_turn=False)
        st.apply("research")
        st.apply(("damage", part_id(st, 0, "combat_engine")))
        assert st.points[0] == 1 and st.legal_actions() == ["tight_scan", "skip_tight_scan"]
        st.apply("tight_scan")
        st.apply(("damage", part_id(st, 0, "laser_cannon")))
        assert st.actor == CHANCE
        st.apply(face)  # 2: the right side, where the scanner faces
        assert st.points[0] == points


def test_no_tight_scan_without_a_boosted_scanner():
    ship = [("carrier_pod", (0, 1, "N")), ("quantum_scanner", (1, 1, "E"))]
    st = build(at={0: (4, 4)}, ships={0: ship}, start_turn=False)
    st.apply("research")
    st.apply(("damage", part_id(st, 0, "carrier_pod")))
    assert st.points[0] == 1 and st.current == 1


# --- shields and the turn limit ---------------------------------------------------------------------------
def test_shields_recharge_except_at_nexxus():
    ship = [("carrier_pod", (0, 1, "N")), ("hardpoint_shield", (1, 1, "E"))]
    st = build(ships={0: ship, 1: ship}, at={1: (4, 4)}, start_turn=False)
    for seat in (0, 1):
        shipkit.damage(st.ships[seat], part_id(st, seat, "hardpoint_shield"))
    st.apply("pass")
    assert damaged(st, 0) == [] and damaged(st, 1) == [part_id(st, 1, "hardpoint_shield")]


def test_a_shield_damaged_turns_after_the_last_recharge_still_recharges():
    ship = [("carrier_pod", (0, 1, "N")), ("hardpoint_shield", (1, 1, "E"))]
    st = build(ships={0: ship, 1: ship}, start_turn=False)
    st.apply("pass")  # every shield up at the end of this turn and the next
    st.apply("pass")
    shipkit.damage(st.ships[0], part_id(st, 0, "hardpoint_shield"))
    st.apply("pass")
    assert damaged(st, 0) == []


def test_the_turn_limit_ends_the_game_unfinished():
    st = build(options={"turn_limit": 2}, start_turn=False)
    for _ in range(4):
        assert st.actor in (0, 1)
        st.apply("pass")
    assert st.actor == TERMINAL
    result = st.result()
    assert not result.finished and result.winners == () and result.rewards == (0.0, 0.0)


# --- the contract in the middle of a turn -----------------------------------------------------------------
def test_a_state_mid_jump_survives_json_and_clone():
    tiles = {(3, 2): "Tilt", (2, 2): "y_branch@0", (1, 2): "Podunk", (2, 3): "Zoomba"}
    st = build(tiles=tiles, at={0: (3, 2)})
    st.apply("move")
    st.apply(("jump", 0))
    assert st.phase == "branch"
    copy = type(st).from_json(json.loads(json.dumps(st.to_json())))
    assert copy == st and st.clone() == st
    copy.apply(("branch", 2))
    assert copy.at[0] == sec(2, 3) and st.at[0] == sec(2, 2)  # the original is untouched
    assert st.describe(("branch", 0)).args["who"] == Seat(0) and "Player 1" in english(st.describe(("branch", 0)))


def test_the_greedy_bot_researches_at_nexxus():
    info = get("hyperline")
    st = build(at={0: (4, 4)}, start_turn=False)
    bot = GreedyBot(seed=1)
    assert bot.choose(st.view(0), 0, info) == "research"
    st.apply("research")
    assert bot.choose(st.view(0), 0, info) != ("damage", 0)  # never the Bridge while other parts work


def test_a_component_is_named_with_its_own_article_in_the_move_log():
    """ "Ana takes a Interphasic Shield" read wrong in the playtest's log."""
    from game.rules.hyperline import ship as shipkit

    assert shipkit.A_NAMES["interphasic_shield"] == "an Interphasic Shield"
    assert shipkit.A_NAMES["laser_cannon"] == "a Laser Cannon"
    st = get("hyperline").new_game(2, 1)
    while st.phase != "start_bonus":
        st.apply(st.legal_actions()[0] if st.actor >= 0 else st.chance_outcomes()[0][0])
    words = english(st.describe(("bonus", "interphasic_shield")), ["Ana", "Ben"])  # a home that sells shields offers it
    assert words == "Ana takes an Interphasic Shield as the home bonus"
