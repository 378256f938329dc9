//! TDA 11 when nobody reports every hand. Balancing moves the player due the big blind next to
//! the worst position, and both follow from where each table's button is. The floor names a
//! player only where the button was reported this level; otherwise the instruction names the
//! position ("the player due the big blind next moves to table 9, the seat in the worst
//! position") and the TD records who moved (`CompleteMove`) or gives the button (`GiveButton`),
//! after which the floor names the player. A guess is never presented as TDA 11.

use crate::tournament_common;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_core::floor::{
    Basis, ButtonSource, ButtonStatus, Eliminations, FloorSettings, InstructionKind, PlayerId,
    Reporter, SeatRef, SimConfig, SimReport, TableNo, simulate,
};
use riffle_core::house::HouseRules;
use riffle_text::{Lang, Say};
use riffle_tournament::{Command, MoveNotice};
use tournament_common::*;

/// 153 players at 9-max tables: 17 tables at the start, as in the room.
fn event(seed: u64, hand_reports: bool) -> SimReport {
    let config = SimConfig {
        players: 153,
        rules: HouseRules::tda_2024().floor,
        settings: FloorSettings::for_max_seats(9).unwrap(),
        eliminations: Eliminations::AfterHands,
        late_entries: 12,
        hand_reports,
    };
    simulate(&config, &mut ChaCha8Rng::seed_from_u64(seed)).expect("every invariant holds")
}

#[test]
fn with_no_hand_reports_no_move_names_a_player_and_every_move_is_completed_as_recorded() {
    let mut moves = 0;
    for seed in 1..=8 {
        let report = event(seed, false);
        assert_eq!(report.tables_initial, 17);
        assert_eq!(report.named_moves, 0, "seed {seed}: {report:?}");
        assert_eq!(report.named_unknowable, 0);
        assert_eq!(report.position_moves, report.moves);
        assert_eq!(report.completed_as_recorded, report.moves);
        moves += report.moves;
    }
    assert!(moves > 100, "the events balanced {moves} times");
}

#[test]
fn with_every_hand_reported_the_named_player_is_due_the_big_blind_next_every_time() {
    let (mut named, mut moves) = (0, 0);
    for seed in 1..=8 {
        let report = event(seed, true);
        assert_eq!(
            report.named_due_big_blind, report.named_moves,
            "seed {seed}: {report:?}"
        );
        assert_eq!(report.named_unknowable, 0);
        assert_eq!(report.completed_as_recorded, report.position_moves);
        named += report.named_moves;
        moves += report.moves;
    }
    // The others go by position: to a table opened for late entries and filled before its
    // button is drawn (there is no worst position yet), or from a table whose first hand of a
    // new level is not reported yet.
    assert!(named * 3 > moves * 2, "{named} of {moves} moves named");
}

/// Three 6-max tables of 6, the clock running: hands are dealt but nobody reports them.
fn room() -> Td {
    let mut td = Td::new("standard-20", 6);
    let names: Vec<String> = (1..=18).map(|i| format!("P{i:02}")).collect();
    td.register(&names.iter().map(String::as_str).collect::<Vec<_>>());
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    td
}

fn seated(td: &Td, table: u32) -> Vec<(u8, PlayerId)> {
    td.tournament
        .floor()
        .table(TableNo(table))
        .unwrap()
        .players()
        .collect()
}

/// Two players bust at table 1: 6, 6, 4.
fn two_busts_at_table_one(td: &mut Td) {
    for (_, player) in seated(td, 1).into_iter().take(2) {
        td.ok(Command::Eliminate {
            busts: vec![bust(player, None)],
            on_hand_for_hand_announcement: false,
        });
    }
}

fn status(td: &Td, table: u32) -> ButtonStatus {
    let t = &td.tournament;
    t.floor().button_status(TableNo(table), &t.moment(td.now))
}

#[test]
fn a_drawn_button_is_known_only_until_play_starts() {
    let mut td = Td::new("standard-20", 6);
    td.register(&["A", "B", "C", "D"]);
    td.ok(Command::DrawSeats);
    assert_eq!(
        status(&td, 1),
        ButtonStatus::Known {
            source: ButtonSource::Drawn,
            minutes: 0
        }
    );
    td.minutes_later(1);
    td.ok(Command::StartClock);
    td.minutes_later(7);
    assert_eq!(status(&td, 1), ButtonStatus::Unknown { minutes: Some(8) });
}

#[test]
fn hands_reported_one_by_one_keep_the_button_known_and_a_silence_loses_it() {
    let mut td = room();
    for _ in 0..4 {
        td.minutes_later(2);
        td.ok(Command::DealHand {
            table: 2,
            redeal: false,
            by: Reporter::Device,
            confirmed: false,
        });
    }
    assert_eq!(
        status(&td, 2),
        ButtonStatus::Known {
            source: ButtonSource::HandByHand(Reporter::Device),
            minutes: 0
        }
    );
    td.minutes_later(6);
    assert_eq!(status(&td, 2), ButtonStatus::Unknown { minutes: Some(6) });
    // A click after the silence moves the tracked button but cannot vouch for it.
    td.ok(Command::DealHand {
        table: 2,
        redeal: false,
        by: Reporter::Td,
        confirmed: false,
    });
    assert!(!status(&td, 2).is_known());
    // Giving the button makes it known again.
    let (seat, _) = seated(&td, 2)[0];
    td.ok(Command::GiveButton { table: 2, seat });
    assert_eq!(
        status(&td, 2),
        ButtonStatus::Known {
            source: ButtonSource::Given,
            minutes: 0
        }
    );
}

#[test]
fn without_reports_the_instruction_names_the_position_and_cannot_be_accepted_as_is() {
    let mut td = room();
    td.minutes_later(12);
    two_busts_at_table_one(&mut td);
    let pending = td.tournament.pending_instruction().unwrap().clone();
    assert_eq!(pending.kind, InstructionKind::Balance);
    assert!(pending.moves.is_empty(), "no player is named");
    let Some(Basis::Position(position)) = &pending.basis else {
        panic!("a move by position, not {:?}", pending.basis);
    };
    assert_eq!((position.from, position.to), (TableNo(2), TableNo(1)));
    assert_eq!((position.player, position.seat), (None, None));
    assert!(
        pending.say(Lang::En).starts_with(
            "Table 2 has 6, table 1 has 4.\nTable 2: the player due the big blind next moves to \
             table 1, the seat in the worst position (due the big blind next; seat "
        ),
        "{}",
        pending.say(Lang::En)
    );
    assert_eq!(
        td.refused(Command::AcceptInstruction),
        "the floor cannot know who is due the big blind next at table 2: record who moved and \
         to which seat, or give the button of table 2"
    );
    assert_eq!(
        td.tournament.display(td.now).moves,
        vec![MoveNotice::Waiting { from: 2, to: 1 }]
    );
    // The floor records who moved, in one step.
    let (_, mover) = seated(&td, 2)[3];
    let open = (1..=6u8)
        .find(|&s| !seated(&td, 1).iter().any(|&(taken, _)| taken == s))
        .unwrap();
    td.ok(Command::CompleteMove {
        player: mover,
        table: 1,
        seat: open,
    });
    assert_eq!(
        td.tournament.floor().seat_of(mover),
        Some(SeatRef::new(1, open))
    );
    assert!(td.tournament.pending_instruction().is_none());
    assert_eq!(td.replayed(), td.tournament, "the journal replays the move");
    // The whole room sees it on the players' screen.
    let name = td.tournament.entry(mover).unwrap().name.clone();
    assert!(
        td.tournament
            .display(td.now)
            .moves
            .contains(&MoveNotice::Moved {
                name,
                from: SeatRef::new(2, 4),
                to: SeatRef::new(1, open),
            })
    );
}

#[test]
fn giving_both_buttons_turns_the_position_into_the_named_player_and_seat() {
    let mut td = room();
    td.minutes_later(12);
    two_busts_at_table_one(&mut td);
    // "The button is on seat 1 at table 2": seats 2 and 3 have the blinds, seat 4 is next.
    td.ok(Command::GiveButton { table: 2, seat: 1 });
    let pending = td.tournament.pending_instruction().unwrap().clone();
    let Some(Basis::Position(position)) = &pending.basis else {
        panic!("table 1's button is still unknown: {:?}", pending.basis);
    };
    let due = seated(&td, 2)[3];
    assert_eq!(position.player, Some((due.1, due.0)));
    let (button, _) = seated(&td, 1)[0];
    td.ok(Command::GiveButton {
        table: 1,
        seat: button,
    });
    let pending = td.tournament.pending_instruction().unwrap().clone();
    assert_eq!(pending.basis, Some(Basis::Reported));
    assert_eq!(pending.moves[0].player, due.1);
    td.ok(Command::AcceptInstruction);
    assert_eq!(
        td.tournament.floor().seat_of(due.1).map(|s| s.table),
        Some(TableNo(1))
    );
}

#[test]
fn a_named_move_waits_again_once_its_button_goes_stale() {
    let mut td = room();
    td.minutes_later(12);
    two_busts_at_table_one(&mut td);
    td.ok(Command::GiveButton { table: 2, seat: 1 });
    let (button, _) = seated(&td, 1)[0];
    td.ok(Command::GiveButton {
        table: 1,
        seat: button,
    });
    assert_eq!(
        td.tournament.pending_instruction().unwrap().basis,
        Some(Basis::Reported)
    );
    td.minutes_later(6);
    assert_eq!(
        td.refused(Command::AcceptInstruction),
        "the floor cannot know who is due the big blind next at table 2: record who moved and \
         to which seat, or give the button of table 2"
    );
}

#[test]
fn a_recorded_move_must_take_a_player_from_the_source_table() {
    let mut td = room();
    td.minutes_later(12);
    two_busts_at_table_one(&mut td);
    let (_, wrong) = seated(&td, 3)[0];
    assert_eq!(
        td.refused(Command::CompleteMove {
            player: wrong,
            table: 1,
            seat: 1,
        }),
        format!(
            "player {} is not seated at table 2: the balancing move takes a player from table 2",
            wrong.0
        )
    );
}
