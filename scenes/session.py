"""Where the window finds and keeps games: the autosave, saved records, damaged files set aside."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from game.engine import RecordError, load
from game.engine.chance import deal_code
from game.engine.records import Record, replay_entries
from game.engine.storage import autosave_path, data_dir
from game.rules import TERMINAL, get


def records_dir() -> Path:
    return data_dir() / "records"


@dataclass
class Saved:
    """A record file as a list shows it."""

    path: Path
    record: Record | None
    problem: str | None = None

    @property
    def title(self) -> str:
        if self.record is None:
            return f"{self.path.name}: {self.problem}"
        record = self.record
        names = ", ".join(seat.name for seat in record.seats)
        finished = "finished" if self.finished else f"move {len(record.actions)}"
        return f"{get(record.game).title} · {names} · {finished} · deal {deal_code(record.seed)}"

    @property
    def finished(self) -> bool:
        if self.record is None:
            return False
        try:
            return replay_entries(self.record, self.record.actions).actor == TERMINAL
        except RecordError:
            return False


def read_autosave() -> tuple[Saved | None, str | None]:
    """The autosave to continue, or None; a damaged one is moved aside (never overwritten) with a message."""
    path = autosave_path()
    if not path.exists():
        return None, None
    try:
        record = load(path)
        replay_entries(record, record.actions)
    except RecordError as err:
        aside = set_aside(path)
        return None, f"The autosave could not be read ({err}). It was kept as {aside.name} in {aside.parent}."
    return Saved(path, record), None


def set_aside(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    counter = 1
    while aside.exists():
        aside = path.with_name(f"{path.stem}.damaged-{stamp}-{counter}{path.suffix}")
        counter += 1
    path.rename(aside)
    return aside


def list_records() -> list[Saved]:
    """Saved records, newest first; unreadable ones are listed with their problem, untouched."""
    folder = records_dir()
    found = []
    paths = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True) if folder.exists() else []
    auto = autosave_path()
    if auto.exists():
        paths.insert(0, auto)
    for path in paths:
        try:
            found.append(Saved(path, load(path)))
        except RecordError as err:
            found.append(Saved(path, None, str(err)))
    return found


def save_record(record: Record) -> Path:
    """Keep a record under the records folder with a name that says what it is."""
    stamp = time.strftime("%Y-%m-%d_%H%M%S")
    path = records_dir() / f"{stamp}_{record.game}_{deal_code(record.seed)}.json"
    record.save(path)
    return path
