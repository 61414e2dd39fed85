"""The results' words for All in All: the score column counts relics, so a win on completed sets (12 relics
beside 12, "Vega wins!") said nothing of why. Each seat's sets, and how the game ended."""

from __future__ import annotations

from game.rules.all_in_all import SETS_TO_WIN, complete_sets
from scenes import palette


def sets(count: int) -> str:
    return f"{count} complete set{'' if count == 1 else 's'}"


def result_summary(view: dict, result, names) -> dict:
    homes = view["homes"]
    winners = set(result.winners)
    lines = []
    if view.get("ending") == "sets":
        who = " and ".join(names[s] for s in sorted(winners))
        lines.append(
            (f"{who} placed {SETS_TO_WIN} sets of three first; the others rank by sets, then relics.", palette.ACCENT)
        )
    for reason in result.tie_breaks:
        lines.append((reason, palette.ACCENT))
    for seat in sorted(range(len(homes)), key=lambda s: result.ranks[s]):
        tone = palette.GOOD if seat in winners else palette.INK
        lines.append((f"{names[seat]}: {sets(complete_sets(homes[seat]))}, {sum(homes[seat])} relics", tone))
    return {"headline": None, "lines": lines}
