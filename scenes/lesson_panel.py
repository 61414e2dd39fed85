"""A lesson at the play screen: the step's words with the game's words lit, in a panel placed clear of what the
step points at, a glow on those spots (a ring closing in on the first as the step begins: no arrow crossing words),
Next / Back / Leave, and the lesson's own words for any other click. The running lesson is the engine's
(`game/engine/lesson.py`: `Lessoning`); the table narrows what is offered through its `guide`
(game/play/table.py). The play screen calls this module through a few hooks.
"""

from __future__ import annotations

import math

import pygame

from game.engine import SeatInfo
from game.play.session import Session
from game.play.table import Table
from game.saves import lesson_progress
from game.words import _, pgettext, word
from scenes import assets, common, palette
from scenes.base import CONFIRM, HINT, REDO, UNDO
from scenes.boards.kit import Timeline, glow_rect
from scenes.frame import LOG_SIZE
from scenes.lesson_spots import advance, spot_rect
from scenes.textview import GLUE, _inline_runs, layout_words

SHAKE = 0.5  # seconds the panel shakes when a click is not what the step asks
PULSE = 2.4  # seconds the spots pulse after a step begins (then they glow still: an idle window sleeps)
GAP = 12
BEACON, BEACON_REACH = 0.9, 160  # seconds and pixels of the ring that closes in on the first spot

# The table's own controls and boxes a learner needs at every step, by the spot ids the boards answer
# (docs/lessons.md): the panel keeps clear of them as of the step's spots where it can (at the race's step 9 it had
# covered the die and the battle box). A board answers only its own (the others are None), so a new game's board
# joins by answering these ids; the ids name kinds of box, never a game.
BOXES = (
    "dice", "dial", "hand", "pile", "list", "ship", "store", "research", "stack:planet", "pile:small",
    "tray:battles", "tray:thrust", "tray:brake", "tray:speed", "tray:queue",
    *(f"pile:{number}" for number in range(1, 12)), *(f"player:{seat}" for seat in range(6)),
)  # fmt: skip

SLOT = "next place"  # where Next stands when the step waits for an action: kept empty
BESIDE = "beside"  # the panel's own place: at the foot of the move log's column, beside the table
ASIDE = "beside, tall"  # long words: the side column's top, over the players' list, still covering none of the table
LOG_LINES = 3  # the move log's newest lines the panel beside the table leaves in sight (the learner's last move)


def start(lesson_id: str, step: int = 0):
    """A lesson from its file, played on to `step` (where the learner left it), as a `Lessoning`."""
    from game.engine.lesson import Lessoning, load_lesson

    run = Lessoning(load_lesson(lesson_id))
    moves = 0
    while run.cue().index < step and not run.done and moves < 5000:
        if not advance(run):
            break
        moves += 1
    return run


def lesson_session(run) -> Session:
    """The lesson's match at a table it guides (never autosaved: Continue keeps the real game in progress)."""
    session = Session(run.match)
    session.table = Table(run.match, guide=run)
    return session


def lit_words(text: str, size: int, width: int) -> list:
    """The step's sentence laid out in lines, the game's words (marked *so* in the lesson) lit in the accent."""
    words = []
    for one, bold in _inline_runs(text):  # a stop after a lit word stays on its line, in the word's style
        if words and one.startswith(GLUE) and not one[1:].strip(".,;:!?)»“\""):
            words[-1] = (words[-1][0] + one[1:], words[-1][1])
        else:
            words.append((one, bold))
    lines = layout_words(words, width, size, palette.INK)
    return [[(x, run.__class__(run.text, run.size, palette.ACCENT if run.bold else palette.INK, run.bold))
             for x, run in line] for line in lines]  # fmt: skip


def corners(size: tuple[int, int], board: pygame.Rect) -> dict[str, pygame.Rect]:
    """A panel's places in the board's rectangle, by name: its corners, top right first, then the middle of the top
    and bottom edges."""
    w, h = size
    inner = board.inflate(-2 * GAP, -2 * GAP)
    xs = (("right", inner.right - w), ("left", inner.x), ("middle", inner.centerx - w // 2))
    ys = (("top", inner.y), ("bottom", inner.bottom - h))
    return {f"{y_name} {x_name}": pygame.Rect(x, y, w, h).clamp(board) for y_name, y in ys for x_name, x in xs}


def covered(rect: pygame.Rect, spots: list) -> int:
    """How much of the spots (with a margin for their glow) a panel at `rect` would hide."""
    return sum(rect.clip(spot.inflate(16, 16)).width * rect.clip(spot.inflate(16, 16)).height for spot in spots)


def placed(places: dict[str, pygame.Rect], spots: list, boxes: list, before: str | None) -> str:
    """The place (its name) that covers none of the step's spots, then none of the table's boxes: beside the table
    first, else where the panel stood at the step before (a panel jumping from step to step is hard to follow), else
    the first. Failing that, the one covering the least."""
    order = list(places)

    def cost(name: str) -> tuple:
        rect = places[name]
        return covered(rect, spots), covered(rect, boxes), (BESIDE, ASIDE, name).index(name), name != before

    return min(order, key=lambda name: (*cost(name), order.index(name)))


class LessonPanel:
    """The lesson's panel on one play screen; `run` is the running lesson, `lesson_id` names its progress."""

    def __init__(self, run, lesson_id: str):
        self.run = run
        self.lesson_id = lesson_id
        self.timeline = Timeline(lambda: 1.0)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.place = None  # the name of the panel's place (BESIDE, "top right"...): kept from step to step if it can
        self.places: dict = {}  # every place it may stand in now, by name
        self.buttons: dict = {}  # button -> "next" | "back" | "leave"
        self.shown = None  # the step index the panel and its buttons were made for
        self.kept = None  # the step index last written to the progress file
        self.scene_names = ()
        self.note = None  # what the lesson said to a click that was not the step's (shown under its words)
        self.noted = None  # the step index the note was said at: a new step clears it

    # --- the step ---------------------------------------------------------------------------------------------
    def cue(self):
        return self.run.cue()

    def says(self, names) -> str:
        return word(self.cue().says, names)

    def changed(self) -> bool:
        """The step moved on since the panel was made (its buttons and place are made again)."""
        return self.cue().index != self.shown or self.run.done

    def keep(self) -> None:
        """The step reached, in the learner's progress (the menu shows it; Learn resumes there)."""
        cue = self.cue()
        if cue.index != self.kept:
            self.kept = cue.index
            lesson_progress.keep_step(self.lesson_id, cue.index, cue.count, self.run.done)

    # --- where it stands --------------------------------------------------------------------------------------
    def spots(self, scene) -> list[pygame.Rect]:
        """The rectangles of the spots the step points at, now (a spot the screen does not show is left out)."""
        buttons = [(button.rect, action) for button, action in scene.action_buttons.items()]
        return self.spots_at(scene.board, scene.frame, buttons)

    def spots_at(self, board, frame, buttons: list) -> list[pygame.Rect]:
        """The step's spots on `board` and `frame` laid out, `buttons` the action buttons as (rect, action)."""
        found = (spot_rect(point, board, frame, buttons) for point in self.cue().points)
        return [rect for rect in found if rect is not None]

    @staticmethod
    def boxes(board) -> list[pygame.Rect]:
        """The table's own controls and boxes the learner needs at any step (BOXES), where they stand now."""
        found = (board.spot(spot_id) for spot_id in BOXES) if board.rect is not None else ()
        return [rect for rect in found if rect is not None]

    def layout(self, scene) -> None:
        buttons = [(button.rect, action) for button, action in scene.action_buttons.items()]
        self.lay(scene.board, scene.frame, buttons)

    def lay(self, board, frame, buttons: list) -> None:
        """The panel's place and size: at the foot of the move log's column beside the table (it covers none of the
        table; the log's lines stand above it, the newest in sight) unless the step points there or it has no room;
        else a corner or an edge of the table clear of the spots and of the table's own boxes, where it stood at the
        step before if it can."""
        frame.log_clear_of(None)  # the spots where the log stands in all its column
        spots = self.spots_at(board, frame, buttons)
        self.places = self.places_at(frame)
        self.place = placed(self.places, spots, self.boxes(board), self.place)
        self.rect = self.places[self.place]
        self.height(self.rect.width)  # the words laid out at the width chosen
        frame.log_clear_of(self.rect)

    def places_at(self, frame) -> dict[str, pygame.Rect]:
        """Where the panel may stand, by name: beside the table at the foot of the move log's column (or, for long
        words, at the top of the side column, over the players' list), the log keeping room for its newest lines;
        then the table's corners and edges."""
        self.size = 22 if frame.board_rect.height > 500 else 20
        log, column = frame.log_area.inflate(-16, -16), frame.side_rect.inflate(-16, -16)
        height = self.height(log.width)
        kept = LOG_LINES * (assets.font(LOG_SIZE).get_height() + 2) + 14  # the log's newest lines, and the gap
        places = {}
        if height <= log.height - kept:
            places[BESIDE] = pygame.Rect(log.x, log.bottom - height, log.width, height)
        elif column.y + height + kept <= frame.log_full.bottom:
            places[ASIDE] = pygame.Rect(log.x, column.y, log.width, height)
        width = max(log.width, min(460, frame.board_rect.width * 4 // 10))  # its buttons in two rows, as beside
        return places | corners((width, self.height(width)), frame.board_rect)

    def height(self, width: int) -> int:
        """The panel's height at `width`: its title, the step's words laid out (kept in `lines`), the note, Next."""
        self.lines = lit_words(self.says(self.scene_names), self.size, width - 2 * GAP)
        note_h = len(common.wrap(self.note, 18, width - 2 * GAP)) * 22 if self.note else 0
        line_h = assets.font(self.size).get_height() + 2
        return 30 + len(self.lines) * line_h + note_h + 10 + 48 * len(self.rows(width)) - 8 + GAP

    def wanted(self) -> list[tuple[str, str]]:
        """The panel's buttons, left to right: End lesson, Back once past the first step, Next on a Next step."""
        cue = self.cue()
        wanted = [("leave", _("End lesson"))]  # never "Leave": the race's own button says that
        if cue.index > 0:
            # Translators: the lesson panel's button that goes one step of the lesson back (Undo is "Zurück" already)
            wanted.append(("back", pgettext("lesson", "Back")))
        # Next's place is kept where Next is not shown: Back never moves under a pointer clicking it again and again
        wanted.append(("next" if cue.waits == "next" else SLOT, _("Next  [Enter]")))
        return wanted

    def rows(self, width: int) -> list[list[tuple[str, str, int]]]:
        """The buttons in rows that fit the panel, filled from the right and the bottom (Next last: under the words'
        end); a narrow panel (beside the table) takes two rows, its buttons' margins narrowed so three rows never
        stand there (German's "Schritt zurück" and "Weiter" did not fit side by side)."""
        for margin in (36, 28, 20):
            rows = self._rows(width, margin)
            if len(rows) <= 2:
                break
        return rows

    def _rows(self, width: int, margin: int) -> list[list[tuple[str, str, int]]]:
        rows, room = [[]], width - 2 * GAP
        for key, label in reversed(self.wanted()):
            primary = key in ("next", SLOT)  # Next's words are the theme's primary ones: 18 bold (its place kept so)
            font = assets.widget_font(18, bold=True) if primary else assets.widget_font(16)
            w = max(90, font.size(label)[0] + margin)
            used = sum(taken + 8 for _key, _label, taken in rows[0])
            if rows[0] and used + w > room:
                rows.insert(0, [])
            rows[0].insert(0, (key, label, w))
        return rows[::-1]

    def build(self, scene) -> None:
        """The panel's buttons: Next on a step that waits for it, Back once past the first step, Leave."""
        for button in self.buttons:
            button.kill()
        self.scene_names = scene.names
        if self.noted != self.cue().index or self.run.done:  # the step moved on: its words for a wrong click go
            self.note = None
        self.layout(scene)
        self.shown = self.cue().index
        self.buttons = {}
        y = self.rect.bottom - GAP - 40
        for row in self.rows(self.rect.width):  # the bottom row first
            x = self.rect.right - GAP
            for key, label, w in reversed(row):
                x -= w
                if key == SLOT:
                    x -= 8
                    continue
                self.buttons[scene.button((x, y, w, 40), label, "#primary_button" if key == "next" else None)] = key
                x -= 8
            y -= 48
        self.timeline.clear()
        self.timeline.add(PULSE, tag="pulse")
        self.keep()

    # --- what the learner does --------------------------------------------------------------------------------
    def pressed(self, button) -> str | None:
        return self.buttons.get(button)

    def key(self, intent) -> str | None:
        """Enter or Space on a step that waits for Next goes on; Backspace steps back."""
        if intent == CONFIRM and self.cue().waits == "next":
            return "next"
        return None

    def refused(self, words: str) -> None:
        """A click that is not what the step asks: the panel shakes and says the lesson's own words."""
        self.note, self.noted = words, self.cue().index
        self.timeline.add(SHAKE, tag="shake")
        self.shown = None  # laid out again with the note under its words

    # --- drawing ----------------------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.timeline.busy

    def update(self, dt: float) -> None:
        self.timeline.update(dt)

    def settle(self) -> None:
        """Its animations played to their rest (the ring closed on the spot, the glow still): the frame a screenshot
        shows, never the ring caught half-way in."""
        self.timeline.finish()

    def draw(self, surface, scene) -> None:
        spots = self.spots(scene)
        pulse = next(iter(self.timeline.running("pulse")), None)
        width = 3 + (round(2 * math.sin(pulse.raw * PULSE * 5)) + 2 if pulse is not None else 0)
        for spot in spots:
            glow_rect(surface, spot.inflate(6, 6), palette.ACCENT, width=width, radius=8)
        shake = next(iter(self.timeline.running("shake")), None)
        dx = int(10 * math.sin(shake.raw * math.pi * 6) * (1 - shake.raw)) if shake is not None else 0
        rect = self.rect.move(dx, 0)
        if spots and pulse is not None:
            self._beacon(surface, spots[0], pulse)
        common.panel(surface, rect, alpha=255, edge=palette.ACCENT)
        cue = self.cue()
        head = _("Lesson · step {step} of {count}").format(step=cue.index + 1, count=cue.count)
        surface.blit(assets.text(head, 18, palette.DIM), (rect.x + GAP, rect.y + 8))
        y = rect.y + 32
        line_h = assets.font(self.size).get_height() + 2
        for line in self.lines:
            for x, run in line:
                surface.blit(assets.text(run.text, run.size, run.colour, run.bold), (rect.x + GAP + x, y))
            y += line_h
        if self.note:
            common.blit_wrapped(surface, self.note, (rect.x + GAP, y + 4), rect.width - 2 * GAP, 18, palette.BAD)

    @staticmethod
    def _beacon(surface, spot: pygame.Rect, pulse) -> None:
        """As a step begins, a ring closing in on the spot from around it: it finds the spot on a large table, and
        unlike an arrow from the panel it crosses no words (a list's rows, the squares' numbers) once it is there."""
        t = min(1.0, pulse.raw * PULSE / BEACON)
        if t < 1.0:
            reach = int(BEACON_REACH * (1 - t) ** 2)
            glow_rect(surface, spot.inflate(6 + 2 * reach, 6 + 2 * reach), palette.ACCENT, width=3, radius=8)


class LessonPlay:
    """The play screen's side of a lesson (a mixin of PlayScene, first in its bases): `lesson` is the panel, or
    None in a normal game, where every hook does nothing."""

    lesson: LessonPanel | None = None

    def lesson_build(self) -> None:
        if self.lesson is not None:
            self.lesson.build(self)

    def lesson_update(self, dt: float) -> bool:
        """The panel's clock; a step moved on: the panel again; the lesson over: the real game (True: left)."""
        lesson = self.lesson
        if lesson is None:
            return False
        lesson.update(dt)
        if lesson.run.done:
            self.lesson_finale()
            return True
        if lesson.changed() and self.root is not None:
            lesson.build(self)
            self.app.dirty = True
        return False

    @property
    def lesson_busy(self) -> bool:
        return self.lesson is not None and self.lesson.busy

    def lesson_refused(self, action) -> bool:
        """A move the step does not ask for is answered with the lesson's own words, before the rules judge it."""
        if self.lesson is None:
            return False
        said = self.lesson.run.refusal(action)
        if said is None:
            return False
        self.lesson_says(word(said, self.names))
        return True

    def lesson_says(self, words: str, reason: str | None = None) -> None:
        """The lesson's words for a wrong click (with the reason, if any), shaking in the panel under the step's
        words, where the learner is reading (a toast stood over the panel at the foot of the log)."""
        self.app.play("error")
        self.lesson.refused(words if reason is None else f"{words} ({reason})")
        self.app.dirty = True

    def offered(self, choices: list, legal: list) -> list:
        """Only what the step allows is offered: a button for a move it does not is left out."""
        if self.lesson is None or self.lesson.run.done:
            return super().offered(choices, legal)
        return [choice for choice in choices if choice[1] in legal]

    def rules_section(self) -> str | None:
        """The rules section the lesson's step names (F1 opens the rules there), or None."""
        if self.lesson is None:
            return None
        cue = self.lesson.cue()
        return getattr(cue, "section", None)

    def lesson_do(self, what: str) -> None:
        if what == "next":
            moves = len(self.match.record.actions)
            self.table.next()
            self.lesson.note = None
            if len(self.match.record.actions) != moves:  # the step's `then` moves: the log and board afresh
                self.resync(None)
        elif what == "back":
            if self.table.back():  # the match rebuilt to where that step began: the table shows it afresh
                self.lesson.note = None
                self.resync(_("One step back."))
        elif what == "leave":
            self.lesson.keep()
            self.app.reset("menu")

    def lesson_finale(self) -> None:
        """The last step done: the progress says finished, and the real game the lesson leads to begins."""
        lesson = self.lesson
        lesson_progress.keep_step(lesson.lesson_id, lesson.cue().count, lesson.cue().count, True)
        game, seats, options = lesson.run.finale()
        learner = self.match.names[lesson.run.learner]  # a seat the lesson leaves unnamed is the learner's
        seats = [seat if seat.name or seat.is_bot else SeatInfo(learner, seat.kind, seat.level) for seat in seats]
        self.lesson = None
        self.app.toast(_("Lesson finished: now a real game."), "good", 6)
        self.app.replace("play", game=game, seats=seats, seed=lesson.run.finale_seed, options=options)

    # --- input and drawing, before the play screen's own -------------------------------------------------
    def on_button(self, button):
        what = self.lesson.pressed(button) if self.lesson is not None else None
        if what is not None:
            self.app.play("click")
            self.lesson_do(what)
            return
        if self.lesson is not None and self.buttons.get(button) in ("undo", "redo", "hint"):
            self.lesson_elsewhere()
            return
        super().on_button(button)

    def lesson_elsewhere(self) -> None:
        """Undo, redo and the hint in a lesson: the step's words for a wrong click, and Back takes a step back."""
        said = self.lesson.run.refusal(None)
        step = word(said, self.names) if said is not None else self.lesson.says(self.names).replace("*", "")
        self.lesson_says(_("{step} (Back takes a step back.)").format(step=step))

    def on_intent(self, intent, detail):
        if self.lesson is not None and intent in (UNDO, REDO, HINT):
            self.lesson_elsewhere()
            return
        if self.lesson is not None:
            what = self.lesson.key(intent)
            if what is None and intent == "key" and detail == "\b" and self.lesson.cue().index > 0:
                what = "back"
            if what is not None:
                self.lesson_do(what)
                return
        super().on_intent(intent, detail)

    def refuse(self, reason: str):
        """In a lesson a refusal (a click the board or the rules turn down) says the step's own words for a wrong
        click first, the reason after them; in free play the rules' reason, as in a game."""
        said = self.lesson.run.refusal(None) if self.lesson is not None else None
        if said is None:
            super().refuse(reason)
            return
        self.lesson_says(word(said, self.names), reason)

    def draw(self, surface):
        super().draw(surface)
        if self.lesson is not None:
            self.lesson.draw(surface, self)
