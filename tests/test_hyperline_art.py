"""Hyperline's committed art: every sprite the table asks for, in step with the rules and the generator."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytmx  # noqa: E402

from game.rules.hyperline import board, ship, tiles  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
ASSETS = REPO / "assets"
SPRITES = ASSETS / "sprites" / "hyperline"
LINE_KEYS = ("straight", "diagonal", "bend", "crossing", "diagonal_crossing", "mixed_crossing", "double_bend",
             "y_branch", "y_branch_mirror", "t_branch", "converter_ne", "converter_nw")
SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star")
PLANET_FILES = ("problar", "gearhold", "ordnax", "bulwark", "peepal", "ybot", "oblongus", "viper", "podunk",
                "hangarr", "tilt", "zoomba", "magnon", "blastula", "friskus", "ophasic", "qued", "scopus",
                "rustoid", "hycom", "grunger")

TILES = [f"tile_{k}" for k in LINE_KEYS] + [
    f"tile_{k}" for k in ("lane", "loop_a", "loop_b", "rip", "pirate_base", "asteroid", "nexxus", "facedown",
                          "unexplored", "neutral", "hyperline_back")
] + [f"planet_{p}" for p in PLANET_FILES]
TOKENS = [f"ship_{s}" for s in SHAPES] + [f"ship_{s}_tipped" for s in SHAPES] + [
    "fighter", "pirate", "tech_token", "research_pip"]
PARTS = [f"comp_{k}{d}" for k in ("bridge", *ship.KINDS) for d in ("", "_damaged")] + [
    f"upgrade_{u}{o}" for u in ship.UPGRADES for o in ("", "_offline")] + ["boost", "fighter_loaded"]
SIZES = {**{n: 128 for n in TILES}, **{n: 64 for n in TOKENS}, **{n: 96 for n in PARTS}}


def load(name):
    return pygame.image.load(str(SPRITES / f"{name}.png"))


def brightness(surface, x, y):
    r, g, b, _ = surface.get_at((x, y))
    return (r + g + b) / 3


def port_pixel(port):
    """A pixel just inside the tile at a port: edge midpoints for straight ports, corners for diagonal."""
    dr, dc = board.DELTAS[port]
    return (min(125, max(2, 64 + 62 * dc)), min(125, max(2, 64 + 62 * dr)))


def test_the_names_cover_every_piece_of_the_rules():
    assert set(LINE_KEYS) == set(tiles.LINE_TILES)
    assert len(PLANET_FILES) == len(tiles.TECH) == 21
    assert {"".join(ch for ch in p.lower() if ch.isalpha()) for p in tiles.TECH} == set(PLANET_FILES)
    assert len(ship.KINDS) == 15 and len(ship.UPGRADES) == 3


@pytest.mark.parametrize("name", sorted(SIZES))
def test_every_sprite_is_there_with_alpha_and_its_size(name):
    surface = load(name)
    assert surface.get_size() == (SIZES[name], SIZES[name])
    assert surface.get_flags() & pygame.SRCALPHA, f"{name} has no alpha channel"


def test_sector_tiles_fill_their_square_so_the_galaxy_is_seamless():
    for name in TILES:
        surface = load(name)
        alphas = {surface.get_at((x, y)).a for x in (0, 64, 127) for y in (0, 64, 127)}
        assert alphas == {255}, name


@pytest.mark.parametrize("key", LINE_KEYS)
def test_a_line_tile_shows_a_hyperpoint_exactly_where_its_lines_end(key):
    surface = load(f"tile_{key}")
    ends = set(tiles.INFO[f"{key}@0"].lines)
    for port in range(8):
        lit = brightness(surface, *port_pixel(port)) > 150
        assert lit == (port in ends), f"{key}: port {board.PORT_NAMES[port]} lit={lit}"


def test_printed_pieces_show_their_ports_and_planets_end_every_line():
    lane, loop = load("tile_lane"), load("tile_loop_a")
    for port in range(8):
        assert (brightness(lane, *port_pixel(port)) > 150) == (port in (board.N, board.S))
        assert (brightness(loop, *port_pixel(port)) > 150) == (port in (board.N, board.E, board.S, board.W))
    for name in ("planet_ybot", "tile_nexxus", "tile_rip", "tile_neutral", "tile_asteroid"):
        surface = load(name)
        assert all(brightness(surface, *port_pixel(p)) > 150 for p in range(8)), name


def test_a_crossing_reads_as_one_line_passing_over_the_other():
    surface = load("tile_crossing")
    assert brightness(surface, 64, 64) > 200  # the line on top runs through the middle
    assert brightness(surface, 30, 64) > 200 and brightness(surface, 64, 30) > 200
    assert brightness(surface, 64, 55) < 40  # the line beneath breaks off beside it: a gap
    assert brightness(surface, 55, 64) > 200


def test_the_two_stacks_have_backs_of_their_own_colour():
    planet, hyperline = load("tile_facedown"), load("tile_hyperline_back")
    r, g, b, _ = planet.get_at((20, 64))
    assert r > b  # red: the planet stack
    r, g, b, _ = hyperline.get_at((20, 64))
    assert b > r  # blue: the hyperline stack


def test_the_two_loop_pairs_are_told_apart():
    a, b = load("tile_loop_a"), load("tile_loop_b")
    assert pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA")


def opaque_box(surface, threshold=128):
    return pygame.mask.from_surface(surface, threshold).get_bounding_rects()[0]


@pytest.mark.parametrize("shape", SHAPES)
def test_ship_tokens_take_the_seat_colour_and_tip_over(shape):
    upright, tipped = load(f"ship_{shape}"), load(f"ship_{shape}_tipped")
    for surface in (upright, tipped):
        assert surface.get_at((0, 0)).a == 0
        lightest = max(min(surface.get_at((x, y))[:3]) for x in range(20, 44) for y in range(20, 44))
        assert lightest > 200  # a white body: the table's multiply tint shows the seat colour
    box = opaque_box(tipped)
    assert box.width > box.height, "a tipped ship lies on its side"
    assert pygame.image.tobytes(upright, "RGBA") != pygame.image.tobytes(tipped, "RGBA")


def saturation_and_light(surface):
    total_s = total_v = n = 0
    for x in range(8, 88, 4):
        for y in range(8, 88, 4):
            r, g, b, a = surface.get_at((x, y))
            if a > 200:
                total_s += max(r, g, b) - min(r, g, b)
                total_v += max(r, g, b)
                n += 1
    return total_s / n, total_v / n


@pytest.mark.parametrize("kind", ("bridge", *ship.KINDS))
def test_a_damaged_component_looks_damaged(kind):
    good, bad = saturation_and_light(load(f"comp_{kind}")), saturation_and_light(load(f"comp_{kind}_damaged"))
    assert bad[0] < good[0] * 0.8 and bad[1] < good[1], kind


def test_the_turret_pod_is_chamfered_at_its_north_east_corner():
    turret = load("comp_turret_pod")
    assert turret.get_at((90, 6)).a == 0
    assert all(turret.get_at(p).a == 255 for p in ((6, 6), (6, 90), (90, 90)))
    carrier = load("comp_carrier_pod")
    assert carrier.get_at((90, 6)).a == 255


def test_offline_upgrades_are_greyed():
    for name in ship.UPGRADES:
        online, offline = saturation_and_light(load(f"upgrade_{name}")), saturation_and_light(
            load(f"upgrade_{name}_offline"))
        assert offline[0] < online[0] * 0.5, name


# --- the map --------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def hyperline_map():
    return pytmx.TiledMap(str(ASSETS / "maps" / "hyperline.tmx"))


def test_the_map_lays_every_sector_where_the_rules_put_it(hyperline_map):
    m = hyperline_map
    assert m.tilewidth == m.tileheight == 128
    margin = m.properties["margin"]
    sectors = {o.properties["sector"]: o for o in m.get_layer_by_name("sectors")}
    assert sorted(sectors) == list(board.ALL)
    for s, o in sectors.items():
        r, c = board.rc(s)
        assert (o.x, o.y, o.width, o.height) == ((c + margin) * 128, (r + margin) * 128, 128, 128)
        assert o.name == board.name(s)
        assert o.properties.get("printed") == board.PRINTED.get(s)
    assert sectors[board.NEXXUS].properties["area"] == "nexxus"
    assert {s for s, o in sectors.items() if o.properties["area"] == "loop"} == set(board.LOOPS)
    assert {sectors[s].properties["loop"] for s in (board.LOOP_A_TOP, board.LOOP_A_BOTTOM)} == {"A"}
    assert {sectors[s].properties["loop"] for s in (board.LOOP_B_LEFT, board.LOOP_B_RIGHT)} == {"B"}
    assert [sectors[s].properties["corner"] for s in board.CORNERS] == [0, 1, 2, 3]


def test_the_board_layer_prints_the_ring_and_leaves_the_inner_grid_unexplored(hyperline_map):
    m = hyperline_map
    margin = m.properties["margin"]
    printed = {}
    for x, y, gid in m.get_layer_by_name("board").iter_data():
        if gid:
            printed[board.sector(y - margin, x - margin)] = m.get_tile_properties_by_gid(gid)["content"] or ""
    assert set(printed) == set(board.ALL)
    for s in board.ALL:
        want = board.PRINTED.get(s, "")
        if s == board.NEXXUS:
            want = "nexxus@0"
        elif s in board.CORNERS:
            want = "neutral@0"
        assert printed[s] == want, board.name(s)


def test_each_home_corner_has_eight_fighter_squares_in_the_margin_beside_it(hyperline_map):
    m = hyperline_map
    margin = m.properties["margin"]
    squares = list(m.get_layer_by_name("fighters"))
    assert len(squares) == 32
    lo, hi = margin * 128, (margin + board.SIZE) * 128
    seen = set()
    for i, corner in enumerate(board.CORNERS):
        mine = [o for o in squares if o.properties["corner"] == i]
        assert sorted(o.properties["slot"] for o in mine) == list(range(8))
        r, c = board.rc(corner)
        cx, cy = (c + margin) * 128 + 64, (r + margin) * 128 + 64
        for o in mine:
            assert o.properties["sector"] == corner
            x0, y0, x1, y1 = o.x, o.y, o.x + o.width, o.y + o.height
            along_top_or_bottom = y1 == lo or y0 == hi
            along_a_side = x1 == lo or x0 == hi
            assert along_top_or_bottom or along_a_side, "fighter squares line the board's edge"
            if along_top_or_bottom:
                assert lo <= x0 and x1 <= hi and abs((x0 + x1) / 2 - cx) < 2 * 128, "beside their own corner"
            else:
                assert lo <= y0 and y1 <= hi and abs((y0 + y1) / 2 - cy) < 2 * 128, "beside their own corner"
            seen.add((o.x, o.y))
    assert len(seen) == 32  # none overlap


def test_the_map_marks_the_stacks_the_research_track_and_the_store(hyperline_map):
    spots = {o.name: o for o in hyperline_map.get_layer_by_name("table")}
    for name in ("hyperline_stack", "planet_stack", "research", "store"):
        assert name in spots
    assert [spots[f"research_{k}"].properties["points"] for k in range(6)] == list(range(6))
    for kind, kind_type in ship.KINDS.items():
        pile = spots[f"store_{kind}"]
        assert pile.properties["section"] == kind_type and pile.properties["stock"] == ship.STOCK
    board_edge = (hyperline_map.properties["margin"] * 2 + board.SIZE) * 128
    assert all(o.x >= board_edge for o in spots.values()), "the table's spots sit beside the board"


def test_the_map_loads_with_its_tileset_images():
    from pytmx.util_pygame import load_pygame

    if not pygame.display.get_init():
        pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    tiled = load_pygame(str(ASSETS / "maps" / "hyperline.tmx"))
    placed = list(tiled.get_layer_by_name("board").tiles())
    assert len(placed) == 81 and all(image.get_size() == (128, 128) for _, _, image in placed)


# --- the generator ------------------------------------------------------------------------------
def test_the_art_tool_reproduces_the_committed_hyperline_art(tmp_path):
    spec = importlib.util.spec_from_file_location("make_assets", REPO / "tools" / "make_assets.py")
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    generator.main(["--out", str(tmp_path), "--only", "hyperline"])
    for relative in ("maps/hyperline.tmx", "maps/hyperline_tiles.tsx"):
        assert (tmp_path / relative).read_bytes() == (ASSETS / relative).read_bytes(), (
            f"{relative} is stale: run `python tools/make_assets.py --only hyperline`"
        )
    fresh_names = sorted(p.name for p in (tmp_path / "sprites" / "hyperline").glob("*.png"))
    assert fresh_names == sorted(p.name for p in SPRITES.glob("*.png"))
    assert set(fresh_names) == {f"{n}.png" for n in SIZES}
    for relative in [f"sprites/hyperline/{n}" for n in fresh_names] + ["maps/hyperline_tiles.png"]:
        fresh = pygame.image.load(str(tmp_path / relative))
        committed = pygame.image.load(str(ASSETS / relative))
        assert fresh.get_size() == committed.get_size(), relative
        assert pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(committed, "RGBA"), (
            f"{relative} is stale: run `python tools/make_assets.py --only hyperline`"
        )


def test_the_art_writes_no_words_only_symbols(monkeypatch):
    """Words baked into a sprite stay English in a German game (issue 32): the table writes every name over the
    art in the player's language (scenes/boards/hyperline/sprite_words.py). A loop's letter and a stack's "?"
    are symbols, the same in every language."""
    from tools import art_hyperline
    from tools.assetkit import pen
    from tools.make_assets import kit

    written = []
    real = pen.words

    def words(surface, text, *args, **kwargs):
        written.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(pen, "words", words)
    pygame.font.init()
    names = [name for name, _ in art_hyperline.sprites(kit())] + [name for name, _, _ in art_hyperline.map_tiles()]
    assert len(names) > 100
    assert written and all(len(text) == 1 and text in "AB?" for text in written), sorted(set(written))
