"""The board kit: the parts every table shares, so a new table is mostly its own drawing.

    from scenes.boards.base import Board            # the play frame's contract, on the kit
    from scenes.boards.kit import MapBoard, Timeline, Banner, Layer, event_sounds, glow_rect, smooth

A table is a package scenes/boards/<game>/: view.py (the Board subclass: layout, following the game,
drawing), input.py (hit, key_action, buttons, prompt as a mixin), art.py (its sprites at any size) and
more mixins where a part is large (tray.py, panels.py); name "scenes.boards.<game>.view:Class" in the
game's registration (GameInfo.parts.board). Keep each file under 400 lines.

Board (scenes/boards/base.py), for a table class (what it receives and gives back: docs/boards.md):
    Board()         built from nothing of the screen; `receive(props)` gives `self.props` (TableProps,
                    scenes/boards/props.py): the view, `asking`, legal moves, names, pace, palette...
    self.asking     what the decision asks (the rules' phase table): branch on it, never on a phase's name.
    self.say(kind, detail)   queue an intent of the board's own (a toast, an action it held back).
    self.timeline   Timeline: `animating` is `timeline.busy`, `animation_time(events)` is `timeline.length()`
                    (seconds at normal pace, asked after `animate`); `update(dt)` advances it and the banner.
    self.banner     Banner: news over the board (not cleared by `sync`: clear the timeline there).
    SOUNDS          {event type: sound name, or f(event) -> name | None}; SOUND_LIMIT sounds per move.
    paint_cloth(cloth)   draw once what never moves (map, panels, titles), in screen coordinates;
    cloth_key()          anything else the cloth depends on;  draw_cloth(surface) lays it (first in draw).
    draw_table(surface, key, paint)   the cloth plus what `paint` lays on it, kept as one picture while
                    `key` (e.g. repr(view), the choice on show) is the same: draw the moving parts after it.
    Both copy the frame's background under the board's rectangle: draw nothing outside that rectangle.

MapBoard(relative, layers=("track",)) - a Tiled map from assets/:
    .static         the fixed layers painted once (draw more on it before the first `fit`)
    .object_rects(layer, key) -> {key(obj): map Rect}      .objects(layer)
    MapBoard.split(rect, tray, gap=10) -> (room, tray rect)  .fit(room, top=False)  .blit(surface)
    .scale .origin .rect   .to_screen(x, y)  .to_map(pos)  .screen_rect(cell, snap=None)  .cell_at(pos, cells)

Timeline(pace) - `pace()` is the speed factor against normal (0 = instant: everything ends at once):
    .add(duration, delay=0, ease=linear, on_start=None, on_done=None, tag=None, **data) -> Tween
    .call(delay, callback)  .update(dt)  .finish() (play to the end, callbacks run)  .clear() (drop)
    .busy  .length()  .running(tag) (begun, not ended)  .pending(tag) (all not ended)
Tween: .progress (eased 0-1)  .raw  .waiting  .elapsed  tween["key"] for its **data
Easing: linear, smooth (ease in and out), ease_in, ease_out, arc (0 -> 1 -> 0, a hop)

Banner(keep=8): .show(text, colour, seconds=None, seats=(), replace=False)  .update(dt) (wall clock)
    .clear()  .items [[text, colour, left, seats]]  .last
    .draw_boxes(surface, anchor, size, count=1, fade=False, alpha=235, pad=(28, 12), within=None, at="midtop")
    .draw_lines(surface, pos, width, size, colour_of, count=7) -> y below (a report in a tray)

event_sounds(events, table, limit=2) -> [sound names]
glow_rect(surface, rect, colour, width=3, radius=8) - common.glow_rect with its halos cached
Layer() - see-through strokes (alpha) over the board, laid only where drawn:
    if layer.begin(area, key): layer.line/.circle/.polygon(...) with screen points; layer.stroke() after each
    layer.blit(surface)      (while `key` holds, the strokes already drawn are kept)
"""

from scenes.boards.kit.banner import Banner
from scenes.boards.kit.glow import glow_rect
from scenes.boards.kit.layer import Layer
from scenes.boards.kit.mapboard import MapBoard
from scenes.boards.kit.sounds import event_sounds
from scenes.boards.kit.timeline import Timeline, Tween, arc, ease_in, ease_out, linear, smooth

__all__ = [
    "Banner",
    "Layer",
    "MapBoard",
    "Timeline",
    "Tween",
    "arc",
    "ease_in",
    "ease_out",
    "event_sounds",
    "glow_rect",
    "linear",
    "smooth",
]
