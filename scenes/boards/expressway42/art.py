"""42's pieces as the window draws them: planets with their lanes, laid and ghost tiles, capture arrows,
facilities popping up and moving, the points of the final scoring."""

import math

import pygame

from game.rules.expressway42 import (
    INTERIOR,
    LICENCE,
    PLANET_AT,
    PLANETS,
    SMALL,
)
from game.words import _
from scenes import assets, common, palette
from scenes.boards.kit import glow_rect
from scenes.bounded import MB, by_bytes

TRAY = 236  # the score track and the piles, right of the board
SPRITES = {"interchange": "interchange", "twin arcs": "twin_arcs", "single arc": "single_arc",
           "single diagonal": "single_diagonal"}
PLANET_TINT = {2: (150, 168, 215), 3: (196, 186, 240), 4: (246, 236, 255)}
PLANET_SIZE = {2: 0.15, 3: 0.19, 4: 0.235}  # radius in cells
LABEL_DISC = 13  # the smallest disc (px across) that holds a planet's number in the 12 px type labels never go below
LANE = (186, 140, 255)


def phase_title(asking) -> str:
    """The title under the board for what the decision asks (the rules' phase table)."""
    if asking.over:
        return _("Final scoring")
    ask = asking.ask
    if ask in ("pile", "large tile"):
        return _("Phase 1: lay large tiles")
    if ask == "small tile":
        return _("Phase 1: small tiles")
    if ask == "facility":
        return _("Phase 1: place a facility")
    if ask == "capture":
        return _("Phase 2: takeovers")
    return ""


def _raw(view, seat) -> int:
    """Points ever scored: the track position plus 42 per licence paid (only ever grows)."""
    return view["scores"][seat] + LICENCE * view["licences"][seat]


def _track(raw: float) -> float:
    """Where on the 0-42 track a running total stands (42 + 1 is 1 again, after a licence)."""
    if raw <= 0:
        return 0.0
    return (raw - 1) % LICENCE + 1


@by_bytes(4 * MB)
def _halo(radius: int, alpha: int) -> pygame.Surface:
    halo = pygame.Surface((radius * 4, radius * 4), pygame.SRCALPHA)
    pygame.draw.circle(halo, (*palette.ACCENT, alpha), (radius * 2, radius * 2), radius * 2 - 2, 2)
    return halo


class ExpresswayArt:
    """Drawing on the board; the board gives `cell`, `point`, `planet_point`, `timeline`, `clock`, `cursor`."""

    def planet_radius(self, value: int) -> int:
        """A planet's disc, bigger for a bigger value; never too small for its number (at 1024x600 a 2's disc was
        8 px and its 12 px "2" spilt over it, unreadable): the sizes grow together, so a 4 stays the biggest."""
        grow = max(1.0, LABEL_DISC / (2 * self.cell * PLANET_SIZE[2]))
        return int(self.cell * PLANET_SIZE[value] * grow)

    def _draw_planets(self, surface, view, state):
        values, owner = view["values"], view["owner"]
        demolished = set(state.demolished_planets())
        for p in range(len(PLANETS)):
            if p in demolished:
                continue
            x, y = self.planet_point(p)
            value = values[p] or 2
            radius = self.planet_radius(value)
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

    def _draw_halos(self, surface, view, state):
        """A pulsing ring round each planet one lane short of complete (drawn over the still picture)."""
        demolished = set(state.demolished_planets())
        for p in range(len(PLANETS)):
            if p not in demolished and INTERIOR[p] and state.completable(p) and state.conn[p] == 3:
                x, y = self.planet_point(p)
                radius = self.planet_radius(view["values"][p] or 2)
                pulse = 0.5 + 0.5 * math.sin(self.clock * 3 + p)
                surface.blit(_halo(radius, int(50 + 60 * pulse)), (x - radius * 2, y - radius * 2))

    def _draw_choices(self, surface, view, state, legal, hint):
        ask = self.asking.ask
        if ask == "small tile":  # where a small tile may go
            shade = self._free_shade()
            for a in legal:
                surface.blit(shade, self.point(a[1], a[2]))
        if ask in ("large tile", "small tile"):
            action = self.ghost_action(view)
            if hint is not None and hint[0] in ("place", "small"):
                self._draw_ghost(surface, view, hint, colour=palette.GOOD)
            if action is not None and self.preview(view, action) is not None:
                self._draw_ghost(surface, view, action)
            centres = {tuple(a[1:3]) for a in legal} if ask == "large tile" else ()
            if len(centres) <= 12:  # the last spots for a large tile are hard to find: ring them
                for x, y in centres:
                    pygame.draw.circle(surface, palette.GOOD, self.point(x, y), int(self.cell * 0.33), 2)
        if hint is not None and hint[0] == "pile" and hint[1] in self.pile_rects:
            glow_rect(surface, self.pile_rects[hint[1]].inflate(6, 6), palette.GOOD, radius=8)
        if hint is not None and hint[0] in ("facility", "capture"):
            spot = self.planet_point(PLANET_AT[tuple(hint[-2:])])
            pygame.draw.circle(surface, palette.GOOD, spot, int(self.cell * 0.45), 4)
        if ask == "facility":
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
        glow_rect(surface, rect, colour or palette.ACCENT, width=2, radius=6)
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
            words = f"+{points}" if built else f"+{points}?" if built is None else _("no facility left")
            self._tag(surface, words, palette.GOOD, (px, py - self.cell * 0.3))

    def _draw_captures(self, surface, view, state, active):
        if self.asking.ask != "capture":
            return
        seat = view["current"]
        colour = palette.seat_colour(seat, self.safe) if active else palette.DIM
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
        moves = state.captures(seat)
        if not moves:
            return
        layer = self.arrows
        layer.begin(self.map.rect)
        alpha = int(255 * (0.5 + 0.5 * pulse))
        for index, move in enumerate(moves):
            a = self.planet_point(PLANET_AT[move[1:3]])
            b = self.planet_point(PLANET_AT[move[3:5]])
            chosen = (self.source == PLANET_AT[move[1:3]]) or (active and self.cursor == index)
            self._arrow(layer, a, b, (*colour, alpha), 7 if chosen else 5)
            if active:
                layer.circle((*palette.BAD, 255), b, int(self.cell * 0.34) + int(3 * pulse), 2)
            layer.stroke()
        for chosen, ring in ((self.source, colour), (self.prey, palette.BAD)):
            if chosen is not None and active:  # the facility a click chose stays lit until the move
                layer.circle((*ring, 255), self.planet_point(chosen), int(self.cell * 0.46), 5)
                layer.stroke()
        layer.blit(surface)

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
        layer.line((5, 6, 15, 230), start, end, width + 4)
        layer.polygon((5, 6, 15, 230), [end, left, right], 0)
        layer.line(colour, start, end, width)
        layer.polygon(colour, [end, left, right])

    def _draw_facilities(self, surface, view):
        owner = view["owner"]
        size = max(14, int(self.cell * 0.56))
        popping = {step["planet"]: step.raw for step in self.timeline.pending("facility")}
        capture = next(iter(self.timeline.pending("capture")), None)
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
                k = capture.raw
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
        step = next(iter(self.timeline.running("final")), None)
        if step is None:
            return
        a, b = self.planet_point(step["planet"]), self.planet_point(step["to"])
        colour = palette.seat_colour(step["seat"], self.safe)
        pygame.draw.line(surface, colour, a, b, 5)
        pygame.draw.circle(surface, palette.ACCENT, a, int(self.cell * 0.3), 3)
        k = step.raw
        self._tag(surface, f"+{step['points']}", colour, (b[0], b[1] - self.cell * 0.3 - 14 * k), 26)

