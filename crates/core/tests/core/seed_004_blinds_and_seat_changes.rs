//! Seed 004, "the blinds and seat changes", where it differs from the TDA (rules digest §2 rows
//! 20 and 22): tables are balanced as soon as two tables differ by 2 players, the player moved
//! is the next big blind, and a newcomer seated in the seat just vacated left of the new button
//! sits out one hand (the TDA deals them in).

use crate::floor_common;
use floor_common::*;
use riffle_core::floor::{Floor, PlayerId, SitOutReason};
use riffle_text::{Lang, Say};

const FULL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

fn nine_and(floor: &mut Floor, dealer: &mut Dealer, second: &[u8]) {
    table(floor, 1, &FULL);
    table(floor, 2, second);
    dealer.first(floor, 1, 1);
    dealer.first(floor, 2, 1);
}

#[test]
fn tables_are_balanced_as_soon_as_they_differ_by_two() {
    let mut floor = seed_fr(9);
    let mut dealer = Dealer::new();
    nine_and(&mut floor, &mut dealer, &[1, 2, 3, 4, 5, 6, 7]);
    let plan = floor.plan(&mut rng(1)).unwrap();
    // The future big blind moves.
    assert_eq!(plan.moves[0].from, Some(at(1, 4)));

    let mut floor = seed_fr(9);
    let mut dealer = Dealer::new();
    nine_and(&mut floor, &mut dealer, &[1, 2, 3, 4, 5, 6, 7, 8]);
    assert_eq!(floor.plan(&mut rng(1)), None, "a difference of 1 stays");
}

#[test]
fn the_gap_is_a_setting() {
    let mut floor = seed_fr(9);
    let mut dealer = Dealer::new();
    nine_and(&mut floor, &mut dealer, &[1, 2, 3, 4, 5, 6, 7]);
    floor.set_gap(3).unwrap();
    assert_eq!(floor.plan(&mut rng(2)), None);
    floor.set_gap(2).unwrap();
    assert!(floor.plan(&mut rng(2)).is_some());
}

/// A full table, button 1, small blind 2, big blind 3; the big blind busts and a newcomer draws
/// seat 3, the only open seat, which is just left of the new button.
fn newcomer_in_the_vacated_seat(mut floor: Floor) -> (Floor, Dealer) {
    let mut dealer = Dealer::new();
    table(&mut floor, 1, &FULL);
    dealer.first(&mut floor, 1, 1);
    bust(&mut floor, &[player(1, 3)]);
    let entry = floor.plan_entries(&[PlayerId(500)], &mut rng(3)).unwrap();
    assert_eq!(entry.moves[0].to, at(1, 3));
    dealer.apply(&mut floor, &entry);
    (floor, dealer)
}

#[test]
fn under_the_french_rules_the_newcomer_in_the_vacated_seat_sits_out_one_hand() {
    let (mut floor, mut dealer) = newcomer_in_the_vacated_seat(seed_fr(9));
    let hand = dealer.deal(&mut floor, 1);
    assert_eq!(positions(&hand), (2, 3, 4));
    assert_eq!(
        hand.small_blind, None,
        "the new small blind is absent: there is none"
    );
    assert_eq!(hand.sitting_out[0].seat, 3);
    assert_eq!(hand.sitting_out[0].why, SitOutReason::VacatedSmallBlindSeat);
    let next = dealer.deal(&mut floor, 1);
    assert_eq!(positions(&next), (3, 4, 5));
    assert_eq!(
        next.player_at(3),
        Some(PlayerId(500)),
        "the hand after, he plays"
    );
}

#[test]
fn under_the_tda_the_newcomer_in_the_vacated_seat_posts_the_small_blind() {
    let (mut floor, mut dealer) = newcomer_in_the_vacated_seat(tda(9));
    let hand = dealer.deal(&mut floor, 1);
    assert_eq!(positions(&hand), (2, 3, 4));
    assert_eq!(hand.small_blind, Some(PlayerId(500)));
    assert!(hand.sitting_out.is_empty());
}

#[test]
fn the_entry_reason_tells_the_td_what_the_newcomer_does_next_hand() {
    let mut floor = seed_fr(9);
    let mut dealer = Dealer::new();
    table(&mut floor, 1, &FULL);
    dealer.first(&mut floor, 1, 1);
    bust(&mut floor, &[player(1, 3)]);
    let entry = floor.plan_entries(&[PlayerId(500)], &mut rng(3)).unwrap();
    assert!(entry.moves[0].reason.say(Lang::En).ends_with(
        "sits out one hand: new in the seat just vacated left of the button (French tournament rules)."
    ));
}
