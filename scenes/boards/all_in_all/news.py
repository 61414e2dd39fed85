"""What All in All's table tells between the moves: the deal (quick, and skipped at a click), the end of a
mission held long enough to read (the leftover sweep, the pass moving on), and hints in the player's words."""

from game.words import _, ngettext
from scenes.boards.all_in_all.art import FLIGHT, GOLD
from scenes.boards.kit import smooth

STAGGER = 0.05  # seconds between cards setting off together
DEAL_PAUSE = 0.2  # seconds between cards dealt, at normal pace (28 cards: about 6 s)
HOLD = {"sabortal": 2.2, "mission_over": 2.0, "leftovers": 2.2, "pass": 1.6}  # seconds to read the news, at normal


def is_deal(events) -> bool:
    """Cards dealt from the pile (the first deal or a refill), and the mission that may start after them."""
    return bool(events) and events[0]["type"] == "deal" and all(e["type"] in ("deal", "mission") for e in events)


def deal_words(mission: int, target: int) -> str:
    """The banner over a deal (before the first mission) or a refill."""
    if mission == 0:
        return ngettext(
            "Dealing: every hand fills to {count} card. Click the table to skip.",
            "Dealing: every hand fills to {count} cards. Click the table to skip.",
            target,
        ).format(count=target)
    return ngettext(
        "Hands refill from the pile: every hand fills to {count} card. Click the table to skip.",
        "Hands refill from the pile: every hand fills to {count} cards. Click the table to skip.",
        target,
    ).format(count=target)


class AllInAllNews:
    """The board gives `timeline`, `banner`, `skipping`, `card_rects`, `backs_rect`, `props`."""

    def _sweep(self, old, event):
        """The leftover cards fly from their portals to the pass holder, one after another."""
        end = self.backs_rect(event["seat"], old["players"]).center
        left = list(event["cards"])
        flown = 0
        for rect, _p, name in reversed(self.card_rects(old)):  # a card collected by this move is not swept
            if name in left:
                left.remove(name)
                self.timeline.add(FLIGHT, 0.5 + STAGGER * 2 * flown, smooth, tag="flight", image=name,
                                  start=rect.center, end=end)  # fmt: skip
                flown += 1

    def pause_after(self, events, pace):
        """A deal card by card goes quickly (at once after a click); the end of a mission waits to be read."""
        if is_deal(events) and events[-1]["type"] != "mission":  # the mission's news keeps the usual pace
            return 0.0 if self.skipping else DEAL_PAUSE * pace / 0.7
        hold = sum(HOLD.get(kind, 0.0) for kind in {event["type"] for event in events})  # each news read in turn
        if not hold or not pace:
            return None
        return max(pace, hold * pace / 0.7, self.timeline.length() * pace / 0.7)

    def skip_deal(self) -> None:
        self.skipping = True
        self.banner.clear()
        self.timeline.clear()

    def hint_words(self, action, line):
        """A hint over the table, in the words of the choice it is ("Hint: Fly on"), never a toast over the hand."""
        self.banner.show(_("Hint: {move}").format(move=self.props.label(action)), GOLD, 5.0, replace=True)
        self.hint_news = self.banner.last
        return None

    def drop_hint(self) -> None:
        """Any move makes the hint old: the next person must not take someone else's hint for theirs."""
        hint = getattr(self, "hint_news", None)
        self.banner.items = [item for item in self.banner.items if item is not hint]
        self.hint_news = None
