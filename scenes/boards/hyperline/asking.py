"""What the decision on show asks of Hyperline's table, from the rules' phase table (`Phase.ask`, `Phase.lit`):
the table branches on the kind of choice, never on a phase's name, so a new phase that asks an old kind of
thing needs no new table code."""

from __future__ import annotations

from functools import lru_cache

from game.rules import Asking
from game.rules.hyperline.state import HyperlineState

DAMAGE = ("radiation damage", "research damage", "tight-scan damage")
"""A component of one's own ship takes damage outside a fight: the cause changes only what is at stake."""
DRAWS = ("draw", "secret draw")
"""A person's own draw from a stack (a secret one: a Planetary or Quantum scan's look)."""
FIGHT_STEPS = ("direction die", "enemy side", "focus beam", "hit", "run away")
"""The steps of one fight, while its screen is laid over the galaxy."""


@lru_cache(maxsize=64)
def of_phase(phase: str | None) -> Asking:
    """The rules' meaning of the decision point named `phase` (a name the play frame passes on)."""
    return HyperlineState.asking(phase)


def asking(view: dict) -> Asking:
    """What the decision in `view` asks."""
    return of_phase(view.get("phase"))


def ask(view: dict) -> str:
    """The kind of choice `view` waits for, in the game's words ("command", "hit", "turn tile")."""
    return of_phase(view.get("phase")).ask
