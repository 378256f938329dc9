//! Undoing or redoing a weighty command asks first, its consequences listed: a table break, a
//! final-table draw, several players out at once. Cancel (or Esc) leaves everything as it was;
//! an undo of a light command (a registration) goes through at once. Every undo and redo then
//! says in the notice slot what it took back or put back, with the button that reverses it.

use crate::ui_common;

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::floor::{InstructionKind, TableNo};
use riffle_tournament::{Bust, Command};
use riffle_ui::app::App;
use ui_common::{event_window, read, seated};

fn twenty() -> Vec<Command> {
    let names: Vec<String> = (1..=20).map(|i| format!("P{i:02}")).collect();
    seated(&names.iter().map(String::as_str).collect::<Vec<_>>())
}

/// Twenty players drawn to three tables, two of table 1 out on one hand, and the table break
/// the floor then asks for, carried out.
fn after_a_table_break() -> (Harness<'static, App>, tempfile::TempDir) {
    let mut commands = twenty();
    // The seat draw is seeded: the same commands seat the same players.
    let (drawn, _folder) = event_window(&commands);
    let out: Vec<Bust> = read(&drawn, |t| {
        let table = t.floor().table(TableNo(1)).unwrap();
        (table.players().zip(1..))
            .map(|((_, player), stack)| Bust {
                player,
                starting_stack: Some(stack * 1_000),
                by: Vec::new(),
            })
            .take(2)
            .collect()
    });
    commands.push(Command::Eliminate {
        busts: out,
        on_hand_for_hand_announcement: false,
    });
    commands.push(Command::AcceptInstruction);
    event_window(&commands)
}

fn history_len(harness: &Harness<'static, App>) -> usize {
    read(harness, |t| t.history().len())
}

const BROKEN: &str = "Table 3 broken, its 7 players moved to the other tables (TDA 10)";

#[test]
fn undoing_a_table_break_asks_first_and_cancel_changes_nothing() {
    let (mut harness, _folder) = after_a_table_break();
    let before = history_len(&harness);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    harness.get_by_label("Taking it back also undoes:");
    harness.get_by_label(&format!("• {BROKEN}"));
    assert_eq!(history_len(&harness), before, "nothing is undone yet");
    harness.get_by_label("Cancel (Esc)").click();
    harness.run();
    assert!(
        harness
            .query_by_label("Taking it back also undoes:")
            .is_none()
    );
    assert_eq!(history_len(&harness), before);
    assert!(read(&harness, |t| t.pending_instruction().is_none()));
}

#[test]
fn confirming_the_undo_of_a_table_break_takes_it_back() {
    let (mut harness, _folder) = after_a_table_break();
    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, "Undo")
        .click();
    harness.run();
    harness.get_by_label_contains("Table 3 broken");
    harness.get_by_label("Undo it").click();
    harness.run();
    let pending = read(&harness, |t| {
        t.pending_instruction().map(|i| i.kind.clone())
    });
    assert_eq!(
        pending,
        Some(InstructionKind::BreakTable { table: TableNo(3) })
    );
}

#[test]
fn redoing_a_table_break_asks_too_and_esc_leaves_it_undone() {
    let (mut harness, _folder) = after_a_table_break();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    harness.get_by_label("Undo it").click();
    harness.run();
    let before = history_len(&harness);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    harness.run();
    harness.get_by_label("Putting it back also redoes:");
    harness.key_press(Key::Escape);
    harness.run();
    assert!(
        harness
            .query_by_label("Putting it back also redoes:")
            .is_none()
    );
    assert_eq!(history_len(&harness), before);
}

#[test]
fn undoing_two_players_out_at_once_lists_them() {
    let (mut harness, _folder) = after_a_table_break();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    harness.get_by_label("Undo it").click();
    harness.run();
    // The elimination is next in line.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    harness.get_by_label("• 2 players out at once, with their places and prizes");
}

#[test]
fn undoing_a_registration_asks_nothing() {
    let (mut harness, _folder) = event_window(&[Command::Register {
        name: "Ann".into(),
        notes: None,
        confirmed: false,
        profile: None,
    }]);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    assert!(
        harness
            .query_by_label("Taking it back also undoes:")
            .is_none()
    );
    assert_eq!(read(&harness, |t| t.entries().len()), 0);
}

#[test]
fn an_undo_says_what_it_took_back_and_its_redo_what_it_put_back() {
    let (mut harness, _folder) = event_window(&[Command::Register {
        name: "Ann".into(),
        notes: None,
        confirmed: false,
        profile: None,
    }]);
    let summary = read(&harness, |t| {
        t.undo_target()
            .unwrap()
            .summary_in(riffle_text::Lang::En)
            .to_string()
    });
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    harness.get_by_label(&format!("Undone: {summary}"));

    // The notice's own Redo, under the top bar's.
    harness
        .get_all_by_label("Redo")
        .max_by(|a, b| a.rect().top().total_cmp(&b.rect().top()))
        .unwrap()
        .click();
    harness.run();
    assert_eq!(read(&harness, |t| t.entries().len()), 1);
    harness.get_by_label(&format!("Redone: {summary}"));
}

#[test]
fn the_undo_of_a_weighty_command_says_what_it_took_back_once_confirmed() {
    let (mut harness, _folder) = after_a_table_break();
    let summary = read(&harness, |t| {
        t.undo_target()
            .unwrap()
            .summary_in(riffle_text::Lang::En)
            .to_string()
    });
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    assert!(harness.query_by_label_contains("Undone:").is_none());
    harness.get_by_label("Undo it").click();
    harness.run();
    harness.get_by_label(&format!("Undone: {summary}"));
}
