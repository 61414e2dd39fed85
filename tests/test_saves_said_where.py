"""A file set aside is named with its folder: the damaged autosave sits beside records/, not in it, where Load looks."""

from game.saves import library, scores
from game.saves.settings import Settings, settings_path
from game.saves.storage import autosave_path


def _damage(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "star-table-', encoding="utf-8")
    return path


def _kept_at(problem, path):
    (aside,) = [found for found in path.parent.iterdir() if ".damaged-" in found.name]
    assert str(aside) in problem  # the whole path: a player can find the file
    assert aside.read_text(encoding="utf-8") == '{"format": "star-table-'  # its bytes as they were


def test_a_damaged_autosave_says_where_it_was_kept():
    path = _damage(autosave_path())
    saved, problem = library.read_autosave()
    assert saved is None
    _kept_at(problem, path)


def test_damaged_settings_say_where_they_were_kept():
    path = _damage(settings_path())
    settings, problem = Settings.load()
    assert settings == Settings()
    _kept_at(problem, path)


def test_a_damaged_score_table_says_where_it_was_kept():
    path = _damage(scores.scores_path())
    entries, _, problem = scores.read_scores()
    assert entries == []
    _kept_at(problem, path)
