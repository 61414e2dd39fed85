"""Combat, turn phase 4: the asteroid hit, fights with pirates and other players (up to three
rounds of six steps), long-range plasma torpedoes, new pirates, and the Transfer Shield.

While one is being resolved, a fight, an asteroid hit or a torpedo lives in `st.fight`:
    kind      "fight", "asteroid" or "torpedo"
    sector    where it happens
    sides     {"a": who, "d": who}: "a" attacks (the player whose turn it is; the asteroid or the
              torpedo), "d" defends; who is a seat, "pirate", "asteroid" or "torpedo"
    level     the pirate's level; hits: damage the pirate has taken in this fight
    power     an asteroid's or a torpedo's damage
    round     1 to 3; dice: each side's quadrant (where its enemy is); incoming: each side's damage to
              take, {"left", "targets"}; hardpoint: Hardpoint Shields that ignored a hit this round;
              forced: a side that could not take all its damage (it must run away)
    queue     the steps still to run; a step that needs a die or a decision sets the phase and waits
    by        the seat deciding now (the actor during combat decisions)
"""

from __future__ import annotations

from game.rules.core import phase_table
from game.rules.hyperline import galaxy, turn
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import ALL, NEXXUS, QUADRANT_OF_DIE, name
from game.rules.hyperline.galaxy import KEYS, OTHERS, SECTOR_OF
from game.rules.words import Message, Seat, msg, pmsg

HANDLERS, handler = phase_table()
"""This module's phases, joined with the others' by the state class."""

PIRATE = "pirate"
ROUNDS = 3
MAX_PIRATE = 3
LONE_FIGHTER_SPEED = 3
OTHER = {"a": "d", "d": "a"}
DECIDING = frozenset({"combat_face", "combat_target", "combat_absorb", "combat_flee"})
"""Combat decisions may belong to the defender: the actor is st.fight["by"]."""
SIDE_WORDS = shipkit.SIDE  # front, right, back, left
DIE_OF = {q: die for die, q in QUADRANT_OF_DIE.items()}


# --- who is in a fight --------------------------------------------------------------------------------------
def seat_of(f, side: str) -> int | None:
    who = f["sides"][side]
    return who if type(who) is int else None


def ship_in(st, f, side: str) -> bool:
    who = f["sides"][side]
    return type(who) is int and st.at[who] == f["sector"]


def speed(st, f, side: str) -> int:
    who = f["sides"][side]
    return side_speed(st.at, st.ships, who, f["sector"], f["level"] if who == PIRATE else 0)


def side_speed(at, ships, who, sector: int, level: int = 0) -> int:
    """Combat Engines for a ship in the sector; 3 for fighters without their ship; a pirate's level; 0 for rocks and
    torpedoes. Given where ships stand rather than a fight, so the table can say a fight's odds before it starts."""
    if who == PIRATE:
        return level
    if not isinstance(who, int):
        return 0
    if at[who] == sector:
        return shipkit.count_functional(ships[who], "combat_engine")
    return LONE_FIGHTER_SPEED


def advantage(st, f, side: str) -> int:
    return speed(st, f, side) - speed(st, f, OTHER[side])


def battle_computer(st, f, side: str) -> bool:
    return ship_in(st, f, side) and shipkit.online(st.ships[seat_of(f, side)], "battle_computer")


def first_striker(st, f) -> str | None:
    """The side whose Battle Computer strikes first (two Battle Computers cancel out)."""
    sides, sector, at, ships = f["sides"], f["sector"], st.at, st.ships
    found = []
    for who in (sides["a"], sides["d"]):  # (`battle_computer` of each side, written out)
        if type(who) is int and at[who] == sector:
            ship = ships[who]
            found.append("battle_computer" in ship["upgrades"] and not ship["parts"][0]["damaged"])
        else:
            found.append(False)
    a, d = found
    if a != d:
        return "a" if a else "d"
    return None


def present(st, seat: int, sector: int) -> bool:
    """The seat has its starship or fighters in the sector."""
    return st.at[seat] == sector or galaxy.patrol(st, seat, sector) > 0


def attackable(st, seat: int, sector: int) -> bool:
    """A ship that is running away cannot be attacked, nor its fighters with it; lone patrols can."""
    if st.at[seat] == sector:
        return not st.must_move[seat]
    return galaxy.patrol(st, seat, sector) > 0


def weapon_power(ship: dict, quadrant: str | None) -> int:
    """The weapons facing the enemy: 1 each, 2 for a Laser Cannon with the Battle Pod bonus."""
    if quadrant is None or not (shipkit.FACTS.get(id(ship)) or shipkit.facts(ship)).working.get("weapon"):
        return 0
    total = 0
    for p in ship["parts"]:
        if p["damaged"] or shipkit.type_of(p["kind"]) != "weapon" or quadrant not in shipkit.facings(ship, p["id"]):
            continue
        total += 2 if p["kind"] == "laser_cannon" and shipkit.boosted(ship, p["id"]) else 1
    return total


def focus_beams(ship: dict, quadrant: str | None) -> int:
    """Boosted, working Focus Beams facing the enemy: each may choose its target."""
    if quadrant is None:
        return 0
    return sum(
        1
        for p in ship["parts"]
        if p["kind"] == "focus_beam"
        and not p["damaged"]
        and quadrant in shipkit.facings(ship, p["id"])
        and shipkit.boosted(ship, p["id"])
    )


def launchers(ship: dict) -> int:
    """A torpedo does 1 damage per working Plasma Launcher with the Battle Pod bonus."""
    return (shipkit.FACTS.get(id(ship)) or shipkit.facts(ship)).launchers


def give_amount(st, f, side: str) -> int:
    who = f["sides"][side]
    if who == PIRATE:
        return f["level"]
    if not isinstance(who, int):
        return f["power"]
    total = galaxy.fighters(st, who, f["sector"])
    if st.at[who] == f["sector"]:
        total += weapon_power(st.ships[who], f["dice"][side])
    return total


def transfers(st, seat: int) -> list[tuple]:
    """("transfer", shield, other): damage a working Transfer Shield to restore another damaged shield.

    Ruling: a Transfer Shield cannot restore another Transfer Shield (two of them could trade forever).
    """
    facts = shipkit.facts(st.ships[seat])
    return [("transfer", giver, taker) for giver in facts.givers for taker in facts.takers]


def transfer_refusal(st, seat: int, action) -> Message:
    """Why ("transfer", shield, other) is not possible for this seat now."""
    parts = {p["id"]: p for p in st.ships[seat]["parts"]}
    giver = parts.get(action[1]) if type(action[1]) is int else None
    taker = parts.get(action[2]) if type(action[2]) is int else None
    if giver is None or giver["kind"] != "transfer_shield":
        return msg("Choose one of your Transfer Shields to drain.")
    if giver["damaged"]:
        return msg("That Transfer Shield is damaged: only a working one can restore another shield.")
    if taker is None or shipkit.type_of(taker["kind"]) != "shield":
        return msg("A Transfer Shield restores a shield, not another kind of component.")
    if taker["kind"] == "transfer_shield":
        return msg("A Transfer Shield cannot restore another Transfer Shield.")
    if not taker["damaged"]:
        return msg("Your {part} is not damaged.", part=shipkit.PART[taker["kind"]])
    return msg("You cannot use a Transfer Shield now.")


def transfer(st, seat: int, action) -> list[dict]:
    ship = st.ships[seat]
    shipkit.damage(ship, action[1])
    shipkit.repair(ship, action[2])
    return [{"type": "transfer", "seat": seat, "from": action[1], "to": action[2]}]


def describe_transfer(st, seat: int, action) -> Message:
    restored = shipkit.part(st.ships[seat], action[2])["kind"]
    return msg("{who} drains a Transfer Shield to restore {part}", who=Seat(seat), part=shipkit.THE_PART[restored])


def transfer_label(st, seat: int, action) -> Message:
    restored = shipkit.part(st.ships[seat], action[2])["kind"]
    return msg("Drain a Transfer Shield to restore {part}", part=shipkit.THE_PART[restored])


# --- the combat phase: what may be fought -------------------------------------------------------------------
def begin(st) -> list[dict]:
    """Enter phase 4: the asteroid hit first, then the fights the player must or may start."""
    found = arrive(st)
    return turn.next_phase(st) if found is None else found


def arrive(st) -> list[dict] | None:
    """`begin`, saying None when there is nothing to fight (the turn goes on to the recharge)."""
    seat = st.current
    here = st.at[seat]
    if st.board[here] in galaxy.ASTEROIDS and not shipkit.online(st.ships[seat], "battle_computer"):
        if galaxy.functional_parts(st, seat):
            _stop_here(st)
            event = {"type": "asteroid_hit", "seat": seat, "sector": here}
            return [event] + _start(st, "asteroid", here, {"a": "asteroid", "d": seat}, power=1)
    if not _contact(st, False):  # the menu would be empty (most turns): on to the recharge, and the turn that
        return None  # ends there is dropped at the next turn's start, so it needs no combat record, step or phase
    _stop_here(st)
    return menu(st, contact=True)


def _stop_here(st) -> None:
    """The turn is in its combat phase, with a fresh record: what was fought, the torpedo, whether the player
    stopped, a pirate to place."""
    turn_now = st.turn
    turn_now["step"] = turn.COMBAT
    turn_now["combat"] = {"fought": [], "pirates": [], "torpedo": False, "over": False, "new_pirate": 0}
    st.phase = "combat"


def pirate_fights(st, where: set | None = None) -> list[int]:
    """Sectors where the player's ship or fighters share space with a pirate not fought yet this turn (`where`:
    the keys of the player's sector and patrols, if made already)."""
    seat = st.current
    here = st.at[seat]
    mine = st.patrols[seat]
    if where is None:
        where = {KEYS[here], *mine}
    done = st.turn["combat"]["pirates"]
    found = []
    for key in where.intersection(st.pirates):
        sector = SECTOR_OF[key]
        if sector not in done and (sector == here or mine.get(key, 0) > 0):
            found.append(sector)
    found.sort()
    return found


def player_fights(st, where: set | None = None) -> list[tuple[int, int]]:
    seat = st.current
    combat = st.turn["combat"]
    at, patrols, must_move = st.at, st.patrols, st.must_move
    if where is None:
        where = {KEYS[at[seat]], *patrols[seat]}
    others = OTHERS[len(at)][seat]
    theirs = set()  # where another seat has its ship or fighters: the only sectors a fight may be in
    for other in others:
        theirs.add(KEYS[at[other]])
        theirs.update(patrols[other])
    found = []
    if where.isdisjoint(theirs):
        return found
    fought, pirates, corners = combat["fought"], st.pirates, st.corners
    for sector in sorted(map(SECTOR_OF.__getitem__, where.intersection(theirs))):
        if sector in fought or (sector in corners and corners.index(sector) != seat):  # another's home
            continue
        key = KEYS[sector]
        if key in pirates and sector not in combat["pirates"]:
            continue
        for other in others:
            if (
                not must_move[other] if at[other] == sector else patrols[other].get(key, 0) > 0
            ):  # attackable: a ship running away is not, nor its fighters with it
                found.append((sector, other))
    return found


def torpedo_targets(st) -> list[tuple[int, object]]:
    """Long range: no enemy in the ship's sector, a connected sector with a pirate or a ship (not at a home)."""
    seat = st.current
    combat = st.turn["combat"]
    ship = st.ships[seat]
    if combat["torpedo"] or not launchers(ship):
        return []
    here = st.at[seat]
    if galaxy.others_home(st, seat, here):  # visitors "may not initiate a Combat while there"
        return []
    if str(here) in st.pirates or any(present(st, o, here) for o in range(st.players) if o != seat):
        return []
    found = []
    for sector in galaxy.connections(st, seat)[0]:
        if str(sector) in st.pirates:
            found.append((sector, PIRATE))
        if galaxy.owner_of(st, sector) is None:
            found += [
                (sector, o) for o in range(st.players) if o != seat and st.at[o] == sector and not st.must_move[o]
            ]
    return found


def options(st, contact: bool = False) -> tuple[list, bool]:
    """The combat menu, and whether a pirate still has to be fought (`contact`: `_contact` said yes already)."""
    record = st.turn["combat"]
    if record["over"] or not (contact or _contact(st, record["torpedo"])):
        return [], False
    seat = st.current
    where = {KEYS[st.at[seat]], *st.patrols[seat]}  # the player's sector and patrols
    found = []  # (loops, not comprehensions: the lists are short, most often empty)
    for sector in pirate_fights(st, where):
        found.append(("fight", sector, PIRATE))
    must = bool(found)
    for sector, foe in player_fights(st, where):
        found.append(("fight", sector, foe))
    ship = st.ships[seat]
    if not record["torpedo"] and (shipkit.FACTS.get(id(ship)) or shipkit.facts(ship)).launchers:  # (else none)
        for sector, who in torpedo_targets(st):
            found.append(("torpedo", sector, who))
    return found, must


def _contact(st, torpedo_used: bool) -> bool:
    """Anything at all to fight: a pirate or another player where the player is, or a torpedo to fire."""
    seat = st.current
    at, patrols, pirates = st.at, st.patrols, st.pirates
    here = at[seat]
    key = KEYS[here]
    mine = patrols[seat]
    if mine:  # the player's ship and fighters (most turns: at least those at home), as patrols and pirates key sectors
        where = {key, *mine}
        if not where.isdisjoint(pirates):
            return True
        for other in OTHERS[len(at)][seat]:
            if KEYS[at[other]] in where or not where.isdisjoint(patrols[other]):
                return True
    else:  # (the ship alone)
        if key in pirates or at.count(here) > 1:
            return True
        for theirs in patrols:
            if key in theirs:
                return True
    if torpedo_used:
        return False
    ship = st.ships[seat]
    return (shipkit.FACTS.get(id(ship)) or shipkit.facts(ship)).launchers > 0  # (`launchers`, written out)


def menu(st, contact: bool = False) -> list[dict]:
    """Back to the combat menu: nothing left ends the phase; a lone pirate fight starts by itself."""
    found, must = options(st, contact)
    if not found:
        return turn.next_phase(st)
    if must and len(found) == 1:
        return _begin_fight(st, found[0][1], found[0][2])
    st.phase = "combat"
    _SHOWN[:] = st, found, must
    return []


_SHOWN: list = [None, [], False]
"""The state `menu` last stopped at its combat menu, the menu and whether a pirate must be fought: the legal list
asked next takes it once instead of making it again (the rules change a state only by applying a move, and every
way back to this menu passes through `menu`)."""


def _menu_legal(st):
    if _SHOWN[0] is st:
        found, must = _SHOWN[1], _SHOWN[2]
        _SHOWN[0] = None
    else:
        found, must = options(st, contact=True)  # (`_contact` only foresees an empty menu: no need to ask it here)
    return found if must else found + ["end_combat"]


def _menu(st, action):
    if action == "end_combat":
        return [{"type": "combat_over", "seat": st.current}] + turn.next_phase(st)
    verb, sector, who = action
    if verb == "fight":
        return _begin_fight(st, sector, who)
    st.turn["combat"]["torpedo"] = True
    ship = st.ships[st.current]
    power = launchers(ship)
    event = {"type": "torpedo", "seat": st.current, "sector": sector, "target": who, "damage": power}
    return [event] + _start(st, "torpedo", sector, {"a": "torpedo", "d": who}, power=power)


def _menu_refusal(st, action):
    seat = st.current
    if action == "end_combat":
        return msg("Pirates always fight: you must fight the pirate sharing a sector with your ship or fighters first.")
    if not (isinstance(action, tuple) and len(action) == 3 and action[0] in ("fight", "torpedo")):
        return None
    verb, sector, who = action
    if not isinstance(sector, int) or not 0 <= sector < len(st.board):
        return msg("Choose a sector on the board.")
    combat = st.turn["combat"]
    if combat["over"]:
        return msg("Your ship ran away: your combat phase is over.")
    if verb == "torpedo":
        if combat["torpedo"]:
            return msg("One plasma torpedo per combat phase.")
        if not launchers(st.ships[seat]):
            return msg("A torpedo needs a working Plasma Launcher with the Battle Pod bonus.")
        here = st.at[seat]
        if galaxy.others_home(st, seat, here):
            return msg("A visitor on another player's home planet may not start a combat from there.")
        if str(here) in st.pirates or any(present(st, o, here) for o in range(st.players) if o != seat):
            return msg("You can only fire a torpedo when no enemy shares your sector.")
        if isinstance(who, int) and galaxy.owner_of(st, sector) is not None:
            return msg("Starships at a home planet cannot be targeted.")
        if isinstance(who, int) and 0 <= who < st.players and st.must_move[who]:
            return msg("That ship is running away: it cannot be attacked.")
        return msg("A torpedo needs a hyperline connection to its target: a sector a jump from here could end in.")
    if not present(st, seat, sector):
        return msg("You have no ship or fighters in {sector}.", sector=name(sector))
    if who == PIRATE:
        if str(sector) not in st.pirates:
            return msg("There is no pirate in {sector}.", sector=name(sector))
        return msg("You have already fought that pirate this turn.")
    if galaxy.others_home(st, seat, sector):
        return msg("You may not start a fight at another player's home planet.")
    if sector in combat["fought"]:
        return msg("One fight per sector per turn: you have already fought there.")
    if str(sector) in st.pirates and sector not in combat["pirates"]:
        return msg("Pirates always fight first: deal with the pirate in that sector before anyone else.")
    if isinstance(who, int) and 0 <= who < st.players and st.at[who] == sector and st.must_move[who]:
        return msg("That ship is running away: it cannot be attacked.")
    return msg("No enemy ship or fighters of that player are there.")


def _describe_menu(st, action):
    who_acts = Seat(st.current)
    if action == "end_combat":
        combat = st.turn.get("combat") or {}
        if not (combat.get("fought") or combat.get("pirates") or combat.get("torpedo")):
            return msg("{who} chooses not to fight this turn", who=who_acts)  # "no more" read oddly when there was none
        return msg("{who} fights no more this turn", who=who_acts)
    verb, sector, who = action
    foe = _foe_words(st, sector, who)
    if verb == "torpedo":
        return msg("{who} fires a plasma torpedo at {foe} in {sector}", who=who_acts, foe=foe, sector=name(sector))
    return msg("{who} fights {foe} in {sector}", who=who_acts, foe=foe, sector=name(sector))


def _menu_label(st, action):
    if action == "end_combat":
        combat = st.turn.get("combat") or {}
        if not (combat.get("fought") or combat.get("pirates") or combat.get("torpedo")):
            return msg("Choose not to fight this turn")
        return msg("Fight no more this turn")
    verb, sector, who = action
    foe = _foe_words(st, sector, who)
    if verb == "torpedo":
        return msg("Fire a plasma torpedo at {foe} in {sector}", foe=foe, sector=name(sector))
    return msg("Fight {foe} in {sector}", foe=foe, sector=name(sector))


def _foe_words(st, sector, who) -> Message | Seat:
    if who == PIRATE:
        return msg("the level {level} pirate", level=st.pirates.get(str(sector), "?"))
    return Seat(who)


handler(
    "combat",
    _menu_legal,
    _menu,
    _describe_menu,
    label=_menu_label,
    refusal=_menu_refusal,
    enter=begin,
    ask="fights",
    lit=("sector",),
)


# --- running a fight ----------------------------------------------------------------------------------------
def _begin_fight(st, sector: int, foe) -> list[dict]:
    combat = st.turn["combat"]
    (combat["pirates"] if foe == PIRATE else combat["fought"]).append(sector)
    event = {"type": "fight", "seat": st.current, "sector": sector, "foe": foe}
    return [event] + _start(st, "fight", sector, {"a": st.current, "d": foe})


def _start(st, kind: str, sector: int, sides: dict, power: int = 0) -> list[dict]:
    f = {
        "kind": kind,
        "sector": sector,
        "sides": sides,
        "level": st.pirates.get(str(sector), 0) if PIRATE in sides.values() else 0,
        "hits": 0,
        "power": power,
        "round": 0,
        "dice": {"a": None, "d": None},
        "incoming": {},
        "hardpoint": {"a": [], "d": []},
        "forced": {"a": False, "d": False},
        "queue": [],
        "by": None,
    }
    st.fight = f
    if kind == "fight":
        first = first_striker(st, f)
        f["queue"] = [EARLY_STEP[first], "round"] if first else ["round"]
    elif sides["d"] == PIRATE:
        f["queue"] = ["give:a", "take:d", "check"]
    else:
        f["queue"] = _dice_steps(st, f, ("d",)) + ["give:a", "take:d"]
    return run(st)


def _dice_steps(st, f, sides) -> list[str]:
    """Step 1: sides with a ship roll, unless fast enough (+2) to choose freely; +1 may turn the roll."""
    rolls, faces = [], []
    who_of, sector, at = f["sides"], f["sector"], st.at
    speeds = None
    for s in sides:
        who = who_of[s]
        if type(who) is int and at[who] == sector:  # (`ship_in`, written out)
            if speeds is None:  # (`advantage`, both sides' speeds worked out once)
                speeds = speed(st, f, "a") - speed(st, f, "d")  # (the attacker's edge)
            edge = speeds if s == "a" else -speeds
            if edge < 2:
                rolls.append(ROLL_STEP[s])
            if edge >= 1:
                faces.append(FACE_STEP[s])
    return rolls + faces


ROLL_STEP = {"a": "roll:a", "d": "roll:d"}
EARLY_STEP = {"a": "early:a", "d": "early:d"}
FACE_STEP = {"a": "face:a", "d": "face:d"}


def run(st) -> list[dict]:
    """Run the fight's steps until one waits for a die or a decision, or the fight ends."""
    events = []
    f = st.fight
    queue = f["queue"]
    while queue:
        step, side = _RUN[queue.pop(0)]
        more, waiting = step(st, f, side)
        queue = f["queue"]  # (a step may put a new queue in place)
        events += more
        if waiting:
            return events
    return events + _end(st)


def _round(st, f, side):
    f["round"] += 1
    f["dice"] = {"a": None, "d": None}
    f["incoming"] = {}
    f["hardpoint"] = {"a": [], "d": []}
    f["forced"] = {"a": False, "d": False}
    first = first_striker(st, f)
    f["queue"] = _dice_steps(st, f, BOTH) + ROUND_STEPS[first] + f["queue"]
    return [{"type": "round", "round": f["round"], "sector": f["sector"], "first_strike": first}], False


def _roll(st, f, side):
    f["rolling"] = side
    st.phase = "combat_roll"
    return [], True


def face_choices(st, f, side: str) -> list[str]:
    """Speed +2 or more: any quadrant; +1: the roll or one step either way."""
    if advantage(st, f, side) >= 2:
        return list(shipkit.QUADRANTS)
    rolled = DIE_OF[f["dice"][side]]
    near = {QUADRANT_OF_DIE[(rolled + turn_by - 1) % 4 + 1] for turn_by in (-1, 0, 1)}
    return [q for q in shipkit.QUADRANTS if q in near]


def _face(st, f, side):
    f["by"] = seat_of(f, side)
    f["facing"] = side
    st.phase = "combat_face"
    return [], True


def _give(st, f, side):
    """Step 2: this side's damage is fixed now; its Focus Beams choose their targets."""
    enemy = OTHER[side]
    amount = give_amount(st, f, side)
    f["incoming"][enemy] = {"left": amount, "targets": []}
    events = [{"type": "give", "side": side, "who": f["sides"][side], "damage": amount, "sector": f["sector"]}]
    if amount and ship_in(st, f, side) and ship_in(st, f, enemy):
        ship = st.ships[f["sides"][side]]
        if (shipkit.FACTS.get(id(ship)) or shipkit.facts(ship)).working.get("focus_beam"):  # (most ships: none)
            beams = min(amount, focus_beams(ship, f["dice"][side]))
            f["queue"] = [f"target:{side}"] * beams + f["queue"]
    return events, False


def target_choices(st, f, side: str) -> list[int]:
    enemy = OTHER[side]
    return shipkit.exposed(st.ships[seat_of(f, enemy)], f["dice"][enemy])


def _target(st, f, side):
    if not target_choices(st, f, side):
        return [], False
    f["by"] = seat_of(f, side)
    f["aiming"] = side
    st.phase = "combat_target"
    return [], True


def _take(st, f, side):
    """Step 3: this side takes its damage, point by point (Focus Beam targets first)."""
    incoming = f["incoming"].get(side)
    if not incoming or incoming["left"] <= 0:
        return [], False
    who = f["sides"][side]
    if who == PIRATE:
        f["hits"] += incoming["left"]
        incoming["left"] = 0
        events = [{"type": "pirate_hit", "sector": f["sector"], "hits": f["hits"], "level": f["level"]}]
        if f["hits"] >= f["level"]:
            f["destroyed"] = True
        return events, False
    seat = who
    sector = f["sector"]
    if st.at[seat] != sector:  # fighters without their ship: each hit destroys one
        lost = min(incoming["left"], galaxy.patrol(st, seat, sector))
        galaxy.add_patrol(st, seat, sector, -lost)
        if incoming["left"] > lost:
            f["forced"][side] = True
        incoming["left"] = 0
        return [{"type": "fighters_lost", "seat": seat, "count": lost, "sector": sector, "why": "combat"}], False
    events = []
    ship = st.ships[seat]
    while incoming["targets"] and incoming["left"] > 0:
        target = incoming["targets"].pop(0)
        if shipkit.is_functional(ship, target):
            events.append({"type": "focus_beam_hit", "seat": seat, "part": target})
            events += _hit(st, f, side, target)
    incoming["targets"] = []
    more, waiting = _absorb_or_ask(st, f, side)
    return events + more, waiting


def absorb_choices(st, f, side: str) -> list[tuple]:
    seat = f["sides"][side]  # (a side that takes hits is a seat)
    found = list(map(_ABSORB, shipkit.exposed_ids(st.ships[seat], f["dice"][side])))
    if f["kind"] != "asteroid":  # asteroids never hit fighters
        if st.patrols[seat].get(KEYS[f["sector"]], 0):
            found.append(ABSORB_FIGHTER)
        if st.loaded[seat]:
            found.append(ABSORB_LOADED)
    return found


ABSORB_FIGHTER, ABSORB_LOADED = ("absorb", "fighter"), ("absorb", "loaded")


class _Actions(dict):
    """A part id -> its (verb, id) action, each made once, when first asked."""

    def __init__(self, verb: str):
        super().__init__()
        self.verb = verb

    def __missing__(self, part_id):
        found = self[part_id] = (self.verb, part_id)
        return found


_ABSORB = _Actions("absorb").__getitem__


def _absorb_or_ask(st, f, side):
    seat = f["sides"][side]
    incoming = f["incoming"][side]
    events = []
    while incoming["left"] > 0:
        choices = absorb_choices(st, f, side)
        if not choices:
            f["forced"][side] = True
            events.append({"type": "cannot_absorb", "seat": seat, "left": incoming["left"]})
            incoming["left"] = 0
            break
        if len(choices) == 1:  # "only" (no Transfer Shield to use instead): the table says why nobody was asked
            ship = st.ships[seat]
            known = shipkit.FACTS.get(id(ship)) or shipkit.facts(ship)
            if not (known.givers and known.takers):  # (`transfers`, without making the list)
                for e in _absorb(st, f, side, choices[0][1]):
                    events.append(dict(e, only=True) if e["type"] == "damage" else e)
                continue
        f["by"] = seat
        f["taking"] = side
        f["queue"].insert(0, f"take:{side}")
        st.phase = "combat_absorb"
        return events, True
    return events, False


def _absorb(st, f, side, what) -> list[dict]:
    seat = f["sides"][side]  # (a side that takes hits is a seat)
    if what == "fighter":
        galaxy.add_patrol(st, seat, f["sector"], -1)
        f["incoming"][side]["left"] -= 1
        return [{"type": "fighters_lost", "seat": seat, "count": 1, "sector": f["sector"], "why": "combat"}]
    if what == "loaded":
        st.loaded[seat] -= 1
        f["incoming"][side]["left"] -= 1
        return [{"type": "fighters_lost", "seat": seat, "count": 1, "sector": f["sector"], "why": "combat"}]
    return _hit(st, f, side, what)


def _hit(st, f, side, part_id) -> list[dict]:
    """One point of damage on a component; a Hardpoint Shield ignores the first hit to its front each round."""
    seat = f["sides"][side]  # (a side whose components are hit is a seat)
    ship = st.ships[seat]
    f["incoming"][side]["left"] -= 1
    p = shipkit.part(ship, part_id)
    quadrant = f["dice"][side]
    if (
        p["kind"] == "hardpoint_shield"
        and quadrant in shipkit.facings(ship, part_id)
        and part_id not in f["hardpoint"][side]
    ):
        f["hardpoint"][side].append(part_id)
        return [{"type": "hardpoint_holds", "seat": seat, "part": part_id}]
    shipkit.damage(ship, part_id)
    why = f["kind"] if f["kind"] != "fight" else "combat"
    events = [{"type": "damage", "seat": seat, "part": part_id, "kind": p["kind"], "why": why}]
    return events + galaxy.fix_fighters(st, seat)


def _check(st, f, side):
    """A destroyed pirate ends the fight at once; so does a side with nothing left in the sector."""
    if f.get("destroyed"):
        f["queue"] = []
        return [{"type": "pirate_destroyed", "sector": f["sector"], "level": f["level"], "seat": st.current}], False
    sides, sector = f["sides"], f["sector"]
    for seat in (sides["a"], sides["d"]):
        if type(seat) is int and not (st.at[seat] == sector or st.patrols[seat].get(KEYS[sector], 0) > 0):
            f["queue"] = []
            return [{"type": "wiped_out", "seat": seat, "sector": f["sector"]}], False
    return [], False


def _recharge(st, f, side):
    """Step 4: shields on working Battle Pods come back, except at Nexxus."""
    sector = f["sector"]
    if sector == NEXXUS:
        return [], False
    events = []
    sides, at = f["sides"], st.at
    for seat in (sides["a"], sides["d"]):
        if type(seat) is not int or at[seat] != sector:  # (`ship_in`, written out)
            continue
        ship = st.ships[seat]
        for part_id in (shipkit.FACTS.get(id(ship)) or shipkit.facts(ship)).shields_down:  # (in part order)
            if shipkit.boosted(ship, part_id):
                shipkit.repair(ship, part_id)
                events.append({"type": "recharge", "seat": seat, "part": part_id, "why": "battle pod"})
    return events, False


def _flee_step(st, f, side):
    """Step 5 (and a Battle Computer's escape before round 1): attacker first, then the defender."""
    seat = f["sides"][side]
    if type(seat) is not int:  # (`seat_of` is None: a pirate, an asteroid or a torpedo never runs)
        return [], False
    if f["forced"][side]:
        return _flee(st, f, side, forced=True), False
    f["by"] = seat
    f["fleeing"] = side
    f["early"] = False
    st.phase = "combat_flee"
    return [], True


def _early(st, f, side):
    f["by"] = seat_of(f, side)
    f["fleeing"] = side
    f["early"] = True
    st.phase = "combat_flee"
    return [], True


def _flee(st, f, side, forced=False) -> list[dict]:
    seat = f["sides"][side]  # (only a seat runs away)
    f["queue"] = []
    if ship_in(st, f, side):
        st.must_move[seat] = True
        if seat == st.current:
            st.turn["combat"]["over"] = True
    return [{"type": "run_away", "seat": seat, "sector": f["sector"], "forced": forced}]


def _next(st, f, side):
    if f["round"] < ROUNDS:
        f["queue"].insert(0, "round")
    return [], False


STEPS = {
    "early": _early,
    "round": _round,
    "roll": _roll,
    "face": _face,
    "give": _give,
    "target": _target,
    "take": _take,
    "check": _check,
    "recharge": _recharge,
    "flee": _flee_step,
    "next": _next,
}


_RUN = {
    **{name: (step, "") for name, step in STEPS.items()},
    **{f"{name}:{side}": (step, side) for name, step in STEPS.items() for side in OTHER},
}
"""A queued step ("give:a", "round") -> (its function, side), worked out once."""
BOTH = ("a", "d")
ROUND_STEPS = {
    first: (
        [f"give:{first}", f"take:{OTHER[first]}", "check", f"give:{OTHER[first]}", f"take:{first}", "check"]
        if first
        else ["give:a", "give:d", "take:a", "take:d", "check"]
    )
    + ["recharge", "flee:a", "flee:d", "next"]
    for first in ("a", "d", None)
}
"""Who strikes first -> a round's steps after the dice (steps 2 to 5), made once."""


def _end(st) -> list[dict]:
    f = st.fight
    st.fight = {}
    st.phase = "combat"
    events = [{"type": "fight_over", "sector": f["sector"], "kind": f["kind"]}]
    if f.get("destroyed"):
        del st.pirates[str(f["sector"])]
        level = min(MAX_PIRATE, f["level"] + 1)
        if pirate_spots(st):
            st.turn["combat"]["new_pirate"] = level
            st.phase = "place_pirate"
            return events
    return events + menu(st)


# --- the decisions and dice inside a fight ------------------------------------------------------------------
def _roll_outcomes(st):
    return [(face, 0.25) for face in range(1, 5)]


def _pick_roll(st, r: float) -> int:
    """The face `sample` draws from `_roll_outcomes` with r: the same running difference, without the list."""
    for face in FACES:
        r -= 0.25
        if r < 0:
            return face
    return face


FACES = (1, 2, 3, 4)


def _rolled(st, face):
    f = st.fight
    side = f.pop("rolling")
    f["dice"][side] = QUADRANT_OF_DIE[face]
    seat = f["sides"][side]  # (only a ship rolls)
    events = [{"type": "roll", "seat": seat, "value": face, "purpose": "direction"}]
    return events + run(st)


def _describe_roll(st, face):
    f = st.fight
    side = SIDE_WORDS[QUADRANT_OF_DIE[face]]
    return pmsg(
        "die",
        "{who} rolls {value} on the direction die ({side})",
        who=Seat(seat_of(f, f["rolling"])),
        value=face,
        side=side,
    )


def _roller(st):
    return seat_of(st.fight, st.fight["rolling"])


def _decider(st):
    """Combat decisions may belong to the defender: the seat deciding now."""
    return st.fight["by"]


handler(
    "combat_roll", lambda st: [], _rolled, _describe_roll, outcomes=_roll_outcomes, roller=_roller, ask="direction die"
)
PICKS = {"combat_roll": _pick_roll}
"""Chance phase -> (state, r) -> the outcome `sample` would draw with r: random playouts skip the list."""


def _face_legal(st):
    f = st.fight
    return [("face", q) for q in face_choices(st, f, f["facing"])]


def _faced(st, action):
    f = st.fight
    side = f.pop("facing")
    f["dice"][side] = action[1]
    f["by"] = None
    return [{"type": "facing", "seat": seat_of(f, side), "quadrant": action[1]}] + run(st)


def _face_refusal(st, action):
    f = st.fight
    side = f["facing"]
    faster = advantage(st, f, side)
    if faster >= 2:
        return msg("Choose a quadrant: N, E, S or W.")
    return msg(
        "Your speed is only 1 above your enemy's: you may keep your roll or turn it by one ({faster} faster).",
        faster=faster,
    )


handler(
    "combat_face",
    _face_legal,
    _faced,
    lambda st, a: msg("{who} puts the enemy on the {side}", who=Seat(st.fight["by"]), side=SIDE_WORDS[a[1]]),
    label=lambda st, a: msg("Put the enemy on the {side}", side=SIDE_WORDS[a[1]]),
    refusal=_face_refusal,
    actor=_decider,
    ask="enemy side",
    lit=("side",),
)


def _target_legal(st):
    f = st.fight
    return [("target", part_id) for part_id in target_choices(st, f, f["aiming"])] + ["no_target"]


def _targeted(st, action):
    f = st.fight
    side = f.pop("aiming")
    f["by"] = None
    if action == "no_target":
        return run(st)
    f["incoming"][OTHER[side]]["targets"].append(action[1])
    return [{"type": "target", "seat": seat_of(f, side), "part": action[1]}] + run(st)


def _target_refusal(st, action):
    f = st.fight
    enemy = OTHER[f["aiming"]]
    if isinstance(action, tuple) and len(action) == 2 and action[0] == "target":
        reason = blocked_reason(st.ships[seat_of(f, enemy)], action[1], f["dice"][enemy], enemy=True)
        if reason:
            return msg("{reason} A Focus Beam may only target what a hit could reach (never a fighter).", reason=reason)
    return None


def _describe_target(st, action):
    f = st.fight
    who = Seat(f["by"])
    if action == "no_target":
        return msg("{who} lets the Focus Beam hit wherever the enemy chooses", who=who)
    enemy = seat_of(f, OTHER[f["aiming"]])
    kind = shipkit.part(st.ships[enemy], action[1])["kind"]
    return msg("{who} aims a Focus Beam at {enemy}'s {part}", who=who, enemy=Seat(enemy), part=shipkit.PART[kind])


def _target_label(st, action):
    f = st.fight
    if action == "no_target":
        return msg("Let the Focus Beam hit wherever the enemy chooses")
    enemy = seat_of(f, OTHER[f["aiming"]])
    kind = shipkit.part(st.ships[enemy], action[1])["kind"]
    return msg("Aim a Focus Beam at {enemy}'s {part}", enemy=Seat(enemy), part=shipkit.PART[kind])


handler(
    "combat_target",
    _target_legal,
    _targeted,
    _describe_target,
    label=_target_label,
    refusal=_target_refusal,
    actor=_decider,
    ask="focus beam",
    lit=("enemy component",),
)


def _absorb_legal(st):
    f = st.fight
    side = f["taking"]
    return absorb_choices(st, f, side) + transfers(st, seat_of(f, side))


def _absorbed(st, action):
    f = st.fight
    side = f["taking"]
    seat = seat_of(f, side)
    f["by"] = None
    if action[0] == "transfer":
        return transfer(st, seat, action) + run(st)
    return _absorb(st, f, side, action[1]) + run(st)


def _absorb_refusal(st, action):
    f = st.fight
    side = f["taking"]
    seat = seat_of(f, side)
    if isinstance(action, tuple) and len(action) == 2 and action[0] == "absorb":
        what = action[1]
        if what in ("fighter", "loaded"):
            if f["kind"] == "asteroid":
                return msg("Asteroids never hit fighters: they are too nimble.")
            return msg("You have no such fighter in this sector.")
        reason = blocked_reason(st.ships[seat], what, f["dice"][side])
        if reason:
            return reason
    if isinstance(action, tuple) and len(action) == 3 and action[0] == "transfer":
        return transfer_refusal(st, seat, action)
    return None


def _describe_absorb(st, action):
    f = st.fight
    seat = seat_of(f, f["taking"])
    if action[0] == "transfer":
        return describe_transfer(st, seat, action)
    what = action[1]
    if what == "loaded":
        return msg("{who} loses a fighter from a Carrier Pod", who=Seat(seat))
    if what == "fighter":
        return msg("{who} loses a fighter", who=Seat(seat))
    kind = shipkit.part(st.ships[seat], what)["kind"]
    return msg("{who} takes the hit on {part}", who=Seat(seat), part=shipkit.THE_PART[kind])


def _absorb_label(st, action):
    f = st.fight
    seat = seat_of(f, f["taking"])
    if action[0] == "transfer":
        return transfer_label(st, seat, action)
    what = action[1]
    if what == "loaded":
        return msg("Lose a fighter from a Carrier Pod")
    if what == "fighter":
        return msg("Lose a fighter")
    kind = shipkit.part(st.ships[seat], what)["kind"]
    return msg("Take the hit on {part}", part=shipkit.THE_PART[kind])


handler(
    "combat_absorb",
    _absorb_legal,
    _absorbed,
    _describe_absorb,
    label=_absorb_label,
    refusal=_absorb_refusal,
    actor=_decider,
    ask="hit",
    lit=("component", "fighter"),
)


def blocked_reason(ship: dict, part_id, quadrant: str, enemy: bool = False) -> Message | None:
    """Why a hit from `quadrant` may not go to this part (the blocking rule), or None if it may (`enemy`: said of
    the enemy's ship, to the player aiming at it)."""
    found = next((p for p in ship["parts"] if p["id"] == part_id), None) if type(part_id) is int else None
    if found is None:
        return msg("The enemy's ship has no such component.") if enemy else msg("Your ship has no such component.")
    what = shipkit.PART[found["kind"]]
    if found["damaged"]:
        return (
            msg("The enemy's {part} is already damaged.", part=what)
            if enemy
            else msg("Your {part} is already damaged.", part=what)
        )
    if part_id in shipkit.exposed_ids(ship, quadrant):
        return None
    side = SIDE_WORDS[quadrant]
    floating = [
        p for p in ship["parts"] if p["kind"] == "interphasic_shield" and not p["damaged"] and p["facing"] == quadrant
    ]
    if floating and part_id not in [p["id"] for p in floating]:
        if enemy:
            return msg(
                "The enemy's Interphasic Shield floating on the {side} takes every hit from there first.", side=side
            )
        return msg("Your Interphasic Shield floating on the {side} takes every hit from there first.", side=side)
    if found["x"] is None:
        facing = SIDE_WORDS[found["facing"]]
        if enemy:
            return msg(
                "The enemy's {part} floats on the {facing}: a hit from the {side} cannot reach it.",
                part=what,
                facing=facing,
                side=side,
            )
        return msg(
            "Your {part} floats on the {facing}: a hit from the {side} cannot reach it.",
            part=what,
            facing=facing,
            side=side,
        )
    dx, dy = shipkit.STEP[quadrant]

    def in_the_way(p) -> bool:
        if p["damaged"] or p["x"] is None:
            return False
        if dx:
            return p["y"] == found["y"] and (p["x"] - found["x"]) * dx > 0
        return p["x"] == found["x"] and (p["y"] - found["y"]) * dy > 0

    beyond = [p for p in ship["parts"] if in_the_way(p)]
    if beyond:
        nearest = min(beyond, key=lambda p: abs(p["x"] - found["x"]) + abs(p["y"] - found["y"]))
        blocker = shipkit.PART[nearest["kind"]]
        if enemy:
            return msg(
                "The enemy's {part} is blocked by the working {blocker} beyond it: a hit from the {side} must go to a "
                "component with nothing working between it and the enemy.",
                part=what,
                blocker=blocker,
                side=side,
            )
        return msg(
            "Your {part} is blocked by the working {blocker} beyond it: a hit from the {side} must go to a component "
            "with nothing working between it and the enemy.",
            part=what,
            blocker=blocker,
            side=side,
        )
    if enemy:
        return msg("The enemy's {part} cannot be reached from the {side}.", part=what, side=side)
    return msg("Your {part} cannot be reached from the {side}.", part=what, side=side)


def _flee_legal(st):
    return ["run_away", "stand"]


def _fled(st, action):
    f = st.fight
    side = f.pop("fleeing")
    f.pop("early", None)
    f["by"] = None
    if action == "run_away":
        return _flee(st, f, side) + run(st)
    return run(st)


def _describe_flee(st, action):
    f = st.fight
    who = Seat(f["by"])
    if action == "run_away":
        if f.get("early"):
            return msg("{who} runs away before the first round (Battle Computer)", who=who)
        return msg("{who} runs away", who=who)
    return msg("{who} stays in the fight", who=who)


def _flee_label(st, action):
    if action == "run_away":
        if st.fight.get("early"):
            return msg("Run away before the first round (Battle Computer)")
        return msg("Run away")
    return msg("Stay in the fight")


handler("combat_flee", _flee_legal, _fled, _describe_flee, label=_flee_label, actor=_decider, ask="run away")


# --- a destroyed pirate makes the others angrier -------------------------------------------------------------
def pirate_spots(st) -> list[int]:
    """Unoccupied sectors but homes and Nexxus (unexplored ones too): no ship, fighters or pirate there."""
    taken = set(st.corners) | {NEXXUS} | set(st.at) | {int(s) for s in st.pirates}
    for patrols in st.patrols:
        taken.update(int(s) for s in patrols)
    return [s for s in ALL if s not in taken]


def _place_pirate(st, action):
    level = st.turn["combat"]["new_pirate"]
    st.turn["combat"]["new_pirate"] = 0
    st.pirates[str(action[1])] = level
    return [{"type": "pirate", "sector": action[1], "level": level, "seat": st.current}] + menu(st)


def _place_pirate_refusal(st, action):
    if isinstance(action, tuple) and len(action) == 2 and action[0] == "pirate" and type(action[1]) is int:
        sector = action[1]
        if not 0 <= sector < len(st.board):
            return msg("Choose a sector on the board.")
        if sector in st.corners:
            return msg("Pirates are never placed on a home planet.")
        if sector == NEXXUS:
            return msg("Pirates are never placed on Nexxus.")
        if str(sector) in st.pirates:
            return msg("That sector already has a pirate.")
        return msg("Pirates go to an unoccupied sector: no starship and no fighters on patrol there.")
    return None


handler(
    "place_pirate",
    lambda st: [("pirate", sector) for sector in pirate_spots(st)],
    _place_pirate,
    lambda st, a: msg(
        "{who} places a level {level} pirate in {sector}",
        who=Seat(st.current),
        level=st.turn["combat"]["new_pirate"],
        sector=name(a[1]),
    ),
    label=lambda st, a: msg(
        "Place a level {level} pirate in {sector}", level=st.turn["combat"]["new_pirate"], sector=name(a[1])
    ),
    refusal=_place_pirate_refusal,
    ask="place pirate",
    lit=("sector",),
)
