"""The real app killed with SIGKILL and continued: the phone pages, left open, rejoin by themselves (issue 36).

The app runs as a person starts it (`python -m game --continue`, SDL's dummy video and audio, a home of its own,
the pages on 127.0.0.1 only), Continues an All in All game for three whose seats are all on phones, and Debian's
chromium opens one page per seat. Moves are made from the pages, the app is killed without a word (SIGKILL),
started again with `--continue`: the pages reconnect by themselves with their old addresses (the same tokens and
port, kept beside the autosave), show the position with every move made before the kill, and play on.
Every wait is bounded; the app is killed in a `finally`. Skipped where there is no chromium, unless
STAR_TABLE_BROWSER_REQUIRED=1 (tests/test_phone_browser.py).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.test_phone_browser import browser  # noqa: F401 - the fixture: chromium, or a plain skip

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["Ana", "Ben", "Cleo"]
MOVES = 4  # made from the pages before the kill
START_S = 30  # the longest the app may take to Continue and serve the pages (a busy machine)
REJOIN_MS = 30_000  # a page's backoff is 0.5, 1, 2, 4, 8 s, then 10 s: it finds the new app within this
MOVE_MS = 10_000  # the longest one move may take from a tap to every page


def prepared_home(home: Path, monkeypatch) -> None:
    """An All in All game for three, every seat on a phone, as the autosave Continue resumes; its phones' file
    names the seats and no keys yet (the app makes them and keeps them, as when the game was set up)."""
    from game.play.phones import PhonePlan
    from game.play.session import Session
    from game.saves.phones import keep_phones
    from game.saves.records import SeatInfo

    monkeypatch.setenv("STAR_TABLE_HOME", str(home))
    session = Session.start("all_in_all", [SeatInfo(name) for name in NAMES], seed=7, phones=PhonePlan([0, 1, 2]))
    session.match.flush()
    keep_phones(session.match.record, [0, 1, 2], {}, True, 0)


def start_app(home: Path, log: Path) -> subprocess.Popen:
    env = {**os.environ, "STAR_TABLE_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env.pop("STAR_TABLE_FIRST_FRAME_EXIT", None)
    with open(log, "ab") as out:
        return subprocess.Popen(
            [sys.executable, "-m", "game", "--continue"], cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT
        )


def kept_keys(app: subprocess.Popen, log: Path) -> dict:
    """The tokens and port the running app keeps beside the autosave, once its pages are served (bounded)."""
    from game.saves.phones import phones_path

    deadline = time.monotonic() + START_S
    while time.monotonic() < deadline:
        assert app.poll() is None, f"the app stopped: {log.read_text(errors='replace')[-2000:]}"
        try:
            data = json.loads(phones_path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = {}
        if data.get("port") and len(data.get("tokens", {})) == len(NAMES):
            return {"port": data["port"], "tokens": data["tokens"]}
        time.sleep(0.1)
    raise AssertionError(f"the app never served the pages: {log.read_text(errors='replace')[-2000:]}")


def moves_kept() -> int:
    """The moves in the autosave on disk (what a Continue brings back), chance's draws included."""
    from game.saves import library
    from game.saves.storage import autosave_path

    return len(library.read(autosave_path()).record.actions)


def moment(page) -> str | None:
    return page.evaluate("() => document.body.dataset.moment || null")


def acting(pages: dict) -> tuple[int, object]:
    """The seat whose page offers its choices now, once every page shows the same packet (the table waits)."""
    for _ in range(MOVE_MS // 50):
        shown = {seat: moment(page) for seat, page in pages.items()}
        if None not in shown.values() and len(set(shown.values())) == 1:
            for seat, page in pages.items():
                buttons = page.locator("#choices button:enabled")
                if page.evaluate("() => document.body.classList.contains('mine')") and buttons.count():
                    return seat, page
        next(iter(pages.values())).wait_for_timeout(50)
    raise AssertionError(f"no page offers a choice: {shown}")


def tap_first(pages: dict) -> int:
    """Tap the first choice on the acting seat's page; wait until every page shows the packet after it."""
    seat, page = acting(pages)
    before = moment(page)
    button = page.locator("#choices button").first
    assert button.is_visible() and button.is_enabled()
    button.click(force=True)  # `force`: background tabs get animation frames seldom (tests/test_phone_browser.py)
    for other in pages.values():
        other.wait_for_function("m => document.body.dataset.moment !== m", arg=before, timeout=MOVE_MS)
    return seat


def rejoins(page, last: str, app: subprocess.Popen, log: Path) -> None:
    """The page, left open, shows a packet of the continued table (bounded: its backoff reaches it in time)."""
    from playwright.sync_api import TimeoutError as Late

    try:
        page.wait_for_function("m => document.body.dataset.moment !== m", arg=last, timeout=REJOIN_MS)
    except Late:
        said = log.read_text(errors="replace")[-2000:]
        raise AssertionError(f"{page.inner_text('#who')}'s page did not rejoin the continued table: {said}") from None
    assert app.poll() is None


def seen(page) -> dict:
    """What a page shows of the position: its hand, the prompt, its choices and the log."""
    return {key: page.inner_text(f"#{key}") for key in ("who", "turn", "prompt", "choices", "private", "log")}


def test_the_app_killed_with_sigkill_and_continued_the_pages_rejoin_by_themselves(browser, tmp_path, monkeypatch):  # noqa: F811
    home, log = tmp_path / "home", tmp_path / "app.log"
    prepared_home(home, monkeypatch)
    apps = [start_app(home, log)]
    try:
        keys = kept_keys(apps[0], log)
        pages = {}
        for seat in range(len(NAMES)):
            pages[seat] = browser.new_page()
            pages[seat].goto(f"http://127.0.0.1:{keys['port']}/p/{keys['tokens'][str(seat)]}")
        for seat, page in pages.items():
            page.locator("body[data-moment]").wait_for(state="attached", timeout=START_S * 1000)
            assert page.inner_text("#who") == NAMES[seat]
        start = moves_kept()
        movers = [tap_first(pages) for _ in range(MOVES)]
        acting(pages)  # the table waits for a page again: nothing is on its way
        made = moves_kept()
        assert made >= start + MOVES and len(set(movers)) >= 2

        os.kill(apps[0].pid, signal.SIGKILL)
        apps[0].wait(10)
        last = {seat: moment(page) for seat, page in pages.items()}
        for page in pages.values():
            page.locator("#status", has_text="The connection dropped").wait_for(timeout=MOVE_MS)
        before = {seat: seen(page) for seat, page in pages.items()}
        assert moves_kept() == made  # the autosave on disk kept every move

        apps.append(start_app(home, log))
        for seat, page in pages.items():  # nobody reloads or scans again: the pages find the table themselves
            rejoins(page, last[seat], apps[1], log)
        assert kept_keys(apps[1], log) == keys  # kept again as they were: the same port and tokens
        acting(pages)
        assert {seat: seen(page) for seat, page in pages.items()} == before  # the same position, the same hands
        for page in pages.values():
            assert page.inner_text("#status") == ""

        tap_first(pages)  # a move from a page after the restart is played by the continued table
        assert moves_kept() > made
        assert apps[1].poll() is None
    finally:
        for app in apps:
            if app.poll() is None:
                app.kill()
                app.wait(10)


def test_a_continued_game_whose_port_is_taken_says_so_at_the_desk_and_serves_new_codes(app):
    """Another program took the pages' port while the app was down: the pages cannot rejoin, and the desk says
    so plainly (its old addresses lead nowhere) instead of showing new codes without a word."""
    import socket

    from game.play.phones import PhonePlan
    from game.play.session import Session
    from game.saves.records import SeatInfo
    from scenes.play import PlayScene

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        plan = PhonePlan([0, 1], True, {0: "a" * 32, 1: "b" * 32}, port)
        session = Session.start("all_in_all", [SeatInfo(name) for name in NAMES], seed=7, phones=plan)
        play = PlayScene(session)
        app.push(play)
        try:
            phones = session.phones
            assert phones.open_now and phones.plan.port not in (0, port)
            assert phones.address(0).endswith("/p/" + "a" * 32)  # the keys are kept; only the port is new
            said = [toast.text for toast in app.toasts if str(port) in toast.text]
            assert said == [f"Phones: port {port}, where the pages were, is taken now. Scan the new codes."]
            assert play.phones.open  # the new codes show
        finally:
            session.close_phones()
