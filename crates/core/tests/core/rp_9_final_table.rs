//! TDA RP-9: events on 8- or 9-seat tables finish at a 9-handed final table, events on 6- or
//! 7-seat tables at a 7-handed one. Once the players left fit there, every seat is redrawn,
//! including the seats of players already at that table, and the button is drawn again.

use crate::floor_common;
use floor_common::*;
use riffle_core::floor::{Floor, FloorError, FloorSettings, InstructionKind, TableNo};
use riffle_core::house::HouseRules;
use riffle_text::{Lang, Say};
use std::collections::BTreeSet;

/// Two tables with `first` and `second` players, each with a hand dealt.
fn two_tables(max_seats: u8, first: &[u8], second: &[u8]) -> (Floor, Dealer) {
    let mut floor = tda(max_seats);
    let mut dealer = Dealer::new();
    table(&mut floor, 1, first);
    table(&mut floor, 2, second);
    dealer.first(&mut floor, 1, first[0]);
    dealer.first(&mut floor, 2, second[0]);
    (floor, dealer)
}

#[test]
fn an_eight_seat_event_finishes_nine_handed() {
    let (mut floor, mut dealer) = two_tables(8, &[1, 2, 3, 4, 5], &[1, 2, 3, 4]);
    assert_eq!(floor.settings().final_table_seats, 9);
    let plan = floor.plan(&mut rng(1)).unwrap();
    assert_eq!(
        plan.kind,
        InstructionKind::FinalTable {
            table: TableNo(1),
            seats: 9
        }
    );
    assert_eq!(
        plan.reason.say(Lang::En),
        "9 players remain: the final table is drawn at table 1, 9-handed (RP-9). Every seat is \
         redrawn, then the button is drawn."
    );
    dealer.apply(&mut floor, &plan);
    let final_table = floor.table(TableNo(1)).unwrap();
    assert_eq!(final_table.seat_count(), 9);
    assert_eq!(final_table.player_count(), 9);
    assert_eq!(floor.table_count(), 1);
    assert_eq!(floor.broken_tables(), [TableNo(2)]);
    assert_eq!(
        floor.next_hand(TableNo(1)),
        Err(FloorError::NoButton { table: TableNo(1) }),
        "the button is drawn again"
    );
    assert_eq!(floor.plan(&mut rng(1)), None);
}

#[test]
fn a_six_seat_event_finishes_seven_handed() {
    let (mut floor, mut dealer) = two_tables(6, &[1, 2, 3, 4], &[1, 2, 3]);
    let plan = floor.plan(&mut rng(2)).unwrap();
    assert_eq!(
        plan.kind,
        InstructionKind::FinalTable {
            table: TableNo(1),
            seats: 7
        }
    );
    dealer.apply(&mut floor, &plan);
    assert_eq!(floor.table(TableNo(1)).unwrap().seat_count(), 7);
}

#[test]
fn table_sizes_rp_9_does_not_cover_keep_their_size() {
    for (max, final_seats) in [(10, 10), (9, 9), (8, 9), (7, 7), (6, 7), (5, 5), (2, 2)] {
        let settings = FloorSettings::for_max_seats(max).unwrap();
        assert_eq!(settings.final_table_seats, final_seats, "{max}-seat tables");
    }
}

#[test]
fn ten_players_on_two_nine_seat_tables_wait_for_the_final_table() {
    let (mut floor, mut dealer) = two_tables(9, &[1, 2, 3, 4, 5], &[1, 2, 3, 4, 5]);
    assert_eq!(
        floor.plan(&mut rng(3)),
        None,
        "two tables never break to one but by RP-9"
    );
    bust(&mut floor, &[player(2, 5)]);
    let plan = floor.plan(&mut rng(3)).unwrap();
    assert!(matches!(plan.kind, InstructionKind::FinalTable { .. }));
    dealer.apply(&mut floor, &plan);
}

#[test]
fn every_seat_is_redrawn_including_the_final_tables_own_players() {
    let (floor, _) = two_tables(9, &[1, 2, 3, 4, 5], &[1, 2, 3, 4]);
    let plan = floor.plan(&mut rng(4)).unwrap();
    assert_eq!(plan.moves.len(), 9);
    let seats: BTreeSet<u8> = plan.moves.iter().map(|m| m.to.seat).collect();
    assert_eq!(seats.len(), 9, "each seat once");
    // Different seeds give different draws: the seats are drawn, not kept.
    let other = floor.plan(&mut rng(5)).unwrap();
    assert_ne!(plan.moves, other.moves);
}

#[test]
fn the_final_table_can_be_named() {
    let mut settings = FloorSettings::for_max_seats(9).unwrap();
    settings.final_table = Some(TableNo(20));
    let mut floor = Floor::new(&HouseRules::tda_2024().floor, settings).unwrap();
    let mut dealer = Dealer::new();
    table(&mut floor, 1, &[1, 2, 3, 4]);
    table(&mut floor, 2, &[1, 2, 3, 4]);
    let plan = floor.plan(&mut rng(6)).unwrap();
    assert_eq!(
        plan.kind,
        InstructionKind::FinalTable {
            table: TableNo(20),
            seats: 9
        }
    );
    dealer.apply(&mut floor, &plan);
    let numbers: Vec<TableNo> = floor.tables().map(|t| t.number()).collect();
    assert_eq!(numbers, [TableNo(20)]);
    assert_eq!(floor.broken_tables(), [TableNo(1), TableNo(2)]);
}

#[test]
fn the_final_table_draw_is_refused_if_a_player_is_missing() {
    let (mut floor, _) = two_tables(9, &[1, 2, 3, 4, 5], &[1, 2, 3, 4]);
    let mut plan = floor.plan(&mut rng(7)).unwrap();
    plan.moves.retain(|m| m.player != player(2, 3));
    let before = floor.clone();
    assert_eq!(
        floor.apply(&plan).unwrap_err().to_string(),
        "table 2 still has player 203 at seat 3, who has no move in the instruction"
    );
    assert_eq!(floor, before);
}
