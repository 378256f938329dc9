//! The structure panel on a real tournament: the schedule's levels and breaks with their start,
//! blinds and ante; a shipped structure or a structure file chosen before the clock starts; a
//! refused file listed with its line and column; and, once the clock runs, the tournament
//! refusing any new structure, with the panel saying why.

use crate::ui_common;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::structure::SHIPPED;
use riffle_tournament::Command;
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use riffle_ui::platform::Dialog;
use std::path::PathBuf;
use ui_common::{event_window, read};

fn structure_window(commands: &[Command]) -> Harness<'static, App> {
    let (mut harness, folder) = event_window(commands);
    // The folder holds the journal; it lives as long as the test process.
    std::mem::forget(folder);
    harness.state_mut().set_tab(Tab::Structure);
    harness.run();
    harness
}

fn shipped_text(name: &str) -> &'static str {
    SHIPPED.iter().find(|(file, _)| *file == name).unwrap().1
}

/// A structure file written where a dialog would have found it.
fn file(name: &str, text: &str) -> PathBuf {
    let dir = tempfile::tempdir().unwrap().keep();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// The TD asks for a structure file and picks `path` in the dialog.
fn pick_structure_file(harness: &mut Harness<'_, App>, path: &std::path::Path) {
    harness.get_by_label("Load a structure file…").click();
    harness.run();
    assert_eq!(harness.state().asked_dialog(), Some(&Dialog::StructureFile));
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .answer_dialog(&ctx, Dialog::StructureFile, path);
    harness.run();
}

#[test]
fn the_schedule_lists_each_level_and_break_with_its_start_blinds_and_ante() {
    let mut harness = structure_window(&[]);
    // The schedule lays out only the rows in view: a tall window shows level 8.
    harness.set_size(egui::Vec2::new(1600.0, 2000.0));
    harness.run();
    harness.get_by_label("Standard 20-minute");
    harness.get_by_label("Level 1");
    harness.get_by_label("0:00 (now)");
    harness.get_by_label("100 / 200");
    harness.get_by_label("Big-blind ante 200");
    // Four 20-minute levels and a 10-minute break: level 5 starts an hour and a half in.
    harness.get_by_label("Level 5");
    harness.get_by_label("1:30");
    harness.get_by_label("400 / 800");
    assert!(harness.query_all_by_label("Break").count() >= 2);
    harness.get_by_label_contains("Color-up: the 100 chips leave play");
    harness.get_by_label("Late registration until the end of level 8 (closes after 3:05 of play).");
    harness.get_by_label("800 / 1,600 · registration ends");
}

#[test]
fn a_shipped_structure_picked_before_the_clock_starts_replaces_the_schedule() {
    let mut harness = structure_window(&[]);
    harness
        .get_by_role_and_label(egui::Role::ComboBox, "Shipped structures")
        .click();
    harness.run();
    harness.get_by_label("Deep Stack 50K (deep-stack)").click();
    harness.run();
    harness.get_by_label("Use this structure").click();
    harness.run();
    assert_eq!(harness.state().refusal(), None);
    assert_eq!(
        read(&harness, |t| t.structure().name.clone()),
        "Deep Stack 50K"
    );
    harness.get_by_label("Deep Stack 50K");
}

#[test]
fn a_structure_file_picked_before_the_clock_starts_sets_the_structure() {
    let mut harness = structure_window(&[]);
    let path = file("friday.ron", shipped_text("home-turbo"));
    pick_structure_file(&mut harness, &path);
    assert_eq!(harness.state().refusal(), None);
    assert_eq!(
        read(&harness, |t| t.structure().name.clone()),
        "Home game turbo"
    );
}

#[test]
fn a_structure_file_with_an_error_is_refused_with_the_line_and_column_of_the_error() {
    let mut harness = structure_window(&[]);
    let broken =
        shipped_text("standard-20").replace("level_minutes: 20,", "level_minutes: twenty,");
    let line = broken
        .lines()
        .position(|l| l.contains("twenty"))
        .map(|i| i + 1)
        .unwrap();
    let path = file("broken.ron", &broken);
    pick_structure_file(&mut harness, &path);
    harness.get_by_label("broken.ron was refused; nothing was changed:");
    harness.get_by_label_contains(&format!("line {line}, column "));
    assert_eq!(
        read(&harness, |t| t.structure().name.clone()),
        "Standard 20-minute"
    );
}

#[test]
fn once_the_clock_runs_the_structure_cannot_change_and_the_panel_says_why() {
    let mut harness = structure_window(&[Command::StartClock]);
    harness.get_by_label_contains("The clock has started: the tournament no longer accepts");
    assert!(
        harness
            .get_by_label("Use this structure")
            .accesskit_node()
            .is_disabled()
    );
    assert!(
        harness
            .get_by_label("Load a structure file…")
            .accesskit_node()
            .is_disabled()
    );
    // A file chosen anyway (a dialog left open while the clock started) is refused by the
    // tournament, and the refusal shows on the strip.
    let path = file("late.ron", shipped_text("deep-stack"));
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .answer_dialog(&ctx, Dialog::StructureFile, &path);
    harness.run();
    let refusal = harness.state().refusal().unwrap_or_default().to_string();
    assert!(
        refusal.contains("the structure can only be changed before the clock starts"),
        "{refusal}"
    );
    harness.get_by_label_contains("Refused: ");
    assert_eq!(
        read(&harness, |t| t.structure().name.clone()),
        "Standard 20-minute"
    );
}

#[test]
fn the_chart_explains_its_average_stack_line() {
    let harness = structure_window(&ui_common::seated(&["Ann", "Bob", "Cy"]));
    harness.get_by_label_contains(
        "The average stack is the field as it is now: 60,000 chips in play among 3 players",
    );
    harness.get_by_label("Big blind and average stack, in chips");
    harness.get_by_label("Average stack, in big blinds");
}
