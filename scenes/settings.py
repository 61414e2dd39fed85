"""The player's settings, kept as JSON in the platformdirs config folder."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields

from game.engine.storage import atomic_write_text, config_dir

WINDOW_SIZES = ("1024x600", "1280x720", "1600x900", "1920x1080", "2560x1440", "3840x2160")
UI_SCALES = ("auto", "100%", "125%", "150%", "175%", "200%", "250%", "300%")  # auto: 1 up to 1080p, 2 at 4K
SPEEDS = {"slow": 0.5, "normal": 1.0, "fast": 2.0, "instant": 0.0}


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

    @property
    def pace(self) -> float:
        """Seconds a bot's move or a die stays on screen before the next one (0: no pause)."""
        factor = SPEEDS.get(self.animation_speed, 1.0)
        return 0.0 if factor == 0 else 0.7 / factor

    @classmethod
    def load(cls) -> tuple[Settings, str | None]:
        """The saved settings, or the defaults and a message saying why they were not read."""
        path = config_dir() / "settings.json"
        if not path.exists():
            return cls(), None
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict):
                raise ValueError("not a settings object")
        except (OSError, ValueError) as err:
            return cls(), f"Settings file {path} could not be read ({err}); using the defaults."
        settings = cls()
        for field in fields(cls):
            value = data.get(field.name)
            default = getattr(settings, field.name)
            if isinstance(default, bool):
                if isinstance(value, bool):
                    setattr(settings, field.name, value)
            elif isinstance(default, float):
                if isinstance(value, int | float) and not isinstance(value, bool):
                    setattr(settings, field.name, min(1.0, max(0.0, float(value))))
            elif field.name == "window_size" and value in WINDOW_SIZES:
                settings.window_size = value
            elif field.name == "ui_scale" and value in UI_SCALES:
                settings.ui_scale = value
            elif field.name == "animation_speed" and value in SPEEDS:
                settings.animation_speed = value
        return settings, None

    def save(self) -> str | None:
        """Write the settings; a message when that failed (the game goes on)."""
        path = config_dir() / "settings.json"
        try:
            atomic_write_text(path, json.dumps(asdict(self), indent=2))
        except OSError as err:
            return f"Settings could not be saved to {path}: {err.strerror or err}"
        return None
