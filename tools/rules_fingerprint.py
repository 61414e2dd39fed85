"""Fingerprints of seeded random games of every game, to prove a change of shape or speed changed no rule.

Each game is played with uniform decisions and sampled chance from a fixed seed; its fingerprint is a
digest of every legal-action list, chance distribution, event list and log line, of the JSON of a clone and
of a JSON round trip at every step, and of the end state, every seat's view and the result. Record before a
change, check after:

    .venv/bin/python -m tools.rules_fingerprint --record /tmp/fp.json     # before
    .venv/bin/python -m tools.rules_fingerprint --check /tmp/fp.json      # after: exits 1 on any difference
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from dataclasses import replace

from game import words
from game.engine.chance import sample
from game.rules import CHANCE, TERMINAL, games, get
from game.rules.words import english

SEEDS = 30
LIMITS = {2: 100, 3: 40, 4: 100}
"""A long game's turn limit by seats, ten seeds each (3 seats with a 40-round limit to keep it quick)."""


def plan(info) -> list[tuple[str, int, int, dict, int]]:
    """The games to fingerprint: (key, players, seed, options, every how many steps the JSON and views count)."""
    if any(option.key == "turn_limit" for option in info.options):  # a long game (Hyperline): played to
        # its turn limit, the saved form and the views every 7th step
        counts = range(info.min_players, info.max_players + 1)
        return [(f"{info.id} {p}p seed {s} limit {LIMITS[p]}", p, s, {"turn_limit": LIMITS[p]}, 7)
                for p in counts for s in range(10)]  # fmt: skip
    options = dict(info.state_class.SIMULATION_OPTIONS)
    counts = range(info.min_players, info.max_players + 1)
    return [(f"{info.id} {counts[i % len(counts)]}p seed {i}", counts[i % len(counts)], i, options, 1)
            for i in range(SEEDS)]  # fmt: skip


def fingerprint(game_id: str, players: int, seed: int, options: dict, every: int = 1) -> tuple[str, int]:
    info = get(game_id)
    state = info.new_game(players, seed, dict(options))
    rng = random.Random(seed * 7919 + players)
    digest = hashlib.sha256()
    steps = 0
    while state.actor != TERMINAL:
        if steps % every == 0:  # the saved form, a clone's and a reloaded state's, and what each seat may see
            text = json.dumps(state.to_json(), sort_keys=True)
            digest.update(text.encode())
            assert json.dumps(state.clone().to_json(), sort_keys=True) == text
            assert json.dumps(info.state_class.from_json(json.loads(text)).to_json(), sort_keys=True) == text
            if every > 1:
                for seat in range(players):
                    digest.update(json.dumps(state.view(seat), sort_keys=True).encode())
        if state.actor == CHANCE:
            outcomes = state.chance_outcomes()
            digest.update(repr(outcomes).encode())
            action = sample(outcomes, rng)
        else:
            legal = state.legal_actions()
            digest.update(repr(legal).encode())
            action = legal[int(rng.random() * len(legal))]
        digest.update(english(state.describe(action)).encode())
        events = state.apply(action)
        digest.update(json.dumps(events, sort_keys=True).encode())
        steps += 1
    digest.update(json.dumps(state.to_json(), sort_keys=True).encode())
    for seat in range(state.num_players):
        digest.update(json.dumps(state.view(seat), sort_keys=True).encode())
    digest.update(repr(_worded(state.result())).encode())
    return digest.hexdigest(), steps


def _worded(result):
    """The result with its tie-breaks in English words: a game that says them in messages digests the same."""
    return replace(result, tie_breaks=tuple(english(said) for said in result.tie_breaks))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--record", metavar="FILE")
    group.add_argument("--check", metavar="FILE")
    parser.add_argument("--game", action="append", default=None, help="only this game (repeatable)")
    args = parser.parse_args(argv)
    words.use("en")  # the rules' messages worded in English: the digest proves the English words unchanged
    chosen = [get(g) for g in args.game] if args.game else list(games())
    found = {}
    for info in chosen:
        started = time.process_time()
        games_here = plan(info)
        for key, players, seed, options, every in games_here:
            found[key] = fingerprint(info.id, players, seed, options, every)
        print(f"{info.id}: {len(games_here)} games, {time.process_time() - started:.2f} s CPU")
    if args.record:
        with open(args.record, "w") as out:
            json.dump(found, out, indent=1)
        return 0
    with open(args.check) as saved:
        expected = {key: tuple(value) for key, value in json.load(saved).items()}
    wrong = [key for key in found if key in expected and found[key] != expected[key]]
    for key in wrong:
        print(f"DIFFERENT: {key}")
    checked = sum(1 for key in found if key in expected)
    print("same" if not wrong else f"{len(wrong)} of {checked} differ", f"({checked} checked)")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
