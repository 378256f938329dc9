//! Underbets and under-raises found later (TDA 2024 rule 52; seed 004; RULES.md §C 11).

use crate::common;
use common::*;
use riffle_core::betting::Limit;
use riffle_core::betting::rulings::{BetError, Decision, bet_error};

fn case() -> BetError {
    // A bet of 600, a raise to 1,000 (the minimum was 1,200), two calls.
    BetError {
        limit: Limit::NoLimit,
        bettor: 4,
        made_to: 1000,
        legal_to: 1200,
        callers: vec![5, 6],
        next_card_dealt: false,
        substantial_action_since: true,
    }
}

#[test]
fn raise_to_1000_over_600_with_two_calls_all_bets_become_1200() {
    let ruling = bet_error(&case(), &tda());
    let Decision::Corrections(fixes) = &ruling.decision else {
        panic!("{ruling:?}");
    };
    let summary: Vec<(u8, u64, u64, bool)> = fixes
        .iter()
        .map(|c| (c.seat, c.to, c.to_add, c.may_change))
        .collect();
    assert_eq!(
        summary,
        [
            (4, 1200, 200, false),
            (5, 1200, 200, false),
            (6, 1200, 200, false)
        ]
    );
    assert!(ruling.rests_on("52"));
}

#[test]
fn seed_corrects_the_raise_and_lets_later_players_change_their_minds() {
    let ruling = bet_error(&case(), &seed());
    let Decision::Corrections(fixes) = &ruling.decision else {
        panic!("{ruling:?}");
    };
    let may_change: Vec<bool> = fixes.iter().map(|c| c.may_change).collect();
    assert_eq!(may_change, [false, true, true]);
}

#[test]
fn once_the_next_card_is_out_the_bets_stand() {
    let mut late = case();
    late.next_card_dealt = true;
    assert_eq!(bet_error(&late, &tda()).decision, Decision::Stands);
}

#[test]
fn pot_limit_count_too_high_is_reduced_anywhere_too_low_only_until_substantial_action() {
    let mut high = case();
    high.limit = Limit::PotLimit;
    high.made_to = 1500;
    let Decision::Corrections(fixes) = bet_error(&high, &tda()).decision else {
        panic!("reduced");
    };
    assert!(fixes.iter().all(|c| c.to == 1200 && c.returned == 300));
    let mut low = case();
    low.limit = Limit::PotLimit;
    assert_eq!(bet_error(&low, &tda()).decision, Decision::Stands);
    low.substantial_action_since = false;
    assert!(matches!(
        bet_error(&low, &tda()).decision,
        Decision::Corrections(_)
    ));
}
