"""The fight screen lays out at every window size from 1024x768 to 4K, in English and in German: its panels do not
overlap, every word drawn stays inside its own panel and overlaps no other words, both combatants are drawn, and the
fight's choices (the list, the boxes for a faster ship's face) are on the screen beside it."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import game.words as game_words  # noqa: E402
from scenes import assets  # noqa: E402
from scenes.app import make_app  # noqa: E402
from scenes.shots import build_scene  # noqa: E402
from tests.test_hyperline_fight_table import _fight_at_the_table  # noqa: E402
from tests.ui import frames  # noqa: E402

SIZES = ["1024x768", "1280x720", "1920x1080", "2560x1440", "3840x2160"]


class Recording(pygame.Surface):
    """A canvas that remembers where each piece of text was blitted."""

    texts: set = set()

    def __init__(self, size):
        super().__init__(size, pygame.SRCALPHA)
        self.words: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        if id(source) in Recording.texts:
            at = dest.topleft if isinstance(dest, pygame.Rect) else dest
            self.words.append(pygame.Rect(at, source.get_size()))
        return super().blit(source, dest, *args, **kwargs)


@pytest.fixture
def recorded_text(monkeypatch):
    original = assets.text

    def text(*args, **kwargs):
        surface = original(*args, **kwargs)
        Recording.texts.add(id(surface))
        return surface

    monkeypatch.setattr(assets, "text", text)
    yield
    Recording.texts.clear()


def _the_faster_ship_chooses(app):
    match, play = _fight_at_the_table(app)  # Bob rolled; his Combat Engine lets him choose the face
    assert match.state.phase == "combat_face"
    return play


def _taking_damage(app):
    match, play = _fight_at_the_table(app)
    match.apply(("face", "E"))
    frames(app, 2)
    assert match.state.phase == "combat_absorb"
    return play


def _seven_fighters_without_their_ship(app):
    build_scene(app, "hyperline:fight", seed=3)  # the command line's fight: a ship against seven fighters
    frames(app, 2)
    return app.top


def _frames_of(fight, faces) -> dict[str, pygame.Rect]:
    """The fight screen's panels, the most particular first."""
    geo = fight.geo
    labels = pygame.Rect(geo.rect.x, geo.title.bottom, geo.rect.width, geo.ships["a"].y - geo.title.bottom)
    found = {f"face {q}": rect for q, rect in geo.face_rects(faces).items()}
    found |= {"title": geo.title, "labels": labels, "middle": geo.middle, "news": geo.news, "footer": geo.footer}
    for side in "ad":
        found |= {f"ship {side}": geo.ships[side], f"fighters {side}": geo.fighters[side]}
        found[f"info {side}"] = geo.info[side]
    return found


@pytest.fixture(params=["en", "de"])
def language(request):
    """German words are long ("Kampfkapsel-Bonus"): every layout holds them too."""
    game_words.use(request.param)
    yield request.param
    game_words.use("en")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("moment", [_the_faster_ship_chooses, _taking_damage, _seven_fighters_without_their_ship])
def test_the_fight_screen_lays_out_at_every_size(size, moment, recorded_text, language):
    app = make_app(size, headless=True)
    game_words.use(language)  # the app speaks its settings' language: the test's choice again
    app.settings.animation_speed = "instant"
    play = moment(app)
    board, view = play.board, play.view
    fight = board.fight
    legal = play.state.legal_actions()
    faces = [a[1] for a in legal if isinstance(a, tuple) and a[0] == "face"]
    panels = _frames_of(fight, faces)
    canvas = pygame.Rect((0, 0), app.canvas.get_size())
    assert board.geo.galaxy.contains(fight.geo.rect) and canvas.contains(fight.geo.rect)
    names = [name for name in panels if not name.startswith("face")]
    for i, first in enumerate(names):
        assert fight.geo.rect.contains(panels[first]), f"{first} spills out of the fight screen at {size}"
        for second in names[i + 1 :]:
            assert not panels[first].colliderect(panels[second]), f"{first} overlaps {second} at {size}"
    # every word drawn inside its own panel, no two overlapping
    surface = Recording(app.canvas.get_size())
    fight.draw(surface, board, view, board.rules(view))
    assert len(surface.words) > 8, "the fight screen drew hardly any words"
    for index, words in enumerate(surface.words):
        home = next((name for name, rect in panels.items() if rect.collidepoint(words.center)), None)
        assert home is not None, f"words at {words} are outside every panel at {size}"
        assert panels[home].contains(words), f"words at {words} spill out of the {home} panel {panels[home]} at {size}"
        for other in surface.words[index + 1 :]:
            assert not words.colliderect(other), f"words at {words} and {other} overlap at {size}"
    # the two combatants are drawn: each ship box holds many colours
    app.draw()
    for side in "ad":
        box = fight.geo.ships[side]
        spots = [(x, y) for x in range(box.x, box.right, 5) for y in range(box.y, box.bottom, 5)]
        colours = {app.canvas.get_at(spot)[:3] for spot in spots}
        assert len(colours) > 12, f"the {'attacker' if side == 'a' else 'defender'} is not drawn at {size}"
    # the fight's choices: the list beside the fight screen shows its rows; face boxes clear of the dice
    chooser = board.geo.chooser
    assert canvas.contains(chooser) and not chooser.colliderect(fight.geo.rect)
    assert board.chooser.row_rect(0) is not None and chooser.contains(board.chooser.row_rect(0))
    die = max(16, min(fight.geo.middle.width // 3, fight.geo.middle.height // 4))
    dice = pygame.Rect(fight.geo.middle.x, fight.geo.middle.y, fight.geo.middle.width, die + 4)
    for quadrant, rect in fight.geo.face_rects(faces).items():
        assert fight.geo.middle.contains(rect) and not rect.colliderect(dice), f"the {quadrant} box at {size}"
    pygame.display.quit()
