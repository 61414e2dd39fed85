"""The phone pages' server (game/phones): a real hub on 127.0.0.1, talked to with aiohttp's client in bounded loops.

What a phone or a stranger on the network would notice: the page only behind its seat's token, nothing else
served, every bad message refused with a status while the game stays as it was, one page per seat, a page
that comes back finds its place, and stop closes everything.
"""

from __future__ import annotations

import asyncio
import json
import shutil

import aiohttp
import pytest
from yarl import URL

from game.engine import Match, SeatInfo
from game.phones.desk import PhoneDesk
from game.phones.hub import PhoneHub, lan_address
from game.phones.server import MAX_MESSAGE, TAKEN_OVER, TOO_MANY, whitelist
from game.rules import CHANCE

WAIT = 5.0  # seconds any one reply may take before a test fails


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, 30))


@pytest.fixture
def hub():
    hub = PhoneHub([0, 1], local_only=True)
    hub.start()
    yield hub
    hub.stop()


def base(hub) -> str:
    return f"http://127.0.0.1:{hub.port}"


async def receive(ws) -> dict:
    """The next JSON message, or the close as {"closed": code}."""
    message = await ws.receive(timeout=WAIT)
    if message.type == aiohttp.WSMsgType.TEXT:
        return json.loads(message.data)
    return {"closed": ws.close_code}


async def until(ws, kind: str, limit: int = 10) -> dict:
    for _ in range(limit):
        said = await receive(ws)
        if said.get("type") == kind or "closed" in said:
            return said
    raise AssertionError(f"no {kind} in {limit} messages")


def eventually(check, tries: int = 100):
    """Wait (a bounded number of short sleeps) until `check()` holds; the server thread needs a moment."""
    for _ in range(tries):
        if check():
            return True
        asyncio.run(asyncio.sleep(0.02))
    return check()


# --- the token: long, and typed as easily as scanned ----------------------------------------------------------
def test_a_seats_token_can_be_typed_from_its_words_without_a_look_alike_sign():
    """A playtester typing the address from the Phones panel read l for I and 0 for O three times in four: a
    token is lower case, free of i l 1 o 0, and still long enough that guessing one is hopeless."""
    hub = PhoneHub([0, 1, 2, 3, 4, 5], local_only=True)
    tokens = list(hub.tokens.values())
    assert len(set(tokens)) == 6
    for token in tokens:
        assert len(token) >= 26  # 31 signs: 26 of them carry more than 128 bits
        assert token == token.lower() and not set(token) & set("il1o0"), token
        assert token.isalnum()


def test_a_continued_games_tokens_are_kept_as_they_were():
    kept = {0: "Old-Token_with_any_signs_1234567890", 1: "another"}
    assert PhoneHub([0, 1], kept, local_only=True).tokens == kept


# --- HTTP: the token, the whitelist, nothing else ---------------------------------------------------------------
def test_without_its_token_the_server_says_nothing_of_the_game(hub):
    token = hub.tokens[0]
    hub.publish({0: {"names": ["Ana", "Ben"], "prompt": "Your move."}})

    async def fetch():
        found = {}
        async with aiohttp.ClientSession() as session:
            paths = ["/", "/p", "/p/", "/p/nottoken", "/p/nottoken/ws", "/p/nottoken/a/phone.js", f"/p/{token}x",
                     f"/p/{token}/a/nothing.png", f"/p/{token}/a/s/nothing.png", f"/p/{token}/a/index.html",
                     f"/p/{token}/a/..%2f..%2fpyproject.toml", f"/p/{token}/a/%2fetc%2fpasswd",
                     f"/p/{token}/a/s/..%2f..%2fpalette.json", f"/p/{token}/a/s/%2e%2e/%2e%2e/palette.json",
                     f"/p/{token}/a/../../../pyproject.toml", "/etc/passwd",
                     f"/p/{token}/../../assets/palette.json"]  # fmt: skip
            for path in paths:
                async with session.get(URL(base(hub) + path, encoded=True), allow_redirects=False) as response:
                    found[path] = (response.status, await response.text())
            async with session.post(f"{base(hub)}/p/{token}", data="x") as response:
                found["POST"] = (response.status, await response.text())
            async with session.get(f"{base(hub)}/p/{token}") as response:
                found["page"] = (response.status, await response.text(), dict(response.headers))
            async with session.get(f"{base(hub)}/p/{token}/a/s/all_in_all/card_boots.png") as response:
                found["sprite"] = (response.status, response.content_type)
        return found

    found = run(fetch())
    page = found.pop("page")
    assert found.pop("sprite") == (200, "image/png")
    for path, (status, text) in found.items():
        assert status == 404, path
        assert "Ana" not in text and "phone" not in text.lower() and "star" not in text.lower(), path
    assert page[0] == 200 and "/p/" + token + "/a/phone.js" in page[1]
    assert page[2]["Referrer-Policy"] == "no-referrer"


def test_only_plain_files_inside_the_assets_are_served(tmp_path):
    """A sprite that is a symlink, or sits in a symlinked folder, is not on the whitelist (say, one pointing out)."""
    assets = tmp_path / "assets"
    shutil.copytree("assets/phone", assets / "phone")
    (assets / "sprites" / "game").mkdir(parents=True)
    (assets / "sprites" / "game" / "card.png").write_bytes(b"png")
    (tmp_path / "secret.png").write_bytes(b"secret")
    (assets / "sprites" / "game" / "out.png").symlink_to(tmp_path / "secret.png")
    (assets / "sprites" / "linked").symlink_to(tmp_path)
    assert sorted(whitelist(assets)) == ["phone.css", "phone.js", "s/game/card.png"]


def test_a_token_from_another_game_or_seat_opens_nothing_of_this_seat():
    old = PhoneHub([0, 1])
    hub = PhoneHub([0, 1], tokens={1: old.tokens[1]})  # a continued game passes its tokens back in
    assert hub.tokens[1] == old.tokens[1] and hub.tokens[0] != old.tokens[0]
    hub.start()
    try:
        hub.publish({0: {"secret": "Ana's hand"}, 1: {"secret": "Ben's hand"}})

        async def fetch():
            async with aiohttp.ClientSession() as session:
                async with session.get(f"{base(hub)}/p/{old.tokens[0]}") as response:
                    stale = response.status
                async with session.ws_connect(f"{base(hub)}/p/{hub.tokens[1]}/ws") as ws:
                    said = await receive(ws)
            return stale, said

        stale, said = run(fetch())
        assert stale == 404
        assert said["packet"] == {"secret": "Ben's hand"}  # seat 1's token: seat 1's packet, nothing of seat 0
    finally:
        hub.stop()


# --- the socket ------------------------------------------------------------------------------------------------
def test_bad_messages_are_refused_with_a_status_and_the_page_stays(hub):
    async def talk():
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(f"{base(hub)}/p/{hub.tokens[0]}/ws") as ws:
                replies = []
                bad = ("x" * (MAX_MESSAGE + 1), "{not json", "[1, 2]", '{"type": "cheat"}',
                       '{"type": "move", "n": "1", "moment": 1}', '{"type": "move", "n": true, "moment": 1}')
                for text in bad:
                    await ws.send_str(text)
                    replies.append(await receive(ws))
                await ws.send_bytes(b"\x00\x01")
                replies.append(await receive(ws))
                await ws.send_json({"type": "move", "n": 2, "moment": 7})
                await asyncio.sleep(0.1)
                return replies, ws.closed

    replies, closed = run(talk())
    assert [r["status"] for r in replies] == [413, 400, 400, 400, 400, 400, 400]
    assert all(r["type"] == "refused" and r["reason"] for r in replies)
    assert not closed
    moves = hub.take()
    assert [(m.seat, m.n, m.moment) for m in moves] == [(0, 2, 7)]  # only the well-formed move reached the desk


def test_a_flood_is_told_and_closed(hub):
    async def flood():
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(f"{base(hub)}/p/{hub.tokens[0]}/ws") as ws:
                for _ in range(60):
                    await ws.send_json({"type": "move", "n": 0, "moment": 0})
                said = [await receive(ws) for _ in range(2)]
                return said

    said = run(flood())
    assert said[0]["status"] == 429 and said[1] == {"closed": TOO_MANY}
    assert len(hub.take()) <= 20  # at most one burst reached the desk


def test_a_second_page_takes_the_seat_over_and_the_first_is_told(hub):
    hub.publish({0: {"n": 1}})

    async def two():
        async with aiohttp.ClientSession() as session:
            first = await session.ws_connect(f"{base(hub)}/p/{hub.tokens[0]}/ws")
            assert (await receive(first))["packet"] == {"n": 1}
            second = await session.ws_connect(f"{base(hub)}/p/{hub.tokens[0]}/ws")
            got = await receive(second)
            told = [await receive(first), await receive(first)]
            await second.close()
            return got, told

    got, told = run(two())
    assert got["packet"] == {"n": 1}
    assert told == [{"type": "taken_over"}, {"closed": TAKEN_OVER}]
    notices = []
    assert eventually(lambda: notices.extend(hub.take_notices()) or len(notices) >= 3)
    assert [n.kind for n in notices] == ["joined", "taken_over", "left"] and not hub.connected(0)


def test_a_page_that_comes_back_gets_the_newest_packet_at_once(hub):
    async def page():
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(f"{base(hub)}/p/{hub.tokens[1]}/ws") as ws:
                return await receive(ws)

    hub.publish({1: {"moment": 1}})
    assert run(page())["packet"] == {"moment": 1}
    hub.publish({1: {"moment": 2}})  # while no page is connected
    hub.publish({1: {"moment": 3}})
    assert run(page())["packet"] == {"moment": 3}


def test_a_published_packet_reaches_a_connected_page_and_stop_closes_it():
    hub = PhoneHub([0], local_only=True)
    hub.start()
    assert hub.address(0) == f"http://127.0.0.1:{hub.port}/p/{hub.tokens[0]}"

    async def page():
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(f"{base(hub)}/p/{hub.tokens[0]}/ws") as ws:
                for _ in range(50):
                    if hub.connected(0):
                        break
                    await asyncio.sleep(0.02)
                await asyncio.get_running_loop().run_in_executor(None, hub.publish, {0: {"moment": 9}})
                got = await receive(ws)
                stopping = asyncio.get_running_loop().run_in_executor(None, hub.stop)
                said = got, await receive(ws), await receive(ws)
                await stopping
                return said

    got, closing, closed = run(page())
    assert got["packet"] == {"moment": 9}
    assert closing == {"type": "closing"} and closed == {"closed": 1001}
    assert not hub.running

    async def again():
        async with aiohttp.ClientSession() as session:
            with pytest.raises(aiohttp.ClientConnectionError):
                await session.get(f"{base(hub)}/p/{hub.tokens[0]}", timeout=aiohttp.ClientTimeout(total=WAIT))

    run(again())


def test_a_port_in_use_is_a_reason_not_a_crash(hub):
    from game.phones.hub import PhoneServerError

    other = PhoneHub([0], port=hub.port)
    with pytest.raises(PhoneServerError) as refused:
        other.start()
    assert "cannot listen" in refused.value.reason.id
    assert not other.running


def test_the_lan_address_is_this_machines_own():
    found = lan_address()
    parts = found.split(".")
    assert len(parts) == 4 and all(p.isdigit() for p in parts) and found != "0.0.0.0"
    assert PhoneHub([0], local_only=False, port=8123).address(0).startswith(f"http://{found}:8123/p/")


# --- the desk's loop: a page's move checked on the desk's thread -------------------------------------------------
def test_a_move_not_the_seats_or_not_legal_now_is_refused_with_the_reason_and_changes_nothing():
    match = Match("all_in_all", [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Cleo")], seed=4)
    while match.actor == CHANCE:
        match.roll()
    hub = PhoneHub([0, 1, 2])
    hub.start()
    desk = PhoneDesk(hub, match)
    try:
        desk.publish()
        actor = match.actor
        other = (actor + 1) % 3
        moment = desk.published

        async def pages():
            async with aiohttp.ClientSession() as session:
                mine = await session.ws_connect(f"{base(hub)}/p/{hub.tokens[actor]}/ws")
                theirs = await session.ws_connect(f"{base(hub)}/p/{hub.tokens[other]}/ws")
                first = (await receive(mine))["packet"]
                assert (await receive(theirs))["packet"]["choices"] == []
                await theirs.send_json({"type": "move", "n": 0, "moment": moment})  # not their turn
                await mine.send_json({"type": "move", "n": 0, "moment": moment - 1})  # an old moment
                await mine.send_json({"type": "move", "n": 99, "moment": moment})  # no such choice
                loop = asyncio.get_running_loop()
                for _ in range(50):
                    await asyncio.sleep(0.02)
                    if len(hub.shared.moves) >= 3:
                        break
                before = match.state.to_json()
                await loop.run_in_executor(None, desk.serve)
                assert match.state.to_json() == before
                told = [await until(theirs, "refused"), await until(mine, "refused"), await until(mine, "refused")]
                await mine.send_json({"type": "move", "n": len(first["choices"]) - 1, "moment": moment})
                for _ in range(50):
                    await asyncio.sleep(0.02)
                    if await loop.run_in_executor(None, desk.serve):
                        break
                after = await until(mine, "packet")
                await mine.close()
                await theirs.close()
                return first, told, after

        first, told, after = run(pages())
        assert [t["reason"] for t in told] == [
            "It is not your turn.",
            "The game moved on before your choice arrived: choose again.",
            "That choice is not offered now.",
        ]
        assert desk.applied == [(actor, desk_action(first))]
        assert after["packet"]["moment"] != first["moment"]
    finally:
        hub.stop()


def desk_action(packet):
    from game.rules import freeze

    return freeze(packet["choices"][-1]["action"])
