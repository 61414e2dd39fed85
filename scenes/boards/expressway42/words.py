"""42's hint in the player's own words: the log says "Ana lays the tile on D2", a hint "lay the tile on D2"."""

from __future__ import annotations

from game.rules.expressway42 import PLANETS
from scenes import palette

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


def dealt_in_log(line: str) -> bool:
    """A random value dealt to one planet: the move log leaves it out, the deal's last step sums them all up."""
    return line.startswith("Planet ") and " gets value " in line


def values_dealt(line: str, events: list[dict]) -> str:
    """The deal's last step speaks for all 65 (the values stand on the board), as the other games fold a deal."""
    if any(event["type"] == "deal" and event["planet"] == len(PLANETS) - 1 for event in events):
        return f"The {len(PLANETS)} planets are dealt random values (2, 3 or 4: see the board)"
    return line


def times(count: int) -> str:
    return {1: "once", 2: "twice"}.get(count, f"{count} times")


def result_summary(view, result, names) -> dict:
    """Why the scores are what they are: the final scoring's expressways, and 42 taken off at each licence."""
    lines = []
    for seat in sorted(range(2), key=lambda s: result.ranks[s]):
        won = [points for *_, owner, points in view["tally"] if owner == seat]
        words = f"{names[seat]}: +{sum(won)} from {len(won)} expressway{'' if len(won) == 1 else 's'} at the end"
        paid = view["licences"][seat]
        if paid:
            words += f"; went past 42 {times(paid)} (−42 for each licence)"
        lines.append((words, palette.GOOD if seat in result.winners else palette.INK))
    lines += [(f"Tie-break: {words}", palette.DIM) for words in result.tie_breaks]
    return {"headline": None, "lines": lines}
