"""Galaxy Express's tray and queue: the Thrust and Brake coins with their spent piles, the speed and refuel
dice, the score so far, and the delivery queue under the chart."""

from __future__ import annotations

import pygame

from game.rules.galaxy_express import BRAKE, EMPTY, HIDDEN, MOON, SUN, THRUST, GalaxyExpressState, name_square
from game.words import _
from scenes import assets, common, palette
from scenes.boards.galaxy_express.art import SUIT_COLOUR, coin_surface, die_surface
from scenes.boards.galaxy_express.words import coins
from scenes.boards.kit import glow_rect

DIE = 40  # the speed and refuel dice
REFUEL_COUNT = 36  # room for the refuel count at the gauges' right edge


def gauge_dice(value: int) -> list[int]:
    """The dice that show a speed or refuel count: one die up to 5, a second only above it (2 is never "2 0"),
    never more than two nor a face above 5 (an 11th refuel asked for a die face that does not exist and stopped
    the app, Continue included); the number beside the dice says the rest."""
    return [min(5, value)] + ([min(5, value - 5)] if value > 5 else [])


class GalaxyExpressTray:
    """Drawing beside and under the chart; the board gives `rows`, `gauges`, `queue_rect`, `u`, `selected`."""

    def paint_tray(self, cloth):
        """The panels, titles and Ace tiles, which never change (painted once onto the board's cloth)."""
        for suit in (SUN, MOON):
            row = self.rows[suit]
            common.panel(cloth, row)
            # Translators: Suns and Moons are piecepack suits (Sonnen, Monde); the table calls them by their use.
            title = _("Thrust coins (Suns)") if suit == SUN else _("Brake coins (Moons)")
            cloth.blit(assets.text(title, 20, SUIT_COLOUR[suit], bold=True), (row.x + 10, row.y + 6))
            ace = self._ace(row)
            pygame.draw.rect(cloth, (16, 22, 48), ace, border_radius=10)
            pygame.draw.rect(cloth, SUIT_COLOUR[suit], ace, width=2, border_radius=10)
            glyph = assets.scaled(f"sprites/ge_{suit}.png", (30, 30)).copy()
            glyph.fill((*SUIT_COLOUR[suit], 120), special_flags=pygame.BLEND_RGBA_MULT)
            cloth.blit(glyph, glyph.get_rect(center=ace.center))
        box = self.gauges
        common.panel(cloth, box)
        cloth.blit(assets.text(_("Speed"), 20, palette.ACCENT, bold=True), (box.x + 10, box.y + 8))
        words = assets.text(_("Refuels"), 20, palette.ACCENT, bold=True)  # room after it for two digits (11 refuels)
        cloth.blit(words, words.get_rect(topright=(box.right - REFUEL_COUNT, box.y + 8)))
        box = self.queue_rect
        if box.height >= 40:
            common.panel(cloth, box)
            cloth.blit(assets.text(_("Delivery queue"), 18, palette.GOOD, bold=True), (box.x + 10, box.y + 6))

    def _ace(self, row) -> pygame.Rect:
        """The Ace tile with the spent pile fanned on it."""
        u = self.u
        return pygame.Rect(row.x + 10, row.y + int(32 * u), int(92 * u), int(92 * u))

    def coin_places(self, view) -> list[tuple[str, str, int | None, pygame.Rect]]:
        """(key, suit, value or None, rect) of the four places for coins showing: where they are drawn and
        clicked, worked out from the layout and the view alone (drawing changes nothing)."""
        places = []
        keys = iter(("1", "2", "3", "4"))
        for suit in (SUN, MOON):
            row, u = self.rows[suit], self.u
            x = self._ace(row).right + 14
            for value in (list(view["showing"][suit]) + [None, None])[:2]:
                places.append((next(keys), suit, value, pygame.Rect(x, row.y + int(34 * u), int(66 * u), int(66 * u))))
                x += int(80 * u)
        return places

    def stack_label(self, row, stack: int) -> tuple[str, pygame.Rect]:
        """The face-down count under the stack, kept inside the row: "4 face down", or "4" when that would
        run past the panel's edge (a small window)."""
        u = self.u
        # the second coin's right edge at the label's height (the coin is round: its box's corner is free)
        coin_edge = self._ace(row).right + 14 + int(80 * u) + int(66 * u) - int(5 * u)
        room = pygame.Rect(coin_edge, row.y + int(86 * u), row.right - 3 - coin_edge, 18)
        # Translators: the count of coins still face down on the stack ("4 verdeckt"); its width is small.
        words = _("{count} face down").format(count=stack)
        if assets.font(14).size(words)[0] > room.width:
            words = str(stack)
        size = assets.font(14).size(words)
        spot = pygame.Rect(0, room.y, *size)
        spot.centerx = min(row.right - int(29 * self.u), room.right - size[0] // 2)
        return words, spot

    def coin_rects(self, view) -> dict[tuple[str, int], pygame.Rect]:
        return {(suit, value): rect for _key, suit, value, rect in self.coin_places(view) if value is not None}

    def _draw_tray(self, surface, view, legal):
        hint_coin = None
        if self.assist_move is not None and self.assist_move[0] and self.asking.ask == "coin":
            action = tuple(self.assist_move[0])
            if action[0] in (THRUST, BRAKE):
                hint_coin = (SUN if action[0] == THRUST else MOON, action[1])
        for key, suit, value, rect in self.coin_places(view):
            if value is None:
                pygame.draw.circle(surface, palette.PANEL_EDGE, rect.center, rect.width // 2 - 3, width=1)
            else:
                coin = (suit, value)
                if coin == self.selected:
                    glow_rect(surface, rect.inflate(8, 8), palette.ACCENT, radius=36)
                elif coin == hint_coin:
                    glow_rect(surface, rect.inflate(8, 8), palette.GOOD, radius=36)
                surface.blit(coin_surface(suit, value, rect.width), rect)
            words = assets.text(f"[{key}]", 16, palette.INK if value is not None else palette.DIM)
            surface.blit(words, words.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
        for suit in (SUN, MOON):
            row = self.rows[suit]
            u = self.u
            ace = self._ace(row)
            spent = view["spent"][suit]
            for i, value in enumerate(spent):
                small = coin_surface(suit, value, int(30 * u))
                surface.blit(small, (ace.x + 4 + (i % 3) * int(28 * u), ace.y + 4 + (i // 3) * int(44 * u)))
            label = assets.text(_("spent {count}").format(count=len(spent)), 14, palette.DIM)
            surface.blit(label, label.get_rect(midtop=(ace.centerx, ace.bottom - 16)))
            stack = 6 - len(spent) - len(view["showing"][suit])
            back = coin_surface(suit, None, int(34 * u), face_down=True)
            for i in range(min(stack, 3)):
                surface.blit(back, (row.right - int(46 * u) + i * 2, row.y + int(44 * u) - i * 3))
            words, spot = self.stack_label(row, stack)
            surface.blit(assets.text(words, 14, palette.DIM), spot)
        self._draw_gauges(surface, view)

    def refuel_count_rect(self, refuels: int) -> pygame.Rect:
        """Where the refuel count is written: after its title, inside the panel for two digits too."""
        spot = pygame.Rect((0, 0), assets.font(20, True).size(str(refuels)))
        spot.topleft = (self.gauges.right - REFUEL_COUNT + 6, self.gauges.y + 8)
        return spot

    def _draw_gauges(self, surface, view):
        box = self.gauges
        size = DIE
        speed = view["speed"]
        y = box.y + 8 + 26
        right = box.right - 10 - 2 * size - 6
        for i, value in enumerate(gauge_dice(speed)):
            surface.blit(die_surface(value, size), (box.x + 10 + i * (size + 6), y))
        refuels = view["refuels"]
        for i, value in enumerate(gauge_dice(refuels)):
            surface.blit(die_surface(value, size), (right + i * (size + 6), y))
        surface.blit(assets.text(str(speed), 20, palette.INK, bold=True), (box.x + 76, box.y + 8))
        surface.blit(assets.text(str(refuels), 20, palette.INK, bold=True), self.refuel_count_rect(refuels))
        preview = self.preview_speed(view)
        if self.asking.ask == "coin" and preview is not None:
            words = assets.text(f"-> {preview}", 20, palette.ACCENT, bold=True)
            surface.blit(words, (box.x + 14 + 2 * (size + 6), y + 8))
        y += size + 10
        card = GalaxyExpressState.from_json(view).score_card()
        line = _("Score now {total}: {deliveries}×20 − {refuels}×10 + {coins}").format(
            total=card["total"], deliveries=card["deliveries"], refuels=card["refuels"], coins=coins(card["coins_left"])
        )
        y = common.blit_wrapped(surface, line, (box.x + 10, y), box.width - 20, 18, palette.INK)
        used = sum(card["assists"].values())
        if used:
            said = _("Assists used: {count}").format(count=used)
            y = common.blit_wrapped(surface, said, (box.x + 10, y), box.width - 20, 16, palette.BAD)
        if view["ship"] is not None and y < box.bottom - 20:
            where = _("Ship at {square}")
            if view["speed"] == 0 and view["chart"][view["ship"]] != EMPTY:
                where = _("Ship at {square}, in orbit")
            where = where.format(square=name_square(view["ship"]))
            y = common.blit_wrapped(surface, where, (box.x + 10, y), box.width - 20, 16, palette.DIM)
        keys = _("Keys: 1-4 pick a coin · arrows slide · D deliver · R refuel · S can I still stop? · H hint")
        if y < box.bottom - 60 and not self.watching:
            common.blit_wrapped(surface, keys, (box.x + 10, box.bottom - 52), box.width - 20, 16, palette.DIM)

    def _draw_queue(self, surface, view):
        box = self.queue_rect
        if box.height < 40:
            return
        queue = view["queue"]
        x = box.x + 12
        big = max(40, min(76, box.height - 30))
        if self.asking.ask == "deal":
            common.blit_wrapped(surface, _("Setting up the chart…"), (x, box.y + 34), 300, 18, palette.DIM)
            return
        if queue:
            head = coin_surface("crown", queue[0], big)
            surface.blit(head, (x, box.y + 26))
            label = assets.text(_("Next: planet {planet}").format(planet=queue[0]), 20, palette.INK, bold=True)
            surface.blit(label, (x + big + 10, box.y + 30))
            where = [sq for sq, v in enumerate(view["chart"]) if v == queue[0]]
            note = _("at {square}").format(square=name_square(where[0])) if where else _("not found yet: scan")
            surface.blit(assets.text(note, 16, palette.DIM), (x + big + 10, box.y + 56))
            x += big + 10 + max(label.get_width(), 120) + 16
            room = box.right - x - 10 - (90 if view["delivered"] else 0)
            small = max(16, min(big // 2, room // max(1, len(queue) - 1 + len(view["delivered"])) - 4))
            for value in queue[1:]:
                if value == HIDDEN:
                    coin = coin_surface("crown", None, small, face_down=True)
                else:
                    coin = coin_surface("crown", value, small)
                surface.blit(coin, (x, box.y + 40))
                x += small + 4
            x += 16
        if view["delivered"]:
            surface.blit(assets.text(_("Delivered"), 16, palette.DIM), (x, box.y + 22))
            small = max(16, min(big // 2 - 6, (box.right - x - 10) // len(view["delivered"]) - 3))
            for value in view["delivered"]:
                surface.blit(coin_surface("crown", value, small, alpha=150), (x, box.y + 44))
                x += small + 3
