"""Hyperline's easy bot builds its ship and picks its fights (issue 17), one decision deep and seeing only its view."""

from __future__ import annotations

from game.ai import GreedyBot, make_bot
from game.ai.hyperline_eval import pirate_forecast, shipwright
from game.rules import get
from game.rules.hyperline import combat
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import NEXXUS
from game.rules.hyperline.scenario import build, sec

INFO = get("hyperline")
TWIN_ENGINES = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("combat_engine", (-1, 2, "S"))]
GUNSHIP = [
    ("battle_pod", (0, 1, "N")),
    ("combat_engine", (0, 2, "S")),
    ("combat_engine", (-1, 2, "S")),
    ("laser_cannon", (1, 1, "E")),
    ("laser_cannon", (-1, 1, "W")),
]


def easy(st, seed=1):
    return make_bot("easy", seed=seed).choose(st.view(st.actor), st.actor, INFO)


def plain(st, seed=1):
    """The greedy bot on the plain evaluation (what normal and hard search with)."""
    return GreedyBot(seed=seed).choose(st.view(st.actor), st.actor, INFO)


def test_easy_builds_on_a_tech_planet_next_to_nexxus_before_it_goes_in():
    st = build(tiles={(3, 4): "Tilt"}, at={0: (3, 4)}, start_turn=False)
    assert plain(st) == "move"  # the plain evaluation goes straight in
    assert easy(st) == "build"
    st.apply("build")
    assert easy(st)[0] == "buy"


def test_easy_steps_aside_to_a_tech_planet_on_its_way():
    shop = build(tiles={(3, 2): "straight", (2, 2): "Friskus"}, at={0: (3, 2)}, start_turn=False)
    shop.apply("move")
    assert easy(shop) == ("step", sec(2, 2))
    assert plain(shop) != ("step", sec(2, 2))
    empty = build(tiles={(3, 2): "straight", (2, 2): "straight"}, at={0: (3, 2)}, start_turn=False)
    empty.apply("move")
    assert easy(empty) != ("step", sec(2, 2))  # nothing to buy there: no reason to go


def test_easy_buys_the_weapon_that_beats_the_pirate_in_its_way():
    for level in (1, 2):
        st = build(
            tiles={(4, 2): "Blastula", (4, 3): "pirate_base"}, at={0: (4, 2)}, ships={0: TWIN_ENGINES}, start_turn=False
        )
        pirate = sec(4, 3)
        st.pirates[str(pirate)] = level
        assert not pirate_forecast(st, 0, pirate)[1]  # unarmed, it would take a round and run
        assert easy(st) == "build"
        st.apply("build")
        bought = easy(st)
        assert bought[0] == "buy"
        st.apply(bought)
        while st.phase == "place":
            st.apply(easy(st))
        assert pirate_forecast(st, 0, pirate)[1]


def test_easy_buys_a_bridge_upgrade():
    st = build(tiles={(3, 2): "Grunger"}, at={0: (3, 2)}, start_turn=False)
    assert easy(st) == "build"
    st.apply("build")
    assert easy(st) == ("buy", "battle_computer")


def test_easy_attacks_a_ship_it_outguns_and_leaves_one_that_outguns_it_alone():
    for strong, wanted in ((0, "fight"), (1, "end_combat")):
        st = build(tiles={(3, 2): "straight"}, at={0: (3, 2), 1: (3, 2)}, ships={strong: GUNSHIP}, start_turn=False)
        combat.begin(st)
        assert ("fight", sec(3, 2), 1) in st.legal_actions()
        choice = easy(st)
        assert (choice[0] if isinstance(choice, tuple) else choice) == wanted


def test_easy_does_not_fly_into_a_pirate_it_cannot_beat():
    st = build(tiles={(3, 4): "pirate_base", (4, 3): "straight"}, at={0: (3, 3)}, start_turn=False)
    st.board[sec(3, 3)] = "straight@0"
    st.pirates[str(sec(3, 4))] = 3
    assert not pirate_forecast(st, 0, sec(3, 4))[1]
    st.apply("move")
    assert easy(st) != ("step", sec(3, 4))


def test_easy_decides_the_same_whatever_tile_the_other_seat_hides():
    """Seat 1 laid a tile face down next to seat 0: easy's view and its choice do not depend on which."""
    choices, views = set(), []
    for hidden in ("Blastula", "Friskus", "asteroid", "Grunger"):
        st = build(tiles={(7, 0): "Blastula"}, start_turn=False)
        st.facedown[str(sec(6, 0))] = {"tile": hidden, "seat": 1}
        st.planet_stack[hidden] -= 1
        views.append(st.view(0))
        st.apply("move")
        choices.add(easy(st, seed=5))
    assert all(view == views[0] for view in views)
    assert len(choices) == 1


def test_easy_researches_when_it_can():
    st = build(at={0: (4, 4)}, start_turn=False)
    st.turn["start"] = NEXXUS
    assert easy(st) == "research"


def test_a_planet_whose_wares_no_longer_fit_is_worth_nothing_to_easy():
    """A ship with no room left for a weapon gains nothing from standing on a weapons planet (a full ship once
    stayed on one for 80 rounds, moving off and back)."""
    values = []
    for tile in ("Magnon", "straight"):
        st = build(tiles={(6, 2): tile}, at={0: (6, 2)}, start_turn=False)
        ship = st.ships[0]
        while shipkit.placements(ship, "laser_cannon"):
            shipkit.place(ship, "hardpoint_shield", shipkit.placements(ship, "laser_cannon")[0])
        values.append(shipwright(st, 0))
    assert values[0] == values[1]


def test_easy_researches_at_nexxus_rather_than_repair_what_hyper_radiation_takes_back():
    """One working component besides the Bridge: a Repair would be undone by the next hyper-radiation (an easy
    ship repaired at Nexxus for 60 rounds, seed 1022, a tech planet next door); with nothing to buy nearby it
    researches."""
    ship = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("laser_cannon", (-1, 1, "W"))]
    for shop in ("Rustoid", "Tilt", "straight"):
        st = build(tiles={(5, 3): shop}, at={0: (4, 4)}, ships={0: ship}, start_turn=False)
        st.turn["start"] = NEXXUS  # the turn began here: hyper-radiation has struck
        for p in st.ships[0]["parts"][1:]:
            if p["kind"] != "carrier_pod":
                shipkit.damage(st.ships[0], p["id"])
        st.loaded[0] = 1
        st.points[0] = 1
        assert "research" in st.legal_actions() and "repair" in st.legal_actions()
        assert easy(st) != "repair"
        if shop == "straight":
            assert easy(st) == "research"
