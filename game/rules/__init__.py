"""Headless rules for every game, and the registry each game joins once.

A game module calls `register(GameInfo(...))` at import; `GAME_MODULES` lists
the modules so the registry is complete as soon as this package is imported.
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
    Result,
    freeze,
    ranks_from_scores,
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
    "Result",
    "freeze",
    "ranks_from_scores",
    "register",
    "get",
    "games",
    "new_game",
]

GAME_MODULES = ("race", "galaxy_express", "expressway42", "all_in_all", "hyperline")

_REGISTRY: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    """Add a game; a second registration of the same id is a programming error."""
    if info.id in _REGISTRY and _REGISTRY[info.id] is not info:
        raise ValueError(f"game id {info.id!r} is registered twice")
    info.state_class.game_id = info.id
    _REGISTRY[info.id] = info
    return info


def unregister(game_id: str) -> None:
    """For tests that register a throw-away game."""
    _REGISTRY.pop(game_id, None)


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
