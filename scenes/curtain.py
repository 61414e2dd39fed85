"""Pass the screen: nothing of the game is drawn until the named person says they are looking."""

from __future__ import annotations

from game.words import _, word
from scenes import assets, common, palette
from scenes.base import CLICK, CONFIRM, MENU, REDO, UNDO, Scene


class CurtainScene(Scene):
    name = "curtain"
    overlay = False  # opaque on purpose: the game beneath is never drawn

    def __init__(self, play, seat: int):
        super().__init__()
        self.play = play
        self.seat = seat

    def build(self):
        width, height = self.app.size
        self.reveal_button = self.button(
            (width // 2 - 110, height // 2 + 70, 220, 52), _("I'm looking"), "#primary_button"
        )

    def on_button(self, button):
        if button is self.reveal_button:
            self.lift()

    def on_intent(self, intent, detail):
        if intent in (CONFIRM, CLICK):
            self.lift()
        elif intent == MENU:
            self.play.open_menu()
        elif intent == UNDO:  # the one who just moved is still at the screen: "oops" takes their move back
            self.take_back()
        elif intent == REDO:  # it did nothing and said nothing: the curtain stays, and says why
            name = self.play.names[self.seat]
            self.app.toast(_("Pass the screen first: redo is for {name}, behind the curtain.").format(name=name))

    def take_back(self):
        """Undo before the curtain is passed: the public table beneath asks (or takes back at once); when undo
        cannot, the curtain stays and says why."""
        reason = self.play.session.undo_reason()
        if reason is not None:
            self.app.toast(word(reason, self.play.names))
            return
        self.app.pop()
        self.play.undo()

    def update(self, dt: float):
        """The pages are served behind the curtain too: a page that joins for this seat (after Continue, or coming
        back) takes the turn, and the curtain goes without showing anything private; a page's move goes through."""
        phones = self.play.phones
        if phones is None:
            return
        moved = phones.update(dt)
        for move in moved:
            self.play.after(move)
        if moved or self.play.table.on_phone(self.seat):
            self.app.pop()  # not revealed: the table beneath says what comes next (its phone, or another curtain)

    @property
    def busy(self) -> bool:
        return self.play.phones is not None and self.play.phones.busy

    def lift(self):
        self.app.play("turn")
        self.play.reveal()
        self.app.pop()

    def draw(self, surface):
        common.background(surface)
        width, height = surface.get_size()
        name = self.play.names[self.seat]
        safe = self.app.settings.safe_palette
        token = assets.token(palette.seat_shape(self.seat), palette.seat_colour(self.seat, safe), 96)
        surface.blit(token, token.get_rect(center=(width // 2, height // 2 - 110)))
        words = assets.text(_("Pass to {name}").format(name=name), 56, palette.seat_colour(self.seat, safe), bold=True)
        surface.blit(words, words.get_rect(center=(width // 2, height // 2 - 20)))
        tip = assets.text(_("press Space or click to reveal"), 28, palette.DIM)
        surface.blit(tip, tip.get_rect(center=(width // 2, height // 2 + 30)))
