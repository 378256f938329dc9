//! Heads-up order (TDA 2024 rule 34B, seed 004, RULES.md §B 3): the button posts the small
//! blind, acts first pre-flop and last after the flop.

use crate::common;
use common::*;
use riffle_core::betting::Action::*;
use riffle_core::betting::{Limit, SetupError};

#[test]
fn button_is_small_blind_acts_first_preflop_and_last_after() {
    let mut hand = no_limit(&[1_000, 1_000], 50, 100);
    // Seat 2 is the button and small blind.
    assert_eq!(hand.player(2).unwrap().committed, 50);
    assert_eq!(hand.player(1).unwrap().committed, 100);
    assert_eq!(hand.to_act(), Some(2));
    play(&mut hand, &[Call]);
    assert_eq!(hand.to_act(), Some(1), "the big blind has the option");
    play(&mut hand, &[Check]);
    deal(&mut hand);
    assert_eq!(
        hand.to_act(),
        Some(1),
        "the big blind acts first after the flop"
    );
    play(&mut hand, &[Check]);
    assert_eq!(hand.to_act(), Some(2));
    assert_eq!(hand.dealing_order(), vec![1, 2]);
}

#[test]
fn heads_up_with_the_small_blind_off_the_button_is_refused() {
    let mut setup = setup(&[1_000, 1_000], 50, 100, Limit::NoLimit);
    setup.small_blind = Some(1);
    setup.big_blind = 2;
    let err = setup.start(&tda()).unwrap_err();
    assert!(matches!(err, SetupError::HeadsUpBlinds { .. }));
    assert!(err.to_string().contains("34B"));
}
