//! The clock panel on a real tournament: space starts, pauses and resumes it; time added or
//! taken off with a button or a typed number of minutes (a number that is not whole minutes is
//! refused in words and changes nothing); a jump to a level showing its blinds first;
//! hand-for-hand counting the hands; and the announcement sent to the players' screen and
//! cleared.

use crate::ui_common;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::clock::ClockState;
use riffle_tournament::DisplayState;
use riffle_ui::app::App;
use tempfile::TempDir;
use ui_common::{click, event_window, read, seated, t0, type_into};

/// The TD window on the clock panel, with three players seated and the clock started.
fn running_clock() -> (Harness<'static, App>, TempDir) {
    let (mut harness, folder) = event_window(&seated(&["Ann", "Bob", "Cy"]));
    harness.key_press(Key::Space);
    harness.run();
    assert_eq!(display(&harness).clock.state, ClockState::Running);
    (harness, folder)
}

fn display(harness: &Harness<'static, App>) -> DisplayState {
    read(harness, |t| t.display(t0()))
}

fn commands(harness: &Harness<'static, App>) -> usize {
    read(harness, |t| t.history().len())
}

#[test]
fn a_button_adds_five_minutes_to_the_level() {
    let (mut harness, _folder) = running_clock();
    let before = display(&harness).clock.time_left_ms;
    click(&mut harness, "Add 5 min");
    assert_eq!(display(&harness).clock.time_left_ms, before + 5 * 60_000);
}

#[test]
fn typed_minutes_are_taken_off_the_level() {
    let (mut harness, _folder) = running_clock();
    let before = display(&harness).clock.time_left_ms;
    type_into(&mut harness, "Minutes", "3");
    click(&mut harness, "Remove");
    assert_eq!(display(&harness).clock.time_left_ms, before - 3 * 60_000);
}

#[test]
fn minutes_that_are_not_a_whole_number_are_refused_in_words_and_change_nothing() {
    let (mut harness, _folder) = running_clock();
    let (before, history) = (display(&harness).clock.time_left_ms, commands(&harness));
    type_into(&mut harness, "Minutes", "2.5");
    click(&mut harness, "Add");
    harness.get_by_label("Type a whole number of minutes, e.g. 3.");
    assert_eq!(display(&harness).clock.time_left_ms, before);
    assert_eq!(commands(&harness), history);
}

#[test]
fn a_level_typed_shows_its_blinds_before_the_jump() {
    let (mut harness, _folder) = running_clock();
    type_into(&mut harness, "Level", "5");
    harness.get_by_label("Level 5: 400 / 800 · Big-blind ante 800");
    click(&mut harness, "Jump to level 5");
    let clock = display(&harness).clock;
    assert_eq!(clock.level_for_new_hands, 5);
}

#[test]
fn a_level_the_structure_lacks_is_named_and_no_jump_is_offered() {
    let (mut harness, _folder) = running_clock();
    type_into(&mut harness, "Level", "99");
    harness.get_by_label_contains("The structure has levels 1 to");
    assert!(harness.query_by_label("Jump to level 99").is_none());
}

#[test]
fn hand_for_hand_counts_the_hands_completed() {
    let (mut harness, _folder) = running_clock();
    click(&mut harness, "Start hand-for-hand");
    click(&mut harness, "Hand completed at every table");
    click(&mut harness, "Hand completed at every table");
    assert_eq!(display(&harness).clock.hand_for_hand, Some(2));
    click(&mut harness, "End hand-for-hand");
    assert_eq!(display(&harness).clock.hand_for_hand, None);
}

#[test]
fn an_announcement_goes_to_the_players_screen_until_cleared() {
    let (mut harness, _folder) = running_clock();
    type_into(
        &mut harness,
        "Announcement on the players' screen",
        "Dinner break at level 6",
    );
    click(&mut harness, "Announce");
    assert_eq!(
        display(&harness).announcement.as_deref(),
        Some("Dinner break at level 6")
    );
    harness.get_by_label("Showing: Dinner break at level 6");
    click(&mut harness, "Clear the announcement");
    assert_eq!(display(&harness).announcement, None);
}

#[test]
fn space_pauses_and_resumes_the_running_clock() {
    let (mut harness, _folder) = running_clock();
    harness.key_press(Key::Space);
    harness.run();
    assert_eq!(display(&harness).clock.state, ClockState::Paused);
    harness.get_by_label("Resume the clock (Space)");
    harness.key_press(Key::Space);
    harness.run();
    assert_eq!(display(&harness).clock.state, ClockState::Running);
}

#[test]
fn in_french_a_no_break_space_comes_before_every_colon_of_the_clock_panel() {
    let looks = ui_common::Looks {
        lang: riffle_text::Lang::Fr,
        ..ui_common::Looks::default()
    };
    let (harness, _folder) = ui_common::event_window_at(&seated(&["Ann", "Bob", "Cy"]), &looks);
    harness.get_by_label_contains("Blindes\u{a0}: 100 / 200");
    harness.get_by_label_contains("Niveau suivant\u{a0}: 200 / 300");
    harness.get_by_label("Joueurs restants\u{a0}: 3 · Entrées\u{a0}: 3");
    harness.get_by_label_contains("Tapis moyen\u{a0}: 20\u{202f}000");
    assert_eq!(harness.query_all_by_label_contains("s: ").count(), 0);
}
