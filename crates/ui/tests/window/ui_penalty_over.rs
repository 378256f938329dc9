//! When a player's missed-rounds penalty is served, the TD's window says so in the notice slot,
//! with the seat the player goes back to, until the TD dismisses it (rule 71A: a round is one
//! hand per player at the table when the penalty is given).

use crate::ui_common;

use egui::Key;
use egui_kittest::kittest::Queryable;
use riffle_core::floor::PlayerId;
use riffle_rules::penalties::Fault;
use riffle_tournament::Command;
use ui_common::{event_window, read, seated};

fn penalty(player: u32) -> Command {
    Command::Penalize {
        player: PlayerId(player),
        fault: Fault::Language,
        step: None,
        reason: None,
        hand_in_progress: false,
    }
}

fn deal() -> Command {
    Command::DealHand {
        table: 1,
        redeal: false,
        by: riffle_core::floor::Reporter::Td,
        confirmed: false,
    }
}

#[test]
fn the_window_tells_the_td_when_a_penalty_is_over_and_where_the_player_goes_back() {
    // Three at one table: Ann's second language fault is a missed round, three hands.
    let mut commands = seated(&["Ann", "Bob", "Cy"]);
    commands.extend([penalty(0), penalty(0), deal(), deal(), deal()]);
    let (mut harness, _folder) = event_window(&commands);
    assert!(
        read(&harness, |t| t.away(PlayerId(0))),
        "the third hand was Ann's last"
    );
    assert!(harness.query_by_label_contains("penalty is over").is_none());
    // The hand after her last penalty hand is dealt: Ann is back.
    harness.state_mut().set_tab(riffle_ui::panels::Tab::Tables);
    harness.run();
    ui_common::click(&mut harness, "Hand dealt");
    assert!(!read(&harness, |t| t.away(PlayerId(0))));
    let seat = read(&harness, |t| t.floor().seat_of(PlayerId(0))).unwrap();
    harness.get_by_label(&format!(
        "Ann's penalty is over: Ann plays again from the next hand at table 1, seat {}.",
        seat.seat
    ));
    harness.key_press(Key::Escape);
    harness.run();
    assert!(harness.query_by_label_contains("penalty is over").is_none());
}

#[test]
fn a_penalty_still_running_says_nothing() {
    let mut commands = seated(&["Ann", "Bob", "Cy"]);
    commands.extend([penalty(0), penalty(0)]);
    let (mut harness, _folder) = event_window(&commands);
    harness.state_mut().set_tab(riffle_ui::panels::Tab::Tables);
    harness.run();
    ui_common::click(&mut harness, "Hand dealt");
    assert!(read(&harness, |t| t.away(PlayerId(0))));
    assert!(harness.query_by_label_contains("penalty is over").is_none());
}

/// Where no hand is reported, the countdown never reaches its end by itself: the Rulings tab
/// lists the player away with "Back at the table", and the floor's word ends the penalty with
/// the same notice as a counted one.
#[test]
fn without_hand_reports_the_floor_brings_the_player_back_from_the_rulings_tab() {
    let mut commands = seated(&["Ann", "Bob", "Cy"]);
    commands.extend([penalty(0), penalty(0)]);
    let (mut harness, _folder) = event_window(&commands);
    assert!(read(&harness, |t| t.away(PlayerId(0))));
    harness.state_mut().set_tab(riffle_ui::panels::Tab::Rulings);
    harness.run();
    ui_common::click(&mut harness, "Penalties");
    ui_common::click(&mut harness, "Back at the table");
    assert!(
        !read(&harness, |t| t.away(PlayerId(0))),
        "Ann plays the next hand"
    );
    assert!(
        harness
            .query_by_label_contains("Ann's penalty is over")
            .is_some()
    );
    assert!(harness.query_by_label("Back at the table").is_none());
}

/// Where no hand is reported, the TD is told once when the estimate says the penalty should be
/// over (at the table's pace from the penalty), with the seat and a button that brings the
/// player back: the alert came only when the TD thought of opening the Rulings tab.
#[test]
fn the_estimated_end_of_a_penalty_is_told_on_any_tab_once_with_a_way_to_bring_the_player_back() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicI64, Ordering};
    let mut commands = seated(&["Ann", "Bob", "Cy"]);
    commands.extend([penalty(0), penalty(0)]);
    let folder = tempfile::tempdir().unwrap();
    let setup = riffle_tournament::Setup {
        name: "Saturday".into(),
        structure: riffle_tournament::StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let mut session = riffle_store::session::Session::create(
        &folder.path().join("event"),
        &setup,
        ui_common::t0(),
    )
    .unwrap();
    for command in &commands {
        session.execute(command, ui_common::t0()).unwrap();
    }
    let minutes = Arc::new(AtomicI64::new(1));
    let clock = Arc::clone(&minutes);
    let config = riffle_ui::app::Config {
        now: Arc::new(move || {
            ui_common::t0() + chrono::Duration::minutes(clock.load(Ordering::SeqCst))
        }),
        ..riffle_ui::app::Config::default()
    };
    let backend = riffle_ui::backend::WriterBackend::new(session);
    let app = riffle_ui::app::App::new(Some(Box::new(backend)), config);
    let mut harness = egui_kittest::Harness::builder()
        .with_size(egui::Vec2::new(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut riffle_ui::app::App| app.show(ui), app);
    harness.run();
    assert!(harness.query_by_label_contains("should be over").is_none());

    minutes.store(60, Ordering::SeqCst);
    harness.run();
    let seat = read(&harness, |t| t.floor().seat_of(PlayerId(0))).unwrap();
    harness.get_by_label_contains("Ann's penalty should be over by now (about ");
    harness.get_by_label_contains(&format!("check at table 1, seat {}", seat.seat));
    ui_common::click(&mut harness, "Back at the table");
    assert!(!read(&harness, |t| t.away(PlayerId(0))), "Ann is back");
    assert!(harness.query_by_label_contains("should be over").is_none());
    // Told once: later frames do not tell it again.
    minutes.store(61, Ordering::SeqCst);
    harness.run();
    assert!(harness.query_by_label_contains("should be over").is_none());
}
