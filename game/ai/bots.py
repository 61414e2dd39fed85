"""Bots over the rules contract. A bot is handed its seat's view, never the state.

Thinking is sliced: `start()` returns a Thinker whose `think(seconds)` does a
little work and returns, so a window can draw frames between slices.
"""

from __future__ import annotations

import math
import random

from game.ai.base import SlicedThinker, Thinker, expected_value
from game.ai.evals import evaluate
from game.ai.turns import TurnLog, TurnSearch, busy
from game.engine.chance import sample
from game.rules import CHANCE, TERMINAL
from game.rules.core import Phase


class _Immediate(Thinker):
    def __init__(self, action):
        super().__init__()
        self.action = action
        self.done = True


class Bot:
    name = "bot"
    level = None

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def start(self, view: dict, seat: int, info) -> Thinker:
        state = info.state_class.from_view(view, seat, self.rng)
        if state.actor != seat:
            raise ValueError(f"it is not seat {seat}'s turn to decide")
        legal = state.legal_actions()
        if not legal:
            raise ValueError(f"seat {seat} has no decision to make")
        if len(legal) == 1:
            return _Immediate(legal[0])
        return self._start(state, legal, view, seat, info)

    def _start(self, state, legal, view, seat, info) -> Thinker:
        raise NotImplementedError

    def choose(self, view: dict, seat: int, info):
        return self.start(view, seat, info).finish()


class RandomBot(Bot):
    """Uniform over the legal decisions: the baseline every bot must beat."""

    name = "random"

    def _start(self, state, legal, view, seat, info):
        return _Immediate(legal[self.rng.randrange(len(legal))])


class GreedyBot(Bot):
    """One ply: the decision whose outcome the game's `evaluate` likes best, never waiting (the game's
    `idle`) while it has anything else to do. A `style` names the game's own evaluation for a level (its
    registration's `parts.styles`)."""

    name = "greedy"

    def __init__(self, seed=None, style: str | None = None):
        super().__init__(seed)
        self.style = style

    def _start(self, state, legal, view, seat, info):
        best, best_value = [], -math.inf
        for action in busy(state, legal):
            after = state.clone()
            after.apply(action)
            value = expected_value(after, seat, style=self.style)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif value >= best_value - 1e-9:
                best.append(action)
        return _Immediate(best[self.rng.randrange(len(best))])


class _Node:
    __slots__ = ("children", "visits", "value", "avail")

    def __init__(self, players: int):
        self.children: dict = {}
        self.visits = 0
        self.value = [0.0] * players
        self.avail = 1


LEAVES = (None, "rollout", "evaluate")

MCTS_ITERATIONS = 200
"""The plain 'mcts' bot's budget: about 35 ms a move in a 4-player race, so a 200-game
simulation takes a minute or two (the levels below carry their own budgets)."""


class MCTSBot(Bot):
    """UCT; samples chance; with hidden information, re-deals what its seat cannot see
    every iteration (single-observer information-set MCTS), so it cannot peek."""

    name = "mcts"

    def __init__(
        self,
        seed=None,
        iterations: int = MCTS_ITERATIONS,
        seconds: float | None = None,
        exploration: float = 0.7,
        leaf: str | None = None,
        temperature: float = 3.0,
        style: str | None = None,
    ):
        super().__init__(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        if leaf not in LEAVES:
            raise ValueError(f"unknown leaf {leaf!r}; choose from {', '.join(name for name in LEAVES if name)}")
        self.leaf = leaf  # None: the game's own choice (GameInfo.search_leaf)
        self.temperature = temperature
        self.style = style  # Hyperline's turn search values positions in this style of the game's advice
        self.turn_log = TurnLog()  # Hyperline's turn search: the clock on a whole turn, the turns that made no progress

    def _start(self, state, legal, view, seat, info):
        if info.search == "turns":
            return TurnSearch(self, state, legal, view, seat, info)
        return _Search(self, state, legal, view, seat, info)


class _Search(SlicedThinker):
    def __init__(self, bot: MCTSBot, state, legal, view, seat, info):
        super().__init__(bot.seconds)
        self.bot = bot
        self.rng = bot.rng
        self.root_state = state
        self.legal = legal
        self.view = view
        self.seat = seat
        self.state_class = info.state_class
        self.hidden = info.hidden_information
        self.estimate = (bot.leaf or info.search_leaf) == "evaluate"
        self.root = _Node(state.num_players)
        self.iterations = 0

    def _step(self) -> bool:
        self._iterate()
        self.iterations += 1
        return self.iterations >= self.bot.iterations

    def _decide(self):
        children = self.root.children
        return max(
            self.legal, key=lambda a: (children[a].visits, children[a].value[self.seat]) if a in children else (-1, 0)
        )

    def _iterate(self):
        rng = self.rng
        if self.hidden:
            state = self.state_class.from_view(self.view, self.seat, rng)
        else:
            state = self.root_state.clone()
        node = self.root
        path = [node]
        c = self.bot.exploration
        players = state.num_players
        while True:
            actor = state.actor
            if actor == TERMINAL:
                break
            if actor == CHANCE:
                outcome = sample(state.chance_outcomes(), rng)
                key = ("~chance", outcome)
                state.apply(outcome)
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = _Node(players)
                    path.append(child)
                    break
                node = child
                path.append(node)
                continue
            legal = state.legal_actions()
            children = node.children
            untried = [a for a in legal if a not in children]
            for action in legal:
                child = children.get(action)
                if child is not None:
                    child.avail += 1
            if untried:
                action = untried[rng.randrange(len(untried))]
                state.apply(action)
                child = children[action] = _Node(players)
                path.append(child)
                break
            best, best_score = None, -math.inf
            for action in legal:
                child = children[action]
                score = child.value[actor] / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
                if score > best_score:
                    best, best_score = action, score
            state.apply(best)
            node = children[best]
            path.append(node)
        if self.estimate:
            rewards = _estimate(state, self.bot.temperature)
        else:
            rewards = _rollout(state, rng)
        for visited in path:
            visited.visits += 1
            value = visited.value
            for i in range(players):
                value[i] += rewards[i]


def random_playout(state, rng) -> int:
    """Play uniformly random decisions and sampled chance to the end; returns the steps taken."""
    if state.PLAYOUT is not None:
        return _phased_playout(state, rng, *state.PLAYOUT)
    steps = 0
    actor = state.actor
    play = state._apply  # every step comes from the state's own lists: no need to ask again whether it is legal
    while actor != TERMINAL:
        if actor == CHANCE:
            play(sample(state.chance_outcomes(), rng))
        else:
            legal = state.legal_actions()
            play(legal[int(rng.random() * len(legal))])
        steps += 1
        actor = state.actor
    return steps


def _phased_playout(state, rng, actors, legals, outcomes, moves) -> int:
    """`random_playout` through a phased state's own tables (`PLAYOUT`): the same steps and the same draws
    from rng (`sample`, written out), without the contract's calls in between."""
    table = _STEPS.get(id(actors))
    if table is None or table[0] is not actors:
        picks = getattr(state, "PLAYOUT_PICKS", None) or {}  # (a game's own draw of a chance step, if it has one)
        seated = getattr(state, "PLAYOUT_SEATED", False)  # (its current seat is a seat whenever a decision is due)
        table = {
            p: (None if seated and a is _CURRENT else a, legals[p], moves[p], outcomes[p], picks.get(p))
            for p, a in actors.items()
        }
        table = _STEPS[id(actors)] = (actors, table)
    table = table[1]
    steps = 0
    draw = rng.random
    whole = math.trunc  # (int() of a non-negative float, but cheaper)
    while True:
        actor, legal, move, chances, pick = table[state.phase]  # (one look-up a step for the phase's entries)
        if actor is None:  # (the current seat decides, and it is a seat: nothing to ask)
            legal = legal(state)
            move(state, legal[whole(draw() * len(legal))])
            steps += 1
            continue
        if actor.__class__ is not int:
            actor = state.current if actor is _CURRENT else actor(state)  # (most phases: the current seat acts)
        if actor >= 0:
            legal = legal(state)
            move(state, legal[whole(draw() * len(legal))])
        elif actor == CHANCE:
            r = draw()
            if pick is not None:  # (what the loop below would find, without the list of outcomes)
                move(state, pick(state, r))
                steps += 1
                continue
            for pair in chances(state):  # (outcome, probability)
                r -= pair[1]
                if r < 0:
                    break
            move(state, pair[0])  # (rounding left a sliver at the top: the last outcome, as `sample`)
        else:
            return steps
        steps += 1


_CURRENT = Phase(apply=lambda state, action: []).completed().actor
"""The actor of a phase that declares none: the state's current seat (core's getter, read here as an attribute)."""
_STEPS: dict = {}
"""id of a class's actor table -> (that table, phase -> (actor, legal, apply, outcomes, pick)): `_phased_playout`'s
steps, joined once per class (pick: the class's `PLAYOUT_PICKS` entry, else None; actor None: the current seat, of a
class whose `PLAYOUT_SEATED` says it is always a seat when a decision is due)."""


def _rollout(state, rng) -> tuple:
    """Random play to the end; the rewards (1 to the winner) of how it ended."""
    random_playout(state, rng)
    return state.result().rewards


def _estimate(state, temperature: float) -> tuple:
    """Win chances from the game's evaluate: a softmax over the seats, so they sum to one
    like a finished game's rewards."""
    if state.actor == TERMINAL:
        return state.result().rewards
    values = [evaluate(state, s) / temperature for s in range(state.num_players)]
    top = max(values)
    weights = [math.exp(v - top) for v in values]
    total = sum(weights)
    return tuple(w / total for w in weights)


LEVELS = {
    "easy": ("greedy", {"style": "raider"}),
    "normal": ("mcts", {"iterations": 4000, "seconds": 0.9, "style": "shipwright"}),
    "hard": ("mcts", {"iterations": 50000, "seconds": 3.0, "style": "captain"}),
}
KINDS = {"random": RandomBot, "greedy": GreedyBot, "mcts": MCTSBot}
BOT_NAMES = tuple(KINDS) + tuple(LEVELS)


def make_bot(spec: str, seed=None, **overrides) -> Bot:
    """A bot from a kind (random, greedy, mcts) or a level (easy, normal, hard)."""
    kind, params = LEVELS.get(spec, (spec, {}))
    if kind not in KINDS:
        raise ValueError(f"unknown bot {spec!r}; choose from {', '.join(BOT_NAMES)}")
    bot = KINDS[kind](seed, **{**params, **overrides})
    bot.level = spec if spec in LEVELS else None  # a game's own search may size itself by the level
    return bot
