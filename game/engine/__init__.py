"""Matches and undo/redo over the rules contract; records and files live in game.saves.

The session and the turn flow at a screen make bots, so they sit above them in game.play; nothing here
imports the bots.
"""

from game.engine.chance import ChanceSource, deal_code, new_seed, sample, seed_from_code
from game.engine.match import Match
from game.saves.records import Entry, Record, RecordError, SeatInfo, load, loads
from game.saves.storage import atomic_write_text, autosave_path, config_dir, data_dir

__all__ = [
    "ChanceSource",
    "Entry",
    "Match",
    "Record",
    "RecordError",
    "SeatInfo",
    "atomic_write_text",
    "autosave_path",
    "config_dir",
    "data_dir",
    "deal_code",
    "load",
    "loads",
    "new_seed",
    "sample",
    "seed_from_code",
]
