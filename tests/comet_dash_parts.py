"""Comet Dash's parts above its rules (tests/comet_dash.py names each by its import path): a plain table, the
bots' evaluation, its art and menu card, its moment and its smoke step. Every table it draws is kept in
`CometBoard.drawn`, so a test can see which screen drew it."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from scenes import assets
from scenes.boards.base import Board
from tests.comet_dash import GOAL, INFO


class CometBoard(Board):
    """A plain track of GOAL squares with each seat's comet on it; a button for each choice."""

    drawn: list[dict] = []

    def draw(self, surface, view, legal, hint=None):
        CometBoard.drawn.append(view)
        step = self.rect.width // (GOAL + 2)
        for square in range(GOAL + 1):
            pygame.draw.rect(surface, (90, 90, 140), (self.rect.x + step * square, self.rect.y + 40, step - 4, 30), 1)
        for seat, place in enumerate(view["places"]):
            centre = (self.rect.x + step * place + step // 2, self.rect.y + 100 + 30 * seat)
            pygame.draw.circle(surface, (255, 200, 90), centre, 10)
            surface.blit(assets.text(f"seat {seat}", 20), (centre[0] + 14, centre[1] - 10))

    def buttons(self, view, legal):
        return [(action.title(), action, str(index + 1)) for index, action in enumerate(legal)]


def lead(state, seat: int) -> float:
    """The bots' evaluation: how far ahead of the best other comet this seat's is."""
    others = [place for other, place in enumerate(state.places) if other != seat]
    return state.places[seat] - max(others)


def card() -> pygame.Surface:
    """The menu card: a comet on the night sky (make_assets writes it as art/card_comet_dash.png)."""
    surface = pygame.Surface((400, 225))
    surface.fill((12, 16, 40))
    pygame.draw.circle(surface, (255, 200, 90), (300, 80), 24)
    pygame.draw.line(surface, (255, 230, 180), (280, 96), (80, 180), 6)
    return surface


def generate(out: Path, kit) -> list[Path]:
    """Its own art: one comet sprite."""
    path = out / "sprites" / INFO.id / "comet.png"
    sprite = pygame.Surface((32, 32), pygame.SRCALPHA)
    pygame.draw.circle(sprite, (255, 200, 90), (16, 16), 12)
    kit.save_png(sprite, path)
    return [path]


def finish(seed: int = 1):
    """Its moment: a game played at random until a person's comet is three squares from the end (or None)."""
    from game.engine import Match, SeatInfo

    match = Match(INFO.id, [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=seed)
    rng = random.Random(seed)
    while not match.is_over:
        if match.actor == 0 and match.state.places[0] >= GOAL - 3:
            return match
        if match.actor < 0:
            match.roll()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    return None


def finish_on_screen(app) -> str:
    """Its smoke step: the finish drawn on its table."""
    from scenes.smoke import SmokeFailure, frames

    match = finish()
    if match is None:
        raise SmokeFailure("Comet Dash: no game came near the finish")
    app.reset("play", match=match)
    frames(app, 3)
    return f"{INFO.id}: the finish drawn at square {match.state.places[0]}"
