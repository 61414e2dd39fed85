"""All in All in the window: clicks become moves, and at a shared screen no hand shows that should not."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from game.rules import CHANCE, TERMINAL  # noqa: E402
from game.rules.all_in_all import COLLECT, DONE, EXPLORE, FLY, LAND  # noqa: E402
from scenes import common  # noqa: E402
from scenes.boards.all_in_all.view import AllInAllBoard  # noqa: E402
from scenes.curtain import CurtainScene  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from scenes.play_board import SHOW_HAND  # noqa: E402
from tests import ui  # noqa: E402
from tests.ui import click, key  # noqa: E402


def frames(app, count=1, dt=0.3):
    """Longer frames than the shared default: the table's fly-ins finish in a few."""
    ui.frames(app, count, dt)


@pytest.fixture
def drawn(monkeypatch):
    """Every (actor, view) the table is asked to draw."""
    seen = []
    original = AllInAllBoard.draw

    def draw(self, surface, view, legal, hint=None):
        seen.append((self.props.actor, view))
        return original(self, surface, view, legal, hint)

    monkeypatch.setattr(AllInAllBoard, "draw", draw)
    return seen


def hands_shown(view) -> list[int]:
    return [seat for seat, hand in enumerate(view["hands"]) if isinstance(hand, list)]


def simple_move(state):
    """Draw from the next player, fly on, and finish collecting: a game that moves along."""
    legal = state.legal_actions()
    if state.phase == EXPLORE:
        return next(a for a in legal if a[0] == "draw")
    if state.phase == LAND:
        return FLY
    if state.phase == COLLECT:
        return DONE
    return legal[-1]


def test_landing_is_asked_in_the_open_and_a_hand_shows_only_behind_the_curtain(app, drawn):
    match = new_match("all_in_all", [SeatInfo(name, "human") for name in ("Ana", "Ben", "Cleo")], seed=3)
    play = PlayScene(match)
    app.push(play)
    checked = False
    for _ in range(400):
        frames(app)
        if isinstance(app.top, CurtainScene):
            key(app, pygame.K_SPACE, " ")
            continue
        state = match.state
        if not play.human_turn() or play.wait > 0:
            continue
        if state.phase == LAND and state.actor != state.explorer:
            assert play.masked and hands_shown(drawn[-1][1]) == [], "a landing decision showed a hand"
            show = next(b for b, a in play.action_buttons.items() if a is SHOW_HAND)
            click(app, show.rect.center)
            for event in pygame.event.get():
                app.handle(event)
            frames(app)
            assert isinstance(app.top, CurtainScene) and app.top.seat == state.actor
            drawn.clear()
            frames(app, 2)
            assert drawn == [], "the table was drawn behind the curtain"
            key(app, pygame.K_SPACE, " ")
            frames(app)
            assert hands_shown(drawn[-1][1]) == [state.actor]
            checked = True
            break
        play.try_action(simple_move(state))
    assert checked, "no landing decision by a player other than the explorer came up"
    # a private decision never draws another person's hand
    for actor, view in drawn:
        assert all(seat == actor or seat == view["seat"] for seat in hands_shown(view))


def test_a_persons_hand_never_shows_while_a_bot_plays_at_a_shared_screen(app, drawn):
    seats = [
        SeatInfo("Ana", "human"),
        SeatInfo("Vega", "bot", "easy"),
        SeatInfo("Ben", "human"),
        SeatInfo("Altair", "bot", "easy"),
    ]
    match = new_match("all_in_all", seats, seed=5)
    play = PlayScene(match)
    app.push(play)
    bot_frames = 0
    for _ in range(300):
        frames(app)
        if isinstance(app.top, CurtainScene):
            key(app, pygame.K_SPACE, " ")
        elif play.human_turn() and play.wait == 0:
            play.try_action(simple_move(match.state))
        if match.actor == TERMINAL:
            break
    for actor, view in drawn:
        if actor in (1, 3):
            bot_frames += 1
            assert hands_shown(view) == [], "a hand was on screen while a bot played"
    assert bot_frames > 10


def test_against_bots_the_one_person_sees_their_hand_without_a_curtain(app, drawn):
    seats = [SeatInfo("Ana", "human")] + [SeatInfo(f"Bot {i}", "bot", "easy") for i in range(3)]
    match = new_match("all_in_all", seats, seed=8)
    play = PlayScene(match)
    app.push(play)
    for _ in range(120):
        frames(app)
        assert not isinstance(app.top, CurtainScene)
        if play.human_turn() and play.wait == 0:
            play.try_action(simple_move(match.state))
    assert all(hands_shown(view) == [0] for _, view in drawn if view["phase"] != "setup")


def test_clicks_draw_collect_and_place(app):
    seats = [SeatInfo("Ana", "human")] + [SeatInfo(f"Bot {i}", "bot", "easy") for i in range(3)]
    match = new_match("all_in_all", seats, seed=2)
    play = PlayScene(match)
    app.push(play)
    while match.actor == CHANCE:
        match.roll()
    play.board.sync(play.view)
    frames(app)
    assert match.state.phase == EXPLORE and match.actor == 0
    # a click on Ben's cards draws from his hand
    target = play.board.backs_rect(2, 4).center
    click(app, target)
    entry = next(e for e in reversed(match.record.actions) if e.actor == 0)
    assert entry.action == ("draw", 2)
    # on to Ana's collecting: everyone lands at once
    while not (match.actor == 0 and match.state.phase == COLLECT):
        if match.actor == TERMINAL:
            pytest.skip("the game ended before Ana collected")
        if match.actor == CHANCE:
            match.roll()
        elif match.state.phase == LAND:
            match.apply("land")
        else:
            match.apply(simple_move(match.state) if match.actor != 0 else match.state.legal_actions()[0])
    play.board.sync(play.view)
    play.wait = 0
    frames(app)
    view = play.view
    rect, portal, name = play.board.card_rects(view)[-1]
    left = view["actions_left"]
    click(app, rect.center)
    assert match.record.actions[-1].action == ("collect", portal, name)
    if match.actor == 0 and match.state.phase == COLLECT:
        assert match.state.actions_left == left - 1
        group = next(g for g in play.board.hand_groups(play.view) if ("place", g[1]) in match.state.legal_actions())
        click(app, group[0].center)
        assert match.record.actions[-1].action == ("place", group[1])


# --- the table's animations and news on the board kit ----------------------------------------------------
def kit_board(pace):
    from game.rules.all_in_all import AllInAllState
    from tests.props import give

    pygame.init()
    pygame.display.set_mode((1280, 720))
    view = AllInAllState.new_game(3, 1).view(None)
    board = give(AllInAllBoard(), view, AllInAllState, names=["Ana", "Ben", "Cy"], pace=pace, safe=False)
    board.layout(pygame.Rect(0, 60, 1000, 560))
    board.sync(view)
    return board, view


DEALT = [{"type": "mission", "number": 1, "seat": 0, "portal": 3}] + [{"type": "deal", "seat": s} for s in (0, 1, 2)]


def test_dealt_cards_fly_one_after_another_and_the_mission_is_announced():
    board, view = kit_board(0.7)
    board.animate(DEALT, view)
    assert board.banner.last[0] == "Mission 1: Ana explores portal 4"
    assert board.animating and board.animation_time(DEALT) == pytest.approx(0.55 + 2 * 0.05)
    board.update(0.06)
    assert len(board.timeline.running("flight")) == 2  # the third waits its turn
    board.draw(pygame.display.get_surface(), view, [])
    board.update(1.0)
    assert not board.animating and board.banner  # the news outlasts the cards
    pygame.display.quit()


def test_at_instant_pace_nothing_flies_but_the_news_is_told():
    board, view = kit_board(0.0)
    board.animate(DEALT, view)
    assert not board.animating and board.banner.last[0].startswith("Mission 1")
    pygame.display.quit()


def test_the_art_tool_reproduces_the_portals_and_faded_relics_the_table_shows(tmp_path):
    import importlib.util
    from pathlib import Path

    repo = Path(__file__).resolve().parent.parent
    spec = importlib.util.spec_from_file_location("make_assets", repo / "tools" / "make_assets.py")
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    generator.main(["--out", str(tmp_path), "--only", "all_in_all"])
    names = [f"portal_{v}{dark}" for v in range(1, 5) for dark in ("", "_dark")] + ["icon_boots_faded", "portal"]
    for name in names:
        relative = f"sprites/all_in_all/{name}.png"
        fresh = pygame.image.load(str(tmp_path / relative))
        committed = pygame.image.load(str(repo / "assets" / relative))
        assert pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(committed, "RGBA"), (
            f"{relative} is stale: run `python tools/make_assets.py --only all_in_all`"
        )


def test_the_results_say_the_win_was_on_sets_and_each_seats_sets():
    """Vega won with 12 relics beside Player 1's 12 and the results said nothing of why: the column counts relics,
    the win is three sets of three."""
    from game.rules.all_in_all import complete_sets
    from scenes.app import make_app
    from scenes.shots import build_scene

    made = make_app("1280x720", headless=True)
    build_scene(made, "results:all_in_all", seed=3)
    results = made.top
    match = results.play.match
    names, homes = match.names, match.state.homes
    lines = [line for line, _ in results.summary["lines"]]
    winner = names[match.state.result().winners[0]]
    assert lines[0].startswith(f"{winner} placed 3 sets of three first"), lines
    for seat, name in enumerate(names):
        assert any(line.startswith(f"{name}: {complete_sets(homes[seat])} complete set") for line in lines), name
    made.draw()
    pygame.display.quit()


def test_the_hand_panel_at_a_shared_screen_tells_the_deal_not_a_choice(app, monkeypatch):
    from game.rules.all_in_all import SETUP

    said = []
    original = common.blit_wrapped

    def blit_wrapped(surface, text, *args, **kwargs):
        said.append(text)
        return original(surface, text, *args, **kwargs)

    monkeypatch.setattr(common, "blit_wrapped", blit_wrapped)
    match = new_match("all_in_all", [SeatInfo(name, "human") for name in ("Ana", "Ben", "Cleo")], seed=3)
    play = PlayScene(match)
    app.push(play)
    dealing = []
    for _ in range(60):
        said.clear()
        ui.frames(app, 1, 0.05)
        if match.state.phase != SETUP:
            break
        dealing += [text for text in said if "hand" in text]
    assert dealing, "the deal was never drawn"
    assert all("dealt" in text and "choice" not in text for text in dealing), dealing[-1]


@pytest.mark.parametrize("size", ["1024x600", "1280x720"])
def test_six_long_names_stay_in_their_own_panels_clear_of_the_pass(monkeypatch, size):
    """With six seats at 1024x600 "Bartholomew" ran into the next panel and "PASS" was written over a name."""
    from scenes.app import make_app
    from scenes.boards.all_in_all import panels as panels_module

    names = ["Anastasia", "Bartholomew", "Cy", "Dorothea", "Eve", "Fitzgerald"]
    app = make_app(size, headless=True)
    match = new_match("all_in_all", [SeatInfo(n, "bot", "easy") for n in names], seed=5)
    while match.state.view(0)["pass_holder"] != 5 or match.actor == CHANCE:  # the PASS by the longest name
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])
    app.push(PlayScene(match))
    frames(app, 2)
    badges = []
    real_badge, real_text = common.seat_badge, panels_module.assets.text
    monkeypatch.setattr(common, "seat_badge", lambda *a, **k: badges.append(real_badge(*a, **k)) or badges[-1])
    tags = []
    monkeypatch.setattr(panels_module.assets, "text", lambda w, *a, **k: tags.append(w) or real_text(w, *a, **k))
    board = app.top.board
    board._draw_panels(app.surface, app.top.view, [], None)
    panels = [board.panel(seat, 6) for seat in range(6)]
    assert len(badges) == 6 and "PASS" in tags
    pass_w = panels_module.assets.font(15, True).size("PASS")[0]
    for seat, (badge, panel) in enumerate(zip(badges, panels, strict=True)):
        right = panel.right - 6 - (pass_w + 6 if seat == 5 else 0)
        assert badge.right <= right, f"{names[seat]}'s name runs {badge.right - right} px too far"
    pygame.display.quit()
