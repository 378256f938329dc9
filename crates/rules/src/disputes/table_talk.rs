//! What players say and ask while the betting goes on: a fold nobody needed (TDA 58), a call
//! made on a wrong count (TDA 49), a request to count a stack or the pot (TDA 60, 54A),
//! statements about action to come or a call before the amount is known (TDA 59A, 59B), and
//! acting before the amount faced is clear (TDA 50B).

use super::facts::{FactKind, choice, dispute, one_of};
use super::{Choice, Decision, Ruling, RulingError, invalid, need};
use crate::penalties::Fault;
use riffle_core::house::HouseRules;
use riffle_text::Lang;
use riffle_text::Text;
use riffle_text::fill;
use riffle_text::{amount_en as chips, amount_fr as chips_fr};

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
        let ruling = |en: &str, fr: &str, rules: &[&'static str]| {
            Ruling::new(Decision::HandDead, en.into(), fr.into(), rules)
        };
        Ok(match need(&self.fold, FOLD, FOLDED)? {
            FoldKind::NoBetToFace => ruling(
                sentences(Lang::En).text("fold_with_no_bet_face"),
                sentences(Lang::Fr).text("fold_with_no_bet_face"),
                &["TDA-58"],
            ),
            FoldKind::OutOfTurn => ruling(
                sentences(Lang::En).text("fold_out_turn_binds_hand"),
                sentences(Lang::Fr).text("fold_out_turn_binds_hand"),
                &["TDA-58", "TDA-53A"],
            )
            .with_fault(Fault::OutOfTurn),
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
                fill!(
                    sentences(Lang::En),
                    "count_real_bet_no_wrong",
                    actual = chips(actual)
                ),
                fill!(
                    sentences(Lang::Fr),
                    "count_real_bet_no_wrong",
                    actual = chips_fr(actual)
                ),
            ));
        }
        Ok(Ruling::new(
            Decision::ActionStands,
            fill!(
                sentences(Lang::En),
                "caller_responsible_for_knowing_bet",
                actual = chips(actual),
                counted = chips(counted)
            ),
            fill!(
                sentences(Lang::Fr),
                "caller_responsible_for_knowing_bet",
                actual = chips_fr(actual),
                counted = chips_fr(counted)
            ),
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
                    sentences(Lang::En).text("pot_limit_player_may_have").into(),
                    sentences(Lang::Fr).text("pot_limit_player_may_have").into(),
                    &["TDA-54A", "TDA-54"],
                )
            } else {
                Ruling::new(
                    Decision::EstimateOnly,
                    sentences(Lang::En).text("pot_count_owed_only_pot").into(),
                    sentences(Lang::Fr).text("pot_count_owed_only_pot").into(),
                    &["TDA-54A"],
                )
            });
        }
        if what == CountOf::AllInFacedInTurn {
            return Ok(Ruling::new(
                Decision::Counted,
                sentences(Lang::En)
                    .text("facing_all_turn_player_may")
                    .into(),
                sentences(Lang::Fr)
                    .text("facing_all_turn_player_may")
                    .into(),
                &["TDA-60", "TDA-49"],
            ));
        }
        Ok(Ruling::new(
            Decision::EstimateOnly,
            sentences(Lang::En)
                .text("exact_count_owed_only_player")
                .into(),
            sentences(Lang::Fr)
                .text("exact_count_owed_only_player")
                .into(),
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
        let (binds, free, en, fr, rule) = match need(&self.statement, CONDITIONAL, SAID)? {
            Statement::IfThen => (
                Text::new(
                    sentences(Lang::En).text("statement_binds_as_said"),
                    sentences(Lang::Fr).text("statement_binds_as_said"),
                ),
                Text::new(
                    sentences(Lang::En).text("does_not_bind_player_acts"),
                    sentences(Lang::Fr).text("does_not_bind_player_acts"),
                ),
                sentences(Lang::En).text("statement_about_action_still_come"),
                sentences(Lang::Fr).text("statement_about_action_still_come"),
                "TDA-59A",
            ),
            Statement::CallBeforeAmount => (
                Text::new(
                    sentences(Lang::En).text("player_held_call_amount_declared"),
                    sentences(Lang::Fr).text("player_held_call_amount_declared"),
                ),
                Text::new(
                    sentences(Lang::En).text("call_void_player_acts_again"),
                    sentences(Lang::Fr).text("call_void_player_acts_again"),
                ),
                sentences(Lang::En).text("call_before_amount_bet_was"),
                sentences(Lang::Fr).text("call_before_amount_bet_was"),
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
            en.into(),
            fr.into(),
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
        let (en, fr) = (
            sentences(Lang::En).text("players_should_wait_until_amount"),
            sentences(Lang::Fr).text("players_should_wait_until_amount"),
        );
        Ok(match need(&self.acted, BEFORE_AMOUNT, ACTED)? {
            ActionBeforeAmount::Folded => Ruling::new(
                Decision::HandDead,
                fill!(sentences(Lang::En), "fold_turn_binds_all_same", value = en),
                fill!(sentences(Lang::Fr), "fold_turn_binds_all_same", value = fr),
                &["TDA-50B", "TDA-50A"],
            ),
            // The call made before the amount was known is the premature call of rule 59B,
            // ruled in one place.
            ActionBeforeAmount::Called => ConditionalStatement {
                statement: Some(Statement::CallBeforeAmount),
            }
            .rule(house)?
            .preceded_by(en, fr, &["TDA-50B"]),
            ActionBeforeAmount::Raised => Ruling::new(
                Decision::ActionStands,
                fill!(
                    sentences(Lang::En),
                    "raise_said_turn_binds_player",
                    value = en
                ),
                fill!(
                    sentences(Lang::Fr),
                    "raise_said_turn_binds_player",
                    value = fr
                ),
                &["TDA-50B", "TDA-51A", "TDA-43A"],
            ),
        })
    }
}

riffle_text::sentence_file!(fn sentences = "dispute_table_talk.ron");
