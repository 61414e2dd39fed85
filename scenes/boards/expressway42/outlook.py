"""42's outlook in the tray: what the final scoring would make of each score if the game ended now, and a
warning before a move that would take its player past 42 at the end (players saw it only on the results)."""

import pygame

from game.rules.expressway42 import LICENCE, PLANET_AT
from game.words import _
from scenes import assets, common, palette
from scenes.boards.expressway42.ending import past_at_the_end

OUTLOOK_ROOM = 66  # px at the tray's foot: a title (or the move's warning) and one line a seat


def outlook_words(name: str, score: int, outlook: tuple[int, int, int]) -> str:
    """One seat's line: "Ana: 30 + 8 = 38", or "Ben: 40 + 6 = 4 (past 42)"."""
    points, final, paid = outlook
    words = _("{name}: {score} + {points} = {final}").format(name=name, score=score, points=points, final=final)
    return f"{words} ({past_at_the_end(paid)})" if paid else words


def warning_words(before: tuple[int, int, int], after: tuple[int, int, int]) -> str | None:
    """The warning for a move that leaves its player past 42 at the end more often than now; None when not."""
    if after[2] <= before[2]:
        return None
    return _("This move: past {licence} at the end!").format(licence=LICENCE)


class ExpresswayOutlook:
    """The board gives `tray`, `rules`, `ghost_action`, `asking`, `name`, `safe`."""

    def shown_move(self, view, legal):
        """The move the table shows before it is made: the tile's ghost, or the capture the keys or a click chose."""
        ask = self.asking.ask
        if ask in ("large tile", "small tile"):
            action = self.ghost_action(view)
        elif ask == "capture":
            moves = [m for m in legal if m[0] == "capture"]
            if isinstance(self.cursor, int) and self.cursor < len(moves):
                action = moves[self.cursor]
            else:
                action = self.pointed_capture
        else:
            action = None
        return action if action in legal else None

    pointed_capture = None  # the capture a click under the pointer would make now

    def point_capture(self, view, pos):
        """Follow the pointer in a takeover: over a prey one click would take, that capture is the move shown."""
        planet = self.planet_near(pos)
        moves = self.rules(view).captures(view["current"]) if planet is not None else ()
        onto = [m for m in moves if PLANET_AT[m[3:5]] == planet]
        if self.source is not None:
            onto = [m for m in onto if PLANET_AT[m[1:3]] == self.source]
        if self.prey is not None:
            onto = [m for m in moves if PLANET_AT[m[3:5]] == self.prey and PLANET_AT[m[1:3]] == planet]
        self.pointed_capture = onto[0] if len(onto) == 1 else None

    def move_warning(self, view, legal):
        """The warning and the mover's outlook after the move shown now (from the rules), or None."""
        action = self.shown_move(view, legal)
        if action is None:
            return None
        key = ("warning", action)
        if key not in self._previews:
            state = self.rules(view)
            seat = state.current
            after = state.clone()
            after.apply(action)
            outlook = after.final_outlook()[seat]
            words = warning_words(state.final_outlook()[seat], outlook)
            self._previews[key] = (words, seat, after.scores[seat], outlook) if words else None
        return self._previews[key]

    def outlook_rect(self) -> pygame.Rect:
        return pygame.Rect(self.tray.x + 10, self.tray.bottom - OUTLOOK_ROOM, self.tray.width - 20, OUTLOOK_ROOM - 6)

    def _draw_outlook(self, surface, view, legal):
        rect = self.outlook_rect()
        if "outlook" not in self._previews:
            self._previews["outlook"] = self.rules(view).final_outlook()
        lines = [(seat, view["scores"][seat], outlook) for seat, outlook in enumerate(self._previews["outlook"])]
        warning = self.move_warning(view, legal) if legal else None
        title, colour = _("If the game ended now"), palette.ACCENT
        if warning:  # the mover's line shows the move's outcome
            title, colour = warning[0], palette.BAD
            lines[warning[1]] = warning[1:]
        surface.blit(assets.text(common.fit(title, assets.font(16), rect.width), 16, colour), rect.topleft)
        y = rect.y + 21
        for seat, score, outlook in lines:
            words = outlook_words(self.name(seat), score, outlook)
            colour = palette.BAD if outlook[2] else palette.seat_colour(seat, self.safe)
            surface.blit(assets.text(common.fit(words, assets.font(15), rect.width), 15, colour), (rect.x, y))
            y += 20

    def _draw_warning_tag(self, surface, view, legal):
        """The warning over the move itself, where the eye is: over the ghost tile or the capture's prey."""
        action = self.shown_move(view, legal)
        if action is None or not self.move_warning(view, legal):
            return
        kind = action[0]
        if kind == "place":  # over the tile's top edge: a large tile spans the planet's four squares
            spot = self.point(action[1], action[2] - 1)
        elif kind == "small":
            spot = self.point(action[1] + 0.5, action[2])
        else:
            spot = self.point(action[3], action[4] - 0.35)
        self._tag(surface, _("past {licence} at the end!").format(licence=LICENCE), palette.BAD, spot, 18)
