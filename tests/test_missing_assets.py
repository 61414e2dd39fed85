"""A file of the app (a map, a picture, a rules text) missing or damaged: the window says so and keeps the game."""

import pygame
import pytest

from game.saves.records import load
from game.saves.storage import autosave_path
from scenes import app as app_module
from scenes import assets
from scenes.app import loop, make_app
from scenes.shots import demo_match


def _no_race_map(monkeypatch):
    real = assets.tiled_map

    def tiled_map(relative):
        if relative == "maps/race.tmx":
            raise assets.AssetError(f"missing asset: {assets.asset_root() / relative} (reinstall Star Table)")
        return real(relative)

    monkeypatch.setattr(assets, "tiled_map", tiled_map)


def _keys(*codes):
    for code in codes:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, unicode="", mod=0, scancode=0))


def test_a_game_whose_map_is_missing_goes_back_to_the_menu_with_the_reason(monkeypatch):
    autosave = autosave_path()
    autosave.parent.mkdir(parents=True)
    autosave.write_text(demo_match("race", seed=4, after=12).record.dumps())
    kept = load(autosave)
    _no_race_map(monkeypatch)
    app = make_app("1280x720", headless=True)
    try:
        _keys(pygame.K_DOWN, pygame.K_RETURN)  # Continue
        for _ in range(100):  # the loop as the window runs it, until the refusal shows (slow under load)
            loop(app, seconds=0.2)
            if app.toasts:
                break
        assert app.running and app.top.name == "menu"  # the window stayed open
        said = " ".join(toast.text for toast in app.toasts)
        assert "race.tmx" in said and "Continue" in said
        again = load(autosave)  # the game is still there to continue
        assert (again.game, again.seed, again.actions) == (kept.game, kept.seed, kept.actions)
        assert "continue" in app.top.buttons.values()
    finally:
        pygame.display.quit()


def test_a_menu_that_cannot_be_drawn_closes_with_a_message_box(monkeypatch):
    told = []
    monkeypatch.setattr(app_module, "show_message", lambda title, message: told.append(message))

    def broken(self, surface):
        raise assets.AssetError("damaged asset: /somewhere/assets/sprites/background.png (not a PNG)")

    monkeypatch.setattr("scenes.menu.MenuScene.draw", broken)
    monkeypatch.setattr(pygame, "quit", pygame.display.quit)  # the fonts other tests cached stay usable
    assert app_module.run("1280x720") == 2
    assert len(told) == 1 and "background.png" in told[0] and "Star Table" in told[0]


def test_the_screenshot_command_names_a_missing_asset_without_a_traceback(monkeypatch, tmp_path, capsys):
    from game.cli import main

    _no_race_map(monkeypatch)
    assert main(["screenshot", "race", "--out", str(tmp_path / "race.png")]) == 2
    assert "race.tmx" in capsys.readouterr().err
    assert not (tmp_path / "race.png").exists()


@pytest.mark.parametrize("frozen", [False, True])
def test_a_missing_asset_says_how_to_get_it_back(monkeypatch, frozen):
    if frozen:
        monkeypatch.setattr("sys._MEIPASS", "/nowhere", raising=False)
    with pytest.raises(assets.AssetError) as caught:
        assets.asset_path("maps/no_such_map.tmx")
    words = str(caught.value)
    assert "no_such_map.tmx" in words and "reinstall Star Table" in words
    assert ("make_assets" in words) is not frozen  # a player of the app has no tools/ folder


def test_a_damaged_theme_stops_the_start_with_its_name(monkeypatch, tmp_path):
    """pygame_gui only warns about a theme it cannot parse and draws plain grey widgets: say it instead."""
    real = assets.asset_root() / "themes" / "theme.json"
    (tmp_path / "themes").mkdir()
    (tmp_path / "themes" / "theme.json").write_bytes(real.read_bytes()[:500])
    monkeypatch.setattr(assets, "asset_root", lambda: tmp_path)
    with pytest.raises(assets.AssetError, match="damaged asset: .*theme.json .*reinstall Star Table"):
        make_app("1280x720", headless=True)
    pygame.display.quit()


def test_full_screen_that_cannot_be_remembered_says_so(star_table_home):
    """F11 writes the setting: a config folder that cannot take it is reported, as in Settings."""
    app = make_app("1280x720", headless=True)
    try:
        star_table_home.mkdir(exist_ok=True)
        (star_table_home / "config").write_text("a file\n")
        app.toggle_fullscreen()
        assert any("could not be saved" in toast.text and "config" in toast.text for toast in app.toasts)
    finally:
        pygame.display.quit()


def test_without_a_display_the_window_says_so_instead_of_running_unseen(monkeypatch):
    """With no display SDL falls back to its offscreen driver: the app ran on, invisible, until killed."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "")  # nobody asked for a driver
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "offscreen")
    monkeypatch.setattr(pygame, "quit", pygame.display.quit)  # the fonts other tests cached stay usable
    with pytest.raises(ValueError, match="no display"):
        make_app("1280x720")
    assert not pygame.display.get_init()
