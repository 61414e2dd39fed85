"""The screens by name: every screen is opened as `app.open("setup", game=...)`, never by importing its module.

One table, read by the app, the screenshot command and the smoke run, so a new
screen is one line here and no screen module imports another.
"""

from __future__ import annotations

import importlib

# name -> ("module:callable", fixed keyword arguments); the callable returns a Scene
SCREENS: dict[str, tuple[str, dict]] = {
    "menu": ("scenes.menu:MenuScene", {}),
    "setup": ("scenes.setup:SetupScene", {}),
    "play": ("scenes.play:play_screen", {}),
    "results": ("scenes.results:ResultsScene", {}),
    "pause": ("scenes.pause:PauseScene", {}),
    "curtain": ("scenes.curtain:CurtainScene", {}),
    "rules": ("scenes.rules_view:RulesScene", {}),
    "settings": ("scenes.settings_scene:SettingsScene", {}),
    "load": ("scenes.files:FilesScene", {"mode": "load"}),
    "replays": ("scenes.files:FilesScene", {"mode": "replays"}),
    "replay": ("scenes.replay:ReplayScene", {}),
}


def screen_factory(name: str):
    """The callable that builds screen `name` (imports its module on first use)."""
    try:
        target, _ = SCREENS[name]
    except KeyError:
        raise ValueError(f"no screen {name!r}; screens are: {', '.join(SCREENS)}") from None
    module, _, attr = target.partition(":")
    return getattr(importlib.import_module(module), attr)


def make(name: str, **arguments):
    """A new screen `name` built with its fixed arguments and `arguments`."""
    factory = screen_factory(name)
    return factory(**{**SCREENS[name][1], **arguments})
