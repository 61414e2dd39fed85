"""The frame every game is played in: whose turn, the log, undo/redo, hint, rules, menu, bots and the curtain.

A game's board view (scenes/boards) only draws `view(viewer)` and maps clicks
to actions; legality, reasons and scores always come from the rules module.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.ai import make_bot
from game.ai.bots import MCTSBot
from game.engine import Match
from game.rules import CHANCE, TERMINAL
from game.saves import library
from scenes import assets, common, palette
from scenes.base import CLICK, CONFIRM, HINT, MENU, REDO, ROTATE, RULES, UNDO, Scene
from scenes.boards import board_class, has_board
from scenes.textview import TextView, layout_words

LOG_SIZE = 19
LOG_KEEP = 300  # entries laid out after a reload; older ones stay in the record
SHOW_HAND = "show my hand"  # a frame button, never a game action (buttons compare by identity below)
THINK_SLICE = 0.008  # seconds of bot search per frame: keeps 60 fps while a bot thinks
TOP, SIDE, BOTTOM = 60, 330, 78


def new_match(game_id, seats, seed=None, options=None) -> Match:
    match = Match(game_id, seats, seed, options)
    library.begin_autosave(match)  # an unfinished game Continue would resume is kept in Load
    return match


def open_record(app, record, autosave: bool = True) -> bool:
    """Continue a saved game (or show its results when it is over); False when it was refused."""
    problem = library.refusal(record, has_board)  # checked before anything is written
    if problem:
        app.play("error")
        app.toast(problem, "error", 8)
        return False
    match = Match.from_record(record)
    scene = PlayScene(match)
    if autosave:
        library.begin_autosave(match)
    app.push(scene)
    return True


class PlayScene(Scene):
    name = "play"

    def __init__(self, match: Match):
        super().__init__()
        self.match = match
        self.info = match.info
        self.board = board_class(self.info.id)(self)
        self.bots = {
            seat: make_bot(info.level or "normal", seed=match.seed * 7 + seat)
            for seat, info in enumerate(match.seats)
            if info.is_bot
        }
        humans = self.humans
        self.viewer = humans[0] if humans else 0
        self.revealed = True  # the viewer has confirmed the curtain for what is on screen
        self.masked = False  # the screen shows only the public table (a decision that needs no secrets)
        self.thinker = None
        self.hint_thinker = None
        self.hint_action = None
        self.wait = 0.0
        self.finished_shown = False
        self.log_lines = match.log()
        self.buttons: dict = {}
        self.action_buttons: dict = {}
        self.shown_key = None
        self.board.sync(self.view)

    # --- who looks -------------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [seat for seat, info in enumerate(self.match.seats) if not info.is_bot]

    @property
    def state(self):
        return self.match.state

    @property
    def view(self) -> dict:
        """What the screen may show: the viewer's view, never more (the public table when masked)."""
        return self.match.state.view(None if self.masked else self.viewer)

    def public_decision(self) -> bool:
        """The game says the actor needs none of their secrets now (`state.public_decision()`, optional)."""
        ask = getattr(self.state, "public_decision", None)
        return bool(ask()) if callable(ask) else False

    @property
    def shared_screen(self) -> bool:
        return self.info.hidden_information and len(self.humans) > 1

    @property
    def names(self) -> list[str]:
        return self.match.names

    def human_turn(self) -> bool:
        actor = self.match.actor
        return actor >= 0 and not self.match.seat_is_bot(actor) and actor == self.viewer and self.revealed

    def roller_waiting(self) -> int | None:
        """A person's own die to roll: the window waits for them to roll it."""
        if self.match.actor != CHANCE or self.wait > 0:
            return None
        roller = self.state.chance_roller()
        if roller is None or self.match.seat_is_bot(roller) or self.app.settings.pace == 0:
            return None
        return roller if roller == self.viewer and self.revealed else None

    # --- widgets ---------------------------------------------------------------------------
    def layout(self):
        width, height = self.app.size
        self.top_rect = pygame.Rect(0, 0, width, TOP)
        self.side_rect = pygame.Rect(width - SIDE, TOP, SIDE, height - TOP)
        self.bottom_rect = pygame.Rect(0, height - BOTTOM, width - SIDE, BOTTOM)
        self.board_rect = pygame.Rect(12, TOP + 10, width - SIDE - 24, height - TOP - BOTTOM - 20)
        rows = len(self.match.seats)
        self.players_rect = pygame.Rect(self.side_rect.x + 10, TOP + 10, SIDE - 20, 44 + 40 * rows)
        self.board.layout(self.board_rect)

    def build(self):
        self.layout()
        width, _ = self.app.size
        x = width - 10
        self.buttons = {}
        for key, text, tip in reversed(
            [
                ("undo", "Undo", "Take back your last move (Ctrl+Z)"),
                ("redo", "Redo", "Play the move again (Ctrl+Y)"),
                ("hint", "Hint", "Suggest a move (H)"),
                ("rules", "Rules", "The rules of this game (F1)"),
                ("menu", "Menu", "Save, settings, quit to the menu (Esc)"),
            ]
        ):
            w = 84
            x -= w
            self.buttons[self.button((x, 10, w, 40), text, tip=tip)] = key
            x -= 6
        log_top = self.players_rect.bottom + 34
        self.log_view = TextView(
            pygame.Rect(self.side_rect.x + 16, log_top + 6, SIDE - 42, self.side_rect.bottom - log_top - 22),
            line_gap=2,
        )
        self._refresh_log()
        self.shown_key = None
        self._refresh_actions()

    def teardown(self):
        super().teardown()
        self.action_buttons = {}
        self.buttons = {}

    def _log_entry(self, number: int, text: str) -> list:
        words = [(f"{number}.", False)] + [(word, False) for word in text.split()]
        hang = assets.font(LOG_SIZE).size(f"{number}. ")[0]
        return layout_words(words, self.log_view.rect.width, LOG_SIZE, palette.INK, 0, hang)

    def _refresh_log(self, added: str | None = None):
        """Lay out the log (only the new entry when one was added) and keep the newest in view."""
        if self.root is None:
            return
        if added is not None and self.log_view.lines:
            lines = self.log_view.lines + self._log_entry(len(self.log_lines), added)
        else:
            first = max(0, len(self.log_lines) - LOG_KEEP)
            lines = [
                line for i in range(first, len(self.log_lines)) for line in self._log_entry(i + 1, self.log_lines[i])
            ]
            if not lines:
                lines = layout_words([("No", False), ("moves", False), ("yet.", False)], 400, LOG_SIZE, palette.DIM)
        self.log_view.set_lines(lines)
        self.log_view.scroll = self.log_view.max_scroll

    def _refresh_actions(self):
        """Buttons for the decisions the board has no spot for, rebuilt when the decision changes."""
        if self.root is None:
            return
        key = (len(self.match.record.actions), self.viewer, self.revealed, self.wait > 0, self.roller_waiting())
        if key == self.shown_key:
            return
        self.shown_key = key
        for button in self.action_buttons:
            button.kill()
        self.action_buttons = {}
        choices = []
        if self.human_turn():
            choices = self.board.buttons(self.view, self.state.legal_actions())
        elif self.roller_waiting() is not None:
            choices = [("Roll the die  [Space]", "roll", " ")]
        if self.masked and self.human_turn():
            choices = [*choices, ("Show my hand", SHOW_HAND, "")]
        x = self.bottom_rect.right - 12
        for label, action, _key in reversed(choices):
            w = max(140, assets.font(20).size(label)[0] + 40)
            x -= w
            rect = (x, self.bottom_rect.y + 14, w, 48)
            self.action_buttons[self.button(rect, label, "#primary_button")] = action
            x -= 10

    # --- input --------------------------------------------------------------------------------
    def on_button(self, button):
        if button in self.action_buttons:
            action = self.action_buttons[button]
            if action is SHOW_HAND:
                self.show_hand()
            elif action == "roll":
                self.roll()
            else:
                self.try_action(action)
            return
        key = self.buttons.get(button)
        if key == "undo":
            self.undo()
        elif key == "redo":
            self.redo()
        elif key == "hint":
            self.hint()
        elif key == "rules":
            self.open_rules()
        elif key == "menu":
            self.open_menu()

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.board.hover(event.pos)
        if self.root is not None and self.log_view.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3):
            # the wheel and a right click over the board turn what is being placed, like R
            pos = pygame.mouse.get_pos() if event.type == pygame.MOUSEWHEEL else event.pos
            if self.board_rect.collidepoint(pos):
                self.keyed(ROTATE, -1 if event.type == pygame.MOUSEWHEEL and event.y < 0 else 1)
                return
        if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and getattr(self, "confirming", None):
            if event.ui_element is self.confirming:
                self.confirming = None
                self.do_undo()
            return
        super().handle(event)

    def on_intent(self, intent, detail):
        if intent == MENU:
            self.open_menu()
        elif intent == UNDO:
            self.undo()
        elif intent == REDO:
            self.redo()
        elif intent == HINT:
            self.hint()
        elif intent == RULES:
            self.open_rules()
        elif intent == CLICK:
            self.click(detail)
        elif intent == CONFIRM and self.roller_waiting() is not None:
            self.roll()
        else:
            self.keyed(intent, detail)

    def keyed(self, intent, detail):
        if not self.human_turn():
            return
        for _label, action, key in self.board.buttons(self.view, self.state.legal_actions()):
            if key and (detail == key or intent == key or (key == " " and intent == CONFIRM)):
                self.try_action(action)
                return
        picked = self.board.key_action(intent, detail, self.view, self.state.legal_actions())
        if picked is not None:
            self.try_action(picked)

    def click(self, pos):
        if not self.board_rect.collidepoint(pos):
            return
        hit = self.board.hit(pos, self.view)
        if hit is None:
            return
        kind, what = hit
        if kind == "roll":
            if self.roller_waiting() is not None:
                self.roll()
            return
        if kind == "reason":
            self.refuse(what)
            return
        if not self.human_turn():
            self.refuse(self.waiting_for())
            return
        self.try_action(what)

    def waiting_for(self) -> str:
        actor = self.match.actor
        if actor == TERMINAL:
            return "The game is over."
        if actor == CHANCE:
            return "Wait for the dice."
        name = self.names[actor]
        return f"It is {name}'s turn{' (a bot is thinking)' if self.match.seat_is_bot(actor) else ''}."

    def refuse(self, reason: str):
        self.app.play("error")
        self.app.toast(f"Not now: {reason}", "error")

    def try_action(self, action):
        if not self.human_turn():
            self.refuse(self.waiting_for())
            return
        reason = self.state.explain(action)
        if reason is not None:
            self.refuse(reason)
            return
        self.perform(action)

    def perform(self, action):
        description = self.match.describe(action)
        events = self.match.apply(action)
        self.after(description, events)

    def roll(self):
        if self.match.actor != CHANCE:
            return
        action = self.match.chance.draw(len(self.match.record.actions), self.state.chance_outcomes())
        self.perform(action)

    def after(self, description, events):
        self.hint_action, self.hint_thinker = None, None
        self.mask_for_bots()
        self.log_lines.append(description)
        self._refresh_log(added=description)
        self.board.animate(events, self.view)
        for sound in self.board.sounds(events):
            self.app.play(sound)
        own = self.board.pause_after(events, self.app.settings.pace)
        if own is not None:
            self.wait = own
        else:
            self.wait = max(self.app.settings.pace, self.board.animation_time(events) * self.app.settings.pace / 0.7)
        if self.match.autosave_error:
            self.app.toast(self.match.autosave_error, "error", 6)
        self.shown_key = None

    # --- undo, redo, hint ----------------------------------------------------------------------
    def undo(self):
        if not self.humans:
            return
        seat = self.viewer
        reason = self.match.undo_reason(seat)
        if reason is not None:
            self.refuse(reason)
            return
        if len(self.humans) > 1 and self.app.settings.confirm_undo and not self.app.headless:
            from pygame_gui.windows import UIConfirmationDialog

            width, height = self.app.size
            self.confirming = UIConfirmationDialog(
                pygame.Rect(width // 2 - 200, height // 2 - 110, 400, 220),
                f"Take back {self.names[seat]}'s last move?",
                self.app.ui,
                window_title="Undo",
                action_short_name="Undo",
            )
            return
        self.do_undo()

    def do_undo(self):
        self.thinker = None
        if self.match.undo(self.viewer):
            self.resync("Move taken back.")

    def redo(self):
        self.thinker = None
        if self.match.redo():
            self.resync("Move played again.")
        else:
            self.refuse("There is nothing to play again.")

    def resync(self, message):
        self.log_lines = self.match.log()
        self._refresh_log()
        self.board.sync(self.view)
        self.wait = 0.0
        self.hint_action = None
        self.finished_shown = self.match.is_over and self.finished_shown
        self.shown_key = None
        self.app.toast(message)

    def hint(self):
        if not self.human_turn():
            self.refuse("A hint is for your own turn.")
            return
        own = self.board.hint_action(self.view, self.state.legal_actions())
        if own is not None:
            self.try_action(own)
            return
        bot = MCTSBot(seed=len(self.match.record.actions), iterations=1500, seconds=0.6)
        self.hint_thinker = bot.start(self.match.state.view(self.viewer), self.viewer, self.info)
        self.app.toast("Thinking of a hint…", seconds=1.0)

    # --- scenes on top -------------------------------------------------------------------------
    def open_rules(self):
        from scenes.rules_view import RulesScene

        self.app.push(RulesScene(self.info))

    def open_menu(self):
        from scenes.pause import PauseScene

        self.app.push(PauseScene(self))

    def closing(self):
        """The window is closing: the autosave already holds every move; write it once more to be sure."""
        if self.match.autosave_to is not None:
            self.match._autosave()

    # --- the clock ---------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return (
            self.wait > 0
            or self.thinker is not None
            or self.hint_thinker is not None
            or self.board.animating
            or (self.match.actor >= 0 and self.match.seat_is_bot(self.match.actor))
            or (self.match.actor == CHANCE and self.roller_waiting() is None)
            or (self.match.is_over and not self.finished_shown)
        )

    def mask_for_bots(self):
        """At a shared screen nobody's hand shows while a bot plays."""
        actor = self.match.actor
        if self.shared_screen and not self.masked and actor >= 0 and self.match.seat_is_bot(actor):
            self.masked = True

    def update(self, dt):
        self.board.update(dt)
        self.mask_for_bots()
        if self.hint_thinker is not None and self.hint_thinker.think(THINK_SLICE):
            self.hint_action = self.hint_thinker.action
            self.hint_thinker = None
            self.app.toast(f"Hint: {self.match.describe(self.hint_action)}", "good", 5)
        if self.wait > 0:
            self.wait = max(0.0, self.wait - dt)
            if self.wait > 0:
                return
            self.shown_key = None
        self.advance()
        self.mask_for_bots()
        self._refresh_actions()

    def advance(self):
        """Move the game on by itself where no person needs to decide."""
        match = self.match
        actor = match.actor
        if actor == TERMINAL:
            if not self.finished_shown:
                self.finished_shown = True
                self.board.sync(self.view)
                from scenes.results import ResultsScene

                self.app.play("win")
                self.app.push(ResultsScene(self))
            return
        if actor == CHANCE:
            roller = self.state.chance_roller()
            if roller is not None and not match.seat_is_bot(roller) and self.app.settings.pace > 0:
                self.look(roller)
                return
            self.roll()
            return
        if match.seat_is_bot(actor):
            if self.thinker is None:
                self.thinker = self.bots[actor].start(self.match.state.view(actor), actor, self.info)
            if self.thinker.think(THINK_SLICE):
                action = self.thinker.action
                self.thinker = None
                self.perform(action)
            return
        self.look(actor)

    def look(self, seat: int):
        """The person at `seat` is to look at the screen: behind a curtain when they have secrets.

        A decision the game calls public (`public_decision`) is asked at a shared screen
        without a curtain, showing only the public table; the person may ask to see their
        hand, behind the curtain.
        """
        public = self.shared_screen and self.public_decision()
        if seat == self.viewer and self.revealed and (public or not self.masked):
            return
        if self.shared_screen:
            if public:
                self.viewer, self.revealed, self.masked = seat, True, True
                self.board.sync(self.view)
                return
            from scenes.curtain import CurtainScene

            self.viewer, self.revealed, self.masked = seat, False, False
            self.board.sync(self.view)
            self.app.push(CurtainScene(self, seat))
            return
        self.viewer, self.revealed, self.masked = seat, True, False
        self.board.sync(self.view)

    def show_hand(self):
        """At a public decision, the person asks to see their own hand: behind the curtain first."""
        from scenes.curtain import CurtainScene

        self.masked, self.revealed = False, False
        self.shown_key = None
        self.board.sync(self.view)
        self.app.push(CurtainScene(self, self.viewer))

    def reveal(self):
        self.revealed = True
        self.shown_key = None

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface):
        common.background(surface)
        view = self.view
        legal = self.state.legal_actions() if self.human_turn() else []
        self.board.draw(surface, view, legal, self.hint_action)
        self._draw_top(surface)
        self._draw_side(surface, view)
        self._draw_bottom(surface, view, legal)

    def _draw_top(self, surface):
        common.panel(surface, self.top_rect.inflate(-8, -8), radius=8)
        title = assets.text(self.info.title, 30, palette.INK, bold=True)
        surface.blit(title, (20, (TOP - title.get_height()) // 2))
        actor = self.match.actor
        safe = self.app.settings.safe_palette
        x = 40 + title.get_width()
        if actor >= 0:
            who = common.seat_badge(surface, actor, self.names[actor], (x, 14), 32, safe, 30)
            status = "is thinking…" if self.match.seat_is_bot(actor) else "to play"
            surface.blit(assets.text(status, 24, palette.DIM), (who.right + 10, 22))
        elif actor == CHANCE:
            roller = self.state.chance_roller()
            if roller is not None:
                who = common.seat_badge(surface, roller, self.names[roller], (x, 14), 32, safe, 30)
                surface.blit(assets.text("rolls", 24, palette.DIM), (who.right + 10, 22))
        else:
            surface.blit(assets.text("Game over", 28, palette.ACCENT), (x, 18))

    def _draw_side(self, surface, view):
        safe = self.app.settings.safe_palette
        common.panel(surface, self.players_rect)
        surface.blit(assets.text("Players", 24, palette.ACCENT), (self.players_rect.x + 12, self.players_rect.y + 10))
        actor = self.match.actor
        y = self.players_rect.y + 42
        for seat, info in enumerate(self.match.seats):
            if seat == actor or (actor == CHANCE and seat == self.state.chance_roller()):
                pygame.draw.rect(surface, palette.seat_colour(seat, safe), (self.players_rect.x + 4, y - 4, 4, 34))
            common.seat_badge(surface, seat, info.name, (self.players_rect.x + 14, y), 28, safe, 24)
            kind = f"bot · {info.level}" if info.is_bot else "person"
            status = self.board.seat_status(view, seat)
            words = assets.text(f"{status}  ({kind})" if status else kind, 18, palette.DIM)
            surface.blit(words, (self.players_rect.right - words.get_width() - 10, y + 8))
            y += 40
        surface.blit(assets.text("Moves", 24, palette.ACCENT), (self.players_rect.x + 12, self.players_rect.bottom + 8))
        log_rect = self.log_view.rect.inflate(16, 12)
        log_rect.width += 6
        common.panel(surface, log_rect, alpha=150)
        self.log_view.draw(surface)

    def _draw_bottom(self, surface, view, legal):
        common.panel(surface, self.bottom_rect.inflate(-8, -8), radius=8)
        if self.human_turn():
            prompt = self.board.prompt(view, self.viewer, legal)
        elif self.roller_waiting() is not None:
            prompt = f"{self.names[self.viewer]}, roll the die: press Space or click the die."
        elif self.match.is_over:
            prompt = "The game is over."
        elif self.match.actor >= 0 and self.match.seat_is_bot(self.match.actor):
            prompt = f"{self.names[self.match.actor]} is thinking…"
        elif self.match.actor == CHANCE and self.state.chance_roller() is not None:
            prompt = f"{self.names[self.state.chance_roller()]} rolls the die…"
        elif self.match.actor >= 0:
            prompt = f"Waiting for {self.names[self.match.actor]}."
        else:
            prompt = ""
        buttons_w = sum(b.rect.width + 10 for b in self.action_buttons)
        common.blit_wrapped(surface, prompt, (22, self.bottom_rect.y + 14), self.bottom_rect.width - buttons_w - 40, 24)
