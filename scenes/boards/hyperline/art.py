"""Hyperline's pictures by name (assets/sprites/hyperline/, made by tools/art_hyperline.py), scaled,
turned and tinted once and cached. A sprite that is missing is drawn as a labelled square: never a crash.
The art holds no words: a tile's are written on it here (sprite_words), a component's by the ship that shows it.
"""

from __future__ import annotations

import re
from functools import lru_cache

import pygame

from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import LOOP_A_BOTTOM, LOOP_A_TOP
from game.rules.hyperline.tiles import LINE_TILES, TECH
from game.words import language
from scenes import assets, palette
from scenes.boards.hyperline.sprite_words import draw_tile_words, sells, tile_name
from scenes.bounded import MB, by_bytes

FOLDER = "sprites/hyperline/"
TERMINAL_TILES = ("rip", "pirate_base", "asteroid", "nexxus", "facedown", "neutral")


def _load(name: str, size: int) -> pygame.Surface | None:
    try:
        return assets.scaled(f"{FOLDER}{name}.png", (size, size))
    except (assets.AssetError, pygame.error, FileNotFoundError):
        return None


def _missing(name: str, size: int) -> pygame.Surface:
    """What a sprite that failed to load looks like: a dim square with its name (the asset check reports it)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((40, 30, 60, 200))
    pygame.draw.rect(surface, palette.BAD, surface.get_rect(), 1)
    words = assets.font(max(8, size // 6)).render(name.split("_", 1)[-1][:10], True, palette.INK)
    surface.blit(words, words.get_rect(center=(size // 2, size // 2)))
    return surface


def planet_file(planet: str) -> str:
    return "planet_" + re.sub(r"[^a-z]", "", planet.lower())


def tile_file(content: str | None, sector: int) -> tuple[str, int]:
    """(sprite name, quarter turns clockwise) for a sector's content."""
    if content is None:
        return "tile_unexplored", 0
    name, _, rotation = content.partition("@")
    turns = int(rotation or 0)
    if name in LINE_TILES or name == "lane":
        return f"tile_{name}", turns
    if name == "loop":
        return ("tile_loop_a" if sector in (LOOP_A_TOP, LOOP_A_BOTTOM) else "tile_loop_b"), turns
    if name in TERMINAL_TILES:
        return f"tile_{name}", 0
    if name in TECH:
        return planet_file(name), 0
    return "tile_unexplored", 0


def sector_image(content: str | None, sector: int, size: int) -> pygame.Surface:
    """A sector's tile at its rotation, with its name (and a planet's wares) written on it in the language now."""
    return named_sector(content, sector, size, language())


@by_bytes(8 * MB)
def named_sector(content: str | None, sector: int, size: int, words: str) -> pygame.Surface:
    """`words`: the language written on the tile (a new language draws it anew)."""
    name, turns = tile_file(content, sector)
    image = _load(name, size) or _missing(name, size)
    if turns:
        return pygame.transform.rotate(image, -90 * turns)  # a tile of lines: no words
    if tile_name(content) is None and sells(content) is None:
        return image
    image = image.copy()
    draw_tile_words(image, content)
    return image


@lru_cache(maxsize=16)
def stack_image(stack: str, size: int) -> pygame.Surface:
    """A stack's back: blue hyperline tiles, red planet tiles."""
    name = "tile_hyperline_back" if stack == "hyperline" else "tile_facedown"
    return _load(name, size) or _missing(name, size)


FACING_ANGLE = {"N": 0, "NE": 45, "E": 90, "SE": 135, "S": 180, "SW": 225, "W": 270, "NW": 315}
CHAMFER_ANGLE = {"NE": 0, "SE": 90, "SW": 180, "NW": 270}


def part_angle(part: dict) -> int:
    """Degrees clockwise the front-up sprite is turned on the ship."""
    kind = part["kind"]
    if kind == "turret_pod":
        return CHAMFER_ANGLE.get(part.get("chamfer", "NE"), 0)
    if shipkit.type_of(kind) in ("weapon", "shield", "scanner"):
        return FACING_ANGLE.get(part["facing"], 0)
    return 0


@by_bytes(8 * MB)
def component_image(kind: str, damaged: bool, size: int, angle: int = 0) -> pygame.Surface:
    name = f"comp_{kind}_damaged" if damaged else f"comp_{kind}"
    image = _load(name, size) or _missing(name, size)
    if angle % 90:
        turned = pygame.transform.rotozoom(image, -angle, 0.72)
        return turned
    return pygame.transform.rotate(image, -angle) if angle else image


@by_bytes(4 * MB)
def upgrade_image(name: str, offline: bool, size: int) -> pygame.Surface:
    file = f"upgrade_{name}_offline" if offline else f"upgrade_{name}"
    return _load(file, size) or _missing(file, size)


@by_bytes(4 * MB)
def ship_image(shape: str, colour: tuple, size: int, tipped: bool = False) -> pygame.Surface:
    """A starship in its player's shape, tinted with the seat colour; tipped over while it must run."""
    file = f"ship_{shape}_tipped" if tipped else f"ship_{shape}"
    image = (_load(file, size) or _missing(file, size)).copy()
    image.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return image


@by_bytes(4 * MB)
def glyph(name: str, size: int, colour: tuple | None = None) -> pygame.Surface:
    """fighter, pirate, tech_token, research_pip, boost, fighter_loaded; white ones tinted with `colour`."""
    image = _load(name, size) or _missing(name, size)
    if colour is not None:
        image = image.copy()
        image.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return image
