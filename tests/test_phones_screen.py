"""All in All for four at one window, three on phones (a fake hub plays the pages): the codes' panel, the phone
seats' turns over the public table, no phone seat's hand ever drawn, and the pages' server stopped on leaving."""

from __future__ import annotations

import pygame
import pytest

from game.engine import SeatInfo
from game.play.phones import PhonePlan
from game.play.session import Session
from scenes.boards.all_in_all import AllInAllBoard
from scenes.phones_panel import qr_surface
from scenes.play import PlayScene
from tests.phone_fakes import FakeHub
from tests.test_curtain_screen import hands_shown, simple_move
from tests.ui import frames, key

PEOPLE = ("Ana", "Ben", "Cleo", "Dana")


@pytest.fixture
def drawn(monkeypatch):
    seen = []
    original = AllInAllBoard.draw

    def draw(self, surface, view, legal, hint=None):
        seen.append(view)
        return original(self, surface, view, legal, hint)

    monkeypatch.setattr(AllInAllBoard, "draw", draw)
    return seen


def phone_play(app, phones=(1, 2, 3)) -> PlayScene:
    seats = [SeatInfo(name, "human") for name in PEOPLE]
    session = Session.start("all_in_all", seats, 3, phones=PhonePlan(list(phones)), hub_class=FakeHub)
    play = PlayScene(session)
    app.push(play)
    return play


def test_the_codes_show_at_the_start_until_every_phone_joined_and_f2_opens_them_again(app):
    play = phone_play(app)
    hub = play.session.phones.hub
    assert hub is not None and hub.running and play.phones.open
    frames(app, 2)
    assert set(play.phones.seat_buttons) == {1, 2, 3}  # each phone seat's code, address and button drawn
    for seat in (1, 2, 3):
        hub.join(seat)
    frames(app, 2)
    assert not play.phones.open and play.phones.seat_buttons == {}
    assert any("Ben's phone joined" in toast.text for toast in app.toasts)
    key(app, pygame.K_F2)
    frames(app, 1)
    assert play.phones.open and set(play.phones.seat_buttons) == {1, 2, 3}
    key(app, pygame.K_F2)
    assert not play.phones.open


def test_a_qr_code_is_drawn_with_whole_pixels_and_its_quiet_border():
    code = qr_surface("http://127.0.0.1:41234/p/" + "x" * 32, 5)
    assert code.get_width() == code.get_height() and code.get_width() % 5 == 0
    assert code.get_at((2, 2))[:3] == (255, 255, 255)  # the quiet border a camera needs
    colours = {code.get_at((x, y))[:3] for x in range(0, code.get_width(), 3) for y in range(0, code.get_height(), 3)}
    assert colours == {(0, 0, 0), (255, 255, 255)}  # crisp: no smoothed greys


def test_a_game_with_three_phones_never_draws_a_phone_seat_s_hand_and_the_pages_play(app, drawn):
    play = phone_play(app)
    hub = play.session.phones.hub
    for seat in (1, 2, 3):
        hub.join(seat)
    curtains, phone_moves = [], 0
    for _ in range(300):
        frames(app, 1, 0.2)
        for view in drawn:
            assert not hands_shown(view) & {1, 2, 3}
        drawn.clear()
        top = app.top
        if top.name == "curtain":
            curtains.append(top.seat)
            top.lift()
        elif play.human_turn() and play.wait == 0:
            play.try_action(simple_move(play.state))
        elif play.table.phone_turn() is not None and play.wait == 0:
            seat = play.table.phone_turn()
            legal = play.state.legal_actions()
            hub.send(seat, legal.index(simple_move(play.state)))
            phone_moves += 1
    assert phone_moves > 10 and set(curtains) == {0} and hub.refused == []


def test_taking_a_seat_back_brings_its_curtain_and_leaving_the_game_stops_the_pages(app):
    play = phone_play(app, phones=(1,))
    hub = play.session.phones.hub
    hub.join(1)
    frames(app, 2)
    key(app, pygame.K_F2)
    frames(app, 1)
    key(app, pygame.K_1)  # the first phone seat's button: take it back to this screen
    assert 1 in play.session.phones.at_desk and not play.table.on_phone(1)
    key(app, pygame.K_1)
    assert 1 not in play.session.phones.at_desk
    app.reset("menu")
    assert not hub.running and play.session.phones.hub is None


def test_closing_the_window_stops_the_pages(app):
    play = phone_play(app)
    hub = play.session.phones.hub
    app.quit()
    assert not hub.running


def test_a_page_that_joins_while_its_seats_curtain_is_up_takes_the_turn_and_the_curtain_goes_unrevealed(app, drawn):
    """The load run stalled: a phone seat's page was not there yet, so its curtain came up; the page joined, but
    the pages were served only by the table beneath the curtain, and the game stood until someone pressed "I'm
    looking" -- which showed that seat's hand on the shared screen."""
    play = phone_play(app)
    hub = play.session.phones.hub
    for _ in range(200):
        frames(app, 1, 0.2)
        top = app.top
        if top.name == "curtain" and top.seat == 1:
            break
        if top.name == "curtain":
            top.lift()
        elif play.human_turn() and play.wait == 0:
            play.try_action(simple_move(play.state))
    assert app.top.name == "curtain" and app.top.seat == 1, "Ben's curtain never came up"
    drawn.clear()
    hub.join(1)
    frames(app, 3, 0.2)
    assert app.top is play, "the curtain stayed up over a seat now on its phone"
    assert play.table.phone_turn() == 1
    assert not any(1 in hands_shown(view) for view in drawn), "Ben's hand was drawn at the shared screen"
