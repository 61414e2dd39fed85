"""Every screen and table in the pseudo-language: a word that bypassed the catalogue shows as plain ASCII, and
German-length words must still fit (issue 32: "Layout holds in German").

The pseudo-language (`--lang qps`, game.words.pseudo) accents every letter of every text from the catalogue,
makes it 40 % longer and brackets it. A drawn text holding a plain ASCII letter that is not a player's name
came from somewhere else; a text wider than the window, or than the widget that holds it, leaves its frame.
"""

from __future__ import annotations

import re
import warnings
from functools import cache

import pygame
import pytest
from pygame_gui.core import UIElement

import game.words as words
from game.engine.lesson import lessons
from game.rules import games
from game.rules.hyperline.tiles import HOME_PLANETS, TECH_PLANETS
from scenes import assets, shots
from scenes.boards import has_board
from scenes.bounded import forget_all
from scenes.setup import BOT_NAMES

SIZES = ("1024x600", "1280x720", "1920x1080", "3840x2160")
LESSON_STEP = 6  # a step in the middle of every lesson: Back and the panel's words beside a table in play
NAMES = (  # names are data, never translated: the players', the app's, the planets' as printed
    "Star Table", *BOT_NAMES, *(f"Player {n}" for n in range(1, 7)), *HOME_PLANETS, *TECH_PLANETS
)
DATA = re.compile(
    r"/\S*"  # a folder's path
    r"|\b(?=[0-9A-Z]*\d)[0-9A-Z]{7}\b"  # a deal code
    r"|\b\d+x\d+\b"  # a window size
    r"|\bv\d+(\.\d+)*"  # the version
    r"|\b[A-Z]\d{0,2}\b"  # a board's coordinates (A, D10): the game's notation
    r"|\b[a-h][1-6]\b|^[a-h]$"  # Galaxy Express's chart squares (a1, h6) and its column letters
    r"|^Ag$|^qps$"  # a font's height measured; the pseudo-language's own code in Settings
)
PLAIN = re.compile(r"[A-Za-z]")

# Screens whose words are still being moved into the catalogue (issue 32): each entry goes once its part lands.
NOT_YET: dict[str, str] = {}  # (every screen speaks through the catalogue now)


def specs() -> list[str]:
    playable = [info.id for info in games() if has_board(info.id)]
    found = ["menu", "settings", "load", "replays"]
    for game in playable:
        found += [f"setup:{game}", game, f"results:{game}", f"rules:{game}", f"replay:{game}"]
    found += shots.moment_specs()
    found += [f"pause:{playable[0]}", "curtain:all_in_all" if "all_in_all" in playable else f"curtain:{playable[0]}"]
    found += [f"lesson:{lesson.id}" for lesson in lessons()]  # each lesson at its table, its panel at step LESSON_STEP
    return found


def bypassed(text: str, names=()) -> str | None:
    """The part of a drawn text that did not come from the catalogue, or None."""
    left = DATA.sub("", text)
    for name in sorted({*NAMES, *names}, key=len, reverse=True):
        left = left.replace(name, "")
        left = re.sub("|".join(re.escape(name[:n]) + "…" for n in range(1, len(name))), "", left)  # a name cut short
        parts = name.split(" ")
        for n in range(1, len(parts)):  # a name with a space, broken across two lines of a wrapped text
            left = re.sub(re.escape(" ".join(parts[:n])) + "$", "", left)
            left = re.sub("^" + re.escape(" ".join(parts[n:])) + r"\b", "", left)
    found = PLAIN.findall(left)
    return left if found else None


class Drawn:
    """Every text our fonts rendered during a frame, and every pygame_gui element's text with its element."""

    def __init__(self, monkeypatch):
        self.rendered: list[tuple[str, int]] = []
        original = assets.Font.render

        def render(font, text, *args, **kwargs):
            surface = original(font, text, *args, **kwargs)
            self.rendered.append((str(text), surface.get_width()))
            return surface

        monkeypatch.setattr(assets.Font, "render", render)

    @staticmethod
    def widgets(app) -> list[tuple[str, UIElement]]:
        found = []
        for element in app.ui.get_sprite_group().sprites():
            if not element.visible:
                continue
            for name in ("text", "html_text"):
                value = getattr(element, name, None)
                if isinstance(value, str) and value:
                    found.append((re.sub(r"<[^>]+>", "", value), element))
            for item in getattr(element, "item_list", None) or ():
                found.append((item["text"] if isinstance(item, dict) else str(item), element))
        return found


@cache
def _demo_match(*args, **kwargs):
    return _real_demo_match(*args, **kwargs)


_real_demo_match = shots.demo_match


def _problems(spec: str, size: str, drawn: Drawn, app) -> list[str]:
    width = app.surface.get_width()
    problems = []
    names = [name for scene in app.stack for name in getattr(getattr(scene, "match", None), "names", ())]
    for text, pixels in drawn.rendered:
        plain = bypassed(text, names)
        if plain:
            problems.append(f"{spec} {size}: drawn without the catalogue: {text!r}")
        if pixels > width:
            problems.append(f"{spec} {size}: {text[:40]!r} is {pixels} px wide in a {width} px window")
    for text, element in drawn.widgets(app):
        if bypassed(text, names):
            problems.append(f"{spec} {size}: a {type(element).__name__} says {text!r} without the catalogue")
    return sorted(set(problems))


@pytest.fixture
def pseudo(star_table_home, monkeypatch):
    monkeypatch.setattr(shots, "demo_match", _demo_match)
    words.for_this_run("qps")
    yield
    words._now.for_this_run = None
    words.use("en")
    forget_all()  # no picture keeps the pseudo-language's words for the next test
    pygame.display.quit()


@pytest.mark.parametrize("size", SIZES)
def test_every_screen_speaks_through_the_catalogue_and_fits_in_the_pseudo_language(pseudo, monkeypatch, size):
    from game.saves.library import save_record
    from scenes.app import make_app

    for game in ("race", "expressway42"):  # Load and Replays list a finished game and one in play
        save_record(shots.demo_match(game, seed=3, to_end=True).record)
        save_record(shots.demo_match(game, seed=4, after=30).record)
    problems, passed = [], []
    drawn = Drawn(monkeypatch)
    for spec in specs():
        app = make_app(size, headless=True)
        assert words.language() == words.PSEUDO
        drawn.rendered.clear()
        with warnings.catch_warnings(record=True) as warned:
            warnings.simplefilter("always")
            shots.build_scene(app, spec, seed=3, after=LESSON_STEP if spec.startswith("lesson:") else 60)
            if hasattr(app.top, "read_all"):
                app.top.read_all()
            for _ in range(2):
                app.ui.update(0.02)
            app.draw()
        found = _problems(spec, size, drawn, app)
        found += [f"{spec} {size}: {w.message}" for w in warned if "too small" in str(w.message)]  # pygame_gui's
        if spec in NOT_YET:
            if not found:
                passed.append(spec)
            continue
        problems += found
    assert not problems, "\n".join(problems[:400])
    assert not passed, f"these screens pass now: take them off NOT_YET: {passed}"


def test_pictures_with_words_are_drawn_again_when_the_language_changes(star_table_home, monkeypatch):
    """Hyperline's Store panel is one cached picture: switching language kept its old words on the table."""
    from scenes.app import make_app
    from scenes.boards.hyperline import galaxy_view

    app = make_app("1920x1080", headless=True)
    shots.build_scene(app, "hyperline", seed=3, after=60)
    app.draw()
    painted = []
    real = galaxy_view._paint_store
    monkeypatch.setattr(galaxy_view, "_paint_store", lambda *args, **kw: painted.append(1) or real(*args, **kw))
    app.draw()
    assert not painted  # the same picture, from the cache
    app.settings.for_this_run(language=words.PSEUDO)
    try:
        app.apply_language()
        app.draw()
        assert painted, "the Store's picture kept the old language's words"
    finally:
        words.use("en")
        forget_all()
        pygame.display.quit()
