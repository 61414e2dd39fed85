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

from game.rules import CHANCE, TERMINAL, GameInfo, GameState, Option, Result, ranks_from_scores, register

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


HOT = 0.75
"""What a planet one connection short is worth to the player to move, per point of its value."""
LOOKAHEAD = 2
"""Captures the greedy evaluation looks ahead in phase 2 (its own move comes on top)."""


def final_outcome(edges, values, scores, owner, seat: int) -> int:
    """1, 0 or -1 for `seat` if phase 2 ended with these facilities: the final scoring, the 42 rule, tie-breaks."""
    points = [0, 0]
    for p, q in edges:
        a, b = owner[p], owner[q]
        if a < 0:
            if b >= 0:
                points[b] += values[p]
        elif b < 0:
            points[a] += values[q]
    final = [(scores[s] + points[s] - 1) % LICENCE + 1 if scores[s] + points[s] > 0 else 0 for s in (0, 1)]
    if final[0] == final[1]:
        for value in (4, 3, 2):
            final = [sum(1 for p, who in enumerate(owner) if who == s and values[p] == value) for s in (0, 1)]
            if final[0] != final[1]:
                break
        else:
            return 0
    return 1 if final[seat] > final[1 - seat] else -1


def phase_two_outlook(state, mover: int, depth: int = LOOKAHEAD) -> float:
    """How phase 2 looks for `mover` (to capture now), `depth` captures ahead with best play on both sides.

    1 a win, -1 a loss, 0 a draw where phase 2 ends within reach; beyond it, half the
    outcome if phase 2 stopped there (captures are compulsory, so it rarely does).
    """
    edges, values, scores = state.edges, state.values, state.scores

    def search(owner: list, seat: int, depth: int) -> float:
        moves = []
        for p, q in edges:
            a, b = owner[p], owner[q]
            if a >= 0 and b >= 0 and a != b:
                move = (p, q) if a == seat else (q, p)
                if move not in moves:
                    moves.append(move)
        if not moves:
            return final_outcome(edges, values, scores, owner, seat)
        if depth == 0:
            return 0.5 * final_outcome(edges, values, scores, owner, seat)
        best = -2.0
        for source, target in moves:
            lost = owner[target]
            owner[source], owner[target] = -1, seat
            value = -search(owner, 1 - seat, depth - 1)
            owner[source], owner[target] = seat, lost
            if value > best:
                best = value
                if best == 1:
                    break
        return best

    return search(list(state.owner), mover, depth)


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


def _pick(mask: int, chunks) -> list:
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


class ExpresswayState(GameState):
    """Laid tiles, piles, facilities and scores; the rest is derived from the tiles."""

    __slots__ = (
        "num_players", "options", "values", "dealt", "phase", "current", "tiles", "piles", "small_used", "held",
        "owner", "scores", "licences", "supply", "pending", "tally",
        # caches, rebuilt from `tiles`
        "free", "fits", "demolished", "conn", "touch", "edges", "_moves",
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

    # --- the contract -------------------------------------------------------------------------------
    @property
    def actor(self) -> int:
        phase = self.phase
        if phase == OVER:
            return TERMINAL
        if phase == DEAL:
            return CHANCE
        return self.current

    def legal_actions(self) -> list:
        phase = self.phase
        if phase == PLACE:
            return [a for group in _pick(self.fits, PLACE_CHUNKS[PERIOD[DESIGN[self.held]]]) for a in group]
        if phase == SMALL_TILE:
            return _pick(self.free, SMALL_CHUNKS)
        if phase == PICK:
            return [PILE_ACTIONS[m] for m in MARKINGS if self.piles[m - 1]]
        if phase == FACILITY:
            return [FACILITY_ACTIONS[p] for p in self.pending]
        if phase == CAPTURE:
            return list(self.captures(self.current))
        return []

    def chance_outcomes(self):
        if self.phase != DEAL:
            return []
        left = dict(VALUE_COUNTS)
        for v in self.values[: self.dealt]:
            left[v] -= 1
        total = len(PLANETS) - self.dealt
        return [(v, n / total) for v, n in left.items() if n]

    def explain(self, action) -> str | None:
        phase = self.phase
        if phase == OVER or phase == DEAL:
            return super().explain(action)
        if self._legal(action):
            return None
        return self._refusal(action)

    def _legal(self, action) -> bool:
        """The same answer as `action in legal_actions()`, without listing them (playouts call this a lot)."""
        if type(action) is not tuple or not action:
            return False
        kind, phase = action[0], self.phase
        if phase == PLACE:
            if kind != "place" or len(action) != 4 or not all(map(_is_int, action[1:])):
                return False
            p = PLANET_AT.get((action[1], action[2]))
            return p is not None and bool(self.fits >> p & 1) and 0 <= action[3] < PERIOD[DESIGN[self.held]]
        if phase == SMALL_TILE:
            if kind != "small" or len(action) != 3 or not _is_int(action[1]) or not _is_int(action[2]):
                return False
            c = CELL_AT.get((action[1], action[2]))
            return c is not None and bool(self.free >> c & 1)
        if phase == PICK:
            return (
                kind == "pile" and len(action) == 2 and _is_int(action[1]) and 1 <= action[1] <= len(MARKINGS)
                and self.piles[action[1] - 1] > 0
            )
        if phase == FACILITY:
            if kind != "facility" or len(action) != 3 or not _is_int(action[1]) or not _is_int(action[2]):
                return False
            return PLANET_AT.get((action[1], action[2]), -1) in self.pending
        if phase == CAPTURE:
            return kind == "capture" and action in self.captures(self.current)
        return False

    def _refusal(self, action) -> str:
        phase = self.phase
        kind = action[0] if type(action) is tuple and action else None
        if kind == "pass":
            return "You may not pass: capturing is compulsory while you can capture." if phase == CAPTURE else (
                "Placing a tile is compulsory: there is always a tile to lay in the first phase.")
        if phase == PICK:
            if kind == "pile" and len(action) == 2 and _is_int(action[1]) and 1 <= action[1] <= len(MARKINGS):
                return f"Pile {action[1]} is empty: choose another pile."
            if kind == "small":
                return "A large tile still fits on the board: small tiles come only once no large tile fits."
            return "Choose a pile of large tiles (1 to 11) first."
        if phase == PLACE:
            if kind != "place" or len(action) != 4 or not all(map(_is_int, action[1:])):
                return f"Lay the {DESIGN[self.held]} tile you took: name its centre planet and its turn (0 to 3)."
            _, x, y, turn = action
            p = PLANET_AT.get((x, y))
            if p is None:
                if (x, y) in {(cx, cy) for cx in range(COLS + 1) for cy in range(ROWS + 1)}:
                    return "That point is empty space: a large tile's round centre must cover a planet."
                return "That point is off the board."
            if not INTERIOR[p]:
                return f"{planet_name(p)} is on the border: a large tile needs a planet with four squares around it."
            if self.demolished >> p & 1:
                return f"{planet_name(p)} was demolished already."
            if not self.fits >> p & 1:
                return f"The four squares around {planet_name(p)} are not all free."
            period = PERIOD[DESIGN[self.held]]
            if 0 <= turn < 4:
                return f"This turn of the {DESIGN[self.held]} tile looks the same as turn {turn % period}."
            return "A tile turns by 0 to 3 quarter turns."
        if phase == SMALL_TILE:
            if kind == "pile" or kind == "place":
                return "No large tile fits any more (or none is left): lay a small tile on a free square."
            if kind == "small" and len(action) == 3 and (action[1], action[2]) in CELL_AT:
                return "That square is covered already."
            return "Lay a small tile on a free square."
        if phase == FACILITY:
            return "Choose one of the planets you just completed for your last facility."
        if phase == CAPTURE:
            if kind == "capture":
                return (
                    "A capture moves one of your facilities along a single expressway onto a planet "
                    "with your opponent's facility."
                )
            return "Capturing is compulsory: capture one of your opponent's facilities."
        return f"{action!r} is not a move now."

    def _apply(self, action) -> list[dict]:
        phase = self.phase
        if phase == DEAL:
            p = self.dealt
            self.values[p] = action
            self.dealt += 1
            events = [{"type": "deal", "planet": p, "value": action}]
            if self.dealt == len(PLANETS):
                events += self._begin_turn()
            return events
        seat = self.current
        if phase == PICK:
            marking = action[1]
            self.piles[marking - 1] -= 1
            self.held = marking
            self.phase = PLACE
            return [{"type": "pick", "seat": seat, "marking": marking}]
        if phase == PLACE:
            marking, self.held = self.held, 0
            return self._place(seat, marking, action[1], action[2], action[3])
        if phase == SMALL_TILE:
            self.small_used += 1
            return self._place(seat, SMALL, action[1], action[2], 0)
        if phase == FACILITY:
            p = PLANET_AT[(action[1], action[2])]
            self.pending.remove(p)
            events = self._build(seat, p)
            if self.supply[seat] == 0:
                self.pending = []
                return events + self._end_turn()
            return events
        if phase == CAPTURE:
            _, fx, fy, tx, ty = action
            source, target = PLANET_AT[(fx, fy)], PLANET_AT[(tx, ty)]
            lost = self.owner[target]
            self.owner[source] = -1
            self.owner[target] = seat
            self._moves = None
            events = [{"type": "capture", "seat": seat, "from": source, "to": target, "lost": lost}]
            return events + self._end_turn()
        raise AssertionError(phase)

    def _describe(self, action) -> str:
        phase = self.phase
        if phase == DEAL:
            return f"Planet {planet_name(self.dealt)} gets value {action}"
        seat = self.current
        if phase == PICK:
            design = DESIGN[action[1]]
            return f"{{p{seat}}} takes {'an' if design[0] in 'aeiou' else 'a'} {design} tile from pile {action[1]}"
        if phase == FACILITY:
            p = PLANET_AT[(action[1], action[2])]
            return f"{{p{seat}}} puts a facility on {planet_name(p)} (+{self.values[p]})"
        if phase == CAPTURE:
            _, fx, fy, tx, ty = action
            return (
                f"{{p{seat}}} moves from {planet_name(PLANET_AT[(fx, fy)])} and captures "
                f"{{p{1 - seat}}}'s facility on {planet_name(PLANET_AT[(tx, ty)])}"
            )
        if phase == PLACE:
            p = PLANET_AT[(action[1], action[2])]
            turn = f", turned {90 * action[3]}°" if action[3] else ""
            words = f"{{p{seat}}} lays the {DESIGN[self.held]} tile on {planet_name(p)} (demolished){turn}"
        else:
            p, q = CELL_PLANETS[CELL_AT[(action[1], action[2])]]
            words = f"{{p{seat}}} lays a small tile from {planet_name(p)} to {planet_name(q)}"
        done = self.preview(action)
        if done:
            words += ": completes " + ", ".join(
                f"{planet_name(p)} (+{points})" if built else f"{planet_name(p)} (no facility left)"
                if built is False else f"{planet_name(p)} (+{points} if chosen)"
                for p, points, built in done
            )
        return words

    def result(self) -> Result:
        self._check_over()
        scores = tuple(self.scores)
        ranks = list(ranks_from_scores(scores))
        tie_breaks: tuple[str, ...] = ()
        if scores[0] == scores[1]:
            for value in (4, 3, 2):
                counts = [self.facilities_on(seat, value) for seat in (0, 1)]
                if counts[0] != counts[1]:
                    best = 0 if counts[0] > counts[1] else 1
                    ranks = [1 if seat == best else 2 for seat in (0, 1)]
                    tie_breaks = (
                        f"Tied at {scores[0]} points; more facilities on planets of value {value} "
                        f"({max(counts)} to {min(counts)}) decides",
                    )
                    break
            else:
                tie_breaks = (
                    f"Tied at {scores[0]} points and on facilities on planets of value 4, 3 and 2: a draw "
                    "(the chairman demands a rematch)",
                )
        winners = tuple(seat for seat in (0, 1) if ranks[seat] == 1 and ranks.count(1) == 1)
        return Result(scores=scores, ranks=tuple(ranks), winners=winners, tie_breaks=tie_breaks)

    def evaluate(self, seat: int) -> float:
        """Points now, planets denied; in phase 2, how the captures end with best play.

        Phase 1: the values of one's facilities against the opponent's (points as scored,
        before the 42 rule, which only the end decides), and a planet one connection
        short counts for the player to move, who may take it. Mid-turn (a tile in hand, a
        facility to place) the best continuation for the player to act is taken, so a
        greedy bot can judge which pile to take. Phase 2: a bounded search to the final
        scoring (phase 2 decides most games).
        """
        phase = self.phase
        if phase == PLACE or phase == FACILITY:
            actor = self.current
            best = -1e9
            for action in self.legal_actions():
                after = self.clone()
                after._apply(action)
                best = max(best, after.evaluate(actor))
            return best if seat == actor else -best
        if phase == OVER:
            result = self.result()
            return 1000.0 if seat in result.winners else -1000.0 if result.winners else 0.0
        owner, values = self.owner, self.values
        value = float(sum(values[p] for p in range(len(PLANETS)) if owner[p] == seat))
        value -= sum(values[p] for p in range(len(PLANETS)) if owner[p] == 1 - seat)
        if phase == CAPTURE:
            outlook = phase_two_outlook(self, self.current)
            return value + 100.0 * (outlook if seat == self.current else -outlook)
        conn, touch = self.conn, self.touch
        hot = [values[p] for p in range(len(PLANETS)) if conn[p] == 3 and touch[p] == 3]
        if hot:
            value += HOT * max(hot) * (1 if seat == self.current else -1)
        return value

    # --- JSON ---------------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "players": self.num_players,
            "options": dict(self.options),
            "values": list(self.values),
            "dealt": self.dealt,
            "phase": self.phase,
            "current": self.current,
            "tiles": [list(t) for t in self.tiles],
            "piles": list(self.piles),
            "small_used": self.small_used,
            "held": self.held,
            "owner": list(self.owner),
            "scores": list(self.scores),
            "licences": list(self.licences),
            "supply": list(self.supply),
            "pending": list(self.pending),
            "tally": [list(t) for t in self.tally],
        }

    @classmethod
    def from_json(cls, data: dict) -> ExpresswayState:
        state = cls()
        state.num_players = data["players"]
        state.options = dict(data["options"])
        state.values = list(data["values"])
        state.dealt = data["dealt"]
        state.phase = data["phase"]
        state.current = data["current"]
        state.tiles = [tuple(t) for t in data["tiles"]]
        state.piles = list(data["piles"])
        state.small_used = data["small_used"]
        state.held = data["held"]
        state.owner = list(data["owner"])
        state.scores = list(data["scores"])
        state.licences = list(data["licences"])
        state.supply = list(data["supply"])
        state.pending = list(data["pending"])
        state.tally = [tuple(t) for t in data["tally"]]
        state._rebuild()
        return state

    def clone(self) -> ExpresswayState:
        state = ExpresswayState.__new__(ExpresswayState)
        state.num_players = self.num_players
        state.options = self.options  # never changed after set-up
        state.values = self.values if self.phase != DEAL else self.values[:]
        state.dealt = self.dealt
        state.phase = self.phase
        state.current = self.current
        state.tiles = self.tiles[:]
        state.piles = self.piles[:]
        state.small_used = self.small_used
        state.held = self.held
        state.owner = self.owner[:]
        state.scores = self.scores[:]
        state.licences = self.licences[:]
        state.supply = self.supply[:]
        state.pending = self.pending[:]
        state.tally = self.tally[:]
        state.free = self.free
        state.fits = self.fits
        state.demolished = self.demolished
        state.conn = self.conn[:]
        state.touch = self.touch[:]
        state.edges = self.edges[:]
        state._moves = self._moves
        return state

    # --- questions the table asks ---------------------------------------------------------------------
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

    def demolished_planets(self) -> list[int]:
        return _bits(self.demolished)

    # --- the procedure --------------------------------------------------------------------------------
    def _lay(self, marking: int, x: int, y: int, turn: int) -> list[int]:
        """Cover the cells and join the planets; returns the planets that reached their 4th connection."""
        conn, touch = self.conn, self.touch
        self._moves = None
        if marking == SMALL:
            c = CELL_AT[(x, y)]
            p, q = CELL_PLANETS[c]
            self.free &= ~(1 << c)
            self.fits &= ~CELL_KILLS[c]
            touch[p] += 1
            touch[q] += 1
            conn[p] += 1
            conn[q] += 1
            self.edges.append((p, q) if p < q else (q, p))
            return [r for r in ((p, q) if p < q else (q, p)) if conn[r] == 4]
        centre = PLANET_AT[(x, y)]
        corners = CORNERS[centre]
        for c in CORNER_CELLS[centre]:
            self.free &= ~(1 << c)
            self.fits &= ~CELL_KILLS[c]
        self.demolished |= 1 << centre
        touch[centre] += 4
        for p in corners:
            touch[p] += 1
        reached = []
        for i, j in routes(DESIGN[marking], turn):
            p, q = corners[i], corners[j]
            conn[p] += 1
            conn[q] += 1
            self.edges.append((p, q) if p < q else (q, p))
            reached += [r for r in (p, q) if conn[r] == 4]
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


register(
    GameInfo(
        id="expressway42",
        title="42: Hyperspace Expressway",
        min_players=2,
        max_players=2,
        state_class=ExpresswayState,
        pitch="Lay expressways, build facilities, never pass 42.",
        options=(
            Option(
                key="random_values",
                label="Random planet values",
                default=False,
                help="Shuffle the planet values at the start (as many 2s, 3s and 4s as the printed board).",
            ),
            Option(
                key="unlimited_small",
                label="Unlimited small tiles",
                default=True,
                help="Small tiles never run out. Off: there are 20, and the first phase ends when they are gone.",
            ),
        ),
        rules_path="rules/expressway42.md",
        playout_target=150,
    )
)
