"""Combat in words at Hyperline's table: the chooser's rows for fight decisions, the prompt while a fight or
the fights menu waits, and the news of what a fight did (the card after a fight: fight_card.py; the results'
words: game/rules/hyperline/ending.py)."""

from __future__ import annotations

from game.rules.hyperline import combat
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import NEXXUS, name
from game.rules.hyperline.ship import type_of
from game.words import _, ngettext
from scenes.boards.hyperline.asking import FIGHT_STEPS
from scenes.boards.hyperline.combat_layout import grouped, place
from scenes.boards.hyperline.odds import forecast, short
from scenes.boards.hyperline.rules_words import foe_name, part_name


def label(view, action, names=()) -> str | None:
    """The chooser's words for a combat decision (None: the rules' describe says it well)."""
    f = view.get("fight") or {}
    if isinstance(action, tuple) and action[0] == "fight" and isinstance(action[2], int) and action[2] < len(names):
        if not can_do_damage(view, view["current"], action[1], action[2]):
            return _("Fights {who} in {sector} (neither side can do damage)").format(
                who=names[action[2]], sector=name(action[1])
            )
        odds = forecast(view, view["current"], action[1], action[2], names)[0]
        return _("Fights {who} in {sector}: {odds}").format(who=names[action[2]], sector=name(action[1]), odds=odds)
    if action == "run_away":
        return run_away_label(view, f)
    if action == "stand":
        doomed = enemy_must_run(f, names)
        if doomed:
            return _("Stay ({who} must run away: the fight ends)").format(who=doomed)
        if f.get("round", 0) >= combat.ROUNDS:
            return _("Stay (all {rounds} rounds are fought: the fight ends)").format(rounds=combat.ROUNDS)
        return _("Stay and fight round {round}").format(round=f.get("round", 0) + 1)
    if action == ("absorb", "fighter"):
        return _("A fighter on patrol takes the hit (it is lost)")
    if action == ("absorb", "loaded"):
        return _("The fighter in the Carrier Pod takes the hit (it is lost, the pod still works)")
    if action == "no_target":
        return _("No target: the enemy chooses where the beam's point goes")
    if isinstance(action, tuple) and action[0] in ("absorb", "target") and isinstance(action[1], int) and f:
        side = f.get("taking") if action[0] == "absorb" else combat.OTHER[f.get("aiming", "a")]
        seat = f["sides"].get(side)
        if isinstance(seat, int):
            part = next((p for p in view["ships"][seat]["parts"] if p["id"] == action[1]), None)
            if part is not None:
                named = part_name(part["kind"]) + where(part)
                outcome = hit_outcome(view, f, side, seat, part) if action[0] == "absorb" else ""
                if outcome:  # the component first: the row must fit the list, the outcome said whole
                    return f"{named}: {outcome}"
                if action[0] == "absorb":
                    return _("Take the hit on the {part}").format(part=named)
                return _("Aim the Focus Beam at the {part}").format(part=named)
    if isinstance(action, tuple) and action[0] == "face":
        given, rolled = facing_choice(view, action[1])
        roll = "" if rolled is None else _(" (keeps your roll)") if rolled else _(" (turns your roll)")
        said = _("Enemy {place}").format(place=place(action[1])) + roll
        return said + (_(": gives {points}").format(points=points(given)) if given is not None else "")
    if isinstance(action, tuple) and action[0] == "fight" and action[2] == combat.PIRATE:
        level = view["pirates"].get(str(action[1]), "?")
        odds = forecast(view, view["current"], action[1], combat.PIRATE, names)[0]
        return _("Fight the level {level} pirate in {sector} (pirates must be fought): {odds}").format(
            level=level, sector=name(action[1]), odds=odds
        )
    return None


def fight_odds(view, fight, names) -> str:
    """ "Jim in D3: You give ... Jim gives ...": a fight's odds for the prompt."""
    foe = fight[2]
    who = _("the pirate") if foe == combat.PIRATE else names[foe] if foe < len(names) else _("them")
    odds = forecast(view, view["current"], fight[1], foe, names)[1]
    return _("{who} in {sector}: {odds}").format(who=who, sector=name(fight[1]), odds=odds)


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
            return _("ignores it (faces the enemy, first hit this round)")
        return _("damaged (it ignored this round's first hit)")
    if kind == "interphasic_shield" and part["facing"] == quadrant:
        return _("takes that side's hits first")
    if kind == "carrier_pod" and view["loaded"][seat] >= shipkit.carrier_capacity(ship):
        return _("damaged, its fighter drops out to patrol")
    if shipkit.type_of(kind) == "shield" and shipkit.boosted(ship, part["id"]) and f.get("sector") != NEXXUS:
        return _("damaged, recharges after the round (Battle Pod)")
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
    return names[who] if isinstance(who, int) and who < len(names) else _("the enemy")


def last_round(f) -> bool:
    """All rounds are fought: staying ends the fight as surely as running away."""
    return f.get("round", 0) >= combat.ROUNDS and not f.get("early")


def run_away_cost(view, f) -> str:
    """What running away does to the side deciding: a ship must Move next turn and cannot be attacked till then;
    fighters on their own just leave the fight."""
    seat = f["sides"].get(f.get("fleeing")) if f.get("fleeing") else f.get("by")
    if isinstance(seat, int) and view["at"][seat] != f.get("sector"):
        return _("the fighters leave the fight, free to stay in the sector")
    return _("must Move next turn, safe from attack till then")


def run_away_label(view, f) -> str:
    """After round 3 the fight ends either way: the row says what running away still changes."""
    if last_round(f):
        return _("Run away (the fight ends too): {cost}").format(cost=run_away_cost(view, f))
    if f.get("early"):
        return _("Run away before round 1 ({cost})").format(cost=run_away_cost(view, f))
    return _("Run away ({cost})").format(cost=run_away_cost(view, f))


def where(part) -> str:
    """Where a component sits, from the Bridge: " (1 right, 1 back)"; an Interphasic Shield's side."""
    if part["x"] is None:
        return _(" (floating {place})").format(place=place(part["facing"]))
    x, y = part["x"], part["y"]
    bits = [
        # Translators: where a component sits, in squares from the Bridge: "(1 right, 2 back)"
        (_("{count} right") if x > 0 else _("{count} left")).format(count=abs(x)) if x else "",
        (_("{count} back") if y > 0 else _("{count} ahead")).format(count=abs(y)) if y else "",
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
        first = _("A pirate shares a sector with you: it must be fought first.") + " " if must else ""
        torpedo = any(isinstance(a, tuple) and a[0] == "torpedo" for a in legal)
        aim = " " + _("Sectors a torpedo cannot reach say why when clicked.") if torpedo else ""
        click = _("Click a lit sector to fight there (or fire a torpedo), or pick from the list.")
        # Translators: the prompt's first word at the fights menu (the combat phase of a turn)
        said = _("Combat.") + f" {first}{click}{aim}"
        fights = [a for a in legal if isinstance(a, tuple) and a[0] == "fight"]
        if not (isinstance(listed, tuple) and listed in fights) and len(fights) == 1:
            listed = fights[0]  # a click on its lit sector starts it at once: its odds are said before
            odds = _("If you fight {odds}").format(odds=fight_odds(view, listed, names))
            click = _("Click the lit sector to fight, or pick from the list.")
            said = _("Combat.") + f" {first}{click}{aim} {odds}"
        elif isinstance(listed, tuple) and listed in fights:
            said = _("Fighting {odds}").format(odds=fight_odds(view, listed, names))
        elif len(fights) > 1:
            said += " " + _("Point at a fight in the list to see what each side is likely to give.")
        return said
    if asked == "place pirate":
        level = view["turn"].get("combat", {}).get("new_pirate", "?")
        return _(
            "You destroyed a pirate: a new one, level {level}, must be placed. Click a lit sector "
            "(no ship or fighters there; not a home planet or Nexxus)."
        ).format(level=level)
    return None


def news(event: dict, names, view=None) -> str | None:
    """A banner's words for what a fight did, or None (`view`, the table after it: whose ship was there)."""
    kind = event["type"]
    seat = event.get("seat")
    who = names[seat] if isinstance(seat, int) and seat < len(names) else _("The pirate")
    if kind == "round" and "sector" in event:
        if event.get("first_strike"):
            return _("Fight round {round} (Battle Computer strikes first)").format(round=event["round"])
        return _("Fight round {round}").format(round=event["round"])
    if kind == "pirate_destroyed":
        return _("{who} destroys the level {level} pirate!").format(who=who, level=event["level"])
    if kind == "pirate":
        return _("A level {level} pirate appears in {sector}").format(
            level=event["level"], sector=name(event["sector"])
        )
    if kind == "run_away":
        forced = _(" (nothing left to take the damage)") if event.get("forced") else ""
        if view is not None and isinstance(seat, int) and view["at"][seat] != event["sector"]:
            # no ship there: nothing must Move
            return _("{who}'s fighters run away{forced}: they leave the fight").format(who=who, forced=forced)
        return _("{who} runs away{forced}: must Move next turn").format(who=who, forced=forced)
    if kind == "damage" and event.get("only"):
        return damaged_words(event, who)
    if kind == "hardpoint_holds":
        return _("{who}'s Hardpoint Shield ignores the hit").format(who=who)
    if kind == "fighters_ejected":
        return _("{who}'s damaged Carrier Pod drops its fighter on patrol").format(who=who)
    if kind == "asteroid_hit":
        return _("{who}'s ship is hit by an asteroid").format(who=who)
    if kind == "torpedo":
        return _("{who} fires a plasma torpedo: {damage} damage").format(who=who, damage=event["damage"])
    if kind == "cannot_absorb":
        more = event["left"]
        return ngettext(
            "{who} cannot take {count} more point of damage: must run away",
            "{who} cannot take {count} more points of damage: must run away",
            more,
        ).format(who=who, count=more)
    if kind == "wiped_out":
        return _("{who} has nothing left in {sector}").format(who=who, sector=name(event["sector"]))
    if kind == "fight_over" and event.get("kind") == "fight":
        if event.get("rounds") == combat.ROUNDS:
            return _("The fight in {sector} is over: all {rounds} rounds are fought").format(
                sector=name(event["sector"]), rounds=event["rounds"]
            )
        return _("The fight in {sector} is over").format(sector=name(event["sector"]))
    if kind == "recharge":
        if event.get("why") == "battle pod":
            return _("{who}'s Battle Pod recharges a shield").format(who=who)
        return _("{who}'s damaged shields recharge at the end of the turn").format(who=who)
    if kind == "transfer":
        return _("{who}'s Transfer Shield restores a shield").format(who=who)
    return None


def damaged_words(event, who) -> str:
    """A hit nobody was asked about says why: the enemy's side left one component open to it."""
    if event.get("only"):
        return _("{who}'s {part} is damaged: the only component open to the hit").format(
            who=who, part=part_name(event["kind"])
        )
    return _("{who}'s {part} is damaged").format(who=who, part=part_name(event["kind"]))


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
    return ngettext("{count} point", "{count} points", count).format(count=count)


def seat_words(seat: int, names) -> str:
    """A seat by its name, or "Seat 3" where the table has no name for it."""
    return names[seat] if seat < len(names) else _("Seat {number}").format(number=seat + 1)


def who_words(who, names) -> str:
    """A side of a fight by name: a seat's name, or "Pirate", "Asteroid field", "Plasma torpedo"."""
    if isinstance(who, int):
        return seat_words(who, names)
    return foe_name(who)


def round_report(events, names, round_now=None) -> str | None:
    """What each side gave in a round, in one line: "Round 2: Ana gives 3 points, Pirate gives 1", or None.
    `round_now`: the fight's round after these events (the round began in an earlier move)."""
    given = [e for e in events if e["type"] == "give"]
    if not given:
        return None
    rounds = [e["round"] for e in events if e["type"] == "round" and "sector" in e] or [round_now]
    said = ", ".join(
        _("{who} gives {points}").format(who=who_words(e["who"], names), points=points(e["damage"])) for e in given
    )
    return _("Round {round}: {said}").format(round=rounds[0], said=said) if rounds[0] else said


def gives_words(info, ship, kind="fight", odds=None) -> str:
    """A side's damage with its parts, or why it gives nothing: a new player's first question in a fight.
    An asteroid field or a torpedo is not fought: the ship it hits gives nothing back. `odds`: before its die,
    what each face would give (odds.side_odds)."""
    if kind != "fight" and info["ship"]:
        if kind == "asteroid":
            return _("Does not hit back: an asteroid field is not fought")
        return _("Does not hit back: a plasma torpedo is not fought")
    parts = grouped(info["parts"])
    if info["total"]:
        return _("Gives {points}: {parts}").format(points=points(info["total"]), parts=parts)
    if info["ship"]:
        weapons = [p for p in ship["parts"] if not p["damaged"] and type_of(p["kind"]) == "weapon"]
        if weapons and info["quadrant"] is None:  # no die, no weapon counted yet; without weapons it is 0 at once
            if odds is not None and odds.edge >= 2:
                return _("Gives {odds}: {edge} faster, it picks where the enemy is").format(
                    odds=short(odds), edge=odds.edge
                )
            if odds is not None:
                return _("Gives {odds}: counted when its direction die says where the enemy is").format(
                    odds=short(odds)
                )
            return _("Gives: counted when its direction die says where the enemy is")
        if weapons:
            return _("Gives 0: none of its working weapons faces the enemy ({place})").format(
                place=place(info["quadrant"])
            )
        return _("Gives 0: no working weapon and no fighter here")
    return _("Gives 0")


def fight_now(view, step: str, sides, names, decides: bool = True) -> str:
    """What the fight waits for at `step` (the rules' Phase.ask), in words; `decides`: the person looking decides it
    (else a bot does, or it is a replay: the words stop before "click a lit component", where nothing can be
    clicked)."""
    return _fight_now(view, step, names, decides)


def _fight_now(view, asked: str, names, decides: bool = True) -> str:
    f = view["fight"]
    by = f.get("by")
    who = names[by] if isinstance(by, int) and by < len(names) else ""
    if asked == "direction die":
        rolling = f["sides"][f["rolling"]]
        return _("{who} rolls the direction die: where is the enemy?").format(who=names[rolling])
    if asked == "enemy side":
        if not decides:
            return _("{who} is faster and chooses where the enemy is.").format(who=who)
        return _("{who} is faster and chooses where the enemy is: pick a lit box.").format(who=who)
    if asked == "focus beam":
        if not decides:
            return _("{who} aims a Focus Beam.").format(who=who)
        return _(
            "{who} aims a Focus Beam: click a lit component of the enemy ship (dimmed ones cannot be hit)."
        ).format(who=who)
    if asked == "hit":
        left = f["incoming"][f["taking"]]["left"]
        seat = f["sides"][f["taking"]]
        if not decides:
            return ngettext(
                "{who} takes {count} point of damage.", "{who} takes {count} points of damage, one at a time.", left
            ).format(who=who, count=left)
        fighters = view["patrols"][seat].get(str(f["sector"]), 0) + view["loaded"][seat]
        fighter = fighters and f.get("kind") != "asteroid"  # asteroids never hit one
        if fighter and view["loaded"][seat] and view["at"][seat] == f["sector"]:  # drawn in its pod, not beside
            return ngettext(
                "{who} takes {count} point of damage: click a lit component or a fighter (a loaded one in its "
                "Carrier Pod; a dimmed component says why not).",
                "{who} takes {count} points of damage, one at a time: click a lit component or a fighter (a loaded "
                "one in its Carrier Pod; a dimmed component says why not).",
                left,
            ).format(who=who, count=left)
        if fighter:
            return ngettext(
                "{who} takes {count} point of damage: click a lit component or a fighter (a dimmed one says why not).",
                "{who} takes {count} points of damage, one at a time: click a lit component or a fighter (a dimmed "
                "one says why not).",
                left,
            ).format(who=who, count=left)
        return ngettext(
            "{who} takes {count} point of damage: click a lit component (a dimmed one says why not).",
            "{who} takes {count} points of damage, one at a time: click a lit component (a dimmed one says why not).",
            left,
        ).format(who=who, count=left)
    if asked == "run away":
        if last_round(f):
            return _(
                "All {rounds} rounds are fought: the fight ends either way. {who} may still run away: "
                "{cost}; or stay, free to choose any command next turn."
            ).format(rounds=combat.ROUNDS, who=who, cost=run_away_cost(view, f))
        doomed = enemy_must_run(f, names)
        ends = " " + _("{who} must run away: the fight ends either way.").format(who=doomed) if doomed else ""
        if f.get("early"):
            said = _("{who} may run away before round 1 (Battle Computer): {cost}.")
        else:
            said = _("{who} may run away: {cost}.")
        return said.format(who=who, cost=run_away_cost(view, f)) + ends
    return ""
