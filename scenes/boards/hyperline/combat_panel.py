"""The fight screen, laid over the galaxy while a fight, an asteroid hit or a torpedo is resolved: the two
combatants side by side, each ship turned so the quadrant its direction die gave faces the enemy (the
weapons that count are outlined), their fighters, a pirate's level and hits, the round, the dice, each
side's damage with its parts and the order of strikes. What it shows comes from the rules' fight_sides
and hit_reasons; the turned ships themselves, and a click on one turned back: combat_ships.py.
"""

from __future__ import annotations

import pygame

import scenes.boards.hyperline.art as art
from game.rules.hyperline import combat, queries
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import NEXXUS, name
from game.words import _, ngettext
from scenes import assets, common, palette
from scenes.boards.hyperline.asking import FIGHT_STEPS
from scenes.boards.hyperline.combat_layout import FightLayout, place
from scenes.boards.hyperline.combat_ships import TurnedShips
from scenes.boards.hyperline.combat_words import can_do_damage, facing_choice, fight_now, gives_words, who_words
from scenes.boards.hyperline.fight_card import chose_last_round, given_last_round
from scenes.boards.hyperline.odds import side_odds
from scenes.boards.hyperline.rules_words import part_name, rules_text
from scenes.boards.hyperline.table_words import rolled_first


def draw_tumbling(surface, motion, tween, rect) -> None:
    """A die in the air: a flickering face, turning, in `rect`."""
    face, angle = motion.tumble(tween)
    image = assets.die(face, rect.width)
    if angle:
        image = pygame.transform.rotate(image, angle)
    surface.blit(image, image.get_rect(center=rect.center))


def draw_lines(surface, lines, rect, size: int) -> None:
    """Wrapped lines of (words, colour) inside `rect`: smaller type where a small window leaves too little room,
    and what still does not fit is left out rather than drawn over the next panel."""
    spacing = 2

    def height(size: int) -> int:
        count = sum(len(common.wrap(words, size, rect.width)) for words, __ in lines)
        return count * (assets.text("Ag", size, palette.INK).get_height() + spacing)

    while size > 10 and height(size) > rect.height:
        size -= 1
    y = rect.y
    for words, tone in lines:
        for line in common.wrap(words, size, rect.width):
            image = assets.text(line, size, tone)
            if y + image.get_height() > rect.bottom:
                return
            surface.blit(image, (rect.x, y))
            y += image.get_height() + spacing


def fitted(words: str, size: int, width: int, colour) -> pygame.Surface:
    """Words on one line in a box `width` wide: smaller type where the box is narrow (a small window)."""
    image = assets.text(words, size, colour)
    while image.get_width() > width and size > 9:
        size -= 1
        image = assets.text(words, size, colour)
    return image


class FightPanel(TurnedShips):
    def __init__(self, motion):
        self.geo: FightLayout | None = None
        self.motion = motion  # the board's: a ship whose direction die is in the air is drawn front up

    def layout(self, rect):
        self.geo = FightLayout(rect)

    @staticmethod
    def shown(view) -> bool:
        return bool(view.get("fight"))

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
        names, step = board.names(), board.asking.ask
        reasons = queries.hit_reasons(state) if board._legal() else {}
        size = geo.text
        where = name(sides["sector"])
        if sides["kind"] == "fight":
            if step == "run away" and not view["fight"].get("early"):
                title = _("Fight in {sector}: round {round} of {rounds} fought")
            else:
                title = _("Fight in {sector}: round {round} of {rounds}")
            title = title.format(sector=where, round=max(1, sides["round"]), rounds=combat.ROUNDS)
        elif sides["kind"] == "asteroid":
            title = _("Asteroid hit in {sector}").format(sector=where)
        else:
            title = _("Plasma torpedo into {sector}").format(sector=where)
        surface.blit(assets.text(title, int(size * 1.3), palette.ACCENT, bold=True), geo.title)
        for side in ("a", "d"):
            self._draw_side(surface, board, view, sides, side, reasons, names)
        self._draw_middle(surface, board, view, state, sides)
        said = getattr(board, "refusal", None)
        refusal = said[1] if said and said[0] == board._key(view) else None
        toasts = board.props.toasts(surface.get_size()) if refusal and board.props is not None else []
        self._draw_footer(surface, view, step, sides, names, refusal, toasts, bool(board._legal()))

    def who_words(self, who, names) -> str:
        return who_words(who, names)

    def _draw_side(self, surface, board, view, sides, side, reasons, names):
        geo = self.geo
        info = sides["sides"][side]
        who = info["who"]
        if who in self.tumbling():  # its die is in the air: the ship is not turned yet, nothing counted
            info = dict(info, quadrant=None, rolling=True)
        box = geo.ships[side]
        size = geo.text
        colour = palette.seat_colour(who, board.safe) if isinstance(who, int) else palette.BAD
        role = _("{who} (attacks)") if side == "a" else _("{who} (defends)")
        label = assets.text(role.format(who=self.who_words(who, names)), size, colour, bold=True)
        surface.blit(label, (box.x, box.y - size * 3 // 2))
        if info["ship"]:
            ship = view["ships"][who]
            lit = {part for (seat, part), why in reasons.items() if seat == who and why is None}
            dimmed = {part for (seat, part), why in reasons.items() if seat == who and why is not None}
            counting = self._counting(ship, info["quadrant"])
            picture = self.ship_picture(ship, box.width, lit, dimmed, counting, info["loaded"], colour)
            picture = pygame.transform.rotate(picture, self.turn(view, side))
            common.panel(surface, box, alpha=120, edge=colour)
            surface.blit(picture, picture.get_rect(center=box.center))
            self.draw_names(surface, view, side, ship)
        elif who == combat.PIRATE:
            image = art.glyph("pirate", box.width * 2 // 3)
            surface.blit(image, image.get_rect(center=box.center))
            # Translators: a pirate's level (its strength), under its picture on the fight screen
            badge = assets.text(_("Level {level}").format(level=sides["level"]), size * 2, palette.INK, bold=True)
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
        if "loaded" in offered and view["fight"].get("taking") == side:  # the fighter in its pod may take the hit
            for rect in self.pod_fighter_rects(view, side):
                common.glow_rect(surface, rect.inflate(4, 4), palette.GOOD, 2, 4)
        spots = geo.fighter_rects(side, info["patrol"], 0)  # a loaded fighter is drawn in its pod, not out here
        for i, (what, rect) in enumerate(spots):
            glyph = "fighter" if what == "fighter" else "fighter_loaded"
            surface.blit(art.glyph(glyph, rect.width, colour), rect)
            if isinstance(who, int) and what in offered and view["fight"].get("taking") == side:
                common.glow_rect(surface, rect, palette.GOOD, 2, 4)
            if i + 1 == len(spots) or spots[i + 1][0] != what:  # after its group: where these fighters are
                # Translators: a caption after a row of fighters: flying on patrol, or loaded in a Carrier Pod
                caption = _("on patrol") if what == "fighter" else _("loaded")
                words = fitted(caption, max(12, size * 4 // 5), geo.caption - 6, palette.DIM)
                strip = geo.fighters[side]  # many fighters are small: the caption is centred on the strip
                surface.blit(words, words.get_rect(midleft=(rect.right + 4, strip.centery)))
        step = board.asking.ask
        fought = step == "run away" and not view["fight"].get("early")  # between rounds: what it gave
        log = getattr(board, "fight_log", [])
        taking = step in ("hit", "focus beam")  # its damage is given: hits may take its parts
        said = given_last_round(log, who, view) if fought or taking else None
        foe = sides["sides"][combat.OTHER[side]]
        chose = chose_last_round(log, who, info["speed"], foe["who"], foe["speed"]) if fought else None
        self._draw_info(surface, view, sides, info, side, colour, said, chose)

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

    def _draw_info(self, surface, view, sides, info, side, colour, given=None, chose=None):
        """`given` and `chose`: between rounds, what the side gave and why it chose its side in the round just
        fought (its ship may have lost weapons and engines since)."""
        rect = self.geo.info[side]
        size = self.geo.text
        lines = []
        if info["ship"]:
            lines.append((_("Speed {speed} (working Combat Engines)").format(speed=info["speed"]), palette.INK))
        elif info["who"] == combat.PIRATE:
            lines.append((_("Speed {speed} (its level)").format(speed=info["speed"]), palette.INK))
        if chose:
            lines.append((chose, palette.DIM))
        elif info["rolls"]:
            lines.append((rules_text(info["rolls"]), palette.DIM))
        elif info["ship"]:  # why a ship with Combat Engines gets no choice: the enemy is as fast or faster
            lines.append((_("Not faster than the enemy: rolls the direction die."), palette.DIM))
        if info.get("rolling"):
            lines.append((_("Rolling the direction die..."), palette.ACCENT))
        elif info["quadrant"] is not None:
            die = combat.DIE_OF[info["quadrant"]]
            lines.append(
                (_("Die {die}: the enemy is {place}").format(die=die, place=place(info["quadrant"])), palette.INK)
            )
        elif info["ship"]:
            lines.append((_("Direction die not rolled yet"), palette.DIM))
        if info["patrol"] or info["loaded"]:
            # "0 loaded" beside lone fighters: noise
            where = [_("{count} on patrol").format(count=info["patrol"])] if info["patrol"] else []
            if info["loaded"]:
                loaded = ngettext(
                    "{count} loaded in its Carrier Pod", "{count} loaded in its Carrier Pods", info["loaded"]
                )
                where.append(loaded.format(count=info["loaded"]))
            lines.append((_("Fighters: {where}").format(where=", ".join(where)), palette.INK))
        if not info.get("rolling"):  # what it gives depends on where its die says the enemy is
            ship = view["ships"][info["who"]] if info["ship"] else None
            foe = sides["sides"][combat.OTHER[side]]["who"]
            fought = info["ship"] and sides["kind"] == "fight"
            odds = side_odds(view, info["who"], sides["sector"], foe) if fought else None
            lines.append((given or gives_words(info, ship, sides["kind"], odds), palette.ACCENT))
        if info["who"] == combat.PIRATE:
            lines.append(
                (_("Damage taken: {hits} of {level}").format(hits=sides["hits"], level=sides["level"]), palette.BAD)
            )
        if info["incoming"]:
            more = info["incoming"]
            takes = ngettext("Takes {count} more point of damage", "Takes {count} more points of damage", more)
            lines.append((takes.format(count=more), palette.BAD))
        if info["forced"]:
            lines.append((_("Nothing left to take the damage: it must run away"), palette.BAD))
        draw_lines(surface, lines, rect, size)

    def _draw_middle(self, surface, board, view, state, sides):
        geo = self.geo
        a, d = geo.ships["a"], geo.ships["d"]
        pygame.draw.line(surface, palette.BAD, (a.right + 4, a.centery), (d.x - 4, d.centery), 3)
        tumbling = self.tumbling()
        for side in ("a", "d"):
            quadrant = sides["sides"][side]["quadrant"]
            if quadrant is not None and sides["sides"][side]["who"] not in tumbling:  # a die in the air: no face yet
                rect = geo.die_rect(side)
                surface.blit(assets.die(combat.DIE_OF[quadrant], rect.width), rect)
        for quadrant, rect in self.face_boxes(view, board._legal()).items():  # each: where, what it would give
            common.panel(surface, rect, alpha=220, edge=palette.GOOD, radius=6)
            given, rolled = facing_choice(view, quadrant)
            gives = ([] if given is None else [_("gives {given}").format(given=given)]) + (
                [_("your roll")] if rolled else []
            )
            told = ", ".join(gives)
            words = fitted(_("Enemy {place}").format(place=place(quadrant)), geo.text, rect.width - 8, palette.INK)
            if not told:
                surface.blit(words, words.get_rect(center=rect.center))
                continue
            surface.blit(words, words.get_rect(midbottom=(rect.centerx, rect.centery + 1)))
            words = fitted(told, geo.text * 4 // 5, rect.width - 8, palette.ACCENT if given else palette.DIM)
            surface.blit(words, words.get_rect(midtop=(rect.centerx, rect.centery + 1)))

    def face_boxes(self, view, legal) -> dict:
        """Quadrant -> the box choosing it, top down in the list's order (the die's own face first)."""
        return self.geo.face_rects(rolled_first(view, [a[1] for a in legal if isinstance(a, tuple) and a[0] == "face"]))

    def _draw_footer(self, surface, view, step, sides, names, refusal=None, toasts=(), decides=True):
        """The fight's standing rules and what it waits for; after a refused click, why not, kept clear of the
        toast that said it short (toasts stand at the foot of the window, over the footer's last lines)."""
        rect = self.geo.clear_of(self.geo.footer, toasts)
        size = self.geo.text
        lines = []
        first = sides["first"]
        if first:
            striker = self.who_words(sides["sides"][first]["who"], names)
            other = self.who_words(sides["sides"][combat.OTHER[first]]["who"], names)
            lines.append(
                _("Battle Computer: {striker} strikes first, then {other} (if still there).").format(
                    striker=striker, other=other
                )
            )
            if sides["round"] == 0:
                lines.append(_("{striker} may also run away before round 1.").format(striker=striker))
        elif sides["kind"] == "fight":
            lines.append(_("Both sides strike at once; damage is taken after both have given."))
        a, d = (sides["sides"][side]["who"] for side in ("a", "d"))
        if sides["kind"] == "fight" and isinstance(a, int) and isinstance(d, int):
            if not can_do_damage(view, a, sides["sector"], d):  # said once, where the dice would be watched for
                lines.append(_("Neither side can give a point in this fight: every round ends 0 to 0."))
        if sides["kind"] == "fight":
            lines.append(
                _("No shields recharge at Nexxus.")
                if sides["sector"] == NEXXUS
                else _("After each round, damaged shields boosted by a working Battle Pod recharge.")
            )
        if sides["kind"] == "asteroid":
            lines.append(
                _("A ship ending its turn in an asteroid field takes 1 damage (a Battle Computer steers clear).")
            )
        if step in FIGHT_STEPS:
            lines.append(fight_now(view, step, sides, names, decides))
        if refusal:  # the reason a click was refused, in place of the fight's standing rules (room to read it)
            lines = [_("Why not: {reason}").format(reason=refusal)]  # what the fight waits for stays in the bar below
        draw_lines(surface, [(words, palette.INK) for words in lines], rect, size)

    def draw_dice(self, surface, board, view):
        """The direction dice still tumbling, each on its side's place (each frame, over the still table)."""
        f = view.get("fight")
        if not f:
            return
        for tween in board.motion.tumbling():
            side = next((s for s, who in f["sides"].items() if who == tween["seat"]), None)
            if tween["purpose"] == "direction" and side is not None:
                draw_tumbling(surface, board.motion, tween, self.geo.die_rect(side))

    # --- clicks ----------------------------------------------------------------------------------------------
    def hit(self, board, view, pos):
        """("action", a), ("reason", why), "roll", or None for a click on the fight screen."""
        if board.props is not None and board.props.rolling is not None and self.geo.middle.collidepoint(pos):
            return "roll", None
        legal = board._legal()
        for quadrant, rect in self.face_boxes(view, legal).items():
            if rect.collidepoint(pos):
                return "action", ("face", quadrant)
        f = view["fight"]
        for side in ("a", "d"):
            info_who = f["sides"][side]
            if not isinstance(info_who, int):
                continue
            patrol = view["patrols"][info_who].get(str(f["sector"]), 0)
            for what, rect in self.geo.fighter_rects(side, patrol, 0):
                if rect.collidepoint(pos):
                    if f.get("taking") == side and board.asking.ask == "hit":
                        return "action", ("absorb", what)
                    return "reason", _("A fighter takes a point of damage only when its own side takes damage.")
            if ("absorb", "loaded") in legal and f.get("taking") == side:  # the fighter in the pod, not the pod
                if any(rect.collidepoint(pos) for rect in self.pod_fighter_rects(view, side)):
                    return "action", ("absorb", "loaded")
            part = self.part_at(view, side, pos)
            if part is None:
                continue
            named = board.part_actions(view).get((info_who, part["id"]))
            if named:  # a hit, a Focus Beam's target, a Transfer Shield: the rules' own actions on this ship
                return board._named(named)
            what = _("{who}'s {part}").format(who=self.who_words(info_who, board.names()), part=part_name(part["kind"]))
            step = board.asking.ask
            aimed = step == "focus beam" and f.get("aiming") == combat.OTHER[side]
            if (step == "hit" and f.get("taking") == side) or aimed:
                action = ("target" if aimed else "absorb", part["id"])
                why = board.props.explain(action) if legal else None  # not legal: the rules say why
                if why:
                    board.refusal = (board._key(view), why)  # the whole reason stays on the fight screen
                    if aimed:  # said short (a toast is one line); the reason stays whole on the fight screen
                        return "reason", _("The Focus Beam cannot aim at {what}: why is on the fight screen.").format(
                            what=what
                        )
                    return "reason", _("{what} cannot take this point: why is on the fight screen.").format(what=what)
                return "action", action
            if step == "hit" and legal:
                return "reason", _(
                    "That is {what}: the damage goes to the lit components of the ship taking it."
                ).format(what=what)
            if step == "focus beam" and legal:
                return "reason", _("That is {what}: a Focus Beam aims at the enemy's ship.").format(what=what)
            return "reason", f"{what}."
        return None
