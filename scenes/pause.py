"""Esc in a game: resume, save a record, rules, settings, or back to the menu (the autosave keeps the game)."""

from __future__ import annotations

from game.words import _
from scenes import assets, common, palette
from scenes.base import MENU, Scene
from scenes.ring import ChoiceRing


class PauseScene(ChoiceRing, Scene):
    name = "pause"
    overlay = True

    def __init__(self, play):
        super().__init__()
        self.play = play

    def build(self):
        width, height = self.app.size
        self.box = (width // 2 - 170, height // 2 - 215, 340, 430)  # room for the note under the last button
        x, y = width // 2 - 140, height // 2 - 150
        self.choices = {}
        for key, text in [
            ("resume", _("Resume")),
            ("save", _("Save record")),
            ("rules", _("Rules")),
            ("settings", _("Settings")),
            ("quit", _("Quit to menu")),
        ]:
            self.choices[self.button((x, y, 280, 50), text, "#primary_button" if key == "resume" else None)] = key
            y += 62
        self.note_bottom = (width // 2, self.box[1] + self.box[3] - 14)  # under the last button, inside the box

    def on_button(self, button):
        key = self.choices.get(button)
        if key is None:
            return
        self.app.play("click")
        if key == "resume":
            self.app.pop()
        elif key == "save":
            try:
                path = self.play.session.save()
            except OSError as err:
                self.app.toast(_("Could not save: {why}").format(why=err.strerror or err), "error", 6)
            else:
                self.app.toast(_("Saved to {path}").format(path=path), "good", 6)
        elif key == "rules":
            self.app.open("rules", game=self.play.info)
        elif key == "settings":
            self.app.open("settings")
        elif key == "quit":
            self.play.session.close()  # every move is kept already: once more, to be sure
            self.app.reset("menu")

    def toast_bottom(self) -> int:
        """Above the box, bright: what is said here ("Saved to ...") and before is read with the box, not dimmed."""
        return self.box[1] - 8

    def on_intent(self, intent, detail):
        if intent == MENU:
            self.app.pop()
        else:
            self.ring_intent(intent)

    def draw(self, surface):
        common.panel(surface, self.box, alpha=240)
        words = assets.text(_("Paused"), 36, palette.INK, bold=True)
        surface.blit(words, words.get_rect(midtop=(self.box[0] + self.box[2] // 2, self.box[1] + 18)))
        note = assets.text(_("Every move is autosaved."), 20, palette.DIM)
        surface.blit(note, note.get_rect(midbottom=self.note_bottom))
        self.draw_ring(surface)
