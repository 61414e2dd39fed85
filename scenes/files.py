"""Saved records: open one to play on (Load) or to watch (Replays). Damaged files are listed, never touched."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UISelectionList, UIVerticalScrollBar

from game.rules import get
from game.saves.library import Listing, problem_of, read, refusal
from game.saves.reader import shown
from game.saves.records import RecordError
from game.saves.storage import records_dir
from game.words import _, word
from scenes import assets, common, palette
from scenes.base import CONFIRM, DOWN, UP, Scene
from scenes.boards import has_board
from scenes.frame import marked

ROW_MARGIN = 48  # the list's border, its scroll bar and a row's padding
ROW_FONT = 16  # the theme's size for a selection list's rows


def row_words(title: str, room: int) -> str:
    """A record's row on one line of the list: the players' names give way first (with an ellipsis), so the
    game, the move, the deal and the date stay readable; a row that is still too long is cut at its end."""
    font = assets.widget_font(ROW_FONT)
    title = assets.drawable(title)  # the list's widget draws it
    parts = title.split(" · ")
    if font.size(title)[0] > room and len(parts) > 2:
        others = font.size(" · ".join([*parts[:1], "…", *parts[2:]]))[0] - font.size("…")[0]
        parts[1] = common.fit(parts[1], font, room - others)
        title = " · ".join(parts)
    return common.fit(title, font, room)


def secrets_in_play(saved) -> str | None:
    """Why a record may not be watched yet: a replay shows every seat's view (Tab), so a game with hidden hands
    that is still being played would show its secrets at the shared screen, a bot's too."""
    info = get(saved.record.game)
    if saved.finished or not info.hidden_information or len(saved.record.seats) < 2:
        return None
    return _(
        "This {game} game is still being played: its replay shows every hand, so it opens once the game is over. "
        "Continue it from Load."
    ).format(game=marked(info.title))


def cannot_open(name: str, problem) -> str:
    """Why a record cannot be opened, naming its file (the reason may be a message of the saves)."""
    return _("Cannot open {file}: {problem}").format(file=shown(name, 80), problem=word(problem))


LIST_BG = (11, 15, 36, 230)  # the theme's selection list: dark_bg #0b0f24e6, normal_border #283c70
LIST_EDGE = (40, 60, 112)


def frame(size: tuple[int, int]) -> pygame.Surface:
    """The list's rounded box, drawn here in a millisecond or two: pygame_gui's own rounded shape for a box
    this big took 0.2-0.5 s to make, and the window showed nothing meanwhile (issue 35)."""
    box = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(box, LIST_BG, box.get_rect(), border_radius=4)
    pygame.draw.rect(box, LIST_EDGE, box.get_rect(), width=1, border_radius=4)
    return box


class FilesScene(Scene):
    name = "files"

    def __init__(self, mode: str = "load"):
        super().__init__()
        self.mode = mode
        self.name = mode  # the router's name: "load" or "replays"
        self.reading = Listing(has_board)
        self.rows = self.reading.rows  # what is listed so far: the list fills between frames
        self.picked = 0  # the row the keyboard is on (the newest first): Up/Down move it, Enter opens it

    @property
    def saved(self):
        """Every record, read to the end (a test or a caller that wants them all waits; the window never asks)."""
        return self.read_all()

    def read_all(self):
        """Read every record now and show them (a screenshot shows the list as it ends up)."""
        self.reading.finish()
        self.show_read()
        return self.rows

    def build(self):
        width, height = self.app.size
        w = min(1000, width - 80)
        self.list_rect = pygame.Rect((width - w) // 2, 90, w, height - 220)  # "Records live in..." fits under it
        self.room = w - ROW_MARGIN
        self.items = [self.item(index) for index in range(len(self.rows))]
        self.picked = max(0, min(self.picked, len(self.items) - 1))
        default = self.items[self.picked] if self.items else None
        self.listing = UISelectionList(  # "#records": a plain box; the scene draws its rounded frame (`frame`)
            self.list_rect,
            self.items,
            self.app.ui,
            container=self.root,
            default_selection=default,
            object_id=ObjectID(object_id="#records"),
        )
        self.frame = frame(self.list_rect.size)
        # Translators: the button that opens the chosen record: to play it on (Load) or to watch it (Replays)
        verb = _("Continue") if self.mode == "load" else _("Watch")
        self.open_button = self.button((self.list_rect.right - 180, height - 90, 180, 48), verb, "#primary_button")
        self.back = self.button((self.list_rect.x, height - 90, 150, 48), _("Back"))

    def item(self, index: int) -> tuple[str, str]:
        return row_words(word(self.rows[index].title), self.room), str(index)

    @property
    def busy(self) -> bool:
        return not self.reading.done or len(self.items) != len(self.rows) or self.scroll_bar_due()

    def update(self, dt: float):
        if self.scroll_bar_due():  # a frame of its own: the bar takes 10-15 ms to make, a record about as long
            self.add_scroll_bar()
            return
        if not self.reading.done:
            self.reading.step()
        self.show_read(scroll_bar=False)

    def show_read(self, scroll_bar: bool = True):
        if self.root is not None and (len(self.items) != len(self.rows) or self.reading.removed):
            self.fill(scroll_bar)

    def scroll_bar_due(self) -> bool:
        """The rows shown no longer fit and the list has no scroll bar yet."""
        if self.root is None or self.listing.scroll_bar is not None:
            return False
        listing = self.listing
        seen = listing.list_and_scroll_bar_container.relative_rect.height
        return len(listing.item_list) * listing.list_item_height > seen

    def fill(self, scroll_bar: bool = True):
        """Show the rows read since the last frame, below the others: the scroll bar and the selection stay.

        Only rows in sight get a button (as the list's own scrolling makes them); the list is made again
        only when the listing's end took a row away. The scroll bar is added once, when the rows first
        outgrow the box (in a frame of its own when the window fills the list: `update`).
        """
        listing, shown_before = self.listing, len(self.items)
        if self.reading.removed:  # the autosave of a game also kept as a record went: rows moved
            self.reading.removed, shown_before = False, 0
            self.items = []
        self.items.extend(self.item(index) for index in range(shown_before, len(self.rows)))
        height, seen = listing.list_item_height, listing.list_and_scroll_bar_container.relative_rect.height
        if shown_before == 0:
            listing.set_item_list(list(self.items))
            if self.items:
                self.select(min(self.picked, len(self.items) - 1))
            return
        if scroll_bar and listing.scroll_bar is None and len(self.items) * height > seen:
            self.add_scroll_bar()
        listing._raw_item_list = list(self.items)
        offset = 0 if listing.scroll_bar is None else listing.scroll_bar.start_percentage * listing.total_height_of_list
        for index, (text, object_id) in enumerate(self.items[shown_before:], shown_before):
            row = {"text": text, "button_element": None, "selected": False, "object_id": object_id}
            listing.item_list.append({**row, "height": index * height})
            top = int(index * height - offset)
            if -height <= top <= listing.item_list_container.relative_rect.height:
                listing.item_list[-1]["button_element"] = self.row_button(text, object_id, top)
        listing.total_height_of_list = height * len(listing.item_list)
        listing.lowest_list_pos = listing.total_height_of_list - seen
        if listing.scroll_bar is not None:
            listing.scroll_bar.set_visible_percentage(seen / listing.total_height_of_list)
            listing.scroll_bar.set_scroll_from_start_percentage(offset / listing.total_height_of_list)

    def add_scroll_bar(self):
        """The scroll bar, once, as the list makes it: the rows in sight only narrow to make room for it
        (the list's own way makes every row's button again, a frame of 40 ms and more)."""
        listing = self.listing
        total = max(1, listing.list_item_height * len(listing.item_list))
        room, seen = listing.scroll_bar_width, listing.list_and_scroll_bar_container.relative_rect
        listing.current_scroll_bar_width = room
        listing.scroll_bar = UIVerticalScrollBar(
            pygame.Rect(-room, 0, room, seen.height),
            visible_percentage=seen.height / total,
            manager=listing.ui_manager,
            parent_element=listing,
            container=listing.list_and_scroll_bar_container,
            anchors={"left": "right", "right": "right", "top": "top", "bottom": "bottom"},
        )
        listing.join_focus_sets(listing.scroll_bar)
        listing.item_list_container.set_dimensions((seen.width - room, seen.height))

    def row_button(self, text: str, object_id: str, top: int) -> UIButton:
        """A row's button, made as the list makes those that scroll into sight."""
        listing = self.listing
        button = UIButton(
            relative_rect=pygame.Rect(
                0, top, listing.item_list_container.relative_rect.width, listing.list_item_height
            ),
            text=text,
            manager=listing.ui_manager,
            parent_element=listing,
            container=listing.item_list_container,
            object_id=ObjectID(object_id=object_id, class_id="@selection_list_item"),
            allow_double_clicks=listing.allow_double_clicks,
            anchors={"left": "left", "right": "right", "top": "top", "bottom": "top"},
        )
        listing.join_focus_sets(button)
        return button

    def chosen(self):
        while not self.rows and not self.reading.done:  # Enter at once opens the newest: it waits for that row
            self.reading.step()
        self.show_read()
        picked = self.listing.get_single_selection(include_object_id=True)
        if picked is None:
            return None
        return self.rows[int(picked[1])]

    def open(self, saved):
        if saved is None:
            self.app.toast(_("Choose a record first."), "error")
            return
        if saved.record is None:
            self.app.play("error")
            self.app.toast(cannot_open(saved.path.name, saved.problem), "error", 8)
            return
        try:  # the list read the record without playing it: here it is read again and replayed, every move checked
            opened = read(saved.path)
        except RecordError as err:
            self.app.play("error")
            self.app.toast(cannot_open(saved.path.name, problem_of(err)), "error", 8)
            return
        opened.when, opened.raw = saved.when, None
        saved = opened
        problem = refusal(saved.record, has_board)  # the check step: nothing is written before it passes
        if problem:
            self.app.play("error")
            self.app.toast(word(problem), "error", 8)
            return
        if self.mode == "replays" and (kept := secrets_in_play(saved)):
            self.app.play("error")
            self.app.toast(kept, "error", 8)
            return
        self.app.play("click")
        if self.mode == "replays":
            self.app.replace("replay", record=saved.record)
            return
        self.app.replace("play", saved=saved)  # over the menu, which reads the autosave again when it is back

    def handle(self, event):
        if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and event.ui_element is self.listing:
            self.open(self.chosen())
            return
        super().handle(event)

    def on_intent(self, intent, detail):
        if intent in (UP, DOWN) and self.items:
            now = self.chosen_index()
            self.select(0 if now is None else now + (1 if intent == DOWN else -1))
        elif intent == CONFIRM:
            self.open(self.chosen())
        else:
            super().on_intent(intent, detail)

    def chosen_index(self) -> int | None:
        picked = self.listing.get_single_selection(include_object_id=True)
        return None if picked is None else int(picked[1])

    def select(self, index: int):
        """Select one row (and scroll it into sight), as a click on it would."""
        listing = self.listing
        index = max(0, min(len(listing.item_list) - 1, index))
        for i, item in enumerate(listing.item_list):
            item["selected"] = i == index
            if item["button_element"] is not None:
                item["button_element"].select() if i == index else item["button_element"].unselect()
        self.picked = index
        bar, total = listing.scroll_bar, listing.total_height_of_list
        if bar is not None and total > 0:
            seen = listing.item_list_container.relative_rect.height
            top, row = index * listing.list_item_height, listing.list_item_height
            start = bar.start_percentage * total
            start = min(top, max(start, top + row - seen))
            bar.set_scroll_from_start_percentage(start / total)

    def on_button(self, button):
        if button is self.open_button:
            self.open(self.chosen())
        elif button is self.back:
            self.app.pop()

    def draw(self, surface):
        common.background(surface)
        title = _("Load a record") if self.mode == "load" else _("Replays")
        surface.blit(assets.text(title, 40, palette.INK, bold=True), (self.list_rect.x, 28))
        surface.blit(self.frame, self.list_rect)
        if not self.rows and self.reading.done:
            common.blit_wrapped(
                surface,
                _("No records yet. Finish or pause a game and choose Save record; the autosave appears here too."),
                (self.list_rect.x + 20, self.list_rect.y + 20),
                self.list_rect.width - 40,
                24,
                palette.DIM,
            )
        folder = shown(str(records_dir()), 1000)  # a home folder named in another encoding (Jos\xe9): Jos\ufffd
        said = _("Records live in {folder} · Up/Down choose, Enter opens").format(folder=folder)
        where = assets.text(common.fit(said, assets.font(18), self.list_rect.width), 18, palette.DIM)  # a long path
        surface.blit(where, (self.list_rect.x, self.list_rect.bottom + 8))
