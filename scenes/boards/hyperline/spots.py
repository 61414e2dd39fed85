"""Which decision a spot on the table stands for: a sector, a hyperpoint, a stack, a Store box, a component
or a square of the ship. The rules judge every action made here: an illegal one is answered by `explain`.
Jump previews are the rules' own routes (queries.py).
"""

from __future__ import annotations

from game.rules.hyperline import commands, queries
from game.rules.hyperline.board import ADJACENT, NEIGHBOUR, NEXXUS, name
from game.words import _
from scenes.boards.hyperline.asking import DAMAGE

SCANNER_VERBS = {"planetary_scanner": "planetary", "quantum_scanner": "quantum", "disrupting_scanner": "disrupt"}
"""A special Scanner clicked while scanning: the scan the next click on a sector makes."""
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


def port_sector(view: dict, asked: str) -> int:
    """The sector whose ports the hyperpoints belong to: the ship's, or the branch being ridden (`asked`: what the
    decision asks, the rules' Phase.ask)."""
    if asked == "branch":
        return view["task"]["jump"]["at"]
    return view["at"][view["current"]]


def disrupt_choice(legal: list, sector: int, turn: int):
    """The Disrupting scan of `sector` the ghost shows: its new turns, cycled by R."""
    turns = [a for a in legal if isinstance(a, tuple) and a[0] == "disrupt" and a[1] == sector]
    return turns[turn % len(turns)] if turns else None


def sector_click(view: dict, legal: list, sector: int, port: int | None, asked: str, scan_verb="scan", turn=0):
    """("action", a) or ("reason", text) for a click on `sector` (near `port` of it, if any)."""
    points = hyperpoints(view, legal)
    home = port_sector(view, asked)
    if points and port is not None and sector == home and port in points:
        return "action", points[port]
    if asked == "branch":
        for p, action in points.items():
            if NEIGHBOUR[home][p] is not None and NEIGHBOUR[home][p][0] == sector:
                return "action", action
        return "reason", _("Choose the branch to ride: click one of the lit hyperpoints.")
    if asked == "turn tile":  # (a click on the new tile itself lays it: the board answers that one)
        return "reason", _("Lay the new tile first: turn it with R and click it (or press Enter).")
    if asked == "rip travel":
        return "action", ("stay" if sector == view["at"][view["current"]] else "rip_travel")
    here = lit_sectors(view, legal).get(sector, [])
    if asked == "scan":
        disrupt = disrupt_choice(legal, sector, turn)
        if disrupt is not None:
            return "action", disrupt
        for action in here:
            if action[0] == scan_verb:
                return "action", action
        if len(here) == 1:
            return "action", here[0]
        if here:
            return "reason", _("Several scans can go there: pick one in the list (its number, or a click).")
        return "action", (scan_verb, sector)
    own = sector == view["at"][view["current"]]
    if asked == "command" and (own or sector in ADJACENT[view["at"][view["current"]]]):
        return "action", "move"  # the Move command; the next click steps or jumps
    if asked == "command":  # a far sector (Nexxus, the unexplored) once answered nothing at all
        return "reason", _(
            "{sector} is not next to your ship. Choose a command first: Move (3) steps to a sector "
            "next to yours or jumps along a line from your sector's edge."
        ).format(sector=_called(view, sector))
    if asked == "repair" and own:
        return "action", "repair_all"  # at home only: the rules say why not elsewhere
    if asked == "move":
        if len(here) == 1:
            return "action", here[0]
        if own and "stop" in legal:
            return "action", "stop"  # stay here: the bonus moves are declined
        if own:
            if points:
                return "reason", _("Jump by clicking one of the lit hyperpoints at the edge of your sector.")
            return "reason", _("Your ship has no hyperpoint to jump by here: Step to a sector next to yours.")
        return "action", ("step", sector)  # the rules say why not
    if asked == "place rip":
        return "action", ("rip", sector)
    if asked == "place pirate":
        return "action", ("pirate", sector)
    if len(here) == 1:
        return "action", here[0]
    if here:
        return "reason", _("Several choices in {sector}: pick one in the list.").format(sector=name(sector))
    return "reason", _("Nothing to do in {sector} now: the lit places and the list are the choices.").format(
        sector=_called(view, sector)
    )


def _called(view: dict, sector: int) -> str:
    """A sector as a refusal names it: Nexxus by its name, an unexplored one said so."""
    if sector == NEXXUS:
        return "Nexxus"
    return _("{sector} (unexplored)").format(sector=name(sector)) if view["board"][sector] is None else name(sector)


def start_choices(legal: list) -> list:
    """The starting ship's Pod, Engine or home bonus on offer (each taken from a Store box)."""
    return [a for a in legal if isinstance(a, tuple) and len(a) == 2 and a[0] in ("pod", "engine", "bonus")]


def part_spots(view: dict, legal: list, asked: str) -> dict:
    """Part id -> the decision a click on the current ship's component stands for beyond naming it: a Carrier
    Pod loads or unloads a fighter before a move, a boosted Scanner tries the tight scan, a damaged component
    opens the Repair command."""
    ship = view["ships"][view["current"]]
    found = {}
    for part in ship["parts"]:
        if asked == "move" and part["kind"] == "carrier_pod" and not part["damaged"]:
            for verb in ("unload", "load"):
                if verb in legal:
                    found[part["id"]] = verb
                    break
        elif asked == "scan" and part["kind"] in SCANNER_VERBS and not part["damaged"]:
            if any(isinstance(a, tuple) and a[0] == SCANNER_VERBS[part["kind"]] for a in legal):
                found[part["id"]] = SCANNER_VERBS[part["kind"]]
        elif asked == "tight scan" and part["id"] in commands.boosted_scanners(ship):
            found[part["id"]] = "tight_scan"
        elif asked == "command" and part["damaged"] and "repair" in legal:
            found[part["id"]] = "repair"
    return found


def part_click(legal: list, part: dict, view: dict, asked: str):
    """A click on one of your components: the damage, repair, hit or lift it stands for. A click that is not
    legal still becomes that action, so the rules' own `explain` says why not."""
    for action in legal:
        if isinstance(action, tuple) and action[0] in PART_VERBS and action[1] == part["id"]:
            return "action", action
    spot = part_spots(view, legal, asked).get(part["id"])
    if spot is not None:
        return "action", spot
    if asked == "move" and part["kind"] == "carrier_pod":
        return "action", "unload"  # the rules say why not (none loaded, loaded before this move...)
    if asked in ASK_VERB:
        return "action", (ASK_VERB[asked], part["id"])
    return None


ASK_VERB = {**dict.fromkeys(DAMAGE, "damage"), "repair": "repair", "hit": "absorb", "build": "lift"}
"""What a click on one of your components does when nothing else is offered for it: the decision's own verb
(the rules say why not, if it may not)."""


def route_preview(state, action):
    """The rules' route (queries.jump_route / branch_routes) for a jump or a branch action, or None."""
    if action[0] == "jump":
        return queries.jump_route(state, action[1])
    return queries.branch_routes(state).get(action[1])
