"""The table of games, built from the registry: one card per game, then Continue, Load, Replays, Settings, Quit.

A card with lessons (assets/lessons) offers "Learn" beside "Play", with how far the player got; "Learn" is the
card's main choice until the player has chosen Play there once (or has a game of it in progress)."""

from __future__ import annotations

import pygame

from game import APP_NAME, __version__
from game.engine.lesson import LessonError, lessons
from game.rules import games
from game.saves.lesson_progress import keep_played, read_progress
from game.saves.library import read_autosave
from game.saves.reader import unseen
from game.saves.storage import autosave_path
from game.words import _, pgettext, word
from scenes import assets, common, palette
from scenes.base import CLICK, CONFIRM, DOWN, LEFT, MENU, NEXT, RIGHT, RULES, UP, Scene
from scenes.boards import has_board
from scenes.frame import button_width, marked

LEARN_ROW = 68  # a card's progress line and its Learn and Play buttons


class MenuScene(Scene):
    name = "menu"

    def __init__(self):
        super().__init__()
        self.focus = 0
        self.on_buttons = None  # the ringed button's key once Down took the ring to the buttons (Continue...)
        self.hover = None
        self.cards: list[tuple[pygame.Rect, object]] = []
        self.saved = None
        self.problem = None
        self.progress = None  # how far the player got in each lesson (game/saves/lesson_progress.py)
        self.lessons: dict[str, list] = {}  # game id -> its lessons, in order
        self.card_buttons: dict = {}  # button -> (game id, "learn" | "play" | a lesson's id)
        self.choosing = None  # the game whose lessons are listed on its card (Hyperline has three)

    def enter(self, app):
        self.progress = read_progress()
        self.lessons = {info.id: lessons(info.id) for info in games() if has_board(info.id)}
        self.saved, self.problem = read_autosave(has_board)
        if self.saved is None and self.problem is None:  # no autosave, or a data folder the app may not read
            hidden = unseen(autosave_path())
            self.problem = hidden and _("Continue is not offered: {why}.").format(why=word(hidden))
        ids = [info.id for info in games()]
        kept = app.kept.get("menu focus")  # the card last chosen: the ring is still there back from a game
        self.focus = ids.index(kept) if kept in ids else 0
        self.on_buttons = "continue" if self._continue_first() else None  # Enter does what looks default
        super().enter(app)
        if self.problem:
            app.toast(word(self.problem), "error", 10)
        if self.progress.problem:
            app.toast(word(self.progress.problem), "error", 10)

    def resume(self):
        self.saved = read_autosave(has_board)[0]
        self.progress = read_progress()
        super().resume()
        if self.on_buttons not in self.buttons.values():  # Continue gone (its game started over): the cards
            self.on_buttons = None

    def _continue_first(self) -> bool:
        """A game in progress: Continue is the menu's main button, drawn so, and the ring starts on it (Enter
        resumes); a finished one only shows its results again, so the ringed game is the main choice then."""
        return self.saved is not None and not self.saved.finished

    # --- layout ------------------------------------------------------------------------
    def _layout(self):
        width, height = self.app.size
        infos = games()
        margin, gap = max(30, width // 32), max(14, width // 80)
        card_w = min(360, (width - 2 * margin - gap * (len(infos) - 1)) // max(1, len(infos)))
        card_h = max(int(card_w * 225 / 400) + 150, *(self._card_height(info, card_w) for info in infos))
        card_h += LEARN_ROW if any(self.lessons.values()) else 0
        total = card_w * len(infos) + gap * (len(infos) - 1)
        x = (width - total) // 2
        y = int(height * 0.22)
        self.cards = []
        for info in infos:
            self.cards.append((pygame.Rect(x, y, card_w, card_h), info))
            x += card_w + gap
        return y + card_h

    @staticmethod
    def _card_height(info, card_w: int) -> int:
        """Art, title, players and the whole pitch, so no card's words run below its frame."""
        text_w = card_w - 24
        size = _title_size(card_w, marked(info.title))
        title = len(common.wrap(marked(info.title), size, text_w)) * (assets.font(size).get_height() + 2)
        pitch = len(common.wrap(marked(info.pitch), 19, text_w)) * (assets.font(19).get_height() + 2)
        return int(card_w * 225 / 400) + 2 + title + 24 + pitch + 14

    def build(self):
        width, height = self.app.size
        bottom = self._layout()
        labels = []
        if self.saved is not None:
            record = self.saved.record
            from game.rules import get

            what = _("results") if self.saved.finished else _("move {number}").format(number=len(record.actions))
            game = marked(get(record.game).title)
            labels.append(("continue", _("Continue: {game}, {what}").format(game=game, what=what)))
        labels += [("load", _("Load a record")), ("replays", _("Replays")), ("settings", _("Settings")),
                   ("quit", _("Quit"))]  # fmt: skip
        self.buttons = {}
        button_w = [max(300, button_width(text)) if key == "continue" else 170 for key, text in labels]
        room = width - 40 - 14 * (len(labels) - 1)
        least = [w if k == "continue" else button_width(t, False) for (k, t), w in zip(labels, button_w, strict=True)]
        button_w = _fitted(button_w, least, room)
        total = sum(button_w) + 14 * (len(labels) - 1)
        x = (width - total) // 2
        y = min(height - 70, bottom + max(24, (height - bottom) // 3))
        for (key, text), w in zip(labels, button_w, strict=True):
            object_id = "#primary_button" if key == "continue" and self._continue_first() else None
            self.buttons[self.button((x, y, w, 48), text, object_id)] = key
            x += w + 14
        self._card_buttons()

    # --- Learn and Play on the cards ------------------------------------------------------------------
    def learn_first(self, game_id: str) -> bool:
        """A game never played: Learn is its card's main choice, first and highlighted (L takes it; Enter and a
        click on the card still open the setup, as the keys always did)."""
        if not self.lessons.get(game_id):
            return False
        in_progress = self.saved is not None and self.saved.record.game == game_id
        return game_id not in self.progress.played and not in_progress

    def progress_words(self, game_id: str) -> str:
        """How far the player got: one lesson's step, or how many of a game's lessons are finished."""
        found = self.lessons.get(game_id, [])
        if len(found) > 1:
            done = sum(self.progress.finished(lesson.id) for lesson in found)
            return _("Lessons: {done} of {count} finished").format(done=done, count=len(found))
        return _("Lesson: {state}").format(state=self.lesson_state(found[0])) if found else ""

    def lesson_state(self, lesson) -> str:
        step, count, finished = self.progress.lessons.get(lesson.id, (0, 0, False))
        if 0 < step < count:
            return _("step {step} of {count}").format(step=step + 1, count=count)
        # Translators: a lesson done to its end ("geschafft"): the saves' "finished" ("beendet") reads "stopped" here
        return pgettext("lesson", "finished") if finished else _("not started")

    def _card_buttons(self):
        """Learn and Play at the foot of each card with lessons; a card whose lessons are listed shows them."""
        self.card_buttons = {}
        for rect, info in self.cards:
            if not self.lessons.get(info.id):
                continue
            w = (rect.width - 32) // 2
            y = rect.bottom - 46
            learn_id = "#primary_button" if self.learn_first(info.id) else None
            play_id = None if learn_id else "#primary_button"
            self.card_buttons[self.button((rect.x + 12, y, w, 36), _("Learn"), learn_id)] = (info.id, "learn")
            play = pgettext("game card", "Play")
            self.card_buttons[self.button((rect.x + 20 + w, y, w, 36), play, play_id)] = (info.id, "play")
            if self.choosing == info.id:
                art_h = int(rect.width * 225 / 400)
                row_h = min(44, (art_h - 12) // len(self.lessons[info.id]))
                for number, lesson in enumerate(self.lessons[info.id]):
                    box = (rect.x + 8, rect.y + 6 + number * row_h, rect.width - 16, row_h - 4)
                    label = common.fit(f"{number + 1}. {word(lesson.title)}", assets.widget_font(16), box[2] - 16)
                    self.card_buttons[self.button(box, label, None, tip=self.lesson_state(lesson))] = (
                        info.id, lesson.id)  # fmt: skip

    def learn(self, info, lesson_id: str | None = None) -> None:
        """Learn on a card: its one lesson (resumed at its step), or the list of its lessons to choose from."""
        found = self.lessons.get(info.id, [])
        if not found:
            return
        if lesson_id is None and len(found) > 1:
            self.app.play("click")
            self.choosing = None if self.choosing == info.id else info.id
            self.build_again()
            return
        lesson_id = lesson_id or found[0].id
        self.app.play("click")
        try:
            self.app.open("play", lesson=lesson_id, step=self.progress.step(lesson_id))
        except LessonError as err:
            self.app.play("error")
            self.app.toast(word(err.reason), "error", 8)

    def play(self, info) -> None:
        """Play on a card: the setup, as a click on the card; from now on the card offers Play first."""
        if info.id not in self.progress.played and self.progress.writable:
            keep_played(info.id)
            self.progress.played.add(info.id)
        self.open_game(info)

    def build_again(self) -> None:
        for button in [*self.card_buttons, *self.buttons]:
            button.kill()
        self.build()

    def toast_area(self) -> pygame.Rect | None:
        """Messages (a damaged settings file set aside, say) stand over the title and the cards' art, from the top
        down: never over a card's Learn and Play, nor Continue or Quit (stacked above the buttons row, two of them had
        covered the cards' Learn and Play at 1024x600). While Hyperline's lessons are listed over its card's art,
        over the title alone: an older message that finds no room there waits unseen."""
        if not self.cards:
            return None
        card = self.cards[0][0]
        bottom = card.top if self.choosing else card.top + int(card.width * 225 / 400) - 6
        return pygame.Rect(20, 8, self.app.size[0] - 40, bottom - 8 - 8)

    # --- input -------------------------------------------------------------------------------
    def on_button(self, button):
        if button in self.card_buttons:
            game_id, what = self.card_buttons[button]
            info = next(info for _rect, info in self.cards if info.id == game_id)
            self.focus = next(i for i, (_rect, card) in enumerate(self.cards) if card.id == game_id)
            if what == "play":
                self.play(info)
            else:
                self.learn(info, None if what == "learn" else what)
            return
        key = self.buttons.get(button)
        if key is None:
            return
        self.app.play("click")
        if key == "quit":
            self.app.quit()
        elif key in ("settings", "load", "replays"):
            self.app.open(key)
        elif key == "continue":
            self.resume_autosave()

    def resume_autosave(self):
        if self.saved is not None:
            self.app.open("play", saved=self.saved)  # read and replayed once: the game goes on from that read

    def open_game(self, info):
        if not has_board(info.id):
            self.app.play("error")
            said = _("{game}: its rules are ready, its table is still being built.").format(game=marked(info.title))
            self.app.toast(said, "error")
            return
        self.app.play("click")
        self.app.open("setup", game=info)

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, (rect, _) in enumerate(self.cards) if rect.collidepoint(event.pos)), None)
        super().handle(event)

    def on_intent(self, intent, detail):
        if self.on_buttons is not None and self._button_intent(intent):
            return
        if intent == DOWN and self.buttons:
            self.on_buttons = next(iter(self.buttons.values()))  # Continue first when there is one
            return
        if intent == CLICK:
            for index, (rect, info) in enumerate(self.cards):
                if rect.collidepoint(detail):
                    self.focus = index
                    self.play(info)
        elif intent in (RIGHT, NEXT) and self.cards:
            self.focus = (self.focus + 1) % len(self.cards)
        elif intent == LEFT and self.cards:
            self.focus = (self.focus - 1) % len(self.cards)
        elif intent == CONFIRM and self.cards:
            self.play(self.cards[self.focus][1])  # the card, as before lessons: its setup (L learns)
        elif intent == "key" and detail in ("l", "p") and self.cards:  # L learns, P plays the ringed game
            info = self.cards[self.focus][1]
            self.learn(info) if detail == "l" else self.play(info)
        elif intent == "key" and str(detail).isdigit() and self.choosing is not None:  # a lesson from the list
            found = self.lessons.get(self.choosing, [])
            if 1 <= int(detail) <= len(found):
                self.learn(self.cards[self.focus][1], found[int(detail) - 1].id)
        elif intent == RULES and self.cards:  # every game's rules, its table built or not
            self.app.play("click")
            self.app.open("rules", game=self.cards[self.focus][1])
        elif intent == MENU:  # the footer's "Esc quits" (every game in progress is autosaved)
            self.app.quit()
        if self.cards:
            self.app.kept["menu focus"] = self.cards[self.focus][1].id

    def _button_intent(self, intent) -> bool:
        """The ring on the buttons under the cards: Left/Right/Tab along them, Up back to the cards, Enter."""
        keys = list(self.buttons.values())
        if self.on_buttons not in keys:
            self.on_buttons = None
            return False
        if intent == UP:
            self.on_buttons = None
        elif intent in (LEFT, RIGHT, NEXT):
            step = -1 if intent == LEFT else 1
            self.on_buttons = keys[(keys.index(self.on_buttons) + step) % len(keys)]
        elif intent == CONFIRM:
            self.on_button(next(b for b, k in self.buttons.items() if k == self.on_buttons))
        elif intent == CLICK:
            self.on_buttons = None
            return False
        else:
            return intent == DOWN
        return True

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface):
        common.background(surface)
        width, height = surface.get_size()
        title = assets.text(APP_NAME, max(48, height // 11), palette.INK, bold=True)
        surface.blit(title, title.get_rect(midtop=(width // 2, int(height * 0.05))))
        tagline = _("Five space games at one table: against bots, pass-and-play, or alone.")
        tagline = assets.text(tagline, 26, palette.DIM)
        surface.blit(tagline, tagline.get_rect(midtop=(width // 2, int(height * 0.05) + title.get_height() + 6)))
        safe = self.app.settings.safe_palette
        for index, (rect, info) in enumerate(self.cards):
            self._draw_card(surface, rect, info, index == self.focus, index == self.hover, safe)
        for button, key in self.buttons.items():
            if key == self.on_buttons:
                common.glow_rect(surface, button.rect, palette.ACCENT, radius=10)
        hint = _(
            "Click a game, or the arrows and Enter (Up: the games, Down: the buttons) · F1 its rules"
            " · F11 full screen · Esc quits"
        )
        words = common.one_line(f"{hint} · v{__version__}", 20, width - 24)
        surface.blit(words, words.get_rect(midbottom=(width // 2, height - 10)))

    def _draw_card(self, surface, rect, info, focused, hovered, safe):
        ready = has_board(info.id)
        common.panel(surface, rect, alpha=230)
        art_h = int(rect.width * 225 / 400)
        art_rect = pygame.Rect(rect.x + 6, rect.y + 6, rect.width - 12, art_h - 12)
        try:
            art = assets.scaled(f"art/card_{info.id}.png", art_rect.size)
            surface.blit(art, art_rect)
        except assets.AssetError:  # a game registered without art (a test game): a plain card
            pygame.draw.rect(surface, palette.PANEL_EDGE, art_rect, border_radius=6)
        if not ready:
            shade = pygame.Surface(art_rect.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 150))
            surface.blit(shade, art_rect)
        x, y = rect.x + 12, rect.y + art_h + 2
        title = marked(info.title)
        y = common.blit_wrapped(surface, title, (x, y), rect.width - 24, _title_size(rect.width, title), palette.INK)
        players = _("solitaire") if info.max_players == 1 else _("{span} players").format(span=info.player_span)
        surface.blit(assets.text(players, 20, palette.ACCENT), (x, y + 2))
        common.blit_wrapped(surface, marked(info.pitch), (x, y + 24), rect.width - 24, 19, palette.DIM)
        progress = self.progress_words(info.id) if self.progress is not None else ""
        if progress:
            words = common.one_line(progress, 17, rect.width - 24, palette.GOOD)
            surface.blit(words, (x, rect.bottom - 46 - 4 - words.get_height()))
        if not ready:  # on the dimmed art, where it covers no words
            lines = [assets.text(line, 20, palette.INK) for line in (_("table coming soon"), _("F1: its rules"))]
            y = art_rect.centery - sum(line.get_height() for line in lines) // 2
            for line in lines:
                surface.blit(line, line.get_rect(midtop=(art_rect.centerx, y)))
                y += line.get_height()
        # the keyboard's place, whatever the pointer hovers; the ring on the buttons (Continue after a restart): only
        # there, one ring on the menu (the card Up comes back to, marked too, read as a second choice)
        if focused and self.on_buttons is None:
            common.glow_rect(surface, rect, palette.ACCENT if ready else palette.DIM, radius=10)
        elif hovered and ready:
            pygame.draw.rect(surface, palette.GLOW, rect, width=2, border_radius=10)


def _title_size(card_w: int, title: str) -> int:
    """The card's title size: smaller where one of its words is wider than the card ("Hyperraum-Rennen")."""
    size = 28 if card_w > 240 else 24
    longest = max(title.split(), key=lambda word: assets.font(size).size(word)[0], default="")
    while size > 18 and assets.font(size).size(longest)[0] > card_w - 24:
        size -= 2
    return size


def _fitted(widths: list[int], least: list[int], room: int) -> list[int]:
    """Button widths within `room`: in a small window the others give way down to their own words first, so
    Continue keeps its game's name (it was cut: "Continue: 42: Hyperspace Expressway, mo..."); then all alike."""
    spare = sum(widths) - room
    if spare <= 0:
        return widths
    give = [w - min(w, floor) for w, floor in zip(widths, least, strict=True)]
    if sum(give) >= spare:
        return [w - -(-g * spare // sum(give)) for w, g in zip(widths, give, strict=True)]
    least = [min(w, floor) for w, floor in zip(widths, least, strict=True)]
    return [w * room // sum(least) for w in least]
