"""What newcomers found on the boards after the lessons: 42's news of a licence readable over the tiles."""

from __future__ import annotations

import pygame

from game.rules.expressway42 import ROWS
from scenes import assets, palette
from tests.ui import frames


def test_42s_licence_news_stands_on_a_solid_backing_to_its_last_moment(app):
    """"Ana pays 42 for a new licence" faded to a see-through box while its words stayed, over the tiles' lines and
    the planets' numbers: hard to read on the board."""
    app.open("play", lesson="expressway42", step=8)
    frames(app, 2)
    board = app.top.board
    said = "Ana pays 42 for a new licence"
    board.banner.show(said, palette.seat_colour(0, False), 0.2)  # its last fifth of a second
    app.draw()
    words = assets.text(said, 30, palette.INK, bold=True)
    centre = board.map.rect.centerx
    y = board.point(0, ROWS / 2)[1] - 60  # the news' anchor: the map's middle row, as the board places it
    box = words.get_rect(midtop=(centre, y)).inflate(28, 12)
    fill = pygame.Color(*palette.PANEL)
    inside = box.inflate(-20, -8)  # clear of the edge at its rounded corners
    text = words.get_rect(center=box.center)
    off = []
    for x in range(inside.left, inside.right, 2):
        for y in range(inside.top, inside.bottom, 2):
            if text.collidepoint(x, y):
                continue
            colour = app.surface.get_at((x, y))
            if max(abs(colour[i] - fill[i]) for i in range(3)) > 24:
                off.append((x, y, tuple(colour)))
    assert not off, f"{len(off)} points of the news' box show the board through it, e.g. {off[:3]}"
