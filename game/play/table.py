"""The turn flow at one screen, without a display: who looks, when the curtain drops, bots and dice, the pace.

The play screen asks `step(dt)` every frame and does what the answer says (show
the curtain for a seat, ask a person, show the results...). Everything a person
could see by mistake is decided here, so it is tested without SDL:

- one person at the table (or none): always that person's view, never a curtain;
- several people in a game without secrets: the person to act looks, no curtain;
- several people with secrets (a shared screen): nothing private is shown until
  its owner passed the curtain -- at the start, after loading, after undo or redo
  and whenever the screen changes hands; a bot acts over the public table; a
  decision the game calls public (`state.public_decision()`) is asked over the
  public table, and the person may still ask for their hand behind the curtain;
- a person whose seat is played on a phone now (`phones`: its page is connected) is no one at the
  screen: their turn shows the public table ("Ana is choosing on their phone"), no curtain, and
  their own die rolls by itself; their moves come through `play` like a click (game/play/phones.py).
  Without a page their seat is played at the screen, behind the curtain, as before.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ai.bots import make_bot
from game.engine.lesson import ROLL as OWN_DIE
from game.engine.match import Match
from game.rules import CHANCE, TERMINAL, IllegalAction
from game.rules.words import Message

THINK_SLICE = 0.008  # seconds of bot search per frame: keeps 60 fps while a bot thinks
HINT_ITERATIONS, HINT_SECONDS = 1500, 0.6

# what the screen should do now (Cue.kind)
CURTAIN = "curtain"  # hide everything: pass the screen to `seat`
ASK = "ask"  # `seat` (looking, revealed) decides
ROLL = "roll"  # `seat` rolls their own die
WAIT = "wait"  # the pace after a move: `seconds` left
THINK = "think"  # the bot at `seat` is searching
MOVED = "moved"  # the table made a move itself (a bot, a die): `moved` says what, for the log and animations
PHONE = "phone"  # the person at `seat` chooses on their phone: the screen shows the public table
RESULTS = "results"  # the game just ended: show the results once
OVER = "over"  # the results were shown
HELD = "held"  # a lesson holds the table while its words are read (nothing moves until Next)


@dataclass(frozen=True)
class Moved:
    """A move made: its log line and the events it caused."""

    seat: int
    action: object
    description: Message  # the rules' log line, worded by the screen
    events: list = field(default_factory=list)


@dataclass(frozen=True)
class Cue:
    kind: str
    seat: int | None = None
    seconds: float = 0.0
    moved: Moved | None = None


class Table:
    """One match at one screen; `pace` is the wait after a move in seconds (0: instant, no own dice)."""

    def __init__(self, match: Match, pace: float = 0.7, guide=None):
        """`guide`: a lesson (game.engine.lesson.Lessoning) that narrows and answers the learner's moves."""
        self.match = match
        self.pace = pace
        self.bots = {
            seat: make_bot(info.level or "normal", seed=match.seed * 7 + seat)
            for seat, info in enumerate(match.seats)
            if info.is_bot
        }
        self.guide = guide
        if guide is not None:
            self.bots = guide.bots(self.bots)  # its scripted moves first, then these bots
        humans = self.humans
        self.viewer = humans[0] if humans else 0
        shared = self.shared_screen
        self.revealed = not shared  # at a shared screen nobody has passed the curtain yet (a start or a load)
        self.masked = shared  # the screen shows only the public table
        self.thinker = None
        self.hint_thinker = None
        self.hint_action = None
        self.wait = 0.0
        self.finished_shown = False
        self.moment = 0  # changes whenever the decision on screen or who sees it changes: buttons carry it
        self.phones: frozenset[int] = frozenset()  # people's seats played on a phone now (their page is connected)

    # --- who looks ----------------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [seat for seat, info in enumerate(self.match.seats) if not info.is_bot]

    @property
    def shared_screen(self) -> bool:
        """Several people take turns at one screen in a game with secrets (people with phones look at it too)."""
        return self.match.info.hidden_information and len(self.humans) > 1

    def on_phone(self, seat) -> bool:
        return seat in self.phones

    def phone_turn(self) -> int | None:
        """The seat choosing on its phone now, if any: the screen waits for its page."""
        actor = self.match.actor
        return actor if actor >= 0 and actor in self.phones else None

    def set_phones(self, seats) -> None:
        """These people's seats are played on their phones now (a page joined, left, or was taken back): none of
        their secrets shows here, and the person at the screen is one of the others."""
        seats = frozenset(seat for seat in seats if seat in self.humans)
        if seats == self.phones:
            return
        if self.match.actor in seats ^ self.phones:  # the decision on screen changes hands (another page's stays)
            self.moment += 1
        self.phones = seats
        at_desk = [seat for seat in self.humans if seat not in seats]
        if self.viewer in seats:  # the one looking went to their phone: the next at the screen passes the curtain
            self._set_look(at_desk[0] if at_desk else self.viewer, not self.shared_screen, True)
        self.mask_for_bots()

    @property
    def seen_by(self) -> int | None:
        """Whose view the screen may show now: None (the public table) unless its owner passed the curtain."""
        return None if self.masked or not self.revealed else self.viewer

    @property
    def view(self) -> dict:
        return self.match.state.view(self.seen_by)

    def public_decision(self) -> bool:
        """The game says the actor needs none of their secrets now (`state.public_decision()`)."""
        return bool(self.match.state.public_decision())

    def looking(self) -> bool:
        """The person at the screen has passed the curtain for what they decide now: on the public table that holds
        only for a public decision (after a public one, their next may need their secrets: the curtain first)."""
        return self.revealed and not (self.masked and self.shared_screen and not self.public_decision())

    def human_turn(self) -> bool:
        actor = self.match.actor
        return (
            actor >= 0
            and not self.match.seat_is_bot(actor)
            and actor not in self.phones
            and actor == self.viewer
            and self.looking()
        )

    def roller_waiting(self) -> int | None:
        """A person's own die to roll, and they are looking: the screen waits for them to roll it."""
        if self.match.actor != CHANCE or self.wait > 0:
            return None
        roller = self.match.state.chance_roller()
        if roller is None or self.match.seat_is_bot(roller) or roller in self.phones or self.pace == 0:
            return None
        return roller if roller == self.viewer and self.looking() else None

    @property
    def busy(self) -> bool:
        """The table moves on by itself (the screen needs frames without input)."""
        match = self.match
        if self.held() and not match.is_over and not (match.actor == CHANCE and match.state.chance_roller() is None):
            return self.wait > 0 or self.hint_thinker is not None
        return (
            self.wait > 0
            or self.thinker is not None
            or self.hint_thinker is not None
            or (match.actor >= 0 and match.seat_is_bot(match.actor))
            or self.phone_turn() is not None  # its page's move is looked for every frame
            or (match.actor == CHANCE and self.roller_waiting() is None)
            or (match.is_over and not self.finished_shown)
        )

    def _set_look(self, viewer: int, revealed: bool, masked: bool):
        if (viewer, revealed, masked) != (self.viewer, self.revealed, self.masked):
            self.viewer, self.revealed, self.masked = viewer, revealed, masked
            self.moment += 1

    def look(self, seat: int) -> Cue | None:
        """The person at `seat` is to look at the screen: a curtain cue when they must pass it first."""
        public = self.shared_screen and self.public_decision()
        if seat == self.viewer and self.revealed and (public or not self.masked):
            return None
        if not self.shared_screen:
            self._set_look(seat, True, False)
            return None
        if public:
            self._set_look(seat, True, True)
            return None
        self._set_look(seat, False, True)
        return Cue(CURTAIN, seat)

    def reveal(self):
        """The person behind the curtain says they are looking."""
        self._set_look(self.viewer, True, False)

    def show_hand(self) -> Cue:
        """At a public decision the person asks for their own hand: behind the curtain first."""
        self._set_look(self.viewer, False, True)
        return Cue(CURTAIN, self.viewer)

    def mask_for_bots(self):
        """At a shared screen nobody's hand shows while a bot plays, or a person chooses on their phone."""
        actor = self.match.actor
        away = actor >= 0 and (self.match.seat_is_bot(actor) or actor in self.phones)
        if self.shared_screen and not self.masked and away:
            self._set_look(self.viewer, self.revealed, True)

    # --- moves ------------------------------------------------------------------------------------
    def play(self, action) -> Moved:
        """Apply a decision (or a chance outcome); the screen animates what it returns, then calls `pause`."""
        seat = self.match.actor
        self._guided(seat, action)
        description = self.match.describe(action)
        events = self.match.apply(action)
        self.hint_action, self.hint_thinker = None, None
        self.moment += 1
        self.mask_for_bots()
        if self.guide is not None:
            self.guide.played(seat, action, events)
        return Moved(seat, action, description, events)

    def roll(self) -> Moved | None:
        if self.match.actor != CHANCE:
            return None
        match = self.match
        roller = match.state.chance_roller()
        if self.pace > 0 and roller is not None and not match.seat_is_bot(roller):
            self._guided(roller, OWN_DIE)  # a person's own die: the lesson may not want it rolled yet
        return self.play(match.chance.draw(len(match.record.actions), match.state.chance_outcomes()))

    def pause(self, seconds: float):
        """Wait this long before the next move, so a person can follow what happened."""
        self.wait = seconds

    def undoer(self) -> int:
        """Whose move Ctrl+Z takes back: the looking person's, or, until the next person took the screen (passed
        their curtain, or decided), the last person to decide: they are still at the screen and say "oops"."""
        last = self.match.undo_seat()
        if (
            last is None
            or last == self.viewer
            or last in self.phones
            or (self.shared_screen and self.revealed and not self.masked)
        ):
            return self.viewer
        return last

    def undo(self) -> bool:
        """Take back the person's last decision (and the bots' replies). Another's turn was on the screen, and
        whoever pressed Ctrl+Z may be sitting there: the mover's table shows again at once only where it holds
        nothing private; otherwise the mover passes their own curtain first. A lesson steps back with `back`."""
        if self.guide is not None:
            return False
        seat = self.undoer()
        done = self.match.undo(seat)
        if done and seat != self.viewer:
            public = self.shared_screen and self.public_decision()
            self._set_look(seat, public or not self.shared_screen, self.shared_screen)
        return self._changed(done)

    def redo(self) -> bool:
        return self.guide is None and self._changed(self.match.redo())

    def _changed(self, done: bool) -> bool:
        if done:
            self.thinker = None
            self.wait = 0.0
            self.hint_action, self.hint_thinker = None, None
            self.finished_shown = self.match.is_over and self.finished_shown
            self.moment += 1
            if self.shared_screen and self.match.actor != self.viewer:
                self._set_look(self.viewer, self.revealed, True)  # the next person passes the curtain first
            self.mask_for_bots()
        return done

    # --- a lesson: the guide narrows, answers and steps (game/engine/lesson.py) ----------------------------
    def allowed(self, legal: list) -> list:
        """What the screen offers of the rules' `legal`: all of it, or what the lesson's step lets the learner do."""
        return legal if self.guide is None else self.guide.allowed(legal)

    def refusal(self, action) -> Message | None:
        """The lesson's words for a move (or ROLL, a person's own die) it does not let the learner make now."""
        return None if self.guide is None else self.guide.refusal(action)

    def held(self) -> bool:
        """The lesson holds the table while its words are read: bots and dice wait for Next."""
        return self.guide is not None and self.guide.holds()

    def next(self) -> bool:
        """The lesson's Next (a step that waits for it); a step may play moves on ("many turns later")."""
        moves = len(self.match.record.actions)
        done = self.guide is not None and self.guide.next()
        self.moment += done
        return self._changed(done) if len(self.match.record.actions) != moves else done

    def back(self) -> bool:
        """The lesson's Back: its previous step again, the match rebuilt to where that step began."""
        return self.guide is not None and self._changed(self.guide.back())

    def _guided(self, seat: int, action) -> None:
        """A person's move the lesson does not let them make is refused in its words, before the rules see it."""
        if self.guide is not None and seat >= 0 and not self.match.seat_is_bot(seat):
            reason = self.guide.refusal(action)
            if reason is not None:
                raise IllegalAction(reason)

    # --- the hint -----------------------------------------------------------------------------------
    def start_hint(self):
        """The search bot looks for a move from the looking person's view, in slices like any bot."""
        bot = make_bot(  # the normal level's search (Hyperline: its plan and style), on the hint's short budget
            "normal", seed=len(self.match.record.actions), iterations=HINT_ITERATIONS, seconds=HINT_SECONDS
        )
        self.hint_thinker = bot.start(self.match.state.view(self.viewer), self.viewer, self.match.info)

    def think_hint(self, seconds: float = THINK_SLICE):
        """One slice of the hint search; the action once found (else None)."""
        if self.hint_thinker is None or not self.hint_thinker.think(seconds):
            return None
        self.hint_action, self.hint_thinker = self.hint_thinker.action, None
        return self.hint_action

    # --- the clock -----------------------------------------------------------------------------------
    def step(self, dt: float, seconds: float = THINK_SLICE) -> Cue:
        """Advance the clock by `dt` and say what the screen should do now (bots think for `seconds`)."""
        self.mask_for_bots()
        if self.wait > 0:
            self.wait = max(0.0, self.wait - dt)
            if self.wait > 0:
                self._think_ahead(seconds)
                return Cue(WAIT, seconds=self.wait)
        return self._advance(seconds)

    def _think_ahead(self, seconds: float):
        """A bot to move next thinks while the last move is shown: the pause is for people to follow it, so a
        bot's turn on screen takes the longer of the two, not both one after the other."""
        match = self.match
        actor = match.actor
        if actor >= 0 and match.seat_is_bot(actor):
            if self.thinker is None:
                self.thinker = self.bots[actor].start(match.state.view(actor), actor, match.info)
            self.thinker.think(seconds)  # once done, its action waits for the pause to end

    def _advance(self, seconds: float) -> Cue:
        match = self.match
        actor = match.actor
        if actor == TERMINAL:
            if self.finished_shown:
                return Cue(OVER)
            self.finished_shown = True
            self.moment += 1
            return Cue(RESULTS)
        if self.held() and (match.seat_is_bot(actor) or (actor == CHANCE and match.state.chance_roller() is not None)):
            return Cue(HELD)  # someone's move waits for Next; a draw nobody rolls ends the move before it
        if actor == CHANCE:
            roller = match.state.chance_roller()
            at_desk = roller is not None and not match.seat_is_bot(roller) and roller not in self.phones
            if at_desk and self.pace > 0:
                return self.look(roller) or Cue(ROLL, roller)
            return Cue(MOVED, moved=self.roll())
        if match.seat_is_bot(actor):
            if self.thinker is None:
                self.thinker = self.bots[actor].start(match.state.view(actor), actor, match.info)
            if not self.thinker.think(seconds):
                return Cue(THINK, actor)
            action, self.thinker = self.thinker.action, None
            return Cue(MOVED, actor, moved=self.play(action))
        if actor in self.phones:
            return Cue(PHONE, actor)
        return self.look(actor) or Cue(ASK, actor)
