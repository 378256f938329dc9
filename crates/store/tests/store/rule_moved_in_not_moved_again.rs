//! A player the floor moved in (a balance or a table break) is not moved again before playing
//! a hand there: the TD recording who moved for a balancing move is refused such a player with
//! the reason, and a later break passes over the table they were sent to while another can
//! break, so breaking tables minutes apart never sends one player T4 -> T3 -> T1.

use crate::tournament_common::*;
use riffle_core::floor::{Basis, InstructionKind, PlayerId, TableNo};
use riffle_text::{Lang, Say};
use riffle_tournament::Command;
use riffle_tournament::RuleError;
use riffle_tournament::moved_in::MoveRefusal;

fn seated(td: &Td, table: u32) -> Vec<(u8, PlayerId)> {
    (td.tournament.floor().table(TableNo(table)).unwrap())
        .players()
        .collect()
}

fn bust_at(td: &mut Td, table: u32, count: usize) {
    for (_, player) in seated(td, table).into_iter().take(count) {
        td.ok(Command::Eliminate {
            busts: vec![bust(player, None)],
            on_hand_for_hand_announcement: false,
        });
    }
}

fn open_seat(td: &Td, table: u32) -> u8 {
    let table = td.tournament.floor().table(TableNo(table)).unwrap();
    (1..=table.seat_count())
        .find(|&s| table.seat(s) == Some(riffle_core::floor::Seat::Open))
        .unwrap()
}

#[test]
fn a_move_the_td_records_is_refused_for_a_player_just_moved_in() {
    // Three 6-max tables, buttons unknown (no hand reported for ten minutes): balances go by
    // position and the TD records who moved.
    let mut td = Td::new("standard-20", 6);
    let names: Vec<String> = (1..=18).map(|i| format!("P{i:02}")).collect();
    td.register(&names.iter().map(String::as_str).collect::<Vec<_>>());
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    td.minutes_later(10);
    bust_at(&mut td, 1, 2); // 4, 6, 6: one moves from table 2 to table 1
    let pending = td.tournament.pending_instruction().unwrap();
    assert!(
        matches!(pending.basis, Some(Basis::Position(_))),
        "{pending:?}"
    );
    let (_, mover) = seated(&td, 2)[0];
    let seat = open_seat(&td, 1);
    td.ok(Command::CompleteMove {
        player: mover,
        table: 1,
        seat,
    });
    assert_eq!(td.tournament.floor().moved_in(mover), Some(TableNo(1)));
    // 5, 5, 6, then 5, 3, 5 and 5, 3, 5 leaves table 1 the fullest by the lowest number.
    bust_at(&mut td, 3, 1);
    bust_at(&mut td, 2, 2);
    let pending = td.tournament.pending_instruction().unwrap();
    let Some(Basis::Position(position)) = &pending.basis else {
        panic!("{pending:?}");
    };
    assert_eq!(position.from, TableNo(1));
    let seat = open_seat(&td, 2);
    let refused = td
        .run(Command::CompleteMove {
            player: mover,
            table: 2,
            seat,
        })
        .unwrap_err();
    let name = td.tournament.entry(mover).unwrap().name.clone();
    assert_eq!(
        refused,
        RuleError::Moves(MoveRefusal::NotYetPlayed {
            name: name.clone(),
            table: 1
        })
    );
    assert!(
        refused
            .say(Lang::En)
            .starts_with(&format!("{name} was just moved to table 1"))
    );
    riffle_text::assert_worded_in_both(&refused);
    // Another player of table 1 moves; after a hand there the first one may move again.
    let (_, other) = (seated(&td, 1).into_iter())
        .find(|&(_, p)| p != mover)
        .unwrap();
    assert!(td.tournament.may_move(other).is_ok());
    td.ok(Command::DealHand {
        table: 1,
        redeal: false,
        by: Default::default(),
        confirmed: false,
    });
    assert!(td.tournament.may_move(mover).is_ok());
}

/// Four 9-max tables of 9, breaking highest number first.
fn four_tables() -> Td {
    let mut td = Td::new("standard-20", 9);
    let names: Vec<String> = (1..=36).map(|i| format!("P{i:02}")).collect();
    td.register(&names.iter().map(String::as_str).collect::<Vec<_>>());
    td.ok(Command::DrawSeats);
    td
}

/// Table 4 breaks with every seat left needed: table 3 receives three of its players.
fn break_table_four(td: &mut Td) -> Vec<PlayerId> {
    for table in 1..=3 {
        bust_at(td, table, 3);
    }
    let pending = td.tournament.pending_instruction().unwrap();
    assert_eq!(
        pending.kind,
        InstructionKind::BreakTable { table: TableNo(4) }
    );
    let to_three: Vec<PlayerId> = (pending.moves.iter())
        .filter(|m| m.to.table == TableNo(3))
        .map(|m| m.player)
        .collect();
    assert_eq!(to_three.len(), 3);
    td.ok(Command::AcceptInstruction);
    to_three
}

#[test]
fn a_later_break_passes_over_the_table_a_break_just_filled() {
    let mut td = four_tables();
    let sent = break_table_four(&mut td);
    td.minutes_later(2);
    bust_at(&mut td, 1, 5);
    bust_at(&mut td, 2, 4); // 18 left: a table breaks
    let pending = td.tournament.pending_instruction().unwrap();
    assert_eq!(
        pending.kind,
        InstructionKind::BreakTable { table: TableNo(2) },
        "table 3 is next in the order, but its newcomers have not played a hand there"
    );
    for m in &pending.moves {
        assert!(!sent.contains(&m.player), "{:?} moves twice", m.player);
    }
}

#[test]
fn once_a_hand_is_dealt_there_the_break_order_holds_again() {
    let mut td = four_tables();
    break_table_four(&mut td);
    td.ok(Command::DealHand {
        table: 3,
        redeal: false,
        by: Default::default(),
        confirmed: false,
    });
    bust_at(&mut td, 1, 5);
    bust_at(&mut td, 2, 4);
    let pending = td.tournament.pending_instruction().unwrap();
    assert_eq!(
        pending.kind,
        InstructionKind::BreakTable { table: TableNo(3) }
    );
}
