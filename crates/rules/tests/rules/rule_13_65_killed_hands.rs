//! A hand the dealer killed at showdown (TDA 2024 rules 13C and 65A): a properly tabled hand
//! that clearly wins cannot be killed by the dealer's mistake; a hand killed before it was
//! tabled gets no redress but an uncalled bet; a tabled hand that does not clearly win is
//! restored only if its cards are identified with certainty, the TD's call.

use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::showdown::{DealerKilledHand, KilledHand};
use riffle_rules::disputes::{Case, Decision, Ruling};
use riffle_text::Lang;

fn killed(hand: KilledHand) -> Ruling {
    let case = Case::DealerKilledHand(DealerKilledHand { hand: Some(hand) });
    let [tda, seed] =
        [HouseRules::tda_2024(), HouseRules::seed_fr()].map(|house| case.rule(&house).unwrap());
    assert_eq!(tda, seed, "the presets agree");
    tda
}

/// TDA 13C: the dealer cannot kill a properly tabled hand that clearly wins.
#[test]
fn rule_13c_a_tabled_hand_that_clearly_wins_is_restored() {
    let ruling = killed(KilledHand::TabledClearlyWinning);
    assert_eq!(ruling.decision, Decision::HandRestored);
    assert!(ruling.rules.contains(&RuleRef::new("TDA-13C")));
}

/// TDA 65A: a hand killed by the dealer before it was tabled has no redress.
#[test]
fn rule_65a_a_hand_killed_before_it_was_tabled_has_no_redress() {
    let ruling = killed(KilledHand::NotTabled);
    assert_eq!(ruling.decision, Decision::HandDead);
    assert!(ruling.rules.contains(&RuleRef::new("TDA-65A")));
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .contains("only a bet or raise nobody called")
    );
}

/// TDA 13 and 65A: tabled but not clearly winning, the TD restores it only if its cards can be
/// identified with certainty.
#[test]
fn rule_13_a_tabled_hand_not_clearly_winning_is_the_tds_call() {
    let ruling = killed(KilledHand::TabledNotClearlyWinning);
    assert_eq!(ruling.decision, Decision::TdDecides);
    let decisions: Vec<&Decision> = ruling.choices.iter().map(|c| &c.decision).collect();
    assert_eq!(decisions, [&Decision::HandRestored, &Decision::HandDead]);
}
