"""Load and Replays never freeze (issue 35): the list shows at once and fills between frames, its rows read
without replaying the games (a summary kept with new records, an index for old ones, never trusted over the
files), and a record is replayed only when it is opened."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.engine import Match, SeatInfo  # noqa: E402
from game.rules import CHANCE, TERMINAL  # noqa: E402
from game.rules.words import english
from game.saves import library, records  # noqa: E402
from game.saves.storage import records_dir  # noqa: E402
from tests.test_saves_library import race_in_progress  # noqa: E402
from tests.ui import frames  # noqa: E402


def finished_race(seed: int) -> Match:
    match = Match("race", [SeatInfo("Ana"), SeatInfo("Vega", "bot", "easy")], seed=seed)
    while match.actor != TERMINAL:
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])
    return match


def put(name: str, text: str, age: int) -> None:
    """A record file, `age` seconds old (the list shows the newest first)."""
    path = records_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, "utf-8")
    when = 1_700_000_000 - age
    os.utime(path, (when, when))


@pytest.fixture
def replays(monkeypatch):
    """How many games were replayed, by the list and by opening one."""
    count = {"n": 0}
    original = records.replaying

    def counted(*args, **kwargs):
        count["n"] += 1
        return original(*args, **kwargs)

    monkeypatch.setattr(records, "replaying", counted)
    monkeypatch.setattr(library, "replaying", counted)
    return count


def snapshot() -> dict:
    return {p.name: p.read_bytes() for p in records_dir().iterdir()}


def test_new_records_list_at_once_without_a_single_replay_and_replay_when_opened(app, replays):
    for number in range(6):
        library.save_record((finished_race(number) if number % 2 else race_in_progress(seed=number)).record)
    replays["n"] = 0
    app.open("load")
    files = app.top
    frames(app, 1)
    assert files.items, "the first rows show on the first frame"
    frames(app, 10)
    assert files.reading.done and len(files.items) == 6
    assert replays["n"] == 0, "a list row needs no replay: the record's summary says finished or not"
    assert sum("finished" in english(row.title) for row in files.rows) == 3
    files.open(next(row for row in files.rows if row.finished))
    assert replays["n"] >= 1 and app.top.name == "play", "the one opened is replayed (every move checked)"


def test_the_list_reads_in_slices_between_frames(star_table_home):
    for number in range(5):
        library.save_record(race_in_progress(seed=number).record)
    listing = library.Listing()
    rows = []
    while not listing.done:
        got = listing.step(0)
        assert len(got) <= 1, "a slice reads one record at most when the frame has no time left"
        rows += got
    assert len(rows) == 5 == len(listing.rows)


def test_old_records_list_as_before_and_the_index_spares_the_next_listing_its_replays(star_table_home, replays):
    for number in range(4):
        match = finished_race(number) if number % 2 else race_in_progress(seed=number, moves=5)
        put(f"old{number}.json", match.record.dumps(), age=number)  # no summary: as records were written before
    before = snapshot()
    titles = [row.title for row in library.list_records()]
    replays["n"] = 0
    assert [row.title for row in library.Listing().finish()] == titles
    assert replays["n"] == 4, "without a summary or an index, each record is replayed once, to say finished or not"
    assert (records_dir() / library.INDEX_NAME).exists()
    replays["n"] = 0
    assert [row.title for row in library.Listing().finish()] == titles
    assert replays["n"] == 0, "the index said it"
    after = snapshot()
    assert {name: after[name] for name in before} == before, "the records are never written"


def test_the_index_is_not_trusted_over_a_file_that_changed_behind_it(star_table_home, replays):
    put("game.json", race_in_progress(seed=2, moves=3).record.dumps(), age=5)
    (row,) = library.Listing().finish()
    assert not row.finished
    stamp = os.stat(records_dir() / "game.json").st_mtime_ns
    put("game.json", finished_race(2).record.dumps(), age=5)  # another game under the name, the same time
    os.utime(records_dir() / "game.json", ns=(stamp, stamp))
    replays["n"] = 0
    (row,) = library.Listing().finish()
    assert row.finished and replays["n"] == 1, "a file of another size is read again"
    index = json.loads((records_dir() / library.INDEX_NAME).read_text("utf-8"))
    assert index["records"]["game.json"]["finished"] is True, "the index was made again"


def test_a_damaged_index_is_set_right_and_never_believed(star_table_home, replays):
    put("game.json", finished_race(4).record.dumps(), age=1)
    (records_dir() / library.INDEX_NAME).write_text(
        '{"format": "star-table-index", "version": 1, "records": [', "utf-8"
    )
    (row,) = library.Listing().finish()
    assert row.finished and replays["n"] == 1
    json.loads((records_dir() / library.INDEX_NAME).read_text("utf-8"))  # written whole again


def test_a_damaged_record_with_a_summary_is_listed_and_refused_with_its_reason_when_opened(app):
    data = json.loads(finished_race(3).record.dumps(finished=True))
    data["actions"][1]["actor"] = 1 - data["actions"][1]["actor"] if data["actions"][1]["actor"] in (0, 1) else 0
    raw = json.dumps(data)
    put("bent.json", raw, age=1)
    app.open("load")
    files = app.top
    frames(app, 3)
    (row,) = files.rows
    assert row.record is not None, "listed from its summary, unplayed"
    files.open(row)
    frames(app, 1)
    assert app.top is files
    said = app.toasts[-1].text
    assert said.startswith("Cannot open bent.json: action 2") and "(at actions[1])" in said, said
    assert (records_dir() / "bent.json").read_text("utf-8") == raw


def test_a_kept_finished_game_carries_its_summary_and_is_found_again_in_an_old_copy(star_table_home):
    match = finished_race(8)
    path, problem = library.keep_finished(match.record)
    assert problem is None and json.loads(path.read_text("utf-8"))["summary"] == {
        "moves": len(match.record.actions),
        "finished": True,
    }
    path.unlink()
    put("old.json", match.record.dumps(), age=1)  # kept before records had a summary
    assert library.keep_finished(match.record) == (records_dir() / "old.json", None)


def test_rows_keep_no_moves_yet_a_copy_the_game_played_on_from_still_goes(star_table_home):
    """500 long games' moves kept by the list would make every garbage collection walk them while it fills
    (frames of 100 ms and more): a row keeps what it shows; the list's end reads again the few it compares."""
    from game.saves.autosave import keep_in_progress

    early = race_in_progress(seed=9, moves=3)
    keep_in_progress(early.record)  # the app's copy of a game that went on (Load, then Continue)
    later = race_in_progress(seed=9, moves=6)
    put("later.json", later.record.dumps(finished=False), age=-100)
    for number in range(3):
        library.save_record(race_in_progress(seed=number, moves=4 + number).record)
    titles = [row.title for row in library.list_records()]
    listing = library.Listing()
    while not listing.done:
        listing.step(0)
        assert all(row.record is None or row.record.actions == [] for row in listing.rows), "no row holds moves"
    assert [row.title for row in listing.rows] == titles, "the same rows, the same move counts"
    assert len(titles) == 4 and not any(library._in_progress_copy(row.path) for row in listing.rows)
    assert all(row.record.actions == [] for row in listing.rows)


def test_no_garbage_collection_runs_while_records_are_read_and_the_collector_is_left_as_it_was(star_table_home):
    """A collection in the middle of a long record keeps its parsed moves alive into the old generation, and a
    full collection of the whole app (50 ms and more) follows a few records later: the reading pauses it."""
    import gc

    for number in range(4):
        library.save_record(race_in_progress(seed=number, moves=40).record)
    collections = []

    def counted(phase, info):
        if phase == "start":
            collections.append(info["generation"])

    listing = library.Listing()
    gc.callbacks.append(counted)
    threshold = gc.get_threshold()
    try:
        gc.set_threshold(1)  # a collection at every allocation, were the collector running
        while not listing.done:
            listing.step(0)
            assert gc.isenabled(), "the collector runs again between slices"
    finally:
        gc.set_threshold(*threshold)
        gc.callbacks.remove(counted)
    assert len(listing.rows) == 4 and collections == []
    gc.disable()
    try:
        library.Listing().finish()
        assert not gc.isenabled(), "a caller that had paused the collector finds it paused"
    finally:
        gc.enable()
