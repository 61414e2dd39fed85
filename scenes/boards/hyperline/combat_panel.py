"""The fight screen, laid over the galaxy while a fight, an asteroid hit or a torpedo is resolved: the two
combatants side by side, each ship turned so the quadrant its direction die gave faces the enemy (the
weapons that count are outlined), their fighters, a pirate's level and hits, the round, the dice, each
side's damage with its parts and the order of strikes. What it shows comes from the rules' fight_sides
and hit_reasons; a click on a turned ship is turned back to find the component under it.
"""

from __future__ import annotations

import math

import pygame

import scenes.boards.hyperline.art as art
from game.rules.hyperline import combat, queries
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import NEXXUS, name
from scenes import assets, common, palette
from scenes.boards.hyperline.ship_view import ShipView

ANGLE = {"E": 0, "N": 90, "W": 180, "S": 270}
TOWARD = {"a": "E", "d": "W"}  # the attacker stands on the left, facing right; the defender faces it
PLACES = {"N": "in front", "E": "on the right", "S": "behind", "W": "on the left"}


def turned(side: str, quadrant: str | None) -> int:
    """Degrees (counter-clockwise) a side's ship is turned so its enemy's quadrant points at the enemy."""
    return 0 if quadrant is None else (ANGLE[TOWARD[side]] - ANGLE[quadrant]) % 360


def grouped(parts) -> str:
    """Damage parts in words: "Laser Cannon with the Battle Pod bonus 2 + 2 x fighter on patrol 2"."""
    counts: dict = {}
    for words, amount in parts:
        counts.setdefault(words, []).append(amount)
    return " + ".join(
        f"{words} ({amounts[0]})" if len(amounts) == 1 else f"{len(amounts)} x {words} ({sum(amounts)})"
        for words, amounts in counts.items()
    )


class FightLayout:
    """The rectangles of the fight screen inside the galaxy's square."""

    def __init__(self, rect):
        rect = pygame.Rect(rect)
        self.rect = rect
        pad = max(6, rect.width // 60)
        self.pad = pad
        self.text = max(13, min(34, rect.height // 34))
        self.title = pygame.Rect(rect.x + pad, rect.y + pad, rect.width - 2 * pad, int(self.text * 1.6))
        box = int(min(rect.width * 0.36, rect.height * 0.42))
        top = self.title.bottom + self.text * 2
        self.ships = {"a": pygame.Rect(rect.x + pad, top, box, box)}
        self.ships["d"] = pygame.Rect(rect.right - pad - box, top, box, box)
        self.middle = pygame.Rect(self.ships["a"].right, top, self.ships["d"].x - self.ships["a"].right, box)
        strip = max(16, int(box * 0.16))
        self.fighters = {side: pygame.Rect(r.x, r.bottom + 4, r.width, strip) for side, r in self.ships.items()}
        info_top = self.fighters["a"].bottom + pad
        half = (rect.width - 3 * pad) // 2
        footer = self.text * 5
        self.info = {
            "a": pygame.Rect(rect.x + pad, info_top, half, rect.bottom - pad - footer - info_top),
            "d": pygame.Rect(rect.x + 2 * pad + half, info_top, half, rect.bottom - pad - footer - info_top),
        }
        self.footer = pygame.Rect(rect.x + pad, rect.bottom - pad - footer, rect.width - 2 * pad, footer)

    def face_rects(self, quadrants) -> dict:
        """The choice boxes for the direction the enemy is in, stacked in the middle column."""
        mid = self.middle
        h = max(18, min(self.text * 2, mid.height // 6))
        top = mid.bottom - len(quadrants) * (h + 4)
        return {q: pygame.Rect(mid.x + 6, top + i * (h + 4), mid.width - 12, h) for i, q in enumerate(quadrants)}

    def fighter_rects(self, side: str, patrol: int, loaded: int) -> list[tuple[str, pygame.Rect]]:
        strip = self.fighters[side]
        count = max(1, patrol + loaded)
        size = max(6, min(strip.height, (strip.width - 4 * (count - 1)) // count))  # many fighters: smaller
        found = []
        for i, what in enumerate(["fighter"] * patrol + ["loaded"] * loaded):
            found.append((what, pygame.Rect(strip.x + i * (size + 4), strip.y, size, size)))
        return found


class FightPanel:
    def __init__(self):
        self.geo: FightLayout | None = None

    def layout(self, rect):
        self.geo = FightLayout(rect)

    @staticmethod
    def shown(view) -> bool:
        return bool(view.get("fight"))

    # --- the turned ships --------------------------------------------------------------------------------
    def ship_picture(self, ship: dict, size: int, lit=(), dimmed=(), counting=()) -> pygame.Surface:
        picture = pygame.Surface((size, size), pygame.SRCALPHA)
        plan = ShipView(pygame.Rect(0, 0, size, size), ship, max_cell=size // 4)
        plan.paint(picture, "", palette.INK, 0, lit, frame=False)
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
        angle = math.radians(turned(side, f["dice"][side]))
        dx, dy = pos[0] - box.centerx, pos[1] - box.centery
        x = dx * math.cos(angle) - dy * math.sin(angle)
        y = dx * math.sin(angle) + dy * math.cos(angle)
        plan = ShipView(pygame.Rect(0, 0, box.width, box.height), view["ships"][seat], max_cell=box.width // 4)
        return plan.part_at((box.width / 2 + x, box.height / 2 + y))

    def part_rect(self, view, side: str, part: dict) -> pygame.Rect:
        """Where a component of a side's ship is drawn on the screen, turned with the ship."""
        box = self.geo.ships[side]
        seat = view["fight"]["sides"][side]
        plan = ShipView(pygame.Rect(0, 0, box.width, box.height), view["ships"][seat], max_cell=box.width // 4)
        rect = plan.part_rect(part)
        degrees = turned(side, view["fight"]["dice"][side])
        angle = math.radians(degrees)
        dx, dy = rect.centerx - box.width / 2, rect.centery - box.height / 2
        x = dx * math.cos(angle) + dy * math.sin(angle)
        y = -dx * math.sin(angle) + dy * math.cos(angle)
        size = rect.size if degrees % 180 == 0 else (rect.height, rect.width)
        return pygame.Rect(0, 0, *size).move(round(box.centerx + x - size[0] / 2), round(box.centery + y - size[1] / 2))

    def draw_pointed(self, surface, board, view):
        """The component named by the list's row under the cursor glows on its turned ship (each frame)."""
        listed = board.listed()
        f = view.get("fight")
        if not f or not isinstance(listed, tuple) or listed[0] not in ("absorb", "target"):
            return
        side = f.get("taking") if listed[0] == "absorb" else combat.OTHER[f.get("aiming", "a")]
        seat = f["sides"].get(side)
        if not isinstance(seat, int) or not isinstance(listed[1], int) or view["at"][seat] != f["sector"]:
            return
        part = next((p for p in view["ships"][seat]["parts"] if p["id"] == listed[1]), None)
        if part is not None:
            common.glow_rect(surface, self.part_rect(view, side, part).inflate(6, 6), palette.ACCENT, 3, 4)

    # --- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface, board, view, state):
        """The whole fight screen (drawn into the still table: it changes only with a move)."""
        geo = self.geo
        sides = queries.fight_sides(state)
        if sides is None:
            return
        common.panel(surface, geo.rect, alpha=235)
        names = board.scene.names
        reasons = queries.hit_reasons(state) if board._legal() else {}
        size = geo.text
        where = name(sides["sector"])
        if sides["kind"] == "fight":
            title = f"Fight in {where}: round {max(1, sides['round'])} of {combat.ROUNDS}"
        elif sides["kind"] == "asteroid":
            title = f"Asteroid hit in {where}"
        else:
            title = f"Plasma torpedo into {where}"
        surface.blit(assets.text(title, int(size * 1.3), palette.ACCENT, bold=True), geo.title)
        for side in ("a", "d"):
            self._draw_side(surface, board, view, sides, side, reasons, names)
        self._draw_middle(surface, board, view, state, sides)
        self._draw_footer(surface, view, sides, names)

    def who_words(self, who, names) -> str:
        if isinstance(who, int):
            return names[who] if who < len(names) else f"Seat {who + 1}"
        return queries.FOE_WORDS[who]

    def _draw_side(self, surface, board, view, sides, side, reasons, names):
        geo = self.geo
        info = sides["sides"][side]
        who = info["who"]
        box = geo.ships[side]
        size = geo.text
        colour = palette.seat_colour(who, board.safe) if isinstance(who, int) else palette.BAD
        role = "attacks" if side == "a" else "defends"
        label = assets.text(f"{self.who_words(who, names)} ({role})", size, colour, bold=True)
        surface.blit(label, (box.x, box.y - size * 3 // 2))
        if info["ship"]:
            ship = view["ships"][who]
            lit = {part for (seat, part), why in reasons.items() if seat == who and why is None}
            dimmed = {part for (seat, part), why in reasons.items() if seat == who and why is not None}
            counting = self._counting(ship, info["quadrant"])
            picture = self.ship_picture(ship, box.width, lit, dimmed, counting)
            picture = pygame.transform.rotate(picture, turned(side, info["quadrant"]))
            common.panel(surface, box, alpha=120, edge=colour)
            surface.blit(picture, picture.get_rect(center=box.center))
        elif who == combat.PIRATE:
            image = art.glyph("pirate", box.width * 2 // 3)
            surface.blit(image, image.get_rect(center=box.center))
            badge = assets.text(f"Level {sides['level']}", size * 2, palette.INK, bold=True)
            surface.blit(badge, badge.get_rect(midbottom=(box.centerx, box.bottom)))
        elif who == "asteroid":
            image = art.sector_image("asteroid@0", sides["sector"], box.width * 2 // 3)
            surface.blit(image, image.get_rect(center=box.center))
        elif who == "torpedo":
            image = art.component_image("plasma_launcher", False, box.width // 2, 0)
            surface.blit(image, image.get_rect(center=box.center))
        else:  # fighters without their ship
            image = art.glyph("fighter", box.width // 2, colour)
            surface.blit(image, image.get_rect(center=box.center))
        offered = {a[1] for a in board._legal() if isinstance(a, tuple) and a[0] == "absorb"}
        for what, rect in geo.fighter_rects(side, info["patrol"], info["loaded"]):
            glyph = "fighter" if what == "fighter" else "fighter_loaded"
            surface.blit(art.glyph(glyph, rect.width, colour), rect)
            if isinstance(who, int) and what in offered and view["fight"].get("taking") == side:
                common.glow_rect(surface, rect, palette.GOOD, 2, 4)
        self._draw_info(surface, view, sides, side, colour)

    @staticmethod
    def _counting(ship, quadrant) -> set:
        """The working weapons facing the enemy: these make the side's damage."""
        if quadrant is None:
            return set()
        return {
            p["id"]
            for p in ship["parts"]
            if not p["damaged"]
            and shipkit.type_of(p["kind"]) == "weapon"
            and quadrant in shipkit.facings(ship, p["id"])
        }

    def _draw_info(self, surface, view, sides, side, colour):
        rect = self.geo.info[side]
        info = sides["sides"][side]
        size = self.geo.text
        lines = []
        if info["ship"]:
            lines.append((f"Speed {info['speed']} (working Combat Engines)", palette.INK))
        elif info["who"] == combat.PIRATE:
            lines.append((f"Speed {info['speed']} (its level)", palette.INK))
        if info["rolls"]:
            lines.append((info["rolls"], palette.DIM))
        if info["quadrant"] is not None:
            die = combat.DIE_OF[info["quadrant"]]
            lines.append((f"Die {die}: the enemy is {PLACES[info['quadrant']]}", palette.INK))
        elif info["ship"]:
            lines.append(("Direction die not rolled yet", palette.DIM))
        if info["patrol"] or info["loaded"]:
            lines.append((f"Fighters: {info['patrol']} on patrol, {info['loaded']} on Carrier Pods", palette.INK))
        parts = grouped(info["parts"])
        lines.append((f"Gives {info['total']}" + (f": {parts}" if parts else ""), palette.ACCENT))
        if info["who"] == combat.PIRATE:
            lines.append((f"Damage taken: {sides['hits']} of {sides['level']}", palette.BAD))
        if info["incoming"]:
            lines.append((f"Takes {info['incoming']} more point(s) of damage", palette.BAD))
        if info["forced"]:
            lines.append(("Nothing left to take the damage: it must run away", palette.BAD))
        y = rect.y
        for words, tone in lines:
            if y + size > rect.bottom:
                break
            y = common.blit_wrapped(surface, words, (rect.x, y), rect.width, size, tone)

    def _draw_middle(self, surface, board, view, state, sides):
        geo = self.geo
        mid = geo.middle
        a, d = geo.ships["a"], geo.ships["d"]
        pygame.draw.line(surface, palette.BAD, (a.right + 4, a.centery), (d.x - 4, d.centery), 3)
        die = max(16, min(mid.width // 3, mid.height // 4))
        for side, x in (("a", mid.x + 4), ("d", mid.right - 4 - die)):
            quadrant = sides["sides"][side]["quadrant"]
            if quadrant is not None:
                surface.blit(assets.die(combat.DIE_OF[quadrant], die), (x, mid.y + 4))
        faces = [a_[1] for a_ in board._legal() if isinstance(a_, tuple) and a_[0] == "face"]
        for quadrant, rect in geo.face_rects(faces).items():
            common.panel(surface, rect, alpha=220, edge=palette.GOOD, radius=6)
            words = assets.text(f"Enemy {PLACES[quadrant]}", geo.text, palette.INK)
            surface.blit(words, words.get_rect(center=rect.center))

    def _draw_footer(self, surface, view, sides, names):
        rect = self.geo.footer
        size = self.geo.text
        lines = []
        first = sides["first"]
        if first:
            striker = self.who_words(sides["sides"][first]["who"], names)
            other = self.who_words(sides["sides"][combat.OTHER[first]]["who"], names)
            lines.append(f"Battle Computer: {striker} strikes first, then {other} (if still there).")
            if sides["round"] == 0:
                lines.append(f"{striker} may also run away before round 1.")
        elif sides["kind"] == "fight":
            lines.append("Both sides strike at once; damage is taken after both have given.")
        if sides["kind"] == "fight":
            lines.append(
                "No shields recharge at Nexxus."
                if sides["sector"] == NEXXUS
                else "After each round, damaged shields boosted by a working Battle Pod recharge."
            )
        if sides["kind"] == "asteroid":
            lines.append("A ship ending its turn in an asteroid field takes 1 damage (a Battle Computer steers clear).")
        if view["phase"] in combat.DECIDING or view["phase"] == "combat_roll":
            lines.append(fight_now(view, sides, names))
        y = rect.y
        for words in lines:
            if y + size > self.geo.rect.bottom:
                break
            y = common.blit_wrapped(surface, words, (rect.x, y), rect.width, size, palette.INK)

    # --- clicks ----------------------------------------------------------------------------------------------
    def hit(self, board, view, pos):
        """("action", a), ("reason", why), "roll", or None for a click on the fight screen."""
        if board.scene.roller_waiting() is not None and self.geo.middle.collidepoint(pos):
            return "roll", None
        legal = board._legal()
        faces = [a[1] for a in legal if isinstance(a, tuple) and a[0] == "face"]
        for quadrant, rect in self.geo.face_rects(faces).items():
            if rect.collidepoint(pos):
                return "action", ("face", quadrant)
        f = view["fight"]
        for side in ("a", "d"):
            info_who = f["sides"][side]
            if not isinstance(info_who, int):
                continue
            patrol = view["patrols"][info_who].get(str(f["sector"]), 0)
            loaded = view["loaded"][info_who] if view["at"][info_who] == f["sector"] else 0
            for what, rect in self.geo.fighter_rects(side, patrol, loaded):
                if rect.collidepoint(pos):
                    if f.get("taking") == side and view["phase"] == "combat_absorb":
                        return "action", ("absorb", what)
                    return "reason", "A fighter takes a point of damage only when its own side takes damage."
            part = self.part_at(view, side, pos)
            if part is None:
                continue
            named = board.part_actions(view).get((info_who, part["id"]))
            if named:  # a hit, a Focus Beam's target, a Transfer Shield: the rules' own actions on this ship
                return board._named(named)
            what = f"{self.who_words(info_who, board.scene.names)}'s {shipkit.NAMES[part['kind']]}"
            phase = view["phase"]
            if phase == "combat_absorb" and f.get("taking") == side:
                return "action", ("absorb", part["id"])  # not legal: the rules say why
            if phase == "combat_target" and f.get("aiming") == combat.OTHER[side]:
                return "action", ("target", part["id"])
            if phase == "combat_absorb" and legal:
                return "reason", f"That is {what}: the damage goes to the lit components of the ship taking it."
            if phase == "combat_target" and legal:
                return "reason", f"That is {what}: a Focus Beam aims at the enemy's ship."
            return "reason", f"{what}."
        return None


def fight_now(view, sides, names) -> str:
    """What the fight waits for, in words."""
    f = view["fight"]
    by = f.get("by")
    who = names[by] if isinstance(by, int) and by < len(names) else ""
    phase = view["phase"]
    if phase == "combat_roll":
        rolling = f["sides"][f["rolling"]]
        return f"{names[rolling]} rolls the direction die: where is the enemy?"
    if phase == "combat_face":
        return f"{who} is faster and chooses where the enemy is: pick a lit box."
    if phase == "combat_target":
        return f"{who} aims a Focus Beam: click a lit component of the enemy ship (dimmed ones cannot be hit)."
    if phase == "combat_absorb":
        left = f["incoming"][f["taking"]]["left"]
        return (
            f"{who} takes {left} point(s) of damage, one at a time: click a lit component or a fighter "
            "(a dimmed one says why not)."
        )
    if phase == "combat_flee":
        when = " before round 1 (Battle Computer)" if f.get("early") else ""
        return f"{who} may run away{when}: the ship must then Move next turn, and cannot be attacked until then."
    return ""
