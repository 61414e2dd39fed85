"""How the bots judge a 42 position: points now, planets one connection short, and in phase 2 a short
look-ahead over the compulsory captures to the final scoring.

Advice, not rules (issue 19): the rules module never needs it; the bots find `evaluate` through
game/ai/evals.py.
"""

from __future__ import annotations

from game.rules.expressway42 import CAPTURE, FACILITY, LICENCE, OVER, PLACE, PLANETS, ExpresswayState

HOT = 0.75
"""What a planet one connection short is worth to the player to move, per point of its value."""
LOOKAHEAD = 2
"""Captures the greedy evaluation looks ahead in phase 2 (its own move comes on top)."""


def final_outcome(edges, values, scores, owner, seat: int) -> int:
    """1, 0 or -1 for `seat` if phase 2 ended with these facilities: the final scoring, the 42 rule, tie-breaks."""
    points = [0, 0]
    for p, q in edges:
        a, b = owner[p], owner[q]
        if a < 0:
            if b >= 0:
                points[b] += values[p]
        elif b < 0:
            points[a] += values[q]
    final = [(scores[s] + points[s] - 1) % LICENCE + 1 if scores[s] + points[s] > 0 else 0 for s in (0, 1)]
    if final[0] == final[1]:
        for value in (4, 3, 2):
            final = [sum(1 for p, who in enumerate(owner) if who == s and values[p] == value) for s in (0, 1)]
            if final[0] != final[1]:
                break
        else:
            return 0
    return 1 if final[seat] > final[1 - seat] else -1


def phase_two_outlook(state, mover: int, depth: int = LOOKAHEAD) -> float:
    """How phase 2 looks for `mover` (to capture now), `depth` captures ahead with best play on both sides.

    1 a win, -1 a loss, 0 a draw where phase 2 ends within reach; beyond it, half the
    outcome if phase 2 stopped there (captures are compulsory, so it rarely does).
    """
    edges, values, scores = state.edges, state.values, state.scores

    def search(owner: list, seat: int, depth: int) -> float:
        moves = []
        for p, q in edges:
            a, b = owner[p], owner[q]
            if a >= 0 and b >= 0 and a != b:
                move = (p, q) if a == seat else (q, p)
                if move not in moves:
                    moves.append(move)
        if not moves:
            return final_outcome(edges, values, scores, owner, seat)
        if depth == 0:
            return 0.5 * final_outcome(edges, values, scores, owner, seat)
        best = -2.0
        for source, target in moves:
            lost = owner[target]
            owner[source], owner[target] = -1, seat
            value = -search(owner, 1 - seat, depth - 1)
            owner[source], owner[target] = seat, lost
            if value > best:
                best = value
                if best == 1:
                    break
        return best

    return search(list(state.owner), mover, depth)


def evaluate(state: ExpresswayState, seat: int) -> float:
    """Points now, planets denied; in phase 2, how the captures end with best play.

    Phase 1: the values of one's facilities against the opponent's (points as scored,
    before the 42 rule, which only the end decides), and a planet one connection
    short counts for the player to move, who may take it. Mid-turn (a tile in hand, a
    facility to place) the best continuation for the player to act is taken, so a
    greedy bot can judge which pile to take. Phase 2: a bounded search to the final
    scoring (phase 2 decides most games).
    """
    phase = state.phase
    if phase == PLACE or phase == FACILITY:
        actor = state.current
        best = -1e9
        for action in state.legal_actions():
            after = state.clone()
            after._apply(action)
            best = max(best, evaluate(after, actor))
        return best if seat == actor else -best
    if phase == OVER:
        result = state.result()
        return 1000.0 if seat in result.winners else -1000.0 if result.winners else 0.0
    owner, values = state.owner, state.values
    value = float(sum(values[p] for p in range(len(PLANETS)) if owner[p] == seat))
    value -= sum(values[p] for p in range(len(PLANETS)) if owner[p] == 1 - seat)
    if phase == CAPTURE:
        outlook = phase_two_outlook(state, state.current)
        return value + 100.0 * (outlook if seat == state.current else -outlook)
    conn, touch = state.conn, state.touch
    hot = [values[p] for p in range(len(PLANETS)) if conn[p] == 3 and touch[p] == 3]
    if hot:
        value += HOT * max(hot) * (1 if seat == state.current else -1)
    return value
