"""Hyperline's hard bot is a stronger opponent than normal (issue 17): it searches in the captain's style, so it
takes the fights it wins where normal, searching as a shipwright, lets a half-armed rival sit beside it."""

from __future__ import annotations

from game.ai import make_bot
from game.rules import get
from game.rules.hyperline import combat
from game.rules.hyperline.scenario import build

INFO = get("hyperline")
ONE_GUN = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("laser_cannon", (1, 0, "E"))]
TWO_GUNS = ONE_GUN + [("laser_cannon", (-1, 0, "W"))]


def test_hard_attacks_a_ship_it_outguns_on_nexxus_and_off_it():
    """Two cannons against one: the foe takes more than it gives and runs (off Nexxus, if it sat there). A
    playtester saw normal decline such fights on Nexxus and beside it; hard takes them, whatever its dice."""
    for where in ((3, 2), (4, 4), (2, 5)):
        for seed in (1, 2):
            st = build(
                tiles={(3, 2): "straight", (2, 5): "straight"},
                at={0: where, 1: where},
                ships={0: TWO_GUNS, 1: ONE_GUN},
                start_turn=False,
            )
            combat.begin(st)
            bot = make_bot("hard", seed=seed, seconds=None)  # on its playout budget: the same on any machine
            assert bot.choose(st.view(0), 0, INFO)[0] == "fight", (where, seed)
