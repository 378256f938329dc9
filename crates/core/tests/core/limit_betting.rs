//! Fixed-limit betting: bet sizes, the raise cap and when it is lifted heads-up (TDA 2024 rule
//! 48, RRoP, seed 002; RULES.md §C 16 and §2 row 18).

use crate::common;
use common::*;
use riffle_core::betting::Action::*;
use riffle_core::betting::{Hand, Limit};
use riffle_core::house::{BettingRules, CapHeadsUp};

const TWO_FOUR: Limit = Limit::FixedLimit {
    small_bet: 2,
    big_bet: 4,
};

fn limit(stacks: &[u64], rules: &BettingRules) -> Hand {
    setup(stacks, 1, 2, TWO_FOUR).start(rules).unwrap()
}

#[test]
fn small_bet_preflop_and_flop_big_bet_turn_and_river() {
    let mut hand = limit(&[100, 100, 100], &tda());
    assert_eq!(raise_range(&hand), Some((4, 4)));
    play(&mut hand, &[Call, Call, Check]);
    deal(&mut hand);
    assert_eq!(bet_range(&hand), Some((2, 2)));
    play(&mut hand, &[Check, Check, Check]);
    deal(&mut hand);
    assert_eq!(bet_range(&hand), Some((4, 4)));
    play(&mut hand, &[BetTo(4)]);
    assert_eq!(raise_range(&hand), Some((8, 8)));
    let err = hand.act(2, RaiseTo(10)).unwrap_err().to_string();
    assert!(err.contains("raise to 8"), "{err}");
}

#[test]
fn three_way_flop_2_4_6_8_is_capped() {
    let mut hand = limit(&[100, 100, 100], &tda());
    play(&mut hand, &[Call, Call, Check]);
    deal(&mut hand);
    play(&mut hand, &[BetTo(2), RaiseTo(4), RaiseTo(6), RaiseTo(8)]);
    let legal = hand.legal_actions().unwrap();
    assert_eq!(legal.call, Some(4));
    assert_eq!(legal.raise, None, "bet and three raises: capped");
}

#[test]
fn preflop_the_big_blind_is_the_bet_and_three_raises_cap_it() {
    let mut hand = limit(&[100, 100, 100], &tda());
    play(&mut hand, &[RaiseTo(4), RaiseTo(6), RaiseTo(8)]);
    assert_eq!(hand.legal_actions().unwrap().raise, None);
}

fn heads_up_pot_after_a_fold(rules: &BettingRules, two_left_in_event: bool) -> Hand {
    let mut setup = setup(&[100, 100, 100], 1, 2, TWO_FOUR);
    setup.two_left_in_event = two_left_in_event;
    let mut hand = setup.start(rules).unwrap();
    play(&mut hand, &[Fold, Call, Check]);
    deal(&mut hand);
    play(&mut hand, &[BetTo(2), RaiseTo(4), RaiseTo(6), RaiseTo(8)]);
    hand
}

#[test]
fn tda_keeps_the_cap_in_a_heads_up_pot_until_two_remain_in_the_event() {
    let hand = heads_up_pot_after_a_fold(&tda(), false);
    assert_eq!(hand.legal_actions().unwrap().raise, None);
    let heads_up_event = Limit::FixedLimit {
        small_bet: 2,
        big_bet: 4,
    };
    let mut setup = setup(&[100, 100], 1, 2, heads_up_event);
    setup.two_left_in_event = true;
    let mut hand = setup.start(&tda()).unwrap();
    play(&mut hand, &[RaiseTo(4), RaiseTo(6), RaiseTo(8)]);
    assert_eq!(raise_range(&hand), Some((10, 10)), "no cap with two left");
}

#[test]
fn seed_lifts_the_cap_once_the_pot_is_heads_up() {
    let hand = heads_up_pot_after_a_fold(&seed(), false);
    assert_eq!(seed().limit_cap.heads_up, CapHeadsUp::LiftedInHeadsUpPots);
    assert_eq!(raise_range(&hand), Some((10, 10)));
}

#[test]
fn the_cap_is_a_house_option() {
    let mut rules = tda();
    rules.limit_cap.raises = 4;
    let mut hand = limit(&[100, 100, 100], &rules);
    play(&mut hand, &[Call, Call, Check]);
    deal(&mut hand);
    play(&mut hand, &[BetTo(2), RaiseTo(4), RaiseTo(6), RaiseTo(8)]);
    assert_eq!(raise_range(&hand), Some((10, 10)));
}
