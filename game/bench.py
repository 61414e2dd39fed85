"""`python -m game bench`: the figures we steer by, measured on this machine.

It reports and never fails; targets are printed beside the figures.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

from game.ai import LEVELS, make_bot, random_playout
from game.ai.runner import decision_positions
from game.rules import games, get

BOT_TARGETS = {"normal": 1.0}  # seconds per move
POSITIONS = {"easy": 6, "normal": 4, "hard": 2}
QUICK_POSITIONS = {"easy": 2, "normal": 1}  # --quick: a second or two, for tests and a fast look


@contextmanager
def _headless_home():
    """A bench measures the app without a screen, and never touches the player's own saves."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory() as home:
        os.environ["STAR_TABLE_HOME"] = home
        yield home


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
    with _headless_home():
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


def _caches_mb() -> float:
    """MB of pictures the bounded caches hold (SDL's pixels: RSS, but not Python's blocks)."""
    from scenes.bounded import CACHES, MB

    return sum(cache.bytes for cache in CACHES) / MB


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
    with _headless_home():
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


# --- issue 36: six phone pages through minutes of play (the window headless, the pages in a process of their own) ---
PHONE_SEATS = 6  # the most seats a game has (All in All, each seat with a secret hand): six pages
PHONE_FPS = 60  # the loop's pace: the pages play in real time, so the table runs at the window's
PAGE_THINK = (0.05, 0.4)  # seconds a page waits before its choice, as a thumb would (and under the page's rate limit)


def _page_hash(text: str) -> str:
    import hashlib

    return hashlib.sha1(text.encode("utf-8")).hexdigest()


class _Tally:
    """What the server published and sent to each seat, kept over the games (each game has a hub of its own)."""

    def __init__(self, seats: list[int]):
        self.published = dict.fromkeys(seats, 0)
        self.sent = dict.fromkeys(seats, 0)
        self.last: dict[int, str] = {}  # seat -> the hash of the newest packet published
        self.over: dict[int, set] = {seat: set() for seat in seats}  # the moments of each game's final packet


def _counting_hub(tally: _Tally):
    """The real hub, its shared part counting what is published and what reaches a socket."""
    from game.phones.hub import PhoneHub
    from game.phones.server import Seats

    class CountingSeats(Seats):
        def set_packet(self, seat: int, packet: dict) -> None:
            super().set_packet(seat, packet)
            tally.published[seat] += 1
            tally.last[seat] = _page_hash(self.latest[seat][1])
            if packet.get("actor") == "over":
                tally.over[seat].add(packet["moment"])

        async def send_latest(self, seat: int) -> None:
            before = self.sent.get(seat, 0)
            await super().send_latest(seat)
            if self.sent.get(seat, 0) != before:
                tally.sent[seat] += 1

    class CountingHub(PhoneHub):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.shared = CountingSeats(self.tokens)

    return CountingHub


async def _one_page(address: str, seed: int, moving, done, deadline: float) -> dict:
    """A page as phone.js behaves: connect, keep the newest packet, tap a random choice on its turn, rejoin after
    the table closed a game (the next game's server comes back at the same address)."""
    import asyncio

    import aiohttp

    rng = random.Random(seed)
    got = {"received": 0, "moves": 0, "refused": 0, "closing": 0, "connects": 0, "last": "", "over": []}
    latest = {"moment": None}

    async def tap(ws, packet):
        await asyncio.sleep(rng.uniform(*PAGE_THINK))
        if latest["moment"] == packet["moment"] and moving.is_set() and not ws.closed:
            await ws.send_json({"type": "move", "n": rng.randrange(len(packet["choices"])), "moment": packet["moment"]})
            got["moves"] += 1

    tasks = set()
    async with aiohttp.ClientSession() as session:
        while not done.is_set() and time.monotonic() < deadline:
            try:
                ws = await session.ws_connect(address + "/ws", timeout=aiohttp.ClientWSTimeout(ws_close=2.0))
            except (aiohttp.ClientError, OSError, asyncio.TimeoutError):
                await asyncio.sleep(0.2)  # between two games the server is away for a moment
                continue
            got["connects"] += 1
            async with ws:
                while not done.is_set() and time.monotonic() < deadline:
                    try:
                        message = await ws.receive(timeout=0.2)
                    except asyncio.TimeoutError:
                        continue
                    if message.type != aiohttp.WSMsgType.TEXT:
                        break
                    said = json.loads(message.data)
                    if said["type"] == "packet":
                        packet = said["packet"]
                        got["received"] += 1
                        got["last"] = _page_hash(message.data)
                        latest["moment"] = packet["moment"]
                        if packet["actor"] == "over":
                            got["over"].append(packet["moment"])
                        if packet["your_turn"] and packet["choices"]:
                            task = asyncio.ensure_future(tap(ws, packet))
                            tasks.add(task)
                            task.add_done_callback(tasks.discard)
                    elif said["type"] == "refused":
                        got["refused"] += 1
                    elif said["type"] == "closing":
                        got["closing"] += 1
    for task in list(tasks):
        task.cancel()
    return got


def _pages_process(addresses: dict, moving, done, answers, seconds: float) -> None:
    """The six pages, in a process of their own so that their work and memory are not the app's."""
    import asyncio

    async def pages():
        deadline = time.monotonic() + seconds
        found = await asyncio.gather(
            *(_one_page(address, seat, moving, done, deadline) for seat, address in addresses.items())
        )
        return dict(zip(addresses, found, strict=True))

    answers.put(asyncio.run(pages()))


def _frames() -> dict:
    """Where a run keeps its frame times: arrays of doubles, 16 bytes a frame (two lists of floats held 64, which
    over ten minutes at 60 fps was 2.3 MB of the app's growth that the bench itself made)."""
    from array import array

    return {"times": array("d"), "cpu": array("d")}


def _paced_frames(app, seconds: float, times, cpu, until=None) -> None:
    """The app's loop for `seconds` at PHONE_FPS: update and draw timed, then the rest of the frame slept."""
    began = last = time.perf_counter()
    while time.perf_counter() - began < seconds:
        started, used = time.perf_counter(), time.process_time()
        app.update(started - last)
        app.draw()
        last = time.perf_counter()
        times.append((last - started) * 1000)
        cpu.append((time.process_time() - used) * 1000)
        if until is not None and until():
            return
        time.sleep(max(0.0, 1 / PHONE_FPS - (time.perf_counter() - started)))


def _phone_game_id() -> str:
    """The first registered game that seats six with secrets for each page (All in All, today)."""
    return next(info.id for info in games() if info.max_players >= PHONE_SEATS and info.state_class.hidden_information)


def _phone_game(app, seed: int, plan, hub_class, rejoin: bool = False):
    from game.engine import SeatInfo
    from game.play.session import Session
    from scenes.play import PlayScene

    if plan is None:  # the same game without phones: bots as quick as the pages' random taps
        seats = [SeatInfo(f"Bot {n + 1}", "bot", "random") for n in range(PHONE_SEATS)]
        scene = PlayScene(Session.start(_phone_game_id(), seats, seed))
    else:
        seats = [SeatInfo(f"Phone {n + 1}") for n in range(PHONE_SEATS)]
        scene = PlayScene(Session.start(_phone_game_id(), seats, seed, phones=plan, hub_class=hub_class))
    app.reset("menu")
    app.push(scene)
    if plan is not None and rejoin:
        _pages_back(scene)
    return scene


REJOIN_SECONDS = 20.0  # the longest a game waits for its pages (the first: the pages' process starting)


def _pages_back(scene) -> None:
    """Wait (no frames) until every page rejoined the new game's server: a table that steps before a seat's page is
    back puts up that seat's curtain, and a curtain on top keeps the pages unserved until someone lifts it."""
    phones = scene.session.phones
    given_up = time.monotonic() + REJOIN_SECONDS
    while time.monotonic() < given_up and not all(phones.connected(seat) for seat in phones.seats):
        time.sleep(0.02)


def _table_frames(app, seconds: float, plan=None, hub_class=None, seed: int = 1, between=None) -> dict:
    """Frames of games played one after another for `seconds` (a game that ends is followed by the next);
    `between(app)` is called on the menu between two games."""
    from game.rules import TERMINAL

    kept, games, moves = _frames(), 0, 0
    times, cpu = kept["times"], kept["cpu"]
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        scene = _phone_game(app, seed + games, plan, hub_class)
        left = seconds - (time.perf_counter() - began)
        _paced_frames(app, left, times, cpu, until=lambda scene=scene: scene.match.actor == TERMINAL)
        moves += len(scene.match.record.actions)
        if scene.match.actor == TERMINAL:
            games += 1
            _paced_frames(app, 1.0, times, cpu)  # the results, on the table and on every page
            if between is not None and time.perf_counter() - began < seconds:
                app.reset("menu")
                between(app)
    return {"times": times, "cpu": cpu, "games": games, "moves": moves}


def _median(values: list) -> float:
    return statistics.median(values) if values else float("nan")


def _no_frames() -> dict:
    return {**_frames(), "games": 0, "moves": 0}


def phone_load(minutes: float = 10.0, baseline: float = 30.0, warm: float = 60.0, size: str = "1920x1080", *,
               phones: bool = True, trace: int = 0) -> dict:  # fmt: skip
    """The load run of issue 36 (see `phones`): the figures as a dict. `phones=False`: the same minutes with six
    random bots and no server (the game's own growth); `trace`: tracemalloc's growth from the warm-up to the end,
    each block followed back `trace` calls."""
    import multiprocessing
    import threading

    from game.play.phones import PhonePlan
    from scenes.app import make_app

    seats = list(range(PHONE_SEATS))
    app = make_app(size, headless=True)
    app.settings.animation_speed = "fast"
    threads_before = {thread.ident for thread in threading.enumerate()}
    quiet = _table_frames(app, baseline / 2, seed=101) if phones else _no_frames()  # without phones, before ...
    seconds = minutes * 60
    tally = _Tally(seats)
    if phones:
        plan = PhonePlan(seats, local_only=True)
        hub_class = _counting_hub(tally)
        scene = _phone_game(app, 1, plan, hub_class)
        addresses = {seat: scene.session.phones.address(seat) for seat in seats}
        context = multiprocessing.get_context("spawn")
        moving, done, answers = context.Event(), context.Event(), context.Queue()
        moving.set()
        pages = context.Process(target=_pages_process, args=(addresses, moving, done, answers, seconds + 120),
                                name="phone-pages-load", daemon=True)  # fmt: skip
        pages.start()
        _pages_back(scene)  # the table steps once its phones are there, as after the Phones panel's codes
    else:
        plan = hub_class = pages = None
        scene = _phone_game(app, 1, None, None)
    traced = _Traced(trace) if trace else None
    rss = {"start": _rss_mb(), "menus": []}
    started = time.perf_counter()

    def between(app):
        gc.collect()
        rss["menus"].append((time.perf_counter() - started, _rss_mb()))

    warm = min(warm, seconds / 4)
    first = _frames()
    _paced_frames(app, warm, first["times"], first["cpu"])  # the first game goes on
    rss["warm"] = _rss_mb()
    caches = {"warm": _caches(), "warm_mb": _caches_mb()}
    if traced is not None:
        traced.mark()
    first, scene = [scene], None  # handed over, not held here: a table the bench keeps is not the app's memory
    loaded = _table_frames_from(app, first, seconds - warm, plan, hub_class, between)
    if phones:
        moving.clear()  # the pages stop choosing; the last moves are played and the last packets go out
    _paced_frames(app, 3.0, loaded["times"], loaded["cpu"])
    rss["end"] = _rss_mb()
    caches["end"], caches["end_mb"] = _caches(), _caches_mb()
    growth = traced.growth() if traced is not None else None
    heard = {}
    if phones:
        done.set()
        try:
            heard = answers.get(timeout=30)
        except Exception:  # noqa: BLE001 -- a page process that said nothing is reported as such
            heard = {}
        pages.join(10)
        if pages.is_alive():
            pages.terminate()
            pages.join(5)
    app.reset("menu")  # the play screen left: its pages' server stops
    quiet_after = _table_frames(app, baseline / 2, seed=201) if phones else _no_frames()  # ... and after
    app.reset("menu")
    left = [t.name for t in threading.enumerate() if t.ident not in threads_before and t.is_alive()]
    app.close()
    import pygame

    pygame.display.quit()
    warm_menus = [mb for when, mb in rss["menus"] if when >= warm]
    page_figures = {}
    for seat in seats if phones else ():
        got = heard.get(seat, {})
        page_figures[seat] = {
            "published": tally.published[seat],
            "sent": tally.sent[seat],
            "received": got.get("received", 0),
            "lost": tally.sent[seat] - got.get("received", 0),
            "last_arrived": bool(got) and got.get("last") == tally.last.get(seat),
            "games_over_published": len(tally.over[seat]),
            "games_over_missed": len(tally.over[seat] - set(got.get("over", []))),
            "moves": got.get("moves", 0),
            "refused": got.get("refused", 0),
            "connects": got.get("connects", 0),
        }
    without = quiet["times"] + quiet_after["times"]
    # the target's figure is the growth beside the pictures' caches, which fill to their ceiling (CEILING in
    # scenes/bounded.py) over the first twenty games whatever plays them; the raw growth is reported beside it
    grown, pictures = rss["end"] - rss["warm"], caches["end_mb"] - caches["warm_mb"]
    return {
        "minutes": minutes,
        "game": _phone_game_id(),
        "seats": PHONE_SEATS,
        "phones": phones,
        "games": loaded["games"],
        "moves_a_minute": loaded["moves"] / max(1e-9, (seconds - warm) / 60),
        "pages": page_figures,
        "pages_exit": pages.exitcode if pages is not None else None,
        "rss_start_mb": rss["start"],
        "rss_warm_mb": rss["warm"],
        "rss_end_mb": rss["end"],
        "rss_growth_pct": grown / rss["warm"] * 100,
        "rss_growth_beside_caches_pct": (grown - pictures) / rss["warm"] * 100,
        "rss_menus_mb": warm_menus,
        "caches_warm": caches["warm"],
        "caches_end": caches["end"],
        "caches_warm_mb": caches["warm_mb"],
        "caches_end_mb": caches["end_mb"],
        "traced": growth,
        "frame_ms_phones": _median(loaded["times"]),
        "frame_cpu_ms_phones": _median(loaded["cpu"]),
        "frames_phones": len(loaded["times"]),
        "frame_ms_without": _median(without),
        "frame_cpu_ms_without": _median(quiet["cpu"] + quiet_after["cpu"]),
        "frames_without": len(without),
        "threads_left": left,
    }


TRACE_TOP = 15  # the growths a traced run prints, by file and line


class _Traced:
    """tracemalloc from the start of the run: a snapshot after the warm-up, one at the end, and what grew between,
    by file:line and by where it belongs (this project's folders, a package, the standard library). It sees
    Python's own blocks; a picture's pixels (SDL's) are not among them, hence the caches' line beside it."""

    def __init__(self, frames: int = 1):
        import tracemalloc

        self.tracemalloc = tracemalloc
        self.frames = frames
        tracemalloc.start(frames)
        self.warm = None

    def mark(self):
        self.warm = self._snapshot()

    def _snapshot(self):
        gc.collect()
        tm = self.tracemalloc
        left_out = (tm.__file__, "<frozen importlib._bootstrap*>", "<unknown>")
        return tm.take_snapshot().filter_traces([tm.Filter(False, name) for name in left_out])

    def growth(self) -> dict:
        end = self._snapshot()
        self.tracemalloc.stop()
        lines = end.compare_to(self.warm, "lineno" if self.frames == 1 else "traceback")
        owners: dict[str, list] = {}
        for stat in end.compare_to(self.warm, "filename"):
            owner = owners.setdefault(_owner(stat.traceback[0].filename), [0, 0])
            owner[0] += stat.size_diff
            owner[1] += stat.count_diff
        top = sorted(lines, key=lambda stat: stat.size_diff, reverse=True)[:TRACE_TOP]
        where = [" < ".join(f"{_short(frame.filename)}:{frame.lineno}" for frame in reversed(stat.traceback))
                 for stat in top]  # fmt: skip
        by_size = sorted(owners.items(), key=lambda item: -item[1][0])
        return {
            "warm_kb": sum(stat.size for stat in self.warm.statistics("filename")) / 1024,
            "end_kb": sum(stat.size for stat in end.statistics("filename")) / 1024,
            "top": [[line, stat.size_diff / 1024, stat.count_diff] for line, stat in zip(where, top, strict=True)],
            "owners": {name: [size / 1024, count] for name, (size, count) in by_size},
        }


ROOT = Path(__file__).resolve().parent.parent


def _short(filename: str) -> str:
    """A file as this project's path, a package's (`aiohttp/web_ws.py`) or the standard library's."""
    path = Path(filename)
    if path.is_relative_to(ROOT) and ".venv" not in path.parts:
        return path.relative_to(ROOT).as_posix()
    parts = path.parts
    for marker in ("site-packages", "dist-packages"):
        if marker in parts:
            return "/".join(parts[parts.index(marker) + 1 :])
    return "/".join(parts[-2:]) if len(parts) > 1 and parts[-2] not in ("lib", "python3.11") else path.name


def _owner(filename: str) -> str:
    """Where a block belongs: game/phones, game/engine, scenes, aiohttp, asyncio, ... (a folder of ours, a package,
    or the standard library's module)."""
    short = _short(filename)
    parts = short.split("/")
    if parts[0] in ("game", "scenes") and len(parts) > 2:
        return "/".join(parts[:2])
    if len(parts) > 1:
        return parts[0]
    return short.removesuffix(".py")


def _table_frames_from(app, first: list, seconds, plan, hub_class, between) -> dict:
    """As `_table_frames`, the first game already on the table (`first`: a list of it, emptied here, so that no
    caller keeps that game's table alive the whole run: it once held 12 MB of the figure that was not the app's)."""
    from game.rules import TERMINAL

    scene = first.pop()
    kept, games, moves = _frames(), 0, -len(scene.match.record.actions)  # the moves made from now on
    times, cpu = kept["times"], kept["cpu"]
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        left = seconds - (time.perf_counter() - began)
        _paced_frames(app, left, times, cpu, until=lambda scene=scene: scene.match.actor == TERMINAL)
        moves += len(scene.match.record.actions)
        if scene.match.actor != TERMINAL:
            break
        games += 1
        _paced_frames(app, 1.0, times, cpu)  # the results, on the table and on every page
        if time.perf_counter() - began >= seconds:
            break
        scene = None  # the menu between games as a player has it: the last table let go
        app.reset("menu")  # the play screen left: its pages are told the game closed
        app.update(0.0)  # the menu's first frame, where the app lets the last table go
        between(app)
        scene = _phone_game(app, 1 + games, plan, hub_class, rejoin=True)  # the same addresses: the pages rejoin
    return {"times": times, "cpu": cpu, "games": games, "moves": moves}


def phones(argv=None) -> int:
    """Six phone pages through minutes of play (issue 36's load run).

        .venv/bin/python -m game.bench phones [--minutes 10] [--baseline 30] [--size 1920x1080]

    An All in All game for six, every seat on a phone, on the real play screen headless (SDL's dummy driver) at
    60 frames a second, its pages' server on 127.0.0.1; six pages in a process of their own (aiohttp WebSocket
    clients that behave as phone.js: keep the newest packet, tap a random choice on their turn, rejoin when a
    game closes), games started again as they end, for MINUTES. It prints per page the packets published, sent
    and received (lost: sent but not received; whether the newest arrived; every game's final packet), the app's
    memory (RSS) after the warm-up (a minute) and at the end, and the table's median frame (update and draw) with
    the phones against the same game of six random bots without phones (BASELINE seconds, half before, half
    after). Targets: none lost, growth under 10 %, frame within 0.3 ms. It reports and never fails.

    --no-phones plays the same minutes with six random bots and no server: the game's own growth, to tell apart
    from the phones'. --trace follows Python's blocks with tracemalloc (slow: its frame and RSS figures are not
    the run's) and prints what grew from the warm-up to the end, by file:line and by where it belongs.
    """
    parser = argparse.ArgumentParser(prog="python -m game.bench phones", description=phones.__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)  # fmt: skip
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--baseline", type=float, default=30.0, help="seconds of the game without phones")
    parser.add_argument("--warm", type=float, default=60.0, help="seconds before the first memory figure")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--no-phones", dest="phones", action="store_false",
                        help="the same minutes with six random bots, no pages and no server")  # fmt: skip
    parser.add_argument("--trace", type=int, nargs="?", const=1, default=0, metavar="CALLS",
                        help="tracemalloc: what grew after the warm-up, each block CALLS calls back")  # fmt: skip
    parser.add_argument("--json", action="store_true", help="the figures also as JSON, on the last line")
    args = parser.parse_args(argv)
    with _headless_home():
        print(f"{machine()}; load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
        got = phone_load(args.minutes, args.baseline, args.warm, args.size, phones=args.phones, trace=args.trace)
    print(f"load average at the end {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    _print_phone_load(got)
    if args.json:
        print(json.dumps(got))  # one line, the last
    return 0


def _print_phone_load(got: dict) -> None:
    who = "pages" if got["phones"] else "random bots, no phones,"
    print(
        f"{got['seats']} {who} of {got['game']} for {got['minutes']:g} min: {got['games']} games finished, "
        f"{got['moves_a_minute']:.0f} moves a minute after warm-up"
    )
    lost = missed = 0
    for seat, page in got["pages"].items():
        lost += page["lost"]
        missed += page["games_over_missed"] + (not page["last_arrived"])
        print(
            f"  page {seat + 1}: published {page['published']}, sent {page['sent']}, received {page['received']} "
            f"(lost {page['lost']}), newest arrived: {'yes' if page['last_arrived'] else 'NO'}, games' ends "
            f"{page['games_over_published'] - page['games_over_missed']}/{page['games_over_published']}; "
            f"{page['moves']} moves, {page['refused']} refused, {page['connects']} connections"
        )
    if got["phones"]:
        delivered = "met" if not lost and not missed else "NOT met"
        print(f"every update delivered: {delivered} ({lost} lost, {missed} missed)")
    growth, beside = got["rss_growth_pct"], got["rss_growth_beside_caches_pct"]
    pictures = got["caches_end_mb"] - got["caches_warm_mb"]
    print(
        f"app memory: {got['rss_start_mb']:.1f} MB at the start, {got['rss_warm_mb']:.1f} after warm-up, "
        f"{got['rss_end_mb']:.1f} at the end: {growth:+.1f} %; the pictures' caches {pictures:+.1f} MB of it "
        f"(bounded: they fill to their ceiling over the first games, with or without phones); beside them "
        f"{beside:+.1f} % (target under 10 %: {'met' if beside < 10 else 'NOT met'})"
    )
    if got["rss_menus_mb"]:
        print("  between games after warm-up:", " ".join(f"{mb:.0f}" for mb in got["rss_menus_mb"]))
    print(f"  pictures' caches after warm-up: {got['caches_warm']}; at the end: {got['caches_end']}")
    if got["traced"] is not None:
        _print_traced(got["traced"])
    if not got["phones"]:
        print(f"table frame median: {got['frame_ms_phones']:.2f} ms ({got['frames_phones']} frames), "
              f"CPU {got['frame_cpu_ms_phones']:.2f} ms")  # fmt: skip
        print(f"threads left: {', '.join(got['threads_left']) or 'none'}")
        return
    gap = got["frame_ms_phones"] - got["frame_ms_without"]
    print(
        f"table frame median: {got['frame_ms_phones']:.2f} ms with the phones ({got['frames_phones']} frames), "
        f"{got['frame_ms_without']:.2f} ms without ({got['frames_without']} frames): {gap:+.2f} ms "
        f"(target within 0.3 ms: {'met' if gap <= 0.3 else 'NOT met'}); CPU {got['frame_cpu_ms_phones']:.2f} / "
        f"{got['frame_cpu_ms_without']:.2f} ms"
    )
    print(f"threads left: {', '.join(got['threads_left']) or 'none'}; pages' process exit code {got['pages_exit']}")


def _print_traced(traced: dict) -> None:
    print(
        f"Python's blocks made since the run began and held (tracemalloc): {traced['warm_kb'] / 1024:.1f} MB "
        f"after warm-up, {traced['end_kb'] / 1024:.1f} MB at the end "
        f"({(traced['end_kb'] - traced['warm_kb']) / 1024:+.1f} MB)"
    )
    print("  by where they belong (KB, blocks):")
    for name, (kb, count) in list(traced["owners"].items())[:TRACE_TOP]:
        print(f"    {kb:+9.1f} KB {count:+8d}  {name}")
    print(f"  the {TRACE_TOP} lines that grew most:")
    for where, kb, count in traced["top"]:
        print(f"    {kb:+9.1f} KB {count:+8d}  {where}")


def main(argv=None) -> int:
    """`python -m game.bench load|soak|phones [...]` (--help for each)."""
    argv = sys.argv[1:] if argv is None else argv
    figures = {"load": load_list, "soak": soak, "phones": phones}
    if not argv or argv[0] not in figures:
        print("usage: python -m game.bench {load,soak,phones} [--help]")
        return 2
    return figures[argv[0]](argv[1:])


if __name__ == "__main__":
    sys.exit(main())
