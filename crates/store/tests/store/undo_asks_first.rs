//! Taking back or putting back a weighty command asks the TD first: each command in the
//! history keeps what makes it weighty (a table broken, the final table drawn, several players
//! out at once), and `Tournament::preview` of an undo or a redo answers with that list.

use crate::tournament_common;
use riffle_core::floor::{InstructionKind, TableNo};
use riffle_tournament::{Command, Consequence};
use tournament_common::*;

fn field(n: usize, seats: u8) -> Td {
    let mut td = Td::new("standard-20", seats);
    let names: Vec<String> = (1..=n).map(|i| format!("P{i:02}")).collect();
    td.register(&names.iter().map(String::as_str).collect::<Vec<_>>());
    td.ok(Command::DrawSeats);
    td
}

/// Puts out `count` players of table `table` in one command (on one hand, each with a
/// different starting stack).
fn bust_at(td: &mut Td, table: u32, count: usize) {
    let players: Vec<_> = (td.tournament.floor().table(TableNo(table)).unwrap())
        .players()
        .zip(1..)
        .map(|((_, p), stack)| bust(p, (count > 1).then_some(stack * 1_000)))
        .take(count)
        .collect();
    td.ok(Command::Eliminate {
        busts: players,
        on_hand_for_hand_announcement: false,
    });
}

fn undo_asks(td: &Td) -> Vec<Consequence> {
    td.tournament
        .preview(&Command::Undo, at(0))
        .unwrap()
        .consequences
}

#[test]
fn undoing_a_table_break_names_the_table_and_its_players_moved() {
    let mut td = field(20, 9);
    bust_at(&mut td, 1, 2);
    let pending = td.tournament.pending_instruction().unwrap();
    assert_eq!(
        pending.kind,
        InstructionKind::BreakTable { table: TableNo(3) }
    );
    let players = td
        .tournament
        .floor()
        .table(TableNo(3))
        .unwrap()
        .player_count() as usize;
    td.ok(Command::AcceptInstruction);
    assert_eq!(
        undo_asks(&td),
        [Consequence::TableBroken {
            table: TableNo(3),
            players
        }]
    );
    td.ok(Command::Undo);
    let redo = td.tournament.preview(&Command::Redo, at(0)).unwrap();
    assert_eq!(redo.consequences, undo_asks_after_redo(&mut td));
    // The list is part of the history: a tournament read back from its journal keeps it.
    assert_eq!(td.tournament, td.replayed());
}

/// Redoes, and returns what an undo would then ask: the same list as before.
fn undo_asks_after_redo(td: &mut Td) -> Vec<Consequence> {
    td.ok(Command::Redo);
    undo_asks(td)
}

#[test]
fn undoing_an_elimination_of_two_players_says_two_players_are_out() {
    let mut td = field(20, 9);
    bust_at(&mut td, 1, 2);
    assert_eq!(undo_asks(&td), [Consequence::PlayersOut { count: 2 }]);
}

#[test]
fn undoing_an_elimination_of_one_player_or_a_registration_asks_nothing() {
    let mut td = field(20, 9);
    assert_eq!(undo_asks(&td), []);
    bust_at(&mut td, 1, 1);
    assert_eq!(undo_asks(&td), []);
}

#[test]
fn undoing_the_final_table_draw_names_it() {
    let mut td = field(10, 9);
    bust_at(&mut td, 1, 1);
    let pending = td.tournament.pending_instruction().unwrap();
    assert!(
        matches!(pending.kind, InstructionKind::FinalTable { .. }),
        "{pending:?}"
    );
    td.ok(Command::AcceptInstruction);
    assert!(matches!(
        undo_asks(&td).as_slice(),
        [Consequence::FinalTableDrawn { players: 9, .. }]
    ));
}
