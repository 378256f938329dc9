//! Reports from the tables: a dealer calls the floor with a reason, or reports a bust at a seat;
//! a bust puts nobody out until the floor or the TD confirms it, and then places and pays the
//! player exactly as an elimination the TD entered would.

use crate::tournament_common;

use riffle_core::floor::TableNo;
use riffle_tournament::Command;
use riffle_tournament::reports::ReportKind;
use tournament_common::*;

fn seated(td: &Td, name: &str) -> (u32, u8) {
    let seat = td.tournament.floor().seat_of(td.id(name)).unwrap();
    (seat.table.0, seat.seat)
}

fn ten_players() -> Td {
    let mut td = Td::new("standard-20", 9);
    td.register(&[
        "Ann", "Bob", "Cy", "Dee", "Eli", "Fay", "Gil", "Hal", "Ida", "Jo",
    ]);
    td.ok(Command::DrawSeats);
    td
}

#[test]
fn a_floor_call_waits_with_its_table_and_reason_until_answered() {
    let mut td = ten_players();
    td.ok(Command::CallFloor {
        table: 2,
        reason: "  string bet?  ".into(),
    });
    let reports = td.tournament.reports();
    assert_eq!(reports.len(), 1);
    assert_eq!(reports[0].id, 1);
    assert_eq!(reports[0].table, TableNo(2));
    assert_eq!(
        reports[0].kind,
        ReportKind::FloorCall {
            reason: "string bet?".into()
        }
    );
    td.ok(Command::CloseReport { report: 1 });
    assert!(td.tournament.reports().is_empty());
    let again = td.refused(Command::CloseReport { report: 1 });
    assert!(again.contains("no open report 1"), "{again}");
}

#[test]
fn a_call_needs_a_reason_and_a_table_in_the_room() {
    let mut td = ten_players();
    let blank = td.refused(Command::CallFloor {
        table: 1,
        reason: "  ".into(),
    });
    assert!(blank.starts_with("say why the floor is needed"), "{blank}");
    td.refused(Command::CallFloor {
        table: 9,
        reason: "clock".into(),
    });
    assert!(td.tournament.reports().is_empty());
}

#[test]
fn a_reported_bust_puts_nobody_out_until_confirmed_then_places_and_pays_like_an_elimination() {
    let mut td = ten_players();
    let (table, seat) = seated(&td, "Cy");
    td.ok(Command::ReportBust { table, seat });
    assert_eq!(td.tournament.players_left(), 10, "waiting for confirmation");
    let twice = td.refused(Command::ReportBust { table, seat });
    assert!(twice.contains("already waiting"), "{twice}");

    // What the floor is shown before confirming: the place and prize it gives.
    let preview = td
        .tournament
        .preview(&Command::ConfirmBust { report: 1 }, td.now)
        .unwrap();
    assert_eq!(preview.standings.len(), 1);
    assert_eq!(preview.standings[0].place, 10);

    let mut by_hand = td.tournament.clone();
    let eliminated = by_hand
        .execute(
            &Command::Eliminate {
                busts: vec![bust(td.id("Cy"), None)],
                on_hand_for_hand_announcement: false,
            },
            td.now,
            &mut td.rng.clone(),
        )
        .unwrap();
    td.ok(Command::ConfirmBust { report: 1 });
    assert_eq!(td.tournament.players_left(), 9);
    assert!(td.tournament.reports().is_empty());
    let standing = td.tournament.standings();
    assert_eq!(standing.len(), 1);
    assert_eq!(standing[0].player, td.id("Cy"));
    assert_eq!(standing[0].place, preview.standings[0].place);
    assert!(matches!(
        eliminated[0],
        riffle_tournament::Event::Busted { .. }
    ));
    by_hand.apply_command(99, td.now, &eliminated);
    assert_eq!(by_hand.standings(), td.tournament.standings());
    assert_eq!(
        td.replayed().reports(),
        td.tournament.reports(),
        "the journal replays it"
    );
}

#[test]
fn a_wrong_report_is_set_aside_and_an_empty_seat_or_a_call_cannot_be_confirmed() {
    let mut td = ten_players();
    let (table, seat) = seated(&td, "Ann");
    td.ok(Command::ReportBust { table, seat });
    td.ok(Command::CloseReport { report: 1 });
    assert_eq!(td.tournament.players_left(), 10);

    let empty_seat = (1..=9u8)
        .find(|s| {
            td.tournament
                .floor()
                .table(TableNo(1))
                .unwrap()
                .player_at(*s)
                .is_none()
        })
        .unwrap();
    let empty = td.refused(Command::ReportBust {
        table: 1,
        seat: empty_seat,
    });
    assert!(empty.contains("nobody sits at seat"), "{empty}");

    td.ok(Command::CallFloor {
        table: 1,
        reason: "chip count".into(),
    });
    let not_bust = td.refused(Command::ConfirmBust { report: 2 });
    assert!(not_bust.contains("floor call, not a bust"), "{not_bust}");
}

#[test]
fn a_player_put_out_another_way_settles_the_report() {
    let mut td = ten_players();
    let (table, seat) = seated(&td, "Bob");
    td.ok(Command::ReportBust { table, seat });
    td.ok(Command::Eliminate {
        busts: vec![bust(td.id("Bob"), None)],
        on_hand_for_hand_announcement: false,
    });
    assert!(td.tournament.reports().is_empty());
    let gone = td.refused(Command::ConfirmBust { report: 1 });
    assert!(gone.contains("no open report"), "{gone}");
}
