"""The desk's handle on the phone pages: a server in a daemon thread, one token per phone seat.

The desk (its own thread, once a frame) takes the moves pages sent, checks and applies them itself, and publishes
each seat's worded packet when the game moved on; the server only queues moves and sends what was published.
`publish` and `refuse` hand their work to the server's loop (`call_soon_threadsafe`), so they are safe anywhere.
"""

from __future__ import annotations

import asyncio
import secrets
import socket
import threading
from pathlib import Path

from aiohttp import web

from game.phones.server import ASSETS, PhoneMove, PhoneNotice, Seats, make_app, refusal
from game.rules.words import Message, msg

START_SECONDS = 5.0  # the longest start() waits for the server to listen
STOP_SECONDS = 5.0  # the longest stop() waits for the pages to be closed and the thread to end
LOCAL = "127.0.0.1"
# A token is typed from the Phones panel's words as often as it is scanned: lower case only, and none of the
# letters and digits a typeface lets look alike (i l 1, o 0). 28 of these 31 signs carry 138 bits.
TOKEN_SIGNS = "abcdefghjkmnpqrstuvwxyz23456789"
TOKEN_LENGTH = 28

__all__ = ["PhoneHub", "PhoneMove", "PhoneNotice", "PhoneServerError", "lan_address"]


def new_token() -> str:
    return "".join(secrets.choice(TOKEN_SIGNS) for _ in range(TOKEN_LENGTH))


class PhoneServerError(Exception):
    """The phone pages cannot be served; `reason` is a message the desk words."""

    def __init__(self, reason: Message):
        super().__init__(reason.id)
        self.reason = reason


def lan_address() -> str:
    """This machine's address on the local network, found without sending anything: connecting a UDP socket
    only asks the system which route (and so which address) it would use. 127.0.0.1 when there is none."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1 (RFC 5737): routed nowhere, and UDP connect sends nothing
            found = probe.getsockname()[0]
        except OSError:
            return LOCAL
    return found if found and not found.startswith("0.") else LOCAL


class PhoneHub:
    """The phone pages of one game: `tokens` (seat -> a long random token) may be passed back in to let the pages
    of a continued game rejoin; `local_only` keeps the server to this computer (127.0.0.1)."""

    def __init__(self, seats: list[int], tokens: dict[int, str] | None = None, *, local_only: bool = True,
                 port: int = 0, assets: Path = ASSETS):  # fmt: skip
        given = tokens or {}
        self.seats = list(seats)
        self.tokens = {seat: given.get(seat) or new_token() for seat in self.seats}
        self.local_only = local_only
        self.port = port
        self.assets = assets
        self.shared = Seats(self.tokens)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    # --- the server's life ----------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> None:
        """Listen (127.0.0.1, or every address of this machine); returns once listening, else PhoneServerError."""
        if self.running:
            return
        ready, failed = threading.Event(), []
        host = LOCAL if self.local_only else "0.0.0.0"  # noqa: S104 -- the local network, when the players chose it

        def serve():
            loop = asyncio.new_event_loop()
            asyncio.set_event_loop(loop)
            runner = web.AppRunner(make_app(self.shared, self.assets), handle_signals=False, access_log=None,
                                   shutdown_timeout=1.0)  # fmt: skip
            try:
                loop.run_until_complete(runner.setup())
                site = web.TCPSite(runner, host, self.port)
                loop.run_until_complete(site.start())
                self.port = runner.addresses[0][1]
            except OSError as err:
                failed.append(err)
                loop.run_until_complete(runner.cleanup())
                loop.close()
                ready.set()
                return
            self._loop = loop
            ready.set()
            try:
                loop.run_forever()
            finally:
                loop.run_until_complete(runner.cleanup())
                loop.close()

        self._thread = threading.Thread(target=serve, name="phone-pages", daemon=True)
        self._thread.start()
        if not ready.wait(START_SECONDS):
            raise PhoneServerError(msg("The phone pages did not start in time."))
        if failed:
            self._thread.join(STOP_SECONDS)
            self._thread = None
            raise PhoneServerError(
                msg("The phone pages cannot listen on port {port}: {error}", port=self.port, error=str(failed[0]))
            )

    def stop(self) -> None:
        """Tell every page the game closed, close their sockets and end the server's thread (bounded)."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        if thread.is_alive():
            closing = asyncio.run_coroutine_threadsafe(self.shared.close_all(), loop)
            try:
                closing.result(STOP_SECONDS)
            except Exception:  # noqa: BLE001 -- a page that will not close is dropped with the loop
                closing.cancel()
            loop.call_soon_threadsafe(loop.stop)
            thread.join(STOP_SECONDS)
        self._loop, self._thread = None, None

    # --- what the desk asks -----------------------------------------------------------------------------------
    def address(self, seat: int) -> str:
        host = LOCAL if self.local_only else lan_address()
        return f"http://{host}:{self.port}/p/{self.tokens[seat]}"

    def connected(self, seat: int) -> bool:
        ws = self.shared.sockets.get(seat)
        return ws is not None and not ws.closed

    def publish(self, packets: dict[int, dict]) -> None:
        """The latest worded packet of each phone seat: its page gets it at once, a page joining later on connecting."""
        seats = [seat for seat in packets if seat in self.tokens]
        for seat in seats:
            self.shared.set_packet(seat, packets[seat])
        if seats:
            self._soon(self.shared.send_all(seats))  # one wake-up of the server's loop for all of them

    def refuse(self, seat: int, reason: str) -> None:
        """The page shows why its move was refused (`reason` worded by the desk)."""
        self._soon(self.shared.say(seat, refusal(409, reason)))

    def take(self) -> list[PhoneMove]:
        with self.shared.lock:
            moves, self.shared.moves = self.shared.moves, []
        return moves

    def take_notices(self) -> list[PhoneNotice]:
        with self.shared.lock:
            notices, self.shared.notices = self.shared.notices, []
        return notices

    def _soon(self, coroutine) -> None:
        loop = self._loop
        if loop is None or loop.is_closed():
            coroutine.close()
            return
        try:
            asyncio.run_coroutine_threadsafe(coroutine, loop)
        except RuntimeError:  # the loop closed meanwhile
            coroutine.close()
