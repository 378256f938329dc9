//! PHH for the Omaha games: `PO` (pot-limit Omaha) and `FO/8` (fixed-limit Omaha hi-lo) as PHH
//! defines them, and `PO/8`, Riffle's code for pot-limit Omaha hi-lo, which PHH does not name.
//! Four hole cards each, the split pot written back the way PokerKit replays it.

use crate::common;
use crate::run::hand_replay;
use common::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_core::betting::random::{RandomTable, random_hand};
use riffle_core::betting::{Limit, Phase, Variant};
use riffle_store::phh::{self, export, parse_phh, print_phh, print_phhs, replay};
use riffle_text::{Lang, Say};
use std::path::Path;

fn fixture(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/phh")
        .join(name);
    std::fs::read_to_string(path).expect("fixture")
}

#[test]
fn a_quartered_pot_of_fixed_limit_omaha_hi_lo_replays_to_the_stacks_pokerkit_gives() {
    let history = parse_phh(&fixture("omaha_hi_lo_quartered.phh")).unwrap();
    assert_eq!(history.variant, phh::Variant::FixedLimitOmahaHiLo);
    let replayed = replay(&history, &tda()).unwrap();
    assert_eq!(replayed.hand.phase(), Phase::Complete);
    assert_eq!(Some(replayed.finishing_stacks()), history.finishing_stacks);
    let pot = &replayed.hand.result().unwrap().pots[0];
    let split = pot.split.as_ref().expect("a low qualified");
    assert_eq!(split.high, vec![(3, 90)], "three kings take the high half");
    assert_eq!(
        split.low,
        vec![(1, 45), (2, 45)],
        "two equal lows share the other half"
    );
    assert_eq!(split.low_hand.as_deref(), Some("7-4-3-2-A"));
}

#[test]
fn every_omaha_game_exports_and_reads_back_to_the_same_result() {
    let mut rng = ChaCha8Rng::seed_from_u64(17);
    let games = [
        (Variant::Omaha, false, "PO"),
        (Variant::OmahaHiLo, true, "FO/8"),
        (Variant::OmahaHiLo, false, "PO/8"),
    ];
    for (variant, limit, code) in games {
        let mut histories = Vec::new();
        for k in 0..60 {
            let table = RandomTable {
                seats: [2, 6, 9][k % 3],
                min_players: 2,
                limit,
                variant,
            };
            let hand = random_hand(&mut rng, table, &tda()).unwrap();
            let history = export(&hand).unwrap();
            let text = print_phh(&history);
            assert!(text.contains(&format!("variant = \"{code}\"")), "{text}");
            let again = parse_phh(&text).unwrap();
            let replayed = replay(&again, &tda()).unwrap();
            assert_eq!(Some(replayed.finishing_stacks()), history.finishing_stacks);
            assert_eq!(replayed.hand.result(), hand.result(), "{text}");
            histories.push(history);
        }
        let many = phh::parse_phhs(&print_phhs(&histories)).unwrap();
        assert_eq!(many.len(), 60);
    }
}

#[test]
fn cards_nobody_saw_are_written_as_four_unknown_cards_in_omaha() {
    let text = fixture("omaha_hi_lo_quartered.phh").replace("d dh p3 Kc9s9h8d", "d dh p3 ????????");
    let history = parse_phh(&text).unwrap();
    assert!(print_phh(&history).contains("\"d dh p3 ????????\""));
}

#[test]
fn two_hole_cards_in_an_omaha_file_are_refused_with_the_number_the_game_deals() {
    let text = fixture("omaha_hi_lo_quartered.phh").replace("3c4hQsJd", "3c4h");
    let history = parse_phh(&text).unwrap();
    let refusal = replay(&history, &tda()).unwrap_err();
    let english = refusal.say(Lang::En);
    assert!(
        english.contains("action 1") && english.contains('4'),
        "{english}"
    );
}

#[test]
fn a_game_riffle_does_not_play_is_refused_with_the_codes_it_reads() {
    let text = fixture("omaha_hi_lo_quartered.phh").replace("\"FO/8\"", "\"F7S\"");
    let refusal = parse_phh(&text).unwrap_err().say(Lang::En);
    for code in ["'F7S'", "NT", "FT", "PO", "FO/8", "PO/8"] {
        assert!(refusal.contains(code), "{refusal}");
    }
}

#[test]
fn pot_limit_holdem_and_no_limit_omaha_have_no_phh_code_and_say_so_in_both_languages() {
    let pot_limit_holdem = setup(&[1000, 1000], 5, 10, Limit::PotLimit)
        .start(&tda())
        .unwrap();
    let refusal = export(&pot_limit_holdem).unwrap_err();
    assert!(
        refusal
            .say(Lang::En)
            .contains("no pot-limit hold'em variant")
    );
    assert!(
        refusal
            .say(Lang::Fr)
            .contains("pas de variante hold'em pot-limit")
    );
    let mut no_limit_omaha = setup(&[1000, 1000], 5, 10, Limit::NoLimit);
    no_limit_omaha.variant = Variant::Omaha;
    let refusal = export(&no_limit_omaha.start(&tda()).unwrap()).unwrap_err();
    assert!(refusal.say(Lang::En).contains("no no-limit Omaha variant"));
}

#[test]
fn the_replay_command_names_the_high_and_the_low_half_of_a_split_pot() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/phh/omaha_hi_lo_quartered.phh");
    let out = hand_replay(&["--json"], &path);
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["variant"], "FO/8");
    assert_eq!(json["pots"][0]["high"], serde_json::json!(["p3"]));
    assert_eq!(json["pots"][0]["low"], serde_json::json!(["p1", "p2"]));
    let text = hand_replay(&[], &path);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.contains("fixed-limit Omaha hi-lo 20/40"), "{text}");
    assert!(
        text.contains("high half: p3 90; low half: p1 45, p2 45 with 7-4-3-2-A"),
        "{text}"
    );
}

#[test]
fn random_omaha_hands_come_out_of_the_cli_as_phh_that_replays() {
    let random = std::process::Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args([
            "hand",
            "random",
            "--count",
            "20",
            "--seed",
            "4",
            "--game",
            "omaha-hi-lo",
        ])
        .output()
        .unwrap();
    assert!(random.status.success());
    let text = String::from_utf8(random.stdout).unwrap();
    let histories = phh::parse_phhs(&text).unwrap();
    assert_eq!(histories.len(), 20);
    for history in &histories {
        assert_eq!(history.variant, phh::Variant::PotLimitOmahaHiLo);
        let replayed = replay(history, &tda()).unwrap();
        assert_eq!(Some(replayed.finishing_stacks()), history.finishing_stacks);
    }
}
