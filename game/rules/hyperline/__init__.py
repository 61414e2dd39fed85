"""Hyperline (Steve Librande): build a starship, ride the hyperlines to Nexxus, research 5 points.

Modules, each one part of the game:
    board     the printed 9 x 9 board: sectors, ports, neighbours, loop lines
    tiles     the 26 hyperline tiles, Rips, pirate bases, planets, asteroids, and their lines
    ship      the starship model: components on a grid, placement, facing, damage (its own helper), with
              components  the Store's kinds and names, sides, which part may hold which
              layouts     a whole ship's layout rules, remembered per layout: spots, holding together, a Build's moves
              squares     the tables by square those rules read
    galaxy    what is where: blocking, fighters, hyperpoints, connections
    setup     the board, home planets, starting ships, first player
    turn      the five phases of a turn, the command menu, the end of turns and of the game
    moves     the Move command: fighters, Step, Jump, Ripshift, Rips, bonus moves
    explore   exploring a sector: stack, draw, rotation, the second Rip
    commands  Build (with reconfiguring), Repair, Research
    scanners  the scan phase: normal, Planetary, Disrupting and Quantum scans
    combat    the combat phase: asteroids, fights in rounds, pirates, torpedoes, the Transfer Shield
    queries   answers for the table and the bots: jump routes, why a command or a stack is refused,
              the Store's offers, placement spots on the ship grid, the components a decision names
    state     HyperlineState, the contract over all of the above (hidden information: view, from_view)
The bots' evaluation is no rule: it lives beside the bots, in game/ai/hyperline_eval.py.
Rulings: docs/rules/hyperline.md.
"""

from __future__ import annotations

from game.rules import GameInfo, Option, Parts, register
from game.rules.hyperline.state import HyperlineState
from game.rules.words import N_

INFO = register(
    GameInfo(
        id="hyperline",
        title=N_("Hyperline"),
        min_players=2,
        max_players=4,
        state_class=HyperlineState,
        pitch=N_("Build a starship, ride the hyperlines to Nexxus and research its secrets first."),
        playout_target=108,  # issue 17: three times the 36 a second measured before it
        options=(
            Option(
                key="turn_limit",
                label=N_("Turn limit (rounds)"),
                default=100,
                kind="int",
                minimum=0,
                maximum=500,
                help=N_(
                    "Stop the game after this many rounds with no winner (0: no limit; bots need a limit to plan)."
                ),
            ),
            Option(
                key="seating",
                label=N_("Two players sit"),
                default="opposite",
                kind="choice",
                choices=("opposite", "side"),
                choice_words=(N_("opposite"), N_("side by side")),
                help=N_("With two players: diagonally opposite corners (longer build-up) or along one side."),
            ),
        ),
        rules_path="rules/hyperline.md",
        search="turns",  # a turn is many small decisions: the search bots plan whole turns
        parts=Parts(
            board="scenes.boards.hyperline.view:HyperlineBoard",
            phone="game.rules.hyperline.phone:private_part",
            results="game.rules.hyperline.ending:results_part",
            evaluate="game.ai.hyperline_eval:evaluate",
            idle="game.ai.hyperline_eval:idle",
            styles=(  # each level values a position its own way (README, "Bots")
                ("shipwright", "game.ai.hyperline_eval:shipwright"),
                ("captain", "game.ai.hyperline_eval:captain"),
                ("raider", "game.ai.hyperline_eval:raider"),
            ),
            art="tools.art_hyperline:generate",
            card="tools.assetkit.cards:card_hyperline",
            moments=(("fight", "scenes.boards.hyperline.combat_demo:fight_match"),),  # a game played into a fight
            smoke=("scenes.boards.hyperline.combat_demo:fight_on_screen",),
        ),
    )
)

__all__ = ["HyperlineState", "INFO"]
