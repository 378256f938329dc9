//! Unregistering before the seat draw: a player who registered and leaves before sitting down
//! is paid back what the entry bought. The entry keeps its number and counts nowhere: not in
//! play, not in the field, the prize pool, the cashier's totals, the draw or the places. After
//! the draw a player who leaves is eliminated instead; undo brings the entry back.

use crate::tournament_common;
use riffle_tournament::{Command, Tournament};
use tournament_common::*;

/// Four players on the deep stack: 220 to the pool and 30 to the house each, 50,000 chips
/// (the pool is guaranteed, so the buy-ins collected are what moves).
fn four_registered() -> Td {
    let mut td = Td::new("deep-stack", 9);
    td.register(&["Ann", "Bob", "Cy", "Dee"]);
    td
}

fn unregister(td: &mut Td, name: &str) {
    let player = td.id(name);
    td.ok(Command::Unregister { player });
}

fn withdrawn(t: &Tournament, name: &str) -> Option<u64> {
    t.entries().iter().find(|e| e.name == name)?.withdrawn
}

#[test]
fn the_player_is_paid_back_and_leaves_the_field_the_pool_and_the_cashiers_totals() {
    let mut td = four_registered();
    unregister(&mut td, "Bob");
    let t = &td.tournament;
    assert_eq!(withdrawn(t, "Bob"), Some(250), "buy-in and fee paid back");
    assert_eq!(t.refunds(), (1, 250));
    assert_eq!(t.field(), 3);
    assert_eq!(t.players_left(), 3);
    let cashier = t.cashier().unwrap();
    assert_eq!((cashier.collected, cashier.fees), (660, 90));
    assert_eq!(t.chips_in_play(), 150_000);
    assert_eq!(t.entries().len(), 4, "the entry keeps its number");
    assert_eq!(td.id("Cy").0, 2, "the entries after it keep theirs");
    assert!(t.players_in().all(|e| e.name != "Bob"));
    assert_eq!(td.replayed(), td.tournament, "the journal replays the same");
}

#[test]
fn rebuys_bought_before_the_draw_are_paid_back_with_the_entry() {
    let mut td = Td::new("home-turbo", 9);
    td.register(&["Ann", "Bob"]);
    let ann = td.id("Ann");
    td.ok(Command::Rebuy {
        player: ann,
        profile: None,
    });
    unregister(&mut td, "Ann");
    assert_eq!(withdrawn(&td.tournament, "Ann"), Some(40));
    assert_eq!(td.tournament.purchases().rebuys, 0);
    assert_eq!(td.tournament.prize_pool(), 20);
    assert_eq!(td.tournament.chips_in_play(), 10_000);
}

#[test]
fn the_seat_draw_and_the_places_leave_a_withdrawn_entry_out() {
    let mut td = four_registered();
    unregister(&mut td, "Bob");
    td.ok(Command::DrawSeats);
    let bob = td.id("Bob");
    assert_eq!(
        td.tournament.floor().seat_of(bob),
        None,
        "Bob draws no seat"
    );
    let seated: usize = td
        .tournament
        .floor()
        .tables()
        .map(|t| t.players().count())
        .sum();
    assert_eq!(seated, 3);
    let ann = td.id("Ann");
    td.ok(Command::Eliminate {
        busts: vec![bust(ann, None)],
        on_hand_for_hand_announcement: false,
    });
    let standings = td.tournament.standings();
    let place = standings.iter().find(|s| s.player == ann).unwrap().place;
    assert_eq!(place, 3, "first out of a field of three");
    assert!(standings.iter().all(|s| s.player != bob));
}

#[test]
fn after_the_draw_the_td_is_told_to_eliminate_the_player_instead() {
    let mut td = four_registered();
    td.ok(Command::DrawSeats);
    let bob = td.id("Bob");
    let refusal = td.refused(Command::Unregister { player: bob });
    assert!(refusal.contains("the seats are drawn"), "{refusal}");
    assert!(refusal.contains("eliminated"), "{refusal}");
    assert_eq!(td.tournament.field(), 4);
}

#[test]
fn undo_brings_the_entry_back_with_its_money() {
    let mut td = four_registered();
    unregister(&mut td, "Bob");
    td.ok(Command::Undo);
    let t = &td.tournament;
    assert_eq!(withdrawn(t, "Bob"), None);
    assert_eq!(t.refunds(), (0, 0));
    assert_eq!((t.field(), t.players_left()), (4, 4));
    assert_eq!(t.cashier().unwrap().collected, 880);
    assert_eq!(t.chips_in_play(), 200_000);
}

#[test]
fn a_withdrawn_entry_cannot_re_enter_rebuy_be_seated_eliminated_or_unregistered_again() {
    let mut td = four_registered();
    unregister(&mut td, "Bob");
    let bob = td.id("Bob");
    let refusals = [
        td.refused(Command::ReEnter {
            player: bob,
            profile: None,
        }),
        td.refused(Command::Unregister { player: bob }),
        td.refused(Command::Eliminate {
            busts: vec![bust(bob, None)],
            on_hand_for_hand_announcement: false,
        }),
        td.refused(Command::SetChips {
            player: bob,
            chips: 1000,
            confirmed: false,
        }),
    ];
    for refusal in refusals {
        assert!(
            refusal.contains("Bob was unregistered before the seat draw"),
            "{refusal}"
        );
    }
    td.ok(Command::DrawSeats);
    let refusal = td.refused(Command::AssignSeat {
        player: bob,
        table: 1,
        seat: 9,
        reason: "came back".into(),
    });
    assert!(refusal.contains("unregistered"), "{refusal}");
    // A player who comes back buys a new entry, under a new number.
    td.register(&["Bob"]);
    assert_eq!(td.id("Bob").0, 4);
    assert_eq!(td.tournament.field(), 4);
}

#[test]
fn the_place_freed_in_a_full_room_goes_to_the_first_alternate() {
    let mut td = Td::new("deep-stack", 9);
    td.ok(Command::SetCapacity { seats: Some(3) });
    td.register(&["Ann", "Bob", "Cy", "Dee", "Eve"]);
    assert_eq!(td.tournament.alternates().len(), 2);
    unregister(&mut td, "Bob");
    let t = &td.tournament;
    let waiting: Vec<&str> = t.alternates().iter().map(|a| a.name.as_str()).collect();
    assert_eq!(waiting, ["Eve"]);
    assert!(
        t.players_in().any(|e| e.name == "Dee"),
        "Dee bought the seat"
    );
    assert_eq!((t.players_left(), t.field()), (3, 3));
    assert_eq!(td.replayed(), td.tournament);
}

#[test]
fn an_unknown_entry_is_refused_by_its_number() {
    let mut td = four_registered();
    let refusal = td.refused(Command::Unregister {
        player: riffle_core::floor::PlayerId(9),
    });
    assert!(refusal.contains('9') || refusal.contains("10"), "{refusal}");
}

#[test]
fn the_results_list_a_withdrawn_entry_last_as_withdrawn() {
    let mut td = four_registered();
    unregister(&mut td, "Bob");
    td.ok(Command::DrawSeats);
    let csv = riffle_store::export::results_csv(&td.tournament, Default::default());
    let last = csv.lines().last().unwrap();
    assert!(
        last.contains("Bob") && last.contains(",withdrawn,"),
        "{csv}"
    );
    assert_eq!(csv.matches("withdrawn").count(), 1, "{csv}");
}
