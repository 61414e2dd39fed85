"""Props for a board drawn in a test without a screen, as the play screen would hand them (scenes/boards/props.py)."""

from __future__ import annotations

from game.rules import Asking
from scenes.boards.props import TableProps


def give(board, view: dict | None = None, rules=None, **fields):
    """Hand `board` props for `view`; `rules` (the game's state class) says what its phase asks. Returns `board`."""
    view = {} if view is None else view
    asking = rules.asking(view.get("phase")) if rules is not None else Asking()
    fields.setdefault("names", ("Ana", "Ben"))
    fields["names"] = tuple(fields["names"])
    board.receive(TableProps(view, asking=asking, **fields))
    return board
