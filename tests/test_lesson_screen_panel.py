"""Where the lesson's panel stands at every step of every lesson, and how it looks: clear of what the step points at
and of the table's own boxes (the race's die and battle box), steady from step to step, its buttons in two rows at
most, and a lesson's screenshot a settled frame (never the closing ring caught half-way)."""

from __future__ import annotations

import pygame
import pytest

import game.words as words
from game.ai import make_bot
from game.engine.lesson import lessons
from game.engine.lesson_check import play_through
from scenes import assets, shots
from scenes.lesson_panel import ASIDE, BESIDE, LessonPanel, covered
from scenes.lesson_spots import Laid, frame_spot, headless
from tests.ui import frames

SIZES = ((1024, 600), (1280, 720), (1440, 900), (1920, 1080))


@pytest.fixture(params=["en", "de"])
def language(request):
    words.use(request.param)
    yield request.param
    words.use("en")


def log_hidden(frame, panel: pygame.Rect) -> list[str]:
    """What of the move log's newest line is out of sight: under the panel, or not drawn (cut or scrolled off)."""
    log = frame.log_view
    if not log.tops:
        return []
    line = frame_spot("log:last", frame, [])
    whole = log.tops[-1] - log.scroll, log.content_height - log.scroll
    if line is None or whole[0] < 0 or whole[1] > log.rect.height:
        return [f"the log's newest line is not drawn whole (view {tuple(log.rect)}, line at {whole})"]
    if line.colliderect(panel):
        return [f"the panel {tuple(panel)} covers the log's newest line {tuple(line)}"]
    return []


def walk(lesson) -> list[str]:
    """Play `lesson` as `learn --check` does and lay its panel out at each step where the step shows, at every size
    (one panel a size, kept from step to step as the play screen keeps it): what is wrong, naming step and size."""
    headless()
    problems, laid, panels = [], [], {}

    def at_step(run) -> None:
        if not laid:
            laid.extend(Laid(run.match, size) for size in SIZES)
        for one in laid:
            where = f"{lesson.id}, step {run.index + 1}, {one.size[0]}x{one.size[1]}"
            buttons = one.show(run)
            panel = panels.setdefault(one.size, LessonPanel(run, lesson.id))
            panel.scene_names = tuple(run.match.names)
            before = panel.place
            panel.lay(one.board, one.frame, buttons)
            rect, spots, boxes = panel.rect, panel.spots_at(one.board, one.frame, buttons), panel.boxes(one.board)
            if not pygame.Rect((0, 0), one.size).contains(rect):
                problems.append(f"{where}: the panel {tuple(rect)} leaves the window")
            problems.extend(
                f"{where}: the panel covers the step's spot {tuple(s)}" for s in spots if s.colliderect(rect)
            )
            problems.extend(
                f"{where}: the panel covers the table's box {tuple(b)}" for b in boxes if rect.colliderect(b)
            )
            problems.extend(f"{where}: {said}" for said in log_hidden(one.frame, rect))
            if len(panel.rows(rect.width)) > 2:
                problems.append(f"{where}: the panel's buttons stand in {len(panel.rows(rect.width))} rows")
            left = panel.places.get(before)
            if before and panel.place not in (before, BESIDE, ASIDE) and left is not None:  # moved on the table
                if not (covered(left, spots) or covered(left, boxes)):
                    problems.append(f"{where}: the panel jumped from {before} to {panel.place}, which was clear")

    play_through(lesson, make_bot, at_step)
    return problems


def test_every_lessons_panel_stands_clear_of_its_spots_and_the_tables_boxes_at_every_step(language):
    """The race's step 9 points at the move log, so the panel left its place beside the table; it went to the top
    middle, over the race's own die and battle box, which the learner reads there."""
    problems = [problem for lesson in lessons() for problem in walk(lesson)]
    assert not problems, "\n".join(problems)


def test_every_table_with_lessons_answers_some_of_the_boxes_its_panel_keeps_clear_of():
    """A board that answered none of them would leave its panel free to cover its controls again."""
    from game.engine.lesson import Lessoning

    headless()
    for lesson in lessons():
        run = Lessoning(lesson)
        laid = Laid(run.match, (1280, 720))
        laid.show(run)
        assert LessonPanel.boxes(laid.board), f"the {lesson.game} table answers none of the panel's BOXES"


def test_at_the_race_step_9_the_panel_leaves_the_die_and_the_battle_box_in_sight(app):
    app.open("play", lesson="race", step=8)
    frames(app, 2)
    play = app.top
    assert play.lesson.cue().index == 8 and "log:last" in play.lesson.cue().points
    panel = play.lesson.rect
    assert not panel.colliderect(play.board.spot("dice")) and not panel.colliderect(play.board.spot("tray:battles"))
    assert not any(panel.colliderect(spot) for spot in play.lesson.spots(play))
    assert set(play.lesson.buttons.values()) == {"leave", "back", "next"}
    assert all(panel.contains(button.rect) for button in play.lesson.buttons)


def test_the_panels_three_buttons_stand_in_two_rows_beside_the_table_in_german(app, language):
    app.open("play", lesson="race", step=1)  # a Next step past the first: End lesson, Back and Next
    frames(app, 2)
    play = app.top
    panel = play.lesson
    assert panel.place == BESIDE
    tops = {button.rect.top for button in panel.buttons}
    assert len(panel.rows(panel.rect.width)) == 2 and len(tops) == 2
    german = {"Lektion beenden", "Schritt zurück", "Weiter  [Enter]"}
    assert ({button.text for button in panel.buttons} == german) == (language == "de")
    for button, what in panel.buttons.items():
        assert panel.rect.contains(button.rect)
        font = assets.widget_font(18, bold=True) if what == "next" else assets.widget_font(16)  # the theme's
        assert font.size(button.text)[0] + 16 <= button.rect.width, f"{button.text!r} is cut in its button"
    rects = [button.rect for button in panel.buttons]
    assert not any(a.colliderect(b) for n, a in enumerate(rects) for b in rects[n + 1 :])


def test_a_lessons_screenshot_is_the_settled_frame_never_the_ring_half_way(app):
    """`python -m game screenshot lesson:ID --after STEP` (and the pseudo-language test) caught the ring that closes
    in on the step's spot mid-flight."""
    shots.build_scene(app, "lesson:race", after=8)
    play = app.top
    app.draw()
    shown = app.surface.copy()
    play.lesson.update(60)  # a minute later: every animation of the step at rest
    app.draw()
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(app.surface, "RGB")
    assert not play.lesson.busy


def test_off_its_place_beside_the_table_the_panel_stays_where_it_stood_while_it_may(app):
    """Two steps pointing at the move log: the second finds the panel's corner still clear, so it does not jump to
    another corner that comes first in the order."""
    import json

    from game.engine.lesson import Lessoning, lessons_dir, parse
    from scenes.lesson_spots import advance

    data = json.loads((lessons_dir() / "race.json").read_text(encoding="utf-8"))
    data["steps"][8]["points"] = ["square:89", "log:last"]  # the top left corner is taken at step 9
    data["steps"][9]["points"] = ["log:last"]  # at step 10 every corner clear of the die and battle box would do
    run = Lessoning(parse(data, "race_steady"))
    while run.cue().index < 8:
        advance(run)
    app.open("play", lesson=run)
    frames(app, 2)
    play = app.top
    placed = play.lesson.place
    assert placed not in (BESIDE, ASIDE, "top left")
    play.lesson_do("next")
    frames(app, 2)
    panel = play.lesson
    left, spots, boxes = panel.places["top left"], panel.spots(play), panel.boxes(play.board)
    assert panel.cue().index == 9 and not covered(left, spots) and not covered(left, boxes)  # it could go there
    assert panel.place == placed
