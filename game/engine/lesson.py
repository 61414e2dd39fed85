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

import logging
import re
from dataclasses import dataclass
from pathlib import Path

from game.engine.chance import ChanceSource
from game.engine.lesson_file import (
    ACTION,
    CONDITIONS,
    FORMAT,
    FREE,
    KINDS,
    NAMED,
    NEXT,
    ROLL,
    SEEDED,
    VERSION,
    Lesson,
    LessonError,
    Step,
    Until,
    parse,
    read_lesson,
)
from game.engine.match import Match
from game.rules import CHANCE, IllegalAction, games
from game.rules.core import same_action
from game.rules.words import Message, Seat, msg
from game.saves.records import SeatInfo

__all__ = [  # the file's part (lesson_file.py) is read through here too: one place to import lessons from
    "ACTION",
    "CONDITIONS",
    "FORMAT",
    "FREE",
    "KINDS",
    "NAMED",
    "NEXT",
    "ROLL",
    "SEEDED",
    "VERSION",
    "Lesson",
    "LessonCue",
    "LessonError",
    "Lessoning",
    "ScriptedBot",
    "ScriptedChance",
    "Step",
    "Until",
    "lessons",
    "lessons_dir",
    "load_lesson",
    "parse",
    "read_lesson",
]

log = logging.getLogger(__name__)


# --- where the lessons are ------------------------------------------------------------------------------
def lessons_dir() -> Path:
    return Path(__file__).resolve().parent.parent.parent / "assets" / "lessons"


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
        """The step's words; a step waiting for the learner's move shows the words of the step before until the bots'
        and dice' moves before the learner's are on the table (it may tell of them: "Vega passed" while Vega was
        still thinking, issue 33)."""
        index = min(self.index, len(self.lesson.steps) - 1)
        step = self.step
        waits = NEXT if self.done else step.waits
        if index > 0 and not self.done and step.kind in ("do", "any") and not self.settled():  # (not free play)
            index -= 1
        shown = self.lesson.steps[index]
        seats = {f"p{seat}": Seat(seat) for seat in range(len(self.lesson.seats))}
        says = Message(shown.says.id, {name: seats[name] for name in _placeholders(shown.says.id) if name in seats})
        section = shown.section or self.lesson.section
        return LessonCue(says, shown.points, waits, index, len(self.lesson.steps), section)

    def settled(self) -> bool:
        """The step can show: the learner is to act (or read), or the game is over; not while a bot or a die that is
        not the learner's still moves first."""
        match = self.match
        if self.done or self.step.kind == "next" or match.is_over:
            return True
        if match.actor == CHANCE:
            return match.state.chance_roller() == self.learner
        return match.actor == self.learner

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
        self.match.rewind(self.starts[self.index])
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
