"""Hyperline part 2: the special scans, and the private information the Planetary and Quantum scans create."""

from __future__ import annotations

import json
import random

from game.rules import CHANCE, TERMINAL
from game.rules.hyperline import explore, galaxy
from game.rules.hyperline.board import E, N
from game.rules.hyperline.scenario import build, sec
from game.rules.hyperline.state import HyperlineState
from game.rules.words import english
from tests.walk import random_step

BOB, JIM = 0, 1
TILT = (3, 2)


def scanner_ship(kind):
    return [("carrier_pod", (0, 1, "N")), (kind, (1, 1, "E")), ("combat_engine", (0, 2, "S"))]


def redeal(st, seat, seed=0):
    """A bot's idea of the game from `seat`'s view: it must show that seat exactly the same view."""
    view = st.view(seat)
    other = HyperlineState.from_view(view, seat, random.Random(seed))
    assert other.view(seat) == view
    return other


def test_a_planetary_scan_lays_a_tile_face_down_that_only_the_scanner_knows():
    tiles = {TILT: "Tilt", (2, 2): "straight@0"}
    st = build(tiles=tiles, at={BOB: TILT, JIM: (0, 2)}, ships={BOB: scanner_ship("planetary_scanner")})
    assert st.phase == "scan"
    # every unexplored sector a line from Tilt reaches is next to Tilt, a planet, except (1, 2) up the line
    assert [a for a in st.legal_actions() if a[0] == "planetary"] == [("planetary", sec(1, 2))]
    assert "not next to a planet" in st.explain(("planetary", sec(3, 3)))
    st.apply(("planetary", sec(1, 2)))
    assert st.actor == CHANCE and dict(st.chance_outcomes()).keys() == st.planet_stack.keys()
    assert english(st.describe("Qued")).endswith("lays it face down")  # the log does not name it
    st.apply("Qued")
    assert st.board[sec(1, 2)] == "facedown@0" and st.planet_stack["Qued"] == 0
    mine, theirs = st.view(BOB), st.view(JIM)
    assert mine["facedown"][str(sec(1, 2))]["tile"] == "Qued"
    assert theirs["facedown"][str(sec(1, 2))]["tile"] is None
    assert theirs["planet_stack"]["Qued"] == 1  # for Jim it may still be anywhere
    assert "Qued" not in json.dumps({k: v for k, v in theirs.items() if k != "planet_stack"})
    dealt = {redeal(st, JIM, seed).facedown[str(sec(1, 2))]["tile"] for seed in range(30)}
    assert len(dealt) > 3  # Jim's bots imagine all sorts of tiles there
    assert redeal(st, BOB).facedown[str(sec(1, 2))]["tile"] == "Qued"  # Bob knows
    # a face-down tile counts as a planet for exploring next to it, and is a hyperpoint like any planet tile
    assert galaxy.next_to_planet(st, sec(1, 1))
    # Jim steps in: it turns face up
    st.apply("pass")
    assert st.current == JIM
    st.apply("move")
    events = st.apply(("step", sec(1, 2)))
    assert st.board[sec(1, 2)] == "Qued@0" and st.facedown == {}
    assert any(e["type"] == "face_up" and e.get("reveal") for e in events)


def test_a_face_down_asteroid_field_blocks_when_turned_up():
    tiles = {TILT: "Tilt", (2, 2): "straight@0"}
    st = build(tiles=tiles, at={BOB: TILT, JIM: (0, 2)}, ships={BOB: scanner_ship("planetary_scanner")})
    st.apply(("planetary", sec(1, 2)))
    st.apply("asteroid")
    st.apply("pass")
    st.apply("move")
    events = st.apply(("step", sec(1, 2)))
    assert any(e["type"] == "blocked" and e["by"] == "an asteroid field" for e in events)
    assert st.fight["kind"] == "asteroid"  # and it hits straight away in the combat phase


def test_a_quantum_scan_looks_at_three_places_one_and_stacks_the_others():
    st = build(tiles={TILT: "Tilt"}, at={BOB: TILT}, ships={BOB: scanner_ship("quantum_scanner")})
    st.apply(("quantum", sec(3, 3)))
    for tile in ("bend", "crossing", "straight"):
        assert st.actor == CHANCE and st.phase == "quantum_draw"
        assert english(st.describe(tile)).endswith("looks at a hyperline tile in secret")
        st.apply(tile)
    assert st.actor == BOB and st.legal_actions() == [("keep", "bend"), ("keep", "crossing"), ("keep", "straight")]
    theirs = st.view(JIM)
    assert theirs["explore"]["quantum"] == [None, None, None]
    assert theirs["hyper_stack"]["crossing"] == st.hyper_stack["crossing"] + 1
    redeal(st, JIM)
    st.apply(("keep", "crossing"))
    assert st.legal_actions() == [("return", ("bend", "straight")), ("return", ("straight", "bend"))]
    assert "bend" not in english(st.describe(("return", ("straight", "bend"))))
    st.apply(("return", ("straight", "bend")))
    assert st.board[sec(3, 3)] == "crossing@0"  # a crossing has one way to turn it
    assert [e["tile"] for e in st.hyper_top] == ["straight", "bend"]
    assert [e["tile"] for e in st.view(BOB)["hyper_top"]] == ["straight", "bend"]
    assert [e["tile"] for e in st.view(JIM)["hyper_top"]] == [None, None]
    # whoever draws next gets the straight line: chance has one outcome
    assert explore.draw_outcomes(st, "hyperline") == [("straight", 1.0)]
    for seed in range(5):
        other = redeal(st, JIM, seed)
        assert len(explore.draw_outcomes(other, "hyperline")) == 1
    assert st.phase == "command" and st.turn["scans"] == 1


def test_the_known_top_is_drawn_first_and_then_public():
    st = build(tiles={TILT: "Tilt"}, at={BOB: TILT}, ships={BOB: scanner_ship("quantum_scanner")})
    st.apply(("quantum", sec(3, 3)))
    for tile in ("bend", "crossing", "straight"):
        st.apply(tile)
    st.apply(("keep", "crossing"))
    st.apply(("return", ("straight", "bend")))
    st.apply("move")
    st.apply(("step", sec(2, 2)))  # exploring: next to Tilt, from the hyperline stack
    assert st.chance_outcomes() == [("straight", 1.0)]
    events = st.apply("straight")
    assert any(e.get("reveal") for e in events)
    assert [e["tile"] for e in st.hyper_top] == ["bend"]


def test_a_disrupting_scan_turns_a_tile_on_a_connected_line():
    tiles = {TILT: "Tilt", (3, 3): "straight@1", (3, 4): "Podunk", (5, 5): "straight@1"}
    st = build(tiles=tiles, at={BOB: TILT}, ships={BOB: scanner_ship("disrupting_scanner")})
    disrupts = [a for a in st.legal_actions() if a[0] == "disrupt"]
    assert disrupts == [("disrupt", sec(3, 3), 0)]  # the line to Podunk; (5, 5) is on no line from here
    assert "a line a jump from your sector" in st.explain(("disrupt", sec(5, 5), 0))
    assert E in galaxy.hyperpoints(st, BOB)
    st.apply(("disrupt", sec(3, 3), 0))
    assert st.board[sec(3, 3)] == "straight@0" and E not in galaxy.hyperpoints(st, BOB)
    assert N in galaxy.hyperpoints(st, BOB)


def test_one_scan_per_scanner_normal_or_special():
    st = build(tiles={TILT: "Tilt"}, at={BOB: TILT}, ships={BOB: scanner_ship("quantum_scanner")})
    st.apply(("scan", sec(3, 3)))
    st.apply("crossing")
    assert st.phase == "command"  # the one scanner has scanned
    two = scanner_ship("quantum_scanner") + [("planetary_scanner", (-1, 1, "W"))]
    st = build(tiles={TILT: "Tilt"}, at={BOB: TILT}, ships={BOB: two})
    st.apply(("quantum", sec(3, 3)))
    for tile in ("bend", "crossing", "straight"):
        st.apply(tile)
    st.apply(("keep", "crossing"))
    st.apply(("return", ("straight", "bend")))
    assert st.phase == "scan" and not [a for a in st.legal_actions() if a[0] == "quantum"]
    assert "has not scanned this turn" in st.explain(("quantum", sec(2, 2)))


def test_hidden_information_holds_through_random_play_with_every_scanner():
    """From a position where both players scan secretly, every seat's re-deal keeps its view and its moves."""
    ship = [
        ("carrier_pod", (0, 1, "N")),
        ("planetary_scanner", (1, 1, "E")),
        ("quantum_scanner", (-1, 1, "W")),
        ("combat_engine", (0, 2, "S")),
        ("disrupting_scanner", (0, -1, "N")),
    ]
    checked = 0
    for seed in range(6):
        rng = random.Random(seed)
        st = build(
            tiles={TILT: "Tilt", (5, 6): "Scopus"},
            at={BOB: TILT, JIM: (5, 6)},
            ships={BOB: ship, JIM: ship},
            options={"turn_limit": 4},
        )
        while st.actor != TERMINAL:
            for seat in (BOB, JIM):
                other = redeal(st, seat, rng.randrange(1000))
                if st.actor == seat:
                    assert other.legal_actions() == st.legal_actions()
                    checked += 1
            random_step(st, rng)
    assert checked > 100
