"""The page's log says what the window's move log says (the playtest: "Vega's Bridge is damaged: the only component
open to the hit" and a tie's re-roll were on the big screen, never on the phone), and a chance step is worded so a
player knows the table rolls for them. A window with a fake hub (tests/phone_fakes.py) plays the pages' part."""

from __future__ import annotations

from game.engine import Match, SeatInfo
from game.engine.seat_packet import MoveLog, seat_packet
from game.phones.words import worded_packet
from game.play.phones import PhonePlan
from game.play.session import Session
from game.rules import CHANCE
from game.rules.words import Message, english
from game.words import use
from scenes.play import PlayScene
from tests.phone_fakes import FakeHub
from tests.ui import frames

TIE = "tie for the highest roll: they roll again"


def test_a_phone_pages_log_carries_the_windows_lines_a_tie_s_re_roll_among_them(app):
    """Hyperline for two, both seats on phones, each choosing its first choice: seed 0's roll for the first player
    ties (a line the window adds under the roll). Every page's log is the window's move log, entry by entry."""
    seats = [SeatInfo("Vega", "human"), SeatInfo("Jim", "human")]
    session = Session.start("hyperline", seats, 0, phones=PhonePlan([0, 1]), hub_class=FakeHub)
    play = PlayScene(session)
    app.push(play)
    hub = play.session.phones.hub
    for seat in (0, 1):
        hub.join(seat)
    for _ in range(400):
        frames(app, 1, 0.2)
        if any(TIE in line for line in play.log_lines):
            break
        seat = play.table.phone_turn()
        if seat is not None and play.wait == 0 and hub.published and hub.last(seat)["choices"]:
            hub.send(seat, 0)
    else:
        raise AssertionError("no tie for the first player in 400 frames")
    frames(app, 2, 0.2)
    shown = [line.split("\n") for line in play.log_lines if not play.board.folded_in_log(line)]
    for seat in (0, 1):
        log = hub.last(seat)["log"]
        assert log == shown[-len(log) :] and len(log) == min(12, len(shown))
        assert any(len(entry) > 1 and TIE in entry[1] for entry in log), log  # under the roll, as its own line


def test_a_chance_step_says_the_table_rolls_and_where_to_look_in_english_and_german():
    """ "Your die or draw: the table takes it." read as if the player had to do something."""
    match = Match("hyperline", [SeatInfo("Vega"), SeatInfo("Jim")], seed=0)
    for _ in range(60):
        if match.actor == CHANCE and match.state.chance_roller() is not None:
            break
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])
    roller = match.state.chance_roller()
    assert roller is not None
    other = 1 - roller
    said = {}
    try:
        for language in ("en", "de"):
            use(language)
            said[language] = [worded_packet(seat_packet(match, seat, moment=1, log=[]))["prompt"]
                              for seat in (roller, other)]  # fmt: skip
    finally:
        use("en")
    name = match.names[roller]
    assert said["en"] == ["The table rolls or draws for you: watch the big screen.",
                          f"The table rolls or draws for {name}: watch the big screen."]  # fmt: skip
    assert said["de"] == ["Der Tisch würfelt oder zieht für dich: schau auf den großen Bildschirm.",
                          f"Der Tisch würfelt oder zieht für {name}: schau auf den großen Bildschirm."]  # fmt: skip


def test_a_kept_log_without_a_tables_words_is_the_rules_lines_one_move_each():
    """A desk without a window (the browser tests, a lesson) logs the rules' lines; a table's `told` adds its own."""
    match = Match("hyperline", [SeatInfo("Vega"), SeatInfo("Jim")], seed=0)
    for _ in range(20):
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])
    plain = seat_packet(match, 0, moment=1, log=MoveLog().read(match))["log"]
    assert len(plain) == 12 and all(len(entry) == 1 for entry in plain)
    told = MoveLog(told=lambda line, events: "\n".join([english(line), *(event["type"] for event in events)]))
    entries = seat_packet(match, 0, moment=1, log=told.read(match))["log"]
    assert [entry[0] for entry in entries] == [english(Message.from_data(entry[0])) for entry in plain]
    assert any(len(entry) > 1 for entry in entries)
    folded = MoveLog(told=lambda line, events: "" if events and events[0]["type"] == "take" else english(line))
    kept = seat_packet(match, 0, moment=1, log=folded.read(match))["log"]
    assert len(kept) == 12 and not any(entry == [] for entry in kept)
