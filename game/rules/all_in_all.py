"""All in All: The Plunder of Andromeda (Torsten Landsvogt, Zoch 2022).

Missions explore ten portals; every exploration draws a hidden card from another
player's hand (a chance step over that hand) or plays an alien; a drawn sabortal
ends the mission. Landed ships collect and place relics, furthest first; three
sets of three on a home planet win at once. Rulings: docs/rules/all_in_all.md.

Cards are small ints in the state (0-7 relics, 8-10 aliens, 11 the sabortal) and
names in actions, so records read like the rulebook.
"""

from __future__ import annotations

from operator import attrgetter

from game.rules import GameInfo, Parts, Result, ranks_from_scores, register
from game.rules.core import Field, Phase, PhasedState, chances, same_action
from game.rules.words import N_, Message, Seat, msg, nmsg, pmsg

RELICS = ("boots", "toilet_roll", "screwdriver", "cloak", "vacuum", "time_machine", "plug", "lookout")
ALIENS = ("pilferer", "schemer", "time_thief")
SABORTAL = "sabortal"
CARDS = RELICS + ALIENS + (SABORTAL,)
INDEX = {name: i for i, name in enumerate(CARDS)}
PILFERER, SCHEMER, TIME_THIEF, SAB = 8, 9, 10, 11
KINDS = 8
COPIES = 9  # of every relic
CAP = 3  # of one relic on a home planet
SETS_TO_WIN = 3
NUMBERS = (1, 1, 2, 2, 2, 2, 3, 3, 4, 4)  # the portals, front to back
PORTALS = len(NUMBERS)
LAST = PORTALS - 1
FIRST_MISSION_PORTAL = 3  # the 4th portal
TIME_THIEF_SHIFT = 3

# the cards' words: the short name (a label), the title as printed, and the title as the object of a sentence
# ("draws the Wormhole Plug from..."), where German gives it the article of its case ("den Wurmloch-Stöpsel")
SHORT = {
    "boots": msg("Boots"),
    "toilet_roll": msg("Toilet Roll"),
    "screwdriver": msg("Screwdriver"),
    "cloak": msg("Cloak"),
    "vacuum": msg("Vacuum"),
    "time_machine": msg("Time Machine"),
    "plug": msg("Plug"),
    "lookout": msg("Lookout"),
    "pilferer": msg("Pilferer"),
    "schemer": msg("Schemer"),
    "time_thief": msg("Time Thief"),
    "sabortal": msg("Sabortal"),
}
TITLES = {
    "boots": msg("7-Lightyear Boots"),
    "toilet_roll": msg("Never-ending Toilet Paper Roll"),
    "screwdriver": msg("Quantum Screwdriver"),
    "cloak": msg("Cloak of Silence"),
    "vacuum": msg("Moon Dust Vacuum"),
    "time_machine": msg("Sour-makes-you-happy Time Machine"),
    "plug": msg("Wormhole Plug"),
    "lookout": msg("Knock-on-wood Lookout"),
    "pilferer": msg("Pilferer"),
    "schemer": msg("Schemer"),
    "time_thief": msg("Time Thief"),
    "sabortal": msg("Sabortal"),
}
OBJECTS = {
    # Translators: a card as the object of a sentence ("draws ... from Ben", "collects ... from portal 3"):
    # German with its accusative article (den Quanten-Schraubenzieher, die Klopapierrolle, das Holzauge)
    "boots": pmsg("card as object", "the 7-Lightyear Boots"),
    "toilet_roll": pmsg("card as object", "the Never-ending Toilet Paper Roll"),
    "screwdriver": pmsg("card as object", "the Quantum Screwdriver"),
    "cloak": pmsg("card as object", "the Cloak of Silence"),
    "vacuum": pmsg("card as object", "the Moon Dust Vacuum"),
    "time_machine": pmsg("card as object", "the Sour-makes-you-happy Time Machine"),
    "plug": pmsg("card as object", "the Wormhole Plug"),
    "lookout": pmsg("card as object", "the Knock-on-wood Lookout"),
    "pilferer": pmsg("card as object", "the Pilferer"),
    "schemer": pmsg("card as object", "the Schemer"),
    "time_thief": pmsg("card as object", "the Time Thief"),
    "sabortal": pmsg("card as object", "the Sabortal"),
}

# the phases: aliens under the portals, dealing, a mission's explorations, the draw from a hand, landing,
# a sabortal's pick, collecting and placing
SETUP, REFILL, EXPLORE, DRAW, LAND, PICK, COLLECT, OVER = (
    "setup",
    "refill",
    "explore",
    "draw",
    "land",
    "pick",
    "collect",
    "over",
)
CHANCE_PHASES = (SETUP, REFILL, DRAW)

LAND_ACTION, FLY = "land", "fly"
DONE, NO_PICK = "done", "no_pick"
HOME, HAND = "home", "hand"
COLLECT_ACTIONS = tuple(tuple(("collect", p, name) for name in CARDS) for p in range(PORTALS))
PLACE_ACTIONS = tuple(("place", name) for name in RELICS)
"""The actions of collecting (by portal and card) and placing (by relic), made once: the playouts list them often."""
OTHERS = {n: tuple(tuple((me + k) % n for k in range(1, n)) for me in range(n)) for n in range(3, 7)}
"""By table size and explorer: the other seats, clockwise from the explorer's left."""
DRAW_ACTIONS = {n: tuple(tuple(("draw", v) for v in others) for others in OTHERS[n]) for n in OTHERS}


def hand_target(players: int) -> int:
    """Cards in hand (the sabortal included) after the deal and after each refill."""
    return 7 if players <= 4 else 6


def card_title(name: str) -> Message:
    """A card's title as printed on it, for a tooltip or a list."""
    return TITLES[name]


def complete_sets(home) -> int:
    return sum(1 for c in home if c >= CAP)


def drawn_from_pile(seat: int) -> Message:
    """The log's line for one card dealt or refilled: a table folds these into the seat's last ("is dealt 7")."""
    return msg("{who} draws a card from the pile", who=Seat(seat))


def _three_already(name: str) -> Message:
    return msg("You already have three {card}: no more than three of a kind.", card=TITLES[name])



class AllInAllState(PhasedState):
    """Hands, portals, ships and home planets; all plain data."""

    hidden_information = True

    __slots__ = (
        "num_players",
        "options",
        "phase",
        "hands",
        "known",
        "pile",
        "portals",
        "ships",
        "landed",
        "homes",
        "pass_holder",
        "mission",
        "portal",
        "explorer",
        "victim",
        "queue",
        "actions_left",
        "aliens_left",
        "placed",
        "winners",
        "ending",
        "_legal",
    )

    FIELDS = (
        Field("num_players", key="players"),
        Field("options", "shared"),
        Field("phase"),
        Field("hands", "lists"),
        Field("known", "lists"),  # cards everyone saw go into a hand
        Field("pile", "list"),
        Field("portals", "lists"),
        Field("ships", "lists"),
        Field("landed", "list"),
        Field("homes", "lists"),
        Field("pass_holder"),
        Field("mission"),
        Field("portal"),
        Field("explorer"),
        Field("victim"),
        Field("queue", "list"),
        Field("actions_left"),
        Field("aliens_left", "list"),
        Field("placed"),
        Field("winners", "list"),
        Field("ending"),
        Field("_legal", saved=False),  # the legal actions, remembered until the next move
    )

    @classmethod
    def new_game(cls, players: int, seed=None, options: dict | None = None) -> AllInAllState:
        state = cls()
        n = players
        state.num_players = n
        state.options = dict(options or {})
        state.phase = SETUP
        state.hands = [[0] * 12 for _ in range(n)]
        state.known = [[0] * 11 for _ in range(n)]  # cards everyone saw go into a hand
        state.pile = [COPIES] * KINDS
        state.portals = [[] for _ in range(PORTALS)]
        state.ships = [[] for _ in range(PORTALS)]
        state.landed = [-1] * n
        state.homes = [[0] * KINDS for _ in range(n)]
        state.pass_holder = 0  # the starting pass: the first seat saw a flying object last
        state.mission = 0
        state.portal = FIRST_MISSION_PORTAL
        state.explorer = 0
        state.victim = -1
        state.queue = []
        state.actions_left = 0
        state.aliens_left = [PILFERER, SCHEMER, TIME_THIEF]
        state.placed = False
        state.winners = []
        state.ending = ""
        state._legal = None
        return state

    # --- the contract ------------------------------------------------------------------------
    def legal_actions(self) -> list:
        """The phase's legal actions, remembered until the next move (explain and the bots ask several times)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = _LEGAL[self.phase](self)
        return list(legal)

    def _apply(self, action) -> list[dict]:
        self._legal = None  # a move changes what is legal
        return _MOVES[self.phase](self, action)

    def _listed(self, action) -> bool:
        """The quick look for an action among the legal ones (`explain` checks carefully otherwise)."""
        legal = self._legal if self._legal is not None else self.legal_actions()
        try:
            found = legal[legal.index(action)]
        except (ValueError, TypeError):
            return False
        return same_action(action, found)

    def _explore_actions(self) -> list:
        me = self.explorer
        n = self.num_players
        hand = self.hands[me]
        legal = list(DRAW_ACTIONS[n][me])
        if hand[PILFERER]:
            mine = self.homes[me]
            for v in OTHERS[n][me]:
                theirs = self.homes[v]
                for k in range(KINDS):
                    if 0 < theirs[k] < CAP and mine[k] < CAP:
                        legal.append(("pilferer", v, RELICS[k]))
        if hand[SCHEMER]:
            mine = self.homes[me]
            for p in range(PORTALS):
                for k in sorted({c for c in self.portals[p] if c < KINDS}):
                    legal.append(("schemer", p, RELICS[k], HAND))
                    if mine[k] < CAP:
                        legal.append(("schemer", p, RELICS[k], HOME))
        if hand[TIME_THIEF]:
            legal.append(("time_thief",))
        return legal

    def _collect_actions(self) -> list:
        seat = self.queue[0]  # the collector
        legal = []
        add = legal.append
        for named, cards in zip(COLLECT_ACTIONS, self.portals, strict=True):
            if cards:
                if len(cards) == 1:
                    add(named[cards[0]])
                else:
                    for c in sorted(set(cards)):
                        add(named[c])
        hand, home = self.hands[seat], self.homes[seat]
        for k in range(KINDS):
            if hand[k] and home[k] < CAP:
                add(PLACE_ACTIONS[k])
        add(DONE)
        return legal

    def _can_act_in_collection(self, seat: int) -> bool:
        if any(self.portals):
            return True
        hand, home = self.hands[seat], self.homes[seat]
        return any(hand[k] and home[k] < CAP for k in range(KINDS))

    def public_decision(self) -> bool:
        """Landing needs no secrets: a shared screen asks it without showing anybody's hand."""
        return self.phase == LAND

    # --- refusals ----------------------------------------------------------------------------
    def _refuse_exploring(self, action) -> Message:
        me = self.explorer
        kind = action[0] if type(action) is tuple and action else action
        hand = self.hands[me]
        if kind in ("collect", "place", DONE):
            return msg("Cards are collected and placed only when the mission has ended.")
        if kind == "draw":
            if len(action) == 2 and action[1] == me:
                return msg("You explore by drawing from another player's hand, not your own.")
            return msg("Draw from the hand of another player at the table.")
        if kind == "pilferer":
            if not hand[PILFERER]:
                return msg("You have no Pilferer in your hand.")
            if len(action) == 3 and action[1] in range(self.num_players) and action[2] in RELICS:
                k = INDEX[action[2]]
                if action[1] == me:
                    return msg("The Pilferer steals from another player's home planet, not yours.")
                if self.homes[action[1]][k] >= CAP:
                    return msg("A complete set of three cannot be stolen from.")
                if self.homes[action[1]][k] == 0:
                    return msg("{who} has no {card} on their home planet.", who=Seat(action[1]), card=TITLES[action[2]])
                if self.homes[me][k] >= CAP:
                    return _three_already(action[2])
            return msg("Choose a player and a relic on their home planet to steal.")
        if kind == "schemer":
            if not hand[SCHEMER]:
                return msg("You have no Schemer in your hand.")
            if len(action) == 4 and action[2] in ALIENS:
                return msg("The Schemer takes a relic, never an alien.")
            if (
                len(action) == 4
                and action[3] == HOME
                and action[2] in RELICS
                and self.homes[me][INDEX[action[2]]] >= CAP
            ):
                return msg("You already have three {card}: take it into your hand instead.", card=TITLES[action[2]])
            return msg(
                "Choose a relic lying under a portal, and whether it goes onto your home planet or into your hand."
            )
        if kind in ("time_thief", "time thief"):
            return msg("You have no Time Thief in your hand.")
        return msg("Explore the next portal: draw a card from another player's hand, or play an alien.")

    def _refuse_collecting(self, action) -> Message:
        me = self.queue[0]
        kind = action[0] if type(action) is tuple and action else action
        if kind == "collect":
            return msg("That card is not lying under that portal.")
        if kind == "place":
            if len(action) == 2 and action[1] in ALIENS:
                return msg("Aliens are never placed on a home planet: only relics.")
            if len(action) == 2 and action[1] in RELICS:
                k = INDEX[action[1]]
                if self.homes[me][k] >= CAP:
                    return _three_already(action[1])
                return msg("You have no {card} in your hand.", card=TITLES[action[1]])
            return msg("Place a relic from your hand.")
        return msg("Collect a card from a portal, place a relic from your hand, or finish.")

    # --- moves ------------------------------------------------------------------------------------
    def _take_from_hand(self, seat: int, card: int) -> None:
        self.hands[seat][card] -= 1
        known = self.known[seat]
        if card < SAB and known[card]:
            known[card] -= 1

    def _give_openly(self, seat: int, card: int) -> None:
        self.hands[seat][card] += 1
        self.known[seat][card] += 1

    def _setup_alien(self, name: str) -> list[dict]:
        alien = INDEX[name]
        portal = 3 - len(self.aliens_left)
        self.aliens_left.remove(alien)
        self.portals[portal].append(alien)
        events = [{"type": "alien_setup", "card": CARDS[alien], "portal": portal}]
        if not self.aliens_left:
            for hand in self.hands:
                hand[SAB] = 1
            events.append({"type": "sabortals"})
            events += self._start_refill()
        return events

    def _start_refill(self) -> list[dict]:
        n = self.num_players
        target = hand_target(n)
        order = [(self.pass_holder + k) % n for k in range(n)]
        self.queue = [s for s in order if sum(self.hands[s]) < target]
        self.phase = REFILL
        if not self.queue or not any(self.pile):
            self.queue = []
            return self._start_mission()
        return []

    def _refill(self, name: str) -> list[dict]:
        card = INDEX[name]
        seat = self.queue[0]
        self.pile[card] -= 1
        self.hands[seat][card] += 1
        events = [{"type": "deal", "seat": seat}]  # the card stays secret
        if sum(self.hands[seat]) >= hand_target(self.num_players):
            self.queue.pop(0)
        if not self.queue or not any(self.pile):
            self.queue = []
            events += self._start_mission()
        return events

    def _start_mission(self) -> list[dict]:
        if self.mission >= 1 and not any(self.pile) and not self.placed:
            return self._stalemate()
        self.mission += 1
        self.placed = False
        self.portal = FIRST_MISSION_PORTAL if self.mission == 1 else 0
        self.explorer = self.pass_holder
        self.ships = [[] for _ in range(PORTALS)]
        self.landed = [-1] * self.num_players
        self.phase = EXPLORE
        return [{"type": "mission", "number": self.mission, "portal": self.portal, "seat": self.explorer}]

    def _stalemate(self) -> list[dict]:
        """The draw pile is empty and nobody placed a relic last mission: the most complete sets win."""
        keys = [(complete_sets(h), sum(h)) for h in self.homes]
        best = max(keys)
        self.winners = [s for s, key in enumerate(keys) if key == best]
        self.phase = OVER
        self.ending = "stalemate"
        return [{"type": "stalemate", "winners": list(self.winners)}]

    def _explore(self, action) -> list[dict]:
        me = self.explorer
        kind = action[0]
        if kind == "draw":
            self.victim = action[1]
            self.phase = DRAW
            return [{"type": "reach", "seat": me, "from": self.victim, "portal": self.portal}]
        portal = self.portal
        if kind == "pilferer":
            victim, k = action[1], INDEX[action[2]]
            self._take_from_hand(me, PILFERER)
            self.portals[portal].append(PILFERER)
            self.homes[victim][k] -= 1
            self.homes[me][k] += 1
            events = [
                {"type": "alien", "card": "pilferer", "seat": me, "portal": portal, "reveal": True},
                {"type": "steal", "seat": me, "from": victim, "card": RELICS[k]},
            ]
            if self._won(me):
                return events + self._win(me)
            return events + self._after_exploration(True)
        if kind == "schemer":
            source, k, where = action[1], INDEX[action[2]], action[3]
            self._take_from_hand(me, SCHEMER)
            self.portals[source].remove(k)
            self.portals[source].append(SCHEMER)
            events = [
                {"type": "alien", "card": "schemer", "seat": me, "portal": source, "reveal": True},
                {"type": "scheme", "seat": me, "portal": source, "card": RELICS[k], "to": where},
            ]
            if where == HOME:
                self.homes[me][k] += 1
                self.placed = True
                if self._won(me):
                    return events + self._win(me)
            else:
                self._give_openly(me, k)
            return events + self._after_exploration(False)
        # the time thief
        self._take_from_hand(me, TIME_THIEF)
        self.portals[portal].append(TIME_THIEF)
        moves = []
        for p in range(PORTALS):  # the front-most stacks first; an arriving stack goes on top
            stack = self.ships[p]
            target = max(0, p - TIME_THIEF_SHIFT)
            if stack and target != p:
                self.ships[target].extend(stack)
                self.ships[p] = []
                for s in stack:
                    self.landed[s] = target
                moves.append({"from": p, "to": target, "seats": list(stack)})
        events = [
            {"type": "alien", "card": "time_thief", "seat": me, "portal": portal, "reveal": True},
            {"type": "time_thief", "seat": me, "moves": moves},
        ]
        return events + self._after_exploration(True)

    def _drawn(self, name: str) -> list[dict]:
        card = INDEX[name]
        me, victim, portal = self.explorer, self.victim, self.portal
        if card == SAB:
            # the sabortal never leaves its owner's hand: drawn, shown and given back at once
            events = [{"type": "sabortal", "seat": me, "from": victim, "portal": portal, "reveal": True}]
            if any(self.portals):
                self.phase = PICK
                return events
            return events + self._start_collection()
        self._take_from_hand(victim, card)
        self.portals[portal].append(card)
        self.victim = -1
        events = [{"type": "draw", "seat": me, "from": victim, "card": CARDS[card], "portal": portal, "reveal": True}]
        return events + self._after_exploration(True)

    def _flying(self) -> list[int]:
        """Seats still flying, the explorer first."""
        landed, me = self.landed, self.explorer
        flying = []
        for s in range(me, self.num_players):
            if landed[s] < 0:
                flying.append(s)
        for s in range(me):
            if landed[s] < 0:
                flying.append(s)
        return flying

    def _after_exploration(self, landing_allowed: bool) -> list[dict]:
        flying = self._flying()
        portal = self.portal
        if portal == LAST:  # the super-mission: every ship still flying lands at the furthest portal
            events = [{"type": "super_mission", "seats": list(flying)}]
            for s in flying:
                events += self._land(s)
            return events + self._start_collection()
        if landing_allowed and flying:
            self.queue = flying
            self.phase = LAND
            return []
        return self._next_explorer()

    def _land(self, seat: int) -> list[dict]:
        self.ships[self.portal].append(seat)
        self.landed[seat] = self.portal
        return [{"type": "land", "seat": seat, "portal": self.portal}]

    def _land_decision(self, action: str) -> list[dict]:
        seat = self.queue.pop(0)
        events = self._land(seat) if action == LAND_ACTION else [{"type": "fly", "seat": seat, "portal": self.portal}]
        if self.queue:
            return events
        if min(self.landed) >= 0:  # every ship has landed
            return events + self._start_collection()
        return events + self._next_explorer()

    def _next_explorer(self) -> list[dict]:
        n = self.num_players
        self.portal += 1
        landed, me = self.landed, self.explorer
        for k in range(1, n + 1):  # the next seat still flying, clockwise (the explorer last)
            s = (me + k) % n
            if landed[s] < 0:
                break
        self.explorer = s
        self.phase = EXPLORE
        self.queue = []
        return [{"type": "explore", "seat": self.explorer, "portal": self.portal}]

    def _pick(self, action) -> list[dict]:
        victim = self.victim
        events = []
        if action != NO_PICK:
            _, p, name = action
            c = INDEX[name]
            self.portals[p].remove(c)
            self._give_openly(victim, c)
            events.append({"type": "pick", "seat": victim, "portal": p, "card": name})
        return events + self._start_collection()

    def _start_collection(self) -> list[dict]:
        self.victim = -1
        order = []
        for p in range(LAST, -1, -1):  # furthest portal first; at one portal, bottom of the stack first
            order += self.ships[p]
        self.queue = order
        self.phase = COLLECT
        events = [{"type": "mission_over", "order": list(order)}]
        return events + self._next_collector(first=True)

    def _next_collector(self, first: bool = False) -> list[dict]:
        events = []
        if not first:
            self.queue.pop(0)
        while self.queue:
            seat = self.queue[0]
            if self._can_act_in_collection(seat):
                self.actions_left = NUMBERS[self.landed[seat]]
                return events + [{"type": "collector", "seat": seat, "actions": self.actions_left}]
            events.append({"type": "nothing_to_do", "seat": seat})
            self.queue.pop(0)
        return events + self._finish_mission()

    def _collect(self, action) -> list[dict]:
        seat = self.queue[0]
        if action == DONE:
            return [{"type": "done", "seat": seat, "wasted": self.actions_left}] + self._next_collector()
        if action[0] == "collect":
            _, p, name = action
            c = INDEX[name]
            self.portals[p].remove(c)
            self._give_openly(seat, c)
            events = [{"type": "collect", "seat": seat, "portal": p, "card": name}]
        else:
            k = INDEX[action[1]]
            self._take_from_hand(seat, k)
            self.homes[seat][k] += 1
            self.placed = True
            events = [{"type": "place", "seat": seat, "card": action[1], "reveal": True}]
            if self._won(seat):
                return events + self._win(seat)
        self.actions_left -= 1
        if self.actions_left and self._can_act_in_collection(seat):
            return events
        return events + self._next_collector()

    def _finish_mission(self) -> list[dict]:
        holder = self.pass_holder
        leftovers = [c for cards in self.portals for c in cards]
        events = []
        if leftovers:
            for c in leftovers:
                self._give_openly(holder, c)
            self.portals = [[] for _ in range(PORTALS)]
            events.append({"type": "leftovers", "seat": holder, "cards": [CARDS[c] for c in leftovers]})
        self.ships = [[] for _ in range(PORTALS)]
        self.landed = [-1] * self.num_players
        self.pass_holder = (holder + 1) % self.num_players
        events.append({"type": "pass", "seat": self.pass_holder})
        return events + self._start_refill()

    def _won(self, seat: int) -> bool:
        return complete_sets(self.homes[seat]) >= SETS_TO_WIN

    def _win(self, seat: int) -> list[dict]:
        self.winners = [seat]
        self.phase = OVER
        self.ending = "sets"
        self.queue = []
        return [{"type": "win", "seat": seat}]

    # --- the log ---------------------------------------------------------------------------------
    def _describe(self, action) -> Message:
        line = super()._describe(action)
        if self.phase in CHANCE_PHASES or self.explain(action) is not None:
            return line
        after = self.clone()
        for part in after._aftermath(after._apply(action)):
            line = msg("{said}; {then}", said=line, then=part)
        return line

    def _aftermath(self, events: list[dict]) -> list[Message]:
        """The end of a mission a move set off, for the same log line: the leftovers and the pass moving on."""
        said = []
        for event in events:
            if event["type"] == "leftovers":
                cards = [TITLES[c] for c in event["cards"]]
                said.append(
                    msg("the cards left under the portals go to {who}, who held the pass: {cards}",
                        who=Seat(event["seat"]), cards=cards)
                )  # fmt: skip
            elif event["type"] == "pass":
                said.append(msg("the starting pass moves to {who}", who=Seat(event["seat"])))
        return said

    # --- the phases: set-up ------------------------------------------------------------------------
    def _alien_outcomes(self) -> list:
        return chances({CARDS[a]: 1 for a in self.aliens_left})

    def _words_alien(self, action) -> Message:
        # Translators: {alien} is one of the three aliens (Pilferer, Schemer, Time Thief)
        return msg("The {alien} is laid under portal {portal}", alien=TITLES[action], portal=4 - len(self.aliens_left))

    def _refill_outcomes(self) -> list:
        pile = self.pile
        total = sum(pile)  # written out, not `chances`: the playouts draw here at every refill
        return [(RELICS[k], pile[k] / total) for k in range(KINDS) if pile[k]]

    def _sure_refill(self, action) -> bool:
        k = INDEX.get(action) if type(action) is str else None
        return k is not None and k < KINDS and self.pile[k] > 0

    def _words_refill(self, action) -> Message:
        seat = self.queue[0]
        held = sum(self.hands[seat]) + 1
        if held >= hand_target(self.num_players) or sum(self.pile) == 1:  # this seat's last card: one line
            if self.mission == 0:
                return nmsg("{who} is dealt {count} card", "{who} is dealt {count} cards", "count",
                            who=Seat(seat), count=held)  # fmt: skip
            return nmsg("{who} fills their hand to {count} card", "{who} fills their hand to {count} cards", "count",
                        who=Seat(seat), count=held)  # fmt: skip
        return drawn_from_pile(seat)

    # --- the phases: a mission ----------------------------------------------------------------------
    def _words_explore(self, action) -> Message:
        me = Seat(self.explorer)
        portal = self.portal + 1
        kind = action[0]
        if kind == "draw":
            return msg("{who} explores portal {portal}: draws from {victim}'s hand", who=me, portal=portal,
                       victim=Seat(action[1]))  # fmt: skip
        if kind == "pilferer":
            return msg("{who} plays the Pilferer at portal {portal}: steals {card} from {victim}", who=me,
                       portal=portal, card=OBJECTS[action[2]], victim=Seat(action[1]))  # fmt: skip
        if kind == "schemer":
            card, source = OBJECTS[action[2]], action[1] + 1
            if action[3] == HOME:
                return msg("{who} plays the Schemer: {card} from portal {portal} goes onto their home planet; "
                           "nobody lands", who=me, card=card, portal=source)  # fmt: skip
            return msg("{who} plays the Schemer: {card} from portal {portal} goes into their hand; nobody lands",
                       who=me, card=card, portal=source)  # fmt: skip
        return msg("{who} plays the Time Thief at portal {portal}: landed ships move 3 portals back", who=me,
                   portal=portal)  # fmt: skip

    def _label_explore(self, action) -> Message:
        kind = action[0]
        if kind == "draw":
            return msg("Draw from {victim}'s hand", victim=Seat(action[1]))
        if kind == "pilferer":
            return msg("Play the Pilferer: steal {card} from {victim}", card=OBJECTS[action[2]], victim=Seat(action[1]))
        if kind == "schemer":
            card, source = OBJECTS[action[2]], action[1] + 1
            if action[3] == HOME:
                return msg("Play the Schemer: {card} from portal {portal} onto your home planet", card=card,
                           portal=source)  # fmt: skip
            return msg("Play the Schemer: {card} from portal {portal} into your hand", card=card, portal=source)
        return msg("Play the Time Thief")

    def _draw_outcomes(self) -> list:
        hand = self.hands[self.victim]
        total = sum(hand)  # written out, not `chances`: the playouts draw here at every exploration
        return [(CARDS[c], hand[c] / total) for c in range(12) if hand[c]]

    def _sure_draw(self, action) -> bool:
        c = INDEX.get(action) if type(action) is str else None
        return c is not None and self.hands[self.victim][c] > 0

    def _words_draw(self, action) -> Message:
        me, victim = Seat(self.explorer), Seat(self.victim)
        if action == SABORTAL:
            return msg("{who} draws the sabortal from {victim}'s hand: the mission is over", who=me, victim=victim)
        return msg("{who} draws {card} from {victim}'s hand for portal {portal}", who=me, card=OBJECTS[action],
                   victim=victim, portal=self.portal + 1)  # fmt: skip

    def _first_in_queue(self) -> int:
        return self.queue[0]

    def _land_choices(self) -> list:
        return [LAND_ACTION, FLY]

    def _sure_land(self, action) -> bool:
        return type(action) is str and (action == LAND_ACTION or action == FLY)

    def _words_land(self, action) -> Message:
        seat = Seat(self.queue[0])
        if action == LAND_ACTION:
            return msg("{who} lands at portal {portal} (worth {worth})", who=seat, portal=self.portal + 1,
                       worth=NUMBERS[self.portal])  # fmt: skip
        return msg("{who} flies on", who=seat)

    def _label_land(self, action) -> Message:
        if action == LAND_ACTION:
            return msg("Land at portal {portal} (worth {worth})", portal=self.portal + 1, worth=NUMBERS[self.portal])
        return msg("Fly on")

    def _refuse_landing(self, action) -> Message:
        return msg("Decide now: land your ship above this portal, or fly on with the mission.")

    def _pick_actions(self) -> list:
        legal = [("pick", p, CARDS[c]) for p in range(PORTALS) for c in sorted(set(self.portals[p]))]
        legal.append(NO_PICK)
        return legal

    def _words_pick(self, action) -> Message:
        if action == NO_PICK:
            return msg("{who} takes nothing from the portals", who=Seat(self.victim))
        return msg("{who} takes {card} from portal {portal}", who=Seat(self.victim), card=OBJECTS[action[2]],
                   portal=action[1] + 1)  # fmt: skip

    def _label_pick(self, action) -> Message:
        if action == NO_PICK:
            return msg("Take nothing")
        return msg("Take {card} from portal {portal}", card=OBJECTS[action[2]], portal=action[1] + 1)

    def _refuse_pick(self, action) -> Message:
        if type(action) is tuple and action and action[0] == "pick":
            return msg("Pick a card that lies under a portal (or take nothing).")
        return msg("A sabortal was drawn from your hand: you may take one card from any portal, or take nothing.")

    # --- the phases: collecting ---------------------------------------------------------------------
    def _words_collect(self, action) -> Message:
        seat = Seat(self.queue[0])
        if action == DONE:
            return msg("{who} is done collecting", who=seat)
        if action[0] == "collect":
            return msg("{who} collects {card} from portal {portal}", who=seat, card=OBJECTS[action[2]],
                       portal=action[1] + 1)  # fmt: skip
        return msg("{who} places {card} on their home planet", who=seat, card=OBJECTS[action[1]])

    def _label_collect(self, action) -> Message:
        if action == DONE:
            return msg("Stop collecting")
        if action[0] == "collect":
            return msg("Collect {card} from portal {portal}", card=OBJECTS[action[2]], portal=action[1] + 1)
        return msg("Place {card} on your home planet", card=OBJECTS[action[1]])

    PHASES = {
        SETUP: Phase(apply=_setup_alien, describe=_words_alien, outcomes=_alien_outcomes, ask="setup"),
        REFILL: Phase(
            apply=_refill, describe=_words_refill, outcomes=_refill_outcomes, sure=_sure_refill, ask="refill"
        ),
        EXPLORE: Phase(
            _explore_actions,
            _explore,
            _words_explore,
            refusal=_refuse_exploring,
            label=_label_explore,
            actor=attrgetter("explorer"),
            sure=_listed,
            ask="explore",
            lit=("portal", "card"),
        ),
        DRAW: Phase(apply=_drawn, describe=_words_draw, outcomes=_draw_outcomes, sure=_sure_draw, ask="draw"),
        LAND: Phase(
            _land_choices, _land_decision, _words_land, refusal=_refuse_landing, label=_label_land,
            actor=_first_in_queue, sure=_sure_land, ask="landing", lit=("portal",),
        ),  # fmt: skip
        PICK: Phase(
            _pick_actions, _pick, _words_pick, refusal=_refuse_pick, label=_label_pick, actor=attrgetter("victim"),
            sure=_listed, ask="pick", lit=("card",),
        ),  # fmt: skip
        COLLECT: Phase(
            _collect_actions,
            _collect,
            _words_collect,
            refusal=_refuse_collecting,
            label=_label_collect,
            actor=_first_in_queue,
            sure=_listed,
            ask="collect",
            lit=("relic", "card"),
        ),
        OVER: Phase(),
    }

    # --- the end ------------------------------------------------------------------------------------
    def result(self) -> Result:
        self._check_over()
        n = self.num_players
        sets = [complete_sets(h) for h in self.homes]
        relics = [sum(h) for h in self.homes]
        keys = [(1 if s in self.winners else 0, sets[s], relics[s]) for s in range(n)]
        tie_breaks = ()
        if self.ending == "stalemate":
            tie_breaks = (
                msg("The draw pile ran out and nobody placed a relic: most complete sets, then most relics"),
            )
        return Result(
            scores=tuple(float(r) for r in relics),
            ranks=ranks_from_scores(keys),
            winners=tuple(self.winners),
            tie_breaks=tie_breaks,
        )

    # --- views ---------------------------------------------------------------------------------------
    def view(self, seat: int | None) -> dict:
        """Everything on the table; of the hands, the seat's own and only sizes (and what all saw) of others.

        `seat` None is the public table: no hand at all, for a screen everyone may see.
        """
        data = self.to_json()
        data["hands"] = [list(h) if s == seat else sum(h) for s, h in enumerate(self.hands)]
        data["pile"] = sum(self.pile)
        data["seat"] = seat
        return data

    @classmethod
    def from_view(cls, view: dict, seat: int, rng) -> AllInAllState:
        """Re-deal what `seat` cannot see: the other hands' unknown cards and the draw pile."""
        n = view["players"]
        hands_view = view["hands"]
        mine = hands_view[seat]
        known = view["known"]
        relics = [COPIES] * KINDS
        aliens = [PILFERER, SCHEMER, TIME_THIEF]
        for c in view["aliens_left"]:
            aliens.remove(c)

        def gone(card):
            if card < KINDS:
                relics[card] -= 1
            elif card < SAB:
                aliens.remove(card)

        for c in range(SAB):
            for _ in range(mine[c]):
                gone(c)
        for cards in view["portals"]:
            for c in cards:
                gone(c)
        for home in view["homes"]:
            for k in range(KINDS):
                relics[k] -= home[k]
        holders = []
        sabortal = 0 if view["phase"] == SETUP else 1
        for s in range(n):
            if s == seat:
                continue
            for c in range(SAB):
                for _ in range(known[s][c]):
                    gone(c)
            holders += [s] * (hands_view[s] - sabortal - sum(known[s]))
        relic_pool = [k for k in range(KINDS) for _ in range(relics[k])]
        rng.shuffle(relic_pool)
        rng.shuffle(holders)
        hands = [[0] * 12 for _ in range(n)]
        hands[seat] = list(mine)
        for s in range(n):
            if s != seat:
                hand = hands[s]
                for c in range(SAB):
                    hand[c] = known[s][c]
                hand[SAB] = sabortal
        for i, s in enumerate(holders):
            card = aliens[i] if i < len(aliens) else relic_pool.pop()
            hands[s][card] += 1
        pile = [0] * KINDS
        for k in relic_pool:
            pile[k] += 1
        data = dict(view)
        data["hands"] = hands
        data["pile"] = pile
        data.pop("seat", None)
        return cls.from_json(data)


def private_part(view: dict, seat: int) -> list[dict]:
    """The seat's hand for its phone page (game/engine/seat_packet.py's "private" part): one item a kind of card
    held, in the cards' order (relics, aliens, the sabortal), with its picture under assets/sprites."""
    hand = view["hands"][seat]
    if not isinstance(hand, list):
        return []
    return [
        {"kind": "card", "words": TITLES[CARDS[c]], "sprite": f"all_in_all/card_{CARDS[c]}.png", "count": count}
        for c, count in enumerate(hand)
        if count
    ]


def _together(seats: list[int]):
    """Seats as one subject: "Ana", "Ana and Ben", "Ana, Ben and Cy"."""
    if len(seats) < 2:
        return Seat(seats[0]) if seats else ""
    return msg("{names} and {last}", names=[Seat(s) for s in seats[:-1]], last=Seat(seats[-1]))


def results_part(view: dict, result) -> dict:
    """The results' words (GameInfo parts.results): the score column counts relics, so a win on completed sets
    (12 relics beside 12, "Vega wins!") said nothing of why. Each seat's sets, and how the game ended."""
    homes = view["homes"]
    winners = set(result.winners)
    lines = []
    if view.get("ending") == "sets":
        said = nmsg(
            "{who} placed {count} set of three first; the others rank by sets, then relics.",
            "{who} placed {count} sets of three first; the others rank by sets, then relics.",
            "count",
            who=_together(sorted(winners)),
            count=SETS_TO_WIN,
        )
        lines.append((said, "accent"))
    for reason in result.tie_breaks:
        lines.append((reason, "accent"))
    for seat in sorted(range(len(homes)), key=lambda s: result.ranks[s]):
        sets = nmsg("{count} complete set", "{count} complete sets", "count", count=complete_sets(homes[seat]))
        relics = nmsg("{count} relic", "{count} relics", "count", count=sum(homes[seat]))
        line = msg("{name}: {sets}, {relics}", name=Seat(seat), sets=sets, relics=relics)
        lines.append((line, "good" if seat in winners else "ink"))
    return {"headline": None, "lines": lines}


_LEGAL, _MOVES = AllInAllState._LEGAL, AllInAllState._APPLY
"""The phase tables as module names: the playouts look them up at every step, a class lookup costs more."""

register(
    GameInfo(
        id="all_in_all",
        title=N_("All in All"),
        min_players=3,
        max_players=6,
        state_class=AllInAllState,
        pitch=N_("Plunder ten portals; land before a sabortal ends the mission, then collect three sets of three."),
        score_word=N_("relics"),  # relics placed at home; the sets that win are told beside them
        rules_path="rules/all_in_all.md",
        playout_target=300,
        search_leaf="evaluate",  # random games to the end carry little signal: greedy-level play wins them
        parts=Parts(
            board="scenes.boards.all_in_all.view:AllInAllBoard",
            phone="game.rules.all_in_all:private_part",
            results="game.rules.all_in_all:results_part",
            evaluate="game.ai.all_in_all_eval:evaluate",
            art="tools.art_all_in_all:generate",
            card="tools.assetkit.cards:card_all_in_all",
        ),
    )
)
