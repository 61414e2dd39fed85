"""42's tray and news: the 0-42 score dial, the tile piles, the phase title and the banners over the board."""

import math

import pygame

from game.rules.expressway42 import (
    COLS,
    DESIGN,
    LICENCE,
    ROWS,
    SMALL,
    SMALL_TILES,
)
from game.words import _, ngettext, pgettext
from scenes import assets, common, palette
from scenes.boards.expressway42.art import SPRITES, _track, phase_title
from scenes.boards.expressway42.input import PILE_KEYS
from scenes.boards.kit import glow_rect

DIAL_LABELS = (12, 24, 36, LICENCE)


def tiles_left(count: int) -> str:
    """Under a pile: how many tiles it still holds."""
    # Translators: under a pile of tiles, how many it still holds
    return ngettext("{count} left", "{count} left", count).format(count=count)


class ExpresswayTray:
    """The board gives `tray`, `dial_rect`, `pile_rects`, `dial_shown`, `banner`, `hover_pile`, `pile_cursor`."""

    def _draw_banners(self, surface, view):
        centre = self.map.rect.centerx
        title = phase_title(self.asking)
        if self.asking.over and not self.stepping():
            title = _("Game over")
        words = assets.text(title, 22, palette.INK, bold=True)
        below = self.point(COLS / 2, ROWS)[1] + self.cell * 0.62
        box = words.get_rect(center=(centre, below)).inflate(20, 6)
        common.panel(surface, box, radius=8)
        surface.blit(words, words.get_rect(center=box.center))
        y = self.point(0, ROWS / 2)[1] - 60
        # solid to its last moment, as the other boards' news: a fading box left its words over the tiles' lines
        self.banner.draw_boxes(surface, (centre, y), 30, count=2, alpha=235)

    def paint_tray(self, cloth):
        """The panel, titles and the dial's face, which never change (painted once onto the board's cloth)."""
        common.panel(cloth, self.tray)
        cloth.blit(assets.text(_("Score track"), 22, palette.ACCENT), (self.tray.x + 12, self.tray.y + 8))
        cx, cy, radius, at = self._dial_geometry()
        pygame.draw.circle(cloth, (14, 20, 46), (cx, cy), radius + 10)
        pygame.draw.circle(cloth, palette.PANEL_EDGE, (cx, cy), radius + 10, 2)
        for n in range(LICENCE + 1):
            major = n % 6 == 0 or n == LICENCE
            colour = palette.ACCENT if n == LICENCE else palette.DIM if major else (60, 72, 120)
            pygame.draw.line(cloth, colour, at(n, radius - (7 if major else 3)), at(n, radius + 3), 2 if major else 1)
        for n in DIAL_LABELS:
            label = assets.text(str(n), 14, palette.ACCENT if n == LICENCE else palette.DIM)
            cloth.blit(label, self.dial_label_rect(n))
        cloth.blit(assets.text(_("Tile piles"), 22, palette.ACCENT), (self.tray.x + 12, self.dial_rect.bottom + 10))

    def _dial_geometry(self):
        """The dial's centre, radius, and where a score (0-42) sits at a distance from the centre."""
        cx, cy = self.dial_rect.center
        radius = self.dial_rect.width // 2 - 12

        def at(position: float, r: float):
            angle = -math.pi / 2 + 2 * math.pi * position / (LICENCE + 1)
            return cx + math.cos(angle) * r, cy + math.sin(angle) * r

        return cx, cy, radius, at

    def _token_size(self) -> int:
        return max(16, self.dial_rect.width // 7)

    def dial_token_rect(self, seat: int, place: float) -> pygame.Rect:
        """Where a seat's token stands on the track (the two ride either side of the ring)."""
        _cx, _cy, radius, at = self._dial_geometry()
        size = self._token_size()
        x, y = at(place, radius + 2 + (4 if seat else -4))
        return pygame.Rect(0, 0, size, size).move(int(x) - size // 2, int(y) - size // 2)

    def dial_label_rect(self, n: int) -> pygame.Rect:
        """A score label inside the ring, clear of the tokens that pass it (a token on 42 must not hide "42"):
        as far in as the token's and the label's boxes reach along that radius."""
        _cx, _cy, radius, at = self._dial_geometry()
        half = self._token_size() / 2
        width, height = assets.font(14).size(str(n))
        angle = -math.pi / 2 + 2 * math.pi * n / (LICENCE + 1)
        across, down = abs(math.cos(angle)), abs(math.sin(angle))
        clear = 2 + half * (across + down) + (width * across + height * down) / 2 + 2
        x, y = at(n, radius - clear)
        return pygame.Rect(int(x) - width // 2, int(y) - height // 2, width, height)

    def dial_score_rects(self, seat: int, score: str, paid: str) -> tuple[pygame.Rect, pygame.Rect]:
        """Where a seat's score and its licences are written in the dial's middle, clear of the labels: the
        first seat's licences under its score, the second's over it (side by side, "2 licences 2 licences"
        read as one phrase, and overlapped on the smallest dial)."""
        cx, cy, radius, _at = self._dial_geometry()
        size = self._score_size()
        x = int(cx + (-1 if seat == 0 else 1) * radius * 0.3)
        number = pygame.Rect((0, 0), assets.font(size, True).size(score))
        number.center = (x, int(cy - size * 0.2))
        number.top = max(number.top, self.dial_label_rect(36).bottom + 1)  # "36" sits close on the smallest dial
        tag = pygame.Rect((0, 0), assets.font(13).size(paid))
        if seat == 0:
            tag.midtop = (x, number.bottom + 1)
        else:
            tag.midbottom = (x, number.top - 1)
        return number, tag

    def _score_size(self) -> int:
        return max(16, min(30, int(self._dial_geometry()[2] * 0.3)))

    @staticmethod
    def offered_piles(legal) -> frozenset:
        """The piles a person may take from now (a lesson may allow one): only these are lit."""
        moves = [action for action in legal if isinstance(action, tuple)]
        small = {SMALL} if any(action[:1] == ("small",) for action in moves) else set()
        return frozenset({action[1] for action in moves if action[:1] == ("pile",)} | small)

    def _draw_piles(self, surface, view, offered):
        ask = self.asking.ask
        for marking, rect in self.pile_rects.items():
            if marking == SMALL:
                if view["options"].get("unlimited_small", True):
                    count_text = _("no limit")
                else:
                    count_text = tiles_left(SMALL_TILES - view["small_used"])
                left = 1
            else:
                left = view["piles"][marking - 1]
                count_text = tiles_left(left)
            held = ask == "large tile" and view["held"] == marking
            usable = marking in offered and (
                (ask == "pile" and marking != SMALL and left) or (ask == "small tile" and marking == SMALL)
            )
            pygame.draw.rect(surface, (18, 24, 52), rect, border_radius=6)
            edge = palette.ACCENT if held else palette.GOOD if usable else palette.PANEL_EDGE
            if usable and (self.hover_pile == marking or (ask == "pile" and self.pile_cursor == marking)):
                glow_rect(surface, rect, palette.GOOD, width=2, radius=6)
            pygame.draw.rect(surface, edge, rect, 2, border_radius=6)
            art = min(rect.width - 12, rect.height - 30)
            name = "small" if marking == SMALL else SPRITES[DESIGN[marking]]
            image = assets.scaled(f"sprites/expressway42_{name}.png", (art, art))
            if marking == SMALL:
                image = assets.scaled(f"sprites/expressway42_{name}.png", (art * 2 // 3, art * 2 // 3))
            if not left or held:
                image = image.copy()
                image.set_alpha(70 if not left else 120)
            surface.blit(image, image.get_rect(center=(rect.centerx, rect.y + 4 + art // 2 + 10)))
            # Translators: the letter on the pile of small tiles (beside the large tiles' piles 1 to 11)
            small = pgettext("small tile pile", "S")
            tag = assets.text(small if marking == SMALL else str(marking), 18, palette.INK, bold=True)
            surface.blit(tag, (rect.x + 5, rect.y + 2))
            if marking in PILE_KEYS and str(marking) != PILE_KEYS[marking]:  # 10 and 11 have keys of their own
                key = assets.text(f"[{PILE_KEYS[marking]}]", 14, palette.DIM)
                surface.blit(key, key.get_rect(topright=(rect.right - 5, rect.y + 4)))
            count = assets.text(_("in hand") if held else count_text, 14, palette.DIM if left else palette.BAD)
            surface.blit(count, count.get_rect(midbottom=(rect.centerx, rect.bottom - 2)))

    def _draw_dial(self, surface, view):
        size = self._token_size()
        dial = self.dial_shown(view)
        for seat in (0, 1):
            place = _track(dial[seat])
            token = assets.token(palette.seat_shape(seat), palette.seat_colour(seat, self.safe), size)
            surface.blit(token, token.get_rect(center=self.dial_token_rect(seat, place).center))
            score = str(round(place))
            paid = int(max(0.0, dial[seat] - 1) // LICENCE)
            licences = ngettext("{count} licence", "{count} licences", paid).format(count=paid)
            number, tag = self.dial_score_rects(seat, score, licences)
            colour = palette.seat_colour(seat, self.safe)
            surface.blit(assets.text(score, self._score_size(), colour, bold=True), number)
            if paid:  # in the seat's colour, softened: a grey tag read as one of the dial's labels
                soft = pygame.Color(colour).lerp(palette.DIM, 0.35)
                surface.blit(assets.text(licences, 13, tuple(soft)[:3]), tag)
