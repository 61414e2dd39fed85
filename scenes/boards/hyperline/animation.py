"""Watching a move, on the board's one timeline (scenes/boards/kit): each starship slides along its line
through every sector it crosses (off one edge and in by the other on a loop line, straight across the galaxy
on a Ripshift or the Rips' free trip), a tile just laid turns over, a damaged or repaired component flashes as
it flips, a research point flies from Nexxus to the track. Durations are at the normal pace.
"""

from __future__ import annotations

import math

import pygame

import scenes.boards.hyperline.art as art
import scenes.boards.hyperline.galaxy_view as galaxy_view
from game.rules.hyperline.board import LOOP_PARTNER, SIZE
from scenes import palette
from scenes.boards.kit import ease_out, smooth

HOP = 0.22  # seconds per sector crossed
SLIDE_MOST = 0.7  # a whole slide, however long the jump: the normal pace, so a bot's turn never waits for it
RIP_HOPS = 3  # a Ripshift or the Rips' trip goes straight across the galaxy: as long as crossing three sectors
FLIP = 0.35  # a tile turning over
FLASH = 0.6  # a component flipping to its damaged (or repaired) face
FLY = 0.7  # a research point flying to the track
TOKEN = 0.9  # a tech token flying onto the planet that sold the component
ROLL = 0.6  # a die tumbling before it shows its face
REPORT = 4.0  # a fight that just ended, told in order over the galaxy (at least)
READ = 0.7  # each line of that report: a long fight's card stays long enough to be read (a click puts it away)
SIDES = 4  # Hyperline's dice have four faces (the direction die, the first-player and tight-scan rolls)
PART_EVENTS = {
    "damage": palette.BAD,
    "repair": palette.GOOD,
    "recharge": palette.GOOD,
    "build": palette.ACCENT,
    "put": palette.ACCENT,
}


def _hop(a: int, b: int) -> tuple[int, int] | None:
    """The hop from sector a to b in (rows, columns) when it is a loop line's (off one edge, in by the other;
    one sector on), else None (a neighbour, or a Rip's jump across the galaxy)."""
    if LOOP_PARTNER.get(a) != b:
        return None
    (ra, ca), (rb, cb) = divmod(a, SIZE), divmod(b, SIZE)
    return (0 if ra == rb else (1 if rb < ra else -1)), (0 if ca == cb else (1 if cb < ca else -1))


def _far(a: int, b: int) -> bool:
    (ra, ca), (rb, cb) = divmod(a, SIZE), divmod(b, SIZE)
    return (abs(ra - rb) > 1 or abs(ca - cb) > 1) and _hop(a, b) is None


def hop_lengths(path: list[int]) -> list[int]:
    """Each hop of `path` in sectors' worth of sliding: one, or RIP_HOPS straight across the galaxy."""
    return [RIP_HOPS if _far(path[i], path[i + 1]) else 1 for i in range(len(path) - 1)]


def slide_time(path: list[int]) -> float:
    """Seconds (normal pace) a ship takes along `path`: a sector's hop each, never longer than the pace."""
    return min(SLIDE_MOST, HOP * sum(hop_lengths(path)))


def slides(events) -> dict[int, list[int]]:
    """Seat -> the sectors its ship passes, start first (one path for all of a move's steps)."""
    found: dict[int, list[int]] = {}
    for event in events:
        if event["type"] == "move":
            path = found.setdefault(event["seat"], [event["from"]])
            if path[-1] != event["from"]:
                path.append(event["from"])
            path.append(event["to"])
    return found


class Motion:
    def __init__(self, timeline):
        self.timeline = timeline

    def start(self, events):
        """Lay the animations of `events` on the timeline (what is still playing was cleared by the board)."""
        add = self.timeline.add
        longest = 0.0
        for seat, path in slides(events).items():
            # it leaves at once (the log already says it went) and slows down as it arrives
            longest = max(longest, add(slide_time(path), ease=ease_out, tag="slide", seat=seat, path=path).end)
        for event in events:
            kind = event["type"]
            if kind in ("tile", "face_up", "face_down"):
                add(FLIP, tag="flip", sector=event["sector"])
            elif kind in PART_EVENTS and "part" in event:
                add(FLASH, tag="flash", seat=event["seat"], part=event["part"], colour=PART_EVENTS[kind])
            elif kind == "token":
                add(
                    TOKEN,
                    ease=smooth,
                    tag="token",
                    seat=event["seat"],
                    tech=event["tech"],
                    start=event["from"],
                    goal=event["to"],
                )
            elif kind == "roll":
                add(ROLL, ease=smooth, tag="die", seat=event["seat"], value=event["value"], purpose=event["purpose"])
            elif kind == "research_point":
                add(FLY, longest, ease=smooth, tag="point", seat=event["seat"], points=event["points"])

    def report(self, report: dict, after: float) -> None:
        """Show how a fight that just ended went, once the dice thrown with it have landed."""
        self.timeline.add(max(REPORT, READ * len(report["lines"])) + after, tag="report", report=report, after=after)

    def reporting(self):
        """The fight report on show (a tween), or None."""
        found = self.timeline.pending("report")
        return found[0] if found else None

    def tumbling(self) -> list:
        """The dice still in the air (their faces are not shown yet)."""
        return self.timeline.pending("die")

    @staticmethod
    def tumble(tween) -> tuple[int, float]:
        """The face a tumbling die shows now and its turn in degrees: faces flicker, slowing down, and the
        die lands on its own face."""
        left = 1.0 - tween.progress
        if left <= 0.0:
            return tween["value"], 0.0
        flips = math.ceil(left * 11)  # the faces flicker, slower as the die comes down
        return (tween["value"] - 1 + flips) % SIDES + 1, left * 540.0

    def positions(self, geo):
        """(seats drawn here rather than at their sector, seat -> where each sliding ship is now)."""
        found = {}
        for tween in self.timeline.pending("slide"):
            path = tween["path"]
            lengths = hop_lengths(path)
            left = tween.progress * sum(lengths)
            i = 0
            while i < len(lengths) - 1 and left > lengths[i]:
                left -= lengths[i]
                i += 1
            f = min(1.0, left / lengths[i])
            a, b = geo.centre(path[i]), geo.centre(path[i + 1])
            wrap = _hop(path[i], path[i + 1])
            if wrap is not None:  # a loop line: off one edge, back in by the other
                dy, dx = wrap[0] * geo.cell, wrap[1] * geo.cell
                found[tween["seat"]] = (
                    (a[0] + dx * f, a[1] + dy * f) if f < 0.5 else (b[0] - dx * (1 - f), b[1] - dy * (1 - f))
                )
            else:  # a neighbour, or straight across the galaxy
                found[tween["seat"]] = (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)
        return set(found), found

    def flash(self, seat: int, part_id: int):
        """The colour and strength (0-1) a component of `seat` flashes with now, or None."""
        for tween in self.timeline.pending("flash"):
            if tween["seat"] == seat and tween["part"] == part_id:
                return tween["colour"], 1.0 - tween.raw
        return None

    def draw(self, surface, geo):
        """A tile being laid shows as a shrinking veil (it turns over)."""
        for tween in self.timeline.pending("flip"):
            f = 1.0 - tween.raw
            rect = geo.sector_rect(tween["sector"])
            veil = rect.inflate(-int(rect.width * (1 - f)), 0)
            if veil.width > 0:
                pygame.draw.rect(surface, (22, 26, 52), veil)
                pygame.draw.rect(surface, palette.GLOW, veil, 1)

    def draw_tokens(self, surface, geo, store_rect, colour_of):
        """Tech tokens flying onto the planet that sold a component: from the planet where they were, or from
        the Store for a first purchase; large while in flight, landing at the token's own size."""
        for tween in self.timeline.running("token"):
            f = tween.progress
            seat, tech = tween["seat"], tween["tech"]
            goal = galaxy_view.token_point(geo, seat, tech, tween["goal"])
            start = store_rect.center if tween["start"] is None else geo.centre(tween["start"])
            x = start[0] + (goal[0] - start[0]) * f
            y = start[1] + (goal[1] - start[1]) * f - 80 * f * (1 - f)
            size = max(8, int(geo.cell * (0.2 + 0.4 * (1 - f))))
            image = art.glyph("tech_token", size, colour_of(seat))
            pygame.draw.circle(surface, palette.ACCENT, (int(x), int(y)), size // 2 + 3, 2)
            surface.blit(image, image.get_rect(center=(int(x), int(y))))

    def draw_points(self, surface, geo, boxes, nexxus, colour_of):
        """Research points on their way from Nexxus to the track."""
        radius = max(5, int(geo.cell * 0.18))
        for tween in self.timeline.running("point"):
            f = tween.progress
            target = boxes[min(tween["points"], len(boxes) - 1)].center
            x = nexxus[0] + (target[0] - nexxus[0]) * f
            y = nexxus[1] + (target[1] - nexxus[1]) * f - 120 * f * (1 - f)
            pygame.draw.circle(surface, colour_of(tween["seat"]), (int(x), int(y)), radius)
            pygame.draw.circle(surface, palette.INK, (int(x), int(y)), radius, 2)
