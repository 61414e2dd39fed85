"""Where a lesson's spots stand on the play screen, and the check that every spot a lesson points at is there.

A spot is named in the table's own words, never in pixels (docs/lessons.md): the board answers its own
(`Board.spot`: squares, sectors, tiles, trays, the dice); the frame's are answered here, since a board never
sees the frame: "button:<an action's first word>" (the action buttons, "button:roll" the die's), "prompt" (the
bottom bar's sentence) and "log:last" (the move log's newest entry). `check` plays a lesson headless and asks
for every spot each step points at in the smallest and the largest window (`python -m game learn --check`).
"""

from __future__ import annotations

import pygame

from game.rules import CHANCE, TERMINAL
from game.rules.core import same_action
from game.words import word
from scenes.boards import board_class
from scenes.boards.base import action_kind
from scenes.boards.props import TableProps
from scenes.frame import Frame

SIZES = ((1024, 600), (3840, 2160))  # the smallest window laid out whole, and 4K
MOVES = 5000  # a lesson is short: a walk longer than this is a lesson that never ends


def frame_spot(spot_id: str, frame: Frame, buttons: list) -> pygame.Rect | None:
    """The frame's spots; `buttons`: (rect, action) of the action buttons shown now."""
    kind, _, name = spot_id.partition(":")
    if kind == "button":
        return next((pygame.Rect(rect) for rect, action in buttons if action_kind(action) == name), None)
    if spot_id == "prompt":
        left = min((rect.x for rect, _action in buttons), default=frame.bottom_rect.right)
        return pygame.Rect(frame.bottom_rect.x, frame.bottom_rect.y, left - frame.bottom_rect.x, frame.bottom_rect.h)
    if spot_id == "log:last" and frame.log_view is not None:
        log = frame.log_view
        if not log.tops:
            return None
        top, bottom = (log.rect.y + y - log.scroll for y in (log.tops[-1], log.content_height))
        return pygame.Rect(log.rect.x, top, log.rect.width, max(12, bottom - top)).clip(log.rect)
    return None


def spot_rect(spot_id: str, board, frame: Frame, buttons: list) -> pygame.Rect | None:
    """Where `spot_id` stands now: the board's spot first, else the frame's (None: nowhere)."""
    found = board.spot(spot_id) if board.rect is not None else None
    return found if found is not None else frame_spot(spot_id, frame, buttons)


class Laid:
    """A board and frame laid out at one window size for a lesson's match, without a screen (the check's)."""

    def __init__(self, match, size: tuple[int, int]):
        self.match, self.size = match, size
        self.board = board_class(match.info.id)()
        self.frame = Frame(match, self.board)
        self.frame.layout(size)
        self.board.layout(self.frame.board_rect)

    def show(self, run) -> list:
        """Hand the board the props for the step now (what the learner may do, narrowed by the lesson); the
        action buttons as (rect, action)."""
        match, frame, board = self.match, self.frame, self.board
        seat = run.learner
        actor = match.actor
        acting = actor == seat
        legal = run.allowed(match.state.legal_actions()) if acting else []
        rolling = seat if actor == CHANCE and match.state.chance_roller() == seat else None
        view = match.state.view(seat)
        names = tuple(match.names)
        props = TableProps(
            view=view,
            asking=match.state.asking(view.get("phase")),
            legal=legal,
            acting=acting,
            actor=actor,
            rolling=rolling,
            names=names,
            viewer=seat,
            moves=len(match.record.actions),
            last_action=match.record.actions[-1].action if match.record.actions else None,
            seed=match.seed,
            options=dict(match.options),
            bottom=frame.bottom_rect,
            explain=lambda action: None,
            describe=lambda action: word(match.describe(action), names),
            label=lambda action: word(match.state.label(action), names),
        )
        board.receive(props)
        board.sync(view)
        frame.set_log(board.move_log(match))
        if acting:
            choices = [(label, action) for label, action, _key in board.buttons(view, legal)]
        else:
            choices = [(board.roll_words(view)[1], "roll")] if rolling is not None else []
        rects = frame.button_rects([label for label, _action in choices])
        return [(rect, action) for rect, (_label, action) in zip(rects, choices, strict=True)]

    def problems(self, run, points) -> list[str]:
        buttons = self.show(run)
        window = pygame.Rect((0, 0), self.size)
        found = []
        for point in points:
            rect = spot_rect(point, self.board, self.frame, buttons)
            if rect is None:
                found.append(f"{point!r} is not on the {self.match.info.id} table at {self.size[0]}x{self.size[1]}")
            elif not window.contains(rect) or rect.width < 2 or rect.height < 2:
                found.append(f"{point!r} stands outside the window at {self.size[0]}x{self.size[1]}: {tuple(rect)}")
        return found


def headless() -> None:
    """Fonts and a display surface for laying out a table without a window (the command line's check)."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


def step_problems(run, laid: list[Laid]) -> list[str]:
    """What is wrong with the step the running lesson `run` is at: each spot it points at, at every size."""
    cue = run.cue()
    return [problem for one in laid for problem in one.problems(run, cue.points)]


def lesson_move(run):
    """The learner's move the lesson expects now: the step's action (`do`, the first of `any`), or in free play
    the step's next solution move (then the first allowed)."""
    match, step = run.match, run.step
    allowed = run.allowed(match.state.legal_actions())
    wanted = list(step.actions)
    if step.kind == "free":
        made = sum(1 for entry in match.record.actions[run.starts[run.index]:] if entry.actor == run.learner)
        wanted = list(step.solution[made:made + 1])
    for action in allowed:
        if any(same_action(action, one) for one in wanted):
            return action
    if not allowed:
        raise ValueError("the lesson allows nothing at its step")
    return allowed[0]


def advance(run) -> bool:
    """Play the lesson on by one, as a learner who does what it asks: Next, the scripted chance (the learner's
    own die too), a bot's scripted move, or the learner's move. False at the end of the game."""
    match = run.match
    if run.cue().waits == "next" and not run.done:
        run.next()
        return True
    actor = match.actor
    if actor == TERMINAL:
        return False
    if actor == CHANCE:
        action = match.chance.draw(len(match.record.actions), match.state.chance_outcomes())
    elif match.seat_is_bot(actor):
        thinker = run.bots()[actor].start(match.state.view(actor), actor, match.info)
        while not thinker.think(0.05):
            pass
        action = thinker.action
    else:
        action = lesson_move(run)
    events = match.apply(action)
    run.played(actor, action, events)
    return True


def check(lesson) -> list[str]:
    """Play `lesson` headless to its end and ask for every spot each step points at, at 1024x600 and 3840x2160:
    the problems found, each naming the lesson and the step ([] when all is well)."""
    from game.engine.lesson import LessonError, Lessoning

    headless()
    run = Lessoning(lesson, strict=True)
    laid = [Laid(run.match, size) for size in SIZES]
    problems, seen, moves = [], set(), 0
    name = lesson.id
    while not run.done and moves < MOVES:
        cue = run.cue()
        if cue.index not in seen:  # each step where it begins
            seen.add(cue.index)
            problems += [f"{name}, step {cue.index + 1}: {problem}" for problem in step_problems(run, laid)]
        try:
            if not advance(run):
                break
        except (ValueError, LessonError) as error:
            problems.append(f"{name}, step {cue.index + 1}: {error}")
            break
        moves += 1
    return problems
