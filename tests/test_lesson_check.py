"""Every lesson file reads, plays to its end and speaks both languages (`python -m game learn --check`); the check
fails, naming the lesson and the step, on a lesson that cannot be played as written."""

from __future__ import annotations

import json

import pytest

from game.ai import make_bot
from game.cli import main
from game.engine.lesson import LessonError, lessons, lessons_dir, load_lesson, parse, read_lesson
from game.engine.lesson_check import check, play_through
from game.rules import games
from tests.test_lesson import RACE

FILES = sorted(lessons_dir().glob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_every_lesson_file_follows_the_schema(path):
    lesson = read_lesson(path)
    assert lesson.id == path.stem and lesson.game in {info.id for info in games()}
    assert lesson.steps[-1].kind == "next", "the last step hands over to the real game: it waits for Next"
    assert [seat.kind for seat in lesson.finale["seats"]].count("human") == 1
    assert all(seat.level == "easy" for seat in lesson.finale["seats"] if seat.is_bot), "the real game: an easy bot"
    for step in lesson.steps:
        assert step.says.id.strip() == step.says.id and len(step.says.id) <= 260, "one idea a step, in short sentences"
    run = play_through(lesson, make_bot)
    assert not run.match.is_over, "the results would stand over the lesson's last words: its real game is after it"


def test_the_lessons_listed_are_the_files_in_the_menus_order():
    assert sorted(lesson.id for lesson in lessons()) == [path.stem for path in FILES]
    assert [lesson.id for lesson in lessons("race")] == ["race"]


def test_learn_check_plays_every_lesson_to_its_end_in_both_languages(capsys):
    assert main(["learn", "--check"]) == 0
    out = capsys.readouterr().out
    assert f"{len(FILES)} of {len(FILES)} lessons ok" in out


def test_learn_lists_the_lessons(capsys):
    assert main(["learn"]) == 0
    assert "race" in capsys.readouterr().out


def _race(**changes):
    data = json.loads(json.dumps(RACE))
    data.update(changes)
    return parse(data, "test_race")


def test_a_step_that_waits_for_a_move_the_game_does_not_allow_fails_the_check_naming_the_step():
    steps = json.loads(json.dumps(RACE["steps"]))
    steps[1]["do"] = "advance"  # the learner's next roll then comes in a battle, and a later step waits for one
    assert check(_race(steps=steps), make_bot) == [
        "step 5: it waits for 'roll', which is not a legal move here (legal: 'advance', 'leave')"
    ]
    steps[1]["do"] = "jump"
    assert check(_race(steps=steps), make_bot)[0].startswith("step 2: it waits for 'jump', which is not a legal move")


def test_a_scripted_die_the_game_cannot_show_fails_the_check():
    assert check(_race(chance=[9]), make_bot) == ["step 3: chance outcome 1 of the lesson, 9, cannot happen here"]


def test_words_that_say_the_wrong_table_fail_the_check():
    steps = json.loads(json.dumps(RACE["steps"]))
    steps[3]["expect"] = {"pos": [6, 1]}
    assert check(_race(steps=steps), make_bot) == ["step 4: its words expect pos = (6, 1), and the game has [5, 1]"]


def test_a_free_step_whose_condition_never_holds_fails_the_check():
    steps = json.loads(json.dumps(RACE["steps"]))
    steps[5]["until"] = {"is": "phase", "name": "teatime"}
    problems = check(_race(steps=steps), make_bot)
    assert problems and "step 6:" in problems[0]


def test_the_check_calls_back_once_as_each_step_begins_where_the_learner_sees_it():
    seen = []
    play_through(_race(), make_bot, at_step=lambda run: seen.append((run.index, run.match.actor)))
    assert [index for index, _actor in seen] == list(range(len(RACE["steps"])))
    assert seen[5] == (5, -1)  # the battle: the learner's own die is up (Vega moved first)


def test_learn_check_names_a_damaged_lesson_and_exits_1(tmp_path, monkeypatch, capsys):
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    monkeypatch.setattr("game.engine.lesson.lessons_dir", lambda: tmp_path)
    assert main(["learn", "--check"]) == 1
    assert "broken: The lesson broken.json is damaged (not JSON" in capsys.readouterr().out
    with pytest.raises(LessonError):
        load_lesson("broken", tmp_path)


def test_learn_check_names_a_rules_section_that_is_not_there(tmp_path, monkeypatch, capsys):
    """F1 in a lesson opens the rules at the step's section: a section the rules lack fails the check."""
    path = load_lesson("race").path
    data = json.loads(path.read_text(encoding="utf-8"))
    data["steps"][0]["section"] = "nowhere"
    (tmp_path / "race.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr("game.engine.lesson.lessons_dir", lambda: tmp_path)
    assert main(["learn", "--check"]) == 1
    out = capsys.readouterr().out
    assert "no section 'nowhere' in race.md (en)" in out and "no section 'nowhere' in race.md (de)" in out
