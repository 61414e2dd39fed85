"""Hyperline's table branches on what a decision asks (the rules' Phase.ask), never on a phase's name: every
decision says what it asks, and every ask the table words or clicks by is one the rules declare (a misspelt
ask would silently drop a prompt, a click or a glow)."""

import os
import pathlib
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.rules import CHANCE, TERMINAL  # noqa: E402
from game.rules.hyperline.state import HyperlineState  # noqa: E402
from scenes.boards.hyperline import asking, prompts, spots  # noqa: E402

BOARD = pathlib.Path(__file__).resolve().parent.parent / "scenes" / "boards" / "hyperline"
DECLARED = {phase.ask for phase in HyperlineState.PHASES.values()} - {""}


def test_every_decision_and_every_die_or_draw_a_person_makes_says_what_it_asks():
    for name, phase in HyperlineState.PHASES.items():
        if phase.actor == TERMINAL:
            continue
        asked = HyperlineState.asking(name)
        assert asked.ask, f"{name} asks nothing a table could show"
        assert asked.chance == (phase.actor == CHANCE), name


def test_the_asks_the_table_is_keyed_by_are_all_declared_by_the_rules():
    used = {*asking.DAMAGE, *asking.DRAWS, *asking.FIGHT_STEPS, *prompts.HINTS, *spots.ASK_VERB}
    assert used <= DECLARED, sorted(used - DECLARED)


def test_every_ask_compared_in_the_table_code_is_declared_by_the_rules():
    asked = r"(?:ask\(view\)|asked|step)"
    compared = set()
    for path in BOARD.glob("*.py"):
        text = path.read_text()
        compared |= set(re.findall(asked + r' (?:==|!=) "([^"]+)"', text))
        for group in re.findall(asked + r" in \(([^)]*)\)", text):
            compared |= set(re.findall(r'"([^"]+)"', group))
    assert len(compared) > 20, f"the pattern no longer finds the table's asks: {sorted(compared)}"
    assert compared <= DECLARED, sorted(compared - DECLARED)


def test_the_table_never_reads_a_phase_name():
    for path in BOARD.glob("*.py"):
        text = path.read_text()
        assert not re.search(r'phase (?:==|!=|in)\b|\["phase"\]|\.phase\b', text), path.name
