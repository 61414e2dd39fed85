"""The combatants' ships on the fight screen (a mixin of FightPanel): each drawn front up (its sprites hold no
words), then turned so the quadrant its direction die gave faces the enemy, with the parts'
names written upright over it; a point on a turned ship is turned back onto its plan to find the component.
"""

from __future__ import annotations

import math

import pygame

import scenes.boards.hyperline.art as art
from game.rules.hyperline import ship as shipkit
from scenes import assets, common, palette
from scenes.boards.hyperline.combat_layout import label_spots, turned
from scenes.boards.hyperline.ship_view import ShipView
from scenes.boards.hyperline.sprite_words import label
from scenes.bounded import MB, by_bytes


@by_bytes(4 * MB)
def bare_component(kind: str, damaged: bool, size: int, angle: int) -> pygame.Surface:
    """A component's sprite as it is (the art holds no words; the names are written upright over the turned ship
    by draw_names), turned like art.component_image turns it."""
    image = art.component_image(kind, damaged, size, 0)
    if angle % 90:
        return pygame.transform.rotozoom(image, -angle, 0.72)  # as art.component_image turns a chamfered part
    return pygame.transform.rotate(image, -angle) if angle else image


def fight_plan(ship: dict, size: int) -> ShipView:
    """The ship's squares in a `size` square, as large as the ship allows (its parts' names must fit on them):
    ShipView keeps a ring of a square around the ship for floating shields and room for a title; here a ship
    without floating shields gets only a quarter square of margin, and no title. Centred in the square, so
    the picture turns about the ship's middle."""
    xs = [p["x"] for p in ship["parts"] if p["x"] is not None] or [0]
    ys = [p["y"] for p in ship["parts"] if p["y"] is not None] or [0]
    margin = 1.0 if any(p["x"] is None for p in ship["parts"]) else 0.5  # a half square each side, or a quarter
    wide, tall = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    cell = max(8, int(min(size / (wide + margin), size / (tall + margin), size / 3)))
    cols, rows = wide + 2, tall + 2  # ShipView's grid, its ring included
    rect = pygame.Rect(0, 0, cols * cell + 8, rows * cell + 28)  # ShipView's room: 8 wide, 28 tall (a title's 20)
    rect.x, rect.y = size // 2 - 4 - cols * cell // 2, size // 2 - 34 - rows * cell // 2
    return ShipView(rect, ship, max_cell=cell)


def paint_bare(picture, plan, ship, lit, loaded=0, colour=palette.INK) -> None:
    """The ship as ShipView paints it (sprites at their facings, loaded fighters in working Carrier Pods, Battle
    Pod boosts, lit parts, the Bridge's upgrades), with bare sprites."""
    for part in ship["parts"]:
        rect = plan.part_rect(part)
        angle = art.FACING_ANGLE[part["facing"]] if part["x"] is None else art.part_angle(part)
        image = bare_component(part["kind"], part["damaged"], plan.cell, angle)
        picture.blit(image, image.get_rect(center=rect.center))
        if part["kind"] == "carrier_pod" and not part["damaged"] and loaded > 0:
            loaded -= 1
            picture.blit(art.glyph("fighter_loaded", plan.cell, colour), rect)
        if shipkit.boosted(ship, part["id"]) and not part["damaged"]:
            picture.blit(art.glyph("boost", plan.cell), rect)
        if part["id"] in lit:
            common.glow_rect(picture, rect.inflate(2, 2), palette.GOOD, 2, 4)
    bridge, badge, offline = plan.square_rect(0, 0), max(8, plan.cell // 3), not shipkit.bridge_ok(ship)
    for i, upgrade in enumerate(ship["upgrades"]):
        picture.blit(art.upgrade_image(upgrade, offline, badge), (bridge.x + i * badge, bridge.bottom - badge))


class TurnedShips:
    """Needs `self.geo`, the fight screen's layout (FightPanel lays it out), and `self.motion`, the board's dice in
    the air."""

    def tumbling(self) -> set:
        """The seats whose direction die is still in the air."""
        return {tween["seat"] for tween in self.motion.tumbling() if tween["purpose"] == "direction"}

    def turn(self, view, side: str) -> int:
        """Degrees a side's ship is drawn turned: to its die's quadrant, front up while that die is in the air. The
        picture, its names and a click's part all take it from here (names placed for the landed turn over a ship
        still front up once called an upright ship's Scanner "Combat" and its Engine "Planetary")."""
        f = view["fight"]
        return 0 if f["sides"][side] in self.tumbling() else turned(side, f["dice"][side])

    def ship_picture(self, ship: dict, size: int, lit=(), dimmed=(), counting=(), loaded=0, colour=None):
        """The ship front up, its sprites without their printed words (the turned picture's names are written
        upright over it by draw_names); `loaded` fighters drawn in its Carrier Pods."""
        picture = pygame.Surface((size, size), pygame.SRCALPHA)
        plan = fight_plan(ship, size)
        paint_bare(picture, plan, ship, lit, loaded, colour or palette.INK)
        for part in ship["parts"]:
            rect = plan.part_rect(part)
            if part["id"] in dimmed:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((0, 0, 0, 150))
                picture.blit(shade, rect)
            if part["id"] in counting:
                pygame.draw.rect(picture, palette.ACCENT, rect.inflate(-2, -2), 3, border_radius=4)
        return picture

    def part_at(self, view, side: str, pos) -> dict | None:
        """The component of a side's turned ship under `pos`: the point is turned back onto the plan."""
        f = view["fight"]
        seat = f["sides"][side]
        box = self.geo.ships[side]
        if not isinstance(seat, int) or view["at"][seat] != f["sector"] or not box.collidepoint(pos):
            return None
        angle = math.radians(self.turn(view, side))
        dx, dy = pos[0] - box.centerx, pos[1] - box.centery
        x = dx * math.cos(angle) - dy * math.sin(angle)
        y = dx * math.sin(angle) + dy * math.cos(angle)
        plan = fight_plan(view["ships"][seat], box.width)
        return plan.part_at((box.width / 2 + x, box.height / 2 + y))

    def draw_names(self, surface, view, side: str, ship: dict) -> None:
        """Each part's name, upright on the turned ship (only the ship turns): a dark plate, then the word."""
        rects = [self.part_rect(view, side, p) for p in ship["parts"]]
        size = name_size([label(p["kind"]) for p in ship["parts"]], rects, self.geo.text - 2, self.geo.ships[side])
        words = [
            assets.text(label(p["kind"]), size, palette.DIM if p["damaged"] else palette.INK, bold=True)
            for p in ship["parts"]
        ]
        spots = label_spots([(rect, word.get_size()) for rect, word in zip(rects, words, strict=True)])
        for word, spot in zip(words, spots, strict=True):
            plate = pygame.Surface(spot.inflate(4, 0).size, pygame.SRCALPHA)
            plate.fill((8, 10, 24, 190))
            surface.blit(plate, spot.inflate(4, 0))
            surface.blit(word, spot)

    def part_rect(self, view, side: str, part: dict) -> pygame.Rect:
        """Where a component of a side's ship is drawn on the screen, turned with the ship."""
        box = self.geo.ships[side]
        seat = view["fight"]["sides"][side]
        plan = fight_plan(view["ships"][seat], box.width)
        rect = plan.part_rect(part)
        degrees = self.turn(view, side)
        angle = math.radians(degrees)
        dx, dy = rect.centerx - box.width / 2, rect.centery - box.height / 2
        x = dx * math.cos(angle) + dy * math.sin(angle)
        y = -dx * math.sin(angle) + dy * math.cos(angle)
        size = rect.size if degrees % 180 == 0 else (rect.height, rect.width)
        return pygame.Rect(0, 0, *size).move(round(box.centerx + x - size[0] / 2), round(box.centery + y - size[1] / 2))

    def pod_fighter_rects(self, view, side: str) -> list[pygame.Rect]:
        """Where a side's loaded fighters are drawn: each in the window of a working Carrier Pod (as paint_bare
        fills them), on the screen; a click there takes a hit on the fighter, on the pod's rim on the pod."""
        seat = view["fight"]["sides"][side]
        if not isinstance(seat, int) or view["at"][seat] != view["fight"]["sector"]:
            return []
        pods = [p for p in view["ships"][seat]["parts"] if p["kind"] == "carrier_pod" and not p["damaged"]]
        found = []
        for pod in pods[: view["loaded"][seat]]:
            rect = self.part_rect(view, side, pod)
            window = max(6, min(rect.size) // 2)
            found.append(pygame.Rect(0, 0, window, window).move(rect.centerx - window // 2, rect.centery - window // 2))
        return found


def name_size(names: list[str], rects: list[pygame.Rect], largest: int, box: pygame.Rect) -> int:
    """The parts' names as large as the box allows, and no wider than about a part: a long ship drawn small once
    had its names run over each other and its neighbours (a five-row ship at 1080p)."""
    size = max(12, min(largest, box.width // 14))
    cell = min((max(r.width, r.height) for r in rects), default=box.width)
    while size > 9 and max((assets.font(size, True).size(n)[0] for n in names), default=0) > cell * 1.15:
        size -= 1
    return size
