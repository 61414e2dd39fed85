"""How soon Load shows its list, and the frame time while it fills (issue 35).

    .venv/bin/python -m tools.load_bench [--records 500] [--games 25]

It writes RECORDS finished four-seat Hyperline records (GAMES different random games, each kept
under several names) into a temporary STAR_TABLE_HOME, opens the Load screen headless and runs
frames as the app's loop does (update, then draw), three times: records kept with their summary
(as this version writes them), records from before summaries on the first listing (each replayed,
between frames, to build the index) and on the next listing (read from the index). It prints the
time until the first rows show, the frames until the list is complete, and the slowest frames
against the 60 fps budget (16.7 ms). It reports and never fails.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

FRAME = 1 / 60


def _games(count: int, seed: int):
    from game.engine import Match
    from game.rules import CHANCE, TERMINAL
    from game.saves.records import SeatInfo

    seats = [SeatInfo(name) for name in ("Ana", "Bo", "Cyd", "Dee")]
    made = []
    for number in range(count):
        rng = random.Random(seed + number)
        match = Match("hyperline", seats, seed=seed + number)
        while match.actor != TERMINAL:
            if match.actor == CHANCE:
                match.roll()
            else:
                legal = match.state.legal_actions()
                match.apply(legal[int(rng.random() * len(legal))])
        made.append(match.record)
    return made


def _write(folder: Path, records, total: int, summary: bool) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    texts = [record.dumps(finished=True) if summary else record.dumps() for record in records]
    now = time.time()
    for number in range(total):
        path = folder / f"2026-01-01_{number:06d}_hyperline.json"
        path.write_text(texts[number % len(texts)], "utf-8")
        os.utime(path, (now - number, now - number))  # newest first, as the list sorts them


def _load(app) -> dict:
    from scenes.files import FilesScene

    started = time.perf_counter()
    app.push(FilesScene("load"))
    files, first, frames, cpu = app.top, None, [], []
    while True:
        began, began_cpu = time.perf_counter(), time.process_time()
        app.update(FRAME)
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
        app.update(FRAME)
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
        "frames_over_budget": sum(1 for f in frames if f > FRAME),
        "median_cpu_ms": statistics.median(cpu) * 1000,
        "slowest_cpu_ms": max(cpu) * 1000,
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
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
        records = _games(args.games, 1)
        moves = statistics.mean(len(record.actions) for record in records)
        print(
            f"{args.games} four-seat Hyperline games, {moves:.0f} moves on average ({time.process_time() - made:.1f} s)"
        )
        started = time.process_time()
        for record in records:
            replay_entries(record, record.actions)
        each = (time.process_time() - started) / len(records)
        print(f"replaying one: {each * 1000:.0f} ms of CPU; all {args.records}: {each * args.records:.1f} s")
        app = make_app("1280x720", headless=True)
        folder = records_dir()
        for case, summary in (("with summaries", True), ("old, first listing", False), ("old, with index", None)):
            if summary is not None:
                for path in folder.glob("*"):
                    path.unlink()
                _write(folder, records, args.records, summary)
            got = _load(app)
            print(
                f"{case:>20}: first rows {got['first_rows_s'] * 1000:.0f} ms (target 200); "
                f"{got['rows']} rows in {got['frames']} frames ({got['filled_s']:.2f} s), {got['replayed']} replayed; "
                f"frame median {got['median_frame_ms']:.1f} ms, slowest {got['slowest_frame_ms']:.1f} ms, "
                f"{got['frames_over_budget']} over 16.7 ms (CPU: median {got['median_cpu_ms']:.1f}, "
                f"slowest {got['slowest_cpu_ms']:.1f} ms); once full {got['idle_frame_ms']:.1f} ms"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
