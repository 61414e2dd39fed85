"""Hyperline's fight screen: the combatants turned to their dice, each side's damage with its parts, damage
taken by clicks on the turned ship (the rules' reason for a blocked component), and the queries behind it."""

from __future__ import annotations

import math
import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.rules import CHANCE  # noqa: E402
from game.rules.hyperline import queries  # noqa: E402
from scenes.boards.hyperline.combat_layout import ANGLE, FightLayout, turned  # noqa: E402
from scenes.play import PlayScene  # noqa: E402
from tests.rules_said import en  # noqa: E402
from tests.test_hyperline_combat import BOB, BOB_SHIP, JIM, JIM_SHIP, LAUNCHERS, LINES, TILT, combat, do, sec  # noqa: E402
from tests.ui import click, frames  # noqa: E402


def bob_and_jim():
    """The rulebook's battle at Bob's command menu: Jim has a fighter loaded and one on patrol beside him."""
    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: BOB_SHIP, JIM: JIM_SHIP})
    st.loaded[JIM] = 1
    st.patrols[JIM][str(sec(*TILT))] = 1
    return st


def facing_east():
    st = bob_and_jim()
    do(st, "pass", ("fight", sec(*TILT), JIM))
    st.apply(2)  # Bob: Jim on his right
    st.apply(1)  # Jim: Bob in front of him
    do(st, ("face", "E"))
    return st


# --- the queries ---------------------------------------------------------------------------------------------
def test_each_side_gives_its_total_with_the_parts_that_make_it():
    st = facing_east()
    sides = en(queries.fight_sides(st))
    bob, jim = sides["sides"]["a"], sides["sides"]["d"]
    assert bob["total"] == 3 and sorted(bob["parts"]) == [
        ("Laser Cannon", 1),
        ("Laser Cannon with the Battle Pod bonus", 2),
    ]  # the Plasma Launcher faces away and gives nothing
    assert jim["total"] == 2 and sorted(jim["parts"]) == [("fighter on a Carrier Pod", 1), ("fighter on patrol", 1)]
    assert (bob["quadrant"], jim["quadrant"]) == ("E", "N")
    assert "turn it by one" in bob["rolls"] and jim["rolls"] is None
    assert (bob["incoming"], jim["incoming"]) == (2, 3)
    assert sides["round"] == 1 and sides["first"] is None


def test_pirates_do_not_roll_and_give_their_level():
    st = combat(tiles={(3, 3): "pirate_base"}, at={BOB: (3, 3)}, ships={BOB: BOB_SHIP})
    st.pirates[str(sec(3, 3))] = 2
    do(st, "pass")
    assert st.fight, st.phase  # a lone pirate fight starts by itself
    pirate = en(queries.fight_sides(st))["sides"]["d"]
    assert pirate["rolls"] == "Pirates do not roll the direction die."
    assert pirate["parts"] == [("the pirate's level", 2)] and pirate["total"] == 2


def test_the_next_point_may_go_only_to_an_exposed_component():
    st = facing_east()
    reasons = en(queries.hit_reasons(st))
    assert [part for (seat, part), why in reasons.items() if why is None] == [1, 3, 5]
    assert all(seat == BOB for seat, _ in reasons)
    assert "blocked by" in reasons[(BOB, 2)]  # the Battle Pod sits behind the Battle Pod laser


def test_torpedo_targets_out_of_reach_say_why():
    st = combat(tiles=LINES, at={BOB: TILT, JIM: (4, 2)}, ships={BOB: LAUNCHERS})
    do(st, "pass")
    reasons = en(queries.torpedo_reasons(st))
    assert reasons[(sec(1, 2), "pirate")] is None
    assert "hyperline connection" in reasons[(sec(4, 2), JIM)]


# --- the screen ----------------------------------------------------------------------------------------------
def test_a_ship_is_turned_so_its_enemys_quadrant_faces_the_enemy():
    assert turned("a", "E") == 0 and turned("d", "W") == 0  # already facing each other
    assert turned("a", "N") == 270  # front up, turned a quarter clockwise: the front points right
    assert turned("d", "E") == 180  # the defender's right side turned to face left
    layout = FightLayout(pygame.Rect(0, 0, 900, 900))
    assert layout.ships["a"].right < layout.ships["d"].x


def _fight_at_the_table(app):
    app.settings.animation_speed = "instant"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "bot", "easy")], seed=1)
    match.state = bob_and_jim()
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    match.apply("pass")
    match.apply(("fight", sec(*TILT), JIM))
    match.apply(2)  # Bob's die: Jim on his right
    match.apply(1)  # Jim's: Bob in front of him, so his ship is turned a quarter to face left
    frames(app, 2)
    return match, play


def _settle(app, play, limit=60):
    for _ in range(limit):
        if play.human_turn() and play.wait == 0:
            return
        if play.match.actor == CHANCE and play.roller_waiting() is not None:
            click(app, play.board.fight.geo.middle.center)  # your own die: a click on the fight screen
        frames(app, 1, 0.1)


def _point(board, view, side, part_id):
    """Where a component of a side's turned ship is drawn: searched by the panel's own turning back."""
    box = board.fight.geo.ships[side]
    for x in range(box.x, box.right, 4):
        for y in range(box.y, box.bottom, 4):
            part = board.fight.part_at(view, side, (x, y))
            if part is not None and part["id"] == part_id:
                return x, y
    return None


def test_a_fight_is_played_by_clicks_on_the_fight_screen(app):
    match, play = _fight_at_the_table(app)
    board = play.board
    _settle(app, play)
    assert match.state.phase == "combat_face", match.state.phase
    faces = board.fight.face_boxes(play.view, match.state.legal_actions())
    click(app, faces["E"].center)  # Bob's Combat Engine: he turns the enemy to his right
    assert match.record.actions[-1].action == ("face", "E")
    frames(app, 1)
    assert match.state.phase == "combat_absorb" and match.actor == BOB
    # Jim's ship is turned so his die's quadrant faces Bob (to the left): his rear Laser Cannon is drawn where
    # his back now points
    jim_laser, jim_box = _point(board, play.view, "d", 2), board.fight.geo.ships["d"]
    back = math.radians(ANGLE["S"] + turned("d", match.state.fight["dice"]["d"]))
    along = (jim_laser[0] - jim_box.centerx) * math.cos(back) - (jim_laser[1] - jim_box.centery) * math.sin(back)
    assert along > jim_box.width // 8, (match.state.fight["dice"], jim_laser, jim_box)
    # the Battle Pod is blocked: a click on it gives the rules' reason and takes nothing
    before = len(match.record.actions)
    click(app, _point(board, play.view, "a", 2))
    assert len(match.record.actions) == before
    assert app.toasts and "Bob's Battle Pod cannot take this point" in app.toasts[-1].text
    assert "blocked by" in board.refusal[1]  # the rules' whole reason, on the fight screen
    # the Combat Engine, at the back of the ship, takes the first point; the Bridge laser the second
    click(app, _point(board, play.view, "a", 5))
    assert match.record.actions[-1].action == ("absorb", 5)
    frames(app, 1)
    click(app, _point(board, play.view, "a", 1))
    assert match.record.actions[-1].action == ("absorb", 1)
    rounds = 0
    while match.state.fight and rounds < 40:
        _settle(app, play)
        legal = match.state.legal_actions()
        if not legal or not play.human_turn():
            break
        if "stand" in legal:
            board.draw(app.surface, play.view, legal)
            rows = [a for _, a in board.chooser.items]
            click(app, board.chooser.row_rect(rows.index("stand")).center)
        elif legal[0][0] == "face":
            click(app, board.fight.face_boxes(play.view, legal)[legal[0][1]].center)
        else:
            target = legal[0]
            if target[1] in ("fighter", "loaded"):
                board.chooser.point_at(target)
                board.draw(app.surface, play.view, legal)
                click(app, board.chooser.row_rect(board.chooser.cursor).center)
            else:
                click(app, _point(board, play.view, "a", target[1]))
        assert match.record.actions[-1].action in legal
        frames(app, 1)
        rounds += 1
    assert not match.state.fight, "the fight never ended"
    assert match.state.phase not in ("combat_absorb", "combat_face", "combat_flee")


# --- the fights menu and pirates -------------------------------------------------------------------------
def _at_the_table(app, st):
    app.settings.animation_speed = "instant"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "bot", "easy")], seed=1)
    match.state = st
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    return match, play


def test_a_torpedo_target_out_of_reach_says_why_and_a_lit_one_fires(app):
    match, play = _at_the_table(app, combat(tiles=LINES, at={BOB: TILT, JIM: (4, 2)}, ships={BOB: LAUNCHERS}))
    match.apply("pass")
    frames(app, 2)
    assert "Combat." in play.board.prompt(play.view, BOB, match.state.legal_actions())
    before = len(match.record.actions)
    click(app, play.board.geo.centre(sec(4, 2)))  # Jim, next door, but no line joins the sectors
    assert len(match.record.actions) == before
    assert "hyperline connection" in app.toasts[-1].text
    click(app, play.board.geo.centre(sec(1, 2)))  # the pirate up the line
    assert match.record.actions[before].action == ("torpedo", sec(1, 2), "pirate")


def test_a_destroyed_pirate_comes_back_one_level_higher_where_the_destroyer_clicks(app):
    st = combat(tiles={(3, 3): "pirate_base"}, at={BOB: (3, 3)}, ships={BOB: BOB_SHIP})
    match, play = _at_the_table(app, st)
    match.apply("pass")  # a lone level 1 pirate: the fight starts by itself
    for _ in range(20):
        if match.state.phase == "place_pirate":
            break
        if match.actor == CHANCE:
            match.apply(4)  # the pirate on Bob's left: his Plasma Launcher faces it
        else:
            match.apply(match.state.legal_actions()[0])
    assert match.state.phase == "place_pirate"
    frames(app, 2)
    legal = match.state.legal_actions()
    assert "level 2" in play.board.prompt(play.view, BOB, legal)
    spot = legal[len(legal) // 2][1]
    click(app, play.board.geo.centre(spot))
    assert match.state.pirates[str(spot)] == 2


def test_the_results_say_research_points_and_a_game_stopped_by_the_turn_limit(app):
    from game.rules.core import Result
    from game.words.results import summary

    match, play = _at_the_table(app, bob_and_jim())
    view = dict(play.view, points=[3, 1])
    won = summary(match.info, dict(view, points=[5, 1]), Result((5.0, 1.0), (1, 2), (0,)), play.names)
    assert "Bob" in won["headline"] and "Nexxus" in won["headline"]
    assert won["lines"][0][0].startswith("Bob (Problar): 5 of 5")
    limit = Result((3.0, 1.0), (1, 2), (), ("stopped by the turn limit",), False)
    stopped = summary(match.info, view, limit, play.names)
    assert "turn limit" in stopped["headline"]
    assert any("unfinished" in line for line, _ in stopped["lines"])


# --- a real game: Continue and undo mid-fight ----------------------------------------------------------------
def _to_a_fight(match):
    """Play seed 1 on (the bot's choices too, fights first) until Ana decides inside a fight."""
    import random

    rng = random.Random(1)
    for _ in range(4000):
        st = match.state
        if st.fight and match.actor == 0 and st.phase in ("combat_absorb", "combat_face", "combat_flee"):
            return
        if match.actor == CHANCE:
            match.roll()
            continue
        legal = st.legal_actions()
        fights = [a for a in legal if isinstance(a, tuple) and a[0] == "fight"]
        match.apply(fights[0] if fights else ("move" if "move" in legal and rng.random() < 0.7 else rng.choice(legal)))
    raise AssertionError("no fight reached")


def test_closing_mid_fight_and_continue_restore_the_fight_screen(app):
    from scenes.app import make_app
    from scenes.menu import MenuScene
    from scenes.play import new_match
    from tests.ui import press

    match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Bot", "bot", "easy")], seed=1)
    _to_a_fight(match)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    expected = match.state.to_json()
    app.handle(pygame.event.Event(pygame.QUIT))
    pygame.display.quit()
    again = make_app("1280x720", headless=True)
    assert isinstance(again.top, MenuScene)
    press(again, next(button for button, key in again.top.buttons.items() if key == "continue"))
    restored = again.top
    assert restored.match.state.to_json() == expected
    frames(again, 2)
    assert restored.board.fight.shown(restored.view), "Continue did not come back to the fight screen"


def test_undo_stops_at_the_direction_dice(app):
    from scenes.play import new_match
    from tests.ui import key

    match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Bot", "bot", "easy")], seed=1)
    _to_a_fight(match)
    play = PlayScene(match)
    app.push(play)
    frames(app, 2)
    before = match.state.to_json()
    key(app, pygame.K_z, "z", pygame.KMOD_CTRL)
    frames(app, 1)
    assert match.state.to_json() == before
    assert app.toasts and "die was rolled" in app.toasts[-1].text


def test_a_hyperline_record_replays_through_its_fight(app):
    from scenes.play import new_match
    from scenes.replay import ReplayScene

    match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Bot", "bot", "easy")], seed=1)
    _to_a_fight(match)
    replay = ReplayScene(match.record)
    app.push(replay)
    fights = [i for i, state in enumerate(replay.states) if state.fight]
    assert fights, "the record has no fight"
    replay.step = fights[0]
    frames(app, 2)
    assert replay.board.fight.shown(replay.view)
    surface = app.surface
    box = replay.board.fight.geo.ships["a"]
    colours = {surface.get_at((x, y))[:3] for x in range(box.x, box.right, 7) for y in range(box.y, box.bottom, 7)}
    assert len(colours) > 20, "the attacker's ship is not drawn in the replay's fight"


@pytest.mark.parametrize("size", ["1280x720", "3840x2160"])
def test_the_fight_screen_lays_out_at_every_size(size):
    from scenes.app import make_app

    made = make_app(size, headless=True)
    match, play = _fight_at_the_table(made)
    frames(made, 2)
    fight = play.board.fight.geo
    parts = [*fight.ships.values(), *fight.info.values(), *fight.fighters.values(), fight.footer, fight.title]
    for rect in parts:
        assert play.board.geo.galaxy.contains(rect), f"{rect} spills out of the fight screen at {size}"
    assert not fight.ships["a"].colliderect(fight.ships["d"])
    assert all(not fight.info[s].colliderect(fight.fighters[s]) for s in "ad")
    assert fight.footer.top >= fight.info["a"].bottom
    pygame.display.quit()


def test_a_focus_beam_is_aimed_by_a_click_on_the_enemy_ship(app):
    from tests.test_hyperline_combat import BEAMER

    match, play = _at_the_table(app, combat(at={BOB: TILT, JIM: TILT}, ships={BOB: BEAMER, JIM: JIM_SHIP}))
    match.apply("pass")
    match.apply(("fight", sec(*TILT), JIM))
    match.apply(2)
    match.apply(3)  # Bob is behind Jim: a hit from behind reaches the rear Laser Cannon only
    frames(app, 2)
    click(app, play.board.fight.face_boxes(play.view, match.state.legal_actions())["E"].center)
    frames(app, 2)
    assert match.state.phase == "combat_target"
    lit = [part for (seat, part), why in en(queries.hit_reasons(match.state)).items() if why is None]
    assert lit == [2] and all(seat == JIM for seat, _ in en(queries.hit_reasons(match.state)))
    before = len(match.record.actions)
    click(app, _point(play.board, play.view, "d", 0))  # Jim's Bridge, behind his Carrier Pod
    assert len(match.record.actions) == before
    assert "The Focus Beam cannot aim at Jim's Bridge" in app.toasts[-1].text
    assert "blocked by the working Carrier Pod" in play.board.refusal[1]
    click(app, _point(play.board, play.view, "d", 2))
    assert match.record.actions[before].action == ("target", 2)


def test_a_fighter_on_patrol_takes_a_point_when_clicked_beside_the_ship(app):
    st = bob_and_jim()
    st.patrols[BOB][str(sec(*TILT))] = 1  # Bob has a fighter of his own in the fight
    match, play = _at_the_table(app, st)
    match.apply("pass")
    match.apply(("fight", sec(*TILT), JIM))
    match.apply(2)
    match.apply(1)
    match.apply(("face", "E"))
    frames(app, 2)  # fighters are offered beside components: the table draws them lit together
    assert ("absorb", "fighter") in match.state.legal_actions()
    (what, rect), *_ = play.board.fight.geo.fighter_rects("a", 1, 0)
    click(app, rect.center)
    assert match.record.actions[-1].action == ("absorb", "fighter")
    assert str(sec(*TILT)) not in match.state.patrols[BOB]


def test_a_whole_game_to_the_results_with_a_fight_every_decision_by_clicks(app):
    import random

    from scenes.play import new_match
    from scenes.results import ResultsScene
    from tests.test_hyperline_table import choose_by_click
    from tests.ui import key

    app.settings.animation_speed = "instant"
    seats = [SeatInfo("Ana", "human"), SeatInfo("Bot", "bot", "easy")]
    match = new_match("hyperline", seats, seed=4, options={"turn_limit": 12})
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    rng = random.Random(4)
    in_fights = 0
    for _ in range(3000):
        if app.top is not play:
            break
        if play.roller_waiting() is not None:
            key(app, pygame.K_SPACE, " ")
        elif play.human_turn() and play.wait == 0 and match.state.legal_actions():
            legal = match.state.legal_actions()
            wanted = [a for a in legal if isinstance(a, tuple) and a[0] in ("fight", "torpedo")]
            action = wanted[0] if wanted else ("move" if "move" in legal and rng.random() < 0.7 else rng.choice(legal))
            before = len(match.record.actions)
            spot = None
            if match.state.fight:
                in_fights += 1
                if action[0] == "face":
                    spot = play.board.fight.face_boxes(play.view, legal)[action[1]].center
                elif action[0] == "absorb" and isinstance(action[1], int):
                    spot = _point(play.board, play.view, match.state.fight["taking"], action[1])
            if spot is not None:
                click(app, spot)
            else:
                choose_by_click(app, play, action)
            assert match.record.actions[before].action == action
        frames(app, 1, 0.1)
    assert isinstance(app.top, ResultsScene), "the game never reached its results"
    assert in_fights, "no fight was reached"
    assert any(isinstance(e.action, tuple) and e.action[0] == "fight" for e in match.record.actions)
    assert "turn limit" in app.top.summary["headline"] or "Nexxus" in app.top.summary["headline"]


def test_an_asteroid_hit_is_given_by_the_rock_and_the_ship_gives_nothing_back():
    st = combat(tiles={(3, 3): "asteroid"}, at={BOB: (3, 3)}, ships={BOB: BOB_SHIP})
    do(st, "pass")
    sides = en(queries.fight_sides(st))
    assert sides["kind"] == "asteroid"
    assert sides["sides"]["a"]["parts"] == [("asteroid field", 1)]
    assert sides["sides"]["a"]["rolls"] == "Asteroid fields do not roll the direction die."
    assert sides["sides"]["d"]["total"] == 0  # Bob's weapons do not shoot rocks


def test_a_click_on_the_enemy_ship_while_taking_damage_takes_nothing(app):
    match, play = _fight_at_the_table(app)
    match.apply(("face", "E"))
    frames(app, 2)
    assert match.state.phase == "combat_absorb" and match.actor == BOB
    before = len(match.record.actions)
    click(app, _point(play.board, play.view, "d", 2))  # Jim's Laser Cannon has the id of Bob's Battle Pod
    assert len(match.record.actions) == before
    assert "Jim's Laser Cannon" in app.toasts[-1].text


def test_the_list_tells_two_components_of_a_kind_apart_by_where_they_sit(app):
    match, play = _fight_at_the_table(app)
    match.apply(("face", "E"))
    frames(app, 2)
    play.board.draw(app.surface, play.view, match.state.legal_actions())
    rows = dict((action, words) for words, action in play.board.chooser.items)
    assert rows[("absorb", 1)] == "Take the hit on the Laser Cannon (1 right)"
    assert rows[("absorb", 3)] == "Take the hit on the Laser Cannon (1 right, 1 back)"


def test_each_component_is_drawn_where_a_click_finds_it_on_the_turned_ships(app):
    match, play = _fight_at_the_table(app)  # Bob rolled his right (not turned), Jim his front (a quarter turn)
    view = play.view
    for side, seat in (("a", BOB), ("d", JIM)):
        for part in view["ships"][seat]["parts"]:
            rect = play.board.fight.part_rect(view, side, part)
            assert play.board.fight.part_at(view, side, rect.center)["id"] == part["id"]
    bob_engine = play.board.fight.part_rect(view, "a", view["ships"][BOB]["parts"][5])
    assert bob_engine.centery > play.board.fight.geo.ships["a"].centery  # front up: the engine at the back


def test_a_torpedo_gives_one_for_each_boosted_plasma_launcher():
    st = combat(tiles=LINES, at={BOB: TILT, JIM: (3, 4)}, ships={BOB: LAUNCHERS})
    do(st, "pass", ("torpedo", sec(3, 4), JIM))
    torpedo = en(queries.fight_sides(st))["sides"]["a"]
    assert torpedo["parts"] == [("Plasma Launcher with the Battle Pod bonus", 1)] * 2 and torpedo["total"] == 2
    assert torpedo["rolls"] == "Plasma torpedoes do not roll the direction die."


def test_the_bench_measures_the_table_during_a_fight(app):
    from scenes.bench import scene_specs
    from scenes.shots import build_scene

    assert "hyperline:fight" in scene_specs()
    build_scene(app, "hyperline:fight", seed=3)
    frames(app, 2)
    assert app.top.board.fight.shown(app.top.view)


def _jim_has_a_peek(state):
    """Jim's Planetary peek, a tile only he has seen: his decisions outside a fight need the curtain."""
    hidden = next(s for s in range(81) if state.board[s] is None and s not in (sec(*TILT),))
    state.board[hidden] = "facedown@0"
    state.facedown[str(hidden)] = {"tile": "Hycom", "seat": JIM}
    state.planet_stack["Hycom"] -= 1
    return hidden


def test_in_pass_and_play_a_defender_holding_a_secret_takes_its_damage_over_the_public_table(app):
    """A fight's steps need no secret: Jim, who holds a peek, is handed his hits with no curtain (six curtains in one
    fight tired players, hl-play-c h250), and the screen shows only the public table while he chooses."""
    from scenes.curtain import CurtainScene
    from tests.ui import key

    app.settings.animation_speed = "instant"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = bob_and_jim()
    hidden = _jim_has_a_peek(match.state)
    play = PlayScene(match)
    app.push(play)
    frames(app, 2)
    if isinstance(app.top, CurtainScene):
        key(app, pygame.K_SPACE, " ")
    for action in ("pass", ("fight", sec(*TILT), JIM), 2, 1, ("face", "E"), ("absorb", 5), ("absorb", 1)):
        match.apply(action)
    frames(app, 3)
    assert match.actor == JIM and match.state.phase == "combat_absorb"
    assert not isinstance(app.top, CurtainScene) and play.human_turn() and play.viewer == JIM
    assert play.table.seen_by is None and play.view["facedown"][str(hidden)]["tile"] is None  # his peek: not shown
    rect = play.board.fight.part_rect(play.view, "d", play.view["ships"][JIM]["parts"][0])
    click(app, rect.center)  # Jim's Bridge, the one component a hit from the front reaches
    assert match.record.actions[-1].action == ("absorb", 0)


def test_in_pass_and_play_a_defender_without_secrets_takes_its_damage_on_the_open_table(app):
    from scenes.curtain import CurtainScene

    app.settings.animation_speed = "instant"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = bob_and_jim()
    play = PlayScene(match)
    app.push(play)
    for action in ("pass", ("fight", sec(*TILT), JIM), 2, 1, ("face", "E"), ("absorb", 5), ("absorb", 1)):
        match.apply(action)
    frames(app, 3)
    assert match.actor == JIM and match.state.phase == "combat_absorb"
    assert not isinstance(app.top, CurtainScene) and play.human_turn() and play.viewer == JIM
    rect = play.board.fight.part_rect(play.view, "d", play.view["ships"][JIM]["parts"][0])
    click(app, rect.center)
    assert match.record.actions[-1].action == ("absorb", 0)


def test_undo_at_a_curtain_says_why_it_does_nothing(app):
    """Ctrl+Z at "Pass to Jim" did nothing and said nothing (hl-play-c 209). When nothing can be taken back it says
    why, and still takes nothing back and shows nothing behind the curtain (Bob's own last move it would take
    back: tests/test_undo_at_a_shared_screen.py)."""
    from scenes.curtain import CurtainScene
    from tests.ui import key

    app.settings.animation_speed = "instant"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = bob_and_jim()
    _jim_has_a_peek(match.state)
    play = PlayScene(match)
    app.push(play)
    frames(app, 2)
    if isinstance(app.top, CurtainScene):
        key(app, pygame.K_SPACE, " ")
    for action in ("pass", "end_combat"):  # Bob's turn ends without a fight: Jim's begins, behind the curtain
        match.state.apply(action)  # off the record: the made-up table has no move to take back
    frames(app, 3)
    assert isinstance(app.top, CurtainScene) and app.top.seat == JIM
    done = len(match.record.actions)
    key(app, pygame.K_z, "z", pygame.KMOD_CTRL)
    frames(app, 1)
    assert isinstance(app.top, CurtainScene) and len(match.record.actions) == done
    assert app.toasts and "nothing to take back" in app.toasts[-1].text, [t.text for t in app.toasts]
    key(app, pygame.K_y, "y", pygame.KMOD_CTRL)  # redo as well: it says so, and keeps the curtain
    frames(app, 1)
    assert isinstance(app.top, CurtainScene) and len(match.record.actions) == done
    assert "redo is for Jim" in app.toasts[-1].text, [t.text for t in app.toasts]


def test_drawing_the_table_makes_no_list_and_plays_no_hit_on_a_copy(app, monkeypatch):
    """`draw` changes nothing: the list's rows (and the Hardpoint preview behind them, a hit played on a copy) are
    made by the frame's update and after each move, and a draw of the same moment shows the same rows."""
    match, play = _fight_at_the_table(app)
    _settle(app, play)
    board = play.board
    rows = list(board.chooser.items)
    assert rows and match.state.phase == "combat_face"
    made = []
    monkeypatch.setattr(board, "_refresh_chooser", lambda view, legal: made.append(legal))
    board.draw(app.surface, play.view, match.state.legal_actions())
    assert not made, "draw made the list anew"
    assert board.chooser.items == rows


def _curtains_in_a_fight_nobody_can_win(app, secret_of: int, again: bool = True) -> tuple[list, list]:
    """Bob (only a Bridge) attacks Jim (only a Bridge) at one screen, both people, one of them holding a peek; every
    die is rolled by its owner (Space) and every choice is Stay; `again`: a fighter of each patrols another sector,
    so Bob may fight again after (else Jim's turn follows). The curtains that came during the fight, and those
    that came after it, before the next decision (seat, phase)."""
    from scenes.curtain import CurtainScene
    from tests.ui import key

    app.settings.animation_speed = "fast"  # a person's own die waits for them
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: [], JIM: []})
    _jim_has_a_peek(match.state)
    for seat in (BOB, JIM) if again else ():
        match.state.patrols[seat][str(sec(4, 4))] = 1
    if secret_of == BOB:
        next(iter(match.state.facedown.values()))["seat"] = BOB
    play = PlayScene(match)
    app.push(play)
    frames(app, 2)
    if isinstance(app.top, CurtainScene):
        key(app, pygame.K_SPACE, " ")
    match.apply("pass")
    match.apply(("fight", sec(*TILT), JIM))
    during, after = [], []
    for _ in range(600):
        frames(app, 1, 0.1)
        if isinstance(app.top, CurtainScene):
            (during if match.state.fight else after).append((app.top.seat, match.state.phase))
            key(app, pygame.K_SPACE, " ")
        elif play.roller_waiting() is not None:
            assert play.table.seen_by in (None, play.roller_waiting()), "a die handed over shows another's view"
            key(app, pygame.K_SPACE, " ")
        elif play.human_turn():  # the pace's wait included: a person acts only on what they may see
            if not match.state.fight:
                assert match.state.public_decision() or play.table.seen_by == match.actor, "asked before the curtain"
                if play.wait == 0:
                    break  # the first decision after the fight
                continue
            if play.wait:
                continue
            assert play.table.seen_by in (None, match.actor), "a fight's decision shows another's view"
            play.after(play.table.play("stand"))
    assert not match.state.fight and (match.actor == BOB) == again
    assert not again or ("fight", sec(4, 4), JIM) in match.state.legal_actions()
    return during, after


def test_a_fight_where_nobody_can_give_a_point_hands_the_screen_over_without_a_curtain(app):
    """hl-play-c h250: six "Pass to Jim" curtains in one 0-0 fight, at each of Jim's dice and Stay choices. A
    fight's steps need no secret: none now, and Jim's peek is never drawn while he fights (asserted in the loop)."""
    during, after = _curtains_in_a_fight_nobody_can_win(app, JIM)
    assert during == [] and after == [], (during, after)


def test_after_a_fight_the_attacker_holding_a_secret_passes_the_curtain_once(app):
    """Bob holds the peek: no curtain inside the fight, and one when his own turn goes on after it."""
    during, after = _curtains_in_a_fight_nobody_can_win(app, BOB)
    assert during == [] and after == [(BOB, "combat")], (during, after)


def test_the_defender_holding_a_secret_is_asked_nothing_after_the_fight_before_the_curtain_of_its_own_turn(app):
    """Jim holds the peek and his turn follows the fight: his last Stay was asked over the public table, and during
    the pace after it his own turn's first decision was already listed, live, before "Pass to Jim" came."""
    during, after = _curtains_in_a_fight_nobody_can_win(app, JIM, again=False)
    assert during == [] and [seat for seat, _ in after] == [JIM], (during, after)
