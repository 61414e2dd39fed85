"""Random playouts draw Hyperline's chance steps and read its menus by shortcuts; they must play exactly the game
the contract describes (the same draws from the same numbers, the same menus)."""

import random

from game.ai.bots import random_playout
from game.engine.chance import sample
from game.rules import CHANCE, TERMINAL, get

INFO = get("hyperline")


class _Fixed:
    """An rng whose next number is chosen by the test."""

    def __init__(self, r: float):
        self.r = r

    def random(self) -> float:
        return self.r


def _numbers(outcomes) -> list[float]:
    """Uniform numbers that land on every outcome, on the exact edges between them and at both ends."""
    found = [0.0, 0.5, 0.999999999, 1.0 - 2**-53]
    edge = 0.0
    for _, probability in outcomes:
        edge += probability
        found += [edge, edge - 1e-12, edge + 1e-12, edge - probability / 2]
    return [r for r in found if 0.0 <= r < 1.0]


def test_a_playouts_draw_is_the_outcome_sample_picks_from_the_same_number():
    picks = INFO.state_class.PLAYOUT_PICKS
    met = set()
    for players, seed in ((2, 3), (4, 1), (3, 7)):
        state = INFO.new_game(players, seed, {"turn_limit": 30})
        rng = random.Random(seed)
        while state.actor != TERMINAL:
            if state.actor == CHANCE:
                outcomes = state.chance_outcomes()
                pick = picks.get(state.phase)
                if pick is not None:
                    met.add(state.phase)
                    for r in _numbers(outcomes):
                        assert pick(state, r) == sample(outcomes, _Fixed(r)), (state.phase, r, outcomes)
                state.apply(sample(outcomes, rng))
            else:
                legal = state.legal_actions()
                state.apply(legal[rng.randrange(len(legal))])
    assert {"explore_draw", "combat_roll"} <= met


def test_a_random_playout_plays_the_game_the_contract_describes():
    """The playout's own loop (tables, shortcuts, draws) against a plain loop over the public contract."""
    for players, seed in ((2, 5), (4, 2)):
        fast = INFO.new_game(players, seed, {"turn_limit": 25})
        plain = fast.clone()
        steps = random_playout(fast, random.Random(seed))
        rng = random.Random(seed)
        count = 0
        while plain.actor != TERMINAL:
            if plain.actor == CHANCE:
                plain.apply(sample(plain.chance_outcomes(), rng))
            else:
                legal = plain.legal_actions()
                plain.apply(legal[int(rng.random() * len(legal))])
            count += 1
        assert steps == count
        assert fast.to_json() == plain.to_json()
