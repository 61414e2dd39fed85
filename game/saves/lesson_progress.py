"""How far the player got in each lesson, and which games they chose to play: `lessons.json` in the user data
folder (STAR_TABLE_HOME moves it), written atomically with a format name and version like a record.

The menu shows it on the cards (not started, step k of n, finished; "Learn" first for a game never played) and a
lesson left is resumed at its step. A file that cannot be used is set aside under a unique name and reported;
the progress starts fresh beside it, so nothing is lost and nothing is written over.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from game.rules.words import Message, msg
from game.saves.reader import Refused, check_format, read_json
from game.saves.storage import atomic_write_text, data_dir, reread_or_set_aside

FORMAT = "star-table-lessons"
VERSION = 1
SIZE_LIMIT = 64_000  # bytes: seven lessons take a few hundred


def progress_path():
    return data_dir() / "lessons.json"


@dataclass
class Progress:
    """`lessons`: lesson id -> (step reached, steps in all, finished); `played`: the games chosen with Play."""

    lessons: dict[str, tuple[int, int, bool]] = field(default_factory=dict)
    played: set[str] = field(default_factory=set)
    problem: Message | None = None  # why the file could not be used (once, for the menu to say)
    writable: bool = True  # False: a file the app may not read or set aside: it is never written over

    def step(self, lesson_id: str) -> int:
        """The step to resume at (0: from the start; a lesson played to its end starts again)."""
        step, count, _finished = self.lessons.get(lesson_id, (0, 0, False))
        return 0 if step >= count else step

    def finished(self, lesson_id: str) -> bool:
        return self.lessons.get(lesson_id, (0, 0, False))[2]


def _entries(data: dict, path) -> tuple[dict, set]:
    lessons, played = data.get("lessons", {}), data.get("played", [])
    if not isinstance(lessons, dict) or not isinstance(played, list):
        raise Refused("damaged", msg("a lesson's progress is damaged"), path, "lessons")
    found = {}
    for lesson_id, entry in lessons.items():
        numbers = [entry.get(key) for key in ("step", "count")] if isinstance(entry, dict) else [None]
        if not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 10_000 for n in numbers):
            raise Refused("damaged", msg("a lesson's progress is damaged"), path, f"lessons.{lesson_id}")
        found[lesson_id] = (numbers[0], numbers[1], entry.get("finished") is True)
    return found, {game for game in played if isinstance(game, str)}


def _read(path) -> Progress:
    data = read_json(path, SIZE_LIMIT, "lesson progress file")
    check_format(data, FORMAT, VERSION, "lesson progress file", path)
    lessons, played = _entries(data, path)
    return Progress(lessons, played)


def read_progress() -> Progress:
    """The progress kept, or a fresh one that says why the file was not used (set aside, never written over)."""
    path = progress_path()
    if not os.path.lexists(path):
        return Progress()
    try:
        return _read(path)
    except Refused as err:
        if err.kind == "unreadable":  # not damaged: it stays where it is, and nothing is written over it
            said = msg("Lesson progress is not kept: {path} cannot be read ({problem}).", path=str(path),
                       problem=err.message)  # fmt: skip
            return Progress(problem=said, writable=False)
        try:
            progress, aside = reread_or_set_aside(path, _read, Refused)
        except OSError:
            said = msg("Lesson progress is not kept: {path} could not be used ({problem}).", path=str(path),
                       problem=err.message)  # fmt: skip
            return Progress(problem=said, writable=False)
        if progress is not None:
            return progress
        said = msg("Lesson progress starts afresh: the old file could not be used ({problem}); it was kept as "
                   "{path}.", problem=err.message, path=str(aside))  # fmt: skip
        return Progress(problem=said)


def _write(progress: Progress) -> None:
    import json

    lessons = {lesson_id: {"step": step, "count": count, "finished": finished}
               for lesson_id, (step, count, finished) in sorted(progress.lessons.items())}  # fmt: skip
    data = {"format": FORMAT, "version": VERSION, "lessons": lessons, "played": sorted(progress.played)}
    atomic_write_text(progress_path(), json.dumps(data, indent=1) + "\n")


def _change(change) -> Message | None:
    """Read the file as it is now (another window's lessons too), change it, write it back (None: kept)."""
    progress = read_progress()
    if not progress.writable:
        return progress.problem
    change(progress)
    try:
        _write(progress)
    except OSError as err:
        return msg("Lesson progress is not kept: {why}.", why=str(err))
    return None


def keep_step(lesson_id: str, step: int, count: int, finished: bool = False) -> Message | None:
    """The learner reached `step` (from 0) of `count`, or finished: what the menu shows and where Learn resumes.
    A finished lesson stays finished when it is played again."""

    def change(progress: Progress) -> None:
        done = finished or progress.finished(lesson_id)
        progress.lessons[lesson_id] = (count if finished else min(step, count), count, done)

    return _change(change)


def keep_played(game_id: str) -> Message | None:
    """The player chose Play on a game's card: from now on its card offers Play first."""
    return _change(lambda progress: progress.played.add(game_id))
