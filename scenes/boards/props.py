"""What a board is given and what it gives back (docs/boards.md): props in, intents out, never the screen.

The screen (play or replay) builds one `TableProps` whenever what it shows changes and hands it to the board
(`Board.receive`). A board answers clicks and keys with intents, and queues what it says by itself (a toast, a
slide it was waiting to play) in its outbox, which the screen drains every frame. Only the screen acts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.rules import Asking

# intents: (kind, detail) tuples, as `Board.hit` returns them
ACTION = "action"  # detail: the action to play (the rules judge it; a refusal says why)
ROLL = "roll"  # detail: None; the person's own die or draw, when it waits for them
REASON = "reason"  # detail: the words of a refusal ("Not now: ...")
EXPLAIN = "explain"  # detail: an action; the screen refuses with the rules' reason for it, if there is one
TOAST = "toast"  # detail: a Said
DROP = "drop toasts"  # detail: a Said's tag; the screen takes away the toasts said with it (stale news)
BUTTONS = "buttons"  # detail: None; the board's own choice changed: the screen rebuilds the action buttons


@dataclass(frozen=True)
class Said:
    """A toast a board asks for: `tag` lets it take the toast away later (DROP) when its news goes stale."""

    text: str
    kind: str = "info"
    seconds: float = 3.5
    tag: str = ""


def _nothing(_action) -> None:
    return None


def _no_toasts(_size) -> list:
    return []


@dataclass(frozen=True)
class TableProps:
    """Everything a board may know about the game at the screen, as the person looking may see it.

    `view` is the viewer's view (never more than the table allows); `legal` holds the moves a person here may make
    now and is empty otherwise. `asking` is what the rules' phase table says the decision is (boards branch on it,
    never on a phase's name)."""

    view: dict
    asking: Asking = Asking()
    legal: list = field(default_factory=list)
    acting: bool = False  # a person here may decide now (their turn, behind the curtain if need be)
    actor: int = 0  # whose turn: a seat, or game.rules CHANCE / TERMINAL
    rolling: int | None = None  # the seat whose own die or draw waits for them to throw it
    names: tuple[str, ...] = ()
    viewer: int = 0  # the seat whose view this is (a replay's Tab changes it)
    masked: bool = False  # the shared screen shows only the public table (the curtain's rule)
    shared: bool = False  # several people take turns at this screen in a game with secrets (a replay: never)
    watching: bool = False  # a replay: nobody decides, a hand is someone's, never "your"
    held: bool = False  # a lesson holds the table while its words are read: no bot thinks, no die rolls till Next
    phones: tuple[int, ...] = ()  # the people's seats played on their phones now (their page is connected)
    hint: object = None  # the hint's action while it is the highlighted choice
    moves: int = 0  # actions recorded so far
    last_action: object = None  # the newest recorded action (None before the first)
    seed: int | None = None  # the deal's seed (a deal of the day keys its score table by it)
    options: dict = field(default_factory=dict)  # the game's options as set up
    pace: float = 0.7  # seconds after a move at the player's setting (0: instant)
    safe: bool = True  # the colour-blind palette
    log_room: object = None  # a pygame.Rect under the move log's last line where short notes may stand, or None
    bottom: object = None  # the frame's bottom bar (a pygame.Rect), or None on a screen without one
    explain: Callable = _nothing  # (action) -> the rules' reason it is refused now in words, or None
    describe: Callable = _nothing  # (action) -> the move log's words for it, in the player's language
    label: Callable = _nothing  # (action) -> the words on a button offering it to the seat that chooses
    toasts: Callable = _no_toasts  # (window size) -> the boxes (pygame.Rects) the screen's toasts stand in now
