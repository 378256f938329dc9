//! Split pots and odd chips (TDA 2024 rule 20A, seed 004, RULES.md §E 5): chips are broken
//! down to the smallest denomination in play, the first odd chip goes to the first winner left
//! of the button, then one each clockwise.

mod common;
use common::*;
use riffle::betting::Action::*;
use riffle::betting::{Decided, Limit, split_pot};

#[test]
fn one_thousand_three_ways_in_25_chips_is_350_325_325() {
    assert_eq!(split_pot(1000, 3, 25), [350, 325, 325]);
}

#[test]
fn in_a_hand_the_350_goes_to_the_first_winner_left_of_the_button() {
    // 125/250, four limp to 1,000. The board plays; seat 1 mucks; seats 2, 3 and 4 split.
    let mut setup = setup(&[5_000; 4], 125, 250, Limit::NoLimit);
    setup.smallest_chip = 25;
    let mut hand = setup.start(&tda()).unwrap();
    for (seat, cards) in [(1, "2c3d"), (2, "4c5d"), (3, "2h3h"), (4, "4h5h")] {
        hand.set_hole_cards(seat, hole(cards)).unwrap();
    }
    play(&mut hand, &[Call, Call, Call, Check]);
    hand.deal_board(&cards("AsKsQs")).unwrap();
    play(&mut hand, &[Check; 4]);
    hand.deal_board(&cards("Js")).unwrap();
    play(&mut hand, &[Check; 4]);
    hand.deal_board(&cards("Ts")).unwrap();
    play(&mut hand, &[Check; 4]);
    assert_eq!(hand.showdown_order(), vec![1, 2, 3, 4]);
    hand.muck(1).unwrap();
    for seat in [2, 3, 4] {
        hand.show(seat, None).unwrap();
    }
    let result = hand.result().expect("hand over");
    let pot = &result.pots[0];
    assert_eq!(pot.amount, 1000);
    assert_eq!(pot.decided, Decided::Cards);
    assert_eq!(pot.winners, vec![2, 3, 4]);
    assert_eq!(pot.shares, vec![350, 325, 325]);
    assert_eq!(pot.hand.as_deref(), Some("Royal flush"));
}

#[test]
fn two_odd_chips_go_one_each_clockwise_950_is_317_317_316() {
    // 50/100: seat 3 raises to 300, seat 4 calls, seat 1 folds its 50, seat 2 calls: 950.
    let mut hand = no_limit(&[5_000; 4], 50, 100);
    for (seat, cards) in [(2, "4c5d"), (3, "2h3h"), (4, "4h5h")] {
        hand.set_hole_cards(seat, hole(cards)).unwrap();
    }
    play(&mut hand, &[RaiseTo(300), Call, Fold, Call]);
    hand.deal_board(&cards("AsKsQs")).unwrap();
    play(&mut hand, &[Check; 3]);
    hand.deal_board(&cards("Js")).unwrap();
    play(&mut hand, &[Check; 3]);
    hand.deal_board(&cards("Ts")).unwrap();
    play(&mut hand, &[Check; 3]);
    for seat in hand.showdown_order() {
        hand.show(seat, None).unwrap();
    }
    let result = hand.result().unwrap();
    assert_eq!(result.pots[0].amount, 950);
    assert_eq!(result.pots[0].winners, vec![2, 3, 4]);
    assert_eq!(result.pots[0].shares, vec![317, 317, 316]);
}

#[test]
fn heads_up_the_odd_chip_goes_to_the_big_blind_left_of_the_button() {
    // Heads-up at 25/50 in 25-chips: seat 2 is button and small blind and also owes a dead
    // small blind, so the pot is 125 and cannot split evenly.
    let mut setup = setup(&[1_000, 1_000], 25, 50, Limit::NoLimit);
    setup.dead_small_blind = Some(2);
    setup.smallest_chip = 25;
    let mut hand = setup.start(&tda()).unwrap();
    hand.set_hole_cards(1, hole("2c3d")).unwrap();
    hand.set_hole_cards(2, hole("2h3c")).unwrap();
    play(&mut hand, &[Call, Check]);
    hand.deal_board(&cards("AsKsQs")).unwrap();
    play(&mut hand, &[Check, Check]);
    hand.deal_board(&cards("Js")).unwrap();
    play(&mut hand, &[Check, Check]);
    hand.deal_board(&cards("9d")).unwrap();
    play(&mut hand, &[Check, Check]);
    hand.show(1, None).unwrap();
    hand.show(2, None).unwrap();
    let result = hand.result().unwrap();
    assert_eq!(result.pots[0].amount, 125);
    assert_eq!(result.pots[0].winners, vec![1, 2]);
    assert_eq!(result.pots[0].shares, vec![75, 50]);
}
