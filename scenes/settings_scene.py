"""Settings, applied as they change and saved to the config folder."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider

from game.phones import words as phone_words
from game.saves.settings import LANGUAGES, SPEEDS, UI_SCALES, WINDOW_SIZES
from game.saves.storage import config_dir
from game.words import _, pgettext, word
from scenes import assets, common, palette
from scenes.base import Scene
from scenes.tick_box import TickBox


class SettingsScene(Scene):
    name = "settings"

    def build(self):
        width, height = self.app.size
        s = self.app.settings
        ui, root = self.app.ui, self.root
        x = max(40, width // 2 - 330)
        self.panel_rect = pygame.Rect(x - 20, 90, 700, 480)
        y = 106
        self.checks = {}
        for key, text in [
            ("fullscreen", _("Full screen (F11)")),
            ("safe_palette", _("Colour-blind-safe player colours")),
            ("confirm_undo", _("Ask before undo in pass-and-play")),
        ]:
            box = TickBox(pygame.Rect(x, y + 6, 24, 24), text, ui, container=root, initial_state=getattr(s, key))
            self.checks[box] = key
            y += 40
        self.label((x, y, 220, 36), _("Language"))
        self.language_menu = self.drop_down(
            list(self.language_names().values()),
            self.language_names().get(s.language, s.language),
            (x + 240, y, 180, 36),
        )
        y += 52
        self.label((x, y, 220, 36), _("Window size"))
        self.size_menu = self.drop_down(list(WINDOW_SIZES), s.window_size, (x + 240, y, 180, 36))
        y += 52
        self.label((x, y, 220, 36), _("Text size"))
        tip = _("auto: larger in big windows (twice as large at 4K); a percentage: always that size")
        self.scale_names = {key: key for key in UI_SCALES} | {"auto": pgettext("text size", "auto")}
        self.scale_menu = self.drop_down(
            list(self.scale_names.values()), self.scale_names[s.ui_scale], (x + 240, y, 180, 36)
        )
        self.scale_menu.set_tooltip(tip)
        y += 52
        self.label((x, y, 220, 36), _("Animation speed"))
        self.speed_names = self.speeds()
        self.speed_menu = self.drop_down(
            list(self.speed_names.values()), self.speed_names[s.animation_speed], (x + 240, y, 180, 36)
        )
        y += 52
        self.sliders = {}
        for key, text in [("effects_volume", _("Effects volume")), ("music_volume", _("Music volume"))]:
            self.label((x, y, 220, 36), text)
            slider = UIHorizontalSlider(
                pygame.Rect(x + 240, y, 220, 36), int(getattr(s, key) * 100), (0, 100), ui, container=root
            )
            self.sliders[slider] = key
            y += 52
        self.back = self.button((x + 480, self.panel_rect.bottom - 64, 180, 48), _("Done"), "#primary_button")

    @staticmethod
    def language_names() -> dict[str, str]:
        """Each language by its own name (a player who cannot read the current one still finds theirs)."""
        names = {"auto": _("Automatic"), "en": "English", "de": "Deutsch"}
        return {key: names[key] for key in LANGUAGES}

    @staticmethod
    def speeds() -> dict[str, str]:
        """Each animation speed's words; settings.json keeps the English key."""
        names = {
            "slow": pgettext("animation speed", "slow"),
            "normal": pgettext("animation speed", "normal"),
            "fast": pgettext("animation speed", "fast"),
            "instant": pgettext("animation speed", "instant"),
        }
        return {key: names[key] for key in SPEEDS}

    @staticmethod
    def chosen(names: dict[str, str], text: str) -> str | None:
        """The setting a drop-down's words stand for."""
        return next((key for key, name in names.items() if name == text), None)

    def _save(self):
        phone_words.use_palette(self.app.settings.safe_palette)
        problem = self.app.settings.save()
        if problem:
            self.app.toast(word(problem), "error", 6)

    def handle(self, event):
        s = self.app.settings
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            key = self.checks.get(event.ui_element)
            if key == "fullscreen":
                self.app.toggle_fullscreen()
                return
            if key:
                setattr(s, key, event.type == pygame_gui.UI_CHECK_BOX_CHECKED)
                self._save()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.size_menu:
                s.window_size = event.text
                self._save()
                self.app.apply_window_size()
                return
            if event.ui_element is self.scale_menu:
                s.ui_scale = self.chosen(self.scale_names, event.text) or s.ui_scale
                self._save()
                self.app.resize()
                return
            if event.ui_element is self.language_menu:
                chosen = self.chosen(self.language_names(), event.text)
                if chosen and chosen != s.language:
                    s.language = chosen
                    self._save()
                    self.app.apply_language()  # this screen too is built again, in the new words
                return
            if event.ui_element is self.speed_menu:
                s.animation_speed = self.chosen(self.speed_names, event.text) or s.animation_speed
                self._save()
        elif event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            key = self.sliders.get(event.ui_element)
            if key:
                setattr(s, key, event.value / 100)
                self.app.sounds.volume = s.effects_volume
                self.app.set_music_volume(s.music_volume)
                self._save()
                if key == "effects_volume":
                    self.app.play("click")
        super().handle(event)

    def on_button(self, button):
        if button is self.back:
            self.app.pop()

    def draw(self, surface):
        common.background(surface)
        common.panel(surface, self.panel_rect)
        surface.blit(assets.text(_("Settings"), 40, palette.INK, bold=True), (self.panel_rect.x + 20, 30))
        where = assets.text(_("Saved in {folder}").format(folder=config_dir()), 18, palette.DIM)
        surface.blit(where, (self.panel_rect.x + 20, self.panel_rect.bottom + 10))
