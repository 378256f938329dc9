//! TDA 2024 rule 36: substantial action is two actions in turn of which at least one puts chips
//! in, or any three actions in turn; posted blinds do not count (they are not actions in turn
//! and cannot be recorded).

use crate::common;
use common::{no_limit, play};
use proptest::prelude::*;
use riffle_core::betting::Action;
use riffle_core::betting::substantial::InTurnAction::{self, *};
use riffle_core::betting::substantial::{SubstantialAction, is_substantial_action};

#[test]
fn two_folds_are_not_substantial_action() {
    assert!(!is_substantial_action(&[Fold, Fold]));
}

#[test]
fn two_checks_are_not_substantial_action() {
    assert!(!is_substantial_action(&[Check, Check]));
}

#[test]
fn a_fold_and_a_call_are_substantial_action() {
    assert!(is_substantial_action(&[Fold, Call]));
}

#[test]
fn a_single_raise_is_not_substantial_action() {
    assert!(!is_substantial_action(&[Raise]));
}

#[test]
fn any_three_actions_are_substantial_action() {
    assert!(is_substantial_action(&[Fold, Fold, Fold]));
    assert!(is_substantial_action(&[Check, Check, Check]));
}

#[test]
fn the_counter_reaches_substantial_action_as_actions_are_recorded() {
    let mut counter = SubstantialAction::default();
    counter.record(Fold);
    assert!(!counter.reached());
    counter.record(Bet);
    assert!(counter.reached());
}

/// The hand engine counts its own hand with the same counter: posted blinds are not actions.
#[test]
fn the_hand_engine_counts_substantial_action_by_the_same_rule() {
    let mut hand = no_limit(&[10_000; 6], 50, 100);
    assert!(!hand.substantial_action(), "posted blinds do not count");
    play(&mut hand, &[Action::Fold, Action::Fold]);
    assert!(!hand.substantial_action(), "two folds");
    play(&mut hand, &[Action::Call]);
    assert!(hand.substantial_action(), "three actions");
    let mut hand = no_limit(&[10_000; 6], 50, 100);
    play(&mut hand, &[Action::Call, Action::Fold]);
    assert!(hand.substantial_action(), "two actions, one with chips");
}

fn action() -> impl Strategy<Value = InTurnAction> {
    prop_oneof![Just(Check), Just(Fold), Just(Call), Just(Bet), Just(Raise)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn substantial_action_is_the_rule_36_definition(actions in prop::collection::vec(action(), 0..6)) {
        let chips = actions.iter().any(|a| a.puts_chips_in());
        let expected = actions.len() >= 3 || (actions.len() >= 2 && chips);
        prop_assert_eq!(is_substantial_action(&actions), expected);
    }

    #[test]
    fn once_reached_substantial_action_stays_reached(
        actions in prop::collection::vec(action(), 0..6),
        more in action(),
    ) {
        let before = is_substantial_action(&actions);
        let mut longer = actions.clone();
        longer.push(more);
        prop_assert!(!before || is_substantial_action(&longer));
    }

    #[test]
    fn the_order_of_the_actions_does_not_matter(actions in prop::collection::vec(action(), 0..6)) {
        let mut reversed = actions.clone();
        reversed.reverse();
        prop_assert_eq!(is_substantial_action(&actions), is_substantial_action(&reversed));
    }
}
