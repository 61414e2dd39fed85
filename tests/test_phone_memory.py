"""A game's phone pages leave nothing behind once its server stopped (issue 36's load run: memory over games).

Every game with phone seats starts a hub of its own: its server, its seats' packets, its files' whitelist and
its event loop. A long evening of games must not keep the earlier ones: the hubs are followed with weak
references after their pages fetched the page, a sprite and played on the socket, as a phone does.
"""

from __future__ import annotations

import asyncio
import gc
import json
import weakref

import aiohttp

from game.phones.hub import PhoneHub

GAMES = 3
PACKETS = 5  # packets published to each page a game
WAIT = 5.0  # seconds any one reply may take before the test fails


async def phones_play(hub) -> None:
    """Each seat's page is fetched with a sprite, its socket opened, sent packets, and answered with a move."""
    base = f"http://127.0.0.1:{hub.port}/p/"
    async with aiohttp.ClientSession() as session:
        pages = []
        for seat in hub.seats:
            async with session.get(base + hub.tokens[seat]) as response:
                assert response.status == 200
            async with session.get(base + hub.tokens[seat] + "/a/s/all_in_all/card_boots.png") as response:
                assert response.status == 200
            pages.append(await session.ws_connect(base + hub.tokens[seat] + "/ws"))
        for moment in range(PACKETS):
            hub.publish({seat: {"moment": moment, "hand": ["a card"] * 50} for seat in hub.seats})
            for page in pages:
                said = json.loads((await page.receive(timeout=WAIT)).data)
                assert said["packet"]["moment"] == moment
                await page.send_json({"type": "move", "n": 0, "moment": moment})
        for page in pages:
            await page.close()


def a_game_with_phones() -> tuple[weakref.ref, weakref.ref]:
    hub = PhoneHub([0, 1, 2], local_only=True)
    hub.start()
    try:
        asyncio.run(asyncio.wait_for(phones_play(hub), 30))
    finally:
        hub.stop()
    assert len(hub.take()) == len(hub.seats) * PACKETS  # every move reached the desk
    return weakref.ref(hub), weakref.ref(hub.shared)


def test_the_servers_of_games_played_with_phones_are_let_go_once_stopped():
    games = [a_game_with_phones() for _ in range(GAMES)]
    gc.collect()
    kept = [n for n, (hub, shared) in enumerate(games) if hub() is not None or shared() is not None]
    assert kept == [], f"games {kept} still hold their pages' packets and server after they stopped"
