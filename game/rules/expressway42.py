"""42: Hyperspace Expressway (Markus Hagenauer): lay expressways, build facilities, keep your score at 42 or less.

The board is a reconstruction (RULES-NOTES): 12 x 9 unit cells, planets on the grid
points with x + y even. This module is the board's single source: the art tool
(tools/art_expressway42.py) writes assets/maps/expressway42.tmx from the tables
below, and a test checks the committed map still agrees, so the rules never read
a file and stay headless. Rulings: docs/rules/expressway42.md.

A turn is small decisions: take a tile from a pile, then lay it (centre and turn);
small tiles are laid in one step; a capture is one step. Caches (free cells,
centres that fit, connections, expressways) are rebuilt from the laid tiles when a
state is read from JSON, so the JSON holds only what cannot be derived.
"""

from __future__ import annotations

from game.rules import GameInfo, Option, Parts, Result, ranks_from_scores, register
from game.rules.core import Field, Phase, PhasedState, chances
from game.rules.words import N_, Message, Seat, msg, nmsg, pmsg

# --- the board ------------------------------------------------------------------------------------
COLS, ROWS = 12, 9  # unit cells
LICENCE = 42
FACILITIES = 17  # per player on planets; the 18th marks the score
SMALL_TILES = 20

VALUE_ROWS = (
    "3 . 4 . 3 . 4 . 3 . 4 . 3",
    ". 3 . 3 . 2 . 2 . 3 . 3 .",
    "4 . 2 . 3 . 4 . 3 . 2 . 4",
    ". 2 . 4 . 4 . 4 . 4 . 2 .",
    "2 . 3 . 2 . 2 . 2 . 3 . 2",
    ". 4 . 3 . 3 . 3 . 3 . 4 .",
    "3 . 2 . 4 . 2 . 4 . 2 . 3",
    ". 4 . 2 . 4 . 4 . 2 . 4 .",
    "2 . 3 . 3 . 4 . 3 . 3 . 2",
    ". 2 . 2 . 4 . 4 . 2 . 2 .",
)
"""The printed planet values, rows y = 0 (top) to 9, columns x = 0 to 12; `.` is empty space."""

PLANETS: tuple[tuple[int, int], ...] = tuple(
    (x, y) for y in range(ROWS + 1) for x in range(COLS + 1) if (x + y) % 2 == 0
)
PLANET_AT: dict[tuple[int, int], int] = {xy: p for p, xy in enumerate(PLANETS)}
BOARD_VALUES: tuple[int, ...] = tuple(int(VALUE_ROWS[y].split()[x]) for x, y in PLANETS)
CELLS: tuple[tuple[int, int], ...] = tuple((cx, cy) for cy in range(ROWS) for cx in range(COLS))
CELL_AT: dict[tuple[int, int], int] = {xy: c for c, xy in enumerate(CELLS)}


def _cell_planets(cx: int, cy: int) -> tuple[int, int]:
    """A cell's two planet corners, on one of its diagonals."""
    if (cx + cy) % 2 == 0:
        return PLANET_AT[(cx, cy)], PLANET_AT[(cx + 1, cy + 1)]
    return PLANET_AT[(cx + 1, cy)], PLANET_AT[(cx, cy + 1)]


CELL_PLANETS: tuple[tuple[int, int], ...] = tuple(_cell_planets(cx, cy) for cx, cy in CELLS)
PLANET_CELLS: tuple[tuple[int, ...], ...] = tuple(
    tuple(CELL_AT[(cx, cy)] for cx, cy in ((x - 1, y - 1), (x, y - 1), (x - 1, y), (x, y)) if (cx, cy) in CELL_AT)
    for x, y in PLANETS
)
INTERIOR: tuple[bool, ...] = tuple(len(cells) == 4 for cells in PLANET_CELLS)
CENTRES: tuple[int, ...] = tuple(p for p in range(len(PLANETS)) if INTERIOR[p])


def _corners(p: int) -> tuple[int, int, int, int]:
    """A large tile's corner planets a, b, c, d: clockwise from the top left."""
    x, y = PLANETS[p]
    return tuple(PLANET_AT[xy] for xy in ((x - 1, y - 1), (x + 1, y - 1), (x + 1, y + 1), (x - 1, y + 1)))


def _corner_cells(p: int) -> tuple[int, int, int, int]:
    """The cells under corners a, b, c, d of a large tile centred on `p`."""
    x, y = PLANETS[p]
    return tuple(CELL_AT[xy] for xy in ((x - 1, y - 1), (x, y - 1), (x, y), (x - 1, y)))


CORNERS = {p: _corners(p) for p in CENTRES}
CORNER_CELLS = {p: _corner_cells(p) for p in CENTRES}
CELL_KILLS = tuple(sum(1 << p for p in CELL_PLANETS[c] if INTERIOR[p]) for c in range(len(CELLS)))
"""Covering a cell means these centres can no longer take a large tile (a bitmask over planets)."""
def _union(masks) -> int:
    joined = 0
    for mask in masks:
        joined |= mask
    return joined


SMALL_EDGE = tuple((p, q) if p < q else (q, p) for p, q in CELL_PLANETS)
"""The expressway a small tile lays on each cell, lower planet first."""
CORNER_CELL_BITS = {p: sum(1 << c for c in cells) for p, cells in CORNER_CELLS.items()}
CORNER_KILLS = {p: _union(CELL_KILLS[c] for c in cells) for p, cells in CORNER_CELLS.items()}
ALL_CELLS = (1 << len(CELLS)) - 1
ALL_CENTRES = sum(1 << p for p in CENTRES)

# --- the tiles ----------------------------------------------------------------------------------------
SMALL = 0  # a small tile's marking in the list of laid tiles
MARKINGS = tuple(range(1, 12))
DESIGN = {1: "interchange", 2: "interchange", 3: "interchange", 4: "interchange", 5: "twin arcs", 6: "twin arcs",
          7: "twin arcs", 8: "twin arcs", 9: "single arc", 10: "single arc", 11: "single diagonal"}
ROUTES = {
    "interchange": ((0, 2), (1, 3)),  # a-c and b-d, crossing without a junction
    "twin arcs": ((0, 1), (3, 2)),  # a-b and d-c
    "single arc": ((0, 1),),
    "single diagonal": ((0, 2),),
}
"""Expressways of each design, as corner pairs (0 = a top left, 1 = b top right, 2 = c, 3 = d)."""


def _period(design: str) -> int:
    """How many quarter turns give different expressways (the others repeat them)."""
    base = {frozenset(pair) for pair in ROUTES[design]}
    for turn in (1, 2):
        if {frozenset((i + turn) % 4 for i in pair) for pair in ROUTES[design]} == base:
            return turn
    return 4


PERIOD = {design: _period(design) for design in ROUTES}
DESIGN_WORDS = {  # Translators: the four designs of the large tiles, named in sentences like "takes a ... tile"
    "interchange": pmsg("tile design", "interchange"),
    "twin arcs": pmsg("tile design", "twin arcs"),
    "single arc": pmsg("tile design", "single arc"),
    "single diagonal": pmsg("tile design", "single diagonal"),
}
"""A design's name as the players read it (DESIGN's names are the rules' keys: sprites and tables use them)."""
PILE_SIZE = 2


def routes(design: str, turn: int) -> tuple[tuple[int, int], ...]:
    """The corner pairs joined by a design turned `turn` quarter turns clockwise."""
    return TURNED[design][turn]


TURNED = {d: [tuple(((i + t) % 4, (j + t) % 4) for i, j in pairs) for t in range(4)] for d, pairs in ROUTES.items()}


def tile_expressways(marking: int, x: int, y: int, turn: int) -> list[tuple[int, int]]:
    """The expressways (planet pairs, as board points) of a tile laid at (x, y); small tiles name their cell."""
    if marking == SMALL:
        p, q = CELL_PLANETS[CELL_AT[(x, y)]]
        return [(PLANETS[p], PLANETS[q])]
    corners = CORNERS[PLANET_AT[(x, y)]]
    return [(PLANETS[corners[i]], PLANETS[corners[j]]) for i, j in routes(DESIGN[marking], turn)]


def planet_name(p: int) -> str:
    """Board coordinates a player can read: column letter A-M, row 1-10 from the top."""
    x, y = PLANETS[p]
    return f"{'ABCDEFGHIJKLM'[x]}{y + 1}"


def add_points(score: int, points: int) -> tuple[int, bool]:
    """The 42 rule: a score above 42 pays 42 for a new licence; 42 itself stays."""
    score += points
    if score > LICENCE:
        return score - LICENCE, True
    return score, False


# phases, as data: who acts in each
DEAL, PICK, PLACE, SMALL_TILE, FACILITY, CAPTURE, OVER = "deal", "pick", "place", "small", "facility", "capture", "over"
PHASE_ONE = (PICK, PLACE, SMALL_TILE, FACILITY)

PILE_ACTIONS = {m: ("pile", m) for m in MARKINGS}
PLACE_ACTIONS = {p: tuple(("place", *PLANETS[p], turn) for turn in range(4)) for p in CENTRES}
SMALL_ACTIONS = tuple(("small", cx, cy) for cx, cy in CELLS)
FACILITY_ACTIONS = tuple(("facility", x, y) for x, y in PLANETS)
VALUE_COUNTS = {v: BOARD_VALUES.count(v) for v in (2, 3, 4)}


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _chunked(items) -> list[list[tuple]]:
    """For bit k*8..k*8+7 of a mask: the items of every byte value, so a mask lists its items 8 bits at a time."""
    return [
        [tuple(items[8 * k + i] for i in range(8) if byte >> i & 1 and 8 * k + i < len(items)) for byte in range(256)]
        for k in range((len(items) + 7) // 8)
    ]


def _pick_bits(mask: int, chunks) -> list:
    out = []
    k = 0
    while mask:
        byte = mask & 0xFF
        if byte:
            out.extend(chunks[k][byte])
        mask >>= 8
        k += 1
    return out


SMALL_CHUNKS = _chunked(SMALL_ACTIONS)
PLACE_CHUNKS = {
    period: _chunked([tuple(PLACE_ACTIONS[p][:period]) if INTERIOR[p] else () for p in range(len(PLANETS))])
    for period in (1, 2, 4)
}


def _is_int(v) -> bool:
    return type(v) is int


def _kind(action):
    """What sort of move an action names ("pile", "place", ...), or None for something that is not one."""
    return action[0] if type(action) is tuple and action else None


NO_PASS = msg("Placing a tile is compulsory: there is always a tile to lay in the first phase.")


def design_words(marking: int) -> Message:
    """The name of a large tile's design, for a sentence that names it."""
    return DESIGN_WORDS[DESIGN[marking]]


def _completed(done) -> list[Message]:
    """What a laying completes, planet by planet: its points, or why it scores none yet."""
    said = []
    for p, points, built in done:
        if built:
            said.append(msg("{planet} (+{points})", planet=planet_name(p), points=points))
        elif built is False:
            said.append(msg("{planet} (no facility left)", planet=planet_name(p)))
        else:
            said.append(msg("{planet} (+{points} if chosen)", planet=planet_name(p), points=points))
    return said


class ExpresswayState(PhasedState):
    """Laid tiles, piles, facilities and scores; the rest is derived from the tiles."""

    __slots__ = (
        "num_players", "options", "values", "dealt", "phase", "current", "tiles", "piles", "small_used", "held",
        "owner", "scores", "licences", "supply", "pending", "tally",
        # caches, rebuilt from `tiles`
        "free", "fits", "demolished", "conn", "touch", "edges", "_moves",
    )


    FIELDS = (
        Field("num_players", key="players"),
        Field("options", "shared"),  # never changed after set-up
        Field("values", "shared"),  # changed only while dealing, which copies it first
        Field("dealt"),
        Field("phase"),
        Field("current"),
        Field("tiles", "tuples"),
        Field("piles", "list"),
        Field("small_used"),
        Field("held"),
        Field("owner", "list"),
        Field("scores", "list"),
        Field("licences", "list"),
        Field("supply", "list"),
        Field("pending", "list"),
        Field("tally", "tuples"),
        # caches, rebuilt from `tiles` when a state is read
        Field("free", saved=False),
        Field("fits", saved=False),
        Field("demolished", saved=False),
        Field("conn", "list", saved=False),
        Field("touch", "list", saved=False),
        Field("edges", "list", saved=False),
        Field("_moves", saved=False),
    )

    # --- set-up ---------------------------------------------------------------------------------------
    @classmethod
    def new_game(cls, players: int = 2, seed=None, options: dict | None = None) -> ExpresswayState:
        state = cls()
        state.num_players = players
        state.options = {"random_values": False, "unlimited_small": True, **(options or {})}
        state.values = list(BOARD_VALUES)
        state.dealt = len(PLANETS)
        state.phase = PICK
        state.current = 0
        state.tiles = []
        state.piles = [PILE_SIZE] * len(MARKINGS)
        state.small_used = 0
        state.held = 0
        state.owner = [-1] * len(PLANETS)
        state.scores = [0, 0]
        state.licences = [0, 0]
        state.supply = [FACILITIES, FACILITIES]
        state.pending = []
        state.tally = []
        state._rebuild()
        if state.options["random_values"]:
            state.values = [0] * len(PLANETS)
            state.dealt = 0
            state.phase = DEAL
        else:
            state._begin_turn()
        return state

    def _loaded(self):
        self._rebuild()

    def _rebuild(self):
        """The caches from the laid tiles (after reading JSON)."""
        self.free = ALL_CELLS
        self.fits = ALL_CENTRES
        self.demolished = 0
        self.conn = [0] * len(PLANETS)
        self.touch = [0] * len(PLANETS)
        self.edges = []
        self._moves = None
        for marking, x, y, turn, _seat in self.tiles:
            self._lay(marking, x, y, turn)

    # --- dealing random values ----------------------------------------------------------------------
    def _values_left(self) -> list:
        left = dict(VALUE_COUNTS)
        for v in self.values[: self.dealt]:
            left[v] -= 1
        return chances(left)

    def _deal(self, value) -> list[dict]:
        p = self.dealt
        self.values = self.values[:]  # copies share the values, which change only here
        self.values[p] = value
        self.dealt += 1
        events = [{"type": "deal", "planet": p, "value": value}]
        if self.dealt == len(PLANETS):
            events += self._begin_turn()
        return events

    def _words_deal(self, value) -> Message:
        # Translators: a random value (2, 3 or 4) dealt to one planet at the start
        return msg("Planet {planet} gets value {value}", planet=planet_name(self.dealt), value=value)

    # --- taking a large tile ------------------------------------------------------------------------
    def _piles_left(self) -> list:
        return [PILE_ACTIONS[m] for m in MARKINGS if self.piles[m - 1]]

    def _sure_pile(self, action) -> bool:
        return (
            _kind(action) == "pile" and len(action) == 2 and _is_int(action[1]) and 1 <= action[1] <= len(MARKINGS)
            and self.piles[action[1] - 1] > 0
        )  # fmt: skip

    def _pick(self, action) -> list[dict]:
        marking = action[1]
        self.piles[marking - 1] -= 1
        self.held = marking
        self.phase = PLACE
        return [{"type": "pick", "seat": self.current, "marking": marking}]

    def _words_pick(self, action) -> Message:
        design, pile, who = design_words(action[1]), action[1], Seat(self.current)
        if DESIGN[action[1]][0] in "aeiou":
            return msg("{who} takes an {design} tile from pile {pile}", who=who, design=design, pile=pile)
        return msg("{who} takes a {design} tile from pile {pile}", who=who, design=design, pile=pile)

    def _label_pick(self, action) -> Message:
        design, pile = design_words(action[1]), action[1]
        if DESIGN[action[1]][0] in "aeiou":
            return msg("Take an {design} tile from pile {pile}", design=design, pile=pile)
        return msg("Take a {design} tile from pile {pile}", design=design, pile=pile)

    def _refuse_pick(self, action) -> Message:
        kind = _kind(action)
        if kind == "pass":
            return NO_PASS
        if kind == "pile" and len(action) == 2 and _is_int(action[1]) and 1 <= action[1] <= len(MARKINGS):
            return msg("Pile {pile} is empty: choose another pile.", pile=action[1])
        if kind == "small":
            return msg("A large tile still fits on the board: small tiles come only once no large tile fits.")
        return msg("Choose a pile of large tiles ({first} to {last}) first.", first=MARKINGS[0], last=MARKINGS[-1])

    # --- laying it ----------------------------------------------------------------------------------
    def _centres(self) -> list:
        return [a for group in _pick_bits(self.fits, PLACE_CHUNKS[PERIOD[DESIGN[self.held]]]) for a in group]

    def _sure_centre(self, action) -> bool:
        if _kind(action) != "place" or len(action) != 4 or not all(map(_is_int, action[1:])):
            return False
        p = PLANET_AT.get((action[1], action[2]))
        return p is not None and bool(self.fits >> p & 1) and 0 <= action[3] < PERIOD[DESIGN[self.held]]

    def _lay_large(self, action) -> list[dict]:
        marking, self.held = self.held, 0
        return self._place(self.current, marking, action[1], action[2], action[3])

    def _words_large(self, action) -> Message:
        return self._completes(self._laid_large(action, Seat(self.current)), action)

    def _label_large(self, action) -> Message:
        return self._completes(self._laid_large(action, None), action)

    def _laid_large(self, action, who: Seat | None) -> Message:
        """The laying itself: the log's line with its player, a choice's label without."""
        where = {"design": design_words(self.held), "planet": planet_name(PLANET_AT[(action[1], action[2])])}
        turned = 90 * action[3]
        if who is None and turned:
            return msg("Lay the {design} tile on {planet} (demolished), turned {degrees}°", degrees=turned, **where)
        if who is None:
            return msg("Lay the {design} tile on {planet} (demolished)", **where)
        if turned:
            return msg(
                "{who} lays the {design} tile on {planet} (demolished), turned {degrees}°",
                who=who, degrees=turned, **where,
            )  # fmt: skip
        return msg("{who} lays the {design} tile on {planet} (demolished)", who=who, **where)

    def _refuse_centre(self, action) -> Message:
        if _kind(action) == "pass":
            return NO_PASS
        design = design_words(self.held)
        if _kind(action) != "place" or len(action) != 4 or not all(map(_is_int, action[1:])):
            return msg("Lay the {design} tile you took: name its centre planet and its turn (0 to 3).", design=design)
        _, x, y, turn = action
        p = PLANET_AT.get((x, y))
        if p is None:
            if (x, y) in {(cx, cy) for cx in range(COLS + 1) for cy in range(ROWS + 1)}:
                return msg("That point is empty space: a large tile's round centre must cover a planet.")
            return msg("That point is off the board.")
        planet = planet_name(p)
        if not INTERIOR[p]:
            return msg(
                "{planet} is on the border: a large tile needs a planet with four squares around it.", planet=planet
            )
        if self.demolished >> p & 1:
            return msg("{planet} was demolished already.", planet=planet)
        if not self.fits >> p & 1:
            return msg("The four squares around {planet} are not all free.", planet=planet)
        period = PERIOD[DESIGN[self.held]]
        if 0 <= turn < 4:
            return msg(
                "This turn of the {design} tile looks the same as turn {turn}.", design=design, turn=turn % period
            )
        return msg("A tile turns by 0 to 3 quarter turns.")

    # --- small tiles, once no large tile fits -------------------------------------------------------
    def _free_squares(self) -> list:
        return _pick_bits(self.free, SMALL_CHUNKS)

    def _sure_square(self, action) -> bool:
        if _kind(action) != "small" or len(action) != 3 or not _is_int(action[1]) or not _is_int(action[2]):
            return False
        c = CELL_AT.get((action[1], action[2]))
        return c is not None and bool(self.free >> c & 1)

    def _lay_small(self, action) -> list[dict]:
        self.small_used += 1
        return self._place(self.current, SMALL, action[1], action[2], 0)

    def _words_small(self, action) -> Message:
        p, q = CELL_PLANETS[CELL_AT[(action[1], action[2])]]
        said = msg("{who} lays a small tile from {start} to {end}", who=Seat(self.current), start=planet_name(p),
                   end=planet_name(q))  # fmt: skip
        return self._completes(said, action)

    def _label_small(self, action) -> Message:
        p, q = CELL_PLANETS[CELL_AT[(action[1], action[2])]]
        return self._completes(msg("Lay a small tile from {start} to {end}", start=planet_name(p), end=planet_name(q)),
                               action)  # fmt: skip

    def _refuse_square(self, action) -> Message:
        kind = _kind(action)
        if kind == "pass":
            return NO_PASS
        if kind == "pile" or kind == "place":
            return msg("No large tile fits any more (or none is left): lay a small tile on a free square.")
        if kind == "small" and len(action) == 3 and (action[1], action[2]) in CELL_AT:
            return msg("That square is covered already.")
        return msg("Lay a small tile on a free square.")

    def _completes(self, laid: Message, action) -> Message:
        """A laying's words, with what it completes."""
        done = self.preview(action)
        if done:
            return msg("{laid}: completes {planets}", laid=laid, planets=_completed(done))
        return laid

    # --- choosing where the last facilities go ------------------------------------------------------
    def _completed_planets(self) -> list:
        return [FACILITY_ACTIONS[p] for p in self.pending]

    def _sure_planet(self, action) -> bool:
        if _kind(action) != "facility" or len(action) != 3 or not _is_int(action[1]) or not _is_int(action[2]):
            return False
        return PLANET_AT.get((action[1], action[2]), -1) in self.pending

    def _choose_planet(self, action) -> list[dict]:
        seat = self.current
        p = PLANET_AT[(action[1], action[2])]
        self.pending.remove(p)
        events = self._build(seat, p)
        if self.supply[seat] == 0:
            self.pending = []
            return events + self._end_turn()
        return events

    def _words_planet(self, action) -> Message:
        p = PLANET_AT[(action[1], action[2])]
        return msg("{who} puts a facility on {planet} (+{points})", who=Seat(self.current), planet=planet_name(p),
                   points=self.values[p])  # fmt: skip

    def _label_planet(self, action) -> Message:
        p = PLANET_AT[(action[1], action[2])]
        return msg("Put a facility on {planet} (+{points})", planet=planet_name(p), points=self.values[p])

    def _refuse_planet(self, action) -> Message:
        if _kind(action) == "pass":
            return NO_PASS
        return msg("Choose one of the planets you just completed for your last facility.")

    # --- phase 2: compulsory captures ---------------------------------------------------------------
    def _captures_now(self) -> list:
        return list(self.captures(self.current))

    def _sure_capture(self, action) -> bool:
        return _kind(action) == "capture" and action in self.captures(self.current)

    def _capture(self, action) -> list[dict]:
        seat = self.current
        _, fx, fy, tx, ty = action
        source, target = PLANET_AT[(fx, fy)], PLANET_AT[(tx, ty)]
        lost = self.owner[target]
        self.owner[source] = -1
        self.owner[target] = seat
        self._moves = None
        events = [{"type": "capture", "seat": seat, "from": source, "to": target, "lost": lost}]
        return events + self._end_turn()

    def _words_capture(self, action) -> Message:
        seat = self.current
        _, fx, fy, tx, ty = action
        start, end = planet_name(PLANET_AT[(fx, fy)]), planet_name(PLANET_AT[(tx, ty)])
        return msg("{who} moves from {start} and captures {other}'s facility on {end}", who=Seat(seat),
                   other=Seat(1 - seat), start=start, end=end)  # fmt: skip

    def _label_capture(self, action) -> Message:
        _, fx, fy, tx, ty = action
        return msg("Move from {start} and capture {other}'s facility on {end}", other=Seat(1 - self.current),
                   start=planet_name(PLANET_AT[(fx, fy)]), end=planet_name(PLANET_AT[(tx, ty)]))  # fmt: skip

    def _refuse_capture(self, action) -> Message:
        kind = _kind(action)
        if kind == "pass":
            return msg("You may not pass: capturing is compulsory while you can capture.")
        if kind == "capture":
            return msg(
                "A capture moves one of your facilities along a single expressway onto a planet "
                "with your opponent's facility."
            )
        return msg("Capturing is compulsory: capture one of your opponent's facilities.")

    def result(self) -> Result:
        self._check_over()
        scores = tuple(self.scores)
        ranks = list(ranks_from_scores(scores))
        tie_breaks: tuple[Message, ...] = ()
        if scores[0] == scores[1]:
            for value in (4, 3, 2):
                counts = [self.facilities_on(seat, value) for seat in (0, 1)]
                if counts[0] != counts[1]:
                    best = 0 if counts[0] > counts[1] else 1
                    ranks = [1 if seat == best else 2 for seat in (0, 1)]
                    tie_breaks = (
                        msg(
                            "Tied at {score} points; more facilities on planets of value {value} ({more} to {fewer}) "
                            "decides", score=scores[0], value=value, more=max(counts), fewer=min(counts),
                        ),
                    )  # fmt: skip
                    break
            else:
                tie_breaks = (
                    msg(
                        "Tied at {score} points and on facilities on planets of value 4, 3 and 2: a draw "
                        "(the chairman demands a rematch)", score=scores[0],
                    ),
                )  # fmt: skip
        winners = tuple(seat for seat in (0, 1) if ranks[seat] == 1 and ranks.count(1) == 1)
        return Result(scores=scores, ranks=tuple(ranks), winners=winners, tie_breaks=tie_breaks)

    # --- questions the table asks ---------------------------------------------------------------------
    # These stay with the rules: each is a rule answered early, with no search or judgement in it
    # (the captures open, what a laying completes, which the log line says too, and what the final
    # scoring would pay now). The bots' judgement and look-ahead live in game/ai/expressway42_advice.py.
    def captures(self, seat: int) -> tuple:
        """Every capture open to `seat`: one of its facilities, one expressway, an opponent's facility."""
        cached = self._moves
        if cached is not None and cached[0] == seat:
            return cached[1]
        owner = self.owner
        found = []
        for p, q in self.edges:
            a, b = owner[p], owner[q]
            if a < 0 or b < 0 or a == b:
                continue
            if a == seat:
                move = ("capture", *PLANETS[p], *PLANETS[q])
            else:
                move = ("capture", *PLANETS[q], *PLANETS[p])
            if move not in found:
                found.append(move)
        found = tuple(found)
        self._moves = (seat, found)
        return found

    def preview(self, action) -> list[tuple[int, int, bool | None]]:
        """What laying this tile would complete, without laying it: (planet, its points, gets a facility),
        where None means the placer would choose which planets get the facilities left."""
        after = self.clone()
        events = after._apply(action) if action[0] in ("place", "small") else []
        done = []
        for event in events:
            if event["type"] == "complete":
                done.extend((p, 0, False) for p in event["planets"])
            elif event["type"] == "facility":
                done = [(p, event["points"], True) if p == event["planet"] else (p, s, b) for p, s, b in done]
        if after.phase == FACILITY:
            done = [(p, after.values[p], None) for p, _s, _b in done]
        return done

    def expressways(self) -> list[tuple[int, int]]:
        """Every expressway as a pair of planets (one per tile route; two routes may join the same pair)."""
        return list(self.edges)

    def completable(self, p: int) -> bool:
        """An intact interior planet every covered square of which brings it a connection."""
        return INTERIOR[p] and not self.demolished >> p & 1 and self.touch[p] == self.conn[p] and self.conn[p] < 4

    def facilities_on(self, seat: int, value: int) -> int:
        return sum(1 for p, who in enumerate(self.owner) if who == seat and self.values[p] == value)

    def projection(self) -> list[int]:
        """The points the final scoring would give now: each expressway from an empty planet to a facility."""
        points = [0, 0]
        owner, values = self.owner, self.values
        for p, q in self.edges:
            a, b = owner[p], owner[q]
            if a < 0 and b >= 0:
                points[b] += values[p]
            elif b < 0 and a >= 0:
                points[a] += values[q]
        return points

    def final_outlook(self) -> list[tuple[int, int, int]]:
        """What the final scoring would make of each score if the game ended now, by the 42 rule:
        (points it adds, the score after it, licences it takes); nothing once it has been scored."""
        if self.phase == OVER:
            return [(0, score, 0) for score in self.scores]
        outlook = []
        for seat, points in enumerate(self.projection()):
            score, paid = self.scores[seat], 0
            for _ in range(points // LICENCE):  # whole rounds of the track first, then the rest
                score, passed = add_points(score, LICENCE)
                paid += passed
            score, passed = add_points(score, points % LICENCE)
            outlook.append((points, score, paid + passed))
        return outlook

    def demolished_planets(self) -> list[int]:
        return _bits(self.demolished)

    # --- the procedure --------------------------------------------------------------------------------
    def _lay(self, marking: int, x: int, y: int, turn: int) -> list[int]:
        """Cover the cells and join the planets; returns the planets that reached their 4th connection."""
        conn, touch = self.conn, self.touch
        self._moves = None
        if marking == SMALL:
            c = CELL_AT[(x, y)]
            p, q = edge = SMALL_EDGE[c]
            self.free &= ~(1 << c)
            self.fits &= ~CELL_KILLS[c]
            touch[p] += 1
            touch[q] += 1
            conn[p] += 1
            conn[q] += 1
            self.edges.append(edge)
            return [r for r in edge if conn[r] == 4] if conn[p] == 4 or conn[q] == 4 else []
        centre = PLANET_AT[(x, y)]
        corners = CORNERS[centre]
        self.free &= ~CORNER_CELL_BITS[centre]
        self.fits &= ~CORNER_KILLS[centre]
        self.demolished |= 1 << centre
        touch[centre] += 4
        for p in corners:
            touch[p] += 1
        reached = []
        edges = self.edges
        for i, j in TURNED[DESIGN[marking]][turn]:
            p, q = corners[i], corners[j]
            conn[p] += 1
            conn[q] += 1
            edges.append((p, q) if p < q else (q, p))
            if conn[p] == 4:
                reached.append(p)
            if conn[q] == 4:
                reached.append(q)
        return sorted(reached)

    def _place(self, seat: int, marking: int, x: int, y: int, turn: int) -> list[dict]:
        self.tiles.append((marking, x, y, turn, seat))
        completed = self._lay(marking, x, y, turn)
        event = {"type": "place", "seat": seat, "marking": marking, "x": x, "y": y, "turn": turn}
        events = [event]
        if not completed:
            return events + self._end_turn()
        events.append({"type": "complete", "seat": seat, "planets": completed})
        if self.supply[seat] >= len(completed):
            for p in completed:
                events += self._build(seat, p)
            return events + self._end_turn()
        if self.supply[seat] == 0:
            events.append({"type": "no_facility", "seat": seat, "planets": completed})
            return events + self._end_turn()
        self.pending = completed  # more planets than facilities: the placer chooses
        self.phase = FACILITY
        return events

    def _build(self, seat: int, p: int) -> list[dict]:
        self.owner[p] = seat
        self._moves = None
        self.supply[seat] -= 1
        before = self.scores[seat]
        self.scores[seat], paid = add_points(before, self.values[p])
        self.licences[seat] += paid
        return [{"type": "facility", "seat": seat, "planet": p, "points": self.values[p], "before": before,
                 "after": self.scores[seat], "licence": paid, "left": self.supply[seat]}]

    def _end_turn(self) -> list[dict]:
        self.current = 1 - self.current
        return self._begin_turn()

    def _begin_turn(self) -> list[dict]:
        if self.phase in PHASE_ONE or self.phase == DEAL:
            small_left = self.options["unlimited_small"] or self.small_used < SMALL_TILES
            if self.fits and any(self.piles):
                self.phase = PICK
                return []
            if self.free and small_left:
                was = self.phase
                self.phase = SMALL_TILE
                return [] if was == SMALL_TILE else [{"type": "phase", "phase": SMALL_TILE}]
            self.phase = CAPTURE
            events = [{"type": "phase", "phase": CAPTURE}]
        else:
            events = []
        if self.captures(self.current):
            return events
        return events + self._final_scoring()

    def _final_scoring(self) -> list[dict]:
        self.phase = OVER
        events = [{"type": "phase", "phase": OVER}]
        owner, values = self.owner, self.values
        scoring = []  # (empty planet, facility planet), in the order of the empty planets
        for p, q in self.edges:
            a, b = owner[p], owner[q]
            if a < 0 and b >= 0:
                scoring.append((p, q))
            elif b < 0 and a >= 0:
                scoring.append((q, p))
        scoring.sort(key=lambda pair: pair[0])  # stable: each planet's expressways in the order they were laid
        for e, other in scoring:
            seat = owner[other]
            before = self.scores[seat]
            self.scores[seat], paid = add_points(before, values[e])
            self.licences[seat] += paid
            self.tally.append((e, other, seat, values[e]))
            events.append({"type": "final", "planet": e, "to": other, "seat": seat, "points": values[e],
                           "before": before, "after": self.scores[seat], "licence": paid})
        events.append({"type": "end", "scores": list(self.scores)})
        return events

    PHASES = {
        DEAL: Phase(outcomes=_values_left, apply=_deal, describe=_words_deal, ask="deal"),
        PICK: Phase(
            legal=_piles_left, apply=_pick, describe=_words_pick, label=_label_pick,
            refusal=_refuse_pick, sure=_sure_pile, ask="pile", lit=("pile",),
        ),  # fmt: skip
        PLACE: Phase(
            legal=_centres, apply=_lay_large, describe=_words_large, label=_label_large,
            refusal=_refuse_centre, sure=_sure_centre, ask="large tile", lit=("centre",),
        ),  # fmt: skip
        SMALL_TILE: Phase(
            legal=_free_squares, apply=_lay_small, describe=_words_small, label=_label_small,
            refusal=_refuse_square, sure=_sure_square, ask="small tile", lit=("square", "pile"),
        ),  # fmt: skip
        FACILITY: Phase(
            legal=_completed_planets, apply=_choose_planet, describe=_words_planet, label=_label_planet,
            refusal=_refuse_planet, sure=_sure_planet, ask="facility", lit=("planet",),
        ),  # fmt: skip
        CAPTURE: Phase(
            legal=_captures_now, apply=_capture, describe=_words_capture, label=_label_capture,
            refusal=_refuse_capture, sure=_sure_capture, ask="capture", lit=("planet",),
        ),  # fmt: skip
        OVER: Phase(),
    }
    """Who acts in each phase (the current seat, or chance while dealing), what is legal, what it does,
    how the log reads it, why a wrong move is refused."""


def went_past(paid: int) -> Message:
    """The results' note for a score that passed 42: "went past 42 once (−42 for each licence)"."""
    if paid == 1:
        return msg("went past {licence} once (−{licence} for each licence)", licence=LICENCE)
    if paid == 2:
        return msg("went past {licence} twice (−{licence} for each licence)", licence=LICENCE)
    return nmsg(
        "went past {licence} {count} time (−{licence} for each licence)",
        "went past {licence} {count} times (−{licence} for each licence)",
        "count",
        licence=LICENCE,
        count=paid,
    )


def results_part(view: dict, result) -> dict:
    """The results' words (GameInfo parts.results): why the scores are what they are, the final scoring's
    expressways and 42 taken off at each licence."""
    lines = []
    for seat in sorted(range(2), key=lambda s: result.ranks[s]):
        won = [points for *_, owner, points in view["tally"] if owner == seat]
        words = nmsg(
            "{name}: +{points} from {count} expressway at the end",
            "{name}: +{points} from {count} expressways at the end",
            "count",
            name=Seat(seat),
            points=sum(won),
            count=len(won),
        )
        paid = view["licences"][seat]
        if paid:
            words = msg("{scored}; {past}", scored=words, past=went_past(paid))
        lines.append((words, "good" if seat in result.winners else "ink"))
    for reason in result.tie_breaks:
        lines.append((msg("Tie-break: {reason}", reason=reason), "dim"))
    return {"headline": None, "lines": lines}


register(
    GameInfo(
        id="expressway42",
        title=N_("42: Hyperspace Expressway"),
        min_players=2,
        max_players=2,
        state_class=ExpresswayState,
        pitch=N_("Lay expressways, build facilities, never pass 42."),
        options=(
            Option(
                key="random_values",
                label=N_("Random planet values"),
                default=False,
                help=N_("Shuffle the planet values at the start (as many 2s, 3s and 4s as the printed board)."),
            ),
            Option(
                key="unlimited_small",
                label=N_("Unlimited small tiles"),
                default=True,
                help=N_("Small tiles never run out. Off: there are 20, and the first phase ends when they are gone."),
            ),
        ),
        rules_path="rules/expressway42.md",
        playout_target=150,
        parts=Parts(
            board="scenes.boards.expressway42.view:ExpresswayBoard",
            results="game.rules.expressway42:results_part",
            evaluate="game.ai.expressway42_advice:evaluate",
            art="tools.art_expressway42:generate",
            card="tools.assetkit.cards:card_expressway42",
        ),
    )
)
