//! Unregistering from the Players tab, in English and French: before the draw the player's
//! details offer the refund, the TD confirms it having seen the amount, and the list keeps the
//! entry, greyed as withdrawn, where the search still finds it. After the draw it is not offered.

use crate::ui_common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::floor::PlayerId;
use riffle_text::Lang;
use riffle_tournament::Command;
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use ui_common::{click, event_window_in, read, type_into};

fn registered(lang: Lang, names: &[&str]) -> (Harness<'static, App>, tempfile::TempDir) {
    let commands: Vec<Command> = names
        .iter()
        .map(|name| Command::Register {
            name: name.to_string(),
            notes: None,
            confirmed: false,
            profile: None,
        })
        .collect();
    let (mut harness, folder) = event_window_in(lang, &commands);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    (harness, folder)
}

fn withdrawn(harness: &Harness<'static, App>, player: u32) -> Option<u64> {
    read(harness, |t| {
        t.entry(PlayerId(player)).and_then(|e| e.withdrawn)
    })
}

/// Each language's words for the steps, the standard structure's 90 + 10 paid back.
struct Words {
    search: &'static str,
    unregister: &'static str,
    question: &'static str,
    confirm: &'static str,
    row: &'static str,
    refunded: &'static str,
}

fn unregister_bob(lang: Lang, words: &Words) {
    let (mut harness, _folder) = registered(lang, &["Ann", "Bob", "Cy"]);
    harness.get_by_label_contains("#2 Bob").click();
    harness.run();
    click(&mut harness, words.unregister);
    // The refund is shown before anything happens.
    harness.get_by_label(words.question);
    assert_eq!(withdrawn(&harness, 1), None);
    click(&mut harness, words.confirm);
    assert_eq!(withdrawn(&harness, 1), Some(100));
    assert_eq!(read(&harness, |t| (t.field(), t.players_left())), (2, 2));
    // Still listed, and found by the search, as withdrawn.
    type_into(&mut harness, words.search, "bob");
    harness.get_by_label(words.row);
    harness.get_by_label(words.refunded);
    assert!(
        harness.query_by_label(words.unregister).is_none(),
        "nothing left to refund"
    );
}

#[test]
fn a_player_is_unregistered_with_the_refund_confirmed_first() {
    unregister_bob(
        Lang::En,
        &Words {
            search: "Search",
            unregister: "Unregister (refund €100)",
            question: "Unregister Bob and pay back €100?",
            confirm: "Pay back €100 and unregister",
            row: "#2 Bob, Withdrawn",
            refunded: "Unregistered before the draw; €100 paid back",
        },
    );
}

#[test]
fn un_joueur_est_desinscrit_apres_confirmation_du_remboursement() {
    unregister_bob(
        Lang::Fr,
        &Words {
            search: "Rechercher",
            unregister: "Désinscrire (rembourser 100\u{a0}€)",
            question: "Désinscrire Bob et lui rembourser 100\u{a0}€\u{a0}?",
            confirm: "Rembourser 100\u{a0}€ et désinscrire",
            row: "#2 Bob, Désinscrit",
            refunded: "Désinscrit avant le tirage\u{a0}; 100\u{a0}€ remboursé",
        },
    );
}

#[test]
fn after_the_draw_the_details_offer_no_refund() {
    let (mut harness, _folder) = registered(Lang::En, &["Ann", "Bob", "Cy"]);
    click(&mut harness, "Draw the seats (3 players)");
    harness.get_by_label_contains("#2 Bob").click();
    harness.run();
    assert!(
        harness
            .query_by_label_contains("Unregister (refund")
            .is_none()
    );
    harness.get_by_label("Eliminate…");
}

#[test]
fn cancelling_the_confirmation_changes_nothing() {
    let (mut harness, _folder) = registered(Lang::En, &["Ann", "Bob"]);
    harness.get_by_label_contains("#1 Ann").click();
    harness.run();
    click(&mut harness, "Unregister (refund €100)");
    click(&mut harness, "Cancel");
    assert_eq!(withdrawn(&harness, 0), None);
    harness.get_by_label("Unregister (refund €100)");
}
