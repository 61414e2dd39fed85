"""The phone page's words: a seat packet worded in the app's language, and the page's own words from the catalogue.

The packet (game/engine/seat_packet.py) keeps messages as data; here they become text with the players' names,
on the desk's thread (the language the desk shows is the page's too).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from game.rules import get
from game.rules.words import Message
from game.words import _, language, word
from game.words.results import headings, headline, place, score, tie_breaks

PALETTE = Path(__file__).resolve().parent.parent.parent / "assets" / "palette.json"
_palette = {"safe": True}  # Settings.safe_palette's default; the window says which one it shows (use_palette)


def use_palette(safe: bool) -> None:
    """Mark the seats on the pages in the palette the window shows (the colour-blind-safe one or the classic)."""
    _palette["safe"] = bool(safe)


@cache
def _palette_file() -> dict:
    return json.loads(PALETTE.read_text(encoding="utf-8"))


def seat_mark(seat: int, safe: bool | None = None) -> dict:
    """The seat's colour and shape as the desk draws them (scenes/palette.py reads the same file): Ben is the same
    orange square on his phone as on the table."""
    data = _palette_file()
    colours = data["safe" if (_palette["safe"] if safe is None else safe) else "classic"]
    r, g, b = colours[seat % len(colours)]
    return {"colour": f"rgb({r},{g},{b})", "shape": data["shapes"][seat % len(data["shapes"])]}


def page_words() -> dict[str, str]:
    """Everything the page says of its own (phone.js reads them by key; `{name}` filled there)."""
    return {
        "title": _("Star Table"),
        "connecting": _("Connecting to the table…"),
        "reconnecting": _("The connection dropped: trying again…"),
        "your_turn": _("Your turn"),
        "waiting": _("Not your turn"),
        "hand": _("Only you see this"),
        "cards": _("Your hand"),
        "secrets": _("Your secret tiles"),
        "ship": _("Your ship"),
        "facedown": _("face down in {where}"),
        "on_top": _("number {where} on the hyperline stack"),
        "quantum": _("from your Quantum scan"),
        "damaged": _("damaged"),
        "choices": _("Your choices"),
        "log": _("What happened"),
        "results": _("Results"),
        "refused": _("Not now: {reason}"),
        "taken_over": _("Another phone took over this seat. This page no longer plays it."),
        "take_back": _("Play this seat here again"),
        "closed": _("The table closed this game. This page tries again in a moment."),
        "over": _("Game over"),
        "sent": _("Sent: waiting for the table…"),
    }


def _worded(value, names) -> str:
    if isinstance(value, dict):
        return word(Message.from_data(value), names)
    return "" if value is None else str(value)


def worded_result(game: str, result: dict, names: list[str]) -> dict:
    """The results as the table's results screen words them: who won (the game's own headline where it has one),
    its column headings (what the score counts, as the game registers it: "relics" in All in All), each place as the
    language says it, each score, the game's own summary lines with their tones, the tie-breaks' line."""
    lines = [_worded(line, names) for line in result["tie_breaks"]]
    own = result.get("summary")
    summary = [{"words": _worded(line["words"], names), "tone": line["tone"]} for line in own["lines"]] if own else []
    # the game's own headline where it words one (Hyperline's round, Galaxy Express's score card), else who won as the
    # table says it ("Ana and Ben win!"); with no winner and no words of its own the packet's "Nobody wins."
    winners = result["winners"]
    if own and own["headline"] is not None:
        said = _worded(own["headline"], names)
    else:
        said = headline(winners, True, names) if winners else _worded(result["headline"], names)
    return {
        **result,
        "headline": said,
        "summary": summary,
        "headings": {**headings(), "score": word(Message(get(game).score_word))},
        "places": [place(rank) for rank in result["ranks"]],
        "shown_scores": [score(value) for value in result["scores"]],
        "tie_breaks": lines,
        # as the table: a game's own summary says the tie-breaks in its lines, the shared line only where there is none
        "tie_break_line": "" if own else tie_breaks(lines, names),
    }


def worded_packet(packet: dict, names: list[str] | None = None) -> dict:
    """`packet` with every message as text in the current language (seats named from `names`, else the
    packet's own), plus the page's own words, the language's code and the seat's mark."""
    names = list(packet["names"] if names is None else names)
    result = packet["result"]
    if result is not None:
        result = worded_result(packet["game"], result, names)
    return {
        **packet,
        "names": names,
        "prompt": _worded(packet["prompt"], names),
        "choices": [{**choice, "label": _worded(choice["label"], names)} for choice in packet["choices"]],
        "private": [{**item, "words": _worded(item["words"], names)} for item in packet["private"]],
        "log": [_worded(line, names) for line in packet["log"]],
        "result": result,
        "mark": seat_mark(packet["seat"]),
        "words": page_words(),
        "language": language(),
    }
