"""The window: one scene stack, one widget manager, and a loop that sleeps when nothing moves.

The loop only draws continuously while the top scene is busy (a bot thinking,
a pawn gliding); otherwise it waits for input, so an idle menu costs nothing.
Every update that ran is drawn, the one that ended the busy time included.
"""

from __future__ import annotations

import gc
import math
import os
import sys
import time
import warnings

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "star-table")  # a desktop's task bar names the app, not __main__.py
os.environ.setdefault("SDL_APP_NAME", "Star Table")

import pygame  # noqa: E402
import pygame_gui  # noqa: E402
from pygame._sdl2 import video  # noqa: E402

from game import APP_NAME  # noqa: E402
from game import words as catalogue  # noqa: E402
from game.phones import words as phone_words  # noqa: E402
from game.saves.settings import Settings  # noqa: E402
from game.words import _, word  # noqa: E402
from scenes import assets, bounded, common, palette, router  # noqa: E402
from scenes.assets import AssetError  # noqa: E402
from scenes.base import Scene  # noqa: E402

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (1024, 600)
REFERENCE_SIZE = (1920, 1080)  # "auto" UI scale: the whole number of these that fits best (2 at 4K)
FPS = 60
REPAINT_SECONDS = 1.0  # after the window changed: every frame painted, for a desktop slow to show it
F11_REARM = 1.0  # seconds after which F11 toggles again even if its release was never seen
UNSEEN_DRIVERS = ("offscreen", "dummy")  # SDL drivers that show nothing: only when asked for (tests, headless)
SETTLE_FRAMES = 2  # after the last busy frame: the widgets made in it get their update, and all is drawn
GPU_SETTING = "STAR_TABLE_GPU"  # "0": the window is scaled on the CPU, as where no graphics card is found


_TRIM: list = []  # glibc's malloc_trim, looked up once ([None] where there is none)


def hand_back_memory() -> bool:
    """Free what a screen left behind and give the system the free pages the C allocator keeps (glibc only).

    A table is a web of references (scenes, widgets, the board and their callbacks): left, it is garbage the
    collector frees only at its next full pass, which can be minutes of play away. Until then the last table's
    pictures stayed beside the new one's: 13 MB in an All in All game for six (issue 36's load run). So a full
    collection first, then glibc keeps less of the freed memory for later: after 20 bot games the window held
    223 MB of which 70 MB were free pages (issue 35's soak). Tens of ms at a change of table, never in a frame
    of play. True when memory was handed back.
    """
    gc.collect()
    if not _TRIM:
        try:
            import ctypes

            _TRIM.append(ctypes.CDLL("libc.so.6").malloc_trim)
        except (OSError, AttributeError):
            _TRIM.append(None)
    if _TRIM[0] is None:
        return False
    return bool(_TRIM[0](0))


def parse_size(text: str | None) -> tuple[int, int]:
    if not text:
        return DEFAULT_SIZE
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"window size must look like 1280x720, not {text!r}") from None
    return max(MIN_SIZE[0], width), max(MIN_SIZE[1], height)


def ui_scale(setting: str, window: tuple[int, int]) -> float:
    """How many window pixels one layout pixel takes: "150%" is fixed; "auto" is the whole number nearest
    to the window's size over 1920x1080 (1 up to about 2880x1620, 2 at 4K, 3 at 5K and up), because whole
    factors show every pixel crisp and cost little, while a fractional one smooths text and costs ~4 ms."""
    if setting.endswith("%"):
        try:
            return max(0.5, min(4.0, float(setting[:-1]) / 100))
        except ValueError:
            pass
    fit = min(window[0] / REFERENCE_SIZE[0], window[1] / REFERENCE_SIZE[1])
    return float(max(1, math.floor(fit + 0.5)))


def canvas_layout(window: tuple[int, int], scale: float) -> tuple[tuple[int, int], float, tuple[int, int]]:
    """(layout size, factor, offset): the layout is at least MIN_SIZE and is shown `factor` times, centred.

    A window smaller than the minimum shows the whole minimum layout, scaled down (never cut off).
    A whole scale stays whole: the layout takes the whole pixels that fit, the odd ones left are a border.
    """
    width, height = max(1, window[0]), max(1, window[1])
    whole = int(scale)
    if scale == whole and width // whole >= MIN_SIZE[0] and height // whole >= MIN_SIZE[1]:
        size = (width // whole, height // whole)
        return size, float(whole), ((width - size[0] * whole) // 2, (height - size[1] * whole) // 2)
    size = (max(MIN_SIZE[0], round(width / scale)), max(MIN_SIZE[1], round(height / scale)))
    factor = min(width / size[0], height / size[1])
    shown = (round(size[0] * factor), round(size[1] * factor))
    return size, factor, ((width - shown[0]) // 2, (height - shown[1]) // 2)


class _Manager(pygame_gui.UIManager):
    """pygame_gui's manager with the pointer mapped from the window to the layout (scale and letterbox)."""

    to_layout = staticmethod(lambda pos: (int(pos[0]), int(pos[1])))

    def calculate_scaled_mouse_position(self, position):
        return self.to_layout(position)


class Toast:
    def __init__(self, text: str, kind: str, seconds: float):
        self.text, self.kind, self.left = text, kind, seconds


class App:
    """A stack of scenes; the top one gets input, the ones it overlays are drawn beneath it."""

    def __init__(self, surface: pygame.Surface, settings: Settings | None = None, headless: bool = False):
        self.surface = surface  # the window's surface (a window drawn by a renderer has none: pygame's stand-in)
        self.headless = headless
        self.settings = settings or Settings()
        phone_words.use_palette(self.settings.safe_palette)  # the phone pages mark the seats as this window does
        self.rendered = Rendered.of_window()  # the window's renderer, where the graphics card scales the layout
        self._fit(self._window_size())
        self.ui = _Manager(self.size, assets.theme_file())
        self.ui.to_layout = self.to_layout
        self.sounds = assets.Sounds(self.settings.effects_volume) if not headless else assets.Sounds(0.0)
        self.stack: list[Scene] = []
        self.running = True
        self.toasts: list[Toast] = []
        self.dirty = True
        self.repaint_until = 0.0  # keep painting until then: a new window is shown when the desktop says so
        self.kept: dict = {}  # what a screen keeps between its visits (the menu's focused card)
        self.stack_version = 0  # bumped on every change of the stack or the window: what overlays cover is redrawn
        self._beneath = None
        self.letting_go = False  # a screen was left: its memory goes back at the next frame (`hand_back_memory`)
        self.apply_language()

    def apply_language(self):
        """Speak the language Settings say, at once: every screen is laid out again in it, as after a resize."""
        problem = catalogue.use(self.settings.language)
        bounded.forget_all()  # pictures with words in them are drawn again in the new language
        if problem:
            self.toast(problem, "error", 10)
        if self.stack:
            self.resize()

    # --- the stack -----------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        """The layout's size: the window's divided by the UI scale, never below MIN_SIZE."""
        return self.canvas.get_size()

    def _fit(self, window: tuple[int, int]):
        """The canvas scenes draw on: the window itself at scale 1, else a layout-sized surface shown scaled (always,
        when a renderer shows the window: it has no surface to draw on)."""
        self.window = tuple(window)  # the window size this layout was made for
        self.scale = ui_scale(self.settings.ui_scale, window)
        size, self.factor, self.offset = canvas_layout(window, self.scale)
        if self.factor == 1 and size == tuple(window) and self.rendered is None:
            self.canvas = self.surface
        else:
            self.canvas = pygame.Surface(size, 0, self.surface)

    def _window_size(self) -> tuple[int, int]:
        return self.rendered.size if self.rendered is not None else self.surface.get_size()

    def to_layout(self, pos) -> tuple[int, int]:
        """A window position (a click, the pointer) in layout coordinates."""
        return (int((pos[0] - self.offset[0]) / self.factor), int((pos[1] - self.offset[1]) / self.factor))

    def pointer(self) -> tuple[int, int]:
        """Where the mouse is, in layout coordinates."""
        return self.to_layout(pygame.mouse.get_pos())

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def open(self, name: str, **arguments):
        """Open screen `name` on top (the router builds it): `app.open("rules", game=info)`."""
        self.push(name, **arguments)

    def push(self, scene: Scene | str, **arguments):
        scene = _screen(scene, arguments)
        self.stack_version += 1
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter(self)
        self.dirty = True

    def pop(self) -> Scene:
        self.stack_version += 1
        self._beneath = None  # what an overlay covered: a window-sized picture, not kept past the overlay
        scene = self.stack.pop()
        scene.leave()
        if self.stack:
            self.stack[-1].resume()
        self.dirty = True
        return scene

    def replace(self, scene: Scene | str, **arguments):
        scene = _screen(scene, arguments)
        self.stack_version += 1
        if self.stack:
            self.stack.pop().leave()
            self.letting_go = True  # the screen replaced (setup, the last game's table at a rematch)
        self.stack.append(scene)
        scene.enter(self)
        self.dirty = True

    def reset(self, scene: Scene | str, **arguments):
        """Back to one scene (e.g. the menu) whatever was stacked."""
        scene = _screen(scene, arguments)
        while self.stack:
            self.stack.pop().leave()
        self._beneath = None
        self.letting_go = True  # between games (results or pause -> menu): what the table held goes back
        self.push(scene)

    def recover(self, err: AssetError) -> None:
        """A file of the app missing or damaged closes the screen that needed it, not the window: back to the menu
        with the reason. The game stays in the autosave, so nothing is lost (Continue)."""
        self.reset("menu")
        said = _("That screen cannot be shown: {why}. Any game in play is kept (Continue).")
        self.toast(said.format(why=err), "error", 15)

    def quit(self):
        for scene in reversed(self.stack):
            scene.closing()
        self.running = False

    # --- messages and sound ------------------------------------------------------------
    def toast(self, text: str, kind: str = "info", seconds: float = 3.5) -> Toast:
        toast = Toast(text, kind, seconds)
        self.toasts = [t for t in self.toasts if t.text != text][-2:] + [toast]
        self.dirty = True
        return toast

    def drop_toasts(self, toasts: list[Toast]):
        """Take away toasts whose news went stale before their time was up (a hint once its decision is made)."""
        kept = [t for t in self.toasts if all(t is not gone for gone in toasts)]
        if len(kept) != len(self.toasts):
            self.toasts, self.dirty = kept, True

    def play(self, sound: str):
        self.sounds.play(sound)

    def start_music(self):
        """A quiet loop under the table, when the machine has audio."""
        try:
            if self.headless or not pygame.mixer.get_init():
                return
            pygame.mixer.music.load(str(assets.asset_path("sounds/music.wav")))
            pygame.mixer.music.set_volume(self.settings.music_volume)
            pygame.mixer.music.play(-1, fade_ms=2000)
        except (pygame.error, AssetError):
            pass  # music is a nicety; the game goes on without it

    def set_music_volume(self, volume: float):
        if pygame.mixer.get_init():
            pygame.mixer.music.set_volume(volume)

    # --- window ----------------------------------------------------------------------------
    def resize(self, size: tuple[int, int] | None = None):
        """The window changed (or the UI scale did): lay everything out again and draw a few frames at once."""
        self.stack_version += 1
        if not self.headless and pygame.display.get_surface() is not None:
            self.surface = pygame.display.get_surface()
        self.rendered = Rendered.of_window(self.rendered)
        self._fit(self._window_size())
        self.ui.set_window_resolution(self.size)
        for scene in self.stack[:-1]:
            scene.relaid()  # beneath an overlay, or under a screen that may give way to one (Settings over Pause)
        for scene in self.stack[-1:]:
            scene.resized()
        self.dirty = True
        # a new window (F11, a resize) is mapped by the window manager when it likes: paints made before that
        # are lost and it would stay black until the next event, so paint every frame for a while
        self.repaint_until = time.monotonic() + REPAINT_SECONDS

    def _full_screen_key(self, down: bool):
        """F11 toggles once per press: the new window may report the key still held (SDL re-reads the keyboard
        when it gets the focus), which must not toggle back, and again, for as long as the key is down."""
        now = time.monotonic()
        if not down:
            self._f11_armed = True
        elif getattr(self, "_f11_armed", True) or now - getattr(self, "_f11_at", 0.0) > F11_REARM:
            self._f11_armed, self._f11_at = False, now
            self.toggle_fullscreen()

    def toggle_fullscreen(self):
        self.settings.fullscreen = not self.settings.fullscreen
        problem = self.settings.save()
        if problem:  # full screen still changes, for this run
            self.toast(word(problem), "error", 6)
        if self.headless:
            return
        self.surface = open_window(self.settings)
        self.resize(self.surface.get_size())

    def apply_window_size(self):
        if self.headless or self.settings.fullscreen:
            return
        self.surface = open_window(self.settings)
        self.resize(self.surface.get_size())

    # --- one frame ------------------------------------------------------------------------
    def handle(self, event):
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self.resize(event.size)
            return
        if event.type in (pygame.WINDOWSHOWN, pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED):
            self.repaint_until = max(self.repaint_until, time.monotonic() + 0.25)  # shown now: paint it
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_F11:
            self._full_screen_key(event.type == pygame.KEYDOWN)
            return
        self.dirty = True
        if self.ui.process_events(event):
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
                return  # a widget took the pointer
        if self.top is not None:
            if event.type == pygame.MOUSEWHEEL:  # the wheel says nothing of where: scenes get the pointer's place
                event = pygame.event.Event(event.type, {**event.dict, "pos": self.pointer()})
            elif hasattr(event, "pos") and self.canvas is not self.surface:
                event = pygame.event.Event(event.type, {**event.dict, "pos": self.to_layout(event.pos)})
            self.top.handle(event)

    def update(self, dt: float):
        if self.letting_go:  # at the next frame, not in `reset`: the screen that asked (the results, holding
            self.letting_go = False  # the table) is still running then, and the table could not go yet
            hand_back_memory()
        if not self.headless and pygame.display.get_surface() is not None:
            self.surface = pygame.display.get_surface()
        if self._window_size() != self.window:
            self.resize()  # the window changed before its resize event came (a window manager's fit): follow it
        self.ui.update(dt)
        for toast in self.toasts:
            toast.left -= dt
        if any(t.left <= 0 for t in self.toasts):
            self.toasts = [t for t in self.toasts if t.left > 0]
            self.dirty = True
        if self.top is not None:
            self.top.update(dt)

    @property
    def busy(self) -> bool:
        repainting = time.monotonic() < self.repaint_until
        return bool(self.toasts) or repainting or (self.top is not None and self.top.busy)

    def draw(self, surface: pygame.Surface | None = None):
        """Paint the stack and the widgets on the canvas, then put the canvas in the window surface (scaled if need
        be); a window drawn by a renderer gets the canvas when `flip` hands the frame over."""
        if surface is None:
            self._paint(self.canvas)
            self._present()
        else:
            self._paint(surface)

    def flip(self):
        """Show the frame drawn: the window surface's flip, or the canvas uploaded and scaled by the renderer."""
        if self.rendered is not None:
            self.rendered.show(self.canvas, self.factor, self.offset)
        elif not self.headless:
            pygame.display.flip()

    def close(self):
        """Before the display closes: the renderer goes, its texture first, while the window is there. pygame forgets
        the renderer of a SCALED window only in `set_mode`: a display closed with it would free it again later."""
        if self.rendered is not None:
            self.rendered.release()
            self.rendered = None
            self.surface = pygame.display.set_mode(MIN_SIZE, pygame.HIDDEN)

    def _present(self):
        if self.canvas is self.surface or self.rendered is not None:
            return
        shown = (round(self.canvas.get_width() * self.factor), round(self.canvas.get_height() * self.factor))
        if self.offset != (0, 0):
            self.surface.fill((0, 0, 0))
        into = self.surface.subsurface(pygame.Rect(self.offset, shown))
        if self.factor == int(self.factor):
            pygame.transform.scale(self.canvas, shown, into)  # whole pixels: crisp and quick
        else:
            pygame.transform.smoothscale(self.canvas, shown, into)

    def _first_shown(self) -> int:
        """The lowest scene drawn: the top one and, under overlays, what they cover."""
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        return max(first, 0)

    def _paint(self, surface: pygame.Surface):
        first = self._first_shown()
        if first < len(self.stack) - 1:
            self._draw_beneath(surface, first)
            self.stack[-1].draw(surface)
        else:
            for scene in self.stack[first:]:
                scene.draw(surface)
        group = self.ui.get_sprite_group()
        if group.should_update_visibility:
            # widgets were made or killed since the widgets' last update (a curtain dropped in this frame's
            # update): draw the ones that exist now, never the previous screen's buttons
            group.should_update_visibility = False
            group.update_visibility()
        self.ui.draw_ui(surface)
        self._draw_toasts(surface)

    def _draw_beneath(self, surface, first: int):
        """What an overlay covers does not change (only the top scene updates): draw it once, dimmed, and reuse it."""
        key = (tuple(id(scene) for scene in self.stack[first:-1]), surface.get_size(), self.stack_version)
        if self._beneath is None or self._beneath[0] != key:
            for scene in self.stack[first:-1]:
                scene.draw(surface)
            common.dim(surface)
            self._beneath = (key, common.kept_copy(self._beneath[1] if self._beneath else None, surface))
        else:
            surface.blit(self._beneath[1], (0, 0))

    def toast_boxes(self, size: tuple[int, int]) -> list[tuple[Toast, pygame.Rect, tuple[str, ...]]]:
        """Each toast's box and lines, newest lowest, each wrapped inside its box; the top scene says where they
        stand (above a dialog's box, above a table's players' panels), by default near the bottom."""
        width, height = size
        area = self.top.toast_area() if self.top is not None else None
        if area is not None:
            return self._toasts_within(area)
        bottom = self.top.toast_bottom() if self.top is not None else None
        y = height - 90 if bottom is None else bottom
        boxes = []
        for toast in reversed(self.toasts):
            lines = common.wrap(toast.text, 24, width - 80)
            rendered = [assets.text(line, 24, palette.INK) for line in lines]
            tall = sum(line.get_height() for line in rendered)
            box = pygame.Rect(0, 0, min(width - 40, max(line.get_width() for line in rendered) + 40), tall + 20)
            box.midbottom = (width // 2, y)
            if box.top < 0 and boxes:
                break  # no room left above: the older toasts wait unseen rather than hang off the window
            boxes.append((toast, box, lines))
            y = box.top - 8
        return boxes

    def _toasts_within(self, area: pygame.Rect) -> list[tuple[Toast, pygame.Rect, tuple[str, ...]]]:
        """Toasts in a box a screen keeps for them, from its top down, newest lowest; the newest that fit."""
        laid = []
        for toast in reversed(self.toasts):
            lines = common.wrap(toast.text, 24, area.width - 40)
            rendered = [assets.text(line, 24, palette.INK) for line in lines]
            box = pygame.Rect(0, 0, min(area.width, max(line.get_width() for line in rendered) + 40), 0)
            box.height = sum(line.get_height() for line in rendered) + 20
            if laid and sum(b.height + 8 for _, b, _ in laid) + box.height > area.height:
                break  # no room left: the older toasts wait unseen
            laid.append((toast, box, lines))
        y = area.top
        for _toast, box, _lines in reversed(laid):
            box.midtop = (area.centerx, y)
            y = box.bottom + 8
        return laid

    def _draw_toasts(self, surface):
        for toast, box, lines in self.toast_boxes(surface.get_size()):
            colour = {"error": palette.BAD, "good": palette.GOOD}.get(toast.kind, palette.GLOW)
            panel = pygame.Surface(box.size, pygame.SRCALPHA)
            panel.fill((*palette.PANEL, 235))
            surface.blit(panel, box)
            pygame.draw.rect(surface, colour, box, width=2, border_radius=8)
            top = box.top + 10
            for line in lines:
                words = assets.text(line, 24, palette.INK)
                surface.blit(words, words.get_rect(midtop=(box.centerx, top)))
                top += words.get_height()


def _screen(scene, arguments: dict) -> Scene:
    """A scene given by name is built by the router; a Scene passes as it is."""
    return router.make(scene, **arguments) if isinstance(scene, str) else scene


def open_window(settings: Settings) -> pygame.Surface:
    """The app's window, full screen or at the settings' size. Where SDL has a graphics card's renderer the window
    is drawn by it (the card scales the layout); elsewhere, as under the dummy driver, the app draws on the
    window's surface and scales on the CPU."""
    if Rendered.of_window() is not None:  # F11 or a new size: the renderer's window changes, it is not replaced
        return _change_rendered_window(settings)
    if _wants_renderer():
        surface = open_rendered_window(settings)
        if surface is not None:
            return surface
    flags = pygame.RESIZABLE
    if settings.fullscreen:
        try:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        except pygame.error:  # no full screen on this display: a window this time, the setting stays
            settings.for_this_run(fullscreen=False)
    surface = pygame.display.set_mode(parse_size(settings.window_size), flags)
    _set_minimum_size()  # asked again of every new window: the one F11 leaves to had lost it (a sliver)
    return surface


def _set_minimum_size():
    try:
        _display_window().minimum_size = MIN_SIZE
    except (AttributeError, pygame.error):
        pass  # older SDL: the layout still clamps to MIN_SIZE


def _display_window():
    """The window `set_mode` opened: pygame-ce 2.6 names it; 2.5 has only the call it deprecates."""
    get_window = getattr(pygame.display, "get_window", None)
    if get_window is not None:
        return get_window()
    with warnings.catch_warnings():  # 2.5's warning points at Window.get_surface, a rewrite of the whole app loop
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def _wants_renderer() -> bool:
    """A window on a real display, unless the player asked for the CPU's scaling (STAR_TABLE_GPU=0)."""
    return os.environ.get(GPU_SETTING, "1") != "0" and pygame.display.get_driver() not in UNSEEN_DRIVERS


def open_rendered_window(settings: Settings, accelerated: bool = True) -> pygame.Surface | None:
    """A window drawn by SDL's renderer; None if SDL has only its software one and `accelerated` is asked (the
    window surface is then as quick and keeps the CPU path). pygame's SCALED mode is what gives the display's
    window a renderer (a window has a surface or a renderer, never both); the app draws its own texture, with its
    own letterbox, and never pygame's, so SCALED's own scaling and mouse mapping are switched off."""
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        try:  # pygame's own canvas, small and never drawn on; shown once the window has its size
            surface = pygame.display.set_mode(MIN_SIZE, pygame.SCALED | pygame.RESIZABLE | pygame.HIDDEN)
        except pygame.error:
            return None
    rendered = Rendered.of_window()
    if rendered is None or (accelerated and any("no fast renderer" in str(w.message) for w in said)):
        return None
    rendered.renderer.logical_size = (0, 0)  # events and the pointer in window pixels, mapped by App.to_layout
    _change_rendered_window(settings)  # full screen, or the settings' size (SCALED made a multiple of MIN_SIZE)
    _display_window().show()
    return surface


def _change_rendered_window(settings: Settings) -> pygame.Surface:
    """F11 and a new size change the window in place: a new `set_mode` would drop the renderer and its texture."""
    window = _display_window()
    if settings.fullscreen:
        try:
            _full_screen(window)
        except pygame.error:  # no full screen on this display: a window this time, the setting stays
            settings.for_this_run(fullscreen=False)
    if not settings.fullscreen:
        window.set_windowed()
        window.size = parse_size(settings.window_size)
        window.position = video.WINDOWPOS_CENTERED  # as SDL places a new window
        _set_minimum_size()
    return pygame.display.get_surface()


def _full_screen(window):
    """Full screen on the desktop's own mode. The window manager makes the window as large as the display; without
    one (Xvfb, a kiosk) nothing would, while SDL took it for the display's size: with one display it is sized first,
    as `set_mode` sizes the window surface's full screen (two or more: their places are not known here)."""
    sizes = pygame.display.get_desktop_sizes()
    if len(sizes) == 1 and tuple(window.size) != tuple(sizes[0]):
        window.size = sizes[0]
        window.position = (0, 0)
    window.set_fullscreen(desktop=True)


class Rendered:
    """A window drawn by SDL's renderer: the app uploads its layout once a frame and the graphics card scales it
    (whole factors by nearest pixels, crisp; a window below the minimum layout smoothly), so a 4K frame costs the
    app what a 1080p one does. The app letterboxes it itself, so clicks map to the layout as on the CPU path."""

    def __init__(self, renderer):
        self.renderer = renderer
        self.texture = None
        self._made_for = None  # (size, whole factor) the texture was made for

    @classmethod
    def of_window(cls, kept: Rendered | None = None) -> Rendered | None:
        """The display's window's renderer (`kept`, with its texture, while there is one), or None: a surface."""
        if pygame.display.get_surface() is None:  # no window (SCALED's has pygame's stand-in surface)
            return None
        pygames = getattr(pygame.display, "_get_renderer_info", lambda: None)
        if pygames() is None:  # SDL may draw a window surface through a renderer of its own: not this app's
            return None
        try:
            renderer = video.Renderer.from_window(_display_window())
        except (pygame.error, RuntimeError):  # a window with a surface
            return None
        return kept if kept is not None else cls(renderer)

    @property
    def size(self) -> tuple[int, int]:
        return tuple(pygame.display.get_window_size())

    def show(self, canvas: pygame.Surface, factor: float, offset: tuple[int, int]):
        """Upload the canvas, have it drawn `factor` times as large at `offset`, black around it, and present."""
        size = canvas.get_size()
        whole = factor == int(factor)
        if self.texture is None or self._made_for != (size, whole):
            quality = video.SCALEQUALITY_NEAREST if whole else video.SCALEQUALITY_LINEAR
            self.texture = video.Texture(self.renderer, size, streaming=True, scale_quality=quality)
            self.texture.blend_mode = pygame.BLENDMODE_NONE  # the canvas is opaque: its unused alpha must not blend
            self._made_for = (size, whole)
        self.texture.update(canvas)
        self.renderer.draw_color = (0, 0, 0, 255)
        self.renderer.clear()
        self.texture.draw(dstrect=pygame.Rect(offset, (round(size[0] * factor), round(size[1] * factor))))
        self.renderer.present()

    def release(self):
        self.texture = None


def make_app(size: str | None = None, headless: bool = False) -> App:
    """The app with its menu, for the window, for screenshots and for tests."""
    settings, problem = Settings.load()
    if size:  # the window's size for this run; a remembered full screen (F11) stays, except in a picture
        settings.for_this_run(window_size="x".join(str(n) for n in parse_size(size)))
        if headless:
            settings.for_this_run(fullscreen=False)
    if headless:
        pygame.display.init()
        pygame.font.init()
        surface = pygame.display.set_mode(parse_size(settings.window_size) if size is None else parse_size(size))
    else:
        pygame.init()
        if pygame.display.get_driver() in UNSEEN_DRIVERS and not os.environ.get("SDL_VIDEODRIVER"):
            pygame.quit()  # SDL's fallback when it finds no display: the window would run on, unseen
            raise ValueError("cannot open a window: no display was found; is a display available?")
        pygame.display.set_caption(APP_NAME)
        try:
            surface = open_window(settings)
        except pygame.error as err:
            pygame.quit()
            raise ValueError(f"cannot open a window ({err}); is a display available?") from None
        try:
            pygame.display.set_icon(assets.image("icon.png"))
        except AssetError:
            pass
    if catalogue.for_this_run():  # --lang: this run speaks it; Settings still shows and saves the player's choice
        settings.for_this_run(language=catalogue.for_this_run())
    app = App(surface, settings, headless=headless)
    app.start_music()
    app.push("menu")
    if problem:
        app.toast(word(problem), "error", 8)
    return app


def loop(app: App, seconds: float | None = None, stats: dict | None = None) -> None:
    """Run the window until it closes (or for `seconds`, for the benchmark); `stats` gets frame counts."""
    clock = pygame.time.Clock()
    started = time.perf_counter()
    frames = 0
    settle = 0  # frames still drawn after the app stopped being busy, so its last change reaches the screen
    recovered = False  # back at the menu after a missing asset, and not drawn since: a second one is fatal
    while app.running and app.stack:
        if seconds is not None and time.perf_counter() - started >= seconds:
            break
        try:
            drawn, settle = _frame(app, clock, started, seconds, settle)
        except AssetError as err:
            if recovered:
                raise
            app.recover(err)
            recovered = True
            continue
        frames += drawn
        recovered = recovered and not drawn
        if drawn and frames == 1 and os.environ.get("STAR_TABLE_FIRST_FRAME_EXIT"):
            print(f"first frame {time.perf_counter():.6f}", flush=True)
            app.quit()
    if stats is not None:
        stats["frames"] = frames
        stats["seconds"] = time.perf_counter() - started


def _frame(app: App, clock, started: float, seconds: float | None, settle: int) -> tuple[int, int]:
    """One turn of the loop: events, update, and a draw when something changed; (frames drawn, settle left)."""
    was_busy = app.busy or settle > 0
    if was_busy:
        dt = clock.tick(FPS) / 1000
        events = pygame.event.get()
    else:
        left = 0.5 if seconds is None else seconds - (time.perf_counter() - started)
        timeout = max(1, min(500, int(left * 1000)))
        events = [pygame.event.wait(timeout)] + pygame.event.get()
        dt = clock.tick() / 1000
    for event in events:
        if event.type != pygame.NOEVENT:
            app.handle(event)
    app.update(min(dt, 0.1))
    busy = app.busy
    settle = SETTLE_FRAMES if busy else max(0, settle - 1)
    if app.running and app.stack and (app.dirty or busy or was_busy):
        app.draw()
        app.flip()
        app.dirty = False
        return 1, settle
    return 0, settle


def run(size: str | None = None, resume: bool = False) -> int:
    """`resume`: Continue at once (`--continue`); with no game in progress the menu says why, as it does."""
    try:
        app = make_app(size)
    except AssetError as err:
        return _fatal(_("Star Table cannot start: {why}").format(why=err))
    if resume:
        app.top.resume_autosave()
    try:
        loop(app)
    except AssetError as err:
        app.quit()
        app.close()
        return _fatal(_("Star Table stopped: {why}").format(why=err))
    app.close()
    pygame.quit()
    return 0


def _fatal(message: str) -> int:
    """The window cannot go on: say why where a player looks (a windowed build has no console), then close."""
    print(message, file=sys.stderr)
    pygame.display.quit()  # the box alone, not over a black window that no longer answers
    show_message(APP_NAME, message)
    pygame.quit()
    return 2


def show_message(title: str, message: str) -> None:
    """The system's own message box; nothing without a real display (tests, a headless run)."""
    if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        return
    try:
        pygame.display.message_box(title, message, "error")
    except (pygame.error, AttributeError):  # no message boxes here: stderr has said it
        pass
