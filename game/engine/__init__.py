"""Matches, undo/redo and autosave over the rules contract; records and files live in game.saves."""

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
