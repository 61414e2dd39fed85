"""What a game's table must offer the play frame; defaults for the parts a game may skip.

The contract (docs/boards.md): a board receives `TableProps` (scenes/boards/props.py) and gives back intents,
never holding the screen it sits on."""

from __future__ import annotations

from game.rules import Asking
from game.rules.words import N_
from game.words import _, language, pgettext, word
from scenes import common
from scenes.boards.kit.banner import Banner
from scenes.boards.kit.sounds import event_sounds
from scenes.boards.kit.timeline import Timeline
from scenes.boards.props import TableProps


def action_kind(action) -> str:
    """An action's first word ("jump" of ("jump", 3), "roll" of the frame's roll button): how a lesson names the
    button or the row of the list that offers it ("button:jump")."""
    if isinstance(action, (tuple, list)) and action:
        return str(action[0])
    return str(action)


class Board:
    """Draws `props.view` in a rectangle and turns clicks into intents (actions legal or not: the rules judge).

    `self.props` is the newest `TableProps` the screen gave (`receive`); what the board says by itself goes in
    `self.outbox`. Animations run on `self.timeline` and news on `self.banner` (see scenes/boards/kit)."""

    SOUNDS: dict = {}  # event type -> sound name, or a function of the event (see kit.event_sounds)
    SOUND_LIMIT = 2
    SHOW_HAND = N_("Show my hand")
    """The button that takes a public decision behind the curtain to see one's secrets ("" for none)."""

    def __init__(self):
        self.props: TableProps | None = None
        self.outbox: list[tuple[str, object]] = []  # intents the board raised by itself: the screen drains them
        self.rect = None
        self.timeline = Timeline(self._pace)
        self.banner = Banner()
        self._animating = False
        self._cloth = None
        self._cloth_key = None
        self._table = None
        self._table_key = None

    @property
    def animating(self) -> bool:
        """True while something moves: the frame keeps drawing until it is over."""
        return self._animating or self.timeline.busy

    @animating.setter
    def animating(self, value: bool) -> None:  # for a table that keeps its own clock
        self._animating = value

    def receive(self, props: TableProps) -> None:
        """What the screen shows changed (a move, the viewer, the settings, the layout): the new props, given before
        any other call that needs them."""
        self.props = props

    def say(self, kind: str, detail=None) -> None:
        """Queue an intent the board raises by itself (a toast, a slide it was waiting to play)."""
        self.outbox.append((kind, detail))

    def layout(self, rect):
        self.rect = rect

    def _pace(self) -> float:
        """How long animations take against the normal pace (0 = instant), from the player's settings."""
        pace = self.props.pace if self.props is not None else 0.7
        return pace / 0.7 if pace else 0.0

    @property
    def asking(self):
        """What the decision shown asks (the rules' phase table): boards branch on this, never on a phase's name."""
        return self.props.asking if self.props is not None else Asking()

    @property
    def watching(self) -> bool:
        """A replay's table: a hand shown is someone's, never "your"; the keys that play are not listed."""
        return self.props is not None and self.props.watching

    def name(self, seat: int) -> str:
        """A seat's name ("Player N" before the screen gave any names, as a table drawn in a test)."""
        names = self.props.names if self.props is not None else ()
        return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"

    def sync(self, view: dict):
        """Jump to what `view` shows (after undo, load, or a change of viewer)."""

    def animate(self, events: list[dict], view: dict):
        """Start showing what `events` did; `view` is the state after them."""
        self.sync(view)

    def resumed(self, record) -> None:
        """A game starts from its record (Continue, a load, or a new game's empty one): set what the table shows
        that no view holds (the race's last die and battle report). Props are given first."""

    def replayed(self, events: list[dict]):
        """A replay jumped (`sync`) to the view after these events, every one from the start, oldest first: show
        what they leave behind (the last die's face), whichever way the replay stepped."""

    def animation_time(self, events: list[dict]) -> float:
        """Seconds at normal pace the animations of `events` take (asked after `animate`)."""
        return self.timeline.length()

    def pause_after(self, events: list[dict], pace: float) -> float | None:
        """Seconds the frame waits after these events instead of its usual pace (None: the usual), e.g. none
        after each coin of a long setup shuffle."""
        return None

    def logged(self, line: str, events: list[dict]) -> str:
        """A move's entry in the move log: the rules' line, then on lines of their own (after "\\n") what the move
        did that nobody chose, if the table tells it (the rules' line is worded before the move)."""
        return line

    def move_log(self, match) -> list[str]:
        """The move log rebuilt from the record (a load, an undo), each entry as `logged` words it."""
        return match.log(lambda line, events: self.logged(word(line, match.names), events))

    def log_held(self) -> bool:
        """True while the newest entry of the move log must wait (a die still in the air: its face is news)."""
        return False

    def folded_in_log(self, line: str) -> bool:
        """True for a move-log line the table leaves out because a later line sums it up (a deal, card by card)."""
        return False

    def sounds(self, events: list[dict]) -> list[str]:
        return event_sounds(events, self.SOUNDS, self.SOUND_LIMIT)

    def update(self, dt: float):
        self.timeline.update(dt)
        self.banner.update(dt)

    def hover(self, pos):
        pass

    def draw(self, surface, view: dict, legal: list, hint=None):
        raise NotImplementedError

    # --- the cloth: what does not change between moves, drawn once ------------------------------------
    def paint_cloth(self, cloth) -> None:
        """Draw onto `cloth` (the frame's background, window-sized) what stays put: the map, panels, labels."""

    def cloth_key(self):
        """Whatever else the cloth's picture depends on (the cloth is painted again when it changes)."""
        return None

    def draw_cloth(self, surface) -> None:
        """Lay the cloth over the board's rectangle; call first in `draw`, while only the background is drawn."""
        self._cloth_check(surface)
        surface.blit(self._cloth, self.rect)

    def _cloth_check(self, surface) -> None:
        key = (surface.get_size(), tuple(self.rect), self.safe, self.cloth_key())
        if key != self._cloth_key:
            cloth = surface.copy()
            self.paint_cloth(cloth)
            self._cloth, self._cloth_key = common.kept_copy(self._cloth, cloth, self.rect), key

    def draw_table(self, surface, key, paint) -> None:
        """The cloth and what `paint(surface)` lays on it (pieces that only move with a move), kept as one
        picture while `key` stays the same. `paint` draws only inside the board's rectangle."""
        self._cloth_check(surface)
        full = (key, self._cloth_key, language())  # words on the table: a new language paints it again
        if full != self._table_key:
            surface.blit(self._cloth, self.rect)
            paint(surface)
            self._table, self._table_key = common.kept_copy(self._table, surface, self.rect), full
        else:
            surface.blit(self._table, self.rect)

    def toast_bottom(self) -> int | None:
        """Where the frame's toasts end (a y) so they cover nothing the player reads; None: the frame's usual place."""
        return None

    def toast_area(self):
        """A box (a pygame.Rect) the toasts stand in, from its top down (None: `toast_bottom` says where)."""
        return None

    def spot(self, spot_id: str):
        """Where a lesson's spot stands at this layout (a pygame.Rect), named in the board's own words
        ("square:15", "sector:C4", "dice"; each board's ids are in docs/lessons.md), so a lesson survives a
        resize; None: no such spot now. The frame's spots (buttons, the prompt, the log) are the screen's."""
        return None

    def hit(self, pos, view: dict):
        """("action", a), ("roll", None), ("reason", text) or None for a click at `pos`."""
        return None

    def buttons(self, view: dict, legal: list) -> list[tuple[str, object, str]]:
        """(label, action, key) for decisions without a spot on the board."""
        return []

    def key_action(self, intent, detail, view, legal):
        return None

    def asks_first(self, action) -> bool:
        """Whether `action` costs the player something (a counted assist): Enter and Space, the keys that "do the
        next thing", never take it as the one choice offered; only its own key or a click does."""
        return False

    def look_key(self, intent, detail, view: dict) -> None:
        """A key pressed while the person looking may not act (a bot's or another's turn): it may change what
        the board shows (another ship, a zoom), never the game."""

    def prompt(self, view: dict, seat: int, legal: list) -> str:
        return _("Your move.")

    def roll_words(self, view: dict) -> tuple[str, str]:
        """A person's own chance step in the game's words: (the prompt after their name, the button's label),
        e.g. a draw from a stack rather than a die."""
        return pgettext("die", "roll the die: press Space or click the die."), pgettext("die", "Roll the die")

    def chance_words(self, asking) -> tuple[str, str]:
        """Whom the table waits for at a chance step (`asking`: the rules' Asking for it), after the seat's name:
        (the top bar's word, the prompt's), e.g. a draw from a stack rather than a die."""
        return pgettext("die", "rolls"), pgettext("die", "rolls the die")

    def seat_status(self, view: dict, seat: int) -> str:
        return ""

    def hint_action(self, view: dict, legal: list):
        """An action that answers the Hint button in the game's own way (e.g. a counted assist), or None
        for the shared search-bot hint."""
        return None

    SCORE_LABEL = N_("score")  # the results table's column: what `result().scores` counts (worded where shown)

    def hint_words(self, action, line: str) -> str | None:
        """The toast for a hint found (`line` is the move log's words for it); None: the table shows it itself."""
        return f"Hint: {line}"

    def result_lines(self, view: dict, result) -> list:
        """[(text, colour)]: lines only this table's results screen shows, after the game's own results words (its
        `parts.results`, which the phone pages show too): Galaxy Express's high scores kept on this computer."""
        return []

    @classmethod
    def daily_seed(cls) -> int | None:
        """A 'deal of the day' seed the setup screen can offer, or None."""
        return None

    @property
    def safe(self) -> bool:
        return self.props.safe if self.props is not None else True
