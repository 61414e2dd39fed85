"""The phones at the play screen: each phone seat's code to scan, its address, whether its page is there.

The play screen (scenes/play.py) holds one `PhonesPanel` when its game has seats played on phones, and
hands it each frame (`update`: the pages' moves and news, through game/play/phones.py), each event
(`handle`: F2 and the Phones button open and close it, a click on a seat's button takes the seat back to
this screen or sends it to its phone again) and the drawing (`draw`). It opens by itself at the start until
every phone joined. A QR code is drawn with whole pixels per module, so it stays crisp in any window.
"""

from __future__ import annotations

import pygame
import segno

from game.words import _
from scenes import assets, common, palette
from scenes.bounded import by_bytes

MB = 1024 * 1024
KEY = pygame.K_F2
QUIET = 4  # the blank modules a reader needs around the code
NEWS_WIDTH = 300  # the narrowest strip beside the open panel that toasts stand in (else a band under it)
NEWS_BAND = 96  # the band under the open panel kept for toasts where no strip beside it is wide enough


@by_bytes(4 * MB)
def qr_surface(address: str, module: int) -> pygame.Surface:
    """The address as a QR code, `module` pixels a square (dark on white, with its quiet border)."""
    rows = list(segno.make(address, error="m").matrix_iter(scale=1, border=QUIET))
    small = pygame.Surface((len(rows[0]), len(rows)))
    small.fill((255, 255, 255))
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                small.set_at((x, y), (0, 0, 0))
    return pygame.transform.scale(small, (small.get_width() * module, small.get_height() * module))


def qr_modules(address: str) -> int:
    """How many modules wide the code is, its quiet border included."""
    return segno.make(address, error="m").symbol_size(border=QUIET)[0]


class PhonesPanel:
    def __init__(self, play):
        self.play = play
        self.desk = play.session.phones
        self.open = True  # at the start, until every phone joined (or the player closes it)
        self.joined_all = False
        self.button = None
        self.seat_buttons: dict[int, pygame.Rect] = {}  # seat -> its take back / send button, where drawn
        self.problem = None  # why the pages are not served, if they are not
        self.box = None  # where the panel was drawn last
        self.news_box = None  # where the toasts stand while it is open (beside it or under it)

    @property
    def app(self):
        return self.play.app

    # --- the play screen's hooks --------------------------------------------------------------------------
    def start(self):
        was = self.desk.plan.port  # where a continued game's pages were: they rejoin only there
        problem = self.play.session.open_phones()
        if problem is not None:
            from game.words import word

            self.problem = word(problem)
            self.app.toast(_("Phones: {why}").format(why=self.problem), "error", 10)
            self.open = False
        elif was and self.desk.plan.port != was:  # another program took it: the old addresses lead nowhere
            said = _("Phones: port {port}, where the pages were, is taken now. Scan the new codes.")
            self.app.toast(said.format(port=was), "error", 15)

    def build(self):
        """The Phones button, at the left of the bar above the board."""
        rect = self.play.frame.top_rect
        room = rect.right - 10 - 90 * 5 - 130
        self.button = self.play.button((room, 10, 120, 40), _("Phones"), tip=_("The phones' codes (F2)"))

    def update(self, dt) -> list:
        """The pages' moves for the screen to show, and a toast for each page that joined, left or was taken over."""
        if not self.desk.open_now:
            return []
        moved, notices = self.desk.serve()
        names = self.play.match.names
        for notice in notices:
            name = names[notice.seat]
            if notice.kind == "joined":
                self.app.toast(_("{name}'s phone joined.").format(name=name), "good")
            elif notice.kind == "left":
                self.app.toast(_("{name}'s phone left: the seat is played here until it is back.").format(name=name))
            elif notice.kind == "taken_over":
                self.app.toast(_("Another phone took over {name}'s seat.").format(name=name))
        if not self.desk.waiting() and not self.joined_all:
            self.joined_all = True
            self.open = False  # every phone joined: the table is shown whole
        if notices:
            self.app.dirty = True
        return moved

    def news(self):
        """After the table's step: the pages hear what changed."""
        self.desk.news()

    @property
    def busy(self) -> bool:
        """The pages are looked at every frame while one is still to join."""
        return self.desk.open_now and bool(self.desk.waiting())

    def handle(self, event) -> bool:
        """True when the event was the panel's."""
        if event.type == pygame.KEYDOWN and event.key == KEY:
            self.toggle()
            return True
        if event.type == pygame.USEREVENT or not self.open:
            return self._button_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.toggle()
            return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            index = event.key - pygame.K_1
            if index < len(self.desk.seats):
                self.switch(self.desk.seats[index])
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for seat, rect in self.seat_buttons.items():
                if rect.collidepoint(event.pos):
                    self.switch(seat)
                    return True
            return self._button_event(event) or True  # the board beneath is not clicked through the panel
        return self._button_event(event)

    def _button_event(self, event) -> bool:
        import pygame_gui

        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button:
            self.toggle()
            return True
        return False

    def toast_area(self) -> pygame.Rect | None:
        """While the codes show, news stands beside the panel or under it, never over its words, codes or buttons
        (a game kept at the start covered the address's second line and "Take back to this screen" for 5 s)."""
        return self.news_box if self.box is not None else None

    def toggle(self):
        self.open = not self.open
        self.app.dirty = True

    def switch(self, seat: int):
        """Take the seat back to this screen, or send it to its phone again."""
        name = self.play.match.names[seat]
        if seat in self.desk.at_desk:
            self.desk.send_back(seat)
            self.app.toast(_("{name} plays on the phone again.").format(name=name), "good")
        else:
            self.desk.take_back(seat)
            self.app.toast(_("{name} plays at this screen now.").format(name=name))
        self.app.dirty = True

    # --- drawing -----------------------------------------------------------------------------------------------
    def draw(self, surface):
        self._draw_choosing(surface)
        self.seat_buttons = {}
        self.box = None
        if self.open and self.desk.open_now:
            self._draw_panel(surface)

    def _draw_choosing(self, surface):
        """Whose turn it is on a phone, over the public table."""
        seat = self.play.table.phone_turn()
        if seat is None or self.play.match.is_over:
            return
        board = self.play.board_rect
        name = self.play.match.names[seat]
        words = assets.text(_("{name} is choosing on their phone").format(name=name), 28, palette.INK, bold=True)
        box = words.get_rect(midbottom=(board.centerx, board.bottom - 24)).inflate(40, 20)
        common.panel(surface, box, alpha=235, edge=palette.seat_colour(seat, self.app.settings.safe_palette))
        surface.blit(words, words.get_rect(center=box.center))

    def _draw_panel(self, surface):
        seats = self.desk.seats
        box, self.news_box = panel_boxes(surface.get_size(), self.play.frame.top_rect.bottom + 4, len(seats))
        self.box = box
        common.panel(surface, box, alpha=245)
        title = assets.text(_("Play on a phone"), 30, palette.INK, bold=True)
        surface.blit(title, (box.x + 20, box.y + 14))
        how = _(
            "Scan the code with the phone's camera, or type its address. The page is plain HTTP on this network:"
            " anyone on it who has the address can play that seat. F2 closes this."
        )
        top = common.blit_wrapped(surface, how, (box.x + 20, box.y + 54), box.width - 40, 16, palette.DIM)
        card_w = (box.width - 20) // max(1, len(seats)) - 10
        safe = self.app.settings.safe_palette
        for index, seat in enumerate(seats):
            card = pygame.Rect(box.x + 20 + index * (card_w + 10), top + 10, card_w, box.bottom - top - 24)
            self._draw_seat(surface, card, seat, index, safe)

    def _draw_seat(self, surface, card, seat, index, safe):
        desk, name = self.desk, self.play.match.names[seat]
        common.panel(surface, card, alpha=255, radius=8)
        common.seat_badge(surface, seat, f"{index + 1} · {name}", (card.x + 10, card.y + 8), 24, safe, 22)
        address = desk.address(seat)
        if seat in desk.at_desk:
            state, colour = _("Played at this screen"), palette.DIM
        elif desk.connected(seat):
            state, colour = _("Phone connected"), palette.GOOD
        else:
            state, colour = _("Waiting for the phone…"), palette.ACCENT
        surface.blit(assets.text(state, 18, colour, bold=True), (card.x + 10, card.y + 40))
        button = pygame.Rect(card.x + 10, card.bottom - 44, card.width - 20, 36)
        text_top = button.top - 8 - 2 * 18
        room = min(card.width - 20, text_top - (card.y + 68) - 6)
        modules = qr_modules(address)
        module = max(1, room // modules)
        code = qr_surface(address, module)
        surface.blit(code, code.get_rect(midtop=(card.centerx, card.y + 68)))
        y = card.y + 68 + code.get_height() + 4
        for line in _address_lines(address, card.width - 20):
            words = assets.text(line, 16, palette.INK)
            surface.blit(words, words.get_rect(midtop=(card.centerx, y)))
            y += 18
        label = _("Send to the phone") if seat in desk.at_desk else _("Take back to this screen")
        hover = button.collidepoint(self.app.pointer())
        common.panel(surface, button, alpha=255, edge=palette.ACCENT if hover else palette.PANEL_EDGE, radius=6)
        words = common.one_line(f"{label}  [{index + 1}]", 18, button.width - 12, palette.INK)
        surface.blit(words, words.get_rect(center=button.center))
        self.seat_buttons[seat] = button


def panel_boxes(size: tuple[int, int], top: int, seats: int) -> tuple[pygame.Rect, pygame.Rect]:
    """(the panel, the toasts' box) in a window of `size` under the bar ending at `top`: the toasts stand in the
    wider strip beside the panel where one is wide enough to read them, else in a band the panel leaves under
    itself (kept whether or not a toast shows, so the panel never moves under the pointer)."""
    width, height = size
    wide = min(width - 40, 40 + 330 * seats)
    beside = (width - wide) // 2 - 40  # 20 clear of the panel, 20 of the window's edge
    band = 0 if beside >= NEWS_WIDTH else NEWS_BAND
    box = pygame.Rect(0, 0, wide, min(height - top - 10 - band, 620))
    box.midtop = (width // 2, top + max(0, (height - top - 10 - band - box.height) // 2))
    if band:
        return box, pygame.Rect(box.x + 20, box.bottom + 6, box.width - 40, height - box.bottom - 10)
    return box, pygame.Rect(box.right + 20, box.y, beside, box.height)


def _address_lines(address: str, width: int) -> list[str]:
    """The address in at most two lines, cut anywhere (a token has no spaces)."""
    font = assets.font(16)
    lines, line = [], ""
    for letter in address:
        if line and font.size(line + letter)[0] > width:
            lines.append(line)
            line = ""
        line += letter
    return [*lines, line][:3]
