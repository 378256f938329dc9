//! Hand histories PokerKit writes that break no TDA rule are read: the check PokerKit offers the
//! one player left with chips when everyone else is all-in or folded (a no-op at a TDA table),
//! and `ante_trimming_status` with both of its values (antes dead in the main pot, or matched
//! like bets with the unmatched part of an ante handed back).

use crate::common;
use common::*;
use riffle_store::phh::{export, parse_phh, print_phh, replay};

/// A 3-handed hand: p1 small blind, p2 big blind, p3 button.
fn file(antes: &str, trimming: Option<bool>, stacks: &str, actions: &[&str]) -> String {
    let trimming = trimming.map_or(String::new(), |t| format!("ante_trimming_status = {t}\n"));
    let actions: Vec<String> = actions.iter().map(|a| format!("  \"{a}\",\n")).collect();
    format!(
        "variant = \"NT\"\nantes = {antes}\n{trimming}blinds_or_straddles = [100, 200, 0]\n\
         min_bet = 200\nstarting_stacks = {stacks}\nactions = [\n{}]\n",
        actions.concat()
    )
}

#[test]
fn the_big_blinds_check_after_a_short_all_in_changes_nothing() {
    // p3 folds, p1 calls all-in for 150 in all (short of the big blind): nobody can bet any
    // more, but PokerKit writes a check for the big blind before the showdown.
    let text = file(
        "[0, 0, 0]",
        None,
        "[150, 1000, 1000]",
        &[
            "d dh p1 AhAd",
            "d dh p2 KhKd",
            "d dh p3 7c2s",
            "p3 f",
            "p1 cc",
            "p2 cc",
            "p1 sm AhAd",
            "p2 sm KhKd",
            "d db 2c7d9s",
            "d db Jc",
            "d db 4s",
        ],
    );
    let replayed = replay(&parse_phh(&text).unwrap(), &tda()).unwrap();
    // 50 of the big blind was never matched and went back.
    assert_eq!(replayed.finishing_stacks(), vec![300, 850, 1000]);
}

#[test]
fn a_check_out_of_turn_with_chips_left_to_others_is_still_refused() {
    // p3 can still act: p2's "check" is out of turn, not PokerKit's idle check.
    let text = file("[0, 0, 0]", None, "[1000, 1000, 1000]", &["p2 cc"]);
    let error = replay(&parse_phh(&text).unwrap(), &tda()).unwrap_err();
    assert!(error.to_string().contains("p3 is to act"), "{error}");
}

/// p3 folds, p1 calls, p2 checks; the flop, turn and river are checked; p1's aces win and p2
/// mucks.
const SHOWDOWN: [&str; 17] = [
    "d dh p1 AhAd",
    "d dh p2 KhKd",
    "d dh p3 7c2s",
    "p3 f",
    "p1 cc",
    "p2 cc",
    "d db 2c7d9s",
    "p1 cc",
    "p2 cc",
    "d db Jc",
    "p1 cc",
    "p2 cc",
    "d db 4s",
    "p1 cc",
    "p2 cc",
    "p1 sm AhAd",
    "p2 sm",
];

#[test]
fn a_big_blind_ante_is_dead_money_when_antes_are_not_trimmed() {
    for trimming in [None, Some(false)] {
        let text = file("[0, 200, 0]", trimming, "[1000, 1000, 1000]", &SHOWDOWN);
        let replayed = replay(&parse_phh(&text).unwrap(), &tda()).unwrap();
        // The pot of 400 and the dead ante of 200.
        assert_eq!(replayed.finishing_stacks(), vec![1_400, 600, 1_000]);
    }
}

#[test]
fn a_big_blind_ante_goes_back_at_once_when_antes_are_trimmed() {
    // Nobody else posts an ante: all 200 of it is unmatched and returns to the big blind.
    let text = file("[0, 200, 0]", Some(true), "[1000, 1000, 1000]", &SHOWDOWN);
    let history = parse_phh(&text).unwrap();
    let replayed = replay(&history, &tda()).unwrap();
    assert_eq!(replayed.finishing_stacks(), vec![1_200, 800, 1_000]);
    // Written back, the file keeps its setting and replays the same.
    let exported = export(&replayed.hand).unwrap();
    assert!(exported.ante_trimming_status);
    let again = replay(&parse_phh(&print_phh(&exported)).unwrap(), &tda()).unwrap();
    assert_eq!(again.finishing_stacks(), vec![1_200, 800, 1_000]);
}

#[test]
fn equal_antes_trimmed_are_won_only_by_those_who_matched_them() {
    // p1 has 20: all-in on the ante of 25, with nothing left for the small blind. p3 folds
    // and the big blind's bet comes back unmatched.
    let actions = [
        "d dh p1 AhAd",
        "d dh p2 KhKd",
        "d dh p3 7c2s",
        "p3 f",
        "p2 cc",
        "p1 sm AhAd",
        "p2 sm KhKd",
        "d db 2c7d9s",
        "d db Jc",
        "d db 4s",
    ];
    let stacks = |trimming: bool| {
        let text = file("[25, 25, 25]", Some(trimming), "[20, 1000, 1000]", &actions);
        replay(&parse_phh(&text).unwrap(), &tda())
            .unwrap()
            .finishing_stacks()
    };
    // Dead antes: p1 wins all three (20 + 25 + 25).
    assert_eq!(stacks(false), vec![70, 975, 975]);
    // Matched antes: p1 wins 20 from each; the 5 of p2's and p3's antes above p1's go to
    // p2, the only other player left.
    assert_eq!(stacks(true), vec![60, 985, 975]);
}
