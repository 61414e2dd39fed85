"""All in All's sprites as the window draws them (made by tools/art_all_in_all.py: cards, icons and their
faded outlines, portals in their numbers' colours), and whose decision it is. Ships and planets take the
seat's colour here, as tokens do, since it follows the palette setting."""

from __future__ import annotations

import pygame

from scenes import assets
from scenes.bounded import MB, by_bytes

SPRITES = "sprites/all_in_all/"

GOLD = (250, 215, 90)
FLIGHT = 0.55  # seconds a card takes to fly, at normal speed


def card_image(name: str, size) -> pygame.Surface:
    return assets.scaled(f"{SPRITES}card_{name}.png", (int(size[0]), int(size[1])))


def back_image(size) -> pygame.Surface:
    return assets.scaled(f"{SPRITES}card_back.png", (int(size[0]), int(size[1])))


def icon(name: str, size: int) -> pygame.Surface:
    return assets.scaled(f"{SPRITES}icon_{name}.png", (int(size), int(size)))


def portal(value: int, lit: bool, size) -> pygame.Surface:
    """A portal's ring in the colour of its number (1-4), bright when lit."""
    return assets.scaled(f"{SPRITES}portal_{value}{'' if lit else '_dark'}.png", (int(size[0]), int(size[1])))


@by_bytes(8 * MB)
def tinted(relative: str, colour, size) -> pygame.Surface:
    surface = assets.scaled(relative, size).copy()
    surface.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return surface


def faded(name: str, size: int) -> pygame.Surface:
    """A relic's faint outline where it would stand on a home planet."""
    return assets.scaled(f"{SPRITES}icon_{name}_faded.png", (int(size), int(size)))


FLYING = ("explore", "draw", "landing")
"""What a mission asks while its ships are out (the rules' phase table): they fly beside the portals."""


def actor_of(view, ask: str) -> int | None:
    """Whose decision the view shows, for what the phase asks (`ask`, from the rules' phase table)."""
    if ask == "explore":
        return view["explorer"]
    if ask in ("landing", "collect"):
        return view["queue"][0] if view["queue"] else None
    if ask == "pick":
        return view["victim"]
    return None
