"""Hyperline's table (a package: geometry, sprites, the galaxy, the ships, the chooser, spots, motion)."""

from scenes.boards.hyperline.board import HyperlineBoard

__all__ = ["HyperlineBoard"]
