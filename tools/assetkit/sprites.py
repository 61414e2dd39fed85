"""The shared sprites: player tokens (white, for tinting), dice and the window's icon."""

from __future__ import annotations

import math

import pygame

from .draw import Canvas, clamp, glyph, mix, regular, sd_polygon, sd_round_box, star_points, unit
from .palette import GREEN, ORANGE, SKY


# ---------------------------------------------------------------------------------
# tokens: white glyph, dark rim, soft glow in the alpha channel (made for multiply tinting)
def token_shape(shape: str):
    """The shape's signed distance function, in pixels around the centre of a 64 px sprite."""
    if shape == "circle":
        return lambda x, y: math.hypot(x, y) - 20.5
    if shape == "square":
        return lambda x, y: sd_round_box(x, y, 18.0, 18.0, 3.0)
    if shape == "triangle":
        pts = regular(3, 26.0, -90, dy=5.0)
        return lambda x, y: sd_polygon(x, y, pts) - 1.5
    if shape == "diamond":
        pts = [(0.0, -25.5), (20.0, 0.0), (0.0, 25.5), (-20.0, 0.0)]
        return lambda x, y: sd_polygon(x, y, pts) - 1.0
    if shape == "hexagon":
        pts = regular(6, 22.5, 0)  # flat top and bottom
        return lambda x, y: sd_polygon(x, y, pts) - 0.5
    if shape == "star":
        pts = star_points(26.0, 11.5, dy=2.0)
        return lambda x, y: sd_polygon(x, y, pts) - 1.0
    raise ValueError(shape)



def make_token(shape: str) -> pygame.Surface:
    sdf = token_shape(shape)

    def highlight(c, x, y, px, py, d):
        # a glassy specular streak near the top-left of the body
        h = math.exp(-(((px + 6) / 9) ** 2 + ((py + 9) / 5) ** 2)) * clamp(-(d + 5) / 3)
        c.over(x, y, (1.0, 1.0, 1.0), 0.55 * h)

    return glyph(64, sdf, (0.98, 0.98, 1.0), (0.74, 0.75, 0.80), (0.09, 0.10, 0.15), (1.0, 1.0, 1.0),
                 extra=highlight).surface()


# ---------------------------------------------------------------------------------
# dice
PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def make_die(face: int) -> pygame.Surface:
    pips = [(12.5 * i, 12.5 * j) for i, j in PIPS[face]]
    pip_ink = (0.08, 0.10, 0.20)

    def pip_layer(c, x, y, px, py, d):
        for cx, cy in pips:
            dd = math.hypot(px - cx, py - cy) - 5.4
            if dd < 1.0:
                a = clamp(0.5 - dd)
                # pips sunk in the face: darker rim, slightly lighter floor
                depth = 0.10 * clamp((py - cy + 5) / 10)
                c.over(x, y, tuple(v + depth for v in pip_ink), a)

    sdf = lambda x, y: sd_round_box(x, y, 24.5, 24.5, 8.0)
    return glyph(64, sdf, (0.96, 0.97, 1.0), (0.80, 0.83, 0.90), (0.16, 0.19, 0.32), (0.62, 0.82, 1.0),
                 glow_alpha=0.30, glow_reach=2.6, rim_w=1.8, extra=pip_layer).surface()


# ---------------------------------------------------------------------------------
# the icon
def make_icon() -> pygame.Surface:
    c = Canvas(64, 64)
    tilt = math.radians(-24)
    ct, st = math.cos(tilt), math.sin(tilt)
    for y in range(64):
        for x in range(64):
            px, py = x + 0.5 - 32, y + 0.5 - 32
            d = sd_round_box(px, py, 30.0, 30.0, 12.0)
            cover = clamp(0.5 - d)
            if cover <= 0:
                continue
            t = clamp((py + 30) / 60)
            c.over(x, y, mix((0.07, 0.09, 0.22), (0.02, 0.02, 0.07), t), cover)
            # cyan glowing border
            border = math.exp(-(((d + 2.2) / 1.1) ** 2))
            c.over(x, y, unit(SKY), 0.9 * border * cover)
            # orbit ring (a tilted ellipse) in orange, behind the star
            rx, ry = px * ct - py * st, px * st + py * ct
            e = math.hypot(rx / 24.0, ry / 9.0)
            ring = math.exp(-(((e - 1.0) * 9.0 / 1.1) ** 2))
            c.over(x, y, unit(ORANGE), 0.95 * ring)
            # star: a glowing core and four spikes
            r = math.hypot(px, py)
            core = math.exp(-((r / 5.5) ** 2))
            halo = 0.6 * math.exp(-r / 9.0)
            spikes = math.exp(-abs(px) / 1.2) * math.exp(-abs(py) / 14) + math.exp(-abs(py) / 1.2) * math.exp(
                -abs(px) / 14
            )
            lum = clamp(core + halo * 0.6 + spikes * 0.9)
            c.over(x, y, mix(unit(SKY), (1.0, 1.0, 1.0), clamp(core * 1.4 + spikes * 0.5)), lum)
            # a small planet on the orbit, in front
            pxp, pyp = 24.0 * math.cos(0.6), 9.0 * math.sin(0.6)
            qx, qy = pxp * ct + pyp * st, -pxp * st + pyp * ct
            dp = math.hypot(px - qx, py - qy) - 4.2
            if dp < 1.0:
                c.over(x, y, mix(unit(GREEN), (1.0, 1.0, 1.0), clamp(-(px - qx + py - qy) / 12)), clamp(0.5 - dp))
    return c.surface()


