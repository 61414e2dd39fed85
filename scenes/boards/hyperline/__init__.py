"""Hyperline's table, a package on the board kit: view (the board), input, drawing, art (the sprites),
geometry, the galaxy and the ships drawn, the chooser, spots (what a click means) and animation."""

from scenes.boards.hyperline.view import HyperlineBoard

__all__ = ["HyperlineBoard"]
