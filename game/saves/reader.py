"""The one reader for every file the app reads: records, the autosave, settings, high scores.

It opens only plain files (never a pipe, a folder or a dangling link), reads at most a size
limit, and turns every way a file can be unusable into a `Refused` with a message a player
can read. Reading never writes: what to do with a refused file is the caller's choice.
"""

from __future__ import annotations

import codecs
import json
import math
import os
import re
import stat
import unicodedata
from pathlib import Path

MAX_DEPTH = 40  # the deepest real record nests about 10 levels; freeze() and friends recurse
MESSAGE_LIMIT = 240  # characters: a message is shown on one line of a toast or a list
DIGITS_LIMIT = 4300  # Python's own limit for reading a whole number; a save's numbers have at most ten digits
REPLACEMENT = "\ufffd"  # where a character cannot be shown: a byte that was not UTF-8 (a file name), a NUL
_UNSEEN = frozenset(("Cc", "Cs", "Cf", "Cn", "Mn", "Me"))  # drawn at no width (a font raises on text of only these)


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


def unseen(path) -> str | None:
    """Why `path` cannot even be looked for (a folder on its way that may not be read), or None.

    os.path.exists says False for such a file, so without this a missing autosave and one behind a
    folder the app may not open look alike, and Continue went without a word.
    """
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except (OSError, ValueError) as err:
        folder, why = shown(str(Path(path).parent), 1000), getattr(err, "strerror", None) or err
        return f"the folder {folder} cannot be read ({why})"
    return None


class Refused(Exception):
    """A file that cannot be used; `kind` says which way it is bad, the text says it for a player."""

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

    def __init__(self, kind: str, message: str, path=None, where: str | None = None):
        assert kind in self.KINDS, kind
        message = shown(message)
        self.kind = kind
        self.path = str(path) if path is not None else None
        self.where = where
        prefix = f"{shown(self.path, 1000)}: " if self.path else ""
        suffix = f" (at {shown(where, 80)})" if where else ""
        super().__init__(f"{prefix}{message}{suffix}")
        self.message = message


def _size(count: int) -> str:
    return f"{count / 1_000_000:.1f} MB" if count >= 1_000_000 else f"{count / 1000:.0f} kB"


def read_bytes(path, limit: int, what: str = "file", error=Refused) -> bytes:
    """The bytes of a plain file of at most `limit` bytes; anything else is refused without blocking."""
    if not str(path):  # Path("") would mean the current folder
        raise error("unreadable", f"no {what} was named (the path is empty)", None)
    path = Path(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if os.path.lexists(path):
            raise error("not_a_file", "it is a link to a file that is no longer there", path) from None
        raise error("unreadable", "the file cannot be read: it is not there", path) from None
    except (OSError, ValueError) as err:
        raise error("unreadable", f"the file cannot be read ({getattr(err, 'strerror', None) or err})", path) from None
    if stat.S_ISDIR(info.st_mode):
        raise error("not_a_file", f"this is a folder, not a {what}", path)
    if not stat.S_ISREG(info.st_mode):
        raise error("not_a_file", f"this is not a plain file (a pipe, a device or a socket), not a {what}", path)
    if info.st_size > limit:
        raise error("too_large", f"the file is {_size(info.st_size)}; a {what} is at most {_size(limit)}", path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as err:
        raise error("unreadable", f"the file cannot be read ({err.strerror or err})", path) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped for something else since the check above
            raise error("not_a_file", f"this is not a plain file, not a {what}", path)
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as err:
        raise error("unreadable", f"the file cannot be read ({err.strerror or err})", path) from None
    finally:
        os.close(fd)
    if total > limit:
        raise error("too_large", f"the file grew past {_size(limit)} while it was read", path)
    return b"".join(chunks)


def decode(raw: bytes, path=None, what: str = "file", error=Refused) -> str:
    """UTF-8 text (an editor's byte-order mark is allowed)."""
    skip = len(codecs.BOM_UTF8) if raw.startswith(codecs.BOM_UTF8) else 0
    try:
        return raw[skip:].decode("utf-8")
    except UnicodeDecodeError as err:
        first, count, cut = skip + err.start, _bad_bytes(raw, skip + err.end), err.reason == "unexpected end of data"
    where = f"byte {first}"
    if cut and count == 1:
        raise error("truncated", "the file ends too early (it was cut off in the middle of a letter)", path, where)
    if count >= _BINARY:
        raise error("foreign", f"this is not a {what} (it is not text)", path, where)
    byte = f"0x{raw[first]:02X}"
    if count == 1:
        said = f"one byte of the file is damaged: {byte} cannot be read as text"
    else:
        said = f"{count} bytes of the file are damaged (the first is {byte}): they cannot be read as text"
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
    raise ValueError(f"{name} is not a number a save can hold")


def _whole(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > DIGITS_LIMIT:  # int() would say "use sys.set_int_max_str_digits()", words for a programmer
        raise ValueError(f"a number of {digits:,} digits; at most {DIGITS_LIMIT:,} can be read")
    return int(text)


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text if len(text) <= 20 else f'a number of {len(text):,} characters'} is too large")
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
        raise error("empty", "the file is empty", path)
    try:
        data = json.loads(text, parse_constant=_no_constant, parse_float=_finite, parse_int=_whole)
    except json.JSONDecodeError as err:
        where = f"line {err.lineno}, column {err.colno}"
        if cut_off(text, err):
            raise error("truncated", "the file ends too early (it was cut off)", path, where) from None
        raise error("not_json", f"the file is not JSON ({err.msg})", path, where) from None
    except RecursionError:
        raise error("too_deep", f"this is not a {what} (it nests far too deeply)", path) from None
    except ValueError as err:  # a number with thousands of digits, NaN, 1e999
        raise error("damaged", f"the file holds a value that cannot be read ({err})", path) from None
    if depth(data) > MAX_DEPTH:
        raise error("too_deep", f"this is not a {what} (it nests more than {MAX_DEPTH} levels deep)", path)
    return data


def json_kind(value) -> str:
    return {list: "a list", str: "a string", int: "a number", float: "a number", bool: "true or false"}.get(
        type(value), "nothing"
    )


def check_format(data, name: str, newest: int, what: str, path=None, error=Refused, legacy=None) -> int:
    """The file's format version; a foreign or future file is refused. `legacy(data)` accepts old files (version 0)."""
    if not isinstance(data, dict):
        raise error("foreign", f"this is not a {what} (the file holds {json_kind(data)})", path, "format")
    if "format" not in data and legacy is not None and legacy(data):
        return 0
    if data.get("format") != name:
        found = data.get("format")
        shown = repr(found) if not isinstance(found, str) or len(found) < 60 else repr(found[:60] + "…")
        raise error("foreign", f"this is not a {what} (format: {shown})", path, "format")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise error("damaged", f"the {what} version {str(version)[:20]!r} is not a version number", path, "version")
    if version > newest:
        raise error(
            "future_version",
            f"this {what} was made by a newer Star Table (version {version}; this one reads up to {newest})",
            path,
            "version",
        )
    return version


def read_json(path, limit: int, what: str = "file", error=Refused):
    """Read, decode and parse in one go (settings and high scores)."""
    return parse(decode(read_bytes(path, limit, what, error), path, what, error), path, what, error)
