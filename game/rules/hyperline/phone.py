"""What a Hyperline seat holds for its own eyes on a phone page (game/engine/seat_packet.py's "private" part).

Its secret tiles first (a Planetary scan's face-down planet, the tiles its Quantum scan holds or put back on the
hyperline stack, in the order they come off it), then its ship part by part, damaged parts said as such. Built
from the seat's view only, so nothing another seat saw can reach this list.
"""

from __future__ import annotations

import re

from game.rules.hyperline.board import name
from game.rules.hyperline.components import PART
from game.rules.hyperline.tiles import LINE_TILES, TECH, said

SPRITES = "hyperline/"


def tile_sprite(tile: str) -> str:
    """A drawn tile's picture under assets/sprites (the names tools/art_hyperline.py writes)."""
    if tile in TECH:
        return f"{SPRITES}planet_{re.sub(r'[^a-z]', '', tile.lower())}.png"
    if tile in LINE_TILES:
        return f"{SPRITES}tile_{tile}.png"
    return f"{SPRITES}tile_{tile}.png"  # asteroid, rip, pirate base


def private_part(view: dict, seat: int) -> list[dict]:
    """The seat's secret tiles and its ship, as the phone page's items."""
    items = []
    for key in sorted(view["facedown"], key=int):
        entry = view["facedown"][key]
        if entry["seat"] == seat and entry["tile"] is not None:
            tile, where = entry["tile"], name(int(key))
            items.append({"kind": "facedown", "words": said(tile), "sprite": tile_sprite(tile), "where": where})
    task = view["explore"]
    if task.get("quantum") and view["current"] == seat:
        for tile in task["quantum"]:
            if tile is not None:
                items.append({"kind": "quantum", "words": said(tile), "sprite": tile_sprite(tile)})
    for place, entry in enumerate(view["hyper_top"], start=1):
        if seat in entry["known"] and entry["tile"] is not None:
            tile = entry["tile"]
            items.append({"kind": "on_top", "words": said(tile), "sprite": tile_sprite(tile), "where": place})
    ship = view["ships"][seat]
    counted: dict[tuple[str, bool], int] = {}
    for part in ship["parts"]:
        key = (part["kind"], bool(part["damaged"]))
        counted[key] = counted.get(key, 0) + 1
    for (kind, damaged), count in counted.items():
        sprite = f"{SPRITES}comp_{kind}{'_damaged' if damaged else ''}.png"
        items.append({"kind": "component", "words": PART[kind], "sprite": sprite, "count": count, "damaged": damaged})
    for upgrade in ship["upgrades"]:
        items.append({"kind": "upgrade", "words": PART[upgrade], "sprite": f"{SPRITES}upgrade_{upgrade}.png"})
    return items
