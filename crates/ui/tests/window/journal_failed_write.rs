//! A failed write stops writing: when the disk refuses a command (full, failing, read-only,
//! access refused), whether the write fails, stops halfway or the sync fails, the command is
//! refused with that cause, the journal is cut back to the commands confirmed before, the
//! tournament is as it was, and every later command is refused the same way until the disk
//! works again; then commands are saved as before. Undo is a command like any other.

use crate::faulty_disk;
use faulty_disk::{EACCES, EIO, ENOSPC, EROFS, FaultyDisk, Step};
use riffle_store::journal::JournalError;
use riffle_store::session::{Session, SessionError, View};
use riffle_tournament::{Bust, Command, Setup, StructureSource};
use riffle_ui::backend::not_saved;
use std::path::Path;
use std::sync::Arc;

fn now() -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::from_timestamp(1_800_000_000, 0).unwrap()
}

/// Three players seated, on a disk that works until told otherwise.
fn tournament(dir: &Path) -> (Session, FaultyDisk) {
    let setup = Setup {
        name: "Wednesday Bounty".into(),
        structure: StructureSource::Shipped("home-turbo".into()),
        house_rules: None,
        seats_per_table: 9,
    };
    let mut session = Session::create(dir, &setup, now()).unwrap();
    for name in ["Ann", "Bob", "Cy"] {
        let register = Command::Register {
            name: name.into(),
            notes: None,
            confirmed: false,
            profile: None,
        };
        session.execute(&register, now()).unwrap();
    }
    session.execute(&Command::DrawSeats, now()).unwrap();
    let disk = FaultyDisk::default();
    session.use_disk(Box::new(disk.clone()));
    (session, disk)
}

fn commands(session: &Session) -> Vec<(&'static str, Command)> {
    let bob = session
        .tournament()
        .entries()
        .iter()
        .find(|e| e.name == "Bob")
        .unwrap()
        .id;
    vec![
        (
            "registration",
            Command::Register {
                name: "Dee".into(),
                notes: None,
                confirmed: false,
                profile: None,
            },
        ),
        ("clock", Command::StartClock),
        (
            "elimination",
            Command::Eliminate {
                busts: vec![Bust {
                    by: Vec::new(),
                    player: bob,
                    starting_stack: None,
                }],
                on_hand_for_hand_announcement: false,
            },
        ),
        ("undo", Command::Undo),
    ]
}

fn cause(code: i32) -> &'static str {
    match code {
        ENOSPC => "the disk is full",
        EIO => "the disk failed to write",
        EROFS => "the disk is read-only",
        _ => "the system refuses to let Riffle write there",
    }
}

#[test]
fn a_command_the_disk_refuses_is_not_saved_not_applied_and_blocks_the_next_until_the_disk_is_back()
{
    let steps = [
        Step::Write,
        Step::PartialWrite,
        Step::Sync,
        Step::PartialWriteNotCut,
    ];
    let codes = [ENOSPC, EIO, EROFS, EACCES];
    for (s, step) in steps.into_iter().enumerate() {
        for (c, kind) in (0..4).enumerate() {
            let code = codes[(s + c) % codes.len()];
            let tmp = tempfile::tempdir().unwrap();
            let dir = tmp.path().join("event");
            let (mut session, disk) = tournament(&dir);
            let (name, command) = commands(&session).swap_remove(kind);
            let case = format!("{name} failing at {step:?} with OS error {code}");
            let before = session.tournament().clone();
            let confirmed = session.commands();
            let journal = std::fs::read(dir.join("journal.jsonl")).unwrap();

            *disk.fault.lock().unwrap() = Some((step, code));
            let refusal = session.execute(&command, now()).unwrap_err();
            let SessionError::Journal(JournalError::NotSaved { source, .. }) = &refusal else {
                panic!("{case}: refused for another reason: {refusal}");
            };
            assert_eq!(source.raw_os_error(), Some(code), "{case}");
            assert!(
                refusal.to_string().contains(cause(code)),
                "{case}: {refusal}"
            );
            assert_eq!(session.tournament(), &before, "{case}: the state changed");
            assert_eq!(session.commands(), confirmed, "{case}");
            if step != Step::PartialWriteNotCut {
                let after = std::fs::read(dir.join("journal.jsonl")).unwrap();
                assert!(after == journal, "{case}: the journal was not cut back");
            }
            // What is on disk is exactly the commands confirmed before.
            let reread = View::open(&dir).unwrap();
            assert_eq!(reread.tournament(), &before, "{case}");
            assert_eq!(reread.read_commands().unwrap().len() as u64, confirmed);

            // The failure stays in sight, and every command is refused until the disk is back.
            let shown = not_saved(&session).expect("the window shows the failure");
            assert!(shown.en.contains(cause(code)), "{case}: {}", shown.en);
            let announce = Command::Announce {
                text: "Break in 5 minutes".into(),
            };
            let again = session.execute(&announce, now()).unwrap_err();
            assert!(again.to_string().contains(cause(code)), "{case}: {again}");
            assert_eq!(session.tournament(), &before, "{case}");

            *disk.fault.lock().unwrap() = None;
            session.execute(&command, now()).unwrap();
            assert!(session.failure().is_none(), "{case}");
            assert!(not_saved(&session).is_none(), "{case}");
            assert_eq!(session.commands(), confirmed + 1, "{case}");
            let live = session.tournament().clone();
            drop(session);
            let reopened = Session::open(&dir).unwrap();
            assert!(
                reopened.notices().is_empty(),
                "{case}: {:?}",
                reopened.notices()
            );
            assert_eq!(reopened.tournament(), &live, "{case}");
        }
    }
}

#[test]
fn the_refusal_says_a_full_disk_in_french() {
    let tmp = tempfile::tempdir().unwrap();
    let (mut session, disk) = tournament(&tmp.path().join("event"));
    *disk.fault.lock().unwrap() = Some((Step::Write, ENOSPC));
    let refusal = session.execute(&Command::StartClock, now()).unwrap_err();
    let french = riffle_text::Say::say(&refusal, riffle_text::Lang::Fr);
    assert!(french.contains("le disque est plein"), "{french}");
    assert!(!french.contains("crash"), "{french}");
}

#[test]
fn the_window_keeps_the_failure_in_sight_while_it_lasts() {
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    use riffle_ui::app::{App, Config};
    use riffle_ui::shared::Preferences;

    let tmp = tempfile::tempdir().unwrap();
    let (mut session, disk) = tournament(&tmp.path().join("event"));
    *disk.fault.lock().unwrap() = Some((Step::Sync, ENOSPC));
    let refusal = session.execute(&Command::StartClock, now()).unwrap_err();
    let config = Config {
        now: Arc::new(now),
        preferences: Preferences {
            lang: riffle_text::Lang::Fr,
            ..Preferences::default()
        },
        ..Config::default()
    };
    let app = App::new(
        Some(Box::new(riffle_ui::backend::WriterBackend::new(session))),
        config,
    );
    let mut harness = Harness::builder()
        .with_size(egui::Vec2::new(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    harness.run();
    let sentence = riffle_text::Say::say(&refusal, riffle_text::Lang::Fr);
    harness.get_by_label(&sentence);
    // Escape dismisses refusals, not this: it lasts as long as the disk fails.
    harness.key_press(egui::Key::Escape);
    harness.run();
    harness.get_by_label(&sentence);
}
