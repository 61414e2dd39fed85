"""Long text that scrolls: the rules and the move log.

pygame_gui's text box renders its whole text into surfaces up front (a rules page
cost 150 MB at its peak); this lays words out once and draws only the lines in view,
each from the text cache, so memory and frame time stay flat however long the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from scenes import assets, palette

HEADING_STYLE = {1: (36, palette.ACCENT), 2: (31, palette.GLOW), 3: (27, palette.INK)}
LIT = (30, 46, 92)


@dataclass(frozen=True)
class Run:
    text: str
    size: int
    colour: tuple
    bold: bool = False


Line = list  # of (x, Run)
GLUE = "\x00"  # a word that follows the one before it without a space


def _inline_runs(text: str) -> list[tuple[str, bool]]:
    """Words with a bold flag: **bold** and *emphasis* are both drawn bold; code ticks and links lose their marks."""
    text = re.sub(r"\[(.+?)\]\((.+?)\)", r"\1", text).replace("`", "")
    words: list[tuple[str, bool]] = []
    previous = ""
    for index, part in enumerate(re.split(r"\*\*(.+?)\*\*", text)):
        bold = index % 2 == 1
        for sub_index, sub in enumerate(re.split(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", part)):
            emphasis = bold or sub_index % 2 == 1
            joined = bool(words) and bool(sub[:1].strip()) and not previous[-1:].isspace()
            previous = sub or previous
            for n, word in enumerate(sub.split()):
                if n == 0 and joined:
                    words.append((GLUE + word, emphasis))  # "**Hyperpoints**:" keeps its colon close
                else:
                    words.append((word, emphasis))
    return words


def layout_words(words, width: int, size: int, colour, indent: int = 0, hang: int = 0) -> list[Line]:
    """Greedy line breaking of (word, bold) pairs; continuation lines start at `hang`."""
    lines: list[Line] = []
    line: Line = []
    x = indent
    space = assets.font(size).size(" ")[0]
    for word, bold in words:
        glued = word.startswith(GLUE)
        if glued:
            word = word[1:]
            x -= space
        w = assets.font(size, bold).size(word)[0]
        if line and x + w > width:
            lines.append(line)
            line, x, glued = [], hang, False
        line.append((x, Run(word, size, colour, bold), glued))
        x += w + space
    if line:
        lines.append(line)
    return [_merged(line) for line in lines]


def _merged(words) -> Line:
    """One run per stretch of same-styled words: a line costs a blit or two, not one per word."""
    line: Line = []
    for x, run, glued in words:
        if line and line[-1][1].bold == run.bold:
            first_x, first = line[-1]
            joined = first.text + ("" if glued else " ") + run.text
            line[-1] = (first_x, Run(joined, first.size, first.colour, first.bold))
        else:
            line.append((x, run))
    return line


def markdown_lines(markdown: str, width: int, size: int = 25) -> list[Line]:
    """The little Markdown our rules use: headings, lists, paragraphs, bold and emphasis."""
    lines: list[Line] = []
    paragraph: list[str] = []

    def flush():
        if paragraph:
            lines.extend(layout_words(_inline_runs(" ".join(paragraph)), width, size, palette.INK))
            lines.append([])
            paragraph.clear()

    for raw in markdown.splitlines():
        line = raw.rstrip()
        heading = re.match(r"^(#{1,6})\s+(.*)$", line)
        item = re.match(r"^(\s*)([-*]|\d+\.)\s+(.*)$", line)
        if not line.strip():
            flush()
        elif heading:
            flush()
            hsize, colour = HEADING_STYLE.get(len(heading.group(1)), (size, palette.INK))
            words = [(word, True) for word, _ in _inline_runs(heading.group(2))]
            if lines and lines[-1]:
                lines.append([])
            lines.extend(layout_words(words, width, hsize, colour))
        elif item:
            flush()
            depth = len(item.group(1).replace("\t", "  ")) // 2
            bullet = "•" if item.group(2) in "-*" else item.group(2)
            indent = 16 + 22 * depth
            hang = indent + assets.font(size).size(bullet + " ")[0]
            words = [(bullet, False)] + _inline_runs(item.group(3))
            lines.extend(layout_words(words, width, size, palette.INK, indent, hang))
        elif paragraph or line.strip():
            paragraph.append(line.strip())
    flush()
    while lines and not lines[-1]:
        lines.pop()
    return lines


class TextView:
    """A scrolling column of laid-out lines; the scene forwards wheel events and calls draw."""

    def __init__(self, rect: pygame.Rect, lines: list[Line] | None = None, line_gap: int = 4, blank: int = 10):
        self.rect = pygame.Rect(rect)
        self.line_gap = line_gap
        self.blank = blank
        self.scroll = 0
        self.highlight: int | None = None  # a line index to light (the replay's current move)
        self.set_lines(lines or [])

    def set_lines(self, lines: list[Line], keep_bottom: bool = False) -> None:
        at_bottom = self.scroll >= self.max_scroll - 2 if hasattr(self, "tops") else True
        self.lines = lines
        self.tops: list[int] = []
        y = 0
        for line in lines:
            self.tops.append(y)
            y += self._height(line)
        self.content_height = y
        self.scroll = min(self.scroll, self.max_scroll)
        if keep_bottom and at_bottom:
            self.scroll = self.max_scroll

    def _height(self, line: Line) -> int:
        if not line:
            return self.blank
        return max(assets.font(run.size, run.bold).get_linesize() for _, run in line) + self.line_gap

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_height - self.rect.height)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + pixels))

    def scroll_to_line(self, index: int) -> None:
        """Bring line `index` into view, centred when it was out of view."""
        if not 0 <= index < len(self.tops):
            return
        top = self.tops[index]
        if top < self.scroll or top + self._height(self.lines[index]) > self.scroll + self.rect.height:
            self.scroll = max(0, min(self.max_scroll, top - self.rect.height // 2))

    def handle(self, event) -> bool:
        """Wheel over the view scrolls it; returns True when the event was used (the app gives the wheel a `pos`)."""
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(getattr(event, "pos", pygame.mouse.get_pos())):
            self.scroll_by(-event.y * 60)
            return True
        return False

    def visible(self) -> range:
        first = 0
        while first < len(self.tops) - 1 and self.tops[first + 1] <= self.scroll:
            first += 1
        last = first
        while last < len(self.tops) and self.tops[last] < self.scroll + self.rect.height:
            last += 1
        return range(first, last)

    def draw(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        for index in self.visible():
            y = self.rect.y + self.tops[index] - self.scroll
            if index == self.highlight:
                lit = pygame.Rect(self.rect.x, y - 1, self.rect.width, self._height(self.lines[index]))
                pygame.draw.rect(surface, LIT, lit, border_radius=4)
            for x, run in self.lines[index]:
                surface.blit(assets.text(run.text, run.size, run.colour, run.bold), (self.rect.x + x, y))
        surface.set_clip(clip)
        if self.max_scroll:
            track = pygame.Rect(self.rect.right + 4, self.rect.y, 6, self.rect.height)
            pygame.draw.rect(surface, palette.PANEL_EDGE, track, border_radius=3)
            share = self.rect.height / self.content_height
            thumb_h = max(24, int(track.height * share))
            thumb_y = track.y + int((track.height - thumb_h) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, palette.GLOW, (track.x, thumb_y, 6, thumb_h), border_radius=3)
