//! Spread limit (seed 002, "Limit", its second kind): every opening and every raise lies
//! between two bounds, on every street ("a 1 to 5 game": all bets between 1 and 5); the
//! smallest raise does not grow with the raises made, and the raises are capped as in fixed
//! limit. An organiser sets it on a level with `spread`; `riffle check` words bad bounds.

use crate::common;
use common::*;
use riffle_core::betting::Action::*;
use riffle_core::betting::{Hand, Limit, Phase, SetupError, Street};
use riffle_core::structure::{Location, load};
use riffle_text::{Lang, Say};

const ONE_TO_FIVE: Limit = Limit::Spread {
    min_bet: 100,
    max_bet: 500,
};

fn spread(stacks: &[u64]) -> Hand {
    setup(stacks, 50, 100, ONE_TO_FIVE).start(&tda()).unwrap()
}

#[test]
fn every_raise_before_the_flop_lies_between_the_two_bounds() {
    let hand = spread(&[10_000; 4]);
    assert_eq!(hand.legal_actions().unwrap().call, Some(100));
    assert_eq!(raise_range(&hand), Some((200, 600)));
}

#[test]
fn the_smallest_raise_stays_the_lower_bound_after_a_large_raise() {
    let mut hand = spread(&[10_000; 4]);
    play(&mut hand, &[RaiseTo(600)]);
    assert_eq!(
        raise_range(&hand),
        Some((700, 1_100)),
        "one more raise of 100 to 500, not of at least the previous 500"
    );
}

#[test]
fn after_the_flop_any_opening_between_the_bounds() {
    let mut hand = spread(&[10_000; 3]);
    play(&mut hand, &[Call, Call, Check]);
    deal(&mut hand);
    assert_eq!(bet_range(&hand), Some((100, 500)));
    play(&mut hand, &[BetTo(250)]);
    assert_eq!(raise_range(&hand), Some((350, 750)));
}

#[test]
fn the_raises_are_capped_as_in_fixed_limit() {
    let mut hand = spread(&[10_000; 4]);
    // The big blind is the bet: three raises reach the cap.
    play(&mut hand, &[RaiseTo(300), RaiseTo(500), RaiseTo(700)]);
    let legal = hand.legal_actions().unwrap();
    assert_eq!(legal.call, Some(600), "the big blind calls");
    assert_eq!(
        legal.raise, None,
        "the cap of a bet and three raises is reached"
    );
}

#[test]
fn heads_up_the_seed_lifts_the_cap() {
    let mut hand = setup(&[10_000; 2], 50, 100, ONE_TO_FIVE)
        .start(&seed())
        .unwrap();
    play(&mut hand, &[RaiseTo(300), RaiseTo(500), RaiseTo(700)]);
    assert_eq!(raise_range(&hand), Some((800, 1_200)));
}

#[test]
fn a_short_stack_may_go_all_in_for_less_than_the_lower_bound() {
    let mut hand = spread(&[10_000, 10_000, 150]);
    assert_eq!(raise_range(&hand), Some((150, 150)), "all-in for 150");
    play(&mut hand, &[AllIn, Call, Call]);
    assert_eq!(hand.phase(), Phase::Deal(Street::Flop));
}

#[test]
fn bounds_the_table_cannot_play_are_refused_in_both_languages() {
    let error = setup(
        &[1_000; 3],
        50,
        100,
        Limit::Spread {
            min_bet: 500,
            max_bet: 100,
        },
    )
    .start(&tda())
    .unwrap_err();
    assert_eq!(
        error,
        SetupError::SpreadBounds {
            min_bet: 500,
            max_bet: 100
        }
    );
    assert!(
        error
            .say(Lang::En)
            .contains("a spread limit of 500 to 100 cannot be played")
    );
    assert!(error.say(Lang::Fr).contains("une fourchette de 500 à 100"));
}

fn structure(game: &str, level: &str) -> String {
    format!(
        "(\n    name: \"Spread\",\n    starting_stack: 10000,\n    buy_in: 10,\n    \
         level_minutes: 20,\n    chips: [(value: 25), (value: 100), (value: 500)],\n    \
         game: {game},\n    levels: [\n        {level},\n    ],\n)\n"
    )
}

#[test]
fn a_level_with_a_spread_is_dealt_in_spread_limit() {
    let text = structure(
        "NoLimitHoldem",
        "Level(small_blind: 50, big_blind: 100, spread: (min_bet: 100, max_bet: 500))",
    );
    let schedule = load(&text, "spread.ron").unwrap().structure.schedule();
    assert_eq!(schedule.level(1).unwrap().limit(), ONE_TO_FIVE);
}

#[test]
fn riffle_check_words_a_spread_on_a_pot_limit_level_and_bad_bounds() {
    let text = structure(
        "PotLimitOmaha",
        "Level(small_blind: 50, big_blind: 100, spread: (min_bet: 100, max_bet: 500))",
    );
    let rejected = load(&text, "spread.ron").unwrap_err();
    let error = &rejected.errors[0];
    assert_eq!(error.problem.code(), "spread-not-no-limit");
    assert_eq!(
        error.location,
        Some(Location {
            line: 9,
            column: 48
        })
    );
    assert!(
        error
            .say(Lang::En)
            .contains("this level is Pot-limit Omaha")
    );
    assert!(
        error
            .say(Lang::Fr)
            .contains("ne donnez `spread` qu'aux niveaux no-limit")
    );

    let text = structure(
        "NoLimitHoldem",
        "Level(small_blind: 50, big_blind: 100, spread: (min_bet: 0, max_bet: 500))",
    );
    let rejected = load(&text, "spread.ron").unwrap_err();
    assert_eq!(rejected.errors[0].problem.code(), "spread-bounds");
    assert!(
        rejected.errors[0]
            .say(Lang::Fr)
            .contains("`min_bet` doit être supérieur à zéro")
    );

    let text = structure(
        "NoLimitHoldem",
        "Level(small_blind: 50, big_blind: 100, minimum_bet: 200, spread: (min_bet: 100, \
         max_bet: 500))",
    );
    let rejected = load(&text, "spread.ron").unwrap_err();
    assert_eq!(
        rejected.errors[0].problem.code(),
        "minimum-bet-in-limit-game"
    );
    assert!(
        rejected.errors[0]
            .say(Lang::En)
            .contains("plays spread limit")
    );
}
