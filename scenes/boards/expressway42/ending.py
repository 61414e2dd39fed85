"""42's words for a score that will pass 42 at the end (the results' own words: game/rules/expressway42.py
results_part)."""

from __future__ import annotations

from game.rules.expressway42 import LICENCE
from game.words import _, ngettext


def past_at_the_end(paid: int) -> str:
    """The outlook's note for a score that would pass 42 at the end: "past 42", "past 42 twice"."""
    if paid == 1:
        # Translators: the score would pass 42 at the final scoring (and so pay 42 for a new licence)
        return _("past {licence}").format(licence=LICENCE)
    if paid == 2:
        return _("past {licence} twice").format(licence=LICENCE)
    return ngettext("past {licence} {count} time", "past {licence} {count} times", paid).format(
        licence=LICENCE, count=paid
    )
