"""Before a fight, the table says what each side is likely to give a round (found playing: with one fixed weapon at
speed 0 an attack scores only on the die face that turns the weapon to the enemy; in 6 of 10 playtest fights the
attacker gave nothing and nothing had warned them)."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.rules import CHANCE  # noqa: E402
from game.rules.hyperline import combat as rules_combat  # noqa: E402
from scenes.boards.hyperline.odds import forecast, side_odds  # noqa: E402
from scenes.play import PlayScene  # noqa: E402
from tests.test_hyperline_combat import BOB, JIM, JIM_SHIP, TILT, combat, sec  # noqa: E402
from tests.test_hyperline_fight_words import _rows, drawn, words  # noqa: E402, F401
from tests.ui import frames  # noqa: E402

LASER = [("laser_cannon", (1, 0, "E"))]  # one Laser Cannon right of the Bridge: it faces right only
ENGINE = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S"))]  # speed 1


def test_one_fixed_weapon_scores_on_one_face_in_four_and_a_faster_ship_turns_the_die_to_it():
    """Speed 0 against speed 0: the Laser gives 1 only on a roll of 2 (enemy on the right). One Combat Engine more
    than the enemy may turn the roll by one: three faces in four reach the Laser. Two more pick the side."""
    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: LASER, JIM: [("carrier_pod", (0, 1, "N"))]})
    view = st.view(BOB)
    assert side_odds(view, BOB, sec(*TILT), JIM).per_face == (0, 1, 0, 0)
    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: LASER + ENGINE, JIM: [("carrier_pod", (0, 1, "N"))]})
    assert side_odds(st.view(BOB), BOB, sec(*TILT), JIM).per_face == (1, 1, 1, 0)
    engines = LASER + ENGINE + [("combat_engine", (1, 2, "S"))]
    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: engines, JIM: [("carrier_pod", (0, 1, "N"))]})
    odds = side_odds(st.view(BOB), BOB, sec(*TILT), JIM)
    assert odds.per_face == (1, 1, 1, 1) and odds.edge == 2
    st.loaded[JIM] = 1  # a fighter gives 1 whatever the die
    assert side_odds(st.view(BOB), JIM, sec(*TILT), BOB).per_face == (1, 1, 1, 1)


@pytest.mark.usefixtures("words")
def test_the_fights_menu_row_says_what_each_side_gives_a_round_and_the_prompt_says_why_and_how_often(app):
    """Bob's one Laser Cannon against Jim, whose Laser points back and whose fighter sits on his Carrier Pod."""
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: LASER, JIM: JIM_SHIP})
    match.state.loaded[JIM] = 1
    play = PlayScene(match)
    app.push(play)
    play.after(play.table.play("pass"))
    frames(app, 20, 0.1)
    fight = ("fight", sec(*TILT), JIM)
    row = _rows(app, play)[fight]
    assert row.endswith(": you give 1 on 1 roll in 4, else 0; Jim gives 2 on 1 roll in 4, else 1"), row
    said = play.frame.prompt(play.table_props())  # "Fight no more" ringed: a click on the
    assert "If you fight Jim in " in said and "You give 1 point on 1 roll in 4" in said, said  # sector fights at once
    play.board.chooser.point_at(fight)
    frames(app, 1)
    said = play.frame.prompt(play.table_props())
    assert "You give 1 point on 1 roll in 4 (a roll of 2 turns your Laser Cannon to them), else 0" in said, said
    assert "nothing in all 3 rounds 42% of the time" in said, said
    assert "Jim gives 2 points on 1 roll in 4 (a roll of 3 turns its Laser Cannon to you), else 1" in said, said


@pytest.mark.usefixtures("words")
def test_a_pirate_gives_its_level_every_round_and_the_row_says_so_before_the_fight(app):
    """Two pirates to fight, one where Bob's ship is and one where only his fighter patrols: the fights menu."""
    st = combat(tiles={(3, 3): "pirate_base", (4, 3): "pirate_base"}, at={BOB: (3, 3)}, ships={BOB: LASER})
    st.pirates[str(sec(3, 3))] = 2
    st.pirates[str(sec(4, 3))] = 1
    st.patrols[BOB][str(sec(4, 3))] = 1
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "bot", "easy")], seed=1)
    match.state = st
    play = PlayScene(match)
    app.push(play)
    play.after(play.table.play("pass"))
    frames(app, 20, 0.1)
    rows = _rows(app, play)
    row = rows[("fight", sec(3, 3), rules_combat.PIRATE)]
    assert row.endswith("(pirates must be fought): you give 1 on 1 roll in 4, else 0; the pirate gives 2 every round")
    row = rows[("fight", sec(4, 3), rules_combat.PIRATE)]  # a fighter without its ship: 1 whatever the die
    assert row.endswith("you give 1 every round; the pirate gives 1 every round"), row
    prompt = play.frame.prompt(play.table_props())
    assert prompt.startswith("Fighting the pirate in ") and "gives 2 points every round" in prompt, prompt
    said = forecast(st.view(BOB), BOB, sec(3, 3), rules_combat.PIRATE, ["Bob", "Jim"])[1]
    assert "The level 2 pirate gives 2 points every round (its level, no die)" in said, said


@pytest.mark.usefixtures("words")
def test_before_its_die_the_fight_screen_says_what_each_face_would_give(app):
    """At the fight's first die a side with weapons said only "counted when its direction die says": it now says
    its odds too."""
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: LASER, JIM: JIM_SHIP})
    play = PlayScene(match)
    app.push(play)
    match.apply("pass")
    match.apply(("fight", sec(*TILT), JIM))
    frames(app, 2)
    assert match.actor == CHANCE
    text = drawn(app, play).text
    assert "Gives 1 on 1 roll in 4, else 0: counted when its direction die says where the enemy is" in text, text


@pytest.mark.usefixtures("words")
def test_pointing_at_a_pirate_says_what_a_fight_there_would_give_before_the_move(app):
    """Ending a move on a pirate means a fight: the sector's words say what the pirate gives a round and what the
    person's ship would give there, and the words wrap inside the galaxy."""
    st = combat(tiles={(3, 3): "pirate_base"}, at={BOB: TILT}, ships={BOB: LASER})
    st.pirates[str(sec(3, 3))] = 2
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "bot", "easy")], seed=1)
    match.state = st
    play = PlayScene(match)
    app.push(play)
    frames(app, 2)
    play.board.hover(play.board.geo.sector_rect(sec(3, 3)).center)
    placed = drawn(app, play).drawn
    text = " ".join(said for said, _ in placed)
    assert "a level 2 pirate: it gives 2 a round; your ship there, 1 on 1 roll in 4, else 0" in text, text
    galaxy = play.board.geo.galaxy
    assert all(galaxy.contains(rect) for said, rect in placed if "pirate" in said or "roll in 4" in said)


def test_with_several_fights_to_choose_the_prompt_says_to_point_at_one_for_its_odds():
    from scenes.boards.hyperline.combat_words import prompt

    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: LASER, JIM: JIM_SHIP})
    for seat in (BOB, JIM):
        st.patrols[seat][str(sec(4, 4))] = 1
    st.apply("pass")
    legal = st.legal_actions()
    assert len([a for a in legal if a[0] == "fight"]) == 2 and "end_combat" in legal, legal
    asked = st.asking(st.phase).ask
    said = prompt(st.view(BOB), asked, ["Bob", "Jim"], legal, "end_combat")
    assert said.endswith("Point at a fight in the list to see what each side is likely to give."), said
    said = prompt(st.view(BOB), asked, ["Bob", "Jim"], legal, ("fight", sec(4, 4), JIM))
    assert said.startswith("Fighting Jim in ") and "You give 1 point every round" in said, said
