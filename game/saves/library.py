"""Where the window finds and keeps games: the autosave, saved records, damaged files set aside.

Every record the app opens comes through `read` here, so the menu's Continue, Load,
Replays and the command line refuse the same files with the same words. Nothing is
written before everything the window needs to show a game has been checked.

What the player reads (a list row's title, a problem, a refusal) is a Message the screen words.
"""

from __future__ import annotations

import gc
import json
import os
import re
import stat
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Protocol

from game.rules import TERMINAL, get
from game.rules.words import Message, msg, pmsg
from game.saves.autosave import IN_PROGRESS, Keeper, Slot, Unkept, continues
from game.saves.reader import Refused, check_format, fits, read_json, reason, shown
from game.saves.records import (
    BOT_LEVELS,
    SUMMARY,
    Record,
    RecordError,
    deal_code,
    load_as_written,
    load_unplayed,
    replaying,
)
from game.saves.storage import (
    atomic_write_text,
    autosave_path,
    clean_stale_temps,
    data_dir,
    records_dir,
    reread_or_set_aside,
    write_new,
)

LIST_LIMIT = 500  # records shown in Load and Replays (newest first); more would only slow the menu


@dataclass
class Saved:
    """A record file as a list shows it."""

    path: Path
    record: Record | None
    problem: Message | str | None = None  # why the file cannot be opened (a str: words from elsewhere, a rule's check)
    finished: bool = False
    when: float | None = None  # when the file was last written: two games of one deal are told apart by it
    # what the record replays to, and the bytes read: Continue neither reads nor replays the autosave again
    state: object = field(default=None, repr=False, compare=False)
    raw: bytes | None = field(default=None, repr=False, compare=False)
    # a list row's move count: its record is kept without its actions (see `Listing`)
    moves: int | None = field(default=None, compare=False)

    @property
    def title(self) -> Message:
        """The list row: a game's title, players, how far, deal code and date; a file that cannot be opened says why."""
        if self.record is None:
            return msg("{file}: {problem}", file=shown(self.path.name, 80), problem=self.problem)
        record = self.record
        names = ", ".join(seat.name for seat in record.seats)
        moves = len(record.actions) if self.moves is None else self.moves
        finished = msg("finished") if self.finished else msg("move {number}", number=moves)
        game = Message(get(record.game).title)  # marked where the game registers: worded in its catalogue
        if self.path == autosave_path():
            game = msg("{game} (autosave)", game=game)  # told from a record saved of the same game at the same move
        # Translators: a row of Load and Replays; {deal} is the deal code (Spielcode)
        title = pmsg(
            "deal",
            "{game} · {names} · {progress} · deal {deal}",
            game=game,
            names=names,
            progress=finished,
            deal=deal_code(record.seed),
        )
        return title if self.when is None else msg("{row} · {when}", row=title, when=when_saved(self.when))

    def same_game(self, other: Saved) -> bool:
        """Both files hold the same game at the same move (a finished game's autosave and the record kept of it)."""

        def game(record):
            return None if record is None else (record.game, record.seed, record.seats, record.actions)

        return self.record is not None and game(self.record) == game(other.record)


# Translators: a month, short, in a record's date ("28 Nov 21:06")
_MONTHS = (
    pmsg("month", "Jan"),
    pmsg("month", "Feb"),
    pmsg("month", "Mar"),
    pmsg("month", "Apr"),
    pmsg("month", "May"),
    pmsg("month", "Jun"),
    pmsg("month", "Jul"),
    pmsg("month", "Aug"),
    pmsg("month", "Sep"),
    pmsg("month", "Oct"),
    pmsg("month", "Nov"),
    pmsg("month", "Dec"),
)


def when_saved(when: float) -> Message:
    """When a file was last written, as a list row shows it: day, month and time ("28 Nov 21:06")."""
    moment = time.localtime(when)
    # Translators: a record's date in a list row: day, short month, hour and minute
    return msg(
        "{day} {month} {hour}:{minute}",
        day=f"{moment.tm_mday:02}",
        month=_MONTHS[moment.tm_mon - 1],
        hour=f"{moment.tm_hour:02}",
        minute=f"{moment.tm_min:02}",
    )


def check_seats(record: Record, path=None) -> None:
    """A bot the app does not know cannot take its seat: refuse the record before anything is built."""
    for index, seat in enumerate(record.seats):
        if seat.is_bot and seat.level is not None and seat.level not in BOT_LEVELS:
            level = seat.level if len(seat.level) < 30 else seat.level[:29] + "…"
            said = msg("{name}: this Star Table has no bot of level {level}", name=seat.name, level=repr(level))
            raise RecordError("damaged", said, path, f"seats[{index}]")


def read(path) -> Saved:
    """A record file, fully checked (format, every action, the seats' bots); a RecordError says why not."""
    record, state, raw = load_as_written(path)
    check_seats(record, path)
    return Saved(Path(path), record, finished=state.actor == TERMINAL, state=state, raw=raw)


def refusal(record: Record, has_table) -> Message | None:
    """Why this window cannot open the record (a game whose table is not built yet), or None."""
    try:
        check_seats(record)
    except RecordError as err:
        return msg("This record cannot be opened: {problem}.", problem=err.message)
    if not has_table(record.game):
        title = Message(get(record.game).title)
        return msg(
            "{game} has no table in this version yet: its record cannot be opened here. Nothing was changed.",
            game=title,
        )
    return None


def read_autosave(has_table=None) -> tuple[Saved | None, Message | None]:
    """The autosave to continue, or None and a message: a damaged one is set aside, never overwritten."""
    clean_stale_temps(data_dir())
    path = autosave_path()
    if not os.path.lexists(path):
        return None, None
    try:
        saved = read(path)
    except RecordError as err:
        if err.kind == "unreadable":  # a file the app may not read (mode 000) is not damaged: it stays
            return None, msg(
                "The autosave {path} is left as it is, but {problem}: Continue returns once it can.",
                path=str(path),
                problem=err.message,
            )
        try:
            saved, aside = reread_or_set_aside(path, read, RecordError)
        except OSError as move:
            return None, msg(
                "The autosave could not be read ({problem}) nor set aside ({why}); it is left as it was.",
                problem=err.message,
                why=reason(move),
            )
        if aside is None:
            return _playable(saved, has_table)
        # the whole path: it is kept beside records/, not in the folder the Load screen names
        return None, msg(
            "The autosave could not be read ({problem}); it was kept as {path}.", problem=err.message, path=str(aside)
        )
    return _playable(saved, has_table)


def _playable(saved: Saved, has_table) -> tuple[Saved | None, Message | None]:
    if has_table is not None and not has_table(saved.record.game):
        title = Message(get(saved.record.game).title)
        return None, msg(
            "The autosave is a {game} game, which has no table yet; a new game keeps it in Load.", game=title
        )
    return saved, None


def list_records(has_table=None) -> list[Saved]:
    """The autosave, then saved records newest first; unusable ones are listed with their problem, untouched.

    Every record is read and replayed, nothing trusted and nothing written (the command line, the tests);
    the window lists with a `Listing`, which fills between frames.
    """
    folder, paths, trouble = _listed_paths()
    auto = autosave_path()
    listed = [Saved(folder, None, trouble)] if trouble else []
    for when, path in paths:
        try:
            saved = read(path)
        except RecordError as err:
            listed.append(Saved(path, None, problem_of(err)))
            continue
        saved.when = when or None
        saved.state = saved.raw = None  # 500 games' states would only weigh on the list: Load replays the one opened
        if has_table is not None and not has_table(saved.record.game):
            saved = _no_table(saved)
        listed.append(saved)
    return _listed_once(listed, auto)


def problem_of(err: RecordError) -> Message | str:
    """A refusal as a list row or a toast says it: what, and where in the file."""
    # Translators: {problem} is what is wrong with a file, {where} the place in it ("line 3, column 5", "seats[1]")
    return err.message if err.where is None else msg("{problem} (at {where})", problem=err.message, where=err.where)


def _no_table(saved: Saved) -> Saved:
    title = Message(get(saved.record.game).title)
    return Saved(saved.path, None, msg("a {game} game, which has no table in this version yet", game=title))


def _listed_once(listed: list[Saved], auto: Path) -> list[Saved]:
    ended = next((saved for saved in listed if saved.path == auto and saved.finished), None)
    if ended is not None and any(ended.same_game(other) for other in listed if other is not ended):
        listed.remove(ended)  # a finished game is kept as a record too: listed once
    return without_overtaken_copies(listed)


def without_overtaken_copies(listed: list[Saved]) -> list[Saved]:
    """Drop each in-progress copy the app kept of a game that another entry has played on from (the autosave
    after Load then Continue, or its record when it ended): loading the old copy would split the game in two.

    Only the app's own copies go (`..._in-progress.json`); a record the player saved stays, as they saved it.
    Of two copies at the same move the one listed first stays (the autosave, else the newer file).
    """

    def overtaken(index: int, copy: Saved) -> bool:
        moves = len(copy.record.actions)
        return any(
            continues(copy.record, other.record)
            and (len(other.record.actions) > moves or (len(other.record.actions) == moves and at < index))
            for at, other in enumerate(listed)
            if at != index and other.record is not None
        )

    return [
        saved
        for index, saved in enumerate(listed)
        if saved.record is None or not _in_progress_copy(saved.path) or not overtaken(index, saved)
    ]


def _in_progress_copy(path: Path) -> bool:
    """A copy the app kept of an unfinished game (`autosave.keep_in_progress`), not a record the player saved."""
    return re.search(f"{IN_PROGRESS}(-[0-9]+)?$", path.stem) is not None


def _listed_paths() -> tuple[Path, list[tuple[float, Path]], Message | None]:
    """The records folder, the autosave then the LIST_LIMIT newest records (with when each was written), and
    why the folder cannot be read."""
    folder = records_dir()
    clean_stale_temps(folder)
    entries = []
    trouble = None
    try:
        with os.scandir(folder) as found:
            for entry in found:
                if entry.name.endswith(".json") and not entry.name.startswith("."):
                    entries.append((_modified(entry.path), Path(entry.path)))
    except FileNotFoundError:
        if os.path.lexists(folder):
            trouble = msg("the records folder is a link to a folder that is no longer there")
    except NotADirectoryError:
        trouble = msg("this should be the records folder, but it is a file; records cannot be listed or saved")
    except OSError as err:
        trouble = msg("the records folder cannot be read ({why})", why=reason(err))
    entries.sort(key=lambda pair: pair[0], reverse=True)
    paths = entries[:LIST_LIMIT]
    auto = autosave_path()
    if os.path.lexists(auto):
        paths.insert(0, (_modified(auto), auto))
    return folder, paths, trouble


INDEX_NAME = ".index.json"  # in the records folder: what replaying each record without a summary found
INDEX_FORMAT = "star-table-index"
INDEX_LIMIT = 4_000_000  # bytes: 500 entries take about 50 kB


class Listing:
    """Load's and Replays' rows, read a slice at a time between frames so the window never waits.

    A row needs the game, the players, the date, the moves and whether the game is finished: all but the last
    are read without playing the game, and that one is the record's summary (kept with it when it is written),
    else the index's word for a file of exactly this size and time, else a replay here, in slices. A record is
    replayed in full only when it is opened (`read`). The index is a cache: an entry that disagrees with its
    file is never used, and the index is written again when the listing has learned something.
    """

    def __init__(self, has_table=None):
        self.has_table = has_table
        folder, paths, trouble = _listed_paths()
        self.folder, self.auto = folder, autosave_path()
        self.rows: list[Saved] = [Saved(folder, None, trouble)] if trouble else []
        self._todo = list(reversed(paths))  # popped from the end: the autosave, then the newest first
        self._index = _read_index(folder)
        self._kept: dict[str, dict] = {}  # the index as it will be written: entries that still fit, and new ones
        self._playing = None  # (when, path, record, key, the replay going on)
        self.replays = 0  # how many records the listing replayed (a test counts them)
        self.done = False
        self.removed = False  # a row went when the listing ended (the autosave of a game also kept as a record)

    def step(self, budget: float = 0.004) -> list[Saved]:
        """Read for about `budget` seconds (one record's fields, or one move of a replay, at least); the rows
        that are now complete, in order.

        The garbage collector waits meanwhile: a long record parses into some 50,000 objects that live only
        while it is read; a collection in the middle would move them to the old generation, and a few records
        later a full collection of the whole app (50 ms and more) would follow. Read without one, they are
        freed as they go, and the collector finds nothing new to walk."""
        start, added = time.perf_counter(), []
        paused = gc.isenabled()
        gc.disable()
        try:
            while not self.done:
                row = self._advance()
                if row is not None:
                    self.rows.append(row)
                    added.append(row)
                if time.perf_counter() - start >= budget:
                    break
        finally:
            if paused:
                gc.enable()
        return added

    def finish(self) -> list[Saved]:
        while not self.done:
            self.step(1.0)
        return self.rows

    def _advance(self) -> Saved | None:
        """One small piece of work: a record's fields read, or one action of a replay played."""
        if self._playing is not None:
            return self._play_on()
        if not self._todo:
            self._end()
            return None
        when, path = self._todo.pop()
        key = _stamp(path)
        try:
            record, finished = load_unplayed(path)
            check_seats(record, path)
        except RecordError as err:
            return Saved(path, None, problem_of(err))
        if self.has_table is not None and not self.has_table(record.game):
            return _no_table(Saved(path, record))
        known = self._index.get(path.name) if path.parent == self.folder else None
        if finished is None and known is not None and known.get("key") == key:
            self._kept[path.name] = known
            if "problem" in known:
                return Saved(path, None, Message.from_data(known["problem"]))
            finished = known["finished"]
        if finished is None:
            self.replays += 1
            self._playing = (when, path, record, key, replaying(record, record.actions, path))
            return None
        return _row(path, record, finished, when)

    def _play_on(self) -> Saved | None:
        when, path, record, key, steps = self._playing
        try:
            next(steps)
            return None
        except StopIteration as end:
            finished, problem = end.value.actor == TERMINAL, None
        except RecordError as err:
            finished, problem = False, problem_of(err)
        self._playing = None
        if path.parent == self.folder and key is not None:
            if not problem:
                self._kept[path.name] = {"key": key, "finished": finished}
            elif isinstance(problem, Message):  # kept as the message, so the list says it in the language shown
                self._kept[path.name] = {"key": key, "problem": problem.as_data()}
        if problem:
            return Saved(path, None, problem)
        return _row(path, record, finished, when)

    def _end(self) -> None:
        self.done = True
        ended = len(self.rows)
        compared = self._with_actions()
        self.rows[:] = _listed_once(self.rows, self.auto)
        for row in compared:
            row.record = _without_actions(row.record)
        self.removed = ended != len(self.rows)
        if self._kept != self._index:
            _write_index(self.folder, self._kept)

    def _with_actions(self) -> list[Saved]:
        """The rows whose games the list's end compares move by move (the autosave, the app's in-progress copies,
        and the rows of the same deals), with their actions read again: rows keep none between frames."""
        asked = {
            (row.record.game, row.record.seed)
            for row in self.rows
            if row.record is not None and (row.path == self.auto or _in_progress_copy(row.path))
        }
        compared = []
        for at, row in enumerate(self.rows):
            if row.record is None or (row.record.game, row.record.seed) not in asked:
                continue
            try:
                record, _ = load_unplayed(row.path)
            except RecordError as err:  # changed since its row was made: it says so now
                self.rows[at] = Saved(row.path, None, problem_of(err))
                continue
            row.record, row.moves = record, len(record.actions)
            compared.append(row)
        return compared


def _row(path: Path, record: Record, finished: bool, when: float) -> Saved:
    """A list row keeps what it shows, not the game's actions: 500 long games' moves would only make every
    garbage collection walk them while the list fills (a frame of 100 ms or more). Opening a row reads it again."""
    return Saved(path, _without_actions(record), finished=finished, when=when or None, moves=len(record.actions))


def _without_actions(record: Record) -> Record:
    return replace(record, actions=[])


def _stamp(path: Path) -> list[int] | None:
    """What tells a file changed behind the index: its size and when it was last written (to the nanosecond)."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return [info.st_size, info.st_mtime_ns]


def _read_index(folder: Path) -> dict[str, dict]:
    """The index's entries that have the right shape; a missing or damaged index is an empty one (never set
    aside: it holds only what the records hold, and the next listing writes it again)."""
    path = folder / INDEX_NAME
    if not os.path.lexists(path):
        return {}
    try:
        data = read_json(path, INDEX_LIMIT, "records index")
        check_format(data, INDEX_FORMAT, 1, "records index", path)
    except Refused:
        return {}
    entries = data.get("records")
    kept = {}
    for name, entry in entries.items() if isinstance(entries, dict) else ():
        if not isinstance(entry, dict):
            continue
        key = entry.get("key")
        if not (isinstance(key, list) and len(key) == 2 and all(type(n) is int for n in key)):
            continue
        if "problem" in entry:
            try:
                problem = Message.from_data(entry["problem"])
            except ValueError:
                continue  # an older index's English words, or damage: the record is replayed and says it again
            if fits(problem):
                kept[name] = {"key": key, "problem": problem.as_data()}
        elif isinstance(entry.get("finished"), bool):
            kept[name] = {"key": key, "finished": entry["finished"]}
    return kept


def _write_index(folder: Path, entries: dict[str, dict]) -> None:
    if not folder.is_dir():
        return  # the index never makes a records folder
    text = json.dumps({"format": INDEX_FORMAT, "version": 1, "records": entries}, separators=(",", ":")) + "\n"
    try:
        atomic_write_text(folder / INDEX_NAME, text)
    except OSError:
        pass  # a folder the app may not write: the next listing replays again, nothing is lost


def _modified(path) -> float:
    try:
        return os.lstat(path).st_mtime
    except OSError:
        return 0.0


def save_record(record: Record) -> Path:
    """Keep a record under the records folder with a name that says what it is; never over another file.

    It is kept with its summary (finished or not, found by one replay), so Load lists it unreplayed.
    """
    stamp = time.strftime("%Y-%m-%d_%H%M%S")
    text = record.dumps(_finished(record))
    return write_new(records_dir(), f"{stamp}_{record.game}_{deal_code(record.seed)}", ".json", text)


def _finished(record: Record) -> bool | None:
    try:
        return record.replay().actor == TERMINAL
    except RecordError:
        return None  # a record that does not replay is kept without a summary: Load replays it and says why


def keep_finished(record: Record) -> tuple[Path | None, Message | None]:
    """A finished game joins the records (Replays) once, whoever looks at its results again: (path, problem)."""
    text = record.dumps(finished=True)
    # the "saved" time has one length: a copy has this size (or that of one kept before records had a summary)
    sizes = {len(text.encode("utf-8")), len(record.dumps().encode("utf-8"))}
    wanted = _without_time(json.loads(text))  # as a file reads back (a record loaded from one holds tuples)
    folder = records_dir()
    try:
        for path in folder.glob("*.json") if folder.is_dir() else ():
            try:  # regular files of this size only: never a pipe, a folder or a link (the saves reader's rule)
                info = path.lstat()
                if not stat.S_ISREG(info.st_mode) or info.st_size not in sizes:
                    continue
                if _without_time(json.loads(path.read_text("utf-8"))) == wanted:
                    return path, None
            except (OSError, ValueError, AttributeError):
                continue  # unreadable or not a record: not this game
        return save_record(record), None
    except OSError as err:
        return None, msg("This game could not be kept in Replays: {why}", why=reason(err))


def _without_time(data: dict) -> dict:
    return {key: value for key, value in data.items() if key not in ("saved", SUMMARY)}


class Autosaved(Protocol):
    """What the autosave needs of a match (game.engine.Match sits above this package): its record, and a keeper."""

    record: Record

    def enable_autosave(self, keeper: Keeper) -> None: ...


def begin_autosave(match: Autosaved, read_as: bytes | None = None) -> Path | None:
    """Make `match` the game Continue resumes, keeping the game in progress it replaces.

    An unfinished game in the autosave that the new match does not continue is copied into the
    records folder first (it shows in Load); an autosave that cannot be read is set aside. Returns
    where the replaced game was kept, if it was. From then on the match writes through its Slot,
    which never writes over a game another window started later (game/saves/autosave.py).
    `read_as`: the bytes the match's record was read from (Continue: see `Slot.begin`).
    """
    slot = Slot(autosave_path())
    try:
        kept = slot.begin(match.record, read_as)
    except OSError as err:  # the old autosave could not be kept: it stays, and this game is not autosaved
        words = msg(
            "Autosave is off for this game: the game in {path} could not be kept ({why}).",
            path=str(slot.path),
            why=reason(err),
        )
        match.enable_autosave(Unkept(slot.path, words))
        return None
    match.enable_autosave(slot)
    return kept
