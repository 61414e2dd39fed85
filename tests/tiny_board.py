"""A table for Tiny Hands, used only in tests: it remembers every view it was asked to draw."""

from __future__ import annotations

from contextlib import contextmanager

import pygame

from scenes import assets
from scenes.boards.base import Board


class TinyBoard(Board):
    drawn: list[dict] = []

    def draw(self, surface, view, legal, hint=None):
        TinyBoard.drawn.append(view)
        x, y = self.rect.x + 20, self.rect.y + 20
        for seat, hand in enumerate(view["hands"]):
            words = f"seat {seat}: {hand if isinstance(hand, list) else f'{hand} cards'}"
            surface.blit(assets.text(words, 28), (x, y))
            y += 40
        self.card_rects = []
        for index, _action in enumerate(legal):
            rect = pygame.Rect(x + 90 * index, y + 20, 80, 110)
            pygame.draw.rect(surface, (200, 200, 255), rect, 2)
            self.card_rects.append(rect)

    def buttons(self, view, legal):
        return [(f"Play {action[1]}", action, str(action[1])) for action in legal]


@contextmanager
def drawn_as_tiny(game_id: str):
    """`game_id`'s table is a TinyBoard for the block: what it draws is kept in `TinyBoard.drawn`."""
    from dataclasses import replace

    from game.rules import get, register, unregister

    info = get(game_id)
    unregister(game_id)
    register(replace(info, parts=replace(info.parts, board="tests.tiny_board:TinyBoard")))
    TinyBoard.drawn.clear()
    try:
        yield TinyBoard
    finally:
        unregister(game_id)
        register(info)
