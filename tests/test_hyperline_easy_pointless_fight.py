"""Hyperline's easy bot does not start a fight that cannot give either side a point (issue 33's playtest: "Neither
side can give a point" on the screen, and the person still rolled up to three dice for nothing)."""

from __future__ import annotations

from game.ai import make_bot
from game.rules import get
from game.rules.hyperline import combat
from game.rules.hyperline.scenario import build, sec

INFO = get("hyperline")
HERE = (3, 2)
CARRIER = [("carrier_pod", (0, 1, "N"))]
RACER = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S"))]  # strikes first, with nothing to strike with
SHIELDED = [("battle_pod", (0, 1, "N")), ("hardpoint_shield", (-1, 1, "W"))]
CANNON = [("carrier_pod", (0, 1, "N")), ("laser_cannon", (0, 2, "S"))]


def _menu(ships, patrol=0):
    st = build(tiles={HERE: "straight"}, at={0: HERE, 1: HERE}, ships=ships, start_turn=False)
    st.loaded = [0] * st.players
    if patrol:
        st.patrols[0][str(sec(*HERE))] = patrol
    combat.begin(st)
    assert st.phase == "combat"
    return st


def _easy_choices(st, seeds=range(12)) -> set:
    return {make_bot("easy", seed=seed).choose(st.view(st.actor), st.actor, INFO) for seed in seeds}


def test_easy_does_not_fight_a_ship_when_neither_side_can_give_a_point():
    """Two ships without weapons or fighters in one sector (the playtest's: a Combat Engine against a Battle Pod
    and a Hardpoint Shield): the fight is on the menu, and easy ends its combat."""
    for ships in ({0: RACER, 1: SHIELDED}, {0: [], 1: CARRIER}):
        st = _menu(ships)
        fight = ("fight", sec(*HERE), 1)
        assert fight in st.legal_actions() and "end_combat" in st.legal_actions()
        assert _easy_choices(st) == {"end_combat"}, ships


def test_easy_still_fights_when_a_side_can_give_a_point():
    """A Laser Cannon on its own ship, or its fighter there: the fight is a fight again, and easy takes it."""
    for ships, patrol in (({0: CANNON, 1: CARRIER}, 0), ({0: [], 1: CARRIER}, 1)):
        st = _menu(ships, patrol)
        assert ("fight", sec(*HERE), 1) in _easy_choices(st), (ships, patrol)
