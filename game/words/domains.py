"""Which source files speak in which catalogue domain: one per game and one for the app.

One domain a game lets the five games be worded in parallel without all editing one .po file; at load
the domains merge into one translation. `make words` (tools/words.py) and the tests read this table.
"""

from __future__ import annotations

from pathlib import Path

LANGUAGES = ("de",)  # translations; English is the source (the ids themselves)
LOCALE_DIR = "locale"  # under assets/

ROOT = Path(__file__).resolve().parent.parent.parent

# the app's own words (a game's domain is its id, and its files are read from the registry)
APP_FILES = (
    "game/words",
    "game/saves",  # what the files say: a damaged record, the autosave, settings, high scores
    "game/rules/__init__.py",
    "game/rules/core.py",
    "game/engine/match.py",  # why a move cannot be taken back
    "game/play",  # why a phone's move is refused
    "scenes/settings_scene.py",
    "scenes/pause.py",
    "scenes/curtain.py",
    "scenes/app.py",
    "scenes/frame.py",
    "scenes/play.py",
    "scenes/play_input.py",
    "scenes/play_board.py",
    "scenes/phones_panel.py",
    "scenes/lesson_panel.py",  # a lesson's panel at the play screen (the lessons' own words: their domain)
    "scenes/lesson_spots.py",
    "scenes/menu.py",
    "scenes/setup.py",
    "scenes/rules_view.py",
    "scenes/boards/base.py",  # a board's words where it says none of its own
    "scenes/results.py",
    "scenes/files.py",  # Load and Replays
    "scenes/replay.py",
    "scenes/setup_scores.py",
    "scenes/assets.py",  # a missing or damaged file's message
    # the screens' shared parts: no words of their own today, listed so a word added there is found
    "scenes/base.py",
    "scenes/common.py",
    "scenes/ring.py",
    "scenes/router.py",
    "scenes/tick_box.py",
    "scenes/textview.py",
)

PHONE_FILES = (
    "game/phones",  # the phone pages: their own words and the refusals the desk sends them
    "game/engine/seat_packet.py",  # a seat packet's prompts and results headline
)


# the lessons' words: the running lesson's own (a damaged file, a wrong click) and every lesson file's texts
LESSON_FILES = ("game/engine/lesson.py", "game/engine/lesson_file.py", "assets/lessons")


def _own_files(module: str) -> str:
    """A game's rules or board module as the file or folder it lives in (a package: the whole folder)."""
    parts = module.split(":")[0].split(".")[:3]  # game.rules.hyperline(.state), scenes.boards.race
    folder = Path(*parts)
    return folder.as_posix() if (ROOT / folder).is_dir() else f"{folder.as_posix()}.py"


def domains() -> dict[str, tuple[str, ...]]:
    """domain -> the files and folders (relative to the repository) its messages are written in.

    Every domain's German must be complete: a game not converted yet writes no message, so asks nothing.
    """
    from game.rules import games  # the registry: a new game gets its domain by registering

    found = {"app": APP_FILES, "phone": PHONE_FILES}
    for info in games():
        rules, board = info.state_class.__module__, info.parts.board
        if rules.startswith("game.rules.") and board.startswith("scenes.boards."):  # not a test's made-up game
            found[info.id] = (_own_files(rules), _own_files(board))
    found["lessons"] = LESSON_FILES
    return found


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
