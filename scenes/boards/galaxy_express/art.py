"""Galaxy Express's piecepack pieces as the window draws them: coins and speed dice at any size."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.rules.galaxy_express import MOON, SUN
from scenes import assets, palette

SUIT_COLOUR = {SUN: palette.ACCENT, MOON: palette.GLOW, "arms": (120, 170, 255), "crown": palette.GOOD}
SUIT_INK = {SUN: (150, 80, 0), MOON: (20, 90, 150), "arms": (20, 60, 150), "crown": (0, 110, 75)}
SUIT_WORD = {SUN: "Thrust", MOON: "Brake"}


def coin_surface(kind: str, value: int | None, size: int, face_down: bool = False, alpha: int = 255):
    """A piecepack coin: face-down back, or the ivory face with its suit glyph and value."""
    if alpha < 255:
        key = (kind, value, size, face_down, alpha)
        made = _COINS.get(key)
        if made is None:
            made = _COINS[key] = _coin(kind, value, size, face_down).copy()
            made.set_alpha(alpha)
        return made
    return _coin(kind, value, size, face_down)


_COINS: dict = {}


def _coin(kind, value, size, face_down):
    key = (kind, value, size, face_down)
    made = _COINS.get(key)
    if made is not None:
        return made
    if face_down:
        made = assets.scaled("sprites/ge_coin_back.png", (size, size)).copy()
    else:
        made = assets.scaled("sprites/ge_coin_face.png", (size, size)).copy()
        glyph_size = max(10, int(size * 0.34))
        glyph = assets.scaled(f"sprites/ge_{kind}.png", (glyph_size, glyph_size)).copy()
        glyph.fill((*SUIT_COLOUR[kind], 255), special_flags=pygame.BLEND_RGBA_MULT)
        if value is None:
            big = assets.scaled(f"sprites/ge_{kind}.png", (int(size * 0.6), int(size * 0.6))).copy()
            big.fill((*SUIT_COLOUR[kind], 255), special_flags=pygame.BLEND_RGBA_MULT)
            made.blit(big, big.get_rect(center=(size // 2, size // 2)))
        else:
            made.blit(glyph, glyph.get_rect(midtop=(size // 2, int(size * 0.09))))
            digits = assets.font(int(size * 0.62), bold=True).render(str(value), True, SUIT_INK[kind])
            made.blit(digits, digits.get_rect(center=(size // 2, int(size * 0.62))))
    if len(_COINS) > 400:
        _COINS.clear()
    _COINS[key] = made
    return made


def die_surface(value: int, size: int) -> pygame.Surface:
    key = ("die", value, size)
    made = _COINS.get(key)
    if made is None:
        made = assets.scaled("sprites/ge_die.png", (size, size)).copy()
        words = assets.font(int(size * 0.62), bold=True).render(str(value), True, (25, 30, 60))
        made.blit(words, words.get_rect(center=(size // 2, size // 2 + 1)))
        _COINS[key] = made
    return made



@lru_cache(maxsize=8)
def pawn_surface(size: int, colour) -> pygame.Surface:
    """The ship's pawn in the player's colour."""
    pawn = assets.scaled("sprites/ge_pawn.png", (size, size)).copy()
    pawn.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return pawn
