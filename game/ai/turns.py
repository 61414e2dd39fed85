"""Search over whole turns, for games whose turn is many small decisions (Hyperline).

Tree search over single decisions buys little look-ahead there: a turn is ten steps, and random
games to the end say nothing. Instead each promising decision is played out to the end of the
seat's turn (hard: also through the next seats' turns) with greedy decisions for every seat and
sampled chance, and the game's evaluation of where the turn ends decides. Hidden tiles are
re-dealt from the seat's view for every playout, so the search never reads what the seat may not.
"""

from __future__ import annotations

import math
import random
import time

from game.ai.base import SlicedThinker, expected_value
from game.ai.evals import idle
from game.engine.chance import sample
from game.rules import CHANCE, TERMINAL

PLANS = {
    # level: (candidates kept after the one-step look, playouts per candidate, turns played out)
    # both play three turns on (two players: the other's reply and its own next turn): they see what a turn sets
    # up (a purchase, a fight, a seat by Nexxus) and what the others do about it. One turn was 61 % against easy;
    # three beat one 66 % of 65 games (five turns on were no better: 4-4 in a screen). Hard's edge is its style
    # (bots.LEVELS: the captain's), not its budget: searching as normal does, 5 x 16 playouts won 50 % against
    # normal's 4 x 8; so hard weighs one candidate more with a few more playouts and keeps its turns short
    "normal": (4, 8, 3),
    "hard": (5, 10, 3),
}
DEFAULT_PLAN = (4, 6, 1)  # the hint: one turn, quick
TURN_SECONDS = {"normal": 2.0, "hard": 4.0}
"""The wall clock on a whole turn (a safety net under load; the playout budget decides when there is time): a
decision gets what the turn has left, never more than the level's own clock."""
LEAST_SECONDS = 0.05  # a turn over its clock: the one-step look (which the clock never cuts) and little more
CLEAR = 1.5  # standard errors a candidate's mean gain over the favourite must clear
MARGIN = 1e-4  # and a gain this small is a tie (evaluations differ by 1/120 a turn)
MAX_STEPS = 400  # a playout that has not reached its horizon by then is valued where it is
IGNORED = ("lift", "put", "undo")  # reconfiguring a ship: left to the one-step look, never played out
REPEATS = 2  # a decision taken from the same standing in this many turns: try another one


class TurnLog:
    """What a bot remembers of its own turns: the time spent on the turn under way, and for every standing it
    decided from (the phase, its ship, where it is, everyone's points) the decisions it took there, counted once a
    turn. Bots that wait on each other (repair on Nexxus, hyper-radiation takes it back; a Build that buys
    nothing because the playouts buy next turn) decide from the same standings turn after turn: the search then
    tries its next-best decision there (seed 2048 of one ladder looped on its turn's first decision, seed 2025 of
    the next on its command and in its Build)."""

    def __init__(self):
        self.turn = None
        self.spent = 0.0
        self.standings: dict[str, dict] = {}
        self.counted: set = set()  # (standing, decision) already counted this turn

    def enter(self, view: dict, seat: int) -> tuple[str, dict] | None:
        """Note a decision; its standing and the tally of decisions taken there, when it is the seat's turn."""
        turn = (view.get("round"), view.get("current"), seat)
        if turn != self.turn:
            self.turn, self.spent, self.counted = turn, 0.0, set()
        if view.get("current") != seat:
            return None
        standing = _standing(view, seat)
        return standing, self.standings.setdefault(standing, {})

    def earlier(self, standing: str, tally: dict, action) -> int:
        """How many earlier turns took `action` at `standing`."""
        return tally.get(action, 0) - ((standing, action) in self.counted)

    def took(self, standing: str, tally: dict, action) -> None:
        """Count `action` at `standing`, once a turn: a ship stepping to and fro within one move is not a loop
        of turns."""
        if (standing, action) not in self.counted:
            self.counted.add((standing, action))
            tally[action] = tally.get(action, 0) + 1

    def left(self, level) -> float | None:
        limit = TURN_SECONDS.get(level)
        return None if limit is None else max(LEAST_SECONDS, limit - self.spent)


def _standing(view: dict, seat: int) -> str:
    """A seat's own standing in a view: what must change for a turn to have made progress."""
    if all(key in view for key in ("ships", "at", "points")):
        return repr((view.get("phase"), view["ships"][seat], view["at"][seat], view["points"], view.get("loaded")))
    return repr(sorted((key, repr(value)) for key, value in view.items() if key != "round"))


class TurnSearch(SlicedThinker):
    """Candidates ranked by the one-step look, then played out round-robin; the best mean wins."""

    def __init__(self, bot, state, legal, view, seat, info):
        level = getattr(bot, "level", None)
        log = self.log = getattr(bot, "turn_log", None) or TurnLog()
        self.tried = log.enter(view, seat)
        clock = log.left(level)
        seconds = None if bot.seconds is None else bot.seconds if clock is None else min(clock, bot.seconds)
        super().__init__(seconds)
        self.keep, self.per_candidate, self.turns = PLANS.get(level, DEFAULT_PLAN)
        self.rng = bot.rng
        self.style = getattr(bot, "style", None)
        self.view = view
        self.seat = seat
        self.info = info
        self.root = state
        plain = [action for action in legal if not _ignored(action)]
        busy = [action for action in plain if not _idle(state, action)]
        self.to_rank = list(busy or plain or legal)
        self.scored = []
        self.candidates = []
        self.first_look = {}
        self.values = {}
        self.settled = False  # one candidate, or a win on the spot: no playouts needed
        self.next = 0
        self.seeds = [self.rng.getrandbits(32) for _ in range(self.per_candidate)]
        self.running = None  # the playout under way: (candidate, its steps)

    @property
    def playouts(self) -> int:
        return sum(len(values) for values in self.values.values())

    def _step(self) -> bool:
        """One unit of work (one decision ranked, or one step of a playout), so a window keeps drawing."""
        if self.to_rank:
            action = self.to_rank.pop(0)
            after = self.root.clone()
            after.apply(action)
            value = expected_value(after, self.seat, style=self.style)
            self.scored.append((value, self.rng.random(), action))  # ties: by lot, as greedy does
            if not self.to_rank:
                return self._rank_done()
            return False
        if self.running is None:
            if self.playouts >= self.per_candidate * len(self.candidates):
                return True
            round_, index = divmod(self.next, len(self.candidates))
            action = self.candidates[index]
            self.next += 1
            # common random numbers: the n-th playout of every candidate sees the same deal and dice
            self.running = (action, self._playout(action, random.Random(self.seeds[round_])))
            return False
        action, steps = self.running
        try:
            next(steps)
        except StopIteration as finished:
            self.values[action].append(finished.value)
            self.running = None
            return self.playouts >= self.per_candidate * len(self.candidates)
        return False

    def _may_stop(self) -> bool:
        """The clock cuts the playouts, never the one-step look: a turn out of time still decides as easy would
        (cut short, the look had ranked only the first few decisions in the rules' order)."""
        return not self.to_rank

    def _rank_done(self) -> bool:
        """The one-step look is over: keep the best; one choice, or a win on the spot, needs no playouts."""
        scored = sorted(self.scored, key=lambda entry: entry[:2], reverse=True)
        if not scored:  # nothing ranked in time: the first decision
            scored = [(0.0, 0.0, self.to_rank[0])]
        self.candidates = [action for _, _, action in scored[: self.keep]]
        self.first_look = {action: value for value, _, action in scored}
        self.values = {action: [] for action in self.candidates}
        self.settled = len(self.candidates) == 1 or scored[0][0] >= 1e5
        return self.settled

    def _decide(self):
        action = self.candidates[0] if self.settled else self._best()
        action = self._vary(action)
        self.log.spent += time.perf_counter() - self.started
        return action

    def _best(self):
        """The one-step favourite, unless the playouts show another candidate clearly better: the paired
        differences (same deal and dice) must clear their own noise."""
        favourite = self.candidates[0]
        base = self.values[favourite]
        best, best_gain = favourite, 0.0
        for action in self.candidates[1:]:
            diffs = [v - b for v, b in zip(self.values[action], base, strict=False)]
            if len(diffs) < 2:
                continue
            mean = sum(diffs) / len(diffs)
            spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))
            if mean - CLEAR * spread > MARGIN and mean > best_gain:
                best, best_gain = action, mean
        return best

    def _vary(self, action):
        """A decision taken from this standing in REPEATS turns before made no progress: the least-tried decision
        there (the search's order breaks ties: its next best), so no cycle lasts for ever."""
        if self.tried is None:
            return action
        standing, tried = self.tried
        earlier = self.log.earlier
        if earlier(standing, tried, action) >= REPEATS:
            ranked = sorted(self.first_look, key=self.first_look.get, reverse=True)
            order = [action] + [a for a in self.candidates + ranked if a != action]
            action = min(order, key=lambda a: earlier(standing, tried, a))  # min keeps the first of equals
        self.log.took(standing, tried, action)
        return action

    def _playout(self, action, rng) -> float:
        """Play `action`, then greedy decisions and sampled chance until the horizon; the seat's value there."""
        seat = self.seat
        if self.info.hidden_information:
            state = self.info.state_class.from_view(self.view, seat, rng)
        else:
            state = self.root.clone()
        state.apply(action)
        yield
        turns_left = self.turns
        current = state.current
        for _ in range(MAX_STEPS):
            actor = state.actor
            if actor == TERMINAL:
                break
            if state.current != current:
                current = state.current
                turns_left -= 1
                if turns_left <= 0:
                    break
            if actor == CHANCE:
                state._apply(sample(state.chance_outcomes(), rng))
                continue
            state._apply(greedy_step(state, actor, rng, self.style))
            yield
        return expected_value(state, seat, 0, self.style)


def greedy_step(state, actor: int, rng, style: str | None = None):
    """The decision whose outcome `actor`'s evaluation likes best (no chance look-ahead: playouts are many); every
    seat is valued in the searching level's style."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    best, best_value = [], -math.inf
    for action in busy(state, legal):
        if _ignored(action):
            continue
        after = state.clone()
        after._apply(action)
        value = expected_value(after, actor, 0, style)
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif value >= best_value - 1e-9:
            best.append(action)
    if not best:
        return legal[rng.randrange(len(legal))]
    return best[rng.randrange(len(best))]


def busy(state, legal: list) -> list:
    """The decisions that do not wait (`_idle`), or all of them when every one waits."""
    doing = [action for action in legal if not _idle(state, action)]
    return doing or legal


def _ignored(action) -> bool:
    return isinstance(action, tuple) and action[0] in IGNORED


def _idle(state, action) -> bool:
    """A decision the game's advice calls waiting (`game.ai.evals.idle`): the one-step evaluation cannot always tell
    waiting from a step that is not a whole turn better, so the bots never wait while they have anything
    else to do."""
    return idle(state, action)
