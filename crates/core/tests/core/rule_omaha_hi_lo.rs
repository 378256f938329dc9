//! Omaha and Omaha hi-lo eight-or-better: four hole cards, exactly two of them with exactly
//! three of the board; the low qualifier; split, scooped and quartered pots; the odd chip to
//! the high half, then clockwise from the button (TDA 2024 rule 20); pot-limit and fixed-limit
//! betting; the TD naming both halves when the cards are not known.

use crate::common;
use common::*;
use riffle_core::Chips;
use riffle_core::betting::Action::*;
use riffle_core::betting::{
    Decided, Hand, HandError, HandResult, HandSetup, Limit, Phase, PotAward, Variant,
};
use riffle_text::{Lang, Say};

fn omaha(stacks: &[Chips], variant: Variant, limit: Limit) -> HandSetup {
    HandSetup {
        variant,
        ..setup(stacks, 50, 100, limit)
    }
}

/// Everyone all-in pre-flop with these hole cards, then this board: the showdown alone.
fn all_in(stacks: &[Chips], variant: Variant, holes: &[&str], board: &str) -> Hand {
    let mut hand = omaha(stacks, variant, Limit::PotLimit)
        .start(&tda())
        .unwrap();
    for (k, h) in holes.iter().enumerate() {
        hand.set_hole_cards(k as u8 + 1, hole(h)).unwrap();
    }
    shove(&mut hand);
    let board = cards(board);
    for street in [&board[..3], &board[3..4], &board[4..]] {
        hand.deal_board(street).unwrap();
    }
    hand
}

/// Pot-sized raises until every stack is in the middle.
fn shove(hand: &mut Hand) {
    while let Some(legal) = hand.legal_actions() {
        let action = match legal.raise {
            Some(range) => RaiseTo(range.max_to),
            None => Call,
        };
        play(hand, &[action]);
    }
}

fn main_pot(hand: &Hand) -> PotAward {
    let result: HandResult = hand.result().expect("the hand is over");
    result.pots[0].clone()
}

#[test]
fn omaha_deals_four_hole_cards_and_refuses_two() {
    let mut hand = omaha(&[1_000, 1_000], Variant::Omaha, Limit::PotLimit)
        .start(&tda())
        .unwrap();
    let before = hand.clone();
    let error = hand.set_hole_cards(1, hole("AsKs")).unwrap_err();
    assert_eq!(
        error.to_string(),
        "seat 1 is given 2 hole cards; Omaha deals 4 to each player"
    );
    assert_eq!(
        error.say(Lang::Fr),
        "le siège 1 reçoit 2 cartes privatives\u{a0}; en Omaha, chaque joueur en reçoit 4"
    );
    assert_eq!(hand, before);
    hand.set_hole_cards(1, hole("AsKsQdJd")).unwrap();
    assert_eq!(hand.cards_dealt(), 8, "four cards to each of two players");
}

#[test]
fn a_flush_needs_two_suited_hole_cards_with_three_on_the_board() {
    // Four spades on the board: seat 1's lone ace of spades makes no flush; seat 2's two
    // small spades do.
    let hand = all_in(
        &[1_000, 1_000],
        Variant::Omaha,
        &["AsKdKcQh", "3s2s7d8c"],
        "Ks9s5s4sJh",
    );
    let pot = main_pot(&hand);
    assert_eq!(pot.winners, vec![2]);
    assert_eq!(pot.decided, Decided::Cards);
    assert_eq!(pot.hand.as_deref(), Some("Flush, king high"));
}

#[test]
fn hi_lo_splits_the_pot_between_the_best_high_and_the_best_low() {
    // Seat 1: three kings. Seat 2: A-2 with the board's 3 4 6 for a six low (no straight:
    // the five is missing), and a pair of nines for high.
    let hand = all_in(
        &[1_000, 1_000],
        Variant::OmahaHiLo,
        &["KdKcQhQs", "Ad2c9h9d"],
        "Kh6s4d3cJc",
    );
    let pot = main_pot(&hand);
    let split = pot
        .split
        .clone()
        .expect("a qualifying low: the pot is split");
    assert_eq!(split.high, vec![(1, 1_000)]);
    assert_eq!(split.low, vec![(2, 1_000)]);
    assert_eq!(split.low_hand.as_deref(), Some("6-4-3-2-A"));
    assert_eq!(pot.hand.as_deref(), Some("Three kings"));
}

#[test]
fn without_a_qualifying_low_the_high_hand_takes_the_whole_pot() {
    // Only two cards of eight or below on the board: nobody can make a low.
    let hand = all_in(
        &[1_000, 1_000],
        Variant::OmahaHiLo,
        &["KdKcQhQs", "Ad2c9h9d"],
        "Kh5s4dJcTc",
    );
    let pot = main_pot(&hand);
    assert_eq!(pot.split, None);
    assert_eq!((pot.winners, pot.shares), (vec![1], vec![2_000]));
}

#[test]
fn one_player_may_scoop_both_halves() {
    // Seat 2 holds A-2 for the wheel: the best high (a straight) and the best low.
    let hand = all_in(
        &[1_000, 1_000],
        Variant::OmahaHiLo,
        &["KdKcQhQs", "Ad2c9h9d"],
        "Jh5s4d3c8c",
    );
    let pot = main_pot(&hand);
    assert_eq!((pot.winners, pot.shares), (vec![2], vec![2_000]));
    let split = pot.split.unwrap();
    assert_eq!(split.high, vec![(2, 1_000)]);
    assert_eq!(split.low, vec![(2, 1_000)]);
}

#[test]
fn two_equal_lows_quarter_the_pot() {
    // Seats 2 and 3 both hold A-2: each takes a quarter; seat 1's kings take the high half.
    let hand = all_in(
        &[1_000, 1_000, 1_000],
        Variant::OmahaHiLo,
        &["KdKcQhQs", "Ad2c9h9d", "Ah2dTsTh"],
        "Kh5s4d7cJc",
    );
    let pot = main_pot(&hand);
    let split = pot.split.unwrap();
    assert_eq!(split.high, vec![(1, 1_500)]);
    assert_eq!(split.low, vec![(2, 750), (3, 750)]);
    assert_eq!(split.low_hand.as_deref(), Some("7-5-4-2-A"));
}

#[test]
fn the_odd_chip_goes_to_the_high_half_then_clockwise_from_the_button() {
    // 25-chips, an ante of 25 from three players and 1,000 each: 3,075 is 123 chips; the
    // low half is 61 chips (1,525), the high half 62 (1,550). Two high hands share the high
    // half: 31 chips each (775); seat 1 is first left of the button.
    let mut setup = omaha(&[1_025, 1_025, 1_025], Variant::OmahaHiLo, Limit::PotLimit);
    setup.smallest_chip = 25;
    setup.ante = riffle_core::betting::Ante::Classic(25);
    let mut hand = setup.start(&tda()).unwrap();
    for (seat, h) in [(1, "KdKcQhQs"), (2, "KhKsQdQc"), (3, "Ad2c9h9d")] {
        hand.set_hole_cards(seat, hole(h)).unwrap();
    }
    shove(&mut hand);
    // Seats 1 and 2 tie with a pair of kings; seat 3's A-2 makes 6-4-3-2-A but no straight.
    let board = cards("Jh6s4d3c8c");
    for street in [&board[..3], &board[3..4], &board[4..]] {
        hand.deal_board(street).unwrap();
    }
    let pot = main_pot(&hand);
    assert_eq!(pot.amount, 3_075);
    let split = pot.split.unwrap();
    assert_eq!(split.low, vec![(3, 1_525)]);
    assert_eq!(split.high, vec![(1, 775), (2, 775)]);
}

#[test]
fn side_pots_are_split_high_and_low_each_by_their_own_claimants() {
    // Seat 3 is short (300): the main pot of 900 and a side pot of 1,400 between seats 1
    // and 2. Seat 3 has the low and seat 1 the high; in the side pot seat 2's low is the
    // only one.
    let hand = all_in(
        &[1_000, 1_000, 300],
        Variant::OmahaHiLo,
        &["KdKcQhQs", "As3c9h9d", "Ad2cTsTh"],
        "Kh5s4d7cJc",
    );
    let result = hand.result().unwrap();
    assert_eq!(result.pots.len(), 2);
    let main = result.pots[0].split.clone().unwrap();
    assert_eq!((main.high, main.low), (vec![(1, 450)], vec![(3, 450)]));
    let side = result.pots[1].split.clone().unwrap();
    assert_eq!((side.high, side.low), (vec![(1, 700)], vec![(2, 700)]));
    assert_eq!(result.seat(1).unwrap().final_stack, 1_150);
    assert_eq!(result.seat(2).unwrap().final_stack, 700);
    assert_eq!(result.seat(3).unwrap().final_stack, 450);
}

#[test]
fn fixed_limit_omaha_hi_lo_bets_the_fixed_sizes() {
    let limit = Limit::FixedLimit {
        small_bet: 100,
        big_bet: 200,
    };
    let mut hand = omaha(&[5_000, 5_000, 5_000], Variant::OmahaHiLo, limit)
        .start(&tda())
        .unwrap();
    assert_eq!(raise_range(&hand), Some((200, 200)));
    play(&mut hand, &[Call, Call, Check]);
    deal(&mut hand);
    assert_eq!(bet_range(&hand), Some((100, 100)));
    play(&mut hand, &[BetTo(100), Call, Call]);
    deal(&mut hand);
    assert_eq!(bet_range(&hand), Some((200, 200)));
}

#[test]
fn the_td_names_both_halves_when_the_cards_are_not_known() {
    let mut hand = omaha(&[1_000, 1_000, 1_000], Variant::OmahaHiLo, Limit::PotLimit)
        .start(&tda())
        .unwrap();
    shove(&mut hand);
    for _ in 0..3 {
        deal(&mut hand);
    }
    assert_eq!(hand.phase(), Phase::Award);
    hand.declare_split(0, &[1], &[2, 3]).unwrap();
    let split = main_pot(&hand).split.unwrap();
    assert_eq!(split.high, vec![(1, 1_500)]);
    assert_eq!(split.low, vec![(2, 750), (3, 750)]);
    assert_eq!(main_pot(&hand).decided, Decided::Td);
}

#[test]
fn a_low_half_is_refused_in_a_game_without_one() {
    let mut hand = omaha(&[1_000, 1_000], Variant::Omaha, Limit::PotLimit)
        .start(&tda())
        .unwrap();
    shove(&mut hand);
    for _ in 0..3 {
        deal(&mut hand);
    }
    let error = hand.declare_split(0, &[1], &[2]).unwrap_err();
    assert_eq!(
        error,
        HandError::NoLowHalf {
            variant: Variant::Omaha
        }
    );
    assert_eq!(
        error.to_string(),
        "Omaha has no low half: name the winners of the whole pot"
    );
    assert_eq!(
        error.say(Lang::Fr),
        "en Omaha, le pot ne se partage pas avec une main basse\u{a0}: nommez les gagnants du \
         pot entier"
    );
}

#[test]
fn a_logged_hi_lo_hand_replays_to_the_same_split() {
    let hand = all_in(
        &[1_000, 1_000, 1_000],
        Variant::OmahaHiLo,
        &["KdKcQhQs", "Ad2c9h9d", "Ah2dTsTh"],
        "Kh5s4d7cJc",
    );
    let logged = riffle_core::betting::LoggedHand {
        setup: hand.setup().clone(),
        events: hand.events().to_vec(),
    };
    let json = serde_json::to_string(&logged).unwrap();
    let back: riffle_core::betting::LoggedHand = serde_json::from_str(&json).unwrap();
    assert_eq!(back.replay(&tda()).unwrap().result(), hand.result());
}
