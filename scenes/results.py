"""The end: who won, every seat's score and rank, the tie-breaks used; rematch, new game, save, replay."""

from __future__ import annotations

import math
import random

import pygame

from game.engine import SeatInfo
from game.saves.library import keep_finished  # noqa: F401 - where it was: a finished game joins Replays once
from game.words import _, pgettext, word
from game.words.results import headings, headline, place, score, summary, tie_breaks
from scenes import assets, common, palette
from scenes.base import CONFIRM, DOWN, LEFT, MENU, NEXT, RIGHT, UP, Scene
from scenes.frame import marked
from scenes.ring import ChoiceRing

SUMMARY_LINE = 22  # pixels per line of a game's own summary
GRACE = 1.0  # seconds after the results appear in which keys do nothing (a press meant for the last move)
PHONE = "Person · on a phone"  # setup's kind of seat (scenes/setup.py PHONE: no screen imports another)
FIRST_FOCUS = "menu"  # Enter's choice: never Rematch, which would start over before the results were read


class ResultsScene(ChoiceRing, Scene):
    name = "results"
    overlay = True

    def __init__(self, play):
        super().__init__()
        self.play = play
        self.result = play.match.state.result()
        self.clock = 0.0
        rng = random.Random(play.match.seed)
        self.sparks = [(rng.random(), rng.random(), rng.uniform(0.4, 1.2), rng.randrange(6)) for _ in range(70)]
        self.saved_to = None
        self.box = None
        self.summary = own_summary(play, self.result)

    def enter(self, app):
        super().enter(app)
        if self.result.finished and self.saved_to is None:
            self.saved_to, problem = self.play.session.finish()
            if problem:
                app.toast(word(problem), "error", 6)

    def toast_bottom(self) -> int | None:
        """Above the card, where there is room: what is said ("Saved to ...") never covers its buttons."""
        return self.box.top - 8 if self.box is not None and self.box.top > 100 else None

    def build(self):
        width, height = self.app.size
        rows = len(self.play.match.seats)
        extra = SUMMARY_LINE * len(self.summary.get("lines", ()))
        box_h = min(height - 40, 230 + 44 * rows + 90 + extra)
        row = [
            ("rematch", _("Rematch"), 130),
            ("new", _("New game"), 130),
            ("save", _("Save record"), 130),
            # Translators: the results' button that watches the game just played again, move by move
            ("replay", _("Replay"), 100),
            ("menu", _("Menu"), 90),
        ]
        row = [(key, text, max(w, _fits(text))) for key, text, w in row]  # longer words ("Partie speichern")
        across = sum(w for _k, _t, w in row) + 10 * (len(row) - 1)
        box_w = max(660 if not extra else min(width - 40, 860), min(width - 40, across + 40))
        self.box = pygame.Rect(width // 2 - box_w // 2, max(20, height // 2 - box_h // 2), box_w, box_h)
        y = self.box.bottom - 70
        x = self.box.centerx - across // 2  # centred in any box
        self.choices = {}
        self.ring = self.ring or FIRST_FOCUS
        for key, text, w in row:
            self.choices[self.button((x, y, w, 48), text)] = key
            x += w + 10

    @property
    def busy(self) -> bool:
        return self.clock < 6.0

    def update(self, dt):
        self.clock += dt
        self.play.board.update(dt)

    def on_button(self, button):
        key = self.choices.get(button)
        if key is None:
            return
        self.app.play("click")
        match = self.play.match
        if key == "rematch":
            seats = [SeatInfo(s.name, s.kind, s.level) for s in match.seats]
            self.app.pop()
            phones = self.play.session.phones  # the same phones at the same codes: their pages rejoin by themselves
            plan = phones.plan if phones is not None else None
            self.app.replace("play", game=match.info.id, seats=seats, options=match.options, phones=plan)
        elif key == "new":
            phones = self.play.session.phones  # a person on a phone stays "on a phone" in the new game's setup
            on_phones = set(phones.plan.seats) if phones is not None else set()
            seats = [
                (s.name, f"Bot · {s.level}" if s.is_bot else PHONE if seat in on_phones else "Person")  # setup's keys
                for seat, s in enumerate(match.seats)
            ]
            while len(seats) < match.info.max_players:  # a place's name in the player's language; kinds stay keys
                seats.append((_("Seat {number}").format(number=len(seats) + 1), "Empty seat"))
            self.app.reset("menu")
            self.app.open("setup", game=match.info, seats=seats, options=match.options)
            if phones is not None and phones.plan.local_only:  # pages kept to this computer stay so: never wider
                self.app.top.this_computer = True
                self.app.top.resized()  # its tick box drawn again, ticked
        elif key == "save":
            if self.saved_to is not None:  # kept when the game ended: a second copy would only clutter Replays
                said = _("Saved to {path} when the game ended (it is in Replays)").format(path=self.saved_to)
                self.app.toast(said, "good", 6)
                return
            try:
                self.saved_to = self.play.session.save()
            except OSError as err:
                self.app.toast(_("Could not save: {why}").format(why=err.strerror or err), "error", 6)
            else:
                self.app.toast(_("Saved to {path}").format(path=self.saved_to), "good", 6)
        elif key == "replay":
            self.app.open("replay", record=match.record)
        elif key == "menu":
            self.app.reset("menu")

    def on_intent(self, intent, detail):
        if self.clock < GRACE:
            return  # a key still held from the last move must not choose for the player
        if intent == CONFIRM and detail == " ":
            return  # Space rolls dice at the table: pressed on, it would leave the results unread; Enter chooses
        if intent == MENU:
            self.app.reset("menu")
        elif not self._at_the_end(intent):
            self.ring_intent(intent)

    def _at_the_end(self, intent) -> bool:
        """The row stops at Rematch and at Menu: a wrap round would put the ring on Rematch one key from Menu."""
        keys = list(self.choices.values())
        backwards = intent in (LEFT, UP)
        return bool(keys) and intent in (LEFT, UP, RIGHT, DOWN, NEXT) and self.ring == keys[0 if backwards else -1]

    def draw(self, surface):
        width, height = surface.get_size()
        safe = self.app.settings.safe_palette
        result = self.result
        names = self.play.names
        if result.winners and self.clock < 6.0:
            for x, y, speed, seat in self.sparks:
                t = (self.clock * speed + y) % 1.0
                px = int(x * width + math.sin(self.clock * 2 + x * 9) * 30)
                py = int(height * (1.0 - t))
                colour = palette.seat_colour(result.winners[0] if seat % 2 else seat, safe)
                pygame.draw.circle(surface, colour, (px, py), 3 + seat % 3)
        common.panel(surface, self.box, alpha=245, edge=palette.ACCENT)
        headline = _headline(result, names, self.summary.get("headline"))
        for size in (44, 38, 32, 28, 24):  # a long headline ("... in round 29!") shrinks inside the box, never over it
            words = assets.text(headline, size, palette.ACCENT, bold=True)
            if words.get_width() <= self.box.width - 40:
                break
        surface.blit(words, words.get_rect(midtop=(self.box.centerx, self.box.y + 20)))
        y = self.box.y + 90
        solo = len(names) == 1  # a solitaire has no places: "1st" of one only puzzled
        heading = headings()
        surface.blit(assets.text(heading["player"], 20, palette.DIM), (self.box.x + (110 if solo else 100), y))
        if not solo:
            surface.blit(assets.text(heading["place"], 20, palette.DIM), (self.box.x + 30, y))
        column = assets.text(marked(self.play.board.SCORE_LABEL), 20, palette.DIM)  # what the scores count
        surface.blit(column, (self.box.right - 40 - column.get_width(), y))
        y += 30
        order = sorted(range(len(names)), key=lambda s: (result.ranks[s], s))
        for seat in order:
            rank = result.ranks[seat]
            if not solo:
                surface.blit(assets.text(place(rank), 28, palette.INK, bold=rank == 1), (self.box.x + 30, y + 4))
            common.seat_badge(surface, seat, names[seat], (self.box.x + 110, y), 34, safe, 28)
            label = assets.text(score(result.scores[seat]), 28, palette.INK)
            surface.blit(label, (self.box.right - 40 - label.get_width(), y + 4))
            y += 44
        y += 6
        for line, colour in self.summary.get("lines", ()):
            if y + SUMMARY_LINE > self.box.bottom - 104:
                break
            surface.blit(assets.text(word(line, names), 18, colour), (self.box.x + 30, y))
            y += SUMMARY_LINE
        if result.tie_breaks and not self.summary:
            said = tie_breaks(result.tie_breaks, names)
            y = common.blit_wrapped(surface, said, (self.box.x + 30, y), self.box.width - 60, 20)
        deal = assets.text(
            pgettext("deal", "Deal code {code}").format(code=_code(self.play.match.seed)), 20, palette.DIM
        )
        surface.blit(deal, (self.box.x + 30, self.box.bottom - 100))
        if self.clock >= GRACE:
            self.draw_ring(surface)


TONES = {"good": palette.GOOD, "ink": palette.INK, "accent": palette.ACCENT, "dim": palette.DIM, "bad": palette.BAD,
         "glow": palette.GLOW}  # fmt: skip


def own_summary(play, result, view=None) -> dict:
    """{"headline": str | None, "lines": [(text, colour)]}: the game's own results words, the same lines its phone
    pages show (game/words/results.py), then what only this table shows (the board's `result_lines`); {} for none.
    `view`: the one the results are read from (the table's, unless a test gives another)."""
    view = play.view if view is None else view
    said = summary(play.match.info, view, result, play.names) or {}
    lines = [(text, TONES[tone]) for text, tone in said.get("lines", ())] + play.board.result_lines(view, result)
    if not said and not lines:
        return {}
    return {"headline": said.get("headline"), "lines": lines}


def _headline(result, names, said=None) -> str:
    """Who won, with their names: a game's own headline (a message or words) when it gives one."""
    return headline(result.winners, result.finished, names, said)


_ordinal = place  # its old name (the words' tests)


def _fits(text: str) -> int:
    """The width a button needs for its words (the theme's 16-point font) and a margin each side."""
    return assets.widget_font(16).size(text)[0] + 40


def _code(seed: int) -> str:
    from game.engine.chance import deal_code

    return deal_code(seed)
