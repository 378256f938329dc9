//! TDA 8 and 10A: late registrations, alternates and re-entries get a full stack and draw their
//! seat from the same open seats, among the shortest tables; they are dealt in at once, except
//! between the small blind and the button, where they wait for the button to pass.

use crate::floor_common;
use floor_common::*;
use riffle_core::floor::{FloorError, InstructionKind, PlayerId, SitOutReason, TableNo};
use riffle_text::{Lang, Say};

#[test]
fn an_entrant_drawn_between_the_small_blind_and_the_button_is_dealt_in_next_hand() {
    // Button 1, seats 2 and 3 empty, small blind 4 next hand. The entrant draws seat 2 or 3;
    // find a seed that draws seat 3.
    let setup = || {
        let mut floor = tda(9);
        let mut dealer = Dealer::new();
        table(&mut floor, 1, &[1, 4, 5, 6, 7, 8, 9]);
        assert_eq!(positions(&dealer.first(&mut floor, 1, 9)), (9, 1, 4));
        (floor, dealer)
    };
    let (mut floor, mut dealer, entry) = (0..)
        .find_map(|seed| {
            let (floor, dealer) = setup();
            let entry = floor.plan_entries(&[PlayerId(77)], &mut rng(seed)).unwrap();
            (entry.moves[0].to == at(1, 3)).then_some((floor, dealer, entry))
        })
        .unwrap();
    assert_eq!(entry.kind, InstructionKind::Entry);
    assert_eq!(
        entry.say(Lang::En),
        "The new entry draws a table among the shortest, then a seat (TDA 8).\nPlayer 77 draws \
         table 1, then seat 3; sits out next hand: the seat is between the small blind and the \
         button, dealt in once the button passes (TDA 10A)."
    );
    dealer.apply(&mut floor, &entry);

    let hand = dealer.deal(&mut floor, 1);
    assert_eq!(positions(&hand), (1, 4, 5));
    assert_eq!(hand.sitting_out.len(), 1);
    assert_eq!(hand.sitting_out[0].player, PlayerId(77));
    assert_eq!(
        hand.sitting_out[0].why,
        SitOutReason::BetweenSmallBlindAndButton
    );

    let next = dealer.deal(&mut floor, 1);
    assert_eq!(positions(&next), (4, 5, 6));
    assert_eq!(next.player_at(3), Some(PlayerId(77)));
}

#[test]
fn an_entrant_behind_the_button_is_dealt_in_at_once() {
    let mut floor = tda(9);
    let mut dealer = Dealer::new();
    table(&mut floor, 1, &[1, 2, 3, 4, 5, 6, 7, 8]);
    dealer.first(&mut floor, 1, 1);
    let entry = floor.plan_entries(&[PlayerId(90)], &mut rng(1)).unwrap();
    assert_eq!(entry.moves[0].to, at(1, 9), "the only open seat");
    assert!(
        entry.moves[0]
            .reason
            .say(Lang::En)
            .ends_with("dealt in next hand.")
    );
    dealer.apply(&mut floor, &entry);
    let hand = dealer.deal(&mut floor, 1);
    assert_eq!(hand.player_at(9), Some(PlayerId(90)));
}

#[test]
fn entries_go_to_the_shortest_tables() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 2, 3, 4, 5, 6, 7, 8, 9]);
    table(&mut floor, 2, &[1, 2, 3, 4, 5, 6, 7]);
    table(&mut floor, 3, &[1, 2, 3, 4, 5, 6, 7, 8]);
    let entry = floor
        .plan_entries(&[PlayerId(1), PlayerId(2)], &mut rng(2))
        .unwrap();
    assert!(entry.moves.iter().all(|m| m.to.table == TableNo(2)));
    let three = floor
        .plan_entries(&[PlayerId(1), PlayerId(2), PlayerId(3)], &mut rng(2))
        .unwrap();
    let mut tables: Vec<u32> = three.moves.iter().map(|m| m.to.table.0).collect();
    tables.sort();
    assert_eq!(tables, [2, 2, 3]);
}

#[test]
fn a_re_entry_is_a_new_entry_with_a_seat_of_its_own() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 2, 3]);
    bust(&mut floor, &[player(1, 2)]);
    // The same person buys in again: the tournament gives the re-entry a new id.
    let entry = floor.plan_entries(&[PlayerId(1002)], &mut rng(3)).unwrap();
    floor.apply(&entry).unwrap();
    assert!(floor.seat_of(PlayerId(1002)).is_some());
    assert_eq!(floor.seat_of(player(1, 2)), None);
}

#[test]
fn a_player_already_seated_cannot_enter_again() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 2, 3]);
    assert_eq!(
        floor.plan_entries(&[player(1, 2)], &mut rng(4)),
        Err(FloorError::AlreadySeated {
            player: player(1, 2),
            seat: at(1, 2)
        })
    );
}

#[test]
fn entries_beyond_the_open_seats_are_refused_and_change_nothing() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 2, 3, 4, 5, 6, 7]);
    let before = floor.clone();
    let refused = floor
        .plan_entries(&[PlayerId(1), PlayerId(2), PlayerId(3)], &mut rng(5))
        .unwrap_err();
    assert_eq!(
        refused.to_string(),
        "cannot seat 3 players: only 2 seats are open"
    );
    assert_eq!(floor, before);
    // The TD opens a table; the entrants now draw seats there first.
    floor.open_table(TableNo(2)).unwrap();
    let entry = floor
        .plan_entries(&[PlayerId(1), PlayerId(2), PlayerId(3)], &mut rng(5))
        .unwrap();
    assert!(entry.moves.iter().all(|m| m.to.table == TableNo(2)));
}
