"""42: Hyperspace Expressway's table: the board and its animations (view), the planets, tiles, arrows and
facilities drawn on it (art), the score dial and the piles (tray), clicks and keys (input)."""

from scenes.boards.expressway42.view import ExpresswayBoard

__all__ = ["ExpresswayBoard"]
