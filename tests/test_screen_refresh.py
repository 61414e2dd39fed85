"""Every change reaches the screen by itself, and a button only ever does what it says."""

from __future__ import annotations

import os

import pygame

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from scenes.app import loop  # noqa: E402
from scenes.base import Scene  # noqa: E402
from scenes.frame import Frame  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from scenes.play_board import ROLL_BUTTON as ROLL  # noqa: E402
from scenes.play_board import SHOW_HAND  # noqa: E402
from tests.ui import frames, press  # noqa: E402


class Countdown(Scene):
    """Busy for a few frames; its last busy update changes what it shows."""

    def __init__(self):
        super().__init__()
        self.left, self.shown = 5, []

    @property
    def busy(self):
        return self.left > 0

    def update(self, dt):
        if self.left > 0:
            self.left -= 1

    def draw(self, surface):
        self.shown.append(self.left)


def test_the_last_update_before_the_loop_goes_idle_is_drawn(app):
    scene = Countdown()
    app.reset(scene)
    loop(app, 0.4)
    assert scene.left == 0
    assert scene.shown[-1] == 0, "the screen still shows the frame before the last change"


def test_after_a_bots_move_the_screen_shows_the_persons_turn_without_input(app, monkeypatch):
    prompts = []
    original = Frame.draw

    def draw(self, surface, view, prompt, *rest):
        prompts.append(prompt)
        return original(self, surface, view, prompt, *rest)

    monkeypatch.setattr(Frame, "draw", draw)
    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=9)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    play.try_action("advance")
    loop(app, 1.8)  # nobody touches anything: the bot moves, then Ana is to play or roll (at the fast pace)
    assert not app.busy and len(match.record.actions) > 1
    assert play.human_turn() or play.roller_waiting() == 0
    assert prompts[-1] == play.frame.prompt(play.table_props())
    assert labels(play) == expected_labels(play)


def labels(play) -> list:
    return sorted(button.text for button in play.action_buttons)


def expected_labels(play) -> list:
    """The buttons the decision at hand calls for, and nothing else."""
    if play.human_turn():
        found = [label for label, _, _ in play.board.buttons(play.view, play.state.legal_actions())]
        return sorted(found + (["Show my hand"] if play.masked else []))
    return ["Roll the die  [Space]"] if play.roller_waiting() is not None else []


def test_every_frame_shows_only_the_buttons_of_the_decision_at_hand(app):
    seats = [SeatInfo(name, "human") for name in ("Ana", "Ben", "Cleo")]
    match = new_match("all_in_all", seats, seed=3)
    play = PlayScene(match)
    app.push(play)
    checked = 0
    for _ in range(150):
        frames(app, 1, 0.1)
        if app.top is not play:
            if app.top.name == "curtain":
                app.top.lift()
            continue
        assert labels(play) == expected_labels(play), "a button of a decision that has passed is still shown"
        actions = [a for a in play.action_buttons.values() if a not in (SHOW_HAND, ROLL)]
        if actions and play.wait == 0:
            button = next(b for b, a in play.action_buttons.items() if a == actions[-1])
            press(app, button)
            checked += 1
            assert labels(play) == expected_labels(play)
    assert checked > 5


def test_a_button_made_for_a_decision_that_passed_is_refused(app):
    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=5)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    stale = next(b for b, a in play.action_buttons.items() if a == "advance")
    play.table.moment += 1  # the decision changed, and the frame has not rebuilt its buttons yet
    play.on_button(stale)
    assert match.record.actions == []
    assert "passed" in app.toasts[-1].text
    frames(app, 1)
    fresh = next(b for b, a in play.action_buttons.items() if a == "advance")
    press(app, fresh)
    assert len(match.record.actions) == 1
    pygame.event.clear()


def test_a_curtain_that_drops_during_an_update_is_drawn_without_the_previous_buttons(app):
    seats = [SeatInfo(name, "human") for name in ("Ana", "Ben", "Cleo")]
    play = PlayScene(new_match("all_in_all", seats, seed=3))
    app.push(play)
    frames(app, 1)
    hud = [button.image for button in play.buttons]
    assert hud
    for _ in range(100):
        frames(app, 1, 0.3)  # the deal plays itself; then the table asks for Ana's curtain within an update
        if app.top is not play:
            break
    curtain = app.top
    assert curtain.name == "curtain"
    drawn = [entry[0] for entry in app.ui.get_sprite_group().visible]
    assert curtain.reveal_button.image in drawn, "the curtain's own button is missing"
    assert not any(image in drawn for image in hud), "the play screen's buttons are drawn over the curtain"


def test_the_move_log_starts_empty_and_lists_each_move_once(app):
    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=5)
    play = PlayScene(match)
    app.push(play)
    words = lambda: [run.text for line in play.frame.log_view.lines for _, run in line]  # noqa: E731
    assert words()[0].startswith("No moves")
    play.try_action("advance")
    assert words()[0].startswith("1. Ana") and not any("No moves" in text for text in words())


def test_while_the_table_deals_the_prompt_bar_says_so():
    """A setup deal with no die to roll (Hyperline's home planets) left the prompt bar empty in a playtest."""
    from types import SimpleNamespace

    from game.rules import CHANCE
    from scenes.boards.props import TableProps

    match = SimpleNamespace(actor=CHANCE, is_over=False, state=SimpleNamespace(chance_roller=lambda: None))
    assert "deals" in Frame(match, None).prompt(TableProps({}, actor=CHANCE, names=("Ana", "Vega")))
