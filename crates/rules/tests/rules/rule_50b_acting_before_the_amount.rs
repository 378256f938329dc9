//! Acting before the bet amount is clear (TDA 2024 rule 50B): players should wait until the
//! amount they face is clear. The rule's example: a player says "raise" with no amount and the
//! next player folds at once, who should have waited. Rule 50B names no remedy, so the other
//! rules rule the act: the fold, made in turn, binds (50A); a call made before the amount was
//! known is the premature call of rule 59B, ruled there; "raise" said in turn binds the player
//! to raise once the amount is clear (51A).

use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::table_talk::{ActedBeforeAmount, ActionBeforeAmount};
use riffle_rules::disputes::{Case, Decision, Ruling, RulingError};
use riffle_text::Lang;

fn acted(what: Option<ActionBeforeAmount>) -> Case {
    Case::ActedBeforeAmount(ActedBeforeAmount { acted: what })
}

/// The ruling under both presets, which agree, citing 50B.
fn ruled(what: ActionBeforeAmount) -> Ruling {
    let [tda, seed] = [HouseRules::tda_2024(), HouseRules::seed_fr()]
        .map(|house| acted(Some(what)).rule(&house).unwrap());
    assert_eq!(tda, seed, "the presets disagree");
    assert!(
        tda.rules.contains(&RuleRef::new("TDA-50B")),
        "{:?}",
        tda.rules
    );
    tda
}

/// TDA 50B's example: A says "raise" with no amount and B folds at once. B should have waited
/// (50B); the fold in turn binds all the same (50A): B's hand is dead.
#[test]
fn rule_50b_a_fold_before_the_raise_amount_was_clear_binds() {
    let ruling = ruled(ActionBeforeAmount::Folded);
    assert_eq!(ruling.decision, Decision::HandDead);
    assert!(ruling.rules.contains(&RuleRef::new("TDA-50A")));
}

/// TDA 50B with 59B: a call before the amount was known is the TD's call, as a premature call:
/// held to the amount declared, or void and acted again.
#[test]
fn rule_50b_a_call_before_the_amount_was_clear_is_ruled_as_a_premature_call() {
    let ruling = ruled(ActionBeforeAmount::Called);
    assert_eq!(ruling.decision, Decision::TdDecides);
    assert_eq!(ruling.choices.len(), 2);
    assert!(ruling.rules.contains(&RuleRef::new("TDA-59B")));
    assert!(
        ruling
            .explanation
            .get(Lang::Fr)
            .starts_with("Avant d'agir, on attend"),
        "{}",
        ruling.explanation.get(Lang::Fr)
    );
}

/// TDA 50B with 51A: "raise" said before the amount faced was clear binds the player to raise.
#[test]
fn rule_50b_raise_said_before_the_amount_was_clear_binds_a_raise() {
    let ruling = ruled(ActionBeforeAmount::Raised);
    assert_eq!(ruling.decision, Decision::ActionStands);
    assert!(ruling.rules.contains(&RuleRef::new("TDA-51A")));
}

/// What the player did is the one question; none given, it is asked.
#[test]
fn what_the_player_did_is_asked() {
    let Err(RulingError::MissingFact { fact, .. }) = acted(None).rule(&HouseRules::tda_2024())
    else {
        panic!("the action is asked");
    };
    assert_eq!(fact.name, "acted");
}
