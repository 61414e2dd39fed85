"""What each component does, in one line from the rulebook's component pages: shown when a new player points
at a Store box or a starting choice, so nobody buys a part blind."""

from __future__ import annotations

from game.rules.words import N_
from scenes.boards.hyperline.rules_words import part_name, rules_text

ABILITIES = {
    "carrier_pod": N_("carries 1 fighter with your ship; a damaged one drops it on patrol."),
    "battle_pod": N_("Weapons, Scanners, Shields and Turret Pods attached to it gain their Battle Pod bonus."),
    "turret_pod": N_("its diagonal turret holds a Weapon, Scanner or Shield facing two ways at once."),
    "combat_engine": N_("1 point of speed: faster ships may turn their direction die, or pick it."),
    "hyperline_engine": N_("1 bonus Step or Jump after each Move command."),
    "rip_engine": N_("turns one Jump a turn into a Ripshift: straight to a Rip or your home planet."),
    "laser_cannon": N_("1 damage to an enemy it faces; 2 with the Battle Pod bonus."),
    "plasma_launcher": N_("1 damage to an enemy it faces; with the Battle Pod bonus it fires long-range torpedoes."),
    "focus_beam": N_("1 damage to an enemy it faces; with the Battle Pod bonus you pick the component it hits."),
    "hardpoint_shield": N_("ignores the first hit to its front each combat round."),
    "interphasic_shield": N_("floats beside the ship and guards a whole side; several may stack."),
    "transfer_shield": N_("at any time, damage it to restore another damaged shield."),
    "planetary_scanner": N_("may scan a planet tile instead, looked at in secret and laid face down."),
    "disrupting_scanner": N_("may turn a Hyperline tile on a connected path instead of scanning."),
    "quantum_scanner": N_("looks at the top 3 Hyperline tiles when scanning and lays the one you choose."),
    "repair_droid": N_(
        "after a one-component Repair, one more command that turn (not at home repair-all, not on Nexxus)."
    ),
    "hyperline_computer": N_("lets you use diagonal hyperpoints to scan, move and fire torpedoes."),
    "battle_computer": N_("strikes first in each combat round, may run away before round 1, and ignores asteroids."),
}
"""Component kind -> what it does (a Bridge upgrade goes offline while the Bridge is damaged)."""

BUYING = ("pod", "engine", "bonus", "buy")
"""The actions that choose a component kind from the Store: starting Pod, Engine, home bonus, and Build."""


def ability(kind) -> str | None:
    """ "Battle Pod: Weapons, … gain their Battle Pod bonus." or None for what is not a component kind."""
    if kind not in ABILITIES:
        return None
    does = rules_text(ABILITIES[kind])
    return f"{part_name(kind)}: {does[:1].upper()}{does[1:]}"


def chosen_kind(action) -> str | None:
    """The component kind a Store-choosing action names, or None."""
    if isinstance(action, tuple) and len(action) == 2 and action[0] in BUYING and action[1] in ABILITIES:
        return action[1]
    return None
