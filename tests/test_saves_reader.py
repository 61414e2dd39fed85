"""The one reader: files a player can have that are not records at all (issue 18, cases 2, 5 and 7).

Each is refused with a message that says what is wrong, quickly, and the file stays as it was.
"""

from __future__ import annotations

import os
import threading
import time

import pytest

from game.rules.words import english
from game.saves import reader, storage
from game.saves.reader import Refused
from game.saves.records import SIZE_LIMIT, RecordError, load


def refused(path, kind):
    before = os.path.lexists(path) and (os.lstat(path).st_mtime_ns, os.lstat(path).st_size)
    with pytest.raises(RecordError) as caught:
        load(path)
    assert caught.value.kind == kind, caught.value
    assert str(path) in str(caught.value)
    assert (os.path.lexists(path) and (os.lstat(path).st_mtime_ns, os.lstat(path).st_size)) == before
    return caught.value


def test_a_folder_is_refused_as_a_folder(tmp_path):
    folder = tmp_path / "game.json"
    folder.mkdir()
    assert "folder" in english(refused(folder, "not_a_file").message)


def test_a_broken_link_is_refused_and_left_alone(tmp_path):
    link = tmp_path / "game.json"
    link.symlink_to(tmp_path / "gone.json")
    assert "no longer there" in english(refused(link, "not_a_file").message)
    assert link.is_symlink()


def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    pipe = tmp_path / "game.json"
    os.mkfifo(pipe)
    done = []
    worker = threading.Thread(target=lambda: done.append(refused(pipe, "not_a_file")), daemon=True)
    worker.start()
    worker.join(5)
    assert done, "reading a pipe blocked"
    assert "pipe" in english(done[0].message)


def test_a_huge_record_is_refused_at_once_by_its_size(tmp_path):
    path = tmp_path / "big.json"
    with open(path, "wb") as handle:
        handle.truncate(50_000_000)  # a sparse 50 MB file
    started = time.process_time()  # not read: no work to speak of, however busy the machine
    err = refused(path, "too_large")
    assert time.process_time() - started < 0.5
    assert "50.0 MB" in english(err.message) and f"{SIZE_LIMIT / 1e6:.1f} MB" in english(err.message)


def test_an_empty_path_names_no_folder(tmp_path):
    with pytest.raises(RecordError) as caught:
        load("")
    assert "empty" in english(caught.value.message) and "folder" not in str(caught.value)


@pytest.mark.parametrize("depth", [100, 900, 5000, 200_000])
def test_deep_nesting_is_refused_as_too_deep(tmp_path, depth):
    path = tmp_path / "deep.json"
    action = "[" * depth + "]" * depth
    path.write_text(
        '{"format": "star-table-record", "version": 1, "game": "race", "players": 2, "seed": 1,'
        ' "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}],'
        f' "actions": [{{"actor": 0, "action": {action}}}]}}',
        encoding="utf-8",
    )
    assert "nests" in english(refused(path, "too_deep").message)


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e999", "9" * 5000])
def test_numbers_no_save_can_hold_are_refused(number):
    with pytest.raises(Refused) as caught:
        reader.parse('{"seed": ' + number + "}")
    assert caught.value.kind == "damaged"


def test_setting_aside_twice_keeps_both_copies_byte_for_byte(tmp_path):
    first = tmp_path / "autosave.json"
    first.write_bytes(b"\x00one")
    one = storage.set_aside(first)
    first.write_bytes(b"\xfftwo")
    two = storage.set_aside(first)
    assert one != two and not first.exists()
    assert one.read_bytes() == b"\x00one" and two.read_bytes() == b"\xfftwo"


def test_stale_temp_files_of_a_killed_write_are_removed_and_live_ones_kept(tmp_path):
    dead = tmp_path / ".autosave.json.999999999.abcd.tmp"  # no such process
    old = tmp_path / ".autosave.json.efgh.tmp"
    fresh = tmp_path / f".autosave.json.{os.getpid()}.ijkl.tmp"
    other = tmp_path / "autosave.json"
    for path in (dead, old, fresh, other):
        path.write_text("x")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    removed = storage.clean_stale_temps(tmp_path)
    assert sorted(removed) == sorted([dead, old])
    assert fresh.exists() and other.exists()


def test_a_new_file_never_replaces_one_of_the_same_name(tmp_path):
    first = storage.write_new(tmp_path, "2025-01-01_120000_race", ".json", "one")
    second = storage.write_new(tmp_path, "2025-01-01_120000_race", ".json", "two")
    assert first != second
    assert first.read_text() == "one" and second.read_text() == "two"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([first.name, second.name])  # no temp left


def test_a_message_quoting_a_huge_or_odd_value_stays_one_short_line(tmp_path):
    err = Refused("damaged", "action 3 is not legal: " + "Z" * 100_000 + "\n\x00", tmp_path / "a\nb.json", "actions[3]")
    assert len(english(err.message)) <= reader.MESSAGE_LIMIT and english(err.message).endswith("…")
    assert "\n" not in str(err) and "\x00" not in str(err)


def test_the_saves_package_runs_without_pygame_or_scenes():
    import subprocess
    import sys

    code = (
        "import sys, game.saves.library, game.saves.scores, game.saves.settings\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui', 'scenes')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == "[]", done.stdout
