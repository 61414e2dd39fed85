"""Where the bots find a game's evaluation: the one its registration names (`GameInfo.parts`: each game's `*_eval`
or `*_advice` module beside the bots), else the state's own `evaluate` (core's neutral 0).
Advice is not rules (issue 19): the rules name it by its import path and never import it; the bots resolve it here."""

from __future__ import annotations

import game.rules as rules

_IDLE = object()  # the key of a game's idle test beside its styles
_FOUND: dict = {}
"""(state class, style or None or _IDLE) -> the function to call: resolved from the registration once."""
_SEEN = [-1]  # the registry's `changes` when _FOUND was filled: a game registered anew (a test's) empties it


def _plain(state, seat: int) -> float:
    return state.evaluate(seat)


def _never(state, action) -> bool:
    return False


def _find(cls, style):
    """The function the registration of `cls`'s game names for `style` (None: the plain evaluation)."""
    if _SEEN[0] != rules.changes:
        _FOUND.clear()
        _SEEN[0] = rules.changes
    info = next((info for info in rules.games() if info.state_class is cls), None)
    parts = info.parts if info else rules.Parts()
    if style is _IDLE:
        found = rules.resolve(parts.idle) if parts.idle else _never
    elif style is not None and style in dict(parts.styles):
        found = rules.resolve(dict(parts.styles)[style])
    else:
        found = rules.resolve(parts.evaluate) if parts.evaluate else _plain
    _FOUND[cls, style] = found
    return found


def evaluate(state, seat: int, style: str | None = None) -> float:
    """How good `state` is for `seat` (higher is better): what greedy play and the search leaves use.
    A `style` is a level's own way of valuing the game (in Hyperline each level has its own); a game without it
    uses the plain one."""
    own = _FOUND.get((state.__class__, style)) if _SEEN[0] == rules.changes else None
    return (own or _find(state.__class__, style))(state, seat)


def idle(state, action) -> bool:
    """Whether `action` only waits (a game that knows says so here): the bots never wait while they can act."""
    own = _FOUND.get((state.__class__, _IDLE)) if _SEEN[0] == rules.changes else None
    return bool((own or _find(state.__class__, _IDLE))(state, action))
