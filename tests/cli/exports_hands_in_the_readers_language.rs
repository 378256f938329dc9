//! A hand written out for a person reads in the reader's language: a French TD's export of the
//! logged hands has French streets, actions, pots and stacks, with no English phrase left, and
//! the English export reads as it always did.

use crate::common::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_core::betting::random::{RandomTable, random_hand};
use riffle_core::betting::{DrawRules, Variant};
use riffle_core::cards::DeckKind;
use riffle_store::export::hand_text;
use riffle_store::phh::Replay;
use riffle_text::Lang;

/// The fixed phrases of the English hand text: none may be left in a French one.
const ENGLISH: &[&str] = &[
    "Hand ",
    " players",
    "antes only",
    "big-blind ante",
    " seat ",
    "button",
    "small blind",
    "big blind",
    "Before the draw",
    "After the draw",
    "Pre-flop",
    "cards not known",
    " folds",
    " checks",
    " calls",
    " bets ",
    " raises to ",
    "goes all-in",
    "(all-in)",
    "uncalled back",
    "hands face up",
    " shows",
    " mucks",
    "stands pat",
    " draws ",
    "Nobody opened",
    "Showdown",
    "Main pot",
    "Side pot",
    " wins ",
    "high half",
    "low half",
    "Finishing stacks",
    "Eliminated",
    "stops before",
    "Pots so far",
];

/// Hold'em, Omaha hi-lo and five-card draw hands, each played to its end.
fn hands() -> Vec<Replay> {
    let mut rng = ChaCha8Rng::seed_from_u64(45);
    let draw = Variant::FiveCardDraw(DrawRules {
        deck: DeckKind::Full52,
        quinte_blanche: false,
        openers: None,
        whole_hand: false,
    });
    (0..60)
        .map(|k| {
            let table = RandomTable {
                seats: [2, 6, 9][k % 3],
                min_players: 2,
                limit: k % 4 == 0,
                variant: [Variant::Holdem, Variant::OmahaHiLo, draw][k % 3],
            };
            let hand = random_hand(&mut rng, table, &tda()).unwrap();
            let order = hand.dealing_order();
            Replay { hand, order }
        })
        .collect()
}

#[test]
fn a_hand_written_for_a_french_td_reads_french_only() {
    let mut showdowns = 0;
    for (k, replayed) in hands().iter().enumerate() {
        let english = hand_text(&(k + 1).to_string(), replayed, Lang::En);
        let french = hand_text(&(k + 1).to_string(), replayed, Lang::Fr);
        assert!(
            english.starts_with(&format!("Hand {}: ", k + 1)),
            "{english}"
        );
        assert!(english.contains("Finishing stacks: "), "{english}");
        assert!(
            french.starts_with(&format!("Main {}\u{a0}: ", k + 1)),
            "{french}"
        );
        assert!(french.contains("Tapis en fin de main\u{a0}: "), "{french}");
        showdowns += usize::from(french.contains("Abattage\u{a0}:"));
        for phrase in ENGLISH {
            assert!(!french.contains(phrase), "`{phrase}` left in\n{french}");
        }
    }
    assert!(showdowns > 0, "some hands went to a showdown");
}
