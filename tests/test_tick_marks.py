"""Issue 34 item 13: a checked box shows one mark everywhere, a tick (an "X" reads as "off", "✓" drew as "√")."""

from __future__ import annotations

import pytest

from scenes.tick_box import TICK
from tests.ui import frames

ON_TICK = TICK  # the tick's corners: the mark passes through each
OFF_TICK = ((0.5, 0.3), (0.25, 0.25), (0.75, 0.75))  # where an X or a root sign draws and a tick does not


def boxes(app, screen):
    if screen == "settings":
        app.open("settings")
        return list(app.top.checks)
    from game.rules import get

    app.open("setup", game=get("race"))
    return [widget for option, widget in app.top.option_widgets.values() if option.kind == "bool"]


def marked(box, points):
    """Which of `points` (fractions of the box) are drawn in the mark's colour on the box as shown."""
    colour = box.colours["selected_text"]
    width, height = box.rect.size
    hits = []
    for x, y in points:
        pixel = box.image.get_at((min(width - 1, round(x * width)), min(height - 1, round(y * height))))
        hits.append(all(abs(a - b) < 60 for a, b in zip(pixel[:3], colour[:3], strict=True)))
    return hits


@pytest.mark.parametrize("screen", ["settings", "setup"])
def test_a_checked_box_shows_a_tick_and_only_a_tick(app, screen):
    found = boxes(app, screen)
    assert found, f"{screen} has tick boxes"
    for box in found:
        box.set_state(True)
        frames(app, 1)
        assert marked(box, ON_TICK) == [True] * 3, f"{box.text!r}: no tick drawn"
        assert marked(box, OFF_TICK) == [False] * 3, f"{box.text!r}: a mark other than a tick"
        box.rebuild_from_changed_theme_data()  # the theme read again (a new scale) keeps the tick
        box.rebuild()
        assert marked(box, ON_TICK) == [True] * 3 and marked(box, OFF_TICK) == [False] * 3
        box.set_state(False)
        frames(app, 1)
        assert marked(box, ON_TICK) == [False] * 3, f"{box.text!r}: an unchecked box shows a mark"
