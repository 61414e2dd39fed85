"""Player colours and shapes: every seat differs in both, so colour is never the only cue."""

from __future__ import annotations

# Okabe & Ito's palette, safe for the common colour-vision deficiencies
SAFE = [(86, 180, 233), (230, 159, 0), (0, 158, 115), (240, 228, 66), (204, 121, 167), (213, 94, 0)]
CLASSIC = [(70, 130, 255), (235, 70, 60), (60, 200, 90), (250, 215, 50), (170, 90, 230), (255, 140, 40)]
SAFE_NAMES = ["sky blue", "orange", "green", "yellow", "pink", "vermilion"]
CLASSIC_NAMES = ["blue", "red", "green", "yellow", "purple", "orange"]
SHAPES = ["circle", "square", "triangle", "diamond", "hexagon", "star"]

# the table
SPACE = (5, 6, 15)
PANEL = (11, 15, 36)
PANEL_EDGE = (40, 60, 110)
INK = (232, 236, 255)
DIM = (150, 160, 200)
GLOW = (86, 180, 233)
ACCENT = (230, 159, 0)
GOOD = (0, 200, 140)
BAD = (235, 90, 70)
HYPER = (170, 110, 255)


def seat_colour(seat: int, safe: bool = True) -> tuple[int, int, int]:
    colours = SAFE if safe else CLASSIC
    return colours[seat % len(colours)]


def seat_colour_name(seat: int, safe: bool = True) -> str:
    names = SAFE_NAMES if safe else CLASSIC_NAMES
    return names[seat % len(names)]


def seat_shape(seat: int) -> str:
    return SHAPES[seat % len(SHAPES)]
