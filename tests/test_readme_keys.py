"""The README's key table says what every key does: each row is pressed here and must do what it says."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from tests.ui import frames, key  # noqa: E402

README = Path(__file__).resolve().parent.parent / "README.md"


def key_table() -> dict[str, str]:
    """The rows of the README's `| key | does |` table."""
    text = README.read_text(encoding="utf-8")
    table = text[text.index("| key | does |") :].split("\n\n", 1)[0]
    rows = {}
    for line in table.splitlines()[2:]:
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        rows[cells[0]] = cells[1]
    return rows


def race_for_two(app) -> PlayScene:
    """Two people at the race (no secrets, no curtain), the first on hyperspace 1 to decide."""
    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=2)
    play = PlayScene(match)
    app.push(play)
    frames(app, 2)
    return play


def settle(app, play, until):
    for _ in range(200):
        frames(app, 1, 0.05)
        if until():
            return
    raise AssertionError("the table never got there")


def space_and_enter(app):
    play = race_for_two(app)
    match = play.match
    key(app, pygame.K_SPACE, " ")  # Ana's highlighted choice: advance to hyperspace 8
    assert match.record.actions[0].action == "advance"
    settle(app, play, lambda: play.human_turn() and match.actor == 1 and play.wait == 0)
    key(app, pygame.K_RETURN, "\r")  # Ben's too; then the battle asks Ana's die
    assert match.record.actions[1].action == "advance"
    settle(app, play, lambda: play.roller_waiting() is not None)
    rolled = len(match.record.actions)
    key(app, pygame.K_RETURN, "\r")  # rolls the die: without it the table waits for Ana for ever
    settle(app, play, lambda: len(match.record.actions) > rolled)


def undo_and_redo(app):
    play = race_for_two(app)
    match = play.match
    app.settings.confirm_undo = False
    key(app, pygame.K_SPACE, " ")
    assert len(match.record.actions) == 1
    key(app, pygame.K_z, "z", pygame.KMOD_CTRL)
    assert len(match.record.actions) == 0, "Ctrl+Z did not take the move back"
    key(app, pygame.K_y, "y", pygame.KMOD_CTRL)
    assert len(match.record.actions) == 1, "Ctrl+Y did not play it again"


def hint(app):
    play = race_for_two(app)
    key(app, pygame.K_h, "h")
    settle(app, play, lambda: play.hint_action is not None)
    hinted = play.hint_action
    key(app, pygame.K_RETURN, "\r")
    assert play.match.record.actions[0].action == hinted


def rules_everywhere(app):
    key(app, pygame.K_F1)
    assert app.top.name == "rules"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN, "\r")
    assert app.top.name == "setup"
    key(app, pygame.K_F1)
    assert app.top.name == "rules"
    key(app, pygame.K_ESCAPE)
    race_for_two(app)
    key(app, pygame.K_F1)
    assert app.top.name == "rules"


def escape(app):
    key(app, pygame.K_RETURN, "\r")
    assert app.top.name == "setup"
    key(app, pygame.K_ESCAPE)  # elsewhere: back
    assert app.top.name == "menu"
    race_for_two(app)
    key(app, pygame.K_ESCAPE)  # in a game: the pause menu
    assert app.top.name == "pause"


def phones_panel(app):
    from game.play.phones import PhonePlan
    from game.play.session import Session
    from tests.phone_fakes import FakeHub

    seats = [SeatInfo(name, "human") for name in ("Ana", "Ben", "Cleo")]
    play = PlayScene(Session.start("all_in_all", seats, 3, phones=PhonePlan([1, 2]), hub_class=FakeHub))
    app.push(play)
    for seat in (1, 2):
        play.session.phones.hub.join(seat)
    frames(app, 2)
    assert not play.phones.open  # every phone joined: the codes step aside
    key(app, pygame.K_F2)
    frames(app, 1)
    assert play.phones.open and set(play.phones.seat_buttons) == {1, 2}  # each phone seat's code and address
    key(app, pygame.K_2)  # the second phone seat (Cleo): back to this screen
    assert play.session.phones.at_desk == {2}
    key(app, pygame.K_2)  # and to her phone again
    assert play.session.phones.at_desk == set()
    key(app, pygame.K_ESCAPE)
    assert not play.phones.open and app.top is play
    key(app, pygame.K_F2)
    key(app, pygame.K_F2)
    assert not play.phones.open


def full_screen(app):
    before = app.settings.fullscreen
    key(app, pygame.K_F11)
    app.handle(pygame.event.Event(pygame.KEYUP, key=pygame.K_F11, mod=0, scancode=0, unicode=""))
    assert app.settings.fullscreen != before


def arrows_and_tab(app):
    menu = app.top
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_TAB)
    assert menu.focus == 2
    key(app, pygame.K_LEFT)
    assert menu.focus == 1
    key(app, pygame.K_DOWN)
    assert menu.on_buttons is not None
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN, "\r")
    assert app.top.name == "setup" and app.top.info.id == menu.cards[1][1].id
    setup = app.top
    assert setup.focus is setup.start
    key(app, pygame.K_TAB)
    assert setup.focus is not setup.start
    key(app, pygame.K_TAB)  # from the first seat's name to its kind
    kind = setup.focus
    assert kind is setup.kind_menus[0]
    key(app, pygame.K_RETURN, "\r")
    frames(app, 2)
    assert kind.current_state is kind.menu_states["expanded"]  # Enter opens a drop-down's list
    key(app, pygame.K_ESCAPE)
    from scenes.results import GRACE
    from scenes.shots import demo_match

    app.push(PlayScene(demo_match("race", 21, to_end=True)))
    frames(app, int(GRACE / 0.05) + 4)
    results = app.top
    assert results.name == "results" and results.ring == "menu"
    key(app, pygame.K_SPACE, " ")
    assert app.top is results  # Space does not choose there
    key(app, pygame.K_RIGHT)
    assert results.ring == "menu"  # the row stops at its ends
    key(app, pygame.K_LEFT)
    assert results.ring == "replay"


CHECKS = {
    "Space / Enter": space_and_enter,
    "Ctrl+Z / Ctrl+Y": undo_and_redo,
    "H": hint,
    "F1": rules_everywhere,
    "Esc": escape,
    "F2": phones_panel,
    "F11": full_screen,
    "arrows / Tab": arrows_and_tab,
}


def test_every_row_of_the_key_table_is_checked_here():
    assert set(key_table()) == set(CHECKS), "a key was added to or dropped from the README: check it here"


@pytest.mark.parametrize("row", list(CHECKS))
def test_the_key_does_what_the_readme_says(app, row):
    words = key_table()[row]
    assert re.search(r"\w", words)
    CHECKS[row](app)
