"""All in All's table at every size (issue 34): the hand row stays clear of the mission's words, every hand card
can still be clicked, and a player's public cards that do not fit are counted as "+N"."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.rules.all_in_all import CARDS, EXPLORE, AllInAllState  # noqa: E402
from scenes.boards.all_in_all import panels  # noqa: E402
from scenes.boards.all_in_all.view import AllInAllBoard  # noqa: E402
from tests.props import give  # noqa: E402
from tests.test_all_in_all_table import NAMES, play_until  # noqa: E402

SIZES = {  # the board's rectangle in a window of each size, as the play screen lays it out
    "1024x600": pygame.Rect(12, 70, 670, 442),
    "1280x720": pygame.Rect(10, 60, 920, 580),
    "1920x1080": pygame.Rect(10, 60, 1580, 930),
}


@pytest.fixture
def table():
    """A mission under way, seen by Ana, who holds one card of every kind; Ben's hand shows 9 cards everyone saw."""
    pygame.init()
    pygame.display.set_mode((1280, 720))
    state = AllInAllState.new_game(players=4, seed=2)
    play_until(state, lambda s, _a: s.phase == EXPLORE)
    state.hands[0] = [1] * 11 + [0] * (len(state.hands[0]) - 11)
    state.known[1] = [1, 1, 2, 1, 1, 1, 1, 1, 0, 0, 0]
    state.homes[1][0] = 3  # a set: "1/3 sets" stands at the end of Ben's row of cards
    view = state.view(0)
    board = give(AllInAllBoard(), view, AllInAllState, names=NAMES, pace=0.7, safe=False)
    yield board, view
    pygame.display.quit()


@pytest.mark.parametrize("size", SIZES)
def test_the_hand_row_stays_clear_of_the_mission_words_and_every_card_can_be_clicked(table, size):
    board, view = table
    board.layout(SIZES[size])
    groups = board.hand_groups(view)
    assert len(groups) == 11
    words = board.hand_info_rect()
    for rect, name, _count in groups:
        assert rect.right <= words.left and board.hand_rect.contains(rect), f"{name} runs under the mission"
        assert board.card_at((rect.left + 3, rect.centery), view) == name  # the part still in sight is its own


class Spy(pygame.Surface):
    """A surface that remembers where each piece of text was put."""

    def __init__(self, size, texts):
        super().__init__(size)
        self.texts, self.placed = texts, []

    def blit(self, source, dest, *args, **kwargs):
        if id(source) in self.texts:
            self.placed.append((self.texts[id(source)], pygame.Rect(dest, source.get_size())))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize("size", SIZES)
def test_public_cards_that_do_not_fit_are_counted(table, size, monkeypatch):
    board, view = table
    board.layout(SIZES[size])
    texts = {}
    real = panels.assets.text

    def text(words, *a, **k):
        made = real(words, *a, **k)
        texts[id(made)] = words
        return made

    monkeypatch.setattr(panels.assets, "text", text)
    icons = []
    real_icon = panels.icon
    monkeypatch.setattr(panels, "icon", lambda name, size: icons.append(name) or real_icon(name, size))
    surface = Spy((1920, 1080), texts)
    board._draw_backs(surface, view, 1)
    public = list(icons)  # the public cards only, not the relics on the home planet
    board._draw_home(surface, view, 1, set())
    placed = dict(surface.placed)
    known = sum(view["known"][1])
    more = [words for words in placed if words.startswith("+")]
    assert len(public) + (int(more[0][1:]) if more else 0) == known, f"{len(public)} of {known} shown, {more}"
    assert public == [CARDS[c] for c in range(11) for _ in range(view["known"][1][c])][: len(public)]
    if size == "1024x600":
        assert more, "a narrow panel shows every public card?"
    if more:
        assert placed[more[0]].right <= placed["1/3 sets"].left, "the count runs into the sets"
        assert board.panel(1, 4).contains(placed[more[0]])
