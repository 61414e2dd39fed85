"""`make words`: extract every domain's messages, update the translations, compile them.

For each domain of game/words/domains.py: `pybabel extract` writes assets/locale/<domain>.pot (the English
source), `pybabel update` (or `init`, the first time) brings each language's .po up to date with it, and
`pybabel compile` writes the .mo the app reads (fuzzy entries are left out: English shows until a translator
confirms them). Translate the new or fuzzy entries in the .po files, then run it again. The lessons' words are in
their files (assets/lessons/*.json), found by `extract_lesson` (babel.cfg names it).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game.words import locale_dir
from game.words.domains import KEYWORDS, LANGUAGES, domains

ROOT = Path(__file__).resolve().parent.parent


def keyword_args() -> list[str]:
    """KEYWORDS as pybabel's -k specs ("pmsg:1c,2")."""
    specs = []
    for name, places in KEYWORDS.items():
        if places is None:
            specs.append(name)
            continue
        parts = [f"{p[0]}{p[1]}" if isinstance(p, tuple) else str(p) for p in places]
        specs.append(f"{name}:{','.join(parts)}")
    return [arg for spec in specs for arg in ("-k", spec)]


def extract_lesson(fileobj, keywords, comment_tags, options):
    """Babel's extractor for a lesson file: its title, and each step's words and its words for a wrong click.

    A file that is not a lesson gives nothing (`learn --check` names it)."""
    raw = fileobj.read().decode("utf-8", errors="replace")
    try:
        data = json.loads(raw)
    except json.JSONDecodeError:
        return
    if not isinstance(data, dict) or data.get("format") != "star-table-lesson":
        return
    name = f"the lesson {data.get('game', '?')!r}"

    def found(text, where):
        if isinstance(text, str) and text:
            line = raw[: max(0, raw.find(json.dumps(text, ensure_ascii=False)[1:-1]))].count("\n") + 1
            note = f"Translators: {name}, {where}. Keep *marked words* marked, {{p0}}, {{p1}} (players) as they are."
            return [(line, None, text, [note])]
        return []

    yield from found(data.get("title"), "its title")
    for number, step in enumerate(data.get("steps") or [], 1):
        if isinstance(step, dict):
            yield from found(step.get("says"), f"step {number}")
            yield from found(step.get("wrong"), f"step {number}, said when the learner does something else")


def pybabel(*args: str):
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", *args], check=True, cwd=ROOT)


def _dated(text: str) -> str:
    return "".join(line for line in text.splitlines(True) if not line.startswith('"POT-Creation-Date:'))


def main():
    directory = locale_dir()
    directory.mkdir(parents=True, exist_ok=True)
    for domain, paths in domains().items():
        template = directory / f"{domain}.pot"
        fresh = directory / f"{domain}.pot.new"
        pybabel(
            "extract", "-F", "babel.cfg", "--no-default-keywords", *keyword_args(), "--add-comments=Translators:",
            "--add-location=file", "--sort-by-file", "--project=Star Table", "--width=120", "-o", str(fresh), *paths,
        )  # fmt: skip
        if template.exists() and _dated(template.read_text()) == _dated(fresh.read_text()):
            fresh.unlink()  # only the date is new: nothing for the .po files, nothing to commit
        else:
            fresh.replace(template)
        for language in LANGUAGES:
            po = directory / language / "LC_MESSAGES" / f"{domain}.po"
            command = "update" if po.exists() else "init"
            pybabel(
                command, "-D", domain, "-i", str(template), "-d", str(directory), "-l", language, "--width=120",
                *(["--ignore-pot-creation-date"] if command == "update" else []),
            )  # fmt: skip
        pybabel("compile", "-D", domain, "-d", str(directory), "--statistics")


if __name__ == "__main__":
    main()
