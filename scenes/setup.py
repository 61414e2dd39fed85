"""A new game: who sits where (person or bot, with a level), the game's options, and the deal code."""

from __future__ import annotations

import re

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UICheckBox, UIDropDownMenu, UITextEntryLine

from game.engine import SeatInfo
from game.engine.chance import deal_code, new_seed, seed_from_code
from game.play.phones import PhonePlan
from game.rules import get
from game.saves import library
from game.saves.records import NAME_LIMIT, RecordError, seat_name
from game.saves.storage import autosave_path
from game.words import _, pgettext, word
from game.words import seat_name as words_seat_name
from scenes import assets, common, palette
from scenes.base import CONFIRM, DOWN, LEFT, MENU, NEXT, RIGHT, RULES, UP, Scene
from scenes.boards import board_class, has_board
from scenes.frame import marked
from scenes.setup_scores import SetupScores
from scenes.tick_box import TickBox

PERSON = "Person"
PHONE = "Person · on a phone"  # a person who plays from their phone's browser (game/play/phones.py)
KINDS = {PERSON: ("human", None), PHONE: ("human", None), "Bot · easy": ("bot", "easy"),
         "Bot · normal": ("bot", "normal"), "Bot · hard": ("bot", "hard")}  # fmt: skip
EMPTY = "Empty seat"
PHONES_HEIGHT = 84  # the phones' line in the options' column: the tick box and what it says
CLICKED = (  # what pygame_gui reports of a click on a widget (a drop-down's own button: opening it)
    pygame_gui.UI_BUTTON_PRESSED,
    pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
    pygame_gui.UI_CHECK_BOX_CHECKED,
    pygame_gui.UI_CHECK_BOX_UNCHECKED,
)


def kind_words() -> dict[str, str]:
    """A seat kind as the drop-down shows it, in the language now; settings.json keeps the English key."""
    return {PERSON: _("Person"), PHONE: _("Person · on a phone"), "Bot · easy": _("Bot · easy"),
            "Bot · normal": _("Bot · normal"), "Bot · hard": _("Bot · hard"), EMPTY: _("Empty seat")}  # fmt: skip


BOT_NAMES = ["Vega", "Altair", "Deneb", "Rigel", "Sirius", "Lyra"]


def default_seats(info) -> list[tuple[str, str]]:
    """(name, kind) per seat: one person, bots up to a lively table, the rest empty."""
    wanted = info.min_players if info.max_players <= 2 else min(info.max_players, max(info.min_players, 4))
    seats = []
    for seat in range(info.max_players):
        if seat == 0:
            seats.append((words_seat_name(0), PERSON))
        elif seat < wanted:
            seats.append((BOT_NAMES[seat - 1], "Bot · normal"))
        else:
            place = _("Seat {number}").format(number=seat + 1)
            seats.append((BOT_NAMES[seat - 1] if seat - 1 < len(BOT_NAMES) else place, EMPTY))
    return seats


def _placeholder(name: str) -> bool:
    """A name that only says the seat's place, in English or in the language now ("Seat 3", "Spieler 2")."""
    forms = ("Seat {number}", "Player {number}", _("Seat {number}"), _("Player {number}"))
    return any(re.fullmatch(re.escape(form).replace(re.escape("{number}"), r"\d+"), name) for form in forms)


def bots_named(seats: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """A bot seat still called by its place ("Seat 3", "Player 2", nothing) gets a name of its own from
    BOT_NAMES, one no other seat has: a seat made a bot after a rematch's "New game" was called "Seat 3"."""
    taken = {name for name, _ in seats}
    named = []
    for name, kind in seats:
        placeholder = not name.strip() or _placeholder(name.strip())
        if kind in KINDS and KINDS[kind][0] == "bot" and placeholder:
            free = next((n for n in BOT_NAMES if n not in taken), None)
            if free is not None:
                taken.add(free)
                name = free
        named.append((name, kind))
    return named


def remembered(info, entry, fresh) -> tuple[list[tuple[str, str]], dict]:
    """The seats and options last started at this game's setup, or `fresh`'s where the entry does not fit
    (another version's file, a hand edit): what cannot be used is left out, nothing refuses to open."""
    seats, options = fresh.seats, fresh.options
    try:
        kept = [(seat_name(str(name)), str(kind)) for name, kind in entry["seats"]]  # as a record keeps a name
        allowed = [[PERSON]] if info.max_players == 1 else [
            list(KINDS) + ([EMPTY] if seat >= info.min_players else []) for seat in range(info.max_players)
        ]  # fmt: skip
        if len(kept) == info.max_players and all(k in ok for (_, k), ok in zip(kept, allowed, strict=True)):
            seats = kept
    except (KeyError, TypeError, ValueError):
        pass
    try:
        options = info.resolve_options(entry["options"])
    except (KeyError, TypeError, ValueError, AttributeError):
        pass
    return seats, options


class SetupScene(SetupScores, Scene):
    name = "setup"

    def __init__(self, game, seats: list[tuple[str, str]] | None = None, options: dict | None = None):
        """`game`: the game's id or its registry entry."""
        super().__init__()
        info = get(game) if isinstance(game, str) else game
        self.info = info
        self.seats = bots_named(seats or default_seats(info))
        self.options = info.resolve_options(options)
        self.remember = seats is None  # a fresh setup starts from the table last started here (a rematch: its own)
        self.seed = new_seed()
        self.problem = ""
        self.focus = None  # the widget the keyboard is on (Tab, arrows); None until built: then Start
        self.replacing = _in_progress()  # the game Continue resumes now, which a start keeps in Load
        self.this_computer = False  # phone pages served to this computer only (127.0.0.1), not the network
        self.phone_box = None
        self.phones_at = None

    # --- widgets ---------------------------------------------------------------------------
    def build(self):
        if self.remember:
            self.remember = False
            entry = self.app.settings.tables.get(self.info.id)
            self.seats, self.options = remembered(self.info, entry, self)
            self.seats = bots_named(self.seats)
            self.this_computer = isinstance(entry, dict) and entry.get("this_computer") is True
        width, height = self.app.size
        col = max(40, (width - 1000) // 2)
        self.step = step = max(40, min(46, (height - 350) // max(1, len(self.seats))))
        self.top = top = self._top(height, step)
        self.panel_rect = pygame.Rect(col - 20, top + 90, min(1040, width - 2 * col + 40), height - 130)
        ui, root = self.app.ui, self.root
        y = top + 150
        self.name_boxes, self.kind_menus = [], []
        for seat, (name, kind) in enumerate(self.seats):
            entry = UITextEntryLine(pygame.Rect(col + 50, y, 260, 36), ui, container=root)
            entry.set_text(assets.drawable(name))  # pygame_gui raises on a NUL or a name of only zero-width letters
            entry.set_text_length_limit(NAME_LIMIT)  # what a record keeps of a name
            kinds = list(KINDS) + ([EMPTY] if seat >= self.info.min_players else [])
            if self.info.max_players == 1:  # a solitaire is played at the screen: nobody to hide it from
                kinds = [PERSON]
            shown = kind_words()
            menu = UIDropDownMenu(
                [shown[k] for k in kinds], shown.get(kind, kind), pygame.Rect(col + 330, y, 190, 36), ui, container=root
            )
            self.name_boxes.append(entry)
            self.kind_menus.append(menu)
            y += step
        self.seat_top = top + 150
        ox = col + 560
        oy = top + 150
        self.option_widgets = {}
        self.option_help = []  # (text, position): each option says what it does, under it
        for option in self.info.options:
            if option.kind == "bool":
                widget = TickBox(
                    pygame.Rect(ox, oy + 6, 24, 24), marked(option.label), ui, container=root,
                    initial_state=bool(self.options[option.key]), tool_tip_text=marked(option.help) or None,
                )  # fmt: skip
            else:
                low = option.minimum if option.minimum is not None else 0
                high = option.maximum if option.maximum is not None else low + 1000
                rect = pygame.Rect(ox + 230, oy, 150, 36)
                if option.kind == "int" and high - low > 24:  # a long range is typed, not scrolled
                    widget = UITextEntryLine(rect, ui, container=root)
                    widget.set_text(str(self.options[option.key]))
                    widget.set_allowed_characters("numbers")
                else:
                    choices = (
                        [str(n) for n in range(low, high + 1)]
                        if option.kind == "int"
                        else [marked(option.shown(c)) for c in option.choices]
                    )
                    now = self.options[option.key]
                    widget = UIDropDownMenu(
                        choices,
                        str(now) if option.kind == "int" else marked(option.shown(now)),
                        rect,
                        ui,
                        container=root,
                    )
                self.label((ox, oy, 225, 36), marked(option.label))
            self.option_widgets[option.key] = (option, widget)
            if option.help:
                self.option_help.append((marked(option.help), (ox + 34, oy + 36)))
            oy += _option_height(option)
        self.phones_at = (ox, oy + 4) if self.on_phones() else None  # the phones' line: in the options' column
        oy += self.phones_room()
        code_y = max(y, oy) + 10
        self.label((col + 50, code_y, 120, 36), pgettext("deal", "Deal code"))
        self.code_box = UITextEntryLine(pygame.Rect(col + 170, code_y, 150, 36), ui, container=root)
        self.code_box.set_text(deal_code(self.seed))
        tip = _("Shuffle a fresh deal")
        self.new_deal = self.button((col + 330, code_y, 130, 36), pgettext("deal", "New deal"), tip=tip)
        self.daily = None
        if has_board(self.info.id) and board_class(self.info.id).daily_seed() is not None:
            tip = _("Today's deal: the same for everyone on this date, to compare scores")
            self.daily = self.button((col + 470, code_y, 150, 36), pgettext("deal", "Deal of the day"), tip=tip)
        self.build_scores_button((col + 630, code_y, 150, 36))
        self.code_y = code_y
        self.phone_box = None
        if self.phones_at is not None:  # how the phones reach the pages: said where it is chosen
            self.phone_box = TickBox(
                pygame.Rect(*self.phones_at, 24, 24), _("This computer only (127.0.0.1)"), ui,
                container=root, initial_state=self.this_computer,
                tool_tip_text=_("Only pages opened on this computer can join: for trying it out, not for phones."),
            )  # fmt: skip
        # the panel ends under its content (a tall window leaves no empty half), never below the window
        self.panel_rect.height = min(height - 130 - top, max(code_y - top + 210, 470) - 90)
        bottom = min(height - 100, self.panel_rect.bottom - 64)
        self.back = self.button((col + 50, bottom, 150, 48), _("Back"))
        start_x = min(col + 780, self.panel_rect.right - 220)
        self.start = self.button((start_x, bottom, 200, 48), _("Start"), "#primary_button")
        self.order = [w for pair in zip(self.name_boxes, self.kind_menus, strict=True) for w in pair]
        self.order += [widget for _, widget in self.option_widgets.values()]
        self.order += [
            w
            for w in (
                self.code_box,
                self.new_deal,
                self.daily,
                self.scores_button,
                self.phone_box,
                self.back,
                self.start,
            )  # fmt: skip
            if w is not None
        ]
        at = self.focus if isinstance(self.focus, int) else None
        self.focus = self.order[at] if at is not None and at < len(self.order) else self.start

    def on_phones(self) -> bool:
        """Some person's seat is to be played on a phone."""
        return any(kind == PHONE for _name, kind in self.seats)

    def phones_room(self) -> int:
        """The room kept for the phones' line wherever a seat may be played on a phone, shown or not: its coming
        once moved the seats up 36 px, so the next click opened seat 4's list instead of seat 3's."""
        return PHONES_HEIGHT if self.info.max_players > 1 else 0

    def _top(self, height: int, step: int) -> int:
        """How far down the whole block sits, so a tall window shows it centred, not in its top 40 %."""
        options = sum(_option_height(option) for option in self.info.options)
        options += self.phones_room()
        code_y = 150 + max(step * len(self.seats), options) + 10
        # the block runs from the title (y 30) to the keys line under it
        panel_bottom = max(code_y + 210, 470)
        return max(0, (height - panel_bottom) // 2 - 30)

    def teardown(self):
        if isinstance(self.focus, UIElement) and self.focus in getattr(self, "order", ()):
            self.focus = self.order.index(self.focus)  # the same place after a rebuild (resize, UI scale)
        super().teardown()

    # --- the keyboard ------------------------------------------------------------------------------
    def _follow(self, element):
        """A click on a widget (a drop-down opened or chosen from, a box ticked) takes the keyboard ring there, so
        the arrows change what the mouse just touched; a drop-down's own buttons count as the drop-down."""
        while element is not None and element not in getattr(self, "order", ()):
            element = getattr(element, "parent_element", None)
        if element is not None:
            self.focus = element  # pygame_gui already gave the clicked widget its own focus (an open list stays)

    def move_focus(self, step: int):
        if _is_open(self.focus):  # the ring leaves an open list: it closes on the choice made
            self.focus.current_state.should_transition = True
        self.focus = self.order[(self.order.index(self.focus) + step) % len(self.order)]
        # typing goes straight into the box the ring is on; off a box, keys are the ring's again
        self.app.ui.set_focus_set(self.focus if isinstance(self.focus, UITextEntryLine) else None)

    def use_focus(self, step: int = 0):
        """Enter (step 0) or an arrow (step -1/+1) on the widget with the keyboard focus."""
        widget = self.focus
        if isinstance(widget, UICheckBox):
            widget.set_state(not widget.is_checked)
        elif isinstance(widget, UIDropDownMenu) and step == 0:
            widget.current_state.should_transition = True  # Enter opens the list, and closes it on the choice
        elif isinstance(widget, UIDropDownMenu):
            choices = [option[0] for option in widget.options_list]
            now = widget.selected_option[0] if isinstance(widget.selected_option, tuple) else widget.selected_option
            _choose(widget, choices[(choices.index(now) + step) % len(choices)])
            self._read()
        elif isinstance(widget, UITextEntryLine):
            if step == 0:
                self.move_focus(1)
        elif step == 0:
            self.on_button(widget)
        else:
            self.move_focus(step)  # a button has no value to change: Right on Back goes on to Start, as it stands

    def _read(self) -> tuple[list[SeatInfo] | None, dict, int | None, str]:
        seats = []
        for seat, (entry, menu) in enumerate(zip(self.name_boxes, self.kind_menus, strict=True)):
            shown = menu.selected_option[0] if isinstance(menu.selected_option, tuple) else menu.selected_option
            kind = next((key for key, words in kind_words().items() if words == shown), shown)
            name = entry.get_text().strip() or words_seat_name(seat)
            self.seats[seat] = (name, kind)
        for entry, (old, _kind), (name, _same) in zip(self.name_boxes, self.seats, bots_named(self.seats), strict=True):
            if name != old:  # a seat just made a bot: its own name shows in its box at once
                entry.set_text(name)
        self.seats = bots_named(self.seats)
        for name, kind in self.seats:
            if kind == EMPTY:
                continue
            role, level = KINDS[kind]
            seats.append(SeatInfo(name, role, level) if level else SeatInfo(name, role))
        options = {}
        for key, (option, widget) in self.option_widgets.items():
            if option.kind == "bool":
                options[key] = bool(widget.is_checked)
            elif isinstance(widget, UITextEntryLine):
                try:
                    options[key] = option.check(int(widget.get_text() or "x"))
                except ValueError:
                    said = _("{option}: a whole number from {low} to {high}, please.")
                    return None, options, None, said.format(option=marked(option.label), low=option.minimum,
                                                            high=option.maximum)  # fmt: skip
            else:
                text = (
                    widget.selected_option[0] if isinstance(widget.selected_option, tuple) else widget.selected_option
                )
                options[key] = (
                    int(text)
                    if option.kind == "int"
                    else next(c for c in option.choices if marked(option.shown(c)) == text)
                )
        if self.phone_box is not None and self.phone_box.alive():
            self.this_computer = bool(self.phone_box.is_checked)
        names = [seat.name for seat in seats]
        if len(set(names)) != len(names):
            return None, options, None, _("Two seats have the same name; give each a name of its own.")
        if not self.info.min_players <= len(seats) <= self.info.max_players:
            said = _("{game} is for {span} players.")
            return None, options, None, said.format(game=marked(self.info.title), span=self.info.player_span)
        try:
            seed = seed_from_code(self.code_box.get_text())
        except ValueError as err:
            return None, options, None, word(err.message)
        return seats, options, seed, ""

    def start_game(self):
        seats, options, seed, problem = self._read()
        if problem:
            self.app.play("error")
            self.app.toast(problem, "error")
            return
        self.app.play("click")
        settings, table = self.app.settings, {"seats": [list(seat) for seat in self.seats], "options": options}
        table["this_computer"] = self.this_computer
        settings.tables = {**settings.tables, self.info.id: table}  # a new dict: the settings merge sees the change
        unsaved = settings.save()
        if unsaved:  # the game starts all the same
            self.app.toast(word(unsaved), "error")
        seated = [kind for _name, kind in self.seats if kind != EMPTY]
        on_phones = [seat for seat, kind in enumerate(seated) if kind == PHONE]
        phones = PhonePlan(on_phones, self.this_computer) if on_phones else None
        self.app.replace("play", game=self.info.id, seats=seats, seed=seed, options=options, phones=phones)

    def on_button(self, button):
        if button is self.start:
            self.start_game()
        elif button is self.back:
            self.app.pop()
        elif button is self.new_deal:
            self.seed = new_seed()
            self.code_box.set_text(deal_code(self.seed))
        elif button is not None and button is self.scores_button:
            self.show_scores(True)
        elif button is not None and button is self.daily:
            self.seed = board_class(self.info.id).daily_seed()
            self.code_box.set_text(deal_code(self.seed))

    def handle(self, event):
        if self.scores_event(event):
            return
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            phones = self.on_phones()
            self._read()
            if phones != self.on_phones():  # the line about the phones' pages comes or goes
                self.resized()
                return
        if event.type in CLICKED:
            self._follow(event.ui_element)
        if event.type == pygame.KEYDOWN:
            self.shift = bool(event.mod & pygame.KMOD_SHIFT)  # Shift+Tab goes back
        super().handle(event)

    def on_intent(self, intent, detail):
        entries = [w for _, w in self.option_widgets.values() if isinstance(w, UITextEntryLine)]
        typing = [box for box in [*self.name_boxes, self.code_box, *entries] if box.is_focused]
        if typing and typing[0] is not self.focus and intent != MENU:
            self.focus = typing[0]  # a click put the pointer in a box: the keyboard ring follows
        if intent == MENU:
            self.app.pop()
        elif intent == RULES:
            self.app.open("rules", game=self.info)
        elif intent == NEXT:
            self.move_focus(-1 if getattr(self, "shift", False) else 1)
        elif intent in (UP, DOWN) and _is_open(self.focus):
            self.use_focus(-1 if intent == UP else 1)  # an open list: Up/Down walk its choices
        elif intent in (UP, DOWN):
            step = -1 if intent == UP else 1
            grid = 2 * len(self.seats)  # the seats are rows of (name, kind): Up and Down stay in the column
            at = self.order.index(self.focus)
            self.move_focus(2 * step if at < grid and 0 <= at + 2 * step < grid else step)
        elif intent in (LEFT, RIGHT) and not typing:
            self.use_focus(-1 if intent == LEFT else 1)
        elif intent == CONFIRM and (not typing or detail == "\r"):
            if typing and detail == "\r":
                self.move_focus(1)
            else:
                self.use_focus()

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface):
        common.background(surface)
        common.panel(surface, self.panel_rect)
        title = _("{game} · new game").format(game=marked(self.info.title))
        words = assets.text(title, 40, palette.INK, bold=True)
        surface.blit(words, (self.panel_rect.x + 20, self.top + 30))
        col = self.panel_rect.x + 20
        surface.blit(assets.text(_("Seats"), 26, palette.ACCENT), (col + 50, self.top + 118))
        if self.info.options:
            surface.blit(assets.text(_("Options"), 26, palette.ACCENT), (col + 560, self.top + 118))
        safe = self.app.settings.safe_palette
        active = 0
        for seat, (_name, kind) in enumerate(self.seats):
            if kind == EMPTY:
                continue
            shape_seat = active
            active += 1
            token = assets.token(palette.seat_shape(shape_seat), palette.seat_colour(shape_seat, safe), 32)
            surface.blit(token, (col + 8, self.seat_top + self.step * seat + 2))
        for text, pos in self.option_help:
            common.blit_wrapped(surface, text, pos, 330, 16, palette.DIM)
        tip = _("A deal code replays the same dice and shuffles: share it to play the same deal.")
        y = common.blit_wrapped(surface, tip, (col + 50, self.code_y + 44), 560, 20, palette.DIM)
        if self.replacing is not None:
            record = self.replacing.record
            note = _(
                "Continue now resumes this new game; your {game} game (move {number}) stays in Load a record."
            ).format(game=marked(get(record.game).title), number=len(record.actions))
            y = common.blit_wrapped(surface, note, (col + 50, y + 6), self.panel_rect.width - 120, 20, palette.ACCENT)
        if self.phone_box is not None and self.phones_at is not None:
            said = _("Phones' pages are plain HTTP on your local network: anyone there with a seat's code can play it.")
            x, y = self.phones_at
            room = min(400, self.panel_rect.right - x - 34 - 16)
            common.blit_wrapped(surface, said, (x + 34, y + 30), room, 16, palette.DIM)
        if isinstance(self.focus, UIElement) and self.focus.alive():
            common.glow_rect(surface, self.focus.rect.inflate(6, 6), palette.ACCENT)
        keys = _(
            "Tab or the arrow keys move · Left/Right change · Enter starts, takes the ringed one or opens its list"
            " · F1 rules"
        )
        words = assets.text(keys, 18, palette.DIM)
        surface.blit(words, words.get_rect(midtop=(self.panel_rect.centerx, self.panel_rect.bottom + 10)))
        self.draw_scores(surface)


def _option_height(option) -> int:
    """An option's row and the lines of help under it."""
    return 46 + (20 * len(common.wrap(marked(option.help), 16, 330)) if option.help else 0)


def _in_progress():
    """The unfinished game in the autosave, read without touching it (the menu reports a damaged one)."""
    try:
        saved = library.read(autosave_path())
    except (RecordError, OSError):
        return None
    return saved if not saved.finished else None


def _choose(menu, text: str):
    """Show `text` as a drop-down's choice (pygame_gui has no call for it: the menu's states keep copies)."""
    option = next(o for o in menu.options_list if o[0] == text)
    menu.selected_option = option
    for state in menu.menu_states.values():
        state.selected_option = option
    menu.current_state.finish()  # shown at once, in the closed box or the open list
    menu.current_state.start()


def _is_open(widget) -> bool:
    return isinstance(widget, UIDropDownMenu) and widget.current_state is widget.menu_states["expanded"]
