"""One uniformly random step of any game, for tests that walk seeded games through every phase."""

from __future__ import annotations

from game.rules import CHANCE


def random_step(state, rng) -> None:
    """A chance outcome or a legal decision, each picked by index (not by weight), so a seed walks the same."""
    choices = [outcome for outcome, _ in state.chance_outcomes()] if state.actor == CHANCE else state.legal_actions()
    state.apply(choices[rng.randrange(len(choices))])
