"""The race table on the board kit: the die tumbles, then pawns glide at the pace a player chose; the tray
keeps the battle's report."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.rules.race import RaceState  # noqa: E402
from scenes.boards.race import RaceBoard  # noqa: E402
from tests.props import give  # noqa: E402


@pytest.fixture
def board_at():
    pygame.init()
    pygame.display.set_mode((1280, 720))

    def make(pace):
        board = give(RaceBoard(), pace=pace, safe=False)
        board.layout(pygame.Rect(0, 60, 1000, 560))
        board.sync({"pos": [1, 1]})
        return board

    yield make
    pygame.display.quit()


MOVE = [{"type": "roll", "seat": 0, "value": 5, "purpose": "move"}, {"type": "move", "seat": 0, "from": 1,
        "to": 6, "why": "roll"}]  # fmt: skip


def test_the_die_tumbles_first_then_the_pawn_glides_to_its_square(board_at):
    board = board_at(0.7)
    board.animate(MOVE, {"pos": [6, 1]})
    assert board.animating and board.animation_time(MOVE) == pytest.approx(0.45 + 5 / 14 + 0.15)
    board.update(0.3)
    assert board._places()[0] == 1.0 and board._rolling() > 0  # still rolling: nobody moves
    board.update(0.3)
    assert 1.0 < board._places()[0] < 6.0
    board.update(1.0)
    assert board._places() == [6.0, 1.0] and not board.animating


def test_at_instant_pace_the_pawn_is_there_at_once(board_at):
    board = board_at(0.0)
    board.animate(MOVE, {"pos": [6, 1]})
    assert not board.animating and board._places() == [6.0, 1.0] and board.animation_time(MOVE) == 0.0


def test_a_battle_starts_a_fresh_report_and_sounds_follow_the_table(board_at):
    board = board_at(0.7)
    board.banner.show("old news", None)
    events = [{"type": "battle", "seats": [0, 1], "squares": [8, 8]},
              {"type": "move", "seat": 1, "from": 8, "to": 1, "why": "fall_back"}]  # fmt: skip
    board.animate(events, {"pos": [8, 1], "options": {"per_square_battles": True}})
    assert [item[0] for item in board.banner.items] == ["Battle on hyperspace 8: Ana, Ben", "Ben falls back to 1"]
    assert board.sounds(events) == ["battle", "error"] and board.sounds(MOVE) == ["roll", "move"]


def test_the_table_draws_a_whole_game_state(board_at):
    board = board_at(0.7)
    surface = pygame.display.get_surface()
    view = RaceState.new_game(2, 1).view(0)
    board.sync(view)
    board.draw(surface, view, [])
    assert surface.get_at(board.square_rect(50).center) != surface.get_at((2, 2))


def test_by_default_the_battle_names_every_fighter_with_its_own_square(board_at):
    board = board_at(0.7)
    board.animate([{"type": "battle", "seats": [0, 1], "squares": [8, 15]}], {"pos": [8, 15], "options": {}})
    assert board.banner.items[-1][0] == "Every ship on hyperspace fights: Ana (8), Ben (15)"


TIE = [{"type": "roll", "seat": 1, "value": 4, "purpose": "battle"},
       {"type": "battle_result", "rolls": [[0, 4], [1, 4]], "stays": None, "tie": True},
       {"type": "move", "seat": 0, "from": 15, "to": 8, "why": "fall_back"},
       {"type": "move", "seat": 1, "from": 22, "to": 15, "why": "fall_back"}]  # fmt: skip


def test_a_tie_says_everyone_falls_back_and_only_once_the_die_has_stopped(board_at):
    board = board_at(0.7)
    board.sync({"pos": [15, 22]})
    board.animate(TIE, {"pos": [8, 15]})
    assert not board.banner  # the die still tumbles: the outcome is not told before it shows
    board.update(0.5)
    told = [item[0] for item in board.banner.items]
    assert told == ["Ben rolls 4", "A tie: every ship in the battle falls back 7", "Ana falls back to 8",
                    "Ben falls back to 15"]  # fmt: skip
    assert not any("roll again" in line for line in told)


def test_a_new_move_before_the_news_is_out_still_tells_it(board_at):
    board = board_at(0.7)
    board.sync({"pos": [15, 22]})
    board.animate(TIE, {"pos": [8, 15]})
    board.animate(MOVE, {"pos": [6, 15]})
    assert board.banner.items[-1][0] == "Ben falls back to 15"


def test_space_takes_the_highlighted_advance_and_leaving_hands_over_the_die_at_once(board_at):
    board = board_at(0.7)
    view = RaceState.new_game(2, 1).view(0)
    legal = ["advance", "leave"]
    give(board, view, RaceState, legal=legal, acting=True)
    assert board.key_action("confirm", " ", view, legal) == "advance"
    labels = [label for label, _action, _key in board.buttons(view, legal)]
    assert labels == ["Advance to 8  [Space]", "Leave  [L]"]
    assert board.pause_after([{"type": "leave", "seat": 0}], 0.7) == 0.0
    assert board.pause_after(MOVE, 0.7) is None


def test_the_results_count_squares_and_a_replay_shows_the_die_that_was_rolled(board_at):
    board = board_at(0.7)
    assert RaceBoard.SCORE_LABEL == "square"
    board.sync({"pos": [6, 1]})
    board.replayed(MOVE)
    assert (board.die, board.die_owner) == (5, 0)


def test_the_tray_states_the_battle_rule_of_the_options_chosen():
    from scenes.boards.race import battle_rule

    assert battle_rule({}).startswith("Every ship on a hyperspace square fights, whatever its square")
    assert battle_rule({"per_square_battles": True}).startswith("Ships sharing a hyperspace square fight there")


def test_the_prompt_says_leaving_is_followed_by_your_own_roll(board_at):
    board = board_at(0.7)
    view = RaceState.new_game(2, 1).view(0)
    give(board, view, RaceState)
    words = board.prompt(view, 0, ["advance", "leave"])
    assert "(L), then roll the die (Space)" in words  # two presses, as the table asks: it never says one


def test_the_players_panel_names_the_new_square_only_once_the_pawn_is_there(board_at):
    board = board_at(0.7)
    view = {"pos": [6, 1]}
    board.animate(MOVE, view)
    assert board.seat_status(view, 0) == "square 1"  # the die still tumbles
    board.update(0.6)
    assert board.seat_status(view, 0) == "square 1"  # gliding
    board.update(1.0)
    assert board.seat_status(view, 0) == "square 6" and board.seat_status(view, 1) == "square 1"


def test_continue_shows_the_die_last_rolled_not_one_pip(app):
    """Closing the app mid-race and choosing Continue brings back the die as it lay, with who rolled it."""
    from game.engine import Match, SeatInfo
    from game.rules import CHANCE
    from game.saves.storage import autosave_path

    match = Match("race", [SeatInfo("Ana"), SeatInfo("Ben")], seed=5)
    match.enable_autosave()
    rolls = []
    while len(rolls) < 3 or rolls[-1][0] == 1 or match.actor == CHANCE:  # a face that is not one pip
        if match.actor == CHANCE:
            rolls += [(e["value"], e["seat"]) for e in match.roll() if e["type"] == "roll"]
        else:
            match.apply(match.state.legal_actions()[0])
    assert autosave_path().exists()
    app.reset("menu")
    menu = app.top
    menu.resume()
    menu.resume_autosave()
    board = app.top.board
    assert (board.die, board.die_owner) == rolls[-1]


def test_a_replay_shows_the_last_die_rolled_at_every_step_either_way(app):
    """Stepping a replay back or jumping along it shows the die as it lay at that step, not the step's own."""
    from game.engine import Match, SeatInfo
    from game.rules import CHANCE
    from scenes.replay import ReplayScene

    match = Match("race", [SeatInfo("Ana"), SeatInfo("Ben")], seed=5)
    lay, faces = (None, None), []  # the die as it lies after each step (none before the first roll)
    for _ in range(30):
        events = match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])
        lay = next(((e["value"], e["seat"]) for e in reversed(events) if e["type"] == "roll"), lay)
        faces.append(lay)
    replay = ReplayScene(match.record)
    app.push(replay)
    for step in [*range(len(faces), 0, -1), 7, 23, 2]:  # backwards, then jumps
        replay.go(step)
        assert (replay.board.die, replay.board.die_owner) == faces[step - 1], f"step {step}"


def test_a_new_race_shows_no_die_face_before_anyone_rolled(app, monkeypatch):
    """The tray showed one pip before the first roll, a roll nobody made; the rolled face shows once it lands."""
    from game.engine import Match, SeatInfo
    from scenes import assets
    from scenes.play import PlayScene
    from tests.ui import frames, key

    faces = []
    real = assets.die
    monkeypatch.setattr(assets, "die", lambda face, size: faces.append(face) or real(face, size))
    match = Match("race", [SeatInfo("Ana"), SeatInfo("Ben")], seed=5)
    app.push(PlayScene(match))
    frames(app, 2)
    app.draw()
    assert faces == [], f"the die shows {faces[-1]} before any roll"
    key(app, pygame.K_l, "l")  # Ana starts in hyperspace: she leaves it, then rolls
    frames(app, 2)
    assert faces == [], "the die shows a face once Ana is handed it, still unrolled"
    key(app, pygame.K_SPACE, " ")
    frames(app, 40)
    faces.clear()
    app.draw()
    assert faces and faces[-1] == app.top.board.die and app.top.board.die_owner == 0


def test_a_replay_and_continue_show_the_last_battle_as_the_table_did(app):
    """The replay showed the battle rule where the table had shown the last battle's report; Continue too."""
    from game.engine import Match, SeatInfo
    from game.rules import CHANCE
    from scenes.play import PlayScene
    from scenes.replay import ReplayScene

    live = give(RaceBoard(), pace=app.settings.pace)  # the table as played: news told move by move
    live.layout(pygame.Rect(0, 60, 1000, 560))
    live.sync({"pos": [1, 1]})
    match = Match("race", [SeatInfo("Ana"), SeatInfo("Ben")], seed=5)
    first_battle, steps = None, 0
    while first_battle is None or steps < first_battle + 6:
        events = match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[-1])
        steps += 1
        live.animate(events, match.state.view(0))
        live.update(5.0)
        if first_battle is None and any(e["type"] == "battle" for e in events):
            first_battle = steps
    told = [item[0] for item in live.banner.items]
    assert told and any("rolls" in words for words in told), told
    replay = ReplayScene(match.record)
    app.push(replay)
    replay.go(steps)
    assert [item[0] for item in replay.board.banner.items] == told, "the replay's tray differs from the table's"
    replay.go(first_battle - 1)
    assert not replay.board.banner, "before the first battle the tray states the battle rule"
    app.pop()
    assert [item[0] for item in PlayScene(match).board.banner.items] == told, "Continue forgot the last battle"


def test_a_long_battle_report_stays_inside_the_tray_at_the_smallest_window(monkeypatch):
    """At 1024x600 a four-ship battle's report ran out of the tray's bottom, over its border."""
    from scenes.app import make_app
    from scenes.shots import build_scene

    made = make_app("1024x600", headless=True)
    build_scene(made, "race", seed=3, after=40)  # four ships, a battle just fought
    board = made.top.board
    assert len(board.banner.items) >= 6, "no long report: pick another seed"
    bottoms = []
    real = board.banner.draw_lines
    monkeypatch.setattr(board.banner, "draw_lines", lambda *a, **k: bottoms.append(real(*a, **k)) or bottoms[-1])
    made.draw()
    assert bottoms and bottoms[-1] - 4 <= board.tray.bottom, (bottoms, board.tray.bottom)
    pygame.display.quit()


def test_a_battle_roll_is_asked_for_the_battle_not_as_a_plain_roll(board_at):
    """At a battle the person rolls to hold the square: "roll the die" alone left them guessing why."""
    import random

    board = board_at(0.7)
    state, rng = RaceState.new_game(2, 3), random.Random(3)
    while state.phase != "battle":
        outcomes = state.chance_outcomes() if state.actor < 0 else None
        state.apply(rng.choice([o for o, _ in outcomes]) if outcomes else rng.choice(state.legal_actions()))
    words, button = board.roll_words(give(board, state.view(0), RaceState).props.view)
    assert "roll for the battle" in words and "the highest holds" in words and button == "Roll the die"
    assert board.chance_words(board.asking)[0] == "rolls for the battle"
    state.apply(state.chance_outcomes()[0][0])
    while state.phase == "battle":
        state.apply(state.chance_outcomes()[0][0])
    assert "battle" not in board.roll_words(give(board, state.view(0), RaceState).props.view)[0]
