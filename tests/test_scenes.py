"""The window without a display: the stack, every screen, a whole race from the menu, undo, autosave, curtain."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from game.rules import CHANCE, TERMINAL  # noqa: E402
from game.saves.storage import autosave_path  # noqa: E402
from scenes.app import make_app  # noqa: E402
from scenes.base import Scene  # noqa: E402
from scenes.curtain import CurtainScene  # noqa: E402
from scenes.menu import MenuScene  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from scenes.results import ResultsScene  # noqa: E402
from scenes.setup import SetupScene  # noqa: E402
from scenes.shots import build_scene  # noqa: E402
from tests.tiny_board import drawn_as_tiny  # noqa: E402
from tests.ui import ask_hint, click, frames, key, press  # noqa: E402


class Probe(Scene):
    def __init__(self, log, name):
        super().__init__()
        self.log, self.label_name = log, name

    def enter(self, app):
        super().enter(app)
        self.log.append(f"{self.label_name}.enter")

    def leave(self):
        super().leave()
        self.log.append(f"{self.label_name}.leave")

    def pause(self):
        super().pause()
        self.log.append(f"{self.label_name}.pause")

    def resume(self):
        super().resume()
        self.log.append(f"{self.label_name}.resume")

    def draw(self, surface):
        self.log.append(f"{self.label_name}.draw")


def test_stack_lifecycle_runs_in_order(app):
    log = []
    app.reset(Probe(log, "a"))
    app.push(Probe(log, "b"))
    app.replace(Probe(log, "c"))
    app.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.leave", "c.enter", "c.leave", "a.resume"]


def test_only_the_top_scene_is_drawn_unless_it_is_an_overlay(app):
    log = []
    app.reset(Probe(log, "a"))
    app.push(Probe(log, "b"))
    log.clear()
    app.draw()
    assert log == ["b.draw"]
    overlay = Probe(log, "c")
    overlay.overlay = True
    app.push(overlay)
    log.clear()
    app.draw()
    assert log == ["b.draw", "c.draw"]


def test_a_paused_scene_owns_no_widgets(app):
    menu = app.top
    assert menu.root is not None and menu.buttons
    app.push(Probe([], "x"))
    assert menu.root is None


# --- every screen ----------------------------------------------------------------------------------

SPECS = ["menu", "setup:race", "race", "results", "rules:race", "settings", "load", "replays", "replay", "pause"]


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
def test_every_scene_renders(size):
    for spec in SPECS + ["curtain"]:
        made = make_app(size, headless=True)
        build_scene(made, spec, seed=3)
        made.ui.update(0.02)
        made.draw()
        surface = made.surface
        assert surface.get_size() == tuple(int(n) for n in size.split("x"))
        colours = {surface.get_at((x, y))[:3] for x in range(0, surface.get_width(), 97) for y in (40, 300, 600)}
        assert len(colours) > 5, f"{spec} at {size} looks blank"
        pygame.display.quit()


def test_the_router_opens_every_screen_by_name_and_shots_show_each():
    from scenes.router import SCREENS
    from scenes.shots import DEMOS

    assert set(DEMOS) == set(SCREENS)
    for name in SCREENS:
        made = make_app("1280x720", headless=True)
        build_scene(made, name, seed=3)
        assert made.top.name == name
        pygame.display.quit()


def test_a_sliver_window_keeps_the_minimum_layout(app):
    app.surface = pygame.display.set_mode((200, 40))
    app.resize((200, 40))
    assert app.size == (1024, 600)
    app.draw()  # no crash: the layout is clamped, the window shows its corner


# --- a whole race from the menu ------------------------------------------------------------------------


def test_a_person_plays_a_whole_race_from_the_menu_to_the_results(app):
    menu = app.top
    race_card = next(rect for rect, info in menu.cards if info.id == "race")
    click(app, race_card.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    setup.seats = [("Ana", "Person"), ("Vega", "Bot · easy"), ("Altair", "Bot · easy")] + [("Seat", "Empty seat")] * 3
    setup.resized()
    key(app, pygame.K_RETURN, "\r")
    play = app.top
    assert isinstance(play, PlayScene)
    assert [seat.name for seat in play.match.seats] == ["Ana", "Vega", "Altair"]
    decisions = rolls = 0
    for _ in range(20000):
        if isinstance(app.top, ResultsScene):
            break
        if play.human_turn() and play.wait == 0:
            key(app, pygame.K_a if decisions % 2 else pygame.K_l, "a" if decisions % 2 else "l")
            decisions += 1
        elif play.roller_waiting() is not None:
            key(app, pygame.K_SPACE, " ")
            rolls += 1
        frames(app, 1, 0.1)
    assert isinstance(app.top, ResultsScene), "the race never reached the results screen"
    assert play.match.actor == TERMINAL
    assert decisions > 0 and rolls > 0
    winner = play.match.state.result().winners[0]
    assert play.match.state.pos[winner] == 99
    assert len(play.log_lines) == len(play.match.record.actions)


def test_clicking_a_square_that_is_no_move_says_why(app):
    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=5)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    assert play.human_turn()  # everyone starts on hyperspace square 1
    far = play.board.square_rect(40).center
    click(app, far)
    assert app.toasts and "may only advance to 8" in app.toasts[-1].text
    assert match.state.pos == [1, 1]
    click(app, play.board.square_rect(8).center)
    assert match.state.pos[0] == 8


# --- undo and redo from the HUD ------------------------------------------------------------------------------


def hud(play, name):
    return next(button for button, key in play.buttons.items() if key == name)


def test_undo_and_redo_from_the_hud(app):
    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=9)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    advance = next(b for b, action in play.action_buttons.items() if action == "advance")
    press(app, advance)
    assert match.state.pos[0] == 8 and play.wait > 0
    press(app, hud(play, "undo"))
    assert match.state.pos[0] == 1 and match.record.actions == []
    assert play.log_lines == []
    key(app, pygame.K_y, "y", pygame.KMOD_CTRL)
    assert match.state.pos[0] == 8 and len(match.record.actions) == 1


def test_undo_refuses_across_the_dice_with_the_reason(app):
    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=9)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    key(app, pygame.K_l, "l")  # leave hyperspace: the die follows
    for _ in range(40):
        if match.actor == CHANCE:
            key(app, pygame.K_SPACE, " ")
        frames(app, 1, 0.2)
        if len(match.record.actions) >= 2:
            break
    actions = list(match.record.actions)
    key(app, pygame.K_z, "z", pygame.KMOD_CTRL)
    assert match.record.actions == actions
    assert "chance" in app.toasts[-1].text


# --- autosave and Continue ---------------------------------------------------------------------------------


def test_closing_mid_game_autosaves_and_continue_restores_the_exact_state(app):
    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=11)
    play = PlayScene(match)
    app.push(play)
    for _ in range(300):
        if play.human_turn() and play.wait == 0:
            key(app, pygame.K_a, "a")
        elif play.roller_waiting() is not None:
            key(app, pygame.K_SPACE, " ")
        frames(app, 1, 0.1)
        if len(match.record.actions) > 12:
            break
    expected = match.state.to_json()
    app.handle(pygame.event.Event(pygame.QUIT))
    assert not app.running
    pygame.display.quit()

    again = make_app("1280x720", headless=True)
    menu = again.top
    assert isinstance(menu, MenuScene) and menu.saved is not None
    resume = next(button for button, name in menu.buttons.items() if name == "continue")
    assert "Hyperspace Race" in resume.text
    press(again, resume)
    restored = again.top
    assert isinstance(restored, PlayScene)
    assert restored.match.state.to_json() == expected
    assert [s.name for s in restored.match.seats] == ["Ana", "Vega"]


def test_a_damaged_autosave_is_kept_aside_and_reported(star_table_home):
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "star-table-record", "version": 1, "game": "race", "seats": [', encoding="utf-8")
    made = make_app("1280x720", headless=True)
    assert not path.exists()
    kept = list(path.parent.glob("autosave.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8").endswith('"seats": [')
    assert made.toasts and "could not be read" in made.toasts[-1].text
    assert "continue" not in made.top.buttons.values()
    pygame.display.quit()


def test_saved_settings_come_back(app):
    app.settings.safe_palette = False
    app.settings.save()
    pygame.display.quit()
    again = make_app("1280x720", headless=True)
    assert again.settings.safe_palette is False
    pygame.display.quit()


# --- the curtain --------------------------------------------------------------------------------------------


@pytest.fixture
def tiny_board():
    with drawn_as_tiny("tiny_hands") as board:
        yield board


def test_the_curtain_hides_everything_until_the_next_person_looks(app, tiny_board):
    match = new_match("tiny_hands", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=4)
    play = PlayScene(match)
    app.push(play)
    frames(app, 10, 0.5)  # the deal, then Ana's turn
    assert match.actor == 0 and play.viewer == 0
    if isinstance(app.top, CurtainScene):
        key(app, pygame.K_SPACE, " ")
    frames(app, 1)
    ana_card = next(action for action in play.action_buttons.values())
    press(app, next(b for b, a in play.action_buttons.items() if a == ana_card))
    frames(app, 10, 0.5)
    assert match.actor == 1
    assert isinstance(app.top, CurtainScene) and app.top.seat == 1
    tiny_board.drawn.clear()
    frames(app, 3)
    assert tiny_board.drawn == [], "the table was drawn behind the curtain"
    assert not play.action_buttons
    key(app, pygame.K_SPACE, " ")
    frames(app, 1)
    assert play.viewer == 1 and tiny_board.drawn
    ben_view = tiny_board.drawn[-1]
    assert isinstance(ben_view["hands"][1], list) and isinstance(ben_view["hands"][0], int)
    assert all(not isinstance(view["hands"][0], list) for view in tiny_board.drawn)


def test_against_bots_there_is_no_curtain(app, tiny_board):
    match = new_match("tiny_hands", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=4)
    play = PlayScene(match)
    app.push(play)
    for _ in range(200):
        assert not isinstance(app.top, CurtainScene)
        if play.human_turn() and play.wait == 0:
            play.try_action(match.state.legal_actions()[0])
        frames(app, 1, 0.3)
        if match.actor == TERMINAL:
            break
    assert all(isinstance(view["hands"][1], int) for view in tiny_board.drawn)


def test_missing_asset_names_the_file(monkeypatch, tmp_path):
    from scenes import assets

    monkeypatch.setattr(assets, "asset_root", lambda: tmp_path)
    with pytest.raises(assets.AssetError, match="themes/theme.json"):
        make_app("1280x720", headless=True)
    pygame.display.quit()


# --- after the end: results, records, replays -------------------------------------------------------------


def finished_play(app, seed=21):
    from scenes.shots import demo_match

    match = demo_match("race", seed, to_end=True)
    play = PlayScene(match)
    app.push(play)
    frames(app, 2)
    assert isinstance(app.top, ResultsScene)
    return play


def choice(scene, name):
    return next(button for button, key in scene.choices.items() if key == name)


def test_results_show_ranks_and_rematch_keeps_the_seats(app):
    play = finished_play(app)
    results = app.top
    result = play.match.state.result()
    assert sorted(result.ranks)[0] == 1 and result.winners
    press(app, choice(results, "rematch"))
    again = app.top
    assert isinstance(again, PlayScene) and again is not play
    assert [s.name for s in again.match.seats] == [s.name for s in play.match.seats]
    assert again.match.record.actions == [] and again.match.seed != play.match.seed


def test_save_record_then_load_and_replay_it(app):
    from scenes.files import FilesScene
    from scenes.replay import ReplayScene

    play = finished_play(app)
    press(app, choice(app.top, "save"))
    assert "Saved to" in app.toasts[-1].text
    app.reset(MenuScene())
    replays = next(button for button, key in app.top.buttons.items() if key == "replays")
    press(app, replays)
    files = app.top
    assert isinstance(files, FilesScene) and files.saved
    saved = next(s for s in files.saved if s.path.parent.name == "records")
    files.open(saved)
    replay = app.top
    assert isinstance(replay, ReplayScene)
    assert replay.step == len(play.match.record.actions)
    key(app, pygame.K_HOME)
    assert replay.step == 0 and replay.view["pos"] == [1] * len(play.match.seats)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert replay.step == 2
    frames(app, 1)


def test_a_damaged_record_in_the_list_is_refused_with_its_problem(app):
    from game.saves.storage import records_dir
    from scenes.files import FilesScene

    folder = records_dir()
    folder.mkdir(parents=True)
    (folder / "broken.json").write_text("{not json", encoding="utf-8")
    app.push(FilesScene("load"))
    files = app.top
    broken = next(s for s in files.saved if s.path.name == "broken.json")
    files.open(broken)
    assert app.top is files and "Cannot open broken.json" in app.toasts[-1].text
    assert (folder / "broken.json").read_text(encoding="utf-8") == "{not json"


def test_hint_suggests_a_legal_move(app):
    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=2)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    ask_hint(app, play)
    assert play.hint_action in match.state.legal_actions()
    assert app.toasts[-1].text.startswith("Hint: Ana")


def test_rules_and_settings_open_from_the_game_and_close_with_esc(app):
    from scenes.rules_view import RulesScene

    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=2)
    play = PlayScene(match)
    app.push(play)
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and "Interpretations" in app.top.markdown
    key(app, pygame.K_ESCAPE)
    assert app.top is play
    key(app, pygame.K_ESCAPE)
    assert app.top.name == "pause"
    key(app, pygame.K_ESCAPE)
    assert app.top is play and play.root is not None


def test_setup_builds_every_option_kind_and_refuses_a_bad_number(app):
    from game.rules import get

    setup = SetupScene(get("hyperline"))
    app.push(setup)
    option, entry = setup.option_widgets["turn_limit"]
    assert entry.get_text() == "100"
    entry.set_text("900")
    seats, options, seed, problem = setup._read()
    assert seats is None and "Turn limit" in problem
    entry.set_text("30")
    seats, options, seed, problem = setup._read()
    assert problem == "" and options == {"turn_limit": 30, "seating": "opposite"}
    app.draw()


# --- the smoke run and the text view ----------------------------------------------------------
def test_smoke_run_passes_and_leaves_the_players_folders_alone(tmp_path, monkeypatch):
    import io

    from scenes.smoke import run_smoke

    monkeypatch.setenv("STAR_TABLE_HOME", str(tmp_path))
    out = io.StringIO()
    assert run_smoke(out) == 0, out.getvalue()
    text = out.getvalue()
    assert "moves by bots on its table" in text and "rules viewer opened" in text
    assert os.environ["STAR_TABLE_HOME"] == str(tmp_path)
    assert not any(tmp_path.iterdir())  # nothing written to the player's home


def test_smoke_run_fails_on_a_damaged_asset(tmp_path, monkeypatch):
    import io
    import shutil

    from scenes import assets
    from scenes.smoke import run_smoke

    copy = tmp_path / "assets"
    shutil.copytree(assets.asset_root(), copy)
    (copy / "sprites" / "die_3.png").write_bytes(b"not a png")
    monkeypatch.setattr(assets, "asset_root", lambda: copy)
    out = io.StringIO()
    assert run_smoke(out) == 1
    assert "die_3.png" in out.getvalue()


def test_text_view_keeps_words_styles_and_punctuation():
    from scenes import assets
    from scenes.textview import markdown_lines

    pygame.display.get_surface() or pygame.display.set_mode((64, 64))
    lines = markdown_lines("# Title\n\n- **Hyperpoints**: planets, *Nexxus*.\n\nplain words", 600)
    assert [(run.text, run.bold) for _, run in lines[0]] == [("Title", True)]
    item = next(line for line in lines if any(run.text == "Hyperpoints" for _, run in line))
    texts = [run.text for _, run in item]
    assert texts[0] == "•"
    at = texts.index("Hyperpoints")
    (x_word, word), (x_colon, colon) = item[at], item[at + 1]
    assert word.bold and not colon.bold and colon.text.startswith(": planets")
    assert x_colon == x_word + assets.font(word.size, True).size("Hyperpoints")[0]  # no space before the colon
    assert any(run.text == "Nexxus" and run.bold for _, run in item)


def test_text_view_scrolls_within_its_content():
    from scenes.textview import TextView, markdown_lines

    pygame.display.get_surface() or pygame.display.set_mode((64, 64))
    view = TextView(pygame.Rect(0, 0, 400, 200), markdown_lines("word " * 2000, 400))
    assert view.max_scroll > 0
    view.scroll_by(10**6)
    assert view.scroll == view.max_scroll
    view.scroll_by(-(10**6))
    assert view.scroll == 0
    assert len(view.visible()) < len(view.lines)  # only what shows is drawn


def test_a_restarted_app_opens_setup_with_the_table_last_started_there(app):
    """Seats and options chosen once are there again after a restart; a damaged memory falls back to the defaults."""
    from game.rules import get
    from game.saves.settings import Settings
    from scenes.app import make_app

    setup = SetupScene(get("hyperline"))
    app.push(setup)
    setup.seats = [("Ana", "Person"), ("Vega", "Bot · easy"), ("Altair", "Empty seat"), ("Deneb", "Empty seat")]
    setup.resized()
    setup.option_widgets["turn_limit"][1].set_text("40")
    setup.start_game()
    assert isinstance(app.top, PlayScene)

    again = make_app("1280x720", headless=True)  # the next day: settings read from the file
    fresh = SetupScene(get("hyperline"))
    again.push(fresh)
    assert fresh.seats[:2] == [("Ana", "Person"), ("Vega", "Bot · easy")]
    assert fresh.option_widgets["turn_limit"][1].get_text() == "40"
    other = SetupScene(get("race"))  # another game keeps its own defaults
    again.push(other)
    assert other.seats[1][1] == "Bot · normal"

    settings, _ = Settings.load()
    settings.tables = {"hyperline": {"seats": [["Ana", "Wizard"]], "options": {"turn_limit": "lots"}}}
    settings.save()
    damaged = make_app("1280x720", headless=True)
    kept = SetupScene(get("hyperline"))
    damaged.push(kept)
    assert kept.seats[0] == ("Player 1", "Person") and kept.options["turn_limit"] == 100


def test_a_click_on_the_replay_bar_goes_to_that_point_of_the_game(app):
    from game.engine import Match, SeatInfo
    from game.rules import CHANCE
    from scenes.replay import ReplayScene

    match = Match("race", [SeatInfo("Ana"), SeatInfo("Ben")], seed=5)
    for _ in range(40):
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])
    replay = ReplayScene(match.record)
    app.push(replay)
    frames(app, 2)
    key(app, pygame.K_HOME)
    bar = replay.scrub.rect
    left, right = replay.scrub.left_button.rect.right, replay.scrub.right_button.rect.left
    click(app, (left + (right - left) * 3 // 4, bar.centery))
    frames(app, 2)
    assert replay.step == 30 and replay.scrub.get_current_value() == 30
    click(app, replay.scrub.sliding_button.rect.center)  # the handle itself is dragged, not jumped to
    frames(app, 2)
    assert replay.step == 30


def test_a_long_results_headline_stays_inside_its_box(app):
    from scenes import palette

    finished_play(app)
    results = app.top
    results.summary = {**results.summary, "headline": "Altair researched the secrets of Nexxus in round 29!"}
    results.clock = 10.0  # the sparks are over
    app.draw()
    box, surface = results.box, app.surface
    spill = [
        (x, y)
        for y in range(box.y + 20, box.y + 70, 2)
        for x in [
            *range(max(0, box.x - 40), box.x - 1),
            *range(box.right + 1, min(surface.get_width(), box.right + 40)),
        ]
        if surface.get_at((x, y))[:3] == palette.ACCENT[:3]
    ]
    assert not spill, f"the headline is drawn outside the results box at {spill[:3]}"


def test_a_replay_lists_what_a_move_did_by_itself_as_the_game_did(app):
    """Hyperline's move log tells, under a move, what nobody chose (shields recharging at the end of a turn):
    watching the game again tells it too, on a line of its own under that move."""
    import random

    from game.engine import Match
    from scenes import common
    from scenes.replay import ReplayScene

    match = Match("hyperline", [SeatInfo("Ana"), SeatInfo("Ben")], seed=3)
    rng = random.Random(3)
    for _ in range(3000):
        events = match.roll() if match.actor == CHANCE else match.apply(rng.choice(match.state.legal_actions()))
        if any(event["type"] == "recharge" and event.get("why") is None for event in events):
            break
    replay = ReplayScene(match.record)
    app.push(replay)
    frames(app, 1)
    step = len(replay.lines)  # the replay's moves: the two home planets drawn at the start are one
    assert replay.ends[-1] == len(match.record.actions)
    said = replay.lines[step - 1].split("\n")
    assert len(said) > 1 and "recharge" in said[-1] and "(end of turn, away from Nexxus)" in said[-1], said
    rows = replay.wrapped[step - 1]
    tail = common.wrap(said[-1], 18, replay.side.width - 24 - 22)  # wrapped alone: its own rows, not run on
    assert rows[0].startswith(f"{step}. ") and rows[-len(tail) :] == tail, rows


def test_a_hint_toast_goes_once_its_decision_is_made(app):
    """A hint left on screen after its move was made talked about a decision nobody was asked any more."""
    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=2)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    ask_hint(app, play)
    assert [t.text for t in app.toasts if t.text.startswith("Hint:")]
    assert not [t for t in app.toasts if t.text.startswith("Thinking")]  # the answer replaces "thinking"
    play.try_action(play.hint_action)
    frames(app, 1, 0.02)
    assert not [t for t in app.toasts if t.text.startswith("Hint:")]


def test_esc_on_the_menu_quits_as_its_footer_says(app):
    """A playtester pressed Esc on the menu, whose footer says "Esc quits", and nothing happened."""
    assert app.stack[-1].name == "menu" and app.running
    key(app, pygame.K_ESCAPE)
    frames(app, 1)
    assert not app.running


def test_a_finished_game_continued_again_is_kept_in_replays_once(app):
    """Each "Continue: ..., results" of a finished game wrote one more copy to the records folder (a playtester found
    one Galaxy Express game six times): a record read back from a file holds its chance draws as tuples."""
    from game.rules import CHANCE, TERMINAL
    from game.saves import library
    from game.saves.storage import autosave_path, records_dir
    from scenes.results import keep_finished

    match = new_match("galaxy_express", [SeatInfo("Pilot")], seed=3)
    while match.actor != TERMINAL:
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])
    match.enable_autosave()
    first, _ = keep_finished(match.record)
    for _ in range(2):
        continued = library.read(autosave_path()).record
        assert keep_finished(continued) == (first, None)
    assert len(list(records_dir().glob("*.json"))) == 1


def test_messages_stand_clear_of_the_menu_and_results_buttons(app):
    """A playtester's damaged-settings message hid the menu's buttons, and a message sat over the results card's."""
    from game.rules import CHANCE, TERMINAL

    app.toast("The settings file could not be read; it was kept as settings.json.damaged and defaults are used.")
    app.toast("A second message, to stack above the first.")
    covered = [
        toast.text for toast, box, _ in app.toast_boxes(app.size) for b in app.top.buttons if box.colliderect(b.rect)
    ]
    assert app.top.name == "menu" and not covered
    match = new_match("race", [SeatInfo("Ana"), SeatInfo("Ben")], seed=4)
    while match.actor != TERMINAL:
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])
    play = PlayScene(match)
    app.push(play)
    app.push("results", play=play)
    app.toast("Saved to a records folder with a long name (it is in Replays)")
    boxes = [box for _, box, _ in app.toast_boxes(app.size)]
    assert not any(box.colliderect(app.top.box) for box in boxes)
