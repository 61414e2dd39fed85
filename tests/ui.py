"""A person's input for scene tests without a display: keys, clicks, widget presses and frames."""

from __future__ import annotations

import pygame


def key(app, code, unicode="", mod=0):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=code, unicode=unicode, mod=mod, scancode=0))


def click(app, pos, button=1):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.handle(pygame.event.Event(kind, button=button, pos=(int(pos[0]), int(pos[1]))))


def press(app, button):
    """Click a pygame_gui button the way a person does, then let the widgets report it."""
    click(app, button.rect.center)
    for event in pygame.event.get():
        app.handle(event)


def frames(app, count=1, dt=0.05):
    """Frames as the loop runs them: queued events, update, draw."""
    for _ in range(count):
        for event in pygame.event.get():
            app.handle(event)
        app.update(dt)
        app.draw()


def ask_hint(app, play, limit=200):
    """Press H and let frames run until the hint search has answered; the hinted action."""
    key(app, pygame.K_h, "h")
    for _ in range(limit):
        frames(app, 1, 0.02)
        if play.hint_action is not None:
            break
    return play.hint_action
