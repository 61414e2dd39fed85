"""What the All in All bots hope for: a heuristic, not a rule, so it lives beside the bots (issue 19).

It reads only what the seat may know: its own hand, and for the others their home planets, hand sizes
and the cards everyone saw go into their hands.
"""

from __future__ import annotations

from game.rules.all_in_all import (
    CAP,
    COLLECT,
    DRAW,
    EXPLORE,
    KINDS,
    LAND,
    NUMBERS,
    PICK,
    PILFERER,
    PORTALS,
    SCHEMER,
    TIME_THIEF,
    complete_sets,
)

STEP_WORTH = (0.0, 1.0, 2.6, 5.0)  # the home planet's worth: a third copy completes a set
ACTION_WORTH = 1.1  # one collecting or placing action still to come
SURVIVAL = 0.86  # chance an exploration does not turn up a sabortal (about one card in seven)


def evaluate(state, seat: int) -> float:
    """Home planet progress, what the hand can still add, and the collecting still to come."""
    mine = _worth(state, seat, True)
    best_other = max(_worth(state, s, False) for s in range(state.num_players) if s != seat)
    return mine - 0.8 * best_other


def _worth(state, seat: int, own: bool) -> float:
    home = state.homes[seat]
    steps = sorted(home, reverse=True)
    value = sum(STEP_WORTH[c] for c in steps[:3]) + 0.35 * sum(STEP_WORTH[c] for c in steps[3:])
    value += 4.0 * complete_sets(home)
    cards = state.hands[seat] if own else state.known[seat]
    for k in range(KINDS):
        have = cards[k]
        if have:
            room = CAP - home[k]
            useful = have if have < room else room
            for extra in range(useful):
                value += 0.45 * (STEP_WORTH[home[k] + extra + 1] - STEP_WORTH[home[k] + extra])
    value += 0.8 * (cards[PILFERER] + cards[SCHEMER]) + 0.5 * cards[TIME_THIEF]
    if not own:
        unknown = sum(state.hands[seat]) - 1 - sum(cards)
        value += 0.3 * max(0, unknown)
    return value + ACTION_WORTH * _actions_ahead(state, seat)


def _actions_ahead(state, seat: int) -> float:
    """Collecting and placing actions `seat` can still expect from this mission."""
    phase = state.phase
    if phase == COLLECT:
        queue = state.queue
        if seat not in queue:
            return 0.0
        if queue[0] == seat:
            return float(state.actions_left)
        return NUMBERS[state.landed[seat]] * 0.8
    if phase in (EXPLORE, LAND, DRAW, PICK):
        if phase == PICK:
            return NUMBERS[state.landed[seat]] if state.landed[seat] >= 0 else 0.0
        where = state.landed[seat]
        if where >= 0:
            return float(NUMBERS[where])
        return _flying_worth(state.portal if phase == LAND else state.portal - 1)
    return 0.0


def _flying_worth(explored: int) -> float:
    """Actions a ship still flying after portal `explored` may hope for, with the sabortal risk."""
    best = 0.0
    chance = 1.0
    for p in range(explored + 1, PORTALS):
        chance *= SURVIVAL
        worth = NUMBERS[p] * chance
        if worth > best:
            best = worth
    return best
