"""Two Star Table windows on one data folder, as players run them: two app objects, then two processes.

The newer window's game keeps Continue; the older window's game goes on in its own record in Load,
whether the newer one is closed, killed, or still playing. See docs/saves.md.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.engine import SeatInfo
from game.saves import library
from game.saves.records import load
from game.saves.settings import Settings
from game.saves.storage import autosave_path, records_dir
from scenes.app import App

ROOT = Path(__file__).resolve().parents[1]


def bots(count: int) -> list[SeatInfo]:
    return [SeatInfo(f"Bot {n}", "bot", "random") for n in range(1, count + 1)]


def second_window() -> App:
    """Another app on the same folders (one process has one display: this one draws off screen)."""
    app = App(pygame.Surface((1280, 720)), Settings.load()[0], headless=True)
    app.push("menu")
    return app


def run(app: App, frames: int) -> None:
    for _ in range(frames):
        app.update(0.05)


def test_two_app_objects_the_older_one_closed_last_keeps_the_newer_game_in_continue(app):
    app.settings.animation_speed = "fast"
    app.reset("play", game="race", seats=bots(3), seed=61)
    older = app.top
    run(app, 40)
    assert len(older.match.record.actions) > 3
    newer_app = second_window()
    newer_app.settings.animation_speed = "fast"
    newer_app.reset("play", game="all_in_all", seats=bots(3), seed=62)
    newer = newer_app.top
    run(newer_app, 40)
    run(app, 40)  # the older window plays on
    assert any("took over Continue" in toast.text for toast in app.toasts), "the older window says where its game is"
    run(newer_app, 20)
    newer_app.quit()  # the newer window closes first...
    newest = autosave_path().read_bytes()
    run(app, 20)
    app.quit()  # ...then the older one: it must not put its game back over the newer one's
    assert autosave_path().read_bytes() == newest
    saved, problem = library.read_autosave()
    assert problem is None and saved.record.game == "all_in_all"
    assert saved.record.actions == newer.match.record.actions
    kept = [s for s in library.list_records() if s.record is not None and s.record.seed == 61]
    assert len(kept) == 1, "the older game is in Load once"
    assert kept[0].record.actions == older.match.record.actions, "with every move the older window made"


DRIVER = r"""
import os, signal, sys
import pygame
from game.engine import SeatInfo
from game.engine.match import Match
from game.rules.words import english
from scenes.app import loop, make_app

game, seed, players = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
written = Match._autosave

def told(self):
    written(self)
    said = english(self.autosave_error or "")
    if self.autosave_to is not None and self.autosave_error is None or "took over" in said:
        print(len(self.record.actions), os.path.basename(os.fspath(self.autosave_to)), flush=True)

Match._autosave = told
app = make_app("1280x720")
app.settings.animation_speed = "fast"
app.reset("play", game=game, seats=[SeatInfo(f"Bot {n}", "bot", "random") for n in range(players)], seed=seed)
signal.signal(signal.SIGUSR1, lambda *_: pygame.event.post(pygame.event.Event(pygame.QUIT)))
loop(app)
print("closed", flush=True)
"""


class Window:
    """One app process, and the autosaves it reported: (actions, file name)."""

    def __init__(self, home: Path, game: str, seed: int, players: int):
        env = dict(os.environ, STAR_TABLE_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        self.process = subprocess.Popen(
            [sys.executable, "-c", DRIVER, game, str(seed), str(players)], cwd=ROOT, env=env, stdout=subprocess.PIPE
        )
        os.set_blocking(self.process.stdout.fileno(), False)
        self.lines: list[str] = []
        self.buffer = b""

    def read(self) -> None:
        chunk = self.process.stdout.read()
        if chunk:
            self.buffer += chunk
            *done, self.buffer = self.buffer.split(b"\n")
            self.lines += [line.decode() for line in done]

    def wait_for(self, count: int, seconds: float = 30) -> None:
        deadline = time.monotonic() + seconds
        while len(self.saves) < count:
            assert time.monotonic() < deadline, f"only {len(self.saves)} autosaves: {self.lines}"
            stopped = self.process.poll() is not None
            time.sleep(0.02)
            self.read()
            assert not stopped or len(self.saves) >= count, f"the app stopped: {self.lines}"

    def more(self, count: int) -> None:
        """Wait for `count` autosaves beyond those already written (read first: the pipe may hold more)."""
        self.read()
        self.wait_for(len(self.saves) + count)

    @property
    def saves(self) -> list[tuple[int, str]]:
        return [(int(line.split()[0]), line.split()[1]) for line in self.lines if line[:1].isdigit()]

    def close(self) -> None:
        self.process.send_signal(signal.SIGUSR1)
        self.process.wait(30)
        self.read()
        self.read_rest()

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(30)
        self.read_rest()

    def read_rest(self) -> None:
        os.set_blocking(self.process.stdout.fileno(), True)
        self.buffer += self.process.stdout.read()
        self.lines += [line.decode() for line in self.buffer.split(b"\n") if line]
        self.buffer = b""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL and SIGUSR1")
def test_two_processes_the_newer_killed_the_older_closed_nothing_is_lost(tmp_path, monkeypatch):
    home = tmp_path / "shared"
    monkeypatch.setenv("STAR_TABLE_HOME", str(home))
    older = Window(home, "race", 71, 3)
    try:
        older.wait_for(2)
        newer = Window(home, "all_in_all", 72, 3)
        try:
            newer.wait_for(2)
            older.more(2)  # the older window plays on after the newer one took Continue
            newer.more(1)
            newer.kill()
        finally:
            newer.process.kill()
        older.more(1)
        older.close()
    finally:
        older.process.kill()
    assert older.lines[-1] == "closed"
    last_newer = newer.saves[-1][0]
    saved, problem = library.read_autosave()
    assert problem is None and saved.record.game == "all_in_all" and saved.record.seed == 72
    assert len(saved.record.actions) in (last_newer, last_newer + 1), "Continue is the killed newer window's game"
    names = [name for _, name in older.saves]
    place = names[-1]
    assert place.endswith("_in-progress.json"), "the older window's game moved to Load"
    moved = names.index(place)
    assert moved < len(names) - 2 and set(names[moved:]) == {place}, "and never wrote the autosave again"
    kept = load(records_dir() / place)
    assert kept.seed == 71 and len(kept.actions) == older.saves[-1][0], "every move of the older window is kept"
