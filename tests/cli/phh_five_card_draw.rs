//! PHH for five-card draw, Riffle's extension (PHH's draw games are lowball only): the codes
//! `N5CD`, `P5CD` and `F5CD`, the table's deck, quinte blanche, openers and whole-hand draws in
//! riffle's own fields, and each draw written with PHH's draw action, `pN sd CARDS` (`pN sd` to
//! stand pat), followed by the dealer's `d dh pN CARDS` with the cards received.

use crate::common;
use crate::run::hand_replay;
use common::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_core::betting::random::{RandomTable, random_hand};
use riffle_core::betting::{
    Action::*, Ante, DrawRules, Drawn, ForcedBets, Hand, HandEvent, HandSetup, Limit, Phase,
    TableOptions, Variant,
};
use riffle_core::cards::{DeckKind, Rank};
use riffle_store::phh::{self, ExportError, export, parse_phh, print_phh, replay};
use riffle_text::{Lang, Say};

const JACKS_32: DrawRules = DrawRules {
    deck: DeckKind::Short32,
    quinte_blanche: true,
    openers: Some(Rank::Jack),
    whole_hand: false,
};

/// A game au pot with jacks or better in 32 cards: antes of 10, the smallest opening 20.
fn au_pot(stacks: &[u64]) -> Hand {
    HandSetup {
        variant: Variant::FiveCardDraw(JACKS_32),
        ante: Ante::Classic(10),
        table: TableOptions {
            forced_bets: ForcedBets::AnteOnly,
            ..TableOptions::default()
        },
        ..setup(stacks, 10, 20, Limit::PotLimit)
    }
    .start(&tda())
    .unwrap()
}

/// A three-handed hand au pot with every card known: seat 2 opens with jacks for the pot, seat 1 calls,
/// seat 3 folds; seat 1 draws three, seat 2 one; seat 1's aces up win the showdown.
fn known_hand() -> Hand {
    let mut hand = au_pot(&[1_000, 1_000, 1_000]);
    hand.set_hole_cards(1, hole("AsAhKc9d8c")).unwrap();
    hand.set_hole_cards(2, hole("JsJhQdQc7s")).unwrap();
    hand.set_hole_cards(3, hole("TsTh9c8d7h")).unwrap();
    play(&mut hand, &[Check, BetTo(30), Fold, Call]);
    hand.draw(
        1,
        Drawn {
            count: 3,
            discarded: cards("Kc9d8c"),
            received: cards("AdKsKh"),
        },
    )
    .unwrap();
    hand.draw(
        2,
        Drawn {
            count: 1,
            discarded: cards("7s"),
            received: cards("Td"),
        },
    )
    .unwrap();
    play(&mut hand, &[BetTo(90), Call]);
    hand.show(1, None).unwrap();
    hand.show(2, None).unwrap();
    hand
}

#[test]
fn a_draw_hand_au_pot_is_written_with_sd_and_reads_back_to_the_same_result() {
    let hand = known_hand();
    assert_eq!(hand.phase(), Phase::Complete);
    let history = export(&hand).unwrap();
    let text = print_phh(&history);
    for line in [
        "variant = \"P5CD\"",
        "blinds_or_straddles = [0, 0, 0]",
        "antes = [10, 10, 10]",
        "min_bet = 20",
        "_deck = 32",
        "_quinte_blanche = true",
        "_openers = \"J\"",
        "\"p1 sd Kc9d8c\"",
        "\"d dh p1 AdKsKh\"",
        "\"p2 sd 7s\"",
        "\"d dh p2 Td\"",
    ] {
        assert!(text.contains(line), "{line} missing from\n{text}");
    }
    let again = parse_phh(&text).unwrap();
    assert_eq!(
        again.variant,
        phh::Variant::FiveCardDraw(phh::DrawLimit::PotLimit)
    );
    assert_eq!(again.draw, Some(JACKS_32));
    let replayed = replay(&again, &tda()).unwrap();
    assert_eq!(replayed.hand.result(), hand.result());
    assert_eq!(Some(replayed.finishing_stacks()), history.finishing_stacks);
    let result = hand.result().unwrap();
    assert_eq!(result.pots[0].winners, [1]);
    assert_eq!(
        result.pots[0].hand.as_deref(),
        Some("Full house, aces full of kings")
    );
}

#[test]
fn draws_nobody_saw_are_written_as_unknown_cards_and_standing_pat_as_sd_alone() {
    let mut hand = au_pot(&[1_000, 1_000]);
    play(&mut hand, &[BetTo(20), Call]);
    hand.draw(1, Drawn::count(2)).unwrap();
    hand.draw(2, Drawn::count(0)).unwrap();
    play(&mut hand, &[Check, Check]);
    hand.show(1, None).unwrap();
    hand.show(2, None).unwrap();
    hand.declare_winners(0, &[2]).unwrap();
    let text = print_phh(&export(&hand).unwrap());
    for line in [
        "\"p1 sd ????\"",
        "\"d dh p1 ????\"",
        "\"p2 sd\"",
        "\"d dh p1 ??????????\"",
    ] {
        assert!(text.contains(line), "{line} missing from\n{text}");
    }
    let replayed = replay(&parse_phh(&text).unwrap(), &tda()).unwrap();
    let counts: Vec<Option<u8>> = replayed.hand.players().iter().map(|p| p.drew).collect();
    assert_eq!(counts, [Some(2), Some(0)]);
    // The TD's award has no PHH form: the replay stops where the cards cannot decide.
    assert_eq!(replayed.hand.phase(), Phase::Award);
}

#[test]
fn random_draw_hands_with_blinds_export_and_replay_in_every_deck() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut drew = 0;
    for (k, deck) in DeckKind::ALL.into_iter().enumerate() {
        for limit in [false, true] {
            for _ in 0..25 {
                let variant = Variant::FiveCardDraw(DrawRules {
                    deck,
                    quinte_blanche: k % 2 == 0,
                    openers: None,
                    whole_hand: limit,
                });
                let table = RandomTable {
                    seats: 8,
                    min_players: 2,
                    limit,
                    variant,
                };
                let hand = random_hand(&mut rng, table, &tda()).unwrap();
                drew += hand
                    .events()
                    .iter()
                    .filter(|e| matches!(e, HandEvent::Drew { .. }))
                    .count();
                let history = export(&hand).unwrap();
                let text = print_phh(&history);
                let code = if limit { "F5CD" } else { "P5CD" };
                assert!(text.contains(&format!("variant = \"{code}\"")), "{text}");
                let replayed = replay(&parse_phh(&text).unwrap(), &tda()).unwrap();
                assert_eq!(replayed.hand.result(), hand.result(), "{text}");
            }
        }
    }
    assert!(drew > 300, "the random hands reach the draw: {drew} draws");
}

#[test]
fn a_deal_passed_and_dealt_again_is_not_written_as_phh() {
    let mut hand = au_pot(&[1_000, 1_000]);
    play(&mut hand, &[Check, Check]);
    assert!(hand.events().contains(&HandEvent::Passed));
    let refusal = export(&hand).unwrap_err();
    assert_eq!(refusal, ExportError::Redealt);
    assert!(
        refusal.say(Lang::Fr).contains("une donne"),
        "{}",
        refusal.say(Lang::Fr)
    );
}

#[test]
fn a_discard_in_a_holdem_file_is_refused() {
    let text = print_phh(&export(&known_hand()).unwrap()).replace("P5CD", "PO");
    let refusal = parse_phh(&text).unwrap_err().say(Lang::En);
    assert!(refusal.contains("sd"), "{refusal}");
}

#[test]
fn riffle_hand_replay_plays_a_draw_file() {
    let dir = std::env::temp_dir().join(format!("riffle-phh-draw-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("draw.phh");
    std::fs::write(&path, print_phh(&export(&known_hand()).unwrap())).unwrap();
    let out = hand_replay(&["--json"], &path);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["variant"], "P5CD");
    let text = hand_replay(&[], &path);
    let text = String::from_utf8_lossy(&text.stdout);
    // A game au pot has antes and no blind; its rounds are before and after the draw.
    for line in [
        "Hand 1: pot-limit five-card draw, antes only, ante 10, 3 players",
        "  p1 seat 1: 1,000",
        "  p3 seat 3: 1,000 button",
        "Before the draw: p1 checks, p2 bets 30, p3 folds, p1 calls",
        "Draw: p1 draws 3, p2 draws 1",
        "After the draw: p1 bets 90, p2 calls",
    ] {
        assert!(text.lines().any(|l| l == line), "{line:?} in\n{text}");
    }
    assert!(!text.contains("blind"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}
