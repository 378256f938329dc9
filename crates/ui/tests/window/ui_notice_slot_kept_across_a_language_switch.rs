//! The notice slot shows a live alert of the clock over a refusal told before it, and a refusal
//! told after the alert over the alert. Which came first is a fact of what was told, not of its
//! words: switching the window's language rewords both and leaves the slot to the same one.

use crate::ui_common;
use crate::ui_input_rules::{two_events, typed_key};

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use ui_common::{click, t0, type_into};

/// A refusal on the shown tab: Ann registered a second time is asked about. Its sentence.
fn refuse(harness: &mut Harness<'static, App>) -> String {
    type_into(harness, "Name", "Ann");
    typed_key(harness, Key::Enter, None);
    harness.state().refusal().expect("Ann twice is asked about")
}

/// The start of the refusal in the TD's language, as the slot shows it.
fn refusal_shown(harness: &Harness<'static, App>) -> bool {
    let refusal = harness
        .state()
        .refusal()
        .expect("the refusal is still there");
    let start: String = refusal.chars().take(20).collect();
    harness.query_all_by_label_contains(&start).next().is_some()
}

/// Turbo's alert, named by its event, in either language.
fn alert_shown(harness: &Harness<'static, App>) -> bool {
    ["Turbo: ", "Turbo\u{a0}: "]
        .iter()
        .any(|named| harness.query_all_by_label_contains(named).next().is_some())
}

fn to_french(harness: &mut Harness<'static, App>) {
    click(harness, "Settings");
    click(harness, "Français");
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
}

#[test]
fn a_refusal_told_after_the_alert_keeps_the_slot_in_the_new_language() {
    let (mut harness, now, level_ms, _folder) = two_events();
    // Turbo's level comes into its last minute, then the desk refuses something.
    *now.lock().unwrap() = t0() + chrono::Duration::milliseconds(level_ms - 50_000);
    harness.run();
    assert!(alert_shown(&harness), "Turbo's alert shows");
    refuse(&mut harness);
    assert!(refusal_shown(&harness) && !alert_shown(&harness));

    to_french(&mut harness);
    assert!(
        refusal_shown(&harness),
        "the refusal told after the alert still shows, in French"
    );
    assert!(!alert_shown(&harness), "the older alert took the slot back");
}

#[test]
fn an_alert_come_after_a_refusal_keeps_the_slot_in_the_new_language() {
    let (mut harness, now, level_ms, _folder) = two_events();
    refuse(&mut harness);
    assert!(refusal_shown(&harness));
    *now.lock().unwrap() = t0() + chrono::Duration::milliseconds(level_ms - 50_000);
    harness.run();
    assert!(alert_shown(&harness) && !refusal_shown(&harness));

    to_french(&mut harness);
    assert!(alert_shown(&harness), "the alert still shows, in French");
    assert!(
        !refusal_shown(&harness),
        "the older refusal took the slot back"
    );
}
