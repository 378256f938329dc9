//! The event's limit on entries at the desk, beside the room's seats: the TD types it and sets
//! it, sees the entries sold against it, and a registration past it is refused with the limit
//! named, in English and in French; a limit that is not a number is refused at the field and
//! sends nothing.

use crate::ui_common;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_text::Lang;
use riffle_tournament::Command;
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use ui_common::{click, event_window_in, read, register, type_into};

/// The players panel of an event with `commands` run, in `lang`.
fn desk(lang: Lang, commands: &[Command]) -> (Harness<'static, App>, tempfile::TempDir) {
    let (mut harness, folder) = event_window_in(lang, commands);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    (harness, folder)
}

/// Registers `name` at the desk as the TD does: the name typed, then Enter.
fn register_at_the_desk(harness: &mut Harness<'static, App>, field: &str, name: &str) {
    type_into(harness, field, name);
    harness.key_press(Key::Enter);
    harness.run();
    harness.run();
}

fn entries(harness: &Harness<'static, App>) -> usize {
    read(harness, |t| t.entries().len())
}

#[test]
fn the_td_sets_the_limit_and_a_registration_past_it_is_refused_with_the_limit_named() {
    let (mut harness, _folder) = desk(Lang::En, &[register("Ann")]);
    type_into(&mut harness, "Entries at most", "2");
    click(&mut harness, "Set limit");
    assert_eq!(read(&harness, |t| t.entry_limit()), Some(2));
    harness.get_by_label("1 of 2 entries sold");

    register_at_the_desk(&mut harness, "Name", "Bob");
    assert_eq!(entries(&harness), 2);
    harness.get_by_label("2 of 2 entries sold");

    register_at_the_desk(&mut harness, "Name", "Cy");
    assert_eq!(entries(&harness), 2, "nothing sold past the limit");
    harness.get_by_label_contains(
        "all 2 entries of the event are sold: no more entries or re-entries can be bought",
    );
    ui_common::picture::picture(&harness, "entry-limit-reached-at-the-desk");
}

#[test]
fn in_french_the_refusal_names_the_limit_too() {
    let limit = Command::SetEntryLimit { entries: Some(2) };
    let (mut harness, _folder) = desk(Lang::Fr, &[limit, register("Ann"), register("Bob")]);
    harness.get_by_label("2 entrées vendues sur 2");
    register_at_the_desk(&mut harness, "Nom", "Cy");
    assert_eq!(entries(&harness), 2);
    harness.get_by_label_contains("les 2 entrées du tournoi sont toutes vendues");
}

#[test]
fn a_limit_under_the_entries_sold_is_refused_with_the_least_allowed() {
    let (mut harness, _folder) = desk(Lang::En, &[register("Ann"), register("Bob")]);
    type_into(&mut harness, "Entries at most", "1");
    click(&mut harness, "Set limit");
    assert_eq!(read(&harness, |t| t.entry_limit()), None);
    harness.get_by_label_contains("the limit must be at least 2 entries");
}

#[test]
fn a_limit_that_is_not_a_number_is_refused_at_the_field_and_sends_nothing() {
    let (mut harness, _folder) = desk(Lang::En, &[register("Ann")]);
    let before = read(&harness, |t| t.history().len());
    type_into(&mut harness, "Entries at most", "lots");
    click(&mut harness, "Set limit");
    harness.get_by_label_contains("Type a whole number of entries, 1 or more");
    assert_eq!(read(&harness, |t| t.history().len()), before);
    assert_eq!(read(&harness, |t| t.entry_limit()), None);
    // Emptied, the field lifts the limit.
    let limit = Command::SetEntryLimit { entries: Some(5) };
    let (mut harness, _folder) = desk(Lang::En, &[limit, register("Ann")]);
    harness.get_by_label("1 of 5 entries sold");
    harness.get_by_label("Entries at most").focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.key_press(Key::Backspace);
    harness.run();
    click(&mut harness, "Set limit");
    assert_eq!(read(&harness, |t| t.entry_limit()), None);
}
