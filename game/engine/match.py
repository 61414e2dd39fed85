"""A match: seats, the live state, its record, undo/redo; its keeper (the autosave) is told of every change."""

from __future__ import annotations

import os

from game.engine.chance import SEED_LIMIT, ChanceSource, new_seed
from game.rules import CHANCE, TERMINAL, IllegalAction, get
from game.rules.words import Message, Seat, english, msg
from game.saves.autosave import FileKeeper, Keeper, failed
from game.saves.records import CHANCE_ACTOR, Entry, Record, SeatInfo, replay_entries
from game.saves.storage import autosave_path


class Match:
    """One game being played; every change goes through here so the record stays true."""

    def __init__(self, game_id: str, seats: list[SeatInfo], seed: int | None = None, options: dict | None = None):
        self.info = get(game_id)
        self.info.check_players(len(seats))
        self.seats = list(seats)
        self.seed = new_seed() if seed is None else seed
        if not 0 <= self.seed < SEED_LIMIT:
            raise ValueError(f"a seed is a deal number from 0 to {SEED_LIMIT - 1}, not {self.seed}")
        self.options = self.info.resolve_options(options)
        self.chance = ChanceSource(self.seed)
        self.state = self.info.new_game(len(seats), self.seed, self.options)
        self.record = Record(self.info.id, len(seats), self.seed, self.options, self.seats, [])
        self._redo: list[list[Entry]] = []
        self.autosave_to: Keeper | None = None  # told after every change (game.saves.autosave)
        self.autosave_error = None  # what the keeper said last (a Message): the window words it when set

    @classmethod
    def from_record(cls, record: Record, state=None) -> Match:
        """The match a record holds; `state`: what it replays to, when a reader replayed it already (not again)."""
        match = cls(record.game, record.seats, record.seed, record.options)
        match.state = replay_entries(record, record.actions) if state is None else state.clone()
        match.record.actions = list(record.actions)
        return match

    # --- who and what ---------------------------------------------------------------------
    @property
    def actor(self) -> int:
        return self.state.actor

    @property
    def is_over(self) -> bool:
        return self.state.actor == TERMINAL

    def seat_is_bot(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].is_bot

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def describe(self, action) -> Message:
        """The rules' log line for `action` now, a message the screen words with `names`."""
        return self.state.describe(action)

    def log(self, worded=None) -> list:
        """The move log, one message per recorded action (chance included); `worded(line, events)` lets a table
        turn each entry into what it shows, with what the move did (the rules' line is said before the move)."""
        state = self.info.new_game(len(self.seats), self.seed, self.options)
        lines = []
        for entry in self.record.actions:
            line = state.describe(entry.action)
            events = state.apply(entry.action)
            lines.append(line if worded is None else worded(line, events))
        return lines

    # --- changing the game ------------------------------------------------------------------
    def apply(self, action) -> list[dict]:
        """A decision by the seat to act (or a scripted chance outcome); refuses illegal ones."""
        actor = self.state.actor
        events = self.state.apply(action)  # raises IllegalAction, state untouched
        reveal = any(event.get("reveal") for event in events)
        self.record.actions.append(Entry(CHANCE_ACTOR if actor == CHANCE else actor, action, reveal))
        self._redo.clear()
        self._autosave()
        return events

    def roll(self) -> list[dict]:
        """Resolve a CHANCE step with this match's dice."""
        if self.state.actor != CHANCE:
            raise IllegalAction(msg("Nothing is left to chance right now."))
        outcome = self.chance.draw(len(self.record.actions), self.state.chance_outcomes())
        return self.apply(outcome)

    # --- undo and redo ----------------------------------------------------------------------
    def _undo_target(self, seat: int | None):
        """(index, None) of the decision undo would take back, or (None, the reason as a message)."""
        for index in range(len(self.record.actions) - 1, -1, -1):
            entry = self.record.actions[index]
            if entry.is_chance:
                return None, msg("A die was rolled (or a tile or card drawn) since then: chance cannot be taken back.")
            if entry.reveal:
                return None, msg("Hidden information was revealed since then, so it cannot be taken back.")
            if self.seat_is_bot(entry.actor):
                continue
            if seat is not None and entry.actor != seat:
                mine = msg("The last move was {who}'s: only your own moves can be taken back.", who=Seat(entry.actor))
                return None, mine
            return index, None
        return None, msg("There is nothing to take back.")

    def undo_seat(self) -> int | None:
        """The person whose decision undo would take back now, whoever asks (None: nobody's can be)."""
        index, _ = self._undo_target(None)
        return None if index is None else self.record.actions[index].actor

    def undo_why(self, seat: int | None = None) -> Message | None:
        """Why undo is unavailable for `seat`, a message the screen words (None: it is available)."""
        return self._undo_target(seat)[1]

    def undo_reason(self, seat: int | None = None) -> str | None:
        """`undo_why` in English: the programmer's view (tests, logs); a player reads it worded by the screen."""
        why = self.undo_why(seat)
        return None if why is None else english(why, self.names)

    def undo(self, seat: int | None = None) -> bool:
        """Take back the last decision of a person (and the bots' replies after it)."""
        index, _ = self._undo_target(seat)
        if index is None:
            return False
        undone = self.record.actions[index:]
        self._redo.append(undone)
        self._rebuild(self.record.actions[:index])
        return True

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> bool:
        if not self._redo:
            return False
        entries = self._redo.pop()
        kept = list(self._redo)
        for entry in entries:
            self.apply(entry.action)
        self._redo = kept
        return True

    def rewind(self, moves: int) -> None:
        """The match as it stood after its first `moves` record entries, nothing left to play again (a lesson's Back:
        the same dice come again, since they are keyed by their place in the record)."""
        self._rebuild(self.record.actions[:moves])
        self._redo.clear()

    def _rebuild(self, entries: list[Entry]) -> None:
        self.state = replay_entries(self.record, entries)
        self.record.actions = list(entries)
        self._autosave()

    # --- saving ----------------------------------------------------------------------------------
    def save(self, path) -> None:
        self.record.save(path)

    def _autosave(self) -> None:
        """Tell the keeper. A failed autosave must not undo or hide the move: it is reported, and retried next move."""
        if self.autosave_to is None:
            return
        try:
            self.autosave_error = self.autosave_to.keep(self.record)
        except OSError as err:
            self.autosave_error = failed(self.autosave_to, err)

    def flush(self) -> None:
        """Keep the record once more (the window closes): every move was kept already; this makes sure."""
        self._autosave()

    def enable_autosave(self, keeper: Keeper | str | os.PathLike | None = None) -> None:
        """Keep the record after every change: through `keeper` (a window's Slot), or in one file (the autosave's)."""
        self.autosave_to = keeper if isinstance(keeper, Keeper) else FileKeeper(keeper or autosave_path())
        self._autosave()
