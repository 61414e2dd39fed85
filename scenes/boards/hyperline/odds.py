"""What each side of a fight is likely to give a round, said before the choice to fight: a ship's weapons count
only when its direction die turns them to the enemy, so one fixed weapon at speed 0 scores on one face in four (in
6 of 10 playtest fights the attacker gave nothing and nothing had warned them). Pure arithmetic over the table's
view, asked of the rules' own weapon count (combat.weapon_power) for each side the enemy could be on."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.hyperline import combat
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import QUADRANT_OF_DIE
from game.rules.hyperline.ship import type_of
from game.words import _, ngettext, percent, pgettext
from scenes.boards.hyperline.rules_words import part_name

FACES = (1, 2, 3, 4)


@dataclass(frozen=True)
class Odds:
    """One side's damage a round for each face of its direction die (1 front, 2 right, 3 behind, 4 left), after the
    turn its speed allows; `edge`: how much faster it is (2 or more: it picks the side, no die)."""

    per_face: tuple[int, ...]
    edge: int
    ship: bool  # its ship is in the fight (else a pirate or fighters without their ship: no die)
    weapons: tuple[str, ...]  # its working weapons' names
    fighters: int

    @property
    def sure(self) -> bool:
        """The same every round, whatever the die says."""
        return len(set(self.per_face)) == 1

    def chance_of_nothing(self, rounds: int = combat.ROUNDS) -> float:
        """The chance it gives nothing in any of `rounds` rounds."""
        return (self.per_face.count(0) / 4) ** rounds


def speed(view, who, sector: int) -> int:
    """A side's speed in a fight in `sector`, by the rules' own count."""
    return combat.side_speed(view["at"], view["ships"], who, sector, view["pirates"].get(str(sector), 0))


def side_odds(view, who, sector: int, enemy) -> Odds:
    """What `who` (a seat or "pirate") would give each round of a fight with `enemy` in `sector`."""
    if who == combat.PIRATE:
        level = view["pirates"].get(str(sector), 0)
        return Odds((level,) * 4, 0, False, (), 0)
    here = view["at"][who] == sector
    fighters = view["patrols"][who].get(str(sector), 0) + (view["loaded"][who] if here else 0)
    if not here:
        return Odds((fighters,) * 4, 0, False, (), fighters)
    ship = view["ships"][who]
    edge = speed(view, who, sector) - speed(view, enemy, sector)
    power = {q: combat.weapon_power(ship, q) for q in shipkit.QUADRANTS}
    faces = []
    for face in FACES:
        if edge >= 2:
            faces.append(max(power.values()))
        elif edge == 1:  # keeps the roll or turns it by one, to the best of the three
            near = (QUADRANT_OF_DIE[(face + turn - 1) % 4 + 1] for turn in (-1, 0, 1))
            faces.append(max(power[q] for q in near))
        else:
            faces.append(power[QUADRANT_OF_DIE[face]])
    weapons = tuple(part_name(p["kind"]) for p in ship["parts"] if not p["damaged"] and type_of(p["kind"]) == "weapon")
    return Odds(tuple(given + fighters for given in faces), edge, True, weapons, fighters)


def points(count: int) -> str:
    return ngettext("{count} point", "{count} points", count).format(count=count)


def in_four(count: int) -> str:
    if count == 4:
        return _("every roll")
    return ngettext("{count} roll in 4", "{count} rolls in 4", count).format(count=count)


def short(odds: Odds) -> str:
    """A list row's few words: "1 on 1 roll in 4", "2 every round", "0"."""
    if odds.sure:
        given = odds.per_face[0]
        return _("{given} every round").format(given=given) if given else "0"
    said = [
        _("{given} on {rolls}").format(given=given, rolls=in_four(odds.per_face.count(given)))
        for given in sorted(set(odds.per_face), reverse=True)
    ]
    rest = _(", else {given}").format(given=0 if 0 in odds.per_face else min(odds.per_face))
    return ", ".join(said[:-1]) + rest


def faces_of(odds: Odds, given: int) -> list[int]:
    return [face for face in FACES if odds.per_face[face - 1] == given]


def sentence(odds: Odds, who: str, you: bool) -> str:
    """A side's odds in a sentence for the prompt: how often it scores, and why then."""
    # Translators: the start of a sentence on a fight's odds: who gives how many points of damage a round
    head = _("You give") if you else _("{who} gives").format(who=f"{who[:1].upper()}{who[1:]}")
    if not odds.ship:
        why = _("its level, no die") if not odds.fighters else _("fighters without their ship, no die")
        return _("{head} {points} every round ({why})").format(head=head, points=points(odds.per_face[0]), why=why)
    if odds.sure:
        given = odds.per_face[0]
        if not given:
            return _("{head} 0 (no working weapon and no fighter there)").format(head=head)
        if odds.edge >= 2 and given > odds.fighters:
            if you:
                said = _("{head} {points} every round ({edge} faster: you pick the side)")
            else:
                said = _("{head} {points} every round ({edge} faster: it picks the side)")
            return said.format(head=head, points=points(given), edge=odds.edge)
        return _("{head} {points} every round, whatever the die").format(head=head, points=points(given))
    best = max(odds.per_face)
    faces = faces_of(odds, best)
    # Translators: joins the names of weapons (and of players tied for first)
    weapons = _(" and ").join(sorted(set(odds.weapons)))
    if odds.edge == 1:
        why = _("1 faster: you may turn the die by one") if you else _("1 faster: it may turn the die by one")
    elif len(faces) == 1:
        if you:
            why = _("a roll of {face} turns your {weapons} to them")
        else:
            why = _("a roll of {face} turns its {weapons} to you")
        why = why.format(face=faces[0], weapons=weapons)
    else:
        if you:
            why = _("a roll of {faces} or {last} turns your weapons to them")
        else:
            why = _("a roll of {faces} or {last} turns its weapons to you")
        why = why.format(faces=", ".join(map(str, faces[:-1])), last=faces[-1])
    rest = sorted({given for given in odds.per_face if given != best}, reverse=True)
    if len(rest) == 1:
        others = _("else {given}").format(given=rest[0])
        if rest[0] and rest[0] == odds.fighters:
            if you:
                its = ngettext(" (your fighter)", " (your fighters)", odds.fighters)
            else:
                its = ngettext(" (its fighter)", " (its fighters)", odds.fighters)
            others += its
    else:
        others = _("else {given}").format(
            given=", ".join(
                _("{points} on {rolls}").format(points=points(g), rolls=in_four(len(faces_of(odds, g)))) for g in rest
            )
        )
    nothing = odds.chance_of_nothing()
    risk = ""
    if round(100 * nothing):
        risk = _("; nothing in all {rounds} rounds {share} of the time").format(
            rounds=combat.ROUNDS, share=percent(nothing)
        )
    said = _("{head} {points} on {rolls} ({why}), {others}")
    return said.format(head=head, points=points(best), rolls=in_four(len(faces)), why=why, others=others) + risk


def forecast(view, seat: int, sector: int, foe, names) -> tuple[str, str]:
    """Before a fight: (a list row's few words, the prompt's sentences) for `seat` fighting `foe` in `sector`."""
    mine, theirs = side_odds(view, seat, sector, foe), side_odds(view, foe, sector, seat)
    if foe == combat.PIRATE:
        level = view["pirates"].get(str(sector), 0)
        them, name = _("the pirate"), pgettext("odds", "the level {level} pirate").format(level=level)
    else:
        them = name = names[foe] if isinstance(foe, int) and foe < len(names) else _("the enemy")
    row = _("you give {mine}; {them} gives {theirs}").format(mine=short(mine), them=them, theirs=short(theirs))
    said = f"{sentence(mine, '', True)}. {sentence(theirs, name, False)}."
    return row, said
