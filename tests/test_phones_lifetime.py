"""The pages' real server lives exactly as long as a game with phone seats is on the screen (127.0.0.1 only):
no thread is left behind when the player leaves or the window closes, and Continue serves the same codes."""

from __future__ import annotations

import asyncio
import json
import threading

import aiohttp

from game.engine import SeatInfo
from game.play.phones import PhonePlan
from game.play.session import Session
from game.saves.library import read_autosave
from scenes.play import PlayScene
from tests.test_curtain_screen import simple_move
from tests.test_phone_server import receive
from tests.ui import frames

SEATS = [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Vega", "bot", "easy")]


def pages_threads() -> list[threading.Thread]:
    return [thread for thread in threading.enumerate() if thread.name == "phone-pages" and thread.is_alive()]


def test_a_game_without_phones_serves_nothing(app):
    app.push(PlayScene(Session.start("all_in_all", SEATS, 5)))
    frames(app, 2)
    assert pages_threads() == []


def test_the_server_runs_while_the_game_is_shown_and_stops_on_leaving_to_the_menu(app):
    play = PlayScene(Session.start("all_in_all", SEATS, 5, phones=PhonePlan([1], local_only=True)))
    assert pages_threads() == []  # nothing listens before the screen is shown
    app.push(play)
    assert len(pages_threads()) == 1
    assert play.session.phones.address(1).startswith("http://127.0.0.1:")
    app.reset("menu")
    assert pages_threads() == []


def test_closing_the_window_leaves_no_thread(app):
    app.push(PlayScene(Session.start("all_in_all", SEATS, 5, phones=PhonePlan([1], local_only=True))))
    assert len(pages_threads()) == 1
    app.quit()
    assert pages_threads() == []


def test_continue_serves_the_same_code_at_the_same_address_and_a_page_plays_through_it(app):
    play = PlayScene(Session.start("all_in_all", SEATS, 5, phones=PhonePlan([1], local_only=True)))
    app.push(play)
    address = play.session.phones.address(1)
    play.session.phones.hub.stop()  # as the process dies: no goodbye to the pages, the keys file stays
    saved, _problem = read_autosave()
    again = PlayScene(Session.resume(saved, lambda game: True))
    app.reset(again)
    assert again.session.phones.address(1) == address

    heard = []

    async def page():
        """Ben's page: joins by the old address and plays its first choice when asked (a bounded loop)."""
        url = address.replace("http://", "ws://") + "/ws"
        async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
            for _ in range(400):
                try:
                    said = await receive(ws)
                except TimeoutError:
                    continue  # the desk is still at Ana's turn
                if said.get("type") == "packet" and said["packet"]["your_turn"]:
                    packet = said["packet"]
                    await ws.send_str(json.dumps({"type": "move", "n": 0, "moment": packet["moment"]}))
                    for _ in range(40):  # the table's answer: the next packet
                        said = await receive(ws)
                        heard.append(said)
                        if said.get("type") == "packet" and said["packet"]["moment"] != packet["moment"]:
                            return packet  # the table moved on: the move was played
                    raise AssertionError(f"no answer to Ben's move: {said}")
                await asyncio.sleep(0)
        raise AssertionError("Ben's turn never came")

    found = {}

    def run_page():
        try:
            found["packet"] = asyncio.run(asyncio.wait_for(page(), 120))
        except BaseException as err:  # noqa: BLE001 - said in the assert below
            found["error"] = err

    thread = threading.Thread(target=run_page)
    thread.start()
    desk = again.session.phones.desk
    for _ in range(3000):  # the window's frames: Ana's curtain lifted and her first choice played, until Ben's
        frames(app, 1, 0.05)
        top = app.top
        if top.name == "curtain":
            top.lift()
        elif again.human_turn() and again.wait == 0:
            again.try_action(simple_move(again.state))
        if desk.applied and not thread.is_alive():
            break
    thread.join(30)
    assert "error" not in found, (found, heard)
    assert found["packet"]["seat"] == 1 and [seat for seat, _action in desk.applied] == [1]
    app.reset("menu")
    assert pages_threads() == []
