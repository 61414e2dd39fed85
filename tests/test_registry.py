"""One registration per game: every part a game has is named in its `register(GameInfo(...))` call, every list of
games is read from the registry, and a sixth game (Comet Dash, tests/comet_dash.py) registered in a fixture shows
up everywhere a game does, then nowhere once the fixture removed it."""

from __future__ import annotations

import ast
import importlib.util
import inspect
import io
import json
import re
import shutil
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.cli import main
from game.rules import GAME_MODULES, games, get, resolve
from tests.comet_dash import CometDash, registered

ROOT = Path(__file__).resolve().parent.parent
REQUIRED = ("board", "evaluate", "art", "card")
"""What every game the app ships declares (its moments, smoke steps, idle test and styles are its own choice)."""
CALLED_WITH = {"evaluate": 2, "idle": 2, "art": 2, "card": 0}
"""How many positional arguments each part's function is called with (see game/rules/core.py, `Parts`)."""


def problems(info, required=()) -> list[str]:
    """What is wrong with a game's registration: a required part it lacks, a path that does not import, or one
    that names the wrong kind of thing."""
    from game.ai.bots import LEVELS
    from scenes.boards.base import Board

    parts, found = info.parts, [f"{info.id}: no {name}" for name in required if not getattr(info.parts, name)]

    def check(name, path, arguments):
        try:
            target = resolve(path)
        except (ImportError, AttributeError) as err:
            found.append(f"{info.id}: its {name} {path!r} does not resolve ({err})")
            return
        if arguments is None:
            if not (isinstance(target, type) and issubclass(target, Board)):
                found.append(f"{info.id}: its board {path!r} is not a Board subclass")
            return
        try:
            inspect.signature(target).bind(*range(arguments))
        except TypeError:
            found.append(f"{info.id}: its {name} {path!r} cannot be called with {arguments} arguments")

    if parts.board:
        check("board", parts.board, None)
    for name, arguments in CALLED_WITH.items():
        if getattr(parts, name):
            check(name, getattr(parts, name), arguments)
    level_styles = {options.get("style") for _, options in LEVELS.values()}
    for style, path in parts.styles:
        check(f"style {style}", path, 2)
        if style not in level_styles:
            found.append(f"{info.id}: no level plays its style {style!r} (game/ai/bots.py LEVELS)")
    for moment, path in parts.moments:
        check(f"moment {moment}", path, 1)
    for path in parts.smoke:
        check("smoke step", path, 1)
    return found


# --- the registry is complete and every path resolves ----------------------------------------------------------
def test_every_shipped_game_declares_every_part_and_each_resolves():
    shipped = [get(game) for game in GAME_MODULES]
    assert [problem for info in shipped for problem in problems(info, REQUIRED)] == []
    assert [problem for info in games() for problem in problems(info)] == []  # the tests' games too


def test_a_missing_part_or_a_wrong_path_is_named(comet_dash):
    broken = replace(comet_dash, parts=replace(
        comet_dash.parts, board="tests.comet_dash_parts:lead", evaluate="tests.comet_dash_parts:nowhere", card="",
        moments=(("finish", "tests.comet_dash_parts:card"),)))  # fmt: skip
    assert problems(comet_dash, REQUIRED) == []
    found = problems(broken, REQUIRED)
    assert found == [
        "comet_dash: no card",
        "comet_dash: its board 'tests.comet_dash_parts:lead' is not a Board subclass",
        "comet_dash: its evaluate 'tests.comet_dash_parts:nowhere' does not resolve "
        "(module 'tests.comet_dash_parts' has no attribute 'nowhere')",
        "comet_dash: its moment finish 'tests.comet_dash_parts:card' cannot be called with 1 arguments",
    ]


# --- game ids live in the registry and each game's own files ----------------------------------------------------
def own_file(relative: str, game: str) -> bool:
    """The registry, or one of the game's own files (its rules, advice, table, art and tools)."""
    return relative == "game/rules/__init__.py" or relative in (
        f"game/rules/{game}.py", f"scenes/boards/{game}.py", f"tools/art_{game}.py") or relative.startswith((
        f"game/rules/{game}/", f"scenes/boards/{game}/", f"game/ai/{game}_", f"tools/assetkit/{game}_",
        f"tools/{game}_"))  # fmt: skip


def test_game_ids_are_written_only_in_the_registry_and_each_games_own_files():
    """A list of games written out elsewhere (a dict by id, `if info.id == "hyperline"`, "hyperline:fight") goes
    stale when a game joins: it must be read from the registry. Docs, tests and assets may name games."""
    found = []
    for folder in ("game", "scenes", "tools"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and not re.search(r"\s", node.value):
                    for game in sorted(set(node.value.split(":")) & set(GAME_MODULES)):
                        if not own_file(relative, game):
                            found.append(f"{relative}:{node.lineno}: {node.value!r}")
    assert found == []


# --- a sixth game, registered once ---------------------------------------------------------------------------
def test_the_sixth_game_is_on_the_menu_with_a_plain_card_and_sets_up_and_plays(comet_dash):
    from scenes import palette
    from scenes.app import make_app
    from tests.comet_dash_parts import CometBoard
    from tests.ui import click, frames, press

    app = make_app("1280x720", headless=True)
    frames(app, 2)
    menu = app.top
    rect = next(rect for rect, info in menu.cards if info is comet_dash)
    art = pygame.Rect(rect.x + 6, rect.y + 6, rect.width - 12, int(rect.width * 225 / 400) - 12)
    assert app.surface.get_at(art.center)[:3] == palette.PANEL_EDGE  # no generated art: a plain card, no crash
    click(app, rect.center)
    frames(app, 2)
    assert (app.top.name, app.top.info) == ("setup", comet_dash)
    press(app, app.top.start)
    CometBoard.drawn.clear()
    frames(app, 3)
    assert app.top.name == "play" and isinstance(app.top.board, CometBoard)
    assert CometBoard.drawn and CometBoard.drawn[-1]["places"] == [0] * len(CometBoard.drawn[-1]["places"])
    pygame.display.quit()


def test_the_sixth_game_simulates_from_the_command_line(comet_dash, capsys):
    args = ["simulate", "comet_dash", "--players", "3", "--bots", "greedy,random,mcts", "--games", "4", "--seed", "2"]
    assert main([*args, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 4 and report["unfinished"] == 0
    assert sum(seat["wins"] for seat in report["seats"]) >= 4  # a tie on square 10 is impossible: one winner each


def test_the_sixth_game_and_its_moment_are_screenshots(comet_dash, tmp_path, capsys, monkeypatch):
    from tests.comet_dash_parts import GOAL, CometBoard

    monkeypatch.setattr(pygame, "quit", pygame.display.quit)  # the command quits pygame: the fonts other tests keep
    CometBoard.drawn.clear()
    assert main(["screenshot", "comet_dash", "--out", str(tmp_path / "table.png"), "--size", "1024x600"]) == 0
    assert main(["screenshot", "comet_dash:finish", "--out", str(tmp_path / "finish.png"), "--seed", "3"]) == 0
    assert pygame.image.load(str(tmp_path / "finish.png")).get_size() == (1280, 720)
    assert CometBoard.drawn[-1]["places"][0] >= GOAL - 3  # the moment: a game played near the finish
    assert main(["screenshot", "comet_dash:start", "--out", str(tmp_path / "x.png")]) == 2
    assert "moments: comet_dash:finish" in capsys.readouterr().err


def test_the_sixth_game_is_in_the_smoke_run_once_its_art_is_made(comet_dash, tmp_path, monkeypatch):
    """The smoke run plays its table and its own step; it also asks for the menu card the game declares, so the
    card make_assets paints for it must be in the build."""
    from scenes import assets
    from scenes.smoke import run_smoke

    copy = tmp_path / "assets"
    shutil.copytree(assets.asset_root(), copy)
    monkeypatch.setattr(assets, "asset_root", lambda: copy)
    out = io.StringIO()
    assert run_smoke(out) == 1 and "art/card_comet_dash.png" in out.getvalue()  # declared, not made yet
    spec = importlib.util.spec_from_file_location("make_assets", ROOT / "tools" / "make_assets.py")
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    assert "comet_dash" in generator.groups()
    generator.main(["--out", str(copy), "--only", "cards,comet_dash"])
    assert (copy / "sprites" / "comet_dash" / "comet.png").is_file()
    assert pygame.image.load(str(copy / "art" / "card_comet_dash.png")).get_size() == (400, 225)
    out = io.StringIO()
    assert run_smoke(out) == 0, out.getvalue()
    text = out.getvalue()
    assert re.search(r"comet_dash: [1-9]\d* moves by bots on its table", text)
    assert re.search(r"comet_dash: the finish drawn at square (7|8|9)", text)


def test_the_bots_value_the_sixth_game_its_own_way_until_it_is_removed():
    from game.ai.evals import evaluate
    from scenes.boards import has_board
    from scenes.shots import moments

    state = CometDash.new_game(2)
    state.places = [6, 2]
    with registered() as info:
        assert evaluate(state, 0) == 4 and evaluate(state, 1) == -4  # its `lead`, not the neutral 0
        assert info in games() and has_board(info.id) and moments()[info.id] == ("finish",)
    assert info.id not in [game.id for game in games()]
    with pytest.raises(KeyError):
        get(info.id)
    assert not has_board(info.id) and info.id not in moments()
    assert evaluate(state, 0) == 0.0  # nothing kept: a state of no registered game has the plain evaluation
