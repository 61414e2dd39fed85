"""Galaxy Express's table: the chart and the pawn (view), the tray and the queue (tray), clicks and keys
(input), the pieces (art)."""

from scenes.boards.galaxy_express.view import GalaxyExpressBoard

__all__ = ["GalaxyExpressBoard"]
