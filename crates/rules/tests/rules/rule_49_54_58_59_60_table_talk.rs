//! What players say and ask while the betting goes on (TDA 2024 rules 49, 54A, 58, 59A, 59B, 60):
//! a call after a wrong count accepts the real bet, a fold nobody needed binds, an exact count
//! is owed only to a player facing an all-in in turn, the pot is counted in pot-limit only, and conditional statements and premature
//! calls are the TD's to rule. The presets agree on all of them.

use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::Fault;
use riffle_rules::disputes::table_talk::*;
use riffle_rules::disputes::{Case, Decision, Ruling, RulingError};
use riffle_text::{Lang, Say};

fn rule(case: Case) -> Ruling {
    let [tda, seed] =
        [HouseRules::tda_2024(), HouseRules::seed_fr()].map(|house| case.rule(&house).unwrap());
    assert_eq!(tda, seed, "the presets agree");
    tda
}

fn cites(ruling: &Ruling, id: &'static str) -> bool {
    ruling.rules.contains(&RuleRef::new(id))
}

/// TDA 49: a player who calls after being told 800 when the bet is 1,800 has accepted 1,800.
#[test]
fn rule_49_a_call_after_a_wrong_count_accepts_the_real_bet() {
    let ruling = rule(Case::WrongCount(WrongCount {
        counted: Some(800),
        actual: Some(1800),
    }));
    assert_eq!(ruling.decision, Decision::ActionStands);
    assert!(cites(&ruling, "TDA-49"));
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .contains("the real 1,800, not the 800 counted")
    );
}

/// A count equal to the bet is no wrong count: refused, naming the amount, in both languages.
#[test]
fn rule_49_a_right_count_is_refused_as_no_wrong_count() {
    let error = Case::WrongCount(WrongCount {
        counted: Some(1800),
        actual: Some(1800),
    })
    .rule(&HouseRules::tda_2024())
    .unwrap_err();
    assert!(matches!(error, RulingError::InvalidFacts { .. }));
    assert_eq!(
        error.say(Lang::En),
        "call after a wrong count: a count of 1,800, the real bet, is no wrong count"
    );
    assert!(error.say(Lang::Fr).contains("1\u{202f}800"));
}

/// TDA 58: folding in turn with no bet to face binds; the hand is dead.
#[test]
fn rule_58_a_fold_with_no_bet_to_face_binds() {
    let ruling = rule(Case::NonStandardFold(NonStandardFold {
        fold: Some(FoldKind::NoBetToFace),
    }));
    assert_eq!(ruling.decision, Decision::HandDead);
    assert!(cites(&ruling, "TDA-58"));
    assert_eq!(ruling.fault, None);
}

/// TDA 58 with 53A: a fold out of turn binds and is the out-of-turn fault the ladder knows.
#[test]
fn rule_58_a_fold_out_of_turn_binds_and_may_be_penalised() {
    let ruling = rule(Case::NonStandardFold(NonStandardFold {
        fold: Some(FoldKind::OutOfTurn),
    }));
    assert_eq!(ruling.decision, Decision::HandDead);
    assert_eq!(ruling.fault, Some(Fault::OutOfTurn));
}

/// TDA 60: facing an all-in in turn, the dealer or floor counts it exactly.
#[test]
fn rule_60_facing_an_all_in_in_turn_the_dealer_counts_it() {
    let ruling = rule(Case::CountRequest(CountRequest {
        what: Some(CountOf::AllInFacedInTurn),
    }));
    assert_eq!(ruling.decision, Decision::Counted);
    assert!(cites(&ruling, "TDA-60"));
}

/// TDA 60: out of turn, or not facing an all-in, only an estimate is owed.
#[test]
fn rule_60_otherwise_only_an_estimate_is_owed() {
    let ruling = rule(Case::CountRequest(CountRequest {
        what: Some(CountOf::OtherStack),
    }));
    assert_eq!(ruling.decision, Decision::EstimateOnly);
}

/// TDA 59A: "if you bet, I raise" is non-standard; the TD decides whether it binds.
#[test]
fn rule_59a_a_conditional_statement_is_the_tds_to_rule() {
    let ruling = rule(Case::ConditionalStatement(ConditionalStatement {
        statement: Some(Statement::IfThen),
    }));
    assert_eq!(ruling.decision, Decision::TdDecides);
    assert!(cites(&ruling, "TDA-59A"));
    let picked = ruling.choose(1, "said clearly, heard by all").unwrap();
    assert_eq!(picked.decision, Decision::ActionStands);
}

/// TDA 59B: "call" before the amount of a declared bet is known; the TD may hold the player to
/// call whatever it is.
#[test]
fn rule_59b_a_call_before_the_amount_is_known_is_the_tds_to_rule() {
    let ruling = rule(Case::ConditionalStatement(ConditionalStatement {
        statement: Some(Statement::CallBeforeAmount),
    }));
    assert_eq!(ruling.decision, Decision::TdDecides);
    assert!(cites(&ruling, "TDA-59B"));
    assert_eq!(
        ruling.choices[0].label.get(Lang::En),
        "The player is held to call the amount declared"
    );
}

/// TDA 54A: a pot count is owed in pot-limit only; in limit and no-limit the dealer does not
/// count the pot.
#[test]
fn rule_54a_the_pot_is_counted_in_pot_limit_only() {
    let pot = |what| rule(Case::CountRequest(CountRequest { what: Some(what) }));
    let counted = pot(CountOf::PotInPotLimit);
    assert_eq!(counted.decision, Decision::Counted);
    assert!(cites(&counted, "TDA-54A"));
    assert_eq!(pot(CountOf::PotOtherwise).decision, Decision::EstimateOnly);
}
