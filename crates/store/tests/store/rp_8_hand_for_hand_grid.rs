//! RP-8: hand-for-hand without a click per hand for the whole room. Each table that deals is
//! marked once it finished the current hand; the hand is completed (the clock loses the
//! structure's minutes for it) only when the last table finishes, and the grid starts empty
//! for the next hand.

use crate::tournament_common;
use riffle_core::floor::Reporter;
use riffle_tournament::Command;
use tournament_common::*;

/// The TD's click on a table of the grid.
fn finished(table: u32) -> Command {
    Command::TableFinishedHand {
        table,
        by: Reporter::Td,
        confirmed: false,
    }
}

fn three_tables_hand_for_hand() -> Td {
    let mut td = Td::new("standard-20", 9);
    let names: Vec<String> = (1..=24).map(|i| format!("P{i:02}")).collect();
    td.register(&names.iter().map(String::as_str).collect::<Vec<_>>());
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    td.ok(Command::StartHandForHand);
    td
}

fn grid(td: &Td) -> Vec<(u32, bool)> {
    td.tournament
        .hand_for_hand_grid()
        .into_iter()
        .map(|(t, done)| (t.0, done))
        .collect()
}

#[test]
fn the_hand_moves_on_only_when_every_table_has_finished() {
    let mut td = three_tables_hand_for_hand();
    assert_eq!(grid(&td), vec![(1, false), (2, false), (3, false)]);
    td.ok(finished(2));
    td.ok(finished(1));
    assert_eq!(grid(&td), vec![(1, true), (2, true), (3, false)]);
    assert_eq!(td.tournament.clock().hand_for_hand(), Some(0));
    // A time change meanwhile keeps the grid.
    td.ok(Command::AddTime { seconds: 60 });
    assert_eq!(grid(&td), vec![(1, true), (2, true), (3, false)]);
    td.ok(finished(3));
    assert_eq!(
        td.tournament.clock().hand_for_hand(),
        Some(1),
        "one hand completed"
    );
    assert_eq!(grid(&td), vec![(1, false), (2, false), (3, false)]);
    assert_eq!(td.replayed(), td.tournament);
}

#[test]
fn a_table_finishing_outside_hand_for_hand_or_unknown_is_refused() {
    let mut td = three_tables_hand_for_hand();
    assert!(td.refused(finished(9)).contains("table 9"));
    td.ok(Command::EndHandForHand);
    let refusal = td.refused(finished(1));
    assert!(refusal.contains("hand-for-hand"), "{refusal}");
}
