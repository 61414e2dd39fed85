"""The desk's side of the phone seats, without a window: take the pages' moves, check them, apply, publish.

The window's turn flow calls `serve()` once a frame (with its own `play` and `moment`: the table's); the browser
tests run the same loop headless. Every change to the game happens here, on the caller's thread.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.seat_packet import LOG_LINES, MoveLog, seat_packet
from game.phones.words import worded_packet
from game.rules import IllegalAction, freeze
from game.words import _, word


class PhoneDesk:
    """One match's phone seats over a hub. `play(action)` applies a decision (default `match.apply`); `moment()`
    says which decision is on the table now (default: a count this desk keeps, moved by every change it sees)."""

    def __init__(self, hub, match, *, play: Callable | None = None, moment: Callable[[], int] | None = None,
                 log: MoveLog | None = None):  # fmt: skip
        self.hub = hub
        self.match = match
        self.play = play or match.apply
        self._moment = moment
        self._count = 0
        self._seen = None  # the record's length and last entry when the count last moved
        self.log = log or MoveLog()
        self.offered: dict[int, list] = {}  # seat -> the actions its page was offered, in the page's order
        self.published = None  # the moment last published
        self.applied: list[tuple[int, object]] = []  # (seat, action) of every phone move applied

    def moment(self) -> int:
        if self._moment is not None:
            return self._moment()
        actions = self.match.record.actions
        seen = (len(actions), actions[-1] if actions else None)
        if seen != self._seen:
            self._seen = seen
            self._count += 1
        return self._count

    def serve(self) -> bool:
        """Apply the pages' valid moves (refusing the others with a reason), then publish if the game moved on.
        True when a move was applied."""
        moved = False
        for move in self.hub.take():
            reason = self.check(move)
            if reason is None:
                action = self.offered[move.seat][move.n]
                try:
                    self.play(action)
                except IllegalAction as refused:
                    self.hub.refuse(move.seat, word(refused.reason, self.match.names))
                    continue
                self.applied.append((move.seat, action))
                moved = True
            else:
                self.hub.refuse(move.seat, reason)
        self.publish()
        return moved

    def check(self, move) -> str | None:
        """Why a page's move cannot be played now, in the desk's language (None: it can)."""
        if self.published is None or move.moment != self.moment() or move.moment != self.published:
            return _("The game moved on before your choice arrived: choose again.")
        if self.match.state.actor != move.seat:
            return _("It is not your turn.")
        if not 0 <= move.n < len(self.offered.get(move.seat, ())):
            return _("That choice is not offered now.")
        return None

    def publish(self, force: bool = False) -> None:
        """Every phone seat's packet, when the moment changed since the last (or `force`)."""
        moment = self.moment()
        if moment == self.published and not force:
            return
        names = self.match.names
        # every seat's packet carries the same newest log lines: worded once here, not once a seat (they were
        # most of a publish's time); a worded line is a plain string, which the packet and its wording keep
        lines = [word(line, names) for line in self.log.read(self.match)[-LOG_LINES:]]
        packets = {}
        for seat in self.hub.seats:
            packet = seat_packet(self.match, seat, moment=moment, log=lines)
            self.offered[seat] = [freeze(choice["action"]) for choice in packet["choices"]]
            packets[seat] = worded_packet(packet, names)
        self.published = moment
        self.hub.publish(packets)
