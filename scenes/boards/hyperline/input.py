"""Input at Hyperline's table (a mixin of HyperlineBoard): clicks on sectors, hyperpoints, stacks, the
Store, components and squares of the ships; keys; the chooser's rows; and the prompt. Every click becomes
an action the rules judge, or the rules' reason why not.
"""

from __future__ import annotations

import scenes.boards.hyperline.galaxy_view as galaxy_view
import scenes.boards.hyperline.spots as spots
from game.rules.hyperline import queries
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.tiles import ROTATIONS
from game.rules.hyperline.turn import COMMANDS, WAITING
from scenes.base import CONFIRM, ROTATE
from scenes.boards.hyperline.ship_view import ShipView

COMMAND_LABELS = {
    "build": "Build: buy a component here",
    "repair": "Repair a damaged component",
    "move": "Move: Step, Jump or Ripshift",
    "research": "Research at Nexxus",
    "pass": "Pass",
}


class Input:
    def _refresh_chooser(self, view, legal):
        items = [(self._label(view, a), a) for a in legal]
        greyed = []
        if view["phase"] == "command" and legal:
            items = [(COMMAND_LABELS.get(a, words), a) for words, a in items]
            for command in COMMANDS:  # a command not open now still shows, greyed: a click says why
                if command not in legal:
                    greyed.append(len(items))
                    items.append((f"{COMMAND_LABELS[command]} (not now)", command))
        self.chooser.set(items, "Choose  (number keys, arrows + Enter)", greyed)

    def hit(self, pos, view):
        legal = self._legal()
        self._refresh_chooser(view, legal)
        geo = self.geo
        rolling = self.scene.roller_waiting() is not None
        if rolling and (geo.chooser.collidepoint(pos) or geo.stacks.collidepoint(pos)):
            return "roll", None
        if geo.chooser.collidepoint(pos):
            action = self.chooser.hit(pos)
            return ("action", action) if action is not None else None
        for seat, rect in self.small_ships(view):
            if rect.collidepoint(pos):
                part = ShipView(rect, view["ships"][seat]).part_at(pos)
                named = self.part_actions(view).get((seat, part["id"])) if part else None
                if named:  # e.g. a Focus Beam's target on the enemy's ship
                    return self._named(named)
                self.focus = seat
                return None
        phase = view["phase"]
        for which, rect in galaxy_view.stack_rects(geo.stacks).items():
            if rect.collidepoint(pos):
                if phase == "explore_stack":
                    return "action", ("stack", which)
                left = sum(view["hyper_stack" if which == "hyperline" else "planet_stack"].values())
                return "reason", f"The {which} stack: {left} tiles left. You draw from it when you explore."
        for kind, rect in galaxy_view.store_rects(geo.store).items():
            if rect.collidepoint(pos):
                if phase == "build":
                    return "action", ("buy", kind)
                return "reason", f"{shipkit.NAMES[kind]}: {view['store'][kind]} left in the Store. Buy with Build."
        if geo.large_ship.collidepoint(pos):
            return self._ship_click(view, legal, pos)
        point = self.hyperpoint_at(view, legal, pos)
        if point is not None:
            return "action", point
        sector = geo.sector_at(pos)
        if sector is None:
            return None
        if phase == "explore_rotate" and sector == view["explore"]["sector"]:
            return "action", self.rotation_action(view)
        port = geo.port_near(pos, sector)
        return spots.sector_click(view, legal, sector, port, turn=self.turn)

    def hyperpoint_at(self, view, legal, pos):
        """The jump (or branch) whose hyperpoint is under the pointer, or None."""
        points = spots.hyperpoints(view, legal)
        if not points:
            return None
        port = self.geo.port_near(pos, spots.port_sector(view))
        return points.get(port)

    def _ship_click(self, view, legal, pos):
        seat = self.large_seat(view)
        part = self.large_view(view, legal).part_at(pos)
        named = self.part_actions(view).get((seat, part["id"])) if part else None
        if named:
            return self._named(named)
        if seat != self.viewer() or seat != view["current"]:
            return None
        ghost = self.ghost_action(view, legal, pos)
        if ghost is not None:
            return "action", ghost
        ship = self.large_view(view, legal)
        part = ship.part_at(pos)
        if self.ghost_spots(view, legal):
            return "reason", self._refused_spot(view, ship, pos)
        if part is None:
            return None
        return spots.part_click(legal, part, view["phase"])

    def _named(self, actions):
        if len(actions) == 1:
            return "action", actions[0]
        return "reason", "That component stands for several choices here: pick one in the list."

    def _refused_spot(self, view, ship, pos) -> str:
        """The rules' reason a component may not go on the square under the pointer."""
        if view["phase"] == "place":
            kind = view["placing"]["kind"]
        else:
            kind = view["task"]["held"][0]["kind"]
        x, y = ship.square_at(pos)
        reason = queries.square_refusal(view["ships"][view["current"]], kind, x, y)
        return reason or f"A {shipkit.NAMES[kind]} cannot go there: the lit squares are where it fits."

    def why_one_stack(self, view) -> str:
        """Why exploring offers no choice of stack: the rules' reason for the stack not offered."""
        if view["phase"] != "explore_draw" or not view["explore"]:
            return ""
        reasons = [why for why in queries.stack_reasons(self.rules(view)).values() if why]
        return f"({reasons[0]})" if reasons else ""

    def rotation_action(self, view):
        rotations = ROTATIONS[view["explore"]["tile"]]
        return ("rotate", rotations[self.turn % len(rotations)])

    def key_action(self, intent, detail, view, legal):
        self._refresh_chooser(view, legal)
        if intent == ROTATE:
            if view["phase"] in ("explore_rotate", "place", "build", "scan"):
                self.turn = (self.turn + (-1 if detail == -1 else 1)) % 12
                if view["phase"] == "explore_rotate":  # the list's cursor follows the ghost
                    self.chooser.point_at(self.rotation_action(view))
            else:
                self.chooser.wheel(-1 if detail == -1 else 1)
            return None
        if intent == "key" and detail == "s":
            seats = list(range(view["players"]))
            self.focus = seats[(seats.index(self.large_seat(view)) + 1) % len(seats)]
            return None
        if intent == CONFIRM and view["phase"] == "explore_rotate":
            return self.rotation_action(view)
        return self.chooser.key(intent, detail)

    def prompt(self, view, seat, legal):
        phase = view["phase"]
        listed = self.listed()
        if phase == "command" and listed in COMMANDS and listed not in legal:  # a greyed command: why not
            why = queries.command_reasons(self.rules(view)).get(listed)
            if why:
                return f"{COMMAND_LABELS[listed].split(':')[0]} is not open now: {why}"
        hints = {
            "move": "Click a lit sector to Step, a lit hyperpoint to Jump (the route glows), or pick from the list.",
            "explore_rotate": "Turn the new tile with R, the wheel or a right click; click it or Enter lays it.",
            "explore_stack": "Click the stack to draw from.",
            "place": "Click a lit square on your ship (R turns it).",
            "build": "Click a lit Store box to buy, a component to lift it; Done in the list.",
            "repair": "Click the damaged component to repair.",
            "branch": "Click the hyperpoint of the branch to ride.",
        }
        if phase == "build" and not any(isinstance(a, tuple) and a[0] == "buy" for a in legal):
            hint = "Nothing to buy here now (click a Store box to see why); lift components or finish in the list."
        elif phase in ("radiation", "research_damage", "tight_damage"):
            hint = "Click a lit component on your ship to take the damage."
        else:
            hint = hints.get(phase, "Pick from the list on the right (number keys, or arrows and Enter).")
        return f"{WAITING.get(phase, 'your move.')[:1].upper()}{WAITING.get(phase, 'your move.')[1:]} {hint}"
