"""The menu cards (one 400 x 225 picture per game, each named by its registration: `GameInfo.parts.card`) and the
window's background."""

from __future__ import annotations

import math
import random

import pygame

from .draw import mix
from .palette import BLUE, GREEN, HYPER, ORANGE, PINK, SKY, VERMILION, YELLOW
from .space import backdrop, dim, glow, new_surface, ship, spiral, text_surface

CARD_W, CARD_H = 400, 225


def card_race() -> pygame.Surface:
    rng = random.Random(101)
    surf = backdrop(CARD_W, CARD_H, rng, [(70, 30, 110), (20, 40, 90)], 160)
    # two faint background swirls
    glow(surf, lambda s: (spiral(s, (70, 28), 60, 3, 1.1, 0.3, dim(HYPER, 0.55), 3),
                          spiral(s, (330, 200), 56, 3, 1.0, 1.7, dim(HYPER, 0.55), 3),
                          spiral(s, (215, 112), 30, 2, 1.0, 2.4, dim(PINK, 0.4), 2)), radius=5, strength=2,
         core=True)
    # the track: 3 rows of 13 squares joined by single squares at the turns
    size, pitch, x0, y0 = 22, 28, 18, 44
    cells = []
    for row in range(3):
        xs = list(range(13)) if row % 2 == 0 else list(range(12, -1, -1))
        for i in xs:
            cells.append((x0 + i * pitch, y0 + row * 2 * pitch))
        if row < 2:
            cells.append((x0 + (12 if row % 2 == 0 else 0) * pitch, y0 + (row * 2 + 1) * pitch))
    hyper = [i for i in range(len(cells)) if i % 7 == 0]
    centres = [(x + size / 2, y + size / 2) for x, y in cells]

    def path(s):
        pygame.draw.lines(s, dim(SKY, 0.35), False, centres, 2)

    glow(surf, path, radius=4, strength=1)
    for x, y in cells:
        pygame.draw.rect(surf, (13, 18, 42), (x, y, size, size), border_radius=4)

    def borders(s):
        for i, (x, y) in enumerate(cells):
            col = HYPER if i in hyper else SKY
            pygame.draw.rect(s, dim(col, 0.9), (x, y, size, size), 1, border_radius=4)
            if i in hyper:
                spiral(s, (x + size / 2, y + size / 2), 9, 2, 1.2, i * 0.7, (200, 150, 255))

    glow(surf, borders, radius=4, strength=2)
    # ships, each with an engine trail
    for idx, col in ((5, SKY), (11, ORANGE), (20, GREEN), (30, PINK), (37, YELLOW)):
        cx, cy = centres[idx]
        nx, ny = centres[idx + 1]
        heading = math.atan2(ny - cy, nx - cx)
        glow(surf, lambda s, cx=cx, cy=cy, h=heading, c=col: pygame.draw.line(
            s, dim(c, 0.8), (cx, cy), (cx - 14 * math.cos(h), cy - 14 * math.sin(h)), 3), radius=3, strength=2)
        glow(surf, lambda s, cx=cx, cy=cy, c=col: pygame.draw.circle(s, dim(c, 0.6), (cx, cy), 7), radius=4,
             strength=1, core=False)
        ship(surf, (cx, cy), heading, col)
    return surf


def coin_planet(surface, centre, radius, colour, ring=True):
    cx, cy = centre
    pygame.draw.circle(surface, (20, 24, 50), centre, radius + 2)
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, tuple(min(255, v + 70) for v in colour), (cx - radius // 3, cy - radius // 3),
                       max(1, radius // 3))
    pygame.draw.circle(surface, (230, 230, 245), centre, radius + 2, 1)
    if ring:
        pygame.draw.ellipse(surface, (240, 240, 255), (cx - radius * 1.7, cy - radius * 0.45, radius * 3.4,
                                                       radius * 0.9), 1)


def card_galaxy_express() -> pygame.Surface:
    rng = random.Random(202)
    surf = backdrop(CARD_W, CARD_H, rng, [(20, 60, 90), (60, 40, 20)], 170)
    # big ringed planet on the left: back half of the ring, the banded globe, front half of the ring
    pc, pr = (80, 118), 38
    tilt = math.radians(-14)

    def ring(s, colour, front):
        pts = []
        for i in range(49):
            a = (math.pi if front else 0.0) + math.pi * i / 48
            x, y = 66 * math.cos(a), 13 * math.sin(a)
            ct, st = math.cos(tilt), math.sin(tilt)
            pts.append((pc[0] + x * ct - y * st, pc[1] + x * st + y * ct))
        pygame.draw.lines(s, colour, False, pts, 3)

    glow(surf, lambda s: pygame.draw.circle(s, dim(ORANGE, 0.45), pc, pr + 4), radius=12, strength=1, core=False)
    glow(surf, lambda s: ring(s, (200, 170, 110), False), radius=4, strength=1)
    globe = pygame.Surface((2 * pr, 2 * pr), pygame.SRCALPHA)
    for k in range(2 * pr):
        band = 0.55 + 0.25 * math.sin(k * 0.42) + 0.12 * math.sin(k * 1.3)
        pygame.draw.line(globe, dim(ORANGE, band), (0, k), (2 * pr, k))
    mask = pygame.Surface((2 * pr, 2 * pr), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (pr, pr), pr)
    globe.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    shade = pygame.Surface((2 * pr, 2 * pr), pygame.SRCALPHA)
    for k in range(pr, 0, -1):
        t = k / pr
        pygame.draw.circle(shade, (255, 255, 255, round(90 * (1 - t) ** 2)), (pr - pr // 3, pr - pr // 3), k)
    globe.blit(shade, (0, 0))
    surf.blit(globe, (pc[0] - pr, pc[1] - pr))
    pygame.draw.circle(surf, (255, 214, 140), pc, pr, 2)
    glow(surf, lambda s: ring(s, (250, 222, 160), True), radius=4, strength=2)
    # the 8 x 6 grid of piecepack tiles
    t, gap, gx, gy = 24, 3, 168, 30
    suits = [SKY, ORANGE, GREEN, YELLOW]
    tiles = []

    def tiles_draw(s):
        for r in range(6):
            for c in range(8):
                x, y = gx + c * (t + gap), gy + r * (t + gap)
                col = suits[(r * 3 + c * 5 + r * c) % 4]
                pygame.draw.rect(s, dim(col, 0.55), (x, y, t, t), 1, border_radius=3)
                tiles.append((x, y, col))

    glow(surf, tiles_draw, radius=3, strength=1, core=False)
    for x, y, col in tiles:
        pygame.draw.rect(surf, (14, 20, 44), (x, y, t, t), border_radius=3)
        pygame.draw.rect(surf, dim(col, 0.8), (x, y, t, t), 1, border_radius=3)
        pygame.draw.line(surf, dim(col, 0.35), (x + t // 2, y + 3), (x + t // 2, y + t - 4))
        pygame.draw.line(surf, dim(col, 0.35), (x + 3, y + t // 2), (x + t - 4, y + t // 2))
    # the courier's route, dotted, then coins and the pawn
    route = [(0, 5), (1, 5), (2, 5), (2, 4), (2, 3), (3, 3), (4, 3), (5, 3), (5, 2), (5, 1), (6, 1)]
    pts = [(gx + c * (t + gap) + t / 2, gy + r * (t + gap) + t / 2) for c, r in route]

    def route_draw(s):
        for (ax, ay), (bx, by) in zip(pts, pts[1:], strict=False):
            for k in range(4):
                f = k / 4
                pygame.draw.circle(s, (255, 230, 160), (ax + (bx - ax) * f, ay + (by - ay) * f), 1.6)

    glow(surf, route_draw, radius=3, strength=2)
    for (c, r), col, rad in (((0, 5), SKY, 6), ((4, 3), GREEN, 7), ((6, 1), PINK, 7), ((7, 4), YELLOW, 6),
                             ((3, 0), VERMILION, 6), ((1, 2), BLUE, 6)):
        centre = (gx + c * (t + gap) + t // 2, gy + r * (t + gap) + t // 2)
        glow(surf, lambda s, centre=centre, col=col, rad=rad: pygame.draw.circle(s, dim(col, 0.7), centre, rad + 3),
             radius=4, strength=1, core=False)
        coin_planet(surf, centre, rad, col, ring=rad >= 7)
    # the pawn (piecepack style: a head on a tapering body) on the route
    px, py = pts[6]

    py -= 4
    body = [(px - 8, py + 11), (px + 8, py + 11), (px + 3, py - 1), (px - 3, py - 1)]

    def pawn(s, colour=ORANGE, grow=0):
        pygame.draw.polygon(s, colour, [(x + (grow if x > px else -grow), y + (grow if y > py else -grow))
                                        for x, y in body])
        pygame.draw.circle(s, colour, (px, py - 6), 6 + grow)

    glow(surf, lambda s: pawn(s, dim(ORANGE, 0.8), 1), radius=4, strength=1, core=False)
    pawn(surf, (20, 14, 4), 1)
    pawn(surf)
    pygame.draw.circle(surf, (255, 236, 190), (px - 2, py - 8), 2)
    pygame.draw.line(surf, (255, 210, 120), (px - 4, py + 2), (px - 6, py + 9), 2)
    return surf


def card_expressway42() -> pygame.Surface:
    rng = random.Random(303)
    surf = backdrop(CARD_W, CARD_H, rng, [(15, 50, 95), (70, 25, 60)], 150)
    cell, gx, gy = 18, 18, 31
    cols, rows = 12, 9

    def board(s):
        for c in range(cols + 1):
            pygame.draw.line(s, (22, 40, 80), (gx + c * cell, gy), (gx + c * cell, gy + rows * cell))
        for r in range(rows + 1):
            pygame.draw.line(s, (22, 40, 80), (gx, gy + r * cell), (gx + cols * cell, gy + r * cell))

    board(surf)
    glow(surf, lambda s: pygame.draw.rect(s, dim(SKY, 0.6), (gx, gy, cols * cell, rows * cell), 1), radius=4,
         strength=2)
    planets = {(1, 1): (7, ORANGE), (5, 2): (4, SKY), (9, 1): (6, PINK), (10, 5): (8, GREEN), (6, 6): (5, YELLOW),
               (2, 7): (6, VERMILION), (3, 4): (3, SKY), (8, 8): (4, ORANGE)}
    lanes = [((1, 1), (5, 2)), ((5, 2), (9, 1)), ((9, 1), (10, 5)), ((5, 2), (3, 4)), ((3, 4), (2, 7)),
             ((3, 4), (6, 6)), ((6, 6), (10, 5)), ((6, 6), (8, 8))]

    def centre(cr):
        return (gx + cr[0] * cell + cell / 2, gy + cr[1] * cell + cell / 2)

    def lanes_draw(s):
        for k, (a, b) in enumerate(lanes):
            ax, ay = centre(a)
            bx, by = centre(b)
            mid = (bx, ay) if k % 2 == 0 else (ax, by)
            pygame.draw.lines(s, (120, 210, 255) if k % 3 else (255, 200, 90), False, [(ax, ay), mid, (bx, by)], 2)

    glow(surf, lanes_draw, radius=5, strength=3)
    for cr, (rad, col) in planets.items():
        cx, cy = centre(cr)
        glow(surf, lambda s, cx=cx, cy=cy, rad=rad, col=col: pygame.draw.circle(s, dim(col, 0.8), (cx, cy), rad + 3),
             radius=5, strength=1, core=False)
        coin_planet(surf, (round(cx), round(cy)), rad, col, ring=rad >= 7)
    # the big "42"
    label = text_surface("42", 150, ORANGE)
    lx, ly = 300 - label.get_width() // 2, CARD_H // 2 - label.get_height() // 2 + 6
    halo = new_surface(CARD_W, CARD_H)
    halo.fill((0, 0, 0))
    halo.blit(text_surface("42", 150, (200, 110, 0)), (lx, ly))
    for radius in (14, 6):
        surf.blit(pygame.transform.gaussian_blur(halo, radius), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    surf.blit(text_surface("42", 150, (20, 12, 0)), (lx + 3, ly + 3))
    surf.blit(label, (lx, ly))
    surf.blit(text_surface("42", 150, (255, 236, 190)), (lx, ly - 1), special_flags=pygame.BLEND_RGB_MULT)
    return surf


def card_back(surface, x, y, w, h, colour):
    pygame.draw.rect(surface, (16, 22, 50), (x, y, w, h), border_radius=3)
    pygame.draw.rect(surface, colour, (x, y, w, h), 1, border_radius=3)
    pygame.draw.rect(surface, dim(colour, 0.6), (x + 3, y + 3, w - 6, h - 6), 1, border_radius=2)
    pygame.draw.circle(surface, colour, (x + w // 2, y + h // 2), 3, 1)


def card_all_in_all() -> pygame.Surface:
    rng = random.Random(404)
    surf = backdrop(CARD_W, CARD_H, rng, [(60, 20, 90), (10, 50, 80)], 170)
    ring_cols = [mix(SKY, HYPER, k / 9) for k in range(10)]
    xs = [22 + 39.5 * k for k in range(10)]
    cy = 92

    def portals(s):
        for k, x in enumerate(xs):
            col = tuple(round(v) for v in ring_cols[k])
            pygame.draw.ellipse(s, col, (x - 14, cy - 34, 28, 68), 3)
            pygame.draw.ellipse(s, dim(col, 0.45), (x - 9, cy - 26, 18, 52), 1)

    # portal interiors: a dim violet haze
    inner = new_surface(CARD_W, CARD_H)
    inner.fill((0, 0, 0))
    for k, x in enumerate(xs):
        pygame.draw.ellipse(inner, dim(tuple(round(v) for v in ring_cols[k]), 0.35), (x - 12, cy - 31, 24, 62))
    surf.blit(pygame.transform.gaussian_blur(inner, 6), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    glow(surf, portals, radius=6, strength=2)
    font = pygame.font.Font(None, 26)
    for k, x in enumerate(xs):
        number = font.render(str(k + 1), True, (250, 250, 255))
        shadow = font.render(str(k + 1), True, (0, 0, 0))
        surf.blit(shadow, (x - number.get_width() / 2 + 1, cy - number.get_height() / 2 + 1))
        surf.blit(number, (x - number.get_width() / 2, cy - number.get_height() / 2))
    # cards under some portals, fanned a little
    under = {1: [SKY], 3: [ORANGE, ORANGE], 4: [GREEN], 6: [PINK, YELLOW, PINK], 8: [VERMILION]}
    for k, cols in under.items():
        x = xs[k]
        for j, col in enumerate(cols):
            card_back(surf, round(x - 11 + 3 * j), 140 + 5 * j, 22, 32, col)
    # a tiny alien ship leaving portal 10
    glow(surf, lambda s: pygame.draw.circle(s, dim(GREEN, 0.7), (xs[9] - 30, 40), 6), radius=5, strength=2,
         core=False)
    pygame.draw.ellipse(surf, GREEN, (xs[9] - 40, 37, 20, 7))
    pygame.draw.ellipse(surf, (200, 255, 230), (xs[9] - 34, 32, 8, 7))
    return surf


def card_hyperline() -> pygame.Surface:
    rng = random.Random(505)
    surf = backdrop(CARD_W, CARD_H, rng, [(30, 40, 100), (70, 20, 70)], 170)
    n, cell = 9, 22
    gx, gy = CARD_W // 2 - n * cell // 2, CARD_H // 2 - n * cell // 2
    for r in range(n):
        for c in range(n):
            x, y = gx + c * cell, gy + r * cell
            shade = 14 + ((r + c) % 2) * 5
            pygame.draw.rect(surf, (shade, shade + 4, shade + 22), (x + 1, y + 1, cell - 2, cell - 2),
                             border_radius=3)
    glow(surf, lambda s: pygame.draw.rect(s, dim(SKY, 0.5), (gx - 2, gy - 2, n * cell + 4, n * cell + 4), 1,
                                          border_radius=4), radius=4, strength=2)

    def at(c, r):
        return (gx + c * cell + cell / 2, gy + r * cell + cell / 2)

    # tracks: from the Nexxus outward, with bends and branches (cells visited in order)
    tracks = [
        (SKY, [(4, 4), (4, 3), (4, 2), (3, 2), (2, 2), (2, 1), (2, 0)]),
        (SKY, [(3, 2), (3, 1), (4, 1), (5, 1), (6, 1)]),
        (ORANGE, [(4, 4), (5, 4), (6, 4), (6, 3), (7, 3), (8, 3)]),
        (ORANGE, [(6, 4), (6, 5), (6, 6), (7, 6)]),
        (GREEN, [(4, 4), (4, 5), (4, 6), (3, 6), (3, 7), (3, 8)]),
        (GREEN, [(4, 6), (5, 6), (5, 7)]),
        (PINK, [(4, 4), (3, 4), (2, 4), (1, 4), (1, 5), (0, 5)]),
        (PINK, [(2, 4), (2, 3), (1, 3)]),
    ]

    def draw_tracks(s):
        for col, cells in tracks:
            pygame.draw.lines(s, col, False, [at(c, r) for c, r in cells], 3)
            for c, r in cells[1:]:
                pygame.draw.circle(s, col, at(c, r), 2)

    glow(surf, draw_tracks, radius=5, strength=3)
    # explored sector markers at track ends
    for col, cells in tracks:
        cx, cy = at(*cells[-1])
        pygame.draw.circle(surf, (10, 12, 30), (cx, cy), 5)
        pygame.draw.circle(surf, col, (cx, cy), 5, 2)
    # the Nexxus star in the centre
    cx, cy = at(4, 4)

    def nexxus(s):
        pts = []
        for k in range(16):
            r = (17 if k % 4 == 0 else 11) if k % 2 == 0 else 4.5
            a = math.radians(-90 + 22.5 * k)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        pygame.draw.polygon(s, (255, 245, 200), pts)

    glow(surf, lambda s: pygame.draw.circle(s, (170, 140, 70), (cx, cy), 12), radius=10, strength=1, core=False)
    pygame.draw.circle(surf, (10, 10, 24), (cx, cy), 9)
    glow(surf, nexxus, radius=3, strength=1)
    pygame.draw.circle(surf, (255, 255, 255), (cx, cy), 3)
    return surf


def make_background() -> pygame.Surface:
    rng = random.Random(606)
    return backdrop(1280, 720, rng, [(40, 22, 80), (10, 38, 78), (48, 18, 48)], 1500, nebula=0.7, cell=4)

