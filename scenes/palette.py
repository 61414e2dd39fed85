"""Player colours and shapes: every seat differs in both, so colour is never the only cue.

The values live in assets/palette.json, which the asset tool (tools/assetkit) reads too:
the window and the generated art share one palette without tools/ importing scenes/.
"""

from __future__ import annotations

import json

from scenes.assets import AssetError, asset_path


def _load() -> dict:
    path = asset_path("palette.json")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise AssetError(f"damaged asset: {path} ({err})") from None


def _rgb(value) -> tuple[int, int, int]:
    r, g, b = value
    return (r, g, b)


_DATA = _load()
_TABLE = _DATA["table"]

# Okabe & Ito's palette, safe for the common colour-vision deficiencies
SAFE = [_rgb(c) for c in _DATA["safe"]]
CLASSIC = [_rgb(c) for c in _DATA["classic"]]
SAFE_NAMES = list(_DATA["safe_names"])
CLASSIC_NAMES = list(_DATA["classic_names"])
SHAPES = list(_DATA["shapes"])

# the table
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


def seat_colour(seat: int, safe: bool = True) -> tuple[int, int, int]:
    colours = SAFE if safe else CLASSIC
    return colours[seat % len(colours)]


def seat_colour_name(seat: int, safe: bool = True) -> str:
    names = SAFE_NAMES if safe else CLASSIC_NAMES
    return names[seat % len(names)]


def seat_shape(seat: int) -> str:
    return SHAPES[seat % len(SHAPES)]
