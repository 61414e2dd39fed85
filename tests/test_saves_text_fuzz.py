"""Fuzzing the words and numbers in a player's files through the real screens (issue 35).

The first fuzz (test_saves_fuzz.py) mutated bytes and shapes and checked the readers; five files
still crashed the window, because what a reader accepted could not be drawn or used: strings with
NUL, lone surrogates or only zero-width characters, whole numbers of hundreds of digits, file names
and folders that are not UTF-8. Here such values go, headless, through settings at start, a game's
setup, a Galaxy Express game's end and results, and the Load and Replays screens (every record chosen).
Whatever the file, nothing raises, and it keeps its bytes (where it was, or set aside under a new
name). A few hundred cases in `make test`; a few thousand with --long.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from dataclasses import dataclass

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import Match, SeatInfo
from game.rules import TERMINAL, get
from game.saves import scores
from game.saves.settings import settings_path
from game.saves.storage import records_dir
from scenes import assets, common
from scenes.app import make_app
from tests.ui import frames

SHORT = {"text": 120, "start": 50, "results": 40, "files": 40}
LONG = {"text": 3000, "start": 800, "results": 600, "files": 600}
GAMES = ["race", "galaxy_express", "expressway42", "all_in_all", "hyperline"]

# --- hostile values ---------------------------------------------------------------------------------------------

ZERO_WIDTH = [
    "\u200b", "\u200c", "\u200d", "\u2060", "\u2063", "\ufeff", "\u00ad", "\u061c", "\u180e", "\u034f",
    "\ufe00", "\ufe0f", "\U000e0001", "\U000e0100", "\u202e", "\ufff0",
]  # fmt: skip
BAD = ["\x00", "\ud800", "\udbff", "\udc00", "\udcff", "\udce9", "\n", "\t", "\x1b", "\x7f", "\u2028", "\U0001f680"]
HOSTILE_TEXT = st.one_of(
    st.lists(st.sampled_from(ZERO_WIDTH), min_size=1, max_size=5).map("".join),  # nothing to see
    st.lists(st.sampled_from(BAD + ZERO_WIDTH) | st.characters(), min_size=1, max_size=16).map("".join),
    st.text(max_size=16),
)


@dataclass(frozen=True)
class Digits:
    """A whole number written as it stands in the file (json.dumps cannot write one of 5,000 digits)."""

    text: str


HUGE = st.integers(1, 4400).flatmap(lambda n: st.sampled_from([Digits("9" * n), Digits("-" + "1" * n)]))
NUMBERS = HUGE | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False, allow_infinity=False)
LEAVES = HOSTILE_TEXT | NUMBERS | st.booleans() | st.none()
VALUES = st.recursive(
    LEAVES, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(HOSTILE_TEXT, inner, max_size=3), max_leaves=6
)


def dumps(value) -> bytes:
    """JSON as a hand or another program may write it: lone surrogates as \\ud800 escapes, numbers of any length."""
    if isinstance(value, Digits):
        text = value.text
    elif isinstance(value, dict):
        text = "{" + ", ".join(f"{json.dumps(key)}: {dumps(item).decode()}" for key, item in value.items()) + "}"
    elif isinstance(value, list):
        text = "[" + ", ".join(dumps(item).decode() for item in value) + "]"
    else:
        text = json.dumps(value)
    return text.encode()


NON_UTF8_NAMES = st.one_of(
    st.sampled_from([b"Jos\xe9", b"game\xff", b"\xc3", b"\xed\xa0\x80", b"caf\xe9 \xe0 la carte", b"\x80\x80"]),
    st.binary(min_size=1, max_size=8).filter(lambda b: b"/" not in b and b"\x00" not in b and b not in (b".", b"..")),
)
FILE_NAMES = st.one_of(
    NON_UTF8_NAMES,
    HOSTILE_TEXT.map(lambda t: t.encode("utf-8", "surrogatepass")),  # a lone surrogate so: bytes that are not UTF-8
    st.just(b"2025-01-01_120000_race"),
).filter(lambda b: b and b"/" not in b and b"\x00" not in b and not b.startswith(b"."))


@contextlib.contextmanager
def home(non_utf8: bytes | None):
    """A fresh STAR_TABLE_HOME for one example, in a folder whose name is not UTF-8 when `non_utf8` is given."""
    before = os.environ.get("STAR_TABLE_HOME")
    with tempfile.TemporaryDirectory() as folder:
        place = os.fsencode(folder)
        if non_utf8 is not None:
            place = os.path.join(place, non_utf8)
            os.mkdir(place)
        os.environ["STAR_TABLE_HOME"] = os.fsdecode(place)
        try:
            yield place
        finally:
            if before is None:
                os.environ.pop("STAR_TABLE_HOME", None)
            else:
                os.environ["STAR_TABLE_HOME"] = before


FOLDERS = st.none() | st.none() | NON_UTF8_NAMES


def put(path, raw: bytes) -> None:
    path = os.fsencode(path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as out:
        out.write(raw)


def every_file(place: bytes) -> dict[bytes, bytes]:
    """Every file under the home folder by its bytes path, but the empty lock files two windows share."""
    found = {}
    for folder, _, names in os.walk(place):
        for name in names:
            path = os.path.join(folder, name)
            with open(path, "rb") as got:
                data = got.read()
            if not (name.endswith(b".lock") and data == b""):
                found[path] = data
    return found


def kept(place: bytes, path, raw: bytes) -> None:
    """The file keeps its bytes where it was or in one copy set aside under a `.damaged-` name."""
    files = every_file(place)
    if files.get(os.fsencode(path)) == raw:
        return
    assert any(b".damaged-" in name and data == raw for name, data in files.items()), "the file lost its bytes"


def run(count: int, strategy, check) -> None:
    @settings(
        max_examples=count, deadline=None, derandomize=count < 200, database=None,
        suppress_health_check=list(HealthCheck),
    )  # fmt: skip
    @given(strategy)
    def property_(drawn):
        check(drawn)

    property_()


# --- every text draws ----------------------------------------------------------------------------------------


def _any_text_draws(text: str) -> None:
    for bold in (False, True):
        font = assets.font(18, bold)
        font.render(text, True, (255, 255, 255))
        font.size(text)
    assets.text(text, 20)
    common.wrap(text, 20, 200)
    common.fit(text, assets.font(16), 120)
    surface = pygame.Surface((300, 40))
    common.blit_wrapped(surface, text, (0, 0), 300, 16)
    common.seat_badge(surface, 0, text, (0, 0))


@pytest.mark.parametrize("long", [pytest.param(True, marks=pytest.mark.long), False], ids=["long", "short"])
def test_any_text_draws_and_measures(app, long):
    run((LONG if long else SHORT)["text"], HOSTILE_TEXT, _any_text_draws)


# --- settings at start, then a game's setup ---------------------------------------------------------------------


@st.composite
def settings_files(draw):
    data = {"format": "star-table-settings", "version": 1}
    keys = ["music_volume", "effects_volume", "window_size", "ui_scale", "animation_speed", "fullscreen"]
    for key in draw(st.sets(st.sampled_from(keys))):
        data[key] = draw(HUGE | VALUES) if key.endswith("volume") else draw(VALUES)
    game = draw(st.sampled_from(GAMES))
    info = get(game)
    kinds = ["Person", "Bot · easy", "Bot · normal", "Bot · hard"]
    seats = [
        [draw(HOSTILE_TEXT | VALUES), draw(st.sampled_from(kinds + ["Empty seat"] * (seat >= info.min_players)))]
        for seat in range(draw(st.sampled_from([info.max_players] * 4 + [info.min_players, 0])))
    ]
    options = draw(st.dictionaries(st.sampled_from([o.key for o in info.options] or ["x"]), NUMBERS | VALUES))
    data["tables"] = {game: {"seats": seats, "options": options}, **draw(st.dictionaries(HOSTILE_TEXT, VALUES))}
    data.update(draw(st.dictionaries(HOSTILE_TEXT, VALUES, max_size=2)))  # a newer version's keys
    return game, dumps(data), draw(FOLDERS)


def _start_and_set_up(drawn) -> None:
    game, raw, folder = drawn
    with home(folder) as place:
        put(settings_path(), raw)
        made = make_app("1280x720", headless=True)  # settings at start
        try:
            frames(made, 1)
            kept(place, settings_path(), raw)
            assert 0 <= made.settings.music_volume <= 1 and 0 <= made.settings.effects_volume <= 1
            made.open("setup", game=game)
            frames(made, 2)
            setup = made.top
            setup._read()
            for box in setup.name_boxes:
                typed = box.get_text()
                assert "\x00" not in typed and typed.encode("utf-8"), repr(typed)  # as a record keeps a name
            kept(place, settings_path(), raw)
            said = made.settings.save()  # the next change in Settings, or Start: whatever was read can be written
            assert said is None or made.settings.locked, said
        finally:
            pygame.display.quit()


@pytest.mark.parametrize("long", [pytest.param(True, marks=pytest.mark.long), False], ids=["long", "short"])
def test_any_settings_file_starts_the_app_and_opens_every_setup(long):
    run((LONG if long else SHORT)["start"], settings_files(), _start_and_set_up)


# --- a Galaxy Express game's end and results ------------------------------------------------------------------


@pytest.fixture(scope="module")
def finished():
    from scenes.shots import demo_match

    match = demo_match("galaxy_express", seed=3, to_end=True)
    assert match.actor == TERMINAL
    return match.record


@st.composite
def score_tables(draw):
    good = {"total": 90, "deliveries": 5, "refuels": 1, "coins_left": 0, "date": "2026-01-02", "deal": "ABCD-EFGH"}
    entries = []
    for _ in range(draw(st.integers(1, 5))):
        entry = dict(good)
        for key in draw(st.sets(st.sampled_from(["date", "deal", "total", "assists", "band", "daily"]), min_size=1)):
            if key in ("date", "deal"):
                entry[key] = draw(HOSTILE_TEXT.filter(lambda t: 0 < len(t) <= 40))
            elif key in ("total", "assists"):
                entry[key] = draw(HUGE | st.integers(-(10**7), 10**7))
            else:
                entry[key] = draw(VALUES)
        entries.append(entry)
    table = {"format": "star-table-scores", "version": 1, "game": "galaxy_express", "scores": entries}
    table.update(draw(st.dictionaries(HOSTILE_TEXT, VALUES, max_size=2)))
    return dumps(table), draw(FOLDERS)


def _game_end(app, record, drawn) -> None:
    from scenes.play import PlayScene
    from scenes.results import ResultsScene

    raw, folder = drawn
    with home(folder) as place:
        put(scores.scores_path(), raw)
        app.toasts = []  # each example's words are its own
        app.reset("menu")
        match = Match.from_record(record)
        play = PlayScene(match)
        app.push(play)
        play.board._record_score(match.state.view(0))  # the end of the game: its score joins the table first
        for _ in range(40):
            frames(app, 1, 0.1)
            if isinstance(app.top, ResultsScene):
                break
        assert isinstance(app.top, ResultsScene)
        frames(app, 2, 0.5)
        files = every_file(place)
        if any(b".damaged-" in name and data == raw for name, data in files.items()):
            return  # set aside as it was
        table = files.get(os.fsencode(scores.scores_path()))
        if table != raw:  # written with this game's score, the old table read as it was: all of it is in it
            old, new = json.loads(raw)["scores"], json.loads(table)["scores"]
            assert all(entry in new for entry in old), "the old table was written over"


@pytest.mark.parametrize("long", [pytest.param(True, marks=pytest.mark.long), False], ids=["long", "short"])
def test_any_score_table_survives_a_game_end_and_the_results(app, finished, long):
    run((LONG if long else SHORT)["results"], score_tables(), lambda drawn: _game_end(app, finished, drawn))


# --- the Load and Replays screens, every record chosen ---------------------------------------------------------


@pytest.fixture(scope="module")
def a_record() -> dict:
    match = Match("race", [SeatInfo("Ana"), SeatInfo("Vega", "bot", "easy")], seed=5)
    for _ in range(6):
        match.roll() if match.actor < 0 else match.apply(match.state.legal_actions()[0])
    return json.loads(match.record.dumps())


@st.composite
def record_folders(draw, record: dict):
    files = {}
    for _ in range(draw(st.integers(1, 3))):
        data = json.loads(json.dumps(record))
        kind = draw(st.sampled_from(["good", "names", "numbers", "cut"]))
        if kind == "names":
            for seat in data["seats"]:
                seat["name"] = draw(HOSTILE_TEXT)
        elif kind == "numbers":
            data[draw(st.sampled_from(["seed", "version", "players"]))] = draw(HUGE)
        raw = dumps(data)
        if kind == "cut":
            raw = raw[: draw(st.integers(0, len(raw) - 1))]
        files[draw(FILE_NAMES) + b".json"] = raw
    return files, draw(FOLDERS)


def _load_and_replays(app, drawn) -> None:
    files, folder = drawn
    with home(folder) as place:
        for name, raw in files.items():
            put(os.path.join(os.fsencode(records_dir()), name), raw)
        app.toasts = []  # each example's words are its own
        app.reset("menu")
        frames(app, 1)
        for mode in ("load", "replays"):
            app.reset("menu")
            app.open(mode)
            frames(app, 1)
            screen = app.top
            for saved in list(screen.saved):
                if app.top is not screen:
                    app.reset("menu")
                    app.open(mode)
                    screen = app.top
                screen.open(next(s for s in screen.saved if s.path == saved.path))
                frames(app, 2)
        for name, raw in files.items():
            kept(place, os.path.join(os.fsencode(records_dir()), name), raw)


@pytest.mark.parametrize("long", [pytest.param(True, marks=pytest.mark.long), False], ids=["long", "short"])
def test_any_record_folder_lists_and_opens_in_load_and_replays(app, a_record, long):
    run((LONG if long else SHORT)["files"], record_folders(a_record), lambda drawn: _load_and_replays(app, drawn))
