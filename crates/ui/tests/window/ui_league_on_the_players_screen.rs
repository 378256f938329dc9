//! The league's table on the players' screen between levels: during a break of an event that
//! a league file beside it names, the screen shows the league's standings (place, name, points)
//! in place of the payouts; during a level, or with the choice turned off in Settings, it does
//! not.

use crate::ui_common;

use egui::{Key, Modifiers, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::structure::PeriodRef;
use riffle_store::session::Session;
use riffle_tournament::{Command, Setup, StructureSource};
use riffle_ui::app::{App, Config};
use riffle_ui::backend::WriterBackend;
use std::path::Path;
use std::sync::Arc;
use ui_common::{busted, seated, t0};

fn setup(name: &str) -> Setup {
    Setup {
        name: name.into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    }
}

/// Week 1 played out (Cy 1st, Bob 2nd, Ann 3rd), week 2 running with its clock on `period`
/// (a break, or the first level), both named by the Spring League file beside them.
fn season(root: &Path, on_break: bool) -> Session {
    let mut week_1 = Session::create(&root.join("week-01"), &setup("Week 1"), t0()).unwrap();
    week_1.reseed(1);
    for command in seated(&["Ann", "Bob", "Cy"])
        .into_iter()
        .chain([busted(0), busted(1)])
    {
        week_1.execute(&command, t0()).unwrap();
    }
    drop(week_1);
    let mut week_2 = Session::create(&root.join("week-02"), &setup("Week 2"), t0()).unwrap();
    week_2.reseed(2);
    for command in seated(&["Ann", "Bob", "Cy", "Dee"]) {
        week_2.execute(&command, t0()).unwrap();
    }
    week_2.execute(&Command::StartClock, t0()).unwrap();
    while on_break
        && !matches!(
            week_2.tournament().display(t0()).clock.period,
            PeriodRef::Break { .. }
        )
    {
        week_2.execute(&Command::NextPeriod, t0()).unwrap();
    }
    std::fs::write(
        root.join("spring.ron"),
        r#"League(name: "Spring League", tournaments: ["week-01", "week-02"], points: Table(points: [10, 6, 3]))"#,
    )
    .unwrap();
    week_2
}

/// The window on week 2, the players' screen open over it (a test has one window).
fn screen(session: Session) -> Harness<'static, App> {
    let config = Config {
        now: Arc::new(t0),
        ..Config::default()
    };
    let app = App::new(Some(Box::new(WriterBackend::new(session))), config);
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1280.0, 720.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    harness.run();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::D);
    harness.run();
    harness
}

#[test]
fn during_a_break_the_players_screen_shows_the_leagues_table_best_first() {
    let root = tempfile::tempdir().unwrap();
    let harness = screen(season(root.path(), true));
    let caption = harness.get_by_label("Spring League");
    let place = |name: &str| {
        let row = harness.get_by_label(name).rect();
        assert!(row.min.y > caption.rect().max.y, "{name} under the caption");
        row.center().y
    };
    assert!(place("1 Cy") < place("2 Bob"));
    assert!(place("2 Bob") < place("3 Ann"));
    harness.get_by_label("10 pts");
    harness.get_by_label("6 pts");
    harness.get_by_label("3 pts");
    // Dee has no finish yet: no line.
    assert!(harness.query_by_label("Dee").is_none());
}

#[test]
fn during_a_level_the_players_screen_shows_the_payouts_not_the_league() {
    let root = tempfile::tempdir().unwrap();
    let harness = screen(season(root.path(), false));
    assert!(harness.query_by_label("Spring League").is_none());
}

#[test]
fn settings_can_turn_the_leagues_table_off() {
    let root = tempfile::tempdir().unwrap();
    let mut harness = screen(season(root.path(), true));
    harness.get_by_label("Spring League");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::D);
    harness.run();
    harness
        .state_mut()
        .set_tab(riffle_ui::panels::Tab::Settings);
    harness.run();
    ui_common::click(
        &mut harness,
        "During a break, the league's table (when the event belongs to one)",
    );
    assert!(!harness.state().shared().lock().preferences.league_on_breaks);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::D);
    harness.run();
    assert!(harness.query_by_label("Spring League").is_none());
}

#[test]
fn an_event_no_league_file_names_shows_no_league() {
    let root = tempfile::tempdir().unwrap();
    let session = season(root.path(), true);
    std::fs::write(
        root.path().join("spring.ron"),
        r#"League(name: "Spring League", tournaments: ["week-01"], points: Table(points: [10, 6, 3]))"#,
    )
    .unwrap();
    let harness = screen(session);
    assert!(harness.query_by_label("Spring League").is_none());
}
