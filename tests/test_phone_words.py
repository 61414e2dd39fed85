"""The phone pages' words (the `phone` domain): worded in the app's language, and one German line per English id."""

from __future__ import annotations

from babel.messages.pofile import read_po

from game import words
from game.engine import Match, SeatInfo
from game.engine.seat_packet import seat_packet
from game.phones.words import page_words, seat_mark, use_palette, worded_packet
from game.rules import CHANCE
from game.words.domains import ROOT, domains

LOCALE = ROOT / "assets" / "locale" / "de" / "LC_MESSAGES"


def german(domain: str) -> dict:
    with open(LOCALE / f"{domain}.po", "rb") as file:
        return {(m.context, m.id if isinstance(m.id, str) else m.id[0]): m.string for m in read_po(file) if m.id}


def test_a_phone_word_another_domain_has_too_is_the_same_german():
    """The domains merge into one translation: the phone's "Your move." must not change the app's."""
    mine = german("phone")
    clashes = []
    for domain in domains():
        if domain != "phone":
            for key, text in german(domain).items():
                if key in mine and mine[key] != text:
                    clashes.append((domain, key, text, mine[key]))
    assert clashes == []


def test_a_packet_is_worded_in_the_chosen_language_with_the_players_names():
    match = Match("all_in_all", [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Cleo")], seed=1)
    while match.actor == CHANCE:
        match.roll()
    waiting = (match.actor + 1) % 3
    try:
        words.use("de")
        said = worded_packet(seat_packet(match, waiting, moment=3))
        assert said["prompt"] == f"Warte auf {match.names[match.actor]}."
        assert said["words"]["cards"] == "Deine Hand" and said["language"] == "de"
        mine = worded_packet(seat_packet(match, match.actor, moment=3))
        assert mine["prompt"] == "Du bist am Zug." and all(isinstance(c["label"], str) for c in mine["choices"])
        assert all(isinstance(item["words"], str) and item["words"] for item in said["private"])
    finally:
        words.use("en")
    assert page_words()["cards"] == "Your hand"


def test_a_page_marks_its_seat_as_the_table_does_in_either_palette():
    """The page's seat mark is the table's token: the same colour (in the palette the window shows) and shape."""
    from scenes import palette

    match = Match("all_in_all", [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Cleo")], seed=1)
    assert worded_packet(seat_packet(match, 1, moment=1))["mark"] == {"colour": "rgb(230,159,0)", "shape": "square"}
    try:
        for safe in (True, False):
            use_palette(safe)
            for seat in range(6):
                assert seat_mark(seat) == {
                    "colour": "rgb({},{},{})".format(*palette.seat_colour(seat, safe)),
                    "shape": palette.seat_shape(seat),
                }
    finally:
        use_palette(True)
