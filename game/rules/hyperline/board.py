"""The printed board of Hyperline: a 9 x 9 grid of sectors, their ports and neighbours.

A sector is an int `r * 9 + c` (r = 0 at the top). The outer ring is printed: four
corners (home planets, or neutral planets when nobody sits there), a straight lane
along each edge from a corner to the loop sector in the middle of that edge, and the
four loop sectors. The 7 x 7 inner grid starts unexplored, except Nexxus at (4, 4).

Ports are numbered clockwise from the top: 0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW.
Even ports are straight (edge midpoints), odd ports diagonal (corners). Leaving a
sector by port p enters the neighbour in direction p by port (p + 4) % 8; the loop
sectors' off-board ports lead to their partner across the board (RULES-NOTES).
Everything here is computed once at import.
"""

from __future__ import annotations

SIZE = 9
N, NE, E, SE, S, SW, W, NW = range(8)
PORT_NAMES = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
DELTAS = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))
STRAIGHT = (N, E, S, W)
DIAGONAL = (NE, SE, SW, NW)


def sector(r: int, c: int) -> int:
    return r * SIZE + c


def rc(s: int) -> tuple[int, int]:
    return divmod(s, SIZE)


def name(s: int) -> str:
    """A sector as players read it: row letter A–I from the top, column 1–9 from the left."""
    r, c = divmod(s, SIZE)
    return f"{'ABCDEFGHI'[r]}{c + 1}"


ALL = tuple(range(SIZE * SIZE))
NEXXUS = sector(4, 4)
CORNERS = (sector(8, 0), sector(0, 0), sector(0, 8), sector(8, 8))  # clockwise from the bottom left
INNER = tuple(s for s in ALL if 1 <= s // SIZE <= 7 and 1 <= s % SIZE <= 7)
EXPLORABLE = tuple(s for s in INNER if s != NEXXUS)  # 48 sectors for 47 drawn tiles and the second Rip

# loop sectors: name, sector, the off-board port, and the rotation of the "loop" piece there
LOOP_A_TOP, LOOP_A_BOTTOM = sector(0, 4), sector(8, 4)
LOOP_B_LEFT, LOOP_B_RIGHT = sector(4, 0), sector(4, 8)
LOOPS = {LOOP_A_TOP: (N, 0), LOOP_A_BOTTOM: (S, 2), LOOP_B_LEFT: (W, 3), LOOP_B_RIGHT: (E, 1)}
LOOP_PARTNER = {
    LOOP_A_TOP: LOOP_A_BOTTOM,
    LOOP_A_BOTTOM: LOOP_A_TOP,
    LOOP_B_LEFT: LOOP_B_RIGHT,
    LOOP_B_RIGHT: LOOP_B_LEFT,
}


def _on_board(r: int, c: int) -> bool:
    return 0 <= r < SIZE and 0 <= c < SIZE


def _neighbour_table():
    table = []
    for s in ALL:
        r, c = divmod(s, SIZE)
        row = []
        for p, (dr, dc) in enumerate(DELTAS):
            if s in LOOPS and LOOPS[s][0] == p:
                partner = LOOP_PARTNER[s]
                row.append((partner, LOOPS[partner][0]))
            elif _on_board(r + dr, c + dc):
                row.append((sector(r + dr, c + dc), (p + 4) % 8))
            else:
                row.append(None)
        table.append(tuple(row))
    return tuple(table)


NEIGHBOUR = _neighbour_table()
"""NEIGHBOUR[s][p]: (sector, entry port) reached by leaving s through port p, or None off the board."""

ADJACENT = tuple(
    tuple(NEIGHBOUR[s][p][0] for p in STRAIGHT if NEIGHBOUR[s][p] is not None and not (s in LOOPS and LOOPS[s][0] == p))
    for s in ALL
)
"""ADJACENT[s]: the sectors sharing an edge with s on the board (a Step never wraps)."""


def _printed():
    """The printed pieces of the ring: lanes, loops; corners and Nexxus are filled by setup."""
    printed = {}
    for s in ALL:
        r, c = divmod(s, SIZE)
        if s in LOOPS:
            printed[s] = f"loop@{LOOPS[s][1]}"
        elif s in CORNERS:
            continue
        elif r in (0, SIZE - 1):
            printed[s] = "lane@1"  # runs east-west
        elif c in (0, SIZE - 1):
            printed[s] = "lane@0"  # runs north-south
    return printed


PRINTED = _printed()


def distance(a: int, b: int) -> int:
    """Steps between two sectors (Manhattan distance)."""
    ar, ac = divmod(a, SIZE)
    br, bc = divmod(b, SIZE)
    return abs(ar - br) + abs(ac - bc)


DISTANCE_TO_NEXXUS = tuple(distance(s, NEXXUS) for s in ALL)

QUADRANT_OF_DIE = {1: "N", 2: "E", 3: "S", 4: "W"}
"""The direction die: 1 front, 2 right, 3 back, 4 left."""
