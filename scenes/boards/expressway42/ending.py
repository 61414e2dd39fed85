"""42's results in the player's words: where the final points came from, and 42 taken off at each licence."""

from __future__ import annotations

from game.rules.expressway42 import LICENCE
from game.words import _, ngettext, word
from scenes import palette


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


def went_past(paid: int) -> str:
    """The results' note for a score that passed 42: "went past 42 once (−42 for each licence)"."""
    if paid == 1:
        said = _("went past {licence} once (−{licence} for each licence)")
    elif paid == 2:
        said = _("went past {licence} twice (−{licence} for each licence)")
    else:
        said = ngettext(
            "went past {licence} {count} time (−{licence} for each licence)",
            "went past {licence} {count} times (−{licence} for each licence)",
            paid,
        )
    return said.format(licence=LICENCE, count=paid)


def result_summary(view, result, names) -> dict:
    """Why the scores are what they are: the final scoring's expressways, and 42 taken off at each licence."""
    lines = []
    for seat in sorted(range(2), key=lambda s: result.ranks[s]):
        won = [points for *_, owner, points in view["tally"] if owner == seat]
        words = ngettext(
            "{name}: +{points} from {count} expressway at the end",
            "{name}: +{points} from {count} expressways at the end",
            len(won),
        ).format(name=names[seat], points=sum(won), count=len(won))
        paid = view["licences"][seat]
        if paid:
            words = _("{scored}; {past}").format(scored=words, past=went_past(paid))
        lines.append((words, palette.GOOD if seat in result.winners else palette.INK))
    for reason in result.tie_breaks:
        lines.append((_("Tie-break: {reason}").format(reason=word(reason, names)), palette.DIM))
    return {"headline": None, "lines": lines}
