"""A Hyperline game played on at random until a fight waits for a person: what the smoke run and the bench
("hyperline:fight", built by scenes/shots.py) show of the fight screen. No pygame here; no autosave."""

from __future__ import annotations

import random


def fight_match(seed: int = 1, limit: int = 5000):
    """A match (a person and an easy bot) in a fight at the person's decision, or None if none came."""
    from game.engine import Match, SeatInfo

    match = Match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if match.state.fight and match.actor == 0:
            return match
        if match.actor < 0:
            if not match.state.chance_outcomes():
                return None  # the game is over
            match.roll()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    return None
