//! An idle window stays quiet: with nothing happening it asks to be repainted only when the
//! displayed second changes while the clock runs, and not at all while it is paused, so a venue
//! laptop's processor rests between seconds (the CPU share is measured by `cargo bench --bench
//! ui`, its `idle` lines).

use crate::ui_common;

use egui_kittest::Harness;
use riffle_tournament::Command;
use riffle_ui::app::App;
use std::time::Duration;
use ui_common::{event_window, seated};

/// The delay the window's last frame asked for before the next one.
pub fn asked_delay(harness: &Harness<'static, App>) -> Duration {
    harness
        .output()
        .viewport_output
        .get(&egui::ViewportId::ROOT)
        .map_or(Duration::MAX, |v| v.repaint_delay)
}

#[test]
fn a_running_clock_repaints_once_a_second_and_a_paused_one_not_at_all() {
    let mut commands = seated(&["Ann", "Bob", "Cy"]);
    commands.push(Command::StartClock);
    let (mut harness, _folder) = event_window(&commands);
    for _ in 0..3 {
        harness.run();
    }
    let running = asked_delay(&harness);
    assert!(
        running > Duration::ZERO && running <= Duration::from_millis(1_100),
        "running: {running:?}"
    );

    let (mut harness, _folder) = event_window(&{
        let mut paused = commands.clone();
        paused.push(Command::PauseClock);
        paused
    });
    for _ in 0..3 {
        harness.run();
    }
    let paused = asked_delay(&harness);
    assert!(paused >= Duration::from_secs(60), "paused: {paused:?}");
}
