"""Watch a record: step with the arrows or the scrub bar, the move log beside the board."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider

from game.saves.records import CHANCE_ACTOR, replay_entries
from game.words import _, pgettext, word
from scenes import assets, common, palette
from scenes.base import CONFIRM, LEFT, MENU, NEXT, RIGHT, Scene
from scenes.boards.props import TableProps
from scenes.frame import BOTTOM, SIDE, TOP, Cached, board_rect, marked
from scenes.play_board import make_board, settings_of

HEAD, MORE, ASIDE, ASIDE_MORE = range(4)  # the kinds of rows in the move log: see `log_rows`


def fainter(colour) -> tuple[int, int, int]:
    """A move's colour, faded towards the panel: the lines chance added under it."""
    return tuple(int(c * 0.6 + p * 0.4) for c, p in zip(colour[:3], palette.PANEL, strict=True))


def move_ends(starts: list[bool]) -> list[int]:
    """Where a replay stops, counted in recorded actions from the start (0): before each action that starts a move
    (`starts`: a decision, or a die someone throws), so a deal or a coin turned up by itself is shown with the move
    before it, and the opening deal is one step."""
    ends = [0] + [index for index, start in enumerate(starts) if index and start]
    return ends + [len(starts)] if starts else ends


def _play_words(playing: bool) -> str:
    """The button that starts and stops the replay playing by itself."""
    # Translators: the replay's button: stop it playing by itself
    return pgettext("replay", "Pause") if playing else pgettext("replay", "Play")


class ReplayScene(Scene):
    name = "replay"

    def __init__(self, record):
        super().__init__()
        from game.rules import get

        self.record = record
        self.info = get(record.game)
        self.names = [seat.name for seat in record.seats]
        state = replay_entries(record, [])
        self.states = [state.clone()]
        described = []
        self.events = []  # what each step did: a table shows what they leave behind (the last die's face)
        for entry in record.actions:
            described.append(word(state.describe(entry.action), self.names))
            self.events.append(state.apply(entry.action))
            self.states.append(state.clone())
        self.step = len(record.actions)  # the recorded actions shown applied
        self.viewer = 0
        self.playing = False
        self.timer = 0.0
        self._props, self._props_key = None, None
        self.board = make_board(self.info.id, self)
        self.table_props()
        # the move log as the game showed it: what a move did that nobody chose on lines of its own
        said = [self.board.logged(line, events) for line, events in zip(described, self.events, strict=True)]
        starts = [
            entry.actor != CHANCE_ACTOR or before.chance_roller() is not None
            for entry, before in zip(record.actions, self.states, strict=False)
        ]
        self.ends = move_ends(starts)
        self.lines = [self._move_words(said[a:b]) for a, b in zip(self.ends, self.ends[1:], strict=False)]
        self.move = len(self.lines)  # the moves shown (a replay stops between moves)
        self._sync_board()
        self.top_panel, self.side_panel = Cached(), Cached()  # painted again only when the step changes

    def _move_words(self, said: list[str]) -> str:
        """A move's entry: its line, then what chance brought with it, less what a later line sums up (a deal card
        by card), as the play screen's log shows it."""
        kept = [line for line in said[:-1] if not self.board.folded_in_log(line)] + said[-1:]
        return "\n".join(kept)

    @property
    def view(self):
        return self.states[self.step].view(self.viewer)

    def table_props(self) -> TableProps:
        """What the board may know at this step, as the seat shown sees it: nobody decides or rolls in a replay."""
        pace, safe = settings_of(self.app)
        key = (self.step, self.viewer, pace, safe)
        if key != self._props_key:
            self._props_key = key
            state, record = self.states[self.step], self.record
            view = state.view(self.viewer)
            self._props = TableProps(
                view=view,
                asking=state.asking(view.get("phase")),
                actor=state.actor,
                names=tuple(self.names),
                viewer=self.viewer,
                watching=True,
                moves=self.step,
                last_action=record.actions[self.step - 1].action if self.step else None,
                seed=record.seed,
                options=dict(record.options),
                pace=pace,
                safe=safe,
                explain=lambda action: _worded(state.explain(action), self.names),
                describe=lambda action: word(state.describe(action), self.names),
                label=lambda action: word(state.label(action), self.names),
            )
            self.board.receive(self._props)
        return self._props

    def build(self):
        width, height = self.app.size
        self.board_rect = board_rect((width, height))
        self.board.layout(self.board_rect)
        self.side = pygame.Rect(width - SIDE, TOP, SIDE - 10, height - TOP - 10)
        self.rows = self.log_rows(self.side.width - 24)  # worked out with the layout, not while drawing
        self.wrapped = [tuple(row for row, _kind in rows) for rows in self.rows]  # the words alone
        y = height - BOTTOM + 16
        self.play_button = self.button((20, y, 110, 44), _play_words(self.playing))
        self.scrub = UIHorizontalSlider(
            pygame.Rect(140, y, width - SIDE - 300, 44), self.move, (0, max(1, len(self.lines))), self.app.ui,
            container=self.root,
        )  # fmt: skip
        self.back = self.button((width - SIDE - 150, y, 130, 44), _("Back"), "#primary_button")

    def go(self, move: int):
        self.move = max(0, min(len(self.lines), move))
        self.step = self.ends[self.move]
        self._sync_board()
        if self.root is not None and self.scrub.get_current_value() != self.move:
            self.scrub.set_current_value(self.move)

    def _sync_board(self):
        self.board.sync(self.table_props().view)
        self.board.replayed([event for step in self.events[: self.step] for event in step])

    @property
    def busy(self) -> bool:
        return self.playing or self.board.banner.timed

    def update(self, dt):
        self.table_props()
        self.board.update(dt)
        self.board.outbox.clear()  # a replay plays nothing and says nothing a board might ask
        if self.playing:
            self.timer += dt
            if self.timer >= max(0.15, self.app.settings.pace):
                self.timer = 0.0
                if self.move >= len(self.lines):
                    self.playing = False
                    self.play_button.set_text(_play_words(False))
                else:
                    self.go(self.move + 1)

    def handle(self, event):
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.scrub:
            self.go(int(event.value))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.root is not None:
            step = self.track_step(event.pos)
            if step is not None:
                self.go(step)
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.go(0 if event.key == pygame.K_HOME else len(self.lines))
            return
        super().handle(event)

    def track_step(self, pos) -> int | None:
        """The step under a click on the scrub bar's track (the widget itself moves only by its handle and
        arrows): a person clicks where in the game they want to be."""
        scrub = self.scrub
        if not scrub.rect.collidepoint(pos):
            return None
        parts = (scrub.sliding_button, scrub.left_button, scrub.right_button)
        if any(part is not None and part.rect.collidepoint(pos) for part in parts):
            return None
        left = scrub.left_button.rect.right if scrub.left_button is not None else scrub.rect.left
        right = scrub.right_button.rect.left if scrub.right_button is not None else scrub.rect.right
        share = (pos[0] - left) / max(1, right - left)
        return round(max(0.0, min(1.0, share)) * len(self.lines))

    def on_button(self, button):
        if button is self.back:
            self.app.pop()
        elif button is self.play_button:
            self.toggle()

    def toggle(self):
        self.playing = not self.playing
        if self.playing and self.move >= len(self.lines):
            self.go(0)
        self.play_button.set_text(_play_words(self.playing))

    def on_intent(self, intent, detail):
        if intent == LEFT:
            self.go(self.move - 1)
        elif intent == RIGHT:
            self.go(self.move + 1)
        elif intent == CONFIRM:
            self.toggle()
        elif intent == NEXT:
            self.viewer = (self.viewer + 1) % len(self.names)
            self.board.sync(self.table_props().view)
        elif intent == MENU:
            self.app.pop()

    def draw(self, surface):
        common.background(surface)
        width, height = surface.get_size()
        self.board.draw(surface, self.table_props().view, [], None)
        top = pygame.Rect(0, 0, width, TOP)
        self.top_panel.blit(surface, top, (self.step, self.viewer), self._paint_top)
        self.side_panel.blit(surface, self.side.inflate(4, 4), self.step, self._paint_side)

    def _paint_top(self, surface, rect):
        common.panel(surface, rect.inflate(-8, -8), radius=8)
        title = assets.text(_("Replay · {game}").format(game=marked(self.info.title)), 30, palette.INK, bold=True)
        surface.blit(title, (20, 16))
        room = rect.right - 20 - (40 + title.get_width())  # a long title or name never runs past the panel
        where = assets.text(common.fit(self.keys_line(), assets.font(22), room), 22, palette.DIM)
        surface.blit(where, (40 + title.get_width(), 22))

    def keys_line(self) -> str:
        """Where the replay stands and its keys; Tab (whose secrets are shown) only where seats see differently,
        naming the seat shown (a solitaire's or an open game's Tab changed nothing)."""
        words = _("move {number} of {count} · Left/Right step · Space play").format(
            number=self.move, count=len(self.lines)
        )
        if len(self.names) > 1 and self.info.hidden_information:
            # Translators: Tab shows the game as another seat sees it (its hidden cards); {name} is the seat shown
            words = _("{keys} · Tab seat: {name}").format(keys=words, name=self.names[self.viewer])
        return words

    def _paint_side(self, surface, rect):
        side = rect.inflate(-4, -4)
        common.panel(surface, side)
        surface.blit(assets.text(_("Moves"), 24, palette.ACCENT), (side.x + 12, side.y + 10))
        rows = max(1, (side.height - 50) // 22)
        wrapped = self.rows
        current = max(0, self.move - 1)
        first, used = current, len(wrapped[current]) if wrapped else 0
        while first > 0 and used + len(wrapped[first - 1]) <= rows // 2:  # the current move near the middle
            first -= 1
            used += len(wrapped[first])
        tail = sum(len(rows_of) for rows_of in wrapped[first:])
        while first > 0 and tail + len(wrapped[first - 1]) <= rows:  # near the end: fill the panel with history
            first -= 1
            tail += len(wrapped[first])
        y, bottom = side.y + 42, side.y + 42 + rows * 22
        for index in range(first, len(wrapped)):
            if y + 22 * len(wrapped[index]) > bottom and index > current:
                break
            current_line = index == self.move - 1
            colour = palette.ACCENT if current_line else palette.INK if index < self.move else palette.DIM
            aside = fainter(colour)  # what chance brought with the move: lines of their own, bulleted and fainter
            for line, kind in wrapped[index]:
                if kind == ASIDE:
                    surface.blit(assets.text("•", 18, aside), (side.x + 20, y))
                words = assets.text(line, 18, aside if kind in (ASIDE, ASIDE_MORE) else colour)
                surface.blit(words, (side.x + 12 + (22 if kind != HEAD else 0), y))
                y += 22

    def log_rows(self, width: int) -> list[tuple[tuple[str, int], ...]]:
        """Each move's line wrapped to the panel (a long line is never cut off, its rows indented: HEAD, then MORE),
        then each line chance added under it (ASIDE, then ASIDE_MORE), so the panel tells a new line from a wrapped
        one."""
        moves = []
        for index, line in enumerate(self.lines):
            said, *unasked = line.split("\n")  # a board's `logged`: what the move did by itself, a line each
            head, *rest = common.wrap(f"{index + 1}. {said}", 18, width)
            more = common.wrap(" ".join(rest), 18, width - 22) if rest else ()
            rows = [(head, HEAD)] + [(row, MORE) for row in more]
            for words in unasked:
                aside = common.wrap(words, 18, width - 22)
                rows += [(row, ASIDE if n == 0 else ASIDE_MORE) for n, row in enumerate(aside)]
            moves.append(tuple(rows))
        return moves


def _worded(reason, names) -> str | None:
    return None if reason is None else word(reason, names)
