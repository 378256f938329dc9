//! Pot-limit maximums: TDA 2024 rule 54 (own bet + call + pot after the call), short and
//! dead blinds counted in full pre-flop, and the Paris count of seed 002 (RULES.md §C 15).

use crate::common;
use common::*;
use riffle_core::betting::Action::*;
use riffle_core::betting::{Blinds, HandSetup, Limit, SeatSetup};
use riffle_core::house::PotLimitMethod;

fn pot_limit(stacks: &[u64], small: u64, big: u64) -> riffle_core::betting::Hand {
    setup(stacks, small, big, Limit::PotLimit)
        .start(&tda())
        .unwrap()
}

#[test]
fn first_to_act_at_100_200_may_raise_to_700() {
    let hand = pot_limit(&[10_000, 10_000, 10_000, 10_000], 100, 200);
    assert_eq!(hand.to_act(), Some(3));
    assert_eq!(raise_range(&hand), Some((400, 700)));
}

#[test]
fn seed_000_blinds_1_2_first_to_act_may_raise_to_7() {
    let hand = pot_limit(&[100, 100, 100], 1, 2);
    assert_eq!(raise_range(&hand), Some((4, 7)));
}

#[test]
fn small_blind_completing_may_raise_to_600() {
    let mut hand = pot_limit(&[10_000, 10_000, 10_000], 100, 200);
    play(&mut hand, &[Fold]);
    assert_eq!(hand.to_act(), Some(1));
    assert_eq!(raise_range(&hand), Some((400, 600)));
}

#[test]
fn a_short_big_blind_counts_in_full_preflop() {
    // The big blind has 50 chips: the call is still 200 and the pot counts as 300.
    let hand = pot_limit(&[10_000, 50, 10_000, 10_000], 100, 200);
    let legal = hand.legal_actions().unwrap();
    assert_eq!(legal.call, Some(200));
    assert_eq!(legal.raise.map(|r| r.max_to), Some(700));
}

#[test]
fn a_dead_small_blind_counts_in_full_preflop() {
    // Dead button on empty seat 1's left: the small-blind seat 2 is empty, nobody posts it.
    let setup = HandSetup {
        players: [1, 3, 4, 5]
            .into_iter()
            .map(|seat| SeatSetup {
                seat,
                stack: 10_000,
                name: None,
            })
            .collect(),
        button: 1,
        small_blind: None,
        big_blind: 3,
        dead_small_blind: None,
        blinds: Blinds {
            small: 100,
            big: 200,
        },
        ..common::setup(&[1, 1], 100, 200, Limit::PotLimit)
    };
    let hand = setup.start(&tda()).unwrap();
    assert_eq!(hand.to_act(), Some(4));
    assert_eq!(hand.pot_total(), 200);
    assert_eq!(raise_range(&hand), Some((400, 700)));
}

/// Five players limp for 2 at 1/2: 10 in the middle at the flop.
fn flop_with_10_in(method: PotLimitMethod) -> riffle_core::betting::Hand {
    let mut rules = tda();
    rules.pot_limit_method = method;
    let mut hand = setup(&[1_000; 5], 1, 2, Limit::PotLimit)
        .start(&rules)
        .unwrap();
    play(&mut hand, &[Call, Call, Call, Call, Check]);
    deal(&mut hand);
    assert_eq!(hand.pot_total(), 10);
    hand
}

#[test]
fn paris_pot_with_10_in_the_middle_goes_10_then_40_then_140() {
    for method in [PotLimitMethod::Paris, PotLimitMethod::Standard] {
        let mut hand = flop_with_10_in(method);
        assert_eq!(bet_range(&hand).map(|r| r.1), Some(10));
        play(&mut hand, &[BetTo(10)]);
        assert_eq!(raise_range(&hand).map(|r| r.1), Some(40));
        play(&mut hand, &[RaiseTo(40)]);
        assert_eq!(raise_range(&hand).map(|r| r.1), Some(140), "{method:?}");
    }
}

#[test]
fn a_bettor_re_potting_over_40_may_make_130_standard_but_140_in_paris() {
    let cases = [
        (PotLimitMethod::Standard, 130),
        (PotLimitMethod::Paris, 140),
    ];
    for (method, max) in cases {
        let mut hand = flop_with_10_in(method);
        play(&mut hand, &[BetTo(10), RaiseTo(40), Fold, Fold, Fold]);
        assert_eq!(hand.to_act(), Some(1));
        assert_eq!(raise_range(&hand), Some((70, max)), "{method:?}");
    }
}

#[test]
fn a_pot_limit_raise_over_the_maximum_is_refused_with_the_range() {
    let mut hand = pot_limit(&[10_000, 10_000, 10_000, 10_000], 100, 200);
    let err = hand.act(3, RaiseTo(800)).unwrap_err().to_string();
    assert!(err.contains("raise to 400 to 700"), "{err}");
    assert_eq!(hand.to_act(), Some(3), "nothing changed");
}
