//! Names are checked at the door, before anything is saved: spaces around them trimmed; refused
//! when empty (a tournament's empty name says so), when they hold a character that does not show
//! (a line break, a tab, a control character, a text-direction override that makes two names
//! look alike), or when longer than a seat card shows. A refused name changes nothing, and each
//! refusal is worded in English and French.

use crate::tournament_common;
use riffle_store::session::Session;
use riffle_text::{Lang, Say};
use riffle_tournament::{Command, RuleError, Setup, StructureSource, Tournament};
use tournament_common::*;

fn register(name: &str) -> Command {
    Command::Register {
        name: name.into(),
        notes: None,
        confirmed: false,
        profile: None,
    }
}

fn setup(name: &str) -> Setup {
    Setup {
        name: name.into(),
        structure: StructureSource::Shipped("home-turbo".into()),
        house_rules: None,
        seats_per_table: 9,
    }
}

#[test]
fn a_name_is_trimmed() {
    let mut td = Td::new("home-turbo", 9);
    td.ok(register("  Ann Lee \u{a0}"));
    assert_eq!(td.tournament.entries()[0].name, "Ann Lee");
    let td = Td::with_setup(&setup("  Friday  "));
    assert_eq!(td.tournament.name(), "Friday");
}

#[test]
fn a_name_with_a_hidden_character_is_refused() {
    let mut td = Td::new("home-turbo", 9);
    for name in [
        "Ann\nBob",
        "Ann\tLee",
        "Ann\rLee",
        "Ann\u{0}",
        "Ann\u{1b}[31m",
        "\u{202e}nnA",
        "Ann\u{2067}Lee",
        "\u{200f}Ann",
    ] {
        let refusal = td.run(register(name)).unwrap_err();
        assert_eq!(refusal, RuleError::NameHasHiddenCharacters, "{name:?}");
        assert!(refusal.say(Lang::En).contains("line breaks, tabs"));
        assert!(refusal.say(Lang::Fr).contains("retour à la ligne"));
        let created = Tournament::create(&setup(name), at(0)).unwrap_err();
        assert_eq!(created, RuleError::NameHasHiddenCharacters, "{name:?}");
    }
    assert!(td.tournament.entries().is_empty());
    // Letters of every language, digits and punctuation are welcome.
    td.ok(register("Zoë O'Brien-Łukasz (2)"));
    td.ok(register("محمد"));
}

#[test]
fn a_name_longer_than_a_seat_card_shows_is_refused() {
    let mut td = Td::new("home-turbo", 9);
    let longest = "é".repeat(64);
    td.ok(register(&longest));
    let refusal = td.run(register(&format!("{longest}x"))).unwrap_err();
    assert_eq!(
        refusal,
        RuleError::NameTooLong {
            length: 65,
            max: 64
        }
    );
    assert!(refusal.say(Lang::En).contains("65 characters"));
    assert!(refusal.say(Lang::Fr).contains("au plus 64"));
    assert_eq!(td.tournament.entries().len(), 1);
}

#[test]
fn an_empty_tournament_name_says_so() {
    for name in ["", "   "] {
        let refusal = Tournament::create(&setup(name), at(0)).unwrap_err();
        assert_eq!(refusal, RuleError::EmptyTournamentName);
        assert!(
            refusal
                .say(Lang::En)
                .contains("the tournament needs a name")
        );
        assert!(
            refusal
                .say(Lang::Fr)
                .contains("le tournoi doit avoir un nom\u{a0};")
        );
    }
}

#[test]
fn a_refused_name_writes_nothing_to_the_journal() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("event");
    assert!(Session::create(&dir, &setup("\u{202e}"), at(0)).is_err());
    assert!(!dir.join("journal.jsonl").exists());
    let mut session = Session::create(&dir, &setup("Friday"), at(0)).unwrap();
    let journal = std::fs::read(dir.join("journal.jsonl")).unwrap();
    assert!(session.execute(&register("Ann\nBob"), at(1)).is_err());
    assert_eq!(std::fs::read(dir.join("journal.jsonl")).unwrap(), journal);
    assert_eq!(session.commands(), 1);
}

fn rename(player: riffle_core::floor::PlayerId, name: &str) -> Command {
    Command::Rename {
        player,
        name: name.into(),
    }
}

#[test]
fn a_rename_corrects_the_name_and_keeps_the_seat_the_chips_and_the_entry() {
    let mut td = Td::new("home-turbo", 9);
    td.register(&["Jon Smith", "Ann Lee"]);
    td.ok(Command::DrawSeats);
    let jon = td.id("Jon Smith");
    let seat = td.tournament.floor().seat_of(jon);
    let chips = td.tournament.entry(jon).unwrap().chips;
    td.ok(rename(jon, "  John Smith "));
    let entry = td.tournament.entry(jon).unwrap();
    assert_eq!(entry.name, "John Smith");
    assert_eq!(entry.chips, chips);
    assert_eq!(td.tournament.floor().seat_of(jon), seat);
    assert_eq!(td.tournament.entries().len(), 2);
    let last = td.tournament.history().last().unwrap();
    assert_eq!(
        last.summary_in(Lang::En),
        "Name corrected: Jon Smith -> John Smith"
    );
    assert_eq!(
        last.summary_in(Lang::Fr),
        "Nom corrigé\u{a0}: Jon Smith -> John Smith"
    );
    // The journal keeps it, and an undo gives the old name back.
    assert_eq!(td.replayed().entry(jon).unwrap().name, "John Smith");
    td.ok(Command::Undo);
    assert_eq!(td.tournament.entry(jon).unwrap().name, "Jon Smith");
}

#[test]
fn a_rename_is_checked_at_the_door_like_a_registration() {
    let mut td = Td::new("home-turbo", 9);
    td.register(&["Ann Lee"]);
    let ann = td.id("Ann Lee");
    assert_eq!(td.run(rename(ann, "  ")), Err(RuleError::EmptyName));
    assert_eq!(
        td.run(rename(ann, "Ann\u{202e}Lee")),
        Err(RuleError::NameHasHiddenCharacters)
    );
    assert!(matches!(
        td.run(rename(ann, &"A".repeat(65))),
        Err(RuleError::NameTooLong { .. })
    ));
    let nobody = riffle_core::floor::PlayerId(7);
    assert_eq!(
        td.run(rename(nobody, "Bob")),
        Err(RuleError::NoSuchPlayer(nobody))
    );
    assert_eq!(td.tournament.entry(ann).unwrap().name, "Ann Lee");
}
