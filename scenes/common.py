"""Drawing shared by every scene: the starfield, panels, wrapped text, the seat badge."""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes import assets, palette
from scenes.bounded import MB, by_bytes

# The table's one type scale, the frame's and every board's alike: a panel's name (Players, Moves, Stacks, a ship)
# is at most HEADING, what a panel says (the move log, a list of choices, the table's notes) is BODY. A board's
# own words may be smaller where its box is small, never larger: at 1080p a list once outgrew the log beside it.
HEADING = 24
BODY = 19


@lru_cache(maxsize=4)
def _background(size: tuple[int, int]) -> pygame.Surface:
    try:
        art = assets.image("art/background.png")
        return pygame.transform.smoothscale(art, size).convert()
    except assets.AssetError:
        raise
    except pygame.error:
        surface = pygame.Surface(size)
        surface.fill(palette.SPACE)
        return surface


def background(surface: pygame.Surface) -> None:
    surface.blit(_background(surface.get_size()), (0, 0))


def starfield(size: tuple[int, int]) -> pygame.Surface:
    """The background of a screen of `size` (shared, never draw on it): panels cached over it copy from it."""
    return _background(size)


def kept_copy(kept: pygame.Surface | None, source: pygame.Surface, area: pygame.Rect | None = None) -> pygame.Surface:
    """`source` (or its `area`) copied into `kept` where that picture has the same size and kind, else a new copy.

    The play screen keeps window-sized pictures it repaints at each move (the table under the pieces, its cloth,
    what an overlay covers). A new picture each time left the C allocator's heap with freed holes of megabytes
    between live blocks, kept as the app's memory: an All in All game for six grew the window by 40 MB in ten
    minutes (issue 36's load run). Reused, the same pixels are written in place.
    """
    size = area.size if area is not None else source.get_size()
    alike = kept is not None and kept.get_size() == size and kept.get_bitsize() == source.get_bitsize()
    if not alike or source.get_flags() & pygame.SRCALPHA:  # a blit would blend, not copy, pixels with alpha
        return source.subsurface(area).copy() if area is not None else source.copy()
    kept.blit(source, (0, 0), area)
    return kept


def panel(surface, rect, alpha: int = 215, edge=palette.PANEL_EDGE, radius: int = 10) -> None:
    rect = pygame.Rect(rect)
    if rect.width <= 0 or rect.height <= 0:
        return
    fill = _panel_fill(rect.size, alpha, radius)
    surface.blit(fill, rect)
    pygame.draw.rect(surface, edge, rect, width=2, border_radius=radius)


@by_bytes(8 * MB)
def _panel_fill(size, alpha, radius) -> pygame.Surface:
    fill = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(fill, (*palette.PANEL, alpha), fill.get_rect(), border_radius=radius)
    return fill


@lru_cache(maxsize=512)
def wrap(words: str, size: int, width: int) -> tuple[str, ...]:
    font = assets.font(size)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def fit(text: str, font, width: int) -> str:
    """`text` as one line of `font` no wider than `width`: whole when it fits, else cut with an ellipsis."""
    if font.size(text)[0] <= width:
        return text
    low, high = 0, len(text)  # the longest start that fits with its ellipsis
    while low < high:
        mid = (low + high + 1) // 2
        if font.size(text[:mid].rstrip() + "…")[0] <= width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + "…"


def one_line(words: str, size: int, width: int, colour=palette.DIM, smallest: int = 14) -> pygame.Surface:
    """`words` on one line no wider than `width`: at `size` if they fit, else smaller (German runs longer), and
    cut with an ellipsis only below the smallest size."""
    for step in range(size, smallest - 1, -1):
        if assets.font(step).size(words)[0] <= width:
            return assets.text(words, step, colour)
    return assets.text(fit(words, assets.font(smallest), width), smallest, colour)


def blit_wrapped(surface, words: str, pos, width: int, size: int = 22, colour=palette.INK, spacing: int = 2) -> int:
    """Draw wrapped text; returns the y below it."""
    x, y = pos
    for line in wrap(words, size, width):
        rendered = assets.text(line, size, colour)
        surface.blit(rendered, (x, y))
        y += rendered.get_height() + spacing
    return y


def seat_badge(
    surface, seat: int, name: str, pos, size: int = 28, safe: bool = True, text_size: int = 26
) -> pygame.Rect:
    """A seat's token (colour and shape) and name: how every screen says who."""
    colour = palette.seat_colour(seat, safe)
    token = assets.token(palette.seat_shape(seat), colour, size)
    x, y = pos
    surface.blit(token, (x, y))
    words = assets.text(name, text_size, colour)
    surface.blit(words, (x + size + 8, y + (size - words.get_height()) // 2))
    return pygame.Rect(x, y, size + 8 + words.get_width(), size)


def glow_rect(surface, rect, colour, width: int = 3, radius: int = 8) -> None:
    rect = pygame.Rect(rect)
    for grow, alpha in ((8, 40), (4, 90)):
        halo = pygame.Surface((rect.width + 2 * grow, rect.height + 2 * grow), pygame.SRCALPHA)
        pygame.draw.rect(halo, (*colour, alpha), halo.get_rect(), width=grow, border_radius=radius + grow)
        surface.blit(halo, (rect.x - grow, rect.y - grow))
    pygame.draw.rect(surface, colour, rect, width=width, border_radius=radius)


DIM = 105  # of 255: what is left of each colour beneath a dialog (as a black veil of alpha 150)


def dim(surface) -> None:
    """Darken what is beneath a dialog, in place: no window-sized veil kept for it (8 MB at 1080p)."""
    surface.fill((DIM, DIM, DIM), special_flags=pygame.BLEND_MULT)
