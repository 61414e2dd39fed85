"""The play screen: the view of a `Table` (game/play/table.py), which decides the turn flow.

The table says what the screen should do now (curtain, results, a bot's move to
animate...); this screen draws `table.view`, turns input into actions and shows
the buttons for the decision at hand. A game's board (scenes/boards) draws the
view and maps clicks to actions; legality and reasons come from the rules.
"""

from __future__ import annotations

import pygame

from game.engine import Match
from game.engine.lesson import ROLL as OWN_DIE
from game.play.session import Session
from game.play.table import CURTAIN, MOVED, RESULTS
from game.rules import CHANCE
from game.words import _, word
from scenes.base import Scene
from scenes.boards import has_board
from scenes.frame import Frame
from scenes.lesson_panel import LessonPanel, LessonPlay, lesson_session, start
from scenes.phones_panel import PhonesPanel
from scenes.play_board import PlayBoard, make_board
from scenes.play_input import PlayInput


def new_match(game_id, seats, seed=None, options=None) -> Match:
    """A new game's match, autosaved (tests build their tables on it)."""
    return Session.start(game_id, seats, seed, options).match


def open_record(record) -> Match:
    """A saved game's match, autosaved; refused (RecordError "unplayable") when this window has no table for it."""
    return Session.resume(record, has_board).match


def play_screen(match=None, record=None, saved=None, game=None, seats=None, seed=None, options=None, lesson=None,
                step=0, phones=None) -> PlayScene:  # fmt: skip
    """The router's "play": a match given (a demo: not autosaved), a game to resume (Continue, Load), a new one
    (`phones`: a PhonePlan of the seats played on phones), or a lesson (its id, resumed at `step`; or the running
    lesson, after Back)."""
    if lesson is not None:
        return lesson_screen(lesson, step)
    if match is not None:
        return PlayScene(match)
    if record is not None or saved is not None:
        return PlayScene(Session.resume(saved or record, has_board))
    return PlayScene(Session.start(game, seats, seed, options, phones))


def lesson_screen(lesson, step: int = 0) -> PlayScene:
    run = start(lesson, step) if isinstance(lesson, str) else lesson
    scene = PlayScene(lesson_session(run))
    scene.lesson = LessonPanel(run, run.lesson.id)
    return scene


class PlayScene(LessonPlay, PlayInput, PlayBoard, Scene):
    name = "play"

    def __init__(self, game: Session | Match):
        """`game`: the router's session, or a bare match (a test, a demo, the bench) in a session of its own."""
        super().__init__()
        self.session = game if isinstance(game, Session) else Session(game)
        self.match = match = self.session.match
        self.info = match.info
        self.table = self.session.table
        self.board = make_board(self.info.id, self)
        self.frame = Frame(match, self.board)
        props = self.table_props()
        self.board.resumed(match.record)  # what a table shows that the view does not hold (the race's last die)
        self.log_lines = self.board.move_log(match)
        self.log_shown = len(self.log_lines)  # the newest entry may wait for the board (a die still in the air)
        self.hint_toasts = []  # the hint and its "thinking" toast: taken away once their decision is made
        self.buttons: dict = {}
        self.action_buttons: dict = {}  # button -> the action it performs, for the decision `buttons_moment`
        self.buttons_moment = None
        self.shown_key = None  # None: rebuild the action buttons (a board sets it when its own choice changes)
        self.board_seat = self.table.seen_by
        self.board.sync(props.view)
        self.phones = PhonesPanel(self) if self.session.phones is not None else None

    # --- what the table says -------------------------------------------------------------------
    state = property(lambda self: self.match.state)
    names = property(lambda self: self.match.names)
    humans = property(lambda self: self.table.humans)
    viewer = property(lambda self: self.table.viewer)
    masked = property(lambda self: self.table.masked)
    revealed = property(lambda self: self.table.revealed)
    hint_action = property(lambda self: self.table.hint_action)
    view = property(lambda self: self.table.view, doc="What the screen may show: never more than the table allows.")
    wait = property(lambda self: self.table.wait, lambda self, seconds: self.table.pause(seconds))

    def human_turn(self) -> bool:
        return self.table.human_turn()

    def roller_waiting(self) -> int | None:
        return self.table.roller_waiting()

    # --- widgets -----------------------------------------------------------------------------------
    def enter(self, app):
        super().enter(app)
        news = self.session.kept_news()  # never silently: the game Continue would have resumed is in Load
        if news is not None:
            app.toast(news, "good", 8)
        if self.phones is not None:
            self.phones.start()  # the pages' server, from now until this screen is left

    def leave(self):
        super().leave()
        self.session.close_phones()

    def build(self):
        self.table.pace = self.app.settings.pace
        self.relaid()
        self.buttons = self.frame.hud_buttons(self)
        if self.phones is not None:
            self.phones.build()
        self.shown_key = None
        self._refresh_actions()
        self.lesson_build()
        if self.asking_undo():  # the question follows the window (a resize, F11) as the scene's widgets do
            self.confirming.set_position(self._undo_question_rect().topleft)

    def relaid(self):
        self.frame.layout(self.app.size)
        self.board_rect = self.frame.board_rect
        self.board.layout(self.board_rect)
        self.frame.set_log(self.log_lines[: self.log_shown])

    def teardown(self):
        super().teardown()
        self.action_buttons = {}
        self.buttons = {}

    def try_action(self, action):
        if not self.human_turn():
            self.refuse(self.waiting_for())
            return
        if self.lesson_refused(action):
            return
        reason = self.reason_words(action)
        if reason is not None:
            self.refuse(reason)
            return
        self.after(self.table.play(action))

    def roll(self):
        if self.lesson_refused(OWN_DIE):
            return
        if self.match.actor == CHANCE:
            self.after(self.table.roll())

    # --- undo, redo, hint ------------------------------------------------------------------------------
    def undo(self):
        if not self.humans:
            return
        seat = self.session.undoer()
        reason = self.session.undo_reason()
        if reason is not None:
            self.refuse(word(reason, self.names))
            return
        if len(self.humans) > 1 and self.app.settings.confirm_undo and not self.app.headless:
            from pygame_gui.windows import UIConfirmationDialog

            self.confirming = UIConfirmationDialog(
                self._undo_question_rect(),
                _("Take back {name}'s last move?").format(name=self.names[seat]),
                self.app.ui,
                window_title=_("Undo"),
                action_short_name=_("Undo"),
            )
            self.confirming.cancel_button.set_text(_("Cancel"))  # pygame_gui's own word is English
            return
        self.do_undo()

    def _undo_question_rect(self) -> pygame.Rect:
        """Where "Take back ...?" stands: mid-window (a window of its own, outside the scene's widgets)."""
        width, height = self.app.size
        return pygame.Rect(width // 2 - 200, height // 2 - 110, 400, 220)

    def do_undo(self):
        if self.session.undo():
            self.resync(_("Move taken back."))

    def redo(self):
        if self.session.redo():
            self.resync(_("Move played again."))
        else:
            self.refuse(_("There is nothing to play again."))

    def resync(self, message):
        self.log_lines = self.board.move_log(self.match)
        self.log_shown = len(self.log_lines)
        self.frame.set_log(self.log_lines)
        self._sync_board(force=True)
        self._refresh_actions()
        self.app.toast(message)

    def hint(self):
        if not self.human_turn():
            roller = self.state.chance_roller() if self.match.actor == CHANCE else None
            if roller is not None and roller == self.table.viewer and not self.match.seat_is_bot(roller):
                # your own die or draw is your turn too: it was once refused as somebody else's
                words = self.board.roll_words(self.table_props().view)[1]
                self.refuse(_("{roll} first (Space): a hint is for a decision.").format(roll=words))
            else:
                self.refuse(_("A hint is for your own turn."))
            return
        props = self.table_props()
        own = self.board.hint_action(props.view, props.legal)
        if own is not None:
            self.try_action(own)
            return
        self.table.start_hint()
        self.hint_toasts.append(self.app.toast(_("Thinking of a hint…"), seconds=1.0))

    # --- screens on top -----------------------------------------------------------------------------------
    def open_rules(self):
        self.app.open("rules", game=self.info, section=self.rules_section())

    def open_menu(self):
        self.app.open("pause", play=self)

    def closing(self):
        """The window is closing: the session keeps the game once more."""
        self.session.close()

    def show_hand(self):
        """At a public decision, the person asks to see their own hand: behind the curtain first."""
        self.follow(self.table.show_hand())

    def reveal(self):
        self.table.reveal()
        self._sync_board()
        self._refresh_actions()

    # --- the clock ------------------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Frames are needed: the table moves on, the board animates, or news on it goes by itself (an idle window
        kept an old banner up until the pointer moved)."""
        phones = self.phones is not None and self.phones.busy
        return self.table.busy or self.board.animating or self.board.banner.timed or self.lesson_busy or phones

    def toast_area(self):
        area = self.phones.toast_area() if self.phones is not None else None
        return area or super().toast_area()

    def handle(self, event):
        if self.phones is not None and self.phones.handle(event):
            return
        super().handle(event)

    def draw(self, surface):
        super().draw(surface)
        if self.phones is not None:
            self.phones.draw(surface)

    def update(self, dt):
        if self.lesson_update(dt):
            return  # the lesson is over: the real game took the screen
        self.table_props()
        self.board.update(dt)
        self.drain()  # what the board said by itself (a toast, a slide it held back) is done now
        if self.log_shown < len(self.log_lines):
            self._show_log()
        self.table.pace = self.app.settings.pace
        found = self.table.think_hint()
        if found is not None:
            self.app.drop_toasts(self.hint_toasts)
            words = self.board.hint_words(found, self.move_words(found))
            self.hint_toasts = [self.app.toast(words, "good", 5)] if words else []
        elif self.hint_toasts and self.table.hint_action is None and self.table.hint_thinker is None:
            self.app.drop_toasts(self.hint_toasts)  # its decision was made (or taken back): the hint is stale
            self.hint_toasts = []
        if self.asking_undo():
            return  # the table waits for the answer: a bot's move now would change the move "Take back" names
        moment = self.table.moment
        for moved in self.phones.update(dt) if self.phones is not None else ():
            self.after(moved)  # a page's move, shown as a click's is
        self.follow(self.table.step(dt))
        if self.phones is not None:
            self.phones.news()
        self._refresh_actions()
        if self.table.moment != moment:
            self.app.dirty = True  # drawn this frame even when nothing moves after it

    def advance(self):
        """Let the table move on once, as a frame would (the screenshot of the results uses it)."""
        self.follow(self.table.step(0.0))

    def follow(self, cue):
        """Do what the table says; whenever the seat whose view is shown changes, the board jumps to that view."""
        if cue.kind == MOVED:
            self.after(cue.moved)
            return
        self._sync_board(force=cue.kind == RESULTS)
        if cue.kind == CURTAIN:
            self.app.open("curtain", play=self, seat=cue.seat)
        elif cue.kind == RESULTS:
            self.app.play("win")
            self.app.open("results", play=self)
