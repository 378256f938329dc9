//! Re-opening the betting after short all-ins: TDA 2024 rule 47A/47B and the addendum
//! examples, seed 004, RULES.md §C item 4 and §2 rows 1-2.

use crate::common;
use common::*;
use riffle_core::betting::Action::*;
use riffle_core::betting::Limit;

#[test]
fn seed_004_bet_200_all_in_290_next_player_raises_to_490_bettor_only_calls() {
    // Flop, seats 1 (bets 200), 2 (all-in 290), 3 to act.
    let mut hand = no_limit(&[10_000, 390, 10_000], 50, 100);
    play(&mut hand, &[Call, Call, Check]);
    deal(&mut hand);
    play(&mut hand, &[BetTo(200), AllIn]);
    assert_eq!(raise_range(&hand), Some((490, 9_900)));
    play(&mut hand, &[Call]);
    let legal = hand.legal_actions().unwrap();
    assert_eq!(legal.seat, 1);
    assert_eq!(legal.call, Some(90));
    assert_eq!(
        legal.raise, None,
        "the original bettor may only call or fold"
    );
}

/// Add. 47 example 1: 50/100; A limps 100, B all-in 125, C calls, D all-in 200, E calls.
/// Seats: A=3 (UTG), B=4, C=5, D=6, E=7, then seats 1 and 2 (blinds) fold.
fn example_1() -> riffle_core::betting::Hand {
    let mut hand = no_limit(&[10_000, 10_000, 10_000, 125, 10_000, 200, 10_000], 50, 100);
    play(&mut hand, &[Call, AllIn, Call, AllIn, Call, Fold, Fold]);
    hand
}

#[test]
fn addendum_47_example_1_limper_facing_a_full_raise_in_total_is_reopened() {
    let hand = example_1();
    let legal = hand.legal_actions().unwrap();
    assert_eq!(legal.seat, 3);
    assert_eq!(legal.call, Some(100));
    assert_eq!(legal.raise.map(|r| r.min_to), Some(300));
}

#[test]
fn addendum_47_example_1_if_a_only_calls_c_faces_75_and_may_not_raise() {
    let mut hand = example_1();
    play(&mut hand, &[Call]);
    let legal = hand.legal_actions().unwrap();
    assert_eq!(legal.seat, 5);
    assert_eq!(legal.call, Some(75));
    assert_eq!(legal.raise, None);
}

#[test]
fn addendum_47_example_1_if_a_raises_to_300_c_is_reopened() {
    let mut hand = example_1();
    play(&mut hand, &[RaiseTo(300)]);
    let legal = hand.legal_actions().unwrap();
    assert_eq!(legal.seat, 5);
    assert_eq!(legal.call, Some(175));
    // The largest full raise increment is still 100: 300 + 100.
    assert_eq!(legal.raise.map(|r| r.min_to), Some(400));
}

#[test]
fn addendum_47_example_3_big_blind_raises_to_11500_limper_cannot_raise() {
    // 2000/4000: A (seat 3) limps, C (seat 4) all-in 7,500, SB folds, BB to act.
    let mut hand = no_limit(&[100_000, 100_000, 100_000, 7_500], 2_000, 4_000);
    play(&mut hand, &[Call, AllIn, Fold]);
    assert_eq!(hand.to_act(), Some(2));
    assert_eq!(raise_range(&hand).map(|r| r.0), Some(11_500));
    play(&mut hand, &[Call]);
    let legal = hand.legal_actions().unwrap();
    assert_eq!(legal.seat, 3);
    assert_eq!(legal.call, Some(3_500));
    assert_eq!(
        legal.raise, None,
        "the limper faces 3,500, less than a full raise"
    );
}

#[test]
fn seed_preset_reopens_once_the_bet_is_doubled_by_short_all_ins() {
    // Flop: seat 1 bets 200, seat 2 all-in 290, seat 3 all-in 400: 200 doubled, 200 more than
    // the bettor faced under the TDA too.
    let mut hand = setup(&[10_000, 390, 500, 10_000], 50, 100, Limit::NoLimit)
        .start(&seed())
        .unwrap();
    play(&mut hand, &[Call, Call, Call, Check]);
    deal(&mut hand);
    play(&mut hand, &[BetTo(200), AllIn, AllIn, Call]);
    assert_eq!(hand.to_act(), Some(1));
    assert!(hand.legal_actions().unwrap().raise.is_some());
}

#[test]
fn tda_full_raise_and_seed_doubling_differ_for_a_raiser() {
    // 50/100: seat 3 raises to 300 (a raise of 200), seats 4 and 5 go all-in for 400 and 500,
    // seat 6 calls, the blinds fold. Back to seat 3: it faces +200 in total, one full raise: TDA 47A
    // reopens. Seed 004 wants its 300 doubled (600): closed.
    let play_it = |rules| {
        let stacks = [10_000, 10_000, 10_000, 400, 500, 10_000];
        let mut hand = setup(&stacks, 50, 100, Limit::NoLimit)
            .start(&rules)
            .unwrap();
        play(&mut hand, &[RaiseTo(300), AllIn, AllIn, Call, Fold, Fold]);
        assert_eq!(hand.to_act(), Some(3));
        hand.legal_actions().unwrap()
    };
    let tda_legal = play_it(tda());
    assert_eq!(tda_legal.call, Some(200));
    assert_eq!(tda_legal.raise.map(|r| r.min_to), Some(700));
    let seed_legal = play_it(seed());
    assert_eq!(seed_legal.call, Some(200));
    assert_eq!(seed_legal.raise, None);
}

#[test]
fn half_bet_house_rule_lets_a_big_short_all_in_reopen_no_limit() {
    let mut rules = tda();
    rules.half_bet_reopens_big_bet = true;
    // Flop: seat 1 bets 200, seat 2 all-in 300 (+100, half of 200), seat 3 calls.
    let mut hand = setup(&[10_000, 400, 10_000], 50, 100, Limit::NoLimit)
        .start(&rules)
        .unwrap();
    play(&mut hand, &[Call, Call, Check]);
    deal(&mut hand);
    play(&mut hand, &[BetTo(200), AllIn, Call]);
    assert!(hand.legal_actions().unwrap().raise.is_some());
    // Without the house rule the bettor may only call.
    let mut hand = no_limit(&[10_000, 400, 10_000], 50, 100);
    play(&mut hand, &[Call, Call, Check]);
    deal(&mut hand);
    play(&mut hand, &[BetTo(200), AllIn, Call]);
    assert_eq!(hand.legal_actions().unwrap().raise, None);
}

#[test]
fn limit_half_bet_all_in_counts_as_a_full_bet_and_a_raise_makes_it_35() {
    // $10/$20: on the turn seat 1 checks, seat 2 all-in $15 (half a bet or more): full bet.
    let game = Limit::FixedLimit {
        small_bet: 10,
        big_bet: 20,
    };
    let mut hand = setup(&[1_000, 25, 1_000], 5, 10, game)
        .start(&tda())
        .unwrap();
    play(&mut hand, &[Call, Call, Check]);
    deal(&mut hand);
    play(&mut hand, &[Check, Check, Check]);
    deal(&mut hand);
    play(&mut hand, &[Check, AllIn]);
    assert_eq!(raise_range(&hand), Some((35, 35)));
    play(&mut hand, &[Call]);
    // The checker is reopened and may raise to 35 too.
    assert_eq!(raise_range(&hand), Some((35, 35)));
}

#[test]
fn limit_smaller_all_in_may_be_completed_bet_5_all_in_6_complete_to_10() {
    let game = Limit::FixedLimit {
        small_bet: 5,
        big_bet: 10,
    };
    // Flop ($5 street): seat 1 bets 5, seat 2 all-in 6, seat 3 may call 6 or complete to 10.
    let mut hand = setup(&[1_000, 11, 1_000], 2, 5, game)
        .start(&tda())
        .unwrap();
    play(&mut hand, &[Call, Call, Check]);
    deal(&mut hand);
    play(&mut hand, &[BetTo(5), AllIn]);
    let legal = hand.legal_actions().unwrap();
    assert_eq!(legal.call, Some(6));
    assert_eq!(legal.raise.map(|r| (r.min_to, r.max_to)), Some((10, 10)));
    play(&mut hand, &[RaiseTo(10)]);
    // The completion is a full raise: the bettor is reopened (raise to 15).
    assert_eq!(raise_range(&hand), Some((15, 15)));
}
