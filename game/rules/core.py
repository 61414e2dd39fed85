"""The rules contract every game honours (see docs/architecture.md).

Headless on purpose: the simulator, the tests and the bots run these modules
without a display, so nothing here may import pygame.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from operator import attrgetter
from typing import Any, ClassVar

from game.rules.words import N_, Message, english, msg

CHANCE = -1
"""`actor` value when the next step is a chance outcome (a die, a draw)."""
TERMINAL = -2
"""`actor` value once the game is over."""

Action = Any
"""A decision or chance outcome: str, int, or a tuple of those (JSON-able, hashable)."""


class IllegalAction(Exception):
    """A move the rules refuse; `reason` is a message for the player who tried it (`str()` is its English)."""

    def __init__(self, reason: Message | str, action: Action = None):
        super().__init__(english(reason) if isinstance(reason, Message) else reason)
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
    tie_breaks: tuple[Message, ...] = ()  # the tie-breaks that decided something, as messages
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
            "tie_breaks": [said.as_data() if isinstance(said, Message) else said for said in self.tie_breaks],
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
    choice_words: tuple = ()  # a choice option's words for its choices (N_-marked, in order); else the values

    def shown(self, choice) -> str:
        """The words (an N_ id) setup shows for one of the choices; settings and records keep the value."""
        if choice in self.choices and len(self.choice_words) == len(self.choices):
            return self.choice_words[self.choices.index(choice)]
        return str(choice)

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


def chances(counts, names=None) -> list[tuple[Action, float]]:
    """Drawing one item from a multiset as chance outcomes: each item present with its share.

    `counts` is a list (item i counted at i, named `names[i]` when names are given) or a dict
    {item: count}; items with none left are not outcomes.
    """
    if isinstance(counts, dict):
        total = sum(counts.values())
        return [(item, n / total) for item, n in counts.items() if n]
    total = sum(counts)
    if names is None:
        return [(i, n / total) for i, n in enumerate(counts) if n]
    return [(names[i], n / total) for i, n in enumerate(counts) if n]


def draw(pool: dict, rng):
    """One item drawn at random from a multiset {item: count} (taken out of it), for dealing at set-up."""
    items = sorted(item for item, count in pool.items() if count > 0)
    pick = rng.random() * sum(pool[item] for item in items)
    chosen = items[-1]
    for item in items:
        pick -= pool[item]
        if pick < 0:
            chosen = item
            break
    pool[chosen] -= 1
    return chosen


# --- declared fields: JSON and a fast clone from one declaration ------------------------------------------
# How a kind of field is copied by `clone`, written by `to_json` and read back by `from_json`
# ({v} is the value). "value" is immutable (int, str, bool, None); "shared" never changes once set
# up, so copies may share it; "tuples" is a list of tuples, which JSON turns into lists.
KINDS = {
    # kind: (clone, to_json, from_json)
    "value": ("{v}", "{v}", "{v}"),
    "shared": ("{v}", "_deep({v})", "_deep({v})"),
    "list": ("{v}[:]", "list({v})", "list({v})"),
    "lists": ("[x[:] for x in {v}] if {v} else []", "[list(x) for x in {v}]", "[list(x) for x in {v}]"),
    "tuples": ("{v}[:]", "[list(x) for x in {v}]", "[tuple(x) for x in {v}]"),
    "dict": ("dict({v})", "dict({v})", "dict({v})"),
    "dict_lists": ("{{k: x[:] for k, x in {v}.items()}}", "{{k: list(x) for k, x in {v}.items()}}",
                   "{{k: list(x) for k, x in {v}.items()}}"),
    "nested": ("_deep({v})", "_deep({v})", "_deep({v})"),
    "constant": ("", "", ""),  # the same in every state (its `default`): written to the JSON, never kept
}  # fmt: skip


def _deep(value):
    """A copy of JSON-like data (lists, tuples, dicts of scalars) at every depth."""
    kind = type(value)
    if kind is list:
        return [_deep(v) for v in value]
    if kind is dict:
        return {k: _deep(v) for k, v in value.items()}
    if kind is tuple:
        return tuple(_deep(v) for v in value)
    return value


@dataclass(frozen=True)
class Field:
    """One piece of a game's state, declared once in the class's FIELDS.

    `key` is its name in the JSON when that differs; `saved=False` marks a cache that the JSON leaves out
    (a loaded state starts it at `default`, and `_loaded` may rebuild it); `load` reads an unusual value back.
    """

    name: str
    kind: str = "value"
    key: str | None = None
    saved: bool = True
    default: Any = None
    load: Callable | None = None


def _field_methods(cls, fields: tuple[Field, ...]) -> dict:
    """clone, to_json and from_json for `cls`, written out as straight-line code once (as fast as by hand)."""
    for f in fields:
        assert f.kind in KINDS, f"{cls.__name__}.{f.name}: unknown kind {f.kind!r}"
    env = {"_deep": _deep, "cls": cls, "_new": object.__new__}
    clone = ["def clone(self):", "    new = _new(cls)"]
    for i, f in enumerate(fields):
        env[f"_default{i}"] = f.default
    clone += [
        f"    new.{f.name} = " + KINDS[f.kind][0].format(v=f"self.{f.name}") for f in fields if f.kind != "constant"
    ]
    clone.append("    return new")
    save = ["def to_json(self):", "    return {"]
    save += [
        f"        {f.key or f.name!r}: "
        + (f"_deep(_default{i})" if f.kind == "constant" else KINDS[f.kind][1].format(v=f"self.{f.name}"))
        for i, f in enumerate(fields)
        if f.saved
    ]
    save[2:] = [line + "," for line in save[2:]]
    save.append("    }")
    load = ["def from_json(cls, data):", "    new = _new(cls)"]
    for i, f in enumerate(fields):
        if f.kind == "constant":
            continue
        if not f.saved:
            load.append(f"    new.{f.name} = _deep(_default{i})")
        elif f.load is not None:
            env[f"_load{i}"] = f.load
            load.append(f"    new.{f.name} = _load{i}(data[{f.key or f.name!r}])")
        else:
            load.append(f"    new.{f.name} = " + KINDS[f.kind][2].format(v=f"data[{f.key or f.name!r}]"))
    load += ["    new._loaded()", "    return new"]
    exec("\n".join(clone + save + load), env)  # noqa: S102 - our own declarations, nothing read from outside
    return {"clone": env["clone"], "to_json": env["to_json"], "from_json": classmethod(env["from_json"])}


class GameState:
    """Base of every game's state: the OpenSpiel-shaped contract.

    Subclasses keep their state in plain attributes (lists, dicts, ints, strings)
    and implement the underscored hooks; the public members add the checks
    every game needs so no module can forget them. A game that declares its
    FIELDS gets `to_json`, `from_json` and `clone` from them.
    """

    game_id: ClassVar[str] = ""
    hidden_information: ClassVar[bool] = False

    FIELDS: ClassVar[tuple[Field, ...]] = ()
    """The state's fields; declaring them writes clone/to_json/from_json (unless the class writes its own)."""
    SIMULATION_OPTIONS: ClassVar[dict] = {}
    """Options the conformance suite and quick simulations use so random games end soon (e.g. a turn limit)."""
    PLAYOUT: ClassVar[tuple | None] = None
    """(actor, legal, outcomes, apply) by phase when every step dispatches through these tables (a phased
    state that overrides none of those steps): random playouts read them directly, one call a step fewer."""

    num_players: int
    options: dict

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.FIELDS:  # a subclass gets its own methods too, so its clones are of its own class
            for name, method in _field_methods(cls, cls.FIELDS).items():
                if name not in cls.__dict__:
                    setattr(cls, name, method)

    def _loaded(self) -> None:
        """After `from_json`: rebuild what the JSON leaves out (caches); nothing by default."""

    def public_decision(self) -> bool:
        """The actor needs none of their secrets for this decision, so a shared screen may ask it
        over the public table (no curtain). Only games with hidden information say yes."""
        return False

    @classmethod
    def asking(cls, phase: str | None) -> Asking:
        """What the decision point named `phase` (a view's "phase") means to a screen: boards branch on this,
        never on a phase's name, so a new phase that asks the same kind of thing needs no new screen code."""
        return Asking()

    @classmethod
    def bench_extras(cls) -> dict | None:
        """A game's own figures for `python -m game bench`, if it has any."""
        return None

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

    def _refusal(self, action: Action) -> Message:
        """Why a decision the actor may not take is refused (a message for the player)."""
        return msg("{move} is not a legal move now.", move=repr(action))

    def _apply(self, action: Action) -> list[dict]:
        """Apply an action already known to be legal; return the events it caused."""
        raise NotImplementedError

    def _describe(self, action: Action) -> Message:
        """One log line, a message whose seats are `Seat`s so the log can show names."""
        return Message(str(action))

    def _label(self, action: Action) -> Message:
        """The words on a button that offers `action` to the seat choosing it (no actor's name); the log line
        unless the game says otherwise."""
        return self.describe(action)

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
    def describe(self, action: Action) -> Message:
        """The move log's line for `action`, as a message the screen words (with the players' names)."""
        return self._describe(action)

    def label(self, action: Action) -> Message:
        """What a button offering `action` says to the seat choosing it ("Jump to the Nexxus")."""
        return self._label(action)

    @property
    def is_terminal(self) -> bool:
        return self.actor == TERMINAL

    def explain(self, action: Action) -> Message | None:
        """Why `action` is illegal now (a message for the player), or None when `apply` would accept it."""
        actor = self.actor
        if actor == TERMINAL:
            return msg("The game is over.")
        if actor == CHANCE:
            if any(same_action(action, outcome) for outcome, _ in self.chance_outcomes()):
                return None
            return msg("Waiting for chance; {move} is not a possible outcome.", move=repr(action))
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
class Asking:
    """A phase's meaning to a screen, from the rules' phase table: the kind of choice and the spots it lights."""

    ask: str = ""
    lit: tuple[str, ...] = ()
    chance: bool = False  # a die or a draw decides, not a seat
    over: bool = False  # the game has ended


@dataclass(frozen=True)
class Phase:
    """One decision point of a game: who acts, what they may do, what it does, how the log reads it.

    Every function takes the state first. A chance phase gives `outcomes` (and `roller`, whose die it is);
    a decision phase gives `legal` (and `actor`, else the state's `current` seat acts); a phase with
    neither `apply` nor `outcomes` is the end of the game. `enter` is what arriving in it does.
    """

    legal: Callable | None = None  # (state) -> [action]
    apply: Callable | None = None  # (state, action) -> [event]
    describe: Callable | None = None  # (state, action) -> Message: the log line
    outcomes: Callable | None = None  # (state) -> [(outcome, probability)] at a chance step
    refusal: Callable | None = None  # (state, action) -> Message: a specific reason, else None for a generic one
    actor: Callable | int | None = None  # (state) -> seat, or CHANCE / TERMINAL
    roller: Callable | None = None  # (state) -> seat whose die or draw it is, or None
    enter: Callable | None = None  # (state) -> [event]: what arriving in the phase does
    sure: Callable | None = None  # (state, action) -> True when surely legal: a fast path for bots
    ask: str = ""  # what a screen offers here, in the game's words ("coin", "slide", "landing"): boards read this
    lit: tuple[str, ...] = ()  # the kinds of spot a board lights for this decision ("sector", "hyperpoint")
    label: Callable | None = None  # (state, action) -> Message: the words on a button offering it (default: describe)

    def completed(self) -> Phase:
        """The same phase with every default filled in, so dispatch never tests for None.

        The filling is read back as "not declared", so completing a completed phase changes nothing: a
        subclass may build its table on its parent's processed one (a decision never turns into a chance step).
        """
        outcomes = None if self.outcomes is _nothing else self.outcomes
        apply = None if self.apply is _game_over else self.apply
        actor = None if self.actor in (CHANCE, TERMINAL) else self.actor
        if apply is None and outcomes is None:
            who = TERMINAL
        elif outcomes is not None:
            who = CHANCE
        else:
            who = actor if actor is not None else _CURRENT
        return replace(
            self,
            legal=self.legal or _nothing,
            outcomes=outcomes or _nothing,
            describe=self.describe or _as_text,
            refusal=self.refusal or _no_reason,
            actor=who,
            roller=self.roller or _no_one,
            apply=apply or _game_over,
            sure=self.sure or _not_sure,
        )


_CURRENT = attrgetter("current")


def _nothing(state) -> list:
    return []


def _as_text(state, action) -> Message:
    return Message(str(action))



def _no_reason(state, action) -> None:
    return None


def _no_one(state) -> None:
    return None


def _not_sure(state, action) -> bool:
    return False


def _game_over(state, action) -> list:
    raise IllegalAction(msg("The game is over."), action)


def phase_table() -> tuple[dict[str, Phase], Callable]:
    """A module's own table of phases and the function that declares one into it (for a game whose
    phases live in several modules; the state class joins the tables with `join_phases`)."""
    phases: dict[str, Phase] = {}

    def declare(name: str, legal=None, apply=None, describe=None, outcomes=None, refusal=None, **more) -> None:
        assert name not in phases, f"phase {name!r} declared twice"
        phases[name] = Phase(legal, apply, describe, outcomes, refusal, **more)

    return phases, declare


def join_phases(*tables: dict) -> dict[str, Phase]:
    """Several modules' tables as one; a name declared twice is an error."""
    joined: dict = {}
    for declared in tables:
        twice = joined.keys() & declared.keys()
        assert not twice, f"declared twice: {sorted(twice)}"
        joined.update(declared)
    return joined


def _dispatchers(cls) -> dict:
    """actor, legal_actions, chance_outcomes and _apply of `cls` with its tables held by the functions
    themselves: looking a table up on the class at every step costs the playouts several per cent."""
    actors, legal, outcomes, moves = cls._ACTORS, cls._LEGAL, cls._OUTCOMES, cls._APPLY

    def actor(self) -> int:
        who = actors[self.phase]
        return who if who.__class__ is int else who(self)

    def legal_actions(self) -> list:
        return legal[self.phase](self)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        return outcomes[self.phase](self)

    def _apply(self, action: Action) -> list[dict]:
        return moves[self.phase](self, action)

    return {
        "actor": property(actor),
        "legal_actions": legal_actions,
        "chance_outcomes": chance_outcomes,
        "_apply": _apply,
    }


class PhasedState(GameState):
    """A state whose `phase` names its decision point in the class's PHASES table.

    The contract dispatches through the table, so a game lists its phases as data instead of testing
    `phase ==` in every method, and code that must go on in another phase enters it by name (`enter`).
    """

    PHASES: ClassVar[dict[str, Phase]] = {}
    phase: str

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "PHASES" in cls.__dict__:
            cls.PHASES = phases = {name: p.completed() for name, p in cls.PHASES.items()}
            # the hottest questions get a table each: one lookup per step in a playout
            cls._ACTORS = {name: p.actor for name, p in phases.items()}
            cls._LEGAL = {name: p.legal for name, p in phases.items()}
            cls._OUTCOMES = {name: p.outcomes for name, p in phases.items()}
            cls._APPLY = {name: p.apply for name, p in phases.items()}
            cls._DISPATCHERS = _dispatchers(cls)
            for name, method in cls._DISPATCHERS.items():
                if name not in cls.__dict__:  # a game's own version stays
                    setattr(cls, name, method)
        if "PHASES" in cls.__dict__ or cls.PLAYOUT is not None:  # (a game that overrides a step has none)
            mine = all(getattr(cls, name) is method for name, method in cls._DISPATCHERS.items())
            cls.PLAYOUT = (cls._ACTORS, cls._LEGAL, cls._OUTCOMES, cls._APPLY) if mine else None

    @property
    def actor(self) -> int:
        who = self._ACTORS[self.phase]
        return who if who.__class__ is int else who(self)

    def legal_actions(self) -> list:
        return self._LEGAL[self.phase](self)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        return self._OUTCOMES[self.phase](self)

    def chance_roller(self) -> int | None:
        return self.PHASES[self.phase].roller(self)

    def _apply(self, action: Action) -> list[dict]:
        return self._APPLY[self.phase](self, action)

    def explain(self, action: Action) -> Message | None:
        if self.PHASES[self.phase].sure(self, action):
            return None
        return super().explain(action)

    def _describe(self, action: Action) -> Message:
        return self.PHASES[self.phase].describe(self, action)

    def _label(self, action: Action) -> Message:
        label = self.PHASES[self.phase].label
        return self.describe(action) if label is None else label(self, action)

    def _refusal(self, action: Action) -> Message:
        return self.PHASES[self.phase].refusal(self, action) or super()._refusal(action)

    @classmethod
    def asking(cls, phase: str | None) -> Asking:
        declared = cls.PHASES.get(phase)
        if declared is None:
            return Asking()
        return Asking(declared.ask, declared.lit, declared.actor == CHANCE, declared.actor == TERMINAL)

    def enter(self, name: str) -> list[dict]:
        """Go into phase `name`; what arriving there does (its `enter`) happens now."""
        self.phase = name
        arrive = self.PHASES[name].enter
        return arrive(self) if arrive is not None else []


@dataclass(frozen=True)
class Parts:
    """Where the layers above the rules find the rest of a game, as "package.module:name" import paths.

    The rules import none of them (game/rules sits below the bots, the window and the tools): each layer
    resolves the paths it needs where it uses them (`resolve`), so one registration declares the whole game.
    """

    board: str = ""
    """scenes: the game's table, a `scenes.boards.base.Board` subclass (none: "table coming soon")."""
    evaluate: str = ""
    """game/ai: `(state, seat) -> float`, how good a position is for a seat (greedy play, search leaves)."""
    idle: str = ""
    """game/ai: `(state, action) -> bool`, an action that only waits (the bots never wait while they can act)."""
    styles: tuple[tuple[str, str], ...] = ()
    """game/ai: (style, path) pairs, a level's own evaluation (bots.LEVELS names the style of each level)."""
    art: str = ""
    """tools: `generate(out, kit) -> [Path]`, its sprites and maps (`make_assets --only <id>`)."""
    card: str = ""
    """tools: `() -> Surface`, its menu card, written to assets/art/card_<id>.png."""
    moments: tuple[tuple[str, str], ...] = ()
    """scenes: (moment, path) pairs, `(seed) -> Match | None`, a game played into a moment worth a look
    (`screenshot <id>:<moment>`, the bench, the smoke run)."""
    smoke: tuple[str, ...] = ()
    """scenes: `(app) -> str`, steps the smoke run adds after the bots played the table (the line it prints)."""
    phone: str = ""
    """game/engine: `(view, seat) -> [item]`, what a seat holds in secret for its phone page (seat_packet.py's
    "private": cards, secret tiles, its ship); none: the game has no private part."""
    results: str = ""
    """the results' words: `(view, result) -> {"headline": Message | None, "lines": [(Message, tone)]}`, the game's
    own headline and summary lines from the view at the end (results are public), worded alike on the table's results
    screen and the phone pages (game/words/results.py `summary`); tone is "good", "ink", "accent", "dim", "bad" or
    "glow". None: the shared headline and the tie-breaks' line only."""


def resolve(path: str):
    """The object a part's path names, imported now (by the layer that needs it: the rules never call this)."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


@dataclass(frozen=True)
class GameInfo:
    """How a game declares itself once; menus, setup screens, the bots, the tools and the CLI read this."""

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
    playout_target: float | None = None
    """Random playouts a second the game must reach (`python -m game bench` prints it beside the figure)."""
    high_scores: bool = False
    """The game keeps a top-ten table of scores (game/saves/scores.py)."""
    score_word: str = N_("score")
    """What `result().scores` counts, the results' column heading on the table's screen and the phone pages (a
    board's SCORE_LABEL says the same: tests/test_phone_browser_results.py)."""
    parts: Parts = Parts()
    """Its board, bots' evaluation, art, menu card, moments and smoke steps (see `Parts`)."""

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
