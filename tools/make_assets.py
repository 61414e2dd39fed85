"""Generate every committed image, map, sound and theme of Star Table, deterministically.

    .venv/bin/python tools/make_assets.py                 # rewrite assets/
    .venv/bin/python tools/make_assets.py --out /tmp/a    # somewhere else
    .venv/bin/python tools/make_assets.py --only race,theme

Only pygame-ce and the standard library. Every random number comes from a seeded
random.Random, nothing reads the clock, so two runs write identical files. The jobs
live in tools/assetkit/ (one module each); a game's own pieces live in
tools/art_<game>.py and its menu card in tools/assetkit/cards.py, both named by the
game's registration (`GameInfo.parts.art`, `.card`) and given the kit.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse  # noqa: E402
import json  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402
from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402

TOOLS = Path(__file__).resolve().parent
REPO = TOOLS.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from game.rules import games, resolve  # noqa: E402
from tools.assetkit import cards, draw, palette, race_map, sounds, space, sprites, theme, tiled  # noqa: E402

SHARED = ("tokens", "dice", "cards", "background", "icon", "sounds", "music", "theme")
SHAPES = palette.SHAPES


def groups() -> tuple[str, ...]:
    """The shared groups, then one per game whose registration names its art (its id: `--only hyperline`),
    so a game's art is written beside its rules without touching this file."""
    return SHARED + tuple(info.id for info in games() if info.parts.art)


def kit() -> SimpleNamespace:
    """What an art_<game>.py gets: every public name of the kit's modules (Canvas, glyph, backdrop,
    glow, tiled_map, MapObject, tileset_tsx, SKY, ...), as the single script's globals once were."""
    names: dict = {}
    for module in (palette, draw, sprites, race_map, space, cards, tiled, sounds, theme):
        names.update((k, v) for k, v in vars(module).items() if not k.startswith("_"))
    names.update((k, v) for k, v in globals().items() if not k.startswith("_"))
    return SimpleNamespace(**names)


def generate(out: Path, only: set[str]) -> list[Path]:
    written: list[Path] = []

    def png(surface, rel):
        path = out / rel
        draw.save_png(surface, path)
        written.append(path)

    def text_file(content, rel):
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content.encode("utf-8"))
        written.append(path)

    if "tokens" in only:
        for shape in SHAPES:
            png(sprites.make_token(shape), f"sprites/token_{shape}.png")
    if "dice" in only:
        for face in range(1, 7):
            png(sprites.make_die(face), f"sprites/die_{face}.png")
    if "icon" in only:
        png(sprites.make_icon(), "icon.png")
    if "sounds" in only:
        for name, synth in sounds.SOUNDS.items():
            path = out / "sounds" / f"{name}.wav"
            sounds.write_wav(path, synth())
            written.append(path)
    if "music" in only:
        path = out / "sounds" / "music.wav"
        sounds.write_music(path)
        written.append(path)
    if "theme" in only:
        text_file(json.dumps(theme.make_theme(), indent=2) + "\n", "themes/theme.json")
    if "cards" in only or "background" in only:
        pygame.font.init()
    if "cards" in only:
        for info in games():
            if info.parts.card:
                png(resolve(info.parts.card)(), f"art/card_{info.id}.png")
    if "background" in only:
        png(cards.make_background(), "art/background.png")
    game_kit = None
    for info in games():
        if info.id in only and info.parts.art:
            pygame.font.init()
            game_kit = game_kit or kit()
            written += resolve(info.parts.art)(out, game_kit)  # generate(out, kit) -> list[Path]
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "assets", help="output folder (default: the repo's assets/)")
    known = groups()
    parser.add_argument("--only", default=",".join(known), help=f"comma-separated subset of: {','.join(known)}")
    args = parser.parse_args(argv)
    only = {g.strip() for g in args.only.split(",") if g.strip()}
    unknown = only - set(known)
    if unknown:
        parser.error(f"unknown group(s): {', '.join(sorted(unknown))}")
    written = generate(args.out, only)
    total = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} files, {total / 1024:.0f} KiB, under {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
