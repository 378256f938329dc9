//! Spoken announcements: with the option on in Settings, a level's start is spoken through the
//! system's speech program in the TD's language, its blinds with it, and the final table once
//! the floor calls for it; off, nothing is spoken; with no speech program, Settings says so.

use crate::ui_common;

use egui_kittest::kittest::Queryable;
use riffle_tournament::Command;
use riffle_ui::platform::Voice;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

/// A speech program that writes what it was asked to say to a file, on the `PATH` of a folder.
#[cfg(unix)]
fn recording_voice(dir: &std::path::Path) -> (Voice, std::path::PathBuf) {
    use std::os::unix::fs::PermissionsExt;
    let said = dir.join("said.txt");
    let program = dir.join("espeak-ng");
    std::fs::write(
        &program,
        format!("#!/bin/sh\necho \"$@\" >> '{}'\n", said.display()),
    )
    .unwrap();
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
    let voice = Voice::detect_in(dir.as_os_str()).expect("the program is found");
    (voice, said)
}

/// The event with its clock started at t0, in a window whose clock the test moves.
fn started(
    lang: riffle_text::Lang,
    speak: bool,
) -> (
    egui_kittest::Harness<'static, riffle_ui::app::App>,
    Arc<AtomicI64>,
    tempfile::TempDir,
) {
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
    session
        .execute(&Command::StartClock, ui_common::t0())
        .unwrap();
    let seconds = Arc::new(AtomicI64::new(0));
    let clock = Arc::clone(&seconds);
    let config = riffle_ui::app::Config {
        now: Arc::new(move || {
            ui_common::t0() + chrono::Duration::seconds(clock.load(Ordering::SeqCst))
        }),
        preferences: riffle_ui::shared::Preferences {
            lang,
            sound: false,
            speak,
            ..Default::default()
        },
        ..riffle_ui::app::Config::default()
    };
    let backend = riffle_ui::backend::WriterBackend::new(session);
    let app = riffle_ui::app::App::new(Some(Box::new(backend)), config);
    let mut harness = egui_kittest::Harness::builder()
        .with_size(egui::Vec2::new(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut riffle_ui::app::App| app.show(ui), app);
    harness.run();
    (harness, seconds, folder)
}

/// Waits, a bounded time, for the speech program to have written `count` lines.
fn lines(said: &std::path::Path, count: usize) -> Vec<String> {
    for _ in 0..100 {
        let text = std::fs::read_to_string(said).unwrap_or_default();
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        if lines.len() >= count {
            return lines;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("the speech program was not run {count} time(s)");
}

#[cfg(unix)]
#[test]
fn a_level_start_is_spoken_in_the_tds_language_with_its_blinds() {
    let dir = tempfile::tempdir().unwrap();
    let (voice, said) = recording_voice(dir.path());
    let (mut harness, seconds, _folder) = started(riffle_text::Lang::Fr, true);
    harness.state().shared().lock().voice = Some(voice);
    // Level 1 of the built-in structure lasts 20 minutes: a minute before, then the change.
    seconds.store(19 * 60 + 1, Ordering::SeqCst);
    harness.run();
    seconds.store(20 * 60 + 1, Ordering::SeqCst);
    harness.run();
    let spoken = lines(&said, 2);
    assert_eq!(spoken[0], "-v fr -- Niveau 2 dans une minute");
    assert!(
        spoken[1].starts_with("-v fr -- Le niveau 2 a commencé. Blindes "),
        "{spoken:?}"
    );
}

#[cfg(unix)]
#[test]
fn the_final_table_is_spoken_once_when_the_floor_calls_for_it() {
    let dir = tempfile::tempdir().unwrap();
    let (voice, said) = recording_voice(dir.path());
    let (mut harness, _seconds, _folder) = started(riffle_text::Lang::En, true);
    harness.state().shared().lock().voice = Some(voice);
    let names = [
        "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kim", "Lou",
    ];
    let execute = |harness: &mut egui_kittest::Harness<'static, riffle_ui::app::App>,
                   command: &Command| {
        let shared = harness.state().shared();
        let mut shared = shared.lock();
        let backend = shared.backend_mut().unwrap();
        backend.execute(command, ui_common::t0()).unwrap();
    };
    for command in ui_common::seated(&names) {
        execute(&mut harness, &command);
    }
    harness.run();
    // Twelve at two tables of nine seats: three busts leave nine, one table's worth.
    for player in 0..3 {
        execute(&mut harness, &ui_common::busted(player));
        harness.run();
    }
    harness.run();
    let spoken = lines(&said, 1);
    assert_eq!(
        spoken,
        ["-v en -- Final table: the 9 players left draw their seats again for table 1"]
    );
    // Said once: more frames while the call waits for the TD say nothing more.
    harness.run();
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(lines(&said, 1).len(), 1);
}

#[cfg(unix)]
#[test]
fn with_the_option_off_nothing_is_spoken() {
    let dir = tempfile::tempdir().unwrap();
    let (voice, said) = recording_voice(dir.path());
    let (mut harness, seconds, _folder) = started(riffle_text::Lang::En, false);
    harness.state().shared().lock().voice = Some(voice);
    seconds.store(20 * 60 + 1, Ordering::SeqCst);
    harness.run();
    std::thread::sleep(Duration::from_millis(300));
    assert!(!said.exists(), "nothing was spoken");
}

#[test]
fn settings_say_when_no_speech_program_was_found() {
    let (mut harness, _seconds, _folder) = started(riffle_text::Lang::En, false);
    harness
        .state_mut()
        .set_tab(riffle_ui::panels::Tab::Settings);
    harness.run();
    harness.get_by_label("Speak the level changes, breaks, last minutes and the final table aloud");
    harness.get_by_label_contains("No speech program found on this computer");
}
