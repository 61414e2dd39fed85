"""The words Hyperline's pictures carry, written by the table in the player's language: the art
(tools/art_hyperline.py) draws none. A planet's name and what it sells, the name of the Nexxus, a neutral planet,
a Rip, a pirate base or an asteroid field over its tile, and a component's name on its square of a ship; each
in the room the art leaves for it, as large as the picture's frame allows, and left out where even the smallest
readable size would not fit (a tile a third of a square in a list; the pointer's tooltip names it anyway).
"""

from __future__ import annotations

import pygame

from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.tiles import TECH
from game.words import pgettext
from scenes import assets, palette
from scenes.boards.hyperline.rules_words import tech_name

FLOOR = 8  # the smallest words drawn on a picture (the font's own floor: 8 px); a picture whose words at their
# share of it would be smaller gets none (a small ship, a tile in a list)
SMALL_CELL = 36  # the smallest square a component's name is written on, at FLOOR (shortened where it must be): the
# table's ship of three rows and more at 1280x720 (40 px squares) lost every name; smaller squares show none (a
# rival's small ship): the pointer's tooltip names them
OUTLINE = (12, 14, 30)  # the dark rim that makes a word read on any picture (as the art's kit had)
SKY, ORANGE, GREEN, YELLOW, PINK, VERMILION = palette.SAFE
TYPE_COLOURS = {"bridge": YELLOW, "pod": SKY, "engine": ORANGE, "weapon": VERMILION, "shield": GREEN,
                "scanner": PINK}  # fmt: skip
UPGRADE_COLOUR = (190, 200, 230)
HEAD = {"combat_engine", "hyperline_engine", "rip_engine"}  # their nozzles fill the foot: the name goes on top
FOOT = {"interphasic_shield": 0.82}  # where the art leaves a band for the name (share of the square), else 0.86


def share(picture: int, part: float) -> int:
    """A font size whose letters are `part` of a `picture` pixels tall, as the art once drew them (our font sizes
    are scaled by assets.FONT_SCALE)."""
    return round(picture * part / assets.FONT_SCALE)


def light(colour, k: float) -> tuple[int, int, int]:
    return tuple(round(v + (255 - v) * k) for v in colour[:3])


def label(kind: str) -> str:
    """A component's short name, as written on its square and beside a turned ship on the fight screen."""
    return {
        "bridge": pgettext("component label", "Bridge"),
        "carrier_pod": pgettext("component label", "Carrier"),
        "battle_pod": pgettext("component label", "Battle"),
        "turret_pod": pgettext("component label", "Turret"),
        "combat_engine": pgettext("component label", "Combat"),
        "hyperline_engine": pgettext("component label", "Hyperline"),
        "rip_engine": pgettext("component label", "Rip"),
        "laser_cannon": pgettext("component label", "Laser"),
        "plasma_launcher": pgettext("component label", "Plasma"),
        "focus_beam": pgettext("component label", "Focus"),
        "hardpoint_shield": pgettext("component label", "Hardpoint"),
        "interphasic_shield": pgettext("component label", "Interphasic"),
        "transfer_shield": pgettext("component label", "Transfer"),
        "planetary_scanner": pgettext("component label", "Planetary"),
        "disrupting_scanner": pgettext("component label", "Disrupting"),
        "quantum_scanner": pgettext("component label", "Quantum"),
    }[kind]


def tile_name(content: str | None) -> tuple[str, tuple[int, int, int]] | None:
    """(words, colour) over a terminal tile's top: a planet's name as printed (data, the same in every language),
    the other pieces' names from the catalogue; None for a tile of lines or an unexplored sector."""
    piece = (content or "").partition("@")[0]
    if piece in TECH:
        return piece, (255, 255, 255)
    # Translators: written over a Hyperline tile, in capitals and small: keep it to one short word
    named = {
        "nexxus": (pgettext("tile name", "Nexxus"), light(YELLOW, 0.4)),
        "neutral": (pgettext("tile name", "Neutral"), (190, 196, 215)),
        "rip": (pgettext("tile name", "Rip"), light(PINK, 0.4)),
        "pirate_base": (pgettext("tile name", "Pirates"), light(VERMILION, 0.35)),
        "asteroid": (pgettext("tile name", "Asteroids"), (235, 190, 160)),
    }.get(piece)
    return None if named is None else (named[0].upper(), named[1])


def sells(content: str | None) -> tuple[str, tuple[int, int, int]] | None:
    """(words, colour) beside a planet's icon: what it sells ("Engines", "Reparaturdroide"); None elsewhere."""
    tech = TECH.get((content or "").partition("@")[0])
    if tech is None:
        return None
    if tech in shipkit.UPGRADES:  # in two lines if need be, so a translation may break a long word at a hyphen
        # Translators: under a planet on its tile, what it sells: two short lines at most ("Reparatur-Droide")
        return {
            "repair_droid": pgettext("planet tile", "Repair Droid"),
            "hyperline_computer": pgettext("planet tile", "Hyperline Computer"),
            "battle_computer": pgettext("planet tile", "Battle Computer"),
        }[tech], UPGRADE_COLOUR
    return tech_name(tech), TYPE_COLOURS[tech]


def outlined(text: str, size: int, colour) -> pygame.Surface:
    """Bold words with a dark rim a pixel or two wide, so they read on a planet, a sun or a hull."""
    face = assets.text(text, size, colour, bold=True)
    rim = assets.text(text, size, OUTLINE, bold=True)
    step = max(1, size // 9)
    picture = pygame.Surface((face.get_width() + 2 * step, face.get_height() + 2 * step), pygame.SRCALPHA)
    for dx in (0, step, 2 * step):
        for dy in (0, step, 2 * step):
            picture.blit(rim, (dx, dy))
    picture.blit(face, (step, step))
    return picture


def largest(lines: list[str], size: int, width: int) -> int | None:
    """The largest size from `size` down to FLOOR at which every line, rimmed, is no wider than `width`; None where
    none is, or where `size` (the words' share of their picture) is below FLOOR: so small a picture shows none."""
    if size < FLOOR:
        return None
    for smaller in range(size, FLOOR - 1, -1):
        font = assets.font(smaller, True)
        if max(font.size(line)[0] for line in lines) + 2 * max(1, smaller // 9) <= width:
            return smaller
    return None


def fitted(text: str, size: int, width: int, colour) -> pygame.Surface | None:
    """`text` in one line no wider than `width`, at `size` or smaller; None where it cannot be (see largest)."""
    found = largest([text], size, width)
    return None if found is None else outlined(text, found, colour)


def shortened(text: str, width: int) -> str | None:
    """`text` cut to its longest start (three letters at least) that, with a full stop, fits `width` at FLOOR
    ("INTERPH."); None where even three letters do not."""
    font = assets.font(FLOOR, True)
    for end in range(len(text) - 1, 2, -1):
        short = text[:end].rstrip(" -") + "."
        if font.size(short)[0] + 2 * max(1, FLOOR // 9) <= width:
            return short
    return None


def fitted_lines(text: str, size: int, width: int, colour) -> list[pygame.Surface]:
    """`text` no wider than `width` in one line, or in two broken at a space or after a hyphen where two lines
    are larger ("Hyperlinien-" / "Computer"); [] where it cannot fit. Never cut."""
    ways = [[text]] + [
        [text[:at].rstrip(), text[at:].lstrip()]
        for at in [i + 1 for i, ch in enumerate(text[:-1]) if ch == "-"] + [i for i, ch in enumerate(text) if ch == " "]
    ]
    best, best_size = [], 0
    for lines in ways:
        found = largest(lines, size if len(lines) == 1 else size * 4 // 5, width)
        if found is not None and found > best_size:
            best, best_size = lines, found
    return [outlined(line, best_size, colour) for line in best]


def draw_tile_words(image: pygame.Surface, content: str | None) -> None:
    """A terminal tile's name across its top, and a planet's wares beside its icon (the art's box in the bottom
    left corner), written onto `image`, the tile's square picture."""
    side = image.get_width()
    named = tile_name(content)
    if named is not None:
        words = fitted(named[0], share(side, 0.15), round(side * 0.9), named[1])
        if words is not None:
            image.blit(words, words.get_rect(center=(side // 2, round(side * 0.15))))
    wares = sells(content)
    if wares is not None:
        box = pygame.Rect(round(side * 0.3), round(side * 0.67), round(side * 0.685), round(side * 0.26))
        lines = fitted_lines(wares[0], share(side, 0.14), box.width, wares[1])
        height = sum(line.get_height() for line in lines) * 0.85
        y = box.centery - height / 2
        for line in lines:
            image.blit(line, line.get_rect(midtop=(box.centerx, round(y))))
            y += line.get_height() * 0.85


def part_word(kind: str, cell: int, angle: int, damaged: bool) -> tuple[pygame.Surface, tuple[float, float]] | None:
    """A component's name for its square of `cell` pixels turned `angle` degrees: (words, where its centre goes as
    shares of the square), upright whatever the turn; None where it cannot be read at that size. Front up, it sits
    on the band the art leaves (the foot; an engine's head); turned over, on the band turned with it; turned a
    quarter (a weapon facing sideways), at the foot over the picture, on a dark plate."""
    tone = TYPE_COLOURS.get(shipkit.type_of(kind) if kind != "bridge" else "bridge", UPGRADE_COLOUR)
    colour = palette.DIM if damaged else light(tone, 0.35)
    name, width = label(kind).upper(), round(cell * 0.88)
    size = share(cell, 0.125)
    if size < FLOOR and cell >= SMALL_CELL:  # a ship grown to three rows and more: its squares shrink, its names stay
        size = FLOOR
    words = fitted(name, size, width, colour)
    if words is None and cell >= SMALL_CELL:
        short = shortened(name, width)
        words = None if short is None else fitted(short, FLOOR, width, colour)
    if words is None:
        return None
    v = 0.22 if kind in HEAD else FOOT.get(kind, 0.86)
    if angle % 360 == 180:
        return words, (0.5, 1 - v)
    if angle % 360 == 0:
        return words, (0.5, v)
    plate = pygame.Surface(words.get_rect().inflate(4, 0).size, pygame.SRCALPHA)
    plate.fill((8, 10, 24, 190))
    plate.blit(words, (2, 0))
    return plate, (0.5, 0.86)
