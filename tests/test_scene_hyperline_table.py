"""Hyperline's table as a person sees it at 1280x720 and 1920x1080: one type scale beside the move log."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from scenes import assets, common  # noqa: E402
from scenes.app import make_app  # noqa: E402
from scenes.boards.hyperline.chooser import Chooser  # noqa: E402
from scenes.boards.hyperline.geometry import Layout  # noqa: E402
from scenes.frame import LOG_SIZE, board_rect  # noqa: E402
from scenes.shots import build_scene  # noqa: E402

HEADINGS = ("Stacks", "Research", "Store (of 8 each) and Bridge upgrades", "Players", "Moves")


def test_the_list_of_choices_is_never_written_larger_than_the_move_log():
    """At 1080p the list once wrote 28 px beside a 19 px log (bots-play 118); at 720p its small box keeps 16 px
    so that five choices show without scrolling."""
    chooser = Chooser()
    chooser.layout(Layout(board_rect((1920, 1080))).chooser)
    assert chooser.size == LOG_SIZE == common.BODY
    for size in ((1280, 720), (2560, 1440)):
        chooser.layout(Layout(board_rect(size)).chooser)
        assert 16 <= chooser.size <= LOG_SIZE, size


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
def test_the_round_box_and_the_panel_names_keep_the_logs_scale(size, monkeypatch):
    made = make_app(size, headless=True)
    build_scene(made, "hyperline", seed=3, after=60)  # a bot to move: the round box shows
    drawn = []
    real = assets.text

    def spy(words, text_size, *args, **kwargs):
        drawn.append((words, text_size))
        return real(words, text_size, *args, **kwargs)

    monkeypatch.setattr(assets, "text", spy)
    made.top.frame.log.key = made.top.frame.players.key = None  # the frame's panels are painted again
    made.draw()
    pygame.display.quit()
    sizes = dict(drawn)
    assert sizes["Round 2"] == LOG_SIZE, "the round box's words are not the log's size"
    for heading in HEADINGS:
        assert heading in sizes and sizes[heading] <= common.HEADING, (heading, sizes.get(heading))
    assert sizes["Players"] == sizes["Moves"] == common.HEADING
