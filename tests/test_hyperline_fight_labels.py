"""Hyperline's fight screen names each component on its own sprite, whichever way either ship is turned and while
a direction die is still in the air (a playtest's upright defender, drawn front up while its die tumbled, had its
names placed for the landed turn: the scanner read "Combat", the Engine "Planetary")."""

from __future__ import annotations

import itertools
import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from game.engine.match import Match  # noqa: E402
from scenes.boards.hyperline import combat_ships  # noqa: E402
from scenes.boards.hyperline.combat_layout import ANGLE  # noqa: E402
from scenes.play import PlayScene  # noqa: E402
from tests.test_hyperline_combat import BOB, BOB_SHIP, JIM, TILT, combat, sec  # noqa: E402
from tests.ui import frames  # noqa: E402

UPRIGHT = [("planetary_scanner", (0, -1, "N")), ("battle_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S"))]
KINDS = ["bridge", "planetary_scanner", "battle_pod", "combat_engine", "laser_cannon", "plasma_launcher"]
COLOURS = {kind: (40 + 40 * i, 250 - 40 * i, (90 * i) % 256) for i, kind in enumerate(KINDS)}


def _coloured(kind, damaged, size, angle):
    """Each kind's sprite a square of its own colour, so the picture tells which component lies under a name."""
    image = pygame.Surface((size, size))
    image.fill(COLOURS[kind])
    return image


def _kind_of(colour) -> str:
    return min(KINDS, key=lambda kind: sum((a - b) ** 2 for a, b in zip(COLOURS[kind], colour[:3], strict=True)))


@pytest.fixture
def fight(app, monkeypatch):
    """Bob (five parts, wide) attacks Jim (a column of four: the playtest's upright Vega) in Tilt."""
    monkeypatch.setattr(combat_ships, "bare_component", _coloured)
    app.settings.animation_speed = "instant"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: BOB_SHIP, JIM: UPRIGHT})
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    match.apply("pass")
    match.apply(("fight", sec(*TILT), JIM))
    match.apply(2)
    match.apply(1)
    frames(app, 2)
    return match, play


def _names_and_sprites(app, monkeypatch, match, play) -> list[tuple[str, str, str]]:
    """(side, the part's kind, the kind whose sprite fills most of the place its name is drawn) for each part."""
    drawn = []
    spots = []
    place = combat_ships.label_spots
    monkeypatch.setattr(combat_ships, "label_spots", lambda parts: spots.append(place(parts)) or spots[-1])
    write = combat_ships.TurnedShips.draw_names

    def draw_names(self, surface, view, side, ship):
        picture = surface.copy()  # the turned ship before its names are written over it
        write(self, surface, view, side, ship)
        for part, spot in zip(ship["parts"], spots[-1], strict=True):
            under = [picture.get_at((x, y)) for x in range(spot.left, spot.right) for y in range(spot.top, spot.bottom)]
            kinds = [_kind_of(colour) for colour in under]
            drawn.append((side, part["kind"], max(set(kinds), key=kinds.count)))

    monkeypatch.setattr(combat_ships.TurnedShips, "draw_names", draw_names)
    play.board.fight.draw(app.surface, play.board, play.view, match.state)
    monkeypatch.setattr(combat_ships.TurnedShips, "draw_names", write)
    return drawn


@pytest.mark.parametrize("in_air", [None, BOB, JIM])
def test_each_name_sits_on_its_own_components_sprite_at_every_turn_of_either_ship(app, monkeypatch, fight, in_air):
    match, play = fight
    if in_air is not None:  # that seat's direction die still tumbles: its ship is drawn front up until it lands
        tween = {"seat": in_air, "purpose": "direction"}
        monkeypatch.setattr(play.board.motion, "tumbling", lambda: [tween])
    for attacker, defender in itertools.product(ANGLE, ANGLE):  # each side turned 0, 90, 180 and 270 degrees
        for dice in (match.state.fight["dice"], play.view["fight"]["dice"]):
            dice.update(a=attacker, d=defender)
        drawn = _names_and_sprites(app, monkeypatch, match, play)
        assert len(drawn) == len(BOB_SHIP) + len(UPRIGHT) + 2  # each ship's Bridge too
        wrong = [(side, kind, under) for side, kind, under in drawn if kind != under]
        assert not wrong, (attacker, defender, wrong)
