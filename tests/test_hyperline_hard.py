"""Hyperline's hard bot is a stronger opponent than normal (issue 17): it searches in the captain's style, so it
takes the fights it wins where normal, searching as a shipwright, lets a half-armed rival sit beside it."""

from __future__ import annotations

from game.ai import make_bot
from game.rules import get
from tests.test_hyperline_easy_loops import OUTGUNNED_AT, outgunned_fight

INFO = get("hyperline")


def test_hard_attacks_a_ship_it_outguns_on_nexxus_and_off_it():
    """Two cannons against one: the foe takes more than it gives and runs (off Nexxus, if it sat there). A
    playtester saw normal decline such fights on Nexxus and beside it; hard takes them, whatever its dice."""
    for where in OUTGUNNED_AT:
        for seed in (1, 2):
            st = outgunned_fight(where)
            bot = make_bot("hard", seed=seed, seconds=None)  # on its playout budget: the same on any machine
            assert bot.choose(st.view(0), 0, INFO)[0] == "fight", (where, seed)
