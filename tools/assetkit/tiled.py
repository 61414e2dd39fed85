"""The one Tiled writer: every generated map (.tmx) and tileset (.tsx) is written here, in Tiled 1.10's own layout.

A map is one tile layer over one tileset plus object groups; object ids count from 1 in
the order written, and nextlayerid / nextobjectid follow from what the map holds, as
Tiled itself would save them. The tables read these files with pytmx.
"""

from __future__ import annotations

from dataclasses import dataclass
from xml.sax.saxutils import escape

from .palette import SPACE

TILED = 'version="1.10" tiledversion="1.10.2"'
HEADER = '<?xml version="1.0" encoding="UTF-8"?>'
BACKGROUND = "#{:02x}{:02x}{:02x}".format(*SPACE)  # the table's space, behind the map in Tiled


@dataclass(frozen=True)
class MapObject:
    """A named place on a map: a rectangle when it has a size, else a point (`point=True`) or a bare position."""

    name: str
    type: str
    x: int
    y: int
    width: int | None = None
    height: int | None = None
    properties: tuple = ()  # (name, value) with bool, int, float or str values, or (name, type, text)
    point: bool = False


def _value(value) -> tuple[str | None, str]:
    """Tiled's property type and text for a Python value (bool before int: True is an int)."""
    if isinstance(value, bool):
        return "bool", "true" if value else "false"
    if isinstance(value, int):
        return "int", str(value)
    if isinstance(value, float):
        return "float", repr(value)
    return None, str(value)


def _attr(text) -> str:
    """Text made safe inside a double-quoted XML attribute."""
    return escape(str(text), {'"': "&quot;"})


def _property(indent: int, name: str, typed: str | None, value: str) -> str:
    typed = f' type="{typed}"' if typed else ""
    return f'{" " * indent}<property name="{_attr(name)}"{typed} value="{_attr(value)}"/>'


def _typed(item) -> tuple[str, str | None, str]:
    """(name, value) with the type read from the value, or (name, type or None, text) as tileset_tsx takes."""
    if len(item) == 3:
        return item
    name, value = item
    return (name, *_value(value))


def properties(indent: int, items) -> list[str]:
    """A <properties> block at `indent` spaces, in the order given; nothing when there are none."""
    if not items:
        return []
    pad = " " * indent
    return [f"{pad}<properties>", *(_property(indent + 1, *_typed(item)) for item in items), f"{pad}</properties>"]


def tileset_tsx(name: str, size: int, tiles) -> str:
    """A Tiled tileset: one row of `size` squares in `<name>.png`; `tiles` is a list of
    (type, [(property, type or None, value), ...]) in id order."""
    count = len(tiles)
    lines = [
        HEADER,
        f'<tileset {TILED} name="{name}" '
        f'tilewidth="{size}" tileheight="{size}" tilecount="{count}" columns="{count}">',
        f' <image source="{name}.png" width="{size * count}" height="{size}"/>',
    ]
    for i, (kind, props) in enumerate(tiles):
        tag = f' <tile id="{i}" type="{_attr(kind)}"'
        lines += [tag + ">", *properties(2, props), " </tile>"] if props else [tag + "/>"]
    lines += ["</tileset>", ""]
    return "\n".join(lines)


def tiled_map(
    *,
    tileset: str,
    layer: str,
    grid: list[list[int]],
    tile: int,
    map_properties=(),
    groups=(),
    background: str = BACKGROUND,
) -> str:
    """An orthogonal map: `grid` (rows of gids, 0 for empty, firstgid 1) as the CSV layer `layer`
    over `<tileset>.tsx`, then each (name, [MapObject, ...]) of `groups` as an object group."""
    height, width = len(grid), len(grid[0])
    objects = sum(len(members) for _, members in groups)
    lines = [
        HEADER,
        f'<map {TILED} orientation="orthogonal" renderorder="right-down" '
        f'width="{width}" height="{height}" tilewidth="{tile}" tileheight="{tile}" infinite="0" '
        f'backgroundcolor="{background}" nextlayerid="{len(groups) + 2}" nextobjectid="{objects + 1}">',
        *properties(1, map_properties),
        f' <tileset firstgid="1" source="{tileset}.tsx"/>',
        f' <layer id="1" name="{layer}" width="{width}" height="{height}">',
        '  <data encoding="csv">',
        ",\n".join(",".join(str(gid) for gid in row) for row in grid),
        "</data>",
        " </layer>",
    ]
    next_id = 1
    for group_id, (name, members) in enumerate(groups, start=2):
        lines.append(f' <objectgroup id="{group_id}" name="{name}">')
        for obj in members:
            size = "" if obj.width is None else f' width="{obj.width}" height="{obj.height}"'
            named = f'name="{_attr(obj.name)}" type="{_attr(obj.type)}"'
            head = f'  <object id="{next_id}" {named} x="{obj.x}" y="{obj.y}"{size}'
            next_id += 1
            body = properties(3, obj.properties) + (["   <point/>"] if obj.point else [])
            lines += [head + ">", *body, "  </object>"] if body else [head + "/>"]
        lines.append(" </objectgroup>")
    lines += ["</map>", ""]
    return "\n".join(lines)
