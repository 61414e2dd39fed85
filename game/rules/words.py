"""Messages: what the rules say to a player, as data the screen words in the player's language.

The rules never hand out a finished sentence: a record, a replay, a phone page or a lesson carries the
message (its catalogue id and parameters) and words it where it is shown, in that viewer's language.
The id is the English text with {named} placeholders (the gettext convention), so English needs no
catalogue and a translator sees what is meant. `game.words` turns a message into text.

Write messages through `msg`, `nmsg` and `pmsg` (and `npmsg`): `make words` finds them by those names.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Seat:
    """A seat in a message: worded as that player's name where the message is shown."""

    seat: int


@dataclass(frozen=True)
class Message:
    """A catalogue id and its parameters; `plural` and `count` for ngettext, `context` for pgettext."""

    id: str
    args: dict = field(default_factory=dict)
    plural: str | None = None  # the English plural id; `args[count]` chooses between the two
    count: str | None = None
    context: str | None = None  # a translator's context: a "die" roll, a "deal" code

    def __post_init__(self):
        if (self.plural is None) != (self.count is None):
            raise ValueError("a plural message needs both its plural id and the name of its count")
        if self.count is not None and self.count not in self.args:
            raise ValueError(f"the plural message {self.id!r} has no count {self.count!r}")

    def as_data(self) -> dict:
        """Plain JSON-able data: a dict with the id, the parameters and only the fields set."""
        data: dict = {"id": self.id}
        if self.args:
            data["args"] = {name: _value_data(value) for name, value in self.args.items()}
        for name in ("plural", "count", "context"):
            if getattr(self, name) is not None:
                data[name] = getattr(self, name)
        return data

    @classmethod
    def from_data(cls, data: dict) -> Message:
        """The message `as_data` gave (a ValueError for anything else: data read from a file is checked)."""
        if not isinstance(data, dict) or not isinstance(data.get("id"), str):
            raise ValueError(f"not a message: {data!r}")
        args = data.get("args", {})
        if not isinstance(args, dict):
            raise ValueError(f"a message's parameters are not a dict: {args!r}")
        extra = {name: data.get(name) for name in ("plural", "count", "context")}
        if any(value is not None and not isinstance(value, str) for value in extra.values()):
            raise ValueError(f"not a message: {data!r}")
        return cls(data["id"], {str(name): _value_from_data(value) for name, value in args.items()}, **extra)


def _value_data(value):
    if isinstance(value, Message):
        return {"message": value.as_data()}
    if isinstance(value, Seat):
        return {"seat": value.seat}
    if isinstance(value, (list, tuple)):
        return [_value_data(item) for item in value]
    if value is None or isinstance(value, (str, int, float)):
        return value
    raise ValueError(f"a message parameter must be plain data, a seat or a message, not {value!r}")


def _value_from_data(value):
    if isinstance(value, dict):
        if set(value) == {"message"}:
            return Message.from_data(value["message"])
        if set(value) == {"seat"} and type(value["seat"]) is int:
            return Seat(value["seat"])
        raise ValueError(f"not a message parameter: {value!r}")
    if isinstance(value, list):
        return [_value_from_data(item) for item in value]
    if value is None or isinstance(value, (str, int, float)):
        return value
    raise ValueError(f"not a message parameter: {value!r}")


def msg(text: str, /, **args) -> Message:
    """A message: `text` is the English id with {named} placeholders filled from `args`."""
    return Message(text, args)


def nmsg(singular: str, plural: str, count: str, /, **args) -> Message:
    """A message with a plural: `args[count]` picks the form by the shown language's plural rule."""
    return Message(singular, args, plural=plural, count=count)


def pmsg(context: str, text: str, /, **args) -> Message:
    """A message whose words are ambiguous without `context` (a translator's hint, e.g. "dice" or "deal code")."""
    return Message(text, args, context=context)


def npmsg(context: str, singular: str, plural: str, count: str, /, **args) -> Message:
    """A plural message with a translator's context."""
    return Message(singular, args, plural=plural, count=count, context=context)


def N_(text: str) -> str:
    """Marks a word for the catalogue where it is defined (an option label); it is worded where it is shown."""
    return text


# --- English without the catalogue: a programmer's view (an exception's text, the rules fingerprint, a test) ------
def english(message: Message | str, names=None) -> str:
    """`message` in English (its ids are English), seats named from `names`; the screens word through game.words."""
    if isinstance(message, str):
        return message
    text = message.plural if message.plural is not None and message.args[message.count] != 1 else message.id
    return text.format_map({name: _english_value(value, names) for name, value in message.args.items()})


def _english_value(value, names) -> str:
    if isinstance(value, Message):
        return english(value, names)
    if isinstance(value, Seat):
        return names[value.seat] if names is not None and 0 <= value.seat < len(names) else f"Player {value.seat + 1}"
    if isinstance(value, (list, tuple)):
        return ", ".join(_english_value(item, names) for item in value)
    return "" if value is None else str(value)
