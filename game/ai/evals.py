"""Where the bots find a game's evaluation: one written for the bots beside them (each game's `*_eval` or
`*_advice` module), else the state's own `evaluate` (core's neutral 0).
Advice is not rules (issue 19): the rules never import this package, the bots look here."""

from __future__ import annotations

import game.ai.all_in_all_eval as all_in_all_eval
import game.ai.expressway42_advice as expressway42_advice
import game.ai.galaxy_express_eval as galaxy_express_eval
import game.ai.hyperline_eval as hyperline_eval  # not `from game.ai`: that would load the bots
import game.ai.race_eval as race_eval
from game.rules.all_in_all import AllInAllState
from game.rules.expressway42 import ExpresswayState
from game.rules.galaxy_express import GalaxyExpressState
from game.rules.hyperline.state import HyperlineState
from game.rules.race import RaceState

EVALUATIONS = {
    RaceState: race_eval.evaluate,
    GalaxyExpressState: galaxy_express_eval.evaluate,
    ExpresswayState: expressway42_advice.evaluate,
    AllInAllState: all_in_all_eval.evaluate,
    HyperlineState: hyperline_eval.evaluate,
}
WAITING = {HyperlineState: hyperline_eval.idle}
STYLES = {
    (HyperlineState, "shipwright"): hyperline_eval.shipwright,
    (HyperlineState, "captain"): hyperline_eval.captain,
    (HyperlineState, "raider"): hyperline_eval.raider,
}
"""A level's own way of valuing a game (in Hyperline each level has its own); a game without it uses the plain one."""


def evaluate(state, seat: int, style: str | None = None) -> float:
    """How good `state` is for `seat` (higher is better): what greedy play and the search leaves use."""
    own = (style and STYLES.get((type(state), style))) or EVALUATIONS.get(type(state))
    return own(state, seat) if own else state.evaluate(seat)


def idle(state, action) -> bool:
    """Whether `action` only waits (a game that knows says so here): the bots never wait while they can act."""
    own = WAITING.get(type(state))
    return bool(own and own(state, action))
