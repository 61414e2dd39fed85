"""HyperlineState: the whole game as plain data, and the contract over it.

Who acts and what they may do is decided by the current `phase`, whose handler
(declared by setup.py, turn.py, scanners.py, commands.py, moves.py, explore.py and combat.py,
each in its own table, joined here) lists the legal actions, applies one, and words it for the log.
Where one module's phase goes on in another's, it goes by name through the class's tables.
"""

from __future__ import annotations

import json
from typing import ClassVar

from game.rules import Result, ranks_from_scores
from game.rules.core import Field, Phase, PhasedState, draw, join_phases
from game.rules.hyperline import combat, commands, explore, moves, scanners, setup, turn
from game.rules.hyperline import ship as shipkit
from game.rules.words import msg

WIN_POINTS = 5


class HyperlineState(PhasedState):
    """Board, stacks, ships, fighters, tokens, points; whose turn and the step in progress."""

    hidden_information = True
    """Planetary and Quantum scans show a tile to one seat only (see view)."""
    shields_up: int | None = None
    """`ship.DAMAGES` when the recharge last found every shield up on every ship (not saved, not copied: a new
    state looks at the ships again)."""
    SIMULATION_OPTIONS: ClassVar[dict] = {"turn_limit": 6}
    """Options the conformance suite and quick simulations use so random games end soon."""

    FIELDS = (
        Field("players"),
        Field("options", "dict"),
        Field("phase"),
        Field("board", "list"),  # 81 sectors: "name@rotation" or None (unexplored)
        Field("corners", "list"),
        Field("homes", "list"),
        Field("hyper_stack", "dict"),
        Field("planet_stack", "dict"),
        Field("rip_aside"),
        Field("ships", "nested"),
        Field("at", "list"),
        Field("loaded", "list"),
        Field("patrols", "nested"),  # per seat {sector: fighters}
        Field("tokens", "nested"),  # per seat {tech: sector of the token}
        Field("store", "dict"),
        Field("points", "list"),
        Field("pirates", "dict"),  # {sector: level}
        Field("hyper_top", "nested"),
        Field("facedown", "nested"),
        Field("fight", "nested"),
        Field("must_move", "list"),
        Field("current"),
        Field("first"),
        Field("round"),
        Field("turn", "nested"),
        Field("task", "nested"),
        Field("explore", "nested"),
        Field("placing", "nested"),
        Field("rolls", "nested"),
        Field("winner"),
    )

    PHASES = join_phases(
        setup.HANDLERS,
        turn.HANDLERS,
        scanners.HANDLERS,
        commands.HANDLERS,
        moves.HANDLERS,
        explore.HANDLERS,
        combat.HANDLERS,
        {"over": Phase()},
    )
    """Every phase by name, each declared by the module it belongs to: who acts, what is legal, what it does,
    how the log reads it, why a move is refused, whose die it is, what arriving there does."""
    AFTER_EXPLORE: ClassVar[dict] = join_phases(scanners.AFTER_EXPLORE, moves.AFTER_EXPLORE)
    """How a scan, Step or Jump goes on once the sector it explored is laid: (state, sector) -> events."""
    PLAYOUT_SEATED: ClassVar[bool] = True
    """`current` names a seat whenever a decision is due: a random playout need not ask who acts in a phase whose
    actor is the current seat."""
    PLAYOUT_PICKS: ClassVar[dict] = {**explore.PICKS, **scanners.PICKS, **combat.PICKS}
    """Chance phase -> (state, r) -> the outcome `sample` would draw from its outcomes with the uniform number r:
    random playouts (`_phased_playout`) draw the hottest chance steps by it instead of making the list."""
    AFTER_PLACING: ClassVar[dict] = join_phases(setup.AFTER_PLACING, commands.AFTER_PLACING)
    """How setting up or a Build goes on once a component is placed: (state) -> events."""

    def clone(self) -> HyperlineState:
        """A copy by the declared kinds, as core writes it, with a faster copy for what the search copies most
        (the ships; the small nested dicts): `greedy_step` clones the state for every legal move it weighs."""
        new = object.__new__(HyperlineState)
        mine, data = self.__dict__, new.__dict__
        for name, copy in _CLONE:
            data[name] = copy(mine[name])
        return new

    @classmethod
    def new_game(cls, players: int, seed=None, options: dict | None = None) -> HyperlineState:
        state = cls()
        setup.new_game(state, players, dict(options or {}))
        return state

    @property
    def num_players(self) -> int:
        return self.players

    # --- the contract (the rest dispatches through PHASES: core's PhasedState) ---------------------
    def public_decision(self) -> bool:
        """At a shared screen a decision goes behind the curtain only if its maker holds a secret tile, and never
        inside a fight: a die, a hit or the choice to run needs no secret, and a curtain at every hand-over of a
        fight came six times in one fight where nobody could give a point."""
        if self.fight:
            return True
        seat = self.actor if self.actor >= 0 else self.chance_roller()
        return seat is None or not scanners.holds_secret(self, seat)

    def _refusal(self, action):
        reason = self.PHASES[self.phase].refusal(self, action)
        return reason or msg(
            "{action} is not a move now: {waiting}", action=repr(action), waiting=turn.waiting_for(self)
        )

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
            tie_breaks=(msg("stopped by the turn limit"),),
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
                entry["tile"] = draw(planets, rng)
        hyper = data["hyper_stack"]
        unseen = dict(hyper)
        for entry in data["hyper_top"]:
            if entry["tile"] is not None:
                unseen[entry["tile"]] -= 1
        for entry in data["hyper_top"]:
            if entry["tile"] is None:
                entry["tile"] = draw(unseen, rng)
        task = data["explore"]
        if task.get("quantum") and task["quantum"][0] is None:
            task["quantum"] = [draw(unseen, rng) for _ in task["quantum"]]
            for tile in task["quantum"]:
                hyper[tile] -= 1
        return cls.from_json(data)


ARRIVALS = {"radiation": turn.arrive_radiation, "scan": scanners.arrive, "command": None, "combat": combat.arrive}
"""The turn's phases' `enter`, each in the form that says None when the phase has nothing to decide."""
turn.ARRIVALS[:] = [ARRIVALS[name] for name in turn.PHASES[: turn.RECHARGE]]
assert all((HyperlineState.PHASES[name].enter is None) == (ARRIVALS[name] is None) for name in ARRIVALS)
assert turn.ARRIVALS[turn.COMMAND] is None  # (turn.start_turn goes straight into the command menu)


def _plain(value):
    """A deep copy of plain data (dicts, lists, tuples of numbers, strings, booleans, None)."""
    kind = type(value)
    if kind is dict:
        return {k: v if type(v) in _SCALARS else _plain(v) for k, v in value.items()}
    if kind is list:
        return [v if type(v) in _SCALARS else _plain(v) for v in value]
    if kind is tuple:
        return tuple(v if type(v) in _SCALARS else _plain(v) for v in value)
    return value


def _same(value):
    return value


_SCALARS = frozenset((int, str, bool, float, type(None)))
_COPIERS = {"value": _same, "list": list.copy, "dict": dict.copy, "nested": _plain}
_CLONE = tuple(
    (f.name, (lambda ships: [shipkit.copy_ship(s) for s in ships]) if f.name == "ships" else _COPIERS[f.kind])
    for f in HyperlineState.FIELDS
)
"""Each declared field with its copier, by kind (the ships by ship.py, which knows their shape)."""
