"""Issue 34 item 15: Enter takes the choice that looks like the default, an open list is walked by keys, and
the results' row stops at its ends."""

from __future__ import annotations

import pygame
import pytest

from game.rules import TERMINAL
from tests.test_saves_library import race_in_progress
from tests.ui import frames, key


def menu_with(app, match):
    """The menu opened after `match` was autosaved (as after a game left by Esc or the results)."""
    match.enable_autosave()
    app.reset("menu")
    frames(app, 1)
    return app.top


def look(button) -> str:
    return button.most_specific_combined_id


def test_with_a_game_in_progress_continue_is_the_main_button_and_enter_resumes_it(app):
    menu = menu_with(app, race_in_progress(seed=41, moves=5))
    looks = {key_: look(button) for button, key_ in menu.buttons.items()}
    assert looks["continue"].endswith("#primary_button"), "Continue should look like the main button"
    assert menu.on_buttons == "continue", "the ring starts where the main button is"
    key(app, pygame.K_RETURN, "\r")
    assert app.top.name == "play" and app.top.match.seed == 41 and len(app.top.match.record.actions) == 5


def test_up_takes_the_ring_from_continue_to_the_games_and_enter_opens_the_ringed_one(app):
    menu = menu_with(app, race_in_progress(seed=41, moves=5))
    key(app, pygame.K_UP)
    assert menu.on_buttons is None
    key(app, pygame.K_RETURN, "\r")
    assert app.top.name == "setup" and app.top.info.id == menu.cards[menu.focus][1].id


def test_with_no_game_in_progress_no_button_looks_main_and_enter_opens_the_ringed_game(app):
    finished = race_in_progress(seed=41, moves=400)
    assert finished.actor == TERMINAL
    menu = menu_with(app, finished)
    assert "continue" in menu.buttons.values()  # its results, shown again
    assert not any(look(button).endswith("#primary_button") for button in menu.buttons)
    assert menu.on_buttons is None
    key(app, pygame.K_RETURN, "\r")
    assert app.top.name == "setup" and app.top.info.id == menu.cards[menu.focus][1].id


def setup_on_a_seat_kind(app):
    key(app, pygame.K_RETURN, "\r")  # the first card's setup
    setup = app.top
    menu = setup.kind_menus[1]
    setup.focus = menu
    return setup, menu


def chosen(menu) -> str:
    return menu.selected_option[0] if isinstance(menu.selected_option, tuple) else menu.selected_option


def test_enter_on_a_seat_kind_opens_its_list_and_does_not_change_it(app):
    setup, menu = setup_on_a_seat_kind(app)
    before = chosen(menu)
    key(app, pygame.K_RETURN, "\r")
    frames(app, 2)
    assert chosen(menu) == before, "Enter changed the seat instead of opening the list"
    assert menu.current_state is menu.menu_states["expanded"]
    key(app, pygame.K_DOWN)  # in the open list: the next choice, the ring stays
    frames(app, 1)
    after = chosen(menu)
    assert after != before and setup.focus is menu
    assert menu.current_state is menu.menu_states["expanded"]
    key(app, pygame.K_RETURN, "\r")
    frames(app, 2)
    assert menu.current_state is menu.menu_states["closed"] and chosen(menu) == after
    assert setup.seats[1][1] == after


def test_tab_from_an_open_list_closes_it_on_the_choice_made(app):
    setup, menu = setup_on_a_seat_kind(app)
    key(app, pygame.K_RETURN, "\r")
    frames(app, 2)
    key(app, pygame.K_DOWN)
    picked = chosen(menu)
    key(app, pygame.K_TAB)
    frames(app, 2)
    assert menu.current_state is menu.menu_states["closed"] and chosen(menu) == picked
    assert setup.focus is not menu


def test_left_and_right_still_change_a_closed_drop_down(app):
    setup, menu = setup_on_a_seat_kind(app)
    choices = [option[0] for option in menu.options_list]
    before = choices.index(chosen(menu))
    key(app, pygame.K_RIGHT)
    assert chosen(menu) == choices[(before + 1) % len(choices)]
    key(app, pygame.K_LEFT)
    assert chosen(menu) == choices[before] and menu.current_state is menu.menu_states["closed"]


@pytest.fixture
def results(app):
    from scenes.play import PlayScene
    from scenes.results import GRACE
    from scenes.shots import demo_match

    app.push(PlayScene(demo_match("race", 21, to_end=True)))
    frames(app, int(GRACE / 0.05) + 4)
    assert app.top.name == "results"
    return app.top


def test_the_results_row_stops_at_rematch_and_at_menu(app, results):
    keys = list(results.choices.values())
    assert keys[0] == "rematch" and keys[-1] == "menu" and results.ring == "menu"
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_TAB)
    assert results.ring == "menu", "Right went round from Menu to Rematch"
    for _ in keys:
        key(app, pygame.K_LEFT)
    assert results.ring == "rematch"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_UP)
    assert results.ring == "rematch", "Left went round from Rematch to Menu"
