"""Setup: a person's seat "on a phone", the line about how the pages are reached, "This computer only"; all
remembered like the other choices, and the game started with those seats on phones."""

from __future__ import annotations

import pygame
import pygame_gui

from game.rules import get
from scenes.setup import PHONE, SetupScene, _choose
from tests.test_phones_lifetime import pages_threads
from tests.ui import frames


def choose_phone(app, setup, seat):
    """Choose "on a phone" in the seat's list, as a click on it reports the choice."""
    menu = setup.kind_menus[seat]
    _choose(menu, "Person · on a phone")
    app.handle(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, text="Person · on a phone"))


def test_a_seat_on_a_phone_brings_the_network_line_and_starts_the_game_with_that_seat_on_its_phone(app):
    setup = SetupScene(get("all_in_all"))
    app.push(setup)
    assert setup.phone_box is None  # no phone seat: nothing is said of a network
    choose_phone(app, setup, 1)
    setup = app.top
    assert setup.seats[1][1] == PHONE and setup.phone_box is not None and setup.phone_box.alive()
    assert setup.phone_box in setup.order  # reachable by the keyboard
    setup.phone_box.set_state(True)  # this computer only
    setup.start_game()
    play = app.top
    assert play.name == "play" and play.match.seats[1].kind == "human"
    plan = play.session.phones.plan
    assert plan.seats == [1] and plan.local_only
    assert play.session.phones.address(1).startswith("http://127.0.0.1:")
    app.reset("menu")
    assert pages_threads() == []

    again = SetupScene(get("all_in_all"))
    app.push(again)
    frames(app, 1)
    assert again.seats[1][1] == PHONE and again.phone_box is not None and again.phone_box.is_checked


def test_a_game_without_phone_seats_starts_no_server(app):
    setup = SetupScene(get("all_in_all"))
    app.push(setup)
    setup.start_game()
    assert app.top.session.phones is None and pages_threads() == []
