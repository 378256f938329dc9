//! Split pots and odd chips (TDA 2024 rule 20, seed 004, RULES.md §E 5): chips are broken
//! down to the smallest denomination in play; in board games the first odd chip goes to the
//! first winner left of the button, then one each clockwise (20A); in stud to the highest card
//! by suit (20B); in a high-low split the odd chip of the whole pot goes to the high half, each
//! half then split as in 20A in a board game, by suit in stud high-low (20C, 20B). The odd-chip dispute splits with the hand engine's own
//! functions, so a TD's count and a logged hand agree.

use crate::common;
use common::*;
use riffle_core::betting::Action::*;
use riffle_core::betting::{Decided, Limit, split_high_low, split_pot};
use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::pots::{OddChips, SplitGame};
use riffle_rules::disputes::{Case, Decision, RulingError};

#[test]
fn one_thousand_three_ways_in_25_chips_is_350_325_325() {
    assert_eq!(split_pot(1000, 3, 25), [350, 325, 325]);
}

#[test]
fn in_a_hand_the_350_goes_to_the_first_winner_left_of_the_button() {
    // 125/250, four limp to 1,000. The board plays; seat 1 mucks; seats 2, 3 and 4 split.
    let mut setup = setup(&[5_000; 4], 125, 250, Limit::NoLimit);
    setup.smallest_chip = 25;
    let mut hand = setup.start(&tda()).unwrap();
    for (seat, cards) in [(1, "2c3d"), (2, "4c5d"), (3, "2h3h"), (4, "4h5h")] {
        hand.set_hole_cards(seat, hole(cards)).unwrap();
    }
    play(&mut hand, &[Call, Call, Call, Check]);
    hand.deal_board(&cards("AsKsQs")).unwrap();
    play(&mut hand, &[Check; 4]);
    hand.deal_board(&cards("Js")).unwrap();
    play(&mut hand, &[Check; 4]);
    hand.deal_board(&cards("Ts")).unwrap();
    play(&mut hand, &[Check; 4]);
    assert_eq!(hand.showdown_order(), vec![1, 2, 3, 4]);
    hand.muck(1).unwrap();
    for seat in [2, 3, 4] {
        hand.show(seat, None).unwrap();
    }
    let result = hand.result().expect("hand over");
    let pot = &result.pots[0];
    assert_eq!(pot.amount, 1000);
    assert_eq!(pot.decided, Decided::Cards);
    assert_eq!(pot.winners, vec![2, 3, 4]);
    assert_eq!(pot.shares, vec![350, 325, 325]);
    assert_eq!(pot.hand.as_deref(), Some("Royal flush"));
}

#[test]
fn two_odd_chips_go_one_each_clockwise_950_is_317_317_316() {
    // 50/100: seat 3 raises to 300, seat 4 calls, seat 1 folds its 50, seat 2 calls: 950.
    let mut hand = no_limit(&[5_000; 4], 50, 100);
    for (seat, cards) in [(2, "4c5d"), (3, "2h3h"), (4, "4h5h")] {
        hand.set_hole_cards(seat, hole(cards)).unwrap();
    }
    play(&mut hand, &[RaiseTo(300), Call, Fold, Call]);
    hand.deal_board(&cards("AsKsQs")).unwrap();
    play(&mut hand, &[Check; 3]);
    hand.deal_board(&cards("Js")).unwrap();
    play(&mut hand, &[Check; 3]);
    hand.deal_board(&cards("Ts")).unwrap();
    play(&mut hand, &[Check; 3]);
    for seat in hand.showdown_order() {
        hand.show(seat, None).unwrap();
    }
    let result = hand.result().unwrap();
    assert_eq!(result.pots[0].amount, 950);
    assert_eq!(result.pots[0].winners, vec![2, 3, 4]);
    assert_eq!(result.pots[0].shares, vec![317, 317, 316]);
}

#[test]
fn heads_up_the_odd_chip_goes_to_the_big_blind_left_of_the_button() {
    // Heads-up at 25/50 in 25-chips: seat 2 is button and small blind and also owes a dead
    // small blind, so the pot is 125 and cannot split evenly.
    let mut setup = setup(&[1_000, 1_000], 25, 50, Limit::NoLimit);
    setup.dead_small_blind = Some(2);
    setup.smallest_chip = 25;
    let mut hand = setup.start(&tda()).unwrap();
    hand.set_hole_cards(1, hole("2c3d")).unwrap();
    hand.set_hole_cards(2, hole("2h3c")).unwrap();
    play(&mut hand, &[Call, Check]);
    hand.deal_board(&cards("AsKsQs")).unwrap();
    play(&mut hand, &[Check, Check]);
    hand.deal_board(&cards("Js")).unwrap();
    play(&mut hand, &[Check, Check]);
    hand.deal_board(&cards("9d")).unwrap();
    play(&mut hand, &[Check, Check]);
    hand.show(1, None).unwrap();
    hand.show(2, None).unwrap();
    let result = hand.result().unwrap();
    assert_eq!(result.pots[0].amount, 125);
    assert_eq!(result.pots[0].winners, vec![1, 2]);
    assert_eq!(result.pots[0].shares, vec![75, 50]);
}

/// A dispute over a split pot of `pot` in 25-chips among `winners`.
fn split_dispute(pot: u64, winners: &[u8], game: SplitGame) -> OddChips {
    OddChips {
        pot: Some(pot),
        winners: Some(winners.to_vec()),
        smallest_chip: Some(25),
        game: Some(game),
        ..OddChips::default()
    }
}

fn shares(case: OddChips, rule: &'static str) -> Vec<(u8, u64)> {
    let ruling = Case::OddChips(case).rule(&HouseRules::tda_2024()).unwrap();
    assert!(
        ruling.rules.contains(&RuleRef::new(rule)),
        "{:?}",
        ruling.rules
    );
    match ruling.decision {
        Decision::Split { shares } => shares,
        other => panic!("{other:?}"),
    }
}

/// TDA 20A as a dispute: 1000 three ways in 25-chips, button on seat 4: 350 to seat 5.
#[test]
fn rule_20a_the_dispute_gives_the_first_odd_chip_left_of_the_button() {
    let case = OddChips {
        button: Some(4),
        ..split_dispute(1000, &[2, 5, 7], SplitGame::BoardGame)
    };
    assert_eq!(shares(case, "TDA-20A"), [(5, 350), (7, 325), (2, 325)]);
}

/// TDA 20B: in stud the odd chip goes to the highest card by suit: the same 1000 three ways,
/// seat 7 holding the highest card by suit, then seat 2, takes the 350 wherever the button is.
#[test]
fn rule_20b_in_stud_the_odd_chip_goes_to_the_highest_card_by_suit() {
    let case = OddChips {
        by_suit: Some(vec![7, 2, 5]),
        ..split_dispute(1000, &[2, 5, 7], SplitGame::Stud)
    };
    assert_eq!(shares(case, "TDA-20B"), [(7, 350), (2, 325), (5, 325)]);
}

/// TDA 20B: the order by suit must name each winner once; otherwise the case is refused with a
/// sentence naming the winners.
#[test]
fn rule_20b_an_order_by_suit_that_is_not_the_winners_is_refused() {
    let case = OddChips {
        by_suit: Some(vec![7, 2]),
        ..split_dispute(1000, &[2, 5, 7], SplitGame::Stud)
    };
    let error = Case::OddChips(case)
        .rule(&HouseRules::tda_2024())
        .unwrap_err();
    assert!(matches!(error, RulingError::InvalidFacts { .. }));
    assert!(error.to_string().contains("S2, S5 and S7"), "{error}");
}

/// TDA 20C: in a high-low split the odd chip of the whole pot goes to the high half. The
/// Omaha hi-lo hand of crates/core/tests/core/rule_omaha_hi_lo.rs (3,075 in 25-chips, seats 1 and 2 share the
/// high, seat 3 the low, button on seat 3) asked as a dispute gives the hand engine's split:
/// 775, 775 and 1,525.
#[test]
fn rule_20c_the_odd_chip_of_a_high_low_pot_goes_to_the_high_half() {
    let case = OddChips {
        button: Some(3),
        low_winners: Some(vec![3]),
        ..split_dispute(3075, &[1, 2], SplitGame::HighLow)
    };
    assert_eq!(shares(case, "TDA-20C"), [(1, 775), (2, 775), (3, 1525)]);
    assert_eq!(
        split_high_low(3075, &[1, 2], &[3], 25),
        (vec![(1, 775), (2, 775)], vec![(3, 1525)])
    );
}

/// TDA 20C: with no qualifying low the high hands take the whole pot, split as in 20A.
#[test]
fn rule_20c_with_no_low_the_high_hands_take_it_all() {
    let case = OddChips {
        button: Some(9),
        low_winners: Some(vec![]),
        ..split_dispute(1025, &[4, 6], SplitGame::HighLow)
    };
    assert_eq!(shares(case, "TDA-20C"), [(4, 525), (6, 500)]);
}

/// The game is asked once the pot, the winners and the smallest chip are known.
#[test]
fn the_game_is_asked_before_who_gets_the_odd_chip() {
    let case = OddChips {
        game: None,
        ..split_dispute(1000, &[2, 5], SplitGame::BoardGame)
    };
    let Err(RulingError::MissingFact { fact, .. }) =
        Case::OddChips(case).rule(&HouseRules::tda_2024())
    else {
        panic!("the game is asked");
    };
    assert_eq!(fact.name, "game");
}

/// TDA 20B and 20C in stud high-low: the odd chip of the whole pot goes to the high half, and
/// within each half the odd chip goes by the highest card by suit in the winning hands, not by
/// the button. 3,125 in 25-chips: seat 3 takes the low half, 1,550 in whole chips; seats 1 and
/// 2 share the high 1,575, and seat 2, holding the highest card by suit, takes its odd chip:
/// 800 to seat 2, 775 to seat 1, wherever the button is.
#[test]
fn rule_20b_20c_in_stud_high_low_each_half_goes_by_the_highest_card_by_suit() {
    let case = OddChips {
        by_suit: Some(vec![2, 1]),
        low_winners: Some(vec![3]),
        low_by_suit: Some(vec![3]),
        ..split_dispute(3125, &[1, 2], SplitGame::StudHighLow)
    };
    let shares = shares(case, "TDA-20B");
    assert_eq!(shares, [(2, 800), (1, 775), (3, 1550)]);
}

/// TDA 20B in stud high-low: two low hands tie, and the low half's odd chip goes to the one
/// whose low hand holds the highest card by suit, as the TD orders them.
#[test]
fn rule_20b_in_stud_high_low_the_low_halfs_odd_chip_goes_by_suit_too() {
    let case = OddChips {
        by_suit: Some(vec![5]),
        low_winners: Some(vec![2, 7]),
        low_by_suit: Some(vec![7, 2]),
        ..split_dispute(1050, &[5], SplitGame::StudHighLow)
    };
    let shares = shares(case, "TDA-20C");
    assert_eq!(shares, [(5, 525), (7, 275), (2, 250)]);
}
