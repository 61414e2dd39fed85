"""How far a seat is from winning, in turns: what `HyperlineState.evaluate` (and so the greedy bot) uses.

The plan it measures is the game's rhythm: reach Nexxus with a working Bridge and at least two other
working components, research once a turn (hyper-radiation and research each cost one component),
then repair (one component a turn, or everything at home) and come back. Bigger ships research longer
per visit, so buying components shortens the plan. A decision that opens a command (Move, Build,
Repair, Research) is credited with the best thing that command can do, so a one-ply bot sees why
it is worth choosing.

It is advice, not rules (issue 19), so it lives beside the bots; `HyperlineState.evaluate` and `idle`
only call it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.rules.hyperline import combat, commands, galaxy, setup
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import ADJACENT, DISTANCE_TO_NEXXUS, NEXXUS, distance
from game.rules.hyperline.tiles import ASTEROID, INFO

WIN_POINTS = 5
PER_RESEARCH = 2  # hyper-radiation and the research itself each damage one component
HORIZON = 120.0
PART_TURNS = 0.5
STUCK = 25.0  # turns: the scale that maps a plan's length to a value below 1
ARMS_TURNS = 0.6  # a point of fighting strength (a loaded fighter, a working weapon or shield): fights won, Nexxus held
ARMS_CAP = 5
RIVAL = {2: 0.5}  # how much the closest rival's progress counts against a seat's own (else 0.25)
FIGHT_ROUNDS = 3
SHOPPING_PARTS = 8  # a ship with fewer components weighs a detour to the nearest tech planets
SHOPS = 3
MOVE_TURNS = 0.5  # what a move costs beyond its steps: the turn's command
ARMED = {"weapon", "shield"}
UPGRADE_TURNS = {"repair_droid": 1.5, "battle_computer": 1.0, "hyperline_computer": 0.8}
"""A shipwright's worth of a Bridge upgrade beyond the plan (a Repair Droid's repairs on the move are in the plan)."""
WEIGHT = {"bridge": 4.0, "hyperline_engine": 1.3, "battle_pod": 1.2, "combat_engine": 1.1, "carrier_pod": 0.9}


@dataclass(frozen=True)
class Style:
    """How much a ship's build counts beside the research plan, and what else the plan sees (issue 17): normal
    searches as a shipwright, hard as a captain, easy (one step deep) as a raider."""

    part_turns: float = PART_TURNS  # a component's worth beyond the plan: a buffer against hits, one more ability
    smooth: float = 0.0  # how much the plan of a ship one component bigger counts (research comes in lumps of two)
    upgrades: bool = False  # Bridge upgrades are shops and worth turns; a Repair Droid repairs on the move
    shopping_parts: int = SHOPPING_PARTS  # a ship with fewer components weighs a detour to the nearest tech planets
    near: int = 2  # a ship this close to Nexxus goes in before it shops (at Nexxus: researches first)
    fits: bool = False  # a tech planet counts as a shop only if what it sells fits on the ship
    research_first: bool = False  # at Nexxus with Research open, a Repair gains nothing: hyper-radiation takes it back
    kill_turns: float = 0.0  # a pirate it will destroy: its base cleared, a stronger pirate to place in a rival's way
    leaving_hit: bool = False  # a shopping detour starts with the hit of the sector it leaves (an asteroid field)
    repair_need: bool = False  # the plan repairs what the points still to research need, not every component
    rout_turns: float = 0.0  # a fight it starts against a ship it outguns: the foe runs (off Nexxus, say)
    guarded: bool = False  # a tech planet held by a pirate it cannot beat is no shop (it runs before it can buy)
    arms_turns: float = ARMS_TURNS  # a point of fighting strength, in turns


PLAIN = Style()
SHIPWRIGHT = Style(part_turns=3.0, smooth=0.5, upgrades=True, near=0, fits=True, research_first=True, kill_turns=1.5)
CAPTAIN = replace(SHIPWRIGHT, leaving_hit=True, repair_need=True, rout_turns=1.0, guarded=True, arms_turns=1.2)
"""Hard's style: the shipwright (which normal searches with) that also sees the hits that hold a ship in place and
the repairs a last point needs (issue 17's 100-round loops), and picks the fights it wins. Searched with, it won 63 of
100 games against normal (docs/benchmarks.md)."""
RAIDER = replace(CAPTAIN, kill_turns=3.5, rout_turns=2.0)
"""Easy's style: a captain that hunts. One step deep, easy sees a fight only as what it is worth now, so the pirates
it can destroy and the ships it can rout count for more (easy vs easy: 1.22 combats won a game, the captain 0.98)."""


def evaluate(st, seat: int, style: Style = PLAIN) -> float:
    if st.winner is not None:
        return 1.0 if st.winner == seat else 0.0
    ship = st.ships[seat]
    if not ship or not ship["parts"]:
        return 0.0
    mine = _value(st, seat, style)
    others = [_value(st, other, style) for other in range(st.players) if other != seat]
    return mine - RIVAL.get(st.players, 0.25) * max(others, default=0.0)


def shipwright(st, seat: int) -> float:
    """Normal's evaluation: the plain one with a ship worth building (components, Bridge upgrades)."""
    return evaluate(st, seat, SHIPWRIGHT)


def captain(st, seat: int) -> float:
    """Hard's evaluation: the shipwright's, without its loops, keener on fights it wins."""
    return evaluate(st, seat, CAPTAIN)


def raider(st, seat: int) -> float:
    """Easy's evaluation: the captain's, keener still on fights."""
    return evaluate(st, seat, RAIDER)


def _value(st, seat: int, style: Style) -> float:
    ship = st.ships[seat]
    here = st.at[seat]
    at_nexxus = here == NEXXUS
    parts = ship["parts"][1:]
    shields = [p for p in parts if _is_shield(p)]
    ship_now = {
        "bridge": shipkit.bridge_ok(ship),
        "working": sum(1 for p in parts if not p["damaged"]),
        "up": sum(1 for p in shields if not p["damaged"]),
        "down": sum(1 for p in shields if p["damaged"]),
        "total": len(parts),
    }
    for _ in range(_fight_hits(st, seat)):
        _hit(ship_now)
    if not at_nexxus:  # shields recharge at the end of the turn
        ship_now["working"] += ship_now["down"]
        ship_now["up"] += ship_now["down"]
        ship_now["down"] = 0
    points = st.points[seat]
    pending = _pending(st, seat, style)
    points += pending.get("points", 0.0)
    ship_now["total"] += pending.get("parts", 0)
    ship_now["up"] += pending.get("shield", 0)
    ship_now["working"] = max(0, min(ship_now["total"], ship_now["working"] + pending.get("working", 0)))
    ship_now["bridge"] = (ship_now["bridge"] or pending.get("bridge", False)) and not pending.get("bridge_lost")
    # the plan repairs every engine on its way: a damaged Hyperline Engine slows this move, not the game
    moves = 1 + sum(1 for p in parts if p["kind"] == "hyperline_engine")
    leave = st.must_move[seat]
    places = pending.get("places") or [here]
    field = _field(st, seat)
    first = _with_jumps(st, seat, field)  # the way from where the ship stands may start with a jump
    droid = style.upgrades and ("repair_droid" in ship["upgrades"] or pending.get("upgrade") == "repair_droid")
    plan = (style.smooth, droid, style.repair_need)
    hunting = style.kill_turns and st.current == seat and not st.fight
    turns = min(
        _smooth(st, seat, place, _hazards(st, seat, place, ship_now), points, moves, leave, field, first, plan)
        - (style.kill_turns if hunting and _beats_pirate(st, seat, place) else 0.0)
        for place in places
    )
    if style.kill_turns and st.current == seat and _pirate_falls(st, seat):
        turns -= style.kill_turns
    if style.rout_turns and st.current == seat and _outguns(st, seat):
        turns -= style.rout_turns
    arms = _arms(st, seat, pending)
    buying = "parts" in pending or "upgrade" in pending
    shopping = points < WIN_POINTS - 1 and ship_now["total"] < style.shopping_parts and not buying
    if shopping:  # a detour to buy one more component (not while a purchase is already under way)
        speed = moves + 0.5
        shops = _shops(st, seat, style)
        if style.guarded:
            shops = [shop for shop in shops if str(shop[0]) not in st.pirates or _beats_pirate(st, seat, shop[0])]
        for place in places:
            if DISTANCE_TO_NEXXUS[place] < style.near:  # at (or next to) Nexxus: research first, shop on the way back
                continue
            nearest = sorted(shops, key=lambda shop: (distance(place, shop[0]), shop[0]))[:SHOPS]
            for shop, ware in nearest:
                bigger = _hazards(st, seat, shop, ship_now)
                if style.leaving_hit and shop != place:  # it takes the hit where it stands before it can leave
                    bigger = _hazards(st, seat, shop, _hazards(st, seat, place, ship_now))
                if place == NEXXUS:  # the next turn begins with hyper-radiation before the ship can leave
                    _hit(bigger)
                detour = _travel(distance(place, shop), speed) + 1.0
                if ware in UPGRADE_TURNS:
                    detour -= UPGRADE_TURNS[ware]
                else:
                    bigger["total"] += 1
                    bigger["working"] += 1
                    detour -= style.part_turns
                if leave and shop == here:  # it must move off first (it ran from a fight): out and back
                    detour += 1.0 + MOVE_TURNS
                if ware == "armed" and arms < ARMS_CAP:
                    detour -= style.arms_turns
                then = (style.smooth, droid or ware == "repair_droid", style.repair_need)
                turns = min(turns, detour + _smooth(st, seat, shop, bigger, points, moves, False, field, None, then))
    if pending.get("research"):  # the command is still to choose, and Research is open
        after = dict(ship_now)
        _hit(after)
        if after["bridge"]:
            turns = min(turns, _smooth(st, seat, here, after, points + 1, moves, leave, field, first, plan))
    # every component is worth something beyond the research rhythm: a buffer against hits, one more ability
    turns -= style.part_turns * min(ship_now["total"], 12)
    turns -= style.arms_turns * min(arms, ARMS_CAP)
    if style.upgrades:
        turns -= sum(UPGRADE_TURNS[u] for u in set(ship["upgrades"]) | {pending.get("upgrade")} if u)
    value = 1.0 - turns / HORIZON
    # tie-breakers: keep the components that matter most; do not linger in optional fights
    # (small: together they stay below one turn, so they never outweigh a research point)
    value += 0.0005 * sum(WEIGHT.get(p["kind"], 1.0) for p in ship["parts"] if not p["damaged"])
    value += 0.001 * len(ship["upgrades"])
    if st.fight and st.phase == "combat_flee":
        value -= 0.0005
    return value


def _hazards(st, seat: int, place: int, ship_now: dict) -> dict:
    """The ship as it will be after the combat phase in `place`: asteroids hit, pirates fight."""
    ship = dict(ship_now)
    hits = pirate_forecast(st, seat, place)[0] if not st.fight else 0
    content = st.board[place]
    if content and content.startswith(ASTEROID) and not shipkit.online(st.ships[seat], "battle_computer"):
        hits += 1
    for _ in range(hits):
        _hit(ship)
    return ship


def _field(st, seat: int) -> list[int]:
    """Steps from each sector to Nexxus around pirates and asteroid fields (Manhattan where nothing is
    in the way); a sector walled in gets its Manhattan distance doubled."""
    ship = st.ships[seat]
    rocks = not shipkit.online(ship, "battle_computer")
    walls = {int(s) for s in st.pirates if not pirate_forecast(st, seat, int(s))[1]}
    if rocks:
        walls.update(s for s, content in enumerate(st.board) if content and content.startswith(ASTEROID))
    if not walls:
        return DISTANCE_TO_NEXXUS
    key = frozenset(walls)
    far = _FIELDS.get(key)
    if far is not None:
        return far
    if len(_FIELDS) >= CACHE_SIZE:
        _FIELDS.clear()
    far = _FIELDS[key] = [2 * d + 4 for d in DISTANCE_TO_NEXXUS]
    far[NEXXUS] = 0
    frontier = [NEXXUS]
    steps = 0
    while frontier:
        steps += 1
        nxt = []
        for sector in frontier:
            for other in ADJACENT[sector]:
                if far[other] <= steps:
                    continue
                far[other] = steps
                if other not in walls:  # a ship may end in a wall, not pass through it
                    nxt.append(other)
        frontier = nxt
    return far


_FIELDS: dict = {}
"""The way round each set of walls, found once (callers copy a field before they change it)."""
CACHE_SIZE = 4096


def _with_jumps(st, seat: int, field: list[int]) -> list[int]:
    """From the ship's own sector a jump counts as one step to wherever its lines lead (lanes cross the
    board in one move), so the way from here is the shorter of walking and jumping first."""
    here = st.at[seat]
    if here == NEXXUS or here is None:
        return field
    ends = _jump_places(st, seat)
    if not ends:
        return field
    best = 1 + min(field[end] for end in ends)
    if best >= field[here]:
        return field
    field = list(field)
    field[here] = best
    return field


def _jump_places(st, seat: int) -> set[int]:
    """Explored sectors a jump from the ship's sector ends in or rides through (a branch stops it there):
    galaxy.connections' ends and every sector on the way, in one ride."""
    places = set()
    for sector, target, info, exits, _ in galaxy._ride(st, seat):
        if info is not None:
            places.add(target)
        if not exits:
            places.add(sector)
    places.discard(st.at[seat])
    return places


def _is_shield(p) -> bool:
    return shipkit.type_of(p["kind"]) == "shield"


def _hit(ship: dict) -> None:
    """One point of damage where it hurts least: a shield, another component, the Bridge last."""
    if ship["up"] > 0:
        ship["up"] -= 1
        ship["down"] += 1
        ship["working"] -= 1
    elif ship["working"] > 0:
        ship["working"] -= 1
    else:
        ship["bridge"] = False


def _smooth(st, seat, place, ship, points, moves, leave, field, first, plan) -> float:
    """The plan's turns, blended (`plan`: the weight, whether a Repair Droid works, whether repairs stop at what
    the points left need) with those of a ship one
    component bigger: research comes in lumps of two components a visit, so the plan alone sees no gain in
    every other purchase (a third component, like the second, only shields the Bridge from hyper-radiation)."""
    weight, droid, need = plan
    if not weight:
        return _plan(st, seat, place, ship, points, moves, leave, field, first, droid, need)
    bigger = dict(ship)
    bigger["total"] += 1
    bigger["working"] += 1
    now = _plan(st, seat, place, dict(ship), points, moves, leave, field, first, droid, need)
    return (1 - weight) * now + weight * _plan(st, seat, place, bigger, points, moves, leave, field, first, droid, need)


def _plan(st, seat, place, ship, points, moves, leave, field, first=None, droid=False, need=False) -> float:
    """Turns to collect the remaining points from `place`, played out turn by turn at Nexxus:
    hyper-radiation, then research while the Bridge and a component can take it; else leave,
    repair (here one a turn, or all at once at home) and come back. (Remembered by what it reads: of the
    fields only the ways from `place` and from home; `ship` is the caller's copy, spent here.)"""
    home = st.corners[seat]
    key = (
        place,
        home,
        (first or field)[place],
        field[place],
        field[home],
        ship["bridge"],
        ship["working"],
        ship["up"],
        ship["down"],
        ship["total"],
        points,
        moves,
        leave,
        droid,
        need,
    )
    turns = _PLANS.get(key)
    if turns is None:
        if len(_PLANS) >= CACHE_SIZE * 16:
            _PLANS.clear()
        turns = _PLANS[key] = _plan_turns(place, home, ship, points, moves, leave, field, first, droid, need)
    return turns


_PLANS: dict = {}


def _plan_turns(place, home, ship, points, moves, leave, field, first, droid, need) -> float:
    left = WIN_POINTS - points
    if left <= 0:
        return 0.0
    whole = int(left + 0.999)
    speed = moves + 0.5
    at_nexxus = place == NEXXUS
    turns = 0.0
    done = 0
    for _ in range(6 * WIN_POINTS):
        if done >= whole:
            break
        if at_nexxus:
            turns += 1
            _hit(ship)  # hyper-radiation at the start of the turn
            if ship["bridge"] and ship["working"] >= 1 and not leave:
                _hit(ship)
                done += 1
                continue
            leave = False
            at_nexxus = False
            place = -1  # one step away; shields recharge at the end of the turn
            ship["working"] += ship["down"]
            ship["up"] += ship["down"]
            ship["down"] = 0
            continue
        if ship["total"] < PER_RESEARCH:
            break
        gap = 1 if place < 0 else (first or field)[place]
        first = None  # a jump's shortcut serves the first way only, not every trip home later
        capacity = ship["working"] // PER_RESEARCH  # research turns a visit allows
        if ship["bridge"] and capacity and (capacity >= whole - done or ship["working"] >= ship["total"]):
            turns += _travel(gap, speed)
            at_nexxus = True
            continue
        mended = min(ship["total"], PER_RESEARCH * (whole - done)) if need else ship["total"]
        local = max(0, mended - ship["working"]) + (0 if ship["bridge"] else 1)
        to_home = _travel(2 if place < 0 else distance(place, home), speed) + 1
        back = _travel(gap, speed)
        if droid:  # a Repair Droid repairs and then moves in the same turn: repairs overlap the way back
            local = max(local, back) - back
        if to_home + _travel(field[home], speed) < local + back:
            turns += to_home
            place = home
            mended = ship["total"]  # home repairs everything at once
        else:
            turns += local
        ship["working"] = max(ship["working"], mended)
        ship["up"] += ship["down"]
        ship["down"] = 0
        ship["bridge"] = True
    turns += STUCK * (whole - done)  # a ship too small to research never gets there
    return turns - 2.0 * (whole - left)


def _travel(steps: int, speed: float) -> float:
    """Turns to cover `steps`: a move takes the turn's command, so any way at all costs a good part of a
    turn; smooth in the steps, so that every step nearer is worth something (a floor of a whole turn made
    plateaus where ships waited side by side for ever)."""
    if steps <= 0:
        return 0.0
    return MOVE_TURNS + steps / speed


def _pending(st, seat: int, style: Style) -> dict:
    """What the command under way will surely bring, so that opening it is worth something."""
    if st.current != seat or st.fight:
        return {}
    phase = st.phase
    ship = st.ships[seat]
    if phase == "command" and commands.can_research(st):
        return {"research": True}
    if phase in ("research_damage", "tight_damage"):
        if len(galaxy.functional_parts(st, seat)) < 2:  # only the Bridge can take it: no point
            return {"bridge_lost": True}
        return {"points": 1 if phase == "research_damage" else 0.25, "working": -1}
    if phase == "repair":
        if style.research_first and st.at[seat] == NEXXUS and st.turn["start"] == NEXXUS and shipkit.bridge_ok(ship):
            return {}  # Research was open: what it repairs, the next hyper-radiation takes back
        if st.at[seat] == st.corners[seat]:
            return {"working": len(ship["parts"]), "bridge": True}
        if not shipkit.bridge_ok(ship):
            return {"bridge": True}
        return {"working": 1}
    if phase == "place":
        kind = shipkit.type_of(st.placing["kind"])
        return {"parts": 1, "working": 1, "shield": int(kind == "shield"), "arms": int(kind in ARMED)}
    if phase == "build" and not st.task.get("bought"):
        tech = commands._tech_here(st)
        if tech in shipkit.UPGRADES:
            return {"upgrade": tech} if style.upgrades and commands.buy_refusal(st, tech) is None else {}
        buyable = [shipkit.type_of(k) for k in _buyable(st)]
        if buyable:
            armed = int(bool(ARMED & set(buyable)))
            return {"parts": 1, "working": 1, "shield": int("shield" in buyable), "arms": armed}
    if phase == "move":  # fighters patrolling here may still be loaded before the next step
        if st.task.get("fighters") == "unload" and not st.turn.get("moves"):
            return {}  # unloading earns no credit for the move to come: a bot would unload and reload for ever
        here = st.at[seat]
        loadable = 0
        if st.task.get("fighters", "") != "unload":
            room = shipkit.carrier_capacity(ship) - st.loaded[seat]
            loadable = max(0, min(galaxy.patrol(st, seat, here), room))
        return {"places": _reachable(st, seat), "loaded": loadable}
    if phase in ("explore_stack", "explore_draw", "explore_rotate", "branch"):
        return {"places": _reachable(st, seat)}
    return {}


def _buyable(st) -> list[str]:
    tech = commands._tech_here(st)
    if tech is None or tech in shipkit.UPGRADES:  # an upgrade is no component to take damage
        return []
    return [kind for kind in setup.kinds_of(tech) if commands.buy_refusal(st, kind) is None]


def _reachable(st, seat: int) -> list[int]:
    """Where the move under way can still take the ship (explored jump ends, steps, the sector being
    explored); staying counts only once a move has been made."""
    here = st.at[seat]
    phase = st.phase
    if phase != "move":
        target = st.explore.get("sector") if st.explore else None
        return [here] + ([target] if target is not None else [])
    places = set(ADJACENT[here])
    places.update(_jump_places(st, seat))
    if st.turn.get("moves", 0) >= 1 or not places:
        places.add(here)
    return sorted(places)


# --- fights: what a seat can deal, and what a fight will cost ---------------------------------------------
def firepower(st, seat: int, sector: int, ship_there: bool | None = None) -> float:
    """Damage a round in `sector`: one per fighter there, and the weapons facing the enemy (the side it can
    choose with two more Combat Engines than a pirate's level is not known here: the best side if it has two
    engines, else the average over the four)."""
    ship = st.ships[seat]
    total = st.patrols[seat].get(str(sector), 0)
    if ship_there if ship_there is not None else st.at[seat] == sector:
        total += st.loaded[seat]
        powers = [combat.weapon_power(ship, q) for q in shipkit.QUADRANTS]
        total += max(powers) if shipkit.count_functional(ship, "combat_engine") >= 2 else sum(powers) / 4
    return total


def pirate_forecast(st, seat: int, place: int) -> tuple[int, bool]:
    """A ship of `seat` ending its move on `place`: the hits its pirate will deal, and whether the ship
    beats it within the fight's three rounds (else it takes one round and runs away)."""
    level = st.pirates.get(str(place), 0)
    if not level:
        return 0, True
    power = firepower(st, seat, place, ship_there=True)
    if power <= 0:
        return level, False
    rounds = -(-level // power)
    if rounds > FIGHT_ROUNDS:
        return level, False
    return int(level * rounds), True


def _beats_pirate(st, seat: int, place: int) -> bool:
    return str(place) in st.pirates and pirate_forecast(st, seat, place)[1]


def _pirate_falls(st, seat: int) -> bool:
    """The seat's pirate fight under way ends with the pirate destroyed (or has: it is still to be placed)."""
    if st.phase == "place_pirate":
        return True
    f = st.fight
    if not f or f.get("kind") != "fight" or combat.PIRATE not in f["sides"].values():
        return False
    if f.get("destroyed"):
        return True
    power = firepower(st, seat, f["sector"])
    if power <= 0:
        return False
    rounds_left = FIGHT_ROUNDS - f["round"] + (0 if f["queue"] else 1)
    return -(-(f["level"] - f["hits"]) // power) <= max(1, rounds_left)


def _outguns(st, seat: int) -> bool:
    """The seat's fight under way is against a ship that deals less than it takes."""
    f = st.fight
    if not f or f.get("kind") != "fight":
        return False
    sides = f["sides"]
    foe = sides["d"] if sides["a"] == seat else sides["a"] if sides["d"] == seat else None
    if not isinstance(foe, int):
        return False
    return firepower(st, seat, f["sector"]) > firepower(st, foe, f["sector"])


def _arms(st, seat: int, pending: dict) -> float:
    """Fighting strength: loaded fighters, weapons and shields (damaged ones too: the plan repairs them, and
    counting only working ones would make a seat shield its shields from research damage)."""
    ship = st.ships[seat]
    strength = st.loaded[seat] + pending.get("loaded", 0)
    for p in ship["parts"]:
        if shipkit.type_of(p["kind"]) in ARMED:
            strength += 1
    return strength + pending.get("arms", 0)


def _fight_hits(st, seat: int) -> int:
    """The hits still to come to `seat` in the fight under way: its foe's damage for the rounds left,
    up to the end of a pirate it beats; a loser takes a round and runs."""
    f = st.fight
    if not f or f.get("kind") != "fight":
        return 0
    sides = f["sides"]
    mine = next((side for side in ("a", "d") if sides[side] == seat), None)
    if mine is None:
        return 0
    foe = sides[combat.OTHER[mine]]
    incoming = f.get("incoming", {}).get(mine, {}).get("left", 0)
    rounds_left = FIGHT_ROUNDS - f["round"] + (0 if f["queue"] else 1)
    if foe == combat.PIRATE:
        level = f["level"]
        power = firepower(st, seat, f["sector"])
        left = level - f["hits"]
        rounds = -(-left // power) if power > 0 else FIGHT_ROUNDS + 1
        if rounds > max(1, rounds_left):
            rounds = 1  # it cannot win: one round, then it runs
        return int(incoming + (level * rounds if f["queue"] else 0))
    if isinstance(foe, int):
        return int(incoming + min(1, rounds_left) * firepower(st, foe, f["sector"]))
    return incoming


def _shops(st, seat: int, style: Style) -> list[tuple[int, str]]:
    """Tech planets (or the seat's own home) that would sell it something, and what: "armed" (a weapon or a
    shield), "part" (another component) or the Bridge upgrade it lacks: not Nexxus, no other player's home,
    stock left (with `style.fits`: stock with room for it on the ship), its tech token not already there."""
    found = []
    ship = st.ships[seat]
    owned = ship["upgrades"]
    upgrades = style.upgrades
    fits = {} if style.fits else None
    tokens = st.tokens[seat]
    mine = st.corners[seat]
    corners = st.corners
    store = st.store
    for sector, content in enumerate(st.board):
        if content is None or sector == NEXXUS:
            continue
        tech = INFO[content].tech
        if tech is None or tokens.get(tech) == sector:
            continue
        if sector in corners and sector != mine:
            continue
        if tech in shipkit.UPGRADES:
            if upgrades and tech not in owned:
                found.append((sector, tech))
            continue
        if fits is None:
            if not any(store[kind] > 0 for kind in _KINDS_OF[tech]):
                continue
        else:
            if tech not in fits:
                fits[tech] = any(store[k] > 0 and shipkit.known_placements(ship, k) for k in _KINDS_OF[tech])
            if not fits[tech]:
                continue
        found.append((sector, "armed" if tech in ARMED else "part"))
    return found


_KINDS_OF = {tech: setup.kinds_of(tech) for tech in shipkit.TYPES}


def idle(st, action) -> bool:
    """A command that changes nothing that lasts: pass; a Build with nothing to buy; a Repair on Nexxus
    that the next hyper-radiation takes back before the ship can research. In the combat menu: a fight against
    a ship where neither side can give a point (no working weapon, no fighter there), three rounds of dice for
    nothing that a person still has to roll (issue 33)."""
    if st.phase == "combat":
        return _pointless_fight(st, action)
    if st.phase != "command":
        return False
    if action == "pass":
        return True
    if action == "build":
        tech = commands._tech_here(st)
        kinds = [tech] if tech in shipkit.UPGRADES else setup.kinds_of(tech) if tech else []
        return all(commands.buy_refusal(st, kind) is not None for kind in kinds)
    if action == "repair" and st.at[st.current] == NEXXUS:
        # what it repairs must outlast the next hyper-radiation and leave a component for research: a
        # damaged Bridge is repaired first, so the ship needs two working components besides
        ship = st.ships[st.current]
        working = sum(1 for p in ship["parts"][1:] if not p["damaged"])
        return working < (1 if shipkit.bridge_ok(ship) else 2)
    return False


def _pointless_fight(st, action) -> bool:
    """A fight between two ships in which every round ends 0 to 0."""
    if not (isinstance(action, tuple) and len(action) == 3 and action[0] == "fight"):
        return False
    _, sector, foe = action
    if not isinstance(foe, int):  # a pirate always deals damage
        return False
    return firepower(st, st.current, sector) <= 0 and firepower(st, foe, sector) <= 0
