//! Registration, late registration, re-entries, rebuys and add-ons, and the prize pool they
//! build, on the home-game turbo (late registration and rebuys to level 5, add-on at level 5).

use crate::tournament_common;
use riffle_tournament::Command;
use tournament_common::*;

fn turbo_with(names: &[&str]) -> Td {
    let mut td = Td::new("home-turbo", 9);
    td.register(names);
    td
}

#[test]
fn each_entry_adds_its_buy_in_to_the_pool_and_its_stack_to_the_chips_in_play() {
    let td = turbo_with(&[
        "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo",
    ]);
    let t = &td.tournament;
    assert_eq!(t.entries().len(), 10);
    assert_eq!(t.prize_pool(), 200);
    assert_eq!(
        t.payouts(),
        vec![100, 60, 40],
        "10 entries: the 8-entry row pays 50/30/20"
    );
    assert_eq!(t.chips_in_play(), 100_000);
    let display = t.display(td.now);
    assert_eq!(display.average_stack, 10_000);
    assert_eq!(
        display.average_stack_bb_tenths, 2_000,
        "200 big blinds at 25/50"
    );
}

#[test]
fn a_name_is_required() {
    let mut td = turbo_with(&[]);
    let err = td.refused(Command::Register {
        name: "  ".into(),
        notes: None,
        confirmed: false,
        profile: None,
    });
    assert_eq!(err, "a player's name cannot be empty");
}

#[test]
fn late_registration_closes_when_the_level_after_it_starts() {
    let mut td = turbo_with(&["Ann", "Bob"]);
    td.ok(Command::StartClock);
    // Levels of 10 minutes: level 5 ends at 50 minutes, then the break (registration stays open
    // through it), and level 6 starts at 60 minutes.
    td.minutes_later(55);
    td.register(&["Late"]);
    td.minutes_later(6);
    let err = td.refused(Command::Register {
        name: "Too late".into(),
        notes: None,
        confirmed: false,
        profile: None,
    });
    assert_eq!(
        err,
        "registration closed when level 6 started; late registration ran until level 5"
    );
}

#[test]
fn a_busted_player_re_enters_as_a_new_entry_with_the_same_name() {
    let mut td = Td::new("standard-20", 9);
    td.register(&["Ann", "Bob", "Cy"]);
    td.ok(Command::DrawSeats);
    let ann = td.id("Ann");
    let err = td.refused(Command::ReEnter {
        player: ann,
        profile: None,
    });
    assert_eq!(
        err,
        "Ann is still in the tournament; only a busted player can re-enter"
    );
    td.ok(Command::Eliminate {
        busts: vec![bust(ann, None)],
        on_hand_for_hand_announcement: false,
    });
    td.ok(Command::ReEnter {
        player: ann,
        profile: None,
    });
    let t = &td.tournament;
    let again = td.id("Ann");
    assert_ne!(again, ann);
    assert_eq!(t.entries().len(), 4);
    assert_eq!(t.purchases().re_entries, 1);
    assert!(
        t.floor().seat_of(again).is_some(),
        "a re-entry is seated at once (TDA 8)"
    );
    assert!(t.entry(ann).is_some_and(|e| !e.in_play()));
}

#[test]
fn rebuys_need_a_short_stack_and_stop_after_their_level() {
    let mut td = turbo_with(&["Ann", "Bob"]);
    let ann = td.id("Ann");
    td.ok(Command::StartClock);
    td.ok(Command::SetChips {
        player: ann,
        chips: 12_000,
        confirmed: false,
    });
    let err = td.refused(Command::Rebuy {
        player: ann,
        profile: None,
    });
    assert_eq!(
        err,
        "Ann has 12,000 chips; a rebuy is allowed with at most 10,000"
    );
    td.ok(Command::SetChips {
        player: ann,
        chips: 3_000,
        confirmed: false,
    });
    td.ok(Command::Rebuy {
        player: ann,
        profile: None,
    });
    assert_eq!(td.tournament.entry(ann).unwrap().chips, 13_000);
    assert_eq!(td.tournament.prize_pool(), 60);
    td.minutes_later(61);
    let err = td.refused(Command::Rebuy {
        player: ann,
        profile: None,
    });
    assert_eq!(err, "rebuys closed after level 5; the clock is at level 6");
}

#[test]
fn the_add_on_is_sold_once_at_the_end_of_its_level() {
    let mut td = turbo_with(&["Ann", "Bob"]);
    let bob = td.id("Bob");
    td.ok(Command::StartClock);
    let err = td.refused(Command::AddOn {
        player: bob,
        profile: None,
    });
    assert_eq!(
        err,
        "the add-on is offered at the end of level 5; the clock is at level 1"
    );
    td.minutes_later(52); // the break after level 5
    td.ok(Command::AddOn {
        player: bob,
        profile: None,
    });
    assert_eq!(td.tournament.entry(bob).unwrap().chips, 25_000);
    let err = td.refused(Command::AddOn {
        player: bob,
        profile: None,
    });
    assert_eq!(err, "Bob has reached the limit of 1 add-on a player");
    assert_eq!(td.tournament.display(td.now).add_ons, 1);
}

#[test]
fn an_event_without_re_entry_refuses_it_clearly() {
    let mut td = turbo_with(&["Ann", "Bob", "Cy"]);
    let ann = td.id("Ann");
    td.ok(Command::Eliminate {
        busts: vec![bust(ann, None)],
        on_hand_for_hand_announcement: false,
    });
    assert_eq!(
        td.refused(Command::ReEnter {
            player: ann,
            profile: None,
        }),
        "this event has no re-entry"
    );
}

#[test]
fn notes_are_kept_for_the_td() {
    let mut td = turbo_with(&[]);
    td.ok(Command::Register {
        name: "Dee".into(),
        notes: Some("  needs seat 1 (wheelchair)  ".into()),
        confirmed: false,
        profile: None,
    });
    let dee = td.id("Dee");
    assert_eq!(
        td.tournament.entry(dee).unwrap().notes.as_deref(),
        Some("needs seat 1 (wheelchair)")
    );
    assert!(
        !serde_json::to_string(&td.tournament.display(td.now))
            .unwrap()
            .contains("wheelchair"),
        "the players' screen never shows notes"
    );
}
