"""The fight screen shot from the command line, as README says: `python -m game screenshot hyperline:fight`."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.cli import main
from scenes.app import make_app
from scenes.shots import build_scene
from tests.ui import frames

README = Path(__file__).resolve().parent.parent / "README.md"


def _readme_fight_lines() -> list[list[str]]:
    lines = [line.split("#")[0].strip() for line in README.read_text().splitlines()]
    return [shlex.split(line)[3:] for line in lines if line.startswith("python -m game screenshot hyperline:")]


def test_readme_shows_how_to_shoot_a_fight_and_the_command_does_it(tmp_path):
    lines = _readme_fight_lines()
    assert lines, "README gives no screenshot line for the fight screen"
    for argv in lines:
        out = tmp_path / "fight.png"
        argv = [str(out) if index and argv[index - 1] == "--out" else part for index, part in enumerate(argv)]
        seed = int(argv[argv.index("--seed") + 1]) if "--seed" in argv else 1
        made = make_app("1280x720", headless=True)
        build_scene(made, argv[1], seed=seed)  # what the command renders
        frames(made, 1)
        assert made.top.board.fight.shown(made.top.view), f"{' '.join(argv)} does not show a fight"
        pygame.display.quit()
        env = dict(os.environ, STAR_TABLE_HOME=str(tmp_path / "home"))
        run = subprocess.run([sys.executable, "-m", "game", *argv], env=env, capture_output=True, text=True)
        assert run.returncode == 0, run.stderr  # the command line itself (it quits pygame when done)
        assert pygame.image.load(str(out)).get_width() > 0


@pytest.mark.parametrize("scene, words", [("hyperline:fights", "hyperline:fight"), ("race:fight", "none")])
def test_a_moment_a_game_does_not_have_is_refused_with_the_ones_it_has(tmp_path, capsys, scene, words):
    assert main(["screenshot", scene, "--out", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []
