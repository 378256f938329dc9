//! A hand history is replayed only when its amounts can be counted: a stack, a blind, an ante
//! or a bet above the most one player can hold (the same bound `riffle check` holds a structure
//! to) is refused with a sentence naming the field, never replayed into pots that wrap and
//! chips that are not conserved.

use crate::common::*;
use riffle_core::structure::MOST_PER_ENTRY;
use riffle_store::phh::{parse_phh, replay};
use riffle_text::{Lang, Say};

/// A 3-handed hand: p1 small blind, p2 big blind, p3 button; everyone all-in preflop.
fn file(blinds: &str, stacks: &str, raise: &str) -> String {
    format!(
        "variant = \"NT\"\nantes = [0, 0, 0]\nblinds_or_straddles = {blinds}\nmin_bet = 200\n\
         starting_stacks = {stacks}\nactions = [\n  \"d dh p1 AhAd\",\n  \"d dh p2 KhKd\",\n  \
         \"d dh p3 7c2s\",\n  \"p3 cbr {raise}\",\n  \"p1 cc\",\n  \"p2 cc\",\n  \"p1 sm AhAd\",\n  \
         \"p2 sm KhKd\",\n  \"p3 sm 7c2s\",\n  \"d db 2c7d9s\",\n  \"d db Jc\",\n  \"d db 4s\",\n]\n"
    )
}

#[test]
fn stacks_near_two_to_the_64_are_refused_with_a_sentence() {
    let huge = u64::MAX;
    for (case, text) in [
        (
            "three stacks near 2^64",
            file(
                "[100, 200, 0]",
                &format!("[{huge}, {}, {}]", huge - 1, huge - 2),
                &format!("{}", huge - 2),
            ),
        ),
        (
            "one stack above the bound",
            file(
                "[100, 200, 0]",
                &format!("[1000, 1000, {}]", MOST_PER_ENTRY + 1),
                "1000",
            ),
        ),
        (
            "a blind near 2^64",
            file(&format!("[100, {huge}, 0]"), "[1000, 1000, 1000]", "1000"),
        ),
    ] {
        let history = parse_phh(&text).unwrap_or_else(|e| panic!("{case}: {e}"));
        let error = replay(&history, &tda()).expect_err(case);
        let en = error.say(Lang::En);
        assert!(en.contains("cannot be counted"), "{case}: {en}");
        assert!(
            error.say(Lang::Fr).contains("ne peut pas être comptée"),
            "{case}"
        );
    }
}

#[test]
fn stacks_at_the_bound_replay_and_conserve_every_chip() {
    let most = MOST_PER_ENTRY;
    let text = file(
        "[100, 200, 0]",
        &format!("[{most}, {most}, {most}]"),
        &format!("{most}"),
    );
    let replayed = replay(&parse_phh(&text).unwrap(), &tda()).unwrap();
    let total: u128 = replayed
        .finishing_stacks()
        .iter()
        .map(|&s| u128::from(s))
        .sum();
    assert_eq!(total, 3 * u128::from(most), "every chip conserved");
}
