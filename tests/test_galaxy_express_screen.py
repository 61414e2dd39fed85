"""Galaxy Express at the table: keyboard-only play to the results, clicks, buttons only when legal,
assists on the score card, the score table and the deal of the day on screen (the files: test_saves_scores)."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.ai.galaxy_express_advice import propose  # noqa: E402
from game.engine import SeatInfo  # noqa: E402
from game.engine.chance import deal_code  # noqa: E402
from game.rules import CHANCE, TERMINAL  # noqa: E402
from game.rules.galaxy_express import COIN, DELIVER, REFUEL, SLIDE, START, THRUST  # noqa: E402
from game.saves import scores as galaxy_scores  # noqa: E402
from scenes.app import make_app  # noqa: E402
from scenes.boards.galaxy_express.view import GalaxyExpressBoard  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from scenes.results import ResultsScene  # noqa: E402
from scenes.shots import build_scene  # noqa: E402
from tests.ui import click, frames, key, press  # noqa: E402

ARROWS = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP, "down": pygame.K_DOWN}


@pytest.fixture
def app(app):
    app.settings.animation_speed = "instant"
    return app


def start_play(app, seed=8):
    match = new_match("galaxy_express", [SeatInfo("Pilot")], seed=seed)
    play = PlayScene(match)
    app.push(play)
    for _ in range(40):
        frames(app, 1)
        if match.state.phase == START:
            break
    return play


def digit(app, n: int):
    key(app, getattr(pygame, f"K_{n}"), str(n))


def test_a_whole_game_by_keyboard_alone_reaches_the_results_and_the_score_table(app):
    play = start_play(app)
    state = play.match.state
    assert state.phase == START
    digit(app, 1)  # launch from the first planet
    frames(app, 6)
    for _ in range(600):
        if isinstance(app.top, ResultsScene):
            break
        state = play.match.state
        if play.human_turn():
            hint = propose(state)
            action = hint["action"]
            if action == DELIVER:
                key(app, pygame.K_d, "d")
            elif action == REFUEL:
                key(app, pygame.K_r, "r")
            elif state.phase == SLIDE:
                key(app, ARROWS[hint["direction"]])
            else:
                slots = GalaxyExpressBoard.slots(state.view(0))
                coin = ("sun" if action[0] == THRUST else "moon", action[1])
                digit(app, slots.index(coin) + 1)
                if hint["direction"]:
                    key(app, ARROWS[hint["direction"]])
                else:
                    key(app, pygame.K_RETURN, "\r")
        frames(app, 1, 0.1)
    assert isinstance(app.top, ResultsScene), "the game never reached the results"
    assert play.match.actor == TERMINAL
    card = play.match.state.score_card()
    results = app.top
    assert str(card["total"]) in results.summary["headline"]
    assert any(card["band"] in line for line, _ in results.summary["lines"])
    assert any("No assists" in line for line, _ in results.summary["lines"])
    table = galaxy_scores.load_scores()
    assert len(table) == 1 and table[0]["total"] == card["total"] and table[0]["deal"] == deal_code(8)
    frames(app, 2)


def test_choosing_a_coin_lights_the_slide_ends_and_a_click_slides(app):
    play = start_play(app)
    digit(app, 1)
    frames(app, 6)
    view = play.view
    board = play.board
    coin = next(c for c in board.slots(view) if c and c[0] == "sun" and c[1] > 0)
    click(app, board.coin_rects(view)[coin].center)
    assert board.selected == coin
    ends = board.ends(play.view)
    assert len(ends) == 4 and set(ends) == {"up", "down", "left", "right"}
    target = ends["right"]
    click(app, board.square_rect(target).center)
    frames(app, 3)
    state = play.match.state
    assert state.ship == target and state.speed == coin[1]
    assert board.selected is None


def test_deliver_and_refuel_are_offered_only_when_legal(app):
    play = start_play(app)
    digit(app, 1)
    frames(app, 6)
    state = play.match.state
    labels = [label for label, _, _ in play.board.buttons(play.view, state.legal_actions())]
    assert any(label.startswith("Refuel") for label in labels)  # in orbit at launch
    assert not any(label.startswith("Deliver") for label in labels)  # the head-of-queue rule
    coin = next(c for c in play.board.slots(play.view) if c and c[0] == "sun" and c[1] > 0)
    digit(app, play.board.slots(play.view).index(coin) + 1)
    key(app, pygame.K_UP)
    frames(app, 3)
    state = play.match.state
    labels = [label for label, _, _ in play.board.buttons(play.view, state.legal_actions())]
    if not state.in_orbit:
        assert not any(label.startswith(("Refuel", "Deliver")) for label in labels)
        key(app, pygame.K_r, "r")
        assert "Not now" in app.toasts[-1].text


def test_hint_and_can_i_stop_are_counted_on_the_score_card(app):
    play = start_play(app)
    digit(app, 1)
    frames(app, 6)
    key(app, pygame.K_h, "h")
    key(app, pygame.K_s, "s")
    frames(app, 2)
    assert play.match.state.assists == {"hint": 1, "can_stop": 1}
    assert play.board.assist_note and "orbit" in play.board.assist_note
    assert play.match.undo_reason(0) is not None  # an assist cannot be taken back
    app.draw()


def test_enter_and_space_never_spend_an_assist_when_it_is_the_only_button(app):
    """A playtester pressed Enter, the "do the next thing" key, with "Can I stop?" the only button in the bar:
    each press asked it and marked an assist on the score card, which undo cannot take back."""
    play = start_play(app, seed=2)  # where the first slide leaves orbit: nothing to refuel
    digit(app, 1)  # launch
    frames(app, 6)
    digit(app, 1)  # a Thrust coin, then a slide out of orbit
    for arrow in ARROWS.values():
        key(app, arrow)
        frames(app, 6)
    assert play.match.state.phase == COIN and play.board.selected is None
    assert [label for label, *_ in play.board.buttons(play.view, play.state.legal_actions())] == ["Can I stop?  [S]"]
    key(app, pygame.K_RETURN, "\r")
    key(app, pygame.K_SPACE, " ")
    frames(app, 2)
    assert play.match.state.assists == {}
    key(app, pygame.K_s, "s")
    frames(app, 2)
    assert play.match.state.assists == {"can_stop": 1}


def test_keys_for_an_empty_slot_or_a_direction_without_a_coin_say_why(app):
    play = start_play(app)
    digit(app, 1)
    frames(app, 6)
    key(app, pygame.K_LEFT)
    assert "Pick a coin first" in app.toasts[-1].text
    assert play.match.state.phase == COIN


def test_the_setup_offers_the_deal_of_the_day(app):
    from game.rules import get
    from scenes.setup import SetupScene

    setup = SetupScene(get("galaxy_express"))
    app.push(setup)
    frames(app, 1)
    assert setup.daily is not None
    press(app, setup.daily)
    assert setup.code_box.get_text() == deal_code(galaxy_scores.daily_seed())


@pytest.mark.parametrize("size", ["1024x600", "1280x720", "1920x1080"])
@pytest.mark.parametrize("spec", ["galaxy_express", "results:galaxy_express", "replay:galaxy_express"])
def test_the_table_renders(size, spec):
    made = make_app(size, headless=True)
    build_scene(made, spec, seed=3)
    made.ui.update(0.02)
    made.draw()
    surface = made.surface
    colours = {surface.get_at((x, y))[:3] for x in range(0, surface.get_width(), 97) for y in (100, 300, 500)}
    assert len(colours) > 5
    pygame.display.quit()


def test_a_chance_step_is_never_left_waiting(app):
    play = start_play(app)
    assert play.match.actor != CHANCE


def test_the_art_tool_reproduces_every_coin_and_die_face_the_table_shows(tmp_path):
    import importlib.util
    from pathlib import Path

    repo = Path(__file__).resolve().parent.parent
    spec = importlib.util.spec_from_file_location("make_assets", repo / "tools" / "make_assets.py")
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    generator.main(["--out", str(tmp_path), "--only", "galaxy_express"])
    faces = [f"ge_coin_{suit}_{v}" for suit in ("sun", "moon", "arms", "crown") for v in range(6)]
    for name in faces + [f"ge_die_{v}" for v in range(6)] + ["ge_coin_face", "ge_sun"]:
        relative = f"sprites/{name}.png"
        fresh = pygame.image.load(str(tmp_path / relative))
        committed = pygame.image.load(str(repo / "assets" / relative))
        assert pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(committed, "RGBA"), (
            f"{relative} is stale: run `python tools/make_assets.py --only galaxy_express`"
        )


def test_the_ship_slides_square_by_square_then_the_scanned_coins_turn_over():
    from game.rules.galaxy_express import GalaxyExpressState
    from tests.props import give

    pygame.init()
    pygame.display.set_mode((1280, 720))
    events = [{"type": "slide", "from": 0, "path": [1, 2, 3]}, {"type": "scan", "squares": [11]}]
    view = {"phase": "coin", "ship": 3}
    board = give(GalaxyExpressBoard(), view, GalaxyExpressState, names=["Ana"], pace=0.7, safe=False)
    board.layout(pygame.Rect(0, 60, 1000, 560))
    board.animate(events, view)
    assert board.animating and board.animation_time(events) == pytest.approx(3 * 0.07 + 0.45)
    board.update(0.1)  # 1.4 squares along
    x, _y = board._pawn_point(view)
    assert board.square_rect(1).centerx < x < board.square_rect(2).centerx
    assert not board.timeline.running("flip")  # the coin waits for the ship to stop
    board.update(0.2)
    assert board.timeline.running("flip") and not board.timeline.pending("slide")
    board.update(0.5)
    assert not board.animating and board._pawn_point(view) == board.square_rect(3).center
    pygame.display.quit()


def test_the_deal_is_one_line_in_the_move_log_and_speed_two_is_one_die(app):
    play = start_play(app)
    shown = [line for line in play.log_lines if not play.board.folded_in_log(line)]
    assert shown == ["The chart is dealt: 12 tiles, and the delivery queue is set"]
    words = " ".join(run.text for line in play.frame.log_view.lines for _x, run in line)
    assert "No moves yet" not in words and words.startswith("1. The chart is dealt")  # its 17 steps: one number
    from scenes.boards.galaxy_express.tray import coins, gauge_dice

    assert gauge_dice(2) == [2] and gauge_dice(0) == [0] and gauge_dice(7) == [5, 2] and gauge_dice(5) == [5]
    assert coins(1) == "1 coin" and coins(3) == "3 coins"


def test_the_setup_explains_each_option_under_it(app):
    from game.rules import get

    app.open("setup", game=get("galaxy_express"))
    frames(app, 1)
    helps = [text for text, _pos in app.top.option_help]
    assert helps == [option.help for option in get("galaxy_express").options] and all(helps)
    from scenes.tick_box import TickBox  # the one tick mark (issue 34)

    assert all(isinstance(widget, TickBox) for _option, widget in app.top.option_widgets.values())


def hint_shown(app):
    """A new game, its first coin chosen, then H pressed: the hint on the table, not yet played."""
    play = start_play(app)
    digit(app, 1)
    frames(app, 6)
    key(app, pygame.K_h, "h")
    frames(app, 2)
    return play


def test_enter_plays_the_hint_shown_its_coin_then_its_slide(app):
    play = hint_shown(app)
    action, direction = play.board.assist_move
    before = play.match.state.clone()
    key(app, pygame.K_RETURN, "\r")
    frames(app, 6)
    state = play.match.state
    assert state.assists == {"hint": 1}
    if action in (DELIVER, REFUEL):
        assert state.phase != before.phase or state.refuels != before.refuels or state.delivered != before.delivered
    else:
        coin = ("sun" if action[0] == THRUST else "moon", action[1])
        assert coin[1] in state.spent[coin[0]], "Enter did not spend the hint's coin"
        if direction:
            from game.rules.galaxy_express import slide_end

            assert state.ship == slide_end(before.ship, state.speed, direction), "Enter did not slide as hinted"


def test_a_coin_is_clicked_where_it_shows_even_before_the_tray_is_drawn_again(app):
    play = start_play(app)
    digit(app, 1)
    for _ in range(6):  # the loop's updates only: drawing must not be what tells a click where the coins are
        for event in pygame.event.get():
            app.handle(event)
        app.update(0.05)
    board, view = play.board, play.view
    coin = next(c for c in board.slots(view) if c and c[1] > 0)
    click(app, board.coin_rects(view)[coin].center)
    assert board.selected == coin


def test_the_results_buttons_sit_in_the_middle_of_the_wider_score_card(app):
    from scenes.shots import demo_match

    play = PlayScene(demo_match("galaxy_express", 8, to_end=True))
    app.push(play)
    for _ in range(40):
        frames(app, 1)
        if isinstance(app.top, ResultsScene):
            break
    results = app.top
    rects = [button.rect for button in results.choices]
    left, right = min(r.left for r in rects) - results.box.left, results.box.right - max(r.right for r in rects)
    assert abs(left - right) <= 2, f"the buttons lean to one side: {left} px left, {right} px right"


@pytest.mark.parametrize("size", ["1024x600", "1280x720", "1920x1080"])
def test_the_face_down_count_stays_inside_its_row_in_every_window(size):
    from scenes import assets

    app = make_app(size, headless=True)
    play = start_play(app)
    digit(app, 1)
    frames(app, 6)
    board = play.board
    for row in board.rows.values():
        words, spot = board.stack_label(row, 4)
        assert words.startswith("4") and spot.width == assets.font(14).size(words)[0]
        assert row.left <= spot.left and spot.right <= row.right - 2, f"{words!r} runs out of its row"
        assert spot.left > board._ace(row).right + 14 + int(140 * board.u), f"{words!r} runs into the second coin"
        if size != "1024x600":
            assert words == "4 face down"
    pygame.display.quit()


def test_the_hints_words_go_once_its_move_is_made(app):
    """The hint's toast stayed six seconds after Enter had played it, talking of a position the ship had left."""
    play = hint_shown(app)
    said = play.board.assist_note
    assert said and [t for t in app.toasts if t.text == said], "no hint on screen"
    key(app, pygame.K_RETURN, "\r")
    frames(app, 6, 0.02)  # well inside the toast's six seconds
    assert play.board.assist_move is None
    assert not [t for t in app.toasts if t.text == said], "the hint's words outlived its move"


def test_continue_of_a_finished_game_lights_its_row_in_the_score_table(app):
    """Continue showed the results of a finished game with no row of the score table lit as this game's."""
    from game.engine import Match

    match = Match("galaxy_express", [SeatInfo("Pilot")], seed=8)
    for _ in range(600):
        if match.actor == TERMINAL:
            break
        if match.actor == CHANCE:
            match.roll()
            continue
        hint = propose(match.state)
        if match.state.phase == SLIDE:
            match.apply(("slide", hint["direction"]))
        elif hint["action"] in match.state.legal_actions():
            match.apply(hint["action"])
        else:
            match.apply(match.state.legal_actions()[0])
    assert match.actor == TERMINAL
    galaxy_scores.record_game(match.state.score_card(), 1)  # an earlier game, another deal
    galaxy_scores.record_game(match.state.score_card(), 8)  # this game, recorded when it finished
    app.push(PlayScene(match))  # Continue: the finished game opens on its results
    for _ in range(40):
        frames(app, 1, 0.1)
        if isinstance(app.top, ResultsScene):
            break
    lines = [line for line, _ in app.top.summary["lines"]]
    place = next(i for i, e in enumerate(galaxy_scores.load_scores(), 1) if e["deal"] == deal_code(8))
    assert f"High scores (this game is #{place})" in lines, lines


@pytest.mark.parametrize("game", ["galaxy_express", "expressway42"])
def test_a_solitaire_s_results_give_no_place_a_game_of_several_does(app, monkeypatch, game):
    """"1st" of one player, under "place", puzzled: a solitaire's card names the player and the score only."""
    from scenes import results as results_module
    from scenes.shots import demo_match

    play = PlayScene(demo_match(game, 8, to_end=True))
    app.push(play)
    for _ in range(40):
        frames(app, 1)
        if isinstance(app.top, ResultsScene):
            break
    drawn = []
    real = results_module.assets.text
    seen = lambda words, *a, **k: drawn.append(words) or real(words, *a, **k)  # noqa: E731
    monkeypatch.setattr(results_module.assets, "text", seen)
    app.top.draw(app.surface)
    solo = game == "galaxy_express"
    assert ("1st" in drawn) != solo and any(words.startswith("place") for words in drawn) != solo
    assert "player" in " ".join(drawn)


def test_over_the_next_planet_at_speed_the_prompt_says_to_brake_there_to_deliver(app):
    """Sliding onto the planet to deliver to did not say that only a stop there (speed 0) delivers."""
    play = start_play(app)
    digit(app, 1)
    frames(app, 6)
    view = dict(play.view, speed=3, chart=list(play.view["chart"]))
    assert view["phase"] == COIN and view["queue"][0] >= 0
    view["chart"][view["ship"]] = view["queue"][0]
    words = play.board.prompt(view, 0, [])
    assert f"Over planet {view['queue'][0]}, the next delivery: brake to 0 to stop here" in words
    view["chart"][view["ship"]] = (view["queue"][0] + 1) % 6
    assert "Over planet" not in play.board.prompt(view, 0, [])
    assert "Over planet" not in play.board.prompt(dict(view, speed=0), 0, [])


def test_eleven_refuels_and_more_draw_two_dice_and_the_count(app):
    """The 11th refuel asked for a sixth die face, which does not exist: the app stopped, and Continue with it."""
    from scenes.boards.galaxy_express.tray import gauge_dice

    assert all(len(gauge_dice(n)) <= 2 and max(gauge_dice(n)) <= 5 for n in range(40))
    assert gauge_dice(11) == [5, 5] and gauge_dice(10) == [5, 5]
    play = start_play(app)
    digit(app, 1)
    frames(app, 6)
    play.board.draw(app.surface, dict(play.view, refuels=11), [], None)
    board = play.board
    assert board.gauges.inflate(-8, 0).contains(board.refuel_count_rect(11)), "the count runs off the panel"


def test_enter_never_refuels_a_refuel_costs_ten_points(app):
    """In orbit with Refuel the one button besides S, Enter ("go on") refuelled: -10 the player never chose."""
    play = start_play(app)
    digit(app, 1)
    frames(app, 6)
    labels = [label for label, _, _ in play.board.buttons(play.view, play.match.state.legal_actions())]
    assert any(label.startswith("Refuel") for label in labels) and play.board.selected is None
    key(app, pygame.K_RETURN, "\r")
    key(app, pygame.K_SPACE, " ")
    frames(app, 3)
    assert play.match.state.refuels == 0
    key(app, pygame.K_r, "r")
    frames(app, 3)
    assert play.match.state.refuels == 1, "R still refuels"


def test_a_replay_lists_no_playing_keys_the_table_does(app, monkeypatch):
    """In a replay 1-4, D and R do nothing (the arrows step it): the table's key list there only misled."""
    from scenes import common
    from scenes.replay import ReplayScene

    drawn = []
    real = common.blit_wrapped
    seen = lambda surface, words, *a, **k: drawn.append(words) or real(surface, words, *a, **k)  # noqa: E731
    monkeypatch.setattr(common, "blit_wrapped", seen)
    play = start_play(app)
    digit(app, 1)
    frames(app, 6)
    app.draw()
    assert any(words.startswith("Keys: 1-4") for words in drawn)
    drawn.clear()
    app.push(ReplayScene(play.match.record))
    frames(app, 1)
    app.draw()
    assert drawn and not any(words.startswith("Keys:") for words in drawn)
