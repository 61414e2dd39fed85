"""Hyperline: the questions the table asks the rules (queries.py), checked against the engine itself."""

from __future__ import annotations

import random

from game.rules import TERMINAL
from game.rules.hyperline import galaxy, queries, turn
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import NE, NEXXUS, E, N, S, W
from game.rules.hyperline.queries import Leg
from game.rules.hyperline.scenario import build, sec
from game.rules.hyperline.state import HyperlineState
from tests.rules_said import en
from tests.walk import random_step

GENERIC = "is not a move now"  # the fallback sentence: a refused command must never get only this


# --- jump previews -------------------------------------------------------------------------------------------
def test_the_route_from_problar_to_nexxus_through_loop_b_has_a_choice_where_it_comes_back_on():
    row4 = {(4, c): "straight@1" for c in (1, 2, 3)}
    st = build(tiles=row4, homes=("Gearhold", "Problar"), current=1, start_turn=False)
    route = queries.jump_route(st, S)
    assert route.legs[0] == Leg(sec(0, 8), None, S)
    assert [leg.sector for leg in route.legs] == [sec(r, 8) for r in range(4)] + [sec(4, 8), sec(4, 0)]
    assert route.end == "branch" and route.stop is None
    ways = dict(route.branches)
    assert sorted(ways) == [N, E, S]
    spoke = ways[E]
    assert spoke.legs[0] == Leg(sec(4, 0), W, E)  # came back on through the left loop sector's off-board port
    assert spoke.end == "hyperpoint" and spoke.stop == NEXXUS
    assert ways[S].stop == sec(8, 0)  # the lane down to Gearhold
    assert ways[N].stop == sec(0, 0)  # the neutral corner up the lane
    assert NEXXUS in route.sectors()


def test_a_route_ends_where_the_galaxy_is_not_known_yet():
    st = build(tiles={(3, 2): "Tilt", (2, 2): "straight@0"}, at={0: (3, 2)})
    route = queries.jump_route(st, N)
    assert route.legs == (Leg(sec(3, 2), None, N), Leg(sec(2, 2), S, N))
    assert route.end == "explore" and route.explore == sec(1, 2) and route.stop is None


def test_a_route_stops_at_a_blocker_and_against_a_tile_turned_away():
    tiles = {(3, 2): "Tilt", (2, 2): "straight@0", (1, 2): "straight@1", (3, 3): "straight@1", (3, 4): "Podunk"}
    st = build(tiles=tiles, at={0: (3, 2)})
    st.pirates[str(sec(3, 4))] = 2
    north = queries.jump_route(st, N)
    assert north.end == "open line" and north.stop == sec(2, 2)
    east = queries.jump_route(st, E)
    assert east.end == "blocked" and east.stop == sec(3, 4) and east.blocked_by == "a pirate"
    assert east.legs[-1] == Leg(sec(3, 4), W, None)
    assert queries.jump_route(st, NE) is None  # a corner hyperpoint without the Hyperline Computer
    assert set(queries.jump_routes(st)) == {N, E, S, W}


def test_the_routes_at_a_branch_in_the_middle_of_a_jump():
    tiles = {(3, 2): "Tilt", (2, 2): "y_branch@0", (1, 2): "Podunk", (2, 3): "Zoomba"}
    st = build(tiles=tiles, at={0: (3, 2)})
    assert queries.jump_route(st, N).end == "branch"
    st.apply("move")
    st.apply(("jump", N))
    ways = queries.branch_routes(st)
    assert sorted(ways) == [N, E]
    assert ways[N].legs[0] == Leg(sec(2, 2), S, N) and ways[N].stop == sec(1, 2)
    assert ways[E].stop == sec(2, 3)


def test_a_route_round_a_ring_of_bends_ends_where_a_port_comes_round_again():
    ring = {(2, 2): "bend@1", (2, 3): "bend@2", (3, 3): "bend@3", (3, 2): "bend@0"}  # S-E, S-W, N-W, N-E
    st = build(tiles=ring, at={0: (2, 2)})
    route = queries.jump_route(st, E)
    assert [leg.sector for leg in route.legs] == [sec(2, 2), sec(2, 3), sec(3, 3), sec(3, 2), sec(2, 2)]
    assert route.end == "loop" and route.stop == sec(2, 2)
    st.apply("move")
    _check_route(st, 0, route, ("jump", E))


def test_moves_and_ripshifts_left_count_down():
    ship = [("carrier_pod", (0, 1, "N")), ("hyperline_engine", (1, 1, "S")), ("rip_engine", (-1, 1, "S"))]
    st = build(tiles={(3, 2): "Tilt", (2, 2): "straight@0", (1, 2): "Podunk"}, at={0: (3, 2)}, ships={0: ship})
    assert queries.moves_left(st) == 0 and queries.ripshifts_left(st) == 1
    st.apply("move")
    assert queries.moves_left(st) == 2  # the move and one bonus move
    st.apply(("ripshift", st.corners[0]))
    assert queries.moves_left(st) == 1 and queries.ripshifts_left(st) == 0
    st.apply(("step", sec(7, 0)))
    assert queries.moves_left(st) == 0 and st.current == 1


def _check_route(st, seat, route, action):
    """Apply `action` to a copy and see the engine take the ship where the preview says (each branch too)."""
    after = st.clone()
    after.apply(action)
    if route.end == "explore":
        assert after.explore.get("sector") == route.explore
        assert after.phase in ("explore_stack", "explore_draw")
    elif route.end == "branch":
        assert after.phase == "branch"
        assert sorted(after.task["jump"]["choices"]) == sorted(port for port, _ in route.branches)
        assert queries.branch_routes(after) == dict(route.branches)
        for port, branch in route.branches:
            _check_route(after, seat, branch, ("branch", port))
    else:
        assert after.at[seat] == route.stop, (route, action)
        assert after.phase not in ("branch", "explore_stack", "explore_draw")


def _random_states(seeds, limit, start=None):
    """Every state of a few random 2- and 3-player games (random decisions and chance outcomes), from the
    start or from the position `start()` builds."""
    for seed in seeds:
        rng = random.Random(seed)
        st = start() if start else HyperlineState.new_game(2 + seed % 2, seed, {"turn_limit": limit})
        while st.actor != TERMINAL:
            yield st
            random_step(st, rng)


def test_every_preview_agrees_with_the_engine_and_every_refused_command_has_a_reason():
    routes = commands = 0
    for st in _random_states(range(6), 14):
        if st.phase == "move":
            seat = st.current
            for port, route in queries.jump_routes(st).items():
                _check_route(st, seat, route, ("jump", port))
                routes += 1
            for action in ("load", "unload", *(("ripshift", s) for s in (st.corners[seat], NEXXUS))):
                if action not in st.legal_actions():
                    assert GENERIC not in en(st.explain(action)), action
        if st.phase == "command":
            reasons = en(queries.command_reasons(st))
            legal = st.legal_actions()
            for command, reason in reasons.items():
                assert (reason is None) == (command in legal)
                assert reason is None or GENERIC not in reason, (command, reason)
                commands += reason is not None
        for actions in queries.component_actions(st).values():
            assert all(action in st.legal_actions() for action in actions)
    assert routes > 50 and commands > 20


def _clicks(st) -> list:
    """Decisions a player could try at this step, legal or not: what a click on the table may become."""
    seat = st.actor
    ids = [p["id"] for p in st.ships[seat]["parts"]]
    phase = st.phase
    kinds = [*shipkit.KINDS, *shipkit.UPGRADES]
    if phase in ("radiation", "research_damage", "tight_damage"):
        return [("damage", i) for i in ids]
    if phase == "repair":
        return [("repair", i) for i in ids] + ["repair_all"]
    if phase == "command":
        return [*turn.COMMANDS] + [("transfer", a, b) for a in ids for b in ids]
    if phase == "move":
        return ["load", "unload", "stop", *(("step", s) for s in range(81)), *(("jump", p) for p in range(8))] + [
            ("ripshift", s) for s in (st.corners[seat], NEXXUS, *galaxy.rips(st))
        ]
    if phase == "explore_stack":
        return [("stack", "hyperline"), ("stack", "planet")]
    if phase == "explore_rotate":
        return [("rotate", r) for r in range(4)]
    if phase == "build":
        return [*(("buy", k) for k in kinds), *(("lift", i) for i in ids), "done", "undo"]
    if phase in ("place", "start_pod", "start_engine", "start_bonus"):
        squares = [(x, y, f) for x in range(-2, 3) for y in range(-2, 4) for f in shipkit.QUADRANTS]
        if phase == "place":
            return [("place", spot) for spot in squares]
        return [(phase.removeprefix("start_"), k) for k in kinds]
    if phase == "combat_absorb":
        return [("absorb", i) for i in ids] + [("absorb", "fighter"), ("absorb", "loaded")]
    if phase == "scan":
        sectors = range(0, 81, 2)
        return [(verb, s) for verb in ("scan", "planetary", "quantum") for s in sectors] + [
            ("disrupt", s, r) for s in sectors for r in range(4)
        ]
    if phase == "combat":
        return [(verb, s, who) for verb in ("fight", "torpedo") for s in range(0, 81, 3) for who in (0, 1, "pirate")]
    if phase == "place_rip":
        return [("rip", s) for s in range(81)]
    return []


def test_every_refused_click_has_a_reason():
    checked = 0
    for st in _random_states(range(6, 8), 10):
        if not isinstance(st.actor, int) or st.actor < 0:
            continue
        legal = st.legal_actions()
        for action in _clicks(st):
            if action not in legal:
                reason = en(st.explain(action))
                assert reason and GENERIC not in reason, (st.phase, action, reason)
                checked += 1
    assert checked > 2000


def test_every_refused_scan_or_fight_has_a_reason():
    scanners = [
        ("battle_pod", (0, 1, "N")),
        ("plasma_launcher", (1, 1, "E")),  # boosted: a torpedo at the pirate next door
        ("quantum_scanner", (-1, 1, "W")),
        ("combat_engine", (0, 2, "S")),
        ("disrupting_scanner", (0, -1, "N")),
        ("planetary_scanner", (1, 0, "E")),
    ]

    def start():
        return build(
            tiles={(3, 2): "Tilt", (5, 6): "Scopus", (2, 2): "pirate_base"},
            at={0: (3, 2), 1: (5, 6)},
            ships={0: scanners, 1: scanners},
            options={"turn_limit": 3},
        )

    phases = set()
    for st in _random_states(range(3), 3, start):
        if not isinstance(st.actor, int) or st.actor < 0:
            continue
        legal = st.legal_actions()
        for action in _clicks(st):
            if action not in legal:
                reason = en(st.explain(action))
                assert reason and GENERIC not in reason, (st.phase, action, reason)
                phases.add(st.phase)
    assert {"scan", "combat"} <= phases


# --- the command menu ----------------------------------------------------------------------------------------
def test_why_each_command_is_not_available():
    st = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)}, start_turn=False)
    reasons = en(queries.command_reasons(st))
    assert reasons["build"] is None and reasons["move"] is None and reasons["pass"] is None
    assert reasons["repair"] == "Nothing on your ship is damaged."
    assert "began this turn at Nexxus" in reasons["research"]
    st.must_move[0] = True
    reasons = en(queries.command_reasons(st))
    assert reasons["move"] is None and all("must Move" in reasons[c] for c in ("build", "repair", "research", "pass"))
    scanning = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)}, ships={0: [("carrier_pod", (0, 1, "N"))] + SCANNER})
    assert scanning.phase == "scan"
    assert all("after scanning" in why for why in en(queries.command_reasons(scanning)).values())


SCANNER = [("planetary_scanner", (1, 1, "E"))]


def test_a_refused_jump_says_what_is_in_the_way():
    tiles = {(3, 2): "Qued", (3, 3): "bend@0", (2, 2): "converter_ne@0"}
    st = build(tiles=tiles, at={0: (3, 2)})
    st.apply("move")
    assert en(st.explain(("jump", E))) == (
        "The bend in D4 has no line on that side: a Jump that way goes nowhere. Step there instead."
    )
    assert "Hyperline Computer" in en(st.explain(("jump", NE)))
    riding = build(tiles=tiles, at={0: (2, 2)})
    riding.apply("move")
    assert (
        en(riding.explain(("jump", E))) == "Your ship rides the converter here: it can only jump out along its lines."
    )
    corner = build(start_turn=False)
    corner.apply("move")
    assert en(corner.explain(("jump", W))) == "That side of your sector is the edge of the galaxy."


def test_fighters_refused_before_a_move_say_why():
    st = build()
    st.apply("move")
    assert st.explain("load") is None
    st.apply("load")
    assert en(st.explain("load")) == "Every working Carrier Pod already carries a fighter."
    assert en(st.explain("unload")) == "You loaded before this move: load or unload, not both."
    bare = build(ships={0: [("battle_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S"))]})
    bare.apply("move")
    assert "has none" in en(bare.explain("load")) and en(bare.explain("unload")) == "No fighter is loaded on your ship."


def test_the_transfer_shield_says_what_it_can_restore_or_why_not():
    ship = [("battle_pod", (0, 1, "N")), ("transfer_shield", (1, 1, "E")), ("hardpoint_shield", (-1, 1, "W"))]
    st = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)}, ships={0: ship}, start_turn=False)
    transfer = shipkit.parts(st.ships[0])[2]["id"]
    hardpoint = shipkit.parts(st.ships[0])[3]["id"]
    assert "No other shield of yours is damaged" in en(queries.transfer_reasons(st))[1]
    shipkit.damage(st.ships[0], hardpoint)
    assert en(queries.transfer_reasons(st)) == ([("transfer", transfer, hardpoint)], None)
    assert en(st.explain(("transfer", hardpoint, transfer))) == "Choose one of your Transfer Shields to drain."
    shipkit.damage(st.ships[0], transfer)
    assert "damaged" in en(queries.transfer_reasons(st))[1]
    assert "only a working one" in en(st.explain(("transfer", transfer, hardpoint)))
    plain = build(start_turn=False)
    assert en(queries.transfer_reasons(plain)) == ([], "Your ship has no Transfer Shield.")


# --- exploring, the Store, the ship grid ---------------------------------------------------------------------
def test_why_only_one_stack_is_offered():
    st = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)})
    st.apply("move")
    st.apply(("jump", N))  # into (2, 2), next to Tilt
    reasons = en(queries.stack_reasons(st))
    assert reasons["hyperline"] is None and "Next to a planet" in reasons["planet"]
    away = build(at={0: (1, 0)})
    away.apply("move")
    away.apply(("step", sec(1, 1)))
    assert en(queries.stack_reasons(away)) == {"hyperline": None, "planet": None}
    away.planet_stack = {key: 0 for key in away.planet_stack}
    assert en(queries.stack_reasons(away))["planet"] == "The planet stack is empty."
    assert en(queries.stack_reasons(build())) == {}


def test_the_store_says_what_this_planet_sells_and_why_not():
    st = build(tiles={(3, 2): "Friskus"}, at={0: (3, 2)}, start_turn=False)
    assert set(en(queries.store_offers(st))) == {"hardpoint_shield", "interphasic_shield", "transfer_shield"}
    assert "Build command" in en(queries.store_offers(st))["hardpoint_shield"]
    st.apply("build")
    assert set(en(queries.store_offers(st)).values()) == {None}
    st.store["transfer_shield"] = 0
    assert en(queries.store_offers(st))["transfer_shield"] == "The Store has no Transfer Shield left."
    home = build(start_turn=False)  # Problar, seat 0's home, sells Pods to its owner
    assert set(en(queries.store_offers(home))) == {"carrier_pod", "battle_pod", "turret_pod"}
    assert en(queries.store_offers(build(at={0: (4, 4)}, start_turn=False))) == {}  # Nexxus sells nothing


def test_placement_spots_by_square_and_the_reason_for_a_refused_square():
    ship = shipkit.new_ship()
    shipkit.place(ship, "carrier_pod", (0, 1, "N"))
    spots = queries.placement_spots(ship, "laser_cannon")
    assert spots[(1, 1)] == [(1, 1, "E")] and (0, 2) in spots and (0, -1) in spots
    assert sorted(spots[(1, 0)]) == [(1, 0, "E")]  # beside the Bridge, facing away from it
    assert queries.square_refusal(ship, "laser_cannon", 1, 1) is None
    assert "already taken" in en(queries.square_refusal(ship, "laser_cannon", 0, 1))
    assert "attached to a Pod or the Bridge" in en(queries.square_refusal(ship, "laser_cannon", 3, 3))
    assert en(queries.square_refusal(ship, "hyperline_engine", 0, 2)) == en(shipkit.RULE["hyperline_engine"])
    turret = queries.placement_spots(ship, "turret_pod")
    assert len(turret[(0, 2)]) == 4  # one per chamfered corner
    assert set(queries.placement_spots(ship, "interphasic_shield")) == {("float", q) for q in "NESW"}
    assert "floats" in en(queries.square_refusal(ship, "interphasic_shield", 1, 1))


def test_component_actions_light_what_research_damage_may_hit():
    st = build(at={0: (4, 4)}, start_turn=False)
    st.turn["start"] = NEXXUS
    st.apply("research")
    lit = queries.component_actions(st)
    assert lit == {(0, p["id"]): [("damage", p["id"])] for p in st.ships[0]["parts"]}
    assert en(turn.waiting_for(st)).startswith("choose a component")
    engine = [p["id"] for p in st.ships[0]["parts"] if p["kind"] == "combat_engine"][0]
    shipkit.damage(st.ships[0], engine)
    assert (0, engine) not in queries.component_actions(st)
    assert en(st.explain(("damage", engine))) == "Your Combat Engine is already damaged: choose a working component."


def test_a_refused_repair_says_why():
    st = build(tiles={(3, 2): "Tilt"}, at={0: (3, 2)}, start_turn=False)
    pod = st.ships[0]["parts"][1]["id"]
    engine = st.ships[0]["parts"][2]["id"]
    shipkit.damage(st.ships[0], engine)
    st.apply("repair")
    assert queries.component_actions(st) == {(0, engine): [("repair", engine)]}
    assert en(st.explain(("repair", pod))) == "Your Carrier Pod is not damaged."
    assert en(st.explain("repair_all")) == "You can repair everything at once only at your own home planet."
