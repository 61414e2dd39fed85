"""A replay steps by what a player calls a move: Galaxy Express's coins turned up and its opening deal were each a
step of their own, so watching a game again meant pressing Right through every coin; the record is unchanged."""

from __future__ import annotations

import os
import random

import pygame

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import Match, SeatInfo  # noqa: E402
from game.rules import CHANCE, TERMINAL  # noqa: E402
from game.rules.words import english
from game.saves.records import CHANCE_ACTOR  # noqa: E402
from scenes.replay import ReplayScene, move_ends  # noqa: E402
from tests.ui import frames, key  # noqa: E402


def _played(game, seats, steps, seed=3):
    match = Match(game, seats, seed=seed)
    pick = random.Random(seed)
    for _ in range(steps):
        if match.actor == TERMINAL:
            break
        match.roll() if match.actor == CHANCE else match.apply(pick.choice(match.state.legal_actions()))
    return match


def test_galaxy_express_replay_steps_from_decision_to_decision_with_the_deal_as_one_move(app):
    match = _played("galaxy_express", [SeatInfo("Ana")], 80)
    actors = [entry.actor for entry in match.record.actions]
    decisions = [i for i, actor in enumerate(actors) if actor != CHANCE_ACTOR]
    assert actors[0] == CHANCE_ACTOR and len(decisions) > 5 and len(decisions) < len(actors) - 20
    replay = ReplayScene(match.record)
    app.push(replay)
    frames(app, 1)
    assert len(replay.lines) == len(decisions) + 1, "one step for the deal, then one per decision"
    key(app, pygame.K_HOME)
    assert replay.step == 0
    key(app, pygame.K_RIGHT)
    assert replay.step == decisions[0], "the whole opening deal is the first step"
    assert replay.states[replay.step].actor == 0, "after the deal Ana decides"
    for n, decision in enumerate(decisions[:6]):
        key(app, pygame.K_RIGHT)
        end = decisions[n + 1]
        assert replay.step == end, f"move {n + 2} stops at {replay.step}, not before Ana's next decision ({end})"
        assert replay.states[replay.step].actor != CHANCE, "a step stopped in the middle of coins turned up"
        said = replay.lines[replay.move - 1].split("\n")
        assert said[0] == english(replay.states[decision].describe(match.record.actions[decision].action), ["Ana"])
        assert len(said) >= end - decision, "the coins turned up after the move are listed under it"
    key(app, pygame.K_LEFT)
    assert replay.step == decisions[5]
    app.draw()


def test_a_die_someone_throws_stays_a_step_of_its_own_and_a_deal_is_told_as_the_table_told_it(app):
    """Race's and Hyperline's dice are their throwers' moves (one step each); All in All's deal card by card is one
    step, told by its summing-up lines ("Ana is dealt 7 cards") as the play screen's log tells it."""
    assert move_ends([False, True, False, False, True]) == [0, 1, 4, 5]
    assert move_ends([]) == [0]
    race = _played("race", [SeatInfo("Ana"), SeatInfo("Ben")], 30)
    assert len(ReplayScene(race.record).lines) == len(race.record.actions)
    match = _played("all_in_all", [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Cy")], 60)
    replay = ReplayScene(match.record)
    app.push(replay)
    opening = replay.lines[0].split("\n")
    assert [line for line in opening if "is dealt" in line] == [
        f"{name} is dealt 7 cards" for name in ("Ana", "Ben", "Cy")
    ]
    assert not any("draws a card from the pile" in line for line in opening), opening
    assert replay.states[replay.ends[1]].actor == 0, "the first step ends where Ana decides"
    frames(app, 1)


def test_what_chance_added_under_a_move_reads_as_its_own_line_not_the_moves_wrapped_tail(app, monkeypatch):
    """Galaxy Express's coins turned up after a move sat under it like the rest of the move's own wrapped line."""
    from scenes import assets

    match = _played("galaxy_express", [SeatInfo("Ana")], 80)
    replay = ReplayScene(match.record)
    app.push(replay)
    frames(app, 1)
    step = next(i + 1 for i, line in enumerate(replay.lines) if i and "\n" in line)
    replay.go(step)
    head, aside = replay.lines[step - 1].split("\n")[:2]
    drawn = []
    original = assets.text

    def text(words, size, colour=(232, 236, 255), bold=False):
        drawn.append((words, tuple(colour)))
        return original(words, size, colour, bold)

    monkeypatch.setattr(assets, "text", text)
    panel = replay.side.inflate(4, 4)
    replay._paint_side(pygame.Surface(panel.size), panel.move(-panel.x, -panel.y))
    words = [w for w, _c in drawn]
    first = next(i for i, w in enumerate(words) if w.startswith(f"{step}. "))
    start = next(i for i, w in enumerate(words) if i > first and aside.startswith(w))
    assert words[start - 1] == "•", "no bullet before the line chance added"
    assert drawn[start][1] != drawn[first][1], "the line chance added is drawn like the move's own"


def test_tab_is_offered_only_where_seats_see_differently_and_the_hand_shown_is_named(app, monkeypatch):
    """A solitaire's or an open game's Tab changed nothing, and All in All's replay said "Your hand" of whichever
    seat Tab had reached: the keys name the seat shown, and so does its hand."""
    from scenes.boards.all_in_all import panels

    for game, seats in (("galaxy_express", ["Ana"]), ("race", ["Ana", "Ben"])):
        replay = ReplayScene(_played(game, [SeatInfo(name) for name in seats], 30).record)
        assert "Tab" not in replay.keys_line(), game
    match = _played("all_in_all", [SeatInfo(name) for name in ("Ana", "Ben", "Cy")], 3000)
    assert match.actor == TERMINAL
    replay = ReplayScene(match.record)
    app.push(replay)
    frames(app, 1)
    assert replay.keys_line().endswith("Tab seat: Ana")
    key(app, pygame.K_TAB)
    assert replay.keys_line().endswith("Tab seat: Ben")
    drawn = []
    real = panels.assets.text
    monkeypatch.setattr(panels.assets, "text", lambda words, *a, **k: drawn.append(words) or real(words, *a, **k))
    app.draw()
    assert "Ben's hand" in drawn and "Your hand" not in drawn
