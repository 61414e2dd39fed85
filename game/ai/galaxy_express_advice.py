"""Galaxy Express's Hint assist: a move proposed from what the pilot can see.

It is advice, not a rule (the rules only count that the pilot asked: game/rules/galaxy_express.py), so it
lives next to the bots. The table asks it when the pilot takes the Hint; "Can I still stop?" stays in the
rules, being the exact Lost in Space search.
"""

from __future__ import annotations

from game.rules.galaxy_express import (
    COIN,
    DELIVER,
    DIRECTIONS,
    EMPTY,
    HIDDEN,
    MOON,
    REFUEL,
    SLIDE,
    SUN,
    THRUST,
    GalaxyExpressState,
    coin_mask,
    neighbours,
    slide_end,
    stop_search,
)

REFUEL_BELOW = 4
"""The hint refuels at a stop when this few coins are left."""


def _target_squares(known: GalaxyExpressState) -> tuple[list[int], bool]:
    """Where the next delivery may be: (squares, sure). Unknown until scanned, or found by elimination."""
    if known.target is None:
        return [], False
    found = [sq for sq in known.planets() if known.chart[sq] == known.target]
    if found:
        return found, True
    face_down = [sq for sq in known.planets() if known.chart[sq] == HIDDEN]
    return face_down, len(face_down) == 1


def _after(known: GalaxyExpressState, suit: str, value: int, direction: str | None) -> GalaxyExpressState:
    after = known.clone()
    after.showing[suit].remove(value)
    after.spent[suit].append(value)
    after.speed = known.coin_speed(suit, value)
    if direction is not None:
        after.ship = slide_end(known.ship, after.speed, direction)
    return after


def _sure_distance(after: GalaxyExpressState, goal_squares) -> int | None:
    """Fewest coins to stop on `goal_squares` using only the coins already showing: no luck needed."""
    suns, moons = coin_mask(after.showing[SUN]), coin_mask(after.showing[MOON])
    goal = coin_mask(goal_squares)
    if after.speed == 0 and (1 << after.ship) & goal:
        return 0
    return stop_search(after.ship, after.speed, suns, moons, suns, moons, goal)


def _judge(after: GalaxyExpressState, pending: str, targets: list[int], sure: bool, wrap: bool) -> tuple:
    """How good a position is for the pilot: (safety, worth), safety 2 = a stop is sure, 1 = lucky, 0 = lost."""
    planets = after.planets()
    if after.speed == 0 and after.chart[after.ship] != EMPTY:
        safety = 2
    elif _sure_distance(after, planets) is not None:
        safety = 2
    else:
        safety = 1 if after.stopping_distance(pending=pending) is not None else 0
    worth = -0.3 * after.speed
    if sure:
        if after.speed == 0 and after.ship in targets:
            worth += 100
        else:
            certain = _sure_distance(after, targets)
            lucky = after.stopping_distance(targets, pending=pending) if certain is None else certain
            if certain is not None:
                worth += 60 - 8 * certain
            elif lucky is not None:
                worth += 40 - 8 * lucky
    else:
        scanned = sum(1 for sq in neighbours(after.ship, wrap) if after.chart[sq] == HIDDEN)
        worth += 25 * scanned
        if targets:
            lucky = after.stopping_distance(targets, pending=pending)
            if lucky is not None:
                worth += 10 - 2 * lucky
    return (safety, worth)


def propose(state: GalaxyExpressState) -> dict:
    """The hint for the pilot of `state`, from what the pilot can see: see `advise`."""
    return advise(state.view(0))


def advise(view: dict) -> dict:
    """Deliver when it is possible; otherwise try every coin and direction and keep the best by `_judge`,
    planning only over what the pilot can see (face-down planets stay unknown); refuel when the coins
    left cannot reach the next delivery (or nothing is safe). {"action", "direction", "text"}."""
    known = GalaxyExpressState.from_json(view)
    wrap = known.options.get("scan_wrap", True)
    targets, sure = _target_squares(known)
    if known.phase == SLIDE:
        pending = known.to_draw[0]
        best = None
        for direction in DIRECTIONS:
            after = known.clone()
            after.ship = slide_end(known.ship, known.speed, direction)
            score = _judge(after, pending, targets, sure, wrap)
            if best is None or score > best[0]:
                best = (score, direction)
        return {"action": ("slide", best[1]), "direction": best[1], "text": _words(None, best[1], best[0], sure)}
    if known.phase != COIN:
        return {"action": None, "direction": None, "text": "No decision to help with now."}
    legal = known.legal_actions()
    if DELIVER in legal:
        return {"action": DELIVER, "direction": None, "text": "Deliver: this is the planet the queue wants."}
    best = None
    for action in legal:
        if action in (DELIVER, REFUEL):
            continue
        suit = SUN if action[0] == THRUST else MOON
        speed = known.coin_speed(suit, action[1])
        for direction in DIRECTIONS if speed else (None,):
            score = _judge(_after(known, suit, action[1], direction), suit, targets, sure, wrap)
            if best is None or score > best[0]:
                best = (score, action, direction)
    low = known.unspent() <= REFUEL_BELOW
    if REFUEL in legal and (best is None or best[0][0] < 2 or low or (sure and best[0][1] < 0)):
        why = "Refuel: the coins left cannot safely bring you to the next delivery."
        return {"action": REFUEL, "direction": None, "text": why}
    score, action, direction = best
    return {"action": action, "direction": direction, "text": _words(action, direction, score, sure)}


def _words(action, direction, score, sure) -> str:
    safety, worth = score
    coin = f"{'Thrust' if action[0] == THRUST else 'Brake'} {action[1]}" if action else ""
    move = f"{coin}, then slide {direction}" if action and direction else coin or f"Slide {direction}"
    if safety == 0:
        return f"{move}: nothing is safe any more; this is the least bad."
    if sure and worth >= 90:
        return f"{move}: that stops the ship on the planet the queue wants."
    if sure and worth >= 20:
        return f"{move}: it brings the next delivery within reach."
    if not sure and worth >= 20:
        return f"{move}: it scans planets you have not seen."
    if safety == 1:
        return f"{move}: a stop is still possible, but only with lucky draws."
    return f"{move}: it keeps a stop within reach of the coins showing."
