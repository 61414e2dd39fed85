"""42 at the keyboard and mouse: clicks on piles, planets and squares, keys for the cursor, the prompt."""

import math

from game.rules.expressway42 import (
    CELL_AT,
    COLS,
    INTERIOR,
    MARKINGS,
    PLANET_AT,
    PLANETS,
    ROWS,
    SMALL,
    design_words,
    planet_name,
)
from game.words import _, ngettext, word
from scenes.base import CONFIRM, DOWN, LEFT, NEXT, RIGHT, ROTATE, UP

PILE_KEYS = {marking: "1234567890-"[marking - 1] for marking in MARKINGS}  # the keys in a row: 0 is 10, - is 11


class ExpresswayInput:
    """The board gives `pile_rects`, `grid_at`, `nearest_centre`, `planet_near`, `ghost_action`, `rules`."""

    # --- clicks and keys ----------------------------------------------------------------------------
    def hit(self, pos, view):
        ask = self.asking.ask
        pile = next((m for m, r in self.pile_rects.items() if r.collidepoint(pos)), None)
        if pile is not None:
            if ask == "pile":
                if pile == SMALL:
                    return "reason", _("Large tiles first: small tiles come once no large tile fits.")
                return "action", ("pile", pile)
            if ask == "large tile":
                return "reason", _("You hold the {design} tile: lay it on the board (Undo puts it back).").format(
                    design=word(design_words(view["held"]))
                )
            if ask == "small tile" and pile != SMALL:
                return "reason", _("No large tile can be laid any more: lay small tiles on the free squares.")
            return None
        gx, gy = self.grid_at(pos)
        if not (-0.5 <= gx <= COLS + 0.5 and -0.5 <= gy <= ROWS + 0.5):
            return None
        if ask == "pile":
            return "reason", _("First choose a pile of large tiles under Tile piles.")
        if ask == "large tile":
            centre = self.nearest_centre(gx, gy)
            if centre is None:
                return "reason", _("A large tile's centre must cover a planet inside the border.")
            self.cursor = centre
            return "action", self.ghost_action(view)
        if ask == "small tile":
            cell = (math.floor(gx), math.floor(gy))
            if cell not in CELL_AT:
                return None
            return "action", ("small", *cell)
        planet = self.planet_near(pos)
        if ask == "facility":
            if planet is None:
                return "reason", _("Click one of the glowing planets you just completed.")
            return "action", ("facility", *PLANETS[planet])
        if ask == "capture":
            return self._capture_click(view, planet)
        return None

    def _capture_click(self, view, planet):
        if planet is None:
            return "reason", _("Click an opponent's facility at the end of a glowing arrow (or one of yours first).")
        seat = view["current"]
        moves = self.rules(view).captures(seat)
        if view["owner"][planet] == seat:
            mine = [m for m in moves if PLANET_AT[m[1:3]] == planet]
            if not mine:
                return "reason", _("The facility on {planet} has no expressway to an opponent's facility.").format(
                    planet=planet_name(planet)
                )
            chosen = [m for m in mine if PLANET_AT[m[3:5]] == self.prey]
            if chosen:
                return "action", chosen[0]
            self.source, self.prey = planet, None  # lit, with a bolder arrow; the next click names the prey
            return None
        onto = [m for m in moves if PLANET_AT[m[3:5]] == planet]
        if self.source is not None:
            chosen = [m for m in onto if PLANET_AT[m[1:3]] == self.source]
            if chosen:
                return "action", chosen[0]
        if len(onto) == 1:
            return "action", onto[0]
        if len(onto) > 1:
            self.prey, self.source = planet, None  # lit; the prompt asks which of the movers takes it
            return None
        return "reason", _("None of your facilities has an expressway straight to {planet}.").format(
            planet=planet_name(planet)
        )

    def capture_prompt(self, view) -> str:
        """The task as it stands: one click on the prey, or two when several of yours could take it."""
        if self.source is not None:
            return _("Your facility on {planet} moves: click the opponent's facility it captures "
                     "(or another of yours to move that one instead).").format(planet=planet_name(self.source))
        if self.prey is not None:
            return _("Several of your facilities can capture on {planet}: click the one of yours "
                     "that moves there.").format(planet=planet_name(self.prey))
        moves = self.rules(view).captures(view["current"])
        movers = {}
        for m in moves:
            movers.setdefault(m[3:5], set()).add(m[1:3])
        if any(len(ours) > 1 for ours in movers.values()):
            return _("Takeover! You must capture: click the facility of yours that moves, then the opponent's "
                     "facility at the end of its glowing arrow (Tab and Enter also work).")
        return _("Takeover! You must capture: click an opponent's facility at the end of a glowing arrow "
                 "(Tab and Enter also work).")

    def key_action(self, intent, detail, view, legal):
        ask = self.asking.ask
        if intent == ROTATE:
            step = -1 if detail == -1 else 1
            self.turn = (self.turn + step) % 4
            return None
        if ask == "pile":
            if intent == "key" and detail in PILE_KEYS.values():
                return ("pile", next(m for m, k in PILE_KEYS.items() if k == detail))
            moves = {LEFT: -1, RIGHT: 1, UP: -4, DOWN: 4, NEXT: 1}
            if intent in moves:
                self.pile_cursor = (self.pile_cursor - 1 + moves[intent]) % len(MARKINGS) + 1
                return None
            if intent == CONFIRM:
                return ("pile", self.pile_cursor)
            return None
        if ask in ("large tile", "small tile"):
            if self.cursor is None:
                first = legal[0] if legal else None
                self.cursor = tuple(first[1:3]) if first else None
            dx, dy = {LEFT: (-1, 0), RIGHT: (1, 0), UP: (0, -1), DOWN: (0, 1)}.get(intent, (0, 0))
            if (dx or dy) and self.cursor is not None:
                x, y = self.cursor
                if ask == "large tile":
                    x, y = (x + 2 * dx, y) if dx else (x + (1 if x + 1 <= COLS - 1 else -1), y + dy)
                    if (x, y) in PLANET_AT and INTERIOR[PLANET_AT[(x, y)]]:
                        self.cursor = (x, y)
                elif (x + dx, y + dy) in CELL_AT:
                    self.cursor = (x + dx, y + dy)
                return None
            if intent == NEXT and legal:
                spots = [tuple(a[1:3]) for a in legal]
                here = spots.index(self.cursor) if self.cursor in spots else -1
                self.cursor = spots[(here + 1) % len(spots)]
                return None
            if intent == CONFIRM:
                return self.ghost_action(view)
            return None
        if ask in ("facility", "capture") and legal:
            if intent in (NEXT, RIGHT, DOWN, LEFT, UP):
                step = -1 if intent in (LEFT, UP) else 1
                index = self.cursor if isinstance(self.cursor, int) else -1
                self.cursor = (index + step) % len(legal)
                return None
            if intent == CONFIRM:
                index = self.cursor if isinstance(self.cursor, int) and self.cursor < len(legal) else 0
                return legal[index]
        return None

    def prompt(self, view, seat, legal):
        ask = self.asking.ask
        if ask == "pile":
            return _("Choose a pile of large tiles under Tile piles (click it, or keys 1 to 9, 0 for pile 10 and - for "
                     "pile 11, or arrows and Enter). Then you must lay it.")
        if ask == "large tile":
            return _("Lay your {design} tile centred on a planet whose four squares are free; it demolishes that "
                     "planet. R, the wheel or a right click turns it. Undo puts it back.").format(
                design=word(design_words(view["held"]))
            )
        if ask == "small tile":
            return _("No large tile fits any more: lay a small tile on a free square (click it, or arrows and Enter).")
        if ask == "facility":
            return _("You completed more planets than you have facilities left: click the planet to build on.")
        if ask == "capture":
            return self.capture_prompt(view)
        return _("Your move.")

    def seat_status(self, view, seat):
        # Translators: a seat's score beside its name, "pts" short for points
        points = ngettext("{count} pt", "{count} pts", view["scores"][seat]).format(count=view["scores"][seat])
        facilities = ngettext("{count} facility", "{count} facilities", view["supply"][seat])
        return f"{points}, {facilities.format(count=view['supply'][seat])}"

