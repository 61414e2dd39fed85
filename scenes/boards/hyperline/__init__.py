"""Hyperline's table, a package on the board kit: view (the board), input, prompts, drawing, waiting, telling,
art (the sprites), geometry, the galaxy and the ships drawn, the chooser, spots (what a click means), the fight
screen (combat_*) and animation."""

from scenes.boards.hyperline.view import HyperlineBoard

__all__ = ["HyperlineBoard"]
