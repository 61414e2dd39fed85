"""Saving in one place: every file the app keeps or reads back, without pygame.

- `reader`: the one reader (plain files only, size and depth limits, clear refusals)
- `storage`: the folders, atomic writes, unique names, damaged files set aside, stale temp files
- `records`: a match as JSON (saves are records) and its checks, deal codes, the bot levels a seat may name
- `autosave`: what a match tells after every change (`Keeper`), and each window's `Slot`
- `library`: the autosave, the records folder, what Continue, Load and Replays open
- `settings`: the player's settings file
- `scores`: the Galaxy Express high-score table and the deal of the day

The whole package sits below `game.engine` (a match keeps a record and tells its keeper): it
imports only `game.rules`, the version and itself. This file imports none of them.
"""
