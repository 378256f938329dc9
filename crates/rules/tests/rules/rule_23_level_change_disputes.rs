//! TDA 2024 rules 23 and 35C with seed 004's new-level section: a new level applies to the next
//! hand, a hand starts at its first riffle, a hand at the wrong level is corrected before
//! substantial action and kept after, and a re-deal keeps the misdealt hand's limits.

use crate::dispute_catalogue::assert_assumed_unless_stated;
use chrono::{DateTime, TimeZone, Utc};
use riffle_core::house::HouseRules;
use riffle_rules::disputes::time::LevelChange;
use riffle_rules::disputes::{Case, Decision, WhichLevel};
use riffle_text::Lang;

fn at(h: u32, m: u32, s: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 5, 16, h, m, s).unwrap()
}

/// 150/300 starts at 20:00:00; the table deals at 100/200 (the previous level).
fn hand(riffle: DateTime<Utc>, substantial_action: Option<bool>) -> LevelChange {
    LevelChange {
        new_level_starts_at: Some(at(20, 0, 0)),
        hand_started_at: Some(riffle),
        redeal: Some(false),
        during_dealer_push: Some(false),
        table_plays: Some(WhichLevel::Previous),
        substantial_action,
    }
}

fn decision(case: LevelChange) -> Decision {
    let case = Case::LevelChange(case);
    let tda = case.rule(&HouseRules::tda_2024()).unwrap();
    assert_eq!(
        tda.decision,
        case.rule(&HouseRules::seed_fr()).unwrap().decision
    );
    tda.decision
}

#[test]
fn a_riffle_at_19_59_58_plays_the_previous_level() {
    assert_eq!(
        decision(hand(at(19, 59, 58), None)),
        Decision::Limits {
            level: WhichLevel::Previous,
            change_now: false
        }
    );
}

#[test]
fn a_riffle_at_20_00_01_plays_the_new_level_and_is_corrected_before_substantial_action() {
    assert_eq!(
        decision(hand(at(20, 0, 1), Some(false))),
        Decision::Limits {
            level: WhichLevel::New,
            change_now: true
        }
    );
}

#[test]
fn a_hand_started_at_the_old_level_by_mistake_is_kept_after_substantial_action() {
    assert_eq!(
        decision(hand(at(20, 0, 1), Some(true))),
        Decision::Limits {
            level: WhichLevel::Previous,
            change_now: false
        }
    );
}

#[test]
fn a_redeal_keeps_the_misdealt_hands_limits() {
    let mut redeal = hand(at(19, 59, 58), None);
    redeal.redeal = Some(true);
    let ruling = Case::LevelChange(redeal)
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert_eq!(
        ruling.decision,
        Decision::Limits {
            level: WhichLevel::Previous,
            change_now: false
        }
    );
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .contains("keeps its limits")
    );
}

#[test]
fn a_level_reached_during_the_dealer_push_gives_one_more_hand_at_the_old_level() {
    let mut push = hand(at(20, 0, 30), None);
    push.during_dealer_push = Some(true);
    assert_eq!(
        decision(push),
        Decision::Limits {
            level: WhichLevel::Previous,
            change_now: false
        }
    );
}

/// That the hand is not a re-deal and was not riffled during a dealer push are the ordinary
/// answers, assumed without a question; a re-deal stated otherwise is asked and keeps the limits
/// of the misdealt hand (TDA 35C).
#[test]
fn rule_23_a_hand_is_assumed_no_redeal_and_no_push_unless_the_td_says_so() {
    let redeal = LevelChange {
        redeal: Some(true),
        ..hand(at(20, 0, 1), Some(false))
    };
    assert_assumed_unless_stated(
        &Case::LevelChange(hand(at(20, 0, 1), Some(false))),
        &Case::LevelChange(redeal),
        "redeal",
        4,
    );
}
