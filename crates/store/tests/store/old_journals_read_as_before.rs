//! A tournament saved by a version that wrote each command's summary into the history as two
//! sentences (tests/old_journal: a journal of 16 commands and a snapshot of the first 10) opens
//! and reads the same history: the snapshot's stored sentences as they were, and the commands
//! replayed from the journal worded from their facts with the same words, French typography
//! now putting its no-break spaces before a colon and inside « ». An undo replays the whole
//! journal, so every line is then worded from its facts.

use riffle_store::session::Session;
use riffle_text::Lang;
use std::path::Path;

const ENGLISH: [&str; 16] = [
    "Created Samedi",
    "Registered Ann",
    "Registered Bob",
    "Registered Zoé",
    "Registered Éric",
    "Registered Cy",
    "Name corrected: Bob -> Bobby",
    "Added 3 min",
    "Undo: Added 3 min",
    "Announced \"Pause à 22 h\"",
    "Seat draw",
    "Clock started",
    "Balancing gap set to 2",
    "Ann has 12500 chips",
    "Eliminated Cy",
    "Cleared the announcement",
];

/// The French of the first ten commands as the old snapshot stored it.
const FRENCH_STORED: [&str; 10] = [
    "Création de Samedi",
    "Inscription de Ann",
    "Inscription de Bob",
    "Inscription de Zoé",
    "Inscription de Éric",
    "Inscription de Cy",
    "Nom corrigé\u{a0}: Bob -> Bobby",
    "Ajout de 3 min",
    "Annulation : Ajout de 3 min",
    "Annonce « Pause à 22 h »",
];

/// The French of every command worded from its facts.
const FRENCH_WORDED: [&str; 16] = [
    "Création de Samedi",
    "Inscription de Ann",
    "Inscription de Bob",
    "Inscription de Zoé",
    "Inscription de Éric",
    "Inscription de Cy",
    "Nom corrigé\u{a0}: Bob -> Bobby",
    "Ajout de 3\u{a0}min",
    "Annulation\u{a0}: Ajout de 3\u{a0}min",
    "Annonce «\u{a0}Pause à 22 h\u{a0}»",
    "Tirage des places",
    "Horloge lancée",
    "Écart d'équilibrage fixé à 2",
    "Ann a 12500 jetons",
    "Élimination de Cy",
    "Annonce effacée",
];

/// A copy of the old tournament's folder, with or without its snapshot: opening one takes
/// its writer lock.
fn old_tournament(with_snapshot: bool) -> tempfile::TempDir {
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/old_journal");
    let dir = tempfile::tempdir().unwrap();
    let mut files = vec!["journal.jsonl"];
    if with_snapshot {
        files.push("snapshot.json");
    }
    for file in files {
        std::fs::copy(fixture.join(file), dir.path().join(file)).unwrap();
    }
    dir
}

fn history(session: &Session, lang: Lang) -> Vec<String> {
    session
        .tournament()
        .history()
        .iter()
        .map(|entry| entry.summary_in(lang))
        .collect()
}

#[test]
fn an_old_snapshot_shows_the_sentences_it_stored() {
    let dir = old_tournament(true);
    let session = Session::open(dir.path()).unwrap();
    assert!(session.notices().is_empty(), "{:?}", session.notices());
    assert_eq!(history(&session, Lang::En), ENGLISH);
    let french = history(&session, Lang::Fr);
    assert_eq!(french[..10], FRENCH_STORED);
    assert_eq!(french[10..], FRENCH_WORDED[10..]);
}

#[test]
fn an_old_journal_replayed_reads_the_same_words() {
    let dir = old_tournament(false);
    let session = Session::open(dir.path()).unwrap();
    assert_eq!(history(&session, Lang::En), ENGLISH);
    assert_eq!(history(&session, Lang::Fr), FRENCH_WORDED);
}

#[test]
fn an_old_history_takes_new_commands_and_saves_its_facts() {
    let dir = old_tournament(true);
    let mut session = Session::open(dir.path()).unwrap();
    let at = session.tournament().history().last().unwrap().at + chrono::Duration::minutes(1);
    let register = riffle_tournament::Command::Register {
        name: "Dee".into(),
        notes: None,
        confirmed: false,
        profile: None,
    };
    session.execute(&register, at).unwrap();
    let saved = serde_json::to_string(session.tournament()).unwrap();
    let read: riffle_tournament::Tournament = serde_json::from_str(&saved).unwrap();
    assert_eq!(&read, session.tournament());
    let last = read.history().last().unwrap();
    assert_eq!(last.summary_in(Lang::En), "Registered Dee");
    assert_eq!(last.summary_in(Lang::Fr), "Inscription de Dee");
    assert_eq!(read.history()[8].summary_in(Lang::Fr), FRENCH_STORED[8]);
}

#[test]
fn an_undo_in_an_old_history_words_every_line_from_its_facts() {
    let dir = old_tournament(true);
    let mut session = Session::open(dir.path()).unwrap();
    let at = session.tournament().history().last().unwrap().at + chrono::Duration::minutes(1);
    session
        .execute(&riffle_tournament::Command::Undo, at)
        .unwrap();
    let mut english = ENGLISH.map(String::from).to_vec();
    english.push("Undo: Cleared the announcement".into());
    assert_eq!(history(&session, Lang::En), english);
    let mut french = FRENCH_WORDED.map(String::from).to_vec();
    french.push("Annulation\u{a0}: Annonce effacée".into());
    assert_eq!(history(&session, Lang::Fr), french);
}
