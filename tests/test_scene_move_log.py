"""The move log as a person reads it: entries numbered 1, 2, 3 ... however many steps a table folds away."""

from __future__ import annotations

import random
import re

import pytest

from game.engine import SeatInfo
from game.rules import CHANCE, TERMINAL
from scenes.play import PlayScene, new_match
from tests.ui import frames

GAMES = {  # seats, and how many recorded steps to play: far enough for a deal in the middle of the game
    "race": (["bot", "bot"], 40),
    "galaxy_express": (["human"], 40),
    "expressway42": (["bot", "bot"], 60),
    "all_in_all": (["bot", "bot", "bot"], 160),
    "hyperline": (["bot", "bot"], 80),
}


def numbers(play) -> list[int]:
    """The numbers the log panel shows at the start of its entries (a wrapped line starts further in)."""
    found = []
    for line in play.frame.log_view.lines:
        if line and line[0][0] == 0:
            said = re.match(r"(\d+)\. ", line[0][1].text)
            if said:
                found.append(int(said.group(1)))
    return found


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_move_log_counts_its_entries_one_by_one(app, game):
    """Galaxy Express's log began at 17 (its deal's steps, folded into one line, were counted) and All in All's
    jumped from 3 to 9 at a deal; a person expects 1, 2, 3 ... with no number missing."""
    kinds, steps = GAMES[game]
    seats = [SeatInfo(f"P{i}", kind, "easy") for i, kind in enumerate(kinds)]
    match = new_match(game, seats, seed=3)
    rng = random.Random(3)
    while len(match.record.actions) < steps and match.actor != TERMINAL:
        match.roll() if match.actor == CHANCE else match.apply(rng.choice(match.state.legal_actions()))
    play = PlayScene(match)
    play.table.pause(1e9)  # the bots wait: the log is what the record says
    app.push(play)
    frames(app, 1)
    shown = numbers(play)
    assert shown and shown == list(range(1, len(shown) + 1)), f"{game}'s log reads {shown}"
    lines = play.log_lines
    play.frame.set_log([])
    for count in range(1, len(lines) + 1):  # as the game goes on, one entry at a time
        play.frame.set_log(lines[:count], added=lines[count - 1])
    assert numbers(play) == shown, f"{game}'s log, entry by entry, reads {numbers(play)}"


def test_42s_random_planet_values_are_one_line_in_the_log_and_the_replay(app):
    """42 with random values opened the log with 65 "Planet X gets value N" lines, one per planet."""
    from scenes.replay import ReplayScene

    seats = [SeatInfo("Ana", "bot", "easy"), SeatInfo("Vega", "bot", "easy")]
    match = new_match("expressway42", seats, seed=3, options={"random_values": True})
    rng = random.Random(3)
    while len(match.record.actions) < 70:
        match.roll() if match.actor == CHANCE else match.apply(rng.choice(match.state.legal_actions()))
    play = PlayScene(match)
    play.table.pause(1e9)
    app.push(play)
    frames(app, 1)
    words = [" ".join(word.text for _x, word in line) for line in play.frame.log_view.lines]
    assert not [line for line in words if "gets value" in line], words[:3]
    assert words[0].startswith("1. The 65 planets are dealt random values"), words[0]
    assert numbers(play)[:2] == [1, 2]
    app.pop()
    replay = ReplayScene(match.record)
    app.push(replay)
    frames(app, 1)
    assert replay.lines[0] == "The 65 planets are dealt random values (2, 3 or 4: see the board)"


def test_what_chance_added_under_a_move_reads_as_its_own_bulleted_fainter_line(app):
    """The play log set a die or a draw under its move like the move's own line wrapped (same indent, no bullet);
    the replay bullets them fainter, and the play log reads the same."""
    from scenes.frame import aside_colour
    from scenes.palette import INK

    match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Bob", "bot", "easy")], seed=3)
    play = PlayScene(match)
    play.table.pause(1e9)
    app.push(play)
    frames(app, 1)
    head = "Ana moves on along the line of the ring from the Vega sector towards the far side of the galaxy"
    play.frame.set_log([f"{head}\nAna rolls 4 on the direction die\nBob's shield recharges"])
    rows = play.frame.log_view.lines
    text = [" ".join(run.text for _, run in row) for row in rows]
    assert len(text) > 3 and text[0].startswith("1. Ana moves") and not text[1].startswith("•"), text
    assert text[-2:] == ["• Ana rolls 4 on the direction die", "• Bob's shield recharges"], text
    assert all(run.colour == INK for row in rows[:-2] for _, run in row)
    assert all(run.colour == aside_colour(INK) != INK for row in rows[-2:] for _, run in row)
    bullet_x, words_x = rows[-2][0][0], rows[-2][1][0]
    assert bullet_x == rows[1][0][0] < words_x, "the bullet stands where a wrapped row starts; the words after it"


@pytest.mark.parametrize("size", ["1024x600", "1280x720"])
def test_six_long_names_in_the_players_panel_stay_clear_of_their_status(monkeypatch, size):
    """With six seats "Bartholomew" ran under "5 cards  (bot · easy)" at the panel's right."""
    from game.engine import SeatInfo
    from scenes import common, frame
    from scenes.app import make_app
    from scenes.play import PlayScene, new_match

    names = ["Anastasia Wellington", "Bartholomew", "Cy", "Dorothea Montgomery", "Eve", "Fitzgerald Quince"]
    app = make_app(size, headless=True)
    match = new_match("all_in_all", [SeatInfo(n, "bot", "easy") for n in names], seed=5)
    for _ in range(40):
        match.roll() if match.actor < 0 else match.apply(match.state.legal_actions()[0])
    play = PlayScene(match)
    app.push(play)
    badges, said = [], []
    real_badge, real_text = common.seat_badge, frame.assets.text

    def badge(surface, seat, name, *rest):
        badges.append((name, real_badge(surface, seat, name, *rest)))
        return badges[-1][1]

    def text(words, size, *rest, **more):
        rendered = real_text(words, size, *rest, **more)
        if size == 18:  # the status at the row's right
            said.append(rendered)
        return rendered

    monkeypatch.setattr(common, "seat_badge", badge)
    monkeypatch.setattr(frame.assets, "text", text)
    statuses = tuple(play.board.seat_status(play.view, seat) for seat in range(6))
    play.frame._paint_players(app.surface, play.frame.players_rect, statuses, True)
    box = play.frame.players_rect.inflate(-4, -4)
    assert len(badges) == 6 and len(said) == 6
    for (name, badge), words in zip(badges, said, strict=True):
        assert badge.right <= box.right - 10 - words.get_width() - 4, f"{name!r} runs into its status"
    assert any(name == full for (name, _), full in zip(badges, names, strict=True))  # short names stay whole
    import pygame

    pygame.display.quit()
