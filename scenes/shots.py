"""Any screen, rendered without a display: for `python -m game screenshot`, the tests and the benchmark."""

from __future__ import annotations

import os
import random

SCENES = "menu, setup:GAME, GAME, results[:GAME], rules:GAME, settings, load, replays, replay[:GAME], pause, curtain"


def headless_env():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def demo_seats(info, humans: int = 1):
    from game.engine import SeatInfo
    from scenes.setup import BOT_NAMES

    count = min(info.max_players, max(info.min_players, 4))
    return [
        SeatInfo("Player 1" if seat < humans and seat == 0 else f"Player {seat + 1}", "human")
        if seat < humans
        else SeatInfo(BOT_NAMES[seat - 1], "bot", "normal")
        for seat in range(count)
    ]


def demo_match(game_id: str, seed: int = 1, after: int | None = None, humans: int = 1, to_end: bool = False):
    """A match after `after` random steps (or to the end), for looking at a game mid-way."""
    from game.engine import Match
    from game.rules import TERMINAL, get

    match = Match(game_id, demo_seats(get(game_id), humans), seed)
    rng = random.Random(seed)
    steps = 0
    limit = 10**6 if to_end else (40 if after is None else after)
    while match.actor != TERMINAL and steps < limit:
        if match.actor < 0:
            match.roll()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
        steps += 1
    return match


def build_scene(app, spec: str, seed: int = 1, after: int | None = None):
    """Push the scene named by `spec` onto `app` (which starts on the menu)."""
    from game.rules import games, get
    from scenes.boards import has_board

    name, _, arg = spec.partition(":")
    playable = [info.id for info in games() if has_board(info.id)]
    game_id = arg or (playable[0] if playable else "race")
    if name == "menu":
        return
    if name == "setup":
        from scenes.setup import SetupScene

        app.push(SetupScene(get(game_id)))
    elif name == "rules":
        from scenes.rules_view import RulesScene

        app.push(RulesScene(get(game_id)))
    elif name == "settings":
        from scenes.settings_scene import SettingsScene

        app.push(SettingsScene())
    elif name in ("load", "replays"):
        from scenes.files import FilesScene

        app.push(FilesScene(name))
    elif name == "replay":
        from scenes.replay import ReplayScene

        match = demo_match(game_id, seed, to_end=True)
        scene = ReplayScene(match.record)
        app.push(scene)
        scene.go(len(match.record.actions) // 2 if after is None else after)
    elif name in ("results", "pause", "curtain") or name in playable:
        from scenes.play import PlayScene

        game = name if name in playable else game_id
        match = demo_match(game, seed, after, humans=2 if name == "curtain" else 1, to_end=name == "results")
        play = PlayScene(match)
        app.push(play)
        if name == "results":
            play.advance()
        elif name == "pause":
            play.open_menu()
        elif name == "curtain":
            from scenes.curtain import CurtainScene

            app.push(CurtainScene(play, 1))
    else:
        raise ValueError(f"no scene {spec!r}; scenes are: {SCENES}")


def screenshot(spec: str, out: str, size: str | None = None, seed: int = 1, after: int | None = None) -> int:
    headless_env()
    import pygame

    from scenes.app import make_app

    app = make_app(size, headless=True)
    build_scene(app, spec, seed, after)
    for _ in range(2):
        app.ui.update(0.02)
    app.draw()
    pygame.image.save(app.surface, out)
    pygame.quit()
    print(f"wrote {out}")
    return 0
