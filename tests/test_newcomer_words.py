"""Words a newcomers' playtest after the lessons stumbled on: words that name a place the layout moves, a shared word
that reads wrongly in one of its uses, a card named by half its name."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import game.words as words
from game.rules import Asking
from scenes.boards import board_class
from scenes.lesson_spots import headless


@pytest.fixture(params=["en", "de"])
def language(request):
    words.use(request.param)
    yield request.param
    words.use("en")


def test_42s_words_for_the_piles_name_them_by_their_heading_never_by_a_side(language):
    """At 1024x600 the piles stand in the middle column, not "on the right": the words name the piles' own heading."""
    headless()
    board = board_class("expressway42")()
    board.props = SimpleNamespace(asking=Asking(ask="pile"))
    heading = words._("Tile piles")
    board.pile_rects, board.grid_at = {}, lambda pos: (1, 1)  # a click on the board itself before a pile is chosen
    kind, refused = board.hit((0, 0), {})
    assert kind == "reason"
    for one in (board.prompt(None, 0, []), refused):
        assert heading in one
        assert not {"right", "rechts", "left", "links"} & set(one.lower().replace(".", " ").split())


def test_all_in_alls_schemer_asks_about_the_card_by_the_name_it_shows(language):
    """The question said "Stiefel" where the card reads "7 Lichtjahre-Stiefel": it names the card by its title."""
    from game.rules.all_in_all import TITLES

    headless()
    board = board_class("all_in_all")()
    board.props = SimpleNamespace(asking=Asking(ask="explore"))
    board.selected, board.scheme = "schemer", (2, "boots")
    said = board.prompt({"portal": 0}, 0, [])
    title = words.word(TITLES["boots"])
    assert title == {"en": "7-Lightyear Boots", "de": "7 Lichtjahre-Stiefel"}[language]
    assert title in said
