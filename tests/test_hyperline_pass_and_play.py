"""Hyperline in pass-and-play: whole games, every seat a person at one screen, to the results. At every frame
the app draws, no seat's private scan (a Planetary peek, the tiles of a Quantum scan in hand or put back on
top) is on the screen unless that seat passed the curtain and the screen has not been handed on since -- also
right after undo, after Esc and Resume, and after Continue of the autosave in a fresh app.

How a secret is seen on the screen: every picture of a secret tile the table asks for (`art.sector_image`
for a face-down sector's true tile, or a tile icon) is stamped with its owner's marker colour, and each
drawn frame is searched for those colours (as drawn, and dimmed beneath the pause menu). The stamp travels
with the pixels, so a picture kept from an earlier frame is caught too.
"""

from __future__ import annotations

import os
import random

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import scenes.boards.hyperline.art as art  # noqa: E402
from game.engine import SeatInfo  # noqa: E402
from game.rules import CHANCE, TERMINAL  # noqa: E402
from scenes import common  # noqa: E402
from scenes.app import make_app  # noqa: E402
from scenes.curtain import CurtainScene  # noqa: E402
from scenes.pause import PauseScene  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from scenes.results import ResultsScene  # noqa: E402
from tests.test_hyperline_table import choose_by_click  # noqa: E402
from tests.ui import frames, key, press  # noqa: E402

MARKS = [(251, 7, 233), (231, 7, 233), (211, 7, 233), (191, 7, 233)]  # seat -> a colour no art uses
ANY_MARK, ANY_SPREAD = (221, 7, 233), (34, 4, 4, 255)  # one search finds any seat's mark
SCANNERS = ("planetary_scanner", "quantum_scanner")
FACEDOWN = "facedown"


def owners(state, content: str, sector: int) -> set[int]:
    """The seats whose secret this picture shows: a face-down sector's true tile, or a tile icon of a
    Quantum scan (in hand, or put back on top of the stack)."""
    tile = content.partition("@")[0]
    if sector >= 0:
        entry = state.facedown.get(str(sector))
        return {entry["seat"]} if entry and tile != FACEDOWN else set()
    found = {seat for entry in state.hyper_top if entry["tile"] == tile for seat in entry["known"]}
    if tile in (state.explore.get("quantum") or []):
        found.add(state.current)
    return found


def tone(colour, dimmed: bool):
    """A mark's colour as it shows: beneath the pause menu the table is dimmed."""
    if not dimmed:
        return colour
    shade = pygame.Surface((1, 1))
    shade.fill(colour)
    common.dim(shade)
    return shade.get_at((0, 0))[:3]


class Watch:
    """Stamps secret pictures, and checks every frame the app draws against who may be looking."""

    def __init__(self, monkeypatch):
        self.app = None
        self.play = None
        self.looking = None  # the seat that passed the last curtain, while the screen is still theirs
        self.seen = {}  # seat -> frames its secret was on the screen (while it was allowed)
        self.frames = 0
        self.events = []  # what the test did, for the message of a failure
        original = art.sector_image

        def stamped(content, sector, size):
            image = original(content, sector, size)
            state = self.play.match.state if self.play is not None else None
            seats = owners(state, content or "", sector) if state is not None and content else set()
            if not seats:
                return image
            seat = self.looking if self.looking in seats else min(seats)
            image = image.copy()
            block = max(2, size // 6)
            image.fill(MARKS[seat], pygame.Rect(size // 2 - block // 2, size // 2 - block // 2, block, block))
            return image

        monkeypatch.setattr(art, "sector_image", stamped)

    def attach(self, app, play):
        self.app, self.play = app, play
        original = app.draw

        def draw(surface=None):
            original(surface)
            if surface is None:
                self.check()

        app.draw = draw

    def handed(self, seat):
        """The person at `seat` passed the curtain."""
        self.looking = seat
        self.events.append(f"curtain passed by {seat}")

    def visible(self) -> dict[int, int]:
        """Seat -> pixels of its mark on the canvas, as drawn or dimmed beneath the pause menu."""
        canvas = self.app.canvas
        found = {}
        for dimmed in (False, True):
            if not pygame.mask.from_threshold(canvas, tone(ANY_MARK, dimmed), ANY_SPREAD).count():
                continue
            for seat, colour in enumerate(MARKS):
                count = pygame.mask.from_threshold(canvas, tone(colour, dimmed), (3, 3, 3, 255)).count()
                if count:
                    found[seat] = found.get(seat, 0) + count
        return found

    def check(self):
        self.frames += 1
        match = self.play.match
        actor = match.actor if match.actor >= 0 else None
        if match.actor == CHANCE:
            actor = match.state.chance_roller()
        if isinstance(self.app.top, CurtainScene):
            self.looking = None  # the screen is being passed on
        elif self.play.wait == 0 and actor is not None and actor != self.looking:
            self.looking = None  # the screen asks someone else now: they may be the one looking
        for seat in self.visible():
            assert seat == self.looking, (
                f"seat {seat}'s secret is on the screen at frame {self.frames} while "
                f"{'nobody' if self.looking is None else f'seat {self.looking}'} passed the curtain "
                f"(top: {type(self.app.top).__name__}, phase {match.state.phase}, actor {match.actor}, "
                f"after {len(match.record.actions)} actions; lately: {self.events[-4:]})"
            )
            self.seen[seat] = self.seen.get(seat, 0) + 1


def pick(match, seed):
    """A person's choice, the same at the same point of the game (so undo does not change the game): buy
    and use Planetary and Quantum Scanners, fight, travel."""
    legal = match.state.legal_actions()
    rng = random.Random(seed * 7919 + len(match.record.actions))
    for wanted in (
        lambda a: isinstance(a, tuple) and a[0] == "buy" and a[1] in SCANNERS,
        lambda a: isinstance(a, tuple) and a[0] in ("quantum", "planetary"),
        lambda a: isinstance(a, tuple) and a[0] in ("fight", "torpedo"),
        lambda a: a == "build" and rng.random() < 0.5,
    ):
        found = next((a for a in legal if wanted(a)), None)
        if found is not None:
            return found
    if "move" in legal and rng.random() < 0.6:
        return "move"
    return rng.choice(legal)


def holds_secret(state, seat) -> bool:
    from game.rules.hyperline import scanners

    return scanners.holds_secret(state, seat)


def _continue_in_a_fresh_app(watch):
    """Close the window mid-game and Continue the autosave in a new app: the first frames are public."""
    from scenes.menu import MenuScene

    watch.app.handle(pygame.event.Event(pygame.QUIT))
    pygame.display.quit()
    app = make_app("1280x720", headless=True)
    app.settings.animation_speed = "fast"
    assert isinstance(app.top, MenuScene)
    watch.looking = None
    watch.events.append("closed and continued in a fresh app")
    press(app, next(button for button, name in app.top.buttons.items() if name == "continue"))
    play = app.stack[1] if len(app.stack) > 1 and isinstance(app.stack[1], PlayScene) else app.top
    assert isinstance(play, PlayScene)
    watch.attach(app, play)
    return app, play


def play_whole_game(app, watch, names, seed, limit):
    app.settings.animation_speed = "fast"  # own dice to roll, a pace after each move
    match = new_match("hyperline", [SeatInfo(n, "human") for n in names], seed=seed, options={"turn_limit": limit})
    play = PlayScene(match)
    app.push(play)
    watch.attach(app, play)
    undone, paused, reloaded = set(), set(), False
    for _ in range(6000):
        match = play.match
        top = app.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, CurtainScene):
            seat = top.seat
            key(app, pygame.K_SPACE, " ")
            watch.handed(seat)
        elif play.roller_waiting() is not None:
            key(app, pygame.K_SPACE, " ")
        elif play.human_turn() and play.wait == 0 and match.actor >= 0:
            done = len(match.record.actions)
            secret = holds_secret(match.state, match.actor)
            if secret and done not in undone and len(undone) < 4 and match.undo_reason(play.viewer) is None:
                undone.add(done)
                watch.events.append(f"undo at {done}")
                key(app, pygame.K_z, "z", pygame.KMOD_CTRL)
            elif secret and len(paused) < 3 and done not in paused:
                paused.add(done)
                watch.events.append(f"Esc at {done}")
                key(app, pygame.K_ESCAPE)
                frames(app, 1, 0.05)
                assert isinstance(app.top, PauseScene)
                resume = next(button for button, name in app.top.choices.items() if name == "resume")
                press(app, resume)
                watch.events.append("Resume")
            elif secret and not reloaded and len(undone) >= 2:
                reloaded = True
                app, play = _continue_in_a_fresh_app(watch)
            else:
                choose_by_click(app, play, pick(match, seed))
        frames(app, 1, 0.2)  # the pace after a move (0.35 s) shows in a frame
    assert isinstance(app.top, ResultsScene), f"the game never reached its results ({play.match.state.phase})"
    assert play.match.actor == TERMINAL
    return app, play, (undone, paused, reloaded)


@pytest.mark.parametrize(
    "names, seed, limit",
    [(("Ana", "Ben"), 2403, 8), (("Ana", "Ben", "Cy"), 76, 6)],
    ids=["two_people", "three_people"],
)
def test_no_private_scan_is_ever_drawn_for_another_seat(app, monkeypatch, names, seed, limit):
    watch = Watch(monkeypatch)
    app, play, (undone, paused, reloaded) = play_whole_game(app, watch, names, seed, limit)
    record = play.match.record.actions
    kinds = {a.action[0] for a in record if isinstance(a.action, tuple)}
    assert {"planetary", "quantum", "keep", "fight"} <= kinds, kinds  # both scans' secrets and a fight happened
    assert len(watch.seen) >= 2, f"only seats {watch.seen} ever saw their own secret: the test watched too little"
    assert len(undone) >= 2 and paused and reloaded, (undone, paused, reloaded)
    pygame.display.quit()
