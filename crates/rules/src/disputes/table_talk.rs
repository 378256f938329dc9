//! What players say and ask while the betting goes on: a fold nobody needed (TDA 58), a call
//! made on a wrong count (TDA 49), a request to count a stack or the pot (TDA 60, 54A),
//! statements about action to come or a call before the amount is known (TDA 59A, 59B), and
//! acting before the amount faced is clear (TDA 50B).

use super::facts::{FactKind, choice, dispute, one_of};
use super::{Choice, Decision, Ruling, RulingError, invalid, need};
use crate::penalties::Fault;
use riffle_core::house::HouseRules;
use riffle_text::Text;
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
                "A fold with no bet to face binds: the hand is dead, and the TD may penalise \
                 the player.",
                "Se coucher sans mise à suivre engage : la main est morte, et le directeur peut \
                 sanctionner le joueur.",
                &["TDA-58"],
            ),
            FoldKind::OutOfTurn => ruling(
                "A fold out of turn binds: the hand is dead, and the TD may penalise the \
                 player.",
                "Se coucher hors de son tour engage : la main est morte, et le directeur peut \
                 sanctionner le joueur.",
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
                format!(
                    "a count of {}, the real bet, is no wrong count",
                    chips(actual)
                ),
                format!(
                    "un décompte de {}, la vraie mise, n'est pas un mauvais décompte",
                    chips_fr(actual)
                ),
            ));
        }
        Ok(Ruling::new(
            Decision::ActionStands,
            format!(
                "A caller is responsible for knowing the bet: having called, the player has \
                 accepted the real {}, not the {} counted (up to their stack). The TD may still \
                 rule otherwise in an exceptional case.",
                chips(actual),
                chips(counted)
            ),
            format!(
                "Celui qui suit doit connaître la mise : en suivant, le joueur a accepté les {} \
                 réels, non les {} annoncés (dans la limite de son tapis). Le directeur peut \
                 encore en décider autrement dans un cas exceptionnel.",
                chips_fr(actual),
                chips_fr(counted)
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
                    "In pot-limit a player may have the pot counted: the dealer counts it, so \
                     the largest bet allowed is known."
                        .into(),
                    "En pot-limit, un joueur peut faire compter le pot : le donneur le compte, \
                     pour connaître la mise maximale permise."
                        .into(),
                    &["TDA-54A", "TDA-54"],
                )
            } else {
                Ruling::new(
                    Decision::EstimateOnly,
                    "A pot count is owed only in pot-limit: in limit and no-limit the dealer \
                     does not count the pot."
                        .into(),
                    "Le décompte du pot n'est dû qu'en pot-limit : en limit et en no-limit, le \
                     donneur ne compte pas le pot."
                        .into(),
                    &["TDA-54A"],
                )
            });
        }
        if what == CountOf::AllInFacedInTurn {
            return Ok(Ruling::new(
                Decision::Counted,
                "Facing an all-in in turn, the player may have it counted exactly: the dealer or \
                 the floor counts it, the all-in player need not. Calling accepts the amount \
                 counted as the real one."
                    .into(),
                "Face à un tapis et à son tour, le joueur peut le faire compter exactement : le \
                 donneur ou l'arbitre le compte, le joueur à tapis n'a pas à le faire. Suivre \
                 accepte le montant réel."
                    .into(),
                &["TDA-60", "TDA-49"],
            ));
        }
        Ok(Ruling::new(
            Decision::EstimateOnly,
            "An exact count is owed only to a player facing an all-in in turn; otherwise the \
             stack is shown so that its size can be estimated."
                .into(),
            "Un décompte exact n'est dû qu'au joueur qui fait face à un tapis et dont c'est le \
             tour ; sinon, le tapis est montré pour qu'on puisse l'estimer."
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
                    "The statement binds as said",
                    "L'annonce engage telle qu'elle a été faite",
                ),
                Text::new(
                    "It does not bind; the player acts freely in turn",
                    "Elle n'engage pas ; le joueur agit librement à son tour",
                ),
                "A statement about action still to come is non-standard: the TD decides whether \
                 it binds, and may penalise it.",
                "Une annonce sur une action à venir n'est pas correcte : le directeur décide si \
                 elle engage, et peut la sanctionner.",
                "TDA-59A",
            ),
            Statement::CallBeforeAmount => (
                Text::new(
                    "The player is held to call the amount declared",
                    "Le joueur doit suivre le montant annoncé",
                ),
                Text::new(
                    "The call is void; the player acts again knowing the amount",
                    "Le suivi est nul ; le joueur parle à nouveau en connaissant le montant",
                ),
                "A call before the amount of the bet was known: the TD rules what fits best, \
                 possibly holding the player to call whatever the amount turns out to be.",
                "Un suivi avant que le montant de la mise soit connu : le directeur tranche au \
                 mieux, et peut obliger le joueur à suivre quel que soit ce montant.",
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
            "Players should wait until the amount of a bet or raise is clear before acting.",
            "Avant d'agir, on attend que le montant d'une mise ou relance soit clair.",
        );
        Ok(match need(&self.acted, BEFORE_AMOUNT, ACTED)? {
            ActionBeforeAmount::Folded => Ruling::new(
                Decision::HandDead,
                format!(
                    "{en} A fold in turn binds all the same: the hand is dead, whatever the \
                     amount turns out to be."
                ),
                format!(
                    "{fr} Un abandon à son tour engage malgré tout : la main est morte, quel que \
                     soit le montant."
                ),
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
                format!(
                    "{en} \"Raise\" said in turn binds the player to raise: once the amount \
                     faced is clear, they raise by at least the minimum over it."
                ),
                format!(
                    "{fr} « Relance » dit à son tour oblige le joueur à relancer : une fois le \
                     montant connu, il relance d'au moins le minimum au-dessus."
                ),
                &["TDA-50B", "TDA-51A", "TDA-43A"],
            ),
        })
    }
}
