"""Hyperline's German words read as a German player writes them (issue 33's playtest): no verb part dangling after
a long placement ("Bau eine Laserkanone vor der Brücke, nach vorn gerichtet an"), and no sentence that opens on a
bare component name ("Kampfcomputer von Vega kommt auf die Brücke")."""

from __future__ import annotations

from game import words
from game.rules.hyperline.scenario import build
from scenes.boards.hyperline.combat_words import damaged_words
from scenes.boards.hyperline.fight_card import hits_words
from scenes.boards.hyperline.table_words import upgrade_placed


def _german(make):
    try:
        words.use("de")
        return make()
    finally:
        words.use("en")


def test_attaching_a_component_says_its_verb_before_the_place():
    st = build(tiles={(3, 2): "Blastula"}, at={0: (3, 2)}, start_turn=False)
    st.apply("build")
    st.apply(("buy", "laser_cannon"))
    assert st.phase == "place"
    for action in st.legal_actions()[:6]:
        offered = _german(lambda a=action: words.word(st.label(a)))
        said = _german(lambda a=action: words.word(st.describe(a), ["Ana"]))
        assert offered.startswith("Montiere eine Laserkanone") and not offered.endswith(" an"), offered
        assert said.startswith("Ana montiert eine Laserkanone") and not said.endswith(" an"), said


def test_a_sentence_about_a_players_component_opens_on_the_player_or_an_article():
    placed = _german(lambda: upgrade_placed({"seat": 1, "upgrade": "battle_computer"}, ["Ana", "Vega"]))
    assert placed.startswith("Der Kampfcomputer von Vega kommt auf die Brücke"), placed
    damaged = _german(lambda: damaged_words({"kind": "laser_cannon"}, "Vega"))
    assert damaged == "Vega: Laserkanone beschädigt", damaged
    hits = [{"seat": 1, "kind": "bridge"}, {"seat": 1, "kind": "carrier_pod"}, {"seat": 1, "kind": "laser_cannon"}]
    several = _german(lambda: hits_words(hits, ["Ana", "Vega"]))
    assert several == "Vega: Brücke, Trägerkapsel und Laserkanone beschädigt", several
