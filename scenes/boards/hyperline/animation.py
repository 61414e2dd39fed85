"""Watching a move: each starship slides along its line through every sector it crosses, a tile just
laid turns over, a damaged or repaired component flashes as it flips, a research point flies from Nexxus
to the track. One timeline per batch of events, in seconds at the normal pace.
"""

from __future__ import annotations

import pygame

from scenes import palette

HOP = 0.22  # seconds per sector crossed, at the normal pace
FLIP = 0.35  # a tile turning over
FLASH = 0.6  # a component flipping to its damaged (or repaired) face
FLY = 0.7  # a research point flying to the track
PART_EVENTS = {
    "damage": palette.BAD,
    "repair": palette.GOOD,
    "recharge": palette.GOOD,
    "build": palette.ACCENT,
    "put": palette.ACCENT,
}


class Motion:
    def __init__(self):
        self.slides: dict[int, list[int]] = {}  # seat -> sectors, start first
        self.flips: list[int] = []
        self.flashes: list[tuple[int, int, tuple]] = []  # seat, part id, colour
        self.points: list[tuple[int, int]] = []  # seat, points after
        self.t = 0.0
        self.total = 0.0

    def clear(self):
        self.slides, self.flips, self.t, self.total = {}, [], 0.0, 0.0
        self.flashes, self.points = [], []

    @staticmethod
    def _plan(events):
        slides: dict[int, list[int]] = {}
        flips = []
        for event in events:
            kind = event["type"]
            if kind == "move":
                path = slides.setdefault(event["seat"], [event["from"]])
                if path[-1] != event["from"]:
                    path.append(event["from"])
                path.append(event["to"])
            elif kind in ("tile", "face_up", "face_down"):
                flips.append(event["sector"])
        return slides, flips

    @staticmethod
    def _marks(events):
        flashes = [
            (e["seat"], e["part"], PART_EVENTS[e["type"]]) for e in events if e["type"] in PART_EVENTS and "part" in e
        ]
        points = [(e["seat"], e["points"]) for e in events if e["type"] == "research_point"]
        return flashes, points

    def length(self, events) -> float:
        slides, flips = self._plan(events)
        flashes, points = self._marks(events)
        longest = max((len(p) - 1 for p in slides.values()), default=0)
        return max(longest * HOP + (FLIP if flips else 0.0), FLASH if flashes else 0.0, FLY if points else 0.0)

    def start(self, events, pace: float):
        self.clear()
        if not pace:
            return
        self.slides, self.flips = self._plan(events)
        self.flashes, self.points = self._marks(events)
        self.total = self.length(events)

    def flash(self, seat: int, part_id: int):
        """The colour and strength (0-1) a component of `seat` flashes with now, or None."""
        for who, part, colour in self.flashes:
            if who == seat and part == part_id and self.t < FLASH:
                return colour, 1.0 - self.t / FLASH
        return None

    def draw_points(self, surface, geo, boxes, nexxus, colour_of):
        """Research points on their way from Nexxus to the track."""
        if self.t >= FLY:
            return
        f = self.t / FLY
        for seat, points in self.points:
            target = boxes[min(points, len(boxes) - 1)].center
            x = nexxus[0] + (target[0] - nexxus[0]) * f
            y = nexxus[1] + (target[1] - nexxus[1]) * f - 60 * f * (1 - f) * 4 * 0.5
            pygame.draw.circle(surface, colour_of(seat), (int(x), int(y)), max(5, int(geo.cell * 0.18)))
            pygame.draw.circle(surface, palette.INK, (int(x), int(y)), max(5, int(geo.cell * 0.18)), 2)

    @property
    def busy(self) -> bool:
        return self.t < self.total

    def update(self, dt: float, pace: float):
        if self.busy:
            self.t = min(self.total, self.t + (dt / pace if pace else self.total))
            if not self.busy:
                self.clear()

    def positions(self, geo):
        """(seats not drawn at their sector, seat -> where each sliding ship is now)."""
        found = {}
        for seat, path in self.slides.items():
            hop = min(len(path) - 1.0, self.t / HOP)
            i = int(hop)
            if i >= len(path) - 1:
                found[seat] = geo.centre(path[-1])
                continue
            a, b = geo.centre(path[i]), geo.centre(path[i + 1])
            f = hop - i
            (ra, ca), (rb, cb) = divmod(path[i], 9), divmod(path[i + 1], 9)
            if abs(ra - rb) > 1 or abs(ca - cb) > 1:  # a loop line: off one edge, back by the other
                found[seat] = a if f < 0.5 else b
                continue
            found[seat] = (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)
        return (), found

    def draw(self, surface, geo):
        """A tile being laid shows as a shrinking veil (it turns over)."""
        if not self.flips:
            return
        f = max(0.0, 1.0 - self.t / FLIP) if self.total else 0.0
        if f <= 0:
            return
        for sector in self.flips:
            rect = geo.sector_rect(sector)
            veil = rect.inflate(-int(rect.width * (1 - f)), 0)
            pygame.draw.rect(surface, (22, 26, 52), veil)
            pygame.draw.rect(surface, palette.GLOW, veil, 1)
