"""Records: a match as JSON (seed, seats, options, every action). Saves are records.

Loading never writes: a bad file raises RecordError saying what is wrong and
where (a Message the screen words), and the file stays exactly as it was.
"""

from __future__ import annotations

import codecs
import json
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime, timezone

from game import __version__
from game.rules import CHANCE, IllegalAction, freeze, games, get
from game.rules.words import Message, english, msg, nmsg, pmsg
from game.saves.reader import Refused, check_format, decode, parse, read_bytes, reason
from game.saves.storage import atomic_write_text

FORMAT = "star-table-record"
VERSION = 1
CHANCE_ACTOR = "chance"
_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # no 0/O, 1/I: easy to read aloud
_CODE_LENGTH = 7  # 32**7 > 2**32
SEED_LIMIT = 2**32  # a seed is a 32-bit deal number (game.engine.chance draws below it)
# the bots a seat may name: the levels, then the plain kinds (game.ai.bots makes them; a test keeps both equal)
BOT_LEVELS = ("random", "greedy", "mcts", "easy", "normal", "hard")
SIZE_LIMIT = 4_000_000  # bytes; the longest real game is far below 1 MB
NAME_LIMIT = 18  # characters in a seat name, as setup allows
SUMMARY = "summary"  # a record's moves and whether it is finished, written with it; trusted only to list it


def deal_code(seed: int) -> str:
    """A short code for a seed, to type in and replay a deal (records, file names and setup show it)."""
    if not 0 <= seed < SEED_LIMIT:
        raise ValueError(f"seed must be between 0 and {SEED_LIMIT - 1}")
    chars = []
    for _ in range(_CODE_LENGTH):
        seed, digit = divmod(seed, len(_CODE_ALPHABET))
        chars.append(_CODE_ALPHABET[digit])
    return "".join(reversed(chars))


class DealCodeError(ValueError):
    """A typed deal code that names no deal: `message` says why in the player's words (the text is English)."""

    def __init__(self, message: Message):
        super().__init__(english(message))
        self.message = message


def seed_from_code(code: str) -> int:
    cleaned = code.strip().upper().replace("-", "").replace(" ", "")
    if not cleaned or len(cleaned) > _CODE_LENGTH or any(c not in _CODE_ALPHABET for c in cleaned):
        # Translators: "deal code" = Spielcode (the code a player types to play a deal again)
        said = pmsg(
            "deal",
            "{code} is not a deal code: use up to {length} of {letters}",
            code=repr(code),
            length=_CODE_LENGTH,
            letters=_CODE_ALPHABET,
        )
        raise DealCodeError(said)
    seed = 0
    for c in cleaned:
        seed = seed * len(_CODE_ALPHABET) + _CODE_ALPHABET.index(c)
    if seed >= SEED_LIMIT:
        raise DealCodeError(pmsg("deal", "{code} is beyond the last deal code", code=repr(code)))
    return seed


class RecordError(Refused):
    """A record that cannot be used; `kind` says which way it is bad."""


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

    def to_json(self, finished: bool | None = None) -> dict:
        data = {
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
        if finished is not None:  # what a list row needs, so Load and Replays list it without replaying it
            data[SUMMARY] = {"moves": len(self.actions), "finished": finished}
        return data

    def dumps(self, finished: bool | None = None) -> str:
        return json.dumps(self.to_json(finished), ensure_ascii=False, separators=(",", ":")) + "\n"

    def save(self, path) -> None:
        atomic_write_text(path, self.dumps())

    def replay(self, upto: int | None = None):
        """The state after the first `upto` actions (all by default), checking every one."""
        return replay_entries(self, self.actions if upto is None else self.actions[:upto])


def replay_entries(record: Record, entries, path=None):
    steps = replaying(record, entries, path)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def replaying(record: Record, entries, path=None):
    """replay_entries one action at a time: it yields after each, so a list can read between frames."""
    info = get(record.game)
    state = info.new_game(record.players, record.seed, record.options)
    for index, entry in enumerate(entries):
        actor = state.actor
        expected = CHANCE_ACTOR if actor == CHANCE else actor
        if entry.actor != expected:
            # Translators: whose turn it was in a record: chance (a die roll, a shuffle), or a seat by its number
            who = msg("chance") if actor == CHANCE else msg("seat {number}", number=actor)
            said = msg(
                "action {number} is marked as played by {actor}, but it was {who}'s turn",
                number=index + 1,
                actor=short(entry.actor),
                who=who,
            )
            raise RecordError("illegal_action", said, path, where=f"actions[{index}]")
        try:
            state.apply(entry.action)
        except IllegalAction as refusal:
            said = msg(
                "action {number} ({action}) is not legal: {reason}",
                number=index + 1,
                action=short(entry.action),
                reason=refusal.reason,
            )
            raise RecordError("illegal_action", said, path, where=f"actions[{index}]") from None
        except (TypeError, ValueError, KeyError, IndexError, AttributeError, ArithmeticError, RecursionError) as err:
            # a malformed action the rules did not expect must still read as a bad record
            said = msg(
                "action {number} ({action}) cannot be played ({error}: {detail})",
                number=index + 1,
                action=short(entry.action),
                error=type(err).__name__,
                detail=str(err)[:120],
            )
            raise RecordError("illegal_action", said, path, where=f"actions[{index}]") from err
        yield
    return state


def short(value, limit: int = 60) -> str:
    """A value as a message may quote it: a damaged file can hold megabytes in one place."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def seat_name(name: str) -> str:
    """A name as setup would have allowed it: no control characters, at most NAME_LIMIT characters."""
    shown = "".join(" " if unicodedata.category(c).startswith("C") else c for c in name[: NAME_LIMIT * 4]).strip()
    return shown[:NAME_LIMIT].rstrip() or "?"


def loads(text: str, path=None) -> Record:
    """Parse and check a record; every problem becomes a RecordError."""
    return read(text, path)[0]


def read(text: str, path=None):
    """The checked record and the state it replays to (one replay serves both)."""
    record, _ = unplayed(text, path)
    return record, replay_entries(record, record.actions, path)


def unplayed(text: str, path=None) -> tuple[Record, bool | None]:
    """The record with every field checked but its actions not played, and whether its summary says it is
    finished (None without a summary that fits it: only a replay tells)."""
    data = parse(text, path, "Star Table record", RecordError)
    check_format(data, FORMAT, VERSION, "Star Table record", path, RecordError)
    game_id = data.get("game")
    # the message names what was found (briefly: a damaged file may hold megabytes there)
    named = game_id if isinstance(game_id, str) and len(game_id) < 60 else short(game_id)
    try:
        info = get(named)
    except KeyError:
        known = ", ".join(sorted(game.id for game in games())) or "none"
        said = msg("unknown game {game} (known games: {known})", game=repr(named), known=known)
        raise RecordError("unknown_game", said, path, "game") from None
    record = _fields(data, info, path)
    summary = data.get(SUMMARY)
    if not isinstance(summary, dict) or summary.get("moves") != len(record.actions):
        return record, None
    finished = summary.get("finished")
    return record, finished if isinstance(finished, bool) else None


def _fields(data: dict, info, path) -> Record:
    def damaged(message, where):
        return RecordError("damaged", message, path, where)

    players = data.get("players")
    try:
        info.check_players(players)
    except ValueError:
        game = Message(info.title)  # marked where the game registers: worded in its own catalogue
        said = msg(
            "{game} is for {span} players, not {players}", game=game, span=info.player_span, players=str(players)
        )
        raise damaged(said, "players") from None
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < SEED_LIMIT:
        said = msg("the seed {seed} is not a deal number (0 to {last})", seed=short(seed), last=SEED_LIMIT - 1)
        raise damaged(said, "seed")
    raw_options = data.get("options")
    if raw_options is None:
        raw_options = {}  # a record without options plays with the defaults
    if not isinstance(raw_options, dict):
        said = msg("the options should be a table of settings, not {found}", found=short(raw_options))
        raise damaged(said, "options")
    try:
        options = info.resolve_options(raw_options)
    except ValueError as err:
        raise damaged(reason(err), "options") from None
    raw_seats = data.get("seats")
    if not isinstance(raw_seats, list) or len(raw_seats) != players:
        count = len(raw_seats) if isinstance(raw_seats, list) else None
        if count is None:
            listed = msg("no list of seats")
        else:
            listed = nmsg("{count} seat", "{count} seats", "count", count=count)
        said = nmsg(
            "the game is for {players} player, but the record has {listed}",
            "the game is for {players} players, but the record has {listed}",
            "players",
            players=players,
            listed=listed,
        )
        raise damaged(said, "seats")
    seats = []
    for index, seat in enumerate(raw_seats):
        if (
            not isinstance(seat, dict)
            or not isinstance(seat.get("name"), str)
            or seat.get("kind") not in ("human", "bot")
            or not isinstance(seat.get("level"), (str, type(None)))
        ):
            said = msg("a seat needs a name, a kind (human or bot) and perhaps a bot level")
            raise damaged(said, f"seats[{index}]")
        seats.append(SeatInfo(seat_name(seat["name"]), seat["kind"], seat.get("level")))
    raw_actions = data.get("actions")
    if not isinstance(raw_actions, list):
        raise damaged(msg("the list of actions is missing"), "actions")
    actions = []
    for index, entry in enumerate(raw_actions):
        if not isinstance(entry, dict) or "actor" not in entry or "action" not in entry:
            raise damaged(msg("an action needs an actor and an action"), f"actions[{index}]")
        actions.append(Entry(entry["actor"], freeze(entry["action"]), bool(entry.get("reveal", False))))
    return Record(info.id, players, seed, options, seats, actions, data.get("saved"))


def load(path) -> Record:
    """Read a record file; never writes to it."""
    return load_with_state(path)[0]


def load_with_state(path):
    """A record file's record and final state; never writes to it."""
    record, state, _ = load_as_written(path)
    return record, state


def load_as_written(path):
    """The record, its final state and the bytes they were read from (the autosave knows its file by them)."""
    raw = read_bytes(path, SIZE_LIMIT, "Star Table record", RecordError)
    return *read(_text(raw, path), path), raw


def load_unplayed(path) -> tuple[Record, bool | None]:
    """A record file read as `unplayed` reads it: what a list row shows, without replaying the game."""
    return unplayed(_text(read_bytes(path, SIZE_LIMIT, "Star Table record", RecordError), path), path)


def _text(raw: bytes, path) -> str:
    try:
        return decode(raw, path, "Star Table record", RecordError)
    except RecordError as err:
        if _cut_in_a_letter(raw, path):
            raise RecordError("truncated", msg("the file ends too early (it was cut off)"), path) from None
        raise err from None


def _cut_in_a_letter(raw: bytes, path) -> bool:
    """The file stops in the middle of a letter, after the beginning of a record that was cut off."""
    try:
        raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        if err.reason != "unexpected end of data" or err.end != len(raw.removeprefix(codecs.BOM_UTF8)):
            return False
        try:
            loads(raw.removeprefix(codecs.BOM_UTF8)[: err.start].decode("utf-8"), path)
        except RecordError as inner:
            return inner.kind == "truncated"
    return False
