"""Input at Hyperline's table (a mixin of HyperlineBoard): clicks on sectors, hyperpoints, stacks, the
Store, components and squares of the ships; keys; the chooser's rows (the prompt: prompts.py). Every click
becomes an action the rules judge, or the rules' reason why not.
"""

from __future__ import annotations

import scenes.boards.hyperline.combat_menu as combat_menu
import scenes.boards.hyperline.combat_words as combat_words
import scenes.boards.hyperline.galaxy_view as galaxy_view
import scenes.boards.hyperline.spots as spots
from game.rules.hyperline import queries
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import name
from game.rules.hyperline.tiles import ROTATIONS
from game.rules.hyperline.turn import COMMANDS
from game.words import _, ngettext, pgettext
from scenes.base import CONFIRM, ROTATE
from scenes.boards.hyperline.placing import placing_kind
from scenes.boards.hyperline.rules_words import lowered, part_name, rules_text
from scenes.boards.hyperline.ship_view import ShipView
from scenes.boards.hyperline.table_words import (
    droid_note,
    harmless_first,
    nothing_to_buy,
    tile_icons,
)
from scenes.boards.props import ACTION


def command_label(command: str) -> str:
    """A command's row in the command menu."""
    return {
        "build": _("Build: buy a component here"),
        "repair": _("Repair a damaged component"),
        "move": _("Move: Step, Jump or Ripshift"),
        "research": _("Research at Nexxus"),
        "pass": pgettext("button", "Pass"),
    }[command]


def command_greyed(command: str) -> str:
    """A command not open now, on one line: pointing at it says why."""
    return {
        "build": _("Build (not now)"),
        "repair": _("Repair (not now)"),
        "move": _("Move (not now)"),
        "research": _("Research at Nexxus (not now)"),
        "pass": _("Pass (not now)"),
    }[command]


def command_shut(command: str) -> str:
    """Why a greyed command is shut: the rules' reason goes in {why}."""
    return {
        "build": _("Build is not open now: {why}"),
        "repair": _("Repair a damaged component is not open now: {why}"),
        "move": _("Move is not open now: {why}"),
        "research": _("Research at Nexxus is not open now: {why}"),
        "pass": _("Pass is not open now: {why}"),
    }[command]


FINISHES = (("pass", "p"), ("stop", "e"), ("end_scan", "e"), ("done", "e"), ("skip_tight_scan", "e"), ("stay", "e"))
"""Decisions that finish or decline a step: a button beside the prompt with its key, besides the list."""


def finish_label(action: str) -> str:
    return {
        "pass": pgettext("button", "Pass"),
        "stop": pgettext("button", "End the move here"),
        "end_scan": pgettext("button", "End scanning"),
        "done": pgettext("button", "Done building"),
        "skip_tight_scan": pgettext("button", "Skip the tight scan"),
        "stay": pgettext("button", "Stay at this Rip"),
    }[action]


PART_VERBS = ("damage", "lift", "repair")
"""Decisions about one component of the current ship: rows of two parts of a kind name where each sits."""


def _told_apart(view, items):
    """Rows that read alike (two Combat Engines to damage or lift) get each part's place on the ship."""
    labels = [words for words, __ in items]
    seat = view.get("current", -1)
    if not 0 <= seat < len(view.get("ships", [])):
        return items
    ship = view["ships"][seat]
    parts = {p["id"]: p for p in ship["parts"]}
    told = []
    for words, action in items:
        part = None
        if isinstance(action, tuple) and len(action) == 2 and action[0] in PART_VERBS and labels.count(words) > 1:
            part = parts.get(action[1])
        told.append((f"{words}{combat_words.where(part)}" if part else words, action))
    return told


class Input:
    def _refresh_chooser(self, view, legal):
        self._list_key = (self._key(view), bool(legal))
        asked = self.asking.ask
        items = harmless_first(view, _told_apart(view, [(self._label(view, a), a) for a in legal]), asked)
        if asked == "hit":  # a hit a Hardpoint Shield ignores is the first row Enter takes
            items = sorted(items, key=lambda row: not self.hit_ignored(view, row[1]))
        greyed, start = [], 0
        if asked == "command" and legal:
            items, greyed, start = self._command_rows(view, legal, items)
        when = _("Round {round} · ").format(round=view["round"]) if view["round"] else ""  # said at every turn
        placing = next((kind for kind in (placing_kind(view, a, asked) for a in legal) if kind), None)
        # the rows say only where
        # Translators: the title of the list of choices, after the round
        what = _("Where the {part} goes").format(part=part_name(placing)) if placing else _("Choose")
        icons = {i: tile_icons(action) for i, (__, action) in enumerate(items) if tile_icons(action)}
        keys = _("(number keys, arrows + Enter)")
        self.chooser.set(items, f"{when}{what}  {keys}", greyed, icons, start)

    def _command_rows(self, view, legal, items):
        """The command menu in one order all game, so each command keeps its number key (1 Build ... 5 Pass): a
        command not open now still shows in its place, greyed (a click says why); a Transfer Shield comes after.
        The highlight (Enter) starts on the first open command, never on a Build that buys nothing."""
        words = dict((a, w) for w, a in items)
        rows, greyed, shunned = [], [], None
        for command in COMMANDS:
            label = command_label(command)
            if command not in legal:
                greyed.append(len(rows))
                label = command_greyed(command)  # one line: pointing at it says why
            elif command == "build" and nothing_to_buy(self.rules(view)):  # nobody loses a turn thinking it buys
                label, shunned = _("Build: rearrange your ship; nothing to buy here"), len(rows)
            elif command == "repair" and droid_note(view) and view["turn"].get("droid") != "used":
                label = _("Repair a damaged component (no Droid command)")
            rows.append((label, command))
        rows += [(w, a) for a, w in words.items() if a not in COMMANDS]
        open_rows = [i for i in range(len(rows)) if i not in greyed]
        start = next((i for i in open_rows if i != shunned), open_rows[0] if open_rows else 0)
        return rows, greyed, start

    def hit(self, pos, view):
        legal = self._legal()
        self._refresh_chooser(view, legal)
        geo = self.geo
        rolling = self.props is not None and self.props.rolling is not None
        if rolling and (geo.chooser.collidepoint(pos) or geo.stacks.collidepoint(pos)):
            return "roll", None
        report = self.motion.reporting()
        if report is not None and self.report_rect(len(report["report"]["lines"])).collidepoint(pos):
            self.timeline.tweens.remove(report)  # read: a click puts the fight's report away
            if not (legal and self.asking.ask == "place pirate"):
                return None  # the new pirate's sectors lie under the card: that click places it too
        if self.fight.shown(view) and geo.galaxy.collidepoint(pos):
            return self.fight.hit(self, view, pos)
        if geo.chooser.collidepoint(pos):
            action = self.chooser.hit(pos)
            return ("action", action) if action is not None else None
        for seat, rect in self.small_ships(view):
            if rect.collidepoint(pos):
                part = ShipView(rect, view["ships"][seat]).part_at(pos)
                named = self.part_actions(view).get((seat, part["id"])) if part else None
                if named:  # e.g. a Focus Beam's target on the enemy's ship
                    return self._named(named)
                self.focus = seat
                return None
        asked = self.asking.ask
        for which, rect in galaxy_view.stack_rects(geo.stacks).items():
            if rect.collidepoint(pos):
                if asked == "stack":
                    return "action", ("stack", which)
                left = queries.stacks_left(view)[which]
                return "reason", stack_words(which, left)
        for kind, rect in galaxy_view.store_rects(geo.store).items():
            if rect.collidepoint(pos):
                if asked == "build":
                    return "action", ("buy", kind)
                start = next((a for a in spots.start_choices(legal) if a[1] == kind), None)
                if start is not None:  # the starting ship's Pod, Engine or home bonus, taken from the Store
                    return "action", start
                if kind in view["ships"][self.large_seat(view)]["upgrades"]:  # one per ship, and this ship has it
                    owned = _("{part}: owned, on the Bridge already (one per ship).").format(part=part_name(kind))
                    if asked == "command" and "build" in legal:
                        owned += " " + _("Build here can only rearrange your ship.")
                    return "reason", owned
                if asked == "command" and kind in queries.store_offers(self.rules(view)):
                    why = nothing_to_buy(self.rules(view)) if "build" in legal else None
                    if why:  # not lit: a click here must not spend the command on a Build that buys nothing
                        return "reason", _("Nothing to buy here: {why}").format(why=lowered(why))
                    return "action", "build"  # the Build command; the next click buys
                if kind in shipkit.UPGRADES:
                    return "reason", _("{part}: a Bridge upgrade, one per ship. Buy with Build.").format(
                        part=part_name(kind)
                    )
                return "reason", _("{part}: {count} left in the Store. Buy with Build.").format(
                    part=part_name(kind), count=view["store"][kind]
                )
        if geo.research.collidepoint(pos):
            if asked == "command":
                return "action", "research"  # the rules say why not, away from Nexxus
            return "reason", _("The research track: 5 points win. Research at Nexxus (begin your turn there).")
        if asked == "move" and self.patrol_hit(view, pos):
            return "action", "load"
        if geo.large_ship.collidepoint(pos):
            return self._ship_click(view, legal, pos)
        point = self.hyperpoint_at(view, legal, pos)
        if point is not None:
            return "action", point
        sector = geo.sector_at(pos)
        if sector is None:
            return None
        if asked == "turn tile" and sector == view["explore"]["sector"]:
            return "action", self.rotation_action(view)
        if asked == "fights":
            said = combat_menu.click(self, view, legal, sector)
            if said:
                return said
        port = geo.port_near(pos, sector)
        verb = self.scanner if any(isinstance(a, tuple) and a[0] == self.scanner for a in legal) else "scan"
        said = spots.sector_click(view, legal, sector, port, asked, scan_verb=verb, turn=self.turn)
        if said is not None and said[0] == "reason" and not legal:  # another's decision: whose it is, not how
            return "reason", self._whose_turn()
        return said

    def _whose_turn(self) -> str:
        props = self.props
        seat = props.actor if props is not None else None
        if isinstance(seat, int) and 0 <= seat < len(props.names):
            return _("it is {who}'s turn.").format(who=props.names[seat])
        return _("wait for the table.")

    def patrol_hit(self, view, pos) -> bool:
        """The pointer is on the current player's fighters patrolling the ship's sector (a click loads one)."""
        seat = view["current"]
        return any(rect.collidepoint(pos) for rect in galaxy_view.patrol_rects(self.geo, view, seat, view["at"][seat]))

    def hyperpoint_at(self, view, legal, pos):
        """The jump (or branch) whose hyperpoint is under the pointer, or None."""
        points = spots.hyperpoints(view, legal)
        if not points:
            return None
        port = self.geo.port_near(pos, spots.port_sector(view, self.asking.ask))
        return points.get(port)

    def _ship_click(self, view, legal, pos):
        seat = self.large_seat(view)
        part = self.large_view(view, legal).part_at(pos)
        named = self.part_actions(view).get((seat, part["id"])) if part else None
        if named:
            return self._named(named)
        if seat != self.viewer() or seat != view["current"]:
            return None
        ghost = self.ghost_action(view, legal, pos)
        if ghost is not None:
            return "action", ghost
        ship = self.large_view(view, legal)
        part = ship.part_at(pos)
        if self.ghost_spots(view, legal):
            return "reason", self._refused_spot(view, ship, pos)
        if part is None:
            return None
        if self.asking.ask == "scan" and part["kind"] in spots.SCANNER_VERBS:
            verb = spots.SCANNER_VERBS[part["kind"]]
            if not any(isinstance(a, tuple) and a[0] == verb for a in legal):
                return "reason", self._no_special_scan(view, legal, part["kind"], verb)
            self.scanner = verb  # the next click on a lit sector makes this scan
            return None
        clicked = spots.part_click(legal, part, view, self.asking.ask)
        if clicked == (ACTION, "repair") and part["damaged"]:
            self._repair_at_once(view, legal, part)
        return clicked

    def _repair_at_once(self, view, legal, part) -> None:
        """A damaged component clicked at the command menu is repaired by that one click: the Repair command is
        played first (the click's own action; refused with the rules' reason, if it must be), then this component
        is the one chosen (two clicks for one wish confused a new player). At home the click stops at the Repair
        command: everything may be repaired there, and the prompt says how. The rules are asked on a copy."""
        if "repair" not in legal:
            return
        try:
            state = self.rules(view).clone()
            state.apply("repair")
            after = state.legal_actions()
        except Exception:  # noqa: BLE001 - a preview never stops the table
            return
        if "repair_all" not in after and ("repair", part["id"]) in after:
            self.say(ACTION, ("repair", part["id"]))  # after the Repair command, which the click plays first

    def _no_special_scan(self, view, legal, kind, verb) -> str:
        """Why a special Scanner has nothing to do: the rules' reason for its scan of a sector the lines reach
        (a bought Planetary Scanner that never worked, without a word why, puzzled a new player)."""
        reach = [a[1] for a in legal if isinstance(a, tuple) and a[0] == "scan"]
        why = self.props.explain((verb, reach[0] if reach else view["at"][view["current"]]))
        named = part_name(kind)
        if why and reach:
            line = _("Your {part} has no special scan to make now: {why} Your lines reach {sectors}.")
            return line.format(part=named, why=why, sectors=", ".join(name(s) for s in reach))
        if why:
            return _("Your {part} has no special scan to make now: {why}").format(part=named, why=why)
        return _("Your {part} has no special scan to make now.").format(part=named)

    def _named(self, actions):
        if len(actions) == 1:
            return "action", actions[0]
        return "reason", _("That component stands for several choices here: pick one in the list.")

    def _refused_spot(self, view, ship, pos) -> str:
        """The rules' reason a component may not go on the square under the pointer."""
        if self.asking.ask == "place":
            kind = view["placing"]["kind"]
        else:
            kind = view["task"]["held"][0]["kind"]
        x, y = ship.square_at(pos)
        reason = queries.square_refusal(view["ships"][view["current"]], kind, x, y)
        if reason:
            return rules_text(reason, self.names())
        return _("A {part} cannot go there: the lit squares are where it fits.").format(part=part_name(kind))

    def rotation_action(self, view):
        """The turn the new tile's ghost shows: always the list's highlighted row, so the board and the list never
        disagree (R, the wheel and a right click move the highlight; so do the arrows and the pointer)."""
        listed = self.listed()
        if isinstance(listed, tuple) and listed[0] == "rotate":
            return listed
        rotations = ROTATIONS[view["explore"]["tile"]]
        return ("rotate", rotations[self.turn % len(rotations)])

    def key_action(self, intent, detail, view, legal):
        self._refresh_chooser(view, legal)
        deciding = intent == CONFIRM or (intent == "key" and isinstance(detail, str) and detail.isdigit())
        if deciding and self.unseen():
            return None  # pressed before this decision appeared (a second Enter after the last one)
        if intent == ROTATE:
            step = -1 if detail == -1 else 1
            asked = self.asking.ask
            if asked == "turn tile":  # the ghost is the list's highlighted turn: move the highlight
                turns = [a for __, a in self.chooser.items if isinstance(a, tuple) and a[0] == "rotate"]
                now = self.rotation_action(view)
                if now in turns:
                    self.chooser.point_at(turns[(turns.index(now) + step) % len(turns)])
            elif asked in ("place", "build", "scan"):
                self.turn = (self.turn + step) % 12
            else:  # the wheel scrolls the list: down shows the rows below (R too)
                self.chooser.wheel(1 if detail in (-1, "r") else -1)
            return None
        if self.look_key(intent, detail, view):
            return None
        if intent == CONFIRM and self.asking.ask == "turn tile":
            return self.rotation_action(view)
        return self.chooser.key(intent, detail)

    def buttons(self, view, legal):
        """The decisions that end or decline something, beside the prompt: Pass, End the move, Skip..."""
        found = []
        for action, key in FINISHES:
            if action in legal:
                found.append((f"{finish_label(action)}  [{key.upper()}]", action, key))
        return found

    def look_key(self, intent, detail, view) -> bool:
        """S shows the next player's ship large, on anyone's turn."""
        if intent == "key" and detail == "s":
            seats = list(range(view["players"]))
            self.focus = seats[(seats.index(self.large_seat(view)) + 1) % len(seats)]
            return True
        return False


def stack_words(which: str, left: int) -> str:
    """A stack clicked when nothing is drawn: what it is and how many tiles are left."""
    if which == "planet":
        line = ngettext(
            "The planet stack: {count} tile left. You draw from it when you explore.",
            "The planet stack: {count} tiles left. You draw from it when you explore.",
            left,
        )
    else:
        line = ngettext(
            "The hyperline stack: {count} tile left. You draw from it when you explore.",
            "The hyperline stack: {count} tiles left. You draw from it when you explore.",
            left,
        )
    return line.format(count=left)
