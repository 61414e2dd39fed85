"""Galaxy Express beyond the rulebook: the top-ten score table and the deal of the day.

The table is JSON in the user data folder (STAR_TABLE_HOME moves it), written atomically;
a damaged file is set aside, never overwritten silently.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json

from game.engine.chance import SEED_LIMIT, deal_code
from game.engine.storage import atomic_write_text, data_dir

FILE_NAME = "galaxy_express_scores.json"
KEEP = 10


def scores_path():
    return data_dir() / FILE_NAME


def daily_seed(day: _dt.date | None = None) -> int:
    """The same deal for everyone on a date: a seed from the date alone."""
    day = day or _dt.date.today()
    digest = hashlib.sha256(f"galaxy_express:{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:4], "big") % SEED_LIMIT


def load_scores() -> list[dict]:
    path = scores_path()
    if not path.exists():
        return []
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        entries = data["scores"]
        if not isinstance(entries, list) or not all(isinstance(e, dict) and "total" in e for e in entries):
            raise ValueError("not a score list")
        return entries
    except (OSError, ValueError, KeyError, TypeError):
        try:
            path.replace(path.with_name(f"{path.stem}.damaged.json"))
        except OSError:
            pass
        return []


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
    entry = entry_for(card, seed, day)
    table = load_scores() + [entry]
    # higher totals first; among equals, fewer assists, then the earlier game keeps its place
    order = sorted(range(len(table)), key=lambda i: (-table[i]["total"], table[i].get("assists", 0), i))
    kept = [table[i] for i in order[:KEEP]]
    place = next((rank + 1 for rank, i in enumerate(order[:KEEP]) if i == len(table) - 1), None)
    try:
        atomic_write_text(scores_path(), json.dumps({"game": "galaxy_express", "scores": kept}, indent=1) + "\n")
    except OSError:
        pass  # a table we cannot write must not spoil the end of a game
    return kept, place


COUNTED = (("deliveries", "delivery/deliveries"), ("refuels", "refuel/refuels"), ("coins_left", "coin/coins"))


def _count(n: int, words: str) -> str:
    one, many = words.split("/")
    return f"{n} {one if n == 1 else many}"


def describe(entry: dict) -> str:
    """One line of the table: score, date, deal, how it was made up."""
    parts = [
        f"{entry['total']:>4}",
        entry["date"],
        entry["deal"] + (" (daily)" if entry.get("daily") else ""),
        ", ".join(_count(entry[key], word) for key, word in COUNTED),
    ]
    if entry.get("assists"):
        parts.append(f"{entry['assists']} assist{'s' if entry['assists'] > 1 else ''}")
    return "  ·  ".join(parts)
