//! The TD may replace the structure's prizes before the money, with the sum checked against the
//! pool; the edit is journaled, and a change of the pool brings the structure's prizes back. On
//! the home turbo, 10 entries of 20 pay 100 / 60 / 40.

use crate::tournament_common;
use riffle_tournament::Command;
use tournament_common::*;

const TEN: [&str; 10] = [
    "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo",
];

fn ten() -> Td {
    let mut td = Td::new("home-turbo", 9);
    td.register(&TEN);
    td.ok(Command::DrawSeats);
    td
}

#[test]
fn the_td_sets_prizes_adding_up_to_the_pool_before_the_money() {
    let mut td = ten();
    assert_eq!(td.tournament.payouts(), [100, 60, 40]);
    td.ok(Command::SetPayouts {
        prizes: vec![90, 60, 30, 20],
        kept: None,
    });
    assert_eq!(td.tournament.payouts(), [90, 60, 30, 20]);
    assert_eq!(td.replayed(), td.tournament, "the edit is in the journal");
    let refusal = td.refused(Command::SetPayouts {
        prizes: vec![100, 60, 30],
        kept: None,
    });
    assert!(
        refusal.starts_with("the prizes add up to 190, not the prize pool of 200"),
        "{refusal}"
    );
    let refusal = td.refused(Command::SetPayouts {
        prizes: vec![60, 100, 40],
        kept: None,
    });
    assert!(
        refusal.starts_with("place 2 would pay more than place 1"),
        "{refusal}"
    );
    td.ok(Command::SetPayouts {
        prizes: Vec::new(),
        kept: None,
    });
    assert_eq!(td.tournament.payouts(), [100, 60, 40]);
}

#[test]
fn a_late_entry_brings_the_structures_prizes_back() {
    let mut td = ten();
    td.ok(Command::SetPayouts {
        prizes: vec![120, 80],
        kept: None,
    });
    td.register(&["Kim"]);
    let paid: u64 = td.tournament.payouts().iter().sum();
    assert_eq!(paid, 220, "the new pool is paid in full, by the structure");
}

#[test]
fn prizes_no_longer_change_once_in_the_money() {
    let mut td = ten();
    for name in TEN[3..].iter().rev() {
        let busts = vec![bust(td.id(name), None)];
        td.ok(Command::Eliminate {
            busts,
            on_hand_for_hand_announcement: false,
        });
    }
    let refusal = td.refused(Command::SetPayouts {
        prizes: vec![150, 50],
        kept: None,
    });
    assert!(
        refusal.starts_with("the prizes are set before the money"),
        "{refusal}"
    );
}
