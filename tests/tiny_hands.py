"""Tiny Hands: a throw-away game with hidden hands, registered only in tests.

It exercises what the five games will need before they exist: chance deals from
a deck, private hands in `view`, re-dealing for bots, and reveals that stop undo.
Deck 1..6; each of 2–3 players is dealt 2 cards; in turn order each plays a card
face up; after each round the single highest card scores a point.
"""

from __future__ import annotations

from game.rules import CHANCE, TERMINAL, GameInfo, GameState, Result, ranks_from_scores
from game.rules.words import Seat, msg

DECK = tuple(range(1, 7))
HAND = 2


class TinyHands(GameState):
    hidden_information = True

    @classmethod
    def new_game(cls, players, seed=None, options=None):
        state = cls()
        state.num_players = players
        state.options = dict(options or {})
        state.deck = list(DECK)
        state.hands = [[] for _ in range(players)]
        state.table = []  # [seat, card] this round
        state.points = [0] * players
        state.current = 0
        state.phase = "deal"
        state.played = []  # every card played so far: public
        return state

    @property
    def actor(self):
        if self.phase == "deal":
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        return self.current

    def legal_actions(self):
        actor = self.actor
        if actor < 0:
            return []
        return [("play", card) for card in sorted(self.hands[actor])]

    def chance_outcomes(self):
        if self.phase != "deal":
            return []
        return [(card, 1 / len(self.deck)) for card in self.deck]

    def _apply(self, action):
        if self.actor == CHANCE:
            seat = next(s for s, hand in enumerate(self.hands) if len(hand) < HAND)
            self.deck.remove(action)
            self.hands[seat].append(action)
            if all(len(hand) == HAND for hand in self.hands):
                self.phase = "play"
            return [{"type": "deal", "seat": seat}]
        _, card = action
        seat = self.current
        self.hands[seat].remove(card)
        self.table.append([seat, card])
        self.played.append(card)
        events = [{"type": "play", "seat": seat, "card": card, "reveal": True}]
        self.current = (seat + 1) % self.num_players
        if len(self.table) == self.num_players:
            best = max(self.table, key=lambda pair: pair[1])
            self.points[best[0]] += 1
            self.table = []
            events.append({"type": "trick", "seat": best[0]})
            if not any(self.hands):
                self.phase = "over"
        return events

    def _describe(self, action):
        if self.actor == CHANCE:
            return msg("a card is dealt")
        return msg("{who} plays {card}", who=Seat(self.current), card=action[1])

    def view(self, seat):
        data = self.to_json()
        data["hands"] = [hand if s == seat else len(hand) for s, hand in enumerate(self.hands)]
        data["deck"] = len(self.deck)
        return data

    @classmethod
    def from_view(cls, view, seat, rng):
        data = dict(view)
        mine = view["hands"][seat]
        pool = [c for c in DECK if c not in mine and c not in view["played"]]
        rng.shuffle(pool)
        hands = []
        for s, entry in enumerate(view["hands"]):
            if s == seat:
                hands.append(list(mine))
            else:
                hands.append(sorted(pool[:entry]))
                pool = pool[entry:]
        data["hands"] = hands
        data["deck"] = sorted(pool)
        return cls.from_json(data)

    def result(self):
        self._check_over()
        top = max(self.points)
        winners = tuple(s for s, p in enumerate(self.points) if p == top)
        return Result(tuple(self.points), ranks_from_scores(self.points), winners)

    def to_json(self):
        return {
            "players": self.num_players,
            "options": dict(self.options),
            "deck": list(self.deck),
            "hands": [list(h) for h in self.hands],
            "table": [list(t) for t in self.table],
            "points": list(self.points),
            "current": self.current,
            "phase": self.phase,
            "played": list(self.played),
        }

    @classmethod
    def from_json(cls, data):
        state = cls()
        state.num_players = data["players"]
        state.options = dict(data["options"])
        state.deck = list(data["deck"])
        state.hands = [list(h) for h in data["hands"]]
        state.table = [list(t) for t in data["table"]]
        state.points = list(data["points"])
        state.current = data["current"]
        state.phase = data["phase"]
        state.played = list(data["played"])
        return state


INFO = GameInfo(id="tiny_hands", title="Tiny Hands (test game)", min_players=2, max_players=3, state_class=TinyHands)
