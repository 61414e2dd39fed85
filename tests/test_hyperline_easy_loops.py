"""Hyperline's easy bot does not sit for ever (issue 17's 100-round games): it sees the hits that take back
what it repairs or builds where it stands."""

from __future__ import annotations

from game.ai import make_bot
from game.rules import get
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.scenario import build

INFO = get("hyperline")
BATTLE_SHIP = [("carrier_pod", (0, 1, "N")), ("combat_engine", (0, 2, "S")), ("battle_pod", (-1, 1, "N"))]


def easy(st, seed=1):
    return make_bot("easy", seed=seed).choose(st.view(st.actor), st.actor, INFO)


def damage(st, seat: int, kind: str) -> None:
    ship = st.ships[seat]
    shipkit.damage(ship, next(p["id"] for p in ship["parts"] if p["kind"] == kind))


def test_easy_leaves_an_asteroid_field_rather_than_repair_what_the_next_asteroid_takes_back():
    """A shipwright in an asteroid field with a tech planet on its way repaired every turn and the asteroid
    hit took it back (easy-vs-easy seed 5068: 90 rounds in sector 16): it moves on, shop or no shop."""
    for shop in ("Tilt", "Blastula", "straight"):
        st = build(tiles={(1, 7): "asteroid", (3, 5): shop}, at={0: (1, 7)}, ships={0: BATTLE_SHIP}, start_turn=False)
        damage(st, 0, "battle_pod")
        assert "repair" in st.legal_actions()
        assert easy(st) == "move", shop
