//! Per-table reports that cannot double: a device's second New hand at a table within ten
//! seconds of the last is refused (a double tap, two dealers at one table) unless the device
//! confirms a second hand was dealt; and the last report of a table can be taken back while
//! nothing else happened since, the journal keeping both.

use crate::tournament_common::*;
use chrono::Duration;
use riffle_core::floor::{Reporter, TableNo};
use riffle_text::{Lang, Say};
use riffle_tournament::repeats::RepeatRefusal;
use riffle_tournament::{Command, RuleError};

fn deal(table: u32, by: Reporter, confirmed: bool) -> Command {
    Command::DealHand {
        table,
        redeal: false,
        by,
        confirmed,
    }
}

/// Twelve players seated at two tables, the clock running.
fn room() -> Td {
    let mut td = Td::new("home-turbo", 6);
    for n in 0..12 {
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

fn hand_at(td: &Td, table: u32) -> u32 {
    let floor = td.tournament.floor();
    floor
        .table(TableNo(table))
        .unwrap()
        .last_hand()
        .map_or(0, |h| h.hand)
}

fn after(td: &mut Td, millis: i64) {
    td.now += Duration::milliseconds(millis);
}

#[test]
fn two_new_hand_reports_250_ms_apart_deal_one_hand_unless_confirmed() {
    let mut td = room();
    td.ok(deal(1, Reporter::Device, false));
    let hand = hand_at(&td, 1);
    after(&mut td, 250);
    let refused = td.run(deal(1, Reporter::Device, false)).unwrap_err();
    assert_eq!(
        refused,
        RuleError::Repeat(RepeatRefusal::HandJustReported {
            table: TableNo(1),
            seconds: 0,
            hand,
        })
    );
    assert_eq!(hand_at(&td, 1), hand);
    assert!(
        refused
            .say(Lang::En)
            .contains("tap again only if a second hand was dealt"),
        "{}",
        refused.say(Lang::En)
    );
    riffle_text::assert_worded_in_both(&refused);
    // Another table is not held up, and the device that confirms gets its second hand.
    td.ok(deal(2, Reporter::Device, false));
    td.ok(deal(1, Reporter::Device, true));
    assert_eq!(hand_at(&td, 1), hand + 1);
}

#[test]
fn a_new_hand_ten_seconds_after_the_last_needs_no_confirmation() {
    let mut td = room();
    td.ok(deal(1, Reporter::Device, false));
    after(&mut td, 9_000);
    assert!(td.run(deal(1, Reporter::Device, false)).is_err());
    after(&mut td, 1_000);
    td.ok(deal(1, Reporter::Device, false));
}

#[test]
fn the_tds_own_reports_are_not_held_up() {
    let mut td = room();
    td.ok(deal(1, Reporter::Td, false));
    td.ok(deal(1, Reporter::Td, false));
}

#[test]
fn the_last_report_of_a_table_is_taken_back_while_nothing_else_happened() {
    let mut td = room();
    td.ok(deal(1, Reporter::Device, false));
    let hand = hand_at(&td, 1);
    let button = td
        .tournament
        .floor()
        .table(TableNo(1))
        .unwrap()
        .last_hand()
        .unwrap()
        .button;
    after(&mut td, 20_000);
    td.ok(deal(1, Reporter::Device, false));
    // The clock and another table's hand do not touch table 1.
    td.ok(Command::AddTime { seconds: 60 });
    td.ok(deal(2, Reporter::Device, false));
    let commands = td.log.len();
    let table_2 = hand_at(&td, 2);
    td.ok(Command::TakeBackHand { table: 1 });
    // Both are in the journal: the report and its taking back.
    assert_eq!(td.log.len(), commands + 1);
    assert_eq!(hand_at(&td, 1), hand);
    let now = td
        .tournament
        .floor()
        .table(TableNo(1))
        .unwrap()
        .last_hand()
        .unwrap()
        .button;
    assert_eq!(now, button);
    // Table 2's hand and the added time stay.
    assert_eq!(hand_at(&td, 2), table_2);
}

#[test]
fn a_report_is_not_taken_back_once_something_else_happened() {
    let mut td = room();
    td.ok(deal(1, Reporter::Device, false));
    let player = td.tournament.entries()[0].id;
    td.ok(Command::SetChips {
        player,
        chips: 12_000,
        confirmed: false,
    });
    let refused = td.run(Command::TakeBackHand { table: 1 }).unwrap_err();
    assert_eq!(
        refused,
        RuleError::Repeat(RepeatRefusal::NothingToTakeBack { table: TableNo(1) })
    );
    riffle_text::assert_worded_in_both(&refused);
    // Nor is a table with no report.
    assert!(td.run(Command::TakeBackHand { table: 2 }).is_err());
}

fn finished(table: u32, by: Reporter, confirmed: bool) -> Command {
    Command::TableFinishedHand {
        table,
        by,
        confirmed,
    }
}

#[test]
fn two_hand_finished_reports_250_ms_apart_finish_one_hand_unless_confirmed() {
    let mut td = room();
    td.ok(Command::StartHandForHand);
    td.ok(finished(1, Reporter::Device, false));
    after(&mut td, 250);
    let grid = td.tournament.hand_for_hand_grid();
    let refused = td.run(finished(1, Reporter::Device, false)).unwrap_err();
    assert_eq!(
        refused,
        RuleError::Repeat(RepeatRefusal::FinishJustReported {
            table: TableNo(1),
            seconds: 0,
        })
    );
    assert_eq!(td.tournament.hand_for_hand_grid(), grid);
    riffle_text::assert_worded_in_both(&refused);
    // Table 2 finishing completes the hand; table 1 confirms it finished the next one too.
    td.ok(finished(2, Reporter::Device, false));
    assert_eq!(td.tournament.clock().hand_for_hand(), Some(1));
    td.ok(finished(1, Reporter::Device, true));
    assert_eq!(
        td.tournament.hand_for_hand_grid(),
        vec![(TableNo(1), true), (TableNo(2), false)]
    );
}

#[test]
fn a_hand_finished_ten_seconds_after_the_last_or_by_the_td_needs_no_confirmation() {
    let mut td = room();
    td.ok(Command::StartHandForHand);
    td.ok(finished(1, Reporter::Device, false));
    td.ok(finished(2, Reporter::Device, false));
    after(&mut td, 9_000);
    assert!(td.run(finished(1, Reporter::Device, false)).is_err());
    td.ok(finished(1, Reporter::Td, false));
    after(&mut td, 10_000);
    td.ok(finished(2, Reporter::Device, false));
}
