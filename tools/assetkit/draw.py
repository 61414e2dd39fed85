"""The drawing kit for per-pixel art: small maths, signed distance fields, a float RGBA canvas and glyphs.

Glyphs, dice, map tiles and the icon are computed pixel by pixel from signed distance fields
(pure Python floats), so the same code gives the same bytes on every machine.
"""

from __future__ import annotations

import math
from pathlib import Path

import pygame


# ---------------------------------------------------------------------------------
# small maths
def clamp(v: float, lo: float = 0.0, hi: float = 1.0) -> float:
    return lo if v < lo else hi if v > hi else v


def smoothstep(e0: float, e1: float, x: float) -> float:
    t = clamp((x - e0) / (e1 - e0))
    return t * t * (3 - 2 * t)


def mix(a, b, t: float):
    return tuple(x + (y - x) * t for x, y in zip(a, b, strict=False))


def unit(c) -> tuple[float, float, float]:
    return (c[0] / 255, c[1] / 255, c[2] / 255)


def sd_polygon(px: float, py: float, pts) -> float:
    """Signed distance to a simple polygon (negative inside); Inigo Quilez's formula."""
    vx, vy = pts[0]
    d = (px - vx) ** 2 + (py - vy) ** 2
    s = 1.0
    j = len(pts) - 1
    for i in range(len(pts)):
        ix, iy = pts[i]
        jx, jy = pts[j]
        ex, ey = jx - ix, jy - iy
        wx, wy = px - ix, py - iy
        t = clamp((wx * ex + wy * ey) / (ex * ex + ey * ey))
        bx, by = wx - ex * t, wy - ey * t
        d = min(d, bx * bx + by * by)
        c1, c2, c3 = py >= iy, py < jy, ex * wy > ey * wx
        if (c1 and c2 and c3) or (not c1 and not c2 and not c3):
            s = -s
        j = i
    return s * math.sqrt(d)


def sd_round_box(px: float, py: float, hw: float, hh: float, r: float) -> float:
    qx, qy = abs(px) - hw + r, abs(py) - hh + r
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - r


def regular(n: int, radius: float, start_deg: float, dx=0.0, dy=0.0):
    return [
        (dx + radius * math.cos(math.radians(start_deg + 360 * k / n)),
         dy + radius * math.sin(math.radians(start_deg + 360 * k / n)))
        for k in range(n)
    ]


def star_points(outer: float, inner: float, dy: float = 0.0):
    pts = []
    for k in range(10):
        r = outer if k % 2 == 0 else inner
        a = math.radians(-90 + 36 * k)
        pts.append((r * math.cos(a), dy + r * math.sin(a)))
    return pts


# ---------------------------------------------------------------------------------
# a float RGBA canvas with straight-alpha "over" compositing, for per-pixel art
class Canvas:
    def __init__(self, w: int, h: int):
        self.w, self.h = w, h
        self.px = [[0.0, 0.0, 0.0, 0.0] for _ in range(w * h)]

    def over(self, x: int, y: int, rgb, a: float) -> None:
        if a <= 0.0:
            return
        p = self.px[y * self.w + x]
        da = p[3]
        out = a + da * (1 - a)
        k = da * (1 - a)
        p[0] = (rgb[0] * a + p[0] * k) / out
        p[1] = (rgb[1] * a + p[1] * k) / out
        p[2] = (rgb[2] * a + p[2] * k) / out
        p[3] = out

    def surface(self) -> pygame.Surface:
        data = bytearray()
        for r, g, b, a in self.px:
            data += bytes((round(clamp(r) * 255), round(clamp(g) * 255), round(clamp(b) * 255), round(clamp(a) * 255)))
        return pygame.image.frombytes(bytes(data), (self.w, self.h), "RGBA").copy()


def save_png(surface: pygame.Surface, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))



# ---------------------------------------------------------------------------------
# a glyph: white or tinted body, dark rim, soft glow in the alpha channel
def glyph(size: int, sdf, body_top, body_bottom, rim, glow, glow_alpha=0.55, glow_reach=3.2, rim_w=2.4,
          extra=None) -> Canvas:
    """A centred glyph: glow outside, dark rim at the edge, shaded body inside; `extra` paints on top."""
    c = Canvas(size, size)
    half = size / 2
    for y in range(size):
        for x in range(size):
            px, py = x + 0.5 - half, y + 0.5 - half
            d = sdf(px, py)
            edge = min(x + 0.5, y + 0.5, size - x - 0.5, size - y - 0.5)
            fade = smoothstep(0.0, 5.0, edge)
            if d > -1.0:
                g = glow_alpha * math.exp(-max(d, 0.0) / glow_reach) * fade
                c.over(x, y, glow, g)
            cover = clamp(0.5 - d)
            if cover > 0:
                c.over(x, y, rim, cover)
                inner = clamp(0.5 - (d + rim_w))
                if inner > 0:
                    t = clamp((py + half * 0.7) / (size * 0.7))
                    shade = mix(body_top, body_bottom, t)
                    # a soft bevel just inside the rim
                    bevel = 1.0 - 0.12 * math.exp(-max(-(d + rim_w), 0.0) / 1.6)
                    c.over(x, y, tuple(v * bevel for v in shade), inner)
                    if extra is not None:
                        extra(c, x, y, px, py, d)
    return c

