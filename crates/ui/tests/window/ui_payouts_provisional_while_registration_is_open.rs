//! The Payouts tab marks its prizes provisional while players may still enter, as the players'
//! screen and the TV do: every entry grows the pool and every prize with it. Once registration
//! closes the prizes stand, unmarked.

use crate::ui_common;

use egui::Vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::clock::Registration;
use riffle_tournament::DisplayState;
use riffle_ui::app::{App, Config};
use riffle_ui::panels::Tab;
use std::sync::Arc;
use ui_common::{level_7_running, recording, t0};

const PROVISIONAL: &str = "Provisional: registration is open";

/// The Payouts tab of an event showing `display`.
fn payouts(display: DisplayState) -> Harness<'static, App> {
    let (backend, _) = recording(display);
    let config = Config {
        now: Arc::new(t0),
        ..Config::default()
    };
    let app = App::new(Some(backend), config);
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    harness.state_mut().set_tab(Tab::Payouts);
    harness.run();
    harness
}

#[test]
fn the_prizes_are_marked_provisional_until_registration_closes() {
    let mut open = level_7_running();
    open.clock.registration = Registration::Open {
        closes_in_ms: Some(600_000),
    };
    let harness = payouts(open);
    harness.get_by_label_contains(PROVISIONAL);

    let harness = payouts(level_7_running());
    harness.get_by_label("Prizes by place");
    assert!(harness.query_by_label_contains(PROVISIONAL).is_none());
}
