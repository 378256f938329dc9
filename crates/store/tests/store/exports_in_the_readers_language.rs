//! The text exports speak the reader's language: the rulings and penalties (with the answers a
//! ruling assumed, marked as assumed) and the history read wholly French for a French TD, with
//! no English phrase and no raw name of a fact or a variant left.

use crate::tournament_common;
use riffle_core::betting::Limit;
use riffle_rules::disputes::Case;
use riffle_rules::disputes::chips::{Spot, Undercall};
use riffle_rules::penalties::{Fault, Step};
use riffle_store::export::{history_text, rulings_text};
use riffle_text::Lang;
use riffle_tournament::Command;
use tournament_common::*;

/// An undercall facing the street's opening bet, nothing said of other undercalls in the
/// round: the ruling assumes it was the only one.
fn undercall() -> Case {
    Case::Undercall(Undercall {
        put_in: Some(2000),
        said_call: Some(false),
        spot: Spot {
            limit: Some(Limit::NoLimit),
            big_blind: Some(200),
            bet_to_match: Some(8000),
            own_bet: Some(0),
            stack: Some(50_000),
            last_full_raise: Some(8000),
            pot: Some(3_000),
            raising_open: Some(true),
            opening_bet: Some(true),
            players_in_hand: Some(4),
            intended_undercall: None,
            from_hand: None,
        },
        sequence: None,
    })
}

/// A table of six with a ruling that assumed an answer, a penalty that keeps a player away,
/// and an undone command.
fn evening() -> Td {
    let mut td = Td::new("standard-20", 9);
    td.register(&["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]);
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    td.minutes_later(5);
    td.ok(Command::Rule {
        case: Box::new(undercall()),
        table: Some(1),
        players: vec![],
        choice: None,
    });
    let bob = td.id("Bob");
    td.ok(Command::Penalize {
        player: bob,
        fault: Fault::Language,
        step: Some(Step::MissedRounds(1)),
        reason: Some("insulte au croupier".into()),
        hand_in_progress: false,
    });
    td.ok(Command::PauseClock);
    td.ok(Command::Undo);
    td
}

/// The fixed phrases of the English exports: none may be left in a French one.
const ENGLISH: &[&str] = &[
    "Rulings and penalties",
    "Ruling at",
    "house rules",
    "Players:",
    "TD's choice",
    "Assumed",
    "as usual",
    "Rules:",
    "Penalty for",
    "Reason:",
    "Served:",
    " of ",
    "hands",
    "no table",
    "History of",
    "(undone)",
    "Floor asks",
    "Busted together",
    "draw seed",
    " Yes",
    " No",
];

/// Words with a capital inside a lower-case word (`NoLimit`, `only_undercall` aside): a name
/// from the code shown as it is.
fn raw_names(text: &str) -> Vec<&str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|word| {
            let camel = word.chars().any(char::is_lowercase)
                && word.chars().skip(1).any(char::is_uppercase);
            camel || word.contains('_')
        })
        .collect()
}

#[test]
fn the_rulings_export_lists_each_assumed_answer_marked_as_assumed() {
    let td = evening();
    let record = &td.tournament.rulings()[0];
    assert!(!record.assumed.is_empty(), "the ruling assumed an answer");
    let english = rulings_text(&td.tournament, Lang::En);
    assert!(
        english.starts_with("Rulings and penalties of "),
        "{english}"
    );
    let assumed: Vec<&str> = english
        .lines()
        .filter(|l| l.trim_start().starts_with("Assumed: "))
        .collect();
    assert_eq!(assumed.len(), record.assumed.len(), "{english}");
    assert!(
        assumed
            .iter()
            .all(|l| l.ends_with("(as usual, the TD did not say otherwise)")),
        "{english}"
    );
    // The question and the answer, as the window words them.
    let (question, answer) = riffle_rules::disputes::answered::assumed_in_words(
        &record.case,
        &record.assumed[0],
        &td.tournament.house_rules().rules,
        Lang::En,
        &chrono::Local,
    );
    assert!(
        english.contains(&format!("Assumed: {question} {answer} ")),
        "{english}"
    );
    assert!(english.contains("Served: 0 of "), "{english}");
}

#[test]
fn the_french_exports_of_rulings_and_history_read_french_only() {
    let td = evening();
    let rulings = rulings_text(&td.tournament, Lang::Fr);
    let history = history_text(&td.tournament, &td.log, Lang::Fr);
    assert!(
        rulings.starts_with("Décisions et pénalités de "),
        "{rulings}"
    );
    assert!(rulings.contains("Supposé\u{a0}: "), "{rulings}");
    assert!(
        rulings.contains("Motif\u{a0}: insulte au croupier"),
        "{rulings}"
    );
    assert!(
        rulings.contains("Purgée\u{a0}: 0 main(s) sur "),
        "{rulings}"
    );
    assert!(history.starts_with("Historique de "), "{history}");
    assert!(history.contains("(annulée)"), "{history}");
    for (name, text) in [("rulings", &rulings), ("history", &history)] {
        for phrase in ENGLISH {
            assert!(!text.contains(phrase), "{name}: `{phrase}` left in\n{text}");
        }
        assert_eq!(raw_names(text), Vec::<&str>::new(), "{name}:\n{text}");
    }
}
