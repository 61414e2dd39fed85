"""42: Hyperspace Expressway's table: the board from assets/maps/expressway42.tmx, tiles, facilities, the 0-42 track.

Every rule answer (what fits, what a tile would complete, which captures exist)
comes from the rules module, asked on a state rebuilt from the view.
"""

from __future__ import annotations

import math

import pygame

from game.rules.expressway42 import (
    CELL_AT,
    CELL_PLANETS,
    COLS,
    DESIGN,
    INTERIOR,
    LICENCE,
    MARKINGS,
    PERIOD,
    PLANET_AT,
    PLANETS,
    ROWS,
    SMALL,
    ExpresswayState,
)
from game.words import _
from scenes import assets, palette
from scenes.boards.base import Board
from scenes.boards.expressway42.art import SPRITES, ExpresswayArt, _raw
from scenes.boards.expressway42.input import ExpresswayInput
from scenes.boards.expressway42.outlook import OUTLOOK_ROOM, ExpresswayOutlook
from scenes.boards.expressway42.tray import ExpresswayTray
from scenes.boards.kit import Layer, MapBoard

TRAY = 236  # the score track and the piles, right of the board
DIAL_SPEED = 14.0  # points a second the score dial runs, at normal pace
SCORING = ("facility", "final", "dial")  # a move's steps that run the dial (the points shown as they are scored)


def _steps(events) -> list[dict]:
    """What each event shows, at normal pace: {"t0": start, "dur": seconds, **event}."""
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


def _sound(event) -> str | None:
    if event["type"] == "facility":
        return "error" if event["licence"] else "flip"
    return "hyperspace" if begins(event).ask == "capture" else None


def begins(event):
    """What the phase a "phase" event begins asks, from the rules' phase table (an Asking)."""
    return ExpresswayState.asking(event.get("phase"))


SOUNDS = {"place": "place", "facility": _sound, "capture": "battle", "phase": _sound, "final": "move"}


class ExpresswayBoard(ExpresswayInput, ExpresswayArt, ExpresswayTray, ExpresswayOutlook, Board):
    SOUNDS = SOUNDS
    SOUND_LIMIT = 3

    def __init__(self):
        super().__init__()
        self.map = MapBoard("maps/expressway42.tmx", layers=("cells",))
        tmx = self.map.tmx
        self.margin = int(tmx.properties.get("margin", 1))
        self.tile = tmx.tilewidth
        self.planet_px: dict[int, tuple[float, float]] = {}
        for obj in tmx.get_layer_by_name("planets"):
            xy = (int(obj.properties["gx"]), int(obj.properties["gy"]))
            if xy not in PLANET_AT:
                raise assets.AssetError(f"damaged asset: maps/expressway42.tmx has a planet off the grid at {xy}")
            self.planet_px[PLANET_AT[xy]] = (float(obj.x), float(obj.y))
        if len(self.planet_px) != len(PLANETS):
            raise assets.AssetError("damaged asset: maps/expressway42.tmx does not hold the 65 planets")
        self._paint_static()
        self.cell = 1.0
        self.clock = 0.0
        self.pointer = None  # the grid point (float x, y) under the mouse
        self.cursor = None  # the keyboard's spot: a centre (PLACE) or a cell (SMALL) or a capture index
        self.turn = 0
        self.source = None  # phase 2: the facility chosen to move
        self.prey = None  # phase 2: the facility chosen to capture, when several of the mover's could
        self.pile_cursor = 1
        self.hover_pile = None
        self._rules = None
        self._rules_key = None
        self._previews: dict = {}
        self._folded: set[str] = set()  # the deal's log lines, one a planet, which its last line sums up
        self._sprites: dict = {}
        self.arrows = Layer()
        self.goal = [0.0, 0.0]  # the score each dial runs to
        self.dial_from = [0.0, 0.0]  # where it stood when it last set off

    # --- the picture that never changes ---------------------------------------------------
    def _paint_static(self) -> None:
        surface = self.map.static
        m, t = self.margin, self.tile
        edge = pygame.Rect(m * t, m * t, COLS * t, ROWS * t)
        pygame.draw.rect(surface, (*palette.GLOW, 150), edge.inflate(4, 4), 2, border_radius=4)
        for x in range(COLS + 1):
            label = assets.font(30, bold=True).render("ABCDEFGHIJKLM"[x], True, palette.DIM)
            surface.blit(label, label.get_rect(center=((x + m) * t, m * t - 36)))
        for y in range(ROWS + 1):
            label = assets.font(30, bold=True).render(str(y + 1), True, palette.DIM)
            surface.blit(label, label.get_rect(center=(m * t - 38, (y + m) * t)))

    def layout(self, rect):
        super().layout(rect)
        tray = max(TRAY, min(380, rect.height // 3))
        room, self.tray = MapBoard.split(rect, tray)
        self.map.fit(room)
        self.scale, self.origin = self.map.scale, self.map.origin
        self.cell = self.tile * self.scale
        dial_size = min(tray - 40, max(120, rect.height // 3))
        self.dial_rect = pygame.Rect(0, 0, dial_size, dial_size)
        self.dial_rect.midtop = (self.tray.centerx, self.tray.y + 34)
        top = self.dial_rect.bottom + 40
        cols, rows = 4, 3
        slot_w = (tray - 20) // cols
        slot_h = min(slot_w + 14, (self.tray.bottom - OUTLOOK_ROOM - top - 4) // rows)
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

    def spot(self, spot_id):
        """A lesson's spots (docs/lessons.md): "planet:C4" (a grid point, as the log names planets), "square:C4"
        (the unit cell whose top left corner that is), "pile:N" (1-11), "pile:small", "dial"."""
        kind, _, name = spot_id.partition(":")
        column, row = "ABCDEFGHIJKLM".find(name[:1]), name[1:]
        if kind in ("planet", "square") and column >= 0 and row.isdigit():
            xy = (column, int(row) - 1)
            if kind == "planet" and xy in PLANET_AT:
                x, y = self.point(*xy)
                side = max(12, int(self.cell * 0.6))
                return pygame.Rect(int(x) - side // 2, int(y) - side // 2, side, side)
            if kind == "square" and xy in CELL_AT:
                (x0, y0), (x1, y1) = self.point(*xy), self.point(xy[0] + 1, xy[1] + 1)
                return pygame.Rect(int(x0), int(y0), int(x1 - x0), int(y1 - y0))
            return None
        if kind == "pile":
            found = self.pile_rects.get(SMALL if name == "small" else int(name) if name.isdigit() else None)
            return None if found is None else pygame.Rect(found)
        return pygame.Rect(self.dial_rect) if spot_id == "dial" else None

    # --- the rules, asked ---------------------------------------------------------------------------
    def rules(self, view) -> ExpresswayState:
        key = (len(view["tiles"]), self.asking, view["current"], view["held"], tuple(view["owner"]),
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
        ask = self.asking.ask
        spot = self.cursor
        if ask == "large tile":
            if spot is None or spot not in PLANET_AT:
                return None
            return ("place", spot[0], spot[1], self.turn % PERIOD[DESIGN[view["held"]]])
        if ask == "small tile":
            if spot is None or spot not in CELL_AT:
                return None
            return ("small", spot[0], spot[1])
        return None

    # --- following the game ---------------------------------------------------------------------------
    def sync(self, view):
        self.timeline.clear()
        self.goal = [float(_raw(view, s)) for s in (0, 1)]
        self.banner.clear()
        self.source = self.prey = None

    @property
    def dial(self) -> list[float]:
        """Where each seat's token stands on the score dial: running up to its goal at DIAL_SPEED."""
        shown = list(self.goal)
        for tween in self.timeline.pending("dial"):
            shown[tween["seat"]] = tween["start"] + (tween["goal"] - tween["start"]) * tween.raw
        return shown

    def dial_shown(self, view) -> list[float]:
        """Where the dial's tokens are drawn: running to their goal while a move's points are shown, at rest at the
        score of the view drawn, so no score the board keeps outlives a jump (a lesson's Next that plays moves on,
        Back) the board was not told of."""
        if any(tween.tag in SCORING for tween in self.timeline.pending()):
            return self.dial
        return [float(_raw(view, seat)) for seat in (0, 1)]

    def animate(self, events, view):
        if not self._pace():
            self.sync(view)
            return
        self.timeline.finish()  # an animation still running is finished at once
        for step in _steps(events):
            self.timeline.add(step["dur"], step["t0"], tag=step["type"], on_start=self._start_step, **step)
        self.source = self.prey = None

    def _start_step(self, step):
        kind = step.tag
        if kind in ("facility", "final"):
            seat = step["seat"]
            here = self.dial[seat]
            for old in self.timeline.pending("dial"):
                if old["seat"] == seat:
                    self.timeline.tweens.remove(old)
            self.goal[seat] += step["points"]
            self.timeline.add((self.goal[seat] - here) / DIAL_SPEED, tag="dial", seat=seat, start=here,
                              goal=self.goal[seat])  # fmt: skip
        elif kind == "phase":
            asked = begins(step.data)
            words = _("Final scoring") if asked.over else None
            if asked.ask == "small tile":
                words = _("No large tile fits: small tiles now")
            elif asked.ask == "capture":
                words = _("Phase 2: takeovers!")
            if words:
                self.banner.show(words, palette.ACCENT, 1.6)

    def animation_time(self, events):
        """The steps' time; the dial may run on a little after them, as it always has."""
        steps = [t for t in self.timeline.pending() if t.tag != "dial"]
        return max((t.end - t.elapsed for t in steps), default=0.0)

    def update(self, dt):
        self.clock += dt
        before = self.dial
        super().update(dt)
        for seat, (here, new) in enumerate(zip(before, self.dial, strict=True)):
            if here > 0 and math.floor((here - 1) / LICENCE) < math.floor((new - 1) / LICENCE):
                name = self.name(seat)
                said = _("{name} pays {licence} for a new licence").format(name=name, licence=LICENCE)
                self.banner.show(said, palette.seat_colour(seat, self.safe), 1.8)

    def hover(self, pos):
        self.hover_pile = next((m for m, r in self.pile_rects.items() if r.collidepoint(pos)), None)
        if self.map.scaled is None:
            return
        gx, gy = self.grid_at(pos)
        view = self.props.view if self.props is not None else None
        if not view:
            return
        if self.asking.ask == "capture":
            self.point_capture(view, pos)
        elif self.asking.ask == "large tile":
            self.cursor = self.nearest_centre(gx, gy)
        elif self.asking.ask == "small tile":
            cell = (math.floor(gx), math.floor(gy))
            self.cursor = cell if cell in CELL_AT else None

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

    def paint_cloth(self, cloth):
        self.map.blit(cloth)
        self.paint_tray(cloth)

    def hint_words(self, action, line):
        """Spoken to the person at the table ("Hint: Lay the ... tile on D2"): the rules' label for the move."""
        return _("Hint: {move}").format(move=self.props.label(action))


    # --- the move log -------------------------------------------------------------------------------------
    def logged(self, line, events):
        """The deal's last step speaks for all 65 (the values stand on the board); the others fold into it."""
        dealt = [event["planet"] for event in events if event["type"] == "deal"]
        if not dealt:
            return line
        if dealt[-1] == len(PLANETS) - 1:
            # Translators: the move log's one line for the random planet values handed out at the start
            said = _("The {count} planets are dealt random values (2, 3 or 4: see the board)")
            return said.format(count=len(PLANETS))
        self._folded.add(line)
        return line

    def folded_in_log(self, line):
        """A random value dealt to one planet: the move log leaves it out (known by its events, never its words)."""
        return line in self._folded

    def draw(self, surface, view, legal, hint=None):
        state = self.rules(view)
        newest = self._active("place")
        mine = bool(legal)
        offered = self.offered_piles(legal)
        if newest is None:  # the tiles, planets and piles stand still until the next move: one picture
            key = (self._rules_key, tuple(view["values"]), tuple(view["piles"]), view["small_used"], offered,
                   self.hover_pile, self.pile_cursor)  # fmt: skip
            self.draw_table(surface, key, lambda table: self._draw_still(table, view, state, offered))
        else:
            self.draw_cloth(surface)
            self._draw_still(surface, view, state, offered, newest)
        self._draw_halos(surface, view, state)
        if mine:
            self._draw_choices(surface, view, state, legal, hint)
            self._draw_warning_tag(surface, view, legal)
        self._draw_captures(surface, view, state, active=mine)
        self._draw_facilities(surface, view)
        self._draw_final(surface, view)
        self._draw_banners(surface, view)
        self._draw_dial(surface, view)
        self._draw_outlook(surface, view, legal)

    def _draw_still(self, surface, view, state, offered, newest=None):
        self._draw_laid(surface, view, state, newest)
        self._draw_piles(surface, view, offered)

    def _draw_laid(self, surface, view, state, newest):
        """The tiles laid (the newest one settling while `newest` runs 0 to 1), and the planets."""
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

    def _active(self, kind):
        """Progress 0..1 of the running step of this kind (the last one), or None."""
        running = self.timeline.running(kind)
        return running[-1].raw if running else None

    def stepping(self) -> bool:
        """True while a move's steps play (the dial may run on after them)."""
        return any(tween.tag != "dial" for tween in self.timeline.tweens)

