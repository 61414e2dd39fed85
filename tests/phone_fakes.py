"""A hub with the phone hub's API (game/phones/hub.py) that serves nothing: a test plays the pages' part."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Move:
    seat: int
    n: int
    moment: int


@dataclass(frozen=True)
class Notice:
    seat: int
    kind: str


class FakeHub:
    made: list[FakeHub] = []  # every hub made, newest last

    def __init__(self, seats, tokens=None, *, local_only=True, port=0):
        self.seats = list(seats)
        self.tokens = dict(tokens) if tokens else {seat: f"token-{seat}-{len(FakeHub.made)}" for seat in seats}
        self.local_only = local_only
        self.port = port or 40000 + len(FakeHub.made)
        self.running = False
        self.pages: set[int] = set()
        self.moves: list[Move] = []
        self.notices: list[Notice] = []
        self.published: list[dict] = []
        self.refused: list[tuple[int, str]] = []
        FakeHub.made.append(self)

    def start(self):
        self.running = True

    def stop(self):
        self.running = False
        self.pages.clear()

    def address(self, seat):
        return f"http://127.0.0.1:{self.port}/p/{self.tokens[seat]}"

    def connected(self, seat):
        return seat in self.pages

    def publish(self, packets):
        self.published.append(dict(packets))

    def take(self):
        moves, self.moves = self.moves, []
        return moves

    def refuse(self, seat, reason):
        self.refused.append((seat, reason))

    def take_notices(self):
        notices, self.notices = self.notices, []
        return notices

    # --- what a test's pages do ---------------------------------------------------------------
    def join(self, seat):
        self.pages.add(seat)
        self.notices.append(Notice(seat, "joined"))

    def leave(self, seat):
        self.pages.discard(seat)
        self.notices.append(Notice(seat, "left"))

    def send(self, seat, n, moment=None):
        """A page's choice; `moment` defaults to the last packet the page was sent."""
        if moment is None:
            moment = self.published[-1][seat]["moment"]
        self.moves.append(Move(seat, n, moment))

    def last(self, seat) -> dict:
        return self.published[-1][seat]
