"""Hyperline's results in its own words (GameInfo parts.results): who researched the secrets of Nexxus and when,
each seat's research points, or a game the turn limit stopped. Read from the view at the end (results are
public), worded alike on the table's results screen and the phone pages."""

from __future__ import annotations

from game.rules.words import Seat, msg


def results_part(view: dict, result) -> dict:
    if result.winners:
        headline = msg("{who} researched the secrets of Nexxus in round {round}!",
                       who=Seat(result.winners[0]), round=view["round"])  # fmt: skip
    else:
        headline = msg("Stopped by the turn limit: no winner")
    lines = []
    seats = len(view["points"])
    for seat in sorted(range(seats), key=lambda s: -view["points"][s]):
        said = msg("{who} ({home}): {points} of 5 research points",
                   who=Seat(seat), home=view["homes"][seat] or msg("no home"), points=view["points"][seat])  # fmt: skip
        lines.append((said, "good" if seat in result.winners else "ink"))
    if not result.winners:
        said = msg("The game was unfinished after round {round}: nobody reached 5.", round=view["round"])
        lines.append((said, "dim"))
    return {"headline": headline, "lines": lines}
