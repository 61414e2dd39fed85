"""The autosave belongs to one window at a time: the game started, continued or loaded last.

Two windows on one data folder used to write over each other's game: closing the older
window put its older game back over the one the newer window had autosaved. Now a window
remembers the bytes it last wrote to the autosave, and before each write it looks (under a
lock every writer of the autosave takes): when the file is no longer what it wrote, another
window has taken Continue, and this window's game moves to a record of its own in the records
folder (`..._in-progress.json`, Load lists it) — the copy the other window kept of it when
there is one — where every later move of this game goes. Nothing is written over a game
that this one does not continue.

A match (game/engine/match.py, above this package) tells its `Keeper` after every change of its
record; the keeper writes it and answers with what the player should be told. The session gives
each window's match a `Slot`; a plain file (`FileKeeper`) serves tests and tools.
"""

from __future__ import annotations

import os
import re
import time
from abc import ABC, abstractmethod
from pathlib import Path

from game.rules import TERMINAL
from game.rules.words import Message, msg
from game.saves.reader import Refused, read_bytes, reason
from game.saves.records import SIZE_LIMIT, Record, deal_code, load, load_with_state
from game.saves.storage import atomic_write_text, autosave_path, locked, records_dir, set_aside, write_new

IN_PROGRESS = "_in-progress"  # the end of a kept game's name: Load lists it


def continues(old: Record, new: Record) -> bool:
    """The new match goes on from where the old one stood (Continue, or a move after it)."""
    return (
        old.game == new.game
        and old.seed == new.seed
        and old.options == new.options
        and [seat.to_json() for seat in old.seats] == [seat.to_json() for seat in new.seats]
        and old.actions == new.actions[: len(old.actions)]
    )


def keep_in_progress(record: Record, text: str | None = None) -> Path:
    """A copy of an unfinished game in the records folder, under a name nobody has taken."""
    stamp = time.strftime("%Y-%m-%d_%H%M%S")
    name = f"{stamp}_{record.game}_{deal_code(record.seed)}{IN_PROGRESS}"
    return write_new(records_dir(), name, ".json", record.dumps() if text is None else text)


class Keeper(ABC):
    """What a match tells after every change of its record: the engine decides nothing about files."""

    path: Path

    @abstractmethod
    def keep(self, record: Record) -> Message | None:
        """Write `record` where this keeper keeps it; a message for the player, or None. OSError: not written."""

    def __fspath__(self) -> str:
        return str(self.path)

    def __str__(self) -> str:
        return str(self.path)


class FileKeeper(Keeper):
    """One file, written over after every change (a test's or a tool's autosave)."""

    def __init__(self, path):
        self.path = Path(path)

    def keep(self, record: Record) -> None:
        record.save(self.path)


class Unkept(Keeper):
    """Autosave is off for this game (the game it would replace could not be kept): every move says so."""

    def __init__(self, path: Path, words: Message):
        self.path = path
        self.words = words

    def keep(self, record: Record) -> Message:
        return self.words


class Slot(Keeper):
    """Where one window keeps its match: the autosave while Continue is this game's, else its own record."""

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path is not None else autosave_path()
        self.autosave = self.path  # the file every writer locks, also after this game moved
        self.written: bytes | None = None  # what this window last wrote at `path`
        self.moved = False  # another window took Continue: this game lives in the records folder

    def begin(self, record: Record, read_as: bytes | None = None) -> Path | None:
        """Take the autosave for `record`, keeping the unfinished game it replaces; where that went, if anywhere.

        `read_as`: the bytes `record` was read from (Continue); while the autosave still holds them it is
        this very game, so it is not read and replayed again. An autosave that cannot be read is set
        aside, never written over. OSError: the old game could not be kept, so nothing was written.
        """
        with locked(self.autosave):
            kept = None
            if os.path.lexists(self.path) and (read_as is None or _bytes(self.path) != read_as):
                try:
                    old, state = load_with_state(self.path)
                except Refused as err:
                    if err.kind == "unreadable":  # a file the app may not read is not damaged: it stays, unwritten
                        raise OSError(err.message) from None  # begin_autosave says it
                    set_aside(self.path)
                else:
                    if state.actor != TERMINAL and not continues(old, record):
                        kept = _saved_as_it_is(old) or keep_in_progress(old)
            try:
                self._write(record.dumps())
            except OSError:
                pass  # the match's first autosave tries again and reports it
        return kept

    def keep(self, record: Record) -> Message | None:
        """Write the match where this window keeps it; a message for the player when it had to move."""
        text = record.dumps()
        with locked(self.autosave):
            on_disk = _bytes(self.path)
            if on_disk is None or on_disk == self.written:
                self._write(text)
                return None
            if self.moved and _continued_by(self.path, record):
                self._write(text)  # changed since we wrote it, but still an earlier part of this game
                return None
            if not self.moved:
                self.moved = True
                claimed, same = _kept_copy(record)
                if claimed is not None:
                    self.path = claimed
                    if same:  # a finished game already kept as it is (the results keep one): nothing to write
                        self.written = _bytes(claimed)
                    else:
                        self._write(text)
                    return _moved_words()
            self.path = keep_in_progress(record, text)
            self.written = text.encode("utf-8")
            return _moved_words()

    def _write(self, text: str) -> None:
        atomic_write_text(self.path, text)
        self.written = text.encode("utf-8")


def failed(keeper: Keeper, err: OSError) -> Message:
    """What the player reads when a move could not be kept (the game goes on; the next move tries again)."""
    return msg("Autosave to {path} failed: {why}", path=str(keeper), why=reason(err))


def _moved_words() -> Message:
    """One line of a toast (the file's name is in Load): short enough for the smallest window."""
    return msg("Another Star Table window took over Continue: this game is kept in Load.")


def _bytes(path: Path) -> bytes | None:
    """The file's bytes, or None when nothing is there; something unreadable reads as a stranger's file."""
    if not os.path.lexists(path):
        return None
    try:
        return read_bytes(path, SIZE_LIMIT)
    except Refused:
        return b""


def _continued_by(path: Path, record: Record) -> bool:
    try:
        return continues(load(path), record)
    except Refused:
        return False


def _copies(record: Record):
    """The readable records of this game's deal, newest first: (path, record, state)."""
    try:
        candidates = sorted(records_dir().glob(f"*_{record.game}_{deal_code(record.seed)}*.json"), reverse=True)
    except OSError:
        return
    for path in candidates:
        try:
            old, state = load_with_state(path)
        except Refused:
            continue
        yield path, old, state


def _saved_as_it_is(record: Record) -> Path | None:
    """A record the player saved of this very game at this very move (Save record, then a new game): no copy."""
    for path, old, _ in _copies(record):
        if (old.seats, old.options, old.actions) == (record.seats, record.options, record.actions):
            return path
    return None


def _kept_copy(record: Record) -> tuple[Path | None, bool]:
    """Where this game is kept already, newest first: (path, whether it is exactly this game, finished).

    An in-progress copy this game continues (the window that took Continue kept it) is claimed;
    a finished copy with the same moves (the results keep one) is pointed at. A record the player
    saved at an earlier move is never claimed: it stays as they saved it.
    """
    for path, old, state in _copies(record):
        if not continues(old, record):
            continue
        if old.actions == record.actions and state.actor == TERMINAL:
            return path, True
        if re.search(f"{IN_PROGRESS}(-[0-9]+)?$", path.stem):
            return path, False
    return None, False
