"""A window twice the layout (4K) shown by SDL's renderer or by the CPU: every click lands on what is drawn under it.

Under the dummy driver SDL's software renderer stands in for a graphics card's: the app's part (its letterbox, its
texture, its mapping of clicks) is the same.
"""

from __future__ import annotations

import pygame
import pytest

from game.engine import SeatInfo
from scenes.app import Rendered, _display_window, make_app, open_rendered_window, open_window
from scenes.menu import MenuScene
from scenes.play import PlayScene, new_match
from scenes.settings_scene import SettingsScene
from tests.ui import click, frames


@pytest.fixture(params=["renderer", "window surface"])
def shown_by(request):
    return request.param


@pytest.fixture
def app_at():
    """make_app(size) shown by a renderer or by its window surface; its texture goes before the display closes."""
    made = []

    def app_at(size: str, shown_by: str):
        app = make_app(size, headless=True)
        made.append(app)
        if shown_by == "renderer":
            assert open_rendered_window(app.settings, accelerated=False) is not None
            app.resize()
            assert app.rendered is not None
        else:
            assert app.rendered is None
        return app

    yield app_at
    for app in made:
        app.close()
    pygame.display.quit()


@pytest.mark.parametrize("window", [(3840, 2160), (3841, 2161)])
def test_a_click_at_twice_the_layout_reaches_the_layout_point_half_way(app_at, shown_by, window):
    """Window (x, y) is layout (x / 2, y / 2): for pygame_gui's buttons and for a board's squares."""
    app = app_at(f"{window[0]}x{window[1]}", shown_by)
    assert app.size == (1920, 1080) and app.factor == 2 and app.offset == (0, 0)

    def in_window(layout_point):
        return (2 * layout_point[0] + 1, 2 * layout_point[1] + 1)  # the lower right of the pixel's four

    app.draw()
    settings = next(button for button, key in app.top.buttons.items() if key == "settings")
    click(app, in_window(settings.rect.center))
    frames(app, 1)
    assert isinstance(app.top, SettingsScene), "the click at twice the Settings button missed it"

    app.reset("menu")
    match = new_match("race", [SeatInfo("Ana", "human"), SeatInfo("Vega", "bot", "easy")], seed=2)
    play = PlayScene(match)
    app.push(play)
    frames(app, 2)
    seen = []
    hit = play.board.hit
    play.board.hit = lambda pos, view: seen.append(tuple(pos)) or hit(pos, view)
    here = match.state.view(0)["pos"][0]
    square = play.board.square_rect(8).center  # the next hyperspace: the move a click on it makes
    assert here == 1
    click(app, in_window(square))
    assert seen and seen[0] == square, "the board was told another place than the one clicked"
    assert match.state.view(0)["pos"][0] == 8, "the click on square 8 did not move the ship there"

    pygame.mouse.set_pos(in_window(play.board.square_rect(50).center))
    pygame.event.pump()
    assert app.pointer() == play.board.square_rect(50).center
    frames(app, 1)
    assert play.board.hovered == 50, "the square under the pointer is not the one lit"


def test_the_renderer_doubles_every_pixel_crisp_and_blacks_the_border(app_at):
    app = app_at("3841x2161", "renderer")
    app.draw()
    app.flip()
    assert tuple(app.rendered.renderer.logical_size) == (0, 0), "SDL scales on its own, besides the app"
    shown = app.rendered.renderer.to_surface()  # (pygame reads past its buffer while a logical size is set)
    assert shown.get_size() == (3841, 2161)
    doubled = pygame.Surface(shown.get_size())  # black: the odd column and row no whole pixel fills
    pygame.transform.scale(app.canvas, (3840, 2160), doubled.subsurface((0, 0, 3840, 2160)))
    for first, second in ((shown, doubled), (doubled, shown)):
        left = first.copy()
        left.blit(second, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
        black = pygame.mask.from_threshold(left, (0, 0, 0), (1, 1, 1, 255))
        assert black.count() == 3841 * 2161, "the picture shown is not the layout doubled pixel for pixel"


def test_a_window_below_the_minimum_is_shown_whole_by_the_renderer_and_its_clicks_land(app_at):
    app = app_at("1024x600", "renderer")
    window = app.rendered
    _display_window().minimum_size = (1, 1)  # asked for, not always given
    _display_window().size = (900, 500)
    frames(app, 1)  # the app follows the window's new size
    assert app.size == (1024, 600) and app.factor == pytest.approx(500 / 600) and app.rendered is window
    quit_button = next(button for button, key in app.top.buttons.items() if key == "quit")
    x, y = quit_button.rect.center
    app.flip()
    click(app, (app.offset[0] + (x + 0.5) * app.factor, app.offset[1] + (y + 0.5) * app.factor))
    frames(app, 1)
    assert not app.running


def test_without_a_display_the_window_keeps_its_surface_and_the_cpu_scales(monkeypatch):
    """The dummy driver (tests, --smoke, screenshots) has no graphics card: the window surface, exactly as before."""
    from game.saves.settings import Settings

    pygame.display.init()
    settings, _ = Settings.load()
    settings.for_this_run(window_size="3840x2160")
    surface = open_window(settings)
    assert surface is pygame.display.get_surface() and surface.get_size() == (3840, 2160)
    assert Rendered.of_window() is None
    pygame.display.quit()


def test_f11_and_back_keep_the_renderer_and_the_mapping(app_at):
    """A renderer's window changes in place: a new set_mode would drop the renderer and the texture drawn by it."""
    from scenes.app import App

    made = app_at("3840x2160", "renderer")
    app = App(pygame.display.get_surface(), made.settings)  # the window's own app: F11 changes the window
    app.push("menu")
    rendered = app.rendered
    app.draw()
    app.flip()
    app.toggle_fullscreen()
    assert app.settings.fullscreen and app.rendered is rendered
    app.toggle_fullscreen()
    assert not app.settings.fullscreen and app.rendered is rendered and app.window == (3840, 2160)
    frames(app, 1)
    app.flip()
    assert isinstance(app.top, MenuScene)
    settings = next(button for button, key in app.top.buttons.items() if key == "settings")
    click(app, (2 * settings.rect.centerx, 2 * settings.rect.centery))
    frames(app, 1)
    assert isinstance(app.top, SettingsScene)
    app.close()


@pytest.mark.parametrize("setting, layout, factor", [("100%", (3840, 2160), 1), ("300%", (1280, 720), 3)])
def test_the_text_and_buttons_size_setting_holds_in_a_renderers_window(app_at, setting, layout, factor):
    """A whole number of window pixels per layout pixel, chosen in Settings: the renderer shows it, clicks land."""
    import pygame_gui

    app = app_at("3840x2160", "renderer")
    app.open("settings")
    scene = app.top
    app.handle(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=scene.scale_menu, text=setting))
    assert app.size == layout and app.factor == factor and app.rendered is not None
    frames(app, 1)
    app.flip()
    assert app.rendered.texture.get_rect().size == layout
    done = app.top.back
    click(app, (factor * done.rect.centerx + factor - 1, factor * done.rect.centery + factor - 1))
    frames(app, 1)
    assert isinstance(app.top, MenuScene), "the click on Done missed it"
