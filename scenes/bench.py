"""The window's figures for `python -m game bench`: frame time per scene, cold start, idle CPU, fps while a bot thinks.

Measured headless (SDL's dummy driver), so they count our drawing and logic,
not the graphics driver's presentation.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from scenes.shots import headless_env

FRAME_TARGET_MS = 4.0
START_TARGET_S = 1.0
IDLE_CPU_TARGET = 5.0  # percent of one core
THINKING_FPS_TARGET = 55
SCENES = ["menu", "setup:race", "race", "results", "rules:race", "settings", "replay", "pause", "curtain"]


def frame_times(spec: str, size: str = "1920x1080", frames: int = 60) -> dict:
    """Milliseconds per frame (widgets' update and the full draw) with nothing else running."""
    import pygame

    from scenes.app import make_app
    from scenes.shots import build_scene

    app = make_app(size, headless=True)
    build_scene(app, spec, seed=3)
    times = []
    for index in range(frames + 5):
        started = time.perf_counter()
        app.ui.update(1 / 60)
        app.draw()
        if index >= 5:  # the first frames fill caches
            times.append((time.perf_counter() - started) * 1000)
    pygame.display.quit()
    times.sort()
    return {"median_ms": statistics.median(times), "p95_ms": times[int(len(times) * 0.95) - 1]}


def cold_start(runs: int = 3) -> float:
    """Seconds from launching `python -m game` to its first menu frame (best of `runs`)."""
    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", STAR_TABLE_FIRST_FRAME_EXIT="1")
    best = float("inf")
    for _ in range(runs):
        launched = time.perf_counter()
        out = subprocess.run(
            [sys.executable, "-m", "game"], cwd=root, env=env, capture_output=True, text=True, timeout=60
        ).stdout
        ended = time.perf_counter()
        if "first frame" in out:
            best = min(best, ended - launched)
    return best


def idle_cpu(seconds: float = 3.0) -> float:
    """Percent of one core the menu uses while nobody touches anything."""
    import pygame

    from scenes.app import loop, make_app

    app = make_app("1920x1080", headless=True)
    loop(app, 0.5)  # first frames
    cpu = time.process_time()
    wall = time.perf_counter()
    loop(app, seconds)
    used = (time.process_time() - cpu) / (time.perf_counter() - wall) * 100
    pygame.display.quit()
    return used


def thinking_fps(seconds: float = 3.0) -> float:
    """Frames per second drawn while a 'normal' bot searches (the loop thinks in slices between frames)."""
    import pygame

    from game.engine import Match, SeatInfo
    from scenes.app import loop, make_app
    from scenes.play import PlayScene

    app = make_app("1920x1080", headless=True)
    app.settings.animation_speed = "instant"
    seats = [SeatInfo(name, "bot", "hard") for name in ("Vega", "Altair", "Deneb", "Rigel")]
    match = Match("race", seats, seed=5)  # no autosave: the benchmark must not replace the player's game
    app.push(PlayScene(match))
    stats: dict = {}
    loop(app, seconds, stats)
    pygame.display.quit()
    return stats["frames"] / stats["seconds"]


def peak_memory_mb() -> float | None:
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def run_window_bench(quick: bool = False) -> dict:
    headless_env()
    frames = 20 if quick else 60
    scenes = {spec: frame_times(spec, frames=frames) for spec in (SCENES[:3] if quick else SCENES)}
    return {
        "frame_ms_1920x1080": scenes,
        "frame_target_ms": FRAME_TARGET_MS,
        "cold_start_s": cold_start(1 if quick else 3),
        "cold_start_target_s": START_TARGET_S,
        "idle_cpu_percent": idle_cpu(1.0 if quick else 3.0),
        "idle_cpu_target_percent": IDLE_CPU_TARGET,
        "thinking_fps": thinking_fps(1.0 if quick else 3.0),
        "thinking_fps_target": THINKING_FPS_TARGET,
        "peak_memory_mb": peak_memory_mb(),
    }


def print_window_bench(report: dict) -> None:
    def mark(ok: bool) -> str:
        return "met" if ok else "NOT met"

    print("  window (headless, 1920x1080):")
    target = report["frame_target_ms"]
    for spec, figures in report["frame_ms_1920x1080"].items():
        print(
            f"      {spec:>12}: {figures['median_ms']:.2f} ms median, {figures['p95_ms']:.2f} ms p95 per frame"
            f"  (target ≤ {target} ms: {mark(figures['median_ms'] <= target)})"
        )
    start = report["cold_start_s"]
    print(f"      cold start to the first menu frame: {start:.2f} s  (target ≤ {report['cold_start_target_s']} s: "
          f"{mark(start <= report['cold_start_target_s'])})")  # fmt: skip
    idle = report["idle_cpu_percent"]
    print(f"      CPU while idle on the menu: {idle:.1f}%  (target ≤ {report['idle_cpu_target_percent']}%: "
          f"{mark(idle <= report['idle_cpu_target_percent'])})")  # fmt: skip
    fps = report["thinking_fps"]
    print(f"      frames per second while a bot thinks: {fps:.0f}  (target ≥ {report['thinking_fps_target']}: "
          f"{mark(fps >= report['thinking_fps_target'])})")  # fmt: skip
    if report.get("peak_memory_mb") is not None:
        print(f"      peak memory of this benchmark process (bots included): {report['peak_memory_mb']:.0f} MB")
