"""Which decision a spot on the table stands for: a sector, a hyperpoint, a stack, a Store box, a component
or a square of the ship. The rules judge every action made here: an illegal one is answered by `explain`.
Jump previews are the rules' own routes (queries.py).
"""

from __future__ import annotations

from game.rules.hyperline import queries
from game.rules.hyperline.board import NEIGHBOUR, name

PART_VERBS = ("damage", "repair", "absorb", "lift", "target")
SECTOR_VERBS = ("step", "ripshift", "rip", "pirate", "scan", "planetary", "quantum")


def lit_sectors(view: dict, legal: list) -> dict[int, list]:
    """Sector -> the legal actions a click there may mean."""
    found: dict[int, list] = {}
    for action in legal:
        if isinstance(action, tuple) and action[0] in SECTOR_VERBS + ("disrupt", "fight", "torpedo"):
            found.setdefault(action[1], []).append(action)
    return found


def hyperpoints(view: dict, legal: list) -> dict[int, tuple]:
    """Port -> the jump or branch action leaving by it, from where the ship is (or the branch it is at)."""
    found = {}
    for action in legal:
        if isinstance(action, tuple) and action[0] in ("jump", "branch"):
            found[action[1]] = action
    return found


def port_sector(view: dict) -> int:
    """The sector whose ports the hyperpoints belong to: the ship's, or the branch being ridden."""
    if view["phase"] == "branch":
        return view["task"]["jump"]["at"]
    return view["at"][view["current"]]


def disrupt_choice(legal: list, sector: int, turn: int):
    """The Disrupting scan of `sector` the ghost shows: its new turns, cycled by R."""
    turns = [a for a in legal if isinstance(a, tuple) and a[0] == "disrupt" and a[1] == sector]
    return turns[turn % len(turns)] if turns else None


def sector_click(view: dict, legal: list, sector: int, port: int | None, scan_verb: str = "scan", turn: int = 0):
    """("action", a) or ("reason", text) for a click on `sector` (near `port` of it, if any)."""
    phase = view["phase"]
    points = hyperpoints(view, legal)
    home = port_sector(view)
    if points and port is not None and sector == home and port in points:
        return "action", points[port]
    if phase == "branch":
        for p, action in points.items():
            if NEIGHBOUR[home][p] is not None and NEIGHBOUR[home][p][0] == sector:
                return "action", action
        return "reason", "Choose the branch to ride: click one of the lit hyperpoints."
    if phase == "explore_rotate":
        return None  # the board places its ghost
    if phase == "rip_travel":
        return "action", ("stay" if sector == view["at"][view["current"]] else "rip_travel")
    here = lit_sectors(view, legal).get(sector, [])
    if phase == "scan":
        disrupt = disrupt_choice(legal, sector, turn)
        if disrupt is not None:
            return "action", disrupt
        for action in here:
            if action[0] == scan_verb:
                return "action", action
        if len(here) == 1:
            return "action", here[0]
        if here:
            return "reason", "Several scans can go there: pick one in the list (its number, or a click)."
        return "action", (scan_verb, sector)
    if phase == "move":
        if len(here) == 1:
            return "action", here[0]
        if sector == view["at"][view["current"]]:
            if points:
                return "reason", "Jump by clicking one of the lit hyperpoints at the edge of your sector."
            return "reason", "Your ship has no hyperpoint to jump by here: Step to a sector next to yours."
        return "action", ("step", sector)  # the rules say why not
    if phase == "place_rip":
        return "action", ("rip", sector)
    if phase == "place_pirate":
        return "action", ("pirate", sector)
    if len(here) == 1:
        return "action", here[0]
    if here:
        return "reason", f"Several choices in {name(sector)}: pick one in the list."
    return None


def part_click(legal: list, part: dict, phase: str):
    """A click on one of your components: the damage, repair, hit or lift it stands for. A click that is not
    legal still becomes that action, so the rules' own `explain` says why not."""
    for action in legal:
        if isinstance(action, tuple) and action[0] in PART_VERBS and action[1] == part["id"]:
            return "action", action
    if phase in PHASE_VERB:
        return "action", (PHASE_VERB[phase], part["id"])
    return None


PHASE_VERB = {
    "radiation": "damage",
    "research_damage": "damage",
    "tight_damage": "damage",
    "repair": "repair",
    "combat_absorb": "absorb",
    "build": "lift",
}


def route_preview(state, action):
    """The rules' route (queries.jump_route / branch_routes) for a jump or a branch action, or None."""
    if action[0] == "jump":
        return queries.jump_route(state, action[1])
    return queries.branch_routes(state).get(action[1])
