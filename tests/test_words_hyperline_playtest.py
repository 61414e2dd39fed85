"""What a German player met playing Hyperline against a bot (issue 32's playtest), held: the Store's tag over an
upgrade the ship has stays inside the Store at the smallest window, a diagonal square is said the way a German
player says it, a planet's offer reads as one phrase after its name, and research happens "am Nexxus"."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import game.words as words  # noqa: E402
from game.rules.hyperline import ship as shipkit  # noqa: E402
from game.rules.hyperline.tiles import INFO  # noqa: E402
from scenes.app import make_app  # noqa: E402
from scenes.boards.hyperline import galaxy_view, placing  # noqa: E402
from scenes.shots import build_scene  # noqa: E402


@pytest.fixture
def german():
    words.use("de")
    yield
    words.use("en")


@pytest.mark.parametrize("size", ["1024x600", "1280x720"])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_tag_over_an_upgrade_the_ship_has_stays_inside_the_store(size, language):
    """ "vorhanden" ran out of the Store's right edge at 1024x600 and was cut to "vorhander"."""
    made = make_app(size, headless=True)
    words.use(language)
    try:
        build_scene(made, "hyperline", seed=3, after=0)
        store = made.top.board.geo.store
        boxes = galaxy_view.store_rects(store)
        for kind in shipkit.UPGRADES:
            _, back = galaxy_view.owned_tag(boxes[kind])
            assert store.contains(back), f"{kind}: the tag {back} leaves the Store {store} at {size} in {language}"
    finally:
        words.use("en")
        pygame.display.quit()


def test_a_diagonal_square_is_said_from_the_bridge_as_a_german_player_says_it(german):
    assert placing.square_words(1, 1) == "rechts hinter der Brücke (eins zurück, eins zur Seite)"
    assert placing.square_words(-1, 2) == "links hinter der Brücke (zwei zurück, eins zur Seite)"
    assert placing.square_words(-1, -1) == "links vor der Brücke (eins vor, eins zur Seite)"
    assert placing.square_words(0, 1) == "hinter der Brücke"


def test_a_planets_offer_follows_its_name_without_a_second_colon(german):
    """The waiting panel says "Vega in A9: {planet}": a planet said "Problar: verkauft Kapseln" made two colons."""
    planet = next(piece for piece in INFO.values() if piece.tech)
    said = galaxy_view.planet_words(planet)
    assert ":" not in said and "(verkauft " in said, said


def test_research_happens_at_the_nexxus(german):
    """Every German line says "am Nexxus" (the log's "forscht am Nexxus"); the menu once said "auf Nexxus"."""
    assert words._("Research at Nexxus") == "Forschen am Nexxus"
    assert words._("No shields recharge at Nexxus.") == "Am Nexxus laden keine Schilde auf."


def test_the_odds_name_the_weapons_without_an_article_they_cannot_decline(german):
    """ "eine 2 richtet Plasmawerfer auf dich" lacked the article German needs (the names come joined, without
    one); the odds now list them after a colon, short enough for the prompt at 1024x600."""
    said = words._("a roll of {face} turns its {weapons} to you").format(face=2, weapons="Plasmawerfer")
    assert said == "Treffer mit einer 2: Plasmawerfer"
