"""The pictures' caches are bounded by the bytes they hold, not by how many pictures (issue 35): an hour
of games made of many sizes must not grow the app."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from scenes import assets  # noqa: E402
from scenes.bounded import CACHES, ByBytes, by_bytes  # noqa: E402


def test_big_pictures_push_out_the_oldest_and_small_ones_fit_by_the_thousand():
    made = []

    @by_bytes(1_000_000)
    def square(side: int, shade: int = 0) -> pygame.Surface:
        made.append((side, shade))
        return pygame.Surface((side, side), pygame.SRCALPHA)

    for shade in range(20):
        square(300, shade)  # 360 kB each: two fit
    assert square.bytes <= 1_000_000 and len(square.kept) == 2
    square(300, 19)
    assert made.count((300, 19)) == 1, "the newest are kept"
    square(300, 0)
    assert made.count((300, 0)) == 2, "the oldest went"
    square.cache_clear()
    for shade in range(2000):
        square(8, shade=shade)  # 456 bytes each
    assert len(square.kept) == 2000 and square.bytes <= 1_000_000
    square(2000)  # one picture larger than the whole bound is still kept: it is being drawn
    assert len(square.kept) == 1


def test_the_apps_picture_caches_are_bounded_by_bytes():
    assert isinstance(assets.text, ByBytes) and isinstance(assets.scaled, ByBytes)
    import scenes.boards.hyperline.art  # noqa: F401  (the tables' art registers its caches on import)

    assert len(CACHES) >= 10 and all(cache.limit <= 64 << 20 for cache in CACHES)


def test_all_caches_together_stay_under_the_ceiling_and_the_pictures_used_longest_ago_go_first(monkeypatch):
    from scenes import bounded

    monkeypatch.setattr(bounded, "CACHES", [])  # these two alone
    monkeypatch.setattr(bounded, "CEILING", 1_200_000)  # three of their pictures

    @by_bytes(1_000_000)
    def other_game(shade: int) -> pygame.Surface:
        return pygame.Surface((300, 300), pygame.SRCALPHA)  # 360 kB

    @by_bytes(1_000_000)
    def on_screen(shade: int) -> pygame.Surface:
        return pygame.Surface((300, 300), pygame.SRCALPHA)

    other_game(0), other_game(1)  # a game left for another: its pictures are the oldest
    on_screen(0), on_screen(1)  # each cache within its own limit, both together past the ceiling
    assert list(other_game.kept) == [(1,)] and len(on_screen.kept) == 2, "the picture used longest ago went"
    other_game(1)  # used again: now the newest of all
    on_screen(2)
    assert list(on_screen.kept) == [(1,), (2,)] and list(other_game.kept) == [(1,)], "the oldest in use went"
    assert sum(cache.bytes for cache in bounded.CACHES) <= bounded.CEILING
