"""What the race bots hope for: a heuristic, not a rule, so it lives beside the bots (issue 19)."""

from __future__ import annotations

from game.rules.race import BACK, FINAL, HYPERSPACE

HYPERSPACE_OPTION = 2.5  # advancing 7 instead of rolling 4.5 on average: what a hyperspace square is worth


def evaluate(state, seat: int) -> float:
    """How far `seat` is ahead of its best rival, counting hyperspace as worth more.

    A ship on hyperspace may advance 7 next turn instead of rolling about 4.5,
    but risks falling back 7 in a battle against the others on hyperspace.
    """
    if state.winner is not None:
        return 1000.0 if state.winner == seat else -1000.0
    pos = state.pos
    on_hyperspace = sum(1 for p in pos if p in HYPERSPACE)

    def effective(s: int) -> float:
        square = pos[s]
        if square not in HYPERSPACE or square == FINAL:
            return square
        rivals = on_hyperspace - 1
        return square + HYPERSPACE_OPTION - BACK * rivals / (rivals + 1)

    mine = effective(seat)
    return mine - max(effective(s) for s in range(state.num_players) if s != seat)
