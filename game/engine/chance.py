"""Where randomness enters: chance outcomes drawn from a seeded source and recorded.

Each draw depends only on the match seed and the step's index in the record,
so a replay, an undo followed by a redo, and a reloaded save all see the same
dice, and taking back a move can never re-roll one.
"""

from __future__ import annotations

import random
import secrets

from game.saves.records import SEED_LIMIT, deal_code, seed_from_code

__all__ = ["SEED_LIMIT", "ChanceSource", "deal_code", "new_seed", "sample", "seed_from_code"]  # codes live in records


def sample(outcomes, rng) -> object:
    """Pick one outcome of [(outcome, probability), ...] using rng.random()."""
    r = rng.random()
    for outcome, probability in outcomes:
        r -= probability
        if r < 0:
            return outcome
    return outcomes[-1][0]  # rounding left a sliver at the top


def new_seed() -> int:
    return secrets.randbelow(SEED_LIMIT)


class ChanceSource:
    """The dice of one match."""

    def __init__(self, seed: int):
        self.seed = seed

    def draw(self, step: int, outcomes):
        return sample(outcomes, random.Random(f"star-table:{self.seed}:{step}"))
