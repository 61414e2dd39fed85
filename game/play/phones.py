"""The desk's side of the phone pages: which seats are played on a phone, their moves, and what their pages show.

The hub (game/phones/hub.py) serves the pages in a thread of its own and only queues what they send;
every change to the game happens here, on the desk's thread, once a frame (`serve`): a page's move is
checked (the moment it answered, its seat, its choice) and played through `Table.play`, like a click,
or refused with the rules' reason; whenever `table.moment` changes every phone seat gets its packet
again. A seat taken back to the screen is played there, behind the curtain, until it is sent back.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.play.table import Moved, Table
from game.rules.words import Message, msg
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
    from game.phones.hub import PhoneHub  # the server: loaded only when a game has a phone seat

    return PhoneHub


def _packets():
    """Worded seat packets, the log read once a move (`MoveLog`), not replayed for every packet."""
    from game.engine.seat_packet import MoveLog, seat_packet
    from game.phones import worded_packet

    log = MoveLog()

    def packets(match, offered: dict, moment: int) -> dict[int, dict]:
        lines = log.read(match)
        return {
            seat: worded_packet(seat_packet(match, seat, moment=moment, offered=narrowed, log=lines), match.names)
            for seat, narrowed in offered.items()
        }

    return packets


class PhoneDesk:
    """One game's phone seats at one screen; `hub_class` and `packets` are the real ones unless a test fakes them
    (`packets(match, {seat: offered}, moment)`: each seat's worded packet)."""

    def __init__(self, table: Table, plan: PhonePlan, hub_class=None, packets=None):
        self.table = table
        self.plan = plan
        self.seats = [seat for seat in plan.seats if seat in table.humans]
        self.hub_class = hub_class or _hub_class()
        self.packets = packets or _packets()
        self.hub = None
        self.at_desk: set[int] = set()  # taken back to this screen: played behind the curtain until sent back
        self.published: int | None = None  # the table's moment the pages were last sent

    # --- the hub's lifetime ---------------------------------------------------------------------
    def open(self) -> None:
        """Start serving the pages (the same keys and port as before, after Continue); PhoneServerError: it cannot
        listen (the port is taken: any free one then, and the pages must scan their codes again)."""
        if self.hub is not None:
            return
        tokens = {seat: self.plan.tokens[seat] for seat in self.seats if seat in self.plan.tokens} or None
        try:
            hub = self.hub_class(self.seats, tokens, local_only=self.plan.local_only, port=self.plan.port)
            hub.start()
        except Exception:  # noqa: BLE001 - an old port taken by another program: any free port will do
            if not self.plan.port:
                raise
            hub = self.hub_class(self.seats, tokens, local_only=self.plan.local_only, port=0)
            hub.start()
        self.hub = hub
        self.plan.tokens = dict(hub.tokens)
        self.plan.port = _port(hub.address(self.seats[0])) if self.seats else 0
        self.published = None

    def close(self) -> None:
        """Every page's socket closed and the server's thread joined: nothing is left behind."""
        hub, self.hub = self.hub, None
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
        self.published = None

    def send_back(self, seat: int) -> None:
        """Its page plays the seat again."""
        self.at_desk.discard(seat)
        self._follow_pages()
        self.published = None

    # --- once a frame ---------------------------------------------------------------------------
    def serve(self) -> tuple[list[Moved], list]:
        """Pages that joined or left, then their moves, each checked and played (or refused); `news` tells the
        pages what changed, once the table stepped. (the moves made, shown as a click's are; the hub's notices)"""
        if self.hub is None:
            return [], []
        notices = self.hub.take_notices()
        self._follow_pages()
        moved = []
        for move in self.hub.take():
            why = self.refusal(move)
            if why is not None:
                self.hub.refuse(move.seat, word(why, self.table.match.names))
                continue
            moved.append(self.table.play(self._choices(move.seat)[move.n]))
            self._follow_pages()
        if notices:
            self.published = None  # a page that joined hears where the game is
        return moved, notices

    def news(self) -> None:
        """After the table's step: every page hears of a change at once (not a frame later)."""
        if self.hub is not None and self.published != self.table.moment:
            self.publish()

    def _follow_pages(self) -> None:
        self.table.set_phones(seat for seat in self.seats if seat not in self.at_desk and self.hub.connected(seat))

    def _choices(self, seat: int) -> list:
        """What the seat's page offers now, in its packet's order."""
        if seat != self.table.match.actor or seat in self.at_desk:
            return []
        return list(self.table.match.state.legal_actions())

    def refusal(self, move) -> Message | None:
        """Why a page's move cannot be played now (None: it can), in words its player reads."""
        table, match = self.table, self.table.match
        if move.seat not in self.seats:
            return msg("This seat is not played on a phone.")
        if move.seat in self.at_desk:
            return msg("Your seat is played at the table's screen now.")
        if move.moment != table.moment:
            return msg("The table moved on: look again and choose.")
        if move.seat != match.actor:
            return msg("It is not your turn.")
        choices = self._choices(move.seat)
        if not isinstance(move.n, int) or isinstance(move.n, bool) or not 0 <= move.n < len(choices):
            return msg("That choice is not offered now.")
        return match.state.explain(choices[move.n])

    def publish(self) -> None:
        """Every phone seat's packet at the table's moment (a seat taken back is offered nothing)."""
        table = self.table
        offered = {seat: [] if seat in self.at_desk else None for seat in self.seats}
        self.hub.publish(self.packets(table.match, offered, table.moment))
        self.published = table.moment


def _port(address: str) -> int:
    """The port in "http://host:port/p/token" (0: none said)."""
    try:
        return int(address.split("://", 1)[1].split("/", 1)[0].rsplit(":", 1)[1])
    except (IndexError, ValueError):
        return 0
