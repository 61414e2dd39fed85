"""All in All's cards and pieces: relics, aliens, the sabortal, a card back, portal, ship and planet.

Each relic has its own colour AND its own picture, so neither colour vision nor a small
size decides which is which. Pictures are drawn with pygame at four times the size and
scaled down (smooth edges); every random number comes from a seeded Random.

    .venv/bin/python tools/make_assets.py --only all_in_all
"""

from __future__ import annotations

import math
import random
from pathlib import Path

import pygame

from tools.assetkit.pen import Pen

CARD = (120, 168)
ICON = 64
SS = 4  # supersampling

# Okabe & Ito's colours where they fit; each relic also has its own picture
COLOURS = {
    "boots": (213, 94, 0),  # vermilion
    "toilet_roll": (235, 235, 245),  # white
    "screwdriver": (240, 228, 66),  # yellow
    "cloak": (204, 121, 167),  # reddish purple
    "vacuum": (86, 180, 233),  # sky blue
    "time_machine": (0, 170, 120),  # bluish green (a pickle)
    "plug": (150, 120, 255),  # violet (a wormhole)
    "lookout": (230, 159, 0),  # orange (wood)
    "pilferer": (120, 230, 90),
    "schemer": (240, 90, 210),
    "time_thief": (70, 225, 225),
    "sabortal": (255, 60, 50),
}
NAMES = tuple(COLOURS)
ALIENS = ("pilferer", "schemer", "time_thief")
WHITE = (255, 255, 255)
INKY = (14, 16, 30)


def dim(c, k):
    return tuple(max(0, min(255, round(v * k))) for v in c)


def light(c, k):
    return tuple(round(v + (255 - v) * k) for v in c)


def big(size):
    return pygame.Surface((size[0] * SS, size[1] * SS), pygame.SRCALPHA)


def down(surface, size):
    return pygame.transform.smoothscale(surface, size)


# --- the pictures, each in a 100 x 100 box --------------------------------------------------------
def draw_boots(pen, c):
    dark, hi = dim(c, 0.45), light(c, 0.45)
    for i, y in enumerate((38, 52, 66)):  # speed lines: seven-league strides
        pen.lines(hi, [(4 + 6 * i, y), (22 + 4 * i, y)], 4)
    boot = [(40, 10), (68, 10), (68, 58), (92, 66), (95, 82), (38, 82), (38, 58)]
    pen.poly(c, boot)
    pen.poly(dark, boot, 4)
    pen.rect(dark, 36, 80, 61, 9, radius=3)
    pen.rect(hi, 40, 10, 28, 9, radius=2)  # the cuff
    pen.lines(dark, [(48, 30), (60, 30)], 3)
    pen.lines(dark, [(48, 42), (60, 42)], 3)


def draw_toilet_roll(pen, c):
    shade, edge = dim(c, 0.7), dim(c, 0.4)
    pen.rect(c, 18, 26, 52, 54)
    pen.poly(c, [(70, 60), (92, 60), (88, 94), (66, 92)])  # the sheet hanging down
    pen.lines(edge, [(70, 60), (92, 60), (88, 94), (66, 92)], 3, closed=True)
    for y in (72, 84):
        pen.lines(edge, [(69, y), (90, y + 1)], 2)  # perforation
    pen.ellipse(shade, 44, 80, 52, 20)
    pen.rect(c, 18, 26, 52, 52)
    pen.lines(edge, [(18, 26), (18, 80)], 3)
    pen.lines(edge, [(70, 26), (70, 60)], 3)
    pen.ellipse(light(c, 0.3), 44, 26, 52, 22)
    pen.ellipse(edge, 44, 26, 52, 22, 3)
    pen.ellipse(INKY, 44, 26, 18, 8)
    for i in range(3):  # the never-ending swirl
        pen.arc(dim(c, 0.55), 44, 26, 26 + 8 * i, 11 + 3 * i, 3.6, 6.0, 2)


def draw_screwdriver(pen, c):
    dark = dim(c, 0.45)
    pen.poly((200, 210, 230), [(44, 52), (52, 60), (86, 94), (92, 88)])  # the shaft
    pen.poly((120, 130, 160), [(44, 52), (52, 60), (86, 94), (92, 88)], 2)
    pen.poly((235, 245, 255), [(86, 94), (92, 88), (97, 97)])
    handle = [(8, 22), (22, 8), (58, 44), (44, 58)]
    pen.poly(c, handle)
    pen.poly(dark, handle, 4)
    for t in (0.3, 0.5, 0.7):  # grip ridges
        a = (8 + (44 - 8) * t, 22 + (58 - 22) * t)
        b = (22 + (58 - 22) * t, 8 + (44 - 8) * t)
        pen.lines(dark, [a, b], 3)
    for r in (12, 20):  # quantum orbits
        pen.arc(light(c, 0.5), 70, 30, r * 2, r * 1.2, 0.2, 5.2, 2)
    pen.circle(WHITE, 70, 30, 4)


def draw_cloak(pen, c):
    dark, hi = dim(c, 0.4), light(c, 0.35)
    cape = [(50, 12), (64, 22), (88, 92), (12, 92), (36, 22)]
    pen.poly(c, cape)
    pen.poly(dark, cape, 4)
    pen.ellipse(INKY, 50, 32, 24, 26)  # the hood's shadow
    pen.ellipse(dark, 50, 32, 24, 26, 3)
    for u in (32, 50, 68):  # folds
        pen.lines(hi, [(u, 50), (u + (u - 50) * 0.4, 88)], 3)
    pen.lines(WHITE, [(44, 32), (56, 32)], 3)  # a finger to the lips: silence


def draw_vacuum(pen, c):
    dark, hi = dim(c, 0.4), light(c, 0.4)
    pen.arc(dark, 60, 40, 60, 56, 0.0, 3.1, 6)  # the hose
    pen.lines((200, 210, 230), [(88, 38), (92, 84)], 6)  # the tube
    pen.poly((200, 210, 230), [(80, 84), (100, 84), (98, 92), (82, 92)])  # the nozzle
    pen.rect(c, 8, 40, 46, 40, radius=12)
    pen.rect(dark, 8, 40, 46, 40, 4, radius=12)
    pen.rect(hi, 14, 46, 20, 8, radius=4)
    pen.circle(INKY, 18, 84, 8)
    pen.circle(INKY, 46, 84, 8)
    pen.circle(hi, 18, 84, 3)
    pen.circle(hi, 46, 84, 3)
    for x, y in ((72, 70), (62, 80), (74, 90)):  # moon dust
        pen.circle((210, 210, 210), x, y, 2.5)


def draw_time_machine(pen, c):
    dark, hi = dim(c, 0.45), light(c, 0.35)
    pen.ellipse(c, 44, 56, 60, 84)  # the pickle
    pen.ellipse(dark, 44, 56, 60, 84, 4)
    rng = random.Random(6)
    for _ in range(9):  # warts
        a = rng.uniform(0, 2 * math.pi)
        pen.circle(hi, 44 + 22 * math.cos(a), 56 + 34 * math.sin(a), 3)
    pen.circle((245, 245, 235), 70, 30, 20)  # the clock
    pen.circle(INKY, 70, 30, 20, 3)
    pen.lines(INKY, [(70, 30), (70, 17)], 3)
    pen.lines(INKY, [(70, 30), (80, 34)], 3)
    for k in range(12):
        a = k * math.pi / 6
        pen.circle(INKY, 70 + 16 * math.cos(a), 30 + 16 * math.sin(a), 1.2)


def draw_plug(pen, c):
    dark, hi = dim(c, 0.45), light(c, 0.45)
    for i in range(3):  # the wormhole
        r = 44 - i * 11
        pen.arc(light(c, 0.15 * i), 50, 70, r * 2, r * 0.9, 0.0 + i, 5.4 + i, 4)
    pen.ellipse(INKY, 50, 70, 28, 12)
    plug = [(32, 18), (68, 18), (62, 62), (38, 62)]
    pen.poly(c, plug)
    pen.poly(dark, plug, 4)
    pen.ellipse(hi, 50, 18, 36, 12)
    pen.ellipse(dark, 50, 18, 36, 12, 3)
    pen.lines(dark, [(36, 40), (64, 40)], 3)


def draw_lookout(pen, c):
    wood, dark = c, dim(c, 0.45)
    pen.circle(wood, 50, 50, 46)
    for r in (40, 32):  # growth rings
        pen.circle(dark, 50, 50, r, 2)
    eye = [(8, 50), (30, 30), (50, 24), (70, 30), (92, 50), (70, 70), (50, 76), (30, 70)]
    pen.poly((245, 245, 250), eye)
    pen.poly(INKY, eye, 4)
    pen.circle((40, 120, 200), 50, 50, 17)
    pen.circle(INKY, 50, 50, 8)
    pen.circle(WHITE, 44, 44, 4)


def alien_head(pen, c):
    dark = dim(c, 0.45)
    head = [(50, 6), (78, 18), (84, 42), (66, 74), (50, 82), (34, 74), (16, 42), (22, 18)]
    pen.poly(c, head)
    pen.poly(dark, head, 3)
    pen.poly(INKY, [(24, 36), (44, 42), (42, 54), (28, 50)])
    pen.poly(INKY, [(76, 36), (56, 42), (58, 54), (72, 50)])
    pen.circle(WHITE, 32, 43, 2.5)
    pen.circle(WHITE, 68, 43, 2.5)


def draw_pilferer(pen, c):
    alien_head(pen, c)
    hand = dim(c, 0.8)
    for k, u in enumerate((56, 66, 76, 86)):  # long grabbing fingers
        pen.lines(hand, [(70, 92), (u, 70 - 4 * (k % 2))], 5)
    pen.circle(hand, 72, 90, 9)
    pen.circle((250, 220, 90), 88, 62, 6)  # a stolen relic
    pen.lines(dim(c, 0.3), [(40, 66), (50, 70), (60, 66)], 3)


def draw_schemer(pen, c):
    alien_head(pen, c)
    pen.lines(dim(c, 0.3), [(36, 64), (48, 68), (64, 60)], 3)  # a sly smile
    pen.lines(INKY, [(22, 30), (42, 34)], 4)  # a raised brow
    pen.circle((250, 220, 90), 66, 47, 11, 3)  # a monocle
    pen.lines((250, 220, 90), [(76, 52), (84, 80)], 2)


def draw_time_thief(pen, c):
    alien_head(pen, c)
    glass = (250, 220, 90)
    pen.poly(glass, [(62, 60), (90, 60), (76, 76)], 3)  # the hourglass
    pen.poly(glass, [(62, 92), (90, 92), (76, 76)])
    pen.lines(glass, [(60, 60), (92, 60)], 4)
    pen.lines(glass, [(60, 93), (92, 93)], 4)
    pen.lines(dim(c, 0.3), [(38, 64), (50, 62)], 3)


def draw_sabortal(pen, c):
    for i in range(4):  # a collapsing red vortex
        r = 46 - i * 10
        pen.arc(light(c, 0.12 * i), 50, 50, r * 2, r * 2, 0.5 * i, 0.5 * i + 4.8, 5)
    pen.circle(INKY, 50, 50, 12)
    pen.circle(c, 50, 50, 12, 3)
    crack = [(50, 8), (44, 30), (56, 40), (46, 60), (58, 72), (50, 94)]
    pen.lines(WHITE, crack, 4)


PICTURES = {
    "boots": draw_boots,
    "toilet_roll": draw_toilet_roll,
    "screwdriver": draw_screwdriver,
    "cloak": draw_cloak,
    "vacuum": draw_vacuum,
    "time_machine": draw_time_machine,
    "plug": draw_plug,
    "lookout": draw_lookout,
    "pilferer": draw_pilferer,
    "schemer": draw_schemer,
    "time_thief": draw_time_thief,
    "sabortal": draw_sabortal,
}


# --- sprites ---------------------------------------------------------------------------------------
def make_icon(name: str) -> pygame.Surface:
    surface = big((ICON, ICON))
    PICTURES[name](Pen(surface, 4 * SS, 4 * SS, (ICON - 8) * SS), COLOURS[name])
    return down(surface, (ICON, ICON))


def card_face(name: str, kit) -> pygame.Surface:
    w, h = CARD
    colour = COLOURS[name]
    rng = random.Random(sum(map(ord, name)))
    base = kit.backdrop(w, h, rng, [dim(colour, 0.35)], 40, nebula=0.8, cell=6)
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    card.blit(base, (0, 0))
    layer = big(CARD)
    pen = Pen(layer, 0, 0, w * SS)
    s = SS
    alien = name in ALIENS
    sab = name == "sabortal"
    # the band at the top: what shows when cards overlap under a portal
    band_h = 34
    pygame.draw.rect(
        layer,
        dim(colour, 0.55) + (235,),
        (0, 0, w * s, band_h * s),
        border_top_left_radius=10 * s,
        border_top_right_radius=10 * s,
    )
    mini = big((28, 28))
    PICTURES[name](Pen(mini, 0, 0, 28 * SS), colour)
    layer.blit(mini, (6 * s, 3 * s))
    layer.blit(mini, ((w - 34) * s, 3 * s))
    if alien:
        for k in range(3):  # the alien's stripe
            pygame.draw.circle(layer, light(colour, 0.3), ((48 + 12 * k) * s, 17 * s), 3 * s)
    elif sab:
        pygame.draw.line(layer, WHITE, (48 * s, 10 * s), (72 * s, 24 * s), 3 * s)
        pygame.draw.line(layer, WHITE, (72 * s, 10 * s), (48 * s, 24 * s), 3 * s)
    # the big picture
    PICTURES[name](Pen(layer, 12 * s, 52 * s, (w - 24) * s), colour)
    del pen
    card.blit(down(layer, CARD), (0, 0))
    # the frame, glowing in the card's colour
    frame = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(frame, colour, (1, 1, w - 2, h - 2), 3, border_radius=10)
    if alien or sab:
        pygame.draw.rect(frame, light(colour, 0.5), (6, 6, w - 12, h - 12), 1, border_radius=7)
    card.blit(frame, (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=10)
    card.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return card


def card_back(kit) -> pygame.Surface:
    w, h = CARD
    rng = random.Random(77)
    base = kit.backdrop(w, h, rng, [(60, 30, 110), (20, 50, 100)], 60, nebula=1.2, cell=6)
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    card.blit(base, (0, 0))
    ring = (150, 170, 255)
    kit.glow(base, lambda s: pygame.draw.ellipse(s, ring, (30, 44, 60, 80), 4), radius=6, strength=2)
    card.blit(base, (0, 0))
    layer = big(CARD)
    pygame.draw.ellipse(layer, ring, (30 * SS, 44 * SS, 60 * SS, 80 * SS), 3 * SS)
    pygame.draw.ellipse(layer, dim(ring, 0.6), (40 * SS, 58 * SS, 40 * SS, 52 * SS), 2 * SS)
    for k in range(10):  # the ten portals, as dots round the rim
        a = -math.pi / 2 + k * 2 * math.pi / 10
        pygame.draw.circle(
            layer, light(ring, 0.3), ((60 + 46 * math.cos(a)) * SS, (84 + 62 * math.sin(a)) * SS), 3 * SS
        )
    card.blit(down(layer, CARD), (0, 0))
    pygame.draw.rect(card, (110, 130, 220), (1, 1, w - 2, h - 2), 3, border_radius=10)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=10)
    card.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return card


def make_portal() -> pygame.Surface:
    """A white glowing ring (tinted when drawn)."""
    size = 96
    layer = big((size, size))
    for k, alpha in ((10, 40), (7, 70), (4, 140)):
        ring = ((18 - k) * SS, (6 - k // 2) * SS, (60 + 2 * k) * SS, (84 + k) * SS)
        pygame.draw.ellipse(layer, (255, 255, 255, alpha), ring, (3 + k) * SS)
    pygame.draw.ellipse(layer, (255, 255, 255, 255), (18 * SS, 6 * SS, 60 * SS, 84 * SS), 3 * SS)
    pygame.draw.ellipse(layer, (255, 255, 255, 60), (26 * SS, 16 * SS, 44 * SS, 64 * SS))
    return down(layer, (size, size))


def make_ship() -> pygame.Surface:
    """A white spaceship seen from the side, nose to the right (tinted with the seat's colour)."""
    w, h = 64, 40
    layer = big((w, h))
    pen = Pen(layer, 0, 0, w * SS)  # 100 units across, 62.5 down
    edge = (40, 40, 60, 255)
    body = [(4, 40), (18, 24), (66, 20), (98, 38), (66, 54), (18, 54)]
    fin = [(18, 24), (8, 6), (26, 6), (40, 22)]
    low_fin = [(20, 54), (10, 61), (32, 61), (40, 54)]
    for part, shade in ((fin, (215, 215, 225, 255)), (low_fin, (215, 215, 225, 255)), (body, (255, 255, 255, 255))):
        pen.poly(shade, part)
        pen.poly(edge, part, 3)
    pen.ellipse((60, 70, 110, 255), 70, 34, 18, 12)
    pen.ellipse((150, 170, 220, 255), 67, 31, 6, 4)
    pen.poly((255, 200, 120, 255), [(4, 40), (-2, 34), (-2, 46)])
    return down(layer, (w, h))


def make_planet() -> pygame.Surface:
    """A home planet with a ring, white and grey (tinted with the seat's colour)."""
    size = 96
    layer = big((size, size))
    c = size * SS // 2
    for r in range(40 * SS, 0, -SS):
        t = r / (40 * SS)
        v = round(255 - 120 * t)
        pygame.draw.circle(layer, (v, v, v, 255), (c - (40 * SS - r) // 3, c - (40 * SS - r) // 3), r)
    pygame.draw.ellipse(layer, (255, 255, 255, 200), (2 * SS, c - 10 * SS, (size - 4) * SS, 20 * SS), 3 * SS)
    return down(layer, (size, size))


PORTAL_VALUES = {1: (86, 180, 233), 2: (0, 200, 140), 3: (230, 159, 0), 4: (204, 121, 167)}  # by its number
RELICS = tuple(name for name in NAMES if name not in ALIENS and name != "sabortal")


def tint(surface: pygame.Surface, colour) -> pygame.Surface:
    made = surface.copy()
    made.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return made


def portals(ring: pygame.Surface) -> dict[str, pygame.Surface]:
    """The portal ring in the colour of its number, lit (explored, or being explored) and dark."""
    made = {}
    for value, colour in PORTAL_VALUES.items():
        made[f"portal_{value}.png"] = tint(ring, colour)
        made[f"portal_{value}_dark.png"] = tint(ring, tuple(int(c * 0.45) for c in colour))
    return made


def faded(icon: pygame.Surface) -> pygame.Surface:
    """A relic's icon as a faint outline of the empty place on a home planet."""
    made = icon.copy()
    made.fill((255, 255, 255, 45), special_flags=pygame.BLEND_RGBA_MULT)
    return made


def generate(out: Path, kit) -> list[Path]:
    written = []
    folder = out / "sprites" / "all_in_all"

    def save(surface, name):
        path = folder / name
        kit.save_png(surface, path)
        written.append(path)

    for name in NAMES:
        save(card_face(name, kit), f"card_{name}.png")
        icon = make_icon(name)
        save(icon, f"icon_{name}.png")
        if name in RELICS:
            save(faded(icon), f"icon_{name}_faded.png")
    save(card_back(kit), "card_back.png")
    ring = make_portal()
    save(ring, "portal.png")
    for name, surface in portals(ring).items():
        save(surface, name)
    save(make_ship(), "ship.png")
    save(make_planet(), "planet.png")
    return written
