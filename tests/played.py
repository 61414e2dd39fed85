"""A game played at random from its deal, and its move log as a screen words it: what the words tests share."""

from __future__ import annotations

import random

from game.engine import Match, SeatInfo
from game.rules import CHANCE, TERMINAL, get
from game.words import word

NAMES = ("Ana", "Ben", "Cy", "Di")


def played(game: str, seed: int, steps: int = 10**6, names=None, options=None) -> Match:
    """`steps` random steps (chance drawn by its odds, every decision equally likely) from seed `seed`'s deal."""
    info = get(game)
    if names is None:
        names = NAMES[: max(info.min_players, min(3, info.max_players))]
    match = Match(game, [SeatInfo(name) for name in names], seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(steps):
        state = match.state
        if state.actor == TERMINAL:
            break
        if state.actor == CHANCE:
            outcomes, weights = zip(*state.chance_outcomes(), strict=True)
            match.apply(rng.choices(outcomes, weights)[0])
        else:
            legal = state.legal_actions()
            match.apply(legal[rng.randrange(len(legal))])
    return match


def worded(match: Match) -> list[str]:
    """The move log as the screen shows it, in the language now, with the players' names."""
    return [word(line, match.names) for line in match.log()]
