"""Hyperline's table telling what happened (a mixin of HyperlineBoard): news over the galaxy (held while a die
is in the air: its face is news), the move log's lines for what a move did that nobody chose, the sounds."""

from __future__ import annotations

import scenes.boards.hyperline.combat_words as combat_words
from game.words import _
from scenes import palette
from scenes.boards.hyperline.rules_words import rules_text
from scenes.boards.hyperline.table_words import face_up_words, turn_end_words
from scenes.boards.kit import event_sounds

SOUNDS = {
    "move": "move",
    "jump_end": "hyperspace",
    "tile": "flip",
    "face_up": "flip",
    "face_down": "flip",
    "build": "place",
    "upgrade": "place",
    "damage": "battle",
    "research_point": "win",
    "blocked": "error",
}


def news(event: dict, names, view=None) -> str | None:
    """A banner's words for an event worth a headline, or None (`view`, the table after it: lone fighters that
    run away were told their ship must Move)."""
    kind = event["type"]
    who = names[event["seat"]] if isinstance(event.get("seat"), int) and event["seat"] < len(names) else ""
    told = combat_words.news(event, names, view)
    if told:
        return told
    if kind == "research_point":
        return _("{who} gains a research point: {points} of 5").format(who=who, points=event["points"])
    if kind == "win":
        return _("{who} has researched the secrets of Nexxus!").format(who=who)
    if kind == "blocked":
        return _("{who} is stopped by {blocker}").format(who=who, blocker=rules_text(event["by"], names))
    if kind == "round":
        return _("Round {round}").format(round=event["round"])
    if kind == "first_player":
        return _("{who} plays first").format(who=who)
    if kind == "tie":
        return tied(event, names)
    return None


def tied(event: dict, names) -> str:
    """A tie for first player: the same highest roll, so those seats roll again (the panel's list starts empty)."""
    seats = _(" and ").join(names[seat] for seat in event["seats"])
    return _("{seats} tie for the highest roll: they roll again").format(seats=seats)


class Telling:
    def logged(self, line, events):
        names = self.names()
        ties = [tied(event, names) for event in events if event["type"] == "tie"]
        unasked = [*face_up_words(events), *combat_words.unasked(events, names), *turn_end_words(events, names)]
        return "\n".join([line, *ties, *unasked])

    def log_held(self):
        return bool(self.motion.tumbling())  # the roll's line shows as its die lands

    def sounds(self, events):
        """One of each sound a move makes, a jump's whoosh rather than its steps."""
        found = []
        for sound in event_sounds(events, SOUNDS, limit=len(events)):
            if sound not in found:
                found.append(sound)
        if "hyperspace" in found and "move" in found:
            found.remove("move")
        return found[: self.SOUND_LIMIT]

    def tell(self, events, view=None):
        """News over the galaxy, in words, for what a player might miss while watching."""
        names = self.names()
        report = combat_words.round_report(events, names, ((view or {}).get("fight") or {}).get("round"))
        self.flush_news()  # the last move's die has landed (a new move ends what still plays)
        for event in events:
            text = news(event, names, view)
            if text:
                seat = event.get("seat")
                colour = palette.seat_colour(seat, self.safe) if isinstance(seat, int) else palette.ACCENT
                if self.motion.tumbling():
                    self.held_news.append((text, colour))
                else:
                    self.banner.show(text, colour, 2.5)
            if report and event["type"] == "give":  # what each side gave, after the news that came before it
                self.banner.show(report, palette.ACCENT, 3.5)
                report = None

    def hint_words(self, action, line):
        """The hint is told in the list's title over its row, lit green: a toast hid the list's last rows. The
        highlight goes to that row and the list scrolls to it ("row 5, in green" was once below the rows shown)."""
        self.chooser.hinted = (action, line)
        self.chooser.show_row(action)
        return None

    def flush_news(self):
        """Tell the news held while its die was in the air, once it has landed."""
        if self.held_news and not self.motion.tumbling():
            for text, colour in self.held_news:
                self.banner.show(text, colour, 2.5)
            self.held_news = []
