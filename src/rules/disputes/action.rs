//! Actions in turn, substantial action (TDA 36), action out of turn and the skipped player
//! (TDA 53A/53B, seed 004).

use super::{Choice, Decision, Fact, PlayerOptions, Ruling, RulingError, invalid, need};
use crate::Chips;
use crate::rules::Text;
use crate::rules::house::{HouseRules, OutOfTurnRule, SkippedPlayerRule};
use serde::{Deserialize, Serialize};

/// An action taken in turn. Posting a blind or an ante is not one, which is how "posted blinds
/// do not count" (TDA 36) is kept: they cannot be recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum InTurnAction {
    Check,
    Fold,
    Call,
    Bet,
    Raise,
}

impl InTurnAction {
    /// Whether the action puts chips in the pot (an all-in is a call, bet or raise).
    pub fn puts_chips_in(self) -> bool {
        matches!(
            self,
            InTurnAction::Call | InTurnAction::Bet | InTurnAction::Raise
        )
    }
}

/// Counts actions toward substantial action (TDA 36): two actions in turn of which at least one
/// puts chips in, or any three actions in turn. The hand engine keeps one per hand; misdeals,
/// button errors, level errors and out-of-turn rulings read it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SubstantialAction {
    actions: u32,
    with_chips: u32,
}

impl SubstantialAction {
    pub fn record(&mut self, action: InTurnAction) {
        self.actions += 1;
        if action.puts_chips_in() {
            self.with_chips += 1;
        }
    }

    pub fn reached(&self) -> bool {
        self.actions >= 3 || (self.actions >= 2 && self.with_chips >= 1)
    }

    /// The counter after these actions, in order.
    pub fn after(actions: &[InTurnAction]) -> SubstantialAction {
        let mut counter = SubstantialAction::default();
        for &action in actions {
            counter.record(action);
        }
        counter
    }
}

/// Whether these actions in turn amount to substantial action (TDA 36).
pub fn is_substantial_action(actions: &[InTurnAction]) -> bool {
    SubstantialAction::after(actions).reached()
}

/// What an out-of-turn player did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OutOfTurnAction {
    Fold,
    Check,
    Call,
    /// A bet or raise to this total.
    BetOrRaise {
        to: Chips,
    },
}

/// What the skipped player did once the action came back to them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SkippedAction {
    Check,
    Fold,
    Call,
    /// A bet or raise to this total.
    BetOrRaise {
        to: Chips,
    },
}

/// A player acted before their turn; the action went back to the player skipped.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct OutOfTurn {
    pub out_of_turn_action: Option<OutOfTurnAction>,
    pub skipped_player_action: Option<SkippedAction>,
    /// The bet the skipped player faced (0 when none), needed if they bet or raised.
    pub bet_before: Option<Chips>,
    /// The largest full bet or raise so far on the street (the big blind if none), needed if
    /// the skipped player bet or raised.
    pub min_raise_before: Option<Chips>,
}

const OUT_OF_TURN: &str = "action out of turn";

const OOT_ACTION: Fact = Fact {
    name: "out_of_turn_action",
    question_en: "what did the player acting out of turn do?",
    question_fr: "qu'a fait le joueur qui a parlé hors tour ?",
};
const SKIPPED_ACTION: Fact = Fact {
    name: "skipped_player_action",
    question_en: "what did the skipped player do when the action came back?",
    question_fr: "qu'a fait le joueur sauté quand la parole lui est revenue ?",
};
const BET_BEFORE: Fact = Fact {
    name: "bet_before",
    question_en: "what bet did the skipped player face (0 if none)?",
    question_fr: "à quelle mise le joueur sauté faisait-il face (0 si aucune) ?",
};
const MIN_RAISE_BEFORE: Fact = Fact {
    name: "min_raise_before",
    question_en: "what was the largest full bet or raise on this street so far?",
    question_fr: "quelle était la plus grosse mise ou relance complète du tour ?",
};

impl OutOfTurn {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let oot = need(&self.out_of_turn_action, OUT_OF_TURN, OOT_ACTION)?;
        if oot == OutOfTurnAction::Fold {
            return Ok(Ruling::new(
                Decision::ActionBinds,
                "A fold out of turn always binds; the player is out of the hand and may be \
                 penalised."
                    .into(),
                "Un abandon hors tour engage toujours ; le joueur est hors du coup et peut être \
                 sanctionné."
                    .into(),
                &["TDA-53A", "TDA-58"],
            ));
        }
        let skipped = need(&self.skipped_player_action, OUT_OF_TURN, SKIPPED_ACTION)?;
        let SkippedAction::BetOrRaise { to } = skipped else {
            return Ok(Ruling::new(
                Decision::ActionBinds,
                "The skipped player checked, called or folded, so the action reaching the \
                 out-of-turn player did not change: their action binds as made, and may be \
                 penalised."
                    .into(),
                "Le joueur sauté a checké, suivi ou s'est couché : l'action qui arrive au joueur \
                 hors tour n'a pas changé, son action engage telle quelle et peut être \
                 sanctionnée."
                    .into(),
                &["TDA-53A", "S004-out-of-turn"],
            ));
        };
        let before = need(&self.bet_before, OUT_OF_TURN, BET_BEFORE)?;
        let min_raise = need(&self.min_raise_before, OUT_OF_TURN, MIN_RAISE_BEFORE)?;
        if to <= before {
            return Err(invalid(
                OUT_OF_TURN,
                format!(
                    "a bet or raise to {to} does not go above the {before} already bet; enter \
                     it as a call or a check"
                ),
            ));
        }
        let raise_to = to + (to - before).max(min_raise);
        let may_raise = match house.betting.out_of_turn {
            OutOfTurnRule::AllOptions => true,
            OutOfTurnRule::RaiseOnlyAfterOwnBet => {
                matches!(oot, OutOfTurnAction::BetOrRaise { .. })
            }
        };
        let options = PlayerOptions {
            call: to,
            raise_to_at_least: may_raise.then_some(raise_to),
        };
        let ruling = match (house.betting.out_of_turn, may_raise) {
            (OutOfTurnRule::AllOptions, _) => Ruling::new(
                Decision::Options(options),
                format!(
                    "The skipped player bet or raised to {to}, so the action changed: the \
                     out-of-turn action no longer binds, its chips go back, and the player may \
                     fold, call {to} or raise to at least {raise_to}."
                ),
                format!(
                    "Le joueur sauté a misé ou relancé à {to} : l'action a changé, l'action hors \
                     tour n'engage plus, ses jetons sont rendus et le joueur peut se coucher, \
                     suivre {to} ou relancer à {raise_to} au moins."
                ),
                &["TDA-53A", "TDA-43A"],
            ),
            (OutOfTurnRule::RaiseOnlyAfterOwnBet, true) => Ruling::new(
                Decision::Options(options),
                format!(
                    "The action changed after the skipped player bet or raised to {to}. The \
                     out-of-turn player had bet or raised, so under seed 004 they may change \
                     their action and still raise: fold, call {to} or raise to at least \
                     {raise_to}."
                ),
                format!(
                    "L'action a changé après la mise ou relance à {to} du joueur sauté. Le \
                     joueur hors tour avait misé ou relancé : selon le seed 004 il peut changer \
                     d'annonce et relancer encore : se coucher, suivre {to} ou relancer à \
                     {raise_to} au moins."
                ),
                &["S004-out-of-turn", "TDA-43A"],
            ),
            (OutOfTurnRule::RaiseOnlyAfterOwnBet, false) => Ruling::new(
                Decision::Options(options),
                format!(
                    "The action changed after the skipped player bet or raised to {to}. The \
                     out-of-turn player had only checked or called, so under seed 004 they may \
                     change their action but not raise: fold or call {to}."
                ),
                format!(
                    "L'action a changé après la mise ou relance à {to} du joueur sauté. Le \
                     joueur hors tour n'avait que checké ou suivi : selon le seed 004 il peut \
                     changer d'annonce mais pas relancer : se coucher ou suivre {to}."
                ),
                &["S004-out-of-turn"],
            ),
        };
        Ok(ruling)
    }
}

/// A player was skipped by action out of turn and did not act yet.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SkippedPlayer {
    /// The actions taken out of turn after the skipped player, in order.
    pub actions_behind: Option<Vec<InTurnAction>>,
    /// Whether the skipped player had a reasonable time to speak up (TDA).
    pub had_reasonable_time: Option<bool>,
    /// Whether someone had bet on this round before the skipped player's turn (seed 004).
    pub pot_opened: Option<bool>,
}

const SKIPPED: &str = "skipped player";

const ACTIONS_BEHIND: Fact = Fact {
    name: "actions_behind",
    question_en: "which actions were taken out of turn after the skipped player, in order?",
    question_fr: "quelles actions ont été faites hors tour après le joueur sauté, dans l'ordre ?",
};
const REASONABLE_TIME: Fact = Fact {
    name: "had_reasonable_time",
    question_en: "did the skipped player have a reasonable time to speak up?",
    question_fr: "le joueur sauté a-t-il eu un délai raisonnable pour se manifester ?",
};
const POT_OPENED: Fact = Fact {
    name: "pot_opened",
    question_en: "had anyone bet on this round before the skipped player's turn?",
    question_fr: "quelqu'un avait-il misé dans ce tour avant le joueur sauté ?",
};

impl SkippedPlayer {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let behind = need(&self.actions_behind, SKIPPED, ACTIONS_BEHIND)?;
        let acted = behind.len();
        match house.betting.skipped_player {
            SkippedPlayerRule::TdDecides => {
                let reached = is_substantial_action(&behind);
                if !reached || !need(&self.had_reasonable_time, SKIPPED, REASONABLE_TIME)? {
                    let why_en = if reached {
                        "the skipped player had no reasonable time to speak up"
                    } else {
                        "no substantial action has happened out of turn behind them yet"
                    };
                    let why_fr = if reached {
                        "le joueur sauté n'a pas eu le temps de se manifester"
                    } else {
                        "aucune action substantielle n'a encore eu lieu hors tour derrière lui"
                    };
                    return Ok(Ruling::new(
                        Decision::ActionBacksUp,
                        format!(
                            "The action backs up to the skipped player, who has every option, \
                             because {why_en}. The out-of-turn actions then bind only if the \
                             action reaching them does not change."
                        ),
                        format!(
                            "La parole revient au joueur sauté, qui a toutes les options, car \
                             {why_fr}. Les actions hors tour n'engagent ensuite que si l'action \
                             qui leur parvient ne change pas."
                        ),
                        &["TDA-53B", "TDA-36", "TDA-53A"],
                    ));
                }
                Ok(Ruling::td_decides(
                    vec![
                        Choice {
                            decision: Decision::HandDead,
                            label: Text::new(
                                "The skipped hand is dead",
                                "La main sautée est morte",
                            ),
                        },
                        Choice {
                            decision: Decision::NonAggressiveOnly,
                            label: Text::new(
                                "The skipped player may only call, check or fold",
                                "Le joueur sauté peut seulement suivre, checker ou se coucher",
                            ),
                        },
                    ],
                    format!(
                        "Substantial action took place out of turn behind the skipped player \
                         ({acted} actions) while they stayed silent with time to speak: the \
                         out-of-turn actions bind, the action backs up to them, and the TD \
                         rules on their hand."
                    ),
                    format!(
                        "Une action substantielle a eu lieu hors tour derrière le joueur sauté \
                         ({acted} actions) sans qu'il se manifeste alors qu'il en avait le \
                         temps : les actions hors tour engagent, la parole lui revient et le \
                         directeur statue sur sa main."
                    ),
                    &["TDA-53B", "TDA-36"],
                ))
            }
            SkippedPlayerRule::ThreeActedAfter => {
                if acted < 3 {
                    return Ok(Ruling::new(
                        Decision::ActionBacksUp,
                        format!(
                            "Only {acted} player(s) acted after the skipped player; seed 004 \
                             takes their rights away after three. The action backs up to them \
                             with every option."
                        ),
                        format!(
                            "Seulement {acted} joueur(s) ont agi après le joueur sauté ; le seed \
                             004 ne lui retire ses droits qu'après trois. La parole lui revient \
                             avec toutes les options."
                        ),
                        &["S004-skipped-player", "S004-out-of-turn"],
                    ));
                }
                if need(&self.pot_opened, SKIPPED, POT_OPENED)? {
                    Ok(Ruling::new(
                        Decision::HandDead,
                        format!(
                            "{acted} players acted after the skipped player in an opened pot: \
                             under seed 004 the skipped hand is dead."
                        ),
                        format!(
                            "{acted} joueurs ont agi après le joueur sauté, pot ouvert : selon le \
                             seed 004 sa main est morte."
                        ),
                        &["S004-skipped-player"],
                    ))
                } else {
                    Ok(Ruling::new(
                        Decision::NoBetThisRound,
                        format!(
                            "{acted} players acted after the skipped player before anyone bet: \
                             under seed 004 they lose the right to bet on this round."
                        ),
                        format!(
                            "{acted} joueurs ont agi après le joueur sauté avant toute mise : \
                             selon le seed 004 il perd le droit de miser dans ce tour."
                        ),
                        &["S004-skipped-player"],
                    ))
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::InTurnAction::*;
    use super::*;

    #[test]
    fn substantial_action_needs_chips_in_two_actions_or_any_three() {
        assert!(!is_substantial_action(&[]));
        assert!(!is_substantial_action(&[Call]));
        assert!(!is_substantial_action(&[Fold, Fold]));
        assert!(!is_substantial_action(&[Check, Check]));
        assert!(!is_substantial_action(&[Check, Fold]));
        assert!(is_substantial_action(&[Fold, Call]));
        assert!(is_substantial_action(&[Raise, Fold]));
        assert!(is_substantial_action(&[Fold, Fold, Fold]));
        assert!(is_substantial_action(&[Check, Check, Check]));
    }
}
