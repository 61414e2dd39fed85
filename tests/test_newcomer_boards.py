"""What newcomers found on the boards after the lessons: 42's news of a licence readable over the tiles."""

from __future__ import annotations

import pygame

from game.rules.expressway42 import ROWS
from scenes import assets, palette
from tests.ui import frames


def test_42s_licence_news_stands_on_a_solid_backing_to_its_last_moment(app):
    """"Ana pays 42 for a new licence" faded to a see-through box while its words stayed, over the tiles' lines and
    the planets' numbers: hard to read on the board."""
    app.open("play", lesson="expressway42", step=8)
    frames(app, 2)
    board = app.top.board
    said = "Ana pays 42 for a new licence"
    board.banner.show(said, palette.seat_colour(0, False), 0.2)  # its last fifth of a second
    app.draw()
    words = assets.text(said, 30, palette.INK, bold=True)
    centre = board.map.rect.centerx
    y = board.point(0, ROWS / 2)[1] - 60  # the news' anchor: the map's middle row, as the board places it
    box = words.get_rect(midtop=(centre, y)).inflate(28, 12)
    fill = pygame.Color(*palette.PANEL)
    inside = box.inflate(-20, -8)  # clear of the edge at its rounded corners
    text = words.get_rect(center=box.center)
    off = []
    for x in range(inside.left, inside.right, 2):
        for y in range(inside.top, inside.bottom, 2):
            if text.collidepoint(x, y):
                continue
            colour = app.surface.get_at((x, y))
            if max(abs(colour[i] - fill[i]) for i in range(3)) > 24:
                off.append((x, y, tuple(colour)))
    assert not off, f"{len(off)} points of the news' box show the board through it, e.g. {off[:3]}"


def all_in_all_at_collecting(app):
    """The All in All lesson where the learner plays the rest of the mission alone (its step 27), the board and the
    view, once some card lies under a portal."""
    app.open("play", lesson="all_in_all", step=26)
    play = app.top
    for _ in range(200):
        frames(app, 1)
        view = play.table_props().view
        if play.table.human_turn() and play.board.card_rects(view):
            return play.board, view
    raise AssertionError("the lesson never came to collecting with a card under a portal")


def test_a_click_on_an_all_in_all_card_in_the_air_lands_it_and_is_for_it(app):
    """A card drawn to a portal was still flying when the learner clicked it: nothing happened, nothing was said."""
    from scenes.boards.all_in_all.art import FLIGHT
    from scenes.boards.kit import smooth

    board, view = all_in_all_at_collecting(app)
    rect, _portal, name = board.card_rects(view)[-1]
    at_rest = board.hit(rect.center, view)
    assert at_rest is not None  # what a click on it at rest does: collect it, or the words why not now
    board.timeline.add(FLIGHT, 0, smooth, tag="flight", image=name, start=(rect.centerx, 40), end=rect.center)
    board.timeline.update(FLIGHT * 0.3)  # a third of the way, far from where it lands
    (flying, _flight), *_ = board.flights()
    assert not flying.colliderect(rect)
    assert board.hit(flying.center, view) == at_rest
    assert not board.flights()  # landed: the table shows it where it lies


def test_a_click_on_a_card_flying_to_a_hand_lands_it_and_plays_nothing(app):
    board, view = all_in_all_at_collecting(app)
    rect, _portal, name = board.card_rects(view)[-1]
    from scenes.boards.all_in_all.art import FLIGHT
    from scenes.boards.kit import smooth

    hand = board.hand_rect.center
    board.timeline.add(FLIGHT, 0, smooth, tag="flight", image=name, start=rect.center, end=hand)
    board.timeline.update(FLIGHT * 0.1)
    (flying, _flight), *_ = board.flights()
    assert board.hit(flying.center, view) is None
    assert not board.flights()


def test_the_lesson_finished_toast_stands_clear_of_all_in_alls_deal_news(app):
    """At the start of the real game after the All in All lesson, "Lesson finished: now a real game." stood over
    the deal's news under the portals ("Dealing: 7 cards each...")."""
    app.open("play", lesson="all_in_all", step=0)
    frames(app, 1)
    app.top.lesson_finale()
    play = app.top
    assert play.lesson is None and any("Lesson finished" in toast.text for toast in app.toasts)
    board = play.board
    for _ in range(40):
        frames(app, 1, 0.05)
        if board.banner.items:
            break
    assert board.banner.items, "the deal's news never showed"
    news = board.banner.items[-1][0]
    size = 22
    while size > 14 and assets.font(size, True).size(news)[0] + 24 > board.rect.width:
        size -= 1
    words = assets.text(news, size, palette.INK, bold=True)
    anchor = (board.rect.centerx - board.pile_w // 2, board.row_bottom - 2)
    box = words.get_rect(midbottom=anchor).inflate(24, 10).clamp(board.rect)
    toasts = app.toast_boxes(app.size)
    assert toasts
    for toast, rect, _lines in toasts:
        assert not rect.colliderect(box), f"{toast.text!r} at {tuple(rect)} covers the news at {tuple(box)}"
