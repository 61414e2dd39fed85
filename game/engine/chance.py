"""Where randomness enters: chance outcomes drawn from a seeded source and recorded.

Each draw depends only on the match seed and the step's index in the record,
so a replay, an undo followed by a redo, and a reloaded save all see the same
dice, and taking back a move can never re-roll one.
"""

from __future__ import annotations

import random
import secrets

from game.saves.records import SEED_LIMIT

_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # no 0/O, 1/I: easy to read aloud
_CODE_LENGTH = 7  # 32**7 > 2**32


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


def deal_code(seed: int) -> str:
    """A short code for a seed, to type in and replay a deal."""
    if not 0 <= seed < SEED_LIMIT:
        raise ValueError(f"seed must be between 0 and {SEED_LIMIT - 1}")
    chars = []
    for _ in range(_CODE_LENGTH):
        seed, digit = divmod(seed, len(_CODE_ALPHABET))
        chars.append(_CODE_ALPHABET[digit])
    return "".join(reversed(chars))


def seed_from_code(code: str) -> int:
    cleaned = code.strip().upper().replace("-", "").replace(" ", "")
    if not cleaned or len(cleaned) > _CODE_LENGTH or any(c not in _CODE_ALPHABET for c in cleaned):
        raise ValueError(f"{code!r} is not a deal code: use up to {_CODE_LENGTH} of {_CODE_ALPHABET}")
    seed = 0
    for c in cleaned:
        seed = seed * len(_CODE_ALPHABET) + _CODE_ALPHABET.index(c)
    if seed >= SEED_LIMIT:
        raise ValueError(f"{code!r} is beyond the last deal code")
    return seed
