"""Hyperline part 2: combat rounds, the rulebook's battle, speed, Battle Computers, Focus Beams and shields,
pirates, forced retreats, torpedoes, fighters and asteroids."""

from __future__ import annotations

import pytest

from game.rules import CHANCE
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import NEXXUS
from game.rules.hyperline.scenario import build, sec
from game.rules.words import english

TILT = (3, 2)
BOB, JIM = 0, 1

JIM_SHIP = [("carrier_pod", (0, 1, "N")), ("laser_cannon", (0, 2, "S"))]  # Bridge 0, Carrier Pod 1, Laser 2
BOB_SHIP = [
    ("laser_cannon", (1, 0, "E")),  # 1: the Bridge Laser Cannon
    ("battle_pod", (0, 1, "N")),  # 2
    ("laser_cannon", (1, 1, "E")),  # 3: the Battle Pod Laser Cannon
    ("plasma_launcher", (-1, 1, "W")),  # 4: facing away from Jim
    ("combat_engine", (0, 2, "S")),  # 5: speed 1
]


def part_id(st, seat, kind, nth=0):
    return [p["id"] for p in st.ships[seat]["parts"] if p["kind"] == kind][nth]


def damaged(st, seat):
    return shipkit.damaged_parts(st.ships[seat])


def combat(tiles=None, at=None, ships=None, upgrades=None, players=2):
    """A position at seat 0's command menu; passing leads straight to the combat phase."""
    st = build(
        players=players, tiles={TILT: "Tilt", **(tiles or {})}, at=at, ships=ships, upgrades=upgrades, start_turn=False
    )
    return st


def do(st, *actions):
    for action in actions:
        assert st.explain(action) is None, (action, st.phase, st.legal_actions() or st.chance_outcomes())
        st.apply(action)
    return st


def roll(st, face):
    """Roll a direction die in the fight; returns the events up to the next decision."""
    assert st.actor == CHANCE and st.phase == "combat_roll", st.phase
    return st.apply(face)


def given(events, side):
    return next(e["damage"] for e in events if e["type"] == "give" and e["side"] == side)


# --- the rulebook's battle ---------------------------------------------------------------------------------
def test_bob_and_jim_the_rulebook_battle():
    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: BOB_SHIP, JIM: JIM_SHIP})
    st.loaded[JIM] = 1  # one fighter on his Carrier Pod
    st.patrols[JIM][str(sec(*TILT))] = 1  # and one on patrol beside him
    do(st, "pass")
    assert st.phase == "combat" and st.legal_actions() == [("fight", sec(*TILT), JIM), "end_combat"]
    do(st, ("fight", sec(*TILT), JIM))
    roll(st, 2)  # Bob: Jim is on his right
    roll(st, 1)  # Jim: Bob is in front of him
    # Bob's Combat Engine makes him 1 faster: he may keep his 2 or turn it by one
    assert st.actor == BOB and st.legal_actions() == [("face", "N"), ("face", "E"), ("face", "S")]
    do(st, ("face", "E"))
    # Bob gives 3 (Battle Pod laser 2 + Bridge laser 1; the Plasma Launcher faces away); Jim's fighters give 2
    assert st.fight["incoming"] == {"d": {"left": 3, "targets": []}, "a": {"left": 2, "targets": []}}
    assert st.phase == "combat_absorb" and st.actor == BOB
    assert sorted(a[1] for a in st.legal_actions()) == [1, 3, 5]  # his right-hand side
    do(st, ("absorb", 5), ("absorb", 1))  # the Combat Engine, then the Bridge Laser
    assert st.actor == JIM
    assert st.legal_actions() == [("absorb", 0), ("absorb", "fighter"), ("absorb", "loaded")]
    reason = st.explain(("absorb", 1))
    assert "blocked by the working Bridge" in reason
    assert "blocked by the working Carrier Pod" in st.explain(("absorb", 2))
    do(st, ("absorb", 0))
    assert "blocked by the working Carrier Pod" in st.explain(("absorb", 2))
    do(st, ("absorb", 1))  # the Carrier Pod: its fighter is ejected on patrol
    assert st.loaded[JIM] == 0 and st.patrols[JIM][str(sec(*TILT))] == 2
    assert st.legal_actions() == [("absorb", 2), ("absorb", "fighter")]
    do(st, ("absorb", 2))
    assert damaged(st, JIM) == [0, 1, 2] and damaged(st, BOB) == [1, 5]
    assert st.phase == "combat_flee" and st.actor == BOB  # the attacker decides first
    do(st, "stand")
    assert st.actor == JIM
    do(st, "run_away")
    assert st.must_move[JIM] and st.fight == {}
    assert st.current == JIM and st.legal_actions()[0] == "move"  # he must Move on his turn


def test_damage_given_counts_only_weapons_facing_the_enemy_and_every_fighter():
    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: BOB_SHIP, JIM: JIM_SHIP})
    st.loaded[JIM] = 1
    do(st, "pass", ("fight", sec(*TILT), JIM))
    roll(st, 4)  # Jim on Bob's left: only the Plasma Launcher (1, no bonus in close combat)
    roll(st, 3)  # Bob behind Jim: Jim's Laser Cannon faces him, plus his fighter
    do(st, ("face", "W"))
    assert st.fight["incoming"]["d"]["left"] == 1 and st.fight["incoming"]["a"]["left"] == 2


# --- speed ------------------------------------------------------------------------------------------------
def test_one_point_faster_turns_the_roll_by_one_two_points_chooses_freely():
    engines = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("combat_engine", (1, 2, "S"))]
    slow = [("carrier_pod", (0, 1, "N")), ("laser_cannon", (0, 2, "S"))]
    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: engines, JIM: slow})
    do(st, "pass", ("fight", sec(*TILT), JIM))
    roll(st, 3)  # only Jim rolls: Bob, 2 faster, does not need to
    assert st.actor == BOB and st.legal_actions() == [("face", q) for q in "NESW"]
    # one engine down: 1 faster, a roll of 1 (front) may become 4 (left) or 2 (right)
    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: engines, JIM: slow})
    shipkit.damage(st.ships[BOB], part_id(st, BOB, "combat_engine"))
    do(st, "pass", ("fight", sec(*TILT), JIM))
    roll(st, 1)
    roll(st, 2)
    assert st.legal_actions() == [("face", "N"), ("face", "E"), ("face", "W")]
    assert "turn it by one" in st.explain(("face", "S"))
    # equal speeds: both rolls stand
    both = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: engines, JIM: engines})
    do(both, "pass", ("fight", sec(*TILT), JIM))
    roll(both, 1)
    roll(both, 1)
    assert both.phase != "combat_face" and both.fight["dice"] == {"a": "N", "d": "N"}


# --- Battle Computers -------------------------------------------------------------------------------------
def gunship():
    return [("carrier_pod", (0, 1, "N")), ("laser_cannon", (0, -1, "N")), ("laser_cannon", (1, 1, "E"))]


def test_a_battle_computer_strikes_first_and_may_run_before_round_one():
    pirate = {(2, 2): "pirate_base"}
    st = combat(tiles=pirate, at={BOB: (2, 2)}, ships={BOB: gunship()}, upgrades={BOB: ["battle_computer"]})
    st.pirates[str(sec(2, 2))] = 1
    do(st, "pass")  # pirates always fight: no menu, the fight starts
    assert st.phase == "combat_flee" and st.fight["round"] == 0  # the Battle Computer's early escape
    do(st, "stand")
    roll(st, 1)  # the pirate in front of Bob: his front laser hits first and sinks it
    assert st.phase == "place_pirate" and damaged(st, BOB) == []  # it never fired back
    without = combat(tiles=pirate, at={BOB: (2, 2)}, ships={BOB: gunship()})
    without.pirates[str(sec(2, 2))] = 1
    do(without, "pass")
    roll(without, 1)
    assert without.phase == "combat_absorb"  # simultaneous: the pirate hits back
    do(without, ("absorb", part_id(without, BOB, "laser_cannon")))
    assert without.phase == "place_pirate"


def test_two_battle_computers_cancel_out():
    st = combat(
        at={BOB: TILT, JIM: TILT},
        ships={BOB: gunship(), JIM: gunship()},
        upgrades={BOB: ["battle_computer"], JIM: ["battle_computer"]},
    )
    do(st, "pass", ("fight", sec(*TILT), JIM))
    assert st.phase == "combat_roll"  # nobody may run away before round one
    roll(st, 1)
    roll(st, 1)
    # both gave damage before either took any: simultaneous again
    assert st.fight["incoming"]["a"]["left"] == 1 and st.fight["incoming"]["d"]["left"] == 1


def test_the_defenders_battle_computer_strikes_first_too():
    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: gunship(), JIM: gunship()}, upgrades={JIM: ["battle_computer"]})
    do(st, "pass", ("fight", sec(*TILT), JIM))
    assert st.phase == "combat_flee" and st.actor == JIM
    do(st, "stand")
    roll(st, 1)
    roll(st, 1)
    # Jim's laser hits Bob first; Bob puts it on his front laser
    assert st.actor == BOB and st.fight["incoming"] == {"a": {"left": 1, "targets": []}}
    do(st, ("absorb", part_id(st, BOB, "laser_cannon")))
    assert damaged(st, JIM) == []  # Bob has nothing left facing Jim: he gives no damage at all


# --- Focus Beams, Interphasic and Hardpoint shields ---------------------------------------------------------
BEAMER = [("battle_pod", (0, 1, "N")), ("focus_beam", (1, 1, "E")), ("combat_engine", (0, 2, "S"))]


def test_a_focus_beam_chooses_its_target_among_what_a_hit_could_reach():
    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: BEAMER, JIM: JIM_SHIP})
    do(st, "pass", ("fight", sec(*TILT), JIM))
    roll(st, 2)
    roll(st, 3)  # Bob is behind Jim: the Laser Cannon is what a hit from behind reaches
    do(st, ("face", "E"))
    assert st.phase == "combat_target" and st.actor == BOB
    assert st.legal_actions() == [("target", 2), "no_target"]
    assert "Bridge is blocked by the working Carrier Pod" in st.explain(("target", 0))
    do(st, ("target", 2))
    do(st, ("absorb", part_id(st, BOB, "combat_engine")))  # Jim's rear laser hits back
    assert damaged(st, JIM) == [2]  # Jim had no say where the beam went


def test_a_focus_beam_can_only_target_an_interphasic_shield_in_its_way():
    jim = JIM_SHIP + [("interphasic_shield", ("float", "N"))]
    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: BEAMER, JIM: jim})
    shield = part_id(st, JIM, "interphasic_shield")
    do(st, "pass", ("fight", sec(*TILT), JIM))
    roll(st, 2)
    roll(st, 1)  # Bob in front of Jim, where the shield floats
    do(st, ("face", "E"))
    assert st.legal_actions() == [("target", shield), "no_target"]
    assert "Interphasic Shield floating on the front" in st.explain(("target", 0))
    do(st, ("target", shield))
    assert damaged(st, JIM) == [shield]
    # from the side, the shield's small edge is open, but so is the rest of that side
    side = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: BEAMER, JIM: jim})
    do(side, "pass", ("fight", sec(*TILT), JIM))
    roll(side, 2)
    roll(side, 2)
    do(side, ("face", "E"))
    assert sorted(a[1] for a in side.legal_actions() if a != "no_target") == [0, 1, 2, shield]


def test_a_hardpoint_shield_ignores_the_first_frontal_hit_each_round():
    armour = [("carrier_pod", (0, 1, "N")), ("hardpoint_shield", (0, -1, "N"))]
    pirate = {(2, 2): "pirate_base"}
    st = combat(tiles=pirate, at={BOB: (2, 2)}, ships={BOB: armour})
    st.pirates[str(sec(2, 2))] = 1
    hardpoint = part_id(st, BOB, "hardpoint_shield")
    do(st, "pass")
    roll(st, 1)  # the pirate's 1 damage comes from the front: the Hardpoint takes it and ignores it
    assert damaged(st, BOB) == [] and st.fight["hardpoint"]["a"] == [hardpoint]
    do(st, "stand")
    roll(st, 1)  # a new round: ignored again
    assert damaged(st, BOB) == []
    do(st, "stand")
    roll(st, 2)  # from the right the Hardpoint is just another component
    assert st.legal_actions() == [("absorb", 0), ("absorb", 1), ("absorb", hardpoint)]
    do(st, ("absorb", hardpoint))
    assert damaged(st, BOB) == [hardpoint]


def test_a_second_frontal_hit_in_a_round_damages_the_hardpoint():
    armour = [("carrier_pod", (0, 1, "N")), ("hardpoint_shield", (0, -1, "N"))]
    st = combat(tiles={(2, 2): "pirate_base"}, at={BOB: (2, 2)}, ships={BOB: armour})
    st.pirates[str(sec(2, 2))] = 2
    do(st, "pass")
    roll(st, 1)
    assert damaged(st, BOB) == [part_id(st, BOB, "hardpoint_shield")]  # two hits: one ignored, one taken


def test_battle_pod_shields_recharge_after_each_round_but_not_at_nexxus():
    ship = [("battle_pod", (0, 1, "N")), ("transfer_shield", (1, 1, "E")), ("laser_cannon", (-1, 1, "W"))]
    for where, restored in ((TILT, True), ((4, 4), False)):
        st = combat(at={BOB: where, JIM: where}, ships={BOB: ship, JIM: gunship()})
        do(st, "pass", ("fight", sec(*where), JIM))
        roll(st, 2)
        roll(st, 2)  # Bob is on Jim's right, where Jim's side laser points
        shield = part_id(st, BOB, "transfer_shield")
        do(st, ("absorb", shield))
        assert st.phase == "combat_flee"
        assert (shield not in damaged(st, BOB)) == restored


def test_a_transfer_shield_restores_another_shield_during_the_fight():
    ship = [("carrier_pod", (0, 1, "N")), ("transfer_shield", (1, 1, "E")), ("hardpoint_shield", (0, -1, "N"))]
    st = combat(tiles={(2, 2): "pirate_base"}, at={BOB: (2, 2)}, ships={BOB: ship})
    st.pirates[str(sec(2, 2))] = 3
    transfer, hardpoint = part_id(st, BOB, "transfer_shield"), part_id(st, BOB, "hardpoint_shield")
    do(st, "pass")
    roll(st, 1)  # 3 from the front: the Hardpoint ignores one, takes the next
    do(st, ("absorb", hardpoint), ("absorb", hardpoint))
    assert damaged(st, BOB) == [hardpoint] and st.phase == "combat_absorb"
    assert ("transfer", transfer, hardpoint) in st.legal_actions()
    do(st, ("transfer", transfer, hardpoint))
    # the restored Hardpoint shields the Bridge again and, the only thing exposed now, takes the third
    assert damaged(st, BOB) == [transfer, hardpoint] and st.phase == "combat_flee"


# --- pirates ----------------------------------------------------------------------------------------------
def fortress():
    """Two Battle Pods with shields in front (one a Hardpoint) and a front laser: it weathers a level 3 pirate."""
    return [
        ("battle_pod", (0, 1, "N")),
        ("battle_pod", (-1, 1, "N")),
        ("battle_pod", (1, 1, "N")),
        ("hardpoint_shield", (-1, 0, "N")),
        ("transfer_shield", (1, 0, "N")),
        ("laser_cannon", (0, -1, "N")),
    ]


def test_a_level_3_pirate_beaten_over_three_rounds_and_a_new_one_placed():
    pirate = (2, 2)
    st = combat(tiles={pirate: "pirate_base"}, at={BOB: pirate}, ships={BOB: fortress()})
    st.pirates[str(sec(*pirate))] = 3
    st.patrols[JIM][str(sec(6, 6))] = 1
    do(st, "pass")
    for rnd in (1, 2, 3):
        roll(st, 1)  # the pirate attacks from the front, where Bob's laser points
        hardpoint, transfer = part_id(st, BOB, "hardpoint_shield"), part_id(st, BOB, "transfer_shield")
        while st.phase == "combat_absorb":
            choice = ("absorb", hardpoint) if ("absorb", hardpoint) in st.legal_actions() else ("absorb", transfer)
            do(st, choice)
        if rnd < 3:
            assert st.fight["hits"] == rnd  # cumulative within the fight
            assert damaged(st, BOB) == []  # Battle Pod shields recharged
            do(st, "stand")
    assert str(sec(*pirate)) not in st.pirates and st.phase == "place_pirate" and st.actor == BOB
    spots = [a[1] for a in st.legal_actions()]
    assert sec(4, 5) in spots and sec(1, 1) in spots  # unexplored sectors are fine
    for bad, why in (
        (NEXXUS, "Nexxus"),
        (st.corners[JIM], "home planet"),
        (sec(6, 6), "unoccupied"),  # Jim's patrol
        (sec(*pirate), "unoccupied"),  # Bob's ship
    ):
        assert bad not in spots
        assert why in st.explain(("pirate", bad))
    do(st, ("pirate", sec(1, 1)))
    assert st.pirates[str(sec(1, 1))] == 3  # a level 3 pirate is replaced by another level 3


def test_a_pirate_returns_to_full_strength_after_the_fight():
    st = combat(tiles={(2, 2): "pirate_base"}, at={BOB: (2, 2)}, ships={BOB: fortress()})
    st.pirates[str(sec(2, 2))] = 2
    do(st, "pass")
    roll(st, 1)
    while st.phase == "combat_absorb":
        do(st, st.legal_actions()[0])
    assert st.fight["hits"] == 1
    do(st, "run_away")
    assert st.pirates[str(sec(2, 2))] == 2 and st.must_move[BOB]
    assert st.current == JIM  # running away ended Bob's combat phase


def test_a_destroyed_level_1_pirate_becomes_a_level_2():
    st = combat(tiles={(2, 2): "pirate_base"}, at={BOB: (2, 2)}, ships={BOB: gunship()})
    st.pirates[str(sec(2, 2))] = 1
    do(st, "pass")
    roll(st, 1)
    do(st, ("absorb", part_id(st, BOB, "laser_cannon")))
    do(st, ("pirate", sec(6, 6)))
    assert st.pirates == {str(sec(6, 6)): 2}
    assert st.board[sec(2, 2)] == "pirate_base@0"  # the empty base stays on the board


def test_pirates_are_fought_before_other_ships_in_their_sector():
    st = combat(tiles={(2, 2): "pirate_base"}, at={BOB: (2, 2), JIM: (2, 2)}, ships={BOB: fortress()})
    st.pirates[str(sec(2, 2))] = 3
    st.patrols[BOB][str(sec(5, 5))] = 1
    st.patrols[JIM][str(sec(5, 5))] = 1
    do(st, "pass")
    assert st.legal_actions() == [("fight", sec(2, 2), "pirate"), ("fight", sec(5, 5), JIM)]
    assert "Pirates always fight first" in st.explain(("fight", sec(2, 2), JIM))
    assert "must fight the pirate" in st.explain("end_combat")


# --- running away ----------------------------------------------------------------------------------------
def test_a_ship_that_cannot_absorb_the_damage_must_run_away():
    ship = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S"))]
    st = combat(tiles={(2, 2): "pirate_base"}, at={BOB: (2, 2)}, ships={BOB: ship})
    st.pirates[str(sec(2, 2))] = 2
    for kind in ("carrier_pod", "combat_engine"):
        shipkit.damage(st.ships[BOB], part_id(st, BOB, kind))
    do(st, "pass")
    roll(st, 3)
    # the Bridge takes the first point; nothing is left for the second: Bob runs, no question asked
    assert damaged(st, BOB) == [0, 1, 2] and st.must_move[BOB] and st.fight == {}
    assert st.current == JIM
    do(st, "pass")
    assert st.current == BOB and st.legal_actions()[0] == "move" and "must Move" in st.explain("pass")


def test_a_ship_running_away_cannot_be_attacked():
    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: gunship(), JIM: gunship()})
    st.must_move[JIM] = True
    do(st, "pass")
    assert st.current == JIM  # no fight was offered
    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: gunship(), JIM: gunship()})
    st.must_move[JIM] = True
    for seat in (BOB, JIM):  # something else to fight keeps the combat menu open
        st.patrols[seat][str(sec(6, 6))] = 1
    st.apply("pass")
    assert st.legal_actions() == [("fight", sec(6, 6), JIM), "end_combat"]
    assert "running away" in st.explain(("fight", sec(*TILT), JIM))


def test_one_fight_per_sector_per_turn():
    bob = gunship() + [("combat_engine", (0, 2, "S"))]  # as fast as the third player's starting ship
    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: bob, JIM: gunship()}, players=3)
    st.at[2] = sec(*TILT)
    do(st, "pass")
    assert st.legal_actions() == [("fight", sec(*TILT), 1), ("fight", sec(*TILT), 2), "end_combat"]
    do(st, ("fight", sec(*TILT), 2))
    roll(st, 3)
    roll(st, 3)  # back to back: nobody's guns bear
    do(st, "stand", "run_away")
    assert st.current == 1  # the other fight in that sector was not offered again


# --- fighters --------------------------------------------------------------------------------------------
def test_lone_fighters_fight_at_one_each_and_die_at_one_damage():
    st = combat(at={JIM: TILT})
    st.patrols[BOB][str(sec(*TILT))] = 3
    st.loaded[JIM] = 1
    do(st, "pass")
    assert st.legal_actions() == [("fight", sec(*TILT), JIM), "end_combat"]
    do(st, ("fight", sec(*TILT), JIM))
    # 3 fighters without their ship (speed 3) against Jim's starting ship (speed 1): only Jim rolls
    events = roll(st, 1)
    assert given(events, "a") == 3 and given(events, "d") == 1  # Jim's one fighter
    assert st.patrols[BOB][str(sec(*TILT))] == 2  # one hit, one fighter gone
    assert st.actor == JIM and st.legal_actions() == [("absorb", 0), ("absorb", "loaded")]
    do(st, ("absorb", 0), ("absorb", 1))  # the Carrier Pod drops his fighter on patrol
    assert st.legal_actions() == [("absorb", 2), ("absorb", "fighter")]
    do(st, ("absorb", "fighter"))
    assert str(sec(*TILT)) not in st.patrols[JIM] and st.loaded[JIM] == 0


def test_fighters_fight_for_their_home_and_nobody_may_start_a_fight_there():
    st = combat(at={BOB: (0, 8)})  # Bob sits on Jim's home planet among Jim's 8 fighters
    do(st, "pass")
    assert st.current == JIM  # no fight offered at another player's home
    do(st, "pass")
    assert ("fight", sec(0, 8), BOB) in st.legal_actions()  # Jim may attack him with the home patrol
    do(st, ("fight", sec(0, 8), BOB))
    roll(st, 1)
    events = roll(st, 1)
    assert given(events, "a") == 8  # eight fighters, 1 each


def test_hyper_radiation_kills_patrols_at_nexxus_but_not_loaded_fighters():
    st = build(at={BOB: (4, 4)}, start_turn=False)
    st.patrols[BOB][str(NEXXUS)] = 2
    st.loaded[BOB] = 1
    do(st, "pass", "pass")  # round the table back to Bob
    assert str(NEXXUS) not in st.patrols[BOB] and st.loaded[BOB] == 1


# --- torpedoes -------------------------------------------------------------------------------------------
LAUNCHERS = [("battle_pod", (0, 1, "N")), ("plasma_launcher", (-1, 1, "W")), ("plasma_launcher", (1, 1, "E"))]
LINES = {(3, 3): "straight@1", (3, 4): "Podunk", (2, 2): "straight@0", (1, 2): "pirate_base", (4, 2): "straight@1"}


def test_a_plasma_torpedo_needs_a_hyperline_connection():
    st = combat(tiles=LINES, at={BOB: TILT, JIM: (3, 4)}, ships={BOB: LAUNCHERS})  # a level 1 pirate at (1, 2)
    do(st, "pass")
    assert st.legal_actions() == [("torpedo", sec(1, 2), "pirate"), ("torpedo", sec(3, 4), JIM), "end_combat"]
    # next door but not connected: the line in (4, 2) runs east-west
    st = combat(tiles=LINES, at={BOB: TILT, JIM: (4, 2)}, ships={BOB: LAUNCHERS})
    do(st, "pass")
    assert st.legal_actions() == [("torpedo", sec(1, 2), "pirate"), "end_combat"]
    assert "hyperline connection" in st.explain(("torpedo", sec(4, 2), JIM))
    # a pirate blocks the line: nothing beyond it can be hit
    st = combat(tiles={**LINES, (1, 2): "Podunk"}, at={BOB: TILT, JIM: (1, 2)}, ships={BOB: LAUNCHERS})
    st.pirates[str(sec(2, 2))] = 2  # on the line itself
    do(st, "pass")
    assert [a for a in st.legal_actions() if a[1] in (sec(1, 2), sec(2, 2))] == [("torpedo", sec(2, 2), "pirate")]


def test_no_torpedo_with_an_enemy_in_your_sector_or_at_a_home_planet():
    st = combat(tiles=LINES, at={BOB: TILT, JIM: TILT}, ships={BOB: LAUNCHERS})
    do(st, "pass")
    assert st.legal_actions() == [("fight", sec(*TILT), JIM), "end_combat"]
    assert "no enemy shares your sector" in st.explain(("torpedo", sec(1, 2), "pirate"))
    home = combat(at={BOB: (2, 8), JIM: (0, 8)}, ships={BOB: LAUNCHERS})  # Jim at home, up the lane
    home.pirates[str(sec(3, 8))] = 1  # down the lane
    do(home, "pass")
    assert home.legal_actions() == [("torpedo", sec(3, 8), "pirate"), "end_combat"]
    assert "home planet" in home.explain(("torpedo", sec(0, 8), JIM))


def test_no_torpedo_from_another_players_home_planet():
    def position(bob_at):
        st = combat(at={BOB: bob_at, JIM: (3, 4)}, ships={BOB: LAUNCHERS})
        st.patrols[JIM] = {}  # Jim's home fighters are away: nobody else shares Bob's sector
        st.pirates[str(sec(3, 8))] = 1  # down the lane: connected
        return st

    lane = position((1, 8))
    do(lane, "pass")
    assert lane.legal_actions() == [("torpedo", sec(3, 8), "pirate"), "end_combat"]
    home = position((0, 8))  # Jim's home planet: Bob is a visitor there
    do(home, "pass")
    assert home.current == JIM  # nothing Bob may start: his turn is over
    fights = position((0, 8))  # Bob's fighters elsewhere must still fight their pirates
    for where in ((5, 0), (6, 0)):
        fights.pirates[str(sec(*where))] = 1
        fights.patrols[BOB][str(sec(*where))] = 1
    do(fights, "pass")
    assert fights.legal_actions() == [("fight", sec(5, 0), "pirate"), ("fight", sec(6, 0), "pirate")]
    assert "home planet" in fights.explain(("torpedo", sec(3, 8), "pirate"))


def test_a_torpedo_hits_a_ship_at_speed_zero_for_one_per_boosted_launcher():
    st = combat(tiles=LINES, at={BOB: TILT, JIM: (3, 4)}, ships={BOB: LAUNCHERS, JIM: JIM_SHIP})
    do(st, "pass", ("torpedo", sec(3, 4), JIM))
    events = roll(st, 1)  # Jim, no Combat Engine, rolls against the torpedo's speed 0
    assert given(events, "a") == 2  # two launchers on the Battle Pod
    assert damaged(st, JIM) == [0, 1] and damaged(st, BOB) == [] and st.current == JIM  # no return fire


def test_a_torpedo_sinks_a_level_1_pirate():
    st = combat(tiles=LINES, at={BOB: TILT}, ships={BOB: LAUNCHERS})
    do(st, "pass", ("torpedo", sec(1, 2), "pirate"))
    assert st.phase == "place_pirate"
    do(st, ("pirate", sec(6, 6)))
    assert st.pirates == {str(sec(6, 6)): 2} and st.current == JIM  # one torpedo per combat phase


# --- asteroids -------------------------------------------------------------------------------------------
def test_an_asteroid_hit_uses_the_direction_die_and_never_hits_fighters():
    ship = [("carrier_pod", (0, 1, "N")), ("laser_cannon", (0, 2, "S"))]
    st = combat(tiles={(2, 2): "asteroid"}, at={BOB: (2, 2)}, ships={BOB: ship})
    st.loaded[BOB] = 1
    do(st, "pass")
    assert st.fight["kind"] == "asteroid"
    roll(st, 3)  # from behind: only the Laser Cannon is exposed, and fighters may not take it
    assert damaged(st, BOB) == [2] and st.loaded[BOB] == 1 and st.current == JIM


def test_combat_engines_steer_into_the_asteroids():
    ship = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("laser_cannon", (1, 1, "E"))]
    st = combat(tiles={(2, 2): "asteroid"}, at={BOB: (2, 2)}, ships={BOB: ship})
    do(st, "pass")
    roll(st, 1)  # speed 1 against the asteroids' 0: turn by one
    assert st.legal_actions() == [("face", "N"), ("face", "E"), ("face", "W")]
    do(st, ("face", "E"))
    assert "blocked by the working Laser Cannon" in st.explain(("absorb", 1))


def test_a_battle_computer_ignores_asteroids():
    st = combat(tiles={(2, 2): "asteroid"}, at={BOB: (2, 2)}, upgrades={BOB: ["battle_computer"]})
    do(st, "pass")
    assert st.current == JIM and damaged(st, BOB) == []


@pytest.mark.parametrize("face,point", [(1, False), (2, True), (3, False), (4, False)])
def test_the_tight_scan_needs_a_boosted_scanner_facing_the_roll(face, point):
    ship = [
        ("battle_pod", (0, 1, "N")),
        ("planetary_scanner", (1, 1, "E")),  # on the Battle Pod's right: a roll of 2
        ("carrier_pod", (0, 2, "N")),
        ("combat_engine", (0, 3, "S")),
    ]
    st = build(at={BOB: (4, 4)}, ships={BOB: ship}, start_turn=False)
    do(st, "research", ("damage", part_id(st, BOB, "carrier_pod")), "tight_scan")
    do(st, ("damage", part_id(st, BOB, "combat_engine")))
    assert st.phase == "tight_roll"
    st.apply(face)
    assert st.points[BOB] == (2 if point else 1)


def test_ending_combat_is_told_as_no_fight_at_all_until_a_fight_was_fought():
    """The log said "fights no more this turn" when there had been no fight (a new player read it as a refusal)."""
    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: gunship(), JIM: gunship()})
    do(st, "pass")
    assert english(st.describe("end_combat"), ["Bob", "Jim"]) == "Bob chooses not to fight this turn"
    st.turn["combat"]["fought"].append(sec(*TILT))  # as a fight there leaves it
    assert english(st.describe("end_combat"), ["Bob", "Jim"]) == "Bob fights no more this turn"
