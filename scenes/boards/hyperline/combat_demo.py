"""A Hyperline game played on at random until a fight waits for a person: what the smoke run and the bench
("hyperline:fight", built by scenes/shots.py) show of the fight screen. No pygame here; no autosave.
Hyperline's registration names both functions (its `fight` moment and its smoke step)."""

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


def fight_on_screen(app) -> str:
    """The smoke run's step: the fight screen drawn over a game played into a fight (the line it reports)."""
    from scenes.smoke import SmokeFailure, frames

    match = fight_match()
    if match is None:
        raise SmokeFailure("Hyperline: a game played at random never reached a fight")
    app.reset("play", match=match)
    frames(app, 5)
    if not app.top.board.fight.shown(app.top.view):
        raise SmokeFailure("Hyperline: a fight was on but its fight screen was not shown")
    return f"hyperline: a {match.state.fight['kind']} drawn on its fight screen"
