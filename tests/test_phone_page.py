"""What a phone playtest found on the page (Hyperline for two, one seat on a phone at 390x844), in a real browser:
the ship is not a secret, a tap made while the connection was down is never lost without a word, and the log shows
what a move did under its line. Debian's chromium through Playwright on 127.0.0.1, as tests/test_phone_browser.py."""

from __future__ import annotations

from game.engine import Match, SeatInfo
from game.engine.seat_packet import MoveLog
from game.phones.desk import PhoneDesk
from game.phones.hub import PhoneHub
from game.rules import CHANCE
from game.rules.words import english
from tests.test_phone_browser import (  # noqa: F401 - `browser` is the module's fixture
    TRIES,
    WAIT_MS,
    browser,
    desk_turn,
    open_page,
    scanning_table,
    shows,
    tap,
)


def test_the_ship_has_a_plain_heading_and_only_the_scanned_tiles_are_marked_for_your_eyes(browser):  # noqa: F811
    """The window shows every ship to everyone: "Only you see this" heads the scanned tiles, never the ship."""
    with scanning_table() as (match, hub, desk):
        bob = open_page(browser, hub.address(0))
        shows(bob, desk.published)
        assert not bob.is_visible("#private-box")  # nothing secret yet: no "Only you see this" at all
        assert bob.inner_text("#ship-title").lower() == "your ship" and "Bridge" in bob.inner_text("#ship")
        tap(bob, desk, "Make a Planetary scan")
        while match.actor == CHANCE:
            desk_turn(match, desk, None)
        shows(bob, desk.published)
        secret = bob.inner_text("#private-box")
        assert secret.lower().startswith("only you see this") and "face down in" in secret
        assert "Bridge" not in secret and "Your ship" not in secret
        ship = bob.inner_text("#ship-box")
        assert "Bridge" in ship and "only you see" not in ship.lower() and "face down" not in ship


def buttons_disabled(page) -> list[bool]:
    return page.eval_on_selector_all("#choices button", "bs => bs.map(b => b.disabled)")


def crash(hub: PhoneHub) -> None:
    """The table gone without a goodbye (the app killed): the server's loop stops, its sockets with it."""
    loop, thread = hub._loop, hub._thread
    loop.call_soon_threadsafe(loop.stop)
    thread.join(5)
    assert not thread.is_alive()


def test_while_the_connection_is_down_the_choices_are_greyed_and_a_tap_that_never_arrived_is_said(browser):  # noqa: F811
    """The playtest tapped while the table was gone: the buttons greyed, nothing was sent, and after rejoining
    they came back as if nothing had happened."""
    match = Match("all_in_all", [SeatInfo(n) for n in ("Ana", "Ben", "Cleo")], seed=7)
    while match.actor == CHANCE:
        match.roll()
    actor = match.actor
    moment = lambda: 1000 + len(match.record.actions)  # noqa: E731 - the same moments before and after a crash
    hub = PhoneHub([0, 1, 2])
    hub.start()
    tokens, port = hub.tokens, hub.port
    desk = PhoneDesk(hub, match, moment=moment)
    desk.publish()
    page = open_page(browser, hub.address(actor))
    shows(page, desk.published)
    assert buttons_disabled(page) and not any(buttons_disabled(page))
    crash(hub)  # 1. nothing tapped: while the socket is down no choice can be tapped, and the page says why
    page.locator("#status", has_text="The connection dropped").wait_for(timeout=WAIT_MS)
    assert all(buttons_disabled(page)) and page.is_hidden("#refused")
    hub = PhoneHub([0, 1, 2], tokens=tokens, port=port)
    hub.start()
    try:
        desk = PhoneDesk(hub, match, moment=moment)
        desk.publish()
        page.locator("#choices button:enabled").first.wait_for(timeout=WAIT_MS)  # back by itself, nothing lost
        assert not any(buttons_disabled(page)) and page.is_hidden("#refused")
        # 2. a tap the server queued, then the table is gone before it took it
        page.locator("#choices button").first.click(force=True)
        for _ in range(TRIES):
            with hub.shared.lock:
                if hub.shared.moves:
                    break
            page.wait_for_timeout(20)
        else:
            raise AssertionError("the tap never reached the server")
    finally:
        crash(hub)
    page.locator("#status", has_text="The connection dropped").wait_for(timeout=WAIT_MS)
    assert all(buttons_disabled(page))
    hub = PhoneHub([0, 1, 2], tokens=tokens, port=port)
    hub.start()
    try:
        desk = PhoneDesk(hub, match, moment=moment)
        desk.publish()
        page.locator("#refused", has_text="Your tap was not sent: choose again.").wait_for(timeout=WAIT_MS)
        assert buttons_disabled(page) and not any(buttons_disabled(page))  # the fresh choices, to tap again
        assert desk.applied == []  # the crashed server's queue went with it: the tap never reached the table
        page.locator("#choices button").first.click(force=True)
        for _ in range(TRIES):
            if desk.serve():
                break
            page.wait_for_timeout(20)
        assert [seat for seat, _ in desk.applied] == [actor]
        shows(page, desk.published)
        assert page.is_hidden("#refused")
    finally:
        hub.stop()


def test_the_log_shows_what_a_move_did_under_its_line(browser):  # noqa: F811
    """A table's words for a move (MoveLog.told: the window gives its move log's) show bulleted under the move."""
    match = Match("all_in_all", [SeatInfo(n) for n in ("Ana", "Ben", "Cleo")], seed=3)
    told = MoveLog(told=lambda line, events: f"{english(line)}\n{len(events)} things happened")
    hub = PhoneHub([0, 1])
    hub.start()
    try:
        desk = PhoneDesk(hub, match, log=told)
        for _ in range(3):
            match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])
        desk.publish()
        page = open_page(browser, hub.address(0))
        shows(page, desk.published)
        entries = page.locator("#log > li")
        assert entries.count() == 3
        newest = entries.first
        assert newest.locator("ul.told > li").inner_text().endswith("things happened")
        assert newest.locator("ul.told").evaluate("u => getComputedStyle(u).listStyleType") == "disc"
    finally:
        hub.stop()
