"""Hyperline's table: the galaxy from `view(viewer)`, the ships, and every legal decision reachable by
mouse and keyboard: a spot on the board where there is one, and the chooser (worded by the rules' label
for each choice) for all of them. The rules judge every click (`explain` says why not). Its large parts are mixins
of their own: input, prompts, drawing, waiting (what shows while the table waits) and telling (news, the log).
"""

from __future__ import annotations

import pygame

import scenes.boards.hyperline.combat_words as combat_words
import scenes.boards.hyperline.fight_card as fight_card
import scenes.boards.hyperline.spots as spots
from game.rules.hyperline import queries
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import name
from game.rules.hyperline.state import HyperlineState
from game.words import _, language
from scenes.boards.base import Board
from scenes.boards.hyperline.animation import ROLL, Motion
from scenes.boards.hyperline.chooser import Chooser
from scenes.boards.hyperline.combat_panel import FightPanel
from scenes.boards.hyperline.drawing import Drawing
from scenes.boards.hyperline.geometry import Layout
from scenes.boards.hyperline.input import Input
from scenes.boards.hyperline.placing import place_words
from scenes.boards.hyperline.pointing import Pointing
from scenes.boards.hyperline.prompts import Prompts
from scenes.boards.hyperline.rules_words import part_name
from scenes.boards.hyperline.ship_view import ShipView
from scenes.boards.hyperline.table_words import tile_lines, upgrade_placed
from scenes.boards.hyperline.telling import Telling
from scenes.boards.hyperline.waiting import Waiting
from scenes.boards.props import ROLL as THROW
from scenes.boards.props import TOAST, Said

DRAW_ON = (THROW, None)
"""The intent that throws the person's own die or draw."""


class HyperlineBoard(Pointing, Input, Prompts, Drawing, Waiting, Telling, Board):
    SHOW_HAND = ""  # no hand: a decision is public only when its maker holds no secret tile to look at

    def __init__(self):
        super().__init__()
        self.geo: Layout | None = None
        self.chooser = Chooser()
        self.focus: int | None = None  # the seat whose ship is shown large (None: the viewer's)
        self.turn = 0  # the ghost's turn (explore tile, chamfer, facing), changed by R / wheel / right click
        self.scanner = "scan"  # the scan a click on a sector makes: a special Scanner clicked on the ship picks its own
        self.pointer = (0, 0)
        self.motion = Motion(self.timeline)
        self.fight = FightPanel(self.motion)  # laid over the galaxy while a fight is resolved
        self.fight_round = None  # the round of the fight on show after the last move
        self.refusal = None  # (the move it was said at, why a click on the fight screen was refused)
        self.fight_log: list = []  # the events of the fight on show so far: its last round is told when it ends
        self.held_report = None  # a fight's card kept back until its destroyer has placed the new pirate
        self.held_news: list = []  # news a die in the air would give away ("Vega plays first"): told as it lands
        self._list_key = None  # the moment the list's rows were made for
        self._list_new = False  # a list made anew, not drawn yet: it asks for a frame of its own
        self._seen_list = None  # the moment whose list was last drawn: a key decides only a decision seen
        self._pointed = None  # (the moment, the pointer's place on the window) when the board last heard it move
        self._rules = None
        self._rules_key = None
        self._words: dict = {}
        self._previews: dict = {}
        self._parts: dict = {}
        self._parts_key = None

    # --- the rules, asked on the view ----------------------------------------------------------------------
    def _key(self, view):
        props = self.props
        if props is None:
            return id(view)
        # the last action too: an undo and another move reach the same length
        return props.moves, repr(props.last_action), props.viewer, props.masked

    def rules(self, view) -> HyperlineState:
        key = self._key(view)
        if key != self._rules_key:
            self._rules, self._rules_key = HyperlineState.from_json(view), key
            self._words.clear()
            self._previews.clear()
        return self._rules

    def _legal(self) -> list:
        return self.props.legal if self.props is not None else []

    def names(self) -> tuple:
        return self.props.names if self.props is not None else ()

    def words(self, view, action) -> str:
        """The rules' own words for a choice offered to the player who makes it (their label: no name to cut off),
        in the player's language."""
        self.rules(view)
        key = (repr(action), language())  # a language chosen mid-game words the list anew
        if key not in self._words:
            self._words[key] = self.props.label(action)
        return self._words[key]

    def _label(self, view, action) -> str:
        said = combat_words.label(view, action, self.names())
        if said:
            return said
        if isinstance(action, tuple) and action[0] in ("jump", "branch"):
            return self.words(view, action) + route_end(self.preview(view, action))
        if isinstance(action, tuple) and action[0] == "rotate" and self.asking.ask == "turn tile":
            return f"{self.words(view, action)} ({tile_lines(view['explore']['tile'], action[1])})"
        if isinstance(action, tuple) and action[0] in ("place", "put"):
            return place_words(view, action, self.asking.ask)
        if isinstance(action, tuple) and action[0] == "bonus" and action[1] in shipkit.UPGRADES:
            return _("Take the {part} (home bonus): it goes on your Bridge").format(part=part_name(action[1]))
        return self.words(view, action)

    def hit_ignored(self, view, action) -> bool:
        """A hit taken here would be ignored (a Hardpoint Shield's first hit to its front this round): the rules
        are asked by playing the hit on a copy, so a new player is told before choosing, not after."""
        if self.asking.ask != "hit" or not (isinstance(action, tuple) and action[0] == "absorb"):
            return False
        key = ("ignored", repr(action))
        if key not in self._previews:
            try:
                events = self.rules(view).clone().apply(action)
            except Exception:  # noqa: BLE001 - a preview never stops the table
                events = []
            self._previews[key] = any(event["type"] == "hardpoint_holds" for event in events)
        return self._previews[key]

    def preview(self, view, action):
        key = repr(action)
        if key not in self._previews:
            self._previews[key] = spots.route_preview(self.rules(view), action)
        return self._previews[key]

    # --- layout ----------------------------------------------------------------------------------------
    def layout(self, rect):
        super().layout(rect)
        self.geo = Layout(rect)
        self.chooser.layout(self.geo.chooser)
        self.fight.layout(self.geo.galaxy)

    def viewer(self) -> int:
        return self.props.viewer if self.props is not None else 0

    def large_seat(self, view) -> int:
        return self.focus if self.focus is not None and self.focus < view["players"] else self.viewer()

    def ghost_spots(self, view, legal) -> list:
        """The placements a component in hand may take: ("place", spot) or ("put", id, spot)."""
        asked = self.asking.ask
        if asked == "place":
            return [a[1] for a in legal if isinstance(a, tuple) and a[0] == "place"]
        held = view["task"].get("held") if asked == "build" else None
        if held:
            return [a[2] for a in legal if isinstance(a, tuple) and a[0] == "put" and a[1] == held[0]["id"]]
        return []

    def large_view(self, view, legal) -> ShipView:
        seat = self.large_seat(view)
        extra = self.ghost_spots(view, legal) if seat == view["current"] else []
        return ShipView(self.geo.large_ship, view["ships"][seat], extra)

    def ghost_action(self, view, legal, pos=None):
        """The placement under the pointer (turned by R), or None."""
        spots_ = self.ghost_spots(view, legal)
        if not spots_ or self.large_seat(view) != view["current"]:
            return None
        ship = self.large_view(view, legal)
        pos = pos or self.pointer
        if not ship.rect.collidepoint(pos):
            listed = self.listed()
            if isinstance(listed, tuple) and listed[0] in ("place", "put"):
                return listed
            return None
        floats = [s for s in spots_ if s[0] == "float"]
        if floats:
            chosen = ("float", ship.quadrant_at(pos))
        else:
            square = ship.square_at(pos)
            here = [s for s in spots_ if tuple(s[:2]) == square]
            if not here:
                return None
            chosen = here[self.turn % len(here)]
        if self.asking.ask == "place":
            return ("place", chosen)
        return ("put", view["task"]["held"][0]["id"], chosen)

    # --- following the game ---------------------------------------------------------------------------
    def fresh_choice(self, view):
        """A new decision: a ghost starts unturned, and a new tile's list from its first turn (a turn chosen for
        the last tile once showed on the board while the list highlighted another)."""
        self.turn = 0
        if self.asking.ask == "turn tile":
            self.chooser.cursor, self.chooser.scroll = 0, 0

    def sync(self, view):
        self.timeline.clear()
        self.scanner = "scan"
        self.fresh_choice(view)
        self.fight_round = (view.get("fight") or {}).get("round")
        self.fight_log = []
        self.held_report = None
        self.held_news = []
        self.refresh_list(force=True)

    def animate(self, events, view):
        self.timeline.finish()  # what still plays ends at once: the new move follows the view
        self.timeline.clear()
        self.fresh_choice(view)
        self.motion.start(events)
        names = self.names()
        if any(event["type"] == "fight" for event in events):
            self.fight_log = []
        self.fight_log = (self.fight_log + list(events))[-200:]  # this fight's events, move after move
        report = fight_card.fight_report(self.fight_log, names, self.fight_round, view)
        if report:
            self.fight_log = []
        self.fight_round = (view.get("fight") or {}).get("round")  # the round a fight ending next move reached
        report, self.held_report = report or self.held_report, None  # held while the new pirate was placed
        if report and self.asking.ask == "place pirate":  # it may go nearly anywhere: the card would hide the sectors
            self.held_report, report = report, None
        if report:
            self.motion.report(report, ROLL if any(e["type"] == "roll" for e in events) else 0.0)
        self.tell(events, view)
        self.refresh_list(force=True)
        self.scanner = "scan"  # a special Scanner picked on the ship serves one scan
        for event in events:  # nothing asked where it goes: the Bridge is its only place, said aloud
            if event["type"] == "upgrade":
                self.say(TOAST, Said(upgrade_placed(event, names), "good", 5))

    @property
    def animating(self) -> bool:
        """Also while a list made anew waits for its first frame: an idle window draws it without the pointer."""
        return Board.animating.fget(self) or self._list_new

    def update(self, dt):
        self._list_new = False  # the frame after the update that made it drew it
        super().update(dt)
        self.flush_news()
        self.draw_on()
        self.refresh_list()

    def refresh_list(self, force: bool = False):
        """The list's rows for the decision now, made here, after a move and at a new seat, never in `draw`
        (which changes nothing: it only leaves out a list made for another moment)."""
        props = self.props
        if props is None or props.watching:
            return  # a replay asks nothing: it has no list
        legal = self._legal()
        if force or self._list_key != (self._key(props.view), bool(legal)):
            self._refresh_chooser(props.view, legal)
            self._list_new = True  # drawn now: the frame before left the stale list out, and an idle window sleeps

    def unseen(self) -> bool:
        """The decision now was never drawn: a key pressed for the one before (a second Enter after the tile was
        laid took the first bonus step) must not decide it."""
        return self._seen_list != self._list_key

    def asks_first(self, action) -> bool:
        return self.unseen()  # Enter's "the one choice offered" waits for the decision to be seen too

    def list_fresh(self, view, legal) -> bool:
        """The list was made for this moment (the move, the seat at the screen, whose turn)."""
        return self._list_key == (self._key(view), bool(legal))

    def draw_on(self):
        """A Quantum scan's second and third draws follow the person's first by themselves: nothing is shown
        between them, and three presses of Space to look at nothing twice puzzled a new player."""
        props = self.props
        if props is None or props.rolling is None or DRAW_ON in self.outbox:
            return
        if self.asking.ask == "secret draw" and props.view["explore"].get("quantum"):  # the first is drawn already
            self.say(*DRAW_ON)

    def hover(self, pos):
        self.pointer = pos
        self.chooser.hover(pos)
        self._pointed = (self._key(self.props.view) if self.props is not None else None, pygame.mouse.get_pos())

    def tips_live(self) -> bool:
        """A tooltip by the pointer only while the pointer rests where the board last heard of it, in the game as
        it was then: a move, the pointer gone onto a button (whose motion the board never hears) or out of the
        window takes it away (a sector's tooltip stayed over a branch choice, a Store tooltip over row A)."""
        moment = self._key(self.props.view) if self.props is not None else None
        return self._pointed == (moment, pygame.mouse.get_pos()) and pygame.mouse.get_focused()

    def listed(self):
        """The chooser's row under its cursor (moved by the pointer or the arrows): the table previews it."""
        if not self.chooser.items:
            return None
        return self.chooser.items[min(self.chooser.cursor, len(self.chooser.items) - 1)][1]

    # --- clicks and keys --------------------------------------------------------------------------------
    def part_actions(self, view) -> dict:
        """(seat, part id) -> the legal actions naming that component (the rules' component_actions)."""
        if not self._legal():
            return {}
        state = self.rules(view)
        if self._parts_key != self._rules_key:
            self._parts, self._parts_key = queries.component_actions(state), self._rules_key
        return self._parts

    # --- words --------------------------------------------------------------------------------------------
    def toast_bottom(self):
        """During a fight toasts stand over the prompt bar, which only repeats the fight screen's last line: the
        fight's footer (its "Why not" included) stays readable."""
        props = self.props
        if props is not None and props.bottom is not None and self.geo is not None and self.fight.shown(props.view):
            return props.bottom.bottom - 6
        return None

    def toast_area(self):
        """Outside a fight toasts stand in the move log's panel under its last line; when the log is full, in the
        prompt bar, the newest that fit (a refusal says why the last click did not do what the prompt asked). Over
        the table they hid the command list; over the log's oldest lines, what a player was reading there."""
        if self.props is None or self.geo is None or self.fight.shown(self.props.view):
            return None
        if self.props.log_room is not None:
            return self.props.log_room
        bar = self.props.bottom
        return pygame.Rect(bar) if bar is not None else None

    def seat_status(self, view, seat):
        home = view["homes"][seat]
        return f"{view['points'][seat]}/5" + (f" · {home}" if home else "")


    # --- drawing ------------------------------------------------------------------------------------------


def route_end(route) -> str:
    """Where a jump or a branch ends, for its row: a jump can run past junctions to the far side of the map."""
    if route is None:
        return ""
    if route.end == "explore":
        return _(", exploring {sector}").format(sector=name(route.explore))
    if route.end == "branch":
        return _(", to the branch at {sector}").format(sector=name(route.legs[-1].sector))
    return _(", to {sector}").format(sector=name(route.stop)) if route.stop is not None else ""
