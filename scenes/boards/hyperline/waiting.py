"""What Hyperline's table shows while it waits (a mixin of HyperlineBoard): a person's own die or draw in the
list's place, whose turn it is and where, the dice in the air, and the card telling how a fight just ended.
"""

from __future__ import annotations

import pygame

import scenes.boards.hyperline.art as art
import scenes.boards.hyperline.galaxy_view as galaxy_view
from game.rules.hyperline.board import name
from game.rules.hyperline.tiles import HOME_PLANETS, INFO
from game.words import _, pgettext
from scenes import assets, common, palette
from scenes.boards.hyperline.asking import DRAWS
from scenes.boards.hyperline.combat_panel import draw_lines, draw_tumbling
from scenes.boards.hyperline.rules_words import tech_name
from scenes.boards.kit import glow_rect


def first_rolls(view, names) -> str:
    """The first-player rolls so far, in words: "Ana rolled 3, Vega rolled 1" ("Rolled: Player 1 2" read as
    one number)."""
    rolled = (view.get("rolls") or {}).get("rolled") or []
    return ", ".join(_("{who} rolled {face}").format(who=names[seat], face=face) for seat, face in rolled)


class Waiting:
    def _draw_roll(self, surface, view):
        """Your own die (or your own draw from a stack): click here or press Space."""
        rect = self.geo.chooser.inflate(-10, -10)  # its halo stays inside the table
        glow_rect(surface, rect, palette.ACCENT, 2, 10)
        common.panel(surface, rect.inflate(-4, -4), alpha=220)
        asked = self.asking.ask
        side = min(rect.height // 2, rect.width // 4)
        if asked in DRAWS:
            stack = view["explore"].get("stack") or "hyperline"
            if stack == "planet":
                words = _("Draw from the planet stack: click here, the stack, or press Space.")
            else:
                words = _("Draw from the hyperline stack: click here, the stack, or press Space.")
            why = self.why_one_stack(view)
            picture = art.stack_image(stack, side)
            glow_rect(surface, galaxy_view.stack_rects(self.geo.stacks)[stack], palette.ACCENT, 2, 6)
        else:
            words, why = pgettext("die", "Roll the die: click here or press Space."), ""
            if asked == "first player":
                rolled = first_rolls(view, self.names())
                why = _("For first player: the highest roll plays first; a tie rolls again.") + f" {rolled}"
            elif asked == "direction die":
                why = die_for(view.get("fight"))
            picture = None  # this roll has not happened: an empty place, never an old face or another's
            if not self.motion.tumbling():  # a die in the air is drawn on this place by itself
                draw_unrolled(surface, pygame.Rect(0, 0, side, side).move(rect.x + 16, rect.centery - side // 2))
        if picture is not None:
            surface.blit(picture, picture.get_rect(midleft=(rect.x + 16, rect.centery)))
        width = rect.width - 48 - side
        size = max(16, min(common.HEADING, rect.height // 7))
        y = common.blit_wrapped(surface, words, (rect.x + 32 + side, rect.y + 14), width, size)
        if why and y + size < rect.bottom:
            common.blit_wrapped(surface, why, (rect.x + 32 + side, y + 6), width, max(14, size * 3 // 4), palette.DIM)

    def roll_spot(self) -> pygame.Rect:
        """Where a die is rolled outside a fight: the die of the roll panel, over the list's place."""
        rect = self.geo.chooser.inflate(-10, -10)
        side = min(rect.height // 2, rect.width // 4)
        return pygame.Rect(0, 0, side, side).move(rect.x + 16, rect.centery - side // 2)

    def report_rect(self, lines: int = 8) -> pygame.Rect:
        """The fight report's card over the galaxy: as tall as its lines need (at most most of the galaxy); the
        report on show is measured by its wrapped rows (a round's line wraps to two or three)."""
        geo = self.fight.geo
        wide = geo.rect.inflate(-geo.rect.width // 8, -geo.rect.height // 4)
        shown = self.motion.reporting()
        tall = int((lines + 2.5) * (geo.text + 8)) + 3 * geo.pad
        if shown is not None:
            width, row = wide.width - 2 * geo.pad, assets.text("Ag", geo.text + 2, palette.INK).get_height() + 2
            rows = sum(len(common.wrap(line, geo.text + 2, width)) for line in shown["report"]["lines"])
            tall = int(2.5 * (geo.text + 8)) + rows * row + 3 * geo.pad
        return pygame.Rect(wide.x, wide.y, wide.width, min(wide.height, tall))

    def _draw_report(self, surface, tween):
        """A fight that ended in the last move, told line by line over the galaxy (its screen has closed)."""
        rect = self.report_rect(len(tween["report"]["lines"]))
        geo = self.fight.geo
        common.panel(surface, rect, alpha=245, edge=palette.ACCENT)
        inner = rect.inflate(-2 * geo.pad, -2 * geo.pad)
        title = assets.text(
            _("How the fight in {sector} went").format(sector=name(tween["report"]["sector"])),
            int(geo.text * 1.3),
            palette.ACCENT,
            bold=True,
        )
        surface.blit(title, inner.topleft)
        body = pygame.Rect(
            inner.x, inner.y + title.get_height() + geo.pad, inner.width, inner.height - title.get_height() - geo.pad
        )
        if tween.elapsed < tween["after"]:  # its dice are still in the air
            lines = [(_("Rolling the direction die..."), palette.DIM)]
        else:
            lines = [(line, palette.INK) for line in tween["report"]["lines"]]
        draw_lines(surface, lines, body, geo.text + 2)
        hint = assets.text(report_hint(), max(10, geo.text - 2), palette.DIM)  # it also goes by itself
        surface.blit(hint, hint.get_rect(bottomright=inner.bottomright))

    def _draw_dice(self, surface, view):
        """Dice in the air: the direction dice on the fight screen, others (first player, a tight scan) on the
        roll panel's place; each shows its face only when it lands."""
        if self.fight.shown(view):
            self.fight.draw_dice(surface, self, view)
        for tween in self.motion.tumbling():
            if tween["purpose"] == "direction" and self.motion.reporting() is not None:  # in the fight's report
                rect = self.report_rect(len(self.motion.reporting()["report"]["lines"]))
                side = self.fight.geo.die_rect("a").width
                spot = pygame.Rect(rect.right - side - self.fight.geo.pad, rect.y + self.fight.geo.pad, side, side)
                draw_tumbling(surface, self.motion, tween, spot)
            elif tween["purpose"] != "direction" or not self.fight.shown(view):
                spot = self.roll_spot()
                common.panel(surface, spot.inflate(spot.width // 3, spot.width // 3), alpha=230)
                draw_tumbling(surface, self.motion, tween, spot)

    def _draw_waiting(self, surface, view):
        rect = self.geo.chooser
        common.panel(surface, rect, alpha=200)
        here = view["at"][view["current"]] if 0 <= view["current"] < view["players"] else None
        lines = [_("Round {round}").format(round=view["round"]) if view["round"] else _("Setting up")]
        names = self.names()
        if self.asking.ask == "first player":
            lines.append(first_rolls(view, names) or _("Rolling for first player"))
        if here is not None:
            piece = INFO[view["board"][here]] if view["board"][here] else None
            where = galaxy_view.planet_words(piece) if piece else _("unexplored")
            lines.append(
                _("{who} at {sector}: {where}").format(who=names[view["current"]], sector=name(here), where=where)
            )
        for seat, home in enumerate(view["homes"]):
            if home:
                line = _("{who}: home {home} ({tech})")
                lines.append(line.format(who=names[seat], home=home, tech=tech_name(HOME_PLANETS[home])))
        size = max(14, min(common.BODY, rect.height // 7))
        y = rect.y + 8
        for line in lines:
            if y + size > rect.bottom - 4:
                break
            y = common.blit_wrapped(surface, line, (rect.x + 10, y), rect.width - 20, size, palette.DIM)


def draw_unrolled(surface, slot: pygame.Rect) -> None:
    """The die's place before its roll: an outline saying so (as Race's tray shows it before the first roll)."""
    inner = slot.inflate(-slot.width // 8, -slot.width // 8)
    pygame.draw.rect(surface, palette.DIM, inner, width=2, border_radius=max(2, inner.width // 5))
    size = max(10, min(18, inner.width // 5))
    for i, line in enumerate((pgettext("die", "not"), pgettext("die", "rolled yet"))):
        words = assets.text(line, size, palette.DIM)
        surface.blit(words, words.get_rect(center=(inner.centerx, inner.centery + (i - 0.5) * (size + 2))))


def die_for(fight) -> str:
    """What a direction die is rolled for, in the words of the screen's title (an asteroid hit is not a fight)."""
    if not fight:
        return _("For the fight.")
    where = name(fight["sector"])
    if fight.get("kind") == "asteroid":
        return _("For the asteroid hit in {sector}: the die says from which side the rocks strike.").format(
            sector=where
        )
    return _("For the fight in {sector}: the die says where the enemy is.").format(sector=where)


def report_hint() -> str:
    """At the foot of the fight's report: it covered the sectors a new pirate goes to, and nothing said it could go."""
    return _("Click the card to put it away")
