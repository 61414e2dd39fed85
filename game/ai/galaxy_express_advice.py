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
    VALUES,
    GalaxyExpressState,
    coin_mask,
    neighbours,
    slide_end,
    stop_search,
)

# Refuelling costs 10 points and throws back every unspent coin, so the hint refuels only where going on is
# not safe enough; it no longer refuels because few coins are left (at 4 or fewer it did, and it spent
# coins at speed 0 to keep a stop "sure": about 2.3 refuels a game followed blindly, now about 2.0).
SAFE_ENOUGH = 0.7
"""Refuel at a stop when the best move's odds (`_odds`) of a sure stop after the next turn-up are below this."""
LUCKY = 0.5
"""What a turn-up counts for in `_odds` when after it only the luckiest draws stop the ship."""
RISK = 60.0
"""Worth of certain safety against progress: a move ranks by worth + RISK * odds."""
IDLE = 14.0
"""What a coin spent for nothing but the next turn-up costs (one coin's progress and then some)."""


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


def _odds(after: GalaxyExpressState, pending: str) -> float:
    """How likely a stop on a planet becomes sure once `pending`'s new coin is turned up: 1 when it is sure
    already, LUCKY for a draw after which only the luckiest draws stop the ship, 0 for one that loses it."""
    planets = coin_mask(after.planets())
    if after.speed == 0 and after.chart[after.ship] != EMPTY:
        return 1.0
    suns, moons = coin_mask(after.showing[SUN]), coin_mask(after.showing[MOON])
    if stop_search(after.ship, after.speed, suns, moons, suns, moons, planets) is not None:
        return 1.0
    left = {SUN: suns | coin_mask(after.stack(SUN)), MOON: moons | coin_mask(after.stack(MOON))}
    draws = after.stack(pending) or [None]
    total = 0.0
    for value in draws:
        show = {SUN: suns, MOON: moons}
        if value is not None:
            show[pending] |= 1 << value
        if stop_search(after.ship, after.speed, show[SUN], show[MOON], show[SUN], show[MOON], planets) is not None:
            total += 1.0
        elif stop_search(after.ship, after.speed, left[SUN], left[MOON], show[SUN], show[MOON], planets) is not None:
            total += LUCKY
    return total / len(draws)


def _judge(after: GalaxyExpressState, pending: str, targets: list[int], sure: bool, wrap: bool) -> tuple:
    """How good a position is for the pilot: (safety, worth, odds); safety 2 = a stop is sure, 1 = likely or
    lucky, 0 = lost; odds from `_odds`."""
    odds = _odds(after, pending)
    safety = 2 if odds == 1.0 else 1 if odds > 0 else 0
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
    return (safety, worth, odds)


def propose(state: GalaxyExpressState) -> dict:
    """The hint for the pilot of `state`, from what the pilot can see: see `advise`."""
    return advise(state.view(0))


def advise(view: dict) -> dict:
    """Deliver when it is possible; otherwise try every coin and direction and keep the best by `_judge`,
    planning only over what the pilot can see (face-down planets stay unknown); refuel only when going on
    is not safe enough or the next delivery is out of reach. {"action", "direction", "why"}: `why` is the reason
    in a word the table puts into the pilot's language (scenes/boards/galaxy_express/words.py)."""
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
            if best is None or _rank(score) > _rank(best[0]):
                best = (score, direction)
        return {"action": ("slide", best[1]), "direction": best[1], "why": _why(best[0], sure)}
    if known.phase != COIN:
        return {"action": None, "direction": None, "why": "nothing"}
    legal = known.legal_actions()
    if DELIVER in legal:
        return {"action": DELIVER, "direction": None, "why": "deliver"}
    best = _best_move(known, targets, sure, wrap, look_past_idle=True)
    full = known.unspent() == 2 * len(VALUES)  # a refuel would only turn other coins up: 10 points for that
    out_of_reach = sure and known.stopping_distance(targets) is None  # not even the luckiest coins get there
    if REFUEL in legal and not full and (best is None or best[0][2] < SAFE_ENOUGH or out_of_reach):
        return {"action": REFUEL, "direction": None, "why": "refuel"}
    score, action, direction = best
    suit = SUN if action[0] == THRUST else MOON
    if not known.speed and not known.coin_speed(suit, action[1]):
        return {"action": action, "direction": None, "why": "stay"}  # to turn up a coin that opens a better move
    return {"action": action, "direction": direction, "why": _why(score, sure)}


def _best_move(known: GalaxyExpressState, targets, sure: bool, wrap: bool, look_past_idle: bool):
    """(score, action, direction) of the best coin and slide, or None. A coin that leaves the ship at speed 0
    where it was buys only the coin turned up after it: it is worth the best move after that turn-up, on
    average over what may come, less IDLE (without `look_past_idle`, its own position less IDLE)."""
    best, idle = None, []
    for action in known.legal_actions():
        if action in (DELIVER, REFUEL):
            continue
        suit = SUN if action[0] == THRUST else MOON
        speed = known.coin_speed(suit, action[1])
        for direction in DIRECTIONS if speed else (None,):
            after = _after(known, suit, action[1], direction)
            score = _judge(after, suit, targets, sure, wrap)
            if not speed and not known.speed:
                idle.append((after, suit, action))
                if look_past_idle:
                    continue
                score = (score[0], score[1] - IDLE, score[2])
            if best is None or _rank(score) > _rank(best[0]):
                best = (score, action, direction)
    if look_past_idle:
        for after, suit, action in idle:
            value = _after_turn_up(after, suit, targets, sure, wrap) - IDLE
            if best is None or value > _rank(best[0]):
                best = ((2, value - RISK, 1.0), action, None)
    return best


def _after_turn_up(after: GalaxyExpressState, suit: str, targets, sure: bool, wrap: bool) -> float:
    """The rank of the best next move, averaged over the coins `suit` may turn up."""
    draws = after.stack(suit) or [None]
    total = 0.0
    for value in draws:
        drawn = after.clone()
        if value is not None:
            drawn.showing[suit] = sorted(drawn.showing[suit] + [value])
        best = _best_move(drawn, targets, sure, wrap, look_past_idle=False)
        total += _rank(best[0]) if best else -1e6
    return total / len(draws)


def _rank(score: tuple) -> float:
    """One number per move: a lost position never beats a live one; otherwise progress and odds trade off."""
    safety, worth, odds = score
    return worth + RISK * odds if safety else worth - 1e6


def _why(score, sure) -> str:
    """Why the move is proposed, in a word: nothing is safe ("least bad"), it "stops" on the delivery, brings it
    "in reach", "scans" unseen planets, keeps a stop possible only with "lucky" draws, or "keeps" a sure one."""
    safety, worth, _ = score
    if safety == 0:
        return "least bad"
    if sure and worth >= 90:
        return "stops"
    if sure and worth >= 20:
        return "in reach"
    if not sure and worth >= 20:
        return "scans"
    if safety == 1:
        return "lucky"
    return "keeps"


def delivery_reach(view: dict) -> dict:
    """"Can I still stop?" asked in orbit, where the ship has stopped already: the question that matters then is
    whether the next delivery can still be reached with the coins left, from what the pilot can see.
    {"target": its number or None, "here": the ship is on it, "squares": where it may be, "sure": found (face up,
    or "face_down": the last face-down planet), "coins": the fewest coins that could stop the ship there (None:
    not even the luckiest), "refuel": R is open}."""
    known = GalaxyExpressState.from_json(view)
    targets, sure = _target_squares(known)
    here = DELIVER in known.legal_actions()
    coins = 0 if here else known.stopping_distance(targets) if targets else None
    face_down = sure and known.chart[targets[0]] == HIDDEN
    return {"target": known.target, "here": here, "squares": targets, "sure": sure, "face_down": face_down,
            "coins": coins, "refuel": REFUEL in known.legal_actions()}
