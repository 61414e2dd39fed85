"""The in-app rules: every game's in English and German with the same sections and rulings; the viewer shows the
player's language, opens at a section in either, and falls back to English when a translation is missing."""

from __future__ import annotations

import logging
import re
import shutil

import pygame
import pytest

import game.words as words
from game.rules import GAME_MODULES, get
from game.words.domains import LANGUAGES
from scenes import assets
from scenes.rules_view import HEADING, fitting, laid_out, rules_file, sections
from scenes.textview import markdown_lines

TRANSLATED = [(game, lang) for game in GAME_MODULES for lang in LANGUAGES]


def _read(game: str, lang: str) -> str:
    return (assets.asset_root() / rules_file(get(game), lang)).read_text(encoding="utf-8")


def _items_per_section(markdown: str) -> list[int]:
    """How many list items (rulings, steps, cards) each section holds, in order."""
    counts = [0]
    for line in markdown.splitlines():
        if HEADING.match(line):
            counts.append(0)
        elif re.match(r"^\s*([-*]|\d+\.)\s+", line):
            counts[-1] += 1
    return counts


@pytest.mark.parametrize("game, lang", TRANSLATED)
def test_every_game_has_its_rules_in_every_language_with_the_same_sections(game, lang):
    english, translated = _read(game, "en"), _read(game, lang)
    assert [id for id, _ in sections(translated)] == [id for id, _ in sections(english)]
    untagged = [line for line in translated.splitlines() if HEADING.match(line) and not HEADING.match(line).group(3)]
    assert not untagged, "a translated heading names its English id: ## Ziel {#goal}"
    assert _items_per_section(translated) == _items_per_section(english), "a step, card or ruling is missing"
    assert "interpretations" in dict(sections(translated))  # the rulings are translated too


@pytest.mark.parametrize("game, lang", [(game, "en") for game in GAME_MODULES] + TRANSLATED)
def test_sections_are_laid_out_as_the_whole_text_and_start_on_their_headings(game, lang):
    pygame.init()
    markdown = _read(game, lang)
    lines, starts = laid_out(markdown, 800)
    plain = "\n".join(HEADING.sub(lambda m: f"{m.group(1)} {m.group(2)}", line) for line in markdown.splitlines())
    assert lines == markdown_lines(plain, 800)  # drawn exactly as before sections had ids
    assert "{#" not in repr(lines)
    for id, heading in sections(markdown):
        first = starts[id]
        assert " ".join(run.text for _, run in lines[first]).startswith(heading.split()[0])


@pytest.fixture
def german(app):
    app.settings.language = "de"
    app.apply_language()
    assert words.language() == "de"
    yield app
    words.use("en")


def test_the_viewer_shows_the_rules_in_the_players_language(app):
    app.open("rules", game="race")
    assert app.top.markdown.startswith("# Hyperspace Race") and app.top.language == "en"
    app.settings.language = "de"
    app.apply_language()  # chosen while reading: the page is laid out again in German
    try:
        assert app.top.markdown.startswith("# Hyperraum-Rennen") and app.top.language == "de"
        assert "Regelauslegungen" in app.top.markdown
        app.draw()
    finally:
        words.use("en")


def test_f1_at_a_section_finds_it_by_its_id_in_either_language(german):
    for lang in ("de", "en"):
        german.settings.language = lang
        german.apply_language()
        german.open("rules", game="all_in_all", section="interpretations")
        scene = german.top
        start = scene.starts["interpretations"]
        assert scene.view.scroll > 0 and start in scene.view.visible()
        assert scene.view.lines[start][0][1].text == {"de": "Regelauslegungen", "en": "Interpretations"}[lang]
        german.pop()


@pytest.fixture
def own_assets(tmp_path, monkeypatch):
    """A copy of assets/rules under an asset folder the test may break; everything else is the real one."""
    root = tmp_path / "assets"
    root.mkdir()
    for entry in assets.asset_root().iterdir():
        if entry.name != "rules":
            (root / entry.name).symlink_to(entry)
    shutil.copytree(assets.asset_root() / "rules", root / "rules")
    monkeypatch.setattr(assets, "asset_root", lambda: root)
    return root


@pytest.mark.parametrize("damage", ["missing", "empty", "not UTF-8"])
def test_a_missing_or_damaged_translation_shows_the_english_rules(german, own_assets, damage, caplog):
    path = own_assets / rules_file(get("race"), "de")
    if damage == "missing":
        path.unlink()
    else:
        path.write_bytes(b"" if damage == "empty" else b"# Hyperraum-Rennen \xff\xfe")
    with caplog.at_level(logging.WARNING, logger="scenes.rules_view"):
        german.open("rules", game="race")
        german.draw()
    assert german.top.markdown.startswith("# Hyperspace Race") and german.top.language == "en"
    assert len(caplog.records) == 1 and "race" in caplog.text
    german.pop()
    german.open("rules", game="all_in_all")  # the other games keep their German
    assert german.top.language == "de"


@pytest.mark.parametrize("game", GAME_MODULES)
def test_the_german_title_and_tip_fit_their_frame_at_the_smallest_window(game):
    from scenes.frame import marked

    pygame.init()
    words.use("de")
    try:
        title = words.gettext("{game}: rules").format(game=marked(get(game).title))
        tip = words.gettext("Scroll with the wheel, the arrows or Page Up/Down · Esc or F1 to go back")
    finally:
        words.use("en")
    assert title.endswith("Regeln") and tip.startswith("Blättern")
    width = 1024 - 80  # the page's frame in a 1024-wide window; the tip stops left of Back
    size = fitting(title, 40, width, bold=True)
    assert assets.font(size, True).size(title)[0] <= width and size >= 24
    size = fitting(tip, 20, width - 176)
    assert assets.font(size).size(tip)[0] <= width - 176 and size >= 16
