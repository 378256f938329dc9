//! Tables for the rule scenarios: seats 1..=n, the button on the last seat, so that seat 1 is
//! the small blind and seat 2 the big blind (heads-up: seat 2 is button and small blind).
#![allow(dead_code)]

use riffle_core::Chips;
use riffle_core::betting::{Action, Ante, Blinds, Hand, HandSetup, Hole, Limit, SeatSetup};
use riffle_core::cards::{Card, Notation, parse_cards};
use riffle_core::house::BettingRules;
use riffle_core::house::HouseRules;

pub fn setup(stacks: &[Chips], small: Chips, big: Chips, limit: Limit) -> HandSetup {
    let n = stacks.len() as u8;
    let (small_blind, big_blind) = if n == 2 { (2, 1) } else { (1, 2) };
    HandSetup {
        players: stacks
            .iter()
            .enumerate()
            .map(|(k, &stack)| SeatSetup {
                seat: k as u8 + 1,
                stack,
                name: None,
            })
            .collect(),
        button: n,
        small_blind: Some(small_blind),
        big_blind,
        dead_small_blind: None,
        blinds: Blinds { small, big },
        ante: Ante::None,
        limit,
        smallest_chip: 1,
        two_left_in_event: false,
        variant: riffle_core::betting::Variant::Holdem,
        antes_matched: false,
        table: Default::default(),
    }
}

pub fn tda() -> BettingRules {
    HouseRules::tda_2024().betting
}

pub fn seed() -> BettingRules {
    HouseRules::seed_fr().betting
}

pub fn no_limit(stacks: &[Chips], small: Chips, big: Chips) -> Hand {
    setup(stacks, small, big, Limit::NoLimit)
        .start(&tda())
        .expect("valid table")
}

pub fn cards(text: &str) -> Vec<Card> {
    parse_cards(text, Notation::English).expect("cards")
}

/// Hole cards: two for hold'em, four for Omaha.
pub fn hole(text: &str) -> Hole {
    Hole::new(&cards(text)).expect("1 to 4 hole cards")
}

/// Plays the actions in order, each by the player to act.
pub fn play(hand: &mut Hand, actions: &[Action]) {
    for &action in actions {
        let seat = hand.to_act().expect("someone to act");
        hand.act(seat, action)
            .unwrap_or_else(|e| panic!("{action} by seat {seat}: {e}"));
    }
}

/// Deals a board street with unknown cards.
pub fn deal(hand: &mut Hand) {
    hand.deal_board(&[]).expect("a street to deal");
}

/// The min and max raise-to offered to the player to act.
pub fn raise_range(hand: &Hand) -> Option<(Chips, Chips)> {
    hand.legal_actions()
        .and_then(|l| l.raise)
        .map(|r| (r.min_to, r.max_to))
}

pub fn bet_range(hand: &Hand) -> Option<(Chips, Chips)> {
    hand.legal_actions()
        .and_then(|l| l.bet)
        .map(|r| (r.min_to, r.max_to))
}

use riffle_core::betting::rulings::Facing;

/// A no-limit post-flop spot: a bet of `bet` to face (0 for none), big blind 100.
pub fn facing_bet(bet: u64, min_raise_to: u64) -> Facing {
    Facing {
        limit: Limit::NoLimit,
        big_blind: 100,
        current_bet: bet,
        own_bet: 0,
        stack: 50_000,
        min_raise_to,
        max_raise_to: None,
        may_raise: true,
        pot: 3_000,
        opening_bet: true,
        players_in_hand: 4,
        intended_undercall: None,
    }
}
