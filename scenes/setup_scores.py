"""The high scores at a game's setup (Galaxy Express keeps them): before this they could be seen only after a
game. A part of the setup screen, not a screen of its own: a button beside the deal code opens the table over
the setup panel (its widgets hidden meanwhile), and any key or click closes it."""

from __future__ import annotations

import pygame

from game.saves.scores import describe, read_scores
from game.words import word
from scenes import assets, common, palette


def score_lines() -> list[tuple[str, tuple[int, int, int]]]:
    """The table as lines to show, best first; a note when there is none yet (or the file could not be used)."""
    entries, _extra, problem = read_scores()
    lines = [(f"{rank:>2}. {word(describe(entry))}", palette.INK) for rank, entry in enumerate(entries, 1)]
    if not entries:
        lines.append(("No finished games recorded yet: finish a game and its score is kept here.", palette.DIM))
    if problem:
        lines.append((word(problem), palette.BAD))
    return lines


class SetupScores:
    """A mixin of the setup screen: it gives `info`, `app`, `root`, `panel_rect`, `top` and `button`."""

    scores_button = None
    scores_shown = False

    def build_scores_button(self, rect):
        """The "High scores" button, for a game that keeps them (None otherwise)."""
        self.scores_button = None
        if self.info.high_scores:
            tip = "The ten best games on this computer"
            self.scores_button = self.button(rect, "High scores", tip=tip)
        if self.scores_shown:
            self.root.hide()  # rebuilt while the table is open (a resize): it stays open
        return self.scores_button

    def show_scores(self, shown: bool):
        self.scores_shown = shown
        self.scores_lines = score_lines() if shown else []
        if shown:
            self.root.hide()
        else:
            self.root.show()

    def scores_event(self, event) -> bool:
        """While the table is open, a key or a click closes it (and does nothing else): True when taken."""
        if not self.scores_shown:
            return False
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            self.show_scores(False)
            self.app.play("click")
        return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def draw_scores(self, surface):
        if not self.scores_shown:
            return
        rect = self.panel_rect
        common.background(surface)  # the setup's words stay under it, its widgets are hidden
        common.panel(surface, rect)
        x, y = rect.x + 40, self.top + 30
        surface.blit(assets.text(f"{self.info.title} · high scores", 40, palette.INK, bold=True), (x, y))
        y = self.top + 118
        head = "Best first: points · date · deal code (type it at the setup to play that deal again) · what made it"
        surface.blit(assets.text(common.fit(head, assets.font(20), rect.width - 80), 20, palette.ACCENT), (x, y))
        y += 40
        for words, colour in self.scores_lines:
            surface.blit(assets.text(common.fit(words, assets.font(22), rect.width - 80), 22, colour), (x, y))
            y += 32
        keys = "Any key or click goes back to the setup"
        words = assets.text(keys, 18, palette.DIM)
        surface.blit(words, words.get_rect(midtop=(rect.centerx, rect.bottom + 10)))
