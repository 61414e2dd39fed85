"""The seat packet: everything one seat may see and do now, as plain JSON-able data (issue 36).

The phone page and any other reader of one seat's game (a lesson, later) read this, never what a screen drew.
It is built from `state.view(seat)`, the rules' messages and, when the seat decides, its legal actions; its
messages stay data (`Message.as_data()`) so the reader words them in its own language (game/phones/words.py).
A game with secrets names its private part in its registration (`parts.phone`); built from the same view, so a
packet never holds another seat's secret (tests/test_phone_packet.py swaps them and compares).
"""

from __future__ import annotations

from game.rules import CHANCE, TERMINAL, resolve
from game.rules.words import Message, Seat, msg, nmsg

LOG_LINES = 12  # the newest log lines a packet carries: a phone shows a few, the desk keeps the rest


def said(value):
    """A message as plain data; a plain string (a planet's own name) stays as it is."""
    return value.as_data() if isinstance(value, Message) else value


def plain(action):
    """An action as JSON would read it back (tuples become lists), so a packet survives a round trip unchanged."""
    if isinstance(action, (list, tuple)):
        return [plain(item) for item in action]
    return action


class MoveLog:
    """The match's log lines, kept up to date one move at a time (a full replay only after undo or a load).

    `Match.log()` replays the whole record; a desk publishing packets at every move would replay a long
    Hyperline game each time, so this keeps the state after the lines it has and describes only new moves.
    """

    def __init__(self, start=None):
        self.start = start  # the state the record starts from, when it is not the match's first (a test's scenario)
        self.entries: list = []
        self.lines: list[Message] = []
        self.state = None

    def read(self, match) -> list[Message]:
        actions = match.record.actions
        kept = len(self.entries)
        if self.state is None or len(actions) < kept or actions[:kept] != self.entries:
            start = self.start
            self.state = start.clone() if start is not None else match.info.new_game(
                len(match.seats), match.seed, match.options)  # fmt: skip
            self.entries, self.lines, kept = [], [], 0
        for entry in actions[kept:]:
            self.lines.append(self.state.describe(entry.action))
            self.state.apply(entry.action)
            self.entries.append(entry)
        return self.lines


def seat_packet(match, seat: int, *, moment: int, offered: list | None = None, log: list | None = None) -> dict:
    """What `seat` may see and do now; `offered` narrows the choices (a lesson), `log` the match's log lines when
    the caller keeps them (a `MoveLog`), else they are read from the record."""
    state = match.state
    view = state.view(seat)
    actor = state.actor
    your_turn = actor == seat
    choices = []
    if your_turn:
        legal = state.legal_actions()
        if offered is not None:
            legal = [action for action in legal if action in offered]
        choices = [
            {"n": n, "action": plain(action), "label": said(state.label(action))} for n, action in enumerate(legal)
        ]
    part = match.info.parts.phone
    private = [{**item, "words": said(item["words"])} for item in resolve(part)(view, seat)] if part else []
    lines = match.log() if log is None else log
    return {
        "game": match.info.id,
        "seat": seat,
        "names": list(match.names),
        "moment": moment,
        "actor": "over" if actor == TERMINAL else "chance" if actor == CHANCE else actor,
        "your_turn": your_turn,
        "prompt": said(_prompt(state, seat, actor)),
        "choices": choices,
        "private": private,
        "log": [said(line) for line in lines[-LOG_LINES:]],
        "result": _result(state, match.info, view) if actor == TERMINAL else None,
    }


def _prompt(state, seat: int, actor) -> Message:
    if actor == TERMINAL:
        return msg("The game is over.")
    if actor == seat:
        return msg("Your move.")
    if actor == CHANCE:
        roller = state.chance_roller()
        if roller is None:
            return msg("Chance decides: a die or a draw.")
        if roller == seat:
            return msg("Your die or draw: the table takes it.")
        return msg("{who}'s die or draw.", who=Seat(roller))
    return msg("Waiting for {who}.", who=Seat(actor))


def _result(state, info, view) -> dict:
    """The results as data; `summary`: the game's own headline and lines (its `parts.results`, from the seat's view
    at the end: results are public), the ones the table's results screen shows."""
    result = state.result()
    winners = list(result.winners)
    if winners:
        headline = nmsg("{who} wins!", "{who} win!", "count", who=[Seat(s) for s in winners], count=len(winners))
    else:
        headline = msg("Nobody wins.")
    return {
        "ranks": list(result.ranks),
        "scores": list(result.scores),
        "winners": winners,
        "headline": headline.as_data(),
        "tie_breaks": [said(line) for line in result.tie_breaks],
        "summary": _summary(resolve(info.parts.results)(view, result) if info.parts.results else None),
    }


def _summary(own: dict | None) -> dict | None:
    if own is None:
        return None
    headline = own["headline"]
    return {
        "headline": None if headline is None else said(headline),
        "lines": [{"words": said(line), "tone": tone} for line, tone in own["lines"]],
    }
