//! Minimum bet and minimum raise: TDA 2024 rule 43A and its addendum, seed 004, RULES.md §C
//! items 1-3 and §B item 2.

use crate::common;
use common::*;
use riffle_core::betting::Action::*;

#[test]
fn an_opening_bet_is_at_least_the_big_blind_on_every_street() {
    let mut hand = no_limit(&[10_000, 10_000, 10_000], 50, 100);
    play(&mut hand, &[Call, Call, Check]);
    deal(&mut hand);
    assert_eq!(bet_range(&hand), Some((100, 10_000 - 100)));
    let err = hand.act(1, BetTo(50)).unwrap_err().to_string();
    assert!(err.contains("bet 100 to 9,900"), "{err}");
}

#[test]
fn preflop_open_to_300_makes_the_minimum_reraise_500() {
    let mut hand = no_limit(&[10_000, 10_000, 10_000], 50, 100);
    play(&mut hand, &[RaiseTo(300)]);
    assert_eq!(raise_range(&hand), Some((500, 10_000)));
}

#[test]
fn postflop_bet_300_makes_the_minimum_raise_600_not_500() {
    let mut hand = no_limit(&[10_000, 10_000, 10_000], 50, 100);
    play(&mut hand, &[Call, Call, Check]);
    deal(&mut hand);
    play(&mut hand, &[BetTo(300)]);
    assert_eq!(raise_range(&hand), Some((600, 9_900)));
    let err = hand.act(2, RaiseTo(500)).unwrap_err().to_string();
    assert!(err.contains("raise to 600 to 9,900"), "{err}");
}

#[test]
fn raises_of_600_1600_3600_make_the_next_minimum_5600() {
    let mut hand = no_limit(&[20_000, 20_000, 20_000], 50, 100);
    play(&mut hand, &[Call, Call, Check]);
    deal(&mut hand);
    play(&mut hand, &[BetTo(600), RaiseTo(1600), RaiseTo(3600)]);
    assert_eq!(raise_range(&hand), Some((5600, 19_900)));
}

#[test]
fn postflop_short_all_in_bet_of_30_is_called_for_30_or_raised_to_130() {
    let mut hand = no_limit(&[10_000, 10_000, 130], 50, 100);
    play(&mut hand, &[Call, Call, Check]);
    deal(&mut hand);
    play(&mut hand, &[Check, Check, AllIn]);
    let legal = hand.legal_actions().unwrap();
    assert_eq!(legal.call, Some(30));
    assert_eq!(legal.raise.map(|r| r.min_to), Some(130));
}

#[test]
fn utg_all_in_for_150_at_50_100_makes_the_minimum_raise_250() {
    let mut hand = no_limit(&[10_000, 10_000, 150, 10_000], 50, 100);
    play(&mut hand, &[AllIn]);
    assert_eq!(raise_range(&hand), Some((250, 10_000)));
}

#[test]
fn big_blind_may_raise_after_three_limps() {
    let mut hand = no_limit(&[10_000; 5], 50, 100);
    play(&mut hand, &[Call, Call, Call, Call]);
    assert_eq!(hand.to_act(), Some(2));
    let legal = hand.legal_actions().unwrap();
    assert!(legal.check);
    assert_eq!(legal.raise.map(|r| r.min_to), Some(200));
}
