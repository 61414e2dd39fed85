"""Combat in words at Hyperline's table: the chooser's rows for fight decisions, the prompt while a fight or
the fights menu waits, the news of what a fight did, and the results screen's lines."""

from __future__ import annotations

from game.rules.hyperline import combat
from game.rules.hyperline.board import name
from game.rules.hyperline.ship import NAMES
from scenes import palette
from scenes.boards.hyperline.combat_layout import PLACES

FIGHT_PHASES = ("combat_roll", *sorted(combat.DECIDING))


def label(view, action) -> str | None:
    """The chooser's words for a combat decision (None: the rules' describe says it well)."""
    f = view.get("fight") or {}
    if action == "run_away":
        when = " before round 1" if f.get("early") else ""
        return f"Run away{when} (must Move next turn, safe till then)"
    if action == "stand":
        if f.get("round", 0) >= combat.ROUNDS:
            return "Stay (the fight ends after this round)"
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
    if kind == "hardpoint_holds":
        return f"{who}'s Hardpoint Shield ignores the hit"
    if kind == "fighters_ejected":
        return f"{who}'s damaged Carrier Pod drops its fighter on patrol"
    if kind == "asteroid_hit":
        return f"{who}'s ship is hit by an asteroid"
    if kind == "torpedo":
        return f"{who} fires a plasma torpedo: {event['damage']} damage"
    if kind == "cannot_absorb":
        return f"{who} cannot take {event['left']} more damage: must run away"
    if kind == "wiped_out":
        return f"{who} has nothing left in {name(event['sector'])}"
    if kind == "recharge":
        return f"{who}'s Battle Pod recharges a shield"
    if kind == "transfer":
        return f"{who}'s Transfer Shield restores a shield"
    return None


def result_summary(view, result, names) -> dict:
    """The results screen: research points of each seat, the winner, or a game stopped by the turn limit."""
    if result.winners:
        winner = names[result.winners[0]]
        headline = f"{winner} researched the secrets of Nexxus!"
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
        return (
            f"{who} takes {left} point(s) of damage, one at a time: click a lit component or a fighter "
            "(a dimmed one says why not)."
        )
    if phase == "combat_flee":
        when = " before round 1 (Battle Computer)" if f.get("early") else ""
        return f"{who} may run away{when}: the ship must then Move next turn, and cannot be attacked until then."
    return ""
