"""HyperlineState: the whole game as plain data, and the contract over it.

Who acts and what they may do is decided by the current `phase`, whose handler
(registered by setup.py, turn.py, moves.py, explore.py and commands.py) lists
the legal actions, applies one, and words it for the log.
"""

from __future__ import annotations

import json
from typing import ClassVar

from game.rules import CHANCE, TERMINAL, GameState, Result, ranks_from_scores
from game.rules.core import same_action
from game.rules.hyperline import combat, commands, explore, moves, scanners, setup, turn  # noqa: F401
from game.rules.hyperline.phase import HANDLERS

WIN_POINTS = 5
CHANCE_PHASES = frozenset(name for name, h in HANDLERS.items() if h.outcomes is not None)

FIELDS = (
    "players",
    "options",
    "phase",
    "board",
    "corners",
    "homes",
    "hyper_stack",
    "planet_stack",
    "rip_aside",
    "ships",
    "at",
    "loaded",
    "patrols",
    "tokens",
    "store",
    "points",
    "pirates",
    "hyper_top",
    "facedown",
    "fight",
    "must_move",
    "current",
    "first",
    "round",
    "turn",
    "task",
    "explore",
    "placing",
    "rolls",
    "winner",
)


def _deal(pool: dict, rng) -> str:
    """One tile at random from a multiset (removed from it)."""
    tiles = sorted(tile for tile, count in pool.items() if count > 0)
    pick = rng.random() * sum(pool[tile] for tile in tiles)
    chosen = tiles[-1]
    for tile in tiles:
        pick -= pool[tile]
        if pick < 0:
            chosen = tile
            break
    pool[chosen] -= 1
    return chosen


class HyperlineState(GameState):
    """Board, stacks, ships, fighters, tokens, points; whose turn and the step in progress."""

    hidden_information = True
    """Planetary and Quantum scans show a tile to one seat only (see view)."""
    SIMULATION_OPTIONS: ClassVar[dict] = {"turn_limit": 6}
    """Options the conformance suite and quick simulations use so random games end soon."""

    @classmethod
    def new_game(cls, players: int, seed=None, options: dict | None = None) -> HyperlineState:
        state = cls()
        setup.new_game(state, players, dict(options or {}))
        return state

    @property
    def num_players(self) -> int:
        return self.players

    # --- the contract ------------------------------------------------------------------------
    @property
    def actor(self) -> int:
        phase = self.phase
        if phase == "over":
            return TERMINAL
        if phase in CHANCE_PHASES:
            return CHANCE
        if phase in combat.DECIDING:
            return self.fight["by"]
        return self.current

    def chance_roller(self) -> int | None:
        phase = self.phase
        if phase == "combat_roll":
            return combat.seat_of(self.fight, self.fight["rolling"])
        if phase == "first_roll":
            return self.rolls["to_roll"][0]
        if phase in ("tight_roll", "explore_draw", "planetary_draw", "quantum_draw"):
            return self.current
        return None

    def public_decision(self) -> bool:
        """At a shared screen a decision goes behind the curtain only if its maker holds a secret tile."""
        seat = self.actor if self.actor >= 0 else self.chance_roller()
        return seat is None or not scanners.holds_secret(self, seat)

    def legal_actions(self) -> list:
        if self.phase == "over" or self.phase in CHANCE_PHASES:
            return []
        return HANDLERS[self.phase].legal(self)

    def chance_outcomes(self):
        if self.phase in CHANCE_PHASES:
            return HANDLERS[self.phase].outcomes(self)
        return []

    def explain(self, action) -> str | None:
        if self.phase == "over" or self.phase in CHANCE_PHASES:
            return super().explain(action)
        legal = self.legal_actions()
        try:
            index = legal.index(action)
        except (ValueError, TypeError):
            index = -1
        if index >= 0 and same_action(legal[index], action):
            return None
        return self._refusal(action)

    def _refusal(self, action) -> str:
        refusal = HANDLERS[self.phase].refusal
        if refusal is not None:
            reason = refusal(self, action)
            if reason:
                return reason
        return f"{action!r} is not a move now: {turn.waiting_for(self)}"

    def _apply(self, action) -> list[dict]:
        return HANDLERS[self.phase].apply(self, action)

    def _describe(self, action) -> str:
        if self.phase == "over":
            return str(action)
        return HANDLERS[self.phase].describe(self, action)

    def result(self) -> Result:
        self._check_over()
        scores = tuple(float(p) for p in self.points)
        if self.winner is not None:
            others = [s for s in range(self.players) if s != self.winner]
            placed = ranks_from_scores([scores[s] for s in others])
            ranks = [1] * self.players
            for seat, rank in zip(others, placed, strict=True):
                ranks[seat] = rank + 1
            return Result(scores=scores, ranks=tuple(ranks), winners=(self.winner,))
        return Result(
            scores=scores,
            ranks=ranks_from_scores(scores),
            winners=(),
            tie_breaks=("stopped by the turn limit",),
            finished=False,
        )

    # --- hidden information ------------------------------------------------------------------------
    def view(self, seat: int) -> dict:
        """Everything but what only other seats saw: their face-down tiles, the tiles their Quantum
        scans put back on top, and a Quantum scan's tiles in another player's hands. The stacks then
        count those unknown tiles as still unseen (planet stack) or still in the pile (hyperline)."""
        data = self.to_json()
        planets = data["planet_stack"]
        for entry in data["facedown"].values():
            if entry["seat"] != seat:
                planets[entry["tile"]] += 1
                entry["tile"] = None
        for entry in data["hyper_top"]:
            if seat not in entry["known"]:
                entry["tile"] = None
        task = data["explore"]
        if task.get("quantum") and self.current != seat:
            for tile in task["quantum"]:
                data["hyper_stack"][tile] += 1
            task["quantum"] = [None] * len(task["quantum"])
        return data

    @classmethod
    def from_view(cls, view: dict, seat: int, rng) -> HyperlineState:
        """Deal the tiles `seat` has not seen from the tiles it knows are unseen."""
        data = json.loads(json.dumps(view))
        planets = data["planet_stack"]
        for key in sorted(data["facedown"], key=int):
            entry = data["facedown"][key]
            if entry["tile"] is None:
                entry["tile"] = _deal(planets, rng)
        hyper = data["hyper_stack"]
        unseen = dict(hyper)
        for entry in data["hyper_top"]:
            if entry["tile"] is not None:
                unseen[entry["tile"]] -= 1
        for entry in data["hyper_top"]:
            if entry["tile"] is None:
                entry["tile"] = _deal(unseen, rng)
        task = data["explore"]
        if task.get("quantum") and task["quantum"][0] is None:
            task["quantum"] = [_deal(unseen, rng) for _ in task["quantum"]]
            for tile in task["quantum"]:
                hyper[tile] -= 1
        return cls.from_json(data)

    # --- JSON ----------------------------------------------------------------------------------
    def to_json(self) -> dict:
        data = {name: getattr(self, name) for name in FIELDS}
        return json.loads(json.dumps(data))

    @classmethod
    def from_json(cls, data: dict) -> HyperlineState:
        state = cls()
        copied = json.loads(json.dumps(data))
        for name in FIELDS:
            setattr(state, name, copied[name])
        return state

    def clone(self) -> HyperlineState:
        """A copy made field by field (the search's hot path): the same data a JSON round trip gives,
        several times faster."""
        state = HyperlineState.__new__(HyperlineState)
        data = state.__dict__
        mine = self.__dict__
        for name in SCALARS:
            data[name] = mine[name]
        for name in FLAT:
            data[name] = mine[name].copy()
        for name in FLAT_ROWS:
            data[name] = [row.copy() for row in mine[name]]
        data["ships"] = [_copy_ship(ship) for ship in mine["ships"]]
        for name in NESTED:
            data[name] = _copy(mine[name])
        return state


SCALARS = ("players", "phase", "rip_aside", "current", "first", "round", "winner")
"""Fields holding one number, string, boolean or None."""
FLAT = ("board", "corners", "homes", "hyper_stack", "planet_stack", "at", "loaded", "store", "points", "pirates")
FLAT += ("must_move",)
"""Lists and dicts of plain values: a shallow copy is a deep one."""
FLAT_ROWS = ("patrols", "tokens")
"""Lists of flat dicts."""
NESTED = ("options", "hyper_top", "facedown", "fight", "turn", "task", "explore", "placing", "rolls")
"""Anything deeper: copied like JSON (tuples become lists, keys strings)."""
assert set(SCALARS + FLAT + FLAT_ROWS + NESTED + ("ships",)) == set(FIELDS)


def _copy_ship(ship: dict) -> dict:
    copied = {key: _copy(value) for key, value in ship.items() if key != "parts"}
    copied["parts"] = [part.copy() for part in ship["parts"]]
    return copied


def _copy(value):
    """What json.loads(json.dumps(value)) returns, without the text in between."""
    kind = type(value)
    if kind is dict:
        return {key if type(key) is str else json.dumps(key).strip('"'): _copy(item) for key, item in value.items()}
    if kind is list or kind is tuple:
        return [_copy(item) for item in value]
    return value
