//! The hand logger at 1280x720 (a laptop, or a 1080p screen at 150%): with nine players at the
//! table, the actions for the player to act and, at the end, "Apply to the tournament" are in
//! sight without scrolling; the seats scroll above them.

use crate::ui_common;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use tempfile::TempDir;
use ui_common::{Looks, event_window_at, seated};

const NINE: [&str; 9] = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida"];

fn logger_at_1280x720() -> (Harness<'static, App>, TempDir) {
    let looks = Looks {
        size: egui::Vec2::new(1280.0, 720.0),
        app_style: true,
        ..Looks::default()
    };
    let (mut harness, folder) = event_window_at(&seated(&NINE), &looks);
    harness.state_mut().set_tab(Tab::Hands);
    harness.run();
    harness.get_by_label("Table 1").click();
    harness.run();
    (harness, folder)
}

fn in_sight(harness: &Harness<'static, App>, label: &str) {
    let rect = harness.get_by_label_contains(label).rect();
    assert!(
        rect.min.y >= 0.0 && rect.max.y <= 720.0,
        "{label} is at {rect:?}, out of a 720-point window"
    );
}

#[test]
fn the_actions_and_apply_stay_in_sight_with_nine_players() {
    let (mut harness, _folder) = logger_at_1280x720();
    in_sight(&harness, "Fold");
    // Everyone folds to the big blind: the hand is over and Apply is offered.
    for _ in 0..8 {
        harness.key_press(Key::F);
        harness.run();
    }
    in_sight(&harness, "Apply to the tournament");
}
