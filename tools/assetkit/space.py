"""Space scenes drawn with pygame: gradient, nebula from value noise, stars, glow via gaussian blur, small ships."""

from __future__ import annotations

import math
import random

import pygame

from .draw import mix, smoothstep
from .palette import SPACE


class ValueNoise:
    def __init__(self, rng: random.Random, size: int = 32):
        self.size = size
        self.v = [rng.random() for _ in range(size * size)]

    def at(self, x: float, y: float) -> float:
        n = self.size
        x0, y0 = math.floor(x), math.floor(y)
        fx, fy = x - x0, y - y0
        fx, fy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
        x0, y0 = x0 % n, y0 % n
        x1, y1 = (x0 + 1) % n, (y0 + 1) % n
        v = self.v
        a = v[y0 * n + x0] + (v[y0 * n + x1] - v[y0 * n + x0]) * fx
        b = v[y1 * n + x0] + (v[y1 * n + x1] - v[y1 * n + x0]) * fx
        return a + (b - a) * fy

    def fbm(self, x: float, y: float, octaves: int = 4) -> float:
        total, amp, norm = 0.0, 1.0, 0.0
        for _ in range(octaves):
            total += amp * self.at(x, y)
            norm += amp
            amp *= 0.5
            x, y = x * 2.03 + 17.1, y * 2.03 + 9.7
        return total / norm


def new_surface(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), 0, 32)


def backdrop(w: int, h: int, rng: random.Random, tints, stars: int, nebula: float = 1.0, cell: int = 8):
    """A dark space picture: vertical gradient, soft nebula clouds in `tints`, stars."""
    surf = new_surface(w, h)
    top, bottom = (9, 11, 28), SPACE
    for y in range(h):
        surf.fill(tuple(round(v) for v in mix(top, bottom, y / (h - 1))), (0, y, w, 1))
    # nebula at low resolution, scaled up and blurred
    lw, lh = w // cell + 2, h // cell + 2
    low = new_surface(lw, lh)
    fields = [(ValueNoise(rng), ValueNoise(rng), tint) for tint in tints]
    scale = 6.0 / max(lw, lh)
    for y in range(lh):
        for x in range(lw):
            r = g = b = 0.0
            for shape_noise, detail, tint in fields:
                m = smoothstep(0.42, 0.82, shape_noise.fbm(x * scale, y * scale, 3))
                if m <= 0.0:
                    continue
                # ridged detail: thin bright filaments inside the cloud
                ridge = 1.0 - abs(2.0 * detail.fbm(x * scale * 2.5, y * scale * 2.5, 4) - 1.0)
                k = m * (0.35 + 0.65 * ridge ** 3) * nebula
                r += tint[0] * k
                g += tint[1] * k
                b += tint[2] * k
            low.set_at((x, y), (min(255, round(r)), min(255, round(g)), min(255, round(b))))
    big = pygame.transform.scale(low, (lw * cell, lh * cell))
    big = pygame.transform.gaussian_blur(big, cell + cell // 2)
    surf.blit(big, (-cell, -cell), special_flags=pygame.BLEND_RGB_ADD)
    # stars: many faint, a few bright with a halo
    halo = new_surface(w, h)
    halo.fill((0, 0, 0))
    for _ in range(stars):
        x, y = rng.randrange(w), rng.randrange(h)
        b = rng.random() ** 3
        tint = rng.choice(((255, 255, 255), (200, 220, 255), (255, 236, 210), (210, 200, 255)))
        col = tuple(round(30 + c * (0.25 + 0.75 * b)) for c in tint)
        col = tuple(min(255, v) for v in col)
        surf.set_at((x, y), col)
        if b > 0.6:
            pygame.draw.circle(halo, dim(tint, b), (x, y), 1)
        if b > 0.85:
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                surf.set_at((x + dx, y + dy), tuple(v // 2 for v in col))
    if stars:
        surf.blit(pygame.transform.gaussian_blur(halo, 3), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return surf


def glow(target: pygame.Surface, draw, radius: int = 5, strength: int = 2, core: bool = True) -> None:
    """Call draw(surface) on a black layer, add its blur `strength` times, then the sharp layer."""
    layer = new_surface(*target.get_size())
    layer.fill((0, 0, 0))
    draw(layer)
    blurred = pygame.transform.gaussian_blur(layer, radius)
    for _ in range(strength):
        target.blit(blurred, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    if core:
        target.blit(layer, (0, 0), special_flags=pygame.BLEND_RGB_ADD)


def dim(c, k: float):
    return tuple(round(v * k) for v in c)


def spiral(surface, centre, radius, arms, turns, phase, colour, width=1, steps=60):
    cx, cy = centre
    for a in range(arms):
        pts = []
        for i in range(steps + 1):
            t = i / steps
            ang = phase + 2 * math.pi * a / arms + t * turns * 2 * math.pi
            r = radius * t ** 0.9
            pts.append((cx + r * math.cos(ang), cy + r * math.sin(ang) * 0.9))
        if width <= 1:
            pygame.draw.aalines(surface, colour, False, pts)
        else:
            pygame.draw.lines(surface, colour, False, pts, width)


def text_surface(words: str, size: int, colour) -> pygame.Surface:
    font = pygame.font.Font(None, size)
    return font.render(words, True, colour)


def ship(surface, centre, heading, colour, size=7):
    cx, cy = centre
    ca, sa = math.cos(heading), math.sin(heading)
    local = [(size, 0), (-size * 0.7, size * 0.65), (-size * 0.35, 0), (-size * 0.7, -size * 0.65)]
    pts = [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in local]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.aalines(surface, (255, 255, 255), True, pts)

