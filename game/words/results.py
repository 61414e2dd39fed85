"""The results as the players read them, on the table's results screen and on the phone pages alike: who won,
each place (1st, 2nd...), each score, the tie-breaks, and a game's own headline and summary lines (its
`parts.results`). Headless (no pygame): the phone pages word the same lines."""

from __future__ import annotations

from game.rules import resolve
from game.words import _, ngettext, number, pgettext, word


def headline(winners, finished: bool, names, said=None) -> str:
    """Who won, with their names: a game's own headline (a message or words) when it gives one."""
    if said:
        return word(said, names)
    if winners and finished:
        who = names[winners[0]]
        for seat in winners[1:]:
            who = _("{first} and {second}").format(first=who, second=names[seat])
        # Translators: {who} is one name, or names joined ("Ana and Vega"): the verb agrees with how many
        return ngettext("{who} wins!", "{who} win!", len(winners)).format(who=who)
    if not finished:
        return _("Stopped before the end: no winner")
    return _("A draw")


def score(value: float) -> str:
    """A whole score as its digits; a fraction as the language writes it."""
    return str(int(value)) if float(value).is_integer() else number(value, 2)


def place(n: int) -> str:
    """A place as the language says it: 1st, 2nd, 3rd, 11th, 21st in English; 1., 2., 21. in German."""
    ending = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    places = {
        # Translators: a place in the results: 1st, 21st, 31st...; German writes every place "{number}."
        "st": pgettext("place", "{number}st"),
        # Translators: a place in the results: 2nd, 22nd...
        "nd": pgettext("place", "{number}nd"),
        # Translators: a place in the results: 3rd, 23rd...
        "rd": pgettext("place", "{number}rd"),
        # Translators: a place in the results: 4th, 11th, 12th, 13th...
        "th": pgettext("place", "{number}th"),
    }
    return places[ending].format(number=n)


def headings() -> dict[str, str]:
    """The results table's column headings over the places and the players' names."""
    return {
        # Translators: the results table's column heading over 1st, 2nd...
        "place": _("place"),
        # Translators: the results table's column heading over the players' names
        "player": _("player"),
    }


def tie_breaks(lines, names) -> str:
    """The tie-breaks the ranking used, in one line ("" when none was needed)."""
    if not lines:
        return ""
    return _("Tie-breaks: {said}").format(said="; ".join(word(line, names) for line in lines))


def own_words(info, view: dict, result) -> dict | None:
    """A game's own results as messages, `{"headline": Message | None, "lines": [(Message, tone)]}`, from the view
    at the end (its registration's `parts.results`); None for a game that words only the shared headline."""
    part = info.parts.results
    return resolve(part)(view, result) if part else None


def worded(said: dict | None, names) -> dict | None:
    """A game's own results (`own_words`) in the current language: the headline (None: the shared one) and each
    summary line with its tone ("good", "ink", "accent", "dim", "bad", "glow": the screen's colour for it)."""
    if said is None:
        return None
    headline = said["headline"]
    return {
        "headline": None if headline is None else word(headline, names),
        "lines": [(word(line, names), tone) for line, tone in said["lines"]],
    }


def summary(info, view: dict, result, names) -> dict | None:
    """A game's own headline and summary lines, worded: what the table's results screen and a phone page show."""
    return worded(own_words(info, view, result), names)
