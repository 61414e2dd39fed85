"""PLACEHOLDER ART for Hyperline, drawn in code until the generated sprites (branch hl-art) land.

The lead removes this module when assets/sprites/hyperline/ is on main: sprites.py asks here only
when a sprite file is missing. Every function draws at rotation 0, front up, like the real sprites.
"""

from __future__ import annotations

import pygame

from game.rules.hyperline.board import DELTAS
from game.rules.hyperline.tiles import INFO
from scenes import assets, palette

LINE = (120, 200, 255)
TYPE_COLOURS = {
    "bridge": (200, 205, 225),
    "pod": (120, 150, 210),
    "engine": (230, 159, 0),
    "weapon": (213, 94, 0),
    "shield": (0, 158, 115),
    "scanner": (204, 121, 167),
}
SHORT = {
    "bridge": "BRG",
    "carrier_pod": "CAR",
    "battle_pod": "BAT",
    "turret_pod": "TUR",
    "combat_engine": "CBT",
    "hyperline_engine": "HYP",
    "rip_engine": "RIP",
    "laser_cannon": "LAS",
    "plasma_launcher": "PLA",
    "focus_beam": "FOC",
    "hardpoint_shield": "HRD",
    "interphasic_shield": "INT",
    "transfer_shield": "TRF",
    "planetary_scanner": "PLN",
    "disrupting_scanner": "DIS",
    "quantum_scanner": "QNT",
    "repair_droid": "RD",
    "hyperline_computer": "HC",
    "battle_computer": "BC",
}
TERMINAL_COLOURS = {
    "rip": (170, 110, 255),
    "pirate_base": (235, 90, 70),
    "asteroid": (150, 130, 110),
    "nexxus": (250, 215, 90),
    "neutral": (120, 130, 160),
    "facedown": (70, 80, 120),
}


def _port(size: int, port: int) -> tuple[float, float]:
    dr, dc = DELTAS[port]
    half = size / 2
    return half + dc * half, half + dr * half


def tile(content: str, size: int, label: str) -> pygame.Surface:
    """A sector at rotation 0: glowing lines port to port through the centre, or a labelled disc."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((14, 18, 40, 255))
    pygame.draw.rect(surface, (40, 52, 96), surface.get_rect(), 1)
    piece = INFO.get(content)
    if piece is None:  # unexplored
        pygame.draw.rect(surface, (22, 26, 52), surface.get_rect().inflate(-4, -4))
        return surface
    centre = (size / 2, size / 2)
    if piece.lines:
        for width, colour in ((max(4, size // 10), (*LINE, 70)), (max(2, size // 28), (*LINE, 255))):
            for entry, exits in piece.lines.items():
                for out in exits:
                    pygame.draw.line(surface, colour, _port(size, entry), centre, width)
                    pygame.draw.line(surface, colour, centre, _port(size, out), width)
        for entry in piece.lines:
            pygame.draw.circle(surface, (235, 245, 255), _port(size, entry), max(2, size // 22))
        return surface
    colour = TERMINAL_COLOURS.get(piece.name, (86, 180, 233) if piece.tech else (120, 130, 160))
    pygame.draw.circle(surface, colour, centre, size * 0.34)
    pygame.draw.circle(surface, (240, 240, 255), centre, size * 0.34, max(1, size // 40))
    words = label if len(label) <= 9 else label[:8] + "."
    text = assets.font(max(10, size // 5), bold=True).render(words, True, (10, 12, 30))
    surface.blit(text, text.get_rect(center=centre))
    if piece.tech:
        tech = assets.font(max(9, size // 7)).render(piece.tech.replace("_", " ")[:12], True, palette.INK)
        surface.blit(tech, tech.get_rect(midbottom=(size / 2, size - 2)))
    return surface


def component(kind: str, type_: str, damaged: bool, size: int) -> pygame.Surface:
    """A ship component, front up: coloured by type, a short label, weapons/shields/scanners pointing N."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = TYPE_COLOURS.get(type_, (150, 150, 150))
    if damaged:
        colour = tuple(c // 3 for c in colour)
    body = surface.get_rect().inflate(-size // 10, -size // 10)
    if type_ in ("weapon", "shield", "scanner"):
        body.height = int(body.height * 0.8)
        body.bottom = size - size // 20
        tip = [(size / 2, size * 0.02), (size * 0.3, body.y + 2), (size * 0.7, body.y + 2)]
        pygame.draw.polygon(surface, colour, tip)
    pygame.draw.rect(surface, colour, body, border_radius=max(2, size // 10))
    if kind == "turret_pod":
        cut = size // 3
        pygame.draw.polygon(surface, (0, 0, 0, 0), [(size - cut, 0), (size, 0), (size, cut)])
        pygame.draw.line(surface, (240, 240, 255), (size - cut - 2, size // 20), (size - size // 20, cut + 2), 2)
    if type_ == "engine":
        pygame.draw.polygon(
            surface,
            (255, 200, 90) if not damaged else (90, 70, 40),
            [(size * 0.3, size), (size * 0.7, size), (size / 2, size * 0.8)],
        )
    text = assets.font(max(9, size // 4), bold=True).render(SHORT.get(kind, kind[:3]), True, (10, 12, 30))
    surface.blit(text, text.get_rect(center=body.center))
    if damaged:
        pygame.draw.line(surface, palette.BAD, body.topleft, body.bottomright, max(2, size // 16))
        pygame.draw.line(surface, palette.BAD, body.topright, body.bottomleft, max(2, size // 16))
    return surface


def upgrade(name: str, offline: bool, size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = (90, 90, 110) if offline else (250, 215, 90)
    pygame.draw.circle(surface, colour, (size / 2, size / 2), size / 2 - 1)
    text = assets.font(max(8, size // 2), bold=True).render(SHORT.get(name, "?"), True, (10, 12, 30))
    surface.blit(text, text.get_rect(center=(size / 2, size / 2)))
    return surface


def token(name: str, size: int) -> pygame.Surface:
    """fighter, pirate, tech_token, research_pip, boost, fighter_loaded: white or coloured glyphs."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size
    if name in ("fighter", "fighter_loaded"):
        pygame.draw.polygon(
            surface, (255, 255, 255), [(s / 2, s * 0.1), (s * 0.9, s * 0.85), (s / 2, s * 0.65), (s * 0.1, s * 0.85)]
        )
    elif name == "pirate":
        pygame.draw.circle(surface, palette.BAD, (s / 2, s / 2), s * 0.42)
        pygame.draw.circle(surface, (20, 10, 10), (s * 0.36, s * 0.42), s * 0.09)
        pygame.draw.circle(surface, (20, 10, 10), (s * 0.64, s * 0.42), s * 0.09)
    elif name == "tech_token":
        pygame.draw.circle(surface, (255, 255, 255), (s / 2, s / 2), s * 0.42)
        pygame.draw.circle(surface, (60, 60, 60), (s / 2, s / 2), s * 0.42, max(1, s // 12))
    elif name == "research_pip":
        points = []
        import math

        for i in range(10):
            radius = s * (0.46 if i % 2 == 0 else 0.2)
            angle = -math.pi / 2 + i * math.pi / 5
            points.append((s / 2 + radius * math.cos(angle), s / 2 + radius * math.sin(angle)))
        pygame.draw.polygon(surface, (255, 255, 255), points)
    elif name == "boost":
        pygame.draw.polygon(
            surface,
            palette.ACCENT,
            [
                (s * 0.55, 0),
                (s * 0.2, s * 0.55),
                (s * 0.5, s * 0.55),
                (s * 0.4, s),
                (s * 0.8, s * 0.4),
                (s * 0.5, s * 0.4),
            ],
        )
    else:
        pygame.draw.circle(surface, (255, 255, 255), (s / 2, s / 2), s * 0.4)
    return surface
