//! TDA 7 and seed 004: seats are drawn at random, whatever the method, and only players still in
//! the event sit at a table. A player found in the wrong seat moves to the right one with their
//! current stack.

use crate::floor_common;
use floor_common::*;
use riffle_core::floor::{FloorError, InstructionKind, PlayerId, Reason, Seat, TableNo};
use riffle_text::{Lang, Say};
use std::collections::{BTreeMap, HashMap, HashSet};

fn field(n: u32) -> Vec<PlayerId> {
    (1..=n).map(PlayerId).collect()
}

fn room_of(tables: u32) -> riffle_core::floor::Floor {
    let mut floor = tda(9);
    for t in 1..=tables {
        floor.open_table(TableNo(t)).unwrap();
    }
    floor
}

#[test]
fn a_hundred_players_are_drawn_eight_or_nine_to_a_table() {
    let mut floor = room_of(12);
    let draw = floor.plan_seat_draw(&field(100), &mut rng(1)).unwrap();
    assert_eq!(draw.kind, InstructionKind::SeatDraw);
    assert_eq!(
        draw.reason,
        Reason::SeatDraw {
            players: 100,
            tables: 12,
            fewest: 8,
            most: 9,
            from_flights: false
        }
    );
    assert_eq!(
        draw.reason.say(Lang::En),
        "Seat draw (TDA 7): 100 players at 12 tables, 8 or 9 a table."
    );
    floor.apply(&draw).unwrap();
    assert_eq!(floor.players_left(), 100);
    let counts: Vec<u8> = floor.tables().map(|t| t.player_count()).collect();
    assert!(counts.iter().all(|&n| n == 8 || n == 9), "{counts:?}");
    let seats: HashSet<_> = field(100)
        .iter()
        .map(|&p| floor.seat_of(p).unwrap())
        .collect();
    assert_eq!(seats.len(), 100, "every player has a seat of their own");
}

#[test]
fn the_draw_is_random_and_reproducible_from_its_seed() {
    let floor = room_of(12);
    let first = floor.plan_seat_draw(&field(100), &mut rng(1)).unwrap();
    assert_eq!(
        first,
        floor.plan_seat_draw(&field(100), &mut rng(1)).unwrap()
    );
    assert_ne!(
        first,
        floor.plan_seat_draw(&field(100), &mut rng(2)).unwrap()
    );
}

#[test]
fn every_seat_is_equally_likely() {
    // One player, one table: over 9,000 draws each seat comes up about 1,000 times.
    let floor = room_of(1);
    let mut rng = rng(3);
    let mut hits: BTreeMap<u8, u32> = BTreeMap::new();
    for _ in 0..9_000 {
        let draw = floor.plan_seat_draw(&[PlayerId(1)], &mut rng).unwrap();
        *hits.entry(draw.moves[0].to.seat).or_default() += 1;
    }
    assert_eq!(hits.len(), 9);
    assert!(hits.values().all(|&n| (850..1150).contains(&n)), "{hits:?}");
}

#[test]
fn closed_seats_are_never_drawn() {
    let mut floor = room_of(2);
    for seat in [2, 5, 9] {
        floor.close_seat(at(1, seat)).unwrap();
    }
    let draw = floor.plan_seat_draw(&field(15), &mut rng(4)).unwrap();
    floor.apply(&draw).unwrap();
    let table = floor.table(TableNo(1)).unwrap();
    for seat in [2, 5, 9] {
        assert_eq!(table.seat(seat), Some(Seat::Closed));
    }
    assert_eq!(table.player_count(), 6);
    assert_eq!(floor.table(TableNo(2)).unwrap().player_count(), 9);
}

#[test]
fn more_players_than_open_seats_is_refused_and_changes_nothing() {
    let mut floor = room_of(1);
    floor.close_seat(at(1, 9)).unwrap();
    let before = floor.clone();
    let refused = floor.plan_seat_draw(&field(9), &mut rng(5)).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "cannot seat 9 players: only 8 seats are open"
    );
    assert_eq!(floor, before);
}

#[test]
fn a_player_listed_twice_or_a_second_draw_is_refused() {
    let mut floor = room_of(2);
    let twice = [PlayerId(1), PlayerId(2), PlayerId(1)];
    assert_eq!(
        floor.plan_seat_draw(&twice, &mut rng(6)),
        Err(FloorError::DuplicatePlayer {
            player: PlayerId(1)
        })
    );
    assert_eq!(
        floor.plan_seat_draw(&[], &mut rng(6)),
        Err(FloorError::NoPlayers)
    );
    let draw = floor.plan_seat_draw(&field(10), &mut rng(6)).unwrap();
    floor.apply(&draw).unwrap();
    assert_eq!(
        floor
            .plan_seat_draw(&[PlayerId(50)], &mut rng(6))
            .unwrap_err()
            .to_string(),
        "the field has already been drawn (10 seated): draw newcomers as late registrations"
    );
    // Applying the same draw twice is refused too: its players are already seated.
    let before = floor.clone();
    assert!(floor.apply(&draw).is_err());
    assert_eq!(floor, before);
}

#[test]
fn a_player_found_in_the_wrong_seat_moves_to_the_right_one_with_the_current_stack() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 2, 3]);
    // The draw put player 42 in seat 7, but the floor recorded seat 5 and the player sits there
    // with 21,400 in chips. The floor moves seats, never chips: the stack goes along.
    let misplaced = floor
        .plan_assign(PlayerId(42), at(1, 5), "recorded as seated")
        .unwrap();
    floor.apply(&misplaced).unwrap();
    let stacks: HashMap<PlayerId, u64> = HashMap::from([(PlayerId(42), 21_400)]);

    let fix = floor
        .plan_assign(
            PlayerId(42),
            at(1, 7),
            "found in seat 5, assigned seat 7 (TDA 7)",
        )
        .unwrap();
    assert_eq!(fix.kind, InstructionKind::Assign);
    assert_eq!(fix.moves[0].from, Some(at(1, 5)));
    floor.apply(&fix).unwrap();
    assert_eq!(floor.seat_of(PlayerId(42)), Some(at(1, 7)));
    assert_eq!(floor.table(TableNo(1)).unwrap().seat(5), Some(Seat::Open));
    assert_eq!(stacks[&PlayerId(42)], 21_400);
}

#[test]
fn the_td_cannot_seat_a_player_in_a_taken_or_closed_seat_or_without_a_reason() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 2, 3]);
    floor.close_seat(at(1, 4)).unwrap();
    let before = floor.clone();
    assert_eq!(
        floor
            .plan_assign(PlayerId(7), at(1, 2), "special needs")
            .unwrap_err()
            .to_string(),
        "table 1 seat 2 is taken by player 102; choose an open seat"
    );
    assert_eq!(
        floor
            .plan_assign(PlayerId(7), at(1, 4), "special needs")
            .unwrap_err()
            .to_string(),
        "table 1 seat 4 is closed; open it first or choose an open seat"
    );
    assert_eq!(
        floor
            .plan_assign(PlayerId(7), at(1, 12), "special needs")
            .unwrap_err()
            .to_string(),
        "table 1 has seats 1 to 9; there is no seat 12"
    );
    assert_eq!(
        floor.plan_assign(PlayerId(7), at(1, 5), ""),
        Err(FloorError::ReasonRequired)
    );
    assert_eq!(floor, before);
}

#[test]
fn tables_have_two_to_ten_seats_and_distinct_numbers() {
    assert_eq!(
        riffle_core::floor::FloorSettings::for_max_seats(11)
            .unwrap_err()
            .to_string(),
        "a table has 2 to 10 seats, not 11"
    );
    let mut floor = tda(9);
    floor.open_table(TableNo(7)).unwrap();
    assert_eq!(
        floor.open_table(TableNo(7)).unwrap_err().to_string(),
        "table 7 is already in play; choose another table number"
    );
    assert_eq!(
        floor
            .close_seat(at(7, 3))
            .and_then(|()| floor.close_seat(at(7, 3))),
        Err(FloorError::SeatAlreadyClosed { seat: at(7, 3) })
    );
    floor.reopen_seat(at(7, 3)).unwrap();
    assert_eq!(
        floor.reopen_seat(at(7, 3)),
        Err(FloorError::SeatAlreadyOpen { seat: at(7, 3) })
    );
}

#[test]
fn a_saved_floor_loads_back_identical() {
    let mut floor = room_of(3);
    let draw = floor.plan_seat_draw(&field(25), &mut rng(8)).unwrap();
    floor.apply(&draw).unwrap();
    floor.close_seat(floor_open_seat(&floor)).unwrap();
    let mut dealer = Dealer::new();
    for t in 1..=3 {
        let button = floor.table(TableNo(t)).unwrap().players().next().unwrap().0;
        dealer.first(&mut floor, t, button);
    }
    let saved = serde_json::to_string(&floor).unwrap();
    let loaded: riffle_core::floor::Floor = serde_json::from_str(&saved).unwrap();
    assert_eq!(loaded, floor);
    assert_eq!(loaded.plan(&mut rng(9)), floor.plan(&mut rng(9)));
}

/// A table broken from the middle of the order the tables were opened in leaves that order
/// with a gap; the floor read back has none and is still the same floor.
#[test]
fn a_floor_that_broke_a_table_opened_in_between_loads_back_identical() {
    let mut floor = room_of(3);
    let draw = floor.plan_seat_draw(&field(12), &mut rng(8)).unwrap();
    floor.apply(&draw).unwrap();
    let break_two = floor.plan_break_now(TableNo(2), &mut rng(9)).unwrap();
    floor.apply(&break_two).unwrap();
    assert!(floor.table(TableNo(2)).is_none());
    let saved = serde_json::to_string(&floor).unwrap();
    let loaded: riffle_core::floor::Floor = serde_json::from_str(&saved).unwrap();
    assert_eq!(loaded, floor);
    assert_eq!(loaded.plan(&mut rng(9)), floor.plan(&mut rng(9)));
}

#[test]
fn a_saved_floor_with_a_player_seated_twice_is_refused() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 2]);
    let saved = serde_json::to_string(&floor).unwrap();
    let corrupt = saved.replace("\"player\":102", "\"player\":101");
    let refused = serde_json::from_str::<riffle_core::floor::Floor>(&corrupt).unwrap_err();
    assert!(
        refused
            .to_string()
            .contains("the saved floor is inconsistent: player 101 is seated at table 1 seat 1 and at table 1 seat 2"),
        "{refused}"
    );
}

fn floor_open_seat(floor: &riffle_core::floor::Floor) -> riffle_core::floor::SeatRef {
    floor
        .tables()
        .find_map(|t| {
            t.seats()
                .find(|(_, s)| *s == Seat::Open)
                .map(|(n, _)| at(t.number().0, n))
        })
        .unwrap()
}
