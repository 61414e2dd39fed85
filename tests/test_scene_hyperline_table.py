"""Hyperline's table as a person sees it at 1280x720 and 1920x1080: one type scale beside the move log."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from scenes import assets, common  # noqa: E402
from scenes.app import make_app  # noqa: E402
from scenes.boards.hyperline.chooser import Chooser  # noqa: E402
from scenes.boards.hyperline.geometry import Layout  # noqa: E402
from scenes.frame import LOG_SIZE, board_rect  # noqa: E402
from scenes.shots import build_scene  # noqa: E402

HEADINGS = ("Stacks", "Research", "Store (of 8 each) and Bridge upgrades", "Players", "Moves")


def test_the_list_of_choices_is_never_written_larger_than_the_move_log():
    """At 1080p the list once wrote 28 px beside a 19 px log (bots-play 118); at 720p its small box keeps 16 px
    so that five choices show without scrolling."""
    chooser = Chooser()
    chooser.layout(Layout(board_rect((1920, 1080))).chooser)
    assert chooser.size == LOG_SIZE == common.BODY
    for size in ((1280, 720), (2560, 1440)):
        chooser.layout(Layout(board_rect(size)).chooser)
        assert 16 <= chooser.size <= LOG_SIZE, size


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
def test_the_round_box_and_the_panel_names_keep_the_logs_scale(size, monkeypatch):
    made = make_app(size, headless=True)
    build_scene(made, "hyperline", seed=3, after=60)  # a bot to move: the round box shows
    drawn = []
    real = assets.text

    def spy(words, text_size, *args, **kwargs):
        drawn.append((words, text_size))
        return real(words, text_size, *args, **kwargs)

    monkeypatch.setattr(assets, "text", spy)
    made.top.frame.log.key = made.top.frame.players.key = None  # the frame's panels are painted again
    made.draw()
    pygame.display.quit()
    sizes = dict(drawn)
    assert sizes["Round 2"] == LOG_SIZE, "the round box's words are not the log's size"
    for heading in HEADINGS:
        assert heading in sizes and sizes[heading] <= common.HEADING, (heading, sizes.get(heading))
    assert sizes["Players"] == sizes["Moves"] == common.HEADING


# --- a ship is seen to travel ------------------------------------------------------------------------------


def _motion(path, pace=1.0):
    from scenes.boards.hyperline.animation import Motion
    from scenes.boards.kit import Timeline

    timeline = Timeline(lambda: pace)
    motion = Motion(timeline)
    motion.start([{"type": "move", "seat": 0, "from": a, "to": b} for a, b in zip(path, path[1:], strict=False)])
    return timeline, motion


def _where(motion, geo):
    return motion.positions(geo)[1][0]


GEO = Layout(board_rect((1280, 720)))
A9, E9, E1, E5 = 8, 44, 36, 40  # Gearhold's corner, the loop sectors of the E row, Nexxus


def test_a_long_jump_is_seen_leaving_at_once_and_ends_within_the_pace():
    """bots-play 020: the log said the ship jumped while it was still drawn at home; a long jump waited 1.1 s."""
    timeline, motion = _motion([A9, 17, 26, 35, E9, E1])  # A9 down the edge, round the loop to E1
    assert timeline.length() <= 0.7, "a bot's turn waits longer than the pace for the slide"
    home = GEO.centre(A9)
    timeline.update(0.05)  # three frames
    x, y = _where(motion, GEO)
    assert abs(y - home[1]) > 0.3 * GEO.cell, "the ship still sits at home while the log says it jumped"
    seen = []
    while timeline.busy:
        timeline.update(1 / 60)
        if timeline.busy:
            seen.append(_where(motion, GEO))
    assert len(seen) >= 30, "a jump is over in fewer frames than a person can follow"
    assert not timeline.busy


def test_a_loop_line_goes_off_one_edge_and_comes_in_by_the_other():
    timeline, motion = _motion([E9, E1])
    right_edge, left_edge = GEO.centre(E9)[0], GEO.centre(E1)[0]
    xs = []
    while timeline.busy:
        timeline.update(1 / 60)
        if timeline.busy:
            xs.append(_where(motion, GEO)[0])
    assert any(x > right_edge + 0.2 * GEO.cell for x in xs), "it never left by the right edge"
    assert any(x < left_edge - 0.2 * GEO.cell for x in xs), "it never came in by the left edge"
    assert not any(left_edge + GEO.cell < x < right_edge - GEO.cell for x in xs), "it crossed the galaxy"


@pytest.mark.parametrize("path", [[A9, E5], [E1, 80]], ids=["ripshift", "rip trip"])
def test_a_ripshift_and_the_rips_trip_glide_straight_across(path):
    timeline, motion = _motion(path)
    start, end = GEO.centre(path[0]), GEO.centre(path[1])
    timeline.update(timeline.length() / 3)
    x, y = _where(motion, GEO)
    gone = ((x - start[0]) ** 2 + (y - start[1]) ** 2) ** 0.5
    across = ((end[0] - start[0]) ** 2 + (end[1] - start[1]) ** 2) ** 0.5
    assert 0.2 * across < gone < 0.95 * across, "the ship blinked instead of travelling"
    assert timeline.length() <= 0.7


def test_a_bot_jump_at_the_table_slides_and_the_pace_is_not_stretched(app):
    """Through the play screen: the bot's long jump is animated and the table waits only the pace."""
    from game.engine import SeatInfo
    from scenes.play import PlayScene, new_match
    from tests.ui import frames

    app.settings.animation_speed = "normal"
    match = new_match("hyperline", [SeatInfo("A", "bot", "easy"), SeatInfo("B", "bot", "easy")], seed=4)
    play = PlayScene(match)
    app.push(play)
    waits = []
    real = play.table.pause

    def pause(seconds):
        waits.append((play.log_lines[-1], seconds, [t["path"] for t in play.board.timeline.pending("slide")]))
        return real(seconds)

    play.table.pause = pause
    for _ in range(2000):
        frames(app, 1, 0.05)
        if any("jumps" in line and len(paths[0]) > 3 for line, _, paths in waits if paths):
            break
    line, seconds, paths = next(w for w in waits if "jumps" in w[0] and w[2] and len(w[2][0]) > 3)
    assert seconds <= app.settings.pace + 1e-6, (line, seconds)


# --- the Store lights only what can be bought ---------------------------------------------------------------


def test_the_store_is_not_lit_for_a_build_that_buys_nothing(app, monkeypatch):
    """At home on Ordnax with the weapon tech token already there (the home bonus), the weapons in the Store
    were lit and a click on one spent the command on a Build that could only rearrange the ship."""
    from game.engine import SeatInfo
    from game.rules.hyperline import scenario
    from scenes.boards.hyperline import galaxy_view
    from scenes.play import PlayScene, new_match
    from tests.ui import click, frames, key

    state = scenario.build(homes=("Ordnax", "Gearhold"), start_turn=False)
    state.tokens[0]["weapon"] = state.at[0]  # the home bonus was a weapon: its token sits on Ordnax
    assert state.phase == "command" and "build" in state.legal_actions()
    app.settings.animation_speed = "instant"
    match = new_match("hyperline", [SeatInfo("Ana", "human"), SeatInfo("Bot", "bot", "easy")], seed=1)
    match.state = state
    lit = []
    real = galaxy_view.draw_store

    def draw_store(surface, rect, view, buys, *args, **kwargs):
        lit.append(list(buys))
        return real(surface, rect, view, buys, *args, **kwargs)

    monkeypatch.setattr(galaxy_view, "draw_store", draw_store)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    board = play.board
    assert lit and not lit[-1], f"the Store lights {lit[-1]} though nothing can be bought here"
    assert board.listed() != "build", "Enter would take a Build buying nothing"  # its row keeps its place (key 1)
    before = len(match.record.actions)
    click(app, galaxy_view.store_rects(board.geo.store)["laser_cannon"].center)
    frames(app, 1)
    assert len(match.record.actions) == before, "the click spent the command on a Build that buys nothing"
    assert app.toasts and "Nothing to buy here" in app.toasts[-1].text
    key(app, pygame.K_RETURN)
    assert match.record.actions[before].action not in ("build", None), "Enter took a Build buying nothing"


def test_the_fight_card_says_how_much_a_pirate_can_take_in_words():
    """The card once said "the pirate has taken 2 points of 1" (playtest, a level 1 pirate destroyed)."""
    from scenes.boards.hyperline.fight_card import fight_report

    fight = {"type": "fight", "sector": 20, "kind": "fight", "sides": {"a": 0, "d": "pirate"}}
    over = {"type": "fight_over", "kind": "fight", "sector": 20}

    def told(hits, level):
        hit = {"type": "pirate_hit", "sector": 20, "hits": hits, "level": level}
        return " ".join(fight_report([fight, hit, over], ["Ana", "Bo"], 1)["lines"])

    assert "has taken 2 points, enough to destroy it" in told(2, 1)
    assert "has taken 1 point, 1 more point destroys it" in told(1, 2)
    assert "has taken 1 point, 2 more points destroy it" in told(1, 3)
    assert " of " not in told(2, 1)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", ["1024x600", "1280x720", "1920x1080"])
def test_the_stores_name_is_never_cut_off(size, language, monkeypatch):
    """At 1024x600 (the smallest layout) it read "Store (of 8 each) and Bridge upg"; German's are as long."""
    import game.words as game_words
    from scenes.boards.hyperline import galaxy_view

    made = make_app(size, headless=True)
    game_words.use(language)
    build_scene(made, "hyperline", seed=3, after=60)
    galaxy_view._store_picture.cache_clear()
    drawn = []
    real = assets.text

    def spy(words, text_size, *args, **kwargs):
        image = real(words, text_size, *args, **kwargs)
        drawn.append((words, image.get_width()))
        return image

    monkeypatch.setattr(assets, "text", spy)
    made.draw()
    store = made.top.board.geo.store
    pygame.display.quit()
    names = galaxy_view.store_names()
    game_words.use("en")
    named = [width for words, width in drawn if words in names]
    assert named and named[-1] <= store.width - 12, (size, named, store.width)
    if size != "1024x600":
        assert (names[0], named[-1]) in drawn  # the whole name where there is room


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_long_ships_names_in_a_fight_are_no_wider_than_its_parts(language):
    """At 1080p a five-row ship drawn small had "Hardpoint" and "Hyperline" running over its other parts; German's
    "Hyperlinie" and "Interphase" are as long."""
    import game.words as game_words
    from scenes.boards.hyperline.combat_ships import name_size
    from scenes.boards.hyperline.sprite_words import label

    pygame.font.init()
    game_words.use(language)
    kinds = ("hardpoint_shield", "hyperline_engine", "interphasic_shield", "carrier_pod", "bridge")
    names = [label(kind) for kind in kinds]
    game_words.use("en")
    parts = [pygame.Rect(0, 0, 52, 52) for _ in names]  # the parts of a long ship in a 330 px box
    size = name_size(names, parts, 24, pygame.Rect(0, 0, 330, 330))
    assert 9 <= size <= 24
    assert max(assets.font(size, True).size(name)[0] for name in names) <= 52 * 1.15
    big = [pygame.Rect(0, 0, 130, 130) for _ in names]  # a small ship's large parts keep large names
    assert name_size(names, big, 24, pygame.Rect(0, 0, 330, 330)) == 330 // 14


def test_the_fight_screen_keeps_the_tables_type_scale_at_1080p():
    """Its words were 26 px at 1080p beside the 19 px log; a size in step with the log now."""
    from scenes.boards.hyperline.combat_layout import FightLayout

    fight = FightLayout(Layout(board_rect((1920, 1080))).galaxy)
    assert fight.text <= common.BODY + 1
    assert FightLayout(Layout(board_rect((1280, 720))).galaxy).text >= 13  # the small window's words stay


def test_the_hint_is_told_over_the_list_never_in_a_toast_over_its_rows(app, monkeypatch):
    """The hint's toast stood over the list's last rows ("5 Ends scanning" hidden) until the move was made; the
    list's title tells it now, over its row lit green."""
    from game.engine import Match, SeatInfo
    from scenes.play import PlayScene
    from tests.ui import ask_hint, frames

    match = Match("hyperline", [SeatInfo("Ana"), SeatInfo("Vega", "bot", "easy")], seed=3)
    play = PlayScene(match)
    app.push(play)
    for _ in range(100):
        frames(app, 1, 0.1)
        if play.human_turn() and len(play.board.chooser.items) > 1:
            break
    assert ask_hint(app, play) is not None
    frames(app, 1)
    assert not [t.text for t in app.toasts if t.text.startswith("Hint")], "a toast over the list"
    drawn = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda text, *a, **k: drawn.append(text) or real(text, *a, **k))
    app.draw()
    assert any(str(words).startswith("Hint: ") for words in drawn), "the list does not say the hint"


def test_a_hint_on_a_row_below_those_shown_scrolls_the_list_to_it(app):
    """At 1024x600 the hint said "row 5, in green" while the list showed rows 1-4 of 6: the highlight goes to the
    hinted row and the list scrolls so it is seen (and Enter, which plays the hint, plays the row lit)."""
    from game.engine import Match, SeatInfo
    from scenes.play import PlayScene
    from tests.ui import frames

    match = Match("hyperline", [SeatInfo("Ana"), SeatInfo("Vega", "bot", "easy")], seed=3)
    play = PlayScene(match)
    app.push(play)
    frames(app, 1)
    chooser = play.board.chooser
    chooser.set([(f"Steps to sector {n}", ("step", n)) for n in range(12)])
    assert chooser.visible < 12 and chooser.row_rect(11) is None
    assert play.board.hint_words(("step", 11), "Ana steps to sector 11") is None
    assert chooser.row_rect(11) is not None and chooser.cursor == 11
    assert chooser.hint_title(("step", 11)).startswith("Hint: ")
