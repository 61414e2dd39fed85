"""Any screen, rendered without a display: for `python -m game screenshot`, the tests and the benchmark."""

from __future__ import annotations

import os
import random

from game.rules import games, get, resolve
from scenes.boards import has_board


def moments() -> dict[str, tuple[str, ...]]:
    """GAME:MOMENT: a game's table at a moment worth a look (Hyperline's fight screen), not a screen of its own;
    each game's registration names its moments (`GameInfo.parts.moments`)."""
    return {info.id: tuple(name for name, _ in info.parts.moments) for info in games() if info.parts.moments}


def moment_specs() -> list[str]:
    """Every GAME:MOMENT of a game with a table, e.g. "hyperline:fight"."""
    return [f"{game}:{name}" for game, names in moments().items() if has_board(game) for name in names]


def scene_names() -> str:
    """The scenes `screenshot` renders, in words (the moments from the registry)."""
    shown = ", ".join(f"{spec} (a moment)" for spec in moment_specs())
    return (
        f"menu, setup:GAME, GAME (or play[:GAME]), {shown + ', ' if shown else ''}results[:GAME], rules:GAME, "
        "settings, load, replays, replay[:GAME], pause[:GAME], curtain[:GAME], lesson:ID (--after: its step)"
    )


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


def _game_demo(app, game_id, seed, after, humans=1, to_end=False):
    return {"match": demo_match(game_id, seed, after, humans=humans, to_end=to_end)}


# screen name -> the arguments a demo of it is opened with (app, game id, seed, after): the router's own names
DEMOS = {
    "menu": None,  # the app starts there
    "setup": lambda app, game, seed, after: {"game": game},
    "rules": lambda app, game, seed, after: {"game": game},
    "settings": lambda app, game, seed, after: {},
    "load": lambda app, game, seed, after: {},
    "replays": lambda app, game, seed, after: {},
    "replay": lambda app, game, seed, after: {"record": demo_match(game, seed, to_end=True).record},
    "play": lambda app, game, seed, after: _game_demo(app, game, seed, after),
    "results": lambda app, game, seed, after: _game_demo(app, game, seed, after, to_end=True),
    "pause": lambda app, game, seed, after: _game_demo(app, game, seed, after),
    "curtain": lambda app, game, seed, after: _game_demo(app, game, seed, after, humans=2),
}
ON_A_TABLE = ("results", "pause", "curtain")  # screens shown over a game's table


def build_scene(app, spec: str, seed: int = 1, after: int | None = None):
    """Open the screen named by `spec` on `app` (which starts on the menu), through the router."""
    from scenes.router import SCREENS

    name, _, arg = spec.partition(":")
    if name == "lesson":  # a lesson at its table, at step `after` (0: its first)
        from game.engine.lesson import lessons

        app.open("play", lesson=arg or lessons()[0].id, step=after or 0)
        app.top.lesson.settle()  # the panel at rest, as a learner sees it once the step's ring has closed in
        return
    playable = [info.id for info in games() if has_board(info.id)]
    game_id = arg or (playable[0] if playable else games()[0].id)
    moment = None
    if name in playable:
        name, game_id, moment = "play", name, arg or None
    if name not in SCREENS or name not in DEMOS:
        raise ValueError(f"no scene {spec!r}; scenes are: {scene_names()}")
    if DEMOS[name] is None:
        return
    if moment is not None:  # a game played into a moment (its registration names the function): its table then
        path = dict(get(game_id).parts.moments).get(moment)
        if path is None:
            raise ValueError(f"no moment {moment!r} of {game_id}; scenes are: {scene_names()}")
    arguments = DEMOS[name](app, game_id, seed, after)
    if moment is not None:
        arguments = {"match": resolve(path)(seed) or arguments["match"]}
    if name in ON_A_TABLE:
        app.open("play", **arguments)
        play = app.top
        if name == "results":
            play.advance()
        elif name == "pause":
            play.open_menu()
        else:
            app.open("curtain", play=play, seat=1)
        return
    app.open(name, **arguments)
    if name == "replay":
        scene = app.top
        scene.go(len(scene.lines) // 2 if after is None else after)


def screenshot(spec: str, out: str, size: str | None = None, seed: int = 1, after: int | None = None) -> int:
    headless_env()
    import pygame

    from scenes.app import make_app

    app = make_app(size, headless=True)
    build_scene(app, spec, seed, after)
    if hasattr(app.top, "read_all"):  # Load and Replays fill their list between frames: the picture shows it full
        app.top.read_all()
    for _ in range(2):
        app.ui.update(0.02)
    app.draw()
    pygame.image.save(app.surface, out)
    pygame.quit()
    print(f"wrote {out}")
    return 0
