"""The pygame front end: the scene stack, the menu, and one table per game."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
