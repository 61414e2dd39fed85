"""Hyperline's table in a new player's words, beyond the rules' own lines: where a new tile's lines run, what a
turn did by itself (for the move log), where a Bridge upgrade went, why a Repair brings no Droid command or the
diagonal hyperpoints are gone, and which row Enter takes first."""

from __future__ import annotations

from game.rules.hyperline import commands, setup
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import NEXXUS
from game.rules.hyperline.board import name as sector_name
from game.rules.hyperline.tiles import INFO
from game.words import _, ngettext, pgettext
from scenes.boards.hyperline.asking import DAMAGE
from scenes.boards.hyperline.rules_words import part_name, rules_text, tech_name


def nothing_to_buy(state) -> str | None:
    """Why Build here buys nothing (it can only rearrange the ship), or None when something is for sale; in the
    player's language."""
    tech = commands.tech_here(state)
    if tech is None:
        return None
    kinds = [tech] if tech in shipkit.UPGRADES else setup.kinds_of(tech)
    reasons = [commands.buy_refusal(state, kind) for kind in kinds]
    if None in reasons:
        return None
    if len({repr(reason) for reason in reasons}) == 1:
        return rules_text(reasons[0])
    return _("no component sold here fits your ship or the Store now.")


def harmless_first(view, items: list, asked: str) -> list:
    """The row Enter takes first is never the costly one: a hit on the Bridge (it loses a research point and
    takes the Bridge upgrades offline) goes last; after a round of a fight, staying comes before running away."""
    if asked in (*DAMAGE, "hit"):
        bridges = {p["id"] for p in view["ships"][view["current"]]["parts"] if p["kind"] == shipkit.BRIDGE}
        if view.get("fight") and asked == "hit":
            seat = view["fight"]["sides"].get(view["fight"].get("taking"))
            if isinstance(seat, int):
                bridges = {p["id"] for p in view["ships"][seat]["parts"] if p["kind"] == shipkit.BRIDGE}
        last = [row for row in items if isinstance(row[1], tuple) and row[1][1] in bridges]
        return [row for row in items if row not in last] + last
    if asked == "run away":
        return sorted(items, key=lambda row: row[1] != "stand")
    if asked == "fights":  # an optional fight is started by a choice, never by Enter alone
        return sorted(items, key=lambda row: row[1] != "end_combat")
    if asked == "enemy side" and view.get("fight"):  # the die's own face first: Enter keeps the roll
        return sorted(items, key=lambda row: row[1] != ("face", rolled_face(view)))
    return items


def rolled_first(view, quadrants: list) -> list:
    """A faster ship's choices of where its enemy is, the die's own face first, as in its list: the fight
    screen's boxes stood in the rules' order while the list led with the roll."""
    return sorted(quadrants, key=lambda q: q != rolled_face(view))


def rolled_face(view) -> str | None:
    """The quadrant the choosing ship's die gave (None before it is rolled or outside a fight)."""
    f = view.get("fight") or {}
    return (f.get("dice") or {}).get(f.get("facing"))


def droid_note(view) -> str | None:
    """Why a Repair now brings no Repair Droid command, for a ship that has the Droid (None when it will)."""
    seat = view["current"]
    ship = view["ships"][seat]
    if "repair_droid" not in ship["upgrades"]:
        return None
    if not shipkit.bridge_ok(ship):
        return _("Your Repair Droid is offline while the Bridge is damaged: this Repair gives no extra command.")
    if view["at"][seat] == NEXXUS:
        return _("The Repair Droid gives no extra command on Nexxus.")
    if view["turn"].get("droid"):
        return _("The Repair Droid's extra command is used this turn.")
    return None


def computer_offline(view) -> str:
    """Why the diagonal hyperpoints are gone: a Hyperline Computer goes offline while the Bridge is damaged."""
    ship = view["ships"][view["current"]]
    if "hyperline_computer" in ship["upgrades"] and not shipkit.bridge_ok(ship):
        return " " + _("(Your Hyperline Computer is offline while the Bridge is damaged: no diagonal hyperpoints.)")
    return ""


def edges() -> tuple[str, ...]:
    """The ports of a sector on the screen (north is up): edges, and corners for the diagonal ports."""
    return (
        pgettext("edge", "top"),
        pgettext("edge", "top-right"),
        pgettext("edge", "right"),
        pgettext("edge", "bottom-right"),
        pgettext("edge", "bottom"),
        pgettext("edge", "bottom-left"),
        pgettext("edge", "left"),
        pgettext("edge", "top-left"),
    )


def tile_lines(tile: str, rotation: int) -> str:
    """Where a tile's lines run once turned, in screen words: "top to bottom-right, left to right". A turn in
    degrees alone said nothing about where a converter's line would go."""
    pairs = []
    for entry, exits in sorted(INFO[f"{tile}@{rotation}"].lines.items()):
        for out in exits:
            pair = tuple(sorted((entry, out)))
            if pair not in pairs:
                pairs.append(pair)
    named = edges()
    return ", ".join(_("{start} to {end}").format(start=named[a], end=named[b]) for a, b in sorted(pairs))


def turn_end_words(events, names) -> list[str]:
    """What the turn does by itself to a seat, a line each for the move log: shields recharging at the end of a
    turn (a player's own shields came back without a word), fighters lost to hyper-radiation at Nexxus."""
    told = []
    shields: dict = {}
    for event in events:
        if event["type"] == "recharge" and event.get("why") is None:
            shields[event["seat"]] = shields.get(event["seat"], 0) + 1
        elif event["type"] == "fighters_lost" and event.get("why") == "radiation":
            count = event["count"]
            lost = ngettext(
                "{who} loses {count} fighter on patrol at Nexxus to hyper-radiation",
                "{who} loses {count} fighters on patrol at Nexxus to hyper-radiation",
                count,
            )
            told.append(lost.format(who=_name(names, event["seat"]), count=count))
    for seat, count in shields.items():
        many = ngettext(
            "{who}'s damaged shield recharges (end of turn, away from Nexxus)",
            "{who}'s {count} damaged shields recharge (end of turn, away from Nexxus)",
            count,
        )
        told.append(many.format(who=_name(names, seat), count=count))
    return told


def face_up_words(events) -> list[str]:
    """A face-down tile a ship entered turns up: a line for the move log (it changed on the board unsaid)."""
    told = []
    for event in events:
        if event["type"] == "face_up":
            piece = INFO[f"{event['tile']}@0"]
            where, tile = sector_name(event["sector"]), rules_text(piece.label)
            if piece.tech:
                line = _("The face-down tile at {sector} turns up: {tile}, which sells {tech}")
                told.append(line.format(sector=where, tile=tile, tech=tech_name(piece.tech)))
            else:
                told.append(_("The face-down tile at {sector} turns up: {tile}").format(sector=where, tile=tile))
    return told


def _name(names, seat) -> str:
    return names[seat] if isinstance(seat, int) and seat < len(names) else _("Seat {number}").format(number=seat + 1)


def upgrade_placed(event, names) -> str:
    """A Bridge upgrade has no square of its own: where it went, and why nobody was asked."""
    who = _name(names, event["seat"])  # a seat without a name is "Seat 3" (it read "The's Repair Droid")
    if event.get("online") is False:
        line = _(
            "{who}'s {part} is placed on the Bridge: the only place a Bridge upgrade fits (offline until the Bridge "
            "is repaired)."
        )
    else:
        line = _("{who}'s {part} is placed on the Bridge: the only place a Bridge upgrade fits.")
    return line.format(who=who, part=part_name(event["upgrade"]))


def tile_icons(action) -> int:
    """How many tile pictures a row of a Quantum scan's choice shows at its end (drawing's _draw_tile_icons)."""
    if isinstance(action, tuple) and action[0] == "keep":
        return 1
    if isinstance(action, tuple) and action[0] == "return":
        return len(action[1])
    return 0
