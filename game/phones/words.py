"""The phone page's words: a seat packet worded in the app's language, and the page's own words from the catalogue.

The packet (game/engine/seat_packet.py) keeps messages as data; here they become text with the players' names,
on the desk's thread (the language the desk shows is the page's too).
"""

from __future__ import annotations

from game.rules.words import Message
from game.words import _, language, word


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
        "place": _("Place"),
        "points": _("Points"),
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


def worded_packet(packet: dict, names: list[str] | None = None) -> dict:
    """`packet` with every message as text in the current language (seats named from `names`, else the
    packet's own), plus the page's own words and the language's code."""
    names = list(packet["names"] if names is None else names)
    result = packet["result"]
    if result is not None:
        result = {
            **result,
            "headline": _worded(result["headline"], names),
            "tie_breaks": [_worded(line, names) for line in result["tie_breaks"]],
        }
    return {
        **packet,
        "names": names,
        "prompt": _worded(packet["prompt"], names),
        "choices": [{**choice, "label": _worded(choice["label"], names)} for choice in packet["choices"]],
        "private": [{**item, "words": _worded(item["words"], names)} for item in packet["private"]],
        "log": [_worded(line, names) for line in packet["log"]],
        "result": result,
        "words": page_words(),
        "language": language(),
    }
