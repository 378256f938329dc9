//! TDA 2024 rule 22 and seed 004's "no retroactive effect": when a finished hand can no longer
//! be disputed, under both presets.

use crate::dispute_catalogue::assert_assumed_unless_stated;
use riffle_core::house::HouseRules;
use riffle_rules::disputes::showdown::{DisputeAfterHand, DisputeSubject};
use riffle_rules::disputes::{Case, Decision};

fn dispute(subject: DisputeSubject, next_started: bool, sa_next: bool) -> Case {
    Case::DisputeAfterHand(DisputeAfterHand {
        subject: Some(subject),
        break_after_hand: Some(false),
        seconds_since_award: None,
        next_hand_started: Some(next_started),
        substantial_action_on_next_hand: Some(sa_next),
    })
}

fn decision(case: &Case, house: &HouseRules) -> Decision {
    case.rule(house).unwrap().decision
}

#[test]
fn any_dispute_is_open_until_the_next_hand_starts_under_both_presets() {
    for subject in [DisputeSubject::HandReading, DisputeSubject::PotAccounting] {
        let case = dispute(subject, false, false);
        assert_eq!(
            decision(&case, &HouseRules::tda_2024()),
            Decision::DisputeOpen
        );
        assert_eq!(
            decision(&case, &HouseRules::seed_fr()),
            Decision::DisputeOpen
        );
    }
}

#[test]
fn a_hand_reading_closes_when_the_next_hand_starts_under_both_presets() {
    let case = dispute(DisputeSubject::HandReading, true, false);
    assert_eq!(
        decision(&case, &HouseRules::tda_2024()),
        Decision::DisputeClosed
    );
    assert_eq!(
        decision(&case, &HouseRules::seed_fr()),
        Decision::DisputeClosed
    );
}

#[test]
fn a_pot_mistake_stays_open_until_substantial_action_on_the_next_hand_under_tda_only() {
    let case = dispute(DisputeSubject::PotAccounting, true, false);
    assert_eq!(
        decision(&case, &HouseRules::tda_2024()),
        Decision::DisputeOpen
    );
    assert_eq!(
        decision(&case, &HouseRules::seed_fr()),
        Decision::DisputeClosed
    );
    let after_sa = dispute(DisputeSubject::PotAccounting, true, true);
    assert_eq!(
        decision(&after_sa, &HouseRules::tda_2024()),
        Decision::DisputeClosed
    );
}

#[test]
fn before_a_break_tda_allows_one_minute_after_the_award() {
    let case = |seconds| {
        Case::DisputeAfterHand(DisputeAfterHand {
            subject: Some(DisputeSubject::PotAccounting),
            break_after_hand: Some(true),
            seconds_since_award: Some(seconds),
            next_hand_started: Some(false),
            substantial_action_on_next_hand: None,
        })
    };
    assert_eq!(
        decision(&case(50), &HouseRules::tda_2024()),
        Decision::DisputeOpen
    );
    assert_eq!(
        decision(&case(60), &HouseRules::tda_2024()),
        Decision::DisputeClosed
    );
    assert_eq!(
        decision(&case(70), &HouseRules::seed_fr()),
        Decision::DisputeOpen
    );
}

/// That no break followed the hand is the ordinary answer, assumed without a question; a break
/// stated otherwise is asked, with the time since the pot was awarded.
#[test]
fn rule_22_no_break_after_the_hand_is_assumed_unless_the_td_says_there_was_one() {
    let after_a_break = Case::DisputeAfterHand(DisputeAfterHand {
        subject: Some(DisputeSubject::PotAccounting),
        break_after_hand: Some(true),
        seconds_since_award: Some(600),
        next_hand_started: Some(false),
        substantial_action_on_next_hand: Some(false),
    });
    assert_assumed_unless_stated(
        &dispute(DisputeSubject::PotAccounting, true, false),
        &after_a_break,
        "break_after_hand",
        3,
    );
}
