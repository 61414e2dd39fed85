"""All in All's players' panels (cards held, known cards, home planet with its relics) and the viewer's hand."""

import re

import pygame

from game.rules.all_in_all import (
    ALIENS,
    CAP,
    CARDS,
    KINDS,
    NUMBERS,
    RELICS,
    SHORT,
    card_title,
)
from game.words import _, ngettext, word
from scenes import assets, common, palette
from scenes.boards.all_in_all.art import FLYING, GOLD, SPRITES, actor_of, back_image, card_image, faded, icon, tinted
from scenes.boards.all_in_all.input import landing_words
from scenes.boards.kit import glow_rect


def hidden_hand_words(ask: str, asked: bool, portal: int = 0) -> str:
    """The hand panel's words at a shared screen, where no hand shows: what is happening, not a choice that is not
    there (the deal, a bot's turn); a landing asked in the open is asked here in full (the prompt beside three
    buttons has room for three words)."""
    if ask == "setup":
        return _("The table is being dealt face down: each player sees only their own hand, behind the curtain.")
    if ask == "refill":
        return _("The hands are filled face down: each player sees only their own, behind the curtain.")
    button = _("Show my hand")  # the frame's button, as it is worded there
    if asked and ask == "landing":
        return _(
            "{question} Hands are hidden: this choice is made in the open. Use '{button}' to look at yours behind "
            "the curtain."
        ).format(question=landing_words(portal), button=button)
    if asked:
        return _("Hands are hidden. Use '{button}' to look at yours behind the curtain.").format(button=button)
    return _("Hands are hidden at a shared screen: each player sees their own behind the curtain.")


def fitted_name(name: str, room: int) -> tuple[str, int]:
    """A seat's name and its text size for a panel's title row `room` pixels wide: smaller type first, then the
    name cut short with an ellipsis, never over the next panel or the PASS tag."""
    for size in (20, 17, 15):
        if assets.font(size).size(name)[0] <= room:
            return name, size
    cut = name
    while len(cut) > 1 and assets.font(15).size(cut + "…")[0] > room:
        cut = cut[:-1]
    return cut.rstrip() + "…", 15


MORE_ROOM = 28
"""Pixels kept for "+N" after a seat's public cards when they do not all fit (a panel showed 4 of 5 with no word)."""


def sets_words(sets: int) -> str:
    # Translators: complete sets of three on a home planet, out of the three that win ("1/3 sets")
    return _("{count}/3 sets").format(count=sets)


def public_cards_shown(count: int, room: float, size: int) -> tuple[int, int]:
    """How many of a seat's `count` public cards fit in `room` pixels of icons `size` wide, and how many are left
    for a "+N" (room is kept for it whenever one is needed)."""
    step = size - 2
    if count * step + 2 <= room:
        return count, 0
    shown = max(0, int((room - MORE_ROOM - 2) // step))
    return shown, count - shown


class AllInAllPanels:
    """The board gives `panels_rect`, `hand_rect`, `panel`, `backs_rect`, `home_slot`, `hand_groups`."""

    def _draw_panels(self, surface, view, legal, hint):
        n = view["players"]
        names = self.props.names
        actor = actor_of(view, self.asking.ask)
        draws = {a[1] for a in legal if isinstance(a, tuple) and a[0] == "draw"} if self.selected is None else set()
        steals = {(a[1], a[2]) for a in legal if isinstance(a, tuple) and a[0] == "pilferer"}
        winners = set(view["winners"])
        for seat in range(n):
            panel = self.panel(seat, n)
            colour = palette.seat_colour(seat, self.safe)
            edge = colour if seat == actor or seat in winners else palette.PANEL_EDGE
            common.panel(surface, panel, edge=edge)
            if seat in draws:
                glow_rect(surface, self.backs_rect(seat, n).inflate(4, 4), palette.GOOD, width=2, radius=6)
            if isinstance(hint, tuple) and hint and hint[0] == "draw" and hint[1] == seat:
                glow_rect(surface, panel, GOLD, width=3)
            right = panel.right - 6
            if view["pass_holder"] == seat:
                # Translators: a short tag in a player's panel: they hold the starting pass
                tag = assets.text(_("PASS"), 15, GOLD, bold=True)
                right -= tag.get_width()
                surface.blit(tag, (right, panel.y + 8))
                right -= 6
            name, size = fitted_name(names[seat], right - (panel.x + 6 + 20 + 8))  # 6 seats: "Bartholomew" ran on
            badge = common.seat_badge(surface, seat, name, (panel.x + 6, panel.y + 5), 20, self.safe, size)
            where = view["landed"][seat]
            if where >= 0:
                # Translators: a short tag in a player's panel: their ship landed at portal N
                tag = assets.text(_("landed #{portal}").format(portal=where + 1), 15, palette.INK)
            elif self.asking.ask in FLYING:
                # Translators: a short tag in a player's panel: their ship still flies with the mission
                tag = assets.text(_("flying"), 15, palette.GOOD)
            else:
                tag = None
            if tag is not None and right - tag.get_width() > badge.right:
                surface.blit(tag, (right - tag.get_width(), panel.y + 8))
            self._draw_backs(surface, view, seat)
            self._draw_home(surface, view, seat, steals)

    def _draw_backs(self, surface, view, seat):
        """A seat's cards face down and their count, then the cards everyone saw go in, "+N" for those that do not
        fit; the backs close up to leave that word room in a narrow panel, beside the "1/3 sets" at its end."""
        n = view["players"]
        rect = self.backs_rect(seat, n)
        cards = view["hands"][seat]
        count = sum(cards) if isinstance(cards, list) else cards
        h = rect.height
        w = int(h / 1.4)
        known = view["known"][seat] if seat != view.get("seat") else []
        sets = sum(1 for c in view["homes"][seat] if c >= CAP)
        sets_room = assets.font(15, True).size(sets_words(sets))[0] + 8 if sets else 0
        limit = rect.width * 0.45
        if any(known):
            limit = min(limit, rect.width - sets_room - MORE_ROOM - 40)
        step = max(3, min(w // 2, (limit - w) / max(1, count - 1)))
        x = rect.x
        for i in range(count):
            surface.blit(back_image((w, h)), (int(x + i * step), rect.y))
        x = int(x + (count - 1) * step + w + 6) if count else x
        label = assets.text(f"{count}", 20, palette.INK, bold=True)
        surface.blit(label, (x, rect.y + (h - label.get_height()) // 2))
        x += label.get_width() + 8
        if any(known):
            size = max(12, h - 10)
            seen = [CARDS[c] for c in range(11) for _ in range(known[c])]
            shown, more = public_cards_shown(len(seen), rect.right - sets_room - x, size)
            for name in seen[:shown]:
                surface.blit(icon(name, size), (x, rect.y + 5))
                x += size - 2
            if more:
                surface.blit(assets.text(f"+{more}", 15, palette.INK, bold=True), (x + 2, rect.y + 6))

    def _draw_home(self, surface, view, seat, steals):
        n = view["players"]
        home = view["homes"][seat]
        size = self.home_layout(n)[1]
        panel = self.panel(seat, n)
        planet = tinted(f"{SPRITES}planet.png", palette.seat_colour(seat, self.safe), (size * 3, size * 3))
        planet = planet.copy()
        planet.set_alpha(70)
        surface.blit(planet, planet.get_rect(center=(panel.centerx, panel.bottom - size * 1.6)))
        for k in range(KINDS):
            count = home[k]
            base = self.home_slot(seat, k, n)
            if count >= CAP:
                column = base.union(self.home_slot(seat, k, n, CAP - 1)).inflate(4, 4)
                glow_rect(surface, column, GOLD, width=2, radius=5)
            if not count:
                surface.blit(faded(RELICS[k], size), base)
            for i in range(count):
                slot = self.home_slot(seat, k, n, i)
                surface.blit(icon(RELICS[k], size), slot)
            if (seat, RELICS[k]) in steals and count:
                top = self.home_slot(seat, k, n, count - 1)
                glow_rect(surface, top.inflate(4, 4), palette.BAD, width=2, radius=5)
            for i in range(CAP):  # three pips under each kind: the way to a set
                colour = GOLD if i < count else palette.PANEL_EDGE
                pygame.draw.circle(surface, colour, (base.x + size // 2 - 6 + 6 * i, base.bottom + 5), 2)
        sets = sum(1 for c in home if c >= CAP)
        if sets:
            words = assets.text(sets_words(sets), 15, GOLD, bold=True)
            backs = self.backs_rect(seat, n)
            surface.blit(words, (backs.right - words.get_width(), backs.y + 6))

    def _draw_hand(self, surface, view, legal, hint):
        rect = self.hand_rect
        common.panel(surface, rect, alpha=160)
        seat = view.get("seat")
        if seat is None:
            said = hidden_hand_words(self.asking.ask, bool(legal), view["portal"])
            for size in (22, 20, 18, 16):  # smaller words rather than words over the panel's edge
                lines = len(common.wrap(said, size, rect.width - 28))
                if 14 + lines * (assets.font(size).get_height() + 2) <= rect.height - 6:
                    break
            common.blit_wrapped(surface, said, (rect.x + 14, rect.y + 14), rect.width - 28, size, palette.DIM)
            return
        colour = palette.seat_colour(seat, self.safe)
        groups = self.hand_groups(view)
        if self.watching:  # a replay's hand is someone's
            title = _("{name}'s hand").format(name=self.props.names[seat])
        else:
            title = _("Your hand")
        room = min((group.left for group, _name, _count in groups), default=rect.right) - rect.x - 20
        for size in (20, 17, 15):  # a long name's title shrinks rather than run into the first card
            words = assets.text(title, size, colour, bold=True)
            if words.get_width() <= room:
                break
        surface.blit(words, (rect.x + 12, rect.y + 6))
        ask = self.asking.ask
        places = {a[1] for a in legal if isinstance(a, tuple) and a[0] == "place"}
        plays = {a[0] for a in legal if isinstance(a, tuple) and a[0] in ALIENS}
        for index, (group, name, count) in enumerate(groups):
            surface.blit(card_image(name, group.size), group)
            if count > 1:  # on the part of the card left in sight when the next one lies over it
                seen = min(group.right, groups[index + 1][0].left) if index + 1 < len(groups) else group.right
                # Translators: on a card in the hand: how many of it the player holds ("x2")
                badge = assets.text(_("x{count}").format(count=count), 20, palette.INK, bold=True)
                back = pygame.Rect(0, 0, badge.get_width() + 10, badge.get_height() + 2)
                back.bottomright = (max(group.left + back.width, seen - 2), group.bottom - 2)
                pygame.draw.rect(surface, palette.PANEL, back, border_radius=6)
                pygame.draw.rect(surface, palette.INK, back, width=1, border_radius=6)
                surface.blit(badge, badge.get_rect(center=back.center))
            if name in places or name in plays:
                glow_rect(surface, group, palette.GOOD, width=2, radius=6)
            if name == self.selected:
                glow_rect(surface, group.inflate(6, 6), palette.ACCENT, width=3, radius=8)
            if isinstance(hint, tuple) and hint and hint[0] == "place" and hint[1] == name:
                glow_rect(surface, group.inflate(6, 6), GOLD, width=3, radius=8)
        label = assets.text(word(SHORT[self.selected]), 18, palette.ACCENT) if self.selected else None
        if label is not None:
            surface.blit(label, (rect.x + 12, rect.y + 34))
        # the counter and the state of the mission, on the right
        info = self.hand_info_rect()
        actor = actor_of(view, self.asking.ask)
        if ask == "collect" and actor is not None:
            who = self.props.names[actor]
            left = view["actions_left"]
            words = assets.text(f"{left}", 54, GOLD if actor == seat else palette.INK, bold=True)
            surface.blit(words, words.get_rect(midtop=(info.centerx, info.y)))
            if actor != seat:
                # Translators: under the big number of actions a collecting player has left
                under = ngettext("action left for {name}", "actions left for {name}", left).format(name=who)
            else:
                # Translators: under the big number of actions the collecting player has left
                under = ngettext("action left", "actions left", left)
            common.blit_wrapped(
                surface, under, (info.x + 10, info.y + words.get_height()), info.width - 20, 18, palette.DIM
            )
        elif ask in FLYING:
            p = view["portal"]
            mission = _("Mission {number}").format(number=view["mission"])
            surface.blit(assets.text(mission, 20, palette.ACCENT), (info.x, info.y))
            worth = _("portal #{portal}: worth {worth}").format(portal=p + 1, worth=NUMBERS[p])
            surface.blit(assets.text(worth, 18, palette.INK), (info.x, info.y + 26))
            target = 7 if view["players"] <= 4 else 6
            refill = _("hands refill to {count}").format(count=target)
            surface.blit(assets.text(refill, 16, palette.DIM), (info.x, info.y + 50))
        elif self.asking.over:
            surface.blit(assets.text(_("The game is over"), 22, GOLD), (info.x, info.y))

    def _draw_tooltip(self, surface, view):
        """The name of the card under the pointer: every card, relic and alien says what it is."""
        name = self.hovered and self.card_at(self.hovered, view)
        if not name:
            return
        # the bold face's space after a digit ("7 Lichtjahre-Stiefel") looked like none: a three-per-em space instead
        title = re.sub(r"(?<=\d) ", "\u2004", word(card_title(name)))
        words = assets.text(title, 18, palette.INK, bold=True)
        box = words.get_rect(midbottom=(self.hovered[0], self.hovered[1] - 14)).inflate(16, 8)
        box.clamp_ip(self.rect)
        common.panel(surface, box, alpha=240, edge=palette.ACCENT, radius=6)
        surface.blit(words, words.get_rect(center=box.center))

    def card_at(self, pos, view) -> str | None:
        for rect, _p, name in reversed(self.card_rects(view)):
            if rect.collidepoint(pos):
                return name
        for rect, name, _count in reversed(self.hand_groups(view)):  # the card on top first
            if rect.collidepoint(pos):
                return name
        n = view["players"]
        for seat in range(n):
            for k in range(KINDS):
                for index in range(max(1, view["homes"][seat][k])):
                    if self.home_slot(seat, k, n, index).collidepoint(pos):
                        return RELICS[k]
        return None
