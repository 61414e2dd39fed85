"""The rules contract every game honours (see docs/architecture.md).

Headless on purpose: the simulator, the tests and the bots run these modules
without a display, so nothing here may import pygame.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

CHANCE = -1
"""`actor` value when the next step is a chance outcome (a die, a draw)."""
TERMINAL = -2
"""`actor` value once the game is over."""

Action = Any
"""A decision or chance outcome: str, int, or a tuple of those (JSON-able, hashable)."""


class IllegalAction(Exception):
    """A move the rules refuse; `reason` is written for the player who tried it."""

    def __init__(self, reason: str, action: Action = None):
        super().__init__(reason)
        self.reason = reason
        self.action = action


class GameNotOver(Exception):
    """`result()` was asked for before the game reached its end."""


@dataclass(frozen=True)
class Result:
    """The end of a game: what a results screen and a simulator need."""

    scores: tuple[float, ...]
    ranks: tuple[int, ...]  # 1 = first; equal ranks share a place
    winners: tuple[int, ...]  # empty for an unfinished game
    tie_breaks: tuple[str, ...] = ()  # the tie-breaks that decided something, in words
    finished: bool = True  # False when a turn limit stopped the game

    @property
    def rewards(self) -> tuple[float, ...]:
        """1 shared among the winners, 0 for everyone else (what search maximises)."""
        if not self.winners:
            return tuple(0.0 for _ in self.scores)
        share = 1.0 / len(self.winners)
        return tuple(share if seat in self.winners else 0.0 for seat in range(len(self.scores)))

    def to_json(self) -> dict:
        return {
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "winners": list(self.winners),
            "tie_breaks": list(self.tie_breaks),
            "finished": self.finished,
        }


def ranks_from_scores(scores) -> tuple[int, ...]:
    """Competition ranking (1, 2, 2, 4): equal scores share a place."""
    return tuple(1 + sum(1 for other in scores if other > mine) for mine in scores)


def same_action(a, b) -> bool:
    """Equal and of the same types all the way down: True is not the die face 1."""
    if type(a) is not type(b):
        return False
    if type(a) is tuple:
        return len(a) == len(b) and all(same_action(x, y) for x, y in zip(a, b, strict=True))
    return a == b


def freeze(value):
    """Turn JSON lists back into tuples so actions read from a record are hashable."""
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    return value


@dataclass(frozen=True)
class Option:
    """One setup choice a game offers; the setup screen is built from these."""

    key: str
    label: str
    default: Any
    kind: str = "bool"  # bool | int | choice
    choices: tuple = ()
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""

    def check(self, value):
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"option {self.key!r} must be true or false, not {value!r}")
        elif self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"option {self.key!r} must be a whole number, not {value!r}")
            if self.minimum is not None and value < self.minimum:
                raise ValueError(f"option {self.key!r} must be at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise ValueError(f"option {self.key!r} must be at most {self.maximum}")
        elif self.kind == "choice":
            if value not in self.choices:
                raise ValueError(f"option {self.key!r} must be one of {list(self.choices)}, not {value!r}")
        return value


class GameState:
    """Base of every game's state: the OpenSpiel-shaped contract.

    Subclasses keep their state in plain attributes (lists, dicts, ints, strings)
    and implement the underscored hooks; the public members add the checks
    every game needs so no module can forget them.
    """

    game_id: ClassVar[str] = ""
    hidden_information: ClassVar[bool] = False

    num_players: int
    options: dict

    # --- what each game implements -------------------------------------------------
    @property
    def actor(self) -> int:
        raise NotImplementedError

    def legal_actions(self) -> list:
        """Every legal decision for the actor, in a stable order (empty at CHANCE/TERMINAL)."""
        raise NotImplementedError

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """At a CHANCE step, each outcome with its probability (they sum to 1)."""
        return []

    def _refusal(self, action: Action) -> str:
        """Why a decision the actor may not take is refused (a sentence for the player)."""
        return f"{action!r} is not a legal move now."

    def _apply(self, action: Action) -> list[dict]:
        """Apply an action already known to be legal; return the events it caused."""
        raise NotImplementedError

    def _describe(self, action: Action) -> str:
        """One log line; seats appear as {p0}, {p1}, ... so the log can show names."""
        return str(action)

    def view(self, seat: int) -> dict:
        """What `seat` may know. Perfect-information games show everything."""
        if self.hidden_information:
            raise NotImplementedError("a game with hidden information must define view()")
        return self.to_json()

    @classmethod
    def from_view(cls, view: dict, seat: int, rng) -> GameState:
        """A full state consistent with `view` (determinisation for bots)."""
        if cls.hidden_information:
            raise NotImplementedError("a game with hidden information must define from_view()")
        return cls.from_json(view)

    def result(self) -> Result:
        raise NotImplementedError

    def chance_roller(self) -> int | None:
        """At a CHANCE step, the seat whose die or draw it is (the window lets a person roll it), or None."""
        return None

    def evaluate(self, seat: int) -> float:
        """Heuristic worth of this state for `seat` (higher is better); greedy bots use it."""
        return 0.0

    def to_json(self) -> dict:
        raise NotImplementedError

    @classmethod
    def from_json(cls, data: dict) -> GameState:
        raise NotImplementedError

    def clone(self) -> GameState:
        return type(self).from_json(self.to_json())

    # --- shared behaviour ---------------------------------------------------------
    def describe(self, action: Action, names=None) -> str:
        """One line of plain text for the move log, with seat names filled in."""
        if names is None:
            names = [f"Player {seat + 1}" for seat in range(self.num_players)]
        return self._describe(action).format(**{f"p{seat}": name for seat, name in enumerate(names)})

    @property
    def is_terminal(self) -> bool:
        return self.actor == TERMINAL

    def explain(self, action: Action) -> str | None:
        """Why `action` is illegal now, or None when `apply` would accept it."""
        actor = self.actor
        if actor == TERMINAL:
            return "The game is over."
        if actor == CHANCE:
            if any(same_action(action, outcome) for outcome, _ in self.chance_outcomes()):
                return None
            return f"Waiting for chance; {action!r} is not a possible outcome."
        if any(same_action(action, legal) for legal in self.legal_actions()):
            return None
        return self._refusal(action)

    def apply(self, action: Action) -> list[dict]:
        """Apply a decision or chance outcome; refuse an illegal one without changing anything."""
        reason = self.explain(action)
        if reason is not None:
            raise IllegalAction(reason, action)
        return self._apply(action)

    def _check_over(self):
        if self.actor != TERMINAL:
            raise GameNotOver("The game is not over yet.")

    def __eq__(self, other):
        return type(other) is type(self) and other.to_json() == self.to_json()

    __hash__ = None  # states are mutable


@dataclass(frozen=True)
class GameInfo:
    """How a game declares itself once; menus, setup screens and the CLI read this."""

    id: str
    title: str
    min_players: int
    max_players: int
    state_class: type
    pitch: str = ""
    options: tuple[Option, ...] = ()
    rules_path: str = ""  # under assets/
    tags: tuple[str, ...] = field(default=())
    search_leaf: str = "rollout"
    """How search bots value a new leaf: "rollout" plays random decisions to the end;
    "evaluate" asks `evaluate` instead, for games whose random games say little about
    good play (the bots' softmax over the seats' evaluations stands in for win chances)."""
    search: str = "tree"
    """What the search bots (normal, hard, the hint) search: "tree" is UCT over single decisions;
    "turns" plays each promising decision out to the end of the turn with greedy play and compares
    the evaluations there (game/ai/turns.py), for games whose turns are many small decisions."""

    @property
    def hidden_information(self) -> bool:
        return self.state_class.hidden_information

    def default_options(self) -> dict:
        return {opt.key: opt.default for opt in self.options}

    def resolve_options(self, options: dict | None) -> dict:
        """Fill defaults and refuse unknown or mistyped options with a readable message."""
        known = {opt.key: opt for opt in self.options}
        resolved = self.default_options()
        for key, value in (options or {}).items():
            if key not in known:
                raise ValueError(f"{self.title} has no option {key!r} (it has: {', '.join(known) or 'none'})")
            resolved[key] = known[key].check(value)
        return resolved

    @property
    def player_span(self) -> str:
        """'2–6', or '1' for a solitaire."""
        if self.min_players == self.max_players:
            return str(self.min_players)
        return f"{self.min_players}–{self.max_players}"

    def check_players(self, players: int):
        if (
            isinstance(players, bool)
            or not isinstance(players, int)
            or not self.min_players <= players <= self.max_players
        ):
            raise ValueError(f"{self.title} is for {self.player_span} players, not {players}")

    def new_game(self, players: int, seed=None, options: dict | None = None) -> GameState:
        self.check_players(players)
        return self.state_class.new_game(players, seed, self.resolve_options(options))
