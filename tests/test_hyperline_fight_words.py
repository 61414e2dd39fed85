"""The fight screen in words a new player can follow (found playing in a real window): why a side gives
nothing, "1 point" and "2 points", a round fought before the choice to stay, each round's damage and the end
of the fight told in the fight's own news strip (never over the dice)."""

from __future__ import annotations

import os
import re

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import SeatInfo  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.rules import CHANCE  # noqa: E402
from game.rules.hyperline.board import name  # noqa: E402
from game.words import word  # noqa: E402
from scenes import assets  # noqa: E402
from scenes.play import PlayScene  # noqa: E402
from tests.test_hyperline_combat import BOB, JIM, JIM_SHIP, TILT, combat, sec  # noqa: E402
from tests.test_hyperline_fight_table import _fight_at_the_table, bob_and_jim  # noqa: E402
from tests.ui import click, frames  # noqa: E402


class Words(pygame.Surface):
    """A canvas that keeps each piece of text drawn on it, with where it went."""

    said: dict = {}

    def __init__(self, size):
        super().__init__(size, pygame.SRCALPHA)
        self.drawn: list[tuple[str, pygame.Rect]] = []

    def blit(self, source, dest, *args, **kwargs):
        if id(source) in Words.said:
            at = dest.topleft if isinstance(dest, pygame.Rect) else dest
            self.drawn.append((Words.said[id(source)], pygame.Rect(at, source.get_size())))
        return super().blit(source, dest, *args, **kwargs)

    @property
    def text(self) -> str:
        return " ".join(words for words, _ in self.drawn)


@pytest.fixture
def words(monkeypatch):
    original = assets.text

    def text(words, *args, **kwargs):
        surface = original(words, *args, **kwargs)
        Words.said[id(surface)] = words
        return surface

    monkeypatch.setattr(assets, "text", text)
    yield
    Words.said.clear()


def drawn(app, play) -> Words:
    surface = Words(app.canvas.get_size())
    play.board.draw_table(surface, object(), lambda table: None)  # forget the kept picture: paint afresh
    play.board._table_key = None
    props = play.table_props()  # what the screen hands the board before it draws
    play.board.draw(surface, props.view, props.legal)
    return surface


def _unarmed_bob(app):
    """Bob has only his Bridge; Jim's one Laser Cannon points backwards."""
    app.settings.animation_speed = "fast"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: [], JIM: JIM_SHIP})
    play = PlayScene(match)
    app.push(play)
    match.apply("pass")
    match.apply(("fight", sec(*TILT), JIM))
    frames(app, 2)
    return match, play


def test_before_its_die_a_ship_gives_nothing_yet_and_after_it_says_why_it_gives_nothing(app, words):
    match, play = _unarmed_bob(app)
    before = drawn(app, play).text
    assert "counted when its direction die says where the enemy is" in before  # Jim: his laser waits for his die
    assert "Gives 0: no working weapon and no fighter here" in before  # Bob: nothing to wait for
    play.table.play(2)  # Bob: Jim on his right
    play.table.play(1)  # Jim: Bob in front, but Jim's Laser Cannon points back
    frames(app, 1)
    text = drawn(app, play).text
    assert "Gives 0: no working weapon and no fighter here" in text  # Bob
    assert "Gives 0: none of its working weapons faces the enemy (in front)" in text  # Jim
    assert "Gives 0 " not in text.replace("Gives 0:", "")
    assert text.count("Not faster than the enemy: rolls the direction die.") == 2, text  # both at speed 0


def test_the_choice_to_stay_comes_after_the_round_and_says_so(app, words):
    match, play = _unarmed_bob(app)
    for face in (2, 1):
        play.after(play.table.play(face))
    assert match.state.phase == "combat_flee" and match.actor == BOB
    text = drawn(app, play).text
    assert f"Fight in {name(sec(*TILT))}: round 1 of 3 fought" in text
    assert "Stay and fight round 2" in text
    assert play.board.banner.last[0] == "Round 1: Bob gives 0 points, Jim gives 0 points"
    for _ in range(2):  # rounds 2 and 3
        play.after(play.table.play("stand"))
        play.after(play.table.play("stand"))  # Jim
        play.after(play.table.play(2))
        play.after(play.table.play(1))  # Jim's Laser Cannon keeps pointing away
    assert match.state.fight["round"] == 3 and match.state.phase == "combat_flee"
    assert "Stay (all 3 rounds are fought: the fight ends)" in drawn(app, play).text
    play.after(play.table.play("stand"))
    play.after(play.table.play("stand"))
    assert not match.state.fight
    assert any(text == f"The fight in {name(sec(*TILT))} is over" for text, *_ in play.board.banner.items)
    told = play.board.motion.reporting()["report"]["lines"]
    assert told[-1] == f"The fight in {name(sec(*TILT))} is over: all 3 rounds are fought", told


def test_damage_is_counted_in_points_never_point_s(app, words):
    match, play = _fight_at_the_table(app)
    match.apply(("face", "E"))
    frames(app, 2)
    assert match.state.phase == "combat_absorb" and match.state.fight["incoming"]["a"]["left"] == 2
    prompt = play.board.prompt(play.view, BOB, match.state.legal_actions())
    assert "Bob takes 2 points of damage, one at a time: click" in prompt
    assert "Takes 2 more points of damage" in drawn(app, play).text
    match.apply(("absorb", 5))
    frames(app, 2)
    prompt = play.board.prompt(play.view, BOB, match.state.legal_actions())
    assert "Bob takes 1 point of damage: click" in prompt
    text = drawn(app, play).text
    assert "Takes 1 more point of damage" in text and "(s)" not in text + prompt


def test_a_rounds_damage_is_told_in_the_fight_strip_clear_of_the_dice(app, words):
    match, play = _unarmed_bob(app)
    for face in (2, 1):
        play.after(play.table.play(face))
    frames(app, 1)
    fight = play.board.fight.geo
    report = "Round 1: Bob gives 0 points, Jim gives 0 points"
    placed = [rect for text, rect in drawn(app, play).drawn if text == report]
    assert placed, "the round's damage is not on the screen"
    assert fight.news.contains(placed[0])
    for side in "ad":
        assert not placed[0].colliderect(fight.die_rect(side)) and not placed[0].colliderect(fight.ships[side])
    assert match.actor == BOB and match.state.phase == "combat_flee"
    assert match.actor != CHANCE


def _broken_ship_meets_a_pirate(app):
    """Bob's every component is damaged when a level 1 pirate must be fought: the fight ends with his die."""
    from game.rules.hyperline import ship as shipkit
    from tests.test_hyperline_combat import BOB_SHIP

    app.settings.animation_speed = "normal"
    st = combat(tiles={(3, 3): "pirate_base"}, at={BOB: (3, 3)}, ships={BOB: BOB_SHIP})
    st.pirates[str(sec(3, 3))] = 1
    for part in st.ships[BOB]["parts"]:  # every component damaged: nothing can take the pirate's hit
        shipkit.damage(st.ships[BOB], part["id"])
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "bot", "easy")], seed=1)
    match.state = st
    play = PlayScene(match)
    app.push(play)
    match.apply("pass")  # the pirate must be fought
    frames(app, 2)
    return match, play


def test_a_fight_that_ends_with_the_last_die_is_told_in_order_before_play_goes_on(app, words):
    from tests.ui import click

    match, play = _broken_ship_meets_a_pirate(app)
    click(app, play.board.fight.geo.middle.center)  # Bob's die: the whole fight ends with it
    done = len(match.record.actions)
    assert not match.state.fight
    frames(app, 1, 0.1)
    assert "Rolling the direction die" in drawn(app, play).text  # the card waits for the die to land
    frames(app, 8, 0.1)
    text = drawn(app, play).text
    face = match.record.actions[done - 1].action
    told = [
        f"Bob rolls {face} (enemy",
        "gives 0 points: no working weapon and no fighter here",  # every component damaged
        "Pirate gives 1 point",
        "Bob cannot take 1 more point of damage: must run away",
        "Bob runs away (nothing left to take the damage): must Move next turn",
        f"The fight in {name(sec(3, 3))} is over",
    ]
    at = [text.find(line) for line in told]
    assert all(i >= 0 for i in at) and at == sorted(at), list(zip(told, at, strict=True))
    assert len(match.record.actions) == done and play.wait > 0, "play went on before the fight was told"
    for _ in range(60):
        frames(app, 1, 0.1)
    assert play.board.motion.reporting() is None and len(match.record.actions) > done


def test_a_refused_hit_is_said_short_in_the_toast_and_whole_on_the_fight_screen(app, words):
    from game.rules.hyperline import queries
    from tests.test_hyperline_fight_table import _point
    from tests.ui import click

    match, play = _fight_at_the_table(app)
    match.apply(("face", "E"))
    frames(app, 2)
    why = word(queries.hit_reasons(match.state)[(BOB, 2)], ["Bob", "Jim"])  # the Battle Pod, behind its laser
    assert "blocked by" in why
    click(app, _point(play.board, play.view, "a", 2))
    toast = app.toasts[-1].text  # the component and where its reason is: the table never cuts the rules' words
    assert "Bob's Battle Pod cannot take this point: why is on the fight screen." in toast
    assert assets.text(toast, 24).get_width() < app.canvas.get_width() - 80, "the toast is cut off at the sides"
    assert f"Why not: {why}" in drawn(app, play).text.replace("  ", " ")
    match.apply(("absorb", 5))  # the next point: the old reason goes
    frames(app, 2)
    assert "Why not:" not in drawn(app, play).text


def test_the_report_tells_the_whole_last_round_when_the_fight_ends_on_another_move(app, words):
    from scenes.boards.hyperline.combat_demo import fight_match

    app.settings.animation_speed = "fast"
    match = fight_match(3)  # Ana's ship takes seven points from Vega's seven fighters
    play = PlayScene(match)
    app.push(play)
    frames(app, 2)
    taken = []
    for _ in range(40):
        if not match.state.fight:
            break
        if play.human_turn() and match.state.phase == "combat_absorb":
            action = match.state.legal_actions()[0]
            taken.append(action[1])
            play.try_action(action)
        frames(app, 1, 0.1)
        if play.board.motion.reporting() is not None:
            break
    report = play.board.motion.reporting()
    assert report is not None and len(taken) >= 2, (match.state.phase, taken)
    lines = report["report"]["lines"]
    hit = []  # a round's hits share its line: "Ana's Bridge, Carrier Pod and Hyperline Engine are damaged"
    for group in re.findall(r"Ana's ([A-Z][A-Za-z ,]+?) (?:is|are) damaged", " ".join(lines)):
        hit += re.split(r", | and ", group)
    assert len(hit) >= len(taken), lines  # each point Ana took, though she took them move by move
    assert any("cannot take" in line for line in lines) and lines[-1].startswith("The fight in"), lines


def test_a_shield_recharged_at_the_end_of_the_turn_is_not_called_a_battle_pods():
    from scenes.boards.hyperline.combat_words import news

    names = ["Ana", "Vega"]
    assert news({"type": "recharge", "seat": 0, "part": 3}, names) == (
        "Ana's damaged shields recharge at the end of the turn"
    )
    assert news({"type": "recharge", "seat": 0, "part": 3, "why": "battle pod"}, names) == (
        "Ana's Battle Pod recharges a shield"
    )


def test_a_click_on_the_fight_report_puts_it_away_and_plays_nothing(app, words):
    from tests.ui import click

    match, play = _broken_ship_meets_a_pirate(app)
    click(app, play.board.fight.geo.middle.center)
    frames(app, 8, 0.1)
    report = play.board.motion.reporting()
    assert report is not None
    done = len(match.record.actions)
    click(app, play.board.report_rect(len(report["report"]["lines"])).center)
    assert play.board.motion.reporting() is None and len(match.record.actions) == done
    assert "How the fight" not in drawn(app, play).text


def test_a_hit_nobody_was_asked_about_says_it_had_only_one_place_to_go(app, words):
    """Only the Combat Engine still works: the pirate's hit goes there without a question, and the table says why."""
    from game.rules.hyperline import ship as shipkit
    from tests.test_hyperline_combat import BOB_SHIP
    from tests.ui import click

    app.settings.animation_speed = "fast"
    st = combat(tiles={(3, 3): "pirate_base"}, at={BOB: (3, 3)}, ships={BOB: BOB_SHIP})
    st.pirates[str(sec(3, 3))] = 1
    for part in st.ships[BOB]["parts"]:
        if part["kind"] != "combat_engine":
            shipkit.damage(st.ships[BOB], part["id"])
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "bot", "easy")], seed=1)
    match.state = st
    play = PlayScene(match)
    app.push(play)
    match.apply("pass")
    frames(app, 2)
    click(app, play.board.fight.geo.middle.center)  # Bob's die: any face leaves only the Combat Engine open
    frames(app, 8, 0.1)
    assert match.state.phase == "combat_flee", "the hit was not taken without asking"
    told = [text for text, *_ in play.board.banner.items]
    assert "Bob's Combat Engine is damaged: the only component open to the hit" in told, told


def test_the_fight_report_tells_every_round_a_line_each_and_why_a_side_gave_nothing(app, words):
    """Three rounds fought: the card after the fight has a line for each, with each side's dice and damage, and
    says why a side gave 0 as the fight screen did (Bob has no weapon at all; Jim's laser points away)."""
    app.settings.animation_speed = "fast"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: [], JIM: JIM_SHIP})
    play = PlayScene(match)
    app.push(play)
    play.after(play.table.play("pass"))
    play.after(play.table.play(("fight", sec(*TILT), JIM)))  # the fight is chosen at the table
    for _ in range(3):
        play.after(play.table.play(2))  # Bob: Jim on his right
        play.after(play.table.play(1))  # Jim: Bob in front, his Laser Cannon points back
        play.after(play.table.play("stand"))
        play.after(play.table.play("stand"))
    assert not match.state.fight
    lines = play.board.motion.reporting()["report"]["lines"]
    rounds = [line for line in lines if line.startswith("Round ")]
    assert [line.split(":")[0] for line in rounds] == ["Round 1", "Round 2", "Round 3"], lines
    for line in rounds:
        assert "Bob rolls 2 (enemy on the right), gives 0 points: no working weapon and no fighter here" in line, line
        assert "Jim rolls 1 (enemy in front), gives 0 points: none of its working weapons faced the enemy" in line
    assert not any("no working weapon faced" in line for line in lines), lines
    assert lines[-1] == f"The fight in {name(sec(*TILT))} is over: all 3 rounds are fought", lines
    frames(app, 1)
    text = drawn(app, play).text
    assert all(line in text for line in ("Round 1:", "Round 2:", "Round 3:")), text  # all on the card


def _rows(app, play) -> dict:
    """The chooser's rows as the person sees them: action -> words."""
    frames(app, 2)
    drawn(app, play)
    return {action: words for words, action in play.board.chooser.items}


def _armoured_bob_meets_a_pirate(app, ship, loaded=1):
    """Bob at a level 3 pirate's base with `ship` and a fighter on his Carrier Pod (so he is asked where hits go)."""
    app.settings.animation_speed = "fast"
    st = combat(tiles={(3, 3): "pirate_base"}, at={BOB: (3, 3)}, ships={BOB: ship})
    st.pirates[str(sec(3, 3))] = 3
    st.loaded[BOB] = loaded
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "bot", "easy")], seed=1)
    match.state = st
    play = PlayScene(match)
    app.push(play)
    play.after(play.table.play("pass"))  # the pirate must be fought
    return match, play


ARMOUR = [("carrier_pod", (0, 1, "N")), ("hardpoint_shield", (0, -1, "N")), ("laser_cannon", (1, 0, "E"))]


def test_a_take_the_hit_row_says_before_the_choice_when_the_hit_does_something_else(app, words):
    from tests.test_hyperline_combat import part_id

    match, play = _armoured_bob_meets_a_pirate(app, ARMOUR)
    hardpoint, laser = part_id(match.state, BOB, "hardpoint_shield"), part_id(match.state, BOB, "laser_cannon")
    pod = part_id(match.state, BOB, "carrier_pod")
    play.after(play.table.play(1))  # the pirate in front, where the Hardpoint Shield faces
    assert match.state.phase == "combat_absorb"
    rows = _rows(app, play)
    said = "Hardpoint Shield (1 ahead): ignores it (faces the enemy, first hit this round)"
    assert rows[("absorb", hardpoint)] == said, rows
    assert "ignores" not in rows[("absorb", laser)], rows
    assert said in drawn(app, play).text  # the whole row, in the list the person reads
    play.after(play.table.play(("absorb", hardpoint)))  # ignored: two of the pirate's three points to go
    rows = _rows(app, play)
    assert rows[("absorb", hardpoint)] == "Hardpoint Shield (1 ahead): damaged (it ignored this round's first hit)"
    play.after(play.table.play(("absorb", laser)))
    play.after(play.table.play(("absorb", hardpoint)))
    play.after(play.table.play("stand"))
    play.after(play.table.play(3))  # round 2: the pirate behind, where the Carrier Pod is the outermost
    rows = _rows(app, play)
    assert rows[("absorb", pod)] == "Carrier Pod (1 back): damaged, its fighter drops out to patrol", rows
    assert "drops out" not in rows[("absorb", "loaded")], rows


def test_an_interphasic_shield_row_says_it_takes_its_sides_hits_first(app, words):
    from tests.test_hyperline_combat import part_id

    ship = [*ARMOUR[:1], ("interphasic_shield", ("float", "N"))]
    match, play = _armoured_bob_meets_a_pirate(app, ship)
    shield = part_id(match.state, BOB, "interphasic_shield")
    play.after(play.table.play(1))  # the pirate in front, where the shield floats
    rows = _rows(app, play)
    assert set(rows) == {("absorb", shield), ("absorb", "loaded")}, rows
    assert rows[("absorb", shield)] == "Interphasic Shield (floating in front): takes that side's hits first", rows


def test_a_shield_a_working_battle_pod_recharges_says_so_on_its_row_but_not_at_nexxus():
    from scenes.boards.hyperline.combat_words import label
    from tests.test_hyperline_combat import do, gunship, part_id

    ship = [("battle_pod", (0, 1, "N")), ("transfer_shield", (1, 1, "E")), ("laser_cannon", (-1, 1, "W"))]
    for where, recharges in ((TILT, True), ((4, 4), False)):  # (4, 4): Nexxus
        st = combat(at={BOB: where, JIM: where}, ships={BOB: ship, JIM: gunship()})
        do(st, "pass", ("fight", sec(*where), JIM))
        st.apply(2)
        st.apply(2)  # Bob is on Jim's right, where Jim's side laser points
        shield = part_id(st, BOB, "transfer_shield")
        assert st.phase == "combat_absorb" and ("absorb", shield) in st.legal_actions()
        row = label(st.view(BOB), ("absorb", shield))
        said = "Transfer Shield (1 right, 1 back): damaged, recharges after the round (Battle Pod)"
        assert (row == said) == recharges, row
        assert row.startswith("Take the hit on the Transfer Shield") != recharges, row


def test_the_fights_menu_says_when_neither_side_can_do_damage(app, words):
    """Bob (only a Bridge) may attack Jim (only a Carrier Pod): three rounds of dice for nothing, and the row says
    so; give Jim a Laser Cannon, or Bob a fighter, and the row is the plain fight again."""
    for jim, patrol, hopeless in (([("carrier_pod", (0, 1, "N"))], 0, True), (JIM_SHIP, 0, False), ([], 1, False)):
        match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
        match.state = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: [], JIM: jim})
        if patrol:
            match.state.patrols[BOB][str(sec(*TILT))] = patrol
        play = PlayScene(match)
        app.push(play)
        play.after(play.table.play("pass"))
        assert match.state.phase == "combat"
        frames(app, 20, 0.1)  # the table's pause after the pass
        row = _rows(app, play)[("fight", sec(*TILT), JIM)]
        assert row.startswith(f"Fights Jim in {name(sec(*TILT))}"), row
        assert ("(neither side can do damage)" in row) == hopeless, row
        app.pop()


def test_a_fight_where_neither_side_can_do_damage_says_so_once_on_the_fight_screen(app, words):
    """Three rounds of dice for nothing (hl-play-c h250): the fight screen says it once among its standing rules,
    and a fight where Jim's Laser Cannon may turn to Bob does not."""
    for jim, hopeless in (([("carrier_pod", (0, 1, "N"))], True), (JIM_SHIP, False)):
        match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
        match.state = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: [], JIM: jim})
        play = PlayScene(match)
        app.push(play)
        match.apply("pass")
        match.apply(("fight", sec(*TILT), JIM))
        frames(app, 2)
        text = drawn(app, play).text
        said = "Neither side can give a point in this fight: every round ends 0 to 0."
        assert (text.count(said) == 1) == hopeless, text
        app.pop()


def test_the_parts_of_a_turned_ship_are_named_upright_and_readable_at_1280x720(app, words):
    """Jim's ship is turned a quarter to face Bob: its sprites turn with it, but each part's name is written
    upright on it, in type a person can read, and no two names cover each other."""
    from scenes.boards.hyperline.combat_layout import turned
    from scenes.boards.hyperline.sprite_words import label

    match, play = _fight_at_the_table(app)
    match.apply(("face", "E"))
    frames(app, 2)
    assert app.canvas.get_size() == (1280, 720)
    view, fight = play.view, play.board.fight
    assert turned("d", match.state.fight["dice"]["d"]) % 360 == 90, "Jim's ship is not turned in this fight"
    placed = drawn(app, play).drawn
    names = []
    for side, seat in (("a", BOB), ("d", JIM)):
        for part in view["ships"][seat]["parts"]:
            spot = fight.part_rect(view, side, part)
            mine = [rect for text, rect in placed if text == label(part["kind"]) and rect.colliderect(spot)]
            assert mine, (seat, part["kind"], "has no upright name on its part")
            assert mine[0].height >= 12, (part["kind"], mine[0])
            assert spot.collidepoint(mine[0].center), (part["kind"], spot, mine[0])
            names.append(mine[0])
    for i, rect in enumerate(names):
        assert rect.collidelist(names[i + 1 :]) < 0, "two part names cover each other"


def test_the_refusal_toast_never_covers_the_fight_screens_reason(app, words):
    """A click on a blocked component: the toast says it short, the fight screen says it whole, and the toast
    (at the foot of the window) covers none of the fight screen's words."""
    from game.rules.hyperline import queries
    from tests.test_hyperline_fight_table import _point
    from tests.ui import click

    match, play = _fight_at_the_table(app)
    match.apply(("face", "E"))
    frames(app, 2)
    why = word(queries.hit_reasons(match.state)[(BOB, 2)], ["Bob", "Jim"])  # the Battle Pod, behind its laser
    click(app, _point(play.board, play.view, "a", 2))
    assert app.toasts and app.toasts[-1].text.startswith("Not now:")
    toasts = [box for _, box, _ in app.toast_boxes(app.canvas.get_size())]
    assert play.table_props().toasts(app.canvas.get_size()) == toasts, "the board is told where the toasts stand"
    placed = drawn(app, play).drawn
    assert f"Why not: {why}" in " ".join(text for text, _ in placed).replace("  ", " ")
    panel = play.board.fight.geo.rect
    covered = [text for text, rect in placed if panel.contains(rect) and rect.collidelist(toasts) >= 0]
    assert not covered, (covered, toasts)


def test_a_faster_ships_choices_say_which_is_its_roll_and_what_each_gives(app, words):
    """Bob, 1 faster, rolled "Jim on my right": each choice says what Bob would give with the enemy there, and
    which one keeps his roll, in the list and on the fight screen's boxes."""
    match, play = _fight_at_the_table(app)
    from tests.test_hyperline_fight_table import _settle

    _settle(app, play)
    assert match.state.phase == "combat_face" and match.actor == BOB
    rows = _rows(app, play)
    assert rows[("face", "E")] == "Enemy on the right (keeps your roll): gives 3 points", rows  # both lasers
    assert rows[("face", "N")] == "Enemy in front (turns your roll): gives 0 points", rows
    assert rows[("face", "S")] == "Enemy behind (turns your roll): gives 0 points", rows
    text = drawn(app, play).text
    assert "gives 3, your roll" in text and "gives 0" in text, text


def test_the_fight_screens_choice_boxes_stand_in_the_lists_order_the_rolled_face_first(app, words):
    """Bob rolled "Jim on my right": the list leads with it (Enter keeps the roll); the boxes on the fight screen
    stood in the rules' order (front, right, behind), another order for the same three choices (hl-play-c h242_4)."""
    from tests.test_hyperline_fight_table import _settle

    match, play = _fight_at_the_table(app)
    _settle(app, play)
    assert match.state.phase == "combat_face" and match.actor == BOB
    listed = [action[1] for _, action in play.board.chooser.items if action[0] == "face"]
    assert listed[0] == "E", listed
    middle = play.board.fight.geo.middle
    boxed = [(text, rect) for text, rect in drawn(app, play).drawn if middle.contains(rect)]
    placed = {text: rect.y for text, rect in boxed if text.startswith("Enemy ")}
    boxes = sorted(placed, key=placed.get)
    places = {"N": "Enemy in front", "E": "Enemy on the right", "S": "Enemy behind", "W": "Enemy on the left"}
    assert boxes == [places[q] for q in listed], (boxes, listed)


def test_the_fight_report_says_what_made_each_sides_damage_and_a_faster_ships_turn(app, words):
    """The rulebook's battle, played at the table: Bob turns his roll and gives 3 with his two lasers (one is shot
    away later in the round, but it fired first); Jim's 2 are his fighters. The card says so, and who ran."""
    from tests.test_hyperline_fight_table import bob_and_jim

    app.settings.animation_speed = "fast"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = bob_and_jim()
    play = PlayScene(match)
    app.push(play)
    for action in ("pass", ("fight", sec(*TILT), JIM), 2, 1, ("face", "E"), ("absorb", 1), ("absorb", 5)):
        play.after(play.table.play(action))  # Bob's Bridge Laser and Combat Engine take Jim's 2 points
    for action in (("absorb", "fighter"), ("absorb", "loaded"), "run_away"):  # then his Bridge: no choice
        play.after(play.table.play(action))
    assert not match.state.fight
    lines = play.board.motion.reporting()["report"]["lines"]
    assert lines[0].startswith("Round 1: Bob rolls 2 (enemy on the right), is faster: keeps it, gives 3 points"), lines
    assert "gives 3 points: Laser Cannon (1) + Laser Cannon with the Battle Pod bonus (2)" in lines[0], lines
    assert "Jim rolls 1 (enemy in front), gives 2 points: 2 × fighter (2)" in lines[0], lines
    assert "Bob's Laser Cannon and Combat Engine are damaged; Jim loses 2 fighters" in lines[0], lines
    assert lines[1:] == ["Bob runs away: must Move next turn", f"The fight in {name(sec(*TILT))} is over"], lines


def test_fighters_that_run_away_without_their_ship_are_not_told_to_move():
    from scenes.boards.hyperline.combat_words import news

    names = ["Ana", "Vega"]
    event = {"type": "run_away", "seat": 1, "sector": 8, "forced": False}
    assert news(event, names, {"at": [8, 30]}) == "Vega's fighters run away: they leave the fight"
    assert news(event, names, {"at": [8, 8]}) == "Vega runs away: must Move next turn"


def _asteroid_hit(app, ship, loaded=0):
    app.settings.animation_speed = "fast"
    st = combat(tiles={(2, 2): "asteroid"}, at={BOB: (2, 2)}, ships={BOB: ship})
    st.loaded[BOB] = loaded
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "bot", "easy")], seed=1)
    match.state = st
    play = PlayScene(match)
    app.push(play)
    play.after(play.table.play("pass"))
    assert match.state.fight["kind"] == "asteroid"
    return match, play


def test_an_asteroid_hit_never_offers_fighters_nor_counts_what_the_ship_gives(app, words):
    """Fighters never take an asteroid's point and nothing hits back at an asteroid field: the words say neither."""
    match, play = _asteroid_hit(app, [("carrier_pod", (0, 1, "N")), ("laser_cannon", (0, 2, "S"))], loaded=1)
    play.after(play.table.play(2))  # the field on Bob's right: Bridge, Carrier Pod and Laser Cannon open to it
    assert match.state.phase == "combat_absorb"
    prompt = play.board.prompt(play.view, BOB, match.state.legal_actions())
    assert "Bob takes 1 point of damage: click a lit component (a dimmed one says why not)." in prompt, prompt
    frames(app, 20, 0.1)  # the die lands
    text = drawn(app, play).text
    assert "Does not hit back: an asteroid field is not fought" in text, text
    assert "Gives 0" not in text, text  # Bob's side: the field's own "Gives 1 point" stays


def test_a_faster_ship_steering_into_asteroids_is_not_told_what_it_would_give(app, words):
    ship = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("laser_cannon", (1, 1, "E"))]
    match, play = _asteroid_hit(app, ship)
    play.after(play.table.play(1))  # speed 1 against the asteroids' 0: turn by one
    rows = _rows(app, play)
    assert rows[("face", "N")] == "Enemy in front (keeps your roll)", rows
    assert rows[("face", "E")] == "Enemy on the right (turns your roll)", rows
    frames(app, 20, 0.1)
    text = drawn(app, play).text
    assert "your roll" in text and "gives" not in text, text


def test_a_loaded_fighter_sits_in_its_carrier_pod_and_the_fighters_beside_a_ship_say_where_they_are(app, words):
    """Jim has a fighter on his Carrier Pod and one on patrol: the pod is drawn holding it (as on his big ship
    picture), and only the one on patrol stands under his ship, captioned: a loaded fighter drawn there too read
    as a second fighter on patrol (hl-play-c 051, 257)."""
    from scenes.boards.hyperline.combat_ships import fight_plan

    match, play = _fight_at_the_table(app)
    fight, view = play.board.fight, play.view
    ship = view["ships"][JIM]
    size = fight.geo.ships["d"].width
    empty, holding = fight.ship_picture(ship, size), fight.ship_picture(ship, size, loaded=1)
    pod = fight_plan(ship, size).part_rect(next(p for p in ship["parts"] if p["kind"] == "carrier_pod"))
    changed = [
        (x, y)
        for x in range(pod.x, pod.right)
        for y in range(pod.y, pod.bottom)
        if empty.get_at((x, y)) != holding.get_at((x, y))
    ]
    assert len(changed) > pod.width * pod.height // 20, "the loaded fighter is not drawn in the Carrier Pod"
    placed = drawn(app, play).drawn
    icon = fight.geo.fighter_rects("d", 1, 0)[0][1]
    found = [rect for text, rect in placed if text == "on patrol"]
    assert found and found[0].left >= icon.right and abs(found[0].centery - icon.centery) <= 4, found
    assert not [rect for text, rect in placed if text == "loaded"], "a loaded fighter is drawn beside the ship"
    assert "Fighters: 1 on patrol, 1 loaded in its Carrier Pod" in " ".join(text for text, _ in placed)


def test_the_fighter_in_a_carrier_pod_takes_a_hit_by_a_click_on_it_and_the_pods_rim_takes_it_on_the_pod(app, words):
    """The loaded fighter is drawn only in its pod, so a hit is given to it there: a click in the pod's window takes
    it on the fighter, a click on the pod's rim on the pod (which then drops its fighter on patrol)."""
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = bob_and_jim()
    play = PlayScene(match)
    app.push(play)
    for action in ("pass", ("fight", sec(*TILT), JIM), 2, 2, ("face", "E"), ("absorb", 5), ("absorb", 1)):
        play.after(play.table.play(action))  # Bob on Jim's right: every part of Jim's one-column ship is open
    frames(app, 20, 0.1)  # the pace after the last move, then Jim looks
    assert match.actor == JIM and {("absorb", "loaded"), ("absorb", 1)} <= set(match.state.legal_actions())
    fight, view = play.board.fight, play.view
    window = fight.pod_fighter_rects(view, "d")
    assert len(window) == 1
    pod = fight.part_rect(view, "d", next(p for p in view["ships"][JIM]["parts"] if p["kind"] == "carrier_pod"))
    assert pod.contains(window[0]) and window[0].width < pod.width
    assert "a loaded one in its Carrier Pod" in drawn(app, play).text
    rows = _rows(app, play)
    said = "The fighter in the Carrier Pod takes the hit (it is lost, the pod still works)"
    assert rows[("absorb", "loaded")] == said, rows
    click(app, window[0].center)
    assert match.record.actions[-1].action == ("absorb", "loaded")
    assert match.actor == JIM and ("absorb", 1) in match.state.legal_actions()  # two more points
    frames(app, 2)
    said = drawn(app, play).text  # the fighter lost still gave its point this round: the panel says so
    assert "Gave 2 points in round 1" in said and "Gives 1 point" not in said, said
    assert play.board.fight.pod_fighter_rects(play.view, "d") == []  # no fighter left in it
    click(app, (pod.x + 3, pod.centery))
    assert match.record.actions[-1].action == ("absorb", 1)


def test_lone_fighters_asked_to_stay_are_told_the_enemy_must_run_and_that_no_ship_must_move(app, words):
    """Bob's eight fighters (his ship far away) leave Jim's ship nothing to take more damage: Bob, asked first,
    is told the fight ends either way, and running away moves no ship of his."""
    app.settings.animation_speed = "fast"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = combat(at={BOB: (4, 4), JIM: TILT}, ships={BOB: [], JIM: JIM_SHIP})
    match.state.patrols[BOB][str(sec(*TILT))] = 8
    play = PlayScene(match)
    app.push(play)
    for action in ("pass", ("fight", sec(*TILT), JIM), 1):
        play.after(play.table.play(action))
    assert match.state.phase == "combat_flee" and match.actor == BOB and match.state.fight["forced"]["d"]
    frames(app, 20, 0.1)
    rows = _rows(app, play)
    assert rows["stand"] == "Stay (Jim must run away: the fight ends)", rows
    assert "must Move" not in rows["run_away"] and "fighters leave the fight" in rows["run_away"], rows
    prompt = play.board.prompt(play.view, BOB, match.state.legal_actions())
    assert "Jim must run away: the fight ends either way" in prompt and "must Move" not in prompt, prompt
    text = drawn(app, play).text  # fighters without their ship carry none loaded: "0 loaded" was noise
    assert "Fighters: 8 on patrol " in text and "0 loaded" not in text, text


def test_the_banner_for_lone_fighters_running_away_says_they_leave_the_fight_not_that_a_ship_must_move(app):
    """Bob's fighters fight Jim with Bob's ship far away: when they run, the table's banner said "Bob runs away:
    must Move next turn" (the card said it right)."""
    app.settings.animation_speed = "fast"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = combat(at={BOB: (4, 4), JIM: TILT}, ships={BOB: [], JIM: JIM_SHIP})
    match.state.patrols[BOB][str(sec(*TILT))] = 1
    play = PlayScene(match)
    app.push(play)
    for action in ("pass", ("fight", sec(*TILT), JIM), 1):
        play.after(play.table.play(action))
    for _ in range(6):  # Jim takes the fighter's point
        if match.state.phase == "combat_flee" and match.actor == BOB:
            break
        play.after(play.table.play(1 if match.actor == CHANCE else match.state.legal_actions()[0]))
    assert match.state.phase == "combat_flee" and match.actor == BOB and "run_away" in match.state.legal_actions()
    play.board.banner.clear()
    play.after(play.table.play("run_away"))
    said = [item[0] for item in play.board.banner.items]
    assert "Bob's fighters run away: they leave the fight" in said, said
    assert not [words for words in said if "must Move" in words], said


def test_the_fight_card_is_as_tall_as_its_wrapped_round_lines_so_its_type_stays_readable_at_1280x720(app, words):
    """Three rounds, each a long line that wraps: the card grows to hold them at the fight screen's own size of
    type (sized by its line count, it squeezed them to unreadable type)."""
    app.settings.animation_speed = "fast"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: [], JIM: JIM_SHIP})
    play = PlayScene(match)
    app.push(play)
    for action in ("pass", ("fight", sec(*TILT), JIM)) + (2, 1, "stand", "stand") * 3:
        play.after(play.table.play(action))
    frames(app, 12, 0.1)  # the last die lands: the card tells the fight
    report = play.board.motion.reporting()
    card = play.board.report_rect(len(report["report"]["lines"]))
    heads = ("How the fight", "Click the card")  # the card's title and hint: the rest are its lines
    told = [rect for text, rect in drawn(app, play).drawn if card.contains(rect) and not text.startswith(heads)]
    assert len(told) > len(report["report"]["lines"]), "the round lines do not wrap: nothing to test"
    size = assets.text("Ag", play.board.fight.geo.text, (255, 255, 255)).get_height()
    assert min(rect.height for rect in told) >= size, (min(rect.height for rect in told), size)


def test_between_rounds_the_panel_says_what_each_side_gave_in_the_round_just_fought(app, words):
    """Bob's two lasers gave 3, then both were shot away in the same round: asked whether to stay, the panel
    tells what he gave in that round, not what his broken ship would give now."""
    from tests.test_hyperline_fight_table import bob_and_jim

    app.settings.animation_speed = "fast"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = bob_and_jim()
    play = PlayScene(match)
    app.push(play)
    for action in ("pass", ("fight", sec(*TILT), JIM), 2, 1, ("face", "E"), ("absorb", 1), ("absorb", 3)):
        play.after(play.table.play(action))  # Jim's 2 points on Bob's two Laser Cannons
    for action in (("absorb", "fighter"), ("absorb", "loaded")):
        play.after(play.table.play(action))
    assert match.state.phase == "combat_flee" and match.actor == BOB
    frames(app, 20, 0.1)
    text = drawn(app, play).text
    assert "Gave 3 points in round 1: Laser Cannon (1) + Laser Cannon with the Battle Pod bonus (2)" in text, text
    assert "Gave 2 points in round 1: 2 × fighter (2)" in text, text
    assert "Gives 0" not in text, text


def test_between_rounds_a_ship_that_chose_its_side_says_so_after_its_combat_engine_is_shot_away(app, words):
    """Bob, 1 faster, chose where Jim was, then took a point on his one Combat Engine: asked whether to stay, his
    panel said "Speed 0" and "Not faster than the enemy: rolls the direction die", nothing of why he had chosen
    (hl-play-c 054)."""
    from tests.test_hyperline_fight_table import bob_and_jim

    app.settings.animation_speed = "fast"
    match = Match("hyperline", [SeatInfo("Bob", "human"), SeatInfo("Jim", "human")], seed=1)
    match.state = bob_and_jim()
    play = PlayScene(match)
    app.push(play)
    for action in ("pass", ("fight", sec(*TILT), JIM), 2, 1, ("face", "E"), ("absorb", 5), ("absorb", 1)):
        play.after(play.table.play(action))  # Jim's 2 points on Bob's Combat Engine and Bridge Laser
    for action in (("absorb", "fighter"), ("absorb", "loaded")):
        play.after(play.table.play(action))
    assert match.state.phase == "combat_flee" and match.actor == BOB
    frames(app, 20, 0.1)
    text = drawn(app, play).text
    assert "Speed 0 (working Combat Engines)" in text, text  # the ship as it is now
    assert "Was 1 faster in round 1: chose where the enemy was (its Combat Engine was hit since)" in text, text
    assert "Not faster than the enemy" not in text.split("(attacks)")[1].split("(defends)")[0], text


def test_the_fight_card_says_where_a_focus_beam_was_aimed():
    """hl-play-c 265: the card told the hit but not that Bob had chosen it with his Focus Beam."""
    from scenes.boards.hyperline.fight_card import fight_report
    from tests.test_hyperline_combat import BEAMER

    st = combat(at={BOB: TILT, JIM: TILT}, ships={BOB: BEAMER, JIM: JIM_SHIP})
    events = []
    for action in ("pass", ("fight", sec(*TILT), JIM), 2, 3, ("face", "E"), ("target", 2), ("absorb", 0)):
        events += st.apply(action)  # Jim behind Bob's beam: it picks Jim's rear Laser Cannon
    events += st.apply("run_away")
    lines = fight_report(events, ["Bob", "Jim"], None, st.view(None))["lines"]
    assert "aims its Focus Beam at Jim's Laser Cannon; Jim rolls 3" in lines[0], lines


def test_while_a_bot_takes_its_hits_the_fight_screen_does_not_tell_the_person_to_click(app, words):
    """hl-play-b: the fight screen said "click a lit component" while the bot (or a replay) decided, where nothing
    could be clicked; it says what happens (the person asked still gets the whole instruction: tested above)."""
    match, play = _fight_at_the_table(app)  # Jim, an easy bot, defends
    for action in (("face", "E"), ("absorb", 5), ("absorb", 1)):
        match.apply(action)
    assert match.actor == JIM and match.state.phase == "combat_absorb"
    text = drawn(app, play).text
    assert "Jim takes 3 points of damage, one at a time." in text and "click a lit" not in text, text
