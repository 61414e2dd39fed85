"""A file set aside is named with its folder: the damaged autosave sits beside records/, not in it, where Load looks."""

from game.rules.words import english
from game.saves import library, scores
from game.saves.settings import Settings, settings_path
from game.saves.storage import autosave_path


def _damage(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "star-table-', encoding="utf-8")
    return path


def _kept_at(problem, path):
    (aside,) = [found for found in path.parent.iterdir() if ".damaged-" in found.name]
    assert str(aside) in english(problem)  # the whole path: a player can find the file
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


def test_a_file_where_the_folder_should_be_is_named(star_table_home):
    """A bare 'File exists' tells a player nothing: the message names the file that stands in the way."""
    from game.saves.library import save_record
    from scenes.shots import demo_match

    star_table_home.mkdir()
    for name in ("data", "config"):
        (star_table_home / name).write_text("a file\n")
    problem = Settings().save()
    problem = english(problem)
    assert problem and f"{star_table_home / 'config'} is a file where a folder should be" in problem
    try:
        save_record(demo_match("race", seed=2, after=3).record)
    except OSError as err:
        assert f"{star_table_home / 'data'} is a file where a folder should be" in str(err)
    else:
        raise AssertionError("a record was saved under a file")
    assert (star_table_home / "data").read_text() == "a file\n"  # never touched
