"""News at the play screen never covers the open Phones panel: a playtest's "Your Hyperline game (move 8) was
kept…" hid a code's address and its "Take back to this screen" button for five seconds at the game's start."""

from __future__ import annotations

import pytest

from game.engine import SeatInfo
from game.play.phones import PhonePlan
from game.play.session import Session
from scenes.play import PlayScene
from tests.phone_fakes import FakeHub
from tests.ui import frames

PEOPLE = ("Ana", "Ben", "Cleo", "Dana")
KEPT = "Your Hyperline game (move 8) was kept: Load a record lists it."


@pytest.mark.parametrize("phones", [(1,), (1, 2), (1, 2, 3)])
def test_toasts_stand_clear_of_the_open_phones_panel_in_every_window(sized_app, phones):
    app = sized_app
    seats = [SeatInfo(name, "human") for name in PEOPLE]
    session = Session.start("all_in_all", seats, 3, phones=PhonePlan(list(phones)), hub_class=FakeHub)
    play = PlayScene(session)
    app.push(play)
    frames(app, 2)
    before = (play.phones.box.copy(), dict(play.phones.seat_buttons))
    app.toast(KEPT)
    app.toast("Ben's phone left: the seat is played here until it is back.")
    frames(app, 1)
    assert play.phones.open and play.phones.box is not None
    assert (play.phones.box, play.phones.seat_buttons) == before  # a toast moves nothing on the panel
    boxes = [box for _toast, box, _lines in app.toast_boxes(app.surface.get_size())]
    assert boxes, "no toast shown while the panel is open"
    window = app.surface.get_rect()
    for box in boxes:
        assert not box.colliderect(play.phones.box), (box, play.phones.box)
        assert window.contains(box), (box, window)
    session.close()
