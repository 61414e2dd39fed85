"""The kinds of choice Hyperline's table treats alike, by what the rules' phase table says a decision asks
(`Phase.ask`, given to the board as `props.asking`): the table branches on the kind of choice, never on a phase's
name, so a new phase that asks an old kind of thing needs no new table code."""

from __future__ import annotations

DAMAGE = ("radiation damage", "research damage", "tight-scan damage")
"""A component of one's own ship takes damage outside a fight: the cause changes only what is at stake."""
DRAWS = ("draw", "secret draw")
"""A person's own draw from a stack (a secret one: a Planetary or Quantum scan's look)."""
FIGHT_STEPS = ("direction die", "enemy side", "focus beam", "hit", "run away")
"""The steps of one fight, while its screen is laid over the galaxy."""
