"""The committed assets: present, the right sizes and formats, in step with the rules and the generator."""

from __future__ import annotations

import importlib.util
import json
import os
import wave
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytmx  # noqa: E402

from game.rules import GAME_MODULES, get, race  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
ASSETS = REPO / "assets"
SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star")
GAMES = [game for game in GAME_MODULES if get(game).parts.card]  # every shipped game with a menu card
SOUNDS = ("click", "roll", "move", "battle", "hyperspace", "win", "error", "flip", "place", "turn")

IMAGES = (
    [(f"sprites/token_{shape}.png", (64, 64)) for shape in SHAPES]
    + [(f"sprites/die_{face}.png", (64, 64)) for face in range(1, 7)]
    + [(f"art/card_{game}.png", (400, 225)) for game in GAMES]
    + [("art/background.png", (1280, 720)), ("icon.png", (64, 64)), ("maps/race_tiles.png", (256, 64))]
)


def ensure_display(size=(64, 64)):
    """A display surface for convert_alpha (pytmx) and pygame_gui; one another test opened is kept."""
    if not pygame.display.get_init():
        pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode(size)
    pygame.font.init()


def load_generator():
    spec = importlib.util.spec_from_file_location("make_assets", REPO / "tools" / "make_assets.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --- the race board --------------------------------------------------------------------
@pytest.fixture(scope="module")
def race_map():
    return pytmx.TiledMap(str(ASSETS / "maps" / "race.tmx"))  # no pygame needed


def test_race_map_shape(race_map):
    assert (race_map.width, race_map.height, race_map.tilewidth, race_map.tileheight) == (11, 9, 64, 64)
    assert race_map.orientation == "orthogonal"
    assert [layer.name for layer in race_map.layers] == ["track", "squares"]


def test_race_map_squares_follow_the_rules(race_map):
    squares = {int(obj.name): obj for obj in race_map.get_layer_by_name("squares")}
    assert sorted(squares) == list(range(race.START, race.FINAL + 1))
    for n, obj in squares.items():
        assert obj.type == "square"
        assert obj.properties["square"] == n
        assert obj.properties["hyperspace"] is (n in race.HYPERSPACE)
        assert (obj.width, obj.height) == (64, 64)
        assert 0 <= obj.x < 11 * 64 and 0 <= obj.y < 9 * 64
    assert (squares[1].x, squares[1].y) == (0, 8 * 64)  # start at the bottom-left
    for n in range(race.START, race.FINAL):
        a, b = squares[n], squares[n + 1]
        assert abs(a.x - b.x) + abs(a.y - b.y) == 64, f"squares {n} and {n + 1} do not share an edge"


def test_race_map_track_tiles_match_the_squares(race_map):
    kinds = {}
    for x, y, gid in race_map.get_layer_by_name("track").iter_data():
        kinds[(x, y)] = race_map.get_tile_properties_by_gid(gid)["kind"]
    for obj in race_map.get_layer_by_name("squares"):
        n = int(obj.name)
        want = {race.START: "start", race.FINAL: "finish"}.get(n, "hyperspace" if n in race.HYPERSPACE else "normal")
        assert kinds[(int(obj.x) // 64, int(obj.y) // 64)] == want


def test_race_map_loads_with_images():
    from pytmx.util_pygame import load_pygame

    ensure_display()
    tiled = load_pygame(str(ASSETS / "maps" / "race.tmx"))
    tiles = list(tiled.get_layer_by_name("track").tiles())
    assert len(tiles) == 99
    assert all(image.get_size() == (64, 64) for _, _, image in tiles)


# --- images, sounds, theme ------------------------------------------------------------
@pytest.mark.parametrize(("relative", "size"), IMAGES)
def test_image(relative, size):
    surface = pygame.image.load(str(ASSETS / relative))
    assert surface.get_size() == size


def test_tokens_are_light_glyphs_with_a_dark_rim_and_a_glow():
    for shape in SHAPES:
        surface = pygame.image.load(str(ASSETS / "sprites" / f"token_{shape}.png"))
        centre = surface.get_at((32, 34))
        assert centre.a == 255 and min(centre.r, centre.g, centre.b) > 170, shape  # takes the tint
        assert surface.get_at((0, 0)).a == 0, shape  # transparent corners
        alphas = [surface.get_at((x, 32)).a for x in range(32)]
        assert any(0 < a < 255 for a in alphas), shape  # soft glow outside the rim
        darkest = min(max(surface.get_at((x, 32))[:3]) for x in range(32) if surface.get_at((x, 32)).a == 255)
        assert darkest < 60, shape  # a rim that stays dark under tinting


@pytest.mark.parametrize("name", SOUNDS)
def test_sound(name):
    with wave.open(str(ASSETS / "sounds" / f"{name}.wav"), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        assert w.getcomptype() == "NONE"
        seconds = w.getnframes() / w.getframerate()
    assert 0.03 < seconds <= (1.5 if name == "win" else 0.7)


def test_theme_loads_in_pygame_gui():
    import warnings

    import pygame_gui

    path = ASSETS / "themes" / "theme.json"
    theme = json.loads(path.read_text(encoding="utf-8"))
    for key in ("button", "label", "panel", "window", "#title", "#heading", "#small", "#primary_button"):
        assert key in theme
    ensure_display()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a bad colour, font or key in the theme is a warning in pygame_gui
        manager = pygame_gui.UIManager((320, 240), str(path))
        pygame_gui.elements.UIButton(pygame.Rect(0, 0, 140, 40), "Play", manager, object_id="#primary_button")
        pygame_gui.elements.UILabel(pygame.Rect(0, 40, 300, 64), "Star Table", manager, object_id="#title")
        pygame_gui.elements.UILabel(pygame.Rect(0, 110, 300, 40), "Rules", manager, object_id="#heading")
        pygame_gui.elements.UILabel(pygame.Rect(0, 150, 300, 24), "2-6 players", manager, object_id="#small")
        manager.update(0.016)


# --- the generator ---------------------------------------------------------------------
# Left to --long (with the files they write): music and background are 3 of the 5 s the whole output takes;
# Hyperline's art has its own regeneration test (tests/test_hyperline_art.py).
SLOW_GROUPS = {
    "music": ("sounds/music.wav",),
    "background": ("art/background.png",),
    "hyperline": ("maps/hyperline.tmx", "maps/hyperline_tiles.", "sprites/hyperline/"),
}
# not the generator's: hand-written (phone/: the phone page), or `make words`'s
HAND_WRITTEN = ("rules/", "palette.json", "locale/", "lessons/", "phone/")


def regenerate(out: Path, groups) -> list[str]:
    """Run the generator as `python tools/make_assets.py --out out --only groups`; the files it wrote."""
    generator = load_generator()
    generator.main(["--out", str(out), "--only", ",".join(groups)])
    return sorted(path.relative_to(out).as_posix() for path in out.rglob("*") if path.is_file())


def stale(out: Path, relatives) -> list[str]:
    """The regenerated files that differ from the committed ones (PNGs by their pixels, the rest by bytes)."""
    found = []
    for relative in relatives:
        fresh, committed = out / relative, ASSETS / relative
        if not committed.is_file():
            found.append(f"{relative} (not committed)")
        elif relative.endswith(".png"):
            a, b = pygame.image.load(str(fresh)), pygame.image.load(str(committed))
            if a.get_size() != b.get_size() or pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA"):
                found.append(relative)
        elif fresh.read_bytes() != committed.read_bytes():
            found.append(relative)
    return found


def committed_generated_files(skip=()) -> list[str]:
    """Every committed file under assets/ the generator should write (all but the hand-written ones and `skip`,
    names or beginnings of names)."""
    names = (path.relative_to(ASSETS).as_posix() for path in ASSETS.rglob("*") if path.is_file())
    return sorted(n for n in names if not n.startswith(HAND_WRITTEN + tuple(skip)))


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory):
    """Everything but SLOW_GROUPS, regenerated once for the tests below (about 2 s)."""
    out = tmp_path_factory.mktemp("assets")
    groups = [g for g in load_generator().groups() if g not in SLOW_GROUPS]
    return out, regenerate(out, groups)


def test_generator_reproduces_the_committed_assets(regenerated):
    tmp_path, written = regenerated
    for relative in ("maps/race.tmx", "maps/race_tiles.tsx", "themes/theme.json", "sounds/roll.wav"):
        fresh, committed = (tmp_path / relative).read_bytes(), (ASSETS / relative).read_bytes()
        assert fresh == committed, f"{relative} is stale: run `python tools/make_assets.py`"
    for relative in ("sprites/token_star.png", "maps/race_tiles.png"):
        fresh = pygame.image.load(str(tmp_path / relative))
        committed = pygame.image.load(str(ASSETS / relative))
        assert fresh.get_size() == committed.get_size()
        assert pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(committed, "RGBA"), (
            f"{relative} is stale: run `python tools/make_assets.py`"
        )
    assert stale(tmp_path, written) == [], "stale or uncommitted assets: run `python tools/make_assets.py`"


def test_every_committed_asset_comes_from_the_generator(regenerated):
    """A file the generator no longer writes (a renamed sprite, an art file's leftover) is not shipped by mistake."""
    _, written = regenerated
    slow = [name for names in SLOW_GROUPS.values() for name in names]
    assert committed_generated_files(skip=slow) == written, "run `python tools/make_assets.py`, remove leftovers"


@pytest.mark.long
def test_regenerating_everything_changes_nothing(tmp_path):
    """The whole output, music and background included: `python tools/make_assets.py` leaves git clean."""
    written = regenerate(tmp_path, load_generator().groups())
    assert stale(tmp_path, written) == []
    assert committed_generated_files() == written


def test_every_tiled_file_is_written_by_the_one_writer():
    """Maps and tilesets come from tools/assetkit/tiled.py: no art file spells out Tiled's XML by hand."""
    for path in sorted((REPO / "tools").rglob("*.py")):
        if path.name != "tiled.py":
            text = path.read_text(encoding="utf-8")
            assert "<map " not in text and "<tileset " not in text and "<objectgroup" not in text, (
                f"{path.relative_to(REPO)} writes Tiled XML itself: use kit.tiled_map / kit.tileset_tsx"
            )


def test_the_tools_never_import_the_window():
    """tools/ reads the palette as data (assets/palette.json); importing scenes/ would tie the tool to the window."""
    import ast

    for path in sorted((REPO / "tools").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            assert not any(n == "scenes" or n.startswith("scenes.") for n in names), (
                f"{path.relative_to(REPO)} imports scenes: use `from tools.assetkit import palette` or the kit"
            )


def test_the_window_and_the_art_share_one_palette():
    from scenes import palette as window
    from tools.assetkit import palette as art

    shared = [name for name in dir(window) if name.isupper()]
    assert {"SAFE", "SHAPES", "SPACE", "PANEL", "INK", "HYPER"} <= set(shared)
    for name in shared:
        assert list(getattr(art, name)) == list(getattr(window, name)), name
    assert art.PLAYERS == window.SAFE and art.SKY == window.seat_colour(0)


def test_the_art_files_find_every_helper_they_use_in_the_kit():
    """tools/art_<game>.py gets the kit as `kit`: every kit.NAME one of them uses must be there."""
    import re

    kit = load_generator().kit()
    for path in sorted((REPO / "tools").glob("art_*.py")):
        used = set(re.findall(r"\bkit\.([A-Za-z_]\w*)", path.read_text(encoding="utf-8")))
        missing = sorted(name for name in used if not hasattr(kit, name))
        assert missing == [], f"{path.name} uses kit.{', kit.'.join(missing)}, which the kit no longer has"


def test_the_map_writer_types_and_escapes_properties():
    import xml.etree.ElementTree as ET

    from tools.assetkit.tiled import MapObject, tiled_map

    text = tiled_map(
        tileset="t", layer="l", grid=[[1, 0]], tile=8, map_properties=(("game", "x"), ("n", 2)),
        groups=[("g", [MapObject('a "b" & c', "spot", 0, 8, properties=(("on", True), ("kind", "str", "x")),
                                 point=True), MapObject("d", "box", 8, 0, 8, 8)])],
    )
    root = ET.fromstring(text)
    assert (root.get("nextlayerid"), root.get("nextobjectid")) == ("3", "3")
    first, second = root.iter("object")
    assert first.get("name") == 'a "b" & c' and first.find("point") is not None
    assert {p.get("name"): (p.get("type"), p.get("value")) for p in first.iter("property")} == {
        "on": ("bool", "true"), "kind": ("str", "x")}
    assert (second.get("id"), second.get("width"), list(second)) == ("2", "8", [])


def test_the_music_is_a_quiet_seamless_loop():
    with wave.open(str(ASSETS / "sounds" / "music.wav"), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        frames = w.readframes(w.getnframes())
    samples = [int.from_bytes(frames[i : i + 2], "little", signed=True) for i in range(0, len(frames), 2)]
    assert 10 <= len(samples) / 22050 <= 40
    assert max(abs(s) for s in samples) < 32767 * 0.25  # under the effects
    assert abs(samples[-1] - samples[0]) < 600  # the end meets the start: no click when it loops
