"""A ship's components keep their names as it grows (issue 33's playtest: after the third component was placed, the
table's ship squares shrank below the size whose words were drawn, and BRIDGE, CARRIER and the rest vanished)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import game.words as words  # noqa: E402
from game.rules.hyperline import ship as shipkit  # noqa: E402
from scenes import assets  # noqa: E402
from scenes.boards.hyperline import sprite_words  # noqa: E402
from scenes.boards.hyperline.ship_view import ShipView  # noqa: E402
from scenes.bounded import forget_all  # noqa: E402

TABLE_SHIP = (0, 0, 256, 245)  # the ship panel beside the board at 1280x720 (the playtest's window)


def _lesson_ship() -> dict:
    """The 'winning' lesson's ship after its setup: a Laser Cannon, the Bridge, a Carrier Pod, a Combat Engine."""
    ship = shipkit.new_ship()
    for kind, placement in (
        ("carrier_pod", (0, 1, "N")),
        ("combat_engine", (0, 2, "S")),
        ("laser_cannon", (0, -1, "N")),
    ):
        shipkit.place(ship, kind, placement)
    return ship


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_ship_of_four_rows_at_the_table_names_every_component(monkeypatch, language):
    pygame.font.init()
    drawn = []
    real = assets.Font.render

    def render(font, text, *args, **kwargs):
        drawn.append(str(text))
        return real(font, text, *args, **kwargs)

    monkeypatch.setattr(assets.Font, "render", render)
    forget_all()  # every word rendered afresh, none from an earlier test's cache
    words.use(language)
    try:
        ship = _lesson_ship()
        view = ShipView(TABLE_SHIP, ship)
        assert view.cell < 48, view.cell  # the size at which the names vanished
        view.draw(pygame.Surface(TABLE_SHIP[2:], pygame.SRCALPHA), "Ana", (255, 255, 255))
        for part in ship["parts"]:
            name = sprite_words.label(part["kind"]).upper()
            assert any(text == name or (text.endswith(".") and name.startswith(text[:-1])) for text in drawn), (
                part["kind"],
                sorted(set(drawn)),
            )
    finally:
        words.use("en")
        forget_all()


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_component_is_named_on_a_square_of_40_pixels_shortened_where_it_must_be(language):
    pygame.font.init()
    words.use(language)
    try:
        for kind in ("bridge", *shipkit.KINDS):
            named = sprite_words.part_word(kind, 40, 0, False)
            assert named is not None, kind
            picture = named[0]
            assert picture.get_width() <= 40 and picture.get_height() < 16, (kind, picture.get_size())
    finally:
        words.use("en")
