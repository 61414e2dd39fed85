"""Load with many records (issue 35): the list's box and its first rows show on the first frame, the rest
fill in below them between frames, and the keys and the mouse work on the rows already there meanwhile."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.saves import library  # noqa: E402
from game.saves.storage import records_dir  # noqa: E402
from tests.test_saves_listing import finished_race, put  # noqa: E402
from tests.ui import click, frames, key  # noqa: E402

RECORDS = 60  # three boxes full: the list needs its scroll bar while it fills


@pytest.fixture
def many_records(star_table_home, monkeypatch):
    """RECORDS finished games, the newest first by name; the list reads one record a frame, as on a slow
    machine with long records, so the filling can be watched frame by frame."""
    text = library.save_record(finished_race(1).record).read_text("utf-8")
    for path in records_dir().glob("*.json"):
        path.unlink()
    for number in range(RECORDS):
        put(f"game-{number:03d}.json", text, age=number * 10)
    step = library.Listing.step
    monkeypatch.setattr(library.Listing, "step", lambda self, budget=0.004: step(self, 0))
    return [f"game-{number:03d}.json" for number in range(RECORDS)]


def row_in_sight(files, index: int):
    return files.listing.item_list[index]["button_element"]


def test_the_first_rows_show_on_the_first_frame_and_the_keys_and_mouse_work_while_the_list_fills(app, many_records):
    app.open("load")
    files = app.top
    frames(app, 1)
    assert files.items and not files.reading.done, "the first rows show at once, before the list is read"
    first = row_in_sight(files, 0)
    assert first is not None and first.visible and first.text == files.items[0][0]
    assert files.chosen().path.name == many_records[0], "the newest is chosen: Enter alone opens it"
    frames(app, 3)
    key(app, pygame.K_DOWN)
    frames(app, 1)
    key(app, pygame.K_DOWN)
    assert files.chosen().path.name == many_records[2], "Down moves through the rows already shown"
    click(app, row_in_sight(files, 1).rect.center)
    frames(app, 1)
    assert files.chosen().path.name == many_records[1], "a click chooses a row while the list fills"
    assert not files.reading.done
    bar = None
    for _ in range(RECORDS * 3):
        frames(app, 1)
        bar = bar or files.listing.scroll_bar
        if not files.busy:
            break
    assert [row.path.name for row in files.rows] == many_records, "newest first, every record once"
    assert [index for _, index in files.items] == [str(n) for n in range(RECORDS)]
    assert bar is not None and files.listing.scroll_bar is bar and bar.alive(), "one scroll bar, made once"
    for item in files.listing.item_list:
        if item["button_element"] is not None:
            assert item["button_element"].rect.right <= bar.rect.left, "a row runs under the scroll bar"
    assert files.chosen().path.name == many_records[1], "the choice stays while the list fills"
    for _ in range(30):
        key(app, pygame.K_DOWN)
    frames(app, 1)
    picked = row_in_sight(files, 31)
    assert picked is not None and picked.rect.bottom <= files.list_rect.bottom, "the chosen row scrolls into sight"
    key(app, pygame.K_RETURN, "\r")
    assert app.top.name == "play"


def test_the_lists_box_is_drawn_on_the_first_frame(app, many_records):
    app.open("load")
    files = app.top
    frames(app, 1)
    box = files.list_rect
    edge = app.canvas.get_at((box.centerx, box.bottom - 1))[:3]
    assert edge == (40, 60, 112), "the list's frame (its theme colour) is drawn around the rows"
