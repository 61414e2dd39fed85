"""A game at the table: the session (started, resumed, undone, ended) and the turn flow at one screen.

It sits above the bots (it schedules them and the hint search) and below the window; game/engine, under the
bots, holds matches, chance and undo and knows nothing of either.
"""
