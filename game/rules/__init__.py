"""Headless rules for every game, and the registry each game joins once.

A game module calls `register(GameInfo(...))` at import; `GAME_MODULES` lists
the modules so the registry is complete as soon as this package is imported.
That one call declares the whole game: its `Parts` name (as import paths) the
board, the bots' evaluation, the art, the menu card, the screenshot moments and
the smoke steps, and every list of games elsewhere is read from here.
"""

from __future__ import annotations

import importlib

from game.rules.core import (
    CHANCE,
    TERMINAL,
    Asking,
    GameInfo,
    GameNotOver,
    GameState,
    IllegalAction,
    Option,
    Parts,
    Result,
    freeze,
    ranks_from_scores,
    resolve,
)

__all__ = [
    "Asking",
    "CHANCE",
    "TERMINAL",
    "GameInfo",
    "GameNotOver",
    "GameState",
    "IllegalAction",
    "Option",
    "Parts",
    "Result",
    "freeze",
    "ranks_from_scores",
    "register",
    "resolve",
    "unregister",
    "get",
    "games",
    "new_game",
]

GAME_MODULES = ("race", "galaxy_express", "expressway42", "all_in_all", "hyperline")

_REGISTRY: dict[str, GameInfo] = {}
changes = 0
"""How many times the registry changed: a layer that keeps what it resolved from it starts again when this moves."""


def register(info: GameInfo) -> GameInfo:
    """Add a game; a second registration of the same id is a programming error."""
    if info.id in _REGISTRY and _REGISTRY[info.id] is not info:
        raise ValueError(f"game id {info.id!r} is registered twice")
    global changes
    info.state_class.game_id = info.id
    _REGISTRY[info.id] = info
    changes += 1
    return info


def unregister(game_id: str) -> None:
    """For tests that register a throw-away game."""
    global changes
    _REGISTRY.pop(game_id, None)
    changes += 1


def get(game_id: str) -> GameInfo:
    try:
        return _REGISTRY[game_id]
    except KeyError:
        known = ", ".join(sorted(_REGISTRY)) or "none"
        raise KeyError(f"unknown game {game_id!r} (known games: {known})") from None


def games() -> list[GameInfo]:
    """Registered games in the order the menu shows them."""
    return list(_REGISTRY.values())


def new_game(game_id: str, players: int, seed=None, options: dict | None = None) -> GameState:
    return get(game_id).new_game(players, seed, options)


for _name in GAME_MODULES:
    importlib.import_module(f"game.rules.{_name}")
