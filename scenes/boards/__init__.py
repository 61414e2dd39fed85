"""Which games have a table to play on: the board each game's registration names (`GameInfo.parts.board`)."""

from __future__ import annotations

from game.rules import games, get, resolve


def has_board(game_id: str) -> bool:
    """True for a registered game that names its table; a record of an unknown game has none."""
    return any(info.id == game_id and info.parts.board for info in games())


def board_class(game_id: str):
    """The game's Board subclass, imported now (the rules name it, the window imports it)."""
    path = get(game_id).parts.board
    if not path:
        raise KeyError(f"{get(game_id).title} has no table yet")
    return resolve(path)
