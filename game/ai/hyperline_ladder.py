"""Hyperline bot ladders: who wins, and whether the bots play it as a game of ships.

`python -m game.ai.hyperline_ladder --bots normal,easy --games 20 --seed 1` plays seeded games with the
seats rotated and prints, per bot slot: wins, Build commands and purchases a game, combats won (a pirate
destroyed, or the other side ran or was wiped out), seconds per decision (median, max) and the longest
whole turn. `--json` gives the same for scripts. Figures are in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from game.ai.bots import make_bot
from game.engine import Match, SeatInfo
from game.rules import CHANCE, TERMINAL


def play(specs: list[str], seed: int, options: dict | None = None) -> dict:
    """One game; every figure per seat."""
    players = len(specs)
    seats = [SeatInfo(f"{spec} {i + 1}", "bot", spec) for i, spec in enumerate(specs)]
    match = Match("hyperline", seats, seed=seed, options=options)
    bots = [make_bot(spec, seed=(seed * 31 + i) & 0xFFFFFFFF) for i, spec in enumerate(specs)]
    per = [{"builds": 0, "buys": 0, "fights": 0, "won": 0, "times": [], "turns": [0.0]} for _ in range(players)]
    fight_sides = None
    current = None
    while match.actor != TERMINAL:
        state = match.state
        if state.phase != "over" and current != state.current:
            current = state.current
            per[current]["turns"].append(0.0)
        if match.actor == CHANCE:
            events = match.roll()
        else:
            actor = match.actor
            started = time.perf_counter()
            action = bots[actor].choose(state.view(actor), actor, match.info)
            spent = time.perf_counter() - started
            per[actor]["times"].append(spent)
            per[actor]["turns"][-1] += spent
            mover = state.current
            events = match.apply(action)
            if action == "build":
                per[mover]["builds"] += 1
            if isinstance(action, tuple) and action[0] == "buy":
                per[mover]["buys"] += 1
        for event in events:
            kind = event.get("type")
            if kind == "fight" and event.get("foe") is not None:
                fight_sides = (event["seat"], event["foe"])
                per[event["seat"]]["fights"] += 1
            elif kind == "pirate_destroyed":
                per[event["seat"]]["won"] += 1
            elif kind in ("run_away", "wiped_out") and fight_sides is not None:
                loser = event["seat"]
                for seat in fight_sides:
                    if isinstance(seat, int) and seat != loser:
                        per[seat]["won"] += 1
            elif kind == "fight_over":
                fight_sides = None
    result = match.state.result()
    return {
        "specs": specs,
        "seed": seed,
        "winners": list(result.winners),
        "finished": result.finished,
        "rounds": match.state.round,
        "per": per,
    }


def ladder(specs: list[str], games: int, seed: int, options: dict | None = None, out=None) -> dict:
    """`games` games from `seed` on, the bots rotated around the table game by game."""
    players = len(specs)
    slots = [
        {"bot": spec, "wins": 0.0, "builds": 0, "buys": 0, "fights": 0, "won": 0, "times": [], "turns": []}
        for spec in specs
    ]
    unfinished, rounds = 0, []
    for index in range(games):
        shift = index % players
        seating = [(seat - shift) % players for seat in range(players)]  # seat -> slot
        game = play([specs[slot] for slot in seating], seed + index, options)
        unfinished += not game["finished"]
        rounds.append(game["rounds"])
        for seat, slot in enumerate(seating):
            mine, figures = slots[slot], game["per"][seat]
            mine["wins"] += (seat in game["winners"]) / max(1, len(game["winners"]))
            for key in ("builds", "buys", "fights", "won"):
                mine[key] += figures[key]
            mine["times"] += figures["times"]
            mine["turns"] += [t for t in figures["turns"] if t > 0]
        if out is not None:
            won = [specs[seating[s]] + f"@{s}" for s in game["winners"]] or ["nobody"]
            print(f"game {index + 1}: seed {seed + index}, {game['rounds']} rounds, won by {won[0]}", file=out)
            out.flush()
    report = {"specs": specs, "games": games, "seed": seed, "unfinished": unfinished, "rounds": rounds, "slots": []}
    for mine in slots:
        times = mine.pop("times") or [0.0]
        turns = mine.pop("turns") or [0.0]
        report["slots"].append(
            {
                **mine,
                "win_rate": mine["wins"] / games,
                "builds_per_game": mine["builds"] / games,
                "buys_per_game": mine["buys"] / games,
                "fights_won_per_game": mine["won"] / games,
                "median_decision": statistics.median(times),
                "max_decision": max(times),
                "max_turn": max(turns),
                "decision_times": sorted(round(t, 4) for t in times),  # halves of a split ladder can be joined
                "turn_times": sorted(round(t, 4) for t in turns),
            }
        )
    return report


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai.hyperline_ladder", description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="normal,easy", help="one bot per seat, e.g. normal,easy")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--turn-limit", type=int, default=100)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    specs = [s.strip() for s in args.bots.split(",") if s.strip()]
    report = ladder(specs, args.games, args.seed, {"turn_limit": args.turn_limit}, out=sys.stderr)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"Hyperline: {args.games} games, {len(specs)} players, seeds {args.seed}..{args.seed + args.games - 1}")
    for slot in report["slots"]:
        print(
            f"  {slot['bot']:>7}: {slot['wins']:5.1f} wins ({100 * slot['win_rate']:5.1f} %), "
            f"{slot['builds_per_game']:.1f} builds ({slot['buys_per_game']:.1f} bought), "
            f"{slot['fights_won_per_game']:.2f} combats won a game, decision median {slot['median_decision']:.3f} s "
            f"max {slot['max_decision']:.2f} s, longest turn {slot['max_turn']:.2f} s"
        )
    print(f"  unfinished: {report['unfinished']}; rounds median {statistics.median(report['rounds'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
