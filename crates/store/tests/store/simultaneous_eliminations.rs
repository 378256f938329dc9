//! Places and prizes of players who bust (seed 004: on the same hand the bigger starting stack
//! places higher; TDA: equal stacks share; RP-8A: busting on the hand in progress when
//! hand-for-hand is announced shares the paid place), on the home turbo: 10 entries pay
//! 100 / 60 / 40.

use crate::tournament_common;
use riffle_tournament::{Command, Standing};
use tournament_common::*;

const TEN: [&str; 10] = [
    "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo",
];

fn ten_players() -> Td {
    let mut td = Td::new("home-turbo", 9);
    td.register(&TEN);
    td.ok(Command::DrawSeats);
    td
}

fn standing(td: &Td, name: &str) -> Standing {
    let id = td.id(name);
    td.tournament
        .standings()
        .into_iter()
        .find(|s| s.player == id)
        .unwrap_or_else(|| panic!("{name} has no place"))
}

fn eliminate(td: &mut Td, busts: &[(&str, u64)], announcement: bool) {
    let busts = busts
        .iter()
        .map(|(name, stack)| bust(td.id(name), Some(*stack)))
        .collect();
    td.ok(Command::Eliminate {
        busts,
        on_hand_for_hand_announcement: announcement,
    });
}

#[test]
fn the_first_player_out_of_ten_finishes_tenth() {
    let mut td = ten_players();
    let jo = td.id("Jo");
    td.ok(Command::Eliminate {
        busts: vec![bust(jo, None)],
        on_hand_for_hand_announcement: false,
    });
    let s = standing(&td, "Jo");
    assert_eq!((s.place, s.shared, s.prize), (10, false, 0));
    assert_eq!(td.tournament.players_left(), 9);
}

#[test]
fn on_one_hand_the_bigger_starting_stack_places_higher() {
    let mut td = ten_players();
    eliminate(&mut td, &[("Ann", 3_000), ("Bob", 5_000)], false);
    assert_eq!(standing(&td, "Bob").place, 9);
    assert_eq!(standing(&td, "Ann").place, 10);
}

#[test]
fn equal_starting_stacks_share_the_places_and_their_prizes() {
    let mut td = ten_players();
    for name in ["Cy", "Dee", "Eve", "Fay", "Gus", "Hal"] {
        eliminate(&mut td, &[(name, 1)], false);
    }
    // Four left; two bust on one hand with the same stack: they share 3rd and 4th.
    eliminate(&mut td, &[("Ann", 8_000), ("Bob", 8_000)], false);
    let (ann, bob) = (standing(&td, "Ann"), standing(&td, "Bob"));
    assert_eq!((ann.place, ann.shared), (3, true));
    assert_eq!((bob.place, bob.shared), (3, true));
    assert_eq!(
        ann.prize + bob.prize,
        40,
        "3rd pays 40, 4th nothing: 20 each"
    );
    assert_eq!((ann.prize, bob.prize), (20, 20));
}

#[test]
fn rp_8a_busting_on_the_announcement_hand_shares_the_paid_place() {
    let mut td = ten_players();
    for name in ["Fay", "Gus", "Hal", "Ida", "Jo"] {
        eliminate(&mut td, &[(name, 1)], false);
    }
    // Pays 3, five left: three bust on the hand in progress when hand-for-hand is announced.
    eliminate(
        &mut td,
        &[("Cy", 9_000), ("Dee", 4_000), ("Eve", 2_000)],
        true,
    );
    let places: Vec<(u32, bool, u64)> = ["Cy", "Dee", "Eve"]
        .iter()
        .map(|n| {
            let s = standing(&td, n);
            (s.place, s.shared, s.prize)
        })
        .collect();
    assert_eq!(places, vec![(3, true, 14), (3, true, 13), (3, true, 13)]);
}

#[test]
fn under_the_french_rules_the_announcement_hand_still_places_by_stack() {
    let setup = riffle_tournament::Setup {
        name: "Jeudi".into(),
        structure: riffle_tournament::StructureSource::Shipped("home-turbo".into()),
        house_rules: Some("Seed-FR".into()),
        seats_per_table: 9,
    };
    let mut td = Td::with_setup(&setup);
    td.register(&TEN);
    for name in ["Fay", "Gus", "Hal", "Ida", "Jo"] {
        eliminate(&mut td, &[(name, 1)], false);
    }
    eliminate(
        &mut td,
        &[("Cy", 9_000), ("Dee", 4_000), ("Eve", 2_000)],
        true,
    );
    assert_eq!(standing(&td, "Cy").place, 3);
    assert_eq!(standing(&td, "Cy").prize, 40);
    assert_eq!(standing(&td, "Dee").place, 4);
    assert_eq!(standing(&td, "Eve").place, 5);
}

#[test]
fn several_busts_need_their_starting_stacks() {
    let mut td = ten_players();
    let (ann, bob) = (td.id("Ann"), td.id("Bob"));
    let err = td.refused(Command::Eliminate {
        busts: vec![bust(ann, Some(100)), bust(bob, None)],
        on_hand_for_hand_announcement: false,
    });
    assert!(
        err.contains("give each one's chips at the start of the hand"),
        "{err}"
    );
    let err = td.refused(Command::Eliminate {
        busts: vec![bust(ann, Some(100)), bust(ann, Some(100))],
        on_hand_for_hand_announcement: false,
    });
    assert_eq!(err, "Ann is listed twice");
    td.ok(Command::Eliminate {
        busts: vec![bust(ann, None)],
        on_hand_for_hand_announcement: false,
    });
    let err = td.refused(Command::Eliminate {
        busts: vec![bust(ann, None)],
        on_hand_for_hand_announcement: false,
    });
    assert_eq!(
        err,
        "Ann is out of the tournament; only players still in can do that"
    );
}

#[test]
fn the_last_player_standing_wins_and_the_pool_is_paid_in_full() {
    let mut td = ten_players();
    for name in &TEN[1..] {
        eliminate(&mut td, &[(name, 1)], false);
    }
    let winner = standing(&td, "Ann");
    assert_eq!((winner.place, winner.prize), (1, 100));
    let paid: u64 = td.tournament.standings().iter().map(|s| s.prize).sum();
    assert_eq!(paid, td.tournament.prize_pool());
    assert_eq!(standing(&td, "Jo").place, 2, "the last one out is second");
    assert_eq!(standing(&td, "Bob").place, 10, "the first one out is tenth");
}

#[test]
fn the_preview_of_an_elimination_gives_the_places_it_will_give_and_changes_nothing() {
    let mut td = ten_players();
    for name in ["Cy", "Dee", "Eve", "Fay", "Gus", "Hal"] {
        eliminate(&mut td, &[(name, 1)], false);
    }
    let command = Command::Eliminate {
        busts: vec![
            bust(td.id("Ann"), Some(8_000)),
            bust(td.id("Bob"), Some(8_000)),
        ],
        on_hand_for_hand_announcement: false,
    };
    let before = td.tournament.clone();
    let preview = td.tournament.preview(&command, td.now).unwrap();
    assert_eq!(td.tournament, before, "asking changes nothing");
    td.ok(command);
    let done: Vec<Standing> = ["Ann", "Bob"]
        .iter()
        .map(|name| standing(&td, name))
        .collect();
    assert_eq!(preview.standings, done);
    assert!(!preview.events.is_empty());
}
