import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def pytest_addoption(parser):
    parser.addoption("--long", action="store_true", help="also run the long suites (thousands of random games)")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--long"):
        return
    skip = pytest.mark.skip(reason="long run: use --long")
    for item in items:
        if "long" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def star_table_home(tmp_path, monkeypatch):
    """Every test gets its own data and config folders; nothing touches the real ones."""
    home = tmp_path / "home"
    monkeypatch.setenv("STAR_TABLE_HOME", str(home))
    return home


def _register_test_games():
    """Tiny Hands joins the registry in tests only, so the suite covers hidden hands."""
    from game.rules import register
    from tests.tiny_hands import INFO

    register(INFO)


_register_test_games()


@pytest.fixture
def comet_dash():
    """Comet Dash, a sixth game only the tests know, registered for one test (one `register` call) and removed."""
    from tests.comet_dash import registered

    with registered() as info:
        yield info


@pytest.fixture
def app():
    """The app on its menu at 1280×720, headless, animations fast; the display closes after."""
    import pygame

    from scenes.app import make_app

    made = make_app("1280x720", headless=True)
    made.settings.animation_speed = "fast"
    yield made
    pygame.display.quit()
