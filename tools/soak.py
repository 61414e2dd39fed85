"""Memory over a long run of bot games through the real tables, headless (issue 35).

    .venv/bin/python -m tools.soak [--games 200] [--warm 20] [--level random] [--size 1280x720]

Bots fill every seat (four where the game allows) of each of the five games in turn, each game
played to its end on its table with the app's frames (update, then draw) and fast animations,
in a temporary STAR_TABLE_HOME. It prints the resident memory (RSS) after the warm-up games and
after the last one, the growth between them (target: under 5 %), and what the pictures' caches
hold (scenes/bounded.py). It reports and never fails.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time

FRAME = 0.25  # seconds a frame tells the tables: animations and bot pauses pass quickly, every frame drawn
FRAMES_PER_GAME = 20_000  # a game that has not ended by then is left (none should come near)


def rss_mb() -> float:
    with open("/proc/self/status") as status:  # Linux, as the soak in the issue
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def caches() -> str:
    from scenes.bounded import CACHES, MB

    held = sum(cache.bytes for cache in CACHES)
    return f"{sum(len(cache.kept) for cache in CACHES)} pictures, {held / MB:.1f} MB in {len(CACHES)} caches"


def play_one(app, game_id: str, seed: int, level: str) -> int:
    from game.engine import Match, SeatInfo
    from game.rules import TERMINAL, get
    from scenes.play import PlayScene

    info = get(game_id)
    players = max(info.min_players, min(4, info.max_players))
    seats = [SeatInfo(f"Bot {i + 1}", "bot", level) for i in range(players)]
    match = Match(game_id, seats, seed=seed)
    app.reset("menu")
    app.push(PlayScene(match))  # no autosave: the soak measures the tables
    for frame in range(FRAMES_PER_GAME):
        app.update(FRAME)
        app.draw()
        if match.actor == TERMINAL:
            for _ in range(30):  # the results, drawn
                app.update(FRAME)
                app.draw()
            return frame
    return FRAMES_PER_GAME


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--warm", type=int, default=20, help="games before the first figure")
    parser.add_argument("--level", default="random", help="the bots' level (random is the quickest)")
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory() as home:
        os.environ["STAR_TABLE_HOME"] = home
        from game.rules import games
        from scenes.app import make_app
        from scenes.boards import has_board

        app = make_app(args.size, headless=True)
        app.settings.animation_speed = "fast"
        tables = [info.id for info in games() if has_board(info.id)]
        started, warm = time.perf_counter(), None
        print(f"start: {rss_mb():.1f} MB; {args.games} games of {', '.join(tables)} ({args.level} bots)", flush=True)
        for number in range(1, args.games + 1):
            began = time.perf_counter()
            frames = play_one(app, tables[number % len(tables)], number, args.level)
            if number <= len(tables):
                print(
                    f"  {tables[number % len(tables)]}: {frames} frames, {time.perf_counter() - began:.1f} s",
                    flush=True,
                )
            if number == args.warm or number == args.games or number % 20 == 0:
                gc.collect()
                rss = rss_mb()
                if number == args.warm:
                    warm = rss
                minutes = (time.perf_counter() - started) / 60
                print(f"after {number:4d} games ({minutes:5.1f} min): {rss:.1f} MB; {caches()}", flush=True)
        from scenes.bounded import CACHES

        for cache in CACHES:
            print(f"  {cache.__module__}.{cache!r}")
        if warm:
            growth = (rss - warm) / warm * 100
            print(f"growth after warm-up ({args.warm} -> {args.games} games): {growth:+.1f} % (target under 5 %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
