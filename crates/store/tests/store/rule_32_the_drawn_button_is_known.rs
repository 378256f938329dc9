//! The button the seat draw drew is known (source: drawn) from the draw, and ages like any
//! other source: known as play starts, until a hand may have gone by unreported. So the first
//! balancing moves of the night name the player due the big blind, and no table shows "button
//! unknown" one minute in.

use crate::tournament_common::*;
use riffle_core::floor::{Basis, ButtonSource, ButtonStatus, InstructionKind, PlayerId, TableNo};
use riffle_tournament::Command;

/// Three 6-max tables of 6, the clock started.
fn room() -> Td {
    let mut td = Td::new("standard-20", 6);
    let names: Vec<String> = (1..=18).map(|i| format!("P{i:02}")).collect();
    td.register(&names.iter().map(String::as_str).collect::<Vec<_>>());
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    td
}

fn status(td: &Td, table: u32) -> ButtonStatus {
    td.tournament.table_button(TableNo(table), td.now).status
}

#[test]
fn the_drawn_button_is_known_as_play_starts_and_ages_like_any_other() {
    let mut td = room();
    for table in 1..=3 {
        assert_eq!(
            status(&td, table),
            ButtonStatus::Known {
                source: ButtonSource::Drawn,
                minutes: 0
            },
            "table {table} at the start"
        );
    }
    td.minutes_later(1);
    assert!(status(&td, 2).is_known(), "{:?}", status(&td, 2));
    assert_eq!(status(&td, 2).code(), "drawn");
    td.minutes_later(5);
    assert_eq!(status(&td, 2), ButtonStatus::Unknown { minutes: Some(6) });
}

#[test]
fn a_balance_in_the_first_minutes_names_the_player_due_the_big_blind() {
    let mut td = room();
    td.minutes_later(1);
    let at_one: Vec<PlayerId> = (td.tournament.floor().table(TableNo(1)).unwrap())
        .players()
        .map(|(_, p)| p)
        .take(2)
        .collect();
    for player in at_one {
        td.ok(Command::Eliminate {
            busts: vec![bust(player, None)],
            on_hand_for_hand_announcement: false,
        });
    }
    // Table 1 deals its first hand (reported): its worst seat is known from then on, and
    // table 2's button from its draw.
    td.ok(Command::DealHand {
        table: 1,
        redeal: false,
        by: Default::default(),
        confirmed: false,
    });
    let pending = td
        .tournament
        .pending_instruction()
        .expect("6, 6, 4: a balance");
    assert_eq!(pending.kind, InstructionKind::Balance);
    assert_eq!(pending.basis, Some(Basis::Reported), "{pending:?}");
    let mover = pending.moves[0].player;
    let from = pending.moves[0].from.unwrap().table;
    let due = td
        .tournament
        .floor()
        .next_hand(from)
        .unwrap()
        .big_blind_player;
    assert_eq!(mover, due, "the player due the big blind next moves");
    td.ok(Command::AcceptInstruction);
}
