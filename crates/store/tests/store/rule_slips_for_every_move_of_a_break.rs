//! The desk prints a move slip for every player a break moved, not the last move only, even
//! once a balancing move waits after the break; and seat cards and slips only for players still
//! in.

use crate::tournament_common::*;
use riffle_core::floor::{InstructionKind, PlayerId, TableNo};
use riffle_tournament::Command;

fn seated(td: &Td, table: u32) -> Vec<PlayerId> {
    (td.tournament.floor().table(TableNo(table)).unwrap())
        .players()
        .map(|(_, p)| p)
        .collect()
}

fn bust_at(td: &mut Td, table: u32, count: usize) {
    for player in seated(td, table).into_iter().take(count) {
        td.ok(Command::Eliminate {
            busts: vec![bust(player, None)],
            on_hand_for_hand_announcement: false,
        });
    }
}

/// Four 9-max tables of 9; table 4 breaks, then two more bust at table 1 before the TD carries
/// the break out, so a balance waits after it.
fn broken() -> Td {
    let mut td = Td::new("standard-20", 9);
    let names: Vec<String> = (1..=36).map(|i| format!("P{i:02}")).collect();
    td.register(&names.iter().map(String::as_str).collect::<Vec<_>>());
    td.ok(Command::DrawSeats);
    for table in 1..=3 {
        bust_at(&mut td, table, 3);
    }
    bust_at(&mut td, 1, 2);
    let pending = td.tournament.pending_instruction().unwrap();
    assert_eq!(
        pending.kind,
        InstructionKind::BreakTable { table: TableNo(4) }
    );
    td.ok(Command::AcceptInstruction);
    td
}

#[test]
fn every_move_of_a_break_gets_a_slip_though_a_balance_waits_after_it() {
    let td = broken();
    let waiting = td.tournament.pending_instruction().map(|i| i.kind.clone());
    assert_eq!(
        waiting,
        Some(InstructionKind::Balance),
        "7, 9, 9 after the break"
    );
    let slips = td.tournament.move_slips();
    assert_eq!(slips.len(), 9, "{slips:?}");
    assert!(
        slips
            .iter()
            .all(|s| s.from.is_some_and(|f| f.table == TableNo(4)))
    );
    assert_eq!(td.tournament.seat_cards().len(), 9);
}

#[test]
fn a_player_out_since_gets_neither_a_slip_nor_a_seat_card() {
    let mut td = broken();
    let moved = td.tournament.move_slips()[0].clone();
    let player = (td.tournament.entries().iter())
        .find(|e| e.name == moved.name)
        .unwrap()
        .id;
    td.ok(Command::Eliminate {
        busts: vec![bust(player, None)],
        on_hand_for_hand_announcement: false,
    });
    let cards = td.tournament.seat_cards();
    assert!(cards.iter().all(|c| c.name != moved.name), "{cards:?}");
    assert!(
        td.tournament
            .move_slips()
            .iter()
            .all(|c| c.name != moved.name)
    );
}
