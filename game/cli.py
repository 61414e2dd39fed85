"""`python -m game`: play (the default), simulate, replay, bench, screenshot, learn."""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import math
import os
import statistics
import sys
import time
from pathlib import Path

from game import APP_NAME, __version__


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m game",
        description=f"{APP_NAME}: five space tabletop games. With no command, opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    parser.add_argument(
        "--smoke", action="store_true", help="check this build headless (assets, every table, rules) and exit"
    )
    _language_option(parser, None)
    _continue_option(parser, False)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="open the window (the default)")
    play.add_argument("--size", default=None, help="window size, e.g. 1280x720")
    _language_option(play, argparse.SUPPRESS)
    _continue_option(play, argparse.SUPPRESS)

    sim = sub.add_parser("simulate", help="play bot matches headless and report the results")
    sim.add_argument("game", help="game id (see `python -m game games`)")
    sim.add_argument("--players", type=int, default=None, help="number of seats (default: the game's minimum)")
    sim.add_argument(
        "--bots",
        default="random",
        help="comma-separated bot per seat: random, greedy, mcts, easy, normal, hard (one name fills every seat)",
    )
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--rotate", action="store_true", help="rotate the bots around the table from game to game")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option (repeatable)")
    sim.add_argument(
        "--jobs", type=int, default=1, help="games played at once in separate processes (same results, less waiting)"
    )
    sim.add_argument("--json", action="store_true", help="machine-readable output")

    rep = sub.add_parser("replay", help="print a record's move log")
    rep.add_argument("file")

    bench = sub.add_parser("bench", help="measure playouts per second and bot move times")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--seconds", type=float, default=2.0, help="time spent on each playout figure")
    bench.add_argument("--game", action="append", default=None, help="only this game (repeatable)")
    bench.add_argument(
        "--quick", action="store_true", help="a fast check: fewer positions and no 'hard' bot (its budget is seconds)"
    )
    bench.add_argument("--no-window", action="store_true", help="skip the window's figures (frames, start, idle CPU)")

    sub.add_parser("games", help="list the registered games")

    learn = sub.add_parser("learn", help="list the lessons; --check plays every lesson headless to its end")
    learn.add_argument("lesson", nargs="*", help="only these lessons (their ids; default: every lesson)")
    learn.add_argument(
        "--check",
        action="store_true",
        help="play each lesson to its end (every awaited move legal), check its words in every language and its "
        "spots on the table at 1024x600 and 3840x2160; exit 1 on any problem",
    )

    shot = sub.add_parser(
        "screenshot",
        help="render a scene headless to a PNG",
        description="Scenes: menu, setup:GAME, GAME, GAME:MOMENT (a game played into a moment worth a look, "
        "e.g. a fight), results[:GAME], rules:GAME, settings, load, replays, replay[:GAME], pause, curtain.",
    )
    shot.add_argument("scene", nargs="?", default="menu")
    shot.add_argument("--out", required=True)
    shot.add_argument("--size", default="1280x720")
    shot.add_argument("--seed", type=int, default=1, help="the deal of a game scene")
    shot.add_argument("--after", type=int, default=None, help="random steps played before a game scene is shown")
    _language_option(shot, argparse.SUPPRESS)
    return parser


def _continue_option(parser, default):
    """--continue: open the window straight into the game in progress, as the menu's Continue (after a crash, a
    shortcut that starts the table where it was; its phones' pages rejoin by themselves)."""
    parser.add_argument(
        "--continue",
        dest="resume",
        action="store_true",
        default=default,
        help="open the window and continue the game in progress (the menu when there is none)",
    )


def _language_option(parser, default):
    """--lang before or after the command (`--lang de play`, `screenshot race --lang de`): this run only."""
    parser.add_argument(
        "--lang",
        choices=("en", "de", "qps"),
        default=default,
        help="the window's language for this run (default: Settings; qps: a pseudo-language that shows words "
        "left out of the catalogue and frames too small)",
    )


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    command = args.command or "play"
    if args.lang:
        from game import words

        words.for_this_run(args.lang)
    if args.smoke:
        from scenes.smoke import run_smoke

        return run_smoke()
    try:
        if command == "play":
            from scenes.app import run

            return run(size=_checked_size(getattr(args, "size", None)), resume=args.resume)
        if command == "screenshot":
            from scenes.assets import AssetError
            from scenes.shots import screenshot

            _check_screenshot(args)
            try:
                return screenshot(args.scene, args.out, args.size, args.seed, args.after)
            except AssetError as err:  # a missing or damaged map, picture or text: named, no traceback
                raise ValueError(str(err)) from None
        commands = {"simulate": simulate, "replay": replay, "bench": bench, "games": list_games, "learn": learn}
        return commands[command](args)
    except (KeyError, ValueError) as err:
        message = err.args[0] if err.args else str(err)
        if isinstance(err, KeyError) and not str(message).strip().count(" "):  # a bare key says nothing
            message = f"unknown name {message!r}"
        print(f"error: {message}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `... | head` closed the pipe: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


LARGEST_SIZE = (7680, 4320)  # 8K: anything larger is a typing slip, and would need gigabytes


def _checked_size(text: str | None) -> str | None:
    """A window or picture size a screen can be laid out at, else a ValueError that says the range."""
    if text is None:
        return None
    from scenes.app import MIN_SIZE, parse_size

    width, height = parse_size(text)
    if width > LARGEST_SIZE[0] or height > LARGEST_SIZE[1]:
        raise ValueError(
            f"size {text} is too large: at most {LARGEST_SIZE[0]}x{LARGEST_SIZE[1]} "
            f"(and at least {MIN_SIZE[0]}x{MIN_SIZE[1]})"
        )
    return text


def _check_screenshot(args) -> None:
    """Refuse what would only fail after rendering (or with a traceback): a bad --out, size or scene."""
    out = Path(args.out)
    if not args.out or out.is_dir():
        raise ValueError(f"--out {args.out!r} is a folder; give a file name such as {out / 'menu.png'}")
    folder = out.parent
    if not folder.is_dir():
        raise ValueError(f"--out {args.out}: the folder {folder} does not exist (create it first)")
    _checked_size(args.size)
    from game.rules import games, get
    from scenes.boards import has_board
    from scenes.shots import moments

    name, _, arg = args.scene.partition(":")
    if name == "lesson":  # lesson:ID: a lesson file, not a game
        from game.engine.lesson import lessons

        known = [lesson.id for lesson in lessons()]
        if arg and arg not in known:
            raise ValueError(f"no lesson {arg!r} (lessons: {', '.join(known)})")
        return
    ids = [info.id for info in games()]
    if name in ids and arg:  # GAME:MOMENT, e.g. Hyperline's fight
        if arg not in moments().get(name, ()):
            shown = ", ".join(f"{name}:{moment}" for moment in moments().get(name, ())) or "none"
            raise ValueError(f"no moment {arg!r} of {name} to show (moments: {shown})")
        name, arg = "play", name
    game_id = arg or (name if name in ids else None)
    if game_id is None:
        return
    info = get(game_id)  # an unknown game: KeyError with the list of games
    if not has_board(game_id) and name not in ("rules", "setup"):
        raise ValueError(
            f"{info.title} has no table yet, so there is no {name if arg else 'game'} screen to render "
            f"(rules:{game_id} works)"
        )


def list_games(args) -> int:
    from game.rules import games

    for info in games():
        players = "player" if info.player_span == "1" else "players"
        print(f"{info.id:16} {info.title} ({info.player_span} {players})")
    return 0


def learn(args) -> int:
    """The lessons (docs/lessons.md); with --check, each played headless to its end, its words and its spots."""
    from game.engine.lesson import LessonError, lessons_dir, read_lesson

    paths = sorted(lessons_dir().glob("*.json"))
    unknown = set(args.lesson) - {path.stem for path in paths}
    if unknown:
        raise ValueError(f"no lesson called {', '.join(sorted(unknown))} (see `python -m game learn`)")
    paths = [path for path in paths if not args.lesson or path.stem in args.lesson]
    spots = _lesson_spots() if args.check else None
    failed = 0
    for path in paths:
        try:
            lesson = read_lesson(path)
        except LessonError as err:
            print(f"{path.stem}: {err}")
            failed += 1
            continue
        if not args.check:
            print(f"{lesson.id:20} {lesson.game:16} {len(lesson.steps):3} steps  {lesson.title.id}")
            continue
        problems = _lesson_problems(lesson, spots)
        failed += bool(problems)
        print(f"{lesson.id}: " + ("ok" if not problems else f"{len(problems)} problem(s)"))
        for problem in problems:
            print(f"  {problem}")
    if args.check and spots is None:
        print("spots: not checked (this build has no scenes.lesson_spots)")
    if args.check:
        print(f"{len(paths) - failed} of {len(paths)} lessons ok")
    return 1 if failed else 0


def _lesson_spots():
    """The play screen's check of a lesson's spots (scenes.lesson_spots.check), when this build has it: asked where
    each step shows, once the bots and dice before the learner's move have played (lesson_check's `at_step`)."""
    try:
        from scenes import lesson_spots
    except ImportError:
        return None
    return lesson_spots.check


def _lesson_problems(lesson, spots) -> list[str]:
    """Played to its end, every message in every language, then (when the window's part is there) every spot."""
    import string

    from game.ai import make_bot
    from game.engine.lesson_check import check
    from game.words import load
    from game.words.domains import LANGUAGES

    problems = check(lesson, make_bot)
    seats = {f"p{seat}" for seat in range(len(lesson.seats))}
    for language in LANGUAGES:
        translation, _broken = load(language)
        catalog = getattr(translation, "_catalog", {})
        for message in {message.id: message for message in lesson.messages()}.values():
            if message.id not in catalog:
                problems.append(f"no {language} words for {message.id!r} (run `make words` and translate it)")
    for message in {message.id: message for message in lesson.messages()}.values():
        names = {field for _, field, _, _ in string.Formatter().parse(message.id) if field is not None}
        if names - seats:
            wrong = ", ".join(sorted(names - seats))
            problems.append(f"{message.id!r} names {wrong}: a lesson's words name only seats ({{p0}}, {{p1}} ...)")
    problems += _lesson_sections(lesson)
    if not problems and spots is not None:
        problems += spots(lesson, make_bot)
    return problems


def _lesson_sections(lesson) -> list[str]:
    """F1 in a lesson opens the rules at its step's section: each must be a heading of the rules in every language."""
    try:
        from scenes.rules_view import rules_file, sections
    except ImportError:
        return []
    from game.rules import get
    from game.words.domains import LANGUAGES

    info = get(lesson.game)
    root = Path(__file__).resolve().parent.parent / "assets"
    wanted = {lesson.section} | {step.section for step in lesson.steps}
    problems = []
    for language in ("en", *LANGUAGES):
        path = root / rules_file(info, language)
        text = path.read_text(encoding="utf-8") if path.exists() else ""
        found = {section for section, _heading in sections(text)}
        problems += [f"no section {name!r} in {path.name} ({language})" for name in sorted(wanted - {None} - found)]
    return problems


def _parse_options(pairs: list[str]) -> dict:
    options = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep:
            raise ValueError(f"--option needs KEY=VALUE, not {pair!r}")
        try:
            options[key] = json.loads(raw)
        except json.JSONDecodeError:
            options[key] = raw
    return options


def _simulated_game(game) -> tuple:
    """One seeded match, summed up in plain data a worker process can send back."""
    from game.ai import play_match

    game_id, specs, seed, options, _ = game
    outcome = play_match(game_id, specs, seed, options)
    result = outcome.result
    return (
        result.finished,
        result.winners,
        outcome.think_seconds,
        outcome.think_moves,
        outcome.steps,
        outcome.decisions,
    )


def simulate(args) -> int:
    from game.ai import BOT_NAMES
    from game.rules import get

    info = get(args.game)
    players = info.min_players if args.players is None else args.players
    info.check_players(players)
    if args.games < 1:
        raise ValueError(f"--games must be at least 1, not {args.games}")
    from game.engine.chance import SEED_LIMIT

    if not 0 <= args.seed or args.seed + args.games - 1 >= SEED_LIMIT:
        raise ValueError(
            f"--seed {args.seed} with --games {args.games} needs deal numbers from {args.seed} to "
            f"{args.seed + args.games - 1}; deals go from 0 to {SEED_LIMIT - 1}"
        )
    specs = [s.strip() for s in args.bots.split(",") if s.strip()]
    if len(specs) == 1:
        specs *= players
    if len(specs) != players:
        raise ValueError(f"--bots names {len(specs)} bots for {players} seats")
    for spec in specs:
        if spec not in BOT_NAMES:
            raise ValueError(f"unknown bot {spec!r}; choose from {', '.join(BOT_NAMES)}")
    options = info.resolve_options(_parse_options(args.option))

    if args.jobs < 1:
        raise ValueError(f"--jobs must be at least 1, not {args.jobs}")

    wins = [0.0] * players  # by the bot's slot in --bots
    unfinished = 0
    lengths, decisions = [], []
    think, moves = [0.0] * players, [0] * players
    started = time.perf_counter()
    games = []
    for game_index in range(args.games):
        shift = game_index % players if args.rotate else 0
        seating = [(slot - shift) % players for slot in range(players)]  # seat -> slot
        games.append((info.id, [specs[slot] for slot in seating], args.seed + game_index, options, seating))
    if args.jobs == 1:
        played = [_simulated_game(game) for game in games]
    else:  # each game has its own seed, so the results do not depend on how many run at once
        with concurrent.futures.ProcessPoolExecutor(min(args.jobs, args.games)) as pool:
            played = list(pool.map(_simulated_game, games))
    for (_, _, _, _, seating), (finished, winners, seconds, counts, steps, made) in zip(games, played, strict=True):
        if not finished:
            unfinished += 1
        for seat in winners:
            wins[seating[seat]] += 1 / len(winners)
        for seat, slot in enumerate(seating):
            think[slot] += seconds[seat]
            moves[slot] += counts[seat]
        lengths.append(steps)
        decisions.append(made)
    elapsed = time.perf_counter() - started
    report = {
        "game": info.id,
        "players": players,
        "games": args.games,
        "seed": args.seed,
        "rotate": args.rotate,
        "options": options,
        "seats": [
            {
                "slot": slot,
                "bot": specs[slot],
                "wins": wins[slot],
                "win_rate": wins[slot] / args.games if args.games else 0.0,
                "seconds_per_move": think[slot] / moves[slot] if moves[slot] else 0.0,
            }
            for slot in range(players)
        ],
        "unfinished": unfinished,
        "mean_steps": statistics.fmean(lengths) if lengths else 0.0,
        "mean_decisions": statistics.fmean(decisions) if decisions else 0.0,
        "seconds": elapsed,
    }
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    who = "bot slot" if args.rotate else "seat"
    print(
        f"{info.title}: {args.games} games, {players} players, seed {args.seed}"
        + (", seats rotated" if args.rotate else "")
    )
    for seat in report["seats"]:
        print(
            f"  {who} {seat['slot'] + 1} {seat['bot']:>7}: {seat['wins']:7.1f} wins ({100 * seat['win_rate']:5.1f}%)"
            f"  {seat['seconds_per_move'] * 1000:8.2f} ms/move"
        )
    if unfinished:
        print(f"  unfinished (turn limit): {unfinished}")
    print(f"  mean length: {report['mean_steps']:.1f} steps ({report['mean_decisions']:.1f} decisions)")
    print(f"  time: {elapsed:.2f} s ({elapsed / max(1, args.games) * 1000:.1f} ms per game)")
    return 0


def replay(args) -> int:
    from game import words
    from game.engine import Match, RecordError
    from game.saves.library import read

    try:
        saved = read(args.file)  # checked and replayed: the log goes on from this one replay
    except RecordError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    except Exception as err:  # a damaged file must never end in a traceback
        print(f"error: {args.file}: this record is damaged and cannot be read ({err!r})", file=sys.stderr)
        return 1
    record = saved.record
    match = Match.from_record(record, saved.state)
    names = ", ".join(f"{seat.name} ({seat.level or 'person'})" for seat in record.seats)
    print(f"{match.info.title}, seed {record.seed}, {len(record.actions)} actions; seats: {names}")
    for number, line in enumerate(match.log(), 1):
        print(f"{number:5}. {words.word(line, match.names)}")
    if match.is_over:
        result = match.state.result()
        winners = ", ".join(record.seats[s].name for s in result.winners) or "nobody"
        print(
            f"Result: {winners} {'wins' if len(result.winners) == 1 else 'share the win'}; scores {list(result.scores)}"
        )
    return 0


def bench(args) -> int:
    from game.bench import run_bench

    if not math.isfinite(args.seconds) or not 0 < args.seconds <= 3600:
        raise ValueError(f"--seconds must be a number of seconds from more than 0 to 3600, not {args.seconds}")
    report = run_bench(seconds=args.seconds, only=args.game, quick=args.quick)
    if not args.no_window:
        from scenes.bench import run_window_bench

        report["window"] = run_window_bench(quick=args.quick)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"{APP_NAME} {__version__} benchmark on {report['machine']}")
    if report["quick"]:
        print("  quick run: fewer positions, the 'hard' bot skipped")
    for game_id, figures in report["games"].items():
        target = figures.get("target_playouts_per_second")
        mark = (
            ""
            if target is None
            else (f"  (target ≥ {target}: {'met' if figures['playouts_per_second'] >= target else 'NOT met'})")
        )
        print(
            f"  {game_id}: {figures['playouts_per_second']:.0f} random playouts/s "
            f"({figures['players']} {'player' if figures['players'] == 1 else 'players'}, "
            f"{figures['mean_steps']:.0f} steps each){mark}"
        )
        for level, seconds in figures["bot_seconds_per_move"].items():
            target = figures["bot_targets"].get(level)
            mark = "" if target is None else f"  (target ≤ {target} s: {'met' if seconds <= target else 'NOT met'})"
            print(f"      {level:>6} bot: {seconds:.3f} s per move{mark}")
        extras = figures.get("extras", {})
        for name, value in extras.items():
            if "_target" in name:
                continue  # printed beside its figure
            target = extras.get(name.replace("_worst", "").replace("_ms", "_target_ms"))
            mark = "" if target is None else f"  (target ≤ {target:g}: {'met' if value <= target else 'NOT met'})"
            print(f"      {name.replace('_', ' ')}: {value:.3f}{mark}")
    if "window" in report:
        from scenes.bench import print_window_bench

        print_window_bench(report["window"])
    return 0
