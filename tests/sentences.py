"""What the words tests look for in source: an English sentence a player would read, written as a plain string.

A player's words are messages (`msg`, `nmsg`, `pmsg`, `npmsg`, `N_`) or a screen's catalogue lookups (`_`,
`ngettext`, `pgettext`, `npgettext`); docstrings, what is raised and what is asserted are for programmers.
"""

from __future__ import annotations

import ast
import string
from pathlib import Path

CATALOGUE_CALLS = frozenset(("msg", "nmsg", "pmsg", "npmsg", "N_", "_", "gettext", "ngettext", "pgettext", "npgettext"))
PROGRAMMERS = frozenset(("describe_ship", "KINDS", "fight_on_screen"))
"""Functions and names whose words are for programmers and tests (a ship in one line, core's code templates for
a kind of field, a smoke step's report), never shown to a player."""


def english_sentences(source: str) -> list[str]:
    """String constants that read as English for a player: not a docstring, not in a catalogue call, not raised
    or asserted, not in a programmers' function; a player's sentence starts with a capital and has a space, or
    ends like a sentence, or has a {placeholder} to fill."""
    tree = ast.parse(source)
    skip: set[int] = set()
    for node in ast.walk(tree):
        name = None
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
        if (
            name in CATALOGUE_CALLS
            or isinstance(node, (ast.Raise, ast.Assert))
            or (isinstance(node, ast.FunctionDef) and node.name in PROGRAMMERS)
            or (isinstance(node, ast.Assign) and any(getattr(t, "id", None) in PROGRAMMERS for t in node.targets))
        ):
            skip.update(id(sub) for sub in ast.walk(node))
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):  # docstrings
            skip.add(id(node.value))
    found = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        texts = []
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            texts = [node.value]
        elif isinstance(node, ast.JoinedStr):
            texts = ["".join(p.value if isinstance(p, ast.Constant) else "{}" for p in node.values)]
            skip.update(id(sub) for sub in ast.walk(node))
        for text in texts:
            fields = _fields(text)
            words_in = [w for w in text.replace("{}", " ").split() if w.isalpha()]
            if len(words_in) >= 2 and (text[:1].isupper() or text.rstrip().endswith((".", ":", "!", "?")) or fields):
                found.append(f"line {node.lineno}: {text!r}")
    return sorted(found)


def _fields(text: str) -> list[str]:
    try:
        return [f for _, f, _, _ in string.Formatter().parse(text) if f is not None] if "{" in text else []
    except ValueError:  # code, not a format: a lone brace
        return []


def sentences_in(path: Path) -> list[str]:
    return english_sentences(path.read_text(encoding="utf-8"))
