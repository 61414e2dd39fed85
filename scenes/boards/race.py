"""Hyperspace Race's table: the 99-square track from assets/maps/race.tmx, pawns, the die and battles."""

from __future__ import annotations

import math
import random

import pygame

from game.rules.race import ADVANCE, BACK, FINAL, LEAVE, next_hyperspace
from game.rules.words import N_, Seat, msg, pmsg
from game.words import _, pgettext, word
from scenes import assets, common, palette
from scenes.base import CONFIRM
from scenes.boards.base import Board
from scenes.boards.kit import MapBoard, glow_rect

TRAY = 230  # width of the die tray and battle report beside the track
GLIDE = 14.0  # squares per second at normal speed


SOUNDS = {
    "roll": "roll",
    "battle": "battle",
    "move": lambda e: {"advance": "hyperspace", "escape": "hyperspace", "fall_back": "error"}.get(e["why"], "move"),
}
ROLL = 0.45  # seconds the die tumbles, at normal pace
SETTLE = 0.15  # the frame's extra wait after the pawns stop


def battle_header(event, names, options) -> str:
    """Who fights: by default every ship on any hyperspace square, whatever its square."""
    seats = [Seat(s) for s in event["seats"]]
    if options.get("per_square_battles"):
        return word(msg("Battle on hyperspace {square}: {fighters}", square=event["squares"][0], fighters=seats), names)
    fighters = [msg("{who} ({square})", who=seat, square=sq) for seat, sq in zip(seats, event["squares"], strict=True)]
    return word(msg("Every ship on hyperspace fights: {fighters}", fighters=fighters), names)


def battle_rule(options) -> str:
    if options.get("per_square_battles"):
        return _(
            "Ships sharing a hyperspace square fight there at the end of a round: roll a 1 to escape ahead; "
            "the highest roll holds, the others fall back {back}."
        ).format(back=BACK)
    return _(
        "Every ship on a hyperspace square fights, whatever its square at the end of a round: roll a 1 to escape "
        "ahead; the highest roll holds, the others fall back {back}."
    ).format(back=BACK)


def recorded_events(record) -> list[dict]:
    """Every event of a record's game so far, in order: what a continued game's tray is set from."""
    state = record.replay(0)
    return [event for entry in record.actions for event in state.apply(entry.action)]


class RaceBoard(Board):
    SOUNDS = SOUNDS
    SCORE_LABEL = N_("square")  # the race's result counts squares reached

    def __init__(self):
        super().__init__()
        self.map = MapBoard("maps/race.tmx")
        self.squares: dict[int, pygame.Rect] = {}
        self.hyperspace: set[int] = set()
        for obj in self.map.objects("squares"):
            number = int(obj.properties.get("square", obj.name))
            self.squares[number] = pygame.Rect(int(obj.x), int(obj.y), int(obj.width), int(obj.height))
            if obj.properties.get("hyperspace"):
                self.hyperspace.add(number)
        if sorted(self.squares) != list(range(1, FINAL + 1)):
            raise assets.AssetError("damaged asset: maps/race.tmx does not hold squares 1 to 99")
        self._paint_static()
        self.screen_squares: dict[int, pygame.Rect] = {}
        self.shown: list[float] = []
        self.target: list[int] = []
        self.die, self.die_owner = None, None
        self.options: dict = {}
        self.flicker_face = 1
        self.clock = 0.0
        self.flicker = random.Random(7)
        self.hovered = None

    # --- the picture that never changes ---------------------------------------------------
    def _paint_static(self) -> None:
        surface = self.map.static
        centres = [self.squares[n].center for n in range(1, FINAL + 1)]
        pygame.draw.lines(surface, (*palette.GLOW, 110), False, centres, 9)  # the route, glowing under the squares
        self.map.paint_layer("track")
        for number, rect in self.squares.items():
            colour = palette.INK if number not in self.hyperspace else (235, 220, 255)
            label = assets.font(22, bold=number in self.hyperspace).render(str(number), True, colour)
            surface.blit(label, (rect.x + 5, rect.y + 3))
        start = assets.font(16).render(pgettext("race track", "START"), True, palette.GOOD)
        finish = assets.font(16).render(pgettext("race track", "FINISH"), True, palette.ACCENT)
        surface.blit(start, start.get_rect(midbottom=self.squares[1].midbottom).move(0, -3))
        surface.blit(finish, finish.get_rect(midbottom=self.squares[FINAL].midbottom).move(0, -3))

    def layout(self, rect):
        super().layout(rect)
        room, self.tray = MapBoard.split(rect, TRAY)
        self.map.fit(room)
        self.scale = self.map.scale
        self.screen_squares = {n: self.map.screen_rect(cell) for n, cell in self.squares.items()}
        self.die_rect = pygame.Rect(0, 0, 96, 96)
        self.die_rect.midtop = (self.tray.centerx, self.tray.y + 44)

    def square_rect(self, number: int) -> pygame.Rect:
        return self.screen_squares[number]

    def point(self, place: float) -> tuple[float, float]:
        """Screen position of a pawn between squares (for gliding)."""
        low = max(1, min(FINAL, int(math.floor(place))))
        high = min(FINAL, low + 1)
        a, b = self.square_rect(low).center, self.square_rect(high).center
        frac = place - low
        return a[0] + (b[0] - a[0]) * frac, a[1] + (b[1] - a[1]) * frac

    # --- following the game ---------------------------------------------------------------------
    def sync(self, view):
        self.timeline.clear()
        self.options = view.get("options", self.options)
        self.target = list(view["pos"])
        self.shown = [float(p) for p in self.target]

    def animate(self, events, view):
        self._tell_pending()
        self.shown = self._places()  # a glide still running stops where it is and heads for the new square
        self.timeline.clear()
        self.target = list(view["pos"])
        if len(self.shown) != len(self.target):
            self.shown = [float(p) for p in self.target]
        rolled = any(event["type"] == "roll" for event in events)
        landed = ROLL if rolled else 0.0  # the news waits for the die to stop: nothing is told before it shows
        for event in events:
            kind = event["type"]
            if kind == "roll":
                self.die, self.die_owner = event["value"], event["seat"]
            news = self._news(event, view)
            if news is not None:
                self._tell_at(landed, *news)
        if rolled:
            self.timeline.add(ROLL, tag="roll")
        for seat, goal in enumerate(self.target):
            here = self.shown[seat]
            if here != goal:
                self.timeline.add(
                    abs(goal - here) / GLIDE,
                    landed,
                    tag="glide",
                    seat=seat,
                    start=here,
                    goal=goal,
                    on_done=self._arrive,
                )
        if not self.timeline.busy:
            self.shown = [float(p) for p in self.target]

    def _news(self, event, view):
        """(text, seats, replace) for the battle report, or None: what a player should read about `event`."""
        names = self.props.names
        kind = event["type"]
        if kind == "roll" and event["purpose"] == "battle":
            said = pmsg("die", "{who} rolls {value}", who=Seat(event["seat"]), value=event["value"])
            return word(said, names), (event["seat"],), False
        if kind == "battle":
            return battle_header(event, names, view.get("options", {})), (), True
        if kind == "move" and event["why"] in ("escape", "fall_back"):
            if event["why"] == "escape":
                said = msg("{who} escapes to {square}", who=Seat(event["seat"]), square=event["to"])
            else:
                said = msg("{who} falls back to {square}", who=Seat(event["seat"]), square=event["to"])
            return word(said, names), (event["seat"],), False
        if kind == "battle_result" and event.get("tie"):
            return _("A tie: every ship in the battle falls back {back}").format(back=BACK), (), False
        if kind == "battle_result" and event.get("stays") is not None:
            said = msg("{who} rolled highest and holds the square", who=Seat(event["stays"]))
            return word(said, names), (event["stays"],), False
        return None

    def _tell_at(self, delay, text, seats, replace):
        show = lambda: self.banner.show(text, None, seats=seats, replace=replace)  # noqa: E731
        self.timeline.add(0.0, delay, on_start=lambda _tween: show(), tag="news", show=show)

    def _tell_pending(self):
        """A new move arrived before the last one's news was out: tell it now, in order."""
        for tween in self.timeline.pending("news"):
            if not tween.started:
                tween["show"]()

    def _arrive(self, tween):
        self.shown[tween["seat"]] = float(tween["goal"])

    def _places(self) -> list[float]:
        """Where each pawn stands now, between squares while it glides."""
        places = list(self.shown)
        for tween in self.timeline.pending("glide"):
            places[tween["seat"]] = tween["start"] + (tween["goal"] - tween["start"]) * tween.progress
        return places

    def _rolling(self) -> float:
        """Seconds (on the wall clock) the die still tumbles."""
        roll = self.timeline.running("roll")
        return (1.0 - roll[0].raw) * ROLL * self._pace() if roll else 0.0

    def animation_time(self, events):
        return self.timeline.length() + SETTLE if self._pace() else 0.0

    def update(self, dt):
        super().update(dt)
        self.clock += dt
        if self._rolling() > 0:
            self.flicker_face = self.flicker.randint(1, 6)

    def hover(self, pos):
        self.hovered = self.map.cell_at(pos, self.squares)

    def spot(self, spot_id):
        """A lesson's spots (docs/lessons.md): "square:N", "ship:<seat>" (its square), "dice", "tray:battles"."""
        kind, _, name = spot_id.partition(":")
        if kind == "square" and name.isdigit():
            found = self.screen_squares.get(int(name))
            return None if found is None else pygame.Rect(found)
        if kind == "ship" and name.isdigit() and self.props is not None:
            places = self.props.view.get("pos", [])
            return self.spot(f"square:{places[int(name)]}") if int(name) < len(places) else None
        if spot_id == "dice":
            return pygame.Rect(self.die_rect)
        if spot_id == "tray:battles":
            top = self.die_rect.bottom + 40
            return pygame.Rect(self.tray.x, top, self.tray.width, self.tray.bottom - top)
        return None

    # --- clicks and choices --------------------------------------------------------------------------
    def hit(self, pos, view):
        if self.die_rect.collidepoint(pos):
            if self.asking.ask == "hyperspace":
                return "action", LEAVE
            return "roll", None
        number = self.map.cell_at(pos, self.squares)
        if number is None:
            return None
        if self.asking.ask != "hyperspace":
            return "reason", _("Ships move by the die: roll it (Space, or click the die).")
        seat = view["current"]
        here = view["pos"][seat]
        if number == next_hyperspace(here):
            return "action", ADVANCE
        if number == here:
            return "action", LEAVE
        return "reason", _(
            "From hyperspace {here} a ship may only advance to {ahead}, or leave hyperspace and roll."
        ).format(here=here, ahead=next_hyperspace(here))

    def buttons(self, view, legal):
        if self.asking.ask != "hyperspace" or not legal:
            return []
        here = view["pos"][view["current"]]
        advance = _("Advance to {square}  [Space]").format(square=next_hyperspace(here))
        return [(advance, ADVANCE, "a"), (_("Leave  [L]"), LEAVE, "l")]

    def key_action(self, intent, detail, view, legal):
        if intent == CONFIRM and self.asking.ask == "hyperspace" and ADVANCE in legal:
            return ADVANCE  # the highlighted choice, as on every table
        return None

    def pause_after(self, events, pace):
        """Leaving hyperspace only hands over the die: it is ready at once, no pause before the roll."""
        return 0.0 if [e["type"] for e in events] == ["leave"] else None

    def resumed(self, record):
        """Continue: the die as it lay, who rolled it, and the last battle's report (a replay sets them through
        `replayed`)."""
        self.options = dict(record.options)
        self.replayed(recorded_events(record))

    def replayed(self, events):
        """The tray as the table left it after `events`: the die last rolled (none before the first roll) and
        the last battle's report (the battle rule before the first battle), as live play shows them."""
        self.die, self.die_owner = None, None
        self.banner.clear()
        for event in events:
            if event["type"] == "roll":
                self.die, self.die_owner = event["value"], event["seat"]
            news = self._news(event, {"options": self.options})
            if news is not None:
                text, seats, replace = news
                self.banner.show(text, None, seats=seats, replace=replace)

    def prompt(self, view, seat, legal):
        here = view["pos"][seat]
        if self.asking.ask == "hyperspace":
            return _(
                "On hyperspace {here}: advance to hyperspace {ahead} (Space or A), "
                "or leave hyperspace (L), then roll the die (Space)."
            ).format(here=here, ahead=next_hyperspace(here))
        return _("Your move.")

    def roll_words(self, view):
        """A battle's roll decides who holds the square: a bare "roll the die" left players guessing why."""
        if self.asking.ask == "battle":
            return _(
                "roll for the battle (a 1 escapes ahead, the highest holds, the others fall back {back}): "
                "press Space or click the die."
            ).format(back=BACK), pgettext("die", "Roll the die")
        return super().roll_words(view)

    def chance_words(self, asking):
        if asking.ask == "battle":
            return _("rolls for the battle"), _("rolls for the battle")
        return super().chance_words(asking)

    def seat_status(self, view, seat):
        """The square the pawn stands on: while it is still to glide, the one it leaves (news waits for it)."""
        gliding = [tween["start"] for tween in self.timeline.pending("glide") if tween["seat"] == seat]
        return _("square {number}").format(number=round(gliding[0]) if gliding else view["pos"][seat])

    # --- drawing ---------------------------------------------------------------------------------------
    def paint_cloth(self, cloth):
        self.map.blit(cloth)
        common.panel(cloth, self.tray)
        cloth.blit(assets.text(pgettext("die", "Die"), 24, palette.ACCENT), (self.tray.x + 12, self.tray.y + 10))

    def draw(self, surface, view, legal, hint=None):
        self.draw_cloth(surface)
        seat = view["current"]
        if legal and "square" in self.asking.lit:
            here = view["pos"][seat]
            ahead = next_hyperspace(here)
            glow_rect(surface, self.square_rect(ahead), palette.ACCENT, radius=6)
            glow_rect(surface, self.square_rect(here), palette.GLOW, radius=6)
            if hint is not None:
                target = ahead if hint == ADVANCE else here
                glow_rect(surface, self.square_rect(target).inflate(8, 8), palette.GOOD, radius=8)
        if self.hovered is not None:
            pygame.draw.rect(surface, palette.DIM, self.square_rect(self.hovered), width=1, border_radius=4)
        self._draw_pawns(surface, view)
        self._draw_tray(surface, view)

    def _draw_pawns(self, surface, view):
        size = max(18, int(40 * self.scale))
        crowd: dict[int, list[int]] = {}
        places = self._places()
        for seat, place in enumerate(places):
            crowd.setdefault(round(place), []).append(seat)
        winner = view.get("winner")
        for seat, place in enumerate(places):
            x, y = self.point(place)
            mates = crowd[round(place)]
            if len(mates) > 1:
                index = mates.index(seat)
                angle = 2 * math.pi * index / len(mates)
                spread = size * 0.35
                x, y = x + math.cos(angle) * spread, y + math.sin(angle) * spread
            colour = palette.seat_colour(seat, self.safe)
            if winner == seat:
                pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
                for ring in range(3):
                    radius = int(size * (0.8 + 0.25 * ring + 0.2 * pulse))
                    halo = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
                    pygame.draw.circle(halo, (*palette.ACCENT, 90 - ring * 25), (radius, radius), radius, width=3)
                    surface.blit(halo, (x - radius, y - radius))
            token = assets.token(palette.seat_shape(seat), colour, size)
            surface.blit(token, token.get_rect(center=(int(x), int(y))))

    def _draw_tray(self, surface, view):
        rolling = self._rolling()
        face = self.flicker_face if rolling > 0 else self.die
        if face is None:  # nobody has rolled yet: an empty place for the die, never a face nobody threw
            self._draw_unrolled(surface)
        else:
            die = assets.die(face, self.die_rect.width)
            if rolling > 0:
                die = pygame.transform.rotate(die, (rolling * 900) % 360)
            surface.blit(die, die.get_rect(center=self.die_rect.center))
        if self.die_owner is not None and rolling == 0:
            owner = self.name(self.die_owner)
            words = assets.text(_("{who} rolled {value}").format(who=owner, value=self.die), 20, palette.DIM)
            surface.blit(words, words.get_rect(midtop=(self.tray.centerx, self.die_rect.bottom + 8)))
        y = self.die_rect.bottom + 44
        battle = self.asking.ask == "battle"
        title = _("Battle!") if battle else _("Last battle") if self.banner else _("Battles")
        surface.blit(assets.text(title, 24, palette.BAD if battle else palette.ACCENT), (self.tray.x + 12, y))
        y += 30
        if not self.banner:
            common.blit_wrapped(
                surface,
                battle_rule(view.get("options", {})),
                (self.tray.x + 12, y),
                TRAY - 24,
                18,
                palette.DIM,
            )
            return
        size, count = self._report_fit(self.tray.bottom - 8 - y)
        self.banner.draw_lines(surface, (self.tray.x + 12, y), TRAY - 24, size, self._report_colour, count)

    def _report_fit(self, room: int) -> tuple[int, int]:
        """The report's type size and how many of its newest lines fit in the tray (at 1024x600 a four-ship
        battle ran out of the tray's bottom): smaller type first, then the oldest lines give way."""
        items = self.banner.items[-7:]

        def tall(size: int, count: int) -> int:
            line = assets.text("Ag", size, palette.INK).get_height() + 2
            return sum(len(common.wrap(item[0], size, TRAY - 24)) * line + 4 for item in items[-count:])

        size = 19
        while size > 15 and tall(size, len(items)) > room:
            size -= 1
        count = len(items)
        while count > 1 and tall(size, count) > room:
            count -= 1
        return size, count

    def _draw_unrolled(self, surface):
        slot = self.die_rect.inflate(-12, -12)
        pygame.draw.rect(surface, palette.DIM, slot, width=2, border_radius=slot.width // 5)
        words = assets.text("not rolled", 18, palette.DIM)
        surface.blit(words, words.get_rect(center=slot.center))

    def _report_colour(self, item):
        seats = item[3]
        return palette.seat_colour(seats[0], self.safe) if seats else palette.INK
