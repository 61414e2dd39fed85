"""Galaxy Express's hint, followed blindly: how many games it finishes, and what it costs in refuels.

    .venv/bin/python tools/galaxy_express_hint.py                # 200 seeded games, the summary
    .venv/bin/python tools/galaxy_express_hint.py --games 50 --first 1000 --each

Each game is seeded (chance draws and the launch planet, picked at random as a player might); every other
decision is the hint's (`game.ai.galaxy_express_advice.propose`, which sees only the pilot's view). A "wasted"
coin is one spent at speed 0 that leaves the ship at speed 0 where it was (a Brake, or Thrust 0, in orbit or
drifting): it buys nothing. Not in the test suite: see docs/benchmarks.md, "Galaxy Express's hint".
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.galaxy_express_advice import propose  # noqa: E402
from game.rules import CHANCE, TERMINAL, get  # noqa: E402
from game.rules.galaxy_express import COIN, REFUEL, START, THRUST  # noqa: E402


def play(seed: int, options: dict | None = None) -> dict:
    """One game following the hint at every decision after the launch."""
    rng = random.Random(seed)
    state = get("galaxy_express").new_game(1, options=options)
    wasted, slowest = 0, 0.0
    while state.actor != TERMINAL:
        if state.actor == CHANCE:
            outcomes = state.chance_outcomes()
            state.apply(outcomes[rng.randrange(len(outcomes))][0])
        elif state.phase == START:
            state.apply(rng.choice(state.legal_actions()))
        else:
            started = time.process_time()
            action = propose(state)["action"]
            slowest = max(slowest, time.process_time() - started)
            if state.phase == COIN and action != REFUEL and isinstance(action, tuple) and state.speed == 0:
                wasted += action[0] != THRUST or action[1] == 0
            state.apply(action)
    card = state.score_card()
    return {
        "seed": seed,
        "won": state.outcome == "won",
        "deliveries": card["deliveries"],
        "refuels": card["refuels"],
        "score": card["total"],
        "turns": state.turns,
        "wasted": wasted,
        "slowest_ms": slowest * 1000,
    }


def summary(games: list[dict]) -> dict:
    def spread(key):
        values = [g[key] for g in games]
        return {"mean": statistics.mean(values), "median": statistics.median(values), "max": max(values)}

    return {
        "games": len(games),
        "won": sum(g["won"] for g in games),
        "refuels": spread("refuels"),
        "score": spread("score"),
        "deliveries": spread("deliveries"),
        "turns": spread("turns"),
        "wasted": spread("wasted"),
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first", type=int, default=0, help="the first seed")
    parser.add_argument("--each", action="store_true", help="one line per game")
    parser.add_argument("--no-wrap", action="store_true", help="option: scans stop at the chart's edges")
    parser.add_argument("--open-queue", action="store_true", help="option: the whole delivery queue is shown")
    args = parser.parse_args(argv)
    options = {"scan_wrap": not args.no_wrap, "open_queue": args.open_queue}
    started = time.process_time()
    games = []
    for seed in range(args.first, args.first + args.games):
        game = play(seed, options)
        games.append(game)
        if args.each:
            words = "won " if game["won"] else "LOST"
            print(
                f"seed {seed:5d}  {words}  deliveries {game['deliveries']}  refuels {game['refuels']:2d}  "
                f"score {game['score']:4d}  turns {game['turns']:3d}  wasted coins {game['wasted']}"
            )
    report = summary(games)
    print(f"{report['games']} games (seeds {args.first}..{args.first + args.games - 1}), won {report['won']}")
    for key in ("refuels", "score", "deliveries", "turns", "wasted"):
        s = report[key]
        print(f"  {key:10s} mean {s['mean']:6.2f}  median {s['median']:5.1f}  max {s['max']}")
    refuels = sorted(g["refuels"] for g in games)
    print(f"  refuels per game: {dict(sorted({r: refuels.count(r) for r in set(refuels)}.items()))}")
    slowest = max(g["slowest_ms"] for g in games)
    print(f"  process time {time.process_time() - started:.1f} s; the slowest hint {slowest:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
