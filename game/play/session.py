"""One game at one screen, from its start to its end, apart from the screen and the files.

Screens come here, and only here, to start a game (setup, a rematch), resume one (Continue,
Load), take a move back or play it again, save it, and end it (the window closes, the player
leaves for the menu, the game is over). The match tells its keeper (game/saves/autosave.py)
after every change; the session says which game Continue belongs to and hands on what the
player must be told.

Continue reads and replays the autosave once: the menu's read (`library.read_autosave`) brings
the record, the state it replays to and the bytes it was read from; the refusal needs no replay,
the match takes the state, and the autosave's slot knows its file by the bytes.

The session gives its game a `Table` (the turn flow, with the bots), so this module sits with
table.py above game/ai; `import game.engine` loads neither.
"""

from __future__ import annotations

from pathlib import Path

from game.engine.match import Match
from game.play.table import Table
from game.rules import get
from game.rules.words import Message
from game.saves import library
from game.saves.library import Saved
from game.saves.records import Record, RecordError, SeatInfo


class Session:
    """A match, its turn flow and where it is kept; `kept`: the game it replaced as Continue's, kept in Load."""

    def __init__(self, match: Match, kept: Path | None = None):
        self.match = match
        self.table = Table(match)
        self.kept = kept

    # --- starting and resuming ---------------------------------------------------------------
    @classmethod
    def start(cls, game_id: str, seats: list[SeatInfo], seed: int | None = None, options: dict | None = None):
        """A new game (setup, a rematch): Continue resumes it from now on; an unfinished game there goes to Load."""
        match = Match(game_id, seats, seed, options)
        return cls(match, library.begin_autosave(match))

    @classmethod
    def resume(cls, opened: Saved | Record, has_table) -> Session:
        """Continue or Load a game (its results, when it is over); checked before anything is written.

        Screens ask `library.refusal(record, has_table)` first and show its words; this refuses
        again (RecordError "unplayable"). A `Saved` that was read with its state is not replayed again.
        """
        record, state, raw = opened, None, None
        if isinstance(opened, Saved):  # read with its state and bytes (the menu's Continue)
            record, state, raw = opened.record, opened.state, opened.raw
        problem = library.refusal(record, has_table)
        if problem:
            raise RecordError("unplayable", problem)
        match = Match.from_record(record, state)
        return cls(match, library.begin_autosave(match, raw))  # the game it replaces is kept in Load

    def kept_news(self) -> str | None:
        """Once, never silently: the game Continue would have resumed was kept in Load (None: none was)."""
        if self.kept is None:
            return None
        path, self.kept = self.kept, None
        try:
            record = library.read(path).record
        except (RecordError, OSError):
            return "Your game in progress was kept: Load a record lists it."
        return f"Your {get(record.game).title} game (move {len(record.actions)}) was kept: Load a record lists it."

    # --- undo and redo: the table knows who sits at the screen ------------------------------------
    def undoer(self) -> int:
        """Whose move Ctrl+Z would take back."""
        return self.table.undoer()

    def undo_reason(self) -> Message | None:
        """Why Ctrl+Z cannot take a move back now, a message the screen words (None: it can)."""
        return self.match.undo_why(self.table.undoer())

    def undo(self) -> bool:
        return self.table.undo()

    def redo(self) -> bool:
        return self.table.redo()

    # --- saving and ending ------------------------------------------------------------------------------
    def save(self) -> Path:
        """Save record: a copy under a name of its own in the records folder (OSError: not saved)."""
        return library.save_record(self.match.record)

    def finish(self) -> tuple[Path | None, str | None]:
        """The game is over: it joins Replays once, however often its results are shown: (path, problem)."""
        return library.keep_finished(self.match.record)

    def close(self) -> None:
        """The window closes, or the player leaves for the menu: every move is kept already; keep it once more."""
        self.match.flush()
