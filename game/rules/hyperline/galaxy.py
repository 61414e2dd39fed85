"""What is where in the galaxy, and what a ship may reach: blocking, homes, fighters,
hyperpoints and connections. Queries over a HyperlineState; nothing here decides a turn.
"""

from __future__ import annotations

from operator import itemgetter

from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import ADJACENT, DIAGONAL, NEIGHBOUR, NEXXUS, STRAIGHT
from game.rules.hyperline.tiles import ASTEROID, INFO, LINE_TILES
from game.rules.words import msg

KEYS = tuple(str(sector) for sector in range(len(NEIGHBOUR)))
"""sector -> its key in `patrols` and `pirates` (JSON keys are strings), made once."""
SECTOR_OF = {key: sector for sector, key in enumerate(KEYS)}
"""A key of `patrols` or `pirates` -> its sector (a look-up, cheaper than parsing the string)."""
OTHERS = tuple(tuple(tuple(o for o in range(n) if o != seat) for seat in range(n)) for n in range(5))
"""players -> seat -> the other seats, in order (made once: the turn asks who else is there again and again)."""


def piece(st, sector: int):
    content = st.board[sector]
    return None if content is None else INFO[content]


def owner_of(st, sector: int) -> int | None:
    """The seat whose home planet is this sector, if any."""
    corners = st.corners
    return corners.index(sector) if sector in corners else None


def others_home(st, seat: int, sector: int) -> bool:
    corners = st.corners
    return sector in corners and corners.index(sector) != seat


def rips(st) -> list[int]:
    board = st.board
    found = []
    at = -1
    for _ in range(board.count(RIP_TILE)):  # list.index runs in C: a board is 81 sectors and a game has two Rips
        at = board.index(RIP_TILE, at + 1)
        found.append(at)
    return found


RIP_TILE = "rip@0"


def patrol(st, seat: int, sector: int) -> int:
    return st.patrols[seat].get(KEYS[sector], 0)


def add_patrol(st, seat: int, sector: int, count: int) -> None:
    key = KEYS[sector]
    left = st.patrols[seat].get(key, 0) + count
    if left > 0:
        st.patrols[seat][key] = left
    else:
        st.patrols[seat].pop(key, None)


def fighters(st, seat: int, sector: int) -> int:
    """A seat's fighters in a sector: on patrol there, plus those loaded on its ship if the ship is there."""
    count = st.patrols[seat].get(KEYS[sector], 0)
    if st.at[seat] == sector:
        count += st.loaded[seat]
    return count


BLOCKED_BY = {
    said.id: said
    for said in (msg("a pirate"), msg("an asteroid field"), msg("an enemy starship"), msg("enemy fighters"))
}
"""What may stop a ship, by the id a "blocked" event and a route carry ("a pirate"): the screen words it."""
_PIRATE, _ASTEROID, _STARSHIP, _FIGHTERS = BLOCKED_BY


def blocker(st, seat: int, sector: int) -> str | None:
    """What stops a ship of `seat` entering `sector` (and ends its command), or None: a key of BLOCKED_BY."""
    key = KEYS[sector]
    if key in st.pirates:
        return _PIRATE
    if st.board[sector] in ASTEROIDS and not shipkit.online(st.ships[seat], "battle_computer"):
        return _ASTEROID
    at, patrols = st.at, st.patrols
    if sector in at:  # (the ship itself is still where it comes from)
        for other in range(st.players):
            if other != seat:
                if at[other] == sector:
                    return _STARSHIP
                if patrols[other].get(key):
                    return _FIGHTERS
        return None
    for theirs in patrols:  # (most moves: nobody's fighters there, the player's own aside)
        if key in theirs:
            break
    else:
        return None
    for other, theirs in enumerate(patrols):
        if other != seat and theirs.get(key):
            return _FIGHTERS
    return None


ASTEROIDS = frozenset(content for content in INFO if content.startswith(ASTEROID))
"""Board contents that are asteroid fields (face up)."""


def fix_fighters(st, seat: int) -> list[dict]:
    """A damaged Carrier Pod drops its fighter on patrol where the ship is (a moved one keeps it)."""
    if not st.loaded[seat]:  # (most ships carry none: no need to count the working Carrier Pods)
        return []
    capacity = shipkit.carrier_capacity(st.ships[seat])
    extra = st.loaded[seat] - capacity
    if extra <= 0:
        return []
    st.loaded[seat] = capacity
    add_patrol(st, seat, st.at[seat], extra)
    return [{"type": "fighters_ejected", "seat": seat, "count": extra, "sector": st.at[seat]}]


def functional_parts(st, seat: int) -> list[int]:
    return shipkit.functional_parts(st.ships[seat])


def _enters(content, entry: int) -> bool:
    """A jump leaving towards a sector with this content goes somewhere (explores, ends or rides on)."""
    if content is None:
        return True
    info = INFO[content]
    return info.terminal or entry in info.lines


def _candidates(info, diagonal_ok: bool) -> tuple[int, ...]:
    if info.terminal:
        return tuple(sorted(STRAIGHT + DIAGONAL if diagonal_ok else STRAIGHT))
    return tuple(sorted(p for p in info.lines if diagonal_ok or p % 2 == 0))


CANDIDATES = {(content, ok): _candidates(info, ok) for content, info in INFO.items() for ok in (False, True)}
"""(content, diagonals allowed) -> the ports a Jump may leave that content by, in order (computed at import)."""
ENTERS = {(content, entry): _enters(content, entry) for content in (None, *INFO) for entry in range(8)}
"""(content, entry port) -> a jump entering it goes somewhere (computed at import)."""
GOES = {content: frozenset(entry for entry in range(8) if ENTERS[content, entry]) for content in (None, *INFO)}
"""content -> the entry ports by which a jump entering it goes somewhere."""
ACCEPTS = tuple(frozenset(content for content in (None, *INFO) if ENTERS[content, entry]) for entry in range(8))
"""entry port -> the contents (None: unexplored) a jump entering by it goes somewhere in."""
OUTLETS: tuple[dict, ...] = tuple({} for _ in NEIGHBOUR)
"""sector -> (content, diagonals allowed) -> (port, sector beyond, the contents there that take the line on) for
each candidate port that does not leave the galaxy (filled in as met): `hyperpoints` checks only whether the line
goes on beyond."""


def hyperpoints(st, seat: int, sector: int | None = None) -> list[int]:
    """The ports a Jump may start by from the ship's sector (diagonal ones need the Hyperline Computer)."""
    here = st.at[seat] if sector is None else sector
    board = st.board
    ship = st.ships[seat]
    diagonal_ok = "hyperline_computer" in ship["upgrades"] and not ship["parts"][0]["damaged"]
    key = (board[here], diagonal_ok)
    outlets = OUTLETS[here].get(key)
    if outlets is None:
        neighbours = NEIGHBOUR[here]
        outlets = OUTLETS[here][key] = tuple(
            (port, neighbours[port][0], ACCEPTS[neighbours[port][1]])
            for port in CANDIDATES[key]
            if neighbours[port] is not None
        )
    found = []
    for port, target, accepts in outlets:
        if board[target] in accepts:
            found.append(port)
    return found


def blocked_sectors(st, seat: int) -> set:
    """Where `blocker` stops a ship of `seat` for anything but an asteroid field (a pirate, an enemy starship,
    enemy fighters): the lines a jump rides end there."""
    sector_of = SECTOR_OF
    found = set(map(sector_of.__getitem__, st.pirates))
    at, patrols = st.at, st.patrols
    for other in OTHERS[len(at)][seat]:
        found.add(at[other])
        for key, count in patrols[other].items():
            if count:
                found.add(sector_of[key])
    return found


def _ride(st, seat: int, blocked: set | None = None):
    """Every step of every line from the ship's hyperpoints, without exploring, as the jump
    procedure rides them: yields (sector, target, info, exits, stops). `info` is None for an
    unexplored target; a line goes on through `exits` unless the target `stops` it (a
    hyperpoint or a blocker; asteroid fields are hyperpoints). `blocked`: `blocked_sectors`, if known already."""
    here = st.at[seat]
    todo = [here * 8 + port for port in hyperpoints(st, seat)]  # (sector, port) as one int: 8 * sector + port
    seen = set()
    board = st.board
    if blocked is None:
        blocked = blocked_sectors(st, seat)
    while todo:
        item = todo.pop()
        if item in seen:
            continue
        seen.add(item)
        target, entry = BEYOND[item]
        content = board[target]
        if content is None:
            yield item >> 3, target, None, (), True
            continue
        info = INFO[content]
        exits = info.lines.get(entry) or ()
        stops = info.terminal or target in blocked
        yield item >> 3, target, info, exits, stops
        if exits and not stops:
            base = 8 * target
            for port in exits:
                todo.append(base + port)


BEYOND = tuple(NEIGHBOUR[sector][port] for sector in range(len(NEIGHBOUR)) for port in range(8))
"""8 * sector + port -> (the sector beyond that port, the port it is entered by), or None off the board."""


def connections(st, seat: int) -> tuple[list[int], list[int]]:
    """(explored sectors a Jump could end in, unexplored sectors a Jump would explore first).

    A line that reaches an unexplored sector stops there; a blocked sector ends the line in it.
    """
    ends, unexplored, _ = rides(st, seat)
    return list(ends), list(unexplored)


def rides(st, seat: int) -> tuple[tuple, tuple, tuple]:
    """(ends, unexplored, line sectors) of every line from the ship's hyperpoints, remembered by where the ship
    is and whether diagonal hyperpoints work, with the sectors the ride read: the answer stands while those
    sectors hold the same tiles and the same of those it rode into are blocked (a turn asks it several times; a
    ship meets the same lines again and again while the galaxy around them changes; blocking a planet, an
    unexplored sector or one it only looked into changes nothing)."""
    ship = st.ships[seat]
    key = (st.at[seat], "hyperline_computer" in ship["upgrades"] and not ship["parts"][0]["damaged"])
    blocked = blocked_sectors(st, seat)
    found = _RIDES.get(key)
    if found is not None:
        read, contents, stopped, answer = found
        if read.getter(st.board) == contents and stopped == read.consulted.intersection(blocked):
            return answer
    read, answer = _ride_all(st, seat, key[1], blocked)
    contents = read.getter(st.board)
    _RIDES[key] = (read, contents, read.consulted.intersection(blocked), answer)
    return answer


_RIDES: dict = {}
"""(ship's sector, diagonals allowed) -> (the sectors read, their contents, those ridden into that were blocked,
the answer) of the last ride from there: at most 2 * 81 entries."""
LINE_CONTENTS = frozenset(content for content, info in INFO.items() if info.name in LINE_TILES)
"""Contents that are drawn hyperline tiles (what a Disrupting Scanner may turn)."""


RIDE_ON = {
    content: tuple(None if info.terminal else info.lines.get(entry) or () for entry in range(8))
    for content, info in INFO.items()
}
"""content -> entry port -> the ports a line entering by it leaves by (() if none), or None for a terminal piece."""


class _Read:
    """The sectors a ride read, a getter of their contents from a board (one C call), and the sectors whose
    blocking it asked (the explored ones it rode into that are not hyperpoints)."""

    __slots__ = ("getter", "consulted")

    def __init__(self, sectors: set, consulted: set):
        self.getter = itemgetter(*sorted(sectors))
        self.consulted = frozenset(consulted)


def _ride_all(st, seat: int, diagonal_ok: bool, blocked: set) -> tuple[_Read, tuple[tuple, tuple, tuple]]:
    """What `rides` answers, from one ride of every line (`_ride`'s steps, classified as they are met), and the
    sectors it read."""
    here = st.at[seat]
    board = st.board
    read = {here}
    todo = []
    key = (board[here], diagonal_ok)
    outlets = OUTLETS[here].get(key)
    if outlets is None:
        hyperpoints(st, seat, here)
        outlets = OUTLETS[here][key]
    for port, target, accepts in outlets:  # `hyperpoints`, noting what it reads
        read.add(target)
        if board[target] in accepts:
            todo.append(here * 8 + port)
    ends, unexplored = set(), set()
    lines = {here} if board[here] in LINE_CONTENTS else set()
    seen = set()
    consulted = set()
    while todo:
        item = todo.pop()
        if item in seen:
            continue
        seen.add(item)
        target, entry = BEYOND[item]
        read.add(target)
        content = board[target]
        if content is None:
            unexplored.add(target)
            continue
        exits = RIDE_ON[content][entry]
        if exits is None:  # (a terminal piece: planets, asteroid fields, Rips)
            ends.add(target)
            continue
        if exits and content in LINE_CONTENTS:
            lines.add(target)
        consulted.add(target)
        if target in blocked:
            ends.add(target)
        elif exits:
            base = 8 * target
            for port in exits:
                todo.append(base + port)
        else:
            ends.add(item >> 3)
    ends.discard(here)
    return _Read(read, consulted), (tuple(sorted(ends)), tuple(sorted(unexplored)), tuple(sorted(lines)))


def line_sectors(st, seat: int) -> list[int]:
    """Sectors holding a hyperline tile that a jump from the ship's sector would ride through or stop on
    (the ship's own sector too, if it is one): what a Disrupting Scanner may turn."""
    return list(rides(st, seat)[2])


def next_to_planet(st, sector: int) -> bool:
    """An explored neighbour (sharing an edge) holds a planet: homes, tech planets, Nexxus."""
    for other in ADJACENT[sector]:
        content = st.board[other]
        if content is not None and INFO[content].planet:
            return True
    return False


def at_nexxus(st, seat: int) -> bool:
    return st.at[seat] == NEXXUS
