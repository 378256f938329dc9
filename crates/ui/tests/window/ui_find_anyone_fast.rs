//! Finding a player and acting at once: a player put out from a seat's menu on the Tables tab
//! and from a search result's menu, both with the place and prize shown before the TD confirms;
//! a name corrected from the player's details (journaled, undoable); and an armed elimination
//! that keeps naming the player it was armed for when the list's selection moves on.

use crate::ui_common;

use egui::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::floor::PlayerId;
use riffle_tournament::Command;
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use ui_common::{click, event_window, read, seated};

fn window(names: &[&str]) -> (Harness<'static, App>, tempfile::TempDir) {
    let mut commands = seated(names);
    commands.push(Command::StartClock);
    event_window(&commands)
}

fn in_play(harness: &Harness<'static, App>, player: u32) -> bool {
    read(harness, |t| {
        t.entry(PlayerId(player)).is_some_and(|e| e.in_play())
    })
}

#[test]
fn a_player_is_put_out_from_a_seats_menu_on_the_tables_tab() {
    let (mut harness, _folder) = window(&["Ann", "Bob", "Cy", "Dee", "Eve"]);
    harness.state_mut().set_tab(Tab::Tables);
    harness.run();
    click(&mut harness, "Table 1: 5 players");
    click(&mut harness, "Cy");
    click(&mut harness, "Eliminate…");
    // The Players tab takes over, with the place and prize before anything happens.
    assert_eq!(harness.state().tab(), Tab::Players);
    harness.get_by_label("Cy finishes 5th, no prize");
    assert!(in_play(&harness, 2));
    click(&mut harness, "Confirm the elimination");
    assert!(!in_play(&harness, 2));
    assert!(in_play(&harness, 0) && in_play(&harness, 1));
}

#[test]
fn a_player_is_put_out_from_the_menu_of_a_search_result() {
    let (mut harness, _folder) = window(&["Ann", "Bob", "Cy", "Dee", "Eve"]);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    ui_common::type_into(&mut harness, "Search", "dee");
    harness.get_by_label_contains("#4 Dee").click_secondary();
    harness.run();
    click(&mut harness, "Eliminate…");
    harness.get_by_label("Dee finishes 5th, no prize");
    click(&mut harness, "Confirm the elimination");
    assert!(!in_play(&harness, 3));
}

#[test]
fn an_armed_elimination_keeps_its_player_when_another_is_selected() {
    let (mut harness, _folder) = window(&["Ann", "Bob", "Cy", "Dee", "Eve"]);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    harness.get_by_label_contains("#2 Bob").click();
    harness.run();
    click(&mut harness, "Eliminate…");
    harness.get_by_label("Bob finishes 5th, no prize");
    // The TD clicks another row while the elimination is armed.
    harness.get_by_label_contains("#5 Eve").click();
    harness.run();
    harness.get_by_label(
        "Out on this hand: Bob. The player selected in the list is not, unless you add them.",
    );
    harness.get_by_label("Bob finishes 5th, no prize");
    click(&mut harness, "Confirm the elimination");
    assert!(!in_play(&harness, 1), "Bob, for whom it was armed, is out");
    assert!(in_play(&harness, 4), "Eve, selected after, is not");
}

#[test]
fn a_name_is_corrected_from_the_players_details_and_undone_with_ctrl_z() {
    let (mut harness, _folder) = window(&["Jon Smith", "Ann"]);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    harness.get_by_label_contains("#1 Jon Smith").click();
    harness.run();
    let field = harness.get_by_role_and_label(Role::TextInput, "Correct the name");
    field.focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.run();
    harness
        .get_by_role_and_label(Role::TextInput, "Correct the name")
        .type_text("John Smith");
    harness.run();
    click(&mut harness, "Rename");
    assert_eq!(harness.state().refusal(), None);
    assert_eq!(
        read(&harness, |t| t.entry(PlayerId(0)).unwrap().name.clone()),
        "John Smith"
    );
    harness.get_by_label_contains("#1 John Smith");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    assert_eq!(
        read(&harness, |t| t.entry(PlayerId(0)).unwrap().name.clone()),
        "Jon Smith"
    );
}
