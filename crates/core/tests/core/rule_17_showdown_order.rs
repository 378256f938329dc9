//! Showdown order (TDA 2024 rule 17, seed 004, RULES.md §E 1): the last aggressor of the final
//! street shows first, else the first live seat left of the button; then clockwise; the last
//! claimant wins without showing.

use crate::common;
use common::*;
use riffle_core::betting::Action::*;
use riffle_core::betting::{Decided, HandError, Phase};

fn to_river(hand: &mut riffle_core::betting::Hand, flop_turn: usize) {
    for _ in 0..2 {
        deal(hand);
        play(hand, &vec![Check; flop_turn]);
    }
    deal(hand);
}

#[test]
fn the_river_bettor_shows_first_then_clockwise() {
    let mut hand = no_limit(&[5_000; 4], 50, 100);
    play(&mut hand, &[Call, Call, Call, Check]);
    to_river(&mut hand, 4);
    play(&mut hand, &[Check, Check, BetTo(300), Call, Call, Fold]);
    assert_eq!(hand.phase(), Phase::Showdown);
    assert_eq!(hand.showdown_order(), vec![3, 4, 1]);
}

#[test]
fn with_no_river_bet_the_first_live_seat_left_of_the_button_shows_first() {
    let mut hand = no_limit(&[5_000; 4], 50, 100);
    play(&mut hand, &[Call, Call, Fold, Check]);
    deal(&mut hand);
    // A turn bet does not count: only the final street's aggressor.
    play(&mut hand, &[Check, Check, Check]);
    deal(&mut hand);
    play(&mut hand, &[BetTo(100), Call, Call]);
    deal(&mut hand);
    play(&mut hand, &[Check, Check, Check]);
    assert_eq!(hand.showdown_order(), vec![2, 3, 4]);
}

#[test]
fn when_all_others_muck_the_last_player_wins_without_showing() {
    let mut hand = no_limit(&[5_000; 3], 50, 100);
    play(&mut hand, &[Call, Call, Check]);
    to_river(&mut hand, 3);
    play(&mut hand, &[BetTo(100), Call, Call]);
    assert_eq!(hand.showdown_order(), vec![1, 2, 3]);
    hand.muck(2).unwrap();
    hand.muck(3).unwrap();
    let result = hand.result().expect("seat 1 wins unshown");
    assert_eq!(result.pots[0].decided, Decided::Uncontested);
    assert_eq!(result.won(1), 600);
    assert_eq!(hand.player(1).unwrap().hole, None);
}

#[test]
fn the_last_claimant_of_a_side_pot_may_not_muck_it_away() {
    // Seat 3 all-in pre-flop for 300; seats 1 and 2 bet the river for a side pot.
    let mut hand = no_limit(&[5_000, 5_000, 300], 50, 100);
    play(&mut hand, &[AllIn, Call, Call]);
    to_river(&mut hand, 2);
    play(&mut hand, &[BetTo(500), Call]);
    assert_eq!(hand.showdown_order(), vec![1, 2, 3]);
    hand.muck(1).unwrap();
    let err = hand.muck(2).unwrap_err();
    assert!(matches!(err, HandError::LastClaimant { .. }), "{err}");
    assert!(err.to_string().contains("side pot 1"), "{err}");
    hand.show(2, None).unwrap();
    hand.show(3, None).unwrap();
    // Cards unknown: the main pot is for the TD; the side pot went to seat 2 unshown.
    assert_eq!(hand.pots_to_declare(), vec![0]);
    hand.declare_winners(0, &[3]).unwrap();
    let result = hand.result().unwrap();
    assert_eq!(result.won(3), 900);
    assert_eq!(result.won(2), 1_000);
}

#[test]
fn dead_button_order_starts_left_of_the_empty_button_seat() {
    use riffle_core::betting::{Blinds, HandSetup, Limit, SeatSetup};
    let setup = HandSetup {
        players: [1, 3, 4, 6]
            .into_iter()
            .map(|seat| SeatSetup {
                seat,
                stack: 5_000,
                name: None,
            })
            .collect(),
        button: 2,
        small_blind: Some(3),
        big_blind: 4,
        blinds: Blinds {
            small: 50,
            big: 100,
        },
        ..common::setup(&[1, 1], 50, 100, Limit::NoLimit)
    };
    let mut hand = setup.start(&tda()).unwrap();
    assert_eq!(hand.to_act(), Some(6));
    assert_eq!(hand.dealing_order(), vec![3, 4, 6, 1]);
    play(&mut hand, &[Call, Call, Call, Check]);
    to_river(&mut hand, 4);
    play(&mut hand, &[Check; 4]);
    assert_eq!(hand.showdown_order(), vec![3, 4, 6, 1]);
}
