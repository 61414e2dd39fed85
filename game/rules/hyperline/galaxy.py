"""What is where in the galaxy, and what a ship may reach: blocking, homes, fighters,
hyperpoints and connections. Queries over a HyperlineState; nothing here decides a turn.
"""

from __future__ import annotations

from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import ADJACENT, DIAGONAL, NEIGHBOUR, NEXXUS, STRAIGHT
from game.rules.hyperline.tiles import ASTEROID, INFO, LINE_TILES


def piece(st, sector: int):
    content = st.board[sector]
    return None if content is None else INFO[content]


def owner_of(st, sector: int) -> int | None:
    """The seat whose home planet is this sector, if any."""
    for seat, corner in enumerate(st.corners):
        if corner == sector:
            return seat
    return None


def others_home(st, seat: int, sector: int) -> bool:
    home_of = owner_of(st, sector)
    return home_of is not None and home_of != seat


def rips(st) -> list[int]:
    return [s for s, content in enumerate(st.board) if content == "rip@0"]


def patrol(st, seat: int, sector: int) -> int:
    return st.patrols[seat].get(str(sector), 0)


def add_patrol(st, seat: int, sector: int, count: int) -> None:
    key = str(sector)
    left = st.patrols[seat].get(key, 0) + count
    if left > 0:
        st.patrols[seat][key] = left
    else:
        st.patrols[seat].pop(key, None)


def fighters(st, seat: int, sector: int) -> int:
    """A seat's fighters in a sector: on patrol there, plus those loaded on its ship if the ship is there."""
    count = st.patrols[seat].get(str(sector), 0)
    if st.at[seat] == sector:
        count += st.loaded[seat]
    return count


def blocker(st, seat: int, sector: int) -> str | None:
    """What stops a ship of `seat` entering `sector` (and ends its command), or None."""
    if str(sector) in st.pirates:
        return "a pirate"
    content = st.board[sector]
    if content is not None and content.startswith(ASTEROID) and not shipkit.online(st.ships[seat], "battle_computer"):
        return "an asteroid field"
    for other in range(st.num_players):
        if other == seat:
            continue
        if st.at[other] == sector:
            return "an enemy starship"
        if st.patrols[other].get(str(sector)):
            return "enemy fighters"
    return None


def fix_fighters(st, seat: int) -> list[dict]:
    """A damaged Carrier Pod drops its fighter on patrol where the ship is (a moved one keeps it)."""
    capacity = shipkit.carrier_capacity(st.ships[seat])
    extra = st.loaded[seat] - capacity
    if extra <= 0:
        return []
    st.loaded[seat] = capacity
    add_patrol(st, seat, st.at[seat], extra)
    return [{"type": "fighters_ejected", "seat": seat, "count": extra, "sector": st.at[seat]}]


def functional_parts(st, seat: int) -> list[int]:
    return [p["id"] for p in st.ships[seat]["parts"] if not p["damaged"]]


def _enters(content, entry: int) -> bool:
    """A jump leaving towards a sector with this content goes somewhere (explores, ends or rides on)."""
    if content is None:
        return True
    info = INFO[content]
    return info.terminal or entry in info.lines


def hyperpoints(st, seat: int, sector: int | None = None) -> list[int]:
    """The ports a Jump may start by from the ship's sector (diagonal ones need the Hyperline Computer)."""
    here = st.at[seat] if sector is None else sector
    info = INFO[st.board[here]]
    diagonal_ok = shipkit.online(st.ships[seat], "hyperline_computer")
    if info.terminal:
        candidates = STRAIGHT + DIAGONAL if diagonal_ok else STRAIGHT
    else:
        candidates = [p for p in info.lines if diagonal_ok or p % 2 == 0]
    found = []
    board = st.board
    for port in sorted(candidates):
        beyond = NEIGHBOUR[here][port]
        if beyond is not None and _enters(board[beyond[0]], beyond[1]):
            found.append(port)
    return found


def _ride(st, seat: int):
    """Every step of every line from the ship's hyperpoints, without exploring, as the jump
    procedure rides them: yields (sector, target, info, exits, stops). `info` is None for an
    unexplored target; a line goes on through `exits` unless the target `stops` it (a
    hyperpoint or a blocker)."""
    todo = [(st.at[seat], port) for port in hyperpoints(st, seat)]
    seen = set()
    board = st.board
    while todo:
        item = todo.pop()
        if item in seen:
            continue
        seen.add(item)
        sector, port = item
        target, entry = NEIGHBOUR[sector][port]
        content = board[target]
        if content is None:
            yield sector, target, None, (), True
            continue
        info = INFO[content]
        exits = info.lines.get(entry) or ()
        stops = info.terminal or blocker(st, seat, target)
        yield sector, target, info, exits, stops
        if exits and not stops:
            todo.extend((target, e) for e in exits)


def connections(st, seat: int) -> tuple[list[int], list[int]]:
    """(explored sectors a Jump could end in, unexplored sectors a Jump would explore first).

    A line that reaches an unexplored sector stops there; a blocked sector ends the line in it.
    """
    ends, unexplored = set(), set()
    for sector, target, info, exits, stops in _ride(st, seat):
        if info is None:
            unexplored.add(target)
        elif stops:
            ends.add(target)
        elif not exits:
            ends.add(sector)
    ends.discard(st.at[seat])
    return sorted(ends), sorted(unexplored)


def line_sectors(st, seat: int) -> list[int]:
    """Sectors holding a hyperline tile that a jump from the ship's sector would ride through or stop on
    (the ship's own sector too, if it is one): what a Disrupting Scanner may turn."""
    here = st.at[seat]
    found = {here} if INFO[st.board[here]].name in LINE_TILES else set()
    for _, target, info, exits, _ in _ride(st, seat):
        if info is not None and exits and not info.terminal and info.name in LINE_TILES:
            found.add(target)
    return sorted(found)


def next_to_planet(st, sector: int) -> bool:
    """An explored neighbour (sharing an edge) holds a planet: homes, tech planets, Nexxus."""
    for other in ADJACENT[sector]:
        content = st.board[other]
        if content is not None and INFO[content].planet:
            return True
    return False


def at_nexxus(st, seat: int) -> bool:
    return st.at[seat] == NEXXUS
