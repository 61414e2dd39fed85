"""The results on a phone page say what the table's results screen says (issue 36): the same headline (a game's
own: Hyperline's round, Galaxy Express's score card), the same column headings (All in All's score counts relics,
never "Points"), the same places (1st, 2nd... / 1., 2.), the same scores, the game's own summary lines (All in All's
sets, 42's final scoring) and tie-breaks, in English and in German, for every game; and a real page shows them so."""

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
    """What the table's results screen (scenes/results.py) writes, line by line (its summary lines without the
    ones only the table shows: Galaxy Express's high scores on this computer)."""
    from scenes.results import _headline, own_summary

    board = resolve(match.info.parts.board)()
    board.props = SimpleNamespace(names=match.names, watching=True, seed=match.seed)  # a replay's view: no score kept
    result = match.state.result()
    view = match.state.view(0)
    play = SimpleNamespace(view=view, match=match, names=match.names, board=board)  # what the screen reads
    summary = own_summary(play, result)
    lines = [text for text, _colour in summary.get("lines", ())]
    desk_only = [text for text, _colour in board.result_lines(view, result)]
    assert lines[len(lines) - len(desk_only) :] == desk_only, "the table's own lines come last"
    return {
        "headline": _headline(result, match.names, summary.get("headline")),
        "headings": {**headings(), "score": words.word(Message(board.SCORE_LABEL))},
        "places": [place(rank) for rank in result.ranks],
        "scores": [score(value) for value in result.scores],
        # a game's own summary says the tie-breaks in its lines; the screen's own line only where there is none
        "tie_breaks": "" if summary else tie_breaks(result.tie_breaks, match.names),
        "summary": bool(summary),
        "lines": lines[: len(lines) - len(desk_only)],
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
        "lines": [line["words"] for line in result["summary"]],
        "tones": [line["tone"] for line in result["summary"]],
    }


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
    for key in ("headline", "headings", "places", "scores", "lines", "tie_breaks"):
        assert page[key] == desk[key], key
    if game_id != "race":  # the race's results are its ranks alone
        assert page["lines"], "a game's own summary lines"


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


def test_with_no_winner_the_page_says_it_in_the_games_own_words_never_a_draw():
    """Only Hyperline (its turn limit) and Galaxy Express (Lost in Space) end without a winner; the page says so in
    their own words, as their table does."""
    match = ended("hyperline", 2)
    assert match.state.result().winners == ()
    try:
        words.use("de")
        german = page_results(match, summary=True)
    finally:
        words.use("en")
    english = page_results(match, summary=True)
    assert english["headline"] == "Stopped by the turn limit: no winner"
    assert english["lines"][-1].startswith("The game was unfinished after round ") and english["tones"][-1] == "dim"
    assert german["headline"] != english["headline"] and "Rundenlimit" in german["headline"], german["headline"]


def test_a_game_without_its_own_words_is_headed_who_won_and_says_its_tie_breaks():
    """A game that registers no results words (the race) keeps the shared headline and the tie-breaks' line."""
    match = ended("race", 2)
    winner = match.names[match.state.result().winners[0]]
    page = worded_packet(seat_packet(match, 0, moment=1), match.names)["result"]
    assert page["headline"] == f"{winner} wins!" and page["summary"] == []


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
        shown = page.eval_on_selector_all("#summary li", "ls => ls.map(l => [l.textContent, l.className])")
        assert [text for text, _tone in shown] == expected["lines"]
        assert any("vollständige" in text for text in expected["lines"])  # the sets, in German
        assert {tone for _text, tone in shown} <= {"good", "ink", "accent"}
    finally:
        words.use("en")
        hub.stop()
