"""The prompt at Hyperline's table (a mixin of HyperlineBoard): what the decision now asks and where it is
clicked, in a new player's words; why a command is shut or a Build buys nothing; a person's own draw or die.
"""

from __future__ import annotations

import scenes.boards.hyperline.abilities as abilities
import scenes.boards.hyperline.combat_words as combat_words
import scenes.boards.hyperline.spots as spots
from game.rules.hyperline import queries
from game.rules.hyperline import ship as shipkit
from game.rules.hyperline.turn import COMMANDS, waiting_for
from scenes.boards.hyperline.asking import DAMAGE, DRAWS
from scenes.boards.hyperline.input import COMMAND_LABELS
from scenes.boards.hyperline.placing import placing_kind
from scenes.boards.hyperline.table_words import computer_offline, droid_note, nothing_to_buy

HINTS = {
    "starting ship": "Click a lit Store box, or pick from the list.",
    "tight scan": "A tight scan: one component takes damage now, then the direction die scores one more research "
    "point if a boosted Scanner faces its side. Click a lit boosted Scanner to try it, or skip it (E).",
    "scan": "Click a lit sector to scan it (click a special Scanner on your ship first for its own scan), "
    "or end scanning (E).",
    "turn tile": "Turn the new tile with R, the wheel or a right click; click it or Enter lays it.",
    "stack": "Click the hyperline stack (lines to ride on, and a Rip and pirate bases) or the planet stack "
    "(planets that sell components, and asteroid fields that block ships; no lines).",
    "place": "Click a lit square on your ship (R turns it).",
    "build": "Click a lit Store box to buy, a component to lift it and place it again; Done building (E).",
    "repair": "Click the damaged component to repair.",
    "rip travel": "Click the other lit Rip to go through it, or your own sector (E) to stay.",
    "branch": "Click the hyperpoint of the branch to ride (a hyperpoint: the dot where a line leaves a sector).",
}
"""Where the decision asked is clicked, after the rules' words for what it waits for."""
HYPERPOINTS = (
    " (A hyperpoint: a dot on your sector's rim where a line begins, mid-edge or at a corner; a corner one needs a "
    "Hyperline Computer.)"
)
"""Said in the move prompt: the words the lit dots, the Jump rows and the rules' refusals use."""
MOVE_WORDS = (
    "Move: Step to a sector next to yours, or Jump: ride a line from a hyperpoint (a dot on your sector's rim) to "
    "its far end; a Rip Engine can make a Jump a Ripshift, a leap to a Rip or your home. Click your sector or take "
    "the row."
)
"""The command menu's Move row pointed at: what Step, Jump and Ripshift mean."""
HOME_BONUS_HINT = "Click a lit Store box (a Bridge upgrade too), or pick from the list."


def bridge_at_stake(asked: str, bridge_works: bool) -> str:
    """What a hit on the Bridge does to research, told where the damage is chosen."""
    if asked == "research damage":
        return "a damaged Bridge scores no point: this Research is lost"
    if asked == "tight-scan damage":
        return "the research point is already scored: this damage cannot take it back"
    if not bridge_works:
        return "your Bridge is damaged: no Research until it is repaired"
    return "a damaged Bridge cannot Research this turn"


class Prompts:
    def why_one_stack(self, view) -> str:
        """Why exploring offers no choice of stack: the rules' reason for the stack not offered."""
        if self.asking.ask != "draw" or not view["explore"]:
            return ""
        reasons = [why for why in queries.stack_reasons(self.rules(view)).values() if why]
        return f"({reasons[0]})" if reasons else ""

    def roll_words(self, view):
        """A person's own draw from a stack is a draw, not a die."""
        asked = self.asking.ask
        if asked in DRAWS:
            stack = view["explore"].get("stack") or "hyperline"
            return f"draw from the {stack} stack: press Space or click the stack.", "Draw a tile"
        if asked == "direction die":
            return "roll for the fight: press Space or click the die.", "Roll the die"
        if asked == "first player":
            return "roll for first player (the highest roll plays first; a tie rolls again).", "Roll the die"
        return super().roll_words(view)

    def _command_prompt(self, view, legal, listed) -> str:
        """The command menu's sentence: why a greyed command is shut, why Build buys nothing, a forced Move, or
        where each open command is clicked."""
        if listed in COMMANDS and listed not in legal:  # a greyed command: why not
            why = queries.command_reasons(self.rules(view)).get(listed)
            if why:
                return f"{COMMAND_LABELS[listed].split(':')[0]} is not open now: {why}"
        if listed == "build" and listed in legal:
            why = nothing_to_buy(self.rules(view))
            if why:
                return f"Build buys nothing here: {why[0].lower()}{why[1:]} It can still rearrange your ship."
        if view["must_move"][view["current"]]:
            return "Your ship ran away from a fight: it must Move now. Click your ship's sector (or Move in the list)."
        if listed == "move" and listed in legal:  # the words of its row, said once where they first matter
            return MOVE_WORDS
        spots_ = ["your ship's sector to Move"]
        if "build" in legal:
            spots_.append("a lit Store box to Build")
        if "repair" in legal:
            spots_.append("a lit damaged component to Repair")
        if "research" in legal:
            spots_.append("the research track to Research")
        said = f"Your command: click {', '.join(spots_)}; or pick from the list (P passes)."
        droid = droid_note(view) if "repair" in legal else None
        return f"{said} {droid}" if droid else said

    def chance_words(self, asking):
        if asking.ask in DRAWS:
            return "draws a tile", "draws a tile from the stack"
        return super().chance_words(asking)

    def prompt(self, view, seat, legal):
        asked = self.asking.ask
        said = combat_words.prompt(view, asked, self.names(), legal, self.listed())
        if said:
            return said
        listed = self.listed()
        kind = abilities.chosen_kind(listed) if listed in legal else None
        if kind:  # a new player's question before choosing a component: what does it do?
            where = " It goes on your Bridge: a Bridge upgrade has no other place." if kind in shipkit.UPGRADES else ""
            return f"{abilities.ability(kind)}{where} (Enter or a click on its row takes it.)"
        if asked == "place" and len(legal) == 1:  # asked all the same: a click or Enter places it
            named = shipkit.NAMES[view["placing"]["kind"]]
            return f"Place your {named}: the lit square is the only place it fits. Click it, or press Enter."
        spot = self.ghost_action(view, legal) or (listed if placing_kind(view, listed, asked) else None)
        if spot in legal and placing_kind(view, spot, asked):  # the row pointed at, whole, where a long row shrinks
            named = shipkit.NAMES[placing_kind(view, spot, asked)]
            return f"{named}: {self._label(view, spot)}. Click a lit square (R turns it), or Enter takes the lit row."
        if asked == "command":
            extra = view["turn"].get("droid") == "used"  # said first, whatever the row pointed at says
            head = "Your Repair Droid gives you one more command (not Repair). " if extra else ""
            return head + self._command_prompt(view, legal, listed)
        if asked == "move":
            words = "Bonus move: click" if "stop" in legal else "Click"
            words += " a lit sector to Step, a lit hyperpoint to Jump (the route glows)"
            if any(isinstance(a, tuple) and a[0] == "ripshift" for a in legal):
                words += ", a lit Rip or your home to Ripshift (your Rip Engine makes a Jump that leap)"
            if "load" in legal:
                words += ", your lit fighters to load one"
            if "unload" in legal:
                words += ", a lit Carrier Pod to unload its fighter"
            words += ", or your ship's sector (E) to end the move here." if "stop" in legal else "."
            said = HYPERPOINTS if spots.hyperpoints(view, legal) else ""  # said where the dots are lit
            return words + said + computer_offline(view)
        if (
            asked == "scan"
            and self.scanner != "scan"
            and any(isinstance(a, tuple) and a[0] == self.scanner for a in legal)
        ):
            return f"Your {self.scanner.title()} scan: click a lit sector (E ends scanning)."
        if asked == "repair" and "repair_all" in legal:  # a click on one component stopped here: say why
            return (
                "Repair at your home planet: click your home sector to repair everything at once, "
                "or click one damaged component to repair only it."
            )
        if asked == "repair" and droid_note(view):
            return f"Click the damaged component to repair. {droid_note(view)}"
        if asked == "build" and not any(isinstance(a, tuple) and a[0] == "buy" for a in legal):
            hint = "Nothing more to buy here (a Store box says why); lift a component to move it, or Done building (E)."
        elif asked in DAMAGE:
            bridge = shipkit.bridge_ok(self.rules(view).ships[view["current"]])
            hint = f"Click a lit component on your ship to take the damage ({bridge_at_stake(asked, bridge)})."
        elif asked == "starting ship" and any(isinstance(a, tuple) and a[0] == "bonus" for a in legal):
            hint = HOME_BONUS_HINT  # the home bonus may be a Bridge upgrade
        else:
            hint = HINTS.get(asked, "Pick from the list on the right (number keys, or arrows and Enter).")
        waiting = waiting_for(self.rules(view))  # the rules' words for what the decision waits for
        return f"{waiting[:1].upper()}{waiting[1:]} {hint}"
