"""The settings file (issue 18, case 3): a format and version, unknown keys kept, refused files set aside."""

from __future__ import annotations

import json

import pytest

from game.rules.words import english
from game.saves.settings import FORMAT, UI_SCALES, VERSION, Settings, settings_path


def written(text: str):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "text",
    [
        "{broken",
        '{"format": "star-table-record", "version": 1, "game": "race", "seats": []}',
        '{"format": "star-table-settings", "version": 7, "fullscreen": true}',
        '{"fullscreen": ' + "[" * 900 + "]" * 900 + "}",
        '{"window_size": "1280x720", "favourite_colour": "teal"}',  # no format and a key no version knew
        "[1, 2]",
    ],
    ids=["not_json", "a_record", "future_version", "deep", "foreign_object", "a_list"],
)
def test_a_settings_file_that_cannot_be_used_is_set_aside_and_never_written_over(text):
    path = written(text)
    settings, problem = Settings.load()
    problem = english(problem)
    assert settings == Settings() and problem and "kept as" in problem
    (aside,) = path.parent.glob("settings.damaged-*.json")
    assert aside.read_text(encoding="utf-8") == text
    settings.fullscreen = True
    assert settings.save() is None  # the next change in Settings (or F11) writes a fresh file beside it
    assert aside.read_text(encoding="utf-8") == text
    assert json.loads(path.read_text(encoding="utf-8"))["fullscreen"] is True


def test_unknown_keys_survive_a_save_and_the_file_says_its_format():
    path = written(json.dumps({"format": FORMAT, "version": 1, "music_volume": 0.2, "table_felt": 1.5}))
    settings, problem = Settings.load()
    assert problem is None and settings.music_volume == 0.2
    settings.safe_palette = False
    settings.save()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and data["version"] == VERSION
    assert data["table_felt"] == 1.5 and data["safe_palette"] is False and data["music_volume"] == 0.2


def test_settings_from_before_the_format_still_load():
    written(json.dumps({"fullscreen": True, "window_size": "1920x1080", "animation_speed": "fast"}))
    settings, problem = Settings.load()
    assert problem is None and settings.fullscreen and settings.window_size == "1920x1080"


def test_a_settings_file_that_cannot_be_set_aside_is_never_written(monkeypatch):
    from game.saves import storage as module  # where a damaged file is set aside

    path = written("{broken")

    def stuck(path):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(module, "set_aside", stuck)
    settings, problem = Settings.load()
    problem = english(problem)
    assert problem and "defaults" in problem
    assert settings.save() and path.read_text(encoding="utf-8") == "{broken"


def test_a_settings_folder_in_place_of_the_file_is_reported_not_a_crash():
    path = settings_path()
    path.mkdir(parents=True)
    settings, problem = Settings.load()
    assert settings == Settings() and "this is a folder" in english(problem)


# --- two windows on one folder ---------------------------------------------------------------------------


def test_two_windows_changing_settings_keep_both_changes():
    first, _ = Settings.load()
    second, _ = Settings.load()
    first.music_volume = 0.1
    assert first.save() is None
    second.fullscreen = True  # F11 in the other window must not put the old volume back
    assert second.save() is None
    again, _ = Settings.load()
    assert again.music_volume == 0.1 and again.fullscreen is True
    second.music_volume = 0.9  # a change made later wins, key by key
    assert second.save() is None
    first.effects_volume = 0.3
    assert first.save() is None
    again, _ = Settings.load()
    assert (again.music_volume, again.effects_volume, again.fullscreen) == (0.9, 0.3, True)


def test_a_settings_file_damaged_while_a_window_was_open_is_set_aside_not_written_over():
    settings, _ = Settings.load()
    path = written("{broken")
    settings.effects_volume = 0.2
    assert settings.save() is None
    (aside,) = path.parent.glob("settings.damaged-*.json")
    assert aside.read_text(encoding="utf-8") == "{broken"
    assert Settings.load()[0].effects_volume == 0.2


@pytest.mark.parametrize(
    "old, now",
    [("125%", "100%"), ("150%", "200%"), ("175%", "200%"), ("250%", "300%"), ("200%", "200%"), ("auto", "auto")],
)
def test_a_fractional_ui_scale_from_an_old_file_is_rounded_to_a_crisp_one_and_nothing_else_is_lost(old, now):
    """Settings offers only whole scales (a fraction blurs every letter); an old file's fraction still reads."""
    path = written(json.dumps({"format": FORMAT, "version": VERSION, "ui_scale": old, "music_volume": 0.25,
                               "favourite_colour": "teal"}))  # fmt: skip
    settings, problem = Settings.load()
    assert problem is None and settings.ui_scale == now and settings.music_volume == 0.25
    assert settings.ui_scale in UI_SCALES
    settings.fullscreen = True
    assert settings.save() is None
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["ui_scale"] == now and data["favourite_colour"] == "teal" and data["music_volume"] == 0.25


def test_settings_offers_only_whole_ui_scales():
    assert UI_SCALES[0] == "auto"
    assert all(float(scale[:-1]) % 100 == 0 for scale in UI_SCALES[1:]) and "100%" in UI_SCALES


def test_two_windows_starting_different_games_both_keep_their_tables():
    """Each window remembers the table it started; the other game's seats, saved meanwhile, are not lost."""
    first, _ = Settings.load()
    second, _ = Settings.load()
    race = {"seats": [["Ana", "Person"], ["Ben", "Person"]], "options": {}}
    second.tables = {**second.tables, "race": race}
    assert second.save() is None
    hyperline = {"seats": [["Cy", "Person"], ["Dee", "Bot · easy"]], "options": {"turn_limit": 40}}
    first.tables = {**first.tables, "hyperline": hyperline}
    assert first.save() is None
    assert Settings.load()[0].tables == {"race": race, "hyperline": hyperline}
    later = {"seats": [["Eve", "Person"], ["Ben", "Person"]], "options": {}}
    first.tables["race"] = later  # changed in place: still a change of this window's, and the newer one wins
    assert first.save() is None
    assert Settings.load()[0].tables == {"race": later, "hyperline": hyperline}
