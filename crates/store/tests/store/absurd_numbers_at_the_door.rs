//! Nothing absurd passes the door: an amount no event can hold is refused with the command
//! that brought it, not carried on to fail later, and a name must show at least one letter or
//! digit. Each refusal changes nothing and is worded in English and French.

use crate::tournament_common::*;
use riffle_text::{Lang, Say};
use riffle_tournament::{Command, RuleError};

fn register(name: &str) -> Command {
    Command::Register {
        name: name.into(),
        notes: None,
        confirmed: false,
        profile: None,
    }
}

#[test]
fn an_elimination_with_a_starting_stack_above_every_chip_in_play_is_refused() {
    let mut td = Td::new("home-turbo", 9);
    td.register(&["Ann", "Bob", "Cy"]);
    td.ok(Command::DrawSeats);
    let in_play = td.tournament.chips_in_play();
    for stack in [u64::MAX, in_play + 1] {
        let refusal = td
            .run(Command::Eliminate {
                busts: vec![
                    bust(td.id("Ann"), Some(stack)),
                    bust(td.id("Bob"), Some(10_000)),
                ],
                on_hand_for_hand_announcement: false,
            })
            .unwrap_err();
        assert_eq!(
            refusal,
            RuleError::ChipsAboveInPlay {
                name: "Ann".into(),
                chips: stack,
                in_play,
            }
        );
        assert!(refusal.say(Lang::Fr).contains("Ann"));
    }
    assert_eq!(td.tournament.players_left(), 3, "nothing changed");
    // Every chip in play in one stack is possible.
    td.ok(Command::Eliminate {
        busts: vec![
            bust(td.id("Ann"), Some(in_play)),
            bust(td.id("Bob"), Some(10_000)),
        ],
        on_hand_for_hand_announcement: false,
    });
}

#[test]
fn a_name_of_only_zero_width_or_combining_characters_is_refused() {
    let mut td = Td::new("home-turbo", 9);
    for name in [
        "\u{200b}",
        "\u{200b}\u{200c}\u{200d}\u{2060}",
        "\u{feff}",
        "\u{0301}\u{0301}",
        "\u{20dd}",
        "\u{200b} \u{0308}",
    ] {
        assert_eq!(
            td.run(register(name)).unwrap_err(),
            RuleError::NameWithoutLetter,
            "{name:?}"
        );
    }
    assert!(td.tournament.entries().is_empty(), "nothing registered");
    let said = RuleError::NameWithoutLetter;
    assert!(said.say(Lang::En).contains("letter"));
    assert!(said.say(Lang::Fr).contains("lettre"));
    // A letter with its accent, a name in another script, a number on a shirt: all show.
    for name in ["E\u{0301}mile", "Zoë", "李娜", "Ἀλέξης", "7"] {
        td.ok(register(name));
    }
}
