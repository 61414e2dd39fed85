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
from game.rules.words import N_
from game.words import _, pgettext
from scenes.boards.hyperline.asking import DAMAGE, DRAWS
from scenes.boards.hyperline.input import command_shut
from scenes.boards.hyperline.placing import placing_kind
from scenes.boards.hyperline.rules_words import lowered, part_name, rules_text
from scenes.boards.hyperline.table_words import computer_offline, droid_note, nothing_to_buy

HINTS = {
    "starting ship": N_("Click a lit Store box, or pick from the list."),
    "tight scan": N_(
        "A tight scan: one component takes damage now, then the direction die scores one more research point if a "
        "boosted Scanner faces its side. Click a lit boosted Scanner to try it, or skip it (E)."
    ),
    "scan": N_(
        "Click a lit sector to scan it (click a special Scanner on your ship first for its own scan), or end "
        "scanning (E)."
    ),
    "turn tile": N_("Turn the new tile with R, the wheel or a right click; click it or Enter lays it."),
    "stack": N_(
        "Click the hyperline stack (lines to ride on, and a Rip and pirate bases) or the planet stack (planets that "
        "sell components, and asteroid fields that block ships; no lines)."
    ),
    "place": N_("Click a lit square on your ship (R turns it)."),
    "build": N_("Click a lit Store box to buy, a component to lift it and place it again; Done building (E)."),
    "repair": N_("Click the damaged component to repair."),
    "rip travel": N_("Click the other lit Rip to go through it, or your own sector (E) to stay."),
    "branch": N_("Click the hyperpoint of the branch to ride (a hyperpoint: the dot where a line leaves a sector)."),
}
"""Where the decision asked is clicked, after the rules' words for what it waits for (worded where shown)."""


def hyperpoints() -> str:
    """Said in the move prompt: the words the lit dots, the Jump rows and the rules' refusals use."""
    return " " + _(
        "(A hyperpoint: a dot on your sector's rim where a line begins, mid-edge or at a corner; a corner one needs "
        "a Hyperline Computer.)"
    )


def move_words() -> str:
    """The command menu's Move row pointed at: what Step, Jump and Ripshift mean."""
    return _(
        "Move: Step to a sector next to yours, or Jump: ride a line from a hyperpoint (a dot on your sector's rim) "
        "to its far end; a Rip Engine can make a Jump a Ripshift, a leap to a Rip or your home. Click your sector or "
        "take the row."
    )


def bridge_at_stake(asked: str, bridge_works: bool) -> str:
    """What a hit on the Bridge does to research, told where the damage is chosen."""
    if asked == "research damage":
        return _("a damaged Bridge scores no point: this Research is lost")
    if asked == "tight-scan damage":
        return _("the research point is already scored: this damage cannot take it back")
    if not bridge_works:
        return _("your Bridge is damaged: no Research until it is repaired")
    return _("a damaged Bridge cannot Research this turn")


class Prompts:
    def why_one_stack(self, view) -> str:
        """Why exploring offers no choice of stack: the rules' reason for the stack not offered."""
        if self.asking.ask != "draw" or not view["explore"]:
            return ""
        reasons = [why for why in queries.stack_reasons(self.rules(view)).values() if why]
        return f"({rules_text(reasons[0], self.names())})" if reasons else ""

    def roll_words(self, view):
        """A person's own draw from a stack is a draw, not a die."""
        asked = self.asking.ask
        if asked in DRAWS:
            stack = view["explore"].get("stack") or "hyperline"
            if stack == "planet":
                return _("draw from the planet stack: press Space or click the stack."), _("Draw a tile")
            return _("draw from the hyperline stack: press Space or click the stack."), _("Draw a tile")
        if asked == "direction die":
            return _("roll for the fight: press Space or click the die."), pgettext("die", "Roll the die")
        if asked == "first player":
            return (
                _("roll for first player (the highest roll plays first; a tie rolls again)."),
                pgettext("die", "Roll the die"),
            )
        return super().roll_words(view)

    def _command_prompt(self, view, legal, listed) -> str:
        """The command menu's sentence: why a greyed command is shut, why Build buys nothing, a forced Move, or
        where each open command is clicked."""
        if listed in COMMANDS and listed not in legal:  # a greyed command: why not
            why = queries.command_reasons(self.rules(view)).get(listed)
            if why:
                return command_shut(listed).format(why=rules_text(why, self.names()))
        if listed == "build" and listed in legal:
            why = nothing_to_buy(self.rules(view))
            if why:
                return _("Build buys nothing here: {why} It can still rearrange your ship.").format(why=lowered(why))
        if view["must_move"][view["current"]]:
            return _(
                "Your ship ran away from a fight: it must Move now. Click your ship's sector (or Move in the list)."
            )
        if listed == "move" and listed in legal:  # the words of its row, said once where they first matter
            return move_words()
        spots_ = [_("your ship's sector to Move")]
        if "build" in legal:
            spots_.append(_("a lit Store box to Build"))
        if "repair" in legal:
            spots_.append(_("a lit damaged component to Repair"))
        if "research" in legal:
            spots_.append(_("the research track to Research"))
        told = _("Your command: click {spots}; or pick from the list (P passes).").format(spots=", ".join(spots_))
        droid = droid_note(view) if "repair" in legal else None
        return f"{told} {droid}" if droid else told

    def chance_words(self, asking):
        if asking.ask in DRAWS:
            return _("draws a tile"), _("draws a tile from the stack")
        return super().chance_words(asking)

    def prompt(self, view, seat, legal):
        asked = self.asking.ask
        told = combat_words.prompt(view, asked, self.names(), legal, self.listed())
        if told:
            return told
        listed = self.listed()
        kind = abilities.chosen_kind(listed) if listed in legal else None
        if kind:  # a new player's question before choosing a component: what does it do?
            if kind in shipkit.UPGRADES:
                line = _("{ability} It goes on your Bridge: a Bridge upgrade has no other place. (Enter or a click on "
                         "its row takes it.)")  # fmt: skip
            else:
                line = _("{ability} (Enter or a click on its row takes it.)")
            return line.format(ability=abilities.ability(kind))
        if asked == "place" and len(legal) == 1:  # asked all the same: a click or Enter places it
            named = part_name(view["placing"]["kind"])
            return _("Place your {part}: the lit square is the only place it fits. Click it, or press Enter.").format(
                part=named
            )
        spot = self.ghost_action(view, legal) or (listed if placing_kind(view, listed, asked) else None)
        if spot in legal and placing_kind(view, spot, asked):  # the row pointed at, whole, where a long row shrinks
            named = part_name(placing_kind(view, spot, asked))
            line = _("{part}: {place}. Click a lit square (R turns it), or Enter takes the lit row.")
            return line.format(part=named, place=self._label(view, spot))
        if asked == "command":
            extra = view["turn"].get("droid") == "used"  # said first, whatever the row pointed at says
            head = _("Your Repair Droid gives you one more command (not Repair).") + " " if extra else ""
            return head + self._command_prompt(view, legal, listed)
        if asked == "move":
            clicks = [_("a lit sector to Step, a lit hyperpoint to Jump (the route glows)")]
            if any(isinstance(a, tuple) and a[0] == "ripshift" for a in legal):
                clicks.append(_("a lit Rip or your home to Ripshift (your Rip Engine makes a Jump that leap)"))
            if "load" in legal:
                clicks.append(_("your lit fighters to load one"))
            if "unload" in legal:
                clicks.append(_("a lit Carrier Pod to unload its fighter"))
            if "stop" in legal:
                words = _("Bonus move: click {spots}, or your ship's sector (E) to end the move here.")
            else:
                words = _("Click {spots}.")
            words = words.format(spots=", ".join(clicks))
            dots = hyperpoints() if spots.hyperpoints(view, legal) else ""  # said where the dots are lit
            return words + dots + computer_offline(view)
        if (
            asked == "scan"
            and self.scanner != "scan"
            and any(isinstance(a, tuple) and a[0] == self.scanner for a in legal)
        ):
            return scan_prompt(self.scanner)
        if asked == "repair" and "repair_all" in legal:  # a click on one component stopped here: say why
            return _(
                "Repair at your home planet: click your home sector to repair everything at once, "
                "or click one damaged component to repair only it."
            )
        if asked == "repair" and droid_note(view):
            return _("Click the damaged component to repair.") + " " + droid_note(view)
        if asked == "build" and not any(isinstance(a, tuple) and a[0] == "buy" for a in legal):
            hint = _(
                "Nothing more to buy here (a Store box says why); lift a component to move it, or Done building (E)."
            )
        elif asked in DAMAGE:
            bridge = shipkit.bridge_ok(self.rules(view).ships[view["current"]])
            hint = _("Click a lit component on your ship to take the damage ({stake}).").format(
                stake=bridge_at_stake(asked, bridge)
            )
        elif asked == "starting ship" and any(isinstance(a, tuple) and a[0] == "bonus" for a in legal):
            hint = _("Click a lit Store box (a Bridge upgrade too), or pick from the list.")  # the bonus may be one
        elif asked in HINTS:
            hint = rules_text(HINTS[asked])
        else:
            hint = _("Pick from the list on the right (number keys, or arrows and Enter).")
        waiting = rules_text(
            waiting_for(self.rules(view)), self.names()
        )  # the rules' words for what the decision waits for
        return f"{waiting[:1].upper()}{waiting[1:]} {hint}"


def scan_prompt(scanner: str) -> str:
    """A special Scanner picked on the ship: its scan is the next click's."""
    if scanner == "planetary":
        return _("Your Planetary scan: click a lit sector (E ends scanning).")
    if scanner == "quantum":
        return _("Your Quantum scan: click a lit sector (E ends scanning).")
    return _("Your Disrupt scan: click a lit sector (E ends scanning).")
