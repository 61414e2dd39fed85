"""What each side of a fight is likely to give a round, said before the choice to fight: a ship's weapons count
only when its direction die turns them to the enemy, so one fixed weapon at speed 0 scores on one face in four (in
6 of 10 playtest fights the attacker gave nothing and nothing had warned them). Pure arithmetic over the table's
view, asked of the rules' own weapon count (combat.weapon_power) for each side the enemy could be on."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.hyperline import combat
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.board import QUADRANT_OF_DIE
from game.rules.hyperline.ship import NAMES, type_of

FACES = (1, 2, 3, 4)
WHERE = {"N": "in front", "E": "on the right", "S": "behind", "W": "on the left"}


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
    weapons = tuple(NAMES[p["kind"]] for p in ship["parts"] if not p["damaged"] and type_of(p["kind"]) == "weapon")
    return Odds(tuple(given + fighters for given in faces), edge, True, weapons, fighters)


def points(count: int) -> str:
    return f"{count} point" if count == 1 else f"{count} points"


def in_four(count: int) -> str:
    return "every roll" if count == 4 else f"{count} roll{'s' if count > 1 else ''} in 4"


def short(odds: Odds) -> str:
    """A list row's few words: "1 on 1 roll in 4", "2 every round", "0"."""
    if odds.sure:
        given = odds.per_face[0]
        return f"{given} every round" if given else "0"
    said = [f"{given} on {in_four(odds.per_face.count(given))}" for given in sorted(set(odds.per_face), reverse=True)]
    return ", ".join(said[:-1]) + (", else 0" if 0 in odds.per_face else f", else {min(odds.per_face)}")


def faces_of(odds: Odds, given: int) -> list[int]:
    return [face for face in FACES if odds.per_face[face - 1] == given]


def sentence(odds: Odds, who: str, you: bool) -> str:
    """A side's odds in a sentence for the prompt: how often it scores, and why then."""
    head = "You give" if you else f"{who[:1].upper()}{who[1:]} gives"
    its = "your" if you else "its"
    if not odds.ship:
        why = "its level, no die" if not odds.fighters else "fighters without their ship, no die"
        return f"{head} {points(odds.per_face[0])} every round ({why})"
    if odds.sure:
        given = odds.per_face[0]
        if not given:
            return f"{head} 0 (no working weapon and no fighter there)"
        if odds.edge >= 2 and given > odds.fighters:
            picks = "you pick" if you else "it picks"
            return f"{head} {points(given)} every round ({odds.edge} faster: {picks} the side)"
        return f"{head} {points(given)} every round, whatever the die"
    best = max(odds.per_face)
    faces = faces_of(odds, best)
    weapons = " and ".join(sorted(set(odds.weapons)))
    enemy = "them" if you else "you"
    if odds.edge == 1:
        why = f"1 faster: {'you' if you else 'it'} may turn the die by one"
    elif len(faces) == 1:
        why = f"a roll of {faces[0]} turns {its} {weapons} to {enemy}"
    else:
        why = f"a roll of {', '.join(map(str, faces[:-1]))} or {faces[-1]} turns {its} weapons to {enemy}"
    rest = sorted({given for given in odds.per_face if given != best}, reverse=True)
    if len(rest) == 1:
        fighters = f" ({its} fighter{'s' * (odds.fighters > 1)})" if rest[0] and rest[0] == odds.fighters else ""
        others = f"else {rest[0]}{fighters}"
    else:
        others = "else " + ", ".join(f"{points(g)} on {in_four(len(faces_of(odds, g)))}" for g in rest)
    nothing = round(100 * odds.chance_of_nothing())
    risk = f"; nothing in all {combat.ROUNDS} rounds {nothing} % of the time" if nothing else ""
    return f"{head} {points(best)} on {in_four(len(faces))} ({why}), {others}{risk}"


def forecast(view, seat: int, sector: int, foe, names) -> tuple[str, str]:
    """Before a fight: (a list row's few words, the prompt's sentences) for `seat` fighting `foe` in `sector`."""
    mine, theirs = side_odds(view, seat, sector, foe), side_odds(view, foe, sector, seat)
    if foe == combat.PIRATE:
        level = view["pirates"].get(str(sector), 0)
        them, name = "the pirate", f"the level {level} pirate"
    else:
        them = name = names[foe] if isinstance(foe, int) and foe < len(names) else "the enemy"
    row = f"you give {short(mine)}; {them} gives {short(theirs)}"
    said = f"{sentence(mine, 'you', True)}. {sentence(theirs, name, False)}."
    return row, said
