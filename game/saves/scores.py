"""Galaxy Express beyond the rulebook: the top-ten score table and the deal of the day.

The table is JSON in the user data folder (STAR_TABLE_HOME moves it), written atomically,
with a format name and version like a record. A file that cannot be used is set aside
under a unique name (and reported); it is never written over.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os

from game.rules import games
from game.rules.words import Message, msg
from game.saves.reader import Refused, check_format, cleaned, drawable, read_json, reason
from game.saves.records import SEED_LIMIT, deal_code
from game.saves.storage import atomic_write_text, data_dir, locked, reread_or_set_aside, set_aside

FORMAT = "star-table-scores"
VERSION = 1
SIZE_LIMIT = 256_000  # bytes: ten entries take about three thousand
KEEP = 10
NUMBERS = ("total", "deliveries", "refuels", "coins_left")  # what every entry must hold to be shown
TEXTS = ("date", "deal")


def scores_game() -> str:
    """The id of the game that keeps a score table (its registration says `high_scores`): the file is named by it."""
    return next(info.id for info in games() if info.high_scores)


def scores_path():
    return data_dir() / f"{scores_game()}_scores.json"


def daily_seed(day: _dt.date | None = None) -> int:
    """The same deal for everyone on a date: a seed from the date alone."""
    day = day or _dt.date.today()
    digest = hashlib.sha256(f"{scores_game()}:{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:4], "big") % SEED_LIMIT


def _legacy(data: dict) -> bool:
    """The table as it was written before it had a format."""
    return data.get("game") == scores_game() and "scores" in data


def _check_entries(data: dict, path) -> list[dict]:
    """The entries as the results may show them; Refused when one lacks a figure or a short text."""
    entries = data.get("scores")
    if not isinstance(entries, list):
        raise Refused("damaged", msg("the list of scores is missing"), path, "scores")
    for index, entry in enumerate(entries):
        where = f"scores[{index}]"
        if not isinstance(entry, dict):
            raise Refused("damaged", msg("a score should be a table of figures"), path, where)
        for key in NUMBERS:
            value = entry.get(key)
            if not isinstance(value, int) or isinstance(value, bool) or abs(value) > 1_000_000:
                said = msg("a score's {figure} should be a whole number", figure=key)
                raise Refused("damaged", said, path, f"{where}.{key}")
        for key in TEXTS:
            value = entry.get(key)
            if not isinstance(value, str) or not 0 < len(value) <= 40:
                raise Refused(
                    "damaged", msg("a score's {figure} should be a short text", figure=key), path, f"{where}.{key}"
                )
        assists = entry.get("assists", 0)
        if not isinstance(assists, int) or isinstance(assists, bool) or not 0 <= assists <= 1_000_000:
            said = msg("a score's {figure} should be a whole number", figure="assists")
            raise Refused("damaged", said, path, f"{where}.assists")
    return entries


def read_scores() -> tuple[list[dict], dict, Message | None]:
    """The table's entries, the rest of the file (kept on the next write) and a message if it was refused.

    A refused file is set aside; if it cannot be, or the app may not read it, the table is read as
    empty and `extra` is None, which tells add_score not to write.
    """
    entries, extra, problem, _ = _table()
    return entries, extra, problem


def _table() -> tuple[list[dict], dict | None, Message | None, Message | str | None]:
    """read_scores, and where the file held text that had to be changed to be shown (None: nowhere)."""
    path = scores_path()
    if not os.path.lexists(path):
        return [], {}, None, None
    try:
        return _read_table(path)
    except Refused as err:
        if err.kind == "unreadable":  # a file the app may not read is not damaged: it stays where it is
            said = msg(
                "The high-score table {path} is left as it is, but {problem}.", path=str(path), problem=err.message
            )
            return [], None, said, None
        try:
            table, aside = reread_or_set_aside(path, _read_table, Refused)
        except OSError:
            return (
                [],
                None,
                msg(
                    "The high-score table {path} could not be used ({problem}); it was left as it was.",
                    path=str(path),
                    problem=err.message,
                ),
                None,
            )
        if table is not None:
            return table
        return (
            [],
            {},
            msg(
                "The high-score table could not be used ({problem}); it was kept as {path}.",
                problem=err.message,
                path=str(aside),
            ),
            None,
        )


def _read_table(path) -> tuple[list[dict], dict, None, Message | str | None]:
    """The table as it is in the file, its words as a screen can show them; Refused when it cannot be used."""
    data = read_json(path, SIZE_LIMIT, "Galaxy Express score table")
    check_format(data, FORMAT, VERSION, "Galaxy Express score table", path, legacy=_legacy)
    entries = _check_entries(data, path)
    extra = {key: value for key, value in data.items() if key not in ("format", "version", "game", "scores")}
    shown = [{**cleaned(entry), **{key: drawable(entry[key]) or "?" for key in TEXTS}} for entry in entries]
    changed = next((f"scores[{i}]" for i, (a, b) in enumerate(zip(entries, shown, strict=True)) if a != b), None)
    if changed is None and cleaned(extra) != extra:
        changed = msg("outside the scores")
    return shown, cleaned(extra), None, changed


def load_scores() -> list[dict]:
    return read_scores()[0]


def entry_for(card: dict, seed: int, day: _dt.date | None = None) -> dict:
    day = day or _dt.date.today()
    return {
        "total": card["total"],
        "band": card["band"],
        "date": day.isoformat(),
        "deal": deal_code(seed),
        "daily": seed == daily_seed(day),
        "deliveries": card["deliveries"],
        "refuels": card["refuels"],
        "coins_left": card["coins_left"],
        "won": card["won"],
        "assists": sum(card["assists"].values()),
    }


def add_score(card: dict, seed: int, day: _dt.date | None = None) -> tuple[list[dict], int | None]:
    """Record a finished game; returns the table and the new entry's place (1-10), or None if it missed it."""
    table, place, _ = record_game(card, seed, day)
    return table, place


def record_game(card: dict, seed: int, day: _dt.date | None = None) -> tuple[list[dict], int | None, Message | None]:
    """add_score, and the message to show when the old table could not be used (it was set aside)."""
    with locked(scores_path()):  # two windows ending a game at once: each adds its entry to the other's table
        return _record(entry_for(card, seed, day))


def _record(entry: dict) -> tuple[list[dict], int | None, Message | None]:
    entries, extra, problem, changed = _table()
    table = entries + [entry]
    # higher totals first; among equals, fewer assists, then the earlier game keeps its place
    order = sorted(range(len(table)), key=lambda i: (-table[i]["total"], table[i].get("assists", 0), i))
    kept = [table[i] for i in order[:KEEP]]
    place = next((rank + 1 for rank, i in enumerate(order[:KEEP]) if i == len(table) - 1), None)
    if extra is None:  # a file we refused and could not move: never write over it
        return kept, place, problem
    if changed is not None:  # its words are written as they were shown: the table as it was is kept first
        try:
            aside = set_aside(scores_path())
        except OSError as err:
            said = msg("This score was not added: the table could not be kept as it was ({why}).", why=reason(err))
            return kept, place, said
        problem = msg(
            "The high-score table held text that cannot be shown (at {where}); it was kept as {path}.",
            where=changed,
            path=str(aside),
        )
    data = {"format": FORMAT, "version": VERSION, "game": scores_game(), **extra, "scores": kept}
    try:
        atomic_write_text(scores_path(), json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    except (OSError, ValueError):
        pass  # a table we cannot write must not spoil the end of a game
    return kept, place, problem
