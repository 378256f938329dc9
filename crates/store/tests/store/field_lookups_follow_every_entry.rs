//! The look-ups every command reads instead of the whole field (the namesake index by folded
//! name, the count of players in play and of entries counted) say what a reading of every
//! entry would say, after every kind of command that changes an entry and after a snapshot is
//! loaded: a 20,000-entry day gets its answers without reading 20,000 entries.

use crate::tournament_common::*;
use riffle_tournament::namesakes::NamesakeRefusal;
use riffle_tournament::{Command, RuleError, Tournament};

fn register(name: &str) -> Command {
    Command::Register {
        name: name.into(),
        notes: None,
        confirmed: false,
        profile: None,
    }
}

fn namesake_of(td: &mut Td, typed: &str) -> Option<String> {
    match td.run(register(typed)) {
        Err(RuleError::Namesake(NamesakeRefusal::AlreadyRegistered { existing, .. })) => {
            Some(existing)
        }
        Err(other) => panic!("{typed}: {other}"),
        Ok(()) => None,
    }
}

/// The counts the tournament keeps, against a reading of every entry.
fn counts_hold(t: &Tournament, after: &str) {
    let in_play = t.entries().iter().filter(|e| e.in_play()).count() as u32;
    let counted = t.entries().iter().filter(|e| e.counted()).count() as u32;
    assert_eq!(t.players_left(), in_play, "players left after {after}");
    assert_eq!(
        t.entries_counted(),
        counted,
        "entries counted after {after}"
    );
}

/// The tournament as a snapshot saves it and a reopening reads it back.
fn through_a_snapshot(t: &Tournament) -> Tournament {
    serde_json::from_str(&serde_json::to_string(t).unwrap()).unwrap()
}

#[test]
fn a_renamed_entry_frees_its_old_name_and_takes_its_new_one() {
    let mut td = Td::new("home-turbo", 9);
    td.register(&["Zoé Lefèvre", "Marc Petit"]);
    let marc = td.id("Marc Petit");
    td.ok(Command::Rename {
        player: marc,
        name: "Marc-André Petit".into(),
    });
    assert_eq!(
        namesake_of(&mut td, "marc andre  PETIT").as_deref(),
        Some("Marc-André Petit")
    );
    assert_eq!(
        namesake_of(&mut td, "ZOE LEFEVRE").as_deref(),
        Some("Zoé Lefèvre")
    );
    // The old name is nobody's now.
    assert_eq!(namesake_of(&mut td, "Marc Petit"), None);
}

#[test]
fn a_withdrawn_entrys_name_is_not_asked_about_but_a_busted_ones_is() {
    let mut td = Td::new("home-turbo", 9);
    td.register(&["Ann Durand", "Bob Roux", "Cy Faure", "Dee Noir"]);
    let ann = td.id("Ann Durand");
    td.ok(Command::Unregister { player: ann });
    assert_eq!(namesake_of(&mut td, "ann durand"), None);
    td.ok(Command::DrawSeats);
    let bob = td.id("Bob Roux");
    td.ok(Command::Eliminate {
        busts: vec![bust(bob, None)],
        on_hand_for_hand_announcement: false,
    });
    assert_eq!(
        namesake_of(&mut td, "bob roux").as_deref(),
        Some("Bob Roux")
    );
}

#[test]
fn namesakes_are_found_in_a_tournament_loaded_from_a_snapshot() {
    let mut td = Td::new("home-turbo", 9);
    td.register(&["Élodie Martin", "Hugo Blanc"]);
    let hugo = td.id("Hugo Blanc");
    td.ok(Command::Rename {
        player: hugo,
        name: "Hugo Blanchard".into(),
    });
    td.tournament = through_a_snapshot(&td.tournament);
    assert_eq!(
        td.tournament,
        td.replayed(),
        "the loaded state is the replayed one"
    );
    assert_eq!(
        namesake_of(&mut td, "elodie martin").as_deref(),
        Some("Élodie Martin")
    );
    assert_eq!(
        namesake_of(&mut td, "hugo blanchard").as_deref(),
        Some("Hugo Blanchard")
    );
    assert_eq!(namesake_of(&mut td, "Hugo Blanc"), None);
}

#[test]
fn players_left_and_entries_counted_follow_registrations_withdrawals_busts_and_reinstatements() {
    let mut td = Td::new("home-turbo", 9);
    td.register(&[
        "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kim",
    ]);
    counts_hold(&td.tournament, "registrations");
    let kim = td.id("Kim");
    td.ok(Command::Unregister { player: kim });
    counts_hold(&td.tournament, "a withdrawal");
    td.ok(Command::DrawSeats);
    let (jo, ida, hal) = (td.id("Jo"), td.id("Ida"), td.id("Hal"));
    td.ok(Command::Eliminate {
        busts: vec![bust(jo, Some(5_000)), bust(ida, Some(4_000))],
        on_hand_for_hand_announcement: false,
    });
    counts_hold(&td.tournament, "two busts on one hand");
    td.ok(Command::Reinstate {
        player: ida,
        reason: "the dealer pointed at the wrong seat".into(),
    });
    counts_hold(&td.tournament, "a reinstatement");
    td.ok(Command::Eliminate {
        busts: vec![bust(hal, None)],
        on_hand_for_hand_announcement: false,
    });
    counts_hold(&td.tournament, "a bust");
    td.ok(Command::Undo);
    counts_hold(&td.tournament, "an undo");
    assert_eq!(td.tournament.players_left(), 9);
    assert_eq!(td.tournament.entries_counted(), 10);
    let loaded = through_a_snapshot(&td.tournament);
    counts_hold(&loaded, "loading a snapshot");
    assert_eq!(loaded, td.tournament);
}
