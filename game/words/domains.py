"""Which source files speak in which catalogue domain: one per game and one for the app.

One domain a game lets the five games be worded in parallel without all editing one .po file; at load
the domains merge into one translation. `make words` (tools/words.py) and the tests read this table.
"""

from __future__ import annotations

LANGUAGES = ("de",)  # translations; English is the source (the ids themselves)
LOCALE_DIR = "locale"  # under assets/

# domain -> the files and folders its messages are written in (relative to the repository)
DOMAINS: dict[str, tuple[str, ...]] = {
    "app": (
        "game/words",
        "game/rules/__init__.py",
        "game/rules/core.py",
        "scenes/settings_scene.py",
        "scenes/pause.py",
        "scenes/curtain.py",
        "scenes/app.py",
    ),
    "race": ("game/rules/race.py", "scenes/boards/race.py"),
}

# domains whose German is complete: a missing or fuzzy German entry fails the tests
CONVERTED = ("app", "race")

# what `pybabel extract` looks for: game.rules.words's message makers and the screens' gettext names
KEYWORDS = {
    "msg": None,
    "nmsg": (1, 2),
    "pmsg": ((1, "c"), 2),
    "npmsg": ((1, "c"), 2, 3),
    "N_": None,
    "_": None,
    "gettext": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
}
