//! TDA 32, seed 004 and RRoP: the dead button. Each hand the big blind moves to the next seated
//! player, the small blind to last hand's big-blind seat and the button to last hand's small-blind
//! seat: an empty small-blind seat means no small blind, an empty button seat a dead button.
//! Worked examples 5 to 7 of the rules digest, and TDA 34A (a button error that stood).

use crate::floor_common;
use floor_common::*;
use riffle_core::floor::{Arrival, FloorError, Reason, SitOutReason, TableNo};
use riffle_text::{Lang, Say};

const FULL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/// A full 9-seat table, hand N: button 1, small blind 2, big blind 3.
fn full_table() -> (riffle_core::floor::Floor, Dealer) {
    let mut floor = tda(9);
    table(&mut floor, 1, &FULL);
    let mut dealer = Dealer::new();
    assert_eq!(positions(&dealer.first(&mut floor, 1, 1)), (1, 2, 3));
    (floor, dealer)
}

#[test]
fn example_5_big_blind_busts_no_small_blind_then_a_dead_button() {
    let (mut floor, mut dealer) = full_table();
    bust(&mut floor, &[player(1, 3)]);

    let next = dealer.deal(&mut floor, 1);
    assert_eq!(positions(&next), (2, 3, 4));
    assert_eq!(next.small_blind, None, "seat 3 is empty: no small blind");
    assert!(!next.dead_button());

    let after = dealer.deal(&mut floor, 1);
    assert_eq!(positions(&after), (3, 4, 5));
    assert_eq!(after.small_blind, Some(player(1, 4)));
    assert!(after.dead_button(), "the button sits on empty seat 3");
    assert_eq!(
        after.acts_last(),
        Some((2, player(1, 2))),
        "seat 2 acts last again"
    );
}

#[test]
fn example_6_small_blind_busts_the_button_is_dead() {
    let (mut floor, mut dealer) = full_table();
    bust(&mut floor, &[player(1, 2)]);
    let next = dealer.deal(&mut floor, 1);
    assert_eq!(positions(&next), (2, 3, 4));
    assert_eq!(
        next.small_blind,
        Some(player(1, 3)),
        "last hand's big blind posts the small blind"
    );
    assert!(next.dead_button());
    assert_eq!(
        next.acts_last(),
        Some((1, player(1, 1))),
        "seat 1 acts last again"
    );
}

#[test]
fn example_7_both_blinds_bust_seat_1_acts_last_three_hands_running() {
    let (mut floor, mut dealer) = full_table();
    bust(&mut floor, &[player(1, 2), player(1, 3)]);

    let next = dealer.deal(&mut floor, 1);
    assert_eq!(positions(&next), (2, 3, 4));
    assert_eq!(next.small_blind, None);
    assert!(next.dead_button());

    let after = dealer.deal(&mut floor, 1);
    assert_eq!(positions(&after), (3, 4, 5));
    assert_eq!(after.small_blind, Some(player(1, 4)));
    assert!(after.dead_button());

    for hand in [&next, &after] {
        assert_eq!(hand.acts_last(), Some((1, player(1, 1))));
    }
    let fourth = dealer.deal(&mut floor, 1);
    assert_eq!(
        positions(&fourth),
        (4, 5, 6),
        "then the button is live again"
    );
}

#[test]
fn the_big_blind_skips_empty_seats_but_never_a_player() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 2, 3, 7, 8]);
    let mut dealer = Dealer::new();
    assert_eq!(positions(&dealer.first(&mut floor, 1, 1)), (1, 2, 3));
    let bigs: Vec<u8> = (0..5)
        .map(|_| dealer.deal(&mut floor, 1).big_blind)
        .collect();
    assert_eq!(bigs, [7, 8, 1, 2, 3]);
}

#[test]
fn the_next_hand_is_shown_before_it_is_dealt_and_changes_nothing() {
    let (mut floor, _) = full_table();
    bust(&mut floor, &[player(1, 3)]);
    let before = floor.clone();
    let preview = floor.next_hand(TableNo(1)).unwrap();
    assert_eq!(floor, before);
    assert_eq!(preview, floor.start_hand(TableNo(1)).unwrap());
}

#[test]
fn a_button_error_that_stood_after_substantial_action_is_not_backed_up() {
    let (mut floor, mut dealer) = full_table();
    // The next hand should be button 2, small blind 3, big blind 4; the dealer moved the button
    // to seat 3 instead and the hand reached substantial action, so it stands (TDA 34A).
    assert_eq!(positions(&dealer.deal(&mut floor, 1)), (2, 3, 4));
    let dealt = floor.correct_hand(TableNo(1), 3).unwrap();
    assert_eq!(positions(&dealt), (3, 4, 5));
    // The following hand moves on from what was dealt.
    let next = floor.start_hand(TableNo(1)).unwrap();
    assert_eq!(positions(&next), (4, 5, 6));
}

#[test]
fn a_hand_needs_two_players_and_a_first_button() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[4]);
    assert_eq!(
        floor.start_hand(TableNo(1)),
        Err(FloorError::TooFewPlayers {
            table: TableNo(1),
            players: 1
        })
    );
    table(&mut floor, 2, &[1, 5]);
    let refused = floor.start_hand(TableNo(2)).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "table 2 has no button yet: draw it or set it before the table's first hand"
    );
    assert_eq!(
        floor.set_button(TableNo(2), 3).unwrap_err().to_string(),
        "the button goes to an occupied seat; table 2 seat 3 is empty"
    );
    assert_eq!(
        floor.set_button(TableNo(2), 11).unwrap_err().to_string(),
        "table 2 has seats 1 to 9; there is no seat 11"
    );
}

#[test]
fn the_button_is_set_only_before_the_first_hand() {
    let (mut floor, _) = full_table();
    let before = floor.clone();
    assert_eq!(
        floor.set_button(TableNo(1), 5),
        Err(FloorError::ButtonAlreadyMoving { table: TableNo(1) })
    );
    assert_eq!(floor, before);
}

#[test]
fn the_first_button_goes_to_the_high_card() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[2, 4, 6, 8]);
    let draw = floor.draw_button(TableNo(1), &mut rng(7)).unwrap();
    assert_eq!(draw.cards.len(), 4);
    let highest = draw.cards.iter().max_by_key(|(_, c)| c.index()).unwrap();
    assert_eq!(draw.button, highest.0);
    assert_eq!(
        draw.reason,
        Reason::ButtonDrawn {
            seat: highest.0,
            card: highest.1
        }
    );
    assert!(
        draw.reason
            .say(Lang::En)
            .starts_with(&format!("Seat {} drew {}", highest.0, highest.1))
    );
    // The same seed draws the same cards; the draw itself changes nothing.
    assert_eq!(draw, floor.draw_button(TableNo(1), &mut rng(7)).unwrap());
    floor.set_button(TableNo(1), draw.button).unwrap();
    assert_eq!(floor.start_hand(TableNo(1)).unwrap().button, draw.button);
}

/// Example 9 of the digest: button 1, seats 2 and 3 empty, small blind 4, big blind 5. A player
/// the floor seats at 3 sits between the small blind and the button: not dealt this hand (TDA
/// 10A), and the floor says so with the move; at 7 they are dealt in like anyone, with no word.
#[test]
fn example_9_a_player_seated_between_the_small_blind_and_the_button_is_told_they_wait() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 4, 5, 6, 7, 8, 9]);
    let mut dealer = Dealer::new();
    dealer.first(&mut floor, 1, 9);
    let next = floor.next_hand(TableNo(1)).unwrap();
    assert_eq!(positions(&next), (1, 4, 5));
    let newcomer = player(2, 1);
    for seat in [2, 3] {
        assert_eq!(
            floor.arrival(newcomer, at(1, seat)),
            Some(Arrival::SitsOut(SitOutReason::BetweenSmallBlindAndButton)),
            "seat {seat}"
        );
    }
    assert_eq!(floor.arrival(newcomer, at(1, 7)), None);
    assert_eq!(
        floor.arrival(newcomer, at(1, 4)),
        None,
        "a seat taken by another"
    );
}

/// Example 6's dead button: the small blind busts, so the next button falls on the empty seat
/// 2. A player the floor seats there takes the button at once (TDA 10B), said on screen.
#[test]
fn a_player_seated_where_the_button_falls_is_told_they_have_it() {
    let (mut floor, _) = full_table();
    bust(&mut floor, &[player(1, 2)]);
    assert!(floor.next_hand(TableNo(1)).unwrap().dead_button());
    let newcomer = player(2, 1);
    assert_eq!(floor.arrival(newcomer, at(1, 2)), Some(Arrival::OnButton));
}

/// The trials: the player drawn for a table's first button left before its first hand (moved
/// on by a break), and the dealer's New hand was refused for an empty seat until the floor
/// stepped in. The button goes to the next player clockwise and the hand is dealt.
#[test]
fn a_first_button_whose_player_left_goes_to_the_next_player() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 2, 3, 4, 5]);
    floor.set_button(TableNo(1), 2).unwrap();
    bust(&mut floor, &[player(1, 2)]);
    let next = floor.next_hand(TableNo(1)).unwrap();
    assert_eq!(positions(&next), (3, 4, 5));
    let mut dealer = Dealer::new();
    assert_eq!(dealer.deal(&mut floor, 1).button, 3);
}
