//! Seed 003 ("Probabilités des mains") counts every five-card hand of the 52-card deck (the
//! wheel counted as a straight) and of the 32-card deck (no wheel). Our evaluator, and the
//! `riffle stats` command built on it, must reproduce both tables exactly.

use riffle_core::cards::{Category, DeckKind, Evaluator, HandRules};
use std::process::Command;

fn counts(rules: HandRules, cards: usize) -> Vec<(Category, u64)> {
    let evaluator = Evaluator::new(rules);
    let per_rank = evaluator.count_all_hands(cards).unwrap();
    evaluator.by_category(&per_rank).to_vec()
}

#[test]
fn fifty_two_cards_five_card_hands() {
    use Category::*;
    assert_eq!(
        counts(HandRules::for_deck(DeckKind::Full52), 5),
        [
            (StraightFlush, 40),
            (FourOfAKind, 624),
            (FullHouse, 3_744),
            (Flush, 5_108),
            (Straight, 10_200),
            (ThreeOfAKind, 54_912),
            (TwoPair, 123_552),
            (Pair, 1_098_240),
            (HighCard, 1_302_540),
        ]
    );
}

#[test]
fn thirty_two_cards_five_card_hands() {
    use Category::*;
    assert_eq!(
        counts(HandRules::for_deck(DeckKind::Short32), 5),
        [
            (StraightFlush, 16),
            (FourOfAKind, 224),
            (FullHouse, 1_344),
            (Flush, 208),
            (Straight, 4_080),
            (ThreeOfAKind, 10_752),
            (TwoPair, 24_192),
            (Pair, 107_520),
            (HighCard, 53_040),
        ]
    );
}

#[test]
fn a_32_card_wheel_adds_one_straight_per_suit_pattern() {
    // With the ace-low straight allowed (A-7-8-9-10), 32 cards hold five straights instead of
    // four: the 4 suited ones leave the flushes, the 1,020 others leave high card.
    let rules = HandRules {
        wheel: true,
        ..HandRules::for_deck(DeckKind::Short32)
    };
    let by_category = counts(rules, 5);
    assert_eq!(by_category[0], (Category::StraightFlush, 16 + 4));
    assert_eq!(by_category[3], (Category::Flush, 208 - 4));
    assert_eq!(by_category[4], (Category::Straight, 4_080 + 1_020));
    assert_eq!(by_category[8], (Category::HighCard, 53_040 - 1_020));
}

#[test]
fn six_card_hands_of_a_52_card_deck() {
    // The best five of six: the well-known totals for 20,358,520 six-card hands.
    use Category::*;
    assert_eq!(
        counts(HandRules::STANDARD, 6),
        [
            (StraightFlush, 1_844),
            (FourOfAKind, 14_664),
            (FullHouse, 165_984),
            (Flush, 205_792),
            (Straight, 361_620),
            (ThreeOfAKind, 732_160),
            (TwoPair, 2_532_816),
            (Pair, 9_730_740),
            (HighCard, 6_612_900),
        ]
    );
}

fn riffle(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(args)
        .output()
        .expect("the riffle binary runs")
}

#[test]
fn stats_json_prints_the_seed_table() {
    let out = riffle(&["stats", "--deck", "52", "--cards", "5", "--json"]);
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["deck"], 52);
    assert_eq!(json["cards"], 5);
    assert_eq!(json["total"], 2_598_960);
    let categories = json["categories"].as_object().unwrap();
    let keys: Vec<&str> = categories.keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        [
            "straight_flush",
            "four_of_a_kind",
            "full_house",
            "flush",
            "straight",
            "three_of_a_kind",
            "two_pair",
            "pair",
            "high_card"
        ]
    );
    assert_eq!(categories["straight_flush"], 40);
    assert_eq!(categories["high_card"], 1_302_540);

    let out = riffle(&["stats", "--deck", "32", "--cards", "5", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["total"], 201_376);
    assert_eq!(json["categories"]["flush"], 208);
    assert_eq!(json["categories"]["straight"], 4_080);
}

#[test]
fn stats_table_is_readable() {
    let out = riffle(&["stats", "--deck", "32"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("32-card deck, best five of 5 cards, wheel off"),
        "{text}"
    );
    assert!(text.contains("Full house"), "{text}");
    assert!(text.contains("201,376"), "{text}");
}

#[test]
fn stats_refuses_a_deck_that_does_not_exist() {
    let out = riffle(&["stats", "--deck", "33"]);
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("'33' is not a deck size; decks have 52, 48, 44, 40, 36 or 32 cards"),
        "{err}"
    );
    let out = riffle(&["stats", "--cards", "8"]);
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("hands have 5, 6 or 7 cards, not 8"), "{err}");
}
