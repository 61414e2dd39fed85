"""42: Hyperspace Expressway's table without a display: every phase renders, and a whole game is played by clicks."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from game.rules import TERMINAL, get  # noqa: E402
from game.rules.expressway42 import CAPTURE, DESIGN, PERIOD, PLACE, PLANET_AT  # noqa: E402
from game.words.results import summary  # noqa: E402
from scenes.app import make_app  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from scenes.results import ResultsScene  # noqa: E402
from scenes.shots import build_scene  # noqa: E402
from tests.ui import click, frames  # noqa: E402


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
@pytest.mark.parametrize("after", [0, 1, 50, 68, 200])  # piles, a tile in hand, small tiles, takeovers, the end
def test_every_phase_renders(size, after):
    made = make_app(size, headless=True)
    build_scene(made, "expressway42", seed=1, after=after)
    made.ui.update(0.02)
    made.draw()
    surface = made.surface
    colours = {surface.get_at((x, y))[:3] for x in range(0, surface.get_width(), 61) for y in (150, 300, 450)}
    assert len(colours) > 12, f"the table after {after} steps looks blank"
    pygame.display.quit()


def spot(board, action):
    """Where a person clicks for this action."""
    kind = action[0]
    if kind == "pile":
        return board.pile_rects[action[1]].center
    if kind == "place":
        return board.point(action[1], action[2])
    if kind == "small":
        return board.point(action[1] + 0.5, action[2] + 0.5)
    return board.planet_point(PLANET_AT[(action[1], action[2])])


def test_a_person_plays_a_whole_game_by_clicks(app, monkeypatch):
    app.settings.animation_speed = "instant"  # the clicks are the point here, not the pauses
    match = new_match("expressway42", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=11)
    for step in range(24):  # the opening, quickly: the window rebuilds its log on every move
        legal = match.state.legal_actions()
        match.apply(legal[step * 7 % len(legal)])
    assert match.state.phase == "pick" and match.actor == 0
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    board = play.board
    seen = set()
    for _ in range(6000):
        if isinstance(app.top, ResultsScene):
            break
        if play.human_turn() and play.wait == 0 and not board.animating:
            legal = match.state.legal_actions()
            action = legal[len(legal) // 2]
            before = len(match.record.actions)
            if action[0] == "place":
                period = PERIOD[DESIGN[match.state.held]]
                for _ in range(4):  # turn the ghost by right clicks until it shows the wanted turn
                    if board.turn % period == action[3]:
                        break
                    click(app, spot(board, action), button=3)
                assert board.turn % period == action[3]
            if action[0] == "capture":
                click(app, spot(board, action))  # the facility that moves, then its prey
                click(app, board.planet_point(PLANET_AT[(action[3], action[4])]))
            else:
                click(app, spot(board, action))
            assert len(match.record.actions) == before + 1, f"clicking for {action} did nothing"
            assert match.record.actions[-1].action == action
            seen.add(action[0])
        frames(app, 1, 0.1)
    assert isinstance(app.top, ResultsScene), "the game never reached the results screen"
    assert match.actor == TERMINAL
    assert {"pile", "place", "small"} <= seen


def test_the_wheel_turns_the_tile_in_hand_and_a_wrong_spot_says_why(app):
    match = new_match("expressway42", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=2)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    click(app, play.board.pile_rects[9].center)  # a single arc: four different turns
    assert match.state.phase == PLACE
    pygame.mouse.set_pos([int(v) for v in play.board.point(5, 3)])
    pygame.event.pump()
    assert play.board_rect.collidepoint(pygame.mouse.get_pos())
    turn = play.board.turn
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0))
    assert play.board.turn == (turn + 1) % 4
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    assert play.board.turn == turn
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, unicode="r", mod=0, scancode=0))
    assert play.board.turn == (turn + 1) % 4
    click(app, play.board.point(0, 0))  # a corner of the board: no planet inside the border
    assert app.toasts and "inside the border" in app.toasts[-1].text
    assert match.state.phase == PLACE


def test_takeovers_are_shown_and_clicked(app):
    match = new_match("expressway42", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=1)
    import random

    rng = random.Random(1)
    while match.state.phase != CAPTURE and match.actor != TERMINAL:
        match.apply(rng.choice(match.state.legal_actions()))
    if match.actor == TERMINAL:
        pytest.skip("this deal had no takeover")
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    moves = match.state.legal_actions()
    target = moves[0]
    click(app, play.board.planet_point(PLANET_AT[(target[1], target[2])]))  # choose the mover first
    click(app, play.board.planet_point(PLANET_AT[(target[3], target[4])]))
    assert match.record.actions[-1].action == target


def test_the_art_tool_reproduces_the_committed_map_and_sprites(tmp_path):
    import importlib.util
    from pathlib import Path

    repo = Path(__file__).resolve().parent.parent
    spec = importlib.util.spec_from_file_location("make_assets", repo / "tools" / "make_assets.py")
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    generator.main(["--out", str(tmp_path), "--only", "expressway42"])
    names = ["maps/expressway42.tmx", "maps/expressway42_tiles.tsx"]
    for relative in names:
        assert (tmp_path / relative).read_bytes() == (repo / "assets" / relative).read_bytes(), (
            f"{relative} is stale: run `python tools/make_assets.py --only expressway42`"
        )
    for name in ("interchange", "twin_arcs", "single_arc", "single_diagonal", "small"):
        relative = f"sprites/expressway42_{name}.png"
        fresh = pygame.image.load(str(tmp_path / relative))
        committed = pygame.image.load(str(repo / "assets" / relative))
        assert pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(committed, "RGBA"), f"{relative} is stale"


# --- the dial and the news, on the board kit's timeline ---------------------------------------------------
def kit_board(pace):
    from scenes.boards.expressway42.view import ExpresswayBoard
    from tests.props import give

    pygame.init()
    pygame.display.set_mode((1280, 720))
    board = give(ExpresswayBoard(), names=["Ana", "Ben"], pace=pace, safe=False)
    board.layout(pygame.Rect(0, 60, 1000, 560))
    board.sync({"scores": [40, 0], "licences": [0, 0]})
    return board


FACILITY = [{"type": "facility", "seat": 0, "points": 4, "licence": True, "planet": 20}]


def test_the_dial_runs_up_to_the_new_score_and_announces_the_licence_it_passes():
    board = kit_board(0.7)
    board.animate(FACILITY, {"scores": [2, 0], "licences": [1, 0]})
    assert board.animation_time(FACILITY) == pytest.approx(0.45)  # the step; the dial may run on after it
    assert board.animating and board.dial[0] == pytest.approx(40.0)
    board.update(0.1)
    assert 40.0 < board.dial[0] < 44.0 and not board.banner
    for _ in range(20):
        board.update(0.05)
    assert board.dial[0] == pytest.approx(44.0) and not board.animating
    assert "Ana pays 42 for a new licence" in [item[0] for item in board.banner.items]
    pygame.display.quit()


def test_at_instant_pace_the_dial_shows_the_score_at_once_without_news():
    board = kit_board(0.0)
    board.animate(FACILITY, {"scores": [2, 0], "licences": [1, 0]})
    assert board.dial == [44.0, 0.0] and not board.animating and not board.banner
    pygame.display.quit()


@pytest.mark.parametrize("width", [1280, 1920])  # at 1024 every card overflows: the menu's own layout
def test_every_menu_card_text_stays_inside_its_card(width):
    """The card's title, players and pitch, laid out as the menu does, end above the card's bottom edge."""
    from game.rules import get
    from scenes import common, palette

    pygame.init()
    surface = pygame.Surface((width, 800))
    infos = [get(game) for game in ("race", "galaxy_express", "expressway42", "all_in_all", "hyperline")]
    margin, gap = max(30, width // 32), max(14, width // 80)
    card_w = min(360, (width - 2 * margin - gap * (len(infos) - 1)) // len(infos))
    card_h = int(card_w * 225 / 400) + 150
    for info in infos:
        y = int(card_w * 225 / 400) + 2
        size = 28 if card_w > 240 else 24
        y = common.blit_wrapped(surface, info.title, (12, y), card_w - 24, size, palette.INK)
        bottom = common.blit_wrapped(surface, info.pitch, (12, y + 24), card_w - 24, 19, palette.DIM)
        assert bottom <= card_h - 8, f"{info.title}: the pitch runs {bottom - card_h} px below the card"


@pytest.mark.parametrize("typed, pile", [("1", 1), ("9", 9), ("0", 10), ("-", 11)])
def test_the_number_row_reaches_every_pile(app, typed, pile):
    from tests.ui import key

    match = new_match("expressway42", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=2)
    app.push(PlayScene(match))
    frames(app, 1)
    key(app, pygame.K_MINUS if typed == "-" else getattr(pygame, f"K_{typed}"), typed)
    assert match.state.phase == PLACE and match.state.view(0)["held"] == pile


def test_a_hint_speaks_to_the_player_not_about_them(app):
    """The hint is the rules' label for the move (no name, no verb read back from the log line)."""
    import random

    match = new_match("expressway42", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=2)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    take = match.state.legal_actions()[0]
    assert play.board.hint_words(take, play.move_words(take)) == "Hint: Take an interchange tile from pile 1"
    assert play.move_words(take) == "Ana takes an interchange tile from pile 1"
    match.apply(take)
    lay = match.state.legal_actions()[0]
    words = play.board.hint_words(lay, play.move_words(lay))
    assert words.startswith("Hint: Lay the interchange tile on ") and "Ana" not in words
    rng = random.Random(1)
    while match.state.phase != CAPTURE:
        match.apply(rng.choice(match.state.legal_actions()))
    move = match.state.legal_actions()[0]
    other = match.names[1 - match.state.current]
    words = play.board.hint_words(move, play.move_words(move))
    assert words.startswith("Hint: Move from ") and f" and capture {other}'s facility on " in words, words


def test_the_results_say_where_the_final_points_came_from_and_what_passing_42_took_off():
    import random

    from game.rules.expressway42 import ExpresswayState

    rng = random.Random(4)
    state = ExpresswayState.new_game(2, 4)
    while state.actor != TERMINAL:
        state.apply(rng.choice(state.legal_actions()))
    view, result = state.to_json(), state.result()
    lines = [words for words, _ in summary(get("expressway42"), view, result, ["Ana", "Ben"])["lines"]]
    for seat, name in enumerate(["Ana", "Ben"]):
        line = next(words for words in lines if words.startswith(name + ":"))
        final = sum(points for *_, owner, points in view["tally"] if owner == seat)
        assert f"+{final} from " in line
        assert ("went past 42" in line) == (view["licences"][seat] > 0)
    assert any(view["licences"]), "this deal should show a licence"


@pytest.mark.parametrize("size", ["1024x640", "1280x720", "1920x1080", "2560x1440"])
def test_no_seat_token_on_the_score_track_hides_a_score_label(size):
    from scenes.boards.expressway42.tray import DIAL_LABELS

    made = make_app(size, headless=True)
    build_scene(made, "expressway42", seed=1, after=0)
    board = made.top.board
    labels = [board.dial_label_rect(n) for n in DIAL_LABELS]
    assert all(board.dial_rect.contains(label) for label in labels)
    for seat in (0, 1):
        for step in range(0, 42 * 4 + 1):
            token = board.dial_token_rect(seat, step / 4)
            hidden = [n for n, label in zip(DIAL_LABELS, labels, strict=True) if token.colliderect(label)]
            assert not hidden, f"seat {seat}'s token at {step / 4} covers the label {hidden}"
        if size != "1024x640":  # the smallest layout's dial is too small for both (its scores may touch 12 and 36)
            for words in board.dial_score_rects(seat, "42", "2 licences"):  # the widest score and tag
                hidden = [n for n, label in zip(DIAL_LABELS, labels, strict=True) if words.colliderect(label)]
                assert not hidden, f"seat {seat}'s score or licences run into the label {hidden}"
    pygame.display.quit()


@pytest.mark.parametrize("size", ["1024x600", "1280x720", "1920x1080", "2560x1440"])
def test_the_two_seats_scores_and_licences_never_run_together(size):
    """Side by side, "2 licences 2 licences" read as one phrase at 1280x720 and overlapped at 1024x600."""
    from scenes.boards.expressway42.tray import DIAL_LABELS

    made = make_app(size, headless=True)
    build_scene(made, "expressway42", seed=1, after=0)
    board = made.top.board
    words = [board.dial_score_rects(seat, "42", "3 licences") for seat in (0, 1)]
    for one in words[0]:  # 4 px of air between a seat's words and the other seat's
        for other in words[1]:
            assert not one.inflate(8, 2).colliderect(other), f"{one} runs into {other}"
    face = board._dial_geometry()[2] + 10
    for rect in (*words[0], *words[1]):
        corners = (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright)
        assert all(pygame.Vector2(c).distance_to(board.dial_rect.center) < face for c in corners), "off the dial"
        hidden = [n for n in DIAL_LABELS if rect.inflate(8, 2).colliderect(board.dial_label_rect(n))]
        assert not hidden, f"{rect} crowds the label {hidden}"
    pygame.display.quit()


@pytest.mark.parametrize("size", ["1024x600", "1280x720", "1920x1080"])
def test_every_planets_disc_holds_its_number_and_a_bigger_value_is_a_bigger_disc(size):
    """At 1024x600 a 2's disc was 8 px across under a 12 px "2": the numbers of the 2s and 3s could not be read."""
    from scenes import assets

    made = make_app(size, headless=True)
    build_scene(made, "expressway42", seed=1, after=0)
    board = made.top.board
    radii = [board.planet_radius(value) for value in (2, 3, 4)]
    assert radii == sorted(set(radii)), "a bigger value must look bigger"
    for value, radius in zip((2, 3, 4), radii, strict=True):
        width, _ = assets.font(max(12, int(radius * 2.1)), True).size(str(value))
        assert 2 * radius >= 12 and 2 * radius >= width + 4, f"the {value}'s disc ({2 * radius} px) cannot hold it"
    pygame.display.quit()


def test_a_new_phase_is_announced_and_titled_in_the_games_words():
    """The banner and the title under the board read what a phase asks from the rules' phase table."""
    from game.rules.expressway42 import ExpresswayState
    from scenes.boards.expressway42.art import phase_title
    from tests.props import give

    board = kit_board(0.7)
    events = [{"type": "phase", "phase": "capture"}]
    assert board.sounds(events) == ["hyperspace"]
    board.animate(events, {"scores": [0, 0], "licences": [0, 0]})
    board.update(0.1)
    assert board.banner.last[0] == "Phase 2: takeovers!"
    board.animate([{"type": "phase", "phase": "over"}], {"scores": [0, 0], "licences": [0, 0]})
    board.update(0.1)
    assert board.banner.last[0] == "Final scoring"
    asks = {phase: ExpresswayState.asking(phase) for phase in ("pick", "small", "facility", "capture", "over")}
    assert [phase_title(asked) for asked in asks.values()] == [
        "Phase 1: lay large tiles", "Phase 1: small tiles", "Phase 1: place a facility", "Phase 2: takeovers",
        "Final scoring",
    ]  # fmt: skip
    assert give(board, {"phase": "small"}, ExpresswayState).asking.ask == "small tile"
