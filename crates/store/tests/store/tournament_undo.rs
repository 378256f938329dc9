//! Undo and redo are events: the history keeps every command, an undone one is marked and its
//! effects disappear, and a redo puts it back only if nothing was done since.

use crate::tournament_common;
use riffle_tournament::{Command, CommandKind};
use tournament_common::*;

#[test]
fn undo_takes_back_the_last_command_and_redo_puts_it_back() {
    let mut td = Td::new("standard-20", 9);
    td.register(&["Ann", "Bob"]);
    assert_eq!(
        td.tournament
            .undo_target()
            .unwrap()
            .summary_in(riffle_text::Lang::En),
        "Registered Bob"
    );
    td.ok(Command::Undo);
    assert_eq!(td.tournament.entries().len(), 1);
    assert_eq!(
        td.tournament.prize_pool(),
        td.tournament
            .structure()
            .buy_in
            .max(td.tournament.structure().guarantee.unwrap_or(0))
    );
    let history = td.tournament.history();
    assert!(
        history
            .iter()
            .any(|c| c.summary_in(riffle_text::Lang::En) == "Registered Bob" && c.undone)
    );
    assert_eq!(
        history.last().unwrap().summary_in(riffle_text::Lang::En),
        "Undo: Registered Bob"
    );
    assert_eq!(
        td.tournament
            .redo_target()
            .unwrap()
            .summary_in(riffle_text::Lang::En),
        "Registered Bob"
    );
    td.ok(Command::Redo);
    assert_eq!(td.tournament.entries().len(), 2);
    assert!(td.tournament.redo_target().is_none());
    assert_eq!(td.tournament, td.replayed());
}

#[test]
fn undo_goes_back_one_command_at_a_time_and_redo_comes_forward_in_order() {
    let mut td = Td::new("standard-20", 9);
    td.register(&["Ann", "Bob", "Cy"]);
    td.ok(Command::Undo);
    td.ok(Command::Undo);
    assert_eq!(td.tournament.entries().len(), 1);
    td.ok(Command::Redo);
    let names: Vec<&str> = td
        .tournament
        .entries()
        .iter()
        .map(|e| e.name.as_str())
        .collect();
    assert_eq!(names, ["Ann", "Bob"], "the last undone comes back first");
    td.ok(Command::Redo);
    assert_eq!(td.tournament.entries().len(), 3);
    assert_eq!(
        td.refused(Command::Redo),
        "there is nothing to redo: redo puts back an undone command only if nothing was done since"
    );
}

#[test]
fn a_new_command_after_an_undo_ends_the_chance_to_redo() {
    let mut td = Td::new("standard-20", 9);
    td.register(&["Ann", "Bob"]);
    td.ok(Command::Undo);
    td.register(&["Cy"]);
    assert!(td.tournament.redo_target().is_none());
    td.refused(Command::Redo);
    let names: Vec<&str> = td
        .tournament
        .entries()
        .iter()
        .map(|e| e.name.as_str())
        .collect();
    assert_eq!(names, ["Ann", "Cy"]);
    // The undo itself is history, not undoable: the next undo takes back "Registered Cy".
    assert_eq!(
        td.tournament
            .undo_target()
            .unwrap()
            .summary_in(riffle_text::Lang::En),
        "Registered Cy"
    );
    assert!(matches!(
        td.tournament.history().iter().rev().nth(1).unwrap().kind,
        CommandKind::Undo { .. }
    ));
}

#[test]
fn an_undone_elimination_seats_the_player_again() {
    let mut td = Td::new("standard-20", 9);
    td.register(&["Ann", "Bob", "Cy"]);
    td.ok(Command::DrawSeats);
    let seat = td.tournament.floor().seat_of(td.id("Bob"));
    let bob = td.id("Bob");
    td.ok(Command::Eliminate {
        busts: vec![bust(bob, None)],
        on_hand_for_hand_announcement: false,
    });
    assert!(td.tournament.floor().seat_of(bob).is_none());
    td.ok(Command::Undo);
    assert_eq!(td.tournament.floor().seat_of(bob), seat);
    assert!(td.tournament.entry(bob).unwrap().in_play());
    assert!(td.tournament.standings().is_empty());
}

#[test]
fn an_undone_pause_lets_the_clock_run_as_if_never_paused() {
    let mut td = Td::new("standard-20", 9);
    td.ok(Command::StartClock);
    td.minutes_later(5);
    td.ok(Command::PauseClock);
    td.minutes_later(3);
    td.ok(Command::Undo);
    let left = td.tournament.display(td.now).clock.time_left_ms;
    assert_eq!(
        left,
        12 * 60 * 1000,
        "8 minutes of a 20-minute level have run"
    );
}

#[test]
fn nothing_to_undo_on_a_new_tournament() {
    let mut td = Td::new("standard-20", 9);
    // Creating the tournament is not undone: a new tournament goes in another folder.
    assert_eq!(td.refused(Command::Undo), "there is nothing to undo");
}

#[test]
fn the_undo_button_names_the_command_in_the_tds_language() {
    use riffle_text::Lang;
    let mut td = Td::new("standard-20", 9);
    td.register(&["Ann", "Bob"]);
    let target = td.tournament.undo_target().unwrap();
    assert_eq!(target.summary_in(Lang::En), "Registered Bob");
    assert_eq!(target.summary_in(Lang::Fr), "Inscription de Bob");
    td.ok(Command::AddTime { seconds: 180 });
    let target = td.tournament.undo_target().unwrap();
    assert_eq!(target.summary_in(Lang::En), "Added 3 min");
    assert_eq!(target.summary_in(Lang::Fr), "Ajout de 3\u{a0}min");
    td.ok(Command::Undo);
    let last = td.tournament.history().last().unwrap();
    assert_eq!(
        last.summary_in(Lang::Fr),
        "Annulation\u{a0}: Ajout de 3\u{a0}min"
    );
}
