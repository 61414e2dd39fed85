"""The window at any size and the keyboard everywhere: what issue 21's "Everywhere" list found."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from game.engine import SeatInfo
from game.rules import CHANCE, TERMINAL
from scenes import assets, palette
from scenes.app import MIN_SIZE, make_app
from scenes.menu import MenuScene
from scenes.play import PlayScene, new_match
from scenes.results import GRACE, ResultsScene
from scenes.setup import SetupScene
from tests.tiny_board import drawn_as_tiny
from tests.ui import ask_hint, click, frames, key, press


def window_point(app, pos):
    """Where a layout position shows in the window (scaled and centred)."""
    return (app.offset[0] + (pos[0] + 0.5) * app.factor, app.offset[1] + (pos[1] + 0.5) * app.factor)


# --- sizes ------------------------------------------------------------------------------------------


def test_a_window_below_the_minimum_shows_the_whole_minimum_layout_and_its_buttons_work(app):
    app.surface = pygame.display.set_mode((420, 300))
    app.resize()
    assert app.size == MIN_SIZE
    app.draw()
    quit_button = next(b for b, k in app.top.buttons.items() if k == "quit")
    corner = window_point(app, quit_button.rect.bottomright)
    assert 0 < corner[0] <= 420 and 0 < corner[1] <= 300, "the last button is cut off"
    click(app, window_point(app, quit_button.rect.center))
    for event in pygame.event.get():
        app.handle(event)
    assert not app.running


def test_at_4k_text_and_buttons_are_twice_as_large_and_clicks_land(star_table_home):
    app = make_app("3840x2160", headless=True)
    assert app.size == (1920, 1080)
    app.draw()
    menu = app.top
    rect, info = menu.cards[0]
    inside = (rect.x + 40, rect.y + 40)
    assert app.surface.get_at((inside[0] * 2, inside[1] * 2)) == app.canvas.get_at(inside)
    click(app, window_point(app, rect.center))
    assert isinstance(app.top, SetupScene) and app.top.info.id == info.id
    pygame.display.quit()


def test_the_ui_scale_setting_is_kept_and_a_percentage_overrides_auto(star_table_home):
    app = make_app("2560x1440", headless=True)
    assert app.size == (2560, 1440)
    app.open("settings")
    scene = app.top
    offered = [text for text, _ in scene.scale_menu.options_list]
    assert offered == ["auto", "100%", "200%", "300%"]  # only whole scales: a fraction blurs every letter
    app.handle(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=scene.scale_menu, text="200%"))
    assert app.size == (1280, 720) and app.top.root is not None and app.factor == 2.0
    pygame.display.quit()
    again = make_app("3840x2160", headless=True)
    assert again.settings.ui_scale == "200%" and again.size == (1920, 1080)
    pygame.display.quit()


def test_an_open_drop_down_hides_the_slider_beneath_it(app):
    app.open("settings")
    scene = app.top
    click(app, scene.speed_menu.rect.center)
    frames(app, 2)
    listing = scene.speed_menu.current_state.options_selection_list
    slider = next(s for s, k in scene.sliders.items() if k == "music_volume")
    under = listing.rect.clip(slider.rect)
    assert under.width > 10, "the open list should cover part of the music slider"
    spot = (under.right - 4, under.centery)
    assert app.surface.get_at(spot)[:3] == listing.background_colour[:3]


# --- text inside its frame ---------------------------------------------------------------------------


def test_the_pause_note_sits_below_the_last_button(app):
    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=2)
    app.push(PlayScene(match))
    key(app, pygame.K_ESCAPE)
    pause = app.top
    note_h = assets.text("Every move is autosaved.", 20).get_height()
    last = max(button.rect.bottom for button in pause.choices)
    assert pause.note_bottom[1] - note_h >= last + 8


def test_the_continue_button_holds_its_words_with_room(app):
    match = new_match("expressway42", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=2)
    while len(match.record.actions) < 4:
        match.roll() if match.actor < 0 else match.apply(match.state.legal_actions()[0])
    for size in ((1280, 720), (1024, 600)):  # at 1024x600 it was cut to "...Expressway, mo" (all shrank alike)
        app.surface = pygame.display.set_mode(size)
        app.resize()
        app.reset("menu")
        button = next(b for b, k in app.top.buttons.items() if k == "continue")
        assert "42: Hyperspace Expressway" in button.text
        assert button.rect.width - assets.widget_font(18, bold=True).size(button.text)[0] >= 40, size
        others = [b for b, k in app.top.buttons.items() if k != "continue"]
        assert all(b.rect.width >= assets.widget_font(16).size(b.text)[0] + 16 for b in others), size
        assert max(b.rect.right for b in app.top.buttons) <= app.size[0] - 10, size


# --- the results --------------------------------------------------------------------------------------


def finished(app):
    from scenes.shots import demo_match

    play = PlayScene(demo_match("race", 21, to_end=True))
    app.push(play)
    frames(app, 2)
    assert isinstance(app.top, ResultsScene)
    return play


def test_keys_right_after_the_results_do_nothing_and_enter_never_starts_a_rematch(app):
    play = finished(app)
    results = app.top
    key(app, pygame.K_SPACE, " ")
    key(app, pygame.K_RETURN, "\r")
    assert app.top is results, "a key held from the last move chose for the player"
    frames(app, int(GRACE / 0.05) + 2)
    assert "#primary_button" not in {b.object_ids[-1] for b, k in results.choices.items() if k == "rematch"}
    key(app, pygame.K_RETURN, "\r")
    assert isinstance(app.top, MenuScene)
    assert not any(isinstance(scene, PlayScene) and scene is not play for scene in app.stack)


def test_the_results_choices_are_reached_with_the_arrows(app):
    finished(app)
    results = app.top
    frames(app, int(GRACE / 0.05) + 2)
    key(app, pygame.K_LEFT)
    assert results.ring == "replay"
    key(app, pygame.K_RETURN, "\r")
    assert app.top.name == "replay"


# --- the menu and setup by keyboard -------------------------------------------------------------------


def test_f1_on_the_menu_opens_the_focused_games_rules_even_without_a_table(app, monkeypatch):
    import scenes.menu

    monkeypatch.setattr(scenes.menu, "has_board", lambda game: game != "hyperline")  # a table still being built
    menu = app.top
    target = next(i for i, (_, info) in enumerate(menu.cards) if info.id == "hyperline")
    for _ in range(target):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_F1)
    assert app.top.name == "rules" and app.top.info.id == "hyperline"


def test_the_menu_keeps_its_focus_after_setup_and_after_a_game(app):
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    chosen = app.top.cards[2][1]
    key(app, pygame.K_RETURN, "\r")
    assert isinstance(app.top, SetupScene) and app.top.info.id == chosen.id
    key(app, pygame.K_ESCAPE)
    assert app.top.cards[app.top.focus][1].id == chosen.id
    app.reset("menu")  # back from a game: a new menu
    assert app.top.cards[app.top.focus][1].id == chosen.id


def test_setup_shows_where_the_keyboard_is_and_every_widget_is_reachable(app):
    app.open("setup", game="race")
    setup = app.top
    assert setup.focus is setup.start
    key(app, pygame.K_TAB, "\t")
    assert setup.focus is setup.name_boxes[0] and setup.name_boxes[0].is_focused
    key(app, pygame.K_TAB, "\t")
    assert setup.focus is setup.kind_menus[0]
    key(app, pygame.K_TAB, "\t", mod=pygame.KMOD_LSHIFT)
    assert setup.focus is setup.name_boxes[0], "Shift+Tab goes back"
    key(app, pygame.K_TAB, "\t")
    key(app, pygame.K_DOWN)
    assert setup.focus is setup.kind_menus[1]
    key(app, pygame.K_RIGHT)
    assert setup.seats[1][1] == "Bot · hard"
    frames(app, 1)
    ring = setup.focus.rect.inflate(6, 6)
    assert app.surface.get_at((ring.centerx, ring.top + 1))[:3] == palette.ACCENT, "no ring where the keyboard is"
    key(app, pygame.K_F1)
    assert app.top.name == "rules" and app.top.info.id == "race"
    key(app, pygame.K_ESCAPE)
    assert app.top is setup and setup.focus is setup.kind_menus[1]
    for _ in range(len(setup.order) - 1 - setup.order.index(setup.kind_menus[1])):
        key(app, pygame.K_TAB, "\t")
    assert setup.focus is setup.start
    key(app, pygame.K_LEFT)
    assert setup.focus is setup.back and app.top is setup, "Left on Start goes to Back beside it (it starts nothing)"
    key(app, pygame.K_RIGHT)
    assert setup.focus is setup.start and app.top is setup, "Right on Back goes on to Start (it leaves nothing)"
    key(app, pygame.K_RETURN, "\r")
    assert isinstance(app.top, PlayScene) and app.top.match.seats[1].level == "hard"


# --- Enter at the table -------------------------------------------------------------------------------


def test_enter_takes_the_hint_shown(app):
    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=2)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    ask_hint(app, play)
    hinted = play.hint_action
    before = len(match.record.actions)
    key(app, pygame.K_RETURN, "\r")
    assert match.record.actions[before].action == hinted


@pytest.fixture
def tiny_board():
    with drawn_as_tiny("tiny_hands") as board:
        yield board


def test_enter_takes_the_only_choice_offered(app, tiny_board, monkeypatch):
    from tests.tiny_board import TinyBoard

    monkeypatch.setattr(TinyBoard, "buttons", lambda self, view, legal: [("Play it", legal[-1], "")])
    match = new_match("tiny_hands", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=2)
    play = PlayScene(match)
    app.push(play)
    for _ in range(40):
        frames(app, 1)
        if play.human_turn() and play.wait == 0 and app.top is play:
            break
    assert play.human_turn()
    legal = match.state.legal_actions()
    before = len(match.record.actions)
    key(app, pygame.K_RETURN, "\r")
    assert match.record.actions[before].action == legal[-1]


def test_f11_held_while_the_new_window_opens_toggles_once(app):
    def f11(kind):
        app.handle(pygame.event.Event(kind, key=pygame.K_F11, unicode="", mod=0, scancode=0))

    f11(pygame.KEYDOWN)
    assert app.settings.fullscreen is True
    f11(pygame.KEYDOWN)  # the new window reads the keyboard again and finds F11 still down
    assert app.settings.fullscreen is True, "full screen toggled back (and on, and off...)"
    f11(pygame.KEYUP)
    f11(pygame.KEYDOWN)
    assert app.settings.fullscreen is False


def test_full_screen_comes_back_after_a_restart_also_with_a_size_on_the_command_line(monkeypatch):
    """F11 is kept; `play --size` sets the window it leaves to, and neither is written by another save."""
    import scenes.app
    from game.saves.settings import Settings

    settings, _ = Settings.load()
    settings.fullscreen = True
    settings.save()
    opened = []

    def open_window(settings):
        opened.append(settings.fullscreen)
        return pygame.display.set_mode((1280, 720))

    monkeypatch.setattr(scenes.app, "open_window", open_window)
    made = make_app("1600x900")  # the window, not a picture
    assert opened == [True], "the remembered full screen was dropped"
    assert made.settings.window_size == "1600x900"
    made.settings.music_volume = 0.2  # any later save keeps the file's full screen and size
    made.settings.save()
    pygame.display.quit()
    again, problem = Settings.load()
    assert problem is None and again.fullscreen is True and again.window_size == "1280x720"
    assert again.music_volume == 0.2


def test_a_first_run_with_a_size_on_the_command_line_keeps_the_usual_size_in_the_new_settings():
    from game.saves.settings import Settings

    made = make_app("1920x1080", headless=True)  # no settings file yet
    made.settings.music_volume = 0.25
    assert made.settings.save() is None
    pygame.display.quit()
    kept, _ = Settings.load()
    assert kept.window_size == Settings().window_size and kept.music_volume == 0.25


def test_a_display_without_full_screen_opens_a_window_and_the_setting_stays(monkeypatch):
    import scenes.app
    from game.saves.settings import Settings

    pygame.display.init()
    settings, _ = Settings.load()
    settings.fullscreen = True
    settings.save()
    real = pygame.display.set_mode

    def set_mode(size, flags=0):
        if flags & pygame.FULLSCREEN:
            raise pygame.error("no full screen here")
        return real(size, flags)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    surface = scenes.app.open_window(settings)
    assert surface.get_size() == (1280, 720) and settings.fullscreen is False
    settings.music_volume = 0.3
    settings.save()
    pygame.display.quit()
    assert Settings.load()[0].fullscreen is True  # the next start tries full screen again


def test_the_window_f11_leaves_to_keeps_the_minimum_size(monkeypatch):
    """After F11 and back, the new window could be dragged to a sliver: the minimum was asked of the first only."""
    import scenes.app
    from game.saves.settings import Settings

    asked = []
    monkeypatch.setattr(scenes.app, "_set_minimum_size", lambda: asked.append(True))
    pygame.display.init()
    settings, _ = Settings.load()
    scenes.app.open_window(settings)  # the first window
    settings.fullscreen = True
    scenes.app.open_window(settings)
    settings.fullscreen = False
    scenes.app.open_window(settings)  # F11 again: a new window
    pygame.display.quit()
    assert len(asked) == 2, "a window opened without asking for the minimum size"


def test_setup_sits_in_the_middle_of_a_tall_window_for_every_game():
    """At 1920x1080 the block (title, panel, keys line) is centred, not in the top 40 %."""
    from game.rules import get
    from scenes.boards import has_board

    made = make_app("1920x1080", headless=True)
    for game in ("race", "galaxy_express", "expressway42", "all_in_all", "hyperline"):
        assert has_board(game)
        setup = SetupScene(get(game))
        made.push(setup)
        made.draw()
        top, bottom = setup.panel_rect.top - 60, setup.panel_rect.bottom + 30  # the title is 60 above the panel
        assert abs((top + bottom) / 2 - 540) <= 40, f"{game}'s setup is off centre: {top}..{bottom}"
        assert setup.start.rect.bottom <= setup.panel_rect.bottom and setup.start.rect.top > 540
        made.pop()
    pygame.display.quit()


def test_h_at_your_own_die_says_to_roll_it_not_that_it_is_somebody_elses_turn(app):
    """Playtest: H pressed at a person's own draw said "A hint is for your own turn" on their own turn."""
    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=11)
    play = PlayScene(match)
    app.push(play)
    for _ in range(300):
        if play.roller_waiting() == 0:
            break
        if play.human_turn() and play.wait == 0:
            key(app, pygame.K_a, "a")
        frames(app, 1, 0.1)
    assert play.roller_waiting() == 0
    key(app, pygame.K_h, "h")
    said = app.toasts[-1].text
    assert "Roll the die first" in said and "your own turn" not in said, said


def test_the_focused_card_is_ringed_even_when_its_table_is_still_being_built(app, monkeypatch):
    import scenes.menu

    monkeypatch.setattr(scenes.menu, "has_board", lambda game: game != "hyperline")
    menu = app.top
    target = next(i for i, (_, info) in enumerate(menu.cards) if info.id == "hyperline")
    rect = menu.cards[target][0]
    app.draw()
    before = app.surface.get_at((rect.centerx, rect.top - 5))
    for _ in range(target):
        key(app, pygame.K_RIGHT)
    app.draw()
    assert app.surface.get_at((rect.centerx, rect.top - 5)) != before, "a press seemed lost: no ring on the card"


def test_the_pause_choices_are_reached_with_the_arrows(app):
    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=2)
    play = PlayScene(match)
    app.push(play)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN, "\r")
    assert app.top is play, "Enter on the pause box resumes"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN, "\r")
    assert app.top.name == "rules"


def test_a_finished_game_is_kept_in_replays_once(app, monkeypatch):
    from game.saves import library
    from game.saves.library import list_records
    from game.saves.storage import records_dir

    written = []
    real = library.save_record  # the session keeps a finished game, and saves a record, through the library
    monkeypatch.setattr(library, "save_record", lambda record: written.append(record) or real(record))
    play = finished(app)
    records = [saved for saved in list_records() if saved.path.parent == records_dir()]
    assert len(records) == 1 and records[0].finished
    assert records[0].record.actions == play.match.record.actions
    app.reset("menu")
    finished(app)  # the same game's results again (as Continue shows them)
    frames(app, int(GRACE / 0.05) + 2)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN, "\r")  # Save record: already kept
    assert len([saved for saved in list_records() if saved.path.parent == records_dir()]) == 1
    assert len(written) == 1, "the same finished game was written twice"
    assert "it is in Replays" in app.toasts[-1].text


def test_after_the_window_changes_it_is_painted_for_a_while_not_once(app, monkeypatch):
    import scenes.app as app_module

    frames(app, 1)  # the window's first events (shown: painted a moment)
    now = [app_module.time.monotonic() + 1000]
    monkeypatch.setattr(app_module.time, "monotonic", lambda: now[0])
    assert not app.busy
    app.resize()  # F11 or a new size: the desktop shows the new window when it likes
    now[0] += app_module.REPAINT_SECONDS / 2
    assert app.busy, "the loop would go idle before the new window was shown"
    now[0] += app_module.REPAINT_SECONDS
    assert not app.busy


def test_starting_a_new_game_says_where_the_game_continue_had_went(app):
    old = new_match("expressway42", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=2)
    while len(old.record.actions) < 4:
        old.roll() if old.actor < 0 else old.apply(old.state.legal_actions()[0])
    app.open("setup", game="race")
    setup = app.top
    assert setup.replacing is not None and setup.replacing.record.game == "expressway42"
    key(app, pygame.K_RETURN, "\r")
    assert isinstance(app.top, PlayScene)
    told = app.toasts[-1].text
    assert "42: Hyperspace Expressway game (move 4) was kept" in told and "Load a record" in told


def test_continuing_the_same_game_keeps_nothing_and_says_nothing(app):
    old = new_match("expressway42", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=2)
    old.apply(old.state.legal_actions()[0]) if old.actor >= 0 else old.roll()
    app.reset("menu")
    press(app, next(b for b, k in app.top.buttons.items() if k == "continue"))
    assert isinstance(app.top, PlayScene)
    assert not any("was kept" in toast.text for toast in app.toasts)


def test_down_takes_the_menus_ring_to_continue_and_the_other_buttons(app):
    from tests.test_saves_library import race_in_progress

    race_in_progress(seed=41, moves=5).enable_autosave()
    app.reset("menu")
    menu = app.top
    assert "continue" in menu.buttons.values()
    key(app, pygame.K_DOWN)
    assert menu.on_buttons == "continue"
    app.draw()
    key(app, pygame.K_RIGHT)
    assert menu.on_buttons == "load"
    key(app, pygame.K_UP)  # back to the cards, where it was
    assert menu.on_buttons is None
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN, "\r")
    assert app.top.name == "play" and app.top.match.record.game == "race"


@pytest.mark.parametrize("screen", ["setup", "settings"])
def test_esc_closes_an_open_drop_down_before_it_leaves_the_screen(app, screen):
    app.open(screen, **({"game": "race"} if screen == "setup" else {}))
    scene = app.top
    menu = scene.kind_menus[2] if screen == "setup" else scene.speed_menu
    click(app, menu.rect.center)
    frames(app, 2)
    assert menu.current_state is menu.menu_states["expanded"]
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert app.top is scene, "Esc left the screen (and its choices) instead of closing the list"
    assert menu.current_state is menu.menu_states["closed"]
    key(app, pygame.K_ESCAPE)
    assert app.top is not scene


def test_settings_ticks_its_boxes_as_setup_does(app):
    from scenes.tick_box import TickBox  # the one tick mark (issue 34)

    app.open("settings")
    assert all(isinstance(box, TickBox) for box in app.top.checks)


@pytest.mark.parametrize(
    "window, layout",
    [((2560, 1440), (2560, 1440)), ((3841, 2161), (1920, 1080)), ((3200, 1800), (1600, 900)), ((1920, 1080), None)],
)
def test_auto_ui_scale_is_a_whole_number_so_text_stays_crisp(star_table_home, window, layout):
    """A fractional factor smooths every letter (blurred) and costs milliseconds a frame; a whole one doubles
    pixels or shows the window itself."""
    app = make_app(f"{window[0]}x{window[1]}", headless=True)
    assert app.factor == int(app.factor)
    if layout is None or layout == window:
        assert app.canvas is app.surface  # drawn straight into the window: nothing to scale
    else:
        assert app.size == layout
    app.draw()
    rect, _info = app.top.cards[0]
    inside = (rect.x + 40, rect.y + 40)
    shown = (app.offset[0] + inside[0] * int(app.factor), app.offset[1] + inside[1] * int(app.factor))
    assert app.surface.get_at(shown) == app.canvas.get_at(inside)
    pygame.display.quit()


def test_setup_takes_as_long_a_name_as_a_record_keeps(app, monkeypatch):
    import scenes.setup
    from game.saves.records import NAME_LIMIT

    monkeypatch.setattr(scenes.setup, "NAME_LIMIT", NAME_LIMIT)  # present, and the one the records use
    app.open("setup", game="race")
    assert [box.length_limit for box in app.top.name_boxes] == [NAME_LIMIT] * len(app.top.name_boxes)


def test_a_window_resized_before_its_event_arrives_is_followed_not_a_crash(star_table_home):
    app = make_app("3840x2160", headless=True)
    app.draw()
    pygame.display.set_mode((3840, 2100))  # a window manager fits the window: the surface shrinks at once
    frames(app, 1)
    assert app.window == (3840, 2100) and app.size == (1920, 1050)
    pygame.display.quit()


def test_space_pressed_on_after_the_last_roll_never_leaves_the_results(app):
    finished(app)
    results = app.top
    for _ in range(int(3 * GRACE / 0.05)):  # a person still hammering Space, the roll key, for three seconds
        key(app, pygame.K_SPACE, " ")
        frames(app, 1)
    assert app.top is results, "Space took the player away from the results unread"
    key(app, pygame.K_RETURN, "\r")
    assert isinstance(app.top, MenuScene)


@pytest.mark.parametrize("overlay", ["pause", "results"])
def test_a_window_shrunk_behind_an_overlay_draws_the_covered_table_at_the_new_size(app, overlay):
    """A playtester shrank the window with the Paused menu (or the results card) open: the table beneath kept its
    old layout and the app closed on "subsurface rectangle outside surface area"."""
    match = new_match("race", [SeatInfo("Ana"), SeatInfo("Ben")], seed=4)
    while match.actor != TERMINAL and (overlay == "results" or len(match.record.actions) < 6):
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])
    play = PlayScene(match)
    app.push(play)
    app.draw()
    if overlay == "pause":
        key(app, pygame.K_ESCAPE)
    else:
        app.push("results", play=play)
    assert app.top.overlay and app.top.name == overlay
    app.draw()
    logged = play.frame.log_view.content_height
    app.surface = pygame.display.set_mode((1000, 580))
    app.resize()
    app.draw()  # no crash
    assert play.board.rect.bottom <= app.size[1] and play.board.rect.right <= app.size[0]
    assert play.frame.log_view.content_height == logged > 100, "the log beneath went blank"
    app.pop()
    app.draw()
    assert app.top is play


def test_the_minimum_size_is_asked_without_a_deprecation_warning():
    """pygame-ce 2.5 warned on every window the app opened (and on every F11); the minimum must still hold."""
    import warnings

    import scenes.app
    from scenes.app import MIN_SIZE

    pygame.display.init()
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        scenes.app._set_minimum_size()
        window = scenes.app._display_window()
    size = tuple(window.minimum_size)
    pygame.display.quit()
    assert size == tuple(MIN_SIZE)


def test_setups_keyboard_ring_follows_a_click_on_a_drop_down(app):
    """The ring stayed on Start while a person opened a seat's list with the mouse: the arrows then changed
    something other than what they had just touched."""
    app.open("setup", game="race")
    setup = app.top
    menu = setup.kind_menus[1]
    assert setup.focus is setup.start
    press(app, menu)  # opens its list
    frames(app, 2)
    assert setup.focus is menu, "the ring stayed where it was"
    assert menu.current_state is menu.menu_states["expanded"], "following the click closed the list"
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    key(app, pygame.K_RIGHT)
    assert setup.seats[1][1] == "Bot · hard", setup.seats
    checkbox = setup.option_widgets["per_square_battles"][1]  # a box ticked by the mouse takes the ring too
    press(app, checkbox)
    assert setup.focus is checkbox


def test_a_window_shrunk_in_settings_opened_from_pause_draws_the_table_at_the_new_size_on_return(app):
    """A lesson's playtester opened Settings from the Paused menu, chose a smaller window and pressed Done: the
    table beneath Pause had not been laid out again (Settings covered it whole) and the app closed on
    "subsurface rectangle outside surface area"."""
    match = new_match("race", [SeatInfo("Ana"), SeatInfo("Ben")], seed=4)
    while len(match.record.actions) < 6:
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])
    play = PlayScene(match)
    app.push(play)
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert app.top.name == "pause"
    app.push("settings")
    app.draw()
    app.surface = pygame.display.set_mode((1000, 580))
    app.resize()
    app.draw()
    app.pop()  # Done: back to Pause, the table drawn beneath it
    app.draw()  # no crash
    assert play.board.rect.bottom <= app.size[1] and play.board.rect.right <= app.size[0]
