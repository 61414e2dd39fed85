"""After a game with phone seats, the results screen's Rematch and New game keep the people on their phones."""

from __future__ import annotations

import game.play.phones as play_phones
from game.play.phones import PhonePlan
from game.play.session import Session
from scenes.play import PlayScene
from scenes.results import ResultsScene
from scenes.setup import PHONE, SetupScene
from scenes.shots import demo_match
from tests.phone_fakes import FakeHub
from tests.ui import frames, press


def finished_with_phones(app, monkeypatch) -> PlayScene:
    """A Race ended, the first person at the screen, the next two on phones, a bot (a fake hub: nothing listens)."""
    monkeypatch.setattr(play_phones, "_hub_class", lambda: FakeHub)
    match = demo_match("race", 21, humans=3, to_end=True)
    assert [seat.is_bot for seat in match.seats][:3] == [False, False, False]
    play = PlayScene(Session(match, None, PhonePlan([1, 2]), hub_class=FakeHub))
    app.push(play)
    frames(app, 2)
    assert isinstance(app.top, ResultsScene)
    return play


def choice(scene, name):
    return next(button for button, key in scene.choices.items() if key == name)


def test_rematch_plays_the_same_seats_on_the_same_phones_at_the_same_codes(app, monkeypatch):
    play = finished_with_phones(app, monkeypatch)
    tokens, port = dict(play.session.phones.plan.tokens), play.session.phones.plan.port
    assert set(tokens) == {1, 2}
    press(app, choice(app.top, "rematch"))
    again = app.top
    assert isinstance(again, PlayScene) and again is not play
    phones = again.session.phones
    assert phones is not None and phones.seats == [1, 2]
    assert phones.hub.tokens == tokens and phones.hub.port == port  # the pages rejoin by themselves


def test_new_game_opens_setup_with_the_phone_seats_still_on_phones(app, monkeypatch):
    play = finished_with_phones(app, monkeypatch)
    press(app, choice(app.top, "new"))
    setup = app.top
    assert isinstance(setup, SetupScene)
    names = [seat.name for seat in play.match.seats]
    assert setup.seats[:3] == [(names[0], "Person"), (names[1], PHONE), (names[2], PHONE)]
    assert setup.on_phones()
    assert setup.this_computer and setup.phone_box.is_checked  # the pages stay on this computer (127.0.0.1)


def test_results_and_setup_name_the_phone_seat_alike():
    from scenes import results

    assert results.PHONE == PHONE
