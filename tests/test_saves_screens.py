"""Saves as the window uses them (issue 18, cases 1, 3 and 7): Load refuses before it writes, the game in
progress survives a load, and a refused settings file survives the next change in Settings."""

from __future__ import annotations

import json
import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.engine import Match, SeatInfo  # noqa: E402
from game.rules.words import english  # noqa: E402
from game.saves import library  # noqa: E402
from game.saves.records import RecordError  # noqa: E402
from game.saves.settings import settings_path  # noqa: E402
from game.saves.storage import autosave_path, records_dir  # noqa: E402
from scenes import assets  # noqa: E402
from scenes.app import make_app  # noqa: E402
from scenes.files import FilesScene  # noqa: E402
from scenes.play import PlayScene, open_record  # noqa: E402
from tests.test_saves_library import race_in_progress, record_file  # noqa: E402


def game_in_progress() -> bytes:
    match = race_in_progress(seed=41, moves=5)
    match.enable_autosave()
    return autosave_path().read_bytes()


def test_loading_a_record_of_a_game_with_no_table_is_refused_and_the_game_in_progress_stays(app):
    before = game_in_progress()
    hyper = Match("tiny_hands", [SeatInfo("Ana"), SeatInfo("Ben")], seed=3)  # a test game: no table
    record_file(hyper, "tiny.json")
    app.push(FilesScene("load"))
    files = app.top
    listed = next(s for s in files.saved if s.path.name == "tiny.json")
    files.open(listed)
    assert app.top is files and "Tiny Hands" in app.toasts[-1].text
    with pytest.raises(RecordError) as caught:  # open_record refuses too when a screen skipped the check
        open_record(hyper.record)
    assert caught.value.kind == "unplayable" and "no table" in english(caught.value.message)
    assert not isinstance(app.top, PlayScene)
    assert autosave_path().read_bytes() == before


def test_a_record_with_an_unknown_bot_is_refused_in_the_load_list(app):
    before = game_in_progress()
    path = record_file(race_in_progress(seed=42), "godlike.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"][1]["level"] = "godlike"
    path.write_text(json.dumps(data), encoding="utf-8")
    app.push(FilesScene("load"))
    files = app.top
    files.open(next(s for s in files.saved if s.path.name == "godlike.json"))
    assert app.top is files and "godlike" in app.toasts[-1].text
    assert autosave_path().read_bytes() == before


def test_loading_a_record_keeps_the_game_in_progress_in_the_load_list(app):
    game_in_progress()
    record_file(race_in_progress(seed=43, moves=2), "other.json")
    app.push(FilesScene("load"))
    files = app.top
    files.open(next(s for s in files.saved if s.path.name == "other.json"))
    assert isinstance(app.top, PlayScene) and app.top.match.seed == 43
    kept = [s for s in library.list_records() if s.path.parent == records_dir() and s.path.name != "other.json"]
    assert len(kept) == 1 and kept[0].record.seed == 41 and len(kept[0].record.actions) == 5


def test_a_refused_settings_file_is_set_aside_and_survives_the_next_change(star_table_home):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "star-table-record", "version": 1}', encoding="utf-8")
    made = make_app("1280x720", headless=True)
    assert made.toasts and "kept as" in made.toasts[-1].text
    made.settings.fullscreen = False
    assert made.settings.save() is None
    (aside,) = path.parent.glob("settings.damaged-*.json")
    assert aside.read_text(encoding="utf-8") == '{"format": "star-table-record", "version": 1}'
    pygame.display.quit()


def test_the_end_of_a_galaxy_express_game_says_the_old_score_table_was_set_aside(app):
    from game.saves import scores
    from scenes.shots import demo_match

    path = scores.scores_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"game": "galaxy_express", "scores": [{"total": "lots"}]}', encoding="utf-8")
    play = PlayScene(demo_match("galaxy_express", seed=3, to_end=True))
    app.push(play)
    play.board._record_score(play.match.state.view(0))
    play.drain()  # the board's toast goes out through the screen
    assert "high-score table" in app.toasts[-1].text and "kept as" in app.toasts[-1].text
    assert [entry["total"] for entry in scores.load_scores()] == [play.match.state.score_card()["total"]]


@pytest.mark.parametrize("game_id", ["race", "galaxy_express", "expressway42", "all_in_all", "hyperline"])
def test_every_tables_record_opens_in_replays_and_steps_through(app, game_id):
    import random

    from game.rules import CHANCE, TERMINAL, get
    from tests.ui import frames

    info = get(game_id)
    options = info.state_class.SIMULATION_OPTIONS  # random play ends soon (Hyperline's round limit)
    match = Match(game_id, [SeatInfo(f"P{n}") for n in range(info.min_players)], seed=5, options=options)
    pick = random.Random(5)
    while match.actor != TERMINAL:  # played to the end: a game with hidden hands is watched once it is over
        match.roll() if match.actor == CHANCE else match.apply(pick.choice(match.state.legal_actions()))
    record_file(match, "game.json")
    app.push(FilesScene("replays"))
    files = app.top
    files.open(next(s for s in files.saved if s.path.name == "game.json"))
    replay = app.top
    assert replay.name == "replay"
    for step in (0, 1, len(match.record.actions) // 2, len(match.record.actions)):
        replay.go(step)
        frames(app, 1)


@pytest.mark.parametrize("game_id", ["race", "galaxy_express", "expressway42", "all_in_all", "hyperline"])
def test_a_game_with_hidden_hands_still_in_play_is_not_shown_in_replays_but_continues_from_load(app, game_id):
    """A replay's Tab shows any seat's hand: an unfinished All in All or Hyperline game would show the others'
    secrets (a bot's too) at the shared screen. Solitaire and open games may be watched while in play."""
    import random

    from game.rules import CHANCE, get

    info = get(game_id)
    match = Match(game_id, [SeatInfo(f"P{n}") for n in range(info.min_players)], seed=5)
    pick = random.Random(5)
    for _ in range(30):
        match.roll() if match.actor == CHANCE else match.apply(pick.choice(match.state.legal_actions()))
    record_file(match, "game.json")
    app.push(FilesScene("replays"))
    files = app.top
    files.open(next(s for s in files.saved if s.path.name == "game.json"))
    kept = game_id in ("all_in_all", "hyperline")
    if kept:
        assert app.top is files and "still being played" in app.toasts[-1].text
    else:
        assert app.top.name == "replay"
    app.pop()
    app.push(FilesScene("load"))
    app.top.open(next(s for s in app.top.saved if s.path.name == "game.json"))
    assert isinstance(app.top, PlayScene) and len(app.top.match.record.actions) == 30


def test_replays_and_load_work_from_the_keyboard_and_their_words_clear_the_buttons(app):
    from tests.ui import key

    record_file(race_in_progress(seed=3, moves=2), "a.json")
    record_file(race_in_progress(seed=4, moves=4), "b.json")
    app.push(FilesScene("replays"))
    files = app.top
    assert files.chosen() is files.saved[0]  # the newest is chosen at once: Enter alone watches it
    key(app, pygame.K_DOWN)
    assert files.chosen() is files.saved[1]
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)  # stays on the first row
    assert files.chosen() is files.saved[0]
    key(app, pygame.K_DOWN)
    wanted = files.saved[1].record
    under = files.list_rect.bottom + 8 + assets.text("Records live in", 18).get_height()
    assert under <= files.back.rect.top, "the folder's line runs into the Back button"
    key(app, pygame.K_RETURN, "\r")
    assert app.top.name == "replay" and app.top.record.seed == wanted.seed


def test_a_replays_long_move_lines_wrap_inside_the_log_never_cut_off(app):
    from scenes.replay import ReplayScene

    match = race_in_progress(seed=5, moves=60)  # battles: lines longer than the panel is wide
    replay = ReplayScene(match.record)
    app.push(replay)
    width = replay.side.width - 24
    font = assets.font(18)
    assert any(len(rows) > 1 for rows in replay.wrapped), "no line long enough to wrap: pick another seed"
    for line, rows in zip(replay.lines, replay.wrapped, strict=True):
        assert all(font.size(row)[0] <= width for row in rows)
        assert " ".join(rows).split(" ", 1)[1] == " ".join(line.split())  # every word is there
    for step in (0, 1, len(replay.lines) // 2, len(replay.lines)):
        replay.go(step)
        app.draw()


def test_a_long_row_in_the_records_list_fits_on_its_line_with_its_date():
    """Six long names ran a Replays row past the list's edge at 1024x600 (the date cut off): the names give way,
    with an ellipsis, and the game, the move, the deal and the date stay readable."""
    from game.rules import CHANCE

    names = ["Alexandrina", "Bartholomew", "Cassiopeia", "Demetrius", "Evangeline", "Florentina"]
    match = Match("race", [SeatInfo(name, "bot", "easy") for name in names], seed=5)
    for _ in range(12):
        match.roll() if match.actor == CHANCE else match.apply(match.state.legal_actions()[0])
    record_file(match, "six.json")
    small = make_app("1024x600", headless=True)
    small.push(FilesScene("replays"))
    files = small.top
    small.draw()
    full = english(next(saved.title for saved in files.saved))
    row = files.listing.item_list[0]
    shown, button = row["text"], row["button_element"]
    pygame.display.quit()
    font = assets.widget_font(16)
    assert font.size(full)[0] > button.rect.width, "the row would fit anyway: the test shows nothing"
    assert font.size(shown)[0] <= button.rect.width - 12, f"{shown!r} runs past its row"
    assert shown.startswith("Hyperspace Race · Alexandrina") and "…" in shown
    assert shown.endswith(full.split(" · ", 2)[2]), "the move, the deal and the date were cut"
