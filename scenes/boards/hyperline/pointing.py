"""Where a lesson's spots stand on Hyperline's table (docs/lessons.md), in the table's own names: a sector as
the log names it ("sector:C4"), a hyperpoint by its sector and port, a stack, a Store box, a component of the
ship shown large, a row of the list. A mixin of the board (view.py): it needs `geo`, `chooser`, `large_view`."""

from __future__ import annotations

import pygame

from game.rules.hyperline.board import NEXXUS, SIZE, name
from scenes.boards.base import action_kind
from scenes.boards.hyperline import galaxy_view

SECTORS = {name(sector): sector for sector in range(SIZE * SIZE)}


class Pointing:
    def spot(self, spot_id):
        """"sector:C4", "nexxus", "hyperpoint:C4:<port 0-7>", "stack:hyperline", "stack:planet", "store",
        "store:<kind>", "research", "research:<points>", "ship" (the large one), "component:<kind>" or
        "component:<x>,<y>" (on the large ship), "list", "choice:<row from 1>", "button:<an action's first word>"
        (its row in the list)."""
        geo = self.geo
        if geo is None:
            return None
        kind, _, rest = spot_id.partition(":")
        if kind == "sector" and rest in SECTORS:
            return geo.sector_rect(SECTORS[rest])
        if spot_id == "nexxus":
            return geo.sector_rect(NEXXUS)
        if kind == "hyperpoint":
            where, _, port = rest.partition(":")
            if where in SECTORS and port.isdigit() and int(port) < 8:
                x, y = geo.port_point(SECTORS[where], int(port))
                side = max(10, int(geo.cell * 0.3))
                return pygame.Rect(int(x) - side // 2, int(y) - side // 2, side, side)
            return None
        boxes = {"store": geo.store, "research": geo.research, "ship": geo.large_ship, "list": geo.chooser}
        if spot_id in boxes:
            return pygame.Rect(boxes[spot_id])
        if kind == "stack":
            return galaxy_view.stack_rects(geo.stacks).get(rest)
        if kind == "store":
            return galaxy_view.store_rects(geo.store).get(rest)
        if kind == "research" and rest.isdigit():
            boxes = galaxy_view.track_boxes(geo.research)
            return boxes[int(rest)] if int(rest) < len(boxes) else None
        if kind == "component":
            return self._component_spot(rest)
        if kind in ("choice", "button"):
            return self._row_spot(kind, rest)
        return None

    def _component_spot(self, which: str):
        props = self.props
        if props is None or "ships" not in props.view:
            return None
        shown = self.large_view(props.view, props.legal)
        x, comma, y = which.partition(",")
        if comma and x.lstrip("-").isdigit() and y.lstrip("-").isdigit():
            if any((part["x"], part["y"]) == (int(x), int(y)) for part in shown.ship["parts"]):
                return shown.square_rect(int(x), int(y))
            return None
        part = next((part for part in shown.ship["parts"] if part["kind"] == which), None)
        return None if part is None else shown.part_rect(part)

    def _row_spot(self, kind: str, which: str):
        self.refresh_list()  # the rows for the decision now (asked before any frame drew them)
        items = self.chooser.items
        if kind == "choice":
            index = int(which) - 1 if which.isdigit() else -1
        else:
            index = next((i for i, (_label, action) in enumerate(items) if action_kind(action) == which), -1)
        if not 0 <= index < len(items):
            return None
        return self.chooser.row_rect(index) or pygame.Rect(self.chooser.rect)  # scrolled away: the list
