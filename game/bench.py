"""`python -m game bench`: the figures we steer by, measured on this machine.

It reports and never fails; targets are printed beside the figures.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from game.ai import LEVELS, make_bot, random_playout
from game.ai.runner import decision_positions
from game.rules import games, get

BOT_TARGETS = {"normal": 1.0}  # seconds per move
POSITIONS = {"easy": 6, "normal": 4, "hard": 2}
QUICK_POSITIONS = {"easy": 2, "normal": 1}  # --quick: a second or two, for tests and a fast look


def _bench_players(info) -> int:
    return max(info.min_players, min(4, info.max_players))


def playouts_per_second(info, seconds: float, seed: int = 1) -> tuple[float, float]:
    rng = random.Random(seed)
    players = _bench_players(info)
    count = steps = 0
    # CPU time, not wall time: the machine is often shared, and other work must not count against a game
    started = time.process_time()
    deadline = started + seconds
    while True:
        steps += random_playout(info.new_game(players, seed), rng)
        count += 1
        now = time.process_time()
        if now >= deadline:
            return count / (now - started), steps / count


def bot_seconds_per_move(info, level: str, positions: list) -> float:
    bot = make_bot(level, seed=3)
    started = time.perf_counter()
    for state in positions:
        bot.choose(state.view(state.actor), state.actor, info)
    return (time.perf_counter() - started) / len(positions)


def machine() -> str:
    return f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"


def run_bench(seconds: float = 2.0, only: list[str] | None = None, quick: bool = False) -> dict:
    """Every figure for every game (or those in `only`); `quick` measures fewer positions and skips 'hard'."""
    chosen = [get(game_id) for game_id in only] if only else games()
    levels = [level for level in LEVELS if not quick or level in QUICK_POSITIONS]
    counts = {level: (QUICK_POSITIONS if quick else POSITIONS).get(level, 2) for level in levels}
    report = {
        "machine": machine(),
        "quick": quick,
        "games": {},
    }
    for info in chosen:
        rate, mean_steps = playouts_per_second(info, seconds)
        positions = decision_positions(info, _bench_players(info), max(counts.values()))
        report["games"][info.id] = {
            "players": _bench_players(info),
            "playouts_per_second": rate,
            "mean_steps": mean_steps,
            "target_playouts_per_second": info.playout_target,
            "bot_seconds_per_move": {
                level: bot_seconds_per_move(info, level, positions[: counts[level]]) for level in levels
            },
            "bot_targets": BOT_TARGETS,
        }
        extras = info.state_class.bench_extras()  # a game's own figures, if it has any
        if extras is not None:
            report["games"][info.id]["extras"] = extras
    return report


# --- issue 35: Load's list with 500 long records, and memory over many bot games (the window, headless) ---
LOAD_FRAME = 1 / 60


def _longest_game():
    """The game whose records are the longest (random games at the bench's seats): Hyperline, today."""

    def steps(info) -> int:
        return random_playout(info.new_game(_bench_players(info), 1), random.Random(1))

    return max(games(), key=steps)


def _long_records(info, count: int, seed: int):
    from game.engine import Match
    from game.rules import CHANCE, TERMINAL
    from game.saves.records import SeatInfo

    seats = [SeatInfo(name) for name in ("Ana", "Bo", "Cyd", "Dee", "Eli", "Fay")[: _bench_players(info)]]
    made = []
    for number in range(count):
        rng = random.Random(seed + number)
        match = Match(info.id, seats, seed=seed + number)
        while match.actor != TERMINAL:
            if match.actor == CHANCE:
                match.roll()
            else:
                legal = match.state.legal_actions()
                match.apply(legal[int(rng.random() * len(legal))])
        made.append(match.record)
    return made


def _write_records(folder: Path, records, total: int, summary: bool) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    texts = [record.dumps(finished=True) if summary else record.dumps() for record in records]
    now = time.time()
    for number in range(total):
        path = folder / f"2026-01-01_{number:06d}_{records[0].game}.json"
        path.write_text(texts[number % len(texts)], "utf-8")
        os.utime(path, (now - number, now - number))  # newest first, as the list sorts them


def _load_screen(app) -> dict:
    from scenes.files import FilesScene

    started = time.perf_counter()
    app.push(FilesScene("load"))
    files, first, frames, cpu = app.top, None, [], []
    while True:
        began, began_cpu = time.perf_counter(), time.process_time()
        app.update(LOAD_FRAME)
        app.draw()
        frames.append(time.perf_counter() - began)
        cpu.append(time.process_time() - began_cpu)
        if first is None and files.items:
            first = time.perf_counter() - started
        if files.reading.done and len(files.items) == len(files.rows):
            break
    idle = []
    for _ in range(30):  # the same screen once the list is complete: what a frame costs without any reading
        began = time.perf_counter()
        app.update(LOAD_FRAME)
        app.draw()
        idle.append(time.perf_counter() - began)
    app.pop()
    return {
        "idle_frame_ms": statistics.median(idle) * 1000,
        "first_rows_s": first,
        "rows": len(files.rows),
        "replayed": files.reading.replays,
        "frames": len(frames),
        "filled_s": sum(frames),
        "median_frame_ms": statistics.median(frames) * 1000,
        "slowest_frame_ms": max(frames) * 1000,
        "frames_over_budget": sum(1 for f in frames if f > LOAD_FRAME),
        "median_cpu_ms": statistics.median(cpu) * 1000,
        "slowest_cpu_ms": max(cpu) * 1000,
        "slowest_cpu_at": cpu.index(max(cpu)) + 1,
    }


def load_list(argv=None) -> int:
    """How soon Load shows its list, and the frame time while it fills (issue 35).

        .venv/bin/python -m game.bench load [--records 500] [--games 25]

    It writes RECORDS finished four-seat Hyperline records (GAMES different random games, each kept
    under several names) into a temporary STAR_TABLE_HOME, opens the Load screen headless and runs
    frames as the app's loop does (update, then draw), three times: records kept with their summary
    (as this version writes them), records from before summaries on the first listing (each replayed,
    between frames, to build the index) and on the next listing (read from the index). It prints the
    time until the first rows show, the frames until the list is complete, and the slowest frames
    against the 60 fps budget (16.7 ms). It reports and never fails.
    """
    parser = argparse.ArgumentParser(prog="python -m game.bench load", description=load_list.__doc__)
    parser.add_argument("--records", type=int, default=500)
    parser.add_argument("--games", type=int, default=25, help="different games among the records")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory() as home:
        os.environ["STAR_TABLE_HOME"] = home
        from game.saves.records import replay_entries
        from game.saves.storage import records_dir
        from scenes.app import make_app

        made = time.process_time()
        info = _longest_game()
        records = _long_records(info, args.games, 1)
        moves = statistics.mean(len(record.actions) for record in records)
        seats = _bench_players(info)
        took = time.process_time() - made
        print(f"{args.games} {seats}-seat {info.title} games, {moves:.0f} moves on average ({took:.1f} s)")
        started = time.process_time()
        for record in records:
            replay_entries(record, record.actions)
        each = (time.process_time() - started) / len(records)
        print(f"replaying one: {each * 1000:.0f} ms of CPU; all {args.records}: {each * args.records:.1f} s")
        app = make_app("1280x720", headless=True)
        for _ in range(5):  # the menu first, as a player comes to Load
            app.update(LOAD_FRAME)
            app.draw()
        folder = records_dir()
        for case, summary in (("with summaries", True), ("old, first listing", False), ("old, with index", None)):
            if summary is not None:
                for path in folder.glob("*"):
                    path.unlink()
                _write_records(folder, records, args.records, summary)
            got = _load_screen(app)
            print(
                f"{case:>20}: first rows {got['first_rows_s'] * 1000:.0f} ms (target 200); "
                f"{got['rows']} rows in {got['frames']} frames ({got['filled_s']:.2f} s), {got['replayed']} replayed; "
                f"frame median {got['median_frame_ms']:.1f} ms, slowest {got['slowest_frame_ms']:.1f} ms, "
                f"{got['frames_over_budget']} over 16.7 ms (CPU: median {got['median_cpu_ms']:.1f}, "
                f"slowest {got['slowest_cpu_ms']:.1f} ms, frame {got['slowest_cpu_at']}); "
                f"once full {got['idle_frame_ms']:.1f} ms"
            )
    return 0


SOAK_FRAME = 0.25  # seconds a frame tells the tables: animations and bot pauses pass quickly, every frame drawn
FRAMES_PER_GAME = 20_000  # a game that has not ended by then is left (none should come near)


def _rss_mb() -> float:
    with open("/proc/self/status") as status:  # Linux, as the soak in the issue
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def _trimmed_mb() -> str:
    """RSS once the C allocator has handed its free pages back (glibc): what is still held, not what was."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        return " (no malloc_trim here)"
    return f" ({_rss_mb():.1f} MB after malloc_trim)"


def _caches() -> str:
    from scenes.bounded import CACHES, CEILING, MB

    held, pictures = sum(cache.bytes for cache in CACHES), sum(len(cache.kept) for cache in CACHES)
    return f"{pictures} pictures, {held / MB:.1f} MB in {len(CACHES)} caches (at most {CEILING / MB:.0f} MB)"


def _play_one(app, game_id: str, seed: int, level: str) -> int:
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
        app.update(SOAK_FRAME)
        app.draw()
        if match.actor == TERMINAL:
            for _ in range(30):  # the results, drawn
                app.update(SOAK_FRAME)
                app.draw()
            return frame
    return FRAMES_PER_GAME


def _on_menu(app, frames: int = 40) -> float:
    """RSS back on the menu after a game, as a player's session holds it between games: the app's own way
    there (`App.reset`, which hands free pages back), a second of menu frames, and the garbage collector's
    pass that the interpreter makes on its own soon after."""
    app.reset("menu")
    for _ in range(frames):
        app.update(SOAK_FRAME)
        app.draw()
    gc.collect()
    return _rss_mb()


def soak(argv=None) -> int:
    """Memory over a long run of bot games through the real tables, headless (issue 35).

        .venv/bin/python -m game.bench soak [--games 200] [--warm 20] [--level random] [--size 1280x720]

    Bots fill every seat (four where the game allows) of each of the five games in turn, each game
    played to its end on its table with the app's frames (update, then draw) and fast animations,
    in a temporary STAR_TABLE_HOME. After every game it goes back to the menu as a player does (the
    app's reset, which hands free pages back, then menu frames) and reads the resident memory (RSS)
    there: what the window holds between games. It prints that after the warm-up games and after
    the last one, the growth between them (target: under 5 %), the most after warm-up, the same
    at the games' ends for comparison, and what the pictures' caches hold (scenes/bounded.py).
    It reports and never fails.
    """
    parser = argparse.ArgumentParser(prog="python -m game.bench soak", description=soak.__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--warm", type=int, default=20, help="games before the first figure")
    parser.add_argument("--level", default="random", help="the bots' level (random is the quickest)")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--trim", action="store_true", help="also the RSS once glibc hands back its free pages")
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
        started, warm, menus = time.perf_counter(), None, []
        print(f"start: {_rss_mb():.1f} MB; {args.games} games of {', '.join(tables)} ({args.level} bots)", flush=True)
        for number in range(1, args.games + 1):
            began = time.perf_counter()
            frames = _play_one(app, tables[number % len(tables)], number, args.level)
            if number <= len(tables):
                print(
                    f"  {tables[number % len(tables)]}: {frames} frames, {time.perf_counter() - began:.1f} s",
                    flush=True,
                )
            ended = _rss_mb()  # on the results, the table still open
            rss = _on_menu(app)
            if number >= args.warm:
                menus.append(rss)
            if number == args.warm:
                warm, warm_ended = rss, ended
            if number == args.warm or number == args.games or number % 20 == 0:
                if len(menus) > 1:
                    print("  on the menu since:", " ".join(f"{mb:.0f}" for mb in menus[-20:]), flush=True)
                minutes = (time.perf_counter() - started) / 60
                blocks = sys.getallocatedblocks() / 1000
                print(
                    f"after {number:4d} games ({minutes:5.1f} min): {rss:.1f} MB on the menu "
                    f"({ended:.1f} MB at the game's end){_trimmed_mb() if args.trim else ''}; "
                    f"{blocks:.0f}k Python blocks; {_caches()}",
                    flush=True,
                )
        from scenes.bounded import CACHES

        for cache in CACHES:
            print(f"  {cache.__module__}.{cache!r}")
        if warm:
            growth = (rss - warm) / warm * 100
            said = f"growth after warm-up ({args.warm} -> {args.games} games): {growth:+.1f} % on the menu"
            print(f"{said} (target under 5 %)")
            most = max(menus)
            print(f"  the most on the menu after warm-up: {most:.1f} MB ({(most - warm) / warm * 100:+.1f} %)")
            if len(menus) >= 20:  # one game's figure moves by several MB with the allocator's luck: ten games' median
                first, last = statistics.median(menus[:10]), statistics.median(menus[-10:])
                print(
                    f"  median of the first ten games after warm-up {first:.1f} MB, of the last ten {last:.1f} MB: "
                    f"{(last - first) / first * 100:+.1f} %"
                )
            growth = (ended - warm_ended) / warm_ended * 100
            print(f"  at the games' ends, the table still open: {growth:+.1f} %")
    return 0


def main(argv=None) -> int:
    """`python -m game.bench load [...]` or `python -m game.bench soak [...]` (--help for each)."""
    argv = sys.argv[1:] if argv is None else argv
    figures = {"load": load_list, "soak": soak}
    if not argv or argv[0] not in figures:
        print("usage: python -m game.bench {load,soak} [--help]")
        return 2
    return figures[argv[0]](argv[1:])


if __name__ == "__main__":
    sys.exit(main())
