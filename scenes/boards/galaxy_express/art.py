"""Galaxy Express's piecepack pieces as the window draws them: coins, speed dice and the pawn at any size,
scaled from the sprites tools/art_galaxy_express.py makes (every coin face and die face is its own PNG)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.rules.galaxy_express import MOON, SUN
from scenes import assets, palette
from scenes.bounded import MB, by_bytes

SUIT_COLOUR = {SUN: palette.ACCENT, MOON: palette.GLOW, "arms": (120, 170, 255), "crown": palette.GOOD}


@by_bytes(4 * MB)
def coin_surface(kind: str, value: int | None, size: int, face_down: bool = False, alpha: int = 255):
    """A piecepack coin: its face-down back, or its face (suit glyph and value)."""
    name = "ge_coin_back" if face_down or value is None else f"ge_coin_{kind}_{value}"
    made = assets.scaled(f"sprites/{name}.png", (size, size))
    if alpha < 255:
        made = made.copy()
        made.set_alpha(alpha)
    return made


def die_surface(value: int, size: int) -> pygame.Surface:
    return assets.scaled(f"sprites/ge_die_{value}.png", (size, size))


@lru_cache(maxsize=8)
def pawn_surface(size: int, colour) -> pygame.Surface:
    """The ship's pawn in the player's colour."""
    pawn = assets.scaled("sprites/ge_pawn.png", (size, size)).copy()
    pawn.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return pawn
