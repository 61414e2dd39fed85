"""A news banner that goes by itself keeps the window drawing until it has gone: an idle window (it sleeps when
nothing moves) kept "Asteroid field gives 1 point" on Hyperline's galaxy until the pointer moved."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import Match, SeatInfo  # noqa: E402
from scenes import palette  # noqa: E402
from scenes.play import PlayScene  # noqa: E402
from tests.ui import frames  # noqa: E402


def test_a_timed_banner_keeps_the_screen_drawing_until_it_has_gone(app):
    match = Match("hyperline", [SeatInfo("Ana"), SeatInfo("Ben")], seed=1)
    play = PlayScene(match)
    app.push(play)
    for _ in range(60):
        frames(app, 1, 0.1)
        if play.human_turn() and not play.busy:
            break
    assert play.human_turn() and not play.busy, "the table never waited for Ana"
    play.board.banner.clear()
    play.board.banner.show("Asteroid field gives 1 point", palette.ACCENT, 1.0)
    assert play.busy and app.busy, "the window may sleep with the news still on show"
    frames(app, 12, 0.1)
    assert not play.board.banner and not play.busy, "the news went, yet the window keeps drawing"
