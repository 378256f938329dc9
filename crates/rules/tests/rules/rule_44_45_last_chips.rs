//! A player's last chips (TDA 2024 rules 44 and 45, RULES.md §C items 6 and 7): the single-chip
//! and every-chip-needed tests come before the all-in test, so last chips that are all needed
//! for the call, or a single last chip bigger than the call, are a call with the rest handed
//! back; only last chips that are not all needed are an all-in bet (45B). Seed 004 reads a
//! single chip the same way, so both presets rule alike. Facts that cannot be true together
//! (more chips pushed than the stack held) are refused with a sentence naming the stack.

use riffle_core::betting::Limit;
use riffle_core::betting::rulings::{Ruled, RuledKind};
use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::chips::{OversizedChip, SaidFirst, SeveralChips, Spot};
use riffle_rules::disputes::{Case, Decision, RulingError};
use riffle_text::{Lang, Say};

/// No-limit, facing `bet` (a full bet of that size) with nothing in front, `stack` behind,
/// four players in the hand.
fn facing(bet: u64, stack: u64) -> Spot {
    Spot {
        limit: Some(Limit::NoLimit),
        big_blind: Some(100),
        bet_to_match: Some(bet),
        own_bet: Some(0),
        stack: Some(stack),
        last_full_raise: Some(bet.max(100)),
        pot: Some(3_000),
        raising_open: Some(true),
        opening_bet: Some(true),
        players_in_hand: Some(4),
        intended_undercall: None,
        from_hand: None,
    }
}

fn several(chips: &[u64], spot: Spot) -> Case {
    Case::SeveralChips(SeveralChips {
        chips: Some(chips.to_vec()),
        said_first: Some(SaidFirst::Nothing),
        spot,
    })
}

fn single(chip: u64, said: SaidFirst, spot: Spot) -> Case {
    Case::OversizedChip(OversizedChip {
        chip: Some(chip),
        said_first: Some(said),
        spot,
    })
}

/// The binding action, the same under both presets, and whether it rests on `rule`.
fn ruled(case: Case, rule: &'static str) -> Ruled {
    let mut found = None;
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = case
            .rule(&house)
            .unwrap_or_else(|e| panic!("{}: {e}", case.title().en));
        assert!(
            ruling.rules.contains(&RuleRef::new(rule)),
            "{rule} not cited: {:?}",
            ruling.rules
        );
        let Decision::Action(r) = ruling.decision else {
            panic!("a binding action, not {:?}", ruling.decision);
        };
        assert_eq!(*found.get_or_insert(r), r, "the presets disagree");
    }
    found.unwrap()
}

/// TDA 45A, Ex-2: facing 1050, a player's last chips are two 1000s. Removing one leaves less
/// than the call, so every chip is needed: a call, and 950 goes back, not an all-in raise.
#[test]
fn rule_45a_ex2_two_last_1000_chips_facing_1050_are_a_call_and_950_goes_back() {
    let r = ruled(several(&[1000, 1000], facing(1050, 2000)), "TDA-45A");
    assert_eq!(
        (r.kind, r.to, r.returned, r.to_add, r.all_in),
        (RuledKind::Call, 1050, 950, 0, false)
    );
}

/// TDA 44: a single oversized chip put in silently facing a bet is a call, the player's last
/// chip included. 100/200 pre-flop, a last 1000 chip: call 200, 800 back.
#[test]
fn rule_44_a_single_last_chip_bigger_than_the_call_is_a_call() {
    let r = ruled(
        single(1000, SaidFirst::Nothing, facing(200, 1000)),
        "TDA-44",
    );
    assert_eq!(
        (r.kind, r.to, r.returned, r.all_in),
        (RuledKind::Call, 200, 800, false)
    );
}

/// TDA 44: to raise with an oversized chip, "raise" is said before it lands; with the last
/// chip that raise is all-in at the chip's value.
#[test]
fn rule_44_raise_said_before_the_last_chip_lands_is_an_all_in_raise() {
    let r = ruled(single(1000, SaidFirst::Raise, facing(200, 1000)), "TDA-44");
    assert_eq!(
        (r.kind, r.to, r.returned, r.all_in),
        (RuledKind::Raise, 1000, 0, true)
    );
}

/// TDA 45B, second sentence: last chips that are not all needed for the call (removing the
/// smallest still leaves the call) are all-in, whether or not they reach half a raise.
/// Facing 1050, last chips 1000 + 500 + 100: all-in to 1600.
#[test]
fn rule_45b_last_chips_not_all_needed_are_all_in() {
    let r = ruled(several(&[1000, 500, 100], facing(1050, 1600)), "TDA-45B");
    assert_eq!(
        (r.kind, r.to, r.returned, r.to_add, r.all_in),
        (RuledKind::Raise, 1600, 0, 0, true)
    );
}

/// TDA 45B: last chips short of the call are an all-in call for less.
#[test]
fn rule_45b_last_chips_short_of_the_call_are_an_all_in_call() {
    let r = ruled(several(&[500, 100], facing(1050, 600)), "TDA-45B");
    assert_eq!(
        (r.kind, r.to, r.returned, r.to_add, r.all_in),
        (RuledKind::Call, 600, 0, 0, true)
    );
}

/// TDA 45B with chips behind, RULES.md §C item 7: facing 1400, 1000 + three 500s are not all
/// needed and reach half a raise, so the raise is completed to 2800; 1000 + two 500s stay
/// under half a raise: a call, 600 back.
#[test]
fn rule_45b_with_chips_behind_the_50_percent_standard_decides() {
    let r = ruled(
        several(&[1000, 500, 500, 500], facing(1400, 50_000)),
        "TDA-43A",
    );
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 2800, 300));
    let r = ruled(several(&[1000, 500, 500], facing(1400, 50_000)), "TDA-43A");
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 1400, 600));
}

/// RULES.md §C item 7: facing 325, a 500 and a 25 are not all needed and reach half a raise:
/// a raise to 650.
#[test]
fn rule_45b_facing_325_a_500_and_a_25_raise_to_650() {
    let r = ruled(several(&[500, 25], facing(325, 50_000)), "TDA-45B");
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 650, 125));
}

/// Issue 23, bad input: a stack smaller than the chips pushed cannot be; the case is refused
/// naming the stack, in the TD's language, and nothing is ruled.
#[test]
fn more_chips_pushed_than_the_stack_held_are_refused_naming_the_stack() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let error = several(&[1000, 1000], facing(1050, 1500))
            .rule(&house)
            .unwrap_err();
        assert!(matches!(error, RulingError::InvalidFacts { .. }));
        assert_eq!(
            error.say(Lang::En),
            "several chips: 2,000 pushed is more than the player's stack of 1,500; give the \
             stack before this action, at least the chips pushed"
        );
        assert_eq!(
            error.say(Lang::Fr),
            "plusieurs jetons\u{a0}: 2\u{202f}000 poussés dépassent le tapis du joueur, \
             1\u{202f}500\u{a0}; indiquez le tapis d'avant cette action, au moins les jetons \
             poussés"
        );
    }
}
