"""Hyperline's table without a display: it renders at any size, and a person plays against a bot by clicks."""

from __future__ import annotations

import os
import random

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from game.rules import CHANCE, TERMINAL  # noqa: E402
from game.words import word  # noqa: E402
from scenes.app import make_app  # noqa: E402
from scenes.boards.hyperline import galaxy_view, ship_view  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from scenes.shots import build_scene  # noqa: E402
from tests.ui import click, frames, key  # noqa: E402


@pytest.mark.parametrize("size", ["1280x720", "3840x2160"])
@pytest.mark.parametrize("after", [0, 60])  # the ships being built; the galaxy mid-game
def test_the_table_renders_at_every_size(size, after):
    made = make_app(size, headless=True)
    build_scene(made, "hyperline", seed=3, after=after)
    made.ui.update(0.02)
    made.draw()
    play = made.top
    board = play.board
    width, height = made.size
    for rect in (board.geo.galaxy, board.geo.chooser, board.geo.large_ship, board.geo.store):
        assert play.board_rect.contains(rect), f"{rect} spills out of the table at {size}"
    surface = made.surface
    colours = {surface.get_at((x, y))[:3] for x in range(0, width, 37) for y in range(80, height - 100, 41)}
    assert len(colours) > 40, f"the table after {after} steps looks blank"
    pygame.display.quit()


def _start(app, seed=5, bots=1):
    app.settings.animation_speed = "instant"
    seats = [SeatInfo("Ana", "human")] + [SeatInfo(f"Bot{i}", "bot", "easy") for i in range(bots)]
    match = new_match("hyperline", seats, seed=seed)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    return match, play


def _wait_for_ana(app, play, limit=400):
    for _ in range(limit):
        if play.human_turn() and play.wait == 0 and not play.board.animating:
            return True
        if play.match.actor == TERMINAL:
            return False
        frames(app, 1, 0.1)
    return False


def choose_by_click(app, play, action):
    """Click the chooser's row for `action`, scrolling it into view with the arrow keys first."""
    board = play.board
    board.refresh_list()  # the chooser lists what is legal now (as the next frame's update makes it)
    items = [a for _, a in board.chooser.items]
    index = items.index(action)
    for _ in range(len(items)):
        if board.chooser.row_rect(index) is not None:
            break
        key(app, pygame.K_DOWN)
    click(app, board.chooser.row_rect(index).center)


def test_a_person_plays_against_an_easy_bot_by_clicks(app):
    match, play = _start(app)
    rng = random.Random(2)
    decisions, phases = 0, set()
    while decisions < 40 and _wait_for_ana(app, play):
        legal = match.state.legal_actions()
        action = rng.choice(legal)
        if "move" in legal:
            action = "move"  # keep the ship travelling: the galaxy opens up
        before = len(match.record.actions)
        choose_by_click(app, play, action)
        assert len(match.record.actions) == before + 1, f"clicking the row for {action} did nothing"
        assert match.record.actions[before].action == action
        phases.add(action if isinstance(action, str) else action[0])
        decisions += 1
    assert decisions >= 40 or match.actor == TERMINAL
    assert {"pod", "engine", "place", "move"} <= phases, phases
    assert match.state.round >= 3, "the game hardly moved on"


def test_number_keys_and_enter_choose(app):
    match, play = _start(app, seed=7)
    assert _wait_for_ana(app, play)
    legal = match.state.legal_actions()
    assert match.state.phase == "start_pod"
    key(app, pygame.K_2, "2")
    assert match.record.actions[-1].action == legal[1]
    assert _wait_for_ana(app, play)
    assert match.state.phase == "place"
    spots = match.state.legal_actions()
    key(app, pygame.K_RETURN)
    assert match.record.actions[-1].action == spots[0]


def test_a_command_not_open_is_listed_with_the_rules_reason(app):
    match, play = _start(app, seed=7)
    while match.state.phase != "command" or match.actor != 0:
        if match.actor == CHANCE:
            match.roll()
        else:
            match.apply(match.state.legal_actions()[0])
    frames(app, 1)
    assert _wait_for_ana(app, play)
    play.board.draw(app.surface, play.view, match.state.legal_actions())
    labels = [label for label, _ in play.board.chooser.items]
    assert any("Research" in label and "not now" in label for label in labels)
    index = [a for _, a in play.board.chooser.items].index("research")
    before = len(match.record.actions)
    click(app, play.board.chooser.row_rect(index).center)
    assert len(match.record.actions) == before
    assert app.toasts and "Nexxus" in app.toasts[-1].text


def _move_mouse(app, pos):
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0)))


def board_spot(app, play, action):
    """Point at the board spot for `action` (turning the ghost with R until it matches); its position, or None."""
    board, view = play.board, play.view
    legal = play.state.legal_actions()
    geo = board.geo
    verb = action if isinstance(action, str) else action[0]
    if verb in ("step", "ripshift", "rip", "pirate", "scan"):
        return geo.centre(action[1])
    if verb in ("jump", "branch"):
        from scenes.boards.hyperline.spots import port_sector

        return geo.port_point(port_sector(view, play.table_props().asking.ask), action[1])
    if verb == "stack":
        return galaxy_view.stack_rects(geo.stacks)[action[1]].center
    if verb == "buy":
        return galaxy_view.store_rects(geo.store)[action[1]].center
    if verb == "rotate":
        pos = geo.centre(view["explore"]["sector"])
        for _ in range(4):
            if board.rotation_action(view) == action:
                return pos
            key(app, pygame.K_r, "r")
        return None
    if verb in ("place", "put"):
        ship = board.large_view(view, legal)
        spot = action[-1]
        pos = ship.float_rect(spot[1], 0).center if spot[0] == "float" else ship.square_rect(*spot[:2]).center
        _move_mouse(app, pos)
        for _ in range(12):
            if board.ghost_action(view, legal) == action:
                return pos
            key(app, pygame.K_r, "r")
        return None
    if verb in ("damage", "repair", "lift", "absorb"):
        ship = board.large_view(view, legal)
        part = next(p for p in view["ships"][view["current"]]["parts"] if p["id"] == action[1])
        return ship.part_rect(part).center
    return None


def test_a_person_plays_by_board_spots_where_there_are_some(app):
    match, play = _start(app, seed=3)
    rng = random.Random(4)
    by_spot = set()
    decisions = 0
    while decisions < 70 and _wait_for_ana(app, play):
        legal = match.state.legal_actions()
        action = "move" if "move" in legal else rng.choice(legal)
        if any(isinstance(a, tuple) and a[0] == "buy" for a in legal):
            action = next(a for a in legal if isinstance(a, tuple) and a[0] == "buy")
        before = len(match.record.actions)
        pos = board_spot(app, play, action)
        if pos is None:
            choose_by_click(app, play, action)
        else:
            click(app, pos)
            by_spot.add(action[0])
        assert len(match.record.actions) == before + 1, f"the click for {action} did nothing"
        assert match.record.actions[before].action == action, f"clicked for {action}"
        decisions += 1
    assert {"place", "step", "jump"} <= by_spot, by_spot


def _reach(app, seed, wanted, limit=3000):
    """A match (Ana against an easy bot) played at random until Ana faces a decision `wanted(state)` likes."""
    app.settings.animation_speed = "instant"
    match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Bot", "bot", "easy")], seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if match.actor == 0 and wanted(match.state):
            play = PlayScene(match)
            app.push(play)
            frames(app, 1)
            return match, play
        if match.actor == TERMINAL:
            break
        if match.actor == CHANCE:
            match.roll()
        else:
            legal = match.state.legal_actions()
            match.apply("move" if "move" in legal and rng.random() < 0.7 else rng.choice(legal))
    pytest.skip("this deal never reached the decision")


def _buying(state):
    return state.phase == "build" and any(isinstance(a, tuple) and a[0] == "buy" for a in state.legal_actions())


def test_build_buys_from_the_store_and_places_the_ghost_where_it_fits(app):
    for seed in range(1, 12):
        try:
            match, play = _reach(app, seed, _buying)
            break
        except pytest.skip.Exception:
            continue
    board = play.board
    buy = next(a for a in match.state.legal_actions() if isinstance(a, tuple) and a[0] == "buy")
    kind = buy[1]
    stock = match.state.store.get(kind)
    tokens = dict(match.state.tokens[0])
    click(app, board_spot(app, play, buy))
    assert match.record.actions[-1].action == buy
    assert match.state.phase == "place"
    frames(app, 1)
    legal = match.state.legal_actions()
    ship = board.large_view(play.view, legal)
    taken = {(p["x"], p["y"]) for p in match.state.ships[0]["parts"] if p["x"] is not None}
    free = [(x, y) for x in range(-4, 5) for y in range(-4, 6) if (x, y) not in taken]
    fits = {tuple(a[1][:2]) for a in legal if isinstance(a[1][0], int)}
    wrong = next(s for s in free if s not in fits and ship.rect.collidepoint(ship.square_rect(*s).center))
    before = len(match.record.actions)
    _move_mouse(app, ship.square_rect(*wrong).center)
    click(app, ship.square_rect(*wrong).center)
    assert len(match.record.actions) == before, "a component went where it does not fit"
    assert app.toasts and app.toasts[-1].text.startswith("Not now")
    spot = legal[-1]
    click(app, board_spot(app, play, spot))
    assert match.record.actions[-1].action == spot
    assert match.state.store[kind] == stock - 1
    assert tokens != match.state.tokens[0], "the tech token did not move onto the planet"
    assert match.state.at[0] in match.state.tokens[0].values()


def test_damage_is_taken_on_a_clicked_component(app):
    match, play = _reach(app, 2, lambda st: st.phase in ("radiation", "research_damage", "combat_absorb", "repair"))
    action = match.state.legal_actions()[0]
    pos = board_spot(app, play, action)
    assert pos is not None, action
    app.settings.animation_speed = "normal"
    click(app, pos)
    assert match.record.actions[-1].action == action
    assert play.board.motion.flash(0, action[1]) is not None, f"the component did not flash as it flipped ({action})"


def test_the_wheel_and_a_right_click_turn_the_new_tile(app):
    match, play = _reach(app, 3, lambda st: st.phase == "explore_rotate" and len(st.legal_actions()) == 4)
    board = play.board
    sector = match.state.explore["sector"]
    centre = [int(v) for v in board.geo.centre(sector)]
    pygame.mouse.set_pos(centre)
    pygame.event.pump()
    first = board.rotation_action(play.view)
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0))
    second = board.rotation_action(play.view)
    assert second != first
    click(app, centre, button=3)
    third = board.rotation_action(play.view)
    assert third not in (first, second)
    tile = match.state.explore["tile"]
    key(app, pygame.K_RETURN)
    assert match.record.actions[-1].action == third
    assert match.state.board[sector] == f"{tile}@{third[1]}"


def test_an_illegal_step_is_answered_with_the_rules_reason(app):
    match, play = _reach(app, 1, lambda st: st.phase == "move")
    here = match.state.at[0]
    far = next(s for s in range(81) if abs(s // 9 - here // 9) + abs(s % 9 - here % 9) >= 3)
    before = len(match.record.actions)
    click(app, play.board.geo.centre(far))
    assert len(match.record.actions) == before
    assert app.toasts and "Step goes to a sector sharing an edge" in app.toasts[-1].text


def peeked_at_d4(app):
    """Ana's Planetary scan laid Hycom face down at D4 (sector 30): she knows it, Ben sees only the back."""
    match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=4)
    state = match.state
    state.board[30] = "facedown@0"
    state.facedown["30"] = {"tile": "Hycom", "seat": 0}
    state.planet_stack["Hycom"] -= 1
    play = PlayScene(match)
    app.push(play)
    return match, play


def test_a_planetary_peek_is_drawn_for_its_scanner_only(app, monkeypatch):
    from scenes.boards.hyperline import drawing as board_module

    match, play = peeked_at_d4(app)
    asked = []
    real = board_module.art.sector_image

    def spy(content, sector, size):
        asked.append(content)
        return real(content, sector, size)

    monkeypatch.setattr(board_module.art, "sector_image", spy)
    for viewer, sees in ((1, False), (0, True)):
        asked.clear()
        play.table._set_look(viewer, True, False)
        play.board.draw(app.surface, play.table_props().view, [])  # the props for the new viewer, as the screen
        assert ("Hycom@0" in asked) == sees, f"seat {viewer} {'should' if sees else 'must not'} see the peek"


def test_a_planetary_peek_is_as_large_and_as_told_as_any_planet_to_its_scanner_alone(app, monkeypatch):
    """The scanner's secret was a half-size inset in the sector's corner, hard to read: it is drawn the size of
    every tile on the board, and the sector's words under the pointer name it -- to its scanner, never to another."""
    from scenes.boards.hyperline import drawing as board_module

    match, play = peeked_at_d4(app)
    sizes = []
    real = board_module.art.sector_image

    def spy(content, sector, size):
        if content == "Hycom@0":
            sizes.append(size)
        return real(content, sector, size)

    monkeypatch.setattr(board_module.art, "sector_image", spy)
    play.table._set_look(0, True, False)
    play.board.draw(app.surface, play.table_props().view, [])
    cell = int(play.board.geo.cell)
    assert sizes and min(sizes) >= cell, f"the peek is drawn {sizes} px in a {cell} px cell"
    told = galaxy_view.sector_words(play.view, 30, match.names, 0)
    assert "your scan saw Hycom" in told, told
    play.table._set_look(1, True, False)
    for seat in (1, None):
        told = galaxy_view.sector_words(match.state.view(seat), 30, match.names, seat)
        assert "Hycom" not in told and "face-down planet tile" in told, told


def test_a_step_slides_the_ship_at_the_chosen_pace(app):
    match, play = _reach(
        app,
        1,
        lambda st: st.phase == "move" and any(a[0] == "step" for a in st.legal_actions() if isinstance(a, tuple)),
    )
    app.settings.animation_speed = "normal"
    step = next(a for a in match.state.legal_actions() if isinstance(a, tuple) and a[0] == "step")
    start = play.board.geo.centre(match.state.at[0])
    end = play.board.geo.centre(step[1])
    click(app, end)
    assert match.record.actions[-1].action == step
    board = play.board
    assert board.animating
    board.update(0.1)
    _, where = board.motion.positions(board.geo)
    x, y = where[0]
    between = min(start[0], end[0]) <= x <= max(start[0], end[0]) and min(start[1], end[1]) <= y <= max(
        start[1], end[1]
    )
    assert between and (x, y) != end, "the ship jumped instead of sliding"
    for _ in range(20):
        board.update(0.1)
    assert not board.animating


def test_your_own_die_is_rolled_by_a_click_on_the_table(app):
    match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Bot", "bot", "easy")], seed=3)
    while match.state.phase != "first_roll":
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])
    app.settings.animation_speed = "normal"
    play = PlayScene(match)
    app.push(play)
    frames(app, 2)
    assert match.state.chance_roller() == 0
    assert play.roller_waiting() == 0
    before = len(match.record.actions)
    click(app, play.board.geo.chooser.center)
    assert len(match.record.actions) == before + 1 and match.record.actions[-1].is_chance


def test_the_arrows_move_a_ghost_over_the_ship_and_enter_places_it(app):
    match, play = _reach(app, 1, lambda st: st.phase == "place" and len(st.legal_actions()) > 1)
    board = play.board
    _move_mouse(app, board.geo.galaxy.center)  # the pointer away from the ship
    legal = match.state.legal_actions()
    frames(app, 1)
    key(app, pygame.K_DOWN)
    assert board.ghost_action(play.view, legal) == legal[1]
    key(app, pygame.K_RETURN)
    assert match.record.actions[-1].action == legal[1]


def test_a_store_box_that_cannot_be_bought_says_why(app):
    match, play = _reach(app, 2, lambda st: st.phase == "build")
    kind = next(k for k in match.state.store if ("buy", k) not in match.state.legal_actions())
    before = len(match.record.actions)
    click(app, galaxy_view.store_rects(play.board.geo.store)[kind].center)
    assert len(match.record.actions) == before
    assert app.toasts and app.toasts[-1].text == f"Not now: {word(match.state.explain(('buy', kind)), match.names)}"


def test_a_draw_next_to_a_planet_says_why_there_is_no_choice_of_stack(app):
    from game.rules.hyperline import galaxy

    def draw_next_to_planet(st):
        return st.phase == "explore_draw" and galaxy.next_to_planet(st, st.explore["sector"])

    app.settings.animation_speed = "instant"
    match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Bot", "bot", "easy")], seed=1)
    rng = random.Random(1)
    while not (match.state.chance_roller() == 0 and draw_next_to_planet(match.state)):
        if match.actor == TERMINAL:
            pytest.skip("no such draw in this deal")
        if match.actor == CHANCE:
            match.roll()
        else:
            legal = match.state.legal_actions()
            match.apply("move" if "move" in legal else rng.choice(legal))
    play = PlayScene(match)
    app.push(play)
    assert "Next to a planet" in play.board.why_one_stack(play.view)  # the rules' words


def test_a_missing_sprite_never_stops_the_table(app, monkeypatch):
    from scenes import assets
    from scenes.boards.hyperline import art

    real = assets.scaled

    def without_art(relative, size):
        if relative.startswith(art.FOLDER):
            raise assets.AssetError(f"missing asset: {relative}")
        return real(relative, size)

    caches = [
        art.named_sector,
        art.component_image,
        art.upgrade_image,
        art.ship_image,
        art.glyph,
        art.stack_image,
        galaxy_view.static_galaxy,
        galaxy_view._store_picture,
    ]
    ship_view._PICTURES.clear()
    for cache in caches:
        cache.cache_clear()
    monkeypatch.setattr(assets, "scaled", without_art)
    try:
        build_scene(app, "hyperline", seed=3, after=60)
        frames(app, 2)
        assert app.top.board.geo is not None
    finally:
        monkeypatch.undo()
        for cache in caches:
            cache.cache_clear()


def test_pointing_at_a_sector_names_what_is_there(app):
    match, play = _start(app)
    view = play.view
    home = view["corners"][0]
    words = galaxy_view.sector_words(view, home, play.names)
    assert view["homes"][0] in words and "Ana's ship" in words and "8 of Ana's fighters" in words
    assert "unexplored" in galaxy_view.sector_words(view, 10, play.names)


def test_the_jump_preview_is_the_rules_route_and_pointing_at_a_hyperpoint_shows_it(app):
    from game.rules.hyperline import queries

    match, play = _reach(
        app,
        1,
        lambda st: st.phase == "move" and any(isinstance(a, tuple) and a[0] == "jump" for a in st.legal_actions()),
    )
    board, view = play.board, play.view
    jumps = [a for a in match.state.legal_actions() if isinstance(a, tuple) and a[0] == "jump"]
    for jump in jumps:
        assert board.preview(view, jump) == queries.jump_route(match.state, jump[1])
    home = view["at"][0]
    board.hover(board.geo.port_point(home, jumps[0][1]))
    assert board.hyperpoint_at(view, match.state.legal_actions(), board.pointer) == jumps[0]
    drawn = []
    board._draw_route = lambda surface, route: drawn.append(route)
    board.draw(app.surface, view, match.state.legal_actions())
    assert drawn == [queries.jump_route(match.state, jumps[0][1])]


def test_clicking_a_component_that_cannot_be_repaired_names_it(app):
    def repairing(st):
        return st.phase == "repair" and any(not p["damaged"] for p in st.ships[0]["parts"])

    match, play = _reach(app, 4, repairing)
    whole = next(p for p in match.state.ships[0]["parts"] if not p["damaged"])
    legal = match.state.legal_actions()
    rect = play.board.large_view(play.view, legal).part_rect(whole)
    before = len(match.record.actions)
    click(app, rect.center)
    assert len(match.record.actions) == before
    assert app.toasts and "is not damaged" in app.toasts[-1].text


def test_tiles_put_back_by_a_quantum_scan_show_on_the_stack_to_their_scanner_only(app, monkeypatch):
    """Alone against bots the scanner sees them on the stack; at a screen people share, nobody does (the order
    stayed on the stack for the rest of the turn while the others looked: tests/test_hyperline_table_words.py)."""
    from scenes.boards.hyperline import galaxy_view as module

    asked = []
    real = module.art.sector_image
    monkeypatch.setattr(module.art, "sector_image", lambda c, s, n: asked.append(c) or real(c, s, n))
    for second, viewer, sees in (("human", 1, False), ("human", 0, False), ("bot", 0, True)):
        match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Ben", second, "easy")], seed=4)
        match.state.hyper_top = [{"tile": "t_branch", "known": [0]}]
        play = PlayScene(match)
        app.push(play)
        asked.clear()
        play.table._set_look(viewer, True, False)
        play.board._table_key = None
        play.board.draw(app.surface, play.view, [])
        assert ("t_branch@0" in asked) == sees, (second, viewer)


def test_pointing_at_a_command_not_open_tells_why_in_the_prompt(app):
    from game.rules.hyperline import queries

    match, play = _reach(app, 7, lambda st: st.phase == "command" and "research" not in st.legal_actions())
    board = play.board
    board.draw(app.surface, play.view, match.state.legal_actions())
    index = [a for _, a in board.chooser.items].index("research")
    _move_mouse(app, board.chooser.row_rect(index).center)
    words = board.prompt(play.view, 0, match.state.legal_actions())
    assert word(queries.command_reasons(match.state)["research"], match.names) in words


def test_a_research_point_makes_the_news_and_flies_to_the_track(app):
    match, play = _start(app)
    app.settings.animation_speed = "normal"
    play.table_props()  # the board is told the new pace, as the screen tells it on its next frame
    board = play.board
    events = [{"type": "research_point", "seat": 1, "points": 2, "why": "research"}]
    board.animate(events, play.view)
    assert board.banner.last[0] == "Bot0 gains a research point: 2 of 5"
    assert board.animating and board.timeline.pending("point")
    assert board.sounds(events) == ["win"]
    frames(app, 30, 0.1)
    assert not board.timeline.pending("point")


def test_each_home_has_eight_fighter_squares_in_the_margin_of_the_map(app):
    from game.rules.hyperline.board import CORNERS

    match, play = _start(app)
    geo = play.board.geo
    board = geo.sector_rect(0).union(geo.sector_rect(80))
    for corner in CORNERS:
        squares = geo.fighter_squares(corner)
        assert len(squares) == 8
        assert all(geo.galaxy.contains(s) and not s.colliderect(board.inflate(-2, -2)) for s in squares)
        assert squares[0].collidepoint(geo.sector_rect(corner).center) is False


def test_s_shows_the_next_ship_large_and_a_click_on_a_small_one_too(app):
    match, play = _start(app)
    assert _wait_for_ana(app, play)
    board = play.board
    assert board.large_seat(play.view) == 0
    key(app, pygame.K_s, "s")
    assert board.large_seat(play.view) == 1
    ((seat, rect),) = board.small_ships(play.view)
    assert seat == 0
    click(app, (rect.x + 5, rect.y + 5))
    assert board.large_seat(play.view) == 0


def test_undo_puts_the_table_back(app):
    match, play = _reach(
        app,
        1,
        lambda st: (
            st.phase == "move"
            and any(isinstance(a, tuple) and a[0] == "step" and st.board[a[1]] is not None for a in st.legal_actions())
        ),
    )
    start = match.state.at[0]
    step = next(
        a
        for a in match.state.legal_actions()
        if isinstance(a, tuple) and a[0] == "step" and match.state.board[a[1]] is not None
    )
    click(app, play.board.geo.centre(step[1]))
    frames(app, 2)
    assert play.board.rules(play.view).at[0] == step[1]
    key(app, pygame.K_z, "z", pygame.KMOD_CTRL)
    frames(app, 2)
    assert match.state.at[0] == start
    assert play.board.rules(play.view).at[0] == start


def test_a_stack_clicked_out_of_turn_says_how_many_tiles_are_left(app):
    match, play = _start(app)
    assert _wait_for_ana(app, play)
    for which, stack in (("planet", match.state.planet_stack), ("hyperline", match.state.hyper_stack)):
        click(app, galaxy_view.stack_rects(play.board.geo.stacks)[which].center)
        assert app.toasts and f"The {which} stack: {sum(stack.values())} tiles left" in app.toasts[-1].text


def test_at_a_shared_screen_only_a_decision_made_with_a_secret_tile_goes_behind_the_curtain():
    from game.play.table import ASK, CURTAIN, Table

    match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=4)
    table = Table(match, pace=0.7)
    while match.actor < 0:
        match.roll()
    seat = match.actor
    assert match.state.public_decision()
    cue = table.step(0.1)
    assert cue.kind == ASK and table.human_turn() and table.seen_by is None  # asked over the public table
    state = match.state
    state.board[30] = "facedown@0"
    state.facedown["30"] = {"tile": "Hycom", "seat": seat}  # a Planetary peek only this seat has seen
    assert not state.public_decision()
    table._set_look(1 - seat, True, True)
    cue = table.look(seat)
    assert cue is not None and cue.kind == CURTAIN and not table.human_turn()
    state.facedown["30"]["seat"] = 1 - seat  # the other player's peek: nothing secret to decide with
    assert state.public_decision()
    state.facedown.clear()
    state.hyper_top = [{"tile": "t_branch", "known": [seat]}]  # tiles a Quantum scan put back, known to this seat
    assert not state.public_decision()


def test_s_shows_another_ship_large_while_a_bot_plays_too(app):
    match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Bot", "bot", "normal")], seed=5)
    while match.actor != 1:
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])
    play = PlayScene(match)
    app.push(play)
    assert not play.human_turn()
    board = play.board
    shown = board.large_seat(play.view)
    key(app, pygame.K_s, "s")
    assert board.large_seat(play.view) != shown


def test_your_own_draw_is_worded_as_a_draw_from_the_stack(app):
    match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Bot", "bot", "easy")], seed=1)
    rng = random.Random(1)
    while not (match.state.chance_roller() == 0 and match.state.phase == "explore_draw"):
        if match.actor == TERMINAL:
            pytest.skip("no draw of Ana's in this deal")
        if match.actor == CHANCE:
            match.roll()
        else:
            legal = match.state.legal_actions()
            match.apply("move" if "move" in legal else rng.choice(legal))
    app.settings.animation_speed = "normal"
    play = PlayScene(match)
    app.push(play)
    frames(app, 2)
    assert play.roller_waiting() == 0
    words = play.frame.prompt(play.table_props())
    assert "Ana, draw from the" in words and "die" not in words
    labels = [button.text for button in play.action_buttons]
    assert any(label.startswith("Draw a") for label in labels), labels


def test_the_tech_token_flies_onto_the_planet_that_sold_the_component(app):
    match, play = _start(app)
    app.settings.animation_speed = "normal"
    play.table_props()  # the board is told the new pace, as the screen tells it on its next frame
    board = play.board
    drawn = []
    real = board.motion.draw_tokens
    events = [{"type": "token", "seat": 0, "tech": "pod", "from": None, "to": 40}]
    board.animate(events, play.view)
    assert board.animating and board.timeline.pending("token")
    import scenes.boards.hyperline.animation as animation

    spy = animation.art.glyph

    def glyph(name, size, colour=None):
        if name == "tech_token":
            drawn.append(size)
        return spy(name, size, colour)

    animation.art.glyph = glyph
    try:
        board.update(0.3)
        real(app.surface, board.geo, board.geo.store, lambda s: (255, 255, 255))
        assert drawn and drawn[-1] > max(6, int(board.geo.cell * 0.2)), "the token is not seen in flight"
    finally:
        animation.art.glyph = spy
    frames(app, 30, 0.1)
    assert not board.timeline.pending("token")


# --- every decision outside combat has a spot on the table ----------------------------------------------------
def _scene(app, state):
    """Ana (seat 0) against an easy bot, in a position built by the rules' scenario helper."""
    app.settings.animation_speed = "instant"
    match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Bot", "bot", "easy")], seed=1)
    match.state = state
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    return match, play


def _part(state, kind):
    return next(p for p in state.ships[0]["parts"] if p["kind"] == kind)


def _click_part(app, play, part):
    board = play.board
    click(app, board.large_view(play.view, play.state.legal_actions()).part_rect(part).center)


def _clicked(app, play, pos, action):
    before = len(play.match.record.actions)
    click(app, pos)
    assert len(play.match.record.actions) == before + 1, f"the click for {action} did nothing"
    assert play.match.record.actions[-1].action == action


def test_the_commands_are_chosen_on_the_table(app):
    from game.rules.hyperline import scenario
    from game.rules.hyperline import ship as shipkit

    match, play = _scene(app, scenario.build(start_turn=False))
    geo = play.board.geo
    _clicked(app, play, galaxy_view.store_rects(geo.store)["battle_pod"].center, "build")  # home Problar sells Pods
    assert match.state.phase == "build"

    match, play = _scene(app, scenario.build(start_turn=False))
    _clicked(app, play, play.board.geo.centre(match.state.at[0]), "move")
    assert match.state.phase == "move"

    state = scenario.build(start_turn=False)
    shipkit.damage(state.ships[0], _part(state, "combat_engine")["id"])
    match, play = _scene(app, state)
    assert _part(state, "combat_engine")["id"] in spots_lit(play)
    before = len(match.record.actions)
    _click_part(app, play, _part(state, "combat_engine"))
    assert match.record.actions[before].action == "repair"

    match, play = _scene(app, scenario.build(start_turn=False))  # away from Nexxus: the rules say why not
    before = len(match.record.actions)
    click(app, play.board.geo.research.center)
    assert len(match.record.actions) == before and "Nexxus" in app.toasts[-1].text
    match, play = _scene(app, scenario.build(at={0: (4, 4)}, start_turn=False))
    _clicked(app, play, play.board.geo.research.center, "research")
    assert match.state.phase == "research_damage"
    key(app, pygame.K_p, "p")
    assert len(match.record.actions) == 1, "P passes only where passing is a choice"


def spots_lit(play):
    from scenes.boards.hyperline import spots

    return set(spots.part_spots(play.view, play.state.legal_actions(), play.table_props().asking.ask))


def test_pass_is_a_button_and_the_p_key(app):
    from game.rules.hyperline import scenario

    match, play = _scene(app, scenario.build(start_turn=False))
    labels = [button.text for button in play.action_buttons]
    assert any(label.startswith("Pass") for label in labels), labels
    key(app, pygame.K_p, "p")
    assert match.record.actions[-1].action == "pass"


def test_fighters_are_loaded_from_the_patrol_and_unloaded_from_a_carrier_pod(app):
    from game.rules.hyperline import scenario

    state = scenario.build(start_turn=False)  # eight fighters wait at home, an empty Carrier Pod on the ship
    match, play = _scene(app, state)
    _clicked(app, play, play.board.geo.centre(state.at[0]), "move")
    board = play.board
    assert "load" in match.state.legal_actions()
    assert "fighters to load" in board.prompt(play.view, 0, match.state.legal_actions())
    squares = galaxy_view.patrol_rects(board.geo, play.view, 0, match.state.at[0])
    _clicked(app, play, squares[0].center, "load")
    assert match.state.loaded[0] == 1
    before = len(match.record.actions)
    _click_part(app, play, _part(match.state, "carrier_pod"))  # loaded before this move: the rules say no
    assert len(match.record.actions) == before and "load or unload, not both" in app.toasts[-1].text

    state = scenario.build(start_turn=False)
    state.loaded[0], state.patrols[0][str(state.at[0])] = 1, 7
    match, play = _scene(app, state)
    _clicked(app, play, play.board.geo.centre(state.at[0]), "move")
    assert _part(match.state, "carrier_pod")["id"] in spots_lit(play)
    before = len(match.record.actions)
    _click_part(app, play, _part(match.state, "carrier_pod"))
    assert match.record.actions[before].action == "unload" and match.state.loaded[0] == 0


def test_a_bonus_move_is_declined_by_a_click_on_your_sector_or_e(app):
    from game.rules.hyperline import scenario

    ship = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("hyperline_engine", (1, 0, "S"))]
    for how in ("click", "key"):
        match, play = _scene(app, scenario.build(ships={0: ship}, start_turn=False))
        _clicked(app, play, play.board.geo.centre(match.state.at[0]), "move")
        step = next(a for a in match.state.legal_actions() if isinstance(a, tuple) and a[0] == "step")
        _clicked(app, play, play.board.geo.centre(step[1]), step)
        if match.state.phase == "explore_draw":
            pytest.skip("the step explored")
        assert "stop" in match.state.legal_actions()
        assert "end the move here" in play.board.prompt(play.view, 0, match.state.legal_actions())
        if how == "click":
            _clicked(app, play, play.board.geo.centre(match.state.at[0]), "stop")
        else:
            key(app, pygame.K_e, "e")
            assert match.record.actions[-1].action == "stop"
        assert match.state.phase != "move"


def test_everything_is_repaired_at_home_by_a_click_on_the_home_sector(app):
    from game.rules.hyperline import scenario
    from game.rules.hyperline import ship as shipkit

    state = scenario.build(start_turn=False)
    for kind in ("carrier_pod", "combat_engine"):
        shipkit.damage(state.ships[0], _part(state, kind)["id"])
    match, play = _scene(app, state)
    _click_part(app, play, _part(state, "carrier_pod"))
    assert match.state.phase == "repair"
    assert "repair everything" in play.board.prompt(play.view, 0, match.state.legal_actions())
    _clicked(app, play, play.board.geo.centre(match.state.at[0]), "repair_all")
    assert not any(p["damaged"] for p in match.state.ships[0]["parts"])


def test_the_repair_droids_extra_command_is_announced(app):
    from game.rules.hyperline import scenario
    from game.rules.hyperline import ship as shipkit

    state = scenario.build(upgrades={0: ["repair_droid"]}, tiles={(6, 2): "Hycom"}, at={0: (6, 2)}, start_turn=False)
    shipkit.damage(state.ships[0], _part(state, "combat_engine")["id"])
    match, play = _scene(app, state)
    _click_part(app, play, _part(state, "combat_engine"))  # away from home one click: Repair and this component
    assert match.record.actions[-1].action == ("repair", _part(state, "combat_engine")["id"])
    assert match.state.phase == "command"
    assert "Repair Droid gives you one more command" in play.board.prompt(play.view, 0, match.state.legal_actions())
    _clicked(app, play, play.board.geo.centre(match.state.at[0]), "move")


def test_the_forced_move_after_running_away_is_asked_on_the_table(app):
    from game.rules.hyperline import scenario

    state = scenario.build(start_turn=False)
    state.must_move[0] = True
    match, play = _scene(app, state)
    assert "must Move" in play.board.prompt(play.view, 0, match.state.legal_actions())
    _clicked(app, play, play.board.geo.centre(state.at[0]), "move")


def test_the_tight_scan_is_tried_on_a_boosted_scanner_or_skipped(app):
    from game.rules.hyperline import scenario

    ship = [
        ("battle_pod", (0, 1, "N")),
        ("combat_engine", (0, 2, "S")),
        ("quantum_scanner", (1, 1, "E")),
        ("laser_cannon", (-1, 1, "W")),
    ]
    for how in ("scanner", "skip"):
        match, play = _scene(app, scenario.build(at={0: (4, 4)}, ships={0: ship}, start_turn=False))
        _clicked(app, play, play.board.geo.research.center, "research")
        engine = _part(match.state, "combat_engine")
        _click_part(app, play, engine)
        assert match.state.phase == "tight_scan"
        scanner = _part(match.state, "quantum_scanner")
        assert spots_lit(play) == {scanner["id"]}
        if how == "scanner":
            _click_part(app, play, scanner)
            assert match.record.actions[-1].action == "tight_scan" and match.state.phase == "tight_damage"
        else:
            key(app, pygame.K_e, "e")
            assert match.record.actions[-1].action == "skip_tight_scan"


def test_a_bridge_upgrade_is_bought_from_the_store_grid(app):
    from game.rules.hyperline import scenario

    state = scenario.build(tiles={(6, 2): "Hycom"}, at={0: (6, 2)}, start_turn=False)
    match, play = _scene(app, state)
    rects = galaxy_view.store_rects(play.board.geo.store)
    assert play.board.geo.store.contains(rects["hyperline_computer"])
    _clicked(app, play, rects["hyperline_computer"].center, "build")
    _clicked(app, play, rects["hyperline_computer"].center, ("buy", "hyperline_computer"))
    assert "hyperline_computer" in match.state.ships[0]["upgrades"]
    before = len(match.record.actions)
    click(app, rects["repair_droid"].center)
    assert len(match.record.actions) == before and app.toasts[-1].text.startswith("Not now")


def test_the_starting_ship_is_chosen_from_the_store(app):
    match, play = _start(app, seed=7)
    assert _wait_for_ana(app, play) and match.state.phase == "start_pod"
    rects = galaxy_view.store_rects(play.board.geo.store)
    _clicked(app, play, rects["battle_pod"].center, ("pod", "battle_pod"))
    assert _wait_for_ana(app, play) and match.state.phase == "place"
    key(app, pygame.K_RETURN)
    assert _wait_for_ana(app, play) and match.state.phase == "start_engine"
    before = len(match.record.actions)
    click(app, rects["laser_cannon"].center)  # not an engine: nothing happens but a reason
    assert len(match.record.actions) == before
    _clicked(app, play, rects["rip_engine"].center, ("engine", "rip_engine"))


def test_a_ship_lit_for_a_hit_on_a_fighter_and_a_component_draws(app):
    from game.rules.hyperline import scenario

    state = scenario.build(start_turn=False)
    ship = ship_view.ShipView(pygame.Rect(0, 0, 300, 300), state.ships[0])
    ship.draw(app.surface, "Ana's ship", (200, 200, 255), 1, {1, "fighter", "loaded"})  # a fight's choices


def test_two_people_share_the_screen_without_a_needless_curtain_or_hand_button(app):
    match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=4)
    while match.actor < 0:
        match.roll()
    play = PlayScene(match)
    app.push(play)
    frames(app, 3)
    assert app.top is play and play.human_turn(), "a decision without secrets waits behind a curtain"
    assert play.table.seen_by is None  # the public table
    assert not any("hand" in button.text.lower() for button in play.action_buttons)


def test_rip_travel_and_staying_are_clicked_on_the_rips(app):
    from game.rules.hyperline import scenario

    for how in ("travel", "stay"):
        state = scenario.build(tiles={(8, 1): "rip", (4, 2): "rip"}, start_turn=False)
        match, play = _scene(app, state)
        geo = play.board.geo
        _clicked(app, play, geo.centre(state.at[0]), "move")
        _clicked(app, play, geo.centre(scenario.sec(8, 1)), ("step", scenario.sec(8, 1)))
        assert match.state.phase == "rip_travel"
        if how == "travel":
            _clicked(app, play, geo.centre(scenario.sec(4, 2)), "rip_travel")
            assert match.state.at[0] == scenario.sec(4, 2)
        else:
            _clicked(app, play, geo.centre(scenario.sec(8, 1)), "stay")
            assert match.state.at[0] == scenario.sec(8, 1)


def test_a_ripshift_is_a_click_on_the_lit_rip(app):
    from game.rules.hyperline import scenario

    ship = [("carrier_pod", (0, 1, "N")), ("rip_engine", (0, 2, "S"))]
    state = scenario.build(ships={0: ship}, tiles={(4, 2): "rip"}, start_turn=False)
    match, play = _scene(app, state)
    geo = play.board.geo
    _clicked(app, play, geo.centre(state.at[0]), "move")
    assert ("ripshift", scenario.sec(4, 2)) in match.state.legal_actions()
    _clicked(app, play, geo.centre(scenario.sec(4, 2)), ("ripshift", scenario.sec(4, 2)))
    assert match.state.at[0] == scenario.sec(4, 2)


def test_reconfiguring_lifts_a_component_and_puts_it_on_a_lit_square(app):
    from game.rules.hyperline import scenario

    match, play = _scene(app, scenario.build(start_turn=False))
    _clicked(app, play, galaxy_view.store_rects(play.board.geo.store)["carrier_pod"].center, "build")
    pod = _part(match.state, "carrier_pod")
    before = len(match.record.actions)
    _click_part(app, play, pod)
    assert match.record.actions[before].action == ("lift", pod["id"])
    put = next(a for a in match.state.legal_actions() if isinstance(a, tuple) and a[0] == "put")
    pos = board_spot(app, play, put)
    assert pos is not None
    _clicked(app, play, pos, put)
    key(app, pygame.K_e, "e")
    assert match.record.actions[-1].action == "done"


def test_the_branch_to_ride_is_a_click_on_its_hyperpoint(app):
    from game.rules.hyperline import scenario

    state = scenario.build(start_turn=False)
    match, play = _scene(app, state)
    match.apply("move")
    for jump in [a for a in match.state.legal_actions() if isinstance(a, tuple) and a[0] == "jump"]:
        trial = match.state.clone()
        trial.apply(jump)
        if trial.phase == "branch":
            match.apply(jump)
            break
    else:
        pytest.skip("no jump from home reaches a branch")
    frames(app, 2)
    branch = match.state.legal_actions()[-1]
    _clicked(app, play, board_spot(app, play, branch), branch)


def test_a_scan_is_a_click_on_a_lit_sector_and_e_ends_scanning(app):
    from game.rules.hyperline import scenario

    ship = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("quantum_scanner", (1, 1, "E"))]
    state = scenario.build(ships={0: ship})
    if state.phase != "scan":
        pytest.skip("nothing to scan from home")
    match, play = _scene(app, state)
    scan = next(a for a in state.legal_actions() if isinstance(a, tuple) and a[0] == "scan")
    _clicked(app, play, play.board.geo.centre(scan[1]), scan)
    match, play = _scene(app, scenario.build(ships={0: ship}))
    key(app, pygame.K_e, "e")
    assert match.record.actions[-1].action == "end_scan"


def test_a_special_scanner_clicked_on_the_ship_makes_the_next_scan_its_own(app):
    from game.rules.hyperline import scenario

    ship = [
        ("carrier_pod", (0, 1, "N")),
        ("combat_engine", (0, 2, "S")),
        ("planetary_scanner", (1, 1, "E")),
        ("quantum_scanner", (-1, 1, "W")),
    ]
    for verb, kind in (("planetary", "planetary_scanner"), ("quantum", "quantum_scanner")):
        state = scenario.build(ships={0: ship})
        scans = [a for a in state.legal_actions() if isinstance(a, tuple) and a[0] == verb]
        if state.phase != "scan" or not scans:
            pytest.skip(f"no {verb} scan from home")
        match, play = _scene(app, state)
        geo = play.board.geo
        scanner = _part(state, kind)
        assert scanner["id"] in spots_lit(play)
        before = len(match.record.actions)
        _click_part(app, play, scanner)
        assert len(match.record.actions) == before, "picking a scanner is not a move"
        assert f"{verb.title()} scan" in play.board.prompt(play.view, 0, match.state.legal_actions())
        _clicked(app, play, geo.centre(scans[0][1]), scans[0])
    while match.actor == CHANCE:  # the Quantum scan's three tiles
        match.roll()
    frames(app, 2)
    if match.state.phase == "quantum_keep":
        keep = match.state.legal_actions()[0]
        choose_by_click(app, play, keep)
        assert match.record.actions[-1].action == keep
    if match.state.phase == "quantum_return":
        order = match.state.legal_actions()[1]
        choose_by_click(app, play, order)
        assert match.record.actions[-1].action == order


def test_the_second_rip_is_placed_by_a_click_on_an_empty_sector(app):
    from game.rules.hyperline import scenario

    state = scenario.build(tiles={(7, 1): "crossing", (2, 6): "rip"}, at={0: (7, 1)}, start_turn=False)
    state.rip_aside = True
    state.hyper_stack["rip"] = max(1, state.hyper_stack.get("rip", 0))
    match, play = _scene(app, state)
    geo = play.board.geo
    _clicked(app, play, geo.centre(state.at[0]), "move")
    _clicked(app, play, geo.centre(scenario.sec(6, 1)), ("step", scenario.sec(6, 1)))
    if match.state.phase == "explore_stack":
        _clicked(app, play, galaxy_view.stack_rects(geo.stacks)["hyperline"].center, ("stack", "hyperline"))
    match.apply("rip")  # the draw, scripted: a Rip
    frames(app, 2)
    if match.state.phase == "explore_rotate":
        key(app, pygame.K_RETURN)
    assert match.state.phase == "place_rip", match.state.phase
    spot = match.state.legal_actions()[0]
    _clicked(app, play, geo.centre(spot[1]), spot)
    assert match.state.board[spot[1]] == "rip@0"


def test_two_components_of_a_kind_are_told_apart_in_the_list(app):
    for seed in range(1, 12):
        try:
            match, play = _reach(app, seed, _buying)
            break
        except pytest.skip.Exception:
            continue
    parts = match.state.ships[0]["parts"]
    for part in parts[2:]:  # a second Pod where the Engine was: two rows would read alike
        part["kind"] = parts[1]["kind"]
    play = PlayScene(match)  # a fresh table: nothing worded before the change
    app.push(play)
    frames(app, 1)
    board = play.board
    board.draw(app.surface, match.state.view(0), match.state.legal_actions())
    lifts = [words for words, action in board.chooser.items if isinstance(action, tuple) and action[0] == "lift"]
    assert len(lifts) >= 2, lifts
    assert len(set(lifts)) == len(lifts), f"two rows read alike: {lifts}"
    assert all("back" in words for words in lifts), lifts


def test_a_small_ship_says_how_to_see_it_large(app, monkeypatch):
    from scenes.boards.hyperline import drawing as board_module

    titles, hints = [], []
    real_draw, real_caption = ship_view.ShipView.draw, board_module._caption

    def draw(self, surface, title, *args, **kwargs):
        titles.append(title)
        return real_draw(self, surface, title, *args, **kwargs)

    def caption(*args):
        hints.append(real_caption(*args))
        return hints[-1]

    monkeypatch.setattr(ship_view.ShipView, "draw", draw)
    monkeypatch.setattr(board_module, "_caption", caption)
    for bots, room in ((1, True), (3, False)):  # four players' small panels leave no room below the ship
        titles.clear()
        hints.clear()
        match, play = _start(app, bots=bots)
        assert hints and all((hint is not None) == room for hint in hints), f"with {bots + 1} players: {hints}"
        small = [t for t in titles if t.startswith("Bot")]
        assert small and all(t.endswith("(S: larger)") != room for t in small), f"with {bots + 1} players: {small}"
        app.pop()


def test_a_jump_row_says_where_the_jump_ends(app):
    from game.rules.hyperline import queries
    from game.rules.hyperline.board import name

    def jumping(st):
        return any(isinstance(a, tuple) and a[0] == "jump" for a in st.legal_actions())

    match, play = _reach(app, 3, jumping)
    board = play.board
    board.draw(app.surface, play.view, match.state.legal_actions())
    rows = {action: words for words, action in board.chooser.items}
    jumps = [a for a in rows if isinstance(a, tuple) and a[0] == "jump"]
    assert jumps
    for action in jumps:
        route = queries.jump_route(match.state, action[1])
        end = route.explore if route.end == "explore" else route.stop or route.legs[-1].sector
        assert rows[action].endswith(name(end)), f"{rows[action]!r} does not say it ends in {name(end)} ({route.end})"


def test_a_long_row_in_the_list_wraps_to_be_read_whole_in_the_lists_one_type_size(app, monkeypatch):
    """A long row once shrank to fit, so one list mixed type sizes (hl-play-b 042): it wraps instead, as tall as
    its words, every row in the list's one size, and the rows after it stand below it."""
    from scenes.boards.hyperline import chooser as chooser_module

    chooser = chooser_module.Chooser()
    chooser.layout(pygame.Rect(560, 466, 376, 164))  # the list's size at 1280×720
    long = "Attaches a Laser Cannon 1 right and 1 behind the Bridge, facing right"
    title = "Round 12 · Where the Hardpoint Shield goes  (number keys, arrows + Enter)"
    chooser.set([("Pass", "pass"), (long, "place"), ("Attaches it on the left", "left")], title)
    drawn = []
    real = chooser_module.assets.text

    def spy(words, size, *args, **kwargs):
        image = real(words, size, *args, **kwargs)
        drawn.append((words, size, image))
        return image

    monkeypatch.setattr(chooser_module.assets, "text", spy)
    chooser.draw(app.surface)
    room = chooser.row_rect(1).width - 8 - int(chooser.row * 0.72) - 6
    rows = [(words, size, image) for words, size, image in drawn if words not in ("1", "2", "3")]
    assert {size for _, size, _ in rows} == {int(chooser.row * 0.72)}, "one list, one type size (its title too)"
    heading = [i for i, (words, _, _) in enumerate(rows) if words.startswith("Round 12")][-1]  # the title drawn
    assert rows[heading][0] == "Round 12 · Where the Hardpoint Shield goes", rows[heading]  # the keys gave way
    rows = rows[heading + 1 :]
    pieces = [words for words, _, _ in rows]
    assert " ".join(pieces[1:-1]) == long and len(pieces) > 3, pieces  # read whole, on more than one line
    assert all(image.get_width() <= room for _, _, image in rows), "the row's last words are cut off"
    one, two, three = (chooser.row_rect(i) for i in range(3))
    assert two.height > one.height and three.height == one.height and three.top >= two.bottom


def test_build_where_nothing_is_for_sale_says_it_only_rearranges_the_ship(app):
    """At Oblongus with its Hyperline Computer already on the Bridge, Build buys nothing: its row says so."""
    from game.rules.hyperline import scenario

    state = scenario.build(homes=("Oblongus", "Gearhold"), upgrades={0: ["hyperline_computer"]}, start_turn=False)
    assert state.phase == "command" and "build" in state.legal_actions()
    match, play = _scene(app, state)
    board = play.board
    board.draw(app.surface, play.view, match.state.legal_actions())
    labels = dict((a, label) for label, a in board.chooser.items)
    assert labels["build"] == "Build: rearrange your ship; nothing to buy here"
    _move_mouse(app, board.chooser.row_rect([a for _, a in board.chooser.items].index("build")).center)
    words = board.prompt(play.view, 0, match.state.legal_actions())
    assert "already has a Hyperline Computer" in words and "rearrange" in words
    state = scenario.build(homes=("Oblongus", "Gearhold"), start_turn=False)  # no upgrade yet: it is for sale
    match, play = _scene(app, state)
    play.board.draw(app.surface, play.view, match.state.legal_actions())
    assert ("Build: buy a component here", "build") in play.board.chooser.items


def test_choosing_damage_at_nexxus_says_what_a_hit_on_the_bridge_does_to_research(app):
    """Hyper-radiation with a working Bridge, then with a damaged one, then the research damage: each says its own."""
    from game.rules.hyperline import scenario
    from game.rules.hyperline import ship as shipkit

    state = scenario.build(at={0: (4, 4)})
    assert state.phase == "radiation"
    match, play = _scene(app, state)
    words = play.board.prompt(play.view, 0, match.state.legal_actions())
    assert "a damaged Bridge cannot Research this turn" in words and "needs a working Bridge" not in words
    state = scenario.build(at={0: (4, 4)})
    shipkit.damage(state.ships[0], 0)
    match, play = _scene(app, state)
    words = play.board.prompt(play.view, 0, match.state.legal_actions())
    assert "your Bridge is damaged: no Research until it is repaired" in words
    state = scenario.build(at={0: (4, 4)})
    state.apply(("damage", _part(state, "carrier_pod")["id"]))  # the radiation: the turn started at Nexxus
    while state.phase != "command":
        state.apply(state.legal_actions()[-1] if state.phase == "scan" else state.legal_actions()[0])
    state.apply("research")
    assert state.phase == "research_damage"
    match, play = _scene(app, state)
    words = play.board.prompt(play.view, 0, match.state.legal_actions())
    assert "a damaged Bridge scores no point: this Research is lost" in words


def test_a_list_made_after_the_screen_changed_hands_is_drawn_without_waiting_for_the_pointer(app):
    """In a real window (Continue at a shared screen), the first frame showed the table before the list for the
    person now asked was made; the idle window then slept with no list until the mouse moved. A list made anew
    asks for a frame of its own."""
    from game.engine.match import Match
    from tests.test_hyperline_combat import BOB, JIM, TILT, combat

    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: [], JIM: []})
    match.state.facedown["10"] = {"tile": "Hycom", "seat": JIM}  # Jim's peek: a shared screen with a secret
    match.state.board[10] = "facedown@0"
    play = PlayScene(match)
    app.push(play)
    listed = []
    real = play.board.chooser.draw

    def draw(surface, hint=None):
        listed.append(len(play.board.chooser.items))
        return real(surface, hint)

    play.board.chooser.draw = draw
    shown = None
    for _ in range(4):  # the loop of an idle window: a frame is drawn only when the app is dirty (or busy)
        app.update(0.05)
        if app.dirty or app.busy:
            listed.clear()
            app.draw()
            app.dirty = False
            shown = list(listed)
    assert play.human_turn() and play.board.chooser.items, "Bob is asked"
    assert shown, "the last frame drawn shows no list: the window waits for the pointer"


def test_a_row_with_tile_pictures_at_its_end_wraps_before_them(app):
    """A Quantum scan's rows end with the tiles' pictures: their words wrap before the pictures, not under them."""
    from scenes.boards.hyperline import chooser as chooser_module

    chooser = chooser_module.Chooser()
    chooser.layout(pygame.Rect(560, 466, 376, 164))  # the list's size at 1280×720
    words = "Put back the diagonal line on top, then the T-branch"
    chooser.set([(words, ("return", ("diagonal", "t_branch")))], "Choose", icons={0: 2})
    room = chooser.room - 2 * chooser.row
    assert all(assets_width(line, chooser.size) <= room for line in chooser.lines(0)), chooser.lines(0)
    assert assets_width(words, chooser.size) > room, "the test's words fit beside the pictures anyway"
    from game.engine.match import Match
    from game.rules.hyperline.scenario import build, sec
    from tests.test_hyperline_scans import scanner_ship

    state = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)}, ships={0: scanner_ship("quantum_scanner")})
    state.apply(("quantum", sec(3, 3)))
    for tile in ("bend", "crossing", "straight"):
        state.apply(tile)
    state.apply(("keep", "crossing"))
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "bot", "easy")], seed=1)
    match.state = state
    play = PlayScene(match)
    app.push(play)
    frames(app, 2)
    assert play.board.chooser.icons == {0: 2, 1: 2}, play.board.chooser.icons  # the table tells the list


def assets_width(words, size) -> int:
    from scenes import assets

    return assets.text(words, size, (255, 255, 255)).get_width()


def test_each_command_keeps_its_number_key_wherever_the_ship_is(app):
    """A person learns "3 = Move": at home (Build open), at Nexxus (Research open) and in empty space (only Move
    and Pass) the command rows stand in one order, a closed one greyed in its place, and 3 always moves."""
    from game.rules.hyperline import scenario

    for at in (None, {0: (4, 4)}, {0: (3, 4)}):
        state = scenario.build(tiles={(3, 4): "straight"}, at=at, start_turn=False)
        assert match_commands(state, at)
        match, play = _scene(app, state)
        board = play.board
        board.draw(app.surface, play.view, match.state.legal_actions())
        numbered = {board.chooser.number(i): action for i, (_, action) in enumerate(board.chooser.items)}
        assert numbered == {1: "build", 2: "repair", 3: "move", 4: "research", 5: "pass"}, (at, numbered)
        assert board.listed() in match.state.legal_actions(), "Enter would start on a command not open now"
        before = len(match.record.actions)
        key(app, pygame.K_3, "3")
        assert match.record.actions[before].action == "move", at
        app.pop()


def match_commands(state, at) -> bool:
    """The three places open different menus (else the test would show nothing)."""
    expected = {None: ["build", "move", "pass"], (4, 4): ["move", "research", "pass"], (3, 4): ["move", "pass"]}
    return state.legal_actions() == expected[at and at[0]]
