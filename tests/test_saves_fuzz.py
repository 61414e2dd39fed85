"""Fuzzing the files a player can have (issue 18): real saves, settings and score files, mutated.

Truncations, byte flips, wrong shapes, deep nesting, huge values, foreign and future formats go
through the code the menu's Continue, Load, Replays and Settings (and the end of a Galaxy Express
game) run. Whatever the file, no exception escapes, the file keeps its bytes (where it was, or
set aside under a new name), and no other file is touched. A few hundred cases here; thousands
with --long.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai import make_bot
from game.engine import Match, SeatInfo
from game.rules import CHANCE, TERMINAL, get
from game.saves import library, scores
from game.saves.records import replay_entries
from game.saves.settings import Settings, settings_path
from game.saves.storage import autosave_path, records_dir
from scenes.boards import has_board
from scenes.setup_scores import score_line

SHORT = {"autosave": 250, "records": 250, "settings": 150, "scores": 150}
LONG = 2500


def _played(game_id: str, seats: list[SeatInfo], steps: int, seed: int) -> bytes:
    match = Match(game_id, seats, seed=seed)
    pick = random.Random(seed)
    for _ in range(steps):
        if match.actor == TERMINAL:
            break
        if match.actor == CHANCE:
            match.roll()
        else:
            match.apply(pick.choice(match.state.legal_actions()))
    return match.record.dumps().encode("utf-8")


@pytest.fixture(scope="module")
def originals() -> dict[str, bytes]:
    """Real files as the app writes them: records of every game (one finished), settings, high scores."""
    ana, vega = SeatInfo("Ana"), SeatInfo("Végä", "bot", "easy")
    found = {
        "race": _played("race", [ana, vega, SeatInfo("Bo", "bot", "random")], 60, 1),
        "race_finished": _played("race", [ana, SeatInfo("Cy")], 2000, 2),
        "all_in_all": _played("all_in_all", [ana, SeatInfo("Bo"), vega], 120, 3),
        "galaxy_express": _played("galaxy_express", [ana], 80, 4),
        "expressway42": _played("expressway42", [ana, vega], 80, 5),
        "hyperline": _played("hyperline", [ana, vega], 40, 6),
        "tiny_hands": _played("tiny_hands", [ana, vega], 5, 7),  # a test game with no table
    }
    with _home():
        Settings(music_volume=0.25, animation_speed="fast").save()
        found["settings"] = settings_path().read_bytes()
        card = {"total": 77, "band": "b", "deliveries": 4, "refuels": 1, "coins_left": 3, "won": True, "assists": {}}
        for seed in (1, 2, 3):
            scores.add_score(card, seed)
        found["scores"] = scores.scores_path().read_bytes()
    return found


@contextlib.contextmanager
def _home():
    """A fresh STAR_TABLE_HOME for one example (hypothesis runs many inside one test)."""
    before = os.environ.get("STAR_TABLE_HOME")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["STAR_TABLE_HOME"] = folder
        try:
            yield Path(folder)
        finally:
            if before is None:
                os.environ.pop("STAR_TABLE_HOME", None)
            else:
                os.environ["STAR_TABLE_HOME"] = before


# --- mutations -------------------------------------------------------------------------------------------

LEAVES = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
)
VALUES = st.recursive(
    LEAVES,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)
RAW_VALUES = st.sampled_from(
    [
        "9" * 5000,  # a number with more digits than Python will read
        "1e999",
        "NaN",
        "-Infinity",
        '"' + "Z" * 2_000_000 + '"',  # a 2 MB name
        "[" * 5000 + "]" * 5000,
        "[" * 600 + "]" * 600,
        '{"a":' * 300 + "1" + "}" * 300,
        '"\\ud800"',  # a lone surrogate
        "\"\\u0000\\n\"",
    ]
)


def _nodes(data, path=()):
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _nodes(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data[:30]):
            yield from _nodes(value, (*path, index))


def _replace(data, path, value):
    if not path:
        return value
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = value
    return data


_MARK = "\u2063MARK\u2063"


@st.composite
def mutations(draw, raw: bytes, others: list[bytes]) -> bytes:
    kinds = ["truncate", "flip", "splice", "shape", "raw_value", "drop_key", "deep", "deep", "foreign", "future"]
    kind = draw(st.sampled_from([*kinds, "other"]))
    if kind == "truncate":
        return raw[: draw(st.integers(0, max(0, len(raw) - 1)))]
    if kind == "flip":
        data = bytearray(raw)
        for _ in range(draw(st.integers(1, 4))):
            at = draw(st.integers(0, len(data) - 1))
            data[at] ^= draw(st.integers(1, 255))
        return bytes(data)
    if kind == "splice":
        at = draw(st.integers(0, len(raw)))
        return raw[:at] + draw(st.binary(min_size=1, max_size=12)) + raw[at:]
    if kind == "other":  # a file of another kind in this place
        return draw(st.sampled_from(others))
    data = json.loads(raw)
    if kind == "deep":  # one value wrapped in lists, as deep as JSON reads but code that walks it cannot
        depth = draw(st.sampled_from([41, 300, 600, 900, 1200, 1600, 2000, 2400, 3000, 5000]))  # hypothesis lifts the
        # recursion limit while it runs, so which depth JSON reads but freeze() cannot walk depends on the stack
        text = json.dumps(_replace(data, draw(st.sampled_from(list(_nodes(data)))), _MARK))
        return text.replace(json.dumps(_MARK), "[" * depth + "0" + "]" * depth).encode()
    if kind == "foreign":
        data["format"] = draw(st.sampled_from(["star-table-record", "star-table-settings", "star-table-scores", "x"]))
        return json.dumps(data).encode()
    if kind == "future":
        data["version"] = draw(st.integers(2, 10**6))
        return json.dumps(data).encode()
    paths = list(_nodes(data))
    path = draw(st.sampled_from(paths))
    if kind == "drop_key":
        if not path:
            return b"{}"
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        del parent[path[-1]]
        return json.dumps(data).encode()
    if kind == "shape":
        return json.dumps(_replace(data, path, draw(VALUES)), ensure_ascii=False).encode("utf-8", "surrogatepass")
    text = json.dumps(_replace(data, path, _MARK))
    return text.replace(json.dumps(_MARK), draw(RAW_VALUES)).encode("utf-8", "surrogatepass")


# --- what the menu does with them ----------------------------------------------------------------------------


def _files(home: Path) -> dict[str, bytes]:
    """Every file but the empty `.NAME.lock` files two windows take turns with (game/saves/storage.locked)."""
    found = sorted(p for p in home.rglob("*") if p.is_file() and not p.is_symlink())
    files = {str(p.relative_to(home)): p.read_bytes() for p in found}
    return {path: data for path, data in files.items() if not (path.endswith(".lock") and data == b"")}


def _kept_as_it_was(home: Path, target: Path, raw: bytes, before: dict[str, bytes]) -> None:
    """The file keeps its bytes, where it was or under one new `.damaged-` name; nothing else changed."""
    after = _files(home)
    name = str(target.relative_to(home))
    new = {path: data for path, data in after.items() if path not in before}
    if name in after:
        assert after[name] == raw, "the file was changed"
        assert not new, f"files appeared: {sorted(new)}"
    else:
        assert len(new) == 1, f"the file went without one copy set aside: {sorted(new)}"
        (aside,) = new
        assert ".damaged-" in aside and new[aside] == raw
    for path, data in before.items():
        if path != name:
            assert after.get(path) == data, f"{path} was touched"


def _open_like_the_table(saved) -> None:
    """What Continue and Load build before the table shows: the match, its bots, every seat's view, the log."""
    assert library.refusal(saved.record, has_board) is None
    assert saved.title
    match = Match.from_record(saved.record)
    for seat, info in enumerate(match.seats):
        if info.is_bot:
            make_bot(info.level or "normal", seed=seat)
        json.dumps(match.state.view(seat))
    match.log()


def _continue(home: Path, raw: bytes, good: bytes) -> None:
    target = autosave_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(raw)
    (records_dir()).mkdir()
    (records_dir() / "good.json").write_bytes(good)
    before = _files(home)
    listed = library.list_records(has_board)  # Load lists the autosave first
    assert len(listed) == 2 and all(saved.title for saved in listed)
    _kept_as_it_was(home, target, raw, before)
    saved, problem = library.read_autosave(has_board)
    assert (saved is None) != (problem is None), "a file there is either continued or explained"
    if saved is not None:
        _open_like_the_table(saved)
    _kept_as_it_was(home, target, raw, before)


def _load_and_replays(home: Path, raw: bytes, good: bytes) -> None:
    folder = records_dir()
    folder.mkdir(parents=True)
    target = folder / "2025-01-01_120000_fuzz.json"
    target.write_bytes(raw)
    (folder / "good.json").write_bytes(good)
    before = _files(home)
    for saved in library.list_records(has_board):
        assert saved.title
        if saved.record is not None:
            _open_like_the_table(saved)
            replay_entries(saved.record, saved.record.actions[: len(saved.record.actions) // 2])
    _kept_as_it_was(home, target, raw, before)


def _settings(home: Path, raw: bytes) -> None:
    target = settings_path()
    target.parent.mkdir(parents=True)
    target.write_bytes(raw)
    before = _files(home)
    loaded, problem = Settings.load()
    _kept_as_it_was(home, target, raw, before)
    assert loaded.window_size and 0 <= loaded.music_volume <= 1 and loaded.pace >= 0
    asides = {p: d for p, d in _files(home).items() if ".damaged-" in p}
    assert problem is None or raw in asides.values(), "a refused file must be set aside before anything is saved"
    loaded.fullscreen = not loaded.fullscreen  # the next change in Settings, or F11
    loaded.save()
    assert {p: d for p, d in _files(home).items() if ".damaged-" in p} == asides
    again, problem = Settings.load()
    assert problem is None and again.fullscreen == loaded.fullscreen


def _scores(home: Path, raw: bytes) -> None:
    target = scores.scores_path()
    target.parent.mkdir(parents=True)
    target.write_bytes(raw)
    before = _files(home)
    _, _, problem = scores.read_scores()
    _kept_as_it_was(home, target, raw, before)
    asides = {p: d for p, d in _files(home).items() if ".damaged-" in p}
    assert problem is None or raw in asides.values(), "a refused table must be set aside before a game adds to it"
    card = {"total": 50, "band": "b", "deliveries": 3, "refuels": 2, "coins_left": 1, "won": False, "assists": {}}
    scores.add_score(card, 9)  # the end of a game
    for rank, entry in enumerate(scores.load_scores(), 1):  # the results screen words each row
        assert score_line(rank, entry)
    assert {p: d for p, d in _files(home).items() if ".damaged-" in p} == asides


# --- the properties ---------------------------------------------------------------------------------------------

RECORDS = ["race", "race_finished", "all_in_all", "galaxy_express", "expressway42", "hyperline", "tiny_hands"]


def _run(request, role: str, originals: dict[str, bytes], long: bool) -> None:
    names = {"settings": ["settings"], "scores": ["scores"]}.get(role, RECORDS)
    good = originals["race"]

    @settings(
        max_examples=LONG if long else SHORT[role],
        deadline=None,
        derandomize=not long,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(data=st.data())
    def check(data):
        name = data.draw(st.sampled_from(names))
        others = [raw for key, raw in originals.items() if key != name]
        raw = data.draw(mutations(originals[name], others))
        with _home() as home:
            if role == "autosave":
                _continue(home, raw, good)
            elif role == "records":
                _load_and_replays(home, raw, good)
            elif role == "settings":
                _settings(home, raw)
            else:
                _scores(home, raw)

    check()


@pytest.mark.parametrize("role", ["autosave", "records", "settings", "scores"])
def test_no_mutated_file_crashes_the_menu_or_loses_a_byte(request, role, originals):
    _run(request, role, originals, long=False)


@pytest.mark.long
@pytest.mark.parametrize("role", ["autosave", "records", "settings", "scores"])
def test_no_mutated_file_crashes_the_menu_or_loses_a_byte_long(request, role, originals):
    _run(request, role, originals, long=True)


def test_the_originals_are_read_as_they_were_written(originals):
    """The fuzz starts from files the app accepts (so a mutation, not the seed, is what gets refused)."""
    for name in RECORDS:
        with _home():
            path = records_dir() / f"{name}.json"
            path.parent.mkdir(parents=True)
            path.write_bytes(originals[name])
            saved = library.read(path)
            if name.startswith("race"):
                assert saved.finished == (name == "race_finished")
            assert (library.refusal(saved.record, has_board) is None) == (name != "tiny_hands")
    assert get("tiny_hands")  # registered by conftest, with no table: the window refuses its records


# --- the same files through the real screens ----------------------------------------------------------------


def _through_the_screens(app, home: Path, role: str, raw: bytes, good: bytes) -> None:
    """The menu's Continue, Load and Replays as a player clicks them: no exception, no byte of the file lost."""
    from tests.ui import frames

    if role == "autosave":
        target = autosave_path()
    else:
        target = records_dir() / "2025-01-01_120000_fuzz.json"
        records_dir().mkdir(parents=True)
        (records_dir() / "good.json").write_bytes(good)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(raw)
    before = _files(home)
    app.reset("menu")
    frames(app, 1)
    _kept_as_it_was(home, target, raw, before)
    if role == "autosave":
        menu = app.top
        if menu.saved is not None:
            menu.resume_autosave()  # Continue
            frames(app, 2)
        return
    for mode in ("load", "replays"):
        app.reset("menu")
        app.open(mode)
        files = app.top
        for saved in list(files.saved):
            if app.top is not files:
                app.reset("menu")
                app.open(mode)
                files = app.top
            files.open(next(s for s in files.saved if s.path == saved.path))
            frames(app, 2)
        assert target.read_bytes() == raw


@pytest.mark.parametrize("role", ["autosave", "records"])
def test_mutated_files_through_the_real_screens(app, role, originals):
    _screens(app, role, originals, 12 if role == "autosave" else 8)


@pytest.mark.long
@pytest.mark.parametrize("role", ["autosave", "records"])
def test_mutated_files_through_the_real_screens_long(app, role, originals):
    _screens(app, role, originals, 300)


def _screens(app, role, originals, examples) -> None:
    good = originals["race"]

    @settings(
        max_examples=examples, deadline=None, derandomize=examples < 100, database=None,
        suppress_health_check=list(HealthCheck),
    )  # fmt: skip
    @given(data=st.data())
    def check(data):
        name = data.draw(st.sampled_from(RECORDS))
        others = [raw for key, raw in originals.items() if key != name]
        raw = data.draw(mutations(originals[name], others))
        with _home() as home:
            _through_the_screens(app, home, role, raw, good)

    check()
