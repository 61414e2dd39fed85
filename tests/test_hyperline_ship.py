"""Hyperline starships as a player builds, fights and repairs them (rulebook examples where it has one)."""

from __future__ import annotations

import copy
import json

import pytest

from game.rules import IllegalAction
from game.rules.hyperline.ship import (
    CHAMFERS,
    KINDS,
    NAMES,
    QUADRANTS,
    STOCK,
    TYPES,
    UPGRADES,
    add_upgrade,
    boosted,
    bridge_ok,
    can_absorb,
    carrier_capacity,
    count_functional,
    damage,
    damaged_parts,
    describe_ship,
    exposed,
    facings,
    facts,
    is_functional,
    layout_refusal,
    move_part,
    new_ship,
    online,
    part,
    parts,
    place,
    placement_refusal,
    placements,
    put_back,
    remove,
    repair,
    repair_all,
    upgrade_refusal,
)
from tests.rules_said import en

BRIDGE = 0
POD_RULE = "A Pod must be attached to another Pod or to the back of the Bridge."
RIP_RULE = "A Rip Engine must sit against a free edge of a Pod or the Bridge."
KEPT = "The space behind the Bridge is kept for the Pod that must sit there."


def build(*components):
    """A ship from (kind, placement) pairs; returns the ship and the new part ids in order."""
    ship = new_ship()
    ids = [place(ship, kind, placement) for kind, placement in components]
    return ship, ids


def jim():
    """Jim in the rulebook's combat example: Bridge, then a Carrier Pod, then a Laser Cannon facing the rear."""
    ship, (pod, laser) = build(("carrier_pod", (0, 1, "N")), ("laser_cannon", (0, 2, "S")))
    return ship, pod, laser


def bob():
    """Bob: a Bridge Laser Cannon and a Battle Pod Laser Cannon on his right, a Plasma Launcher the wrong way."""
    ship, ids = build(
        ("laser_cannon", (1, 0, "E")),  # the Bridge Laser Cannon
        ("battle_pod", (0, 1, "N")),
        ("laser_cannon", (1, 1, "E")),  # the Battle Pod Laser Cannon
        ("plasma_launcher", (-1, 1, "W")),
        ("combat_engine", (0, 2, "S")),
    )
    return ship, dict(zip(("bridge_laser", "battle_pod", "pod_laser", "plasma", "engine"), ids, strict=True))


# --- the Store and a new ship -----------------------------------------------------------------------------


def test_the_store_has_three_kinds_of_each_type_eight_of_each():
    assert len(KINDS) == 15 and STOCK == 8
    for kind_type in TYPES:
        assert sum(1 for t in KINDS.values() if t == kind_type) == 3
    assert NAMES["interphasic_shield"] == "Interphasic Shield" and NAMES["rip_engine"] == "Rip Engine"
    assert all(upgrade in NAMES for upgrade in UPGRADES) and NAMES["bridge"] == "Bridge"


def test_a_new_ship_is_a_bridge_facing_forward_that_still_needs_its_pod():
    ship = new_ship()
    (bridge,) = parts(ship)
    assert [bridge[key] for key in ("kind", "x", "y", "facing", "damaged")] == ["bridge", 0, 0, "N", False]
    assert ship["upgrades"] == []
    assert en(layout_refusal(ship)) == "The Bridge needs a Pod directly behind it."


@pytest.mark.parametrize("engine", [("combat_engine", (0, 2, "S")), ("hyperline_engine", (1, 0, "S"))])
def test_the_two_typical_starting_ships_are_legal(engine):
    ship, (pod, engine_id) = build(("carrier_pod", (0, 1, "N")), engine)
    assert layout_refusal(ship) is None
    assert facings(ship, engine_id) == ["S"]
    assert online(ship, engine[0]) and count_functional(ship, "engine") == 1


# --- placing components -----------------------------------------------------------------------------------


def test_the_bridge_needs_a_pod_behind_it_and_that_space_is_kept_for_it():
    ship = new_ship()
    assert placements(ship, "battle_pod") == [(0, 1, "N")]
    assert en(placement_refusal(ship, "carrier_pod", (1, 0, "N"))) == (
        "A Pod must be attached to another Pod or to the back of the Bridge."
    )
    for kind, spot in [("laser_cannon", (0, 1, "S")), ("rip_engine", (0, 1, "S")), ("hyperline_engine", (0, 1, "S"))]:
        assert en(placement_refusal(ship, kind, spot)) == KEPT
    assert (0, 1, "S") not in placements(ship, "laser_cannon")


def test_pods_chain_edge_to_edge():
    ship, _ = build(("carrier_pod", (0, 1, "N")))
    assert placement_refusal(ship, "battle_pod", (1, 1, "N")) is None
    assert placement_refusal(ship, "carrier_pod", (0, 2, "N")) is None
    place(ship, "carrier_pod", (0, 2, "N"))
    assert placement_refusal(ship, "turret_pod", (-1, 2, "N", "SW")) is None
    for far in [(1, 3, "N"), (1, 0, "N"), (2, 2, "N")]:  # diagonal, beside the Bridge, out in space
        assert en(placement_refusal(ship, "battle_pod", far)) == POD_RULE
    assert layout_refusal(ship) is None


def test_a_component_cannot_overlap_another():
    ship, (pod,) = build(("carrier_pod", (0, 1, "N")))
    assert en(placement_refusal(ship, "battle_pod", (0, 1, "N"))) == "That space is already taken by your Carrier Pod."
    assert en(placement_refusal(ship, "laser_cannon", (0, 0, "N"))) == "That space is already taken by your Bridge."
    with pytest.raises(IllegalAction, match="already taken by your Carrier Pod"):
        place(ship, "battle_pod", (0, 1, "N"))
    assert len(parts(ship)) == 2


def test_combat_engine_sits_behind_a_pod_or_beside_another_combat_engine():
    ship, _ = build(("carrier_pod", (0, 1, "N")), ("carrier_pod", (1, 1, "N")))
    rule = "A Combat Engine must sit behind a Pod or beside another Combat Engine."
    assert placement_refusal(ship, "combat_engine", (0, 2, "S")) is None
    place(ship, "combat_engine", (0, 2, "S"))
    assert placement_refusal(ship, "combat_engine", (-1, 2, "S")) is None  # beside the first, behind nothing
    place(ship, "combat_engine", (-1, 2, "S"))
    assert placement_refusal(ship, "combat_engine", (-2, 2, "S")) is None  # the chain goes on
    assert en(placement_refusal(ship, "combat_engine", (-1, 1, "S"))) == rule  # beside a Pod is not behind it
    assert en(placement_refusal(ship, "combat_engine", (1, 0, "S"))) == rule  # in front of a Pod
    assert en(placement_refusal(ship, "combat_engine", (0, 3, "S"))) == rule  # behind an engine
    assert en(placement_refusal(ship, "combat_engine", (2, 1, "S"))) == rule
    assert en(placement_refusal(ship, "combat_engine", (1, 2, "N"))) == "Engines face the rear of the ship."
    assert placements(ship, "combat_engine") == [(-2, 2, "S"), (1, 2, "S")]


def test_hyperline_engine_sits_left_or_right_of_a_pod_or_the_bridge():
    ship, _ = build(("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")))
    rule = "A Hyperline Engine must sit to the left or right of a Pod or the Bridge."
    for spot in [(1, 0, "S"), (-1, 0, "S"), (1, 1, "S"), (-1, 1, "S")]:
        assert placement_refusal(ship, "hyperline_engine", spot) is None
    assert en(placement_refusal(ship, "hyperline_engine", (0, -1, "S"))) == rule  # in front of the Bridge
    assert en(placement_refusal(ship, "hyperline_engine", (1, 2, "S"))) == rule  # beside a Combat Engine
    assert en(placement_refusal(ship, "hyperline_engine", (0, 3, "S"))) == rule
    assert placements(ship, "hyperline_engine") == [(-1, 0, "S"), (1, 0, "S"), (-1, 1, "S"), (1, 1, "S")]


def test_rip_engine_takes_any_free_edge_of_a_pod_or_the_bridge():
    ship, _ = build(("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")))
    assert placements(ship, "rip_engine") == [(0, -1, "S"), (-1, 0, "S"), (1, 0, "S"), (-1, 1, "S"), (1, 1, "S")]
    assert en(placement_refusal(ship, "rip_engine", (1, 2, "S"))) == RIP_RULE
    assert (
        en(placement_refusal(ship, "rip_engine", (0, 2, "S"))) == "That space is already taken by your Combat Engine."
    )


def test_weapons_shields_and_scanners_face_away_from_the_edge_they_are_attached_by():
    ship, (pod, engine) = build(("battle_pod", (0, 1, "N")), ("hyperline_engine", (1, 1, "S")))
    rule = "A {} must be attached to a Pod or the Bridge, facing away from the edge it is attached by."
    for kind in ["laser_cannon", "hardpoint_shield", "quantum_scanner"]:
        assert placement_refusal(ship, kind, (0, -1, "N")) is None  # the Bridge's front
        assert placement_refusal(ship, kind, (-1, 1, "W")) is None  # the Pod's left
        assert placement_refusal(ship, kind, (0, 2, "S")) is None  # the Pod's back
        assert en(placement_refusal(ship, kind, (-1, 1, "S"))) == rule.format(NAMES[kind])  # nothing above it
        assert en(placement_refusal(ship, kind, (2, 1, "E"))) == rule.format(NAMES[kind])  # on an engine
        assert en(placement_refusal(ship, kind, (0, 2, "NE"))) == (
            f"{NAMES[kind]} may face NE only from the chamfered corner of a Turret Pod that points NE."
        )
    assert placements(ship, "focus_beam") == [(0, -1, "N"), (-1, 0, "W"), (1, 0, "E"), (-1, 1, "W"), (0, 2, "S")]
    with pytest.raises(IllegalAction, match="must be attached to a Pod or the Bridge"):
        place(ship, "laser_cannon", (1, 0, "N"))  # its back would be against the engine
    laser = place(ship, "laser_cannon", (1, 0, "E"))
    assert part(ship, laser)["facing"] == "E" and facings(ship, laser) == ["E"]
    assert layout_refusal(ship) is None


def test_turret_pod_chamfer_takes_a_weapon_scanner_or_shield_facing_two_quadrants():
    assert placements(new_ship(), "turret_pod") == [(0, 1, "N", chamfer) for chamfer in CHAMFERS]
    ship, (turret,) = build(("turret_pod", (0, 1, "N", "SE")))
    assert part(ship, turret)["chamfer"] == "SE"
    assert en(placement_refusal(ship, "turret_pod", (0, 1, "N", "S"))) == (
        "Choose one corner of the Turret Pod to chamfer: NE, SE, SW or NW."
    )
    assert (1, 2, "SE") in placements(ship, "plasma_launcher")
    assert not any(spot[2] in ("NE", "SW", "NW") for spot in placements(ship, "plasma_launcher"))
    assert en(placement_refusal(ship, "laser_cannon", (-1, 2, "SW"))) == (
        "Laser Cannon may face SW only from the chamfered corner of a Turret Pod that points SW."
    )
    # engines and pods never go on the turret
    assert en(placement_refusal(ship, "rip_engine", (1, 2, "S"))) == (
        "A Rip Engine must sit against a free edge of a Pod or the Bridge."
    )
    assert en(placement_refusal(ship, "battle_pod", (1, 2, "N"))) == (
        "A Pod must be attached to another Pod or to the back of the Bridge."
    )
    cannon = place(ship, "laser_cannon", (1, 2, "SE"))
    assert facings(ship, cannon) == ["S", "E"]
    damage(ship, turret)
    assert facings(ship, cannon) == ["E"]  # a damaged turret faces only to the side
    repair(ship, turret)
    assert facings(ship, cannon) == ["S", "E"]
    assert layout_refusal(ship) is None
    # the turret's other edges take anything
    assert placement_refusal(ship, "hyperline_engine", (1, 1, "S")) is None
    assert placement_refusal(ship, "focus_beam", (0, 2, "S")) is None


def test_a_front_chamfer_loses_the_front_while_the_turret_is_damaged():
    ship, (turret, scanner) = build(("turret_pod", (0, 1, "N", "NW")), ("quantum_scanner", (-1, 0, "NW")))
    assert facings(ship, scanner) == ["N", "W"]
    damage(ship, turret)
    assert facings(ship, scanner) == ["W"]


def test_placements_are_exactly_the_spots_placement_refusal_accepts():
    ship, _ = build(
        ("carrier_pod", (0, 1, "N")),
        ("turret_pod", (1, 1, "N", "NE")),
        ("combat_engine", (0, 2, "S")),
        ("hyperline_engine", (-1, 1, "S")),
    )
    window = range(-3, 5)
    for kind in KINDS:
        listed = placements(ship, kind)
        assert len(listed) == len(set(listed))
        for spot in listed:
            assert placement_refusal(ship, kind, spot) is None, (kind, spot)
        shapes = [(x, y, f) for x in window for y in window for f in QUADRANTS + CHAMFERS]
        if kind == "turret_pod":
            shapes = [(x, y, "N", c) for x in window for y in window for c in CHAMFERS]
        elif kind == "interphasic_shield":
            shapes = [("float", q) for q in QUADRANTS]
        accepted = [spot for spot in shapes if placement_refusal(ship, kind, spot) is None]
        assert sorted(accepted) == sorted(listed), kind
        assert all(isinstance(refusal, str) for spot in shapes if (refusal := en(placement_refusal(ship, kind, spot))))


def test_nonsense_is_refused_in_words():
    ship = new_ship()
    assert (
        en(placement_refusal(ship, "death_ray", (0, 1, "N")))
        == "There is no component called 'death_ray' in the Store."
    )
    assert en(placement_refusal(ship, "bridge", (0, 1, "N"))) == "A ship has one Bridge: you may not buy another."
    assert en(placement_refusal(ship, "carrier_pod", (0, 1))) == "Place a Carrier Pod on a square of the ship's grid."
    assert en(placement_refusal(ship, "carrier_pod", (0, 1, "E"))) == (
        "Pods have no facing of their own: they point to the front like the Bridge."
    )
    assert en(placement_refusal(ship, "interphasic_shield", (0, -1, "N"))) == (
        "An Interphasic Shield floats off one side of the ship: choose N, E, S or W."
    )
    assert placements(ship, "death_ray") == []


# --- taking damage ----------------------------------------------------------------------------------------


def test_jim_takes_hits_from_the_front_bridge_then_carrier_pod_then_laser_cannon():
    ship, pod, laser = jim()
    assert layout_refusal(ship) is None
    assert facings(ship, laser) == ["S"]  # the wrong way with Bob in front of him
    assert carrier_capacity(ship) == 1
    assert exposed(ship, "N") == [BRIDGE]
    damage(ship, BRIDGE)
    assert exposed(ship, "N") == [pod]
    damage(ship, pod)  # ejects his fighter: no room left for it
    assert carrier_capacity(ship) == 0
    assert exposed(ship, "N") == [laser]
    damage(ship, laser)
    assert exposed(ship, "N") == [] and not can_absorb(ship, "N")
    assert damaged_parts(ship) == [BRIDGE, pod, laser]


def test_bob_takes_hits_on_his_right_combat_engine_then_bridge_laser():
    ship, ids = bob()
    assert layout_refusal(ship) is None
    assert set(exposed(ship, "E")) == {ids["bridge_laser"], ids["pod_laser"], ids["engine"]}
    damage(ship, ids["engine"])
    assert ids["bridge_laser"] in exposed(ship, "E")
    damage(ship, ids["bridge_laser"])
    # his right-hand guns are what Jim is facing, the Plasma Launcher points away
    assert facings(ship, ids["pod_laser"]) == ["E"] and facings(ship, ids["plasma"]) == ["W"]
    assert boosted(ship, ids["pod_laser"]) and not boosted(ship, ids["bridge_laser"])  # 2 damage + 1 damage
    assert exposed(ship, "E") == [BRIDGE, ids["pod_laser"]]


def test_damaged_parts_do_not_block():
    ship, pod, laser = jim()
    damage(ship, pod)  # say from Hyper-radiation at Nexxus: any component may be chosen
    assert exposed(ship, "N") == [BRIDGE]
    assert exposed(ship, "S") == [laser]
    damage(ship, laser)
    assert exposed(ship, "S") == [BRIDGE]  # straight through the wrecks
    assert exposed(ship, "E") == [BRIDGE] and exposed(ship, "W") == [BRIDGE]


def test_side_hits_may_go_to_the_outermost_part_of_each_row():
    ship, _ = build(("carrier_pod", (0, 1, "N")), ("carrier_pod", (1, 1, "N")), ("combat_engine", (0, 2, "S")))
    pods = [p["id"] for p in parts(ship) if p["kind"] == "carrier_pod"]
    engine = parts(ship)[3]["id"]
    assert exposed(ship, "E") == [BRIDGE, pods[1], engine]
    assert exposed(ship, "W") == [BRIDGE, pods[0], engine]
    assert exposed(ship, "S") == [pods[1], engine]


def test_interphasic_shield_floats_and_takes_its_quadrant_hits_first():
    ship, pod, laser = jim()
    assert placements(ship, "interphasic_shield") == [("float", q) for q in QUADRANTS]
    inner = place(ship, "interphasic_shield", ("float", "N"))
    shield = part(ship, inner)
    assert shield["x"] is None and shield["y"] is None and facings(ship, inner) == ["N"]
    assert layout_refusal(ship) is None
    assert exposed(ship, "N") == [inner]
    assert inner in exposed(ship, "E") and BRIDGE in exposed(ship, "E")  # open by its small edge
    assert inner in exposed(ship, "W") and inner not in exposed(ship, "S")
    outer = place(ship, "interphasic_shield", ("float", "N"))
    assert exposed(ship, "N") == [outer]  # the outermost first
    damage(ship, outer)
    assert exposed(ship, "N") == [inner]
    damage(ship, inner)
    assert exposed(ship, "N") == [BRIDGE]  # collapsed shields block nothing
    assert exposed(ship, "E") == [BRIDGE, pod, laser]


def test_a_hardpoint_shield_faces_its_front():
    ship, (pod, hardpoint) = build(("battle_pod", (0, 1, "N")), ("hardpoint_shield", (-1, 1, "W")))
    assert facings(ship, hardpoint) == ["W"] and boosted(ship, hardpoint)
    assert hardpoint in exposed(ship, "W") and hardpoint not in exposed(ship, "E")


# --- Battle Pod bonus -------------------------------------------------------------------------------------


def test_tight_scan_scanner_on_the_right_of_a_battle_pod():
    """The rulebook: you would need a 2; a 1 or 3 hits its side, a 4 is blocked by the Battle Pod."""
    ship, (pod, scanner) = build(("battle_pod", (0, 1, "N")), ("planetary_scanner", (1, 1, "E")))
    assert facings(ship, scanner) == ["E"] and boosted(ship, scanner)
    assert scanner in exposed(ship, "E") and scanner not in exposed(ship, "W")
    damage(ship, scanner)
    assert boosted(ship, scanner)  # still on the Battle Pod: its shields would recharge there
    damage(ship, pod)
    assert not boosted(ship, scanner)  # damaged components lose all special abilities


def test_turret_acts_as_a_battle_pod_only_when_attached_to_one():
    ship, (battle, turret, turret_gun, side_gun) = build(
        ("battle_pod", (0, 1, "N")),
        ("turret_pod", (1, 1, "N", "SE")),
        ("focus_beam", (2, 2, "SE")),
        ("laser_cannon", (2, 1, "E")),
    )
    assert boosted(ship, turret_gun) and not boosted(ship, side_gun)
    damage(ship, turret)
    assert not boosted(ship, turret_gun)
    repair(ship, turret)
    damage(ship, battle)
    assert not boosted(ship, turret_gun)
    plain, (pod, turret2, gun) = build(
        ("carrier_pod", (0, 1, "N")), ("turret_pod", (1, 1, "N", "SE")), ("focus_beam", (2, 2, "SE"))
    )
    assert not boosted(plain, gun)


# --- the Bridge and its upgrades --------------------------------------------------------------------------


def test_upgrades_go_offline_while_the_bridge_is_damaged():
    ship, pod, laser = jim()
    assert upgrade_refusal(ship, "repair_droid") is None
    add_upgrade(ship, "repair_droid")
    assert online(ship, "repair_droid") and not online(ship, "battle_computer")
    damage(ship, BRIDGE)
    assert not bridge_ok(ship) and not online(ship, "repair_droid")
    add_upgrade(ship, "battle_computer")  # may be bought with a damaged Bridge: it arrives offline
    assert not online(ship, "battle_computer")
    assert describe_ship(ship).startswith("Bridge + Repair Droid (offline) + Battle Computer (offline) (damaged)")
    repair(ship, BRIDGE)
    assert bridge_ok(ship) and online(ship, "repair_droid") and online(ship, "battle_computer")
    assert ship["upgrades"] == ["repair_droid", "battle_computer"]


def test_one_of_each_upgrade():
    ship = new_ship()
    add_upgrade(ship, "hyperline_computer")
    assert en(upgrade_refusal(ship, "hyperline_computer")) == (
        "Your Bridge already has a Hyperline Computer: one of each per ship."
    )
    with pytest.raises(IllegalAction, match="one of each per ship"):
        add_upgrade(ship, "hyperline_computer")
    assert en(upgrade_refusal(ship, "laser_cannon")) == "'laser_cannon' is not a Bridge upgrade."


# --- repair, capacity, counts -----------------------------------------------------------------------------


def test_carrier_capacity_is_one_per_functional_carrier_pod():
    ship, (a, b, battle) = build(
        ("carrier_pod", (0, 1, "N")), ("carrier_pod", (1, 1, "N")), ("battle_pod", (-1, 1, "N"))
    )
    assert carrier_capacity(ship) == 2
    damage(ship, b)
    assert carrier_capacity(ship) == 1 and count_functional(ship, "pod") == 2


def test_repairs_one_at_a_time_or_all_at_home():
    ship, ids = bob()
    for part_id in (ids["engine"], ids["plasma"], BRIDGE):
        damage(ship, part_id)
    assert damaged_parts(ship) == [BRIDGE, ids["plasma"], ids["engine"]]
    assert not online(ship, "combat_engine") and count_functional(ship, "combat_engine") == 0
    assert not is_functional(ship, ids["plasma"])
    with pytest.raises(IllegalAction, match="already damaged"):
        damage(ship, ids["plasma"])
    repair(ship, ids["engine"])
    assert online(ship, "combat_engine") and damaged_parts(ship) == [BRIDGE, ids["plasma"]]
    with pytest.raises(IllegalAction, match="is not damaged"):
        repair(ship, ids["engine"])
    repair_all(ship)
    assert damaged_parts(ship) == [] and is_functional(ship, ids["plasma"])


# --- reconfiguring ----------------------------------------------------------------------------------------


def test_reconfiguring_keeps_id_and_damage_and_checks_the_whole_ship():
    ship, ids = bob()
    damage(ship, ids["plasma"])
    move_part(ship, ids["plasma"], (-1, 0, "W"))  # from the Battle Pod to the Bridge's left
    moved = part(ship, ids["plasma"])
    assert (moved["x"], moved["y"], moved["facing"], moved["damaged"]) == (-1, 0, "W", True)
    assert layout_refusal(ship) is None
    with pytest.raises(IllegalAction, match="already taken by your Combat Engine"):
        move_part(ship, ids["battle_pod"], (0, 2, "N"))
    assert part(ship, ids["battle_pod"])["y"] == 1  # a refused move changes nothing


def test_a_layout_with_loose_parts_is_refused_until_fixed():
    ship, (pod, second, engine, beside) = build(
        ("carrier_pod", (0, 1, "N")),
        ("carrier_pod", (1, 1, "N")),
        ("combat_engine", (1, 2, "S")),
        ("combat_engine", (2, 2, "S")),
    )
    move_part(ship, second, (-1, 1, "N"))
    # the two Combat Engines hold each other but nothing holds them
    assert en(layout_refusal(ship)) == (
        "Your Combat Engine is not held by the ship. "
        "A Combat Engine must sit behind a Pod or beside another Combat Engine."
    )
    move_part(ship, second, (1, 1, "N"))
    assert layout_refusal(ship) is None
    removed = remove(ship, second)
    assert removed["kind"] == "carrier_pod" and len(parts(ship)) == 4
    assert "not held by the ship" in en(layout_refusal(ship))
    remove(ship, engine)
    remove(ship, beside)
    assert layout_refusal(ship) is None


def test_the_bridge_stays_put_and_keeps_its_pod():
    ship, pod, laser = jim()
    with pytest.raises(IllegalAction, match="The Bridge stays where it is"):
        move_part(ship, BRIDGE, (0, -1, "N"))
    with pytest.raises(IllegalAction, match="cannot be taken off"):
        remove(ship, BRIDGE)
    move_part(ship, laser, (1, 0, "E"))
    assert layout_refusal(ship) is None
    second = place(ship, "battle_pod", (1, 1, "N"))
    move_part(ship, pod, (2, 1, "N"))  # legal next to the Battle Pod, but the Bridge is left bare
    assert en(layout_refusal(ship)) == "The Bridge needs a Pod directly behind it."
    move_part(ship, second, (0, 1, "N"))
    assert en(layout_refusal(ship)).startswith("Your Carrier Pod is not held by the ship.")  # now out on its own
    move_part(ship, pod, (1, 1, "N"))
    assert layout_refusal(ship) is None


def test_a_chamfer_component_comes_loose_when_its_turret_turns():
    ship, (turret, gun) = build(("turret_pod", (0, 1, "N", "SE")), ("laser_cannon", (1, 2, "SE")))
    move_part(ship, turret, (0, 1, "N", "SW"))
    assert part(ship, turret)["chamfer"] == "SW"
    assert en(layout_refusal(ship)).startswith("Your Laser Cannon is not held by the ship.")
    move_part(ship, gun, (-1, 2, "SW"))
    assert layout_refusal(ship) is None


def test_moving_an_interphasic_shield_puts_it_outside_its_new_stack():
    ship, pod, laser = jim()
    east = place(ship, "interphasic_shield", ("float", "E"))
    north = place(ship, "interphasic_shield", ("float", "N"))
    move_part(ship, north, ("float", "E"))
    assert exposed(ship, "E") == [north] and exposed(ship, "N") == [BRIDGE, north]
    assert part(ship, east)["layer"] == 0 and part(ship, north)["layer"] == 1


# --- plain data -------------------------------------------------------------------------------------------


def test_a_ship_is_plain_json_and_queries_change_nothing():
    ship, (pod, turret, gun, engine) = build(
        ("battle_pod", (0, 1, "N")),
        ("turret_pod", (1, 1, "N", "SE")),
        ("focus_beam", (2, 2, "SE")),
        ("combat_engine", (0, 2, "S")),
    )
    place(ship, "interphasic_shield", ("float", "W"))
    add_upgrade(ship, "battle_computer")
    damage(ship, turret)
    assert json.loads(json.dumps(ship)) == ship
    before = copy.deepcopy(ship)
    for kind in KINDS:
        placements(ship, kind)
        en(placement_refusal(ship, kind, (5, 5, "N")))
    for quadrant in QUADRANTS:
        exposed(ship, quadrant)
        can_absorb(ship, quadrant)
    for p in parts(ship):
        facings(ship, p["id"]), boosted(ship, p["id"]), is_functional(ship, p["id"])
    en(layout_refusal(ship)), describe_ship(ship), carrier_capacity(ship), online(ship, "battle_computer")
    assert ship == before


def test_describe_ship_reads_as_one_line():
    ship, pod, laser = jim()
    damage(ship, laser)
    assert describe_ship(ship) == "Bridge, Carrier Pod at 0,1, Laser Cannon at 0,2 facing S (damaged)"
    place(ship, "turret_pod", (1, 1, "N", "NE"))
    place(ship, "interphasic_shield", ("float", "S"))
    assert describe_ship(ship).endswith("Turret Pod at 1,1 chamfer NE, Interphasic Shield floating S")


def test_what_a_ship_can_do_follows_every_change_to_it():
    """The working parts are remembered per ship (ship.Facts): every change made through ship.py shows at once
    in the counts the turn reads (scanners to scan with, carriers for fighters, what can be repaired)."""
    ship, (pod, _engine) = build(("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")))
    assert count_functional(ship, "scanner") == 0 and carrier_capacity(ship) == 1
    scanner = place(ship, "planetary_scanner", (-1, 0, "W"))
    assert count_functional(ship, "scanner") == count_functional(ship, "planetary_scanner") == 1
    damage(ship, scanner)
    damage(ship, pod)
    assert count_functional(ship, "scanner") == 0 and carrier_capacity(ship) == 0
    assert damaged_parts(ship) == [pod, scanner]
    repair(ship, scanner)
    assert count_functional(ship, "scanner") == 1 and damaged_parts(ship) == [pod]
    repair_all(ship)
    assert carrier_capacity(ship) == 1 and damaged_parts(ship) == []
    held = remove(ship, scanner)
    assert count_functional(ship, "scanner") == 0
    put_back(ship, held, (1, 0, "E"))
    assert count_functional(ship, "scanner") == 1 and part(ship, scanner)["facing"] == "E"
    add_upgrade(ship, "hyperline_computer")
    assert online(ship, "hyperline_computer")


def test_a_launcher_moved_off_its_battle_pod_loses_its_torpedo_power_at_once():
    ship, _ = build(("battle_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")))
    launcher = place(ship, "plasma_launcher", (1, 1, "E"))  # on the Battle Pod: boosted
    assert facts(ship).launchers == 1
    move_part(ship, launcher, (1, 0, "E"))  # beside the Bridge: no bonus
    assert facts(ship).launchers == 0 and not boosted(ship, launcher)
