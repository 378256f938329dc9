//! Seed 004, self-dealt tournaments: the player who physically deals is tracked apart from the
//! button. A new small-blind seat that is empty means no small blind, and the current dealer
//! deals this hand and the next; a new button seat that is empty means the previous dealer deals
//! again. The self-dealt lines of worked examples 5 and 6.

use crate::floor_common;
use floor_common::*;
use riffle_core::floor::{Floor, FloorSettings};
use riffle_core::house::HouseRules;

fn self_dealt(rules: HouseRules) -> Floor {
    let mut settings = FloorSettings::for_max_seats(9).unwrap();
    settings.self_dealt = true;
    let mut floor = Floor::new(&rules.floor, settings).unwrap();
    table(&mut floor, 1, &[1, 2, 3, 4, 5, 6, 7, 8, 9]);
    floor
}

fn dealer_seat(hand: &riffle_core::floor::HandPositions) -> u8 {
    hand.dealer.map(|(seat, _)| seat).unwrap_or(0)
}

#[test]
fn the_button_deals_when_the_blinds_move_normally() {
    let mut floor = self_dealt(HouseRules::tda_2024());
    let mut dealer = Dealer::new();
    let first = dealer.first(&mut floor, 1, 1);
    assert_eq!(first.dealer, Some((1, player(1, 1))));
    assert_eq!(dealer_seat(&dealer.deal(&mut floor, 1)), 2);
}

#[test]
fn example_5_the_new_small_blind_seat_is_empty_so_seat_2_deals_twice() {
    let mut floor = self_dealt(HouseRules::tda_2024());
    let mut dealer = Dealer::new();
    dealer.first(&mut floor, 1, 1);
    bust(&mut floor, &[player(1, 3)]);
    let next = dealer.deal(&mut floor, 1);
    assert_eq!(next.small_blind, None);
    assert_eq!(dealer_seat(&next), 2);
    let after = dealer.deal(&mut floor, 1);
    assert!(after.dead_button());
    assert_eq!(
        dealer_seat(&after),
        2,
        "the dealer deals this hand and the next"
    );
    assert_eq!(
        dealer_seat(&dealer.deal(&mut floor, 1)),
        4,
        "then the button deals again"
    );
}

#[test]
fn example_6_the_new_button_seat_is_empty_so_the_previous_dealer_deals_again() {
    let mut floor = self_dealt(HouseRules::tda_2024());
    let mut dealer = Dealer::new();
    dealer.first(&mut floor, 1, 1);
    bust(&mut floor, &[player(1, 2)]);
    let next = dealer.deal(&mut floor, 1);
    assert!(next.dead_button());
    assert_eq!(dealer_seat(&next), 1);
}

#[test]
fn example_7_seat_1_deals_three_hands_running() {
    let mut floor = self_dealt(HouseRules::tda_2024());
    let mut dealer = Dealer::new();
    dealer.first(&mut floor, 1, 1);
    bust(&mut floor, &[player(1, 2), player(1, 3)]);
    let dealers: Vec<u8> = (0..3)
        .map(|_| dealer_seat(&dealer.deal(&mut floor, 1)))
        .collect();
    assert_eq!(dealers, [1, 1, 4]);
}

#[test]
fn heads_up_the_button_deals() {
    let mut floor = self_dealt(HouseRules::tda_2024());
    let mut dealer = Dealer::new();
    dealer.first(&mut floor, 1, 1);
    let gone: Vec<_> = (3..=9).map(|s| player(1, s)).collect();
    bust(&mut floor, &gone);
    for _ in 0..3 {
        let hand = dealer.deal(&mut floor, 1);
        assert!(hand.heads_up);
        assert_eq!(dealer_seat(&hand), hand.button);
    }
}

#[test]
fn when_the_dealer_who_should_deal_again_has_left_the_player_acting_last_deals() {
    let mut floor = self_dealt(HouseRules::tda_2024());
    let mut dealer = Dealer::new();
    dealer.first(&mut floor, 1, 1);
    // The small blind busts (dead button next hand) and the dealer, seat 1, leaves too.
    bust(&mut floor, &[player(1, 2), player(1, 1)]);
    let next = dealer.deal(&mut floor, 1);
    assert!(next.dead_button());
    assert_eq!(next.acts_last(), Some((9, player(1, 9))));
    assert_eq!(dealer_seat(&next), 9);
}

#[test]
fn a_newcomer_in_the_vacated_small_blind_seat_sits_out_and_the_deal_passes_to_his_left() {
    // Seed 004: the newcomer sits out one hand (no small blind, the dealer deals twice); the
    // next hand he plays, on the button, but the deal passes to his left.
    let mut floor = self_dealt(HouseRules::seed_fr());
    let mut dealer = Dealer::new();
    dealer.first(&mut floor, 1, 1);
    bust(&mut floor, &[player(1, 3)]);
    let entry = floor
        .plan_entries(&[riffle_core::floor::PlayerId(1000)], &mut rng(1))
        .unwrap();
    assert_eq!(entry.moves[0].to, at(1, 3), "the only open seat");
    dealer.apply(&mut floor, &entry);

    let next = dealer.deal(&mut floor, 1);
    assert_eq!(positions(&next), (2, 3, 4));
    assert_eq!(next.small_blind, None);
    assert_eq!(next.sitting_out.len(), 1);
    assert_eq!(dealer_seat(&next), 2);

    let after = dealer.deal(&mut floor, 1);
    assert_eq!(positions(&after), (3, 4, 5));
    assert_eq!(after.player_at(3), Some(riffle_core::floor::PlayerId(1000)));
    assert_eq!(dealer_seat(&after), 2, "seat 2 deals twice");
    assert_eq!(
        dealer_seat(&dealer.deal(&mut floor, 1)),
        4,
        "then the deal passes to seat 4"
    );
}
