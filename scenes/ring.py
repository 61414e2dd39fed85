"""The keyboard's ring on a column or row of buttons (pause, results): arrows move it, Enter presses it."""

from __future__ import annotations

from scenes import common, palette
from scenes.base import CONFIRM, DOWN, LEFT, NEXT, RIGHT, UP


class ChoiceRing:
    """For a scene with `choices` (button -> key) and `on_button`; `ring` is the key of the ringed button."""

    ring: str | None = None

    def ringed(self):
        return next((button for button, key in self.choices.items() if key == self.ring), None)

    def ring_intent(self, intent) -> bool:
        """Move or press the ring; True when the intent was the ring's."""
        keys = list(self.choices.values())
        if not keys:
            return False
        if self.ring not in keys:
            self.ring = keys[0]
        if intent in (RIGHT, DOWN, NEXT, LEFT, UP):
            step = -1 if intent in (LEFT, UP) else 1
            self.ring = keys[(keys.index(self.ring) + step) % len(keys)]
            return True
        if intent == CONFIRM:
            self.on_button(self.ringed())
            return True
        return False

    def draw_ring(self, surface):
        button = self.ringed()
        if button is not None:
            common.glow_rect(surface, button.rect, palette.ACCENT)
