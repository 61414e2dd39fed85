"""A cache of drawn pictures bounded by the bytes it holds, not by how many (issue 35).

Pictures of different sizes differ a thousandfold: a cache of 512 small glyphs and one of 512
screen-sized panels were both "512 entries", and over an hour of games the second kind grew the
app by megabytes an hour. `by_bytes(limit)` replaces `functools.lru_cache(maxsize=N)` where the
values are pictures: the least recently used go first once the pictures held pass `limit` bytes.
It keeps `cache_clear()` (the display mode changed: converted surfaces are made again).

Every cache's own limit is sized for its screen; together they could hold 148 MB. `CEILING` bounds them
all: past it, the picture used longest ago goes, whichever cache holds it (a game not being played gives
its pictures back before the table on screen loses any).
"""

from __future__ import annotations

import functools
import itertools
import sys
from collections import OrderedDict

import pygame

MB = 1 << 20
CEILING = 48 * MB  # every cache together: a soak's caches hold 46 MB after 20 games and grew to 56 MB by 200
CACHES: list[ByBytes] = []  # every bounded cache: the ceiling's and the soak's
_USES = itertools.count()  # when a picture was last used, across caches


def forget_all() -> None:
    """Drop every bounded cache's pictures: the words in them changed language (or the display mode changed)."""
    for cache in CACHES:
        cache.cache_clear()


def weight(value) -> int:
    """Bytes a cached value holds: a picture's pixels, or the pictures in a tuple."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height() + 200
    if isinstance(value, (tuple, list)):
        return sum(weight(item) for item in value) + sys.getsizeof(value)
    return sys.getsizeof(value)


class ByBytes:
    """`func`'s results by its arguments, least recently used dropped past `limit` bytes (the newest always kept)."""

    def __init__(self, func, limit: int):
        self.func, self.limit = func, limit
        self.kept: OrderedDict = OrderedDict()
        self.bytes = 0
        functools.update_wrapper(self, func)
        CACHES.append(self)

    def __call__(self, *args, **kwargs):
        key = args if not kwargs else (*args, _KEYWORDS, *sorted(kwargs.items()))
        found = self.kept.get(key, _MISSING)
        if found is not _MISSING:
            self.kept.move_to_end(key)
            found[2] = next(_USES)
            return found[0]
        value = self.func(*args, **kwargs)
        size = weight(value)
        self.kept[key] = [value, size, next(_USES)]
        self.bytes += size
        while self.bytes > self.limit and len(self.kept) > 1:
            self.drop_oldest()
        _within_ceiling(self)
        return value

    def drop_oldest(self) -> None:
        _, (_, dropped, _) = self.kept.popitem(last=False)
        self.bytes -= dropped

    def oldest_use(self) -> int:
        return next(iter(self.kept.values()))[2]

    def cache_clear(self) -> None:
        self.kept.clear()
        self.bytes = 0

    def __repr__(self) -> str:
        return f"<{self.__qualname__}: {len(self.kept)} pictures, {self.bytes / MB:.1f} of {self.limit / MB:.0f} MB>"


def _within_ceiling(newest: ByBytes) -> None:
    """All caches within CEILING: the pictures used longest ago go first (the newest picture always stays)."""
    held = sum(cache.bytes for cache in CACHES)
    while held > CEILING:
        holding = [cache for cache in CACHES if len(cache.kept) > (cache is newest)]
        if not holding:
            return
        oldest = min(holding, key=ByBytes.oldest_use)
        before = oldest.bytes
        oldest.drop_oldest()
        held -= before - oldest.bytes


_MISSING = object()
_KEYWORDS = object()  # between the positional arguments and the keywords in a key


def by_bytes(limit: int):
    """Decorator: cache a picture-making function within `limit` bytes."""
    return lambda func: ByBytes(func, limit)
