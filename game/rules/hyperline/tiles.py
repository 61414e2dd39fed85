"""Every piece that can fill a sector: the 26 hyperline tiles, Rips, pirate bases,
planets, asteroids, and the printed lanes and loops; with their lines, port by port.

A sector's content is a string "name@rotation" (rotation 0–3 quarter turns
clockwise). `INFO[content]` gives its lines as {entry port: exit ports}: one exit
rides straight on (a bend, a crossing, a merge), two or three are a choice (a
branch ridden from its trunk, a loop line re-entering the board). Terminal pieces
(planets, Nexxus, Rips, pirate bases, asteroids) end every line that enters them.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.hyperline.board import NE, NW, SE, SW, E, N, S, W
from game.rules.words import Message, msg, pmsg

# --- the hyperline tiles (RULES-NOTES): base lines, count in the box, a name for players (a message) ---
LINE_TILES = {
    "straight": ({N: (S,), S: (N,)}, 4, msg("straight line")),
    "diagonal": ({NE: (SW,), SW: (NE,)}, 2, msg("diagonal line")),
    "bend": ({N: (E,), E: (N,)}, 4, msg("bend")),
    "crossing": ({N: (S,), S: (N,), E: (W,), W: (E,)}, 2, msg("crossing")),
    "diagonal_crossing": ({NE: (SW,), SW: (NE,), NW: (SE,), SE: (NW,)}, 1, msg("diagonal crossing")),
    "mixed_crossing": ({N: (S,), S: (N,), NE: (SW,), SW: (NE,)}, 1, msg("mixed crossing")),
    "double_bend": ({N: (E,), E: (N,), S: (W,), W: (S,)}, 2, msg("double bend")),
    "y_branch": ({S: (N, E), N: (S,), E: (S,)}, 2, msg("Y-branch")),
    "y_branch_mirror": ({S: (N, W), N: (S,), W: (S,)}, 1, msg("mirrored Y-branch")),
    "t_branch": ({S: (E, W), E: (S,), W: (S,)}, 1, msg("T-branch")),
    "converter_ne": ({S: (NE,), NE: (S,)}, 3, msg("converter")),
    "converter_nw": ({S: (NW,), NW: (S,)}, 3, msg("converter")),
}
PRINTED_LINES = {
    "lane": ({N: (S,), S: (N,)}, msg("printed lane")),
    # a loop sector: its off-board port (N here) joins the spoke (S) and both lanes (W, E)
    "loop": ({N: (S, W, E), S: (N,), W: (N,), E: (N,)}, msg("loop line")),
}

RIP = "rip"
PIRATE_BASE = "pirate_base"
ASTEROID = "asteroid"
NEXXUS_TILE = "nexxus"
NEUTRAL = "neutral"
FACEDOWN = "facedown"  # a planet-stack tile a Planetary Scanner laid face down: only its scanner knows it

HYPERLINE_STACK = {**{key: count for key, (_, count, _) in LINE_TILES.items()}, RIP: 1, PIRATE_BASE: 4}

# --- planets (RULES-NOTES table): name -> technology ---
HOME_PLANETS = {
    "Problar": "pod",
    "Gearhold": "engine",
    "Ordnax": "weapon",
    "Bulwark": "shield",
    "Peepal": "scanner",
    "Y-Bot": "repair_droid",
    "Oblongus": "hyperline_computer",
    "Viper": "battle_computer",
}
TECH_PLANETS = {
    "Podunk": "pod",
    "Hangarr": "pod",
    "Tilt": "engine",
    "Zoomba": "engine",
    "Magnon": "weapon",
    "Blastula": "weapon",
    "Friskus": "shield",
    "Ophasic": "shield",
    "Qued": "scanner",
    "Scopus": "scanner",
    "Rustoid": "repair_droid",
    "Hycom": "hyperline_computer",
    "Grunger": "battle_computer",
}
PLANET_STACK = {**{name: 1 for name in TECH_PLANETS}, ASTEROID: 3}
TECH = {**HOME_PLANETS, **TECH_PLANETS}

TECH_SAID = {  # what a planet sells, as in "This planet sells Pods only."
    "pod": pmsg("sells", "Pods"),
    "engine": pmsg("sells", "Engines"),
    "weapon": pmsg("sells", "Weapons"),
    "shield": pmsg("sells", "Shields"),
    "scanner": pmsg("sells", "Scanners"),
    "repair_droid": pmsg("sells", "the Repair Droid"),
    "hyperline_computer": pmsg("sells", "the Hyperline Computer"),
    "battle_computer": pmsg("sells", "the Battle Computer"),
}
TECH_NAMES = {tech: said.id for tech, said in TECH_SAID.items()}  # English, for programmers and tests


def rotate_port(port: int, rotation: int) -> int:
    return (port + 2 * rotation) % 8


def rotate_lines(lines: dict, rotation: int) -> dict:
    return {
        rotate_port(entry, rotation): tuple(rotate_port(x, rotation) for x in exits) for entry, exits in lines.items()
    }


@dataclass(frozen=True)
class Piece:
    """What a sector's content means for movement, exploring and building."""

    content: str
    name: str
    lines: dict  # entry port -> exit ports (empty for terminal pieces)
    terminal: bool
    planet: bool  # a planet for the exploring rule (homes, neutral corners, tech planets, Nexxus)
    tech: str | None  # what can be built here
    said: Message | str  # its name for players: a message, or a planet's own name

    @property
    def label(self) -> str:
        """The name in English (for programmers and tests; players read `said`)."""
        return self.said if isinstance(self.said, str) else self.said.id


def _pieces() -> dict[str, Piece]:
    info = {}
    for key, (lines, _count, label) in LINE_TILES.items():
        for rotation in range(4):
            content = f"{key}@{rotation}"
            info[content] = Piece(content, key, rotate_lines(lines, rotation), False, False, None, label)
    for key, (lines, label) in PRINTED_LINES.items():
        for rotation in range(4):
            content = f"{key}@{rotation}"
            info[content] = Piece(content, key, rotate_lines(lines, rotation), False, False, None, label)
    terminals = [
        (RIP, False, None, msg("Rip")),
        (PIRATE_BASE, False, None, msg("pirate base")),
        (ASTEROID, False, None, msg("asteroid field")),
        (NEXXUS_TILE, True, None, msg("Nexxus")),
        (NEUTRAL, True, None, msg("neutral planet")),
        (FACEDOWN, True, None, msg("face-down tile")),  # a planet for the exploring rule: it came from the planet stack
    ]
    terminals += [(planet, True, tech, planet) for planet, tech in TECH.items()]
    for key, planet, tech, label in terminals:
        content = f"{key}@0"
        info[content] = Piece(content, key, {}, True, planet, tech, label)
    return info


INFO = _pieces()


def _distinct_rotations() -> dict[str, tuple[int, ...]]:
    """The rotations of each drawable tile that give different lines (a straight line has 2)."""
    rotations = {}
    for key in list(LINE_TILES):
        seen, keep = [], []
        for rotation in range(4):
            lines = INFO[f"{key}@{rotation}"].lines
            if lines not in seen:
                seen.append(lines)
                keep.append(rotation)
        rotations[key] = tuple(keep)
    for key in (RIP, PIRATE_BASE, ASTEROID, *TECH_PLANETS):
        rotations[key] = (0,)
    return rotations


ROTATIONS = _distinct_rotations()


def content(name: str, rotation: int = 0) -> str:
    return f"{name}@{rotation}"


def said(name: str) -> Message | str:
    """A drawn tile's name for players: a message (a planet's name is its own)."""
    if name in LINE_TILES:
        return LINE_TILES[name][2]
    return INFO[f"{name}@0"].said


def label(name: str) -> str:
    """A drawn tile's name in English (for programmers and tests; players read `said`)."""
    found = said(name)
    return found if isinstance(found, str) else found.id
