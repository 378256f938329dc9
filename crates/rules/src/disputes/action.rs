//! Actions in turn, substantial action (TDA 36), action out of turn, the skipped player and
//! two players acting at once (TDA 53A/53B, seed 004).
//!
//! The rule-36 counter lives here and the hand engine counts with it. The out-of-turn rulings
//! themselves are the hand engine's (`betting::rulings::out_of_turn` and `skipped_player`,
//! amount-aware): these cases gather the facts, build what the player faces and delegate.

use super::chips::{Needs, Spot, from_chips};
use super::facts::{Alternative, FactKind, Field, Holds, IN_TURN_ACTIONS, dispute, one_of};
use super::said::{Blank, Family, said};
use super::{CaseName, Decision, Ruling, RulingError, invalid, need};
use crate::penalties::Fault;
use riffle_core::Chips;
use riffle_core::betting::Action;
use riffle_core::betting::rulings::{self, RuledKind, Skipped};
use riffle_core::betting::substantial::{InTurnAction, is_substantial_action};
use riffle_core::house::{HouseRules, SkippedPlayerRule};
use serde::{Deserialize, Serialize};

/// The word file of this family's sentences.
const FAMILY: Family = Family::Action;

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

/// The answers to "what did the out-of-turn player do?".
const OUT_OF_TURN_ACTIONS: FactKind = FactKind::OneOf(&[
    Alternative::unit("out_of_turn_actions", "Fold"),
    Alternative::unit("out_of_turn_actions", "Check"),
    Alternative::unit("out_of_turn_actions", "Call"),
    Alternative {
        set: "out_of_turn_actions",
        variant: "BetOrRaise",
        holds: Holds::Fields(&[Field::new("to", FactKind::Chips)]),
    },
]);

one_of! {
    /// What the player whose turn it was did once the action came back to them. A check, call or
    /// fold leaves the action reaching the out-of-turn player unchanged; a bet or raise changes it.
    pub enum SkippedAction as SKIPPED_ACTIONS in "skipped_actions" {
        Check,
        Fold,
        Call,
        BetOrRaise,
    }
}

dispute! {
    /// A player acted before their turn; the action went back to the player skipped.
    pub struct OutOfTurn as OUT_OF_TURN = "out_of_turn" {
        out_of_turn_action: Option<OutOfTurnAction> => OOT_ACTION = OUT_OF_TURN_ACTIONS,
        skipped_player_action: Option<SkippedAction> => SKIPPED_ACTION = SKIPPED_ACTIONS,
        /// What the out-of-turn player faces now that the action has come to them.
        spot: Spot,
    }
}

impl OutOfTurn {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        out_of_turn(
            OUT_OF_TURN,
            need(&self.out_of_turn_action, OUT_OF_TURN, OOT_ACTION)?,
            || need(&self.skipped_player_action, OUT_OF_TURN, SKIPPED_ACTION),
            &self.spot,
            house,
        )
    }
}

/// The out-of-turn ruling: the facts become the hand engine's `OutOfTurn` and `Facing`.
fn out_of_turn(
    case: CaseName,
    oot: OutOfTurnAction,
    in_turn: impl FnOnce() -> Result<SkippedAction, RulingError>,
    spot: &Spot,
    house: &HouseRules,
) -> Result<Ruling, RulingError> {
    // A fold out of turn binds whatever happens: nothing else is asked.
    let (facing, action_changed) = if oot == OutOfTurnAction::Fold {
        (spot.for_fold(), false)
    } else {
        let changed = in_turn()? == SkippedAction::BetOrRaise;
        (spot.facing(case, house, Needs::RAISE)?, changed)
    };
    if action_changed && facing.call_amount() == 0 {
        return Err(invalid(case, said!("skipped_player_bet_or_raised")));
    }
    let action = match oot {
        OutOfTurnAction::Fold => Action::Fold,
        OutOfTurnAction::Check => Action::Check,
        OutOfTurnAction::Call => Action::Call,
        OutOfTurnAction::BetOrRaise { to } if !action_changed && to <= facing.current_bet => {
            return Err(invalid(
                case,
                said!(
                    "bet_or_raise_does_not",
                    to,
                    current_bet = facing.current_bet
                ),
            ));
        }
        OutOfTurnAction::BetOrRaise { to } if facing.current_bet == 0 => Action::BetTo(to),
        OutOfTurnAction::BetOrRaise { to } => Action::RaiseTo(to),
    };
    let ruling = rulings::out_of_turn(
        &rulings::OutOfTurn {
            action,
            action_changed,
        },
        &facing,
        &house.betting,
    );
    Ok(from_chips(ruling).with_fault(Fault::OutOfTurn))
}

dispute! {
    /// A player was skipped by action out of turn and did not act yet.
    pub struct SkippedPlayer as SKIPPED = "skipped_player" {
        /// The actions taken out of turn after the skipped player, in order.
        actions_behind: Option<Vec<InTurnAction>> => ACTIONS_BEHIND = IN_TURN_ACTIONS,
        /// Whether the skipped player had a reasonable time to speak up (TDA).
        had_reasonable_time: Option<bool> => REASONABLE_TIME = FactKind::YesNo,
        /// Whether someone had bet on this round before the skipped player's turn (seed 004).
        pot_opened: Option<bool> => POT_OPENED = FactKind::YesNo,
        /// What the skipped player faces now that the action is back with them.
        spot: Spot,
    }
}

impl SkippedPlayer {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let behind = need(&self.actions_behind, SKIPPED, ACTIONS_BEHIND)?;
        let substantial_action = is_substantial_action(&behind);
        let acted_after = behind.len();
        let (had_reasonable_time, pot_opened) = match house.betting.skipped_player {
            SkippedPlayerRule::TdDecides => (
                substantial_action && need(&self.had_reasonable_time, SKIPPED, REASONABLE_TIME)?,
                false,
            ),
            SkippedPlayerRule::ThreeActedAfter => (
                false,
                acted_after >= 3 && need(&self.pot_opened, SKIPPED, POT_OPENED)?,
            ),
        };
        let facing = self.spot.facing(SKIPPED, house, Needs::RAISE)?;
        let mut ruling = from_chips(rulings::skipped_player(
            &Skipped {
                acted_after,
                substantial_action,
                had_reasonable_time,
                pot_opened,
            },
            &facing,
            &house.betting,
        ));
        for choice in &mut ruling.choices {
            if let Decision::Action(ruled) = choice.decision {
                choice.label = match ruled.kind {
                    RuledKind::Fold => said!("skipped_hand_dead"),
                    _ => said!("no_bet_or_raise_for", what = Blank::Action(ruled)),
                };
            }
        }
        Ok(ruling)
    }
}

dispute! {
    /// Two players acted at the same moment (seed 004): the one whose turn it was acted in turn,
    /// the other out of turn.
    pub struct SimultaneousAction as SIMULTANEOUS = "simultaneous_action" {
        /// What the player whose turn it was did.
        in_turn_action: Option<SkippedAction> => IN_TURN = SKIPPED_ACTIONS,
        /// What the other player did at the same moment.
        other_action: Option<OutOfTurnAction> => OTHER = OUT_OF_TURN_ACTIONS,
        /// What the other player faces now that the action has come to them.
        spot: Spot,
    }
}

impl SimultaneousAction {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let other = need(&self.other_action, SIMULTANEOUS, OTHER)?;
        let ruling = out_of_turn(
            SIMULTANEOUS,
            other,
            || need(&self.in_turn_action, SIMULTANEOUS, IN_TURN),
            &self.spot,
            house,
        )?;
        Ok(ruling.preceded_by(said!("two_actions_made_once_one"), &["S004-out-of-turn"]))
    }
}

riffle_text::sentence_file!(pub(super) fn sentences = "dispute_action.ron");
