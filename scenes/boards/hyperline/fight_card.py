"""The card after a fight, at Hyperline's table: each round told a line (each die and any turn of it, what each
side gave and from which parts, or why 0, a Focus Beam's aim, the hits), then who ran and how it ended; and, between
rounds, what a side gave and why it chose its side in the round just fought (its ship may have lost the parts)."""

from __future__ import annotations

from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import QUADRANT_OF_DIE
from game.rules.hyperline.ship import type_of
from game.words import _, ngettext, pgettext
from scenes.boards.hyperline.combat_layout import grouped, place
from scenes.boards.hyperline.combat_words import damaged_words, news, points, who_words
from scenes.boards.hyperline.rules_words import part_name

ROUND_END = {"run_away", "pirate_destroyed", "wiped_out", "fight_over"}  # told on lines of their own


def fight_report(events, names, rounds: int | None = None, view=None) -> dict | None:
    """A fight that ended with these events (the fight's events so far, move after move), told a line a round
    (its screen closes at once, often with the last die): each round's dice, what each side gave (and why 0),
    what was hit; then who ran and how it ended. `view`: the table after the fight, to say why a side gave 0.
    None when no fight ended here."""
    over = next((e for e in events if e["type"] == "fight_over" and e.get("kind") == "fight"), None)
    if over is None:
        return None
    told = events[: events.index(over) + 1]
    starts = [i for i, event in enumerate(told) if event["type"] == "fight"]
    told = told[starts[-1] :] if starts else told
    ended = {"run_away", "pirate_destroyed", "wiped_out"} & {event["type"] for event in told}
    if rounds and not ended:  # nobody ran and nobody was destroyed: the rounds ran out
        told = told[:-1] + [dict(over, rounds=rounds)]
    lines: list[str] = []
    sides: dict = {}  # who -> its phrases this round (its die, its damage), in the order heard
    heard: list[str] = []  # the round's hits
    head = ""
    facing: dict = {}  # seat -> where its die (or its choice) put the enemy this round

    def close_round():
        said = [f"{who} {', '.join(phrases)}" for who, phrases in sides.items()]
        for phrase in heard:
            if isinstance(phrase, list):
                said.append(hits_words(phrase, names))
            elif isinstance(phrase, tuple):
                lost = ngettext("{who} loses {count} fighter", "{who} loses {count} fighters", phrase[1])
                said.append(lost.format(who=phrase[0], count=phrase[1]))
            else:
                said.append(phrase)
        if said:
            lines.append(f"{head}{'; '.join(said)}.")  # a round's phrases: punctuation, in any language
        sides.clear()
        heard.clear()

    for at, event in enumerate(told):
        kind = event["type"]
        seat = event.get("seat")
        who = names[seat] if isinstance(seat, int) and seat < len(names) else _("The pirate")
        if kind == "round" and "sector" in event:
            close_round()
            if event.get("first_strike"):
                head = _("Round {round} (Battle Computer strikes first): ").format(round=event["round"])
            else:
                head = _("Round {round}: ").format(round=event["round"])
        elif kind == "roll" and event.get("purpose") == "direction":
            facing[seat] = QUADRANT_OF_DIE[event["value"]]
            rolled = _("rolls {value} (enemy {place})").format(value=event["value"], place=place(facing[seat]))
            sides.setdefault(who, []).append(rolled)
        elif kind == "facing":
            kept = facing.get(seat) == event["quadrant"]
            facing[seat] = event["quadrant"]
            if kept:
                turn = _("is faster: keeps it")
            else:
                turn = _("is faster: puts the enemy {place}").format(place=place(event["quadrant"]))
            sides.setdefault(who, []).append(turn)
        elif kind == "target" and view is not None:  # where a Focus Beam's point went was this side's choice
            foe = next((e for e in told if e["type"] == "fight"), {})
            enemy = foe.get("foe") if seat == foe.get("seat") else foe.get("seat")
            parts = view["ships"][enemy]["parts"] if isinstance(enemy, int) else []
            part = next((p for p in parts if p["id"] == event["part"]), None)
            if part is not None:
                whose = names[enemy] if enemy < len(names) else _("the enemy")
                aimed = _("aims its Focus Beam at {whose}'s {part}").format(whose=whose, part=part_name(part["kind"]))
                sides.setdefault(who, []).append(aimed)
        elif kind == "give":
            why = gave_words(event, told[at + 1 :], facing, view)
            gave = _("gives {points}").format(points=points(event["damage"])) + why
            sides.setdefault(who_words(event["who"], names), []).append(gave)
        elif kind == "damage":
            hits = heard[-1] if heard and isinstance(heard[-1], list) else None
            if hits and (hits[0]["seat"], bool(hits[0].get("only"))) == (seat, bool(event.get("only"))):
                hits.append(event)  # hits in a row on one ship are told in one phrase
            else:
                heard.append([event])
        elif kind == "fighters_lost":
            lost = heard[-1] if heard and isinstance(heard[-1], tuple) and heard[-1][0] == who else None
            count = event["count"] + (lost[1] if lost else 0)
            if lost:
                heard.pop()
            heard.append((who, count))  # fighters lost in a row by one side, told as one number
        elif kind == "pirate_hit":
            hits, level = event["hits"], event["level"]  # a level-N pirate falls at N points
            left = level - hits
            more = (
                _("enough to destroy it")
                if left <= 0
                else ngettext("{count} more point destroys it", "{count} more points destroy it", left).format(
                    count=left
                )
            )
            heard.append(_("the pirate has taken {points}, {more}").format(points=points(hits), more=more))
        elif kind in ROUND_END:
            close_round()
            head = ""
            said = news(event, names, view)
            if said:
                lines.append(said)
        else:
            said = news(event, names)
            if said:
                heard.append(said)
    close_round()
    return {"sector": over["sector"], "lines": lines}


def given_last_round(log, who, view) -> str | None:
    """What a side gave in the round just fought, from the fight's events so far (`log`), as the card will
    say it: its ship may have lost those weapons since. None when the round is not in the log."""
    starts = [i for i, event in enumerate(log) if event["type"] == "round" and "sector" in event]
    if not starts:
        return None
    events = log[starts[-1] :]
    facing: dict = {}
    for at, event in enumerate(events):
        if event["type"] == "roll" and event.get("purpose") == "direction":
            facing[event["seat"]] = QUADRANT_OF_DIE[event["value"]]
        elif event["type"] == "facing":
            facing[event["seat"]] = event["quadrant"]
        elif event["type"] == "give" and event["who"] == who:
            why = gave_words(event, events[at + 1 :], facing, view)
            return (
                _("Gave {points} in round {round}").format(points=points(event["damage"]), round=events[0]["round"])
                + why
            )
    return None


def chose_last_round(log, who, speed: int, enemy, enemy_speed: int) -> str | None:
    """A ship that chose where its enemy was in the round just fought, and how much faster it was then (`speed`s
    are today's): its Combat Engines may have been shot away in that very round, and the panel then said "Speed 0"
    with nothing of why it had chosen. None when it rolled."""
    starts = [i for i, event in enumerate(log) if event["type"] == "round" and "sector" in event]
    if not starts or not isinstance(who, int):
        return None
    events = log[starts[-1] :]
    if not any(event["type"] == "facing" and event["seat"] == who for event in events):
        return None

    def lost(seat) -> int:
        return sum(e["type"] == "damage" and e.get("seat") == seat and e.get("kind") == "combat_engine" for e in events)

    faster = speed + lost(who) - enemy_speed - (lost(enemy) if isinstance(enemy, int) else 0)
    hit = lost(who)
    since = ngettext(" (its Combat Engine was hit since)", " (its Combat Engines were hit since)", hit) if hit else ""
    return (
        _("Was {edge} faster in round {round}: chose where the enemy was").format(edge=faster, round=events[0]["round"])
        + since
    )


def hits_words(hits, names) -> str:
    """Hits in a row on one ship: "Ana's Bridge is damaged", "Ana's Bridge and Carrier Pod are damaged"."""
    seat = hits[0]["seat"]
    who = names[seat] if isinstance(seat, int) and seat < len(names) else ""
    if len(hits) == 1:
        return damaged_words(hits[0], who)
    kinds = [part_name(hit["kind"]) for hit in hits]
    said = _("{who}'s {parts} and {last} are damaged").format(who=who, parts=", ".join(kinds[:-1]), last=kinds[-1])
    return said + _(" (each the only component open to the hit)") if hits[0].get("only") else said


def ship_then(ship: dict, later) -> dict:
    """A ship as it was before the damage in `later` (the rest of the fight): those parts were still working."""
    hit = {e["part"] for e in later if e["type"] == "damage" and e.get("seat") == ship.get("seat")}
    return dict(ship, parts=[dict(p, damaged=False) if p["id"] in hit else p for p in ship["parts"]])


def gave_words(event, later, facing, view) -> str:
    """What a ship's side gave, part by part as the fight screen said it; or why 0: no working weapon at all,
    or none faced the enemy (where the enemy was is said by its die, just before)."""
    seat = event["who"]
    if not isinstance(seat, int) or view is None:
        return ""
    if view["at"][seat] != event["sector"]:  # fighters without their ship: 1 each
        return f": {grouped([(_('fighter on patrol'), 1)] * event['damage'])}" if event["damage"] else ""
    ship = ship_then(dict(view["ships"][seat], seat=seat), later)
    weapons = [p for p in ship["parts"] if not p["damaged"] and type_of(p["kind"]) == "weapon"]
    quadrant = facing.get(seat)
    if not event["damage"]:
        if weapons and quadrant is not None:
            return _(": none of its working weapons faced the enemy")
        return _(": no working weapon and no fighter here")
    parts = []
    for p in weapons:
        if quadrant is not None and quadrant in shipkit.facings(ship, p["id"]):
            bonus = p["kind"] == "laser_cannon" and shipkit.boosted(ship, p["id"])
            parts.append(
                (pgettext("damage part", "Laser Cannon with the Battle Pod bonus"), 2)
                if bonus
                else (part_name(p["kind"]), 1)
            )
    parts += [(_("fighter"), 1)] * max(0, event["damage"] - sum(amount for __, amount in parts))
    return f": {grouped(parts)}"
