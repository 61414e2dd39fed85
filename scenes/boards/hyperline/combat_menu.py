"""The fights menu on the galaxy: fights and torpedo targets are lit by the table; what a torpedo cannot
reach is ringed in red, and a click there gives the rules' reason (torpedo_reasons)."""

from __future__ import annotations

import scenes.boards.hyperline.spots as spots
from game.rules.hyperline import queries
from game.words import _
from scenes import palette
from scenes.boards.hyperline.rules_words import rules_text
from scenes.boards.kit import glow_rect


def unreachable(board, view) -> dict[int, str]:
    """Sector -> why a torpedo cannot hit what is there; only at the fights menu with a torpedo to fire."""
    if board.asking.ask != "fights" or not board._legal():
        return {}
    found: dict[int, str] = {}
    for (sector, __), why in queries.torpedo_reasons(board.rules(view)).items():
        if why and sector not in found:
            found[sector] = why
    return found


def draw(surface, board, view, legal):
    lit = spots.lit_sectors(view, legal)
    for sector in unreachable(board, view):
        if sector not in lit:
            glow_rect(surface, board.geo.sector_rect(sector).inflate(-10, -10), palette.BAD, 1, 6)


def click(board, view, legal, sector):
    """("reason", why) for a click on a sector a torpedo cannot reach; None elsewhere."""
    if sector in spots.lit_sectors(view, legal):
        return None
    why = unreachable(board, view).get(sector)
    return ("reason", _("Torpedo: {why}").format(why=rules_text(why, board.names()))) if why else None
