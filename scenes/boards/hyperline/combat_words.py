"""Combat in words at Hyperline's table: the chooser's rows for fight decisions, the prompt while a fight or
the fights menu waits, the news of what a fight did, and the results screen's lines (the card after a fight:
fight_card.py)."""

from __future__ import annotations

from game.rules.hyperline import combat
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import NEXXUS, name
from game.rules.hyperline.queries import FOE_WORDS
from game.rules.hyperline.ship import NAMES, type_of
from scenes import palette
from scenes.boards.hyperline.asking import FIGHT_STEPS
from scenes.boards.hyperline.combat_layout import PLACES, grouped
from scenes.boards.hyperline.odds import forecast, short


def label(view, action, names=()) -> str | None:
    """The chooser's words for a combat decision (None: the rules' describe says it well)."""
    f = view.get("fight") or {}
    if isinstance(action, tuple) and action[0] == "fight" and isinstance(action[2], int) and action[2] < len(names):
        if not can_do_damage(view, view["current"], action[1], action[2]):
            return f"Fights {names[action[2]]} in {name(action[1])} (neither side can do damage)"
        odds = forecast(view, view["current"], action[1], action[2], names)[0]
        return f"Fights {names[action[2]]} in {name(action[1])}: {odds}"
    if action == "run_away":
        return run_away_label(view, f)
    if action == "stand":
        doomed = enemy_must_run(f, names)
        if doomed:
            return f"Stay ({doomed} must run away: the fight ends)"
        if f.get("round", 0) >= combat.ROUNDS:
            return f"Stay (all {combat.ROUNDS} rounds are fought: the fight ends)"
        return f"Stay and fight round {f.get('round', 0) + 1}"
    if action == ("absorb", "fighter"):
        return "A fighter on patrol takes the hit (it is lost)"
    if action == ("absorb", "loaded"):
        return "The fighter in the Carrier Pod takes the hit (it is lost, the pod still works)"
    if action == "no_target":
        return "No target: the enemy chooses where the beam's point goes"
    if action == "end_combat":
        return "Fight no more this turn"
    if isinstance(action, tuple) and action[0] in ("absorb", "target") and isinstance(action[1], int) and f:
        side = f.get("taking") if action[0] == "absorb" else combat.OTHER[f.get("aiming", "a")]
        seat = f["sides"].get(side)
        if isinstance(seat, int):
            part = next((p for p in view["ships"][seat]["parts"] if p["id"] == action[1]), None)
            if part is not None:
                verb = "Take the hit on the" if action[0] == "absorb" else "Aim the Focus Beam at the"
                outcome = hit_outcome(view, f, side, seat, part) if action[0] == "absorb" else ""
                if outcome:  # the component first: the row must fit the list, the outcome said whole
                    return f"{NAMES[part['kind']]}{where(part)}: {outcome}"
                return f"{verb} {NAMES[part['kind']]}{where(part)}"
    if isinstance(action, tuple) and action[0] == "face":
        given, rolled = facing_choice(view, action[1])
        roll = "" if rolled is None else " (keeps your roll)" if rolled else " (turns your roll)"
        return f"Enemy {PLACES[action[1]]}{roll}" + (f": gives {points(given)}" if given is not None else "")
    if isinstance(action, tuple) and action[0] == "fight" and action[2] == combat.PIRATE:
        level = view["pirates"].get(str(action[1]), "?")
        odds = forecast(view, view["current"], action[1], combat.PIRATE, names)[0]
        return f"Fight the level {level} pirate in {name(action[1])} (pirates must be fought): {odds}"
    return None


def fight_odds(view, fight, names) -> str:
    """ "Jim in D3: You give ... Jim gives ...": a fight's odds for the prompt."""
    foe = fight[2]
    who = "the pirate" if foe == combat.PIRATE else names[foe] if foe < len(names) else "them"
    return f"{who} in {name(fight[1])}: {forecast(view, view['current'], fight[1], foe, names)[1]}"


def facing_choice(view, quadrant: str) -> tuple[int | None, bool | None]:
    """A faster ship choosing where its enemy is: what it would give with the enemy there (its working weapons
    facing that way, a Laser Cannon with its Battle Pod bonus 2, and its fighters; None against an asteroid field,
    which is not fought), and whether that keeps its roll (None: fast enough not to roll)."""
    f = view["fight"]
    side = f.get("facing") or "a"
    seat = f["sides"][side]
    ship = view["ships"][seat]
    rolled = f["dice"].get(side)
    if f.get("kind") != "fight":
        return None, None if rolled is None else rolled == quadrant
    given = view["patrols"][seat].get(str(f["sector"]), 0) + view["loaded"][seat]
    for p in ship["parts"]:
        if not p["damaged"] and type_of(p["kind"]) == "weapon" and quadrant in shipkit.facings(ship, p["id"]):
            given += 2 if p["kind"] == "laser_cannon" and shipkit.boosted(ship, p["id"]) else 1
    return given, None if rolled is None else rolled == quadrant


def can_do_damage(view, seat: int, sector: int, foe: int) -> bool:
    """Whether either side of a fight between two seats could give a point: a working weapon on a ship there
    (its die may turn it to the enemy) or a fighter there. Neither: three rounds of dice for nothing."""

    def armed(who) -> bool:
        here = view["at"][who] == sector
        fighters = view["patrols"][who].get(str(sector), 0) + (view["loaded"][who] if here else 0)
        weapons = [p for p in view["ships"][who]["parts"] if not p["damaged"] and type_of(p["kind"]) == "weapon"]
        return bool(fighters or (here and weapons))

    return armed(seat) or armed(foe)


def hit_outcome(view, f, side, seat, part) -> str:
    """What a point taken on this component does besides damaging it, said on its row before the choice: a
    Hardpoint Shield facing the enemy ignores the round's first hit, an Interphasic Shield floating on the
    enemy's side takes that side's hits first, a Carrier Pod drops its fighter, a Battle Pod's shield recharges.
    "" when the hit just damages it."""
    ship = view["ships"][seat]
    kind, quadrant = part["kind"], (f.get("dice") or {}).get(side)
    if kind == "hardpoint_shield" and quadrant in shipkit.facings(ship, part["id"]):
        if part["id"] not in (f.get("hardpoint") or {}).get(side, []):
            return "ignores it (faces the enemy, first hit this round)"
        return "damaged (it ignored this round's first hit)"
    if kind == "interphasic_shield" and part["facing"] == quadrant:
        return "takes that side's hits first"
    if kind == "carrier_pod" and view["loaded"][seat] >= shipkit.carrier_capacity(ship):
        return "damaged, its fighter drops out to patrol"
    if shipkit.type_of(kind) == "shield" and shipkit.boosted(ship, part["id"]) and f.get("sector") != NEXXUS:
        return "damaged, recharges after the round (Battle Pod)"
    return ""


def enemy_must_run(f, names) -> str | None:
    """The enemy of the side deciding whether to run, if it has nothing left to take damage (it must run away
    next, so staying ends the fight too): its name, or None."""
    side = f.get("fleeing")
    if not side or f.get("early"):
        return None
    other = combat.OTHER[side]
    if not (f.get("forced") or {}).get(other):
        return None
    who = f["sides"][other]
    return names[who] if isinstance(who, int) and who < len(names) else "the enemy"


def last_round(f) -> bool:
    """All rounds are fought: staying ends the fight as surely as running away."""
    return f.get("round", 0) >= combat.ROUNDS and not f.get("early")


def run_away_cost(view, f) -> str:
    """What running away does to the side deciding: a ship must Move next turn and cannot be attacked till then;
    fighters on their own just leave the fight."""
    seat = f["sides"].get(f.get("fleeing")) if f.get("fleeing") else f.get("by")
    if isinstance(seat, int) and view["at"][seat] != f.get("sector"):
        return "the fighters leave the fight, free to stay in the sector"
    return "must Move next turn, safe from attack till then"


def run_away_label(view, f) -> str:
    """After round 3 the fight ends either way: the row says what running away still changes."""
    if last_round(f):
        return f"Run away (the fight ends too): {run_away_cost(view, f)}"
    when = " before round 1" if f.get("early") else ""
    return f"Run away{when} ({run_away_cost(view, f)})"


def where(part) -> str:
    """Where a component sits, from the Bridge: " (1 right, 1 back)"; an Interphasic Shield's side."""
    if part["x"] is None:
        return f" (floating {PLACES[part['facing']]})"
    x, y = part["x"], part["y"]
    bits = [
        f"{abs(x)} {'right' if x > 0 else 'left'}" if x else "",
        f"{abs(y)} {'back' if y > 0 else 'ahead'}" if y else "",
    ]
    bits = [b for b in bits if b]
    return f" ({', '.join(bits)})" if bits else ""


def prompt(view, asked: str, names, legal, listed=None) -> str | None:
    """What the table waits for during combat (`asked`: the rules' Phase.ask), or None outside it; at the fights
    menu, the odds of the fight the list points at (`listed`), said before it is chosen."""
    if asked in FIGHT_STEPS and view.get("fight"):
        return fight_now(view, asked, None, names)
    if asked == "fights":
        must = "end_combat" not in legal
        first = "A pirate shares a sector with you: it must be fought first. " if must else ""
        torpedo = any(isinstance(a, tuple) and a[0] == "torpedo" for a in legal)
        aim = " Sectors a torpedo cannot reach say why when clicked." if torpedo else ""
        said = f"Combat. {first}Click a lit sector to fight there (or fire a torpedo), or pick from the list.{aim}"
        fights = [a for a in legal if isinstance(a, tuple) and a[0] == "fight"]
        if not (isinstance(listed, tuple) and listed in fights) and len(fights) == 1:
            listed = fights[0]  # a click on its lit sector starts it at once: its odds are said before
            odds = fight_odds(view, listed, names)
            said = f"Combat. {first}Click the lit sector to fight, or pick from the list.{aim} If you fight {odds}"
        elif isinstance(listed, tuple) and listed in fights:
            said = f"Fighting {fight_odds(view, listed, names)}"
        elif len(fights) > 1:
            said += " Point at a fight in the list to see what each side is likely to give."
        return said
    if asked == "place pirate":
        level = view["turn"].get("combat", {}).get("new_pirate", "?")
        return (
            f"You destroyed a pirate: a new one, level {level}, must be placed. Click a lit sector "
            "(no ship or fighters there; not a home planet or Nexxus)."
        )
    return None


def news(event: dict, names, view=None) -> str | None:
    """A banner's words for what a fight did, or None (`view`, the table after it: whose ship was there)."""
    kind = event["type"]
    seat = event.get("seat")
    who = names[seat] if isinstance(seat, int) and seat < len(names) else "The pirate"
    if kind == "round" and "sector" in event:
        first = event.get("first_strike")
        return f"Fight round {event['round']}" + (" (Battle Computer strikes first)" if first else "")
    if kind == "pirate_destroyed":
        return f"{who} destroys the level {event['level']} pirate!"
    if kind == "pirate":
        return f"A level {event['level']} pirate appears in {name(event['sector'])}"
    if kind == "run_away":
        forced = " (nothing left to take the damage)" if event.get("forced") else ""
        if view is not None and isinstance(seat, int) and view["at"][seat] != event["sector"]:
            return f"{who}'s fighters run away{forced}: they leave the fight"  # no ship there: nothing must Move
        return f"{who} runs away{forced}: must Move next turn"
    if kind == "damage" and event.get("only"):
        return damaged_words(event, who)
    if kind == "hardpoint_holds":
        return f"{who}'s Hardpoint Shield ignores the hit"
    if kind == "fighters_ejected":
        return f"{who}'s damaged Carrier Pod drops its fighter on patrol"
    if kind == "asteroid_hit":
        return f"{who}'s ship is hit by an asteroid"
    if kind == "torpedo":
        return f"{who} fires a plasma torpedo: {event['damage']} damage"
    if kind == "cannot_absorb":
        more = event["left"]
        return f"{who} cannot take {more} more {'point' if more == 1 else 'points'} of damage: must run away"
    if kind == "wiped_out":
        return f"{who} has nothing left in {name(event['sector'])}"
    if kind == "fight_over" and event.get("kind") == "fight":
        rounds = f": all {event['rounds']} rounds are fought" if event.get("rounds") == combat.ROUNDS else ""
        return f"The fight in {name(event['sector'])} is over{rounds}"
    if kind == "recharge":
        if event.get("why") == "battle pod":
            return f"{who}'s Battle Pod recharges a shield"
        return f"{who}'s damaged shields recharge at the end of the turn"
    if kind == "transfer":
        return f"{who}'s Transfer Shield restores a shield"
    return None


def damaged_words(event, who) -> str:
    """A hit nobody was asked about says why: the enemy's side left one component open to it."""
    said = f"{who}'s {NAMES[event['kind']]} is damaged"
    return said + ": the only component open to the hit" if event.get("only") else said


def unasked(events, names) -> list[str]:
    """The hits of a move that nobody was asked about, one line each for the move log (the rules' line for the
    move is only its die or its choice)."""
    found = []
    for event in events:
        if event["type"] == "damage" and event.get("only"):
            seat = event.get("seat")
            found.append(damaged_words(event, names[seat] if isinstance(seat, int) and seat < len(names) else ""))
    return found


def points(count: int) -> str:
    """ "1 point", "3 points": damage in words."""
    return f"{count} point" if count == 1 else f"{count} points"


def who_words(who, names) -> str:
    """A side of a fight by name: a seat's name, or "Pirate", "Asteroid field", "Plasma torpedo"."""
    if isinstance(who, int):
        return names[who] if who < len(names) else f"Seat {who + 1}"
    return FOE_WORDS[who]


def round_report(events, names, round_now=None) -> str | None:
    """What each side gave in a round, in one line: "Round 2: Ana gives 3 points, Pirate gives 1", or None.
    `round_now`: the fight's round after these events (the round began in an earlier move)."""
    given = [e for e in events if e["type"] == "give"]
    if not given:
        return None
    rounds = [e["round"] for e in events if e["type"] == "round" and "sector" in e] or [round_now]
    head = f"Round {rounds[0]}: " if rounds[0] else ""
    said = [f"{who_words(e['who'], names)} gives {points(e['damage'])}" for e in given]
    return head + ", ".join(said)


def gives_words(info, ship, kind="fight", odds=None) -> str:
    """A side's damage with its parts, or why it gives nothing: a new player's first question in a fight.
    An asteroid field or a torpedo is not fought: the ship it hits gives nothing back. `odds`: before its die,
    what each face would give (odds.side_odds)."""
    if kind != "fight" and info["ship"]:
        return f"Does not hit back: {'an asteroid field' if kind == 'asteroid' else 'a plasma torpedo'} is not fought"
    parts = grouped(info["parts"])
    if info["total"]:
        return f"Gives {points(info['total'])}: {parts}"
    if info["ship"]:
        weapons = [p for p in ship["parts"] if not p["damaged"] and type_of(p["kind"]) == "weapon"]
        if weapons and info["quadrant"] is None:  # no die, no weapon counted yet; without weapons it is 0 at once
            if odds is not None and odds.edge >= 2:
                return f"Gives {short(odds)}: {odds.edge} faster, it picks where the enemy is"
            likely = f" {short(odds)}" if odds is not None else ""
            return f"Gives{likely}: counted when its direction die says where the enemy is"
        if weapons:
            return f"Gives 0: none of its working weapons faces the enemy ({PLACES[info['quadrant']]})"
        return "Gives 0: no working weapon and no fighter here"
    return "Gives 0"


def result_summary(view, result, names) -> dict:
    """The results screen: research points of each seat, the winner, or a game stopped by the turn limit."""
    if result.winners:
        winner = names[result.winners[0]]
        headline = f"{winner} researched the secrets of Nexxus in round {view['round']}!"
    else:
        headline = "Stopped by the turn limit: no winner"
    lines = []
    for seat in sorted(range(len(names)), key=lambda s: -view["points"][s]):
        home = view["homes"][seat] or "no home"
        colour = palette.GOOD if seat in result.winners else palette.INK
        lines.append((f"{names[seat]} ({home}): {view['points'][seat]} of 5 research points", colour))
    if not result.winners:
        lines.append((f"The game was unfinished after round {view['round']}: nobody reached 5.", palette.DIM))
    return {"headline": headline, "lines": lines}


def fight_now(view, step: str, sides, names, decides: bool = True) -> str:
    """What the fight waits for at `step` (the rules' Phase.ask), in words; `decides`: the person looking decides it
    (else a bot does, or it is a replay: the words stop before "click a lit component", where nothing can be
    clicked)."""
    said = _fight_now(view, step, names)
    if not decides and step in ("enemy side", "focus beam", "hit"):
        return said.split(": ")[0] + "."
    return said


def _fight_now(view, asked: str, names) -> str:
    f = view["fight"]
    by = f.get("by")
    who = names[by] if isinstance(by, int) and by < len(names) else ""
    if asked == "direction die":
        rolling = f["sides"][f["rolling"]]
        return f"{names[rolling]} rolls the direction die: where is the enemy?"
    if asked == "enemy side":
        return f"{who} is faster and chooses where the enemy is: pick a lit box."
    if asked == "focus beam":
        return f"{who} aims a Focus Beam: click a lit component of the enemy ship (dimmed ones cannot be hit)."
    if asked == "hit":
        left = f["incoming"][f["taking"]]["left"]
        each = ", one at a time" if left > 1 else ""
        seat = f["sides"][f["taking"]]
        fighters = view["patrols"][seat].get(str(f["sector"]), 0) + view["loaded"][seat]
        fighter = " or a fighter" if fighters and f.get("kind") != "asteroid" else ""  # asteroids never hit one
        if fighter and view["loaded"][seat] and view["at"][seat] == f["sector"]:  # drawn in its pod, not beside
            return (
                f"{who} takes {points(left)} of damage{each}: click a lit component or a fighter (a loaded one in its "
                "Carrier Pod; a dimmed component says why not)."
            )
        return (
            f"{who} takes {points(left)} of damage{each}: click a lit component{fighter} (a dimmed one says why not)."
        )
    if asked == "run away":
        if last_round(f):
            return (
                f"All {combat.ROUNDS} rounds are fought: the fight ends either way. {who} may still run away: "
                f"{run_away_cost(view, f)}; or stay, free to choose any command next turn."
            )
        when = " before round 1 (Battle Computer)" if f.get("early") else ""
        doomed = enemy_must_run(f, names)
        ends = f" {doomed} must run away: the fight ends either way." if doomed else ""
        return f"{who} may run away{when}: {run_away_cost(view, f)}.{ends}"
    return ""
