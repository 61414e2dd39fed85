"""The window's loop and a first scene: the table of games built from the registry.

The full front end (setup, game scenes, curtain, results, replays, settings)
lands with the window issue; this loop and the Scene lifecycle are its base.
"""

from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game import APP_NAME, __version__
from game.rules import games

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (640, 360)
BACKGROUND = (8, 10, 24)
INK = (226, 232, 255)
DIM = (140, 150, 190)
GLOW = (86, 180, 233)


def parse_size(text: str | None) -> tuple[int, int]:
    if not text:
        return DEFAULT_SIZE
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"window size must look like 1280x720, not {text!r}") from None
    return max(MIN_SIZE[0], width), max(MIN_SIZE[1], height)


class Scene:
    """Lifecycle: enter, leave, pause, resume, handle(event), update(dt), draw(surface).

    `draw` must not change state, so a screenshot is the same as what a player sees.
    """

    def enter(self, app): ...
    def leave(self): ...
    def pause(self): ...
    def resume(self): ...
    def handle(self, event): ...
    def update(self, dt: float): ...
    def draw(self, surface): ...


class MenuScene(Scene):
    """Every registered game, from the registry, as the menu will show them."""

    def __init__(self):
        self.fonts = None

    def _fonts(self):
        import pygame

        if self.fonts is None:
            self.fonts = {
                "title": pygame.font.Font(None, 72),
                "game": pygame.font.Font(None, 40),
                "text": pygame.font.Font(None, 26),
            }
        return self.fonts

    def draw(self, surface):
        import pygame

        fonts = self._fonts()
        surface.fill(BACKGROUND)
        width, height = surface.get_size()
        for i in range(60):  # a fixed starfield: same picture every frame
            x = (i * 7919) % width
            y = (i * 104729) % height
            surface.fill((90, 100, 140), (x, y, 2, 2))
        title = fonts["title"].render(APP_NAME, True, INK)
        surface.blit(title, (width // 2 - title.get_width() // 2, 40))
        y = 140
        for info in games():
            name = fonts["game"].render(f"{info.title}  ·  {info.player_span} players", True, INK)
            pitch = fonts["text"].render(info.pitch, True, DIM)
            pygame.draw.rect(surface, GLOW, (width // 2 - 420, y - 10, 840, 80), width=2, border_radius=10)
            surface.blit(name, (width // 2 - 400, y))
            surface.blit(pitch, (width // 2 - 400, y + 38))
            y += 100
        note = fonts["text"].render(f"v{__version__} · the table opens with the window release · Esc quits", True, DIM)
        surface.blit(note, (width // 2 - note.get_width() // 2, height - 40))


class App:
    """A stack of scenes; the top one gets input and is drawn."""

    def __init__(self, surface):
        self.surface = surface
        self.stack: list[Scene] = []
        self.running = True

    def push(self, scene: Scene):
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter(self)

    def pop(self):
        scene = self.stack.pop()
        scene.leave()
        if self.stack:
            self.stack[-1].resume()
        return scene

    def replace(self, scene: Scene):
        if self.stack:
            self.stack.pop().leave()
        self.stack.append(scene)
        scene.enter(self)


def run(size: str | None = None) -> int:
    import pygame

    width, height = parse_size(size)
    pygame.init()
    pygame.display.set_caption(APP_NAME)
    try:
        surface = pygame.display.set_mode((width, height), pygame.RESIZABLE)
    except pygame.error as err:
        pygame.quit()
        raise ValueError(f"cannot open a window ({err}); is a display available?") from None
    app = App(surface)
    app.push(MenuScene())
    clock = pygame.time.Clock()
    dirty = True
    while app.running and app.stack:
        # sleep until something happens: an idle menu costs no CPU
        events = [pygame.event.wait(500)] + pygame.event.get()
        for event in events:
            if event.type == pygame.NOEVENT:
                continue
            dirty = True
            if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
                app.running = False
            else:
                app.stack[-1].handle(event)
        app.stack[-1].update(clock.tick() / 1000)
        if dirty and app.running:
            app.stack[-1].draw(pygame.display.get_surface())
            pygame.display.flip()
            dirty = False
    pygame.quit()
    return 0


def screenshot(scene: str, out: str, size: str | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    scenes = {"menu": MenuScene}
    if scene not in scenes:
        raise ValueError(f"no scene {scene!r} yet (available: {', '.join(scenes)})")
    pygame.init()
    surface = pygame.Surface(parse_size(size))
    scenes[scene]().draw(surface)
    pygame.image.save(surface, out)
    pygame.quit()
    print(f"wrote {out}")
    return 0
