"""The catalogue: messages as data, worded in English and German, and a catalogue that cannot be broken by the code
drifting from it, a translator's gap, a stale .mo or a damaged file."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po

import game.words as words
from game.rules.words import Message, Seat, msg, nmsg, npmsg, pmsg
from game.words.domains import KEYWORDS, LANGUAGES, domains

ROOT = Path(__file__).resolve().parent.parent
LOCALE = words.locale_dir()


@pytest.fixture(autouse=True)
def english_after():
    yield
    words.use("en")


def _source_files(paths):
    for path in paths:
        path = ROOT / path
        yield from sorted(p for p in path.rglob("*") if p.suffix in (".py", ".json")) if path.is_dir() else [path]


def _in_code(domain: str) -> set:
    """(context, id) of every message the domain's source files write."""
    found = set()
    for path in _source_files(domains()[domain]):
        method = "tools.words:extract_lesson" if path.suffix == ".json" else "python"  # a lesson file's words
        for _line, text, _comments, context in extract_from_file(method, path, keywords=KEYWORDS):
            found.add((context, text[0] if isinstance(text, tuple) else text))
    return found


def _ids(catalog) -> set:
    return {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id) for m in catalog if m.id}


def _po(language: str, domain: str):
    with open(LOCALE / language / "LC_MESSAGES" / f"{domain}.po", "rb") as file:
        return read_po(file)


# --- messages are data ---------------------------------------------------------------------------------
def test_a_message_survives_json_with_seats_nested_messages_and_plurals():
    inner = pmsg("ship component", "Shield {size}", size=2)
    message = nmsg(
        "{who} loses {count} {part}", "{who} loses {count} {part}s", "count", who=Seat(1), count=3, part=inner
    )
    again = Message.from_data(json.loads(json.dumps(message.as_data())))
    assert again == message
    assert again.args["who"] == Seat(1) and again.args["part"].context == "ship component"


@pytest.mark.parametrize(
    "data",
    [
        None,
        "text",
        {"id": 3},
        {"id": "x", "args": [1]},
        {"id": "x", "args": {"a": {"seat": "0"}}},
        {"id": "x", "plural": 2},
    ],
)
def test_data_that_is_not_a_message_is_refused(data):
    with pytest.raises(ValueError):
        Message.from_data(data)


def test_a_plural_message_needs_its_count():
    with pytest.raises(ValueError):
        nmsg("{n} square", "{n} squares", "count", n=2)


def test_english_words_name_the_seats_and_word_nested_messages():
    line = msg("{who} moves to {square}: {why}", who=Seat(1), square=15, why=msg("a battle"))
    assert words.word(line, ["Ana", "Ben"]) == "Ben moves to 15: a battle"
    assert words.word(line) == "Player 2 moves to 15: a battle"
    assert words.word("already words") == "already words"


def test_english_plurals_follow_the_count():
    assert words.word(nmsg("{count} square", "{count} squares", "count", count=1)) == "1 square"
    assert words.word(nmsg("{count} square", "{count} squares", "count", count=7)) == "7 squares"


# --- the language in use ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("environ", "expected"),
    [({"LANG": "de_DE.UTF-8"}, "de"), ({"LANG": "de_AT"}, "de"), ({"LANGUAGE": "fr:de", "LANG": "de_DE"}, "en"),
     ({"LC_ALL": "en_GB.UTF-8"}, "en"), ({"LANG": "fr_FR.UTF-8"}, "en"), ({"LANG": "C"}, "en")],
)  # fmt: skip
def test_automatic_is_the_systems_language_or_english(environ, expected):
    assert words.chosen_language("auto", environ) == expected
    assert words.chosen_language("de", environ) == "de" and words.chosen_language("en", environ) == "en"


def test_german_is_spoken_after_choosing_it_and_english_after_switching_back():
    assert words.use("de") is None
    assert words.language() == "de"
    assert words.word(msg("{who} waits", who=Seat(0))) == "Spieler 1 waits"  # not in the catalogue: English
    assert words.seat_name(0) == "Spieler 1"
    words.use("en")
    assert words.seat_name(0) == "Player 1"


def test_numbers_and_dates_are_written_the_languages_way():
    import datetime

    day = datetime.date(2026, 11, 28)
    words.use("en")
    assert (words.number(2.5), words.percent(0.37), words.date(day)) == ("2.5", "37%", "Nov 28, 2026")
    words.use("de")
    assert (words.number(2.5), words.percent(0.37), words.date(day)) == ("2,5", "37\xa0%", "28.11.2026")
    assert words.number(1000) == "1000"  # squares and scores: plain in both languages


# --- plurals by the language's own rule, through a catalogue as the app loads it ------------------------
PLURAL_PO = r"""
msgid ""
msgstr ""
"Language: de\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"
"Content-Type: text/plain; charset=utf-8\n"

msgid "{count} square"
msgid_plural "{count} squares"
msgstr[0] "{count} Feld"
msgstr[1] "{count} Felder"

msgctxt "dice"
msgid "{who} rolls {value}"
msgstr "{who} würfelt eine {value}"

msgid "{who} parks on {square}"
msgstr "{who} parkt auf Feld {wrong}"
"""


def _catalogue(tmp_path, po_text: str, translated=("app",)) -> Path:
    catalog = read_po(io.StringIO(po_text))
    folder = tmp_path / "de" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    for domain in domains():
        if domain in translated:
            with open(folder / f"{domain}.mo", "wb") as file:
                write_mo(file, catalog)
        else:
            (folder / f"{domain}.mo").write_bytes((LOCALE / "de" / "LC_MESSAGES" / f"{domain}.mo").read_bytes())
    return tmp_path


def test_german_plurals_and_contexts_come_from_the_catalogue(tmp_path):
    assert words.use("de", _catalogue(tmp_path, PLURAL_PO)) is None
    square = nmsg("{count} square", "{count} squares", "count", count=1)
    assert words.word(square) == "1 Feld"
    assert words.word(nmsg("{count} square", "{count} squares", "count", count=0)) == "0 Felder"
    assert words.word(nmsg("{count} square", "{count} squares", "count", count=2)) == "2 Felder"
    assert words.word(pmsg("dice", "{who} rolls {value}", who=Seat(0), value=6), ["Ana"]) == "Ana würfelt eine 6"
    assert words.word(msg("{who} rolls {value}", who=Seat(0), value=6), ["Ana"]) == "Ana rolls 6"  # no context
    assert words.ngettext("{count} square", "{count} squares", 1) == "{count} Feld"
    assert words.npgettext("dice", "{count} x", "{count} xs", 2) == "{count} xs"
    assert words.word(npmsg("dice", "{count} x", "{count} xs", "count", count=1)) == "1 x"


def test_a_translation_with_a_wrong_placeholder_shows_english_not_a_crash(tmp_path):
    words.use("de", _catalogue(tmp_path, PLURAL_PO))
    assert words.word(msg("{who} parks on {square}", who=Seat(0), square=15), ["Ana"]) == "Ana parks on 15"


def test_domains_merge_into_one_translation(tmp_path):
    assert words.use("de", _catalogue(tmp_path, PLURAL_PO, translated=("race",))) is None
    assert words.gettext("Player {number}") == "Spieler {number}"  # from app.mo
    assert words.ngettext("{count} square", "{count} squares", 1) == "{count} Feld"  # from race.mo


@pytest.mark.parametrize("damage", ["missing", "empty", "garbage", "truncated"])
def test_a_damaged_or_missing_catalogue_falls_back_to_english_with_one_message(tmp_path, damage):
    folder = _catalogue(tmp_path, PLURAL_PO, translated=()) / "de" / "LC_MESSAGES"
    app = folder / "app.mo"
    good = app.read_bytes()
    if damage == "missing":
        app.unlink()
    else:
        app.write_bytes({"empty": b"", "garbage": b"\xde\x12\x04\x95" + b"\xff" * 40, "truncated": good[:30]}[damage])
    problem = words.use("de", tmp_path)
    assert problem is not None and "app.mo" in problem and "English" in problem and "race.mo" not in problem
    assert words.language() == "de"
    assert words.seat_name(0) == "Player 1"  # the app's words in English...
    assert words.word(msg("{who} waits", who=Seat(0)), ["Ana"]) == "Ana waits"


def test_no_catalogue_at_all_is_english_with_one_message(tmp_path):
    problem = words.use("de", tmp_path / "nowhere")
    assert problem.count("missing or damaged") == 1
    assert words.seat_name(1) == "Player 2"


# --- the catalogue agrees with the code, and German is complete ----------------------------------------
@pytest.mark.parametrize("domain", list(domains()))
def test_every_message_in_the_code_is_in_the_catalogue(domain):
    in_code = _in_code(domain)
    with open(LOCALE / f"{domain}.pot", "rb") as file:
        template = _ids(read_po(file))
    assert in_code - template == set(), f"run `make words`: {domain}.pot lacks these"
    assert template - in_code == set(), f"run `make words`: {domain}.pot has messages the code no longer uses"
    for language in LANGUAGES:
        assert in_code - _ids(_po(language, domain)) == set(), f"run `make words`: {language}/{domain}.po lacks these"


@pytest.mark.parametrize("domain", list(domains()))
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_converted_domains_are_translated_in_full(language, domain):
    catalog = _po(language, domain)
    gaps = [
        m.id for m in catalog if m.id and (m.fuzzy or not all(m.string if isinstance(m.string, tuple) else [m.string]))
    ]
    assert gaps == [], f"{language}/{domain}.po: untranslated or fuzzy"


def _whole(text):
    """A plural's forms as one tuple (the .mo reader gives lists, the .po reader tuples); a single form as it is."""
    return tuple(text) if isinstance(text, (list, tuple)) else text


@pytest.mark.parametrize("domain", list(domains()))
@pytest.mark.parametrize("language", LANGUAGES)
def test_each_compiled_catalogue_agrees_with_its_po(language, domain):
    """A .po edited without `make words` leaves a stale .mo: the app would show the old words."""
    folder = LOCALE / language / "LC_MESSAGES"
    with open(folder / f"{domain}.mo", "rb") as file:
        compiled = {(m.context, _whole(m.id)): _whole(m.string) for m in read_mo(file) if m.id}
    written = {
        (m.context, _whole(m.id)): _whole(m.string) for m in _po(language, domain) if m.id and not m.fuzzy and m.string
    }
    assert compiled == written, f"run `make words`: {language}/{domain}.mo is older than its .po"


@pytest.mark.parametrize("domain", list(domains()))
@pytest.mark.parametrize("language", LANGUAGES)
def test_each_translation_has_the_placeholders_of_its_english(language, domain):
    """A German line naming a placeholder the English lacks would fail to fill (or show a raw {name})."""
    import string

    def names(text):
        return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}

    wrong = []
    for message in _po(language, domain):
        if not message.id or not message.string:
            continue
        english = message.id if isinstance(message.id, tuple) else (message.id,)
        german = message.string if isinstance(message.string, tuple) else (message.string,)
        expected = set().union(*(names(text) for text in english))
        wrong += [text for text in german if text and names(text) - expected]
        if len(english) == 1:
            wrong += [text for text in german if text and names(text) != expected]
    assert wrong == []
