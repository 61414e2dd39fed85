"""Records: a match as JSON (seed, seats, options, every action). Saves are records.

Loading never writes: a bad file raises RecordError saying what is wrong and
where, and the file stays exactly as it was.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from game import __version__
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
    return state


def loads(text: str, path=None) -> Record:
    """Parse and check a record; every problem becomes a RecordError."""
    if not text.strip():
        raise RecordError("empty", "the file is empty", path)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        if err.pos >= len(text.rstrip()) or err.msg.startswith("Unterminated string"):
            raise RecordError(
                "truncated", "the file ends too early (it was cut off)", path, f"line {err.lineno}, column {err.colno}"
            ) from None
        raise RecordError(
            "not_json", f"the file is not JSON ({err.msg})", path, f"line {err.lineno}, column {err.colno}"
        ) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        found = data.get("format") if isinstance(data, dict) else type(data).__name__
        raise RecordError("foreign", f"this is not a Star Table record (format: {found!r})", path, "format")
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
        info = get(game_id) if isinstance(game_id, str) else get(repr(game_id))
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
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise damaged(f"the seed {seed!r} is not a whole number", "seed")
    try:
        options = info.resolve_options(data.get("options") or {})
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
        ):
            raise damaged("a seat needs a name and a kind (human or bot)", f"seats[{index}]")
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
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise RecordError(
            "foreign", "this is not a Star Table record (it is not text)", path, f"byte {err.start}"
        ) from None
    return loads(text, path)
