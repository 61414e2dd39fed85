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
