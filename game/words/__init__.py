"""Words in the player's language: messages from the rules and the screens' own words, through one catalogue.

Headless (no pygame), so the window, a phone page and a lesson word the same messages the same way.
The catalogue is GNU gettext: assets/locale/<lang>/LC_MESSAGES/<domain>.mo, one domain per game plus
`app`, merged into one translation when a language is chosen. English is the source: its words are the
ids, so English never needs a file and is what a missing or damaged catalogue falls back to. The standard
library reads the catalogue; Babel (its tools and locale data) is imported only to format numbers and dates,
so an English start loads none of it.
"""

from __future__ import annotations

import gettext as _gettext
import locale
import logging
import math
import os
import re
import sys
from pathlib import Path

from game.rules.words import Message, Seat
from game.words.domains import LANGUAGES, LOCALE_DIR, domains

SOURCE = "en"
PSEUDO = "qps"  # a made-up language for tests and layout checks (`--lang qps`): never offered in Settings
NAMES = {"de": "German", "en": "English"}  # for the one message a broken catalogue gives (in English)
log = logging.getLogger(__name__)


def locale_dir() -> Path:
    """assets/locale beside the code, or inside a packaged build (PyInstaller's _MEIPASS)."""
    bundled = getattr(sys, "_MEIPASS", None)
    root = Path(bundled) / "assets" if bundled else Path(__file__).resolve().parent.parent.parent / "assets"
    return root / LOCALE_DIR


def system_language(environ=None) -> str:
    """The system's language if we speak it, else English (a French system gets English, not German)."""
    environ = os.environ if environ is None else environ
    found = None
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        if environ.get(name):
            found = environ[name].split(":")[0]
            break
    if found is None and environ is os.environ:
        try:
            found = locale.getlocale()[0]
        except ValueError:
            found = None
    code = (found or "").replace("-", "_").split("_")[0].split(".")[0].lower()
    return code if code in LANGUAGES else SOURCE


def chosen_language(setting: str | None, environ=None) -> str:
    """The language a setting ("auto", "en", "de") means on this machine."""
    if setting in LANGUAGES or setting in (SOURCE, PSEUDO):
        return setting
    return system_language(environ)


class _Words:
    """The translation in use; one per process, switched by `use` (a window shows one language at a time)."""

    def __init__(self):
        self.language = SOURCE
        self.translation: _gettext.NullTranslations = _gettext.NullTranslations()
        self.for_this_run: str | None = None  # --lang: the window's settings take it for this run only


_now = _Words()


def load(language: str, directory: Path | None = None) -> tuple[_gettext.NullTranslations, str | None]:
    """Every domain's catalogue for `language` merged into one, and a message naming any file that failed.

    A catalogue that is missing or damaged leaves its domain's words in English: never a crash. The domains
    merge as Babel's Translations.merge does: one lookup table, the plural rule of the first read.
    """
    if language == SOURCE:
        return _gettext.NullTranslations(), None
    if language == PSEUDO:
        return _Pseudo(), None
    directory = locale_dir() if directory is None else directory
    merged, failed = None, []
    for domain in domains():
        path = directory / language / "LC_MESSAGES" / f"{domain}.mo"
        try:
            with open(path, "rb") as file:
                translation = _gettext.GNUTranslations(file)
        except Exception as err:  # a damaged file can fail in many ways (bad magic, struct, decode): none may crash
            failed.append(f"{path.name} ({type(err).__name__}: {err})")
            continue
        if merged is None:
            merged = translation
        else:
            merged._catalog.update(translation._catalog)
    if not failed:
        return merged, None
    problem = (
        f"Some {NAMES.get(language, language)} words are missing or damaged, so they stay in English: "
        + "; ".join(failed)
        + f". Reinstall Star Table to get them back (folder {directory / language / 'LC_MESSAGES'})."
    )
    return (merged if merged is not None else _gettext.NullTranslations()), problem


def use(setting: str | None, directory: Path | None = None) -> str | None:
    """Speak the language a setting means from now on; returns a message if its catalogue could not be read."""
    language = chosen_language(setting)
    translation, problem = load(language, directory)
    _now.language, _now.translation = language, translation
    if problem:
        log.warning(problem)
    return problem


def for_this_run(language: str | None = None) -> str | None:
    """The language `--lang` asked for (set it with an argument), which the window uses instead of its setting."""
    if language is not None:
        _now.for_this_run = language
    return _now.for_this_run


def language() -> str:
    """The language words are in now ("en", "de")."""
    return _now.language


# --- the pseudo-language: shows a word that bypassed the catalogue, and a frame too small for longer words -----
_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥíĵķĺḿñóṗʠŕśţúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹḾÑÓṖɊŔŚŢÚṼŴẊÝŽ",
)
_PLACEHOLDER = re.compile(r"(\{[^{}]*\})")


def pseudo(text: str) -> str:
    """`text` as the pseudo-language writes it: every letter accented, 40 % longer, in brackets; {placeholders}
    kept. A plain ASCII letter on a screen in this language did not come from the catalogue."""
    if not text:
        return text
    extra = max(1, math.ceil(len(text) * 0.4) - 2)  # as short words, so a wrapped line can still break
    padding = " ".join("~" * min(4, extra - start) for start in range(0, extra, 5))
    return "[" + accented(text) + " " + padding + "]"


def accented(text: str) -> str:
    """Every letter of `text` accented, {placeholders} kept: the pseudo-language's rules pages (a document, so no
    brackets), and its words."""
    return "".join(
        part if _PLACEHOLDER.fullmatch(part) else part.translate(_ACCENTED) for part in _PLACEHOLDER.split(text)
    )


class _Pseudo(_gettext.NullTranslations):
    def gettext(self, message):
        return pseudo(message)

    def ngettext(self, singular, plural, n):
        return pseudo(singular if n == 1 else plural)

    def pgettext(self, context, message):
        return pseudo(message)

    def npgettext(self, context, singular, plural, n):
        return pseudo(singular if n == 1 else plural)


# --- the screens' own words ----------------------------------------------------------------------------
def gettext(text: str) -> str:
    return _now.translation.gettext(text)


_ = gettext


def ngettext(singular: str, plural: str, n: int) -> str:
    return _now.translation.ngettext(singular, plural, n)


def pgettext(context: str, text: str) -> str:
    return _now.translation.pgettext(context, text)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _now.translation.npgettext(context, singular, plural, n)


# --- messages ----------------------------------------------------------------------------------------
def word(message: Message | str, names=None) -> str:
    """A message as text in the current language; seats are named from `names` (a list of the players' names).

    A plain str is already words (a programmer's error, a player's name) and is kept as it is.
    """
    if isinstance(message, str):
        return message
    text = _template(message)
    values = {name: _value(value, names) for name, value in message.args.items()}
    try:
        return text.format_map(values)
    except (KeyError, IndexError, ValueError):  # a translation naming a placeholder the message lacks
        log.warning("the %s words for %r do not fit its parameters; shown in English", _now.language, message.id)
        return _english(message).format_map(values)


def _template(message: Message) -> str:
    words = _now.translation
    if message.plural is not None:
        n = message.args[message.count]
        if message.context is not None:
            return words.npgettext(message.context, message.id, message.plural, n)
        return words.ngettext(message.id, message.plural, n)
    if message.context is not None:
        return words.pgettext(message.context, message.id)
    return words.gettext(message.id)


def _english(message: Message) -> str:
    if message.plural is not None and message.args[message.count] != 1:
        return message.plural
    return message.id


def _value(value, names) -> str:
    if isinstance(value, Message):
        return word(value, names)
    if isinstance(value, Seat):
        return seat_name(value.seat, names)
    if isinstance(value, (list, tuple)):
        return ", ".join(_value(item, names) for item in value)
    if isinstance(value, float):
        return number(value)
    return "" if value is None else str(value)


def seat_name(seat: int, names=None) -> str:
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return gettext("Player {number}").format(number=seat + 1)


# --- numbers and dates, as the language writes them --------------------------------------------------
def number(value: float, digits: int = 1) -> str:
    """A fraction as the language writes it ("2.5" in English, "2,5" in German); whole numbers stay plain."""
    if isinstance(value, int):
        return str(value)
    from babel.numbers import format_decimal

    return format_decimal(round(value, digits), format=f"#,##0.{'#' * digits}", locale=_babel_locale())


def percent(fraction: float) -> str:
    """A share as a whole percentage: "37%" in English, "37 %" in German."""
    from babel.numbers import format_percent

    return format_percent(fraction, locale=_babel_locale())


def date(day) -> str:
    """A date as the language writes it in short ("Nov 28, 2026", "28.11.2026")."""
    from babel.dates import format_date

    said = format_date(day, format="medium", locale=_babel_locale())
    return pseudo(said) if _now.language == PSEUDO else said


def _babel_locale() -> str:
    return SOURCE if _now.language == PSEUDO else _now.language
