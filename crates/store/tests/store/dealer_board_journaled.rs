//! The dealer board journaled: dealers checked in and the rotation plan are commands, so a
//! replay of the journal (a restart, an undo, a standby's copy) shows the same board. The board
//! follows the event's own clock: a push due in the last 90 s of a level waits for the next
//! (TDA RP-7); a table broken sends its dealer to the board; a plan that leaves a table without
//! a dealer is refused with the reason and changes nothing.

use crate::tournament_common;
use chrono::Duration;
use riffle_core::dealers::{DealerId, DealerString, Place};
use riffle_core::floor::TableNo;
use riffle_text::Lang;
use riffle_tournament::Command;
use tournament_common::*;

/// 15 players at three tables (9 seats), the clock running from 20:00 on 20-minute levels,
/// dealers Ana, Ben, Cy and Dee (the relief) checked in.
fn room() -> Td {
    let mut td = Td::new("standard-20", 9);
    let names: Vec<String> = (1..=15).map(|i| format!("Player {i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    td.register(&names);
    td.ok(Command::OpenTables {
        tables: vec![1, 2, 3],
    });
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    for name in ["Ana", "Ben", "Cy", "Dee"] {
        td.ok(Command::CheckInDealer { name: name.into() });
    }
    td
}

fn string(tables: &[u32], dealers: &[u32]) -> DealerString {
    DealerString {
        tables: tables.iter().map(|t| TableNo(*t)).collect(),
        dealers: dealers.iter().map(|d| DealerId(*d)).collect(),
    }
}

fn place_of(td: &Td, dealer: u32) -> Place {
    let board = td.tournament.dealer_board(td.now).unwrap();
    board
        .places
        .iter()
        .find(|(d, _)| *d == DealerId(dealer))
        .unwrap()
        .1
}

#[test]
fn a_plan_that_leaves_a_table_without_a_dealer_is_refused_and_changes_nothing() {
    let mut td = room();
    let said = td.refused(Command::SetDealerPlan {
        push_minutes: 30,
        strings: vec![string(&[1, 2, 3], &[0, 1])],
    });
    assert_eq!(
        said,
        "string 1 has 3 tables but 2 dealers: a table would have no dealer; give it at least 3 \
         dealers, one more to relieve them"
    );
    let said = td.refused(Command::SetDealerPlan {
        push_minutes: 30,
        strings: vec![string(&[1, 2], &[0, 1, 2])],
    });
    assert_eq!(said, "table 3 is in no string: it would have no dealer");
    assert!(td.tournament.dealer_board(td.now).is_none());
    let said = td.refused(Command::CheckInDealer {
        name: " ana ".into(),
    });
    assert_eq!(
        said,
        "ana is already checked in: each dealer checks in once"
    );
}

#[test]
fn the_plan_in_force_sent_again_is_refused_so_a_double_click_does_not_restart_the_rotation() {
    let mut td = room();
    let plan = Command::SetDealerPlan {
        push_minutes: 30,
        strings: vec![string(&[1, 2, 3], &[0, 1, 2, 3])],
    };
    td.ok(plan.clone());
    let before = td.tournament.dealer_board(td.now).unwrap();
    td.now += Duration::seconds(1);
    let said = td.refused(plan);
    assert_eq!(
        said,
        "this plan is already in force: setting it again would start its rotation over; change \
         the plan, or leave it"
    );
    assert_eq!(
        td.tournament.dealer_board(td.now).unwrap().next.due,
        before.next.due,
        "the rotation's clock did not start over"
    );
    // Another plan is taken.
    td.ok(Command::SetDealerPlan {
        push_minutes: 20,
        strings: vec![string(&[1, 2, 3], &[0, 1, 2, 3])],
    });
}

#[test]
fn a_dealer_in_the_plan_checks_out_only_once_a_plan_without_them_is_set() {
    let mut td = room();
    td.ok(Command::SetDealerPlan {
        push_minutes: 30,
        strings: vec![string(&[1, 2, 3], &[0, 1, 2, 3])],
    });
    let said = td.refused(Command::CheckOutDealer { name: "dee".into() });
    assert_eq!(
        said,
        "Dee is in the rotation plan: set a plan without Dee first, so no table is left without \
         a dealer, then check out"
    );
    td.ok(Command::SetDealerPlan {
        push_minutes: 30,
        strings: vec![string(&[1, 2, 3], &[0, 1, 2])],
    });
    td.ok(Command::CheckOutDealer { name: "Dee".into() });
    let said = td.refused(Command::CheckOutDealer { name: "Dee".into() });
    assert_eq!(
        said,
        "no dealer named Dee is checked in: check the name on the board"
    );
    // Checked out, Dee is in no plan; back for another shift, Dee is numbered anew.
    let said = td.refused(Command::SetDealerPlan {
        push_minutes: 30,
        strings: vec![string(&[1, 2, 3], &[0, 1, 2, 3])],
    });
    assert_eq!(said, "dealer 3 is not checked in: check them in first");
    td.ok(Command::CheckInDealer { name: "Dee".into() });
    assert_eq!(
        td.tournament.dealer_named("dee").map(|d| d.id),
        Some(DealerId(4))
    );
    td.ok(Command::SetDealerPlan {
        push_minutes: 30,
        strings: vec![string(&[1, 2, 3], &[0, 1, 2, 4])],
    });
}

#[test]
fn rp_7_a_push_due_a_minute_before_the_level_change_waits_for_the_new_level() {
    let mut td = room();
    td.ok(Command::SetDealerPlan {
        push_minutes: 19,
        strings: vec![string(&[1, 2, 3], &[0, 1, 2, 3])],
    });
    assert_eq!(place_of(&td, 0), Place::Table(TableNo(1)));
    assert_eq!(place_of(&td, 3), Place::Break);
    td.minutes_later(18);
    let board = td.tournament.dealer_board(td.now).unwrap();
    assert_eq!(board.next.due, at(19));
    assert!(board.next.held);
    assert_eq!(board.next.at, at(20), "held until level 2 starts");
    let said = td.tournament.push_words(&board, td.now, Lang::En);
    assert_eq!(
        said,
        "push in 2 min: Ana → table 2, Ben → table 3, Cy → break, Dee → table 1 (held 60 s for \
         the level change or the break, TDA RP-7)"
    );
    assert!(
        td.tournament
            .push_words(&board, td.now, Lang::Fr)
            .starts_with("rotation dans 2\u{a0}min\u{a0}: Ana → table 2")
    );
    // At 20:20:30 the push was made at 20:20, and the next is due at 20:39.
    td.now = at(20) + Duration::seconds(30);
    let board = td.tournament.dealer_board(td.now).unwrap();
    assert_eq!(board.last.as_ref().map(|p| p.at), Some(at(20)));
    assert_eq!(place_of(&td, 3), Place::Table(TableNo(1)));
    assert_eq!(board.next.due, at(39));
}

#[test]
fn a_broken_table_sends_its_dealer_to_the_board_and_a_replay_or_an_undo_keeps_the_board() {
    let mut td = room();
    td.ok(Command::SetDealerPlan {
        push_minutes: 30,
        strings: vec![string(&[1, 2, 3], &[0, 1, 2, 3])],
    });
    td.minutes_later(10);
    assert_eq!(place_of(&td, 2), Place::Table(TableNo(3)));
    td.ok(Command::BreakTable { table: 3 });
    assert!(
        !td.tournament
            .floor()
            .tables()
            .any(|t| t.number() == TableNo(3))
    );
    assert_eq!(place_of(&td, 2), Place::Board, "Cy goes to the board");
    let board = td.tournament.dealer_board(td.now).unwrap();
    assert!(board.next.moves.iter().all(|m| m.dealer != DealerId(2)));
    // The journal replayed: the same board.
    assert_eq!(
        td.replayed().dealer_board(td.now),
        td.tournament.dealer_board(td.now)
    );
    // The table break taken back: Cy deals table 3 again.
    td.ok(Command::Undo);
    assert_eq!(place_of(&td, 2), Place::Table(TableNo(3)));
}

#[test]
fn hours_and_hands_per_dealer_per_table_leave_the_break_out_and_export_as_csv() {
    let mut td = room();
    td.ok(Command::SetDealerPlan {
        push_minutes: 30,
        strings: vec![string(&[1, 2, 3], &[0, 1, 2, 3])],
    });
    let deal = || Command::DealHand {
        table: 1,
        redeal: false,
        by: riffle_core::floor::Reporter::Td,
        confirmed: false,
    };
    td.now = at(5);
    td.ok(deal());
    td.now = at(35);
    td.ok(deal());
    // Pushes at 20:30, 21:00 and 21:30; the break runs from 21:20 to 21:30.
    td.now = at(100);
    let hours = td.tournament.dealer_hours(td.now);
    let row = |name: &str, table: u32| {
        hours
            .iter()
            .find(|h| h.name == name && h.table == TableNo(table))
            .map(|h| (h.seconds / 60, h.hands))
    };
    assert_eq!(row("Ana", 1), Some((30, 1)));
    assert_eq!(row("Ana", 2), Some((30, 0)));
    assert_eq!(
        row("Ana", 3),
        Some((20, 0)),
        "21:00 to 21:30 less the break"
    );
    assert_eq!(
        row("Dee", 1),
        Some((30, 1)),
        "the relief dealer dealt the 20:35 hand"
    );
    let csv = riffle_store::export::dealer_hours_csv(&td.tournament, td.now);
    assert!(
        csv.starts_with("dealer,name,table,minutes,hours,hands\n"),
        "{csv}"
    );
    assert!(csv.contains("\n0,Ana,1,30,0.50,1\n"), "{csv}");
    assert!(csv.contains("\n0,Ana,3,20,0.33,0\n"), "{csv}");
}
