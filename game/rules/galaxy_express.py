"""Galaxy Express (Matt Worden, piecepack solitaire): find the planets, stop on each in the
order of the Crowns queue, refuel as little as possible.

Rulings (docs/rules/galaxy_express.md): setup is a string of chance steps (one per tile,
then the queue); only the top of the Crowns queue is known (a face-up stack) unless the
open-queue option is on; scanning happens by itself at the end of every turn; Lost in
Space is decided exactly, after the new coin is turned, by `stop_search` over (coins
left, speed, squares the ship could be on), trusting the luckiest draws.

Squares are numbered row * 8 + column, row 0 at the top. Coins are per suit bitmasks of
the values 0-5 in the searches; in the state they are plain sorted lists.
"""

from __future__ import annotations

from typing import ClassVar

from game.rules import GameInfo, Option, Parts, Result, register
from game.rules.core import Field, Phase, PhasedState, chances
from game.rules.words import N_, Message, Seat, msg, nmsg, pmsg

WIDTH, HEIGHT = 8, 6
SQUARES = WIDTH * HEIGHT
TILES = 12  # 4 wide by 3 tall, 2 x 2 squares each
VALUES = (0, 1, 2, 3, 4, 5)  # null, ace, 2 .. 5
MAX_SPEED = 10
EMPTY = -1  # a square without a planet
HIDDEN = -9  # a face-down planet in a view
DELIVERY_POINTS, REFUEL_POINTS = 20, -10
BANDS = (  # the score card keeps the band's id (English), the high-score table too: worded where shown
    # Translators: the score bands, the courier company's verdict on the pilot (the player, "du").
    (100, N_("Employee of the Year!!")),
    (90, N_("Nice going, kid!")),
    (80, N_("Not bad … for a rookie!")),
    (None, N_("Maybe you need to spend more time at the Academy!")),
)

SUN, MOON = "sun", "moon"  # thrust and brake coins
THRUST, BRAKE = "thrust", "brake"  # the actions that spend them
DIRECTIONS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
DELIVER, REFUEL = "deliver", "refuel"
ASSISTS = ("can_stop", "hint")
ASSIST_NAMES = {"can_stop": msg("Can I still stop?"), "hint": msg("Hint")}

# the phases: dealing the tiles, setting the queue, the launch, turning coins up, spending one, the slide
DEAL, QUEUE, START, DRAW, COIN, SLIDE, OVER = "deal", "queue", "start", "draw", "coin", "slide", "over"
SETUP_PHASES = frozenset((DEAL, QUEUE))
PILOT = Seat(0)  # the one seat: the messages name the pilot


def square_of(col: int, row: int) -> int:
    return (row % HEIGHT) * WIDTH + col % WIDTH


def col_row(square: int) -> tuple[int, int]:
    return square % WIDTH, square // WIDTH


def name_square(square: int) -> str:
    """Column letter and row number as a player reads the chart: a1 is the top left."""
    col, row = col_row(square)
    return f"{'abcdefgh'[col]}{row + 1}"


def tile_square(tile: int, quadrant: int) -> int:
    tx, ty = tile % 4, tile // 4
    return square_of(2 * tx + quadrant % 2, 2 * ty + quadrant // 2)


def slide_path(square: int, speed: int, direction: str) -> list[int]:
    """Every square the warp slide passes, the last one where it ends (wrapping at the edges)."""
    dx, dy = DIRECTIONS[direction]
    col, row = col_row(square)
    path = []
    for step in range(1, speed + 1):
        path.append(square_of(col + dx * step, row + dy * step))
    return path


def slide_end(square: int, speed: int, direction: str) -> int:
    dx, dy = DIRECTIONS[direction]
    col, row = col_row(square)
    return square_of(col + dx * speed, row + dy * speed)


def neighbours(square: int, wrap: bool = True) -> list[int]:
    """The square itself and the orthogonal squares next to it (across the edges with wrap)."""
    col, row = col_row(square)
    found = [square]
    for dx, dy in DIRECTIONS.values():
        c, r = col + dx, row + dy
        if not wrap and not (0 <= c < WIDTH and 0 <= r < HEIGHT):
            continue
        found.append(square_of(c, r))
    return found


def coin_name(suit: str, value: int) -> Message:
    """A Thrust or Brake coin as the log names it: "Thrust 3"."""
    # Translators: the coin that speeds the ship up (the piecepack's Suns), of value {value}: "Schub 3".
    return pmsg("coin", "Thrust {value}", value=value) if suit == SUN else pmsg("coin", "Brake {value}", value=value)


def band(score: int) -> str:
    """The score's band: its catalogue id (English), kept as it is on the score card and the high-score table."""
    for floor, words in BANDS:
        if floor is None or score >= floor:
            return words
    return BANDS[-1][1]


# --- the exact search: squares as a 48-bit set, coins as 6-bit sets ----------------------------------------
FULL = (1 << SQUARES) - 1
_ROW_BITS = sum(1 << (row * WIDTH) for row in range(HEIGHT))  # column 0 of every row
_COLS_FROM = [sum(_ROW_BITS << c for c in range(k, WIDTH)) for k in range(WIDTH)]  # columns >= k
_COLS_BELOW = [sum(_ROW_BITS << c for c in range(k)) for k in range(WIDTH)]  # columns < k


def _right(squares: int, k: int) -> int:
    return ((squares << k) & _COLS_FROM[k]) | ((squares >> (WIDTH - k)) & _COLS_BELOW[k])


def _down(squares: int, k: int) -> int:
    shift = WIDTH * k
    return ((squares << shift) | (squares >> (SQUARES - shift))) & FULL


def spread(squares: int, speed: int) -> int:
    """Every square a slide of `speed` in any of the four directions can end on, from any of `squares`."""
    h, v = speed % WIDTH, speed % HEIGHT
    out = _right(squares, h) | _right(squares, WIDTH - h) if h else squares
    out |= _down(squares, v) | _down(squares, HEIGHT - v) if v else squares
    return out


def coin_mask(values) -> int:
    """A set of coin values (or squares) as a bitmask, as the searches take them."""
    bits = 0
    for v in values:
        bits |= 1 << v
    return bits


_BITS = [tuple(v for v in VALUES if m >> v & 1) for m in range(64)]
_SUMS = [sum(_BITS[m]) for m in range(64)]


def stop_search(square: int, speed: int, suns: int, moons: int, first_suns: int, first_moons: int, goal: int):
    """The fewest coins that can bring the ship to speed 0 on a square of `goal`, or None.

    `suns`/`moons` are the unspent coins (bitmasks of values); `first_suns`/`first_moons`
    the ones that may be played next of each suit (the coins showing): after the first
    coin of a suit, the luckiest draws can turn up any coin left of it. Breadth first
    over (coins left, speed), keeping the set of squares the ship could be on.
    """
    layer = {(suns, moons, speed): 1 << square}
    depth = 0
    while layer:
        depth += 1
        following: dict = {}
        get = following.get
        for (sm, mm, v), here in layer.items():
            brakes = _SUMS[mm]
            for c in _BITS[sm if sm != suns else first_suns]:
                w = v + c
                if w > MAX_SPEED:
                    w = MAX_SPEED
                if w == 0:
                    if here & goal:
                        return depth
                    there = here
                elif w > brakes:
                    continue  # the brakes left can never bring this speed to 0
                else:
                    there = spread(here, w)
                key = (sm & ~(1 << c), mm, w)
                following[key] = get(key, 0) | there
            for c in _BITS[mm if mm != moons else first_moons]:
                w = v - c
                if w <= 0:
                    if here & goal:
                        return depth
                    w = 0
                    there = here
                elif w > brakes - c:
                    continue
                else:
                    there = spread(here, w)
                key = (sm, mm & ~(1 << c), w)
                following[key] = get(key, 0) | there
        layer = following
    return None


class GalaxyExpressState(PhasedState):
    """The chart, the queue, the ship, the coins and the gauges; all plain data."""

    hidden_information = True
    current: ClassVar[int] = 0  # a solitaire: the pilot takes every decision

    FIELDS = (
        Field("num_players", "constant", key="players", default=1),
        Field("options", "shared"),
        Field("phase"),
        Field("tile"),
        Field("chart", "list"),
        Field("revealed", "list"),
        Field("queue", "list"),
        Field("moved"),
        Field("delivered", "list"),
        Field("ship"),
        Field("speed"),
        Field("showing", "dict_lists"),
        Field("spent", "dict_lists"),
        Field("to_draw", "list"),
        Field("refuels"),
        Field("fuelled_here"),
        Field("turns"),
        Field("outcome"),
        Field("assists", "dict"),
    )

    @classmethod
    def new_game(cls, players: int = 1, seed=None, options: dict | None = None) -> GalaxyExpressState:
        state = cls()
        state.options = {"scan_wrap": True, "open_queue": False, **(options or {})}
        state.phase = DEAL
        state.tile = 0  # the next tile to get its coin
        state.chart = [EMPTY] * SQUARES  # planet number per square
        state.revealed = []  # squares whose planet is face up, in the order turned
        state.queue = []  # the Crowns, the next delivery first
        state.moved = None  # the number moved to the bottom of the queue at setup
        state.delivered = []
        state.ship = None
        state.speed = 0
        state.showing = {SUN: [], MOON: []}
        state.spent = {SUN: [], MOON: []}
        state.to_draw = []  # suits still to turn up a coin, this step first
        state.refuels = 0
        state.fuelled_here = False  # refuelled at this stop already
        state.turns = 0
        state.outcome = None  # "won" | "lost"
        state.assists = {}
        return state

    @property
    def num_players(self) -> int:
        return 1

    # --- small questions the screen and the tests ask ----------------------------------------------------
    def planets(self) -> list[int]:
        return [sq for sq in range(SQUARES) if self.chart[sq] != EMPTY]

    def stack(self, suit: str) -> list[int]:
        """The face-down coins of a suit (which one comes next is chance's business)."""
        used = set(self.showing[suit]) | set(self.spent[suit])
        return [v for v in VALUES if v not in used]

    def unspent(self) -> int:
        return 2 * len(VALUES) - len(self.spent[SUN]) - len(self.spent[MOON])

    @property
    def in_orbit(self) -> bool:
        return self.ship is not None and self.speed == 0 and self.chart[self.ship] != EMPTY

    @property
    def target(self) -> int | None:
        return self.queue[0] if self.queue else None

    def coin_speed(self, suit: str, value: int) -> int:
        if suit == SUN:
            return min(MAX_SPEED, self.speed + value)
        return max(0, self.speed - value)

    def score_card(self) -> dict:
        deliveries = len(self.delivered)
        coins = self.unspent()
        total = DELIVERY_POINTS * deliveries + REFUEL_POINTS * self.refuels + coins
        return {
            "deliveries": deliveries,
            "delivery_points": DELIVERY_POINTS * deliveries,
            "refuels": self.refuels,
            "refuel_points": REFUEL_POINTS * self.refuels,
            "coins_left": coins,
            "total": total,
            "band": band(total),
            "won": self.outcome == "won",
            "lost": self.outcome == "lost",
            "assists": dict(self.assists),
        }

    def stopping_distance(self, goal_squares=None, pending: str | None = None) -> int | None:
        """The fewest coins that could stop the ship on a planet (or on `goal_squares`), or None.

        `pending` is a suit whose new coin is still to be turned (any coin left of it may come).
        """
        goal = coin_mask(self.planets() if goal_squares is None else goal_squares)
        suns = coin_mask(self.showing[SUN]) | coin_mask(self.stack(SUN))
        moons = coin_mask(self.showing[MOON]) | coin_mask(self.stack(MOON))
        first_suns = suns if pending == SUN or not self.showing[SUN] else coin_mask(self.showing[SUN])
        first_moons = moons if pending == MOON or not self.showing[MOON] else coin_mask(self.showing[MOON])
        return stop_search(self.ship, self.speed, suns, moons, first_suns, first_moons, goal)

    def is_lost(self) -> bool:
        """Lost in Space: not in orbit, and no order of the coins left, even the luckiest, stops the ship."""
        if self.in_orbit:
            return False
        return self.stopping_distance() is None

    # --- the phases -----------------------------------------------------------------------------------------
    def _coin_legal(self) -> list:
        actions = [(THRUST, v) for v in self.showing[SUN]] + [(BRAKE, v) for v in self.showing[MOON]]
        if self.in_orbit:
            if self.chart[self.ship] == self.target:
                actions.append(DELIVER)
            if not self.fuelled_here:
                actions.append(REFUEL)
        return actions

    def _sure_coin(self, action) -> bool:
        if type(action) is tuple and len(action) == 2 and type(action[1]) is int:
            suit = SUN if action[0] == THRUST else MOON if action[0] == BRAKE else None
            return suit is not None and action[1] in self.showing[suit]
        return False

    def _coin(self, action) -> list[dict]:
        if action == DELIVER:
            return self._deliver()
        if action == REFUEL:
            return self._refuel()
        if action[0] == "assist":
            return self._assist(action[1])
        return self._spend(SUN if action[0] == THRUST else MOON, action[1])

    def _words_coin(self, action) -> Message:
        if action == DELIVER:
            return msg("{who} delivers to planet {planet}", who=PILOT, planet=self.chart[self.ship])
        if action == REFUEL:
            return msg(
                "{who} refuels at planet {planet} (refuel {count})",
                who=PILOT, planet=self.chart[self.ship], count=self.refuels + 1,
            )  # fmt: skip
        if action[0] == "assist":
            return self._words_assist(action)
        suit = SUN if action[0] == THRUST else MOON
        return msg(
            "{who} spends {coin}: speed {speed} to {after}",
            who=PILOT, coin=coin_name(suit, action[1]), speed=self.speed, after=self.coin_speed(suit, action[1]),
        )  # fmt: skip

    def _label_coin(self, action) -> Message:
        """A coin, a delivery or a refuel as a button offers it to the pilot (no name: the pilot is choosing)."""
        if action == DELIVER:
            return msg("Deliver to planet {planet}", planet=self.chart[self.ship])
        if action == REFUEL:
            return msg("Refuel at planet {planet} (-10)", planet=self.chart[self.ship])
        if action[0] == "assist":
            return msg("Ask for help: {assist}", assist=ASSIST_NAMES[action[1]])
        suit = SUN if action[0] == THRUST else MOON
        return msg(
            "Spend {coin}: speed {speed} to {after}",
            coin=coin_name(suit, action[1]), speed=self.speed, after=self.coin_speed(suit, action[1]),
        )  # fmt: skip

    def _refuse_coin(self, action) -> Message:
        kind = action[0] if type(action) is tuple and action else action
        if kind in (THRUST, BRAKE) and type(action) is tuple and len(action) == 2:
            showing = self.showing[SUN if kind == THRUST else MOON]
            if not showing:
                return msg("No Thrust coin is showing.") if kind == THRUST else msg("No Brake coin is showing.")
            values = str(showing[0]) if len(showing) == 1 else msg("{first} and {second}", first=showing[0],
                                                                   second=showing[1])  # fmt: skip
            if kind == THRUST:
                return msg("No Thrust coin of {value} is showing: the Thrust coins showing are {showing}.",
                           value=repr(action[1]), showing=values)  # fmt: skip
            return msg("No Brake coin of {value} is showing: the Brake coins showing are {showing}.",
                       value=repr(action[1]), showing=values)  # fmt: skip
        if kind == DELIVER:
            return self._stop_refusal(DELIVER) or msg(
                "This is planet {planet}; the delivery queue wants planet {target}.",
                planet=self.chart[self.ship], target=self.target,
            )  # fmt: skip
        if kind == REFUEL:
            return self._stop_refusal(REFUEL) or msg("The ship has just refuelled here: spend a coin to leave orbit.")
        if kind == "slide":
            return msg("Spend a Thrust or Brake coin first; the slide follows.")
        return msg(
            "{action} is not a move in Galaxy Express: spend a Thrust or Brake coin, deliver or refuel.",
            action=repr(action),
        )

    def _slide_legal(self) -> list:
        return [("slide", d) for d in DIRECTIONS]

    def _sure_slide(self, action) -> bool:
        return type(action) is tuple and len(action) == 2 and action[0] == "slide" and action[1] in DIRECTIONS

    def _slide_or_assist(self, action) -> list[dict]:
        if action[0] == "assist":
            return self._assist(action[1])
        return self._slide(action[1])

    def _words_slide(self, action) -> Message:
        if action[0] == "assist":
            return self._words_assist(action)
        direction = action[1]
        start, end = name_square(self.ship), name_square(slide_end(self.ship, self.speed, direction))
        where = {"who": PILOT, "speed": self.speed, "start": start, "end": end}
        if direction == "up":
            return msg("{who} warps up {speed} from {start} to {end}", **where)
        if direction == "down":
            return msg("{who} warps down {speed} from {start} to {end}", **where)
        if direction == "left":
            return msg("{who} warps left {speed} from {start} to {end}", **where)
        return msg("{who} warps right {speed} from {start} to {end}", **where)

    def _label_slide(self, action) -> Message:
        if action[0] == "assist":
            return msg("Ask for help: {assist}", assist=ASSIST_NAMES[action[1]])
        direction = action[1]
        start, end = name_square(self.ship), name_square(slide_end(self.ship, self.speed, direction))
        where = {"speed": self.speed, "start": start, "end": end}
        if direction == "up":
            return msg("Warp up {speed} from {start} to {end}", **where)
        if direction == "down":
            return msg("Warp down {speed} from {start} to {end}", **where)
        if direction == "left":
            return msg("Warp left {speed} from {start} to {end}", **where)
        return msg("Warp right {speed} from {start} to {end}", **where)

    def _refuse_slide(self, action) -> Message:
        kind = action[0] if type(action) is tuple and action else action
        if kind in (THRUST, BRAKE):
            return nmsg(
                "A coin is spent this turn already: slide the ship {count} square first.",
                "A coin is spent this turn already: slide the ship {count} squares first.",
                "count", count=self.speed,
            )  # fmt: skip
        if kind in (DELIVER, REFUEL):
            return msg("The ship is moving at speed {speed}: it must slide first.", speed=self.speed)
        return nmsg(
            "Slide the ship {count} square: up, down, left or right.",
            "Slide the ship {count} squares: up, down, left or right.",
            "count", count=self.speed,
        )  # fmt: skip

    def _start_legal(self) -> list:
        return [("start", sq) for sq in self.planets()]

    def _launch(self, action) -> list[dict]:
        return self._start(action[1])

    def _words_start(self, action) -> Message:
        return msg("{who} launches from the planet at {square}", who=PILOT, square=name_square(action[1]))

    def _label_start(self, action) -> Message:
        return msg("Launch from the planet at {square}", square=name_square(action[1]))

    def _refuse_start(self, action) -> Message:
        kind = action[0] if type(action) is tuple and action else action
        if kind == "start":
            return msg("Choose one of the face-down planets to launch from.")
        return msg("First choose the planet your ship launches from.")

    def _draw_outcomes(self):
        """Any coin of the suit still face down, each as likely (no two alike: no multiset to weigh)."""
        suit = self.to_draw[0]
        left = self.stack(suit)
        share = 1 / len(left)
        return [((suit, v), share) for v in left]

    def _turn_up(self, action) -> list[dict]:
        return self._draw(*action)

    def _words_draw(self, action) -> Message:
        if action[0] == SUN:
            return msg("A Thrust coin is turned up: {value}", value=action[1])
        return msg("A Brake coin is turned up: {value}", value=action[1])

    def _deal_outcomes(self):
        placed = self.planets()
        arms = [v for v in VALUES if v not in {self.chart[sq] for sq in placed}]
        crowns = TILES - self.tile - len(arms)  # crowns still in the mixed stack
        total = len(arms) + crowns
        outcomes = [(("planet", v, q), 1 / total / 4) for v in arms for q in range(4)]
        if crowns:
            outcomes.append(("crown", crowns / total))
        return outcomes

    def _words_deal(self, action) -> Message:
        if action == "crown":
            # Translators: a piecepack tile (Plättchen) of the star chart gets a coin of the Crowns suit (Kronen).
            return msg("Tile {tile} gets a Crown coin", tile=self.tile + 1)
        return msg("Tile {tile} gets a face-down planet", tile=self.tile + 1)

    def _queue_outcomes(self):
        return chances({("queue", v): 1 for v in VALUES if v not in self.queue})

    def _join_queue(self, action) -> list[dict]:
        return self._queue(action[1])

    def _words_queue(self, action) -> Message:
        if len(self.queue) + 2 >= len(VALUES):  # the deal's last step: its one line in the table's log
            return msg("The chart is dealt: {tiles} tiles, and the delivery queue is set", tiles=TILES)
        return msg("A Crown joins the delivery queue")

    # --- the contract --------------------------------------------------------------------------------------
    def explain(self, action) -> Message | None:
        if self._assist_kind(action) is not None and self.phase in (COIN, SLIDE):
            return None  # asking for help is never a move, and always allowed on your turn
        return super().explain(action)

    @staticmethod
    def _assist_kind(action) -> str | None:
        if type(action) is tuple and len(action) == 2 and action[0] == "assist" and action[1] in ASSISTS:
            return action[1]
        return None

    def _refusal(self, action) -> Message:
        if self._assist_kind(action) is not None:
            return msg("Assists are for your own turn at the controls.")
        return super()._refusal(action)

    def _words_assist(self, action) -> Message:
        return msg("{who} asks for help: {assist}", who=PILOT, assist=ASSIST_NAMES[action[1]])

    def _stop_refusal(self, what: str) -> Message | None:
        """Why a delivery or a refuel must wait: the ship is not stopped on a planet."""
        if self.chart[self.ship] == EMPTY:
            if what == DELIVER:
                return msg("To deliver, the ship must be stopped on a planet; it is in empty space.")
            return msg("To refuel, the ship must be stopped on a planet; it is in empty space.")
        if self.speed:
            if what == DELIVER:
                return msg("To deliver, the ship must be stopped: its speed is {speed}, not 0.", speed=self.speed)
            return msg("To refuel, the ship must be stopped: its speed is {speed}, not 0.", speed=self.speed)
        return None

    def result(self) -> Result:
        self._check_over()
        card = self.score_card()
        won = self.outcome == "won"
        return Result(
            scores=(float(card["total"]),),
            ranks=(1,),
            winners=(0,) if won else (),
            # a solitaire's loss has no winner and no tie: the words say how it ended
            # Translators: the solitaire is lost: no order of the coins left can stop the ship ("Verschollen im All").
            tie_breaks=() if won else (msg("Lost in Space"),),
        )

    @classmethod
    def bench_extras(cls) -> dict:
        """For `python -m game bench`: the slowest Lost-in-Space decisions we could construct (a search
        over the positions found the two with the most states; the third has every coin left)."""
        import time

        cases = [  # (planets, ship, speed, suns left, suns showing, moons left, moons showing)
            ((1, 4, 8, 19, 35, 41), 30, 0, (0, 1), (0, 1), VALUES, (3, 4)),  # lost: 288 states
            ((7, 15, 24, 32, 38, 45), 11, 0, (0, 1), (0, 1), VALUES, (1, 2)),  # lost: 288 states
            ((0, 13, 22, 31, 40, 47), 27, 10, VALUES, (4, 5), VALUES, (0, 1)),  # not lost, every coin left
        ]
        worst = 0.0
        for planets, ship, speed, suns, sun_show, moons, moon_show in cases:
            state = cls.new_game(1)
            for value, square in zip(VALUES, planets, strict=True):
                state.chart[square] = value
            state.ship, state.speed, state.phase = ship, speed, COIN
            state.showing = {SUN: list(sun_show), MOON: list(moon_show)}
            state.spent = {SUN: [v for v in VALUES if v not in suns], MOON: [v for v in VALUES if v not in moons]}
            times = []
            for _ in range(5):
                started = time.perf_counter()
                state.is_lost()
                times.append(time.perf_counter() - started)
            worst = max(worst, sorted(times)[2])
        return {"lost_in_space_worst_ms": worst * 1000, "lost_in_space_target_ms": 50.0}

    # --- views: what the pilot can see ------------------------------------------------------------------------
    def view(self, seat: int = 0) -> dict:
        data = self.to_json()
        shown = set(self.revealed)
        data["chart"] = [v if v == EMPTY or sq in shown else HIDDEN for sq, v in enumerate(self.chart)]
        data["queue"] = [v if self._queue_known(i) else HIDDEN for i, v in enumerate(self.queue)]
        return data

    def _queue_known(self, index: int) -> bool:
        if self.phase in SETUP_PHASES:
            return False
        return self.options.get("open_queue") or index == 0 or self.queue[index] == self.moved

    @classmethod
    def from_view(cls, view: dict, seat: int, rng) -> GalaxyExpressState:
        state = cls.from_json(view)
        hidden_planets = [sq for sq, v in enumerate(state.chart) if v == HIDDEN]
        known = {v for v in state.chart if v >= 0}
        free = [v for v in VALUES if v not in known]
        rng.shuffle(free)
        for sq, v in zip(hidden_planets, free, strict=False):
            state.chart[sq] = v
        unknown = [i for i, v in enumerate(state.queue) if v == HIDDEN]
        seen = {v for v in state.queue if v != HIDDEN} | set(state.delivered)
        free = [v for v in VALUES if v not in seen]
        rng.shuffle(free)
        for i, v in zip(unknown, free, strict=False):
            state.queue[i] = v
        return state

    # --- setup ------------------------------------------------------------------------------------------------------
    def _deal(self, outcome) -> list[dict]:
        events = []
        if outcome != "crown":
            _, value, quadrant = outcome
            square = tile_square(self.tile, quadrant)
            self.chart[square] = value
            events.append({"type": "planet", "tile": self.tile, "square": square})
        else:
            events.append({"type": "crown", "tile": self.tile})
        self.tile += 1
        if self.tile == TILES:
            self.phase = QUEUE
        return events

    def _queue(self, value: int) -> list[dict]:
        self.queue.append(value)
        left = [v for v in VALUES if v not in self.queue]
        if len(left) == 1:
            self.queue.append(left[0])  # the last Crown has nowhere else to go
        if len(self.queue) < len(VALUES):
            return []
        self.phase = START
        return [{"type": "queue", "head": self.queue[0]}]

    def _start(self, square: int) -> list[dict]:
        self.ship = square
        self.speed = 0
        value = self.chart[square]
        events = [{"type": "launch", "square": square}]
        events += self._scan([square])
        if value == self.queue[0]:
            self.queue.append(self.queue.pop(0))
            self.moved = value
            events.append({"type": "requeue", "value": value, "head": self.queue[0]})
        self.to_draw = [SUN, SUN, MOON, MOON]
        self.phase = DRAW
        return events

    # --- a turn -------------------------------------------------------------------------------------------------------
    def _spend(self, suit: str, value: int) -> list[dict]:
        before = self.speed
        self.showing[suit].remove(value)
        self.spent[suit].append(value)
        self.speed = self.coin_speed(suit, value)
        self.fuelled_here = False
        self.turns += 1
        events = [{"type": "coin", "suit": suit, "value": value, "from": before, "speed": self.speed}]
        if self.speed > 0:
            self.phase = SLIDE
            self.to_draw = [suit]
            return events
        events.append({"type": "stop", "square": self.ship, "orbit": self.in_orbit})
        return events + self._end_turn(suit)

    def _slide(self, direction: str) -> list[dict]:
        start = self.ship
        path = slide_path(start, self.speed, direction)
        self.ship = path[-1]
        events = [{"type": "slide", "from": start, "to": self.ship, "direction": direction, "path": path}]
        return events + self._end_turn(self.to_draw[0])

    def _end_turn(self, suit: str) -> list[dict]:
        events = self._scan(neighbours(self.ship, self.options.get("scan_wrap", True)))
        self.to_draw = [suit]
        return events + self._next_draw()

    def _scan(self, squares) -> list[dict]:
        found = [sq for sq in squares if self.chart[sq] != EMPTY and sq not in self.revealed]
        if not found:
            return []
        found = sorted(set(found))
        self.revealed.extend(found)
        return [{"type": "scan", "squares": found, "values": [self.chart[sq] for sq in found], "reveal": True}]

    def _draw(self, suit: str, value: int) -> list[dict]:
        self.showing[suit].append(value)
        self.showing[suit].sort()
        self.to_draw.pop(0)
        return [{"type": "draw", "suit": suit, "value": value}] + self._next_draw()

    def _next_draw(self) -> list[dict]:
        """Turn up the coins owed (skipping a suit with none left); then the turn, or the end."""
        while self.to_draw and not self.stack(self.to_draw[0]):
            self.to_draw.pop(0)
        if self.to_draw:
            self.phase = DRAW
            return []
        self.phase = COIN
        if self.outcome is None and not self.in_orbit and self.is_lost():
            self.outcome = "lost"
            self.phase = OVER
            return [{"type": "lost", "square": self.ship, "speed": self.speed, "score": self.score_card()}]
        if self.in_orbit:
            return [{"type": "orbit", "square": self.ship, "planet": self.chart[self.ship]}]
        return []

    def _deliver(self) -> list[dict]:
        value = self.queue.pop(0)
        self.delivered.append(value)
        events = [{"type": "deliver", "value": value, "square": self.ship, "head": self.target}]
        if not self.queue:
            self.outcome = "won"
            self.phase = OVER
            events.append({"type": "won", "score": self.score_card()})
        return events

    def _refuel(self) -> list[dict]:
        self.refuels += 1
        self.fuelled_here = True
        for suit in (SUN, MOON):
            self.showing[suit] = []
            self.spent[suit] = []
        self.to_draw = [SUN, SUN, MOON, MOON]
        self.phase = DRAW
        return [{"type": "refuel", "refuels": self.refuels, "square": self.ship}]

    # --- assists: counted on the score card ---------------------------------------------------------------------
    # "Can I still stop?" is answered here: it is the exact Lost in Space search, a rule. The Hint is advice
    # (game/ai/galaxy_express_advice.py): the rules only count that it was asked.
    def _assist(self, kind: str) -> list[dict]:
        self.assists[kind] = self.assists.get(kind, 0) + 1
        event = {"type": "assist", "kind": kind, "reveal": True}  # taken back by nobody: it stays counted
        if kind == "can_stop":
            event.update(self.can_stop_answer())
        # the hint itself is advice, not a rule: the table asks game/ai/galaxy_express_advice.py for it
        return [event]

    def can_stop_answer(self) -> dict:
        """Whether the coins left can still stop the ship on a planet, and in how few coins at best."""
        pending = self.to_draw[0] if self.phase == SLIDE else None
        if self.phase == SLIDE:
            # the coin is spent; the slide comes first: the best over the four directions
            best = None
            for direction in DIRECTIONS:
                after = self.clone()
                after.ship = slide_end(self.ship, self.speed, direction)
                d = after.stopping_distance(pending=pending)
                if d is not None and (best is None or d < best):
                    best = d
            distance = best
        elif self.in_orbit:
            distance = 0
        else:
            distance = self.stopping_distance()
        if distance == 0:
            text = msg("Yes: the ship is in orbit now.")
        elif distance is None:
            text = msg("No: no order of the coins left can stop the ship on a planet. Refuel at the next stop, if any.")
        else:
            text = nmsg(
                "Yes: with lucky draws the ship can stop on a planet after {count} more coin.",
                "Yes: with lucky draws the ship can stop on a planet after {count} more coins.",
                "count", count=distance,
            )  # fmt: skip
        return {"can_stop": distance is not None, "coins": distance, "text": text}

    PHASES = {
        DEAL: Phase(apply=_deal, describe=_words_deal, outcomes=_deal_outcomes, ask="deal"),
        QUEUE: Phase(apply=_join_queue, describe=_words_queue, outcomes=_queue_outcomes, ask="deal"),
        START: Phase(_start_legal, _launch, _words_start, refusal=_refuse_start, label=_label_start, ask="start",
                     lit=("planet",)),
        DRAW: Phase(apply=_turn_up, describe=_words_draw, outcomes=_draw_outcomes, ask="draw"),
        COIN: Phase(_coin_legal, _coin, _words_coin, refusal=_refuse_coin, label=_label_coin, sure=_sure_coin,
                    ask="coin", lit=("coin",)),
        SLIDE: Phase(_slide_legal, _slide_or_assist, _words_slide, refusal=_refuse_slide, label=_label_slide,
                     sure=_sure_slide, ask="slide", lit=("square",)),
        OVER: Phase(),
    }  # fmt: skip

def results_part(view: dict, result) -> dict:
    """The results' words (GameInfo parts.results): the score card, its band, its breakdown and the assists used
    (the table adds the high scores it keeps on this computer)."""
    card = GalaxyExpressState.from_json(view).score_card()
    if card["won"]:
        headline = nmsg("All delivered! {total} point", "All delivered! {total} points", "total", total=card["total"])
    else:
        headline = nmsg("Lost in Space: {total} point", "Lost in Space: {total} points", "total", total=card["total"])
    # Translators: piecepack coins (Münzen), here the Thrust and Brake coins not spent yet.
    coins = nmsg("{count} coin", "{count} coins", "count", count=card["coins_left"])
    breakdown = msg(
        "{deliveries} × 20 for deliveries = {delivery_points}   ·   "
        "{refuels} × −10 for refuels = {refuel_points}   ·   {coins} left = +{coins_left}",
        deliveries=card["deliveries"],
        delivery_points=card["delivery_points"],
        refuels=card["refuels"],
        refuel_points=card["refuel_points"],
        coins=coins,
        coins_left=card["coins_left"],
    )
    lines = [(msg("“{band}”", band=Message(card["band"])), "accent"), (breakdown, "ink")]
    used = card["assists"]
    if used:
        # Translators: "2 × Tipp" - how often each assist was asked for.
        asked = [msg("{count} × hint", count=n) if k == "hint" else msg("{count} × can I still stop?", count=n)
                 for k, n in used.items()]  # fmt: skip
        lines.append((msg("Assists used: {assists}", assists=asked), "bad"))
    else:
        lines.append((msg("No assists used."), "good"))
    return {"headline": headline, "lines": lines}


register(
    GameInfo(
        id="galaxy_express",
        title=N_("Galaxy Express"),
        min_players=1,
        max_players=1,
        state_class=GalaxyExpressState,
        pitch=N_("A piecepack courier solitaire: thrust, brake and warp-slide to each planet in turn."),
        options=(
            Option(
                key="scan_wrap",
                label=N_("Scan across the edges"),
                default=True,
                help=N_("The chart wraps around: planets beside the ship across an edge are scanned too."),
            ),
            Option(
                key="open_queue",
                label=N_("Open delivery queue"),
                default=False,
                help=N_("Every Crown waiting to be delivered is shown, not only the next one."),
            ),
        ),
        rules_path="rules/galaxy_express.md",
        playout_target=300,
        tags=("solitaire",),
        high_scores=True,
        parts=Parts(
            board="scenes.boards.galaxy_express.view:GalaxyExpressBoard",
            results="game.rules.galaxy_express:results_part",
            evaluate="game.ai.galaxy_express_eval:evaluate",
            art="tools.art_galaxy_express:generate",
            card="tools.assetkit.cards:card_galaxy_express",
        ),
    )
)
