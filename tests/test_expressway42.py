"""42: Hyperspace Expressway scenarios: the rulebook's procedures and examples as a player would see them."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
import pytmx

from game.rules import CHANCE, TERMINAL, IllegalAction, get
from game.rules.expressway42 import (
    BOARD_VALUES,
    CAPTURE,
    CELL_PLANETS,
    CELLS,
    CENTRES,
    DESIGN,
    FACILITY,
    OVER,
    PICK,
    PLACE,
    PLANET_AT,
    PLANETS,
    SMALL,
    SMALL_TILE,
    ExpresswayState,
    add_points,
    tile_expressways,
)
from game.rules.words import english

ASSETS = Path(__file__).resolve().parent.parent / "assets"
INFO = get("expressway42")

PRINTED = """
3 . 4 . 3 . 4 . 3 . 4 . 3
. 3 . 3 . 2 . 2 . 3 . 3 .
4 . 2 . 3 . 4 . 3 . 2 . 4
. 2 . 4 . 4 . 4 . 4 . 2 .
2 . 3 . 2 . 2 . 2 . 3 . 2
. 4 . 3 . 3 . 3 . 3 . 4 .
3 . 2 . 4 . 2 . 4 . 2 . 3
. 4 . 2 . 4 . 4 . 2 . 4 .
2 . 3 . 3 . 4 . 3 . 3 . 2
. 2 . 2 . 4 . 4 . 2 . 2 .
"""
"""RULES-NOTES' table, copied: the board must not drift from the ruling."""


def at(x, y) -> int:
    return PLANET_AT[(x, y)]


def table(tiles=(), owner=None, current=0, scores=(0, 0), supply=(17, 17), **options) -> ExpresswayState:
    """A position with these tiles laid ((marking, x, y, turn); marking 0 = small tile at cell x, y)
    and these facilities ({(x, y): seat}); the turn starts as the rules would start it."""
    state = INFO.new_game(2, options=options)
    state.tiles = [(m, x, y, t, 0) for m, x, y, t in tiles]
    state._rebuild()
    for (x, y), seat in (owner or {}).items():
        state.owner[at(x, y)] = seat
    state.scores = list(scores)
    state.supply = list(supply)
    state.current = current
    state.phase = PICK
    state._begin_turn()
    return state


def smalls(*cells):
    return [(SMALL, cx, cy, 0) for cx, cy in cells]


def every_cell_but(*keep):
    return smalls(*[c for c in CELLS if c not in keep])


# --- the board ----------------------------------------------------------------------------------------
def test_the_board_has_65_planets_44_inside_with_the_printed_values():
    printed = [row.split() for row in PRINTED.strip().splitlines()]
    planets = [(x, y) for y, row in enumerate(printed) for x, mark in enumerate(row) if mark != "."]
    assert planets == list(PLANETS) and len(PLANETS) == 65
    assert [int(printed[y][x]) for x, y in PLANETS] == list(BOARD_VALUES)
    assert len(CENTRES) == 44 and len(CELLS) == 12 * 9
    assert sorted(BOARD_VALUES.count(v) for v in (2, 3, 4)) == [21, 22, 22]


def test_each_cell_has_two_planet_corners_on_one_diagonal():
    for (cx, cy), (p, q) in zip(CELLS, CELL_PLANETS, strict=True):
        (px, py), (qx, qy) = PLANETS[p], PLANETS[q]
        assert abs(px - qx) == 1 and abs(py - qy) == 1
        assert {px, qx} == {cx, cx + 1} and {py, qy} == {cy, cy + 1}


def test_the_tiled_map_agrees_with_the_rules():
    tmx = pytmx.TiledMap(str(ASSETS / "maps" / "expressway42.tmx"))  # no display needed
    margin = int(tmx.properties["margin"])
    assert (tmx.width, tmx.height) == (12 + 2 * margin, 9 + 2 * margin)
    planets = {(o.properties["gx"], o.properties["gy"]): o for o in tmx.get_layer_by_name("planets")}
    assert sorted(planets) == sorted(PLANETS)
    for p, xy in enumerate(PLANETS):
        obj = planets[xy]
        assert obj.properties["value"] == BOARD_VALUES[p]
        assert (obj.x, obj.y) == ((xy[0] + margin) * tmx.tilewidth, (xy[1] + margin) * tmx.tileheight)
        assert obj.properties["border"] == (p not in CENTRES)
    layer = tmx.get_layer_by_name("cells")
    for (cx, cy), (p, _q) in zip(CELLS, CELL_PLANETS, strict=True):
        gid = layer.data[cy + margin][cx + margin]
        falling = PLANETS[p] == (cx, cy)
        assert tmx.get_tile_properties_by_gid(gid)["diagonal"] == ("falling" if falling else "rising")


# --- tiles ----------------------------------------------------------------------------------------------
def test_eleven_piles_of_two_large_tiles_by_marking():
    state = INFO.new_game(2)
    assert state.piles == [2] * 11
    assert [DESIGN[m] for m in range(1, 12)] == ["interchange"] * 4 + ["twin arcs"] * 4 + ["single arc"] * 2 + [
        "single diagonal"
    ]
    assert state.legal_actions() == [("pile", m) for m in range(1, 12)]


A, B, C, D = (4, 2), (6, 2), (6, 4), (4, 4)  # the corners of a tile centred on (5, 3)
EXPECTED = {
    "interchange": [{(A, C), (B, D)}] * 4,
    "twin arcs": [{(A, B), (D, C)}, {(B, C), (A, D)}, {(A, B), (D, C)}, {(B, C), (A, D)}],
    "single arc": [{(A, B)}, {(B, C)}, {(C, D)}, {(D, A)}],
    "single diagonal": [{(A, C)}, {(B, D)}, {(A, C)}, {(B, D)}],
}


@pytest.mark.parametrize("marking", range(1, 12))
@pytest.mark.parametrize("turn", range(4))
def test_every_tile_design_joins_its_corners_at_every_turn(marking, turn):
    found = {frozenset(pair) for pair in tile_expressways(marking, 5, 3, turn)}
    assert found == {frozenset(pair) for pair in EXPECTED[DESIGN[marking]][turn]}


@pytest.mark.parametrize("marking", [1, 5, 9, 11])
def test_each_different_turn_is_offered_once_and_laying_it_joins_those_planets(marking):
    design = DESIGN[marking]
    distinct = {frozenset(frozenset(p) for p in routes) for routes in map(frozenset, EXPECTED[design])}
    state = INFO.new_game(2)
    state.apply(("pile", marking))
    assert state.phase == PLACE
    turns = [a[3] for a in state.legal_actions() if a[1:3] == (5, 3)]
    assert len(turns) == len(distinct)
    for turn in turns:
        laid = state.clone()
        laid.apply(("place", 5, 3, turn))
        joined = {frozenset((PLANETS[p], PLANETS[q])) for p, q in laid.expressways()}
        assert joined == {frozenset(pair) for pair in EXPECTED[design][turn]}
        for corner in (A, B, C, D):
            ends = sum(corner in pair for pair in EXPECTED[design][turn])
            assert laid.conn[at(*corner)] == ends  # a corner with no expressway gets no connection...
            assert laid.completable(at(*corner)) == (ends == 1)  # ...and can never be completed
    if len(distinct) < 4:
        with pytest.raises(IllegalAction) as refused:
            state.apply(("place", 5, 3, len(distinct)))
        assert "same as turn 0" in str(refused.value)


def test_a_small_tile_runs_along_its_cells_planet_diagonal():
    assert {frozenset(p) for p in tile_expressways(SMALL, 4, 4, 0)} == {frozenset(((4, 4), (5, 5)))}
    assert {frozenset(p) for p in tile_expressways(SMALL, 5, 4, 0)} == {frozenset(((6, 4), (5, 5)))}


# --- laying tiles ----------------------------------------------------------------------------------------
def test_a_large_tile_demolishes_the_interior_planet_it_covers():
    state = INFO.new_game(2)
    state.apply(("pile", 11))
    events = state.apply(("place", 5, 3, 0))
    assert events[0]["type"] == "place"
    assert at(5, 3) in state.demolished_planets()
    assert state.actor == 1 and state.phase == PICK
    state.apply(("pile", 1))
    assert not any(a[1:3] == (5, 3) for a in state.legal_actions())


@pytest.mark.parametrize(
    "place,words",
    [
        ((0, 0), "border"),  # a corner planet: only one cell around it
        ((6, 0), "border"),
        ((4, 3), "empty space"),
        ((20, 3), "off the board"),
    ],
)
def test_a_large_tile_needs_an_interior_planet(place, words):
    state = INFO.new_game(2)
    state.apply(("pile", 1))
    with pytest.raises(IllegalAction) as refused:
        state.apply(("place", *place, 0))
    assert words in str(refused.value)


def test_a_large_tile_needs_all_four_cells_free():
    state = table(smalls((5, 3)))  # one of the cells around (5, 3) is covered; (6, 4) shares it
    state.apply(("pile", 1))
    centres = {a[1:3] for a in state.legal_actions()}
    assert (5, 3) not in centres and (6, 4) not in centres and (5, 5) in centres
    with pytest.raises(IllegalAction) as refused:
        state.apply(("place", 6, 4, 0))
    assert "not all free" in str(refused.value)


def test_a_demolished_planet_is_no_planet():
    state = table([(1, 5, 3, 0)])
    p = at(5, 3)
    assert p in state.demolished_planets() and not state.completable(p)
    state.apply(("pile", 2))
    with pytest.raises(IllegalAction) as refused:
        state.apply(("place", 5, 3, 0))
    assert "demolished" in str(refused.value)
    # it never joins an expressway, so the final scoring passes it by
    assert all(p not in pair for pair in state.expressways())
    done = table([(1, 5, 3, 0)] + every_cell_but(*[(cx, cy) for cx in (4, 5) for cy in (2, 3)]))
    assert done.is_terminal and all(entry[0] != p for entry in done.tally)


def test_placing_is_compulsory_there_is_no_pass():
    state = INFO.new_game(2)
    assert all(a[0] == "pile" for a in state.legal_actions())
    with pytest.raises(IllegalAction) as refused:
        state.apply(("pass",))
    assert "compulsory" in str(refused.value)


# --- completing planets ----------------------------------------------------------------------------------
AROUND_E = [(3, 3), (4, 3), (3, 4), (4, 4)]  # the four cells around planet (4, 4), a 2


def test_the_fourth_connection_completes_a_planet_and_the_placer_scores_it():
    state = table(smalls(*AROUND_E[:3]), current=1)
    assert state.phase == PICK
    state.phase = SMALL_TILE  # lay a small tile here for the test (large tiles still fit)
    events = state.apply(("small", 4, 4))
    assert state.owner[at(4, 4)] == 1
    assert state.scores == [0, 2] and state.supply == [17, 16]
    built = [e for e in events if e["type"] == "facility"]
    assert [(e["planet"], e["points"]) for e in built] == [(at(4, 4), 2)]


def test_one_tile_can_complete_two_planets_at_once():
    # (4, 4) is a 2 and (5, 5) a 3; the cell between them is the last free one for both
    state = table(smalls((3, 3), (4, 3), (3, 4), (5, 4), (4, 5), (5, 5)), current=0)
    state.phase = SMALL_TILE
    text = english(state.describe(("small", 4, 4)))
    assert "completes E5 (+2), F6 (+3)" in text
    state.apply(("small", 4, 4))
    assert state.owner[at(4, 4)] == 0 and state.owner[at(5, 5)] == 0
    assert state.scores[0] == 5 and state.supply[0] == 15


def test_a_large_tile_can_complete_planets_at_its_corners():
    # corners a (4, 2) and c (6, 4) of a tile on (5, 3) each lack only that tile's cell
    around_a = [(3, 1), (4, 1), (3, 2)]
    around_c = [(6, 3), (5, 4), (6, 4)]
    state = table(smalls(*around_a, *around_c), current=0)
    state.apply(("pile", 11))  # single diagonal: a-c
    state.apply(("place", 5, 3, 0))
    assert state.owner[at(4, 2)] == 0 and state.owner[at(6, 4)] == 0
    assert state.scores[0] == BOARD_VALUES[at(4, 2)] + BOARD_VALUES[at(6, 4)]


def test_the_42_rule_after_every_addition():
    assert add_points(40, 4) == (2, True)
    assert add_points(38, 4) == (42, False)  # 42 itself stays
    assert add_points(42, 2) == (2, True)
    state = table(smalls(*AROUND_E[:3]), scores=(40, 0))
    state.phase = SMALL_TILE
    # (4, 4) is only a 2: 40 + 2 = 42 stays
    state.apply(("small", 4, 4))
    assert state.scores[0] == 42 and state.licences[0] == 0
    state = table(smalls((2, 2), (3, 2), (2, 3)), scores=(40, 0))  # (3, 3) is a 4
    state.phase = SMALL_TILE
    events = state.apply(("small", 3, 3))
    assert state.scores[0] == 2 and state.licences[0] == 1
    assert any(e["type"] == "facility" and e["licence"] for e in events)


def test_out_of_facilities_a_completed_planet_stays_empty():
    state = table(smalls(*AROUND_E[:3]), supply=(0, 17), scores=(10, 0))
    state.phase = SMALL_TILE
    events = state.apply(("small", 4, 4))
    assert state.owner[at(4, 4)] == -1 and state.scores[0] == 10
    assert any(e["type"] == "no_facility" for e in events)
    again = table(smalls(*AROUND_E[:3]), supply=(0, 17))
    again.phase = SMALL_TILE
    assert "no facility left" in english(again.describe(("small", 4, 4)))


def test_with_one_facility_for_two_planets_the_placer_chooses():
    state = table(smalls((3, 3), (4, 3), (3, 4), (5, 4), (4, 5), (5, 5)), supply=(1, 17))
    state.phase = SMALL_TILE
    assert "completes E5 (+2 if chosen), F6 (+3 if chosen)" in english(state.describe(("small", 4, 4)))
    state.apply(("small", 4, 4))
    assert state.phase == FACILITY and state.actor == 0
    assert state.legal_actions() == [("facility", 4, 4), ("facility", 5, 5)]
    state.apply(("facility", 5, 5))
    assert state.owner[at(5, 5)] == 0 and state.owner[at(4, 4)] == -1
    assert state.scores[0] == 3 and state.supply[0] == 0
    assert state.actor == 1


# --- phases ---------------------------------------------------------------------------------------------
BLOCK = [(4, 2), (5, 2), (4, 3), (5, 3)]  # the cells around (5, 3)


def test_when_no_large_tile_fits_the_small_tiles_come():
    state = table(every_cell_but(*BLOCK, (0, 0)))
    assert state.phase == PICK  # one spot still fits
    state.apply(("pile", 3))
    assert state.legal_actions() == [("place", 5, 3, 0)]
    events = state.apply(("place", 5, 3, 0))
    assert state.phase == SMALL_TILE and {"type": "phase", "phase": SMALL_TILE} in events
    assert state.legal_actions() == [("small", 0, 0)]
    with pytest.raises(IllegalAction) as refused:
        state.apply(("pile", 4))
    assert "small tile" in str(refused.value)


def test_when_the_large_tiles_run_out_the_small_tiles_come():
    state = table()
    state.piles = [0] * 11
    state.phase = PICK
    state._begin_turn()
    assert state.phase == SMALL_TILE and len(state.legal_actions()) == 108


def test_a_full_board_starts_phase_2_and_no_capture_ends_the_game():
    state = table(every_cell_but((0, 0)))
    state.phase = SMALL_TILE
    events = state.apply(("small", 0, 0))
    kinds = [e.get("phase") for e in events if e["type"] == "phase"]
    assert kinds == [CAPTURE, OVER]  # no facilities, so no capture: straight to the final scoring
    assert state.is_terminal


def test_a_full_board_with_a_capture_starts_phase_2_with_the_next_player():
    # yellow's last tile completes (1, 1), joined to red's (2, 2): red, next in turn, must capture
    state = table(every_cell_but((0, 0)), owner={(2, 2): 0}, current=1)
    state.phase = SMALL_TILE
    state.apply(("small", 0, 0))
    assert state.owner[at(1, 1)] == 1
    assert state.phase == CAPTURE and state.actor == 0
    assert state.legal_actions() == [("capture", 2, 2, 1, 1)]


def test_with_limited_small_tiles_phase_1_ends_when_they_are_gone():
    state = table(every_cell_but(*BLOCK, (0, 0), (11, 8)), unlimited_small=False)
    state.small_used = 19
    state.apply(("pile", 1))
    state.apply(("place", 5, 3, 0))
    assert state.phase == SMALL_TILE
    state.apply(("small", 0, 0))  # the 20th
    assert state.is_terminal and state.free  # a cell left free, but no small tile to lay on it
    unlimited = table(every_cell_but(*BLOCK, (0, 0), (11, 8)))
    unlimited.small_used = 19
    unlimited.apply(("pile", 1))
    unlimited.apply(("place", 5, 3, 0))
    unlimited.apply(("small", 0, 0))
    assert unlimited.phase == SMALL_TILE


# --- phase 2 ----------------------------------------------------------------------------------------------
def test_capturing_is_compulsory_and_moves_the_facility():
    # (4, 4) red is joined to two yellow planets: red chooses which to capture
    state = table(
        smalls(*AROUND_E) + every_cell_but(*AROUND_E),
        owner={(4, 4): 0, (3, 3): 1, (5, 5): 1, (3, 5): 0},
    )
    state.phase = CAPTURE
    state._begin_turn()
    assert state.phase == CAPTURE and state.actor == 0
    legal = state.legal_actions()
    assert ("capture", 4, 4, 3, 3) in legal and ("capture", 4, 4, 5, 5) in legal
    for refused_move, words in ((("pass",), "compulsory"), (("capture", 3, 5, 5, 5), "single expressway")):
        with pytest.raises(IllegalAction) as refused:
            state.apply(refused_move)
        assert words in str(refused.value)
    state.apply(("capture", 4, 4, 5, 5))
    assert state.owner[at(4, 4)] == -1 and state.owner[at(5, 5)] == 0


def test_captures_alternate_and_a_player_without_a_capture_never_passes():
    """Expressways run both ways: whoever is to move can capture exactly when the other could."""
    rng = random.Random(3)
    checked = 0
    for seed in range(40):
        state = INFO.new_game(2, seed)
        while not state.is_terminal:
            if state.phase == CAPTURE:
                mover = state.actor
                assert state.captures(mover) and state.captures(1 - mover)
                checked += 1
            state.apply(rng.choice(state.legal_actions()))
        assert not state.captures(0) and not state.captures(1)
    assert checked > 40


def test_phase_2_ends_when_no_capture_is_left_then_the_final_scoring():
    # red on (4, 4) can capture yellow on (5, 5); afterwards nothing faces anything
    state = table(smalls(*AROUND_E) + every_cell_but(*AROUND_E), owner={(4, 4): 0, (5, 5): 1})
    state.phase = CAPTURE
    state._begin_turn()
    events = state.apply(("capture", 4, 4, 5, 5))
    assert state.is_terminal and any(e["type"] == "final" for e in events)


# --- the final scoring --------------------------------------------------------------------------------------
def test_rulebook_example_an_empty_2_planet_scores_for_each_expressway_to_a_facility():
    # (4, 4) is a 2 with four expressways: to red on (3, 3), (5, 3), (3, 5) and to yellow on (5, 5)
    state = table(smalls(*AROUND_E), owner={(3, 3): 0, (5, 3): 0, (3, 5): 0, (5, 5): 1})
    state.phase = CAPTURE
    state._begin_turn()  # no capture: the final scoring runs
    assert state.is_terminal
    assert state.scores == [6, 2]
    assert sorted((e[2], e[3]) for e in state.tally) == [(0, 2), (0, 2), (0, 2), (1, 2)]


def test_rulebook_example_only_expressways_to_facilities_score():
    # (5, 5) is a 3: one expressway to yellow on (6, 6), three to empty planets
    state = table(smalls((4, 4), (5, 4), (4, 5), (5, 5)), owner={(6, 6): 1})
    state.phase = CAPTURE
    state._begin_turn()
    assert state.scores == [0, 3]


def test_the_final_scoring_follows_the_42_rule_too():
    state = table(smalls(*AROUND_E), owner={(3, 3): 0, (5, 3): 0, (3, 5): 0}, scores=(38, 0))
    state.phase = CAPTURE
    state._begin_turn()
    assert state.scores[0] == 2 and state.licences[0] == 1  # 38 + 2 + 2 = 42, + 2 = 44 pays 42


# --- the end --------------------------------------------------------------------------------------------
def ended(scores, owner):
    state = table()
    state.scores = list(scores)
    for (x, y), seat in owner.items():
        state.owner[at(x, y)] = seat
    state.phase = OVER
    return state


FOUR, FOUR2, THREE, THREE2, TWO, TWO2 = (3, 3), (5, 3), (2, 4), (1, 1), (4, 4), (6, 4)


def test_more_points_win():
    result = ended((30, 12), {}).result()
    assert result.winners == (0,) and result.ranks == (1, 2) and result.tie_breaks == ()


def test_tie_break_1_more_facilities_on_4s():
    result = ended((20, 20), {FOUR: 1, FOUR2: 1, THREE: 0, THREE2: 0, TWO: 0}).result()
    assert result.winners == (1,) and "value 4" in english(result.tie_breaks[0])


def test_tie_break_2_then_more_facilities_on_3s():
    result = ended((20, 20), {FOUR: 0, FOUR2: 1, THREE: 1, THREE2: 1, TWO: 0, TWO2: 0}).result()
    assert result.winners == (1,) and "value 3" in english(result.tie_breaks[0])


def test_tie_break_3_then_more_facilities_on_2s():
    result = ended((20, 20), {FOUR: 0, FOUR2: 1, THREE: 0, THREE2: 1, TWO: 0}).result()
    assert result.winners == (0,) and "value 2" in english(result.tie_breaks[0])


def test_all_equal_is_a_draw():
    result = ended((20, 20), {FOUR: 0, FOUR2: 1, TWO: 0, TWO2: 1}).result()
    assert result.winners == () and result.ranks == (1, 1) and "draw" in english(result.tie_breaks[0])


# --- options, records, bots ---------------------------------------------------------------------------------
def test_random_values_are_dealt_by_chance_with_the_same_counts():
    state = INFO.new_game(2, options={"random_values": True})
    assert state.actor == CHANCE
    first = dict(state.chance_outcomes())
    assert first == pytest.approx({2: 22 / 65, 3: 22 / 65, 4: 21 / 65})
    rng = random.Random(4)
    while state.actor == CHANCE:
        outcomes = state.chance_outcomes()
        state.apply(rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0])
    assert sorted(state.values) == sorted(BOARD_VALUES) and state.values != list(BOARD_VALUES)
    assert state.actor == 0 and state.phase == PICK


def test_random_values_games_keep_the_contract():
    from tests.test_conformance import check_step

    for seed in range(2):
        rng = random.Random(seed)
        state = INFO.new_game(2, seed, {"random_values": True, "unlimited_small": False})
        seen = set()
        while (action := check_step(INFO, state, seen, rng)) is not None:
            state.apply(action)
        assert state.actor == TERMINAL


def test_a_mid_game_position_survives_json():
    rng = random.Random(9)
    state = INFO.new_game(2)
    for _ in range(45):
        state.apply(rng.choice(state.legal_actions()))
    copy = ExpresswayState.from_json(json.loads(json.dumps(state.to_json())))
    assert copy == state and copy.legal_actions() == state.legal_actions()
    assert copy.conn == state.conn and copy.fits == state.fits and copy.expressways() == state.expressways()


def test_greedy_takes_the_points_in_front_of_it():
    from game.ai import make_bot

    state = table(smalls(*AROUND_E[:3]))
    state.phase = SMALL_TILE
    action = make_bot("greedy", seed=1).choose(state.view(0), 0, INFO)
    assert action == ("small", 4, 4)


def test_greedy_sees_how_phase_2_ends():
    from game.ai import make_bot

    # red on (4, 4) must capture yellow on (3, 3), a 4, or on (5, 5), a 3; both end 20 to 20,
    # and the facility on the 4 decides the tie
    state = table(
        smalls(*AROUND_E) + every_cell_but(*AROUND_E), owner={(4, 4): 0, (3, 3): 1, (5, 5): 1}, scores=(10, 10)
    )
    state.phase = CAPTURE
    state._begin_turn()
    outcomes = {}
    for action in state.legal_actions():
        after = state.clone()
        after.apply(action)
        assert after.is_terminal and after.scores == [20, 20]
        outcomes[action] = after.result().winners
    assert outcomes == {("capture", 4, 4, 3, 3): (0,), ("capture", 4, 4, 5, 5): (1,)}
    assert make_bot("greedy", seed=2).choose(state.view(0), 0, INFO) == ("capture", 4, 4, 3, 3)
