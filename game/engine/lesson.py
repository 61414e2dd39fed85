"""Lessons: a guided first game, as data (assets/lessons/<id>.json), played on a match whose dice and bots obey it.

A lesson is a fixed deal (seed, options, seats), the chance outcomes in order, the bots' moves where the lesson
needs them, and steps. Each step says something (a message in the `lessons` catalogue domain, the game's words
marked `*like this*`), points at board spots by the board's own ids, and waits: for Next, for the one action
it teaches (`do`), for one of a set (`any`), or lets the learner play (`free`) until a named condition holds.
`Lessoning` plays one: `allowed` is the one place where what the learner may do is narrowed, `refusal` answers
anything else in the lesson's own words, `played` hears every move (the table tells it), `back` rebuilds the
match to where the previous step began. The file format and the conditions: docs/lessons.md.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field
from pathlib import Path

from game.engine.chance import ChanceSource
from game.engine.match import Match
from game.rules import CHANCE, TERMINAL, IllegalAction, freeze, games, get
from game.rules.core import same_action
from game.rules.words import Message, Seat, english, msg
from game.saves.records import SEED_LIMIT, SeatInfo

log = logging.getLogger(__name__)

FORMAT, VERSION = "star-table-lesson", 1
ROLL = "roll"  # the learner's own die (or draw): what `do` names, and what `refusal` is asked before a roll
NEXT, ACTION, FREE = "next", "action", "free"  # what a step waits for (LessonCue.waits)
KINDS = ("next", "do", "any", "free")  # a step's kinds, as the file writes them
SPOT = re.compile(r"[a-z_]+(:[^\s]+)?")  # "square:15", "button:leave", "dice", "log:last"
SEEDED = object()  # a chance step the deal's own seed draws


def lessons_dir() -> Path:
    return Path(__file__).resolve().parent.parent.parent / "assets" / "lessons"


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


def load_lesson(lesson_id: str, folder: Path | None = None) -> Lesson:
    if not re.fullmatch(r"[a-z0-9_]+", lesson_id):
        raise LessonError(msg("There is no lesson called {name}.", name=lesson_id))
    path = (folder or lessons_dir()) / f"{lesson_id}.json"
    if not path.exists():
        raise LessonError(msg("There is no lesson called {name}.", name=lesson_id))
    return read_lesson(path)


def lessons(game_id: str | None = None, folder: Path | None = None) -> list[Lesson]:
    """The lessons (of one game), in the menu's order of games, then each game's order; a damaged file is left out
    (logged: `python -m game learn --check` names it)."""
    found = []
    for path in sorted((folder or lessons_dir()).glob("*.json")):
        try:
            lesson = read_lesson(path)
        except LessonError as err:
            log.warning("%s", err)
            continue
        if game_id is None or lesson.game == game_id:
            found.append(lesson)
    rank = {info.id: number for number, info in enumerate(games())}
    return sorted(found, key=lambda lesson: (rank.get(lesson.game, len(rank)), lesson.order, lesson.id))


# --- the match's dice and the bots' moves, from the lesson ----------------------------------------------------
class ScriptedChance:
    """The lesson's dice and draws in order (the n-th chance step of the record takes the n-th outcome), then the
    deal's seed: so Back and a replay see the same dice. Strict (checking), an outcome the step cannot have is an
    error; else the seed draws instead."""

    def __init__(self, lessoning: Lessoning):
        self.lessoning = lessoning
        self.seeded = ChanceSource(lessoning.lesson.seed)
        self.seed = lessoning.lesson.seed

    def draw(self, step: int, outcomes):
        record = self.lessoning.match.record.actions[:step]
        done = sum(1 for entry in record if entry.is_chance)
        script = self.lessoning.lesson.chance
        wanted = script[done] if done < len(script) else SEEDED
        if wanted is not SEEDED:
            for outcome, _share in outcomes:
                if same_action(outcome, wanted):
                    return outcome
            self.lessoning.failed(f"chance outcome {done + 1} of the lesson, {wanted!r}, cannot happen here")
        return self.seeded.draw(step, outcomes)


class _Decided:
    """A thinker that knows its move already (the interface of game.ai.base.Thinker)."""

    def __init__(self, action):
        self.action, self.done = action, True

    def think(self, seconds: float = 0.0) -> bool:
        return True

    def finish(self):
        return self.action


class ScriptedBot:
    """A bot seat's moves from the lesson, in order (its n-th decision in the record is the n-th move); after them,
    or where one is not legal (strict: an error), the fallback bot decides (without one: the first legal move)."""

    def __init__(self, lessoning: Lessoning, seat: int, fallback=None):
        self.lessoning, self.seat, self.fallback = lessoning, seat, fallback
        self.level = getattr(fallback, "level", None)

    def start(self, view: dict, seat: int, info):
        match = self.lessoning.match
        done = sum(1 for entry in match.record.actions if not entry.is_chance and entry.actor == seat)
        script = self.lessoning.lesson.bots.get(seat, ())
        legal = match.state.legal_actions()
        if done < len(script):
            wanted = script[done]
            for action in legal:
                if same_action(action, wanted):
                    return _Decided(action)
            self.lessoning.failed(f"move {done + 1} of the bot at seat {seat + 1}, {wanted!r}, is not legal here")
        if self.fallback is not None:
            return self.fallback.start(view, seat, info)
        return _Decided(legal[0])

    def choose(self, view: dict, seat: int, info):
        return self.start(view, seat, info).finish()


# --- one lesson being played ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class LessonCue:
    """What the lesson panel shows now."""

    says: Message
    points: tuple[str, ...]
    waits: str  # "next", "action", "free"
    index: int
    count: int
    section: str | None = None  # the rules' section for F1


DEFAULT_WRONG = {
    "next": msg("Read this first, then press Next."),
    "do": msg("In this lesson, do what the panel asks first: the glowing spot shows where."),
    "any": msg("In this lesson, choose one of the moves the panel shows."),
    "free": msg("That is not something this lesson lets you do now."),
}


class Lessoning:
    """One lesson being played: its match (dice from the lesson), its bots (moves from the lesson), the step."""

    def __init__(self, lesson: Lesson, strict: bool = False, names: dict | None = None):
        """`strict`: a scripted die or bot move the game does not allow raises LessonError (the check); `names`:
        seat -> a name for it (the learner's own), else the file's, else the seat's number."""
        self.lesson = lesson
        self.strict = strict
        self.problem: str | None = None  # what went off script first (not strict), in English for the log
        seats = []
        for seat, info in enumerate(lesson.seats):
            name = (names or {}).get(seat) or info.name or f"Player {seat + 1}"
            seats.append(SeatInfo(name, info.kind, info.level))
        self.match = Match(lesson.game, seats, lesson.seed, lesson.options)
        self.match.chance = ScriptedChance(self)
        self.index = 0
        self.starts = [0] * (len(lesson.steps) + 1)  # the record's length when each step began
        self._roller = None  # whose die the next chance step is (learned after every move)
        self._dealt()
        self._script(lesson.prelude, "the prelude")
        while lesson.prelude and self.match.actor == CHANCE:  # a lesson in mid-game begins at a decision
            self.match.roll()
        self._roller = self._next_roller()
        self._begin(0)

    # --- what the screen asks ---------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def learner(self) -> int:
        return self.lesson.learner

    @property
    def step(self) -> Step:
        return self.lesson.steps[min(self.index, len(self.lesson.steps) - 1)]

    def cue(self) -> LessonCue:
        step = self.step
        seats = {f"p{seat}": Seat(seat) for seat in range(len(self.lesson.seats))}
        says = Message(step.says.id, {name: seats[name] for name in _placeholders(step.says.id) if name in seats})
        waits = NEXT if self.done else step.waits
        index = min(self.index, len(self.lesson.steps) - 1)
        return LessonCue(says, step.points, waits, index, len(self.lesson.steps), step.section or self.lesson.section)

    def holds(self) -> bool:
        """The table waits for the learner to read (a Next step): no bot moves, no die rolls meanwhile (a draw
        nobody rolls, a coin turned up after a move, still comes: it ends the move before)."""
        return not self.done and self.step.kind == "next"

    def bots(self, fallback: dict | None = None) -> dict[int, ScriptedBot]:
        """The scripted bots, seat -> bot; `fallback` (seat -> a game.ai bot) decides after their script."""
        return {
            seat: ScriptedBot(self, seat, (fallback or {}).get(seat))
            for seat, info in enumerate(self.match.seats)
            if info.is_bot
        }

    def allowed(self, legal: list) -> list:
        """The one narrowing place: what the learner may do now of `legal` (the rules' legal actions)."""
        if self.done:
            return list(legal)
        step = self.step
        if step.kind == "next":
            return []
        if step.kind == "free":
            return list(legal)
        found = [action for action in legal if any(same_action(action, wanted) for wanted in step.actions)]
        state = self.match.state
        if self.match.actor == self.learner:  # a move the rules allow outside their list (an assist) is offered too
            found += [
                wanted
                for wanted in step.actions
                if wanted != ROLL and not any(same_action(wanted, a) for a in found) and state.explain(wanted) is None
            ]
        return found

    def refusal(self, action) -> Message | None:
        """The lesson's own words for an action (or ROLL) the learner may not make now; None when it may."""
        if self.done:
            return None
        step = self.step
        if action == ROLL:
            rolling = self.match.actor == CHANCE and self._roller == self.learner
            if rolling and (step.kind == "free" or any(wanted == ROLL for wanted in step.actions)):
                return None
        elif self.match.actor == self.learner and any(same_action(action, a) for a in self.allowed([action])):
            return None
        elif step.kind == "free":
            return None  # not legal at all: the rules say why
        return step.wrong or DEFAULT_WRONG[step.kind]

    # --- what happens -----------------------------------------------------------------------------
    def played(self, seat, action, events) -> None:
        """After any move (the learner's, a bot's, a die): the step may be done. The table calls this."""
        roller, self._roller = self._roller, self._next_roller()
        if self.done:
            return
        step = self.step
        mine = (seat == self.learner) or (seat == CHANCE and roller == self.learner)
        if step.kind in ("do", "any") and mine:
            made = ROLL if seat == CHANCE else action
            if any(same_action(made, wanted) for wanted in step.actions):
                self._begin(self.index + 1)
        elif step.kind == "free" and step.until.holds(self.match.state, events, self.learner):
            self._begin(self.index + 1)

    def next(self) -> bool:
        """The learner pressed Next: only a Next step moves on by it (after its `then` moves, if it has them)."""
        if self.done or self.step.kind != "next":
            return False
        self._script(self.step.then, f"step {self.index + 1}'s 'then'")
        self._begin(self.index + 1)
        return True

    def back(self) -> bool:
        """One step back: the previous step again, the match rebuilt to where it began (its dice the same)."""
        if self.index == 0 and len(self.match.record.actions) == self.starts[0]:
            return False
        self.index = max(0, min(self.index, len(self.lesson.steps)) - 1)
        self.match._rebuild(self.match.record.actions[: self.starts[self.index]])
        self.match._redo.clear()
        self._roller = self._next_roller()
        return True

    def finale(self) -> tuple[str, list, dict]:
        """(game id, seats, options) of the real game the lesson ends in; `finale_seed` its deal (None: new)."""
        return self.finale_of(self.lesson)

    @staticmethod
    def finale_of(lesson: Lesson) -> tuple[str, list, dict]:
        return lesson.game, list(lesson.finale["seats"]), dict(lesson.finale["options"])

    @property
    def finale_seed(self) -> int | None:
        return self.lesson.finale["seed"]

    def failed(self, why: str) -> None:
        """The match went off the lesson's script: an error when checking; else noted, and the game plays on."""
        why = f"step {self.index + 1}: {why}"
        if self.strict:
            raise LessonError(why)
        if self.problem is None:
            self.problem = why
            log.warning("lesson %s, %s", self.lesson.id, why)

    # --- inside -----------------------------------------------------------------------------------
    def _next_roller(self):
        state = self.match.state
        return state.chance_roller() if state.actor == CHANCE else None

    def _script(self, moves: tuple, where: str) -> None:
        """Moves the lesson plays itself (its prelude, a step's `then`), the dice between them from the lesson.
        Always strict: a lesson whose own moves are not legal cannot be shown at all."""
        match = self.match
        for number, move in enumerate(moves, 1):
            while match.actor == CHANCE:
                match.roll()
            legal = [] if match.is_over else match.state.legal_actions()
            found = [action for action in legal if same_action(action, move)] or [move]
            try:
                match.apply(found[0])  # an assist is allowed outside the legal list: the rules judge
            except IllegalAction:
                raise LessonError(f"move {number} of {where}, {move!r}, is not legal there") from None
        self._dealt()

    def _dealt(self) -> None:
        """The set-up's own draws (a chance step nobody rolls) before the first step: the table is dealt."""
        match = self.match
        while match.actor == CHANCE and match.state.chance_roller() is None:
            match.roll()
        self._roller = self._next_roller()

    def _begin(self, index: int) -> None:
        self.index = index
        self.starts[index] = len(self.match.record.actions)
        if not self.done:
            step = self.step
            if step.kind == "free" and step.until.by_state and step.until.holds(self.match.state, [], self.learner):
                self._begin(index + 1)


def _placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{(\w+)\}", text))
