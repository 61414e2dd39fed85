"""The results' words for All in All: the score column counts relics, so a win on completed sets (12 relics
beside 12, "Vega wins!") said nothing of why. Each seat's sets, and how the game ended."""

from __future__ import annotations

from game.rules.all_in_all import SETS_TO_WIN, complete_sets
from game.words import _, ngettext, word
from scenes import palette


def sets(count: int) -> str:
    return ngettext("{count} complete set", "{count} complete sets", count).format(count=count)


def relics(count: int) -> str:
    return ngettext("{count} relic", "{count} relics", count).format(count=count)


def together(names: list[str]) -> str:
    """Names as one subject: "Ana", "Ana and Ben", "Ana, Ben and Cy"."""
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def result_summary(view: dict, result, names) -> dict:
    homes = view["homes"]
    winners = set(result.winners)
    lines = []
    if view.get("ending") == "sets":
        who = together([names[s] for s in sorted(winners)])
        said = ngettext(
            "{who} placed {count} set of three first; the others rank by sets, then relics.",
            "{who} placed {count} sets of three first; the others rank by sets, then relics.",
            SETS_TO_WIN,
        )
        lines.append((said.format(who=who, count=SETS_TO_WIN), palette.ACCENT))
    for reason in result.tie_breaks:
        lines.append((word(reason, names), palette.ACCENT))
    for seat in sorted(range(len(homes)), key=lambda s: result.ranks[s]):
        tone = palette.GOOD if seat in winners else palette.INK
        line = _("{name}: {sets}, {relics}").format(
            name=names[seat], sets=sets(complete_sets(homes[seat])), relics=relics(sum(homes[seat]))
        )
        lines.append((line, tone))
    return {"headline": None, "lines": lines}
