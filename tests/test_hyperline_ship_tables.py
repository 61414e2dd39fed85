"""Hyperline ships a random builder makes: the quick tables behind placements and the layout check give what the
rules say square by square (placement_refusal) and part by part (the long way of layout_refusal)."""

from __future__ import annotations

import random

from game.rules.hyperline import layouts
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.components import FACING_KINDS
from game.rules.hyperline.ship import CHAMFERS, KINDS, QUADRANTS, layout_refusal, new_ship, place, placement_refusal

WINDOW = range(-4, 6)
SHAPES = {
    "turret_pod": [(x, y, "N", c) for x in WINDOW for y in WINDOW for c in CHAMFERS],
    "interphasic_shield": [("float", q) for q in QUADRANTS],
}
OTHER_SHAPES = [(x, y, f) for x in WINDOW for y in WINDOW for f in QUADRANTS + CHAMFERS]


def random_ships(count: int, seed: int):
    """Ships grown by random legal placements, some then knocked about (parts shifted a square, turned): legal and
    illegal layouts, floating shields among them."""
    rng = random.Random(seed)
    kinds = list(KINDS)
    for _ in range(count):
        ship = new_ship()
        for _ in range(rng.randrange(1, 9)):
            kind = rng.choice(kinds)
            spots = shipkit.placements(ship, kind)
            if spots:
                place(ship, kind, rng.choice(spots))
        if rng.random() < 0.5 and len(ship["parts"]) > 1:
            for p in rng.sample(ship["parts"][1:], k=1):
                if p["x"] is not None:
                    p["x"] += rng.choice((-1, 0, 1))
                    p["y"] += rng.choice((-1, 0, 1))
                    if p["kind"] in FACING_KINDS:
                        p["facing"] = rng.choice(QUADRANTS + CHAMFERS)
        yield shipkit.copy_ship(ship)  # (a fresh dict: nothing remembered about the knocked-about one)


def test_placements_on_random_ships_are_exactly_the_spots_placement_refusal_accepts():
    for ship in random_ships(30, seed=7):
        for kind in KINDS:
            listed = shipkit.placements(ship, kind)
            accepted = [s for s in SHAPES.get(kind, OTHER_SHAPES) if placement_refusal(ship, kind, s) is None]
            assert sorted(listed) == sorted(accepted), (kind, ship)
            if kind != "interphasic_shield":  # by row, column, facing, chamfer
                assert listed == sorted(listed, key=layouts._placement_order)


def test_the_layout_check_on_random_ships_agrees_with_looking_at_every_part():
    legal = 0
    for ship in random_ships(600, seed=11):
        long_way = layouts._layout_refusal(ship)
        assert layout_refusal(ship) == long_way, ship
        legal += long_way is None
    assert 100 < legal < 550  # both kinds of ship were met
