"""What a new Hyperline player could still not read from the table (found playing in a real window): where a
component goes, what the buttons after a fight do, one click to repair, a home bonus placed without asking,
the pirates on unexplored sectors, the move log in step with the dice and the hits nobody chose, and the
Store box of an upgrade already owned."""

from __future__ import annotations

import os
import re

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from game.rules import CHANCE  # noqa: E402
from game.words import word  # noqa: E402
from scenes.boards.hyperline import galaxy_view  # noqa: E402
from scenes.play import PlayScene, new_match  # noqa: E402
from scenes.results import own_summary  # noqa: E402
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
    board._refresh_chooser(play.view, play.state.legal_actions())  # the rows for what is legal now
    return {action: words for words, action in board.chooser.items}


# --- 1. where a component goes, in words that do not read like a model's name ------------------------------
def test_a_component_two_squares_behind_the_bridge_is_not_read_as_a_model_number(app):
    engine = lambda legal: ("engine", "combat_engine") if ("engine", "combat_engine") in legal else None  # noqa: E731
    match, play = _ana_at(app, lambda st: st.phase == "place" and st.placing["kind"] == "combat_engine", engine)
    rows = _rows(app, play)
    spot = next(a for a in rows if a[1][:2] == (0, 2))
    assert rows[spot] == "Two squares behind the Bridge"  # the list's title names the Combat Engine
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
    head, *own = play.log_lines[-1].split("\n")
    # (a shield recharging at the turn's end may follow)
    assert head == word(match.log()[-1], match.names) and own[0] == said, own
    drawn = _log_text(play)
    number = len(match.record.actions)
    entry = max(i for i, text in enumerate(drawn) if text.startswith(f"{number}. "))
    assert " ".join(drawn[entry:]) == " ".join([f"{number}. {head}", *(f"• {line}" for line in own)]), drawn[entry:]
    assert any(text.startswith(f"• {who}'s ") for text in drawn[entry + 1 :]), "not on a line of its own"
    play.do_undo()
    play.redo()
    assert said in play.log_lines[-1].split("\n")[1:], "the line was lost when the log was rebuilt"


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
    app.draw()  # the decision is on the screen: Enter may decide it (never before it is seen)
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
    app.draw()  # the decision is on the screen: Enter may decide it (never before it is seen)
    key(app, pygame.K_RETURN)
    assert match.record.actions[-1].action != ("damage", bridge), "Enter threw the research point away"
    assert not next(p for p in match.state.ships[0]["parts"] if p["id"] == bridge)["damaged"]

    from game.engine.match import Match
    from tests.test_hyperline_combat import JIM, JIM_SHIP, TILT, combat

    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: [], JIM: JIM_SHIP})
    play = PlayScene(match)
    app.push(play)
    play.after(play.table.play("pass"))
    assert match.state.phase == "combat" and list(_rows(app, play))[0] == "end_combat"  # no fight started by Enter
    match, play = _unarmed_bob(app)
    for face in (2, 1):
        play.after(play.table.play(face))
    assert match.state.phase == "combat_flee"
    assert list(_rows(app, play))[0] == "stand"
    app.draw()  # the decision is on the screen: Enter may decide it (never before it is seen)
    key(app, pygame.K_RETURN)
    assert match.record.actions[-1].action == "stand" and not match.state.must_move[BOB]


# --- found playing: every row of a long list can be reached -----------------------------------------------------
def test_the_wheel_down_over_a_long_list_shows_its_last_rows_and_a_click_takes_one(app):
    from tests.test_hyperline_table import _move_mouse, _reach

    match, play = _reach(app, 3, lambda st: st.phase == "move" and len(st.legal_actions()) > 6)
    chooser = play.board.chooser
    rows = list(_rows(app, play))
    assert len(rows) > chooser.visible and chooser.row_rect(len(rows) - 1) is None
    _move_mouse(app, chooser.rect.center)
    pygame.mouse.set_pos(chooser.rect.center)  # where the app finds the wheel
    pygame.event.pump()
    for _ in range(len(rows)):
        app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    last = chooser.row_rect(len(rows) - 1)
    assert last is not None, "the wheel down never showed the last row"
    assert chooser.row_rect(chooser.cursor) is not None, "the highlight is on a row out of view"
    _clicked(app, play, last.center, rows[-1])


# --- found playing: a Hardpoint Shield's row says the hit will be ignored ------------------------------------------
def test_the_row_of_a_hardpoint_shield_facing_the_enemy_says_it_ignores_the_hit(app):
    from game.engine.match import Match
    from tests.test_hyperline_combat import combat, part_id, sec

    armour = [("carrier_pod", (0, 1, "N")), ("hardpoint_shield", (1, 0, "E"))]
    st = combat(tiles={(2, 2): "pirate_base"}, at={BOB: (2, 2)}, ships={BOB: armour})
    st.pirates[str(sec(2, 2))] = 1
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "bot", "easy")], seed=1)
    match.state = st
    play = PlayScene(match)
    app.push(play)
    match.apply("pass")  # the pirate must be fought
    frames(app, 1)
    play.after(play.table.play(2))  # Bob's die: the pirate on his right, where the Hardpoint Shield faces
    assert match.state.phase == "combat_absorb"
    hardpoint, pod = part_id(match.state, BOB, "hardpoint_shield"), part_id(match.state, BOB, "carrier_pod")
    rows = _rows(app, play)
    assert rows[("absorb", hardpoint)].endswith(": ignores it (faces the enemy, first hit this round)"), rows
    assert "ignores" not in rows[("absorb", pod)], rows
    assert list(rows)[0] == ("absorb", hardpoint), "Enter should take the hit that costs nothing"
    play.after(play.table.play(("absorb", hardpoint)))
    assert not any(p["damaged"] for p in match.state.ships[BOB]["parts"]), "the row promised the hit is ignored"


# --- found playing: a Repair Droid offline on a damaged Bridge says it gives no extra command -------------------
def test_a_repair_with_the_droid_offline_says_before_that_it_gives_no_extra_command(app):
    from game.rules.hyperline import scenario
    from game.rules.hyperline import ship as shipkit

    away = {"tiles": {(6, 2): "Hycom"}, "at": {0: (6, 2)}, "upgrades": {0: ["repair_droid"]}, "start_turn": False}
    state = scenario.build(**away)
    bridge = next(p for p in state.ships[0]["parts"] if p["kind"] == "bridge")
    shipkit.damage(state.ships[0], bridge["id"])
    match, play = _scene(app, state)
    assert _rows(app, play)["repair"].endswith("(no Droid command)")
    said = play.board.prompt(play.view, 0, match.state.legal_actions())
    assert "Repair Droid is offline while the Bridge is damaged: this Repair gives no extra command" in said, said
    click(app, play.board.large_view(play.view, play.state.legal_actions()).part_rect(bridge).center)
    assert match.state.phase != "command" or match.state.current != 0, "the Droid gave a command after all"

    state = scenario.build(**away)  # a working Bridge: nothing is said, the Droid's command comes
    engine = next(p for p in state.ships[0]["parts"] if p["kind"] == "combat_engine")
    shipkit.damage(state.ships[0], engine["id"])
    match, play = _scene(app, state)
    assert not _rows(app, play)["repair"].endswith("(no Droid command)")
    assert "Repair Droid" not in play.board.prompt(play.view, 0, match.state.legal_actions())


# --- found playing: a draw from a stack is not called a roll ---------------------------------------------------------
def test_the_top_bar_and_prompt_say_a_player_draws_a_tile_not_rolls(app, monkeypatch):
    from scenes import frame as frame_module

    app.settings.animation_speed = "instant"
    match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Bot", "bot", "easy")], seed=5)
    rng = __import__("random").Random(5)
    while not (match.actor == CHANCE and match.state.phase == "explore_draw"):
        if match.actor == CHANCE:
            match.roll()
        else:
            legal = match.state.legal_actions()
            match.apply("move" if "move" in legal else rng.choice(legal))
    roller = match.names[match.state.chance_roller()]
    play = PlayScene(match)
    app.push(play)
    written = []
    real = frame_module.assets.text

    def text(words, *args, **kwargs):
        written.append(words)
        return real(words, *args, **kwargs)

    monkeypatch.setattr(frame_module.assets, "text", text)
    play.frame.top.key = None
    play.frame.draw(app.surface, play.table_props(), "", 0)
    assert "draws a tile" in written and "rolls" not in written, written
    assert play.frame.prompt(play.table_props()) == f"{roller} draws a tile from the stack…"


# --- found playing: a turn's row says where the tile's lines will run ------------------------------------------------
def test_each_turn_of_a_new_tile_says_which_edges_its_lines_join(app):
    from game.rules.hyperline.board import DELTAS
    from game.rules.hyperline.tiles import INFO
    from tests.test_hyperline_table import _reach

    match, play = _reach(app, 3, lambda st: st.phase == "explore_rotate")
    tile = match.state.explore["tile"]
    where = {(-1, 0): "top", (0, 1): "right", (1, 0): "bottom", (0, -1): "left"}
    where.update({(-1, 1): "top-right", (1, 1): "bottom-right", (1, -1): "bottom-left", (-1, -1): "top-left"})
    for action, words in _rows(app, play).items():
        lines = INFO[f"{tile}@{action[1]}"].lines
        said = words[words.index("(") + 1 : -1].split(", ")
        joined = {frozenset((where[DELTAS[a]], where[DELTAS[b]])) for a, outs in lines.items() for b in outs}
        assert {frozenset(pair.split(" to ")) for pair in said} == joined, (words, lines)


# --- found playing: the card after a fight tells every round, not only the last --------------------------------------
def test_the_card_after_a_three_round_fight_tells_every_round(app):
    from game.engine.match import Match
    from game.rules.hyperline.board import name
    from tests.test_hyperline_combat import JIM, JIM_SHIP, TILT, combat, sec

    app.settings.animation_speed = "fast"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: [], JIM: JIM_SHIP})  # nobody can hurt anybody
    play = PlayScene(match)
    app.push(play)
    for action in ("pass", ("fight", sec(*TILT), JIM)) + (2, 1, "stand", "stand") * 3:
        play.after(play.table.play(action))
    assert not match.state.fight
    lines = play.board.motion.reporting()["report"]["lines"]
    for number, line in enumerate(lines[:3], 1):  # a line each (fight_card.fight_report): dice, then damage
        assert line.startswith(f"Round {number}: Bob rolls 2 (enemy on the right), gives 0 points"), lines
        assert "Jim rolls 1 (enemy in front), gives 0 points" in line, lines
    assert lines[-1] == f"The fight in {name(sec(*TILT))} is over: all 3 rounds are fought", lines


# --- found playing: the round is on the table at every turn, and on the results ---------------------------------------
def test_the_list_and_the_results_say_the_round(app):
    from game.rules.core import Result
    from game.rules.hyperline import scenario

    state = scenario.build(start_turn=False)
    state.round = 15
    match, play = _scene(app, state)
    _rows(app, play)
    assert play.board.chooser.title.startswith("Round 15 · Choose"), play.board.chooser.title
    won = own_summary(play, Result((5.0, 1.0), (1, 2), (0,)), dict(play.view, points=[5, 1]))
    assert won["headline"] == "Ana researched the secrets of Nexxus in round 15!", won["headline"]


# --- found playing: a toast never covers the fight screen's last lines ------------------------------------------------
def test_during_a_fight_a_toast_stands_clear_of_the_fight_screens_footer(app):
    match, play = _unarmed_bob(app)
    assert match.state.fight
    app.toast("Not now: Bob's Bridge is blocked by the working Carrier Pod beyond it, and a long reason more", "error")
    footer = play.board.fight.geo.footer
    for _, box, _ in app.toast_boxes(app.canvas.get_size()):
        assert not box.colliderect(footer), (box, footer)


# --- found playing: your own shields recharging is told --------------------------------------------------------------
def test_shields_recharging_at_the_end_of_the_turn_have_a_line_in_the_move_log(app):
    from game.rules.hyperline import scenario
    from game.rules.hyperline import ship as shipkit

    parts = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("hardpoint_shield", (1, 0, "E"))]
    state = scenario.build(ships={0: parts, 1: parts}, start_turn=False)
    shield = next(p for p in state.ships[0]["parts"] if p["kind"] == "hardpoint_shield")
    shipkit.damage(state.ships[0], shield["id"])
    match, play = _scene(app, state)
    key(app, pygame.K_p, "p")  # Pass: the turn ends, the shield comes back
    assert not next(p for p in match.state.ships[0]["parts"] if p["id"] == shield["id"])["damaged"]
    entry = next(line for line in play.log_lines if line.startswith("Ana passes"))
    assert entry.split("\n")[1:] == ["Ana's damaged shield recharges (end of turn, away from Nexxus)"], entry


# --- found playing: the die of an asteroid hit is not "for the fight" ------------------------------------------------
def test_the_die_of_an_asteroid_hit_is_rolled_for_the_asteroid_hit(app, monkeypatch):
    from game.engine.match import Match
    from scenes.boards.hyperline import waiting
    from tests.test_hyperline_combat import combat

    app.settings.animation_speed = "normal"
    ship = [("carrier_pod", (0, 1, "N")), ("laser_cannon", (0, 2, "S"))]
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "bot", "easy")], seed=1)
    match.state = combat(tiles={(2, 2): "asteroid"}, at={BOB: (2, 2)}, ships={BOB: ship})
    play = PlayScene(match)
    app.push(play)
    play.after(play.table.play("pass"))
    frames(app, 20, 0.1)
    assert match.state.fight["kind"] == "asteroid" and play.roller_waiting() == BOB
    said = []
    real = waiting.common.blit_wrapped

    def wrapped(surface, words, *args, **kwargs):
        said.append(words)
        return real(surface, words, *args, **kwargs)

    monkeypatch.setattr(waiting.common, "blit_wrapped", wrapped)
    play.board._table_key = None
    play.board.draw(pygame.Surface(app.canvas.get_size()), play.view, [])
    assert any(words.startswith("For the asteroid hit in C3") for words in said), said
    assert not any("fight" in words for words in said), said


# --- found playing: the rows of a weapon's places say which ones the Battle Pod boosts -------------------------------
def test_the_places_of_a_laser_cannon_say_which_get_the_battle_pod_bonus(app):
    from game.rules.hyperline import scenario
    from game.rules.hyperline import ship as shipkit

    parts = [("battle_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S"))]
    state = scenario.build(tiles={(6, 2): "Magnon"}, at={0: (6, 2)}, ships={0: parts}, start_turn=False)
    match, play = _scene(app, state)
    _clicked(app, play, galaxy_view.store_rects(play.board.geo.store)["laser_cannon"].center, "build")
    _clicked(app, play, galaxy_view.store_rects(play.board.geo.store)["laser_cannon"].center, ("buy", "laser_cannon"))
    assert match.state.phase == "place"
    rows = _rows(app, play)
    assert "Where the Laser Cannon goes" in play.board.chooser.title
    told = {action for action, words in rows.items() if " (Battle Pod: 2 damage)," in words}  # before the facing
    for action in rows:
        ship = shipkit.copy_ship(match.state.ships[0])
        assert shipkit.boosted(ship, shipkit.place(ship, "laser_cannon", action[1])) == (action in told), rows[action]
    assert told and len(told) < len(rows), rows
    _clicked(app, play, play.board.chooser.row_rect(list(rows).index(min(told))).center, min(told))
    laser = next(p for p in match.state.ships[0]["parts"] if p["kind"] == "laser_cannon")
    assert shipkit.boosted(match.state.ships[0], laser["id"])


# --- found playing: the card after a fight never stands between a player and the new pirate's sectors ----------------
def test_the_fight_card_waits_until_the_new_pirate_is_placed_then_tells_the_fight(app):
    """A card over the galaxy hid the lit sectors where the destroyer must place the new pirate: it is held back
    until the pirate is placed (a click on it once placed the pirate too, but the sectors stayed hidden)."""
    from game.engine.match import Match
    from tests.test_hyperline_combat import BOB_SHIP, combat

    app.settings.animation_speed = "normal"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "bot", "easy")], seed=1)
    match.state = combat(tiles={(3, 3): "pirate_base"}, at={BOB: (3, 3)}, ships={BOB: BOB_SHIP})
    play = PlayScene(match)
    app.push(play)
    play.after(play.table.play("pass"))  # a lone level 1 pirate: the fight starts by itself
    for _ in range(20):
        if match.state.phase == "place_pirate":
            break
        legal = [] if match.actor == CHANCE else match.state.legal_actions()
        play.after(play.table.play(4 if match.actor == CHANCE else legal[0]))  # his Plasma Launcher faces it
    assert match.state.phase == "place_pirate"
    card = play.board.report_rect()  # where the card stands: the pirate may go nearly anywhere, under it too
    under = [a[1] for a in match.state.legal_actions() if card.collidepoint(play.board.geo.centre(a[1]))]
    assert under, "no lit sector lies where the card stands"
    assert play.board.motion.reporting() is None, "the fight's card hides the lit sectors (hl-play-b 314)"
    click(app, play.board.geo.centre(under[0]))
    assert match.state.pirates[str(under[0])] == 2
    report = play.board.motion.reporting()  # the fight is told once the pirate is placed
    assert report is not None and any("destroys the level 1 pirate" in line for line in report["report"]["lines"])


# --- found playing: the faster ship's boxes say which keeps the roll and what each one gives -------------------------
def test_choosing_where_the_enemy_is_says_the_rolled_face_and_the_damage_each_choice_gives(app):
    from game.engine.match import Match
    from tests.test_hyperline_combat import JIM, TILT, combat, sec

    fast = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("laser_cannon", (-1, 0, "W"))]
    slow = [("carrier_pod", (0, 1, "N"))]
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: fast, JIM: slow})
    play = PlayScene(match)
    app.push(play)
    for action in ("pass", ("fight", sec(*TILT), JIM), 1, 3):  # Bob rolls 1 (front), Jim 3
        play.after(play.table.play(action))
    assert match.state.phase == "combat_face" and match.actor == BOB
    rows = _rows(app, play)
    assert list(rows)[0] == ("face", "N"), rows  # Enter keeps the roll
    assert rows[("face", "N")] == "Enemy in front (keeps your roll): gives 0 points", rows
    assert rows[("face", "W")] == "Enemy on the left (turns your roll): gives 1 point", rows  # the Laser faces left
    moved = play.table.play(("face", "W"))
    play.after(moved)
    assert [e["damage"] for e in moved.events if e["type"] == "give" and e["side"] == "a"] == [1], moved.events


# --- found playing: a ship on a planet of its own colour is still seen ---------------------------------------------
def test_each_starship_on_the_galaxy_stands_in_a_ring_of_its_seats_colour(app):
    from game.rules.hyperline import scenario
    from scenes import palette

    match, play = _scene(app, scenario.build(start_turn=False))
    surface = pygame.Surface(app.canvas.get_size())
    play.board._table_key = None
    play.board.draw(surface, play.view, play.state.legal_actions())
    big = max(12, int(play.board.geo.cell * 0.55))
    for seat in range(2):
        x, y = (int(v) for v in play.board.geo.centre(match.state.at[seat]))
        ring = [surface.get_at((x + dx, y))[:3] for dx in range(big * 5 // 8 - 3, big * 5 // 8 + 1)]
        assert palette.seat_colour(seat, play.board.safe) in ring, (seat, ring)


# --- found playing: the Droid's extra command and an offline Hyperline Computer are said --------------------------
def test_the_droids_extra_command_is_said_whatever_row_is_lit_and_an_offline_computer_too(app):
    from game.rules.hyperline import scenario
    from game.rules.hyperline import ship as shipkit

    state = scenario.build(tiles={(6, 2): "Rustoid"}, at={0: (6, 2)}, upgrades={0: ["repair_droid"]}, start_turn=False)
    engine = next(p for p in state.ships[0]["parts"] if p["kind"] == "combat_engine")
    shipkit.damage(state.ships[0], engine["id"])
    match, play = _scene(app, state)
    click(app, play.board.large_view(play.view, play.state.legal_actions()).part_rect(engine).center)
    assert match.state.phase == "command" and match.state.turn["droid"] == "used"
    rows = _rows(app, play)
    assert list(rows)[play.board.chooser.cursor] == "move"  # Build buys nothing here: Enter's first row is Move
    play.board.chooser.point_at("build")  # the pointer on Build: its own words come after
    assert list(rows)[play.board.chooser.cursor] == "build"
    said = play.board.prompt(play.view, 0, match.state.legal_actions())
    assert said.startswith("Your Repair Droid gives you one more command (not Repair). Build buys nothing"), said

    state = scenario.build(upgrades={0: ["hyperline_computer"]}, start_turn=False)
    bridge = next(p for p in state.ships[0]["parts"] if p["kind"] == "bridge")
    shipkit.damage(state.ships[0], bridge["id"])
    match, play = _scene(app, state)
    _clicked(app, play, play.board.geo.centre(match.state.at[0]), "move")
    said = play.board.prompt(play.view, 0, match.state.legal_actions())
    assert "Hyperline Computer is offline while the Bridge is damaged: no diagonal hyperpoints" in said, said


def test_fighters_lost_to_hyper_radiation_have_a_line_in_the_move_log(app):
    from game.rules.hyperline import scenario
    from game.rules.hyperline.board import NEXXUS

    state = scenario.build(start_turn=False)
    state.patrols[1][str(NEXXUS)] = 2  # the Bot's patrol at Nexxus: its turn begins with hyper-radiation
    match, play = _scene(app, state)
    key(app, pygame.K_p, "p")
    entry = next(line for line in play.log_lines if line.startswith("Ana passes"))
    assert "Bot loses 2 fighters on patrol at Nexxus to hyper-radiation" in entry.split("\n")[1:], entry


# --- the lead (from hl-play-c): a Quantum scan's put-back order never stays on a screen people share ------------
def test_at_a_shared_screen_the_put_back_tiles_are_not_drawn_on_the_stack_after_the_scan(app, monkeypatch):
    import random

    from game.engine.match import Match
    from game.rules import TERMINAL
    from scenes.boards.hyperline import art

    match = Match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=0)
    rng = random.Random(0)
    while match.actor != TERMINAL:  # on to the first Quantum scan's put-back, its scanner still playing
        state = match.state
        done = state.phase not in ("quantum_draw", "quantum_keep", "quantum_return")
        if state.hyper_top and done and match.actor == state.current:
            break
        if match.actor == CHANCE:
            match.roll()
            continue
        legal = state.legal_actions()
        scans = [a for a in legal if isinstance(a, tuple) and a[0] == "quantum"]
        match.apply(scans[0] if scans else "move" if "move" in legal and rng.random() < 0.5 else rng.choice(legal))
    scanner = match.state.current
    put_back = {f"{entry['tile']}@0" for entry in match.state.hyper_top}
    assert match.state.hyper_top and all(entry["known"] == [scanner] for entry in match.state.hyper_top)
    play = PlayScene(match)
    app.push(play)
    play.table.look(scanner)
    play.table.reveal()  # the scanner passed the curtain and plays on: the others may look again any moment
    assert play.table.seen_by == scanner
    drawn = []
    real = art.sector_image
    monkeypatch.setattr(art, "sector_image", lambda c, s, n: drawn.append((c, s)) or real(c, s, n))
    play.board._table_key = None
    play.board.draw(app.surface, play.view, play.state.legal_actions())
    assert not [(c, s) for c, s in drawn if s == -1 and c in put_back], "the put-back order is on the open table"


def test_a_quantum_scans_three_draws_take_one_press(app):
    import random

    from game.engine.match import Match

    app.settings.animation_speed = "fast"
    match = Match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Ben", "human")], seed=0)
    rng = random.Random(0)
    while match.state.phase != "quantum_draw":  # on to the first Quantum scan (seed 0 makes one early)
        if match.actor == CHANCE:
            match.roll()
            continue
        legal = match.state.legal_actions()
        scans = [a for a in legal if isinstance(a, tuple) and a[0] == "quantum"]
        match.apply(scans[0] if scans else "move" if "move" in legal and rng.random() < 0.5 else rng.choice(legal))
    scanner = match.state.current
    play = PlayScene(match)
    app.push(play)
    play.table.look(scanner)
    play.table.reveal()
    frames(app, 1)
    assert play.roller_waiting() == scanner
    before = len(match.record.actions)
    key(app, pygame.K_SPACE, " ")  # one press
    frames(app, 40, 0.1)
    assert match.state.phase == "quantum_keep" and len(match.record.actions) == before + 3, match.state.phase


# --- found playing: a special Scanner with nothing to do says why ------------------------------------------------
def test_a_planetary_scanner_with_no_scan_to_make_says_why(app):
    from game.rules.hyperline import scenario

    parts = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("planetary_scanner", (0, -1, "N"))]
    state = scenario.build(ships={0: parts}, tiles={(1, 3): "Magnon", (4, 6): "Podunk"}, start_turn=True)
    assert state.phase == "scan" and not any(a[0] == "planetary" for a in state.legal_actions() if a != "end_scan")
    match, play = _scene(app, state)
    scanner = next(p for p in state.ships[0]["parts"] if p["kind"] == "planetary_scanner")
    click(app, play.board.large_view(play.view, play.state.legal_actions()).part_rect(scanner).center)
    said = app.toasts[-1].text
    assert "not next to a planet" in said and "Your lines reach B5, E8." in said, said


def test_every_place_of_a_boosted_shield_is_read_whole_in_the_list_at_1280x720(app):
    from game.rules.hyperline import scenario
    from scenes import assets

    parts = [("battle_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S"))]
    state = scenario.build(tiles={(6, 2): "Friskus"}, at={0: (6, 2)}, ships={0: parts}, start_turn=False)
    match, play = _scene(app, state)
    _clicked(app, play, galaxy_view.store_rects(play.board.geo.store)["hardpoint_shield"].center, "build")
    store = galaxy_view.store_rects(play.board.geo.store)
    _clicked(app, play, store["hardpoint_shield"].center, ("buy", "hardpoint_shield"))
    rows = _rows(app, play)
    chooser = play.board.chooser
    size = int(chooser.row * 0.72)
    room = chooser.rect.width - 12 - 8 - size - 6
    boosted = [words for words in rows.values() if "(Battle Pod: recharges)" in words]
    assert boosted, rows
    for words in rows.values():
        assert assets.text(words, max(9, size * 3 // 4), (255, 255, 255)).get_width() <= room, words


def test_a_long_fights_card_stays_longer_than_a_short_ones(app):
    from scenes.boards.hyperline.animation import REPORT

    match, play = _unarmed_bob(app)
    short = {"sector": 0, "lines": ["Fight round 1", "The fight is over"]}
    long = {"sector": 0, "lines": [f"line {i}" for i in range(12)]}
    durations = []
    for report in (short, long):
        play.board.timeline.clear()
        play.board.motion.report(report, 0.0)
        durations.append(play.board.motion.reporting().duration)
    assert durations[0] == REPORT and durations[1] > REPORT + 3, durations


# --- found in a real window: a ship sliding into a fight is not drawn over the fight screen -------------------------
def test_a_ship_still_sliding_is_not_drawn_over_the_fight_screen(app, monkeypatch):
    from tests.test_hyperline_combat import TILT, sec

    match, play = _unarmed_bob(app)
    board = play.board
    board.motion.start([{"type": "move", "seat": BOB, "from": sec(*TILT) + 9, "to": sec(*TILT)}])  # still sliding
    assert board.motion.positions(board.geo)[0] == {BOB}
    drawn = []
    monkeypatch.setattr(galaxy_view, "draw_ships_at", lambda surface, geo, view, safe, where: drawn.append(where))
    board.draw(pygame.Surface(app.canvas.get_size()), play.view, play.state.legal_actions())
    assert not [where for where in drawn if BOB in where], drawn  # the others are drawn under the fight screen


def test_a_bridge_upgrade_of_a_seat_without_a_name_is_told_by_its_seat_never_as_the_s():
    from scenes.boards.hyperline.table_words import upgrade_placed

    event = {"type": "upgrade", "seat": 2, "upgrade": "repair_droid"}
    assert upgrade_placed(event, ["Ana", "Ben"]).startswith("Seat 3's Repair Droid is placed on the Bridge")
    assert upgrade_placed(event, ["Ana", "Ben", "Cy"]).startswith("Cy's Repair Droid")


# --- found playing: a short toast never sits over the command list ---------------------------------------------------
@pytest.mark.parametrize("moves", [2, 60], ids=["short_log", "long_log"])
def test_a_toast_covers_neither_the_list_nor_the_board_nor_the_newest_log_lines(app, moves):
    """Toasts ("Move taken back.", "Thinking of a hint…") stood over Hyperline's command list for 1-3.5 s: they
    stand in the move log's panel under its last line while there is room; over its oldest lines they hid what a
    player read there (issue 34), so a full log sends the newest toast to the prompt bar."""
    from game.rules.hyperline import scenario

    _, play = _scene(app, scenario.build(start_turn=True))
    lines = [f"Ana makes move number {n} of a game that goes on" for n in range(1, moves + 1)]
    play.frame.set_log([*lines[:-1], lines[-1] + "\nAna rolls 4 on the direction die"])
    assert play.human_turn()
    app.toast("Move taken back.")
    app.toast("The last move was Ben's: only your own moves can be taken back.", "error")
    frames(app, 1)
    boxes = [box for _, box, _ in app.toast_boxes(app.canvas.get_size())]
    board, frame = play.board, play.frame
    log = frame.log_view
    if moves == 2:
        assert len(boxes) == 2 and boxes[0].top > boxes[1].bottom, boxes  # both shown, the newest lowest
    else:
        assert len(boxes) == 1 and frame.bottom_rect.inflate(0, 8).contains(boxes[0]), boxes  # the newest, in the bar
    for box in boxes:
        assert app.canvas.get_rect().contains(box), box
        for rect in (board.chooser.rect, board.geo.galaxy, frame.players_rect):
            assert not box.colliderect(rect), (box, rect)
        assert box.top >= log.rect.y + log.content_height - log.scroll or not box.colliderect(log.rect), box


# --- found playing: a face-down tile turned up by a ship has a line in the log ----------------------------------------
def test_a_face_down_tile_a_ship_enters_is_told_in_the_move_log(app):
    """Vega rode onto her Planetary peek and the tile turned up on the board without a word in the log: the log says
    which planet it is (the rules' line only says the ride)."""
    from game.rules.hyperline import moves, scenario

    match, play = _scene(app, scenario.build(start_turn=True))
    state = match.state
    sector = next(s for s in range(81) if state.board[s] is None and str(s) not in state.pirates)
    state.board[sector] = "facedown@0"
    state.facedown[str(sector)] = {"tile": "Hycom", "seat": 1}  # the other seat's Planetary peek
    events = moves.reveal(state, sector)  # what a ship entering it does (the rules' own step)
    line = play.board.logged("Bot rides the E branch at E1", events)
    where = galaxy_view.sector_name(sector)
    said = f"The face-down tile at {where} turns up: Hycom, which sells the Hyperline Computer"
    assert line.split("\n") == ["Bot rides the E branch at E1", said], line
