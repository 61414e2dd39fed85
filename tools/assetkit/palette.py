"""The art's palette: the window's palette, read from assets/palette.json like scenes/palette.py reads it
(same names), so the art and the window share one palette and tools/ never imports scenes/.

An art_<game>.py that needs the palette at import time: `from tools.assetkit import palette`.
"""

from __future__ import annotations

import json
from pathlib import Path

PALETTE_FILE = Path(__file__).resolve().parent.parent.parent / "assets" / "palette.json"


def _rgb(value) -> tuple[int, int, int]:
    r, g, b = value
    return (r, g, b)


_DATA = json.loads(PALETTE_FILE.read_text(encoding="utf-8"))
_TABLE = _DATA["table"]

# the seats, as in scenes/palette.py: Okabe & Ito (colour-blind safe) and classic
SAFE = [_rgb(c) for c in _DATA["safe"]]
CLASSIC = [_rgb(c) for c in _DATA["classic"]]
SAFE_NAMES = list(_DATA["safe_names"])
CLASSIC_NAMES = list(_DATA["classic_names"])
SHAPES = tuple(_DATA["shapes"])

# the table, as in scenes/palette.py
SPACE = _rgb(_TABLE["space"])
PANEL = _rgb(_TABLE["panel"])
PANEL_EDGE = _rgb(_TABLE["panel_edge"])
INK = _rgb(_TABLE["ink"])
DIM = _rgb(_TABLE["dim"])
GLOW = _rgb(_TABLE["glow"])
ACCENT = _rgb(_TABLE["accent"])
GOOD = _rgb(_TABLE["good"])
BAD = _rgb(_TABLE["bad"])
HYPER = _rgb(_TABLE["hyper"])

# the art's names: the seat palette one by one, and Okabe & Ito's blue, which only the art uses
PLAYERS = list(SAFE)
SKY, ORANGE, GREEN, YELLOW, PINK, VERMILION = PLAYERS
BLUE = (0, 114, 178)
