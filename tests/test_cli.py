"""The command line, run in-process: what a person typing `python -m game ...` sees."""

from __future__ import annotations

import json
import os
import random
import re

import pytest

from game import __version__
from game.cli import main
from game.engine import Match, SeatInfo
from game.rules import CHANCE
from game.rules.words import english

# --- --version, --help, games ------------------------------------------------------------------


def test_version_prints_the_version(capsys):
    with pytest.raises(SystemExit) as end:
        main(["--version"])
    assert end.value.code == 0
    assert __version__ in capsys.readouterr().out


def test_help_lists_the_commands(capsys):
    with pytest.raises(SystemExit) as end:
        main(["--help"])
    assert end.value.code == 0
    out = capsys.readouterr().out
    for command in ("simulate", "replay", "bench"):
        assert command in out


def test_games_lists_hyperspace_race(capsys):
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^race\s+Hyperspace Race \(2–6 players\)", out, re.M)
    assert re.search(r"^galaxy_express\s+Galaxy Express \(1 player\)$", out, re.M)  # not "1 players"


# --- simulate ------------------------------------------------------------------------------------

FOUR = ["simulate", "race", "--players", "4", "--bots", "random,greedy,mcts,random", "--games", "4", "--seed", "1"]


def simulate_json(capsys, *args) -> dict:
    assert main(["simulate", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_simulate_prints_wins_per_seat_mean_length_and_time(capsys):
    assert main(FOUR) == 0
    out = capsys.readouterr().out
    assert out.startswith("Hyperspace Race: 4 games, 4 players, seed 1")
    seats = re.findall(r"seat (\d)\s+(\w+):\s+([\d.]+) wins \(\s*([\d.]+)%\)\s+([\d.]+) ms/move", out)
    assert [(n, bot) for n, bot, *_ in seats] == [("1", "random"), ("2", "greedy"), ("3", "mcts"), ("4", "random")]
    assert sum(float(wins) for _, _, wins, _, _ in seats) == 4
    assert re.search(r"mean length: [1-9][\d.]* steps \([\d.]+ decisions\)", out)
    assert re.search(r"time: [\d.]+ s \([\d.]+ ms per game\)", out)


def test_simulate_json_adds_up(capsys):
    report = simulate_json(capsys, *FOUR[1:])
    assert report["games"] == 4 and report["players"] == 4 and report["rotate"] is False
    assert [seat["bot"] for seat in report["seats"]] == ["random", "greedy", "mcts", "random"]
    assert sum(seat["wins"] for seat in report["seats"]) == 4
    assert sum(seat["win_rate"] for seat in report["seats"]) == pytest.approx(1.0)
    assert report["unfinished"] == 0
    assert report["mean_steps"] > report["mean_decisions"] > 0
    assert report["seconds"] > 0
    # the search bot is the one that takes time to think
    seconds = {seat["bot"]: seat["seconds_per_move"] for seat in report["seats"]}
    assert seconds["mcts"] > seconds["greedy"] and seconds["mcts"] > seconds["random"]


def test_simulate_is_reproducible_from_its_seed(capsys):
    args = ["race", "--players", "3", "--bots", "random", "--games", "6", "--seed", "5"]
    first, second = simulate_json(capsys, *args), simulate_json(capsys, *args)
    assert [s["wins"] for s in first["seats"]] == [s["wins"] for s in second["seats"]]
    assert first["mean_steps"] == second["mean_steps"]
    other = simulate_json(capsys, *args[:-1], "6")
    assert other["mean_steps"] != first["mean_steps"]


def test_simulate_in_parallel_gives_the_same_results(capsys):
    args = ["race", "--players", "3", "--bots", "greedy,random,random", "--games", "6", "--seed", "2", "--rotate"]
    alone = simulate_json(capsys, *args)
    together = simulate_json(capsys, *args, "--jobs", "2")
    assert [s["wins"] for s in together["seats"]] == [s["wins"] for s in alone["seats"]]
    assert together["mean_steps"] == alone["mean_steps"] and together["mean_decisions"] == alone["mean_decisions"]


def test_rotate_moves_the_bots_around_the_table(capsys):
    """Game k is played with the bots shifted k seats; wins are credited to the bot, not the seat."""

    def winner_seat(seed):
        report = simulate_json(capsys, "race", "--bots", "random", "--games", "1", "--seed", str(seed))
        return next(i for i, seat in enumerate(report["seats"]) if seat["wins"])

    # random bots are seeded by seat, so each game is the same with or without rotation
    seats = [winner_seat(seed) for seed in (11, 12, 13)]
    rotated = simulate_json(capsys, "race", "--bots", "random", "--games", "3", "--seed", "11", "--rotate")
    assert rotated["rotate"] is True
    expected = [0, 0]
    for game, seat in enumerate(seats):
        expected[(seat - game) % 2] += 1  # in game k, seat s holds bot slot (s - k) mod 2
    assert [s["wins"] for s in rotated["seats"]] == expected

    assert main(["simulate", "race", "--bots", "greedy,random", "--games", "2", "--rotate"]) == 0
    out = capsys.readouterr().out
    assert "seats rotated" in out and "bot slot 1  greedy" in out


@pytest.mark.parametrize(
    "args, words",
    [
        (["--bots", "random,wizard"], ["unknown bot 'wizard'", "random", "greedy", "mcts", "easy", "normal", "hard"]),
        (["--players", "9"], ["Hyperspace Race is for 2–6 players, not 9"]),
        (["--players", "1"], ["2–6 players, not 1"]),
        (["--players", "0"], ["2–6 players, not 0"]),
        (["--players", "2", "--bots", "random,greedy,mcts"], ["3 bots for 2 seats"]),
        (["--games", "0"], ["--games must be at least 1"]),
        (["--jobs", "0"], ["--jobs must be at least 1"]),
        (["--option", "per_square_battles"], ["KEY=VALUE"]),
        (["--option", "warp=true"], ["no option 'warp'"]),
    ],
)
def test_simulate_refuses_bad_input_with_a_clear_message(capsys, args, words):
    assert main(["simulate", "race", "--games", "1", *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("error: ")
    for word in words:
        assert word in captured.err
    assert "Traceback" not in captured.err


def test_simulate_unknown_game_names_the_known_ones(capsys):
    assert main(["simulate", "chess", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "unknown game 'chess'" in err and "race" in err


def test_simulate_takes_game_options(capsys):
    report = simulate_json(capsys, "race", "--games", "2", "--option", "per_square_battles=true")
    assert report["options"] == {"per_square_battles": True}


# --- replay -----------------------------------------------------------------------------------


def played_match(steps: int | None = None, seed: int = 3) -> Match:
    """A seeded game between a person and a bot, played by random choices."""
    match = Match("race", [SeatInfo("Ana"), SeatInfo("Robo", "bot", "random")], seed=seed)
    rng = random.Random(seed)
    while not match.is_over and (steps is None or len(match.record.actions) < steps):
        if match.actor == CHANCE:
            match.roll()
        else:
            legal = match.state.legal_actions()
            match.apply(legal[rng.randrange(len(legal))])
    return match


def test_replay_prints_one_numbered_line_per_action(capsys, tmp_path):
    match = played_match(steps=40)
    path = tmp_path / "game.json"
    match.save(path)
    assert main(["replay", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Hyperspace Race, seed 3, 40 actions; seats: Ana (person), Robo (random)"
    numbered = [line for line in lines if re.match(r"^\s*\d+\. ", line)]
    assert len(numbered) == 40 == len(lines) - 1  # unfinished: no result line
    assert [int(line.split(".")[0]) for line in numbered] == list(range(1, 41))
    assert [line.split(". ", 1)[1] for line in numbered] == [english(line, match.names) for line in match.log()]
    assert "Ana" in lines[1]  # names, not seat numbers


def test_replay_of_a_finished_game_names_the_winner(capsys, tmp_path):
    match = played_match()
    assert match.is_over
    path = tmp_path / "done.json"
    match.save(path)
    assert main(["replay", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    winner = match.names[match.state.result().winners[0]]
    assert lines[-1].startswith(f"Result: {winner} wins; scores [")
    assert len(lines) == len(match.record.actions) + 2


@pytest.mark.parametrize(
    "damage",
    [
        lambda text: text[: len(text) // 2],  # cut off
        lambda text: "",  # empty
        lambda text: "{not json at all",
        lambda text: json.dumps({"format": "someone-else", "version": 1}),
        lambda text: text.replace('"version":1', '"version":99'),  # from the future
        lambda text: text.replace('"options":{', '"options":[1],"x":{'),  # a field of the wrong type
        lambda text: text.replace('"seed":3', '"seed":"three"'),
        lambda text: re.sub(r'"action":\d', '"action":9', text, count=1),  # an impossible die roll
    ],
)
def test_replay_of_a_damaged_file_is_an_error_not_a_traceback(capsys, tmp_path, damage):
    path = tmp_path / "bad.json"
    played_match(steps=12).save(path)
    path.write_text(damage(path.read_text(encoding="utf-8")), encoding="utf-8")
    before = path.read_bytes()
    assert main(["replay", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("error: ") and str(path) in captured.err
    assert "Traceback" not in captured.err
    assert path.read_bytes() == before  # never rewritten


def test_replay_survives_an_unexpected_failure_while_reading(capsys, tmp_path, monkeypatch):
    from game.saves import library

    def broken(path):
        raise RuntimeError("something nobody foresaw")

    monkeypatch.setattr(library, "read", broken)  # the one reader every command goes through
    assert main(["replay", str(tmp_path / "odd.json")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "damaged" in err and "something nobody foresaw" in err


def test_replay_of_a_missing_file(capsys, tmp_path):
    assert main(["replay", str(tmp_path / "nowhere.json")]) == 1
    assert "cannot be read" in capsys.readouterr().err


# --- bench ----------------------------------------------------------------------------------------


@pytest.mark.clocked("the bench times the levels as the app plays them, clocks and all")
def test_bench_json_quick(capsys):
    assert main(["bench", "--json", "--seconds", "0.2", "--game", "race", "--quick"]) == 0
    report = json.loads(capsys.readouterr().out)
    race = report["games"]["race"]
    assert list(report["games"]) == ["race"] and report["quick"] is True
    assert race["playouts_per_second"] > 0 and race["mean_steps"] > 0
    assert set(race["bot_seconds_per_move"]) == {"easy", "normal"}
    assert all(seconds > 0 for seconds in race["bot_seconds_per_move"].values())
    # the bench reports the wall clock a person waits; its budget is checked in processor time in test_bots
    assert report["machine"]
    window = report["window"]
    assert {"menu", "setup:race", "race"} <= set(window["frame_ms_1920x1080"])
    assert all(f["median_ms"] > 0 and f["p95_ms"] >= f["median_ms"] for f in window["frame_ms_1920x1080"].values())
    assert 0 < window["cold_start_s"] < 30 and window["thinking_fps"] > 0 and window["idle_cpu_percent"] >= 0
    assert window["exe_target_mb"] == 40 and window["memory_target_mb"] == 200
    assert all(exe["mb"] > 0 and exe["cold_start_s"] > 0 for exe in window["packaged"].values())


def test_scene_memory_is_measured_in_a_fresh_process():
    from scenes.bench import scene_memory_mb

    menu = scene_memory_mb("menu")
    assert menu is not None and 20 < menu < 1000


def test_bench_measures_every_level_when_not_quick(capsys, monkeypatch):
    import game.bench
    from game.ai import make_bot

    monkeypatch.setattr(game.bench, "make_bot", lambda level, seed=None: make_bot("random", seed))  # fast stand-in
    assert main(["bench", "--json", "--seconds", "0.05", "--game", "race", "--no-window"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["quick"] is False
    assert set(report["games"]["race"]["bot_seconds_per_move"]) == {"easy", "normal", "hard"}


@pytest.mark.clocked("the bench times the levels as the app plays them, clocks and all")
def test_bench_text_shows_figures_and_targets(capsys):
    assert main(["bench", "--seconds", "0.1", "--game", "race", "--quick"]) == 0
    out = capsys.readouterr().out
    assert re.search(
        r"race: \d+ random playouts/s \(4 players, \d+ steps each\)\s+\(target ≥ 2000: (met|NOT met)\)", out
    )
    assert re.search(r"normal bot: [\d.]+ s per move\s+\(target ≤ 1.0 s: (met|NOT met)\)", out)
    assert "quick run" in out
    assert re.search(r"menu: [\d.]+ ms median, [\d.]+ ms p95 per frame\s+\(target ≤ 4.0 ms: (met|NOT met)\)", out)
    assert re.search(r"CPU while idle on the menu: [\d.]+%", out)


@pytest.mark.parametrize("args", [["--game", "chess"], ["--seconds", "0"]])
def test_bench_refuses_bad_input(capsys, args):
    assert main(["bench", "--quick", *args]) == 2
    assert capsys.readouterr().err.startswith("error: ")


# --- issue 18, case 8: what the command line refuses, and how it says so -------------------------------------


@pytest.mark.parametrize(
    "argv, words",
    [
        (["screenshot", "--out", "{tmp}/missing/menu.png"], "does not exist"),
        (["screenshot", "--out", "{tmp}"], "is a folder"),
        (["screenshot", "results:tiny_hands", "--out", "{tmp}/r.png"], "Tiny Hands (test game) has no table yet"),
        (["screenshot", "--size", "60000x60000", "--out", "{tmp}/big.png"], "too large"),
        (["bench", "--seconds", "nan"], "--seconds"),
        (["bench", "--seconds", "inf"], "--seconds"),
        (["simulate", "race", "--seed", "4294967295", "--games", "2"], "deals go from 0 to 4294967295"),
        (["simulate", "race", "--seed", "-3"], "deals go from 0"),
        (["replay", ""], "no Star Table record was named"),
        (["play", "--size", "60000x60000"], "too large"),
    ],
    ids=[
        "out_missing_folder", "out_folder", "no_table_results", "huge_size", "nan", "inf", "seed", "neg", "empty",
        "huge_window",
    ],  # fmt: skip
)
def test_the_command_line_refuses_with_words_not_a_traceback(capsys, tmp_path, argv, words):
    code = main([part.replace("{tmp}", str(tmp_path)) for part in argv])
    err = capsys.readouterr().err
    assert code in (1, 2) and words in err and "Traceback" not in err
    assert "directory" not in err
    assert list(tmp_path.iterdir()) == []


def test_replaying_a_pipe_does_not_wait(capsys, tmp_path):
    os.mkfifo(tmp_path / "pipe.json")
    assert main(["replay", str(tmp_path / "pipe.json")]) == 1
    assert "pipe" in capsys.readouterr().err
