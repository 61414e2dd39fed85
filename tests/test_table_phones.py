"""Seats played on phones at one screen: no curtain for them, nothing of theirs on the screen, their moves checked
and played through the table, their pages told at every change; without a page a seat is played at the screen."""

from __future__ import annotations

import json

from game.engine import Match, SeatInfo
from game.play.phones import PhonePlan, PhoneSeats
from game.play.session import Session
from game.play.table import ASK, CURTAIN, MOVED, PHONE, Table
from game.saves.library import read_autosave
from game.saves.phones import kept_phones, phones_path
from game.saves.storage import autosave_path
from tests.phone_fakes import FakeHub
from tests.test_table import hands_shown, people, run_until

ANY = {ASK, CURTAIN, PHONE}


def desk_for(names=("Ana", "Ben", "Cleo"), phones=(1, 2), seed=4) -> PhoneSeats:
    table = Table(Match("tiny_hands", people(*names), seed), pace=0.7)
    desk = PhoneSeats(table, PhonePlan(list(phones)), hub_class=FakeHub)
    desk.open()
    return desk


def frame(desk, dt=0.1):
    """One frame of the play screen: the pages first, then the table."""
    moved, _notices = desk.serve()
    cue = desk.table.step(dt, seconds=0.05)
    desk.news()
    return moved, cue


def until(desk, kinds, limit=300):
    for _ in range(limit):
        moved, cue = frame(desk)
        if cue.kind in kinds:
            return cue
    raise AssertionError(f"no {kinds}")


def test_a_phone_seat_with_its_page_connected_chooses_on_the_phone_over_the_public_table():
    desk = desk_for()
    hub, table = desk.hub, desk.table
    hub.join(1)
    hub.join(2)
    cue = until(desk, {CURTAIN})
    assert cue.seat == 0  # Ana at the desk passes the curtain as today: the others look at the screen too
    table.reveal()
    assert hands_shown(table.view) == {0}
    table.play(table.match.state.legal_actions()[0])
    cue = until(desk, ANY)
    assert cue == until(desk, ANY) and cue.kind == PHONE and cue.seat == 1  # no curtain for Ben: he has his phone
    assert table.seen_by is None and hands_shown(table.view) == set()  # Ana's hand went away for Ben's turn
    assert not table.human_turn() and table.busy  # the screen looks for Ben's move every frame
    packet = hub.last(1)
    assert packet["your_turn"] and packet["moment"] == table.moment and packet["choices"]
    hub.send(1, 0)
    moved, _cue = frame(desk)
    assert [m.seat for m in moved] == [1] and hub.refused == []
    assert table.match.record.actions[-1].action == tuple(packet["choices"][0]["action"])
    assert until(desk, ANY) == until(desk, ANY) and until(desk, ANY).seat == 2  # Cleo next, on her phone


def test_without_its_page_a_phone_seat_is_played_at_the_screen_behind_the_curtain():
    desk = desk_for()
    hub, table = desk.hub, desk.table
    hub.join(2)  # Ben's phone never joined
    until(desk, {CURTAIN})
    table.reveal()
    table.play(table.match.state.legal_actions()[0])
    cue = until(desk, ANY)
    assert cue.kind == CURTAIN and cue.seat == 1
    table.reveal()
    assert hands_shown(table.view) == {1} and table.human_turn()


def at_the_phones_turn():
    """Ana (at the screen) has moved behind her curtain; it is Ben's turn, and his page has it."""
    desk = desk_for()
    hub, table = desk.hub, desk.table
    hub.join(1)
    until(desk, {CURTAIN})
    table.reveal()
    table.play(table.match.state.legal_actions()[0])
    assert until(desk, ANY).kind == PHONE
    return desk, hub, table


def test_a_page_that_leaves_mid_turn_hands_the_seat_to_the_screen_and_takes_it_back_on_return():
    desk, hub, table = at_the_phones_turn()
    hub.leave(1)
    cue = until(desk, ANY)
    assert cue.kind == CURTAIN and cue.seat == 1 and table.seen_by is None
    hub.join(1)
    cue = until(desk, ANY)
    assert cue.kind == PHONE and table.seen_by is None and hands_shown(table.view) == set()


def test_moves_are_checked_the_moment_the_seat_and_the_choice_and_refused_with_a_reason():
    desk = desk_for()
    hub, table = desk.hub, desk.table
    hub.join(1)
    hub.join(2)
    until(desk, {CURTAIN})
    table.reveal()
    table.play(table.match.state.legal_actions()[0])
    assert until(desk, ANY).kind == PHONE
    played = len(table.match.record.actions)
    old = hub.last(1)["moment"] - 1
    hub.send(1, 0, moment=old)  # a page that had not heard the news yet
    hub.send(2, 0)  # not Cleo's turn
    hub.send(1, 99)  # no such choice
    moved, _ = frame(desk)
    assert moved == [] and len(table.match.record.actions) == played
    assert [seat for seat, _ in hub.refused] == [1, 2, 1]
    reasons = [reason for _, reason in hub.refused]
    assert "moved on" in reasons[0] and "not your turn" in reasons[1] and "not offered" in reasons[2]
    assert all(isinstance(reason, str) for reason in reasons)  # worded: the page shows it as it is


def test_every_phone_seat_hears_each_change_once_and_on_joining():
    desk = desk_for()
    hub, table = desk.hub, desk.table
    frame(desk)
    sent = len(hub.published)
    assert sent >= 1 and set(hub.published[-1]) == {1, 2}  # Ana at the desk has no page: no packet for her
    frame(desk)
    frame(desk)
    moments = [packets[1]["moment"] for packets in hub.published]
    assert len(set(moments)) == len(moments)  # only when the moment changed
    hub.join(1)
    frame(desk)
    assert len(hub.published) > len(moments) and hub.last(1)["moment"] == table.moment


def test_a_seat_taken_back_to_the_screen_is_curtained_again_and_its_page_only_watches():
    desk, hub, table = at_the_phones_turn()
    desk.take_back(1)
    cue = until(desk, ANY)
    assert cue.kind == CURTAIN and cue.seat == 1
    assert hub.last(1)["choices"] == []  # the page shows the seat, offers nothing
    hub.send(1, 0)
    moved, _ = frame(desk)
    assert moved == [] and "screen" in hub.refused[-1][1]
    desk.send_back(1)
    assert until(desk, ANY).kind == PHONE and hub.last(1)["choices"]


def test_a_game_played_to_its_end_with_two_phones_shows_no_phone_seat_s_hand_on_the_screen():
    desk = desk_for()
    hub, table = desk.hub, desk.table
    hub.join(1)
    hub.join(2)
    for _ in range(400):
        moved, cue = frame(desk)
        if table.match.is_over:
            break
        shown = hands_shown(table.view)
        assert not shown & {1, 2}
        if cue.kind == CURTAIN:
            assert cue.seat == 0
            table.reveal()
        elif cue.kind == ASK:
            table.play(table.match.state.legal_actions()[0])
        elif cue.kind == PHONE:
            hub.send(cue.seat, len(hub.last(cue.seat)["choices"]) - 1)
    assert table.match.is_over and hub.refused == []


# --- the session: the pages' server lives with the play screen; their keys beside the autosave ---------------


def test_the_hub_runs_from_open_to_close_and_its_keys_stay_out_of_the_record():
    seats = [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Vega", "bot", "easy")]
    session = Session.start("tiny_hands", seats, 5, phones=PhonePlan([1]), hub_class=FakeHub)
    assert session.phones.hub is None  # nothing listens before the screen is shown
    assert session.open_phones() is None
    hub = session.phones.hub
    assert hub.running and hub.seats == [1]
    token = hub.tokens[1]
    session.match.flush()
    assert token not in autosave_path().read_text(encoding="utf-8")  # a record never holds a key
    assert token in phones_path().read_text(encoding="utf-8")
    session.close()
    assert not hub.running and session.phones.hub is None


def test_continue_brings_back_the_same_keys_and_port_so_pages_rejoin():
    seats = [SeatInfo("Ana"), SeatInfo("Ben"), SeatInfo("Cleo")]
    fakes = {"hub_class": FakeHub}
    first = Session.start("tiny_hands", seats, 5, phones=PhonePlan([1, 2], local_only=True), **fakes)
    first.open_phones()
    tokens, port = dict(first.phones.hub.tokens), first.phones.hub.port
    first.match.flush()  # no close: as after kill -9
    saved, _problem = read_autosave()
    again = Session.resume(saved, lambda game: True, **fakes)
    again.open_phones()
    assert again.phones.hub.tokens == tokens and again.phones.hub.port == port
    assert again.phones.hub.local_only
    again.close()


def test_a_new_game_without_phones_forgets_the_keys_and_another_game_never_uses_them():
    seats = [SeatInfo("Ana"), SeatInfo("Ben")]
    fakes = {"hub_class": FakeHub}
    session = Session.start("tiny_hands", seats, 5, phones=PhonePlan([1]), **fakes)
    session.open_phones()
    session.close()
    other = Session.start("tiny_hands", seats, 6, phones=PhonePlan([1]), **fakes).match.record
    assert kept_phones(other) is None  # the file belongs to the game of deal 5
    Session.start("tiny_hands", seats, 7)
    assert not phones_path().exists()


def test_a_damaged_keys_file_leaves_the_game_at_the_screen():
    seats = [SeatInfo("Ana"), SeatInfo("Ben")]
    session = Session.start("tiny_hands", seats, 5, phones=PhonePlan([1]), hub_class=FakeHub)
    session.open_phones()
    data = json.loads(phones_path().read_text(encoding="utf-8"))
    for damaged in ("{", json.dumps({**data, "tokens": [1, 2]}), json.dumps({**data, "seats": "all"})):
        phones_path().write_text(damaged, encoding="utf-8")
        assert kept_phones(session.match.record) is None
    session.close()


def test_a_seat_taken_to_a_phone_moves_the_screen_to_a_person_still_there():
    table = Table(Match("tiny_hands", people("Ana", "Ben"), 4), pace=0.7)
    run_until(table, {CURTAIN})
    table.reveal()
    assert table.seen_by == 0
    table.set_phones({0})
    assert table.viewer == 1 and table.seen_by is None  # Ana's hand left the screen with her
    cue, _ = run_until(table, {PHONE, CURTAIN, ASK, MOVED})
    assert cue.kind == PHONE and cue.seat == 0
