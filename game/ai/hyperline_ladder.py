"""Hyperline bot ladders: who wins, and whether the bots play it as a game of ships.

`python -m game.ai.hyperline_ladder --bots normal,easy --games 20 --seed 1` plays seeded games with the
seats rotated and prints, per bot slot: wins, Build commands and purchases a game, combats won (a pirate
destroyed, or the other side ran or was wiped out), seconds per decision (median, max) and the longest
whole turn, in wall-clock seconds and in processor seconds (what the bot itself spent: on a loaded
machine the wall clock counts the others' work too). `--json` gives the same for scripts; `--join a.json
b.json` joins the parts of a ladder run side by side. Figures are in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time

from game.ai.bots import LEVELS, make_bot
from game.engine import Match, SeatInfo
from game.rules import CHANCE, TERMINAL


def play(specs: list[str], seed: int, options: dict | None = None, clock: bool = True) -> dict:
    """One game; every figure per seat. Without the `clock` the searches play on their playout budget alone, so
    the choices depend on neither the machine nor its load (a loaded machine cuts a clocked search short)."""
    players = len(specs)
    seats = [SeatInfo(f"{spec} {i + 1}", "bot", spec) for i, spec in enumerate(specs)]
    match = Match("hyperline", seats, seed=seed, options=options)
    bots = [
        make_bot(spec, seed=(seed * 31 + i) & 0xFFFFFFFF, **_unclocked(spec, clock)) for i, spec in enumerate(specs)
    ]
    per = [
        {"builds": 0, "buys": 0, "fights": 0, "won": 0, "times": [], "turns": [0.0], "cpu": [], "cpu_turns": [0.0]}
        for _ in range(players)
    ]
    fight_sides = None
    current = None
    while match.actor != TERMINAL:
        state = match.state
        if state.phase != "over" and current != state.current:
            current = state.current
            per[current]["turns"].append(0.0)
            per[current]["cpu_turns"].append(0.0)
        if match.actor == CHANCE:
            events = match.roll()
        else:
            actor = match.actor
            started, used = time.perf_counter(), time.process_time()
            action = bots[actor].choose(state.view(actor), actor, match.info)
            spent, worked = time.perf_counter() - started, time.process_time() - used
            per[actor]["times"].append(spent)
            per[actor]["turns"][-1] += spent
            per[actor]["cpu"].append(worked)
            per[actor]["cpu_turns"][-1] += worked
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


def _unclocked(spec: str, clock: bool) -> dict:
    return {} if clock or "seconds" not in LEVELS.get(spec, ("", {}))[1] else {"seconds": None}


def ladder(specs: list[str], games: int, seed: int, options: dict | None = None, out=None, clock: bool = True) -> dict:
    """`games` games from `seed` on, the bots rotated around the table game by game."""
    players = len(specs)
    slots = [
        {
            "bot": spec,
            "wins": 0.0,
            "builds": 0,
            "buys": 0,
            "fights": 0,
            "won": 0,
            "times": [],
            "turns": [],
            "cpu": [],
            "cpu_turns": [],
        }
        for spec in specs
    ]
    unfinished, rounds = 0, []
    for index in range(games):
        shift = index % players
        seating = [(seat - shift) % players for seat in range(players)]  # seat -> slot
        game = play([specs[slot] for slot in seating], seed + index, options, clock)
        unfinished += not game["finished"]
        rounds.append(game["rounds"])
        for seat, slot in enumerate(seating):
            mine, figures = slots[slot], game["per"][seat]
            mine["wins"] += (seat in game["winners"]) / max(1, len(game["winners"]))
            for key in ("builds", "buys", "fights", "won"):
                mine[key] += figures[key]
            mine["times"] += figures["times"]
            mine["turns"] += [t for t in figures["turns"] if t > 0]
            mine["cpu"] += figures["cpu"]
            mine["cpu_turns"] += [t for t in figures["cpu_turns"] if t > 0]
        if out is not None:
            won = [specs[seating[s]] + f"@{s}" for s in game["winners"]] or ["nobody"]
            print(f"game {index + 1}: seed {seed + index}, {game['rounds']} rounds, won by {won[0]}", file=out)
            out.flush()
    report = {"specs": specs, "games": games, "seed": seed, "clock": clock, "unfinished": unfinished, "rounds": rounds}
    report["slots"] = []
    for mine in slots:
        times, turns, cpu, cpu_turns = (mine.pop(key) for key in ("times", "turns", "cpu", "cpu_turns"))
        report["slots"].append(_figures(mine, games, times, turns, cpu, cpu_turns))
    return report


def _figures(mine: dict, games: int, times: list, turns: list, cpu: list, cpu_turns: list) -> dict:
    times, turns, cpu, cpu_turns = times or [0.0], turns or [0.0], cpu or [0.0], cpu_turns or [0.0]
    return {
        **mine,
        "win_rate": mine["wins"] / games,
        "builds_per_game": mine["builds"] / games,
        "buys_per_game": mine["buys"] / games,
        "fights_won_per_game": mine["won"] / games,
        "median_decision": statistics.median(times),
        "max_decision": max(times),
        "max_turn": max(turns),
        "decision_times": sorted(round(t, 4) for t in times),  # so the parts of a split ladder can be joined
        "turn_times": sorted(round(t, 4) for t in turns),
        "decision_cpu": sorted(round(t, 4) for t in cpu),
        "turn_cpu": sorted(round(t, 4) for t in cpu_turns),
    }


def join(reports: list[dict]) -> dict:
    """A ladder run in parts side by side (the same bots, seeds one after another) as one report."""
    first = reports[0]
    games = sum(r["games"] for r in reports)
    joined = {
        "specs": first["specs"],
        "games": games,
        "seed": min(r["seed"] for r in reports),
        "unfinished": sum(r["unfinished"] for r in reports),
        "rounds": [n for r in reports for n in r["rounds"]],
        "slots": [],
    }
    for index, slot in enumerate(first["slots"]):
        parts = [r["slots"][index] for r in reports]
        mine = {"bot": slot["bot"]}
        for key in ("wins", "builds", "buys", "fights", "won"):
            mine[key] = sum(part[key] for part in parts)
        times = [t for part in parts for t in part["decision_times"]]
        turns = [t for part in parts for t in part["turn_times"]]
        cpu = [t for part in parts for t in part.get("decision_cpu", [])]  # older parts measured the wall only
        cpu_turns = [t for part in parts for t in part.get("turn_cpu", [])]
        joined["slots"].append(_figures(mine, games, times, turns, cpu, cpu_turns))
    return joined


def summary(report: dict) -> str:
    """The figures in words, with standard errors."""
    games = report["games"]
    last = report["seed"] + games - 1
    lines = [f"Hyperline: {games} games, {len(report['specs'])} players, seeds {report['seed']}..{last}"]
    for slot in report["slots"]:
        rate = slot["win_rate"]
        error = 100 * math.sqrt(rate * (1 - rate) / games)
        times = slot["decision_times"]
        lines.append(
            f"  {slot['bot']:>7}: {slot['wins']:5.1f} wins ({100 * rate:5.1f} % +- {error:.1f}), "
            f"{slot['builds_per_game']:.1f} builds ({slot['buys_per_game']:.1f} bought), "
            f"{slot['fights_won_per_game']:.2f} combats won a game, decision median {slot['median_decision']:.3f} s "
            f"99th percentile {times[int(0.99 * (len(times) - 1))]:.2f} s max {slot['max_decision']:.2f} s, "
            f"longest turn {slot['max_turn']:.2f} s ({len(times)} decisions)"
        )
        cpu, cpu_turns = slot.get("decision_cpu") or [0.0], slot.get("turn_cpu") or [0.0]
        lines.append(
            f"  {'':>7}  processor time: decision median {statistics.median(cpu):.3f} s, "
            f"99th percentile {cpu[int(0.99 * (len(cpu) - 1))]:.2f} s, max {cpu[-1]:.2f} s; turn median "
            f"{statistics.median(cpu_turns):.2f} s, max {cpu_turns[-1]:.2f} s"
        )
    unfinished = report["unfinished"]
    rate = unfinished / games
    lines.append(
        f"  unfinished: {unfinished} ({100 * rate:.1f} % +- {100 * math.sqrt(rate * (1 - rate) / games):.1f}); "
        f"rounds median {statistics.median(report['rounds'])}, at most {max(report['rounds'])}"
    )
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai.hyperline_ladder", description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="normal,easy", help="one bot per seat, e.g. normal,easy")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--turn-limit", type=int, default=100)
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--no-clock", action="store_true", help="the searches on their playout budget alone (no time limits)"
    )
    parser.add_argument("--join", nargs="+", metavar="JSON", help="join the --json reports of a ladder run in parts")
    args = parser.parse_args(argv)
    if args.join:
        parts = []
        for name in args.join:
            with open(name, encoding="utf-8") as part:
                parts.append(json.load(part))
        report = join(parts)
    else:
        specs = [s.strip() for s in args.bots.split(",") if s.strip()]
        options = {"turn_limit": args.turn_limit}
        report = ladder(specs, args.games, args.seed, options, out=sys.stderr, clock=not args.no_clock)
    print(json.dumps(report, indent=2) if args.json else summary(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
