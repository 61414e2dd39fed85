"""Where the fight screen's parts sit inside the galaxy's square, and how each side's ship is turned so the
quadrant its direction die gave faces the enemy: the attacker stands on the left, the defender on the right.
Pure arithmetic over pygame.Rects, so drawing, clicking and the tests share the same numbers.
"""

from __future__ import annotations

import pygame

from game.words import _
from scenes.boards.hyperline.rules_words import rules_text
from scenes.common import BODY

ANGLE = {"E": 0, "N": 90, "W": 180, "S": 270}
TOWARD = {"a": "E", "d": "W"}  # the attacker stands on the left, facing right; the defender faces it


def place(quadrant: str) -> str:
    """Where the enemy is, from a ship: "in front", "on the right", "behind", "on the left"."""
    return {"N": _("in front"), "E": _("on the right"), "S": _("behind"), "W": _("on the left")}[quadrant]


def label_spots(parts: list[tuple[pygame.Rect, tuple[int, int]]]) -> list[pygame.Rect]:
    """Where each part's upright name goes, given its rect on the screen and the name's size: at its foot, else
    its head, else its middle; a name wider than its part overhangs it, but never covers a name placed before."""
    placed: list[pygame.Rect] = []
    for rect, (width, height) in parts:
        spots = [
            pygame.Rect(0, 0, width, height).move(rect.centerx - width // 2, y)
            for y in (rect.bottom - height - 1, rect.top + 1, rect.centery - height // 2)
        ]
        free = [spot for spot in spots if spot.collidelist(placed) < 0]
        placed.append(free[0] if free else spots[0])
    return placed


def turned(side: str, quadrant: str | None) -> int:
    """Degrees (counter-clockwise) a side's ship is turned so its enemy's quadrant points at the enemy."""
    return 0 if quadrant is None else (ANGLE[TOWARD[side]] - ANGLE[quadrant]) % 360


def grouped(parts) -> str:
    """Damage parts in words: "Laser Cannon with the Battle Pod bonus 2 + 2 × fighter on patrol 2" (the rules'
    parts are messages or marked words, worded here)."""
    counts: dict = {}
    for words, amount in parts:
        counts.setdefault(rules_text(words), []).append(amount)
    return " + ".join(
        f"{words} ({amounts[0]})" if len(amounts) == 1 else f"{len(amounts)} × {words} ({sum(amounts)})"
        for words, amounts in counts.items()
    )


class FightLayout:
    """The rectangles of the fight screen inside the galaxy's square."""

    def __init__(self, rect):
        rect = pygame.Rect(rect)
        self.rect = rect
        pad = max(6, rect.width // 60)
        self.pad = pad
        self.text = max(13, min(BODY + 1, rect.height // 34))  # the table's type scale (log 19)
        self.title = pygame.Rect(rect.x + pad, rect.y + pad, rect.width - 2 * pad, int(self.text * 1.6))
        box = int(min(rect.width * 0.36, rect.height * 0.42))
        top = self.title.bottom + self.text * 2
        self.ships = {"a": pygame.Rect(rect.x + pad, top, box, box)}
        self.ships["d"] = pygame.Rect(rect.right - pad - box, top, box, box)
        self.middle = pygame.Rect(self.ships["a"].right, top, self.ships["d"].x - self.ships["a"].right, box)
        strip = max(16, int(box * 0.16))
        self.fighters = {side: pygame.Rect(r.x, r.bottom + 4, r.width, strip) for side, r in self.ships.items()}
        self.caption = int(self.text * 4)  # room for "on patrol" after a group of fighters
        info_top = self.fighters["a"].bottom + pad
        half = (rect.width - 3 * pad) // 2
        footer = self.text * 5
        self.footer = pygame.Rect(rect.x + pad, rect.bottom - pad - footer, rect.width - 2 * pad, footer)
        news = int(self.text * 2.2)  # the fight's news (a round's damage, a pirate destroyed) between info and footer
        self.news = pygame.Rect(rect.x + pad, self.footer.y - news, rect.width - 2 * pad, news)
        self.info = {
            "a": pygame.Rect(rect.x + pad, info_top, half, self.news.y - info_top),
            "d": pygame.Rect(rect.x + 2 * pad + half, info_top, half, self.news.y - info_top),
        }

    def clear_of(self, rect, covers) -> pygame.Rect:
        """`rect` cut short above whatever of `covers` (a toast's box) reaches into it; if that leaves less than
        three lines, it reaches up into the news strip instead (a refused click's reason outweighs the news)."""
        top = min([c.top for c in covers if c.colliderect(rect)], default=rect.bottom)
        if top >= rect.bottom:
            return rect
        room = max(3 * (self.text + 2), top - rect.y)
        y = max(self.news.y, top - room)
        return pygame.Rect(rect.x, y, rect.width, max(0, top - y - 2))

    def die_rect(self, side: str) -> pygame.Rect:
        """Where a side's direction die lies: at the top of the middle column, on its own side."""
        mid = self.middle
        die = max(16, min(mid.width // 3, mid.height // 4))
        x = mid.x + 4 if side == "a" else mid.right - 4 - die
        return pygame.Rect(x, mid.y + 4, die, die)

    def face_rects(self, quadrants) -> dict:
        """The choice boxes for the direction the enemy is in, stacked in the middle column."""
        mid = self.middle
        room = mid.height - self.die_rect("a").height - 12  # below the dice: two lines each (where, what it gives)
        h = max(18, min(self.text * 3, room // max(1, len(quadrants)) - 4))
        top = mid.bottom - len(quadrants) * (h + 4)
        return {q: pygame.Rect(mid.x + 6, top + i * (h + 4), mid.width - 12, h) for i, q in enumerate(quadrants)}

    def fighter_rects(self, side: str, patrol: int, loaded: int) -> list[tuple[str, pygame.Rect]]:
        """The side's fighters under its ship: those on patrol, then those on its Carrier Pods (the fight screen
        draws those in their pods: it asks for none), each group with room after it for its caption."""
        strip = self.fighters[side]
        count = max(1, patrol + loaded)
        room = self.caption * (bool(patrol) + bool(loaded))
        size = max(6, min(strip.height, (strip.width - room - 4 * (count - 1)) // count))  # many fighters: smaller
        found = []
        x = strip.x
        for i, what in enumerate(["fighter"] * patrol + ["loaded"] * loaded):
            if i == patrol and patrol:
                x += self.caption
            found.append((what, pygame.Rect(x, strip.y, size, size)))
            x += size + 4
        return found
