//! The window's input rules, in one place in the shell: a single key (Space, F, C, R, A) acts
//! only when no text field has the keyboard and nothing is asking; a field keeps the keyboard
//! after Enter; nothing that comes into the notice slot or above the player list moves the rows
//! under the pointer; a live alert of the clock outranks an old refusal; closing the window with
//! a clock running asks first; the form's own default folder is made when first used.

use crate::ui_common;

use egui::{Event, Key, Modifiers, Pos2, ViewportCommand, ViewportEvent, ViewportId};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::clock::ClockState;
use riffle_tournament::Command;
use riffle_ui::app::{App, Config};
use riffle_ui::panels::Tab;
use riffle_ui::platform::Dialog;
use std::sync::Arc;
use ui_common::{busted, event_window, press_and_release_at, read, seated, t0, type_into};

/// A key as a keyboard sends it: pressed, the character it types (for a letter or a space),
/// released; one frame.
pub fn typed_key(harness: &mut Harness<'static, App>, key: Key, text: Option<&str>) {
    let input = harness.input_mut();
    let key_event = |pressed| Event::Key {
        key,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers: Modifiers::NONE,
    };
    input.events.push(key_event(true));
    if let Some(text) = text {
        input.events.push(Event::Text(text.to_string()));
    }
    input.events.push(key_event(false));
    harness.step();
    harness.run();
}

/// Types `text` as a keyboard does, one key at a time (letters and spaces).
pub fn type_keys(harness: &mut Harness<'static, App>, text: &str) {
    for c in text.chars() {
        let key = if c == ' ' {
            Some(Key::Space)
        } else {
            Key::from_name(&c.to_ascii_uppercase().to_string())
        };
        match key {
            Some(key) => typed_key(harness, key, Some(&c.to_string())),
            None => {
                harness.input_mut().events.push(Event::Text(c.to_string()));
                harness.step();
                harness.run();
            }
        }
    }
}

fn clock_state(harness: &Harness<'static, App>) -> ClockState {
    read(harness, |t| t.display(t0()).clock.state)
}

fn names(harness: &Harness<'static, App>) -> Vec<String> {
    read(harness, |t| {
        t.entries().iter().map(|e| e.name.clone()).collect()
    })
}

#[test]
fn enter_enter_space_in_the_name_field_keeps_the_keyboard_and_the_clock_waits() {
    let (mut harness, _folder) = event_window(&seated(&["Ann", "Bob", "Cy"]));
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    harness.get_by_label("Name").focus();
    harness.run();

    typed_key(&mut harness, Key::Enter, None);
    typed_key(&mut harness, Key::Enter, None);
    assert!(
        harness.ctx.text_edit_focused(),
        "the empty Name field keeps the keyboard after Enter"
    );
    typed_key(&mut harness, Key::Space, Some(" "));
    ui_common::picture::picture(&harness, "enter-enter-space-in-name");
    assert_eq!(clock_state(&harness), ClockState::NotStarted, "Space typed");
    type_keys(&mut harness, "Zoe");
    typed_key(&mut harness, Key::Enter, None);

    assert_eq!(names(&harness).last().map(String::as_str), Some("Zoe"));
    assert!(harness.ctx.text_edit_focused(), "ready for the next name");
    type_keys(&mut harness, "Yves");
    typed_key(&mut harness, Key::Enter, None);
    assert_eq!(names(&harness).last().map(String::as_str), Some("Yves"));
    assert_eq!(clock_state(&harness), ClockState::NotStarted);
}

/// The Hands tab with a hand being logged at table 1, and whether its log says anyone acted.
fn logging_a_hand() -> (Harness<'static, App>, tempfile::TempDir) {
    let (mut harness, folder) = event_window(&seated(&["Ann", "Bob", "Cy", "Dee"]));
    harness.state_mut().set_tab(Tab::Hands);
    harness.run();
    harness.get_by_label("Table 1").click();
    harness.run();
    (harness, folder)
}

/// Everything the window says, in its accessibility tree: what the TD sees of the hand.
fn everything_said(harness: &Harness<'static, App>) -> Vec<String> {
    harness
        .query_all_by(|_| true)
        .map(|node| {
            let node = egui_kittest::kittest::NodeT::accesskit_node(&node);
            format!("{:?} {:?} {:?}", node.role(), node.label(), node.value())
        })
        .collect()
}

#[test]
fn keys_typed_while_the_open_dialog_is_asked_leave_the_hand_and_the_clock_alone() {
    let (mut harness, _folder) = logging_a_hand();
    // The TD clicks Open…: the system's dialog is asked for (the test window has none).
    harness.get_by_label("+ Open…").click();
    harness.run();
    assert_eq!(
        harness.state().asked_dialog(),
        Some(&Dialog::OpenTournament)
    );
    let before = everything_said(&harness);
    type_keys(&mut harness, "fcra fcra");
    ui_common::picture::picture(&harness, "keys-under-the-open-dialog");
    assert_eq!(
        everything_said(&harness),
        before,
        "the hand logger is unchanged"
    );
    assert_eq!(clock_state(&harness), ClockState::NotStarted);

    // The keys work again once the dialog is gone.
    let ctx = harness.ctx.clone();
    let nowhere = std::path::Path::new("/nonexistent/riffle");
    harness
        .state_mut()
        .answer_dialog(&ctx, Dialog::OpenTournament, nowhere);
    harness.run();
    let before = everything_said(&harness);
    typed_key(&mut harness, Key::F, Some("f"));
    assert_ne!(
        everything_said(&harness),
        before,
        "F folds once nothing is asking"
    );
}

#[test]
fn a_path_typed_in_the_prompt_goes_into_its_field_not_into_the_hand() {
    let (mut harness, _folder) = logging_a_hand();
    harness
        .state_mut()
        .dialog_unavailable(Dialog::OpenTournament);
    harness.run();
    harness.get_by_label("Path").focus();
    harness.run();
    let hand = |h: &Harness<'static, App>| {
        let said = everything_said(h);
        said.into_iter()
            .filter(|line| !line.contains("fcra") && !line.contains("\"f"))
            .collect::<Vec<_>>()
    };
    type_keys(&mut harness, "fcra");
    ui_common::picture::picture(&harness, "path-typed-in-the-open-prompt");
    assert!(harness.query_all_by_value("fcra").next().is_some());
    // A click outside the field, on the modal's dim: the field lets go, the modal still asks.
    press_and_release_at(&mut harness, Pos2::new(5.0, 990.0));
    harness.run();
    let before = hand(&harness);
    typed_key(&mut harness, Key::C, Some("c"));
    typed_key(&mut harness, Key::Space, Some(" "));
    assert_eq!(hand(&harness), before, "the modal still takes the keys");
    assert_eq!(clock_state(&harness), ClockState::NotStarted);
}

/// The top of each player's row in the list, by the name it shows.
fn row_tops(harness: &Harness<'static, App>, players: &[&str]) -> Vec<f32> {
    (players.iter().enumerate())
        .map(|(i, name)| {
            let row = format!("#{} {name},", i + 1);
            harness.get_by_label_contains(&row).rect().top()
        })
        .collect()
}

#[test]
fn an_elimination_with_a_notice_showing_moves_no_row_of_the_list() {
    let players = [
        "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo",
    ];
    let mut commands = seated(&players);
    commands.push(Command::StartClock);
    let (mut harness, _folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    let before = row_tops(&harness, &players);
    assert!(before.iter().all(|&top| top > 0.0), "every row on screen");

    // A name already registered, typed: the warning comes, in its reserved line.
    type_into(&mut harness, "Name", "Ann");
    assert!(
        harness
            .query_all_by_label_contains("already registered")
            .next()
            .is_some()
            || harness.query_all_by_label_contains("Ann").count() > 1
    );
    assert_eq!(
        row_tops(&harness, &players),
        before,
        "a hint moved the rows"
    );
    // A refusal in the notice slot: a second registration of the same name sent.
    typed_key(&mut harness, Key::Enter, None);
    let refused = harness.state().refusal().is_some();
    assert_eq!(
        row_tops(&harness, &players),
        before,
        "a notice moved the rows"
    );

    // Jo is eliminated from the details' confirm row, the notice still showing.
    harness.get_by_label_contains("#10 Jo").click();
    harness.run();
    harness.get_by_label("Eliminate…").click();
    harness.run();
    ui_common::picture::picture(&harness, "elimination-confirm-with-a-notice");
    assert_eq!(row_tops(&harness, &players), before, "a confirm row moved");
    harness.get_by_label("Confirm the elimination").click();
    harness.run();
    let out = read(&harness, |t| t.entries()[9].in_play());
    assert!(!out, "Jo is out");
    let after = row_tops(&harness, &players);
    ui_common::picture::picture(&harness, "elimination-done-rows-unmoved");
    println!("rows before {before:?} after {after:?}, refusal shown: {refused}");
    assert_eq!(after, before, "the elimination moved the rows");
}

#[test]
fn the_instruction_waiting_takes_its_reserved_line_and_moves_no_row() {
    // Two tables of five: three out of table 2 leave it short, and the floor asks a move.
    let players = [
        "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo",
    ];
    let mut commands = seated(&players);
    commands.push(Command::StartClock);
    let (mut harness, _folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    let before = row_tops(&harness, &players);
    let table_2: Vec<u32> = read(&harness, |t| {
        (0..10)
            .filter(|&p| {
                t.floor()
                    .seat_of(riffle_core::floor::PlayerId(p))
                    .is_some_and(|s| s.table.0 == 2)
            })
            .collect()
    });
    for player in table_2.iter().take(2) {
        let outcome = harness
            .state_mut()
            .shared()
            .lock()
            .backend_mut()
            .map(|b| b.execute(&busted(*player), t0()).is_ok());
        assert_eq!(outcome, Some(true));
        harness.run();
    }
    let waiting = read(&harness, |t| t.pending_instruction().is_some());
    if waiting {
        harness.get_by_label_contains("instruction");
    }
    assert_eq!(row_tops(&harness, &players), before);
}

/// The window with two events, Monday shown and Turbo's clock running behind it, and the
/// window's clock to move.
pub(crate) fn two_events() -> (
    Harness<'static, App>,
    Arc<std::sync::Mutex<chrono::DateTime<chrono::Utc>>>,
    i64,
    tempfile::TempDir,
) {
    let now = Arc::new(std::sync::Mutex::new(t0()));
    let clock = now.clone();
    let folder = tempfile::tempdir().unwrap();
    let make = |name: &str, run: bool| {
        let setup = riffle_tournament::Setup {
            name: name.into(),
            structure: riffle_tournament::StructureSource::BuiltIn,
            house_rules: None,
            seats_per_table: 9,
        };
        let dir = folder.path().join(name);
        let mut session = riffle_store::session::Session::create(&dir, &setup, t0()).unwrap();
        for command in seated(&["Ann", "Bob"]) {
            session.execute(&command, t0()).unwrap();
        }
        if run {
            session.execute(&Command::StartClock, t0()).unwrap();
        }
        Box::new(riffle_ui::backend::WriterBackend::new(session))
            as Box<dyn riffle_ui::backend::Backend>
    };
    let first = make("Monday", false);
    let second = make("Turbo", true);
    let level_ms = second.display(t0()).unwrap().clock.time_left_ms;
    let config = Config {
        now: Arc::new(move || *clock.lock().unwrap()),
        more_events: vec![second],
        ..Config::default()
    };
    let app = App::new(Some(first), config);
    let mut harness = Harness::builder()
        .with_size(egui::Vec2::new(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    harness.run();
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    (harness, now, level_ms, folder)
}

/// The window with two events, the second's clock running and in its last minute: its
/// one-minute warning is a live alert.
#[test]
fn a_live_alert_of_another_tab_outranks_an_old_refusal() {
    let (mut harness, now, level_ms, _folder) = two_events();
    // An old refusal on the shown tab (Players): Space with no clock to start here is fine, so
    // ask for a command the tournament refuses.
    type_into(&mut harness, "Name", "Ann");
    typed_key(&mut harness, Key::Enter, None);
    let refusal = harness.state().refusal().expect("Ann twice is asked about");
    harness.get_by_label_contains(&refusal[..refusal.len().min(20)]);

    // The other tab's level comes into its last minute.
    *now.lock().unwrap() = t0() + chrono::Duration::milliseconds(level_ms - 50_000);
    harness.run();
    assert!(
        harness
            .query_all_by_label_contains("Turbo: ")
            .next()
            .is_some(),
        "the other tab's alert shows, named by its event"
    );
    assert!(
        harness
            .query_all_by_label_contains(&refusal[..refusal.len().min(20)])
            .next()
            .is_none(),
        "the old refusal waits under the alert"
    );
}

/// A close request from the system (the window's ×, Alt+F4), as eframe hands it to the app.
fn close_requested(harness: &mut Harness<'static, App>) {
    harness
        .input_mut()
        .viewports
        .entry(ViewportId::ROOT)
        .or_default()
        .events
        .push(ViewportEvent::Close);
    harness.step();
}

fn commands_sent(harness: &Harness<'static, App>) -> Vec<ViewportCommand> {
    harness
        .output()
        .viewport_output
        .get(&ViewportId::ROOT)
        .map(|v| v.commands.clone())
        .unwrap_or_default()
}

#[test]
fn closing_the_window_with_a_clock_running_asks_first() {
    let mut commands = seated(&["Ann", "Bob"]);
    commands.push(Command::StartClock);
    let (mut harness, _folder) = event_window(&commands);
    close_requested(&mut harness);
    assert!(commands_sent(&harness).contains(&ViewportCommand::CancelClose));
    assert!(harness.state().asking_to_quit());
    harness.run();
    harness.get_by_label_contains("Close Riffle while");
    assert!(
        harness
            .query_all_by_label_contains("Saturday Deepstack")
            .count()
            >= 2,
        "named"
    );
    harness.get_by_label("Cancel (Esc)").click();
    harness.run();
    assert!(!harness.state().asking_to_quit());
    assert_eq!(clock_state(&harness), ClockState::Running);

    close_requested(&mut harness);
    harness.run();
    harness.get_by_label("Close Riffle").click();
    harness.step();
    assert!(commands_sent(&harness).contains(&ViewportCommand::Close));
    close_requested(&mut harness);
    assert!(!commands_sent(&harness).contains(&ViewportCommand::CancelClose));
}

#[test]
fn closing_the_window_with_no_clock_running_closes_at_once() {
    let (mut harness, _folder) = event_window(&seated(&["Ann", "Bob"]));
    close_requested(&mut harness);
    assert!(!commands_sent(&harness).contains(&ViewportCommand::CancelClose));
    assert!(!harness.state().asking_to_quit());
}

#[test]
fn the_forms_default_folder_is_made_when_first_used() {
    let settings = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let riffle = home.path().join("Riffle");
    let config = Config {
        now: Arc::new(t0),
        settings_dir: Some(settings.path().to_path_buf()),
        welcome: true,
        new_folder: Some(riffle.clone()),
        ..Config::default()
    };
    let mut harness = Harness::builder()
        .with_size(egui::Vec2::new(1280.0, 720.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), App::new(None, config));
    harness.run();
    let name = harness.get_by_role_and_label(egui::accesskit::Role::TextInput, "Name");
    name.focus();
    harness.run();
    let name = harness.get_by_role_and_label(egui::accesskit::Role::TextInput, "Name");
    name.type_text("Friday Bounty");
    harness.run();
    ui_common::click(&mut harness, "Create the tournament");
    assert_eq!(harness.state().refusal(), None);
    assert!(riffle_store::journal::Journal::exists(
        &riffle.join("Friday Bounty")
    ));
}
