"""The phone pages in a real browser: Debian's chromium driven by Playwright, serving on 127.0.0.1 only.

Four people play All in All to its end, three on phone pages and one at the desk (the test, through the same
take/check/apply/publish loop a desk runs: game/phones/desk.py); a Hyperline phone seat scans in secret; bad
tokens and bad messages are refused and change nothing; a page closed mid-turn finds its place again.
Where no chromium exists these tests skip and say so at the end of the run, unless STAR_TABLE_BROWSER_REQUIRED=1
(CI: .ci/run), where they fail. Every wait is bounded (a count of tries, a timeout in milliseconds).
"""

from __future__ import annotations

import json
import os
from contextlib import contextmanager
from pathlib import Path

import pytest

from game.engine import Match, SeatInfo
from game.phones.desk import PhoneDesk
from game.phones.hub import PhoneHub
from game.rules import CHANCE
from game.rules.words import english

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run",
        # several phones are tabs of one headless browser: a tab in the background must not be slowed down (its
        # animation frames still come seldom, so a tap does not wait for them: `choose`)
        "--disable-renderer-backgrounding", "--disable-background-timer-throttling",
        "--disable-backgrounding-occluded-windows"]  # fmt: skip
PHONE = {"width": 390, "height": 844}
WAIT_MS = 5000  # the longest one page may take to show what the desk published
TRIES = 250  # desk turns a move from a page may take to arrive (each a 20 ms wait in the browser)


class SkipSaid:
    """Says at the end of the run why the browser tests did not run (a skip is easy to miss in a dotted line)."""

    def __init__(self, reason: str):
        self.reason = reason

    def pytest_terminal_summary(self, terminalreporter):
        terminalreporter.write_sep("-", f"phone browser tests skipped: {self.reason}")


def chromium_missing() -> str | None:
    if not Path(CHROMIUM).exists():
        return f"no chromium at {CHROMIUM} (apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright for Python is not installed (pip install -e '.[test]')"
    return None


@pytest.fixture(scope="module")
def browser(request, tmp_path_factory):
    reason = chromium_missing()
    if reason:
        if os.environ.get("STAR_TABLE_BROWSER_REQUIRED") == "1":
            pytest.fail(f"the browser tests are required here but cannot run: {reason}")
        if not request.config.pluginmanager.has_plugin("phone-browser-skip"):
            request.config.pluginmanager.register(SkipSaid(reason), "phone-browser-skip")
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-profile")), executable_path=CHROMIUM, headless=True, args=ARGS,
            viewport=PHONE, device_scale_factor=1)  # fmt: skip
        context.set_default_timeout(WAIT_MS)
        yield context
        context.close()


def open_page(browser, address: str):
    page = browser.new_page()
    page.goto(address)
    return page


def shows(page, moment: int) -> None:
    """Wait until the page shows the packet of `moment`."""
    page.locator(f'body[data-moment="{moment}"]').wait_for(state="attached", timeout=WAIT_MS)


def choose(page, desk: PhoneDesk, n: int = 0) -> None:
    """Tap choice `n` on the page, then run the desk until the move arrived (bounded)."""
    shows(page, desk.published)
    button = page.locator("#choices button").nth(n)
    assert button.is_visible() and button.is_enabled()
    button.click(force=True)  # a real tap at the button; `force` skips the wait for animation frames (see ARGS)
    for _ in range(TRIES):
        if desk.serve():
            return
        page.wait_for_timeout(20)
    raise AssertionError("the page's move never reached the desk")


def private_of(page) -> tuple[list[str], str]:
    """The pictures (their file names under assets/sprites) and the text of a page's private part."""
    sources = page.eval_on_selector_all("#private img", "imgs => imgs.map(i => i.getAttribute('src'))")
    text = page.inner_text("#private-box") if page.is_visible("#private-box") else ""
    return [src.split("/a/s/", 1)[1] for src in sources], text


def desk_turn(match: Match, desk: PhoneDesk, seat: int) -> bool:
    """The desk's own seat and chance: True when the desk moved."""
    if match.actor == CHANCE:
        match.roll()
        desk.serve()
        return True
    if match.actor == seat:
        match.apply(match.state.legal_actions()[0])
        desk.serve()
        return True
    return False


# --- All in All for four: three phones and the desk, to its end ----------------------------------------------------
def test_all_in_all_for_four_three_on_phones_each_hand_only_on_its_own_page_to_the_results(browser):
    from game.rules.all_in_all import CARDS, TITLES

    names = ["Ana", "Ben", "Cleo", "Desk"]
    match = Match("all_in_all", [SeatInfo(n) for n in names], seed=2)  # first choices end it in 96 decisions
    hub = PhoneHub([0, 1, 2])
    hub.start()
    try:
        desk = PhoneDesk(hub, match)
        desk.publish()
        pages = {seat: open_page(browser, hub.address(seat)) for seat in hub.seats}
        checked = 0
        for turn in range(400):
            if match.is_over:
                break
            if desk_turn(match, desk, 3):
                continue
            seat = match.actor
            if turn % 12 == 0:  # every page now and then: its own hand only, in pictures and in words
                for other, page in pages.items():
                    shows(page, desk.published)
                    pictures, text = private_of(page)
                    hand = match.state.hands[other]
                    assert sorted(pictures) == sorted(f"all_in_all/card_{CARDS[c]}.png" for c in range(12) if hand[c])
                    for c in range(12):
                        if hand[c]:
                            assert english(TITLES[CARDS[c]]) in text
                    checked += 1
            choose(pages[seat], desk)
        assert match.is_over, "the game did not end in 400 turns"
        assert checked >= 12
        headline = english(json_headline(match), names)
        for page in pages.values():
            shows(page, desk.published)
            assert page.is_visible("#results-box")
            assert page.inner_text("#headline") == headline
            assert page.locator("#results tr").count() == 5  # the heading and four players
            assert page.inner_text("#turn") == "Game over"
        assert {seat for seat, _ in desk.applied} == {0, 1, 2}
    finally:
        hub.stop()


def json_headline(match):
    from game.engine.seat_packet import seat_packet
    from game.rules.words import Message

    return Message.from_data(seat_packet(match, 0, moment=0, log=[])["result"]["headline"])


# --- Hyperline: a phone seat's Planetary and Quantum scans stay on its page -------------------------------------
def scanning_match():
    from game.engine.seat_packet import MoveLog
    from game.rules.hyperline.scenario import build

    ship = [("carrier_pod", (0, 1, "N")), ("planetary_scanner", (1, 1, "E")), ("quantum_scanner", (-1, 1, "W")),
            ("combat_engine", (0, 2, "S"))]  # fmt: skip
    state = build(tiles={(3, 2): "Tilt", (2, 2): "straight@0"}, at={0: (3, 2), 1: (5, 6)}, ships={0: ship},
                  options={"turn_limit": 3})
    match = Match("hyperline", [SeatInfo("Bob"), SeatInfo("Jim")], seed=1)
    match.state = state
    return match, MoveLog(start=state.clone())


@contextmanager
def scanning_table():
    """`scanning_match` with its pages' server on 127.0.0.1 and the desk's first packets out: (match, hub, desk)."""
    match, log = scanning_match()
    hub = PhoneHub([0, 1])
    hub.start()
    try:
        desk = PhoneDesk(hub, match, log=log)
        desk.publish()
        yield match, hub, desk
    finally:
        hub.stop()


def tap(page, desk: PhoneDesk, starts: str) -> None:
    """Tap the choice whose words start with `starts`."""
    shows(page, desk.published)
    labels = page.eval_on_selector_all("#choices button", "bs => bs.map(b => b.lastChild.textContent)")
    found = [n for n, label in enumerate(labels) if label.startswith(starts)]
    assert found, f"no choice {starts!r} in {labels}"
    choose(page, desk, found[0])


def test_a_hyperline_phone_seats_secret_scans_show_only_on_its_page(browser):
    with scanning_table() as (match, hub, desk):
        bob, jim = open_page(browser, hub.address(0)), open_page(browser, hub.address(1))
        tap(bob, desk, "Make a Planetary scan")
        while match.actor == CHANCE:
            desk_turn(match, desk, None)
        tap(bob, desk, "Make a Quantum scan")
        while match.actor == CHANCE:
            desk_turn(match, desk, None)
        if match.state.phase == "quantum_keep":
            tap(bob, desk, "Place the")
        if match.state.phase == "quantum_return":
            tap(bob, desk, "Put back the")
        state = match.state
        (secret,) = [entry["tile"] for entry in state.facedown.values()]
        on_top = [entry["tile"] for entry in state.hyper_top]
        assert secret and on_top
        from game.rules.hyperline.phone import tile_sprite
        from game.rules.hyperline.tiles import said

        for page in (bob, jim):
            shows(page, desk.published)
        pictures, text = private_of(bob)
        assert tile_sprite(secret) in pictures and "face down in" in text
        assert all(tile_sprite(tile) in pictures for tile in on_top) and "on the hyperline stack" in text
        their_pictures, their_text = private_of(jim)
        secrets = {tile_sprite(secret), *map(tile_sprite, on_top)}
        assert not secrets & set(their_pictures)
        assert "face down" not in their_text and "hyperline stack" not in their_text
        assert not any(sprite in jim.content() for sprite in secrets)
        assert english(said(secret)) not in jim.inner_text("body")  # Jim's page names the face-down tile nowhere
        assert json.dumps(secret) not in json.dumps(match.state.view(1)["facedown"])


# --- refusals: tokens, bad messages, a flood; the game unchanged -------------------------------------------------
def test_bad_tokens_and_bad_messages_are_refused_and_the_game_is_unchanged(browser):
    names = ["Ana", "Ben", "Cleo"]
    match = Match("all_in_all", [SeatInfo(n) for n in names], seed=5)
    while match.actor == CHANCE:
        match.roll()
    old = PhoneHub([0, 1, 2])  # a game before this one: its tokens are old now
    hub = PhoneHub([0, 1, 2])
    hub.start()
    try:
        desk = PhoneDesk(hub, match)
        desk.publish()
        before = match.state.to_json()
        actor = match.actor
        other = (actor + 1) % 3
        origin = f"http://127.0.0.1:{hub.port}"
        stranger = browser.new_page()
        for token in ("wrong", old.tokens[actor], hub.tokens[actor] + "x"):
            response = stranger.goto(f"{origin}/p/{token}")
            assert response.status == 404
            body = stranger.inner_text("body")
            assert not any(name in body for name in names) and "All in All" not in body
        theirs = open_page(browser, hub.address(other))
        shows(theirs, desk.published)
        assert theirs.inner_text("#who") == names[other]  # another seat's token: that seat's page, not this one
        assert theirs.locator("#choices button").count() == 0
        pictures, _ = private_of(theirs)
        hand = match.state.hands[other]
        from game.rules.all_in_all import CARDS

        assert sorted(pictures) == sorted(f"all_in_all/card_{CARDS[c]}.png" for c in range(12) if hand[c])

        # the acting seat's page; then a hand-made socket on the same seat sends what no page sends
        mine = open_page(browser, hub.address(actor))
        shows(mine, desk.published)
        replies = stranger.evaluate(
            """async ({url, moment}) => {
                const ws = new WebSocket(url);
                const said = [];
                let closed = null;
                ws.onmessage = (e) => said.push(JSON.parse(e.data));
                ws.onclose = (e) => { closed = e.code; };
                await new Promise((ok) => { ws.onopen = ok; });
                const bad = ["x".repeat(9000), "{not json", '{"type": "cheat"}', '{"type": "move", "n": "0"}'];
                for (const text of bad) ws.send(text);
                for (let i = 0; i < 200 && said.length < 5; i++) await new Promise((ok) => setTimeout(ok, 10));
                for (let i = 0; i < 60; i++) ws.send(JSON.stringify({type: "move", n: 99, moment: moment}));
                for (let i = 0; i < 300 && closed === null; i++) await new Promise((ok) => setTimeout(ok, 10));
                return {said, closed};
            }""",
            {"url": f"ws://127.0.0.1:{hub.port}/p/{hub.tokens[actor]}/ws", "moment": desk.published},
        )
        statuses = [r.get("status") for r in replies["said"] if r["type"] == "refused"]
        assert statuses[:4] == [413, 400, 400, 400] and 429 in statuses and replies["closed"] == 1008
        # the hand-made socket took the seat over: the real page was told and says so
        mine.wait_for_selector("#gone:not([hidden])", timeout=WAIT_MS)
        assert "took over" in mine.inner_text("#gone")
        for _ in range(5):
            desk.serve()
        assert match.state.to_json() == before and desk.applied == []  # the flood's moves were all refused
        assert theirs.locator("#choices button").count() == 0
        mine.click("#take-back")  # the player takes the seat back on the real page
        mine.wait_for_selector("#gone", state="hidden", timeout=WAIT_MS)
        choose(mine, desk)
        assert match.state.to_json() != before and [seat for seat, _ in desk.applied] == [actor]
    finally:
        hub.stop()


# --- a page closed mid-turn, opened again ----------------------------------------------------------------------
def test_a_page_closed_mid_turn_and_opened_again_finds_its_place(browser):
    match = Match("all_in_all", [SeatInfo(n) for n in ("Ana", "Ben", "Cleo")], seed=6)
    while match.actor == CHANCE:
        match.roll()
    hub = PhoneHub([0, 1, 2])
    hub.start()
    try:
        desk = PhoneDesk(hub, match)
        desk.publish()
        actor = match.actor
        page = open_page(browser, hub.address(actor))
        shows(page, desk.published)
        offered = page.inner_text("#choices")
        page.close()
        waiter = browser.new_page()
        for _ in range(TRIES):
            if not hub.connected(actor):
                break
            waiter.wait_for_timeout(20)
        assert not hub.connected(actor)
        again = open_page(browser, hub.address(actor))
        shows(again, desk.published)
        assert again.inner_text("#choices") == offered and again.inner_text("#turn") == "Your turn"
        choose(again, desk)
        assert [seat for seat, _ in desk.applied] == [actor]
    finally:
        hub.stop()


# --- the seat's mark: the table's colour and shape ----------------------------------------------------------------
def test_each_page_marks_its_seat_in_the_tables_colour_and_shape(browser):
    """Ben is the orange square on his phone as on the table (scenes/palette.py, the colour-blind-safe palette)."""
    from scenes import palette

    match = Match("all_in_all", [SeatInfo(n) for n in ("Ana", "Ben", "Cleo")], seed=6)
    hub = PhoneHub([0, 1, 2])
    hub.start()
    try:
        desk = PhoneDesk(hub, match)
        desk.publish()
        for seat in (0, 1, 2):
            page = open_page(browser, hub.address(seat))
            shows(page, desk.published)
            colour, shape = page.eval_on_selector(
                "#who .dot", "d => [getComputedStyle(d).backgroundColor, d.dataset.shape]"
            )
            assert (colour, shape) == ("rgb({}, {}, {})".format(*palette.seat_colour(seat)), palette.seat_shape(seat))
            page.close()
    finally:
        hub.stop()


def test_the_skip_reason_is_plain(monkeypatch):
    """Without chromium the reason names what is missing and how to get it."""
    monkeypatch.setattr("tests.test_phone_browser.CHROMIUM", "/nowhere/chromium")
    assert chromium_missing() == "no chromium at /nowhere/chromium (apt-get install chromium)"


def test_after_the_table_stops_without_a_word_the_page_rejoins_the_restarted_table_by_itself(browser):
    """A crash (the server gone, no goodbye), then Continue with the same tokens and port: the page, left open,
    says the connection dropped, reconnects by itself and plays on."""
    match = Match("all_in_all", [SeatInfo(n) for n in ("Ana", "Ben", "Cleo")], seed=7)
    while match.actor == CHANCE:
        match.roll()
    hub = PhoneHub([0, 1, 2])
    hub.start()
    actor = match.actor
    desk = PhoneDesk(hub, match)
    desk.publish()
    page = open_page(browser, hub.address(actor))
    shows(page, desk.published)
    loop, thread = hub._loop, hub._thread
    loop.call_soon_threadsafe(loop.stop)  # no "closing" to the pages: as if the app were killed
    thread.join(5)
    assert not thread.is_alive()
    page.locator("#status", has_text="The connection dropped").wait_for(timeout=WAIT_MS)
    again = PhoneHub([0, 1, 2], tokens=hub.tokens, port=hub.port)
    again.start()
    try:
        desk = PhoneDesk(again, match, moment=lambda: 1000 + len(match.record.actions))
        desk.publish()
        shows(page, desk.published)  # the backoff is 0.5, 1, 2 s: well within WAIT_MS
        assert page.inner_text("#turn") == "Your turn"
        choose(page, desk)
        assert [seat for seat, _ in desk.applied] == [actor]
    finally:
        again.stop()
