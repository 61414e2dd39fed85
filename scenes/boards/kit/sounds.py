"""Which sound a game event makes, from a table each board declares."""

from __future__ import annotations


def event_sounds(events: list[dict], table: dict, limit: int = 2) -> list[str]:
    """The first `limit` sounds for `events`: `table[type]` is a sound's name or a function of the event that
    returns one (or None for silence)."""
    found = []
    for event in events:
        sound = table.get(event["type"])
        if callable(sound):
            sound = sound(event)
        if sound:
            found.append(sound)
    return found[:limit]
