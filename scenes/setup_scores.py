"""The high scores at a game's setup (Galaxy Express keeps them): before this they could be seen only after a
game. A part of the setup screen, not a screen of its own: a button beside the deal code opens the table over
the setup panel (its widgets hidden meanwhile), and any key or click closes it."""

from __future__ import annotations

import datetime as _dt

import pygame

from game.saves.scores import read_scores
from game.words import _, date, ngettext, pgettext, word
from scenes import assets, common, palette
from scenes.frame import marked


def score_line(rank: int, entry: dict) -> str:
    """One game of the table in the player's language: score, date, deal, how it was made up. The one wording of a
    row, here at the setup's table and on Galaxy Express's results; the saves hand out the entries as data."""
    try:
        day = date(_dt.date.fromisoformat(entry["date"]))
    except ValueError:  # a date written by hand in the file: shown as it is
        day = entry["date"]
    deal = entry["deal"]
    if entry.get("daily"):
        # Translators: a deal code in the high scores that was the deal of the day
        deal = pgettext("deal", "{code} (daily)").format(code=deal)
    made = [
        ngettext("{count} delivery", "{count} deliveries", entry["deliveries"]).format(count=entry["deliveries"]),
        ngettext("{count} refuel", "{count} refuels", entry["refuels"]).format(count=entry["refuels"]),
        # Translators: Galaxy Express: the coins (sun and moon) left unspent at the end
        ngettext("{count} coin", "{count} coins", entry["coins_left"]).format(count=entry["coins_left"]),
    ]
    parts = [f"{entry['total']:>4}", day, deal, ", ".join(made)]
    if entry.get("assists"):
        # Translators: how often the player asked for help (a hint, "can I still stop?"): counted with the score
        parts.append(ngettext("{count} assist", "{count} assists", entry["assists"]).format(count=entry["assists"]))
    return f"{rank:>2}. " + "  ·  ".join(parts)


def score_lines() -> list[tuple[str, tuple[int, int, int]]]:
    """The table as lines to show, best first; a note when there is none yet (or the file could not be used)."""
    entries, _extra, problem = read_scores()
    lines = [(score_line(rank, entry), palette.INK) for rank, entry in enumerate(entries, 1)]
    if not entries:
        lines.append((_("No finished games recorded yet: finish a game and its score is kept here."), palette.DIM))
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
            tip = _("The ten best games on this computer")
            self.scores_button = self.button(rect, _("High scores"), tip=tip)
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
        title = _("{game} · high scores").format(game=marked(self.info.title))
        surface.blit(
            assets.text(common.fit(title, assets.font(40, True), rect.width - 80), 40, palette.INK, True), (x, y)
        )
        y = self.top + 118
        head = _("Best first: points · date · deal code (type it at the setup to play that deal again) · what made it")
        surface.blit(assets.text(common.fit(head, assets.font(20), rect.width - 80), 20, palette.ACCENT), (x, y))
        y += 40
        for words, colour in self.scores_lines:
            surface.blit(assets.text(common.fit(words, assets.font(22), rect.width - 80), 22, colour), (x, y))
            y += 32
        keys = _("Any key or click goes back to the setup")
        words = assets.text(keys, 18, palette.DIM)
        surface.blit(words, words.get_rect(midtop=(rect.centerx, rect.bottom + 10)))
