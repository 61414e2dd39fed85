"""What the files say, in the player's language: a damaged record, an unreadable autosave, a bad settings file.

game/saves hands out messages (game.rules.words), never sentences: each is worded where it is shown, in German
when German is chosen and in English otherwise, and a message kept in a file (the records index) is kept as data.
"""

from __future__ import annotations

import json
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import game.words as words  # noqa: E402
from game.rules.words import Message, english  # noqa: E402
from game.saves import library  # noqa: E402
from game.saves.records import DealCodeError, seed_from_code  # noqa: E402
from game.saves.settings import Settings, settings_path  # noqa: E402
from game.saves.storage import autosave_path, records_dir  # noqa: E402
from tests.test_saves_library import race_in_progress, record_file  # noqa: E402


@pytest.fixture(autouse=True)
def english_after():
    yield
    words._now.for_this_run = None
    words.use("en")


def in_both(message) -> tuple[str, str]:
    """The message worded in German, then in English (the catalogue switched in between)."""
    assert isinstance(message, Message), f"a sentence, not a message: {message!r}"
    assert Message.from_data(json.loads(json.dumps(message.as_data()))) == message, "plain data, as a file keeps it"
    words.use("de")
    german = words.word(message)
    words.use("en")
    return german, words.word(message)


def damaged_record() -> str:
    """A record with one byte that is not UTF-8 (a disk error, a bad copy)."""
    path = record_file(race_in_progress(seed=51, moves=4), "flipped.json")
    raw = bytearray(path.read_bytes())
    raw[raw.index(b'"seed"') + 2] = 0xFF
    path.write_bytes(bytes(raw))
    return path.name


def test_a_damaged_record_says_why_in_german_or_in_english(star_table_home):
    name = damaged_record()
    listed = next(saved for saved in library.list_records() if saved.path.name == name)
    german, english_words = in_both(listed.problem)
    assert german.startswith("ein Byte der Datei ist beschädigt: 0xFF lässt sich nicht als Text lesen (Stelle: Byte ")
    assert english_words.startswith("one byte of the file is damaged: 0xFF cannot be read as text (at byte ")
    assert english_words == english(listed.problem)  # what a log says is the player's English
    row_de, row_en = in_both(listed.title)
    assert row_de.startswith("flipped.json: ein Byte") and row_en.startswith("flipped.json: one byte")


def test_a_record_row_says_the_game_the_move_the_deal_and_the_month_in_german(star_table_home):
    record_file(race_in_progress(seed=52, moves=3), "kept.json")
    listed = next(saved for saved in library.list_records() if saved.path.name == "kept.json")
    german, english_words = in_both(listed.title)
    months_de = ("Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez.")
    assert german.startswith("Hyperraum-Rennen · ") and " · Zug 3 · Spielcode " in german
    assert any(f". {month} " in german for month in months_de), german
    assert english_words.startswith("Hyperspace Race · ") and " · move 3 · deal " in english_words


def test_load_says_a_damaged_record_cannot_be_opened_in_german(star_table_home):
    from scenes.app import make_app
    from scenes.files import FilesScene

    name = damaged_record()
    settings = settings_path()
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text(json.dumps({"format": "star-table-settings", "version": 1, "language": "de"}))
    app = make_app("1024x600", headless=True)
    app.push(FilesScene("load"))
    files = app.top
    files.open(next(saved for saved in files.saved if saved.path.name == name))
    said = app.toasts[-1].text
    assert "ein Byte der Datei ist beschädigt" in said and "damaged" not in said, said
    app.draw()  # nothing crashes drawing it


def test_an_unreadable_autosave_is_set_aside_and_says_so_in_german_or_in_english(star_table_home):
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "star-table-record", "version": 1, "game": "race", "seed": 3', encoding="utf-8")
    saved, problem = library.read_autosave()
    assert saved is None and not path.exists()
    german, english_words = in_both(problem)
    assert german.startswith("Der automatische Spielstand ließ sich nicht lesen (die Datei endet zu früh (sie wurde")
    assert "wurde als " in german and "autosave.damaged-" in german and "could not" not in german
    assert english_words.startswith("The autosave could not be read (the file ends too early (it was cut off)")


def test_the_menu_says_an_unreadable_autosave_in_german(star_table_home):
    from scenes.app import make_app

    settings = settings_path()
    settings.parent.mkdir(parents=True)
    settings.write_text(json.dumps({"format": "star-table-settings", "version": 1, "language": "de"}))
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe\xfd\xfc")  # a picture, not a record
    app = make_app("1024x600", headless=True)
    said = app.toasts[-1].text
    assert "das ist keine Star-Table-Partie (die Datei enthält keinen Text)" in said, said
    app.draw()


@pytest.mark.parametrize(
    ("text", "german", "english_words"),
    [
        ("{not json", "die Datei ist kein JSON", "the file is not JSON"),
        ("[1, 2]", "das ist keine Einstellungsdatei (die Datei enthält eine Liste)", "this is not a settings file"),
        ('{"format": "star-table-settings", "version": 9}', "von einem neueren Star Table", "a newer Star Table"),
    ],
    ids=["not_json", "a_list", "future_version"],
)
def test_a_bad_settings_file_says_why_in_german_or_in_english(star_table_home, text, german, english_words):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    settings, problem = Settings.load()
    assert settings == Settings()
    said_de, said_en = in_both(problem)
    assert said_de.startswith("Die Einstellungen ließen sich nicht verwenden (") and german in said_de, said_de
    assert "es gelten die Standardeinstellungen" in said_de
    assert said_en.startswith("The settings could not be used (") and english_words in said_en, said_en


def test_a_bad_settings_file_is_reported_in_the_systems_german_at_start(star_table_home, monkeypatch):
    """The settings that would say "Deutsch" cannot be read: Automatic follows the system, here German."""
    from scenes.app import make_app

    monkeypatch.setenv("LANGUAGE", "de_DE")
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("\x00\x00\x00", encoding="utf-8")  # a crash left only NULs
    app = make_app("1024x600", headless=True)
    said = app.toasts[-1].text
    assert "Die Einstellungen ließen sich nicht verwenden (die Datei ist leer)" in said, said
    app.draw()


def test_a_problem_kept_in_the_records_index_is_worded_in_the_language_shown(star_table_home):
    """The index keeps what a replay found as message data: the next listing says it in German without a replay."""
    match = race_in_progress(seed=53, moves=6)
    path = record_file(match, "bent.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][4]["actor"] = "chance" if data["actions"][4]["actor"] != "chance" else 0
    data.pop("summary", None)
    path.write_text(json.dumps(data), encoding="utf-8")
    first = library.Listing()
    first.finish()
    assert first.replays == 1
    index = json.loads((records_dir() / library.INDEX_NAME).read_text(encoding="utf-8"))
    assert isinstance(index["records"]["bent.json"]["problem"], dict), "kept as a message, not as English words"
    words.use("de")
    second = library.Listing()
    rows = second.finish()
    assert second.replays == 0
    row = next(row for row in rows if row.path.name == "bent.json")
    assert row.problem == next(row for row in first.rows if row.path.name == "bent.json").problem
    assert words.word(row.problem).startswith("Aktion 5 ist als Zug von "), words.word(row.problem)


def test_an_index_entry_that_is_not_a_sound_message_is_replayed_not_worded(star_table_home):
    record_file(race_in_progress(seed=54, moves=2), "fine.json")
    library.Listing().finish()
    index_path = records_dir() / library.INDEX_NAME
    index = json.loads(index_path.read_text(encoding="utf-8"))
    for bad in ({"id": "{x:>999999999}", "args": {"x": 1}}, {"id": "{missing}"}, "old English words"):
        index["records"]["fine.json"] = {"key": index["records"]["fine.json"]["key"], "problem": bad}
        index_path.write_text(json.dumps(index), encoding="utf-8")
        listing = library.Listing()
        rows = listing.finish()
        assert listing.replays == 1 and next(row for row in rows if row.path.name == "fine.json").record is not None


def test_a_deal_code_that_names_no_deal_says_so_in_german(star_table_home):
    with pytest.raises(DealCodeError) as caught:
        seed_from_code("O0O0")
    german, english_words = in_both(caught.value.message)
    assert german.startswith("'O0O0' ist kein Spielcode: Erlaubt sind bis zu 7 Zeichen aus ")
    assert english_words == str(caught.value) and english_words.startswith("'O0O0' is not a deal code")
