//! One program, two tournaments open for writing (the app's window with a tab per event):
//! each writer holds its own folder's lock, and neither lock covers the other folder.

use riffle_store::journal::JournalError;
use riffle_store::session::{Session, SessionError, View};
use riffle_store::writer::Writer;
use riffle_tournament::{Command, Setup, StructureSource};

fn setup(name: &str) -> Setup {
    Setup {
        name: name.into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    }
}

fn now() -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::parse_from_rfc3339("2026-01-19T20:00:00Z")
        .unwrap()
        .to_utc()
}

fn register(name: &str) -> Command {
    Command::Register {
        name: name.into(),
        notes: None,
        confirmed: false,
        profile: None,
    }
}

fn in_use(result: Result<Session, SessionError>) -> bool {
    matches!(
        result,
        Err(SessionError::Journal(JournalError::InUse { .. }))
    )
}

#[test]
fn two_writers_in_one_process_hold_two_locks_each_on_its_own_journal() {
    let root = tempfile::tempdir().unwrap();
    let (friday, sunday) = (root.path().join("friday"), root.path().join("sunday"));
    let first = Writer::new(Session::create(&friday, &setup("Friday"), now()).unwrap());
    let second = Writer::new(Session::create(&sunday, &setup("Sunday"), now()).unwrap());
    first.execute(&register("Ann"), now()).unwrap();
    second.execute(&register("Dee"), now()).unwrap();
    second.execute(&register("Eve"), now()).unwrap();

    // Both folders are held, by this very process: a third opening of either is refused.
    assert!(in_use(Session::open(&friday)));
    assert!(in_use(Session::open(&sunday)));

    // Each journal has its own commands only.
    let names = |dir| {
        let view = View::open(dir).unwrap();
        (view.tournament().entries().iter())
            .map(|entry| entry.name.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(names(&friday), ["Ann"]);
    assert_eq!(names(&sunday), ["Dee", "Eve"]);

    // Letting one go frees that folder alone.
    drop(second);
    drop(Session::open(&sunday).expect("its writer is gone"));
    assert!(in_use(Session::open(&friday)));
    drop(first);
    drop(Session::open(&friday).expect("both are free"));
}
