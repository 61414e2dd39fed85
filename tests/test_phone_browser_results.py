"""The results on a phone page say what the table's results screen says (issue 36): the same headline, the same
column headings (All in All's score counts relics, never "Points"), the same places (1st, 2nd... / 1., 2.), the
same scores and tie-breaks, in English and in German, for every game; and a real page shows them so."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from game import words
from game.engine import Match, SeatInfo
from game.engine.seat_packet import seat_packet
from game.phones.words import worded_packet
from game.rules import CHANCE, games, resolve
from game.rules.words import Message
from game.words.results import headings, place, score, tie_breaks
from tests.test_phone_browser import browser, open_page, shows  # noqa: F401 - the fixture: chromium, or a skip

NAMES = ["Ana", "Ben", "Cleo", "Dana", "Emil", "Fay"]
STEPS = 20_000  # random moves a game may take to its end (the longest here ends in about 600)


def ended(game_id: str, players: int, seed: int = 1) -> Match:
    info = next(info for info in games() if info.id == game_id)
    match = Match(game_id, [SeatInfo(n) for n in NAMES[:players]], seed=seed,
                  options=dict(info.state_class.SIMULATION_OPTIONS))  # fmt: skip
    rng = random.Random(seed)
    for _ in range(STEPS):
        if match.is_over:
            return match
        if match.actor == CHANCE:
            match.roll()
        else:
            legal = match.state.legal_actions()
            match.apply(legal[rng.randrange(len(legal))])
    raise AssertionError(f"{game_id} did not end in {STEPS} random moves")


def desk_results(match: Match) -> dict:
    """What the table's results screen (scenes/results.py) writes, line by line."""
    from scenes.results import _headline

    board = resolve(match.info.parts.board)()
    board.props = SimpleNamespace(names=match.names, watching=True, seed=match.seed)  # a replay's view: no score kept
    result = match.state.result()
    summary = board.result_summary(match.state.view(0), result) or {}
    return {
        "headline": _headline(result, match.names, summary.get("headline")),
        "headings": {**headings(), "score": words.word(Message(board.SCORE_LABEL))},
        "places": [place(rank) for rank in result.ranks],
        "scores": [score(value) for value in result.scores],
        # a game's own summary says the tie-breaks in its lines; the screen's own line only where there is none
        "tie_breaks": "" if summary else tie_breaks(result.tie_breaks, match.names),
        "summary": bool(summary),
    }


def page_results(match: Match, summary: bool = False) -> dict:
    """What the page is sent for seat 0 to show (the tie-breaks' line as the table shows it: not beside a summary)."""
    result = worded_packet(seat_packet(match, 0, moment=1), match.names)["result"]
    return {
        "headline": result["headline"],
        "headings": result["headings"],
        "places": result["places"],
        "scores": result["shown_scores"],
        "tie_breaks": "" if summary else result["tie_break_line"],
    }


OWN_HEADLINE = {"hyperline", "galaxy_express"}  # their headline is worded by their board (round, score card)


def cases():
    return [
        pytest.param(info.id, players, language, id=f"{info.id}-{players}p-{language}")
        for info in games()
        if info.parts.board
        for players in sorted({info.min_players, min(info.max_players, 4)})
        for language in ("en", "de")
    ]


@pytest.mark.parametrize("game_id,players,language", cases())
def test_a_pages_results_table_says_what_the_tables_results_screen_says(app, game_id, players, language):
    match = ended(game_id, players)
    try:
        words.use(language)
        desk = desk_results(match)
        page = page_results(match, desk["summary"])
    finally:
        words.use("en")
    for key in ("headings", "places", "scores", "tie_breaks"):
        assert page[key] == desk[key], key
    if game_id not in OWN_HEADLINE:
        assert page["headline"] == desk["headline"]


def test_all_in_all_counts_relics_in_german_and_english_and_never_points():
    match = ended("all_in_all", 4)
    try:
        words.use("de")
        german = page_results(match)
    finally:
        words.use("en")
    english = page_results(match)
    assert english["headings"] == {"place": "place", "player": "player", "score": "relics"}
    assert german["headings"] == {"place": "Platz", "player": "Spieler", "score": "Relikte"}
    assert sorted(english["places"])[0] == "1st" and sorted(german["places"])[0] == "1."


def test_with_no_winner_the_page_says_nobody_wins_never_a_draw():
    """Only Hyperline (its turn limit) and Galaxy Express (Lost in Space) end without a winner; their tables say so
    in their own words: the page says plainly that nobody won."""
    match = ended("hyperline", 2)
    assert match.state.result().winners == ()
    assert worded_packet(seat_packet(match, 0, moment=1), match.names)["result"]["headline"] == "Nobody wins."


def test_a_real_page_shows_the_results_as_the_table_does_in_german(app, browser):  # noqa: F811
    from game.phones.desk import PhoneDesk
    from game.phones.hub import PhoneHub

    match = ended("all_in_all", 3, seed=4)
    hub = PhoneHub([1])
    hub.start()
    try:
        words.use("de")
        desk = PhoneDesk(hub, match)
        desk.publish()
        expected = desk_results(match)
        page = open_page(browser, hub.address(1))
        shows(page, desk.published)
        rows = page.eval_on_selector_all("#results tr", "rs => rs.map(r => [...r.cells].map(c => c.textContent))")
        assert rows[0] == ["Platz", "Spieler", "Relikte"]
        result = match.state.result()
        order = sorted(range(3), key=lambda s: (result.ranks[s], s))
        assert rows[1:] == [[expected["places"][s], match.names[s], expected["scores"][s]] for s in order]
        assert page.inner_text("#headline") == expected["headline"]
    finally:
        words.use("en")
        hub.stop()
