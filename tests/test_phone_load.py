"""Issue 36's load run (`python -m game.bench phones`) runs for seconds and says its figures.

The ten-minute run is outside `make test` (its figures in docs/benchmarks.md); here it runs a few seconds, as a
developer would start it, to keep the command working: six pages served on 127.0.0.1, every update counted.
Nothing here times anything: the figures are only checked to be there and to add up.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOUND = 240  # seconds: a load run that hangs is stopped (a bound, not a timing assert)


def test_the_load_run_plays_six_pages_for_seconds_and_reports_every_figure(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "STAR_TABLE_HOME": str(tmp_path)}
    command = [sys.executable, "-m", "game.bench", "phones", "--minutes", "0.3", "--baseline", "2", "--warm", "2"]
    done = subprocess.run(command + ["--json"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=BOUND)
    assert done.returncode == 0, done.stderr
    said = done.stdout.strip().splitlines()
    got = json.loads(said[-1])
    text = "\n".join(said[:-1])
    assert got["seats"] == 6 and sorted(got["pages"]) == [str(seat) for seat in range(6)]
    for page in got["pages"].values():  # every page joined, was sent packets and got each one, the newest last
        assert page["connects"] >= 1 and page["received"] > 0
        assert page["received"] == page["sent"] and page["lost"] == 0 and page["last_arrived"]
    assert sum(page["moves"] for page in got["pages"].values()) > 0  # the pages played, not only watched
    assert got["rss_warm_mb"] > 0 and got["rss_end_mb"] > 0
    assert got["frames_phones"] > 0 and got["frames_without"] > 0
    assert got["threads_left"] == [] and got["pages_exit"] == 0  # a clean stop: no thread, no process left
    for line in ("every update delivered: met", "app memory:", "table frame median:", "threads left: none"):
        assert line in text
