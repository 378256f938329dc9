//! With several events' clocks running, one clock paces the window: it repaints when the
//! shown event's second changes, not at every open clock's second (each started at its own
//! millisecond, five running events drew five frames a second). The other tabs' times move on
//! with those frames, and another event's alert still wakes the window when it comes due (the
//! processor share is measured by `cargo bench --bench window`, its `window_idle` lines).

use crate::ui_common;

use crate::ui_idle::asked_delay;
use chrono::{DateTime, TimeDelta, Utc};
use egui_kittest::Harness;
use riffle_tournament::Command;
use riffle_ui::app::{App, Config};
use riffle_ui::backend::{Backend, WriterBackend};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use ui_common::{seated, t0};

/// An event in `folder` whose clock started at `started`.
fn running(folder: &std::path::Path, name: &str, started: DateTime<Utc>) -> Box<dyn Backend> {
    let setup = riffle_tournament::Setup {
        name: name.into(),
        structure: riffle_tournament::StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let dir = folder.join(name);
    let mut session = riffle_store::session::Session::create(&dir, &setup, t0()).unwrap();
    for command in seated(&["Ann", "Bob"]) {
        session.execute(&command, t0()).unwrap();
    }
    session.execute(&Command::StartClock, started).unwrap();
    Box::new(WriterBackend::new(session))
}

/// The window on two running events, the shown one started at [`t0`] and the other 400 ms
/// later, its clock at `now`.
fn two_clocks(now: Arc<Mutex<DateTime<Utc>>>) -> (Harness<'static, App>, tempfile::TempDir) {
    let folder = tempfile::tempdir().unwrap();
    let shown = running(folder.path(), "Main", t0());
    let other = running(folder.path(), "Turbo", t0() + TimeDelta::milliseconds(400));
    let config = Config {
        now: Arc::new(move || *now.lock().unwrap()),
        more_events: vec![other],
        ..Config::default()
    };
    let app = App::new(Some(shown), config);
    let mut harness = Harness::builder()
        .with_size(egui::Vec2::new(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    for _ in 0..3 {
        harness.run();
    }
    (harness, folder)
}

#[test]
fn the_shown_clock_paces_the_window_and_not_every_running_clock() {
    // 10.1 s in: the shown clock's second changes in 900 ms, the other's in 300 ms.
    let now = Arc::new(Mutex::new(t0() + TimeDelta::milliseconds(10_100)));
    let (harness, _folder) = two_clocks(now);
    let delay = asked_delay(&harness);
    assert!(
        delay >= Duration::from_millis(800) && delay <= Duration::from_millis(1_000),
        "the next frame comes with the shown second, in about 900 ms: {delay:?}"
    );
}

#[test]
fn another_events_last_minute_still_wakes_the_window_on_time() {
    let now = Arc::new(Mutex::new(t0()));
    let (mut harness, _folder) = two_clocks(now.clone());
    let level_ms = {
        let shared = harness.state().shared().lock();
        let other = &shared.events[1].backend;
        other.display(t0()).unwrap().clock.time_left_ms
    };
    // 200 ms before the other event's last minute (its clock started 400 ms after t0), and
    // 600 ms before the shown clock's next second.
    let to_warning = level_ms - riffle_ui::alerts::WARNING_MS + 400 - 200;
    *now.lock().unwrap() = t0() + TimeDelta::milliseconds(to_warning);
    harness.run();
    let delay = asked_delay(&harness);
    assert!(
        delay <= Duration::from_millis(300),
        "the other event's last minute is 200 ms away: {delay:?}"
    );
}
