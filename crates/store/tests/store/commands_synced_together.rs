//! A long script makes its commands durable in groups, one sync for many: none of a group is
//! kept unless the sync succeeds, and a failed sync takes the whole group back, on disk and in
//! the state, as if none of it had been sent.

use crate::faulty_disk::{EIO, FaultyDisk, Step};
use riffle_store::session::Session;
use riffle_tournament::{Command, Setup, StructureSource};

/// The moment every command of these tests is sent (also used by the senders' tests).
pub(crate) fn now() -> chrono::DateTime<chrono::Utc> {
    use chrono::TimeZone;
    chrono::Utc.with_ymd_and_hms(2026, 7, 4, 11, 0, 0).unwrap()
}

pub(crate) fn register(name: &str) -> Command {
    Command::Register {
        name: name.into(),
        notes: None,
        confirmed: false,
        profile: None,
    }
}

/// A new event in `dir`, on the built-in structure.
pub(crate) fn festival(dir: &std::path::Path) -> Session {
    let setup = Setup {
        name: "Colossus".into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    Session::create(dir, &setup, now()).unwrap()
}

#[test]
fn a_group_whose_sync_fails_is_taken_back_whole_on_disk_and_in_the_state() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("colossus");
    let mut session = festival(&dir);
    session.execute(&register("Ann Durand"), now()).unwrap();
    let before = session.tournament().clone();
    let disk = FaultyDisk::default();
    session.use_disk(Box::new(disk.clone()));
    disk.set(Some((Step::Sync, EIO)));
    let failed = session.in_one_sync(|session| {
        for name in ["Bob Roux", "Cy Faure", "Dee Noir"] {
            session.execute(&register(name), now()).unwrap();
        }
    });
    assert!(failed.is_err(), "the sync failed");
    assert!(session.tournament() == &before, "the state is taken back");
    assert_eq!(session.commands(), 2);
    assert!(session.failure().is_some(), "the TD sees nothing is saved");
    disk.set(None);
    session
        .in_one_sync(|session| {
            for name in ["Eve Morel", "Fay Lenoir"] {
                session.execute(&register(name), now()).unwrap();
            }
        })
        .unwrap();
    assert!(session.failure().is_none());
    let kept = session.tournament().clone();
    drop(session);
    let reopened = Session::open(&dir).unwrap();
    assert_eq!(reopened.commands(), 4);
    assert!(reopened.tournament() == &kept);
    let names: Vec<&str> = kept.entries().iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["Ann Durand", "Eve Morel", "Fay Lenoir"]);
}

#[test]
fn a_namesake_in_a_group_is_refused_against_the_group_before_it() {
    let tmp = tempfile::tempdir().unwrap();
    let mut session = festival(&tmp.path().join("colossus"));
    let refused = session
        .in_one_sync(|session| {
            session.execute(&register("Zoé Lefèvre"), now()).unwrap();
            session.execute(&register("zoe lefevre"), now()).is_err()
        })
        .unwrap();
    assert!(
        refused,
        "the second is a namesake of the first, not yet synced"
    );
    assert_eq!(session.tournament().entries().len(), 1);
}
