//! TDA 34B and seed 004: heads-up the button posts the small blind and acts first before the
//! flop. At the transition to heads-up the big blind still advances and the other player takes
//! the button, even if the button stays on the same player twice; nobody is big blind twice in a
//! row. The worked examples 1 to 4 of the rules digest, with their exact seats.

use crate::floor_common;
use floor_common::*;

/// A (seat 1) button, B (seat 2) small blind, C (seat 3) big blind.
fn three_handed() -> (riffle_core::floor::Floor, Dealer) {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 2, 3]);
    let mut dealer = Dealer::new();
    let hand = dealer.first(&mut floor, 1, 1);
    assert_eq!(positions(&hand), (1, 2, 3));
    (floor, dealer)
}

#[test]
fn example_1_big_blind_busts_three_handed() {
    let (mut floor, mut dealer) = three_handed();
    bust(&mut floor, &[player(1, 3)]);
    let hand = dealer.deal(&mut floor, 1);
    // The big blind advances to A; B has the button and posts the small blind again.
    assert!(hand.heads_up);
    assert_eq!(positions(&hand), (2, 2, 1));
    assert_eq!(hand.small_blind, Some(player(1, 2)));
    assert_eq!(hand.big_blind_player, player(1, 1));
}

#[test]
fn example_2_button_busts_three_handed_the_key_regression() {
    let (mut floor, mut dealer) = three_handed();
    bust(&mut floor, &[player(1, 1)]);
    let hand = dealer.deal(&mut floor, 1);
    // Big blind B (seat 2); C (seat 3) is button and small blind. Moving the button to the next
    // live seat would give it to B and make C big blind twice.
    assert!(hand.heads_up);
    assert_eq!(positions(&hand), (3, 3, 2));
    assert_eq!(hand.big_blind_player, player(1, 2));
    assert_eq!(hand.small_blind, Some(player(1, 3)));
    assert_ne!(
        hand.big_blind_player,
        player(1, 3),
        "C must not be big blind twice"
    );
}

#[test]
fn example_3_small_blind_busts_three_handed() {
    let (mut floor, mut dealer) = three_handed();
    bust(&mut floor, &[player(1, 2)]);
    let hand = dealer.deal(&mut floor, 1);
    // Big blind A; C is button and small blind.
    assert_eq!(positions(&hand), (3, 3, 1));
    assert_eq!(hand.big_blind_player, player(1, 1));
}

#[test]
fn example_4_both_blinds_bust_four_handed_the_button_stays_put() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 2, 3, 4]);
    let mut dealer = Dealer::new();
    assert_eq!(positions(&dealer.first(&mut floor, 1, 1)), (1, 2, 3));
    bust(&mut floor, &[player(1, 2), player(1, 3)]);
    let hand = dealer.deal(&mut floor, 1);
    // The big blind goes to D; A keeps the button (twice running) and posts the small blind.
    assert_eq!(positions(&hand), (1, 1, 4));
    assert_eq!(hand.small_blind, Some(player(1, 1)));
    assert_eq!(hand.big_blind_player, player(1, 4));
}

#[test]
fn heads_up_the_blinds_alternate_and_nobody_is_big_blind_twice() {
    let (mut floor, mut dealer) = three_handed();
    bust(&mut floor, &[player(1, 1)]);
    let mut big_blinds = Vec::new();
    for _ in 0..6 {
        let hand = dealer.deal(&mut floor, 1);
        assert!(hand.heads_up);
        assert_eq!(
            hand.button, hand.small_blind_seat,
            "the button posts the small blind"
        );
        big_blinds.push(hand.big_blind);
    }
    assert_eq!(big_blinds, [2, 3, 2, 3, 2, 3]);
}

#[test]
fn a_table_that_starts_heads_up_puts_the_small_blind_on_the_button() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[4, 7]);
    let hand = Dealer::new().first(&mut floor, 1, 7);
    assert_eq!(positions(&hand), (7, 7, 4));
}

#[test]
fn a_third_player_joining_heads_up_play_gets_a_proper_button() {
    let (mut floor, mut dealer) = three_handed();
    bust(&mut floor, &[player(1, 1)]);
    assert_eq!(positions(&dealer.deal(&mut floor, 1)), (3, 3, 2));
    // A newcomer sits in seat 5. The big blind advances to seat 3, last hand's big blind (seat 2)
    // posts the small blind, and the button goes to the player just before it: the newcomer.
    let entry = floor
        .plan_assign(
            riffle_core::floor::PlayerId(500),
            at(1, 5),
            "late registration",
        )
        .unwrap();
    dealer.apply(&mut floor, &entry);
    let hand = dealer.deal(&mut floor, 1);
    assert!(!hand.heads_up);
    assert_eq!(positions(&hand), (5, 2, 3));
    assert!(hand.sitting_out.is_empty());
}
