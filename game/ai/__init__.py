"""Bots that see only what their seat may see.

The names below load on first use: a rules module imports its game's evaluation from this package
(Hyperline's `hyperline_eval`), so loading the package must not load the bots, which load the rules.
"""

from __future__ import annotations

import importlib

_HOMES = {
    "BOT_NAMES": "bots",
    "LEVELS": "bots",
    "Bot": "bots",
    "GreedyBot": "bots",
    "MCTSBot": "bots",
    "RandomBot": "bots",
    "Thinker": "bots",
    "make_bot": "bots",
    "random_playout": "bots",
    "MatchResult": "runner",
    "play_match": "runner",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str):
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'game.ai' has no attribute {name!r}")
    return getattr(importlib.import_module(f"game.ai.{home}"), name)
