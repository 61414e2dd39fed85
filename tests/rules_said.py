"""What the rules said, in English: tests compare the words of a message, a reason or a query's answer."""

from __future__ import annotations

from game.rules.words import Message, english


def en(said, names=None):
    """A message in English; a dict, list or tuple of them worded throughout; anything else (None) as it is."""
    if isinstance(said, dict):
        return {key: en(value, names) for key, value in said.items()}
    if isinstance(said, (list, tuple)):
        return type(said)(en(value, names) for value in said)
    return english(said, names) if isinstance(said, Message) else said
