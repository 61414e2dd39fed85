"""The glow around a lit target, as `common.glow_rect` draws it, with its halo surfaces made once per size."""

from __future__ import annotations

import pygame

from scenes.bounded import MB, by_bytes


@by_bytes(4 * MB)
def _halo(size: tuple[int, int], colour, radius: int) -> tuple[pygame.Surface, pygame.Surface]:
    made = []
    for grow, alpha in ((8, 40), (4, 90)):
        halo = pygame.Surface((size[0] + 2 * grow, size[1] + 2 * grow), pygame.SRCALPHA)
        pygame.draw.rect(halo, (*colour, alpha), halo.get_rect(), width=grow, border_radius=radius + grow)
        made.append(halo)
    return tuple(made)


def glow_rect(surface, rect, colour, width: int = 3, radius: int = 8) -> None:
    rect = pygame.Rect(rect)
    inner, outer = _halo(rect.size, tuple(colour), radius)
    surface.blit(inner, (rect.x - 8, rect.y - 8))
    surface.blit(outer, (rect.x - 4, rect.y - 4))
    pygame.draw.rect(surface, colour, rect, width=width, border_radius=radius)
