"""The import graph: screens never import each other, nothing imports back what imports it, game/ has no pygame."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MINE = ("scenes", "game.play", "game.phones", "game.engine", "game.ai", "game.rules")  # window to rules
ENTRY = {"game.cli", "game.__main__", "game.bench"}  # the command line may open the window


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, known: set[str]) -> set[str]:
    """Every module of ours that `path` imports, at the top or inside a function."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            submodules = [f"{node.module}.{alias.name}" for alias in node.names]
            # `from package import module` imports the module; names from a module (or a package's own names)
            # import that module (or package)
            names = submodules if all(name in known for name in submodules) else [node.module, *submodules]
        found |= {name for name in names if name in known}
    return found


def graph() -> dict[str, set[str]]:
    paths = [p for folder in ("game", "scenes") for p in (ROOT / folder).rglob("*.py")]
    known = {module_name(p) for p in paths}
    return {module_name(p): imports_of(p, known) - {module_name(p)} for p in paths}


def reaching(edges: dict[str, set[str]], start: str) -> set[str]:
    """Every module `start` imports, directly or through others."""
    seen, todo = set(), [start]
    while todo:
        for nxt in edges.get(todo.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def test_no_screen_imports_another_screen():
    from scenes.router import SCREENS

    screens = {target.partition(":")[0] for target, _ in SCREENS.values()}
    edges = graph()
    for screen in screens:
        assert not edges[screen] & (screens - {screen}), f"{screen} imports {edges[screen] & screens}"


def test_no_module_imports_a_module_that_imports_it_back():
    edges = graph()

    packages = {name for name in edges if (ROOT / name.replace(".", "/") / "__init__.py").exists()}
    ours = [name for name in edges if name.startswith(MINE) and name not in packages]
    circles = sorted((a, b) for a in ours for b in edges[a] if b not in packages and a in reaching(edges, b))
    assert circles == []


def test_game_never_imports_the_window():
    for name, targets in graph().items():
        if name.startswith("game") and name not in ENTRY:
            assert not any(t.startswith("scenes") for t in targets), f"{name} imports {targets}"


def test_the_rules_never_import_the_bots():
    """Advice for the bots lives beside them and looks the rules up, never the other way round."""
    for name, targets in graph().items():
        if name.startswith("game.rules"):
            assert not any(t.startswith("game.ai") for t in targets), f"{name} imports {targets}"


def _within(name: str, *packages: str) -> bool:
    return any(name == package or name.startswith(package + ".") for package in packages)


def test_the_saves_import_nothing_above_them():
    """Records, the autosave, settings and scores need only the rules (and the version): never a match or a bot."""
    for name, targets in graph().items():
        if _within(name, "game.saves"):
            above = {t for t in targets if t != "game" and not _within(t, "game.rules", "game.saves")}
            assert not above, f"{name} imports {above}"


def test_the_engine_imports_only_the_rules_the_saves_and_itself():
    for name, targets in graph().items():
        if _within(name, "game.engine"):
            allowed = ("game.rules", "game.saves", "game.engine")
            above = {t for t in targets if not _within(t, *allowed)}
            assert not above, f"{name} imports {above}"


def test_the_table_and_the_session_sit_above_the_bots_and_nothing_below_reaches_them():
    """game/play schedules the bots; the bots, the engine, the saves and the rules never reach back up to it."""
    edges = graph()

    for name, targets in edges.items():
        if _within(name, "game.play"):
            allowed = ("game.rules", "game.saves", "game.engine", "game.ai", "game.play", "game.phones", "game.words")
            assert not {t for t in targets if t != "game" and not _within(t, *allowed)}, name
        if _within(name, "game.ai", "game.engine", "game.saves", "game.rules"):
            assert not {t for t in reaching(edges, name) if _within(t, "game.play")}, name


def test_the_phone_pages_sit_below_the_table_and_nothing_below_reaches_them():
    """game/phones (the pages' server, headless) uses the engine, the rules, the words and the saves; the table
    (game/play) may use it; the bots, the engine, the saves, the rules and the words never reach it."""
    edges = graph()
    for name, targets in edges.items():
        if _within(name, "game.phones"):
            allowed = ("game.rules", "game.saves", "game.engine", "game.words", "game.phones")
            assert not {t for t in targets if t != "game" and not _within(t, *allowed)}, name
        if _within(name, "game.ai", "game.engine", "game.saves", "game.rules", "game.words"):
            assert not {t for t in reaching(edges, name) if _within(t, "game.phones")}, name
