"""What each component does, in one line from the rulebook's component pages: shown when a new player points
at a Store box or a starting choice, so nobody buys a part blind."""

from __future__ import annotations

from game.rules.hyperline import ship as shipkit

ABILITIES = {
    "carrier_pod": "carries 1 fighter with your ship; a damaged one drops it on patrol.",
    "battle_pod": "Weapons, Scanners, Shields and Turret Pods attached to it gain their Battle Pod bonus.",
    "turret_pod": "its diagonal turret holds a Weapon, Scanner or Shield facing two ways at once.",
    "combat_engine": "1 point of speed: faster ships may turn their direction die, or pick it.",
    "hyperline_engine": "1 bonus Step or Jump after each Move command.",
    "rip_engine": "turns one Jump a turn into a Ripshift: straight to a Rip or your home planet.",
    "laser_cannon": "1 damage to an enemy it faces; 2 with the Battle Pod bonus.",
    "plasma_launcher": "1 damage to an enemy it faces; with the Battle Pod bonus it fires long-range torpedoes.",
    "focus_beam": "1 damage to an enemy it faces; with the Battle Pod bonus you pick the component it hits.",
    "hardpoint_shield": "ignores the first hit to its front each combat round.",
    "interphasic_shield": "floats beside the ship and guards a whole side; several may stack.",
    "transfer_shield": "at any time, damage it to restore another damaged shield.",
    "planetary_scanner": "may scan a planet tile instead, looked at in secret and laid face down.",
    "disrupting_scanner": "may turn a Hyperline tile on a connected path instead of scanning.",
    "quantum_scanner": "looks at the top 3 Hyperline tiles when scanning and lays the one you choose.",
    "repair_droid": "after a one-component Repair, one more command that turn (not at home repair-all, not on Nexxus).",
    "hyperline_computer": "lets you use diagonal hyperpoints to scan, move and fire torpedoes.",
    "battle_computer": "strikes first in each combat round, may run away before round 1, and ignores asteroids.",
}
"""Component kind -> what it does (a Bridge upgrade goes offline while the Bridge is damaged)."""

BUYING = ("pod", "engine", "bonus", "buy")
"""The actions that choose a component kind from the Store: starting Pod, Engine, home bonus, and Build."""


def ability(kind) -> str | None:
    """ "Battle Pod: Weapons, … gain their Battle Pod bonus." or None for what is not a component kind."""
    said = ABILITIES.get(kind)
    return f"{shipkit.NAMES[kind]}: {said[0].upper()}{said[1:]}" if said else None


def chosen_kind(action) -> str | None:
    """The component kind a Store-choosing action names, or None."""
    if isinstance(action, tuple) and len(action) == 2 and action[0] in BUYING and action[1] in ABILITIES:
        return action[1]
    return None
