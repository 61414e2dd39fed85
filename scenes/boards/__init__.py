"""Which games have a table to play on: a board view per game id, declared once."""

from __future__ import annotations

import importlib

BOARDS = {
    "race": "scenes.boards.race:RaceBoard",
    "galaxy_express": "scenes.boards.galaxy_express.view:GalaxyExpressBoard",
    "expressway42": "scenes.boards.expressway42.view:ExpresswayBoard",
    "all_in_all": "scenes.boards.all_in_all.view:AllInAllBoard",
    "hyperline": "scenes.boards.hyperline.view:HyperlineBoard",
}


def has_board(game_id: str) -> bool:
    return game_id in BOARDS


def board_class(game_id: str):
    module, _, name = BOARDS[game_id].partition(":")
    return getattr(importlib.import_module(module), name)


def register_board(game_id: str, target: str) -> None:
    """For tests and later games: `target` is 'module:Class'."""
    BOARDS[game_id] = target
