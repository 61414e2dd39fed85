"""The board contract (docs/boards.md): a board gets props and gives back intents; it never holds, imports or
probes the screen it sits on, and it never tests a phase's name (the rules' phase table says what a phase asks)."""

from __future__ import annotations

import ast
import inspect
import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.rules import games  # noqa: E402
from scenes.boards import board_class  # noqa: E402

BOARDS_DIR = Path(__file__).resolve().parent.parent / "scenes" / "boards"
SCREENS = ("scenes.play", "scenes.play_input", "scenes.play_board", "scenes.frame", "scenes.replay", "scenes.results")
SCREEN_PARTS = {"scene", "app", "match", "table", "frame", "screen"}  # what a probe of the screen would ask for


def boards() -> dict[str, str]:
    """Each registered game's board, as its registration names it ("scenes.boards.race:RaceBoard")."""
    return {info.id: info.parts.board for info in games() if info.parts.board}


def board_files() -> list[Path]:
    """Every module under scenes/boards: the kit, the base and every game's table."""
    return sorted(BOARDS_DIR.rglob("*.py"))


def problems(path: Path, shown: str | None = None) -> list[str]:
    """Where `path` reaches for the screen or tests a phase's name (`shown`: its name in the messages)."""
    found = []
    shown = shown or str(path.relative_to(BOARDS_DIR))
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        line = f"{shown}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.ImportFrom | ast.Import):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
            screens = [n for n in names if any(n == s or n.startswith(s + ".") for s in SCREENS)]
            found += [f"{line} imports the screen's {n}" for n in screens]
        elif isinstance(node, ast.Attribute) and node.attr == "scene":
            found.append(f"{line} touches .scene")
        elif isinstance(node, ast.Attribute) and node.attr == "phase":
            found.append(f"{line} reads a phase's name (.phase)")
        elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and node.slice.value == "phase":
            found.append(f'{line} reads a phase\'s name (["phase"])')
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr"):
            target = node.args[0] if node.args else None
            asked = node.args[1].value if len(node.args) > 1 and isinstance(node.args[1], ast.Constant) else None
            if asked in SCREEN_PARTS or (isinstance(target, ast.Name) and target.id in SCREEN_PARTS):
                found.append(f"{line} probes the screen with {node.func.id}(..., {asked!r})")
    return found


def test_no_board_imports_touches_or_probes_the_screen():
    files = board_files()
    assert len(files) > 20, "the boards were not found"
    found = [problem for path in files for problem in problems(path) if "phase" not in problem]
    assert not found, "\n".join(found)


def test_no_board_tests_a_phase_name():
    """A board branches on what the rules' phase table says a phase asks (`props.asking`), never on its name."""
    found = [problem for path in board_files() for problem in problems(path) if "phase" in problem]
    assert not found, "\n".join(found)


def test_the_check_finds_a_board_that_reaches_for_the_screen(tmp_path):
    """The check above is only worth what it catches: each way of reaching for the screen is found."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from scenes.play import PlayScene\n"
        "class B:\n"
        "    def update(self, view):\n"
        "        self.scene.try_action('go')\n"
        "        match = getattr(self.owner, 'match', None)\n"
        "        return view['phase'] == 'slide' or match.state.phase == 'coin'\n",
        encoding="utf-8",
    )
    said = " ".join(problems(sample, "sample.py"))
    for words in ("imports the screen's scenes.play", "touches .scene", "probes the screen", '(["phase"])', "(.phase)"):
        assert words in said, (words, said)


@pytest.mark.parametrize("game", sorted(boards()))
def test_a_board_is_built_from_nothing_of_the_screen(game):
    """The constructor asks for nothing: what a board knows comes in its props."""
    params = list(inspect.signature(board_class(game).__init__).parameters)
    assert params == ["self"], f"{game}'s board takes {params[1:]}"


def test_the_props_a_board_gets_hold_no_other_seats_secret(app):
    """At a shared screen (three people, All in All's hidden hands), every props the board was given shows at most
    the hand of the seat it was given for, none while the screen is masked, and moves only to a person deciding."""
    import pygame

    from game.engine import SeatInfo
    from scenes.curtain import CurtainScene
    from scenes.play import PlayScene, new_match
    from tests.ui import frames, key

    match = new_match("all_in_all", [SeatInfo(n, "human") for n in ("Ana", "Ben", "Cleo")], seed=3)
    play = PlayScene(match)
    given = []
    real = play.board.receive
    play.board.receive = lambda props: given.append(props) or real(props)
    app.push(play)
    for _ in range(160):
        frames(app, 1, 0.3)
        if isinstance(app.top, CurtainScene):
            key(app, pygame.K_SPACE, " ")
        elif play.table_props().acting and play.wait <= 0:
            play.try_action(play.table_props().legal[-1])
    hands_seen = 0
    for props in given:
        shown = [seat for seat, hand in enumerate(props.view["hands"]) if isinstance(hand, list)]
        assert shown in ([], [props.viewer]), f"seat {props.viewer}'s props show the hands of {shown}"
        assert not (props.masked and shown), "a masked screen's props hold a hand"
        assert props.acting or not props.legal, "moves were given to a board while nobody here decides"
        hands_seen += bool(shown)
    assert hands_seen and len({p.viewer for p in given}) > 1, "the game never passed the screen: pick another seed"


def test_no_screen_probes_another_screen_or_scene_with_getattr():
    """Screens talk through declared methods (a Scene's `closing`, a board's props): `getattr(scene, "closing")`
    style probes hide a contract nobody wrote down."""
    screens = sorted((BOARDS_DIR.parent).glob("*.py"))
    found = [p for path in screens for p in problems(path, path.name) if "probes the screen" in p]
    assert not found, "\n".join(found)
