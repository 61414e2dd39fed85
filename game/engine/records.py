"""Records: a match as JSON (seed, seats, options, every action). Saves are records.

Loading never writes: a bad file raises RecordError saying what is wrong and
where, and the file stays exactly as it was.
"""

from __future__ import annotations

import codecs
import json
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from game import __version__
from game.engine.chance import SEED_LIMIT
from game.engine.storage import atomic_write_text
from game.rules import CHANCE, IllegalAction, freeze, get

FORMAT = "star-table-record"
VERSION = 1
CHANCE_ACTOR = "chance"


class RecordError(Exception):
    """A record that cannot be used; `kind` says which way it is bad."""

    KINDS = (
        "unreadable",
        "empty",
        "truncated",
        "not_json",
        "foreign",
        "future_version",
        "unknown_game",
        "damaged",
        "illegal_action",
    )

    def __init__(self, kind: str, message: str, path=None, where: str | None = None):
        assert kind in self.KINDS, kind
        self.kind = kind
        self.path = str(path) if path is not None else None
        self.where = where
        prefix = f"{self.path}: " if self.path else ""
        suffix = f" (at {where})" if where else ""
        super().__init__(f"{prefix}{message}{suffix}")
        self.message = message


@dataclass
class SeatInfo:
    name: str
    kind: str = "human"  # human | bot
    level: str | None = None  # a bot's level or kind: easy, normal, hard, random, greedy, mcts

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_json(self) -> dict:
        data = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            data["level"] = self.level
        return data


@dataclass
class Entry:
    """One applied step: who acted (a seat, or chance) and what."""

    actor: int | str
    action: object
    reveal: bool = False  # hidden information came to light: undo stops here

    @property
    def is_chance(self) -> bool:
        return self.actor == CHANCE_ACTOR

    def to_json(self) -> dict:
        data = {"actor": self.actor, "action": self.action}
        if self.reveal:
            data["reveal"] = True
        return data


@dataclass
class Record:
    game: str
    players: int
    seed: int
    options: dict
    seats: list[SeatInfo]
    actions: list[Entry] = field(default_factory=list)
    saved: str | None = None

    def to_json(self) -> dict:
        return {
            "format": FORMAT,
            "version": VERSION,
            "app": __version__,
            "saved": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "seats": [seat.to_json() for seat in self.seats],
            "actions": [entry.to_json() for entry in self.actions],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":")) + "\n"

    def save(self, path) -> None:
        atomic_write_text(path, self.dumps())

    def replay(self, upto: int | None = None):
        """The state after the first `upto` actions (all by default), checking every one."""
        return replay_entries(self, self.actions if upto is None else self.actions[:upto])


def replay_entries(record: Record, entries, path=None):
    info = get(record.game)
    state = info.new_game(record.players, record.seed, record.options)
    for index, entry in enumerate(entries):
        actor = state.actor
        expected = CHANCE_ACTOR if actor == CHANCE else actor
        if entry.actor != expected:
            who = "chance" if actor == CHANCE else f"seat {actor}"
            raise RecordError(
                "illegal_action",
                f"action {index + 1} is marked as played by {entry.actor!r}, but it was {who}'s turn",
                path,
                where=f"actions[{index}]",
            )
        try:
            state.apply(entry.action)
        except IllegalAction as refusal:
            raise RecordError(
                "illegal_action",
                f"action {index + 1} ({entry.action!r}) is not legal: {refusal.reason}",
                path,
                where=f"actions[{index}]",
            ) from None
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as err:
            # a malformed action the rules did not expect must still read as a bad record
            raise RecordError(
                "illegal_action",
                f"action {index + 1} ({entry.action!r}) cannot be played ({type(err).__name__}: {err})",
                path,
                where=f"actions[{index}]",
            ) from err
    return state


_TAIL_PADDING = " \t\r\n\x00"  # a crash can leave NUL bytes where the rest of a file should be
_TRAILING_TOKEN = re.compile(r"(?:[-+.0-9eE]+|[a-z]+)\Z")
_NUMBER_START = re.compile(r"-?(?:0|[1-9][0-9]*)?(?:\.[0-9]*)?(?:[eE][-+]?[0-9]*)?")
_LITERAL_STARTS = frozenset(word[:n] for word in ("true", "false", "null") for n in range(1, len(word)))


def _cut_off(text: str, err: json.JSONDecodeError) -> bool:
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


def _json_kind(value) -> str:
    return {list: "a list", str: "a string", int: "a number", float: "a number", bool: "true or false"}.get(
        type(value), "nothing"
    )


def loads(text: str, path=None) -> Record:
    """Parse and check a record; every problem becomes a RecordError."""
    if not text.strip(_TAIL_PADDING):
        raise RecordError("empty", "the file is empty", path)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        if _cut_off(text, err):
            raise RecordError(
                "truncated", "the file ends too early (it was cut off)", path, f"line {err.lineno}, column {err.colno}"
            ) from None
        raise RecordError(
            "not_json", f"the file is not JSON ({err.msg})", path, f"line {err.lineno}, column {err.colno}"
        ) from None
    except RecursionError:
        raise RecordError("foreign", "this is not a Star Table record (it nests far too deeply)", path) from None
    except ValueError as err:  # e.g. a number with thousands of digits
        raise RecordError("damaged", f"the file holds a value that cannot be read ({err})", path) from None
    if not isinstance(data, dict):
        raise RecordError(
            "foreign", f"this is not a Star Table record (the file holds {_json_kind(data)})", path, "format"
        )
    if data.get("format") != FORMAT:
        raise RecordError(
            "foreign", f"this is not a Star Table record (format: {data.get('format')!r})", path, "format"
        )
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError("damaged", f"the record version {version!r} is not a version number", path, "version")
    if version > VERSION:
        raise RecordError(
            "future_version",
            f"this record was made by a newer Star Table (record version {version}; this one reads up to {VERSION})",
            path,
            "version",
        )
    game_id = data.get("game")
    try:
        info = get(game_id if isinstance(game_id, str) else repr(game_id))  # the message names what was found
    except KeyError as err:
        raise RecordError("unknown_game", err.args[0], path, "game") from None
    record = _fields(data, info, path)
    replay_entries(record, record.actions, path)
    return record


def _fields(data: dict, info, path) -> Record:
    def damaged(message, where):
        return RecordError("damaged", message, path, where)

    players = data.get("players")
    try:
        info.check_players(players)
    except ValueError as err:
        raise damaged(str(err), "players") from None
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < SEED_LIMIT:
        raise damaged(f"the seed {seed!r} is not a deal number (0 to {SEED_LIMIT - 1})", "seed")
    raw_options = data.get("options")
    if raw_options is None:
        raw_options = {}  # a record without options plays with the defaults
    if not isinstance(raw_options, dict):
        raise damaged(f"the options should be a table of settings, not {raw_options!r}", "options")
    try:
        options = info.resolve_options(raw_options)
    except ValueError as err:
        raise damaged(str(err), "options") from None
    raw_seats = data.get("seats")
    if not isinstance(raw_seats, list) or len(raw_seats) != players:
        raise damaged(f"expected {players} seats", "seats")
    seats = []
    for index, seat in enumerate(raw_seats):
        if (
            not isinstance(seat, dict)
            or not isinstance(seat.get("name"), str)
            or seat.get("kind") not in ("human", "bot")
            or not isinstance(seat.get("level"), (str, type(None)))
        ):
            raise damaged("a seat needs a name, a kind (human or bot) and perhaps a bot level", f"seats[{index}]")
        seats.append(SeatInfo(seat["name"], seat["kind"], seat.get("level")))
    raw_actions = data.get("actions")
    if not isinstance(raw_actions, list):
        raise damaged("the list of actions is missing", "actions")
    actions = []
    for index, entry in enumerate(raw_actions):
        if not isinstance(entry, dict) or "actor" not in entry or "action" not in entry:
            raise damaged("an action needs an actor and an action", f"actions[{index}]")
        actions.append(Entry(entry["actor"], freeze(entry["action"]), bool(entry.get("reveal", False))))
    return Record(info.id, players, seed, options, seats, actions, data.get("saved"))


def load(path) -> Record:
    """Read a record file; never writes to it."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as err:
        raise RecordError("unreadable", f"the file cannot be read ({err.strerror or err})", path) from None
    skip = len(codecs.BOM_UTF8) if raw.startswith(codecs.BOM_UTF8) else 0  # an editor may add one
    try:
        text = raw[skip:].decode("utf-8")
    except UnicodeDecodeError as err:
        if err.end == len(raw) - skip and err.reason == "unexpected end of data":
            # the file stops in the middle of a letter: it was cut off, if what precedes is a cut-off record
            try:
                loads(raw[skip : skip + err.start].decode("utf-8"), path)
            except RecordError as inner:
                if inner.kind == "truncated":
                    raise inner from None
        raise RecordError(
            "foreign", "this is not a Star Table record (it is not text)", path, f"byte {skip + err.start}"
        ) from None
    return loads(text, path)
