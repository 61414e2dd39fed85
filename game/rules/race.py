"""Hyperspace Race: 99 squares, every 7th a hyperspace square, battles at round end.

Rulings (docs/rules/race.md): a round is every seat in order, then one battle
phase; with the per-square option an escapee keeps rolling in the battle it
started in; a ship that starts its turn on 99 has no move and its turn passes.
"""

from __future__ import annotations

from game.rules import GameInfo, Option, Parts, Result, ranks_from_scores, register
from game.rules.core import Field, Phase, PhasedState
from game.rules.words import N_, Message, Seat, msg, pmsg

FINAL = 99
START = 1
BACK = 7
HYPERSPACE = frozenset(range(START, FINAL + 1, 7))  # 1, 8, 15, ... 92, 99

ADVANCE = "advance"
LEAVE = "leave"
DIE = tuple((face, 1 / 6) for face in range(1, 7))

# phases, as data: who acts in each
CHOOSE, ROLL, BATTLE, OVER = "choose", "roll", "battle", "over"


def is_hyperspace(square: int) -> bool:
    return square in HYPERSPACE


def next_hyperspace(square: int) -> int:
    """The next hyperspace square strictly ahead (99 has none and stays 99)."""
    return min(FINAL, (square - START) // 7 * 7 + START + 7)


class RaceState(PhasedState):
    """Positions, whose turn, and the battle in progress; all plain data."""

    __slots__ = ("num_players", "options", "pos", "phase", "current", "round", "groups", "to_roll", "rolls", "winner")

    FIELDS = (
        Field("num_players", key="players"),
        Field("options", "dict"),
        Field("pos", "list"),
        Field("phase"),
        Field("current"),
        Field("round"),
        Field("groups", "lists"),  # battles still to fight this round, each a list of seats
        Field("to_roll", "list"),  # seats of the current battle still to roll, the roller first
        Field("rolls", "lists"),  # [seat, roll] kept by the current battle
        Field("winner"),
    )

    @classmethod
    def new_game(cls, players: int, seed=None, options: dict | None = None) -> RaceState:
        state = cls()
        state.num_players = players
        state.options = dict(options or {"per_square_battles": False})
        state.pos = [START] * players
        state.round = 1
        state.current = 0
        state.groups = []
        state.to_roll = []
        state.rolls = []
        state.winner = None
        state._start_turn()
        return state

    # --- on a hyperspace square: advance or leave ----------------------------------------------------
    def _choices(self) -> list:
        return [ADVANCE, LEAVE]

    def _choose(self, action) -> list[dict]:
        seat = self.current
        if action == ADVANCE:
            start = self.pos[seat]
            self.pos[seat] = next_hyperspace(start)
            events = [{"type": "move", "seat": seat, "from": start, "to": self.pos[seat], "why": "advance"}]
            return events + self._end_turn()
        self.phase = ROLL
        return [{"type": "leave", "seat": seat}]

    def _words_choose(self, action) -> Message:
        seat = self.current
        if action == ADVANCE:
            start = self.pos[seat]
            return msg("{who} advances from {start} to {to}", who=Seat(seat), start=start, to=next_hyperspace(start))
        return msg("{who} leaves hyperspace at {square}", who=Seat(seat), square=self.pos[seat])

    def _refuse_choice(self, action) -> Message:
        if type(action) is int and 1 <= action <= 6:
            return msg("The die is not rolled now: choose to advance or to leave hyperspace first.")
        return msg(
            "{action} is not a move in Hyperspace Race: on a hyperspace square choose 'advance' or 'leave'.",
            action=repr(action),
        )

    def _sure_choice(self, action) -> bool:
        return action == LEAVE or action == ADVANCE

    # --- rolling to move --------------------------------------------------------------------------------
    def _die(self) -> list:
        return list(DIE)

    def _sure_face(self, action) -> bool:
        return type(action) is int and 1 <= action <= 6

    def _mover(self) -> int:
        return self.current

    def _words_roll(self, action) -> Message:
        seat = self.current
        start = self.pos[seat]
        return pmsg("die", "{who} rolls {value}: {start} to {to}", who=Seat(seat), value=action, start=start,
                    to=self._roll_target(start, action))  # fmt: skip

    # --- rolling in battle ------------------------------------------------------------------------------
    def _fighter(self) -> int | None:
        return self.to_roll[0] if self.to_roll else None

    def _words_battle(self, action) -> Message:
        if not self.to_roll:
            return Message(str(action))
        seat = self.to_roll[0]
        if action == 1 and self.pos[seat] < FINAL:
            return pmsg("die", "{who} rolls 1 in battle and escapes to {to}", who=Seat(seat),
                        to=next_hyperspace(self.pos[seat]))  # fmt: skip
        return pmsg("die", "{who} rolls {value} in battle", who=Seat(seat), value=action)

    # --- the log ----------------------------------------------------------------------------------------
    def _describe(self, action) -> Message:
        line = super()._describe(action)
        if self.explain(action) is not None:
            return line
        after = self.clone()
        for part in after._aftermath_said(after._apply(action)):  # what the move set off, on the same line
            line = msg("{said}; {then}", said=line, then=part)
        return line

    def _aftermath_said(self, events: list[dict]) -> list[Message]:
        said = []
        for event in events:
            kind = event["type"]
            if kind == "battle":
                said.append(self._battle_said(event["seats"], event["squares"]))
            elif kind == "battle_result":
                stays = event["stays"]
                if stays is None:
                    said.append(msg("a tie, so every ship falls back {back}", back=BACK))
                else:
                    said.append(msg("{who} holds {square}", who=Seat(stays), square=self.pos[stays]))
            elif kind == "move" and event["why"] == "fall_back":
                said.append(msg("{who} falls back to {square}", who=Seat(event["seat"]), square=event["to"]))
            elif kind == "win":
                said.append(msg("{who} wins the race", who=Seat(event["seat"])))
        return said

    def _battle_said(self, seats: list[int], squares: list[int]) -> Message:
        if self.options.get("per_square_battles"):
            return msg(
                "battle on hyperspace {square}: {fighters}", square=squares[0], fighters=[Seat(s) for s in seats]
            )
        fighters = [msg("{who} on {square}", who=Seat(s), square=sq) for s, sq in zip(seats, squares, strict=True)]
        return msg("every ship on hyperspace fights: {fighters}", fighters=fighters)

    def result(self) -> Result:
        self._check_over()
        others = [seat for seat in range(self.num_players) if seat != self.winner]
        placed = ranks_from_scores([self.pos[seat] for seat in others])
        ranks = [1] * self.num_players
        for seat, rank in zip(others, placed, strict=True):
            ranks[seat] = rank + 1
        return Result(
            scores=tuple(self.pos),
            ranks=tuple(ranks),
            winners=(self.winner,),
        )

    # --- the procedure ---------------------------------------------------------------------
    @staticmethod
    def _roll_target(start: int, roll: int) -> int:
        return next_hyperspace(start) if roll == 1 else min(FINAL, start + roll)

    def _start_turn(self, events: list[dict] | None = None) -> list[dict]:
        """The next seat's turn (events so far passed in, so a playout builds one list a step)."""
        if events is None:
            events = []
        pos, current = self.pos, self.current
        while current < self.num_players and pos[current] == FINAL:
            events.append({"type": "stay", "seat": current, "square": FINAL})  # nowhere to go
            current += 1
        self.current = current
        if current == self.num_players:
            return events + self._start_battles()
        self.phase = CHOOSE if pos[current] in HYPERSPACE else ROLL
        return events

    def _move_roll(self, roll: int) -> list[dict]:
        seat = self.current
        pos = self.pos
        start = pos[seat]
        to = pos[seat] = next_hyperspace(start) if roll == 1 else (start + roll if start + roll < FINAL else FINAL)
        self.current = seat + 1
        return self._start_turn(
            [
                {"type": "roll", "seat": seat, "value": roll, "purpose": "move"},
                {"type": "move", "seat": seat, "from": start, "to": to, "why": "roll"},
            ]
        )

    def _end_turn(self) -> list[dict]:
        self.current += 1
        return self._start_turn()

    def _start_battles(self) -> list[dict]:
        on_hyperspace = [seat for seat, square in enumerate(self.pos) if square in HYPERSPACE]
        if self.options.get("per_square_battles"):
            squares = sorted({self.pos[seat] for seat in on_hyperspace})
            groups = [[s for s in on_hyperspace if self.pos[s] == sq] for sq in squares]
            self.groups = [g for g in groups if len(g) > 1]
        else:
            self.groups = [on_hyperspace] if len(on_hyperspace) > 1 else []
        if not self.groups:
            return self._end_round()
        return self._open_battle()

    def _open_battle(self) -> list[dict]:
        fighters = self.groups[0]
        self.phase = BATTLE
        self.to_roll = fighters[:]
        self.rolls = []
        return [{"type": "battle", "seats": fighters[:], "squares": [self.pos[s] for s in fighters]}]

    def _battle_roll(self, roll: int) -> list[dict]:
        seat = self.to_roll[0]
        events = [{"type": "roll", "seat": seat, "value": roll, "purpose": "battle"}]
        square = self.pos[seat]
        if roll == 1 and square < FINAL:
            self.pos[seat] = next_hyperspace(square)
            events.append({"type": "move", "seat": seat, "from": square, "to": self.pos[seat], "why": "escape"})
            return events  # the escapee rolls again
        self.to_roll.pop(0)
        self.rolls.append([seat, roll])
        if self.to_roll:
            return events
        return events + self._resolve_battle()

    def _resolve_battle(self) -> list[dict]:
        best = max(roll for _, roll in self.rolls)
        top = [seat for seat, roll in self.rolls if roll == best]
        stays = top[0] if len(top) == 1 else None
        events = [{"type": "battle_result", "rolls": [r[:] for r in self.rolls], "stays": stays, "tie": stays is None}]
        for seat, _ in self.rolls:
            if seat != stays:
                square = self.pos[seat]
                self.pos[seat] = max(START, square - BACK)
                events.append({"type": "move", "seat": seat, "from": square, "to": self.pos[seat], "why": "fall_back"})
        self.groups.pop(0)
        self.rolls = []
        if self.groups:
            return events + self._open_battle()
        return events + self._end_round()

    def _end_round(self) -> list[dict]:
        self.groups = []
        on_final = [seat for seat, square in enumerate(self.pos) if square == FINAL]
        if len(on_final) == 1:
            self.winner = on_final[0]
            self.phase = OVER
            return [{"type": "win", "seat": self.winner}]
        self.round += 1
        self.current = 0
        return [{"type": "round", "round": self.round}] + self._start_turn()

    PHASES = {
        CHOOSE: Phase(
            legal=_choices,
            apply=_choose,
            describe=_words_choose,
            refusal=_refuse_choice,
            sure=_sure_choice,
            ask="hyperspace",
            lit=("square",),
        ),  # fmt: skip
        ROLL: Phase(
            outcomes=_die, roller=_mover, apply=_move_roll, describe=_words_roll, sure=_sure_face, ask="move roll"
        ),
        BATTLE: Phase(
            outcomes=_die, roller=_fighter, apply=_battle_roll, describe=_words_battle, sure=_sure_face, ask="battle"
        ),
        OVER: Phase(),
    }
    """Who acts in each phase, what they may do, what it does and how the log says it."""


register(
    GameInfo(
        id="race",
        title=N_("Hyperspace Race"),
        min_players=2,
        max_players=6,
        state_class=RaceState,
        pitch=N_("Dash across 99 squares; every 7th is hyperspace, where battles send losers back."),
        score_word=N_("square"),  # the result counts the squares reached
        options=(
            Option(
                key="per_square_battles",
                label=N_("Battles per square"),
                default=False,
                help=N_("Only players who share a hyperspace square fight each other."),
            ),
        ),
        rules_path="rules/race.md",
        playout_target=2000,
        parts=Parts(
            board="scenes.boards.race:RaceBoard",
            evaluate="game.ai.race_eval:evaluate",
            art="tools.art_race:generate",
            card="tools.assetkit.cards:card_race",
        ),
    )
)
