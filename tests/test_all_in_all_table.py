"""All in All's table as a new player meets it: the deal told and skippable, one log line per hand dealt, the
end of a mission slow enough to follow and in the log, named cards, ships in flight, steady number keys."""

from __future__ import annotations

import os
import random

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.rules import CHANCE  # noqa: E402
from game.rules.all_in_all import EXPLORE, FLY, REFILL, AllInAllState  # noqa: E402
from game.rules.words import english
from scenes.boards.all_in_all.view import AllInAllBoard, flying_ships  # noqa: E402
from tests.props import give  # noqa: E402

NAMES = ["Ana", "Ben", "Cy", "Di"]


def play_until(state, stop, seed=1, limit=2000):
    """Random moves (and chance) until `stop(state, action)` says the next action is the one wanted."""
    rng = random.Random(seed)
    for _ in range(limit):
        actions = [o for o, _ in state.chance_outcomes()] if state.actor == CHANCE else state.legal_actions()
        action = rng.choice(actions)
        if stop(state, action):
            return action
        state.apply(action)
    raise AssertionError("never reached")


def shown(board, view, names=NAMES):
    """Hand the board the props a screen would give with `view` on the table; returns the view."""
    give(board, view, AllInAllState, names=names, pace=0.7, safe=False)
    return view


@pytest.fixture
def board():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    made = give(AllInAllBoard(), names=NAMES, pace=0.7, safe=False)
    made.layout(pygame.Rect(10, 60, 920, 580))
    yield made
    pygame.display.quit()


def test_the_deal_is_one_log_line_per_player():
    state = AllInAllState.new_game(4, 5)
    lines = []
    while state.phase != EXPLORE:
        outcome = state.chance_outcomes()[0][0]
        lines.append(english(state.describe(outcome), NAMES))
        state.apply(outcome)
    shown = [line for line in lines if not AllInAllBoard.folded_in_log(None, line)]
    assert shown[3:] == ["Ana is dealt 7 cards", "Ben is dealt 7 cards", "Cy is dealt 7 cards", "Di is dealt 7 cards"]


def test_the_move_that_ends_a_mission_logs_the_leftovers_and_the_pass():
    state = AllInAllState.new_game(4, 2)

    def ends_mission(s, action):
        return s.actor != CHANCE and any(e["type"] == "pass" for e in s.clone().apply(action))

    action = play_until(state, ends_mission)
    holder = state.pass_holder
    line = english(state.describe(action), NAMES)
    assert line.endswith(f"the starting pass moves to {NAMES[(holder + 1) % 4]}")
    if any(state.portals):
        assert f"go to {NAMES[holder]}, who held the pass" in line


def test_the_deal_is_told_quick_and_a_click_deals_the_rest_at_once(board):
    state = AllInAllState.new_game(4, 5)
    play_until(state, lambda s, a: s.phase == REFILL)
    board.sync(state.view(0))
    outcome = state.chance_outcomes()[0][0]
    events = state.apply(outcome)
    board.animate(events, shown(board, state.view(0)))
    assert board.banner.last[0].startswith("Dealing: every hand fills to 7 cards. Click the table to skip.")
    assert board.pause_after(events, 0.7) == pytest.approx(0.2)
    assert board.hit(board.rect.center, state.view(0)) is None
    assert board.pause_after(events, 0.7) == 0.0 and not board.banner and not board.timeline.busy


def test_the_end_of_a_mission_waits_to_be_read(board):
    for kind, seconds in (("mission_over", 2.0), ("leftovers", 2.2), ("sabortal", 2.2)):
        assert board.pause_after([{"type": kind}], 0.7) >= seconds
    assert board.pause_after([{"type": kind}], 0.0) is None  # "instant" stays instant


def test_the_leftovers_and_the_pass_are_each_given_time_to_be_read(board):
    state = AllInAllState.new_game(4, 2)

    def sweeps(s, action):
        return s.actor != CHANCE and {"leftovers", "pass"} <= {e["type"] for e in s.clone().apply(action)}

    action = play_until(state, sweeps)
    board.sync(state.view(state.actor))
    events = state.apply(action)
    board.animate(events, shown(board, state.view(0)))
    assert board.pause_after(events, 0.7) >= 2.2 + 1.6  # the leftovers' news, then the pass's
    for _ in range(20):  # two seconds on: the leftovers are still the news
        board.update(0.1)
    assert board.banner.last[0].startswith("The cards left under the portals go to")
    for _ in range(4):
        board.update(0.1)
    assert board.banner.last[0].startswith("The starting pass moves to")


def test_the_number_keys_name_players_by_their_place_whoever_explores(board):
    state = AllInAllState.new_game(4, 3)
    play_until(state, lambda s, a: s.phase == EXPLORE and s.explorer == 2)
    view = shown(board, state.view(2))
    keys = {action[1]: key for _label, action, key in board.buttons(view, state.legal_actions()) if key.isdigit()}
    assert keys == {0: "1", 1: "2", 3: "4"}


def test_every_card_names_itself_under_the_pointer(board):
    state = AllInAllState.new_game(4, 3)
    play_until(state, lambda s, a: s.phase == EXPLORE)
    view = shown(board, state.view(state.explorer))
    rect, _p, name = board.card_rects(view)[0]
    assert board.card_at(rect.center, view) == name
    group, held, _count = board.hand_groups(view)[0]
    assert board.card_at(group.center, view) == held
    assert board.card_at(board.home_slot(1, 6, 4).center, view) == "plug"
    assert board.card_at(board.home_slot(2, 5, 4).center, view) == "time_machine"
    surface = pygame.display.get_surface()
    board.hover(board.home_slot(2, 5, 4).center)
    board.sync(view)
    board.draw(surface, view, [])
    plain = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    board._draw_tooltip(plain, view)  # the name's box is drawn where the pointer is
    assert plain.get_bounding_rect().collidepoint(board.home_slot(2, 5, 4).midtop)


def test_ships_still_flying_are_drawn_beside_the_explorer(board):
    state = AllInAllState.new_game(4, 3)
    play_until(state, lambda s, a: s.phase == EXPLORE)
    view = shown(board, state.view(state.explorer))
    assert flying_ships(view, view["explorer"]) == [(view["explorer"] + k) % 4 for k in (1, 2, 3)]
    column = board.column(view["portal"] + 1)
    assert column.right < board.pile_rect.x  # the first follower flies over the next portal's column
    spot = (column.x + int(board.card_w * 0.45), board.rect.y + int(board.ship_h * 0.38))
    blank = pygame.Surface((1280, 720))
    board._draw_explorer(blank, view)
    assert blank.get_at(spot) != (0, 0, 0, 255)
    alone = pygame.Surface((1280, 720))
    board._draw_explorer(alone, {**view, "landed": [0 if s != view["explorer"] else -1 for s in range(4)]})
    assert alone.get_at(spot) == (0, 0, 0, 255)  # nobody else flying: nothing beside the explorer


def test_news_stays_clear_of_the_portals(board):
    state = AllInAllState.new_game(4, 3)
    play_until(state, lambda s, a: s.phase == EXPLORE)
    view = shown(board, state.view(state.explorer))
    surface = pygame.display.get_surface()
    board.sync(view)
    board.draw(surface, view, [])
    rings = [surface.subsurface(board.ring_rect(p)).copy() for p in range(10)]
    board.banner.show("Mission over. Collecting, furthest first: Ana, Ben, Cy, Di", (250, 200, 90), 2.4)
    board.draw(surface, view, [])
    for p in range(10):
        ring = board.ring_rect(p)
        assert pygame.image.tobytes(surface.subsurface(ring), "RGB") == pygame.image.tobytes(rings[p], "RGB")


def test_a_hint_is_told_over_the_table_to_the_player(board):
    assert board.hint_words(FLY, "Ana flies on") is None
    assert board.banner.last[0] == "Hint: fly on"
    assert board.hint_words(("draw", 1), "Ana explores") is None
    assert board.banner.last[0] == "Hint: draw from Ben's hand"


def test_a_hint_goes_with_the_next_move_so_the_next_person_never_sees_it_as_theirs(board):
    state = AllInAllState.new_game(3, 4)
    play_until(state, lambda s, a: s.phase == EXPLORE)
    board.sync(state.view(state.actor))
    board.banner.show("Mission 1: Ana explores portal 4", (120, 200, 255), 10.0)
    board.hint_words(FLY, "")
    action = state.legal_actions()[0]
    board.animate(state.apply(action), shown(board, state.view(state.actor)))
    assert not any(text.startswith("Hint:") for text, *_ in board.banner.items)


def test_with_many_players_the_draw_keys_are_in_the_prompt_and_the_bar_keeps_room(board):
    state = AllInAllState.new_game(6, 3)
    play_until(state, lambda s, a: s.phase == EXPLORE and s.explorer == 0)
    view, legal = shown(board, state.view(0), NAMES + ["Eve", "Fay"]), state.legal_actions()
    assert board.buttons(view, legal) == []
    assert "(click their cards, or key 2, 3, 4, 5, 6)" in board.prompt(view, 0, legal)
    assert board.key_action("key", "4", view, legal) == ("draw", 3)
    assert board.key_action("key", "1", view, legal) is None  # never your own hand


def test_in_a_small_window_the_draw_keys_move_into_the_prompt(board):
    state = AllInAllState.new_game(4, 3)
    play_until(state, lambda s, a: s.phase == EXPLORE and s.explorer == 0)
    view, legal = shown(board, state.view(0)), state.legal_actions()
    assert len(board.buttons(view, legal)) == 3  # 920 wide: room for three buttons and the prompt
    board.layout(pygame.Rect(10, 60, 690, 460))  # the board at 1024x600
    assert board.buttons(view, legal) == [] and "or key 2, 3, 4" in board.prompt(view, 0, legal)


def test_every_button_shows_the_key_that_presses_it(board):
    state = AllInAllState.new_game(4, 3)
    play_until(state, lambda s, a: s.phase == EXPLORE and any(x[0] == "schemer" for x in s.legal_actions()), seed=4)
    legal = state.legal_actions()
    scheme = next(a for a in legal if a[0] == "schemer")
    board.selected, board.scheme = "schemer", (scheme[1], scheme[2])
    for label, _action, key in board.buttons(shown(board, state.view(state.explorer)), legal):
        assert label.endswith(f"[{key.upper()}]")


def test_a_big_window_shows_bigger_cards_and_relics_that_still_fit_their_panels(board):
    small_card, (_, small_relic) = board.card_w, board.home_layout(4)
    board.layout(pygame.Rect(10, 60, 1580, 930))  # the table in a 1920x1080 window
    wide, relic = board.home_layout(4)
    assert board.card_w >= small_card * 1.3 and relic >= small_relic * 1.3
    assert board.row_bottom < board.panels_rect.top and board.hand_rect.bottom <= 990
    for seat in range(4):
        for kind in range(8):
            assert board.panel(seat, 4).contains(board.home_slot(seat, kind, 4, 2))
