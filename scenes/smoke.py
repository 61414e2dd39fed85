"""`star-table --smoke`: prove a build carries everything it needs, headless, in a few seconds.

It opens every asset the app ships, draws the menu, plays a few frames of each
game's table with bots, opens each game's rules and the settings, and exits 0.
Anything missing (an asset, a module PyInstaller did not see, a font) makes it
exit 1 with the reason, so CI catches a broken package before a player does.
It never touches the player's saves: every folder points at a throw-away one.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
import traceback

from game.rules import games, resolve

FRAMES_PER_GAME = 90  # at 'instant' pace bots move every frame or two


class SmokeFailure(Exception):
    pass


def check_assets() -> int:
    """Open every shipped file the way the app would; returns how many were read."""
    import pygame
    import pytmx

    from scenes.assets import asset_root

    root = asset_root()
    if not root.is_dir():
        raise SmokeFailure(f"the assets folder is missing: {root}")
    count = 0
    for path in sorted(root.rglob("*")):
        if not path.is_file():
            continue
        suffix = path.suffix.lower()
        try:
            if suffix == ".png":
                pygame.image.load(str(path))
            elif suffix == ".tmx":
                pytmx.TiledMap(str(path))  # no images: parsing and the tileset reference
            elif suffix == ".json":
                json.loads(path.read_text(encoding="utf-8"))
            elif suffix == ".wav":
                if path.stat().st_size < 44:
                    raise SmokeFailure("shorter than a WAV header")
            elif suffix in (".md", ".tsx", ".txt", ".ttf", ".otf"):
                if not path.read_bytes():
                    raise SmokeFailure("empty")
            else:
                continue
        except SmokeFailure as err:
            raise SmokeFailure(f"{path.relative_to(root)}: {err}") from None
        except Exception as err:  # noqa: BLE001 - any reason a file cannot be read is a failure
            raise SmokeFailure(f"{path.relative_to(root)}: {err}") from err
        count += 1
    if count == 0:
        raise SmokeFailure(f"no assets under {root}")
    needed = ["icon.png", "themes/theme.json", "art/background.png", "sounds/click.wav", "sounds/music.wav"]
    needed += [info.rules_path for info in games() if info.rules_path]  # what each registration says it ships
    needed += [f"art/card_{info.id}.png" for info in games() if info.parts.card]
    missing = [name for name in needed if not (root / name).is_file()]
    if missing:
        raise SmokeFailure(f"missing from the build: {', '.join(missing)}")
    return count


def frames(app, count: int) -> None:
    for _ in range(count):
        app.update(1 / 60)
        app.draw()


def play_with_bots(app, info) -> int:
    """A few frames of the game's own table with bots in every seat; returns the moves made."""
    from game.engine import Match, SeatInfo
    from scenes.setup import BOT_NAMES

    players = max(info.min_players, min(3, info.max_players))
    seats = [SeatInfo(BOT_NAMES[i % len(BOT_NAMES)], "bot", "easy") for i in range(players)]
    match = Match(info.id, seats, seed=7)  # no autosave
    app.reset("play", match=match)
    frames(app, FRAMES_PER_GAME)
    moves = len(match.record.actions)
    if moves == 0:
        raise SmokeFailure(f"{info.title}: the bots made no move in {FRAMES_PER_GAME} frames")
    return moves


def run_smoke(out=None) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"  # headless even on a desktop
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    started = time.perf_counter()
    out = out or sys.stdout or open(os.devnull, "w")  # a windowed build on Windows has no stdout
    before = os.environ.get("STAR_TABLE_HOME")
    with tempfile.TemporaryDirectory(prefix="star-table-smoke-") as home:
        os.environ["STAR_TABLE_HOME"] = home  # the player's saves and settings stay untouched
        try:
            lines = _smoke()
        except Exception as err:  # noqa: BLE001 - the point is to report anything at all
            print(f"smoke: FAILED: {err}", file=out)
            traceback.print_exc(file=sys.stderr)
            return 1
        finally:
            if before is None:
                os.environ.pop("STAR_TABLE_HOME", None)
            else:
                os.environ["STAR_TABLE_HOME"] = before
    for line in lines:
        print(f"smoke: {line}", file=out)
    print(f"smoke: ok in {time.perf_counter() - started:.1f} s", file=out)
    return 0


def _smoke() -> list[str]:
    import pygame

    from scenes.app import make_app
    from scenes.boards import board_class, has_board
    from scenes.router import SCREENS, screen_factory

    lines = []
    app = make_app("1280x720", headless=True)
    app.settings.animation_speed = "instant"
    lines.append(f"{check_assets()} asset files read")
    frames(app, 10)
    if app.top.name != "menu":
        raise SmokeFailure(f"the app opened on {type(app.top).__name__}, not the menu")
    lines.append("menu drawn")
    for name in SCREENS:
        screen_factory(name)  # every screen's module is in the build (PyInstaller saw the import)
    lines.append(f"{len(SCREENS)} screens in the router")
    for info in games():
        if has_board(info.id):
            board_class(info.id)  # the import PyInstaller must have seen
            lines.append(f"{info.id}: {play_with_bots(app, info)} moves by bots on its table")
            lines += [resolve(step)(app) for step in info.parts.smoke]  # the game's own steps (Hyperline's fight)
        else:
            lines.append(f"{info.id}: rules only (no table yet)")
        if info.rules_path:
            app.reset("menu")
            app.open("rules", game=info)
            frames(app, 3)
    lines.append("rules viewer opened for every game")
    app.reset("menu")
    app.open("settings")
    frames(app, 3)
    lines.append("settings drawn")
    pygame.display.quit()
    return lines
