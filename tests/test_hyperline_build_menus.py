"""A Build's menu in random games: what the remembered layouts, placements and puts offer is what a fresh copy of
the game (a save loaded, a search's clone: nothing remembered about its ships) offers, step by step."""

from __future__ import annotations

import json
import random

from game.rules import CHANCE, TERMINAL, get
from game.rules.hyperline import ship as shipkit

BUILD_PHASES = ("build", "place")


def decisions(players: int, seed: int, games: int = 3, steps: int = 2500):
    """Each decision of three random games as (state, legal list), before a random pick of it is played."""
    info = get("hyperline")
    rng = random.Random(seed)
    for game in range(games):
        st = info.new_game(players, game)
        for _ in range(steps):
            if st.actor == TERMINAL:
                break
            if st.actor == CHANCE:
                outcomes = st.chance_outcomes()
                st.apply(rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0])
                continue
            legal = st.legal_actions()
            yield st, legal
            st.apply(rng.choice(legal))


def test_every_build_step_offers_what_a_loaded_copy_and_a_clone_offer():
    compared = undos = 0
    for st, legal in decisions(players=4, seed=3):
        if st.phase in BUILD_PHASES:
            loaded = type(st).from_json(json.loads(json.dumps(st.to_json())))
            assert loaded.legal_actions() == legal
            assert st.clone().legal_actions() == legal
            compared += 1
            undos += "undo" in legal
    assert compared > 100 and undos > 10  # Builds with reconfiguring were met


def test_undo_is_offered_exactly_while_the_ship_differs_from_the_one_saved():
    seen = set()
    for st, legal in decisions(players=3, seed=8):
        if st.phase == "build" and st.task["saved"] is not None:
            ship = st.ships[st.current]
            differs = st.task["saved"] != ship
            assert ("undo" in legal) == differs
            seen.add((differs, bool(st.task["held"])))
    assert {(True, True), (True, False), (False, False)} <= seen
    assert shipkit.copy_ship(st.ships[0]) == st.ships[0]
