"""Watching a move: each starship slides along its line through every sector it crosses, and a tile
just laid turns over. One timeline per batch of events, in seconds at the normal pace.
"""

from __future__ import annotations

import pygame

from scenes import palette

HOP = 0.22  # seconds per sector crossed, at the normal pace
FLIP = 0.35  # a tile turning over


class Motion:
    def __init__(self):
        self.slides: dict[int, list[int]] = {}  # seat -> sectors, start first
        self.flips: list[int] = []
        self.t = 0.0
        self.total = 0.0

    def clear(self):
        self.slides, self.flips, self.t, self.total = {}, [], 0.0, 0.0

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

    def length(self, events) -> float:
        slides, flips = self._plan(events)
        longest = max((len(p) - 1 for p in slides.values()), default=0)
        return longest * HOP + (FLIP if flips else 0.0)

    def start(self, events, pace: float):
        self.clear()
        if not pace:
            return
        self.slides, self.flips = self._plan(events)
        self.total = self.length(events)

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
