"""Bots that see only what their seat may see."""

from game.ai.bots import BOT_NAMES, LEVELS, Bot, GreedyBot, MCTSBot, RandomBot, Thinker, make_bot, random_playout
from game.ai.runner import MatchResult, play_match

__all__ = [
    "BOT_NAMES",
    "LEVELS",
    "Bot",
    "GreedyBot",
    "MCTSBot",
    "MatchResult",
    "RandomBot",
    "Thinker",
    "make_bot",
    "play_match",
    "random_playout",
]
