"""All in All, three people at one screen: no hand is drawn before its owner has passed the curtain."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from game.rules.all_in_all import COLLECT, DONE, EXPLORE, FLY, LAND  # noqa: E402
from scenes.app import make_app  # noqa: E402
from scenes.boards.all_in_all import AllInAllBoard  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from tests.ui import frames, press  # noqa: E402

PEOPLE = ("Ana", "Ben", "Cleo")


@pytest.fixture
def drawn(monkeypatch):
    """Every view the table is asked to draw."""
    seen = []
    original = AllInAllBoard.draw

    def draw(self, surface, view, legal, hint=None):
        seen.append(view)
        return original(self, surface, view, legal, hint)

    monkeypatch.setattr(AllInAllBoard, "draw", draw)
    return seen


def hands_shown(view) -> set[int]:
    return {seat for seat, hand in enumerate(view["hands"]) if isinstance(hand, list)}


def simple_move(state):
    """Draw from the next player, fly on, finish collecting: a game that moves along."""
    legal = state.legal_actions()
    if state.phase == EXPLORE:
        return next(a for a in legal if a[0] == "draw")
    return {LAND: FLY, COLLECT: DONE}.get(state.phase, legal[-1])


class Watch:
    """Plays on, lifting each curtain, and checks every drawn view against who last lifted one."""

    def __init__(self, app, drawn):
        self.app, self.drawn, self.looking, self.checked, self.curtains = app, drawn, None, 0, 0

    def check(self):
        for view in self.drawn:
            allowed = set() if self.looking is None else {self.looking}
            assert hands_shown(view) <= allowed, f"a hand was drawn while {self.looking} was looking"
            self.checked += 1
        self.drawn.clear()

    def run(self, play, count):
        for _ in range(count):
            frames(self.app, 1, 0.2)
            self.check()
            top = self.app.top
            if top.name == "curtain":
                self.curtains += 1
                self.looking = top.seat
                top.lift()
            elif play.human_turn() and play.wait == 0:
                play.try_action(simple_move(play.state))


def test_no_hand_before_the_curtain_at_the_start_and_after_continue(app, drawn):
    match = new_match("all_in_all", [SeatInfo(name, "human") for name in PEOPLE], seed=3)
    play = PlayScene(match)
    app.push(play)
    app.draw()  # the very first frame, before the table moved at all
    watch = Watch(app, drawn)
    watch.check()
    watch.run(play, 60)
    assert watch.curtains >= 2 and len(match.record.actions) > 20
    app.quit()  # the window closes mid-game; Continue picks it up
    pygame.display.quit()

    again = make_app("1280x720", headless=True)
    continue_button = next(b for b, key in again.top.buttons.items() if key == "continue")
    press(again, continue_button)
    restored = again.top
    assert restored.name == "play" and restored.match.state.to_json() == match.state.to_json()
    again.draw()
    watch = Watch(again, drawn)
    watch.check()
    watch.run(restored, 30)
    assert watch.curtains >= 1 and watch.checked > 20
    pygame.display.quit()


def test_the_top_bar_names_whose_hand_is_on_show_until_the_curtain(app, drawn, monkeypatch):
    """After Ana's turn the bar said "Ben to play" for the pause before the curtain while Ana's hand was still
    drawn; the bar names the hand's owner (Ben as next) until the curtain drops."""
    from scenes import common

    named = []  # the name in the top bar as last painted (the bar is painted again only when it changes)
    real = common.seat_badge

    def seat_badge(surface, seat, name, pos, size, *args, **kwargs):
        if size == 32:  # the top bar's badge (the players panel's are smaller)
            named.append(name)
        return real(surface, seat, name, pos, size, *args, **kwargs)

    monkeypatch.setattr(common, "seat_badge", seat_badge)
    match = new_match("all_in_all", [SeatInfo(name, "human") for name in PEOPLE], seed=3)
    play = PlayScene(match)
    app.push(play)
    during_pause = 0
    for _ in range(160):
        frames(app, 1, 0.1)
        for view in drawn:
            for seat in hands_shown(view):
                assert named[-1] == PEOPLE[seat], f"{PEOPLE[seat]}'s hand under a bar naming {named[-1]}"
                during_pause += play.wait > 0 and match.actor != seat
        drawn.clear()
        top = app.top
        if top.name == "curtain":
            top.lift()
        elif play.human_turn() and play.wait == 0:
            play.try_action(simple_move(play.state))
    assert during_pause, "no pause after a turn came with a hand on show: the test saw nothing"
