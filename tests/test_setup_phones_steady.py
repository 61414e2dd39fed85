"""Setup keeps its seats where they are when a seat is set to "Person · on a phone": the phones' line coming in
once moved the seats up 36 px, so a playtester's next click opened seat 4's list instead of seat 3's."""

from __future__ import annotations

import pygame
import pytest

from game.rules import get
from scenes.setup import PERSON, SetupScene
from tests.test_setup_phones import choose_phone
from tests.ui import frames


def _places(setup) -> list[pygame.Rect]:
    """Where each seat's name and list, each option, the deal code and the Back and Start buttons stand."""
    widgets = [*setup.name_boxes, *setup.kind_menus, *(w for _o, w in setup.option_widgets.values())]
    return [w.rect.copy() for w in [*widgets, setup.code_box, setup.back, setup.start]]


@pytest.mark.parametrize("game", ["hyperline", "all_in_all", "race"])
def test_a_seat_set_to_a_phone_moves_nothing_on_the_setup_screen(sized_app, game):
    app = sized_app
    setup = SetupScene(get(game), seats=[(name, PERSON) for name in ("Ana", "Ben", "Cleo", "Dana")])
    app.push(setup)
    frames(app, 1)
    before = _places(app.top)
    choose_phone(app, app.top, 1)
    frames(app, 1)
    assert app.top.phone_box is not None  # the line about the phones' pages is there
    assert _places(app.top) == before
