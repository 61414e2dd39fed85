"""Every word the code asks the catalogue for is written out, so `make words` can find it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.words.domains import KEYWORDS, domains
from tests.sentences import english_sentences, sentences_in

ROOT = Path(__file__).resolve().parent.parent


def _files():
    """The domains' files, but not game/words itself: it passes any text on (its wrappers take a variable)."""
    for paths in domains().values():
        for path in paths:
            if path == "game/words":
                continue
            path = ROOT / path
            yield from sorted(path.rglob("*.py")) if path.is_dir() else [path]


def _text_places(spec) -> list[int]:
    """The 0-based argument positions that hold words (contexts included) in a KEYWORDS entry."""
    if spec is None:
        return [0]
    return [(place[0] if isinstance(place, tuple) else place) - 1 for place in spec]


@pytest.mark.parametrize("path", list(_files()), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_catalogue_call_is_given_words_it_cannot_see(path):
    """`pgettext("speed", key)` finds nothing for `make words`: the word shows in English for ever."""
    hidden = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
        if name not in KEYWORDS or (isinstance(node.func, ast.Attribute) and name in ("_", "N_")):
            continue
        for place in _text_places(KEYWORDS[name]):
            argument = node.args[place] if place < len(node.args) else None
            if not (isinstance(argument, ast.Constant) and isinstance(argument.value, str)):
                hidden.append(f"line {node.lineno}: {name}(...) argument {place + 1}")
    assert hidden == []


# --- no English sentence for a player outside the catalogue (tests/sentences.py) --------------------------------
def _spoken_files() -> list[str]:
    """Every rules module and every game's board: all they say to a player is a message or a catalogue word."""
    found = sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / "game/rules").rglob("*.py"))
    return found + sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / "scenes/boards").rglob("*.py"))


@pytest.mark.parametrize("path", _spoken_files())
def test_no_english_sentence_is_left_as_a_plain_string(path):
    """Issue 32: game/rules returns no English sentence to a player; a board draws none outside the catalogue."""
    assert sentences_in(ROOT / path) == []


def test_the_sentence_check_finds_a_sentence_written_inline():
    """The check above is worth something: each way a sentence hides in code is caught, and what is allowed is not."""
    source = '''
def refusal(st, seat):
    """A docstring may say anything."""
    if seat < 0:
        raise ValueError("a seat is never negative")
    assert seat < 9, "Nine seats at most"
    if seat:
        return "You cannot Build on Nexxus."
    if seat == 2:
        return msg("You have no Pilferer in your hand.")
    return f"{who} jumps from {name(seat)} by the hyperpoint"

TAG = "time_thief"
'''
    found = english_sentences(source)
    assert len(found) == 2 and "You cannot Build" in found[1] and "jumps from" in found[0], found
