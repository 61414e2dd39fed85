"""Lessons without a display: the file, each step kind, the lesson's words for any other click, Back, and the
match's dice and bots obeying the lesson."""

from __future__ import annotations

import json

import pytest

from game.engine.lesson import ROLL, LessonError, Lessoning, lessons, load_lesson, parse, read_lesson
from game.rules import CHANCE
from game.rules.words import english, msg

# A small race lesson: the learner (seat 0) leaves hyperspace, rolls 4, reads, rolls 3 onto hyperspace 8 while
# Vega advances to 15, both fight (5 beats 2: Vega falls back to 8), then plays freely until the next battle.
RACE = {
    "format": "star-table-lesson",
    "version": 1,
    "game": "race",
    "title": "A test race",
    "seats": [{"name": "Ana", "kind": "human"}, {"name": "Vega", "kind": "bot", "level": "easy"}],
    "seed": 7,
    "chance": [4, 3, 5, 2],
    "bots": {"1": ["advance", "advance"]},
    "steps": [
        {"says": "Welcome, {p0}.", "points": ["square:1"], "next": True},
        {"says": "Leave *hyperspace*.", "do": "leave", "wrong": "In this lesson, leave hyperspace first."},
        {"says": "Roll.", "points": ["dice"], "do": "roll"},
        {"says": "You moved 4.", "next": True},
        {"says": "Roll again.", "do": "roll"},
        {"says": "A *battle*: roll.", "free": True, "until": "battle_over"},
        {"says": "Advance or leave.", "any": ["advance", "leave"]},
        {"says": "Off you go.", "next": True},
    ],
    "finale": {"seats": [{"name": "", "kind": "human"}, {"name": "Vega", "kind": "bot", "level": "easy"}]},
}


def lesson_of(data=RACE, lesson_id="test_race"):
    return parse(json.loads(json.dumps(data)), lesson_id)


def said(lessoning) -> str:
    return english(lessoning.cue().says, lessoning.match.names)


def play(lessoning, action):
    """The learner's (or a bot's) move as the table plays it: applied, then told to the lesson."""
    seat = lessoning.match.actor
    events = lessoning.match.apply(action)
    lessoning.played(seat, action, events)
    return events


def roll(lessoning):
    outcome = lessoning.match.chance.draw(len(lessoning.match.record.actions), lessoning.match.state.chance_outcomes())
    return play(lessoning, outcome)


def bot_moves(lessoning):
    bots = lessoning.bots()
    while lessoning.match.actor in bots:
        seat = lessoning.match.actor
        play(lessoning, bots[seat].choose(lessoning.match.state.view(seat), seat, lessoning.match.info))


# --- the step kinds -------------------------------------------------------------------------------------------
def test_a_next_step_offers_nothing_answers_in_its_words_and_moves_on_with_next():
    lesson = Lessoning(lesson_of())
    cue = lesson.cue()
    assert (cue.waits, cue.index, cue.count, cue.points) == ("next", 0, 8, ("square:1",))
    assert said(lesson) == "Welcome, Ana."  # {p0} names the learner's seat
    assert lesson.allowed(["advance", "leave"]) == []
    assert english(lesson.refusal("leave")) == "Read this first, then press Next."
    assert lesson.holds()
    assert lesson.next() and lesson.index == 1 and not lesson.holds()
    assert not lesson.next()  # a step that waits for a move does not move on by Next


def test_a_do_step_allows_its_one_move_and_moves_on_when_it_is_made():
    lesson = Lessoning(lesson_of())
    lesson.next()
    assert lesson.cue().waits == "action"
    assert lesson.allowed(["advance", "leave"]) == ["leave"]
    assert lesson.refusal("leave") is None
    play(lesson, "leave")
    assert lesson.index == 2 and said(lesson) == "Roll."
    assert lesson.refusal(ROLL) is None  # the learner's own die is what this step awaits
    roll(lesson)
    assert lesson.match.state.pos[0] == 5  # the lesson's die: 4
    assert lesson.index == 3


def test_any_other_click_is_answered_in_the_lessons_words_and_the_game_is_unchanged():
    lesson = Lessoning(lesson_of())
    lesson.next()
    before = lesson.match.state.to_json()
    assert english(lesson.refusal("advance")) == "In this lesson, leave hyperspace first."
    assert english(lesson.refusal(ROLL)) == "In this lesson, leave hyperspace first."
    assert lesson.match.state.to_json() == before and lesson.index == 1
    lesson.next()  # Next is no answer to a step that waits for a move
    assert lesson.index == 1


def test_a_do_step_without_words_of_its_own_refuses_with_the_kinds_words():
    lesson = Lessoning(lesson_of())
    lesson.next()
    play(lesson, "leave")
    assert english(lesson.refusal("advance")) == (
        "In this lesson, do what the panel asks first: the glowing spot shows where."
    )


def test_the_bots_play_their_scripted_moves_and_the_dice_come_from_the_lesson():
    lesson = Lessoning(lesson_of())
    lesson.next()
    play(lesson, "leave")
    roll(lesson)
    bot_moves(lesson)  # Vega advances from 1 to 8, as scripted
    assert lesson.match.state.pos == [5, 8]
    lesson.next()
    roll(lesson)  # 3: the learner lands on hyperspace 8 beside Vega; then Vega advances to 15
    assert lesson.index == 5 and lesson.cue().waits == "free"
    bot_moves(lesson)
    assert lesson.match.state.pos == [8, 15]
    assert lesson.match.actor == CHANCE and lesson.match.state.phase == "battle"


def test_a_free_step_allows_everything_legal_until_its_condition_holds():
    lesson = Lessoning(lesson_of())
    lesson.next()
    play(lesson, "leave")
    roll(lesson)
    bot_moves(lesson)
    lesson.next()
    roll(lesson)
    bot_moves(lesson)
    assert lesson.allowed(["advance", "leave"]) == ["advance", "leave"]
    assert lesson.refusal(ROLL) is None
    roll(lesson)  # the learner's battle die: 5
    assert lesson.index == 5  # the battle is not over before Vega rolls
    roll(lesson)  # Vega's: 2, and falls back to 8
    assert lesson.match.state.pos == [8, 8]
    assert lesson.index == 6 and lesson.cue().waits == "action"
    assert lesson.allowed(["advance", "leave"]) == ["advance", "leave"]  # an `any` step: either of its set
    play(lesson, "advance")
    assert lesson.index == 7


def test_back_rebuilds_the_match_to_where_the_previous_step_began_with_the_same_dice():
    lesson = Lessoning(lesson_of())
    lesson.next()
    play(lesson, "leave")
    roll(lesson)
    bot_moves(lesson)
    assert lesson.index == 3 and lesson.match.state.pos == [5, 8]
    assert lesson.back()
    assert lesson.index == 2 and said(lesson) == "Roll."
    assert lesson.match.state.pos == [1, 1] and lesson.match.state.phase == "roll"
    roll(lesson)
    assert lesson.match.state.pos[0] == 5  # the same die again
    assert lesson.back() and lesson.back()
    assert lesson.index == 1 and lesson.match.record.actions == []  # before "leave"
    assert lesson.back()
    assert lesson.index == 0 and lesson.match.record.actions == []
    assert lesson.holds()


def test_back_at_the_first_step_changes_nothing():
    lesson = Lessoning(lesson_of())
    assert not lesson.back()
    assert lesson.index == 0


def test_a_lesson_done_lets_the_game_go_on_and_names_its_real_game():
    lesson = Lessoning(lesson_of())
    lesson.next()
    play(lesson, "leave")
    roll(lesson)
    bot_moves(lesson)
    lesson.next()
    roll(lesson)
    bot_moves(lesson)
    roll(lesson)
    roll(lesson)
    play(lesson, "advance")
    assert lesson.next() and lesson.done
    assert lesson.allowed(["advance", "leave"]) == ["advance", "leave"]
    assert lesson.refusal("anything") is None
    game, seats, options = lesson.finale()
    assert (
        game == "race"
        and [seat.kind for seat in seats] == ["human", "bot"]
        and options == {"per_square_battles": False}
    )


def test_a_die_the_step_cannot_show_is_an_error_when_checking():
    data = dict(RACE, chance=[7])
    lesson = Lessoning(lesson_of(data), strict=True)
    lesson.next()
    play(lesson, "leave")
    with pytest.raises(LessonError, match="chance outcome 1 of the lesson, 7, cannot happen here"):
        roll(lesson)


def test_a_bot_move_that_is_not_legal_is_an_error_when_checking_and_the_bot_decides_otherwise():
    data = dict(RACE, bots={"1": ["jump"]})
    lesson = Lessoning(lesson_of(data), strict=True)
    lesson.next()
    play(lesson, "leave")
    roll(lesson)
    with pytest.raises(LessonError, match="move 1 of the bot at seat 2"):
        bot_moves(lesson)
    relaxed = Lessoning(lesson_of(data))
    relaxed.next()
    play(relaxed, "leave")
    roll(relaxed)
    bot_moves(relaxed)
    assert relaxed.problem is not None and relaxed.match.state.pos[1] in (8, 2, 3, 4, 5, 6, 7)


# --- the file ----------------------------------------------------------------------------------------------------
DAMAGE = [
    ("", "not JSON"),
    ("{", "not JSON"),
    ("[]", "not a lesson"),
    ('{"format": "star-table-record"}', "not a lesson"),
    (json.dumps(dict(RACE, version=9)), "version 9"),
    (json.dumps(dict(RACE, game="chess")), "no game called 'chess'"),
    (json.dumps(dict(RACE, seats=[{"kind": "human"}])), "players"),
    (json.dumps(dict(RACE, seats=[{"kind": "human"}, {"kind": "human"}])), "one learner"),
    (json.dumps(dict(RACE, steps=[{"says": "Hi"}])), "exactly one of"),
    (json.dumps(dict(RACE, steps=[{"says": "Hi", "next": True, "do": "leave"}])), "exactly one of"),
    (json.dumps(dict(RACE, steps=[{"says": "Hi", "free": True, "until": "teatime"}])), "no condition named"),
    (json.dumps(dict(RACE, steps=[{"says": "Hi", "free": True, "until": {"is": "phase"}}])), "needs name"),
    (json.dumps(dict(RACE, steps=[{"says": "Hi", "next": True, "points": ["Square 15"]}])), "spot ids"),
    (json.dumps(dict(RACE, steps=[{"says": "", "next": True}])), "'says' must be a text"),
    (json.dumps(dict(RACE, chance=[{"dice": 3}])), "chance entry"),
    (json.dumps(dict(RACE, bots={"0": ["leave"]})), "not a bot"),
    (json.dumps({k: v for k, v in RACE.items() if k != "finale"}), "finale"),
    (json.dumps(dict(RACE, seed=-1)), "deal number"),
    (json.dumps(dict(RACE, options={"per_square_battles": "often"})), "per_square_battles"),
]


@pytest.mark.parametrize("text, why", DAMAGE)
def test_a_damaged_lesson_file_gives_a_clear_message_and_is_left_out_of_the_list(tmp_path, text, why):
    (tmp_path / "broken.json").write_text(text, encoding="utf-8")
    (tmp_path / "good.json").write_text(json.dumps(RACE), encoding="utf-8")
    with pytest.raises(LessonError) as caught:
        load_lesson("broken", tmp_path)
    said = english(caught.value.reason)
    assert said.startswith("The lesson broken.json is damaged (") and "Reinstall Star Table" in said
    assert why in said
    assert [lesson.id for lesson in lessons(folder=tmp_path)] == ["good"]


def test_a_file_that_is_not_text_or_not_there_gives_a_clear_message(tmp_path):
    (tmp_path / "binary.json").write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(LessonError, match="binary.json is damaged"):
        read_lesson(tmp_path / "binary.json")
    with pytest.raises(LessonError, match="no lesson called nothing_here"):
        load_lesson("nothing_here", tmp_path)
    with pytest.raises(LessonError, match="no lesson called"):
        load_lesson("../secrets", tmp_path)


def test_lessons_come_in_the_menus_order_of_games_then_each_games_order(tmp_path):
    galaxy = json.loads((load_lesson("galaxy_express").path).read_text()) if _has("galaxy_express") else None
    for name, order in (("race_b", 2), ("race_a", 1)):
        (tmp_path / f"{name}.json").write_text(json.dumps(dict(RACE, order=order)), encoding="utf-8")
    if galaxy is not None:
        (tmp_path / "aaa_galaxy.json").write_text(json.dumps(galaxy), encoding="utf-8")
    found = [lesson.id for lesson in lessons(folder=tmp_path)]
    assert found[:2] == ["race_a", "race_b"]
    assert [lesson.id for lesson in lessons("race", folder=tmp_path)] == ["race_a", "race_b"]


def _has(lesson_id) -> bool:
    try:
        load_lesson(lesson_id)
    except LessonError:
        return False
    return True


def test_messages_are_every_text_a_lesson_shows():
    lesson = lesson_of()
    ids = [message.id for message in lesson.messages()]
    assert ids[0] == "A test race" and "Leave *hyperspace*." in ids
    assert "In this lesson, leave hyperspace first." in ids
    assert msg("Welcome, {p0}.") in lesson.messages()


# --- moves the lesson plays itself: a prelude, a Next step's "many turns later" ---------------------------------
SKIPPING = dict(
    RACE,
    prelude=["advance"],  # the learner on 8, Vega to decide on 1
    bots={},
    chance=[3],
    steps=[
        {"says": "You are on 8.", "next": True, "then": ["leave"]},  # Vega leaves hyperspace
        {"says": "Vega rolls.", "free": True, "until": "your_turn"},
        {"says": "Done.", "next": True},
    ],
)


def test_a_prelude_begins_the_lesson_in_mid_game_and_back_never_undoes_it():
    lesson = Lessoning(lesson_of(SKIPPING))
    assert lesson.match.state.pos == [8, 1] and lesson.match.actor == 1
    assert not lesson.back()
    assert lesson.match.state.pos == [8, 1]


def test_a_next_step_may_play_moves_on_and_back_takes_them_back():
    lesson = Lessoning(lesson_of(SKIPPING))
    lesson.next()
    assert lesson.match.record.actions[-1].action == "leave" and lesson.index == 1
    roll(lesson)  # Vega's die: 3
    assert lesson.match.state.pos == [8, 4] and lesson.index == 2
    assert lesson.back()
    assert lesson.index == 1 and lesson.match.state.pos == [8, 1] and lesson.match.actor == CHANCE
    assert lesson.back()
    assert lesson.index == 0 and lesson.match.actor == 1 and lesson.match.record.actions[-1].action == "advance"
    lesson.next()
    assert lesson.match.record.actions[-1].action == "leave"  # the same moves again


def test_a_lesson_whose_own_moves_are_not_legal_cannot_start():
    with pytest.raises(LessonError, match="move 1 of the prelude, 'jump', is not legal there"):
        Lessoning(lesson_of(dict(SKIPPING, prelude=["jump"])))


def test_a_step_may_await_a_move_the_rules_allow_outside_their_list_and_offers_it():
    """Galaxy Express's "Can I still stop?" is no move in the legal list, yet always allowed at the controls."""
    data = json.loads(load_lesson("galaxy_express").path.read_text(encoding="utf-8"))
    data["steps"] = [
        {"says": "Launch.", "do": ["start", 17]},
        {"says": "Ask.", "do": ["assist", "can_stop"]},
        {"says": "Done.", "next": True},
    ]
    lesson = Lessoning(parse(data, "test_galaxy"))
    play(lesson, ("start", 17))
    while lesson.match.actor == CHANCE:
        roll(lesson)
    legal = lesson.match.state.legal_actions()
    assert ("assist", "can_stop") not in legal
    assert lesson.allowed(legal) == [("assist", "can_stop")]
    assert lesson.refusal(("thrust", 4)) is not None and lesson.refusal(("assist", "can_stop")) is None
    play(lesson, ("assist", "can_stop"))
    assert lesson.index == 2
