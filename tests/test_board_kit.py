"""The board kit: one animation clock scaled by the pace, the banner, the sound table, the map board, the cloth."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from scenes.boards.base import Board  # noqa: E402
from scenes.boards.kit import Banner, Layer, MapBoard, Timeline, arc, ease_out, event_sounds, linear, smooth  # noqa: E402
from tests.props import give  # noqa: E402


def stamp(pace=0.7):
    """A board given the props a screen would hand it, at the player's `pace`."""
    return give(Stamp(), names=["Ana", "Ben", "Cy"], pace=pace, safe=False)


# --- the timeline ------------------------------------------------------------------------------------------
def test_a_tween_runs_over_its_duration_after_its_delay():
    clock = Timeline()
    tween = clock.add(1.0, delay=0.5)
    clock.update(0.25)
    assert tween.waiting and tween.progress == 0.0 and clock.busy
    clock.update(0.75)  # 0.5 s into its second
    assert tween.progress == pytest.approx(0.5)
    clock.update(0.6)
    assert tween.done and not clock.busy


def test_the_pace_setting_stretches_and_skips_every_animation():
    slow = Timeline(lambda: 2.0)  # twice as long as normal
    tween = slow.add(1.0)
    slow.update(1.0)
    assert tween.progress == pytest.approx(0.5)
    assert slow.length() == pytest.approx(0.5)  # seconds at normal pace still to go
    instant = Timeline(lambda: 0.0)
    ended = []
    instant.add(3.0, delay=1.0, on_start=lambda t: ended.append("start"), on_done=lambda t: ended.append("done"))
    assert ended == ["start", "done"] and not instant.busy and instant.length() == 0.0


def test_callbacks_come_in_time_order_and_finish_plays_everything_to_its_end():
    clock = Timeline()
    said = []
    clock.call(0.3, lambda: said.append("late"))
    clock.call(0.1, lambda: said.append("early"))
    clock.add(0.2, on_done=lambda t: said.append("tween"))
    clock.update(0.15)
    assert said == ["early"]
    clock.finish()
    assert said == ["early", "tween", "late"] and not clock.busy


def test_clear_drops_animations_without_their_callbacks():
    clock = Timeline()
    said = []
    clock.add(1.0, on_done=lambda t: said.append("done"))
    clock.clear()
    clock.update(2.0)
    assert said == [] and not clock.busy


def test_length_is_what_is_left_of_the_longest_animation():
    clock = Timeline()
    clock.add(0.5, delay=0.5)
    clock.add(0.2)
    assert clock.length() == pytest.approx(1.0)
    clock.update(0.4)
    assert clock.length() == pytest.approx(0.6)


def test_tweens_are_found_by_tag_once_begun_and_carry_their_data():
    clock = Timeline()
    clock.add(1.0, delay=0.5, tag="fly", card="relic")
    assert clock.running("fly") == [] and len(clock.pending("fly")) == 1
    clock.update(0.6)
    assert clock.running("fly")[0]["card"] == "relic"


def test_easing_starts_at_rest_ends_at_rest_and_hops():
    for ease in (linear, smooth, ease_out):
        assert ease(0.0) == 0.0 and ease(1.0) == 1.0
    assert smooth(0.1) < 0.1 and smooth(0.9) > 0.9  # slow at both ends
    assert arc(0.0) == pytest.approx(0.0) and arc(0.5) == pytest.approx(1.0) and arc(1.0) == pytest.approx(0.0)


# --- the banner and the sounds ----------------------------------------------------------------------------
def test_a_banner_goes_after_its_seconds_on_the_wall_clock_and_a_report_line_stays():
    banner = Banner(keep=3)
    banner.show("Battle!", (255, 0, 0))
    banner.show("Phase 2", (0, 255, 0), seconds=1.0)
    banner.update(0.6)
    assert [item[0] for item in banner.items] == ["Battle!", "Phase 2"]
    banner.update(0.6)
    assert [item[0] for item in banner.items] == ["Battle!"]
    for n in range(4):
        banner.show(f"line {n}", None)
    assert [item[0] for item in banner.items] == ["line 1", "line 2", "line 3"]
    banner.show("fresh", None, replace=True)
    assert banner.last[0] == "fresh" and len(banner.items) == 1


def test_event_sounds_follow_the_boards_table_up_to_its_limit():
    table = {"roll": "roll", "move": lambda e: "hyperspace" if e["why"] == "advance" else None}
    events = [{"type": "move", "why": "walk"}, {"type": "roll"}, {"type": "move", "why": "advance"}, {"type": "x"}]
    assert event_sounds(events, table) == ["roll", "hyperspace"]
    assert event_sounds(events, table, limit=1) == ["roll"]


# --- the map board and the cloth --------------------------------------------------------------------------
@pytest.fixture
def display():
    pygame.display.init()
    pygame.display.set_mode((800, 600))
    yield
    pygame.display.quit()


def test_the_map_fits_its_room_beside_the_tray_and_points_convert_both_ways(display):
    board = MapBoard("maps/race.tmx")
    room, tray = MapBoard.split(pygame.Rect(0, 40, 1000, 600), 230)
    assert tray == pygame.Rect(770, 40, 230, 600) and room.right == 760
    board.fit(room)
    assert room.contains(board.rect) and board.scaled.get_size() == board.rect.size
    assert board.rect.width == room.width or board.rect.height == room.height  # as large as it can be
    x, y = board.to_map(board.to_screen(123.0, 45.0))
    assert (x, y) == (pytest.approx(123.0), pytest.approx(45.0))
    cells = board.object_rects("squares", lambda o: int(o.properties.get("square", o.name)))
    spot = board.screen_rect(cells[37]).center
    assert board.cell_at(spot, cells) == 37 and board.cell_at((room.x - 5, 0), cells) is None


class Stamp(Board):
    painted = 0

    def paint_cloth(self, cloth):
        Stamp.painted += 1
        cloth.fill((200, 10, 10), self.rect.inflate(-20, -20))

    def draw(self, surface, view, legal, hint=None):
        self.draw_cloth(surface)


def test_the_cloth_is_painted_once_and_again_only_when_the_board_moves(display):
    board = stamp()
    board.layout(pygame.Rect(10, 10, 200, 100))
    surface = pygame.Surface((400, 300))
    for _ in range(3):
        surface.fill((0, 0, 40))
        board.draw(surface, {}, [])
    assert Stamp.painted == 1
    assert surface.get_at((100, 60))[:3] == (200, 10, 10) and surface.get_at((12, 12))[:3] == (0, 0, 40)
    board.layout(pygame.Rect(100, 100, 200, 100))
    board.draw(surface, {}, [])
    assert Stamp.painted == 2 and surface.get_at((190, 150))[:3] == (200, 10, 10)


def test_a_board_is_animating_while_its_timeline_plays_and_says_how_long(display):
    board = stamp(pace=1.4)  # slow: twice the normal time on the wall clock
    board.timeline.add(0.5)
    assert board.animating and board.animation_time([]) == pytest.approx(0.5)
    board.update(0.7)
    assert board.animating
    board.update(0.31)
    assert not board.animating


def test_the_table_on_the_cloth_is_laid_again_only_when_its_key_changes(display):
    board = stamp()
    board.layout(pygame.Rect(10, 10, 200, 100))
    surface = pygame.Surface((400, 300))
    laid = []

    def paint(colour):
        def lay(target):
            laid.append(colour)
            target.fill(colour, pygame.Rect(50, 50, 10, 10))

        return lay

    for _ in range(3):
        surface.fill((0, 0, 40))
        board.draw_table(surface, "one", paint((0, 200, 0)))
    assert laid == [(0, 200, 0)] and surface.get_at((55, 55))[:3] == (0, 200, 0)
    assert surface.get_at((100, 60))[:3] == (200, 10, 10)  # the cloth under it
    board.draw_table(surface, "two", paint((0, 0, 200)))
    assert laid[-1] == (0, 0, 200) and surface.get_at((55, 55))[:3] == (0, 0, 200)


def test_a_layer_lays_its_strokes_pixel_for_pixel_as_one_see_through_surface_would(display):
    strokes = [((255, 0, 0, 120), (20, 20), (180, 30), 5), ((0, 255, 0, 200), (100, 5), (110, 150), 3)]
    whole = pygame.Surface((200, 160), pygame.SRCALPHA)
    for colour, a, b, width in strokes:
        pygame.draw.line(whole, colour, a, b, width)
    expected = pygame.Surface((200, 160))
    expected.fill((10, 20, 60))
    expected.blit(whole, (0, 0))
    layer = Layer()
    got = pygame.Surface((200, 160))
    for _ in range(2):  # the second time from the strokes kept for the same key
        got.fill((10, 20, 60))
        if layer.begin(pygame.Rect(0, 0, 200, 160), key="cross"):
            for colour, a, b, width in strokes:
                layer.line(colour, a, b, width)
                layer.stroke()
        layer.blit(got)
        assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(expected, "RGB")
    assert not layer.begin(pygame.Rect(0, 0, 200, 160), key="cross")
    assert layer.begin(pygame.Rect(0, 0, 200, 160), key="other")
