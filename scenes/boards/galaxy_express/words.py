"""Galaxy Express's answers in the pilot's words, from the facts the advice module gives."""

from __future__ import annotations

from game.rules.galaxy_express import name_square


def reach_words(reach: dict) -> str:
    """"Can I still stop?" in orbit: the ship has stopped, so say whether the next delivery is still in reach
    (a pilot read "Yes: the ship is in orbit now" as an answer to nothing)."""
    target = reach["target"]
    if target is None:
        return "In orbit, and every delivery is made."
    if reach["here"]:
        return f"In orbit on planet {target}, the next delivery: D delivers it."
    refuel = " Refuel here first: R (-10) gives a fresh set of coins." if reach["refuel"] else ""
    coins = reach["coins"]
    more = f"{coins} coin{'' if coins == 1 else 's'}" if coins is not None else ""
    if reach["sure"]:
        where = f"planet {target} at {name_square(reach['squares'][0])}"
        if reach["face_down"]:
            where += " (the last face-down planet)"
        if coins is None:
            return f"In orbit. No: no order of the coins left can stop the ship on {where}, the next delivery.{refuel}"
        return f"In orbit. Yes: with lucky draws the coins left can stop the ship on {where} after {more}."
    if coins is None:
        return (f"In orbit. Planet {target} is not found yet, and no order of the coins left can stop the ship on "
                f"a face-down planet.{refuel}")
    return (f"In orbit. Planet {target} is not found yet: with lucky draws the coins left can stop the ship on a "
            f"face-down planet after {more}.")
