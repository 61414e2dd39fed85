"""The frame around every table: its layout, the top bar, the players and move log, the prompt bar.

Play and replay share the layout. Panels are drawn once into surfaces and kept
until what they say changes, so a frame costs a few blits besides the board.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.rules import CHANCE
from game.rules.words import N_, Message
from game.words import _, pgettext, word
from scenes import assets, common, palette
from scenes.textview import Run, TextView, layout_words

TOP, SIDE, BOTTOM = 60, 330, 78
HUD = [
    ("undo", N_("Undo"), N_("Take back your last move (Ctrl+Z)")),
    ("redo", N_("Redo"), N_("Play the move again (Ctrl+Y)")),
    ("hint", N_("Hint"), N_("Suggest a move (H)")),
    ("rules", N_("Rules"), N_("The rules of this game (F1)")),
    ("menu", N_("Menu"), N_("Save, settings, quit to the menu (Esc)")),
]  # worded where they are shown: the language may change while the module stays loaded
HUD_WIDTH = 90 * len(HUD)  # the HUD buttons at the top right, with their gaps
LOG_SIZE = common.BODY
LOG_KEEP = 300  # entries laid out after a reload; older ones stay in the record


def marked(text: str) -> str:
    """A word marked with N_ where it is defined (a game's title, an option's label), in the language now."""
    return word(Message(text))


def button_width(label: str, primary: bool = True) -> int:
    """A button wide enough for its words and a clear margin (the theme: 18 bold for primary, 16 otherwise)."""
    font = assets.widget_font(18, bold=True) if primary else assets.widget_font(16)
    return font.size(label)[0] + 48


def board_rect(size, side: int = SIDE) -> pygame.Rect:
    """Where the board goes in a window of `size` beside a side column `side` wide, for play and replay alike."""
    width, height = size
    return pygame.Rect(12, TOP + 10, width - side - 24, height - TOP - BOTTOM - 20)


def lesson_side(width: int) -> int:
    """A lesson's side column: wider in a large window (up to 200 px more at 1880 px and over), so the lesson's
    panel at its foot has room for its words; the side column of a game is SIDE at every size."""
    return SIDE + min(200, max(0, (width - 1280) // 3))


def aside_colour(colour) -> tuple[int, int, int]:
    """A move's colour faded towards the panel: the lines chance added under the move (play and replay)."""
    return tuple(int(c * 0.6 + p * 0.4) for c, p in zip(colour[:3], palette.PANEL, strict=True))


def bot_level(level: str) -> str:
    """A bot's level in the language now (settings and records keep the English level)."""
    return {"easy": pgettext("bot level", "easy"), "normal": pgettext("bot level", "normal"),
            "hard": pgettext("bot level", "hard")}.get(level, level)  # fmt: skip


class Cached:
    """A panel drawn over the background once per distinct content `key`, then blitted as it is."""

    def __init__(self):
        self.key = None
        self.surface = None

    def blit(self, surface, rect: pygame.Rect, key, paint) -> None:
        """`paint(panel_surface, origin_rect)` draws the panel's content in panel coordinates."""
        key = (key, rect.topleft, rect.size, surface.get_size())
        if key != self.key:
            self.key = key
            if self.surface is None or self.surface.get_size() != rect.size:  # else painted over in place
                self.surface = pygame.Surface(rect.size).convert(surface)
            self.surface.blit(common.starfield(surface.get_size()), (0, 0), rect)
            paint(self.surface, rect.move(-rect.x, -rect.y))
        surface.blit(self.surface, rect)


class Frame:
    """The top bar, the side panel (players, moves) and the bottom bar of the play screen."""

    def __init__(self, match, board, lesson: bool = False):
        """`lesson`: the side column widens in a large window for the lesson's panel (`lesson_side`)."""
        self.match = match
        self.board = board
        self.lesson = lesson
        self.log_view = None
        self.bottom_rect = None  # laid out with the window (`layout`)
        self.log_version = 0  # bumped whenever the log's lines change: its panel is painted again
        self.top, self.players, self.log, self.bottom = Cached(), Cached(), Cached(), Cached()

    def layout(self, size):
        width, height = size
        side = lesson_side(width) if self.lesson else SIDE
        self.top_rect = pygame.Rect(0, 0, width, TOP)
        self.side_rect = pygame.Rect(width - side, TOP, side, height - TOP)
        self.bottom_rect = pygame.Rect(0, height - BOTTOM, width - side, BOTTOM)
        self.board_rect = board_rect(size, side)
        rows = len(self.match.seats)
        self.players_rect = pygame.Rect(self.side_rect.x + 10, TOP + 10, side - 20, 44 + 40 * rows)
        log_top = self.players_rect.bottom + 34
        self.log_full = pygame.Rect(self.side_rect.x + 16, log_top + 6, side - 42, self.side_rect.bottom - log_top - 22)
        self.log_view = TextView(self.log_full.copy(), line_gap=2)
        below = self.players_rect.bottom + 2
        self.log_area = pygame.Rect(self.side_rect.x, below, side, height - below)

    # --- widgets ---------------------------------------------------------------------------------------
    def hud_buttons(self, scene) -> dict:
        """Undo, redo, hint, rules and menu at the top right: button -> its key."""
        x = self.top_rect.right - 10
        buttons = {}
        for key, text, tip in reversed(HUD):
            x -= 84
            buttons[scene.button((x, 10, 84, 40), marked(text), tip=marked(tip))] = key
            x -= 6
        return buttons

    def action_buttons(self, scene, choices) -> dict:
        """(label, action, key) choices as buttons at the right of the bottom bar: button -> action."""
        rects = self.button_rects([label for label, _action, _key in choices])
        pairs = reversed(list(zip(rects, choices, strict=True)))  # made right to left, as always
        return {scene.button(rect, label, "#primary_button"): action for rect, (label, action, _key) in pairs}

    def button_rects(self, labels: list[str]) -> list[pygame.Rect]:
        """Where the action buttons with these labels stand, in their order (a lesson points at them too)."""
        x = self.bottom_rect.right - 12
        rects = []
        for label in reversed(labels):
            w = max(140, button_width(label))
            x -= w
            rects.append(pygame.Rect(x, self.bottom_rect.y + 14, w, 48))
            x -= 10
        return rects[::-1]

    def prompt(self, props) -> str:
        """The bottom bar's sentence: what the person looking may do, or whom the table waits for."""
        match, names, board = self.match, props.names, self.board
        actor = match.actor
        if props.held:  # a lesson's words are read: nobody moves, nothing to do at the table until Next
            return _("Read the lesson, then press Next.")
        if props.acting:
            return board.prompt(props.view, props.viewer, props.legal)
        if props.rolling is not None:
            return f"{names[props.viewer]}, {board.roll_words(props.view)[0]}"
        if match.is_over:
            return _("The game is over.")
        if actor >= 0 and match.seat_is_bot(actor):
            return _("{name} is thinking…").format(name=names[actor])
        roller = match.state.chance_roller() if actor == CHANCE else None
        if roller is not None:
            return f"{names[roller]} {self.chance_words(props)[1]}…"
        if actor >= 0:
            return _("Waiting for {name}.").format(name=names[actor])
        if actor == CHANCE:
            return _("The table shuffles, deals and draws…")  # a setup deal: never an empty bar
        return ""

    def chance_words(self, props) -> tuple[str, str]:
        """The board's words for a chance step: it is told what the step asks (the rules' phase table)."""
        return self.board.chance_words(props.asking)

    # --- the move log -------------------------------------------------------------------------------
    def _log_entry(self, number: int, text: str) -> list:
        if self.board.folded_in_log(text):
            return []  # a step the table folds into a later line (a deal card by card)
        head, *more = text.split("\n")
        words = [(f"{number}.", False)] + [(word, False) for word in head.split()]
        hang = assets.font(LOG_SIZE).size(f"{number}. ")[0]
        width = self.log_view.rect.width
        lines = layout_words(words, width, LOG_SIZE, palette.INK, 0, hang)
        aside = aside_colour(palette.INK)
        start = hang + assets.font(LOG_SIZE).size("• ")[0]
        for said in more:  # what chance brought with the move (a board's `logged`): bulleted and fainter, as the
            # replay shows it, so it never reads as the move's own line wrapped
            rows = layout_words([(word, False) for word in said.split()], width, LOG_SIZE, aside, start, start)
            if rows:
                rows[0] = [(hang, Run("•", LOG_SIZE, aside, False)), *rows[0]]
            lines += rows
        return lines

    def set_log(self, log_lines: list[str], added: str | None = None):
        """Lay out the log (only the new entry when one was added) and keep the newest in view."""
        if self.log_view is None:
            return
        shown = [line for line in log_lines if not self.board.folded_in_log(line)]  # numbered 1, 2, 3 as seen
        earlier = len(shown) - (added is not None and not self.board.folded_in_log(added))
        if added is not None and earlier:  # the first entry shown replaces "No moves yet."
            lines = self.log_view.lines + self._log_entry(len(shown), added)
        else:
            first = max(0, len(shown) - LOG_KEEP)
            lines = [line for i in range(first, len(shown)) for line in self._log_entry(i + 1, shown[i])]
            if not lines:
                lines = layout_words([(w, False) for w in _("No moves yet.").split()], 400, LOG_SIZE, palette.DIM)
        self.log_view.set_lines(lines)
        self.log_view.scroll = self.log_view.max_scroll
        self.log_version += 1

    def log_clear_of(self, panel: pygame.Rect | None) -> None:
        """The log's lines in the part of its column a lesson's panel leaves (above it, or below it when the panel
        stands at the column's top; None: all of it), the newest at its foot: a panel over the log's foot had hidden
        the learner's own last move."""
        if self.log_view is None:
            return
        rect = self.log_full.copy()
        if panel is not None and panel.colliderect(rect):
            if panel.centery >= rect.centery:
                rect.height = max(0, panel.top - 14 - rect.top)
            else:
                rect.height, rect.top = max(0, rect.bottom - panel.bottom - 14), panel.bottom + 14
        if rect != self.log_view.rect:
            self.log_view.rect = rect
            self.log_view.scroll = self.log_view.max_scroll
            self.log_version += 1

    def log_room(self, tall: int = 140) -> pygame.Rect | None:
        """Where short notes may stand in the move log's panel: under its last line while `tall` pixels are free
        there, else None (notes over its oldest lines hid what a player was reading: the board finds another place)."""
        if self.log_view is None:
            return None
        view = self.log_view.rect
        panel = view.inflate(12, 8)
        used = view.y + max(0, self.log_view.content_height - self.log_view.scroll)
        if panel.bottom - used >= tall:
            return pygame.Rect(panel.x, used + 6, panel.width, panel.bottom - used - 6)
        return None

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface, props, prompt: str, buttons_w: int, owner: int | None = None):
        """`owner`: at a shared screen, the person whose secrets the table shows now (None: the public table)."""
        match, safe = self.match, props.safe
        actor = match.actor
        roller = match.state.chance_roller() if actor == CHANCE else None
        words = self.chance_words(props) if roller is not None else None  # a die or a draw: the words differ
        held = props.held
        top_key = (actor, roller, words, safe, owner, held)
        self.top.blit(surface, self.top_rect, top_key, lambda s, r: self._paint_top(s, r, safe, owner, words, held))
        statuses = tuple(self.board.seat_status(props.view, seat) for seat in range(len(match.seats)))
        players_key = (actor, roller, statuses, safe)
        paint_players = lambda s, r: self._paint_players(s, r, statuses, safe)  # noqa: E731
        self.players.blit(surface, self.players_rect.inflate(4, 4), players_key, paint_players)
        log_key = (self.log_version, self.log_view.scroll)
        self.log.blit(surface, self.log_area, log_key, self._paint_log)
        paint_bottom = lambda s, r: self._paint_bottom(s, r, prompt, buttons_w)  # noqa: E731
        self.bottom.blit(surface, self.prompt_rect(prompt, buttons_w), (prompt, buttons_w), paint_bottom)

    def turn_words(self, words=None, held: bool = False) -> str:
        """The top bar's words after the name of whose turn it is ("is thinking…", "to play", "rolls the die")."""
        match = self.match
        if held:  # a lesson holds the table: nobody is thinking or rolling while its words are read
            return ""
        if match.actor >= 0:
            return _("is thinking…") if match.seat_is_bot(match.actor) else _("to play")
        return words[0] if words is not None and match.state.chance_roller() is not None else ""

    def _paint_top(self, surface, rect, safe, owner=None, words=None, held=False):
        common.panel(surface, rect.inflate(-8, -8), radius=8)
        match = self.match
        actor = match.actor
        roller = match.state.chance_roller() if actor == CHANCE else None
        seat = actor if actor >= 0 else roller
        status = self.turn_words(words, held)
        if owner is not None and seat is not None and owner != seat:  # the owner's hand is still on show: their
            # bar until the curtain, never the next name
            seat, status = owner, _("· {name} is next").format(name=match.names[seat])
        room = rect.width - HUD_WIDTH - 30  # the title and whose turn never run under the HUD buttons
        for size in (30, 26, 22):  # a long title and name in a small window: smaller words, never cut
            title = assets.text(marked(match.info.title), size, palette.INK, bold=True)
            name_w = assets.font(size).size(match.names[seat])[0] + 40 if seat is not None else 0
            status_w = assets.font(24).size(status)[0] + 10 if status else 0
            if 40 + title.get_width() + name_w + status_w <= room:
                break
        surface.blit(title, (20, (TOP - title.get_height()) // 2))
        x = 40 + title.get_width()
        if seat is not None:
            who = common.seat_badge(surface, seat, match.names[seat], (x, 14), 32, safe, size)
            words = assets.text(status, 24, palette.DIM)
            if who.right + 10 + words.get_width() <= room:
                surface.blit(words, (who.right + 10, 22))
        elif actor < 0 and actor != CHANCE:
            surface.blit(assets.text(_("Game over"), 28, palette.ACCENT), (x, 18))

    def _paint_players(self, surface, rect, statuses, safe):
        box = rect.inflate(-4, -4)
        common.panel(surface, box)
        surface.blit(assets.text(_("Players"), common.HEADING, palette.ACCENT), (box.x + 12, box.y + 10))
        match = self.match
        actor = match.actor
        y = box.y + 42
        for seat, info in enumerate(match.seats):
            if seat == actor or (actor == CHANCE and seat == match.state.chance_roller()):
                pygame.draw.rect(surface, palette.seat_colour(seat, safe), (box.x + 4, y - 4, 4, 34))
            kind = _("bot · {level}").format(level=bot_level(info.level)) if info.is_bot else _("person")
            status = statuses[seat]
            said = f"{status}  ({kind})" if status else kind
            name_w = assets.font(24).size(info.name)[0]
            room = lambda said: box.right - 10 - assets.font(18).size(said)[0] - 12 - (box.x + 14 + 36)  # noqa: E731
            if status and room(said) < name_w:  # a long name: "(bot · easy)" gives way first, then the name is cut
                said = status
            name = common.fit(info.name, assets.font(24), room(said))
            common.seat_badge(surface, seat, name, (box.x + 14, y), 28, safe, 24)
            words = assets.text(said, 18, palette.DIM)
            surface.blit(words, (box.right - words.get_width() - 10, y + 8))
            y += 40

    def _paint_log(self, surface, rect):
        offset = pygame.Vector2(self.log_area.topleft)
        title_at = (self.players_rect.x + 12 - offset.x, self.players_rect.bottom + 8 - offset.y)
        surface.blit(assets.text(_("Moves"), common.HEADING, palette.ACCENT), title_at)
        log_rect = self.log_view.rect.inflate(16, 12)
        log_rect.width += 6
        common.panel(surface, log_rect.move(-offset), alpha=150)
        view = self.log_view
        saved = view.rect
        view.rect = view.rect.move(-offset)
        try:
            view.draw(surface)
        finally:
            view.rect = saved

    def prompt_width(self, buttons_w: int) -> int:
        """The prompt's lines: the bar's width left of the action buttons."""
        return self.bottom_rect.width - buttons_w - 40

    def prompt_rect(self, prompt: str, buttons_w: int) -> pygame.Rect:
        """The bottom bar, grown upward over the board's foot while a prompt needs more lines than it holds at the
        smallest size (a long German Hyperline prompt at 1024x600): its last words were cut off the bar."""
        __, __, grow = prompt_fit(prompt, self.prompt_width(buttons_w), self.bottom_rect.height - 2 * PROMPT_PAD)
        grow = min(grow, self.bottom_rect.y - TOP - 10)  # never over the top bar
        bar = self.bottom_rect
        return pygame.Rect(bar.x, bar.y - grow, bar.width, bar.height + grow) if grow > 0 else bar

    def _paint_bottom(self, surface, rect, prompt, buttons_w):
        common.panel(surface, rect.inflate(-8, -8), radius=8)
        size, lines, __ = prompt_fit(prompt, self.prompt_width(buttons_w), self.bottom_rect.height - 2 * PROMPT_PAD)
        step = assets.font(size).get_height() + 2
        y = rect.y + min(14, max(PROMPT_PAD, (rect.height - len(lines) * step) // 2))
        for line in lines:
            surface.blit(assets.text(line, size, palette.INK), (rect.x + 22, y))
            y += step


PROMPT_SIZES = (24, 21, 18, 16)  # a long prompt: smaller words first; below 16 it is hard to read at 1024x600
PROMPT_PAD = 10  # between the bar's edge and its first and last lines (the panel is inset by 4)


@lru_cache(maxsize=64)
def prompt_fit(prompt: str, width: int, room: int) -> tuple[int, tuple[str, ...], int]:
    """(size, lines, pixels short): the prompt wrapped at the largest size whose lines fit `room` pixels of height,
    else at the smallest, with how much taller the bar must be. Words are never cut."""
    for size in PROMPT_SIZES:
        lines = common.wrap(prompt, size, width)
        tall = len(lines) * (assets.font(size).get_height() + 2)
        if tall <= room:
            return size, lines, 0
    return size, lines, tall - room
