"""The phone seats' keys, kept beside the autosave so Continue lets the pages rejoin by their codes.

A seat's token is the key to its page: it never goes into a record (a record is saved to Load, exported,
shared and replayed). This small file sits beside the autosave, written atomically like it, and names the
game it belongs to (game, deal, players), so the keys of one game never open another. A new game without
phones removes it.
"""

from __future__ import annotations

import json
import os

from game.saves.reader import Refused, read_bytes
from game.saves.records import Record
from game.saves.storage import atomic_write_text, autosave_path

FORMAT = "star-table-phones"
SIZE_LIMIT = 64 * 1024


def phones_path():
    return autosave_path().with_name("autosave-phones.json")


def _belongs(data: dict, record: Record) -> bool:
    return (
        data.get("game") == record.game
        and data.get("seed") == record.seed
        and data.get("names") == [seat.name for seat in record.seats]
    )


def keep_phones(record: Record, seats: list[int], tokens: dict[int, str], local_only: bool, port: int) -> None:
    """Write the keys of this game's phone seats (OSError: not written; the game goes on, Continue then
    starts the pages afresh)."""
    data = {
        "format": FORMAT,
        "game": record.game,
        "seed": record.seed,
        "names": [seat.name for seat in record.seats],
        "seats": list(seats),
        "tokens": {str(seat): token for seat, token in tokens.items()},
        "local_only": bool(local_only),
        "port": int(port),
    }
    atomic_write_text(phones_path(), json.dumps(data, indent=1) + "\n")


def kept_phones(record: Record) -> dict | None:
    """The phone seats kept for this game: {"seats", "tokens", "local_only", "port"}, or None (none kept, another
    game's, or a file that cannot be used: the game then goes on at the screen alone)."""
    try:
        data = json.loads(read_bytes(phones_path(), SIZE_LIMIT).decode("utf-8"))
    except (Refused, OSError, ValueError):
        return None
    try:
        if not isinstance(data, dict) or data.get("format") != FORMAT or not _belongs(data, record):
            return None
        players = len(record.seats)
        if not isinstance(data["seats"], list) or not isinstance(data["tokens"], dict):
            return None
        seats = [seat for seat in data["seats"] if isinstance(seat, int) and 0 <= seat < players]
        if not seats:
            return None
        tokens = {int(seat): token for seat, token in data["tokens"].items() if isinstance(token, str)}
        port = data.get("port", 0)
        return {
            "seats": seats,
            "tokens": {seat: token for seat, token in tokens.items() if seat in seats},
            "local_only": data.get("local_only") is not False,
            "port": port if isinstance(port, int) and 0 <= port < 65536 else 0,
        }
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


def forget_phones() -> None:
    """The game Continue resumes has no phone seats: no keys are left lying about."""
    try:
        os.unlink(phones_path())
    except FileNotFoundError:
        pass
    except OSError:
        pass  # a folder the app may not write: nothing it could do; Continue checks the game they belong to
