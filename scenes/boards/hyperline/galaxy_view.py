"""Drawing the galaxy from a view: sectors at their rotation (one cached picture per board), then the
tokens on top (starships, fighters on patrol, pirates, tech tokens), the stacks, the Store and the
research track. Only what the view holds is drawn: a face-down tile stays a face-down tile.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

import scenes.boards.hyperline.art as art
import scenes.boards.hyperline.odds as odds
from game.rules.hyperline import combat, queries
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import SIZE
from game.rules.hyperline.board import name as sector_name
from game.rules.hyperline.tiles import INFO
from game.words import _, language, ngettext, pgettext
from scenes import assets, common, palette
from scenes.boards.hyperline.rules_words import rules_text, tech_name
from scenes.bounded import MB, by_bytes

STORE_ORDER = [kind for t in shipkit.TYPES for kind, kt in shipkit.KINDS.items() if kt == t]


@lru_cache(maxsize=4)
def static_galaxy(board: tuple, cell: int, margin: int, words: str = "en") -> pygame.Surface:
    """Every sector's tile at its rotation, row letters and column numbers: redrawn only when a tile changes, or
    the language (`words`) the tiles' names are written in."""
    side = SIZE * cell + 2 * margin
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.rect(surface, (8, 10, 26, 235), surface.get_rect(), border_radius=max(4, cell // 6))
    for sector, content in enumerate(board):
        r, c = divmod(sector, SIZE)
        image = art.sector_image(content, sector, cell)
        surface.blit(image, (margin + c * cell, margin + r * cell))
    size = max(12, int(cell * 0.4))  # outside the fighter squares, which line the board's edge
    for i in range(SIZE):
        letter = assets.font(size, bold=True).render("ABCDEFGHI"[i], True, palette.DIM)
        surface.blit(letter, letter.get_rect(center=(margin / 4, margin + (i + 0.5) * cell)))
        number = assets.font(size, bold=True).render(str(i + 1), True, palette.DIM)
        surface.blit(number, number.get_rect(center=(margin + (i + 0.5) * cell, margin / 4)))
    return surface


def draw_galaxy(surface, layout, view: dict):
    cell = max(8, int(layout.cell))
    margin = int(layout.cell * layout.margin)
    picture = static_galaxy(tuple(view["board"]), cell, margin, language())
    surface.blit(picture, (round(layout.origin[0]) - margin, round(layout.origin[1]) - margin))


def _count(surface, number: int, pos, size: int, colour=palette.INK):
    if number <= 1:
        return
    words = assets.text(str(number), size, colour, bold=True)
    back = words.get_rect(center=pos).inflate(6, 2)
    pygame.draw.rect(surface, (0, 0, 0), back, border_radius=4)
    surface.blit(words, words.get_rect(center=pos))


def draw_tokens(surface, layout, view: dict, safe: bool, hidden_ships=()):
    """Pirates, fighters, tech tokens and starships (but `hidden_ships`: those in flight)."""
    cell = layout.cell
    small = max(8, int(cell * 0.32))
    for key, level in view["pirates"].items():
        draw_pirate(surface, layout.sector_rect(int(key)), level, view["board"][int(key)] is None)
    for seat, patrols in enumerate(view["patrols"]):
        colour = palette.seat_colour(seat, safe)
        for key, count in patrols.items():
            squares = layout.fighter_squares(int(key)) if view["corners"][seat] == int(key) else []
            if squares:  # a home's fighters wait in its fighter squares, one a square
                for square in squares[: min(count, len(squares))]:
                    image = art.glyph("fighter", square.width, colour)
                    surface.blit(image, square)
                _count(surface, count if count > len(squares) else 0, squares[-1].center, max(10, small * 3 // 4))
                continue
            (spot,) = patrol_rects(layout, view, seat, int(key))
            surface.blit(art.glyph("fighter", small, colour), spot)
            _count(surface, count, spot.center, max(10, small * 3 // 4))
    tiny = max(6, int(cell * 0.2))
    for seat, tokens in enumerate(view["tokens"]):
        colour = palette.seat_colour(seat, safe)
        for tech in shipkit.TYPES:
            where = tokens.get(tech)
            if where is None:
                continue
            image = art.glyph("tech_token", tiny, colour)
            surface.blit(image, image.get_rect(center=token_point(layout, seat, tech, where)))
    shown = {seat: layout.centre(sector) for seat, sector in enumerate(view["at"]) if seat not in hidden_ships}
    for sector in set(view["at"]):  # ships sharing a sector stand side by side
        together = [s for s, at in enumerate(view["at"]) if at == sector and s in shown]
        big = max(12, int(cell * 0.55))
        for i, seat in enumerate(together):
            x, y = shown[seat]
            shown[seat] = (x + (i - (len(together) - 1) / 2) * big * 0.5, y)
    draw_ships_at(surface, layout, view, safe, shown)


def draw_pirate(surface, rect, level: int, open_space: bool):
    """A pirate on a bright red disc with its level: large in the middle of an unexplored sector (nothing else
    is there), in the bottom right corner of a tile (clear of its name). The glyph alone, dark and small, was
    missed on dark space."""
    side = max(12, int(rect.width * (0.64 if open_space else 0.46)))
    centre = rect.center if open_space else (rect.right - side // 2 - 3, rect.bottom - side // 2 - 3)
    pygame.draw.circle(surface, (0, 0, 0), centre, side // 2 + 2)
    pygame.draw.circle(surface, palette.BAD, centre, side // 2)
    pygame.draw.circle(surface, palette.INK, centre, side // 2, max(1, side // 16))
    image = art.glyph("pirate", side * 4 // 5)
    surface.blit(image, image.get_rect(center=centre))
    words = assets.text(str(level), max(11, side // 2), palette.INK, bold=True)
    badge = words.get_rect(center=(centre[0] + side // 2 - 2, centre[1] + side // 2 - 3)).inflate(6, 0)
    pygame.draw.rect(surface, (0, 0, 0), badge, border_radius=badge.height // 2)
    pygame.draw.rect(surface, palette.BAD, badge, 1, border_radius=badge.height // 2)
    surface.blit(words, words.get_rect(center=badge.center))


def token_point(layout, seat: int, tech: str, sector: int) -> tuple[int, int]:
    """The centre of a seat's tech token on a planet (a row along the sector's top edge)."""
    tiny = max(6, int(layout.cell * 0.2))
    rect = layout.sector_rect(sector)
    i = shipkit.TYPES.index(tech)
    return rect.x + 2 + (seat * 5 + i) % 4 * tiny + tiny // 2, rect.y + 2 + tiny // 2


def patrol_rects(layout, view: dict, seat: int, sector: int) -> list:
    """Where a seat's fighters patrolling `sector` are drawn: its home's fighter squares, or one badge in the
    sector (none when none patrol there)."""
    count = view["patrols"][seat].get(str(sector), 0)
    if not count:
        return []
    squares = layout.fighter_squares(sector) if view["corners"][seat] == sector else []
    if squares:
        return squares[: min(count, len(squares))]
    small = max(8, int(layout.cell * 0.32))
    rect = layout.sector_rect(sector)
    return [pygame.Rect(rect.x + 1 + seat * small // 2, rect.bottom - 1 - small, small, small)]


def draw_ships_at(surface, layout, view: dict, safe: bool, where: dict):
    """Starships at screen points (seat -> point), tipped over while they must run, with loaded fighters."""
    big = max(12, int(layout.cell * 0.55))
    for seat, centre in where.items():
        colour = palette.seat_colour(seat, safe)
        at = (int(centre[0]), int(centre[1]))
        pygame.draw.circle(surface, (8, 10, 24), at, big * 5 // 8)  # a dark disc and a ring in the seat's colour:
        pygame.draw.circle(surface, colour, at, big * 5 // 8, max(2, big // 12))  # seen on a planet of its colour
        image = art.ship_image(palette.seat_shape(seat), colour, big, bool(view["must_move"][seat]))
        surface.blit(image, image.get_rect(center=at))
        if view["loaded"][seat]:
            mark = art.glyph("fighter", max(6, big // 3), colour)
            spot = mark.get_rect(midleft=(int(centre[0]) + big // 2 - 2, int(centre[1])))
            surface.blit(mark, spot)
            _count(surface, view["loaded"][seat], spot.center, max(9, big // 3))


def draw_stacks(surface, rect, view: dict, lit=(), own_top: bool = True):
    """The hyperline and planet stacks with their counts (a lit stack may be clicked to draw from); with `own_top`
    the tiles the viewer's Quantum scan put back on top, in order (never at a screen people share)."""
    common.panel(surface, rect, alpha=190)
    size = heading_size(rect)
    surface.blit(panel_name((_("Stacks"),), size, rect.width - 12), (rect.x + 8, rect.y + 4))
    for name, box in stack_rects(rect).items():
        count = queries.stacks_left(view)[name]  # the true count, the same for every viewer
        image = art.stack_image(name, min(box.width, box.height) - 4)
        surface.blit(image, image.get_rect(center=box.center))
        if name in lit:
            common.glow_rect(surface, box, palette.GOOD, 2, 6)
        number = assets.text(str(count), max(14, box.height // 3), palette.INK, bold=True)
        pill = number.get_rect(midbottom=(box.centerx, box.bottom - 4)).inflate(10, 0)
        pygame.draw.rect(surface, (8, 10, 24), pill, border_radius=pill.height // 3)  # readable over the back
        surface.blit(number, number.get_rect(center=pill.center))
        called = pgettext("stack", "Hyperline") if name == "hyperline" else pgettext("stack", "Planet")
        words = assets.text(called, max(10, min(size - 6, box.width // 3)), palette.DIM)
        surface.blit(words, words.get_rect(midtop=(box.centerx, box.bottom - 2)).clamp(rect))  # never out of the panel
    known = [entry["tile"] for entry in view["hyper_top"]] if own_top else []
    if any(known):  # tiles a Quantum scan put back on top: the view names them only to their scanner
        box = stack_rects(rect)["hyperline"]
        icon = max(8, box.width // 3)
        for i, tile in enumerate(known[:3]):
            if tile is not None:
                image = art.sector_image(f"{tile}@0", -1, icon)
                surface.blit(image, (box.x + i * (icon + 1), box.y))


def heading_size(rect) -> int:
    """A Stacks or Store panel's name: as large as its box allows, never above the table's heading size."""
    return max(14, min(common.HEADING, rect.height // 5))


def store_names() -> tuple[str, ...]:
    """The Store panel's name, shorter where its box is narrow (1024x600 cut the long one off)."""
    return (_("Store (of 8 each) and Bridge upgrades"), _("Store and Bridge upgrades"), _("Store"))


def panel_name(names, size: int, width: int):
    """The first of `names` that fits `width` at `size` (a little smaller if need be), never cut off."""
    for text in names:
        for smaller in range(size, max(11, size - 4) - 1, -1):
            words = assets.text(text, smaller, palette.ACCENT)
            if words.get_width() <= width:
                return words
    return assets.text(names[-1], 11, palette.ACCENT)


def stack_rects(rect) -> dict:
    size = heading_size(rect)
    top = rect.y + size + 6
    h = rect.bottom - top - int(max(10, size - 6) * 0.8) - 6  # room for the stack's name below it
    w = (rect.width - 18) // 2
    side = min(w, h)
    return {
        "hyperline": pygame.Rect(rect.x + 6 + (w - side) // 2, top, side, side),
        "planet": pygame.Rect(rect.x + 12 + w + (w - side) // 2, top, side, side),
    }


def store_rects(rect) -> dict:
    """One box per component kind: a column per type (Pods, Engines, Weapons, Shields, Scanners), and a last
    column of the three Bridge upgrades."""
    top = rect.y + heading_size(rect) + 4
    w = (rect.width - 12) / 6
    h = (rect.bottom - top - 4) / 3
    found = {}
    columns = [[k for k in STORE_ORDER if shipkit.KINDS[k] == kind_type] for kind_type in shipkit.TYPES]
    for column, kinds in enumerate([*columns, list(shipkit.UPGRADES)]):
        for row, kind in enumerate(kinds):
            found[kind] = pygame.Rect(int(rect.x + 6 + column * w), int(top + row * h), int(w) - 2, int(h) - 2)
    return found


def owned_tag(box) -> tuple[pygame.Surface, pygame.Rect]:
    """The tag over a Bridge upgrade the ship already has, and its backing: centred on the upgrade's box, so a long
    word ("vorhanden") ran out of the Store at 1024x600."""
    # Translators: over a Bridge upgrade in the Store that the ship looked at already has; keep it short
    words = assets.text(_("owned"), max(10, box.height * 2 // 5), palette.INK, bold=True)
    return words, words.get_rect(center=box.center).inflate(6, 0)


def draw_store(surface, rect, view: dict, lit=(), owned=()):
    """The Store: what is left of each kind (lit: what may be bought now; owned: the Bridge upgrades the ship
    looked at already has, dimmed and marked). One picture per change."""
    counts = tuple(view["store"][kind] for kind in STORE_ORDER)
    picture = _store_picture(tuple(rect.size), counts, tuple(sorted(lit)), tuple(sorted(owned)), language())
    surface.blit(picture, rect)


@by_bytes(4 * MB)  # (bounded caches are dropped when the language changes: this picture has words)
def _store_picture(size, counts, lit, owned=(), words="en") -> pygame.Surface:
    """`words`: the language its names are in (a new language paints it anew)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    _paint_store(surface, pygame.Rect((0, 0), size), dict(zip(STORE_ORDER, counts, strict=True)), lit, owned)
    return surface


def _paint_store(surface, rect, store: dict, lit, owned=()):
    common.panel(surface, rect, alpha=190)
    surface.blit(panel_name(store_names(), heading_size(rect), rect.width - 12), (rect.x + 8, rect.y + 4))
    for kind, box in store_rects(rect).items():
        icon = min(box.height, box.width // 2)
        if kind in shipkit.UPGRADES:  # no stock: one of each per ship
            image = art.upgrade_image(kind, kind in owned, icon)
            if kind in owned:  # one per ship: this one is on the Bridge already
                image = image.copy()
                image.set_alpha(110)
            surface.blit(image, image.get_rect(center=box.center))
            if kind in owned:
                words, back = owned_tag(box)
                pygame.draw.rect(surface, (0, 0, 0), back, border_radius=4)
                surface.blit(words, words.get_rect(center=box.center))
            elif kind in lit:
                common.glow_rect(surface, box, palette.GOOD, 2, 4)
            continue
        left = store[kind]
        image = art.component_image(kind, left == 0, icon, 0)
        surface.blit(image, (box.x, box.y))
        words = assets.text(str(left), max(11, icon * 3 // 4), palette.INK if left else palette.BAD, bold=True)
        surface.blit(words, (box.x + icon + 3, box.y + (icon - words.get_height()) // 2))
        if kind in lit:
            common.glow_rect(surface, box, palette.GOOD, 2, 4)


def track_boxes(rect) -> list:
    """The research track's boxes 0 to 5."""
    size = max(13, min(common.HEADING, rect.height * 2 // 3))
    x0 = rect.x + 16 + assets.text(pgettext("track", "Research"), size, palette.ACCENT).get_width()
    w = (rect.right - 6 - x0) / 6
    return [pygame.Rect(int(x0 + points * w), rect.y + 3, int(w) - 3, rect.height - 6) for points in range(6)]


def draw_research(surface, rect, view: dict, names, safe: bool):
    """Research points 0 to 5, every player's token on the track where everyone sees it."""
    common.panel(surface, rect, alpha=190)
    size = max(13, min(common.HEADING, rect.height * 2 // 3))
    label = assets.text(pgettext("track", "Research"), size, palette.ACCENT)
    surface.blit(label, (rect.x + 8, rect.centery - label.get_height() // 2))
    for points, box in enumerate(track_boxes(rect)):
        w = box.width + 3
        pygame.draw.rect(surface, (30, 40, 80) if points < 5 else (80, 60, 20), box, border_radius=4)
        digit = assets.text(str(points), max(10, size - 6), palette.DIM)
        surface.blit(digit, (box.x + 2, box.y))
        here = [seat for seat, p in enumerate(view["points"]) if p == points]
        token = max(6, min(box.height - 4, int(w) // max(1, len(here) + 1)))
        for i, seat in enumerate(here):
            image = art.glyph("research_pip", token, palette.seat_colour(seat, safe))
            surface.blit(image, (box.right - (i + 1) * token - 2, box.y + (box.height - token) // 2))


def sector_words(view: dict, sector: int, names, seat: int | None = None) -> str:
    """One line on a sector: where, what, and who or what is there; a pirate with what it would cost `seat`'s ship
    to end a move there (pirates must be fought: the odds are said before the move, not after)."""
    content = view["board"][sector]
    if content is None:
        what = _("unexplored")
    else:
        what = planet_words(INFO[content])
        if content.startswith("facedown"):
            what = _("a face-down planet tile (turned up when a ship enters)")
            peek = view["facedown"].get(str(sector)) or {}
            if peek.get("tile") is not None and peek.get("seat") == seat:  # the view holds it for its scanner only
                what = _("face down to the others; your scan saw {planet}").format(
                    planet=planet_words(INFO[peek["tile"] + "@0"])
                )
    parts = [f"{sector_name(sector)}: {what}"]
    level = view["pirates"].get(str(sector))
    if level:
        parts.append(_("a level {level} pirate").format(level=level) + pirate_odds(view, sector, seat))
    for seat, at in enumerate(view["at"]):
        if at == sector:
            parts.append(_("{who}'s ship").format(who=names[seat]))
    for seat, patrols in enumerate(view["patrols"]):
        count = patrols.get(str(sector), 0)
        if count:
            parts.append(
                ngettext("{count} of {who}'s fighters", "{count} of {who}'s fighters", count).format(
                    count=count, who=names[seat]
                )
            )
    return " · ".join(parts)


def pirate_odds(view: dict, sector: int, seat: int | None) -> str:
    """What a pirate gives and what `seat`'s ship would give there ("" for nobody's ship)."""
    if not isinstance(seat, int) or not 0 <= seat < len(view["at"]) or view["at"][seat] is None:
        return ""
    there = dict(view, at=[sector if s == seat else at for s, at in enumerate(view["at"])])
    mine, level = odds.side_odds(there, seat, sector, combat.PIRATE), view["pirates"][str(sector)]
    return _(": it gives {level} a round; your ship there, {odds}").format(level=level, odds=odds.short(mine))


def planet_words(piece) -> str:
    if piece.tech:
        return _("{tile}: sells {tech}").format(tile=rules_text(piece.label), tech=tech_name(piece.tech))
    return rules_text(piece.label)
