"""Playing a lesson headless to its end, as `python -m game learn --check` does: every awaited move legal at its
step, every scripted die and bot move possible, every free step's condition reached, the real game startable.

The learner's moves are the steps' own (`do`, the first of `any`, a free step's `solution`), then a bot's (the
easy level, from `make_bot`: the engine makes no bots itself); `at_step(lessoning)` is called once as each step
begins and the table has settled, where a screen would show it (the spots are checked there).
"""

from __future__ import annotations

from game.engine.lesson import ROLL, Lesson, LessonError, Lessoning
from game.engine.match import Match
from game.rules import CHANCE, freeze
from game.rules.core import same_action

MOVES = 3000  # a lesson is ten minutes: a walk longer than this never reaches its condition


def play_through(lesson: Lesson, make_bot=None, at_step=None) -> Lessoning:
    """The lesson played to its end (strict: a LessonError names the first step that cannot be played)."""
    run = Lessoning(lesson, strict=True)
    seed = lesson.seed * 7
    fallback = {} if make_bot is None else {
        seat: make_bot(info.level or "easy", seed=seed + seat) for seat, info in enumerate(lesson.seats) if info.is_bot
    }  # fmt: skip
    bots = run.bots(fallback)
    stand_in = None if make_bot is None else make_bot("easy", seed=seed + len(lesson.seats))
    shown, made, moves = set(), {}, 0
    while not run.done:
        match, index = run.match, run.index
        if match.actor == CHANCE and match.state.chance_roller() is None:  # a draw nobody rolls: never held
            _play(run, match.chance.draw(len(match.record.actions), match.state.chance_outcomes()))
            continue
        if index not in shown and run.settled():
            shown.add(index)
            _expected(run)
            if at_step is not None:
                at_step(run)
        step = run.step
        if step.kind == "next":
            run.next()
            continue
        moves += 1
        if match.is_over or moves > MOVES:
            why = "the game ended before the step was done" if match.is_over else f"not done in {MOVES} moves"
            raise LessonError(_at(run, why))
        actor = match.actor
        if actor == CHANCE:
            if match.state.chance_roller() == lesson.learner and run.refusal(ROLL) is not None:
                raise LessonError(_at(run, "the learner's die is up, and the step waits for something else"))
            action = match.chance.draw(len(match.record.actions), match.state.chance_outcomes())
        elif match.seat_is_bot(actor):
            action = bots[actor].choose(match.state.view(actor), actor, match.info)
        else:
            legal = match.state.legal_actions()
            action = _learners(run, legal, made.get(index, 0), stand_in)
            made[index] = made.get(index, 0) + 1
        _play(run, action)
    return run


def _play(run: Lessoning, action) -> None:
    """A move as the table plays it: applied, then told to the lesson."""
    actor = run.match.actor
    events = run.match.apply(action)
    run.played(actor, action, events)


def _expected(run: Lessoning) -> None:
    """What the step's words say of the table holds as it begins (its `expect`: fields of the state's JSON)."""
    if not run.step.expect:
        return
    state = run.match.state.to_json()
    for key, wanted in run.step.expect.items():
        if freeze(state.get(key)) != wanted:
            raise LessonError(_at(run, f"its words expect {key} = {wanted!r}, and the game has {state.get(key)!r}"))


def _learners(run: Lessoning, legal: list, made: int, stand_in):
    step = run.step
    if step.kind in ("do", "any"):
        for wanted in step.actions:
            if wanted == ROLL or _legal(run, legal, wanted) is None:
                shown = ", ".join(map(repr, legal[:12]))
                raise LessonError(_at(run, f"it waits for {wanted!r}, which is not a legal move here (legal: {shown})"))
        return _legal(run, legal, step.actions[0])
    if made < len(step.solution):
        wanted = step.solution[made]
        found = _legal(run, legal, wanted)
        if found is None:
            raise LessonError(_at(run, f"its solution's move {made + 1}, {wanted!r}, is not legal here"))
        return found
    if stand_in is None:
        return legal[0]
    return stand_in.choose(run.match.state.view(run.learner), run.learner, run.match.info)


def _legal(run: Lessoning, legal: list, wanted):
    """`wanted` as the rules offer it now; a move the rules allow outside the list (an assist) as it is; else None."""
    found = next((action for action in legal if same_action(action, wanted)), None)
    return wanted if found is None and run.match.state.explain(wanted) is None else found


def _at(run: Lessoning, why: str) -> str:
    return f"step {run.index + 1}: {why}"


def check(lesson: Lesson, make_bot=None, at_step=None) -> list[str]:
    """What is wrong with a lesson when played (English, for the command line): [] when all is well."""
    try:
        play_through(lesson, make_bot, at_step)
    except LessonError as err:
        return [str(err)]
    game, seats, options = Lessoning.finale_of(lesson)
    try:
        Match(game, seats, lesson.finale["seed"] or 0, options)
    except (ValueError, KeyError) as err:
        return [f"its real game cannot start: {err}"]
    return []
