"""Hyperline's table: the galaxy from `view(viewer)`, the ships, and every legal decision reachable by
mouse and keyboard: a spot on the board where there is one, and the chooser (worded by the rules'
describe) for all of them. The rules judge every click (`explain` says why not).
"""

from __future__ import annotations

from game.rules.hyperline import queries
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.state import HyperlineState
from game.rules.hyperline.tiles import ROTATIONS, label
from game.rules.hyperline.turn import COMMANDS, WAITING
from scenes.base import CONFIRM, ROTATE
from scenes.boards.base import Board
from scenes.boards.hyperline import galaxy_view, spots
from scenes.boards.hyperline.animation import Motion
from scenes.boards.hyperline.chooser import Chooser
from scenes.boards.hyperline.drawing import Drawing
from scenes.boards.hyperline.geometry import Layout
from scenes.boards.hyperline.ship_view import ShipView

COMMAND_LABELS = {
    "build": "Build: buy a component here",
    "repair": "Repair a damaged component",
    "move": "Move: Step, Jump or Ripshift",
    "research": "Research at Nexxus",
    "pass": "Pass",
}


class HyperlineBoard(Drawing, Board):
    def __init__(self, scene):
        super().__init__(scene)
        self.geo: Layout | None = None
        self.chooser = Chooser()
        self.focus: int | None = None  # the seat whose ship is shown large (None: the viewer's)
        self.turn = 0  # the ghost's turn (explore tile, chamfer, facing), changed by R / wheel / right click
        self.pointer = (0, 0)
        self.motion = Motion()
        self._rules = None
        self._rules_key = None
        self._words: dict = {}
        self._previews: dict = {}
        self._parts: dict = {}
        self._parts_key = None

    # --- the rules, asked on the view ----------------------------------------------------------------------
    def _key(self, view):
        match = getattr(self.scene, "match", None)
        if match is None:
            return id(view)
        return len(match.record.actions), self.scene.viewer, self.scene.masked

    def rules(self, view) -> HyperlineState:
        key = self._key(view)
        if key != self._rules_key:
            self._rules, self._rules_key = HyperlineState.from_json(view), key
            self._words.clear()
            self._previews.clear()
        return self._rules

    def _legal(self) -> list:
        if self.scene is None or not self.scene.human_turn():
            return []
        return self.scene.state.legal_actions()

    def words(self, view, action) -> str:
        """The rules' own line for an action, without the actor's name in front."""
        self.rules(view)
        key = repr(action)
        if key not in self._words:
            text = self.scene.match.describe(action)
            who = self.scene.names[view["current"]] if 0 <= view["current"] < len(self.scene.names) else ""
            if who and text.startswith(who + " "):
                text = text[len(who) + 1 :]
            self._words[key] = text[:1].upper() + text[1:]
        return self._words[key]

    def _label(self, view, action) -> str:
        if isinstance(action, tuple) and action[0] == "return":  # describe words both orders alike
            first, then = (label(tile) for tile in action[1])
            return f"Put back the {first} on top, then the {then}"
        return self.words(view, action)

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

    def preview(self, view, action):
        key = repr(action)
        if key not in self._previews:
            self._previews[key] = spots.route_preview(self.rules(view), action)
        return self._previews[key]

    # --- layout ----------------------------------------------------------------------------------------
    def layout(self, rect):
        super().layout(rect)
        self.geo = Layout(rect)
        self.chooser.layout(self.geo.chooser)

    def viewer(self) -> int:
        return self.scene.viewer if self.scene is not None else 0

    def large_seat(self, view) -> int:
        return self.focus if self.focus is not None and self.focus < view["players"] else self.viewer()

    def ghost_spots(self, view, legal) -> list:
        """The placements a component in hand may take: ("place", spot) or ("put", id, spot)."""
        if view["phase"] == "place":
            return [a[1] for a in legal if isinstance(a, tuple) and a[0] == "place"]
        held = view["task"].get("held") if view["phase"] == "build" else None
        if held:
            return [a[2] for a in legal if isinstance(a, tuple) and a[0] == "put" and a[1] == held[0]["id"]]
        return []

    def large_view(self, view, legal) -> ShipView:
        seat = self.large_seat(view)
        extra = self.ghost_spots(view, legal) if seat == view["current"] else []
        return ShipView(self.geo.large_ship, view["ships"][seat], extra)

    def ghost_action(self, view, legal, pos=None):
        """The placement under the pointer (turned by R), or None."""
        spots_ = self.ghost_spots(view, legal)
        if not spots_ or self.large_seat(view) != view["current"]:
            return None
        ship = self.large_view(view, legal)
        pos = pos or self.pointer
        if not ship.rect.collidepoint(pos):
            listed = self.listed()
            if isinstance(listed, tuple) and listed[0] in ("place", "put"):
                return listed
            return None
        floats = [s for s in spots_ if s[0] == "float"]
        if floats:
            chosen = ("float", ship.quadrant_at(pos))
        else:
            square = ship.square_at(pos)
            here = [s for s in spots_ if tuple(s[:2]) == square]
            if not here:
                return None
            chosen = here[self.turn % len(here)]
        if view["phase"] == "place":
            return ("place", chosen)
        return ("put", view["task"]["held"][0]["id"], chosen)

    # --- following the game ---------------------------------------------------------------------------
    def sync(self, view):
        self.motion.clear()
        self.animating = False

    def animate(self, events, view):
        self.motion.start(events, self._pace())
        self.animating = self.motion.busy

    def animation_time(self, events):
        return self.motion.length(events) if self._pace() else 0.0

    def sounds(self, events):
        kinds = {e["type"] for e in events}
        found = []
        if "move" in kinds:
            found.append("hyperspace" if any(e["type"] == "jump_end" for e in events) else "move")
        if "tile" in kinds or "face_up" in kinds:
            found.append("flip")
        if "build" in kinds or "upgrade" in kinds:
            found.append("place")
        if "damage" in kinds:
            found.append("battle")
        if "research_point" in kinds:
            found.append("win")
        return found[:2]

    def update(self, dt):
        self.motion.update(dt, self._pace())
        self.animating = self.motion.busy

    def hover(self, pos):
        self.pointer = pos
        self.chooser.hover(pos)

    def listed(self):
        """The chooser's row under its cursor (moved by the pointer or the arrows): the table previews it."""
        if not self.chooser.items:
            return None
        return self.chooser.items[min(self.chooser.cursor, len(self.chooser.items) - 1)][1]

    # --- clicks and keys --------------------------------------------------------------------------------
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
                return "reason", f"The {which} stack: {sum(view[which[:5] + '_stack'].values())} tiles left."
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

    def part_actions(self, view) -> dict:
        """(seat, part id) -> the legal actions naming that component (the rules' component_actions)."""
        if not self._legal():
            return {}
        state = self.rules(view)
        if self._parts_key != self._rules_key:
            self._parts, self._parts_key = queries.component_actions(state), self._rules_key
        return self._parts

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

    # --- words --------------------------------------------------------------------------------------------
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

    def seat_status(self, view, seat):
        home = view["homes"][seat]
        return f"{view['points'][seat]}/5" + (f" · {home}" if home else "")

    # --- drawing ------------------------------------------------------------------------------------------
