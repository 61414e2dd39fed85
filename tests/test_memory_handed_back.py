"""Memory stays flat (issue 35): leaving a table for the menu hands the C allocator's free pages back to the
system, so the window's resident size follows what it holds, not what it once held."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import Match, SeatInfo  # noqa: E402
from scenes import app as window  # noqa: E402
from tests.ui import frames  # noqa: E402


def test_back_to_the_menu_from_a_game_hands_freed_memory_back(app, monkeypatch):
    trims = []
    monkeypatch.setattr(window, "_TRIM", [lambda pad: trims.append(pad) or 1])
    app.push("play", match=Match("race", [SeatInfo("Ana"), SeatInfo("Vega", "bot", "easy")], seed=3))
    frames(app, 3)
    assert trims == [], "never in a frame of play"
    app.reset("menu")
    frames(app, 1)
    assert trims == [0] and app.top.name == "menu"


def test_without_glibc_nothing_is_handed_back_and_nothing_breaks(app, monkeypatch):
    monkeypatch.setattr(window, "_TRIM", [None])
    assert window.hand_back_memory() is False
    app.reset("menu")
    assert app.top.name == "menu"


def test_the_allocator_is_looked_up_once(monkeypatch):
    monkeypatch.setattr(window, "_TRIM", [])
    window.hand_back_memory()
    found = list(window._TRIM)
    window.hand_back_memory()
    assert window._TRIM == found and len(found) == 1


def test_the_last_table_is_gone_once_the_menu_is_back(app):
    """A left table is a web of references; were it left to the collector's next full pass, its pictures stayed
    beside the next game's for minutes (13 MB in issue 36's load run of All in All for six). The results screen
    asks for the menu while it holds the table: the table goes at the menu's first frame."""
    import gc
    import weakref

    from game.rules import CHANCE, TERMINAL

    match = Match("race", [SeatInfo("Ana"), SeatInfo("Ben")], seed=4)
    while match.actor != TERMINAL:
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])
    app.push("play", match=match)
    play = app.top
    frames(app, 3)
    if app.top.name != "results":
        app.push("results", play=play)
    frames(app, 2)
    table, board = weakref.ref(play), weakref.ref(play.board)
    del play
    results = app.top
    menu = next(button for button, key in results.choices.items() if key == "menu")
    gc.disable()  # only what the app does itself counts, not a pass the interpreter happens to make meanwhile
    try:
        results.on_button(menu)
        del results
        assert app.top.name == "menu"
        frames(app, 1)
        assert table() is None and board() is None
    finally:
        gc.enable()


def test_a_rematch_lets_the_last_table_go(app):
    import gc
    import weakref

    app.push("play", match=Match("race", [SeatInfo("Ana"), SeatInfo("Vega", "bot", "easy")], seed=3))
    frames(app, 3)
    table = weakref.ref(app.top)
    gc.disable()
    try:
        app.replace("play", match=Match("race", [SeatInfo("Ana"), SeatInfo("Vega", "bot", "easy")], seed=4))
        frames(app, 1)
        assert table() is None
    finally:
        gc.enable()


def test_what_a_dialog_covered_is_not_kept_once_it_closes(app):
    """The dimmed picture beneath an overlay is window-sized (8 MB at 1080p): kept only while the overlay is."""
    app.push("play", match=Match("race", [SeatInfo("Ana"), SeatInfo("Vega", "bot", "easy")], seed=3))
    frames(app, 2)
    app.push("pause", play=app.top)
    frames(app, 2)
    assert app._beneath is not None
    app.pop()
    frames(app, 2)
    assert app._beneath is None


def test_a_kept_picture_is_painted_in_place_when_its_size_stays():
    import pygame

    from scenes.common import kept_copy

    source = pygame.Surface((40, 30))
    source.fill((10, 20, 30))
    area = pygame.Rect(5, 5, 20, 10)
    kept = kept_copy(None, source, area)
    assert kept.get_size() == (20, 10) and kept.get_at((0, 0))[:3] == (10, 20, 30)
    source.fill((200, 100, 50))
    again = kept_copy(kept, source, area)
    assert again is kept and again.get_at((19, 9))[:3] == (200, 100, 50), "the same picture, the new pixels"
    wider = kept_copy(kept, source, pygame.Rect(0, 0, 30, 10))
    assert wider is not kept and wider.get_size() == (30, 10)
    veiled = pygame.Surface((20, 10), pygame.SRCALPHA)
    veiled.fill((0, 0, 0, 0))
    assert kept_copy(kept, veiled) is not kept, "pixels with alpha are copied, never blended onto the old ones"
