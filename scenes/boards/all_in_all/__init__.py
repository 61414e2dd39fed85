"""All in All's table: the portals and the animations (view), the players' panels and the hand (panels),
clicks and choices (input), the sprites and who acts (art)."""

from scenes.boards.all_in_all.view import AllInAllBoard

__all__ = ["AllInAllBoard"]
