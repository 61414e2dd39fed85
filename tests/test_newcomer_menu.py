"""The menu as newcomers read it after the lessons: a lesson done says so in German as the lessons' count does
("geschafft", never the saves' "beendet", which reads "stopped")."""

from __future__ import annotations

import game.words as words
from game.saves import lesson_progress
from tests.test_lesson_screen_menu import taught  # noqa: F401  (the fixture: lessons in a folder of their own)


def test_a_finished_lesson_reads_done_in_german_and_a_finished_save_keeps_its_word(app, taught):  # noqa: F811
    words.use("de")
    try:
        lesson_progress.keep_step("race_basics", 8, 8, True)
        app.reset("menu")
        menu = app.top
        assert menu.progress_words("race") == "Lektion: geschafft"
        assert menu.progress_words("hyperline") == "Lektionen: 0 von 3 geschafft"
        assert words._("finished") == "beendet"  # a save's game at its end
    finally:
        words.use("en")
    app.reset("menu")
    assert app.top.progress_words("race") == "Lesson: finished"


def test_with_the_ring_on_the_buttons_no_card_is_ringed_too(app):
    """After a restart the ring stands on Continue, and the Race card (the one Up comes back to) was ringed as well:
    two rings, two main choices to a newcomer."""
    from scenes import palette
    from scenes.base import DOWN

    app.reset("menu")
    menu = app.top
    menu.hover = None
    edge = lambda: app.surface.get_at((menu.cards[menu.focus][0].x, menu.cards[menu.focus][0].centery))  # noqa: E731
    app.draw()
    assert edge()[:3] == tuple(palette.ACCENT)  # the ring on the card: it can be seen
    menu.on_intent(DOWN, None)
    assert menu.on_buttons is not None
    app.draw()
    assert edge()[:3] != tuple(palette.ACCENT)
