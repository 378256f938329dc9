//! A chip count is checked in the tournament, so the TD's window, the floor's phone and a
//! script all get the same answer: a count the chips in play cannot make is refused with the
//! reason, and one far from the room's stacks (under one big blind, over five average stacks)
//! is asked about once and kept when confirmed.

use crate::tournament_common::*;
use riffle_core::Chips;
use riffle_core::floor::PlayerId;
use riffle_text::{Lang, Say};
use riffle_tournament::chip_counts::CountRefusal;
use riffle_tournament::{Command, RuleError};

/// Ten players of the home turbo (10,000 each, chips of 25 to 1,000), the clock running.
fn room() -> Td {
    let mut td = Td::new("home-turbo", 10);
    for n in 0..10 {
        td.ok(Command::Register {
            name: format!("Player {n}"),
            notes: None,
            confirmed: false,
            profile: None,
        });
    }
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    td
}

fn count(player: u32, chips: Chips, confirmed: bool) -> Command {
    Command::SetChips {
        player: PlayerId(player),
        chips,
        confirmed,
    }
}

fn chips_of(td: &Td, player: u32) -> Chips {
    td.tournament.entries()[player as usize].chips
}

fn refusal(td: &mut Td, command: Command) -> CountRefusal {
    let before = chips_of(td, 0);
    match td.run(command) {
        Err(RuleError::Count(refusal)) => {
            assert_eq!(chips_of(td, 0), before, "nothing kept");
            riffle_text::assert_worded_in_both(&refusal);
            refusal
        }
        other => panic!("not a count refusal: {other:?}"),
    }
}

#[test]
fn a_count_the_chips_in_play_cannot_make_is_refused_even_confirmed() {
    let mut td = room();
    for confirmed in [false, true] {
        let refused = refusal(&mut td, count(0, 10_010, confirmed));
        assert_eq!(
            refused,
            CountRefusal::NotMadeOfChips {
                name: "Player 0".into(),
                chips: 10_010,
                smallest: 25,
            }
        );
        assert!(!refused.may_be_confirmed());
    }
    assert!(
        refusal(&mut td, count(0, 10_010, false))
            .say(Lang::En)
            .contains("the smallest is 25")
    );
}

#[test]
fn after_the_color_up_the_smallest_chip_is_the_next_one() {
    let mut td = room();
    td.ok(count(0, 10_025, false));
    for _ in 0..5 {
        td.ok(Command::NextPeriod);
    }
    // The break after level 5 raced off the 25s: 100 is the smallest chip.
    assert_eq!(
        refusal(&mut td, count(0, 10_025, false)),
        CountRefusal::NotMadeOfChips {
            name: "Player 0".into(),
            chips: 10_025,
            smallest: 100,
        }
    );
    td.ok(count(0, 10_100, false));
}

#[test]
fn a_half_typed_count_under_one_big_blind_is_asked_about_once() {
    let mut td = room();
    // At 200/400, "300" typed for 30,000 is under one big blind.
    for _ in 0..6 {
        td.ok(Command::NextPeriod);
    }
    let refused = refusal(&mut td, count(0, 300, false));
    assert_eq!(
        refused,
        CountRefusal::UnderOneBigBlind {
            name: "Player 0".into(),
            chips: 300,
            big_blind: 400,
        }
    );
    assert!(refused.may_be_confirmed());
    td.ok(count(0, 300, true));
    assert_eq!(chips_of(&td, 0), 300);
}

#[test]
fn a_count_over_five_average_stacks_is_asked_about_once() {
    let mut td = room();
    // 100,000 in play, ten players: the average is 10,000.
    assert_eq!(
        refusal(&mut td, count(0, 51_000, false)),
        CountRefusal::OverAverages {
            name: "Player 0".into(),
            chips: 51_000,
            average: 10_000,
        }
    );
    td.ok(count(0, 50_000, false));
    td.ok(count(1, 51_000, true));
    assert_eq!(chips_of(&td, 1), 51_000);
}

#[test]
fn a_count_over_all_the_chips_in_play_is_refused_even_confirmed() {
    let mut td = room();
    let sentence = td.refused(count(0, 1_000_000, true));
    assert!(sentence.contains("1,000,000"), "{sentence}");
}
