"""The seat packet (game/engine/seat_packet.py): plain data, one seat's own, whatever the others hold."""

from __future__ import annotations

import copy
import json
import random

import pytest

from game.engine import Match, SeatInfo
from game.engine.seat_packet import MoveLog, seat_packet
from game.rules import CHANCE, games, get, resolve
from game.rules.all_in_all import CARDS, TITLES
from game.rules.words import Message, english

STEPS = 400  # moves a game is checked for (random games of every registered game, the conformance way)


def random_match(game_id: str, players: int, seed: int) -> Match:
    info = get(game_id)
    seats = [SeatInfo(f"Seat {i + 1}") for i in range(players)]
    return Match(game_id, seats, seed=seed, options=dict(info.state_class.SIMULATION_OPTIONS))


def step(match: Match, rng: random.Random) -> None:
    if match.actor == CHANCE:
        match.roll()
    else:
        legal = match.state.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])


def cases():
    return [
        pytest.param(info.id, players, id=f"{info.id}-{players}p")
        for info in games()
        for players in sorted({info.min_players, info.max_players})
    ]


@pytest.mark.parametrize("game_id,players", cases())
def test_a_packet_is_plain_data_and_the_same_whatever_the_other_seats_hold(game_id, players):
    """Every packet survives JSON unchanged; re-dealing what a seat cannot see (the others' hands, face-down
    and put-back tiles, as the bots' blindness tests do) leaves that seat's packet exactly as it was."""
    match = random_match(game_id, players, seed=players)
    rng, deal = random.Random(players), random.Random(99)
    log = MoveLog()
    hidden = match.info.hidden_information
    for moment in range(STEPS):
        lines = log.read(match)
        for seat in range(players):
            packet = seat_packet(match, seat, moment=moment, log=lines)
            assert json.loads(json.dumps(packet)) == packet
            if hidden:
                other = copy.copy(match)
                other.state = match.info.state_class.from_view(match.state.view(seat), seat, deal)
                assert seat_packet(other, seat, moment=moment, log=lines) == packet, f"seat {seat} at move {moment}"
        if match.is_over:
            break
        step(match, rng)
    assert log.read(match) == match.log(), "the kept log differs from the record's"


def test_each_game_with_secrets_names_a_private_part_that_resolves():
    for info in games():
        if info.parts.phone:
            assert callable(resolve(info.parts.phone)), info.id
    assert all(get(game).parts.phone for game in ("all_in_all", "hyperline"))


def hyperline_match(state) -> Match:
    match = Match("hyperline", [SeatInfo("Bob"), SeatInfo("Jim")], seed=0)
    match.state = state
    return match


SCANNING_SHIP = [
    ("carrier_pod", (0, 1, "N")),
    ("planetary_scanner", (1, 1, "E")),
    ("quantum_scanner", (-1, 1, "W")),
    ("combat_engine", (0, 2, "S")),
]


def test_a_hyperline_scanners_secret_tiles_are_in_its_own_packet_only():
    """Both ships scan in secret (Planetary and Quantum) in random play: a seat's packet shows its own face-down
    and put-back tiles, the other's packet never names them, and re-dealing them changes neither packet."""
    from game.rules.hyperline.scenario import build

    seen = {"facedown": 0, "on_top": 0, "quantum": 0}
    deal = random.Random(5)
    for seed in range(4):
        rng = random.Random(seed)
        state = build(tiles={(3, 2): "Tilt", (5, 6): "Scopus"}, at={0: (3, 2), 1: (5, 6)},
                      ships={0: SCANNING_SHIP, 1: SCANNING_SHIP}, options={"turn_limit": 3})  # fmt: skip
        match = hyperline_match(state)
        for moment in range(300):
            if match.is_over:
                break
            for seat in (0, 1):
                packet = seat_packet(match, seat, moment=moment, log=[])
                assert json.loads(json.dumps(packet)) == packet
                secrets = [item for item in packet["private"] if item["kind"] in seen]
                for item in secrets:
                    seen[item["kind"]] += 1
                view = state.view(seat)
                mine = {entry["tile"] for entry in view["facedown"].values() if entry["seat"] == seat}
                theirs = {e["tile"] for e in state.facedown.values() if e["seat"] != seat} - mine
                said = json.dumps([item for item in packet["private"] if item["kind"] != "component"])
                assert not any(f'"{tile}' in said for tile in theirs if tile), (seat, theirs, said)
                other = copy.copy(match)
                other.state = type(state).from_view(view, seat, deal)
                assert seat_packet(other, seat, moment=moment, log=[]) == packet
            step(match, rng)
    assert all(seen.values()), f"no secret of every kind was made: {seen}"


def test_an_all_in_all_packet_shows_the_seats_own_hand_with_its_pictures():
    match = random_match("all_in_all", 4, seed=3)
    rng = random.Random(3)
    while sum(match.state.hands[0]) < 3 or match.actor == CHANCE:
        step(match, rng)
    for seat in range(4):
        packet = seat_packet(match, seat, moment=1)
        cards = {item["sprite"]: item["count"] for item in packet["private"]}
        hand = match.state.hands[seat]
        assert cards == {f"all_in_all/card_{CARDS[c]}.png": n for c, n in enumerate(hand) if n}
        titles = [english(Message.from_data(item["words"])) for item in packet["private"]]
        assert titles == [english(TITLES[CARDS[c]]) for c, n in enumerate(hand) if n]
        assert packet["your_turn"] == (match.actor == seat) and bool(packet["choices"]) == packet["your_turn"]
