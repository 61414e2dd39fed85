"""All in All speaks German in its own rulebook's words ("Der Plunder von Andromeda"): the rules hand out messages,
the table words its own through the catalogue, and a record holds moves, never words."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import game.words as words  # noqa: E402
from game.engine import Match, SeatInfo  # noqa: E402
from game.engine.chance import sample  # noqa: E402
from game.rules import CHANCE, TERMINAL  # noqa: E402
from game.rules.all_in_all import COLLECT, EXPLORE, FLY, LAND, LAND_ACTION, NUMBERS, AllInAllState  # noqa: E402
from game.words.results import summary  # noqa: E402
from scenes import assets  # noqa: E402
from scenes.boards.all_in_all.panels import hidden_hand_words  # noqa: E402
from scenes.boards.all_in_all.view import AllInAllBoard  # noqa: E402
from tests.played import worded
from tests.props import give  # noqa: E402
from tests.test_all_in_all_table import NAMES, play_until  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def english_after():
    yield
    words.use("en")


def _line(state, action) -> str:
    """The move log's line for `action`, worded in the current language with the players' names."""
    return words.word(state.describe(action), NAMES)


def _played(seed: int, steps: int = 10**6) -> Match:
    match = Match("all_in_all", [SeatInfo(name) for name in NAMES], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state = match.state
        if state.actor == TERMINAL:
            break
        actions = state.legal_actions()
        legal = state.chance_outcomes() if state.actor == CHANCE else [(a, 1 / len(actions)) for a in actions]
        match.apply(sample(legal, rng))
    return match


def _exploring() -> AllInAllState:
    """The first mission: Ana explores portal 4 (worth 2)."""
    state = AllInAllState.new_game(4, 5)
    play_until(state, lambda s, _a: s.phase == EXPLORE)
    return state


# --- the rules' messages ------------------------------------------------------------------------------------
def test_the_log_and_the_refusals_speak_german_in_the_rulebooks_words():
    state = _exploring()
    assert _line(state, ("draw", 1)) == "Ana explores portal 4: draws from Ben's hand"
    assert words.word(state.label(("draw", 1)), NAMES) == "Draw from Ben's hand"
    words.use("de")
    assert _line(state, ("draw", 1)) == "Ana erkundet Portal 4: zieht bei Ben"
    refused = words.word(state.explain(("draw", 0)))
    assert refused == "Zum Erkunden ziehst du bei einem Mitspieler, nicht bei dir selbst."
    assert words.word(state.explain(("time_thief",))) == "Du hast keinen Zeitdieb auf der Hand."
    assert words.word(state.label(("draw", 1)), NAMES) == "Bei Ben ziehen"  # a choice's words name no actor
    state.apply(("draw", 1))  # the draw from Ben's hand: each card named with the article German gives it
    assert _line(state, "screwdriver") == "Ana zieht bei Ben den Quanten-Schraubenzieher für Portal 4"
    assert _line(state, "toilet_roll") == "Ana zieht bei Ben die nimmerleere Klopapierrolle für Portal 4"
    assert _line(state, "lookout") == "Ana zieht bei Ben das Holzauge der Wachsamkeit für Portal 4"
    assert _line(state, "sabortal") == "Ana zieht bei Ben das Sabortal: Die Mission ist zu Ende"


def test_a_whole_game_is_logged_in_german_with_no_english_left():
    english = worded(_played(3))
    words.use("de")
    match = _played(3)
    german = worded(match)
    assert len(german) == len(english) and match.state.actor == TERMINAL
    assert german[0].startswith("Der ") and "kommt unter Portal 1" in german[0]  # an alien laid out at the start
    said = "\n".join(german)
    for term in ("Startausweis", "Nachziehstapel", "erkundet Portal", "landet an Portal", "Heimatplaneten"):
        assert term in said
    assert [line for line, said in zip(german, english, strict=True) if line == said] == []  # every line worded
    left = [line for line in german if re.search(r"\b(draws|lands|portal|hand|the|from|collects|places)\b", line)]
    assert left == []


def test_the_deal_folds_into_one_german_line_per_player():
    words.use("de")
    state = AllInAllState.new_game(4, 5)
    lines = []
    while state.phase != EXPLORE:
        outcome = state.chance_outcomes()[0][0]
        lines.append(_line(state, outcome))
        state.apply(outcome)
    shown = [line for line in lines if not AllInAllBoard.folded_in_log(None, line)]
    assert shown[3:] == ["Ana erhält 7 Karten", "Ben erhält 7 Karten", "Cy erhält 7 Karten", "Di erhält 7 Karten"]
    assert len(lines) - len(shown) == 4 * 5  # each card but a hand's last ("Ana zieht eine Karte vom Nachziehstapel")


# --- the table's own words ---------------------------------------------------------------------------------
@pytest.fixture
def drawn(monkeypatch):
    """Every text the table draws, in order (the board's words go through assets.text)."""
    pygame.init()
    pygame.display.set_mode((1280, 720))
    said = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda text, *a, **k: said.append(text) or real(text, *a, **k))
    yield said
    pygame.display.quit()


def _table(state, seat=0) -> tuple[AllInAllBoard, dict]:
    view = state.view(seat)
    board = give(AllInAllBoard(), view, AllInAllState, names=NAMES, pace=0.7, safe=False)
    board.layout(pygame.Rect(12, 70, 670, 442))  # the table's room in a 1024x600 window
    return board, view


def test_the_table_speaks_german_when_german_is_chosen(drawn):
    words.use("de")
    state = _exploring()
    board, view = _table(state)
    legal = state.legal_actions()
    board.draw(pygame.Surface((1280, 720)), view, legal)
    assert {"Deine Hand", "Mission 1", "Portal #4: Wert 2", "Nachziehen auf 7 Karten", "AUSWEIS"} <= set(drawn)
    assert any(text.startswith("Stapel ") for text in drawn)
    assert board.prompt(view, 0, legal) == (
        "Erkunde Portal 4 (Wert 2): Zieh bei einem Mitspieler (klicke seine Karten an oder drücke 2, 3, 4)."
    )  # the keys, as a 1024x600 window has no room for a button a player
    assert board.seat_status(view, 1) == "7 Karten · fliegt"
    assert board.SHOW_HAND == "Hand zeigen"  # the frame's button, as the hidden hand's words name it
    assert "„Hand zeigen“" in hidden_hand_words("landing", True, 3)
    assert hidden_hand_words("landing", True, 3).startswith("An Portal 4 landen (2 Aktionen) oder weiterfliegen?")
    board.hovered = board.hand_groups(view)[0][0].center  # a card's name under the pointer, as printed
    board._draw_tooltip(pygame.Surface((1280, 720)), view)
    assert drawn[-1] in {"7\u2004Lichtjahre-Stiefel", "Nimmerleere Klopapierrolle", "Quanten-Schraubenzieher",
                         "Mantel des Schweigens", "Mondstaub-Sauger", "Saure-Gurken-Zeitmaschine", "Wurmloch-Stöpsel",
                         "Holzauge der Wachsamkeit"}  # fmt: skip
    english = {"Your hand", "PASS", "flying", "worth", "pile", "Mission over", "hands refill"}
    assert not [text for text in drawn if any(word in text for word in english)]


def test_the_boots_name_keeps_a_word_gap_after_its_seven_in_bold(drawn, monkeypatch):
    """The bold face's space is a pixel narrow for its heavy digits: "7 Lichtjahre-Stiefel" read as "7Lichtjahre"."""
    words.use("de")
    state = _exploring()
    board, view = _table(state)
    board.hovered = (300, 300)
    monkeypatch.setattr(board, "card_at", lambda pos, view: "boots")
    board._draw_tooltip(pygame.Surface((1280, 720)), view)
    title = drawn[-1]
    assert title.replace("\u2004", " ") == "7 Lichtjahre-Stiefel"
    bold = assets.font(18, True)
    assert bold.size(title[:3])[0] - bold.size("7L")[0] >= 4  # the gap between the 7 and the L, in pixels


def test_the_landing_and_collecting_choices_are_german():
    words.use("de")
    state = _exploring()
    play_until(state, lambda s, _a: s.phase == LAND)
    board, view = _table(state, state.actor)
    assert [label for label, _action, _key in board.buttons(view, state.legal_actions())] == [
        "Landen  [L]", "Weiterfliegen  [F]"
    ]  # fmt: skip
    worth = NUMBERS[state.portal]
    actions = f"{worth} Aktion" if worth == 1 else f"{worth} Aktionen"
    assert board.prompt(view, state.actor, state.legal_actions()) == (
        f"An Portal {state.portal + 1} landen ({actions}) oder weiterfliegen? Sabortal: Wer fliegt, geht leer aus."
    )
    shared = give(AllInAllBoard(), state.view(None), AllInAllState, names=NAMES, masked=True, acting=True)
    assert shared.prompt(state.view(None), state.actor, state.legal_actions()) == "Landen oder weiterfliegen?"
    play_until(state, lambda s, a: s.phase == COLLECT and s.actions_left > 1 and a not in (FLY, LAND_ACTION))
    board, view = _table(state, state.actor)
    left = state.actions_left
    assert board.prompt(view, state.actor, state.legal_actions()).startswith(f"{left} Aktionen: Klicke eine Karte")


def test_the_results_say_the_sets_in_german():
    words.use("de")
    match = _played(3)
    state = match.state
    lines = [text for text, _tone in summary(match.info, state.view(None), state.result(), NAMES)["lines"]]
    assert any(re.fullmatch(r"\w+: \d vollständige[s]? Sets?, \d+ Relikte?", line) for line in lines)
    assert not [line for line in lines if re.search(r"\b(sets|relics|complete|placed)\b", line)]


# --- what a German newcomer read at one screen (the play-test of issue 32) ---------------------------------
def test_the_hidden_hands_are_called_handkarten_never_haende():
    """'Die Hände sind verdeckt' reads as covered hands of flesh: the rulebook says Handkarten, Kartenhand."""
    words.use("de")
    asked = (("setup", False), ("refill", False), ("landing", True), ("explore", True), ("explore", False))
    said = [hidden_hand_words(ask, open_choice, 3) for ask, open_choice in asked]
    assert [text for text in said if "Hände" in text] == []
    assert all("Handkarten" in text for text in said)
    assert said[1] == "Es wird verdeckt ausgeteilt: Alle sehen nur ihre eigenen Handkarten, hinter dem Vorhang."
    assert said[2].endswith(
        "Die Handkarten bleiben verdeckt, entschieden wird offen. Mit „Hand zeigen“ siehst du deine Karten hinter dem "
        "Vorhang an."
    )


def test_a_refill_is_logged_as_drawing_up_to_the_hand_size():
    words.use("de")
    said = "\n".join(worded(_played(3)))
    assert re.search(r"\w+ zieht auf \d+ Karten? nach", said)
    assert "ergänzt die Hand" not in said


def test_the_end_of_a_mission_is_told_in_plain_german(drawn):
    words.use("de")
    board, view = _table(AllInAllState.new_game(4, 1))
    board.sync(view)
    board.animate([{"type": "mission_over", "order": [2, 0]}], view)
    assert board.banner.last[0] == "Mission zu Ende. Eingesammelt wird vom entferntesten Portal an: Cy, Ana"
    board.animate([{"type": "sabortal", "seat": 0, "from": 1, "portal": 5}], view)
    assert board.banner.last[0] == "Sabortal! Ana hat es bei Ben gezogen: Die Mission ist zu Ende"


def test_why_a_move_cannot_be_taken_back_is_said_in_german():
    """The refusal of Ctrl+Z was English in a German game ('A die was rolled...'): the match gives a message."""
    words.use("de")
    match = Match("all_in_all", [SeatInfo(name) for name in NAMES], seed=5)
    while match.state.actor == CHANCE:
        match.roll()
    assert words.word(match.undo_why(), NAMES) == (
        "Seitdem wurde gewürfelt (oder ein Plättchen oder eine Karte gezogen): Den Zufall kann niemand zurücknehmen."
    )
    match.apply(("draw", 1))  # Ana explores from Ben's hand; the card is not drawn yet
    assert words.word(match.undo_why(seat=1), NAMES) == (
        "Der letzte Zug war von Ana: Du kannst nur deine eigenen Züge zurücknehmen."
    )
    assert match.undo_why(seat=0) is None
    assert match.undo_reason(seat=1) == "The last move was Ana's: only your own moves can be taken back."


def test_the_hidden_hand_panel_says_who_chooses_on_a_phone_rather_than_the_curtain(drawn):
    """Three people on phones, one at the screen: while Ana chooses on her phone the panel names her phone, not a
    curtain no one passes; with nobody on a phone the shared screen's words stay."""
    state = _exploring()  # Ana (seat 0) explores: her decision
    view = state.view(None)  # the shared screen's public table: no hand shows
    board = give(AllInAllBoard(), view, AllInAllState, names=NAMES, actor=0, phones=(0, 1, 2))
    board.layout(pygame.Rect(12, 70, 670, 442))
    board.draw(pygame.Surface((1280, 720)), view, [])
    said = "\n".join(drawn)
    assert "Ana is choosing on" in said and "curtain" not in said and "shared screen" not in said
    drawn.clear()
    board = give(AllInAllBoard(), view, AllInAllState, names=NAMES, actor=0)
    board.layout(pygame.Rect(12, 70, 670, 442))
    board.draw(pygame.Surface((1280, 720)), view, [])
    assert "behind the curtain" in "\n".join(drawn)
    assert hidden_hand_words("explore", False, phones=True) == (
        "Hands are hidden here now: each player sees their own on their phone or at this screen."
    )
    assert "on a phone" in hidden_hand_words("setup", False, phones=True)
    words.use("de")
    assert hidden_hand_words("explore", False, 0, "Ana", True) == (
        "Ana wählt am Handy: Solange sind auf diesem Bildschirm keine Handkarten zu sehen."
    )
