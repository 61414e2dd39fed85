"""Headless matches between bots: the simulator and the benchmark use these."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from game.ai.bots import make_bot
from game.engine.chance import sample
from game.engine.match import Match
from game.rules import CHANCE, TERMINAL
from game.saves.records import SeatInfo


@dataclass
class MatchResult:
    match: Match
    steps: int
    decisions: int
    seconds: float
    think_seconds: list[float] = field(default_factory=list)
    think_moves: list[int] = field(default_factory=list)

    @property
    def result(self):
        return self.match.state.result()


def play_match(game_id: str, bot_specs: list[str], seed: int, options: dict | None = None) -> MatchResult:
    """Play one match to the end, every seat a bot; bots see only their own view."""
    seats = [SeatInfo(f"{spec} {i + 1}", "bot", spec) for i, spec in enumerate(bot_specs)]
    match = Match(game_id, seats, seed=seed, options=options)
    bots = [make_bot(spec, seed=(seed * 31 + i) & 0xFFFFFFFF) for i, spec in enumerate(bot_specs)]
    think = [0.0] * len(bots)
    moves = [0] * len(bots)
    steps = decisions = 0
    started = time.perf_counter()
    while True:
        actor = match.actor
        if actor == TERMINAL:
            break
        if actor == CHANCE:
            match.roll()
        else:
            t0 = time.perf_counter()
            action = bots[actor].choose(match.state.view(actor), actor, match.info)
            think[actor] += time.perf_counter() - t0
            moves[actor] += 1
            match.apply(action)
            decisions += 1
        steps += 1
    return MatchResult(match, steps, decisions, time.perf_counter() - started, think, moves)


def decision_positions(info, players: int, count: int, seed: int = 7, rate: float = 0.2) -> list:
    """States where the seat to act has a real choice, picked from seeded random games."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = info.new_game(players, seed)
        while state.actor != TERMINAL and len(found) < count:
            if state.actor == CHANCE:
                state.apply(sample(state.chance_outcomes(), rng))
                continue
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < rate:
                found.append(state.clone())
            state.apply(legal[rng.randrange(len(legal))])
    return found
