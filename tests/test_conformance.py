"""One conformance suite over every registered game (OpenSpiel style).

Each later game gets these checks for free by registering itself; Comet Dash (tests/comet_dash.py), a game
registered only for the test that plays it, runs through them too.
"""

from __future__ import annotations

import json
import random

import pytest

from game.engine import Match, SeatInfo, loads, sample
from game.rules import CHANCE, TERMINAL, GameNotOver, IllegalAction, freeze, games
from game.rules.core import same_action
from game.rules.words import Message, english
from tests import comet_dash

GARBAGE = [None, "", "no-such-move", -12345, 3.5, ("bogus", 1), True, False, 2.0, [1]]


def simulation_options(info) -> dict:
    """Options a game asks random games to use so they end soon (e.g. a turn limit)."""
    return dict(info.state_class.SIMULATION_OPTIONS)


def player_counts(info):
    return range(info.min_players, info.max_players + 1)


def conformance_games():
    """The registered games, and Comet Dash, which a fixture registers for its own cases."""
    return [*games(), comet_dash.INFO]


def cases(seeds_per_count):
    return [
        pytest.param(info.id, players, seed, id=f"{info.id}-{players}p-seed{seed}")
        for info in conformance_games()
        for players in player_counts(info)
        for seed in range(seeds_per_count)
    ]


@pytest.fixture(autouse=True)
def registered(request):
    """Comet Dash in the registry while one of its own cases runs, and only then."""
    params = request.node.callspec.params if hasattr(request.node, "callspec") else {}
    if params.get("game_id") != comet_dash.INFO.id:
        yield
        return
    with comet_dash.registered():
        yield


def assert_plain_data(said):
    """A message from the rules is plain data: a record, a phone page or a lesson can carry it as JSON."""
    if isinstance(said, Message):
        data = said.as_data()
        assert Message.from_data(json.loads(json.dumps(data))).as_data() == data


def as_json_text(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def check_step(info, state, seen_actions, rng):
    """Every contract promise that can be checked at one step."""
    actor = state.actor
    assert actor in (CHANCE, TERMINAL) or 0 <= actor < state.num_players

    # exact copies
    text = as_json_text(state)
    assert as_json_text(state.clone()) == text
    assert as_json_text(info.state_class.from_json(json.loads(text))) == text
    assert state.clone() == state

    # views are JSON and a bot's re-deal fits its own view; the public table (view(None), shown at a
    # shared screen while a bot plays) holds nothing a re-deal could change
    public = state.view(None)
    json.dumps(public)
    for seat in range(state.num_players):
        view = state.view(seat)
        json.dumps(view)
        if info.hidden_information:
            redealt = info.state_class.from_view(view, seat, rng)
            assert redealt.view(seat) == view, "a seat's view changed when others' hidden information was re-dealt"
            assert redealt.view(None) == public, "the public table shows something a seat cannot see"

    if actor == TERMINAL:
        assert state.legal_actions() == []
        result = state.result()
        assert len(result.scores) == len(result.ranks) == state.num_players
        assert all(1 <= rank <= state.num_players for rank in result.ranks)
        assert all(result.ranks[w] == 1 for w in result.winners)
        assert abs(sum(result.rewards) - (1.0 if result.winners else 0.0)) < 1e-9
        json.dumps(result.to_json())
        return None

    with pytest.raises(GameNotOver):
        state.result()

    if actor == CHANCE:
        outcomes = state.chance_outcomes()
        assert outcomes, "a chance step must have outcomes"
        assert state.legal_actions() == []
        assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
        assert all(p > 0 for _, p in outcomes)
        choices = [o for o, _ in outcomes]
        assert len(set(choices)) == len(choices)
        legal = choices
    else:
        legal = state.legal_actions()
        assert legal, "a seat to act must have a legal action"
        assert state.legal_actions() == legal, "legal_actions() must be stable"
        assert len(set(legal)) == len(legal)
    for action in legal:
        assert freeze(json.loads(json.dumps(action))) == action, "actions must survive a JSON round trip"
        assert state.explain(action) is None
        assert english(state.describe(action)).strip()
        assert isinstance(state._describe(action), Message), "the log line is a message, not a sentence"
        assert isinstance(state._label(action), Message), "a choice's words are a message, not a sentence"
        assert_plain_data(state.describe(action))
        assert english(state.label(action)).strip()
        assert_plain_data(state.label(action))

    # illegal probes are refused with a reason and change nothing
    for probe in list(seen_actions) + GARBAGE:
        if any(same_action(probe, action) for action in legal):
            continue
        reason = state.explain(probe)
        assert isinstance(reason, Message) and english(reason).strip(), f"no reason for refusing {probe!r}"
        assert_plain_data(reason)
        with pytest.raises(IllegalAction) as refused:
            state.apply(probe)
        assert english(refused.value.reason).strip() and str(refused.value) == english(reason)
        assert as_json_text(state) == text, f"refusing {probe!r} changed the state"

    seen_actions.update(legal[:8])
    if actor == CHANCE:
        return sample(state.chance_outcomes(), rng)
    return legal[rng.randrange(len(legal))]


def play_checked(game_id, players, seed, max_steps=20000):
    info = next(i for i in games() if i.id == game_id)
    rng = random.Random(seed)
    state = info.new_game(players, seed, simulation_options(info))
    seen = set()
    for _ in range(max_steps):
        action = check_step(info, state, seen, rng)
        if action is None:
            return state
        shadow = state.clone()
        before = as_json_text(state)
        shadow.apply(action)
        assert as_json_text(state) == before, "playing on a copy changed the original (the copy shares something)"
        events = state.apply(action)
        assert isinstance(events, list) and all(isinstance(e, dict) for e in events)
        json.dumps(events)
        assert shadow == state, "applying to a clone must give the same state"
    raise AssertionError(f"{game_id} did not end in {max_steps} steps")


@pytest.mark.parametrize("game_id,players,seed", cases(seeds_per_count=3))
def test_random_games_keep_the_contract(game_id, players, seed):
    play_checked(game_id, players, seed)


@pytest.mark.parametrize("game_id,players,seed", cases(seeds_per_count=2))
def test_a_record_replays_to_the_same_end(game_id, players, seed):
    seats = [SeatInfo(f"Seat {i + 1}", "bot", "random") for i in range(players)]
    info = next(i for i in games() if i.id == game_id)
    match = Match(game_id, seats, seed=1000 + seed, options=simulation_options(info))
    rng = random.Random(seed)
    while not match.is_over:
        if match.actor == CHANCE:
            match.roll()
        else:
            legal = match.state.legal_actions()
            match.apply(legal[rng.randrange(len(legal))])
    text = match.record.dumps()
    loaded = loads(text)
    replayed = Match.from_record(loaded)
    assert replayed.state == match.state
    assert replayed.state.result() == match.state.result()
    assert [e.action for e in loaded.actions] == [e.action for e in match.record.actions]


@pytest.mark.parametrize("game_id", [info.id for info in conformance_games()])
def test_the_same_seed_deals_the_same_game(game_id):
    info = next(i for i in games() if i.id == game_id)

    def run():
        seats = [SeatInfo(f"S{i}", "bot", "random") for i in range(info.min_players)]
        match = Match(game_id, seats, seed=77)
        rng = random.Random(5)
        while not match.is_over and len(match.record.actions) < 400:
            if match.actor == CHANCE:
                match.roll()
            else:
                legal = match.state.legal_actions()
                match.apply(legal[rng.randrange(len(legal))])
        return match.record.dumps().split('"game"')[1]

    assert run() == run()


@pytest.mark.long
@pytest.mark.parametrize("game_id", [info.id for info in conformance_games()])
def test_thousands_of_random_games_end_properly(game_id):
    from game.ai import random_playout

    info = next(i for i in games() if i.id == game_id)
    rng = random.Random(2024)
    for game_index in range(3000):
        players = info.min_players + game_index % (info.max_players - info.min_players + 1)
        state = info.new_game(players, game_index, simulation_options(info))
        random_playout(state, rng)
        result = state.result()
        assert result.winners or not result.finished or result.tie_breaks
        assert len(result.ranks) == players


@pytest.mark.long
@pytest.mark.parametrize("game_id", [info.id for info in conformance_games()])
def test_many_checked_games(game_id):
    info = next(i for i in games() if i.id == game_id)
    for players in player_counts(info):
        for seed in range(40):
            play_checked(game_id, players, 100 + seed)
