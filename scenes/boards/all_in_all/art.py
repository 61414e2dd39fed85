"""All in All's sprites as the window draws them, and whose decision it is."""

from functools import lru_cache

import pygame

from game.rules.all_in_all import (
    COLLECT,
    EXPLORE,
    LAND,
    PICK,
)
from scenes import assets

SPRITES = "sprites/all_in_all/"

VALUE_COLOURS = {1: (86, 180, 233), 2: (0, 200, 140), 3: (230, 159, 0), 4: (204, 121, 167)}
GOLD = (250, 215, 90)
FLIGHT = 0.55  # seconds a card takes to fly, at normal speed


def card_image(name: str, size) -> pygame.Surface:
    return assets.scaled(f"{SPRITES}card_{name}.png", (int(size[0]), int(size[1])))


def back_image(size) -> pygame.Surface:
    return assets.scaled(f"{SPRITES}card_back.png", (int(size[0]), int(size[1])))


def icon(name: str, size: int) -> pygame.Surface:
    return assets.scaled(f"{SPRITES}icon_{name}.png", (int(size), int(size)))


@lru_cache(maxsize=128)
def tinted(relative: str, colour, size) -> pygame.Surface:
    surface = assets.scaled(relative, size).copy()
    surface.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return surface


@lru_cache(maxsize=64)
def faded(name: str, size: int, alpha: int) -> pygame.Surface:
    surface = icon(name, size).copy()
    surface.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return surface


def actor_of(view) -> int | None:
    phase = view["phase"]
    if phase == EXPLORE:
        return view["explorer"]
    if phase in (LAND, COLLECT):
        return view["queue"][0] if view["queue"] else None
    if phase == PICK:
        return view["victim"]
    return None
