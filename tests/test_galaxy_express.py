"""Galaxy Express scenarios: the rulebook's procedures, its sample score, and the exact Lost-in-Space test."""

from __future__ import annotations

import random
from functools import cache

import pytest

from game.ai.galaxy_express_advice import propose
from game.engine import Match, SeatInfo
from game.rules import CHANCE, TERMINAL, IllegalAction, get
from game.rules.galaxy_express import (
    BRAKE,
    COIN,
    DELIVER,
    DRAW,
    EMPTY,
    HIDDEN,
    MOON,
    OVER,
    REFUEL,
    SLIDE,
    START,
    SUN,
    THRUST,
    VALUES,
    GalaxyExpressState,
    band,
    neighbours,
    slide_end,
    slide_path,
    square_of,
)
from game.rules.words import msg
from tests.test_conformance import play_checked


def at(col: int, row: int) -> int:
    return square_of(col, row)


def position(
    planets: dict,
    ship: int,
    speed: int = 0,
    suns=(0, 3),
    moons=(1, 4),
    spent_suns=(),
    spent_moons=(),
    queue=(3, 0, 1, 2, 4, 5),
    revealed=None,
    **options,
) -> GalaxyExpressState:
    """A game in mid-flight: planets {square: number}, the ship, its speed and the coins showing/spent."""
    state = GalaxyExpressState.new_game(1, options={"scan_wrap": True, "open_queue": False, **options})
    for square, value in planets.items():
        state.chart[square] = value
    state.revealed = sorted(planets) if revealed is None else list(revealed)
    state.queue = list(queue)
    state.ship = ship
    state.speed = speed
    state.showing = {SUN: sorted(suns), MOON: sorted(moons)}
    state.spent = {SUN: list(spent_suns), MOON: list(spent_moons)}
    state.tile = 12
    state.phase = COIN
    return state


SIX = {at(1, 1): 0, at(5, 1): 1, at(2, 3): 2, at(6, 3): 3, at(1, 5): 4, at(5, 5): 5}


def play(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def set_up(placements, queue, start):
    """A scripted setup: (tile, planet, quadrant) for six tiles, Crowns on the others, the queue, the start."""
    state = get("galaxy_express").new_game(1)
    planets = {tile: (value, quadrant) for tile, value, quadrant in placements}
    for tile in range(12):
        assert state.actor == CHANCE and state.phase == "deal"
        if tile in planets:
            value, quadrant = planets[tile]
            state.apply(("planet", value, quadrant))
        else:
            state.apply("crown")
    for value in queue[:5]:
        state.apply(("queue", value))
    assert state.phase == START and state.queue == list(queue)
    state.apply(("start", start))
    return state


# --- score ---------------------------------------------------------------------------------------------------
def test_the_rulebook_sample_scores_109_employee_of_the_year():
    """Six deliveries, two refuels and nine coins left: 120 - 20 + 9."""
    state = position(SIX, at(1, 1), spent_suns=(2,), spent_moons=(0, 5), queue=())
    state.delivered = [3, 0, 1, 2, 4, 5]
    state.refuels = 2
    state.outcome, state.phase = "won", OVER
    card = state.score_card()
    assert (card["delivery_points"], card["refuel_points"], card["coins_left"]) == (120, -20, 9)
    assert card["total"] == 109 and card["band"] == "Employee of the Year!!"
    result = state.result()
    assert result.scores == (109.0,) and result.winners == (0,)


@pytest.mark.parametrize(
    "score,words",
    [
        (100, "Employee of the Year!!"),
        (99, "Nice going, kid!"),
        (90, "Nice going, kid!"),
        (89, "Not bad … for a rookie!"),
        (80, "Not bad … for a rookie!"),
        (79, "Maybe you need to spend more time at the Academy!"),
        (-30, "Maybe you need to spend more time at the Academy!"),
    ],
)
def test_the_four_bands(score, words):
    assert band(score) == words


def test_a_lost_game_still_scores_and_has_no_winner():
    state = position(SIX, at(3, 0), speed=7, suns=(5,), moons=(0,), spent_suns=(0, 1, 2, 3, 4), spent_moons=(1, 2, 3))
    state.spent[MOON] += [4, 5]
    state.delivered = [3]
    state.queue = [0, 1, 2, 4, 5]
    play(state, (BRAKE, 0), ("slide", "left"))
    assert state.actor == TERMINAL and state.outcome == "lost"
    result = state.result()
    assert result.winners == () and result.scores == (20.0 + 1,)


# --- speed and slides ------------------------------------------------------------------------------------------
def test_thrust_is_clamped_at_10():
    state = position(SIX, at(0, 0), speed=8, suns=(4, 5), moons=(1, 2))
    play(state, (THRUST, 4))
    assert state.speed == 10 and state.phase == SLIDE


def test_brake_is_clamped_at_0_and_the_ship_does_not_move():
    state = position(SIX, at(0, 2), speed=2, suns=(0, 1), moons=(3, 4))
    play(state, (BRAKE, 4))
    assert state.speed == 0 and state.ship == at(0, 2)
    assert state.phase == DRAW  # no slide: the new Brake coin is turned at once


def test_a_coin_not_showing_is_refused_with_the_coins_that_are():
    state = position(SIX, at(0, 0), suns=(0, 3), moons=(1, 4))
    with pytest.raises(IllegalAction) as refused:
        state.apply((THRUST, 5))
    assert "0 and 3" in str(refused.value)


def test_a_slide_moves_exactly_the_speed_in_one_direction():
    state = position(SIX, at(2, 2), speed=0, suns=(3, 4))
    play(state, (THRUST, 3), ("slide", "down"))
    assert state.ship == at(2, 5)


def test_a_slide_wraps_from_the_right_edge_to_the_left():
    """The rulebook's example: at the rightmost column with 3 squares to go, on to the leftmost column."""
    path = slide_path(at(5, 1), 5, "right")
    assert path == [at(6, 1), at(7, 1), at(0, 1), at(1, 1), at(2, 1)]
    state = position(SIX, at(5, 1), speed=2, suns=(3, 4))
    play(state, (THRUST, 3), ("slide", "right"))
    assert state.ship == at(2, 1)


def test_a_slide_wraps_from_the_left_edge_and_across_the_top_and_bottom():
    assert slide_end(at(1, 4), 3, "left") == at(6, 4)
    assert slide_end(at(4, 1), 3, "up") == at(4, 4)
    assert slide_end(at(4, 4), 4, "down") == at(4, 2)
    assert slide_end(at(3, 3), 10, "right") == at(5, 3)  # ten squares on a row of eight
    assert slide_end(at(3, 3), 6, "up") == at(3, 3)  # a whole column round


# --- scanning -----------------------------------------------------------------------------------------------------
def test_scanning_reveals_planets_on_and_next_to_the_ship():
    planets = {at(3, 1): 2, at(4, 2): 5, at(5, 2): 1, at(0, 0): 0, at(7, 5): 3, at(2, 4): 4}
    state = position(planets, at(0, 2), speed=0, suns=(3, 4), revealed=[])
    events = play(state, (THRUST, 3), ("slide", "right"))  # ends on (3, 2)
    scan = next(e for e in events if e["type"] == "scan")
    assert sorted(scan["squares"]) == sorted([at(3, 1), at(4, 2)])
    assert scan["reveal"] is True
    assert at(5, 2) not in state.revealed  # two squares away


@pytest.mark.parametrize("wrap,seen", [(True, True), (False, False)])
def test_scanning_across_the_edge_follows_the_wrap_option(wrap, seen):
    planets = {at(7, 2): 2, at(3, 3): 5, at(5, 5): 1, at(2, 0): 0, at(4, 4): 3, at(6, 0): 4}
    state = position(planets, at(4, 2), speed=0, suns=(4, 5), revealed=[], scan_wrap=wrap)
    play(state, (THRUST, 4), ("slide", "right"))  # (4,2) + 4 -> (0,2): (7,2) is next to it across the edge
    assert state.ship == at(0, 2)
    assert (at(7, 2) in state.revealed) is seen
    assert set(neighbours(at(0, 0), wrap=False)) == {at(0, 0), at(1, 0), at(0, 1)}


# --- setup ------------------------------------------------------------------------------------------------------------
PLACEMENTS = [(0, 2, 0), (2, 4, 3), (5, 0, 1), (7, 5, 2), (8, 1, 0), (11, 3, 3)]


def test_setup_puts_one_coin_per_tile_and_six_planets_face_down():
    state = set_up(PLACEMENTS, (3, 0, 1, 2, 4, 5), start=0)
    planets = state.planets()
    assert len(planets) == 6
    tiles = {(sq % 8 // 2) + 4 * (sq // 8 // 2) for sq in planets}
    assert tiles == {0, 2, 5, 7, 8, 11}
    assert state.view(0)["chart"].count(HIDDEN) == 5  # only the launch planet is face up


def test_head_of_queue_rule_moves_the_start_planet_to_the_bottom():
    state = set_up(PLACEMENTS, (2, 0, 1, 3, 4, 5), start=0)  # square 0 holds planet 2, the head of the queue
    assert state.chart[0] == 2
    assert state.queue == [0, 1, 3, 4, 5, 2]
    assert state.view(0)["queue"] == [0, HIDDEN, HIDDEN, HIDDEN, HIDDEN, 2]  # the moved coin is known


def test_no_requeue_when_the_start_planet_is_not_the_head():
    state = set_up(PLACEMENTS, (3, 0, 1, 2, 4, 5), start=0)
    assert state.queue == [3, 0, 1, 2, 4, 5] and state.moved is None
    assert state.view(0)["queue"] == [3] + [HIDDEN] * 5
    state.options["open_queue"] = True
    assert state.view(0)["queue"] == [3, 0, 1, 2, 4, 5]


def test_launch_turns_up_two_thrust_and_two_brake_coins():
    state = set_up(PLACEMENTS, (3, 0, 1, 2, 4, 5), start=0)
    for expected in (SUN, SUN, MOON, MOON):
        assert state.actor == CHANCE
        outcomes = state.chance_outcomes()
        assert {o[0] for o, _ in outcomes} == {expected}
        state.apply(outcomes[-1][0])
    assert state.phase == COIN and state.speed == 0 and state.in_orbit
    assert state.showing == {SUN: [4, 5], MOON: [4, 5]}


# --- deliveries and refuelling ---------------------------------------------------------------------------------
def test_a_delivery_needs_speed_0_on_the_right_planet():
    state = position(SIX, at(3, 3), speed=0, suns=(3, 4), moons=(1, 3))
    play(state, (THRUST, 3), ("slide", "right"))  # onto planet 3 at (6, 3), still at speed 3
    while state.actor == CHANCE:
        state.apply(state.chance_outcomes()[0][0])
    assert state.ship == at(6, 3) and state.speed == 3
    with pytest.raises(IllegalAction) as refused:
        state.apply(DELIVER)
    assert "speed is 3" in str(refused.value)
    play(state, (BRAKE, 3))
    while state.actor == CHANCE:
        state.apply(state.chance_outcomes()[0][0])
    assert state.in_orbit and DELIVER in state.legal_actions()
    events = play(state, DELIVER)
    assert state.delivered == [3] and state.target == 0
    assert events[0]["head"] == 0


def test_a_delivery_to_the_wrong_planet_is_refused():
    state = position(SIX, at(1, 1), speed=0)  # planet 0, but the queue wants 3
    assert DELIVER not in state.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        state.apply(DELIVER)
    assert "wants planet 3" in str(refused.value)


def test_the_last_delivery_wins():
    state = position(SIX, at(5, 5), speed=0, queue=(5,))
    state.delivered = [3, 0, 1, 2, 4]
    play(state, DELIVER)
    assert state.actor == TERMINAL and state.outcome == "won"
    assert state.result().winners == (0,)


def test_refuelling_reshuffles_all_twelve_coins():
    state = position(SIX, at(2, 3), speed=0, suns=(5,), moons=(2,), spent_suns=(0, 1, 2, 3), spent_moons=(0, 1, 3))
    assert state.stack(SUN) == [4] and state.stack(MOON) == [4, 5]
    play(state, REFUEL)
    assert state.refuels == 1
    assert state.spent == {SUN: [], MOON: []} and state.showing == {SUN: [], MOON: []}
    drawn = []
    for suit in (SUN, SUN, MOON, MOON):
        outcomes = state.chance_outcomes()
        assert [o[0] for o, _ in outcomes] == [suit] * len(outcomes)
        assert len(outcomes) == 6 - drawn.count(suit)  # every coin of the suit is back in the stack
        drawn.append(suit)
        state.apply(outcomes[0][0])
    assert state.showing == {SUN: [0, 1], MOON: [0, 1]} and state.unspent() == 12
    assert REFUEL not in state.legal_actions()  # once per stop
    with pytest.raises(IllegalAction) as refused:
        state.apply(REFUEL)
    assert "just refuelled" in str(refused.value)


def test_refuelling_needs_a_stop_on_a_planet():
    state = position(SIX, at(3, 0), speed=0)
    with pytest.raises(IllegalAction) as refused:
        state.apply(REFUEL)
    assert "empty space" in str(refused.value)


# --- Lost in Space ---------------------------------------------------------------------------------------------------
ALL = (0, 1, 2, 3, 4, 5)


def spent_except(left):
    return tuple(v for v in ALL if v not in left)


def test_lost_when_a_planet_is_three_squares_away_but_the_coins_move_exactly_two():
    """Thrust 2 then Brake 2 is the only way to stop anywhere new: two squares away, no planet there."""
    planets = {at(6, 2): 0, at(0, 0): 1, at(4, 5): 2, at(7, 4): 3, at(2, 4): 4, at(6, 0): 5}
    state = position(planets, at(3, 2), speed=0, suns=(2,), moons=(2,), spent_suns=spent_except((2,)))
    state.spent[MOON] = list(spent_except((2,)))
    assert state.is_lost()


def test_not_lost_when_the_same_two_squares_reach_a_planet_across_the_edge():
    planets = {at(7, 2): 0, at(0, 0): 1, at(4, 5): 2, at(7, 4): 3, at(2, 4): 4, at(6, 0): 5}
    state = position(planets, at(1, 2), speed=0, suns=(2,), moons=(2,), spent_suns=spent_except((2,)))
    state.spent[MOON] = list(spent_except((2,)))
    assert not state.is_lost()
    assert state.stopping_distance() == 2


def test_lost_when_the_brakes_left_cannot_cancel_the_speed():
    state = position(SIX, at(3, 0), speed=7, suns=(0, 5), moons=(0, 1), spent_moons=(2, 3, 4, 5))
    assert state.is_lost()  # brakes left: 0 and 1 against speed 7, and thrust only adds
    state.speed, state.ship = 1, at(0, 1)  # coast one square onto planet 0 with Brake 0, then Brake 1
    assert not state.is_lost()


def test_not_lost_when_only_a_lucky_draw_brings_the_right_brake():
    """Speed 3, a planet 3 squares left: coast with Brake 0, then the face-down Brake 3 must turn up."""
    state = position(SIX, at(1, 3), speed=3, suns=(), moons=(0, 1), spent_suns=ALL, spent_moons=(2, 4, 5))
    assert state.stack(MOON) == [3]
    assert not state.is_lost()
    assert state.stopping_distance() == 2


def test_lost_when_the_brake_that_would_stop_the_ship_is_not_showing_and_no_coast_exists():
    """Speed 1 next to a planet: any brake showing stops the ship in empty space first."""
    state = position(SIX, at(2, 1), speed=1, suns=(), moons=(2, 3), spent_suns=ALL, spent_moons=(0, 4, 5))
    assert state.stack(MOON) == [1]
    assert state.is_lost()


def test_lost_because_the_next_brake_must_be_one_showing():
    """Coast with Brake 0 and stop with Brake 3 would work, but 4 and 5 are showing: either stops the ship
    at once in empty space, and with no Thrust left it can never move again."""
    state = position(SIX, at(3, 3), speed=3, suns=(), moons=(4, 5), spent_suns=ALL, spent_moons=(1, 2))
    assert state.stack(MOON) == [0, 3]
    assert state.is_lost()
    state.showing[MOON], state.spent[MOON] = [0, 5], [1, 2, 4]  # with Brake 0 showing it works
    assert not state.is_lost()


def test_no_coin_showing_is_lost_unless_in_orbit():
    state = position(SIX, at(3, 0), speed=0, suns=(), moons=(), spent_suns=ALL, spent_moons=ALL)
    assert state.is_lost()
    orbit = position(SIX, at(1, 1), speed=0, suns=(), moons=(), spent_suns=ALL, spent_moons=ALL)
    assert not orbit.is_lost() and orbit.legal_actions() == [REFUEL]


def test_a_turn_that_leaves_the_ship_lost_ends_the_game():
    planets = {at(6, 2): 0, at(0, 0): 1, at(4, 5): 2, at(7, 4): 3, at(2, 4): 4, at(6, 0): 5}
    state = position(planets, at(3, 2), speed=0, suns=(1, 2), moons=(2,), spent_suns=(0, 3, 4, 5))
    state.spent[MOON] = list(spent_except((2,)))
    events = play(state, (THRUST, 1), ("slide", "up"))  # now only Thrust 2 and Brake 2 remain: nowhere to stop
    assert state.actor == TERMINAL and state.outcome == "lost"
    assert events[-1]["type"] == "lost"


def lucky_stop(state) -> bool:
    """The slow, plain reading of the rule: try every coin showing, every direction, every draw."""
    planets = frozenset(state.planets())

    @cache
    def can(square, speed, suns, sun_stack, moons, moon_stack):
        for suit, showing, stack in ((SUN, suns, sun_stack), (MOON, moons, moon_stack)):
            for coin in showing:
                new = min(10, speed + coin) if suit == SUN else max(0, speed - coin)
                rest = tuple(c for c in showing if c != coin)
                draws = [(rest + (d,), tuple(s for s in stack if s != d)) for d in stack] or [(rest, stack)]
                ends = [square] if new == 0 else [slide_end(square, new, d) for d in ("up", "down", "left", "right")]
                for end in ends:
                    if new == 0 and end in planets:
                        return True
                    for showing_after, stack_after in draws:
                        if suit == SUN:
                            args = (end, new, tuple(sorted(showing_after)), stack_after, moons, moon_stack)
                        else:
                            args = (end, new, suns, sun_stack, tuple(sorted(showing_after)), stack_after)
                        if can(*args):
                            return True
        return False

    return can(
        state.ship,
        state.speed,
        tuple(state.showing[SUN]),
        tuple(state.stack(SUN)),
        tuple(state.showing[MOON]),
        tuple(state.stack(MOON)),
    )


def test_the_exact_search_agrees_with_trying_every_order_and_draw():
    rng = random.Random(4)
    lost = found = 0
    for _ in range(200):
        squares = rng.sample(range(48), 7)
        planets = dict(zip(squares[:6], VALUES, strict=True))
        suns_left = sorted(rng.sample(ALL, rng.randrange(0, 4)))
        moons_left = sorted(rng.sample(ALL, rng.randrange(1, 5)))
        suns = sorted(rng.sample(suns_left, min(2, len(suns_left))))
        moons = sorted(rng.sample(moons_left, min(2, len(moons_left))))
        state = position(
            planets,
            squares[6],
            speed=rng.randrange(0, 8),
            suns=suns,
            moons=moons,
            spent_suns=spent_except(suns_left),
            spent_moons=spent_except(moons_left),
        )
        expected = lucky_stop(state)
        assert state.is_lost() == (not expected), state.to_json()
        lost += not expected
        found += expected
    assert lost > 20 and found > 20  # both answers were exercised


# --- what the pilot sees, assists -------------------------------------------------------------------------------
def test_the_view_hides_face_down_planets_and_a_redeal_keeps_what_is_known():
    state = position(SIX, at(1, 1), revealed=[at(1, 1), at(6, 3)])
    view = state.view(0)
    assert view["chart"][at(1, 1)] == 0 and view["chart"][at(6, 3)] == 3
    assert view["chart"].count(HIDDEN) == 4 and view["chart"].count(EMPTY) == 42
    rng = random.Random(3)
    for _ in range(20):
        sample = GalaxyExpressState.from_view(view, 0, rng)
        assert sample.view(0) == view
        assert sorted(v for v in sample.chart if v != EMPTY) == list(VALUES)


def test_the_hint_depends_only_on_what_the_pilot_knows():
    a = position(SIX, at(3, 3), speed=0, suns=(2, 3), moons=(1, 4), revealed=[at(2, 3)])
    swapped = dict(SIX)
    swapped[at(6, 3)], swapped[at(5, 5)] = 5, 3  # two face-down planets trade numbers
    b = position(swapped, at(3, 3), speed=0, suns=(2, 3), moons=(1, 4), revealed=[at(2, 3)])
    assert a.view(0) == b.view(0) and a.chart != b.chart
    assert propose(a) == propose(b)


def test_the_hint_delivers_when_it_can_and_steers_to_a_known_target():
    state = position(SIX, at(6, 3), speed=0)
    assert propose(state)["action"] == DELIVER
    state = position(SIX, at(3, 3), speed=0, suns=(0, 3), moons=(3, 4))  # planet 3 is 3 squares right
    hint = propose(state)
    assert hint["action"] == (THRUST, 3) and hint["direction"] == "right"


def test_hint_play_wins_whole_games():
    """Following the hint from launch to the end: the assist is worth asking for."""
    info = get("galaxy_express")
    wins = 0
    for seed in range(4):
        rng = random.Random(seed)
        state = info.new_game(1)
        while state.actor != TERMINAL:
            if state.actor == CHANCE:
                outcomes = state.chance_outcomes()
                state.apply(outcomes[rng.randrange(len(outcomes))][0])
            elif state.phase == START:
                state.apply(state.legal_actions()[0])
            else:
                state.apply(propose(state)["action"])
        wins += state.outcome == "won"
    assert wins >= 3


def test_assists_are_counted_on_the_score_card_and_cannot_be_undone():
    match = Match("galaxy_express", [SeatInfo("Pilot")], seed=5)
    while match.actor == CHANCE or match.state.phase == START:
        if match.actor == CHANCE:
            match.roll()
        else:
            match.apply(match.state.legal_actions()[0])
    assert ("assist", "can_stop") not in match.state.legal_actions()  # never a move a bot would pick
    events = match.apply(("assist", "can_stop"))
    assert events[0]["can_stop"] is True and events[0]["text"] == msg("Yes: the ship is in orbit now.")
    legal = match.state.legal_actions()
    hint = propose(match.state)  # the advice comes from next to the bots; the rules count the asking
    events = match.apply(("assist", "hint"))
    assert events[0]["kind"] == "hint" and hint["action"] in legal and hint["why"]
    assert match.state.score_card()["assists"] == {"can_stop": 1, "hint": 1}
    assert match.undo_reason(0) is not None
    assert match.from_record(match.record).state.assists == {"can_stop": 1, "hint": 1}


def test_the_can_stop_assist_tells_a_lucky_stop_from_a_sure_one():
    state = position(SIX, at(1, 3), speed=3, suns=(), moons=(0, 1), spent_suns=ALL, spent_moons=(2, 4, 5))
    answer = state.can_stop_answer()
    assert answer["can_stop"] and answer["coins"] == 2


@pytest.mark.parametrize("seed", range(3))
def test_whole_random_games_keep_the_contract(seed):
    state = play_checked("galaxy_express", 1, 500 + seed)
    assert state.outcome in ("won", "lost")
