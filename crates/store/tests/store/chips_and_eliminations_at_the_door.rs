//! Chip counts and eliminations are checked at the door: a count above every chip in play is a
//! typing slip and is refused, as is a count of zero (that player is out: an elimination), as is
//! a number too big for a chip count at all, and a structure whose stacks a field could not
//! count (refused before any entry); the last player in (the
//! winner) cannot be knocked out, alone or together with others. A refusal changes nothing and
//! is worded in both languages.

use crate::tournament_common;
use riffle_text::{Lang, Say};
use riffle_tournament::{Command, RuleError, parse_script};
use tournament_common::*;

/// Three players seated on the home turbo (10,000 chips each: 30,000 in play).
fn three_seated() -> Td {
    let mut td = Td::new("home-turbo", 9);
    td.register(&["Ann", "Bob", "Cy"]);
    td.ok(Command::DrawSeats);
    td
}

fn eliminate(td: &Td, names: &[&str]) -> Command {
    let busts = names
        .iter()
        .map(|n| bust(td.id(n), (names.len() > 1).then_some(10_000)))
        .collect();
    Command::Eliminate {
        busts,
        on_hand_for_hand_announcement: false,
    }
}

#[test]
fn a_chip_count_above_the_chips_in_play_is_refused() {
    let mut td = three_seated();
    assert_eq!(td.tournament.chips_in_play(), 30_000);
    let ann = td.id("Ann");
    let refusal = td
        .run(Command::SetChips {
            player: ann,
            chips: 300_000,
            confirmed: false,
        })
        .unwrap_err();
    assert_eq!(
        refusal,
        RuleError::ChipsAboveInPlay {
            name: "Ann".into(),
            chips: 300_000,
            in_play: 30_000
        }
    );
    assert!(refusal.say(Lang::En).contains("300,000 chips for Ann"));
    assert!(
        refusal
            .say(Lang::Fr)
            .contains("300\u{202f}000 jetons pour Ann")
    );
    // Every chip in one stack is possible (the others are about to bust).
    td.ok(Command::SetChips {
        player: ann,
        chips: 30_000,
        confirmed: false,
    });
}

#[test]
fn a_chip_count_of_zero_is_an_elimination_not_a_count() {
    let mut td = three_seated();
    let refusal = td
        .run(Command::SetChips {
            player: td.id("Bob"),
            chips: 0,
            confirmed: false,
        })
        .unwrap_err();
    assert_eq!(refusal, RuleError::NoChipsLeft { name: "Bob".into() });
    assert!(refusal.say(Lang::Fr).contains("enregistrez plutôt"));
}

#[test]
fn a_number_too_big_for_a_chip_count_is_refused_when_read_never_wrapped() {
    // One more than the largest count: the script reader refuses it instead of wrapping to 0.
    let script = "[SetChips(player: 0, chips: 18446744073709551616)]";
    let error = parse_script(script, "night.ron").unwrap_err();
    assert!(error.to_string().starts_with("night.ron:1:"), "{error}");
    let negative = "[SetChips(player: 0, chips: -5)]";
    assert!(parse_script(negative, "night.ron").is_err());
}

#[test]
fn the_last_player_in_cannot_be_knocked_out() {
    let mut td = three_seated();
    // All three at once: nobody would be left to win.
    let refusal = td.run(eliminate(&td, &["Ann", "Bob", "Cy"])).unwrap_err();
    assert_eq!(refusal, RuleError::NoWinnerLeft { left: 3 });
    assert!(refusal.say(Lang::En).contains("at least one must stay in"));
    td.ok(eliminate(&td, &["Ann"]));
    let refusal = td.run(eliminate(&td, &["Bob", "Cy"])).unwrap_err();
    assert_eq!(refusal, RuleError::NoWinnerLeft { left: 2 });
    td.ok(eliminate(&td, &["Bob"]));
    // Cy has won.
    let refusal = td.run(eliminate(&td, &["Cy"])).unwrap_err();
    assert_eq!(refusal, RuleError::NoWinnerLeft { left: 1 });
    assert!(
        refusal
            .say(Lang::Fr)
            .contains("le vainqueur ne peut pas être éliminé")
    );
    assert_eq!(td.tournament.players_left(), 1);
}

#[test]
fn a_structure_whose_stacks_cannot_be_counted_is_refused_at_the_door() {
    // Absurd stacks: 6,000,000,000,000,000,000 chips each, which a field could not count.
    let text = std::fs::read_to_string(
        std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .join("structures/home-turbo.ron"),
    )
    .unwrap()
    .replace(
        "starting_stack: 10000,",
        "starting_stack: 6000000000000000000,",
    );
    let rejected = riffle_core::structure::load(&text, "absurd.ron").unwrap_err();
    assert!(
        format!("{rejected:?}").contains("StacksTooLargeToCount"),
        "{rejected:?}"
    );
    let said = rejected.say(Lang::En);
    assert!(said.contains("cannot be counted"), "{said}");
}
