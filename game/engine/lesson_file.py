"""A lesson's file (assets/lessons/<id>.json): its schema, read and checked, and the conditions a free step plays
until. A damaged file gives a LessonError whose reason is a message for the player; nothing crashes. Where the
lessons are and the running lesson: game/engine/lesson.py; the format: docs/lessons.md.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from game.rules import CHANCE, TERMINAL, freeze, get
from game.rules.words import Message, english, msg
from game.saves.records import SEED_LIMIT, SeatInfo

FORMAT, VERSION = "star-table-lesson", 1
ROLL = "roll"  # the learner's own die (or draw): what `do` names, and what `refusal` is asked before a roll
NEXT, ACTION, FREE = "next", "action", "free"  # what a step waits for (LessonCue.waits)
KINDS = ("next", "do", "any", "free")  # a step's kinds, as the file writes them
SPOT = re.compile(r"[a-z_]+(:[^\s]+)?")  # "square:15", "button:leave", "dice", "log:last"
SEEDED = object()  # a chance step the deal's own seed draws


class LessonError(Exception):
    """A lesson that cannot be played as written: a damaged file (`reason` a message for the player), or, checking,
    a step the game does not allow (English for the lesson's writer: the command line's check)."""

    def __init__(self, reason: Message | str):
        super().__init__(english(reason))
        self.reason = reason


# --- conditions: what a free step plays until ------------------------------------------------------------
def _over(state, events, args, learner) -> bool:
    return state.actor == TERMINAL


def _your_turn(state, events, args, learner) -> bool:
    """The learner decides (or rolls their own die) next: the others' moves are over."""
    if state.actor == CHANCE:
        return state.chance_roller() == learner
    return state.actor == learner


def _phase(state, events, args, learner) -> bool:
    return getattr(state, "phase", None) == args["name"]


def _event(state, events, args, learner) -> bool:
    """An event of the move just played has `type` and every other field given (`"seat": "learner"` is theirs)."""
    wanted = {key: (learner if value == "learner" else value) for key, value in args.items() if key != "is"}
    return any(all(event.get(key) == value for key, value in wanted.items()) for event in events)


CONDITIONS = {  # name -> (test, the arguments it needs, whether it reads the state alone (so it may hold at once))
    "over": (_over, (), True),
    "your_turn": (_your_turn, (), True),
    "phase": (_phase, ("name",), True),
    "event": (_event, ("type",), False),
}
NAMED = {  # the games' own conditions, in their words, as one of the above
    "mission_over": {"is": "over"},
    "game_over": {"is": "over"},
    "battle_over": {"is": "event", "type": "battle_result"},
    "fall_back": {"is": "event", "type": "move", "why": "fall_back"},
    "planet_completed": {"is": "event", "type": "complete"},
    "delivery_made": {"is": "event", "type": "deliver"},
    "capture_made": {"is": "event", "type": "capture"},
    "captures": {"is": "phase", "name": "capture"},
}


@dataclass(frozen=True)
class Until:
    name: str  # a CONDITIONS name
    args: dict

    def holds(self, state, events, learner) -> bool:
        return CONDITIONS[self.name][0](state, events, self.args, learner)

    @property
    def by_state(self) -> bool:
        return CONDITIONS[self.name][2]


# --- the file ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Step:
    says: Message
    kind: str  # "next", "do", "any", "free"
    points: tuple[str, ...] = ()
    actions: tuple = ()  # do: one, any: the set
    until: Until | None = None  # free
    wrong: Message | None = None  # the lesson's words for any other click (else the kind's own)
    solution: tuple = ()  # free: the learner's moves `learn --check` plays (then a bot plays them)
    section: str | None = None  # the rules' section F1 opens (else the lesson's)
    expect: dict = field(default_factory=dict)  # the check: fields of the state's JSON as the step begins
    then: tuple = ()  # a Next step: moves played when Next is pressed ("many turns later"), both seats'

    @property
    def waits(self) -> str:
        return {"next": NEXT, "do": ACTION, "any": ACTION, "free": FREE}[self.kind]


@dataclass(frozen=True)
class Lesson:
    id: str
    game: str
    title: Message
    order: int
    seats: tuple[SeatInfo, ...]
    learner: int
    seed: int
    options: dict
    chance: tuple  # outcomes in order; SEEDED where the deal's seed draws
    bots: dict  # seat -> its moves in order
    steps: tuple[Step, ...]
    finale: dict  # {"seats": [SeatInfo], "options": {...}, "seed": int | None}
    prelude: tuple = ()  # moves played before the first step: a lesson may begin in mid-game
    section: str | None = None
    path: Path | None = field(default=None, compare=False)

    def messages(self) -> list[Message]:
        """Every message the lesson shows: its title, each step's words and refusals."""
        found = [self.title]
        for step in self.steps:
            found += [step.says] + ([step.wrong] if step.wrong else [])
        return found


def _damaged(path: Path, why: str) -> LessonError:
    return LessonError(
        msg(
            "The lesson {file} is damaged ({why}), so it cannot be played. Reinstall Star Table to get it back.",
            file=path.name,
            why=why,
        )  # fmt: skip
    )


def _text(data: dict, key: str, where: str, optional: bool = False) -> str | None:
    value = data.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{where}: '{key}' must be a text")
    return value


def _seats(data, where: str) -> tuple[SeatInfo, ...]:
    if not isinstance(data, list) or not data:
        raise ValueError(f"{where}: 'seats' must be a list of seats")
    seats = []
    for number, seat in enumerate(data):
        if not isinstance(seat, dict) or seat.get("kind") not in ("human", "bot"):
            raise ValueError(f"{where}: seat {number + 1} needs a kind, human or bot")
        name = seat.get("name", "")
        level = seat.get("level") if seat["kind"] == "bot" else None
        if not isinstance(name, str) or (seat["kind"] == "bot" and level not in ("easy", "normal", "hard")):
            raise ValueError(f"{where}: seat {number + 1} needs a name and, a bot, a level (easy, normal, hard)")
        seats.append(SeatInfo(name, seat["kind"], level))
    return tuple(seats)


def _until(data, where: str) -> Until:
    if isinstance(data, str):
        if data in NAMED:
            data = NAMED[data]
        elif data in CONDITIONS:
            data = {"is": data}
        else:
            raise ValueError(f"{where}: no condition named {data!r} (known: {', '.join([*CONDITIONS, *NAMED])})")
    if not isinstance(data, dict) or data.get("is") not in CONDITIONS:
        raise ValueError(f"{where}: 'until' must name a condition ({', '.join(CONDITIONS)})")
    missing = [name for name in CONDITIONS[data["is"]][1] if name not in data]
    if missing:
        raise ValueError(f"{where}: the condition {data['is']!r} needs {', '.join(missing)}")
    return Until(data["is"], {key: value for key, value in data.items() if key != "is"})


def _step(data, number: int) -> Step:
    where = f"step {number}"
    if not isinstance(data, dict):
        raise ValueError(f"{where} is not an object")
    kinds = [kind for kind in KINDS if kind in data]
    if len(kinds) != 1:
        raise ValueError(f"{where} must have exactly one of {', '.join(KINDS)}")
    kind = kinds[0]
    points = data.get("points", [])
    if not isinstance(points, list) or not all(isinstance(p, str) and SPOT.fullmatch(p) for p in points):
        raise ValueError(f"{where}: 'points' must be a list of spot ids such as \"square:15\"")
    actions, until, solution = (), None, ()
    if kind == "next" and data["next"] is not True:
        raise ValueError(f"{where}: 'next' is true")
    then = data.get("then", [])
    if not isinstance(then, list) or (then and kind != "next"):
        raise ValueError(f"{where}: 'then' is a list of moves, and only a Next step plays them")
    if kind == "do":
        actions = (freeze(data["do"]),)
    if kind == "any":
        if not isinstance(data["any"], list) or len(data["any"]) < 2:
            raise ValueError(f"{where}: 'any' lists two or more actions")
        actions = tuple(freeze(action) for action in data["any"])
    if kind == "free":
        if data["free"] is not True or "until" not in data:
            raise ValueError(f"{where}: 'free' is true and comes with 'until'")
        until = _until(data["until"], where)
        if not isinstance(data.get("solution", []), list):
            raise ValueError(f"{where}: 'solution' is a list of actions")
        solution = tuple(freeze(action) for action in data.get("solution", []))
    wrong = _text(data, "wrong", where, optional=True)
    expect = data.get("expect", {})
    if not isinstance(expect, dict):
        raise ValueError(f"{where}: 'expect' is an object of the state's fields and their values")
    return Step(
        says=Message(_text(data, "says", where)), kind=kind, points=tuple(points), actions=actions, until=until,
        wrong=None if wrong is None else Message(wrong), solution=solution, section=_text(data, "section", where, True),
        expect={key: freeze(value) for key, value in expect.items()}, then=tuple(freeze(move) for move in then),
    )  # fmt: skip


def _chance(data) -> tuple:
    if not isinstance(data, list):
        raise ValueError("'chance' must be a list of outcomes")
    found = []
    for item in data:
        if isinstance(item, dict):
            if set(item) != {"seed"} or type(item["seed"]) is not int or item["seed"] < 0:
                raise ValueError('a chance entry that is an object is {"seed": N}: N draws from the deal\'s seed')
            found += [SEEDED] * item["seed"]
        else:
            found.append(freeze(item))
    return tuple(found)


def parse(data, lesson_id: str, path: Path | None = None) -> Lesson:
    """A lesson from the file's data; ValueError naming what is wrong."""
    if not isinstance(data, dict):
        raise ValueError("not a lesson (no object at the top)")
    if data.get("format") != FORMAT:
        raise ValueError(f"not a lesson ('format' is not {FORMAT!r})")
    if data.get("version") != VERSION:
        raise ValueError(f"version {data.get('version')!r}, and this Star Table reads version {VERSION}")
    game = _text(data, "game", "the lesson")
    try:
        info = get(game)
    except KeyError:
        raise ValueError(f"no game called {game!r}") from None
    seats = _seats(data.get("seats"), "the lesson")
    info.check_players(len(seats))
    learners = [seat for seat, info_ in enumerate(seats) if not info_.is_bot]
    if len(learners) != 1:
        raise ValueError("a lesson has one learner: exactly one human seat")
    seed = data.get("seed")
    if type(seed) is not int or not 0 <= seed < SEED_LIMIT:
        raise ValueError("'seed' must be a deal number")
    options = info.resolve_options(data.get("options") or {})
    prelude = data.get("prelude", [])
    if not isinstance(prelude, list):
        raise ValueError("'prelude' is a list of moves")
    order = data.get("order", 1)
    bots = data.get("bots", {})
    if type(order) is not int or not isinstance(bots, dict):
        raise ValueError("'order' is a number and 'bots' an object of seat numbers and moves")
    scripted = {}
    for seat, moves in bots.items():
        if not seat.isdigit() or not 0 <= int(seat) < len(seats) or not seats[int(seat)].is_bot:
            raise ValueError(f"'bots' names seat {seat}, which is not a bot")
        if not isinstance(moves, list):
            raise ValueError(f"'bots': seat {seat}'s moves must be a list")
        scripted[int(seat)] = tuple(freeze(move) for move in moves)
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        raise ValueError("'steps' must be a list of steps")
    finale = data.get("finale")
    if not isinstance(finale, dict):
        raise ValueError("'finale' (the real game after the lesson) is missing")
    final_seats = _seats(finale.get("seats"), "the finale")
    info.check_players(len(final_seats))
    final_seed = finale.get("seed")
    if final_seed is not None and (type(final_seed) is not int or not 0 <= final_seed < SEED_LIMIT):
        raise ValueError("the finale's 'seed' must be a deal number or absent (a new deal)")
    return Lesson(
        id=lesson_id, game=game, title=Message(_text(data, "title", "the lesson")), order=order, seats=seats,
        learner=learners[0], seed=seed, options=options, chance=_chance(data.get("chance", [])), bots=scripted,
        steps=tuple(_step(step, number) for number, step in enumerate(steps, 1)),
        finale={"seats": list(final_seats), "options": info.resolve_options(finale.get("options") or {}),
                "seed": final_seed},
        prelude=tuple(freeze(move) for move in prelude), section=_text(data, "section", "the lesson", optional=True),
        path=path,
    )  # fmt: skip


def read_lesson(path: Path) -> Lesson:
    """The lesson in one file; a LessonError with a player's message for anything wrong with it."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        raise _damaged(path, err.strerror or type(err).__name__) from None
    except UnicodeDecodeError:
        raise _damaged(path, "not UTF-8 text") from None
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as err:
        raise _damaged(path, f"not JSON: {getattr(err, 'msg', 'too deep')}") from None
    try:
        return parse(data, path.stem, path)
    except (ValueError, TypeError, KeyError) as err:
        raise _damaged(path, str(err)) from None
