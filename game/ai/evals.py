"""Where the bots find a game's evaluation: the game's own `state.evaluate`, unless one written for the
bots lives here. Advice is not rules (issue 19): the rules never import this package, the bots look here."""

from __future__ import annotations

import game.ai.expressway42_advice as expressway42_advice
import game.ai.hyperline_eval as hyperline_eval  # not `from game.ai`: that would load the bots
from game.rules.expressway42 import ExpresswayState
from game.rules.hyperline.state import HyperlineState

EVALUATIONS = {HyperlineState: hyperline_eval.evaluate, ExpresswayState: expressway42_advice.evaluate}
WAITING = {HyperlineState: hyperline_eval.idle}


def evaluate(state, seat: int) -> float:
    """How good `state` is for `seat` (higher is better): what greedy play and the search leaves use."""
    own = EVALUATIONS.get(type(state))
    return own(state, seat) if own else state.evaluate(seat)


def idle(state, action) -> bool:
    """Whether `action` only waits (a game that knows says so here): the bots never wait while they can act."""
    own = WAITING.get(type(state))
    return bool(own and own(state, action))
