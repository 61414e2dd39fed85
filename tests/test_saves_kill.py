"""Killing the app while it autosaves (issue 18): Continue must restore the game, losing at most one action.

A real app loop (make_app + loop, SDL dummy drivers, STAR_TABLE_HOME in a temp folder) plays a
bots-only game at instant pace, so it autosaves many times a second; it is killed with SIGKILL
at a random moment. The driver prints the length of every autosave it finished, so the test
knows what Continue must at least restore. A few kills here, many with --long.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.engine import Match
from game.saves import library
from game.saves.storage import autosave_path

DRIVER = r"""
import os, sys, time
from game.engine import SeatInfo
from game.engine.match import Match
from scenes.app import loop, make_app

game, seed, players = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
written = Match._autosave

def told(self):
    written(self)
    if self.autosave_to is not None and self.autosave_error is None:
        print(len(self.record.actions), flush=True)

Match._autosave = told
synced = os.fsync

def slow_disk(fd):  # a slow disk widens the moment a kill lands inside a write
    time.sleep(0.004)
    synced(fd)

os.fsync = slow_disk
app = make_app("1280x720")
app.settings.animation_speed = "instant"
seats = [SeatInfo(f"Bot {n}", "bot", "random") for n in range(1, players + 1)]
app.reset("play", game=game, seats=seats, seed=seed, options=None)
loop(app)
"""

ROOT = Path(__file__).resolve().parents[1]
GAMES = {"all_in_all": 3, "race": 3, "expressway42": 2}


def kill_while_autosaving(home: Path, game: str, seed: int, after: float) -> list[int]:
    env = dict(os.environ, STAR_TABLE_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    process = subprocess.Popen(
        [sys.executable, "-c", DRIVER, game, str(seed), str(GAMES[game])],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        first = process.stdout.readline()  # the first autosave: the loop is running
        assert first.strip().isdigit(), f"the app did not start: {first!r}"
        time.sleep(after)
        process.send_signal(signal.SIGKILL)
        rest = process.stdout.read()
    finally:
        process.kill()
        process.wait(10)
    return [int(line) for line in (first + rest).split() if line.isdigit()]


def continue_after_the_kill(home: Path, written: list[int], game: str, seed: int) -> None:
    os.environ["STAR_TABLE_HOME"] = str(home)
    saved, problem = library.read_autosave(lambda game_id: True)
    assert problem is None and saved is not None, problem
    restored = len(saved.record.actions)
    last = written[-1]
    assert restored in (last, last + 1), f"restored {restored} actions; the last finished autosave had {last}"
    assert saved.record.game == game and saved.record.seed == seed
    match = Match.from_record(saved.record)  # what Continue builds
    assert match.state.to_json() == saved.record.replay().to_json()
    assert not list(autosave_path().parent.glob(".autosave.json.*.tmp")), "a killed write's temp file was left"
    assert not list(autosave_path().parent.glob("*.damaged-*")), "the autosave was never damaged"


def _kills(tmp_path: Path, monkeypatch, count: int) -> None:
    monkeypatch.setenv("STAR_TABLE_HOME", str(tmp_path))
    pick = random.Random(20261123)
    for index in range(count):
        game, seed = list(GAMES)[index % len(GAMES)], pick.randrange(1000)
        home = tmp_path / f"kill{index}"
        written = kill_while_autosaving(home, game, seed, pick.uniform(0.05, 1.2))
        assert written, "nothing was autosaved before the kill"
        continue_after_the_kill(home, written, game, seed)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_killed_app_loop_continues_with_at_most_the_last_action_lost(tmp_path, monkeypatch):
    _kills(tmp_path, monkeypatch, 3)


@pytest.mark.long
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_killed_app_loop_continues_with_at_most_the_last_action_lost_long(tmp_path, monkeypatch):
    _kills(tmp_path, monkeypatch, 40)
