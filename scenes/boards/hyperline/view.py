"""Hyperline's table: the galaxy from `view(viewer)`, the ships, and every legal decision reachable by
mouse and keyboard: a spot on the board where there is one, and the chooser (worded by the rules'
describe) for all of them. The rules judge every click (`explain` says why not).
"""

from __future__ import annotations

from game.rules.hyperline import queries
from game.rules.hyperline.state import HyperlineState
from game.rules.hyperline.tiles import label
from scenes.boards.base import Board
from scenes.boards.hyperline import spots
from scenes.boards.hyperline.animation import Motion
from scenes.boards.hyperline.chooser import Chooser
from scenes.boards.hyperline.drawing import Drawing
from scenes.boards.hyperline.geometry import Layout
from scenes.boards.hyperline.input import Input
from scenes.boards.hyperline.ship_view import ShipView


class HyperlineBoard(Input, Drawing, Board):
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
    def part_actions(self, view) -> dict:
        """(seat, part id) -> the legal actions naming that component (the rules' component_actions)."""
        if not self._legal():
            return {}
        state = self.rules(view)
        if self._parts_key != self._rules_key:
            self._parts, self._parts_key = queries.component_actions(state), self._rules_key
        return self._parts

    # --- words --------------------------------------------------------------------------------------------
    def seat_status(self, view, seat):
        home = view["homes"][seat]
        return f"{view['points'][seat]}/5" + (f" · {home}" if home else "")

    # --- drawing ------------------------------------------------------------------------------------------
