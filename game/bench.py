"""`python -m game bench`: the figures we steer by, measured on this machine.

It reports and never fails; targets are printed beside the figures.
"""

from __future__ import annotations

import os
import platform
import random
import time

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
