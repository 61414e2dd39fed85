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

A game with seats played on phones has its `PhoneSeats` (game/play/phones.py): its pages' server runs from
`open_phones` (the play screen is shown) to `close_phones` (the screen is left, the window closes), and
their keys are kept beside the autosave (game/saves/phones.py), so Continue lets the pages rejoin.
"""

from __future__ import annotations

from pathlib import Path

from game.engine.match import Match
from game.play.phones import PhonePlan, PhoneSeats
from game.play.table import Table
from game.rules import get
from game.rules.words import Message, msg
from game.saves import library
from game.saves.library import Saved
from game.saves.phones import forget_phones, keep_phones, kept_phones
from game.saves.records import Record, RecordError, SeatInfo
from game.saves.storage import autosave_path


class Session:
    """A match, its turn flow and where it is kept; `kept`: the game it replaced as Continue's, kept in Load."""

    def __init__(self, match: Match, kept: Path | None = None, phones: PhonePlan | None = None, **fakes):
        """`fakes`: a test's `hub_class` for the phones (game/play/phones.py)."""
        self.match = match
        self.table = Table(match)
        self.kept = kept
        self.phones = PhoneSeats(self.table, phones, **fakes) if phones is not None and phones.seats else None

    # --- starting and resuming ---------------------------------------------------------------
    @classmethod
    def start(
        cls,
        game_id: str,
        seats: list[SeatInfo],
        seed: int | None = None,
        options: dict | None = None,
        phones: PhonePlan | None = None,
        **fakes,
    ):
        """A new game (setup, a rematch): Continue resumes it from now on; an unfinished game there goes to Load.
        `phones`: the people's seats played on phones (their keys are made when the pages' server starts)."""
        match = Match(game_id, seats, seed, options)
        session = cls(match, library.begin_autosave(match), phones, **fakes)
        if session.phones is None:
            forget_phones()  # Continue's game has no phones now: the last game's keys open nothing
        return session

    @classmethod
    def resume(cls, opened: Saved | Record, has_table, **fakes) -> Session:
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
        keys = None
        if isinstance(opened, Saved) and opened.path == autosave_path():  # Continue: the pages rejoin by their codes
            keys = kept_phones(record)
        phones = PhonePlan(keys["seats"], keys["local_only"], keys["tokens"], keys["port"]) if keys else None
        session = cls(match, library.begin_autosave(match, raw), phones, **fakes)  # the game it replaces is in Load
        if session.phones is None:
            forget_phones()  # Continue's game has no phones now
        return session

    def kept_news(self) -> Message | None:
        """Once, never silently: the game Continue would have resumed was kept in Load (None: none was)."""
        if self.kept is None:
            return None
        path, self.kept = self.kept, None
        try:
            record = library.read(path).record
        except (RecordError, OSError):
            return msg("Your game in progress was kept: Load a record lists it.")
        game = Message(get(record.game).title)  # marked where the game registers: worded in its catalogue
        return msg(
            "Your {game} game (move {number}) was kept: Load a record lists it.", game=game, number=len(record.actions)
        )

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
        self.close_phones()

    # --- the phones' pages ---------------------------------------------------------------------------
    def open_phones(self) -> Message | None:
        """Serve the phone seats' pages and keep their keys beside the autosave; why they cannot be served
        (None: they are, or the game has no phone seat). The seats are then played at the screen."""
        if self.phones is None or self.phones.open_now:
            return None
        try:
            self.phones.open()
        except Exception as err:  # noqa: BLE001 - the pages' server could not listen: the game goes on at the screen
            return getattr(err, "reason", None) or msg("The phones' pages cannot be served: {why}", why=str(err))
        plan = self.phones.plan
        try:
            keep_phones(self.match.record, self.phones.seats, plan.tokens, plan.local_only, plan.port)
        except OSError:
            pass  # the pages play on; only Continue would need new codes
        return None

    def close_phones(self) -> None:
        """The play screen is left or the window closes: the pages' server stops, its thread joined."""
        if self.phones is not None:
            self.phones.close()
