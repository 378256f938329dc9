//! TDA 10A/B said with the moves of one instruction: the players a break or a balance sends
//! to a table are seated there together, so the table has one next button among them and
//! each is told what the table will be with the others in it. The trial told all seven
//! players a break sent to one table that they had the next button.

use crate::floor_common;
use floor_common::*;
use riffle_core::floor::Arrival;

#[test]
fn seven_players_a_break_sends_to_one_table_are_told_of_one_button_between_them() {
    let mut floor = tda(9);
    // Heads-up at table 1, seat 2 on the button: a third player anywhere would have the next
    // one, but not seven at once.
    table(&mut floor, 1, &[1, 2]);
    let mut dealer = Dealer::new();
    dealer.first(&mut floor, 1, 2);
    let seats: Vec<_> = (3..=9).map(|seat| (player(2, seat), at(1, seat))).collect();

    let alone: Vec<_> = seats.iter().map(|(p, to)| floor.arrival(*p, *to)).collect();
    let together = floor.arrivals(&seats);
    let buttons = |arrivals: &[Option<Arrival>]| {
        (arrivals.iter())
            .filter(|a| **a == Some(Arrival::OnButton))
            .count()
    };
    assert!(
        buttons(&alone) > 1,
        "each alone would have the button of a table of three: {alone:?}"
    );
    assert!(
        buttons(&together) <= 1,
        "one button at table 1 for the seven together: {together:?}"
    );
    // A move alone is told as before.
    assert_eq!(floor.arrivals(&seats[..1]), alone[..1]);
}
