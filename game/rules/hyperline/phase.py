"""The registry of decision points: every phase of setup and of a turn names who acts,
what they may do, what it does and how the log reads it. Modules add their own.
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


HANDLERS: dict[str, Handler] = {}


def handler(name: str, legal, apply, describe, outcomes=None, refusal=None) -> None:
    HANDLERS[name] = Handler(legal, apply, describe, outcomes, refusal)
