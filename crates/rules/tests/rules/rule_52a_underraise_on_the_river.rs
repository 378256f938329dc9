//! An underbet or under-raise found on the river (TDA 2024 rule 52A; RULES.md §C item 11): the
//! river has no next card, so the correction reaches every bettor until the showdown begins,
//! and the bets stand once it has.

use crate::dispute_catalogue::assert_assumed_unless_stated;
use riffle_core::betting::Limit;
use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::chips::BetErrorFoundLater;
use riffle_rules::disputes::{Case, Decision, Ruling};

/// On the river, a bet of 600 raised to 1,000 (the minimum was 1,200), two calls.
fn on_the_river(showdown_started: bool) -> Ruling {
    Case::BetErrorFoundLater(BetErrorFoundLater {
        limit: Some(Limit::NoLimit),
        bettor: Some(4),
        made_to: Some(1000),
        legal_to: Some(1200),
        callers: Some(vec![5, 6]),
        next_card_dealt: Some(false),
        showdown_started: Some(showdown_started),
        substantial_action_since: None,
    })
    .rule(&HouseRules::tda_2024())
    .unwrap()
}

/// TDA 52A: before the showdown begins, every bettor is corrected to 1,200.
#[test]
fn rule_52a_on_the_river_before_the_showdown_every_bettor_is_corrected() {
    let ruling = on_the_river(false);
    let Decision::Corrections(corrections) = ruling.decision else {
        panic!("{:?}", ruling.decision);
    };
    let seats: Vec<(u8, u64)> = corrections.iter().map(|c| (c.seat, c.to)).collect();
    assert_eq!(seats, [(4, 1200), (5, 1200), (6, 1200)]);
}

/// TDA 52A: once the showdown has begun, the bets stand.
#[test]
fn rule_52a_once_the_showdown_has_begun_the_bets_stand() {
    let ruling = on_the_river(true);
    assert_eq!(ruling.decision, Decision::ActionStands);
    assert!(ruling.rules.contains(&RuleRef::new("TDA-52A")));
}

/// That the showdown has not begun when a river bet error is found is the ordinary answer,
/// assumed without a question; stated otherwise, it is asked and the bets stand (52A).
#[test]
fn rule_52a_the_showdown_not_begun_is_assumed_unless_the_td_says_it_had() {
    let river = |showdown_started| {
        Case::BetErrorFoundLater(BetErrorFoundLater {
            limit: Some(Limit::NoLimit),
            bettor: Some(4),
            made_to: Some(1000),
            legal_to: Some(1200),
            callers: Some(vec![5, 6]),
            next_card_dealt: Some(false),
            showdown_started: Some(showdown_started),
            substantial_action_since: None,
        })
    };
    assert_assumed_unless_stated(&river(false), &river(true), "showdown_started", 6);
}
