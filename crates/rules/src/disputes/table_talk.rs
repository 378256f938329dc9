//! What players say and ask while the betting goes on: a fold nobody needed (TDA 58), a call
//! made on a wrong count (TDA 49), a request to count a stack or the pot (TDA 60, 54A),
//! statements about action to come or a call before the amount is known (TDA 59A, 59B), and
//! acting before the amount faced is clear (TDA 50B).

use super::facts::{FactKind, choice, dispute, one_of};
use super::said::{Family, said};
use super::{Choice, Decision, Ruling, RulingError, invalid, need};
use crate::penalties::Fault;
use riffle_core::house::HouseRules;

/// The word file of this family's sentences.
const FAMILY: Family = Family::TableTalk;

one_of! {
    /// Why the fold was not a standard one.
    pub enum FoldKind as FOLD_KINDS in "fold_kinds" {
        /// In turn, with no bet to face: the player could have checked.
        NoBetToFace,
        /// Before the action reached the player.
        OutOfTurn,
    }
}

dispute! {
    /// A player folded when they could have checked, or out of turn (TDA 58).
    pub struct NonStandardFold as FOLD = "non_standard_fold" {
        fold: Option<FoldKind> => FOLDED = FOLD_KINDS,
    }
}

impl NonStandardFold {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        let ruling = |said, rules: &[&'static str]| Ruling::new(Decision::HandDead, said, rules);
        Ok(match need(&self.fold, FOLD, FOLDED)? {
            FoldKind::NoBetToFace => ruling(said!("fold_with_no_bet_face"), &["TDA-58"]),
            FoldKind::OutOfTurn => {
                ruling(said!("fold_out_turn_binds_hand"), &["TDA-58", "TDA-53A"])
                    .with_fault(Fault::OutOfTurn)
            }
        })
    }
}

dispute! {
    /// A player called after being given a wrong count of the bet (TDA 49).
    pub struct WrongCount as WRONG_COUNT = "wrong_count" {
        /// The amount the player was told.
        counted: Option<u64> => COUNTED = FactKind::Chips,
        /// The bet as it really was.
        actual: Option<u64> => ACTUAL = FactKind::Chips,
    }
}

impl WrongCount {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        let counted = need(&self.counted, WRONG_COUNT, COUNTED)?;
        let actual = need(&self.actual, WRONG_COUNT, ACTUAL)?;
        if counted == actual {
            return Err(invalid(
                WRONG_COUNT,
                said!("count_real_bet_no_wrong", actual),
            ));
        }
        Ok(Ruling::new(
            Decision::ActionStands,
            said!("caller_responsible_for_knowing_bet", actual, counted),
            &["TDA-49", "TDA-1"],
        ))
    }
}

choice! {
    /// A player asks for an opponent's stack or the pot to be counted (TDA 60, 54A).
    pub struct CountRequest as COUNT = "count_request" {
        /// What is to be counted, with what decides whether a count is owed: an all-in the
        /// player faces in their turn, any other stack, the pot in pot-limit or otherwise.
        what => WHAT: enum CountOf as COUNTS in "counts" {
            AllInFacedInTurn, OtherStack, PotInPotLimit, PotOtherwise,
        }
    }
}

impl CountRequest {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        let what = need(&self.what, COUNT, WHAT)?;
        if matches!(what, CountOf::PotInPotLimit | CountOf::PotOtherwise) {
            return Ok(if what == CountOf::PotInPotLimit {
                Ruling::new(
                    Decision::Counted,
                    said!("pot_limit_player_may_have"),
                    &["TDA-54A", "TDA-54"],
                )
            } else {
                Ruling::new(
                    Decision::EstimateOnly,
                    said!("pot_count_owed_only_pot"),
                    &["TDA-54A"],
                )
            });
        }
        if what == CountOf::AllInFacedInTurn {
            return Ok(Ruling::new(
                Decision::Counted,
                said!("facing_all_turn_player_may"),
                &["TDA-60", "TDA-49"],
            ));
        }
        Ok(Ruling::new(
            Decision::EstimateOnly,
            said!("exact_count_owed_only_player"),
            &["TDA-60", "TDA-25"],
        ))
    }
}

one_of! {
    /// What the player said.
    pub enum Statement as STATEMENTS in "statements" {
        /// "If you bet, I raise": about action still to come.
        IfThen,
        /// "Call" after an opponent said "bet" or "raise", before the amount was known.
        CallBeforeAmount,
    }
}

dispute! {
    /// A conditional statement or a premature call (TDA 59A, 59B).
    pub struct ConditionalStatement as CONDITIONAL = "conditional_statement" {
        statement: Option<Statement> => SAID = STATEMENTS,
    }
}

impl ConditionalStatement {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        let (binds, free, said, rule) = match need(&self.statement, CONDITIONAL, SAID)? {
            Statement::IfThen => (
                said!("statement_binds_as_said"),
                said!("does_not_bind_player_acts"),
                said!("statement_about_action_still_come"),
                "TDA-59A",
            ),
            Statement::CallBeforeAmount => (
                said!("player_held_call_amount_declared"),
                said!("call_void_player_acts_again"),
                said!("call_before_amount_bet_was"),
                "TDA-59B",
            ),
        };
        Ok(Ruling::td_decides(
            vec![
                Choice {
                    decision: Decision::ActionStands,
                    label: binds,
                },
                Choice {
                    decision: Decision::PlayOn,
                    label: free,
                },
            ],
            said,
            &[rule, "TDA-59"],
        ))
    }
}

choice! {
    /// A player acted in turn before the amount of the bet or raise they faced was clear (TDA
    /// 50B): "raise" said with no amount yet, and the next player already acted.
    pub struct ActedBeforeAmount as BEFORE_AMOUNT = "acted_before_amount" {
        /// What the player did before the amount was known.
        acted => ACTED: enum ActionBeforeAmount as ACTIONS_BEFORE_AMOUNT in "actions_before_amount" {
            Folded, Called, Raised,
        }
    }
}

impl ActedBeforeAmount {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let said = said!("players_should_wait_until_amount");
        Ok(match need(&self.acted, BEFORE_AMOUNT, ACTED)? {
            ActionBeforeAmount::Folded => Ruling::new(
                Decision::HandDead,
                said!("fold_turn_binds_all_same", value = said.clone()),
                &["TDA-50B", "TDA-50A"],
            ),
            // The call made before the amount was known is the premature call of rule 59B,
            // ruled in one place.
            ActionBeforeAmount::Called => ConditionalStatement {
                statement: Some(Statement::CallBeforeAmount),
            }
            .rule(house)?
            .preceded_by(said, &["TDA-50B"]),
            ActionBeforeAmount::Raised => Ruling::new(
                Decision::ActionStands,
                said!("raise_said_turn_binds_player", value = said.clone()),
                &["TDA-50B", "TDA-51A", "TDA-43A"],
            ),
        })
    }
}

riffle_text::sentence_file!(pub(super) fn sentences = "dispute_table_talk.ron");
