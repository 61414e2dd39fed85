"""A game's rules in our own words, from assets/rules/<id>.md, ending with the rulings we chose."""

from __future__ import annotations

import html
import re

import pygame
from pygame_gui.elements import UITextBox

from scenes import assets, common, palette
from scenes.base import MENU, RULES, Scene

_HEADINGS = {1: ("#E69F00", 6), 2: ("#56B4E9", 5), 3: ("#e8ecff", 4)}


def _inline(text: str) -> str:
    text = html.escape(text, quote=False)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", text)
    text = re.sub(r"`(.+?)`", r"\1", text)
    return re.sub(r"\[(.+?)\]\((.+?)\)", r"\1", text)


def markdown_to_html(markdown: str) -> str:
    """The little Markdown our rules use (headings, lists, emphasis) as pygame_gui's HTML."""
    out: list[str] = []
    paragraph: list[str] = []

    def flush():
        if paragraph:
            out.append(_inline(" ".join(paragraph)) + "<br><br>")
            paragraph.clear()

    for raw in markdown.splitlines():
        line = raw.rstrip()
        heading = re.match(r"^(#{1,6})\s+(.*)$", line)
        item = re.match(r"^(\s*)([-*]|\d+\.)\s+(.*)$", line)
        if not line.strip():
            flush()
        elif heading:
            flush()
            colour, size = _HEADINGS.get(len(heading.group(1)), ("#e8ecff", 4))
            out.append(f"<font color='{colour}' size={size}><b>{_inline(heading.group(2))}</b></font><br>")
        elif item:
            flush()
            indent = "&nbsp;" * (2 + len(item.group(1)))
            bullet = "•" if item.group(2) in "-*" else item.group(2)
            out.append(f"{indent}{bullet} {_inline(item.group(3))}<br>")
        else:
            paragraph.append(line.strip())
    flush()
    return "".join(out)


class RulesScene(Scene):
    name = "rules"

    def __init__(self, info):
        super().__init__()
        self.info = info
        path = info.rules_path or f"rules/{info.id}.md"
        self.html = markdown_to_html(assets.read_text(path))

    def build(self):
        width, height = self.app.size
        w = min(1000, width - 80)
        self.box_rect = pygame.Rect((width - w) // 2, 80, w, height - 160)
        self.text = UITextBox(self.html, self.box_rect, self.app.ui, container=self.root)
        self.back = self.button((self.box_rect.right - 160, height - 66, 160, 48), "Back", "#primary_button")

    def on_button(self, button):
        if button is self.back:
            self.app.pop()

    def on_intent(self, intent, detail):
        if intent in (MENU, RULES):
            self.app.pop()

    def draw(self, surface):
        common.background(surface)
        words = assets.text(f"{self.info.title}: rules", 40, palette.INK, bold=True)
        surface.blit(words, (self.box_rect.x, 24))
        tip = assets.text("Scroll with the wheel · Esc or F1 to go back", 20, palette.DIM)
        surface.blit(tip, (self.box_rect.x, surface.get_height() - 50))
