"""The scene lifecycle and the intents input is turned into.

A scene builds its widgets in `build` (on enter, resume and resize) and loses
them in `teardown` (on leave and pause), so only the top scene owns widgets.
`draw` never changes state: a screenshot is what a player sees.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIDropDownMenu

# intents: what a key or click means, whatever the scene
CONFIRM, CANCEL, UNDO, REDO, HINT, RULES, MENU, CLICK, LEFT, RIGHT, UP, DOWN, NEXT, ROTATE = (
    "confirm",
    "cancel",
    "undo",
    "redo",
    "hint",
    "rules",
    "menu",
    "click",
    "left",
    "right",
    "up",
    "down",
    "next",
    "rotate",
)

_KEYS = {
    pygame.K_RETURN: CONFIRM,
    pygame.K_KP_ENTER: CONFIRM,
    pygame.K_SPACE: CONFIRM,
    pygame.K_ESCAPE: MENU,
    pygame.K_h: HINT,
    pygame.K_F1: RULES,
    pygame.K_LEFT: LEFT,
    pygame.K_RIGHT: RIGHT,
    pygame.K_UP: UP,
    pygame.K_DOWN: DOWN,
    pygame.K_TAB: NEXT,
    pygame.K_r: ROTATE,
}


def intent_of(event) -> tuple[str, object] | None:
    """(intent, detail) for a key or click, or None; detail is the key's unicode or the click's position."""
    if event.type == pygame.KEYDOWN:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if ctrl and event.key == pygame.K_z:
            return (REDO if event.mod & pygame.KMOD_SHIFT else UNDO), None
        if ctrl and event.key == pygame.K_y:
            return REDO, None
        if ctrl:
            return None
        if event.key in _KEYS:
            return _KEYS[event.key], event.unicode
        if event.unicode:
            return "key", event.unicode.lower()
        return None
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        return CLICK, event.pos
    return None


class Scene:
    """Lifecycle: enter, leave, pause, resume, handle(event), update(dt), draw(surface)."""

    overlay = False  # drawn over the scene below (a dialog), not instead of it
    name = "scene"

    def __init__(self):
        self.app = None
        self.root: UIContainer | None = None

    # --- lifecycle ---------------------------------------------------------------
    def enter(self, app):
        self.app = app
        self._build_root()

    def leave(self):
        self.teardown()

    def pause(self):
        self.teardown()

    def resume(self):
        self._build_root()

    def resized(self):
        self.teardown()
        self._build_root()

    def closing(self):
        """The window is closing (any scene on the stack is told, covered or not): keep what must outlive it."""

    def relaid(self):
        """The window changed while an overlay covers this scene: lay out what `draw` shows for the new size,
        without widgets (a covered scene owns none; `resume` builds them)."""

    def _build_root(self):
        width, height = self.app.size
        self.root = UIContainer(pygame.Rect(0, 0, width, height), self.app.ui)
        self.build()

    def build(self):
        """Make this scene's widgets inside `self.root`."""

    def teardown(self):
        if self.root is not None:
            self.root.kill()
            self.root = None

    # --- per frame ------------------------------------------------------------------
    def handle(self, event):
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.on_button(event.ui_element)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.close_drop_down():
            return  # Esc first closes an open list; it never leaves the screen with the choices made there
        found = intent_of(event)
        if found is not None:
            self.on_intent(*found)

    def close_drop_down(self) -> bool:
        """Close this screen's open drop-down list, if one is open."""
        for element in self.root.elements if self.root is not None else ():
            if isinstance(element, UIDropDownMenu) and element.current_state is element.menu_states["expanded"]:
                element.current_state.should_transition = True
                return True
        return False

    def on_button(self, button):
        """A pygame_gui button of this scene was pressed."""

    def on_intent(self, intent: str, detail):
        """A key or click turned into an intent; by default Esc goes back."""
        if intent == MENU:
            self.app.pop()

    def update(self, dt: float):
        """Advance animations and timers (state may change here, never in draw)."""

    def draw(self, surface):
        """Paint the scene; widgets are drawn by the app on top."""

    @property
    def busy(self) -> bool:
        """True while the scene needs frames without input (animations, a bot thinking)."""
        return False

    def toast_bottom(self) -> int | None:
        """Where the lowest toast's box ends (a y), so toasts cover nothing this screen needs; None: near the bottom."""
        return None

    def toast_area(self) -> pygame.Rect | None:
        """A box the toasts stand in, from its top down, wrapped to its width (None: `toast_bottom` says where)."""
        return None

    # --- helpers ------------------------------------------------------------------------
    def button(self, rect, text, object_id=None, tip=None):
        return pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.app.ui, container=self.root, object_id=object_id, tool_tip_text=tip
        )

    def drop_down(self, choices, chosen, rect):
        return pygame_gui.elements.UIDropDownMenu(choices, chosen, pygame.Rect(rect), self.app.ui, container=self.root)

    def label(self, rect, text, object_id=None):
        return pygame_gui.elements.UILabel(
            pygame.Rect(rect), text, self.app.ui, container=self.root, object_id=object_id
        )
