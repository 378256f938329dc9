//! The dispute form in French for the questions with three answers (issue 23): asking to see a
//! hand (still holds the cards, tabled them, mucked them face down; TDA 18A/B), words and
//! chips together (words first, chips first, at the same time; TDA 40A), who heard a
//! declaration (Addendum 40-A), an undercall in a row (51C), acting before the amount is clear
//! (50B), chips added to an earlier bet (46C) and the odd chips' game, stud high-low among its
//! four answers (20B/20C). The TD reads the question and its answers in French, answers with a
//! click, and the ruling follows the answer given; where a
//! hand is being logged, its figures come filled in and the TD confirms them.

use crate::ui_common;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_rules::disputes::Case;
use riffle_rules::disputes::showdown::{AskToSeeHand, RequesterCards};
use riffle_text::Lang;
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use ui_common::{click, event_window_in, read, seated, type_into};

fn french_rulings() -> (Harness<'static, App>, tempfile::TempDir) {
    let (mut harness, folder) = event_window_in(Lang::Fr, &seated(&["Ann", "Bob", "Cy"]));
    harness.state_mut().set_tab(Tab::Rulings);
    harness.run();
    (harness, folder)
}

/// Picks "Oui" for the question being asked (the answers already given read "Oui" too), then
/// gives it with "Suivant".
fn answer_yes(harness: &mut Harness<'static, App>) {
    harness.get_by_role_and_label(Role::Button, "Oui").click();
    harness.run();
    click(harness, "Suivant");
}

/// Picks an answer of the question being asked, then gives it with "Suivant".
fn answer(harness: &mut Harness<'static, App>, label: &str) {
    click(harness, label);
    click(harness, "Suivant");
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
    answer(&mut harness, "Les a étalées");
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
    answer(&mut harness, "Les a jetées face cachée");
    harness.get_by_label("Pas le droit de voir cette main");
}

/// Says that the assumed fact whose answer reads `assumed` went otherwise, with the button on
/// its row, so that it is asked. The rows ignore a click just after they moved, as a TD reading
/// them would wait.
fn say_otherwise(harness: &mut Harness<'static, App>, assumed: &str) {
    for _ in 0..3 {
        harness.step();
    }
    for scroll in [true, false] {
        {
            let row = harness.get_by_label(assumed).rect().center().y;
            let button = harness
                .query_all_by_label("Dire autrement")
                .min_by_key(|button| (button.rect().center().y - row).abs() as u32)
                .expect("an assumed fact has its button");
            if scroll {
                button.scroll_to_me();
            } else {
                button.click();
            }
        }
        harness.run();
    }
}

/// Words before the chips is the ordinary answer, shown as assumed; said otherwise, the question
/// is asked with its three answers.
#[test]
fn words_and_chips_are_asked_in_french_with_three_answers() {
    let (mut harness, _folder) = french_rulings();
    type_into(&mut harness, "Chercher", "annonce");
    click(&mut harness, "Annonce verbale");
    answer(&mut harness, "« Je suis »");
    click(&mut harness, "1\u{202f}000");
    click(&mut harness, "Suivant");
    harness.get_by_label("Supposé comme d'habitude, faute d'indication contraire\u{a0}:");
    harness.get_by_label("Les mots d'abord");
    say_otherwise(&mut harness, "Les mots d'abord");
    harness.get_by_label(
        "Les mots sont-ils venus avant les jetons, après eux, ou en même temps\u{a0}?",
    );
    for answer in ["Les mots d'abord", "Les jetons d'abord", "En même temps"] {
        harness.get_by_label(answer);
    }
    answer(&mut harness, "En même temps");
    // The answer given reads as the TD chose it; the game is the level's, assumed.
    harness.get_by_label("En même temps");
    harness.get_by_label_contains("no-limit, en pot-limit ou en limit");
}

/// The French rulings panel with the first hand at table 1 being logged, so the questions about
/// the player to act come filled in from the hand.
fn french_rulings_with_a_hand_logged() -> (Harness<'static, App>, tempfile::TempDir) {
    let (mut harness, folder) = event_window_in(Lang::Fr, &seated(&["Ann", "Bob", "Cy"]));
    harness.state_mut().set_tab(Tab::Hands);
    harness.run();
    click(&mut harness, "Table 1");
    harness.state_mut().set_tab(Tab::Rulings);
    harness.run();
    (harness, folder)
}

/// Confirms with "Suivant" each answer filled in from the hand being logged.
fn confirm_what_the_hand_knows(harness: &mut Harness<'static, App>) {
    let note = "Rempli d'après le coup en cours à la table 1\u{a0}: vérifiez, puis Suivant.";
    while harness.query_by_label(note).is_some() {
        click(harness, "Suivant");
    }
}

/// Addendum 40-A in French: who heard the declaration is the words case's last fact, assumed to
/// be everyone; said otherwise, it is asked with three answers, and nobody but the player leaves
/// it to the TD, the words or the chips.
#[test]
fn who_heard_a_declaration_is_asked_in_french_with_three_answers() {
    let (mut harness, _folder) = french_rulings_with_a_hand_logged();
    type_into(&mut harness, "Chercher", "annonce");
    click(&mut harness, "Annonce verbale");
    answer(&mut harness, "« Je suis »");
    click(&mut harness, "1\u{202f}000");
    click(&mut harness, "Suivant");
    say_otherwise(&mut harness, "Les mots d'abord");
    answer(&mut harness, "En même temps");
    confirm_what_the_hand_knows(&mut harness);
    say_otherwise(&mut harness, "Tout le monde l'a entendue");
    harness.get_by_label(
        "Qui a entendu l'annonce\u{a0}: tout le monde, seulement le donneur ou quelques joueurs, \
         ou personne d'autre que le joueur\u{a0}?",
    );
    for answer in [
        "Tout le monde l'a entendue",
        "Le donneur ou quelques joueurs l'ont entendue",
        "Personne d'autre que le joueur ne l'a entendue",
    ] {
        harness.get_by_label(answer);
    }
    answer(
        &mut harness,
        "Personne d'autre que le joueur ne l'a entendue",
    );
    harness.get_by_label_contains("Les règles vous laissent le choix");
    harness.get_by_label_contains("L'annonce engage\u{a0}: ");
    harness.get_by_label_contains("Non établie\u{a0}: les jetons parlent.");
}

/// TDA 51C in French: the only undercall is assumed; said otherwise, whether other undercalls
/// followed is asked with three answers, and the first of several, facing the big blind (the
/// opening bet), owes the full call.
#[test]
fn an_undercall_in_a_row_is_asked_in_french_with_three_answers() {
    let (mut harness, _folder) = french_rulings_with_a_hand_logged();
    type_into(&mut harness, "Chercher", "suivi insuffisant");
    click(&mut harness, "Suivi insuffisant");
    type_into(
        &mut harness,
        "Combien de jetons le joueur a-t-il mis avec cette action (sans compter ceux déjà devant \
         lui)\u{a0}?",
        "100",
    );
    click(&mut harness, "Suivant");
    answer(&mut harness, "Non");
    confirm_what_the_hand_knows(&mut harness);
    say_otherwise(&mut harness, "Le seul suivi insuffisant");
    harness.get_by_label(
        "Était-ce le seul suivi insuffisant, le premier de plusieurs à la suite, ou un suivi qui \
         en suivait un autre\u{a0}?",
    );
    for answer in [
        "Le seul suivi insuffisant",
        "Le premier de plusieurs à la suite",
        "Un suivi qui en suivait un autre",
    ] {
        harness.get_by_label(answer);
    }
    answer(&mut harness, "Le premier de plusieurs à la suite");
    confirm_what_the_hand_knows(&mut harness);
    harness.get_by_label_contains("Plusieurs suivis insuffisants de suite");
}

/// TDA 50B in French: what the player did before the amount was clear, three answers; a fold
/// binds.
#[test]
fn acting_before_the_amount_is_asked_in_french_with_three_answers() {
    let (mut harness, _folder) = french_rulings();
    type_into(&mut harness, "Chercher", "montant");
    click(&mut harness, "Agir avant que le montant soit clair");
    harness.get_by_label("Qu'a fait le joueur avant que le montant soit clair\u{a0}?");
    for answer in ["S'est couché", "A suivi", "A dit «\u{a0}relance\u{a0}»"] {
        harness.get_by_label(answer);
    }
    answer(&mut harness, "S'est couché");
    harness.get_by_label("La main est morte");
    harness.get_by_label_contains("Un abandon à son tour engage malgré tout");
}

/// TDA 46C in French: what became of the earlier bet's chips, three answers, one of them with
/// the value left in front.
#[test]
fn chips_added_to_an_earlier_bet_are_asked_in_french_with_three_answers() {
    let (mut harness, _folder) = french_rulings();
    type_into(&mut harness, "Chercher", "mise précédente");
    click(&mut harness, "Jetons ajoutés à une mise précédente");
    click(&mut harness, "1\u{202f}000");
    click(&mut harness, "Suivant");
    harness.get_by_label_contains("Qu'est-il advenu des jetons de la mise précédente");
    for answer in ["Laissés en place", "Repris entiers", "Repris en partie"] {
        harness.get_by_label(answer);
    }
    click(&mut harness, "Repris entiers");
    harness.get_by_label("Repris entiers");
}

/// TDA 20B/20C in French: the odd chip's game is asked with four answers, stud high-low among
/// them; in stud high-low the winners are then ordered by suit, not from the button.
#[test]
fn the_odd_chips_game_is_asked_in_french_with_stud_high_low() {
    let (mut harness, _folder) = french_rulings();
    type_into(&mut harness, "Chercher", "indivisibles");
    click(&mut harness, "Jetons indivisibles");
    type_into(
        &mut harness,
        "Combien de jetons y a-t-il dans le pot à partager\u{a0}?",
        "1025",
    );
    click(&mut harness, "Suivant");
    harness.get_by_label("Quelles places se partagent le pot\u{a0}?");
    click(&mut harness, "2");
    click(&mut harness, "5");
    click(&mut harness, "Suivant");
    // The smallest chip comes filled in from the structure.
    harness.get_by_label("Quel est le plus petit jeton en jeu\u{a0}?");
    click(&mut harness, "Suivant");
    for answer in [
        "Jeu à tableau (hold'em, Omaha)",
        "Stud ou razz",
        "Partage high-low, jeu à tableau (Omaha hi-lo)",
        "Stud high-low (stud/8)",
    ] {
        harness.get_by_label(answer);
    }
    answer(&mut harness, "Stud high-low (stud/8)");
    harness.get_by_label(
        "Quelles places se partagent la moitié basse (aucune si aucune main basse ne se \
         qualifie)\u{a0}?",
    );
    click(&mut harness, "2");
    click(&mut harness, "Suivant");
    harness.get_by_label_contains("Dans quel ordre les gagnants");
}
