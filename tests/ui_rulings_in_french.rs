//! The dispute form in French for the questions with three answers (issue 23): asking to see a
//! hand (still holds the cards, tabled them, mucked them face down; TDA 18A/B) and words and
//! chips together (words first, chips first, at the same time; TDA 40A). The TD reads the
//! question and the three answers in French, answers with a click, and the ruling follows the
//! answer given.

mod ui_common;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle::rules::disputes::Case;
use riffle::rules::disputes::showdown::{AskToSeeHand, RequesterCards};
use riffle::text::Lang;
use riffle::ui::app::App;
use riffle::ui::panels::Tab;
use ui_common::{click, event_window_in, read, seated, type_into};

fn french_rulings() -> (Harness<'static, App>, tempfile::TempDir) {
    let (mut harness, folder) = event_window_in(Lang::Fr, &seated(&["Ann", "Bob", "Cy"]));
    harness.state_mut().set_tab(Tab::Rulings);
    harness.run();
    (harness, folder)
}

/// Clicks the "Oui" of the question being asked (the answers already given read "Oui" too).
fn answer_yes(harness: &mut Harness<'static, App>) {
    harness.get_by_role_and_label(Role::Button, "Oui").click();
    harness.run();
}

#[test]
fn a_caller_who_tabled_is_asked_in_french_and_may_see_the_last_aggressors_hand() {
    let (mut harness, _folder) = french_rulings();
    type_into(&mut harness, "Chercher", "voir main");
    click(&mut harness, "Demander à voir une main");
    harness.get_by_label(
        "Le joueur qui demande a-t-il encore ses cartes, les a-t-il étalées, ou les a-t-il \
         jetées face cachée\u{a0}?",
    );
    for answer in [
        "Les a encore en main",
        "Les a étalées",
        "Les a jetées face cachée",
    ] {
        harness.get_by_label(answer);
    }
    click(&mut harness, "Les a étalées");
    harness.get_by_label("Les a étalées");
    answer_yes(&mut harness);
    answer_yes(&mut harness);
    harness.get_by_label("Toutes les cartes doivent être étalées");
    click(&mut harness, "Enregistrer la décision");
    read(&harness, |t| {
        let [record] = t.rulings() else {
            panic!("one ruling is recorded, not {}", t.rulings().len());
        };
        assert_eq!(
            record.case,
            Case::AskToSeeHand(AskToSeeHand {
                requester_cards: Some(RequesterCards::Tabled),
                requester_called_river_bet: Some(true),
                target_is_last_aggressor: Some(true),
            })
        );
    });
}

#[test]
fn a_player_who_mucked_face_down_is_told_in_french_there_is_no_right_to_see() {
    let (mut harness, _folder) = french_rulings();
    type_into(&mut harness, "Chercher", "voir main");
    click(&mut harness, "Demander à voir une main");
    click(&mut harness, "Les a jetées face cachée");
    harness.get_by_label("Pas le droit de voir cette main");
}

#[test]
fn words_and_chips_are_asked_in_french_with_three_answers() {
    let (mut harness, _folder) = french_rulings();
    type_into(&mut harness, "Chercher", "annonce");
    click(&mut harness, "Annonce verbale");
    click(&mut harness, "« Je suis »");
    click(&mut harness, "1\u{202f}000");
    click(&mut harness, "Suivant");
    harness.get_by_label(
        "Les mots sont-ils venus avant les jetons, après eux, ou en même temps\u{a0}?",
    );
    for answer in ["Les mots d'abord", "Les jetons d'abord", "En même temps"] {
        harness.get_by_label(answer);
    }
    click(&mut harness, "En même temps");
    // The next fact asked is the spot's; the answer given reads as the TD chose it.
    harness.get_by_label("En même temps");
    harness.get_by_label_contains("no-limit, en pot-limit ou en limit");
}
