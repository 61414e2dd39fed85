"""The player's settings, kept as JSON in the platformdirs config folder.

The file has a format name and version like a record. Keys this version does not know
(a newer version's settings) are kept on the next save. A file that cannot be used is
set aside under a unique name and reported; it is never written over. Two windows on one
folder each write only what their player changed: a save reads the file again (under a lock)
and keeps what the other window changed there meanwhile.
"""

from __future__ import annotations

import copy
import json
import math
import os
from dataclasses import asdict, dataclass, field, fields

from game.rules.words import Message, msg
from game.saves.reader import Refused, check_format, cleaned, drawable, read_json, reason
from game.saves.storage import atomic_write_text, clean_stale_temps, config_dir, locked, reread_or_set_aside, set_aside

FORMAT = "star-table-settings"
VERSION = 1
SIZE_LIMIT = 64_000  # bytes: a settings file is a few hundred
WINDOW_SIZES = ("1024x600", "1280x720", "1600x900", "1920x1080", "2560x1440", "3840x2160")
UI_SCALES = ("auto", "100%", "200%", "300%")  # auto: 1 up to 1080p, 2 at 4K; whole only: a fraction blurs text
SPEEDS = {"slow": 0.5, "normal": 1.0, "fast": 2.0, "instant": 0.0}
LANGUAGES = ("auto", "en", "de")  # auto: the system's language where we speak it, else English (game.words)
_UNSEEN = object()


def crisp_scale(setting: str) -> str | None:
    """The whole scale Settings offers nearest to `setting` (an older version offered 125% to 250%), or None."""
    if setting in UI_SCALES:
        return setting
    try:
        percent = float(setting.removesuffix("%")) if setting.endswith("%") else math.nan
    except ValueError:
        return None
    if not 50 <= percent <= 400:  # what the window ever took (NaN fails too)
        return None
    return f"{min(3, max(1, math.floor(percent / 100 + 0.5))) * 100}%"


def settings_path():
    return config_dir() / "settings.json"


@dataclass
class Settings:
    fullscreen: bool = False
    window_size: str = "1280x720"
    ui_scale: str = "auto"
    music_volume: float = 0.4
    effects_volume: float = 0.7
    animation_speed: str = "normal"
    safe_palette: bool = True
    confirm_undo: bool = True
    language: str = "auto"
    tables: dict = field(default_factory=dict)  # game id -> the seats and options last started there
    extra: dict = field(default_factory=dict, repr=False, compare=False)  # keys a newer version wrote
    locked: Message | None = field(default=None, repr=False, compare=False)  # why saving must not write
    seen: dict = field(default_factory=dict, repr=False, compare=False)  # the file's values as this window last saw it
    before_run: dict = field(default_factory=dict, repr=False, compare=False)  # what `for_this_run` set aside

    @property
    def pace(self) -> float:
        """Seconds a bot's move or a die stays on screen before the next one (0: no pause)."""
        factor = SPEEDS.get(self.animation_speed, 1.0)
        return 0.0 if factor == 0 else 0.7 / factor

    @classmethod
    def known(cls) -> list[str]:
        return [f.name for f in fields(cls) if f.name not in ("extra", "locked", "seen", "before_run")]

    @classmethod
    def load(cls) -> tuple[Settings, Message | None]:
        """The saved settings, or the defaults and a message saying why they were not read."""
        path = settings_path()
        clean_stale_temps(path.parent)
        if not os.path.lexists(path):
            return cls()._seen(), None
        try:
            data = cls._read(path)
        except Refused as err:
            settings = cls()._seen()
            if err.kind == "unreadable":  # a file the app may not read is not damaged: it stays where it is
                settings.locked = msg(
                    "Settings are not saved: {path} cannot be read, and it is never written over.", path=str(path)
                )
                return settings, msg(
                    "The defaults are used: {problem}; {path} is left as it is.", problem=err.message, path=str(path)
                )
            try:
                found, aside = reread_or_set_aside(path, cls._read, Refused)
            except OSError as move:
                settings.locked = msg(
                    "Settings are not saved: {path} could not be read nor set aside ({why}).",
                    path=str(path),
                    why=reason(move),
                )
                return settings, msg(
                    "The settings could not be used ({problem}); using the defaults.", problem=err.message
                )
            if found is not None:
                return cls.from_json(found)._seen(), None
            return settings, msg(
                "The settings could not be used ({problem}); it was kept as {path}, and the defaults are used.",
                problem=err.message,
                path=str(aside),
            )
        return cls.from_json(data)._seen(), None

    @classmethod
    def _read(cls, path) -> dict:
        data = read_json(path, SIZE_LIMIT, "settings file")
        check_format(data, FORMAT, VERSION, "settings file", path, legacy=cls._legacy)
        return data

    def _seen(self) -> Settings:
        self.seen = {name: copy.deepcopy(getattr(self, name)) for name in self.known()}  # a table changed in place too
        return self

    def for_this_run(self, **values) -> Settings:
        """Values for this run only (a size from the command line): a save keeps what the file says for them."""
        for name, value in values.items():
            self.before_run.setdefault(name, copy.deepcopy(getattr(self, name)))
            setattr(self, name, value)
            self.seen[name] = copy.deepcopy(value)
        return self

    def _merged(self, path) -> dict:
        """What to write: the file as it is now (another window's changes), with what this window changed."""
        data = self.to_json()
        for name, kept in self.before_run.items():
            if getattr(self, name) == self.seen.get(name, _UNSEEN):  # this run's value, not chosen since
                data[name] = copy.deepcopy(kept)
        if not os.path.lexists(path):
            return data
        try:
            theirs = self._read(path)
        except Refused:
            set_aside(path)  # damaged since it was read: kept, never written over (OSError: not saved)
            return data
        there = Settings.from_json(theirs)
        for name in self.known():
            mine, seen = getattr(self, name), self.seen.get(name, _UNSEEN)
            if mine == seen:  # not changed here: theirs stays
                data[name] = getattr(there, name)
            elif isinstance(mine, dict) and isinstance(seen, dict):  # each game's table: only the games changed here
                kept = {key: value for key, value in getattr(there, name).items() if key not in seen or key in mine}
                data[name] = kept | {key: value for key, value in mine.items() if seen.get(key, _UNSEEN) != value}
        data.update(there.extra)  # keys a newer version wrote: this window never changes them
        return data

    @classmethod
    def _legacy(cls, data: dict) -> bool:
        """A file from before settings had a format: only known keys."""
        return bool(data) and all(key in cls.known() for key in data)

    @classmethod
    def from_json(cls, data: dict) -> Settings:
        """Known keys with usable values are taken; the rest of the file is kept for the next save."""
        settings = cls()
        settings.extra = cleaned({key: value for key, value in data.items() if key not in cls.known()})
        settings.extra.pop("format", None)
        settings.extra.pop("version", None)
        for name in cls.known():
            value = data.get(name)
            default = getattr(settings, name)
            if isinstance(default, bool):
                if isinstance(value, bool):
                    setattr(settings, name, value)
            elif isinstance(default, float):
                if isinstance(value, int | float) and not isinstance(value, bool):  # a whole number of 400 digits
                    setattr(settings, name, float(min(1.0, max(0.0, value))))  # is compared, never made a float
            elif isinstance(default, dict):
                if isinstance(value, dict):  # each game's entry is checked where it is used (setup); its words here
                    tables = cleaned({k: v for k, v in value.items() if isinstance(v, dict)}, drawable)
                    setattr(settings, name, tables)
            elif not isinstance(value, str):
                continue  # a list or a table where a word belongs: the default stays
            elif name == "window_size" and value in WINDOW_SIZES:
                settings.window_size = value
            elif name == "ui_scale" and crisp_scale(value):
                settings.ui_scale = crisp_scale(value)
            elif name == "animation_speed" and value in SPEEDS:
                settings.animation_speed = value
            elif name == "language" and value in LANGUAGES:
                settings.language = value
        return settings

    def to_json(self) -> dict:
        data = {"format": FORMAT, "version": VERSION}
        data.update({key: value for key, value in asdict(self).items() if key in self.known()})
        data.update({key: value for key, value in self.extra.items() if key not in data})
        return data

    def save(self) -> Message | None:
        """Write the settings; a message when that failed or must not happen (the game goes on)."""
        if self.locked:
            return self.locked
        path = settings_path()
        try:
            with locked(path):
                atomic_write_text(path, json.dumps(self._merged(path), indent=2, ensure_ascii=False) + "\n")
        except (OSError, ValueError) as err:
            return msg(
                "Settings could not be saved to {path}: {why}",
                path=str(path),
                why=reason(err),
            )
        self._seen()
        return None
