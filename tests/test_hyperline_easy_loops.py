"""Hyperline's easy bot does not sit for ever (issue 17's 100-round games): it sees the hits that take back
what it repairs or builds where it stands."""

from __future__ import annotations

from game.ai import make_bot
from game.ai.hyperline_eval import pirate_forecast
from game.rules import get
from game.rules.hyperline import combat
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.scenario import build, sec

INFO = get("hyperline")
BATTLE_SHIP = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("battle_pod", (-1, 1, "N"))]


def easy(st, seed=1):
    return make_bot("easy", seed=seed).choose(st.view(st.actor), st.actor, INFO)


def damage(st, seat: int, kind: str) -> None:
    ship = st.ships[seat]
    shipkit.damage(ship, next(p["id"] for p in ship["parts"] if p["kind"] == kind))


def test_easy_leaves_an_asteroid_field_rather_than_repair_what_the_next_asteroid_takes_back():
    """A shipwright in an asteroid field with a tech planet on its way repaired every turn and the asteroid
    hit took it back (easy-vs-easy seed 5068: 90 rounds in sector 16): it moves on, shop or no shop."""
    for shop in ("Tilt", "Blastula", "straight"):
        st = build(tiles={(1, 7): "asteroid", (3, 5): shop}, at={0: (1, 7)}, ships={0: BATTLE_SHIP}, start_turn=False)
        damage(st, 0, "battle_pod")
        assert "repair" in st.legal_actions()
        assert easy(st) == "move", shop


WRECK = [
    ("turret_pod", (0, 1, "N", "NE")),
    ("rip_engine", (0, -1, "S")),
    ("carrier_pod", (1, 1, "N")),
    ("combat_engine", (1, 2, "S")),
    ("hardpoint_shield", (1, 0, "E")),
]


def test_a_wreck_next_to_nexxus_repairs_rather_than_step_in_and_out():
    """Bridge and one working shield, four components damaged: hyper-radiation would take the shield and leave
    nothing to research with (easy-vs-easy seed 5068: in and out of Nexxus for 60 rounds, the shield recharging
    each time it stepped out). Easy repairs first."""
    for near in ((5, 4), (4, 5), (3, 4)):
        st = build(tiles={near: "straight"}, at={0: near}, ships={0: WRECK}, start_turn=False)
        for kind in ("turret_pod", "rip_engine", "carrier_pod", "combat_engine"):
            damage(st, 0, kind)
        st.points[0] = 1
        assert easy(st) == "repair", near


def test_easy_vs_easy_games_that_once_sat_for_ever_finish():
    """Seeds that reached the 100-round limit with an easy sitting in a loop: asteroid repairs (5068), two ships
    repairing at Nexxus side by side (5045), a Bridge given to hyper-radiation and repaired each turn (5008): the
    plan had repaired every component before it went back, so a last point looked far away."""
    from game.ai.hyperline_ladder import play

    for seed in (5008, 5045, 5068):
        game = play(["easy", "easy"], seed, {"turn_limit": 100})
        assert game["finished"] and game["rounds"] < 60, (seed, game["rounds"])


ONE_GUN = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("laser_cannon", (1, 0, "E"))]
TWO_GUNS = ONE_GUN + [("laser_cannon", (-1, 0, "W"))]


OUTGUNNED_AT = ((3, 2), (4, 4), (2, 5))  # off Nexxus on a line, on Nexxus, off it elsewhere


def outgunned_fight(where):
    """Seat 0 with two cannons meets seat 1 with one in `where`, at the choice to fight."""
    st = build(
        tiles={(3, 2): "straight", (2, 5): "straight"},
        at={0: where, 1: where},
        ships={0: TWO_GUNS, 1: ONE_GUN},
        start_turn=False,
    )
    combat.begin(st)
    return st


def test_easy_attacks_a_ship_it_outguns_even_narrowly():
    """Two cannons against one: the foe takes more than it deals and runs, a combat won (issue 17: at least one
    a game); at Nexxus the foe that runs must leave."""
    for where in OUTGUNNED_AT:
        assert easy(outgunned_fight(where))[0] == "fight", where


def test_a_tech_planet_held_by_a_pirate_it_cannot_beat_is_no_shop_to_easy():
    """It would take the pirate's hits and run before it could buy (easy-vs-easy seed 5043: stepped onto such a
    planet, ran, stepped back, for 50 rounds)."""
    for shop in ("Tilt", "Blastula", "Friskus"):
        for level in (2, 3):
            st = build(tiles={(2, 2): shop, (2, 3): "straight"}, at={0: (2, 3)}, start_turn=False)
            st.pirates[str(sec(2, 2))] = level
            assert not pirate_forecast(st, 0, sec(2, 2))[1]
            st.apply("move")
            assert easy(st) != ("step", sec(2, 2)), (shop, level)


def test_easy_steps_onto_a_pirate_it_destroys_far_from_nexxus():
    """Two cannons against a level-1 pirate next door: easy fights it (a combat won, its base cleared) where the
    captain's style walked on towards Nexxus (issue 17: at least one combat won a game)."""
    st = build(tiles={(1, 2): "straight", (1, 1): "straight"}, at={0: (1, 1)}, ships={0: TWO_GUNS}, start_turn=False)
    st.pirates[str(sec(1, 2))] = 1
    assert pirate_forecast(st, 0, sec(1, 2))[1]
    st.apply("move")
    for seed in (1, 2, 3):
        assert easy(st, seed) == ("step", sec(1, 2)), seed
