"""The decision points of the game: every phase of setup and of a turn names who acts, what they may do,
what it does and how the log reads it.

Each rules module declares its own phases in its own table (`HANDLERS, handler = phase.table()`); the state
class joins the tables (state.py), and a module that must go on in a phase another module owns enters it by
name through the state (`st.ENTER`, `st.AFTER_EXPLORE`, `st.AFTER_PLACING`), so no rules module imports one
that imports it back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Handler:
    legal: Callable  # (state) -> [action]; for chance phases: [] and `outcomes` is set
    apply: Callable  # (state, action) -> [event]
    describe: Callable  # (state, action) -> str with {pN} seat placeholders
    outcomes: Callable | None = None  # (state) -> [(outcome, probability)] at a chance step
    refusal: Callable | None = None  # (state, action) -> str: a specific reason, else a generic one


def table() -> tuple[dict[str, Handler], Callable]:
    """A module's own table of phases, and the function that declares one into it."""
    handlers: dict[str, Handler] = {}

    def handler(name: str, legal, apply, describe, outcomes=None, refusal=None) -> None:
        assert name not in handlers, f"phase {name!r} declared twice"
        handlers[name] = Handler(legal, apply, describe, outcomes, refusal)

    return handlers, handler


def join(*tables: dict) -> dict:
    """The tables of several modules as one; a name declared twice is an error."""
    joined: dict = {}
    for declared in tables:
        twice = joined.keys() & declared.keys()
        assert not twice, f"declared twice: {sorted(twice)}"
        joined.update(declared)
    return joined
