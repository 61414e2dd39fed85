"""What the Galaxy Express bots hope for: a heuristic, not a rule, so it lives beside the bots (issue 19)."""

from __future__ import annotations

from game.rules.galaxy_express import COIN, DELIVERY_POINTS, DRAW, REFUEL_POINTS


def evaluate(state, seat: int = 0) -> float:
    """The score so far, plus a little for planets known and for being near a stop."""
    if state.outcome == "lost":
        return -1000.0 + state.score_card()["total"]
    value = DELIVERY_POINTS * len(state.delivered) + REFUEL_POINTS * state.refuels + state.unspent()
    value += 1.5 * len(state.revealed)
    if state.phase in (COIN, DRAW) and state.ship is not None and not state.in_orbit and state.outcome is None:
        target = [sq for sq in state.planets() if state.chart[sq] == state.target and sq in state.revealed]
        if target:
            distance = state.stopping_distance(target, pending=state.to_draw[0] if state.to_draw else None)
            if distance is not None:
                value += max(0.0, 12 - 2 * distance)
    return value
