"""The rules' own words at Hyperline's table, in the player's language: a message the rules hand out, or a name
they mark for the catalogue where it is defined (a component, a tech, a foe), worded where it is shown. The table
never reads those words back: it only shows them."""

from __future__ import annotations

from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.queries import FOE_WORDS
from game.rules.hyperline.tiles import TECH_NAMES
from game.rules.words import Message
from game.words import language, word


def rules_text(text, names=()) -> str:
    """A message from the rules, or a word they marked (N_), in the language now ("" for None)."""
    if text is None:
        return ""
    return word(text if isinstance(text, Message) else Message(text), list(names))


def part_name(kind: str) -> str:
    """A component kind's name: "Laser Cannon", "Laserkanone"."""
    return rules_text(shipkit.NAMES[kind])


def tech_name(tech: str) -> str:
    """What a planet sells: "Weapons", "Waffen" (the rules word it in the context "sells")."""
    return word(Message(TECH_NAMES[tech], context="sells"))


def foe_name(who: str) -> str:
    """A side of a fight that is not a seat: "Pirate", "Asteroid field", "Plasma torpedo"."""
    return rules_text(FOE_WORDS[who])


def lowered(text: str) -> str:
    """A reason carried on after a colon: its first letter small in English; German keeps a noun's capital."""
    return f"{text[:1].lower()}{text[1:]}" if language() == "en" else text
