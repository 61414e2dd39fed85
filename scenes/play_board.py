"""The play screen's side of the board contract (docs/boards.md): the props it gives, the intents it acts on.

A mixin of PlayScene (scenes/play.py): it needs `table`, `match`, `board`, `frame` and the PlayScene's actions
(try_action, roll, refuse). The board never sees the screen: it gets `TableProps`, returns intents from clicks and
keys, and queues what it says by itself in its outbox, drained here every frame.
"""

from __future__ import annotations

from game.words import _, word
from scenes import common
from scenes.boards import board_class
from scenes.boards.props import ACTION, BUTTONS, DROP, EXPLAIN, REASON, ROLL, TOAST, TableProps
from scenes.frame import marked

ROLL_BUTTON = "roll"  # the action of the frame's "Roll the die" button (never a game action)
SHOW_HAND = "show my hand"  # a frame button, never a game action (buttons compare by identity)


def make_board(game_id: str, screen):
    """The game's board, given nothing of the screen."""
    return board_class(game_id)()


def settings_of(app) -> tuple[float, bool]:
    """(pace, safe palette) from the player's settings; before the screen is shown, the defaults."""
    return (app.settings.pace, app.settings.safe_palette) if app is not None else (0.7, True)


class PlayBoard:
    _props: TableProps | None = None
    _props_key = None
    said: dict | None = None  # a board's toast tag -> the toasts said with it (for DROP)

    # --- what the board receives ------------------------------------------------------------------------
    def table_props(self) -> TableProps:
        """The props for what the screen shows now, built again (and handed to the board) when it changed."""
        table, match, frame = self.table, self.match, self.frame
        pace, safe = settings_of(self.app)
        acting, rolling, held = table.human_turn(), table.roller_waiting(), table.held()
        log = frame.log_view
        key = (table.moment, len(match.record.actions), table.seen_by, table.viewer, table.masked, acting, rolling,
               held, table.hint_action, pace, safe, frame.log_version, log and (log.scroll, tuple(log.rect)),
               frame.bottom_rect, table.phones)  # fmt: skip
        if key != self._props_key or self._props is None:
            self._props_key = key
            view = table.view
            actions = match.record.actions
            self._props = TableProps(
                view=view,
                asking=match.state.asking(view.get("phase")),
                legal=table.allowed(match.state.legal_actions()) if acting else [],  # a lesson offers only its step
                acting=acting,
                actor=match.actor,
                rolling=rolling,
                names=tuple(match.names),
                viewer=table.viewer,
                masked=table.masked,
                shared=table.shared_screen,
                held=held,
                phones=tuple(sorted(table.phones)),
                hint=table.hint_action,
                moves=len(actions),
                last_action=actions[-1].action if actions else None,
                seed=match.seed,
                options=dict(match.options),
                pace=pace,
                safe=safe,
                log_room=frame.log_room() if log is not None else None,
                bottom=frame.bottom_rect,
                explain=self.reason_words,
                describe=self.move_words,
                label=self.choice_words,
                toasts=self.toast_rects,
            )
            self.board.receive(self._props)
        return self._props

    # the rules' messages in the player's language, with the players' names: what a board draws
    def move_words(self, action) -> str:
        return word(self.match.describe(action), self.match.names)

    def choice_words(self, action) -> str:
        return word(self.match.state.label(action), self.match.names)

    def reason_words(self, action) -> str | None:
        reason = self.match.state.explain(action)
        return None if reason is None else word(reason, self.match.names)

    def toast_rects(self, size) -> list:
        """The boxes the toasts on show stand in, for a board that keeps its words clear of them."""
        return [box for _, box, _ in self.app.toast_boxes(size)] if self.app is not None else []

    # --- what it gives back --------------------------------------------------------------------------------
    def act(self, intent) -> None:
        """Do what a board asks: the only place its intents become moves, refusals or toasts."""
        kind, detail = intent
        if kind == ACTION:
            self.try_action(detail)
        elif kind == ROLL:
            if self.roller_waiting() is not None:
                self.roll()
        elif kind == REASON:
            self.refuse(detail)
        elif kind == EXPLAIN:
            reason = self.reason_words(detail)
            if reason is not None:
                self.refuse(reason)
        elif kind == TOAST:
            toast = self.app.toast(detail.text, detail.kind, detail.seconds)
            if detail.tag:
                self.said = self.said or {}
                self.said.setdefault(detail.tag, []).append(toast)
        elif kind == DROP:
            if self.said and detail in self.said:
                self.app.drop_toasts(self.said.pop(detail))
        elif kind == BUTTONS:
            self.shown_key = None

    def drain(self) -> None:
        """Act on what the board queued by itself, oldest first."""
        outbox = self.board.outbox
        while outbox:
            self.act(outbox.pop(0))

    # --- the buttons for the decision at hand ------------------------------------------------------------
    def _refresh_actions(self):
        """Buttons for the decision at hand, rebuilt the moment it changes (each knows the decision it was made for)."""
        if self.root is None:
            return
        table = self.table
        key = (table.moment, table.roller_waiting())
        if key == self.shown_key:
            return
        props = self.table_props()
        self.shown_key = key
        for button in self.action_buttons:
            button.kill()
        self.action_buttons = {}
        self.buttons_moment = table.moment
        choices = []
        if props.acting:
            choices = self.offered(self.board.buttons(props.view, props.legal), props.legal)
        elif props.rolling is not None:
            choices = [(_("{roll}  [Space]").format(roll=self.board.roll_words(props.view)[1]), ROLL_BUTTON, " ")]
        if props.masked and props.acting and self.board.SHOW_HAND:
            choices = [*choices, (marked(self.board.SHOW_HAND), SHOW_HAND, "")]
        self.action_buttons = self.frame.action_buttons(self, choices)

    def offered(self, choices: list, legal: list) -> list:
        """The board's buttons the screen shows (a lesson keeps only the moves its step allows)."""
        return choices

    # --- following the game ------------------------------------------------------------------------------
    def after(self, moved):
        """Show a move: the log, the board's animation and sounds, then the table waits at the player's pace."""
        self.log_lines.append(self.board.logged(word(moved.description, self.match.names), moved.events))
        self.board_seat = self.table.seen_by
        self.board.animate(moved.events, self.table_props().view)
        self.drain()
        self._show_log()
        for sound in self.board.sounds(moved.events):
            self.app.play(sound)
        pace = self.app.settings.pace
        own = self.board.pause_after(moved.events, pace)
        self.table.pause(own if own is not None else max(pace, self.board.animation_time(moved.events) * pace / 0.7))
        if self.match.autosave_error:
            self.app.toast(word(self.match.autosave_error), "error", 6)
        self._refresh_actions()

    def _show_log(self):
        """The move log up to what the board lets show: an entry held back (its die in the air) shows when it may."""
        shown = len(self.log_lines) - (1 if self.board.log_held() else 0)
        if shown == self.log_shown:
            return
        if shown == self.log_shown + 1:
            self.frame.set_log(self.log_lines[:shown], added=self.log_lines[shown - 1])
        else:
            self.frame.set_log(self.log_lines[:shown])
        self.log_shown = shown

    def _sync_board(self, force: bool = False):
        if force or self.table.seen_by != self.board_seat:
            self.board_seat = self.table.seen_by
            self.board.sync(self.table_props().view)

    # --- drawing ---------------------------------------------------------------------------------------------
    def toast_bottom(self) -> int | None:
        return self.board.toast_bottom() if self.board.rect is not None else None

    def toast_area(self):
        return self.board.toast_area() if self.board.rect is not None else None

    def draw(self, surface):
        common.background(surface)
        props = self.table_props()
        self.board.draw(surface, props.view, props.legal, props.hint)
        buttons_w = sum(b.rect.width + 10 for b in self.action_buttons)
        owner = self.table.seen_by if self.table.shared_screen else None  # whose secrets the table shows
        prompt = self.prompt_words(props)
        self.frame.draw(surface, props, prompt, buttons_w, owner)

    # --- the bottom bar's sentence -----------------------------------------------------------------------------
    _narrowed: tuple = (None, [])  # (the props they were worded for, the words)

    def prompt_words(self, props) -> str:
        """The bottom bar's sentence. Where a lesson's step leaves the learner fewer moves than the rules do, it is
        worded from the moves left: a board words its sentence from the game ("advance ... or leave" stood under the
        step that teaches Leave, "keys 1 to 9" under one that takes pile 2)."""
        choices = self.narrowed(props)
        if not choices:
            return self.frame.prompt(props)
        # Translators: the bottom bar at a lesson's step that leaves fewer moves than the rules: the moves it leaves,
        # each a button's label or a move's words ("Leave [L]"), between them " · "
        return _("In this lesson, now: {choices}").format(choices=" · ".join(choices))

    def narrowed(self, props) -> list[str]:
        """The words for each move a lesson's step leaves, when it refuses some the rules allow (else []): the
        button's label (with its key) where the board offers one, else the rules' label for the move."""
        if self._narrowed[0] is props:
            return self._narrowed[1]
        words = []
        if props.acting and not props.held and self.table.guide is not None:
            legal = self.match.state.legal_actions()
            if any(action not in props.legal for action in legal):
                buttons = self.board.buttons(props.view, props.legal)
                for action in props.legal:
                    label = next((label for label, made, _key in buttons if made == action), None)
                    words.append(" ".join((label or self.choice_words(action)).split()))
        self._narrowed = (props, words)
        return words
