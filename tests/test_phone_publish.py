"""What the desk publishes to the phone pages, and how little it asks of the desk's frame (issue 36's load run).

The desk words the newest log lines once for every page (not once a page), and hands all the pages' packets to
the server's loop with one wake-up: the pages must get exactly the packets each seat's own wording gives.
"""

from __future__ import annotations

import asyncio
import json
import random

import aiohttp
import pytest

from game import words
from game.engine import Match, SeatInfo
from game.engine.seat_packet import seat_packet
from game.phones import hub as hub_module
from game.phones.desk import PhoneDesk
from game.phones.hub import PhoneHub
from game.phones.words import worded_packet
from game.rules import CHANCE, TERMINAL, get

GAMES = ("race", "galaxy_express", "expressway42", "all_in_all", "hyperline")
STEPS = 120  # decisions a game is followed for (a long log: more lines than a packet carries)
WAIT = 5.0  # seconds any one reply may take before the test fails


class Pages:
    """A hub without a server: what the desk published, seat by seat."""

    def __init__(self, seats):
        self.seats = list(seats)
        self.published: list[dict] = []

    def publish(self, packets):
        self.published.append(packets)

    def take(self):
        return []

    def refuse(self, seat, reason):
        raise AssertionError(f"nothing was sent, yet seat {seat} was refused: {reason}")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_every_page_gets_the_packet_its_seat_alone_would_be_worded(game, language):
    info = get(game)
    players = max(info.min_players, min(4, info.max_players))
    seats = [SeatInfo(name) for name in ("Ana", "Ben", "Cleo", "Dana")[:players]]
    match = Match(game, seats, seed=7)
    pages = Pages(range(len(seats)))
    desk = PhoneDesk(pages, match)
    rng = random.Random(7)
    try:
        words.use(language)
        for _ in range(STEPS):
            desk.serve()
            sent = pages.published[-1]
            for seat in pages.seats:
                alone = worded_packet(seat_packet(match, seat, moment=desk.moment()), match.names)
                assert sent[seat] == alone, (game, seat, len(match.record.actions))
            if match.actor == TERMINAL:
                break
            if match.actor == CHANCE:
                match.roll()
            else:
                match.apply(rng.choice(match.state.legal_actions()))
    finally:
        words.use("en")
    assert len(match.record.actions) > 12  # the log outgrew what a packet carries


def test_one_publish_wakes_the_servers_loop_once_and_every_page_gets_its_packet(monkeypatch):
    wakes = []
    real = hub_module.asyncio.run_coroutine_threadsafe

    def counted(coroutine, loop):
        wakes.append(coroutine)
        return real(coroutine, loop)

    hub = PhoneHub([0, 1, 2], local_only=True)
    hub.start()
    try:

        async def pages():
            async with aiohttp.ClientSession() as session:
                base = f"http://127.0.0.1:{hub.port}/p/"
                sockets = [await session.ws_connect(base + hub.tokens[seat] + "/ws") for seat in hub.seats]
                monkeypatch.setattr(hub_module.asyncio, "run_coroutine_threadsafe", counted)
                hub.publish({seat: {"moment": 1, "hand": f"seat {seat}'s hand"} for seat in hub.seats})
                got = [json.loads((await ws.receive(timeout=WAIT)).data) for ws in sockets]
                for ws in sockets:
                    await ws.close()
                return got

        got = asyncio.run(asyncio.wait_for(pages(), 30))
    finally:
        monkeypatch.undo()
        hub.stop()
    assert [said["packet"]["hand"] for said in got] == ["seat 0's hand", "seat 1's hand", "seat 2's hand"]
    assert len(wakes) == 1
