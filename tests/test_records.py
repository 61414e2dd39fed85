"""Records (saves): what a player sees when a save is good, bad, or half-written.

A bad file must give a RecordError that says what is wrong and where, and the
file must be left exactly as it was (same bytes, same modification time).
"""

from __future__ import annotations

import json
import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import (
    Match,
    RecordError,
    SeatInfo,
    atomic_write_text,
    autosave_path,
    config_dir,
    data_dir,
    deal_code,
    load,
    loads,
    seed_from_code,
)
from game.rules import CHANCE, TERMINAL
from game.rules.words import english
from game.saves import storage

OLD_MTIME_NS = 1_000_000_000 * 1_000_000_000  # 2001: a rewrite by load() could not keep this time


def play_race(seed: int = 2024, steps: int = 40, choices_seed: int = 1) -> Match:
    """A seeded race, Zoë (a person, non-ASCII name) against a bot, decisions picked at random."""
    match = Match("race", [SeatInfo("Zoë"), SeatInfo("Robo", "bot", "random")], seed=seed)
    pick = random.Random(choices_seed)
    for _ in range(steps):
        if match.actor == CHANCE:
            match.roll()
        elif match.actor == TERMINAL:
            break
        else:
            match.apply(pick.choice(match.state.legal_actions()))
    return match


@pytest.fixture
def saved(tmp_path):
    """A real race record on disk, with its text."""
    path = tmp_path / "saves" / "race.json"
    play_race().save(path)
    return path


def freeze_file(path):
    """Give the file an old mtime so any rewrite would show, and remember its bytes."""
    os.utime(path, ns=(OLD_MTIME_NS, OLD_MTIME_NS))
    return path.read_bytes(), sorted(p.name for p in path.parent.iterdir())


def refused(path, kind: str) -> RecordError:
    """Load `path`, expect a RecordError of `kind`, and check the file was left alone."""
    before, folder = freeze_file(path)
    with pytest.raises(RecordError) as caught:
        load(path)
    err = caught.value
    assert err.kind == kind, f"expected {kind!r}, got {err.kind!r}: {err}"
    text = str(err)
    assert str(path) in text, "the message names the file"
    assert english(err.message) and len(english(err.message)) > 10 and "Traceback" not in text
    if err.where is not None:
        assert f"(at {english(err.where)})" in text, "the message says where"
    assert path.read_bytes() == before, "loading must never change the file"
    assert path.stat().st_mtime_ns == OLD_MTIME_NS, "loading must never rewrite the file"
    assert sorted(p.name for p in path.parent.iterdir()) == folder, "loading must leave no files behind"
    return err


def edited(path, change) -> None:
    """Rewrite a saved record after `change(data)` edits its JSON (as a user with an editor might)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


# --- truncated files ---------------------------------------------------------------------


def _cut_points(raw: bytes) -> dict[str, int]:
    text_end = len(raw.rstrip())
    name = "Zoë".encode()
    return {
        "first_byte": 1,
        "inside_format_name": raw.index(b"star-table") + 4,
        "after_a_comma": raw.index(b'"game"'),
        "inside_false": raw.index(b"false") + 3,
        "inside_the_seed": raw.index(b'"seed":') + 8,
        "inside_a_letter": raw.index(name) + 3,  # between the two bytes of ë
        "half_way": len(raw) // 2,
        "inside_the_actions": raw.index(b'"actions"') + 30,
        "last_brace_missing": text_end - 1,
    }


CUTS = [
    "first_byte",
    "inside_format_name",
    "after_a_comma",
    "inside_false",
    "inside_the_seed",
    "inside_a_letter",
    "half_way",
    "inside_the_actions",
    "last_brace_missing",
]


@pytest.mark.parametrize("cut", CUTS)
def test_a_truncated_record_is_reported_as_cut_off(saved, cut):
    raw = saved.read_bytes()
    saved.write_bytes(raw[: _cut_points(raw)[cut]])
    err = refused(saved, "truncated")
    assert "cut off" in english(err.message) or "ends too early" in english(err.message)


def test_every_cut_of_a_record_is_truncated_never_garbage(saved):
    text = saved.read_text(encoding="utf-8").rstrip()
    wrong = {}
    for cut in range(1, len(text)):
        try:
            loads(text[:cut])
        except RecordError as err:
            if err.kind != "truncated":
                wrong[cut] = (text[max(0, cut - 12) : cut], err.kind)
        else:
            wrong[cut] = (text[max(0, cut - 12) : cut], "loaded")
    assert not wrong, f"cuts not reported as truncated: {dict(list(wrong.items())[:5])}"


# --- other bad files ------------------------------------------------------------------------


@pytest.mark.parametrize("content", [b"", b"   \n\n", b"\x00" * 64], ids=["zero_bytes", "blank", "nul_bytes"])
def test_an_empty_file_is_reported_as_empty(tmp_path, content):
    path = tmp_path / "race.json"
    path.write_bytes(content)
    err = refused(path, "empty")
    assert "empty" in english(err.message)


@pytest.mark.parametrize(
    "content",
    [
        "Star Table save\nround 3: Zoë leads\n",
        "{'format': 'star-table-record', 'version': 1}",
        '{"format": "star-table-record",, "version": 1}',
    ],
    ids=["prose", "python_repr", "double_comma"],
)
def test_a_file_that_is_not_json_says_where_it_breaks(tmp_path, content):
    path = tmp_path / "race.json"
    path.write_text(content, encoding="utf-8")
    err = refused(path, "not_json")
    assert "not JSON" in english(err.message)
    assert err.where is not None and english(err.where).startswith("line ")


@pytest.mark.parametrize(
    "data",
    [
        {"name": "my spreadsheet", "version": 1, "rows": []},
        {"format": "other-game-save", "version": 1, "game": "race"},
        [1, 2, 3],
        "star-table-record",
        None,
    ],
    ids=["other_object", "other_format", "list", "string", "null"],
)
def test_json_of_another_shape_is_foreign(tmp_path, data):
    path = tmp_path / "race.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    err = refused(path, "foreign")
    assert "not a Star Table record" in english(err.message)
    assert err.where == "format"


def test_binary_garbage_is_foreign_and_says_which_byte(tmp_path):
    path = tmp_path / "race.json"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    err = refused(path, "foreign")
    assert "not text" in english(err.message)
    assert english(err.where) == "byte 0"


def test_a_record_from_a_newer_version_is_refused_as_future(saved):
    edited(saved, lambda data: data.update(version=2))
    err = refused(saved, "future_version")
    assert "newer" in english(err.message) and "2" in english(err.message)
    assert err.where == "version"


@pytest.mark.parametrize("game", ["chess", None, 7])
def test_a_record_of_an_unknown_game_names_the_game(saved, game):
    edited(saved, lambda data: data.update(game=game))
    err = refused(saved, "unknown_game")
    assert str(game) in english(err.message)
    assert "race" in english(err.message), "the message lists the games this version knows"
    assert err.where == "game"


def _first(data, test) -> int:
    """The first action after the opening one that passes `test`."""
    return next(index for index, entry in enumerate(data["actions"]) if index > 0 and test(entry))


@pytest.mark.parametrize(
    "edit",
    ["decision_made_up", "die_shows_seven", "wrong_player"],
)
def test_an_illegal_action_names_its_number_and_place(saved, edit):
    data = json.loads(saved.read_text(encoding="utf-8"))
    if edit == "decision_made_up":
        index = _first(data, lambda e: e["actor"] == 0)
        data["actions"][index]["action"] = "warp"
    elif edit == "die_shows_seven":
        index = _first(data, lambda e: e["actor"] == "chance")
        data["actions"][index]["action"] = 7
    else:
        index = _first(data, lambda e: e["actor"] == 1)
        data["actions"][index]["actor"] = 0
    assert index > 0, "the broken action is not the first, so the number matters"
    saved.write_text(json.dumps(data), encoding="utf-8")
    err = refused(saved, "illegal_action")
    assert err.where == f"actions[{index}]"
    assert f"action {index + 1}" in english(err.message)


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d.pop("seats"), "seats"),
        (lambda d: d["seats"].pop(), "seats"),
        (lambda d: d["seats"][1].pop("kind"), "seats[1]"),
        (lambda d: d.update(seed="lucky"), "seed"),
        (lambda d: d.update(players=9), "players"),
        (lambda d: d.update(options=["per_square_battles"]), "options"),
        (lambda d: d.update(options={"per_square_battles": "yes"}), "options"),
        (lambda d: d.update(options={"teleporters": True}), "options"),
        (lambda d: d.update(version="one"), "version"),
        (lambda d: d.pop("actions"), "actions"),
        (lambda d: d["actions"][3].pop("actor"), "actions[3]"),
    ],
    ids=[
        "seats_missing",
        "a_seat_missing",
        "seat_kind_missing",
        "seed_not_a_number",
        "too_many_players",
        "options_not_a_table",
        "option_mistyped",
        "option_unknown",
        "version_not_a_number",
        "actions_missing",
        "action_without_actor",
    ],
)
def test_a_damaged_field_is_named(saved, change, where):
    edited(saved, change)
    err = refused(saved, "damaged")
    assert err.where == where


def test_a_missing_file_is_unreadable(tmp_path):
    with pytest.raises(RecordError) as caught:
        load(tmp_path / "nowhere.json")
    assert caught.value.kind == "unreadable"
    assert "nowhere.json" in str(caught.value)
    assert not (tmp_path / "nowhere.json").exists()


def test_a_record_resaved_by_an_editor_with_a_byte_order_mark_still_loads(saved):
    saved.write_bytes(b"\xef\xbb\xbf" + saved.read_bytes())
    assert load(saved).game == "race"


# --- round trip ------------------------------------------------------------------------------


def test_a_saved_race_loads_back_to_the_same_game(tmp_path):
    match = play_race(seed=99, steps=60, choices_seed=5)
    path = tmp_path / "race.json"
    match.save(path)

    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "star-table-record"
    assert data["version"] == 1
    assert data["game"] == "race" and data["seed"] == 99 and data["players"] == 2
    assert data["options"] == {"per_square_battles": False}
    assert data["seats"] == [{"name": "Zoë", "kind": "human"}, {"name": "Robo", "kind": "bot", "level": "random"}]
    assert len(data["actions"]) == len(match.record.actions) > 30
    dice = [entry["action"] for entry in data["actions"] if entry["actor"] == "chance"]
    assert dice and all(face in range(1, 7) for face in dice), "chance outcomes are in the record"
    assert {entry["actor"] for entry in data["actions"]} >= {0, 1, "chance"}

    record = load(path)
    again = Match.from_record(record)
    assert again.state.to_json() == match.state.to_json()
    assert [e.to_json() for e in again.record.actions] == [e.to_json() for e in match.record.actions]
    assert again.names == ["Zoë", "Robo"] and again.seats[1].is_bot and again.seed == 99
    assert record.replay(10).to_json() == match.record.replay(10).to_json()


def test_a_finished_game_round_trips(tmp_path):
    match = play_race(seed=5, steps=100_000)
    assert match.is_over
    path = tmp_path / "done.json"
    match.save(path)
    again = Match.from_record(load(path))
    assert again.is_over
    assert again.state.result() == match.state.result()


# --- atomic writes ------------------------------------------------------------------------------


def test_atomic_write_leaves_only_the_file(tmp_path):
    path = tmp_path / "deep" / "er" / "save.json"
    atomic_write_text(path, "first\n")
    atomic_write_text(path, "second ✓\n")
    assert path.read_text(encoding="utf-8") == "second ✓\n"
    assert [p.name for p in path.parent.iterdir()] == ["save.json"], "no temp files are left"


@pytest.mark.parametrize("failing", ["replace", "fsync"])
def test_a_failed_write_keeps_the_old_file_and_leaves_no_temp(tmp_path, monkeypatch, failing):
    path = tmp_path / "save.json"
    atomic_write_text(path, "the old save\n")

    def boom(*args, **kwargs):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch, pytest.raises(OSError):
        patch.setattr(storage.os, failing, boom)
        atomic_write_text(path, "the new save, half written")
    assert path.read_text(encoding="utf-8") == "the old save\n"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_a_failed_autosave_keeps_the_previous_autosave(tmp_path, monkeypatch):
    match = Match("race", [SeatInfo("Zoë"), SeatInfo("Ana")], seed=3)
    match.enable_autosave()
    match.apply("advance")
    before = autosave_path().read_bytes()

    def boom(*args, **kwargs):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(storage.os, "replace", boom)
        match.apply("advance")  # the move stands; the failure is reported, not raised
    assert "No space left" in english(match.autosave_error)
    assert autosave_path().read_bytes() == before
    assert len(load(autosave_path()).actions) == 1
    assert not [p for p in autosave_path().parent.iterdir() if p.name.endswith(".tmp")]


# --- folders and deal codes --------------------------------------------------------------------------


def test_the_autosave_lives_under_the_star_table_home(star_table_home):
    assert autosave_path().is_relative_to(star_table_home)
    assert autosave_path().name.endswith(".json")
    assert data_dir().is_relative_to(star_table_home) and config_dir().is_relative_to(star_table_home)
    assert data_dir() != config_dir()


def test_without_an_override_the_folders_come_from_platformdirs(monkeypatch):
    import platformdirs

    monkeypatch.delenv("STAR_TABLE_HOME")
    assert data_dir() == storage.Path(platformdirs.user_data_dir("StarTable", appauthor=False))
    assert autosave_path().parent == data_dir()


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_a_deal_code_gives_back_its_seed(seed):
    code = deal_code(seed)
    assert len(code) == 7 and not set(code) & set("01IO")
    assert seed_from_code(code) == seed
    assert seed_from_code(f" {code[:3].lower()}-{code[3:]} ") == seed, "typed loosely, it still works"


@pytest.mark.parametrize("code", ["", "   ", "HELLO!", "O0O0", "22222222", "ZZZZZZZ", "ab cd 1i"])
def test_a_bad_deal_code_is_refused_with_a_message(code):
    with pytest.raises(ValueError) as caught:
        seed_from_code(code)
    assert len(str(caught.value)) > 10


@pytest.mark.parametrize("seed", [-1, 2**32])
def test_a_seed_out_of_range_has_no_deal_code(seed):
    with pytest.raises(ValueError, match="seed"):
        deal_code(seed)
