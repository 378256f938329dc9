//! Asking to see a hand at showdown (TDA 2024 rules 18A and 18B, Addendum 18; RULES.md §E item
//! 4): after a river bet, a caller who still holds or has tabled their cards has the right to
//! see the last aggressor's hand; any other request (no river bet, another caller's hand) is
//! the TD's call; a player who mucked face down has no right at all. The TD answers the
//! requester's cards with one of three: still holds them, tabled them, mucked them face down.

use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::showdown::{AskToSeeHand, RequesterCards};
use riffle_rules::disputes::{Case, Decision, Ruling};

fn ask(cards: RequesterCards, called_river_bet: bool, last_aggressor: bool) -> Ruling {
    let case = Case::AskToSeeHand(AskToSeeHand {
        requester_cards: Some(cards),
        requester_called_river_bet: Some(called_river_bet),
        target_is_last_aggressor: Some(last_aggressor),
    });
    let [tda, seed] =
        [HouseRules::tda_2024(), HouseRules::seed_fr()].map(|house| case.rule(&house).unwrap());
    assert_eq!(tda, seed, "the presets agree on showdowns");
    tda
}

/// TDA 18B and Addendum 18: a caller who tabled their cards keeps the right to see the last
/// aggressor's hand after a river bet.
#[test]
fn rule_18b_a_caller_who_tabled_may_see_the_last_aggressors_hand() {
    let ruling = ask(RequesterCards::Tabled, true, true);
    assert_eq!(ruling.decision, Decision::MustTable);
    assert!(ruling.rules.contains(&RuleRef::new("TDA-18B")));
}

/// TDA 18B: the same right for a caller still holding their cards.
#[test]
fn rule_18b_a_caller_still_holding_may_see_the_last_aggressors_hand() {
    assert_eq!(
        ask(RequesterCards::StillHolds, true, true).decision,
        Decision::MustTable
    );
}

/// TDA 18A and Addendum 18: a player who mucked face down has no right to see any hand, even
/// the last aggressor's after a called river bet.
#[test]
fn rule_18a_a_player_who_mucked_face_down_has_no_right() {
    let ruling = ask(RequesterCards::MuckedFaceDown, true, true);
    assert_eq!(ruling.decision, Decision::NoRightToSee);
    assert!(ruling.rules.contains(&RuleRef::new("TDA-18A")));
}

/// TDA 18B: with no river bet, seeing a hand is the TD's call, tabled cards or not.
#[test]
fn rule_18b_with_no_river_bet_it_is_the_tds_call() {
    let ruling = ask(RequesterCards::Tabled, false, true);
    assert_eq!(ruling.decision, Decision::TdDecides);
    assert_eq!(ruling.choices.len(), 2);
}

/// TDA 18B: seeing another caller's hand, not the last aggressor's, is the TD's call.
#[test]
fn rule_18b_another_callers_hand_is_the_tds_call() {
    assert_eq!(
        ask(RequesterCards::StillHolds, true, false).decision,
        Decision::TdDecides
    );
}

/// A request recorded before the third answer held "still holds them" (yes) or "has tabled
/// them" (no): the no reads back as tabled, so its right is kept.
#[test]
fn a_request_recorded_with_a_yes_or_no_reads_back_as_its_answer() {
    for (old, now) in [
        (true, RequesterCards::StillHolds),
        (false, RequesterCards::Tabled),
    ] {
        let json = serde_json::json!({"AskToSeeHand": {"requester_holds_cards": old}});
        let case: Case = serde_json::from_value(json).unwrap();
        let Case::AskToSeeHand(read) = case else {
            panic!("another case");
        };
        assert_eq!(read.requester_cards, Some(now));
    }
}
