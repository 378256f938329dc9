//! Chip movement without words, and declarations (TDA 2024 rules 40-45, 54, 56, 57; seed 004;
//! RULES.md §C items 5-9), under both presets where they differ.

use crate::common;
use common::*;
use riffle_core::betting::Action::*;
use riffle_core::betting::rulings::{Decision, Declaration, RuledKind, rule_on_chips};

fn silent(
    facing: &riffle_core::betting::rulings::Facing,
    pushed: &[u64],
) -> riffle_core::betting::rulings::Ruled {
    let ruling = rule_on_chips(facing, Declaration::Silent, pushed, &tda());
    let same = rule_on_chips(facing, Declaration::Silent, pushed, &seed());
    assert_eq!(
        ruling.decision, same.decision,
        "both presets agree on {pushed:?}"
    );
    ruling.binding().expect("a binding ruling")
}

// ---- item 5: the 50% rule ----

#[test]
fn facing_1000_a_silent_1400_is_a_call_with_400_back() {
    let r = silent(&facing_bet(1000, 2000), &[1400]);
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 1000, 400));
}

#[test]
fn facing_1000_a_silent_1500_is_a_raise_to_2000() {
    let r = silent(&facing_bet(1000, 2000), &[1000, 500]);
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 2000, 500));
    let ruling = rule_on_chips(
        &facing_bet(1000, 2000),
        Declaration::Silent,
        &[1000, 500],
        &tda(),
    );
    assert!(
        ruling.rests_on("45") && ruling.rests_on("43"),
        "{:?}",
        ruling.rules
    );
}

#[test]
fn after_utg_raises_to_1100_at_250_500_a_silent_1500_makes_1700_and_1300_calls() {
    let mut hand = no_limit(&[20_000; 4], 250, 500);
    play(&mut hand, &[RaiseTo(1100)]);
    let facing = hand.facing().unwrap();
    assert_eq!(facing.min_raise_to, 1700);
    // 1,500 in a 1,000 and five 100s: a 100 is not needed for the call, so the 50% rule
    // applies (with a 1,000 and a 500 every chip would be needed: a call, rule 45).
    let r = silent(&facing, &[1000, 100, 100, 100, 100, 100]);
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 1700, 200));
    let r = silent(&facing, &[1000, 100, 100, 100]);
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 1100, 200));
    // The ruled action applies to the hand.
    hand.act(4, r.action()).unwrap();
    assert_eq!(hand.player(4).unwrap().bet, 1100);
}

// ---- item 6: oversized chip ----

#[test]
fn utg_dropping_a_1000_chip_at_100_200_calls_and_with_raise_declared_raises_to_1000() {
    let hand = no_limit(&[20_000; 4], 100, 200);
    let facing = hand.facing().unwrap();
    let r = silent(&facing, &[1000]);
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 200, 800));
    for rules in [tda(), seed()] {
        let ruling = rule_on_chips(&facing, Declaration::Raise, &[1000], &rules);
        let r = ruling.binding().unwrap();
        assert_eq!((r.kind, r.to, r.returned), (RuledKind::Raise, 1000, 0));
        assert!(ruling.rests_on("44"));
    }
}

#[test]
fn with_no_bet_to_face_a_single_chip_is_a_bet_of_its_value() {
    let r = silent(&facing_bet(0, 100), &[5000]);
    assert_eq!((r.kind, r.to), (RuledKind::Bet, 5000));
}

// ---- item 7: several chips ----

#[test]
fn facing_1400_a_1000_and_three_500s_is_a_raise_to_2800_two_500s_a_call() {
    let r = silent(&facing_bet(1400, 2800), &[1000, 500, 500, 500]);
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 2800, 300));
    let r = silent(&facing_bet(1400, 2800), &[1000, 500, 500]);
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 1400, 600));
}

#[test]
fn facing_325_a_500_and_a_25_pushed_silently_is_a_raise_to_650() {
    let r = silent(&facing_bet(325, 650), &[500, 25]);
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 650, 125));
}

#[test]
fn when_every_chip_is_needed_for_the_call_it_is_a_call() {
    // Facing 1,100: a 1,000 and a 500 are both needed; 1,500 would otherwise reach 50%.
    let r = silent(&facing_bet(1100, 2200), &[1000, 500]);
    assert_eq!((r.kind, r.returned), (RuledKind::Call, 400));
}

#[test]
fn a_players_last_chips_are_all_in() {
    let mut facing = facing_bet(1000, 2000);
    facing.stack = 1200;
    let r = silent(&facing, &[1000, 100, 100]);
    assert_eq!((r.kind, r.to, r.all_in), (RuledKind::Raise, 1200, true));
}

// ---- item 8: string bets ----

#[test]
fn facing_400_pushing_400_then_800_more_is_a_call_only_the_first_motion_counts() {
    let r = silent(&facing_bet(400, 800), &[400]);
    assert_eq!((r.kind, r.to), (RuledKind::Call, 400));
}

// ---- item 9: verbal declarations ----

#[test]
fn fourteen_hundred_facing_1000_is_a_call() {
    let ruling = rule_on_chips(
        &facing_bet(1000, 2000),
        Declaration::Amount(1400),
        &[],
        &tda(),
    );
    let r = ruling.binding().unwrap();
    assert_eq!((r.kind, r.to), (RuledKind::Call, 1000));
}

#[test]
fn raise_8000_is_a_raise_to_8000_in_total() {
    let ruling = rule_on_chips(
        &facing_bet(1000, 2000),
        Declaration::RaiseTo(8000),
        &[],
        &tda(),
    );
    let r = ruling.binding().unwrap();
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 8000, 8000));
    assert!(ruling.rests_on("40"));
}

#[test]
fn call_with_nothing_to_call_is_a_check() {
    let ruling = rule_on_chips(&facing_bet(0, 100), Declaration::Call, &[], &tda());
    assert_eq!(ruling.binding().unwrap().kind, RuledKind::Check);
}

#[test]
fn raise_with_no_bet_is_at_least_a_minimum_bet() {
    let ruling = rule_on_chips(&facing_bet(0, 100), Declaration::Raise, &[], &tda());
    let r = ruling.binding().unwrap();
    assert_eq!((r.kind, r.to), (RuledKind::Bet, 100));
}

#[test]
fn check_facing_a_bet_leaves_call_or_fold() {
    let ruling = rule_on_chips(&facing_bet(500, 1000), Declaration::Check, &[], &tda());
    let Decision::PlayerChooses(options) = ruling.decision else {
        panic!("the player chooses");
    };
    let kinds: Vec<RuledKind> = options.iter().map(|r| r.kind).collect();
    assert_eq!(kinds, [RuledKind::Call, RuledKind::Fold]);
}

#[test]
fn unclear_five_at_200_400_is_500_in_a_small_pot_and_5000_in_a_big_one() {
    let mut facing = facing_bet(0, 400);
    facing.big_blind = 400;
    facing.pot = 3_000;
    let r = rule_on_chips(&facing, Declaration::UnclearAmount(5), &[], &tda());
    assert_eq!(r.binding().unwrap().to, 500);
    assert!(r.rests_on("57"));
    facing.pot = 6_000;
    let r = rule_on_chips(&facing, Declaration::UnclearAmount(5), &[], &tda());
    assert_eq!(r.binding().unwrap().to, 5000);
}

#[test]
fn pot_in_no_limit_is_at_least_a_minimum_bet_in_pot_limit_the_maximum() {
    let r = rule_on_chips(&facing_bet(0, 100), Declaration::Pot, &[], &tda());
    assert_eq!(r.binding().unwrap().to, 100);
    assert!(r.rests_on("54"));
    let hand = riffle_core::betting::HandSetup {
        ..setup(
            &[10_000; 4],
            100,
            200,
            riffle_core::betting::Limit::PotLimit,
        )
    }
    .start(&tda())
    .unwrap();
    let r = rule_on_chips(&hand.facing().unwrap(), Declaration::Pot, &[], &tda());
    assert_eq!(r.binding().unwrap().to, 700);
}

#[test]
fn tapping_is_a_check_and_facing_a_bet_tda_leaves_call_or_fold_seed_folds() {
    let r = rule_on_chips(&facing_bet(0, 100), Declaration::Tap, &[], &tda());
    assert_eq!(r.binding().unwrap().kind, RuledKind::Check);
    let r = rule_on_chips(&facing_bet(500, 1000), Declaration::Tap, &[], &tda());
    assert!(matches!(r.decision, Decision::PlayerChooses(_)));
    assert!(r.rests_on("3"));
    let r = rule_on_chips(&facing_bet(500, 1000), Declaration::Tap, &[], &seed());
    assert_eq!(r.binding().unwrap().kind, RuledKind::Fold);
}

#[test]
fn a_declared_raise_when_the_betting_is_closed_is_a_call() {
    let mut facing = facing_bet(1000, 2000);
    facing.may_raise = false;
    let r = rule_on_chips(&facing, Declaration::Raise, &[2000], &tda());
    assert_eq!(r.binding().unwrap().kind, RuledKind::Call);
    assert!(r.rests_on("47"));
}
