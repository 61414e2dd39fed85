import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["LANGUAGE"] = "en"  # Settings' "auto" language is English here, on a German developer's machine too


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


@pytest.fixture(params=["1024x600", "1280x720", "1920x1080", "3840x2160"])
def sized_app(request):
    """The app at the smallest, a common, a large and the largest window: a layout that must hold at every size."""
    import pygame

    from scenes.app import make_app

    made = make_app(request.param, headless=True)
    made.settings.animation_speed = "fast"
    yield made
    pygame.display.quit()


def pytest_configure(config):
    config.addinivalue_line("markers", "clocked(why): the test is about a search's clock (see searches_on_budget)")


@pytest.fixture(autouse=True)
def searches_on_budget(request, monkeypatch):
    """No test may depend on how fast the machine is (a clocked normal search chose ('jump', 0) instead of 'load'
    at load 13, and `make test` failed on a fresh clone). So in tests the table's searches, its bots' and the hint's,
    run on their playout budget alone, and any other search that starts on a clock fails its test: give the bot
    `seconds=None`, or mark a test that is about the clock itself `@pytest.mark.clocked("why")`."""
    if request.node.get_closest_marker("clocked") is not None:
        return
    from game.ai.base import SlicedThinker
    from game.play import table

    made = table.make_bot

    def unclocked(*args, **given):
        bot = made(*args, **given)
        if getattr(bot, "seconds", None) is not None:  # a search (greedy has no clock)
            bot.seconds = None
        return bot

    monkeypatch.setattr(table, "make_bot", unclocked)
    think = SlicedThinker.think

    def on_budget(self, seconds: float = 0.0) -> bool:
        if self.started is None and self.seconds is not None:
            raise AssertionError(
                f"{type(self).__name__} started on a {self.seconds} s clock, so it decides by how busy the machine "
                "is: give the bot seconds=None (its playout budget alone), or mark a test about the clock "
                "@pytest.mark.clocked"
            )
        return think(self, seconds)

    monkeypatch.setattr(SlicedThinker, "think", on_budget)
