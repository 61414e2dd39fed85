"""What the third playtest found at Hyperline's table (issue 34, items 1-9), each as a person would notice it."""

from __future__ import annotations

import os

import pygame

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.rules.hyperline import queries  # noqa: E402
from game.rules.hyperline.scenario import build, sec  # noqa: E402
from game.rules.hyperline.tiles import PLANET_STACK  # noqa: E402

BOB, JIM = 0, 1
TILT = (3, 2)


def _scanner_ship(kind):
    return [("carrier_pod", (0, 1, "N")), (kind, (1, 1, "E")), ("combat_engine", (0, 2, "S"))]


# --- 1. the stacks' counts are the same for every viewer ------------------------------------------------------


def test_after_a_secret_scan_every_viewer_sees_the_planet_stacks_true_count():
    """The scanner saw 8, the open table 9: the view counts a face-down tile as unseen for the others."""
    st = build(
        tiles={TILT: "Tilt", (2, 2): "straight@0"},
        at={BOB: TILT, JIM: (0, 2)},
        ships={BOB: _scanner_ship("planetary_scanner")},
    )
    before = sum(st.planet_stack.values())
    st.apply(("planetary", sec(1, 2)))
    st.apply("Qued")
    counts = {seat: queries.stacks_left(st.view(seat))["planet"] for seat in (BOB, JIM)}
    assert counts == {BOB: before - 1, JIM: before - 1}, counts


def test_during_a_quantum_scan_every_viewer_sees_the_hyperline_stacks_true_count():
    st = build(tiles={TILT: "Tilt"}, at={BOB: TILT}, ships={BOB: _scanner_ship("quantum_scanner")})
    before = sum(st.hyper_stack.values())
    st.apply(("quantum", sec(3, 3)))
    for tile in ("bend", "crossing", "straight"):
        st.apply(tile)
    counts = {seat: queries.stacks_left(st.view(seat))["hyperline"] for seat in (BOB, JIM)}
    assert counts == {BOB: before - 3, JIM: before - 3}, counts


def test_the_stacks_panel_draws_the_true_count_for_another_viewer(monkeypatch):
    from scenes import assets
    from scenes.boards.hyperline import galaxy_view

    st = build(
        tiles={TILT: "Tilt", (2, 2): "straight@0"},
        at={BOB: TILT, JIM: (0, 2)},
        ships={BOB: _scanner_ship("planetary_scanner")},
    )
    true = sum(st.planet_stack.values()) - 1
    st.apply(("planetary", sec(1, 2)))
    st.apply("Qued")
    drawn = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda words, *a, **k: drawn.append(words) or real(words, *a, **k))
    pygame.init()
    surface = pygame.Surface((600, 200))
    galaxy_view.draw_stacks(surface, pygame.Rect(0, 0, 300, 200), st.view(JIM))
    assert str(true) in drawn and str(true + 1) not in drawn, drawn


# --- 2. the planet stack's prompt says what it can hold ------------------------------------------------------


def test_the_stack_prompt_names_asteroid_fields_as_well_as_planets():
    from scenes.boards.hyperline.prompts import HINTS

    assert "asteroid" in PLANET_STACK  # the rules shuffle asteroid fields into the planet stack
    words = HINTS["stack"].lower()
    assert "asteroid field" in words, words
    assert "but no lines" not in words


# --- 6. a number key belongs to its row ----------------------------------------------------------------------


def test_after_scrolling_the_list_each_number_key_still_takes_its_own_row():
    """ "1" meant another row once the list was scrolled: the numbers followed the scroll."""
    from scenes.boards.hyperline.chooser import Chooser

    pygame.init()
    chooser = Chooser()
    chooser.layout(pygame.Rect(0, 0, 400, 200))
    chooser.set([(f"Step to sector {n}", ("step", n)) for n in range(12)])
    numbers = [chooser.number(i) for i in range(12)]
    chooser.wheel(3)
    assert chooser.scroll > 0, "the list did not scroll"
    assert [chooser.number(i) for i in range(12)] == numbers, "the rows' numbers changed with the scroll"
    assert chooser.key("key", "1") == ("step", 0)
    assert chooser.row_rect(0) is not None, "the row taken by its key is not shown"
    assert chooser.key("key", "5") == ("step", 4)


# --- 5. every click on a sector that is not a move says why ----------------------------------------------------


def _at_the_command_menu(app, state=None):
    """Ana against an easy bot at the command menu (the table tests' own scene, on a built position)."""
    from game.rules.hyperline import scenario
    from tests.test_hyperline_table import _scene

    state = state or scenario.build(homes=("Ordnax", "Gearhold"), start_turn=False)
    assert state.phase == "command"
    return _scene(app, state)


def test_a_click_on_nexxus_or_an_unexplored_sector_at_the_command_menu_says_why(app):
    from game.rules.hyperline.board import NEXXUS, sector
    from tests.ui import click, frames

    match, play = _at_the_command_menu(app)
    far = sector(4, 2)
    assert match.state.board[far] is None, "the sector is explored"
    for spot, named in ((NEXXUS, "Nexxus"), (far, "unexplored")):
        app.toasts.clear()
        before = len(match.record.actions)
        click(app, play.board.geo.centre(spot))
        frames(app, 1)
        assert len(match.record.actions) == before
        said = [t.text for t in app.toasts]
        assert said and named in said[-1] and "Move" in said[-1], (spot, said)


# --- 9. a bot seat gets a name of its own ----------------------------------------------------------------------


def test_a_seat_made_a_bot_gets_a_bots_name_not_its_place(app):
    """After a two-player game's "New game" seats 3 and 4 were "Seat 3" and "Seat 4": made a bot, seat 3 kept
    "Seat 3" as its name at the table."""
    from game.rules import get
    from scenes.setup import BOT_NAMES, SetupScene

    seats = [("Ana", "Person"), ("Vega", "Bot · normal"), ("Seat 3", "Empty seat"), ("Seat 4", "Empty seat")]
    setup = SetupScene(get("hyperline"), seats=seats)
    app.push(setup)
    setup.kind_menus[2].selected_option = ("Bot · easy", "Bot · easy")
    read, _options, _seed, problem = setup._read()
    assert not problem, problem
    names = [seat.name for seat in read]
    assert names[:2] == ["Ana", "Vega"]
    assert names[2] in BOT_NAMES and names[2] != "Vega", names
    assert setup.name_boxes[2].get_text() == names[2], "the name box still shows the seat's place"


# --- 7. a key pressed before a decision appeared does not decide it ----------------------------------------------


def test_a_second_enter_pressed_before_the_next_decision_is_shown_does_not_decide_it(app):
    """Enter right after a tile was laid by itself took the first bonus step: the keys came before the new list."""
    from tests.ui import frames, key

    match, play = _at_the_command_menu(app)
    before = len(match.record.actions)
    key(app, pygame.K_3, "3")  # Move, then at once (before any frame) Enter
    key(app, pygame.K_RETURN)
    assert [a.action for a in match.record.actions[before:]] == ["move"], "Enter decided a step never shown"
    frames(app, 1)
    key(app, pygame.K_RETURN)  # the list of moves is seen now: Enter takes its row
    assert len(match.record.actions) == before + 2


# --- 4. tooltips go when the pointer moves away or the game moves on -------------------------------------------


def _hover(app, pos):
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(1, 1), buttons=(0, 0, 0)))


def _tips(app, monkeypatch):
    """Draw a frame; the tooltips drawn in it (a sector's words, a Store box's ability)."""
    from scenes.boards.hyperline import abilities, galaxy_view

    told = []
    real_words, real_ability = galaxy_view.sector_words, abilities.ability
    monkeypatch.setattr(galaxy_view, "sector_words", lambda *a, **k: told.append("sector") or real_words(*a, **k))
    monkeypatch.setattr(abilities, "ability", lambda kind: (told.append(kind) if kind else None) or real_ability(kind))
    app.draw()
    monkeypatch.setattr(galaxy_view, "sector_words", real_words)
    monkeypatch.setattr(abilities, "ability", real_ability)
    return told


def test_a_sectors_tooltip_goes_when_the_game_moves_on_under_a_resting_pointer(app, monkeypatch):
    from game.rules.hyperline.board import NEXXUS
    from tests.ui import frames, key

    match, play = _at_the_command_menu(app)
    _hover(app, play.board.geo.centre(NEXXUS))
    assert "sector" in _tips(app, monkeypatch), "no tooltip over the sector pointed at"
    key(app, pygame.K_3, "3")  # Move: the next decision (where to go) appears under the resting pointer
    frames(app, 1)
    assert match.record.actions[-1].action == "move"
    assert "sector" not in _tips(app, monkeypatch), "the old tooltip stays over the new decision"
    _hover(app, play.board.geo.centre(NEXXUS))
    assert "sector" in _tips(app, monkeypatch), "a pointer moved again gets its tooltip back"


def test_a_store_tooltip_goes_when_the_pointer_moves_onto_a_button(app, monkeypatch):
    """The pointer moving onto a button (Undo, over the Store) is a motion the board never hears of."""
    from scenes.boards.hyperline import galaxy_view

    match, play = _at_the_command_menu(app)
    box = galaxy_view.store_rects(play.board.geo.store)["laser_cannon"]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: tuple(box.center))
    _hover(app, box.center)
    assert "laser_cannon" in _tips(app, monkeypatch), "no tooltip over the Store box pointed at"
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (box.centerx, 5))  # up onto the buttons
    assert "laser_cannon" not in _tips(app, monkeypatch), "the Store's tooltip stays after the pointer left"


# --- 8. the words a new player had to guess are said where they first matter --------------------------------------


def _drawn_words(app, monkeypatch):
    from scenes import assets

    drawn = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda words, *a, **k: drawn.append(str(words)) or real(words, *a, **k))
    app.draw()
    monkeypatch.setattr(assets, "text", real)
    return " ".join(drawn)


def test_the_move_row_and_the_move_prompt_say_what_jump_ripshift_and_a_hyperpoint_are(app):
    from tests.ui import frames, key

    match, play = _at_the_command_menu(app)
    board = play.board
    board.chooser.point_at("move")
    said = board.prompt(play.view, 0, match.state.legal_actions())
    assert "Ripshift, a leap to a Rip or your home" in said and "hyperpoint (a dot" in said, said
    key(app, pygame.K_3, "3")
    frames(app, 1)
    said = board.prompt(play.view, 0, match.state.legal_actions())
    assert "A hyperpoint: a dot on your sector's rim" in said and "corner" in said, said


def test_the_tight_scan_prompt_says_what_a_tight_scan_is():
    from scenes.boards.hyperline.prompts import HINTS

    words = HINTS["tight scan"]
    assert "takes damage" in words and "direction die" in words and "research point" in words, words


def test_owned_in_the_store_and_a_small_ships_key_are_told_by_a_tooltip(app, monkeypatch):
    from game.rules.hyperline import scenario
    from scenes.boards.hyperline import galaxy_view

    state = scenario.build(homes=("Ordnax", "Gearhold"), upgrades={0: ["battle_computer"]}, start_turn=False)
    match, play = _at_the_command_menu(app, state)
    box = galaxy_view.store_rects(play.board.geo.store)["battle_computer"]
    _hover(app, box.center)
    assert "Owned: this ship has it on its Bridge already" in _drawn_words(app, monkeypatch)
    (_seat, rect), *_ = play.board.small_ships(play.view)
    _hover(app, rect.center)
    assert "click it, or press S, to see it large" in _drawn_words(app, monkeypatch)
