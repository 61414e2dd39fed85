"""One clock for a board's animations: tweens with easing, delays and callbacks, scaled by the pace setting.

Durations are written at the normal pace; `pace()` returns the factor against it (0 = instant), so a
player's speed setting stretches or skips every animation the same way.
"""

from __future__ import annotations

import math
from collections.abc import Callable


def linear(t: float) -> float:
    return t


def smooth(t: float) -> float:
    """Ease in and out (smoothstep): cards and tokens start and stop gently."""
    return t * t * (3 - 2 * t)


def ease_out(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in(t: float) -> float:
    return t * t


def arc(t: float) -> float:
    """0 at both ends, 1 half-way: the hop of a card in flight."""
    return math.sin(t * math.pi)


class Tween:
    """One animated thing: `progress` runs 0 to 1 over `duration` after `delay` (seconds at normal pace)."""

    def __init__(self, duration, delay=0.0, ease=linear, on_start=None, on_done=None, tag=None, **data):
        self.duration = max(0.0, duration)
        self.delay = max(0.0, delay)
        self.ease = ease
        self.on_start = on_start
        self.on_done = on_done
        self.tag = tag
        self.data = data
        self.elapsed = 0.0
        self.started = False
        self.done = False

    def __getitem__(self, key):
        return self.data[key]

    @property
    def waiting(self) -> bool:
        return self.elapsed < self.delay

    @property
    def raw(self) -> float:
        """Linear progress 0-1 (0 while waiting)."""
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def progress(self) -> float:
        return self.ease(self.raw)

    @property
    def end(self) -> float:
        return self.delay + self.duration

    def _advance(self, seconds: float) -> None:
        self.elapsed += seconds
        if not self.started and self.elapsed >= self.delay:
            self.started = True
            if self.on_start is not None:
                self.on_start(self)
        if self.started and self.elapsed >= self.end:
            self.done = True
            if self.on_done is not None:
                self.on_done(self)


class Timeline:
    """The tweens a board is playing. `busy` is the board's `animating`; `length()` its `animation_time`."""

    def __init__(self, pace: Callable[[], float] | None = None):
        self.pace = pace or (lambda: 1.0)
        self.tweens: list[Tween] = []

    def add(
        self, duration: float, delay: float = 0.0, ease=linear, on_start=None, on_done=None, tag=None, **data
    ) -> Tween:
        """A tween; at pace 0 (instant) it starts and ends at once, its callbacks called in order."""
        tween = Tween(duration, delay, ease, on_start, on_done, tag, **data)
        tween._advance(0.0 if self.pace() else tween.end)
        if not tween.done:
            self.tweens.append(tween)
        return tween

    def call(self, delay: float, callback: Callable[[], object]) -> Tween:
        """Run `callback` after `delay` seconds (at normal pace)."""
        return self.add(0.0, delay, on_start=lambda _tween: callback())

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds of wall clock; starts and ends inside the step fire in time order."""
        pace = self.pace()
        seconds = dt / pace if pace else math.inf
        moments = []
        for index, tween in enumerate(self.tweens):
            if not tween.started and tween.delay - tween.elapsed <= seconds:
                moments.append((tween.delay - tween.elapsed, index, 0, tween))
            if tween.end - tween.elapsed <= seconds:
                moments.append((tween.end - tween.elapsed, index, 1, tween))
        for tween in self.tweens:
            tween.elapsed += seconds
        for _when, _index, kind, tween in sorted(moments, key=lambda m: m[:3]):
            if kind == 0:
                tween.started = True
                if tween.on_start is not None:
                    tween.on_start(tween)
            else:
                tween.done = True
                if tween.on_done is not None:
                    tween.on_done(tween)
        self.tweens = [t for t in self.tweens if not t.done]

    def finish(self) -> None:
        """Play everything to its end at once (callbacks included), e.g. when the next move arrives."""
        while self.tweens:
            self.update(math.inf)

    def clear(self) -> None:
        """Drop everything without its callbacks (after undo or a jump: the picture is set afresh)."""
        self.tweens = []

    @property
    def busy(self) -> bool:
        return bool(self.tweens)

    def length(self) -> float:
        """Seconds at normal pace until the last tween now playing ends."""
        return max((t.end - t.elapsed for t in self.tweens), default=0.0)

    def running(self, tag=None) -> list[Tween]:
        """Tweens that have begun (past their delay) and not ended, with `tag` if given."""
        return [t for t in self.tweens if t.started and (tag is None or t.tag == tag)]

    def pending(self, tag=None) -> list[Tween]:
        return [t for t in self.tweens if tag is None or t.tag == tag]
