//! Side pots (TDA 2024 rule 21 and addendum, seed 004, RULES.md §E 6-8): each pot split
//! separately, a player wins only pots they paid into, uncalled bets come back, and players
//! busting on the same hand are placed by starting stack.

use crate::common;
use common::*;
use riffle_core::betting::Action::*;
use riffle_core::betting::{Hand, Limit, Phase};

/// A (seat 3) 150, B (seat 1) 400, C (seat 2) 1,000, all-in pre-flop at 5/10.
fn three_all_in(rules: &riffle_core::house::BettingRules) -> Hand {
    let mut hand = setup(&[400, 1_000, 150], 5, 10, Limit::NoLimit)
        .start(rules)
        .unwrap();
    hand.set_hole_cards(3, hole("AhAd")).unwrap();
    hand.set_hole_cards(1, hole("KhKd")).unwrap();
    hand.set_hole_cards(2, hole("QhQd")).unwrap();
    play(&mut hand, &[AllIn, AllIn, AllIn]);
    hand
}

#[test]
fn a_150_b_400_c_1000_make_main_450_side_500_and_600_back_to_c() {
    let mut hand = three_all_in(&tda());
    let pots = hand.pots();
    assert_eq!(pots.len(), 2);
    assert_eq!(
        (pots[0].amount, pots[0].eligible.clone()),
        (450, vec![1, 2, 3])
    );
    assert_eq!(
        (pots[1].amount, pots[1].eligible.clone()),
        (500, vec![1, 2])
    );
    assert_eq!(
        hand.player(2).unwrap().stack,
        600,
        "uncalled 600 returned to C"
    );
    hand.deal_board(&cards("2c7d9s")).unwrap();
    hand.deal_board(&cards("Jc")).unwrap();
    hand.deal_board(&cards("4s")).unwrap();
    let result = hand.result().unwrap();
    assert_eq!(result.pots[0].winners, vec![3]);
    assert_eq!(result.pots[1].winners, vec![1], "A cannot win the side pot");
    assert_eq!(result.seat(3).unwrap().final_stack, 450);
    assert_eq!(result.seat(1).unwrap().final_stack, 500);
    assert_eq!(result.seat(2).unwrap().final_stack, 600);
    assert_eq!(result.seat(2).unwrap().net, -400);
    let total: u64 = result.seats.iter().map(|s| s.final_stack).sum();
    assert_eq!(total, 1_550);
}

#[test]
fn outermost_side_pot_is_awarded_first_unless_the_house_awards_the_main_pot_first() {
    // TDA addendum to rule 16 and seed 004 both start with the outermost side pot; seed 001's
    // main-pot-first order is a house option. The amounts are the same either way.
    let mut main_first = tda();
    main_first.side_pot_order = riffle_core::house::SidePotOrder::MainFirst;
    for (rules, order) in [
        (tda(), vec![1, 0]),
        (seed(), vec![1, 0]),
        (main_first, vec![0, 1]),
    ] {
        let mut hand = three_all_in(&rules);
        for board in ["2c7d9s", "Jc", "4s"] {
            hand.deal_board(&cards(board)).unwrap();
        }
        assert_eq!(hand.result().unwrap().award_order, order);
    }
}

#[test]
fn players_busting_on_the_same_hand_are_placed_by_starting_stack() {
    // C has the best hand: A (150) and B (400) both bust; B started bigger and places higher.
    let mut hand = setup(&[400, 1_000, 150], 5, 10, Limit::NoLimit)
        .start(&tda())
        .unwrap();
    hand.set_hole_cards(3, hole("KhKd")).unwrap();
    hand.set_hole_cards(1, hole("QhQd")).unwrap();
    hand.set_hole_cards(2, hole("AhAd")).unwrap();
    play(&mut hand, &[AllIn, AllIn, AllIn]);
    for board in ["2c7d9s", "Jc", "4s"] {
        hand.deal_board(&cards(board)).unwrap();
    }
    let result = hand.result().unwrap();
    let out: Vec<(u8, u64)> = result
        .eliminated
        .iter()
        .map(|e| (e.seat, e.starting_stack))
        .collect();
    assert_eq!(out, vec![(1, 400), (3, 150)]);
    assert_eq!(result.seat(2).unwrap().final_stack, 1_550);
}

#[test]
fn each_pot_is_split_separately() {
    // A (seat 3) all-in 150 ties the main pot with B; B wins the side pot against C.
    let mut hand = setup(&[400, 1_000, 150], 5, 10, Limit::NoLimit)
        .start(&tda())
        .unwrap();
    hand.set_hole_cards(3, hole("AhKd")).unwrap();
    hand.set_hole_cards(1, hole("AcKc")).unwrap();
    hand.set_hole_cards(2, hole("QhTd")).unwrap();
    play(&mut hand, &[AllIn, AllIn, Call]);
    for board in ["2c7d9s", "Jc", "4s"] {
        hand.deal_board(&cards(board)).unwrap();
    }
    let result = hand.result().unwrap();
    assert_eq!(result.pots[0].amount, 450);
    assert_eq!(result.pots[0].winners, vec![1, 3]);
    assert_eq!(result.pots[0].shares, vec![225, 225]);
    assert_eq!(result.pots[1].amount, 500);
    assert_eq!(result.pots[1].winners, vec![1]);
    assert_eq!(result.seat(1).unwrap().final_stack, 725);
}

#[test]
fn uncalled_bet_is_returned_when_everyone_folds() {
    // 100/200, big blind away and its hand killed; UTG calls, all fold: UTG wins 500
    // (RULES.md §B 6), and a raise nobody calls comes back.
    let mut hand = no_limit(&[5_000, 5_000, 5_000, 5_000], 100, 200);
    play(&mut hand, &[Call, Fold, Fold, Fold]);
    assert_eq!(hand.phase(), Phase::Complete);
    let result = hand.result().unwrap();
    assert_eq!(result.pots[0].amount, 500);
    assert_eq!(result.won(3), 500);
    assert_eq!(result.seat(3).unwrap().net, 300);

    let mut hand = no_limit(&[5_000, 5_000, 5_000], 100, 200);
    play(&mut hand, &[RaiseTo(1_000), Fold, Fold]);
    let result = hand.result().unwrap();
    assert_eq!(result.pots[0].amount, 500);
    assert_eq!(result.seat(3).unwrap().final_stack, 5_300);
}

#[test]
fn antes_are_dead_money_in_the_main_pot() {
    let mut setup = setup(&[1_000, 1_000, 1_000], 50, 100, Limit::NoLimit);
    setup.ante = riffle_core::betting::Ante::BigBlind(100);
    let hand = setup.start(&tda()).unwrap();
    assert_eq!(hand.dead_money(), 100);
    assert_eq!(hand.pot_total(), 250);
    assert_eq!(hand.player(2).unwrap().stack, 800);
}

#[test]
fn a_short_big_blind_posts_the_blind_before_the_big_blind_ante() {
    // RP-11: the big blind with 150 at 100/200 and a 200 big-blind ante posts 150 of blind.
    let mut setup = setup(&[1_000, 150, 1_000], 100, 200, Limit::NoLimit);
    setup.ante = riffle_core::betting::Ante::BigBlind(200);
    let mut hand = setup.start(&tda()).unwrap();
    assert_eq!(hand.player(2).unwrap().committed, 150);
    assert_eq!(hand.dead_money(), 0);
    // The others still call the full big blind.
    assert_eq!(hand.legal_actions().unwrap().call, Some(200));
    play(&mut hand, &[Call, Fold]);
    // 50 of the 200 was uncalled; the main pot is 100 + 150 + 150.
    assert_eq!(hand.player(3).unwrap().stack, 850);
}
