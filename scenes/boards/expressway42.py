"""42: Hyperspace Expressway's table: the board from assets/maps/expressway42.tmx, tiles, facilities, the 0-42 track.

Every rule answer (what fits, what a tile would complete, which captures exist)
comes from the rules module, asked on a state rebuilt from the view.
"""

from __future__ import annotations

import math

import pygame

from game.rules.expressway42 import (
    CAPTURE,
    CELL_AT,
    CELL_PLANETS,
    COLS,
    DESIGN,
    FACILITY,
    INTERIOR,
    LICENCE,
    MARKINGS,
    OVER,
    PICK,
    PLACE,
    PLANET_AT,
    PLANETS,
    ROWS,
    SMALL,
    SMALL_TILE,
    SMALL_TILES,
    ExpresswayState,
    planet_name,
)
from scenes import assets, common, palette
from scenes.base import CONFIRM, DOWN, LEFT, NEXT, RIGHT, ROTATE, UP
from scenes.boards.base import Board

TRAY = 236  # the score track and the piles, right of the board
SPRITES = {"interchange": "interchange", "twin arcs": "twin_arcs", "single arc": "single_arc",
           "single diagonal": "single_diagonal"}
PLANET_TINT = {2: (150, 168, 215), 3: (196, 186, 240), 4: (246, 236, 255)}
PLANET_SIZE = {2: 0.15, 3: 0.19, 4: 0.235}  # radius in cells
LANE = (186, 140, 255)
PHASE_TITLES = {PICK: "Phase 1: lay large tiles", PLACE: "Phase 1: lay large tiles", SMALL_TILE: "Phase 1: small tiles",
                FACILITY: "Phase 1: place a facility", CAPTURE: "Phase 2: takeovers", OVER: "Final scoring"}


def _raw(view, seat) -> int:
    """Points ever scored: the track position plus 42 per licence paid (only ever grows)."""
    return view["scores"][seat] + LICENCE * view["licences"][seat]


def _track(raw: float) -> float:
    """Where on the 0-42 track a running total stands (42 + 1 is 1 again, after a licence)."""
    if raw <= 0:
        return 0.0
    return (raw - 1) % LICENCE + 1


class ExpresswayBoard(Board):
    def __init__(self, scene):
        super().__init__(scene)
        tmx = assets.tiled_map("maps/expressway42.tmx")
        self.tmx = tmx
        self.margin = int(tmx.properties.get("margin", 1))
        self.tile = tmx.tilewidth
        self.map_size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
        self.planet_px: dict[int, tuple[float, float]] = {}
        for obj in tmx.get_layer_by_name("planets"):
            xy = (int(obj.properties["gx"]), int(obj.properties["gy"]))
            if xy not in PLANET_AT:
                raise assets.AssetError(f"damaged asset: maps/expressway42.tmx has a planet off the grid at {xy}")
            self.planet_px[PLANET_AT[xy]] = (float(obj.x), float(obj.y))
        if len(self.planet_px) != len(PLANETS):
            raise assets.AssetError("damaged asset: maps/expressway42.tmx does not hold the 65 planets")
        self.static = self._paint_static()
        self.scaled = None
        self.scale = 1.0
        self.origin = (0, 0)
        self.cell = 1.0
        self.clock = 0.0
        self.pointer = None  # the grid point (float x, y) under the mouse
        self.cursor = None  # the keyboard's spot: a centre (PLACE) or a cell (SMALL) or a capture index
        self.turn = 0
        self.source = None  # phase 2: the facility chosen to move
        self.pile_cursor = 1
        self.hover_pile = None
        self._rules = None
        self._rules_key = None
        self._previews: dict = {}
        self._sprites: dict = {}
        # animation
        self.t = 0.0
        self.steps: list[dict] = []
        self.length = 0.0
        self.dial = [0.0, 0.0]
        self.goal = [0.0, 0.0]
        self.banners: list[list] = []  # [text, colour, time left]

    # --- the picture that never changes ---------------------------------------------------
    def _paint_static(self) -> pygame.Surface:
        surface = pygame.Surface(self.map_size, pygame.SRCALPHA)
        layer = self.tmx.get_layer_by_name("cells")
        tw, th = self.tmx.tilewidth, self.tmx.tileheight
        for x, y, image in layer.tiles():
            if isinstance(image, pygame.Surface):
                surface.blit(image, (x * tw, y * th))
        m, t = self.margin, self.tile
        edge = pygame.Rect(m * t, m * t, COLS * t, ROWS * t)
        pygame.draw.rect(surface, (*palette.GLOW, 150), edge.inflate(4, 4), 2, border_radius=4)
        for x in range(COLS + 1):
            label = assets.font(30, bold=True).render("ABCDEFGHIJKLM"[x], True, palette.DIM)
            surface.blit(label, label.get_rect(center=((x + m) * t, m * t - 36)))
        for y in range(ROWS + 1):
            label = assets.font(30, bold=True).render(str(y + 1), True, palette.DIM)
            surface.blit(label, label.get_rect(center=(m * t - 38, (y + m) * t)))
        return surface

    def layout(self, rect):
        super().layout(rect)
        tray = max(TRAY, min(380, rect.height // 3))
        room = pygame.Rect(rect.x, rect.y, rect.width - tray - 10, rect.height)
        self.scale = min(room.width / self.map_size[0], room.height / self.map_size[1])
        size = (int(self.map_size[0] * self.scale), int(self.map_size[1] * self.scale))
        self.scaled = pygame.transform.smoothscale(self.static, size)
        self.origin = (room.x + (room.width - size[0]) // 2, room.y + (room.height - size[1]) // 2)
        self.cell = self.tile * self.scale
        self.tray = pygame.Rect(rect.right - tray, rect.y, tray, rect.height)
        dial_size = min(tray - 40, max(120, rect.height // 3))
        self.dial_rect = pygame.Rect(0, 0, dial_size, dial_size)
        self.dial_rect.midtop = (self.tray.centerx, self.tray.y + 34)
        top = self.dial_rect.bottom + 40
        cols, rows = 4, 3
        slot_w = (tray - 20) // cols
        slot_h = min(slot_w + 14, (self.tray.bottom - top - 10) // rows)
        self.pile_rects = {}
        for i, marking in enumerate((*MARKINGS, SMALL)):
            r, c = divmod(i, cols)
            self.pile_rects[marking] = pygame.Rect(self.tray.x + 10 + c * slot_w, top + r * slot_h, slot_w - 6,
                                                   slot_h - 6)
        self._sprites.clear()

    # --- coordinates ------------------------------------------------------------------------------
    def point(self, gx: float, gy: float) -> tuple[float, float]:
        """Screen position of a grid point (planets are on grid points)."""
        return (self.origin[0] + (gx + self.margin) * self.cell, self.origin[1] + (gy + self.margin) * self.cell)

    def planet_point(self, p: int) -> tuple[float, float]:
        px, py = self.planet_px[p]
        return self.origin[0] + px * self.scale, self.origin[1] + py * self.scale

    def grid_at(self, pos) -> tuple[float, float]:
        return (pos[0] - self.origin[0]) / self.cell - self.margin, (pos[1] - self.origin[1]) / self.cell - self.margin

    @staticmethod
    def nearest_centre(gx: float, gy: float):
        best, dist = None, 9.0
        for x in (math.floor(gx), math.ceil(gx)):
            for y in (math.floor(gy), math.ceil(gy)):
                p = PLANET_AT.get((x, y))
                if p is not None and INTERIOR[p]:
                    d = (gx - x) ** 2 + (gy - y) ** 2
                    if d < dist:
                        best, dist = (x, y), d
        return best

    def planet_near(self, pos, reach: float = 0.42):
        gx, gy = self.grid_at(pos)
        xy = (round(gx), round(gy))
        if xy in PLANET_AT and (gx - xy[0]) ** 2 + (gy - xy[1]) ** 2 <= reach * reach:
            return PLANET_AT[xy]
        return None

    # --- the rules, asked ---------------------------------------------------------------------------
    def rules(self, view) -> ExpresswayState:
        key = (len(view["tiles"]), view["phase"], view["current"], view["held"], tuple(view["owner"]),
               tuple(view["pending"]), view["dealt"])
        if key != self._rules_key:
            self._rules = ExpresswayState.from_json(view)
            self._rules_key = key
            self._previews.clear()
        return self._rules

    def preview(self, view, action):
        if action not in self._previews:
            state = self.rules(view)
            self._previews[action] = state.preview(action) if state.explain(action) is None else None
        return self._previews[action]

    def ghost_action(self, view):
        """The placement under the pointer (or the keyboard's cursor), legal or not; None when there is none."""
        phase = view["phase"]
        spot = self.cursor
        if phase == PLACE:
            if spot is None or spot not in PLANET_AT:
                return None
            period = {"interchange": 1, "twin arcs": 2, "single arc": 4, "single diagonal": 2}[DESIGN[view["held"]]]
            return ("place", spot[0], spot[1], self.turn % period)
        if phase == SMALL_TILE:
            if spot is None or spot not in CELL_AT:
                return None
            return ("small", spot[0], spot[1])
        return None

    # --- following the game ---------------------------------------------------------------------------
    def sync(self, view):
        self.steps, self.t, self.length = [], 0.0, 0.0
        self.dial = [float(_raw(view, s)) for s in (0, 1)]
        self.goal = self.dial[:]
        self.banners = []
        self.source = None
        self.animating = False

    def _timeline(self, events) -> list[dict]:
        """Steps at normal pace: (start, duration, what)."""
        steps, t = [], 0.0
        finals = sum(1 for e in events if e["type"] == "final")
        final_step = min(0.4, 12.0 / finals) if finals else 0.0
        for event in events:
            kind = event["type"]
            if kind == "place":
                steps.append({"t0": t, "dur": 0.35, **event})
                t += 0.3
            elif kind == "facility":
                steps.append({"t0": t, "dur": 0.45, **event})
                t += 0.4 + (0.6 if event["licence"] else 0.0)
            elif kind == "capture":
                steps.append({"t0": t, "dur": 0.7, **event})
                t += 0.7
            elif kind == "final":
                steps.append({"t0": t, "dur": final_step, **event})
                t += final_step + (0.5 if event["licence"] else 0.0)
            elif kind == "phase":
                steps.append({"t0": t, "dur": 1.4, **event})
                t += 0.2
        return steps

    def animate(self, events, view):
        pace = self._pace()
        if not pace:
            self.sync(view)
            return
        for step in self.steps:  # an animation still running is finished at once
            self._start_step(step)
        self.dial = self.goal[:]
        self.steps = self._timeline(events)
        self.length = max((s["t0"] + s["dur"] for s in self.steps), default=0.0)
        self.t = 0.0
        for step in self.steps:
            step["started"] = False
        self.source = None
        self.animating = bool(self.steps)

    def _start_step(self, step):
        if step.get("started"):
            return
        step["started"] = True
        kind = step["type"]
        if kind in ("facility", "final"):
            self.goal[step["seat"]] += step["points"]
        elif kind == "phase":
            words = {SMALL_TILE: "No large tile fits: small tiles now", CAPTURE: "Phase 2: takeovers!",
                     OVER: "Final scoring"}.get(step["phase"])
            if words:
                self.banners.append([words, palette.ACCENT, 1.6])

    def animation_time(self, events):
        if not self._pace():
            return 0.0
        steps = self._timeline(events)
        return max((s["t0"] + s["dur"] for s in steps), default=0.0)

    def sounds(self, events):
        found = []
        for event in events:
            kind = event["type"]
            if kind == "place":
                found.append("place")
            elif kind == "facility":
                found.append("error" if event["licence"] else "flip")
            elif kind == "capture":
                found.append("battle")
            elif kind == "phase" and event["phase"] == CAPTURE:
                found.append("hyperspace")
            elif kind == "final":
                found.append("move")
        return found[:3]

    def update(self, dt):
        self.clock += dt
        pace = self._pace()
        for banner in self.banners:
            banner[2] -= dt
        self.banners = [b for b in self.banners if b[2] > 0]
        if self.steps:
            self.t += dt / pace if pace else 1e9
            for step in self.steps:
                if step["t0"] <= self.t:
                    self._start_step(step)
            if self.t >= self.length:
                for step in self.steps:
                    self._start_step(step)
                self.steps = []
        moving = False
        for seat in (0, 1):
            here, goal = self.dial[seat], self.goal[seat]
            if here < goal:
                step = dt * 14.0 / pace if pace else goal - here
                new = min(goal, here + step)
                if here > 0 and math.floor((here - 1) / LICENCE) < math.floor((new - 1) / LICENCE):
                    name = self.scene.names[seat] if self.scene else f"Player {seat + 1}"
                    self.banners.append([f"{name} pays 42 for a new licence", palette.seat_colour(seat, self.safe),
                                         1.8])
                self.dial[seat] = new
                moving = True
            elif here > goal:
                self.dial[seat] = goal
        self.animating = bool(self.steps) or moving

    def hover(self, pos):
        self.hover_pile = next((m for m, r in self.pile_rects.items() if r.collidepoint(pos)), None)
        if self.scaled is None:
            return
        gx, gy = self.grid_at(pos)
        view = self.scene.view if self.scene else None
        if view is None:
            return
        if view["phase"] == PLACE:
            self.cursor = self.nearest_centre(gx, gy)
        elif view["phase"] == SMALL_TILE:
            cell = (math.floor(gx), math.floor(gy))
            self.cursor = cell if cell in CELL_AT else None

    # --- clicks and keys ----------------------------------------------------------------------------
    def hit(self, pos, view):
        phase = view["phase"]
        pile = next((m for m, r in self.pile_rects.items() if r.collidepoint(pos)), None)
        if pile is not None:
            if phase == PICK:
                if pile == SMALL:
                    return "reason", "Large tiles first: small tiles come once no large tile fits."
                return "action", ("pile", pile)
            if phase == PLACE:
                return "reason", f"You hold a {DESIGN[view['held']]} tile: lay it on the board (Undo puts it back)."
            if phase == SMALL_TILE and pile != SMALL:
                return "reason", "No large tile can be laid any more: lay small tiles on the free squares."
            return None
        gx, gy = self.grid_at(pos)
        if not (-0.5 <= gx <= COLS + 0.5 and -0.5 <= gy <= ROWS + 0.5):
            return None
        if phase == PICK:
            return "reason", "First choose a pile of large tiles on the right."
        if phase == PLACE:
            centre = self.nearest_centre(gx, gy)
            if centre is None:
                return "reason", "A large tile's centre must cover a planet inside the border."
            self.cursor = centre
            return "action", self.ghost_action(view)
        if phase == SMALL_TILE:
            cell = (math.floor(gx), math.floor(gy))
            if cell not in CELL_AT:
                return None
            return "action", ("small", *cell)
        planet = self.planet_near(pos)
        if phase == FACILITY:
            if planet is None:
                return "reason", "Click one of the glowing planets you just completed."
            return "action", ("facility", *PLANETS[planet])
        if phase == CAPTURE:
            return self._capture_click(view, planet)
        return None

    def _capture_click(self, view, planet):
        if planet is None:
            return "reason", "Click an opponent's facility at the end of a glowing arrow (or one of yours first)."
        seat = view["current"]
        moves = self.rules(view).captures(seat)
        if view["owner"][planet] == seat:
            if any(PLANET_AT[m[1:3]] == planet for m in moves):
                self.source = planet  # shown by a bolder arrow; the next click names the prey
                return None
            return "reason", f"The facility on {planet_name(planet)} has no expressway to an opponent's facility."
        onto = [m for m in moves if PLANET_AT[m[3:5]] == planet]
        if self.source is not None:
            chosen = [m for m in onto if PLANET_AT[m[1:3]] == self.source]
            if chosen:
                return "action", chosen[0]
        if len(onto) == 1:
            return "action", onto[0]
        if len(onto) > 1:
            return "reason", "Several of your facilities can capture there: click the one that should move first."
        return "reason", f"None of your facilities has an expressway straight to {planet_name(planet)}."

    def key_action(self, intent, detail, view, legal):
        phase = view["phase"]
        if intent == ROTATE:
            step = -1 if detail == -1 else 1
            self.turn = (self.turn + step) % 4
            return None
        if phase == PICK:
            if intent == "key" and isinstance(detail, str) and detail.isdigit():
                marking = 10 if detail == "0" else int(detail)
                return ("pile", marking)
            moves = {LEFT: -1, RIGHT: 1, UP: -4, DOWN: 4, NEXT: 1}
            if intent in moves:
                self.pile_cursor = (self.pile_cursor - 1 + moves[intent]) % len(MARKINGS) + 1
                return None
            if intent == CONFIRM:
                return ("pile", self.pile_cursor)
            return None
        if phase in (PLACE, SMALL_TILE):
            if self.cursor is None:
                first = legal[0] if legal else None
                self.cursor = tuple(first[1:3]) if first else None
            dx, dy = {LEFT: (-1, 0), RIGHT: (1, 0), UP: (0, -1), DOWN: (0, 1)}.get(intent, (0, 0))
            if (dx or dy) and self.cursor is not None:
                x, y = self.cursor
                if phase == PLACE:
                    x, y = (x + 2 * dx, y) if dx else (x + (1 if x + 1 <= COLS - 1 else -1), y + dy)
                    if (x, y) in PLANET_AT and INTERIOR[PLANET_AT[(x, y)]]:
                        self.cursor = (x, y)
                elif (x + dx, y + dy) in CELL_AT:
                    self.cursor = (x + dx, y + dy)
                return None
            if intent == NEXT and legal:
                spots = [tuple(a[1:3]) for a in legal]
                here = spots.index(self.cursor) if self.cursor in spots else -1
                self.cursor = spots[(here + 1) % len(spots)]
                return None
            if intent == CONFIRM:
                return self.ghost_action(view)
            return None
        if phase in (FACILITY, CAPTURE) and legal:
            if intent in (NEXT, RIGHT, DOWN, LEFT, UP):
                step = -1 if intent in (LEFT, UP) else 1
                index = self.cursor if isinstance(self.cursor, int) else -1
                self.cursor = (index + step) % len(legal)
                return None
            if intent == CONFIRM:
                index = self.cursor if isinstance(self.cursor, int) and self.cursor < len(legal) else 0
                return legal[index]
        return None

    def prompt(self, view, seat, legal):
        phase = view["phase"]
        if phase == PICK:
            return ("Choose a pile of large tiles on the right (click it, or keys 1 to 9 and 0 for pile 10, "
                    "arrows and Enter). Then you must lay it.")
        if phase == PLACE:
            return (f"Lay your {DESIGN[view['held']]} tile centred on a planet whose four squares are free; it "
                    "demolishes that planet. R, the wheel or a right click turns it. Undo puts it back.")
        if phase == SMALL_TILE:
            return "No large tile fits any more: lay a small tile on a free square (click it, or arrows and Enter)."
        if phase == FACILITY:
            return "You completed more planets than you have facilities left: click the planet to build on."
        if phase == CAPTURE:
            return ("Takeover! You must capture: click an opponent's facility at the end of a glowing arrow "
                    "(Tab and Enter also work).")
        return "Your move."

    def seat_status(self, view, seat):
        return f"{view['scores'][seat]} pts, {view['supply'][seat]} facilities"

    # --- drawing ---------------------------------------------------------------------------------------
    def sprite(self, marking: int, turn: int, rising: bool = False, alpha: int = 255) -> pygame.Surface:
        span = 1 if marking == SMALL else 2
        size = max(4, round(self.cell * span))
        key = (marking if marking == SMALL else DESIGN[marking], turn, rising, size, alpha)
        found = self._sprites.get(key)
        if found is None:
            name = "small" if marking == SMALL else SPRITES[DESIGN[marking]]
            found = assets.scaled(f"sprites/expressway42_{name}.png", (size, size))
            if turn:
                found = pygame.transform.rotate(found, -90 * turn)
            if rising:
                found = pygame.transform.flip(found, True, False)
            if alpha < 255:
                found = found.copy()
                found.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            self._sprites[key] = found
        return found

    def _tile_rect(self, marking, x, y) -> tuple[tuple[float, float], bool]:
        if marking == SMALL:
            p, _q = CELL_PLANETS[CELL_AT[(x, y)]]
            return self.point(x, y), PLANETS[p] != (x, y)
        return self.point(x - 1, y - 1), False

    def draw(self, surface, view, legal, hint=None):
        surface.blit(self.scaled, self.origin)
        state = self.rules(view)
        newest = self._active("place")
        for index, (marking, x, y, turn, _seat) in enumerate(view["tiles"]):
            topleft, rising = self._tile_rect(marking, x, y)
            image = self.sprite(marking, turn, rising)
            if newest is not None and index == len(view["tiles"]) - 1:
                k = newest
                grow = 1.0 + 0.25 * (1 - k)
                image = pygame.transform.smoothscale_by(image, grow)
                image.set_alpha(int(80 + 175 * k))
                w = image.get_width() - self.sprite(marking, turn, rising).get_width()
                topleft = (topleft[0] - w / 2, topleft[1] - w / 2)
            surface.blit(image, (round(topleft[0]), round(topleft[1])))
        self._draw_planets(surface, view, state)
        mine = bool(legal)
        if mine:
            self._draw_choices(surface, view, state, legal, hint)
        self._draw_captures(surface, view, state, active=mine)
        self._draw_facilities(surface, view)
        self._draw_final(surface, view)
        self._draw_banners(surface, view)
        self._draw_tray(surface, view, mine)

    def _active(self, kind, key=None):
        """Progress 0..1 of the running step of this kind (the last one), or None."""
        found = None
        for step in self.steps:
            if step["type"] == kind and step["t0"] <= self.t < step["t0"] + step["dur"]:
                if key is None or key(step):
                    found = (self.t - step["t0"]) / step["dur"]
        return found

    def _draw_planets(self, surface, view, state):
        values, owner = view["values"], view["owner"]
        demolished = set(state.demolished_planets())
        for p in range(len(PLANETS)):
            if p in demolished:
                continue
            x, y = self.planet_point(p)
            value = values[p] or 2
            radius = max(3, int(self.cell * PLANET_SIZE[value]))
            tint = PLANET_TINT.get(value, PLANET_TINT[2])
            alive = not INTERIOR[p] or state.completable(p) or owner[p] >= 0 or state.conn[p] == 4
            if not alive:
                tint = tuple(int(c * 0.45) for c in tint)
            pygame.draw.circle(surface, (8, 10, 24), (x, y), radius + 2)
            pygame.draw.circle(surface, tint, (x, y), radius)
            pygame.draw.circle(surface, (255, 255, 255) if alive else (90, 90, 110), (x, y), radius, 1)
            if owner[p] < 0:
                label = assets.text(str(value), max(12, int(radius * 2.1)), (14, 16, 36), bold=True)
                surface.blit(label, label.get_rect(center=(x, y + 1)))
            if INTERIOR[p] and state.completable(p) and state.conn[p]:
                for k in range(4):
                    angle = math.pi / 4 + k * math.pi / 2
                    dot = (x + math.cos(angle) * (radius + 5), y + math.sin(angle) * (radius + 5))
                    colour = LANE if k < state.conn[p] else (50, 60, 100)
                    pygame.draw.circle(surface, colour, dot, max(2, int(self.cell * 0.035)))
                if state.conn[p] == 3:
                    pulse = 0.5 + 0.5 * math.sin(self.clock * 3 + p)
                    halo = pygame.Surface((radius * 4, radius * 4), pygame.SRCALPHA)
                    pygame.draw.circle(halo, (*palette.ACCENT, int(50 + 60 * pulse)), (radius * 2, radius * 2),
                                       radius * 2 - 2, 2)
                    surface.blit(halo, (x - radius * 2, y - radius * 2))

    def _draw_choices(self, surface, view, state, legal, hint):
        phase = view["phase"]
        if phase == SMALL_TILE:  # where a small tile may go
            shade = self._free_shade()
            for a in legal:
                surface.blit(shade, self.point(a[1], a[2]))
        if phase in (PLACE, SMALL_TILE):
            action = self.ghost_action(view)
            if hint is not None and hint[0] in ("place", "small"):
                self._draw_ghost(surface, view, hint, colour=palette.GOOD)
            if action is not None and self.preview(view, action) is not None:
                self._draw_ghost(surface, view, action)
            centres = {tuple(a[1:3]) for a in legal} if phase == PLACE else ()
            if len(centres) <= 12:  # the last spots for a large tile are hard to find: ring them
                for x, y in centres:
                    pygame.draw.circle(surface, palette.GOOD, self.point(x, y), int(self.cell * 0.33), 2)
        if hint is not None and hint[0] == "pile" and hint[1] in self.pile_rects:
            common.glow_rect(surface, self.pile_rects[hint[1]].inflate(6, 6), palette.GOOD, radius=8)
        if hint is not None and hint[0] in ("facility", "capture"):
            spot = self.planet_point(PLANET_AT[tuple(hint[-2:])])
            pygame.draw.circle(surface, palette.GOOD, spot, int(self.cell * 0.45), 4)
        if phase == FACILITY:
            pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
            for index, a in enumerate(legal):
                x, y = self.planet_point(PLANET_AT[a[1:3]])
                r = int(self.cell * (0.32 + 0.05 * pulse))
                pygame.draw.circle(surface, palette.GOOD, (x, y), r, 3)
                if self.cursor == index:
                    pygame.draw.circle(surface, palette.INK, (x, y), r + 5, 2)

    def _free_shade(self) -> pygame.Surface:
        size = max(2, round(self.cell))
        shade = self._sprites.get(("free", size))
        if shade is None:
            shade = pygame.Surface((size, size), pygame.SRCALPHA)
            shade.fill((*palette.GOOD, 28))
            self._sprites[("free", size)] = shade
        return shade

    def _tag(self, surface, words, colour, midbottom, size=24):
        label = assets.text(words, max(size, int(self.cell * 0.4)), colour, bold=True)
        box = label.get_rect(midbottom=midbottom).inflate(10, 2)
        common.panel(surface, box, alpha=220, edge=colour, radius=6)
        surface.blit(label, label.get_rect(center=box.center))

    def _draw_ghost(self, surface, view, action, colour=None):
        if action[0] == "place":
            marking, x, y, turn = view["held"], action[1], action[2], action[3]
        else:
            marking, x, y, turn = SMALL, action[1], action[2], 0
        topleft, rising = self._tile_rect(marking, x, y)
        image = self.sprite(marking, turn, rising, alpha=150)
        surface.blit(image, (round(topleft[0]), round(topleft[1])))
        rect = pygame.Rect(round(topleft[0]), round(topleft[1]), image.get_width(), image.get_height())
        common.glow_rect(surface, rect, colour or palette.ACCENT, width=2, radius=6)
        if action[0] == "place":
            cx, cy = self.point(x, y)
            pygame.draw.line(surface, palette.BAD, (cx - 6, cy - 6), (cx + 6, cy + 6), 2)
            pygame.draw.line(surface, palette.BAD, (cx - 6, cy + 6), (cx + 6, cy - 6), 2)
        for p, points, built in self.preview(view, action) or []:
            px, py = self.planet_point(p)
            pulse = 0.5 + 0.5 * math.sin(self.clock * 6)
            halo = pygame.Surface((int(self.cell * 1.4),) * 2, pygame.SRCALPHA)
            c = halo.get_width() // 2
            for ring in range(3):
                pygame.draw.circle(halo, (*palette.GOOD, int(70 + 50 * pulse) - 20 * ring), (c, c),
                                   int(self.cell * 0.3) + 5 * ring, 3)
            surface.blit(halo, (px - c, py - c))
            words = f"+{points}" if built else f"+{points}?" if built is None else "no facility left"
            self._tag(surface, words, palette.GOOD, (px, py - self.cell * 0.3))

    def _draw_captures(self, surface, view, state, active):
        if view["phase"] != CAPTURE:
            return
        seat = view["current"]
        colour = palette.seat_colour(seat, self.safe) if active else palette.DIM
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
        moves = state.captures(seat)
        if not moves:
            return
        layer = self._layer(surface.get_size())
        alpha = int(255 * (0.5 + 0.5 * pulse))
        for index, move in enumerate(moves):
            a = self.planet_point(PLANET_AT[move[1:3]])
            b = self.planet_point(PLANET_AT[move[3:5]])
            chosen = (self.source == PLANET_AT[move[1:3]]) or (active and self.cursor == index)
            self._arrow(layer, a, b, (*colour, alpha), 7 if chosen else 5)
            if active:
                pygame.draw.circle(layer, (*palette.BAD, 255), b, int(self.cell * 0.34) + int(3 * pulse), 2)
        surface.blit(layer, (0, 0))

    def _layer(self, size) -> pygame.Surface:
        """A clear see-through layer the size of the window, made once and reused every frame."""
        layer = self._sprites.get(("layer", size))
        if layer is None:
            layer = self._sprites[("layer", size)] = pygame.Surface(size, pygame.SRCALPHA)
        layer.fill((0, 0, 0, 0))
        return layer

    def _arrow(self, layer, a, b, colour, width):
        ax, ay = a
        bx, by = b
        length = math.hypot(bx - ax, by - ay) or 1.0
        ux, uy = (bx - ax) / length, (by - ay) / length
        gap = self.cell * 0.3
        start = (ax + ux * gap, ay + uy * gap)
        end = (bx - ux * gap, by - uy * gap)
        head = self.cell * 0.22
        left = (end[0] - ux * head - uy * head * 0.6, end[1] - uy * head + ux * head * 0.6)
        right = (end[0] - ux * head + uy * head * 0.6, end[1] - uy * head - ux * head * 0.6)
        pygame.draw.line(layer, (5, 6, 15, 230), start, end, width + 4)
        pygame.draw.polygon(layer, (5, 6, 15, 230), [end, left, right], 0)
        pygame.draw.line(layer, colour, start, end, width)
        pygame.draw.polygon(layer, colour, [end, left, right])

    def _draw_facilities(self, surface, view):
        owner = view["owner"]
        size = max(14, int(self.cell * 0.56))
        popping = {s["planet"]: (self.t - s["t0"]) / s["dur"] for s in self.steps
                   if s["type"] == "facility" and s["t0"] + s["dur"] > self.t}
        capture = next((s for s in self.steps if s["type"] == "capture" and s["t0"] + s["dur"] > self.t), None)
        for p, seat in enumerate(owner):
            if seat < 0:
                continue
            x, y = self.planet_point(p)
            grow = 1.0
            if p in popping:
                k = max(0.0, popping[p])
                if k <= 0:
                    continue
                grow = 0.3 + 0.9 * min(1.0, k * 1.6) - 0.2 * max(0.0, k * 1.6 - 1.0)
                ring = int(self.cell * (0.2 + 0.5 * k))
                burst = pygame.Surface((ring * 2 + 4,) * 2, pygame.SRCALPHA)
                pygame.draw.circle(burst, (*palette.seat_colour(seat, self.safe), int(200 * (1 - k))),
                                   (ring + 2, ring + 2), ring, 3)
                surface.blit(burst, (x - ring - 2, y - ring - 2))
            if capture is not None and p == capture["to"]:
                k = max(0.0, min(1.0, (self.t - capture["t0"]) / capture["dur"]))
                a = self.planet_point(capture["from"])
                x, y = a[0] + (x - a[0]) * k, a[1] + (y - a[1]) * k
                if k < 1:
                    lost = assets.token(palette.seat_shape(capture["lost"]),
                                        palette.seat_colour(capture["lost"], self.safe), max(6, int(size * (1 - k))))
                    tx, ty = self.planet_point(p)
                    surface.blit(lost, lost.get_rect(center=(int(tx), int(ty))))
            token = assets.token(palette.seat_shape(seat), palette.seat_colour(seat, self.safe),
                                 max(6, int(size * grow)))
            surface.blit(token, token.get_rect(center=(int(x), int(y))))
            badge = assets.text(str(view["values"][p]), max(16, int(self.cell * 0.3)), palette.INK, bold=True)
            surface.blit(badge, badge.get_rect(center=(int(x + size * 0.42), int(y + size * 0.42))))

    def _draw_final(self, surface, view):
        step = next((s for s in self.steps if s["type"] == "final" and s["t0"] <= self.t < s["t0"] + s["dur"]), None)
        if step is None:
            return
        a, b = self.planet_point(step["planet"]), self.planet_point(step["to"])
        colour = palette.seat_colour(step["seat"], self.safe)
        pygame.draw.line(surface, colour, a, b, 5)
        pygame.draw.circle(surface, palette.ACCENT, a, int(self.cell * 0.3), 3)
        k = (self.t - step["t0"]) / step["dur"]
        self._tag(surface, f"+{step['points']}", colour, (b[0], b[1] - self.cell * 0.3 - 14 * k), 26)

    def _draw_banners(self, surface, view):
        centre = self.origin[0] + self.scaled.get_width() // 2
        title = PHASE_TITLES.get(view["phase"], "")
        if view["phase"] == OVER and not self.steps:
            title = "Game over"
        words = assets.text(title, 22, palette.INK, bold=True)
        below = self.point(COLS / 2, ROWS)[1] + self.cell * 0.62
        box = words.get_rect(center=(centre, below)).inflate(20, 6)
        common.panel(surface, box, radius=8)
        surface.blit(words, words.get_rect(center=box.center))
        y = self.point(0, ROWS / 2)[1] - 60
        for text, colour, left in self.banners[-2:]:
            label = assets.text(text, 30, colour, bold=True)
            box = label.get_rect(midtop=(centre, y)).inflate(28, 12)
            common.panel(surface, box, alpha=int(230 * min(1.0, left)), edge=colour)
            surface.blit(label, label.get_rect(center=box.center))
            y = box.bottom + 6

    def _draw_tray(self, surface, view, mine):
        common.panel(surface, self.tray)
        surface.blit(assets.text("Score track", 22, palette.ACCENT), (self.tray.x + 12, self.tray.y + 8))
        self._draw_dial(surface, view)
        y = self.dial_rect.bottom + 10
        surface.blit(assets.text("Tile piles", 22, palette.ACCENT), (self.tray.x + 12, y))
        phase = view["phase"]
        for marking, rect in self.pile_rects.items():
            if marking == SMALL:
                if view["options"].get("unlimited_small", True):
                    count_text = "no limit"
                else:
                    count_text = f"{SMALL_TILES - view['small_used']} left"
                left = 1
            else:
                left = view["piles"][marking - 1]
                count_text = f"{left} left"
            held = phase == PLACE and view["held"] == marking
            usable = mine and (
                (phase == PICK and marking != SMALL and left) or (phase == SMALL_TILE and marking == SMALL)
            )
            pygame.draw.rect(surface, (18, 24, 52), rect, border_radius=6)
            edge = palette.ACCENT if held else palette.GOOD if usable else palette.PANEL_EDGE
            if usable and (self.hover_pile == marking or (phase == PICK and self.pile_cursor == marking)):
                common.glow_rect(surface, rect, palette.GOOD, width=2, radius=6)
            pygame.draw.rect(surface, edge, rect, 2, border_radius=6)
            art = min(rect.width - 12, rect.height - 30)
            name = "small" if marking == SMALL else SPRITES[DESIGN[marking]]
            image = assets.scaled(f"sprites/expressway42_{name}.png", (art, art))
            if marking == SMALL:
                image = assets.scaled(f"sprites/expressway42_{name}.png", (art * 2 // 3, art * 2 // 3))
            if not left or held:
                image = image.copy()
                image.set_alpha(70 if not left else 120)
            surface.blit(image, image.get_rect(center=(rect.centerx, rect.y + 4 + art // 2 + 10)))
            tag = "S" if marking == SMALL else str(marking)
            surface.blit(assets.text(tag, 18, palette.INK, bold=True), (rect.x + 5, rect.y + 2))
            count = assets.text("in hand" if held else count_text, 14, palette.DIM if left else palette.BAD)
            surface.blit(count, count.get_rect(midbottom=(rect.centerx, rect.bottom - 2)))

    def _draw_dial(self, surface, view):
        rect = self.dial_rect
        cx, cy = rect.center
        radius = rect.width // 2 - 12
        pygame.draw.circle(surface, (14, 20, 46), (cx, cy), radius + 10)
        pygame.draw.circle(surface, palette.PANEL_EDGE, (cx, cy), radius + 10, 2)

        def at(position: float, r: float):
            angle = -math.pi / 2 + 2 * math.pi * position / (LICENCE + 1)
            return cx + math.cos(angle) * r, cy + math.sin(angle) * r

        for n in range(LICENCE + 1):
            major = n % 6 == 0 or n == LICENCE
            pygame.draw.line(surface, palette.ACCENT if n == LICENCE else palette.DIM if major else (60, 72, 120),
                             at(n, radius - (7 if major else 3)), at(n, radius + 3), 2 if major else 1)
        for n in (12, 24, 36, 42):
            label = assets.text(str(n), 14, palette.ACCENT if n == LICENCE else palette.DIM)
            surface.blit(label, label.get_rect(center=at(n, radius - 20)))
        size = max(16, rect.width // 7)
        for seat in (0, 1):
            place = _track(self.dial[seat])
            x, y = at(place, radius + 2 + (4 if seat else -4))
            token = assets.token(palette.seat_shape(seat), palette.seat_colour(seat, self.safe), size)
            surface.blit(token, token.get_rect(center=(int(x), int(y))))
            score = round(place)
            words = assets.text(str(score), 30, palette.seat_colour(seat, self.safe), bold=True)
            surface.blit(words, words.get_rect(center=(cx + (-radius // 3 if seat == 0 else radius // 3), cy - 6)))
            paid = int(max(0.0, self.dial[seat] - 1) // LICENCE)
            if paid:
                tag = assets.text(f"{paid} licence{'s' if paid > 1 else ''}", 13, palette.DIM)
                surface.blit(tag, tag.get_rect(center=(cx + (-radius // 3 if seat == 0 else radius // 3), cy + 18)))
