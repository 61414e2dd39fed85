"""The five files that still crashed the app (issue 35), put in place as a player's folder can hold them.

Each leaves the app working, says what it found, and keeps the file's bytes: a 401-digit volume in the
settings, a high score whose date or deal holds NUL or a lone surrogate, a remembered seat name of NUL, a
surrogate or only zero-width characters, a record whose file name is not UTF-8, a data folder whose path is
not UTF-8. Then the words a player reads about files the app cannot use.
"""

from __future__ import annotations

import json
import os

import pygame
import pytest

from game.engine import SeatInfo
from game.rules import TERMINAL
from game.rules.words import english
from game.saves import scores
from game.saves.settings import Settings, settings_path
from game.saves.storage import autosave_path, records_dir
from scenes.app import make_app
from scenes.play import PlayScene
from scenes.results import ResultsScene
from scenes.setup import SetupScene
from tests.test_saves_library import race_in_progress, record_file
from tests.ui import frames, key


def put(path, raw: bytes):
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as out:
        out.write(raw)
    return path


def settings_file(data: dict) -> bytes:
    raw = json.dumps({"format": "star-table-settings", "version": 1, **data}).encode()  # \ud800 as an escape
    put(settings_path(), raw)
    return raw


# --- 1. the app will not start ----------------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["music_volume", "effects_volume"])
def test_a_volume_of_401_digits_starts_the_app_at_full_volume_and_keeps_the_file(key):
    raw = b'{"format": "star-table-settings", "version": 1, "%s": %s}' % (key.encode(), b"9" * 401)
    put(settings_path(), raw)
    made = make_app("1280x720", headless=True)
    try:
        assert getattr(made.settings, key) == 1.0
        frames(made, 2)
        assert settings_path().read_bytes() == raw
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("number", ["-" + "9" * 401, "9" * 4000, "1e300"])
def test_any_volume_far_out_of_range_is_read_as_the_nearest_end(number):
    put(settings_path(), b'{"music_volume": %s}' % number.encode())
    settings, problem = Settings.load()
    assert problem is None and settings.music_volume == (0.0 if number.startswith("-") else 1.0)


# --- 2. every Galaxy Express game end crashed ------------------------------------------------------------------


def finished_galaxy_express(seed=3):
    from scenes.shots import demo_match

    match = demo_match("galaxy_express", seed=seed, to_end=True)
    assert match.actor == TERMINAL
    return match


def score_table(bad: str, key: str) -> bytes:
    good = {"total": 90, "deliveries": 5, "refuels": 1, "coins_left": 0, "date": "2026-01-02", "deal": "ABCD-EFGH"}
    value = bad if bad.strip("\u200b\ufeff") == "" else f"2026{bad}01"  # zero-width only, or one bad character
    entries = [good, {**good, "total": 80, key: value}, {**good, "total": 70}]
    raw = json.dumps({"format": "star-table-scores", "version": 1, "game": "galaxy_express", "scores": entries})
    put(scores.scores_path(), raw.encode())
    return raw.encode()


@pytest.mark.parametrize("bad", ["\u0000", "\ud800", "\udcff", "\u200b\ufeff"], ids=["nul", "d800", "dcff", "zw"])
@pytest.mark.parametrize("key", ["date", "deal"])
def test_a_high_score_that_cannot_be_drawn_is_shown_and_the_table_s_bytes_are_kept(app, bad, key):
    raw = score_table(bad, key)
    match = finished_galaxy_express()
    play = PlayScene(match)
    app.push(play)
    play.board._record_score(match.state.view(0))  # the end of the game: its score joins the table first
    for _ in range(40):
        frames(app, 1, 0.1)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    frames(app, 3, 0.5)  # the score table is drawn
    lines = [line for line, _ in app.top.summary["lines"]]
    assert sum(" 80 " in line for line in lines) == 1, "the entry with the bad text is still in the table"
    kept = [p for p in scores.scores_path().parent.iterdir() if p.is_file() and p.read_bytes() == raw]
    assert kept, "the table as it was is gone"
    said = " ".join(toast.text for toast in app.toasts)
    assert "cannot be shown" in said and str(kept[0]) in said


# --- 3. a game's setup crashed ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name", ["Ana\u0000", "\ud800", "Bo\udcff", "\u200b", "\ufeff", "\u200b\ufeff\u200b"],
    ids=["nul", "d800", "dcff", "zwsp", "bom", "only_zero_width"],
)  # fmt: skip
def test_a_remembered_seat_name_that_cannot_be_drawn_opens_the_setup(app, name):
    raw = settings_file({"tables": {"galaxy_express": {"seats": [[name, "Person"]], "options": {}}}})
    loaded, problem = Settings.load()
    assert problem is None
    app.settings = loaded
    app.push(SetupScene("galaxy_express"))
    frames(app, 3)
    typed = app.top.name_boxes[0].get_text()
    assert "\x00" not in typed and not any(0xD800 <= ord(c) < 0xE000 for c in typed)
    assert typed.strip("\u200b\ufeff") == typed, "an invisible name is shown as nothing rather than crash"
    assert settings_path().read_bytes() == raw
    seats, _options, _seed, problem = app.top._read()
    assert not problem and seats[0].name.strip() and seats[0].name.isprintable()


# --- 4. choosing a record whose name is not UTF-8 ----------------------------------------------------------------


@pytest.mark.parametrize("mode", ["load", "replays"])
def test_a_record_whose_name_is_not_utf8_is_listed_and_chosen_without_a_crash(app, mode):
    folder = records_dir()
    folder.mkdir(parents=True)
    damaged = os.path.join(os.fsencode(folder), b"game\xff.json")
    with open(damaged, "wb") as out:
        out.write(b'{"format": "star-table-record"')
    record_file(race_in_progress(seed=5), "good.json")
    good_bytes = os.path.join(os.fsencode(folder), b"good\xe9.json")
    with open(good_bytes, "wb") as out:
        out.write((folder / "good.json").read_bytes())
    os.remove(folder / "good.json")
    app.open(mode)
    files = app.top
    frames(app, 2)
    bad = next(s for s in files.saved if s.record is None)
    files.open(bad)
    frames(app, 2)
    said = app.toasts[-1].text
    assert "game\ufffd.json" in said and said.isprintable(), said
    with open(damaged, "rb") as back:
        assert back.read() == b'{"format": "star-table-record"'
    files.open(next(s for s in files.saved if s.record is not None))  # a good record under such a name opens
    frames(app, 2)
    assert app.top is not files


# --- 5. a data folder whose path is not UTF-8 ----------------------------------------------------------------


@pytest.mark.parametrize("mode", ["load", "replays"])
def test_load_and_replays_open_in_a_data_folder_whose_path_is_not_utf8(app, tmp_path, monkeypatch, mode):
    home = os.path.join(os.fsencode(tmp_path), b"Jos\xe9")
    os.mkdir(home)
    monkeypatch.setenv("STAR_TABLE_HOME", os.fsdecode(home))
    record_file(race_in_progress(seed=6), "good.json")
    raw = (records_dir() / "good.json").read_bytes()
    app.reset("menu")
    frames(app, 1)
    app.open(mode)
    frames(app, 3)
    files = app.top
    assert [s.record is not None for s in files.saved] == [True]
    assert (records_dir() / "good.json").read_bytes() == raw


def test_the_whole_app_starts_plays_and_saves_in_a_data_folder_whose_path_is_not_utf8(tmp_path, monkeypatch):
    home = os.path.join(os.fsencode(tmp_path), b"Jos\xe9")
    os.mkdir(home)
    monkeypatch.setenv("STAR_TABLE_HOME", os.fsdecode(home))
    made = make_app("1280x720", headless=True)
    try:
        made.open("play", game="race", seats=[SeatInfo("Ana"), SeatInfo("Vega", "bot", "easy")], seed=9)
        frames(made, 3)
        made.reset("menu")
        frames(made, 2)
        assert made.top.saved is not None, "Continue is offered"
        for mode in ("load", "replays", "settings"):
            made.open(mode)
            frames(made, 2)
            made.reset("menu")
    finally:
        pygame.display.quit()
    assert autosave_path().is_file()


# --- clear words ------------------------------------------------------------------------------------------------


def test_a_number_of_thousands_of_digits_is_named_in_a_players_words():
    put(settings_path(), b'{"music_volume": %s}' % (b"9" * 5000))
    settings, problem = Settings.load()
    assert settings.music_volume == Settings().music_volume
    problem = english(problem)
    assert "a number of 5,000 digits" in problem and "sys." not in problem, problem


def test_one_damaged_byte_is_called_damaged_not_a_file_of_another_kind():
    from game.saves import library
    from game.saves.records import RecordError

    path = record_file(race_in_progress(seed=12), "flipped.json")
    raw = bytearray(path.read_bytes())
    at = raw.index(b"Vega")
    raw[at] = 0xFF
    path.write_bytes(bytes(raw))
    with pytest.raises(RecordError) as caught:
        library.read(path)
    assert caught.value.kind == "damaged" and english(caught.value.where) == f"byte {at}"
    assert english(caught.value.message) == "one byte of the file is damaged: 0xFF cannot be read as text"
    raw[at + 2] = 0xFE
    path.write_bytes(bytes(raw))
    with pytest.raises(RecordError) as caught:
        library.read(path)
    assert english(caught.value.message).startswith("2 bytes of the file are damaged (the first is 0xFF)")
    path.write_bytes('{"format": "star-table-record", "game": "Végä'.encode()[:-1])  # cut inside a letter
    with pytest.raises(RecordError) as caught:
        library.read(path)
    assert caught.value.kind == "truncated" and "cut off" in english(caught.value.message)


def test_a_record_with_a_seat_too_many_says_how_many_it_has_and_needs():
    from game.engine import Match
    from game.saves import library
    from game.saves.records import RecordError

    path = record_file(Match("galaxy_express", [SeatInfo("Pilot")], seed=4), "two.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"].append(dict(data["seats"][0], name="Copilot"))
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        library.read(path)
    assert english(caught.value.message) == "the game is for 1 player, but the record has 2 seats"


def refuse_to(monkeypatch, call: str, path):
    """The system refusing `call` on `path` as it does for a user without permission (the tests run as root)."""
    real = getattr(os, call)

    def refused(target, *args, **kwargs):
        if os.fspath(target) == os.fspath(path):
            raise PermissionError(13, "Permission denied", os.fspath(target))
        return real(target, *args, **kwargs)

    monkeypatch.setattr(os, call, refused)


def test_a_data_folder_that_may_not_be_read_says_why_continue_is_missing(app, monkeypatch):
    from game.saves.storage import data_dir

    match = race_in_progress(seed=13)
    match.enable_autosave()
    refuse_to(monkeypatch, "lstat", autosave_path())  # what a folder without search permission does to it
    refuse_to(monkeypatch, "stat", autosave_path())
    app.reset("menu")
    frames(app, 1)
    assert app.top.saved is None
    said = app.toasts[-1].text
    assert said == f"Continue is not offered: the folder {data_dir()} cannot be read (Permission denied).", said


def test_a_menu_with_no_autosave_says_nothing(app):
    app.reset("menu")
    frames(app, 1)
    assert app.top.saved is None and not app.toasts


def test_an_autosave_the_app_may_not_read_is_left_where_it_is_and_continue_returns(app, monkeypatch):
    match = race_in_progress(seed=14)
    match.enable_autosave()
    raw = autosave_path().read_bytes()
    with monkeypatch.context() as patched:
        refuse_to(patched, "open", autosave_path())
        app.reset("menu")
        frames(app, 1)
        assert app.top.saved is None
        said = app.toasts[-1].text
        assert "Permission denied" in said and "left as it is" in said and "damaged" not in said, said
    assert [p.name for p in autosave_path().parent.iterdir() if p.is_file() and p.name.startswith("autosave")] == [
        "autosave.json"
    ]
    assert autosave_path().read_bytes() == raw
    app.reset("menu")  # the permissions put right
    frames(app, 1)
    assert app.top.saved is not None and app.top.saved.record.seed == 14


def test_a_new_game_leaves_an_autosave_the_app_may_not_read_where_it_is_and_says_it_is_not_autosaved(app, monkeypatch):
    match = race_in_progress(seed=15)
    match.enable_autosave()
    raw = autosave_path().read_bytes()
    with monkeypatch.context() as patched:
        refuse_to(patched, "open", autosave_path())
        app.open("play", game="race", seats=[SeatInfo("Ana"), SeatInfo("Vega", "bot", "easy")], seed=16)
        frames(app, 3)
        key(app, pygame.K_SPACE, " ")  # Ana rolls: the first move says the game is not kept
        frames(app, 3)
        said = " ".join(toast.text for toast in app.toasts)
        assert "Autosave is off for this game" in said and "Permission denied" in said, said
    assert [p.name for p in autosave_path().parent.iterdir() if p.is_file() and p.name.startswith("autosave")] == [
        "autosave.json"
    ]
    assert autosave_path().read_bytes() == raw


def test_settings_the_app_may_not_read_are_left_where_they_are_and_never_written_over(monkeypatch):
    raw = settings_file({"music_volume": 0.1, "fullscreen": True})
    with monkeypatch.context() as patched:
        refuse_to(patched, "open", settings_path())
        settings, problem = Settings.load()
        problem = english(problem)
        assert settings == Settings() and "Permission denied" in problem and "left as it is" in problem, problem
        settings.effects_volume = 0.2
        assert "not saved" in english(settings.save())
    assert [p.name for p in settings_path().parent.iterdir() if p.is_file()] == ["settings.json"]
    assert settings_path().read_bytes() == raw
    assert Settings.load()[0].music_volume == 0.1


def test_a_score_table_the_app_may_not_read_is_left_where_it_is_and_never_written_over(monkeypatch):
    raw = score_table("-", "date")
    card = {"total": 50, "band": "b", "deliveries": 3, "refuels": 2, "coins_left": 1, "won": False, "assists": {}}
    with monkeypatch.context() as patched:
        refuse_to(patched, "open", scores.scores_path())
        _table, place, problem = scores.record_game(card, 9)
        problem = english(problem)
        assert "Permission denied" in problem and "left as it is" in problem, problem
    assert [p for p in scores.scores_path().parent.iterdir() if p.is_file() and ".lock" not in p.name] == [
        scores.scores_path()
    ]
    assert scores.scores_path().read_bytes() == raw
    assert len(scores.load_scores()) == 3


# --- the one rule: any text can be drawn --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "drawn"),
    [
        ("Ana", "Ana"),
        ("Ana\u0000", "Ana\ufffd"),
        ("Jos\udce9", "Jos\ufffd"),  # a folder's byte that was not UTF-8, as os.fsdecode gives it
        ("\ud800\udc00", "\ufffd\ufffd"),  # a surrogate pair in a str is two lone surrogates
        ("\u200b", ""),
        ("\ufeff\u200b\ufe0f\U000e0001", ""),  # only zero-width characters: nothing to see
        ("A\u200bB", "A\u200bB"),  # a zero-width character among letters draws
        ("e\u0301", "e\u0301"),
        ("", ""),
    ],
)
def test_drawable_text_keeps_what_can_be_seen_and_replaces_what_a_font_refuses(app, text, drawn):
    from scenes import assets

    assert assets.drawable(text) == drawn and assets.drawable(drawn) == drawn
    for bold in (False, True):
        assets.font(20, bold).render(text, True, (255, 255, 255))
        assert assets.font(20, bold).size(text) == assets.font(20, bold).size(drawn)


def test_settings_holding_a_lone_surrogate_in_a_newer_versions_key_can_still_be_saved():
    settings_file({"music_volume": 0.3, "newer": {"note\ud800": ["\udcff"]}})
    settings, problem = Settings.load()
    assert problem is None
    settings.fullscreen = True
    assert settings.save() is None  # was: "Settings could not be saved ...: surrogates not allowed", every time
    data = json.loads(settings_path().read_text(encoding="utf-8"))
    assert data["newer"] == {"note\ufffd": ["\ufffd"]} and data["fullscreen"] is True
