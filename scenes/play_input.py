"""Input at the play screen: keys, clicks and buttons become actions for the person looking, or a refusal.

A mixin of PlayScene (scenes/play.py): it needs `table`, `board`, `frame` and the
PlayScene's actions (try_action, roll, undo, redo, hint, open_rules, open_menu); a board's
answer to a click or key is an intent the screen acts on (`act`, scenes/play_board.py).
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.rules import CHANCE, TERMINAL
from game.words import _
from scenes.base import CLICK, CONFIRM, HINT, MENU, REDO, ROTATE, RULES, UNDO
from scenes.play_board import ROLL_BUTTON, SHOW_HAND


class PlayInput:
    def on_button(self, button):
        if button in self.action_buttons:
            if self.buttons_moment != self.table.moment:
                self.refuse(_("that choice has passed."))  # a button only ever does what it said
                self._refresh_actions()
                return
            action = self.action_buttons[button]
            if action is SHOW_HAND:
                self.show_hand()
            elif action == ROLL_BUTTON:
                self.roll()
            else:
                self.try_action(action)
            return
        key = self.buttons.get(button)
        if key in ("undo", "redo", "hint"):
            getattr(self, key)()
        elif key == "rules":
            self.open_rules()
        elif key == "menu":
            self.open_menu()

    def handle(self, event):
        self.table_props()
        self._handle(event)
        self.drain()  # a board's choice changed by a click or key: its buttons are built again, say

    def _handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.board.hover(event.pos)
        if self.root is not None and self.frame.log_view.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3):
            # the wheel and a right click over the board turn what is being placed, like R
            pos = getattr(event, "pos", None) or pygame.mouse.get_pos()  # the app gives the wheel the pointer's place
            if self.board_rect.collidepoint(pos):
                self.keyed(ROTATE, -1 if event.type == pygame.MOUSEWHEEL and event.y < 0 else 1)
                return
        dialog = getattr(self, "confirming", None)
        if (
            event.type == pygame_gui.UI_BUTTON_PRESSED
            and dialog is not None
            and event.ui_element is dialog.confirm_button
        ):
            # the click answers at once, as Enter does: the dialog's own "confirmed" event comes a frame later, when
            # the table may have put the curtain back on top, and the curtain swallowed it (Undo did nothing)
            self.confirming = None
            self.do_undo()
            return
        if self.asking_undo() and event.type == pygame.KEYDOWN:  # the table waits for the answer
            self.answer_undo(event.key)
            return
        super().handle(event)

    def asking_undo(self) -> bool:
        """Whether "Take back ...?" is open (Enter there once played the highlighted row on the table beneath)."""
        dialog = getattr(self, "confirming", None)
        return dialog is not None and dialog.alive()

    def answer_undo(self, key):
        """Enter or Space takes the move back, Esc keeps it; other keys wait for the answer."""
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
            self.confirming.kill()
            self.confirming = None
            if key != pygame.K_ESCAPE:
                self.do_undo()

    def on_intent(self, intent, detail):
        simple = {MENU: self.open_menu, UNDO: self.undo, REDO: self.redo, HINT: self.hint, RULES: self.open_rules}
        if intent in simple:
            simple[intent]()
        elif intent == CLICK:
            self.click(detail)
        elif intent == CONFIRM and self.roller_waiting() is not None:
            self.roll()
        else:
            self.keyed(intent, detail)

    def keyed(self, intent, detail):
        props = self.table_props()
        if not props.acting:
            self.board.look_key(intent, detail, props.view)  # keys that only change what is shown work any time
            return
        legal = props.legal
        if intent == CONFIRM and props.hint is not None and props.hint in legal:
            self.try_action(props.hint)  # the hint is what is highlighted now
            return
        for _label, action, key in self.board.buttons(props.view, legal):
            if key and (detail == key or intent == key or (key == " " and intent == CONFIRM)):
                self.try_action(action)
                return
        picked = self.board.key_action(intent, detail, props.view, legal)
        if picked is None and intent == CONFIRM:
            picked = self.only_choice()
        if picked is not None:
            self.try_action(picked)

    def only_choice(self):
        """What Enter or Space takes when neither the hint nor the board has a use for it: the one choice offered."""
        offered = [a for a in self.action_buttons.values() if a is not SHOW_HAND and not self.board.asks_first(a)]
        return offered[0] if len(offered) == 1 and offered[0] != ROLL_BUTTON else None

    def click(self, pos):
        if not self.board_rect.collidepoint(pos):
            return
        hit = self.board.hit(pos, self.table_props().view)
        if hit is not None:
            self.act(hit)

    def waiting_for(self) -> str:
        actor = self.match.actor
        if actor == TERMINAL:
            return _("The game is over.")
        if actor == CHANCE:
            return _("Wait for the dice.")
        if self.match.seat_is_bot(actor):
            return _("It is {name}'s turn (a bot is thinking).").format(name=self.names[actor])
        return _("It is {name}'s turn.").format(name=self.names[actor])

    def refuse(self, reason: str):
        self.app.play("error")
        self.app.toast(_("Not now: {reason}").format(reason=reason), "error")
