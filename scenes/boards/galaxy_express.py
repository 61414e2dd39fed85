"""Galaxy Express's table: the star chart from assets/maps/galaxy_express.tmx, planet coins, the pawn,
the Thrust and Brake coins with their spent piles, the speed and refuel dice, and the delivery queue.

Choosing a coin (1-4 or a click) previews the speed it gives and the up-to-four squares the slide
could end on, paths and wraps drawn; an arrow key or a click on a lit square spends the coin and
slides. Everything drawn comes from `view(0)`; legality and scores from the rules module.
"""

from __future__ import annotations

import math

import pygame

from game.rules.galaxy_express import (
    BRAKE,
    COIN,
    DELIVER,
    DIRECTIONS,
    EMPTY,
    HIDDEN,
    MOON,
    REFUEL,
    SLIDE,
    START,
    SUN,
    THRUST,
    GalaxyExpressState,
    name_square,
    slide_end,
    slide_path,
)
from scenes import assets, common, palette
from scenes.base import CONFIRM, DOWN, LEFT, RIGHT, UP
from scenes.boards.base import Board

TRAY = 318  # the coins, dice and gauges beside the chart (at 1280 x 720; it shrinks to 250 in small windows)
QUEUE_H = 108  # the delivery queue under the chart
LABEL = 16  # column letters and row numbers around the chart
SUIT_COLOUR = {SUN: palette.ACCENT, MOON: palette.GLOW, "arms": (120, 170, 255), "crown": palette.GOOD}
SUIT_INK = {SUN: (150, 80, 0), MOON: (20, 90, 150), "arms": (20, 60, 150), "crown": (0, 110, 75)}
SUIT_WORD = {SUN: "Thrust", MOON: "Brake"}
KEY_DIRECTIONS = {LEFT: "left", RIGHT: "right", UP: "up", DOWN: "down"}
GLIDE = 0.07  # seconds per square of a slide at normal pace
FLIP = 0.45  # seconds for a scanned coin to turn over


def coin_surface(kind: str, value: int | None, size: int, face_down: bool = False) -> pygame.Surface:
    """A piecepack coin: face-down back, or the ivory face with its suit glyph and value."""
    return _coin(kind, value, size, face_down)


_COINS: dict = {}


def _coin(kind, value, size, face_down):
    key = (kind, value, size, face_down)
    made = _COINS.get(key)
    if made is not None:
        return made
    if face_down:
        made = assets.scaled("sprites/ge_coin_back.png", (size, size)).copy()
    else:
        made = assets.scaled("sprites/ge_coin_face.png", (size, size)).copy()
        glyph_size = max(10, int(size * 0.34))
        glyph = assets.scaled(f"sprites/ge_{kind}.png", (glyph_size, glyph_size)).copy()
        glyph.fill((*SUIT_COLOUR[kind], 255), special_flags=pygame.BLEND_RGBA_MULT)
        if value is None:
            big = assets.scaled(f"sprites/ge_{kind}.png", (int(size * 0.6), int(size * 0.6))).copy()
            big.fill((*SUIT_COLOUR[kind], 255), special_flags=pygame.BLEND_RGBA_MULT)
            made.blit(big, big.get_rect(center=(size // 2, size // 2)))
        else:
            made.blit(glyph, glyph.get_rect(midtop=(size // 2, int(size * 0.09))))
            digits = assets.font(int(size * 0.62), bold=True).render(str(value), True, SUIT_INK[kind])
            made.blit(digits, digits.get_rect(center=(size // 2, int(size * 0.62))))
    if len(_COINS) > 400:
        _COINS.clear()
    _COINS[key] = made
    return made


def die_surface(value: int, size: int) -> pygame.Surface:
    key = ("die", value, size)
    made = _COINS.get(key)
    if made is None:
        made = assets.scaled("sprites/ge_die.png", (size, size)).copy()
        words = assets.font(int(size * 0.62), bold=True).render(str(value), True, (25, 30, 60))
        made.blit(words, words.get_rect(center=(size // 2, size // 2 + 1)))
        _COINS[key] = made
    return made


class GalaxyExpressBoard(Board):
    def __init__(self, scene):
        super().__init__(scene)
        tmx = assets.tiled_map("maps/galaxy_express.tmx")
        self.tmx = tmx
        self.map_size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
        self.cells: dict[int, pygame.Rect] = {}
        for obj in tmx.get_layer_by_name("squares"):
            square = int(obj.properties["square"])
            self.cells[square] = pygame.Rect(int(obj.x), int(obj.y), int(obj.width), int(obj.height))
        if sorted(self.cells) != list(range(48)):
            raise assets.AssetError("damaged asset: maps/galaxy_express.tmx does not hold squares 0 to 47")
        self.static = self._paint_static()
        self.scaled = None
        self.scale = 1.0
        self.origin = (0, 0)
        self.selected = None  # (suit, value): the coin being looked at, not yet spent
        self.pending = None  # a direction to slide as soon as the chosen coin is spent
        self.hovered = None
        self.glide: list[int] = []  # squares the pawn still has to pass
        self.glide_clock = 0.0
        self.flips: dict[int, float] = {}  # square -> seconds into its flip
        self.assist_note = None  # the last assist's answer, shown until the next move
        self.assist_move = None  # (action, direction) a hint proposed
        self.clock = 0.0
        self.score_place = None
        self.view_cache = None

    # --- the chart that never changes ----------------------------------------------------------
    def _paint_static(self) -> pygame.Surface:
        surface = pygame.Surface(self.map_size, pygame.SRCALPHA)
        layer = self.tmx.get_layer_by_name("chart")
        tw, th = self.tmx.tilewidth, self.tmx.tileheight
        for x, y, image in layer.tiles():
            if isinstance(image, pygame.Surface):
                surface.blit(image, (x * tw, y * th))
        return surface

    def layout(self, rect):
        super().layout(rect)
        tray = int(max(250, min(TRAY * 1.3, rect.width * 0.3 if rect.width > 1000 else rect.width * 0.34)))
        self.u = u = tray / TRAY  # the tray's scale: its coins shrink with it
        room = pygame.Rect(
            rect.x + LABEL, rect.y + LABEL, rect.width - tray - 14 - LABEL, rect.height - QUEUE_H - LABEL
        )
        self.scale = min(room.width / self.map_size[0], room.height / self.map_size[1])
        size = (int(self.map_size[0] * self.scale), int(self.map_size[1] * self.scale))
        self.scaled = pygame.transform.smoothscale(self.static, size)
        self.origin = (room.x + (room.width - size[0]) // 2, room.y)
        self.chart_rect = pygame.Rect(self.origin, size)
        self.tray = pygame.Rect(rect.right - tray, rect.y, tray, rect.height)
        self.queue_rect = pygame.Rect(rect.x, self.chart_rect.bottom + 8, self.tray.x - rect.x - 10, 0)
        self.queue_rect.height = rect.bottom - self.queue_rect.y
        # the tray: thrust row, brake row, gauges
        self.rows = {
            SUN: pygame.Rect(self.tray.x, self.tray.y, tray, int(132 * u)),
            MOON: pygame.Rect(self.tray.x, self.tray.y + int(140 * u), tray, int(132 * u)),
        }
        top = int(280 * u)
        self.gauges = pygame.Rect(self.tray.x, self.tray.y + top, tray, self.tray.height - top)
        self.coin_rects: dict[tuple[str, int], pygame.Rect] = {}

    def square_rect(self, square: int) -> pygame.Rect:
        cell = self.cells[square]
        s = self.scale
        return pygame.Rect(
            self.origin[0] + round(cell.x * s), self.origin[1] + round(cell.y * s), math.ceil(cell.w * s),
            math.ceil(cell.h * s),
        )  # fmt: skip

    def square_at(self, pos) -> int | None:
        return next((sq for sq in self.cells if self.square_rect(sq).collidepoint(pos)), None)

    # --- following the game ---------------------------------------------------------------------
    def sync(self, view):
        self.glide = []
        self.flips = {}
        self.selected = None
        self.pending = None
        self.animating = False
        self.assist_note = None
        self.assist_move = None

    def animate(self, events, view):
        pace = self._pace()
        kinds = {e["type"] for e in events}
        if kinds != {"assist"}:
            self.assist_note = None
            self.assist_move = None
        for event in events:
            kind = event["type"]
            if kind == "slide" and pace:
                self.glide = [event["from"]] + list(event["path"])
                self.glide_clock = 0.0
            elif kind == "scan" and pace:
                for square in event["squares"]:
                    self.flips[square] = 0.0
            elif kind == "coin":
                self.selected = None
            elif kind == "assist":
                self.assist_note = event.get("text")
                if event["kind"] == "hint":
                    self.assist_move = (event.get("action"), event.get("direction"))
                if self.scene.app is not None and event.get("text"):
                    self.scene.app.toast(event["text"], "good", 6)
            elif kind in ("won", "lost"):
                self._record_score(view)
        if view["phase"] not in (COIN, SLIDE):
            self.selected = None
        self.animating = bool(self.glide or self.flips)

    def _record_score(self, view):
        from game.saves.scores import add_score

        card = GalaxyExpressState.from_json(view).score_card()
        _, self.score_place = add_score(card, self.scene.match.seed)

    def animation_time(self, events):
        pace = self._pace()
        if not pace:
            return 0.0
        seconds = 0.0
        for event in events:
            if event["type"] == "slide":
                seconds += GLIDE * len(event["path"])
            elif event["type"] == "scan":
                seconds += FLIP
        return seconds

    def pause_after(self, events, pace):
        """Setup steps and coins turned up pass quickly; moves keep the usual pace and their animation."""
        if not events or all(e["type"] in ("planet", "crown", "queue") for e in events):
            return 0.0
        if all(e["type"] == "draw" for e in events):
            return 0.25 * pace
        return None

    def sounds(self, events):
        names = {"coin": "place", "slide": "hyperspace", "scan": "flip", "deliver": "turn", "refuel": "roll",
                 "lost": "error", "assist": "click"}  # fmt: skip
        return [names[e["type"]] for e in events if e["type"] in names][:2]

    def update(self, dt):
        self.clock += dt
        pace = self._pace() or 1.0
        if self.glide:
            self.glide_clock += dt / pace
            while self.glide and self.glide_clock >= GLIDE:
                self.glide_clock -= GLIDE
                self.glide.pop(0)
                if len(self.glide) == 1:
                    self.glide = []
        elif self.flips:
            for square in list(self.flips):
                self.flips[square] += dt / pace
                if self.flips[square] >= FLIP:
                    del self.flips[square]
        self.animating = bool(self.glide or self.flips)
        scene = self.scene
        if self.pending and scene.app is not None and scene.match.state.phase == SLIDE and scene.human_turn():
            direction, self.pending = self.pending, None
            scene.try_action(("slide", direction))

    def hover(self, pos):
        self.hovered = self.square_at(pos)

    # --- what a choice would do ---------------------------------------------------------------------
    @staticmethod
    def slots(view) -> list[tuple[str, int] | None]:
        """The four coins showing, in key order: 1-2 Thrust, 3-4 Brake (None where a slot is empty)."""
        found = []
        for suit in (SUN, MOON):
            coins = [(suit, v) for v in view["showing"][suit]]
            found += (coins + [None, None])[:2]
        return found

    @staticmethod
    def speed_after(view, coin) -> int:
        suit, value = coin
        return min(10, view["speed"] + value) if suit == SUN else max(0, view["speed"] - value)

    def preview_speed(self, view) -> int | None:
        """The speed the slide on show would have: the chosen coin's, or the speed already set."""
        if view["phase"] == SLIDE:
            return view["speed"]
        if view["phase"] == COIN and self.selected is not None:
            return self.speed_after(view, self.selected)
        return None

    def ends(self, view) -> dict[str, int]:
        speed = self.preview_speed(view)
        if not speed:
            return {}
        return {d: slide_end(view["ship"], speed, d) for d in DIRECTIONS}

    @staticmethod
    def coin_action(coin):
        return (THRUST if coin[0] == SUN else BRAKE, coin[1])

    def _choose(self, coin, view):
        """Select a coin; choosing again a coin that stops the ship spends it (it has no slide)."""
        if coin is None:
            return None
        if self.selected == coin and self.speed_after(view, coin) == 0:
            return self.coin_action(coin)
        self.selected = coin
        return None

    # --- clicks and keys --------------------------------------------------------------------------------
    def hit(self, pos, view):
        phase = view["phase"]
        for coin, rect in self.coin_rects.items():
            if rect.collidepoint(pos):
                if phase == SLIDE:
                    return "reason", f"A coin is spent already: slide the ship {view['speed']} squares first."
                if phase != COIN:
                    return None
                picked = self._choose(coin, view)
                return ("action", picked) if picked is not None else None
        square = self.square_at(pos)
        if square is None:
            return None
        if phase == START:
            return "action", ("start", square)
        if phase not in (COIN, SLIDE):
            return None
        ends = self.ends(view)
        for direction, end in ends.items():
            if end == square:
                if phase == SLIDE:
                    return "action", ("slide", direction)
                self.pending = direction
                return "action", self.coin_action(self.selected)
        if phase == SLIDE:
            return "reason", "The slide can only end on one of the lit squares."
        if self.selected is None:
            return "reason", "Pick a coin first (keys 1 to 4, or click one): its speed decides where you can go."
        if self.speed_after(view, self.selected) == 0:
            return "reason", "This coin stops the ship where it is: click the coin again or press Enter to spend it."
        return "reason", "With this coin the slide can only end on one of the lit squares."

    def key_action(self, intent, detail, view, legal):
        phase = view["phase"]
        if phase == START and intent == "key" and detail in "123456" and detail:
            planets = [sq for sq, v in enumerate(view["chart"]) if v != EMPTY]
            return ("start", planets[int(detail) - 1]) if int(detail) <= len(planets) else None
        if intent == "key" and detail in ("1", "2", "3", "4") and phase == COIN:
            coin = self.slots(view)[int(detail) - 1]
            if coin is None:
                self.scene.refuse(f"No coin is showing in place {detail}.")
                return None
            return self._choose(coin, view)
        if intent in KEY_DIRECTIONS:
            direction = KEY_DIRECTIONS[intent]
            if phase == SLIDE:
                return ("slide", direction)
            if phase == COIN and self.selected is not None:
                if self.speed_after(view, self.selected) == 0:
                    return self.coin_action(self.selected)  # no slide to aim: spend it
                self.pending = direction
                return self.coin_action(self.selected)
            if phase == COIN:
                self.scene.refuse("Pick a coin first: keys 1 and 2 for Thrust, 3 and 4 for Brake.")
        if detail in ("d", "r") and phase in (COIN, SLIDE):
            return DELIVER if detail == "d" else REFUEL  # not offered now: the rules say why
        if intent == CONFIRM and phase == COIN and self.selected is not None:
            if self.speed_after(view, self.selected) == 0:
                return self.coin_action(self.selected)
        return None

    def buttons(self, view, legal):
        found = []
        if DELIVER in legal:
            found.append(("Deliver  [D]", DELIVER, "d"))
        if REFUEL in legal:
            found.append(("Refuel  [R]", REFUEL, "r"))
        if view["phase"] in (COIN, SLIDE) and legal:
            found.append(("Can I stop?  [S]", ("assist", "can_stop"), "s"))
        return found

    @classmethod
    def daily_seed(cls) -> int:
        from game.saves.scores import daily_seed

        return daily_seed()

    def hint_action(self, view, legal):
        """The Hint button asks the rules' own hint (an assist, counted on the score card)."""
        if view["phase"] in (COIN, SLIDE) and legal:
            return ("assist", "hint")
        return None

    def prompt(self, view, seat, legal):
        phase = view["phase"]
        if phase == START:
            return "Choose your launch planet: press 1 to 6 or click one of the face-down coins on the chart."
        if self.assist_note:
            return self.assist_note
        if phase == SLIDE:
            return f"Warp slide {view['speed']} squares: press an arrow key or click a lit square."
        if phase != COIN:
            return ""
        orbit = ""
        if DELIVER in legal:
            orbit = " In orbit: D delivers here."
        elif REFUEL in legal:
            orbit = f" In orbit at planet {view['chart'][view['ship']]}: R refuels (-10)."
        if self.selected is None:
            return f"Speed {view['speed']}. Pick a coin: 1-2 Thrust, 3-4 Brake, or click one.{orbit}"
        word = SUIT_WORD[self.selected[0]]
        speed = self.speed_after(view, self.selected)
        if speed == 0:
            return f"{word} {self.selected[1]} gives speed 0: the ship stays. Enter (or the same key) spends it."
        return f"{word} {self.selected[1]} gives speed {speed}: press an arrow key or click a lit square to slide."

    def seat_status(self, view, seat):
        return f"speed {view['speed']}, {len(view['delivered'])}/6"

    # --- end of game --------------------------------------------------------------------------------------
    def result_summary(self, view, result):
        """Headline and lines for the results screen: score, band, breakdown, assists, the score table."""
        from game.saves.scores import describe, load_scores

        card = GalaxyExpressState.from_json(view).score_card()
        if card["won"]:
            headline = f"All delivered! {card['total']} points"
        else:
            headline = f"Lost in Space: {card['total']} points"
        lines = [
            (f"“{card['band']}”", palette.ACCENT),
            (
                f"{card['deliveries']} × 20 for deliveries = {card['delivery_points']}   ·   "
                f"{card['refuels']} × −10 for refuels = {card['refuel_points']}   ·   "
                f"{card['coins_left']} coins left = +{card['coins_left']}",
                palette.INK,
            ),
        ]
        used = card["assists"]
        if used:
            words = ", ".join(f"{n} × {'hint' if k == 'hint' else 'can I still stop?'}" for k, n in used.items())
            lines.append((f"Assists used: {words}", palette.BAD))
        else:
            lines.append(("No assists used.", palette.GOOD))
        table = load_scores()
        place = self.score_place
        lines.append((f"High scores{f' (this game is #{place})' if place else ''}", palette.GLOW))
        if not table:
            lines.append(("(no finished games recorded yet)", palette.DIM))
        for rank, entry in enumerate(table, 1):
            colour = palette.ACCENT if rank == place else palette.DIM
            lines.append((f"{rank:>2}. {describe(entry)}", colour))
        return {"headline": headline, "lines": lines}

    # --- drawing ----------------------------------------------------------------------------------------------
    def draw(self, surface, view, legal, hint=None):
        surface.blit(self.scaled, self.origin)
        self._draw_labels(surface)
        self._draw_planets(surface, view)
        self._draw_preview(surface, view, legal)
        self._draw_pawn(surface, view)
        self._draw_tray(surface, view, legal)
        self._draw_queue(surface, view)

    def _draw_labels(self, surface):
        for col in range(8):
            words = assets.text("abcdefgh"[col], 16, palette.DIM)
            rect = self.square_rect(col)
            surface.blit(words, words.get_rect(midbottom=(rect.centerx, self.chart_rect.y - 1)))
        for row in range(6):
            words = assets.text(str(row + 1), 16, palette.DIM)
            rect = self.square_rect(row * 8)
            surface.blit(words, words.get_rect(midright=(self.chart_rect.x - 4, rect.centery)))

    def _coin_size(self) -> int:
        return max(18, int(self.square_rect(0).width * 0.74))

    def _draw_planets(self, surface, view):
        size = self._coin_size()
        start = view["phase"] == START
        number = 0  # at launch, planets are numbered for the keys 1-6
        for square, value in enumerate(view["chart"]):
            if value == EMPTY:
                continue
            rect = self.square_rect(square)
            flip = self.flips.get(square)
            if value == HIDDEN:
                coin = coin_surface("arms", None, size, face_down=True)
            elif flip is not None:
                t = flip / FLIP
                coin = coin_surface("arms", value, size, face_down=t < 0.5)
                width = max(2, int(size * abs(math.cos(math.pi * t))))
                coin = pygame.transform.smoothscale(coin, (width, size))
            else:
                coin = coin_surface("arms", value, size)
            if start and value == HIDDEN:
                pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
                common.glow_rect(surface, rect.inflate(-6, -6), palette.GOOD, width=2 + int(pulse * 2), radius=10)
            if value >= 0 and view["queue"] and value == view["queue"][0]:
                common.glow_rect(surface, rect.inflate(-4, -4), palette.GOOD, radius=10)
            surface.blit(coin, coin.get_rect(center=rect.center))
            if start:
                number += 1
                tag = assets.text(str(number), 20, palette.SPACE, bold=True)
                badge = pygame.Rect(0, 0, 22, 22)
                badge.topleft = (rect.x + 2, rect.y + 2)
                pygame.draw.circle(surface, palette.GOOD, badge.center, 11)
                surface.blit(tag, tag.get_rect(center=badge.center))
            if value >= 0 and value in view["delivered"]:
                tick = assets.text("done", 14, palette.GOOD, bold=True)
                surface.blit(tick, tick.get_rect(midbottom=(rect.centerx, rect.bottom - 1)))

    def _draw_preview(self, surface, view, legal):
        speed = self.preview_speed(view)
        hint_dir = None
        if self.assist_move is not None:
            action, hint_dir = self.assist_move
            if view["phase"] == COIN and (self.selected is None or self.coin_action(self.selected) != tuple(action)):
                hint_dir = None
        if self.hovered is not None and view["phase"] in (COIN, SLIDE, START):
            pygame.draw.rect(surface, palette.DIM, self.square_rect(self.hovered), width=1, border_radius=6)
        if not speed or view["ship"] is None:
            return
        ship = view["ship"]
        colour = palette.ACCENT
        ends = self.ends(view)
        aimed = next((d for d, end in ends.items() if end == self.hovered), None) or hint_dir
        overlay = self._overlay(surface.get_size())
        for direction in DIRECTIONS:
            if direction != aimed:
                self._draw_path(overlay, [ship] + slide_path(ship, speed, direction), colour, 110)
        if aimed is not None:  # the slide under the mouse (or the hint's) drawn on top, brighter
            self._draw_path(overlay, [ship] + slide_path(ship, speed, aimed), palette.GOOD, 230)
        surface.blit(overlay, (0, 0))
        for direction, end in ends.items():
            rect = self.square_rect(end)
            good = direction == aimed
            common.glow_rect(surface, rect.inflate(-2, -2), palette.GOOD if good else colour, radius=8)
            words = assets.text(direction, 15, palette.INK, bold=True)
            tag = words.get_rect(midtop=(rect.centerx, rect.y + 2))
            pygame.draw.rect(surface, (10, 12, 30), tag.inflate(6, 2), border_radius=4)
            surface.blit(words, tag)

    def _overlay(self, size) -> pygame.Surface:
        made = getattr(self, "_paths", None)
        if made is None or made.get_size() != size:
            made = self._paths = pygame.Surface(size, pygame.SRCALPHA)
        made.fill((0, 0, 0, 0))
        return made

    def _draw_path(self, overlay, path, colour, alpha=150):
        """Dots along a slide; where it wraps, the line runs off one edge and comes back at the other."""
        chart = self.chart_rect
        for a, b in zip(path, path[1:], strict=False):
            pa, pb = self.square_rect(a).center, self.square_rect(b).center
            ca, cb = (a % 8, a // 8), (b % 8, b // 8)
            if abs(ca[0] - cb[0]) + abs(ca[1] - cb[1]) == 1:
                pygame.draw.line(overlay, (*colour, alpha), pa, pb, 3)
            else:  # a wrap: out through the edge, in from the opposite one
                if ca[1] == cb[1]:
                    out_x = chart.right if cb[0] < ca[0] else chart.left
                    in_x = chart.left if out_x == chart.right else chart.right
                    pygame.draw.line(overlay, (*colour, alpha), pa, (out_x, pa[1]), 3)
                    pygame.draw.line(overlay, (*colour, alpha), (in_x, pb[1]), pb, 3)
                    pygame.draw.circle(overlay, (*palette.HYPER, 220), (out_x, pa[1]), 5)
                    pygame.draw.circle(overlay, (*palette.HYPER, 220), (in_x, pb[1]), 5)
                else:
                    out_y = chart.bottom if cb[1] < ca[1] else chart.top
                    in_y = chart.top if out_y == chart.bottom else chart.bottom
                    pygame.draw.line(overlay, (*colour, alpha), pa, (pa[0], out_y), 3)
                    pygame.draw.line(overlay, (*colour, alpha), (pb[0], in_y), pb, 3)
                    pygame.draw.circle(overlay, (*palette.HYPER, 220), (pa[0], out_y), 5)
                    pygame.draw.circle(overlay, (*palette.HYPER, 220), (pb[0], in_y), 5)
            pygame.draw.circle(overlay, (*colour, 200), pb, 3)

    def _pawn_point(self, view):
        if self.glide:
            a, b = self.glide[0], self.glide[1] if len(self.glide) > 1 else self.glide[0]
            pa, pb = self.square_rect(a).center, self.square_rect(b).center
            t = min(1.0, self.glide_clock / GLIDE)
            if abs(a % 8 - b % 8) + abs(a // 8 - b // 8) != 1:
                return pb if t > 0.5 else pa  # across the edge in one blink
            return pa[0] + (pb[0] - pa[0]) * t, pa[1] + (pb[1] - pa[1]) * t
        return self.square_rect(view["ship"]).center

    def _draw_pawn(self, surface, view):
        if view["ship"] is None:
            return
        cell = self.square_rect(0).width
        size = max(18, int(cell * 0.5))
        x, y = self._pawn_point(view)
        pawn = assets.scaled("sprites/ge_pawn.png", (size, size)).copy()
        pawn.fill((*palette.seat_colour(0, self.safe), 255), special_flags=pygame.BLEND_RGBA_MULT)
        # the pawn stands at the coin's top right, so a planet's number stays readable under it
        surface.blit(pawn, pawn.get_rect(center=(int(x + cell * 0.26), int(y - cell * 0.22))))
        if view["speed"] == 0 and view["chart"][view["ship"]] != EMPTY and not self.glide:
            ring = self.square_rect(view["ship"]).inflate(-4, -4)
            pygame.draw.ellipse(surface, palette.GOOD, ring, width=2)

    def _draw_tray(self, surface, view, legal):
        self.coin_rects = {}
        keys = iter(("1", "2", "3", "4"))
        hint_coin = None
        if self.assist_move is not None and self.assist_move[0] and view["phase"] == COIN:
            action = tuple(self.assist_move[0])
            if action[0] in (THRUST, BRAKE):
                hint_coin = (SUN if action[0] == THRUST else MOON, action[1])
        for suit in (SUN, MOON):
            row = self.rows[suit]
            common.panel(surface, row)
            title = f"{SUIT_WORD[suit]} coins ({'Suns' if suit == SUN else 'Moons'})"
            surface.blit(assets.text(title, 20, SUIT_COLOUR[suit], bold=True), (row.x + 10, row.y + 6))
            # the Ace tile with the spent pile fanned on it
            u = self.u
            ace = pygame.Rect(row.x + 10, row.y + int(32 * u), int(92 * u), int(92 * u))
            pygame.draw.rect(surface, (16, 22, 48), ace, border_radius=10)
            pygame.draw.rect(surface, SUIT_COLOUR[suit], ace, width=2, border_radius=10)
            glyph = assets.scaled(f"sprites/ge_{suit}.png", (30, 30)).copy()
            glyph.fill((*SUIT_COLOUR[suit], 120), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(glyph, glyph.get_rect(center=ace.center))
            spent = view["spent"][suit]
            for i, value in enumerate(spent):
                small = coin_surface(suit, value, int(30 * u))
                surface.blit(small, (ace.x + 4 + (i % 3) * int(28 * u), ace.y + 4 + (i // 3) * int(44 * u)))
            label = assets.text(f"spent {len(spent)}", 14, palette.DIM)
            surface.blit(label, label.get_rect(midtop=(ace.centerx, ace.bottom - 16)))
            # the coins showing, with their keys
            showing = (list(view["showing"][suit]) + [None, None])[:2]
            x = ace.right + 14
            for value in showing:
                key = next(keys)
                rect = pygame.Rect(x, row.y + int(34 * u), int(66 * u), int(66 * u))
                if value is None:
                    pygame.draw.circle(surface, palette.PANEL_EDGE, rect.center, rect.width // 2 - 3, width=1)
                else:
                    coin = (suit, value)
                    self.coin_rects[coin] = rect
                    if coin == self.selected:
                        common.glow_rect(surface, rect.inflate(8, 8), palette.ACCENT, radius=36)
                    elif coin == hint_coin:
                        common.glow_rect(surface, rect.inflate(8, 8), palette.GOOD, radius=36)
                    surface.blit(coin_surface(suit, value, rect.width), rect)
                words = assets.text(f"[{key}]", 16, palette.INK if value is not None else palette.DIM)
                surface.blit(words, words.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
                x += int(80 * u)
            stack = 6 - len(spent) - len(view["showing"][suit])
            back = coin_surface(suit, None, int(34 * u), face_down=True)
            for i in range(min(stack, 3)):
                surface.blit(back, (row.right - int(46 * u) + i * 2, row.y + int(44 * u) - i * 3))
            words = assets.text(f"{stack} face down", 14, palette.DIM)
            surface.blit(words, words.get_rect(midtop=(row.right - int(29 * u), row.y + int(86 * u))))
        self._draw_gauges(surface, view)

    def _draw_gauges(self, surface, view):
        box = self.gauges
        common.panel(surface, box)
        size = 40
        speed = view["speed"]
        y = box.y + 8
        surface.blit(assets.text("Speed", 20, palette.ACCENT, bold=True), (box.x + 10, y))
        right = box.right - 10 - 2 * size - 6  # the refuel dice sit at the right edge
        surface.blit(assets.text("Refuels", 20, palette.ACCENT, bold=True), (right, y))
        y += 26
        for i, value in enumerate((min(5, speed), speed - min(5, speed))):
            surface.blit(die_surface(value, size), (box.x + 10 + i * (size + 6), y))
        refuels = view["refuels"]
        for i, value in enumerate((min(5, refuels), max(0, refuels - 5))):
            surface.blit(die_surface(value, size), (right + i * (size + 6), y))
        preview = self.preview_speed(view)
        if view["phase"] == COIN and preview is not None:
            words = assets.text(f"-> {preview}", 20, palette.ACCENT, bold=True)
            surface.blit(words, (box.x + 14 + 2 * (size + 6), y + 8))
        y += size + 10
        card = GalaxyExpressState.from_json(view).score_card()
        line = (
            f"Score now {card['total']}: {card['deliveries']}×20 − {card['refuels']}×10 + {card['coins_left']} coins"
        )
        y = common.blit_wrapped(surface, line, (box.x + 10, y), box.width - 20, 18, palette.INK)
        used = sum(card["assists"].values())
        if used:
            y = common.blit_wrapped(surface, f"Assists used: {used}", (box.x + 10, y), box.width - 20, 16, palette.BAD)
        if view["ship"] is not None and y < box.bottom - 20:
            where = f"Ship at {name_square(view['ship'])}"
            if view["speed"] == 0 and view["chart"][view["ship"]] != EMPTY:
                where += ", in orbit"
            y = common.blit_wrapped(surface, where, (box.x + 10, y), box.width - 20, 16, palette.DIM)
        keys = "Keys: 1-4 pick a coin · arrows slide · D deliver · R refuel · S can I still stop? · H hint"
        if y < box.bottom - 60:
            common.blit_wrapped(surface, keys, (box.x + 10, box.bottom - 52), box.width - 20, 16, palette.DIM)

    def _draw_queue(self, surface, view):
        box = self.queue_rect
        if box.height < 40:
            return
        common.panel(surface, box)
        surface.blit(assets.text("Delivery queue", 18, palette.GOOD, bold=True), (box.x + 10, box.y + 6))
        queue = view["queue"]
        x = box.x + 12
        big = max(40, min(76, box.height - 30))
        if view["phase"] in ("deal", "queue"):
            common.blit_wrapped(surface, "Setting up the chart…", (x, box.y + 34), 300, 18, palette.DIM)
            return
        if queue:
            head = coin_surface("crown", queue[0], big)
            surface.blit(head, (x, box.y + 26))
            label = assets.text(f"Next: planet {queue[0]}", 20, palette.INK, bold=True)
            surface.blit(label, (x + big + 10, box.y + 30))
            where = [sq for sq, v in enumerate(view["chart"]) if v == queue[0]]
            note = f"at {name_square(where[0])}" if where else "not found yet: scan"
            surface.blit(assets.text(note, 16, palette.DIM), (x + big + 10, box.y + 56))
            x += big + 10 + max(label.get_width(), 120) + 16
            room = box.right - x - 10 - (90 if view["delivered"] else 0)
            small = max(16, min(big // 2, room // max(1, len(queue) - 1 + len(view["delivered"])) - 4))
            for value in queue[1:]:
                if value == HIDDEN:
                    coin = coin_surface("crown", None, small, face_down=True)
                else:
                    coin = coin_surface("crown", value, small)
                surface.blit(coin, (x, box.y + 40))
                x += small + 4
            x += 16
        if view["delivered"]:
            surface.blit(assets.text("Delivered", 16, palette.DIM), (x, box.y + 22))
            small = max(16, min(big // 2 - 6, (box.right - x - 10) // len(view["delivered"]) - 3))
            for value in view["delivered"]:
                coin = coin_surface("crown", value, small).copy()
                coin.set_alpha(150)
                surface.blit(coin, (x, box.y + 44))
                x += small + 3
