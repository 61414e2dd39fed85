"""Drawing Hyperline's table (a mixin of HyperlineBoard): the galaxy with what is lit, the jump route, the
ghosts of a tile or a component being placed, the ships, and the chooser (what the table shows while it waits:
waiting.py). `draw` changes nothing in the game; it only reads the view it is given.
"""

from __future__ import annotations

import pygame

import scenes.boards.hyperline.abilities as abilities
import scenes.boards.hyperline.art as art
import scenes.boards.hyperline.combat_menu as combat_menu
import scenes.boards.hyperline.galaxy_view as galaxy_view
import scenes.boards.hyperline.spots as spots
from game.rules.hyperline import queries
from game.rules.hyperline.board import NEXXUS, SIZE
from game.words import _
from scenes import assets, common, palette
from scenes.boards.hyperline.ship_view import ShipView
from scenes.boards.hyperline.table_words import nothing_to_buy, tile_icons
from scenes.boards.kit import glow_rect


class Drawing:
    def small_ships(self, view) -> list[tuple[int, pygame.Rect]]:
        large = self.large_seat(view)
        others = [s for s in range(view["players"]) if s != large]
        return [(seat, self.geo.small_ship(i, len(others))) for i, seat in enumerate(others)]

    def draw(self, surface, view, legal, hint=None):
        """What only changes with a move is one picture (the kit's table); the pointer's and the clock's parts
        are drawn over it each frame."""
        geo = self.geo
        safe = self.safe
        fresh = self.list_fresh(view, legal)
        if not fresh:  # the list was made for another moment: the next frame's update makes it anew
            legal = []
        moving, at = self.motion.positions(geo)
        rolling = self.props.rolling if self.props is not None else None
        dice = tuple((tween["seat"], tween["purpose"]) for tween in self.motion.tumbling())
        key = (self._key(view), bool(legal), rolling, self.focus, safe, tuple(sorted(moving)), dice)
        key += (self.refusal,)
        self.draw_table(surface, key, lambda table: self._draw_still(table, view, legal, moving))
        if fresh:  # what the list's cursor previews
            self._draw_pointed(surface, view, legal)
        if legal and self.fight.shown(view):
            self.fight.draw_pointed(surface, self, view)
        if not self.fight.shown(view):  # a ship still sliding into the fight is under the fight screen
            galaxy_view.draw_ships_at(surface, geo, view, safe, at)
        self.motion.draw(surface, geo)
        self._draw_ship_extras(surface, view, legal)
        if self.tips_live():
            self._draw_sector_info(surface, view, legal)
            self._draw_store_info(surface, view)
            self._draw_small_ship_info(surface, view)
        boxes = galaxy_view.track_boxes(geo.research)
        self.motion.draw_points(surface, geo, boxes, geo.centre(NEXXUS), lambda s: palette.seat_colour(s, safe))
        self.motion.draw_tokens(surface, geo, geo.store, lambda s: palette.seat_colour(s, safe))
        if self.motion.reporting() is not None:  # how the fight that just ended went, in order
            self._draw_report(surface, self.motion.reporting())
        elif self.banner and self.fight.shown(view):  # a fight's news in its own strip, clear of ships and dice
            strip = self.fight.geo.news
            size = max(12, min(strip.height * 5 // 9, self.fight.geo.text + 2))
            self.banner.draw_boxes(surface, strip.center, size, fade=True, within=strip, at="center", pad=(16, 6))
        elif self.banner:  # news: a research point, a blocked ship, a new round
            size = max(18, min(40, int(geo.cell * 0.42)))
            anchor = (geo.galaxy.centerx, int(geo.origin[1] + geo.cell * 0.2))
            self.banner.draw_boxes(surface, anchor, size, count=2, fade=True, within=geo.galaxy)
        self._draw_dice(surface, view)
        if legal:
            self.chooser.draw(surface, hint)
            self._draw_tile_icons(surface, view)
            self._seen_list = self._list_key  # this decision is on the screen now: keys may decide it

    def _draw_still(self, surface, view, legal, moving):
        """The galaxy, what is lit, the tokens (but ships in flight), stacks, Store, track and ships."""
        geo = self.geo
        galaxy_view.draw_galaxy(surface, geo, view)
        self._draw_lit(surface, view, legal)
        galaxy_view.draw_tokens(surface, geo, view, self.safe, moving)
        if self.fight.shown(view):
            self.fight.draw(surface, self, view, self.rules(view))
        stacks = [a[1] for a in legal if isinstance(a, tuple) and a[0] == "stack"]
        galaxy_view.draw_stacks(surface, geo.stacks, view, stacks, own_top=not self.shared_screen())
        buys = [a[1] for a in legal if isinstance(a, tuple) and a[0] == "buy"]
        owned = view["ships"][self.large_seat(view)]["upgrades"]
        if "build" in legal and not nothing_to_buy(self.rules(view)):  # a click on what is sold here opens Build
            buys = [kind for kind in queries.store_offers(self.rules(view)) if kind not in owned]
        buys += [a[1] for a in spots.start_choices(legal)]
        galaxy_view.draw_store(surface, geo.store, view, buys, owned)
        galaxy_view.draw_research(surface, geo.research, view, self.names(), self.safe)
        if "research" in legal:
            glow_rect(surface, geo.research, palette.GOOD, 2, 6)
        self._draw_ships(surface, view, legal)
        if not legal:
            if self.props is not None and self.props.rolling is not None:
                self._draw_roll(surface, view)
            else:
                self._draw_waiting(surface, view)

    def shared_screen(self) -> bool:
        """Several people take turns at this screen: a secret stays on it no longer than its decision (the order
        of the tiles a Quantum scan put back stayed on the stack for the rest of the turn while others looked)."""
        return self.props is not None and self.props.shared  # a replay is watched, not shared

    def _draw_lit(self, surface, view, legal):
        geo = self.geo
        for key, entry in view["facedown"].items():  # a Planetary scan's secret, to its scanner alone
            if entry["tile"] is not None and entry["seat"] == self.viewer():
                self._draw_peek(surface, int(key), entry["tile"])
        for sector, actions in spots.lit_sectors(view, legal).items():
            colour = palette.HYPER if actions[0][0] in ("ripshift", "fight", "torpedo") else palette.GOOD
            glow_rect(surface, geo.sector_rect(sector).inflate(-4, -4), colour, 2, 6)
        task = view["explore"]
        if task and task.get("sector") is not None and self.asking.ask != "turn tile":
            glow_rect(surface, geo.sector_rect(task["sector"]).inflate(-4, -4), palette.INK, 2, 6)
        seat = view["current"]
        if legal and ({"stop", "repair_all", "move"} & {a for a in legal if isinstance(a, str)}):
            glow_rect(surface, geo.sector_rect(view["at"][seat]).inflate(-10, -10), palette.ACCENT, 2, 6)
        if "load" in legal:  # the fighters that may be loaded
            for rect in galaxy_view.patrol_rects(geo, view, seat, view["at"][seat]):
                glow_rect(surface, rect, palette.GOOD, 2, 4)
        combat_menu.draw(surface, self, view, legal)
        if legal and "rip" in self.asking.lit:  # both Rips: through the other, or stay at this one
            for sector in [s for s, c in enumerate(view["board"]) if c == "rip@0"]:
                glow_rect(surface, geo.sector_rect(sector).inflate(-4, -4), palette.HYPER, 2, 6)

    def _draw_peek(self, surface, sector, tile):
        """The tile its scanner saw, as large as any planet on the board (a half-size inset was hard to read),
        framed in the scanner's colour with the face-down back in its corner: still hidden from the others."""
        geo = self.geo
        cell = max(8, int(geo.cell))
        row, column = divmod(sector, SIZE)
        at = pygame.Rect(round(geo.origin[0]) + column * cell, round(geo.origin[1]) + row * cell, cell, cell)
        surface.blit(art.sector_image(f"{tile}@0", sector, cell), at)  # just where the galaxy drew the tile's back
        pygame.draw.rect(surface, palette.seat_colour(self.viewer(), self.safe), at, 2)
        back = art.stack_image("planet", max(8, cell // 3))
        corner = back.get_rect(center=(at.right - 2, at.y + 2))
        surface.blit(back, corner)
        pygame.draw.rect(surface, palette.INK, corner, 1)

    def _draw_pointed(self, surface, view, legal):
        """What follows the pointer, the keys or the list's cursor: hyperpoints, a route, a turned tile."""
        geo = self.geo
        points = spots.hyperpoints(view, legal)
        home = spots.port_sector(view, self.asking.ask) if points else None
        hovered = self.hyperpoint_at(view, legal, self.pointer)
        for port, action in points.items():
            x, y = geo.port_point(home, port)
            near = action == hovered
            radius = max(5, int(geo.cell * (0.16 if near else 0.12)))
            pygame.draw.circle(surface, (0, 0, 0), (int(x), int(y)), radius + 2)
            colour = palette.ACCENT if near else palette.GOOD
            pygame.draw.circle(surface, colour, (int(x), int(y)), radius, 0 if near else 3)
        listed = self.listed()
        if hovered is None and isinstance(listed, tuple) and listed[0] in ("jump", "branch"):
            hovered = listed
        if hovered is not None and hovered[0] in ("jump", "branch"):
            route = self.preview(view, hovered)
            if route is not None:
                self._draw_route(surface, route)
        if self.asking.ask == "turn tile":
            sector = view["explore"]["sector"]
            rotation = self.rotation_action(view)[1]
            self._draw_ghost_tile(surface, sector, f"{view['explore']['tile']}@{rotation}")
        if self.asking.ask == "scan":
            sector = geo.sector_at(self.pointer)
            disrupt = spots.disrupt_choice(legal, sector, self.turn) if sector is not None else None
            if disrupt is not None:
                tile = view["board"][sector].partition("@")[0]
                self._draw_ghost_tile(surface, sector, f"{tile}@{disrupt[2]}")

    def _draw_ghost_tile(self, surface, sector, content):
        rect = self.geo.sector_rect(sector)
        ghost = art.sector_image(content, sector, max(8, int(self.geo.cell))).copy()
        ghost.set_alpha(215)
        surface.blit(ghost, rect)
        glow_rect(surface, rect, palette.ACCENT, 2, 4)

    def _route_segments(self, route) -> list:
        """Port to centre to port, leg by leg: a loop line leaves by one edge and comes back by the other."""
        geo = self.geo
        segments = []
        for leg in route.legs:
            centre = geo.centre(leg.sector)
            if leg.entry is not None:
                segments.append((geo.port_point(leg.sector, leg.entry), centre))
            if leg.exit is not None:
                segments.append((centre, geo.port_point(leg.sector, leg.exit)))
        return segments

    def _draw_route(self, surface, route):
        """The route a jump would ride, glowing, to where it ends or leaves the known galaxy; at a branch, each
        way on, fainter."""
        geo = self.geo
        colour = {"blocked": palette.BAD, "explore": palette.DIM, "branch": palette.ACCENT}.get(route.end, palette.GLOW)
        box = geo.galaxy
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        ways = [(route, 1.0)] + [(branch, 0.45) for __, branch in route.branches]
        for way, strength in ways:
            for width, alpha in ((int(geo.cell * 0.28), 60), (int(geo.cell * 0.14), 120), (3, 255)):
                for a, b in self._route_segments(way):
                    start, end = (a[0] - box.x, a[1] - box.y), (b[0] - box.x, b[1] - box.y)
                    pygame.draw.line(layer, (*colour, int(alpha * strength)), start, end, max(1, width))
        surface.blit(layer, box)
        radius = max(4, int(geo.cell * 0.16))
        if route.stop is not None:
            end = geo.centre(route.stop)
            pygame.draw.circle(surface, colour, (int(end[0]), int(end[1])), radius, 3)
        if route.explore is not None:  # the ship will explore this sector and enter it
            glow_rect(surface, geo.sector_rect(route.explore).inflate(-6, -6), palette.INK, 2, 6)

    def _ship_views(self, view, legal) -> list:
        """(seat, ShipView) for the large ship and the small ones."""
        shown = [(self.large_seat(view), self.large_view(view, legal))]
        shown += [(other, ShipView(rect, view["ships"][other])) for other, rect in self.small_ships(view)]
        return shown

    def _draw_ships(self, surface, view, legal):
        named = self.part_actions(view) if legal else {}
        names = self.names()
        held = view["task"].get("held") if self.asking.ask == "build" else None
        for index, (seat, ship) in enumerate(self._ship_views(view, legal)):
            lit = {part for who, part in named if who == seat}
            if legal and seat == view["current"]:
                lit |= set(spots.part_spots(view, legal, self.asking.ask))
            if index == 0:
                title = _("{who}'s ship").format(who=names[seat])
                if view["homes"][seat]:
                    title = _("{who}'s ship ({home})").format(who=names[seat], home=view["homes"][seat])
            else:
                bottom = max((ship.part_rect(part).bottom for part in ship.ship["parts"]), default=ship.rect.y)
                hint = _caption(ship.rect, _("Click or S: larger"), bottom)  # a bare "[S]" said nothing
                title = names[seat] if hint else _("{who}  (S: larger)").format(who=names[seat])  # the key at least
            ship.draw(surface, title, palette.seat_colour(seat, self.safe), view["loaded"][seat], lit)
            if index > 0 and hint:
                surface.blit(hint, hint.get_rect(midbottom=(ship.rect.centerx, ship.rect.bottom - 3)))
            if held and seat == view["current"]:  # components lifted off while reconfiguring, in hand
                size = max(12, min(ship.cell, ship.rect.height // 5))
                for i, part in enumerate(held):
                    image = art.component_image(part["kind"], part["damaged"], size, 0)
                    surface.blit(image, (ship.rect.x + 4 + i * (size + 2), ship.rect.bottom - size - 4))

    def _draw_ship_extras(self, surface, view, legal):
        """Flashing components and the ghost of a component being placed."""
        flashing = bool(self.timeline.pending("flash"))
        for index, (seat, ship) in enumerate(self._ship_views(view, legal)):
            if flashing:
                self._draw_flashes(surface, seat, ship)
            if index == 0 and seat == view["current"] and seat == self.viewer():
                self._draw_ghost(surface, view, legal, ship)

    def _draw_flashes(self, surface, seat, ship):
        """A component flipping (damaged, repaired, just built) glows for a moment."""
        for part in ship.ship["parts"]:
            lit = self.motion.flash(seat, part["id"])
            if lit is not None:
                colour, strength = lit
                rect = ship.part_rect(part).inflate(6, 6)
                glow = pygame.Surface(rect.size, pygame.SRCALPHA)
                glow.fill((*colour, int(150 * strength)))
                surface.blit(glow, rect)

    def _draw_ghost(self, surface, view, legal, ship):
        spots_ = self.ghost_spots(view, legal)
        for spot in spots_:
            rect = ship.float_rect(spot[1], 0) if spot[0] == "float" else ship.square_rect(spot[0], spot[1])
            pygame.draw.rect(surface, palette.GOOD, rect.inflate(-4, -4), 2, border_radius=4)
        ghost = self.ghost_action(view, legal)
        if ghost is None:
            return
        spot = ghost[-1]
        kind = view["placing"]["kind"] if ghost[0] == "place" else view["task"]["held"][0]["kind"]
        if spot[0] == "float":
            rect = ship.float_rect(spot[1], 0)
            image = pygame.transform.smoothscale(art.component_image(kind, False, ship.cell, 0), rect.size)
        else:
            part = {"kind": kind, "facing": spot[2], "chamfer": spot[3] if len(spot) > 3 else "NE"}
            rect = ship.square_rect(spot[0], spot[1])
            image = art.component_image(kind, False, ship.cell, art.part_angle(part))
        image = image.copy()
        image.set_alpha(190)
        surface.blit(image, image.get_rect(center=rect.center))
        glow_rect(surface, rect, palette.ACCENT, 2, 4)

    def _draw_sector_info(self, surface, view, legal):
        """What the sector under the pointer holds, in words, beside the pointer."""
        sector = self.geo.sector_at(self.pointer)
        if sector is None or self.animating or self.hyperpoint_at(view, legal, self.pointer) is not None:
            return
        if self.fight.shown(view):
            return  # the fight screen covers the galaxy
        if view["explore"] and view["explore"].get("sector") == sector:
            return  # the tile being explored is the thing to look at
        text = galaxy_view.sector_words(view, sector, self.names(), self.viewer())
        size = common.BODY
        lines = [assets.text(line, size, palette.INK) for line in common.wrap(text, size, self.geo.galaxy.width - 24)]
        width, height = max(line.get_width() for line in lines), sum(line.get_height() for line in lines)
        box = pygame.Rect(0, 0, width, height)
        box = box.move(self.pointer[0] + 14, self.pointer[1] - 10 - height).inflate(12, 6)
        box.clamp_ip(self.geo.galaxy)
        common.panel(surface, box, alpha=230, radius=6)
        y = box.y + 3
        for line in lines:  # a long line (a pirate's odds) wraps inside the galaxy
            surface.blit(line, (box.x + 6, y))
            y += line.get_height()

    def _draw_store_info(self, surface, view):
        """What the component in the Store box under the pointer does, beside the pointer; "owned" said in words."""
        kind = next(
            (k for k, box in galaxy_view.store_rects(self.geo.store).items() if box.collidepoint(self.pointer)), None
        )
        text = abilities.ability(kind)
        if text is None or self.animating:
            return
        if kind in view["ships"][self.large_seat(view)]["upgrades"]:
            text += " " + _("Owned: this ship has it on its Bridge already (one of each upgrade per ship).")
        _tip(surface, text, (self.pointer[0] - 10, self.pointer[1] + 18), "topright")

    def _draw_small_ship_info(self, surface, view):
        """A small ship under the pointer: how to see it large (its "S: larger" was guessed at)."""
        if self.animating:
            return
        for seat, rect in self.small_ships(view):
            if rect.collidepoint(self.pointer):
                words = _("{who}'s ship: click it, or press S, to see it large.").format(who=self.names()[seat])
                _tip(surface, words, (self.pointer[0] - 10, self.pointer[1] + 18), "topright")

    def _draw_tile_icons(self, surface, view):
        """Tiles named by a chooser row (a Quantum scan's, seen by its player only) drawn at the row's end."""
        for index, (__, action) in enumerate(self.chooser.items):
            rect = self.chooser.row_rect(index)
            if rect is None or not tile_icons(action):
                continue
            tiles = [action[1]] if action[0] == "keep" else list(action[1])
            size = min(rect.height, self.chooser.row - 2)  # a row's first line tall, however many lines it wraps to
            for i, tile in enumerate(reversed(tiles)):
                image = art.sector_image(f"{tile}@0", -1, size)
                surface.blit(image, (rect.right - (i + 1) * (size + 2), rect.y))


def _tip(surface, text: str, at, corner: str):
    """A tooltip: `text` wrapped to a readable width, its box's `corner` at `at`, kept on the window."""
    size = common.BODY
    lines = [assets.text(line, size, palette.INK) for line in common.wrap(text, size, min(640, surface.get_width()))]
    box = pygame.Rect(0, 0, max(line.get_width() for line in lines), sum(line.get_height() for line in lines))
    setattr(box, corner, at)
    box = box.inflate(12, 6)
    box.clamp_ip(surface.get_rect())
    common.panel(surface, box, alpha=235, radius=6)
    y = box.y + 3
    for line in lines:
        surface.blit(line, (box.x + 6, y))
        y += line.get_height()


def _caption(rect, text, above: int):
    """Dim words for the bottom of a panel, as large as fit below `above` (None where they cannot)."""
    for size in range(max(10, min(28, rect.width // 14)), 9, -1):  # as large as the ship's own title
        words = assets.text(text, size, palette.DIM)
        if words.get_width() <= rect.width - 8 and rect.bottom - 3 - words.get_height() >= above + 2:
            return words
    return None
