"""Files that must never be lost: atomic writes and the folders platformdirs gives us.

`STAR_TABLE_HOME` moves every folder under one directory (tests, portable installs).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import platformdirs

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


def atomic_write_text(path: Path | str, text: str) -> None:
    """Write through a temp file, fsync, then rename: a crash leaves the old file or the new one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except FileNotFoundError:
            pass
        raise
    _fsync_dir(path.parent)


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
