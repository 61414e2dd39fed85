"""The one reader for every file the app reads: records, the autosave, settings, high scores.

It opens only plain files (never a pipe, a folder or a dangling link), reads at most a size
limit, and turns every way a file can be unusable into a `Refused` with a message a player
can read. Reading never writes: what to do with a refused file is the caller's choice.

What a player reads is a `Message` (game.rules.words), worded by the screen in the player's
language; an exception's own text is the same message in English, for logs.
"""

from __future__ import annotations

import codecs
import json
import math
import os
import re
import stat
import string
import unicodedata
from pathlib import Path

from game.rules.words import Message, english, msg, pmsg

MAX_DEPTH = 40  # the deepest real record nests about 10 levels; freeze() and friends recurse
MESSAGE_LIMIT = 240  # characters: a message is shown on one line of a toast or a list
DIGITS_LIMIT = 4300  # Python's own limit for reading a whole number; a save's numbers have at most ten digits
REPLACEMENT = "\ufffd"  # where a character cannot be shown: a byte that was not UTF-8 (a file name), a NUL
_UNSEEN = frozenset(("Cc", "Cs", "Cf", "Cn", "Mn", "Me"))  # drawn at no width (a font raises on text of only these)


# The kinds of file a sentence names ("this is a folder, not a {what}"): the readers pass the English noun.
_WHAT = {
    # Translators: a kind of file in "this is not a {what}"; German: a feminine noun ("keine {what}")
    "file": pmsg("kind of file", "file"),
    # Translators: a kind of file: a saved game ("record" = Partie); German: a feminine noun
    "Star Table record": pmsg("kind of file", "Star Table record"),
    # Translators: a kind of file; German: a feminine noun
    "settings file": pmsg("kind of file", "settings file"),
    # Translators: a kind of file: the high-score list; German: a feminine noun
    "Galaxy Express score table": pmsg("kind of file", "Galaxy Express score table"),
    # Translators: a kind of file: what the app knows of the saved games; German: a feminine noun
    "records index": pmsg("kind of file", "records index"),
    # Translators: a kind of file: how far the player got in the lessons; German: a feminine noun
    "lesson progress file": pmsg("kind of file", "lesson progress file"),
}


def _what(what: str) -> Message | str:
    return _WHAT.get(what, what)


def drawable(text: str) -> str:
    """`text` as any font can draw it, for every screen and every reader of a file.

    A lone surrogate (a file name's byte that is not UTF-8, or "\\ud800" in a JSON file) and a control
    character (NUL) become REPLACEMENT; text with nothing to see (only zero-width characters: U+200B, a
    byte-order mark, a variation selector) becomes empty. pygame raises on each of them.
    """
    if not text.isprintable():
        text = "".join(REPLACEMENT if unicodedata.category(c) in ("Cc", "Cs") else c for c in text)
    if text and all(unicodedata.category(c) in _UNSEEN for c in text):
        return ""
    return text


def writable(text: str) -> str:
    """`text` as UTF-8 can hold it: a lone surrogate (read from a "\\ud800" escape) becomes REPLACEMENT."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "".join(REPLACEMENT if 0xD800 <= ord(c) < 0xE000 else c for c in text)
    return text


def cleaned(value, clean=writable):
    """A JSON value with `clean` applied to every string in it, the keys of its tables too (a new value)."""
    if isinstance(value, str):
        return clean(value)
    if isinstance(value, list):
        return [cleaned(item, clean) for item in value]
    if isinstance(value, dict):
        return {clean(key): cleaned(item, clean) for key, item in value.items()}
    return value


def shown(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """Text from a file as a message may show it: printable, and short (a damaged file can hold megabytes)."""
    text = "".join(c if c.isprintable() else REPLACEMENT for c in text[: limit + 1])
    return text if len(text) <= limit else text[: limit - 1] + "…"


def unseen(path) -> Message | None:
    """Why `path` cannot even be looked for (a folder on its way that may not be read), or None.

    os.path.exists says False for such a file, so without this a missing autosave and one behind a
    folder the app may not open look alike, and Continue went without a word.
    """
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except (OSError, ValueError) as err:
        folder, why = shown(str(Path(path).parent), 1000), reason(err)
        return msg("the folder {folder} cannot be read ({why})", folder=folder, why=why)
    return None


class Refused(Exception):
    """A file that cannot be used; `kind` says which way it is bad, `message` says it for a player.

    `message` is a Message the screen words (a plain str only where it came from elsewhere as words);
    `where` is a place in the file: a field ("seats[2]") or a Message ("line 3, column 5"). The
    exception's own text is English, for logs and the command line.
    """

    KINDS = (
        "unreadable",
        "not_a_file",
        "too_large",
        "empty",
        "truncated",
        "not_json",
        "too_deep",
        "foreign",
        "future_version",
        "unknown_game",
        "damaged",
        "illegal_action",
        "unplayable",
    )

    def __init__(self, kind: str, message: Message | str, path=None, where: Message | str | None = None):
        assert kind in self.KINDS, kind
        if isinstance(message, str):
            message = shown(message)
        if isinstance(where, str):
            where = shown(where, 80)
        self.kind = kind
        self.path = str(path) if path is not None else None
        self.where = where
        prefix = f"{shown(self.path, 1000)}: " if self.path else ""
        suffix = f" (at {english(where)})" if where else ""
        super().__init__(f"{prefix}{shown(english(message))}{suffix}")
        self.message = message


def _size(count: int) -> str:
    return f"{count / 1_000_000:.1f} MB" if count >= 1_000_000 else f"{count / 1000:.0f} kB"


def read_bytes(path, limit: int, what: str = "file", error=Refused) -> bytes:
    """The bytes of a plain file of at most `limit` bytes; anything else is refused without blocking."""
    if not str(path):  # Path("") would mean the current folder
        raise error("unreadable", msg("no {what} was named (the path is empty)", what=_what(what)), None)
    path = Path(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if os.path.lexists(path):
            raise error("not_a_file", msg("it is a link to a file that is no longer there"), path) from None
        raise error("unreadable", msg("the file cannot be read: it is not there"), path) from None
    except (OSError, ValueError) as err:
        raise error("unreadable", _cannot_read(reason(err)), path) from None
    if stat.S_ISDIR(info.st_mode):
        raise error("not_a_file", msg("this is a folder, not a {what}", what=_what(what)), path)
    if not stat.S_ISREG(info.st_mode):
        said = msg("this is not a plain file (a pipe, a device or a socket), not a {what}", what=_what(what))
        raise error("not_a_file", said, path)
    if info.st_size > limit:
        size, most = _size(info.st_size), _size(limit)
        said = msg("the file is {size}; a {what} is at most {limit}", size=size, what=_what(what), limit=most)
        raise error("too_large", said, path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as err:
        raise error("unreadable", _cannot_read(reason(err)), path) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped for something else since the check above
            raise error("not_a_file", msg("this is not a plain file, not a {what}", what=_what(what)), path)
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as err:
        raise error("unreadable", _cannot_read(reason(err)), path) from None
    finally:
        os.close(fd)
    if total > limit:
        raise error("too_large", msg("the file grew past {limit} while it was read", limit=_size(limit)), path)
    return b"".join(chunks)


def _cannot_read(why: Message | str) -> Message:
    """The system's own reason (its words: "Permission denied") inside the app's sentence."""
    return msg("the file cannot be read ({why})", why=why)


def decode(raw: bytes, path=None, what: str = "file", error=Refused) -> str:
    """UTF-8 text (an editor's byte-order mark is allowed)."""
    skip = len(codecs.BOM_UTF8) if raw.startswith(codecs.BOM_UTF8) else 0
    try:
        return raw[skip:].decode("utf-8")
    except UnicodeDecodeError as err:
        first, count, cut = skip + err.start, _bad_bytes(raw, skip + err.end), err.reason == "unexpected end of data"
    # Translators: a place in a file: its byte number (counted from 0)
    where = msg("byte {number}", number=first)
    if cut and count == 1:
        said = msg("the file ends too early (it was cut off in the middle of a letter)")
        raise error("truncated", said, path, where)
    if count >= _BINARY:
        raise error("foreign", msg("this is not a {what} (it is not text)", what=_what(what)), path, where)
    byte = f"0x{raw[first]:02X}"
    if count == 1:
        said = msg("one byte of the file is damaged: {byte} cannot be read as text", byte=byte)
    else:
        said = msg(
            "{count} bytes of the file are damaged (the first is {byte}): they cannot be read as text",
            count=count,
            byte=byte,
        )
    raise error("damaged", said, path, where)


_BINARY = 4  # this many bytes that are not UTF-8: another kind of file (a picture, an archive), not a damaged one


def _bad_bytes(raw: bytes, after: int) -> int:
    """How many bytes are not UTF-8 (up to _BINARY), counting the first, which ends at `after`."""
    count = 1
    while count < _BINARY:
        try:
            raw[after:].decode("utf-8")
        except UnicodeDecodeError as err:
            count, after = count + 1, after + err.end
        else:
            break
    return count


_TAIL_PADDING = " \t\r\n\x00"  # a crash can leave NUL bytes where the rest of a file should be
_TRAILING_TOKEN = re.compile(r"(?:[-+.0-9eE]+|[a-z]+)\Z")
_NUMBER_START = re.compile(r"-?(?:0|[1-9][0-9]*)?(?:\.[0-9]*)?(?:[eE][-+]?[0-9]*)?")
_LITERAL_STARTS = frozenset(word[:n] for word in ("true", "false", "null") for n in range(1, len(word)))


def cut_off(text: str, err: json.JSONDecodeError) -> bool:
    """True when `text` is the beginning of valid JSON that simply stops (a truncated file)."""
    if err.msg == "Extra data":  # a whole value, then more: not a cut
        return False
    body = text.rstrip(_TAIL_PADDING)
    if err.pos >= len(body) or err.msg.startswith("Unterminated string"):
        return True
    # The file may stop inside a number or a word: `"per_square_battles":fa`, `"seed":12.`
    token = _TRAILING_TOKEN.search(body)
    if token is None or err.pos < token.start():
        return False
    word = token.group()
    if word not in _LITERAL_STARTS and not _NUMBER_START.fullmatch(word):
        return False
    completed = body[: token.start()] + "0"  # the same text with a finished value in place of the stub
    try:
        json.loads(completed)
    except json.JSONDecodeError as again:
        return again.pos >= len(completed)
    except (ValueError, RecursionError):
        return False
    return False


def _no_constant(name: str):
    raise ValueError(msg("{name} is not a number a save can hold", name=name))


def _whole(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > DIGITS_LIMIT:  # int() would say "use sys.set_int_max_str_digits()", words for a programmer
        raise ValueError(
            msg(
                "a number of {digits} digits; at most {limit} can be read",
                digits=f"{digits:,}",
                limit=f"{DIGITS_LIMIT:,}",
            )
        )
    return int(text)


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        if len(text) <= 20:
            raise ValueError(msg("{number} is too large", number=text))
        raise ValueError(msg("a number of {count} characters is too large", count=f"{len(text):,}"))
    return value


def depth(value) -> int:
    """How deeply lists and tables nest, counted without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            item = item.values()
        elif not isinstance(item, list):
            continue
        deepest = max(deepest, level)
        if level > MAX_DEPTH:
            return level
        stack.extend((child, level + 1) for child in item)
    return deepest


def parse(text: str, path=None, what: str = "file", error=Refused):
    """JSON that is safe to walk: not empty, not cut off, finite numbers, not nested absurdly deep."""
    if not text.strip(_TAIL_PADDING):
        raise error("empty", msg("the file is empty"), path)
    try:
        data = json.loads(text, parse_constant=_no_constant, parse_float=_finite, parse_int=_whole)
    except json.JSONDecodeError as err:
        # Translators: a place in a file
        where = msg("line {line}, column {column}", line=err.lineno, column=err.colno)
        if cut_off(text, err):
            raise error("truncated", msg("the file ends too early (it was cut off)"), path, where) from None
        # Translators: {why} is the JSON reader's own English words ("Expecting value")
        raise error("not_json", msg("the file is not JSON ({why})", why=err.msg), path, where) from None
    except RecursionError:
        said = msg("this is not a {what} (it nests far too deeply)", what=_what(what))
        raise error("too_deep", said, path) from None
    except ValueError as err:  # a number with thousands of digits, NaN, 1e999
        said = reason(err)
        raise error("damaged", msg("the file holds a value that cannot be read ({why})", why=said), path) from None
    if depth(data) > MAX_DEPTH:
        said = msg("this is not a {what} (it nests more than {levels} levels deep)", what=_what(what), levels=MAX_DEPTH)
        raise error("too_deep", said, path)
    return data


def fits(message: Message) -> bool:
    """A message read back from a file names only its own parameters, plainly: wording it cannot fail, nor ask
    for gigabytes ("{x:>999999999}"). Its nested messages too."""
    try:
        for text in (message.id, message.plural or ""):
            for _, name, spec, conversion in string.Formatter().parse(text):
                if name is not None and (name not in message.args or spec or conversion):
                    return False
    except ValueError:  # a lone brace
        return False
    values = list(message.args.values())
    while values:
        value = values.pop()
        if isinstance(value, list):
            values.extend(value)
        elif isinstance(value, Message) and not fits(value):
            return False
    return True


def reason(err: Exception) -> Message | str:
    """Why, as an exception says it: the Message it carries, else the system's words (an OSError's) or its text."""
    system = getattr(err, "strerror", None)
    for said in (system, *err.args[:1]):
        if isinstance(said, Message):
            return said
    return str(system or err)


def json_kind(value) -> Message:
    """What a JSON value is, as a sentence names it ("the file holds a list")."""
    # Translators: what a file holds instead of a table of settings: "the file holds {kind}"
    kinds = {list: msg("a list"), str: msg("a string"), int: msg("a number"), float: msg("a number")}
    return kinds.get(type(value)) or (msg("true or false") if isinstance(value, bool) else msg("nothing"))


def check_format(data, name: str, newest: int, what: str, path=None, error=Refused, legacy=None) -> int:
    """The file's format version; a foreign or future file is refused. `legacy(data)` accepts old files (version 0)."""
    if not isinstance(data, dict):
        said = msg("this is not a {what} (the file holds {kind})", what=_what(what), kind=json_kind(data))
        raise error("foreign", said, path, "format")
    if "format" not in data and legacy is not None and legacy(data):
        return 0
    if data.get("format") != name:
        found = data.get("format")
        quoted = repr(found) if not isinstance(found, str) or len(found) < 60 else repr(found[:60] + "…")
        raise error(
            "foreign", msg("this is not a {what} (format: {found})", what=_what(what), found=quoted), path, "format"
        )
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        said = msg(
            "the {what} version {version} is not a version number", what=_what(what), version=repr(str(version)[:20])
        )
        raise error("damaged", said, path, "version")
    if version > newest:
        said = msg(
            "this {what} was made by a newer Star Table (version {version}; this one reads up to {newest})",
            what=_what(what),
            version=version,
            newest=newest,
        )
        raise error("future_version", said, path, "version")
    return version


def read_json(path, limit: int, what: str = "file", error=Refused):
    """Read, decode and parse in one go (settings and high scores)."""
    return parse(decode(read_bytes(path, limit, what, error), path, what, error), path, what, error)
