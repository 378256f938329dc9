//! Alternates: when the room's seats are all taken, a registration waits on a list and is
//! seated in order as players go out, the way sold-out events call their alternates.

use crate::tournament_common;
use riffle_tournament::Command;
use tournament_common::*;

fn names(td: &Td) -> Vec<String> {
    td.tournament
        .alternates()
        .iter()
        .map(|a| a.name.clone())
        .collect()
}

/// A room of 6 seats, full, with its draw made.
fn full_room() -> Td {
    let mut td = Td::new("home-turbo", 6);
    td.ok(Command::SetCapacity { seats: Some(6) });
    td.register(&["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]);
    td.ok(Command::DrawSeats);
    td
}

#[test]
fn a_registration_beyond_the_rooms_seats_waits_on_the_alternates_list() {
    let mut td = full_room();
    td.register(&["Gus", "Hal"]);
    assert_eq!(names(&td), ["Gus", "Hal"]);
    assert_eq!(td.tournament.players_left(), 6, "no entry was sold");
    assert_eq!(td.tournament.entries().len(), 6);
    assert_eq!(td.tournament.seats_free(), Some(0));
}

#[test]
fn the_first_alternate_is_seated_when_a_player_goes_out() {
    let mut td = full_room();
    td.register(&["Gus", "Hal"]);
    let refusal = td.refused(Command::SeatAlternate);
    assert!(
        refusal.contains("6 players are in for 6 seats"),
        "{refusal}"
    );
    let ann = td.id("Ann");
    td.ok(Command::Eliminate {
        busts: vec![bust(ann, None)],
        on_hand_for_hand_announcement: false,
    });
    assert_eq!(td.tournament.seats_free(), Some(1));
    td.ok(Command::SeatAlternate);
    assert_eq!(names(&td), ["Hal"]);
    let gus = td.id("Gus");
    assert!(
        td.tournament.floor().seat_of(gus).is_some(),
        "the alternate is drawn a seat at once"
    );
    assert_eq!(td.tournament.players_left(), 6);
    assert_eq!(td.replayed(), td.tournament, "the journal replays the same");
}

#[test]
fn nobody_registering_now_passes_an_alternate_already_waiting() {
    let mut td = full_room();
    td.register(&["Gus"]);
    td.ok(Command::SetCapacity { seats: Some(7) });
    td.register(&["Hal"]);
    assert_eq!(names(&td), ["Gus", "Hal"], "Hal queues behind Gus");
    td.ok(Command::SeatAlternate);
    assert_eq!(names(&td), ["Hal"]);
    assert!(td.tournament.floor().seat_of(td.id("Gus")).is_some());
}

#[test]
fn an_alternate_who_left_is_taken_off_the_list_by_place() {
    let mut td = full_room();
    td.register(&["Gus", "Hal", "Ida"]);
    td.ok(Command::DropAlternate { alternate: 2 });
    assert_eq!(names(&td), ["Gus", "Ida"]);
    let refusal = td.refused(Command::DropAlternate { alternate: 3 });
    assert!(
        refusal.contains("no alternate number 3; the list has 2"),
        "{refusal}"
    );
    let refusal = td.refused(Command::DropAlternate { alternate: 0 });
    assert!(refusal.contains("number 0"), "{refusal}");
}

#[test]
fn with_nobody_waiting_or_no_limit_there_is_no_alternate_to_seat() {
    let mut td = Td::new("home-turbo", 9);
    td.register(&["Ann", "Bob"]);
    assert_eq!(td.tournament.seats_free(), None);
    let refusal = td.refused(Command::SeatAlternate);
    assert!(
        refusal.contains("nobody is on the alternates' list"),
        "{refusal}"
    );
}

#[test]
fn a_room_of_fewer_than_two_seats_is_refused_and_no_limit_lifts_the_list() {
    let mut td = full_room();
    let refusal = td.refused(Command::SetCapacity { seats: Some(1) });
    assert!(refusal.contains("2 seats or more"), "{refusal}");
    td.ok(Command::SetCapacity { seats: None });
    td.register(&["Gus"]);
    assert!(names(&td).is_empty());
    assert!(td.tournament.floor().seat_of(td.id("Gus")).is_some());
}

#[test]
fn an_alternate_before_the_draw_is_seated_by_it_once_called() {
    let mut td = Td::new("home-turbo", 9);
    td.ok(Command::SetCapacity { seats: Some(2) });
    td.register(&["Ann", "Bob", "Cy"]);
    assert_eq!(names(&td), ["Cy"]);
    td.ok(Command::DrawSeats);
    assert!(td.tournament.floor().seat_of(td.id("Ann")).is_some());
    assert_eq!(td.tournament.entries().len(), 2, "Cy has no entry yet");
}

#[test]
fn a_re_entry_needs_a_seat_that_no_alternate_is_waiting_for() {
    let mut td = Td::new("deep-stack", 6);
    td.ok(Command::SetCapacity { seats: Some(3) });
    td.register(&["Ann", "Bob", "Cy", "Dee"]);
    td.ok(Command::DrawSeats);
    let ann = td.id("Ann");
    td.ok(Command::Eliminate {
        busts: vec![bust(ann, None)],
        on_hand_for_hand_announcement: false,
    });
    let refusal = td.refused(Command::ReEnter {
        player: ann,
        profile: None,
    });
    assert!(
        refusal.contains("2 players are in for 3 seats"),
        "{refusal}"
    );
    td.ok(Command::SeatAlternate);
    td.ok(Command::SetCapacity { seats: Some(4) });
    td.ok(Command::ReEnter {
        player: ann,
        profile: None,
    });
    assert_eq!(td.tournament.players_left(), 4);
}
