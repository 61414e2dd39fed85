"""The phone pages' web app (aiohttp): one page and one WebSocket per seat, each behind the seat's token.

Routes, and nothing else (every other request, a wrong method too, is a 404 that says nothing of the game):

    GET /p/<token>                 the page (assets/phone/index.html with its base path and words filled in)
    GET /p/<token>/ws              the seat's WebSocket
    GET /p/<token>/a/<name>        phone.css, phone.js, and sprites as "s/<path under assets/sprites>"

A file is served only if its name is a key of the whitelist made when the app is built (the page's own files and
every sprite that is a plain file inside assets/): nothing from a request reaches the filesystem, so `..`,
absolute paths and symlinks lead nowhere. A wrong or old token gets the same 404 as a path we never serve.

On the socket the page sends `{"type": "move", "n": <choice>, "moment": <packet's moment>}`; the server only
queues it for the desk (`Seats.moves`). It sends `{"type": "packet", "packet": ...}` (the latest on connecting),
`{"type": "refused", "status": ..., "reason": ...}`, `{"type": "taken_over"}` and `{"type": "closing"}`.
Refused with a status and the connection kept: a message over 8 KB (413), not JSON or not an object (400), an
unknown type or a move without whole numbers (400). A page sending more than RATE messages a second is told
(429) and closed (1008); one over aiohttp's hard limit (MAX_FRAME) is closed by aiohttp (1009).
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from aiohttp import WSMsgType, web

from game.phones.words import page_words
from game.words import _, language

ASSETS = Path(__file__).resolve().parent.parent.parent / "assets"
MAX_MESSAGE = 8 * 1024  # bytes a page's message may have (a move is about 40)
MAX_FRAME = 4 * MAX_MESSAGE  # beyond this aiohttp closes the socket itself
RATE = 20.0  # messages a second a page may send on average ...
BURST = 20  # ... and at once
CLOSE_SECONDS = 2.0  # the longest a closing socket waits for the page's answer
TAKEN_OVER = 4000  # the close code a page gets when another phone took its seat
TOO_MANY = 1008  # policy violation: the page flooded the socket
PAGE_FILES = ("phone.css", "phone.js")
HEADERS = {
    "Referrer-Policy": "no-referrer",  # the token is in the address: never hand it to anyone
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'self'; img-src 'self'; connect-src 'self'; frame-ancestors 'none'",
}


@dataclass(frozen=True)
class PhoneMove:
    """A page chose choice `n` of the packet it was shown at `moment`; the desk checks and applies it."""

    seat: int
    n: int
    moment: int


@dataclass(frozen=True)
class PhoneNotice:
    """A page joined, left, or took the seat over from another page."""

    seat: int
    kind: str  # "joined" | "left" | "taken_over"


class Seats:
    """What the desk's thread and the server's loop share: tokens, the latest packets, queued moves and notices."""

    def __init__(self, tokens: dict[int, str]):
        self.by_token = {token: seat for seat, token in tokens.items()}
        self.lock = threading.Lock()
        self.moves: list[PhoneMove] = []
        self.notices: list[PhoneNotice] = []
        self.latest: dict[int, tuple[int, str]] = {}  # seat -> (version, the packet message as JSON text)
        self.sockets: dict[int, web.WebSocketResponse] = {}  # read from any thread, changed on the loop only
        self.sent: dict[int, int] = {}  # seat -> the version its socket has
        self.closing: set = set()  # the closes of pages taken over, running (kept so none is dropped half-way)
        self.version = 0

    def seat_of(self, request: web.Request) -> int:
        seat = self.by_token.get(request.match_info.get("token", ""))
        if seat is None:
            raise web.HTTPNotFound()
        return seat

    def notice(self, seat: int, kind: str) -> None:
        with self.lock:
            self.notices.append(PhoneNotice(seat, kind))

    def set_packet(self, seat: int, packet: dict) -> None:
        text = json.dumps({"type": "packet", "packet": packet}, ensure_ascii=False)
        with self.lock:
            self.version += 1
            self.latest[seat] = (self.version, text)

    async def send_latest(self, seat: int) -> None:
        """Send the seat's newest packet to its page, once."""
        ws = self.sockets.get(seat)
        with self.lock:
            version, text = self.latest.get(seat, (0, ""))
        if ws is None or ws.closed or not text or self.sent.get(seat, 0) >= version:
            return
        self.sent[seat] = version
        try:
            await ws.send_str(text)
        except (ConnectionError, RuntimeError):
            pass  # the page went away: it gets the newest again when it comes back

    async def send_all(self, seats: list[int]) -> None:
        """Each seat's newest packet to its page, side by side (a slow page holds back no other)."""
        await asyncio.gather(*(self.send_latest(seat) for seat in seats))

    async def say(self, seat: int, message: dict) -> None:
        ws = self.sockets.get(seat)
        if ws is not None and not ws.closed:
            try:
                await ws.send_json(message)
            except (ConnectionError, RuntimeError):
                pass

    async def close_all(self) -> None:
        """The desk stops the server: every page is told, then closed."""

        async def close(seat, ws):
            await self.say(seat, {"type": "closing"})
            await ws.close(code=1001, message=b"the table closed this game")

        await asyncio.gather(*(close(seat, ws) for seat, ws in list(self.sockets.items())), return_exceptions=True)
        self.sockets.clear()


class Bucket:
    """A per-connection rate limit: RATE messages a second on average, BURST at once."""

    def __init__(self, rate: float = RATE, burst: int = BURST):
        self.rate, self.burst = rate, burst
        self.level = float(burst)
        self.when = time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.when) * self.rate)
        self.when = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


def whitelist(assets: Path = ASSETS) -> dict[str, Path]:
    """Every file a page may fetch, by the name it asks for; made once, so no request names a path."""
    root = assets.resolve()
    found = {}
    candidates = [(name, assets / "phone" / name) for name in PAGE_FILES]
    sprites = assets / "sprites"
    candidates += [("s/" + p.relative_to(sprites).as_posix(), p) for p in sorted(sprites.rglob("*.png"))]
    for name, path in candidates:
        if path.is_symlink() or not path.is_file():
            continue
        real = path.resolve()
        if real.is_relative_to(root) and real == root / path.relative_to(assets):  # no symlinked folder on the way
            found[name] = real
    return found


def page_text(assets: Path, token: str) -> str:
    """index.html with its base path, its language and its words (as JSON the page reads before it connects)."""
    words = json.dumps(page_words(), ensure_ascii=False).replace("</", "<\\/")
    html = (assets / "phone" / "index.html").read_text(encoding="utf-8")
    return html.replace("__BASE__", f"/p/{token}").replace("__LANG__", language()).replace("__WORDS__", words)


NOT_FOUND = "404: Not Found"  # aiohttp's own words for a path no route has: every refusal looks the same


def nothing_else(handler):
    """A route's handler that answers GET (and HEAD) only; any other method, and any refusal, is a plain 404.

    Not an aiohttp middleware: aiohttp keeps a middleware's chain for each handler and application in a
    process-wide cache of 1024, and each game's server is an application of its own with its own handlers,
    so every game played with phones stayed in memory (its packets, its whitelist, its event loop)."""

    async def served(request):
        if request.method not in ("GET", "HEAD"):
            raise web.HTTPNotFound(text=NOT_FOUND)
        try:
            return await handler(request)
        except web.HTTPException as err:
            if err.status >= 400:
                raise web.HTTPNotFound(text=NOT_FOUND) from None
            raise

    return served


async def with_headers(request, response) -> None:
    """Every answer (pages, files, refusals) keeps the token to itself and the page inert."""
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)


def make_app(seats: Seats, assets: Path = ASSETS) -> web.Application:
    files = whitelist(assets)

    async def page(request):
        seats.seat_of(request)
        text = page_text(assets, request.match_info["token"])
        return web.Response(text=text, content_type="text/html", charset="utf-8")

    async def asset(request):
        seats.seat_of(request)
        path = files.get(request.match_info["name"])
        if path is None:
            raise web.HTTPNotFound()
        return web.FileResponse(path)

    async def socket(request):
        seat = seats.seat_of(request)
        ws = web.WebSocketResponse(max_msg_size=MAX_FRAME, heartbeat=20.0, timeout=CLOSE_SECONDS)
        await ws.prepare(request)
        old = seats.sockets.get(seat)
        seats.sockets[seat] = ws
        seats.sent.pop(seat, None)
        await seats.send_latest(seat)  # first: the new page need not wait while an old one (asleep?) is closed
        if old is not None and not old.closed:
            seats.notice(seat, "taken_over")
            closing = asyncio.ensure_future(taken_over(old))
            seats.closing.add(closing)
            closing.add_done_callback(seats.closing.discard)
        else:
            seats.notice(seat, "joined")
        bucket = Bucket()
        try:
            async for message in ws:
                if message.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
                    break
                if not bucket.allow():
                    await ws.send_json(refusal(429, _("Too many messages at once: this page was disconnected.")))
                    await ws.close(code=TOO_MANY, message=b"too many messages")
                    break
                await heard(seats, seat, ws, message)
        finally:
            if seats.sockets.get(seat) is ws:
                del seats.sockets[seat]
                seats.notice(seat, "left")
        return ws

    app = web.Application(client_max_size=MAX_FRAME)
    app.on_response_prepare.append(with_headers)
    app.router.add_route("*", "/p/{token}", nothing_else(page))
    app.router.add_route("*", "/p/{token}/ws", nothing_else(socket))
    app.router.add_route("*", "/p/{token}/a/{name:.+}", nothing_else(asset))
    return app


async def taken_over(ws) -> None:
    """Tell the page that held the seat, then close it (at most CLOSE_SECONDS if it does not answer)."""
    try:
        await ws.send_json({"type": "taken_over"})
        await ws.close(code=TAKEN_OVER, message=b"another phone took over this seat")
    except (ConnectionError, RuntimeError):
        pass


def refusal(status: int, reason: str) -> dict:
    return {"type": "refused", "status": status, "reason": reason}


async def heard(seats: Seats, seat: int, ws, message) -> None:
    """One message from a page: a move is queued for the desk; anything else is refused with a status."""
    data = message.data
    if message.type == WSMsgType.BINARY or len(data.encode("utf-8")) > MAX_MESSAGE:
        size = len(data) if isinstance(data, (bytes, str)) else 0
        status = 413 if size > MAX_MESSAGE else 400
        await ws.send_json(refusal(status, _("The table did not understand this page's message.")))
        return
    try:
        said = json.loads(data)
    except ValueError:
        said = None
    if not isinstance(said, dict) or said.get("type") != "move":
        await ws.send_json(refusal(400, _("The table did not understand this page's message.")))
        return
    n, moment = said.get("n"), said.get("moment")
    if type(n) is not int or type(moment) is not int:
        await ws.send_json(refusal(400, _("The table did not understand this page's message.")))
        return
    with seats.lock:
        seats.moves.append(PhoneMove(seat, n, moment))
