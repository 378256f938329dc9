//! Seed 002's forced bets as an organiser writes them in a structure file: `forced_bets`,
//! `straddle_allowed` and a level's `minimum_bet` reach the hand the logger deals, and
//! `riffle check` words a bad value in English and French at its line and column.

use riffle_core::betting::{ForcedBets, TableOptions};
use riffle_core::structure::{Location, PeriodRef, load};
use riffle_text::{Lang, Say};

fn structure(head: &str, levels: &str) -> String {
    format!(
        "(\n    name: \"Seed 002\",\n    starting_stack: 10000,\n    buy_in: 10,\n    \
         level_minutes: 20,\n    chips: [(value: 25), (value: 100), (value: 500)],\n{head}    \
         levels: [\n{levels}    ],\n)\n"
    )
}

#[test]
fn the_structure_s_forced_bets_reach_every_hand_of_the_event() {
    let text = structure(
        "    forced_bets: BlindBlindSurblind,\n    straddle_allowed: true,\n",
        "        Level(small_blind: 25, big_blind: 50),\n        \
         Level(small_blind: 50, big_blind: 100, minimum_bet: 200),\n",
    );
    let structure = load(&text, "seed.ron")
        .expect("a valid structure")
        .structure;
    assert_eq!(
        structure.table_options(1),
        TableOptions {
            forced_bets: ForcedBets::BlindBlindSurblind,
            straddle_allowed: true,
            straddle: None,
            minimum_wager: None,
            killed: false,
        }
    );
    assert_eq!(structure.table_options(2).minimum_wager, Some(200));
}

#[test]
fn blind_and_surblind_is_the_default_and_is_not_written_back() {
    let text = structure("", "        Level(small_blind: 25, big_blind: 50),\n");
    let structure = load(&text, "plain.ron").unwrap().structure;
    assert_eq!(structure.forced_bets, ForcedBets::BlindSurblind);
    let written = ron::to_string(&structure).unwrap();
    assert!(!written.contains("forced_bets"), "{written}");
    assert!(!written.contains("straddle_allowed"), "{written}");
}

/// The only error of a file, with its code, place and both wordings.
fn only_error(text: &str) -> (String, Option<Location>, Option<PeriodRef>, String, String) {
    let rejected = load(text, "seed.ron").unwrap_err();
    assert_eq!(rejected.errors.len(), 1, "{:#?}", rejected.errors);
    let error = &rejected.errors[0];
    (
        error.problem.code().to_string(),
        error.location,
        error.period,
        error.say(Lang::En),
        error.say(Lang::Fr),
    )
}

#[test]
fn antes_only_needs_an_ante_at_every_level() {
    let text = structure(
        "    forced_bets: AnteOnly,\n",
        "        Level(small_blind: 25, big_blind: 50, ante: Classic(25)),\n        \
         Level(small_blind: 50, big_blind: 100, ante: BigBlind(100)),\n",
    );
    let (code, location, period, en, fr) = only_error(&text);
    assert_eq!(code, "ante-only-without-ante");
    assert_eq!(
        location,
        Some(Location {
            line: 10,
            column: 48
        })
    );
    assert_eq!(period, Some(PeriodRef::Level(2)));
    assert!(en.starts_with("seed.ron:10:48"), "{en}");
    assert!(
        en.contains("nobody posts a blind and every player pays the ante"),
        "{en}"
    );
    assert!(fr.contains("ligne 10"), "{fr}");
    assert!(
        fr.contains("AnteOnly\u{a0}: personne ne paie de blinde"),
        "{fr}"
    );
}

#[test]
fn the_option_has_no_big_blind_to_double_with_antes_only() {
    let text = structure(
        "    forced_bets: AnteOnly,\n    straddle_allowed: true,\n",
        "        Level(small_blind: 25, big_blind: 50, ante: Classic(25)),\n",
    );
    let (code, location, _, en, fr) = only_error(&text);
    assert_eq!(code, "option-with-antes-only");
    assert_eq!(location, Some(Location { line: 8, column: 5 }));
    assert!(en.contains("nobody posts a big blind"), "{en}");
    assert!(fr.contains("personne ne paie de grosse blinde"), "{fr}");
}

#[test]
fn a_minimum_bet_must_be_above_the_big_blind() {
    let text = structure(
        "",
        "        Level(small_blind: 50, big_blind: 100, minimum_bet: 100),\n",
    );
    let (code, location, period, en, fr) = only_error(&text);
    assert_eq!(code, "minimum-bet-not-above-big-blind");
    assert_eq!(
        location,
        Some(Location {
            line: 8,
            column: 48
        })
    );
    assert_eq!(period, Some(PeriodRef::Level(1)));
    assert!(
        en.contains("the minimum bet 100 is not above the big blind 100"),
        "{en}"
    );
    assert!(fr.contains("ne dépasse pas la grosse blinde (100)"), "{fr}");
}

#[test]
fn a_minimum_bet_has_no_place_in_fixed_limit() {
    let text = structure(
        "    game: FixedLimitHoldem,\n",
        "        Level(small_blind: 50, big_blind: 100, minimum_bet: 400),\n",
    );
    let (code, _, _, en, fr) = only_error(&text);
    assert_eq!(code, "minimum-bet-in-limit-game");
    assert!(
        en.contains("Fixed-limit hold'em, where the limits set every bet"),
        "{en}"
    );
    assert!(fr.contains("où les limites fixent chaque mise"), "{fr}");
}
