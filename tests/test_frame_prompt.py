"""The prompt bar says the whole prompt: a long one (German Hyperline prompts are the longest) is drawn smaller,
down to a readable size, and then the bar grows upward over the board's foot; no word is cut off the bar."""

from __future__ import annotations

import pygame
import pytest

import game.words as words
from scenes import assets, shots
from scenes.app import make_app
from scenes.frame import PROMPT_SIZES, TOP

SHORT = "Klicke einen leuchtenden Sektor."


@pytest.fixture
def table(star_table_home):
    """Hyperline at 1024x600 in German, mid-game."""
    app = make_app("1024x600", headless=True)
    words.use("de")
    shots.build_scene(app, "hyperline", seed=3, after=60)
    app.draw()
    yield app
    words.use("en")
    pygame.display.quit()


def long_prompt() -> str:
    """Hyperline's two longest German prompts, one after the other (a prompt with an ability said before it)."""
    move = words.gettext(
        "Move: Step to a sector next to yours, or Jump: ride a line from a hyperpoint (a dot on your sector's rim) to "
        "its far end; a Rip Engine can make a Jump a Ripshift, a leap to a Rip or your home. Click your sector or take "
        "the row."
    )
    tight = words.gettext(
        "A tight scan: one component takes damage now, then the direction die scores one more research point if a "
        "boosted Scanner faces its side. Click a lit boosted Scanner to try it, or skip it (E)."
    )
    return f"{move} {tight}"


def drawn_lines(monkeypatch, app, prompt: str, buttons_w: int) -> list[tuple[str, int]]:
    """The lines the bar draws for `prompt`, with their heights."""
    lines = []
    real = assets.text

    def text(said, size, *args, **kwargs):
        picture = real(said, size, *args, **kwargs)
        lines.append((said, picture.get_height(), size))
        return picture

    monkeypatch.setattr(assets, "text", text)
    play = app.top
    play.frame.draw(app.surface, play.table_props(), prompt, buttons_w)
    monkeypatch.undo()
    return [(said, height, size) for said, height, size in lines if said and said in prompt]


@pytest.mark.parametrize("buttons_w", [0, 300])
def test_a_long_prompt_is_drawn_whole_inside_the_bar_at_1024x600(table, monkeypatch, buttons_w):
    prompt = long_prompt()
    assert "Präzisionsscan" in prompt and "Fliegen" in prompt  # the German catalogue spoke
    frame = table.top.frame
    lines = drawn_lines(monkeypatch, table, prompt, buttons_w)
    assert " ".join(said for said, _, _ in lines).split() == prompt.split()  # every word, in order
    assert min(size for _, _, size in lines) >= PROMPT_SIZES[-1]  # never smaller than readable
    bar = frame.prompt_rect(prompt, buttons_w)
    panel = bar.inflate(-8, -8)
    assert sum(height + 2 for _, height, _ in lines) <= panel.height - 4, "the prompt's last lines run off the bar"
    assert bar.bottom == frame.bottom_rect.bottom and bar.top > TOP  # grown upward, never over the top bar


def test_a_short_prompt_keeps_the_bar_as_it_was(table, monkeypatch):
    frame = table.top.frame
    lines = drawn_lines(monkeypatch, table, SHORT, 0)
    assert [said for said, _, _ in lines] == [SHORT] and lines[0][2] == PROMPT_SIZES[0]
    assert frame.prompt_rect(SHORT, 0) == frame.bottom_rect
