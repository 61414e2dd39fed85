"""A game's rules in our own words, from assets/rules/<id>.md, ending with the rulings we chose."""

from __future__ import annotations

import pygame

from game.rules import get
from scenes import assets, common, palette
from scenes.base import DOWN, MENU, RULES, UP, Scene
from scenes.textview import TextView, markdown_lines


class RulesScene(Scene):
    name = "rules"

    def __init__(self, game):
        """`game`: the game's id or its registry entry."""
        super().__init__()
        info = get(game) if isinstance(game, str) else game
        self.info = info
        path = info.rules_path or f"rules/{info.id}.md"
        self.markdown = assets.read_text(path)

    def build(self):
        width, height = self.app.size
        w = min(1000, width - 80)
        self.box_rect = pygame.Rect((width - w) // 2, 80, w, height - 160)
        self.view = TextView(self.box_rect.inflate(-24, -24), markdown_lines(self.markdown, self.box_rect.width - 24))
        self.back = self.button((self.box_rect.right - 160, height - 66, 160, 48), "Back", "#primary_button")

    def on_button(self, button):
        if button is self.back:
            self.app.pop()

    def handle(self, event):
        if self.view.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            page = self.view.rect.height - 40
            self.view.scroll_by(page if event.key == pygame.K_PAGEDOWN else -page)
            return
        super().handle(event)

    def on_intent(self, intent, detail):
        if intent in (MENU, RULES):
            self.app.pop()
        elif intent in (UP, DOWN):
            self.view.scroll_by(60 if intent == DOWN else -60)

    def draw(self, surface):
        common.background(surface)
        common.panel(surface, self.box_rect)
        self.view.draw(surface)
        words = assets.text(f"{self.info.title}: rules", 40, palette.INK, bold=True)
        surface.blit(words, (self.box_rect.x, 24))
        tip = assets.text("Scroll with the wheel, the arrows or Page Up/Down · Esc or F1 to go back", 20, palette.DIM)
        surface.blit(tip, (self.box_rect.x, surface.get_height() - 50))
