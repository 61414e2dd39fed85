"""The sound effects and the music: 22050 Hz mono 16-bit, synthesised from seeded noise and sines."""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

from .draw import clamp, smoothstep

RATE = 22050


def finish_sound(samples: list[float], peak_db: float = -6.0) -> bytes:
    fade = int(RATE * 0.006)
    n = len(samples)
    out = list(samples)
    for i in range(min(fade, n)):
        g = i / fade
        out[i] *= g
        out[n - 1 - i] *= g
    peak = max(abs(v) for v in out) or 1.0
    gain = 10 ** (peak_db / 20) / peak
    return struct.pack(f"<{n}h", *(round(clamp(v * gain, -1, 1) * 32767) for v in out))


def write_wav(path: Path, samples: list[float], peak_db: float = -6.0) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(finish_sound(samples, peak_db))


class Noise:
    """Seeded white noise with one-pole low-pass / band-pass helpers."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.lp1 = self.lp2 = 0.0

    def white(self) -> float:
        return self.rng.uniform(-1.0, 1.0)

    def band(self, lo_hz: float, hi_hz: float) -> float:
        x = self.white()
        a_hi = 1 - math.exp(-2 * math.pi * hi_hz / RATE)
        a_lo = 1 - math.exp(-2 * math.pi * lo_hz / RATE)
        self.lp1 += a_hi * (x - self.lp1)
        self.lp2 += a_lo * (self.lp1 - self.lp2)
        return self.lp1 - self.lp2


def frames(seconds: float) -> range:
    return range(int(RATE * seconds))


def snd_click() -> list[float]:
    noise = Noise(1)
    out = []
    for i in frames(0.06):
        t = i / RATE
        out.append(math.sin(2 * math.pi * 1900 * t) * math.exp(-t * 90) + 0.35 * noise.band(2000, 6000) *
                   math.exp(-t * 160))
    return out


def snd_roll() -> list[float]:
    noise = Noise(2)
    rng = random.Random(22)
    n = int(RATE * 0.6)
    out = [0.0] * n
    t = 0.01
    hits = []
    while t < 0.48:
        hits.append(t)
        t += rng.uniform(0.03, 0.07) * (1 + t * 1.5)
    for k, start in enumerate(hits):
        amp = 1.0 - 0.6 * (start / 0.5) + 0.15 * (k % 2)
        freq = rng.uniform(1400, 2600)
        s0 = int(start * RATE)
        for i in range(int(RATE * 0.03)):
            if s0 + i >= n:
                break
            tt = i / RATE
            env = math.exp(-tt * 220)
            out[s0 + i] += amp * env * (0.7 * noise.band(900, 5000) + 0.5 * math.sin(2 * math.pi * freq * tt))
    return out


def snd_move() -> list[float]:
    noise = Noise(3)
    out, phase = [], 0.0
    dur = 0.22
    for i in frames(dur):
        t = i / RATE
        x = t / dur
        f = 320 + 520 * x
        phase += 2 * math.pi * f / RATE
        env = math.sin(math.pi * x) ** 1.5
        out.append(env * (0.6 * math.sin(phase) + 0.5 * noise.band(300 + 1500 * x, 1200 + 3000 * x)))
    return out


def snd_battle() -> list[float]:
    out, phase = [], 0.0
    dur = 0.34
    for i in frames(dur):
        t = i / RATE
        f = 180 + 1700 * math.exp(-t * 14)
        phase += 2 * math.pi * f / RATE
        saw = 2 * ((phase / (2 * math.pi)) % 1.0) - 1
        tone = 0.55 * math.sin(phase) + 0.35 * saw + 0.25 * math.sin(phase * 1.5)
        out.append(tone * math.exp(-t * 7) * min(1.0, t * 400))
    return out


def snd_hyperspace() -> list[float]:
    noise = Noise(5)
    out, p1, p2 = [], 0.0, 0.0
    dur = 0.7
    for i in frames(dur):
        t = i / RATE
        x = t / dur
        f = 140 * (9.0 ** x)
        p1 += 2 * math.pi * f / RATE
        p2 += 2 * math.pi * f * 1.503 / RATE
        env = smoothstep(0.0, 0.25, x) * (1 - smoothstep(0.78, 1.0, x))
        shimmer = 0.5 + 0.5 * math.sin(2 * math.pi * 18 * t)
        out.append(env * (0.6 * math.sin(p1) + 0.25 * math.sin(p2) * shimmer + 0.25 * noise.band(f, f * 4)))
    return out


def snd_win() -> list[float]:
    notes = [523.25, 659.25, 783.99, 1046.5]  # C5 E5 G5 C6
    n = int(RATE * 1.4)
    out = [0.0] * n
    step = 0.12
    for k, f in enumerate(notes):
        start = int(k * step * RATE)
        hold = 1.4 - k * step if k == len(notes) - 1 else 0.9 - k * step
        for i in range(int(hold * RATE)):
            if start + i >= n:
                break
            t = i / RATE
            env = min(1.0, t * 120) * math.exp(-t * (2.2 if k == len(notes) - 1 else 4.5))
            w = 2 * math.pi * f * t
            out[start + i] += env * (math.sin(w) + 0.3 * math.sin(2 * w) + 0.12 * math.sin(3 * w))
    # the final chord under the last note
    for f in (523.25, 659.25, 783.99):
        start = int(3 * step * RATE)
        for i in range(n - start):
            t = i / RATE
            out[start + i] += 0.35 * min(1.0, t * 60) * math.exp(-t * 2.4) * math.sin(2 * math.pi * f * t)
    return out


def snd_error() -> list[float]:
    out = []
    for i in frames(0.4):
        t = i / RATE
        gate = 1.0 if (t < 0.15 or 0.2 < t < 0.36) else 0.0
        w = 2 * math.pi * 110 * t
        tone = math.sin(w) + 0.45 * math.sin(3 * w) + 0.2 * math.sin(5 * w)  # soft square
        out.append(tone * gate * (0.8 + 0.2 * math.sin(2 * math.pi * 30 * t)))
    # soften the gate edges
    smooth, y = [], 0.0
    a = 1 - math.exp(-2 * math.pi * 900 / RATE)
    for v in out:
        y += a * (v - y)
        smooth.append(y)
    return smooth


def snd_flip() -> list[float]:
    noise = Noise(8)
    out = []
    dur = 0.16
    for i in frames(dur):
        t = i / RATE
        x = t / dur
        env = math.exp(-((x - 0.3) / 0.14) ** 2)
        tick = math.exp(-((t - 0.1) * 600) ** 2)
        out.append(env * noise.band(1200 + 2500 * x, 6000) + 0.8 * tick * math.sin(2 * math.pi * 2400 * t))
    return out


def snd_place() -> list[float]:
    noise = Noise(9)
    out, phase = [], 0.0
    for i in frames(0.2):
        t = i / RATE
        f = 95 + 90 * math.exp(-t * 40)
        phase += 2 * math.pi * f / RATE
        body = math.sin(phase) * math.exp(-t * 22)
        knock = noise.band(300, 2500) * math.exp(-t * 120)
        out.append(body + 0.6 * knock)
    return out


def snd_turn() -> list[float]:
    out = []
    for i in frames(0.7):
        t = i / RATE
        a = min(1.0, t * 200)
        s = 0.0
        for f, amp, decay in ((1318.5, 1.0, 5.0), (1975.5, 0.5, 6.5), (2637.0, 0.25, 9.0)):
            s += amp * math.exp(-t * decay) * math.sin(2 * math.pi * f * t)
        t2 = t - 0.09
        if t2 > 0:
            s += 0.7 * min(1.0, t2 * 200) * math.exp(-t2 * 5.5) * math.sin(2 * math.pi * 1760 * t2)
        out.append(a * s)
    return out


SOUNDS = {
    "click": snd_click,
    "roll": snd_roll,
    "move": snd_move,
    "battle": snd_battle,
    "hyperspace": snd_hyperspace,
    "win": snd_win,
    "error": snd_error,
    "flip": snd_flip,
    "place": snd_place,
    "turn": snd_turn,
}


def music_loop(seconds: float = 24.0) -> list[float]:
    """A quiet pad that loops without a seam: every tone and swell repeats a whole number of times per loop."""
    n = int(RATE * seconds)
    chords = (  # A minor, F major, C major, G major: one chord per quarter, cross-faded
        (110.0, 220.0, 261.63, 329.63),
        (87.31, 174.61, 220.0, 261.63),
        (65.41, 130.81, 196.0, 329.63),
        (98.0, 196.0, 246.94, 293.66),
    )
    snapped = [[round(f * seconds) / seconds for f in chord] for chord in chords]  # whole cycles per loop
    out = []
    two_pi = 2 * math.pi
    for i in range(n):
        t = i / RATE
        phase = (t / seconds) * 4  # which quarter, with a smooth cross-fade between chords
        s = 0.0
        for k, chord in enumerate(snapped):
            d = abs(phase - (k + 0.5)) % 4
            weight = max(0.0, 1 - min(d, 4 - d))  # triangles that always sum to 1
            if weight <= 0:
                continue
            for j, f in enumerate(chord):
                s += weight * (0.5 if j == 0 else 0.28) * math.sin(two_pi * f * t + j)
        shimmer = 0.06 * math.sin(two_pi * 880.0 * t) * (0.5 + 0.5 * math.sin(two_pi * t * 3 / seconds))
        out.append(s * (0.8 + 0.2 * math.sin(two_pi * t * 6 / seconds)) + shimmer)
    return out


def write_music(path: Path) -> None:
    """No fades: the file loops."""
    samples = music_loop()
    peak = max(abs(v) for v in samples) or 1.0
    gain = 10 ** (-14 / 20) / peak
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(struct.pack(f"<{len(samples)}h", *(round(v * gain * 32767) for v in samples)))

