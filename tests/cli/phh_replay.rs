//! PHH import and export: hands replayed under the TDA rules, PHH player order (heads-up
//! reversed), `.phhs` files, refusals with the action index or the field and line, and the
//! export of engine hands read back identically.

use crate::common;
use crate::run::hand_replay;
use common::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_core::betting::random::{RandomTable, random_hand};
use riffle_core::betting::{Ante, Phase, Variant};
use riffle_store::phh::{
    export, parse_any, parse_phh, parse_phhs, print_phh, print_phhs, read_phh_file, replay,
};
use std::path::Path;

fn fixture(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/phh")
        .join(name);
    std::fs::read_to_string(path).expect("fixture")
}

#[test]
fn side_pots_replay_to_the_finishing_stacks_in_the_file() {
    let history = parse_phh(&fixture("three_way_side_pots.phh")).unwrap();
    let replayed = replay(&history, &tda()).unwrap();
    assert_eq!(replayed.hand.phase(), Phase::Complete);
    assert_eq!(Some(replayed.finishing_stacks()), history.finishing_stacks);
    let result = replayed.hand.result().unwrap();
    assert_eq!(result.pots[0].amount, 450);
    assert_eq!(result.pots[1].amount, 500);
    assert_eq!(replayed.label(result.pots[0].winners[0]), "p3");
    assert_eq!(replayed.hand.player(3).unwrap().name.as_deref(), Some("A"));
}

#[test]
fn heads_up_arrays_apply_reversed_p1_is_the_big_blind_and_pays_the_ante() {
    let history = parse_phh(&fixture("heads_up_big_blind_ante.phh")).unwrap();
    let replayed = replay(&history, &tda()).unwrap();
    let setup = replayed.hand.setup();
    assert_eq!(setup.big_blind, 1);
    assert_eq!(setup.small_blind, Some(2));
    assert_eq!(setup.button, 2);
    assert_eq!(setup.ante, Ante::BigBlind(100));
    assert_eq!(replayed.finishing_stacks(), vec![4600, 5400]);
}

#[test]
fn fixed_limit_hand_replays_with_the_shown_hand_winning() {
    let history = parse_phh(&fixture("fixed_limit.phh")).unwrap();
    let replayed = replay(&history, &tda()).unwrap();
    assert_eq!(replayed.finishing_stacks(), vec![94, 120, 86]);
}

#[test]
fn a_phhs_file_replays_every_hand_in_order() {
    let histories = parse_phhs(&fixture("two_hands.phhs")).unwrap();
    assert_eq!(histories.len(), 2);
    let stacks: Vec<Vec<u64>> = histories
        .iter()
        .map(|h| replay(h, &tda()).unwrap().finishing_stacks())
        .collect();
    assert_eq!(stacks[0], vec![950, 900, 1150]);
    // Antes 75 dead, p1 completes, p1 bets 100 on the turn and p2 folds: p1 wins 275.
    assert_eq!(stacks[1], vec![1050, 975, 1125]);
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/phh/two_hands.phhs");
    assert_eq!(read_phh_file(&path).unwrap().len(), 2);
}

#[test]
fn a_raise_the_tda_forbids_is_reported_with_the_action_index_and_why() {
    let history = parse_phh(&fixture("limper_reraises_after_short_all_in.phh")).unwrap();
    let err = replay(&history, &tda()).unwrap_err().to_string();
    assert!(err.contains("action 5"), "{err}");
    assert!(err.contains("line 14"), "{err}");
    assert!(err.contains("may fold or call 50"), "{err}");
    assert!(err.contains("47"), "{err}");
}

#[test]
fn fractional_chips_and_malformed_files_name_the_field_and_line() {
    let err = parse_phh(&fixture("fractional_stack.phh"))
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("line 3") && err.contains("blinds_or_straddles"),
        "{err}"
    );
    assert!(err.contains("fractions of a chip"), "{err}");
    let err = parse_any("variant = \"NT\"\nantes = [0, 0]\n")
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("starting_stacks") && err.contains("missing"),
        "{err}"
    );
    let err = parse_phh("variant = \"NT\"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [9, 9]\nactions = [\"p1 xx\"]\n")
        .unwrap_err()
        .to_string();
    assert!(err.contains("line 6") && err.contains("action 1"), "{err}");
}

#[test]
fn exported_hands_read_back_to_the_same_result() {
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut histories = Vec::new();
    for k in 0..90 {
        let table = RandomTable {
            seats: [2, 6, 9][k % 3],
            min_players: 2,
            limit: k % 4 == 0,
            variant: Variant::Holdem,
        };
        let hand = random_hand(&mut rng, table, &tda()).unwrap();
        assert_eq!(hand.phase(), Phase::Complete);
        let history = export(&hand).unwrap();
        let again = parse_phh(&print_phh(&history)).unwrap();
        let replayed = replay(&again, &tda()).unwrap();
        assert_eq!(Some(replayed.finishing_stacks()), history.finishing_stacks);
        assert_eq!(replayed.hand.result(), hand.result());
        histories.push(history);
    }
    assert_eq!(parse_phhs(&print_phhs(&histories)).unwrap().len(), 90);
}

#[test]
fn pot_limit_hands_do_not_export_to_phh() {
    let hand = setup(&[1000, 1000], 5, 10, riffle_core::betting::Limit::PotLimit)
        .start(&tda())
        .unwrap();
    assert!(export(&hand).unwrap_err().to_string().contains("pot-limit"));
}

#[test]
fn the_replay_command_prints_finishing_stacks_and_pots_as_json() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/phh/three_way_side_pots.phh");
    let out = hand_replay(&["--json"], &path);
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["finishing_stacks"], serde_json::json!([500, 600, 450]));
    assert_eq!(json["pots"][0]["amount"], 450);
    assert_eq!(
        json["pots"][0]["eligible"],
        serde_json::json!(["p1", "p2", "p3"])
    );
    assert_eq!(json["pots"][0]["winners"], serde_json::json!(["p3"]));
    assert_eq!(json["pots"][1]["winners"], serde_json::json!(["p1"]));
    let text = hand_replay(&[], &path);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.contains("Flop 2c7d9s"), "{text}");
    assert!(
        text.contains("Main pot 450 (p1, p2, p3): p3 wins 450"),
        "{text}"
    );
    let bad = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/phh/limper_reraises_after_short_all_in.phh");
    let out = hand_replay(&[], &bad);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("action 5"));
}
