"""Killing the app while it autosaves (issue 18): Continue must restore the game, losing at most one action.

A real app loop (make_app + loop, SDL dummy drivers, STAR_TABLE_HOME in a temp folder) plays a
bots-only game at instant pace, so it autosaves many times a second; it is killed with SIGKILL
at a random moment. The driver prints the length of every autosave it finished, so the test
knows what Continue must at least restore. A few kills here, many with --long.
"""

from __future__ import annotations

import hashlib
import json
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


# --- kill mid-combat (Hyperline) and mid-deal (All in All): Continue restores the exact state ------------

MIDWAY = r"""
import hashlib, json, sys
from game.engine import SeatInfo
from game.engine.match import Match
from scenes.app import loop, make_app

game, seed, players, slow = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
written = Match._autosave

def told(self):
    phase = getattr(self.state, "phase", "?")
    if phase.startswith(slow):  # there now: slow enough for the kill to land in the middle of it
        app.settings.animation_speed = "normal"
    exact = hashlib.sha256(json.dumps(self.state.to_json(), sort_keys=True).encode()).hexdigest()
    print("state", len(self.record.actions), phase, exact, flush=True)  # before the write: a kill may land in it
    written(self)
    print("saved", len(self.record.actions), phase, flush=True)

Match._autosave = told
app = make_app("1280x720")
app.settings.animation_speed = "instant"
app.reset("play", game=game, seats=[SeatInfo(f"Bot {n}", "bot", "random") for n in range(players)], seed=seed)
loop(app)
"""


def kill_midway(home: Path, game: str, seed: int, players: int, phase: str, count: int) -> dict:
    """Run a bots' game until `count` autosaves were made in `phase`, then SIGKILL it.

    Returns {actions: (phase, hash of the state)} for every state the app went to write, and under
    "saved" the length of the last autosave it finished.
    """
    env = dict(os.environ, STAR_TABLE_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    process = subprocess.Popen(
        [sys.executable, "-c", MIDWAY, game, str(seed), str(players), phase], cwd=ROOT, env=env,
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    states, seen = {}, 0
    try:
        for line in process.stdout:
            word, length, now, *exact = line.split()
            if word == "state":
                states[int(length)] = (now, exact[0])
                continue
            states["saved"] = int(length)
            if now.startswith(phase):
                seen += 1
                if seen == count:
                    time.sleep(random.Random(seed).uniform(0.05, 0.5))  # mid-pace, or inside the next write
                    process.send_signal(signal.SIGKILL)
                    break
        assert seen == count, f"the game never reached {phase} {count} times"
        states.update(_rest(process))
    finally:
        process.kill()
        process.wait(10)
    return states


def _rest(process) -> dict[int, tuple[str, str]]:
    found = {}
    for line in process.stdout.read().splitlines():
        parts = line.split()
        if parts[:1] == ["state"]:
            found[int(parts[1])] = (parts[2], parts[3])
        elif parts[:1] == ["saved"]:
            found["saved"] = int(parts[1])
    return found


def exact(state) -> str:
    return hashlib.sha256(json.dumps(state.to_json(), sort_keys=True).encode()).hexdigest()


def continued_exactly(home: Path, states: dict, phase: str) -> Match:
    os.environ["STAR_TABLE_HOME"] = str(home)
    saved, problem = library.read_autosave(lambda game_id: True)
    assert problem is None and saved is not None, problem
    match = Match.from_record(saved.record)  # what Continue builds
    restored = len(match.record.actions)
    assert restored in (states["saved"], states["saved"] + 1), "at most the write under way when killed is lost"
    assert match.state.phase.startswith(phase), f"killed in {phase}, but Continue is at {match.state.phase}"
    assert exact(match.state) == states[restored][1], "Continue restores the exact state the app had"
    return match


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_continue_after_a_kill_in_the_middle_of_a_hyperline_fight(tmp_path, app):
    states = kill_midway(tmp_path, "hyperline", 15, 2, "combat_", 2)
    match = continued_exactly(tmp_path, states, "combat_")
    app.reset("play", record=library.read_autosave()[0].record)  # the window goes on from there
    play = app.top
    assert exact(play.match.state) == exact(match.state) and play.match.state.fight
    app.draw()
    for _ in range(20):
        app.update(0.1)
    assert len(play.match.record.actions) > len(match.record.actions), "the bots fight on"


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_continue_after_a_kill_in_the_middle_of_an_all_in_all_deal(tmp_path, app):
    states = kill_midway(tmp_path, "all_in_all", 5, 3, "refill", 3)
    match = continued_exactly(tmp_path, states, "refill")
    whole = Match("all_in_all", match.seats, match.seed, match.options)  # the same deal, never killed
    while len(whole.record.actions) < len(match.record.actions) or whole.state.phase in ("setup", "refill"):
        whole.roll()
    app.reset("play", record=library.read_autosave()[0].record)
    play = app.top
    for _ in range(200):
        if play.match.state.phase not in ("setup", "refill"):
            break
        app.update(0.1)
    assert play.match.state.hands == whole.state.hands, "the rest of the deal gives the cards it would have"
