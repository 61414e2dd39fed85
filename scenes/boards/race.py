"""Hyperspace Race's table: the 99-square track from assets/maps/race.tmx, pawns, the die and battles."""

from __future__ import annotations

import math
import random

import pygame

from game.rules.race import ADVANCE, BATTLE, CHOOSE, FINAL, LEAVE, next_hyperspace
from scenes import assets, common, palette
from scenes.boards.base import Board

TRAY = 230  # width of the die tray and battle report beside the track
GLIDE = 14.0  # squares per second at normal speed


class RaceBoard(Board):
    def __init__(self, scene):
        super().__init__(scene)
        tmx = assets.tiled_map("maps/race.tmx")
        self.tmx = tmx
        self.map_size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
        self.squares: dict[int, pygame.Rect] = {}
        self.hyperspace: set[int] = set()
        for obj in tmx.get_layer_by_name("squares"):
            number = int(obj.properties.get("square", obj.name))
            self.squares[number] = pygame.Rect(int(obj.x), int(obj.y), int(obj.width), int(obj.height))
            if obj.properties.get("hyperspace"):
                self.hyperspace.add(number)
        if sorted(self.squares) != list(range(1, FINAL + 1)):
            raise assets.AssetError("damaged asset: maps/race.tmx does not hold squares 1 to 99")
        self.static = self._paint_static()
        self.scaled = None
        self.scale = 1.0
        self.origin = (0, 0)
        self.shown: list[float] = []
        self.target: list[int] = []
        self.die = 1
        self.die_owner = None
        self.rolling = 0.0
        self.report: list[tuple[str, tuple]] = []
        self.clock = 0.0
        self.flicker = random.Random(7)
        self.hovered = None

    # --- the picture that never changes ---------------------------------------------------
    def _paint_static(self) -> pygame.Surface:
        surface = pygame.Surface(self.map_size, pygame.SRCALPHA)
        centres = [self.squares[n].center for n in range(1, FINAL + 1)]
        pygame.draw.lines(surface, (*palette.GLOW, 110), False, centres, 9)  # the route, glowing under the squares
        layer = self.tmx.get_layer_by_name("track")
        tw, th = self.tmx.tilewidth, self.tmx.tileheight
        for x, y, image in layer.tiles():
            if isinstance(image, pygame.Surface):
                surface.blit(image, (x * tw, y * th))
        for number, rect in self.squares.items():
            colour = palette.INK if number not in self.hyperspace else (235, 220, 255)
            label = assets.font(22, bold=number in self.hyperspace).render(str(number), True, colour)
            surface.blit(label, (rect.x + 5, rect.y + 3))
        start = assets.font(16).render("START", True, palette.GOOD)
        finish = assets.font(16).render("FINISH", True, palette.ACCENT)
        surface.blit(start, start.get_rect(midbottom=self.squares[1].midbottom).move(0, -3))
        surface.blit(finish, finish.get_rect(midbottom=self.squares[FINAL].midbottom).move(0, -3))
        return surface

    def layout(self, rect):
        super().layout(rect)
        room = pygame.Rect(rect.x, rect.y, rect.width - TRAY - 10, rect.height)
        self.scale = min(room.width / self.map_size[0], room.height / self.map_size[1])
        size = (int(self.map_size[0] * self.scale), int(self.map_size[1] * self.scale))
        self.scaled = pygame.transform.smoothscale(self.static, size)
        self.origin = (room.x + (room.width - size[0]) // 2, room.y + (room.height - size[1]) // 2)
        self.tray = pygame.Rect(rect.right - TRAY, rect.y, TRAY, rect.height)
        self.die_rect = pygame.Rect(0, 0, 96, 96)
        self.die_rect.midtop = (self.tray.centerx, self.tray.y + 44)

    def square_rect(self, number: int) -> pygame.Rect:
        rect = self.squares[number]
        s = self.scale
        return pygame.Rect(
            self.origin[0] + rect.x * s,
            self.origin[1] + rect.y * s,
            math.ceil(rect.width * s),
            math.ceil(rect.height * s),
        )

    def point(self, place: float) -> tuple[float, float]:
        """Screen position of a pawn between squares (for gliding)."""
        low = max(1, min(FINAL, int(math.floor(place))))
        high = min(FINAL, low + 1)
        a, b = self.square_rect(low).center, self.square_rect(high).center
        frac = place - low
        return a[0] + (b[0] - a[0]) * frac, a[1] + (b[1] - a[1]) * frac

    # --- following the game ---------------------------------------------------------------------
    def sync(self, view):
        self.target = list(view["pos"])
        self.shown = [float(p) for p in self.target]
        self.rolling = 0.0
        self.animating = False

    def animate(self, events, view):
        self.target = list(view["pos"])
        if len(self.shown) != len(self.target):
            self.shown = [float(p) for p in self.target]
        names = self.scene.names
        for event in events:
            kind = event["type"]
            if kind == "roll":
                self.die, self.die_owner = event["value"], event["seat"]
                self.rolling = 0.45 * self._pace()
                if event["purpose"] == "battle":
                    self.report.append((f"{names[event['seat']]} rolls {event['value']}", (event["seat"],)))
            elif kind == "battle":
                fighters = ", ".join(names[s] for s in event["seats"])
                self.report = [(f"Battle on hyperspace {event['squares'][0]}: {fighters}", ())]
            elif kind == "move" and event["why"] == "escape":
                self.report.append((f"{names[event['seat']]} escapes to {event['to']}", (event["seat"],)))
            elif kind == "move" and event["why"] == "fall_back":
                self.report.append((f"{names[event['seat']]} falls back to {event['to']}", (event["seat"],)))
            elif kind == "battle_result" and event.get("tie"):
                self.report.append(("A tie: they roll again", ()))
            elif kind == "battle_result" and event.get("stays") is not None:
                self.report.append((f"{names[event['stays']]} holds the square", (event["stays"],)))
        self.animating = True

    def animation_time(self, events):
        pace = self._pace()
        if not pace:
            return 0.0
        longest = max((abs(e["to"] - e["from"]) for e in events if e["type"] == "move"), default=0)
        rolled = 0.45 if any(e["type"] == "roll" for e in events) else 0.0
        return rolled + longest / GLIDE + 0.15

    def sounds(self, events):
        found = []
        for event in events:
            kind = event["type"]
            if kind == "roll":
                found.append("roll")
            elif kind == "battle":
                found.append("battle")
            elif kind == "move":
                found.append(
                    {"advance": "hyperspace", "escape": "hyperspace", "fall_back": "error"}.get(event["why"], "move")
                )
        return found[:2]

    def update(self, dt):
        self.clock += dt
        pace = self._pace()
        if self.rolling > 0:
            self.rolling = max(0.0, self.rolling - dt)
            self.flicker_face = self.flicker.randint(1, 6)
            return
        moving = False
        for seat, goal in enumerate(self.target):
            here = self.shown[seat]
            if here != goal:
                step = dt * GLIDE / pace if pace else abs(goal - here)
                here = min(goal, here + step) if goal > here else max(goal, here - step)
                self.shown[seat] = here
                moving = True
        self.animating = moving

    def hover(self, pos):
        self.hovered = next((n for n in self.squares if self.square_rect(n).collidepoint(pos)), None)

    # --- clicks and choices --------------------------------------------------------------------------
    def hit(self, pos, view):
        if self.die_rect.collidepoint(pos):
            if view["phase"] == CHOOSE:
                return "action", LEAVE
            return "roll", None
        number = next((n for n in self.squares if self.square_rect(n).collidepoint(pos)), None)
        if number is None:
            return None
        if view["phase"] != CHOOSE:
            return "reason", "Ships move by the die: roll it (Space, or click the die)."
        seat = view["current"]
        here = view["pos"][seat]
        if number == next_hyperspace(here):
            return "action", ADVANCE
        if number == here:
            return "action", LEAVE
        return "reason", (
            f"From hyperspace {here} a ship may only advance to {next_hyperspace(here)}, or leave hyperspace and roll."
        )

    def buttons(self, view, legal):
        if view["phase"] != CHOOSE or not legal:
            return []
        here = view["pos"][view["current"]]
        return [(f"Advance to {next_hyperspace(here)}  [A]", ADVANCE, "a"), ("Leave and roll  [L]", LEAVE, "l")]

    def prompt(self, view, seat, legal):
        here = view["pos"][seat]
        if view["phase"] == CHOOSE:
            return (
                f"You are on hyperspace square {here}: advance straight to hyperspace {next_hyperspace(here)}, "
                "or leave hyperspace and roll the die."
            )
        return "Your move."

    def seat_status(self, view, seat):
        return f"square {view['pos'][seat]}"

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface, view, legal, hint=None):
        surface.blit(self.scaled, self.origin)
        seat = view["current"]
        if legal and view["phase"] == CHOOSE:
            here = view["pos"][seat]
            ahead = next_hyperspace(here)
            common.glow_rect(surface, self.square_rect(ahead), palette.ACCENT, radius=6)
            common.glow_rect(surface, self.square_rect(here), palette.GLOW, radius=6)
            if hint is not None:
                target = ahead if hint == ADVANCE else here
                common.glow_rect(surface, self.square_rect(target).inflate(8, 8), palette.GOOD, radius=8)
        if self.hovered is not None:
            pygame.draw.rect(surface, palette.DIM, self.square_rect(self.hovered), width=1, border_radius=4)
        self._draw_pawns(surface, view)
        self._draw_tray(surface, view)

    def _draw_pawns(self, surface, view):
        size = max(18, int(40 * self.scale))
        crowd: dict[int, list[int]] = {}
        for seat, place in enumerate(self.shown):
            crowd.setdefault(round(place), []).append(seat)
        winner = view.get("winner")
        for seat, place in enumerate(self.shown):
            x, y = self.point(place)
            mates = crowd[round(place)]
            if len(mates) > 1:
                index = mates.index(seat)
                angle = 2 * math.pi * index / len(mates)
                spread = size * 0.35
                x, y = x + math.cos(angle) * spread, y + math.sin(angle) * spread
            colour = palette.seat_colour(seat, self.safe)
            if winner == seat:
                pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
                for ring in range(3):
                    radius = int(size * (0.8 + 0.25 * ring + 0.2 * pulse))
                    halo = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
                    pygame.draw.circle(halo, (*palette.ACCENT, 90 - ring * 25), (radius, radius), radius, width=3)
                    surface.blit(halo, (x - radius, y - radius))
            token = assets.token(palette.seat_shape(seat), colour, size)
            surface.blit(token, token.get_rect(center=(int(x), int(y))))

    def _draw_tray(self, surface, view):
        common.panel(surface, self.tray)
        surface.blit(assets.text("Die", 24, palette.ACCENT), (self.tray.x + 12, self.tray.y + 10))
        face = getattr(self, "flicker_face", self.die) if self.rolling > 0 else self.die
        die = assets.die(face, self.die_rect.width)
        if self.rolling > 0:
            die = pygame.transform.rotate(die, (self.rolling * 900) % 360)
        surface.blit(die, die.get_rect(center=self.die_rect.center))
        if self.die_owner is not None and self.rolling == 0:
            owner = self.scene.names[self.die_owner]
            words = assets.text(f"{owner} rolled {self.die}", 20, palette.DIM)
            surface.blit(words, words.get_rect(midtop=(self.tray.centerx, self.die_rect.bottom + 8)))
        y = self.die_rect.bottom + 44
        phase = view["phase"]
        title = "Battle!" if phase == BATTLE else "Last battle" if self.report else "Battles"
        surface.blit(assets.text(title, 24, palette.BAD if phase == BATTLE else palette.ACCENT), (self.tray.x + 12, y))
        y += 30
        if not self.report:
            common.blit_wrapped(
                surface,
                "Ships sharing a hyperspace square at the end of a round fight: roll a 1 to escape ahead; "
                "the highest roll holds, the others fall back 7.",
                (self.tray.x + 12, y),
                TRAY - 24,
                18,
                palette.DIM,
            )
            return
        for line, seats in self.report[-7:]:
            colour = palette.seat_colour(seats[0], self.safe) if seats else palette.INK
            y = common.blit_wrapped(surface, line, (self.tray.x + 12, y), TRAY - 24, 19, colour) + 4
