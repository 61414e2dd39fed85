"""42's hint in the player's own words: the log says "Ana lays the tile on D2", a hint "lay the tile on D2"."""

from __future__ import annotations

VERBS = {"takes": "take", "lays": "lay", "puts": "put", "moves": "move"}


def advice(line: str, names) -> str:
    """The move log's line for the player to act, turned to speak to them."""
    for name in sorted(names, key=len, reverse=True):  # "Ana" must not cut "Ana Maria" short
        if line.startswith(name + " "):
            line = line[len(name) + 1 :]
            break
    verb, _, rest = line.partition(" ")
    if verb in VERBS:
        line = f"{VERBS[verb]} {rest}".replace(" and captures ", " and capture ", 1)
    return line
