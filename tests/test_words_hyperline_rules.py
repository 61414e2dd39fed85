"""Hyperline's rules speak in messages: log lines, button labels and refusals are data the screen words, in
English or German; a record holds moves, never words."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import game.words as words
from game.rules import CHANCE, TERMINAL, get
from game.rules.hyperline import tiles
from game.rules.hyperline.scenario import build, sec
from game.rules.words import Message, Seat
from game.words import word

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "game" / "rules" / "hyperline"
NAMES = ["Ana", "Ben", "Cleo"]
PROBES = (("jump", 3), ("step", 0), "end_combat", ("damage", 99), ("buy", "laser_cannon"), "build", ("absorb", 2))
"""Actions tried at every decision: mostly refused, each refusal is a message."""


@pytest.fixture(autouse=True)
def english_after():
    yield
    words.use("en")


def _catalogue() -> set:
    with open(ROOT / "assets" / "locale" / "hyperline.pot", "rb") as file:
        return {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in read_po(file) if m.id}


def _messages(value):
    """Every message in `value` and in its parameters, nested ones too."""
    if isinstance(value, Message):
        yield value
        for arg in value.args.values():
            yield from _messages(arg)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _messages(item)


def _said(seed: int, players: int = 3, limit: int = 12):
    """What the rules say in one random game: (state, kind, action, message) for every log line, every legal
    decision's label and the refusals of a few probes."""
    state = get("hyperline").new_game(players, seed, {"turn_limit": limit})
    rng = random.Random(seed)
    while state.actor != TERMINAL:
        if state.actor == CHANCE:
            action = [outcome for outcome, _ in state.chance_outcomes()][rng.randrange(len(state.chance_outcomes()))]
        else:
            legal = state.legal_actions()
            for offered in legal:
                yield state, "label", offered, state.label(offered)
            for probe in PROBES:
                yield state, "explain", probe, state.explain(probe)
            action = legal[rng.randrange(len(legal))]
        yield state, "describe", action, state.describe(action)
        state.apply(action)
    yield state, "result", None, state.result().tie_breaks


def test_every_line_label_and_refusal_is_a_catalogued_message_that_survives_json():
    """A record, a phone page or a lesson carries what the rules said as data and words it where it is shown."""
    catalogue = _catalogue() | {(None, "{move} is not a legal move now."), (None, "The game is over.")}  # core's
    kinds = set()
    for _state, kind, action, said in _said(seed=3):
        if said is None:
            continue
        kinds.add(kind)
        for message in [said] if kind != "result" else said:
            assert isinstance(message, Message), (kind, action, message)
            again = Message.from_data(json.loads(json.dumps(message.as_data())))
            assert again == message and word(again, NAMES) == word(message, NAMES)
            assert {(m.context, m.id) for m in _messages(message)} <= catalogue, (kind, action)
    assert kinds == {"label", "explain", "describe", "result"}


def test_a_label_offers_the_move_to_its_chooser_without_naming_them():
    """The board cut the actor's name off the log line to make its buttons; the rules now say the offer."""
    offers = {}
    for state, kind, action, said in _said(seed=5):
        if kind == "label":
            text = word(said, NAMES)
            assert NAMES[state.actor] not in text.split(" ")[0], text
            assert text[:1].isupper() and "{" not in text, text
            offers.setdefault(action if isinstance(action, str) else action[0], text)
    assert offers["move"] == "Move" and offers["pass"] == "Pass"
    assert offers["step"].startswith("Step to ") and offers["jump"].startswith("Jump from ")


def test_a_jump_is_logged_and_offered_in_english_and_german():
    st = build(at={0: (4, 8)}, players=2)
    st.apply("move")
    port = next(a for a in st.legal_actions() if a[0] == "jump")
    assert word(st.describe(port), ["Ana", "Ben"]).startswith(f"Ana jumps from {_sector(st)} by the ")
    assert word(st.label(port)).startswith(f"Jump from {_sector(st)} by the ")
    words.use("de")
    assert word(st.describe(port), ["Ana", "Ben"]).startswith(f"Ana springt von {_sector(st)} über den Hyperpunkt ")
    assert word(st.label(port)).startswith(f"Spring von {_sector(st)} über den Hyperpunkt ")


def _sector(st) -> str:
    from game.rules.hyperline.board import name

    return name(st.at[st.current])


def test_refusals_and_component_names_speak_german():
    st = build(at={0: (4, 8)}, players=2)
    words.use("de")
    assert word(st.explain("research")) == "Forschen kannst du nur, wenn dein Schiff den Zug am Nexxus begonnen hat."
    st.apply("move")
    assert word(st.explain(("step", sec(0, 0)))).startswith("Ein Schritt führt in einen Sektor")
    assert word(Message("{part}", {"part": tiles.INFO["rip@0"].said})) == "Riss"
    assert word(get_part("laser_cannon")) == "Laserkanone"


def get_part(kind: str) -> Message:
    from game.rules.hyperline import ship as shipkit

    return shipkit.PART[kind]


def test_every_german_line_of_a_game_is_filled_and_speaks_german():
    """No placeholder left open and no English left in what a German player reads of a whole game."""
    words.use("de")
    english = ("takes", "jumps", "the hit", "Choose", "You ", "Your ", " is not ")
    for _state, kind, action, said in _said(seed=4, players=2):
        for message in [said] if kind != "result" else said:
            if message is None or message.id.startswith("{move}"):  # core's refusal of a malformed move
                continue
            text = word(message, NAMES)
            assert "{" not in text and not any(bit in text for bit in english), (kind, action, text)


def test_a_seat_in_a_line_is_named_by_the_screen():
    st = build(at={0: (4, 8)}, players=2)
    said = st.describe("move")
    assert said.args == {"who": Seat(0)} and word(said, ["Ana", "Ben"]) == "Ana moves"
