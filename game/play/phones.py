"""The phone seats at one screen: which are played on a phone now, the pages' server's life, seats taken back.

The hub (game/phones/hub.py) serves the pages in a thread of its own and only queues what they send; the
desk's loop (game/phones/desk.py: take the moves, check them, apply, publish) runs here once a frame, on
the window's thread, with the table's `play` and `moment`, so a page's move goes through `Table.play` like
a click and the screen shows it as one. Around that loop this module keeps what the window adds: which
seats' pages are connected (`Table.set_phones`: their turns are theirs, no curtain), the news of pages
joining and leaving, and seats taken back to the screen (their pages only watch until sent back).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

from game.phones.desk import PhoneDesk
from game.play.table import Moved, Table
from game.rules.words import msg
from game.words import word


@dataclass
class PhonePlan:
    """The seats a game plays on phones and how their pages are reached: kept beside the autosave, never in a
    record (`tokens`: each seat's key; `port`: where the pages were, so they find the table again)."""

    seats: list[int]
    local_only: bool = True
    tokens: dict[int, str] = field(default_factory=dict)
    port: int = 0


def _hub_class():
    from game.phones.hub import PhoneHub  # the server (aiohttp): loaded only when a game has a phone seat

    return PhoneHub


class Pages:
    """The hub as the desk's loop sees it: a seat taken back to the screen sends no moves and is offered none."""

    def __init__(self, hub, seats: PhoneSeats):
        self.hub = hub
        self.phone_seats = seats

    @property
    def seats(self) -> list[int]:
        return self.hub.seats

    def take(self) -> list:
        moves = []
        for move in self.hub.take():
            if move.seat in self.phone_seats.at_desk:
                said = msg("Your seat is played at the table's screen now.")
                self.hub.refuse(move.seat, word(said, self.phone_seats.table.match.names))
            else:
                moves.append(move)
        return moves

    def publish(self, packets: dict[int, dict]) -> None:
        at_desk = self.phone_seats.at_desk
        self.hub.publish(
            {seat: {**packet, "choices": []} if seat in at_desk else packet for seat, packet in packets.items()}
        )

    def refuse(self, seat: int, reason: str) -> None:
        self.hub.refuse(seat, reason)


class PhoneSeats:
    """One game's phone seats at one screen; `hub_class` is the real hub unless a test fakes it."""

    def __init__(self, table: Table, plan: PhonePlan, hub_class=None):
        self.table = table
        self.plan = plan
        self.seats = [seat for seat in plan.seats if seat in table.humans]
        self.hub_class = hub_class or _hub_class()
        self.hub = None
        self.desk: PhoneDesk | None = None
        self.at_desk: set[int] = set()  # taken back to this screen: played behind the curtain until sent back
        self.moved: list[Moved] = []
        # the moments a page answers start anywhere: a page still holding a packet from before a crash never
        # matches the moment of the game continued in a new window by chance
        table.moment += secrets.randbelow(1 << 30)

    # --- the server's life ----------------------------------------------------------------------------
    def open(self) -> None:
        """Serve the pages with the same keys and port as before (after Continue); when that port is taken, any
        free one (the phones then scan their codes again). PhoneServerError: the pages cannot be served."""
        if self.hub is not None:
            return
        tokens = {seat: self.plan.tokens[seat] for seat in self.seats if seat in self.plan.tokens} or None
        hub = self.hub_class(self.seats, tokens, local_only=self.plan.local_only, port=self.plan.port)
        try:
            hub.start()
        except Exception:
            if not self.plan.port:
                raise
            hub = self.hub_class(self.seats, tokens, local_only=self.plan.local_only, port=0)
            hub.start()
        self.hub = hub
        self.plan.tokens, self.plan.port = dict(hub.tokens), hub.port
        table = self.table
        self.desk = PhoneDesk(Pages(hub, self), table.match, play=self._play, moment=lambda: table.moment)

    def close(self) -> None:
        """Every page's socket closed and the server's thread joined: nothing is left behind."""
        hub, self.hub, self.desk = self.hub, None, None
        if hub is not None:
            hub.stop()
        self.table.set_phones(())

    @property
    def open_now(self) -> bool:
        return self.hub is not None

    # --- what the screen shows of it --------------------------------------------------------------
    def address(self, seat: int) -> str:
        return self.hub.address(seat) if self.hub is not None else ""

    def connected(self, seat: int) -> bool:
        return self.hub is not None and self.hub.connected(seat)

    def on_phone(self, seat: int) -> bool:
        """The seat's page is connected and the seat was not taken back: nobody plays it at this screen."""
        return seat in self.table.phones

    def waiting(self) -> list[int]:
        """Phone seats whose page has not joined (and that were not taken back)."""
        return [seat for seat in self.seats if seat not in self.at_desk and not self.connected(seat)]

    def take_back(self, seat: int) -> None:
        """Play this seat at the screen again (the curtain rules apply to it); its page only watches."""
        self.at_desk.add(seat)
        self._follow_pages()
        self._tell_pages()

    def send_back(self, seat: int) -> None:
        """Its page plays the seat again."""
        self.at_desk.discard(seat)
        self._follow_pages()
        self._tell_pages()

    # --- once a frame ---------------------------------------------------------------------------
    def serve(self) -> tuple[list[Moved], list]:
        """Pages that joined or left, then their moves, each checked and played through the table or refused with
        its reason: (the moves made, shown as a click's are; the hub's notices). `news` tells the pages what
        changed once the table stepped."""
        if self.hub is None:
            return [], []
        notices = self.hub.take_notices()
        self._follow_pages()
        self.moved = []
        self.desk.serve()
        if notices:
            self._tell_pages()  # a page that joined hears where the game is
        return self.moved, notices

    def news(self) -> None:
        """After the table's step: every page hears of a change at once, not a frame later."""
        if self.desk is not None:
            self.desk.publish()

    def _play(self, action) -> None:
        self.moved.append(self.table.play(action))
        self._follow_pages()

    def _tell_pages(self) -> None:
        if self.desk is not None:
            self.desk.publish(force=True)

    def _follow_pages(self) -> None:
        if self.hub is not None:
            self.table.set_phones(s for s in self.seats if s not in self.at_desk and self.hub.connected(s))
