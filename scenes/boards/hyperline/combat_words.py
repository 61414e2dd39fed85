"""Combat in words at Hyperline's table: the chooser's rows for fight decisions, the prompt while a fight or
the fights menu waits, the news of what a fight did, and the results screen's lines."""

from __future__ import annotations

from game.rules.hyperline import combat
from game.rules.hyperline.board import QUADRANT_OF_DIE, name
from game.rules.hyperline.queries import FOE_WORDS
from game.rules.hyperline.ship import NAMES, type_of
from scenes import palette
from scenes.boards.hyperline.combat_layout import PLACES, grouped

FIGHT_PHASES = ("combat_roll", *sorted(combat.DECIDING))


def label(view, action) -> str | None:
    """The chooser's words for a combat decision (None: the rules' describe says it well)."""
    f = view.get("fight") or {}
    if action == "run_away":
        return run_away_label(view, f)
    if action == "stand":
        if f.get("round", 0) >= combat.ROUNDS:
            return f"Stay (all {combat.ROUNDS} rounds are fought: the fight ends)"
        return f"Stay and fight round {f.get('round', 0) + 1}"
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
                return f"{verb} {NAMES[part['kind']]}{where(part)}"
    if isinstance(action, tuple) and action[0] == "face":
        return f"Enemy {PLACES[action[1]]}"
    if isinstance(action, tuple) and action[0] == "fight" and action[2] == combat.PIRATE:
        level = view["pirates"].get(str(action[1]), "?")
        return f"Fight the level {level} pirate in {name(action[1])} (pirates must be fought)"
    return None


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


def prompt(view, names, legal) -> str | None:
    """What the table waits for during combat, or None outside it."""
    phase = view["phase"]
    if phase in FIGHT_PHASES and view.get("fight"):
        return fight_now(view, None, names)
    if phase == "combat":
        must = "end_combat" not in legal
        first = "A pirate shares a sector with you: it must be fought first. " if must else ""
        torpedo = any(isinstance(a, tuple) and a[0] == "torpedo" for a in legal)
        aim = " Sectors a torpedo cannot reach say why when clicked." if torpedo else ""
        return f"Combat. {first}Click a lit sector to fight there (or fire a torpedo), or pick from the list.{aim}"
    if phase == "place_pirate":
        level = view["turn"].get("combat", {}).get("new_pirate", "?")
        return (
            f"You destroyed a pirate: a new one, level {level}, must be placed. Click a lit sector "
            "(no ship or fighters there; not a home planet or Nexxus)."
        )
    return None


def news(event: dict, names) -> str | None:
    """A banner's words for what a fight did, or None."""
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


def gives_words(info, ship) -> str:
    """A side's damage with its parts, or why it gives nothing: a new player's first question in a fight."""
    parts = grouped(info["parts"])
    if info["total"]:
        return f"Gives {points(info['total'])}: {parts}"
    if info["ship"]:
        weapons = [p for p in ship["parts"] if not p["damaged"] and type_of(p["kind"]) == "weapon"]
        if weapons and info["quadrant"] is None:  # no die, no weapon counted yet; without weapons it is 0 at once
            return "Gives: counted when its direction die says where the enemy is"
        if weapons:
            return f"Gives 0: none of its working weapons faces the enemy ({PLACES[info['quadrant']]})"
        return "Gives 0: no working weapon and no fighter here"
    return "Gives 0"


def fight_report(events, names, rounds: int | None = None) -> dict | None:
    """A fight that ended with these events (its last round's), told in order (its screen closes at once, often
    with the last die): the dice, what each side gave, what was hit, who ran, how it ended. None when no fight
    ended here."""
    over = next((e for e in events if e["type"] == "fight_over" and e.get("kind") == "fight"), None)
    if over is None:
        return None
    lines = []
    told = events[: events.index(over) + 1]
    ended = {"run_away", "pirate_destroyed", "wiped_out"} & {event["type"] for event in told}
    if rounds and not ended:  # nobody ran and nobody was destroyed: the rounds ran out
        over = dict(over, rounds=rounds)
        told = told[:-1] + [over]
    starts = [i for i, event in enumerate(told) if event["type"] == "round" and "sector" in event]
    if len(starts) > 1:  # the rounds before the last, a line each; the last told in full from its news
        for begin, end in zip(starts, starts[1:], strict=False):
            lines.append(round_summary(told[begin:end], names))
        told = told[starts[-1] :]
    for event in told:
        kind = event["type"]
        seat = event.get("seat")
        who = names[seat] if isinstance(seat, int) and seat < len(names) else "The pirate"
        if kind == "roll" and event.get("purpose") == "direction":
            where = PLACES[QUADRANT_OF_DIE[event["value"]]]
            lines.append(f"{who} rolls {event['value']}: the enemy is {where}")
        elif kind == "give":
            why = ": no working weapon faced the enemy" if not event["damage"] and isinstance(event["who"], int) else ""
            lines.append(f"{who_words(event['who'], names)} gives {points(event['damage'])}{why}")
        elif kind == "damage":
            lines.append(damaged_words(event, who))
        elif kind == "fighters_lost":
            count = event["count"]
            lines.append(f"{who} loses {count} fighter{'s' if count != 1 else ''}")
        elif kind == "pirate_hit":
            lines.append(
                f"The level {event['level']} pirate has taken {points(event['hits'])} (destroyed at {event['level']})"
            )
        else:
            said = news(event, names)
            if said:
                lines.append(said)
    return {"sector": over["sector"], "lines": lines}


def round_summary(events, names) -> str:
    """An earlier round of a fight in one line: what each side gave and what it hit."""
    gave = [f"{who_words(e['who'], names)} gives {points(e['damage'])}" for e in events if e["type"] == "give"]
    hits = []
    for event in events:
        seat = event.get("seat")
        who = names[seat] if isinstance(seat, int) and seat < len(names) else "the pirate"
        if event["type"] == "damage":
            hits.append(f"{who}'s {NAMES[event['kind']]} damaged")
        elif event["type"] == "fighters_lost":
            hits.append(f"{who} loses {event['count']} fighter{'s' if event['count'] != 1 else ''}")
        elif event["type"] == "hardpoint_holds":
            hits.append(f"{who}'s Hardpoint Shield ignores a hit")
        elif event["type"] == "pirate_hit":
            hits.append(f"the pirate has taken {points(event['hits'])}")
    number = next((e["round"] for e in events if e["type"] == "round"), "?")
    return f"Round {number}: " + ", ".join(gave or ["nothing given"]) + ("; " + ", ".join(hits) if hits else "")


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


def fight_now(view, sides, names) -> str:
    """What the fight waits for, in words."""
    f = view["fight"]
    by = f.get("by")
    who = names[by] if isinstance(by, int) and by < len(names) else ""
    phase = view["phase"]
    if phase == "combat_roll":
        rolling = f["sides"][f["rolling"]]
        return f"{names[rolling]} rolls the direction die: where is the enemy?"
    if phase == "combat_face":
        return f"{who} is faster and chooses where the enemy is: pick a lit box."
    if phase == "combat_target":
        return f"{who} aims a Focus Beam: click a lit component of the enemy ship (dimmed ones cannot be hit)."
    if phase == "combat_absorb":
        left = f["incoming"][f["taking"]]["left"]
        each = ", one at a time" if left > 1 else ""
        return (
            f"{who} takes {points(left)} of damage{each}: click a lit component or a fighter "
            "(a dimmed one says why not)."
        )
    if phase == "combat_flee":
        if last_round(f):
            return (
                f"All {combat.ROUNDS} rounds are fought: the fight ends either way. {who} may still run away: "
                f"{run_away_cost(view, f)}; or stay, free to choose any command next turn."
            )
        when = " before round 1 (Battle Computer)" if f.get("early") else ""
        return f"{who} may run away{when}: {run_away_cost(view, f)}."
    return ""
