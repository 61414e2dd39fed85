"""Hyperspace Race's art: the track's tileset and its Tiled map (`maps/race*`), drawn by the kit's race map
(tools/assetkit/race_map.py, which follows START, FINAL and HYPERSPACE in game/rules/race.py)."""

from __future__ import annotations

from pathlib import Path


def generate(out: Path, kit) -> list[Path]:
    written: list[Path] = []

    def text_file(content: str, rel: str):
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content.encode("utf-8"))
        written.append(path)

    path = out / "maps" / "race_tiles.png"
    kit.save_png(kit.make_race_tiles(), path)
    written.append(path)
    text_file(kit.race_tsx(), "maps/race_tiles.tsx")
    text_file(kit.race_tmx(), "maps/race.tmx")
    return written
