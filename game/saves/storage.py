"""Files that must never be lost: atomic writes and the folders platformdirs gives us.

`STAR_TABLE_HOME` moves every folder under one directory (tests, portable installs).
"""

from __future__ import annotations

import errno
import os
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import platformdirs

from game.rules.words import Message, english, msg

APP_DIR_NAME = "StarTable"


def _home_override() -> Path | None:
    home = os.environ.get("STAR_TABLE_HOME")
    return Path(home) if home else None


def data_dir() -> Path:
    """Saves, the autosave, high scores."""
    home = _home_override()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False))


def config_dir() -> Path:
    """Settings."""
    home = _home_override()
    return home / "config" if home else Path(platformdirs.user_config_dir(APP_DIR_NAME, appauthor=False))


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def records_dir() -> Path:
    return data_dir() / "records"


class _Said(OSError):
    """A storage error whose `strerror` is the Message a player reads; its text is English, for logs."""

    code = errno.EIO

    def __init__(self, said: Message):
        super().__init__(self.code, said)

    def __str__(self) -> str:
        return english(self.strerror)


class Blocked(_Said, NotADirectoryError):
    """A file where a folder should be."""

    code = errno.ENOTDIR


class NoFreeName(_Said, FileExistsError):
    """Ten thousand files of one name already."""

    code = errno.EEXIST


def make_folder(folder: Path) -> None:
    """Create `folder` and its parents; a file in the way is named ("File exists" alone tells a player nothing)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        blocker = next((part for part in (folder, *folder.parents) if part.exists() and not part.is_dir()), folder)
        raise Blocked(msg("{path} is a file where a folder should be", path=str(blocker))) from None


STALE_SECONDS = 600  # a temp file this old belongs to no write still under way


def atomic_write_text(path: Path | str, text: str) -> None:
    """Write through a temp file, fsync, then rename: a crash leaves the old file or the new one."""
    path = Path(path)
    make_folder(path.parent)
    tmp_name = _written_temp(path, text)
    try:
        os.replace(tmp_name, path)
    except BaseException:
        _remove(tmp_name)
        raise
    _fsync_dir(path.parent)


def write_new(folder: Path, stem: str, suffix: str, text: str) -> Path:
    """Write a file under a name nobody has taken (stem, stem-2, ...): never over another file."""
    make_folder(folder)
    tmp_name = _written_temp(folder / f"{stem}{suffix}", text)
    try:
        for number in range(1, 10_000):
            path = folder / (f"{stem}{suffix}" if number == 1 else f"{stem}-{number}{suffix}")
            if _claim(tmp_name, path):
                _fsync_dir(folder)
                return path
        raise NoFreeName(msg("no free name for {name} in {folder}", name=f"{stem}{suffix}", folder=str(folder)))
    finally:
        _remove(tmp_name)


def _claim(tmp_name: str, path: Path) -> bool:
    """Give the written temp file the name `path` unless something already has it (atomically where possible)."""
    try:
        os.link(tmp_name, path)
        return True
    except FileExistsError:
        return False
    except OSError:  # a file system without hard links: reserve the name, then replace it
        try:
            os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        except FileExistsError:
            return False
        os.replace(tmp_name, path)
        return True


def set_aside(path: Path) -> Path:
    """Rename a file the app refused to a unique `NAME.damaged-STAMP[-N].EXT`: its bytes stay as they were."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for number in range(10_000):
        extra = f"-{number}" if number else ""
        aside = path.with_name(f"{path.stem}.damaged-{stamp}{extra}{path.suffix}")
        if os.path.lexists(aside):
            continue
        try:
            os.link(path, aside, follow_symlinks=False)
        except FileExistsError:
            continue
        except OSError:  # a folder, or no hard links here: rename after the check above
            os.rename(path, aside)
            return aside
        os.unlink(path)
        return aside
    raise NoFreeName(msg("no free name to set {name} aside", name=path.name))


LOCK_WAIT = 2.0  # seconds: a lock held longer belongs to a window that hangs, and is passed by


def reread_or_set_aside(path: Path | str, read, refused: type[Exception]):
    """A file found damaged: another window may have written a good one since, so it is read again under the lock;
    still damaged, it is set aside, never written over. (what `read` gave, None) or (None, where it was set aside);
    OSError when the lock or the move fails."""
    with locked(path):
        try:
            return read(path), None
        except refused:
            return None, set_aside(path)


@contextmanager
def locked(path: Path | str, wait: float | None = None) -> Iterator[bool]:
    """Hold the lock of `path` while this window reads it and writes it back: two windows take turns.

    The lock is a `.NAME.lock` file beside it (advisory: flock, or msvcrt on Windows), released by the
    system when a window dies, so a killed window never leaves the folder locked. Yields whether the
    lock was got: a folder without locks, or a lock held past `wait`, goes on without it.
    """
    path = Path(path)
    key = os.path.abspath(path)
    if key in _HELD:  # this window holds it already (a reader inside a writer): a second lock would wait on itself
        yield True
        return
    try:
        make_folder(path.parent)
        fd = os.open(path.with_name(f".{path.name}.lock"), os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        yield False
        return
    got = False
    try:
        deadline = time.monotonic() + (LOCK_WAIT if wait is None else wait)
        while not (got := _try_lock(fd)) and time.monotonic() < deadline:
            time.sleep(0.005)
        if got:
            _HELD.add(key)
        yield got
    finally:
        if got:
            _HELD.discard(key)
            _unlock(fd)
        os.close(fd)


_HELD: set[str] = set()  # the files whose lock this process holds


def _try_lock(fd: int) -> bool:
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _unlock(fd: int) -> None:
    try:
        if sys.platform == "win32":
            import msvcrt

            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_UN)
    except OSError:
        pass


def clean_stale_temps(folder: Path) -> list[Path]:
    """Remove temp files a killed write left behind (`.NAME.PID.*.tmp` of a process that is gone, or old ones)."""
    removed = []
    try:
        with os.scandir(folder) as found:
            candidates = [entry for entry in found if entry.name.startswith(".") and entry.name.endswith(".tmp")]
    except OSError:
        return removed
    now = time.time()
    for entry in candidates:
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if now - entry.stat(follow_symlinks=False).st_mtime < STALE_SECONDS and _writer_alive(entry.name):
                continue
            os.unlink(entry.path)
            removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_UMASK = _umask()
"""Read once at import: mkstemp makes its file 0600, and a player's own saves should be as any file they make."""


def _written_temp(path: Path, text: str) -> str:
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent)
    try:
        if hasattr(os, "fchmod"):
            os.fchmod(fd, 0o666 & ~_UMASK)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        _remove(tmp_name)
        raise
    return tmp_name


def _writer_alive(name: str) -> bool:
    """Whether the process that named this temp file may still be writing it."""
    parts = name.split(".")
    pid = next((int(part) for part in parts[2:-1] if part.isdigit()), None)
    if pid is None or sys.platform == "win32":  # no pid to ask about (or no safe way): let its age decide
        return True
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def _remove(name) -> None:
    try:
        os.unlink(name)
    except FileNotFoundError:
        pass


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
