"""What a new Hyperline player could still not read from the table (found playing in a real window): where a
component goes, what the buttons after a fight do, one click to repair, a home bonus placed without asking,
the pirates on unexplored sectors, the move log in step with the dice and the hits nobody chose, and the
Store box of an upgrade already owned."""

from __future__ import annotations

import os
import re

import pygame

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from game.rules import CHANCE  # noqa: E402
from scenes.boards.hyperline import galaxy_view  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from tests.test_hyperline_combat import BOB  # noqa: E402
from tests.test_hyperline_fight_words import _unarmed_bob  # noqa: E402
from tests.test_hyperline_table import _clicked, _scene  # noqa: E402
from tests.ui import click, frames, key  # noqa: E402


def _ana_at(app, wanted, choose=None, seed=5):
    """Ana (seat 0, against an easy bot) at her first decision `wanted(state)` likes, `choose(legal)` picking
    her way there (else the first choice)."""
    app.settings.animation_speed = "instant"
    match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Bot", "bot", "easy")], seed=seed)
    while not (match.actor == 0 and wanted(match.state)):
        if match.actor == CHANCE:
            match.roll()
        else:
            legal = match.state.legal_actions()
            match.apply((choose(legal) if choose else None) or legal[0])
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    return match, play


def _rows(app, play) -> dict:
    board = play.board
    board.draw(app.surface, play.view, play.state.legal_actions())
    return {action: words for words, action in board.chooser.items}


# --- 1. where a component goes, in words that do not read like a model's name ------------------------------
def test_a_component_two_squares_behind_the_bridge_is_not_read_as_a_model_number(app):
    engine = lambda legal: ("engine", "combat_engine") if ("engine", "combat_engine") in legal else None  # noqa: E731
    match, play = _ana_at(app, lambda st: st.phase == "place" and st.placing["kind"] == "combat_engine", engine)
    rows = _rows(app, play)
    spot = next(a for a in rows if a[1][:2] == (0, 2))
    assert rows[spot] == "Attaches a Combat Engine two squares behind the Bridge"
    assert not any(re.search(r"Engine \d", words) for words in rows.values()), rows
    _clicked(app, play, play.board.chooser.row_rect(list(rows).index(spot)).center, spot)
    assert play.log_lines[-1] == "Ana attaches a Combat Engine two squares behind the Bridge"


# --- 2. after round 3 the fight ends either way: the rows say what running away still changes ----------------
def test_after_the_third_round_run_away_says_the_fight_ends_either_way_and_what_it_costs(app):
    match, play = _unarmed_bob(app)
    for face in (2, 1):
        play.after(play.table.play(face))
    assert match.state.phase == "combat_flee" and match.state.fight["round"] == 1
    assert _rows(app, play)["run_away"] == "Run away (must Move next turn, safe from attack till then)"
    for _ in range(2):  # rounds 2 and 3, nobody running
        for action in ("stand", "stand", 2, 1):
            play.after(play.table.play(action))
    assert match.state.fight["round"] == 3 and match.state.phase == "combat_flee"
    rows = _rows(app, play)
    assert rows["run_away"] == "Run away (the fight ends too): must Move next turn, safe from attack till then"
    assert rows["stand"] == "Stay (all 3 rounds are fought: the fight ends)"
    said = play.board.prompt(play.view, 0, play.state.legal_actions())
    assert said.startswith("All 3 rounds are fought: the fight ends either way. Bob may still run away"), said
    play.after(play.table.play("run_away"))
    assert match.state.must_move[BOB], "the row said running away makes the ship Move next turn"


# --- 3. one click on a damaged component repairs it -------------------------------------------------------------
def test_one_click_on_a_damaged_component_at_the_command_menu_repairs_it(app):
    from game.rules.hyperline import scenario
    from game.rules.hyperline import ship as shipkit

    def damaged_engine(**where):
        state = scenario.build(start_turn=False, **where)
        engine = next(p for p in state.ships[0]["parts"] if p["kind"] == "combat_engine")
        shipkit.damage(state.ships[0], engine["id"])
        match, play = _scene(app, state)
        click(app, play.board.large_view(play.view, play.state.legal_actions()).part_rect(engine).center)
        return match, play, engine

    match, play, engine = damaged_engine(tiles={(6, 2): "Hycom"}, at={0: (6, 2)})
    assert [entry.action for entry in match.record.actions] == ["repair", ("repair", engine["id"])]
    assert not next(p for p in match.state.ships[0]["parts"] if p["id"] == engine["id"])["damaged"]
    assert play.log_lines[-1] == "Ana repairs the Combat Engine"
    match, play, engine = damaged_engine()  # at home everything may be repaired: the click stops to say so
    assert [entry.action for entry in match.record.actions] == ["repair"]
    said = play.board.prompt(play.view, 0, match.state.legal_actions())
    assert said.startswith("Repair at your home planet: click your home sector to repair everything"), said


# --- 4. a home bonus that goes on the Bridge says so before and after ------------------------------------------
def test_a_bridge_upgrade_home_bonus_says_it_goes_on_the_bridge_the_only_place_it_fits(app):
    from game.rules.hyperline import ship as shipkit

    match, play = _ana_at(app, lambda st: st.phase == "start_bonus", seed=2)
    upgrade = match.state.legal_actions()[0][1]
    assert match.state.legal_actions() == [("bonus", upgrade)] and upgrade in shipkit.UPGRADES  # Y-Bot's Droid
    named = shipkit.NAMES[upgrade]
    rows = _rows(app, play)
    assert rows[("bonus", upgrade)] == f"Take the {named} (home bonus): it goes on your Bridge"
    said = play.board.prompt(play.view, 0, match.state.legal_actions())
    assert "It goes on your Bridge: a Bridge upgrade has no other place." in said, said
    _clicked(app, play, play.board.chooser.row_rect(0).center, ("bonus", upgrade))
    told = [toast.text for toast in app.toasts]
    assert f"Ana's {named} is placed on the Bridge: the only place a Bridge upgrade fits." in told, told


def test_a_component_with_one_place_on_the_ship_says_it_is_the_only_place(app):
    match, play = _ana_at(app, lambda st: st.phase == "place")  # the first Pod: only behind the Bridge
    assert len(match.state.legal_actions()) == 1
    said = play.board.prompt(play.view, 0, match.state.legal_actions())
    assert "the lit square is the only place it fits" in said, said


# --- 5. a pirate on unexplored space is seen at a glance ----------------------------------------------------------
def test_a_pirate_on_an_unexplored_sector_is_a_large_bright_marker_with_its_level(app):
    from game.rules.hyperline import scenario
    from game.rules.hyperline.board import sector
    from scenes import palette

    state = scenario.build(start_turn=False)
    where = sector(3, 3)
    assert state.board[where] is None  # unexplored
    state.pirates[str(where)] = 2
    match, play = _scene(app, state)
    surface = pygame.Surface(app.canvas.get_size())
    play.board.draw(surface, play.view, play.state.legal_actions())
    rect = play.board.geo.sector_rect(where)
    red = [
        (x, y)
        for x in range(rect.x, rect.right)
        for y in range(rect.y, rect.bottom)
        if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], palette.BAD, strict=True)) < 40
    ]
    assert len(red) > rect.width * rect.height // 8, "the pirate is lost in the dark: too little warning red"
    said = galaxy_view.sector_words(play.view, where, match.names)
    assert "a level 2 pirate" in said, said


# --- 8. a Bridge upgrade already on the ship is not offered in the Store ----------------------------------------
def test_the_store_box_of_an_upgrade_already_owned_is_dimmed_says_owned_and_a_click_says_why(app, monkeypatch):
    from game.rules.hyperline import scenario
    from scenes import assets

    state = scenario.build(homes=("Oblongus", "Gearhold"), upgrades={0: ["hyperline_computer"]}, start_turn=False)
    assert state.phase == "command" and "build" in state.legal_actions()
    match, play = _scene(app, state)
    box = galaxy_view.store_rects(play.board.geo.store)["hyperline_computer"]
    written = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda words, *a, **k: written.append(words) or real(words, *a, **k))
    galaxy_view._store_picture.cache_clear()
    lit = []
    glow = galaxy_view.common.glow_rect

    def lit_up(surface, rect, *args, **kwargs):
        lit.append(rect)
        return glow(surface, rect, *args, **kwargs)

    monkeypatch.setattr(galaxy_view.common, "glow_rect", lit_up)
    surface = pygame.Surface(app.canvas.get_size())
    play.board._table_key = None  # paint the table afresh
    play.board.draw(surface, play.view, play.state.legal_actions())
    assert "owned" in written, "the box does not say the upgrade is owned"
    inside = galaxy_view.store_rects(pygame.Rect((0, 0), play.board.geo.store.size))  # the Store's own picture
    assert inside["hyperline_computer"] not in lit, "the box of an upgrade already owned is lit as if for sale"
    before = len(match.record.actions)
    click(app, box.center)
    assert len(match.record.actions) == before, "a click on an owned upgrade opened Build"
    assert "owned, on the Bridge already (one per ship)" in app.toasts[-1].text, app.toasts[-1].text


# --- 6. the move log tells a roll when its die lands ---------------------------------------------------------------
def _log_text(play) -> list[str]:
    """The move log's lines as drawn in its panel."""
    return [" ".join(run.text for _, run in line) for line in play.frame.log_view.lines]


def test_a_rolls_line_in_the_move_log_appears_when_its_die_lands(app):
    from tests.test_hyperline_fight_words import _broken_ship_meets_a_pirate

    match, play = _broken_ship_meets_a_pirate(app)  # at the normal pace: the die tumbles 0.6 s
    click(app, play.board.fight.geo.middle.center)  # Bob's own direction die
    face = match.record.actions[-1].action
    line = f"Bob rolls {face} on the direction die"
    assert play.log_lines[-1].startswith(line)
    frames(app, 2, 0.1)
    assert play.board.motion.tumbling(), "the die should still be in the air"
    assert not any(line in text for text in _log_text(play)), "the log told the roll before its die landed"
    frames(app, 6, 0.1)
    assert not play.board.motion.tumbling()
    assert any(line in text for text in _log_text(play)), _log_text(play)


# --- 7. a hit nobody was asked about has its own line in the move log ------------------------------------------------
def test_a_hit_taken_without_asking_has_a_line_of_its_own_in_the_move_log(app):
    from game.engine.match import Match

    app.settings.animation_speed = "instant"
    match = Match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Bob", "human")], seed=3)
    rng = __import__("random").Random(3)
    told = None
    for _ in range(3000):
        if match.actor == CHANCE:
            events = match.roll()
        else:
            legal = match.state.legal_actions()
            events = match.apply("move" if "move" in legal and rng.random() < 0.5 else rng.choice(legal))
        told = next((e for e in events if e["type"] == "damage" and e.get("only")), None)
        if told:
            break
    assert told, "no hit without asking in this game"
    play = PlayScene(match)  # a game continued: the log is rebuilt from the record
    app.push(play)
    frames(app, 1)
    who = match.names[told["seat"]]
    from game.rules.hyperline.ship import NAMES

    said = f"{who}'s {NAMES[told['kind']]} is damaged: the only component open to the hit"
    head, own = play.log_lines[-1].split("\n")
    assert head == match.log()[-1] and own == said
    drawn = _log_text(play)
    number = len(match.record.actions)
    entry = max(i for i, text in enumerate(drawn) if text.startswith(f"{number}. "))
    assert " ".join(drawn[entry:]) == f"{number}. {head} {said}", drawn[entry:]
    assert any(text.startswith(f"{who}'s ") for text in drawn[entry + 1 :]), "not on a line of its own"
    play.do_undo()
    play.redo()
    assert play.log_lines[-1].endswith("\n" + said), "the line was lost when the log was rebuilt"


# --- found playing: the new tile's ghost and the list's highlighted turn are one choice ------------------------------
def test_the_new_tiles_ghost_is_always_the_turn_highlighted_in_the_list(app):
    import random

    from tests.test_hyperline_table import _move_mouse, _reach

    turning = lambda st: st.phase == "explore_rotate" and len(st.legal_actions()) == 4  # noqa: E731
    match, play = _reach(app, 3, turning)
    board = play.board
    rows = _rows(app, play)
    turns = list(rows)
    assert board.rotation_action(play.view) == turns[0] and board.chooser.cursor == 0
    key(app, pygame.K_r, "r")  # R turns the ghost: the highlight follows
    assert board.rotation_action(play.view) == turns[1] and board.chooser.cursor == 1
    _move_mouse(app, board.chooser.row_rect(2).center)  # pointing at a row: the ghost follows
    assert board.rotation_action(play.view) == turns[2]
    _clicked(app, play, board.chooser.row_rect(0).center, turns[0])  # laid as the list's row says
    rng = random.Random(5)
    for _ in range(4000):  # on to Ana's next tile, every move shown on this table
        if match.actor == 0 and turning(match.state):
            break
        if match.actor == CHANCE:
            play.after(play.table.roll())
        else:
            legal = match.state.legal_actions()
            play.after(play.table.play("move" if "move" in legal and rng.random() < 0.7 else rng.choice(legal)))
    assert match.actor == 0 and turning(match.state), "Ana never turned another tile"
    rows = _rows(app, play)
    assert board.chooser.cursor == 0, "the last tile's turn stayed"
    assert board.rotation_action(play.view) == list(rows)[0], "the ghost and the list disagree"
    tile, sector = match.state.explore["tile"], match.state.explore["sector"]
    key(app, pygame.K_RETURN)
    assert match.state.board[sector] == f"{tile}@{list(rows)[0][1]}"


# --- found playing: Enter never takes the costly choice ----------------------------------------------------------
def test_enter_never_puts_the_research_damage_on_the_bridge_nor_runs_away(app):
    from game.rules.hyperline import scenario

    match, play = _scene(app, scenario.build(at={0: (4, 4)}, start_turn=False))  # at Nexxus
    _clicked(app, play, play.board.geo.research.center, "research")
    assert match.state.phase == "research_damage"
    rows = _rows(app, play)
    bridge = next(p["id"] for p in match.state.ships[0]["parts"] if p["kind"] == "bridge")
    assert ("damage", bridge) in rows and list(rows)[-1] == ("damage", bridge), rows
    key(app, pygame.K_RETURN)
    assert match.record.actions[-1].action != ("damage", bridge), "Enter threw the research point away"
    assert not next(p for p in match.state.ships[0]["parts"] if p["id"] == bridge)["damaged"]

    match, play = _unarmed_bob(app)
    for face in (2, 1):
        play.after(play.table.play(face))
    assert match.state.phase == "combat_flee"
    assert list(_rows(app, play))[0] == "stand"
    key(app, pygame.K_RETURN)
    assert match.record.actions[-1].action == "stand" and not match.state.must_move[BOB]
