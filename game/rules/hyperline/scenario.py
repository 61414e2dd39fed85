"""Build a position directly: chosen tiles on the board, ships where you want them, with
the components you want. For tests, tutorials and the rules viewer's examples.
"""

from __future__ import annotations

from game.rules.hyperline import ship as shipkit
from game.rules.hyperline import turn
from game.rules.hyperline.board import sector
from game.rules.hyperline.state import HyperlineState
from game.rules.hyperline.tiles import HOME_PLANETS, INFO

DEFAULT_HOMES = ("Problar", "Gearhold", "Ordnax", "Bulwark")
DEFAULT_SHIP = (("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")))


def build(
    players: int = 2,
    tiles: dict | None = None,
    at: dict | None = None,
    ships: dict | None = None,
    upgrades: dict | None = None,
    homes=DEFAULT_HOMES,
    current: int = 0,
    start_turn: bool = True,
    options: dict | None = None,
) -> HyperlineState:
    """A state after setup, at the start of `current`'s turn (round 1, seat 0 first).

    tiles: {(r, c): "name@rotation" or "name"}; at: {seat: (r, c)};
    ships: {seat: [(kind, placement), ...]} added to a new Bridge (default: a Carrier Pod
    behind it and a Combat Engine behind that); upgrades: {seat: [upgrade, ...]}.
    With start_turn the turn begins (hyper-radiation, scanning) as in play; without it the
    state waits at the command menu.
    """
    st = HyperlineState.new_game(players, 0, {"turn_limit": 0, "seating": "opposite", **(options or {})})
    for seat in range(players):
        home = homes[seat]
        assert home in HOME_PLANETS, home
        st.homes[seat] = home
        st.board[st.corners[seat]] = f"{home}@0"
    for (r, c), content in (tiles or {}).items():
        if "@" not in content:
            content += "@0"
        assert content in INFO, content
        st.board[sector(r, c)] = content
        if content.startswith("pirate_base"):
            st.pirates[str(sector(r, c))] = 1
    for seat in range(players):
        ship = shipkit.new_ship()
        for kind, spot in (ships or {}).get(seat, DEFAULT_SHIP):
            shipkit.place(ship, kind, spot)
            st.store[kind] -= 1
        for upgrade in (upgrades or {}).get(seat, ()):
            shipkit.add_upgrade(ship, upgrade)
        st.ships[seat] = ship
    for seat, (r, c) in (at or {}).items():
        st.at[seat] = sector(r, c)
    st.first = 0
    st.round = 1
    st.current = current
    if start_turn:
        turn.start_turn(st)
    else:
        st.turn = {
            "step": 2,
            "start": st.at[current],
            "scans": 0,
            "special": {},
            "droid": "",
            "moves": 0,
            "bonus": 0,
            "ripshifts": 0,
        }
        st.phase = "command"
    return st


def sec(r: int, c: int) -> int:
    return sector(r, c)
