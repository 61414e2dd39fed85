"""What every bot shares: a decision in progress (Thinker) and the game's evaluation with chance averaged."""

from __future__ import annotations

import math
import time

from game.ai.evals import evaluate
from game.rules import CHANCE, TERMINAL


class Thinker:
    """A decision in progress."""

    def __init__(self):
        self.action = None
        self.done = False

    def think(self, seconds: float = 0.0) -> bool:
        """Work for about `seconds` (at least one step); True once `action` is chosen."""
        return self.done

    def finish(self):
        while not self.think(0.05):
            pass
        return self.action


class SlicedThinker(Thinker):
    """A search that works in small steps, so a window draws frames between slices, and stops at its own
    budget or, as a safety net, at its clock (`seconds` of wall time from its first slice)."""

    def __init__(self, seconds: float | None = None):
        super().__init__()
        self.seconds = seconds
        self.started = None

    def think(self, seconds: float = 0.0) -> bool:
        if self.done:
            return True
        now = time.perf_counter()
        if self.started is None:
            self.started = now
        slice_end = now + seconds
        budget_end = self.started + self.seconds if self.seconds is not None else math.inf
        while not self._step():
            now = time.perf_counter()  # after every step: in long games one step can take 40 ms
            if now >= budget_end and self._may_stop():
                break
            if now >= slice_end:
                return False
        self.action = self._decide()
        self.done = True
        return True

    def _step(self) -> bool:
        """One unit of work; True once the budget is spent."""
        raise NotImplementedError

    def _may_stop(self) -> bool:
        """Whether the clock may stop the work here (a search may insist on finishing what it needs to decide)."""
        return True

    def _decide(self):
        """The decision from the work done so far (the clock may have stopped it early)."""
        raise NotImplementedError


def expected_value(state, seat: int, chance_depth: int = 2, style: str | None = None) -> float:
    """The game's evaluation for `seat` (in a level's `style`), averaged over the chance steps that follow at once."""
    if chance_depth > 0 and state.actor == CHANCE:
        total = 0.0
        for outcome, probability in state.chance_outcomes():
            after = state.clone()
            after.apply(outcome)
            total += probability * expected_value(after, seat, chance_depth - 1, style)
        return total
    if state.actor == TERMINAL:
        # a win (or a share of one) beats every unfinished position and a loss is worse
        # than any of them; a loss must not score 0, above a position merely behind
        reward = state.result().rewards[seat]
        return 1e6 * reward if reward > 0 else -1e6
    return evaluate(state, seat) if style is None else evaluate(state, seat, style)
