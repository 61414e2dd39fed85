"""A lesson step that follows a bot's scripted move shows once that move is on the table (issue 33's playtest: the
Hyperline 'winning' lesson said "Roll for the first player" and "Vega passed" while the bar still said "Vega is
thinking..." and nothing could be clicked)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine.lesson import Lessoning, load_lesson  # noqa: E402
from scenes.lesson_spots import advance  # noqa: E402

VEGA = 1


def _first_shown(lesson_id: str, upto: int) -> dict:
    """Each step's number (from 1) -> the moves on the table (the record's entries) when its words first show."""
    run = Lessoning(load_lesson(lesson_id))
    shown = {}
    while not run.done and len(shown) < upto:
        cue = run.cue()
        shown.setdefault(cue.index + 1, list(run.match.record.actions))
        if not advance(run):
            break
    return shown


def _bots(entries) -> list:
    return [entry.action for entry in entries if entry.actor == VEGA]


def test_a_step_after_the_bots_scripted_moves_shows_once_they_are_in_the_log():
    shown = _first_shown("hyperline_winning", 24)
    assert len(_bots(shown[8])) == 5, "'Roll for the first player' showed before Vega had set up its ship"
    assert "pass" in _bots(shown[23]), "'Vega passed' showed before Vega passed"


def test_while_the_bot_still_moves_the_step_before_stays_on_the_panel():
    run = Lessoning(load_lesson("hyperline_winning"))
    while run.index < 7:  # step 8 ("Roll for the first player") begins as Ana's Laser Cannon is placed
        advance(run)
    assert run.match.actor == VEGA and run.index == 7
    assert run.cue().index == 6 and run.cue().says.id == run.lesson.steps[6].says.id
    while run.match.actor == VEGA:
        advance(run)
    assert run.cue().index == 7 and run.cue().says.id == "Roll for the first player."
