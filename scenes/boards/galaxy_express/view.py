"""Galaxy Express's table: the star chart from assets/maps/galaxy_express.tmx, planet coins, the pawn,
the Thrust and Brake coins with their spent piles, the speed and refuel dice, and the delivery queue.

Choosing a coin (1-4 or a click) previews the speed it gives and the up-to-four squares the slide
could end on, paths and wraps drawn; an arrow key or a click on a lit square spends the coin and
slides. Everything drawn comes from `view(0)`; legality and scores from the rules module.
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from game.ai.galaxy_express_advice import advise, delivery_reach
from game.rules.galaxy_express import (
    DIRECTIONS,
    EMPTY,
    HIDDEN,
    MOON,
    SUN,
    GalaxyExpressState,
    slide_path,
)
from game.words import _, word
from scenes import assets, palette
from scenes.boards.base import Board
from scenes.boards.galaxy_express.art import coin_surface, pawn_surface
from scenes.boards.galaxy_express.input import GalaxyExpressInput
from scenes.boards.galaxy_express.tray import GalaxyExpressTray
from scenes.boards.galaxy_express.words import direction_word, hint_words, reach_words
from scenes.boards.kit import Layer, MapBoard, glow_rect
from scenes.boards.props import ACTION, DROP, TOAST, Said

TRAY = 318  # the coins, dice and gauges beside the chart (at 1280 x 720; it shrinks to 250 in small windows)
QUEUE_H = 108  # the delivery queue under the chart
LABEL = 16  # column letters and row numbers around the chart
GLIDE = 0.07  # seconds per square of a slide at normal pace
FLIP = 0.45  # seconds for a scanned coin to turn over
SOUNDS = {"coin": "place", "slide": "hyperspace", "scan": "flip", "deliver": "turn", "refuel": "roll",
          "lost": "error", "assist": "click"}  # fmt: skip


class GalaxyExpressBoard(GalaxyExpressInput, GalaxyExpressTray, Board):
    SOUNDS = SOUNDS

    def __init__(self):
        super().__init__()
        self.map = MapBoard("maps/galaxy_express.tmx", layers=("chart",))
        self.cells = self.map.object_rects("squares", lambda obj: int(obj.properties["square"]))
        if sorted(self.cells) != list(range(48)):
            raise assets.AssetError("damaged asset: maps/galaxy_express.tmx does not hold squares 0 to 47")
        self.screen_cells: dict[int, pygame.Rect] = {}
        self.selected = None  # (suit, value): the coin being looked at, not yet spent
        self.pending = None  # the slide to make as soon as the chosen coin is spent: a direction (a key), or the
        # square a click aimed at
        self.hovered = None
        self.assist_answer = None  # the last assist's answer (worded when shown: the language may change), kept
        # until the next move
        self.assist_move = None  # (action, direction) a hint proposed
        self.clock = 0.0
        self.score_place = None
        self.paths = Layer()  # the slides a coin would give, drawn see-through over the chart
        self.assist_toast = False  # the assist's answer is on screen: it goes with the position it spoke of

    def layout(self, rect):
        super().layout(rect)
        tray = int(max(250, min(TRAY * 1.3, rect.width * 0.3 if rect.width > 1000 else rect.width * 0.34)))
        self.u = u = tray / TRAY  # the tray's scale: its coins shrink with it
        room = pygame.Rect(
            rect.x + LABEL, rect.y + LABEL, rect.width - tray - 14 - LABEL, rect.height - QUEUE_H - LABEL
        )
        self.map.fit(room, top=True)
        self.chart_rect = self.map.rect
        self.screen_cells = {sq: self.map.screen_rect(cell, round) for sq, cell in self.cells.items()}
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

    def square_rect(self, square: int) -> pygame.Rect:
        return self.screen_cells[square]

    def square_at(self, pos) -> int | None:
        return next((sq for sq, rect in self.screen_cells.items() if rect.collidepoint(pos)), None)

    def spot(self, spot_id):
        """A lesson's spots (docs/lessons.md): "square:N" (0-47), "ship", "planet:<value>", "coin:<key 1-4>",
        "tray:thrust", "tray:brake", "tray:speed" (also "dice"), "tray:queue"."""
        kind, _, name = spot_id.partition(":")
        view = self.props.view if self.props is not None else {}
        if kind == "square" and name.isdigit():
            found = self.screen_cells.get(int(name))
        elif spot_id == "ship" and "ship" in view:
            found = self.screen_cells.get(view["ship"])
        elif kind == "planet" and name.isdigit() and "chart" in view:
            found = next((self.screen_cells[sq] for sq, v in enumerate(view["chart"]) if v == int(name)), None)
        elif kind == "coin" and "showing" in view:
            found = next((rect for key, _suit, _value, rect in self.coin_places(view) if key == name), None)
        else:
            trays = {"tray:thrust": self.rows[SUN], "tray:brake": self.rows[MOON], "tray:speed": self.gauges,
                     "dice": self.gauges, "tray:queue": self.queue_rect}  # fmt: skip
            found = trays.get(spot_id)
        return None if found is None else pygame.Rect(found)

    # --- following the game ---------------------------------------------------------------------
    def sync(self, view):
        self.timeline.clear()
        self.selected = None
        self.pending = None
        self.facing = None  # no view holds it: after a jump the ship's last warp is not known
        self.assist_answer = None
        self.assist_move = None
        self._drop_assist_toast()

    def _drop_assist_toast(self):
        """A hint's words stayed six seconds after its move was made, talking of a position already left."""
        if self.assist_toast:
            self.say(DROP, "assist")
        self.assist_toast = False

    def animate(self, events, view):
        self.timeline.clear()
        kinds = {e["type"] for e in events}
        if kinds != {"assist"}:
            hinted_slide = (self.assist_move or (None, None))[1] is not None
            self.assist_answer = None
            self.assist_move = None
            if not (hinted_slide and self.asking.ask == "slide"):  # "Thrust 2, then slide right" holds to the slide
                self._drop_assist_toast()
        start = 0.0  # a scan's coins turn over once the ship has stopped
        for event in events:
            kind = event["type"]
            if kind == "slide":
                self.facing = event.get("direction", self.facing)
                squares = [event["from"]] + list(event["path"])
                start += self.timeline.add(GLIDE * len(event["path"]), start, tag="slide", squares=squares).duration
            elif kind == "scan":
                start += self.timeline.add(FLIP, start, tag="flip", squares=set(event["squares"])).duration
            elif kind == "coin":
                self.selected = None
            elif kind == "assist":
                self.assist_answer = self._assist_answer(event, view)
                said = self.assist_note
                if said:
                    self._drop_assist_toast()
                    self.say(TOAST, Said(said, "good", 6, tag="assist"))
                    self.assist_toast = True
            elif kind in ("won", "lost"):
                self._record_score(view)
        if self.asking.ask not in ("coin", "slide"):
            self.selected = None

    def _assist_answer(self, event, view):
        """An assist's answer, to be worded in the pilot's language: the Hint's advice (asked of game/ai: the rules
        count the asking), or the rules' own "Can I still stop?" answer, which in orbit becomes the next delivery's
        reach."""
        if event["kind"] == "hint":
            hint = advise(view)
            self.assist_move = (hint["action"], hint["direction"])
            return partial(hint_words, hint)
        if event.get("coins") == 0:  # in orbit: the useful question is the next delivery's reach
            return partial(reach_words, delivery_reach(view))
        return partial(word, event["text"]) if event.get("text") else None

    @property
    def assist_note(self) -> str | None:
        """The last assist's answer in the language spoken now, shown in the prompt until the next move."""
        return self.assist_answer() if self.assist_answer is not None else None

    def _record_score(self, view):
        from game.saves.scores import record_game
        from game.words import word

        card = GalaxyExpressState.from_json(view).score_card()
        _, self.score_place, problem = record_game(card, self.props.seed)
        if problem:
            self.say(TOAST, Said(word(problem), "error", 10))

    def pause_after(self, events, pace):
        """Setup steps and coins turned up pass quickly; moves keep the usual pace and their animation."""
        if not events or all(e["type"] in ("planet", "crown", "queue") for e in events):
            return 0.0
        if all(e["type"] == "draw" for e in events):
            return 0.25 * pace
        return None

    def update(self, dt):
        super().update(dt)
        self.clock += dt
        if self.pending is not None and self.props is not None and self.props.acting and self.asking.ask == "slide":
            aim, self.pending = self.pending, None
            direction = self.aimed_at(self.props.view, aim) if isinstance(aim, int) else aim
            if direction is not None:
                self.say(ACTION, ("slide", direction))  # the coin is spent: the slide it was aimed for follows

    def hover(self, pos):
        self.hovered = self.square_at(pos)

    # --- drawing ----------------------------------------------------------------------------------------------
    def paint_cloth(self, cloth):
        self.map.blit(cloth)
        self._draw_labels(cloth)
        self.paint_tray(cloth)

    def draw(self, surface, view, legal, hint=None):
        still = self.asking.ask != "start" and not self.timeline.pending("flip")  # planets neither pulse nor turn
        key = (repr(view), repr(legal), self.selected, repr(self.assist_move), still)
        self.draw_table(surface, key, lambda table: self._draw_still(table, view, legal, still))
        if not still:
            self._draw_planets(surface, view)
        self._draw_preview(surface, view, legal)
        self._draw_pawn(surface, view)

    def _draw_still(self, surface, view, legal, planets: bool):
        """What only changes with a move or a choice: one picture until then."""
        if planets:
            self._draw_planets(surface, view)
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
        start = self.asking.ask == "start"
        launches = set(self.props.legal) if self.props is not None else set()
        number = 0  # at launch, planets are numbered for the keys 1-6
        flips = {sq: tween.raw * FLIP for tween in self.timeline.pending("flip") for sq in tween["squares"]}
        for square, value in enumerate(view["chart"]):
            if value == EMPTY:
                continue
            rect = self.square_rect(square)
            flip = flips.get(square)
            if value == HIDDEN:
                coin = coin_surface("arms", None, size, face_down=True)
            elif flip is not None:
                t = flip / FLIP
                coin = coin_surface("arms", value, size, face_down=t < 0.5)
                width = max(2, int(size * abs(math.cos(math.pi * t))))
                coin = pygame.transform.smoothscale(coin, (width, size))
            else:
                coin = coin_surface("arms", value, size)
            if start and value == HIDDEN and ("start", square) in launches:  # what may be chosen now only
                pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
                glow_rect(surface, rect.inflate(-6, -6), palette.GOOD, width=2 + int(pulse * 2), radius=10)
            if value >= 0 and view["queue"] and value == view["queue"][0]:
                glow_rect(surface, rect.inflate(-4, -4), palette.GOOD, radius=10)
            surface.blit(coin, coin.get_rect(center=rect.center))
            if start:
                number += 1
                tag = assets.text(str(number), 20, palette.SPACE, bold=True)
                badge = pygame.Rect(0, 0, 22, 22)
                badge.topleft = (rect.x + 2, rect.y + 2)
                pygame.draw.circle(surface, palette.GOOD, badge.center, 11)
                surface.blit(tag, tag.get_rect(center=badge.center))
            if value >= 0 and value in view["delivered"]:
                # Translators: under a planet coin whose delivery is made; a short word ("erledigt").
                done = _("done")
                points = 14  # a small window's square is narrow: the word shrinks to stay inside it
                while points > 9 and assets.font(points, True).size(done)[0] > rect.width - 6:
                    points -= 1
                tick = assets.text(done, points, palette.GOOD, bold=True)
                surface.blit(tick, tick.get_rect(midbottom=(rect.centerx, rect.bottom - 1)))

    def _draw_preview(self, surface, view, legal):
        speed = self.preview_speed(view)
        hint_dir = None
        if self.assist_move is not None:
            action, hint_dir = self.assist_move
            other_coin = self.selected is None or self.coin_action(self.selected) != tuple(action)
            if self.asking.ask == "coin" and other_coin:
                hint_dir = None
        if self.hovered is not None and self.asking.ask in ("coin", "slide", "start"):
            pygame.draw.rect(surface, palette.DIM, self.square_rect(self.hovered), width=1, border_radius=6)
        if not speed or view["ship"] is None:
            return
        ship = view["ship"]
        colour = palette.ACCENT
        ends = self.ends(view)
        hovered = self.shown_way(view, self.hovered, legal) if self.hovered is not None else None
        aimed = hovered or hint_dir
        layer = self.paths
        if layer.begin(self.chart_rect.inflate(24, 24), (ship, speed, aimed)):
            for direction in DIRECTIONS:
                if direction != aimed:
                    self._draw_path(layer, [ship] + slide_path(ship, speed, direction), colour, 110)
            if aimed is not None:  # the slide under the mouse (or the hint's) drawn on top, brighter
                self._draw_path(layer, [ship] + slide_path(ship, speed, aimed), palette.GOOD, 230)
        layer.blit(surface)
        tagged = set()
        for direction, end in ends.items():
            way = self.shown_way(view, end, legal)
            if way not in (None, direction):
                continue  # two ways end here: the square says the one a click takes
            rect = self.square_rect(end)
            good = aimed is not None and ends[aimed] == end
            glow_rect(surface, rect.inflate(-2, -2), palette.GOOD if good else colour, radius=8)
            words = assets.text(direction_word(direction), 15, palette.INK, bold=True)
            if end in tagged:  # both ways, not chosen yet: the second's word at the square's foot
                tag = words.get_rect(midbottom=(rect.centerx, rect.bottom - 2))
            else:
                tag = words.get_rect(midtop=(rect.centerx, rect.y + 2))
            tagged.add(end)
            pygame.draw.rect(surface, (10, 12, 30), tag.inflate(6, 2), border_radius=4)
            surface.blit(words, tag)

    def shown_way(self, view, square, legal) -> str | None:
        """The way the preview says a click on `square` takes: None where two ways end there and the coin is still
        to be spent, since a click then is warped when the slide is asked (a lesson's next step may await either)."""
        ways = [d for d, end in self.ends(view).items() if end == square]
        if len(ways) > 1 and self.asking.ask != "slide":
            return None
        return self.aimed_at(view, square, legal)

    def _draw_path(self, layer, path, colour, alpha=150):
        """Dots along a slide; where it wraps, the line runs off one edge and comes back at the other."""
        chart = self.chart_rect
        for a, b in zip(path, path[1:], strict=False):
            pa, pb = self.square_rect(a).center, self.square_rect(b).center
            ca, cb = (a % 8, a // 8), (b % 8, b // 8)
            if abs(ca[0] - cb[0]) + abs(ca[1] - cb[1]) == 1:
                layer.line((*colour, alpha), pa, pb, 3)
            elif ca[1] == cb[1]:  # a wrap: out through the edge, in from the opposite one
                out_x = chart.right if cb[0] < ca[0] else chart.left
                in_x = chart.left if out_x == chart.right else chart.right
                layer.line((*colour, alpha), pa, (out_x, pa[1]), 3)
                layer.line((*colour, alpha), (in_x, pb[1]), pb, 3)
                layer.circle((*palette.HYPER, 220), (out_x, pa[1]), 5)
                layer.circle((*palette.HYPER, 220), (in_x, pb[1]), 5)
            else:
                out_y = chart.bottom if cb[1] < ca[1] else chart.top
                in_y = chart.top if out_y == chart.bottom else chart.bottom
                layer.line((*colour, alpha), pa, (pa[0], out_y), 3)
                layer.line((*colour, alpha), (pb[0], in_y), pb, 3)
                layer.circle((*palette.HYPER, 220), (pa[0], out_y), 5)
                layer.circle((*palette.HYPER, 220), (pb[0], in_y), 5)
            layer.circle((*colour, 200), pb, 3)
        layer.stroke()

    def _pawn_point(self, view):
        slide = self.timeline.pending("slide")
        if slide:
            squares = slide[0]["squares"]
            step, t = divmod(slide[0].raw * (len(squares) - 1), 1.0)
            a, b = squares[int(step)], squares[min(int(step) + 1, len(squares) - 1)]
            pa, pb = self.square_rect(a).center, self.square_rect(b).center
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
        pawn = pawn_surface(size, palette.seat_colour(0, self.safe))
        # the pawn stands at the coin's top right, so a planet's number stays readable under it
        surface.blit(pawn, pawn.get_rect(center=(int(x + cell * 0.26), int(y - cell * 0.22))))
        if view["speed"] == 0 and view["chart"][view["ship"]] != EMPTY and not self.timeline.pending("slide"):
            ring = self.square_rect(view["ship"]).inflate(-4, -4)
            pygame.draw.ellipse(surface, palette.GOOD, ring, width=2)

