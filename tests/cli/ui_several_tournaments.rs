//! Several tournaments in one window: a tab per event above the panels, each event with its
//! own journal and lock, every clock running whichever tab is shown; the players' screen shows
//! one of them or each in turn; the window opens again on the same tabs.

use crate::ui_common;

use egui::{Key, Modifiers, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::clock::ClockState;
use riffle_store::session::{Session, View};
use riffle_tournament::{Setup, StructureSource};
use riffle_ui::app::{App, Config};
use riffle_ui::shared::ScreenChoice;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use ui_common::{click, open_folder, seated, t0};

/// A tournament named `name` in `parent`, its players seated, closed again (no lock held).
fn event(parent: &Path, name: &str, players: &[&str]) -> PathBuf {
    let setup = Setup {
        name: name.into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let dir = parent.join(name);
    let mut session = Session::create(&dir, &setup, t0()).unwrap();
    session.reseed(7);
    for command in seated(players) {
        session.execute(&command, t0()).unwrap();
    }
    dir
}

/// The test's clock: `t0` plus the seconds it has been moved on.
#[derive(Clone, Default)]
struct Clock(Arc<AtomicI64>);

impl Clock {
    fn now(&self) -> riffle_ui::shared::Now {
        let seconds = Arc::clone(&self.0);
        Arc::new(move || t0() + chrono::TimeDelta::seconds(seconds.load(Ordering::Relaxed)))
    }

    fn advance(&self, seconds: i64) {
        self.0.fetch_add(seconds, Ordering::Relaxed);
    }
}

/// The window at 1280x720 with its settings kept in `settings`, on `backend`'s event if any.
fn window(
    settings: &Path,
    clock: &Clock,
    start: Option<(Option<Box<dyn riffle_ui::backend::Backend>>, Config)>,
) -> Harness<'static, App> {
    let (backend, config) = start.unwrap_or_else(|| {
        (
            None,
            Config {
                settings_dir: Some(settings.to_path_buf()),
                welcome: true,
                ..Config::default()
            },
        )
    });
    let config = Config {
        now: clock.now(),
        ..config
    };
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1280.0, 720.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), App::new(backend, config));
    harness.run();
    harness
}

/// The two events open, the second one shown.
fn two_open(root: &Path, clock: &Clock) -> (Harness<'static, App>, PathBuf, PathBuf) {
    let friday = event(root, "Friday Turbo", &["Ann", "Bob", "Cy"]);
    let sunday = event(root, "Sunday Deepstack", &["Dee", "Eve", "Fay", "Gus"]);
    let mut harness = window(&root.join("settings"), clock, None);
    open_folder(&mut harness, &friday);
    open_folder(&mut harness, &sunday);
    (harness, friday, sunday)
}

fn names(harness: &Harness<'static, App>) -> Vec<String> {
    (harness.state().events().into_iter())
        .map(|(name, _)| name)
        .collect()
}

fn shown_name(harness: &Harness<'static, App>) -> String {
    ui_common::read(harness, |t| t.name().to_string())
}

/// The commands in the journal of `dir`, in the words of its history.
fn journal(dir: &Path) -> Vec<String> {
    let view = View::open(dir).unwrap();
    (view.tournament().history().iter())
        .map(|entry| entry.summary_in(riffle_text::Lang::En))
        .collect()
}

fn clock_state(dir: &Path) -> ClockState {
    View::open(dir)
        .unwrap()
        .tournament()
        .display(t0())
        .clock
        .state
}

#[test]
fn opening_a_second_event_adds_a_tab_and_a_click_on_a_tab_shows_its_event() {
    let root = tempfile::tempdir().unwrap();
    let (mut harness, _, _) = two_open(root.path(), &Clock::default());
    assert_eq!(names(&harness), ["Friday Turbo", "Sunday Deepstack"]);
    assert_eq!(shown_name(&harness), "Sunday Deepstack");
    click(&mut harness, "Friday Turbo");
    assert_eq!(shown_name(&harness), "Friday Turbo");
    assert_eq!(harness.state().shown_event(), 0);
    click(&mut harness, "Sunday Deepstack");
    assert_eq!(shown_name(&harness), "Sunday Deepstack");
}

#[test]
fn a_command_goes_to_the_journal_of_the_event_on_screen_and_no_other() {
    let root = tempfile::tempdir().unwrap();
    let (mut harness, friday, sunday) = two_open(root.path(), &Clock::default());
    let (friday_before, sunday_before) = (journal(&friday), journal(&sunday));
    click(&mut harness, "Friday Turbo");
    harness.key_press(Key::Space);
    harness.run();
    assert_eq!(clock_state(&friday), ClockState::Running);
    assert_eq!(clock_state(&sunday), ClockState::NotStarted);
    assert_eq!(journal(&sunday), sunday_before);
    let friday_after = journal(&friday);
    assert_eq!(friday_after.len(), friday_before.len() + 1);
    // Sunday's players are in Sunday's journal alone, and the other way round.
    assert!(friday_after.iter().any(|line| line.contains("Ann")));
    assert!(!friday_after.iter().any(|line| line.contains("Dee")));
    assert!(!journal(&sunday).iter().any(|line| line.contains("Ann")));
    // Undo on Sunday's tab takes back Sunday's last command, never Friday's start.
    click(&mut harness, "Sunday Deepstack");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    assert_eq!(clock_state(&friday), ClockState::Running);
    assert_eq!(journal(&friday), friday_after);
}

#[test]
fn each_open_event_holds_its_own_lock_and_opening_it_again_shows_its_tab() {
    let root = tempfile::tempdir().unwrap();
    let (mut harness, friday, sunday) = two_open(root.path(), &Clock::default());
    for dir in [&friday, &sunday] {
        assert!(Session::open(dir).is_err(), "{} is held", dir.display());
    }
    open_folder(&mut harness, &friday);
    assert_eq!(
        names(&harness).len(),
        2,
        "no second tab for the same folder"
    );
    assert_eq!(shown_name(&harness), "Friday Turbo");
    assert_eq!(harness.state().refusal(), None);
}

#[test]
fn a_folder_another_program_holds_is_refused_with_the_usual_sentence() {
    let root = tempfile::tempdir().unwrap();
    let (mut harness, _, _) = two_open(root.path(), &Clock::default());
    let other = event(root.path(), "Held Elsewhere", &["Hal"]);
    let held = Session::open(&other).unwrap();
    open_folder(&mut harness, &other);
    let sentence = harness.state().refusal().expect("refused");
    let expected = Session::open(&other).err().unwrap().to_string();
    assert_eq!(sentence, expected);
    assert_eq!(names(&harness).len(), 2);
    drop(held);
}

#[test]
fn closing_a_tab_lets_its_folder_go_and_shows_another_event() {
    let root = tempfile::tempdir().unwrap();
    let (mut harness, friday, sunday) = two_open(root.path(), &Clock::default());
    click(&mut harness, "Close Sunday Deepstack");
    assert_eq!(names(&harness), ["Friday Turbo"]);
    assert_eq!(shown_name(&harness), "Friday Turbo");
    drop(Session::open(&sunday).expect("its lock was let go"));
    assert!(Session::open(&friday).is_err(), "Friday is still held");
}

#[test]
fn closing_an_event_whose_clock_runs_is_asked_first() {
    let root = tempfile::tempdir().unwrap();
    let (mut harness, _, _) = two_open(root.path(), &Clock::default());
    harness.key_press(Key::Space);
    harness.run();
    click(&mut harness, "Close Sunday Deepstack");
    harness.get_by_label("Close Sunday Deepstack while its clock runs?");
    click(&mut harness, "Cancel (Esc)");
    assert_eq!(names(&harness).len(), 2);
    click(&mut harness, "Close Sunday Deepstack");
    click(&mut harness, "Close it");
    assert_eq!(names(&harness), ["Friday Turbo"]);
}

#[test]
fn the_window_opens_again_on_the_same_tabs_with_the_same_one_shown() {
    let root = tempfile::tempdir().unwrap();
    let settings = root.path().join("settings");
    let clock = Clock::default();
    let (mut harness, friday, sunday) = two_open(root.path(), &clock);
    click(&mut harness, "Friday Turbo");
    drop(harness);
    let start = riffle_ui::launch::startup(&settings, None, None).unwrap();
    let harness = window(&settings, &clock, Some(start));
    let dirs: Vec<PathBuf> = (harness.state().events().into_iter())
        .map(|(_, dir)| dir)
        .collect();
    assert_eq!(dirs, [friday, sunday]);
    assert_eq!(shown_name(&harness), "Friday Turbo");
    assert!(!harness.state().welcome_shown());
}

#[test]
fn every_clock_runs_and_changes_level_while_its_tab_is_not_shown() {
    let root = tempfile::tempdir().unwrap();
    let clock = Clock::default();
    let (mut harness, friday, _) = two_open(root.path(), &clock);
    click(&mut harness, "Friday Turbo");
    harness.key_press(Key::Space);
    harness.run();
    click(&mut harness, "Sunday Deepstack");
    let level = |harness: &Harness<'static, App>| {
        let shared = harness.state().shared().lock();
        let display = shared.events[0].backend.display(clock.now()()).unwrap();
        display.clock.period
    };
    assert_eq!(level(&harness), riffle_core::structure::PeriodRef::Level(1));
    let seconds = View::open(&friday)
        .unwrap()
        .tournament()
        .display(t0())
        .clock
        .time_left_ms
        / 1000;
    clock.advance(seconds + 1);
    harness.run();
    assert_eq!(level(&harness), riffle_core::structure::PeriodRef::Level(2));
    assert_eq!(shown_name(&harness), "Sunday Deepstack");
}

#[test]
fn the_players_screen_shows_each_event_in_turn_with_its_name() {
    let root = tempfile::tempdir().unwrap();
    let clock = Clock::default();
    let (mut harness, _, _) = two_open(root.path(), &clock);
    harness.state().shared().lock().preferences.screen = ScreenChoice::Rotate { seconds: 10 };
    harness.key_press_modifiers(Modifiers::COMMAND, Key::D);
    harness.run();
    // Each name is on its tab; the event on the players' screen is named there once more.
    let counts = |harness: &Harness<'static, App>| {
        ["Friday Turbo", "Sunday Deepstack"].map(|name| harness.query_all_by_label(name).count())
    };
    let first = counts(&harness);
    clock.advance(10);
    harness.run();
    let second = counts(&harness);
    let turned = [
        second[0] as i64 - first[0] as i64,
        second[1] as i64 - first[1] as i64,
    ];
    assert!(
        turned == [1, -1] || turned == [-1, 1],
        "{first:?} then {second:?}"
    );
    clock.advance(10);
    harness.run();
    assert_eq!(counts(&harness), first, "back to the first after the last");
}

#[test]
fn the_players_screen_can_stay_on_one_event_whatever_tab_is_shown() {
    let root = tempfile::tempdir().unwrap();
    let (mut harness, friday, _) = two_open(root.path(), &Clock::default());
    harness.key_press_modifiers(Modifiers::COMMAND, Key::D);
    harness.run();
    let counts = |harness: &Harness<'static, App>| {
        ["Friday Turbo", "Sunday Deepstack"].map(|name| harness.query_all_by_label(name).count())
    };
    // Following the tab, it shows Sunday; set on Friday, it shows Friday.
    let following = counts(&harness);
    harness.state().shared().lock().preferences.screen = ScreenChoice::Event(friday);
    harness.run();
    assert_eq!(shown_name(&harness), "Sunday Deepstack");
    let fixed = counts(&harness);
    assert_eq!(fixed, [following[0] + 1, following[1] - 1]);
}

#[test]
fn settings_offers_the_players_screen_a_choice_of_event_once_two_are_open() {
    let root = tempfile::tempdir().unwrap();
    let (mut harness, _, _) = two_open(root.path(), &Clock::default());
    harness
        .state_mut()
        .set_tab(riffle_ui::panels::Tab::Settings);
    harness.run();
    click(&mut harness, "Each open event in turn, every");
    let screen = harness.state().shared().lock().preferences.screen.clone();
    assert_eq!(
        screen,
        ScreenChoice::Rotate {
            seconds: ScreenChoice::DEFAULT_SECONDS
        }
    );
    let saved = riffle_store::settings::load(&root.path().join("settings")).0;
    assert_eq!(
        saved.screen_rotate_seconds,
        Some(ScreenChoice::DEFAULT_SECONDS)
    );
}

#[test]
fn each_event_keeps_its_own_notices_while_another_tab_is_shown() {
    let root = tempfile::tempdir().unwrap();
    let (mut harness, _, _) = two_open(root.path(), &Clock::default());
    click(&mut harness, "Friday Turbo");
    harness.key_press(Key::Space);
    harness.run();
    let started = "The clock was started with the Space key.";
    harness.get_by_label(started);

    click(&mut harness, "Sunday Deepstack");
    assert!(
        harness.query_by_label(started).is_none(),
        "Friday's notice is not Sunday's"
    );
    click(&mut harness, "Friday Turbo");
    harness.get_by_label(started);
}

#[test]
fn the_window_title_is_the_name_of_the_event_shown() {
    let root = tempfile::tempdir().unwrap();
    let clock = Clock::default();
    let mut harness = window(&root.path().join("settings"), &clock, None);
    assert_eq!(harness.state().title(), "Riffle");
    let friday = event(root.path(), "Friday Turbo", &["Ann", "Bob", "Cy"]);
    let sunday = event(
        root.path(),
        "Sunday Deepstack",
        &["Dee", "Eve", "Fay", "Gus"],
    );
    open_folder(&mut harness, &friday);
    open_folder(&mut harness, &sunday);
    assert_eq!(harness.state().title(), "Sunday Deepstack");

    harness.get_by_label("Friday Turbo").click();
    harness.step();
    let told = harness.output().viewport_output[&egui::ViewportId::ROOT]
        .commands
        .contains(&egui::ViewportCommand::Title("Friday Turbo".into()));
    assert!(told, "the title bar is told at the frame of the switch");
    assert_eq!(harness.state().title(), "Friday Turbo");
}

#[test]
fn a_level_change_in_a_hidden_tab_shows_on_the_visible_one_named_by_its_event() {
    let root = tempfile::tempdir().unwrap();
    let clock = Clock::default();
    let (mut harness, friday, _) = two_open(root.path(), &clock);
    click(&mut harness, "Friday Turbo");
    harness.key_press(Key::Space);
    harness.run();
    click(&mut harness, "Sunday Deepstack");
    let seconds = View::open(&friday)
        .unwrap()
        .tournament()
        .display(t0())
        .clock
        .time_left_ms
        / 1000;
    // Friday's start shows on Sunday's tab too.
    harness.get_by_label("Friday Turbo: Level 1 has started");
    clock.advance(seconds + 1);
    harness.run();
    assert_eq!(shown_name(&harness), "Sunday Deepstack");
    harness.get_by_label("Friday Turbo: Level 2 has started");
}
