"""Hyperline's table: the galaxy from `view(viewer)`, the ships, and every legal decision reachable by
mouse and keyboard: a spot on the board where there is one, and the chooser (worded by the rules'
describe) for all of them. The rules judge every click (`explain` says why not).
"""

from __future__ import annotations

import pygame

from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import NEIGHBOUR, name
from game.rules.hyperline.state import HyperlineState
from game.rules.hyperline.tiles import HOME_PLANETS, INFO, ROTATIONS, TECH_NAMES, label
from game.rules.hyperline.turn import COMMANDS, WAITING
from scenes import common, palette
from scenes.base import CONFIRM, ROTATE
from scenes.boards.base import Board
from scenes.boards.hyperline import galaxy_view, spots, sprites
from scenes.boards.hyperline.animation import Motion
from scenes.boards.hyperline.chooser import Chooser
from scenes.boards.hyperline.geometry import Layout
from scenes.boards.hyperline.ship_view import ShipView

COMMAND_LABELS = {
    "build": "Build: buy a component here",
    "repair": "Repair a damaged component",
    "move": "Move: Step, Jump or Ripshift",
    "research": "Research at Nexxus",
    "pass": "Pass",
}


class HyperlineBoard(Board):
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

    def _draw_tile_icons(self, surface, view):
        """Tiles named by a chooser row (a Quantum scan's, seen by its player only) drawn at the row's end."""
        for index, (_, action) in enumerate(self.chooser.items):
            rect = self.chooser.row_rect(index)
            if rect is None or not isinstance(action, tuple) or action[0] not in ("keep", "return"):
                continue
            tiles = [action[1]] if action[0] == "keep" else list(action[1])
            size = rect.height
            for i, tile in enumerate(reversed(tiles)):
                image = sprites.sector_image(f"{tile}@0", -1, size)
                surface.blit(image, (rect.right - (i + 1) * (size + 2), rect.y))

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
            self._previews[key] = spots.jump_preview(self.rules(view), action)
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

    # --- clicks and keys --------------------------------------------------------------------------------
    def hit(self, pos, view):
        legal = self._legal()
        self._refresh_chooser(view, legal)
        geo = self.geo
        if geo.chooser.collidepoint(pos):
            action = self.chooser.hit(pos)
            return ("action", action) if action is not None else None
        for seat, rect in self.small_ships(view):
            if rect.collidepoint(pos):
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
        return spots.part_click(legal, part["id"], view["phase"])

    def _refused_spot(self, view, ship, pos) -> str:
        """The rules' reason a component may not go on the square under the pointer."""
        if view["phase"] == "place":
            kind = view["placing"]["kind"]
        else:
            kind = view["task"]["held"][0]["kind"]
        x, y = ship.square_at(pos)
        trial = (x, y, "N", "NE") if kind == "turret_pod" else (x, y, "S" if shipkit.type_of(kind) == "engine" else "N")
        reason = shipkit.placement_refusal(view["ships"][view["current"]], kind, trial)
        return reason or f"A {shipkit.NAMES[kind]} cannot go there: the lit squares are where it fits."

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
        hints = {
            "move": "Click a lit sector to Step, a lit hyperpoint to Jump (the route glows), or pick from the list.",
            "explore_rotate": "Turn the new tile with R, the wheel or a right click; click it or Enter lays it.",
            "explore_stack": "Click the stack to draw from.",
            "place": "Click a lit square on your ship (R turns it).",
            "build": "Click a lit Store box to buy, a component to lift it; Done in the list.",
            "repair": "Click the damaged component to repair.",
            "branch": "Click the hyperpoint of the branch to ride.",
        }
        if phase in ("radiation", "research_damage", "tight_damage"):
            hint = "Click a lit component on your ship to take the damage."
        else:
            hint = hints.get(phase, "Pick from the list on the right (number keys, or arrows and Enter).")
        return f"{WAITING.get(phase, 'your move.')[:1].upper()}{WAITING.get(phase, 'your move.')[1:]} {hint}"

    def seat_status(self, view, seat):
        home = view["homes"][seat]
        return f"{view['points'][seat]}/5" + (f" · {home}" if home else "")

    # --- drawing ------------------------------------------------------------------------------------------
    def small_ships(self, view) -> list[tuple[int, pygame.Rect]]:
        large = self.large_seat(view)
        others = [s for s in range(view["players"]) if s != large]
        return [(seat, self.geo.small_ship(i, len(others))) for i, seat in enumerate(others)]

    def draw(self, surface, view, legal, hint=None):
        geo = self.geo
        safe = self.safe
        self._refresh_chooser(view, legal)
        galaxy_view.draw_galaxy(surface, geo, view)
        self._draw_lit(surface, view, legal, hint)
        hidden, at = self.motion.positions(geo)
        galaxy_view.draw_tokens(surface, geo, view, safe, hidden, at)
        self.motion.draw(surface, geo)
        stacks = [a[1] for a in legal if isinstance(a, tuple) and a[0] == "stack"]
        galaxy_view.draw_stacks(surface, geo.stacks, view, stacks)
        buys = [a[1] for a in legal if isinstance(a, tuple) and a[0] == "buy"]
        galaxy_view.draw_store(surface, geo.store, view, buys)
        galaxy_view.draw_research(surface, geo.research, view, self.scene.names, safe)
        self._draw_ships(surface, view, legal)
        if legal:
            self.chooser.draw(surface, hint)
            self._draw_tile_icons(surface, view)
        else:
            self._draw_waiting(surface, view)

    def _draw_lit(self, surface, view, legal, hint):
        geo = self.geo
        for sector, actions in spots.lit_sectors(view, legal).items():
            colour = palette.HYPER if actions[0][0] in ("ripshift", "fight", "torpedo") else palette.GOOD
            common.glow_rect(surface, geo.sector_rect(sector).inflate(-4, -4), colour, 2, 6)
        points = spots.hyperpoints(view, legal)
        home = spots.port_sector(view) if points else None
        hovered = self.hyperpoint_at(view, legal, self.pointer)
        for port, action in points.items():
            x, y = geo.port_point(home, port)
            near = action == hovered
            radius = max(5, int(geo.cell * (0.16 if near else 0.12)))
            pygame.draw.circle(surface, (0, 0, 0), (int(x), int(y)), radius + 2)
            colour = palette.ACCENT if near else palette.GOOD
            pygame.draw.circle(surface, colour, (int(x), int(y)), radius, 0 if near else 3)
        if hovered is not None and hovered[0] == "jump":
            path, how = self.preview(view, hovered)
            self._draw_path(surface, path, how)
        if view["phase"] == "explore_rotate":
            sector = view["explore"]["sector"]
            rotation = self.rotation_action(view)[1]
            self._draw_ghost_tile(surface, sector, f"{view['explore']['tile']}@{rotation}")
        if view["phase"] == "scan":
            sector = geo.sector_at(self.pointer)
            disrupt = spots.disrupt_choice(legal, sector, self.turn) if sector is not None else None
            if disrupt is not None:
                tile = view["board"][sector].partition("@")[0]
                self._draw_ghost_tile(surface, sector, f"{tile}@{disrupt[2]}")
        for key, entry in view["facedown"].items():  # a Planetary scan's secret, to its scanner alone
            if entry["tile"] is not None and entry["seat"] == self.viewer():
                rect = geo.sector_rect(int(key))
                peek = sprites.sector_image(f"{entry['tile']}@0", int(key), max(8, rect.width // 2))
                surface.blit(peek, peek.get_rect(bottomright=rect.bottomright))
        if view["phase"] == "rip_travel":
            for sector in [s for s, c in enumerate(view["board"]) if c == "rip@0"]:
                common.glow_rect(surface, geo.sector_rect(sector).inflate(-4, -4), palette.HYPER, 2, 6)

    def _draw_ghost_tile(self, surface, sector, content):
        rect = self.geo.sector_rect(sector)
        ghost = sprites.sector_image(content, sector, max(8, int(self.geo.cell))).copy()
        ghost.set_alpha(215)
        surface.blit(ghost, rect)
        common.glow_rect(surface, rect, palette.ACCENT, 2, 4)

    def _draw_path(self, surface, path, how):
        """The route a jump would ride, glowing; a loop line leaves by one edge and comes back by the other."""
        geo = self.geo
        segments = []
        for a, b in zip(path, path[1:], strict=False):
            port = next((p for p, n in enumerate(NEIGHBOUR[a]) if n is not None and n[0] == b), None)
            ra, ca = divmod(a, 9)
            rb, cb = divmod(b, 9)
            if port is None or (abs(ra - rb) <= 1 and abs(ca - cb) <= 1):
                segments.append((geo.centre(a), geo.centre(b)))
            else:  # through the loop line, off the board and back
                segments.append((geo.centre(a), geo.port_point(a, port)))
                segments.append((geo.port_point(b, NEIGHBOUR[a][port][1]), geo.centre(b)))
        colour = {"blocked": palette.BAD, "unknown": palette.DIM, "branch": palette.ACCENT}.get(how, palette.GLOW)
        box = geo.galaxy
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        for width, alpha in ((int(geo.cell * 0.28), 60), (int(geo.cell * 0.14), 120)):
            for a, b in segments:
                start, end = (a[0] - box.x, a[1] - box.y), (b[0] - box.x, b[1] - box.y)
                pygame.draw.line(layer, (*colour, alpha), start, end, max(1, width))
        surface.blit(layer, box)
        for a, b in segments:
            pygame.draw.line(surface, colour, a, b, 3)
        if path:
            end = geo.centre(path[-1])
            pygame.draw.circle(surface, colour, (int(end[0]), int(end[1])), max(4, int(geo.cell * 0.16)), 3)

    def _draw_ships(self, surface, view, legal):
        seat = self.large_seat(view)
        mine = seat == view["current"] and seat == self.viewer()
        ship = self.large_view(view, legal)
        lit = {a[1] for a in legal if isinstance(a, tuple) and a[0] in spots.PART_VERBS} if mine else set()
        colour = palette.seat_colour(seat, self.safe)
        names = self.scene.names
        title = f"{names[seat]}'s ship" + (f" ({view['homes'][seat]})" if view["homes"][seat] else "")
        ship.draw(surface, title, colour, view["loaded"][seat], lit)
        if mine:
            self._draw_ghost(surface, view, legal, ship)
        for other, rect in self.small_ships(view):
            small = ShipView(rect, view["ships"][other])
            small.draw(surface, f"{names[other]}  [S]", palette.seat_colour(other, self.safe), view["loaded"][other])

    def _draw_ghost(self, surface, view, legal, ship):
        spots_ = self.ghost_spots(view, legal)
        for spot in spots_:
            rect = ship.float_rect(spot[1], 0) if spot[0] == "float" else ship.square_rect(spot[0], spot[1])
            pygame.draw.rect(surface, palette.GOOD, rect.inflate(-4, -4), 2, border_radius=4)
        ghost = self.ghost_action(view, legal)
        if ghost is None:
            return
        spot = ghost[-1]
        kind = view["placing"]["kind"] if ghost[0] == "place" else view["task"]["held"][0]["kind"]
        if spot[0] == "float":
            rect = ship.float_rect(spot[1], 0)
            image = pygame.transform.smoothscale(sprites.component_image(kind, False, ship.cell, 0), rect.size)
        else:
            part = {"kind": kind, "facing": spot[2], "chamfer": spot[3] if len(spot) > 3 else "NE"}
            rect = ship.square_rect(spot[0], spot[1])
            image = sprites.component_image(kind, False, ship.cell, sprites.part_angle(part))
        image = image.copy()
        image.set_alpha(190)
        surface.blit(image, image.get_rect(center=rect.center))
        common.glow_rect(surface, rect, palette.ACCENT, 2, 4)

    def _draw_waiting(self, surface, view):
        rect = self.geo.chooser
        common.panel(surface, rect, alpha=200)
        here = view["at"][view["current"]] if 0 <= view["current"] < view["players"] else None
        lines = [f"Round {view['round']}" if view["round"] else "Setting up"]
        if here is not None:
            piece = INFO[view["board"][here]] if view["board"][here] else None
            where = galaxy_view.planet_words(piece) if piece else "unexplored"
            lines.append(f"{self.scene.names[view['current']]} at {name(here)}: {where}")
        for seat, home in enumerate(view["homes"]):
            if home:
                lines.append(f"{self.scene.names[seat]}: home {home} ({TECH_NAMES[HOME_PLANETS[home]]})")
        size = max(16, min(24, rect.height // 7))
        y = rect.y + 8
        for line in lines:
            y = common.blit_wrapped(surface, line, (rect.x + 10, y), rect.width - 20, size, palette.DIM)
