"""Fingerprints of seeded random Hyperline games, to prove a speed-up changed no rule.

Each game is played by `random_playout`'s own rule (uniform decisions, sampled chance) from a fixed seed;
its fingerprint is a digest of every legal-action list, every chance distribution, every event list, every
log line, the state's JSON and every seat's view at every 7th step (checking that a clone and a reloaded
state save the same plain JSON) and the end state's JSON. Record them before a change, check them after:

    .venv/bin/python -m tools.hyperline_fingerprint --record /tmp/hl.json     # before
    .venv/bin/python -m tools.hyperline_fingerprint --check /tmp/hl.json      # after: exits 1 on any difference
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time

from game.engine.chance import sample
from game.rules import CHANCE, TERMINAL, get

GAMES = [(players, seed, limit) for players, limit in ((2, 100), (3, 40), (4, 100)) for seed in range(10)]
"""30 games: 2, 3 and 4 seats, ten seeds each (3 seats with a 40-round limit to keep it quick)."""


def fingerprint(players: int, seed: int, limit: int) -> tuple[str, int]:
    info = get("hyperline")
    state = info.state_class.new_game(players, seed, {"turn_limit": limit})
    rng = random.Random(seed * 7919 + players)
    digest = hashlib.sha256()
    steps = 0
    while state.actor != TERMINAL:
        if state.actor == CHANCE:
            outcomes = state.chance_outcomes()
            digest.update(repr(outcomes).encode())
            action = sample(outcomes, rng)
        else:
            legal = state.legal_actions()
            digest.update(repr(legal).encode())
            action = legal[int(rng.random() * len(legal))]
            digest.update(state._describe(action).encode())
        events = state._apply(action)
        digest.update(json.dumps(events, sort_keys=True).encode())
        steps += 1
        if steps % 7 == 0:  # the saved form, a clone's and a reloaded state's, and what each seat may see
            saved = state.to_json()
            assert saved == json.loads(json.dumps(saved)), "the state holds something JSON would change"
            assert state.clone().to_json() == saved and type(state).from_json(saved).to_json() == saved
            digest.update(json.dumps(saved, sort_keys=True).encode())
            for seat in range(players):
                digest.update(json.dumps(state.view(seat), sort_keys=True).encode())
    digest.update(json.dumps(state.to_json(), sort_keys=True).encode())
    digest.update(repr(state.result()).encode())
    return digest.hexdigest(), steps


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--record", metavar="FILE")
    group.add_argument("--check", metavar="FILE")
    args = parser.parse_args(argv)
    started = time.process_time()
    found = {}
    for players, seed, limit in GAMES:
        found[f"{players}p seed {seed} limit {limit}"] = fingerprint(players, seed, limit)
    seconds = time.process_time() - started
    steps = sum(s for _, s in found.values())
    print(f"{len(found)} games, {steps} steps, {seconds:.2f} s CPU")
    if args.record:
        with open(args.record, "w") as out:
            json.dump(found, out, indent=1)
        return 0
    with open(args.check) as saved:
        expected = {key: tuple(value) for key, value in json.load(saved).items()}
    wrong = [key for key in expected if found.get(key) != expected[key]]
    for key in wrong:
        print(f"DIFFERENT: {key}")
    print("same" if not wrong else f"{len(wrong)} of {len(expected)} differ")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
