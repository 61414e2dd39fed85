"""A game's rules in our own words, ending with the rulings we chose, in the player's language.

English is assets/rules/<id>.md (the registration's `rules_path`); a translation sits beside it in a folder
named for its language, assets/rules/de/<id>.md, so the bundle and the asset checks take it with the folder.
A heading's id is its `{#id}` if it gives one, else its English words as a slug ("Phase 1: building" is
`phase-1-building`): a translation names each heading's English id, so a section is found in any language.
"""

from __future__ import annotations

import logging
import re
from pathlib import PurePosixPath

import pygame

from game.rules import get
from game.words import PSEUDO, _, accented, language
from scenes import assets, common, palette
from scenes.base import DOWN, MENU, RULES, UP, Scene
from scenes.frame import marked
from scenes.textview import TextView, markdown_lines

log = logging.getLogger(__name__)
HEADING = re.compile(r"^(#{1,6})\s+(.*?)(?:\s+\{#([\w-]+)\})?\s*$")


def rules_file(info, lang: str) -> str:
    """Where a game's rules in `lang` are, under assets/ (English is the registration's own file)."""
    english = PurePosixPath(info.rules_path or f"rules/{info.id}.md")
    return str(english) if lang == "en" else str(english.parent / lang / english.name)


def rules_text(info, lang: str) -> tuple[str, str]:
    """The rules in `lang` and the language they are really in: English when that file is missing or damaged."""
    if lang == PSEUDO:  # the pseudo-language's rules: the English ones accented (their frames must hold longer words)
        return accented(assets.read_text(rules_file(info, "en"))), lang
    if lang != "en":
        try:
            text = assets.read_text(rules_file(info, lang))
            if text.strip():
                return text, lang
            log.warning("the %s rules of %s are empty; shown in English", lang, info.id)
        except assets.AssetError as err:
            log.warning("the %s rules of %s cannot be read, shown in English: %s", lang, info.id, err)
    return assets.read_text(rules_file(info, "en")), "en"


def slug(words: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", words.lower()).strip("-")


def sections(markdown: str) -> list[tuple[str, str]]:
    """(id, heading) for every heading, in order."""
    found = []
    for line in markdown.splitlines():
        heading = HEADING.match(line.rstrip())
        if heading:
            found.append((heading.group(3) or slug(heading.group(2)), heading.group(2)))
    return found


def laid_out(markdown: str, width: int) -> tuple[list, dict[str, int]]:
    """The lines to draw (ids left out) and the line each section starts on. Laid out heading by heading: a
    heading always follows one blank line, so the pieces joined are the whole text laid out at once."""
    pieces: list[list[str]] = [[]]
    ids: list[str] = []
    for line in markdown.splitlines():
        heading = HEADING.match(line.rstrip())
        if heading:
            pieces.append([f"{heading.group(1)} {heading.group(2)}"])
            ids.append(heading.group(3) or slug(heading.group(2)))
        else:
            pieces[-1].append(line)
    lines: list = []
    starts: dict[str, int] = {}
    for index, piece in enumerate(pieces):
        piece_lines = markdown_lines("\n".join(piece), width)
        if lines and piece_lines:
            lines.append([])
        if index:
            starts.setdefault(ids[index - 1], len(lines))
        lines.extend(piece_lines)
    return lines, starts


class RulesScene(Scene):
    name = "rules"

    def __init__(self, game, section: str | None = None):
        """`game`: the game's id or its registry entry; `section`: a heading's id to open at ("interpretations")."""
        super().__init__()
        info = get(game) if isinstance(game, str) else game
        self.info = info
        self.section = section
        self.asked = language()
        self.markdown, self.language = rules_text(info, self.asked)  # `language`: what they are really in

    def build(self):
        if self.asked != language():  # the player chose another language while reading
            self.asked = language()
            self.markdown, self.language = rules_text(self.info, self.asked)
        width, height = self.app.size
        w = min(1000, width - 80)
        self.box_rect = pygame.Rect((width - w) // 2, 80, w, height - 160)
        lines, self.starts = laid_out(self.markdown, self.box_rect.width - 24)
        self.view = TextView(self.box_rect.inflate(-24, -24), lines)
        if self.section in self.starts:
            self.view.scroll_by(self.view.tops[self.starts[self.section]])
        self.back = self.button((self.box_rect.right - 160, height - 66, 160, 48), _("Back"), "#primary_button")

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
        title = _("{game}: rules").format(game=marked(self.info.title))
        size = fitting(title, 40, self.box_rect.width, bold=True)
        surface.blit(assets.text(title, size, palette.INK, bold=True), (self.box_rect.x, 24 + (40 - size) // 2))
        tip = _("Scroll with the wheel, the arrows or Page Up/Down · Esc or F1 to go back")
        size = fitting(tip, 20, self.box_rect.width - 176)  # left of Back
        surface.blit(assets.text(tip, size, palette.DIM), (self.box_rect.x, surface.get_height() - 50))


def fitting(text: str, size: int, width: int, bold: bool = False) -> int:
    """The size `text` is drawn at: `size`, or smaller so that it fits `width` (German titles run long)."""
    while size > 12 and assets.font(size, bold).size(text)[0] > width:
        size -= 1
    return size
