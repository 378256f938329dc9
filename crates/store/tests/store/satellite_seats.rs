//! Satellites: the pool buys seats to a target event at the seat's price, the cash left over
//! goes to the next place, and play stops when the players left equal the seats, each winning
//! one. On the home turbo, 10 entries of 20 make a pool of 200.

use crate::tournament_common;
use riffle_core::structure::{Satellite, Structure, shipped};
use riffle_tournament::{Command, Setup, StructureSource};
use std::num::NonZeroU64;
use tournament_common::*;

const TEN: [&str; 10] = [
    "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo",
];

fn satellite(seat_value: u64) -> Satellite {
    Satellite {
        seat_value: NonZeroU64::new(seat_value).unwrap(),
        target: Some("Main Event".into()),
    }
}

fn satellite_event(seat_value: u64) -> Td {
    let mut structure: Structure = shipped("home-turbo").unwrap().unwrap();
    structure.satellite = Some(satellite(seat_value));
    let mut td = Td::with_setup(&Setup {
        name: "Satellite".into(),
        structure: StructureSource::Inline(Box::new(structure)),
        house_rules: None,
        seats_per_table: 9,
    });
    td.register(&TEN);
    td.ok(Command::DrawSeats);
    td
}

fn out(td: &mut Td, name: &str) -> Result<(), riffle_tournament::RuleError> {
    let busts = vec![bust(td.id(name), None)];
    td.run(Command::Eliminate {
        busts,
        on_hand_for_hand_announcement: false,
    })
}

#[test]
fn the_pool_buys_whole_seats_and_the_rest_is_cash_for_the_next_place() {
    assert_eq!(satellite(60).seats(200, 10), 3);
    assert_eq!(satellite(50).seats(200, 10), 4);
    assert_eq!(satellite(500).seats(200, 10), 0);
    assert_eq!(
        satellite(10).seats(200, 10),
        10,
        "never more seats than players"
    );
    let td = satellite_event(60);
    assert_eq!(td.tournament.satellite_seats(), Some(3));
    assert_eq!(td.tournament.payouts(), [60, 60, 60, 20]);
    // Ten seats would be worth more than the pool: every player wins one and the cash left
    // goes with the first.
    let td = satellite_event(15);
    assert_eq!(td.tournament.payouts().iter().sum::<u64>(), 200);
    assert_eq!(td.tournament.payouts().len(), 10);
}

#[test]
fn play_stops_when_the_players_left_equal_the_seats() {
    let mut td = satellite_event(60);
    for name in TEN[3..].iter().rev() {
        out(&mut td, name).unwrap();
    }
    assert!(td.tournament.satellite_over());
    let refusal = out(&mut td, "Cy").unwrap_err().to_string();
    assert!(refusal.starts_with("the satellite is over"), "{refusal}");
    let standings = td.tournament.standings();
    let seat = |name: &str| {
        let id = td.id(name);
        let s = standings.iter().find(|s| s.player == id).unwrap();
        (s.place, s.prize)
    };
    // The three left each win a seat; Dee, fourth, the 20 left over; Eve nothing.
    for name in ["Ann", "Bob", "Cy"] {
        assert_eq!(seat(name), (1, 60), "{name}");
    }
    assert_eq!(seat("Dee"), (4, 20));
    assert_eq!(seat("Eve"), (5, 0));
    let paid: u64 = standings.iter().map(|s| s.prize).sum();
    assert_eq!(paid, 200);
}

#[test]
fn the_players_screen_counts_the_seats_won_and_left() {
    // Seats of 60: the pool of 200 buys three, the 20 left over goes to fourth place.
    let mut td = satellite_event(60);
    let seats = |td: &Td| {
        let shown = td.tournament.display(td.now).satellite.unwrap();
        (shown.won, shown.left(), shown.target)
    };
    assert_eq!(seats(&td), (0, 3, Some("Main Event".to_string())));
    for name in ["Jo", "Ida", "Hal", "Gus", "Fay", "Eve"] {
        out(&mut td, name).unwrap();
    }
    assert_eq!(seats(&td).0, 0, "fourth place wins cash, not a seat");
    out(&mut td, "Dee").unwrap();
    let (won, left, _) = seats(&td);
    assert_eq!((won, left), (3, 0), "the three left each hold a seat");
}

#[test]
fn an_event_without_seats_shows_none() {
    let td = Td::new("home-turbo", 9);
    assert_eq!(td.tournament.display(td.now).satellite, None);
}
